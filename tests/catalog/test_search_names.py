"""Issue 18's search page: names of factions, boxes and bases first, "did you mean", one row
per card over both printings, and a line of text in each row."""

from __future__ import annotations

import re
from html import unescape

import pytest
from django.urls import reverse
from django.utils import translation

from catalog.models import Card, Printing
from catalog.search import search_catalog
from catalog.search.names import Vocabulary, _Words, correct, did_you_mean, name_matches

pytestmark = pytest.mark.django_db


def search_url(lang: str = "en") -> str:
    with translation.override(lang):
        return reverse("catalog:search")


def page(client, query: str, lang: str = "en") -> str:
    response = client.get(search_url(lang), {"q": query})
    assert response.status_code == 200
    return response.content.decode()


def named(html: str) -> list[tuple[str, str]]:
    """(kind, link) of the "of that name" section, in order."""
    if 'id="named-results"' not in html:
        return []
    section = html.split('id="named-results"', 1)[1].split("</section>", 1)[0]
    return re.findall(
        r'<li data-kind="(\w+)"><span class="tag">[^<]*</span> <a href="([^"]+)"', section
    )


# -- factions, boxes and bases first ---------------------------------------------------------


@pytest.mark.parametrize(
    ("lang", "query", "slug"),
    [("en", "Ninjas", "ninjas"), ("fr", "dinosaures", "dinosaurs"), ("en", "pirate", "pirates")],
)
def test_a_faction_name_shows_the_faction_before_the_cards(client, lang, query, slug):
    html = page(client, query, lang)
    with translation.override(lang):
        link = reverse("catalog:faction", kwargs={"slug": slug})
    assert ("faction", link) in named(html)
    assert html.index('id="named-results"') < html.index('id="cards"')


def test_a_box_title_shows_the_box(client):
    assert ("box", "/en/boxes/monster-smash/") in named(page(client, "monster smash"))


def test_a_base_name_shows_the_base_once_over_both_printings(client):
    found = named(page(client, "tortuga"))
    assert found == [("base", "/en/bases/tortuga/")]


def test_only_plain_words_are_read_as_names(client):
    assert named(page(client, "f:ninjas")) == []
    assert named(page(client, "-ninjas t:action")) == []
    assert name_matches("ninjas or pirates").factions == []


def test_names_match_the_start_of_words_in_both_languages():
    assert [f.slug for f in name_matches("dino").factions] == ["dinosaurs"]
    assert [b.slug for b in name_matches("core set").boxes] == ["core-set"]
    assert name_matches("inja").factions == []  # inside a word: no
    assert not name_matches("a")  # too short to name anything


def test_names_show_on_the_first_page_only(client):
    assert named(page(client, "the"))  # "The Homeworld"...
    second = client.get(search_url(), {"q": "the", "page": "2"})
    assert second.status_code == 200, "the example needs a second page"
    assert named(second.content.decode()) == []


def test_the_search_api_names_the_factions_boxes_and_bases_too(client):
    """The API answered `Ninjas` with 0 results and nothing else, where the page shows the
    faction first: `names` (a key added only when there are some, on the first page)."""
    api = "/api/v1/search/"
    ninjas = client.get(api, {"q": "Ninjas"}).json()
    assert ninjas["count"] == 0
    assert [f["slug"] for f in ninjas["names"]["factions"]] == ["ninjas"]
    assert ninjas["names"]["factions"][0]["url"].endswith("/api/v1/factions/ninjas/")
    french = client.get(api, {"q": "dinosaures", "lang": "fr"}).json()["names"]
    assert [(f["slug"], f["name"]) for f in french["factions"]] == [("dinosaurs", "Dinosaures")]
    assert [
        b["slug"] for b in client.get(api, {"q": "monster smash"}).json()["names"]["boxes"]
    ] == ["monster-smash"]
    tortuga = client.get(api, {"q": "tortuga"}).json()
    assert [(b["slug"], b["printing"]) for b in tortuga["names"]["bases"]] == [
        ("tortuga", "original")
    ]
    assert "names" not in client.get(api, {"q": "f:ninjas"}).json()
    assert "names" not in client.get(api, {"q": "the", "page": "2"}).json()
    assert "names" in client.get(api, {"q": "the"}).json()


# -- did you mean -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("query", "suggestion"),
    [
        ("buccaner", "buccaneer"),
        ("t:minion buccaner", "t:minion buccaneer"),
        ("o:destory", "o:destroy"),
        ("f:ninjs", "f:Ninjas"),
        ('b:"monster smahs"', 'b:"Monster Smash"'),
        ("tortugga", "tortuga"),
    ],
)
def test_a_misspelt_search_offers_a_corrected_one_that_finds_something(query, suggestion):
    assert not search_catalog(query).cards.exists() and not search_catalog(query).bases.exists()
    assert did_you_mean(query) == suggestion
    corrected = search_catalog(suggestion)
    assert corrected.cards.exists() or corrected.bases.exists()


