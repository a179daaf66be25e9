"""Builds the whole catalog in memory from the fixtures and the source files (no database).

Order: fixtures, then each source, then box by box (a progress line each) the factions' cards
of both printings and the bases; then the steps that need everything: filled holes,
counterparts, French names and texts, keywords and search columns, clarifications and errata,
checks.
"""

from __future__ import annotations

from collections.abc import Callable

from catalog.importer import fixtures as fixtures_loader
from catalog.importer.bases import BaseBuilder
from catalog.importer.cards import CardBuilder
from catalog.importer.errors import CatalogSourceError
from catalog.importer.files import FileSet
from catalog.importer.french import apply_pairs, apply_texts, compare_addons
from catalog.importer.keywords import parse_keywords
from catalog.importer.names import match_key
from catalog.importer.plan import Plan, Target
from catalog.importer.readers import fandom, french, original_bases, pod
from catalog.importer.readers.rulebooks import Rulebooks
from catalog.importer.report import Report
from catalog.importer.rulings import RulingBuilder

Progress = Callable[[str], None]
# The ratings of the wiki's faction pages ("LOW-MEDIUM"), lowercased: Complexity's values.
COMPLEXITIES = ("low", "low-medium", "medium", "medium-high", "high")


def build(
    sources: FileSet,
    fixture_files: FileSet,
    progress: Progress | None = None,
    rulebook_files: FileSet | None = None,
) -> Plan:
    """`rulebook_files`: the French rulebooks (RULEBOOK_DIR) the French texts are quoted from;
    without them no French text or French clarification is imported."""
    progress = progress or (lambda line: None)
    report = Report()
    fx = fixtures_loader.load(fixture_files)
    pod_factions = pod.read_catalog(sources)
    pod_bases = pod.read_bases(sources)
    fan_factions = fandom.read_factions(sources)
    orig_bases = original_bases.read_bases(sources)
    pairs = french.read_pairs(sources)
    addons = french.read_addons(sources)

    faction_slugs: dict[str, str] = {}
    for faction in fx.factions:
        for name in (faction.name_en, faction.pod_name, faction.fandom_name):
            faction_slugs[name] = faction.slug
    source_box = _faction_source_boxes(fx, pod_factions)
    fan_by_slug = _by_slug(fan_factions, faction_slugs, lambda f: f.name, "name")
    pod_by_slug = _by_slug(pod_factions, faction_slugs, lambda f: f.name, "name", pod.CATALOG_FILE)
    missing = [f.slug for f in fx.factions if f.slug not in fan_by_slug]
    if missing:
        raise CatalogSourceError(fandom.FOLDER, f"faction(s) missing: {', '.join(missing)}")

    cards = CardBuilder(fx, report)
    bases = BaseBuilder(fx, report, faction_slugs)
    pod_base_by_box: dict[str, list] = {}
    for base in pod_bases:
        pod_base_by_box.setdefault(
            bases.box_of(base.set_name, pod.BASES_FILE, base.label), []
        ).append(base)
    orig_base_by_box: dict[str, list] = {}
    for base in orig_bases:
        box = bases.box_of(base.set_name, original_bases.FILE, base.label)
        orig_base_by_box.setdefault(box, []).append(base)

    pod_source: dict[tuple, pod.PodCard] = {}
    for number, box in enumerate(fx.boxes, start=1):
        slugs = [f.slug for f in fx.factions if source_box[f.slug] == box.slug]
        counts = {"original": 0, "pod": 0}
        for slug in slugs:
            source = pod_by_slug[slug]
            if source.official:
                cards.add_pod_faction(slug, source)
                for card in source.cards:
                    pod_source[(slug, card.name)] = card
            cards.add_original_faction(slug, fan_by_slug[slug], None if source.official else source)
        for rec in cards.cards.values():
            if rec.faction in slugs:
                counts[rec.printing] += 1
        base_counts = {"original": 0, "pod": 0}
        for position, base in enumerate(orig_base_by_box.get(box.slug, [])):
            bases.add_original(base, position)
            base_counts["original"] += 1
        for position, base in enumerate(pod_base_by_box.get(box.slug, [])):
            bases.add_pod(base, position)
            base_counts["pod"] += 1
        progress(
            f"[{number:2}/{len(fx.boxes)}] {box.title_en}: {len(slugs)} faction(s),"
            f" cards {counts['original']} original / {counts['pod']} POD,"
            f" bases {base_counts['original']} original / {base_counts['pod']} POD"
        )

    cards.fill_holes()
    cards.check_fixtures_used()
    cards.link_counterparts()
    bases.check_fixtures_used()
    bases.link_counterparts()
    bases.check_stats()
    for slug, faction in fan_by_slug.items():
        bases.check_fan_lists(slug, faction.base_names, faction.file)
    faction_printings: dict[str, set[str]] = {}
    cards.check_twenty(faction_printings)

    special_cards = [dict(item) for item in fx.special_cards]
    for item in special_cards:
        item["name_fr_source"] = "rulebook" if item["name_fr"] else ""
        item["name_fr_evidence"] = item["evidence"] if item["name_fr"] else ""
    apply_pairs(pairs, cards.cards, bases.bases, special_cards, faction_slugs, report)
    compare_addons(addons, fx, report)
    french_clarifications = (
        apply_texts(
            pairs, Rulebooks(rulebook_files), cards.cards, bases.bases, faction_slugs, report
        )
        if rulebook_files is not None
        else []
    )

    for rec in list(cards.cards.values()) + list(bases.bases.values()):
        rec.keywords = parse_keywords(rec.text)

    rulings = RulingBuilder(report)
    for rec in cards.cards.values():
        if rec.printing == "pod":
            card = pod_source.get((rec.faction, rec.source_spelling or rec.name_en))
            if card is not None:
                rulings.add_pod_card(rec, card, rec.source_url)
    pod_base_index = {(b.name): b for b in pod_bases}
    for rec in bases.bases.values():
        if rec.printing == "pod":
            rulings.add_pod_base(rec, pod_base_index[rec.source_spelling or rec.name_en])
    for slug, faction in fan_by_slug.items():
        names: dict[str, Target] = {}
        for rec in cards.cards.values():
            if rec.faction == slug and rec.printing == "pod" and rec.name_en:
                names.setdefault(match_key(rec.name_en), ("card", rec.key))
        for rec in bases.bases.values():
            if rec.faction == slug and rec.printing == "original":
                names[match_key(rec.name_en)] = ("base", rec.key)
        for rec in cards.cards.values():
            if rec.faction == slug and rec.printing == "original":
                names[match_key(rec.name_en)] = ("card", rec.key)
        url = pod_by_slug[slug].url if not pod_by_slug[slug].official else ""
        rulings.add_fandom(slug, faction, names, url)
    cards.mark_text_status(
        {r.target[1] for r in rulings.rulings if r.model == "erratum" and r.target[0] == "card"}  # type: ignore[misc]
    )
    for item in french_clarifications:
        rulings.add_french(
            item.target,
            item.passage.text,
            item.passage.title,
            item.passage.file,
            item.passage.page,
            item.subject,
        )

    plan = Plan(
        keywords=fx.keywords,
        boxes=[_box_fields(box) for box in fx.boxes],
        factions=[_faction_fields(f, pod_by_slug[f.slug], report) for f in fx.factions],
        faction_boxes=[(f.slug, box, first) for f in fx.factions for box, first in f.boxes],
        cards=sorted(cards.cards.values(), key=lambda c: c.key),
        bases=sorted(bases.bases.values(), key=lambda b: b.key),
        special_cards=special_cards,
        rulings=rulings.rulings,
        report=report,
    )
    plan.counts = _counts(plan)
    return plan


