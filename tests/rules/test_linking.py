"""`link_rule_terms`: whole words, escaped, longest phrase first, every link resolves."""

import re

import pytest
from django.template import Context, Template
from django.utils import translation

from catalog.models import Base, Card
from rules.models import Term

pytestmark = pytest.mark.django_db
HREF = re.compile(r'href="([^"]+)"')


def render(text: str, language: str = "en") -> str:
    with translation.override(language):
        template = Template("{% load rules_tags %}{{ text|link_rule_terms }}")
        return template.render(Context({"text": text}))


def test_keywords_become_links_and_the_rest_is_escaped():
    html = render("Special: <script>alert(1)</script> destroy a minion. Ongoing: extra.")
    assert (
        '<a class="rule-term" href="/en/rules/terms/special/" title="Special">Special</a>' in html
    )
    assert "&lt;script&gt;" in html and "<script>" not in html
    for slug in ("destroy", "ongoing", "extra"):
        assert f"/en/rules/terms/{slug}/" in html


def test_whole_words_only_and_case_kept():
    html = render("Destroyed minions; undestroyable replay displayed EXTRA")
    assert ">Destroyed</a>" in html and ">EXTRA</a>" in html
    assert "undestroyable" in html and "/terms/play/" not in html


def test_longest_phrase_wins():
    html = render("Play on a minion. After this base scores, place +1 power counters.")
    assert '/terms/attach/" title="Attach">Play on a minion</a>' in html
    assert '/terms/after-scoring/" title="After scoring">After this base scores</a>' in html
    assert '/terms/power-counter/" title="+1 power counter">+1 power counters</a>' in html


def test_french_page_links_english_text_to_french_pages_and_french_words_too():
    html = render("Talent: draw a card. Spécial : détruisez une Créature.", "fr")
    assert 'href="/fr/rules/terms/talent/"' in html
    assert 'title="Spécial">Spécial</a>' in html
    assert 'href="/fr/rules/terms/destroy/"' in html


def test_empty_and_none():
    assert render("") == ""
    assert render(None) == ""


@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_link_form_resolves(client, language):
    forms = []
    for term in Term.objects.all():
        forms += term.link_forms_en + term.link_forms_fr
    html = render(" · ".join(forms), language)
    hrefs = set(HREF.findall(html))
    linked_slugs = {href.rstrip("/").rsplit("/", 1)[1] for href in hrefs}
    expected = set(
        Term.objects.exclude(link_forms_en=[], link_forms_fr=[]).values_list("slug", flat=True)
    )
    assert linked_slugs == expected
    for href in sorted(hrefs):
        assert client.get(href).status_code == 200, href


@pytest.mark.parametrize("language", ["en", "fr"])
def test_links_in_real_card_and_base_texts_resolve(client, language):
    texts = list(
        Card.objects.filter(keywords__slug__in=["special", "talent", "ongoing"])
        .order_by("faction__slug", "slug", "printing")
        .values_list("text", flat=True)[:200]
    ) + list(Base.objects.exclude(text="").order_by("slug").values_list("text", flat=True)[:50])
    assert texts, "the catalog import should give card texts"
    hrefs: set[str] = set()
    for text in texts:
        html = render(text, language)
        assert html.count("<a ") == html.count("</a>")
        hrefs |= set(HREF.findall(html))
    assert {f"/{language}/rules/terms/{slug}/" for slug in ("special", "talent")} <= hrefs
    for href in sorted(hrefs):
        assert client.get(href).status_code == 200, href
