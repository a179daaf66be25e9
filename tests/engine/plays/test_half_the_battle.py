"""Play abilities of Half the Battle (issue 28), faction by faction: each card of the factions
done has a play entry in both printings; each applied one acts on the board."""

from __future__ import annotations

import pytest

from simulator.engine import cards, plays
from tests.engine.card_boards import base, board, run
from tests.engine.plays.helpers import FAR, m, where

# The factions done, with their number of cards in the card registry.
DONE = {
    "adolescent-epic-geckos": 14,
    "gi-gerald": 12,
    "pearl-and-the-images": 12,
    "rulers-of-the-cosmos": 15,
}
PRINTINGS = ("original", "pod")


def played(key: str, kind: str = "action", power: int | None = None, **extra) -> dict:
    data = {"type": kind, "id": "x", "owner": "ann", "card": key, **extra}
    if kind == "minion":
        data["power"] = power if power is not None else 2
    else:
        data["controller"] = "ann"
    return data


def action(card_id: str) -> dict:
    return {"type": "action", "id": card_id, "owner": "ann", "controller": "ann"}


def event(card: dict, choose: dict | None = None, to: str | None = "b1") -> dict:
    data = {"when": "now", "action": "play", "by": "ann", "card": card}
    if to is not None:
        data["to"] = to
    if choose is not None:
        data["choose"] = choose
    return data


def run_events(bases: list[dict], *events: dict, **extra) -> dict:
    data = board(*bases, **extra)
    data["events"] = list(events)
    return run(data)


def play_on(bases, card, choose=None, to="b1", **extra) -> dict:
    return run_events(bases, event(card, choose, to), **extra)


def talent(card_id: str = "x", choose: dict | None = None) -> dict:
    data = {"when": "now", "action": "talent", "card": card_id}
    if choose is not None:
        data["choose"] = choose
    return data


def counters(result: dict) -> dict[str, int]:
    return {
        c["id"]: c.get("counters", 0)
        for b in result["board"]["bases"]
        for c in b["cards"]
        if "id" in c
    }


def powers(result: dict, base_id: str = "b1") -> dict[str, int]:
    for scoring in result["scorings"]:
        if scoring["base"] == base_id:
            return scoring["card_powers"]
    raise AssertionError(f"{base_id} did not score")


def assumed(result: dict, index: int = 0) -> dict:
    entries = [a for a in result["assumed_choices"] if "options" in a]
    return entries[index]


def log(result: dict) -> str:
    return " ".join(line["text"] for line in result["log"])


# --- coverage ------------------------------------------------------------------------------------


def test_every_card_of_the_factions_done_has_a_play_entry_in_each_printing():
    keys = [k for k in cards.registered() if k[0].split("/")[0] in DONE]
    assert len(keys) == sum(DONE.values())
    missing = [
        (key, printing)
        for key, scope in keys
        for printing in ((scope,) if scope else PRINTINGS)
        if not plays.is_registered(key, printing)
    ]
    assert missing == []
    assert {plays.lookup(k, None).box for k, _ in keys} == {"Half the Battle"}


# --- adolescent epic geckos ----------------------------------------------------------------------


def test_first_action_extra_action_counts_earlier_actions_of_the_turn():
    # Breaking News first: an extra action (the second action is not warned of).
    bases = [base("b1", FAR, (3, 2, 1))]
    news = played("adolescent-epic-geckos/breaking-news")
    result = run_events(bases, event(news, to=None), event(action("y")))
    assert result["warnings"] == []
    # After another action: no extra action (the third is warned of).
    result = run_events(
        bases,
        event(action("w")),
        event(news, to=None),
        event(action("y")),
        plays_made={"action": 0},
    )
    assert result["warnings"]
    # The board's plays_made counts too: one action already played, no extra action.
    result = run_events(bases, event(news, to=None), event(action("y")), plays_made={"action": 1})
    assert result["warnings"]


def test_flip_kick_an_extra_action_first_else_two_more_cards():
    bases = [base("b1", FAR, (3, 2, 1))]
    kick = played("adolescent-epic-geckos/flip-kick")
    result = run_events(bases, event(kick, to=None), event(action("y")))
    assert result["warnings"] == []
    result = run_events(bases, event(kick, to=None), plays_made={"action": 1})
    assert "draw 2 card(s)" in log(result)


def test_gecko_blimp_moves_yours_with_an_extra_action_first_else_any_minion():
    bases = [base("b1", FAR, (3, 2, 1), m("a"), m("e", 2, "bob")), base("b2", FAR, (3, 2, 1))]
    blimp = played("adolescent-epic-geckos/gecko-blimp")
    result = run_events(bases, event(blimp, {"card": "a", "to": "b2"}, None), event(action("y")))
    assert where(result)["a"] == "b2"
    assert result["warnings"] == []
    result = run_events(bases, event(blimp, {"card": "e", "to": "b2"}, None))
    assert where(result)["e"] == "b1"  # first action: only one of yours
    result = run_events(
        bases, event(blimp, {"card": "e", "to": "b2"}, None), plays_made={"action": 1}
    )
    assert where(result)["e"] == "b2"


