"""One test per modelled World Tour: Culture Shock card ability: a board where it changes the
outcome, compared with the same board where the card is typed in (no ability)."""

from __future__ import annotations

import pytest

from tests.engine.card_boards import (
    base,
    board,
    card,
    in_play,
    minion,
    run,
    standings,
    typed,
    winners,
    without_ability,
)


def test_armory_gives_its_controller_two_power_per_other_action_of_theirs_here():
    data = board(
        base(
            "b1",
            7,
            (3, 2, 1),
            typed("ann", 3, "a1"),
            card("action", "ann", "ancient-incas/armory", "ar"),
            card("action", "ann", "ancient-incas/temple-of-the-sun", "ts"),
            typed("bob", 4, "b1m"),
        )
    )
    assert standings(run(data), "b1") == {"ann": 5, "bob": 4}
    assert winners(run(without_ability(data, "ar")), "b1") == ["bob"]


@pytest.mark.parametrize(
    ("key", "partner"),
    [
        ("grimms-fairy-tales/gretel", "grimms-fairy-tales/hansel"),
        ("grimms-fairy-tales/hansel", "grimms-fairy-tales/gretel"),
        ("grimms-fairy-tales/rose-red", "grimms-fairy-tales/the-other-snow-white"),
        ("grimms-fairy-tales/the-other-snow-white", "grimms-fairy-tales/rose-red"),
    ],
)
def test_the_grimm_pairs_have_two_more_power_with_their_partner_here(key, partner):
    data = board(
        base(
            "b1",
            5,
            (3, 2, 1),
            minion("ann", key, "g1", power=2),
            card("action", "ann", "ancient-incas/temple-of-the-sun", "ts"),
            typed("bob", 3, "b1m"),
        ),
        base("b2", 30, (3, 2, 1), minion("ann", partner, "p1", power=2)),
    )
    # The partner on another base: no bonus; moved here, +2 (and the partner gets its own).
    assert standings(run(data), "b1") == {"ann": 2, "bob": 3}
    data["events"] = [{"when": "now", "action": "move", "card": "p1", "to": "b1"}]
    result = run(data)
    assert result["scorings"][0]["card_powers"]["g1"] == 4
    assert winners(result, "b1") == ["ann"]
    typed_in = without_ability(without_ability(data, "g1"), "p1")
    assert standings(run(typed_in), "b1") == {"ann": 4, "bob": 3}


def test_red_riding_hood_gives_your_minions_here_one_power_unless_the_wolf_is_in_play():
    data = board(
        base(
            "b1",
            8,
            (3, 2, 1),
            minion("ann", "grimms-fairy-tales/red-riding-hood", "rr", power=3),
            typed("ann", 2, "a1"),
            typed("bob", 6, "b1m"),
        ),
        base("b2", 30, (3, 2, 1)),
    )
    assert standings(run(data), "b1") == {"ann": 7, "bob": 6}
    assert winners(run(without_ability(data, "rr")), "b1") == ["bob"]
    wolf = minion("bob", "grimms-fairy-tales/big-bad-wolf", "bw", power=6)
    data["bases"][1]["cards"].append(wolf)
    assert winners(run(data), "b1") == ["bob"]


def test_sun_tattoo_and_bewitched_give_their_minion_two_power():
    for key in ("polynesian-voyagers/sun-tattoo", "russian-fairy-tales/bewitched"):
        data = board(
            base(
                "b1",
                8,
                (3, 2, 1),
                typed("ann", 4, "a1"),
                card("action", "ann", key, "st", attached_to="a1"),
                typed("bob", 5, "b1m"),
            )
        )
        assert standings(run(data), "b1") == {"ann": 6, "bob": 5}
        assert winners(run(without_ability(data, "st")), "b1") == ["bob"]


def test_tiki_has_two_more_power_with_an_action_on_it():
    data = board(
        base(
            "b1",
            6,
            (3, 2, 1),
            minion("ann", "polynesian-voyagers/tiki", "tk", power=3),
            card("action", "bob", "ancient-incas/temple-of-the-sun", "ts", attached_to="tk"),
            typed("bob", 4, "b1m"),
        )
    )
    assert standings(run(data), "b1") == {"ann": 5, "bob": 4}
    assert winners(run(without_ability(data, "tk")), "b1") == ["bob"]


def test_finist_the_falcon_moves_to_the_scoring_base_when_chosen():
    data = board(
        base("b1", 8, (3, 2, 1), typed("ann", 3, "a1"), typed("bob", 5, "b1m")),
        base(
            "b2",
            30,
            (3, 2, 1),
            minion("ann", "russian-fairy-tales/finist-the-falcon", "ff", power=4),
        ),
        choices=[{"card": "ff", "player": "ann", "choose": {}}],
    )
    assert winners(run(data), "b1") == ["ann"]
    declined = run({**data, "choices": []})
    assert winners(declined, "b1") == ["bob"]
    assert [a["card"] for a in declined["assumed_choices"]] == ["ff"]


