"""The simulator API: the engine's contract over HTTP, its errors, limits and throttle."""

import json

import pytest
from rest_framework.throttling import ScopedRateThrottle

from simulator.engine import MAX_INPUT_BYTES
from simulator.examples import EXAMPLES, load_board
from simulator.models import SavedScenario

pytestmark = pytest.mark.django_db

SCORE = "/api/v1/simulator/score/"
SCENARIOS = "/api/v1/simulator/scenarios/"


def post(client, url, data, content_type="application/json"):
    body = data if isinstance(data, (str, bytes)) else json.dumps(data)
    return client.post(url, body, content_type=content_type)


def error_of(response):
    body = response.json()
    assert set(body) == {"error"}
    assert set(body["error"]) == {"field", "message", "message_fr"}
    assert body["error"]["message"]
    assert body["error"]["message_fr"] and body["error"]["message_fr"] != body["error"]["message"]
    return body["error"]


def minion(owner, power, **extra):
    return {"type": "minion", "owner": owner, "power": power, **extra}


def small_board(**changes):
    board = {
        "players": ["ann", "bob"],
        "active_player": "ann",
        "bases": [{"id": "b1", "breakpoint": 10, "vp": [3, 2, 1], "cards": [minion("ann", 6)]}],
    }
    board.update(changes)
    return board


# ---------- the answer ----------


def test_the_10_10_5_tie_gives_first_first_third(client):
    response = post(client, SCORE, load_board("tie-10-10-5"))
    assert response.status_code == 200
    result = response.json()
    assert result["eligible"] == ["b1"]
    assert result["order"] == ["b1"]
    standings = {row["player"]: row for row in result["scorings"][0]["standings"]}
    assert {name: row["place"] for name, row in standings.items()} == {"ann": 1, "bob": 1, "cy": 3}
    assert {name: row["vp"] for name, row in standings.items()} == {"ann": 4, "bob": 4, "cy": 1}
    assert result["vp"] == {"ann": 4, "bob": 4, "cy": 1}
    assert result["game_over"] is False


def test_the_answer_has_every_key_of_the_contract(client):
    result = post(client, SCORE, load_board("tie-10-10-5")).json()
    for key in (
        "eligible",
        "order",
        "scorings",
        "vp",
        "game_over",
        "winners",
        "final_scores",
        "alternatives",
        "board",
        "log",
        "assumed_choices",
        "not_simulated",
        "assumptions",
    ):
        assert key in result, key
    scoring = result["scorings"][0]
    for key in ("base", "breakpoint", "total_power", "standings", "treasure_picks", "replaced_by"):
        assert key in scoring, key
    assert all({"rule", "text"} <= set(step) for step in result["log"])


def test_a_base_whose_printing_has_no_known_text_says_which_ability_ran(client):
    """No source gives Moon Dumpster's original text: the POD ability runs, and the answer says
    so; its POD printing, and Castle Blood's original one (not simulated), assume nothing."""
    board = small_board(
        bases=[
            {"id": "m", "base": "moon-dumpster", "printing": "original", "cards": []},
            {"id": "p", "base": "moon-dumpster", "printing": "pod", "cards": []},
            {"id": "c", "base": "castle-blood", "printing": "original", "cards": []},
        ]
    )
    result = post(client, SCORE, board).json()
    assert result["assumptions"] == [
        {
            "base": "m",
            "ability": "moon-dumpster",
            "printing": "original",
            "text": "Moon Dumpster (original): its text is unknown; the POD ability was applied",
            "text_fr": "Moon Dumpster (originale) : son texte est inconnu ; la capacité de la "
            "version POD a été appliquée",
        }
    ]
    logged = [e for e in result["log"] if e["message"] == "base.text-unknown.original"]
    assert [(e["base"], e["text"]) for e in logged] == [("m", result["assumptions"][0]["text"])]
    assert [n["base"] for n in result["not_simulated"]] == ["c"]


