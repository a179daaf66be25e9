"""Play abilities of the small boxes (issue 28): plays/small_boxes.py. Every card record of
Goblins, Penguins, Knights of the Round Table, Teens, Slashers and Clowns has a play entry, and
each applied entry has a test that fails without it."""

from __future__ import annotations

import pytest

from simulator.engine import cards, plays
from tests.engine.card_boards import base, board, run
from tests.engine.plays.helpers import FAR, counters, m, played, where

BOXES = {
    "goblins": "Smash Up: Goblins",
    "penguins": "Smash Up: Penguins",
    "knights-of-the-round-table": "Smash Up: Knights of the Round Table",
    "teens": "Smash Up: Teens",
    "slashers": "Smash Up: Slashers",
    "clowns": "Smash Up: Clowns",
}
PRINTINGS = ("original", "pod")


def play_on(bases: list[dict], card: dict, choose: dict | None = None, to: str | None = "b1"):
    data = board(*bases)
    event = {"when": "now", "action": "play", "by": "ann", "card": card}
    if to is not None:
        event["to"] = to
    if choose is not None:
        event["choose"] = choose
    data["events"] = [event]
    return run(data)


def talent(bases: list[dict], card_id: str = "x", choose: dict | None = None) -> dict:
    data = board(*bases)
    event = {"when": "now", "action": "talent", "card": card_id}
    if choose is not None:
        event["choose"] = choose
    data["events"] = [event]
    return run(data)


def two(*cards_b1, b2=()) -> list[dict]:
    return [base("b1", FAR, (3, 2, 1), *cards_b1), base("b2", FAR, (3, 2, 1), *b2)]


def powers(result: dict, base_id: str = "b1") -> dict[str, int]:
    """The power of each card on a base that scored."""
    for scoring in result["scorings"]:
        if scoring["base"] == base_id:
            return scoring["card_powers"]
    raise AssertionError(f"{base_id} did not score")


def assumed(result: dict, index: int = 0) -> dict:
    """The index-th assumed choice of the first event."""
    return [a for a in result["assumed_choices"] if a.get("event") == 0][index]


def extra_plays(result: dict) -> str:
    """The log lines granting extra plays."""
    return "\n".join(e["text"] for e in result["log"] if "extra" in e["text"])


def texts(result: dict) -> str:
    return "\n".join(e["text"] for e in result["log"])


def cm(key: str, card_id: str, power: int = 3, player: str = "ann", **extra) -> dict:
    """A catalog minion in play."""
    data = {"type": "minion", "id": card_id, "owner": player, "card": key, "power": power}
    return {**data, **extra}


def act_card(key: str, card_id: str, player: str = "ann", **extra) -> dict:
    return {"type": "action", "id": card_id, "owner": player, "controller": player, "card": key}


# --- coverage ------------------------------------------------------------------------------------


def test_every_card_record_of_the_small_boxes_has_a_play_entry_in_each_printing():
    keys = [k for k in cards.registered() if k[0].split("/")[0] in BOXES]
    assert len(keys) == 95
    missing = [
        (key, printing)
        for key, scope in keys
        for printing in ((scope,) if scope else PRINTINGS)
        if not plays.is_registered(key, printing)
    ]
    assert missing == []
    boxes = {
        (key, printing): plays.lookup(key, printing).box
        for key, scope in keys
        for printing in ((scope,) if scope else PRINTINGS)
    }
    assert all(box == BOXES[key.split("/")[0]] for (key, _), box in boxes.items())


# --- goblins -----------------------------------------------------------------------------------


def test_a_little_help_heads_an_extra_minion_tails_two_extra_actions():
    card = played("goblins/a-little-help", "action")
    result = play_on(two(), card, {"mode": "tails"})
    assert extra_plays(result).count("extra action") == 2
    assert "extra minion" not in extra_plays(result)
    result = play_on(two(), card)
    assert "extra minion" in extra_plays(result)
    assert assumed(result)["options"] == [{"mode": "heads"}, {"mode": "tails"}]


def test_bushwhacking_heads_destroys_tails_moves():
    for key in ("goblins/bushwhacking", "goblins/bushwacking"):
        card = played(key, "action")
        result = play_on(two(m("a", player="bob")), card, {"card": "a", "mode": "heads"})
        assert "a" not in where(result)
        result = play_on(
            two(m("a", player="bob")), card, {"card": "a", "mode": "tails", "to": "b2"}
        )
        assert where(result)["a"] == "b2"
    result = play_on(two(m("a", player="bob")), played("goblins/bushwhacking", "action"))
    assert "a" not in where(result)
    assert {"card": "a"} in assumed(result)["options"]


def test_demolition_counters_per_heads_and_actions_destroyed_per_tails():
    bases = two(
        m("a"), m("b"), act_card("zombies/overrun", "o1", "bob"), b2=[act_card("x/y", "o2")]
    )
    card = played("goblins/demolition", "action")
    result = play_on(bases, card, {"count": 1, "cards": ["b"], "order": ["o1", "o2"]})
    assert counters(result)["b"] == 1
    assert "o1" not in where(result) and "o2" not in where(result)
    result = play_on(bases, card, {"count": 3, "cards": ["a", "a", "b"]})
    assert counters(result)["a"] == 2 and counters(result)["b"] == 1
    assert "o1" in where(result)
    result = play_on(bases, card)
    assert counters(result)["a"] == 0 and "o1" in where(result)
    assert result["assumed_choices"]


def test_gobbo_a_counter_per_heads_among_a_coin_per_gobbo():
    other = cm("goblins/gobbo", "g2", 2)
    result = play_on(two(other), played("goblins/gobbo"), {"count": 2})
    assert counters(result)["x"] == 2
    result = play_on(two(other), played("goblins/gobbo"), {"count": 3})
    assert counters(result)["x"] == 0 and result["warnings"]
    result = play_on(two(), played("goblins/gobbo"))
    assert counters(result)["x"] == 0
    assert assumed(result)["options"] == [{"count": 0}, {"count": 1}]


