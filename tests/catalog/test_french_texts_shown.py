"""French texts quoted from the rulebooks (catalog.importer.french) on the pages, in the API
and in the search: shown in French on /fr/, offered beside the English text on /en/, and never
"no source gives this text" when a French rulebook prints it."""

from __future__ import annotations

import html
import re

import pytest

from catalog.models import Base, Card
from smashup_site.text import normalize

pytestmark = pytest.mark.django_db


def visible(client, url: str) -> str:
    """The page's text without its tags (rule words in a text are links)."""
    return html.unescape(re.sub(r"<[^>]+>", "", client.get(url).content.decode()))


def hideout() -> Base:
    return Base.objects.get(slug="hideout", printing="original")


def tail_smash() -> Card:
    return Card.objects.get(faction__slug="kaiju", slug="tail-smash", printing="original")


def test_the_french_page_quotes_the_french_text_with_its_rulebook(client):
    base = hideout()
    assert base.text_fr and not base.text
    page = client.get("/fr/bases/hideout/").content.decode()
    assert '<blockquote class="card-text" lang="fr">' in page
    assert base.text_fr[:30] in visible(client, "/fr/bases/hideout/")
    assert base.text_fr_source_file in page
    assert "aucune source ne donne ce texte" not in page


def test_the_english_page_says_the_english_text_is_unknown_and_shows_the_french_one(client):
    base = hideout()
    page = client.get("/en/bases/hideout/").content.decode()
    assert "no English source gives this text; a French rulebook prints it" in page
    assert base.text_fr[:30] in page
    assert "(no source gives this text)" not in page


def test_a_card_with_both_texts_shows_its_page_language_first(client):
    card = tail_smash()
    assert card.text and card.text_fr
    french = visible(client, "/fr/cards/kaiju/tail-smash/")
    assert french.index(card.text_fr[:30]) < french.index("Texte anglais")
    assert "Texte cité en anglais" not in french
    english = visible(client, "/en/cards/kaiju/tail-smash/")
    assert english.index(card.text[:30]) < english.index("French text (rulebook)")


def test_the_api_carries_the_french_text_and_its_source(client):
    card = tail_smash()
    data = client.get("/api/v1/cards/kaiju/tail-smash/").json()
    assert data["text_fr"] == card.text_fr
    assert data["text_fr_source"].startswith(card.text_fr_source_file)
    other = client.get("/api/v1/cards/kaiju/tail-smash/", {"printing": "pod"}).json()
    assert other["text_fr"] is None and other["text_fr_source"] is None
    base = client.get("/api/v1/bases/hideout/").json()
    assert base["text"] is None and base["text_fr"] == hideout().text_fr


def test_the_search_reads_the_french_text_too(client):
    base = hideout()
    word = max(normalize(base.text_fr).split(), key=len)
    found = client.get("/api/v1/search/", {"q": f"t:base o:{word}", "page_size": 200}).json()
    assert "hideout" in {item["slug"] for item in found["results"]}
