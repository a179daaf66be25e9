"""A card that grants extra plays plays at once the card its `choose.play` names, checked
against the grant (README, the play phase), whichever way its play module grants them: the
session 25 review found Clown in a Box, Microbot Fixer, Bardling... granting only and warning
the named card "ignored", and Ghostly Arrival spending both its grants on one card."""

from __future__ import annotations

import pytest

from tests.simulator.answers import answer

pytestmark = pytest.mark.django_db


def clown_in_a_box_board(named: dict | str) -> dict:
    """Clown in a Box grants an extra minion of power 3 or less. Bob has 5 on b1 (breakpoint
    8); Ann's minion of the turn is already played. Her 3 played now makes b1 score: Bob 3 VP,
    Ann 2."""
    return {
        "players": ["ann", "bob"],
        "active_player": "ann",
        "plays_made": {"minion": 1},
        "hands": {
            "ann": [
                {"id": "cb", "card": "clowns/clown-in-a-box"},
                {"id": "m3", "type": "minion", "power": 3},
                {"id": "m4", "type": "minion", "power": 4},
                {"id": "ac", "type": "action"},
            ]
        },
        "bases": [
            {
                "id": "b1",
                "breakpoint": 8,
                "vp": [3, 2, 1],
                "cards": [{"type": "minion", "id": "bb", "owner": "bob", "power": 5}],
            }
        ],
        "events": [
            {"when": "now", "action": "play", "card": "cb", "choose": {"play": named, "to": "b1"}}
        ],
    }


def where(result: dict) -> dict[str, str]:
    return {c["id"]: b["id"] for b in result["board"]["bases"] for c in b["cards"] if "id" in c}


def test_clown_in_a_box_plays_the_minion_its_choose_names_at_once(client):
    result = answer(client, clown_in_a_box_board("m3"))
    assert result["vp"] == {"ann": 2, "bob": 3}
    assert [p["card"] for p in result["plays"]] == ["m3", "cb"]
    assert all(p["applied"] for p in result["plays"])
    assert result["warnings"] == []
    assert [c["id"] for c in result["board"]["hands"]["ann"]] == ["m4", "ac"]


def test_a_named_card_the_grant_does_not_allow_is_refused_and_the_grant_kept(client):
    # A 4-power minion is not "of power 3 or less": refused with the reason, kept in the hand.
    result = answer(client, clown_in_a_box_board("m4"))
    assert "m4" not in where(result)
    (warning,) = result["warnings"]
    assert "m4" in warning["text"] and "power" in warning["text"]
    # An action is not of the kind it grants: refused as such (not "ignored").
    result = answer(client, clown_in_a_box_board("ac"))
    (warning,) = result["warnings"]
    assert "cannot play ac now" in warning["text"]
    assert "ignored" not in warning["text"]
    # The grant is still there for a later play event.
    data = clown_in_a_box_board("ac")
    data["events"].append({"when": "now", "action": "play", "card": "m3", "to": "b1"})
    result = answer(client, data)
    assert result["vp"] == {"ann": 2, "bob": 3}
    assert not any("beyond" in w["text"] for w in result["warnings"])


def test_microbot_fixer_plays_the_named_microbot_with_its_own_decision(client):
    # Microbot Fixer, the turn's first minion, grants an extra minion. The Microbot Guard named
    # plays now and destroys Bob's 2 ("then"), Microbot Alpha making every minion of Ann's a
    # Microbot.
    data = {
        "players": ["ann", "bob"],
        "active_player": "ann",
        "hands": {
            "ann": [
                {"id": "fx", "card": "robots/microbot-fixer"},
                {"id": "mg", "card": "robots/microbot-guard"},
            ]
        },
        "bases": [
            {
                "id": "b1",
                "breakpoint": 30,
                "vp": [3, 2, 1],
                "cards": [
                    {"type": "minion", "id": "al", "owner": "ann", "card": "robots/microbot-alpha"},
                    {"type": "minion", "id": "bb2", "owner": "bob", "power": 2},
                ],
            }
        ],
        "events": [
            {
                "when": "now",
                "action": "play",
                "card": "fx",
                "to": "b1",
                "choose": {"play": "mg", "to": "b1", "then": {"card": "bb2"}},
            }
        ],
    }
    result = answer(client, data)
    assert set(where(result)) == {"al", "fx", "mg"}
    assert result["warnings"] == []


def test_ghostly_arrival_spends_one_grant_on_the_named_card_and_keeps_the_other(client):
    # Ghostly Arrival grants an extra minion and an extra action. A minion named
    # takes the minion grant; the action played next takes the action grant, not beyond the
    # turn's plays (Ann already played her minion and her action is Ghostly Arrival).
    data = {
        "players": ["ann", "bob"],
        "active_player": "ann",
        "plays_made": {"minion": 1, "action": 0},
        "hands": {
            "ann": [
                {"id": "g", "card": "ghosts/ghostly-arrival"},
                {"id": "au", "card": "dinosaurs/augmentation"},
                {"id": "w", "card": "zombies/walker"},
            ]
        },
        "bases": [
            {
                "id": "b1",
                "breakpoint": 10,
                "vp": [3, 2, 1],
                "cards": [
                    {"type": "minion", "id": "a3", "owner": "ann", "power": 3},
                    {"type": "minion", "id": "bb4", "owner": "bob", "power": 4},
                ],
            }
        ],
        "events": [
            {"when": "now", "action": "play", "card": "g", "choose": {"play": "w", "to": "b1"}},
            {"when": "now", "action": "play", "card": "au", "choose": {"card": "a3"}},
        ],
    }
    result = answer(client, data)
    assert result["warnings"] == []
    assert all(p["applied"] for p in result["plays"])
    # a3 3 + 4, the Walker 2: 9 against 4 on b1 (breakpoint 10 reached at 13).
    assert result["vp"] == {"ann": 3, "bob": 2}
    # The action named instead: the action grant takes it, the minion grant stays.
    data["events"] = [
        {
            "when": "now",
            "action": "play",
            "card": "g",
            "choose": {"play": "au", "then": {"card": "a3"}},
        },
        {"when": "now", "action": "play", "card": "w", "to": "b1"},
    ]
    result = answer(client, data)
    assert result["warnings"] == []
    assert result["vp"] == {"ann": 3, "bob": 2}
