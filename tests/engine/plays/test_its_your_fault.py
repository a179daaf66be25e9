"""Play abilities of It's Your Fault! (issue 28): every card of Dragons, Mythic Greeks, Sharks,
Super Heroes and Tornados, both printings, has a play entry; each applied one acts on the
board."""

from __future__ import annotations

import pytest

from simulator.engine import cards, plays
from tests.engine.card_boards import base, board, run
from tests.engine.plays.helpers import FAR, act, m, mn, play, table, where

FACTIONS = ("dragons", "mythic-greeks", "sharks", "super-heroes", "tornados")
PRINTINGS = ("original", "pod")


def played(key: str, kind: str = "action", power: int | None = None, **extra) -> dict:
    """The card ann plays (id "x")."""
    data = {"type": kind, "id": "x", "owner": "ann", "card": key, **extra}
    if kind == "minion":
        data["power"] = power if power is not None else 2
    else:
        data["controller"] = "ann"
    return data


def play_on(bases: list[dict], card: dict, choose: dict | None = None, to: str | None = "b1"):
    data = board(*bases)
    event = {"when": "now", "action": "play", "by": "ann", "card": card}
    if to is not None:
        event["to"] = to
    if choose is not None:
        event["choose"] = choose
    data["events"] = [event]
    return run(data)


def talent(bases: list[dict], choose: dict | None = None, card_id: str = "x") -> dict:
    data = board(*bases)
    event = {"when": "now", "action": "talent", "card": card_id}
    if choose is not None:
        event["choose"] = choose
    data["events"] = [event]
    return run(data)


def counters(result: dict) -> dict[str, int]:
    return {
        c["id"]: c.get("counters", 0)
        for b in result["board"]["bases"]
        for c in b["cards"]
        if "id" in c
    }


def powers(result: dict, base_id: str) -> dict[str, int]:
    for scoring in result["scorings"]:
        if scoring["base"] == base_id:
            return scoring["card_powers"]
    raise AssertionError(f"{base_id} did not score")


def assumed(result: dict, index: int = 0) -> dict:
    entries = [a for a in result["assumed_choices"] if a.get("event") == 0 and "options" in a]
    return entries[index]


def grants(result: dict) -> str:
    return " ".join(line["text"] for line in result["log"])


# --- coverage ------------------------------------------------------------------------------------


def test_every_card_of_the_box_has_a_play_entry_in_each_printing():
    keys = [k for k in cards.registered() if k[0].split("/")[0] in FACTIONS]
    assert len(keys) == 67
    missing = [
        (key, printing)
        for key, scope in keys
        for printing in ((scope,) if scope else PRINTINGS)
        if not plays.is_registered(key, printing)
    ]
    assert missing == []


def test_the_entries_are_of_this_box():
    entries = {k: v for k, v in plays.registered().items() if k[0].split("/")[0] in FACTIONS}
    assert {e.box for e in entries.values()} == {"It's Your Fault!"}
    assert plays.lookup("super-heroes/mind-lady", "pod").status == plays.NOT_SIMULATED


def test_an_ongoing_action_with_a_continuous_ability_stays_on_its_base():
    result = play_on([base("b1", FAR, (3, 2, 1))], played("dragons/raze"))
    assert where(result)["x"] == "b1"
    assert result["plays"][0]["applied"] is True


# --- dragons -----------------------------------------------------------------------------------


def test_wyvern_destroys_a_small_minion_here_and_its_talent_lowers_the_breakpoint():
    bases = [base("b1", FAR, (3, 2, 1), m("e", 3, "bob"), m("f", 4, "bob"))]
    result = play_on(bases, played("dragons/wyvern", "minion", 4))
    assert set(where(result)) == {"f", "x"}
    assert assumed(result)["options"] == [{"card": "e"}]
    # The Talent: 10 - 3 = 7, reached by the 4 + 3 in play.
    wyvern = played("dragons/wyvern", "minion", 4)
    result = talent([base("b1", 10, (3, 2, 1), wyvern, m("a", 3))])
    assert powers(result, "b1")["x"] == 4


