"""Play abilities of World Tour: Culture Shock (issue 28): every card of Anansi Tales, Ancient
Incas, Grimm's Fairy Tales, Polynesian Voyagers and Russian Fairy Tales, both printings, has a
play entry; each applied one (or its Talent) acts on the board."""

from __future__ import annotations

import pytest

from simulator.engine import cards, plays
from tests.engine.card_boards import base, board, run, typed
from tests.engine.plays.helpers import FAR, where

FACTIONS = (
    "anansi-tales",
    "ancient-incas",
    "grimms-fairy-tales",
    "polynesian-voyagers",
    "russian-fairy-tales",
)
PRINTINGS = ("original", "pod")


def played(key: str, kind: str = "minion", power: int = 2, card_id: str = "x", **extra) -> dict:
    """A card ann plays."""
    data = {"type": kind, "id": card_id, "owner": "ann", "card": key, **extra}
    if kind == "minion":
        data["power"] = power
    else:
        data["controller"] = "ann"
    return data


def play_event(card: dict, choose: dict | None = None, to: str | None = "b1") -> dict:
    event = {"when": "now", "action": "play", "by": "ann", "card": card}
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


def go(bases: list[dict], *events: dict, **extra) -> dict:
    data = board(*bases, **extra)
    data["events"] = list(events)
    return run(data)


def play_on(bases, card, choose=None, to="b1", **extra) -> dict:
    return go(bases, play_event(card, choose, to), **extra)


def counters(result: dict) -> dict[str, int]:
    return {
        c["id"]: c.get("counters", 0)
        for b in result["board"]["bases"]
        for c in b["cards"]
        if "id" in c
    }


def assumed(result: dict, event: int = 0) -> dict:
    """The event's first assumed decision (a mode, then what the mode decides, come in order)."""
    return [a for a in result["assumed_choices"] if a.get("event") == event][0]


def options(result: dict, event: int = 0) -> list[list[dict]]:
    return [a.get("options") for a in result["assumed_choices"] if a.get("event") == event]


def ann(card_id: str, power: int = 3, **extra) -> dict:
    return typed("ann", power, card_id, **extra)


def bob(card_id: str, power: int = 3, **extra) -> dict:
    return typed("bob", power, card_id, **extra)


def an_action(card_id: str, player: str = "ann", **extra) -> dict:
    return {"type": "action", "id": card_id, "owner": player, "controller": player, **extra}


def standings(result: dict, base_id: str) -> dict[str, int]:
    for scoring in result["scorings"]:
        if scoring["base"] == base_id:
            return {s["player"]: s["power"] for s in scoring["standings"]}
    raise AssertionError(f"{base_id} did not score")


SECOND_ACTION = play_event(an_action("z"), to="b1")
SECOND_MINION = play_event(ann("z"), to="b1")


# --- coverage ------------------------------------------------------------------------------------


def test_every_card_of_the_box_has_a_play_entry_in_each_printing():
    keys = [k for k in cards.registered() if k[0].split("/")[0] in FACTIONS]
    assert len(keys) == 71
    missing = [
        (key, printing)
        for key, scope in keys
        for printing in ((scope,) if scope else PRINTINGS)
        if not plays.is_registered(key, printing)
    ]
    assert missing == []
    entries = {k: v for k, v in plays.registered().items() if k[0].split("/")[0] in FACTIONS}
    assert {e.box for e in entries.values()} == {"World Tour: Culture Shock"}


# --- anansi tales --------------------------------------------------------------------------------


@pytest.mark.parametrize("how", ["the-perfect-gift", "talent"])
def test_the_perfect_gift_and_anansi_play_an_action_from_the_deck(how):
    gift = {**an_action("g", card="anansi-tales/feather-gifts")}
    choose = {"play": gift, "card": "a", "to": "b2"}
    bases = [base("b1", FAR, (3, 2, 1), ann("a")), base("b2", FAR, (3, 2, 1))]
    if how == "talent":
        spider = played("anansi-tales/anansi-the-spider", power=5, card_id="sp")
        bases[0]["cards"].append(spider)
        result = go(bases, talent("sp", choose))
    else:
        result = play_on(bases, played("anansi-tales/the-perfect-gift", "action"), choose)
    # The action from the deck (Feather Gifts) resolved: it moved ann's minion.
    assert where(result)["a"] == "b2"


def test_the_perfect_gift_without_a_card_plays_nothing_and_says_so():
    result = play_on(
        [base("b1", FAR, (3, 2, 1))], played("anansi-tales/the-perfect-gift", "action")
    )
    assert assumed(result)["event"] == 0


def test_collecting_stories_plays_a_card_you_own_only():
    mine = ann("m", owner="ann")
    result = play_on(
        [base("b1", FAR, (3, 2, 1))],
        played("anansi-tales/collecting-stories", "action"),
        {"play": mine, "to": "b1"},
    )
    assert where(result)["m"] == "b1"
    theirs = bob("m")
    result = play_on(
        [base("b1", FAR, (3, 2, 1))],
        played("anansi-tales/collecting-stories", "action"),
        {"play": theirs, "to": "b1"},
    )
    assert "m" not in where(result)
    assert result["warnings"]


