"""The simulator's Django side: the engine (pure Python) with the catalog as its base lookup.

The catalog only changes when `import_catalog` runs, and every import that changes something
records a new CatalogImport row in the same transaction. So each process keeps the stats of every
catalog base in memory, keyed on the latest CatalogImport: a simulation asks the database for
that version once (one small query), and a lookup is then a dictionary read. A new import is
seen by the next simulation. Editing Base rows by hand without an import is not seen until the
next import (or a process restart).
"""

from __future__ import annotations

import hashlib
import threading
from collections.abc import Mapping
from functools import cache
from pathlib import Path
from typing import Any

from catalog.models import Base, CatalogImport
from simulator import engine, selectors
from simulator.engine import advise, simulate
from simulator.engine.parse import CardLookup

PRINTINGS = ("original", "pod")

Version = tuple[Any, ...] | None
Stats = dict[str, Any]

_lock = threading.Lock()
# (version, {(slug, printing): stats}); replaced as a whole, never modified.
_snapshot: tuple[Version, dict[tuple[str, str], Stats]] | None = None
# The same for the catalog cards (selectors.catalog_card_facts), with the memo of the lookups
# made in that version (request_card_lookup): (version, facts, memo).
_card_snapshot: tuple[Version, dict, dict] | None = None


def catalog_version() -> Version:
    """The latest CatalogImport as (pk, finished_at, source_digest), or None before any import."""
    return (
        CatalogImport.objects.order_by("-finished_at", "-pk")
        .values_list("pk", "finished_at", "source_digest")
        .first()
    )


def _catalog_bases(version: Version) -> dict[tuple[str, str], Stats]:
    """Every catalog base's stats, read once per process and catalog version."""
    global _snapshot
    snapshot = _snapshot
    if snapshot is not None and snapshot[0] == version:
        return snapshot[1]
    with _lock:
        snapshot = _snapshot
        if snapshot is not None and snapshot[0] == version:
            return snapshot[1]
        table: dict[tuple[str, str], Stats] = {}
        rows = Base.objects.order_by("slug", "printing", "pk").values_list(
            "slug",
            "name_en",
            "name_fr",
            "printing",
            "breakpoint",
            "vp_first",
            "vp_second",
            "vp_third",
            "monsters",
            "text",
            "text_fr",
            "has_ability",
        )
        for row in rows:
            slug, name, name_fr, printing, breakpoint, first, second, third, monsters = row[:9]
            text, text_fr, has_ability = row[9:]
            table.setdefault(
                (slug, printing),
                {
                    "slug": slug,
                    "name": name,
                    # "" when the catalog has no French name.
                    "name_fr": name_fr or None,
                    "printing": printing,
                    "breakpoint": breakpoint,
                    "vp": (first, second, third),
                    # Munchkin: how many Monsters the base gets when it comes into play.
                    "monsters": monsters,
                    # False when no source gives this printing's ability text (nor says it has
                    # none): the engine then says it applied the other printing's ability.
                    "text_known": bool(text or text_fr) or has_ability is False,
                },
            )
        _snapshot = (version, table)
        return table


def _copy(stats: Stats | None) -> dict[str, Any] | None:
    return None if stats is None else {**stats, "vp": list(stats["vp"])}


def catalog_base_lookup(slug: str, printing: str = "original") -> dict[str, Any] | None:
    """The catalog's stats for a base, or None when no base has this slug in this printing.

    Keys: slug, name, name_fr, printing, breakpoint, vp, monsters, text_known. Unknown stats
    stay None:
    the engine then asks the user to type them.
    """
    if printing not in PRINTINGS:
        return None
    return _copy(_catalog_bases(catalog_version()).get((slug, printing)))


