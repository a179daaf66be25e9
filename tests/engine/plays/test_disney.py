"""Play abilities of Smash Up: Disney Edition (issue 28): plays/disney.py. Every card of the box
has a play entry; each applied one has a test that fails without it."""

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
    table,
    texts,
    where,
)

FACTIONS = (
    "aladdin",
    "beauty-and-the-beast",
    "big-hero-6",
    "frozen",
    "mulan",
    "the-lion-king",
    "the-nightmare-before-christmas",
    "wreck-it-ralph",
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


def counters(result: dict) -> dict[str, int]:
    return {
        c["id"]: c.get("counters", 0)
        for b in result["board"]["bases"]
        for c in b["cards"]
        if "id" in c and c["type"] == "minion"
    }


def extra(kind: str = "minion", card_id: str = "y", power: int = 3, **kw) -> dict:
    return mn(None, card_id, power, **kw) if kind == "minion" else act(None, card_id, **kw)


# --- coverage ------------------------------------------------------------------------------------


def test_every_card_of_the_box_has_a_play_entry():
    keys = [k for k, _ in C.registered() if k.split("/")[0] in FACTIONS]
    assert len(keys) == 115
    assert [k for k in keys if not P.is_registered(k, None)] == []
    entries = {k: v for k, v in P.registered().items() if k[0].split("/")[0] in FACTIONS}
    assert {e.box for e in entries.values()} == {"Smash Up: Disney Edition"}
    assert P.lookup("wreck-it-ralph/mints-eruption", None).status == P.NOT_SIMULATED


def test_mints_eruption_is_listed_as_not_simulated():
    result = run(table(play(act("wreck-it-ralph/mints-eruption", "x"), to=None)))
    assert result["plays"][0]["applied"] is False
    assert result["not_simulated"]


# --- destroy / counters / power ------------------------------------------------------------


def test_dragon_cannon_destroys_a_minion_of_power_3_or_less():
    data = table(
        play(act("mulan/dragon-cannon", "x"), to=None, choose={"card": "s"}),
        b2=(typed("bob", 3, "s"), typed("bob", 4, "big")),
    )
    assert set(where(run(data))) == {"big"}


def test_yao_may_destroy_a_small_minion_here():
    data = table(
        play(mn("mulan/yao", "x", 3), choose={"card": "s"}),
        b1=(typed("bob", 2, "s"), typed("bob", 3, "t")),
    )
    assert set(where(run(data))) == {"x", "t"}
    del data["events"][0]["choose"]
    result = run(data)
    assert set(where(result)) == {"x", "s", "t"}
    assert assumed(result)["options"] == [{"card": "s"}]


@pytest.mark.parametrize(
    "key,count,may",
    [("mulan/mushu", 1, True), ("mulan/prepare-to-fight", 2, False)],
)
def test_counters_on_a_minion(key, count, may):
    card = mn(key, "x", 2) if key == "mulan/mushu" else act(key, "x")
    to = "b1" if card["type"] == "minion" else None
    data = table(play(card, to=to, choose={"card": "e"}), b1=(typed("bob", 2, "e"),))
    assert counters(run(data))["e"] == count
    del data["events"][0]["choose"]
    result = run(data)
    assert counters(result)["e"] == (0 if may else count)
    assert assumed(result)["options"] == [{"card": "e"}]


def test_li_shang_talent_a_counter_on_another_minion_here():
    data = table(
        talent("ls", {"card": "e"}),
        b1=(mn("mulan/li-shang", "ls", 4), typed("bob", 2, "e")),
    )
    assert counters(run(data)) == {"ls": 0, "e": 1}


def test_group_training_a_counter_on_each_of_yours():
    data = table(
        play(act("mulan/group-training", "x"), to=None),
        b1=(typed("ann", 2, "a"), typed("bob", 2, "e")),
        b2=(typed("ann", 2, "c"),),
    )
    assert counters(run(data)) == {"a": 1, "e": 0, "c": 1}


def test_be_a_man_talent_counters_on_up_to_two_here():
    data = table(
        talent("bm", {"cards": ["a", "e"]}),
        b1=(act("mulan/be-a-man", "bm"), typed("ann", 2, "a"), typed("bob", 2, "e")),
    )
    assert counters(run(data)) == {"a": 1, "e": 1}


def test_just_cant_wait_two_counters_on_one_of_yours():
    data = table(
        play(act("the-lion-king/just-cant-wait-to-be-king", "x"), to=None, choose={"card": "a"}),
        b1=(typed("ann", 2, "a"), typed("bob", 2, "e")),
    )
    assert counters(run(data)) == {"a": 2, "e": 0}
    data["events"][0]["choose"] = {"card": "e"}
    assert counters(run(data)) == {"a": 0, "e": 0}


def test_snowgie_gets_a_counter_beside_a_big_minion_of_yours():
    data = table(play(mn("frozen/snowgie", "x", 2)), b1=(typed("ann", 5, "a"),))
    assert counters(run(data))["x"] == 1
    data["bases"][0]["cards"][0]["power"] = 4
    assert counters(run(data))["x"] == 0


def test_beast_counters_with_belle_here_and_its_talent():
    belle = mn("beauty-and-the-beast/belle", "bl", 5)
    result = run(table(play(mn("beauty-and-the-beast/beast", "x", 4)), b1=(belle,)))
    assert counters(result) == {"bl": 1, "x": 1}
    result = run(table(play(mn("beauty-and-the-beast/beast", "x", 4)), b2=(belle,)))
    assert counters(result) == {"bl": 0, "x": 0}
    result = run(table(talent("x"), b1=(mn("beauty-and-the-beast/beast", "x", 4),)))
    assert counters(result) == {"x": 1}


def test_microbot_maker_counters_here_and_its_talent_one_more():
    data = table(
        play(act("big-hero-6/microbot-maker", "x")),
        talent("x", {"card": "a"}),
        b1=(typed("ann", 2, "a"), typed("ann", 2, "c"), typed("bob", 2, "e")),
    )
    assert counters(run(data)) == {"a": 2, "c": 1, "e": 0}


def test_microbot_swarm_talent_a_counter_on_itself():
    result = run(table(talent("ms"), b1=(mn("big-hero-6/microbot-swarm", "ms", 2),)))
    assert counters(result) == {"ms": 1}


def test_palace_guard_talent_counters_on_each_of_your_guards_here():
    guard = "aladdin/palace-guard"
    data = table(
        talent("g1"),
        b1=(mn(guard, "g1", 2), mn(guard, "g2", 2), mn(guard, "g3", 2, owner="bob")),
        b2=(mn(guard, "g4", 2),),
    )
    assert counters(run(data)) == {"g1": 1, "g2": 1, "g3": 0, "g4": 0}


def test_upgrades_two_counters_and_an_extra_action():
    data = table(
        play(act("big-hero-6/upgrades", "x"), to=None, choose={"cards": ["a", "a"]}),
        play(act(None, "y"), to=None),
        b1=(typed("ann", 2, "a"),),
    )
    result = run(data)
    assert counters(result) == {"a": 2}
    assert beyond(result) == []


def test_control_the_swarm_counters_or_moves():
    cards = (typed("ann", 2, "a", counters=2), typed("ann", 2, "c"), typed("bob", 2, "e"))
    data = table(
        play(act("big-hero-6/control-the-swarm", "x"), to=None, choose={"mode": "counters"}),
        b1=cards,
    )
    assert counters(run(data)) == {"a": 2, "c": 1, "e": 0}
    data["events"][0]["choose"] = {"mode": "move", "order": ["a", "c", "a", "c"]}
    assert counters(run(data)) == {"a": 0, "c": 2, "e": 0}


def test_hiro_hamada_talent_counter_here_or_moves():
    data = table(
        talent("h", {"mode": "counter", "card": "e"}),
        b1=(mn("big-hero-6/hiro-hamada", "h", 3), typed("bob", 2, "e")),
        b2=(typed("ann", 2, "a", counters=1),),
    )
    assert counters(run(data)) == {"h": 0, "e": 1, "a": 1}
    data["events"][0]["choose"] = {"mode": "move", "order": ["a", "h"]}
    assert counters(run(data)) == {"h": 1, "e": 0, "a": 0}
    # All the counters go from one minion to one other (its clarification).
    data["bases"][1]["cards"].append(typed("ann", 2, "c", counters=1))
    data["events"][0]["choose"] = {"mode": "move", "order": ["a", "h", "c", "h"]}
    result = run(data)
    assert counters(result) == {"h": 0, "e": 0, "a": 1, "c": 1}
    assert result["warnings"]


def test_version_20_boosts_your_minions_with_counters_on_a_base():
    data = table(
        play(act("big-hero-6/version-20", "x"), to=None, choose={"base": "b1"}),
        b1=(typed("ann", 2, "a", counters=1), typed("ann", 2, "c")),
        bp=(7, FAR, FAR),
    )
    result = run(data)
    assert power_of(result, "b1", "a") == 5
    assert power_of(result, "b1", "c") == 2


def test_wasabi_talent_plus_counters_up_to_five():
    data = table(talent("w"), b1=(mn("big-hero-6/wasabi", "w", 3, counters=2),), bp=(7, FAR, FAR))
    assert power_of(run(data), "b1", "w") == 7
    data = table(talent("w"), b1=(mn("big-hero-6/wasabi", "w", 3),), bp=(4, FAR, FAR))
    assert power_of(run(data), "b1", "w") == 4


def test_fred_talent_gives_minus_two_with_counters_only():
    data = table(
        talent("f", {"card": "e"}),
        b1=(mn("big-hero-6/fred-frederickson-iv", "f", 3, counters=1), typed("bob", 4, "e")),
        bp=(6, FAR, FAR),
    )
    result = run(data)
    assert power_of(result, "b1", "e") == 2
    # Only a use on an earlier turn is not simulated: this turn's is applied, and its
    # not_simulated line says so.
    [line] = [n for n in result["not_simulated"] if n.get("card") == "f"]
    assert "last turn" in line["reason"] and "used this turn is applied" in line["reason"]
    data["bases"][0]["cards"][0]["counters"] = 0
    data["bases"][0]["breakpoint"] = 7
    assert power_of(run(data), "b1", "e") == 4


def test_rajah_talent_gains_two():
    data = table(talent("r"), b1=(mn("aladdin/rajah", "r", 3),), bp=(5, FAR, FAR))
    assert power_of(run(data), "b1", "r") == 5


def test_hyenas_den_talent_boosts_one_of_yours_here():
    data = table(
        talent("hd", {"card": "a"}),
        b1=(act("the-lion-king/hyenas-den", "hd"), typed("ann", 3, "a")),
        bp=(5, FAR, FAR),
    )
    assert power_of(run(data), "b1", "a") == 5


def test_zazu_talent_boosts_another_of_yours_here():
    data = table(
        talent("z", {"mode": "boost", "card": "a"}),
        b1=(mn("the-lion-king/zazu", "z", 3), typed("ann", 3, "a")),
        bp=(8, FAR, FAR),
    )
    assert power_of(run(data), "b1", "a") == 5
    data["events"][0]["choose"] = {"mode": "draw"}
    result = run(data)
    assert result["scorings"] == []
    assert result["warnings"]  # Mufasa is not in the discard pile


def test_break_the_curse_boosts_your_minions_on_a_base():
    data = table(
        play(act("beauty-and-the-beast/break-the-curse", "x"), to=None, choose={"base": "b2"}),
        b2=(typed("ann", 2, "a"), typed("bob", 2, "e")),
        bp=(FAR, 5, FAR),
    )
    result = run(data)
    assert power_of(result, "b2", "a") == 3
    assert power_of(result, "b2", "e") == 2


def test_sergeant_calhoun_talent_needs_your_base_modifier_here():
    cards = (mn("wreck-it-ralph/sergeant-calhoun", "sc", 3), typed("ann", 2, "a"))
    data = table(talent("sc"), b1=(*cards, act(None, "bm")), bp=(6, FAR, FAR))
    assert power_of(run(data), "b1", "a") == 3
    data["bases"][0]["cards"].pop()
    data["bases"][0]["breakpoint"] = 5
    assert power_of(run(data), "b1", "a") == 2


def test_wish_needs_your_genie_and_gives_a_choice():
    genie = mn("aladdin/genie", "g", 3)
    data = table(
        play(act("aladdin/wish", "x"), to=None, choose={"mode": "power", "card": "a"}),
        b1=(genie, typed("ann", 1, "a")),
        bp=(9, FAR, FAR),
    )
    assert power_of(run(data), "b1", "a") == 6
    data["bases"][0]["cards"][0] = mn("aladdin/genie", "g", 3, owner="bob")
    assert run(data)["scorings"] == []
    two = (play(extra("minion", "y1")), play(extra("minion", "y2")), play(extra("minion", "y3")))
    data = table(
        play(act("aladdin/wish", "x"), to=None, choose={"mode": "minions"}), *two, b1=(genie,)
    )
    assert beyond(run(data)) == []
    data["events"][0]["choose"] = {"mode": "draw"}
    assert beyond(run(data)) == [2, 3]


# --- moves -----------------------------------------------------------------------------------


def test_carpet_talent_moves_it_and_two_others_here():
    data = table(
        talent("cp", {"to": "b2", "cards": ["a", "c"]}),
        b1=(mn("aladdin/carpet", "cp", 1), typed("ann", 2, "a"), typed("ann", 2, "c")),
    )
    assert where(run(data)) == {"cp": "b2", "a": "b2", "c": "b2"}


def test_go_go_tomago_takes_another_along_with_counters_only():
    data = table(
        talent("gg", {"to": "b2", "cards": ["a"]}),
        b1=(mn("big-hero-6/go-go-tomago", "gg", 3, counters=1), typed("ann", 2, "a")),
    )
    assert where(run(data)) == {"gg": "b2", "a": "b2"}
    data["bases"][0]["cards"][0]["counters"] = 0
    result = run(data)
    assert where(result) == {"gg": "b2", "a": "b1"}
    # Said why: it has no counter (not a choose.cards the play did not read).
    [warning] = result["warnings"]
    assert "it has no +1 power counter" in warning["text"]


def test_vanellope_talent_moves_and_gets_a_counter():
    data = table(
        talent("v", {"to": "b3"}), b1=(mn("wreck-it-ralph/vanellope-von-schweetz", "v", 3),)
    )
    result = run(data)
    assert where(result) == {"v": "b3"}
    assert counters(result) == {"v": 1}


def test_sven_talent_moves_one_of_yours_here():
    data = table(
        talent("s", {"mode": "move", "card": "a", "to": "b1"}),
        b1=(mn("frozen/sven", "s", 3),),
        b2=(typed("ann", 2, "a"),),
    )
    assert where(run(data))["a"] == "b1"


def test_oogie_boogie_may_move_its_minion():
    data = table(
        play(
            act("the-nightmare-before-christmas/oogie-boogie", "x", attached_to="e"),
            choose={"to": "b2"},
        ),
        b1=(typed("bob", 3, "e"),),
    )
    assert where(run(data)) == {"e": "b2", "x": "b2"}
    del data["events"][0]["choose"]
    assert where(run(data)) == {"e": "b1", "x": "b1"}


def test_oogie_boogie_offers_no_base_that_refuses_the_move():
    # Bob's Moai keeps Ann from moving her minions to b2 (Oogie Boogie on Ann's "a").
    moai = (typed("bob", 3, "mo", card="polynesian-voyagers/moai"),)
    oogie = act("the-nightmare-before-christmas/oogie-boogie", "x", attached_to="a")
    mine = (typed("ann", 2, "a"),)
    result = run(table(play(oogie), b1=mine, b2=moai))
    assert [a["options"] for a in result["assumed_choices"] if a.get("event") == 0] == [
        [{"to": "b3"}]
    ]
    result = run(table(play(oogie, choose={"to": "b2"}), b1=mine, b2=moai))
    assert where(result)["a"] == "b1"
    assert any("Moai" in w["text"] for w in result["warnings"])


def test_oogie_boogie_played_next_to_a_five_power_minion_is_destroyed_at_once():
    # Oogie Boogie goes when another character where it is has 5 power or more: that is
    # already true when it arrives (review s26 d, finding 1), not only after a later change.
    oogie = act("the-nightmare-before-christmas/oogie-boogie", "x", attached_to="e")
    data = table(play(oogie, choose={}), b1=(typed("bob", 6, "e"), typed("ann", 6, "a")))
    result = run(data)
    assert "x" not in where(result)
    assert result["totals"]["b1"]["players"]["bob"] == 6
    # Moved next to no 5-power minion: it stays.
    data = table(play(oogie, choose={"to": "b2"}), b1=data["bases"][0]["cards"])
    assert where(run(data))["x"] == "b2"


def test_escape_pod_moves_two_of_your_cards_together():
    data = table(
        play(
            act("wreck-it-ralph/escape-pod", "x"),
            to=None,
            choose={"cards": ["a", "bm"], "to": "b3"},
        ),
        b1=(typed("ann", 2, "a"), act(None, "bm"), typed("ann", 2, "c")),
    )
    assert where(run(data)) == {"a": "b3", "bm": "b3", "c": "b1"}


def test_sugar_rush_talent_moves_two_of_yours_here_with_plus_one():
    data = table(
        talent("sr", {"cards": ["a", "c"]}),
        b1=(act("wreck-it-ralph/sugar-rush", "sr"),),
        b2=(typed("ann", 2, "a"), typed("ann", 2, "c")),
        bp=(6, FAR, FAR),
    )
    result = run(data)
    assert power_of(result, "b1", "a") == 3


def test_research_lab_beacon_brings_a_named_faction_here():
    data = table(
        talent("rl", {"factions": ["mulan"]}),
        b1=(act("wreck-it-ralph/research-lab-beacon", "rl"),),
        b2=(mn("mulan/mushu", "m1", 2, owner="bob"), mn("frozen/olaf", "o", 3)),
    )
    assert where(run(data)) == {"rl": "b1", "m1": "b1", "o": "b2"}


def test_king_candy_talent_may_move_it():
    data = table(talent("kc", {"to": "b2"}), b1=(act("wreck-it-ralph/king-candy", "kc"),))
    assert where(run(data)) == {"kc": "b2"}


def test_king_candy_talent_cancels_a_characters_modifiers_and_counters():
    # Ann chooses a character at King Candy's base: Bob's bb (5, three counters, an Upgrade) counts
    # 5, not 10, and Ann (6) takes b1 first.
    bob = (
        mn(None, "bb", 5, owner="bob", counters=3),
        act("dinosaurs/upgrade", "up", owner="bob", attached_to="bb"),
    )
    king = act("wreck-it-ralph/king-candy", "kc")
    ann = mn(None, "a1", 6)
    data = table(talent("kc", {"card": "bb"}), b1=(king, *bob, ann), bp=(10, FAR, FAR))
    result = run(data)
    assert power_of(result, "b1", "bb") == 5
    assert result["vp"] == {"ann": 3, "bob": 2}
    assert result["not_simulated"] == [] and result["warnings"] == []
    # Without the Talent: 10 against 6.
    assert run(table(b1=(king, *bob, ann), bp=(10, FAR, FAR)))["vp"] == {"ann": 2, "bob": 3}
    # The choice is Ann's: not given, the first character there, listed.
    chosen = assumed(run(table(talent("kc", {}), b1=(king, ann, *bob), bp=(10, FAR, FAR))))
    assert chosen["choose"] == {"card": "a1"}
    assert chosen["options"] == [{"card": "a1"}, {"card": "bb"}]


def test_cy_bug_infestation_moves_every_players_cards_away():
    data = table(
        talent("cb", {"order": ["bob", "b2", "ann", "b3"]}),
        b1=(
            act("wreck-it-ralph/cy-bug-infestation", "cb"),
            typed("ann", 2, "a"),
            typed("bob", 2, "e"),
        ),
    )
    assert where(run(data)) == {"a": "b3", "e": "b2"}
    data["base_deck"] = [{"id": "n1", "breakpoint": FAR, "vp": [3, 2, 1]}]
    result = run(data)
    assert [b["id"] for b in result["board"]["bases"]] == ["n1", "b2", "b3"]
    assert where(result) == {"a": "b3", "e": "b2"}


# --- modifiers -----------------------------------------------------------------------------------


def test_dr_finkelstein_moves_a_character_modifier():
    data = table(
        talent("df", {"order": ["cm", "e"]}),
        b1=(mn("the-nightmare-before-christmas/dr-finkelstein", "df", 4), typed("ann", 2, "a")),
        b2=(typed("bob", 2, "e"),),
    )
    data["bases"][0]["cards"].append(act(None, "cm", attached_to="a"))
    result = run(data)
    assert where(result)["cm"] == "b2"
    assert card_of(result, "cm")["attached_to"] == "e"


def test_fix_it_felix_talent_puts_a_base_modifier_here_on_a_deck():
    data = table(
        talent("fx", {"card": "bm"}),
        b1=(mn("wreck-it-ralph/fix-it-felix-jr", "fx", 4), act(None, "bm", owner="bob")),
    )
    assert where(run(data)) == {"fx": "b1"}


def test_honey_lemon_destroys_a_modifier_or_plays_an_action_with_counters():
    data = table(
        talent("hl", {"mode": "destroy", "card": "bm"}),
        b1=(mn("big-hero-6/honey-lemon", "hl", 3), act(None, "bm", owner="bob")),
    )
    assert where(run(data)) == {"hl": "b1"}
    two = (play(extra("action", "y1"), to=None), play(extra("action", "y2"), to=None))
    data = table(
        talent("hl", {"mode": "action"}),
        *two,
        b1=(mn("big-hero-6/honey-lemon", "hl", 3, counters=1),),
    )
    assert beyond(run(data)) == []
    data["bases"][0]["cards"][0]["counters"] = 0
    assert beyond(run(data)) == [2]


def test_wreck_it_ralph_talent_destroys_a_base_modifier_or_plays_one():
    data = table(
        talent("wr", {"mode": "destroy", "card": "bm"}),
        b1=(mn("wreck-it-ralph/wreck-it-ralph", "wr", 5), act(None, "bm", owner="bob")),
    )
    assert where(run(data)) == {"wr": "b1"}
    data["events"] = [
        talent("wr", {"mode": "modifier"}),
        play(extra("action", "y1")),
        play(extra("action", "y2")),
    ]
    assert beyond(run(data)) == []


def test_avalanche_shuffles_the_small_minions_of_a_base_away():
    data = table(
        play(act("mulan/avalanche", "x"), to=None, choose={"base": "b2"}),
        b2=(typed("bob", 3, "s"), typed("ann", 2, "a"), typed("bob", 4, "big")),
    )
    assert where(run(data)) == {"big": "b2"}


def test_avalanche_needs_a_card_to_discard_and_shuffles_the_minions_in():
    # Avalanche's price is a card discarded from the hand: with an empty hand (the board says
    # so), nothing is shuffled away and a warning says why; the minions are shuffled into their
    # owners' decks, not put at the bottom (review s26 d, finding 4).
    data = table(
        play(act("mulan/avalanche", "x"), to=None, choose={"base": "b2"}),
        b2=(typed("bob", 3, "s"), typed("ann", 2, "a")),
    )
    data["hand_size"] = {"ann": 0}
    result = run(data)
    assert where(result) == {"s": "b2", "a": "b2"}
    assert any("hand" in w["text"] for w in result["warnings"])
    # A listed hand holding a card: it pays, and that card leaves the hand.
    del data["hand_size"]
    data["hands"] = {"ann": [{"id": "h1", "type": "action"}]}
    result = run(data)
    assert where(result) == {}
    assert result["board"]["hands"]["ann"] == []
    assert "shuffles" in texts(result)
    assert "bottom" not in texts(result)
    # A hand the board does not count: the card is assumed, and the log says so.
    del data["hands"]
    result = run(data)
    assert where(result) == {}
    assert "assumed to hold" in texts(result)


def test_scar_destroys_a_rival_or_one_of_yours():
    data = table(
        play(act("the-lion-king/scar", "x"), to=None, choose={"mode": "rival", "card": "e"}),
        b1=(typed("bob", 5, "e"), typed("ann", 3, "a")),
    )
    assert set(where(run(data))) == {"a"}
    data["events"][0]["choose"] = {"mode": "own", "card": "a"}
    result = run(data)
    assert set(where(result)) == {"e"}
    assert "draw 3 card(s)" in texts(result)


def test_the_hyenas_destroys_a_minion_of_power_3_or_less():
    data = table(
        play(act("the-lion-king/the-hyenas", "x"), to=None, choose={"card": "s"}),
        b1=(typed("bob", 3, "s"),),
    )
    assert where(run(data)) == {}


def test_the_hyenas_sees_a_mufasa_the_run_sent_to_the_discard_pile():
    # The Hyenas' bonus (a draw and an extra action) needs Mufasa in the player's discard pile:
    # a Mufasa the run itself destroyed is there, with no Simba or Nala in play to watch it
    # (review s26 d, finding 2).
    destroy = {"when": "now", "action": "destroy", "card": "mu"}
    hyenas = play(
        act("the-lion-king/the-hyenas", "x"),
        to=None,
        choose={"card": "s", "play": act(None, "y"), "to": "b2"},
    )
    data = table(
        destroy,
        hyenas,
        b1=(typed("bob", 3, "s"),),
        b3=(mn("the-lion-king/mufasa", "mu", 4),),
    )
    result = run(data)
    assert where(result) == {"y": "b2"}
    assert "draw a card" in texts(result)
    # Without that destruction, the bonus is not known.
    del data["events"][0]
    assert "y" not in where(run(data))


# --- extra plays -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "key",
    [
        "aladdin/street-rat",
        "aladdin/jafar",
        "the-nightmare-before-christmas/christmas-will-be-ours",
    ],
)
def test_an_extra_action_played_now(key):
    mod = act(None, "y", owner="bob")
    data = table(play(act(key, "x"), to=None, choose={"play": mod, "to": "b2"}))
    # (Christmas Will Be Ours! sends bob's action back to his hand as the turn ends.)
    data["end_of_turn"] = False
    assert where(run(data)) == {"y": "b2"}
    del data["events"][0]["choose"]
    assert where(run(data)) == {}