def _faction_source_boxes(fx: fixtures_loader.Fixtures, pod_factions: list) -> dict[str, str]:
    """The box of the sources' set of each faction; it must be one of the faction's boxes."""
    by_name = {f.pod_name: f for f in fx.factions}
    out: dict[str, str] = {}
    for source in pod_factions:
        faction = by_name.get(source.name)
        if faction is None:
            raise CatalogSourceError(
                pod.CATALOG_FILE, "faction not in fixtures/factions.json", source.label, "name"
            )
        box = fx.box_by_source_name.get(source.set_name)
        if box is None or box not in {b for b, _ in faction.boxes}:
            raise CatalogSourceError(
                pod.CATALOG_FILE,
                f"set {source.set_name!r} is not a box of {faction.slug} in fixtures",
                source.label,
                "set",
            )
        out[faction.slug] = box
    missing = [f.slug for f in fx.factions if f.slug not in out]
    if missing:
        raise CatalogSourceError(pod.CATALOG_FILE, f"faction(s) missing: {', '.join(missing)}")
    return out


def _by_slug(items: list, slugs: dict[str, str], name_of, field: str, file: str = "") -> dict:
    out = {}
    for item in items:
        slug = slugs.get(name_of(item))
        if slug is None:
            raise CatalogSourceError(
                file or getattr(item, "file", ""),
                "faction not in fixtures/factions.json",
                item.label,
                field,
            )
        if slug in out:
            raise CatalogSourceError(
                file or getattr(item, "file", ""),
                f"faction {slug} appears twice",
                item.label,
                field,
            )
        out[slug] = item
    return out