class _RequestLookup:
    """The lookup for one simulation: the catalog version is read at the first lookup only."""

    __slots__ = ("table",)

    def __init__(self) -> None:
        self.table: dict[tuple[str, str], Stats] | None = None

    def __call__(self, slug: str, printing: str = "original") -> dict[str, Any] | None:
        if printing not in PRINTINGS:
            return None
        if self.table is None:
            self.table = _catalog_bases(catalog_version())
        return _copy(self.table.get((slug, printing)))


def _catalog_cards_and_memo(version: Version) -> tuple[dict, dict]:
    """Every catalog card's facts, read once per process and catalog version, and the memo of
    the lookups made in that version (request_card_lookup)."""
    global _card_snapshot
    snapshot = _card_snapshot
    if snapshot is not None and snapshot[0] == version:
        return snapshot[1], snapshot[2]
    with _lock:
        snapshot = _card_snapshot
        if snapshot is None or snapshot[0] != version:
            snapshot = _card_snapshot = (version, selectors.catalog_card_facts(), {})
        return snapshot[1], snapshot[2]


def _catalog_cards(version: Version) -> dict:
    """Every catalog card's facts, read once per process and catalog version."""
    return _catalog_cards_and_memo(version)[0]


def catalog_card_lookup(key: str, printing: str | None = None) -> dict[str, Any] | None:
    """The catalog's facts of a card "<faction>/<card>" (see parse.CardLookup), or None."""
    return selectors.resolve_card(_catalog_cards(catalog_version()), key, printing)


def request_card_lookup(table: dict | None = None) -> CardLookup:
    """The card lookup for one simulation: the catalog version is read at its first call (with
    `table`, selectors.catalog_card_facts() read beforehand: that table, never read again).

    Each (key, printing) found is resolved once per catalog snapshot: the memo is the
    snapshot's, shared by every simulation of this catalog version, and gives the same facts
    mapping every time (parse.CardLookup: the engine never modifies it). Only cards found are
    kept, so the memo is bounded by the catalog (three printing arguments per record), whatever
    names the boards give. A dict read or write is atomic: two threads resolving the same card
    at once both store equal facts, and either is right. A plain function rather than an
    object with __call__: the engine calls it for every catalog card, and a function is the
    cheaper call.
    """
    memo: dict[tuple[str, str | None], dict[str, Any]] = {}

    def lookup(key: str, printing: str | None = None) -> dict[str, Any] | None:
        nonlocal table, memo
        facts = memo.get((key, printing))
        if facts is not None:
            return facts
        if table is None:
            table, memo = _catalog_cards_and_memo(catalog_version())
            facts = memo.get((key, printing))
            if facts is not None:
                return facts
        facts = selectors.resolve_card(table, key, printing)
        if facts is not None:
            memo[(key, printing)] = facts
        return facts

    return lookup


def simulate_board(data: Mapping) -> dict:
    """Resolve a board (the JSON contract) with catalog lookups; raises engine.BoardError."""
    return simulate(data, base_lookup=_RequestLookup(), card_lookup=request_card_lookup())


def advise_board(data: Mapping) -> dict:
    """The advisor's best plays for a board with the active player's hand (issue 29), with
    catalog lookups; raises engine.BoardError."""
    return advise(data, base_lookup=_RequestLookup(), card_lookup=request_card_lookup())


@cache
def engine_version() -> str:
    """A digest of the engine's source files: any change to the engine gives a new version."""
    folder = Path(engine.__file__).resolve().parent
    digest = hashlib.sha256()
    for path in sorted(folder.rglob("*.py")):
        digest.update(path.relative_to(folder).as_posix().encode() + b"\0")
        digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


def result_version() -> str:
    """What a stored outcome depends on: the engine's version and the catalog's (base stats)."""
    version = catalog_version()
    if version is None:
        catalog = "none"
    else:
        pk, finished, source_digest = version
        catalog = f"{pk}-{finished:%Y%m%dT%H%M%S%f}-{source_digest[:16]}"
    return f"engine-{engine_version()}:catalog-{catalog}"
