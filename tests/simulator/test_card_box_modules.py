"""The catalog walk of the registry for the box modules of Pretty Pretty Smash Up, Munchkin, It's
Your Fault!, Cease and Desist, What Were We Thinking?, Big in Japan, That '70s Expansion and Oops,
You Did It Again (issues 13 and 15): every record of both printings has an entry, and one entry
covers two different printed texts only with a reason. Then a board of real catalog cards."""

from __future__ import annotations

import pytest

from simulator.services import simulate_board
from tests.simulator.test_card_layer import _records, _walk

pytestmark = pytest.mark.django_db

BOXES = {
    "Pretty Pretty Smash Up",
    "Smash Up: Munchkin",
    "It's Your Fault!",
    "Cease and Desist",
    "What Were We Thinking?",
    "Big in Japan",
    "That '70s Expansion",
    "Oops, You Did It Again",
}


def test_every_card_of_these_boxes_has_an_entry():
    boxes, records = _records()
    assert BOXES <= set(boxes.values())
    missing, unexplained = _walk(records, boxes, BOXES)
    assert dict(missing) == {}
    assert unexplained == []


def test_catalog_cards_of_these_boxes_play_with_their_printed_powers():
    # Starlyte (printed 5) has +1 for each other minion of its player here; Sword Lord's +1
    # reaches the Pinkie, which has +1 beside another of its player's minions.
    data = {
        "players": ["ann", "bob"],
        "active_player": "ann",
        "bases": [
            {
                "id": "b1",
                "breakpoint": 10,
                "vp": [3, 2, 1],
                "cards": [
                    {"type": "minion", "id": "s", "owner": "ann", "card": "mythic-horses/starlyte"},
                    {"type": "minion", "id": "p", "owner": "ann", "card": "mythic-horses/pinkie"},
                    {"type": "minion", "id": "b", "owner": "bob", "power": 10},
                ],
            },
            {
                "id": "b2",
                "breakpoint": 30,
                "vp": [3, 2, 1],
                "cards": [
                    {"type": "minion", "id": "sl", "owner": "ann", "card": "orcs/sword-lord"}
                ],
            },
        ],
    }
    result = simulate_board(data)
    [scoring] = result["scorings"]
    # Starlyte 5 + 1 (Pinkie) + 1 (Sword Lord); Pinkie 2 + 1 + 1: 11 against 10.
    assert scoring["card_powers"] == {"s": 7, "p": 4, "b": 10}
    assert [s["player"] for s in scoring["standings"] if s["place"] == 1] == ["ann"]
    assert not [e for e in result["not_simulated"] if e.get("card") in {"s", "p", "sl"}]
