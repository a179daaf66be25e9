"""Play abilities of Excellent Movies, Dudes! (issue 28): every card of Action Heroes,
Backtimers, Extramorphs and Wraithrustlers, both printings, has a play entry; each applied one
acts on the board with a given choose, and a decision left out is assumed and listed."""

from __future__ import annotations

import pytest

from simulator.engine import cards, plays
from tests.engine.card_boards import base, board, card, run
from tests.engine.plays.helpers import (
    FAR,
    action,
    assumed,
    base_action,
    beyond,
    counters,
    events_then,
    logged,
    m,
    play_on,
    played,
    power,
    talent,
    where,
)

FACTIONS = ("action-heroes", "backtimers", "extramorphs", "wraithrustlers")
PRINTINGS = ("original", "pod")


# --- coverage ----------------------------------------------------------------------------------


@pytest.mark.parametrize("faction", FACTIONS)
def test_every_card_has_a_play_entry_in_each_printing(faction):
    keys = [k for k in cards.registered() if k[0].split("/")[0] == faction]
    assert keys
    missing = [
        (key, printing)
        for key, scope in keys
        for printing in ((scope,) if scope else PRINTINGS)
        if not plays.is_registered(key, printing)
    ]
    assert missing == []
    entries = {k: v for k, v in plays.registered().items() if k[0].split("/")[0] == faction}
    assert {e.box for e in entries.values()} == {"Excellent Movies, Dudes!"}


# --- action heroes -----------------------------------------------------------------------------


def ah(name: str) -> str:
    return f"action-heroes/{name}"


def scored(result: dict) -> list[str]:
    return [s["base"] for s in result["scorings"]]


def test_all_out_of_bubblegum_plus_two_and_an_action_when_alone():
    bases = [base("b1", 5, (3, 2, 1), m("a")), base("b2", FAR, (3, 2, 1), m("c"), m("d"))]
    gum = played(ah("all-out-of-bubblegum"), "action")
    data = events_then(gum, base_action("ann", "e1"), bases=bases)
    data["events"][0]["choose"] = {"card": "a"}
    result = run(data)
    assert power(result, "a") == 5 and beyond(result) == []
    data["events"][0]["choose"] = {"card": "c"}  # not alone on b2: no extra action
    assert beyond(run(data)) == [1]
    result = run(events_then(gum, bases=bases))
    assert power(result, "a") == 5
    assert assumed(result)["options"] == [{"card": "a"}, {"card": "c"}, {"card": "d"}]


def test_collateral_damage_lowers_a_breakpoint_by_five():
    bases = [base("b1", FAR, (3, 2, 1), m("a")), base("b2", 8, (3, 2, 1), m("c"))]
    result = play_on(bases, played(ah("collateral-damage"), "action"), {"base": "b2"})
    assert scored(result) == ["b2"]
    result = play_on(bases, played(ah("collateral-damage"), "action"))
    assert scored(result) == []
    assert assumed(result)["options"] == [{"base": "b1"}, {"base": "b2"}]


def test_friends_through_eternity_two_extra_actions():
    friends = played(ah("friends-through-eternity"), "action")
    result = run(events_then(friends, base_action("ann", "e1"), base_action("ann", "e2")))
    assert beyond(result) == [] and logged(result, "discards a card")


def test_friends_through_eternity_needs_a_card_to_discard():
    # The two extra actions cost a discard: no card to discard, no extra action.
    friends = {**played(ah("friends-through-eternity"), "action"), "id": "h1"}
    damage = {"id": "h2", "type": "action", "card": ah("collateral-damage")}
    data = board(base("b1", 10, (3, 2, 1), m("a", 6), m("n", 2, "bob")))
    data["hands"] = {"ann": [friends, damage]}
    data["hand_size"] = {"ann": 2}
    data["events"] = [
        {"when": "now", "action": "play", "card": "h1"},
        {"when": "now", "action": "play", "card": "h2", "choose": {"base": "b1"}},
    ]
    # The only other hand card is played later: it was not the one discarded.
    result = run(data)
    assert "played later this turn" in result["warnings"][0]["text"] and beyond(result) == [1]
    empty = run(
        {**data, "hands": {"ann": [friends]}, "hand_size": {"ann": 1}, "events": data["events"][:1]}
    )
    assert "your hand is empty" in empty["warnings"][0]["text"]
    assert not logged(empty, "may play an extra action")
    # A third card to discard: the two extra actions.
    data["hands"]["ann"].append({"id": "h3", "type": "minion", "power": 1})
    data["hand_size"] = {"ann": 3}
    assert beyond(run(data)) == [] and run(data)["board"]["hands"]["ann"] == []