def test_he_who_smelt_it_counters_while_heads_and_an_extra_action_on_tails():
    card = played("goblins/he-who-smelt-it", "action")
    bases = two(m("a"), m("b", player="bob"))
    result = play_on(bases, card, {"order": ["a", "b"], "mode": "tails"})
    assert counters(result) == {"a": 1, "b": 0}
    assert "extra action" in extra_plays(result)
    result = play_on(bases, card, {"order": ["a", "b"], "mode": "heads"})
    assert counters(result) == {"a": 1, "b": 1}
    assert "extra action" not in extra_plays(result)
    result = play_on(bases, card)
    assert counters(result) == {"a": 1, "b": 0}
    assert assumed(result)["options"] == [{"order": ["a"]}, {"order": ["b"]}]


def test_revving_up_counters_on_heads_and_plus_two_on_tails():
    card = played("goblins/revving-up", "action")
    bases = [base("b1", 12, (3, 2, 1), m("a", 3), m("b", 3), m("c", 3, player="bob"))]
    result = play_on(bases, card, {"base": "b1", "cards": ["a"]})
    assert powers(result) == {"a": 4, "b": 5, "c": 3}
    result = play_on(bases, card)
    assert powers(result) == {"a": 5, "b": 5, "c": 3}
    assert result["assumed_choices"]


# --- penguins ----------------------------------------------------------------------------------


def top(power: int = 3, card_id: str = "top", kind: str = "minion", **extra) -> dict:
    """A card typed as found in a deck or a discard pile."""
    data = {"type": kind, "id": card_id, "owner": "ann", **extra}
    if kind == "minion":
        data["power"] = power
    return data


@pytest.mark.parametrize(
    "key,printing",
    [
        ("penguins/command-penguin", "original"),
        ("penguins/command-penguin", "pod"),
        ("penguins/the-hatching", "pod"),
        ("penguins/under-the-ice", "original"),
    ],
)
def test_a_minion_off_the_deck_is_played_now(key, printing):
    kind = "minion" if key == "penguins/command-penguin" else "action"
    card = played(key, kind, printing=printing)
    result = play_on(two(), card, {"play": top(), "to": "b2"})
    assert where(result)["top"] == "b2"
    result = play_on(two(), card)
    assert "top" not in where(result)
    assert assumed(result)["choose"] is None


def test_a_wish_for_wings_original_boosts_your_minions_on_a_base_or_plays_emperor():
    card = played("penguins/a-wish-for-wings-that-work", "action", printing="original")
    bases = [base("b1", 10, (3, 2, 1), m("a", 4), m("b", 4), m("c", 2, player="bob"))]
    result = play_on(bases, card, {"base": "b1", "mode": "boost"})
    assert powers(result) == {"a": 5, "b": 5, "c": 2}
    result = play_on(bases, card)
    assert powers(result) == {"a": 5, "b": 5, "c": 2}
    assert assumed(result)["options"] == [{"base": "b1"}]
    emperor = top(card_id="emp", card="penguins/emperor-penguin")
    result = play_on(two(), card, {"base": "b1", "mode": "emperor", "play": emperor})
    assert where(result)["emp"] == "b1"


def test_baby_penguin_original_small_extra_minion_only_off_the_deck():
    card = played("penguins/baby-penguin", printing="original")
    result = play_on(two(), card, {"mode": "deck", "play": top(3)})
    assert where(result)["top"] == "b1"
    result = play_on(two(), card, {"mode": "hand", "play": top(3)})
    assert "top" not in where(result)
    result = play_on(two(), card, {"mode": "deck", "play": top(4)})
    assert "top" not in where(result) and result["warnings"]
    result = play_on(two(), card)
    assert assumed(result)["options"] == [{"mode": "hand"}, {"mode": "deck"}]


def test_baby_penguin_pod_emperor_or_a_small_extra_minion_from_elsewhere():
    card = played("penguins/baby-penguin", printing="pod")
    result = play_on(two(), card, {"mode": "elsewhere", "play": top(3)})
    assert where(result)["top"] == "b1"
    titan = {
        "type": "titan",
        "id": "emp",
        "owner": "ann",
        "card": "penguins/emperor-penguin",
        "power": 3,
    }
    result = play_on(two(), card, {"mode": "emperor", "play": titan})
    assert where(result)["emp"] == "b1"
    result = play_on(two(), card, {"mode": "hand", "play": top(3)})
    assert "top" not in where(result)
    result = play_on(two(), card)
    assert assumed(result)["options"] == [
        {"mode": "hand"},
        {"mode": "elsewhere"},
        {"mode": "emperor"},
    ]


@pytest.mark.parametrize("printing,dst,lands", [("original", "b2", False), ("pod", "b2", True)])
def test_disguise_penguin_talent_goes_under_the_deck_for_a_minion_off_the_top(printing, dst, lands):
    me = cm("penguins/disguise-penguin", "x", 3, printing=printing)
    result = talent(two(me), choose={"play": top(), "to": dst})
    assert "x" not in where(result)
    assert (where(result).get("top") == dst) is lands
    result = talent(two(me), choose={"play": top()})
    assert where(result)["top"] == "b1"
    result = talent(two(me))
    assert "x" not in where(result) and assumed(result)["choose"] is None


def test_emperor_penguin_talent_places_a_counter_on_it():
    titan = {
        "type": "titan",
        "id": "x",
        "owner": "ann",
        "controller": "ann",
        "card": "penguins/emperor-penguin",
        "printing": "pod",
        "power": 3,
    }
    result = talent(two(titan))
    assert counters(result)["x"] == 1


def test_i_cant_tell_them_apart_sends_your_minions_of_a_base_to_the_deck_for_extra_plays():
    card = played("penguins/i-cant-tell-them-apart", "action")
    bases = two(m("a"), m("b"), m("c", player="bob"), b2=[m("d")])
    result = play_on(bases, card, {"cards": ["a", "b"]})
    assert set(where(result)) == {"c", "d"}
    assert extra_plays(result).count("extra minion") == 2
    result = play_on(bases, card, {"cards": ["a", "d"]})
    assert set(where(result)) == {"a", "b", "c", "d"} and result["warnings"]
    result = play_on(bases, card)
    assert set(where(result)) == {"a", "b", "c", "d"}
    assert {"cards": ["a"]} in assumed(result)["options"]


