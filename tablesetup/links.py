"""Links from the setup helper to the catalog and the rules reference, built in one place.

Those pages belong to other apps; when a URL name is missing (an app not deployed yet, or a
renamed route) the link is simply left out (None) instead of breaking the page.
"""

from __future__ import annotations

from urllib.parse import urlencode

from django.urls import NoReverseMatch, reverse


def _reverse(name: str, slug: str) -> str | None:
    for kwargs in ({"slug": slug}, {"section": slug}):
        try:
            return reverse(name, kwargs=kwargs)
        except NoReverseMatch:
            continue
    return None


def base_url(slug: str, printing: str) -> str | None:
    """The catalog page of a base in a printing (`catalog:base`, `?printing=`)."""
    url = _reverse("catalog:base", slug)
    return f"{url}?{urlencode({'printing': printing})}" if url else None


def faction_url(slug: str) -> str | None:
    return _reverse("catalog:faction", slug)


def box_url(slug: str) -> str | None:
    return _reverse("catalog:box", slug)


def rules_url(section: str) -> str | None:
    """A section of the rules reference (`rules:section`)."""
    return _reverse("rules:section", section)


def simulator_url(factions: list[str], bases: list[tuple[str, str]]) -> str | None:
    """The scoring simulator set up for this table: the players' factions (two each, in seat
    order) and the bases drawn (`slug:printing`)."""
    try:
        url = reverse("simulator:page")
    except NoReverseMatch:
        return None
    query = {
        "factions": ",".join(factions),
        "bases": ",".join(f"{slug}:{printing}" for slug, printing in bases),
    }
    return f"{url}?{urlencode(query)}"