def _hyenas_from_a_hand(key: str) -> dict:
    # The Hyenas in ann's hand, named by its id as the card the ability plays (then: bob's o).
    hyenas = {"id": "hy", "type": "action", "card": "the-lion-king/the-hyenas"}
    return table(
        play(act(key, "x"), to=None, choose={"play": "hy", "then": {"card": "o"}}),
        b1=(typed("bob", 3, "o"),),
        hands={"ann": [hyenas]},
    )


def test_street_rat_plays_an_action_of_another_players_discard_pile_not_of_a_hand():
    hyenas = act("the-lion-king/the-hyenas", "hy", owner="bob")
    data = table(
        play(
            act("aladdin/street-rat", "x"), to=None, choose={"play": hyenas, "then": {"card": "o"}}
        ),
        b1=(typed("bob", 3, "o"),),
    )
    assert where(run(data)) == {}
    result = run(_hyenas_from_a_hand("aladdin/street-rat"))
    assert where(result) == {"o": "b1"}
    assert "is a card of a hand" in result["warnings"][0]["text"]
    assert [c["id"] for c in result["board"]["hands"]["ann"]] == ["hy"]
    # Another player's: ann's own Hyenas (from her discard pile) is refused.
    own = act("the-lion-king/the-hyenas", "hy", owner="ann")
    data["events"][0]["choose"]["play"] = own
    result = run(data)
    assert where(result) == {"o": "b1"}
    assert "not another player's" in result["warnings"][0]["text"]


