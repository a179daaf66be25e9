"""Play abilities of Smash Up: Marvel (issue 28): plays/marvel.py. Every card of the box has
a play entry; each applied one has a test that fails without it."""

from __future__ import annotations

import pytest

from simulator.engine import cards as C
from simulator.engine import plays as P
from tests.engine.card_boards import run, typed
from tests.engine.plays.helpers import (
    FAR,
    act,
    card_of,
    mn,
    play,
    power_of,
    scored,
    table,
    texts,
    vp,
    where,
)

FACTIONS = (
    "avengers",
    "hydra",
    "kree",
    "masters-of-evil",
    "shield",
    "sinister-six",
    "spider-verse",
    "ultimates",
)


def talent(card_id: str, choose: dict | None = None) -> dict:
    event = {"when": "now", "action": "talent", "card": card_id}
    if choose is not None:
        event["choose"] = choose
    return event


def beyond(result: dict) -> list[int]:
    return [w["event"] for w in result["warnings"] if "beyond the plays" in w["text"]]


def assumed(result: dict, event: int = 0) -> dict:
    (entry,) = [a for a in result["assumed_choices"] if a.get("event") == event]
    return entry


# --- coverage ------------------------------------------------------------------------------------


def test_every_card_of_the_box_has_a_play_entry():
    keys = [k for k, _ in C.registered() if k.split("/")[0] in FACTIONS]
    assert len(keys) == 103
    assert [k for k in keys if not P.is_registered(k, None)] == []
    entries = {k: v for k, v in P.registered().items() if k[0].split("/")[0] in FACTIONS}
    assert {e.box for e in entries.values()} == {"Smash Up: Marvel"}


def test_a_continuous_modifier_stays_and_a_hands_only_action_is_discarded():
    result = run(
        table(
            play(act("avengers/mjolnir", "mj", attached_to="a")),
            play(act("kree/call-for-backup", "cb"), to=None),
            b1=(typed("ann", 3, "a"),),
        )
    )
    assert where(result) == {"a": "b1", "mj": "b1"}


# --- destroy ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "key", ["avengers/thunder-and-lightning", "masters-of-evil/gain-the-upper-hand"]
)
def test_destroy_a_minion_of_power_3_or_less_anywhere(key):
    data = table(
        play(act(key, "x"), to=None, choose={"card": "s"}),
        b1=(typed("bob", 4, "big"),),
        b2=(typed("bob", 3, "s"),),
    )
    assert set(where(run(data))) == {"big"}
    data["events"][0]["choose"] = {"card": "big"}
    assert set(where(run(data))) == {"big", "s"}
    del data["events"][0]["choose"]
    result = run(data)
    assert set(where(result)) == {"big"}
    assert assumed(result)["options"] == [{"card": "s"}]


def test_black_widow_may_destroy_a_minion_of_power_5_or_less_here():
    data = table(
        play(mn("avengers/black-widow", "x", 5), choose={"card": "f"}),
        b1=(typed("bob", 5, "f"), typed("bob", 6, "g")),
    )
    assert set(where(run(data))) == {"x", "g"}
    del data["events"][0]["choose"]
    result = run(data)
    assert set(where(result)) == {"x", "f", "g"}
    assert assumed(result)["options"] == [{"card": "f"}]


def test_superior_firepower_destroys_a_base_modifier_or_a_small_minion():
    data = table(
        play(act("shield/superior-firepower", "x"), to=None, choose={"card": "mod"}),
        b1=(act(None, "mod", owner="bob"), typed("bob", 3, "s")),
    )
    assert set(where(run(data))) == {"s"}
    data["events"][0]["choose"] = {"card": "s"}
    assert set(where(run(data))) == {"mod"}


# --- power -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "key,amount,owner",
    [
        ("avengers/tactical-advantage", 3, "bob"),
        ("spider-verse/with-great-power", 3, "bob"),
        ("kree/battle-rage", 2, "ann"),
        ("kree/it-begins", 1, "ann"),
    ],
)
def test_one_minion_gains_power(key, amount, owner):
    data = table(
        play(act(key, "x"), to=None, choose={"card": "m"}), b1=(typed(owner, 5, "m"),), bp=(5,) * 3
    )
    data["bases"][0]["breakpoint"] = 5 + amount
    assert power_of(run(data), "b1", "m") == 5 + amount


