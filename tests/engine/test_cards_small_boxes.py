"""One test per modelled card ability of the small boxes (Knights of the Round Table, Teens,
Slashers): a board where it changes the outcome, compared with the same board where the card is
typed in (no ability)."""

from __future__ import annotations

from tests.engine.boards import destroy
from tests.engine.card_boards import (
    base,
    board,
    card,
    flips,
    in_play,
    minion,
    run,
    standings,
    typed,
    winners,
    without_ability,
)


def test_excalibur_gives_two_power_refuses_a_rivals_destroy_and_a_vp_on_king_arthur():
    data = board(
        base(
            "b1",
            6,
            (3, 2, 1),
            minion("ann", "knights-of-the-round-table/king-arthur", "ka", power=5),
            card("action", "ann", "knights-of-the-round-table/excalibur", "ex", attached_to="ka"),
            typed("bob", 6, "b1m"),
        ),
        events=[destroy("ka", "bob")],
    )
    result = run(data)
    assert standings(result, "b1") == {"ann": 7, "bob": 6}
    assert result["vp"] == {"ann": 4, "bob": 2}
    flips(data, "ex", ["ann"], ["bob"])


def test_guinevere_keeps_your_base_actions_from_a_rivals_destroy():
    data = board(
        base(
            "b1",
            6,
            (3, 2, 1),
            typed("ann", 2, "a1"),
            typed("ann", 2, "a2"),
            card("action", "ann", "smash-up-all-stars/full-moon", "fm"),
            typed("bob", 5, "b1m"),
        ),
        base(
            "b2",
            30,
            (3, 2, 1),
            minion("ann", "knights-of-the-round-table/guinevere", "gu", power=4),
        ),
        events=[destroy("fm", "bob")],
    )
    flips(data, "gu", ["ann"], ["bob"])


def test_babysitter_keeps_your_minions_here_from_rival_abilities():
    data = board(
        base(
            "b1",
            6,
            (3, 2, 1),
            typed("ann", 3, "a1"),
            typed("ann", 2, "a2"),
            card("action", "ann", "teens/babysitter", "bs", attached_to="a1"),
            typed("bob", 4, "b1m"),
        ),
        events=[destroy("a2", "bob")],
    )
    flips(data, "bs", ["ann"], ["bob"])


def test_mickey_may_destroy_a_small_minion_before_its_base_scores():
    data = board(
        base(
            "b1",
            8,
            (3, 2, 1),
            minion("ann", "slashers/mickey", "mk", power=5),
            typed("bob", 3, "b1m"),
            typed("bob", 3, "b2m"),
        ),
        choices=[{"card": "mk", "player": "ann", "choose": {"card": "b1m"}}],
    )
    flips(data, "mk", ["ann"], ["bob"])
    declined = run({**data, "choices": []})
    assert [a["card"] for a in declined["assumed_choices"]] == ["mk"]


def test_galahad_may_move_one_of_your_actions_off_its_base_before_it_scores():
    data = board(
        base(
            "b1",
            6,
            (3, 2, 1),
            minion("ann", "knights-of-the-round-table/galahad", "gl", power=4),
            typed("bob", 5, "b1m"),
            card("action", "ann", "mermaids/becalmed-shores", "bs"),
        ),
        base("b2", 30, (3, 2, 1), typed("bob", 1, "b3m")),
        choices=[{"card": "gl", "player": "ann", "choose": {"card": "bs", "to": "b2"}}],
    )
    result = run(data)
    assert winners(result, "b1") == ["bob"]
    assert in_play(result)["bs"] == "b2"
    assert winners(run({**data, "choices": []}), "b1") == ["ann", "bob"]


