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

# Reasons several boxes share (English, French), for pending() and hidden().
ACTION_PLAYED = (
    "its trigger on actions played while bases score (no hook for a played action); type what "
    "Play-phase actions gave it",
    "son déclenchement sur les Actions jouées pendant la Conquête (aucun point d'accroche pour "
    "une Action jouée) ; saisissez ce que les Actions de la phase de jeu lui ont donné",
)
MOVED = (
    "its trigger on minions moved (no hook for moves)",
    "son déclenchement sur les Créatures déplacées (aucun point d'accroche pour les déplacements)",
)
HAND = (
    "the player's hand (type the card as a play event)",
    "la main du joueur (saisissez la carte comme événement play)",
)
DECK = (
    "the order of the player's deck (type what was played as events)",
    "l'ordre de la pioche du joueur (saisissez ce qui a été joué comme événements)",
)
CANCEL = (
    "cancelling another card's abilities (no hook cancels another card's abilities)",
    "l'annulation des capacités d'une autre carte (aucun point d'accroche ne les annule)",
)
ACTION_OR_MINION = (
    "its protection against only actions or only minions of other players (the engine does not "
    "tell an action's effect from a minion's)",
    "sa protection contre les seules Actions ou seules Créatures adverses (le moteur ne "
    "distingue pas l'effet d'une Action de celui d'une Créature)",
)
START_OF_TURN = (
    "whether it was in play at the start of the turn",
    "si elle était en jeu au début du tour",
)
REPLACE_RETURN = (
    "replacing a return to hand (no hook replaces a return)",
    "le remplacement d'un retour en main (aucun point d'accroche ne remplace un retour)",
)
STOP_PLAYS = (
    "stopping other players' Specials (forbid_play only refuses cards played on its own base, "
    "not the use of a Special)",
    "l'interdiction des Spéciaux adverses (forbid_play refuse seulement les cartes jouées sur sa "
    "Base, pas l'usage d'un Spécial)",
)

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
