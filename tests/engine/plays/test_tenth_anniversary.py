"""Play abilities of the 10th Anniversary box and the Sheep Promo (issue 28): every card of
Mermaids, Skeletons, World Champs and Sheep, both printings, has a play entry; each applied one
acts on the board."""

from __future__ import annotations

import pytest

from simulator.engine import cards, plays
from tests.engine.card_boards import base, board
from tests.engine.plays.helpers import FAR
from tests.engine.plays.test_big_in_japan import (
    PRINTINGS,
    ann,
    assumed,
    beyond,
    bob,
    card,
    cards_of,
    play,
    powers,
    run,
    table,
    talent,
    where,
)

FACTIONS = ("mermaids", "skeletons", "world-champs", "sheep")


def buried(card_id: str, key: str = "skeletons/revenant", player: str = "ann") -> dict:
    return {"type": "buried", "controller": player, "id": card_id, "card": key}


def action(key: str | None, card_id: str = "x", **extra) -> dict:
    return card(key, card_id, "action", **extra)


# --- coverage ------------------------------------------------------------------------------------


def test_every_card_of_the_boxes_has_a_play_entry_in_each_printing():
    keys = [k for k in cards.registered() if k[0].split("/")[0] in FACTIONS]
    assert len(keys) == 58
    missing = [
        (key, printing)
        for key, scope in keys
        for printing in ((scope,) if scope else PRINTINGS)
        if not plays.is_registered(key, printing)
    ]
    assert missing == []
    entries = {k: v for k, v in plays.registered().items() if k[0].split("/")[0] in FACTIONS}
    boxes = {k[0]: e.box for k, e in entries.items()}
    assert {b for k, b in boxes.items() if k.startswith("sheep/")} == {"Sheep Promo"}
    assert {b for k, b in boxes.items() if not k.startswith("sheep/")} == {"10th Anniversary"}
    assert sorted(k[0] for k, e in entries.items() if e.status == plays.NOT_SIMULATED) == [
        "skeletons/place-em-down",
        "skeletons/spooky-scary",
    ]


def test_the_same_text_has_the_same_entry_in_both_boxes():
    for key in ("calicoin", "rainbow-girl", "kaiju-conflict"):
        champs = plays.lookup(f"world-champs/{key}", "pod")
        other = next(
            plays.lookup(f"{f}/{key}", "pod")
            for f in ("itty-critters", "magical-girls", "kaiju")
            if plays.is_registered(f"{f}/{key}", "pod")
        )
        assert champs.status == other.status == plays.APPLIED


# --- mermaids ------------------------------------------------------------------------------------


def test_mermaid_queen_brings_a_rival_minion_and_controls_it_if_small():
    queen = card("mermaids/mermaid-queen", power=5)
    result = run(table(play(queen, choose={"card": "m"}), b2=[bob("m", 3)]))
    assert where(result)["m"] == "b1"
    assert result["scorings"] == []
    big = run(table(play(queen, choose={"card": "m"}), b2=[bob("m", 4)], bp1=9))
    (scoring,) = big["scorings"]
    assert {s["player"]: s["power"] for s in scoring["standings"]} == {"ann": 5, "bob": 4}


def test_mermaid_queen_control_counts_for_its_player_at_scoring():
    queen = card("mermaids/mermaid-queen", power=5)
    result = run(table(play(queen, choose={"card": "m"}), b1=[bob("m", 3)], bp1=8))
    (scoring,) = result["scorings"]
    assert {s["player"]: s["power"] for s in scoring["standings"]}["ann"] == 8


def test_mermaid_queen_never_brings_a_minion_deep_roots_holds():
    # Deep Roots keeps bob's minions on b2 from ann's moves: m is not assumed (n, here, is),
    # and named it stays there with a warning naming Deep Roots.
    queen = card("mermaids/mermaid-queen", power=5)
    roots = card("killer-plants/deep-roots", "dr", "action", owner="bob")
    b2 = [bob("m", 3), roots]
    result = run(table(play(queen, choose={"card": "m"}), b1=[bob("n", 3)], b2=b2))
    assert where(result)["m"] == "b2" and cards_of(result)["m"].get("controller", "bob") == "bob"
    assert any("Deep Roots" in w["text"] for w in result["warnings"])
    result = run(table(play(queen), b1=[bob("n", 3)], b2=b2))
    assert assumed(result)["options"] == [{"card": "n"}]