def test_winter_surprise_plays_no_card_of_a_hand():
    # "from your discard pile": a modifier of ann's hand is refused.
    key = "the-nightmare-before-christmas/winter-surprise"
    mod = {"id": "y", "type": "action"}
    data = table(
        play(act(key, "x"), to=None, choose={"play": "y"}),
        b2=(mn(None, "a", 2),),
        hands={"ann": [mod]},
    )
    result = run(data)
    assert "y" not in where(result)
    assert any("is a card of a hand" in w["text"] for w in result["warnings"])


def test_winter_surprise_plays_a_character_modifier_only():
    mod = act(None, "y", attached_to="a")
    key = "the-nightmare-before-christmas/winter-surprise"
    data = table(play(act(key, "x"), to=None, choose={"play": mod}), b2=(mn(None, "a", 2),))
    assert where(run(data)) == {"y": "b2", "a": "b2"}
    # A base modifier, or a standard action (The Hyenas): refused, said in warnings.
    data["events"][0]["choose"] = {"play": act(None, "y"), "to": "b2"}
    result = run(data)
    assert where(result) == {"a": "b2"}
    assert "is not an action played on a minion" in result["warnings"][0]["text"]
    hyenas = act("the-lion-king/the-hyenas", "hy")
    data = table(
        play(act(key, "x"), to=None, choose={"play": hyenas, "then": {"card": "o"}}),
        b1=(typed("bob", 3, "o"),),
    )
    result = run(data)
    assert where(result) == {"o": "b1"} and result["warnings"]


