"""The search results page and the syntax page, on the real catalog."""

import re

import pytest
from django.urls import reverse
from django.utils import translation

from catalog.models import Base, Card, Printing
from catalog.search import TERMS, search_catalog
from catalog.search.grouping import one_row_per_record

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
    # One row per card: its two printings share it.
    cards = one_row_per_record(result.cards).count()
    bases = one_row_per_record(result.bases).count()
    assert cards < result.cards.count()
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


ROW_LINK = re.compile(r'<th scope="row"><a href="(/en/(?:cards|bases)/[^"]+)"')


def base_link(base: Base) -> str:
    with translation.override("en"):
        link = reverse("catalog:base", kwargs={"slug": base.slug})
    return link + ("?printing=pod" if base.printing == Printing.POD else "")


def result_links(client, query: str, page: int) -> list[str]:
    response = client.get(search_url(), {"q": query, "page": str(page)})
    assert response.status_code == 200
    return ROW_LINK.findall(response.content.decode())


def test_every_base_is_listed_on_some_page_in_name_order(client):
    query = "t:base bp<=18 or t:base printing:pod"
    result = search_catalog(query, lang="en")
    expected = [base_link(base) for base in one_row_per_record(result.bases)]
    assert len(expected) > 60, "the example needs more than one page of bases"
    html = client.get(search_url(), {"q": query}).content.decode()
    assert "Only the first" not in html
    assert (
        'rel="next" href="?q=t%3Abase%20bp%3C%3D18%20or%20t%3Abase%20printing%3Apod&amp;page=2"'
        in html
    )
    pages = -(-len(expected) // 60)
    links = [link for page in range(1, pages + 1) for link in result_links(client, query, page)]
    assert links == expected and len(set(links)) == len(links)
    assert client.get(search_url(), {"q": query, "page": str(pages + 1)}).status_code == 404


def test_bases_follow_the_cards_once_across_pages(client):
    query = "t:action or t:base"
    result = search_catalog(query, lang="en")
    cards = one_row_per_record(result.cards).count()
    bases = one_row_per_record(result.bases).count()
    assert cards > 60 and bases > 0
    first_base_page = cards // 60 + 1
    first = client.get(search_url(), {"q": query}).content.decode()
    assert "/en/bases/" not in first.split('id="bases"')[1].split("</table>")[0]
    link = f'href="?q=t%3Aaction%20or%20t%3Abase&amp;page={first_base_page}#bases"'
    assert link in first, "page 1 links to the page where the bases start"
    seen_bases = []
    for page in range(1, -(-(cards + bases) // 60) + 1):
        seen_bases += [x for x in result_links(client, query, page) if x.startswith("/en/bases/")]
        if page < first_base_page:
            assert not seen_bases
    assert len(seen_bases) == bases
    last = client.get(search_url(), {"q": query, "page": str(-(-(cards + bases) // 60))})
    assert "The cards are on pages 1 to" in last.content.decode()


@pytest.mark.parametrize("page", ["0", "-1", "abc", "1.5", "２"])
def test_a_bad_page_number_is_a_400(client, page):
    response = client.get(search_url(), {"q": "t:action", "page": page})
    assert response.status_code == 400
    assert "whole number of 1 or more" in response.content.decode()


@pytest.mark.parametrize("name", ["q", "page"])
def test_a_repeated_parameter_is_a_400_naming_it(client, name):
    response = client.get(
        f"{search_url()}?q=ninja&q=pirate&page=1&page=2".replace(
            "q=pirate&" if name == "page" else "page=2", ""
        ).rstrip("&")
    )
    assert response.status_code == 400
    assert f"&quot;{name}&quot; is given more than once" in response.content.decode()


def test_lang_term_is_ignored_on_the_page_with_a_warning_in_the_page_language(client):
    query = '"full sail" lang:fr foo:bar'
    html = client.get(search_url(), {"q": query}).content.decode()
    warning = re.search(r'<div class="warning" role="status">(.*?)</div>', html, re.S).group(1)
    assert "lang:fr" in warning and "ignored on the site" in warning
    assert "Unknown term" in warning and "Terme inconnu" not in warning
    assert ">Full Sail<" in html
    french = client.get(search_url("fr"), {"q": '"full sail" lang:en'}).content.decode()
    assert "est ignoré sur le site" in french and ">Toutes Voiles Dehors<" in french


def test_page_names_are_sorted_in_the_page_language_despite_lang(client):
    def rows(lang: str) -> list[str]:
        bases = one_row_per_record(search_catalog("t:base bp<=18", lang=lang).bases)
        return [base_link(b) for b in bases[:60]]

    english, french = rows("en"), rows("fr")
    assert english != french, "the example must sort differently in French"
    assert result_links(client, "t:base bp<=18 lang:fr", 1) == english
