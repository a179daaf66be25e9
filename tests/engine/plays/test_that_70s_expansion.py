"""Play abilities of That '70s Expansion (issue 28): every card of Disco Dancers, Kung Fu
Fighters, Truckers and Vigilantes, both printings, has a play entry; each applied one acts on
the board with a given choose, and a decision left out is assumed and listed."""

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
    controller,
    counters,
    events_then,
    m,
    play_on,
    played,
    power,
    talent,
    where,
)

FACTIONS = ("disco-dancers", "kung-fu-fighters", "truckers", "vigilantes")
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
    assert {e.box for e in entries.values()} == {"That '70s Expansion"}


# --- disco dancers -----------------------------------------------------------------------------


def typed_action(card_id: str) -> dict:
    return base_action("ann", card_id)


def test_celebration_and_its_raining_men_grant_extra_plays():
    two = (typed_action("e1"), typed_action("e2"))
    assert beyond(run(events_then(played("disco-dancers/celebration", "action"), *two))) == []
    raining = played("disco-dancers/its-raining-men", "action")
    assert beyond(run(events_then(raining, *two))) == [1, 2]
    assert beyond(run(events_then(raining, m("e3"), m("e4"), m("e5")))) == [3]


def test_disco_inferno_each_player_one_counter_on_their_own():
    bases = [base("b1", FAR, (3, 2, 1), m("a"), m("b", player="bob"), m("c"))]
    card_ = played("disco-dancers/disco-inferno", "action")
    result = play_on(bases, card_, {"cards": ["a", "b"]})
    assert counters(result) == {"a": 1, "b": 1, "c": 0}
    result = play_on(bases, card_, {"cards": ["a", "c"]})  # two for ann: refused
    assert counters(result) == {"a": 0, "b": 0, "c": 0}
    assert result["warnings"]
    result = play_on(bases, card_)
    assert sum(counters(result).values()) == 0
    assert {"cards": ["b"]} in assumed(result)["options"]


def test_last_dance_destroys_for_vp_for_each_controller():
    bases = [base("b1", FAR, (3, 2, 1), m("a"), m("b", player="bob"))]
    card_ = played("disco-dancers/last-dance", "action")
    result = play_on(bases, card_, {"cards": ["a", "b"]})
    assert where(result) == {}
    assert result["vp"] == {"ann": 1, "bob": 1}
    # The summary says the VP is counted (typing it in the VP too would count it twice).
    (entry,) = [a for a in result["card_abilities"] if a["key"] == "disco-dancers/last-dance"]
    assert "counted" in entry["summary"] and "compté" in entry["summary_fr"]
    assert "type" not in entry["summary"] and "saisi" not in entry["summary_fr"]
    result = play_on(bases, card_)
    assert set(where(result)) == {"a", "b"}
    assert assumed(result)["options"] == [{"cards": ["a"]}, {"cards": ["b"]}]


def test_disco_lou_extra_action_or_deck():
    two = (typed_action("e1"), typed_action("e2"))
    lou = played("disco-dancers/disco-lou", power=4)
    data = events_then(lou, *two)
    data["events"][0]["choose"] = {"mode": "extra"}
    assert beyond(run(data)) == []
    data["events"][0]["choose"] = {"mode": "deck"}
    result = run(data)
    assert beyond(result) == [2]
    assert any("discard pile on top" in line["text"] for line in result["log"])
    result = run(events_then(lou))
    assert assumed(result)["options"] == [{"mode": "extra"}, {"mode": "deck"}]


def test_get_down_tonight_and_turn_the_beat_around_change_power():
    bases = [base("b1", 5, (3, 2, 1), m("a"), m("b", player="bob"))]
    result = play_on(bases, played("disco-dancers/get-down-tonight", "action"), {"card": "b"})
    assert power(result, "b") == 5
    result = play_on(bases, played("disco-dancers/get-down-tonight", "action"))
    assert power(result, "a") == 5
    beat = played("disco-dancers/turn-the-beat-around", "action")
    result = play_on(bases, beat, {"order": ["b", "a"]})
    assert (power(result, "a"), power(result, "b")) == (2, 4)
    result = play_on(bases, beat)
    assert (power(result, "a"), power(result, "b")) == (4, 2)
    assert assumed(result)["options"][0] == {"order": ["a", "b"]}


def test_im_so_excited_moves_one_of_yours():
    bases = [base("b1", FAR, (3, 2, 1), m("a"), m("b", player="bob")), base("b2", FAR, (3, 2, 1))]
    card_ = played("disco-dancers/im-so-excited", "action")
    result = play_on(bases, card_, {"card": "a", "to": "b2"})
    assert where(result) == {"a": "b2", "b": "b1"}
    result = play_on(bases, card_)
    assert assumed(result)["options"] == [{"card": "a", "to": "b2"}]


# --- kung fu fighters --------------------------------------------------------------------------


def kf(name: str) -> str:
    return f"kung-fu-fighters/{name}"


def test_a_little_bit_frightening_destroys_a_weaker_minion_for_two_counters():
    bases = [base("b1", FAR, (3, 2, 1), m("a", 4), m("c", 2), m("w", 3, "bob"), m("s", 5, "bob"))]
    card_ = played(kf("a-little-bit-frightening"), "action")
    result = play_on(bases, card_, {"card": "w", "cards": ["a", "c"]})
    assert counters(result) == {"a": 1, "c": 1, "s": 0}
    result = play_on(bases, card_, {"card": "s"})  # stronger than any of ann's: refused
    assert set(where(result)) == {"a", "c", "w", "s"}
    result = play_on(bases, card_)
    assert "c" not in where(result)  # the first weaker minion, assumed
    assert counters(result)["a"] == 2
    assert {"card": "w"} in assumed(result, "card")["options"]


def test_cricket_may_move_one_counter():
    bases = [base("b1", FAR, (3, 2, 1), m("a", counters=2), m("b", player="bob"))]
    result = play_on(bases, played(kf("cricket")), {"order": ["a", "b"]})
    assert counters(result) == {"a": 1, "b": 1, "x": 0}
    result = play_on(bases, played(kf("cricket")))
    assert counters(result) == {"a": 2, "b": 0, "x": 0}
    assert {"order": ["a", "b"]} in assumed(result)["options"]


def test_dragon_warrior_talent_moves_any_number_of_counters():
    warrior = card("minion", "ann", kf("dragon-warrior"), "dw", power=5)
    bases = [base("b1", FAR, (3, 2, 1), warrior, m("a", counters=3)), base("b2", FAR, (3, 2, 1))]
    bases[1]["cards"].append(m("b", player="bob"))
    result = talent(bases, "dw", {"order": ["a", "dw"], "count": 2})
    assert counters(result) == {"dw": 2, "a": 1, "b": 0}
    result = talent(bases, "dw")
    assert counters(result)["a"] == 0
    assert assumed(result)["options"][0] == {"order": ["a", "dw"]}