def test_it_begins_grants_an_extra_action():
    two = (play(act(None, "y1"), to=None), play(act(None, "y2"), to=None))
    data = table(play(act("kree/it-begins", "x"), to=None, choose={"card": "m"}), *two)
    data["bases"][0]["cards"] = [typed("ann", 1, "m")]
    assert beyond(run(data)) == [2]
    bare = table(play(act(None, "z"), to=None), *two)
    assert beyond(run(bare)) == [1, 2]


def test_work_together_gives_each_of_your_minions_plus_one():
    data = table(
        play(act("shield/work-together", "x"), to=None),
        b1=(typed("ann", 2, "a"), typed("bob", 2, "e")),
        b2=(typed("ann", 3, "c"),),
        bp=(3, 4, FAR),
    )
    result = run(data)
    assert scored(result) == ["b1", "b2"]
    assert power_of(result, "b1", "e") == 2


def test_captain_america_talent_boosts_your_other_minions_here():
    data = table(
        talent("cap"),
        b1=(mn("avengers/captain-america", "cap", 5), typed("ann", 2, "a"), typed("bob", 2, "e")),
        bp=(10, FAR, FAR),
    )
    result = run(data)
    assert power_of(result, "b1", "a") == 3
    assert power_of(result, "b1", "cap") == 5
    assert power_of(result, "b1", "e") == 2


def test_hulk_talent_gains_two():
    data = table(talent("h"), b1=(mn("avengers/hulk", "h", 5),), bp=(7, FAR, FAR))
    assert power_of(run(data), "b1", "h") == 7


def test_world_domination_talent_boosts_one_of_your_minions_here():
    data = table(
        talent("wd", {"card": "a"}),
        b1=(act("masters-of-evil/world-domination", "wd"), typed("ann", 3, "a")),
        bp=(5, FAR, FAR),
    )
    assert power_of(run(data), "b1", "a") == 5


# --- moves -------------------------------------------------------------------------------------


@pytest.mark.parametrize("key", ["avengers/repulsor-boots", "ultimates/scramble"])
def test_move_one_of_your_minions(key):
    data = table(
        play(act(key, "x"), to=None, choose={"card": "a", "to": "b3"}),
        b1=(typed("ann", 2, "a"), typed("bob", 2, "e")),
    )
    assert where(run(data))["a"] == "b3"
    data["events"][0]["choose"] = {"card": "e", "to": "b3"}
    assert where(run(data))["e"] == "b1"


def test_lift_and_carry_moves_any_minion():
    data = table(
        play(act("ultimates/lift-and-carry", "x"), to=None, choose={"card": "e", "to": "b2"}),
        b1=(typed("bob", 2, "e"),),
    )
    assert where(run(data))["e"] == "b2"


def test_iron_man_talent_moves_it_and_one_other_of_yours_here():
    data = table(
        talent("im", {"to": "b2", "cards": ["a"]}),
        b1=(mn("avengers/iron-man", "im", 5), typed("ann", 2, "a"), typed("ann", 2, "c")),
    )
    assert where(run(data)) == {"im": "b2", "a": "b2", "c": "b1"}


def test_spectrum_talent_moves_itself():
    data = table(talent("sp", {"to": "b3"}), b1=(mn("ultimates/spectrum", "sp", 4),))
    assert where(run(data)) == {"sp": "b3"}
    data["events"][0].pop("choose")
    result = run(data)
    assert where(result) == {"sp": "b2"}
    assert assumed(result)["options"] == [{"to": "b2"}, {"to": "b3"}]


def test_captain_marvel_talent_moves_and_boosts_your_others_there():
    data = table(
        talent("cm", {"to": "b2"}),
        b1=(mn("ultimates/captain-marvel", "cm", 5),),
        b2=(typed("ann", 2, "a"), typed("bob", 2, "e")),
        bp=(FAR, 10, FAR),
    )
    result = run(data)
    assert power_of(result, "b2", "a") == 3
    assert power_of(result, "b2", "e") == 2


def test_captain_marvel_talent_offers_no_base_that_refuses_the_move():
    # Bob's Moai keeps Ann from moving her minions to b2.
    marvel = mn("ultimates/captain-marvel", "cm", 5)
    moai = mn("polynesian-voyagers/moai", "mo", 3, owner="bob")
    result = run(table(talent("cm"), b1=(marvel,), b2=(moai,)))
    assert assumed(result)["options"] == [{"to": "b3"}]
    result = run(table(talent("cm", {"to": "b2"}), b1=(marvel,), b2=(moai,)))
    assert where(result)["cm"] == "b1"
    assert any("Moai" in w["text"] for w in result["warnings"])


