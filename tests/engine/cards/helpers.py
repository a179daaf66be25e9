"""Board shorthands shared by the card tests of the box modules."""

from __future__ import annotations

from tests.engine.boards import base, board, places
from tests.engine.cards.stub import run


def choice(card_id: str, player: str, **choose) -> dict:
    """A card's choice in the input ({"card", "player", "choose"})."""
    return {"card": card_id, "player": player, "choose": choose}


def duel(*cards: dict, **extra) -> dict:
    """Base b1 (breakpoint 5) holding `cards`, plus an empty far base b2 (breakpoint 30)."""
    return board(base("b1", 5, (3, 2, 1), *cards), base("b2", 30, (3, 2, 1)), **extra)


def winners(data: dict, base_id: str = "b1") -> set[str]:
    """The players in first place when `base_id` scores."""
    return {p for p, (place, _) in places(run(data), base_id).items() if place == 1}