@pytest.mark.parametrize(
    "key",
    [
        "anansi-tales/ear-of-corn",
        "anansi-tales/pot-of-wisdom",
        "russian-fairy-tales/the-water-of-life",
    ],
)
def test_an_extra_action_is_granted(key):
    result = go([base("b1", FAR, (3, 2, 1))], play_event(played(key, "action")), SECOND_ACTION)
    assert result["warnings"] == []
    # Without the card, the second action is one too many.
    result = go([base("b1", FAR, (3, 2, 1))], play_event(an_action("y")), SECOND_ACTION)
    assert result["warnings"]


def test_feather_gifts_moves_one_of_yours():
    bases = [base("b1", FAR, (3, 2, 1), ann("a"), bob("e")), base("b2", FAR, (3, 2, 1))]
    card = played("anansi-tales/feather-gifts", "action")
    result = play_on(bases, card, {"card": "a", "to": "b2"})
    assert where(result)["a"] == "b2"
    result = play_on(bases, card)
    assert assumed(result)["options"] == [{"card": "a", "to": "b2"}]


def test_pot_of_beans_two_counters_on_minions():
    bases = [base("b1", FAR, (3, 2, 1), ann("a"), bob("e"))]
    card = played("anansi-tales/pot-of-beans", "action")
    result = play_on(bases, card, {"cards": ["a", "e"]})
    assert counters(result) == {"a": 1, "e": 1}
    result = play_on(bases, card)
    assert counters(result) == {"a": 2, "e": 0}
    assert {"cards": ["e", "e"]} in assumed(result)["options"]


def hand_ids(result: dict) -> dict[str, list[str]]:
    return {p: [c["id"] for c in cards] for p, cards in result["board"].get("hands", {}).items()}


@pytest.mark.parametrize(
    "key", ["anansi-tales/pot-of-beans", "anansi-tales/ear-of-corn", "anansi-tales/feather-gifts"]
)
def test_a_card_placed_into_another_players_hand_is_in_that_hand(key):
    # The card ends in the other player's hand, not in the discard pile: the board's
    # hands show it there (still ann's card), with or without hands given.
    bases = [base("b1", FAR, (3, 2, 1), ann("a")), base("b2", FAR, (3, 2, 1))]
    result = play_on(bases, played(key, "action"))
    assert hand_ids(result)["bob"] == ["x"]
    held = result["board"]["hands"]["bob"][0]
    assert (held["owner"], held["controller"]) == ("ann", "bob")
    texts = [line["text"] for line in result["log"]]
    assert any(
        "this card goes into bob's hand instead of its owner's discard pile" in t for t in texts
    )
    card = {"id": "x", "type": "action", "card": key}
    data = board(*bases, hands={"ann": [card], "bob": [{"id": "h", "type": "action", "card": key}]})
    data["events"] = [{"when": "now", "action": "play", "card": "x", "to": "b1"}]
    result = run(data)
    assert hand_ids(result) == {"ann": [], "bob": ["h", "x"]}


def test_a_card_placed_into_another_players_hand_asks_whose_among_several():
    bases = [base("b1", FAR, (3, 2, 1), ann("a"))]
    card = played("anansi-tales/pot-of-beans", "action")
    three = {"players": ("ann", "bob", "cat")}
    result = go(bases, play_event(card, {"cards": ["a", "a"], "player": "cat"}), **three)
    assert hand_ids(result) == {"cat": ["x"]}
    assert result["warnings"] == []
    result = go(bases, play_event(card, {"cards": ["a", "a"]}), **three)
    assert hand_ids(result) == {"bob": ["x"]}
    assert options(result) == [[{"player": "bob"}, {"player": "cat"}]]


def test_the_perfect_gift_places_the_action_it_played_into_another_players_hand():
    beans = an_action("g", card="anansi-tales/pot-of-beans")
    bases = [base("b1", FAR, (3, 2, 1), ann("a"))]
    gift = played("anansi-tales/the-perfect-gift", "action")
    result = play_on(bases, gift, {"play": beans, "then": {"cards": ["a", "a"]}})
    assert counters(result)["a"] == 2
    # Pot of Beans goes there once (The Perfect Gift's placing replaces its own), not the Gift.
    assert hand_ids(result) == {"bob": ["g"]}


def test_the_perfect_gift_asks_nothing_for_a_card_already_in_another_hand():
    # Pot of Beans places itself into another player's hand: the Gift's own placing asks no
    # second decision and logs no second line (three players: each would have been asked).
    beans = an_action("g", card="anansi-tales/pot-of-beans")
    bases = [base("b1", FAR, (3, 2, 1), ann("a"))]
    gift = played("anansi-tales/the-perfect-gift", "action")
    three = {"players": ("ann", "bob", "cat")}
    result = play_on(bases, gift, {"play": beans, "then": {"cards": ["a", "a"]}}, **three)
    assert hand_ids(result) == {"bob": ["g"]}
    assert options(result) == [[{"then": {"player": "bob"}}, {"then": {"player": "cat"}}]]
    lines = [e["text"] for e in result["log"] if e["text"].startswith("g (pot-of-beans)")]
    assert lines == [
        "g (pot-of-beans): this card goes into bob's hand instead of its owner's discard pile."
    ]
    chosen = {"play": beans, "then": {"cards": ["a", "a"], "player": "cat"}}
    result = play_on(bases, gift, chosen, **three)
    assert hand_ids(result) == {"cat": ["g"]}
    assert result["assumed_choices"] == []


