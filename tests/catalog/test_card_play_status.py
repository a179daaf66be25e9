"""A card's play status (issue 27: what it does when it is played) in the card API
(`simulator.play`), on the card page (EN/FR) and in the annotation's version. The entries come
from engine/plays; the tests that need a given entry register a throwaway one for a card of a
late box (tests/simulator/play_entries.py), whatever the box modules hold."""

import html

import pytest

from simulator.coverage import card_status_provider
from simulator.engine import cards as card_abilities
from simulator.engine import plays as play_abilities
from simulator.engine.plays import registry
from tests.simulator.play_entries import LATE_CARD, LATE_KEY, use_entries

pytestmark = pytest.mark.django_db

STATUSES = {"applied", "no_board_effect", "not_simulated"}
URL = f"/api/v1/cards/{LATE_CARD[0]}/{LATE_CARD[1]}/"
PAGE = f"/cards/{LATE_CARD[0]}/{LATE_CARD[1]}/"


def applied_entry() -> registry.PlayAbility:
    return registry.applied(
        LATE_KEY,
        lambda play: None,
        box="test",
        summary="Test play summary <b>.",
        summary_fr="Résumé de jeu de test <b>.",
    )


def card_entry(printing: str = "original"):
    entry = card_abilities.lookup(LATE_KEY, printing)
    assert entry is not None and entry.summary, "the card registry covers Big in Japan"
    return entry


def test_the_late_card_is_in_the_catalog_in_the_original_printing(client):
    data = client.get(URL).json()
    assert data["slug"] == LATE_CARD[1] and data["printing"] == "original"


def test_every_card_of_a_faction_has_a_play_status_and_both_summaries(client):
    for faction in ("dinosaurs", LATE_CARD[0]):
        data = client.get("/api/v1/cards/", {"faction": faction, "page_size": 100}).json()
        assert data["results"]
        for card in data["results"]:
            play = card["simulator"]["play"]
            assert play["status"] in STATUSES, card["slug"]
            entry = play_abilities.lookup(f"{faction}/{card['slug']}", card["printing"])
            assert play["status"] == entry.status, card["slug"]
            assert play["summary"] and play["summary_fr"], card["slug"]
            # The reason keys are there exactly when the entry has a reason.
            assert ("reason" in play) == bool(entry.reason) == ("reason_fr" in play)


def test_a_card_no_box_module_covers_is_not_modelled_yet(client):
    with use_entries(LATE_KEY):
        play = client.get(URL).json()["simulator"]["play"]
    entry = card_entry()
    assert play == {
        "status": "not_simulated",
        # Without a summary of its own, the card registry's summary of the card.
        "summary": entry.summary,
        "summary_fr": entry.summary_fr,
        "reason": play_abilities.NOT_MODELLED_YET[0],
        "reason_fr": play_abilities.NOT_MODELLED_YET[1],
    }
    assert play["reason"].startswith("not modelled yet")


def test_an_applied_entry_gives_its_own_summary_and_no_reason_keys(client):
    with use_entries(LATE_KEY, applied_entry()):
        data = client.get(URL).json()
    assert data["simulator"]["play"] == {
        "status": "applied",
        "summary": "Test play summary <b>.",
        "summary_fr": "Résumé de jeu de test <b>.",
    }
    # The scoring status beside it is the card registry's, unchanged.
    assert data["simulator"]["status"] == card_entry().status


def test_a_printing_specific_entry_wins(client):
    pod = registry.no_board_effect(
        LATE_KEY, registry.HANDS_ONLY, box="test", printing="pod", summary="P.", summary_fr="P."
    )
    with use_entries(LATE_KEY, applied_entry(), pod):
        original = client.get(URL).json()["simulator"]["play"]
        other = client.get(URL, {"printing": "pod"}).json()
    assert original["status"] == "applied"
    assert other["printing"] == "pod"  # Stomp is in both printings
    assert other["simulator"]["play"] == {
        "status": "no_board_effect",
        "summary": "P.",
        "summary_fr": "P.",
        "reason": registry.HANDS_ONLY[0],
        "reason_fr": registry.HANDS_ONLY[1],
    }


@pytest.mark.parametrize(
    ("lang", "title", "label", "summary"),
    [
        ("en", "When played", "Applied", "Test play summary <b>."),
        ("fr", "Quand elle est jouée", "Appliquée", "Résumé de jeu de test <b>."),
    ],
)
def test_the_card_page_shows_the_play_status_and_summary(client, lang, title, label, summary):
    with use_entries(LATE_KEY, applied_entry()):
        page = client.get(f"/{lang}{PAGE}").content.decode()
    start = page.index('<section id="simulator"')
    section = page[start : page.index("</section>", start)]
    part = '<div id="simulator-play" class="annotation-part" data-status="applied">'
    assert part in section
    assert f"<h3>{title}</h3>" in section
    assert f'<span class="tag">{label}</span> {html.escape(summary)}</p>' in section
    # An applied entry has no reason: the part says no "Why".
    assert section.count("<strong>") == section[: section.index(part)].count("<strong>")


@pytest.mark.parametrize(
    ("lang", "label", "why", "reason", "summary"),
    [
        ("en", "Not simulated", "Why:", 0, "summary"),
        ("fr", "Non simulée", "Pourquoi :", 1, "summary_fr"),
    ],
)
def test_the_card_page_says_why_a_play_is_not_simulated(client, lang, label, why, reason, summary):
    with use_entries(LATE_KEY):
        page = client.get(f"/{lang}{PAGE}").content.decode()
    start = page.index('<div id="simulator-play"')
    part = page[start : page.index("</div>", start)]
    assert 'data-status="not_simulated"' in part
    text = html.escape(getattr(card_entry(), summary))
    assert f'<span class="tag">{label}</span> {text}</p>' in part
    shown = html.escape(play_abilities.NOT_MODELLED_YET[reason])
    assert f"<p><strong>{why}</strong> {shown}</p>" in part


def test_the_schema_documents_the_play_keys(client):
    schema = client.get("/api/v1/schema/", HTTP_ACCEPT="application/json").json()
    components = schema["components"]["schemas"]
    play = components["CardSimulatorStatus"]["properties"]["play"]
    assert play["allOf"] == [{"$ref": "#/components/schemas/CardPlayStatus"}]
    assert "play" in components["CardSimulatorStatus"]["required"]
    status = components["CardPlayStatus"]
    assert set(status["properties"]) == {"status", "summary", "summary_fr", "reason", "reason_fr"}
    # The reason keys are there only when there is a reason.
    assert sorted(status["required"]) == ["status", "summary", "summary_fr"]
    enum = status["properties"]["status"]["allOf"]
    assert enum == [{"$ref": "#/components/schemas/PlayStatusEnum"}]
    assert set(components["PlayStatusEnum"]["enum"]) == STATUSES
    # The ability statuses keep their name.
    assert set(components["StatusEnum"]["enum"]) == {
        "modelled",
        "no_scoring_effect",
        "not_simulated",
    }


def test_the_annotations_version_changes_with_a_play_entry():
    with use_entries(LATE_KEY):
        without = card_status_provider().version
        assert card_status_provider().version == without
    with use_entries(LATE_KEY, applied_entry()):
        assert card_status_provider().version != without
