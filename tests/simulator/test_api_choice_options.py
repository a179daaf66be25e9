"""The score API lists a base ability's options for an assumed choice (issue 16), and the
OpenAPI schema documents them."""

import json

import pytest

pytestmark = pytest.mark.django_db

SCORE = "/api/v1/simulator/score/"


def score(client, board):
    response = client.post(SCORE, json.dumps(board), content_type="application/json")
    assert response.status_code == 200, response.content
    return response.json()


def dojo_board(choices=()):
    return {
        "players": ["ann", "bob"],
        "active_player": "ann",
        "bases": [
            {
                "id": "dojo",
                "base": "ninja-dojo",
                "breakpoint": 5,
                "vp": [2, 3, 2],
                "cards": [{"type": "minion", "id": "a1", "owner": "ann", "power": 5}],
            },
            {
                "id": "b2",
                "breakpoint": 8,
                "vp": [3, 2, 1],
                "cards": [
                    {"type": "minion", "id": "b1", "owner": "bob", "power": 6},
                    {"type": "minion", "id": "b3", "owner": "bob", "power": 2},
                ],
            },
        ],
        "choices": list(choices),
    }


def test_an_assumed_base_decision_lists_its_options_and_one_fed_back_applies(client):
    result = score(client, dojo_board())
    [entry] = [a for a in result["assumed_choices"] if a["ability"] == "ninja-dojo"]
    assert entry["choose"] is None
    assert entry["options"] == [{"card": "a1"}, {"card": "b1"}, {"card": "b3"}]
    assert entry["options_cut"] is False
    assert result["order"] == ["dojo", "b2"]
    chosen = {"base": entry["base"], "player": entry["player"], "choose": entry["options"][2]}
    again = score(client, dojo_board([chosen]))
    assert [a for a in again["assumed_choices"] if a["ability"] == "ninja-dojo"] == []
    assert again["order"] == ["dojo"]  # b3 destroyed: b2 has 6 of 8


def test_the_schema_documents_the_options_of_an_assumed_choice(client):
    schema = client.get("/api/v1/schema/", HTTP_ACCEPT="application/json").json()
    components = schema["components"]["schemas"]
    result = components["SimulatorScoreResult"]["properties"]["assumed_choices"]
    assert result["items"]["$ref"].endswith("/SimulatorAssumedChoice")
    entry = components["SimulatorAssumedChoice"]
    assert {"base", "player", "ability", "choose", "reason", "reason_fr"} <= set(entry["required"])
    assert "options" in entry["properties"] and "options" not in entry["required"]
    assert entry["properties"]["options_cut"]["type"] == "boolean"
