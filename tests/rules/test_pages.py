"""Rules pages in both languages: index, sections, terms, search, cross-links, cards."""

import re
from html import unescape
from urllib.parse import quote

import pytest
from django.urls import reverse
from django.utils import translation

from catalog.models import Card
from catalog.search import search_catalog
from rules import selectors
from rules.models import Section, Term

pytestmark = pytest.mark.django_db
LANGUAGES = ["en", "fr"]
HREF = re.compile(r'href="(/(?:en|fr)/rules/[^"#?]*)"')


def url(name: str, language: str, **kwargs) -> str:
    with translation.override(language):
        return reverse(name, kwargs=kwargs or None)


@pytest.mark.parametrize("language", LANGUAGES)
def test_index_lists_the_tree_and_the_glossary(client, language):
    response = client.get(url("rules:index", language))
    assert response.status_code == 200
    html = response.content.decode()
    for section in Section.objects.all():
        assert url("rules:section", language, slug=section.slug) in html
    for term in Term.objects.all():
        assert url("rules:term", language, slug=term.slug) in html
    assert ("Moi d’abord" in html) == (language == "fr")


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_section_and_term_page_answers_with_its_source(client, language):
    for model, name in ((Section, "rules:section"), (Term, "rules:term")):
        for entry in model.objects.all():
            response = client.get(url(name, language, slug=entry.slug))
            assert response.status_code == 200, entry.slug
            html = response.content.decode()
            assert 'class="source"' in html and f" {entry.pages}</p>" in html, entry.slug


@pytest.mark.parametrize("language", LANGUAGES)
def test_links_on_rules_pages_resolve(client, language):
    pages = (
        [url("rules:index", language)]
        + [url("rules:section", language, slug=slug) for slug in ("conquest-steps", "conquest")]
        + [url("rules:term", language, slug=slug) for slug in ("special", "talent", "extra")]
    )
    targets: set[str] = set()
    for page in pages:
        targets |= set(HREF.findall(client.get(page).content.decode()))
    assert len(targets) > 30
    for target in sorted(targets):
        assert client.get(target).status_code == 200, target


def test_special_page_says_when_it_is_played_during_a_conquest(client):
    html = client.get(url("rules:term", "en", slug="special")).content.decode()
    assert "During a conquest" in html
    assert url("rules:section", "en", slug="conquest-steps") in html
    french = client.get(url("rules:term", "fr", slug="special")).content.decode()
    assert "Pendant une Conquête" in french
    assert url("rules:section", "fr", slug="conquest-steps") in french


def test_term_page_lists_catalog_cards_with_working_links(client):
    talent_cards = Card.objects.filter(keywords__slug="talent")
    assert talent_cards.exists(), "the catalog import should tag Talent cards"
    html = client.get(url("rules:term", "en", slug="talent")).content.decode()
    links = re.findall(r'href="(/en/cards/[^"]+)"', html)
    assert 1 <= len(links) <= 6
    for link in links:
        assert client.get(link.replace("&amp;", "&")).status_code == 200, link


@pytest.mark.parametrize("slug", ["power", "after", "to"])
def test_terms_too_common_to_link_find_cards_by_their_phrases(client, slug):
    term = Term.objects.get(slug=slug)
    assert term.card_words and not term.link_forms_en
    data = client.get(f"/api/v1/rules/terms/{slug}/").json()
    assert 1 <= len(data["related_cards"]) <= 6
    for card in selectors.cards_for_term(term):
        assert any(words in card.search_text for words in term.card_words), card.slug
    html = client.get(url("rules:term", "en", slug=slug)).content.decode()
    assert "No card of the catalog found" not in html
    assert re.search(r'href="/en/cards/[^"]+"', html)


def test_every_glossary_term_lists_cards(client):
    assert [term.slug for term in Term.objects.all() if not selectors.cards_for_term(term)] == []


def test_base_deck_section_shows_bases_per_box(client):
    html = client.get(url("rules:section", "en", slug="setup-base-deck")).content.decode()
    assert "Bases per box" in html
    assert re.search(r'<td class="num">16</td>', html), "the core set has 16 bases"


@pytest.mark.parametrize(
    ("language", "query", "expected"),
    [
        ("en", "egalite", "conquest-ties"),
        ("fr", "ÉGALITÉ", "conquest-ties"),
        ("en", "me first", "conquest-me-first"),
        ("fr", "supplementaire", "extra"),
        ("en", "TITAN clash", "titans-clash"),
    ],
)
def test_search_is_accent_and_case_insensitive(client, language, query, expected):
    response = client.get(url("rules:search", language), {"q": query})
    assert response.status_code == 200
    html = response.content.decode()
    assert f"/{language}/rules/" in html and f"/{expected}/" in html