def test_gecko_power_talent_after_two_other_actions():
    power = played("adolescent-epic-geckos/gecko-power", attached_to="a")
    bases = [base("b1", 6, (3, 2, 1), m("a", 3), power, m("e", 1, "bob"))]
    result = run_events(bases, talent(choose={"mode": "power"}), plays_made={"action": 2})
    assert powers(result)["a"] == 5
    result = run_events(bases, talent(choose={"mode": "power"}), plays_made={"action": 1})
    assert result["scorings"] == []
    assert result["warnings"]
    result = run_events(bases, talent(choose={"mode": "counter"}), plays_made={"action": 2})
    assert counters(result)["a"] == 1
    bases.append(base("b2", FAR, (3, 2, 1)))
    result = run_events(
        bases, talent(choose={"mode": "move", "to": "b2"}), plays_made={"action": 2}
    )
    assert where(result)["a"] == "b2"
    result = run_events(bases, talent(), plays_made={"action": 2})
    assert where(result)["a"] == "b2"
    assert assumed(result)["options"] == [{"mode": "move"}, {"mode": "counter"}, {"mode": "power"}]


MOAI = {
    "type": "minion",
    "id": "mo",
    "owner": "bob",
    "card": "polynesian-voyagers/moai",
    "power": 2,
}


def test_gecko_power_talent_offers_no_base_that_refuses_the_move():
    # Bob's Moai keeps Ann from moving her minions to b2.
    power = played("adolescent-epic-geckos/gecko-power", attached_to="a")
    bases = [
        base("b1", FAR, (3, 2, 1), m("a", 3), power),
        base("b2", FAR, (3, 2, 1), MOAI),
        base("b3", FAR, (3, 2, 1)),
    ]
    result = run_events(bases, talent(choose={"mode": "move"}), plays_made={"action": 2})
    assert assumed(result)["options"] == [{"to": "b3"}]
    choose = {"mode": "move", "to": "b2"}
    result = run_events(bases, talent(choose=choose), plays_made={"action": 2})
    assert where(result)["a"] == "b1"
    assert any("Moai" in w["text"] for w in result["warnings"])


def test_hokusai_may_place_a_counter_and_its_talent_one_per_base():
    bases = [base("b1", FAR, (3, 2, 1), m("a")), base("b2", FAR, (3, 2, 1), m("e", 2, "bob"))]
    hokusai = played("adolescent-epic-geckos/hokusai", "minion", 4)
    result = play_on(bases, hokusai, {"card": "a"})
    assert counters(result)["a"] == 1
    result = play_on(bases, hokusai)
    assert counters(result)["a"] == 0
    assert assumed(result)["options"] == [{"card": "a"}, {"card": "x"}]
    bases[0]["cards"].append(hokusai)
    result = run_events(bases, talent(choose={"cards": ["a", "e"]}), plays_made={"action": 2})
    assert counters(result) == {"a": 1, "x": 0, "e": 1}
    result = run_events(bases, talent(choose={"cards": ["a", "x"]}), plays_made={"action": 2})
    assert counters(result) == {"a": 0, "x": 0, "e": 0}
    assert result["warnings"]


def test_kandinsky_gains_one_and_its_talent_two_or_brings_a_minion():
    bases = [base("b1", 5, (3, 2, 1))]
    result = play_on(bases, played("adolescent-epic-geckos/kandinsky", "minion", 4))
    assert powers(result)["x"] == 5
    kandinsky = played("adolescent-epic-geckos/kandinsky", "minion", 4)
    bases = [base("b1", 6, (3, 2, 1), kandinsky), base("b2", FAR, (3, 2, 1), m("a", 2))]
    result = run_events(bases, talent(choose={"mode": "power"}), plays_made={"action": 2})
    assert powers(result)["x"] == 6
    result = run_events(
        bases, talent(choose={"mode": "move", "card": "a", "to": "b1"}), plays_made={"action": 2}
    )
    assert powers(result) == {"x": 4, "a": 2}
    # Its move is "to here": the minion alone is the whole decision.
    result = run_events(
        bases, talent(choose={"mode": "move", "card": "a"}), plays_made={"action": 2}
    )
    assert powers(result) == {"x": 4, "a": 2}
    assert result["warnings"] == []


@pytest.mark.parametrize("kind,extra", [("minion", action("y")), ("action", m("y", 1))])
def test_kc_smith_fusion_grants_the_other_kind(kind, extra):
    bases = [base("b1", FAR, (3, 2, 1))]
    smith = played("adolescent-epic-geckos/kc-smith", kind, 3)
    # The minion and the action of the turn, then the extra card the fusion grants.
    normal = action("n") if kind == "minion" else m("n", 1)
    result = run_events(bases, event(smith), event(normal), event(extra))
    assert result["warnings"] == []
    wrong = m("z", 1) if kind == "minion" else action("z")
    result = run_events(bases, event(smith), event(normal), event(wrong))
    assert result["warnings"]


