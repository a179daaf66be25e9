"""Awesome Level 9000 cards: each modelled ability changes the outcome of a board (checked
against the same board with the card typed in, without its ability)."""

from __future__ import annotations

import pytest

from tests.engine.boards import base, board, destroy, minion
from tests.engine.card_boards import card, run, scored, winners, without_ability


def _move(card_id: str, to: str, by: str) -> dict:
    return {"when": "now", "action": "move", "card": card_id, "to": to, "by": by}


def _return(card_id: str, by: str) -> dict:
    return {"when": "now", "action": "return", "card": card_id, "by": by}


@pytest.mark.parametrize("printing", ["original", "pod"])
def test_general_ivan_saves_your_minion_on_another_base(printing):
    ivan = card("minion", "ann", "bear-cavalry/general-ivan", "ivan", power=6, printing=printing)
    data = board(
        base("b1", 30, (3, 2, 1), ivan),
        base("b2", 8, (3, 2, 1), minion("ann", 5, id="a5"), minion("bob", 4, id="b4")),
        events=[destroy("a5", "bob")],
    )
    assert winners(run(data), "b2") == ["ann"]
    assert winners(run(without_ability(data, "ivan")), "b2") == []


def test_general_ivan_pod_may_boost_your_minions_where_a_rival_minion_moved():
    ivan = card("minion", "ann", "bear-cavalry/general-ivan", "ivan", power=6, printing="pod")
    data = board(
        base("b1", 30, (3, 2, 1), ivan, minion("bob", 3, id="b3")),
        base("b2", 8, (3, 2, 1), minion("ann", 4, id="a4"), minion("bob", 1, id="b1m")),
        events=[_move("b3", "b2", "bob")],
        choices=[{"card": "ivan", "player": "ann", "choose": {}}],
    )
    # Bob's 3 moves in beside his 1: 4 against 4, a tie for first place; Ivan's +1 on Ann's
    # minion there makes her win alone.
    assert winners(run(data), "b2") == ["ann"]
    declined = run({**data, "choices": []})  # the "may" is assumed declined and listed
    assert winners(declined, "b2") == ["ann", "bob"]
    assert any(c.get("card") == "ivan" for c in declined["assumed_choices"])
    assert winners(run(without_ability(data, "ivan")), "b2") == ["ann", "bob"]


def test_polar_commando_alone_has_two_more_power_and_survives():
    polar = card("minion", "ann", "bear-cavalry/polar-commando", "pc", power=4, printing="original")
    data = board(
        base("b1", 8, (3, 2, 1), polar, minion("bob", 5, id="b5")),
        events=[destroy("pc", "bob")],
    )
    result = run(data)
    assert winners(result, "b1") == ["ann"]  # 6 against 5, and still in play
    plain = run(without_ability(data, "pc"))
    assert scored(plain) == []  # destroyed: 5 below 8


def test_superiority_stops_another_players_move():
    sup = card("action", "ann", "bear-cavalry/superiority", "sup", printing="original")
    data = board(
        base("b1", 7, (3, 2, 1), sup, minion("ann", 4, id="a4"), minion("bob", 3, id="b3")),
        base("b2", 30, (3, 2, 1)),
        events=[_move("a4", "b2", "bob")],
    )
    assert winners(run(data), "b1") == ["ann"]
    assert scored(run(without_ability(data, "sup"))) == []


def test_bearing_down_raises_the_breakpoint_per_player_here():
    bd = card("action", "ann", "bear-cavalry/bearing-down", "bd", printing="pod")
    data = board(base("b1", 10, (3, 2, 1), bd, minion("ann", 6), minion("bob", 6)))
    assert scored(run(data)) == []  # breakpoint 10 + 2 x 2 = 14 > 12
    assert scored(run(without_ability(data, "bd"))) == ["b1"]


