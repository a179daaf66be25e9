"""Reader of `official-wiki-pod/`: the print-on-demand printing from AEG's official wiki.

`smashup-catalog.json` also holds the 16 Marvel/Disney factions, scraped from the fan wiki
("SmashUp Wiki" provider): they exist in one printing only, which the resolver treats as the
original. The machine-translated zh fields are ignored.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from catalog.importer.files import FileSet, Record, records

CATALOG_FILE = "official-wiki-pod/smashup-catalog.json"
BASES_FILE = "official-wiki-pod/smashup-bases.json"
OFFICIAL_PROVIDER = "官方规则维基"
FAN_PROVIDER = "SmashUp Wiki"
OFFICIAL_NAME = "Smash Up Official Rulebook Wiki"
FAN_WIKI_NAME = "SmashUp Wiki (smashup.fandom.com)"
CARD_TYPES = {"minion", "action", "titan", "other", "character"}


@dataclass
class PodCard:
    index: int
    name: str
    type: str
    quantity: int
    power: int | None
    text: str
    errata: str
    clarifications: list[str]
    label: str


@dataclass
class PodFaction:
    name: str
    set_name: str
    url: str
    provider: str
    label: str
    complexity: str = ""
    cards: list[PodCard] = field(default_factory=list)

    @property
    def official(self) -> bool:
        return self.provider == OFFICIAL_PROVIDER


@dataclass
class PodBase:
    index: int
    name: str
    faction: str
    set_name: str
    breakpoint: int | None
    vp: tuple[int, int, int] | None
    text: str
    errata: str
    url: str
    label: str


def read_catalog(files: FileSet) -> list[PodFaction]:
    data = files.json(CATALOG_FILE)
    factions = []
    for rec in records(data, CATALOG_FILE, "factions"):
        provider = rec.str("sourceProvider")
        if provider not in (OFFICIAL_PROVIDER, FAN_PROVIDER):
            raise rec.error("sourceProvider", f"unknown provider {provider!r}")
        faction = PodFaction(
            name=rec.str("name"),
            set_name=rec.str("set"),
            url=rec.str("sourceUrl", required=False),
            provider=provider,
            label=rec.label,
            complexity=rec.str("complexity", required=False).strip(),
        )
        for index, card in enumerate(rec.list("cards")):
            crec = Record(card, CATALOG_FILE, f"{rec.label} card #{index}")
            name = crec.str("name")
            crec.label = f"{rec.label} card #{index} ({name})"
            card_type = crec.str("type")
            if card_type not in CARD_TYPES:
                raise crec.error("type", f"unknown card type {card_type!r}")
            clarifications = crec.list("clarifications", required=False)
            for number, text in enumerate(clarifications):
                if not isinstance(text, str) or not text.strip():
                    raise crec.error(f"clarifications[{number}]", "expected a non-empty string")
            faction.cards.append(
                PodCard(
                    index=index,
                    name=name.strip(),
                    type=card_type,
                    quantity=crec.int("quantity", minimum=1),
                    power=crec.int("power", required=False),
                    text=crec.str("text", required=False),
                    errata=crec.str("errata", required=False).strip(),
                    clarifications=[c.strip() for c in clarifications],
                    label=crec.label,
                )
            )
        factions.append(faction)
    return factions


def read_bases(files: FileSet) -> list[PodBase]:
    data = files.json(BASES_FILE)
    bases = []
    for index, rec in enumerate(records(data, BASES_FILE, "bases")):
        bases.append(
            PodBase(
                index=index,
                name=rec.str("name").strip(),
                faction=rec.str("sourceFaction"),
                set_name=rec.str("set"),
                breakpoint=rec.int("breakpoint", required=False, minimum=0),
                vp=rec.vp("vp"),
                text=rec.str("text", required=False),
                errata=rec.str("errata", required=False).strip(),
                url=rec.str("sourceUrl", required=False),
                label=rec.label,
            )
        )
    return bases