def test_surfing_penguin_may_move_a_minion_from_here_itself_included():
    card = played("penguins/surfing-penguin", power=3)
    result = play_on(two(m("a", player="bob")), card, {"card": "x", "to": "b2"})
    assert where(result)["x"] == "b2"
    result = play_on(two(m("a", player="bob")), card, {"card": "a", "to": "b2"})
    assert where(result)["a"] == "b2"
    result = play_on(two(m("a", player="bob")), card)
    assert where(result) == {"a": "b1", "x": "b1"}
    assert {"card": "x", "to": "b2"} in assumed(result)["options"]


def test_regurgitating_penguin_pod_plays_the_action_only_when_not_the_regular_minion():
    card = played("penguins/regurgitating-penguin", printing="pod")
    action = top(kind="action", card_id="act", card="zombies/overrun")
    result = play_on(two(), card, {"mode": "elsewhere", "play": action, "to": "b2"})
    assert where(result)["act"] == "b2"
    result = play_on(two(), card, {"mode": "hand", "play": action, "to": "b2"})
    assert "act" not in where(result)
    result = play_on(two(), card)
    assert assumed(result)["options"] == [{"mode": "hand"}, {"mode": "elsewhere"}]


# --- knights of the round table ----------------------------------------------------------------

KN = "knights-of-the-round-table/"


def test_a_questing_may_move_the_minion_it_is_played_on():
    card = played(KN + "a-questing", "action", attached_to="a")
    result = play_on(two(m("a")), card, {"to": "b2"}, to=None)
    assert where(result)["a"] == "b2" and where(result)["x"] == "b2"
    result = play_on(two(m("a")), card, to=None)
    assert where(result)["a"] == "b1"
    assert assumed(result)["options"] == [{"to": "b2"}]


MOAI = cm("polynesian-voyagers/moai", "mo", player="bob")


def three(*cards_b1, b2=(MOAI,), b3=()) -> list[dict]:
    """b1, b2 (Bob's Mo'ai: Ann may not move her minions there), b3."""
    return [*two(*cards_b1, b2=b2), base("b3", FAR, (3, 2, 1), *b3)]


def moai_warned(result: dict) -> bool:
    return any("Moai" in w["text"] for w in result["warnings"])


def test_a_questing_and_noble_steed_offer_no_base_that_refuses_the_move():
    card = played(KN + "a-questing", "action", attached_to="a")
    assert assumed(play_on(three(m("a")), card, to=None))["options"] == [{"to": "b3"}]
    result = play_on(three(m("a")), card, {"to": "b2"}, to=None)
    assert where(result)["a"] == "b1" and moai_warned(result)
    steed = act_card(KN + "noble-steed", "x") | {"attached_to": "a"}
    result = talent(three(m("a"), steed))
    assert assumed(result)["options"] == [{"to": "b3"}] and where(result)["a"] == "b3"
    result = talent(three(m("a"), steed), choose={"to": "b2"})
    assert where(result)["a"] == "b1" and moai_warned(result)


def test_a_questing_on_another_players_minion_is_played_without_its_move():
    # "Play on one of your minions": on bob's, the card is played, the move skipped, warned.
    card = played(KN + "a-questing", "action", attached_to="k")
    result = play_on(two(m("k", player="bob")), card, {"to": "b2"}, to=None)
    assert where(result) == {"k": "b1", "x": "b1"}
    assert "one of ann's minions, not on k (bob's)" in result["warnings"][0]["text"]
    assert result["plays"][0]["applied"] is False


def test_noble_steed_talent_moves_its_minion():
    steed = act_card(KN + "noble-steed", "x") | {"attached_to": "a"}
    result = talent(two(m("a"), steed), choose={"to": "b2"})
    assert where(result) == {"a": "b2", "x": "b2"}
    result = talent(two(m("a"), steed))
    assert where(result)["a"] == "b2"
    assert assumed(result)["options"] == [{"to": "b2"}]


def test_guinevere_talent_moves_another_of_your_minions_away():
    bases = two(cm(KN + "guinevere", "x", 4), m("a"), m("c", player="bob"))
    result = talent(bases, choose={"card": "a", "to": "b2"})
    assert where(result)["a"] == "b2"
    result = talent(bases, choose={"card": "c", "to": "b2"})
    assert where(result)["c"] == "b1" and result["warnings"]
    result = talent(bases)
    assert where(result)["a"] == "b2"
    assert assumed(result)["options"] == [{"card": "a", "to": "b2"}]


def test_king_arthur_talent_brings_a_minion_with_a_counter_when_you_have_an_action_here():
    arthur = cm(KN + "king-arthur", "x", 5)
    bases = two(arthur, act_card("x/y", "o"), b2=[m("a")])
    result = talent(bases, choose={"card": "a", "to": "b1"})
    assert where(result)["a"] == "b1" and counters(result)["a"] == 1
    result = talent(two(arthur, b2=[m("a")]), choose={"card": "a", "to": "b1"})
    assert where(result)["a"] == "b1" and counters(result)["a"] == 0
    result = talent(bases)
    assert counters(result)["a"] == 1
    assert assumed(result)["options"] == [{"card": "a", "to": "b1"}]


def test_king_arthur_counts_an_action_on_this_base_not_one_on_a_minion_here():
    # An action of yours on this base: on the base itself, as Percival reads its own
    # condition (the review's arthur.json gave the counter for an action on bob's minion).
    arthur = cm(KN + "king-arthur", "x", 5)
    on_minion = act_card("x/y", "o") | {"attached_to": "k"}
    bases = two(arthur, m("k", 2, player="bob"), on_minion, b2=[m("a")])
    result = talent(bases, choose={"card": "a", "to": "b1"})
    assert where(result)["a"] == "b1" and counters(result)["a"] == 0


def test_percival_talent_moves_it_to_a_base_with_your_action():
    bases = two(cm(KN + "percival", "x", 4), b2=[act_card("x/y", "o")])
    result = talent(bases, choose={"to": "b2"})
    assert where(result)["x"] == "b2"
    result = talent(bases)
    assert where(result)["x"] == "b2"
    assert assumed(result)["options"] == [{"to": "b2"}]


