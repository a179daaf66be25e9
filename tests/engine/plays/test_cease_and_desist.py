"""Play abilities of Cease and Desist (issue 28): every card of Astroknights, Changerbots,
Ignobles and Star Roamers, both printings, has a play entry; each applied one acts on the board
with a given choose, and a decision left out is assumed and listed."""

from __future__ import annotations

import pytest

from simulator.engine import cards, plays
from tests.engine.card_boards import base, board, card, run, typed
from tests.engine.plays.helpers import (
    FAR,
    action,
    assumed,
    base_action,
    beyond,
    controller,
    events_then,
    logged,
    m,
    play_on,
    played,
    power,
    talent,
    where,
)

FACTIONS = ("astroknights", "changerbots", "ignobles", "star-roamers")
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
    assert {e.box for e in entries.values()} == {"Cease and Desist"}


def test_leader_two_acts_by_its_talent_original_and_when_played_pod():
    assert plays.lookup("changerbots/leader-two", "original").talent is not None
    assert plays.lookup("changerbots/leader-two", "original").act is None
    assert plays.lookup("changerbots/leader-two", "pod").act is not None
    assert plays.lookup("star-roamers/weird-new-worlds", "pod").status == plays.NOT_SIMULATED


# --- astroknights ------------------------------------------------------------------------------


def ak(name: str) -> str:
    return f"astroknights/{name}"


def test_annoying_alien_talent_gives_minus_two_to_same_name_minions_here():
    alien = card("minion", "ann", ak("annoying-alien"), "aa", power=2)
    twin = {"power": 4}
    bases = [
        base(
            "b1",
            4,
            (3, 2, 1),
            alien,
            card("minion", "bob", "robots/warbot", "w1", **twin),
            card("minion", "bob", "robots/warbot", "w2", **twin),
            m("t", 4, "bob"),
        )
    ]
    result = talent(bases, "aa", {"card": "w1"})
    assert [power(result, i) for i in ("w1", "w2", "t")] == [2, 2, 4]
    result = talent(bases, "aa")
    assert power(result, "aa") == 0  # the first minion here named: itself
    assert assumed(result)["options"][:2] == [{"card": "aa"}, {"card": "w1"}]


def test_astro_robot_may_destroy_an_action_here():
    bases = [
        base("b1", FAR, (3, 2, 1), m("b", player="bob"), base_action("bob", "on")),
        base("b2", FAR, (3, 2, 1), base_action("bob", "far")),
    ]
    bases[0]["cards"].append(base_action("bob", "att", attached_to="b"))
    robot = played(ak("astro-robot"))
    assert "att" not in where(play_on(bases, robot, {"card": "att"}))
    assert "on" not in where(play_on(bases, robot, {"card": "on"}))
    assert "far" in where(play_on(bases, robot, {"card": "far"}))
    result = play_on(bases, robot)
    assert set(where(result)) == {"b", "on", "att", "far", "x"}
    assert assumed(result)["options"] == [{"card": "on"}, {"card": "att"}]


def test_astro_robot_leaves_out_an_action_a_protection_keeps():
    # Steam Queen keeps Bob's actions from Ann's cards: Cat's action here is the only option.
    bases = [
        base(
            "b1",
            FAR,
            (3, 2, 1),
            base_action("bob", "kept"),
            base_action("cat", "free"),
            card("minion", "bob", "steampunks/steam-queen", "sq", power=3),
        )
    ]
    robot = played(ak("astro-robot"))
    three = {"players": ["ann", "bob", "cat"]}
    assert assumed(play_on(bases, robot, **three))["options"] == [{"card": "free"}]
    named = play_on(bases, robot, {"card": "kept"}, **three)
    assert "kept" in where(named)
    assert any("Steam Queen" in w["text"] for w in named["warnings"])
    assert named["plays"][0]["applied"] is False


@pytest.mark.parametrize(
    "key,gain,bobs", [("block-the-probe", 2, True), ("use-the-fours", 4, False)]
)
def test_power_until_the_end_of_the_turn(key, gain, bobs):
    bases = [base("b1", 6, (3, 2, 1), m("a"), m("b", player="bob"))]
    result = play_on(bases, played(ak(key), "action"), {"card": "b"})
    assert power(result, "b") == (3 + gain if bobs else 3)
    result = play_on(bases, played(ak(key), "action"))
    assert power(result, "a") == 3 + gain


def test_yield_to_rage_plus_two_to_yours_and_an_extra_action():
    rage = played(ak("yield-to-rage"), "action")
    data = events_then(rage, base_action("ann", "e1"))
    data["events"][0]["choose"] = {"card": "a"}
    result = run(data)
    assert beyond(result) == []
    assert logged(result, "a gets +2 power")