def test_get_to_the_choppa_moves_yours_and_grants_an_action_when_alone_there():
    bases = [
        base("b1", FAR, (3, 2, 1), m("a")),
        base("b2", FAR, (3, 2, 1)),
        base("b3", FAR, (3, 2, 1), m("c")),
    ]
    choppa = played(ah("get-to-the-choppa"), "action")
    data = events_then(choppa, base_action("ann", "e1"), bases=bases)
    data["events"][0]["choose"] = {"card": "a", "to": "b2"}
    result = run(data)
    assert where(result)["a"] == "b2" and beyond(result) == []
    data["events"][0]["choose"] = {"card": "a", "to": "b3"}
    assert beyond(run(data)) == [1]
    result = run(events_then(choppa, bases=bases))
    assert assumed(result)["options"][0] == {"card": "a", "to": "b2"}


def test_kickboxbro_talent_plays_a_stored_action():
    kick = card("minion", "ann", ah("kickboxbro"), "kb", power=5)
    bases = [base("b1", FAR, (3, 2, 1), kick), base("b2", FAR, (3, 2, 1))]
    result = talent(bases, "kb", {"play": base_action("ann", "st"), "to": "b2"})
    assert where(result)["st"] == "b2"
    result = talent(bases, "kb")
    assert "st" not in where(result) and assumed(result)["choose"] is None


def test_pushing_the_limit_counters_or_draws_for_each_lone_minion():
    bases = [
        base("b1", FAR, (3, 2, 1), m("a")),
        base("b2", FAR, (3, 2, 1), m("c"), m("b", player="bob")),
        base("b3", FAR, (3, 2, 1), m("d"), m("e")),
    ]
    push = played(ah("pushing-the-limit"), "action")
    result = play_on(bases, push, {"cards": ["c"]})
    assert counters(result) == {"a": 0, "c": 2, "b": 0, "d": 0, "e": 0}
    assert logged(result, "draws 1 card(s)")
    result = play_on(bases, push, {"cards": ["d"]})  # not alone
    assert sum(counters(result).values()) == 0 and result["warnings"]
    result = play_on(bases, push)
    assert (counters(result)["a"], counters(result)["c"]) == (2, 2)
    assert assumed(result)["options"] == [{"cards": ["a", "c"]}]


def test_slo_mo_attack_talent_needs_exactly_one_of_your_minions_here():
    slo = action("ann", ah("slo-mo-attack"), "sl")
    result = talent([base("b1", 6, (3, 2, 1), slo, m("a"))], "sl")
    assert scored(result) == ["b1"]
    result = talent([base("b1", 6, (3, 2, 1), slo, m("a"), m("c", 0))], "sl")
    assert scored(result) == [] and result["warnings"]


def test_the_right_person_an_extra_minion_and_an_extra_action():
    right = played(ah("the-right-person"), "action")
    bases = [base("b1", FAR, (3, 2, 1), m("a")), base("b2", FAR, (3, 2, 1))]
    more = (m("n1"), m("n2"), base_action("ann", "e1"))
    data = events_then(right, *more, bases=bases)
    data["events"][2]["to"] = "b2"  # the extra minion: where ann has none
    assert beyond(run(data)) == []
    data["events"].append({**data["events"][1], "card": m("n3")})
    assert beyond(run(data)) == [4]


