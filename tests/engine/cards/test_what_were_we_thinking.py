"""What Were We Thinking? cards: each modelled ability changes the outcome of a board."""

from __future__ import annotations

from tests.engine.boards import base, board, destroy, minion, places
from tests.engine.cards.helpers import card, duel, run, special, winners


def test_dont_mess_with_my_babies_shields_your_minions_here():
    data = duel(
        minion("ann", 4, id="a"),
        card("action", "grannies/dont-mess-with-my-babies", "ann", id="dm"),
        minion("bob", 3, id="b"),
        events=[destroy("a", "bob")],
    )
    assert winners(data) == {"ann"}


def test_hot_venue_gives_your_minions_here_plus_one():
    data = duel(
        minion("ann", 3, id="a"),
        card("action", "rock-stars/hot-venue", "ann", id="hv"),
        minion("bob", 3, id="b"),
    )
    assert winners(data) == {"ann"}


def test_power_ballad_boosts_your_minions_before_a_big_base_scores():
    data = board(
        base(
            "b1",
            21,
            (3, 2, 1),
            minion("ann", 5, id="a"),
            minion("ann", 5, id="a2"),
            minion("bob", 11, id="b"),
        ),
        events=[special("before_scoring", "b1", "rock-stars/power-ballad", "ann", "pb")],
    )
    assert winners(data) == {"ann"}


def test_turn_up_to_11_raises_a_small_breakpoint_to_21():
    data = board(
        base(
            "b1",
            10,
            (3, 2, 1),
            minion("ann", 6, id="a"),
            minion("bob", 6, id="b"),
            card("action", "rock-stars/turn-up-to-11", "ann", id="t"),
        )
    )
    # 12 power reaches 10 but not 21: the base does not score.
    assert run(data)["scorings"] == []


def test_love_overload_destroys_the_strongest_minion_before_scoring():
    data = duel(
        minion("ann", 3, id="a"),
        minion("bob", 4, id="b"),
        events=[special("before_scoring", "b1", "teddy-bears/love-overload", "ann", "lo")],
    )
    assert places(run(data), "b1") == {"ann": (1, 3)}


def test_lovey_bear_copies_the_highest_printed_power_of_an_opponent_here():
    data = duel(
        card("minion", "teddy-bears/lovey-bear", "ann", 3, id="lb"),
        minion("ann", 1, id="a"),
        minion("bob", 5, id="b"),
    )
    assert winners(data) == {"ann"}


def test_too_cute_keeps_other_players_from_destroying_your_minions_here():
    data = duel(
        minion("ann", 4, id="a"),
        card("action", "teddy-bears/too-cute", "ann", id="tc"),
        minion("bob", 3, id="b"),
        events=[destroy("a", "bob")],
    )
    assert winners(data) == {"ann"}


def test_you_call_this_archaeology_moves_a_minion_before_scoring():
    data = board(
        base("b1", 5, (3, 2, 1), minion("ann", 3, id="a"), minion("bob", 4, id="b")),
        base("b2", 30, (3, 2, 1), minion("ann", 2, id="a2")),
        events=[
            special(
                "before_scoring",
                "b1",
                "explorers/you-call-this-archaeology",
                "ann",
                "yc",
                card="a2",
                to="b1",
            )
        ],
    )
    assert winners(data) == {"ann"}


def test_power_ballad_is_refused_before_a_small_base_scores():
    data = duel(
        minion("ann", 3, id="a"),
        minion("bob", 3, id="b"),
        events=[special("before_scoring", "b1", "rock-stars/power-ballad", "ann", "pb")],
    )
    result = run(data)
    assert winners(data) == {"ann", "bob"}
    assert [w["event"] for w in result["warnings"]] == [0]


def test_cuddle_cancels_its_minions_abilities():
    from tests.engine.card_boards import flips, raptor_pair

    data = raptor_pair(card("action", "teddy-bears/cuddle", "bob", id="cu", attached_to="r1"))
    flips(data, "cu", ["bob"], ["ann"])


def test_lost_city_picks_the_replacement_among_the_top_two_bases():
    data = board(
        base("b1", 5, (3, 2, 1), minion("ann", 5, id="a")),
        base_deck=[
            {"id": "n1", "breakpoint": 20, "vp": [2, 1, 1]},
            {"id": "n2", "breakpoint": 20, "vp": [2, 1, 1]},
        ],
        events=[special("after_scoring", "b1", "explorers/lost-city", "ann", "lc", base="n2")],
    )
    assert run(data)["scorings"][0]["replaced_by"] == "n2"
    data["events"] = []
    assert run(data)["scorings"][0]["replaced_by"] == "n1"


def test_fun_bear_may_add_a_counter_here_after_a_rival_moves_a_minion_here():
    from tests.engine.card_boards import run as run_cards
    from tests.engine.card_boards import without_ability

    data = board(
        base(
            "b1",
            8,
            (3, 2, 1),
            card("minion", "teddy-bears/fun-bear", "ann", 2, id="fb"),
            minion("ann", 3, id="a"),
        ),
        base("b2", 30, (3, 2, 1), minion("bob", 5, id="b")),
        events=[{"when": "now", "action": "move", "card": "b", "to": "b1", "by": "bob"}],
        choices=[{"card": "fb", "player": "ann", "choose": {"card": "a"}}],
    )
    first = {s["player"] for s in run_cards(data)["scorings"][0]["standings"] if s["place"] == 1}
    assert first == {"ann"}
    plain = run_cards(without_ability(data, "fb"))["scorings"][0]["standings"]
    assert {s["player"] for s in plain if s["place"] == 1} == {"ann", "bob"}
