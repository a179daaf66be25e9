"""An alternative order in which a choice of the input cannot apply says so
(`alternatives[].declined_choices`), as the error the same board asked with that order gives."""

from __future__ import annotations

import pytest

from simulator.engine import BoardError, simulate
from tests.engine.boards import base, board, minion
from tests.engine.card_boards import lookup

# Bin and Gone (Ann's, on b1): after another base scores, one of her minions there may come to
# b1. The choice accepts without naming the minion. In table order b1 scores first and Bin and
# Gone leaves play unused; scoring b2 first, it asks, and the choice names no card.
BOARD = board(
    base(
        "b1",
        5,
        (3, 2, 1),
        minion("ann", 5, id="a1"),
        {"type": "action", "id": "bg", "owner": "ann", "card": "clerics/bin-and-gone"},
    ),
    base("b2", 3, (3, 2, 1), minion("ann", 2, id="a2"), minion("bob", 1, id="b3")),
    players=("ann", "bob"),
    choices=[{"card": "bg", "player": "ann", "choose": {}}],
)


def test_the_order_where_a_choice_cannot_apply_lists_it():
    result = simulate(BOARD, card_lookup=lookup)
    assert result["order"] == ["b1", "b2"]
    assert "declined_choices" not in result
    [other] = result["alternatives"]
    assert other["order"] == ["b2", "b1"]
    [declined] = other["declined_choices"]
    assert declined["field"] == "choices[0].choose.card"
    assert "minion" in declined["message"] and "Créature" in declined["message_fr"]
    with pytest.raises(BoardError) as raised:
        simulate({**BOARD, "scoring_order": ["b2", "b1"]}, card_lookup=lookup)
    assert raised.value.field == declined["field"]


def test_an_order_where_every_choice_applies_has_no_such_key():
    naming = {**BOARD, "choices": [{"card": "bg", "player": "ann", "choose": {"card": "a2"}}]}
    result = simulate(naming, card_lookup=lookup)
    [other] = result["alternatives"]
    assert "declined_choices" not in other
    # Asked with that order, the same board is answered, with the VP the alternative listed.
    asked = simulate({**naming, "scoring_order": ["b2", "b1"]}, card_lookup=lookup)
    assert asked["vp"] == other["vp"]