def test_incorporeal_minion_ignores_another_players_destroy():
    inc = card("action", "ann", "ghosts/incorporeal", "inc", attached_to="a5")
    data = board(
        base("b1", 8, (3, 2, 1), minion("ann", 5, id="a5"), inc, minion("bob", 4)),
        events=[destroy("a5", "bob")],
    )
    assert winners(run(data), "b1") == ["ann"]
    assert scored(run(without_ability(data, "inc"))) == []


def test_deep_roots_keeps_your_minions_from_another_players_return():
    roots = card("action", "ann", "killer-plants/deep-roots", "dr")
    data = board(
        base("b1", 7, (3, 2, 1), roots, minion("ann", 4, id="a4"), minion("bob", 3)),
        events=[_return("a4", "bob")],
    )
    assert winners(run(data), "b1") == ["ann"]
    assert scored(run(without_ability(data, "dr"))) == []


def test_entangled_stops_any_move_away_from_its_base():
    # Ann's own move of Bob's minion away from the base is blocked too.
    ent = card("action", "ann", "killer-plants/entangled", "ent")
    data = board(
        base("b1", 30, (3, 2, 1), ent, minion("ann", 1)),
        base("b2", 30, (3, 2, 1), minion("ann", 1, id="a1"), minion("bob", 9, id="b9")),
        base("b3", 9, (3, 2, 1)),
        events=[_move("b9", "b3", "ann")],
    )
    assert scored(run(data)) == []
    assert scored(run(without_ability(data, "ent"))) == ["b3"]


def test_overgrowth_drops_the_printed_breakpoint_on_its_controllers_turn():
    og = card("action", "ann", "killer-plants/overgrowth", "og")
    data = board(base("b1", 12, (3, 2, 1), og, minion("ann", 2)))
    assert winners(run(data), "b1") == ["ann"]
    assert scored(run(without_ability(data, "og"))) == []
    # On another player's turn the base keeps its breakpoint.
    assert scored(run({**data, "active_player": "bob"})) == []


def test_sleep_spores_weakens_other_players_minions_here():
    spores = card("action", "ann", "killer-plants/sleep-spores", "ss")
    data = board(base("b1", 7, (3, 2, 1), spores, minion("ann", 4), minion("bob", 4)))
    assert winners(run(data), "b1") == ["ann"]  # 4 against 4 - 1
    assert winners(run(without_ability(data, "ss")), "b1") == ["ann", "bob"]


def test_weed_eater_has_two_more_power_on_its_controllers_turn():
    weed = card("minion", "ann", "killer-plants/weed-eater", "we", power=3)
    data = board(base("b1", 8, (3, 2, 1), weed, minion("bob", 4)))
    assert winners(run(data), "b1") == ["ann"]
    assert scored(run(without_ability(data, "we"))) == []  # 3 + 4 below 8


def test_aggromotive_adds_five_with_a_minion_here():
    aggro = card("action", "ann", "steampunks/aggromotive", "ag")
    data = board(base("b1", 10, (3, 2, 1), aggro, minion("ann", 2), minion("bob", 6)))
    assert winners(run(data), "b1") == ["ann"]
    assert scored(run(without_ability(data, "ag"))) == []


def test_rotary_slug_thrower_gives_your_minions_here_two_more():
    slug = card("action", "ann", "steampunks/rotary-slug-thrower", "rs")
    data = board(
        base("b1", 10, (3, 2, 1), slug, minion("ann", 3), minion("ann", 1), minion("bob", 6))
    )
    assert winners(run(data), "b1") == ["ann"]  # 8 against 6
    assert winners(run(without_ability(data, "rs")), "b1") == ["bob"]


def test_steam_man_gains_one_with_your_action_on_its_base():
    man = card("minion", "ann", "steampunks/steam-man", "sm", power=3)
    data = board(
        base("b1", 6, (3, 2, 1), man, minion("bob", 3), {"type": "action", "controller": "ann"})
    )
    assert winners(run(data), "b1") == ["ann"]
    assert winners(run(without_ability(data, "sm")), "b1") == ["ann", "bob"]


