"""More builders for the card-layer tests of the expansion boxes (on top of card_boards.py):
Specials, choices of cards in play, and what a result says about scorings and Madness."""

from __future__ import annotations


def special(when: str, base_id: str | None, by: str, played: dict, choose: dict | None = None):
    """A scripted event: `by` plays the Special of the card `played` in the window `when`."""
    event = {"when": when, "action": "special", "card": played, "by": by}
    if base_id is not None:
        event["base"] = base_id
    if choose is not None:
        event["choose"] = choose
    return event


def card_choice(card_id: str, player: str, choose: dict | None) -> dict:
    """A choice of a card in play (its "may", or whom it picks)."""
    return {"card": card_id, "player": player, "choose": choose}


def scored(result: dict) -> list[str]:
    """The ids of the bases that scored, in order."""
    return [s["base"] for s in result["scorings"]]


def madness(result: dict) -> dict:
    return result["board"].get("madness", {})