def test_lasagna_party_plays_a_small_minion_then_counters_there_when_not_first():
    bases = [base("b1", FAR, (3, 2, 1), m("a")), base("b2", FAR, (3, 2, 1), m("b"))]
    party = played("adolescent-epic-geckos/lasagna-party")
    small = m("y", 2)
    result = play_on(
        bases, party, {"play": small, "to": "b2", "card": "b"}, None, plays_made={"action": 1}
    )
    assert where(result)["y"] == "b2"
    assert counters(result)["b"] == 2
    result = play_on(bases, party, {"play": m("y", 3), "to": "b2"}, None)
    assert "y" not in where(result)
    result = run_events(bases, event(party, {"play": small, "to": "b2"}, None), event(action("z")))
    assert where(result)["y"] == "b2"
    assert result["warnings"] == []


def test_the_masters_teachings_counters_then_extra_action_or_power():
    bases = [base("b1", 8, (3, 2, 1), m("a", 3), m("e", 1, "bob"))]
    teach = played("adolescent-epic-geckos/the-masters-teachings")
    result = play_on(bases, teach, {"card": "a", "mode": "power"}, None, plays_made={"action": 1})
    assert powers(result)["a"] == 7
    result = play_on(bases, teach, {"card": "a"}, None, plays_made={"action": 1})
    assert result["scorings"] == []
    assert counters(result)["a"] == 2
    result = run_events(bases, event(teach, to=None), event(action("y")))
    assert counters(result)["a"] == 2
    assert result["warnings"] == []
    assert assumed(result)["options"] == [{"card": "a"}]


def test_now_you_know_bullying_moves_one_of_yours():
    bases = [base("b1", FAR, (3, 2, 1), m("a"), m("e", 2, "bob")), base("b2", FAR, (3, 2, 1))]
    card = played("adolescent-epic-geckos/now-you-know-bullying")
    result = play_on(bases, card, {"card": "a", "to": "b2"}, None)
    assert where(result)["a"] == "b2"
    result = play_on(bases, card, None, None)
    assert assumed(result)["options"] == [{"card": "a", "to": "b2"}]


# --- g.i. gerald -------------------------------------------------------------------------------


def gerald(key: str, kind: str, **extra) -> dict:
    return played(f"gi-gerald/{key}", kind, 2, **extra)


@pytest.mark.parametrize(
    "choose,extras,warned",
    [
        ({"mode": "minion"}, [m("y", 2)], False),
        ({"mode": "minion"}, [m("y", 3)], True),
        ({"mode": "action"}, [action("y")], False),
        (None, [m("y", 1)], False),
    ],
)
def test_can_do_as_a_minion_a_small_minion_here_or_an_action(choose, extras, warned):
    bases = [base("b1", FAR, (3, 2, 1))]
    result = run_events(bases, event(gerald("can-do", "minion"), choose), *map(event, extras))
    assert bool(result["warnings"]) is warned


def test_can_do_as_an_action_a_small_minion_and_an_action():
    bases = [base("b1", FAR, (3, 2, 1))]
    can_do = gerald("can-do", "action")
    # The action of the turn is Can-Do: then the minion of the turn, a small extra minion and an
    # extra action, all without warning; one more action is warned of.
    cards = [m("n", 5), m("y", 2), action("z")]
    result = run_events(bases, event(can_do), *map(event, cards))
    assert result["warnings"] == []
    result = run_events(bases, event(can_do), *map(event, [*cards, action("w")]))
    assert result["warnings"]


def test_go_gerald_boosts_your_minions_played_there_this_turn():
    bases = [base("b1", 9, (3, 2, 1), m("a", 3))]
    go = played("gi-gerald/go-gerald")
    result = run_events(bases, event(m("y", 2)), event(go, {"base": "b1"}, None))
    # 3 + (2 + 2) = 7: not 9; with the old minion boosted too it would be 9.
    assert result["scorings"] == []
    bases[0]["breakpoint"] = 7
    result = run_events(bases, event(m("y", 2)), event(go, {"base": "b1"}, None))
    assert powers(result) == {"a": 3, "y": 4}
    result = run_events(bases, event(m("y", 2)), event(go, None, None))
    assert assumed(result)["options"] == [{"base": "b1"}]


def test_mabel_lean_alone_may_take_a_counter_and_as_an_action_a_small_minion():
    alone = [base("b1", FAR, (3, 2, 1))]
    result = play_on(alone, gerald("mabel-lean", "minion"), {"mode": "counter"})
    assert counters(result)["x"] == 1
    result = play_on(alone, gerald("mabel-lean", "minion"))
    assert counters(result)["x"] == 0
    assert assumed(result)["options"] == [{"mode": "counter"}]
    crowded = [base("b1", FAR, (3, 2, 1), m("a"))]
    result = play_on(crowded, gerald("mabel-lean", "minion"), {"mode": "counter"})
    assert counters(result)["x"] == 0
    cards = [m("n", 5), m("y", 2)]
    result = run_events(alone, event(gerald("mabel-lean", "action")), *map(event, cards))
    assert result["warnings"] == []


@pytest.mark.parametrize("kind,amount", [("minion", 1), ("action", 3)])
def test_mowat_boosts_a_minion(kind, amount):
    bases = [base("b1", 5 + amount, (3, 2, 1), m("a", 3), m("e", 2, "bob"))]
    card = gerald("mowat", kind)
    result = play_on(bases, card, {"card": "e"}, "b1" if kind == "minion" else None)
    assert powers(result)["e"] == 2 + amount