def test_charmer_talent_moves_itself_then_brings_a_small_rival_minion():
    charmer = card("mermaids/charmer", "c", power=3)
    data = table(talent("c", {"to": "b2", "card": "m"}), b1=[charmer, bob("m", 3)])
    assert where(run(data)) == {"c": "b2", "m": "b2"}


def test_becalmed_shores_talent_moves_the_action():
    shores = action("mermaids/becalmed-shores", "s")
    assert where(run(table(talent("s", {"to": "b2"}), b1=[shores])))["s"] == "b2"


def test_captive_audience_boosts_per_minion_you_do_not_own_and_grants_an_action():
    data = table(
        play(action("mermaids/captive-audience"), to=None, choose={"card": "a"}),
        play(action(None, "o")),
        b1=[ann("a", 2), bob("m", 1), bob("n", 1)],
        bp1=6,
    )
    result = run(data)
    assert powers(result, "b1")["a"] == 4
    assert beyond(result) == []


def test_charmed_moves_a_small_minion():
    data = table(
        play(action("mermaids/charmed"), to=None, choose={"card": "m", "to": "b2"}),
        b1=[bob("m", 3)],
        b2=[ann("a")],
    )
    result = run(data)
    assert where(result)["m"] == "b2"
    assert result["plays"][0]["applied"] is True
    assert result["warnings"] == []


def test_charmed_never_moves_a_minion_deep_roots_holds():
    # Deep Roots keeps bob's minions on b1 from ann's moves: the minion is still charmed (it
    # adds nothing to bob's total) but, "to" named, it stays with a warning naming Deep Roots;
    # no base is offered for the move.
    roots = card("killer-plants/deep-roots", "dr", "action", owner="bob")
    charmed = action("mermaids/charmed")
    b1, b2 = [bob("m", 3), roots, ann("a", 2)], [ann("c")]
    result = run(table(play(charmed, to=None, choose={"card": "m", "to": "b2"}), b1=b1, b2=b2))
    assert where(result)["m"] == "b1"
    assert any("Deep Roots" in w["text"] for w in result["warnings"])
    assert "adds no power" in " ".join(line["text"] for line in result["log"])
    result = run(table(play(charmed, to=None), b1=b1, b2=b2))
    options = [o for a in result["assumed_choices"] for o in a.get("options") or ()]
    assert options and not [o for o in options if "to" in o]


def test_charmed_minion_adds_nothing_to_its_controllers_total_but_breaks_the_base():
    # Until the end of the turn its power counts for nobody's total.
    data = table(
        play(action("mermaids/charmed"), to=None, choose={"card": "s"}),
        b1=[ann("a", 8), bob("k", 7), bob("s", 3)],
        bp1=18,
    )
    result = run(data)
    (scoring,) = result["scorings"]
    assert [(s["player"], s["power"]) for s in scoring["standings"]] == [("ann", 8), ("bob", 7)]
    assert result["warnings"] == [] and result["not_simulated"] == []


def test_siren_song_moves_one_minion_of_each_other_player():
    data = table(
        play(action("mermaids/siren-song"), to=None, choose={"base": "b1", "cards": ["n"]}),
        b1=[bob("m"), bob("n")],
        b2=[ann("a")],
    )
    assert where(run(data)) == {"m": "b1", "n": "b2", "a": "b2"}


def test_siren_song_not_given_moves_the_first_minion_of_each():
    data = table(
        play(action("mermaids/siren-song"), to=None), b1=[bob("m"), bob("n")], b2=[ann("a")]
    )
    result = run(data)
    assert where(result)["m"] == "b2"
    assert assumed(result)["options"] == [{"base": "b1"}, {"base": "b2"}]


def test_ultimate_song_grants_an_extra_minion_there_and_an_action():
    data = table(
        play(action("mermaids/ultimate-song"), to=None, choose={"base": "b2"}),
        play(card(None, "s"), to="b2"),
        play(action(None, "o")),
        b2=[ann("a")],
    )
    assert beyond(run(data)) == []