def _box_fields(box: fixtures_loader.BoxFixture) -> dict:
    return {
        "slug": box.slug,
        "title_en": box.title_en,
        "title_fr": box.title_fr,
        "title_fr_source": box.title_fr_source,
        "title_fr_evidence": box.title_fr_evidence,
        "kind": box.kind,
        "release_order": box.release_order,
        "year": box.year,
        "source_name": "; ".join(box.source_names),
        "source_file": "fixtures/boxes.json",
        "source_url": "",
    }


def _faction_fields(
    faction: fixtures_loader.FactionFixture, source: pod.PodFaction, report: Report
) -> dict:
    """The complexity rating is the faction page's (official wiki; the fan wiki for the 16
    Marvel/Disney factions); "REPLACE" (Teens, Vampires) is a placeholder: unknown."""
    rating = source.complexity.lower()
    if rating not in COMPLEXITIES:
        if rating:
            report.add(
                "unknown_values",
                f"{faction.slug}: complexity {source.complexity!r} is no rating, stored as unknown",
            )
        rating = ""
    return {
        "slug": faction.slug,
        "name_en": faction.name_en,
        "name_fr": faction.name_fr,
        "name_fr_source": faction.name_fr_source,
        "name_fr_evidence": faction.name_fr_evidence,
        "complexity": rating,
        "complexity_source_name": (
            (pod.OFFICIAL_NAME if source.official else pod.FAN_WIKI_NAME) if rating else ""
        ),
        "complexity_source_url": source.url if rating else "",
        "source_file": "fixtures/factions.json",
        "source_url": "",
    }


def _counts(plan: Plan) -> dict:
    """Per box: factions, cards (copies) and card entries per printing, bases per printing."""
    boxes: dict[str, dict] = {}
    faction_boxes: dict[str, list[str]] = {}
    for faction, box, _ in plan.faction_boxes:
        faction_boxes.setdefault(faction, []).append(box)
    for box in plan.boxes:
        boxes[box["slug"]] = {
            "title": box["title_en"],
            "factions": 0,
            "cards_original": 0,
            "cards_pod": 0,
            "bases_original": 0,
            "bases_pod": 0,
        }
    for slugs in faction_boxes.values():
        for slug in slugs:
            boxes[slug]["factions"] += 1
    for card in plan.cards:
        for slug in faction_boxes[card.faction]:
            boxes[slug][f"cards_{card.printing}"] += 1
    for base in plan.bases:
        boxes[base.box][f"bases_{base.printing}"] += 1
    return {
        "boxes": boxes,
        "totals": {
            "boxes": len(plan.boxes),
            "factions": len(plan.factions),
            "cards_original": sum(1 for c in plan.cards if c.printing == "original"),
            "cards_pod": sum(1 for c in plan.cards if c.printing == "pod"),
            "bases_original": sum(1 for b in plan.bases if b.printing == "original"),
            "bases_pod": sum(1 for b in plan.bases if b.printing == "pod"),
            "bases_distinct": len(
                {b.counterpart or b.key for b in plan.bases if b.printing == "original"}
            )
            + sum(1 for b in plan.bases if b.printing == "pod" and b.counterpart is None),
            "special_cards": len(plan.special_cards),
            "clarifications": sum(1 for r in plan.rulings if r.model == "clarification"),
            "errata": sum(1 for r in plan.rulings if r.model == "erratum"),
        },
    }