def test_flank_attack_plays_an_action_on_a_base_now():
    extra = {"type": "action", "id": "y", "owner": "ann", "controller": "ann"}
    card = played("dragons/flank-attack")
    result = play_on([base("b1", FAR, (3, 2, 1))], card, {"play": extra, "to": "b1"})
    assert where(result)["y"] == "b1"
    result = play_on([base("b1", FAR, (3, 2, 1))], card)
    assert "y" not in where(result)
    assert result["assumed_choices"][0]["choose"] is None


def test_flank_attack_refuses_an_action_played_on_a_minion():
    extra = {"type": "action", "id": "y", "owner": "ann", "controller": "ann", "attached_to": "a"}
    result = play_on(
        [base("b1", FAR, (3, 2, 1), m("a"))], played("dragons/flank-attack"), {"play": extra}
    )
    assert "y" not in where(result)
    assert result["warnings"]


@pytest.mark.parametrize(
    "key,gone", [("dragons/burn-it-down", {"s"}), ("tornados/not-in-kansas", {"s", "t"})]
)
def test_burn_it_down_and_not_in_kansas_destroy_the_actions_of_a_base(key, gone):
    on_base = {"type": "action", "id": "s", "owner": "bob", "controller": "bob"}
    on_minion = {**on_base, "id": "t", "attached_to": "e"}
    other = {**on_base, "id": "u"}
    bases = [
        base("b1", FAR, (3, 2, 1)),
        base("b2", FAR, (3, 2, 1), m("e", 3, "bob"), on_base, on_minion),
        base("b3", FAR, (3, 2, 1), other),
    ]
    result = play_on(bases, played(key), {"base": "b2"}, to=None)
    assert set(where(result)) == {"e", "s", "t", "u"} - gone
    assert "replace_base" in grants(result)
    result = play_on(bases, played(key), to=None)
    assert assumed(result)["options"] == [{"base": "b1"}, {"base": "b2"}, {"base": "b3"}]


def test_not_in_kansas_replaces_the_base_with_the_top_of_the_base_deck():
    # The base is replaced from the top of the base deck; its minions stay.
    on_minion = {"type": "action", "id": "t", "owner": "bob", "controller": "bob"}
    data = board(
        base("b1", FAR, (3, 2, 1), m("e", 3, "bob"), {**on_minion, "attached_to": "e"}),
        base_deck=[base("n1", 3, (4, 2, 1)), base("n2", FAR, (3, 2, 1))],
    )
    event = {"when": "now", "action": "play", "by": "ann", "card": played("tornados/not-in-kansas")}
    data["events"] = [{**event, "choose": {"base": "b1"}}]
    result = run(data)
    assert result["warnings"] == [] and result["plays"][0]["applied"] is True
    # n1 came with bob's minion on it (3 power, breakpoint 3): it scores, then n2 replaces it.
    assert powers(result, "n1") == {"e": 3}
    assert result["vp"] == {"ann": 0, "bob": 4}
    # Without a base deck, the swap is left to the user, in warnings.
    del data["base_deck"]
    result = run(data)
    assert where(result) == {"e": "b1"}
    assert "type the new base as a 'replace_base' event" in result["warnings"][0]["text"]


# --- mythic greeks -----------------------------------------------------------------------------


def test_argonaut_counts_as_an_action_played_for_heracles():
    heracles = {"type": "minion", "id": "h", "owner": "ann", "card": "mythic-greeks/heracles"}
    heracles["power"] = 4
    bases = [base("b1", 8, (3, 2, 1), heracles, m("e", 2, "bob"))]
    # 4 + 2 (Argonaut) + 2 = 8 breaks: Heracles has 5 after the Argonaut.
    result = play_on(bases, played("mythic-greeks/argonaut", "minion", 2))
    assert powers(result, "b1")["h"] == 5


@pytest.mark.parametrize(
    "key,kind,count",
    [
        ("mythic-greeks/favor-of-aphrodite", "minion", 1),
        ("mythic-greeks/favor-of-apollo", "action", 1),
        ("mythic-greeks/favor-of-dionysus", "action", 1),
        ("mythic-greeks/favor-of-hermes", "action", 2),
    ],
)
def test_favors_give_extra_plays(key, kind, count):
    # The favor is the action of the turn; the minion of the turn is still to play. Beyond what
    # the turn and the favor allow, a play is warned of.
    allowed = count + (1 if kind == "minion" else 0)

    def extra(i: int) -> dict:
        card = {"type": kind, "id": f"e{i}", "owner": "ann"}
        return {**card, "power": 1} if kind == "minion" else {**card, "controller": "ann"}

    def events(n: int) -> list[dict]:
        cards = [played(key), *(extra(i) for i in range(n))]
        return [
            {"when": "now", "action": "play", "by": "ann", "to": "b1", "card": card}
            for card in cards
        ]

    data = board(base("b1", FAR, (3, 2, 1), m("a")))
    data["events"] = events(allowed)
    assert run(data)["warnings"] == []
    data["events"] = events(allowed + 1)
    assert run(data)["warnings"]