def test_christmas_will_be_ours_sends_another_players_action_back_at_the_end_of_the_turn():
    # Bob's Family Sword on ann's x: +3 for this turn's scorings, then back to bob's hand.
    key = "the-nightmare-before-christmas/christmas-will-be-ours"
    sword = act("mulan/family-sword", "fs", owner="bob", attached_to="a")
    data = table(
        play(act(key, "x"), to=None, choose={"play": sword}),
        b1=(mn(None, "a", 4), typed("bob", 6, "o")),
        bp=(13, FAR, FAR),
    )
    result = run(data)
    assert power_of(result, "b1", "a") == 7
    data["bases"][0]["breakpoint"] = FAR
    result = run(data)
    assert where(result) == {"a": "b1", "o": "b1"}
    assert [c["id"] for c in result["board"]["hands"]["bob"]] == ["fs"]
    # A one-shot action of bob's: back from his discard pile to his hand.
    hyenas = act("the-lion-king/the-hyenas", "hy", owner="bob")
    data = table(
        play(act(key, "x"), to=None, choose={"play": hyenas, "then": {"card": "o"}}),
        b1=(typed("bob", 3, "o"),),
    )
    result = run(data)
    assert where(result) == {}
    assert [c["id"] for c in result["board"]["hands"]["bob"]] == ["hy"]
    # An action of ann's own stays where it was played.
    data = table(play(act(key, "x"), to=None, choose={"play": act(None, "y"), "to": "b2"}))
    result = run(data)
    assert where(result) == {"y": "b2"} and "bob" not in (result["board"].get("hands") or {})
    # ...and the log says nothing of an action going back (nor with no action played).
    returns = "returns to its owner's hand once the turn ends"
    assert not any(returns in (e.get("text") or "") for e in result["log"])
    del data["events"][0]["choose"]
    assert not any(returns in (e.get("text") or "") for e in run(data)["log"])
    # Bob's action played: said.
    data = table(
        play(act(key, "x"), to=None, choose={"play": hyenas, "then": {"card": "o"}}),
        b1=(typed("bob", 3, "o"),),
    )
    assert any(returns in (e.get("text") or "") for e in run(data)["log"])