@pytest.mark.parametrize(
    "key,up_to,boost", [("shield/reassignment", 2, 0), ("ultimates/coordinated-attack", 3, 1)]
)
def test_move_up_to_n_of_yours_to_one_base(key, up_to, boost):
    mine = tuple(typed("ann", 2, f"a{i}") for i in range(4))
    ids = [f"a{i}" for i in range(up_to)]
    data = table(play(act(key, "x"), to=None, choose={"base": "b2", "cards": ids}), b1=mine)
    result = run(data)
    assert sorted(i for i, b in where(result).items() if b == "b2") == ids
    data["events"][0]["choose"]["cards"] = [f"a{i}" for i in range(up_to + 1)]
    assert set(where(run(data)).values()) == {"b1"}
    if boost:
        data["events"][0]["choose"]["cards"] = ids
        data["bases"][1]["breakpoint"] = 3 * up_to
        assert power_of(run(data), "b2", "a0") == 3


def test_baron_strucker_talent_destroys_one_of_yours_and_brings_two_here():
    data = table(
        talent("bs", {"card": "d", "cards": ["a", "c"]}),
        b1=(mn("hydra/baron-strucker", "bs", 4), typed("ann", 1, "d")),
        b2=(typed("ann", 2, "a"), typed("ann", 2, "c")),
    )
    assert where(run(data)) == {"bs": "b1", "a": "b1", "c": "b1"}


def test_heroic_landing_moves_any_number_of_yours():
    data = table(
        play(
            act("ultimates/heroic-landing", "x"), to=None, choose={"to": "b3", "cards": ["a", "c"]}
        ),
        b1=(typed("ann", 2, "a"), typed("bob", 2, "e")),
        b2=(typed("ann", 2, "c"),),
    )
    assert where(run(data)) == {"a": "b3", "c": "b3", "e": "b1"}


def test_power_and_speed_boosts_and_may_move():
    data = table(
        play(act("ultimates/power-and-speed", "x"), to=None, choose={"card": "a", "to": "b2"}),
        b1=(typed("ann", 2, "a"),),
        bp=(FAR, 4, FAR),
    )
    result = run(data)
    assert power_of(result, "b2", "a") == 4
    data["events"][0]["choose"] = {"card": "a"}
    data["bases"][0]["breakpoint"] = 4
    assert power_of(run(data), "b1", "a") == 4


def test_convergence_moves_and_scores_a_vp_with_four_there():
    data = table(
        play(act("masters-of-evil/convergence", "x"), to=None, choose={"card": "a", "to": "b2"}),
        b1=(typed("ann", 2, "a"),),
        b2=tuple(typed("ann", 1, f"c{i}") for i in range(3)),
    )
    result = run(data)
    assert where(result)["a"] == "b2"
    assert vp(result) == 1
    data["bases"][1]["cards"].pop()
    assert vp(run(data)) == 0


# --- modifiers ----------------------------------------------------------------------------------


def test_hulk_smash_destroys_base_modifiers_of_a_base():
    data = table(
        play(act("avengers/hulk-smash", "x"), to=None, choose={"base": "b2", "cards": ["m1"]}),
        b2=(act(None, "m1", owner="bob"), act(None, "m2", owner="bob")),
    )
    assert set(where(run(data))) == {"m2"}


def test_hulk_smash_with_hulk_there_may_replace_the_base_keeping_its_minions():
    choose = {"base": "b2", "cards": [], "mode": "replace"}
    data = table(
        play(act("avengers/hulk-smash", "x"), to=None, choose=choose),
        b2=(
            mn("avengers/hulk", "h", 5),
            act(None, "bm", owner="bob"),
            act(None, "cm", owner="bob", attached_to="h"),
        ),
        base_deck=[{"id": "n1", "breakpoint": FAR, "vp": [3, 2, 1]}],
    )
    result = run(data)
    assert [b["id"] for b in result["board"]["bases"]] == ["b1", "n1", "b3"]
    assert where(result) == {"h": "n1", "cm": "n1"}
    del data["events"][0]["choose"]["mode"]
    result = run(data)
    assert [b["id"] for b in result["board"]["bases"]] == ["b1", "b2", "b3"]


def test_modular_tech_moves_your_modifier_and_grants_an_action():
    data = table(
        play(act("avengers/modular-tech", "x"), to=None, choose={"order": ["bm", "b3"]}),
        play(act(None, "y"), to=None),
        b1=(act(None, "bm"),),
    )
    result = run(data)
    assert where(result) == {"bm": "b3"}
    assert beyond(result) == []
    data["events"][0]["choose"] = {"order": ["cm", "m2"]}
    data["bases"][0]["cards"] = [
        typed("ann", 2, "m1"),
        act(None, "cm", attached_to="m1"),
    ]
    data["bases"][1]["cards"] = [typed("bob", 2, "m2")]
    result = run(data)
    assert where(result)["cm"] == "b2"
    assert card_of(result, "cm")["attached_to"] == "m2"