def test_the_right_persons_extra_minion_goes_where_you_have_no_minion():
    # The extra minion goes where you have none: not a second one on b1.
    right = played(ah("the-right-person"), "action")
    bases = [base("b1", FAR, (3, 2, 1), m("a")), base("b2", FAR, (3, 2, 1), m("o", 1, "bob"))]
    assert beyond(run(events_then(right, m("n1"), m("n2"), bases=bases))) == [2]
    # Several such bases: the one a later minion goes to (b3), whichever comes first.
    bases.append(base("b3", FAR, (3, 2, 1)))
    data = events_then(right, m("n1"), m("n2"), bases=bases)
    data["events"][2]["to"] = "b3"
    assert beyond(run(data)) == []
    # Any of them, whatever the later minions do: the regular one on b3, the extra one on b2.
    data = events_then(right, m("n1"), m("n2"), bases=bases)
    data["events"][1]["to"], data["events"][2]["to"] = "b3", "b2"
    assert beyond(run(data)) == []
    # None: no extra minion (a warning), the extra action still.
    full = [base("b1", FAR, (3, 2, 1), m("a"))]
    result = run(events_then(right, m("n1"), base_action("ann", "e1"), bases=full))
    assert "minions on every base" in result["warnings"][0]["text"] and beyond(result) == []


def test_warbro_talent_lowers_another_base_where_you_are_alone():
    warbro = card("minion", "ann", ah("warbro"), "wb", power=5)
    bases = [
        base("b1", FAR, (3, 2, 1), warbro),
        base("b2", 6, (3, 2, 1), m("a")),
        base("b3", 6, (3, 2, 1), m("c"), m("d", 0)),
    ]
    assert scored(talent(bases, "wb", {"base": "b2"})) == ["b2"]
    result = talent(bases, "wb", {"base": "b3"})
    assert scored(result) == [] and result["warnings"]
    result = talent(bases, "wb")
    assert assumed(result)["options"] == [{"base": "b2"}]


# --- backtimers --------------------------------------------------------------------------------


def test_alex_p_mcglide_talent_may_place_a_counter_on_yours():
    alex = card("minion", "ann", "backtimers/alex-p-mcglide", "al", power=5)
    bases = [base("b1", FAR, (3, 2, 1), alex, m("a"), m("b", player="bob"))]
    assert counters(talent(bases, "al", {"card": "a"}))["a"] == 1
    assert counters(talent(bases, "al", {"card": "b"}))["b"] == 0
    result = talent(bases, "al")
    assert sum(counters(result).values()) == 0
    assert assumed(result, "card")["options"] == [{"card": "al"}, {"card": "a"}]
    # Its condition (a last stasis counter removed this turn) is not on the board: taken as met,
    # and said so.
    (fact,) = [a for a in result["assumed_choices"] if a.get("choosable") is False]
    assert "taken as met" in fact["reason"]


def test_will_have_to_do_up_to_two_counters_or_stasis():
    bases = [base("b1", FAR, (3, 2, 1), m("a"), m("c"), m("b", player="bob"))]
    will = played("backtimers/will-have-to-do", "action")
    result = play_on(bases, will, {"mode": "counters", "cards": ["a", "c"]})
    assert counters(result) == {"a": 1, "c": 1, "b": 0}
    result = play_on(bases, will, {"mode": "counters", "cards": ["a", "a", "c"]})  # three
    assert sum(counters(result).values()) == 0 and result["warnings"]
    result = play_on(bases, will, {"mode": "stasis"})
    assert sum(counters(result).values()) == 0 and logged(result, "stasis counters off")
    result = play_on(bases, will)
    assert assumed(result, "mode")["options"] == [{"mode": "counters"}, {"mode": "stasis"}]


# --- extramorphs -------------------------------------------------------------------------------


def ex(name: str) -> str:
    return f"extramorphs/{name}"


def test_alien_life_form_destroys_a_small_minion_and_counts_a_deck_play():
    bases = [base("b1", FAR, (3, 2, 1), m("s", 3, "bob"), m("big", 4, "bob"))]
    alien = played(ex("alien-life-form"), power=4)
    result = play_on(bases, alien, {"card": "s", "mode": "deck"})
    assert set(where(result)) == {"x", "big"} and counters(result)["x"] == 2
    result = play_on(bases, alien, {"card": "big", "mode": "hand"})
    assert "big" in where(result) and counters(result)["x"] == 0
    result = play_on(bases, alien)
    assert assumed(result, "card")["options"] == [{"card": "s"}]