def test_steam_queen_protects_your_actions_from_other_players():
    queen = card("minion", "ann", "steampunks/steam-queen", "sq", power=5)
    slug = card("action", "ann", "steampunks/rotary-slug-thrower", "rs")
    data = board(
        base("b1", 30, (3, 2, 1), queen),
        base("b2", 9, (3, 2, 1), slug, minion("ann", 4), minion("bob", 5)),
        events=[destroy("rs", "bob")],
    )
    result = run(data)
    assert winners(result, "b2") == ["ann"]
    assert winners(run(without_ability(data, "sq")), "b2") == ["bob"]


def test_make_contact_destroyed_gives_the_minion_back_to_its_owner():
    contact = card("action", "ann", "ghosts/make-contact", "mc", attached_to="bm")
    data = board(
        base(
            "b1",
            7,
            (3, 2, 1),
            minion("bob", 5, id="bm", controller="ann"),
            contact,
            minion("bob", 2),
        ),
        events=[destroy("mc", "bob")],
    )
    assert winners(run(data), "b1") == ["bob"]
    assert winners(run(without_ability(data, "mc")), "b1") == ["ann"]


@pytest.mark.parametrize("by", ["ann", "bob"])
def test_make_contact_returned_to_hand_gives_the_minion_back_to_its_owner(by):
    # "After this action leaves play": a return to its owner's hand (Into the Time Slip, Change
    # of Venue) is leaving play too.
    contact = card("action", "ann", "ghosts/make-contact", "mc", attached_to="bm")
    data = board(
        base(
            "b1",
            7,
            (3, 2, 1),
            minion("bob", 5, id="bm", controller="ann"),
            contact,
            minion("bob", 2),
        ),
        events=[_return("mc", by)],
    )
    result = run(data)
    assert winners(result, "b1") == ["bob"]
    assert (result["vp"]["ann"], result["vp"]["bob"]) == (0, 3)
    assert winners(run(without_ability(data, "mc")), "b1") == ["ann"]


def test_a_card_left_not_simulated_is_listed_with_its_reason():
    haunting = card("minion", "ann", "ghosts/haunting", "h", power=3)
    result = run(board(base("b1", 30, (3, 2, 1), haunting)))
    listed = [n for n in result["not_simulated"] if n.get("card") == "h"]
    assert len(listed) == 1
    assert "hand" in listed[0]["reason"] and "main" in listed[0]["reason_fr"]


def test_ornate_dome_forbids_another_players_action_on_its_base():
    dome = card("action", "ann", "steampunks/ornate-dome", "od")
    slug = {**card("action", "bob", "steampunks/rotary-slug-thrower", "bs")}
    data = board(
        base("b1", 9, (3, 2, 1), dome, minion("ann", 4), minion("bob", 3)),
        events=[{"when": "now", "action": "play", "to": "b1", "card": slug}],
    )
    result = run(data)
    assert scored(result) == []  # Bob's slug thrower is refused: 7 below 9
    assert result["warnings"]
    assert winners(run(without_ability(data, "od")), "b1") == ["bob"]


def test_escape_hatch_returns_your_minions_here_to_hand_instead_of_destruction():
    hatch = card("action", "ann", "steampunks/escape-hatch", "eh")
    data = board(
        base("b1", 30, (3, 2, 1), hatch, minion("ann", 3, id="a"), minion("bob", 3, id="b")),
        events=[destroy("a", "bob"), destroy("b", "ann")],
    )
    texts = [e["text"] for e in run(data)["log"] if e["message"] == "card.left"]
    assert any("a" in t and "hand" in t for t in texts)
    assert not any("a " in t and "destroyed" in t for t in texts)
    plain = [
        e["text"] for e in run(without_ability(data, "eh"))["log"] if e["message"] == "card.left"
    ]
    assert not any("hand" in t for t in plain)