def test_pupoks_talent_costs_a_vp_and_may_play_a_drawn_card():
    pupoks = card("minion", "ann", ak("pupoks"), "pk", power=2)
    bases = [base("b1", FAR, (3, 2, 1), pupoks), base("b2", FAR, (3, 2, 1))]
    result = talent(bases, "pk", {"play": m("drawn"), "to": "b2"}, vp={"ann": 3, "bob": 0})
    assert result["vp"]["ann"] == 2 and where(result)["drawn"] == "b2"
    result = talent(bases, "pk", vp={"ann": 3, "bob": 0})
    assert result["vp"]["ann"] == 2 and "drawn" not in where(result)
    assert assumed(result)["choose"] is None


def test_scoundrel_talent_moves_with_another_of_yours():
    scoundrel = card("minion", "ann", ak("scoundrel"), "sc", power=4)
    bases = [base("b1", FAR, (3, 2, 1), scoundrel, m("a"), m("b", player="bob"))]
    bases.append(base("b2", FAR, (3, 2, 1)))
    result = talent(bases, "sc", {"card": "a", "to": "b2"})
    assert where(result) == {"sc": "b2", "a": "b2", "b": "b1"}
    result = talent(bases, "sc")
    assert where(result) == {"sc": "b2", "a": "b2", "b": "b1"}
    assert assumed(result, "card")["options"] == [{"card": "a"}]
    alone = [base("b1", FAR, (3, 2, 1), scoundrel), base("b2", FAR, (3, 2, 1))]
    assert where(talent(alone, "sc", {"to": "b2"})) == {"sc": "b2"}


def test_scoundrel_talent_leaves_out_a_mate_or_a_base_that_refuses_the_move():
    # Too Tough keeps a from being moved, by anyone; Bob's Moai refuses Ann's minions on b2.
    scoundrel = card("minion", "ann", ak("scoundrel"), "sc", power=4)
    tough = card("action", "ann", "orcs/too-tough", "tt", printing="pod", attached_to="a")
    moai = card("minion", "bob", "polynesian-voyagers/moai", "mo", power=2)
    bases = [
        base("b1", FAR, (3, 2, 1), scoundrel, m("a"), tough, m("c")),
        base("b2", FAR, (3, 2, 1), moai),
        base("b3", FAR, (3, 2, 1)),
    ]
    result = talent(bases, "sc")
    assert assumed(result, "card")["options"] == [{"card": "c"}]
    assert assumed(result, "to")["options"] == [{"to": "b3"}]
    assert where(result) == {"sc": "b3", "a": "b1", "tt": "b1", "c": "b3", "mo": "b2"}
    named = talent(bases, "sc", {"card": "a", "to": "b3"})
    assert where(named)["a"] == "b1" and where(named)["sc"] == "b3"
    assert any("Too Tough" in w["text"] for w in named["warnings"])
    refused = talent(bases, "sc", {"card": "c", "to": "b2"})
    assert where(refused)["sc"] == "b1" and where(refused)["c"] == "b1"
    assert any("Moai" in w["text"] for w in refused["warnings"])


def test_space_prince_talent_grants_an_extra_action():
    prince = card("minion", "ann", ak("space-prince"), "sp", power=4)
    data = board(base("b1", FAR, (3, 2, 1), prince))
    data["events"] = [{"when": "now", "action": "talent", "card": "sp"}] + [
        {"when": "now", "action": "play", "by": "ann", "to": "b1", "card": base_action("ann", i)}
        for i in ("e1", "e2")
    ]
    assert beyond(run(data)) == []


# --- changerbots -------------------------------------------------------------------------------


def cb(name: str) -> str:
    return f"changerbots/{name}"


def test_bruiser_talent_plus_two():
    bruiser = card("minion", "ann", cb("bruiser"), "br", power=2)
    result = talent([base("b1", 4, (3, 2, 1), bruiser)], "br")
    assert power(result, "br") == 4 and logged(result, "not simulated, is not applied")


def test_change_into_a_gun_destroys_a_small_minion_there():
    bases = [base("b1", FAR, (3, 2, 1), m("a", 5), m("s", 4, "bob"), m("big", 5, "bob"))]
    bases.append(base("b2", FAR, (3, 2, 1), m("far", 1, "bob")))
    gun = played(cb("change-into-a-gun"), "action", attached_to="a")
    result = play_on(bases, gun, {"card": "s"})
    assert set(where(result)) == {"a", "big", "far", "x"}
    assert "big" in where(play_on(bases, gun, {"card": "big"}))
    # Not given: the first minion there of power 4 or less, a itself (5, -2 with the gun on it).
    result = play_on(bases, gun)
    assert set(where(result)) == {"s", "big", "far"}
    assert assumed(result)["options"] == [{"card": "a"}, {"card": "s"}]