def test_several_eligible_bases_list_every_other_order(client):
    board = small_board(
        bases=[
            {"id": "b1", "breakpoint": 5, "vp": [3, 2, 1], "cards": [minion("ann", 5)]},
            {"id": "b2", "breakpoint": 5, "vp": [4, 2, 1], "cards": [minion("bob", 5)]},
        ]
    )
    result = post(client, SCORE, board).json()
    assert sorted(result["eligible"]) == ["b1", "b2"]
    assert [alt["order"] for alt in result["alternatives"]] == [list(reversed(result["order"]))]
    chosen = post(client, SCORE, {**board, "scoring_order": ["b2", "b1"]}).json()
    assert chosen["order"] == ["b2", "b1"]
    assert chosen["alternatives"] == []


def test_the_madness_example_ends_the_game(client):
    result = post(client, SCORE, load_board("madness-end-of-game")).json()
    assert result["vp"] == {"ann": 15, "bob": 14, "cy": 13}
    assert result["game_over"] is True
    assert result["final_scores"] == {"ann": 13, "bob": 13, "cy": 13}
    assert result["winners"] == ["cy"]


def test_the_pirate_who_leaves_still_lets_the_base_score(client):
    result = post(client, SCORE, load_board("pirate-leaves-jungle-oasis")).json()
    assert result["order"] == ["b1"]
    scoring = result["scorings"][0]
    assert scoring["total_power"] < scoring["breakpoint"]
    assert [row["player"] for row in scoring["standings"]] == ["ann"]
    assert result["vp"]["ann"] == 2


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda e: e.slug)
def test_every_example_scores(client, example):
    response = post(client, SCORE, example.board)
    assert response.status_code == 200, response.content
    assert response.json()["order"]


def test_charset_in_the_content_type_is_accepted(client):
    response = post(client, SCORE, small_board(), content_type="application/json; charset=utf-8")
    assert response.status_code == 200


# ---------- errors of the contract ----------


def assert_board_error(client, board, field):
    response = post(client, SCORE, board)
    assert response.status_code == 400, response.content
    error = error_of(response)
    assert error["field"] == field, error
    return error


def test_unknown_active_player(client):
    assert_board_error(client, small_board(active_player="zed"), "active_player")


def test_unknown_card_owner(client):
    board = small_board()
    board["bases"][0]["cards"].append(minion("zed", 2))
    assert_board_error(client, board, "bases[0].cards[1].owner")


def test_duplicate_base_id(client):
    board = small_board()
    board["bases"].append({"id": "b1", "breakpoint": 12, "vp": [2, 0, 0], "cards": []})
    assert_board_error(client, board, "bases[1].id")


def test_duplicate_card_id(client):
    board = small_board()
    board["bases"][0]["cards"] = [minion("ann", 2, id="m1"), minion("bob", 2, id="m1")]
    assert_board_error(client, board, "bases[0].cards[1].id")


def test_negative_vp(client):
    assert_board_error(client, small_board(vp={"ann": -1}), "vp.ann")


@pytest.mark.parametrize("power", ["3", 2.5, None, True, [3]])
def test_non_integer_power(client, power):
    board = small_board()
    board["bases"][0]["cards"][0]["power"] = power
    assert_board_error(client, board, "bases[0].cards[0].power")


@pytest.mark.parametrize(
    ("changes", "field"),
    [
        ({"players": "ann,bob"}, "players"),
        ({"players": ["ann", 7]}, "players[1]"),
        ({"bases": {"b1": {}}}, "bases"),
        ({"vp": ["ann", 3]}, "vp"),
        ({"end_of_turn": "yes"}, "end_of_turn"),
    ],
)
def test_wrong_types(client, changes, field):
    assert_board_error(client, small_board(**changes), field)


def test_a_card_type_the_engine_does_not_know(client):
    board = small_board()
    board["bases"][0]["cards"][0]["type"] = "dragon"
    assert_board_error(client, board, "bases[0].cards[0].type")


def test_unknown_catalog_slug(client):
    board = small_board()
    board["bases"][0] = {"id": "b1", "base": "no-such-base", "cards": []}
    assert_board_error(client, board, "bases[0].base")