def test_ancient_chinese_art_talent_counter_or_transfer_here():
    art = action("ann", kf("ancient-chinese-art"), "art")
    bases = [base("b1", FAR, (3, 2, 1), art, m("a", counters=2), m("b", player="bob"))]
    result = talent(bases, "art", {"mode": "counter", "card": "b"})
    assert counters(result)["b"] == 1
    result = talent(bases, "art", {"mode": "transfer", "order": ["a", "b"]})
    assert (counters(result)["a"], counters(result)["b"]) == (0, 2)
    result = talent(bases, "art")
    assert assumed(result, "mode")["options"] == [{"mode": "counter"}, {"mode": "transfer"}]
    assert counters(result)["a"] == 3  # the first mode, on the first minion here


def test_drunken_master_and_lady_whirlwind_talents_need_no_counter_on_them():
    master = card("minion", "ann", kf("drunken-master"), "dm", power=3)
    result = talent([base("b1", FAR, (3, 2, 1), master)], "dm")
    assert counters(result)["dm"] == 1
    result = talent([base("b1", FAR, (3, 2, 1), {**master, "counters": 1})], "dm")
    assert counters(result)["dm"] == 1 and result["warnings"]
    lady = card("minion", "ann", kf("lady-whirlwind"), "lw", power=4)
    bases = [base("b1", FAR, (3, 2, 1), lady, m("w", 3, "bob"), m("s", 4, "bob"))]
    result = talent(bases, "lw", {"card": "w"})
    assert counters(result) == {"lw": 1, "s": 0}
    result = talent(bases, "lw", {"card": "s"})  # not weaker: refused
    assert counters(result) == {"lw": 0, "w": 0, "s": 0}
    result = talent(bases, "lw")
    assert assumed(result)["options"] == [{"card": "w"}]


def test_everybody_knew_their_part_grants_a_weaker_minion_on_that_base():
    bases = [base("b1", FAR, (3, 2, 1), m("a", 4)), base("b2", FAR, (3, 2, 1))]
    part = played(kf("everybody-knew-their-part"), "action")
    # The free minion play goes to n (4, too strong for the grant), the grant to the next one.
    data = events_then(part, m("n", 4), m("small", 3), bases=bases)
    data["events"][0]["choose"] = {"card": "a"}
    assert beyond(run(data)) == []
    data["events"][2]["card"] = m("big", 4)  # not less power than a
    assert beyond(run(data)) == [2]
    result = run(events_then(part, bases=bases))
    assert assumed(result)["options"] == [{"card": "a"}]


def test_everybody_was_kung_fu_fighting_each_player_there_destroys_one():
    bases = [
        base("b1", FAR, (3, 2, 1), m("a"), m("b", player="bob"), m("c", player="cy")),
        base("b2", FAR, (3, 2, 1), m("far", player="bob")),
    ]
    card_ = played(kf("everybody-was-kung-fu-fighting"), "action")
    players = ("ann", "bob", "cy")
    # ann destroys b, bob destroys c, cy destroys a.
    result = play_on(bases, card_, {"base": "b1", "order": ["b", "c", "a"]}, players=players)
    assert where(result) == {"far": "b2"}
    result = play_on(bases, card_, {"base": "b1", "order": ["a"]}, players=players)
    assert set(where(result)) == {"a", "b", "c", "far"} and result["warnings"]
    # Not given: each player the first minion there of another player, in turn order (cy has
    # none left to destroy).
    result = play_on(bases, card_, players=players)
    assert where(result) == {"c": "b1", "far": "b2"}
    assert assumed(result, "order")["options"] == [{"order": ["b", "a"]}]


def test_everybody_was_kung_fu_fighting_short_order_assumes_the_other_destructions():
    # The destructions are mandatory: an "order" naming only ann's leaves bob's and cy's to be
    # assumed (bob may destroy even though his own minion is gone), listed with the full order.
    bases = [base("b1", FAR, (3, 2, 1), m("a"), m("b", player="bob"), m("c", player="cy"))]
    card_ = played(kf("everybody-was-kung-fu-fighting"), "action")
    players = ("ann", "bob", "cy")
    result = play_on(bases, card_, {"base": "b1", "order": ["b"]}, players=players)
    assert where(result) == {"c": "b1"}
    entry = assumed(result, "order")
    assert entry["choose"] == {"order": ["b", "a"]}
    assert entry["options"] == [{"order": ["b", "a"]}]
    assert "1 of the 3 destructions" in entry["reason"]
    assert result["warnings"] == []
    # Ann's destruction given as c: bob then destroys a, cy destroys b.
    result = play_on(bases, card_, {"base": "b1", "order": ["c"]}, players=players)
    assert where(result) == {}
    assert assumed(result, "order")["choose"] == {"order": ["c", "a", "b"]}
    # Not given at all: the reason reads as an infinitive after "must".
    result = play_on(bases, card_, players=players)
    assert (
        "ann must have every player with a minion there destroy"
        in assumed(result, "order")["reason"]
    )
    # More ids than players there: refused.
    result = play_on(bases, card_, {"base": "b1", "order": ["b", "c", "a", "b"]}, players=players)
    assert set(where(result)) == {"a", "b", "c"} and result["warnings"]


def test_everybody_was_kung_fu_fighting_never_assumes_a_destruction_a_protection_keeps():
    # Not given: each player destroys the first minion there of another player that can be
    # destroyed (a protected target is never assumed): ann takes cm, not bm under Tough It Out.
    bases = [
        base(
            "b1",
            FAR,
            (3, 2, 1),
            m("a"),
            m("bm", player="bob"),
            m("cm", player="carl"),
            action("bob", "vigilantes/tough-it-out", "t", attached_to="bm"),
        )
    ]
    card_ = played(kf("everybody-was-kung-fu-fighting"), "action")
    result = play_on(bases, card_, {"base": "b1"}, players=("ann", "bob", "carl"))
    assert assumed(result, "order")["choose"] == {"order": ["cm", "a"]}
    assert set(where(result)) == {"bm", "t"}
    assert result["warnings"] == []


def test_expert_timing_moves_counters_from_your_card():
    bases = [base("b1", FAR, (3, 2, 1), m("a", counters=3), m("b", player="bob"))]
    card_ = played(kf("expert-timing"), "action")
    result = play_on(bases, card_, {"order": ["a", "b"], "count": 1})
    assert counters(result) == {"a": 2, "b": 1}
    result = play_on(bases, card_, {"order": ["b", "a"]})  # not ann's card
    assert counters(result) == {"a": 3, "b": 0}
    result = play_on(bases, card_)
    assert counters(result) == {"a": 3, "b": 0}
    assert assumed(result)["options"] == [{"order": ["a", "b"]}]


def test_fast_as_lightning_gives_two_power():
    bases = [base("b1", 7, (3, 2, 1), m("a"), m("b", player="bob"))]
    result = play_on(bases, played(kf("fast-as-lightning"), "action"), {"card": "b"})
    assert power(result, "b") == 5
    assert any("rather than to the discard pile" in line["text"] for line in result["log"])
    result = play_on(bases, played(kf("fast-as-lightning"), "action"))
    assert power(result, "a") == 5
    assert assumed(result)["options"] == [{"card": "a"}, {"card": "b"}]