def test_form_mergacon_plus_one_to_yours_on_a_base():
    bases = [base("b1", 7, (3, 2, 1), m("a"), m("c"), m("b", player="bob"))]
    bases.append(base("b2", FAR, (3, 2, 1), m("far")))
    result = play_on(bases, played(cb("form-mergacon"), "action"), {"base": "b1"})
    assert [power(result, i) for i in ("a", "c", "b")] == [4, 4, 3]
    result = play_on(bases, played(cb("form-mergacon"), "action"))
    assert power(result, "a") == 4
    assert assumed(result)["options"] == [{"base": "b1"}, {"base": "b2"}]


def test_huffie_and_flighterizer_move_with_minus_one():
    huffie = card("minion", "ann", cb("huffie"), "hf", power=3)
    bases = [base("b1", FAR, (3, 2, 1), huffie), base("b2", 2, (3, 2, 1))]
    result = talent(bases, "hf", {"to": "b2"})
    assert result["scorings"][0]["base"] == "b2" and power(result, "hf") == 2
    flight = action("ann", cb("flighterizer"), "fl", attached_to="a")
    bases = [base("b1", FAR, (3, 2, 1), m("a"), flight), base("b2", 2, (3, 2, 1))]
    result = talent(bases, "fl")
    assert result["scorings"][0]["base"] == "b2" and power(result, "a") == 2
    assert assumed(result)["options"] == [{"to": "b2"}]


def test_huffie_and_flighterizer_offer_no_base_that_refuses_the_move():
    # Bob's Moai keeps Ann from moving her minions to b2.
    moai = card("minion", "bob", "polynesian-voyagers/moai", "mo", power=2)
    huffie = card("minion", "ann", cb("huffie"), "hf", power=3)
    flight = action("ann", cb("flighterizer"), "fl", attached_to="a")
    for user, cards_ in (("hf", (huffie,)), ("fl", (m("a"), flight))):
        bases = [
            base("b1", FAR, (3, 2, 1), *cards_),
            base("b2", FAR, (3, 2, 1), moai),
            base("b3", FAR, (3, 2, 1)),
        ]
        assert assumed(talent(bases, user))["options"] == [{"to": "b3"}]
        named = talent(bases, user, {"to": "b2"})
        assert where(named)[cards_[0]["id"]] == "b1"
        assert any("Moai" in w["text"] for w in named["warnings"])


@pytest.mark.parametrize("printing", ["original", "pod"])
def test_leader_two_plus_two_to_another_of_yours(printing):
    leader = card("minion", "ann", cb("leader-two"), "x", power=6, printing=printing)
    bases = [base("b1", 5, (3, 2, 1), m("a"), m("b", player="bob"))]

    def use(choose):
        if printing == "pod":
            return play_on(bases, leader, choose)
        return talent([{**bases[0], "cards": [*bases[0]["cards"], leader]}], "x", choose)

    assert power(use({"card": "a"}), "a") == 5
    assert power(use({"card": "b"}), "b") == 3  # not ann's: refused
    result = use(None)
    assert power(result, "a") == 5
    assert assumed(result)["options"] == [{"card": "a"}]


def test_mergacon_talent_moves_the_titan():
    titan = {
        "type": "titan",
        "id": "mg",
        "owner": "ann",
        "controller": "ann",
        "card": cb("mergacon"),
        "power": 0,
    }
    bases = [base("b1", FAR, (3, 2, 1), titan), base("b2", FAR, (3, 2, 1))]
    result = talent(bases, "mg", {"to": "b2"})
    assert where(result) == {"mg": "b2"} and logged(result, "+3 is lost")
    result = talent(bases, "mg")
    assert where(result) == {"mg": "b2"}
    assert assumed(result)["options"] == [{"to": "b2"}]


def test_mergacon_moved_by_its_talent_loses_its_three_power_for_the_turn():
    # "You have +3 power here", lost until the end of the turn once its Talent moves it: on b2
    # (breakpoint 7) ann has her 3 alone, below bob's 4; unmoved, its +3 would give her 6.
    titan = {
        "type": "titan",
        "id": "mg",
        "owner": "ann",
        "controller": "ann",
        "card": cb("mergacon"),
        "power": 0,
    }
    bases = [
        base("b1", FAR, (3, 2, 1), titan),
        base("b2", 7, (3, 2, 1), m("a"), m("o", 4, "bob")),
    ]
    result = talent(bases, "mg", {"to": "b2"})
    (scoring,) = result["scorings"]
    assert {s["player"]: s["power"] for s in scoring["standings"]} == {"ann": 3, "bob": 4}


