"""/api/v1/rules/: list, detail, ?q= search, errors, related links, OpenAPI schema."""

import pytest

from rules.models import Section, Term

pytestmark = pytest.mark.django_db


def test_term_list_is_complete_and_alphabetical(client):
    data = client.get("/api/v1/rules/terms/").json()
    assert data["count"] == Term.objects.count()
    names = [item["name_en"] for item in data["results"]]
    assert names == sorted(names)
    first = data["results"][0]
    for key in ("slug", "name_en", "name_fr", "definition_en", "definition_fr", "source"):
        assert key in first


def test_section_list_is_in_reading_order_and_paginated(client):
    data = client.get("/api/v1/rules/sections/", {"page_size": 10}).json()
    assert data["count"] == Section.objects.count()
    assert len(data["results"]) == 10 and data["next"]
    orders = [item["order"] for item in data["results"]]
    assert orders == sorted(orders)
    assert data["results"][0]["slug"] == "goal"


def test_term_detail(client):
    data = client.get("/api/v1/rules/terms/special/").json()
    assert data["name_fr"] == "Spécial"
    assert data["source"]["booklet"] == "what-were-we-thinking" and data["source"]["page"] == 11
    assert "[[" not in data["definition_en"] and "conquest" in data["definition_en"].lower()
    assert data["page_urls"]["fr"].endswith("/fr/rules/terms/special/")
    assert any(url.endswith("/api/v1/rules/terms/extra/") for url in data["related_terms"])
    assert any("/sections/conquest-steps/" in url for url in data["related_sections"])


def test_related_links_resolve(client):
    data = client.get("/api/v1/rules/terms/talent/").json()
    assert 1 <= len(data["related_cards"]) <= 6
    for url in data["related_cards"] + data["related_terms"] + data["related_sections"]:
        path = url.replace("http://testserver", "")
        assert path.startswith("/api/v1/")
        assert client.get(path).status_code == 200, path


def test_section_detail_has_parent_and_terms(client):
    data = client.get("/api/v1/rules/sections/conquest-me-first/").json()
    assert data["title_fr"] == "Moi d’abord !"
    assert data["parent"].endswith("/api/v1/rules/sections/conquest/")
    assert data["source"] == {
        "booklet": "geek",
        "booklet_title_en": "Bigger Geekier Box all-rules booklet",
        "booklet_title_fr": "L'Énorme Boîte pour Geek — le livret de règles",
        "page": 6,
        "page_end": None,
        "anchor_fr": "Moi d’abord",
    }


@pytest.mark.parametrize(
    ("path", "query", "first"),
    [
        ("/api/v1/rules/terms/", "special", "special"),
        ("/api/v1/rules/terms/", "DÉTRUIRE", "destroy"),
        ("/api/v1/rules/sections/", "egalite", "conquest-ties"),
    ],
)
def test_search(client, path, query, first):
    data = client.get(path, {"q": query}).json()
    assert data["count"] >= 1 and data["results"][0]["slug"] == first


def test_errors(client):
    assert client.get("/api/v1/rules/terms/nope/").status_code == 404
    response = client.get("/api/v1/rules/sections/", {"q": "x" * 101})
    assert response.status_code == 400
    assert response.json()["error"]["parameter"] == "q"
    response = client.get("/api/v1/rules/terms/", {"page": 99})
    assert response.status_code == 404 and response.json()["error"]["parameter"] == "page"
    assert client.get("/api/v1/rules/terms/", {"page": 0}).status_code == 400


@pytest.mark.parametrize(
    "path, params, parameter",
    [
        ("sections/", {"q": ["base", "minion"]}, "q"),
        ("terms/", {"page_size": ["5", "10"]}, "page_size"),
        ("terms/special/", {"format": ["json", "json"]}, "format"),
    ],
)
def test_a_repeated_parameter_is_refused(client, path, params, parameter):
    response = client.get("/api/v1/rules/" + path, params)
    assert response.status_code == 400
    error = response.json()["error"]
    assert error["parameter"] == parameter
    assert error["message"] == f"{parameter}: given 2 times; give it once."


def test_openapi_schema_documents_the_rules_api(client):
    response = client.get("/api/v1/schema/", HTTP_ACCEPT="application/vnd.oai.openapi+json")
    assert response.status_code == 200
    schema = response.json()
    for path in ("/api/v1/rules/terms/", "/api/v1/rules/sections/{slug}/"):
        assert path in schema["paths"]
    parameters = schema["paths"]["/api/v1/rules/terms/"]["get"]["parameters"]
    assert any(parameter["name"] == "q" for parameter in parameters)


def test_english_fields_stay_english_whatever_the_accept_language(client):
    data = client.get("/api/v1/rules/sections/goal/", HTTP_ACCEPT_LANGUAGE="fr").json()
    assert data["source"]["booklet_title_en"] == "Bigger Geekier Box all-rules booklet"
    assert list(data)[:4] == ["slug", "url", "order", "title_en"]


@pytest.mark.parametrize(
    "path, params, limit",
    [
        ("sections/", {"page_size": 200}, 16),
        # 27 terms, each with its related cards (Power, After and To find theirs too).
        ("terms/", {"page_size": 200}, 36),
        ("sections/", {"q": "base"}, 16),
        ("terms/", {"q": "base"}, 32),
        ("sections/conquest/", {}, 8),
        ("terms/special/", {}, 10),
    ],
)
def test_query_counts_are_bounded(client, django_assert_max_num_queries, path, params, limit):
    """The texts' link titles are read once per answer, not once per text field (the section
    list took 408 queries when they were not); related cards cost one query per entry."""
    with django_assert_max_num_queries(limit):
        response = client.get("/api/v1/rules/" + path, params)
    assert response.status_code == 200


@pytest.mark.parametrize("endpoint", ["/api/v1/rules/terms/", "/api/v1/rules/sections/"])
def test_lists_name_unknown_parameters_in_their_warnings(client, endpoint):
    response = client.get(endpoint, {"foo": "1", "q": "titan", "page_size": 5})
    assert response.status_code == 200
    assert response.json()["warnings"] == ['Unknown parameter "foo" ignored.']
    assert client.get(endpoint, {"q": "titan", "page": 1}).json()["warnings"] == []
