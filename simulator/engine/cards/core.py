"""Core Set cards: aliens, dinosaurs, ninjas, pirates, robots, tricksters, wizards, zombies."""

from __future__ import annotations

from .common import attached_to, count_key
from .registry import modelled, no_effect, one_shot, register

BOX = "Core Set"


# --- dinosaurs ---------------------------------------------------------------------------------


def _war_raptor(game, base, card) -> int:
    # +1 for each War Raptor on this base, itself included.
    return count_key(base, "dinosaurs/war-raptor")


def _upgrade(game, base, card, target_base, target) -> int:
    return 2 if attached_to(card, target) else 0


def _tooth_and_claw(game, base, card, target_base, target, what, by) -> tuple[str, str] | None:
    other_player = by is not None and by != target.controller
    if attached_to(card, target) and what == "affect" and other_player:
        return (
            "Tooth and Claw... and Guns: not affected by other players' cards",
            "Dents et griffes... et flingues : pas affecté par les cartes des autres joueurs",
        )
    return None


register(
    modelled(
        "dinosaurs/war-raptor",
        "+1 power for each War Raptor on its base, itself included.",
        "+1 en puissance pour chaque Raptor de guerre sur sa Base, lui compris.",
        box=BOX,
        power=_war_raptor,
    ),
    modelled(
        "dinosaurs/upgrade",
        "Attached to a minion: that minion has +2 power.",
        "Attachée à un Serviteur : il a +2 en puissance.",
        box=BOX,
        aura=_upgrade,
    ),
    modelled(
        "dinosaurs/tooth-and-claw-and-guns",
        "Attached to a minion: other players' cards do not affect that minion.",
        "Attachée à un Serviteur : les cartes des autres joueurs ne l'affectent pas.",
        box=BOX,
        # The POD record's slug lost a hyphen.
        aliases=("dinosaurs/tooth-and-clawand-guns",),
        protect=_tooth_and_claw,
    ),
    no_effect(
        "dinosaurs/king-rex",
        "No ability.",
        "Pas de capacité.",
        box=BOX,
    ),
    one_shot(
        "dinosaurs/augmentation",
        "One minion gets +4 power until the end of the turn.",
        "Un Serviteur gagne +4 en puissance jusqu'à la fin du tour.",
        box=BOX,
        shared_text_reason="wording only; same effect",
    ),
)
