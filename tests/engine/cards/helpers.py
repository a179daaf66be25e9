"""Board shorthands for the card tests of the box modules (catalog lookup and run: the card
layer's tests/engine/card_boards.py, whose stand-in catalog prints no power for these cards, so
each board types the power it means)."""

from __future__ import annotations

from typing import Any

from tests.engine.boards import base, board
from tests.engine.card_boards import card_choice, run
from tests.engine.card_boards import special as special_event
from tests.engine.card_boards import winners as first_places


def card(kind: str, key: str, player: str, power: int = 0, **extra: Any) -> dict:
    """A catalog card in play (owner `player`; `id` and the others in extra)."""
    return {"type": kind, "owner": player, "power": power, "card": key, **extra}


def special(when: str, base_id: str, key: str, player: str, card_id: str, **choose: Any) -> dict:
    """A scripted event: `player` plays the Special `key` from hand (choose: card / to / base)."""
    played = {"type": "action", "id": card_id, "owner": player, "card": key}
    return special_event(when, base_id, player, played, choose or None)


def choice(card_id: str, player: str, **choose: Any) -> dict:
    """A card's choice in the input ({"card", "player", "choose"})."""
    return card_choice(card_id, player, choose)


def duel(*cards: dict, **extra: Any) -> dict:
    """Base b1 (breakpoint 5) holding `cards`, plus an empty far base b2 (breakpoint 30)."""
    return board(base("b1", 5, (3, 2, 1), *cards), base("b2", 30, (3, 2, 1)), **extra)


def winners(data: dict, base_id: str = "b1") -> set[str]:
    """The players in first place when `base_id` scores."""
    return set(first_places(run(data), base_id))


def not_simulated(result: dict) -> set[str]:
    """The card keys the result lists as not simulated."""
    return {entry.get("ability") for entry in result["not_simulated"]}


__all__ = ["card", "choice", "duel", "not_simulated", "run", "special", "winners"]