@pytest.mark.parametrize(
    "key,amount", [("mythic-greeks/favor-of-ares", 3), ("mythic-greeks/favor-of-dionysus", 1)]
)
def test_favors_boost_one_of_your_minions(key, amount):
    # 3 + 2 + 1 in play: the base breaks only with the boost.
    bases = [base("b1", 6 + amount, (3, 2, 1), m("a", 3), m("b", 2), m("e", 1, "bob"))]
    result = play_on(bases, played(key), {"card": "b"})
    assert powers(result, "b1") == {"a": 3, "b": 2 + amount, "e": 1}
    result = play_on(bases, played(key))
    assert powers(result, "b1")["a"] == 3 + amount
    assert assumed(result)["options"] == [{"card": "a"}, {"card": "b"}]


def test_favor_of_hera_counters_on_up_to_two_of_yours():
    bases = [base("b1", FAR, (3, 2, 1), m("a"), m("b"), m("c"), m("e", 2, "bob"))]
    card = played("mythic-greeks/favor-of-hera")
    result = play_on(bases, card, {"cards": ["a", "c"]})
    assert counters(result) == {"a": 1, "b": 0, "c": 1, "e": 0}
    result = play_on(bases, card)
    assert sum(counters(result).values()) == 0
    assert assumed(result)["options"][0] == {"cards": ["a", "b"]}


def test_favor_of_zeus_lowers_a_breakpoint_by_five():
    bases = [base("b1", 10, (3, 2, 1), m("a", 5)), base("b2", 10, (3, 2, 1), m("b", 5))]
    card = played("mythic-greeks/favor-of-zeus")
    result = play_on(bases, card, {"base": "b2"}, to=None)
    assert [s["base"] for s in result["scorings"]] == ["b2"]
    result = play_on(bases, card, to=None)
    assert [s["base"] for s in result["scorings"]] == ["b1"]
    assert assumed(result)["options"] == [{"base": "b1"}, {"base": "b2"}]


# --- sharks ------------------------------------------------------------------------------------


def test_air_jaws_moves_yours_then_destroys_a_small_minion_there():
    bases = [
        base("b1", FAR, (3, 2, 1), m("a", 4)),
        base("b2", FAR, (3, 2, 1), m("e", 3, "bob"), m("f", 2, "bob"), m("g", 4, "bob")),
    ]
    card = played("sharks/air-jaws")
    result = play_on(bases, card, {"card": "a", "to": "b2", "cards": ["f"]}, to=None)
    assert where(result) == {"a": "b2", "e": "b2", "g": "b2"}
    result = play_on(bases, card, to=None)
    assert where(result) == {"a": "b2", "f": "b2", "g": "b2"}
    assert assumed(result)["options"] == [{"card": "a", "to": "b2"}]
    assert assumed(result, 1)["options"] == [{"cards": ["e"]}, {"cards": ["f"]}]


def test_air_jaws_is_applied_when_it_moves_with_nothing_to_destroy_there():
    bases = [base("b1", FAR, (3, 2, 1), m("a", 4)), base("b2", FAR, (3, 2, 1), m("e", 5, "bob"))]
    result = play_on(bases, played("sharks/air-jaws"), {"card": "a", "to": "b2"}, to=None)
    assert where(result) == {"a": "b2", "e": "b2"}
    assert result["plays"][0]["applied"] is True and result["warnings"] == []


def test_air_jaws_never_assumes_a_move_a_card_forbids():
    # Mo'ai forbids other players to move their minions to its base.
    bases = [
        base("b1", FAR, (3, 2, 1), m("a", 4)),
        base("b2", FAR, (3, 2, 1), m("mo", 3, "bob", card="polynesian-voyagers/moai")),
        base("b3", FAR, (3, 2, 1), m("k", 2, "bob")),
    ]
    result = play_on(bases, played("sharks/air-jaws"), to=None)
    assert where(result) == {"a": "b3", "mo": "b2"}
    assert assumed(result)["options"] == [{"card": "a", "to": "b3"}]


