"""French names: the rulebook pairs (french-names/rulebook-pairs.csv) give rulebook-confirmed
names of original-printing cards and bases (and of the special cards); the fan app's names
(french-names/addOns.json) are compared with the fixtures' box and faction names.

A pair is applied only when it names the card (a printed name, confidence "sure", not a
plural form). Everything not applied is listed in the report with its reason.
"""

from __future__ import annotations

from catalog.importer.fixtures import Fixtures
from catalog.importer.names import match_key
from catalog.importer.plan import BaseRec, CardRec
from catalog.importer.readers import french
from catalog.importer.report import Report
from catalog.text import normalize


def apply_pairs(
    pairs: list[french.RulebookPair],
    cards: dict,
    bases: dict,
    special_cards: list[dict],
    faction_slugs: dict[str, str],
    report: Report,
) -> None:
    card_index: dict[tuple[str, str], CardRec] = {
        (rec.faction, match_key(rec.name_en)): rec
        for rec in cards.values()
        if rec.printing == "original"
    }
    base_index: dict[str, BaseRec] = {
        match_key(rec.name_en): rec for rec in bases.values() if rec.printing == "original"
    }
    for pair in pairs:
        where = f"{french.PAIRS_FILE} {pair.label}"
        if not pair.fr_name:
            report.add("french_names", f"{where}: no French name printed (text only)")
            continue
        if pair.confidence != "sure":
            report.add("french_names", f"{where}: not applied, confidence {pair.confidence!r}")
            continue
        if "(plural)" in pair.fr_as_printed:
            report.add("french_names", f"{where}: not applied, only a plural form is printed")
            continue
        evidence = (
            f"{pair.seed_file} (offset {pair.name_offset}); {french.PAIRS_FILE} row {pair.row}"
        )
        kind = pair.type.split(" ")[0]
        target: CardRec | BaseRec | dict | None = None
        if kind == "base":
            target = base_index.get(match_key(pair.en_name))
        elif kind in ("minion", "action"):
            faction = faction_slugs.get(pair.faction_en)
            target = card_index.get((faction or "", match_key(pair.en_name)))
        elif kind in ("madness", "monster", "treasure"):
            target = next(
                (s for s in special_cards if normalize(s["name_fr"]) == normalize(pair.fr_name)),
                None,
            )
            if target is not None:
                target["name_fr_source"] = "rulebook"
                target["name_fr_evidence"] = evidence
                continue
        if target is None:
            report.add("french_names", f"{where}: {pair.en_name!r} ({pair.type}) not found")
            continue
        if target.name_fr and target.name_fr != pair.fr_name:
            report.add(
                "french_names",
                f"{where}: {target.name_fr!r} already set for {target.name_en!r}, not replaced",
            )
            continue
        target.name_fr = pair.fr_name
        target.name_fr_source = "rulebook"
        target.name_fr_evidence = (
            f"{target.name_fr_evidence}; {evidence}" if target.name_fr_evidence else evidence
        )[:300]


def compare_addons(addons: list[french.AddOnBox], fx: Fixtures, report: Report) -> None:
    """Report the fan app's names that differ from the fixtures (they are not applied)."""
    titles = {normalize(b.title_fr) for b in fx.boxes if b.title_fr}
    names = {normalize(f.name_fr) for f in fx.factions if f.name_fr}
    for box in addons:
        if normalize(box.title) not in titles:
            report.add(
                "french_names",
                f"{french.ADDONS_FILE}: box title {box.title!r} differs from fixtures",
            )
        for faction in box.factions:
            if normalize(faction) not in names:
                report.add(
                    "french_names",
                    f"{french.ADDONS_FILE}: faction name {faction!r} differs from fixtures",
                )
