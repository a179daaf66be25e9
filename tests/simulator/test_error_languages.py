"""The simulator's errors in English and French: API bodies, saved scenarios, page, command."""

import io
import json

import pytest
from django.core.management import call_command
from rest_framework.throttling import ScopedRateThrottle

from simulator.models import SavedScenario
from simulator.scenarios import canonical_json, scenario_digest

pytestmark = pytest.mark.django_db

SCORE = "/api/v1/simulator/score/"
SCENARIOS = "/api/v1/simulator/scenarios/"


def small_board(**changes):
    board = {
        "players": ["ann", "bob"],
        "active_player": "ann",
        "bases": [
            {
                "id": "b1",
                "breakpoint": 10,
                "vp": [3, 2, 1],
                "cards": [{"type": "minion", "owner": "ann", "power": 6}],
            }
        ],
    }
    board.update(changes)
    return board


def post(client, url, body, content_type="application/json"):
    raw = body if isinstance(body, (str, bytes)) else json.dumps(body)
    return client.post(url, raw, content_type=content_type)


def test_a_400_body_has_the_french_message_beside_the_english_one(client):
    board = small_board()
    board["bases"][0]["cards"][0]["power"] = "6"
    response = post(client, SCORE, board)
    assert response.status_code == 400
    assert response.json() == {
        "error": {
            "field": "bases[0].cards[0].power",
            "message": "must be an integer, not a string",
            "message_fr": "doit être un entier, pas une chaîne de caractères",
        }
    }


def test_the_message_stays_english_whatever_the_accept_language(client):
    response = client.post(
        SCORE,
        json.dumps(small_board(active_player="zed")),
        content_type="application/json",
        HTTP_ACCEPT_LANGUAGE="fr",
    )
    error = response.json()["error"]
    assert error["message"] == "unknown player 'zed'; the players are ann, bob"
    assert error["message_fr"] == "joueur inconnu 'zed' ; les joueurs sont ann, bob"


def test_invalid_json_is_explained_in_french(client):
    response = post(client, SCORE, '{"players": [')
    assert response.status_code == 400
    error = response.json()["error"]
    assert error["message"] == "not valid JSON: Expecting value (line 1, column 14)"
    assert error["message_fr"] == "JSON non valide : valeur attendue (ligne 1, colonne 14)"


def test_saving_an_invalid_board_is_refused_in_both_languages(client):
    response = post(client, SCENARIOS, small_board(active_player=None))
    assert response.status_code == 400
    error = response.json()["error"]
    assert error["field"] == "active_player"
    assert error["message_fr"] == "doit être une chaîne de caractères, pas null"


@pytest.mark.parametrize(
    ("request_kwargs", "status", "english", "french"),
    [
        (
            {"path": SCORE, "data": b"{}", "content_type": "text/plain"},
            415,
            "Send the board as application/json (got text/plain).",
            "Envoyez la position en application/json (reçu : text/plain).",
        ),
        (
            {"path": SCORE, "data": b"", "content_type": ""},
            415,
            "Send the board as application/json (got no content type).",
            "Envoyez la position en application/json (reçu : aucun type de contenu).",
        ),
        (
            {"path": SCORE, "data": b"{" + b" " * (256 * 1024) + b"}"},
            413,
            "The board is larger than 262144 bytes (256 KB), the simulator's limit.",
            "La position dépasse 262144 octets (256 Ko), la limite du simulateur.",
        ),
    ],
)
def test_the_apis_own_errors_are_in_both_languages(client, request_kwargs, status, english, french):
    kwargs = {"content_type": "application/json", **request_kwargs}
    response = client.generic("POST", kwargs.pop("path"), **kwargs)
    assert response.status_code == status
    error = response.json()["error"]
    assert (error["message"], error["message_fr"]) == (english, french)


def test_an_unknown_scenario_and_card_type_are_in_both_languages(client):
    error = client.get(f"{SCENARIOS}00000000000000000000/").json()["error"]
    assert (
        error["message_fr"] == "Aucun scénario enregistré n'a l'identifiant '00000000000000000000'."
    )
    error = client.get("/api/v1/simulator/cards/", {"q": "ro", "type": "hero"}).json()["error"]
    assert error["field"] == "type"
    assert error["message_fr"] == (
        "Type de carte inconnu 'hero' ; valeurs possibles : minion, titan, action."
    )


def test_drf_errors_get_drfs_french(client, monkeypatch):
    error = client.get(SCORE).json()["error"]
    assert error["message"] == 'Method "GET" not allowed.'
    assert error["message_fr"] == "Méthode \u00ab\u00a0GET\u00a0\u00bb non autorisée."
    monkeypatch.setitem(ScopedRateThrottle.THROTTLE_RATES, "simulator", "1/min")
    post(client, SCORE, small_board())
    response = post(client, SCORE, small_board())
    assert response.status_code == 429
    error = response.json()["error"]
    assert error["message"].startswith("Request was throttled.")
    assert error["message_fr"].startswith("Requête ralentie.")


def _saved_but_no_longer_valid() -> str:
    """A scenario saved when its base slug existed; the catalog no longer knows it."""
    board = small_board()
    board["bases"][0] = {"id": "b1", "base": "zz-gone", "cards": []}
    digest = scenario_digest(board)
    SavedScenario.objects.create(key=digest[:20], digest=digest, board_json=canonical_json(board))
    return digest[:20]


def test_a_scenario_that_no_longer_scores_says_why_in_both_languages(client):
    key = _saved_but_no_longer_valid()
    body = client.get(f"{SCENARIOS}{key}/").json()
    assert body["result"] is None
    assert body["error"] == {
        "field": "bases[0].base",
        "message": "unknown base 'zz-gone' in the original printing",
        "message_fr": "Base 'zz-gone' inconnue dans l'impression originale",
    }
    html = client.get(f"/fr/simulator/s/{key}/").content.decode()
    start = html.index(">", html.index('<script id="sim-config" type="application/json">')) + 1
    config = json.loads(html[start : html.index("</script>", start)])
    assert config["lang"] == "fr"
    assert config["positions"][0]["error"] == body["error"]


def test_the_command_prints_both_messages_and_exits_with_2(tmp_path):
    path = tmp_path / "board.json"
    path.write_text(json.dumps(small_board(players=["ann"])))
    out = io.StringIO()
    with pytest.raises(SystemExit) as caught:
        call_command("simulate", str(path), stdout=out)
    assert caught.value.code == 2
    assert json.loads(out.getvalue()) == {
        "error": {
            "field": "players",
            "message": "Smash Up is played by 2 to 4 players, not 1",
            "message_fr": "Smash Up se joue de 2 à 4 joueurs, pas 1",
        }
    }
    # Printed as UTF-8 text, not \\u escapes.
    assert "à 4 joueurs" in out.getvalue()
