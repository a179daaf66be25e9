"""Marvel card abilities (cards/licensed.py), fixes after a review: a board where the ability
changes the outcome, compared with the same board where the card is typed in (no ability)."""

from __future__ import annotations

import pytest

from tests.engine.card_boards import base, board, card, run, typed, winners, without_ability


def play_action(key: str, card_id: str) -> dict:
    return {
        "when": "now",
        "action": "play",
        "by": "ann",
        "card": {"type": "action", "owner": "ann", "card": key, "id": card_id},
    }


@pytest.mark.parametrize(
    "key",
    [
        "spider-verse/spider-sense",
        "shield/rescue-mission",
        "spider-verse/your-friendly-neighborhood-hero",
    ],
)
def test_spider_man_gains_one_after_a_card_with_a_special_the_engine_does_not_model(key):
    # The card has a printed Special, played here without using it: Spider-Man gets +1
    # (the rulebook: it counts even when the Special is not used). 5 + 1 against 6: a tie.
    data = board(
        base(
            "b1",
            11,
            (3, 2, 1),
            card("minion", "ann", "spider-verse/spider-man", "sm", power=5),
            typed("bob", 6, "b"),
        ),
        events=[play_action(key, "x")],
    )
    assert sorted(winners(run(data), "b1")) == ["ann", "bob"]
    assert winners(run(without_ability(data, "sm")), "b1") == ["bob"]