def test_pod_a_wish_for_wings_that_work_boosts_each_minion_you_play_here():
    wish = card("action", "ann", "penguins/a-wish-for-wings-that-work", "ww", printing="pod")
    data = board(
        base("b1", 8, (3, 2, 1), typed("ann", 2, "a1"), typed("bob", 5, "b1m"), wish),
        events=[{"when": "now", "action": "play", "card": typed("ann", 3, "a2"), "to": "b1"}],
    )
    assert standings(run(data), "b1") == {"ann": 6, "bob": 5}
    flips(data, "ww", ["ann"], ["ann", "bob"])
    # The original card is a one-shot: no ongoing boost.
    wish.pop("printing")
    assert standings(run(data), "b1") == {"ann": 5, "bob": 5}


def test_chainsaw_moves_its_minion_to_the_base_of_a_destroyed_minion():
    data = board(
        base(
            "b1",
            6,
            (3, 2, 1),
            typed("ann", 3, "a2"),
            typed("bob", 4, "b1m"),
            typed("bob", 2, "b3m"),
        ),
        base(
            "b2",
            30,
            (3, 2, 1),
            typed("ann", 3, "a1"),
            card("action", "ann", "slashers/chainsaw", "cs", attached_to="a1"),
        ),
        events=[destroy("b3m", by="ann")],
        choices=[{"card": "cs", "player": "ann", "choose": {}}],
    )
    result = run(data)
    assert winners(result, "b1") == ["ann"]
    assert winners(run(without_ability(data, "cs")), "b1") == ["bob"]


def test_gawain_counts_your_other_minions_of_power_four_or_more_even_another_gawain():
    data = board(
        base(
            "b1",
            12,
            (3, 2, 1),
            minion("ann", "knights-of-the-round-table/gawain", "g1", power=4),
            minion("ann", "knights-of-the-round-table/gawain", "g2", power=4),
            typed("ann", 4, "a1"),
            typed("ann", 3, "a2"),
            typed("bob", 18, "b1m"),
        )
    )
    # Each Gawain: 4 + 1 (the other Gawain) + 1 (a1); a2 is too weak to count.
    assert standings(run(data), "b1")["ann"] == 4 + 3 + 6 + 6
    flips(data, "g1", ["ann"], ["bob"])


def test_hide_in_the_laundry_destroys_its_minion_when_a_slasher_is_played_here():
    jonas = {"type": "minion", "owner": "ann", "card": "slashers/jonas", "id": "jo", "power": 4}
    data = board(
        base(
            "b1",
            7,
            (3, 2, 1),
            typed("ann", 3, "a1"),
            typed("bob", 8, "b1m"),
            card("action", "ann", "slashers/hide-in-the-laundry", "hl", attached_to="b1m"),
        ),
        base("b2", 30, (3, 2, 1)),
        events=[{"when": "now", "action": "play", "to": "b1", "card": jonas}],
        choices=[{"card": "hl", "player": "ann", "choose": {}}],
    )
    result = run(data)
    assert winners(result, "b1") == ["ann"]
    assert "b1m" not in in_play(result)
    assert [a["player"] for a in result["assumed_choices"]] == ["bob"]
    assert winners(run(without_ability(data, "hl")), "b1") == ["bob"]
    # Bob discards a card and flees to b2 instead.
    data["choices"].append({"card": "hl", "player": "bob", "choose": {"to": "b2"}})
    assert in_play(run(data))["b1m"] == "b2"


def test_puzzle_box_cancels_its_minions_abilities_while_another_player_controls_it():
    from tests.engine.card_boards import flips, raptor_pair

    # ann's raptor r1 is now bob's: ann's Puzzle Box on it cancels it.
    data = raptor_pair(
        card("action", "ann", "slashers/puzzle-box", "pb", attached_to="r1"),
        raptors="bob",
        rival="ann",
        owner="ann",
    )
    flips(data, "pb", ["ann"], ["bob"])


def test_lancelot_gets_a_counter_after_moving_to_a_base_with_your_action():
    from tests.engine.card_boards import move_to

    data = board(
        base(
            "b1",
            30,
            (3, 2, 1),
            card("minion", "ann", "knights-of-the-round-table/lancelot", "la", power=4),
        ),
        base(
            "b2", 8, (3, 2, 1), card("action", "ann", "unknown-free/any", "x"), typed("bob", 4, "b")
        ),
        events=[move_to("la", "b2", "ann")],
    )
    flips(data, "la", ["ann"], ["ann", "bob"], base_id="b2")


