"""Every registered play ability, played on a busy board without and with a decision: the
engine answers (no crash), lists the play in `plays`, and keeps its promises (issue 27).

A guard over every box module's entries: a helper that reads a missing choose key, a target no
longer in play or a base that left must still give an answer.
"""

from __future__ import annotations

import copy

import pytest

from simulator.engine import plays, simulate
from tests.engine.card_boards import lookup

ENTRIES = sorted(
    {
        (key, printing or "original", entry.status)
        for (key, printing), entry in plays.registered().items()
    }
)


def busy_board(card: dict, choose: dict | None) -> dict:
    def m(owner, card_id, power):
        return {"type": "minion", "id": card_id, "owner": owner, "power": power}

    event = {"when": "now", "action": "play", "by": "ann", "to": "b1", "card": card}
    if choose is not None:
        event["choose"] = choose
    return {
        "players": ["ann", "bob", "cy"],
        "active_player": "ann",
        "madness": {"ann": 0, "bob": 0, "cy": 0},
        "hand_size": {"ann": 3, "bob": 3, "cy": 3},
        "bases": [
            {
                "id": "b1",
                "breakpoint": 12,
                "vp": [3, 2, 1],
                "cards": [m("ann", "a1", 3), m("bob", "b1m", 2), m("cy", "c1", 5)],
            },
            {
                "id": "b2",
                "breakpoint": 40,
                "vp": [4, 2, 1],
                "cards": [m("ann", "a2", 1), m("bob", "b2m", 4)],
            },
            {"id": "b3", "breakpoint": 40, "vp": [2, 1, 0], "cards": []},
        ],
        "events": [event],
    }


@pytest.mark.parametrize(
    ("key", "printing", "status"), ENTRIES, ids=[f"{e[0]}@{e[1]}" for e in ENTRIES]
)
@pytest.mark.parametrize("kind", ["minion", "action"])
def test_every_entry_answers_with_and_without_a_decision(key, printing, status, kind):
    card = {"type": kind, "id": "x", "owner": "ann", "card": key, "printing": printing}
    if kind == "minion":
        card["power"] = 3
    for choose in (None, {}, {"card": "b1m"}, {"card": "b1m", "to": "b2"}):
        result = simulate(copy.deepcopy(busy_board(card, choose)), card_lookup=lookup)
        assert "error" not in result
        [entry] = [p for p in result["plays"] if p["card"] == "x"]
        if status == plays.NOT_SIMULATED:
            assert entry["applied"] is False
            assert any(n.get("card") == "x" for n in result["not_simulated"])
        if not entry["applied"]:
            assert entry["reason"] and entry["reason_fr"]
        for assumed in result["assumed_choices"]:
            if assumed.get("event") == 0 and "options" in assumed:
                assert len(assumed["options"]) <= 20