def test_alien_life_form_talent_pays_a_counter_to_move():
    alien = card("minion", "ann", ex("alien-life-form"), "al", power=4, counters=1)
    bases = [base("b1", FAR, (3, 2, 1), alien), base("b2", FAR, (3, 2, 1))]
    result = talent(bases, "al", {"to": "b2"})
    assert where(result) == {"al": "b2"} and counters(result)["al"] == 0
    bare = [base("b1", FAR, (3, 2, 1), {**alien, "counters": 0}), base("b2", FAR, (3, 2, 1))]
    result = talent(bare, "al", {"to": "b2"})
    assert where(result) == {"al": "b1"} and result["warnings"]


def test_alien_life_form_talent_offers_no_base_that_refuses_the_move():
    # Bob's Moai keeps Ann from moving her minions to b2: named, the counter stays too.
    alien = card("minion", "ann", ex("alien-life-form"), "al", power=4, counters=1)
    bases = [
        base("b1", FAR, (3, 2, 1), alien),
        base(
            "b2", FAR, (3, 2, 1), card("minion", "bob", "polynesian-voyagers/moai", "mo", power=2)
        ),
        base("b3", FAR, (3, 2, 1)),
    ]
    assert assumed(talent(bases, "al"))["options"] == [{"to": "b3"}]
    result = talent(bases, "al", {"to": "b2"})
    assert where(result)["al"] == "b1" and counters(result)["al"] == 1
    assert any("Moai" in w["text"] for w in result["warnings"])


def test_chestbreaker_talent_goes_under_the_deck_for_a_minion_of_power_3_or_4():
    chest = card("minion", "ann", ex("chestbreaker"), "cb", power=2)
    bases = [base("b1", FAR, (3, 2, 1), chest)]
    result = talent(bases, "cb", {"play": m("top", 4)})
    assert where(result) == {"top": "b1"}
    result = talent(bases, "cb", {"play": m("top", 2)})
    assert where(result) == {} and result["warnings"]
    result = talent(bases, "cb")
    assert where(result) == {} and assumed(result)["choose"] is None


def test_close_encounters_and_distress_call():
    close = played(ex("close-encounters"), "action")
    result = run(events_then(close, base_action("ann", "e1")))
    assert beyond(result) == [] and logged(result, "draws a card")
    bases = [base("b1", FAR, (3, 2, 1), m("b", player="bob")), base("b2", FAR, (3, 2, 1))]
    call = played(ex("distress-call"), "action")
    assert where(play_on(bases, call, {"card": "b", "to": "b2"})) == {"b": "b2"}
    result = play_on(bases, call)
    assert assumed(result)["options"] == [{"card": "b", "to": "b2"}]


def test_egg_field_plays_a_head_grabber_and_its_talent_a_small_minion():
    bases = [base("b1", FAR, (3, 2, 1), m("s", 3, "bob"), m("big", 4, "bob"))]
    field = played(ex("egg-field"), "action")
    grabber = {**action("ann", ex("head-grabber"), "hg"), "attached_to": "s"}
    result = play_on(bases, field, {"play": grabber})
    assert where(result)["hg"] == "b1"
    result = play_on(bases, field, {"play": {**grabber, "attached_to": "big"}})
    assert "hg" not in where(result) and result["warnings"]
    egg = action("ann", ex("egg-field"), "ef")
    result = talent([base("b1", FAR, (3, 2, 1), egg)], "ef", {"play": m("top", 2)})
    assert where(result)["top"] == "b1"
    result = talent([base("b1", FAR, (3, 2, 1), egg)], "ef", {"play": m("top", 3)})
    assert "top" not in where(result)


def test_extradrone_moves_a_small_one_away_and_may_follow():
    bases = [base("b1", FAR, (3, 2, 1), m("s", 3, "bob")), base("b2", FAR, (3, 2, 1))]
    drone = played(ex("extradrone"), power=3)
    result = play_on(bases, drone, {"card": "s", "to": "b2", "mode": "follow-deck"})
    assert where(result) == {"s": "b2", "x": "b2"} and counters(result)["x"] == 1
    result = play_on(bases, drone, {"card": "s", "to": "b2", "mode": "stay"})
    assert where(result) == {"s": "b2", "x": "b1"} and counters(result)["x"] == 0
    result = play_on(bases, drone)
    assert where(result) == {"s": "b1", "x": "b1"}
    assert assumed(result, "card")["options"] == [{"card": "s", "to": "b2"}]