def test_passengers_brings_another_of_yours_to_its_minion():
    pas = action("ann", cb("passengers"), "ps", attached_to="a")
    bases = [base("b1", FAR, (3, 2, 1), m("a"), pas), base("b2", FAR, (3, 2, 1), m("c"))]
    result = talent(bases, "ps", {"card": "c"})
    assert where(result)["c"] == "b1"
    result = talent(bases, "ps")
    assert where(result)["c"] == "b2"
    assert assumed(result)["options"] == [{"card": "c"}]


def test_solarshout_and_the_touch_talents():
    solar = card("minion", "ann", cb("solarshout"), "so", power=4)
    data = board(base("b1", 2, (3, 2, 1), solar))
    data["events"] = [{"when": "now", "action": "talent", "card": "so"}] + [
        {"when": "now", "action": "play", "by": "ann", "to": "b1", "card": base_action("ann", i)}
        for i in ("e1", "e2")
    ]
    result = run(data)
    assert beyond(result) == [] and power(result, "so") == 2
    touch = action("ann", cb("the-touch"), "tt", attached_to="a")
    result = talent([base("b1", 6, (3, 2, 1), m("a"), touch)], "tt")
    assert power(result, "a") == 6


# --- ignobles ----------------------------------------------------------------------------------


def ig(name: str) -> str:
    return f"ignobles/{name}"


def held_by_bob(card_id: str, power: int = 3) -> dict:
    """A minion ann owns and bob controls."""
    return typed("ann", power, card_id, controller="bob")


def test_activate_the_spy_takes_back_your_minion_and_grants_an_action():
    bases = [base("b1", FAR, (3, 2, 1), held_by_bob("h"), m("b", player="bob"))]
    spy = played(ig("activate-the-spy"), "action")
    data = events_then(spy, base_action("ann", "e1"), bases=bases)
    data["events"][0]["choose"] = {"card": "h"}
    result = run(data)
    assert controller(result, "h") == "ann" and beyond(result) == []
    result = play_on(bases, spy, {"card": "b"})  # bob owns it
    assert controller(result, "b") == "bob"
    result = play_on(bases, spy)
    assert controller(result, "h") == "ann"
    assert assumed(result)["options"] == [{"card": "h"}]


def test_banner_call_takes_back_any_number():
    bases = [base("b1", FAR, (3, 2, 1), held_by_bob("h1"), held_by_bob("h2"))]
    call = played(ig("banner-call"), "action")
    result = play_on(bases, call, {"cards": ["h1", "h2"]})
    assert (controller(result, "h1"), controller(result, "h2")) == ("ann", "ann")
    result = play_on(bases, call)
    assert (controller(result, "h1"), controller(result, "h2")) == ("bob", "bob")
    assert assumed(result)["options"][0] == {"cards": ["h1", "h2"]}


@pytest.mark.parametrize("key,extra", [("betrothed", False), ("sneaky-squire", True)])
def test_a_minion_that_may_give_itself_away(key, extra):
    bases = [base("b1", FAR, (3, 2, 1))]
    me = played(ig(key))
    data = events_then(me, m("n"), bases=bases)
    data["events"][0]["choose"] = {"card": "x", "player": "bob"}
    result = run(data)
    assert controller(result, "x") == "bob"
    assert beyond(result) == ([] if extra else [1])
    result = play_on(bases, me)
    assert controller(result, "x") == "ann"
    assert assumed(result)["options"] == [{"card": "x", "player": "bob"}]


@pytest.mark.parametrize("key", ["betrothed", "sneaky-squire"])
def test_a_minion_giving_itself_away_needs_only_the_player(key):
    # The minion given is the card itself: naming the player who gets it is enough; another
    # card named is refused.
    bases = [base("b1", FAR, (3, 2, 1), m("n"))]
    result = play_on(bases, played(ig(key)), {"player": "bob"})
    assert controller(result, "x") == "bob"
    assert result["warnings"] == []
    result = play_on(bases, played(ig(key)), {"card": "n", "player": "bob"})
    assert controller(result, "x") == controller(result, "n") == "ann"
    assert len(result["warnings"]) == 1


def test_giving_a_minion_away_is_your_own_effect_for_your_protections():
    # Ann's Protector Fields keeps other players' cards off her minions there, not her own.
    fields = action("ann", sr("protector-fields"), "pf")
    squire = played(ig("sneaky-squire"))
    result = play_on([base("b1", FAR, (3, 2, 1), fields)], squire, {"card": "x", "player": "bob"})
    assert controller(result, "x") == "bob"


