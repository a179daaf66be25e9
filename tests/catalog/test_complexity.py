"""Issue 18, faction complexity: the wiki's per-faction rating is stored, shown on faction pages
and in the API, and filters the setup helper's random factions (`max_complexity`)."""

from __future__ import annotations

from urllib.parse import parse_qs, urlsplit

import pytest

from catalog.models import Complexity, Faction
from tests.catalog.test_api import get

pytestmark = pytest.mark.django_db


def test_ratings_are_stored_with_their_source():
    rated = Faction.objects.exclude(complexity="")
    # 106 factions; Teens and Vampires carry the placeholder "REPLACE": unknown
    assert rated.count() == 104
    assert set(Faction.objects.filter(complexity="").values_list("slug", flat=True)) == {
        "teens",
        "vampires",
    }
    plants = Faction.objects.get(slug="killer-plants")
    assert plants.complexity == Complexity.LOW_MEDIUM and plants.complexity_rank == 2
    assert plants.complexity_source_url == "https://smashup-rulebook.alderac.com/wiki/Killer_Plants"
    avengers = Faction.objects.get(slug="avengers")  # Marvel: the fan wiki's page
    assert avengers.complexity_source_name.startswith("SmashUp Wiki")


def test_api(client):
    data = get(client, "factions/killer-plants/")
    assert data["complexity"] == "low-medium" and data["complexity_rank"] == 2
    assert data["complexity_source_name"] == "Smash Up Official Rulebook Wiki"
    teens = get(client, "factions/teens/")
    assert teens["complexity"] is None and teens["complexity_rank"] is None
    assert teens["complexity_source_url"] is None


def test_faction_page(client):
    html = client.get("/en/factions/killer-plants/").content.decode()
    assert "Complexity" in html and "Low-medium" in html and "2 on a scale of 1 to 5" in html
    french = client.get("/fr/factions/killer-plants/").content.decode()
    assert "Complexité" in french and "Faible à moyenne" in french
    teens = client.get("/en/factions/teens/").content.decode()
    start = teens.index("Complexity")
    assert "unknown" in teens[start : start + 200]


SIX_RANDOM = "random,random,random,random,random,random"


@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5])
def test_setup_api_draws_low_factions_only(client, seed):
    low = set(Faction.objects.filter(complexity="low").values_list("slug", flat=True))
    assert len(low) >= 6
    data = get(
        client,
        "/api/v1/setup/",
        factions=SIX_RANDOM,
        players=3,
        seed=seed,
        max_complexity="low",
    )
    drawn = set(data["factions"])
    assert len(drawn) == 6 and drawn <= low, drawn
    assert parse_qs(urlsplit(data["permalink"]).query)["max_complexity"] == ["low"]


def test_setup_api_without_the_filter_draws_any_faction(client):
    low = set(Faction.objects.filter(complexity="low").values_list("slug", flat=True))
    drawn: set[str] = set()
    for seed in range(1, 6):
        data = get(client, "/api/v1/setup/", factions=SIX_RANDOM, players=3, seed=seed)
        drawn |= set(data["factions"])
    assert drawn - low  # the filter above is what kept them low


def test_setup_api_keeps_chosen_factions(client):
    data = get(
        client,
        "/api/v1/setup/",
        factions="vampires,random,random,random",
        players=2,
        seed=7,
        max_complexity="low",
    )
    assert data["factions"][0] == "vampires"  # its rating is unknown, but it was chosen
    low = set(Faction.objects.filter(complexity="low").values_list("slug", flat=True))
    assert set(data["factions"][1:]) <= low


def test_setup_api_rejects_an_unknown_rating(client):
    data = get(
        client,
        "/api/v1/setup/",
        expected=400,
        factions="random,random,random,random",
        players=2,
        max_complexity="easy",
    )
    assert data["error"]["parameter"] == "max_complexity"
    assert "low, low-medium, medium, medium-high, high" in data["error"]["message"]


def test_setup_page_form_carries_the_filter(client):
    response = client.get(
        "/en/setup/",
        {
            "go": "1",
            "players": "2",
            "slot1": "random",
            "slot2": "random",
            "slot3": "random",
            "slot4": "random",
            "seed": "11",
            "max_complexity": "low",
        },
    )
    assert response.status_code == 302
    assert "max_complexity=low" in response["Location"]
    page = client.get(response["Location"]).content.decode()
    assert '<option value="low" selected>' in page
    assert "low complexity only (a first game)" in page


def test_setup_api_names_the_filter_when_it_leaves_too_few_factions(client):
    # The core set has three low-complexity factions (Dinosaurs, Robots, Zombies): not four.
    data = get(
        client,
        "/api/v1/setup/",
        expected=400,
        factions="random,random,random,random",
        players=2,
        owned="core-set",
        max_complexity="low",
    )
    assert data["error"]["parameter"] == "max_complexity"
    assert (
        "The complexity limit (max_complexity) leaves the other factions out."
        in (data["error"]["message"])
    )
    # without the limit the same boxes are enough
    get(
        client,
        "/api/v1/setup/",
        factions="random,random,random,random",
        players=2,
        owned="core-set",
    )