def test_game_over_dude_plays_a_minion_under_five_off_the_deck():
    bases = [base("b1", FAR, (3, 2, 1)), base("b2", FAR, (3, 2, 1))]
    over = played(ex("game-over-dude"), "action")
    assert where(play_on(bases, over, {"play": m("top", 4), "to": "b2"})) == {"top": "b2"}
    assert where(play_on(bases, over, {"play": m("top", 5), "to": "b2"})) == {}


def test_head_grabber_talent_destroys_its_minion_for_a_small_one_off_the_deck():
    grabber = action("ann", ex("head-grabber"), "hg", attached_to="a", printing="original")
    bases = [base("b1", FAR, (3, 2, 1), m("a", 2), grabber)]
    result = talent(bases, "hg", {"play": m("top", 3)})
    assert where(result) == {"top": "b1"}
    result = talent(bases, "hg", {"play": m("top", 4)})
    assert where(result) == {} and result["warnings"]


def test_head_grabber_talent_needs_your_minion_or_a_minion_since_the_start_of_the_turn():
    # Usable on your minion, or when it already sat on a minion as the turn began.
    grabber = action("ann", ex("head-grabber"), "hg", printing="original")
    bases = [base("b1", FAR, (3, 2, 1), m("b", 3, "bob"), {**grabber, "attached_to": "b"})]
    result = talent(bases, "hg", {"play": m("top", 3)})
    assert where(result) == {"top": "b1"}  # there since the turn began: b destroyed
    data = board(base("b1", FAR, (3, 2, 1), m("b", 3, "bob")))
    data["events"] = [
        {"when": "now", "action": "play", "by": "ann", "card": {**grabber, "attached_to": "b"}},
        {"when": "now", "action": "talent", "card": "hg", "choose": {"play": m("top", 3)}},
    ]
    result = run(data)
    assert where(result) == {"b": "b1", "hg": "b1"}
    assert "was played this turn" in result["warnings"][0]["text"]


def test_hive_queen_talent_weakens_others_where_you_have_an_egg_field():
    queen = card("minion", "ann", ex("hive-queen"), "hq", power=5)
    bases = [
        base("b1", 20, (3, 2, 1), queen, action("ann", ex("egg-field"), "ef"), m("b", 4, "bob")),
        base("b2", 4, (3, 2, 1), m("c", 4, "bob")),
    ]
    result = talent(bases, "hq")
    assert power(result, "c") == 4  # no Egg Field on b2
    bases[0]["breakpoint"] = 8
    result = talent(bases, "hq")
    assert power(result, "b") == 3


# --- wraithrustlers ----------------------------------------------------------------------------


def wr(name: str) -> str:
    return f"wraithrustlers/{name}"


def test_ectoplasm_one_talent_moves_with_your_minion_and_may_destroy_an_action():
    ecto = action("ann", wr("ectoplasm-one"), "ec")
    bases = [
        base("b1", FAR, (3, 2, 1), ecto, m("a")),
        base("b2", FAR, (3, 2, 1), base_action("bob", "act")),
    ]
    result = talent(bases, "ec", {"to": "b2", "card": "a", "cards": ["act"]})
    assert where(result) == {"ec": "b2", "a": "b2"}
    result = talent(bases, "ec")
    assert where(result) == {"ec": "b2", "a": "b2", "act": "b2"}
    assert assumed(result, "cards")["options"] == [{"cards": ["act"]}]

    # The move given, the "may destroy" not: assumed declined and listed (not "declined").
    result = talent(bases, "ec", {"to": "b2", "card": "a"})
    assert "act" in where(result)
    assert assumed(result, "cards")["choose"] is None
    assert assumed(result, "cards")["options"] == [{"cards": ["act"]}]


def test_ellen_talent_destroys_your_action_here_to_lower_the_breakpoint():
    ellen = card("minion", "ann", wr("ellen"), "el", power=4)
    bases = [base("b1", 7, (3, 2, 1), ellen, base_action("ann", "mine"), base_action("bob", "o"))]
    result = talent(bases, "el", {"card": "mine"})
    assert scored(result) == ["b1"]
    result = talent(bases, "el", {"card": "o"})
    assert scored(result) == [] and result["warnings"]
    assert assumed(talent(bases, "el"))["options"] == [{"card": "mine"}]