def where_it_goes(result: dict, card_id: str) -> list[str]:
    """The log lines that say where a resolved card goes (its discard pile, a hand)."""
    return [
        e["text"]
        for e in result["log"]
        if e["text"].startswith(card_id) and ("discard pile" in e["text"] or "hand" in e["text"])
    ]


def test_a_card_sent_to_another_hand_is_not_said_to_be_discarded_too():
    # Pot of Beans (its own ability) and the action The Perfect Gift plays: one line each says
    # where it goes, the other player's hand; none says its owner's discard pile.
    bases = [base("b1", FAR, (3, 2, 1), ann("a"))]
    result = play_on(bases, played("anansi-tales/pot-of-beans", "action"), {"cards": ["a", "a"]})
    lines = where_it_goes(result, "x (pot-of-beans)")
    assert len(lines) == 1 and "goes into bob's hand instead of" in lines[0]
    beans = an_action("g", card="anansi-tales/pot-of-beans")
    gift = played("anansi-tales/the-perfect-gift", "action")
    result = play_on(bases, gift, {"play": beans, "then": {"cards": ["a", "a"]}})
    lines = where_it_goes(result, "g (pot-of-beans)")
    assert len(lines) == 1 and "goes into bob's hand instead of" in lines[0]
    boost = an_action("h", card="dinosaurs/augmentation")
    result = play_on(bases, gift, {"play": boost, "then": {"card": "a"}})
    assert where_it_goes(result, "h (augmentation)") == [
        "h (augmentation) is resolved and goes into bob's hand instead of its owner's discard "
        "pile (Grosse Boîte pour Geek booklet p. 5; Conflit de Générations rulebook p. 9)."
    ]
    assert hand_ids(result) == {"bob": ["h"]}
    # The Gift itself is discarded as any one-shot action.
    assert any("goes to its owner's discard pile" in t for t in where_it_goes(result, "x"))


def test_the_perfect_gift_plays_a_standard_action_only():
    tattoo = an_action("t", card="polynesian-voyagers/sun-tattoo", attached_to="a")
    bases = [base("b1", FAR, (3, 2, 1), ann("a"))]
    gift = played("anansi-tales/the-perfect-gift", "action")
    result = play_on(bases, gift, {"play": tattoo})
    assert "t" not in where(result)
    assert result["warnings"]
    assert "hands" not in result["board"]


# --- ancient incas -------------------------------------------------------------------------------


def test_fortress_walls_counter_on_one_of_yours_here():
    bases = [base("b1", FAR, (3, 2, 1), ann("a"), bob("e")), base("b2", FAR, (3, 2, 1), ann("c"))]
    card = played("ancient-incas/fortress-walls", "action")
    result = play_on(bases, card, {"card": "a"})
    assert counters(result) == {"a": 1, "e": 0, "c": 0, "x": 0}
    assert where(result)["x"] == "b1"  # an Ongoing action stays
    result = play_on(bases, card)
    assert assumed(result)["options"] == [{"card": "a"}]


def test_golden_condor_returns_and_replays_your_actions():
    bases = [
        base("b1", FAR, (3, 2, 1), an_action("f1", card="ancient-incas/armory")),
        base("b2", FAR, (3, 2, 1)),
    ]
    card = played("ancient-incas/golden-condor", "action")
    result = play_on(bases, card, {"order": ["f1", "b2"]})
    assert where(result)["f1"] == "b2"
    result = play_on(bases, card)
    assert where(result)["f1"] == "b1"
    assert {"order": ["f1", "b2"]} in assumed(result)["options"]


def test_llama_brings_one_of_your_actions_here():
    bases = [
        base("b1", FAR, (3, 2, 1)),
        base("b2", FAR, (3, 2, 1), an_action("f1", card="ancient-incas/armory")),
    ]
    card = played("ancient-incas/llama")
    result = play_on(bases, card, {"card": "f1"})
    assert where(result)["f1"] == "b1"
    result = play_on(bases, card)
    assert where(result)["f1"] == "b2"
    assert assumed(result)["options"] == [{"card": "f1"}]


def test_llama_does_not_take_an_action_played_on_a_minion():
    # An action of yours on another base, not on a minion: an action on a minion there is not one.
    tattoo = an_action("st", card="polynesian-voyagers/sun-tattoo", attached_to="a2")
    bases = [base("b1", FAR, (3, 2, 1)), base("b2", FAR, (3, 2, 1), ann("a2"), tattoo)]
    card = played("ancient-incas/llama")
    result = play_on(bases, card, {"card": "st"})
    (st,) = [c for b in result["board"]["bases"] for c in b["cards"] if c["id"] == "st"]
    assert where(result)["st"] == "b2" and st["attached_to"] == "a2"
    assert "played on a minion, not on a base" in result["warnings"][0]["text"]
    result = play_on(bases, card)
    assert where(result)["st"] == "b2" and result["assumed_choices"] == []


