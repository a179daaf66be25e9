"""Play abilities of Big in Japan (issue 28): every card of Itty Critters, Kaiju, Magical Girls
and Mega Troopers, both printings, has a play entry; each applied one acts on the board."""

from __future__ import annotations

import pytest

from simulator.engine import cards, plays
from tests.engine.card_boards import base, board, run, typed
from tests.engine.plays.helpers import FAR, cards_of, where

FACTIONS = ("itty-critters", "kaiju", "magical-girls", "mega-troopers")
PRINTINGS = ("original", "pod")


def card(key: str | None, card_id: str = "x", kind: str = "minion", **extra) -> dict:
    """A card of ann's (a catalog card when `key` is given)."""
    data = {"type": kind, "id": card_id, "owner": extra.pop("owner", "ann"), **extra}
    if key is not None:
        data["card"] = key
    if kind == "minion":
        data.setdefault("power", 2)
    else:
        data.setdefault("controller", data["owner"])
    if kind == "titan":
        data.setdefault("power", 0)
    return data


def titan(key: str, card_id: str, owner: str = "ann") -> dict:
    return card(key, card_id, "titan", owner=owner)


def play(item: dict, to: str | None = "b1", choose: dict | None = None, **extra) -> dict:
    event = {"when": "now", "action": "play", "by": "ann", "card": item, **extra}
    if to is not None:
        event["to"] = to
    if choose is not None:
        event["choose"] = choose
    return event


def talent(card_id: str, choose: dict | None = None) -> dict:
    event = {"when": "now", "action": "talent", "card": card_id}
    if choose is not None:
        event["choose"] = choose
    return event


def table(*events: dict, b1=(), b2=(), bp1: int = FAR, bp2: int = FAR) -> dict:
    data = board(base("b1", bp1, (3, 2, 1), *b1), base("b2", bp2, (3, 2, 1), *b2))
    data["events"] = list(events)
    return data


def scored(result: dict) -> list[str]:
    return [s["base"] for s in result["scorings"]]


def powers(result: dict, base_id: str) -> dict[str, int]:
    (scoring,) = [s for s in result["scorings"] if s["base"] == base_id]
    return scoring["card_powers"]


def beyond(result: dict) -> list[int]:
    return [w["event"] for w in result["warnings"] if "beyond the plays" in w["text"]]


def assumed(result: dict, event: int = 0) -> dict:
    """The first choice assumed for the event."""
    return [a for a in result["assumed_choices"] if a.get("event") == event][0]


def ann(card_id: str, power: int = 3, **extra) -> dict:
    return typed("ann", power, card_id, **extra)


def bob(card_id: str, power: int = 2, **extra) -> dict:
    return typed("bob", power, card_id, **extra)


# --- coverage ------------------------------------------------------------------------------------


def test_every_card_of_the_box_has_a_play_entry_in_each_printing():
    keys = [k for k in cards.registered() if k[0].split("/")[0] in FACTIONS]
    assert len(keys) == 74
    missing = [
        (key, printing)
        for key, scope in keys
        for printing in ((scope,) if scope else PRINTINGS)
        if not plays.is_registered(key, printing)
    ]
    assert missing == []
    entries = {k: v for k, v in plays.registered().items() if k[0].split("/")[0] in FACTIONS}
    assert {e.box for e in entries.values()} == {"Big in Japan"}
    assert all(e.status != plays.NOT_SIMULATED for e in entries.values())


# --- itty critters -------------------------------------------------------------------------------


def test_calicoin_places_a_counter_on_another_minion_here():
    data = table(play(card("itty-critters/calicoin"), choose={"card": "m"}), b1=[bob("m")])
    assert cards_of(run(data))["m"]["counters"] == 1


def test_coach_combat_destroys_a_weaker_minion_at_your_minions_base():
    data = table(
        play(card("itty-critters/coach-combat", kind="action"), to=None, choose={"card": "m"}),
        b1=[ann("a", 4), bob("m", 2)],
    )
    assert "m" not in where(run(data))


