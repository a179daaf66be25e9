"""The machine-readable coverage table: every base slug -> printing -> status."""

from __future__ import annotations

from ..model import PRINTINGS
from .base import STATUSES, lookup, registered


def coverage() -> dict[str, dict[str, str]]:
    """{slug: {printing: status}} for every registered slug (aliases included), sorted."""
    table: dict[str, dict[str, str]] = {}
    for slug in sorted({slug for slug, _ in registered()}):
        row = {}
        for printing in PRINTINGS:
            ability = lookup(slug, printing)
            if ability is not None:
                row[printing] = ability.status
        table[slug] = row
    return table


def coverage_counts() -> dict[str, int]:
    """How many (base, printing) entries have each status, aliases counted once."""
    counts = dict.fromkeys(STATUSES, 0)
    seen: set[tuple[int, str]] = set()
    for slug, printing in registered():
        for p in PRINTINGS if printing is None else (printing,):
            ability = lookup(slug, p)
            if ability is None or (id(ability), p) in seen:
                continue
            seen.add((id(ability), p))
            counts[ability.status] += 1
    return counts