def test_the_green_knight_counts_up_your_arriving_minion_and_pays_a_vp_at_seven():
    from tests.engine.card_boards import move_to

    knight = card("action", "ann", "knights-of-the-round-table/the-green-knight", "gk")
    data = board(
        base("b1", 30, (3, 2, 1), knight),
        base("b2", 30, (3, 2, 1), typed("ann", 6, "a")),
        events=[move_to("a", "b1", "ann")],
    )
    result = run(data)
    assert result["vp"]["ann"] == 1 and "gk" not in in_play(result)
    plain = run(without_ability(data, "gk"))
    assert plain["vp"]["ann"] == 0 and "gk" in in_play(plain)


def test_the_grail_gives_two_vp_once_three_of_your_big_minions_are_here():
    from tests.engine.card_boards import move_to

    grail = card("action", "ann", "knights-of-the-round-table/the-grail", "gr")
    data = board(
        base("b1", 30, (3, 2, 1), grail, typed("ann", 4, "a1"), typed("ann", 5, "a2")),
        base("b2", 30, (3, 2, 1), typed("ann", 4, "a3")),
        events=[move_to("a3", "b1", "ann")],
    )
    result = run(data)
    assert result["vp"]["ann"] == 2 and "gr" not in in_play(result)
    plain = run(without_ability(data, "gr"))
    assert plain["vp"]["ann"] == 0 and "gr" in in_play(plain)


def test_the_questing_beast_gives_a_counter_then_moves_on():
    from tests.engine.card_boards import move_to

    beast = card("action", "ann", "knights-of-the-round-table/the-questing-beast", "qb")
    data = board(
        base("b1", 30, (3, 2, 1), beast),
        base("b2", 30, (3, 2, 1), typed("ann", 3, "a")),
        base("b3", 30, (3, 2, 1)),
        events=[move_to("a", "b1", "ann")],
        choices=[{"card": "qb", "player": "ann", "choose": {"to": "b3"}}],
    )
    result = run(data)
    assert in_play(result)["qb"] == "b3"
    assert result["board"]["bases"][0]["cards"][-1]["counters"] == 1
    plain = run(without_ability(data, "qb"))
    assert in_play(plain)["qb"] == "b1"
    assert plain["board"]["bases"][0]["cards"][-1].get("counters", 0) == 0


def test_jonas_may_destroy_a_small_minion_where_it_moves_for_two_more_power():
    from tests.engine.card_boards import move_to

    data = board(
        base("b1", 10, (3, 2, 1), typed("bob", 6, "b6"), typed("bob", 2, "b2")),
        base("b2", 30, (3, 2, 1), minion("ann", "slashers/jonas", "jo", power=5)),
        events=[move_to("jo", "b1", "ann")],
        choices=[{"card": "jo", "player": "ann", "choose": {"card": "b2"}}],
    )
    flips(data, "jo", ["ann"], ["bob"])


def test_machete_gives_your_minions_here_one_after_a_destruction_here():
    data = board(
        base(
            "b1",
            10,
            (3, 2, 1),
            typed("ann", 2, "m"),
            card("action", "ann", "slashers/machete", "mc", attached_to="m"),
            typed("ann", 3, "a"),
            typed("bob", 6, "b6"),
            typed("bob", 1, "b1m"),
        ),
        events=[destroy("b1m", None)],
    )
    flips(data, "mc", ["ann"], ["bob"])


def test_austin_kirk_mask_gives_its_minion_the_power_of_a_minion_destroyed_here():
    mask = card("action", "ann", "slashers/austin-kirk-mask", "ak", attached_to="a")
    data = board(
        base(
            "b1",
            9,
            (3, 2, 1),
            typed("ann", 3, "a"),
            mask,
            typed("ann", 4, "v"),
            typed("bob", 6, "b"),
        ),
        events=[destroy("v", "bob")],
    )
    # Ann's 3-power minion gains the destroyed minion's 4: 7 against 6 (typed: 3 against 6).
    assert standings(run(data), "b1") == {"ann": 7, "bob": 6}
    assert winners(run(without_ability(data, "ak")), "b1") == ["bob"]