def test_percival_offers_no_base_that_refuses_the_move():
    bases = three(
        cm(KN + "percival", "x", 4),
        b2=[MOAI, act_card("x/y", "o")],
        b3=[act_card("x/y", "o3")],
    )
    result = talent(bases)
    assert assumed(result)["options"] == [{"to": "b3"}] and where(result)["x"] == "b3"
    result = talent(bases, choose={"to": "b2"})
    assert where(result)["x"] == "b1" and moai_warned(result)


@pytest.mark.parametrize("kind,key", [("talent", "merlin"), ("play", "the-lady-of-the-lake")])
def test_an_action_found_is_played_now(kind, key):
    if kind == "talent":
        action = top(kind="action", card_id="act", card="zombies/overrun")
        result = talent(two(cm(KN + key, "x", 4)), choose={"play": action, "to": "b2"})
    else:
        # The Lady of the Lake: an action to be played on a minion.
        action = top(kind="action", card_id="act", card="dinosaurs/upgrade", attached_to="a")
        card = played(KN + key, "action")
        result = play_on(two(b2=[m("a")]), card, {"play": action})
    assert where(result)["act"] == "b2"
    minion = top(3, "mm")
    if kind == "talent":
        result = talent(two(cm(KN + key, "x", 4)), choose={"play": minion, "to": "b2"})
    else:
        result = play_on(two(), played(KN + key, "action"), {"play": minion, "to": "b2"})
    assert "mm" not in where(result) and result["warnings"]
    if kind == "talent":
        result = talent(two(cm(KN + key, "x", 4)))
    else:
        result = play_on(two(), played(KN + key, "action"))
    assert assumed(result)["choose"] is None


def test_merlins_library_talent_three_ways():
    library = act_card(KN + "merlins-library", "x")
    result = talent(two(library, b2=[m("a")]), choose={"mode": "move", "card": "a", "to": "b1"})
    assert where(result)["a"] == "b1"
    result = talent(two(library), choose={"mode": "transfer", "to": "b2"})
    assert where(result)["x"] == "b2"
    result = talent(two(library), choose={"mode": "minion"})
    assert "extra minion" in extra_plays(result)
    result = talent(two(library))
    assert "extra minion" in extra_plays(result)
    assert assumed(result)["options"][0] == {"mode": "minion"}


# --- teens -------------------------------------------------------------------------------------


def test_brain_an_extra_action_only_with_a_slacker_here():
    card = played("teens/brain", power=3)
    result = play_on(two(cm("teens/slacker", "s")), card)
    assert "extra action" in extra_plays(result)
    result = play_on(two(b2=[cm("teens/slacker", "s")]), card)
    assert "extra action" not in extra_plays(result)


def test_jock_two_counters_only_with_a_prep_here():
    card = played("teens/jock", power=3)
    assert counters(play_on(two(cm("teens/prep", "p")), card))["x"] == 2
    assert counters(play_on(two(b2=[cm("teens/prep", "p")]), card))["x"] == 0


def test_rebel_an_extra_minion_here_only_with_a_jock_here():
    card = played("teens/rebel", power=3)
    result = play_on(two(cm("teens/jock", "j")), card)
    assert "extra non-Rebel minion of power 3" in extra_plays(result)
    result = play_on(two(), card)
    assert "extra non-Rebel minion" not in extra_plays(result)


def test_rebel_extra_minion_has_power_3_exactly_and_is_not_a_rebel():
    # Rebel's extra minion (power 3, not a Rebel): given in choose.play, played now, checked.
    card = played("teens/rebel", power=3)
    jock = cm("teens/jock", "j")
    result = play_on(two(jock), card, {"play": top(3, "t")})
    assert where(result)["t"] == "b1" and result["warnings"] == []
    result = play_on(two(jock), card, {"play": top(1, "w")})
    assert "w" not in where(result)
    assert "w has 1 power" in result["warnings"][0]["text"]
    result = play_on(two(jock), card, {"play": top(3, "r2", card="teens/rebel")})
    assert "r2" not in where(result)
    assert "is a Rebel" in result["warnings"][0]["text"]
    # Left to a later play, the extra play granted carries the same check: a later minion of
    # power 3 (not a Rebel) here uses it; one of power 1, or a Rebel, is beyond the turn's plays
    # (Rebel itself was the turn's minion).
    result = play_on(two(jock), card)
    assert "extra non-Rebel minion of power 3 on b1" in extra_plays(result)
    assert result["warnings"] == []
    for later, beyond in (
        (top(3, "t"), False),
        (top(1, "w"), True),
        (cm("teens/rebel", "r2"), True),
    ):
        data = board(*two(jock))
        data["events"] = [
            {"when": "now", "action": "play", "by": "ann", "to": "b1", "card": card},
            {"when": "now", "action": "play", "by": "ann", "to": "b1", "card": later},
        ]
        warned = [w["event"] for w in run(data)["warnings"] if "beyond the plays" in w["text"]]
        assert warned == ([1] if beyond else []), later


def test_slacker_moves_up_to_two_of_your_minions_with_a_rebel_here():
    card = played("teens/slacker", power=3)
    bases = [
        base("b1", FAR, (3, 2, 1), cm("teens/rebel", "r"), m("a")),
        base("b2", FAR, (3, 2, 1)),
        base("b3", FAR, (3, 2, 1)),
    ]
    result = play_on(bases, card, {"order": ["a", "b2", "r", "b3"]})
    assert where(result) == {"a": "b2", "r": "b3", "x": "b1"}
    result = play_on(bases, card, {"order": ["x", "b3"]})
    assert where(result)["x"] == "b3"
    result = play_on(bases, card, {"order": ["a", "b1"]})
    assert where(result)["a"] == "b1" and result["warnings"]
    result = play_on(bases, card)
    assert where(result)["a"] == "b1"
    assert {"order": ["a", "b2"]} in assumed(result)["options"]
    bases[0]["cards"] = [m("a")]
    result = play_on(bases, card, {"order": ["a", "b2"]})
    assert where(result)["a"] == "b1"