def test_fate_of_the_favorites_each_player_destroys_one_they_own():
    bases = [base("b1", FAR, (3, 2, 1), m("a"), m("c"), m("b", player="bob"), held_by_bob("h"))]
    fate = played(ig("fate-of-the-favorites"), "action")
    result = play_on(bases, fate, {"cards": ["h", "b"]})
    assert set(where(result)) == {"a", "c"}
    result = play_on(bases, fate, {"cards": ["a", "c"]})  # two of ann's, none of bob's
    assert set(where(result)) == {"a", "c", "b", "h"} and result["warnings"]
    result = play_on(bases, fate)
    assert set(where(result)) == {"c", "h"}
    # Each player's choices (review c5): Ann's others, Bob's only one.
    assert assumed(result)["options"] == [
        {"cards": ["a", "b"]},
        {"cards": ["c", "b"]},
        {"cards": ["h", "b"]},
    ]


def test_hostage_exchange_swaps_for_an_equal_or_weaker_minion():
    bases = [base("b1", FAR, (3, 2, 1), m("a", 3), m("s", 3, "bob"), m("big", 4, "bob"))]
    swap = played(ig("hostage-exchange"), "action")
    result = play_on(bases, swap, {"order": ["a", "s"]})
    assert (controller(result, "a"), controller(result, "s")) == ("bob", "ann")
    result = play_on(bases, swap, {"order": ["a", "big"]})
    assert (controller(result, "a"), controller(result, "big")) == ("ann", "bob")
    result = play_on(bases, swap)
    assert assumed(result)["options"] == [{"order": ["a", "s"]}]


def test_out_of_sight_each_player_returns_one_they_own():
    bases = [base("b1", FAR, (3, 2, 1), m("a"), m("b", player="bob"))]
    result = play_on(bases, played(ig("out-of-sight"), "action"), {"cards": ["a", "b"]})
    assert where(result) == {}
    assert {p: [c["id"] for c in cs] for p, cs in result["board"]["hands"].items()} == {
        "ann": ["a"],
        "bob": ["b"],
    }


def test_out_of_sight_lists_every_combination_of_the_players_choices():
    # Each player picks one of theirs: the options are every pair of picks (ann's a or s
    # with bob's w, y or z), not one change at a time.
    bases = [
        base("b1", FAR, (3, 2, 1), m("a"), held_by_bob("s"), m("w", player="bob")),
        base("b2", FAR, (3, 2, 1), m("y", player="bob"), m("z", player="bob")),
    ]
    entry = assumed(play_on(bases, played(ig("out-of-sight"), "action")))
    pairs = [tuple(o["cards"]) for o in entry["options"]]
    assert sorted(pairs) == sorted((p, q) for p in "as" for q in "wyz")
    assert pairs[0] == ("a", "w")
    assert entry["options_cut"] is False
    # More than the options listed: cut, and said so.
    many = [base("b1", FAR, (3, 2, 1), *[m(f"a{i}") for i in range(7)])]
    many[0]["cards"] += [m(f"o{i}", player="bob") for i in range(7)]
    entry = assumed(play_on(many, played(ig("out-of-sight"), "action")))
    assert len(entry["options"]) == 20
    assert entry["options_cut"] is True


def test_red_birthday_party_destroys_yours_and_every_weaker_one_there():
    bases = [
        base("b1", FAR, (3, 2, 1), m("a", 3), m("w", 2, "bob"), m("s", 4, "bob"), m("e", 3)),
        base("b2", FAR, (3, 2, 1), m("far", 1, "bob")),
    ]
    party = played(ig("red-birthday-party"), "action")
    result = play_on(bases, party, {"card": "a"})
    assert set(where(result)) == {"s", "e", "far"}
    result = play_on(bases, party, {"card": "s"})  # bob's
    assert set(where(result)) == {"a", "w", "s", "e", "far"}
    result = play_on(bases, party)
    assert assumed(result)["options"] == [{"card": "a"}, {"card": "e"}]


def test_repaying_debts_and_aunt_of_drakes_give_a_minion_away_for_an_extra_play():
    bases = [base("b1", FAR, (3, 2, 1), m("a"))]
    debts = played(ig("repaying-debts"), "action")
    data = events_then(debts, m("n1"), m("n2"), bases=bases)
    data["events"][0]["choose"] = {"card": "a", "player": "bob"}
    result = run(data)
    assert controller(result, "a") == "bob" and beyond(result) == []
    assert logged(result, "draws 2 card(s)")
    result = play_on(bases, debts)
    assert controller(result, "a") == "bob"
    assert assumed(result)["options"] == [{"card": "a", "player": "bob"}]
    aunt = card("minion", "ann", ig("aunt-of-drakes"), "ad", power=5)
    result = talent(
        [base("b1", FAR, (3, 2, 1), aunt, m("a"))], "ad", {"card": "a", "player": "bob"}
    )
    assert controller(result, "a") == "bob" and logged(result, "draws 1 card(s)")


