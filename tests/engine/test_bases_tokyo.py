"""Tokyo, Juice Bar (POD) and Brood Hive: the review findings on their abilities (bases2.md).

Tokyo's +3 belongs to the player who played the action on the base, at Tokyo, for the rest of
the turn: it does not leave with the action card (destroyed); an action played on a minion
there is not played on the base (Kaijookey's clarification).
"""

from tests.engine import card_boards as cb

from .boards import action, board, minion, places, play, run


def tokyo(*cards, breakpoint=12, printing="original", **extra) -> dict:
    return {
        "id": "t",
        "base": "tokyo",
        "printing": printing,
        "breakpoint": breakpoint,
        "vp": [5, 3, 2],
        "cards": list(cards),
        **extra,
    }


def test_tokyo_bonus_stays_with_the_player_when_the_action_is_destroyed():
    data = board(
        tokyo(minion("ann", 5, id="a1"), minion("bob", 7, id="b1")),
        players=("ann", "bob"),
        events=[
            play("t", action("ann", 0, id="x")),
            {"when": "now", "action": "destroy", "card": "x", "by": "bob"},
        ],
    )
    result = run(data)
    # ann 5 + 3 = 8 beats bob's 7.
    assert places(result, "t") == {"ann": (1, 5), "bob": (2, 3)}
    assert result["not_simulated"] == []


def test_tokyo_an_action_played_on_a_minion_here_gives_no_bonus():
    # Tokyo's bonus follows an action played on the base: an action played on a minion here is
    # played on that minion (Kaijookey's clarification of a like wording in the same box: actions
    # on minions do not count). Upgrade on a1: ann 2 + 2 + 3 = 7, no +3.
    data = cb.board(
        cb.base(
            "t",
            30,
            (5, 3, 2),
            cb.typed("ann", 2, "a1"),
            cb.typed("ann", 3, "a2"),
            cb.typed("bob", 7, "b1"),
            base="tokyo",
            printing="pod",
        ),
        hands={"ann": [{"id": "x", "card": "dinosaurs/upgrade", "type": "action"}]},
        events=[{"when": "now", "action": "play", "card": "x", "attached_to": "a1"}],
    )
    result = cb.run(data)
    assert result["totals"]["t"]["players"] == {"ann": 7, "bob": 7}


def test_tokyo_each_action_played_here_adds_three():
    data = board(
        tokyo(minion("ann", 1, id="a1"), minion("bob", 6, id="b1"), breakpoint=20),
        players=("ann", "bob"),
        events=[play("t", action("ann", 0, id="x")), play("t", action("ann", 0, id="y"))],
    )
    # 1 + 3 + 3 = 7 beats 6; 13 power does not reach 20: nothing scores.
    result = run(data)
    assert result["scorings"] == []
    assert run({**data, "bases": [{**data["bases"][0], "breakpoint": 13}]})["vp"] == {
        "ann": 5,
        "bob": 3,
    }


def test_tokyo_bonus_counts_for_a_player_without_a_minion_here():
    # cy's action here gives cy 3 power here, a minion or not: 5 + 1 + 3 = 9 breaks 9, and cy
    # (3) is second, ahead of bob (1).
    data = board(
        tokyo(minion("ann", 5, id="a1"), minion("bob", 1, id="b1"), breakpoint=9),
        players=("ann", "bob"),
        events=[play("t", action("cy", 0, id="x"))],
    )
    data["players"] = ["ann", "bob", "cy"]
    result = run(data)
    assert result["not_simulated"] == []
    (scoring,) = result["scorings"]
    assert [(s["player"], s["power"]) for s in scoring["standings"]] == [
        ("ann", 5),
        ("cy", 3),
        ("bob", 1),
    ]


def _extra_minion_board(slug: str, printing: str) -> dict:
    return cb.board(
        cb.base(
            "j",
            10,
            (4, 2, 1),
            cb.typed("ann", 5, "a1"),
            cb.typed("bob", 6, "b1"),
            base=slug,
            printing=printing,
        ),
        choices=[
            {
                "base": "j",
                "player": "ann",
                "choose": {
                    "play": {
                        "type": "minion",
                        "id": "nm",
                        "owner": "ann",
                        "power": 5,
                        "card": "ninjas/ninja-master",
                    }
                },
            },
            {"base": "j", "player": "bob", "choose": {"play": cb.typed("bob", 4, "bx")}},
        ],
    )


def test_juice_bar_lists_the_extra_minions_own_ability_as_not_simulated():
    result = cb.run(_extra_minion_board("juice-bar", "pod"))
    skipped = [(n["card"], n["ability"]) for n in result["not_simulated"]]
    assert skipped == [("nm", "ninjas/ninja-master")]


def test_brood_hive_lists_the_extra_minions_own_ability_as_not_simulated():
    result = cb.run(_extra_minion_board("brood-hive", "pod"))
    skipped = [(n["card"], n["ability"]) for n in result["not_simulated"]]
    assert skipped == [("nm", "ninjas/ninja-master")]


def test_juice_bar_a_typed_extra_minion_needs_no_note():
    data = _extra_minion_board("juice-bar", "pod")
    del data["choices"][0]["choose"]["play"]["card"]
    assert cb.run(data)["not_simulated"] == []
