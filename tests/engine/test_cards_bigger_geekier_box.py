"""One test per modelled Geeks and Smash Up All Stars card ability: a board where it changes the
outcome, compared with the same board where the card is typed in (no ability)."""

from __future__ import annotations

from tests.engine.boards import destroy
from tests.engine.card_boards import base, board, card, flips, minion, run, typed


def test_game_guru_is_not_affected_by_another_players_destroy():
    data = board(
        base(
            "b1",
            5,
            (3, 2, 1),
            minion("ann", "geeks/game-guru", "gg", power=3),
            typed("bob", 2, "b1m"),
        ),
        events=[destroy("gg", "bob")],
    )
    flips(data, "gg", ["ann"], [])


def test_full_moon_gives_your_minions_here_one_power():
    data = board(
        base(
            "b1",
            6,
            (3, 2, 1),
            typed("ann", 2, "a1"),
            typed("ann", 2, "a2"),
            card("action", "ann", "smash-up-all-stars/full-moon", "fm"),
            typed("bob", 5, "b1m"),
        )
    )
    flips(data, "fm", ["ann"], ["bob"])


def test_cosplay_adds_one_vp_after_a_base_where_you_gained_vp():
    special = card("action", "ann", "geeks/cosplay", "cp")
    after = {"when": "after_scoring", "base": "b1", "action": "special", "by": "ann"}
    data = board(
        base("b1", 5, (3, 2, 1), typed("ann", 4, "a1"), typed("bob", 2, "b1m")),
        events=[{**after, "card": special}],
    )
    assert run(data)["vp"] == {"ann": 4, "bob": 2}
    assert run({**data, "events": []})["vp"] == {"ann": 3, "bob": 2}
    bob = run(
        {
            **data,
            "events": [
                {**after, "by": "bob", "card": card("action", "bob", "geeks/cosplay", "cp")}
            ],
        }
    )
    assert bob["vp"] == {"ann": 3, "bob": 3}


def test_all_stars_ensign_takes_a_rivals_special_aimed_at_your_minion():
    from tests.engine.card_boards import card_choice, special, winners, without_ability

    jenkins = {"type": "action", "owner": "bob", "card": "miskatonic-university/old-man-jenkins"}
    data = board(
        base(
            "b1",
            8,
            (3, 2, 1),
            typed("ann", 6, "a"),
            card("minion", "ann", "smash-up-all-stars/ensign", "en", power=2),
            typed("bob", 5, "b"),
        ),
        events=[special("before_scoring", "b1", "bob", {**jenkins, "id": "omj"})],
        choices=[card_choice("en", "ann", {})],
    )
    # Old Man Jenkins destroys the strongest minion; the Ensign is destroyed instead: 6 against 5.
    assert winners(run(data), "b1") == ["ann"]
    assert winners(run(without_ability(data, "en")), "b1") == ["bob"]
