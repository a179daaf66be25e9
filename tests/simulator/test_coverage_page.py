"""The coverage table: page (EN/FR) and API, counted again here from the catalog and the
engine's registries, whatever they hold."""

import html
import re
from collections import Counter

import pytest

from catalog.models import Base, Box, Card, FactionBox
from simulator import coverage
from simulator.engine import abilities as base_abilities
from simulator.engine import cards as card_abilities

pytestmark = pytest.mark.django_db

STATUSES = ["modelled", "no_scoring_effect", "not_simulated", "unclassified"]
# A Core Set card the card registry has models (Ongoing: +1 power per War Raptor on its base).
KNOWN_CARD = "dinosaurs/war-raptor"


def api(client):
    response = client.get("/api/v1/simulator/coverage/")
    assert response.status_code == 200
    assert response["Content-Type"] == "application/json"
    return response.json()


def expected_cards() -> tuple[Counter, Counter]:
    """(status -> count, (box slug, status) -> count) of every catalog card in each printing."""
    first_box = dict(
        FactionBox.objects.filter(first_release=True).values_list("faction_id", "box__slug")
    )
    total, by_box = Counter(), Counter()
    for faction_id, faction, slug, printing in Card.objects.values_list(
        "faction_id", "faction__slug", "slug", "printing"
    ):
        entry = card_abilities.lookup(f"{faction}/{slug}", printing)
        status = entry.status if entry else "unclassified"
        total[status] += 1
        by_box[first_box[faction_id], status] += 1
    return total, by_box


def expected_bases() -> tuple[Counter, Counter]:
    total, by_box = Counter(), Counter()
    for slug, printing, box in Base.objects.values_list("slug", "printing", "box__slug"):
        entry = base_abilities.lookup(slug, printing)
        status = entry.status if entry else "unclassified"
        total[status] += 1
        by_box[box, status] += 1
    return total, by_box


@pytest.mark.parametrize(
    ("kind", "expected", "count"),
    [("cards", expected_cards, Card.objects.count), ("bases", expected_bases, Base.objects.count)],
)
def test_the_api_counts_every_catalog_record_by_box_and_status(client, kind, expected, count):
    data = api(client)
    assert data["statuses"] == STATUSES
    table = data[kind]
    total, by_box = expected()
    assert table["total"] == {**{s: total[s] for s in STATUSES}, "all": count()}
    for box in table["boxes"]:
        assert set(box) == {"box", "title", "title_fr", "counts"}
        assert box["counts"] == {
            **{s: by_box[box["box"], s] for s in STATUSES},
            "all": sum(by_box[box["box"], s] for s in STATUSES),
        }
    assert sum(box["counts"]["all"] for box in table["boxes"]) == count()
    assert len({box["box"] for box in table["boxes"]}) == len(table["boxes"])


def test_every_catalog_base_has_a_status(client):
    """The base registry covers the whole catalog (issue 13): nothing is unclassified."""
    total = api(client)["bases"]["total"]
    assert total["unclassified"] == 0
    assert total["modelled"] and total["no_scoring_effect"] and total["not_simulated"]


def test_a_known_core_set_card_is_counted_in_its_box(client):
    entry = card_abilities.lookup(KNOWN_CARD, "original")
    assert entry is not None and entry.status == "modelled"
    core = next(box for box in api(client)["cards"]["boxes"] if box["box"] == "core-set")
    assert core["title"] == "Core Set"
    printings = Card.objects.filter(faction__slug="dinosaurs", slug="war-raptor").count()
    assert core["counts"]["modelled"] >= printings >= 1


def test_the_boxes_come_in_release_order(client):
    data = api(client)
    release = dict(Box.objects.values_list("slug", "release_order"))
    for kind in ("cards", "bases"):
        releases = [release[box["box"]] for box in data[kind]["boxes"]]
        assert releases == sorted(releases) and len(releases) > 10


@pytest.mark.parametrize(
    ("kind", "registry"), [("cards", card_abilities), ("bases", base_abilities)]
)
def test_the_not_simulated_list_gives_every_such_entry_with_its_reasons(client, kind, registry):
    rows = api(client)["not_simulated"][kind]
    keys = set()
    for row in rows:
        entry = registry.lookup(row["key"], row["printings"][0])
        assert entry is not None and entry.status == "not_simulated", row["key"]
        assert (row["summary"], row["summary_fr"]) == (entry.summary, entry.summary_fr)
        assert (row["reason"], row["reason_fr"]) == (entry.reason, entry.reason_fr)
        assert row["reason"] and row["reason_fr"]
        assert row["printings"] == sorted(set(row["printings"]))
        keys.update((row["key"], printing) for printing in row["printings"])
    # Every catalog record whose entry is not simulated appears once (a row per entry: one
    # for both printings, or one per printing where the printings' entries differ).
    expected = api(client)[kind]["total"]["not_simulated"]
    assert sum(len(row["printings"]) for row in rows) == expected == len(keys)


def test_a_not_simulated_base_is_listed_in_both_languages(client):
    rows = api(client)["not_simulated"]["bases"]
    assert rows, "the base registry has not-simulated entries"
    row = rows[0]
    english = client.get("/en/simulator/coverage/").content.decode()
    french = client.get("/fr/simulator/coverage/").content.decode()
    assert html.escape(row["reason"]) in english
    assert html.escape(row["reason_fr"]) in french
    assert html.escape(row["summary_fr"]) in french
    assert html.escape(row["reason_fr"]) not in english


