"""The result's `totals[...].card_powers` (issue 26's chips) read from the powers the totals kept
(BaseState.powers, by card id) give what asking each card's power gives: the same cards, in the
same order, with the same powers."""

from __future__ import annotations

import pytest

from simulator.engine.parse import validate
from simulator.engine.turn import Turn

from . import boards as T
from . import card_boards as C


def _boards() -> list[tuple[dict, object]]:
    typed = T.board(
        T.base(
            "b1",
            40,
            (3, 2, 1),
            T.minion("ann", 3, id="m1", counters=2),
            T.minion("bob", 2, id="m2", modifier=-5),
            T.minion("cy", 4),
            T.action("ann", 0, id="a0"),
            T.action("bob", 2, id="a2", modifier=-3),
            T.titan("cy", 3, id="t1", counters=1, modifier=-4),
            T.monster(2, id="x1"),
        ),
        T.base("b2", 10, (3, 2, 1), T.minion("bob", 6, id="m3")),
    )
    catalog = C.board(
        C.base(
            "b1",
            40,
            (3, 2, 1),
            C.minion("ann", "dinosaurs/war-raptor", "r1"),
            C.minion("ann", "dinosaurs/war-raptor", "r2", counters=1),
            C.minion("bob", "robots/microbot-alpha", "al"),
            C.minion("bob", "robots/microbot-fixer", "fx"),
            C.card("action", "ann", "dinosaurs/upgrade", "up", attached_to="r1"),
            C.card("action", "bob", "ninjas/poison", "po", attached_to="fx"),
            C.typed("bob", 2, "t2"),
        ),
        C.base("b2", 10, (3, 2, 1), C.minion("bob", "robots/warbot", "wb")),
    )
    return [(typed, None), (catalog, C.lookup)]


@pytest.mark.parametrize(("data", "lookup"), _boards())
def test_the_kept_powers_are_those_each_card_gives(data, lookup):
    board = validate(data, None, lookup)
    turn = Turn(board, priority=board.scoring_order, logging=True)
    turn.eligible()
    for base in turn.bases:
        assert base.powers is not None and base.powers[0] is base.cache
        kept = turn.start_card_powers(base)
        base.powers = None  # asked again card by card (Power.power)
        asked = turn.start_card_powers(base)
        assert kept == asked
        assert list(kept) == list(asked)
    # An action without printed power (and no power of its own) is not listed; a titan and a
    # monster are, each with the power its total counts (a floored minion 0).
    first = turn.bases[0]
    first.powers = None
    listed = turn.start_card_powers(first)
    if lookup is None:
        assert listed == {"m1": 5, "m2": 0, "a2": 0, "t1": 1, "x1": 2}
    else:
        assert "up" not in listed and "po" not in listed