def test_more_than_4_players(client):
    names = ["a", "b", "c", "d", "e"]
    assert_board_error(client, small_board(players=names, active_player="a"), "players")


def test_fewer_than_2_players(client):
    assert_board_error(client, small_board(players=["ann"]), "players")


def test_more_than_20_bases(client):
    bases = [{"id": f"b{i}", "breakpoint": 20, "vp": [3, 2, 1], "cards": []} for i in range(21)]
    assert_board_error(client, small_board(bases=bases), "bases")


def test_more_than_400_cards(client):
    bases = [
        {"id": f"b{i}", "breakpoint": 200, "vp": [3, 2, 1], "cards": [minion("ann", 0)] * 81}
        for i in range(5)
    ]
    response = post(client, SCORE, small_board(bases=bases))
    assert response.status_code == 400
    error = error_of(response)
    assert error["field"] == "bases[4].cards[76]"
    assert "400" in error["message"]


def test_a_body_that_is_not_an_object(client):
    response = post(client, SCORE, "[1, 2, 3]")
    assert response.status_code == 400
    error_of(response)


def test_invalid_json(client):
    response = post(client, SCORE, '{"players": ["ann", "bob"],')
    assert response.status_code == 400
    assert error_of(response)["field"] in ("", None)


def test_a_body_that_is_not_utf8(client):
    response = post(client, SCORE, b'{"players": ["\xff\xfe"]}')
    assert response.status_code == 400
    error_of(response)


def test_an_empty_body(client):
    # The test client sends no content type with an empty body: give it, as a real client does.
    response = client.post(
        SCORE, "", content_type="application/json", CONTENT_TYPE="application/json"
    )
    assert response.status_code == 400
    assert "not valid JSON" in error_of(response)["message"]


def test_an_empty_body_without_content_type_is_415(client):
    response = client.post(SCORE)
    assert response.status_code == 415
    error_of(response)


def test_input_over_256_kb(client):
    board = small_board()
    board["padding"] = "x" * (MAX_INPUT_BYTES + 1)
    response = post(client, SCORE, board)
    assert response.status_code == 413
    assert "256 KB" in error_of(response)["message"]


def test_input_over_the_django_upload_limit_is_413_too(client, settings):
    body = json.dumps({"padding": "x" * (settings.DATA_UPLOAD_MAX_MEMORY_SIZE + 10)})
    response = post(client, SCORE, body)
    assert response.status_code == 413
    error_of(response)


@pytest.mark.parametrize(
    "content_type", ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data"]
)
def test_wrong_content_type(client, content_type):
    response = client.generic(
        "POST", SCORE, json.dumps(small_board()).encode(), content_type=content_type
    )
    assert response.status_code == 415
    assert "application/json" in error_of(response)["message"]


def test_get_is_not_allowed_and_says_so_in_the_same_shape(client):
    response = client.get(SCORE)
    assert response.status_code == 405
    error_of(response)


def test_the_score_endpoint_is_throttled(client, monkeypatch):
    monkeypatch.setitem(ScopedRateThrottle.THROTTLE_RATES, "simulator", "2/min")
    statuses = [post(client, SCORE, small_board()).status_code for _ in range(3)]
    assert statuses == [200, 200, 429]
    response = post(client, SCORE, small_board())
    assert response.status_code == 429
    assert response.has_header("Retry-After")
    assert "throttled" in error_of(response)["message"].lower()


# ---------- scenarios ----------


def test_saving_is_idempotent(client):
    board = load_board("tie-10-10-5")
    first = post(client, SCENARIOS, board)
    again = post(client, SCENARIOS, json.dumps(board, sort_keys=True, indent=2))
    assert first.status_code == 201
    assert again.status_code == 200
    assert first.json()["id"] == again.json()["id"]
    assert first.json()["url"].endswith(f"/simulator/s/{first.json()['id']}/")


def test_the_permalink_follows_the_language(client):
    board = load_board("tie-10-10-5")
    fr = client.post(
        SCENARIOS, json.dumps(board), content_type="application/json", HTTP_ACCEPT_LANGUAGE="fr"
    )
    assert "/fr/simulator/s/" in fr.json()["url"]