def test_fast_as_lightning_sends_its_minion_to_its_owners_hand_after_scoring():
    # "if it would go to the discard pile it is returned to its owner's hand instead": the base
    # scores, its minions leave; Bob's minion (the one chosen) goes to Bob's hand, not Ann's.
    bases = [base("b1", 7, (3, 2, 1), m("a"), m("b", player="bob"))]
    result = play_on(bases, played(kf("fast-as-lightning"), "action"), {"card": "b"})
    assert result["scorings"]
    assert [c["id"] for c in result["board"]["hands"]["bob"]] == ["b"]
    assert "ann" not in result["board"]["hands"] or not result["board"]["hands"]["ann"]
    assert any(
        line["text"].startswith("b goes to bob's hand instead of the discard pile")
        for line in result["log"]
    )


def test_fast_as_lightning_sends_its_minion_to_hand_when_destroyed_later_in_the_turn():
    data = board(base("b1", FAR, (3, 2, 1), m("a"), m("b", player="bob")))
    data["events"] = [
        {
            "when": "now",
            "action": "play",
            "by": "ann",
            "card": played(kf("fast-as-lightning"), "action"),
            "choose": {"card": "a"},
        },
        {"when": "now", "action": "destroy", "card": "a", "by": "bob"},
    ]
    result = run(data)
    assert [c["id"] for c in result["board"]["hands"]["ann"]] == ["a"]
    assert any("a is destroyed" in e["text"] and "ann's hand" in e["text"] for e in result["log"])


def test_lets_get_it_on_destroys_up_to_your_minions_power():
    bases = [
        base("b1", FAR, (3, 2, 1), m("a", 5), m("p", 2, "bob"), m("q", 3, "bob"), m("r", 1, "bob"))
    ]
    card_ = played(kf("lets-get-it-on"), "action")
    result = play_on(bases, card_, {"cards": ["p", "q"]})
    assert set(where(result)) == {"a", "r"}
    result = play_on(bases, card_, {"cards": ["p", "q", "r"]})  # 6 > 5: refused
    assert set(where(result)) == {"a", "p", "q", "r"}
    result = play_on(bases, card_)
    assert set(where(result)) == {"a", "q", "r"}
    assert assumed(result)["options"] == [{"cards": ["p"]}, {"cards": ["q"]}, {"cards": ["r"]}]


def tough_it_out(player: str, minion_id: str) -> dict:
    """Tough It Out on a minion: it cannot be destroyed."""
    return action(player, "vigilantes/tough-it-out", f"t_{minion_id}", attached_to=minion_id)


def _kept_by_tough_it_out(result: dict, card_id: str) -> list[dict]:
    return [
        w
        for w in result["warnings"]
        if f"destroy {card_id}" in w["text"]
        and "Tough It Out" in w["text"]
        and "Tough It Out" in w["text_fr"]
    ]


def test_lets_get_it_on_warns_of_a_named_minion_a_protection_keeps():
    # The minions named are destroyed together; one that cannot be destroyed stays, and
    # `warnings` names what kept it (the log alone said so before: review s25, d7).
    bases = [
        base(
            "b1",
            FAR,
            (3, 2, 1),
            m("a", 7),
            m("y", 2, "bob"),
            m("z", 2, "bob"),
            tough_it_out("bob", "z"),
        )
    ]
    result = play_on(bases, played(kf("lets-get-it-on"), "action"), {"cards": ["y", "z"]})
    assert set(where(result)) == {"a", "z", "t_z"}
    assert len(_kept_by_tough_it_out(result, "z")) == 1


def test_everybody_was_kung_fu_fighting_warns_of_a_destruction_a_protection_keeps():
    # Each player there destroys a minion of another player there; one that cannot be
    # destroyed stays, and `warnings` names what kept it, whoever's destruction it was.
    def bases():
        return [
            base(
                "b1",
                FAR,
                (3, 2, 1),
                m("a"),
                m("bm", player="bob"),
                m("cm", player="carl"),
                tough_it_out("bob", "bm"),
            )
        ]

    card_ = played(kf("everybody-was-kung-fu-fighting"), "action")
    players = ("ann", "bob", "carl")
    # Ann's own pick: bm; bob destroys cm, carl destroys a.
    result = play_on(bases(), card_, {"base": "b1", "order": ["bm", "cm", "a"]}, players=players)
    assert set(where(result)) == {"bm", "t_bm"}
    assert len(_kept_by_tough_it_out(result, "bm")) == 1
    # Carl's pick: bm; ann destroys cm, bob destroys a.
    result = play_on(bases(), card_, {"base": "b1", "order": ["cm", "a", "bm"]}, players=players)
    assert set(where(result)) == {"bm", "t_bm"}
    (warning,) = _kept_by_tough_it_out(result, "bm")
    assert "carl" in warning["text"] and "carl" in warning["text_fr"]


def test_sifu_takes_counters_from_your_minions_and_has_a_talent():
    sifu = {
        "type": "titan",
        "id": "x",
        "owner": "ann",
        "controller": "ann",
        "card": kf("sifu"),
        "power": 0,
    }
    bases = [base("b1", FAR, (3, 2, 1), m("a", counters=2), m("b", counters=1))]
    result = play_on(bases, sifu, {"cards": ["a", "b"]})
    assert counters(result) == {"a": 1, "b": 0, "x": 2}
    result = play_on(bases, sifu)
    assert counters(result) == {"a": 0, "b": 0, "x": 3}
    assert assumed(result)["options"] == [{"cards": ["a", "a", "b"]}]
    bases = [base("b1", FAR, (3, 2, 1), {**sifu, "id": "s"}, m("a", counters=1), m("c"))]
    result = talent(bases, "s", {"mode": "counter", "card": "c"})
    assert counters(result)["c"] == 1
    result = talent(bases, "s", {"mode": "transfer", "order": ["a", "c"]})
    assert (counters(result)["a"], counters(result)["c"]) == (0, 1)


# --- truckers ----------------------------------------------------------------------------------


def tr(name: str) -> str:
    return f"truckers/{name}"


def test_el_bandido_may_take_an_action_on_its_base_not_on_a_minion():
    bases = [
        base(
            "b1",
            FAR,
            (3, 2, 1),
            m("b", player="bob"),
            base_action("bob", "act"),
            base_action("bob", "att", attached_to="b"),
        )
    ]
    result = play_on(bases, played(tr("el-bandido"), power=5), {"card": "act"})
    assert controller(result, "act") == "ann"
    result = play_on(bases, played(tr("el-bandido"), power=5), {"card": "att"})
    assert controller(result, "att") == "bob" and result["warnings"]
    result = play_on(bases, played(tr("el-bandido"), power=5))
    assert controller(result, "act") == "bob"
    assert assumed(result)["options"] == [{"card": "act"}]


