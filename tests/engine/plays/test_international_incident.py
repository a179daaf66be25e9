"""Play abilities of World Tour: International Incident (issue 28): every card of Luchadors,
Mounties, Musketeers and Sumo Wrestlers, both printings, has a play entry; each applied one (or
its Talent) acts on the board."""

from __future__ import annotations

import pytest

from simulator.engine import cards, plays
from tests.engine.card_boards import base
from tests.engine.plays.test_culture_shock import (
    FAR,
    PRINTINGS,
    SECOND_ACTION,
    SECOND_MINION,
    an_action,
    ann,
    assumed,
    bob,
    counters,
    go,
    options,
    play_event,
    play_on,
    played,
    standings,
    talent,
    where,
)

FACTIONS = ("luchadors", "mounties", "musketeers", "sumo-wrestlers")


def test_every_card_of_the_box_has_a_play_entry_in_each_printing():
    keys = [k for k in cards.registered() if k[0].split("/")[0] in FACTIONS]
    assert len(keys) == 54
    missing = [
        (key, printing)
        for key, scope in keys
        for printing in ((scope,) if scope else PRINTINGS)
        if not plays.is_registered(key, printing)
    ]
    assert missing == []
    entries = {k: v for k, v in plays.registered().items() if k[0].split("/")[0] in FACTIONS}
    assert {e.box for e in entries.values()} == {"World Tour: International Incident"}
    # The POD names share the entries of the original cards.
    assert plays.lookup("luchadors/el-sagrado", "pod") is plays.lookup(
        "luchadors/senor-muchoslam", "original"
    )


def on_minion(key: str, card_id: str, minion_id: str, player: str = "ann") -> dict:
    return an_action(card_id, player, card=key, attached_to=minion_id)


# --- extra plays ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "key,attached,second",
    [
        ("luchadors/quick-set-up", "e", [SECOND_ACTION]),
        ("musketeers/all-for-one", "a", [SECOND_ACTION]),
        ("musketeers/on-a-roll", None, [SECOND_ACTION, play_event(an_action("z2"))]),
        ("musketeers/to-battle", None, [play_event(ann("z3")), SECOND_ACTION]),
        ("musketeers/en-garde", None, [SECOND_ACTION]),
        ("musketeers/biding-time", None, [SECOND_ACTION]),
        ("musketeers/make-way", None, [SECOND_ACTION]),
        ("musketeers/one-for-all", None, [SECOND_ACTION]),
    ],
)
def test_extra_plays_are_granted(key, attached, second):
    bases = [base("b1", FAR, (3, 2, 1), ann("a"), bob("e")), base("b2", FAR, (3, 2, 1))]
    extra = {"attached_to": attached} if attached else {}
    first = play_event(played(key, "action", **extra), {})
    first_minion = play_event(ann("m0"))  # the turn's own minion
    result = go(bases, first_minion, first, *second)
    assert result["warnings"] == []
    result = go(bases, first_minion, play_event(an_action("y")), *second)
    assert result["warnings"]


# --- luchadors -----------------------------------------------------------------------------------


def test_cheap_pop_two_or_four_with_a_set_up_there():
    bases = [
        base("b1", 5, (3, 2, 1), ann("a", 3)),
        base("b2", 7, (3, 2, 1), ann("c", 3), bob("e", 1)),
    ]
    card = played("luchadors/cheap-pop", "action")
    result = play_on(bases, card, {"card": "a"})
    assert standings(result, "b1") == {"ann": 5}
    bases[1]["cards"].append(on_minion("luchadors/quick-set-up", "s", "e"))
    result = play_on(bases, card, {"card": "c"})
    assert standings(result, "b2")["ann"] == 7
    result = play_on(bases, card)
    assert assumed(result)["options"] == [{"card": "a"}, {"card": "c"}]