def test_great_white_talent_moves_it_and_destroys_a_small_minion_there():
    white = played("sharks/great-white", "minion", 4)
    bases = [
        base("b1", FAR, (3, 2, 1), white),
        base("b2", FAR, (3, 2, 1), m("e", 2, "bob"), m("f", 3, "bob")),
    ]
    result = talent(bases, {"to": "b2", "card": "e"})
    assert where(result) == {"x": "b2", "f": "b2"}
    result = talent(bases)
    assert where(result) == {"x": "b2", "f": "b2"}
    assert [a["options"] for a in result["assumed_choices"]] == [[{"to": "b2"}], [{"card": "e"}]]


MOAI = m("mo", 3, "bob", card="polynesian-voyagers/moai")


@pytest.mark.parametrize("key", ["sharks/great-white", "tornados/cyclone"])
def test_a_talent_moving_itself_never_assumes_a_base_it_may_not_go_to(key):
    # Mo'ai forbids other players to move their minions to its base: b2 is no destination.
    bases = [
        base("b1", FAR, (3, 2, 1), played(key, "minion", 4)),
        base("b2", FAR, (3, 2, 1), MOAI, m("k2", 2, "bob")),
        base("b3", FAR, (3, 2, 1), m("k3", 2, "bob")),
    ]
    result = talent(bases)
    assert where(result)["x"] == "b3"
    assert result["assumed_choices"][0]["options"] == [{"to": "b3"}]
    assert result["warnings"] == []
    assert ("k3" in where(result)) is (key != "sharks/great-white")
    # Named, that base is refused with its reason in warnings (Great White's destroy with it).
    destroyed = {"card": "k2"} if key == "sharks/great-white" else {}
    result = talent(bases, {"to": "b2", **destroyed})
    assert where(result)["x"] == "b1" and "k2" in where(result)
    (warning,) = result["warnings"]
    assert warning["text"].endswith(
        "to another base: another player cannot move their minions to Moai's base"
    )


def test_dangerous_waters_stays_and_its_talent_weakens_a_minion_here():
    waters = played("sharks/dangerous-waters")
    result = play_on([base("b1", FAR, (3, 2, 1))], waters)
    assert where(result)["x"] == "b1"
    bases = [base("b1", 5, (3, 2, 1), waters, m("a", 3), m("e", 4, "bob"))]
    result = talent(bases, {"card": "e"})
    assert powers(result, "b1")["e"] == 2
    result = talent([base("b1", 4, (3, 2, 1), waters, m("a", 3), m("e", 3, "bob"))])
    assert powers(result, "b1")["a"] == 1
    assert result["assumed_choices"][0]["options"] == [{"card": "a"}, {"card": "e"}]
    assert result["assumed_choices"][0]["reason"].startswith(
        "dangerous-waters: ann must give a minion here -2 power this turn;"
    )


def test_feeding_frenzy_destroys_small_minions_at_one_base():
    bases = [
        base("b1", FAR, (3, 2, 1), m("a", 2)),
        base("b2", FAR, (3, 2, 1), m("e", 2, "bob"), m("f", 1, "bob"), m("g", 3, "bob")),
    ]
    card = played("sharks/feeding-frenzy")
    result = play_on(bases, card, {"base": "b2", "cards": ["e", "f"]}, to=None)
    assert set(where(result)) == {"a", "g"}
    result = play_on(bases, card, {"base": "b2", "cards": ["a"]}, to=None)
    assert set(where(result)) == {"a", "e", "f", "g"}
    assert result["warnings"]
    result = play_on(bases, card, to=None)
    assert set(where(result)) == {"a", "e", "f", "g"}
    assert assumed(result)["options"] == [{"base": "b1"}, {"base": "b2"}]