def test_el_bandido_never_takes_an_action_steam_queen_protects():
    # Steam Queen shields Bob's actions from the cards of the other players.
    queen = card("minion", "bob", "steampunks/steam-queen", "sq", power=3)
    bases = [
        base("b1", FAR, (3, 2, 1), queen, base_action("bob", "qa"), base_action("bob", "qb")),
        base("b2", FAR, (3, 2, 1)),
    ]
    bandido = played(tr("el-bandido"), power=5)
    result = play_on(bases, bandido, {"card": "qa"})
    assert controller(result, "qa") == "bob"
    assert any("Steam Queen" in w["text"] for w in result["warnings"])
    result = play_on(bases, bandido)
    assert controller(result, "qa") == "bob" and result["assumed_choices"] == []
    bases[0]["cards"].append(base_action("ann", "mine"))
    bases[0]["cards"].append(card("minion", "ann", tr("el-bandido"), "eb", power=5))
    result = talent(bases, "eb", {"mode": "transfer", "card": "qa", "to": "b2"})
    assert where(result)["qa"] == "b1"
    assert any("Steam Queen" in w["text"] for w in result["warnings"])
    result = talent(bases, "eb", {"mode": "transfer"})
    assert where(result)["qa"] == "b1" and where(result)["mine"] == "b2"
    assert assumed(result, "card")["options"] == [{"card": "mine", "to": "b2"}]


def test_el_bandido_talent_extra_action_or_an_action_moved():
    bandido = card("minion", "ann", tr("el-bandido"), "eb", power=5)
    bases = [
        base("b1", FAR, (3, 2, 1), bandido, base_action("bob", "act")),
        base("b2", FAR, (3, 2, 1)),
    ]
    result = talent(bases, "eb", {"mode": "transfer", "card": "act", "to": "b2"})
    assert where(result)["act"] == "b2"
    data = board(*bases)
    data["events"] = [
        {"when": "now", "action": "talent", "card": "eb", "choose": {"mode": "extra"}},
        *[
            {"when": "now", "action": "play", "by": "ann", "to": "b2", "card": typed_action(i)}
            for i in ("e1", "e2")
        ],
    ]
    assert beyond(run(data)) == []
    result = talent(bases, "eb")
    assert assumed(result)["options"] == [{"mode": "extra"}, {"mode": "transfer"}]


def test_fixin_to_fix_it_plays_an_action_from_the_discard_pile_on_a_base():
    bases = [base("b1", FAR, (3, 2, 1), m("a")), base("b2", FAR, (3, 2, 1))]
    fix = played(tr("fixin-to-fix-it"), "action")
    result = play_on(bases, fix, {"play": typed_action("d"), "to": "b2"})
    assert where(result)["d"] == "b2"
    result = play_on(bases, fix, {"play": {**typed_action("d"), "attached_to": "a"}})
    assert "d" not in where(result) and result["warnings"]
    result = play_on(bases, fix)
    assert "d" not in where(result)
    assert assumed(result)["choose"] is None


def test_hotwire_modes():
    bases = [
        base("b1", FAR, (3, 2, 1), m("a"), base_action("bob", "act")),
        base("b2", FAR, (3, 2, 1)),
    ]
    wire = played(tr("hotwire"), "action")
    result = play_on(bases, wire, {"mode": "deck", "play": typed_action("top"), "to": "b2"})
    assert where(result)["top"] == "b2"
    result = play_on(bases, wire, {"mode": "transfer", "card": "act", "to": "b2"})
    assert where(result)["act"] == "b2" and controller(result, "act") == "bob"
    result = play_on(bases, wire, {"mode": "control", "card": "act"})
    assert where(result)["act"] == "b1" and controller(result, "act") == "ann"
    result = play_on(bases, wire, {"mode": "both", "card": "act", "to": "b2"})
    assert where(result)["act"] == "b2" and controller(result, "act") == "ann"
    result = play_on(bases, wire)
    assert assumed(result, "mode")["options"][0] == {"mode": "deck"}


def test_hotwire_respects_protections_and_plays_no_hand_card_as_the_top_of_the_deck():
    # Steam Queen shields bob's actions from the other players' cards: Hotwire takes or
    # moves ann's own instead; its "deck" mode plays a card object, not a card of the hand.
    queen = card("minion", "bob", "steampunks/steam-queen", "sq", power=3)
    bases = [
        base("b1", FAR, (3, 2, 1), m("a"), queen, base_action("bob", "qa")),
        base("b2", FAR, (3, 2, 1)),
    ]
    wire = played(tr("hotwire"), "action")
    result = play_on(bases, wire, {"mode": "control", "card": "qa"})
    assert controller(result, "qa") == "bob"
    assert any("Steam Queen" in w["text"] for w in result["warnings"])
    result = play_on(bases, wire, {"mode": "transfer", "card": "qa", "to": "b2"})
    assert where(result)["qa"] == "b1"
    assert any("Steam Queen" in w["text"] for w in result["warnings"])
    result = play_on(
        bases,
        wire,
        {"mode": "deck", "play": "h", "to": "b2"},
        hands={"ann": [{"id": "h", "type": "action", "power": 0}]},
    )
    assert "h" not in where(result)
    assert any("card of a hand" in w["text"] for w in result["warnings"])


def test_rally_one_power_per_action_on_the_base():
    bases = [
        base(
            "b1",
            8,
            (3, 2, 1),
            m("a"),
            m("b", player="bob"),
            base_action("bob", "act"),
            base_action("ann", "act2"),
            base_action("bob", "att", attached_to="b"),
        )
    ]
    result = play_on(bases, played(tr("rally"), "action"), {"card": "a"})
    assert power(result, "a") == 5  # two actions on the base; the one on a minion is not
    result = play_on(bases, played(tr("rally"), "action"))
    assert power(result, "a") == 5
    assert assumed(result)["options"] == [{"card": "a"}]


def two_bases(*here: dict) -> list[dict]:
    return [base("b1", FAR, (3, 2, 1), *here), base("b2", FAR, (3, 2, 1))]


def test_cab_over_pete_moves_with_another_card_of_yours():
    pete = action("ann", tr("cab-over-pete"), "pete")
    bases = two_bases(pete, m("a"), m("b", player="bob"))
    result = talent(bases, "pete", {"card": "a", "to": "b2"})
    assert where(result) == {"pete": "b2", "a": "b2", "b": "b1"}
    result = talent(bases, "pete", {"card": "b", "to": "b2"})  # not ann's
    assert where(result)["b"] == "b1"
    result = talent(bases, "pete")
    assert where(result) == {"pete": "b2", "a": "b2", "b": "b1"}
    assert assumed(result, "card")["options"] == [{"card": "a"}]


def test_dekotora_moves_with_up_to_three_of_your_minions():
    dekotora = action("ann", tr("dekotora"), "dk")
    bases = two_bases(dekotora, m("a"), m("c"), m("b", player="bob"))
    result = talent(bases, "dk", {"to": "b2", "cards": ["a", "c"]})
    assert where(result) == {"dk": "b2", "a": "b2", "c": "b2", "b": "b1"}
    result = talent(bases, "dk")
    assert where(result) == {"dk": "b2", "a": "b1", "c": "b1", "b": "b1"}
    assert {"cards": ["a", "c"]} in assumed(result, "cards")["options"]


