"""Bases that act once when "one or more minions" are destroyed (Field of Honor's original
printing, the Crypt): once per effect, however many minions that effect destroys
(abilities/common.first_in_effect). Broadside destroys two minions in one effect; two scripted
destroy events are two effects."""

from __future__ import annotations

from simulator.engine import simulate
from tests.engine.boards import destroy, minion
from tests.engine.card_boards import lookup


def board(first: dict, *events: dict, **extra) -> dict:
    """`first` (a named base), then b2 where bob has two minions of power 2 and ann one."""
    second = {
        "id": "x",
        "breakpoint": 40,
        "vp": [3, 2, 1],
        "cards": [minion("ann", 3, id="a1"), minion("bob", 2, id="b1"), minion("bob", 2, id="b2")],
    }
    return {
        "players": ["ann", "bob"],
        "active_player": "ann",
        "bases": [first, second],
        "events": list(events),
        "end_of_turn": False,
        **extra,
    }


def broadside(to: str) -> dict:
    # Ann's Broadside on `to`: each of bob's minions of power 2 or less there is destroyed.
    card = {"type": "action", "id": "bs", "owner": "ann", "card": "pirates/broadside"}
    return {
        "when": "now",
        "action": "play",
        "card": card,
        "to": to,
        "choose": {"base": to, "player": "bob"},
    }


def run(data: dict) -> dict:
    return simulate(data, card_lookup=lookup)


def honor(*cards: dict) -> dict:
    return {
        "id": "h",
        "base": "field-of-honor",
        "printing": "original",
        "breakpoint": 40,
        "vp": [3, 2, 1],
        "cards": list(cards),
    }


def test_field_of_honor_gives_one_vp_for_one_effect_destroying_two_minions():
    both = honor(minion("bob", 2, id="h1"), minion("bob", 2, id="h2"), minion("ann", 3))
    result = run(board(both, broadside("h")))
    assert [c.get("id") for c in result["board"]["bases"][0]["cards"]] == [None]
    assert result["vp"]["ann"] == 1
    # Two scripted destructions are two effects: 1 VP each.
    result = run(board(both, destroy("h1", "ann"), destroy("h2", "ann")))
    assert result["vp"]["ann"] == 2


def crypt() -> dict:
    return {
        "id": "c",
        "base": "crypt",
        "breakpoint": 40,
        "vp": [3, 2, 1],
        "cards": [minion("ann", 3, id="a0")],
    }


def test_the_crypt_asks_once_for_one_effect_destroying_two_minions():
    give = {"base": "c", "player": "ann", "choose": {"card": "a0"}}
    # Two choices given: the second is not used (one effect, one counter at most).
    result = run(board(crypt(), broadside("x"), choices=[give, give]))
    (a0,) = [c for c in result["board"]["bases"][0]["cards"] if c.get("id") == "a0"]
    assert a0.get("counters") == 1
    # No choice given: one "may" declined, listed once.
    result = run(board(crypt(), broadside("x")))
    assert len([a for a in result["assumed_choices"] if a.get("ability") == "crypt"]) == 1
    # Two scripted destructions: two counters.
    result = run(board(crypt(), destroy("b1", "ann"), destroy("b2", "ann"), choices=[give, give]))
    (a0,) = [c for c in result["board"]["bases"][0]["cards"] if c.get("id") == "a0"]
    assert a0.get("counters") == 2