def test_freakin_laser_beam_destroys_a_minion_no_stronger_than_yours_at_its_base():
    bases = [
        base("b1", FAR, (3, 2, 1), m("a", 3), m("e", 3, "bob"), m("f", 4, "bob")),
        base("b2", FAR, (3, 2, 1), m("g", 1, "bob")),
    ]
    card = played("sharks/freakin-laser-beam")
    result = play_on(bases, card, {"card": "e"}, to=None)
    assert set(where(result)) == {"a", "f", "g"}
    result = play_on(bases, card, {"card": "f"}, to=None)
    assert "f" in where(result)
    assert result["warnings"]
    result = play_on(bases, card, to=None)
    assert set(where(result)) == {"a", "f", "g"}
    assert assumed(result)["options"] == [{"card": "e"}]


def test_megalodon_may_destroy_a_minion_of_power_four_or_less_here():
    bases = [base("b1", FAR, (3, 2, 1), m("e", 4, "bob"), m("f", 5, "bob"))]
    card = played("sharks/megalodon", "minion", 5)
    result = play_on(bases, card, {"card": "e"})
    assert set(where(result)) == {"f", "x"}
    result = play_on(bases, card)
    assert set(where(result)) == {"e", "f", "x"}
    assert assumed(result)["options"] == [{"card": "e"}]


def test_megalodon_special_left_undecided_names_itself_beside_its_play():
    # Played with its own choice given, then its base scores: the "may" of its Special (before
    # that base scores, a minion of power 3 or less) has no choice, and the assumption says it
    # is about the Special before b1 scores, not the play's choice (review s25, c).
    bases = [base("b1", 8, (3, 2, 1), m("e", 4, "bob"), m("s", 2, "bob"), m("a", 2))]
    result = play_on(bases, played("sharks/megalodon", "minion", 5), {"card": "e"})
    assert set(where(result)) == set() and result["scorings"]
    (entry,) = [a for a in result["assumed_choices"] if a.get("card") == "x"]
    assert "event" not in entry
    assert "Megalodon's Special before b1 scores" in entry["reason"]
    assert "la Spéciale de Megalodon avant la Conquête de b1" in entry["reason_fr"]


def test_torn_apart_destroys_a_minion_of_power_three_or_less_anywhere():
    bases = [base("b1", FAR, (3, 2, 1), m("e", 4, "bob")), base("b2", FAR, (3, 2, 1), m("f", 3))]
    result = play_on(bases, played("sharks/torn-apart"), to=None)
    assert set(where(result)) == {"e"}
    assert assumed(result)["options"] == [{"card": "f"}]
    assert "draw a card" in grants(result)


# --- super heroes ------------------------------------------------------------------------------


def test_captain_amazing_talent_boosts_your_minions_here():
    captain = played("super-heroes/captain-amazing", "minion", 5)
    bases = [
        base("b1", 10, (3, 2, 1), captain, m("a", 2), m("e", 1, "bob")),
        base("b2", FAR, (3, 2, 1), m("b", 2)),
    ]
    result = talent(bases)
    assert powers(result, "b1") == {"x": 6, "a": 3, "e": 1}


def test_justice_friends_boosts_your_minions_of_power_five_or_more():
    bases = [base("b1", 13, (3, 2, 1), m("a", 5), m("b", 4), m("e", 2, "bob"))]
    result = play_on(bases, played("super-heroes/justice-friends"), to=None)
    assert powers(result, "b1") == {"a": 7, "b": 4, "e": 2}


def test_radioactive_exposure_trades_yours_for_a_stronger_minion_there():
    bases = [base("b1", FAR, (3, 2, 1), m("a", 2)), base("b2", FAR, (3, 2, 1), m("b", 4))]
    card = played("super-heroes/radioactive-exposure")
    stronger = {"type": "minion", "id": "y", "owner": "ann", "power": 3}
    result = play_on(bases, card, {"card": "a", "play": stronger, "to": "b1"}, to=None)
    assert where(result) == {"y": "b1", "b": "b2"}
    result = play_on(bases, card, {"card": "b", "play": stronger, "to": "b2"}, to=None)
    assert where(result) == {"a": "b1"}
    assert result["warnings"]
    result = play_on(bases, card, to=None)
    assert where(result) == {"b": "b2"}
    assert assumed(result)["options"] == [{"card": "a"}, {"card": "b"}]


