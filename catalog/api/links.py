"""URLs of catalog API objects. A POD record's URL carries `?printing=pod`; an original's does
not (the original printing is the default when a slug exists in both)."""

from __future__ import annotations

from functools import lru_cache
from urllib.parse import urlencode

from django.urls import get_script_prefix, reverse
from rest_framework.request import Request

from catalog.models import Base, Box, Card, Faction, Keyword, Printing, SpecialCard


def absolute(request: Request | None, path: str) -> str:
    return request.build_absolute_uri(path) if request is not None else path


def _printing_suffix(printing: str) -> str:
    return "?printing=pod" if printing == Printing.POD else ""


@lru_cache(maxsize=64)
def _list(name: str, script_prefix: str) -> str:
    return reverse(f"catalog_api:{name}")


def _under(name: str, *parts: str) -> str:
    """A detail path below a list path: slugs need no escaping, so no reverse() per object
    (the paths equal reverse()'s; the tests check it)."""
    return _list(name, get_script_prefix()) + "".join(f"{part}/" for part in parts)


def card_path(card: Card) -> str:
    return _under("card-list", card.faction.slug, card.slug) + _printing_suffix(card.printing)


def base_path(base: Base) -> str:
    return _under("base-list", base.slug) + _printing_suffix(base.printing)


def record_path(record: Card | Base) -> str:
    """A card's or a base's path (one printing)."""
    return card_path(record) if isinstance(record, Card) else base_path(record)


def box_path(box: Box) -> str:
    return _under("box-list", box.slug)


def faction_path(faction: Faction) -> str:
    return _under("faction-list", faction.slug)


def keyword_path(keyword: Keyword) -> str:
    return _under("keyword-list", keyword.slug)


def special_card_path(card: SpecialCard) -> str:
    return _under("special-card-list", card.slug)


def ruling_path(url_name: str, pk: int) -> str:
    """A clarification ("clarification-detail") or an erratum ("erratum-detail")."""
    return _under(url_name.replace("-detail", "-list"), str(pk))


def list_path(name: str, **params: str) -> str:
    """A list endpoint, filtered: list_path("card-list", box="monster-smash")."""
    path = reverse(f"catalog_api:{name}")
    return f"{path}?{urlencode(params)}" if params else path
