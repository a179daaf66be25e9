"""Builds the bases of both printings.

- Original: every record of original-bases/bases.json (213), under its original name; values
  unknown in every source stay NULL with stats_status "unknown". fixtures/base_values.json
  (values confirmed outside that file) is checked against it: a disagreement is reported and the
  fixture value kept. The fan wiki's base lists (fandom-original) are checked against it.
- POD: every record of official-wiki-pod/smashup-bases.json (180), with its ability text and
  errata field; the Munchkin monster count is read from the start of the text.
- Counterparts: same name (letters and digits), or a rename listed in fixtures.
"""

from __future__ import annotations

import re

from catalog.importer.errors import CatalogSourceError
from catalog.importer.fixtures import Fixtures
from catalog.importer.names import match_key, report_name_difference, slug_of, vp_text
from catalog.importer.plan import BaseKey, BaseRec
from catalog.importer.readers import original_bases, pod
from catalog.importer.report import Report

NO_ABILITY = {"(no ability)", "(no effect)"}
_MONSTERS = re.compile(
    r"^\s*(\d+)\s+(?:[A-Z][a-z]+\s+)?Monsters?(\s+Per\s+Player)?\b", re.IGNORECASE
)
CORRECTIONS_FILE = "fixtures/corrections.json"
VALUES_FILE = "fixtures/base_values.json"