def test_sidekick_plays_a_small_minion_where_you_have_a_big_one():
    bases = [base("b1", FAR, (3, 2, 1), m("a", 5)), base("b2", FAR, (3, 2, 1), m("b", 4))]
    card = played("super-heroes/sidekick")
    small = {"type": "minion", "id": "y", "owner": "ann", "power": 2}
    result = play_on(bases, card, {"play": small, "to": "b1"}, to=None)
    assert where(result)["y"] == "b1"
    result = play_on(bases, card, {"play": small, "to": "b2"}, to=None)
    assert "y" not in where(result)
    result = play_on(bases, card, {"play": {**small, "power": 3}, "to": "b1"}, to=None)
    assert "y" not in where(result)


def test_the_everything_glove_talent_grants_a_small_extra_minion_here_or_a_draw():
    glove = {"type": "titan", "id": "x", "owner": "ann", "controller": "ann", "power": 3}
    glove["card"] = "super-heroes/the-everything-glove"
    data = board(base("b1", FAR, (3, 2, 1), glove))
    small = {"type": "minion", "id": "y", "owner": "ann", "power": 2}
    data["events"] = [
        {"when": "now", "action": "play", "by": "ann", "to": "b1", "card": m("z", 1)},
        {"when": "now", "action": "talent", "card": "x", "choose": {"mode": "minion"}},
        {"when": "now", "action": "play", "by": "ann", "to": "b1", "card": small},
    ]
    assert run(data)["warnings"] == []
    data["events"][1]["choose"] = {"mode": "draw"}
    assert run(data)["warnings"]
    del data["events"][1]["choose"]
    result = run(data)
    assert result["warnings"] == []
    assert result["assumed_choices"][0]["options"] == [{"mode": "minion"}, {"mode": "draw"}]


# --- tornados ----------------------------------------------------------------------------------


def test_carried_away_moves_a_minion():
    bases = [base("b1", FAR, (3, 2, 1), m("e", 5, "bob")), base("b2", FAR, (3, 2, 1))]
    card = played("tornados/carried-away")
    result = play_on(bases, card, {"card": "e", "to": "b2"}, to=None)
    assert where(result) == {"e": "b2"}
    result = play_on(bases, card, to=None)
    assert assumed(result)["options"] == [{"card": "e", "to": "b2"}]


def test_category_5_talent_moves_it_or_gives_it_a_counter():
    titan = {"type": "titan", "id": "x", "owner": "ann", "controller": "ann", "power": 3}
    titan["card"] = "tornados/category-5"
    bases = [base("b1", FAR, (3, 2, 1), titan), base("b2", FAR, (3, 2, 1))]
    result = talent(bases, {"mode": "move", "to": "b2"})
    assert where(result) == {"x": "b2"}
    result = talent(bases, {"mode": "counter"})
    assert where(result) == {"x": "b1"}
    assert counters(result)["x"] == 1
    result = talent(bases)
    assert where(result) == {"x": "b2"}
    assert result["assumed_choices"][0]["options"] == [{"mode": "move"}, {"mode": "counter"}]


def test_cyclone_talent_moves_it():
    bases = [
        base("b1", FAR, (3, 2, 1), played("tornados/cyclone", "minion", 4)),
        base("b2", FAR, (3, 2, 1)),
        base("b3", FAR, (3, 2, 1)),
    ]
    assert where(talent(bases, {"to": "b3"})) == {"x": "b3"}
    result = talent(bases)
    assert where(result) == {"x": "b2"}
    assert result["assumed_choices"][0]["options"] == [{"to": "b2"}, {"to": "b3"}]


def test_monster_tornado_talent_moves_a_minion_to_or_from_here():
    tornado = played("tornados/monster-tornado", "minion", 5)
    bases = [
        base("b1", FAR, (3, 2, 1), tornado, m("e", 4, "bob")),
        base("b2", FAR, (3, 2, 1), m("f", 2, "bob"), m("g", 5, "bob")),
    ]
    result = talent(bases, {"card": "f", "to": "b1"})
    assert where(result)["f"] == "b1"
    result = talent(bases, {"card": "g", "to": "b1"})
    assert where(result)["g"] == "b2"
    assert result["warnings"]
    result = talent(bases)
    assert where(result)["e"] == "b2"
    options = result["assumed_choices"][0]["options"]
    assert options == [{"card": "e", "to": "b2"}, {"card": "f", "to": "b1"}]