@pytest.mark.parametrize(
    ("query", "lang", "suggestion"),
    [
        ("f:dinosores", "fr", "f:Dinosaures"),
        ("f:dinosores", "en", "f:Dinosaurs"),
        ("o:destory", "fr", "o:destroy"),  # no French word is close: the English one is offered
    ],
)
def test_the_suggestion_is_in_the_pages_language_when_it_has_one(query, lang, suggestion):
    assert did_you_mean(query, lang) == suggestion


@pytest.mark.parametrize(("lang", "words"), [("en", "Did you mean"), ("fr", "Vouliez-vous dire")])
def test_the_page_links_the_suggestion(client, lang, words):
    html = page(client, "buccaner", lang)
    offer = re.search(r'<p class="did-you-mean"[^>]*>(.*?)</p>', html, re.S)
    assert offer and words in offer.group(1)
    assert 'href="?q=buccaneer">buccaneer</a>' in offer.group(1)
    found = page(client, "buccaneer", lang)
    assert ">Buccaneer<" in found or ">Boucanier<" in found


def test_no_suggestion_when_the_search_finds_something_or_nothing_is_close(client):
    assert 'class="did-you-mean"' not in page(client, "buccaneer")
    html = page(client, "envahiseur", "fr")
    # No name of the catalog is close: Invader has no known French name ("Envahisseur").
    assert did_you_mean("envahiseur") is None
    assert 'class="did-you-mean"' not in html and 'id="no-suggestion"' in html
    assert "essayez le nom anglais" in html


def test_correct_keeps_the_rest_of_the_query_and_known_words():
    words = Vocabulary(
        {"en": _Words(["Buccaneer", "Full Sail"]), "fr": _Words([])},
        {"en": _Words(["Destroy a minion."]), "fr": _Words([])},
        {},
    )
    assert correct("t:minion buccaner -sail", words) == "t:minion buccaneer -sail"
    assert correct("buccan", words) is None  # the start of a known word: the search finds it
    assert correct("destory", words) == "destroy"
    assert correct('"buccaner"', words) is None  # a quoted phrase is taken as typed
    assert correct("zz", words) is None  # too short to correct


# -- one row per card, a line of text ---------------------------------------------------------


def rows(html: str) -> list[str]:
    return re.findall(r'<tr>\s*<th scope="row">(.*?)</th>', html, re.S)


def test_both_printings_of_a_card_share_one_row_each_linked(client):
    invader = Card.objects.get(faction__slug="aliens", slug="invader", printing=Printing.ORIGINAL)
    assert invader.counterpart is not None
    found = rows(page(client, "invader"))
    row = next(row for row in found if 'href="/en/cards/aliens/invader/"' in row)
    assert sum('href="/en/cards/aliens/invader/"' in row for row in found) == 1
    assert 'data-printings="original pod"' in row
    assert 'href="/en/cards/aliens/invader/?printing=pod">POD</a>' in row


def test_a_row_marks_only_the_printing_that_matches(client):
    found = rows(page(client, "invader printing:pod"))
    row = next(row for row in found if "/en/cards/aliens/invader/" in row)
    assert 'data-printings="pod"' in row
    assert row.startswith('<a href="/en/cards/aliens/invader/?printing=pod">')


def test_each_row_shows_the_start_of_its_text(client):
    invader = Card.objects.get(faction__slug="aliens", slug="invader", printing=Printing.ORIGINAL)
    assert invader.text
    row = next(row for row in rows(page(client, "invader")) if "aliens/invader/" in row)
    line = re.search(r'<div class="text-line"><span lang="en">(.*?)</span></div>', row)
    assert line and unescape(line.group(1)) == " ".join(invader.text.split())[:110]


def test_a_long_text_is_cut_to_one_line(client):
    card = (
        Card.objects.filter(printing=Printing.ORIGINAL, text__regex=r"^.{200,}")
        .exclude(name_en="")
        .order_by("id")
        .first()
    )
    html = page(client, f'"{card.name_en}"')
    line = re.search(r'<div class="text-line"><span lang="en">(.*?)</span></div>', html)
    assert line and len(unescape(line.group(1))) <= 110 and unescape(line.group(1)).endswith("…")


def test_french_pages_show_the_rulebook_text_when_there_is_one(client):
    card = Card.objects.get(faction__slug="astroknights", slug="space-knight", printing="original")
    assert card.text_fr
    fr = next(
        row for row in rows(page(client, '"chevalier stellaire"', "fr")) if "space-knight" in row
    )
    line = re.search(r'<div class="text-line"><span lang="fr">(.*?)</span></div>', fr)
    assert line and unescape(line.group(1)).startswith(" ".join(card.text_fr.split())[:40])
    en = next(row for row in rows(page(client, '"space knight"')) if "space-knight" in row)
    assert '<div class="text-line"><span lang="fr">' not in en
