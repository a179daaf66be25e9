"""The OpenAPI schema: served, valid, warning-free for the catalog endpoints, and every
non-200 answer of every catalog operation documented."""

from __future__ import annotations

from html.parser import HTMLParser
from urllib.parse import urlsplit

import pytest
from django.urls import include, path
from drf_spectacular.drainage import GENERATOR_STATS
from drf_spectacular.generators import SchemaGenerator
from drf_spectacular.validation import validate_schema

pytestmark = pytest.mark.django_db


@pytest.fixture(scope="module")
def catalog_schema() -> tuple[dict, bool]:
    GENERATOR_STATS.reset()
    generator = SchemaGenerator(patterns=[path("api/v1/", include("catalog.api_urls"))])
    schema = generator.get_schema(request=None, public=True)
    warned = bool(GENERATOR_STATS)
    GENERATOR_STATS.reset()
    return schema, warned


def test_schema_is_served(client):
    response = client.get("/api/v1/schema/", HTTP_ACCEPT="application/vnd.oai.openapi+json")
    assert response.status_code == 200
    schema = response.json()
    assert schema["openapi"].startswith("3.")
    assert "/api/v1/cards/{faction_slug}/{slug}/" in schema["paths"]


class _LoadedResources(HTMLParser):
    """Every URL a page makes the browser load: scripts, stylesheets, preconnects, icons,
    images, frames."""

    def __init__(self) -> None:
        super().__init__()
        self.urls: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = dict(attrs)
        if tag in ("script", "img", "iframe") and values.get("src"):
            self.urls.append(values["src"] or "")
        if tag == "link" and values.get("href"):
            self.urls.append(values["href"] or "")


def loaded_urls(html: str) -> list[str]:
    parser = _LoadedResources()
    parser.feed(html)
    return parser.urls


def test_docs_page_uses_local_static_files(client):
    response = client.get("/api/v1/docs/")
    assert response.status_code == 200
    urls = loaded_urls(response.content.decode())
    assert any("drf_spectacular_sidecar" in url and url.endswith(".js") for url in urls)
    other_hosts = [url for url in urls if urlsplit(url).netloc or urlsplit(url).scheme]
    assert other_hosts == []


def test_loaded_urls_sees_another_host():
    html = '<link rel="preconnect" href="https://fonts.googleapis.com"><script src="/a.js">'
    assert [urlsplit(url).netloc for url in loaded_urls(html)] == ["fonts.googleapis.com", ""]


def test_redoc_leads_to_the_local_docs_page(client):
    """Redoc's page asked Google for fonts and cdn.redoc.ly for a logo: it is gone."""
    response = client.get("/api/v1/redoc/")
    assert response.status_code == 301
    assert response["Location"] == "/api/v1/docs/"


def test_catalog_schema_is_valid_and_warning_free(catalog_schema):
    schema, warned = catalog_schema
    validate_schema(schema)
    assert not warned


EXPECTED_PATHS = {
    "/api/v1/",
    "/api/v1/boxes/",
    "/api/v1/boxes/{slug}/",
    "/api/v1/factions/",
    "/api/v1/factions/{slug}/",
    "/api/v1/keywords/",
    "/api/v1/keywords/{slug}/",
    "/api/v1/cards/",
    "/api/v1/cards/random/",
    "/api/v1/cards/{faction_slug}/{slug}/",
    "/api/v1/bases/",
    "/api/v1/bases/random/",
    "/api/v1/bases/{slug}/",
    "/api/v1/clarifications/",
    "/api/v1/clarifications/{id}/",
    "/api/v1/errata/",
    "/api/v1/errata/{id}/",
    "/api/v1/special-cards/",
    "/api/v1/special-cards/{slug}/",
    "/api/v1/search/",
    "/api/v1/bulk/",
    "/api/v1/bulk/catalog-{lang}.json",
}


def test_every_catalog_endpoint_is_documented(catalog_schema):
    schema, _ = catalog_schema
    assert set(schema["paths"]) == EXPECTED_PATHS


def test_every_operation_documents_its_error_answers(catalog_schema):
    schema, _ = catalog_schema
    for route, operations in schema["paths"].items():
        for method, operation in operations.items():
            codes = set(operation["responses"])
            assert {"200", "404", "429"} <= codes, (route, method, codes)
            if "random" not in route:
                assert "304" in codes, route


def test_filters_are_typed_with_bounds(catalog_schema):
    schema, _ = catalog_schema
    parameters = {
        p["name"]: p["schema"] for p in schema["paths"]["/api/v1/cards/"]["get"]["parameters"]
    }
    assert parameters["power_min"] == {"type": "integer", "minimum": -99, "maximum": 999}
    assert parameters["page_size"]["maximum"] == 200
    assert sorted(parameters["type"]["enum"]) == ["", "action", "minion", "other", "titan"]
    assert parameters["has_errata"]["type"] == "boolean"
    assert set(parameters) >= {
        "q",
        "box",
        "faction",
        "printing",
        "power",
        "power_max",
        "has_clarifications",
        "keyword",
        "ordering",
        "lang",
        "page",
    }


def test_single_objects_document_an_optional_warnings_key(catalog_schema):
    schema, _ = catalog_schema
    components = schema["components"]["schemas"]
    card_ref = schema["paths"]["/api/v1/cards/{faction_slug}/{slug}/"]["get"]["responses"]["200"]
    card = components[card_ref["content"]["application/json"]["schema"]["$ref"].split("/")[-1]]
    random_ref = schema["paths"]["/api/v1/bases/random/"]["get"]["responses"]["200"]
    base = components[random_ref["content"]["application/json"]["schema"]["$ref"].split("/")[-1]]
    for component in (card, base):
        assert component["properties"]["warnings"]["type"] == "array"
        assert "unknown parameter" in component["properties"]["warnings"]["description"]
        assert "warnings" not in component.get("required", [])