def test_finist_the_falcon_may_leave_the_scoring_base_for_another():
    data = board(
        base(
            "b1",
            8,
            (3, 2, 1),
            minion("ann", "russian-fairy-tales/finist-the-falcon", "ff", power=4),
            typed("bob", 5, "b1m"),
        ),
        base("b2", 30, (3, 2, 1)),
        choices=[{"card": "ff", "player": "ann", "choose": {"to": "b2"}}],
    )
    assert in_play(run(data)) == {"ff": "b2"}
    assert in_play(run(without_ability(data, "ff"))) == {}


def test_fortress_walls_may_add_a_counter_after_you_play_another_action_here():
    data = board(
        base(
            "b1",
            8,
            (3, 2, 1),
            typed("ann", 4, "a1"),
            card("action", "ann", "ancient-incas/fortress-walls", "fw"),
            typed("bob", 4, "b1m"),
        ),
        events=[
            {
                "when": "now",
                "action": "play",
                "card": card("action", "ann", "ancient-incas/temple-of-the-sun", "ts"),
                "to": "b1",
            }
        ],
        choices=[{"card": "fw", "player": "ann", "choose": {"card": "a1"}}],
    )
    assert standings(run(data), "b1") == {"ann": 5, "bob": 4}
    assert winners(run(without_ability(data, "fw")), "b1") == ["ann", "bob"]


def test_armory_counts_only_your_actions_played_on_the_base_itself():
    data = board(
        base(
            "b1",
            7,
            (3, 2, 1),
            typed("ann", 3, "a1"),
            card("action", "ann", "ancient-incas/armory", "ar"),
            card("action", "ann", "luchadors/quick-set-up", "qs", attached_to="a1"),
            typed("bob", 4, "b1m"),
        )
    )
    assert standings(run(data), "b1") == {"ann": 3, "bob": 4}


def test_sapa_inca_puts_a_counter_where_you_play_a_base_action():
    action = {
        "when": "now",
        "action": "play",
        "to": "b1",
        "by": "ann",
        "card": {"type": "action", "owner": "ann", "id": "act", "power": 0},
    }
    data = board(
        base("b1", 6, (3, 2, 1), typed("ann", 3, "a"), typed("bob", 3, "b")),
        base("b2", 30, (3, 2, 1), minion("ann", "ancient-incas/sapa-inca", "si", power=5)),
        events=[action],
    )
    assert winners(run(data), "b1") == ["ann"]
    assert sorted(winners(run(without_ability(data, "si")), "b1")) == ["ann", "bob"]


def test_moai_stops_another_players_moves_to_its_base_and_of_itself():
    from tests.engine.card_boards import move_to

    data = board(
        base(
            "b1",
            4,
            (3, 2, 1),
            minion("ann", "polynesian-voyagers/moai", "mo", power=3),
            typed("bob", 2, "b"),
        ),
        base("b2", 30, (3, 2, 1), typed("bob", 2, "bm")),
        events=[move_to("bm", "b1", "bob"), move_to("mo", "b2", "bob")],
    )
    assert in_play(run(data)) == {"bm": "b2"}  # b1 scored; bm never moved
    assert winners(run(data), "b1") == ["ann"]
    assert winners(run(without_ability(data, "mo")), "b1") == ["bob"]


def test_royal_highway_may_move_your_minion_where_you_play_an_action():
    action = {
        "when": "now",
        "action": "play",
        "to": "b1",
        "by": "ann",
        "card": {"type": "action", "owner": "ann", "id": "act", "power": 0},
    }
    data = board(
        base("b1", 6, (3, 2, 1), typed("ann", 2, "a"), typed("bob", 3, "b")),
        base(
            "b2",
            30,
            (3, 2, 1),
            card("action", "ann", "ancient-incas/royal-highway", "rh"),
            typed("ann", 2, "a2"),
        ),
        events=[action],
        choices=[{"card": "rh", "player": "ann", "choose": {"card": "a2"}}],
    )
    assert winners(run(data), "b1") == ["ann"]
    assert winners(run(without_ability(data, "rh")), "b1") == []


def test_grimms_blessing_bears_the_name_a_minion_here_asks_for():
    data = board(
        base(
            "b1",
            6,
            (3, 2, 1),
            minion("ann", "grimms-fairy-tales/gretel", "gr", power=2),
            typed("ann", 1, "a2"),
            card("action", "ann", "grimms-fairy-tales/grimms-blessing", "gb"),
            typed("bob", 4, "b1m"),
        )
    )
    # It bears Hansel's name: Gretel has +2, ann 2 + 2 + 1 beats bob's 4.
    assert standings(run(data), "b1") == {"ann": 5, "bob": 4}
    # With one minion of ann's here it bears no name.
    data["bases"][0]["cards"].pop(1)
    assert standings(run(data), "b1") == {"ann": 2, "bob": 4}
