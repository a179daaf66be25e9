"""What the simulator covers: each catalog card's and base's ability status, counted by box.

The statuses come from the engine's registries (engine/cards for cards, engine/abilities for
bases); a catalog card or base no registry entry covers is "unclassified", never hidden. Each
card also has a play status (engine/plays, issue 27: what it does when it is played), which
that registry gives for every card ("not modelled yet" where no box module covers it). The
same statuses reach the catalog's card pages and card API through the card annotation slot
"simulator" (smashup_site.extensions, registered in SimulatorConfig.ready()), the play status
as its part "play": the catalog does not import the simulator.

The report reads the catalog once per catalog version (as services.py reads the bases); the
registries are code, fixed for the life of the process.
"""

from __future__ import annotations

import hashlib
import threading
from collections.abc import Callable, Iterable
from typing import Any, Protocol

from django.urls import reverse

from simulator import selectors
from simulator.engine import abilities as base_abilities
from simulator.engine import cards as card_abilities
from simulator.engine import plays as play_abilities
from simulator.services import Version, catalog_version
from smashup_site.extensions import (
    SIMULATOR,
    AnnotationPart,
    CardAnnotation,
    CardAnnotationProvider,
)

MODELLED = card_abilities.MODELLED
NO_EFFECT = card_abilities.NO_EFFECT
NOT_SIMULATED = card_abilities.NOT_SIMULATED
UNCLASSIFIED = "unclassified"
# The columns of the coverage table: the registries' statuses (the same three for cards and
# bases), then the catalog records no entry covers yet.
COLUMNS = (MODELLED, NO_EFFECT, NOT_SIMULATED, UNCLASSIFIED)

# Each status in words (EN, FR); the French agrees with "capacité" (feminine).
LABELS: dict[str, tuple[str, str]] = {
    MODELLED: ("Modelled", "Modélisée"),
    NO_EFFECT: ("No effect on scoring", "Sans effet sur le décompte"),
    NOT_SIMULATED: ("Not simulated", "Non simulée"),
    UNCLASSIFIED: ("Not classified yet", "Pas encore classée"),
}
if set(card_abilities.STATUSES) != set(base_abilities.STATUSES):
    raise RuntimeError("the coverage table expects the same statuses for cards and bases")

# The play statuses (engine/plays): every card has one, so their table has no "unclassified".
PLAY_COLUMNS = play_abilities.STATUSES
PLAY_LABELS: dict[str, tuple[str, str]] = {
    play_abilities.APPLIED: ("Applied", "Appliquée"),
    play_abilities.NO_BOARD_EFFECT: ("No effect on the board", "Sans effet sur le plateau"),
    play_abilities.NOT_SIMULATED: ("Not simulated", "Non simulée"),
}
if set(PLAY_LABELS) != set(PLAY_COLUMNS):
    raise RuntimeError("every play status needs a label")
PLAY_TITLE = ("When played", "Quand elle est jouée")


class Entry(Protocol):
    """What a card or base registry entry has in common (CardAbility, Ability)."""

    status: str
    summary: str
    summary_fr: str
    reason: str
    reason_fr: str


def label(status: str, lang: str) -> str:
    english, french = LABELS[status]
    return french if lang == "fr" else english


def play_label(status: str, lang: str) -> str:
    english, french = PLAY_LABELS[status]
    return french if lang == "fr" else english


# -- the card annotation (catalog pages and card API) ---------------------------------------


def play_part(key: str, printing: str, card_entry: Entry | None) -> AnnotationPart:
    """The play status of a catalog card (issue 27); an entry without a summary of its own
    shows the card registry's summary of the card (`card_entry`)."""
    entry = play_abilities.lookup(key, printing)
    english, french = PLAY_LABELS[entry.status]
    summary, summary_fr = entry.summary, entry.summary_fr
    if not summary and card_entry is not None:
        summary, summary_fr = card_entry.summary, card_entry.summary_fr
    return AnnotationPart(
        key="play",
        title=PLAY_TITLE[0],
        title_fr=PLAY_TITLE[1],
        status=entry.status,
        label=english,
        label_fr=french,
        summary=summary,
        summary_fr=summary_fr,
        reason=entry.reason,
        reason_fr=entry.reason_fr,
    )


