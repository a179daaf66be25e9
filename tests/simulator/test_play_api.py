"""The play phase through the API and the command line, with the real catalog (issue 27)."""

from __future__ import annotations

import io
import json

import pytest
from django.core.management import call_command

pytestmark = pytest.mark.django_db

SCORE = "/api/v1/simulator/score/"


def issue_board(choose=None, from_hand=False):
    """The issue's example: Ann plays Ninja Master; King Rex destroyed or not."""
    card = {"type": "minion", "id": "nm", "owner": "ann", "card": "ninjas/ninja-master"}
    event = {"when": "now", "action": "play", "to": "b1", "by": "ann", "card": card}
    data = {
        "players": ["ann", "bob"],
        "active_player": "ann",
        "bases": [
            {
                "id": "b1",
                "breakpoint": 10,
                "vp": [3, 2, 1],
                "cards": [
                    {"type": "minion", "id": "a1", "owner": "ann", "power": 4},
                    {"type": "minion", "id": "k", "owner": "bob", "card": "dinosaurs/king-rex"},
                    {"type": "minion", "id": "b2", "owner": "bob", "power": 2},
                ],
            }
        ],
        "events": [event],
    }
    if from_hand:
        data["hands"] = {"ann": [{"id": "nm", "card": "ninjas/ninja-master"}]}
        event["card"] = "nm"
        del event["by"]
    if choose is not None:
        event["choose"] = choose
    return data


def post(client, data):
    response = client.post(SCORE, json.dumps(data), content_type="application/json")
    return response.status_code, response.json()


@pytest.mark.parametrize("from_hand", [False, True])
def test_ninja_master_destroying_king_rex_gives_ann_3_and_bob_2(client, from_hand):
    status, result = post(client, issue_board({"card": "k"}, from_hand))
    assert status == 200
    assert result["vp"] == {"ann": 3, "bob": 2}
    assert result["plays"] == [{"event": 0, "card": "nm", "by": "ann", "to": "b1", "applied": True}]
    if from_hand:
        assert result["board"]["hands"] == {"ann": []}


def test_without_choose_the_destroy_is_declined_with_king_rex_among_the_options(client):
    status, result = post(client, issue_board())
    assert status == 200
    assert result["vp"] == {"ann": 3, "bob": 3}
    [assumed] = [a for a in result["assumed_choices"] if a.get("event") == 0]
    assert assumed["choose"] is None
    assert {"card": "k"} in assumed["options"]
    # The card registry's "type its effect as an event" reminder is gone: the engine applies it.
    assert not any(e["message"] == "card.reminder" for e in result["log"])


def test_a_bad_hand_card_id_is_a_400_naming_the_field_in_both_languages(client):
    data = issue_board(from_hand=True)
    data["events"][0]["card"] = "nobody"
    status, result = post(client, data)
    assert status == 400
    assert result["error"]["field"] == "events[0].card"
    assert result["error"]["message"] and result["error"]["message_fr"]


def test_the_command_line_plays_the_card(tmp_path):
    path = tmp_path / "board.json"
    path.write_text(json.dumps(issue_board({"card": "k"}, from_hand=True)))
    out = io.StringIO()
    call_command("simulate", str(path), stdout=out)
    result = json.loads(out.getvalue())
    assert result["vp"] == {"ann": 3, "bob": 2}


@pytest.mark.parametrize(
    "key",
    [
        "magical-girls/magical-staff",
        "mythic-horses/encouragement-power",
        "kitty-cats/hang-in-there",
    ],
)
def test_an_action_for_your_minion_played_on_another_players_is_not_played(client, key):
    # Their printed texts say they are played on one of your minions (the catalog's played_on
    # fact): on bob's minion the play is refused and said, on ann's own it is played.
    def board(target: str) -> dict:
        card = {"type": "action", "id": "x", "owner": "ann", "card": key, "attached_to": target}
        return {
            "players": ["ann", "bob"],
            "active_player": "ann",
            "bases": [
                {
                    "id": "b1",
                    "breakpoint": 99,
                    "vp": [3, 2, 1],
                    "cards": [
                        {"type": "minion", "id": "o", "owner": "bob", "power": 3},
                        {"type": "minion", "id": "a", "owner": "ann", "power": 2},
                    ],
                }
            ],
            "events": [{"when": "now", "action": "play", "by": "ann", "card": card}],
        }

    status, refused = post(client, board("o"))
    assert status == 200
    assert refused["plays"][0]["applied"] is False
    assert "o is bob's" in refused["plays"][0]["reason"]
    assert refused["warnings"]
    status, played = post(client, board("a"))
    assert status == 200
    assert played["plays"][0]["applied"] is True


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("Character modifier. (an invented sample line)", "minion"),
        ("Base modifier. (an invented sample line)", "base"),
        ("Then you may put some character modifier into play. (invented)", None),
        ("Play on your minion. (an invented sample line)", "own_minion"),
    ],
)
def test_where_an_action_is_played_is_read_from_its_text(text, place):
    # Invented sample lines with the openings the catalog's texts use: the licensed boxes open a
    # modifier's text with its kind; a text that only speaks of a modifier says nothing of its
    # own place.
    from simulator.selectors import played_on

    assert played_on(text) == place


def test_a_character_modifier_played_with_no_character_is_not_played(client):
    # Family Sword (Mulan) is a character modifier: played to a base with no character named,
    # it is refused and said (it was accepted, and stayed on the base).
    card = {"type": "action", "id": "x", "owner": "ann", "card": "mulan/family-sword"}
    data = {
        "players": ["ann", "bob"],
        "active_player": "ann",
        "bases": [{"id": "b1", "breakpoint": 99, "vp": [3, 2, 1], "cards": []}],
        "events": [{"when": "now", "action": "play", "by": "ann", "to": "b1", "card": card}],
    }
    status, result = post(client, data)
    assert status == 200
    assert result["plays"][0]["applied"] is False
    assert "attached_to" in result["plays"][0]["reason"]