@pytest.mark.parametrize(
    "key,power_max,on_here",
    [
        ("itty-critters/critter-coach", 2, True),
        ("itty-critters/i-select-you", 3, False),
        ("itty-critters/recall-critter", 2, False),
    ],
)
def test_extra_minion_played_now_up_to_a_power(key, power_max, on_here):
    kind = "minion" if on_here else "action"
    to = "b1" if on_here else None
    small = card(None, "s", power=power_max)
    choose = {"play": small} if on_here else {"play": small, "to": "b2"}
    result = run(table(play(card(key, kind=kind), to=to, choose=choose)))
    assert where(result)["s"] == ("b1" if on_here else "b2")
    big = card(None, "s", power=power_max + 1)
    choose = {"play": big} if on_here else {"play": big, "to": "b2"}
    result = run(table(play(card(key, kind=kind), to=to, choose=choose)))
    assert "s" not in where(result)
    assert result["warnings"]


def test_critter_champion_talent_plays_a_small_minion_from_the_deck_here():
    champion = card("itty-critters/critter-champion", "c", power=5)
    data = table(talent("c", {"play": card(None, "s", power=2)}), b1=[champion])
    assert where(run(data))["s"] == "b1"


def test_critter_cube_takes_a_small_minion_out_of_play():
    data = table(
        play(card("itty-critters/critter-cube", kind="action"), to=None, choose={"card": "m"}),
        b2=[bob("m", 3)],
    )
    assert "m" not in where(run(data))


def test_critter_cube_log_says_the_minion_is_shuffled_into_the_players_own_deck():
    # "... and shuffle it into your deck." (not its owner's)
    data = table(
        play(card("itty-critters/critter-cube", kind="action"), to=None, choose={"card": "m"}),
        b2=[bob("m", 3)],
    )
    result = run(data)
    (line,) = [e for e in result["log"] if e["text"].startswith("m is placed")]
    assert "ann's deck, which ann shuffles" in line["text"]
    assert "bob's deck" not in line["text"] and "bottom" not in line["text"]
    assert "dans la pioche de ann, que ann mélange" in line["text_fr"]


def test_evolution_destroys_your_minion_and_plays_a_stronger_one_there():
    event = play(
        card("itty-critters/evolution", kind="action"),
        to=None,
        choose={"card": "a", "play": card(None, "s", power=3)},
    )
    result = run(table(event, b2=[ann("a", 2)]))
    assert where(result) == {"s": "b2"}
    event["choose"]["play"] = card(None, "s", power=4)
    result = run(table(event, b2=[ann("a", 2)]))
    assert where(result) == {}
    event["choose"]["play"] = titan("itty-critters/rainboroc", "r")
    result = run(table(event, b2=[ann("a", 2)]))
    assert where(result) == {"r": "b2"}


def test_krakatoad_gives_another_minion_here_two_power():
    data = table(play(card("itty-critters/krakatoad"), choose={"card": "m"}), b1=[bob("m")], bp1=6)
    assert powers(run(data), "b1")["m"] == 4


def test_rainboroc_talent_may_move_it():
    data = table(talent("r", {"to": "b2"}), b1=[titan("itty-critters/rainboroc", "r")])
    assert where(run(data))["r"] == "b2"


def test_shellshock_destroys_a_small_minion_here():
    data = table(play(card("itty-critters/shellshock"), choose={"card": "m"}), b1=[bob("m", 2)])
    assert "m" not in where(run(data))
    data = table(play(card("itty-critters/shellshock"), choose={"card": "m"}), b1=[bob("m", 3)])
    assert "m" in where(run(data))


@pytest.mark.parametrize(
    "key,printing",
    [
        ("itty-critters/super-effective", "original"),
        ("mega-troopers/lightning-crystal", "original"),
        ("mega-troopers/lightning-crystal", "pod"),
    ],
)
def test_an_action_on_a_base_is_destroyed(key, printing):
    data = table(
        play(card(key, kind="action", printing=printing), to=None, choose={"card": "o"}),
        b2=[card(None, "o", "action", owner="bob")],
    )
    assert "o" not in where(run(data))


HEIRLOOM = "princesses/heirloom"  # "This card cannot be destroyed."
FOLLY = "kaiju/the-folly-of-men"  # bob's minions and other actions there: not by ann's cards


