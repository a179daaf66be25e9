"""Reader of `fandom-original/factions/*.json`: the original printing, from the fan wiki.

Cards are text blocks separated by blank lines: "2x Name - power 4 - text" (minions, under
`characters`) or "1x Name - text" (actions, under `actions`; a few actions print a power).
Blocks that are not cards ("[FACTION ICON]", an empty "1x") are skipped and reported.
`clarifications` holds paragraphs; a header paragraph naming a document ("Here are the official
clarifications ... in <document>:") starts the clarifications quoted from that rulebook or insert.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from catalog.importer.errors import CatalogSourceError
from catalog.importer.files import FileSet, records

FOLDER = "fandom-original/factions"
_CARD = re.compile(r"^(\d+)x\s+(\S.*?)\s+-\s+(?:power\s+(\S+)\s+-\s+)?(.*)$", re.DOTALL)
_HEADER = re.compile(r"^Here are the official clarifications as they appear in (?:the )?(.+?):\s*$")
_EXAMPLES = re.compile(r"rulebook also gave examples of plays", re.IGNORECASE)
_TIPS = re.compile(r"^To help beginner players", re.IGNORECASE)
_EXAMPLE_PARAGRAPH = re.compile(r"^At [^.\n]{1,80}?, [A-Z]\w+ has ")
_NO_CLARIFICATION = re.compile(r"^There are no official clarifications", re.IGNORECASE)
_PLACEHOLDER = re.compile(r"^\(Add the official clarifications")


@dataclass
class FandomCard:
    index: int
    section: str  # "characters" or "actions"
    name: str
    copies: int
    power: str | None
    text: str
    label: str


@dataclass
class FandomParagraph:
    index: int
    document: str
    kind: str  # "clarification" or "example"
    text: str


@dataclass
class FandomFaction:
    file: str
    name: str
    expansion: str
    label: str
    cards: list[FandomCard] = field(default_factory=list)
    base_names: list[str] = field(default_factory=list)
    paragraphs: list[FandomParagraph] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)


def _blocks(text: str) -> list[str]:
    return [b.strip() for b in re.split(r"\n\s*\n", text) if b.strip()]


def read_factions(files: FileSet) -> list[FandomFaction]:
    factions = []
    for path in files.list(FOLDER, ".json"):
        data = files.json(path)
        for rec in records(data, path, ""):
            faction = FandomFaction(
                file=path,
                name=rec.str("name"),
                expansion=rec.str("expansion"),
                label=rec.label,
            )
            index = 0
            for section in ("characters", "actions"):
                for block in _blocks(rec.str(section, required=False)):
                    match = _CARD.match(block)
                    if not match:
                        faction.skipped.append(f"{section}: {block[:40]!r}")
                        continue
                    copies, name, power, text = match.groups()
                    if int(copies) < 1:
                        raise rec.error(section, f"card {name!r} has {copies} copies")
                    faction.cards.append(
                        FandomCard(
                            index=index,
                            section=section,
                            name=name.strip(),
                            copies=int(copies),
                            power=power,
                            text=text.strip(),
                            label=f"{rec.label} {section} card {name.strip()!r}",
                        )
                    )
                    index += 1
            for line in rec.str("bases", required=False).splitlines():
                name = line.strip().lstrip("*").strip()
                if name:
                    faction.base_names.append(name)
            faction.paragraphs = _paragraphs(rec.str("clarifications", required=False), faction)
            factions.append(faction)
    if not factions:
        raise CatalogSourceError(f"{FOLDER}/", "no faction file found")
    return factions


def _paragraphs(text: str, faction: FandomFaction) -> list[FandomParagraph]:
    out: list[FandomParagraph] = []
    document = ""
    mode = ""
    for block in _blocks(text):
        header = _HEADER.match(block)
        if header:
            document, mode = header.group(1).strip(), "clarification"
            continue
        if _NO_CLARIFICATION.match(block) or _PLACEHOLDER.match(block):
            faction.skipped.append(f"clarifications: {block[:50]!r}")
            continue
        if _TIPS.match(block):
            mode = "tips"
        if _EXAMPLES.search(block):
            mode = "example"
            continue
        if mode == "tips" or not document:
            faction.skipped.append(f"clarifications (not a clarification): {block[:40]!r}")
            continue
        kind = "example" if mode == "example" or _EXAMPLE_PARAGRAPH.match(block) else mode
        out.append(FandomParagraph(index=len(out), document=document, kind=kind, text=block))
    return out
