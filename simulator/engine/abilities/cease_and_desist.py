"""Cease and Desist bases."""

from __future__ import annotations

from .. import rules as R
from .base import modelled, no_effect, register

BOX = "Cease and Desist"


def _no_moon(game, base) -> None:
    others = [b for b in game.bases if b is not base]
    if not others:
        return
    choice = game.choice_for(base.id, game.active)
    target = None
    if choice is not None and not choice.declined:
        target = game.chosen_base(choice, others, "another base in play")
    if target is None:
        game.assume(
            base.id,
            game.active,
            "no-moon",
            None,
            "another base is destroyed at random; name it in choices (to) to simulate it",
        )
        game.note_not_simulated(
            base.id, "no-moon", "the base destroyed at random was not given (choices: to)"
        )
        return
    game.log(R.BASE_ABILITIES, f"No-Moon destroys {target.label()} before scoring.", base.id)
    position = game.remove_base(target, f"{target.label()} is destroyed by No-Moon")
    game.place_from_deck(0, position, f"it replaces {target.label()}")


def _unicrave(game, base) -> None:
    if not game.deck:
        game.log(R.BASE_ABILITIES, "Unicrave: the base deck is empty; it scores itself.", base.id)
        return
    spec = game.deck.pop(0)
    new = game.replace_base(base, spec, True, "Unicrave, before scoring")
    game.current = new
    if game.record is not None:
        game.record.continued_on = new.id
    game.log(
        R.BASE_ABILITIES,
        f"Unicrave: the scoring goes on with {new.label()} and the same cards.",
        new.id,
    )


register(
    no_effect("hive-of-scum-and-villainy", "Draw after boosting a minion here.", box=BOX),
    modelled(
        "no-moon",
        "Before scoring, another base (at random) is destroyed and replaced.",
        box=BOX,
        before_scoring=_no_moon,
    ),
    no_effect("changing-room", "+1 after a talent here.", box=BOX),
    modelled(
        "unicrave",
        "Before scoring: swapped for the deck's top base, which scores instead.",
        box=BOX,
        before_scoring=_unicrave,
    ),
    no_effect("spikey-chair-room", "End-of-turn sacrifice to draw.", box=BOX),
    no_effect("wintersquashed", "Give away a minion played here.", box=BOX),
    no_effect("neutral-space", "Shielded from opponents' minions here.", box=BOX),
    no_effect("uss-undertaking", "Start-of-turn move to or from here.", box=BOX),
)