def test_senor_muchoslam_talent_plays_an_action_on_a_rival_minion():
    me = played("luchadors/senor-muchoslam", power=5, card_id="sm")
    bases = [base("b1", FAR, (3, 2, 1), me, bob("e"), ann("a"))]
    act = on_minion("luchadors/quick-set-up", "q", "e")
    result = go(bases, talent("sm", {"play": act}))
    assert where(result)["q"] == "b1"
    mine = on_minion("luchadors/quick-set-up", "q", "a")
    result = go(bases, talent("sm", {"play": mine}))
    assert "q" not in where(result) and result["warnings"]


def test_out_for_the_count_takes_back_your_action_and_destroys_the_minion():
    bases = [base("b1", FAR, (3, 2, 1), bob("e"), on_minion("luchadors/quick-set-up", "q", "e"))]
    card = played("luchadors/out-for-the-count", "action")
    result = play_on(bases, card, {"card": "q"})
    assert where(result) == {}
    assert [c["id"] for c in result["board"]["hands"]["ann"]] == ["q"]
    result = play_on(bases, card)
    assert assumed(result)["options"] == [{"card": "q"}]


def test_tag_team_plays_now_only_where_you_have_a_minion():
    bases = [base("b1", FAR, (3, 2, 1), ann("a")), base("b2", FAR, (3, 2, 1))]
    card = played("luchadors/tag-team", "action")
    result = play_on(bases, card, {"play": ann("n"), "to": "b1"})
    assert where(result)["n"] == "b1"
    result = play_on(bases, card, {"play": ann("n"), "to": "b2"})
    assert "n" not in where(result)
    result = go(bases, play_event(card), SECOND_MINION, play_event(ann("z2")))
    assert result["warnings"] == []


# --- mounties ------------------------------------------------------------------------------------


def test_always_get_our_man_moves_to_a_weaker_rival():
    bases = [
        base("b1", FAR, (3, 2, 1), ann("a", 4)),
        base("b2", FAR, (3, 2, 1), bob("e", 3)),
        base("b3", FAR, (3, 2, 1), bob("f", 5)),
    ]
    card = played("mounties/always-get-our-man", "action")
    result = play_on(bases, card, {"card": "a", "to": "b2"})
    assert where(result)["a"] == "b2"
    result = play_on(bases, card, {"card": "a", "to": "b3"})
    assert where(result)["a"] == "b1"
    result = play_on(bases, card)
    assert assumed(result)["options"] == [{"card": "a", "to": "b2"}]


def test_always_get_our_man_destroys_that_minion_at_the_end_of_the_turn():
    # "...to destroy that minion at the end of the turn": Bob's e (2) is destroyed as the turn
    # ends, after this turn's scorings (a lasting effect of the one-shot action).
    bases = [
        base("b1", FAR, (3, 2, 1), ann("a", 4)),
        base("b2", FAR, (3, 2, 1), bob("e", 2)),
    ]
    card = played("mounties/always-get-our-man", "action")
    result = play_on(bases, card, {"card": "a", "to": "b2"})
    assert where(result) == {"a": "b2"}
    assert result["not_simulated"] == [] and result["plays"][0]["applied"] is True
    # Two weaker minions there: the player's choice ("cards"), the first one when not given.
    bases[1] = base("b2", FAR, (3, 2, 1), bob("e", 2), bob("g", 1))
    result = play_on(bases, card, {"card": "a", "to": "b2", "cards": ["g"]})
    assert where(result) == {"a": "b2", "e": "b2"}
    result = play_on(bases, card, {"card": "a", "to": "b2"})
    assert where(result) == {"a": "b2", "g": "b2"}
    (chosen,) = [a for a in result["assumed_choices"] if "cards" in (a["choose"] or {})]
    assert chosen["options"] == [{"cards": ["e"]}, {"cards": ["g"]}]


def test_dudlee_talent_moves_next_to_a_rival_with_plus_one():
    me = played("mounties/dudlee", power=2, card_id="du")
    bases = [base("b1", FAR, (3, 2, 1), me), base("b2", 3, (3, 2, 1), bob("e", 0))]
    result = go(bases, talent("du", {"to": "b2"}))
    assert standings(result, "b2") == {"ann": 3, "bob": 0}
    result = go(bases, talent("du"))
    assert assumed(result)["options"] == [{"to": "b2"}]