@pytest.mark.parametrize(
    ("lang", "title", "labels"),
    [
        ("en", "What the simulator covers", ["Modelled", "Not simulated", "Not classified yet"]),
        ("fr", "Ce que le simulateur couvre", ["Modélisée", "Non simulée", "Pas encore classée"]),
    ],
)
def test_the_page_in_both_languages(client, lang, title, labels):
    response = client.get(f"/{lang}/simulator/coverage/")
    assert response.status_code == 200
    page = response.content.decode()
    assert f"<h1>{title}</h1>" in page
    for label in labels:
        assert f">{label}</th>" in page
    data = api(client)
    for kind in ("cards", "bases"):
        total = data[kind]["total"]
        row = "".join(f'<td class="num">{total[s]}</td>' for s in [*STATUSES, "all"])
        assert row in page
    # Each box row: its title in the page's language, then its counts.
    core = next(box for box in data["cards"]["boxes"] if box["box"] == "core-set")
    shown = core["title_fr"] if lang == "fr" and core["title_fr"] else core["title"]
    counts = "".join(f'<td class="num">{core["counts"][s]}</td>' for s in [*STATUSES, "all"])
    assert f'<th scope="row">{html.escape(shown)}</th>{counts}' in page
    assert 'href="/api/v1/simulator/coverage/"' in page


def test_a_not_simulated_card_links_to_its_catalog_page(client):
    rows = api(client)["not_simulated"]["bases"]
    page = client.get("/en/simulator/coverage/").content.decode()
    for row in rows:
        suffix = "" if "original" in row["printings"] else "?printing=pod"
        assert f'href="/en/bases/{row["slug"]}/{suffix}"' in page
        assert client.get(f"/en/bases/{row['slug']}/{suffix}").status_code == 200
    for row in api(client)["not_simulated"]["cards"]:
        assert f'href="/en/cards/{row["faction"]}/{row["slug"]}/' in page


def test_the_simulator_page_links_to_the_coverage_page(client):
    for lang in ("en", "fr"):
        page = client.get(f"/{lang}/simulator/").content.decode()
        assert f'href="/{lang}/simulator/coverage/"' in page


def test_the_coverage_api_refuses_other_methods_with_the_simulator_error_shape(client):
    response = client.post("/api/v1/simulator/coverage/", {}, content_type="application/json")
    assert response.status_code == 405
    error = response.json()["error"]
    assert error["field"] is None
    assert "POST" in error["message"] and "POST" in error["message_fr"]
    assert error["message"] != error["message_fr"]


def test_the_schema_documents_the_coverage_endpoint(client):
    schema = client.get("/api/v1/schema/", HTTP_ACCEPT="application/json").json()
    operation = schema["paths"]["/api/v1/simulator/coverage/"]["get"]
    assert operation["operationId"] == "simulator_coverage"
    assert operation["tags"] == ["simulator"]
    assert {"200", "405", "429"} <= set(operation["responses"])
    ref = operation["responses"]["200"]["content"]["application/json"]["schema"]["$ref"]
    component = schema["components"]["schemas"][ref.rsplit("/", 1)[1]]
    assert set(component["properties"]) == set(api(client))
    counts = schema["components"]["schemas"]["SimulatorCoverageCounts"]["properties"]
    assert set(counts) == {*STATUSES, "all"}
    error = operation["responses"]["405"]["content"]["application/json"]["schema"]["$ref"]
    assert error.endswith("/SimulatorError")


def test_the_report_is_computed_once_per_catalog_version(client, django_assert_num_queries):
    coverage.coverage_report()
    with django_assert_num_queries(1):  # the catalog version only
        coverage.coverage_report()


def test_every_status_has_a_label_in_both_languages():
    for status in STATUSES:
        english, french = coverage.LABELS[status]
        assert english and french and english != french
        assert coverage.label(status, "fr") == french and coverage.label(status, "en") == english


def test_every_not_simulated_entry_is_one_item_of_the_page(client):
    page = client.get("/en/simulator/coverage/").content.decode()
    items = re.findall(r'<li data-key="[^"]+">(.*?)</li>', page, flags=re.S)
    assert len(items) == sum(len(v) for v in api(client)["not_simulated"].values())


def test_a_not_simulated_card_is_listed_with_its_reasons(client, monkeypatch):
    """Whatever the registry holds: a card entry made not simulated here is counted, listed
    once for its two printings, and shown with its reason in each language."""
    real = card_abilities.lookup

    class Invader:
        status = "not_simulated"
        summary, summary_fr = "Test summary.", "Résumé de test."
        reason, reason_fr = "Test reason.", "Raison de test."

    fake = Invader()

    def lookup(key, printing):
        return fake if key == "aliens/invader" else real(key, printing)

    monkeypatch.setattr(card_abilities, "lookup", lookup)
    # The report is kept per catalog version: start afresh (monkeypatch puts the old one back).
    monkeypatch.setattr(coverage, "_report", None)
    rows = [r for r in api(client)["not_simulated"]["cards"] if r["key"] == "aliens/invader"]
    assert len(rows) == 1
    assert rows[0]["printings"] == ["original", "pod"]
    assert (rows[0]["reason"], rows[0]["reason_fr"]) == ("Test reason.", "Raison de test.")
    english = client.get("/en/simulator/coverage/").content.decode()
    french = client.get("/fr/simulator/coverage/").content.decode()
    assert (
        '<li data-key="aliens/invader"><a href="/en/cards/aliens/invader/">Invader</a>' in english
    )
    assert "Test reason." in english and "Raison de test." not in english
    assert "Raison de test." in french and "Résumé de test." in french
