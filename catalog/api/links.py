"""URLs of catalog API objects. A POD record's URL carries `?printing=pod`; an original's does
not (the original printing is the default when a slug exists in both)."""

from __future__ import annotations

from urllib.parse import urlencode

from django.urls import reverse
from rest_framework.request import Request

from catalog.models import Base, Box, Card, Faction, Keyword, Printing


def absolute(request: Request | None, path: str) -> str:
    return request.build_absolute_uri(path) if request is not None else path


def _printing_suffix(printing: str) -> str:
    return "?printing=pod" if printing == Printing.POD else ""


def card_path(card: Card) -> str:
    path = reverse(
        "catalog_api:card-detail", kwargs={"faction_slug": card.faction.slug, "slug": card.slug}
    )
    return path + _printing_suffix(card.printing)


def base_path(base: Base) -> str:
    return reverse("catalog_api:base-detail", kwargs={"slug": base.slug}) + _printing_suffix(
        base.printing
    )


def box_path(box: Box) -> str:
    return reverse("catalog_api:box-detail", kwargs={"slug": box.slug})


def faction_path(faction: Faction) -> str:
    return reverse("catalog_api:faction-detail", kwargs={"slug": faction.slug})


def keyword_path(keyword: Keyword) -> str:
    return reverse("catalog_api:keyword-detail", kwargs={"slug": keyword.slug})


def ruling_path(url_name: str, pk: int) -> str:
    """A clarification ("clarification-detail") or an erratum ("erratum-detail")."""
    return reverse(f"catalog_api:{url_name}", kwargs={"pk": pk})


def list_path(name: str, **params: str) -> str:
    """A list endpoint, filtered: list_path("card-list", box="monster-smash")."""
    path = reverse(f"catalog_api:{name}")
    return f"{path}?{urlencode(params)}" if params else path
