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
    special,
    standings,
    typed,
    winners,
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
    # Their power still breaks the base (a base breaks on the sum of the minions' powers,
    # Conflit de Générations rulebook p. 7; Pin's clarification of the same words: issue 25,
    # family 2): b1 scores with ann's total at 0.
    result = run(data)
    assert [s["base"] for s in result["scorings"]] == ["b1"]
    assert result["scorings"][0]["standings"][0]["power"] == 0
    plain = run(without_ability(data, "di"))
    assert plain["scorings"][0]["standings"][0]["power"] == 6


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


# --- Hello, Dolly! (issue 15): "copies" names the other player's action it copies ---


def _dolly_in_play(**dolly: object) -> dict:
    """Hello, Dolly! on Ann's 3, copying Bob's Upgrade (+2 on Bob's 5); Ann has another 2."""
    return board(
        base(
            "b1",
            9,
            (3, 2, 1),
            typed("ann", 3, "a3"),
            card("action", "ann", "sheep/hello-dolly", "dolly", attached_to="a3", **dolly),
            typed("bob", 5, "b5"),
            card("action", "bob", "dinosaurs/upgrade", "up", attached_to="b5"),
            typed("ann", 2, "a2"),
        )
    )


def test_hello_dolly_copying_an_ongoing_action_stays_in_play_with_its_ability():
    assert sorted(winners(run(_dolly_in_play(copies="up")), "b1")) == ["ann", "bob"]  # 7 and 7
    assert winners(run(_dolly_in_play()), "b1") == ["bob"]  # 5 against 7


def _dolly_special(copies: str | None) -> dict:
    """Bob plays Last Stand (+2) on his 4 before b1 scores; Ann answers with Hello, Dolly!."""
    dolly = {"type": "action", "id": "dolly", "owner": "ann", "card": "sheep/hello-dolly"}
    if copies is not None:
        dolly["copies"] = copies
    last_stand = {"type": "action", "id": "ls", "owner": "bob", "card": "musketeers/last-stand"}
    return board(
        base("b1", 8, (3, 2, 1), typed("ann", 5, "a5"), typed("bob", 4, "b4")),
        events=[
            special("before_scoring", "b1", "bob", last_stand, {"card": "b4"}),
            special("before_scoring", "b1", "ann", dolly, {"card": "a5"}),
        ],
    )


def test_hello_dolly_as_a_special_copies_the_special_just_played():
    result = run(_dolly_special("ls"))
    assert standings(result, "b1") == {"ann": 7, "bob": 6}
    assert standings(run(_dolly_special("musketeers/last-stand")), "b1") == {"ann": 7, "bob": 6}
    plain = run(_dolly_special(None))
    assert standings(plain, "b1") == {"ann": 5, "bob": 6}
    assert [w for w in plain["warnings"] if w.get("event") == 1]  # copies nothing: skipped


def test_diva_is_modelled_and_reminds_what_to_type_for_the_play_phase():
    # Issue 25 (families 4 and 7): the Disco Dancers' Diva's text and hook; its reminder says
    # how to type the copy of an action of the Play phase.
    data = board(
        base("b1", 30, (3, 2, 1), card("minion", "ann", "world-champs/diva", "dv", power=3))
    )
    result = run(data)
    assert result["not_simulated"] == []
    assert result["card_abilities"][0]["status"] == "modelled"
    assert any("type the copy of its effect" in e["text"] for e in result["log"])


def test_hello_dolly_copying_a_not_simulated_special_is_listed_as_not_simulated():
    data = _dolly_special("ls")
    # Bob's Special is now one the engine does not simulate (it depends on his deck's order).
    data["events"][0]["card"]["card"] = "astroknights/its-a-trap"
    result = run(data)
    listed = [e for e in result["not_simulated"] if e.get("card") == "dolly"]
    assert len(listed) == 1 and "its-a-trap" in listed[0]["reason"]
    assert [w for w in result["warnings"] if w.get("event") == 1]


def test_hello_dolly_copying_a_one_shot_action_logs_the_reminder_to_type_its_effect():
    data = _dolly_special("dinosaurs/augmentation")
    result = run(data)
    assert standings(result, "b1") == {"ann": 5, "bob": 6}
    assert any("dolly" in e["text"] and "scripted event" in e["text"] for e in result["log"])


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


def test_counting_sheep_gives_your_minions_here_one_after_a_rival_minion_gains_power():
    # Once a turn, when another player's minion gains power, its player's minions here get +1:
    # bob's k gains power on b2 (any base, its clarification), ann's a1 here too.
    data = board(
        base(
            "b1",
            12,
            (3, 2, 1),
            typed("ann", 5, "a1"),
            typed("bob", 6, "k2"),
            card("action", "ann", "sheep/counting-sheep", "cs"),
        ),
        base("b2", 30, (3, 2, 1), typed("bob", 3, "k")),
        events=[{"when": "now", "action": "boost", "card": "k", "amount": 1, "by": "ann"}],
    )
    assert standings(run(data), "b1") == {"ann": 6, "bob": 6}
    assert run(without_ability(data, "cs"))["scorings"] == []


def test_aramis_grants_an_extra_action_played_on_it_after_one_played_on_it():
    # Once during its controller's turn, an action aimed at it lets one more be aimed at it as
    # an extra action.
    def on_aramis(card_id: str) -> dict:
        item = {"type": "action", "id": card_id, "owner": "ann", "attached_to": "ar"}
        return {"when": "now", "action": "play", "card": item}

    aramis = {
        "type": "minion",
        "owner": "ann",
        "card": "world-champs/aramis",
        "id": "ar",
        "power": 4,
    }
    data = board(
        base("b1", 30, (3, 2, 1), aramis),
        events=[on_aramis("t1"), on_aramis("t2"), on_aramis("t3")],
    )
    # The second is the extra action; the third is beyond the turn's plays (once per turn).
    assert [w["event"] for w in run(data)["warnings"]] == [2]