def test_dudlee_talent_offers_no_base_that_refuses_the_move():
    # Bob's Moai keeps Ann from moving her minions to b2.
    me = played("mounties/dudlee", power=2, card_id="du")
    moai = played("polynesian-voyagers/moai", card_id="mo", owner="bob")
    bases = [
        base("b1", FAR, (3, 2, 1), me),
        base("b2", FAR, (3, 2, 1), moai),
        base("b3", FAR, (3, 2, 1), bob("e", 0)),
    ]
    assert assumed(go(bases, talent("du")))["options"] == [{"to": "b3"}]
    result = go(bases, talent("du", {"to": "b2"}))
    assert where(result)["du"] == "b1"
    assert any("Moai" in w["text"] for w in result["warnings"])


def test_haich_q_talent_moves_one_of_yours_to_or_from_here():
    hq = an_action("hq", card="mounties/haich-q")
    bases = [base("b1", FAR, (3, 2, 1), hq), base("b2", FAR, (3, 2, 1), ann("c"))]
    result = go(bases, talent("hq", {"card": "c", "to": "b1"}))
    assert where(result)["c"] == "b1"
    result = go(bases, talent("hq"))
    assert where(result)["c"] == "b1"
    assert assumed(result)["options"] == [{"card": "c", "to": "b1"}]


def test_move_aboot_moves_to_a_rival_base_with_plus_two():
    bases = [base("b1", FAR, (3, 2, 1), ann("a", 2)), base("b2", 4, (3, 2, 1), bob("e", 0))]
    card = played("mounties/move-aboot", "action")
    result = play_on(bases, card, {"card": "a", "to": "b2"})
    assert standings(result, "b2") == {"ann": 4, "bob": 0}
    result = play_on(bases, card)
    assert assumed(result)["options"] == [{"card": "a", "to": "b2"}]


def test_northern_mover_talent_moves_or_boosts_another_of_yours():
    me = played("mounties/northern-mover", power=4, card_id="nm")
    bases = [base("b1", FAR, (3, 2, 1), me, ann("a", 3)), base("b2", 4, (3, 2, 1))]
    result = go(bases, talent("nm", {"mode": "move", "card": "a", "to": "b2"}))
    assert where(result)["a"] == "b2"
    bases[0]["breakpoint"] = 8
    result = go(bases, talent("nm", {"mode": "boost", "card": "a"}))
    assert standings(result, "b1") == {"ann": 8}
    result = go(bases, talent("nm"))
    assert options(result)[0] == [{"mode": "move"}, {"mode": "boost"}]


def test_power_poutine_up_to_two_of_yours_on_one_base():
    bases = [base("b1", 10, (3, 2, 1), ann("a"), ann("b")), base("b2", FAR, (3, 2, 1), ann("c"))]
    card = played("mounties/power-poutine", "action")
    result = play_on(bases, card, {"cards": ["a", "b"]})
    assert standings(result, "b1") == {"ann": 10}
    result = play_on(bases, card, {"cards": ["a", "c"]})
    assert result["scorings"] == [] and result["warnings"]
    result = play_on(bases, card)
    assert assumed(result)["options"][0] == {"cards": ["a", "b"]}


def test_war_canuck_talent_needs_a_rival_here():
    me = played("mounties/war-canuck", power=3, card_id="wc")
    result = go([base("b1", 5, (3, 2, 1), me, bob("e", 0))], talent("wc"))
    assert standings(result, "b1") == {"ann": 5, "bob": 0}
    result = go([base("b1", 5, (3, 2, 1), me, ann("a", 0))], talent("wc"))
    assert result["scorings"] == [] and result["warnings"]


def test_when_calls_the_badge_counters_on_your_minions_of_one_base():
    bases = [
        base("b1", FAR, (3, 2, 1), ann("a"), bob("e")),
        base("b2", FAR, (3, 2, 1), ann("c"), ann("d")),
    ]
    card = played("mounties/when-calls-the-badge", "action")
    result = play_on(bases, card, {"to": "b2"})
    assert counters(result) == {"a": 0, "e": 0, "c": 1, "d": 1}
    result = play_on(bases, card)
    assert counters(result)["a"] == 1
    assert assumed(result)["options"] == [{"to": "b1"}, {"to": "b2"}]