def test_search_puts_title_matches_first(client):
    html = client.get(url("rules:search", "en"), {"q": "special"}).content.decode()
    first_term = re.search(
        r'href="/en/rules/terms/([a-z-]+)/"', html.split('id="rules-results"')[1]
    )
    assert first_term.group(1) == "special"


def results_of(client, language: str, query: str) -> list[tuple[str, str]]:
    """(kind, slug) of the rules search page's results, in their order."""
    html = client.get(url("rules:search", language), {"q": query}).content.decode()
    found = html.split('id="rules-results"')[1].split("</ol>")[0]
    return re.findall(r'<li data-kind="(\w+)"><a href="/\w\w/rules/\w+/([a-z0-9-]+)/"', found)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_search_ranks_the_section_whose_title_matches_first(client, language):
    """Issue 18: "tie" listed 8 glossary entries (whose French text says "partie") before the
    Ties section."""
    results = results_of(client, language, "tie")
    assert results[0] == ("section", "conquest-ties")
    assert ("term", "to") not in results  # "partie", "sortie": "tie" inside a word


def test_search_finds_each_section_a_word_of_the_search_names(client):
    """Issue 18: "end of game madness" found no Madness section (no entry holds every word)."""
    results = results_of(client, "en", "end of game madness")
    assert results[:2] == [("section", "end-of-game"), ("section", "madness")]


def test_search_ranks_an_exact_short_title_before_a_longer_one(client):
    assert results_of(client, "en", "to")[0] == ("term", "to")
    assert results_of(client, "fr", "DÉTRUIRE")[0] == ("term", "destroy")


@pytest.mark.parametrize(
    ("language", "query", "link"),
    [("en", "counter", "/en/rules/sections/power-counters/"), ("fr", "a", "/fr/rules/terms/")],
)
def test_search_excerpts_render_cross_links_not_their_markup(client, language, query, link):
    html = client.get(url("rules:search", language), {"q": query}).content.decode()
    found = html.split('id="rules-results"')[1]
    assert "[[" not in found and "]]" not in found
    excerpts = re.findall(r'<span class="muted">(.*?)</span>', found)
    assert any(f'href="{link}' in excerpt for excerpt in excerpts)


def test_search_without_match_and_too_long(client):
    response = client.get(url("rules:search", "en"), {"q": "zzzqqq"})
    assert (
        response.status_code == 200 and "Nothing in the rules matches" in response.content.decode()
    )
    response = client.get(url("rules:search", "fr"), {"q": "x" * 101})
    assert response.status_code == 400
    assert "100" in response.content.decode()


@pytest.mark.parametrize("name", ["rules:section", "rules:term"])
def test_unknown_slug_is_404(client, name):
    assert client.get(url(name, "en", slug="no-such-thing")).status_code == 404


def test_cards_that_use_a_term_link_to_the_full_search(client):
    """Issue 18: Destroy showed 6 cards and no way to the other 469."""
    html = client.get(url("rules:term", "en", slug="destroy")).content.decode()
    link = re.search(r'<a class="all-cards" href="([^"]+)"', html)
    assert link, "a link to the full search"
    target = unescape(link.group(1))
    assert target == "/en/search/?q=" + quote('o:"destroy"')
    found = client.get(target).content.decode()
    count = int(re.search(r"(\d+) cards", found).group(1))
    assert count > 6


def test_every_card_shown_is_found_by_the_linked_search():
    for term in Term.objects.all():
        cards = selectors.cards_for_term(term)
        query = selectors.cards_query_for_term(term)
        if not cards:
            continue
        assert query, term.slug
        found = set(search_catalog(query).cards.values_list("pk", flat=True))
        assert {card.pk for card in cards} <= found, term.slug
    for section in Section.objects.all():
        cards = selectors.cards_for_section(section)
        if cards:
            query = selectors.cards_query_for_section(section)
            found = set(search_catalog(query).cards.values_list("pk", flat=True))
            assert {card.pk for card in cards} <= found, section.slug


def test_section_cards_link_to_the_full_search_in_french(client):
    html = client.get(url("rules:section", "fr", slug="madness")).content.decode()
    link = re.search(r'<a class="all-cards" href="([^"]+)">([^<]+)</a>', html)
    assert unescape(link.group(1)) == "/fr/search/?q=" + quote('o:"madness"')
    assert "recherche" in link.group(2)