def test_brunch_bunch_one_effect_per_name_of_your_power_3_minions_there():
    card = played("teens/brunch-bunch", "action")
    bases = [
        base("b1", FAR, (3, 2, 1), cm("teens/jock", "j"), cm("teens/prep", "p")),
        base("b2", FAR, (3, 2, 1), m("a", 2), m("c", player="bob")),
    ]
    result = play_on(bases, card, {"base": "b1", "order": ["move", "minion"], "card": "a"})
    assert where(result)["a"] == "b1"
    assert "extra minion" in extra_plays(result)
    result = play_on(bases, card, {"base": "b2", "order": ["move"], "card": "j"})
    assert where(result)["j"] == "b1" and result["warnings"]
    result = play_on(bases, card, {"base": "b1", "order": ["move", "draw", "boost"], "card": "a"})
    assert where(result)["a"] == "b2" and result["warnings"]
    result = play_on(bases, card)
    assert assumed(result)["options"] == [{"base": "b1"}, {"base": "b2"}]
    bases[0]["breakpoint"] = 8
    result = play_on(bases, card, {"base": "b1", "order": ["boost"], "cards": ["p"]})
    assert powers(result) == {"j": 3, "p": 5}


def test_brunch_bunch_extra_minion_has_power_3_exactly():
    # Brunch Bunch's extra minion of power 3: given in choose.play (and "to"), played now,
    # checked; left to a later play, granted as "power 3 or less there" and warned.
    card = played("teens/brunch-bunch", "action")
    bases = two(cm("teens/jock", "j"))
    chosen = {"base": "b1", "order": ["minion"], "to": "b1"}
    result = play_on(bases, card, chosen | {"play": top(3, "t")}, to=None)
    assert where(result)["t"] == "b1" and result["warnings"] == []
    result = play_on(bases, card, chosen | {"play": top(1, "w")}, to=None)
    assert "w" not in where(result)
    assert "w has 1 power" in result["warnings"][0]["text"]
    result = play_on(bases, card, {"base": "b1", "order": ["minion"]}, to=None)
    assert "extra minion of power 3 on b1" in extra_plays(result)
    assert result["warnings"] == []


@pytest.mark.parametrize("key", ["teens/new-kid", "teens/strange-science"])
def test_a_minion_of_power_3_is_played_now(key):
    card = played(key, "action")
    result = play_on(two(), card, {"play": top(3), "to": "b2"})
    assert where(result)["top"] == "b2"
    result = play_on(two(), card, {"play": top(2), "to": "b2"})
    assert "top" not in where(result) and result["warnings"]
    assert assumed(play_on(two(), card))["choose"] is None


def test_principals_office_returns_one_of_yours_then_may_play_a_power_3_minion():
    card = played("teens/principals-office", "action")
    bases = two(m("a"), m("c", player="bob"))
    result = play_on(bases, card, {"card": "a", "play": top(3, "h"), "to": "b2"})
    assert where(result) == {"h": "b2", "c": "b1"}
    result = play_on(bases, card)
    assert "a" not in where(result)
    assert assumed(result)["options"] == [{"card": "a"}]


def test_principals_office_may_play_the_minion_it_returned_again():
    # The returned minion (printed power 3) is in no hand an event could name: "to" alone plays
    # it again at once, as Doctor When does; it leaves the hand (the review's princ2.json kept
    # it in the hand as well as in play).
    card = played("teens/principals-office", "action")
    bases = two(cm("teens/jock", "a"))
    result = play_on(bases, card, {"card": "a", "to": "b2"}, to=None)
    assert where(result) == {"a": "b2"}
    assert result["board"]["hands"]["ann"] == [] and result["warnings"] == []
    result = play_on(bases, card, to=None)
    assert "a" not in where(result)
    assert assumed(result, 1)["options"] == [{"to": "b1"}, {"to": "b2"}]
    # Printed power 2: not one it may play.
    result = play_on(two(m("a", 2)), card, {"card": "a", "to": "b2"}, to=None)
    assert "a" not in where(result) and "a has 2 power" in result["warnings"][0]["text"]


# --- slashers ----------------------------------------------------------------------------------


def test_brutal_attack_destroys_a_small_minion_near_yours_then_may_boost_a_slasher():
    card = played("slashers/brutal-attack", "action")
    jonas = cm("slashers/jonas", "j", 5)
    bases = [
        base("b1", 8, (3, 2, 1), jonas, m("v", 3, player="bob")),
        base("b2", FAR, (3, 2, 1), m("w", 2, player="bob")),
    ]
    result = play_on(bases, card, {"card": "v", "cards": ["j"]})
    assert powers(result) == {"j": 8}
    result = play_on(bases, card, {"card": "w"})
    assert "w" in where(result) and result["warnings"]
    result = play_on(bases, card)
    assert "v" not in where(result)
    assert assumed(result)["options"] == [{"card": "v"}]


def test_ch_ch_ch_ha_ha_ha_moves_one_of_yours_then_an_extra_action_or_the_deck():
    card = played("slashers/ch-ch-ch-ha-ha-ha", "action")
    result = play_on(two(m("a")), card, {"card": "a", "to": "b2", "mode": "action"})
    assert where(result)["a"] == "b2" and "extra action" in extra_plays(result)
    result = play_on(two(m("a")), card, {"card": "a", "to": "b2", "mode": "deck"})
    assert "extra action" not in extra_plays(result)
    result = play_on(two(m("a")), card)
    assert where(result)["a"] == "b2"
    assert assumed(result)["options"] == [{"card": "a", "to": "b2"}]


def test_clawed_glove_talent_gives_a_minion_here_minus_one():
    glove = act_card("slashers/clawed-glove", "x") | {"attached_to": "a"}
    bases = [base("b1", 6, (3, 2, 1), m("a", 3), glove, m("c", 4, player="bob"))]
    result = talent(bases, choose={"card": "c"})
    assert powers(result) == {"a": 3, "c": 3}
    result = talent([base("b1", 6, (3, 2, 1), m("a", 3), glove, m("c", 4, player="bob"))])
    assert powers(result) == {"a": 2, "c": 4}
    assert assumed(result)["options"] == [{"card": "a"}, {"card": "c"}]


def test_frederick_talent_weakens_rivals_here_and_may_destroy_a_tiny_minion():
    fred = cm("slashers/frederick", "x", 5)
    bases = two(fred, m("a", 2), m("c", 2, player="bob"), m("d", 3, player="bob"))
    result = talent(bases, choose={"card": "c"})
    assert set(where(result)) == {"x", "a", "d"}
    result = talent(bases)
    assert set(where(result)) == {"x", "a", "c", "d"}
    assert {"card": "c"} in assumed(result)["options"]