def test_a_saved_scenario_reads_back_with_its_outcome(client):
    board = load_board("madness-end-of-game")
    key = post(client, SCENARIOS, board).json()["id"]
    response = client.get(f"{SCENARIOS}{key}/")
    assert response.status_code == 200
    body = response.json()
    assert body["id"] == key
    assert body["board"] == board
    assert body["error"] is None
    assert body["result"] == post(client, SCORE, board).json()


LONG_NUMBER = '{"players": ["a", "b"], "active_player": "a", "vp": {"a": ' + "1" * 5000 + "}}"
LONE_SURROGATE = '{"players": ["\\ud800", "b"], "active_player": "b", "bases": []}'


@pytest.mark.parametrize(("raw", "field"), [(LONG_NUMBER, "vp.a"), (LONE_SURROGATE, "players[0]")])
@pytest.mark.parametrize("url", [SCORE, SCENARIOS])
def test_input_python_cannot_hold_is_a_400_and_nothing_is_saved(client, url, raw, field):
    before = SavedScenario.objects.count()
    response = post(client, url, raw.encode())
    assert response.status_code == 400
    assert error_of(response)["field"] == field
    assert SavedScenario.objects.count() == before


@pytest.mark.parametrize("key", ["00000000000000000000", "not-a-key", "%00", "ABCDEF" * 4])
def test_an_unknown_scenario_is_404_in_the_same_shape(client, key):
    response = client.get(f"{SCENARIOS}{key}/")
    assert response.status_code == 404
    error_of(response)


def test_an_invalid_board_is_not_saved(client):
    response = post(client, SCENARIOS, small_board(active_player="zed"))
    assert response.status_code == 400
    assert error_of(response)["field"] == "active_player"


def test_saving_checks_the_size_and_the_content_type(client):
    board = small_board()
    board["padding"] = "x" * (MAX_INPUT_BYTES + 1)
    assert post(client, SCENARIOS, board).status_code == 413
    assert post(client, SCENARIOS, json.dumps(small_board()), "text/plain").status_code == 415


# ---------- catalog look-ups for the page ----------


def test_base_search_in_english_and_french(client):
    english = client.get("/api/v1/simulator/bases/", {"q": "tortuga"}).json()["results"]
    assert english and all("tortuga" in hit["name_en"].lower() for hit in english)
    assert {hit["printing"] for hit in english} <= {"original", "pod"}
    hit = next(hit for hit in english if hit["printing"] == "original")
    assert hit["breakpoint"] == 21
    assert hit["vp"] == [4, 3, 2]


def test_base_search_ignores_accents_and_case(client):
    plain = client.get("/api/v1/simulator/bases/", {"q": "schloss"}).json()["results"]
    accented = client.get("/api/v1/simulator/bases/", {"q": "SCHLOß"}).json()["results"]
    assert plain
    assert plain == accented


def test_base_search_needs_two_characters(client):
    assert client.get("/api/v1/simulator/bases/", {"q": "t"}).json() == {"results": []}


def test_card_search_finds_minions_with_their_power(client):
    hits = client.get("/api/v1/simulator/cards/", {"q": "invader"}).json()["results"]
    assert hits
    assert all(hit["type"] == "minion" for hit in hits)
    assert any(hit["power"] == 3 for hit in hits)


def test_card_search_rejects_an_unknown_type(client):
    response = client.get("/api/v1/simulator/cards/", {"q": "inv", "type": "base"})
    assert response.status_code == 400
    assert error_of(response)["field"] == "type"


@pytest.mark.parametrize(
    "path, params, field",
    [
        ("bases/", {"q": ["tar", "pits"]}, "q"),
        ("cards/", {"q": "inv", "type": ["minion", "titan"]}, "type"),
    ],
)
def test_search_refuses_a_repeated_parameter_in_both_languages(client, path, params, field):
    response = client.get("/api/v1/simulator/" + path, params)
    assert response.status_code == 400
    error = error_of(response)
    assert error["field"] == field
    assert error["message"] == f"{field}: given 2 times; give it once."
    assert error["message_fr"] == f"{field} : donné 2 fois ; donnez-le une seule fois."