def test_home_safety_plays_a_small_minion_now():
    bases = [base("b1", FAR, (3, 2, 1))]
    card = played("gi-gerald/now-you-know-home-safety")
    result = play_on(bases, card, {"play": m("y", 2), "to": "b1"}, None)
    assert where(result)["y"] == "b1"
    result = play_on(bases, card, {"play": m("y", 3), "to": "b1"}, None)
    assert "y" not in where(result)
    fusion = {**gerald("rosie", "minion"), "id": "y"}
    result = play_on(bases, card, {"play": fusion, "to": "b1"}, None)
    assert "Action ability" in log(result)


def test_home_safety_may_use_the_fusions_action_ability():
    # A fusion's Action ability may be used too ("mode": "action"); M.O.W.A.T.'s
    # Action: give a minion +3 power (its "card", read from the rest of the choose).
    bases = [base("b1", 14, (3, 2, 1), m("a1", 4), m("k", 7, "bob"))]
    card = played("gi-gerald/now-you-know-home-safety")
    mowat = {**gerald("mowat", "minion"), "id": "mw"}
    chosen = {"play": mowat, "to": "b1", "then": {"card": "a1"}, "mode": "action", "card": "a1"}
    result = play_on(bases, card, chosen, None)
    assert powers(result) == {"a1": 8, "mw": 2, "k": 7}
    assert result["warnings"] == []
    # A choose without "mode" declines it on purpose (README).
    result = play_on(bases, card, {"play": mowat, "to": "b1", "then": {"card": "a1"}}, None)
    assert powers(result) == {"a1": 5, "mw": 2, "k": 7}


def test_obstruction_boosts_yours_here_or_puts_a_small_minion_under_its_deck():
    bases = [base("b1", 7, (3, 2, 1), m("a", 3), m("e", 1, "bob"))]
    result = play_on(bases, gerald("obstruction", "minion"))
    assert powers(result) == {"a": 4, "x": 3, "e": 1}
    bases = [base("b1", FAR, (3, 2, 1), m("a", 4), m("e", 3, "bob"))]
    result = play_on(bases, gerald("obstruction", "action"), None, None)
    assert set(where(result)) == {"a"}
    assert assumed(result)["options"] == [{"card": "e"}]


def test_rosie_counters():
    bases = [
        base("b1", FAR, (3, 2, 1), m("a"), m("e", 2, "bob")),
        base("b2", FAR, (3, 2, 1), m("b")),
    ]
    result = play_on(bases, gerald("rosie", "minion"), {"card": "e"})
    assert counters(result)["e"] == 1
    result = play_on(bases, gerald("rosie", "action"), {"cards": ["a", "b"]}, None)
    assert counters(result) == {"a": 1, "e": 0, "b": 1}
    result = play_on(bases, gerald("rosie", "action"), None, None)
    assert counters(result)["a"] == 2


def test_shellback_returns_a_fusion_or_copies_its_action_ability():
    rosie = {**gerald("rosie", "minion"), "id": "r"}
    bases = [base("b1", FAR, (3, 2, 1), rosie, m("a")), base("b2", FAR, (3, 2, 1))]
    result = play_on(bases, gerald("shellback", "minion"), {"card": "r"})
    assert "r" not in where(result)
    result = play_on(bases, gerald("shellback", "minion"), {"card": "a"})
    assert "a" in where(result)
    result = play_on(bases, gerald("shellback", "action"), {"mode": "r", "cards": ["a", "a"]}, None)
    assert counters(result)["a"] == 2
    ski = {**gerald("ski-lift", "minion"), "id": "s"}
    bases[0]["cards"].append(ski)
    copy = {"mode": "s", "card": "a", "to": "b2"}
    result = play_on(bases, gerald("shellback", "action"), copy, None)
    assert where(result)["a"] == "b2"
    result = play_on(bases, gerald("shellback", "action"), None, None)
    assert assumed(result)["options"] == [{"mode": "r"}, {"mode": "s"}]


def test_ski_lift_brings_one_of_yours_here_or_moves_a_minion():
    bases = [base("b1", FAR, (3, 2, 1)), base("b2", FAR, (3, 2, 1), m("a"), m("e", 2, "bob"))]
    result = play_on(bases, gerald("ski-lift", "minion"), {"card": "a", "to": "b1"})
    assert where(result)["a"] == "b1"
    result = play_on(bases, gerald("ski-lift", "minion"))
    assert where(result)["a"] == "b2"
    result = play_on(bases, gerald("ski-lift", "action"), {"card": "e", "to": "b1"}, None)
    assert where(result)["e"] == "b1"


# --- pearl and the images ----------------------------------------------------------------------


def pearl(key: str, kind: str = "action", power: int | None = None, **extra) -> dict:
    return played(f"pearl-and-the-images/{key}", kind, power, **extra)


