"""Scripted events: each action in each window, with the rules' consequences."""

from simulator.engine import rules as R

from .boards import action, base, board, minion, monster, places, rules_logged, run, scoring, titan


def test_now_events_apply_before_the_conquest_check():
    data = board(
        base("b1", 10, (3, 2, 1), minion("ann", 6, id="m1")),
        events=[{"when": "now", "action": "add_counters", "card": "m1", "count": 4}],
    )
    result = run(data)
    assert result["eligible"] == ["b1"]
    assert places(result, "b1") == {"ann": (1, 3)}
    assert R.POWER_COUNTERS in rules_logged(result)


def test_negative_counters_remove_counters_but_never_below_zero():
    data = board(
        base("b1", 10, (3, 2, 1), minion("ann", 6, id="m1", counters=1)),
        events=[{"when": "now", "action": "add_counters", "card": "m1", "count": -3}],
        end_of_turn=False,
    )
    result = run(data)
    assert result["board"]["bases"][0]["cards"][0].get("counters", 0) == 0


def test_before_scoring_play_adds_a_card_that_counts():
    data = board(
        base("b1", 10, (3, 2, 1), minion("ann", 6), minion("bob", 4)),
        events=[
            {
                "when": "before_scoring",
                "base": "b1",
                "action": "play",
                "to": "b1",
                "card": minion("bob", 3, id="new"),
                "by": "bob",
            }
        ],
    )
    assert places(run(data), "b1") == {"bob": (1, 3), "ann": (2, 2)}


def test_return_removes_the_card_before_the_vp():
    data = board(
        base("b1", 10, (3, 2, 1), minion("ann", 6), minion("bob", 5, id="m2")),
        events=[{"when": "before_scoring", "base": "b1", "action": "return", "card": "m2"}],
    )
    result = run(data)
    assert places(result, "b1") == {"ann": (1, 3)}
    assert any("bob's hand" in e["text"] for e in result["log"])


def test_after_scoring_events_happen_after_the_vp_and_before_the_discard():
    data = board(
        base("b1", 10, (3, 2, 1), minion("ann", 6), minion("bob", 5, id="m2")),
        base("b2", 30, (3, 2, 1)),
        events=[
            {"when": "after_scoring", "base": "b1", "action": "move", "card": "m2", "to": "b2"}
        ],
    )
    result = run(data)
    assert places(result, "b1") == {"ann": (1, 3), "bob": (2, 2)}
    # m2 escaped the discard pile: it is on b2 after the turn.
    assert [c.get("id") for c in result["board"]["bases"][-1]["cards"]] == ["m2"]


def test_events_on_a_card_no_longer_in_play_are_skipped_and_reported():
    data = board(
        base("b1", 10, (3, 2, 1), minion("ann", 10, id="m1")),
        base("b2", 30, (3, 2, 1)),
        events=[
            {"when": "before_scoring", "base": "b1", "action": "destroy", "card": "m1"},
            {"when": "before_scoring", "base": "b1", "action": "destroy", "card": "m1"},
            {"when": "before_scoring", "base": "b2", "action": "destroy", "card": "m1"},
        ],
    )
    result = run(data)
    assert result["skipped_events"] == [
        {
            "event": 1,
            "reason": "card 'm1' is not in play",
            "reason_fr": "la carte 'm1' n'est pas en jeu",
        },
        {
            "event": 2,
            "reason": "base 'b2' was not scored this turn",
            "reason_fr": "la Base 'b2' n'a pas été conquise ce tour-ci",
        },
    ]


def test_replace_base_without_cards_staying_discards_them():
    data = board(
        base("b1", 30, (3, 2, 1), minion("ann", 6), titan("bob", 2)),
        events=[
            {
                "when": "now",
                "action": "replace_base",
                "target": "b1",
                "with": {"id": "t1", "breakpoint": 20, "vp": [4, 2, 1]},
            }
        ],
    )
    result = run(data)
    assert result["board"]["bases"] == [
        {"id": "t1", "breakpoint": 20, "vp": [4, 2, 1], "cards": []}
    ]
    assert any("titans back beside" in e["text"] for e in result["log"])
    assert R.CONQUEST_REPLACEMENT in rules_logged(result)


def test_a_replacement_that_keeps_the_cards_can_itself_be_eligible():
    """Terraforming-like swap before b1 scores: b1 stops scoring, t1 (lower breakpoint, same
    cards) is checked again and scored."""
    data = board(
        base("b1", 10, (3, 2, 1), minion("ann", 6), minion("bob", 4)),
        events=[
            {
                "when": "before_scoring",
                "base": "b1",
                "action": "replace_base",
                "with": {"id": "t1", "breakpoint": 8, "vp": [5, 3, 1]},
                "cards_stay": True,
            }
        ],
    )
    result = run(data)
    assert result["order"] == ["b1", "t1"]
    assert scoring(result, "b1")["left_play_before_vp"] is True
    assert places(result, "t1") == {"ann": (1, 5), "bob": (2, 3)}


def test_destroying_a_monster_names_who_draws_its_treasures():
    data = board(
        base("b1", 8, (3, 2, 1), minion("ann", 10), monster(3, treasures=2, id="mo")),
        events=[{"when": "now", "action": "destroy", "card": "mo"}],
    )
    result = run(data)
    assert result["eligible"] == ["b1"]
    assert any("name that player in the event's 'by'" in e["text"] for e in result["log"])


def test_counters_added_to_an_action_do_nothing():
    data = board(
        base("b1", 10, (3, 2, 1), minion("ann", 6), action("ann", 2, id="a1")),
        events=[{"when": "now", "action": "add_counters", "card": "a1", "count": 5}],
    )
    result = run(data)
    assert result["eligible"] == []
    assert any("have no effect" in e["text"] for e in result["log"])
