"""Loader of the project's curated facts in `catalog/fixtures/` (see its README.md).

Every value is checked here, so the resolver can trust the fixtures; a bad value names the
fixture file, the record and the field.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from catalog.importer.errors import CatalogSourceError
from catalog.importer.files import FileSet, Record, records
from catalog.importer.keywords import KEYWORD_SLUGS

KINDS = {"core", "expansion", "standalone", "promo"}
NAME_SOURCES = {"rulebook", "fan", ""}
PRINTINGS = {"original", "pod"}
SPECIAL_KINDS = {"madness", "monster", "treasure"}


@dataclass
class BoxFixture:
    slug: str
    title_en: str
    title_fr: str
    title_fr_source: str
    title_fr_evidence: str
    kind: str
    release_order: int
    year: int | None
    source_names: list[str]


@dataclass
class FactionFixture:
    slug: str
    name_en: str
    pod_name: str
    fandom_name: str
    name_fr: str
    name_fr_source: str
    name_fr_evidence: str
    boxes: list[tuple[str, bool]]  # (box slug, first_release)


@dataclass
class Fixtures:
    boxes: list[BoxFixture]
    factions: list[FactionFixture]
    keywords: list[dict]
    special_cards: list[dict]
    card_names: list[dict]
    base_names: list[dict]
    unknown_card_names: list[dict]
    not_corrected: list[dict]
    card_counterparts: list[dict]
    base_counterparts: list[dict]
    filled: list[dict]
    pod_powers: list[dict]
    base_texts: list[dict]
    base_values: list[dict]
    box_by_source_name: dict[str, str] = field(default_factory=dict)


def load(files: FileSet) -> Fixtures:
    boxes = _boxes(files)
    box_slugs = {b.slug for b in boxes}
    factions = _factions(files, box_slugs)
    faction_slugs = {f.slug for f in factions}
    corrections = files.json("corrections.json")
    name = files.name("corrections.json")
    fx = Fixtures(
        boxes=boxes,
        factions=factions,
        keywords=_keywords(files),
        special_cards=_special_cards(files, box_slugs),
        card_names=_corrections(corrections, name, "card_names", faction_slugs),
        base_names=_corrections(corrections, name, "base_names", faction_slugs),
        unknown_card_names=_corrections(corrections, name, "unknown_card_names", faction_slugs),
        not_corrected=[r.data for r in records(corrections, name, "not_corrected")],
        card_counterparts=_counterparts(corrections, name, "cards", faction_slugs),
        base_counterparts=_counterparts(corrections, name, "bases", faction_slugs),
        filled=_filled(corrections, name, faction_slugs),
        pod_powers=_pod_powers(corrections, name, faction_slugs),
        base_texts=[
            _checked(r, ("printing", "base", "reason"))
            for r in records(corrections, name, "base_texts", "base")
        ],
        base_values=_base_values(files),
    )
    for box in boxes:
        for source_name in box.source_names:
            if source_name in fx.box_by_source_name:
                raise CatalogSourceError(
                    files.name("boxes.json"), "set name used by two boxes", box.slug, "source_names"
                )
            fx.box_by_source_name[source_name] = box.slug
    return fx


def _boxes(files: FileSet) -> list[BoxFixture]:
    name = files.name("boxes.json")
    out: list[BoxFixture] = []
    seen_slugs: set[str] = set()
    seen_orders: set[int] = set()
    for rec in records(files.json("boxes.json"), name, "boxes", "slug"):
        box = BoxFixture(
            slug=rec.str("slug"),
            title_en=rec.str("title_en"),
            title_fr=rec.str("title_fr", required=False),
            title_fr_source=rec.str("title_fr_source", required=False),
            title_fr_evidence=rec.str("title_fr_evidence", required=False),
            kind=rec.str("kind"),
            release_order=rec.int("release_order", minimum=1) or 0,
            year=rec.int("year", required=False, minimum=1900),
            source_names=[str(s) for s in rec.list("source_names")],
        )
        if box.kind not in KINDS:
            raise rec.error("kind", f"must be one of {sorted(KINDS)}")
        _check_name_source(rec, box.title_fr, box.title_fr_source, "title_fr")
        if box.slug in seen_slugs:
            raise rec.error("slug", "duplicate slug")
        if box.release_order in seen_orders:
            raise rec.error("release_order", "duplicate release order")
        if box.year is not None and not rec.str("year_evidence", required=False):
            raise rec.error("year_evidence", "a year needs its evidence")
        seen_slugs.add(box.slug)
        seen_orders.add(box.release_order)
        out.append(box)
    return sorted(out, key=lambda b: b.release_order)


def _factions(files: FileSet, box_slugs: set[str]) -> list[FactionFixture]:
    name = files.name("factions.json")
    out: list[FactionFixture] = []
    seen: set[str] = set()
    for rec in records(files.json("factions.json"), name, "factions", "slug"):
        sources = Record(rec.raw("source_names"), name, rec.label)
        boxes = []
        for number, item in enumerate(rec.list("boxes")):
            brec = Record(item, name, f"{rec.label} boxes[{number}]")
            box = brec.str("box")
            if box not in box_slugs:
                raise brec.error("box", f"unknown box {box!r}")
            boxes.append((box, brec.bool("first_release")))
        if sum(1 for _, first in boxes if first) != 1:
            raise rec.error("boxes", "exactly one box must be marked first_release")
        faction = FactionFixture(
            slug=rec.str("slug"),
            name_en=rec.str("name_en"),
            pod_name=sources.str("pod"),
            fandom_name=sources.str("fandom"),
            name_fr=rec.str("name_fr", required=False),
            name_fr_source=rec.str("name_fr_source", required=False),
            name_fr_evidence=rec.str("name_fr_evidence", required=False),
            boxes=boxes,
        )
        _check_name_source(rec, faction.name_fr, faction.name_fr_source, "name_fr")
        if faction.slug in seen:
            raise rec.error("slug", "duplicate slug")
        seen.add(faction.slug)
        out.append(faction)
    return out


def _check_name_source(rec: Record, value: str, source: str, field_name: str) -> None:
    if source not in NAME_SOURCES:
        raise rec.error(f"{field_name}_source", f"must be one of {sorted(NAME_SOURCES)}")
    if bool(value) != bool(source):
        raise rec.error(f"{field_name}_source", "a French name needs a source, and only then")
    if value and not rec.str(f"{field_name}_evidence", required=False):
        raise rec.error(f"{field_name}_evidence", "a French name needs its evidence")


def _keywords(files: FileSet) -> list[dict]:
    name = files.name("keywords.json")
    out = []
    for rec in records(files.json("keywords.json"), name, "keywords", "slug"):
        item = _checked(rec, ("slug", "name_en", "name_fr", "fr_evidence"))
        if item["slug"] not in KEYWORD_SLUGS:
            raise rec.error("slug", f"no parser for keyword {item['slug']!r}")
        out.append(item)
    missing = set(KEYWORD_SLUGS) - {k["slug"] for k in out}
    if missing:
        raise CatalogSourceError(name, f"missing keyword(s): {', '.join(sorted(missing))}")
    return out


def _special_cards(files: FileSet, box_slugs: set[str]) -> list[dict]:
    name = files.name("special_cards.json")
    out = []
    for rec in records(files.json("special_cards.json"), name, "cards", "slug"):
        item = _checked(rec, ("slug", "kind", "box", "evidence", "notes", "notes_fr"))
        if item["kind"] not in SPECIAL_KINDS:
            raise rec.error("kind", f"must be one of {sorted(SPECIAL_KINDS)}")
        if item["box"] not in box_slugs:
            raise rec.error("box", f"unknown box {item['box']!r}")
        item["name_en"] = rec.str("name_en", required=False)
        item["name_fr"] = rec.str("name_fr", required=False)
        for key in ("copies", "treasures"):
            item[key] = rec.int(key, required=False, minimum=0)
        item["power"] = rec.int("power", required=False)
        out.append(item)
    return out


def _checked(rec: Record, required: tuple[str, ...]) -> dict:
    for key in required:
        rec.str(key)
    return dict(rec.data)


def _corrections(data: dict, name: str, key: str, factions: set[str]) -> list[dict]:
    out = []
    for rec in records(data, name, key, "source_name"):
        item = _checked(rec, ("printing", "faction", "source_name", "reason"))
        if item["printing"] not in PRINTINGS:
            raise rec.error("printing", f"must be one of {sorted(PRINTINGS)}")
        if item["faction"] not in factions:
            raise rec.error("faction", f"unknown faction {item['faction']!r}")
        rec.str("slug" if key == "unknown_card_names" else "name")
        out.append(item)
    return out


def _counterparts(data: dict, name: str, key: str, factions: set[str]) -> list[dict]:
    section = data.get("counterparts")
    out = []
    for rec in records(section if isinstance(section, dict) else {}, name, key, "original"):
        item = _checked(rec, ("original", "pod"))
        if "faction" in item and item["faction"] not in factions:
            raise rec.error("faction", f"unknown faction {item['faction']!r}")
        out.append(item)
    return out


def _filled(data: dict, name: str, factions: set[str]) -> list[dict]:
    out = []
    for rec in records(data, name, "filled_from_other_printing", "faction"):
        item = _checked(rec, ("faction", "printing", "from_printing", "reason"))
        if item["faction"] not in factions:
            raise rec.error("faction", f"unknown faction {item['faction']!r}")
        if item["printing"] not in PRINTINGS or item["from_printing"] not in PRINTINGS:
            raise rec.error("printing", f"must be one of {sorted(PRINTINGS)}")
        if not rec.list("cards") or not all(isinstance(c, str) for c in item["cards"]):
            raise rec.error("cards", "expected a list of card names")
        out.append(item)
    return out


def _pod_powers(data: dict, name: str, factions: set[str]) -> list[dict]:
    section = data.get("pod_printed_powers")
    out = []
    for rec in records(section if isinstance(section, dict) else {}, name, "cards", "card"):
        item = _checked(rec, ("faction", "card"))
        if item["faction"] not in factions:
            raise rec.error("faction", f"unknown faction {item['faction']!r}")
        item["power"] = rec.int("power", required=False)
        item["power_text"] = rec.str("power_text", required=False)
        out.append(item)
    return out


def _base_values(files: FileSet) -> list[dict]:
    name = files.name("base_values.json")
    out = []
    for rec in records(files.json("base_values.json"), name, "bases"):
        item = _checked(rec, ("name", "confirmation"))
        for key in ("original", "pod"):
            value = rec.raw(key)
            if value is None and key == "pod":
                continue
            if (
                not isinstance(value, list)
                or len(value) != 4
                or not all(isinstance(v, int) and v >= 0 for v in value)
            ):
                raise rec.error(key, "expected [breakpoint, vp1, vp2, vp3]")
        item["monsters"] = rec.int("monsters", required=False, minimum=0)
        out.append(item)
    return out
