"""The fast `represent()` of the hot serializers gives exactly what DRF's declared fields give
(the schema is generated from those fields), for every card, base and ruling; fast links
equal reverse()."""

from __future__ import annotations

import pytest
from django.urls import reverse
from rest_framework import serializers as drf

from catalog import selectors
from catalog.api import links
from catalog.api import serializers as s
from catalog.models import Base, Box, Card, Faction

pytestmark = pytest.mark.django_db


def both(serializer_class: type[drf.Serializer], records, lang: str) -> None:
    context = {"lang": lang, "request": None, "origin": "http://example.test"}
    serializer = serializer_class(context=context)
    for record in records:
        fast = serializer.to_representation(record)
        generic = drf.Serializer.to_representation(serializer, record)
        assert fast == generic, (serializer_class.__name__, record)
        # `warnings` is schema only: the view adds it to a single object's answer when needed.
        assert set(fast) == set(serializer.fields) - {"warnings"}
        assert "warnings" not in generic


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_cards(lang):
    both(s.CardSerializer, selectors.api_cards(), lang)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_bases(lang):
    both(s.BaseSerializer, selectors.api_bases(), lang)


def test_rulings():
    both(s.ClarificationSerializer, selectors.api_clarifications(), "en")
    both(s.ErratumSerializer, selectors.api_errata(), "fr")


def test_references():
    both(s.FactionRefSerializer, Faction.objects.all(), "fr")
    both(s.BoxRefSerializer, Box.objects.all(), "fr")
    both(s.CardRefSerializer, Card.objects.select_related("faction")[:200], "en")
    both(s.BaseRefSerializer, Base.objects.all()[:200], "en")


def test_fast_links_equal_reverse():
    card = Card.objects.select_related("faction").filter(printing="original").first()
    assert links.card_path(card) == reverse(
        "catalog_api:card-detail", kwargs={"faction_slug": card.faction.slug, "slug": card.slug}
    )
    base = Base.objects.filter(printing="pod").first()
    assert links.base_path(base) == (
        reverse("catalog_api:base-detail", kwargs={"slug": base.slug}) + "?printing=pod"
    )
    box = Box.objects.first()
    assert links.box_path(box) == reverse("catalog_api:box-detail", kwargs={"slug": box.slug})
    assert links.ruling_path("erratum-detail", 7) == reverse(
        "catalog_api:erratum-detail", kwargs={"pk": 7}
    )
    assert links.ruling_path("clarification-detail", 3) == reverse(
        "catalog_api:clarification-detail", kwargs={"pk": 3}
    )