def test_aunt_of_drakes_talent_may_give_herself_away():
    # Any of your minions may be given away (the text says no "other"): alone on the
    # table, the Aunt can give herself away for the draw and the extra action.
    aunt = card("minion", "ann", ig("aunt-of-drakes"), "ad", power=5)
    bases = [base("b1", FAR, (3, 2, 1), aunt)]
    result = talent(bases, "ad", {"card": "ad", "player": "bob"})
    assert result["warnings"] == []
    assert controller(result, "ad") == "bob" and logged(result, "draws 1 card(s)")
    assert logged(result, "ann may play an extra action")
    result = talent(bases, "ad")
    assert assumed(result)["options"] == [{"card": "ad", "player": "bob"}]


def test_the_hill_that_strolls_talent_gives_or_takes_back():
    hill = {
        "type": "titan",
        "id": "hl",
        "owner": "ann",
        "controller": "ann",
        "card": ig("the-hill-that-strolls"),
        "power": 0,
    }
    bases = [base("b1", FAR, (3, 2, 1), hill, m("a"), held_by_bob("h"))]
    result = talent(bases, "hl", {"mode": "give", "card": "a", "player": "bob"})
    assert controller(result, "a") == "bob"
    result = talent(bases, "hl", {"mode": "take", "card": "h"})
    assert controller(result, "h") == "ann"
    result = talent(bases, "hl")
    assert assumed(result, "mode")["options"] == [{"mode": "give"}, {"mode": "take"}]


# --- star roamers ------------------------------------------------------------------------------


def sr(name: str) -> str:
    return f"star-roamers/{name}"


def test_hyperspeed_10_moves_every_minion_of_a_base_to_one_other():
    bases = [
        base("b1", FAR, (3, 2, 1), m("a"), m("b", player="bob")),
        base("b2", FAR, (3, 2, 1), m("c")),
        base("b3", FAR, (3, 2, 1)),
    ]
    speed = played(sr("hyperspeed-10"), "action")
    result = play_on(bases, speed, {"base": "b1", "to": "b3"})
    assert where(result) == {"a": "b3", "b": "b3", "c": "b2"}
    result = play_on(bases, speed)
    assert where(result) == {"a": "b2", "b": "b2", "c": "b2"}
    assert assumed(result)["options"][:2] == [
        {"base": "b1", "to": "b2"},
        {"base": "b1", "to": "b3"},
    ]


def test_mass_teleport_each_player_returns_one_they_control():
    bases = [base("b1", FAR, (3, 2, 1), m("a"), m("b", player="bob"), held_by_bob("h"))]
    teleport = played(sr("mass-teleport"), "action")
    result = play_on(bases, teleport, {"cards": ["a", "h"]})
    assert set(where(result)) == {"b"}
    assert sorted(c["id"] for c in result["board"]["hands"]["ann"]) == ["a", "h"]
    result = play_on(bases, teleport)
    assert set(where(result)) == {"h"}
    # Each player's choices (review c5): Bob controls b and h.
    assert assumed(result)["options"] == [{"cards": ["a", "b"]}, {"cards": ["a", "h"]}]


def test_port_me_up_returns_one_of_yours():
    bases = [base("b1", FAR, (3, 2, 1), m("a"), m("b", player="bob"))]
    result = play_on(bases, played(sr("port-me-up"), "action"), {"card": "a"})
    assert set(where(result)) == {"b"}
    result = play_on(bases, played(sr("port-me-up"), "action"), {"card": "b"})
    assert set(where(result)) == {"a", "b"}
    result = play_on(bases, played(sr("port-me-up"), "action"))
    assert assumed(result)["options"] == [{"card": "a"}]


def test_science_officer_talent_returns_a_small_one_of_yours_for_an_extra_minion():
    officer = card("minion", "ann", sr("science-officer"), "so", power=4)
    bases = [base("b1", FAR, (3, 2, 1), officer, m("a", 4), m("big", 5))]
    data = board(*bases)
    data["events"] = [
        {"when": "now", "action": "talent", "card": "so", "choose": {"card": "a"}},
        *[
            {"when": "now", "action": "play", "by": "ann", "to": "b1", "card": m(i)}
            for i in ("n1", "n2")
        ],
    ]
    result = run(data)
    assert "a" not in where(result) and beyond(result) == []
    result = talent(bases, "so", {"card": "big"})
    assert "big" in where(result) and result["warnings"]


def test_science_officer_talent_may_return_itself():
    # Any of your minions of power 4 or less (no "other"): the Officer has power 4.
    officer = card("minion", "ann", sr("science-officer"), "so", power=4)
    result = talent([base("b1", FAR, (3, 2, 1), officer)], "so", {"card": "so"})
    assert result["warnings"] == []
    assert "so" not in where(result)
    assert [c["id"] for c in result["board"]["hands"]["ann"]] == ["so"]


