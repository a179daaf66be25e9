"""The simulator's status of a card on the catalog's card page and in the card API, through the
shared extension point (smashup_site.extensions): the catalog never imports the simulator."""

import ast
import html
import json
from pathlib import Path

import pytest

from catalog.api import bulk, caching
from catalog.api import serializers as s
from catalog.models import Card, CatalogImport
from simulator.coverage import card_status_provider, play_part
from simulator.engine import cards as card_abilities
from smashup_site import extensions
from smashup_site.extensions import CardAnnotation, CardAnnotationProvider

pytestmark = pytest.mark.django_db

ROOT = Path(__file__).resolve().parents[2]
# A Core Set card the card registry models (Ongoing: +1 power per War Raptor on its base).
KNOWN = ("dinosaurs", "war-raptor")


@pytest.fixture
def provider():
    """Replace the simulator's provider for one test, then put it back."""
    saved = extensions.card_annotation_provider(extensions.SIMULATOR)

    def use(annotate, version="test"):
        extensions.register_card_annotations(
            CardAnnotationProvider(
                slot=extensions.SIMULATOR,
                title="Scoring simulator",
                title_fr="Simulateur de décompte",
                annotate=annotate,
                version=version,
                more_url=lambda: "/en/simulator/coverage/",
                more_text="What the simulator covers, box by box",
                more_text_fr="Ce que le simulateur couvre, boîte par boîte",
            )
        )

    yield use
    if saved is None:
        extensions.unregister_card_annotations(extensions.SIMULATOR)
    else:
        extensions.register_card_annotations(saved)


NOT_SIMULATED = CardAnnotation(
    status="not_simulated",
    label="Not simulated",
    label_fr="Non simulée",
    summary="Test summary.",
    summary_fr="Résumé de test.",
    reason="Test reason <b>.",
    reason_fr="Raison de test <b>.",
)


def known_entry():
    entry = card_abilities.lookup("/".join(KNOWN), "original")
    assert entry is not None, "the Core Set module registers War Raptor"
    return entry


# -- the catalog does not import the simulator ----------------------------------------------


def imported_modules(path: Path) -> set[str]:
    names = set()
    for node in ast.walk(ast.parse(path.read_text("utf-8"), str(path))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
            names.update(f"{node.module}.{alias.name}" for alias in node.names)
    return names


def test_the_catalog_never_imports_the_simulator():
    files = sorted((ROOT / "catalog").rglob("*.py"))
    assert len(files) > 20
    for path in files:
        found = [name for name in imported_modules(path) if name.split(".")[0] == "simulator"]
        assert not found, f"{path.relative_to(ROOT)} imports {found}"


def test_the_import_walk_sees_a_simulator_import(tmp_path):
    """The walk above would catch each form of import."""
    for line in (
        "import simulator",
        "from simulator import coverage",
        "from simulator.engine import cards",
        "def f():\n    import simulator.engine",
    ):
        path = tmp_path / "module.py"
        path.write_text(line + "\n")
        assert any(name.split(".")[0] == "simulator" for name in imported_modules(path)), line


# -- the card page -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("lang", "title", "label", "summary"),
    [
        ("en", "Scoring simulator", "Modelled", "summary"),
        ("fr", "Simulateur de décompte", "Modélisée", "summary_fr"),
    ],
)
def test_the_card_page_shows_the_simulator_status(client, lang, title, label, summary):
    entry = known_entry()
    page = client.get(f"/{lang}/cards/{KNOWN[0]}/{KNOWN[1]}/").content.decode()
    assert f'<section id="simulator" class="annotation" data-status="{entry.status}"' in page
    assert f'<h2 id="simulator-title">{title}</h2>' in page
    assert f'<span class="tag">{label}</span> {html.escape(getattr(entry, summary))}' in page
    assert f'href="/{lang}/simulator/coverage/"' in page