def test_alls_right_with_the_world_talent():
    card = pearl("alls-right-with-the-world")
    cards_here = [card, m("a", 3), m("b", 1), m("e", 2, "bob")]
    bases = [base("b1", 9, (3, 2, 1), *cards_here)]
    result = run_events(bases, talent(choose={"mode": "all"}))
    assert powers(result) == {"a": 4, "b": 2, "e": 3}
    result = run_events(bases, talent(choose={"mode": "each", "cards": ["b", "e"]}))
    assert powers(result) == {"a": 3, "b": 3, "e": 4}
    result = run_events(bases, talent(choose={"mode": "each", "cards": ["a", "b"]}))
    assert result["scorings"] == []
    assert result["warnings"]
    result = run_events(bases, talent(choose={"mode": "each"}))
    assert powers(result) == {"a": 5, "b": 1, "e": 4}
    result = run_events(bases, talent())
    assert assumed(result)["options"] == [{"mode": "all"}, {"mode": "each"}]


def test_alls_right_with_the_world_each_refuses_a_choice_leaving_a_player_out():
    # One minion of each player here gets +2 power: bob's minion cannot be left
    # out (14 would be reached with it: a1 7 + k 8).
    card = pearl("alls-right-with-the-world")
    bases = [base("b1", 14, (3, 2, 1), card, m("a1", 5), m("k", 6, "bob"))]
    result = run_events(bases, talent(choose={"mode": "each", "cards": ["a1"]}))
    assert result["scorings"] == []
    (warning,) = result["warnings"]
    assert "no minion of bob is named" in warning["text"]


def test_crystal_talent_a_counter_on_theirs_then_on_yours_there():
    crystal = pearl("crystal", "minion", 4)
    bases = [
        base("b1", FAR, (3, 2, 1), crystal, m("e", 2, "bob")),
        base("b2", FAR, (3, 2, 1), m("a")),
    ]
    result = run_events(bases, talent(choose={"order": ["e", "x"]}))
    assert counters(result) == {"x": 1, "e": 1, "a": 0}
    result = run_events(bases, talent(choose={"order": ["e", "a"]}))
    assert counters(result) == {"x": 0, "e": 0, "a": 0}
    assert result["warnings"]
    result = run_events(bases, talent())
    assert assumed(result)["options"] == [{"order": ["e", "x"]}]


def test_jam_all_night_long_talent_grants_a_small_minion_here():
    jam = pearl("jam-all-night-long")
    bases = [base("b1", FAR, (3, 2, 1), jam), base("b2", FAR, (3, 2, 1))]
    # The minion of the turn, then the extra one here.
    plays_ = [event(m("n", 5)), event(m("y", 2))]
    result = run_events(bases, talent(choose={"player": "ann"}), *plays_)
    assert result["warnings"] == []
    result = run_events(bases, talent(choose={"player": "bob"}), *plays_)
    assert result["warnings"]
    result = run_events(bases, talent(), *plays_)
    assert assumed(result)["options"] == [{"player": "ann"}, {"player": "bob"}]


def test_bike_safety_moves_yours_and_theirs_to_another_base():
    bases = [
        base("b1", FAR, (3, 2, 1), m("a"), m("e", 2, "bob")),
        base("b2", FAR, (3, 2, 1)),
    ]
    card = pearl("now-you-know-bike-safety")
    result = play_on(bases, card, {"order": ["a", "e"], "to": "b2"}, None)
    assert where(result) == {"a": "b2", "e": "b2"}
    result = play_on(bases, card, None, None)
    assert where(result) == {"a": "b2", "e": "b2"}
    assert assumed(result)["options"] == [{"order": ["a", "e"], "to": "b2"}]
    alone = [base("b1", FAR, (3, 2, 1), m("a")), base("b2", FAR, (3, 2, 1))]
    result = play_on(alone, card, {"order": ["a"], "to": "b2"}, None)
    assert where(result) == {"a": "b2"}


def test_bike_safety_offers_no_base_that_refuses_the_move_and_warns_when_named():
    # Bob's Little Bo Peep keeps other players from moving minions to its base (b1): that
    # destination is neither offered nor assumed, and named it is refused with a warning
    # (review s26 d, finding 5).
    peep = m("lb", 2, "bob", card="sheep/little-bo-peep")
    bases = [
        base("b1", FAR, (3, 2, 1), peep),
        base("b2", FAR, (3, 2, 1), m("a"), m("e", 2, "bob")),
        base("b3", FAR, (3, 2, 1)),
    ]
    card = pearl("now-you-know-bike-safety")
    result = play_on(bases, card, None, None)
    assert where(result)["a"] == "b3"
    assert assumed(result)["options"] == [{"order": ["a", "e"], "to": "b3"}]
    result = play_on(bases, card, {"order": ["a", "e"], "to": "b1"}, None)
    assert where(result)["a"] == "b2"
    assert result["plays"][0]["applied"] is False
    assert any("Bo Peep" in w["text"] for w in result["warnings"])


def test_pearl_talent_gives_a_minion_here_one_power():
    bases = [base("b1", 8, (3, 2, 1), pearl("pearl", "minion", 5), m("e", 2, "bob"))]
    result = run_events(bases, talent(choose={"mode": "power", "card": "e"}))
    assert powers(result) == {"x": 5, "e": 3}
    result = run_events(bases, talent(choose={"mode": "draw"}))
    assert result["scorings"] == []


