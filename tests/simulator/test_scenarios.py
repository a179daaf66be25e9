"""Saved scenarios: content-addressed, idempotent, immutable."""

import json

import pytest

from simulator.engine import BoardError
from simulator.examples import load_board
from simulator.models import ImmutableScenarioError, SavedScenario
from simulator.scenarios import KEY_LENGTH, canonical_json, save_scenario, scenario_digest

pytestmark = pytest.mark.django_db


def test_saving_twice_gives_the_same_row():
    board = load_board("tie-10-10-5")
    first = save_scenario(board)
    second = save_scenario(load_board("tie-10-10-5"))
    assert first.created is True
    assert second.created is False
    assert second.scenario.key == first.scenario.key
    assert second.scenario.created_at == first.scenario.created_at
    assert SavedScenario.objects.filter(key=first.scenario.key).count() == 1


def test_the_key_is_the_hash_of_the_canonical_json_whatever_the_key_order():
    board = load_board("tie-10-10-5")
    reordered = json.loads(json.dumps(board, sort_keys=True))
    reordered = dict(reversed(list(reordered.items())))
    assert canonical_json(board) == canonical_json(reordered)
    saved = save_scenario(reordered)
    assert saved.scenario.key == scenario_digest(board)[:KEY_LENGTH]
    assert saved.scenario.digest == scenario_digest(board)
    assert save_scenario(board).scenario.key == saved.scenario.key


def test_a_different_position_gets_a_different_key():
    board = load_board("tie-10-10-5")
    other = load_board("tie-10-10-5")
    other["bases"][0]["cards"][-1]["power"] = 4
    assert save_scenario(board).scenario.key != save_scenario(other).scenario.key


def test_the_stored_board_is_the_saved_position():
    board = load_board("madness-end-of-game")
    key = save_scenario(board).scenario.key
    assert SavedScenario.objects.get(key=key).board == board


def test_an_invalid_board_is_not_saved():
    board = load_board("tie-10-10-5")
    board["active_player"] = "nobody"
    before = SavedScenario.objects.count()
    with pytest.raises(BoardError):
        save_scenario(board)
    assert SavedScenario.objects.count() == before


def test_a_saved_scenario_cannot_be_changed():
    scenario = save_scenario(load_board("tie-10-10-5")).scenario
    original = scenario.board_json
    scenario.board_json = canonical_json(load_board("madness-end-of-game"))
    with pytest.raises(ImmutableScenarioError):
        scenario.save()
    with pytest.raises(ImmutableScenarioError):
        SavedScenario.objects.filter(key=scenario.key).update(board_json="{}")
    assert SavedScenario.objects.get(key=scenario.key).board_json == original


def test_a_saved_scenario_cannot_be_deleted():
    scenario = save_scenario(load_board("tie-10-10-5")).scenario
    with pytest.raises(ImmutableScenarioError):
        scenario.delete()
    with pytest.raises(ImmutableScenarioError):
        SavedScenario.objects.filter(key=scenario.key).delete()
    with pytest.raises(ImmutableScenarioError):
        SavedScenario.objects.all().delete()
    assert SavedScenario.objects.filter(key=scenario.key).exists()


def test_the_admin_is_read_only(admin_client):
    scenario = save_scenario(load_board("tie-10-10-5")).scenario
    listing = admin_client.get("/admin/simulator/savedscenario/")
    assert listing.status_code == 200
    assert scenario.key in listing.content.decode()
    add = admin_client.get("/admin/simulator/savedscenario/add/")
    assert add.status_code == 403
    delete = admin_client.post(f"/admin/simulator/savedscenario/{scenario.key}/delete/")
    assert delete.status_code == 403
    assert SavedScenario.objects.filter(key=scenario.key).exists()


def test_any_character_in_a_name_is_stored_and_read_back():
    board = load_board("tie-10-10-5")
    board["players"][2] = "cy\u0000 Zoé 🐙"
    board["bases"][0]["cards"][-1]["owner"] = board["players"][2]
    key = save_scenario(board).scenario.key
    assert SavedScenario.objects.get(key=key).board == board