def test_thor_talent_moves_mjolnir():
    data = table(
        talent("th", {"card": "m2"}),
        b1=(mn("avengers/thor", "th", 5), typed("ann", 2, "m1")),
        b2=(typed("bob", 2, "m2"), act("avengers/mjolnir", "mj", attached_to="m1")),
    )
    data["bases"][1]["cards"] = [typed("bob", 2, "m2")]
    data["bases"][0]["cards"].append(act("avengers/mjolnir", "mj", attached_to="m1"))
    result = run(data)
    assert where(result)["mj"] == "b2"
    assert card_of(result, "mj")["attached_to"] == "m2"


def test_move_the_goods_moves_a_base_modifier():
    data = table(
        play(act("sinister-six/move-the-goods", "x"), to=None, choose={"card": "bm", "to": "b2"}),
        b1=(act(None, "bm", owner="bob"),),
    )
    assert where(run(data)) == {"bm": "b2"}


# --- destroy yours -----------------------------------------------------------------------------


def test_two_more_destroys_one_of_yours_and_grants_two_small_minions_there():
    four = tuple(play(mn(None, f"s{i}", 2)) for i in range(4))
    data = table(
        play(act("hydra/two-more-shall-take-its-place", "x"), to=None, choose={"card": "d"}),
        *four,
        b1=(typed("ann", 3, "d"),),
    )
    result = run(data)
    assert "d" not in where(result)
    assert beyond(result) == [4]
    data["events"][1]["card"]["power"] = 3
    data["events"][2]["card"]["power"] = 3
    assert beyond(run(data)) == [2]  # the extra minions are of power 2 or less


@pytest.mark.parametrize("key", ["hydra/hail-hydra"])
def test_destroy_one_of_yours_to_draw(key):
    data = table(play(act(key, "x"), to=None, choose={"card": "d"}), b1=(typed("ann", 3, "d"),))
    result = run(data)
    assert "d" not in where(result)
    assert "draw 3 card(s)" in texts(result)


def test_red_skull_talent_destroys_one_of_yours():
    data = table(
        talent("rs", {"card": "d"}), b1=(mn("hydra/red-skull", "rs", 5), typed("ann", 3, "d"))
    )
    result = run(data)
    assert set(where(result)) == {"rs"}
    # One card for the Talent and one for its Ongoing, whatever the power destroyed (3).
    assert any("draw 2 card(s)" in line["text"] for line in result["log"])
    itself = table(talent("rs", {"card": "rs"}), b1=(mn("hydra/red-skull", "rs", 5),))
    assert any("draw 1 card(s)" in line["text"] for line in run(itself)["log"])


def test_madame_hydra_talent_destroys_for_two_power():
    data = table(
        talent("mh", {"card": "d"}),
        b1=(mn("hydra/madame-hydra", "mh", 4), typed("ann", 3, "d")),
        bp=(6, FAR, FAR),
    )
    result = run(data)
    assert power_of(result, "b1", "mh") == 6
    assert "d" not in result["scorings"][0]["card_powers"]


def test_madame_hydra_and_baron_strucker_assume_another_character_first():
    # Destroying herself is legal but undoes the +2 ("this character"): without a choose, the
    # Talent assumes the player's other character, though Madame Hydra comes first on the base.
    data = table(
        talent("mh"),
        b1=(mn("hydra/madame-hydra", "mh", 4), typed("ann", 3, "d")),
        bp=(6, FAR, FAR),
    )
    result = run(data)
    assert assumed(result)["choose"] == {"card": "d"}
    assert power_of(result, "b1", "mh") == 6
    # Alone, she may still destroy herself (the Talent is mandatory once used).
    data = table(talent("mh"), b1=(mn("hydra/madame-hydra", "mh", 4),))
    assert assumed(run(data))["choose"] == {"card": "mh"}
    # Baron Strucker brings characters "to this base": another character is destroyed.
    data = table(
        talent("bs", {"cards": ["a"]}),
        b1=(mn("hydra/baron-strucker", "bs", 4), typed("ann", 1, "d")),
        b2=(typed("ann", 2, "a"),),
    )
    result = run(data)
    assert where(result) == {"bs": "b1", "a": "b1"}


