"""Monster Smash cards: each modelled ability changes the outcome of a board (checked against the
same board with the card typed in, without its ability)."""

from __future__ import annotations

from tests.engine.boards import base, board, destroy, minion
from tests.engine.cards.boxes import card, run, scored, winners, without_ability


def test_the_show_must_go_on_protects_your_minions_with_counters():
    show = card("action", "ann", "giant-ants/the-show-must-go-on", "sm")
    data = board(
        base("b1", 7, (3, 2, 1), show, minion("ann", 2, id="a2", counters=2), minion("bob", 3)),
        events=[destroy("a2", "bob")],
    )
    assert winners(run(data), "b1") == ["ann"]
    assert scored(run(without_ability(data, "sm"))) == []


def test_uberserum_minion_cannot_be_destroyed():
    serum = card("action", "ann", "mad-scientists/uberserum", "us", attached_to="a4")
    data = board(
        base("b1", 7, (3, 2, 1), minion("ann", 4, id="a4"), serum, minion("bob", 3)),
        events=[destroy("a4", "bob")],
    )
    assert winners(run(data), "b1") == ["ann"]
    assert scored(run(without_ability(data, "us"))) == []


def test_dinner_date_pod_takes_two_from_the_minion_it_is_on():
    date = card("action", "ann", "vampires/dinner-date", "dd", printing="pod", attached_to="b5")
    data = board(base("b1", 7, (3, 2, 1), minion("ann", 4), minion("bob", 5, id="b5"), date))
    assert winners(run(data), "b1") == ["ann"]  # 4 against 3
    assert winners(run(without_ability(data, "dd")), "b1") == ["bob"]


def test_summon_wolves_counters_add_to_your_power_with_a_minion_here():
    wolves = card("action", "ann", "vampires/summon-wolves", "sw", printing="original", counters=3)
    data = board(base("b1", 10, (3, 2, 1), wolves, minion("ann", 3), minion("bob", 5)))
    assert winners(run(data), "b1") == ["ann"]
    assert scored(run(without_ability(data, "sw"))) == []


def test_opportunist_minion_gets_a_counter_when_another_players_minion_dies():
    opp = card("action", "ann", "vampires/opportunist", "op", printing="original", attached_to="a4")
    data = board(
        base("b1", 30, (3, 2, 1), minion("bob", 1, id="victim")),
        base("b2", 10, (3, 2, 1), minion("ann", 4, id="a4"), opp, minion("bob", 5)),
        events=[destroy("victim", "ann")],
    )
    assert winners(run(data), "b2") == ["ann", "bob"]  # 4 + 1 against 5
    assert scored(run(without_ability(data, "op"))) == []


def test_the_count_gets_a_counter_when_another_players_minion_dies():
    count = card("minion", "ann", "vampires/the-count", "tc", 5, printing="original")
    data = board(
        base("b1", 30, (3, 2, 1), minion("bob", 1, id="victim")),
        base("b2", 11, (3, 2, 1), count, minion("bob", 5)),
        events=[destroy("victim", "ann")],
    )
    assert winners(run(data), "b2") == ["ann"]
    assert scored(run(without_ability(data, "tc"))) == []


def test_full_moon_gives_your_minions_here_one_more():
    moon = card("action", "ann", "werewolves/full-moon", "fm")
    data = board(
        base("b1", 10, (3, 2, 1), moon, minion("ann", 3), minion("ann", 2), minion("bob", 6))
    )
    assert winners(run(data), "b1") == ["ann"]  # 7 against 6
    assert winners(run(without_ability(data, "fm")), "b1") == ["bob"]


def test_marking_territory_drops_the_breakpoint_when_you_lead_here():
    mark = card("action", "ann", "werewolves/marking-territory", "mt")
    data = board(base("b1", 15, (3, 2, 1), mark, minion("ann", 4), minion("bob", 3)))
    assert winners(run(data), "b1") == ["ann"]
    assert scored(run(without_ability(data, "mt"))) == []
    # Without the lead (a tie), the breakpoint stays.
    tied = board(base("b1", 15, (3, 2, 1), mark, minion("ann", 4), minion("bob", 4)))
    assert scored(run(tied)) == []


def test_unstoppable_minion_cannot_be_destroyed():
    unst = card("action", "ann", "werewolves/unstoppable", "un", attached_to="a4")
    data = board(
        base("b1", 7, (3, 2, 1), minion("ann", 4, id="a4"), unst, minion("bob", 3)),
        events=[destroy("a4", "bob")],
    )
    assert winners(run(data), "b1") == ["ann"]
    assert scored(run(without_ability(data, "un"))) == []
