"""The validation report: what the import could not settle, corrected or filled, and why.

Stored as JSON in CatalogImport.report and printed by `import_catalog`. The first four
sections are the checks the catalog must pass or explain; the others document every decision
taken on the way (corrections, filled holes, values read from the text, skipped entries).
"""

from __future__ import annotations

from dataclasses import dataclass, field

SECTIONS: dict[str, str] = {
    "factions_without_20_cards": "Factions without 20 cards in a printing (titans excluded)",
    "bases_without_stats": "Bases without breakpoint or VP",
    "names_differing_between_printings": "Names differing between printings",
    "unresolved_source_conflicts": "Unresolved source conflicts",
    "corrections": "Corrections applied (fixtures/corrections.json)",
    "filled_from_other_printing": "Cards filled from the other printing",
    "values_read_from_text": "Values read from the card or base text",
    "unknown_values": "Values stored as unknown",
    "french_names": "French names not applied or differing",
    "french_texts": "French texts and clarifications not stored",
    "clarifications_not_on_a_card": "Clarifications attached to a faction, not a card",
    "texts_cleaned": "Source texts trimmed or stored as unknown",
    "texts_current_wording": "Original texts giving the wording after an erratum (not printed)",
    "skipped_source_entries": "Source entries skipped",
}
REQUIRED = tuple(list(SECTIONS)[:4])


@dataclass
class Report:
    sections: dict[str, list[str]] = field(default_factory=lambda: {k: [] for k in SECTIONS})
    typographic_differences: int = 0

    def add(self, section: str, line: str) -> None:
        self.sections[section].append(line)

    def as_json(self) -> dict:
        data: dict = {key: sorted(set(lines)) for key, lines in self.sections.items()}
        data["typographic_name_differences"] = self.typographic_differences
        return data

    def lines(self, limit: int = 0) -> list[str]:
        """Human-readable lines; `limit` > 0 shows at most that many items per section."""
        out = ["Validation report:"]
        for key, title in SECTIONS.items():
            items = sorted(set(self.sections[key]))
            out.append(f"  {title}: {len(items) or 'none'}")
            shown = items if not limit or key in REQUIRED else items[:limit]
            out.extend(f"    - {item}" for item in shown)
            if len(shown) < len(items):
                out.append(f"    ... and {len(items) - len(shown)} more (stored in CatalogImport)")
            if key == "names_differing_between_printings" and self.typographic_differences:
                out.append(
                    f"    ({self.typographic_differences} more pairs differ only in apostrophes,"
                    " quotes, case, spacing or punctuation)"
                )
        return out