@pytest.mark.parametrize(
    "key,attached,ok",
    [
        ("ancient-incas/quipu-strings", False, True),
        ("ancient-incas/quipu-strings", True, False),
        ("polynesian-voyagers/tattoo-artist", True, True),
        ("polynesian-voyagers/tattoo-artist", False, False),
    ],
)
def test_an_action_played_from_the_discard_pile_or_deck_checks_where_it_goes(key, attached, ok):
    extra = an_action("q", card="ancient-incas/armory")
    if attached:
        extra["attached_to"] = "a"
    bases = [base("b1", FAR, (3, 2, 1), ann("a"))]
    result = play_on(bases, played(key, "action"), {"play": extra, "to": "b1"})
    assert ("q" in where(result)) is ok
    assert bool(result["warnings"]) is not ok


@pytest.mark.parametrize("key", ["ancient-incas/quipu-strings", "steampunks/mechanic"])
def test_quipu_strings_and_mechanic_refuse_a_standard_action(key):
    # "an action ... that can be played on a base": a standard action is played on no base
    # (Ornate Dome's clarification: not even one that targets a base).
    extra = an_action("ig", card="killer-plants/insta-grow")
    bases = [base("b1", FAR, (3, 2, 1), ann("a"))]
    kind = "action" if key.startswith("ancient") else "minion"
    result = play_on(bases, played(key, kind), {"play": extra})
    assert "ig" not in where(result)
    [warning] = result["warnings"]
    assert "is a standard action, not one played on a base" in warning["text"]
    assert [p["card"] for p in result["plays"]] == ["x"]


def test_royal_highway_may_move_one_of_yours_to_or_from_here():
    bases = [base("b1", FAR, (3, 2, 1), ann("a")), base("b2", FAR, (3, 2, 1), ann("c"))]
    card = played("ancient-incas/royal-highway", "action")
    result = play_on(bases, card, {"card": "c", "to": "b1"})
    assert where(result)["c"] == "b1"
    result = play_on(bases, card, {"card": "a", "to": "b2"})
    assert where(result)["a"] == "b2"
    result = play_on(bases, card)
    assert where(result) == {"a": "b1", "c": "b2", "x": "b1"}
    assert {"card": "c", "to": "b1"} in assumed(result)["options"]


# --- grimm's fairy tales -------------------------------------------------------------------------


def test_big_bad_wolf_may_destroy_a_small_minion_here_without_red_riding_hood():
    bases = [base("b1", FAR, (3, 2, 1), bob("e", 4), bob("f", 5))]
    wolf = played("grimms-fairy-tales/big-bad-wolf", power=6)
    result = play_on(bases, wolf, {"card": "e"})
    assert "e" not in where(result)
    result = play_on(bases, wolf)
    assert assumed(result)["options"] == [{"card": "e"}]
    hood = {
        "type": "minion",
        "id": "r",
        "owner": "bob",
        "card": "grimms-fairy-tales/red-riding-hood",
        "power": 3,
    }
    bases.append(base("b2", FAR, (3, 2, 1), hood))
    result = play_on(bases, wolf, {"card": "e"})
    assert "e" in where(result)


def test_breadcrumbs_moves_up_to_two_of_yours_together():
    bases = [
        base("b1", FAR, (3, 2, 1), ann("a"), ann("b")),
        base("b2", FAR, (3, 2, 1), ann("c")),
        base("b3", FAR, (3, 2, 1)),
    ]
    card = played("grimms-fairy-tales/breadcrumbs", "action")
    result = play_on(bases, card, {"cards": ["a", "b"], "to": "b3"})
    assert where(result) == {"a": "b3", "b": "b3", "c": "b2"}
    # From two bases: refused.
    result = play_on(bases, card, {"cards": ["a", "c"], "to": "b3"})
    assert where(result) == {"a": "b1", "b": "b1", "c": "b2"}
    assert result["warnings"]
    result = play_on(bases, card)
    assert {
        "cards": [
            "a",
            "b",
        ]
    } in assumed(result)["options"]


def test_breadcrumbs_offers_no_base_that_refuses_the_move():
    # Bob's Moai keeps Ann from moving her minions to b2.
    moai = played("polynesian-voyagers/moai", card_id="mo", owner="bob")
    bases = [
        base("b1", FAR, (3, 2, 1), ann("a"), ann("b")),
        base("b2", FAR, (3, 2, 1), moai),
        base("b3", FAR, (3, 2, 1)),
    ]
    card = played("grimms-fairy-tales/breadcrumbs", "action")
    result = play_on(bases, card, {"cards": ["a", "b"]})
    assert options(result)[-1] == [{"to": "b3"}]
    result = play_on(bases, card, {"cards": ["a", "b"], "to": "b2"})
    assert where(result) == {"a": "b1", "b": "b1", "mo": "b2"}
    assert any("Moai" in w["text"] for w in result["warnings"])