# ---------- OpenAPI ----------


def test_the_schema_documents_every_status(client):
    schema = client.get("/api/v1/schema/", HTTP_ACCEPT="application/json").json()
    score = schema["paths"]["/api/v1/simulator/score/"]["post"]
    assert {"200", "400", "413", "415", "429"} <= set(score["responses"])
    assert score["requestBody"]["content"]["application/json"]["examples"]
    create = schema["paths"]["/api/v1/simulator/scenarios/"]["post"]
    assert {"200", "201", "400", "413", "415", "429"} <= set(create["responses"])
    example = score["responses"]["200"]["content"]["application/json"]["examples"]
    (documented,) = example.values()
    assert documented["value"] == post(client, SCORE, load_board("tie-10-10-5")).json()
    detail = schema["paths"]["/api/v1/simulator/scenarios/{key}/"]["get"]
    assert {"200", "404"} <= set(detail["responses"])


def test_the_schema_describes_the_boards_the_api_takes(client):
    """Every example board (bases by catalog slug, no id or vp typed) fits the documented
    board: its keys are documented and the schema requires nothing it leaves out; the body is
    JSON only (anything else is a 415)."""
    schema = client.get("/api/v1/schema/", HTTP_ACCEPT="application/json").json()
    components = schema["components"]["schemas"]
    board, base = components["SimulatorBoard"], components["SimulatorBoardBase"]
    for path in ("/api/v1/simulator/score/", "/api/v1/simulator/scenarios/"):
        assert list(schema["paths"][path]["post"]["requestBody"]["content"]) == ["application/json"]
    for entry in EXAMPLES:
        example = load_board(entry.slug)
        assert set(board["required"]) <= set(example) <= set(board["properties"])
        for item in example["bases"] + example.get("base_deck", []):
            assert set(base.get("required", [])) <= set(item) <= set(base["properties"])


def test_the_schema_documents_copies_on_a_card(client):
    schema = client.get("/api/v1/schema/", HTTP_ACCEPT="application/json").json()
    card = schema["components"]["schemas"]["SimulatorBoardCard"]["properties"]
    assert "copies" in card and "Copycat" in card["copies"]["description"]


def test_hand_size_is_accepted_validated_and_documented(client):
    assert post(client, SCORE, small_board(hand_size={"ann": 2})).status_code == 200
    assert_board_error(client, small_board(hand_size={"ann": -1}), "hand_size.ann")
    assert_board_error(client, small_board(hand_size={"zed": 1}), "hand_size.zed")
    schema = client.get("/api/v1/schema/", HTTP_ACCEPT="application/json").json()
    board = schema["components"]["schemas"]["SimulatorBoard"]["properties"]
    assert "hand_size" in board


def test_a_board_over_the_work_budget_is_a_400_saying_why(client, monkeypatch):
    # Issue 24: a resolution that would spend more card-rule work than the engine allows is
    # refused, naming why in both languages, instead of running for seconds (work.py).
    from simulator.engine import work

    gawain = "knights-of-the-round-table/gawain"
    board = {
        "players": ["ann", "bob"],
        "active_player": "ann",
        "bases": [
            {
                "id": "b1",
                "breakpoint": 10,
                "vp": [3, 2, 1],
                "cards": [
                    {"type": "minion", "id": f"g{i}", "owner": "ann", "card": gawain}
                    for i in range(4)
                ],
            }
        ],
    }
    assert post(client, SCORE, board).status_code == 200
    monkeypatch.setattr(work, "MAIN_RUN_LIMIT", 10)
    response = post(client, SCORE, board)
    assert response.status_code == 400
    error = error_of(response)
    assert error["field"] == ""
    assert "more work than the simulator allows for one board (10 units" in error["message"]
    assert "plus de travail que le simulateur n'en permet" in error["message_fr"]
