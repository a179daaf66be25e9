"""One test per modelled Excellent Movies, Dudes! card ability: a board where it changes the
outcome, compared with the same board where the card is typed in (no ability)."""

from __future__ import annotations

import pytest

from simulator.engine import cards
from tests.engine.boards import destroy
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
    without_ability,
)


def test_lone_wolf_gives_two_power_or_four_to_a_lone_minion():
    data = board(
        base(
            "b1",
            8,
            (3, 2, 1),
            typed("ann", 3, "a1"),
            card("action", "ann", "action-heroes/lone-wolf", "lw", attached_to="a1"),
            typed("bob", 6, "b1m"),
        )
    )
    assert standings(run(data), "b1") == {"ann": 7, "bob": 6}
    flips(data, "lw", ["ann"], ["bob"])
    data["bases"][0]["cards"].append(typed("ann", 1, "a2"))
    assert standings(run(data), "b1") == {"ann": 6, "bob": 6}


def test_rumbro_lowers_the_breakpoint_on_its_controllers_turn_when_alone():
    data = board(
        base(
            "b1",
            12,
            (3, 2, 1),
            minion("ann", "action-heroes/rumbro", "rb", power=5),
            typed("bob", 4, "b1m"),
        )
    )
    assert run(data)["order"] == ["b1"]
    assert run(data | {"active_player": "bob"})["order"] == []
    assert run(without_ability(data, "rb"))["order"] == []


def test_slo_mo_attack_keeps_your_minions_here_from_rival_actions():
    data = board(
        base(
            "b1",
            6,
            (3, 2, 1),
            typed("ann", 3, "a1"),
            typed("ann", 2, "a2"),
            card("action", "ann", "action-heroes/slo-mo-attack", "sm"),
            typed("bob", 4, "b1m"),
        ),
        events=[destroy("a1", "bob")],
    )
    flips(data, "sm", ["ann"], ["bob"])


@pytest.mark.parametrize(
    "key",
    [
        "wraithrustlers/ancient-sumerian-god",
        "wraithrustlers/demon-dogs",
        "wraithrustlers/librarian-haunt",
        "wraithrustlers/slimy",
    ],
)
def test_wraiths_raise_their_bases_breakpoint_by_three(key):
    data = board(
        base(
            "b1",
            10,
            (3, 2, 1),
            typed("ann", 6, "a1"),
            typed("bob", 5, "b1m"),
            card("action", "bob", key, "wr"),
        )
    )
    assert run(data)["order"] == []
    flips(data, "wr", [], ["ann"])


def test_slimy_gives_your_minions_here_two_power_when_destroyed():
    data = board(
        base(
            "b1",
            8,
            (3, 2, 1),
            typed("ann", 4, "a1"),
            card("action", "ann", "wraithrustlers/slimy", "sl"),
            typed("bob", 5, "b1m"),
        ),
        events=[destroy("sl", "bob")],
    )
    # Destroyed: the breakpoint is back to 8 and ann's minion has 6.
    assert standings(run(data), "b1") == {"ann": 6, "bob": 5}
    flips(data, "sl", ["ann"], ["bob"])


def test_unlicensed_nuclear_accelerator_gives_its_minion_two_power():
    data = board(
        base(
            "b1",
            8,
            (3, 2, 1),
            typed("ann", 4, "a1"),
            card(
                "action",
                "ann",
                "wraithrustlers/unlicensed-nuclear-accelerator",
                "un",
                attached_to="a1",
            ),
            typed("bob", 5, "b1m"),
        )
    )
    flips(data, "un", ["ann"], ["bob"])


def before(base_id: str, special: dict, choose: dict) -> dict:
    return {
        "when": "before_scoring",
        "base": base_id,
        "action": "special",
        "by": "ann",
        "card": special,
        "choose": choose,
    }


def test_final_stand_destroys_small_rival_minions_where_you_have_one_minion():
    special = card("action", "ann", "action-heroes/final-stand", "fs")
    data = board(
        base(
            "b1",
            8,
            (3, 2, 1),
            typed("ann", 4, "a1"),
            typed("bob", 3, "b1m"),
            typed("bob", 3, "b2m"),
            typed("cat", 2, "c1m"),
        ),
        players=("ann", "bob", "cat"),
        events=[before("b1", special, {"order": ["b1m", "c1m"]})],
    )
    assert standings(run(data), "b1") == {"ann": 4, "bob": 3}
    assert standings(run({**data, "events": []}), "b1") == {"ann": 4, "bob": 6, "cat": 2}