def test_ultimate_song_grants_each_other_player_the_forced_minion_there():
    # Every other player plays an extra minion of power 3 or less there:
    # bob's play (typed without a catalog card: its abilities are cancelled) is not warned.
    song = play(action("mermaids/ultimate-song"), to=None, choose={"base": "b1"})
    forced = play(bob("r", 2), to="b1", by="bob")
    result = run(table(song, forced, b1=[ann("a", 8), bob("k", 5), bob("k2", 1)], bp1=15))
    assert result["warnings"] == []
    (scoring,) = result["scorings"]
    assert [(s["player"], s["power"], s["vp"]) for s in scoring["standings"]] == [
        ("ann", 8, 3),
        ("bob", 8, 3),
    ]
    # A catalog minion played there: its abilities are cancelled, its own ability (+1 power to
    # the other minions here, this turn) does not resolve: 5 + 1 + 2 for bob, a tie.
    rainbow = card("world-champs/rainbow-girl", "rg", owner="bob")
    forced = play(rainbow, to="b1", by="bob")
    data = table(song, forced, b1=[ann("a", 8), bob("k", 5), bob("k2", 1)], bp1=15)
    result = run(data)
    assert result["warnings"] == [] and [p["applied"] for p in result["plays"]] == [True, True]
    assert any("its abilities are cancelled" in e["text"] for e in result["log"])
    (scoring,) = result["scorings"]
    assert [(s["player"], s["power"]) for s in scoring["standings"]] == [("ann", 8), ("bob", 8)]
    # Its continuous abilities too: a War Raptor forced there counts no +1 (2, not 3).
    raptor = play(card("dinosaurs/war-raptor", "wr", owner="bob"), to="b1", by="bob")
    result = run(table(song, raptor, b1=[ann("a", 8), bob("k", 5)], bp1=12))
    (scoring,) = result["scorings"]
    assert [(s["player"], s["power"]) for s in scoring["standings"]] == [("ann", 8), ("bob", 7)]
    result = run(table(raptor, b1=[ann("a", 8), bob("k", 5)], bp1=12))
    assert [s["power"] for s in result["scorings"][0]["standings"]] == [8, 8]
    # Without the Song, the same minion's ability acts: bob has more.
    alone = run(table(forced, b1=[ann("a", 8), bob("k", 5), bob("k2", 1)], bp1=15))
    (scoring,) = alone["scorings"]
    assert scoring["standings"][0]["player"] == "bob"


# --- skeletons -----------------------------------------------------------------------------------


def test_lord_of_bones_talent_uncovers_a_buried_card_here():
    lord = card("skeletons/lord-of-bones", "l", power=5)
    data = table(talent("l", {"mode": "uncover", "card": "r"}), b1=[lord, buried("r")])
    assert cards_of(run(data))["r"]["type"] == "minion"


def test_returned_one_may_bury_itself():
    one = card("skeletons/returned-one", power=2)
    assert cards_of(run(table(play(one, choose={"mode": "bury"}))))["x"]["type"] == "buried"
    result = run(table(play(one)))
    assert cards_of(result)["x"]["type"] == "minion"
    assert assumed(result)["choose"] is None


def test_dig_em_up_uncovers_up_to_three_buried_cards_of_one_base():
    data = table(
        play(action("skeletons/dig-em-up"), to=None, choose={"base": "b2", "cards": ["r", "s"]}),
        b2=[buried("r"), buried("s"), buried("t")],
    )
    kinds = {i: c["type"] for i, c in cards_of(run(data)).items()}
    assert kinds == {"r": "minion", "s": "minion", "t": "buried"}


def test_grave_goods_uncovers_a_minion_with_two_counters():
    data = table(
        play(action("skeletons/grave-goods"), to=None, choose={"mode": "uncover", "card": "r"}),
        b2=[buried("r")],
    )
    assert cards_of(run(data))["r"]["counters"] == 2


def test_graveyard_talent_uncovers_and_may_add_a_counter():
    yard = action("skeletons/graveyard", "g")
    data = table(talent("g", {"card": "r", "mode": "counter"}), b1=[yard, buried("r")])
    assert cards_of(run(data))["r"]["counters"] == 1
    result = run(table(talent("g", {"card": "r"}), b1=[yard, buried("r")]))
    assert cards_of(result)["r"].get("counters", 0) == 0