@pytest.mark.parametrize(
    "key,named,power_max",
    [
        ("aladdin/magic-carpet-ride", "aladdin/carpet", None),
        ("frozen/do-you-want-to-build-a-snowman", "frozen/snowgie", None),
        ("frozen/reindeers-are-better-than-people", None, 3),
        ("big-hero-6/new-student", None, 3),
        ("beauty-and-the-beast/this-provincial-town", None, 3),
    ],
)
def test_an_extra_minion_played_now(key, named, power_max):
    good = mn(named, "y", power_max or 4)
    data = table(play(act(key, "x"), to=None, choose={"play": good, "to": "b2"}))
    assert where(run(data)) == {"y": "b2"}
    bad = mn("frozen/olaf" if named == "aladdin/carpet" else "aladdin/carpet", "y", 9)
    data["events"][0]["choose"]["play"] = bad
    assert where(run(data)) == {}


def test_new_student_and_provincial_town_counter_on_the_extra_minion():
    card = act("big-hero-6/new-student", "x")
    result = run(table(play(card, to=None, choose={"play": mn(None, "y", 3), "to": "b1"})))
    assert counters(result) == {"y": 1}
    town = act("beauty-and-the-beast/this-provincial-town", "x")
    result = run(table(play(town, to=None, choose={"play": mn(None, "y", 3), "to": "b1"})))
    assert counters(result) == {"y": 0}
    choose = {"play": mn(None, "y", 3), "to": "b1", "mode": "discard"}
    result = run(table(play(town, to=None, choose=choose)))
    assert counters(result) == {"y": 1}


@pytest.mark.parametrize("key", ["frozen/act-of-true-love", "the-lion-king/wildebeest-stampede"])
def test_destroy_one_of_yours_to_play_another(key):
    data = table(
        play(act(key, "x"), to=None, choose={"card": "a", "play": mn(None, "y", 4), "to": "b2"}),
        b1=(typed("ann", 2, "a"),),
    )
    assert where(run(data)) == {"y": "b2"}


def test_elsa_talent_plays_olaf_or_a_snowgie():
    choose = {"mode": "play", "play": mn("frozen/olaf", "o", 3), "to": "b1"}
    data = table(talent("el", choose), b1=(mn("frozen/elsa", "el", 5),))
    assert where(run(data)) == {"el": "b1", "o": "b1"}
    data["events"][0]["choose"]["play"] = mn("frozen/anna", "o", 4)
    assert where(run(data)) == {"el": "b1"}