def test_acceptable_losses_needs_power_4_for_a_vp():
    data = table(
        play(act("masters-of-evil/acceptable-losses", "x"), to=None, choose={"card": "d"}),
        b1=(typed("ann", 4, "d"),),
    )
    assert vp(run(data)) == 1
    data["bases"][0]["cards"][0]["power"] = 3
    assert vp(run(data)) == 0


def test_absorbing_man_talent_destroys_two_for_a_vp():
    data = table(
        talent("am1", {"card": "am2"}),
        b1=(
            mn("masters-of-evil/absorbing-man", "am1", 2),
            mn("masters-of-evil/absorbing-man", "am2", 2, owner="bob"),
        ),
    )
    result = run(data)
    assert where(result) == {}
    assert vp(result) == 1


def test_sonic_shockwave_destroys_a_weaker_rival_and_scores_on_five():
    data = table(
        play(act("masters-of-evil/sonic-shockwave", "x"), to=None, choose={"card": "e"}),
        b1=(typed("ann", 6, "a"), typed("bob", 5, "e")),
    )
    result = run(data)
    assert "e" not in where(result)
    assert vp(result) == 1
    data["bases"][0]["cards"][0]["power"] = 5
    assert "e" in where(run(data))


# --- extra plays -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "key,kind,count,power,to",
    [
        ("kree/ronan-the-accuser", "action", 1, None, None),
        ("kree/speed-up", "action", 2, None, None),
        ("shield/entry-point", "minion", 1, 5, "b2"),
        ("shield/nick-fury", "minion", 1, 5, "b1"),
        ("shield/agent-coulson", "minion", 1, 2, "b1"),
        ("shield/troop-drop", "minion", 1, 3, "b2"),
        ("spider-verse/comes-great-responsibility", "minion", 1, 5, "b2"),
        ("spider-verse/spider-reflexes", "action", 1, None, None),
    ],
)
def test_extra_plays(key, kind, count, power, to):
    minion_cards = ("ronan-the-accuser", "nick-fury", "agent-coulson")
    first = mn(key, "x", 3) if key.split("/")[1] in minion_cards else act(key, "x")
    # The card itself uses the turn's play of its type; the other type's play stays free.
    allowed = count + (0 if first["type"] == kind else 1)
    extras = [
        play(mn(None, f"e{i}", power) if kind == "minion" else act(None, f"e{i}"), to=to)
        for i in range(allowed + 1)
    ]
    first_to = "b1" if first["type"] == "minion" else None
    assert beyond(run(table(play(first, to=first_to), *extras))) == [allowed + 1]
    bare = mn(None, "x", 3) if first["type"] == "minion" else act(None, "x")
    assert beyond(run(table(play(bare, to=first_to), *extras))) != [allowed + 1]


def test_agent_coulson_extra_minion_must_be_small_and_here():
    coulson = play(mn("shield/agent-coulson", "x", 3))
    assert beyond(run(table(coulson, play(mn(None, "s", 2))))) == []
    assert beyond(run(table(coulson, play(mn(None, "s", 3))))) == [1]
    assert beyond(run(table(coulson, play(mn(None, "s", 2), "b2")))) == [1]


def test_hawkeyes_arrows_grants_two_actions_with_hawkeye_in_play():
    two = (play(act(None, "y1"), to=None), play(act(None, "y2"), to=None))
    arrows = play(act("avengers/hawkeyes-arrows", "x"), to=None)
    assert beyond(run(table(arrows, *two, b1=(mn("avengers/hawkeye", "h", 5),)))) == []
    assert beyond(run(table(arrows, *two))) == [1, 2]


def test_first_to_arrive_grants_a_minion_on_a_base_where_you_have_none():
    data = table(
        play(act("ultimates/first-to-arrive", "x"), to=None, choose={"base": "b2"}),
        play(mn(None, "s", 3), "b1"),
        play(mn(None, "t", 3), "b2"),
        b1=(typed("ann", 2, "a"),),
    )
    assert beyond(run(data)) == []
    data["events"][2]["to"] = "b1"
    assert beyond(run(data)) == [2]
    data["events"][0]["choose"] = {"base": "b1"}
    assert run(data)["warnings"]


def test_proving_ground_talent_grants_a_small_minion_here():
    data = table(
        talent("pg"),
        play(mn(None, "s", 3)),
        play(mn(None, "t", 3)),
        b1=(act("shield/proving-ground", "pg"),),
    )
    assert beyond(run(data)) == []
    data["events"][1]["card"]["power"] = 4
    data["events"][2]["card"]["power"] = 4
    assert beyond(run(data)) == [2]