def test_hearse_fleet_moves_any_number_of_buried_cards_of_one_base():
    data = table(
        play(action("skeletons/hearse-fleet"), to=None, choose={"cards": ["r"], "to": "b2"}),
        b1=[buried("r"), buried("s"), buried("t", player="bob")],
    )
    assert where(run(data)) == {"r": "b2", "s": "b1", "t": "b1"}
    two_bases = table(
        play(action("skeletons/hearse-fleet"), to=None, choose={"cards": ["r", "u"], "to": "b2"}),
        b1=[buried("r")],
        b2=[buried("u")],
    )
    result = run(two_bases)
    assert where(result) == {"r": "b1", "u": "b2"}
    assert result["warnings"]


# --- the base a move goes to --------------------------------------------------------------------

# Mo'ai (Bob's) keeps Ann from moving her minions to its base; Little Bo Peep (Bob's) keeps her
# from moving any minion to its base.
MOAI = bob("mo", card="polynesian-voyagers/moai")
PEEP = bob("lb", card="sheep/little-bo-peep")


def three(*events: dict, b1=(), b2=(), b3=()) -> dict:
    data = board(*(base(f"b{i}", FAR, (3, 2, 1), *c) for i, c in enumerate((b1, b2, b3), 1)))
    data["events"] = list(events)
    return data


def to_options(result: dict) -> list[dict]:
    (entry,) = [a for a in result["assumed_choices"] if "to" in (a.get("options") or [{}])[0]]
    return entry["options"]


def warned(result: dict, name: str) -> bool:
    return any(name in w["text"] for w in result["warnings"])


@pytest.mark.parametrize("key", ["mermaids/charmer", "sheep/ram"])
def test_charmer_and_ram_offer_no_base_that_refuses_the_move(key):
    user = card(key, "u", power=4)
    assert to_options(run(three(talent("u"), b1=[user], b2=[MOAI]))) == [{"to": "b3"}]
    result = run(three(talent("u", {"to": "b2"}), b1=[user], b2=[MOAI]))
    assert where(result)["u"] == "b1" and warned(result, "Moai")


def test_siren_song_offers_no_base_that_refuses_the_move():
    song = action("mermaids/siren-song")
    b1, b2, b3 = [bob("m")], [ann("a"), PEEP], [ann("c")]
    result = run(three(play(song, to=None, choose={"base": "b1"}), b1=b1, b2=b2, b3=b3))
    assert to_options(result) == [{"to": "b3"}] and where(result)["m"] == "b3"
    choose = {"base": "b1", "cards": ["m"], "to": "b2"}
    result = run(three(play(song, to=None, choose=choose), b1=b1, b2=b2, b3=b3))
    assert where(result)["m"] == "b1" and warned(result, "Little Bo Peep")


def test_on_the_lamb_offers_no_base_that_refuses_the_move():
    lamb = action("sheep/on-the-lamb")
    b1 = [ann("a"), bob("m")]
    choose = {"card": "a", "player": "bob"}
    result = run(three(play(lamb, to=None, choose=choose), b1=b1, b2=[MOAI]))
    assert to_options(result) == [{"to": "b3"}]
    assert where(result)["a"] == where(result)["m"] == "b3"
    result = run(three(play(lamb, to=None, choose={**choose, "to": "b2"}), b1=b1, b2=[MOAI]))
    # Mo'ai refuses Ann's own minion only: it stays (warned) and Bob's goes.
    assert where(result)["a"] == "b1" and where(result)["m"] == "b2" and warned(result, "Moai")


# --- world champs --------------------------------------------------------------------------------


def test_calicoin_of_the_world_champs_places_a_counter():
    data = table(play(card("world-champs/calicoin"), choose={"card": "m"}), b1=[bob("m")])
    assert cards_of(run(data))["m"]["counters"] == 1


def test_fast_as_lightning_boosts_a_minion():
    data = table(
        play(action("world-champs/fast-as-lightning"), to=None, choose={"card": "m"}),
        b1=[bob("m", 2)],
        bp1=4,
    )
    assert powers(run(data), "b1")["m"] == 4


def test_fighting_spirit_prize_places_two_counters_on_your_minions():
    data = table(
        play(action("world-champs/fighting-spirit-prize"), to=None, choose={"cards": ["a", "b"]}),
        b1=[ann("a"), ann("b")],
    )
    result = run(data)
    assert (cards_of(result)["a"]["counters"], cards_of(result)["b"]["counters"]) == (1, 1)
    result = run(table(play(action("world-champs/fighting-spirit-prize"), to=None), b1=[ann("a")]))
    assert cards_of(result)["a"]["counters"] == 2


