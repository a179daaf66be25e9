"""QA fixes over HTTP with the real catalog: French base names in the log and the scorings,
base deck bases with Monsters only, Munchkin Monsters due from the catalog."""

from pathlib import Path

import pytest

from catalog.models import Base
from simulator.engine.abilities import lookup
from simulator.examples import load_board
from simulator.services import catalog_base_lookup
from tests.simulator.test_api import SCORE, post

pytestmark = pytest.mark.django_db


def test_the_french_log_names_the_base_in_french(client):
    response = post(client, SCORE, load_board("pirate-leaves-jungle-oasis"))
    assert response.status_code == 200
    result = response.json()
    scoring = result["scorings"][0]
    assert (scoring["name"], scoring["name_fr"]) == ("Jungle Oasis", "Oasis Luxuriante")
    designated = next(e for e in result["log"] if e["message"] == "scoring.designated")
    assert designated["text"].startswith("b1 (Jungle Oasis) is designated")
    assert designated["text_fr"].startswith("b1 (Oasis Luxuriante) est désignée")
    assert not any("Jungle Oasis" in entry["text_fr"] for entry in result["log"])


def test_the_catalog_lookup_gives_the_french_name_and_the_monsters():
    oasis = catalog_base_lookup("jungle-oasis")
    assert (oasis["name"], oasis["name_fr"]) == ("Jungle Oasis", "Oasis Luxuriante")
    assert catalog_base_lookup("jungle-oasis", "pod")["name_fr"] is None
    assert catalog_base_lookup("the-mines")["monsters"] == 2


def board_with_deck(deck: list[dict]) -> dict:
    """Ann's base b1 scores (10 power on breakpoint 10); `deck` replaces it."""
    return {
        "players": ["ann", "bob"],
        "active_player": "ann",
        "bases": [
            {
                "id": "b1",
                "breakpoint": 10,
                "vp": [5, 3, 2],
                "cards": [{"type": "minion", "owner": "ann", "power": 10}],
            }
        ],
        "base_deck": deck,
    }


def test_a_minion_on_a_base_deck_base_is_a_400(client):
    deck = [
        {
            "id": "d1",
            "breakpoint": 5,
            "vp": [3, 2, 1],
            "cards": [{"type": "minion", "owner": "bob", "power": 6}],
        }
    ]
    response = post(client, SCORE, board_with_deck(deck))
    assert response.status_code == 400
    error = response.json()["error"]
    assert error["field"] == "base_deck[0].cards[0]"
    assert "Monsters at most" in error["message"]
    assert "au plus ses Monstres" in error["message_fr"]


def test_a_munchkin_base_from_the_deck_notes_its_monsters(client):
    response = post(client, SCORE, board_with_deck([{"id": "d1", "base": "the-mines"}]))
    assert response.status_code == 200
    due = [e for e in response.json()["log"] if e["message"] == "base.monsters-due"]
    assert len(due) == 1
    assert "d1 (The Mines) comes into play with 2 Monster(s)" in due[0]["text"]
    assert "2 Monstre(s)" in due[0]["text_fr"]


def test_the_schema_documents_the_scoring_names(client):
    schema = client.get("/api/v1/schema/", HTTP_ACCEPT="application/json").json()
    scoring = schema["components"]["schemas"]["SimulatorScoring"]["properties"]
    assert {"name", "name_fr"} <= set(scoring)
    assert scoring["name_fr"].get("nullable") is True


def test_the_readme_counts_the_base_records_run_with_the_other_printings_ability():
    """Issue 14: a record without a known text in its printing, whose registry entry is shared
    by both printings, is run with the other printing's ability (and the result says so)."""
    assumed = []
    for slug, printing in Base.objects.values_list("slug", "printing"):
        facts = catalog_base_lookup(slug, printing)
        ability = lookup(slug, printing)
        if not facts["text_known"] and ability is not None and ability.printing is None:
            assumed.append(printing)
    readme = (Path(__file__).parents[2] / "README.md").read_text("utf-8")
    originals = assumed.count("original")
    assert f"({len(assumed)} records, {originals}\n  of them original)" in readme
    assert catalog_base_lookup("castle-blood", "original")["text_known"] is False
    assert catalog_base_lookup("tortuga", "original")["text_known"] is True