@pytest.mark.parametrize(
    "key,printing,choose",
    [
        ("itty-critters/super-effective", "original", {}),
        ("mega-troopers/lightning-crystal", "original", {}),
        ("mega-troopers/lightning-crystal", "pod", {}),
        ("magical-girls/purge-the-demon", "original", {"mode": "action"}),
    ],
)
def test_a_protected_action_is_neither_destroyed_nor_offered(key, printing, choose):
    bases = {
        "b1": [
            bob("m"),
            card(HEIRLOOM, "hl", "action", owner="bob", attached_to="m"),
            card(FOLLY, "fm", "action", owner="bob"),
            card(None, "hf", "action", owner="bob"),
        ],
        "b2": [card(None, "o", "action", owner="bob")],
    }
    for protected in ("hl", "hf"):
        event = play(card(key, kind="action", printing=printing), to=None)
        event["choose"] = {**choose, "card": protected}
        result = run(table(event, **bases))
        assert protected in where(result)
        (warning,) = result["warnings"]
        assert ("Heirloom" if protected == "hl" else "The Folly of Men") in warning["text"]
        assert result["plays"][0]["applied"] is False
    event = play(card(key, kind="action", printing=printing), to=None)
    event["choose"] = choose or None
    result = run(table(event, **bases))
    options = [o["card"] for o in assumed(result)["options"] if "card" in o]
    assert options == ["fm", "o"]


@pytest.mark.parametrize("folly_first", [True, False])
def test_wade_through_reads_the_protections_before_destroying_any_action(folly_first):
    # "Destroy all other players' actions on this base" is one effect: The Folly of Men, in play
    # when it resolves, protects the Hissy Fit beside it, whatever the order of the table.
    folly = card(FOLLY, "fm", "action", owner="bob")
    hissy = card("kitty-cats/hissy-fit", "hf", "action", owner="bob")
    b1 = [folly, hissy] if folly_first else [hissy, folly]
    result = run(table(play(card("kaiju/wade-through-the-buildings", kind="action")), b1=b1))
    assert set(where(result)) == {"hf", "x"}


def test_lightning_crystal_pod_alone_destroys_a_titan():
    bobs = titan("kaiju/gorgodzolla", "g", owner="bob")
    pod = play(card("mega-troopers/lightning-crystal", kind="action", printing="pod"), to=None)
    pod["choose"] = {"card": "g"}
    assert "g" not in where(run(table(pod, b2=[bobs])))
    original = play(card("mega-troopers/lightning-crystal", kind="action"), to=None)
    original["choose"] = {"card": "g"}
    assert "g" in where(run(table(original, b2=[bobs])))


def test_tadpour_moves_another_minion_away():
    data = table(
        play(card("itty-critters/tadpour"), choose={"card": "m", "to": "b2"}), b1=[bob("m")]
    )
    assert where(run(data))["m"] == "b2"


# --- kaiju ---------------------------------------------------------------------------------------


def test_johnny_returns_your_action_on_a_base_and_plays_it_here():
    data = table(
        play(card("kaiju/johnny"), choose={"card": "o"}),
        b2=[card(None, "o", "action")],
    )
    assert where(run(data))["o"] == "b1"


def test_kaiju_alliance_lowers_every_breakpoint():
    data = table(
        play(card("kaiju/kaiju-alliance", kind="action"), to=None),
        b1=[ann("a", 5)],
        b2=[ann("b", 6)],
        bp1=9,
        bp2=10,
    )
    assert scored(run(data)) == ["b1", "b2"]


def test_stomp_lowers_its_base_breakpoint_and_stays():
    data = table(play(card("kaiju/stomp", kind="action")), b1=[ann("a", 5)], bp1=8)
    result = run(data)
    assert scored(result) == ["b1"]


def test_kaiju_conflict_grants_two_extra_actions():
    others = [play(card(None, f"o{i}", "action")) for i in range(3)]
    data = table(play(card("kaiju/kaiju-conflict", kind="action"), to=None), *others)
    assert beyond(run(data)) == [3]


