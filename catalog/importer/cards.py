"""Builds the faction cards of both printings from the two card sources and the fixtures.

- POD cards: official-wiki-pod records of the 90 factions the official wiki covers. A null power
  is taken from fixtures (pod_printed_powers) or, failing that, from the "Power N -" (or
  bracketed "(Power N) -") prefix of the text; the prefix is removed from the stored text (the
  power has its own field).
- Original cards: fandom-original text blocks, for all 106 factions. The 16 Marvel/Disney
  factions exist in this printing only; their copy in official-wiki-pod (scraped from the same
  fan wiki) is compared with it and gives their source URL.
- Holes listed in fixtures (filled_from_other_printing) are filled from the other printing, with
  a provenance note; names are corrected as fixtures/corrections.json says.
"""

from __future__ import annotations

import re

from catalog.importer.errors import CatalogSourceError
from catalog.importer.fixtures import Fixtures
from catalog.importer.names import match_key, report_name_difference, slug_of
from catalog.importer.plan import CardKey, CardRec
from catalog.importer.readers import fandom, pod
from catalog.importer.report import Report

# "Power 2 - ..." or, bracketed, "(Power 2) - ...": the printed power, then the card's text.
_POWER_PREFIX = re.compile(
    r"^\s*(?P<open>\()?\s*power\s*(?P<value>[+-]?\d+|X)\s*(?(open)\))\s*-\s*", re.IGNORECASE
)
_SPACES = re.compile(r"\s+")
# The official wiki appends a card's clarifications to the text of 41 cards ("... Clarifications:
# *If you cannot ..."); they are also in the record's `clarifications`, stored as such.
_CLARIFICATIONS_TAIL = re.compile(r"\s*\bClarifications\s*:.*\Z", re.DOTALL)
# A text the wiki has not written yet (Begin the Summoning, Smash Up All Stars: "TBA").
_PLACEHOLDER_TEXTS = {"tba", "tbd"}
TYPE_MAP = {
    "minion": "minion",
    "character": "minion",
    "action": "action",
    "titan": "titan",
    "other": "other",
}
CORRECTIONS_FILE = "fixtures/corrections.json"


def same_wording(first: str, second: str) -> bool:
    """The same words, ignoring case, spacing, quotes and punctuation."""
    return _wording_key(first) == _wording_key(second)


def _wording_key(text: str) -> str:
    return _SPACES.sub(" ", re.sub(r"[^\w+-]+", " ", text.lower().replace("’", "'"))).strip()


