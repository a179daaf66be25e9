"""The search results page and the syntax page, on the real catalog."""

import re

import pytest
from django.urls import reverse
from django.utils import translation

from catalog.models import Base, Card, Printing
from catalog.search import TERMS, search_catalog

pytestmark = pytest.mark.django_db


def search_url(lang: str = "en") -> str:
    with translation.override(lang):
        return reverse("catalog:search")


def test_french_rulebook_name_finds_the_card_and_the_base(client):
    full_sail = Card.objects.select_related("faction").get(
        name_en="Full Sail", printing=Printing.ORIGINAL
    )
    response = client.get(search_url("fr"), {"q": "toutes voiles dehors"})
    assert response.status_code == 200
    html = response.content.decode()
    with translation.override("fr"):
        link = reverse("catalog:card", kwargs={"faction": "pirates", "slug": full_sail.slug})
    assert f'href="{link}"' in html
    assert ">Toutes Voiles Dehors<" in html

    oasis = Base.objects.get(name_en="Jungle Oasis", printing=Printing.ORIGINAL)
    html = client.get(search_url("fr"), {"q": "Oasis Luxuriante"}).content.decode()
    with translation.override("fr"):
        assert f'href="{reverse("catalog:base", kwargs={"slug": oasis.slug})}"' in html


def test_counts_match_the_search_engine(client):
    query = "t:minion p>=5"
    result = search_catalog(query, lang="en")
    html = client.get(search_url(), {"q": query}).content.decode()
    cards, bases = result.cards.count(), result.bases.count()
    assert cards > 0
    assert f"{cards} cards" in html and (f"{bases} bases" in html or f"{bases} base" in html)
    assert html.count('<tr>\n      <th scope="row"><a href="/en/cards/') == min(cards, 60)


def test_results_are_paginated(client):
    response = client.get(search_url(), {"q": "t:action"})
    html = response.content.decode()
    assert 'rel="next"' in html
    second = client.get(search_url(), {"q": "t:action", "page": "2"})
    assert second.status_code == 200
    assert 'rel="prev"' in second.content.decode()
    assert client.get(search_url(), {"q": "t:action", "page": "999"}).status_code == 404
    bad = client.get(search_url(), {"q": "t:action", "page": "two"})
    assert bad.status_code == 400
    assert "whole number" in bad.content.decode()


def test_parser_warnings_are_shown_with_the_syntax_link(client):
    response = client.get(search_url("fr"), {"q": "t:dragon invader"})
    html = response.content.decode()
    warning = re.search(r'<div class="warning" role="status">(.*?)</div>', html, re.S)
    assert warning, "the unknown type is reported"
    assert "dragon" in warning.group(1)
    with translation.override("fr"):
        assert f'href="{reverse("catalog:syntax")}"' in warning.group(1)


def test_too_long_search_is_a_400(client):
    response = client.get(search_url(), {"q": "x" * 301})
    assert response.status_code == 400
    assert "too long" in response.content.decode()


def test_empty_search_shows_the_form_only(client):
    response = client.get(search_url())
    assert response.status_code == 200
    assert 'role="search"' in response.content.decode()
    assert 'id="cards"' not in response.content.decode()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_syntax_page_documents_every_term_with_linked_examples(client, lang):
    with translation.override(lang):
        path = reverse("catalog:syntax")
    html = client.get(path).content.decode()
    for term in TERMS:
        assert f'id="term-{term.key}"' in html
        assert term.summary(lang)[:30].replace("'", "&#x27;").replace('"', "&quot;") in html
        for example in term.examples:
            assert (example.fr if lang == "fr" else example.en)[:20].replace("'", "&#x27;").replace(
                '"', "&quot;"
            ) in html


def test_search_page_query_count_is_bounded(client, django_assert_max_num_queries):
    with django_assert_max_num_queries(5):
        assert client.get(search_url("fr"), {"q": "t:minion"}).status_code == 200