def test_ships_captain_plays_the_found_minion_here_if_small():
    bases = [base("b1", FAR, (3, 2, 1)), base("b2", FAR, (3, 2, 1))]
    captain = played(sr("ships-captain"), power=5)
    assert where(play_on(bases, captain, {"play": m("f", 3)}))["f"] == "b1"
    result = play_on(bases, captain, {"play": m("f", 4)})
    assert "f" not in where(result) and logged(result, "into their hand")
    assert "f" not in where(play_on(bases, captain, {"play": m("f", 2), "to": "b2"}))


def test_teleport_error_moves_to_the_base_drawn():
    bases = [base("b1", FAR, (3, 2, 1), m("a")), base("b2", FAR, (3, 2, 1))]
    error = played(sr("teleport-error"), "action")
    assert where(play_on(bases, error, {"card": "a", "to": "b2"})) == {"a": "b2"}
    result = play_on(bases, error)
    assert where(result) == {"a": "b1"} and result["warnings"]


def test_teleport_error_assumes_no_minion_moon_dumpster_holds():
    # Moon Dumpster: Ann may not move her minions away from it. Her "a" there (first in table
    # order) is no option: Bob's "z" is assumed and moves to the base drawn.
    bases = [
        base("b1", FAR, (3, 2, 1)),
        {
            "id": "b2",
            "base": "moon-dumpster",
            "breakpoint": FAR,
            "vp": [3, 2, 1],
            "cards": [m("a")],
        },
        base("b3", FAR, (3, 2, 1), m("z", player="bob")),
    ]
    error = played(sr("teleport-error"), "action")
    result = play_on(bases, error, {"to": "b1"})
    assert where(result) == {"a": "b2", "z": "b1"}
    (assumed,) = [a for a in result["assumed_choices"] if a.get("event") == 0]
    assert assumed["choose"] == {"card": "z"} and {"card": "a"} not in assumed["options"]


def test_teleport_overflow_returns_one_of_yours_and_grants_the_revealed_minions():
    bases = [base("b1", FAR, (3, 2, 1), m("a"))]
    overflow = played(sr("teleport-overflow"), "action")
    data = events_then(overflow, m("n1"), m("n2"), m("n3"), bases=bases)
    data["events"][0]["choose"] = {"card": "a", "count": 2}
    result = run(data)
    assert "a" not in where(result) and beyond(result) == []
    data["events"][0]["choose"] = {"card": "a"}
    assert beyond(run(data)) == [2, 3]


def test_the_other_decisions_left_out_are_assumed_and_listed():
    officer = card("minion", "ann", sr("science-officer"), "so", power=4)
    result = talent([base("b1", FAR, (3, 2, 1), officer, m("a", 4))], "so")
    # "One of your minions" takes the Officer too: first in table order, it is assumed.
    assert "so" not in where(result) and "a" in where(result)
    assert assumed(result)["options"] == [{"card": "so"}, {"card": "a"}]
    bases = [base("b1", FAR, (3, 2, 1), m("a"))]
    result = play_on(bases, played(sr("teleport-overflow"), "action"), hand_size={"ann": 2})
    assert "a" not in where(result)
    # The hand: its two cards and the minion just returned.
    assert assumed(result, "count")["options"] == [{"count": 1}, {"count": 2}, {"count": 3}]
    result = play_on(bases, played(sr("ships-captain"), power=5))
    assert assumed(result)["choose"] is None and logged(result, "into their hand")


# --- the review of session 25 (c2, c5) -----------------------------------------------------------


def _sneaksy(card_id: str = "sn") -> dict:
    """Bob's Sneaksy: other players' actions do not affect Bob's minions on its base."""
    return {
        "type": "minion",
        "id": card_id,
        "owner": "bob",
        "card": "halflings/sneaksy",
        "power": 0,
    }