def test_high_speed_chase_moves_a_minion_of_yours_with_plus_three():
    chase = action("ann", tr("high-speed-chase"), "hs")
    bases = [base("b1", FAR, (3, 2, 1), chase, m("a")), base("b2", 5, (3, 2, 1))]
    result = talent(bases, "hs", {"card": "a", "to": "b2"})
    assert result["scorings"][0]["base"] == "b2" and power(result, "a") == 6
    result = talent(bases, "hs")
    assert result["scorings"][0]["base"] == "b2" and power(result, "a") == 6
    assert assumed(result, "card")["options"] == [{"card": "a"}]


def too_tough(minion_id: str) -> dict:
    """Too Tough (POD) on ann's minion: no one can move it."""
    return action("ann", "orcs/too-tough", "tt", attached_to=minion_id, printing="pod")


def test_high_speed_chase_never_takes_a_minion_too_tough_holds():
    # Too Tough holds a against anyone's move: b is assumed, and named a stays with a warning
    # naming Too Tough (the action still goes).
    chase = action("ann", tr("high-speed-chase"), "hs")
    bases = two_bases(chase, m("a"), too_tough("a"), m("b"))
    result = talent(bases, "hs", {"card": "a", "to": "b2"})
    assert where(result)["a"] == "b1" and where(result)["hs"] == "b2"
    assert any("Too Tough" in w["text"] for w in result["warnings"])
    result = talent(bases, "hs")
    assert where(result)["b"] == "b2" and where(result)["a"] == "b1"
    assert assumed(result, "card")["options"] == [{"card": "b"}]


def test_cab_over_pete_never_takes_a_minion_too_tough_holds():
    pete = action("ann", tr("cab-over-pete"), "pete")
    bases = two_bases(pete, m("a"), too_tough("a"), m("b"))
    result = talent(bases, "pete", {"card": "a", "to": "b2"})
    assert where(result)["a"] == "b1"
    assert any("Too Tough" in w["text"] for w in result["warnings"])
    result = talent(bases, "pete")
    assert where(result)["b"] == "b2" and where(result)["a"] == "b1"
    assert {"card": "a"} not in assumed(result, "card")["options"]


def test_dekotora_leaves_a_minion_too_tough_holds():
    dekotora = action("ann", tr("dekotora"), "dk")
    bases = two_bases(dekotora, m("a"), too_tough("a"), m("b"))
    result = talent(bases, "dk", {"to": "b2", "cards": ["a", "b"]})
    assert where(result)["a"] == "b1" and where(result)["b"] == "b2"
    assert any("Too Tough" in w["text"] for w in result["warnings"])
    result = talent(bases, "dk")
    options = assumed(result, "cards")["options"]
    assert options and all("a" not in o["cards"] for o in options)


def test_skinny_minnie_moves_with_an_action_from_its_base():
    minnie = card("minion", "ann", tr("skinny-minnie"), "sm", power=3)
    bases = two_bases(minnie, base_action("bob", "act"))
    result = talent(bases, "sm", {"card": "act", "to": "b2"})
    assert where(result) == {"sm": "b2", "act": "b2"}
    result = talent(bases, "sm")
    assert where(result) == {"sm": "b2", "act": "b2"}
    assert assumed(result)["options"] == [{"card": "act", "to": "b2"}]
    result = talent(two_bases(minnie), "sm")
    assert where(result) == {"sm": "b1"} and result["warnings"]


def test_skinny_minnie_cannot_take_an_action_steam_queen_protects():
    # Steam Queen shields Bob's actions from the other players' cards: no transfer, and
    # Minnie stays (as with no action here), the warning naming Steam Queen.
    minnie = card("minion", "ann", tr("skinny-minnie"), "sm", power=3)
    queen = card("minion", "bob", "steampunks/steam-queen", "sq", power=3)
    bases = two_bases(minnie, queen, base_action("bob", "qa"))
    result = talent(bases, "sm", {"card": "qa", "to": "b2"})
    assert where(result) == {"sm": "b1", "sq": "b1", "qa": "b1"}
    assert any("Steam Queen" in w["text"] for w in result["warnings"])
    bases[0]["cards"].append(base_action("ann", "mine"))
    result = talent(bases, "sm")
    assert where(result)["qa"] == "b1" and where(result)["mine"] == "b2"
    assert assumed(result)["options"] == [{"card": "mine", "to": "b2"}]


# --- vigilantes --------------------------------------------------------------------------------


def vi(name: str) -> str:
    return f"vigilantes/{name}"


def test_the_printings_have_their_own_entries():
    assert plays.lookup(vi("shrug-it-off"), "original").status == plays.NOT_SIMULATED
    assert plays.lookup(vi("shrug-it-off"), "pod").talent is not None
    assert plays.lookup(vi("who-loves-ya-baby"), "original").status == plays.NO_BOARD_EFFECT
    assert plays.lookup(vi("who-loves-ya-baby"), "pod").status == plays.APPLIED


def test_a_whole_lot_meaner_original_three_power_pod_up_to_three_counters():
    bases = [base("b1", 6, (3, 2, 1), m("a"), m("b", player="bob"))]
    result = play_on(bases, played(vi("a-whole-lot-meaner"), "action", printing="original"))
    assert power(result, "a") == 6
    assert assumed(result)["options"] == [{"card": "a"}, {"card": "b"}]
    bases = [base("b1", FAR, (3, 2, 1), m("a"), m("c"), m("b", player="bob"))]
    pod = played(vi("a-whole-lot-meaner"), "action", printing="pod")
    result = play_on(bases, pod, {"card": "c", "count": 2})
    assert counters(result) == {"a": 0, "c": 2, "b": 0}
    result = play_on(bases, pod, {"card": "b", "count": 3})  # not ann's
    assert counters(result) == {"a": 0, "c": 0, "b": 0}
    result = play_on(bases, pod)
    assert counters(result)["a"] == 0  # up to three: none assumed
    assert assumed(result, "count")["options"][0] == {"count": 3}


@pytest.mark.parametrize("printing,big_goes", [("original", True), ("pod", False)])
def test_dusty_henry_may_shuffle_a_minion_here_into_its_deck(printing, big_goes):
    bases = [base("b1", FAR, (3, 2, 1), m("s", 5, "bob"), m("big", 6, "bob"))]
    dusty = played(vi("dusty-henry"), power=4, printing=printing)
    result = play_on(bases, dusty, {"card": "big"})
    assert ("big" not in where(result)) is big_goes
    result = play_on(bases, dusty, {"card": "s"})
    assert "s" not in where(result)
    result = play_on(bases, dusty)
    assert set(where(result)) == {"x", "s", "big"}
    assert {"card": "s"} in assumed(result)["options"]


