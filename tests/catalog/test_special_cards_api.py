"""Issue 18, special decks: the Madness card and the Munchkin monsters and treasures are in the
API (`special-cards/`) and the bulk file, with what is known and null otherwise."""

from __future__ import annotations

import json

import pytest

from catalog.api import bulk
from catalog.models import CatalogImport, SpecialCard
from tests.catalog.test_api import get

pytestmark = pytest.mark.django_db


def test_list(client):
    data = get(client, "special-cards/")
    assert data["count"] == SpecialCard.objects.count() == 5
    madness = next(item for item in data["results"] if item["slug"] == "madness")
    assert madness["object"] == "special_card"
    assert madness["kind"] == "madness"
    assert madness["copies"] == 30
    assert madness["power"] is None  # unknown, not zero
    assert madness["box"]["slug"] == "the-obligatory-cthulhu-set"
    assert madness["url"].endswith("/api/v1/special-cards/madness/")


def test_detail_unknown_english_name_is_null(client):
    data = get(client, "special-cards/pouletergeist/")
    assert data["kind"] == "monster"
    assert data["name_en"] is None and data["name_fr"] == "Pouletergeist"
    assert data["name"] == "Pouletergeist"  # the only name known, whatever the language
    assert data["power"] == 2 and data["treasures"] == 1
    get(client, "special-cards/no-such-card/", expected=404)


def test_french_name(client):
    data = get(client, "special-cards/madness/", lang="fr")
    assert data["name"] == "Démence" and data["name_en"] == "Madness"


def test_root_lists_the_endpoint(client):
    assert get(client, "")["special_cards"].endswith("/api/v1/special-cards/")


def test_bulk_file_carries_them(settings, tmp_path):
    settings.CATALOG_BULK_DIR = str(tmp_path)
    found = bulk.ensure_bulk_file(CatalogImport.objects.latest(), "en")
    data = json.loads(found.path.read_bytes())
    assert data["counts"]["special_cards"] == 5
    assert {item["slug"] for item in data["special_cards"]} == set(
        SpecialCard.objects.values_list("slug", flat=True)
    )
    # the other issue-18 additions travel in the same shapes
    laser = next(
        item
        for item in data["cards"]
        if item["slug"] == "laser-sword" and item["printing"] == "original"
    )
    assert laser["text_status"] == "current-wording"
    assert laser["errata"][0]["wording"] == "+1 changed to +2"
    deep_roots = next(
        item
        for item in data["cards"]
        if item["slug"] == "deep-roots" and item["printing"] == "original"
    )
    assert any(item["scope"] == "faction" for item in deep_roots["clarifications"])
    killer_plants = next(item for item in data["factions"] if item["slug"] == "killer-plants")
    assert killer_plants["complexity"] == "low-medium"
