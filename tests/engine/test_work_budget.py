"""Issue 24: the engine's work is bounded by what the card rules do, not only by the board's
size (simulator/engine/work.py). Bounds are asserted by counting hook calls and card-rule
evaluations, never by timing; the CPU figures are in bench/bench_worst_boards.py."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from simulator.engine import BoardError, alternatives, work
from simulator.engine import turn as turn_module
from simulator.engine.cards import registry
from simulator.engine.parse import validate
from simulator.engine.turn import Turn

from .card_boards import base, board, lookup, minion, move_to, run, standings, typed

GAWAIN = "knights-of-the-round-table/gawain"
SWORD_LORD = "orcs/sword-lord"
# Cards whose hooks read other cards' power, or give power to many cards: the ones that made a
# small board cost seconds (issue 24), and their neighbours.
COSTLY = (
    GAWAIN,
    SWORD_LORD,
    "dinosaurs/war-raptor",
    "robots/microbot-alpha",
    "robots/microbot-fixer",
)
TOTALS_HOOKS = ("power", "aura", "contribution", "counts_for")


def gawains(count: int, power: int = 4) -> dict:
    cards = [minion("ann", GAWAIN, f"g{i}", power=power) for i in range(count)]
    return board(base("b1", 40, (3, 2, 1), *cards, typed("bob", 1, "bm")))


@pytest.fixture
def bonus_calls(monkeypatch):
    """Counts Turn._card_bonus calls: each is one card's power asked through the card layer."""
    calls = []
    real = turn_module.Turn._card_bonus

    def counting(self, base, card):
        calls.append(card.id)
        return real(self, base, card)

    monkeypatch.setattr(turn_module.Turn, "_card_bonus", counting)
    return calls


@pytest.fixture
def hook_calls(monkeypatch):
    """Counts every call of the totals hooks (power, aura, contribution, counts_for) of the
    COSTLY cards' registry entries."""
    calls = []
    for slot, entry in registry.registered().items():
        if slot[0] not in COSTLY:
            continue
        for name in TOTALS_HOOKS:
            hook = getattr(entry, name)
            if hook is None:
                continue

            def counting(*args, _hook=hook):
                calls.append(1)
                return _hook(*args)

            monkeypatch.setattr(entry, name, counting)
    return calls


def test_nine_gawains_cost_a_polynomial_number_of_power_reads(bonus_calls):
    # Each Gawain used to ask the others' power through their hooks, which asked again: about
    # tenfold per Gawain (9 Gawains: seconds). Worked out together once per change, each round
    # reads each of the 10 minions' power once, and there are at most 10 rounds.
    result = run(gawains(9))
    assert standings(result, "b1")["ann"] == 9 * (4 + 8)
    assert len(bonus_calls) <= 10 * 10 * 10


def test_gawains_lift_each_other_to_four():
    # Two Gawains of power 3 and a minion of 4: each counts the minion (4), so each is 4, and
    # then each counts the other too: 3 + 2 = 5 each (the fixpoint of "power 4 or more").
    data = board(
        base(
            "b1",
            14,
            (3, 2, 1),
            minion("ann", GAWAIN, "g1", power=3),
            minion("ann", GAWAIN, "g2", power=3),
            typed("ann", 4, "a1"),
            typed("bob", 1, "bm"),
        )
    )
    assert standings(run(data), "b1")["ann"] == 5 + 5 + 4


def test_a_gawain_alone_counts_nothing_of_its_own():
    data = board(base("b1", 4, (3, 2, 1), minion("ann", GAWAIN, "g1", power=4)))
    assert standings(run(data), "b1")["ann"] == 4


def test_a_resolution_over_the_work_limit_is_a_400_naming_why(monkeypatch):
    data = gawains(6)
    data["bases"][0]["breakpoint"] = 10
    monkeypatch.setattr(work, "MAIN_RUN_LIMIT", 10)
    with pytest.raises(BoardError) as raised:
        run(data)
    assert raised.value.field == ""
    assert "more work than the simulator allows for one board (10 units" in raised.value.message
    assert "plus de travail que le simulateur n'en permet" in raised.value.message_fr


def test_the_same_board_resolves_under_the_default_limit():
    data = gawains(6)
    data["bases"][0]["breakpoint"] = 10
    assert run(data)["order"] == ["b1"]


def lords(per_base: int, bases: int = 3) -> dict:
    """Sword Lords on `bases` bases that all reach their breakpoint (every order is listed)."""
    return board(
        *(
            base(
                f"b{b}",
                1,
                (3, 2, 1),
                *(
                    minion(("ann", "bob")[i % 2], SWORD_LORD, f"s{b}_{i}", power=2)
                    for i in range(per_base)
                ),
            )
            for b in range(bases)
        )
    )


def test_the_other_orders_share_one_budget_of_card_rule_evaluations(monkeypatch):
    data = lords(6)
    complete = run(data)
    assert complete["alternatives_complete"] is True
    assert len(complete["alternatives"]) == 5  # 3! orders, the main one aside
    parsed = validate(data, card_lookup=lookup)
    main = Turn(parsed, priority=None, logging=False, strict=False)
    main.run()
    # Enough for two other orders' runs, not for five.
    found = alternatives.other_orders(parsed, main, 6, rule_budget=2 * main.work + 1)
    assert found.complete is False
    assert 0 < found.untried < 5
    assert found.rule_work <= 2 * main.work + 1 + main.work
    listed = [a["order"] for a in found.alternatives]
    assert listed == [a["order"] for a in complete["alternatives"]][: len(listed)]


def test_a_spent_budget_is_said_in_the_result(monkeypatch):
    monkeypatch.setattr(work, "ALTERNATIVES_LIMIT", 50)
    result = run(lords(6))
    assert result["alternatives_complete"] is False
    assert any(e["message"] == "order.alternatives-budget" for e in result["log"])


@settings(
    max_examples=40,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(
    layout=st.lists(
        st.tuples(st.sampled_from(COSTLY), st.integers(0, 2), st.sampled_from(["ann", "bob"])),
        min_size=1,
        max_size=30,
    ),
    moves=st.lists(st.tuples(st.integers(0, 29), st.integers(0, 2)), max_size=12),
)
def test_every_hook_call_is_counted_as_work(hook_calls, layout, moves):
    # The budget bounds the engine's work only if every card-rule evaluation draws on it: the
    # calls of the costliest cards' totals hooks, counted at the hooks themselves, are never
    # more than the work the run counted.
    cards: list[list[dict]] = [[], [], []]
    for index, (key, where, player) in enumerate(layout):
        cards[where].append(minion(player, key, f"c{index}", power=2 + index % 4))
    ids = [f"c{i}" for i in range(len(layout))]
    events = [move_to(ids[i % len(ids)], f"b{to}", "ann") for i, to in moves]
    data = board(*(base(f"b{b}", 12, (3, 2, 1), *cards[b]) for b in range(3)), events=events)
    try:
        parsed = validate(data, card_lookup=lookup)
    except BoardError:
        return  # a move onto the base the card is on, say: not a board to resolve
    hook_calls.clear()
    turn = Turn(parsed, priority=None, logging=True, strict=False)
    turn.run()
    turn.board_json()
    assert len(hook_calls) <= turn.work