def test_high_speed_chase_talent_moves_the_action_and_a_minion_with_three_power():
    chase = action("world-champs/high-speed-chase", "h")
    data = table(talent("h", {"card": "a", "to": "b2"}), b1=[chase, ann("a", 2)], bp2=5)
    result = run(data)
    assert powers(result, "b2")["a"] == 5
    assert result["scorings"][0]["base"] == "b2"


@pytest.mark.parametrize("printing,amount", [("original", 3), ("pod", 4)])
def test_its_blitzin_time_of_the_world_champs(printing, amount):
    event = play(
        action("world-champs/its-blitzin-time", printing=printing), to=None, choose={"card": "a"}
    )
    assert powers(run(table(event, b1=[ann("a", 1)], bp1=1 + amount)), "b1")["a"] == 1 + amount


def test_kaiju_conflict_of_the_world_champs_grants_two_actions():
    others = [play(action(None, f"o{i}")) for i in range(3)]
    data = table(play(action("world-champs/kaiju-conflict"), to=None), *others)
    assert beyond(run(data)) == [3]


def test_mouse_bird_and_sausage_boosts_two_minions_of_one_faction_on_a_base():
    event = play(
        action("world-champs/mouse-bird-and-sausage"), to=None, choose={"cards": ["p", "q"]}
    )
    same = [card("pirates/buccaneer", "p", owner="bob"), card("pirates/first-mate", "q")]
    result = run(table(event, b1=same, bp1=8))
    assert powers(result, "b1") == {"p": 4, "q": 4}
    mixed = [card("pirates/buccaneer", "p", owner="bob"), card("ninjas/shinobi", "q")]
    result = run(table(event, b1=mixed, bp1=8))
    assert result["scorings"] == []
    assert result["warnings"]


def test_rainbow_girl_of_the_world_champs():
    data = table(play(card("world-champs/rainbow-girl")), b1=[ann("a", 3)], bp1=6)
    assert powers(run(data), "b1")["a"] == 4


def test_shark_tattoo_places_a_counter_on_its_minion():
    data = table(play(action("world-champs/shark-tattoo", attached_to="a"), to="b1"), b1=[ann("a")])
    assert cards_of(run(data))["a"]["counters"] == 1


# --- sheep ---------------------------------------------------------------------------------------


def test_little_bo_peep_talent_brings_one_of_your_minions_here():
    peep = card("sheep/little-bo-peep", "p", power=5)
    data = table(talent("p", {"card": "a", "to": "b1"}), b1=[peep], b2=[ann("a")])
    assert where(run(data))["a"] == "b1"
    # One of your minions comes here: the minion alone is the whole decision.
    result = run(table(talent("p", {"card": "a"}), b1=[peep], b2=[ann("a")]))
    assert where(result)["a"] == "b1"
    assert result["warnings"] == []


def test_ram_talent_moves_and_may_return_a_small_minion_there():
    ram = card("sheep/ram", "r", power=4)
    data = table(talent("r", {"to": "b2", "card": "m"}), b1=[ram], b2=[bob("m", 2)])
    assert where(run(data)) == {"r": "b2"}


def test_ewe_shall_pass_moves_your_minion_and_grants_an_action():
    data = table(
        play(action("sheep/ewe-shall-pass"), to=None, choose={"card": "a", "to": "b2"}),
        play(action(None, "o")),
        b1=[ann("a")],
    )
    result = run(data)
    assert where(result)["a"] == "b2"
    assert beyond(result) == []


def test_on_the_lamb_moves_your_minion_and_all_of_one_players_minions_there():
    data = table(
        play(
            action("sheep/on-the-lamb"),
            to=None,
            choose={"card": "a", "player": "bob", "to": "b2"},
        ),
        b1=[ann("a"), bob("m"), bob("n"), ann("c")],
    )
    assert where(run(data)) == {"a": "b2", "m": "b2", "n": "b2", "c": "b1"}


def test_to_follow_or_not_plays_the_action_drawn():
    drawn = action(None, "o", owner="bob", controller="ann")
    data = table(
        play(action("sheep/to-follow-or-not"), to=None, choose={"play": drawn, "to": "b2"})
    )
    assert where(run(data))["o"] == "b2"


