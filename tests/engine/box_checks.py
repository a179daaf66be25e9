"""Small helpers shared by the box card tests (on top of card_boards)."""

from __future__ import annotations

from tests.engine.card_boards import run, winners, without_ability


def flips(data: dict, card_id: str, with_it: list[str], without_it: list[str], base_id="b1"):
    """The winners of `base_id` with the card's ability, then with the card typed in."""
    assert winners(run(data), base_id) == with_it
    assert winners(run(without_ability(data, card_id)), base_id) == without_it


def destroy(card_id: str, by: str | None = "bob") -> dict:
    event = {"when": "now", "action": "destroy", "card": card_id}
    if by is not None:
        event["by"] = by
    return event