def test_twister_may_move_a_small_minion_itself_included():
    bases = [
        base("b1", FAR, (3, 2, 1), m("e", 3, "bob")),
        base("b2", FAR, (3, 2, 1), m("f", 2, "bob")),
    ]
    card = played("tornados/twister", "minion", 3)
    result = play_on(bases, card, {"card": "x", "to": "b2"})
    assert where(result)["x"] == "b2"
    result = play_on(bases, card, {"card": "f", "to": "b1"})
    assert where(result)["f"] == "b1"
    result = play_on(bases, card)
    assert where(result) == {"e": "b1", "x": "b1", "f": "b2"}
    assert {"card": "x", "to": "b2"} in assumed(result)["options"]


def test_ripped_off_moves_an_action_on_a_base():
    action = {"type": "action", "id": "s", "owner": "bob", "controller": "bob"}
    bases = [base("b1", FAR, (3, 2, 1), action), base("b2", FAR, (3, 2, 1))]
    card = played("tornados/ripped-off")
    result = play_on(bases, card, {"card": "s", "to": "b2"}, to=None)
    assert where(result) == {"s": "b2"}
    result = play_on(bases, card, to=None)
    assert where(result) == {"s": "b2"}
    assert assumed(result)["options"] == [{"card": "s", "to": "b2"}]


def test_trade_winds_swaps_two_small_minions():
    bases = [
        base("b1", FAR, (3, 2, 1), m("a", 3), m("b", 2)),
        base("b2", FAR, (3, 2, 1), m("e", 1, "bob"), m("f", 4, "bob")),
    ]
    card = played("tornados/trade-winds")
    result = play_on(bases, card, {"cards": ["e", "b"]}, to=None)
    assert where(result) == {"a": "b1", "b": "b2", "e": "b1", "f": "b2"}
    result = play_on(bases, card, {"cards": ["a", "f"]}, to=None)
    assert where(result) == {"a": "b1", "b": "b1", "e": "b2", "f": "b2"}
    assert result["warnings"]
    result = play_on(bases, card, to=None)
    assert where(result) == {"a": "b2", "b": "b1", "e": "b1", "f": "b2"}
    assert assumed(result)["options"] == [{"cards": ["a", "e"]}, {"cards": ["b", "e"]}]


def test_trade_winds_with_one_small_minion_moves_nothing():
    bases = [base("b1", FAR, (3, 2, 1), m("a", 3)), base("b2", FAR, (3, 2, 1), m("f", 4, "bob"))]
    result = play_on(bases, played("tornados/trade-winds"), to=None)
    assert where(result) == {"a": "b1", "f": "b2"}


def _trade_winds_by_moai() -> list[dict]:
    moai = m("mo", 3, "bob", card="polynesian-voyagers/moai")
    return [
        base("b1", FAR, (3, 2, 1), m("a", 3), m("c", 1)),
        base("b2", FAR, (3, 2, 1), moai, m("e", 2, "bob")),
        base("b3", FAR, (3, 2, 1), m("f", 2, "bob")),
    ]


def test_trade_winds_swap_with_a_forbidden_move_moves_neither_minion():
    # Mo'ai keeps ann's minions off its base: a swap sending one there is both moves or none.
    bases = _trade_winds_by_moai()
    card = played("tornados/trade-winds")
    result = play_on(bases, card, {"cards": ["a", "e"]}, to=None)
    assert where(result) == {"a": "b1", "c": "b1", "mo": "b2", "e": "b2", "f": "b3"}
    [warning] = result["warnings"]
    assert "neither moves" in warning["text"] and "Moai's base" in warning["text"]
    assert "aucune ne bouge" in warning["text_fr"]
    # Bob's own minions may still go to Mo'ai's base when ann moves them.
    result = play_on(bases, card, {"cards": ["f", "e"]}, to=None)
    assert where(result) == {"a": "b1", "c": "b1", "mo": "b2", "e": "b3", "f": "b2"}
    assert result["warnings"] == []


def test_trade_winds_never_assumes_a_swap_with_a_forbidden_move():
    # Not named: the pairs with a move Mo'ai forbids are not offered, nor assumed.
    bases = _trade_winds_by_moai()
    card = played("tornados/trade-winds")
    result = play_on(bases, card, to=None)
    assert where(result) == {"a": "b3", "c": "b1", "mo": "b2", "e": "b2", "f": "b1"}
    assert assumed(result)["options"] == [
        {"cards": ["a", "f"]},
        {"cards": ["c", "f"]},
        {"cards": ["e", "f"]},
    ]


