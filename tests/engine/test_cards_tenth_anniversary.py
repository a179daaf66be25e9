"""One test per modelled 10th Anniversary (and Sheep) card ability: a board where it changes the
outcome, compared with the same board where the card is typed in (no ability)."""

from __future__ import annotations

from tests.engine.card_boards import (
    base,
    board,
    card,
    flips,
    in_play,
    run,
    standings,
    typed,
    without_ability,
)


def test_becalmed_shores_gives_rival_minions_here_minus_one():
    data = board(
        base(
            "b1",
            6,
            (3, 2, 1),
            typed("ann", 4, "a1"),
            typed("bob", 3, "b1m"),
            typed("bob", 2, "b2m"),
            card("action", "ann", "mermaids/becalmed-shores", "bs"),
        )
    )
    assert standings(run(data), "b1") == {"ann": 4, "bob": 3}
    flips(data, "bs", ["ann"], ["bob"])


def test_shipwreck_cove_gives_one_power_and_may_move_after_its_base_scores():
    data = board(
        base(
            "b1",
            6,
            (3, 2, 1),
            typed("ann", 2, "a1"),
            typed("ann", 2, "a2"),
            typed("bob", 5, "b1m"),
            card("action", "ann", "mermaids/shipwreck-cove", "sc"),
        ),
        base("b2", 30, (3, 2, 1)),
        choices=[{"card": "sc", "player": "ann", "choose": {"to": "b2"}}],
    )
    flips(data, "sc", ["ann"], ["bob"])
    assert in_play(run(data)) == {"sc": "b2"}


def test_world_champs_bewitched_gives_its_minion_two_power():
    data = board(
        base(
            "b1",
            6,
            (3, 2, 1),
            typed("ann", 4, "a1"),
            card("action", "ann", "world-champs/bewitched", "bw", attached_to="a1"),
            typed("bob", 5, "b1m"),
        )
    )
    flips(data, "bw", ["ann"], ["bob"])


def test_shearing_gives_its_minion_minus_two():
    data = board(
        base(
            "b1",
            6,
            (3, 2, 1),
            typed("ann", 4, "a1"),
            card("action", "ann", "sheep/shearing", "sh", attached_to="b1m"),
            typed("bob", 5, "b1m"),
        )
    )
    assert standings(run(data), "b1") == {"ann": 4, "bob": 3}
    flips(data, "sh", ["ann"], ["bob"])


def test_black_sheep_moves_away_after_another_minion_is_played_here():
    data = board(
        base(
            "b1",
            8,
            (3, 2, 1),
            {"type": "minion", "owner": "ann", "card": "sheep/black-sheep", "id": "bs", "power": 4},
            typed("bob", 3, "b1m"),
        ),
        base("b2", 30, (3, 2, 1)),
        events=[{"when": "now", "action": "play", "card": typed("bob", 2, "b2m"), "to": "b1"}],
        choices=[{"card": "bs", "player": "ann", "choose": {"to": "b2"}}],
    )
    assert in_play(run(data))["bs"] == "b2"
    flips(data, "bs", [], ["bob"])


def test_siren_makes_rival_minions_here_add_one_less():
    data = board(
        base(
            "b1",
            7,
            (3, 2, 1),
            card("minion", "ann", "mermaids/siren", "si", power=2),
            typed("ann", 2, "a1"),
            typed("bob", 2, "b1m"),
            typed("bob", 3, "b2m"),
        )
    )
    assert standings(run(data), "b1") == {"ann": 4, "bob": 3}
    flips(data, "si", ["ann"], ["bob"])


def test_desert_island_makes_minions_here_add_nothing():
    data = board(
        base(
            "b1",
            5,
            (3, 2, 1),
            typed("ann", 6, "a1"),
            card("action", "bob", "mermaids/desert-island", "di"),
        ),
        base("b2", 30, (3, 2, 1)),
    )
    result = run(data)
    assert result["scorings"] == []
    assert [s["base"] for s in run(without_ability(data, "di"))["scorings"]] == ["b1"]


def test_flock_follows_a_minion_leaving_its_base():
    from tests.engine.card_boards import move_to

    data = board(
        base(
            "b1",
            30,
            (3, 2, 1),
            card("minion", "ann", "sheep/flock", "fl", power=2),
            typed("ann", 3, "a"),
        ),
        base("b2", 30, (3, 2, 1)),
        events=[move_to("a", "b2", "ann")],
    )
    assert in_play(run(data)) == {"fl": "b2", "a": "b2"}
    assert in_play(run(without_ability(data, "fl"))) == {"fl": "b1", "a": "b2"}


def test_in_sheeps_clothing_may_follow_a_minion_leaving_and_is_destroyed():
    from tests.engine.card_boards import move_to

    data = board(
        base(
            "b1",
            30,
            (3, 2, 1),
            typed("ann", 2, "s"),
            card("action", "ann", "sheep/in-sheeps-clothing", "ic", attached_to="s"),
            typed("bob", 3, "b"),
        ),
        base("b2", 30, (3, 2, 1)),
        events=[move_to("b", "b2", "bob")],
        choices=[{"card": "ic", "player": "ann", "choose": {}}],
    )
    assert in_play(run(data)) == {"s": "b2", "b": "b2"}
    assert in_play(run(without_ability(data, "ic"))) == {"s": "b1", "ic": "b1", "b": "b2"}


def test_little_bo_peep_stops_other_players_moves_to_and_from_its_base():
    from tests.engine.card_boards import move_to

    data = board(
        base(
            "b1",
            10,
            (3, 2, 1),
            card("minion", "ann", "sheep/little-bo-peep", "bp", power=5),
            typed("ann", 1, "a1"),
            typed("bob", 4, "b"),
        ),
        base("b2", 30, (3, 2, 1), typed("bob", 3, "bm")),
        events=[move_to("bm", "b1", "bob"), move_to("a1", "b2", "bob")],
    )
    flips(data, "bp", ["ann"], ["bob"])
    assert in_play(run(data)) == {"bm": "b2"}  # b1 scored; nobody moved


def test_world_champs_mummy_may_bury_itself_on_another_base_after_its_base_scores():
    for printing in ("original", "pod"):
        mummy = card("minion", "ann", "world-champs/mummy", "mu", printing=printing)
        data = board(
            base("b1", 5, (3, 2, 1), mummy, typed("ann", 3, "a1")), base("b2", 30, (3, 2, 1))
        )
        assert "mu" not in in_play(run(data))
        data["choices"] = [{"card": "mu", "player": "ann", "choose": {"to": "b2"}}]
        result = run(data)
        assert in_play(result) == {"mu": "b2"}
        assert result["board"]["bases"][0]["cards"][0]["type"] == "buried"
