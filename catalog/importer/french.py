"""French names: the rulebook pairs (french-names/rulebook-pairs.csv) give rulebook-confirmed
names of original-printing cards and bases (and of the special cards); the fan app's names
(french-names/addOns.json) are compared with the fixtures' box and faction names.

A pair is applied only when it names the card (a printed name, confidence "sure", not a
plural form). Everything not applied is listed in the report with its reason.

The pairs also give where a rulebook (RULEBOOK_DIR) prints the French text of a card or base,
or a French clarification: the text is quoted at import into the original printing's
`text_fr`, the clarification becomes a French Clarification of that card or base.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from catalog.importer.fixtures import Fixtures
from catalog.importer.names import match_key
from catalog.importer.plan import BaseRec, CardRec, Target
from catalog.importer.readers import french
from catalog.importer.readers.rulebooks import Passage, Rulebooks
from catalog.importer.report import Report
from smashup_site.text import normalize


def apply_pairs(
    pairs: list[french.RulebookPair],
    cards: dict,
    bases: dict,
    special_cards: list[dict],
    faction_slugs: dict[str, str],
    report: Report,
) -> None:
    find = _Finder(cards, bases, faction_slugs)
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
        kind = _kind(pair)
        target: CardRec | BaseRec | dict | None = None
        if kind in ("madness", "monster", "treasure"):
            target = next(
                (s for s in special_cards if normalize(s["name_fr"]) == normalize(pair.fr_name)),
                None,
            )
            if target is not None:
                target["name_fr_source"] = "rulebook"
                target["name_fr_evidence"] = evidence
                continue
        else:
            target = find(pair)
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


@dataclass(frozen=True)
class FrenchClarification:
    target: Target
    passage: Passage
    subject: str
    evidence: str


def apply_texts(
    pairs: list[french.RulebookPair],
    rulebooks: Rulebooks,
    cards: dict,
    bases: dict,
    faction_slugs: dict[str, str],
    report: Report,
) -> list[FrenchClarification]:
    """Quote the French card and base texts the rulebooks print (into the original printing's
    `text_fr`) and return the French clarifications they print, each with its card or base.

    A pair is used when its English name is established ("sure") and names a faction card or a
    base; the others are reported in `french_texts` with the reason.
    """
    find = _Finder(cards, bases, faction_slugs)
    clarifications: list[FrenchClarification] = []
    for pair in pairs:
        if not (pair.card_text_span or pair.clarification_span):
            continue
        where = f"{french.PAIRS_FILE} {pair.label}"
        if not pair.confidence.startswith("sure"):
            report.add("french_texts", f"{where}: not used, confidence {pair.confidence!r}")
            continue
        kind = _kind(pair)
        if kind not in ("base", "minion", "action"):
            report.add(
                "french_texts",
                f"{where}: not stored, a {pair.type} has no text field (only faction cards and"
                " bases have one)",
            )
            continue
        target = find(pair)
        if target is None:
            report.add("french_texts", f"{where}: {pair.en_name!r} ({pair.type}) not found")
            continue
        for column, span in (
            ("fr_card_text_span", pair.card_text_span),
            ("fr_clarification_span", pair.clarification_span),
        ):
            if not span:
                continue
            passage = rulebooks.passage(pair.seed_file, span, pair.label, column, french.PAIRS_FILE)
            evidence = (
                f"characters {passage.start}-{passage.end}; {french.PAIRS_FILE} row {pair.row}"
            )
            if column == "fr_clarification_span":
                subject = _heading(rulebooks, pair) or pair.fr_name or pair.en_name
                clarifications.append(
                    FrenchClarification(
                        ("base" if kind == "base" else "card", target.key),
                        passage,
                        subject,
                        evidence,
                    )
                )
                continue
            if target.text_fr and target.text_fr != passage.text:
                report.add("french_texts", f"{where}: a French text is already set, not replaced")
                continue
            target.text_fr = passage.text
            target.text_fr_source_file = passage.file
            target.text_fr_source_page = passage.page
            target.text_fr_evidence = evidence
            if isinstance(target, BaseRec) and target.has_ability is None:
                target.has_ability = True  # the rulebook prints its ability
    return clarifications


class _Finder:
    """The original-printing card or base a pair names (by its English name)."""

    def __init__(self, cards: dict, bases: dict, faction_slugs: dict[str, str]) -> None:
        self.faction_slugs = faction_slugs
        self.cards: dict[tuple[str, str], CardRec] = {
            (rec.faction, match_key(rec.name_en)): rec
            for rec in cards.values()
            if rec.printing == "original"
        }
        self.bases: dict[str, BaseRec] = {
            match_key(rec.name_en): rec for rec in bases.values() if rec.printing == "original"
        }

    def __call__(self, pair: french.RulebookPair) -> CardRec | BaseRec | None:
        kind = _kind(pair)
        if kind == "base":
            return self.bases.get(match_key(pair.en_name))
        if kind in ("minion", "action"):
            faction = self.faction_slugs.get(pair.faction_en)
            return self.cards.get((faction or "", match_key(pair.en_name)))
        return None


def _kind(pair: french.RulebookPair) -> str:
    return pair.type.split(" ")[0]


_BOLD_HEADING = re.compile(r"\*\*(?P<name>[^*:]{1,80}?)\s*:\s*\*\*")


def _heading(rulebooks: Rulebooks, pair: french.RulebookPair) -> str:
    """The card name heading a clarification in the booklet ("**Name :**" at name_offset)."""
    if not pair.name_offset.isdigit():
        return ""
    text = rulebooks.text(pair.seed_file)
    match = _BOLD_HEADING.match(text, int(pair.name_offset))
    return match.group("name").strip() if match else ""


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