@pytest.mark.parametrize(
    "key,kind", [("kaiju/oh-no", "action"), ("kaiju/tiny-priestesses", "minion")]
)
def test_gorgodzolla_comes_here(key, kind):
    moved = table(play(card(key, kind=kind)), b2=[titan("kaiju/gorgodzolla", "g")])
    assert where(run(moved))["g"] == "b1"
    played = table(play(card(key, kind=kind), choose={"play": titan("kaiju/gorgodzolla", "g")}))
    assert where(run(played))["g"] == "b1"


@pytest.mark.parametrize(
    "key,kind", [("kaiju/oh-no", "action"), ("kaiju/tiny-priestesses", "minion")]
)
def test_gorgodzolla_brought_here_gets_no_counter_from_the_card_that_brought_it(key, kind):
    # Their clarification: Gorgodzolla brought to their base by them gets no counter for it.
    moved = run(table(play(card(key, kind=kind)), b2=[titan("kaiju/gorgodzolla", "g")]))
    assert cards_of(moved)["g"].get("counters", 0) == 0
    gorgodzolla = titan("kaiju/gorgodzolla", "g")
    played = run(table(play(card(key, kind=kind), choose={"play": gorgodzolla})))
    assert cards_of(played)["g"].get("counters", 0) == 0
    # Already on the base: the card played there gives its counter as any other.
    there = run(table(play(card(key, kind=kind)), b1=[titan("kaiju/gorgodzolla", "g")]))
    assert cards_of(there)["g"]["counters"] == 1


def test_radioactive_breath_destroys_the_chosen_small_minions_here():
    data = table(
        play(card("kaiju/radioactive-breath", kind="action"), choose={"cards": ["m", "n"]}),
        b1=[bob("m", 2), bob("n", 1), bob("k", 2)],
    )
    result = run(data)
    assert set(where(result)) == {"k", "x"}


def test_radioactive_breath_leaves_out_a_protected_minion_named_and_destroys_the_others():
    # Bob's Armored Truck keeps his minions here from other players' destroys: naming his n
    # with Ann's own m2, n is left out with a warning naming the Truck and m2 is still
    # destroyed (README: among several cards named, one a protection keeps is left out and the
    # others are taken; before, the whole choice was refused).
    truck = {"type": "action", "id": "at", "owner": "bob", "card": "truckers/armored-truck"}
    data = table(
        play(card("kaiju/radioactive-breath", kind="action"), choose={"cards": ["m2", "n"]}),
        b1=[ann("m2", 2), bob("n", 1), truck],
    )
    result = run(data)
    assert set(where(result)) == {"n", "at", "x"}
    assert result["plays"][0]["applied"] is True
    (warning,) = result["warnings"]
    assert "cannot destroy n: Armored Truck" in warning["text"]
    assert "Armored Truck" in warning["text_fr"]
    # Only the protected one named: nothing destroyed, the play not applied, the same reason.
    data["events"][0]["choose"] = {"cards": ["n"]}
    result = run(data)
    assert set(where(result)) == {"m2", "n", "at", "x"}
    assert result["plays"][0]["applied"] is False
    assert "Armored Truck" in result["warnings"][0]["text"]


def test_tail_smash_destroys_another_players_small_minion_here():
    data = table(play(card("kaiju/tail-smash", kind="action")), b1=[ann("a", 1), bob("m", 3)])
    result = run(data)
    assert "m" not in where(result)
    assert "a" in where(result)


def test_there_goes_tokyo_moves_gorgodzolla():
    data = table(
        play(card("kaiju/there-goes-tokyo", kind="action"), to=None, choose={"to": "b2"}),
        b1=[titan("kaiju/gorgodzolla", "g")],
    )
    result = run(data)
    assert where(result)["g"] == "b2"
    assert any("replace_base" in line.get("text", "") for line in result["log"])


def test_there_goes_tokyo_destroys_gorgodzolla_base_and_replaces_it_from_the_base_deck():
    # With Gorgodzolla in play, its base is destroyed (and replaced as usual) once it has moved
    # to another base.
    data = table(
        play(card("kaiju/there-goes-tokyo", kind="action"), to=None, choose={"to": "b2"}),
        b1=[titan("kaiju/gorgodzolla", "g"), bob("m", 12)],
        bp1=10,
    )
    data["base_deck"] = [base("nb", 20, (2, 1, 0))]
    result = run(data)
    assert [b["id"] for b in result["board"]["bases"]] == ["nb", "b2"]
    assert where(result) == {"g": "b2"}
    assert result["scorings"] == []
    assert result["vp"] == {"ann": 0, "bob": 0}
    assert result["warnings"] == []