def test_ruby_may_give_every_minion_here_one_power():
    bases = [base("b1", 7, (3, 2, 1), m("a", 3), m("e", 1, "bob"))]
    result = play_on(bases, pearl("ruby", "minion", 2), {"mode": "power"})
    assert powers(result) == {"a": 4, "e": 2, "x": 3}
    result = play_on(bases, pearl("ruby", "minion", 2))
    assert result["scorings"] == []
    assert assumed(result)["options"] == [{"mode": "power"}]


def test_truly_outstanding_counters_on_theirs_then_as_many_on_yours():
    bases = [base("b1", FAR, (3, 2, 1), m("a"), m("e", 2, "bob"), m("f", 2, "bob"))]
    card = pearl("truly-outstanding")
    result = play_on(bases, card, {"cards": ["e", "f"], "order": ["a", "a"]}, None)
    assert counters(result) == {"a": 2, "e": 1, "f": 1}
    result = play_on(bases, card, {"cards": ["e"], "order": ["a", "a"]}, None)
    assert counters(result) == {"a": 0, "e": 1, "f": 0}
    assert result["warnings"]
    result = play_on(bases, card, None, None)
    assert counters(result) == {"a": 0, "e": 0, "f": 0}


def test_were_up_youre_down_counts_other_players_printed_power_there():
    bases = [base("b1", 6, (3, 2, 1), m("a", 3), m("e", 2, "bob", counters=2))]
    card = pearl("were-up-youre-down")
    result = play_on(bases, card, {"base": "b1"}, None)
    standings = {s["player"]: s["power"] for s in result["scorings"][0]["standings"]}
    assert standings == {"ann": 3, "bob": 2}
    result = play_on(bases, card, None, None)
    assert assumed(result)["options"] == [{"base": "b1"}]


# --- rulers of the cosmos ----------------------------------------------------------------------


def ruler(key: str, kind: str = "action", power: int | None = None, **extra) -> dict:
    return played(f"rulers-of-the-cosmos/{key}", kind, power, **extra)


def on(card_id: str, minion: str, player: str = "ann") -> dict:
    """A typed action on a minion."""
    return {
        "type": "action",
        "id": card_id,
        "owner": player,
        "controller": player,
        "attached_to": minion,
    }


def attached(result: dict) -> dict[str, str]:
    return {
        c["id"]: c["attached_to"]
        for b in result["board"]["bases"]
        for c in b["cards"]
        if c.get("attached_to")
    }


def test_andko_talent_grants_an_extra_action():
    bases = [base("b1", FAR, (3, 2, 1), ruler("andko", "minion", 3), m("a"))]
    extras = [event(action("n")), event(on("y", "a"))]
    assert run_events(bases, talent(), *extras)["warnings"] == []
    assert run_events(bases, *extras)["warnings"]


def test_armor_of_battle_talent_raises_the_breakpoint_per_minion_of_yours_with_an_action():
    armor = ruler("armor-of-battle", attached_to="a")
    cards_here = [m("a", 5), armor, m("b", 5), on("s", "b"), m("c", 5)]
    bases = [base("b1", 15, (3, 2, 1), *cards_here)]
    # Two of ann's minions carry an action: 15 + 4 = 19, not reached by 15 (which breaks 15).
    result = run_events(bases, talent())
    assert result["scorings"] == []
    assert run_events(bases)["scorings"]


def test_dolts_transfers_actions_with_a_counter_on_each_receiver():
    cards_here = [m("a"), on("s", "a"), on("t", "a"), m("b"), m("c")]
    bases = [base("b1", FAR, (3, 2, 1), *cards_here)]
    card = ruler("dolts-halfwits-fools-morons")
    result = play_on(bases, card, {"order": ["s", "b", "t", "b"]}, None)
    assert attached(result) == {"s": "b", "t": "b"}
    assert counters(result) == {"a": 0, "s": 0, "t": 0, "b": 1, "c": 0}
    result = play_on(bases, card, {"order": ["s", "a"]}, None)
    assert attached(result) == {"s": "a", "t": "a"}
    assert result["warnings"]
    result = play_on(bases, card, None, None)
    assert attached(result) == {"s": "a", "t": "a"}
    assert assumed(result)["options"][0] == {"order": ["s", "b"]}


def test_fearless_friend_talent_moves_its_minion():
    bases = [
        base("b1", FAR, (3, 2, 1), m("a"), ruler("fearless-friend", attached_to="a")),
        base("b2", FAR, (3, 2, 1)),
    ]
    result = run_events(bases, talent(choose={"to": "b2"}))
    assert where(result) == {"a": "b2", "x": "b2"}


def test_fearless_friend_talent_offers_no_base_that_refuses_the_move():
    # Bob's Moai keeps Ann from moving her minions to b2.
    bases = [
        base("b1", FAR, (3, 2, 1), m("a"), ruler("fearless-friend", attached_to="a")),
        base("b2", FAR, (3, 2, 1), MOAI),
        base("b3", FAR, (3, 2, 1)),
    ]
    assert assumed(run_events(bases, talent()))["options"] == [{"to": "b3"}]
    result = run_events(bases, talent(choose={"to": "b2"}))
    assert where(result)["a"] == "b1"
    assert any("Moai" in w["text"] for w in result["warnings"])


