"""Play abilities of That '70s Expansion (issue 28): every card of Disco Dancers, Kung Fu
Fighters, Truckers and Vigilantes, both printings, has a play entry; each applied one acts on
the board with a given choose, and a decision left out is assumed and listed."""

from __future__ import annotations

import pytest

from simulator.engine import cards, plays
from tests.engine.card_boards import base, board, card, run, typed

FACTIONS = ("disco-dancers", "kung-fu-fighters", "truckers", "vigilantes")
PRINTINGS = ("original", "pod")
FAR = 40  # a breakpoint no test reaches


def played(key: str, kind: str = "minion", power: int = 2, **extra) -> dict:
    """The card ann plays (id "x")."""
    data = {"type": kind, "id": "x", "owner": "ann", "card": key, **extra}
    if kind == "minion":
        data["power"] = power
    else:
        data["controller"] = "ann"
    return data


def action(player: str, key: str, card_id: str, **extra) -> dict:
    return card("action", player, key, card_id, **extra)


def play_on(bases: list[dict], played_card: dict, choose: dict | None = None, **extra) -> dict:
    data = board(*bases, **extra)
    event = {"when": "now", "action": "play", "by": "ann", "to": "b1", "card": played_card}
    if choose is not None:
        event["choose"] = choose
    data["events"] = [event]
    return run(data)


def talent(bases: list[dict], card_id: str, choose: dict | None = None, **extra) -> dict:
    data = board(*bases, **extra)
    event = {"when": "now", "action": "talent", "card": card_id}
    if choose is not None:
        event["choose"] = choose
    data["events"] = [event]
    return run(data)


def cards_of(result: dict) -> dict[str, dict]:
    return {c["id"]: c for b in result["board"]["bases"] for c in b["cards"] if "id" in c}


def counters(result: dict) -> dict[str, int]:
    return {i: c.get("counters", 0) for i, c in cards_of(result).items()}


def where(result: dict) -> dict[str, str]:
    return {c["id"]: b["id"] for b in result["board"]["bases"] for c in b["cards"] if "id" in c}


def power(result: dict, card_id: str) -> int:
    """The power of a card at the end of the turn (its base scores: breakpoint reached)."""
    for scoring in result["scorings"]:
        if card_id in scoring["card_powers"]:
            return scoring["card_powers"][card_id]
    raise AssertionError(f"{card_id} did not score")


def assumed(result: dict) -> dict:
    (entry,) = [a for a in result["assumed_choices"] if a.get("event") == 0]
    return entry


def grants(result: dict) -> list[str]:
    return [line for line in result["log"] if "extra" in str(line).lower()]


def m(card_id: str, power: int = 3, player: str = "ann", **extra) -> dict:
    return typed(player, power, card_id, **extra)


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


def beyond(result: dict) -> list[int]:
    """The events warned as plays beyond the plays of the turn."""
    return [w["event"] for w in result["warnings"] if "beyond the plays" in w["text"]]


def events_then(first: dict, *more: dict, bases: list[dict] | None = None) -> dict:
    """A board where ann plays `first` on b1, then each of `more` (card objects) on b1."""
    data = board(*(bases or [base("b1", FAR, (3, 2, 1), m("a"))]))
    data["events"] = [
        {"when": "now", "action": "play", "by": "ann", "to": "b1", "card": c}
        for c in (first, *more)
    ]
    return data


def typed_action(card_id: str) -> dict:
    return {"type": "action", "id": card_id, "owner": "ann", "controller": "ann"}


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