@pytest.mark.parametrize(
    "key,partner,second",
    [
        ("grimms-fairy-tales/charming-princess", "grimms-fairy-tales/prince-charming", "minion"),
        ("grimms-fairy-tales/prince-charming", "grimms-fairy-tales/charming-princess", "action"),
    ],
)
def test_the_charming_pair_talents_need_the_other_here(key, partner, second):
    me = played(key, power=4, card_id="me")
    other = played(partner, power=4, card_id="pa")
    extra = SECOND_MINION if second == "minion" else SECOND_ACTION
    first = play_event(ann("y") if second == "minion" else an_action("y"))
    result = go([base("b1", FAR, (3, 2, 1), me, other)], first, talent("me"), extra)
    assert result["warnings"] == []
    result = go(
        [base("b1", FAR, (3, 2, 1), me), base("b2", FAR, (3, 2, 1), other)],
        first,
        talent("me"),
        extra,
    )
    assert len(result["warnings"]) == 2  # the Talent cannot act; the second play is one too many


def test_mouse_bird_and_sausage_two_of_one_faction_on_one_base():
    def m(card_id, key, player="ann"):
        return {"type": "minion", "id": card_id, "owner": player, "card": key, "power": 2}

    bases = [
        base(
            "b1",
            6,
            (3, 2, 1),
            m("h", "grimms-fairy-tales/hansel"),
            m("g", "grimms-fairy-tales/gretel", "bob"),
            m("n", "ninjas/shinobi", "bob"),
        )
    ]
    card = played("grimms-fairy-tales/mouse-bird-and-sausage", "action")
    result = play_on(bases, card, {"cards": ["h", "g"]})
    # Hansel and Gretel: 2 + 2 (each other) + 2 this turn = 6 each: b1 breaks at 6+6+2.
    assert standings(result, "b1") == {"ann": 6, "bob": 8}
    result = play_on(bases, card, {"cards": ["h", "n"]})
    assert result["scorings"] and standings(result, "b1") == {"ann": 4, "bob": 6}
    assert result["warnings"]


def test_teamwork_plays_a_minion_as_an_extra_minion():
    # The minion chosen (Hansel) names Gretel; whether it names the minion played is listed as
    # not checked.
    hansel = played("grimms-fairy-tales/hansel", card_id="hs")
    bases = [base("b1", FAR, (3, 2, 1), hansel)]
    card = played("grimms-fairy-tales/teamwork", "action")
    gretel = played("grimms-fairy-tales/gretel", card_id="h")
    result = play_on(bases, card, {"card": "hs", "play": gretel, "to": "b1"})
    assert where(result)["h"] == "b1"
    assert result["warnings"] == []
    assert [e["card"] for e in result["not_simulated"]] == ["x"]


def test_the_woodsmans_axe_either_mode():
    wolf = {"type": "minion", "id": "w", "owner": "bob", "card": BIG_WOLF, "power": 6}
    bases = [
        base("b1", FAR, (3, 2, 1), an_action("o", "bob"), wolf),
        base("b2", FAR, (3, 2, 1)),
    ]
    card = played("grimms-fairy-tales/the-woodsmans-axe", "action")
    result = go(bases, play_event(card, {"mode": "action", "card": "o"}), SECOND_ACTION)
    assert "o" not in where(result)
    assert result["warnings"] == []
    result = play_on(bases, card, {"mode": "wolf", "card": "w", "play": ann("n"), "to": "b1"})
    assert "w" not in where(result) and where(result)["n"] == "b1"
    result = play_on(bases, card, {"mode": "wolf", "card": "w", "play": ann("n"), "to": "b2"})
    assert "n" not in where(result) and result["warnings"]
    result = play_on(bases, card)
    assert "o" not in where(result)
    assert {"mode": "wolf"} in assumed(result)["options"]


BIG_WOLF = "grimms-fairy-tales/big-bad-wolf"


# --- polynesian voyagers -------------------------------------------------------------------------


def test_growth_of_the_tribes_plays_or_moves_to_a_base_without_yours():
    bases = [base("b1", FAR, (3, 2, 1), ann("a")), base("b2", FAR, (3, 2, 1), bob("e"))]
    card = played("polynesian-voyagers/growth-of-the-tribes", "action")
    result = play_on(bases, card, {"mode": "play", "play": ann("n"), "to": "b2"})
    assert where(result)["n"] == "b2"
    result = play_on(bases, card, {"mode": "play", "play": ann("n"), "to": "b1"})
    assert "n" not in where(result)
    result = play_on(bases, card, {"mode": "move", "card": "a", "to": "b2"})
    assert where(result)["a"] == "b2"
    result = play_on(bases, card)
    assert assumed(result)["options"] == [{"mode": "play"}, {"mode": "move"}]


DECK = [
    {"id": "n1", "breakpoint": FAR, "vp": [2, 1, 1]},
    {"id": "n2", "breakpoint": FAR, "vp": [2, 1, 1]},
]


def test_maui_brings_up_to_two_bases_and_its_talent_moves_one_of_yours():
    maui = played("polynesian-voyagers/maui", power=5)
    result = play_on([base("b1", FAR, (3, 2, 1))], maui, {"count": 2}, base_deck=DECK)
    assert [b["id"] for b in result["board"]["bases"]] == ["b1", "n1", "n2"]
    result = play_on([base("b1", FAR, (3, 2, 1))], maui, base_deck=DECK)
    assert [b["id"] for b in result["board"]["bases"]] == ["b1"]
    assert assumed(result)["options"] == [{"count": 2}, {"count": 1}]
    here = played("polynesian-voyagers/maui", power=5, card_id="mu")
    bases = [
        base("b1", FAR, (3, 2, 1), here, ann("a")),
        base("b2", FAR, (3, 2, 1), ann("c")),
        base("b3", FAR, (3, 2, 1)),
    ]
    result = go(bases, talent("mu", {"card": "a", "to": "b3"}))
    assert where(result)["a"] == "b3"
    result = go(bases, talent("mu", {"card": "a", "to": "b2"}))
    assert where(result)["a"] == "b1"