def test_gal_woman_talent_plays_an_action_on_a_minion_now():
    bases = [base("b1", FAR, (3, 2, 1), ruler("gal-woman", "minion", 5), m("e", 2, "bob"))]
    result = run_events(bases, talent(choose={"play": on("y", "e", "bob")}))
    assert attached(result) == {"y": "e"}
    result = run_events(bases, talent(choose={"play": action("y")}))
    assert "y" not in where(result)
    assert result["warnings"]


def test_guy_man_talent_copies_another_of_your_minions_talent():
    guy = ruler("guy-man", "minion", 5)
    arms = {**ruler("man-with-arms", "minion", 3), "id": "w"}
    bases = [base("b1", 7, (3, 2, 1), guy, on("s", "x"), arms)]
    # Man-With-Arms' Talent acts on Guy-Man (it has an action on it): 5 + 2.
    result = run_events(bases, talent(choose={"mode": "w"}))
    assert powers(result)["x"] == 7
    result = run_events(bases, talent())
    assert assumed(result)["options"] == [{"mode": "w"}]


def test_magic_weapon_talent_one_power_per_player_here():
    weapon = ruler("magic-weapon", attached_to="a")
    bases = [base("b1", 7, (3, 2, 1), m("a", 3), weapon, m("e", 2, "bob"))]
    result = run_events(bases, talent(choose={"mode": "power"}))
    assert powers(result) == {"a": 5, "e": 2}
    result = run_events(bases, talent(choose={"mode": "draw"}))
    assert result["scorings"] == []


def test_man_with_arms_talent_needs_an_action_on_it():
    arms = ruler("man-with-arms", "minion", 3)
    bases = [base("b1", 5, (3, 2, 1), arms, on("s", "x"))]
    assert powers(run_events(bases, talent()))["x"] == 5
    bases = [base("b1", 5, (3, 2, 1), arms)]
    result = run_events(bases, talent())
    assert result["scorings"] == []
    assert result["warnings"]


def test_myaaah_returns_an_action_on_your_minion_and_plays_one():
    bases = [base("b1", FAR, (3, 2, 1), m("a"), on("s", "a"), m("b"))]
    card = ruler("myaaah")
    result = play_on(bases, card, {"card": "s", "play": on("s2", "b")}, None)
    assert attached(result) == {"s2": "b"}
    result = play_on(bases, card, {"play": on("y", "b")}, None)
    assert attached(result) == {"s": "a", "y": "b"}
    result = play_on(bases, card, None, None)
    assert attached(result) == {"s": "a"}
    assert assumed(result)["options"] == [{"card": "s"}]


@pytest.mark.parametrize(
    "key,order,moved",
    [
        ("mystic-transference", ["s", "b"], True),
        ("mystic-transference", ["t", "a"], True),
        ("mystic-transference", ["t", "c"], False),
        ("powerful-sword", ["s", "b"], True),
        ("powerful-sword", ["t", "a"], False),
    ],
)
def test_transfer_talents_between_this_minion_and_another(key, order, moved):
    cards_here = [m("a"), ruler(key, attached_to="a"), on("s", "a"), m("b"), on("t", "b"), m("c")]
    bases = [base("b1", FAR, (3, 2, 1), *cards_here)]
    result = run_events(bases, talent(choose={"order": order}))
    assert (attached(result)[order[0]] == order[1]) is moved


def test_sword_thats_powerful_talent_a_counter_on_its_minion():
    bases = [base("b1", FAR, (3, 2, 1), m("a"), ruler("sword-thats-powerful", attached_to="a"))]
    assert counters(run_events(bases, talent()))["a"] == 1


# --- decisions not given: the assumed choice and its options -----------------------------------