def test_there_goes_tokyo_without_a_base_deck_warns_and_keeps_the_base():
    data = table(
        play(card("kaiju/there-goes-tokyo", kind="action"), to=None, choose={"to": "b2"}),
        b1=[titan("kaiju/gorgodzolla", "g")],
    )
    result = run(data)
    assert [b["id"] for b in result["board"]["bases"]] == ["b1", "b2"]
    (warning,) = result["warnings"]
    assert "replace_base" in warning["text"] and "replace_base" in warning["text_fr"]
    assert result["plays"][0]["applied"] is False


def test_they_say_hes_got_to_go_moves_any_titan():
    data = table(
        play(card("kaiju/they-say-hes-got-to-go", kind="action"), to=None),
        b1=[titan("mega-troopers/megabot", "t", owner="bob")],
    )
    assert where(run(data))["t"] == "b2"


def test_wade_through_destroys_other_players_actions_on_the_base():
    data = table(
        play(card("kaiju/wade-through-the-buildings", kind="action")),
        b1=[
            card(None, "o", "action", owner="bob"),
            card(None, "mine", "action"),
            bob("m"),
            card(None, "on", "action", owner="bob", attached_to="m"),
        ],
    )
    assert set(where(run(data))) == {"x", "mine", "m", "on"}


# --- magical girls -------------------------------------------------------------------------------


def test_bewitching_gal_talent_lowers_the_breakpoint_by_your_minions_here():
    gal = card("magical-girls/bewitching-gal", "g", power=3)
    data = table(talent("g"), b1=[gal, ann("a", 1)], bp1=6)
    assert scored(run(data)) == ["b1"]
    data = table(talent("g"), b1=[gal, ann("a", 1)], bp1=7)
    assert scored(run(data)) == []


def test_celestial_teleport_talent_moves_its_minion():
    teleport = card("magical-girls/celestial-teleport", "t", "action", attached_to="a")
    data = table(talent("t", {"to": "b2"}), b1=[ann("a"), teleport])
    assert where(run(data))["a"] == "b2"


def test_coordination_plays_walking_castle_or_grants_a_minion():
    castle = titan("magical-girls/walking-castle", "w")
    event = play(
        card("magical-girls/coordination", kind="action"),
        to=None,
        choose={"mode": "titan", "play": castle, "to": "b2"},
    )
    assert where(run(table(event)))["w"] == "b2"
    granted = table(
        play(card("magical-girls/coordination", kind="action"), to=None, choose={"mode": "minion"}),
        play(card(None, "s")),
        play(card(None, "t")),
    )
    assert beyond(run(granted)) == []


def test_coronet_attack_destroys_a_minion_up_to_your_count_there():
    event = play(card("magical-girls/coronet-attack", kind="action"), to=None, choose={"card": "m"})
    assert "m" not in where(run(table(event, b1=[ann("a"), ann("b"), bob("m", 2)])))
    assert "m" in where(run(table(event, b1=[ann("a"), bob("m", 2)])))


def test_kiss_the_sky_spell_grants_an_extra_action():
    data = table(
        play(card("magical-girls/kiss-the-sky-spell", kind="action"), to=None),
        play(card(None, "o", "action")),
    )
    assert beyond(run(data)) == []


def test_power_maid_talent_moves_a_small_minion_here():
    maid = card("magical-girls/power-maid", "p", power=3)
    data = table(talent("p", {"card": "m", "to": "b1"}), b1=[maid, ann("a")], b2=[bob("m", 2)])
    assert where(run(data))["m"] == "b1"
    data = table(talent("p", {"card": "m", "to": "b1"}), b1=[maid], b2=[bob("m", 2)])
    assert where(run(data))["m"] == "b2"