@pytest.mark.parametrize(
    "key,kind,holder",
    [
        ("aladdin/jasmine", "action", "minion"),
        ("beauty-and-the-beast/cogsworth", "action", "minion"),
        ("beauty-and-the-beast/lumiere", "minion", "minion"),
    ],
)
def test_talents_granting_an_extra_play(key, kind, holder):
    extras = [play(extra(kind, f"y{i}", 3)) for i in range(2)]
    data = table(talent("t"), *extras, b1=(mn(key, "t", 3),))
    assert beyond(run(data)) == []
    data["events"] = data["events"][1:]
    data["events"].append(play(extra(kind, "y2", 3)))
    assert beyond(run(data)) == [1, 2]


def test_mulan_talent_extra_action():
    extras = [play(extra("action", f"y{i}")) for i in range(2)]
    data = table(
        talent("m", {"mode": "action"}), *extras, b1=(mn("mulan/mulan", "m", 5, counters=1),)
    )
    assert beyond(run(data)) == []
    data["events"][0]["choose"] = {"mode": "draw"}
    assert beyond(run(data)) == [2]


@pytest.mark.parametrize(
    "key,kind,count,power,too_big",
    [
        ("mulan/ling", "minion", 1, 2, [1, 2]),
        ("mulan/call-up-new-recruits", "minion", 1, 4, [2, 3]),
    ],
)
def test_extra_minions(key, kind, count, power, too_big):
    first = mn(key, "x", 3) if key == "mulan/ling" else act(key, "x")
    first_to = "b1" if first["type"] == "minion" else None
    choose = None if key == "mulan/ling" else {"mode": "minion"}
    allowed = count + (0 if first["type"] == kind else 1)
    extras = [play(extra(kind, f"e{i}", power), to="b1") for i in range(allowed + 1)]
    assert beyond(run(table(play(first, to=first_to, choose=choose), *extras))) == [allowed + 1]
    for event in extras:
        event["card"]["power"] = power + 1
    assert beyond(run(table(play(first, to=first_to, choose=choose), *extras))) == too_big


def test_cri_kee_needs_another_minion_of_yours_here():
    cri = play(mn("mulan/cri-kee", "x", 2))
    extras = (play(mn(None, "y", 3), "b2"),)
    assert beyond(run(table(cri, *extras, b1=(typed("ann", 2, "a"),)))) == []
    assert beyond(run(table(cri, *extras))) == [1]


def test_control_mask_talent_plays_or_moves_swarms():
    mask = act("big-hero-6/control-mask", "cm", attached_to="a")
    data = table(
        talent("cm", {"mode": "move", "cards": ["s1"]}),
        b1=(typed("ann", 3, "a"), mask),
        b2=(mn("big-hero-6/microbot-swarm", "s1", 2), mn("big-hero-6/microbot-swarm", "s2", 2)),
    )
    assert where(run(data)) == {"a": "b1", "cm": "b1", "s1": "b1", "s2": "b2"}
    data["events"] = [
        talent("cm", {"mode": "play"}),
        play(mn("big-hero-6/microbot-swarm", "y1", 2)),
        play(mn("big-hero-6/microbot-swarm", "y2", 2)),
    ]
    assert beyond(run(data)) == []
    # The extra minion is a Microbot Swarm: another minion does not use it.
    data["events"][1:] = [play(extra("minion", "y1")), play(extra("minion", "y2"))]
    assert beyond(run(data)) == [2]


def test_control_mask_moves_swarms_one_way_per_use():
    # Named both ways in one use: the first named Swarm's way is kept, the other is warned.
    mask = act("big-hero-6/control-mask", "cm", attached_to="a")
    s1 = mn("big-hero-6/microbot-swarm", "s1", 2)
    s2 = mn("big-hero-6/microbot-swarm", "s2", 2)
    data = table(
        talent("cm", {"mode": "move", "cards": ["s1", "s2"], "to": "b3"}),
        b1=(typed("ann", 3, "a"), mask, s1),
        b2=(s2,),
    )
    result = run(data)
    assert where(result)["s1"] == "b3"
    assert where(result)["s2"] == "b2"
    assert [w["event"] for w in result["warnings"]] == [0]
    data["events"] = [talent("cm", {"mode": "move", "cards": ["s2", "s1"]})]
    result = run(data)
    assert where(result)["s1"] == "b1"
    assert where(result)["s2"] == "b1"
    assert [w["event"] for w in result["warnings"]] == [0]
    # "cards" not given: the "may" is declined, nothing moves.
    data["events"] = [talent("cm", {"mode": "move"})]
    result = run(data)
    assert (where(result)["s1"], where(result)["s2"]) == ("b1", "b2")
    assert result["warnings"] == []


def test_control_mask_offers_no_base_that_refuses_the_move():
    # Bob's Moai keeps Ann from moving her minions to its base.
    moai = typed("bob", 3, "mo", card="polynesian-voyagers/moai")
    mask = act("big-hero-6/control-mask", "cm", attached_to="a")
    s1 = mn("big-hero-6/microbot-swarm", "s1", 2)
    away = {"mode": "move", "cards": ["s1"]}
    mine = (typed("ann", 3, "a"), mask, s1)
    assert _options(run(table(talent("cm", away), b1=mine, b2=(moai,))), "to") == [{"to": "b3"}]
    result = run(table(talent("cm", {**away, "to": "b2"}), b1=mine, b2=(moai,)))
    assert where(result)["s1"] == "b1" and _warned(result, "Moai")
    # To here, Moai's base: the Swarm stays, warned of.
    result = run(table(talent("cm", away), b1=(typed("ann", 3, "a"), mask, moai), b2=(s1,)))
    assert where(result)["s1"] == "b2" and _warned(result, "Moai")


def test_control_mask_is_not_played_on_a_microbot_swarm():
    data = table(
        play(act("big-hero-6/control-mask", "cm", attached_to="sw"), to="b1"),
        b1=(mn("big-hero-6/microbot-swarm", "sw", 2),),
    )
    result = run(data)
    assert result["plays"][0]["applied"] is False
    assert [w["event"] for w in result["warnings"]] == [0]
    data["bases"][0]["cards"][0] = typed("ann", 3, "sw")
    assert run(data)["warnings"] == []


# --- Mufasa in the discard pile ------------------------------------------------------------------


def mufasa_gone(*events: dict, **bases) -> dict:
    """Ann's Mufasa (on b3, beside her Simba) is destroyed first: the run records it in her
    discard pile."""
    mufasa = mn("the-lion-king/mufasa", "mu", 6)
    simba = mn("the-lion-king/simba", "si", 4)
    destroy = {"when": "now", "action": "destroy", "card": "mu", "by": "bob"}
    return table(destroy, *events, b3=(mufasa, simba), **bases)


def test_just_cant_wait_four_counters_with_mufasa_gone():
    card = act("the-lion-king/just-cant-wait-to-be-king", "x")
    data = mufasa_gone(play(card, to=None, choose={"card": "a"}), b1=(typed("ann", 2, "a"),))
    assert counters(run(data))["a"] == 4