def card_annotation(faction: str, card: str, printing: str) -> CardAnnotation | None:
    """The simulator's status of a catalog card with its play status, or None when the card
    registry has no entry."""
    key = f"{faction}/{card}"
    entry = card_abilities.lookup(key, printing)
    if entry is None:
        return None
    english, french = LABELS[entry.status]
    return CardAnnotation(
        status=entry.status,
        label=english,
        label_fr=french,
        summary=entry.summary,
        summary_fr=entry.summary_fr,
        reason=entry.reason,
        reason_fr=entry.reason_fr,
        parts=(play_part(key, printing, entry),),
    )


def _digest_entries(digest: Any, entries: dict[tuple[str, str | None], Entry]) -> None:
    for (key, printing), entry in sorted(entries.items(), key=lambda i: (i[0][0], i[0][1] or "")):
        fields = (key, printing or "*", entry.status, entry.summary, entry.summary_fr)
        digest.update("\x1f".join((*fields, entry.reason, entry.reason_fr, "\x1e")).encode())


def card_registry_version() -> str:
    """A digest of everything card_annotation() can say (keys, printings, statuses, notes),
    play statuses included (the catalog's bulk files are written again when they change)."""
    digest = hashlib.blake2b(digest_size=8)
    _digest_entries(digest, card_abilities.registered())
    digest.update(b"\x1dplays\x1d")
    _digest_entries(digest, play_abilities.registered())
    # What a card no play entry covers says.
    digest.update("\x1f".join(play_abilities.NOT_MODELLED_YET).encode())
    return digest.hexdigest()


def card_status_provider() -> CardAnnotationProvider:
    return CardAnnotationProvider(
        slot=SIMULATOR,
        title="Scoring simulator",
        title_fr="Simulateur de décompte",
        annotate=card_annotation,
        version=card_registry_version(),
        more_url=lambda: reverse("simulator:coverage"),
        more_text="What the simulator covers, box by box",
        more_text_fr="Ce que le simulateur couvre, boîte par boîte",
    )


# -- the coverage report (page and API) ------------------------------------------------------


def _table(
    records: Iterable[selectors.CatalogRecord],
    lookup: Callable[[str, str], Entry | None],
    columns: tuple[str, ...] = COLUMNS,
) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """({"total": counts, "boxes": [...]}, the not-simulated rows) of catalog records, counted
    in `columns` (the statuses `lookup` gives, and "unclassified" if it may give None)."""
    total = dict.fromkeys(columns, 0)
    boxes: dict[str, dict[str, Any]] = {}
    order: dict[str, int] = {}
    rows: dict[int, dict[str, Any]] = {}  # one row per registry entry, whatever its printings
    for record in records:
        entry = lookup(record.key, record.printing)
        status = entry.status if entry is not None else UNCLASSIFIED
        total[status] += 1
        box = boxes.get(record.box_slug)
        if box is None:
            box = boxes[record.box_slug] = {
                "box": record.box_slug,
                "title": record.box_title,
                "title_fr": record.box_title_fr or None,
                "counts": dict.fromkeys(columns, 0),
            }
            order[record.box_slug] = record.box_order
        box["counts"][status] += 1
        if entry is None or status != NOT_SIMULATED:
            continue
        row = rows.get(id(entry))
        if row is not None:
            row["printings"].append(record.printing)
            continue
        rows[id(entry)] = {
            "key": record.key,
            "faction": record.faction or None,
            "slug": record.slug,
            "printings": [record.printing],
            "name": record.name_en,
            "name_fr": record.name_fr or None,
            "box": record.box_slug,
            "box_title": record.box_title,
            "box_title_fr": record.box_title_fr or None,
            "summary": entry.summary,
            "summary_fr": entry.summary_fr,
            "reason": entry.reason,
            "reason_fr": entry.reason_fr,
        }
    for box in boxes.values():
        box["counts"]["all"] = sum(box["counts"][status] for status in columns)
    total["all"] = sum(total[status] for status in columns)
    listed = sorted(rows.values(), key=lambda row: (order[row["box"]], row["name"], row["key"]))
    by_box = sorted(boxes.values(), key=lambda box: (order[box["box"]], box["title"]))
    return {"total": total, "boxes": by_box}, listed