def test_resurgence_destroys_or_moves_an_action_on_a_base():
    bases = [
        base("b1", FAR, (3, 2, 1), m("b", player="bob"), base_action("bob", "act")),
        base("b2", FAR, (3, 2, 1)),
    ]
    bases[0]["cards"].append(base_action("bob", "att", attached_to="b"))
    res = played(wr("resurgence"), "action")
    assert "act" not in where(play_on(bases, res, {"mode": "destroy", "card": "act"}))
    assert "att" in where(play_on(bases, res, {"mode": "destroy", "card": "att"}))
    result = play_on(bases, res, {"mode": "transfer", "card": "act", "to": "b2"})
    assert where(result)["act"] == "b2"
    result = play_on(bases, res)
    assert assumed(result, "mode")["options"] == [{"mode": "destroy"}, {"mode": "transfer"}]


def test_resurgence_never_takes_an_action_steam_queen_protects():
    # Steam Queen shields Bob's actions from the cards of the other players: Bob's action
    # is neither destroyed nor moved by Ann's Resurgence, and not the assumed target.
    queen = card("minion", "bob", "steampunks/steam-queen", "sq", power=3)
    bases = [
        base("b1", FAR, (3, 2, 1), queen, base_action("bob", "qa")),
        base("b2", FAR, (3, 2, 1), base_action("ann", "mine")),
    ]
    res = played(wr("resurgence"), "action")
    result = play_on(bases, res)
    assert "mine" not in where(result) and where(result)["qa"] == "b1"
    assert assumed(result, "card")["options"] == [{"card": "mine"}]
    for choose in (
        {"mode": "destroy", "card": "qa"},
        {"mode": "transfer", "card": "qa", "to": "b2"},
    ):
        result = play_on(bases, res, choose)
        assert where(result)["qa"] == "b1" and where(result)["mine"] == "b2"
        assert any("Steam Queen" in w["text"] for w in result["warnings"])
    result = play_on(bases, res, {"mode": "transfer"})
    assert where(result) == {"sq": "b1", "qa": "b1", "mine": "b1"}
    assert assumed(result, "card")["options"] == [{"card": "mine", "to": "b1"}]


def test_roy_may_bring_one_of_your_actions_here():
    bases = [
        base("b1", FAR, (3, 2, 1)),
        base("b2", FAR, (3, 2, 1), base_action("ann", "mine"), base_action("bob", "o")),
    ]
    roy = played(wr("roy"), power=3)
    assert where(play_on(bases, roy, {"card": "mine"}))["mine"] == "b1"
    assert where(play_on(bases, roy, {"card": "o"}))["o"] == "b2"
    result = play_on(bases, roy)
    assert where(result)["mine"] == "b2"
    assert assumed(result)["options"] == [{"card": "mine"}]


def test_roy_has_two_power_once_a_wraith_was_destroyed_here_this_turn():
    # Watson destroys Slimy (a Wraith) on b1: Roy there has +2 (and Slimy's +2), and a Roy
    # played there afterwards this turn has +2 too.
    slimy = action("ann", wr("slimy"), "sl")
    roy = card("minion", "ann", wr("roy"), "roy", power=3)
    watson = {**played(wr("watson")), "id": "w"}
    data = board(base("b1", 12, (3, 2, 1), roy, slimy, m("bm", 6, player="bob")))
    data["events"] = [
        {
            "when": "now",
            "action": "play",
            "by": "ann",
            "to": "b1",
            "card": watson,
            "choose": {"card": "sl"},
        }
    ]
    result = run(data)
    assert power(result, "roy") == 7 and power(result, "w") == 4
    data["bases"][0]["cards"].remove(roy)
    data["events"].append(
        {
            "when": "now",
            "action": "play",
            "by": "ann",
            "to": "b1",
            "card": {**played(wr("roy"), power=3), "id": "r2"},
        }
    )
    assert power(run(data), "r2") == 5


def test_unlicensed_nuclear_accelerator_talent_action_for_a_counter():
    acc = action("ann", wr("unlicensed-nuclear-accelerator"), "ua", attached_to="a")
    bases = [base("b1", FAR, (3, 2, 1), m("a"), acc, base_action("ann", "mine"))]
    result = talent(bases, "ua", {"card": "mine"})
    assert counters(result)["a"] == 1 and "mine" not in where(result)