def test_the_hyenas_grant_an_action_with_mufasa_gone():
    card = act("the-lion-king/the-hyenas", "x")
    actions = (play(extra("action", "y1"), to=None), play(extra("action", "y2"), to=None))
    data = mufasa_gone(
        play(card, to=None, choose={"card": "s"}), *actions, b1=(typed("bob", 2, "s"),)
    )
    result = run(data)
    assert "s" not in where(result)
    assert beyond(result) == [3]  # the Hyenas' own play, then one extra action
    bare = table(play(card, to=None, choose={"card": "s"}), *actions, b1=(typed("bob", 2, "s"),))
    assert beyond(run(bare)) == [1, 2]


def test_zazu_draws_with_mufasa_gone():
    data = mufasa_gone(talent("z", {"mode": "draw"}), b1=(mn("the-lion-king/zazu", "z", 3),))
    result = run(data)
    assert not [w for w in result["warnings"] if w["event"] == 1]


# --- assumed choices ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "events,cards,options",
    [
        # A mandatory pick takes the first option; a "may" is declined (listed either way).
        (
            [play(act("mulan/dragon-cannon", "x"), to=None)],
            (typed("bob", 3, "s"),),
            [{"card": "s"}],
        ),
        (
            [play(act("the-lion-king/scar", "x"), to=None)],
            (typed("bob", 3, "s"),),
            [{"mode": "rival"}, {"mode": "own"}],
        ),
        (
            [play(act("big-hero-6/version-20", "x"), to=None)],
            (),
            [{"base": "b1"}, {"base": "b2"}, {"base": "b3"}],
        ),
        (
            [play(act("mulan/avalanche", "x"), to=None)],
            (),
            [{"base": "b1"}, {"base": "b2"}, {"base": "b3"}],
        ),
        (
            [talent("fx")],
            (mn("wreck-it-ralph/fix-it-felix-jr", "fx", 4), act(None, "bm")),
            [{"card": "bm"}],
        ),
        (
            [talent("df")],
            (
                mn("the-nightmare-before-christmas/dr-finkelstein", "df", 4),
                typed("ann", 2, "a"),
                act(None, "cm", attached_to="a"),
            ),
            [{"order": ["cm", "df"]}],
        ),
        (
            [talent("rl")],
            (act("wreck-it-ralph/research-lab-beacon", "rl"), mn("mulan/mushu", "m", 2)),
            [{"factions": ["mulan"]}],
        ),
        (
            [play(act("big-hero-6/upgrades", "x"), to=None)],
            (typed("ann", 2, "a"),),
            [{"cards": ["a", "a"]}],
        ),
        (
            [talent("v")],
            (mn("wreck-it-ralph/vanellope-von-schweetz", "v", 3),),
            [{"to": "b2"}, {"to": "b3"}],
        ),
        (
            [play(act("wreck-it-ralph/escape-pod", "x"), to=None)],
            (typed("ann", 2, "a"),),
            [{"cards": ["a"]}],
        ),
        (
            [play(act("frozen/act-of-true-love", "x"), to=None)],
            (typed("ann", 2, "a"),),
            [{"card": "a"}],
        ),
    ],
)
def test_assumed_choices_list_their_options(events, cards, options):
    result = run(table(*events, b1=cards))
    first = [a for a in result["assumed_choices"] if a.get("event") == 0][0]
    assert first["options"] == options


# --- review fixes --------------------------------------------------------------------------------


def test_cy_bug_each_players_base_is_assumed_and_listed():
    data = table(
        talent("cy"),
        b1=(
            act("wreck-it-ralph/cy-bug-infestation", "cy"),
            typed("ann", 5, "a1"),
            typed("bob", 4, "m1"),
        ),
        b2=(typed("ann", 3, "a2"),),
        b3=(typed("bob", 3, "b3m"),),
    )
    result = run(data)
    assert where(result) == {"a1": "b2", "m1": "b2", "a2": "b2", "b3m": "b3"}
    listed = [a for a in result["assumed_choices"] if a.get("event") == 0]
    assert [(a["player"], a["choose"]) for a in listed] == [
        ("bob", {"order": ["bob", "b2"]}),
        ("ann", {"order": ["ann", "b2"]}),
    ]
    assert listed[0]["options"] == [{"order": ["bob", "b2"]}, {"order": ["bob", "b3"]}]
    data["events"][0]["choose"] = {"order": ["bob", "b3", "ann", "b2"]}
    result = run(data)
    assert where(result)["m1"] == "b3"
    assert [a for a in result["assumed_choices"] if a.get("event") == 0] == []


def test_wreck_it_ralph_extra_action_is_a_base_modifier_here():
    data = table(
        talent("wr", {"mode": "modifier"}),
        play(act(None, "y1", attached_to="b")),
        play(act(None, "y2", attached_to="wr")),
        b1=(mn("wreck-it-ralph/wreck-it-ralph", "wr", 5), typed("bob", 3, "b")),
    )
    assert beyond(run(data)) == [2]
    data["events"][2] = play(extra("action", "y2"))
    assert beyond(run(data)) == []


def test_sally_extra_action_is_a_character_modifier():
    data = table(
        talent("sa"),
        play(extra("action", "y1"), to=None),
        play(extra("action", "y2"), to=None),
        b1=(mn("the-nightmare-before-christmas/sally", "sa", 4),),
    )
    assert beyond(run(data)) == [2]
    data["events"][2] = play(act(None, "y2", attached_to="sa"))
    assert beyond(run(data)) == []


def test_beast_keeps_its_counter_when_belle_is_protected():
    data = table(
        play(mn("beauty-and-the-beast/beast", "be", 4)),
        b1=(
            mn("beauty-and-the-beast/belle", "bl", 5, owner="bob"),
            mn("big-hero-6/baymax", "bx", 3, owner="bob"),
        ),
    )
    result = run(data)
    assert counters(result) == {"bl": 0, "bx": 0, "be": 1}
    assert [w["event"] for w in result["warnings"]] == [0]


def test_research_lab_beacon_is_destroyed_with_four_minions_here():
    data = table(
        talent("rl", {"factions": ["mulan"]}),
        b1=(act("wreck-it-ralph/research-lab-beacon", "rl"), typed("ann", 3, "a1")),
        b2=(mn("mulan/mushu", "m1", 2), mn("mulan/ling", "m2", 2, owner="bob")),
        b3=(mn("mulan/yao", "m3", 3),),
    )
    assert "rl" not in where(run(data))
    data["bases"][2]["cards"] = []
    assert where(run(data))["rl"] == "b1"


