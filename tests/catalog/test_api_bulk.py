"""Bulk export: one JSON file of the whole catalog per language, listed with its sha256."""

from __future__ import annotations

import hashlib
import json

import pytest

from catalog.api import bulk
from catalog.models import Base, Box, Card, CatalogImport, Clarification, Erratum, Faction
from tests.catalog.test_api import API, get, relative

pytestmark = pytest.mark.django_db


@pytest.fixture(scope="module")
def bulk_dir(tmp_path_factory):
    return tmp_path_factory.mktemp("bulk")


@pytest.fixture(autouse=True)
def _bulk_dir(settings, bulk_dir):
    settings.CATALOG_BULK_DIR = str(bulk_dir)


def download(client, url: str) -> tuple[bytes, object]:
    response = client.get(relative(url))
    assert response.status_code == 200
    return b"".join(response.streaming_content), response


def test_listing(client):
    data = get(client, "bulk/")
    assert data["count"] == 2 and data["warnings"] == []
    latest = CatalogImport.objects.latest()
    assert [item["lang"] for item in data["results"]] == ["en", "fr"]
    for item in data["results"]:
        assert item["object"] == "bulk_file"
        assert item["dataset_version"] == latest.source_digest
        assert item["content_type"] == "application/json"
        assert item["url"].endswith(f"/api/v1/bulk/catalog-{item['lang']}.json")
        assert item["generated_at"] and item["size"] > 100_000


def test_download_matches_its_sha256_and_size(client):
    for item in get(client, "bulk/")["results"]:
        content, response = download(client, item["url"])
        assert hashlib.sha256(content).hexdigest() == item["sha256"]
        assert len(content) == item["size"] == int(response["Content-Length"])
        assert response["Content-Type"] == "application/json"
        assert response["ETag"] == f'"{item["sha256"]}"'
        again = client.get(relative(item["url"]), HTTP_IF_NONE_MATCH=response["ETag"])
        assert again.status_code == 304


def test_file_holds_the_whole_catalog(client):
    english, french = get(client, "bulk/")["results"]
    data = json.loads(download(client, english["url"])[0])
    assert data["lang"] == "en" and data["dataset_version"] == english["dataset_version"]
    assert data["generated_at"].startswith(english["generated_at"][:19])
    assert len(data["cards"]) == Card.objects.count()
    assert len(data["bases"]) == Base.objects.count()
    assert len(data["boxes"]) == Box.objects.count()
    assert len(data["factions"]) == Faction.objects.count()
    assert len(data["clarifications"]) == Clarification.objects.count()
    assert len(data["errata"]) == Erratum.objects.count()
    keys = {(c["faction"]["slug"], c["slug"], c["printing"]) for c in data["cards"]}
    assert len(keys) == Card.objects.count()
    # The same shapes as the API (site-relative URLs).
    card = data["cards"][0]
    detail = get(client, card["url"])
    assert json.loads(json.dumps(detail).replace("http://testserver", "")) == card
    fr = json.loads(download(client, french["url"])[0])
    tricksters = next(f for f in fr["factions"] if f["slug"] == "tricksters")
    assert tricksters["name"] == "Petit Peuple"


def test_files_are_made_once_per_import(client):
    first = get(client, "bulk/")["results"]
    assert get(client, "bulk/")["results"] == first


def test_a_new_import_makes_new_files(client):
    before = get(client, "bulk/")["results"]
    CatalogImport.objects.create(source_digest="f" * 64)
    after = get(client, "bulk/")["results"]
    assert {item["dataset_version"] for item in after} == {"f" * 64}
    assert after[0]["sha256"] != before[0]["sha256"]


def test_no_import_no_file(client):
    CatalogImport.objects.all().delete()
    data = get(client, "bulk/")
    assert data["count"] == 0 and data["warnings"]
    assert get(client, "bulk/catalog-en.json", 404)["error"]["status"] == 404
    assert bulk.bulk_file("en") is None


def test_unknown_language_is_404(client):
    assert client.get(API + "bulk/catalog-de.json").status_code == 404


def test_an_import_changing_a_record_makes_the_next_download_reflect_it(client):
    """Same import id and sources (a recreated database, or a new importer on the same files)
    but another content: the file is rebuilt, not served from the old folder."""
    english = get(client, "bulk/")["results"][0]
    before = json.loads(download(client, english["url"])[0])
    latest = CatalogImport.objects.latest()
    card = Card.objects.order_by("id").first()
    assert any(c["name"] == card.name_en for c in before["cards"])
    Card.objects.filter(pk=card.pk).update(name_en="Renamed By The Test")
    # What a fresh database gets from a re-import: the same id and digest, a new record.
    pk, digest = latest.pk, latest.source_digest
    latest.delete()
    CatalogImport.objects.create(pk=pk, source_digest=digest)
    after_item = get(client, "bulk/")["results"][0]
    after = json.loads(download(client, after_item["url"])[0])
    assert after_item["dataset_version"] == english["dataset_version"]
    assert any(c["name"] == "Renamed By The Test" for c in after["cards"])
    assert after_item["sha256"] != english["sha256"]


def test_the_bulk_folder_and_the_response_cache_share_the_dataset_key(client):
    from catalog.api.caching import RESPONSES, dataset_key

    get(client, "bulk/")
    latest = CatalogImport.objects.latest()
    folders = [p.name for p in bulk.bulk_dir().iterdir() if p.is_dir()]
    # The folder also carries the version of the card annotations (test_card_simulator_status).
    assert folders == [bulk.folder_name(latest)]
    assert folders[0].startswith(dataset_key(latest)) and RESPONSES.version() == dataset_key(latest)


def test_bulk_files_announce_their_language(client):
    for item in get(client, "bulk/")["results"]:
        response = client.get(relative(item["url"]), HTTP_ACCEPT_LANGUAGE="de")
        assert response["Content-Language"] == item["lang"]