def test_cub_scout_original_destroys_a_weaker_rival_minion_moving_here():
    from tests.engine.card_boards import in_play, move_to

    scout = card("minion", "ann", "bear-cavalry/cub-scout", "cs", power=3, printing="original")
    data = board(
        base("b1", 30, (3, 2, 1), scout),
        base("b2", 30, (3, 2, 1), minion("bob", 2, id="b2m"), minion("bob", 4, id="b4m")),
        events=[move_to("b2m", "b1", "bob"), move_to("b4m", "b1", "bob")],
    )
    assert in_play(run(data)) == {"cs": "b1", "b4m": "b1"}
    assert in_play(run(without_ability(data, "cs"))) == {"cs": "b1", "b2m": "b1", "b4m": "b1"}


def test_high_ground_original_destroys_rival_minions_moving_here_while_you_have_one():
    from tests.engine.card_boards import in_play, move_to

    ground = card("action", "ann", "bear-cavalry/high-ground", "hg", printing="original")
    data = board(
        base("b1", 30, (3, 2, 1), ground, minion("ann", 1, id="a")),
        base("b2", 30, (3, 2, 1), minion("bob", 6, id="b")),
        events=[move_to("b", "b1", "bob")],
    )
    assert "b" not in in_play(run(data))
    assert in_play(run(without_ability(data, "hg")))["b"] == "b1"
    # Without a minion of ann here, nothing happens.
    data["bases"][0]["cards"].pop()
    assert in_play(run(data))["b"] == "b1"


def test_major_ursa_pod_may_take_a_counter_when_a_rival_minion_moves_here():
    from tests.engine.card_boards import move_to

    ursa = card("titan", "ann", "bear-cavalry/major-ursa", "mu", power=4, printing="pod")
    data = board(
        base("b1", 30, (3, 2, 1), ursa),
        base("b2", 30, (3, 2, 1), minion("bob", 2, id="b")),
        events=[move_to("b", "b1", "bob")],
        choices=[{"card": "mu", "player": "ann", "choose": {}}],
    )
    titan = [c for c in run(data)["board"]["bases"][0]["cards"] if c.get("id") == "mu"]
    assert titan[0]["counters"] == 1
    plain = [
        c
        for c in run(without_ability(data, "mu"))["board"]["bases"][0]["cards"]
        if c.get("id") == "mu"
    ]
    assert plain[0].get("counters", 0) == 0


def test_cub_scout_pod_may_destroy_a_weaker_arrival_and_bring_a_small_minion():
    from tests.engine.card_boards import in_play, move_to

    scout = card("minion", "ann", "bear-cavalry/cub-scout", "cs", power=3, printing="pod")
    data = board(
        base("b1", 30, (3, 2, 1), scout),
        base("b2", 30, (3, 2, 1), minion("bob", 2, id="b2m"), minion("ann", 3, id="a3")),
        events=[move_to("b2m", "b1", "bob")],
        choices=[{"card": "cs", "player": "ann", "choose": {"card": "a3"}}],
    )
    assert in_play(run(data)) == {"cs": "b1", "a3": "b1"}
    assert in_play(run(without_ability(data, "cs"))) == {"cs": "b1", "b2m": "b1", "a3": "b2"}
    # Without the choice, the "may" is declined: the arrival stays.
    data.pop("choices")
    assert in_play(run(data))["b2m"] == "b1"


def test_high_ground_pod_may_destroy_itself_to_destroy_a_rival_arrival():
    from tests.engine.card_boards import in_play, move_to

    ground = card("action", "ann", "bear-cavalry/high-ground", "hg", printing="pod")
    data = board(
        base("b1", 30, (3, 2, 1), ground, minion("ann", 1, id="a")),
        base("b2", 30, (3, 2, 1), minion("bob", 6, id="b")),
        events=[move_to("b", "b1", "bob")],
        choices=[{"card": "hg", "player": "ann", "choose": {}}],
    )
    assert in_play(run(data)) == {"a": "b1"}
    assert in_play(run(without_ability(data, "hg"))) == {"hg": "b1", "a": "b1", "b": "b1"}