def test_wood_for_sheep_plays_the_revealed_card_or_grants_an_action():
    revealed = card(None, "s", owner="bob")
    event = play(
        action("sheep/wood-for-sheep"),
        to=None,
        choose={"mode": "play", "play": revealed, "to": "b2"},
    )
    assert where(run(table(event)))["s"] == "b2"
    extra = table(
        play(action("sheep/wood-for-sheep"), to=None, choose={"mode": "extra"}),
        play(action(None, "o")),
    )
    assert beyond(run(extra)) == []


def test_wood_for_sheep_the_revealed_card_played_is_controlled_by_its_player():
    # Clarification: a card of another player's that you play is yours to control.
    revealed = card(None, "s", owner="bob", power=3)
    event = play(
        action("sheep/wood-for-sheep"),
        to=None,
        choose={"mode": "play", "play": revealed, "to": "b1"},
    )
    result = run(table(event, b1=[ann("a", 5), bob("k", 6)], bp1=12))
    (scoring,) = result["scorings"]
    assert [(s["player"], s["power"]) for s in scoring["standings"]] == [("ann", 8), ("bob", 6)]


def test_wood_for_sheep_with_an_empty_hand_returns_the_card_and_grants_an_action():
    # The revealed card is played only for a card of your hand placed into their hand: the
    # board says ann's hand is empty, so "play" is refused (a warning), the card is not played,
    # and the other branch applies: an extra action.
    revealed = card(None, "s", owner="bob", power=3)
    data = table(
        play(
            action("sheep/wood-for-sheep"),
            to=None,
            choose={"mode": "play", "play": revealed, "to": "b1"},
        ),
        play(action(None, "o")),
    )
    data["hand_size"] = {"ann": 0}
    result = run(data)
    assert "s" not in where(result)
    assert beyond(result) == []
    assert any("hand" in w["text"] for w in result["warnings"])
    # Not named: "play" is not assumed either; the extra action is.
    data["events"][0]["choose"] = {}
    result = run(data)
    assert beyond(result) == []


def test_wood_for_sheep_the_card_given_goes_to_the_other_players_hand():
    # The card of ann's hand placed into bob's hand: named by "card", it leaves her listed hand
    # and goes to his (still ann's card); not named, the first listed is assumed.
    revealed = card(None, "s", owner="bob")
    choose = {"mode": "play", "play": revealed, "to": "b2", "card": "h2"}
    data = table(play(action("sheep/wood-for-sheep"), to=None, choose=choose))
    data["hands"] = {"ann": [card(None, "h1"), card(None, "h2")], "bob": []}
    data["hand_size"] = {"ann": 2, "bob": 3}
    result = run(data)
    hands = result["board"]["hands"]
    assert [c["id"] for c in hands["ann"]] == ["h1"]
    assert [(c["id"], c["owner"]) for c in hands["bob"]] == [("h2", "ann")]
    del choose["card"]
    result = run(data)
    assert [c["id"] for c in result["board"]["hands"]["bob"]] == ["h1"]
    (entry,) = [
        a for a in result["assumed_choices"] if a.get("options") == [{"card": "h1"}, {"card": "h2"}]
    ]
    assert entry["choose"] == {"card": "h1"}


# --- the choices assumed when not given -----------------------------------------------------------


@pytest.mark.parametrize(
    "key,kind",
    [
        ("mermaids/mermaid-queen", "minion"),
        ("mermaids/captive-audience", "action"),
        ("mermaids/charmed", "action"),
        ("mermaids/ultimate-song", "action"),
        ("skeletons/dig-em-up", "action"),
        ("skeletons/grave-goods", "action"),
        ("world-champs/fast-as-lightning", "action"),
        ("world-champs/fighting-spirit-prize", "action"),
        ("sheep/ewe-shall-pass", "action"),
        ("sheep/on-the-lamb", "action"),
        ("sheep/wood-for-sheep", "action"),
    ],
)
def test_a_mandatory_choice_not_given_takes_the_first_option(key, kind):
    item = card(key, kind=kind, power=5) if kind == "minion" else action(key)
    to = "b1" if kind == "minion" else None
    result = run(table(play(item, to=to), b1=[ann("a", 2), bob("m", 2), buried("r")]))
    entry = assumed(result)
    assert entry["options"]
    assert entry["choose"] == entry["options"][0]


