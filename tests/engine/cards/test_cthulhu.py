"""The Obligatory Cthulhu Set cards: each modelled ability changes the outcome of a board
(checked against the same board with the card typed in, without its ability)."""

from __future__ import annotations

from tests.engine.boards import base, board, destroy, minion
from tests.engine.cards.boxes import card, run, scored, winners, without_ability


def test_dunwich_horror_gives_the_minion_it_is_on_five_more():
    dunwich = card(
        "action", "ann", "elder-things/dunwich-horror", "dh", printing="original", attached_to="a2"
    )
    data = board(base("b1", 10, (3, 2, 1), minion("ann", 2, id="a2"), dunwich, minion("bob", 5)))
    assert winners(run(data), "b1") == ["ann"]
    assert scored(run(without_ability(data, "dh"))) == []


def test_elder_thing_ignores_another_players_destroy():
    elder = card("minion", "ann", "elder-things/elder-thing", "et", 10, printing="original")
    data = board(base("b1", 12, (3, 2, 1), elder, minion("bob", 3)), events=[destroy("et", "bob")])
    assert winners(run(data), "b1") == ["ann"]
    assert scored(run(without_ability(data, "et"))) == []


def test_eldest_thing_ignores_another_players_destroy():
    eldest = card("minion", "ann", "elder-things/eldest-thing", "et", 10, printing="pod")
    data = board(base("b1", 12, (3, 2, 1), eldest, minion("bob", 3)), events=[destroy("et", "bob")])
    assert winners(run(data), "b1") == ["ann"]
    assert scored(run(without_ability(data, "et"))) == []


def test_dagon_counts_your_minions_sharing_a_name_here():
    dagon = card("titan", "ann", "innsmouth/dagon", "dg", printing="pod")
    locals_ = [card("minion", "ann", "innsmouth/the-locals", f"l{i}", 2) for i in range(3)]
    data = board(base("b1", 12, (3, 2, 1), dagon, *locals_, minion("bob", 8)))
    assert winners(run(data), "b1") == ["ann"]  # 6 + 3 against 8
    assert winners(run(without_ability(data, "dg")), "b1") == ["bob"]


def test_in_plain_sight_protects_your_small_minions_here():
    sight = card("action", "ann", "innsmouth/in-plain-sight", "ips")
    data = board(
        base(
            "b1", 6, (3, 2, 1), sight, minion("ann", 2, id="a2"), minion("ann", 2), minion("bob", 3)
        ),
        events=[destroy("a2", "bob")],
    )
    assert winners(run(data), "b1") == ["ann"]
    assert scored(run(without_ability(data, "ips"))) == []