def test_bear_rides_you_pod_moves_your_minion_and_cancels_a_card_there():
    played = card("action", "ann", "bear-cavalry/bear-rides-you", "br", printing="pod")
    data = board(
        base(
            "b1",
            8,
            (3, 2, 1),
            card("minion", "bob", "dinosaurs/war-raptor", "r1"),
            card("minion", "bob", "dinosaurs/war-raptor", "r2"),
            minion("ann", 3, id="a"),
        ),
        base("b2", 30, (3, 2, 1), minion("ann", 4, id="a2")),
        players=("ann", "bob"),
        events=[
            {
                "when": "now",
                "action": "special",
                "by": "ann",
                "card": played,
                "choose": {"card": "a2", "to": "b1", "order": ["r1"]},
            }
        ],
    )
    # r1's ability is cancelled: bob has 2 + 4 = 6, ann 3 + 4 = 7.
    assert winners(run(data), "b1") == ["ann"]
    # Moving without cancelling: bob keeps 8.
    data["events"][0]["choose"] = {"card": "a2", "to": "b1"}
    assert winners(run(data), "b1") == ["bob"]


def _ghost_board(key: str, card_id: str, **extra) -> dict:
    return board(
        base(
            "b1",
            8,
            (3, 2, 1),
            card("minion", "ann", "ghosts/ghost", "g1", power=2),
            card("action", "ann", key, card_id, **extra),
            minion("bob", 5, id="b"),
        ),
        players=("ann", "bob"),
    )


def test_door_to_the_beyond_gives_plus_two_with_two_cards_or_fewer_in_hand():
    data = _ghost_board("ghosts/door-to-the-beyond", "door")
    data["bases"][0]["cards"].append(minion("ann", 2, id="g2"))
    # ann's two minions (2 + 2) get +2 each with 2 cards in hand: 8 beats bob's 5.
    assert winners(run({**data, "hand_size": {"ann": 2}}), "b1") == ["ann"]
    assert winners(run({**data, "hand_size": {"ann": 3}}), "b1") == ["bob"]
    # Without hand_size the bonus is not applied, and the card is listed.
    result = run(data)
    assert winners(result, "b1") == ["bob"]
    assert any(entry.get("card") == "door" for entry in result["not_simulated"])
    assert not run({**data, "hand_size": {"ann": 5}})["not_simulated"]


def test_haunting_has_plus_three_and_ignores_other_players_with_a_small_hand():
    data = board(
        base(
            "b1",
            6,
            (3, 2, 1),
            card("minion", "ann", "ghosts/haunting", "h", power=3),
            minion("bob", 5, id="b"),
        ),
        players=("ann", "bob"),
        events=[destroy("h", "bob")],
    )
    assert winners(run({**data, "hand_size": {"ann": 1}}), "b1") == ["ann"]
    assert winners(run({**data, "hand_size": {"ann": 4}}), "b1") == []


def test_creampuff_man_adds_five_minus_the_cards_in_hand():
    titan = {"type": "titan", "controller": "ann", "card": "ghosts/creampuff-man", "power": 0}
    titan.update(printing="pod", id="cm")
    data = board(
        base("b1", 6, (3, 2, 1), titan, minion("ann", 2, id="a"), minion("bob", 5, id="b")),
        players=("ann", "bob"),
    )
    # 5 - 1 card = +4: ann 6 beats bob 5; with 4 cards, +1: bob wins.
    assert winners(run({**data, "hand_size": {"ann": 1}}), "b1") == ["ann"]
    assert winners(run({**data, "hand_size": {"ann": 4}}), "b1") == ["bob"]