def test_a_card_the_registry_does_not_know_has_no_simulator_section(client, provider):
    provider(lambda faction, card, printing: None)
    page = client.get(f"/en/cards/{KNOWN[0]}/{KNOWN[1]}/").content.decode()
    assert 'id="simulator"' not in page


@pytest.mark.parametrize(
    ("lang", "why", "reason"), [("en", "Why:", "reason"), ("fr", "Pourquoi :", "reason_fr")]
)
def test_a_not_simulated_card_shows_its_reason(client, provider, lang, why, reason):
    asked = []

    def annotate(faction, card, printing):
        asked.append((faction, card, printing))
        return NOT_SIMULATED

    provider(annotate)
    page = client.get(f"/{lang}/cards/aliens/invader/?printing=pod").content.decode()
    assert asked == [("aliens", "invader", "pod")]
    text = html.escape(getattr(NOT_SIMULATED, reason))
    assert f"<p><strong>{why}</strong> {text}</p>" in page
    assert 'data-status="not_simulated"' in page


# -- the card API --------------------------------------------------------------------------------


def test_the_card_api_gives_the_registry_entry(client):
    entry = known_entry()
    data = client.get(f"/api/v1/cards/{KNOWN[0]}/{KNOWN[1]}/").json()
    assert data["simulator"] == {
        "status": entry.status,
        "summary": entry.summary,
        "summary_fr": entry.summary_fr,
        "reason": entry.reason or None,
        "reason_fr": entry.reason_fr or None,
        # Its play status (issue 27; tests/catalog/test_card_play_status.py).
        "play": play_part("/".join(KNOWN), "original", entry).as_json(),
    }


def test_the_card_api_gives_null_for_a_card_without_a_status(client, provider):
    provider(lambda faction, card, printing: None)
    data = client.get(f"/api/v1/cards/{KNOWN[0]}/{KNOWN[1]}/").json()
    assert "simulator" in data and data["simulator"] is None


def test_the_card_api_gives_a_not_simulated_reason(client, provider):
    provider(lambda faction, card, printing: NOT_SIMULATED)
    data = client.get("/api/v1/cards/aliens/invader/?lang=fr").json()
    assert data["simulator"] == NOT_SIMULATED.as_json()
    assert data["simulator"]["reason_fr"] == "Raison de test <b>."


def test_every_card_of_the_list_carries_its_status(client):
    data = client.get("/api/v1/cards/", {"faction": KNOWN[0], "page_size": 100}).json()
    assert data["results"]
    for card in data["results"]:
        faction = card["faction"]["url"].rstrip("/").rsplit("/", 1)[1]
        entry = card_abilities.lookup(f"{faction}/{card['slug']}", card["printing"])
        expected = None if entry is None else entry.status
        assert (card["simulator"] or {}).get("status") == expected, card["slug"]
    assert any(card["simulator"] for card in data["results"])


def test_the_declared_fields_name_every_annotation_slot():
    """The schema's fields and the fast represent() agree on the slots' keys."""
    assert set(extensions.CARD_SLOTS) <= set(s.CardSerializer().fields)


def test_the_schema_documents_the_simulator_key(client):
    schema = client.get("/api/v1/schema/", HTTP_ACCEPT="application/json").json()
    card = schema["components"]["schemas"]["Card"]["properties"]["simulator"]
    assert card["allOf"] == [{"$ref": "#/components/schemas/CardSimulatorStatus"}]
    assert card["nullable"] is True and "/api/v1/simulator/coverage/" in card["description"]
    status = schema["components"]["schemas"]["CardSimulatorStatus"]["properties"]
    assert set(status) == {"status", "summary", "summary_fr", "reason", "reason_fr", "play"}


# -- the bulk file -------------------------------------------------------------------------------


