"""Builds clarifications and errata.

- POD card clarifications: each string of a card's `clarifications` (official wiki, with the
  faction page as URL).
- Errata: the POD `errata` field is free text. "Yes, Wording ..." gives a wording erratum,
  "Yes, Functional ..." (anywhere "functional") a functional one, any other "Yes..." an
  unspecified one; "Yes/No", "No", "None", "Unknown", "Not stated" and "See source" give no
  erratum. The raw field is always kept in the record's `errata_note`.
- Rulebook clarifications quoted by the fan wiki (fandom-original): each paragraph keeps the
  rulebook it quotes as source_name. A paragraph headed "Name: ..." is attached to that card (or
  base) of the faction when the name resolves to exactly one; a heading naming several cards,
  or nothing known, attaches the paragraph to the faction, the heading kept as `subject`, and
  the cards the heading names are stored with it (`named`), so each card shows it too (before,
  171 of the 197 cards such headings name showed no clarification at all).
- French clarifications printed by the French rulebooks (located by
  french-names/rulebook-pairs.csv): language "fr", the booklet as source_name, its page.
"""

from __future__ import annotations

import re
from collections import defaultdict
from functools import cache

from catalog.importer.names import match_key
from catalog.importer.plan import BaseRec, CardRec, RulingRec, Target
from catalog.importer.readers import fandom, pod
from catalog.importer.report import Report

_YES = re.compile(r"^yes\b\s*[,:\-–]?\s*", re.IGNORECASE)
_HEAD_SPLIT = re.compile(r"(\s*,\s*|\s+and\s+|\s*&\s*)")


def errata_kind(raw: str) -> str | None:
    low = raw.strip().lower()
    if not low.startswith("yes") or low.startswith("yes/no"):
        return None
    if "functional" in low:
        return "functional"
    if "wording" in low:
        return "wording"
    return "unspecified"


class RulingBuilder:
    def __init__(self, report: Report) -> None:
        self.report = report
        self.rulings: list[RulingRec] = []
        self._positions: dict[tuple, int] = defaultdict(int)

    def _add(self, model: str, target: Target, source_name: str, **fields) -> None:
        slot = (model, target, source_name)
        position = self._positions[slot]
        self._positions[slot] += 1
        self.rulings.append(
            RulingRec(
                model=model, target=target, source_name=source_name, position=position, **fields
            )
        )

    def add_errata(self, target: Target, raw: str, label: str, url: str, file: str) -> None:
        kind = errata_kind(raw)
        if raw.lower().startswith("yes/no"):
            self.report.add(
                "unresolved_source_conflicts",
                f"{label}: errata field says {raw!r} (no erratum stored)",
            )
        if kind is None:
            return
        self._add(
            "erratum",
            target,
            pod.OFFICIAL_NAME,
            text=_YES.sub("", raw.strip(), count=1),
            source_file=file,
            source_url=url,
            kind=kind,
        )

    def add_pod_card(self, rec: CardRec, card: pod.PodCard, url: str) -> None:
        target: Target = ("card", rec.key)
        for text in card.clarifications:
            self._add(
                "clarification",
                target,
                pod.OFFICIAL_NAME,
                text=text,
                source_file=pod.CATALOG_FILE,
                source_url=url,
            )
        label = f"{rec.faction} / {rec.name_en or rec.source_spelling} (pod)"
        self.add_errata(target, card.errata, label, url, pod.CATALOG_FILE)

    def add_french(
        self, target: Target, text: str, source_name: str, file: str, page: str, subject: str
    ) -> None:
        """A clarification a French rulebook prints (quoted in French)."""
        self._add(
            "clarification",
            target,
            source_name,
            text=text,
            subject=subject,
            source_file=file,
            source_page=page,
            language="fr",
        )

    def add_pod_base(self, rec: BaseRec, base: pod.PodBase) -> None:
        self.add_errata(
            ("base", rec.key), base.errata, f"base {rec.name_en} (pod)", base.url, pod.BASES_FILE
        )

    def add_fandom(
        self,
        faction_slug: str,
        faction: fandom.FandomFaction,
        names: dict[str, Target],
        url: str,
    ) -> None:
        """`names`: match key of each card or base name of the faction -> its target."""
        for paragraph in faction.paragraphs:
            named: tuple[Target, ...] = ()
            if paragraph.kind == "example":
                target: Target = ("faction", faction_slug)
                subject, text = "Example of play", paragraph.text
            else:
                subject, targets, text = _resolve_heading(paragraph.text, names)
                named = tuple(dict.fromkeys(t for t in targets if t[0] == "card"))
                if len(set(targets)) == 1:
                    target = targets[0]
                    named = ()
                else:
                    target = ("faction", faction_slug)
                    self.report.add(
                        "clarifications_not_on_a_card",
                        f"{faction_slug}: {subject or paragraph.text[:30] + '...'}"
                        f" ({'several cards' if targets else 'no card name resolved'})",
                    )
            self._add(
                "clarification",
                target,
                paragraph.document,
                text=text,
                subject=subject,
                source_file=faction.file,
                source_url=url,
                named=named,
            )


def _resolve_heading(text: str, names: dict[str, Target]) -> tuple[str, list[Target], str]:
    """(heading, targets, text after the heading) for a "Name, Other Name: ..." paragraph.

    Every colon in the first 200 characters is tried in turn, so names holding a colon
    ("Now You Know: Home Safety") still resolve; the heading is cut into known names at commas,
    "and" and "&", names holding those ("Hello, Dolly!", "Mrs. Potts and Chip") included.
    Returns no target when no heading resolves.
    """
    for match in re.finditer(r":\s", text[:200]):
        head = text[: match.start()].strip()
        targets = _segment(head, names)
        if targets:
            return head, targets, text[match.end() :].strip()
    head = text.split(":", 1)[0].strip() if ":" in text[:120] else ""
    return head, [], text


def _segment(head: str, names: dict[str, Target]) -> list[Target]:
    """The targets of `head` read as known names joined by separators, longest names first."""
    tokens = _HEAD_SPLIT.split(head)
    parts, seps = tokens[0::2], tokens[1::2]

    @cache
    def solve(start: int) -> tuple[Target, ...] | None:
        if start == len(parts):
            return ()
        for end in range(len(parts), start, -1):
            candidate = parts[start] + "".join(
                seps[k] + parts[k + 1] for k in range(start, end - 1)
            )
            target = _lookup(candidate, names)
            if target is not None:
                rest = solve(end)
                if rest is not None:
                    return (target, *rest)
        return None

    return list(solve(0) or [])


def _lookup(name: str, names: dict[str, Target]) -> Target | None:
    key = match_key(name)
    candidates = (
        key,
        key + "s",
        key[:-1] if key.endswith("s") else "",
        key[:-2] if key.endswith("es") else "",
    )
    for candidate in candidates:
        if candidate and candidate in names:
            return names[candidate]
    return None