def test_ocean_tattoo_talent_moves_its_minion_with_a_counter():
    tattoo = an_action("t", card="polynesian-voyagers/ocean-tattoo", attached_to="a")
    bases = [base("b1", FAR, (3, 2, 1), ann("a"), tattoo), base("b2", FAR, (3, 2, 1))]
    result = go(bases, talent("t", {"to": "b2"}))
    assert where(result)["a"] == "b2"
    assert counters(result)["a"] == 1
    result = go(bases, talent("t"))
    assert assumed(result)["options"] == [{"to": "b2"}]


def test_shark_tattoo_counter_on_its_minion():
    bases = [base("b1", FAR, (3, 2, 1), ann("a"))]
    card = played("polynesian-voyagers/shark-tattoo", "action", attached_to="a")
    result = play_on(bases, card)
    assert counters(result)["a"] == 1
    assert where(result)["x"] == "b1"


def test_unity_of_the_tribes_two_power_per_base_with_yours():
    bases = [
        base("b1", 9, (3, 2, 1), ann("a")),
        base("b2", FAR, (3, 2, 1), ann("c")),
        base("b3", 9, (3, 2, 1), ann("d")),
    ]
    card = played("polynesian-voyagers/unity-of-the-tribes", "action")
    result = play_on(bases, card, {"base": "b3"})
    assert standings(result, "b3") == {"ann": 9}
    result = play_on(bases, card)
    assert standings(result, "b1") == {"ann": 9}
    assert assumed(result)["options"] == [{"base": "b1"}, {"base": "b2"}, {"base": "b3"}]


def test_volcanic_uprising_adds_a_base_or_replaces_an_empty_one():
    bases = [base("b1", FAR, (3, 2, 1), ann("a")), base("b2", FAR, (3, 2, 1))]
    card = played("polynesian-voyagers/volcanic-uprising", "action")
    result = play_on(bases, card, {"mode": "top", "card": "a", "to": "n1"}, base_deck=DECK)
    assert [b["id"] for b in result["board"]["bases"]] == ["b1", "b2", "n1"]
    assert where(result)["a"] == "n1"
    result = play_on(bases, card, {"mode": "replace", "base": "b2"}, base_deck=DECK)
    assert [b["id"] for b in result["board"]["bases"]] == ["b1", "n1", "n2"]
    result = play_on(bases, card, base_deck=DECK)
    assert [b["id"] for b in result["board"]["bases"]] == ["b1", "b2", "n1"]
    assert {"mode": "replace"} in assumed(result)["options"]


def test_wayfinder_talent_moves_itself_to_a_base_without_yours():
    me = played("polynesian-voyagers/wayfinder", power=4, card_id="wf")
    bases = [
        base("b1", FAR, (3, 2, 1), me),
        base("b2", FAR, (3, 2, 1), ann("c")),
        base("b3", FAR, (3, 2, 1)),
    ]
    result = go(bases, talent("wf", {"to": "b3"}))
    assert where(result)["wf"] == "b3" and counters(result)["wf"] == 1
    result = go(bases, talent("wf"))
    assert where(result)["wf"] == "b3"
    assert assumed(result)["options"] == [{"to": "b3"}]


@pytest.mark.parametrize("tattoo", [False, True])
def test_wayfinder_and_ocean_tattoo_never_assume_a_base_it_may_not_go_to(tattoo):
    # Mo'ai forbids other players to move their minions to its base: b2 is no destination.
    moai = bob("mo", card="polynesian-voyagers/moai")
    if tattoo:
        mover = [
            ann("wf"),
            an_action("t", card="polynesian-voyagers/ocean-tattoo", attached_to="wf"),
        ]
    else:
        mover = [played("polynesian-voyagers/wayfinder", power=4, card_id="wf")]
    bases = [
        base("b1", FAR, (3, 2, 1), *mover),
        base("b2", FAR, (3, 2, 1), moai),
        base("b3", FAR, (3, 2, 1)),
    ]
    result = go(bases, talent("t" if tattoo else "wf"))
    assert where(result)["wf"] == "b3" and counters(result)["wf"] == 1
    assert assumed(result)["options"] == [{"to": "b3"}]
    assert result["warnings"] == []
    result = go(bases, talent("t" if tattoo else "wf", {"to": "b2"}))
    assert where(result)["wf"] == "b1" and counters(result)["wf"] == 0
    assert result["warnings"][0]["text"].endswith(
        "another player cannot move their minions to Moai's base"
    )


# --- russian fairy tales -------------------------------------------------------------------------


def test_baba_yaga_swaps_a_minion_here_for_its_owners_top_minion():
    me = played("russian-fairy-tales/baba-yaga", power=5, card_id="by")
    bases = [base("b1", FAR, (3, 2, 1), me, bob("e", 6))]
    result = go(bases, talent("by", {"card": "e", "play": bob("e2", 1)}))
    assert set(where(result)) == {"by", "e2"}
    result = go(bases, talent("by"))
    assert "e" not in where(result)
    assert assumed(result)["options"] == [{"card": "e"}]