def test_knocked_into_next_week_shuffles_any_minion_into_its_deck():
    bases = [base("b1", FAR, (3, 2, 1), m("a")), base("b2", FAR, (3, 2, 1), m("b", 7, "bob"))]
    result = play_on(bases, played(vi("knocked-into-next-week"), "action"), {"card": "b"})
    assert where(result) == {"a": "b1"}
    result = play_on(bases, played(vi("knocked-into-next-week"), "action"))
    assert where(result) == {"b": "b2"}
    assert assumed(result)["options"] == [{"card": "a"}, {"card": "b"}]


def test_make_my_day_original_current_power_pod_printed_power():
    bases = [
        base("b1", FAR, (3, 2, 1), m("a"), m("s", 3, "bob"), m("grown", 3, "bob", counters=1)),
        base("b2", FAR, (3, 2, 1), m("far", 1, "bob")),
    ]
    original = played(vi("make-my-day"), "action", printing="original")
    result = play_on(bases, original, {"card": "s"})
    assert "s" not in where(result)
    assert any("draws 1 card" in line["text"] for line in result["log"])
    for refused in ("grown", "far"):  # power 4 now; a base without ann's minion
        assert refused in where(play_on(bases, original, {"card": refused}))
    pod = played(vi("make-my-day"), "action", printing="pod")
    assert "grown" not in where(play_on(bases, pod, {"card": "grown"}))  # printed 3
    result = play_on(bases, pod)
    assert assumed(result)["options"] == [{"card": "a"}, {"card": "s"}, {"card": "grown"}]


def test_scared_straight_moves_an_opponent_away_and_grants_an_action():
    bases = [
        base("b1", FAR, (3, 2, 1), m("a"), m("b", player="bob")),
        base("b2", FAR, (3, 2, 1), m("far", player="bob")),
    ]
    original = played(vi("scared-straight"), "action", printing="original")
    data = events_then(original, typed_action("e1"), bases=bases)
    data["events"][0]["choose"] = {"card": "b", "to": "b2"}
    result = run(data)
    assert where(result)["b"] == "b2" and beyond(result) == []
    data["events"][0]["choose"] = {"card": "far", "to": "b1"}  # ann has no minion on b2
    assert where(run(data))["far"] == "b2"
    result = run(events_then(original, bases=bases))
    assert assumed(result)["options"] == [{"card": "b", "to": "b2"}]
    # POD: the extra action only when it is the first action of the turn.
    pod = played(vi("scared-straight"), "action", printing="pod")
    data = events_then(pod, typed_action("e1"), bases=bases)
    data["events"][0]["choose"] = {"card": "b", "to": "b2"}
    assert beyond(run(data)) == []
    data["plays_made"] = {"action": 1}
    assert beyond(run(data)) == [0, 1]


def test_shrug_it_off_pod_talent_gives_others_minus_one_here():
    shrug = action("ann", vi("shrug-it-off"), "so", printing="pod")
    bases = [base("b1", 5, (3, 2, 1), shrug, m("a"), m("b", 4, "bob"))]
    result = talent(bases, "so")
    assert (power(result, "a"), power(result, "b")) == (3, 3)


def test_street_justice_pod_talent_moves_one_of_yours_or_guards():
    justice = action("ann", vi("street-justice"), "sj", printing="pod")
    bases = [base("b1", FAR, (3, 2, 1), justice), base("b2", FAR, (3, 2, 1), m("a"))]
    result = talent(bases, "sj", {"mode": "move", "card": "a", "to": "b1"})
    assert where(result)["a"] == "b1"
    result = talent(bases, "sj", {"mode": "guard"})
    assert where(result)["a"] == "b2"
    assert any("other players take their turns" in line["text"] for line in result["log"])
    result = talent(bases, "sj")
    assert assumed(result, "mode")["options"] == [{"mode": "move"}, {"mode": "guard"}]


def test_who_loves_ya_baby_pod_plays_the_revealed_power_four_minion():
    bases = [base("b1", FAR, (3, 2, 1)), base("b2", FAR, (3, 2, 1))]
    pod = played(vi("who-loves-ya-baby"), "action", printing="pod")
    result = play_on(bases, pod, {"play": m("top", 4), "to": "b2"})
    assert where(result) == {"top": "b2"}
    result = play_on(bases, pod, {"play": m("top", 3), "to": "b2"})
    assert where(result) == {} and result["warnings"]
    result = play_on(bases, pod)
    assert where(result) == {}
    assert any("draws it" in line["text"] for line in result["log"])


def test_the_other_decisions_left_out_are_assumed_and_listed():
    sifu = {"type": "titan", "id": "s", "owner": "ann", "controller": "ann", "power": 0}
    sifu["card"] = "kung-fu-fighters/sifu"
    bases = [base("b1", FAR, (3, 2, 1), sifu, m("a", counters=1), m("c"))]
    result = talent(bases, "s")
    assert assumed(result, "mode")["options"] == [{"mode": "transfer"}, {"mode": "counter"}]
    assert counters(result) == {"s": 0, "a": 0, "c": 1}  # one counter moved, a to c
    bases = [base("b1", FAR, (3, 2, 1), m("a"), m("s", 3, "bob"))]
    result = play_on(bases, played("vigilantes/make-my-day", "action", printing="original"))
    assert "a" not in where(result)
    assert assumed(result)["options"] == [{"card": "a"}, {"card": "s"}]


def test_high_speed_chase_and_cab_over_pete_assume_a_base_a_minion_of_yours_may_reach():
    # Bob's Mo'ai on b2 keeps ann's minions from it: not given, b3 is assumed (b2 was, and the
    # +3 was lost with no minion brought along).
    moai = {**m("mo", player="bob"), "card": "polynesian-voyagers/moai"}
    for key, card_id in (("high-speed-chase", "hs"), ("cab-over-pete", "pete")):
        truck = action("ann", tr(key), card_id)
        bases = [
            base("b1", FAR, (3, 2, 1), truck, m("a")),
            base("b2", FAR, (3, 2, 1), moai),
            base("b3", FAR, (3, 2, 1)),
        ]
        result = talent(bases, card_id)
        assert where(result)[card_id] == where(result)["a"] == "b3", key
        assert assumed(result, "to")["options"] == [{"to": "b3"}]


def test_dekotora_assumes_a_base_a_minion_of_yours_may_be_brought_to():
    moai = {**m("mo", player="bob"), "card": "polynesian-voyagers/moai"}
    truck = action("ann", tr("dekotora"), "dk")
    bases = [
        base("b1", FAR, (3, 2, 1), truck, m("a")),
        base("b2", FAR, (3, 2, 1), moai),
        base("b3", FAR, (3, 2, 1)),
    ]
    result = talent(bases, "dk", {"cards": ["a"]})
    assert where(result)["dk"] == where(result)["a"] == "b3"
    assert assumed(result, "to")["options"] == [{"to": "b3"}]


# --- the review of session 25 (g2) ------------------------------------------------------------


