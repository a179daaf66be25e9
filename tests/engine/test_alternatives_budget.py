"""Issue 17: the other scoring orders are resolved once per distinct order and within a work
budget. The bounds are asserted by counting Turn runs, never by timing."""

from __future__ import annotations

from itertools import permutations

import pytest

from simulator.engine import alternatives, simulate
from simulator.engine import turn as turn_module
from simulator.engine.parse import validate
from simulator.engine.turn import Turn

from .boards import base, board, minion

PLAYERS = ["a", "b", "c", "d"]


@pytest.fixture
def turn_runs(monkeypatch):
    """Counts Turn.run calls (the main resolution included)."""
    calls = []
    real = turn_module.Turn.run

    def counting(self):
        calls.append(1)
        return real(self)

    monkeypatch.setattr(turn_module.Turn, "run", counting)
    return calls


def reference_alternatives(data: dict) -> list[dict]:
    """The listing as computed before the budget: every priority resolved, repeats dropped."""
    parsed = validate(data)
    main = Turn(parsed, priority=None, logging=True, strict=True)
    main.run()
    seen = {tuple(s.base for s in main.scorings)}
    listed = []
    for priority in permutations(main.eligible_at_start):
        run = Turn(parsed, priority=priority, logging=False, strict=False)
        run.run()
        order = tuple(s.base for s in run.scorings)
        if order not in seen:
            seen.add(order)
            listed.append({"order": list(order), "priority": list(priority), "vp": run.vp})
    return listed


def shape(result: dict) -> list[dict]:
    return [
        {"order": a["order"], "priority": a["priority"], "vp": a["vp"]}
        for a in result["alternatives"]
    ]


def five_eligible() -> dict:
    """The bench board: 5 bases of 8 cards, all eligible, a base deck."""
    bases = []
    for i in range(5):
        cards = [minion(PLAYERS[(i + j) % 4], (3 * i + j) % 6, counters=j % 2) for j in range(8)]
        bases.append(base(f"b{i + 1}", 12, (4, 2, 1), *cards))
    deck = [{"id": f"d{i}", "breakpoint": 20 + i, "vp": [3, 2, 1]} for i in range(6)]
    return board(*bases, players=PLAYERS, active="a", base_deck=deck)


def one_scoring_spoils_another() -> dict:
    """3 eligible bases; before b1 scores, the minion that makes b2 eligible is destroyed, so
    every priority starting with b1 gives the order b1, b3: 6 priorities, 5 distinct orders."""
    return board(
        base("b1", 5, (3, 2, 1), minion("a", 6)),
        base("b2", 5, (3, 2, 1), minion("b", 6, id="key")),
        base("b3", 5, (3, 2, 1), minion("c", 6)),
        players=PLAYERS[:3],
        active="a",
        events=[{"when": "before_scoring", "base": "b1", "action": "destroy", "card": "key"}],
    )


def worst_case() -> dict:
    """Within the input limits: 6 eligible bases of 66 cards (400 in all), a deck of 20 bases
    entering eligible, 100 events replacing a base before it scores with its cards kept (so the
    cards stay in play for 32 Conquests per resolution)."""
    bases = [
        base(f"b{i}", 10, (3, 2, 1), *[minion(PLAYERS[j % 4], 5, counters=1) for j in range(66)])
        for i in range(6)
    ]
    deck = [{"id": f"d{k}", "breakpoint": 0, "vp": [3, 2, 1]} for k in range(20)]
    events = [
        {
            "when": "before_scoring",
            "base": f"b{k % 6}",
            "action": "replace_base",
            "cards_stay": True,
            "with": {"id": f"e{k}", "breakpoint": 0, "vp": [1, 1, 1]},
        }
        for k in range(100)
    ]
    return board(*bases, players=PLAYERS, active="a", base_deck=deck, events=events)


@pytest.mark.parametrize("make", [five_eligible, one_scoring_spoils_another])
def test_the_listing_is_the_one_every_priority_gives(make):
    result = simulate(make())
    assert shape(result) == reference_alternatives(make())
    assert result["alternatives_complete"] is True


def test_each_distinct_order_is_resolved_once(turn_runs):
    result = simulate(one_scoring_spoils_another())
    # The main resolution, then one per distinct order (5), not one per priority (6).
    assert len(turn_runs) == 1 + 5
    assert len(result["alternatives"]) == 4  # the main order is not repeated


def test_the_worst_board_stops_at_the_work_budget(turn_runs):
    data = worst_case()
    result = simulate(data)
    size = alternatives.board_size(validate(data))
    scorings = len(result["order"])
    per_run = (scorings + 1) * size
    # Without the budget: 720 resolutions. With it: what the budget pays for, plus the run that
    # crossed it, plus the main resolution.
    assert len(turn_runs) <= alternatives.WORK_BUDGET // per_run + 2
    assert len(turn_runs) < 100
    assert result["alternatives_complete"] is False
    entry = [e for e in result["log"] if e["message"] == "order.alternatives-budget"]
    assert len(entry) == 1
    assert "720 orders" in entry[0]["text"]
    assert "720 ordres" in entry[0]["text_fr"]


def test_a_cut_listing_is_the_start_of_the_complete_one(monkeypatch):
    cut = simulate(worst_case())["alternatives"]
    monkeypatch.setattr(alternatives, "WORK_BUDGET", 10**12)
    full = simulate(worst_case())
    assert full["alternatives_complete"] is True
    assert len(full["alternatives"]) > len(cut)
    assert full["alternatives"][: len(cut)] == cut


def test_more_eligible_bases_than_the_limit_are_not_listed_and_say_so():
    bases = [base(f"b{i}", 1, (1, 1, 1), minion("a", 2)) for i in range(7)]
    result = simulate(board(*bases, players=PLAYERS[:2], active="a"))
    assert result["alternatives"] == []
    assert result["alternatives_complete"] is False


def test_a_given_scoring_order_has_nothing_left_out():
    data = five_eligible()
    data["scoring_order"] = ["b1", "b2", "b3", "b4", "b5"]
    result = simulate(data)
    assert result["alternatives"] == []
    assert result["alternatives_complete"] is True