def test_tackhead_talent_destroys_a_minion_with_puzzle_box():
    tack = cm("slashers/tackhead", "x", 5)
    box = act_card("slashers/puzzle-box", "pb", "bob") | {"attached_to": "c"}
    bases = two(tack, m("c", 3, player="bob"), box, m("d", 3, player="bob"))
    result = talent(bases, choose={"mode": "destroy", "card": "c"})
    assert "c" not in where(result)
    result = talent(bases, choose={"mode": "destroy", "card": "d"})
    assert "d" in where(result) and result["warnings"]
    result = talent(bases, choose={"mode": "transfer"})
    assert "c" in where(result) and result["warnings"]
    result = talent(bases)
    assert "c" not in where(result)
    assert assumed(result)["options"] == [{"mode": "destroy"}, {"mode": "transfer"}]


def test_machete_talent_moves_its_minion_to_a_base_with_a_rival_minion():
    machete = act_card("slashers/machete", "x") | {"attached_to": "a"}
    bases = [
        base("b1", FAR, (3, 2, 1), m("a"), machete),
        base("b2", FAR, (3, 2, 1)),
        base("b3", FAR, (3, 2, 1), m("c", player="bob")),
    ]
    result = talent(bases, choose={"to": "b3"})
    assert where(result)["a"] == "b3"
    result = talent(bases, choose={"to": "b2"})
    assert where(result)["a"] == "b1" and result["warnings"]
    result = talent(bases)
    assert where(result)["a"] == "b3"
    assert assumed(result)["options"] == [{"to": "b3"}]


def test_machete_offers_no_base_that_refuses_the_move():
    machete = act_card("slashers/machete", "x") | {"attached_to": "a"}
    bases = three(m("a"), machete, b3=[m("c", player="bob")])
    result = talent(bases)
    assert assumed(result)["options"] == [{"to": "b3"}] and where(result)["a"] == "b3"
    result = talent(bases, choose={"to": "b2"})
    assert where(result)["a"] == "b1" and moai_warned(result)


@pytest.mark.parametrize(
    "key,attached",
    [
        ("slashers/he-was-a-good-boy", False),
        ("slashers/origin-story", False),
        ("slashers/hide-in-the-laundry", True),
    ],
)
def test_slasher_actions_that_give_an_extra_action(key, attached):
    extra = {"attached_to": "c"} if attached else {}
    card = played(key, "action", **extra)
    result = play_on(two(m("c", player="bob")), card, to=None)
    assert "extra action" in extra_plays(result)


def test_hide_in_the_laundry_on_your_own_minion_gives_no_extra_action():
    # Played on another player's minion, it grants an extra action.
    card = played("slashers/hide-in-the-laundry", "action", attached_to="a")
    result = play_on(two(m("a")), card, to=None)
    assert "may play an extra action" not in extra_plays(result)
    assert "another player's minion than ann's, not on a" in result["warnings"][0]["text"]


def test_improvised_weapon_destroys_the_action_it_played_at_the_end_of_the_turn():
    # The action it played is destroyed as the turn ends: it stays in play for this turn's
    # scorings, then is destroyed as the turn ends (Improvised Weapon, a one-shot, acts as a
    # lasting effect); nothing left to type.
    action = top(kind="action", card_id="act", card="goblins/magic-helmet", attached_to="a")
    result = play_on(two(m("a")), played("slashers/improvised-weapon", "action"), {"play": action})
    assert "act" not in where(result) and where(result)["a"] == "b1"
    assert result["not_simulated"] == []
    assert [p["applied"] for p in result["plays"] if p["card"] == "x"] == [True]
    destroyed = [e for e in result["log"] if "act" in e["text"] and "destroyed" in e["text"]]
    assert destroyed and "(improvised-weapon)" in destroyed[-1]["text"]
    # A board whose turn does not end (end_of_turn false) keeps it.
    data = board(*two(m("a")))
    data["end_of_turn"] = False
    event = {"when": "now", "action": "play", "by": "ann", "to": "b1"}
    event["card"] = played("slashers/improvised-weapon", "action")
    event["choose"] = {"play": action}
    data["events"] = [event]
    assert where(run(data))["act"] == "b1"
    # Nothing played: nothing to destroy.
    result = play_on(two(m("a")), played("slashers/improvised-weapon", "action"))
    assert result["not_simulated"] == []


@pytest.mark.parametrize("key", ["slashers/improvised-weapon", "slashers/the-end"])
def test_a_play_on_minion_action_drawn_may_be_played_now(key):
    action = top(kind="action", card_id="act", card="x/y", attached_to="a")
    data = board(*two(m("a")))
    # The turn does not end: Improvised Weapon's action stays (it is destroyed as it ends).
    data["end_of_turn"] = False
    event = {
        "when": "now",
        "action": "play",
        "by": "ann",
        "to": "b1",
        "card": played(key, "action"),
    }
    data["events"] = [{**event, "choose": {"play": action}}]
    assert where(run(data))["act"] == "b1"
    result = play_on(two(m("a")), played(key, "action"))
    assert "act" not in where(result) and assumed(result)["choose"] is None


def test_oh_noooooo_gives_one_of_your_minions_plus_three():
    card = played("slashers/oh-noooooo", "action")
    bases = [base("b1", 9, (3, 2, 1), m("a", 3), m("b", 3), m("c", 3, player="bob"))]
    result = play_on(bases, card, {"card": "b"})
    assert powers(result) == {"a": 3, "b": 6, "c": 3}
    result = play_on(bases, card)
    assert powers(result) == {"a": 6, "b": 3, "c": 3}
    assert assumed(result)["options"] == [{"card": "a"}, {"card": "b"}]


# --- clowns ------------------------------------------------------------------------------------


def test_banana_peel_moves_up_to_two_of_yours_together_and_an_extra_action_from_the_discard():
    card = played("clowns/banana-peel", "action")
    bases = two(m("a"), m("b"), b2=[m("d")])
    result = play_on(bases, card, {"cards": ["a", "b"], "to": "b2", "mode": "discard"})
    assert where(result) == {"a": "b2", "b": "b2", "d": "b2"}
    assert "extra action" in extra_plays(result)
    result = play_on(bases, card, {"cards": ["a", "d"], "to": "b2", "mode": "hand"})
    assert where(result)["a"] == "b1" and result["warnings"]
    assert "extra action" not in extra_plays(result)
    result = play_on(bases, card)
    assert where(result)["a"] == "b1"
    assert {"cards": ["a"]} in assumed(result)["options"]