@pytest.mark.parametrize(
    "key,kind,printing",
    [
        ("dusty-henry", "minion", "original"),
        ("dusty-henry", "minion", "pod"),
        ("knocked-into-next-week", "action", "original"),
    ],
)
def test_dusty_henry_and_knocked_into_next_week_shuffle_not_to_the_bottom(key, kind, printing):
    # Dusty Henry and Knocked Into Next Week shuffle a minion into its owner's deck (review
    # d5): the log says shuffled, never "to the bottom".
    bases = [base("b1", FAR, (3, 2, 1), m("s", 5, "bob"))]
    result = play_on(bases, played(vi(key), kind, power=4, printing=printing), {"card": "s"})
    assert "s" not in where(result)
    lines = [line for line in result["log"] if "s " in line["text"] and "deck" in line["text"]]
    assert lines and all("bottom" not in line["text"] for line in lines)
    assert any("shuffles" in line["text"] for line in lines)
    assert all("sous la pioche" not in line["text_fr"] for line in result["log"])
    assert any("mélange" in line["text_fr"] for line in lines)


def _street_justice(owner: str = "carl") -> dict:
    return {
        "type": "action",
        "id": "sj",
        "owner": owner,
        "controller": owner,
        "card": "vigilantes/street-justice",
        "printing": "original",
    }


def test_turn_the_beat_around_skips_a_protected_minus_one_and_keeps_the_plus_one():
    # Turn the Beat Around: +1 to a minion this turn, and for each minion so affected -1 to a minion
    # there (review d4): Carl's c1 under Street Justice (his minions there unaffected by other
    # players' cards) is left out of the -1, with a warning naming Street Justice; a1 still gets +1.
    bases = [
        base(
            "b1",
            9,
            (3, 2, 1),
            m("a1", 3),
            m("b", 4, "bob"),
            m("c1", 2, "carl"),
            _street_justice(),
        )
    ]
    beat = played("disco-dancers/turn-the-beat-around", "action")
    result = play_on(bases, beat, {"order": ["a1", "c1"]}, players=("ann", "bob", "carl"))
    assert (power(result, "a1"), power(result, "c1")) == (4, 2)
    assert result["plays"][0]["applied"] is True
    (warning,) = result["warnings"]
    assert "c1" in warning["text"] and "Street Justice" in warning["text"]
    assert "Street Justice" in warning["text_fr"]
    # The +1 aimed at the protected minion: nothing happens, and the warning says why.
    result = play_on(bases, beat, {"order": ["c1", "a1"]}, players=("ann", "bob", "carl"))
    assert (power(result, "a1"), power(result, "c1")) == (3, 2)
    assert result["plays"][0]["applied"] is False
    (warning,) = result["warnings"]
    assert "c1" in warning["text"] and "Street Justice" in warning["text"]


def _foxy(**extra) -> dict:
    return {
        "type": "minion",
        "id": "fg",
        "owner": "bob",
        "card": "vigilantes/foxy-green",
        "printing": "original",
        "power": 4,
        **extra,
    }


def _listed_for_foxy(result: dict) -> list[dict]:
    return [n for n in result["not_simulated"] if n.get("card") == "fg"]


def test_foxy_green_hears_which_minions_a_play_phase_card_affected():
    # Foxy Green (original) gains a +1 counter when another player's card or Talent acts
    # directly on minions at its base (review of session 25, d3): the engine lists the cards a
    # played card's ability changed or removed (the effect's `touched`).
    bases = [base("b1", FAR, (3, 2, 1), _foxy(), m("s", 5, "bob"))]
    dusty = played(vi("dusty-henry"), power=4, printing="original")
    # Dusty Henry shuffles Bob's minion here into its deck: a counter, nothing listed.
    result = play_on(bases, dusty, {"card": "s"})
    assert counters(result)["fg"] == 1
    assert "s" not in where(result)
    assert _listed_for_foxy(result) == []
    # Declined: it affected no minion, no counter and nothing listed.
    result = play_on(bases, dusty, {})
    assert "s" in where(result)
    assert counters(result).get("fg", 0) == 0
    assert _listed_for_foxy(result) == []
    # An action played on a minion here: its counter.
    curse = {**base_action("ann", "ac"), "attached_to": "s"}
    result = play_on(bases, curse)
    assert counters(result)["fg"] == 1
    assert _listed_for_foxy(result) == []


def test_foxy_green_does_not_hear_minions_affected_elsewhere_or_its_own_players_cards():
    dusty = played(vi("dusty-henry"), power=4, printing="original")
    # Foxy on b2; Dusty Henry shuffles a minion on b1, where it is played.
    bases = [
        base("b1", FAR, (3, 2, 1), m("s", 5, "bob")),
        base("b2", FAR, (3, 2, 1), _foxy(), m("t", 2, "bob")),
    ]
    result = play_on(bases, dusty, {"card": "s"})
    assert "s" not in where(result)
    assert counters(result).get("fg", 0) == 0
    # Bob, Foxy's own player, plays it on Foxy's base: no counter.
    bases = [base("b1", FAR, (3, 2, 1), _foxy(), m("s", 5, "carl"))]
    data = board(*bases, players=("ann", "bob", "carl"))
    play = {"when": "now", "action": "play", "by": "bob", "to": "b1", "card": dusty}
    data["events"] = [{**play, "choose": {"card": "s"}}]
    result = run(data)
    assert "s" not in where(result)
    assert counters(result).get("fg", 0) == 0


def test_foxy_green_lists_a_card_whose_ability_is_not_simulated():
    bases = [base("b1", FAR, (3, 2, 1), _foxy(), m("s", 5, "bob"))]
    terraforming = played("aliens/terraforming", "action", power=0)
    result = play_on(bases, terraforming)
    (entry,) = _listed_for_foxy(result)
    assert entry["ability"] == "vigilantes/foxy-green"
    assert "counter" in entry["reason"] and "marqueur" in entry["reason_fr"]
    assert counters(result).get("fg", 0) == 0


def test_foxy_green_hears_another_players_talent_acting_on_minions_here():
    # Annoying Alien's Talent gives -2 to the minions here of the name it names.
    alien = card("minion", "ann", "astroknights/annoying-alien", "al", power=3)
    raptor = card("minion", "bob", "dinosaurs/war-raptor", "r")
    bases = [base("b1", FAR, (3, 2, 1), _foxy(), raptor, alien)]
    result = talent(bases, "al", {"card": "r"})
    assert any(line["text"].startswith("r (war-raptor) gets -2") for line in result["log"])
    assert counters(result)["fg"] == 1


def test_foxy_green_hears_a_standard_action_played_on_no_base():
    # Make My Day is played on no base ("to" not given) and destroys a minion here.
    bases = [base("b1", FAR, (3, 2, 1), _foxy(), m("s", 2, "bob"), m("a", 3))]
    data = board(*bases)
    mmd = played(vi("make-my-day"), "action", power=0, printing="original")
    data["events"] = [
        {"when": "now", "action": "play", "by": "ann", "card": mmd, "choose": {"card": "s"}}
    ]
    result = run(data)
    assert "s" not in where(result)
    assert counters(result)["fg"] == 1