@pytest.mark.parametrize(
    "bases,events,options",
    [
        # Gecko Blimp, not the first action: any minion moves.
        (
            [base("b1", FAR, (3, 2, 1), m("e", 2, "bob")), base("b2", FAR, (3, 2, 1))],
            [event(played("adolescent-epic-geckos/gecko-blimp"), None, None)],
            [{"card": "e", "to": "b2"}],
        ),
        # Kandinsky's Talent: its two effects.
        (
            [base("b1", FAR, (3, 2, 1), played("adolescent-epic-geckos/kandinsky", "minion", 4))],
            [talent()],
            [{"mode": "power"}, {"mode": "move"}],
        ),
        # Hokusai's Talent: a "may", each minion alone.
        (
            [base("b1", FAR, (3, 2, 1), played("adolescent-epic-geckos/hokusai", "minion", 4))],
            [talent()],
            [{"cards": ["x"]}],
        ),
        # M.O.W.A.T. as an action: any minion gets +3.
        (
            [base("b1", FAR, (3, 2, 1), m("a"), m("e", 2, "bob"))],
            [event(played("gi-gerald/mowat", "action"), None, None)],
            [{"card": "a"}, {"card": "e"}],
        ),
        # Pearl's Talent: its two effects.
        (
            [base("b1", FAR, (3, 2, 1), played("pearl-and-the-images/pearl", "minion", 5))],
            [talent()],
            [{"mode": "power"}, {"mode": "draw"}],
        ),
        # Fearless Friend's given Talent: where its minion goes.
        (
            [
                base(
                    "b1",
                    FAR,
                    (3, 2, 1),
                    m("a"),
                    played("rulers-of-the-cosmos/fearless-friend", attached_to="a"),
                ),
                base("b2", FAR, (3, 2, 1)),
            ],
            [talent()],
            [{"to": "b2"}],
        ),
        # Magic Weapon's given Talent: its two effects.
        (
            [
                base(
                    "b1",
                    FAR,
                    (3, 2, 1),
                    m("a"),
                    played("rulers-of-the-cosmos/magic-weapon", attached_to="a"),
                )
            ],
            [talent()],
            [{"mode": "power"}, {"mode": "draw"}],
        ),
        # Can-Do as a minion: its two extra plays.
        (
            [base("b1", FAR, (3, 2, 1))],
            [event(played("gi-gerald/can-do", "minion", 4))],
            [{"mode": "minion"}, {"mode": "action"}],
        ),
        # Ski Lift as a minion: one of yours from another base, a "may".
        (
            [base("b1", FAR, (3, 2, 1)), base("b2", FAR, (3, 2, 1), m("a"))],
            [event(played("gi-gerald/ski-lift", "minion", 2))],
            [{"card": "a", "to": "b1"}],
        ),
        # Truly Outstanding: the other players' minions, a "may".
        (
            [base("b1", FAR, (3, 2, 1), m("e", 2, "bob"), m("f", 2, "bob"))],
            [event(played("pearl-and-the-images/truly-outstanding"), None, None)],
            [{"cards": ["e", "f"]}, {"cards": ["e"]}, {"cards": ["f"]}],
        ),
        # Mystic Transference's Talent: one transfer to or from its minion.
        (
            [
                base(
                    "b1",
                    FAR,
                    (3, 2, 1),
                    m("a"),
                    played("rulers-of-the-cosmos/mystic-transference", attached_to="a"),
                    m("b"),
                    on("t", "b"),
                )
            ],
            [talent()],
            [{"order": ["t", "a"]}],
        ),
    ],
)
def test_a_decision_not_given_is_listed_with_its_options(bases, events, options):
    data = board(*bases, plays_made={"action": 2})
    data["events"] = events
    result = run(data)
    assert assumed(result)["options"] == options
    assert assumed(result)["event"] == 0


@pytest.mark.parametrize(
    "key,kind",
    [
        ("adolescent-epic-geckos/lasagna-party", "action"),
        ("gi-gerald/now-you-know-home-safety", "action"),
        ("rulers-of-the-cosmos/myaaah", "action"),
    ],
)
def test_an_extra_card_not_given_is_assumed_not_played(key, kind):
    result = play_on([base("b1", FAR, (3, 2, 1))], played(key, kind), None, None)
    declined = [a for a in result["assumed_choices"] if a["ability"] == key]
    assert declined and declined[-1]["choose"] is None


def test_myaaah_returns_no_action_steam_queen_protects():
    # Bob's "qs" on Ann's minion is kept from Ann's cards by Steam Queen: Ann's own "s" is
    # the one to return; naming "qs" leaves it where it is, with a warning.
    queen = {"type": "minion", "id": "sq", "owner": "bob", "card": "steampunks/steam-queen"}
    bases = [
        base(
            "b1", FAR, (3, 2, 1), m("a"), on("qs", "a", "bob"), on("s", "a"), {**queen, "power": 3}
        )
    ]
    card = ruler("myaaah")
    result = play_on(bases, card, None, None)
    assert assumed(result)["options"] == [{"card": "s"}]
    result = play_on(bases, card, {"card": "qs"}, None)
    assert attached(result) == {"qs": "a", "s": "a"}
    assert any("Steam Queen" in w["text"] for w in result["warnings"])


# --- the review of session 25 (g2) ------------------------------------------------------------


@pytest.mark.parametrize(
    "key", ["adolescent-epic-geckos/gecko-blimp", "adolescent-epic-geckos/now-you-know-bullying"]
)
def test_a_move_of_one_of_yours_naming_another_players_minion_says_it_is_not_yours(key):
    # Gecko Blimp, not the turn's first action, moves one of the player's minions (review e5):
    # naming Bob's e is refused because e is not Ann's, not for its power.
    bases = [base("b1", FAR, (3, 2, 1), m("a"), m("e", 6, "bob")), base("b2", FAR, (3, 2, 1))]
    result = run_events(bases, event(played(key), {"card": "e", "to": "b2"}, None))
    assert where(result)["e"] == "b1"
    (warning,) = [w for w in result["warnings"] if "e" in w["text"]]
    assert "(6)" not in warning["text"]
    assert "e is not one of your minions" in warning["text"]
    assert "e n'est pas une de vos Créatures" in warning["text_fr"]
