"""Name helpers shared by the builders: slugs and the key used to match names across sources."""

from __future__ import annotations

import re

from django.utils.text import slugify

from catalog.importer.errors import CatalogSourceError
from catalog.importer.report import Report
from smashup_site.text import normalize

_NOT_ALNUM = re.compile(r"[^a-z0-9]")


def match_key(name: str) -> str:
    """Letters and digits only, accent- and case-insensitive: "Tooth and Claw...and Guns" and
    "Tooth and Claw... and Guns" share a key, "Cool Cats’ Alley" and "Cool Cats' Alley" too."""
    return _NOT_ALNUM.sub("", normalize(name))


def slug_of(name: str, file: str, record: str) -> str:
    slug = slugify(name)
    if not slug:
        raise CatalogSourceError(file, f"name {name!r} gives an empty slug", record, "name")
    return slug


def search_names(*names: str) -> str:
    return normalize(" ".join(n for n in names if n))


def vp_text(breakpoint: int | None, vp: tuple[int, int, int] | None) -> str:
    bp = "?" if breakpoint is None else str(breakpoint)
    return f"{bp} / {'-'.join(map(str, vp)) if vp else '?'}"


def report_name_difference(report: Report, what: str, original: str, pod: str) -> None:
    """Names that differ in letters or digits are listed; typographic differences (apostrophes,
    quotes, case, spacing, punctuation) are only counted."""
    if original == pod:
        return
    if match_key(original) == match_key(pod):
        report.typographic_differences += 1
        return
    report.add("names_differing_between_printings", f"{what}: original {original!r} / POD {pod!r}")