def test_relentless_attack_talent_grants_an_action():
    data = table(
        talent("ra"),
        play(act(None, "y1"), to=None),
        play(act(None, "y2"), to=None),
        b1=(typed("ann", 2, "m"), act("kree/relentless-attack", "ra", attached_to="m")),
    )
    assert beyond(run(data)) == []


def test_mysterio_talent_modifier_or_draw():
    data = table(
        talent("my", {"mode": "modifier"}),
        play(act(None, "y1")),
        play(act(None, "y2")),
        b1=(mn("sinister-six/mysterio", "my", 4),),
    )
    assert beyond(run(data)) == []
    data["events"][0]["choose"] = {"mode": "draw"}
    assert beyond(run(data)) == [2]


def test_mysterio_talent_grants_a_base_modifier_only():
    # "Play a base modifier here": a character modifier (Righteous Fury on Mysterio) or a
    # standard action does not fit the grant; it is beyond the turn's plays.
    data = table(
        talent("my", {"mode": "modifier"}),
        play(act("kree/righteous-fury", "rf", attached_to="my")),
        b1=(mn("sinister-six/mysterio", "my", 4),),
        plays_made={"action": 1},
    )
    assert beyond(run(data)) == [1]
    data["events"][1] = play(act("kree/call-for-backup", "cb"))
    assert beyond(run(data)) == [1]
    data["events"][1] = play(act("sinister-six/cover-the-exits", "ce"))
    assert beyond(run(data)) == []


# --- breakpoints -------------------------------------------------------------------------------


def test_ambush_lowers_a_base_breakpoint_by_four():
    data = table(
        play(act("sinister-six/ambush", "x"), to=None, choose={"base": "b2"}),
        b2=(typed("ann", 6, "a"),),
        bp=(FAR, 10, FAR),
    )
    assert scored(run(data)) == ["b2"]
    data["events"][0]["choose"] = {"base": "b1"}
    assert scored(run(data)) == []


def test_green_goblin_talent_lowers_its_base_by_three():
    data = table(talent("gg"), b1=(mn("sinister-six/green-goblin", "gg", 3),), bp=(6, FAR, FAR))
    assert scored(run(data)) == ["b1"]


def test_pressure_from_all_sides_lowers_by_the_minions_here():
    data = table(
        talent("p"),
        b1=(
            act("sinister-six/pressure-from-all-sides", "p"),
            typed("ann", 3, "a"),
            typed("bob", 2, "e"),
        ),
        bp=(7, FAR, FAR),
    )
    assert scored(run(data)) == ["b1"]


def test_reroute_the_power_boosts_with_a_low_breakpoint_only():
    data = table(
        talent("rr", {"card": "a"}),
        b1=(act("sinister-six/reroute-the-power", "rr"), typed("ann", 3, "a")),
        bp=(6, FAR, FAR),
    )
    result = run(data)
    assert power_of(result, "b1", "a") == 6
    # Only a use on an earlier turn is not simulated: this turn's is applied, and its
    # not_simulated line says so.
    [line] = [n for n in result["not_simulated"] if n.get("card") == "rr"]
    assert "last turn" in line["reason"] and "used this turn is applied" in line["reason"]
    data["bases"][0]["breakpoint"] = 20
    data["bases"][0]["cards"][1]["power"] = 17
    assert scored(run(data)) == []