def test_clown_car_an_extra_action_only_from_the_discard_pile():
    card = played("clowns/clown-car", "action")
    assert "extra action" in extra_plays(play_on(two(), card, {"mode": "discard"}))
    result = play_on(two(), card)
    assert "extra action" not in extra_plays(result)
    assert assumed(result)["options"] == [{"mode": "hand"}, {"mode": "discard"}]


def test_clown_in_a_box_extra_minion_of_power_3_or_4_from_the_discard_pile():
    card = played("clowns/clown-in-a-box", "action")
    assert "power 4 or less" in extra_plays(play_on(two(), card, {"mode": "discard"}))
    result = play_on(two(), card)
    assert "power 3 or less" in extra_plays(result)
    assert assumed(result)["options"] == [{"mode": "hand"}, {"mode": "discard"}]


def test_clown_pyramid_plus_one_per_minion_of_yours_at_its_base_and_an_extra_action():
    card = played("clowns/clown-pyramid", "action")
    bases = [base("b1", 7, (3, 2, 1), m("a", 2), m("b", 2), m("c", 1, player="bob"))]
    result = play_on(bases, card, {"card": "b"})
    assert powers(result) == {"a": 2, "b": 4, "c": 1}
    assert "extra action" in extra_plays(result)
    result = play_on(bases, card)
    assert powers(result) == {"a": 4, "b": 2, "c": 1}
    assert assumed(result)["options"] == [{"card": "a"}, {"card": "b"}]


def test_pie_in_the_face_plus_two_or_four_from_the_discard_pile():
    card = played("clowns/pie-in-the-face", "action")
    bases = [base("b1", 9, (3, 2, 1), m("a", 3), m("c", 2, player="bob"))]
    result = play_on(bases, card, {"card": "a", "mode": "discard"})
    assert powers(result) == {"a": 7, "c": 2}
    bases[0]["breakpoint"] = 7
    result = play_on(bases, card, {"card": "a", "mode": "hand"})
    assert powers(result) == {"a": 5, "c": 2}
    result = play_on(bases, card)
    assert powers(result) == {"a": 5, "c": 2}
    assert {"card": "a"} in assumed(result, 1)["options"]


def test_mime_and_nickelsmart_play_a_standard_action_of_the_discard_pile_now():
    # The Hyenas, a standard action: its own choice comes from choose.then.
    action = top(kind="action", card_id="act", card="the-lion-king/the-hyenas")
    choose = {"play": action, "then": {"card": "o"}}
    result = play_on(two(b2=[m("o", 3, player="bob")]), played("clowns/mime", power=3), choose)
    assert "o" not in where(result) and result["warnings"] == []
    result = play_on(two(), played("clowns/mime", power=3))
    assert "act" not in where(result) and assumed(result)["choose"] is None
    result = talent(
        two(cm("clowns/nickelsmart", "x", 4), b2=[m("o", 3, player="bob")]), choose=choose
    )
    assert "o" not in where(result) and result["warnings"] == []
    result = talent(two(cm("clowns/nickelsmart", "x", 4)))
    assert "act" not in where(result) and assumed(result)["choose"] is None


def test_a_card_played_from_a_deck_or_a_discard_pile_is_no_card_of_a_hand():
    # Mime plays a standard action of the discard pile: The Hyenas of ann's hand is refused.
    data = board(base("b1", FAR, (3, 2, 1), m("o", 3, player="bob")))
    data["hands"] = {"ann": [{"id": "hy", "type": "action", "card": "the-lion-king/the-hyenas"}]}
    data["events"] = [
        {
            "when": "now",
            "action": "play",
            "by": "ann",
            "to": "b1",
            "card": played("clowns/mime", power=3),
            "choose": {"play": "hy", "then": {"card": "o"}},
        }
    ]
    result = run(data)
    assert where(result) == {"x": "b1", "o": "b1"}
    assert any("is a card of a hand" in w["text"] for w in result["warnings"])


def test_mime_and_nickelsmart_refuse_an_action_that_is_not_a_standard_action():
    # "a standard action": not an Ongoing played on a base, nor a modifier on a minion.
    overrun = top(kind="action", card_id="act", card="zombies/overrun")
    helmet = top(kind="action", card_id="act", card="goblins/magic-helmet", attached_to="a")
    for action, choose in ((overrun, {"to": "b2"}), (helmet, {})):
        choose = {"play": action, **choose}
        result = play_on(two(m("a")), played("clowns/mime", power=3), choose)
        assert "act" not in where(result)
        assert "is not a standard action" in result["warnings"][0]["text"]
        result = talent(two(cm("clowns/nickelsmart", "x", 4), m("a")), choose=choose)
        assert "act" not in where(result)
        assert "is not a standard action" in result["warnings"][0]["text"]


@pytest.mark.parametrize(
    "key",
    [
        "slashers/the-end",
        "slashers/improvised-weapon",
        "knights-of-the-round-table/the-lady-of-the-lake",
    ],
)
def test_a_standard_action_is_refused_where_a_play_on_minion_action_is_played(key):
    # The Hyenas is no action played on a minion: bob's o stays, and a warning says why.
    action = top(kind="action", card_id="act", card="the-lion-king/the-hyenas")
    bases = two(m("a"), m("o", 3, player="bob"))
    result = play_on(bases, played(key, "action"), {"play": action, "then": {"card": "o"}})
    assert where(result)["o"] == "b1"
    assert "is not an action played on a minion" in result["warnings"][0]["text"]
    assert [p["applied"] for p in result["plays"] if p["card"] == "x"] == [False]