# --- musketeers ----------------------------------------------------------------------------------


@pytest.mark.parametrize("key,amount", [("musketeers/biding-time", 2), ("musketeers/en-garde", 1)])
def test_a_minion_gains_power(key, amount):
    bases = [base("b1", 3 + amount, (3, 2, 1), bob("e", 3))]
    result = play_on(bases, played(key, "action"), {"card": "e"})
    assert standings(result, "b1") == {"bob": 3 + amount}


def test_make_way_moves_one_of_yours():
    bases = [base("b1", FAR, (3, 2, 1), ann("a")), base("b2", FAR, (3, 2, 1))]
    result = play_on(bases, played("musketeers/make-way", "action"), {"card": "a", "to": "b2"})
    assert where(result)["a"] == "b2"


def test_one_for_all_your_minions_of_one_base():
    bases = [base("b1", 8, (3, 2, 1), ann("a"), ann("b"), bob("e", 1)), base("b2", FAR, (3, 2, 1))]
    card = played("musketeers/one-for-all", "action")
    result = play_on(bases, card, {"base": "b1"})
    assert standings(result, "b1") == {"ann": 8, "bob": 1}
    result = play_on(bases, card, {"base": "b2"})
    assert result["scorings"] == []


def test_token_of_affection_plays_an_action_on_a_minion():
    # Quick Set-Up is played on another player's minion (its printed text).
    bases = [base("b1", FAR, (3, 2, 1), ann("a"), bob("e"))]
    extra = on_minion("luchadors/quick-set-up", "q", "e")
    result = play_on(bases, played("musketeers/token-of-affection", "action"), {"play": extra})
    assert where(result)["q"] == "b1"


# --- sumo wrestlers ------------------------------------------------------------------------------


def test_body_slam_moves_all_of_a_players_minions():
    bases = [
        base("b1", FAR, (3, 2, 1), ann("a"), bob("e"), bob("f"), typed_cy("g")),
        base("b2", FAR, (3, 2, 1)),
    ]
    card = played("sumo-wrestlers/body-slam", "action")
    result = play_on(bases, card, {"base": "b1", "player": "bob", "to": "b2"}, players=PLAYERS)
    assert where(result) == {"a": "b1", "e": "b2", "f": "b2", "g": "b1"}
    result = play_on(bases, card, players=PLAYERS)
    assert assumed(result)["options"] == [
        {"base": "b1", "player": "bob"},
        {"base": "b1", "player": "cy"},
    ]


def test_body_slam_offers_no_base_that_refuses_the_move():
    # Cy's POD Hideout on b2 keeps other players from moving minions there.
    hideout = an_action("hd", "cy", card="tricksters/hideout", printing="pod")
    bases = [
        base("b1", FAR, (3, 2, 1), ann("a"), bob("e"), bob("f")),
        base("b2", FAR, (3, 2, 1), hideout),
        base("b3", FAR, (3, 2, 1)),
    ]
    card = played("sumo-wrestlers/body-slam", "action")
    result = play_on(bases, card, {"base": "b1", "player": "bob"}, players=PLAYERS)
    assert options(result)[-1] == [{"to": "b3"}]
    assert where(result)["e"] == "b3" and where(result)["f"] == "b3"
    choose = {"base": "b1", "player": "bob", "to": "b2"}
    result = play_on(bases, card, choose, players=PLAYERS)
    assert where(result)["e"] == "b1" and where(result)["f"] == "b1"
    assert any("Hideout" in w["text"] for w in result["warnings"])


PLAYERS = ("ann", "bob", "cy")


def typed_cy(card_id: str) -> dict:
    return {"type": "minion", "owner": "cy", "power": 2, "id": card_id}


@pytest.mark.parametrize(
    "key,cards_given,expected",
    [
        ("sumo-wrestlers/bulking-stew", ["a", "a", "b"], {"a": 2, "b": 1}),
        ("sumo-wrestlers/fighting-spirit-prize", ["a", "b"], {"a": 1, "b": 1}),
    ],
)
def test_counters_on_your_minions(key, cards_given, expected):
    bases = [base("b1", FAR, (3, 2, 1), ann("a"), ann("b"))]
    result = play_on(bases, played(key, "action"), {"cards": cards_given})
    assert counters(result) == expected