# --- assumed choices ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "events,cards,options",
    [
        # Without a choose: a mandatory pick takes the first option, a "may" is declined; the
        # first decision lists its options either way.
        (
            [play(act("avengers/hulk-smash", "x"), to=None)],
            (),
            [{"base": "b1"}, {"base": "b2"}, {"base": "b3"}],
        ),
        (
            [play(act("avengers/modular-tech", "x"), to=None)],
            (act(None, "bm"),),
            [{"order": ["bm", "b2"]}, {"order": ["bm", "b3"]}],
        ),
        (
            [talent("th")],
            (
                mn("avengers/thor", "th", 5),
                typed("ann", 2, "a"),
                act("avengers/mjolnir", "mj", attached_to="a"),
            ),
            [{"card": "th"}],
        ),
        (
            [play(act("hydra/hail-hydra", "x"), to=None)],
            (typed("ann", 2, "a"),),
            [{"card": "a"}],
        ),
        (
            [talent("am")],
            (
                mn("masters-of-evil/absorbing-man", "am", 2),
                mn("masters-of-evil/absorbing-man", "am2", 2),
            ),
            [{"card": "am2"}],
        ),
        (
            [play(act("masters-of-evil/convergence", "x"), to=None)],
            (typed("ann", 2, "a"),),
            [{"card": "a", "to": "b2"}, {"card": "a", "to": "b3"}],
        ),
        (
            [play(act("masters-of-evil/sonic-shockwave", "x"), to=None)],
            (typed("ann", 4, "a"), typed("bob", 3, "e")),
            [{"card": "e"}],
        ),
        (
            [play(act("shield/superior-firepower", "x"), to=None)],
            (act(None, "bm"), typed("bob", 3, "e")),
            [{"card": "bm"}, {"card": "e"}],
        ),
        (
            [play(act("shield/reassignment", "x"), to=None)],
            (),
            [{"base": "b1"}, {"base": "b2"}, {"base": "b3"}],
        ),
        (
            [play(act("sinister-six/ambush", "x"), to=None)],
            (),
            [{"base": "b1"}, {"base": "b2"}, {"base": "b3"}],
        ),
        (
            [talent("my")],
            (mn("sinister-six/mysterio", "my", 4),),
            [{"mode": "modifier"}, {"mode": "draw"}],
        ),
        (
            [play(act("sinister-six/move-the-goods", "x"), to=None)],
            (act(None, "bm"),),
            [{"card": "bm", "to": "b2"}, {"card": "bm", "to": "b3"}],
        ),
        (
            [play(act("ultimates/first-to-arrive", "x"), to=None)],
            (typed("ann", 2, "a"),),
            [{"base": "b2"}, {"base": "b3"}],
        ),
        (
            # The minions first (declined, listed), then where they go.
            [play(act("ultimates/heroic-landing", "x"), to=None)],
            (typed("ann", 2, "a"),),
            [{"cards": ["a"]}],
        ),
        (
            [play(act("ultimates/power-and-speed", "x"), to=None)],
            (typed("ann", 2, "a"),),
            [{"card": "a"}],
        ),
        (
            [talent("cm")],
            (mn("ultimates/captain-marvel", "cm", 5),),
            [{"to": "b2"}, {"to": "b3"}],
        ),
        (
            [talent("rr")],
            (act("sinister-six/reroute-the-power", "rr"), typed("ann", 2, "a")),
            [{"card": "a"}],
        ),
    ],
)
def test_assumed_choices_list_their_options(events, cards, options):
    # b1's breakpoint is 19 or less (Reroute the Power) and out of reach.
    result = run(table(*events, b1=cards, bp=(15, FAR, FAR)))
    first = [a for a in result["assumed_choices"] if a.get("event") == 0][0]
    assert first["options"] == options


def test_nick_fury_plays_the_extra_character_its_choose_names():
    # choose.play (with "to"): the extra character is played now, its own choose in "then".
    data = table(
        play(
            mn("shield/nick-fury", "nf", 5),
            choose={"play": "bw", "to": "b1", "then": {"card": "z"}},
        ),
        b1=(typed("bob", 2, "z"),),
        hands={"ann": [mn("avengers/black-widow", "bw", 5)]},
    )
    result = run(data)
    assert result["warnings"] == []
    assert sorted(where(result)) == ["bw", "nf"]
    data["events"][0]["choose"]["to"] = "b2"  # "here" only
    result = run(data)
    assert "bw" not in where(result)
    assert result["warnings"]


# --- protections asked by the pick ---------------------------------------------------------------

# Ann's "a" under Too Tough (it holds its minion from any move, its own player's too); "c" free.
HELD = (
    typed("ann", 2, "a"),
    act("orcs/too-tough", "tt", attached_to="a", printing="pod"),
    typed("ann", 2, "c"),
)
QUEEN = mn("steampunks/steam-queen", "sq", 3, owner="bob")


def _options(result: dict, key: str) -> list[dict] | None:
    """The options of the assumed choice of event 0 naming `key` (None: no such choice)."""
    found = [
        a["options"]
        for a in result["assumed_choices"]
        if a.get("event") == 0 and key in (a.get("options") or [{}])[0]
    ]
    return found[0] if found else None


def _warned(result: dict, name: str) -> bool:
    return any(name in w["text"] for w in result["warnings"])


