"""One test per modelled Half the Battle card ability: a board where it changes the outcome,
compared with the same board where the card is typed in (no ability)."""

from __future__ import annotations

from tests.engine.card_boards import (
    base,
    board,
    card,
    flips,
    minion,
    run,
    standings,
    typed,
    winners,
)


def test_sword_thats_powerful_gives_two_power_to_a_minion_printed_five_or_more():
    key = "rulers-of-the-cosmos/sword-thats-powerful"
    data = board(
        base(
            "b1",
            8,
            (3, 2, 1),
            minion("ann", "rulers-of-the-cosmos/guy-man", "gm", power=5),
            card("action", "ann", key, "sw", attached_to="gm"),
            typed("bob", 6, "b1m"),
        )
    )
    assert standings(run(data), "b1") == {"ann": 7, "bob": 6}
    flips(data, "sw", ["ann"], ["bob"])
    data["bases"][0]["cards"][0]["power"] = 4
    assert standings(run(data), "b1") == {"ann": 4, "bob": 6}


def test_bike_safety_brings_your_minion_and_a_rival_one_to_the_scoring_base():
    special = card("action", "ann", "pearl-and-the-images/now-you-know-bike-safety", "bk")
    data = board(
        base("b1", 8, (3, 2, 1), typed("ann", 4, "a1"), typed("bob", 5, "b1m")),
        base("b2", 30, (3, 2, 1), typed("ann", 4, "a2"), typed("bob", 1, "b2m")),
        events=[
            {
                "when": "before_scoring",
                "base": "b1",
                "action": "special",
                "by": "ann",
                "card": special,
                "choose": {"order": ["a2", "b2m"]},
            }
        ],
    )
    assert standings(run(data), "b1") == {"ann": 8, "bob": 6}
    assert winners(run({**data, "events": []}), "b1") == ["bob"]


def test_shes_got_the_power_may_give_its_minion_three_after_a_rival_minion_here_grows():
    data = board(
        base(
            "b1",
            8,
            (3, 2, 1),
            typed("ann", 3, "a"),
            card("action", "ann", "pearl-and-the-images/shes-got-the-power", "sg", attached_to="a"),
            typed("bob", 4, "b"),
        ),
        events=[{"when": "now", "action": "add_counters", "card": "b", "count": 1, "by": "bob"}],
        choices=[{"card": "sg", "player": "ann", "choose": {}}],
    )
    flips(data, "sg", ["ann"], ["bob"])


def test_topaz_may_take_a_counter_or_move_after_a_rival_minion_grows():
    from tests.engine.card_boards import in_play, without_ability

    data = board(
        base(
            "b1", 30, (3, 2, 1), card("minion", "ann", "pearl-and-the-images/topaz", "tz", power=2)
        ),
        base("b2", 30, (3, 2, 1), typed("bob", 4, "b"), typed("ann", 1, "a")),
        events=[{"when": "now", "action": "boost", "card": "b", "amount": 2, "by": "bob"}],
        choices=[{"card": "tz", "player": "ann", "choose": {"to": "b2"}}],
    )
    assert in_play(run(data))["tz"] == "b2"
    assert in_play(run(without_ability(data, "tz")))["tz"] == "b1"
    data["choices"] = [{"card": "tz", "player": "ann", "choose": {}}]
    result = run(data)
    assert in_play(result)["tz"] == "b1"
    assert result["board"]["bases"][0]["cards"][0]["counters"] == 1


def test_were_up_youre_down_makes_rivals_add_only_their_printed_power():
    special = card("action", "ann", "pearl-and-the-images/were-up-youre-down", "wu")
    data = board(
        base(
            "b1",
            8,
            (3, 2, 1),
            typed("ann", 3, "a1"),
            typed("ann", 1, "a2"),
            typed("bob", 2, "b1m", modifier=4),
        ),
        events=[
            {
                "when": "before_scoring",
                "base": "b1",
                "action": "special",
                "by": "ann",
                "card": special,
            }
        ],
    )
    assert standings(run(data), "b1") == {"ann": 4, "bob": 2}
    assert winners(run({**data, "events": []}), "b1") == ["bob"]
    # As an action in the Play phase it names any base (choose.to): there, before the scoring
    # check, the total (4 + 2) no longer reaches the breakpoint.
    now = {**data["events"][0], "when": "now", "choose": {"to": "b1"}}
    now.pop("base")
    assert run({**data, "events": [now]})["eligible"] == []


def test_now_you_know_toxic_waste_moves_an_action_between_your_minions():
    special = card("action", "ann", "rulers-of-the-cosmos/now-you-know-toxic-waste", "tw")
    data = board(
        base("b1", 8, (3, 2, 1), typed("ann", 4, "a1"), typed("bob", 5, "b1m")),
        base(
            "b2",
            30,
            (3, 2, 1),
            typed("ann", 1, "a2"),
            card("action", "ann", "dinosaurs/upgrade", "up", attached_to="a2"),
        ),
        events=[
            {
                "when": "before_scoring",
                "base": "b1",
                "action": "special",
                "by": "ann",
                "card": special,
                "choose": {"order": ["up", "a1"]},
            }
        ],
    )
    # Upgrade (+2) moves from a2 to a1 on the scoring base: ann 6 beats bob's 5.
    result = run(data)
    assert standings(result, "b1") == {"ann": 6, "bob": 5}
    assert winners(run({**data, "events": []}), "b1") == ["bob"]
