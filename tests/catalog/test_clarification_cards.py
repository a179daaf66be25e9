"""Issue 18, clarifications: a faction-level clarification (its heading names several cards) is
shown on every card it names, in the pages, the API and the bulk file, and stays on the faction
page."""

from __future__ import annotations

import pytest

from catalog.importer.names import match_key
from catalog.models import Card, Clarification
from tests.catalog.test_api import all_results, get

pytestmark = pytest.mark.django_db


def original(faction: str, slug: str) -> Card:
    return Card.objects.get(faction__slug=faction, slug=slug, printing="original")


@pytest.mark.parametrize(
    ("faction", "slug", "subject"),
    [
        ("killer-plants", "deep-roots", "Deep Roots, Entangled"),
        ("samurai", "honor-the-fallen", "Samurai-Chan, Bushi, Shogun, Final Haiku"),
        ("the-nightmare-before-christmas", "sandy-claws-costume", "Zero, The Mayor of Halloween"),
        ("beauty-and-the-beast", "discover-the-library", "Break the Curse, Discover the Library"),
    ],
)
def test_named_cards_get_the_faction_clarification(client, faction, slug, subject):
    card = original(faction, slug)
    named = list(card.named_in_clarifications.all())
    assert any(item.subject.startswith(subject) for item in named), named
    assert all(item.card_id is None and item.faction_id == card.faction_id for item in named)
    data = get(client, f"cards/{faction}/{slug}/")
    scoped = [item for item in data["clarifications"] if item["scope"] == "faction"]
    assert any(item["subject"].startswith(subject) for item in scoped)
    html = client.get(f"/en/cards/{faction}/{slug}/").content.decode()
    clarifications = html[html.index('id="clarifications-title"') : html.index('id="printings"')]
    assert "No clarification known for this printing." not in clarifications
    assert "names several cards, this one among them" in clarifications


def test_the_discover_the_library_heading_names_its_four_cards():
    # A clarification whose heading lists four Beauty and the Beast cards used to hang on the
    # faction only, so none of the four cards showed it.
    clarification = Clarification.objects.get(
        faction__slug="beauty-and-the-beast", subject__startswith="Break the Curse, Discover"
    )
    assert clarification.card is None
    assert {card.slug for card in clarification.named_cards.all()} == {
        "enchanted-objects",
        "break-the-curse",
        "ever-a-surprise",
        "discover-the-library",
    }


def test_every_faction_clarification_naming_cards_is_on_them():
    with_names = Clarification.objects.filter(card=None, base=None, named_cards__isnull=False)
    assert with_names.distinct().count() >= 78
    named_cards = Card.objects.filter(named_in_clarifications__isnull=False).distinct()
    assert named_cards.count() >= 190  # the issue counted 197 cards named
    for clarification in with_names.distinct().prefetch_related("named_cards"):
        for card in clarification.named_cards.all():
            assert card.faction_id == clarification.faction_id
            # the heading names it (plurals and punctuation aside: "Mummies" names Mummy)
            assert match_key(card.name_en)[:5] in match_key(clarification.subject), (
                card,
                clarification.subject,
            )


def test_api_clarification_lists_its_named_cards(client):
    clarification = Clarification.objects.get(
        faction__slug="killer-plants", subject="Deep Roots, Entangled"
    )
    data = get(client, f"clarifications/{clarification.pk}/")
    assert data["scope"] == "faction" and data["card"] is None
    assert {item["slug"] for item in data["named_cards"]} == {"deep-roots", "entangled"}
    own = Clarification.objects.filter(card__isnull=False).first()
    data = get(client, f"clarifications/{own.pk}/")
    assert data["scope"] == "card" and data["named_cards"] == []


def test_card_list_keeps_own_clarifications_first(client):
    results = all_results(client, "cards/", faction="killer-plants", printing="original")
    deep_roots = next(item for item in results if item["slug"] == "deep-roots")
    scopes = [item["scope"] for item in deep_roots["clarifications"]]
    assert scopes == sorted(scopes, key=lambda scope: scope != "card")
    assert "faction" in scopes


def test_faction_page_keeps_the_faction_view_and_links_the_named_cards(client):
    html = client.get("/en/factions/killer-plants/").content.decode()
    section = html[html.index('id="clarifications"') :]
    assert "Deep Roots, Entangled" in section
    assert 'href="/en/cards/killer-plants/deep-roots/"' in section
    assert "No clarification on the faction as a whole" not in section


def test_has_clarifications_counts_the_faction_ones_naming_the_card(client):
    # Deep Roots (original) has no clarification of its own, only the faction's naming it.
    assert not original("killer-plants", "deep-roots").clarifications.exists()
    for params in ({"has_clarifications": "true"}, {"q": "has:clarifications"}):
        results = all_results(client, "cards/", faction="killer-plants", **params)
        assert "deep-roots" in {item["slug"] for item in results if item["printing"] == "original"}
        assert all(item["clarifications"] for item in results)
    without = all_results(client, "cards/", faction="killer-plants", has_clarifications="false")
    assert all(not item["clarifications"] for item in without)
