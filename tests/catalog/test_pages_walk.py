"""Walk every box, faction, card and base page of the real catalog once: 200, nothing leaks.

Cards alternate between English and French so both languages see every kind of record; quoted
texts (marked lang="en") are left out of the "None" check since a card text may say "None".
"""

import re

import pytest
from django.urls import reverse
from django.utils import translation

from catalog.models import Base, Box, Card, Faction

pytestmark = pytest.mark.django_db

QUOTED = re.compile(
    r'<(blockquote|td|q)\b[^>]*\blang="(?:en|fr)"[^>]*>.*?</\1>', re.S | re.IGNORECASE
)
LEAKS = ("None", "nan", "{{", "{%", "%}", "}}")
# A value shown as nothing: an empty definition, an empty link or an empty name.
EMPTY = re.compile(r'<dd\b[^>]*>\s*</dd>|<a\b[^>]*>\s*</a>|<span lang="(?:en|fr)">\s*</span>')


def check(client, path: str) -> None:
    response = client.get(path)
    assert response.status_code == 200, path
    html = response.content.decode()
    body = QUOTED.sub("", html)
    for leak in LEAKS:
        found = re.search(rf"(?<![\w-]){re.escape(leak)}(?![\w-])", body)
        assert not found, (
            f"{leak!r} leaks into {path}: …{body[found.start() - 80 : found.end() + 40]}…"
        )
    empty = EMPTY.search(html)
    assert not empty, f"an empty value in {path}: {empty.group(0)}"


def reverse_in(lang: str, name: str, **kwargs) -> str:
    with translation.override(lang):
        return reverse(f"catalog:{name}", kwargs=kwargs)


def test_every_box_and_faction_page(client):
    boxes = list(Box.objects.order_by("release_order"))
    factions = list(Faction.objects.order_by("slug"))
    assert len(boxes) >= 27 and len(factions) >= 106
    for lang in ("en", "fr"):
        check(client, reverse_in(lang, "home"))
        check(client, reverse_in(lang, "box-list"))
        for box in boxes:
            check(client, reverse_in(lang, "box", slug=box.slug))
        for faction in factions:
            check(client, reverse_in(lang, "faction", slug=faction.slug))


def test_every_card_page_in_each_printing(client):
    cards = list(
        Card.objects.select_related("faction").order_by("faction__slug", "printing", "slug")
    )
    assert len(cards) > 2000
    assert {card.printing for card in cards} == {"original", "pod"}
    for index, card in enumerate(cards):
        lang = "fr" if index % 2 else "en"
        path = reverse_in(lang, "card", faction=card.faction.slug, slug=card.slug)
        check(client, f"{path}?printing={card.printing}")


def test_every_base_page_in_each_printing(client):
    bases = list(Base.objects.order_by("printing", "slug"))
    assert len({(base.slug, base.printing) for base in bases}) == len(bases) >= 213
    for base in bases:
        for lang in ("en", "fr"):
            path = reverse_in(lang, "base", slug=base.slug)
            check(client, f"{path}?printing={base.printing}")