class BaseBuilder:
    def __init__(self, fx: Fixtures, report: Report, faction_slugs: dict[str, str]) -> None:
        self.fx = fx
        self.report = report
        self.faction_slugs = faction_slugs  # source faction name -> slug
        self.bases: dict[BaseKey, BaseRec] = {}
        self._renames = {c["source_name"]: c for c in fx.base_names}
        self._values = {match_key(v["name"]): v for v in fx.base_values}
        self._texts = {(t["printing"], t["base"]): t for t in fx.base_texts}
        self._used: set[str] = set()
        self._quoted_pod: dict[BaseKey, tuple[int | None, tuple[int, int, int] | None]] = {}

    def box_of(self, set_name: str, file: str, label: str) -> str:
        box = self.fx.box_by_source_name.get(set_name)
        if box is None:
            raise CatalogSourceError(
                file, f"set {set_name!r} is in no box of fixtures", label, "set"
            )
        return box

    def faction_of(self, name: str, file: str, label: str, field: str) -> str:
        slug = self.faction_slugs.get(name)
        if slug is None:
            raise CatalogSourceError(file, f"faction {name!r} is not in fixtures", label, field)
        return slug

    # -- original -------------------------------------------------------------------------
    def add_original(self, base: original_bases.OriginalBase, position: int) -> BaseRec:
        file = original_bases.FILE
        name = base.display_name
        breakpoint, vp, monsters = base.breakpoint, base.vp, base.monsters
        fixed = self._values.get(match_key(name))
        if fixed:
            self._used.add(match_key(name))
            stats = _fixture_stats(fixed["original"])
            if (breakpoint, vp) != stats:
                self.report.add(
                    "unresolved_source_conflicts",
                    f"{name} (original): {file} gives {vp_text(breakpoint, vp)},"
                    f" fixtures {vp_text(*stats)} (kept)",
                )
                breakpoint, vp = stats
            if fixed.get("monsters") is not None and fixed["monsters"] != monsters:
                self.report.add(
                    "unresolved_source_conflicts",
                    f"{name} (original): monsters {monsters} in {file},"
                    f" {fixed['monsters']} in fixtures (kept)",
                )
                monsters = fixed["monsters"]
        text, has_ability = _ability(base.text)
        status = base.status
        if breakpoint is None and vp is None:
            status = "unknown"
        notes = list(base.notes)
        for conflict in base.conflicts:
            value = conflict.get("value")
            shown = "-".join(map(str, value)) if isinstance(value, list) else value
            notes.append(
                f"Other value: {conflict.get('field')} {shown}"
                f" ({', '.join(map(str, conflict.get('sources') or []))})"
            )
            if any("unresolved" in n.lower() for n in base.notes):
                self.report.add(
                    "unresolved_source_conflicts",
                    f"{name} (original): {conflict.get('field')} {shown} per"
                    f" {', '.join(map(str, conflict.get('sources') or []))}, kept"
                    f" {vp_text(breakpoint, vp)} ({file} calls it unresolved)",
                )
        if not base.conflicts and any("unresolved" in n.lower() for n in base.notes):
            self.report.add(
                "unresolved_source_conflicts",
                f"{name} (original): {file} notes an unresolved disagreement"
                f" (kept {vp_text(breakpoint, vp)})",
            )
        rec = BaseRec(
            printing="original",
            slug=slug_of(name, file, base.label),
            name_en=name,
            box=self.box_of(base.set_name, file, base.label),
            faction=self.faction_of(base.faction, file, base.label, "faction"),
            breakpoint=breakpoint,
            vp=vp,
            monsters=monsters,
            position=position,
            source_file=file,
            stats_status=status,
            text=text,
            text_source_file=file if text else "",
            has_ability=has_ability,
            stats_note="\n".join(notes),
            label=base.label,
        )
        self._store(rec, file)
        if base.pod_breakpoint is not None or base.pod_vp is not None:
            self._quoted_pod[rec.key] = (base.pod_breakpoint, base.pod_vp)
        return rec

    # -- POD ------------------------------------------------------------------------------
    def add_pod(self, base: pod.PodBase, position: int) -> BaseRec:
        file = pod.BASES_FILE
        name, spelling, note = base.name, "", ""
        rename = self._renames.get(base.name)
        if rename:
            self._used.add(f"rename:{base.name}")
            name, spelling = rename["name"], base.name
            note = f"Name corrected from the source's {base.name!r}: {rename['reason']}"[:500]
            self.report.add(
                "corrections", f"base {base.name!r} (pod) -> {name!r}: {rename['reason']}"
            )
        text, has_ability = _ability(base.text.strip())
        override = self._texts.get(("pod", name))
        if override:
            self._used.add(f"text:{name}")
            text, has_ability = "", override.get("has_ability")
            note = (note + " " if note else "") + f"Text not quoted: {override['reason']}"[:400]
            self.report.add(
                "corrections", f"{name} (pod): source text dropped: {override['reason']}"
            )
        monsters = None
        match = _MONSTERS.match(text)
        if match:
            if match.group(2):
                self.report.add(
                    "unknown_values",
                    f"{name} (pod): monsters depend on the number of players ({match.group(0)!r})",
                )
            else:
                monsters = int(match.group(1))
                self.report.add(
                    "values_read_from_text",
                    f"{name} (pod): {monsters} monster(s) read from the text",
                )
        rec = BaseRec(
            printing="pod",
            slug=slug_of(name, file, base.label),
            name_en=name,
            box=self.box_of(base.set_name, file, base.label),
            faction=self.faction_of(base.faction, file, base.label, "sourceFaction"),
            breakpoint=base.breakpoint,
            vp=base.vp,
            monsters=monsters,
            position=position,
            source_file=file,
            source_url=base.url,
            stats_status="official" if base.breakpoint is not None and base.vp else "unknown",
            text=text,
            text_source_file=file if text else "",
            has_ability=has_ability,
            errata_note=base.errata,
            source_spelling=spelling,
            provenance_note=note,
            label=base.label,
        )
        self._store(rec, file)
        return rec

    def _store(self, rec: BaseRec, file: str) -> None:
        if rec.key in self.bases:
            raise CatalogSourceError(
                file,
                f"two {rec.printing} bases share the slug {rec.slug!r}"
                f" ({self.bases[rec.key].label})",
                rec.label,
                "name",
            )
        self.bases[rec.key] = rec

    def check_fixtures_used(self) -> None:
        for name in self._renames:
            if f"rename:{name}" not in self._used:
                raise CatalogSourceError(CORRECTIONS_FILE, "no such POD base", name, "source_name")
        for printing, name in self._texts:
            if f"text:{name}" not in self._used:
                raise CatalogSourceError(CORRECTIONS_FILE, f"no such {printing} base", name, "base")
        for key, value in self._values.items():
            if key not in self._used:
                raise CatalogSourceError(
                    VALUES_FILE, "no such original base", value["name"], "name"
                )

    def check_fan_lists(self, faction: str, names: list[str], file: str) -> None:
        """The fan wiki's base names of a faction must be the original bases of that faction."""
        ours = {
            match_key(b.name_en)
            for b in self.bases.values()
            if b.printing == "original" and b.faction == faction
        }
        for name in names:
            if match_key(name) not in ours:
                self.report.add(
                    "unresolved_source_conflicts",
                    f"{file}: base {name!r} of {faction} is not an original base of {faction}"
                    f" in {original_bases.FILE}",
                )

    def link_counterparts(self) -> None:
        originals = {
            match_key(b.name_en): b for b in self.bases.values() if b.printing == "original"
        }
        pods = {match_key(b.name_en): b for b in self.bases.values() if b.printing == "pod"}
        renames = {match_key(p["original"]): match_key(p["pod"]) for p in self.fx.base_counterparts}
        for key in renames:
            if key not in originals:
                raise CatalogSourceError(CORRECTIONS_FILE, "no such original base", key, "original")
        for key, original in originals.items():
            other = pods.get(renames.get(key, key))
            if other is None:
                continue
            original.counterpart, other.counterpart = other.key, original.key
            report_name_difference(self.report, "base", original.name_en, other.name_en)
            actual = (other.breakpoint, other.vp)
            quoted = self._quoted_pod.get(original.key)
            if quoted and quoted != actual:
                self.report.add(
                    "unresolved_source_conflicts",
                    f"{other.name_en} (pod): {original_bases.FILE} quotes {vp_text(*quoted)},"
                    f" {pod.BASES_FILE} gives {vp_text(*actual)}",
                )
            fixed = self._values.get(key)
            if fixed and fixed.get("pod") and actual != _fixture_stats(fixed["pod"]):
                self.report.add(
                    "unresolved_source_conflicts",
                    f"{other.name_en} (pod): {pod.BASES_FILE} gives {vp_text(*actual)}, fixtures"
                    f" {vp_text(*_fixture_stats(fixed['pod']))}",
                )

    def check_stats(self) -> None:
        for base in self.bases.values():
            if base.breakpoint is None or base.vp is None:
                self.report.add(
                    "bases_without_stats",
                    f"{base.name_en} ({base.printing}, {base.box}):"
                    f" {vp_text(base.breakpoint, base.vp)}",
                )


def _ability(text: str) -> tuple[str, bool | None]:
    """The text to store and whether the base has an ability: "(no ability)" means none, an
    empty text that it is unknown."""
    if text.lower() in NO_ABILITY:
        return "", False
    return text, True if text else None


def _fixture_stats(value: list[int]) -> tuple[int, tuple[int, int, int]]:
    """[breakpoint, vp1, vp2, vp3] of fixtures/base_values.json as (breakpoint, vp)."""
    return value[0], (value[1], value[2], value[3])
