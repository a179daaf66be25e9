"""Catalog cards of the box modules on real catalog records (issues 13 and 15): a board of real
cards plays with their printed powers, and a sample of each kind of entry. That every record has
an entry is the catalog walk of test_card_layer.py."""

from __future__ import annotations

import pytest

from simulator.engine import cards
from simulator.engine.cards.registry import MODELLED, NO_EFFECT, NOT_SIMULATED
from simulator.services import simulate_board

pytestmark = pytest.mark.django_db


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


def test_the_remaining_boxes_model_their_simple_abilities():
    # A sample of each kind: an ongoing bonus, a protection, a breakpoint, a Special, a VP.
    for key, hook in (
        ("grimms-fairy-tales/hansel", "power"),
        ("musketeers/porthos", "protect"),
        ("wraithrustlers/slimy", "breakpoint"),
        ("musketeers/last-stand", "special"),
        ("masters-of-evil/baron-zemo", "after_scoring"),
    ):
        entry = cards.lookup(key, "original")
        assert entry.status == MODELLED and hook in entry.hooks, key
    # One-shots and Play-phase cards carry no hook; unknown texts are not simulated.
    assert cards.lookup("sumo-wrestlers/technique-prize", "pod").status == NO_EFFECT
    pod = cards.lookup("smash-up-all-stars/begin-the-summoning", "pod")
    assert pod.status == NOT_SIMULATED and "unknown" in pod.reason
