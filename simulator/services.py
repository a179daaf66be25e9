"""The simulator's Django side: the engine (pure Python) with the catalog as its base lookup."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from catalog.models import Base
from simulator.engine import simulate

PRINTINGS = ("original", "pod")


def catalog_base_lookup(slug: str, printing: str = "original") -> dict[str, Any] | None:
    """The catalog's stats for a base, or None when no base has this slug in this printing.

    Unknown stats stay None: the engine then asks the user to type them.
    """
    if printing not in PRINTINGS:
        return None
    row = (
        Base.objects.filter(slug=slug, printing=printing)
        .values("slug", "name_en", "printing", "breakpoint", "vp_first", "vp_second", "vp_third")
        .first()
    )
    if row is None:
        return None
    return {
        "slug": row["slug"],
        "name": row["name_en"],
        "printing": row["printing"],
        "breakpoint": row["breakpoint"],
        "vp": [row["vp_first"], row["vp_second"], row["vp_third"]],
    }


def simulate_board(data: Mapping) -> dict:
    """Resolve a board (the JSON contract) with catalog lookups; raises engine.BoardError."""
    return simulate(data, base_lookup=catalog_base_lookup)