def test_fighting_spirit_prize_exactly_two_and_bulking_stew_none_by_default():
    bases = [base("b1", FAR, (3, 2, 1), ann("a"), ann("b"))]
    result = play_on(bases, played("sumo-wrestlers/fighting-spirit-prize", "action"))
    assert counters(result) == {"a": 2, "b": 0}
    result = play_on(bases, played("sumo-wrestlers/bulking-stew", "action"))
    assert counters(result) == {"a": 0, "b": 0}
    assert assumed(result)["options"] == [{"cards": ["a"]}, {"cards": ["b"]}]


def test_chikara_mizu_two_or_four():
    bases = [base("b1", 7, (3, 2, 1), ann("a", 3))]
    card = played("sumo-wrestlers/chikara-mizu", "action")
    result = play_on(bases, card, {"mode": "four", "card": "a"})
    assert standings(result, "b1") == {"ann": 7}
    result = play_on(bases, card, {"mode": "two", "card": "a"})
    assert result["scorings"] == []
    result = play_on(bases, card)
    assert options(result)[0] == [{"mode": "two"}, {"mode": "four"}]


def test_chikara_mizu_with_no_card_left_to_discard_gives_plus_two_and_warns():
    # Its +4 costs a discard: the hand is empty once it is played.
    bases = [base("b1", 7, (3, 2, 1), ann("a", 3))]
    card = played("sumo-wrestlers/chikara-mizu", "action")
    result = play_on(bases, card, {"mode": "four", "card": "a"}, hand_size={"ann": 0})
    assert result["scorings"] == []  # 3 + 2 = 5 < 7
    [warning] = result["warnings"]
    assert "no card left in hand" in warning["text"] and "+2 power instead" in warning["text"]
    # The +2 acted: applied (in part), the +4 refused in `warnings`.
    assert result["plays"][0]["applied"] is True
    result = play_on(bases, card, {"card": "a"}, hand_size={"ann": 0})
    assert options(result)[0] == [{"mode": "two"}]
    result = play_on(bases, card, {"mode": "four", "card": "a"}, hand_size={"ann": 1})
    assert standings(result, "b1") == {"ann": 7} and result["warnings"] == []


def test_the_cards_discarded_leave_the_hand():
    bases = [base("b1", FAR, (3, 2, 1), ann("a", 3))]
    z = [an_action(f"z{i}", card="sumo-wrestlers/performance-prize") for i in (1, 2, 3)]

    def hand_after(key: str, choose: dict, held: list[dict]) -> list[str]:
        kind = "minion" if key.endswith("rookie-sumo") else "action"
        hands = {"ann": [played(key, kind, card_id="h"), *held]}
        result = play_on(bases, "h", choose, hands=hands)
        return [c["id"] for c in result["board"]["hands"]["ann"]]

    chikara = "sumo-wrestlers/chikara-mizu"
    assert hand_after(chikara, {"mode": "four", "card": "a"}, z[:1]) == []
    assert hand_after(chikara, {"mode": "two", "card": "a"}, z[:1]) == ["z1"]
    assert hand_after("sumo-wrestlers/rookie-sumo", {"card": "a"}, z[:1]) == []
    assert hand_after("sumo-wrestlers/bulking-stew", {"cards": ["a", "a"]}, z) == ["z1"]


def test_grasp_the_belt_moves_a_minion_from_a_base_of_yours():
    bases = [
        base("b1", FAR, (3, 2, 1), ann("a"), bob("e")),
        base("b2", FAR, (3, 2, 1), bob("f")),
    ]
    card = played("sumo-wrestlers/grasp-the-belt", "action")
    result = play_on(bases, card, {"card": "e", "to": "b2"})
    assert where(result)["e"] == "b2"
    result = play_on(bases, card, {"card": "f", "to": "b1"})
    assert where(result)["f"] == "b2"
    result = play_on(bases, card)
    assert assumed(result)["options"] == [{"card": "a", "to": "b2"}, {"card": "e", "to": "b2"}]