def test_the_bulk_file_carries_the_status_and_changes_with_it(client, provider, settings, tmp_path):
    settings.CATALOG_BULK_DIR = str(tmp_path)
    provider(card_status_provider().annotate, version="one")
    item = client.get("/api/v1/bulk/").json()["results"][0]
    data = json.loads(b"".join(client.get(item["url"]).streaming_content))
    war_raptor = next(
        c
        for c in data["cards"]
        if c["slug"] == KNOWN[1] and c["faction"]["url"].rstrip("/").endswith(KNOWN[0])
    )
    assert war_raptor["simulator"]["status"] == known_entry().status
    assert (
        war_raptor["simulator"]["play"]
        == play_part("/".join(KNOWN), "original", known_entry()).as_json()
    )
    # A deployment with other statuses (another version) writes a new file, same import.
    provider(lambda faction, card, printing: NOT_SIMULATED, version="two")
    again = client.get("/api/v1/bulk/").json()["results"][0]
    assert again["sha256"] != item["sha256"]
    data = json.loads(b"".join(client.get(again["url"]).streaming_content))
    assert all(c["simulator"] == NOT_SIMULATED.as_json() for c in data["cards"])
    latest = CatalogImport.objects.latest()
    assert [p.name for p in tmp_path.iterdir() if p.is_dir()] == [bulk.folder_name(latest)]


# -- the extension point itself -----------------------------------------------------------------


def test_an_unknown_slot_is_refused():
    with pytest.raises(ValueError, match="unknown card annotation slot"):
        extensions.register_card_annotations(
            CardAnnotationProvider(
                slot="weather", title="", title_fr="", annotate=lambda *a: None, version=""
            )
        )


def test_without_a_provider_every_slot_is_null(provider):
    provider(lambda *a: None)
    extensions.unregister_card_annotations(extensions.SIMULATOR)
    assert extensions.card_annotations_json(*KNOWN, "original") == {"simulator": None}
    assert extensions.shown_card_annotations(*KNOWN, "original", "en") == []
    assert extensions.card_annotations_version() == ""


def test_the_version_follows_the_providers(provider):
    provider(lambda *a: None, version="one")
    one = extensions.card_annotations_version()
    provider(lambda *a: None, version="two")
    assert one and extensions.card_annotations_version() not in ("", one)


def test_the_response_cache_key_follows_the_annotations_version(provider, rf):
    """A deployment whose statuses differ does not read the answers an older one left in the
    shared response cache."""
    request = rf.get(f"/api/v1/cards/{KNOWN[0]}/{KNOWN[1]}/")
    provider(lambda *a: None, version="one")
    one = caching.cache_key(request, "application/json")
    provider(lambda *a: None, version="two")
    assert caching.cache_key(request, "application/json") != one


def test_the_simulator_registers_its_provider_at_startup():
    found = extensions.card_annotation_provider(extensions.SIMULATOR)
    assert found is not None and found.version == card_status_provider().version
    annotation = found.annotate(*KNOWN, "original")
    assert annotation is not None and annotation.summary == known_entry().summary


def test_the_registry_version_changes_with_an_entry(monkeypatch):
    before = card_status_provider().version
    entries = card_abilities.registered()
    key = next(iter(entries))
    changed = {**entries}
    entry = entries[key]
    changed[key] = type(
        "Changed",
        (),
        {
            "status": entry.status,
            "summary": entry.summary + " (changed)",
            "summary_fr": entry.summary_fr,
            "reason": entry.reason,
            "reason_fr": entry.reason_fr,
        },
    )()
    monkeypatch.setattr(card_abilities, "registered", lambda: changed)
    assert card_status_provider().version != before


def test_a_card_of_the_catalog_can_be_looked_up_by_its_api_slugs():
    """The annotation's key is the card API's faction and card slugs."""
    card = Card.objects.select_related("faction").get(
        faction__slug=KNOWN[0], slug=KNOWN[1], printing="original"
    )
    assert extensions.card_annotations(card.faction.slug, card.slug, card.printing)["simulator"]