def test_hostage_exchange_never_offers_nor_assumes_a_minion_it_cannot_take():
    # Hostage Exchange swaps control of one of your minions for one of theirs with no more
    # power. Sneaksy keeps s from Ann's action: s is no option; t is
    # too strong, so nothing can be exchanged and nothing changes hands, with a warning.
    bases = [
        base("b1", FAR, (3, 2, 1), m("a", 3), m("t", 4, "bob")),
        base("b2", FAR, (3, 2, 1), _sneaksy(), m("s", 2, "bob")),
    ]
    swap = played(ig("hostage-exchange"), "action")
    result = play_on(bases, swap)
    assert (controller(result, "a"), controller(result, "s")) == ("ann", "bob")
    assert result["assumed_choices"] == []
    assert result["warnings"]
    # Named, nothing changes hands either, and the warning gives the protection (Sneaksy's).
    result = play_on(bases, swap, {"order": ["a", "s"]})
    assert (controller(result, "a"), controller(result, "s")) == ("ann", "bob")
    (warning,) = result["warnings"]
    assert warning["text"].endswith(": other players' actions do not affect it")
    assert warning["text_fr"].endswith(" : les Actions adverses ne l'affectent pas")
    # Another of Bob's minions that can be taken is still offered.
    bases[0]["cards"].append(m("w", 1, "bob"))
    result = play_on(bases, swap)
    assert assumed(result)["options"] == [{"order": ["a", "w"]}]
    assert (controller(result, "a"), controller(result, "w")) == ("bob", "ann")


def _ghost_knight(card_id: str = "gk") -> dict:
    """Bob's Ghost Knight: "cannot be destroyed"."""
    return {
        "type": "minion",
        "id": card_id,
        "owner": "bob",
        "card": "astroknights/ghost-knight",
        "power": 3,
    }


def test_fate_of_the_favorites_offers_each_players_choices_and_never_assumes_a_protected_one():
    # Fate of the Favorites: every player destroys one minion they own. Ghost Knight cannot be
    # destroyed: it is never assumed nor offered; every combination of the players' choices is
    # offered (table order, the first of everyone's first; review s26 b, finding 2: this test
    # listed only one change at a time, leaving out a2 with c2).
    bases = [
        base("b1", FAR, (3, 2, 1), m("a1"), m("a2"), _ghost_knight(), m("b2", 2, "bob")),
        base("b2", FAR, (3, 2, 1), m("c1", 2, "cy"), m("c2", 1, "cy")),
    ]
    fate = played(ig("fate-of-the-favorites"), "action")
    data = board(*bases, players=("ann", "bob", "cy"))
    data["events"] = [{"when": "now", "action": "play", "by": "ann", "card": fate}]
    result = run(data)
    assert set(where(result)) == {"a2", "gk", "c2"}
    entry = assumed(result)
    assert entry["choose"] == {"cards": ["a1", "b2", "c1"]}
    assert entry["options"] == [
        {"cards": ["a1", "b2", "c1"]},
        {"cards": ["a1", "b2", "c2"]},
        {"cards": ["a2", "b2", "c1"]},
        {"cards": ["a2", "b2", "c2"]},
    ]
    assert "ann must have each player destroy a minion they own" in entry["reason"]
    assert "faire détruire à chaque joueur une Créature qui lui appartient" in entry["reason_fr"]
    # Named, it is left out with a warning naming why; the others named are destroyed.
    data["events"][0]["choose"] = {"cards": ["a1", "gk", "c1"]}
    result = run(data)
    assert set(where(result)) == {"a2", "gk", "b2", "c2"}
    (warning,) = result["warnings"]
    assert "destroy gk" in warning["text"] and "détruire gk" in warning["text_fr"]
    assert result["plays"][0]["applied"] is True


def test_mass_teleport_and_out_of_sight_say_who_does_what():
    # "ann must every player sends..." (review c5): the decision reads as an infinitive.
    bases = [base("b1", FAR, (3, 2, 1), m("a"), m("b", player="bob"))]
    teleport = assumed(play_on(bases, played(sr("mass-teleport"), "action")))
    assert (
        "ann must have every player return a minion they control to its owner's hand"
        in (teleport["reason"])
    )
    assert (
        "ann doit faire renvoyer à chaque joueur une de ses Créatures dans la main de son "
        in (teleport["reason_fr"])
    )
    sight = assumed(play_on(bases, played(ig("out-of-sight"), "action")))
    assert "ann must have each player return a minion they own to their hand" in sight["reason"]
    assert (
        "ann doit faire reprendre en main à chaque joueur une Créature qui lui appartient"
        in (sight["reason_fr"])
    )


def test_fate_of_the_favorites_a_player_whose_minions_cannot_be_destroyed_destroys_none():
    bases = [base("b1", FAR, (3, 2, 1), m("a1"), _ghost_knight())]
    fate = played(ig("fate-of-the-favorites"), "action")
    result = play_on(bases, fate)
    assert set(where(result)) == {"gk"}
    assert assumed(result)["options"] == [{"cards": ["a1"]}]
    (warning,) = result["warnings"]
    assert warning["text"].endswith("no minion of bob can be destroyed")
    assert warning["text_fr"].endswith("aucune Créature de bob ne peut être détruite")
    # Named anyway: left out, one warning.
    result = play_on(bases, fate, {"cards": ["a1", "gk"]})
    assert set(where(result)) == {"gk"}
    assert len(result["warnings"]) == 1