def test_head_butt_destroys_a_rival_action_where_you_have_a_minion():
    bases = [
        base(
            "b1",
            FAR,
            (3, 2, 1),
            ann("a"),
            bob("e"),
            on_minion("mounties/bring-em-in", "o", "e", "bob"),
        ),
        base("b2", FAR, (3, 2, 1), an_action("p", "bob")),
    ]
    card = played("sumo-wrestlers/head-butt", "action")
    result = play_on(bases, card, {"card": "o"})
    assert "o" not in where(result)
    result = play_on(bases, card, {"card": "p"})
    assert "p" in where(result) and result["warnings"]
    result = play_on(bases, card)
    assert assumed(result)["options"] == [{"card": "o"}]


def test_rookie_sumo_may_place_two_counters_even_on_itself():
    bases = [base("b1", FAR, (3, 2, 1), ann("a"))]
    card = played("sumo-wrestlers/rookie-sumo")
    result = play_on(bases, card, {"card": "x"})
    assert counters(result)["x"] == 2
    result = play_on(bases, card)
    assert counters(result) == {"a": 0, "x": 0}
    assert assumed(result)["options"] == [{"card": "a"}, {"card": "x"}]


def test_rookie_sumo_with_no_card_left_to_discard_places_no_counter():
    # Its two counters cost a discard: nothing left in hand to discard.
    bases = [base("b1", 10, (3, 2, 1), ann("a", 3), bob("e", 3))]
    card = played("sumo-wrestlers/rookie-sumo")
    result = play_on(bases, card, {"card": "a"}, hand_size={"ann": 0})
    assert counters(result) == {"a": 0, "e": 0, "x": 0}
    assert result["scorings"] == []  # 3 + 3 + 2 = 8 < 10
    [warning] = result["warnings"]
    assert "no card left in hand" in warning["text"]
    result = play_on(bases, card, {"card": "a"}, hand_size={"ann": 1})
    assert standings(result, "b1") == {"ann": 7, "bob": 3} and result["warnings"] == []


def test_technique_prize_three_counters_on_one_of_yours():
    bases = [base("b1", FAR, (3, 2, 1), ann("a"), bob("e"))]
    card = played("sumo-wrestlers/technique-prize", "action")
    result = play_on(bases, card, {"card": "a"})
    assert counters(result) == {"a": 3, "e": 0}
    result = play_on(bases, card, {"card": "e"})
    assert counters(result) == {"a": 0, "e": 0}


def test_third_tier_may_move_a_small_rival_away():
    bases = [base("b1", FAR, (3, 2, 1), bob("e", 3), bob("f", 4)), base("b2", FAR, (3, 2, 1))]
    card = played("sumo-wrestlers/third-tier", power=3)
    result = play_on(bases, card, {"card": "e", "to": "b2"})
    assert where(result)["e"] == "b2"
    result = play_on(bases, card, {"card": "f", "to": "b2"})
    assert where(result)["f"] == "b1"
    result = play_on(bases, card)
    assert assumed(result)["options"] == [{"card": "e", "to": "b2"}]


def test_yokozuna_talent_draws_or_moves_a_rival_away():
    me = played("sumo-wrestlers/yokozuna", power=6, card_id="yk")
    bases = [base("b1", FAR, (3, 2, 1), me, bob("e")), base("b2", FAR, (3, 2, 1))]
    result = go(bases, talent("yk", {"mode": "move", "card": "e", "to": "b2"}))
    assert where(result)["e"] == "b2"
    result = go(bases, talent("yk", {"mode": "draw"}))
    assert where(result)["e"] == "b1"
    result = go(bases, talent("yk"))
    assert options(result)[0] == [{"mode": "draw"}, {"mode": "move"}]


