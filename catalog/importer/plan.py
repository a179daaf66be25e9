"""The catalog as the resolver builds it in memory, before the writer stores it.

Records are identified by natural keys (slugs), never by database ids, so the writer can
upsert them and keep primary keys stable from one import to the next.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from catalog.importer.report import Report

CardKey = tuple[str, str, str]  # (faction slug, printing, card slug)
BaseKey = tuple[str, str]  # (printing, base slug)
Target = tuple[str, object]  # ("card", CardKey) | ("base", BaseKey) | ("faction", slug)


@dataclass
class CardRec:
    faction: str
    printing: str
    slug: str
    name_en: str
    card_type: str
    copies: int | None
    power: int | None
    power_text: str
    text: str
    position: int
    source_file: str
    source_url: str = ""
    errata_note: str = ""
    text_status: str = "quoted"
    name_fr: str = ""
    name_fr_source: str = ""
    name_fr_evidence: str = ""
    source_spelling: str = ""
    provenance_note: str = ""
    text_fr: str = ""
    text_fr_source_file: str = ""
    text_fr_source_page: str = ""
    text_fr_evidence: str = ""
    keywords: set[str] = field(default_factory=set)
    counterpart: CardKey | None = None
    label: str = ""

    @property
    def key(self) -> CardKey:
        return (self.faction, self.printing, self.slug)


@dataclass
class BaseRec:
    printing: str
    slug: str
    name_en: str
    box: str
    faction: str | None
    breakpoint: int | None
    vp: tuple[int, int, int] | None
    position: int
    source_file: str
    stats_status: str
    monsters: int | None = None
    text: str = ""
    text_source_file: str = ""
    has_ability: bool | None = None
    stats_note: str = ""
    errata_note: str = ""
    source_url: str = ""
    name_fr: str = ""
    name_fr_source: str = ""
    name_fr_evidence: str = ""
    source_spelling: str = ""
    provenance_note: str = ""
    text_fr: str = ""
    text_fr_source_file: str = ""
    text_fr_source_page: str = ""
    text_fr_evidence: str = ""
    keywords: set[str] = field(default_factory=set)
    counterpart: BaseKey | None = None
    label: str = ""

    @property
    def key(self) -> BaseKey:
        return (self.printing, self.slug)


@dataclass
class RulingRec:
    model: str  # "clarification" or "erratum"
    target: Target
    text: str
    source_name: str
    source_file: str
    position: int
    source_url: str = ""
    source_page: str = ""
    subject: str = ""
    language: str = "en"
    kind: str = ""  # errata only
    # A faction-level clarification: the cards its heading names (clarifications only).
    named: tuple[Target, ...] = ()


@dataclass
class Plan:
    keywords: list[dict]
    boxes: list[dict]
    factions: list[dict]
    faction_boxes: list[tuple[str, str, bool]]
    cards: list[CardRec]
    bases: list[BaseRec]
    special_cards: list[dict]
    rulings: list[RulingRec]
    report: Report
    counts: dict = field(default_factory=dict)