def test_resurgence_destroys_or_moves_an_action_before_scoring():
    special = card("action", "ann", "wraithrustlers/resurgence", "rs")
    data = board(
        base(
            "b1",
            10,
            (3, 2, 1),
            typed("ann", 5, "a1"),
            typed("bob", 2, "b1m"),
            typed("bob", 2, "b2m"),
            card("action", "bob", "smash-up-all-stars/full-moon", "fm"),
        ),
        base("b2", 30, (3, 2, 1)),
        events=[before("b1", special, {"card": "fm"})],
    )
    assert winners(run(data), "b1") == ["ann"]
    assert winners(run({**data, "events": []}), "b1") == ["bob"]
    moved = run({**data, "events": [before("b1", special, {"card": "fm", "to": "b2"})]})
    assert winners(moved, "b1") == ["ann"]


def test_funkman_may_move_an_action_off_a_scoring_base():
    data = board(
        base(
            "b1",
            8,
            (3, 2, 1),
            typed("ann", 5, "a1"),
            typed("bob", 2, "b1m"),
            typed("bob", 2, "b2m"),
            card("action", "bob", "smash-up-all-stars/full-moon", "fm"),
        ),
        base("b2", 30, (3, 2, 1), minion("ann", "wraithrustlers/funkman", "fk", power=5)),
        choices=[{"card": "fk", "player": "ann", "choose": {"card": "fm", "to": "b2"}}],
    )
    assert winners(run(data), "b1") == ["ann"]
    assert winners(run(without_ability(data, "fk")), "b1") == ["bob"]


def test_funkman_boosts_your_minions_after_you_destroy_an_action():
    data = board(
        base(
            "b1",
            8,
            (3, 2, 1),
            typed("ann", 4, "a1"),
            typed("bob", 5, "b1m"),
            card("action", "bob", "wraithrustlers/librarian-haunt", "lh"),
        ),
        base("b2", 30, (3, 2, 1), minion("ann", "wraithrustlers/funkman", "fk", power=5)),
        events=[destroy("lh", by="ann")],
        choices=[{"card": "fk", "player": "ann", "choose": {}}],
    )
    assert standings(run(data), "b1") == {"ann": 5, "bob": 5}
    assert standings(run(without_ability(data, "fk")), "b1") == {"ann": 4, "bob": 5}


def test_lone_wolf_on_a_rivals_lone_minion_gives_two_only():
    data = board(
        base(
            "b1",
            8,
            (3, 2, 1),
            typed("ann", 6, "a1"),
            typed("bob", 3, "b1m"),
            card("action", "ann", "action-heroes/lone-wolf", "lw", attached_to="b1m"),
        )
    )
    assert standings(run(data), "b1") == {"ann": 6, "bob": 5}


def test_robobro_may_get_a_counter_after_a_rival_moves_a_minion_here():
    from tests.engine.card_boards import move_to

    data = board(
        base("b1", 8, (3, 2, 1), card("minion", "ann", "action-heroes/robobro", "rb", power=4)),
        base("b2", 30, (3, 2, 1), typed("bob", 4, "b")),
        events=[move_to("b", "b1", "bob")],
        choices=[{"card": "rb", "player": "ann", "choose": {}}],
    )
    flips(data, "rb", ["ann"], ["ann", "bob"])


def test_roy_has_two_power_after_a_wraith_is_destroyed_on_its_base():
    # Roy: +2 once a Wraith was destroyed on its base this turn: Demon Dogs is a
    # Wraith; Roy on another base, and a destroyed action that is no Wraith, give nothing.
    data = board(
        base(
            "b1",
            4,
            (3, 2, 1),
            minion("ann", "wraithrustlers/roy", "roy", power=3),
            card("action", "bob", "wraithrustlers/demon-dogs", "dd"),
            card("action", "bob", "wraithrustlers/resurgence", "rs"),
            typed("bob", 4, "b1m"),
        ),
        base("b2", 3, (3, 2, 1), minion("ann", "wraithrustlers/roy", "roy2", power=3)),
        events=[destroy("dd", by="ann")],
    )
    assert standings(run(data), "b1") == {"ann": 5, "bob": 4}
    assert standings(run(data), "b2") == {"ann": 3}
    data["events"] = [destroy("rs", by="ann")]
    assert standings(run(data), "b1") == {"ann": 3, "bob": 4}


def test_ellen_summary_says_her_ongoing_extra_action_is_not_applied():
    # Ellen's Ongoing (an extra action once a Wraith is destroyed on her base): the engine
    # grants no play for it, and the summary says so.
    ability = cards.lookup("wraithrustlers/ellen", "pod")
    assert "Wraith" in ability.summary and "not applied" in ability.summary
    assert "Wraith" in ability.summary_fr and "pas appliquée" in ability.summary_fr
