"""Readers of `french-names/`: the rulebook name pairs (rulebook-confirmed French names of cards
and bases, and where the rulebooks print their French text or a clarification) and the fan
app's box and faction names (`addOns.json`, fan names)."""

from __future__ import annotations

from dataclasses import dataclass

from catalog.importer.errors import CatalogSourceError
from catalog.importer.files import FileSet, Record, records

PAIRS_FILE = "french-names/rulebook-pairs.csv"
ADDONS_FILE = "french-names/addOns.json"
PAIR_COLUMNS = ("fr_name", "fr_as_printed", "en_name", "type", "faction_en", "seed_file")


@dataclass
class RulebookPair:
    row: int
    fr_name: str
    fr_as_printed: str
    en_name: str
    en_name_pod: str
    type: str
    faction_en: str
    seed_file: str
    name_offset: str
    confidence: str
    card_text_span: str = ""  # "start:end" of the French card or base text in seed_file
    clarification_span: str = ""  # "start:end" of a French clarification in seed_file

    @property
    def label(self) -> str:
        return f"row {self.row} ({self.fr_name or self.en_name})"


@dataclass
class AddOnBox:
    index: int
    title: str
    factions: list[str]


def read_pairs(files: FileSet) -> list[RulebookPair]:
    rows = files.csv_rows(PAIRS_FILE)
    if rows:
        missing = [c for c in PAIR_COLUMNS if c not in rows[0]]
        if missing:
            raise CatalogSourceError(PAIRS_FILE, f"missing column(s) {', '.join(missing)}")
    pairs = []
    for number, row in enumerate(rows, start=2):  # row 1 is the header
        pairs.append(
            RulebookPair(
                row=number,
                fr_name=(row.get("fr_name") or "").strip(),
                fr_as_printed=(row.get("fr_as_printed") or "").strip(),
                en_name=(row.get("en_name") or "").strip(),
                en_name_pod=(row.get("en_name_pod") or "").strip(),
                type=(row.get("type") or "").strip(),
                faction_en=(row.get("faction_en") or "").strip(),
                seed_file=(row.get("seed_file") or "").strip(),
                name_offset=(row.get("name_offset") or "").strip(),
                confidence=(row.get("confidence") or "").strip(),
                card_text_span=(row.get("fr_card_text_span") or "").strip(),
                clarification_span=(row.get("fr_clarification_span") or "").strip(),
            )
        )
    return pairs


def read_addons(files: FileSet) -> list[AddOnBox]:
    data = files.json(ADDONS_FILE)
    boxes = []
    for index, rec in enumerate(records(data, ADDONS_FILE, "")):
        names = []
        for number, faction in enumerate(rec.list("factions")):
            names.append(Record(faction, ADDONS_FILE, f"{rec.label} faction #{number}").str("name"))
        boxes.append(AddOnBox(index=index, title=rec.str("name"), factions=names))
    return boxes