@pytest.mark.parametrize(
    "key,kind",
    [
        ("world-champs/calicoin", "minion"),
        ("skeletons/hearse-fleet", "action"),
        ("world-champs/mouse-bird-and-sausage", "action"),
    ],
)
def test_a_may_not_given_is_assumed_declined(key, kind):
    item = card(key, kind=kind) if kind == "minion" else action(key)
    to = "b1" if kind == "minion" else None
    result = run(table(play(item, to=to), b1=[ann("a", 2), bob("m", 2), buried("r")]))
    entry = assumed(result)
    assert entry["options"]
    assert entry["choose"] is None


@pytest.mark.parametrize(
    "key,kind,may",
    [
        ("mermaids/charmer", "minion", True),
        ("mermaids/becalmed-shores", "action", False),
        ("skeletons/lord-of-bones", "minion", False),
        ("skeletons/graveyard", "action", False),
        ("world-champs/high-speed-chase", "action", False),
        ("sheep/little-bo-peep", "minion", False),
        ("sheep/ram", "minion", False),
    ],
)
def test_a_talent_choice_not_given_is_assumed(key, kind, may):
    user = card(key, "u", kind, power=4) if kind == "minion" else action(key, "u")
    result = run(table(talent("u"), b1=[user, ann("a", 2), buried("r")], b2=[ann("b", 1)]))
    entry = assumed(result)
    assert entry["options"]
    assert entry["choose"] == (None if may else entry["options"][0])


def test_to_follow_or_not_without_the_card_plays_nothing():
    result = run(table(play(action("sheep/to-follow-or-not"), to=None)))
    assert assumed(result)["choose"] is None
    assert where(result) == {}


def test_siren_song_offers_no_minion_a_protection_keeps_from_the_move():
    # Deep Roots keeps Bob's minions on b1 from Ann's moves: his "m" is no option; Carl's "n"
    # goes.
    roots = {"type": "action", "id": "dr", "owner": "bob", "card": "killer-plants/deep-roots"}
    carl = {"type": "minion", "id": "n", "owner": "carl", "power": 2}
    data = table(
        play(action("mermaids/siren-song"), to=None, choose={"base": "b1"}),
        b1=[bob("m"), roots, carl],
        b2=[ann("a")],
    )
    data["players"] = ["ann", "bob", "carl"]
    result = run(data)
    assert where(result)["m"] == "b1" and where(result)["n"] == "b2"
    (pick,) = [a for a in result["assumed_choices"] if "cards" in a["options"][0]]
    assert pick["options"] == [{"cards": ["n"]}]


def test_siren_song_a_named_minion_a_protection_keeps_stays_and_the_other_goes():
    roots = {"type": "action", "id": "dr", "owner": "bob", "card": "killer-plants/deep-roots"}
    carl = {"type": "minion", "id": "n", "owner": "carl", "power": 2}
    choose = {"base": "b1", "cards": ["m", "n"], "to": "b2"}
    data = table(
        play(action("mermaids/siren-song"), to=None, choose=choose),
        b1=[bob("m"), roots, carl],
        b2=[ann("a")],
    )
    data["players"] = ["ann", "bob", "carl"]
    result = run(data)
    assert where(result)["m"] == "b1" and where(result)["n"] == "b2"
    assert warned(result, "Deep Roots") and result["plays"][0]["applied"] is True
    # Bob's alone, and kept: nothing moves, warned of (no "choose.to ignored").
    data["bases"][0]["cards"] = [bob("m"), roots]
    data["events"][0]["choose"] = {"base": "b1", "cards": ["m"], "to": "b2"}
    result = run(data)
    assert where(result)["m"] == "b1" and warned(result, "Deep Roots")
    assert not any("ignored" in w["text"] for w in result["warnings"])


# --- the review of session 25 (g2) ------------------------------------------------------------


def test_mermaid_queen_never_offers_nor_assumes_a_minion_of_her_player():
    # Mermaid Queen takes control this turn of a small minion, moved here or already here
    # (review e5): taking control of a minion
    # she already controls changes nothing, so hers are not offered nor assumed.
    queen = card("mermaids/mermaid-queen", power=5)
    result = run(table(play(queen), b1=[ann("a1", 3), bob("n", 3)]))
    assert assumed(result)["options"] == [{"card": "n"}]
    assert any("takes control of n" in line["text"] for line in result["log"])
    assert not any("takes control of a1" in line["text"] for line in result["log"])