def test_purge_the_demon_destroys_an_action_or_removes_counters():
    purge = card("magical-girls/purge-the-demon", kind="action")
    on_minion = [bob("m", counters=2), card(None, "o", "action", owner="bob", attached_to="m")]
    result = run(table(play(purge, to=None, choose={"mode": "action", "card": "o"}), b1=on_minion))
    assert "o" not in where(result)
    result = run(
        table(play(purge, to=None, choose={"mode": "counters", "card": "m"}), b1=on_minion)
    )
    assert cards_of(result)["m"].get("counters", 0) == 0
    assert "o" in where(result)


def test_rainbow_girl_boosts_your_other_minions_here():
    data = table(play(card("magical-girls/rainbow-girl")), b1=[ann("a", 3), bob("m", 3)], bp1=9)
    result = run(data)
    assert powers(result, "b1")["a"] == 4
    assert powers(result, "b1")["m"] == 3


def test_sakura_warrior_talent_weakens_a_minion_here():
    sakura = card("magical-girls/sakura-warrior", "s", power=4)
    data = table(talent("s", {"card": "m"}), b1=[sakura, ann("a", 1), bob("m", 5)], bp1=8)
    assert powers(run(data), "b1")["m"] == 3


def test_technomagical_lass_talent_destroys_a_small_rival_minion_here():
    lass = card("magical-girls/technomagical-lass", "t", power=4)
    data = table(talent("t", {"card": "m"}), b1=[lass, ann("a", 1), bob("m", 2)])
    assert "m" not in where(run(data))
    data = table(talent("t", {"card": "m"}), b1=[lass, bob("m", 2)])
    assert "m" in where(run(data))


def test_walking_castle_talent_moves_with_up_to_three_minions():
    castle = titan("magical-girls/walking-castle", "w")
    data = table(
        talent("w", {"to": "b2", "cards": ["a", "b"]}), b1=[castle, ann("a"), ann("b"), ann("c")]
    )
    assert where(run(data)) == {"w": "b2", "a": "b2", "b": "b2", "c": "b1"}


def test_walking_castle_takes_along_no_minion_the_base_refuses():
    # Bob's Moai on b2 keeps Ann from moving her minions there: the titan goes, "a" is no
    # option and, named, stays (warned); Too Tough holds "b" from any move: the same.
    castle = titan("magical-girls/walking-castle", "w")
    tough = card("orcs/too-tough", "tt", "action", attached_to="b", printing="pod")
    moai = card("polynesian-voyagers/moai", "mo", owner="bob")
    mine = [castle, ann("a"), ann("b"), tough]
    result = run(table(talent("w"), b1=mine, b2=[moai]))
    assert [a for a in result["assumed_choices"] if "cards" in a["options"][0]] == []
    assert where(result)["w"] == "b2" and where(result)["a"] == "b1"
    assert any("nothing it can act on" in w["text"] for w in result["warnings"])
    result = run(table(talent("w", {"to": "b2", "cards": ["a", "b"]}), b1=mine, b2=[moai]))
    assert where(result)["w"] == "b2" and where(result)["a"] == "b1" and where(result)["b"] == "b1"
    texts = [w["text"] for w in result["warnings"]]
    assert any("Moai" in t for t in texts) and any("Too Tough" in t for t in texts)


# --- mega troopers -------------------------------------------------------------------------------


def test_blitzing_sword_attack_pod_destroys_a_minion_where_you_have_a_titan():
    event = play(
        card("mega-troopers/blitzing-sword-attack", kind="action", printing="pod"),
        to=None,
        choose={"card": "m"},
    )
    with_titan = table(event, b2=[titan("mega-troopers/megabot", "t"), bob("m", 4)])
    assert "m" not in where(run(with_titan))
    without = table(event, b2=[bob("m", 4)])
    assert "m" in where(run(without))


def test_form_megabot_original_brings_megabot_where_you_have_two_minions():
    event = play(card("mega-troopers/form-megabot", kind="action"), to=None, choose={"to": "b2"})
    data = table(event, b1=[titan("mega-troopers/megabot", "t")], b2=[ann("a"), ann("b")])
    assert where(run(data))["t"] == "b2"
    data = table(event, b1=[titan("mega-troopers/megabot", "t")], b2=[ann("a")])
    assert where(run(data))["t"] == "b1"