def test_fredericks_minus_one_is_the_bases_for_the_turn():
    # Its Talent's -1 is a lasting effect of its base, as Shrug It Off's: bob's d (3) moved
    # away afterwards is 3 again, bob's e (3) moved there has -1.
    fred = cm("slashers/frederick", "x", 5)
    bases = two(fred, m("d", 3, player="bob"), b2=[m("e", 3, player="bob")])
    data = board(*bases)
    data["events"] = [
        {"when": "now", "action": "talent", "card": "x", "choose": {}},
        {"when": "now", "action": "move", "card": "d", "to": "b2", "by": "bob"},
        {"when": "now", "action": "move", "card": "e", "to": "b1", "by": "bob"},
    ]
    totals = run(data)["totals"]
    assert totals["b1"]["players"]["bob"] == 2
    assert totals["b2"]["players"]["bob"] == 3


def test_a_card_from_your_discard_pile_is_yours():
    # Mime plays a standard action of ITS player's discard pile: bob's Hyenas is refused.
    hyenas = {
        "type": "action",
        "id": "hy",
        "owner": "bob",
        "controller": "bob",
        "card": "the-lion-king/the-hyenas",
    }
    data = board(base("b1", FAR, (3, 2, 1), m("o", 3, player="bob")))
    data["events"] = [
        {
            "when": "now",
            "action": "play",
            "by": "ann",
            "to": "b1",
            "card": played("clowns/mime", power=3),
            "choose": {"play": hyenas, "then": {"card": "o"}},
        }
    ]
    result = run(data)
    assert where(result)["o"] == "b1"
    assert any("not one of ann's" in w["text"] for w in result["warnings"])


def test_demolition_never_destroys_an_action_steam_queen_protects():
    # Steam Queen keeps bob's actions from ann's cards: named, one stays with a warning naming
    # her and the other tails still destroys; never among the options.
    queen = cm("steampunks/steam-queen", "sq", 3, "bob")
    bases = two(m("a"), queen, act_card("x/y", "qa", "bob"), b2=[act_card("x/y", "o2")])
    card = played("goblins/demolition", "action")
    result = play_on(bases, card, {"count": 1, "cards": ["a"], "order": ["qa", "o2"]})
    assert "qa" in where(result) and "o2" not in where(result)
    (warning,) = result["warnings"]
    assert "Steam Queen" in warning["text"]
    result = play_on(bases, card)
    (entry,) = [a for a in result["assumed_choices"] if "order" in a["options"][0]]
    assert {"order": ["qa"]} not in entry["options"] and {"order": ["o2"]} in entry["options"]


def too_tough(minion_id: str) -> dict:
    """Too Tough (POD) on ann's minion: no one can move or destroy it."""
    tough = act_card("orcs/too-tough", "tt")
    return {**tough, "attached_to": minion_id, "printing": "pod"}


def test_brunch_bunch_never_moves_a_minion_too_tough_holds():
    # Named, the minion Too Tough holds stays with a warning naming it; not given, the other
    # one is assumed.
    card = played("teens/brunch-bunch", "action")
    bases = [
        base("b1", FAR, (3, 2, 1), cm("teens/jock", "j")),
        base("b2", FAR, (3, 2, 1), m("a", 2), too_tough("a"), m("c", 2)),
    ]
    result = play_on(bases, card, {"base": "b1", "order": ["move"], "card": "a"})
    assert where(result)["a"] == "b2"
    assert any("Too Tough" in w["text"] for w in result["warnings"])
    result = play_on(bases, card, {"base": "b1", "order": ["move"]})
    assert where(result)["c"] == "b1" and where(result)["a"] == "b2"
    (pick,) = [a for a in result["assumed_choices"] if "card" in a["options"][0]]
    assert pick["options"] == [{"card": "c"}]


def test_banana_peel_leaves_a_minion_too_tough_holds():
    # The other one named still goes; not given, the held one is no option.
    card = played("clowns/banana-peel", "action")
    bases = two(m("a"), too_tough("a"), m("b"))
    result = play_on(bases, card, {"cards": ["a", "b"], "to": "b2", "mode": "hand"})
    assert where(result)["a"] == "b1" and where(result)["b"] == "b2"
    assert any("Too Tough" in w["text"] for w in result["warnings"])
    result = play_on(bases, card)
    (pick,) = [a for a in result["assumed_choices"] if "cards" in a["options"][0]]
    assert pick["options"] == [{"cards": ["b"]}]


def test_bushwhacking_asks_the_protection_of_what_the_coin_does():
    # Heads destroys: Ghost Knight (no one destroys it) is not assumed, and named it stays with
    # a warning naming it. Tails moves: Deep Roots keeps bob's minions on b1 from ann's moves.
    card = played("goblins/bushwhacking", "action")
    knight = cm("astroknights/ghost-knight", "g", 5, "bob")
    roots = act_card("killer-plants/deep-roots", "dr", "bob")
    bases = two(knight, roots, b2=[m("o", player="bob")])
    result = play_on(bases, card, {"card": "g", "mode": "heads"})
    assert where(result)["g"] == "b1"
    assert any("Ghost Knight" in w["text"] for w in result["warnings"])
    # The coin given was read (it chose the protection): no "choose.mode ignored".
    assert not any("choose.mode" in w["text"] for w in result["warnings"])
    result = play_on(bases, card)
    assert "o" not in where(result) and where(result)["g"] == "b1"
    (pick,) = [a for a in result["assumed_choices"] if "card" in a["options"][0]]
    assert pick["options"] == [{"card": "o"}]
    result = play_on(bases, card, {"card": "g", "mode": "tails", "to": "b2"})
    assert where(result)["g"] == "b1"
    assert any("Deep Roots" in w["text"] for w in result["warnings"])
    result = play_on(bases, card, {"card": "o", "mode": "tails", "to": "b1"})
    assert where(result)["o"] == "b1" and result["warnings"] == []


def test_banana_peel_offers_no_base_that_refuses_its_minions():
    # Bob's Mo'ai on b2 keeps ann from moving her minions there: b3 is assumed, not b2.
    card = played("clowns/banana-peel", "action")
    moai = cm("polynesian-voyagers/moai", "mo", 3, "bob")
    bases = [*two(m("a"), m("b"), b2=[moai]), base("b3", FAR, (3, 2, 1))]
    result = play_on(bases, card, {"cards": ["a", "b"], "mode": "hand"})
    assert where(result)["a"] == where(result)["b"] == "b3"
    (pick,) = [a for a in result["assumed_choices"] if "to" in a["options"][0]]
    assert pick["options"] == [{"to": "b3"}]