class CardBuilder:
    def __init__(self, fx: Fixtures, report: Report) -> None:
        self.fx = fx
        self.report = report
        self.cards: dict[CardKey, CardRec] = {}
        self.by_source_name: dict[tuple[str, str, str], CardRec] = {}
        self._renames = {(c["faction"], c["source_name"]): c for c in fx.card_names}
        self._unknown = {(c["faction"], c["source_name"]): c for c in fx.unknown_card_names}
        self._powers = {(p["faction"], p["card"]): p for p in fx.pod_powers}
        self._used: set[tuple[str, str]] = set()

    # -- POD ------------------------------------------------------------------------------
    def add_pod_faction(self, slug: str, faction: pod.PodFaction) -> None:
        for card in faction.cards:
            name, spelling, note, card_slug = self._corrected_name(
                slug, card.name, card.label, pod.CATALOG_FILE
            )
            power, power_text, text = self._pod_power(slug, card)
            text = self._clean_pod_text(text, f"{slug} / {card.name} (pod)")
            from_text = card.power is None and (power is not None or power_text)
            if from_text and (slug, card.name) not in self._powers:
                self.report.add(
                    "values_read_from_text",
                    f"{slug} / {card.name} (pod): power {power_text or power} read from the"
                    " text (the wiki's power field is empty)",
                )
            rec = CardRec(
                faction=slug,
                printing="pod",
                slug=card_slug,
                name_en=name,
                card_type=TYPE_MAP[card.type],
                copies=card.quantity,
                power=power,
                power_text=power_text,
                text=text,
                position=card.index,
                source_file=pod.CATALOG_FILE,
                source_url=faction.url,
                errata_note=card.errata,
                source_spelling=spelling,
                provenance_note=note,
                label=card.label,
            )
            self._store(rec, pod.CATALOG_FILE, card.name)

    def _clean_pod_text(self, text: str, label: str) -> str:
        """The card's text without the clarifications the wiki appends to it; "" for a
        placeholder ("TBA"), which is an unknown text."""
        if text.strip().lower() in _PLACEHOLDER_TEXTS:
            self.report.add(
                "texts_cleaned", f"{label}: placeholder text {text.strip()!r} stored as unknown"
            )
            return ""
        cut = _CLARIFICATIONS_TAIL.search(text)
        if cut and cut.start() > 0:
            self.report.add(
                "texts_cleaned", f'{label}: appended "Clarifications:" prose cut from the text'
            )
            return text[: cut.start()].rstrip()
        return text

    def _pod_power(self, faction: str, card: pod.PodCard) -> tuple[int | None, str, str]:
        prefix = _POWER_PREFIX.match(card.text)
        text = card.text[prefix.end() :] if prefix else card.text
        printed: tuple[int | None, str] | None = None
        if prefix:
            value = prefix.group("value")
            printed = (None, value.upper()) if value.upper() == "X" else (int(value), "")
        fixed = self._powers.get((faction, card.name))
        if fixed:
            self._used.add((faction, card.name))
            power, power_text = fixed["power"], fixed["power_text"]
            if card.power is not None:
                raise CatalogSourceError(
                    CORRECTIONS_FILE,
                    f"the source now gives a power ({card.power}): remove this fixture",
                    f"pod_printed_powers {card.name!r}",
                    "power",
                )
            if printed and printed != (power, power_text):
                self._conflict(f"{faction} / {card.name} (pod): text prints {printed}")
            self.report.add(
                "corrections",
                f"{faction} / {card.name} (pod): power {power_text or power} from fixtures"
                " (pod_printed_powers; the wiki's power field is empty)",
            )
            return power, power_text, text
        if card.power is not None:
            if printed and printed != (card.power, ""):
                self._conflict(
                    f"{faction} / {card.name} (pod): power field {card.power}, text prints"
                    f" {printed[1] or printed[0]}"
                )
            return card.power, "", text
        if printed:
            return printed[0], printed[1], text
        return None, "", text

    # -- original -------------------------------------------------------------------------
    def add_original_faction(
        self, slug: str, faction: fandom.FandomFaction, fan_copy: pod.PodFaction | None
    ) -> None:
        for card in faction.cards:
            power: int | None = None
            power_text = ""
            if card.power is not None:
                if re.fullmatch(r"[+-]?\d+", card.power):
                    power = int(card.power)
                else:
                    power_text = card.power
            name, spelling, note, card_slug = self._corrected_name(
                slug, card.name, card.label, faction.file
            )
            rec = CardRec(
                faction=slug,
                printing="original",
                slug=card_slug,
                name_en=name,
                card_type="minion" if card.section == "characters" else "action",
                copies=card.copies,
                power=power,
                power_text=power_text,
                text=card.text,
                position=card.index,
                source_file=faction.file,
                source_url=fan_copy.url if fan_copy else "",
                source_spelling=spelling,
                provenance_note=note,
                label=card.label,
            )
            self._store(rec, faction.file, card.name)
        for skipped in faction.skipped:
            self.report.add("skipped_source_entries", f"{faction.file} {faction.name}: {skipped}")
        if fan_copy:
            self._compare_fan_copy(slug, fan_copy)

    def _compare_fan_copy(self, slug: str, fan_copy: pod.PodFaction) -> None:
        """The Marvel/Disney cards exist twice (both scraped from the fan wiki): compare them."""
        for card in fan_copy.cards:
            rec = self.by_source_name.get((slug, "original", card.name))
            if rec is None:
                self._conflict(f"{slug} / {card.name}: in {pod.CATALOG_FILE} only")
                continue
            if card.errata and not rec.errata_note:
                rec.errata_note = card.errata
            power, power_text, text = self._pod_power(slug, card)
            ours = (rec.copies, rec.power, rec.power_text, _SPACES.sub(" ", rec.text).strip())
            theirs = (card.quantity, power, power_text, _SPACES.sub(" ", text).strip())
            for field, a, b in zip(
                ("copies", "power", "power text", "text"), ours, theirs, strict=True
            ):
                if a != b:
                    self._conflict(
                        f"{slug} / {card.name}: {field} differs between fandom-original and the"
                        f" fan-wiki copy in {pod.CATALOG_FILE}"
                    )

    def fill_holes(self) -> None:
        for item in self.fx.filled:
            faction, printing, origin = item["faction"], item["printing"], item["from_printing"]
            for name in item["cards"]:
                source = self.by_source_name.get((faction, origin, name))
                if source is None:
                    raise CatalogSourceError(
                        CORRECTIONS_FILE,
                        f"no {origin} card {name!r} to fill from",
                        f"filled_from_other_printing {faction}",
                        "cards",
                    )
                if (faction, printing, source.slug) in self.cards:
                    raise CatalogSourceError(
                        CORRECTIONS_FILE,
                        f"the {printing} printing already has {name!r}: remove it from the fixture",
                        f"filled_from_other_printing {faction}",
                        "cards",
                    )
                rec = CardRec(
                    **{
                        **source.__dict__,
                        "printing": printing,
                        "position": 1000 + source.position,
                        "keywords": set(),
                        "counterpart": None,
                        "provenance_note": f"Missing from the {printing} source; taken from the"
                        f" {origin} printing (fixtures/corrections.json): {item['reason']}"[:500],
                    }
                )
                self.cards[rec.key] = rec
                self.report.add(
                    "filled_from_other_printing",
                    f"{faction} / {source.name_en} x{source.copies}:"
                    f" {printing} taken from {origin}",
                )

    # -- shared ---------------------------------------------------------------------------
    def _corrected_name(
        self, faction: str, name: str, label: str, file: str
    ) -> tuple[str, str, str, str]:
        """(name, source spelling, provenance note, slug) after fixtures/corrections.json."""
        unknown = self._unknown.get((faction, name))
        if unknown:
            self._used.add(("unknown", faction, name))
            self.report.add(
                "unknown_values", f"{faction} / {name!r}: placeholder name, stored as unknown"
            )
            return "", name, f"Name unknown: {unknown['reason']}"[:500], unknown["slug"]
        rename = self._renames.get((faction, name))
        if rename:
            self._used.add(("rename", faction, name))
            self.report.add(
                "corrections", f"{faction} / {name!r} -> {rename['name']!r}: {rename['reason']}"
            )
            note = f"Name corrected from the source's {name!r}: {rename['reason']}"[:500]
            return rename["name"], name, note, slug_of(rename["name"], CORRECTIONS_FILE, label)
        return name, "", "", slug_of(name, file, label)

    def _store(self, rec: CardRec, file: str, source_name: str) -> None:
        if rec.key in self.cards:
            other = self.cards[rec.key]
            raise CatalogSourceError(
                file,
                f"two {rec.printing} cards of {rec.faction} share the slug {rec.slug!r}"
                f" ({other.label})",
                rec.label,
                "name",
            )
        self.cards[rec.key] = rec
        self.by_source_name[(rec.faction, rec.printing, source_name)] = rec

    def _conflict(self, line: str) -> None:
        self.report.add("unresolved_source_conflicts", line)

    def check_fixtures_used(self) -> None:
        for faction, name in self._powers:
            if (faction, name) not in self._used:
                raise CatalogSourceError(
                    CORRECTIONS_FILE, "no such POD card", f"pod_printed_powers {name!r}", "card"
                )
        for kind, table in (("rename", self._renames), ("unknown", self._unknown)):
            for faction, name in table:
                if (kind, faction, name) not in self._used:
                    raise CatalogSourceError(
                        CORRECTIONS_FILE, f"no card {name!r} in {faction}", name, "source_name"
                    )

    # -- text status ----------------------------------------------------------------------
    def mark_text_status(self, errata_on: set[CardKey]) -> None:
        """Tell what each stored text is. `errata_on`: the cards the sources record an erratum
        on (all POD records of the official wiki).

        The original printing's texts come from the fan wiki, which carries later errata: an
        original card whose POD counterpart records an erratum and which gives the same wording
        as the reprint (ignoring case, spacing and punctuation) shows the wording after the
        erratum, not its printed text (e.g. Laser Sword: erratum "+1 changed to +2", fan-wiki
        text "+2"). A card without a text has an unknown one.
        """
        for rec in self.cards.values():
            if not rec.text.strip():
                rec.text_status = "unknown"
                continue
            other = self.cards.get(rec.counterpart) if rec.counterpart else None
            if (
                rec.printing == "original"
                and other is not None
                and other.key in errata_on
                and same_wording(rec.text, other.text)
            ):
                rec.text_status = "current-wording"
                self.report.add(
                    "texts_current_wording",
                    f"{rec.faction} / {rec.name_en}: the fan wiki gives the POD wording, after"
                    " the erratum the official wiki records",
                )

    # -- counterparts ---------------------------------------------------------------------
    def link_counterparts(self) -> None:
        by_faction: dict[str, dict[str, dict[str, CardRec]]] = {}
        for rec in self.cards.values():
            by_faction.setdefault(rec.faction, {}).setdefault(rec.printing, {})[
                match_key(rec.name_en or rec.source_spelling)
            ] = rec
        pairs = {
            (p["faction"], match_key(p["original"])): match_key(p["pod"])
            for p in self.fx.card_counterparts
        }
        for faction, printings in by_faction.items():
            originals, pods = printings.get("original", {}), printings.get("pod", {})
            for key, original in originals.items():
                other = pods.get(pairs.get((faction, key), key))
                if other is None:
                    continue
                original.counterpart, other.counterpart = other.key, original.key
                self._report_missing_power(original, other)
                report_name_difference(
                    self.report, f"card {faction}", original.name_en, other.name_en
                )
        for pair in self.fx.card_counterparts:
            originals = by_faction.get(pair["faction"], {}).get("original", {})
            if match_key(pair["original"]) not in originals:
                raise CatalogSourceError(
                    CORRECTIONS_FILE, "no such original card", pair["original"], "original"
                )

    def _report_missing_power(self, original: CardRec, other: CardRec) -> None:
        for rec, twin in ((original, other), (other, original)):
            if (
                rec.power is None
                and not rec.power_text
                and (twin.power is not None or twin.power_text)
            ):
                self.report.add(
                    "unknown_values",
                    f"{rec.faction} / {rec.name_en} ({rec.printing}): no power in the source"
                    f" (the {twin.printing} card prints {twin.power_text or twin.power})",
                )

    def check_twenty(self, faction_printings: dict[str, set[str]]) -> None:
        totals: dict[tuple[str, str], int] = {}
        for rec in self.cards.values():
            faction_printings.setdefault(rec.faction, set()).add(rec.printing)
            if rec.card_type != "titan":
                totals[(rec.faction, rec.printing)] = totals.get((rec.faction, rec.printing), 0) + (
                    rec.copies or 0
                )
        for (faction, printing), total in sorted(totals.items()):
            if total != 20:
                self.report.add(
                    "factions_without_20_cards", f"{faction} ({printing}): {total} cards"
                )