def test_form_megabot_pod_gathers_your_minions_at_megabot():
    event = play(
        card("mega-troopers/form-megabot", kind="action", printing="pod"),
        to=None,
        choose={"mode": "minions", "cards": ["a"]},
    )
    data = table(event, b1=[titan("mega-troopers/megabot", "t")], b2=[ann("a"), ann("b")])
    assert where(run(data)) == {"t": "b1", "a": "b1", "b": "b2"}


def test_form_megabot_pod_plays_only_megabot():
    # POD: either Megabot itself is played, or your minions move to its base.
    fm = card("mega-troopers/form-megabot", kind="action", printing="pod")
    other = titan("kaiju/gorgodzolla", "g")
    result = run(table(play(fm, to=None, choose={"mode": "titan", "play": other, "to": "b1"})))
    assert "g" not in where(result)
    assert result["plays"][0]["applied"] is False
    assert ["cannot play Megabot" in w["text"] for w in result["warnings"]] == [True]
    megabot = titan("mega-troopers/megabot", "t")
    result = run(table(play(fm, to=None, choose={"mode": "titan", "play": megabot, "to": "b1"})))
    assert where(result)["t"] == "b1"
    assert result["warnings"] == []


@pytest.mark.parametrize("printing,amount", [("original", 3), ("pod", 4)])
def test_its_blitzin_time_boosts_one_of_your_minions(printing, amount):
    event = play(
        card("mega-troopers/its-blitzin-time", kind="action", printing=printing),
        to=None,
        choose={"card": "a"},
    )
    result = run(table(event, b1=[ann("a", 2)], bp1=5))
    assert powers(result, "b1")["a"] == 2 + amount


def test_mega_attack_destroys_a_minion_weaker_than_your_total_there():
    event = play(card("mega-troopers/mega-attack", kind="action"), to=None, choose={"card": "m"})
    assert "m" not in where(run(table(event, b1=[ann("a", 2), ann("b", 2), bob("m", 3)])))
    assert "m" in where(run(table(event, b1=[ann("a", 2), bob("m", 3)])))


def test_plan_for_more_plays_a_revealed_minion():
    event = play(
        card("mega-troopers/plan-for-more", kind="action"),
        to=None,
        choose={"play": card(None, "s", power=4), "to": "b2"},
    )
    assert where(run(table(event)))["s"] == "b2"


def test_red_trooper_original_talent_brings_megabot_here():
    trooper = card("mega-troopers/red-trooper", "r", power=5)
    data = table(talent("r"), b1=[trooper], b2=[titan("mega-troopers/megabot", "t")])
    assert where(run(data))["t"] == "b1"


def test_red_trooper_pod_talent_plays_megabot_elsewhere_or_moves_it():
    trooper = card("mega-troopers/red-trooper", "r", power=5, printing="pod")
    megabot = titan("mega-troopers/megabot", "t")
    played = table(talent("r", {"play": megabot, "to": "b2"}), b1=[trooper])
    assert where(run(played))["t"] == "b2"
    here = table(talent("r", {"play": megabot, "to": "b1"}), b1=[trooper])
    assert "t" not in where(run(here))
    moved = table(talent("r", {"card": "t", "to": "b1"}), b1=[trooper], b2=[megabot])
    assert where(run(moved))["t"] == "b1"


# --- the choices assumed when not given -----------------------------------------------------------


@pytest.mark.parametrize(
    "key,kind",
    [
        ("itty-critters/coach-combat", "action"),
        ("itty-critters/critter-cube", "action"),
        ("itty-critters/evolution", "action"),
        ("itty-critters/super-effective", "action"),
        ("kaiju/tail-smash", "action"),
        ("kaiju/they-say-hes-got-to-go", "action"),
        ("kaiju/there-goes-tokyo", "action"),
        ("magical-girls/coronet-attack", "action"),
        ("magical-girls/purge-the-demon", "action"),
        ("magical-girls/coordination", "action"),
        ("mega-troopers/its-blitzin-time", "action"),
        ("mega-troopers/mega-attack", "action"),
        ("mega-troopers/form-megabot", "action"),
    ],
)
def test_a_mandatory_choice_not_given_takes_the_first_option(key, kind):
    bases = {
        "b1": [
            ann("a", 3),
            ann("b", 3),
            bob("m", 1, counters=1),
            card(None, "o", "action", owner="bob"),
            titan("kaiju/gorgodzolla", "g"),
        ]
    }
    to = "b1" if plays.lookup(key, "original").ongoing else None
    result = run(table(play(card(key, kind=kind), to=to), b1=bases["b1"]))
    entry = assumed(result)
    assert entry["options"]
    assert entry["choose"] == entry["options"][0]


