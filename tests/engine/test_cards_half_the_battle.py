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
    special,
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


def test_viscount_gains_two_after_you_play_a_fusion_as_an_action():
    from tests.engine.card_boards import card_choice, without_ability

    fusion = {"type": "action", "owner": "ann", "card": "gi-gerald/ski-lift", "id": "sk"}
    # Its Action ability (issue 28: applied when played) moves a minion away from b1's fight.
    play = {"when": "now", "action": "play", "to": "b2", "by": "ann", "card": fusion}
    play["choose"] = {"card": "z", "to": "b3"}
    data = board(
        base(
            "b1",
            8,
            (3, 2, 1),
            card("minion", "ann", "gi-gerald/viscount", "vi", power=5),
            typed("bob", 6, "b"),
        ),
        base("b2", 30, (3, 2, 1), typed("bob", 1, "z")),
        base("b3", 30, (3, 2, 1)),
        events=[play],
        choices=[card_choice("vi", "ann", {})],
    )
    assert winners(run(data), "b1") == ["ann"]
    assert winners(run(without_ability(data, "vi")), "b1") == ["bob"]
    # choose.order = ["counter"]: a +1 counter instead (6 against 6).
    data["choices"] = [card_choice("vi", "ann", {"order": ["counter"]})]
    assert winners(run(data), "b1") == ["ann", "bob"]
    # A standard action needs no "to" (README): Viscount hears the play all the same.
    del play["to"]
    data["choices"] = [card_choice("vi", "ann", {})]
    assert winners(run(data), "b1") == ["ann"]


def test_copying_talents_have_no_scoring_effect_and_log_their_reminder():
    """Issue 15: Guy-Man and Mystic Transference copy talents, used in the Play phase."""
    data = board(
        base(
            "b1",
            30,
            (3, 2, 1),
            minion("ann", "rulers-of-the-cosmos/guy-man", "gm", power=5),
            card(
                "action", "ann", "rulers-of-the-cosmos/mystic-transference", "mt", attached_to="gm"
            ),
        )
    )
    result = run(data)
    assert result["not_simulated"] == []
    statuses = {e["key"]: e["status"] for e in result["card_abilities"]}
    assert set(statuses.values()) == {"no_scoring_effect"}
    assert any("Talent" in e["text"] for e in result["log"])


# --- Now You Know: Home Safety's Special copies a fusion's Action ability (issue 15) ---


def _home_safety(*order: str, fusion: str = "gi-gerald/mowat", to: str | None = None) -> dict:
    """Ann's fusion (2) and a 3 against Bob's 6 on b1 (breakpoint 8); Ann plays Home Safety
    before b1 scores with choose.order `order`."""
    choose: dict = {"order": list(order)}
    if to is not None:
        choose["to"] = to
    played = {
        "type": "action",
        "id": "hs",
        "owner": "ann",
        "card": "gi-gerald/now-you-know-home-safety",
    }
    return board(
        base(
            "b1",
            8,
            (3, 2, 1),
            minion("ann", fusion, "fu", power=2),
            typed("ann", 3, "a3"),
            typed("bob", 6, "b6"),
        ),
        base("b2", 30, (3, 2, 1), typed("bob", 1, "far")),
        events=[special("before_scoring", "b1", "ann", played, choose)],
    )


def test_home_safety_copies_mowats_action_plus_three():
    result = run(_home_safety("fu", "a3"))
    assert standings(result, "b1") == {"ann": 8, "bob": 6}
    assert any("Action" in e["text"] and "fu" in e["text"] for e in result["log"])
    skipped = run(_home_safety("a3"))  # the first id is not a fusion: the Special is refused
    assert standings(skipped, "b1") == {"ann": 5, "bob": 6}
    assert skipped["warnings"]


def test_home_safety_copies_rosies_two_counters():
    assert standings(run(_home_safety("fu", "a3", fusion="gi-gerald/rosie")), "b1") == {
        "ann": 7,
        "bob": 6,
    }


def test_home_safety_copies_obstruction_on_a_small_rival_minion():
    data = _home_safety("fu", "b6", fusion="gi-gerald/obstruction")
    assert standings(run(data), "b1") == {"ann": 5, "bob": 6}  # 6 is too strong: refused
    data["bases"][0]["cards"][2]["power"] = 3
    data["bases"][0]["breakpoint"] = 5
    assert standings(run(data), "b1") == {"ann": 5}


def test_home_safety_copies_ski_lift_moving_a_rival_away():
    data = _home_safety("fu", "b6", fusion="gi-gerald/ski-lift", to="b2")
    data["bases"][0]["breakpoint"] = 5
    assert standings(run(data), "b1") == {"ann": 5}


def test_home_safety_through_shellback_copies_another_fusion():
    data = _home_safety("fu", "mw", "a3", fusion="gi-gerald/shellback")
    data["bases"][1]["cards"].append(minion("ann", "gi-gerald/mowat", "mw", power=2))
    assert standings(run(data), "b1") == {"ann": 8, "bob": 6}


def test_home_safety_copying_extra_plays_changes_nothing_and_says_so():
    result = run(_home_safety("fu", fusion="gi-gerald/can-do"))
    assert standings(result, "b1") == {"ann": 5, "bob": 6}
    assert any("play event" in e["text"] for e in result["log"])
    assert not result["warnings"]


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
    # As an action in the Play phase it names any base (choose.to). Its clarification: the
    # modified power still counts "toward the overall total power for breaking the base" (3 + 1
    # + 6 reaches 8), not toward bob's total (issue 25, family 2).
    now = {**data["events"][0], "when": "now", "choose": {"to": "b1"}}
    now.pop("base")
    played_now = run({**data, "events": [now]})
    assert played_now["eligible"] == ["b1"]
    assert standings(played_now, "b1") == {"ann": 4, "bob": 2}


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