def test_iron_man_offers_no_minion_a_protection_holds_nor_a_refused_base():
    # Mo'ai keeps other players from moving minions to its base: b2 is no destination.
    iron = mn("avengers/iron-man", "im", 5)
    moai = mn("polynesian-voyagers/moai", "mo", 3, owner="bob")
    result = run(table(talent("im"), b1=(iron, *HELD), b2=(moai,)))
    assert _options(result, "to") == [{"to": "b3"}]
    assert _options(result, "cards") == [{"cards": ["c"]}]
    # A named mate Too Tough holds stays, warned of; Iron Man goes (pick_cards' protection).
    result = run(table(talent("im", {"to": "b3", "cards": ["a"]}), b1=(iron, *HELD)))
    assert where(result)["a"] == "b1" and where(result)["im"] == "b3"
    assert _warned(result, "Too Tough")
    result = run(table(talent("im", {"to": "b2", "cards": ["c"]}), b1=(iron, *HELD), b2=(moai,)))
    assert where(result)["im"] == "b1" and where(result)["c"] == "b1"
    assert _warned(result, "Moai")


@pytest.mark.parametrize(
    "key,choose",
    [
        ("shield/reassignment", {"base": "b1"}),
        ("ultimates/heroic-landing", {"to": "b1"}),
    ],
)
def test_moving_several_of_yours_offers_none_a_protection_holds(key, choose):
    # Not given, the cards are declined but listed (Reassignment's base is b1, the first one).
    moving = act(key, "x")
    result = run(table(play(moving, to=None), b2=HELD))
    assert _options(result, "cards") == [{"cards": ["c"]}]
    result = run(table(play(moving, to=None, choose={**choose, "cards": ["a"]}), b2=HELD))
    assert where(result)["a"] == "b2"
    assert _warned(result, "Too Tough")


def test_reassignment_moves_none_of_yours_to_a_base_that_refuses_it():
    # Bob's Moai keeps Ann from moving her minions to b2: chosen (the card's first step),
    # each move is refused, warned of; Coordinated Attack's +1 goes to none.
    moai = mn("polynesian-voyagers/moai", "mo", 3, owner="bob")
    mine = (typed("ann", 2, "a"), typed("ann", 2, "c"))
    for key in ("shield/reassignment", "ultimates/coordinated-attack"):
        choose = {"base": "b2", "cards": ["a", "c"]}
        result = run(table(play(act(key, "x"), to=None, choose=choose), b1=mine, b2=(moai,)))
        assert where(result)["a"] == "b1" and where(result)["c"] == "b1"
        assert _warned(result, "Moai")


def test_heroic_landing_offers_no_base_that_refuses_the_move():
    # Bob's Moai keeps Ann from moving her minions to b2; b1 holds "a": b3 is the one base.
    landing = act("ultimates/heroic-landing", "x")
    moai = mn("polynesian-voyagers/moai", "mo", 3, owner="bob")
    mine = (typed("ann", 2, "a"),)
    result = run(table(play(landing, to=None, choose={"cards": ["a"]}), b1=mine, b2=(moai,)))
    assert _options(result, "to") == [{"to": "b3"}]
    assert where(result)["a"] == "b3"
    choose = {"cards": ["a"], "to": "b2"}
    result = run(table(play(landing, to=None, choose=choose), b1=mine, b2=(moai,)))
    assert where(result)["a"] == "b1" and _warned(result, "Moai")


def test_power_and_speed_offers_no_base_for_a_minion_a_protection_holds():
    speed = act("ultimates/power-and-speed", "x")
    result = run(table(play(speed, to=None), b1=HELD))
    assert _options(result, "card") == [{"card": "a"}, {"card": "c"}]
    assert _options(result, "to") is None
    result = run(table(play(speed, to=None, choose={"card": "a", "to": "b2"}), b1=HELD))
    assert where(result)["a"] == "b1"
    assert _warned(result, "Too Tough")


def test_hulk_smash_destroys_no_base_modifier_steam_queen_protects():
    smash = act("avengers/hulk-smash", "x")
    here = (QUEEN, act(None, "qa", owner="bob"), act(None, "mine"))
    result = run(table(play(smash, to=None), b1=here))
    assert _options(result, "cards") == [{"cards": ["mine"]}]
    result = run(table(play(smash, to=None, choose={"base": "b2", "cards": ["qa"]}), b2=here))
    assert set(where(result)) == {"sq", "qa", "mine"}
    assert _warned(result, "Steam Queen")


def test_move_the_goods_moves_no_base_modifier_steam_queen_protects():
    goods = act("sinister-six/move-the-goods", "x")
    here = (QUEEN, act(None, "qa", owner="bob"), act(None, "mine"))
    result = run(table(play(goods, to=None), b2=here))
    assert _options(result, "card") == [{"card": "mine", "to": "b1"}, {"card": "mine", "to": "b3"}]
    result = run(table(play(goods, to=None, choose={"card": "qa", "to": "b1"}), b2=here))
    assert where(result)["qa"] == "b2"
    assert _warned(result, "Steam Queen")