@pytest.mark.parametrize(
    "key,kind",
    [
        ("itty-critters/calicoin", "minion"),
        ("itty-critters/krakatoad", "minion"),
        ("itty-critters/shellshock", "minion"),
        ("itty-critters/tadpour", "minion"),
        ("kaiju/johnny", "minion"),
        ("kaiju/radioactive-breath", "action"),
    ],
)
def test_a_may_not_given_is_assumed_declined(key, kind):
    b1 = [bob("m", 1), card(None, "o", "action")]
    result = run(table(play(card(key, kind=kind)), b1=b1))
    entry = assumed(result)
    assert entry["options"]
    assert entry["choose"] is None
    assert {"m", "o"} <= set(where(result))


@pytest.mark.parametrize(
    "key,kind,to",
    [
        ("itty-critters/critter-coach", "minion", "b1"),
        ("itty-critters/i-select-you", "action", None),
        ("mega-troopers/plan-for-more", "action", None),
    ],
)
def test_an_extra_card_not_given_is_assumed_not_played(key, kind, to):
    result = run(table(play(card(key, kind=kind), to=to)))
    assert assumed(result)["choose"] is None
    assert set(where(result)) <= {"x"}


@pytest.mark.parametrize(
    "key,kind,may",
    [
        ("itty-critters/rainboroc", "titan", True),
        ("magical-girls/power-maid", "minion", False),
        ("magical-girls/sakura-warrior", "minion", False),
        ("magical-girls/technomagical-lass", "minion", False),
        ("magical-girls/walking-castle", "titan", False),
        ("mega-troopers/red-trooper", "minion", False),
    ],
)
def test_a_talent_choice_not_given_is_assumed(key, kind, may):
    user = card(key, "u", kind, power=3, printing="pod") if kind == "minion" else titan(key, "u")
    b2 = [titan("mega-troopers/megabot", "t")] if key == "mega-troopers/red-trooper" else []
    result = run(table(talent("u"), b1=[user, ann("a", 1), bob("m", 1)], b2=b2))
    entry = assumed(result)
    assert entry["options"]
    assert entry["choose"] == (None if may else entry["options"][0])


def test_celestial_teleport_talent_not_given_moves_to_the_first_other_base():
    teleport = card("magical-girls/celestial-teleport", "t", "action", attached_to="a")
    result = run(table(talent("t"), b1=[ann("a"), teleport]))
    assert assumed(result)["options"] == [{"to": "b2"}]
    assert where(result)["a"] == "b2"


@pytest.mark.parametrize(
    "key,kind,printing",
    [
        ("mega-troopers/blitzing-sword-attack", "action", "pod"),
        ("mega-troopers/form-megabot", "action", "pod"),
        ("mega-troopers/lightning-crystal", "action", "pod"),
    ],
)
def test_a_pod_mandatory_choice_not_given_takes_the_first_option(key, kind, printing):
    b1 = [titan("mega-troopers/megabot", "t"), ann("a", 2), bob("m", 1)]
    result = run(table(play(card(key, kind=kind, printing=printing), to=None), b1=b1))
    entry = assumed(result)
    assert entry["options"]
    assert entry["choose"] == entry["options"][0]


@pytest.mark.parametrize(
    "event",
    [
        play(card("kaiju/tiny-priestesses")),
        play(card("kaiju/oh-no", kind="action")),
        talent("r"),
        talent("c"),
    ],
)
def test_a_titan_or_a_minion_from_the_deck_not_given_is_not_played(event):
    trooper = card("mega-troopers/red-trooper", "r", power=5)
    champion = card("itty-critters/critter-champion", "c", power=5)
    result = run(table(event, b1=[trooper, champion]))
    assert assumed(result)["choose"] is None
    assert set(where(result)) <= {"x", "r", "c"}
