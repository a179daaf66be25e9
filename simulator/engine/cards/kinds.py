"""Shorthands for the kinds of entry the box modules repeat.

- talent(): a Talent (or a granted Talent) is used during the Play phase, never while bases
  score: no effect, with a reminder to type what it did as a scripted event.
- hand_only(): the card only touches hands, decks, discard piles or extra plays, none of which
  the board holds: no effect at scoring.
- pending(): the card can change the scoring but is not modelled yet; `what` names the part left.
- hidden(): the card's scoring effect depends on what the board does not hold (a hand, the order
  of a deck, a random pick, what happened earlier in the turn).
- unknown_titan(): a titan whose power or text the sources do not give.
"""

from __future__ import annotations

from typing import Any

from .registry import CardAbility, no_effect, not_simulated

TALENT_REMINDER = (
    "A Talent is used during the Play phase: type what it did as a scripted event "
    "(boost, move, destroy...)."
)
TALENT_REMINDER_FR = (
    "Un Talent s'utilise pendant la phase de jeu : saisissez son effet comme un événement "
    "scripté (boost, move, destroy...)."
)


def talent(key: str, summary: str, summary_fr: str, *, box: str, **extra: Any) -> CardAbility:
    return no_effect(
        key,
        summary,
        summary_fr,
        box=box,
        reminder=TALENT_REMINDER,
        reminder_fr=TALENT_REMINDER_FR,
        **extra,
    )


def hand_only(key: str, summary: str, summary_fr: str, *, box: str, **extra: Any) -> CardAbility:
    return no_effect(key, summary, summary_fr, box=box, **extra)


def pending(
    key: str,
    summary: str,
    summary_fr: str,
    what: str,
    what_fr: str,
    *,
    box: str,
    **extra: Any,
) -> CardAbility:
    return not_simulated(
        key,
        summary,
        summary_fr,
        f"Not modelled yet: {what}.",
        f"Pas encore modélisé : {what_fr}.",
        box=box,
        **extra,
    )


def hidden(
    key: str,
    summary: str,
    summary_fr: str,
    what: str,
    what_fr: str,
    *,
    box: str,
    **extra: Any,
) -> CardAbility:
    return not_simulated(
        key,
        summary,
        summary_fr,
        f"Depends on what the board does not hold: {what}.",
        f"Dépend de ce que le plateau ne contient pas : {what_fr}.",
        box=box,
        **extra,
    )


def unknown_titan(
    key: str, summary: str, summary_fr: str, *, box: str, **extra: Any
) -> CardAbility:
    return not_simulated(
        key,
        summary,
        summary_fr,
        "The sources do not give this titan's power.",
        "Les sources ne donnent pas la puissance de ce Titan.",
        box=box,
        **extra,
    )