@pytest.mark.parametrize(
    "key,expected",
    [
        ("musketeers/biding-time", [{"card": "a"}, {"card": "e"}]),
        ("musketeers/one-for-all", [{"base": "b1"}, {"base": "b2"}]),
        ("sumo-wrestlers/technique-prize", [{"card": "a"}]),
        ("mounties/power-poutine", [{"cards": ["a"]}]),
    ],
)
def test_without_a_choose_the_options_are_listed(key, expected):
    bases = [base("b1", FAR, (3, 2, 1), ann("a"), bob("e")), base("b2", FAR, (3, 2, 1))]
    result = play_on(bases, played(key, "action"))
    assert assumed(result)["options"] == expected


# --- protections asked by the pick -------------------------------------------------------------


def test_out_for_the_count_takes_back_the_action_of_a_minion_a_protection_keeps():
    # Secret Base keeps Bob's "e" (power 3) from Ann's destroy; the return does not hang on the
    # destroy: "q1" on "e" is an option, and named it goes back to the hand while "e" stays,
    # with a warning naming Secret Base (the play acted, in part).
    bases = [
        base(
            "b1",
            FAR,
            (3, 2, 1),
            an_action("sb", "bob", card="super-heroes/secret-base"),
            bob("e"),
            on_minion("luchadors/quick-set-up", "q1", "e"),
        ),
        base("b2", FAR, (3, 2, 1), bob("f"), on_minion("luchadors/quick-set-up", "q2", "f")),
    ]
    card = played("luchadors/out-for-the-count", "action")
    result = play_on(bases, card)
    assert assumed(result)["options"] == [{"card": "q1"}, {"card": "q2"}]
    result = play_on(bases, card, {"card": "q1"})
    assert where(result) == {"sb": "b1", "e": "b1", "f": "b2", "q2": "b2"}
    assert any("Secret Base" in w["text"] for w in result["warnings"])
    assert result["plays"][0]["applied"] is True


def test_head_butt_destroys_no_action_steam_queen_protects():
    # Steam Queen keeps Bob's "qa" from Ann's cards: Cat's "ca" is the one Head Butt takes.
    bases = [
        base(
            "b1",
            FAR,
            (3, 2, 1),
            ann("a"),
            {
                "type": "minion",
                "id": "sq",
                "owner": "bob",
                "card": "steampunks/steam-queen",
                "power": 3,
            },
            an_action("qa", "bob"),
            an_action("ca", "cat"),
        ),
    ]
    card = played("sumo-wrestlers/head-butt", "action")
    players = ("ann", "bob", "cat")
    result = play_on(bases, card, players=players)
    assert assumed(result)["options"] == [{"card": "ca"}]
    assert where(result) == {"a": "b1", "sq": "b1", "qa": "b1"}
    result = play_on(bases, card, {"card": "qa"}, players=players)
    assert where(result) == {"a": "b1", "sq": "b1", "qa": "b1", "ca": "b1"}
    assert result["plays"][0]["applied"] is False
    assert any("Steam Queen" in w["text"] for w in result["warnings"])


def test_body_slam_warns_of_each_minion_a_protection_holds():
    # POD Too Tough holds Bob's "e" from any move: it stays, warned of, and "f" goes; with "e"
    # alone, nothing moves, the play is not applied (it picked no base for nobody).
    tough = on_minion("orcs/too-tough", "tt", "e", player="bob")
    tough["printing"] = "pod"
    card = played("sumo-wrestlers/body-slam", "action")
    bases = [
        base("b1", FAR, (3, 2, 1), ann("a"), bob("e"), tough, bob("f")),
        base("b2", FAR, (3, 2, 1)),
    ]
    result = play_on(bases, card, {"base": "b1", "player": "bob"}, players=PLAYERS)
    assert where(result)["e"] == "b1" and where(result)["f"] == "b2"
    assert any("Too Tough" in w["text"] for w in result["warnings"])
    assert result["plays"][0]["applied"] is True
    bases[0]["cards"] = [ann("a"), bob("e"), tough]
    result = play_on(bases, card, {"base": "b1", "player": "bob"}, players=PLAYERS)
    assert where(result)["e"] == "b1" and result["plays"][0]["applied"] is False
    assert [a for a in result["assumed_choices"] if "to" in (a.get("choose") or {})] == []