def test_whirlwinds_moves_any_number_of_yours():
    bases = [
        base("b1", FAR, (3, 2, 1), m("a"), m("b"), m("e", 2, "bob")),
        base("b2", FAR, (3, 2, 1)),
    ]
    card = played("tornados/whirlwinds")
    result = play_on(bases, card, {"cards": ["a", "b"], "to": "b2"}, to=None)
    assert where(result) == {"a": "b2", "b": "b2", "e": "b1"}
    result = play_on(bases, card, to=None)
    assert where(result) == {"a": "b1", "b": "b1", "e": "b1"}
    assert assumed(result)["options"] == [
        {"cards": ["a"], "to": "b2"},
        {"cards": ["b"], "to": "b2"},
    ]


def test_whirlwinds_moves_each_of_yours_to_its_own_base():
    # As many of your minions as you like go to other bases: choose "order" [minion, base, ...].
    moai = m("mo", 3, "bob", card="polynesian-voyagers/moai")
    bases = [
        base("b1", FAR, (3, 2, 1), m("a")),
        base("b2", FAR, (3, 2, 1), m("b")),
        base("b3", FAR, (3, 2, 1)),
        base("b4", FAR, (3, 2, 1), moai),
    ]
    card = played("tornados/whirlwinds")
    result = play_on(bases, card, {"order": ["a", "b2", "b", "b3"]}, to=None)
    assert where(result) == {"a": "b2", "b": "b3", "mo": "b4"}
    assert result["warnings"] == [] and result["plays"][0]["applied"] is True
    # A minion named on its own base: the choose is refused, nothing moves.
    result = play_on(bases, card, {"order": ["a", "b2", "b", "b2"]}, to=None)
    assert where(result) == {"a": "b1", "b": "b2", "mo": "b4"}
    assert result["warnings"]
    # A move Mo'ai forbids: that minion stays, with a warning; the other moves.
    result = play_on(bases, card, {"order": ["a", "b4", "b", "b3"]}, to=None)
    assert where(result) == {"a": "b1", "b": "b3", "mo": "b4"}
    assert "Moai's base" in result["warnings"][0]["text"]


def test_ripped_off_transfers_an_action_from_its_minion_to_another():
    on_minion = {"type": "action", "id": "s", "owner": "bob", "controller": "bob"}
    on_minion["attached_to"] = "e"
    bases = [
        base("b1", FAR, (3, 2, 1), m("e", 2, "bob"), on_minion),
        base("b2", FAR, (3, 2, 1), m("a")),
    ]
    card = played("tornados/ripped-off")
    result = play_on(bases, card, {"order": ["s", "a"]}, to=None)
    moved = {c["id"]: c for b in result["board"]["bases"] for c in b["cards"]}["s"]
    assert where(result)["s"] == "b2"
    assert moved["attached_to"] == "a"
    result = play_on(bases, card, {"order": ["s", "e"]}, to=None)
    assert where(result)["s"] == "b1"
    assert result["warnings"]
    result = play_on(bases, card, to=None)
    assert assumed(result)["options"] == [{"order": ["s", "a"]}]


def test_ripped_off_never_moves_an_action_onto_a_minion_it_cannot_affect():
    # Attaching a card affects the minion (WWWT booklet p. 9): Bob's Game Guru, which other
    # players' cards do not affect, is no destination for Ann's Poison.
    data = table(
        play(act("tornados/ripped-off", "ro"), to=None, choose={"order": ["po", "gg"]}),
        b1=(
            mn(None, "b2", 2, owner="bob"),
            act("ninjas/poison", "po", attached_to="b2"),
            mn("geeks/game-guru", "gg", 2, owner="bob"),
            mn(None, "b4", 4, owner="bob"),
        ),
    )
    result = run(data)
    assert "order: ['po', 'gg'] is not possible" in result["warnings"][0]["text"]
    del data["events"][0]["choose"]
    (chosen,) = [a for a in run(data)["assumed_choices"] if a.get("event") == 0]
    assert {"order": ["po", "gg"]} not in chosen["options"]
    assert {"order": ["po", "b4"]} in chosen["options"]