# --- session 26 fixes (group fc) ----------------------------------------------------------------


def _protected_board(breakpoint: int = 9) -> list[dict]:
    # Ann's a1 holds a counter; Carl's c1 is under Carl's Street Justice (his minions there are
    # not affected by the other players' cards).
    return [
        base(
            "b1",
            breakpoint,
            (4, 2, 1),
            m("a1", 3, counters=1),
            m("c1", 3, "carl"),
            _street_justice(),
        )
    ]


def test_cricket_to_a_protected_minion_keeps_the_counter_and_warns():
    # Cricket moves one counter from a card to another: to a minion a protection keeps from
    # Ann's cards, nothing moves (the source keeps it) and the warning names the protector.
    cricket = played(kf("cricket"), power=2)
    result = play_on(_protected_board(FAR), cricket, {"order": ["a1", "c1"]}, players=PLAYERS3)
    assert (counters(result)["a1"], counters(result)["c1"]) == (1, 0)
    warnings = [w for w in result["warnings"] if "Street Justice" in w["text"]]
    assert warnings and "c1" in warnings[0]["text"] and "Street Justice" in warnings[0]["text_fr"]
    # With the counter kept, b1 (breakpoint 9) reaches 9 and scores: Ann first, Carl second.
    result = play_on(_protected_board(), cricket, {"order": ["a1", "c1"]}, players=PLAYERS3)
    assert (result["vp"]["ann"], result["vp"]["carl"]) == (4, 2)


def test_cricket_from_a_protected_minion_warns_and_the_protected_are_no_option():
    bases = [
        base(
            "b1",
            FAR,
            (3, 2, 1),
            m("a1", 3),
            m("c1", 3, "carl", counters=2),
            m("c2", 3, "carl"),
            _street_justice(),
        )
    ]
    cricket = played(kf("cricket"), power=2)
    result = play_on(bases, cricket, {"order": ["c1", "a1"]}, players=PLAYERS3)
    assert (counters(result)["a1"], counters(result)["c1"]) == (0, 2)
    assert any("Street Justice" in w["text"] for w in result["warnings"])
    result = play_on(bases, cricket, players=PLAYERS3)
    # c1 and c2 are protected: neither source nor target; no other counter to move.
    assert all("c1" not in o["order"] and "c2" not in o["order"] for o in _options(result))


def test_expert_timing_to_a_protected_minion_keeps_the_counters():
    bases = _protected_board(FAR)
    bases[0]["cards"][0]["counters"] = 2
    timing = played(kf("expert-timing"), "action")
    result = play_on(bases, timing, {"order": ["a1", "c1"]}, players=PLAYERS3)
    assert (counters(result)["a1"], counters(result)["c1"]) == (2, 0)
    assert any("Street Justice" in w["text"] for w in result["warnings"])
    result = play_on(bases, timing, players=PLAYERS3)
    assert {"order": ["a1", "c1"]} not in _options(result)


def test_dragon_warrior_talent_never_assumes_a_protected_target():
    warrior = card("minion", "ann", kf("dragon-warrior"), "dw", power=5)
    bases = [
        base("b1", FAR, (3, 2, 1), m("a", counters=3), m("c1", 3, "carl"), _street_justice()),
        base("b2", FAR, (3, 2, 1), warrior),
    ]
    result = talent(bases, "dw", players=PLAYERS3)
    options = assumed(result)["options"]
    assert options and all("c1" not in o["order"] for o in options)
    assert counters(result)["c1"] == 0


def test_cricket_warns_of_a_count_it_does_not_read():
    # Cricket moves one counter: a count given is not read, and the warnings say so.
    bases = [base("b1", FAR, (3, 2, 1), m("a", counters=2), m("b", player="bob"))]
    result = play_on(bases, played(kf("cricket")), {"order": ["a", "b"], "count": 2})
    assert counters(result) == {"a": 1, "b": 1, "x": 0}
    assert any("count" in w["text"] for w in result["warnings"])


PLAYERS3 = ("ann", "bob", "carl")


def _options(result: dict) -> list[dict]:
    return [o for a in result["assumed_choices"] if a.get("event") == 0 for o in a["options"]]


def _draw_lines(result: dict) -> list[dict]:
    return [line for line in result["log"] if "draws" in line["text"]]


def test_get_down_tonight_draws_only_when_the_minion_is_affected():
    # Get Down Tonight: +2 to a minion, and a card drawn per minion so affected: aimed at a
    # minion a protection keeps from Ann's cards, no power and no draw.
    gdt = played("disco-dancers/get-down-tonight", "action")
    result = play_on(_protected_board(7), gdt, {"card": "c1"}, players=PLAYERS3)
    assert power(result, "c1") == 3
    assert _draw_lines(result) == []
    result = play_on(_protected_board(7), gdt, {"card": "a1"}, players=PLAYERS3)
    assert power(result, "a1") == 6
    (line,) = _draw_lines(result)
    assert "draws 1 card" in line["text"] and "pioche 1 carte" in line["text_fr"]


def test_im_so_excited_draws_only_when_the_minion_moves():
    # I'm So Excited moves one of Ann's minions, a card drawn per minion so affected: another
    # player's minion named is refused, and nothing is drawn.
    bases = [base("b1", FAR, (3, 2, 1), m("a"), m("b", player="bob")), base("b2", FAR, (3, 2, 1))]
    card_ = played("disco-dancers/im-so-excited", "action")
    result = play_on(bases, card_, {"card": "b", "to": "b2"})
    assert where(result)["b"] == "b1"
    assert _draw_lines(result) == []
    result = play_on(bases, card_, {"card": "a", "to": "b2"})
    assert where(result)["a"] == "b2"
    assert len(_draw_lines(result)) == 1


def test_disco_inferno_warns_of_a_protected_minion_and_never_offers_it():
    # Disco Inferno: each player may put a +1 power counter on a minion of theirs, Ann drawing a
    # card per minion so affected. Carl's c1 under Street Justice is not affected by Ann's card:
    # named, it is left out with a warning naming Street Justice; it is never an option.
    bases = _protected_board(FAR)
    bases[0]["cards"].append(m("y", 3, "bob"))
    inferno = played("disco-dancers/disco-inferno", "action")
    result = play_on(bases, inferno, {"cards": ["a1", "c1", "y"]}, players=PLAYERS3)
    assert (counters(result)["a1"], counters(result)["c1"], counters(result)["y"]) == (2, 0, 1)
    (warning,) = [w for w in result["warnings"] if "c1" in w["text"]]
    assert "Street Justice" in warning["text"] and "Street Justice" in warning["text_fr"]
    assert "draws 2 card" in _draw_lines(result)[0]["text"]
    result = play_on(bases, inferno, players=PLAYERS3)
    entry = assumed(result)
    assert {"cards": ["c1"]} not in entry["options"]
    # The assumed choice reads as one sentence: not "ann may every player may ...".
    assert "may every player" not in entry["reason"]
    assert "peut chaque joueur" not in entry["reason_fr"]