def build_report() -> dict[str, Any]:
    """The coverage of the catalog as it is now (JSON-ready)."""
    card_records = selectors.coverage_cards()
    cards, cards_not_simulated = _table(card_records, card_abilities.lookup)
    bases, bases_not_simulated = _table(selectors.coverage_bases(), base_abilities.lookup)
    # The same card records counted by play status (issue 27).
    plays, plays_not_simulated = _table(card_records, play_abilities.lookup, PLAY_COLUMNS)
    return {
        "statuses": list(COLUMNS),
        "cards": cards,
        "bases": bases,
        "not_simulated": {
            "cards": cards_not_simulated,
            "bases": bases_not_simulated,
            "plays": _registered_plays(plays_not_simulated),
        },
        "plays": plays,
    }


def _registered_plays(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The not-simulated play rows a box module registered: a card no module covers yet (not
    modelled yet, every card of the later boxes) is counted in `plays`, not listed. A row
    without a summary of its own gets the card registry's, as the card API does."""
    listed = []
    for row in rows:
        if not play_abilities.is_registered(row["key"], row["printings"][0]):
            continue
        if not row["summary"]:
            card = card_abilities.lookup(row["key"], row["printings"][0])
            if card is not None:
                row = {**row, "summary": card.summary, "summary_fr": card.summary_fr}
        listed.append(row)
    return listed


_lock = threading.Lock()
_report: tuple[Version, dict[str, Any]] | None = None


def coverage_report() -> dict[str, Any]:
    """build_report(), kept per process until the catalog changes. Shared: do not modify."""
    global _report
    version = catalog_version()
    found = _report
    if found is not None and found[0] == version:
        return found[1]
    with _lock:
        found = _report
        if found is None or found[0] != version:
            found = _report = (version, build_report())
        return found[1]


# -- the page ------------------------------------------------------------------------------------


def _local(row: dict[str, Any], french: bool, *names: str) -> dict[str, Any]:
    """A copy of a report row with `names` in the page's language (English when the French
    one is missing)."""
    local = dict(row)
    for name in names:
        local[name] = (row.get(f"{name}_fr") if french else None) or row[name]
    return local


def page_context(lang: str) -> dict[str, Any]:
    """The coverage page's context in `lang` ("fr" or English): a table per kind (its columns,
    its boxes' counts in column order, then the total; the cards' play statuses are the kind
    "plays"), and the not-simulated rows with the URL of their catalog page."""
    report = coverage_report()
    french = lang == "fr"
    columns = [{"status": s, "label": label(s, lang)} for s in report["statuses"]]
    play_columns = [{"status": s, "label": play_label(s, lang)} for s in PLAY_COLUMNS]
    tables = []
    for kind, shown in (("cards", columns), ("plays", play_columns), ("bases", columns)):
        table = report[kind]
        statuses = [column["status"] for column in shown]
        tables.append(
            {
                "kind": kind,
                "columns": shown,
                "total": [table["total"][s] for s in statuses] + [table["total"]["all"]],
                "boxes": [
                    {
                        "title": _local(box, french, "title")["title"],
                        "counts": [box["counts"][s] for s in statuses] + [box["counts"]["all"]],
                    }
                    for box in table["boxes"]
                ],
            }
        )
    not_simulated: dict[str, list[dict[str, Any]]] = {"cards": [], "plays": [], "bases": []}
    for kind, url_name in (
        ("cards", "catalog:card"),
        ("plays", "catalog:card"),
        ("bases", "catalog:base"),
    ):
        for row in report["not_simulated"][kind]:
            local = _local(row, french, "name", "box_title", "summary", "reason")
            kwargs = {"slug": row["slug"]}
            if kind != "bases":
                kwargs["faction"] = row["faction"]
            url = reverse(url_name, kwargs=kwargs)
            # The catalog's page shows the original printing unless told otherwise.
            local["url"] = url if "original" in row["printings"] else f"{url}?printing=pod"
            not_simulated[kind].append(local)
    return {
        "tables": tables,
        "not_simulated": not_simulated,
        # The cards whose play is not modelled yet, counted but not listed.
        "plays_not_modelled": report["plays"]["total"][play_abilities.NOT_SIMULATED]
        - sum(len(row["printings"]) for row in report["not_simulated"]["plays"]),
    }
