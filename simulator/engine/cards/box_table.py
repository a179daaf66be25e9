"""Compact rows for the box modules: the cards a box classifies without hooks (one-shot, no
scoring effect, not simulated) written as one tuple each, and the shared reasons they give.

A row is (keys, kind, summary, summary_fr):
- keys: "<faction>/<card>" of the catalog record; "<key>@pod" or "<key>@original" for an entry of
  one printing; "<key> = <other key>" when the other printing's record has another slug and the
  same ability (registered as an alias);
- kind: ONE_SHOT (registry.one_shot: acts in the Play phase, with the scripted-event reminder),
  NO_EFFECT (registry.no_effect: never changes the Conquest phase), or a Reason (English,
  French): registry.not_simulated with that reason.
Modelled cards are written with registry.modelled in their module, never as rows. No
registration here (the package imports every module: this one adds no entry).
"""

from __future__ import annotations

from .registry import CardAbility, no_effect, not_simulated, one_shot

Reason = tuple[str, str]
Row = tuple[str, "str | Reason", str, str]

ONE_SHOT = "one_shot"
NO_EFFECT = "no_effect"


def _not_yet(what: str, what_fr: str) -> Reason:
    return (f"not modelled yet: {what}", f"pas encore modélisé : {what_fr}")


# Not modelled yet (the engine could apply it; nobody has written and tested the hook).
ONGOING_POWER = _not_yet("its ongoing power change", "sa modification de puissance continue")
BREAKPOINT = _not_yet("its change of a base's breakpoint", "sa modification du seuil d'une Base")
PROTECTION = _not_yet("its protection", "sa protection")
SPECIAL = _not_yet(
    "its Special played in a scoring window",
    "sa capacité Spéciale jouée lors d'une Conquête",
)
BEFORE_SCORING = _not_yet(
    "its ability before a base scores", "sa capacité avant la Conquête d'une Base"
)
AFTER_SCORING = _not_yet(
    "its ability when or after a base scores",
    "sa capacité pendant ou après la Conquête d'une Base",
)
REACTION = _not_yet(
    "its reaction to a card played, moved or destroyed",
    "sa réaction à une carte jouée, déplacée ou détruite",
)
CONTROL = _not_yet(
    "its change of who controls or counts a card",
    "son changement de qui contrôle ou compte une carte",
)
CANCEL = _not_yet("its cancelling of abilities", "son annulation de capacités")
ONGOING = _not_yet("its ongoing effect", "son effet continu")
MOVE_REACTION = (
    "needs engine support for reacting after a minion moves (no card hook for a move)",
    "nécessite que le moteur gère les réactions au déplacement d'une Créature (aucun crochet de "
    "carte pour un déplacement)",
)
POWER_REACTION = (
    "needs engine support for reacting when a minion's power increases (no card hook for it)",
    "nécessite que le moteur gère les réactions à la hausse de puissance d'une Créature (aucun "
    "crochet de carte pour cela)",
)
HAND_EVENTS = (
    "it reacts to cards discarded from or given to hands, which the board does not hold",
    "elle réagit aux cartes défaussées de la main ou données à une main, que le plateau ne "
    "donne pas",
)
TITAN = _not_yet("its titan abilities", "les capacités de ce Titan")

# Cards whose effect depends on what the board does not hold (issue 15 keeps them).
HIDDEN_HAND = (
    "it depends on the cards in players' hands, which the board does not hold",
    "elle dépend des cartes en main des joueurs, que le plateau ne donne pas",
)
HIDDEN_DECK = (
    "it depends on the order or content of a deck or discard pile, which the board does not hold",
    "elle dépend de l'ordre ou du contenu d'une pioche ou d'une défausse, que le plateau ne "
    "donne pas",
)
RANDOM = (
    "it depends on a random draw or reveal, which the board does not hold",
    "elle dépend d'un tirage ou d'une révélation au hasard, que le plateau ne donne pas",
)
HISTORY = (
    "it depends on what happened earlier in the game or turn, which the board does not hold",
    "elle dépend de ce qui s'est passé plus tôt dans la partie ou le tour, que le plateau ne "
    "donne pas",
)
BURIED = (
    "needs engine support for burying and uncovering cards (a buried card on the board stays "
    "face down)",
    "nécessite que le moteur gère l'enterrement et la découverte de cartes (une carte enterrée "
    "sur le plateau reste face cachée)",
)
COPY = (
    "it copies another card's ability, which the engine does not model",
    "elle copie la capacité d'une autre carte, ce que le moteur ne modélise pas",
)
STASIS = (
    "it acts on cards in stasis (set aside with stasis counters), which the board does not hold",
    "elle agit sur des cartes en stase (mises de côté avec des marqueurs de stase), que le "
    "plateau ne donne pas",
)
TEXT_UNKNOWN = (
    "its text is unknown in this printing",
    "son texte est inconnu dans cette impression",
)
TITAN_UNKNOWN = (
    "its power or text is unknown in this printing",
    "sa puissance ou son texte est inconnu dans cette impression",
)


def _keys(keys: str) -> tuple[str, str | None, tuple[str, ...]]:
    main, *aliases = [k.strip() for k in keys.split("=")]
    printing = None
    if "@" in main:
        main, printing = main.split("@")
    return main, printing, tuple(aliases)


def rows(box: str, table: list[Row], shared: dict[str, str] | None = None) -> list[CardAbility]:
    """The registry entries of a table of rows; `shared` gives, by key, why one entry covers two
    printings whose printed texts differ (see registry.CardAbility.shared_text_reason)."""
    shared = shared or {}
    entries = []
    for keys, kind, summary, summary_fr in table:
        key, printing, aliases = _keys(keys)
        options = {
            "box": box,
            "printing": printing,
            "aliases": aliases,
            "shared_text_reason": shared.get(key, ""),
        }
        if kind == ONE_SHOT:
            entries.append(one_shot(key, summary, summary_fr, **options))
        elif kind == NO_EFFECT:
            entries.append(no_effect(key, summary, summary_fr, **options))
        else:
            reason, reason_fr = kind
            entries.append(not_simulated(key, summary, summary_fr, reason, reason_fr, **options))
    return entries
