"""A card whose text depends on where it was played from (the discard pile, the top of a deck)
takes it from the board when the board says it: a card
its event plays from the listed hand was played from the hand (the session 25 review found Pie in
the Face given +4 and the advisor ranking that first)."""

from __future__ import annotations

import pytest

from tests.simulator.answers import ADVISE, answer

pytestmark = pytest.mark.django_db


def pie_board(choose: dict | None) -> dict:
    """Pie in the Face gives a minion +2 power this turn, +4 when played from the discard
    pile. Ann 4 against Bob 6 on b1
    (breakpoint 10): +2 ties them (3 VP each), +4 would give Ann the base."""
    event = {"when": "now", "action": "play", "card": "pf"}
    if choose is not None:
        event["choose"] = choose
    return {
        "players": ["ann", "bob"],
        "active_player": "ann",
        "hands": {"ann": [{"id": "pf", "card": "clowns/pie-in-the-face"}]},
        "bases": [
            {
                "id": "b1",
                "breakpoint": 10,
                "vp": [3, 2, 1],
                "cards": [
                    {"type": "minion", "id": "a1", "owner": "ann", "power": 4},
                    {"type": "minion", "id": "x", "owner": "bob", "power": 6},
                ],
            }
        ],
        "events": [event],
    }


def test_a_hand_card_played_by_its_event_was_played_from_the_hand(client):
    result = answer(client, pie_board({"card": "a1", "mode": "discard"}))
    assert result["vp"] == {"ann": 3, "bob": 3}
    (warning,) = result["warnings"]
    assert "its event plays it from ann's hand" in warning["text"]
    assert "main de ann" in warning["text_fr"]
    # Not given: nothing to assume, the hand it is.
    result = answer(client, pie_board({"card": "a1"}))
    assert result["vp"] == {"ann": 3, "bob": 3}
    assert result["assumed_choices"] == [] and result["warnings"] == []


def test_a_card_object_played_keeps_its_mode_asked(client):
    # A card object (not a card of the listed hand): the board does not say, "mode" decides.
    data = pie_board({"card": "a1", "mode": "discard"})
    data["hands"] = {"ann": []}
    data["events"][0]["card"] = {
        "type": "action",
        "id": "pf",
        "owner": "ann",
        "card": "clowns/pie-in-the-face",
    }
    result = answer(client, data)
    assert result["vp"] == {"ann": 3, "bob": 2}
    assert result["warnings"] == []


def test_the_advisor_does_not_advise_a_place_the_card_was_not_played_from(client):
    data = pie_board(None)
    del data["events"]
    advice = answer(client, data, ADVISE)
    for play in advice["plays"]:
        for event in play["events"]:
            assert (event.get("choose") or {}).get("mode") != "discard"
    assert advice["plays"][0]["vp"] == {"ann": 3, "bob": 3}