def test_watson_may_destroy_your_action_here():
    bases = [base("b1", FAR, (3, 2, 1), base_action("ann", "mine"))]
    watson = played(wr("watson"))
    assert "mine" not in where(play_on(bases, watson, {"card": "mine"}))
    result = play_on(bases, watson)
    assert "mine" in where(result) and logged(result, "dig their deck for a Wraith")
    assert assumed(result)["options"] == [{"card": "mine"}]


def test_the_other_decisions_left_out_are_assumed_and_listed():
    alien = card("minion", "ann", ex("alien-life-form"), "al", power=4, counters=1)
    result = talent([base("b1", FAR, (3, 2, 1), alien), base("b2", FAR, (3, 2, 1))], "al")
    assert where(result) == {"al": "b2"}
    assert assumed(result)["options"] == [{"to": "b2"}]
    for key in ("egg-field", "game-over-dude"):
        result = play_on([base("b1", FAR, (3, 2, 1))], played(ex(key), "action"))
        assert assumed(result)["choose"] is None
    grabber = action("ann", ex("head-grabber"), "hg", attached_to="a", printing="original")
    result = talent([base("b1", FAR, (3, 2, 1), m("a", 2), grabber)], "hg")
    assert where(result) == {} and assumed(result)["choose"] is None
    acc = action("ann", wr("unlicensed-nuclear-accelerator"), "ua", attached_to="a")
    bases = [base("b1", FAR, (3, 2, 1), m("a"), acc, base_action("ann", "mine"))]
    result = talent(bases, "ua")
    assert counters(result)["a"] == 1
    assert assumed(result)["options"] == [{"card": "mine"}]


def test_ectoplasm_one_asks_the_protections_of_the_move_and_of_the_destroy():
    # Too Tough holds Ann's own "a" (whoever moves it): "c" is the minion that goes along.
    # Steam Queen keeps Bob's "qa" on the new base from Ann's cards: "mine" alone may go.
    ecto = action("ann", wr("ectoplasm-one"), "ec")
    bases = [
        base(
            "b1",
            FAR,
            (3, 2, 1),
            ecto,
            m("a"),
            action("ann", "orcs/too-tough", "tt", attached_to="a", printing="pod"),
            m("c"),
        ),
        base(
            "b2",
            FAR,
            (3, 2, 1),
            card("minion", "bob", "steampunks/steam-queen", "sq", power=3),
            base_action("bob", "qa"),
            base_action("ann", "mine"),
        ),
    ]
    result = talent(bases, "ec", {"to": "b2"})
    assert assumed(result, "card")["options"] == [{"card": "c"}]
    assert assumed(result, "cards")["options"] == [{"cards": ["mine"]}]
    result = talent(bases, "ec", {"to": "b2", "card": "a"})
    assert where(result)["a"] == "b1"
    assert any("Too Tough" in w["text"] for w in result["warnings"])
    result = talent(bases, "ec", {"to": "b2", "card": "c", "cards": ["qa"]})
    assert where(result)["c"] == "b2" and where(result)["qa"] == "b2"
    assert any("Steam Queen" in w["text"] for w in result["warnings"])


def test_ectoplasm_one_moves_no_minion_the_new_base_refuses():
    # Bob's Moai on b2 keeps Ann from moving her minions there: Ectoplasm One goes, "a" stays.
    ecto = action("ann", wr("ectoplasm-one"), "ec")
    moai = card("minion", "bob", "polynesian-voyagers/moai", "mo", power=2)
    bases = [base("b1", FAR, (3, 2, 1), ecto, m("a")), base("b2", FAR, (3, 2, 1), moai)]
    result = talent(bases, "ec", {"to": "b2", "card": "a"})
    assert where(result) == {"ec": "b2", "a": "b1", "mo": "b2"}
    assert any("Moai" in w["text"] for w in result["warnings"])
    result = talent(bases, "ec", {"to": "b2"})
    assert where(result)["a"] == "b1"
    assert not [a for a in result["assumed_choices"] if "card" in (a.get("options") or [{}])[0]]