def test_cedarface_may_destroy_a_small_minion_after_you_put_a_counter_on_it():
    counter = {"when": "now", "action": "add_counters", "card": "cf", "count": 1, "by": "ann"}
    data = board(
        base(
            "b1",
            10,
            (3, 2, 1),
            card("minion", "ann", "slashers/cedarface", "cf", power=5),
            typed("bob", 3, "b"),
            typed("bob", 4, "b2"),
        ),
        events=[counter],
        choices=[{"card": "cf", "player": "ann", "choose": {"card": "b"}}],
    )
    assert winners(run(data), "b1") == ["ann"]
    assert winners(run(without_ability(data, "cf")), "b1") == ["bob"]
    # A counter another player places does not trigger it.
    data["events"][0]["by"] = "bob"
    assert winners(run(data), "b1") == ["bob"]


# --- issue 25, family 4: the Teens' and Ice Slide's reactions to the plays the engine runs -----


def _play(player: str, to: str, card_id: str, power: int) -> dict:
    played = {"type": "minion", "owner": player, "id": card_id, "power": power}
    return {"when": "now", "action": "play", "to": to, "by": player, "card": played}


def _choice(card_id: str, player: str, **choose) -> dict:
    return {"card": card_id, "player": player, "choose": choose}


def _teens(key: str, card_id: str, *extra_cards: dict, played_power: int = 3, **extra) -> dict:
    return board(
        base(
            "b1",
            5,
            (3, 2, 1),
            minion("ann", key, card_id, power=3),
            typed("bob", 4, "b"),
            *extra_cards,
        ),
        base("b2", 30, (3, 2, 1)),
        events=[_play("ann", "b2", "new", played_power)],
        **extra,
    )


def test_jock_takes_a_counter_after_you_play_another_minion_of_power_3():
    # Jock: "Once per turn, after you play another minion of power 3, you may place a +1 power
    # counter on this minion": 3 + 1 ties Bob's 4.
    data = _teens("teens/jock", "j", choices=[_choice("j", "ann")])
    assert set(winners(run(data), "b1")) == {"ann", "bob"}
    assert winners(run(without_ability(data, "j")), "b1") == ["bob"]
    # A minion of power 2 does not trigger it.
    data = _teens("teens/jock", "j", played_power=2, choices=[_choice("j", "ann")])
    assert winners(run(data), "b1") == ["bob"]


def test_prep_gives_one_of_your_minions_two_after_you_play_a_minion_of_power_3():
    data = _teens("teens/prep", "p", choices=[_choice("p", "ann", card="p")])
    assert winners(run(data), "b1") == ["ann"]
    assert winners(run(without_ability(data, "p")), "b1") == ["bob"]


def test_rebel_moves_one_of_your_minions_after_you_play_a_minion_of_power_3():
    # Rebel is on b1 with Bob's 4; Ann's 3-power minion just played on b2 moves to b1: 6 > 4.
    data = _teens("teens/rebel", "r", choices=[_choice("r", "ann", card="new", to="b1")])
    assert winners(run(data), "b1") == ["ann"]
    assert winners(run(without_ability(data, "r")), "b1") == ["bob"]


def test_ice_slide_pod_moves_one_of_your_cards_after_you_play_a_minion_here():
    data = board(
        base("b1", 5, (3, 2, 1), typed("ann", 2, "a1"), typed("bob", 4, "b")),
        base(
            "b2",
            30,
            (3, 2, 1),
            typed("ann", 3, "a2"),
            card("action", "ann", "penguins/ice-slide", "is", printing="pod"),
        ),
        events=[_play("ann", "b2", "new", 1)],
        choices=[_choice("is", "ann", card="a2", to="b1")],
    )
    assert winners(run(data), "b1") == ["ann"]
    assert winners(run(without_ability(data, "is")), "b1") == ["bob"]
