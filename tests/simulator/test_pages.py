"""The simulator page in English and French: empty, an example, a saved scenario."""

import json

import pytest
from django.core.cache import cache

from simulator.examples import EXAMPLES, load_board
from simulator.scenarios import save_scenario

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def fresh_cache():
    cache.clear()


def config_of(response):
    html = response.content.decode()
    start = html.index('<script id="sim-config" type="application/json">')
    start = html.index(">", start) + 1
    end = html.index("</script>", start)
    return json.loads(html[start:end])


@pytest.mark.parametrize(
    ("lang", "title", "button"),
    [("en", "Scoring simulator", "Score"), ("fr", "Simulateur de décompte", "Décompter")],
)
def test_the_page_in_both_languages(client, lang, title, button):
    response = client.get(f"/{lang}/simulator/")
    assert response.status_code == 200
    html = response.content.decode()
    assert f"<h1>{title}</h1>" in html
    assert f'id="sim-score" class="sim-score">{button}</button>' in html
    config = config_of(response)
    assert config["lang"] == lang
    assert config["positions"] == []
    assert config["api"]["score"] == "/api/v1/simulator/score/"
    assert config["rules_url"].startswith(f"/{lang}/rules/")
    assert config["scenario_url"] == f"/{lang}/simulator/s/__key__/"


def test_the_french_page_translates_the_script_strings(client):
    html = client.get("/fr/simulator/").content.decode()
    assert '<span data-k="breakpoint">Résistance</span>' in html
    assert '<span data-k="add_minion">+ Créature</span>' in html


def test_every_example_is_one_click_away(client):
    html = client.get("/en/simulator/").content.decode()
    for example in EXAMPLES:
        assert f'href="?example={example.slug}"' in html
        assert str(example.title) in html


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda e: e.slug)
def test_an_example_loads_with_its_outcome(client, example):
    config = config_of(client.get("/en/simulator/", {"example": example.slug}))
    (position,) = config["positions"]
    assert position["board"] == load_board(example.slug)
    assert position["error"] is None
    assert position["result"]["order"]


def test_an_unknown_example_gives_the_empty_page(client):
    config = config_of(client.get("/en/simulator/", {"example": "nope"}))
    assert config["positions"] == []


def test_a_permalink_shows_the_saved_position_and_outcome(client):
    board = load_board("tie-10-10-5")
    key = save_scenario(board).scenario.key
    response = client.get(f"/fr/simulator/s/{key}/")
    assert response.status_code == 200
    (position,) = config_of(response)["positions"]
    assert position["id"] == key
    assert position["board"] == board
    places = [row["place"] for row in position["result"]["scorings"][0]["standings"]]
    assert places == [1, 1, 3]


def test_a_permalink_with_a_variant(client):
    board = load_board("tie-10-10-5")
    variant = load_board("tie-10-10-5")
    variant["bases"][0]["cards"][-1]["power"] = 10
    key = save_scenario(board).scenario.key
    other = save_scenario(variant).scenario.key
    positions = config_of(client.get(f"/en/simulator/s/{key}/", {"vs": other}))["positions"]
    assert [p["id"] for p in positions] == [key, other]
    assert positions[1]["board"] == variant


@pytest.mark.parametrize("key", ["0123456789abcdef0123", "nope", "%00", "0123456789ABCDEF0123"])
def test_an_unknown_permalink_is_404(client, key):
    assert client.get(f"/en/simulator/s/{key}/").status_code == 404


def test_an_unknown_variant_is_ignored(client):
    key = save_scenario(load_board("tie-10-10-5")).scenario.key
    positions = config_of(client.get(f"/en/simulator/s/{key}/", {"vs": "\x00zz"}))["positions"]
    assert [p["id"] for p in positions] == [key]


def test_catalog_bases_of_a_position_get_their_names(client):
    board = load_board("tie-10-10-5")
    board["bases"][0]["base"] = "tortuga"
    board["bases"][0]["printing"] = "original"
    key = save_scenario(board).scenario.key
    (position,) = config_of(client.get(f"/fr/simulator/s/{key}/"))["positions"]
    assert position["names"]["bases"]["tortuga|original"]["name_en"] == "Tortuga"