def test_transformation_swaps_any_minion():
    bases = [base("b1", FAR, (3, 2, 1)), base("b2", FAR, (3, 2, 1), bob("e", 6))]
    card = played("russian-fairy-tales/transformation", "action")
    result = play_on(bases, card, {"card": "e", "play": bob("e2", 1), "to": "b2"})
    assert where(result) == {"e2": "b2"}


def test_the_frog_princess_talent_swaps_its_minion():
    princess = an_action("fp", card="russian-fairy-tales/the-frog-princess", attached_to="a")
    bases = [base("b1", FAR, (3, 2, 1), ann("a", 1), princess)]
    result = go(bases, talent("fp", {"play": ann("n", 5)}))
    assert where(result)["n"] == "b1" and "a" not in where(result)
    # The Frog Princess is transferred to the new minion.
    (fp,) = [c for c in result["board"]["bases"][0]["cards"] if c["id"] == "fp"]
    assert fp["attached_to"] == "n"


def test_the_gray_wolf_talent_goes_away_for_an_extra_minion_with_a_counter():
    wolf = played("russian-fairy-tales/the-gray-wolf", power=3, card_id="gw")
    bases = [base("b1", FAR, (3, 2, 1), wolf)]
    result = go(bases, talent("gw", {"play": ann("n", 4)}))
    assert where(result) == {"n": "b1"}
    assert counters(result)["n"] == 1
    # "On top of its owner's deck".
    assert any("the top of ann's deck" in line["text"] for line in result["log"])


def test_toad_gives_itself_away_to_put_away_a_minion_of_theirs():
    bases = [base("b1", FAR, (3, 2, 1), bob("e", 5))]
    toad = played("russian-fairy-tales/toad", power=0)
    result = play_on(bases, toad, {"card": "e"})
    assert "e" not in where(result)
    controllers = {
        c["id"]: c.get("controller", c["owner"]) for c in result["board"]["bases"][0]["cards"]
    }
    assert controllers["x"] == "bob"
    # Another of their minions here goes into its owner's deck, shuffled.
    assert any("bob's deck, which bob shuffles" in line["text"] for line in result["log"])
    result = play_on(bases, toad)
    assert "e" in where(result)
    assert assumed(result)["options"] == [{"card": "e"}]


def test_go_i_know_not_whither_is_not_simulated_a_random_pick():
    result = play_on(
        [base("b1", FAR, (3, 2, 1), bob("e"))],
        played("russian-fairy-tales/go-i-know-not-whither", "action"),
    )
    assert result["plays"][0]["applied"] is False
    assert "random" in result["plays"][0]["reason"]


# --- the decisions assumed without a choose ------------------------------------------------------


@pytest.mark.parametrize(
    "key,kind,expected",
    [
        ("grimms-fairy-tales/mouse-bird-and-sausage", "action", {"cards": ["a", "e"]}),
        ("grimms-fairy-tales/breadcrumbs", "action", {"cards": ["a"]}),
        ("anansi-tales/collecting-stories", "action", None),
        ("grimms-fairy-tales/teamwork", "action", None),
        ("polynesian-voyagers/tattoo-artist", "action", None),
        ("ancient-incas/quipu-strings", "action", None),
    ],
)
def test_a_may_without_a_choose_is_declined_and_listed(key, kind, expected):
    bases = [base("b1", FAR, (3, 2, 1), ann("a"), bob("e")), base("b2", FAR, (3, 2, 1))]
    before = where(go(bases))
    result = play_on(bases, played(key, kind))
    entry = assumed(result)
    assert entry["event"] == 0
    if expected is not None:
        assert expected in entry["options"]
    assert {k: v for k, v in where(result).items() if k != "x"} == before


def test_the_talents_without_a_choose_take_the_first_option():
    maui = played("polynesian-voyagers/maui", power=5, card_id="mu")
    bases = [base("b1", FAR, (3, 2, 1), maui, ann("a")), base("b2", FAR, (3, 2, 1))]
    result = go(bases, talent("mu"))
    assert where(result)["mu"] == "b2"
    assert assumed(result)["options"] == [{"card": "mu", "to": "b2"}, {"card": "a", "to": "b2"}]
    wolf = played("russian-fairy-tales/the-gray-wolf", power=3, card_id="gw")
    result = go([base("b1", FAR, (3, 2, 1), wolf)], talent("gw"))
    # The Gray Wolf goes into the deck; no extra minion was named (listed as declined).
    assert where(result) == {}
    assert assumed(result)["event"] == 0


# --- the review of session 25 (g2) ------------------------------------------------------------