def test_mulan_extra_action_needs_a_counter_placed_on_her():
    extras = [play(extra("action", f"y{i}")) for i in range(2)]
    data = table(talent("m", {"mode": "action"}), *extras, b1=(mn("mulan/mulan", "m", 5),))
    result = run(data)
    assert beyond(result) == [2]
    assert 0 in [w["event"] for w in result["warnings"]]
    data["bases"][0]["cards"][0]["counters"] = 1
    result = run(data)
    assert beyond(result) == []
    assert assumed(result)["player"] == "ann"


@pytest.mark.parametrize(
    ("key", "choose"),
    [
        ("frozen/reindeers-are-better-than-people", {}),
        ("frozen/do-you-want-to-build-a-snowman", {}),
        ("frozen/act-of-true-love", {"card": "x"}),
        ("the-lion-king/wildebeest-stampede", {"card": "x"}),
    ],
)
def test_a_character_from_a_deck_or_a_discard_pile_is_no_card_of_the_hand(key, choose):
    # Olaf (power 3 typed) in ann's hand is not the character found in her deck or discard pile.
    data = table(
        play(act(key, "k"), to="b1", choose={**choose, "play": "ol", "to": "b1"}),
        b1=(typed("ann", 2, "x"), typed("bob", 5, "o")),
        hands={"ann": [{"id": "ol", "type": "minion", "card": "frozen/olaf", "power": 3}]},
    )
    result = run(data)
    assert "ol" not in where(result)
    assert any("is a card of a hand" in w["text"] for w in result["warnings"])


# --- protections asked by the pick ---------------------------------------------------------------


def _options(result: dict, key: str) -> list[dict]:
    """The options of the assumed choice of event 0 that names `key`."""
    (entry,) = [
        a
        for a in result["assumed_choices"]
        if a.get("event") == 0 and key in (a.get("options") or [{}])[0]
    ]
    return entry["options"]


def _warned(result: dict, name: str) -> bool:
    return any(name in w["text"] for w in result["warnings"])


@pytest.mark.parametrize(
    "key,card_id", [("big-hero-6/honey-lemon", "hl"), ("wreck-it-ralph/wreck-it-ralph", "wr")]
)
def test_destroying_a_modifier_here_skips_an_action_steam_queen_protects(key, card_id):
    # Steam Queen keeps Bob's base modifier from Ann's cards: Ann's own modifier is the only
    # one her Talent can destroy; naming Bob's leaves it with a warning.
    here = (
        mn(key, card_id, 5),
        mn("steampunks/steam-queen", "sq", 3, owner="bob"),
        act(None, "qa", owner="bob"),
        act(None, "mine"),
    )
    result = run(table(talent(card_id, {"mode": "destroy"}), b1=here))
    assert _options(result, "card") == [{"card": "mine"}]
    assert set(where(result)) == {card_id, "sq", "qa"}
    result = run(table(talent(card_id, {"mode": "destroy", "card": "qa"}), b1=here))
    assert set(where(result)) == {card_id, "sq", "qa", "mine"}
    assert _warned(result, "Steam Queen")


# Entangled (Bob's, his minion beside it) holds every minion on b2 there, whoever moves it.
ENTANGLED = (
    act("killer-plants/entangled", "ent", owner="bob"),
    typed("bob", 2, "e"),
    typed("ann", 2, "a"),
)


def test_escape_pod_offers_none_of_your_minions_entangled_holds():
    pod = act("wreck-it-ralph/escape-pod", "x")
    result = run(table(play(pod, to=None), b2=ENTANGLED, b3=(typed("ann", 2, "c"),)))
    assert _options(result, "cards") == [{"cards": ["c"]}]
    result = run(table(play(pod, to=None, choose={"cards": ["a"], "to": "b1"}), b2=ENTANGLED))
    assert where(result)["a"] == "b2"
    assert _warned(result, "Entangled")


def test_sugar_rush_offers_none_of_your_minions_entangled_holds():
    rush = act("wreck-it-ralph/sugar-rush", "sr")
    data = table(talent("sr"), b1=(rush,), b2=ENTANGLED, b3=(typed("ann", 2, "c"),))
    assert _options(run(data), "cards") == [{"cards": ["c"]}]
    result = run(table(talent("sr", {"cards": ["a"]}), b1=(rush,), b2=ENTANGLED))
    assert where(result)["a"] == "b2"
    assert _warned(result, "Entangled")


def test_escape_pod_and_sugar_rush_offer_no_base_that_refuses_the_move():
    # Mo'ai (Bob's, on b2) keeps other players from moving minions to its base.
    moai = (typed("bob", 3, "mo", card="polynesian-voyagers/moai"),)
    pod = act("wreck-it-ralph/escape-pod", "x")
    result = run(
        table(play(pod, to=None, choose={"cards": ["c"]}), b2=moai, b3=(typed("ann", 2, "c"),))
    )
    assert _options(result, "to") == [{"to": "b1"}]
    result = run(
        table(
            play(pod, to=None, choose={"cards": ["c"], "to": "b2"}),
            b2=moai,
            b3=(typed("ann", 2, "c"),),
        )
    )
    assert where(result)["c"] == "b3" and _warned(result, "Moai")
    rush = act("wreck-it-ralph/sugar-rush", "sr")
    data = table(talent("sr", {"cards": ["c"]}), b1=(rush, typed("ann", 2, "c")), b2=moai)
    assert _options(run(data), "to") == [{"to": "b3"}]


def test_escape_pod_to_a_base_that_refuses_one_of_its_cards_moves_the_other():
    # Mo'ai (Bob's, on b2) refuses Ann's minion, not her action: the action goes, the minion
    # stays with a warning, and the play acted (applied).
    moai = (typed("bob", 3, "mo", card="polynesian-voyagers/moai"),)
    pod = act("wreck-it-ralph/escape-pod", "x")
    mine = (typed("ann", 2, "c"), act(None, "ac"))
    choose = {"cards": ["c", "ac"], "to": "b2"}
    result = run(table(play(pod, to=None, choose=choose), b2=moai, b3=mine))
    assert where(result)["c"] == "b3" and where(result)["ac"] == "b2"
    assert _warned(result, "Moai") and result["plays"][0]["applied"] is True


def test_sugar_rush_offers_none_of_your_minions_moon_dumpster_holds():
    # Moon Dumpster: a player may not move her minions away from it. Ann's "a" there is no
    # option (her "c" is); named, it stays, warned of with the base's reason.
    rush = act("wreck-it-ralph/sugar-rush", "sr")

    def dumpster(data: dict) -> dict:
        data["bases"][1]["base"] = "moon-dumpster"
        return data

    held = (typed("ann", 2, "a"),)
    data = dumpster(table(talent("sr"), b1=(rush,), b2=held, b3=(typed("ann", 2, "c"),)))
    assert _options(run(data), "cards") == [{"cards": ["c"]}]
    result = run(dumpster(table(talent("sr", {"cards": ["a"]}), b1=(rush,), b2=held)))
    assert where(result)["a"] == "b2"
    assert any("may not move" in w["text"] for w in result["warnings"]), result["warnings"]