@pytest.mark.parametrize(
    "key", ["grimms-fairy-tales/mouse-bird-and-sausage", "world-champs/mouse-bird-and-sausage"]
)
def test_mouse_bird_and_sausage_says_a_typed_minion_is_taken_as_the_same_faction(key):
    # Mouse, Bird and Sausage picks up to two minions of one faction on a base (review e4): a typed
    # minion has no faction the board gives; taking it as the same faction is listed, in both
    # languages.
    hansel = {
        "type": "minion",
        "id": "h",
        "owner": "ann",
        "card": "grimms-fairy-tales/hansel",
        "power": 2,
    }
    bases = [base("b1", FAR, (3, 2, 1), hansel, ann("t"))]
    result = play_on(bases, played(key, "action"), {"cards": ["h", "t"]})
    (entry,) = [a for a in result["assumed_choices"] if a.get("event") == 0]
    assert entry["choosable"] is False
    assert "t" in entry["reason"] and "faction" in entry["reason"]
    assert "faction" in entry["reason_fr"]
    # Two catalog minions of one faction: nothing assumed.
    gretel = {**hansel, "id": "g", "card": "grimms-fairy-tales/gretel"}
    result = play_on(
        [base("b1", FAR, (3, 2, 1), hansel, gretel)], played(key, "action"), {"cards": ["h", "g"]}
    )
    assert result["assumed_choices"] == []


def test_unity_of_the_tribes_power_is_the_players_at_the_base_not_a_minions():
    # Unity of the Tribes gives the player 2 power this turn, per base holding a minion of
    # hers, on a base where she has one (review of session 25, d2): the power is
    # the player's at that base. Her minion a moving away (a move event) leaves it there: b1
    # (breakpoint 10) has Bob's 6 and her +4, and scores (Bob 3 VP, Ann 2); before, the +4
    # followed a to b2 and b1 did not score.
    bases = [
        base("b1", 10, (3, 2, 1), ann("a"), bob("e", 6)),
        base("b2", FAR, (3, 2, 1), ann("c")),
    ]
    card = played("polynesian-voyagers/unity-of-the-tribes", "action")
    move = {"when": "now", "action": "move", "card": "a", "to": "b2"}
    result = go(bases, play_event(card, {"base": "b1"}, to=None), move)
    assert standings(result, "b1") == {"bob": 6, "ann": 4}
    assert result["vp"] == {"ann": 2, "bob": 3}
    assert result["not_simulated"] == []
    # No minion's own power changed: a's power where it scores is its printed 3.
    result = go(
        [base("b1", 10, (3, 2, 1), ann("a"), bob("e", 3)), base("b2", FAR, (3, 2, 1), ann("c"))],
        play_event(card, {"base": "b1"}, to=None),
    )
    assert standings(result, "b1") == {"ann": 7, "bob": 3}
    (scoring,) = result["scorings"]
    assert scoring["card_powers"]["a"] == 3


def _street_justice_of_carl() -> dict:
    # Carl's Street Justice: his minions on its base are not affected by the other players' cards.
    return {
        "type": "action",
        "id": "sj",
        "owner": "carl",
        "controller": "carl",
        "card": "vigilantes/street-justice",
        "printing": "original",
    }


def test_pot_of_beans_leaves_out_a_protected_minion_named_and_places_the_others():
    # Pot of Beans places two counters in all on minions: one named that a protection keeps from
    # Ann's cards is left out with a warning naming the protector; the other named gets its own.
    cards = (ann("a1"), typed("carl", 3, "c1"), bob("e"), _street_justice_of_carl())
    card = played("anansi-tales/pot-of-beans", "action")
    three = {"players": ["ann", "bob", "carl"]}
    result = play_on([base("b1", FAR, (3, 2, 1), *cards)], card, {"cards": ["a1", "c1"]}, **three)
    assert counters(result)["a1"] == 1
    assert counters(result)["c1"] == 0
    (warning,) = [w for w in result["warnings"] if "c1" in w["text"]]
    assert "Street Justice" in warning["text"] and "Street Justice" in warning["text_fr"]
    assert result["plays"][0]["applied"] is True
    # b1 (breakpoint 10) then reaches 10 and scores: Ann first, Bob and Carl tied second.
    result = play_on([base("b1", 10, (4, 2, 1), *cards)], card, {"cards": ["a1", "c1"]}, **three)
    assert (result["vp"]["ann"], result["vp"]["bob"], result["vp"]["carl"]) == (4, 2, 2)
    # Both counters named on the protected minion: nothing placed, the warning says why.
    result = play_on([base("b1", FAR, (3, 2, 1), *cards)], card, {"cards": ["c1", "c1"]}, **three)
    assert counters(result)["c1"] == 0
    assert any("Street Justice" in w["text"] for w in result["warnings"])
    assert result["plays"][0]["applied"] is False


def test_transformation_names_the_player_who_shuffles_their_deck():
    # Transformation: the minion's owner (Bob) plays the top minion of his deck, then shuffles
    # his deck: the log names Bob, not "its owner" (which reads as Ann's, the card's).
    bases = [base("b1", FAR, (3, 2, 1)), base("b2", FAR, (3, 2, 1), bob("e", 6))]
    card = played("russian-fairy-tales/transformation", "action")
    result = play_on(bases, card, {"card": "e", "play": bob("e2", 1), "to": "b2"})
    lines = [line for line in result["log"] if "shuffles" in line["text"]]
    assert lines and all("its owner" not in line["text"] for line in lines)
    assert any("bob shuffles" in line["text"] for line in lines)
    assert any("bob mélange" in line["text_fr"] for line in lines)
