"""The palette of the simulator page's table view: each faction's cards with their printed power
and the simulator's summary of their ability (from the card registry), in one small answer."""

from __future__ import annotations

from typing import Any

from simulator import selectors
from simulator.engine import cards as card_abilities


def palette(factions: list[str], printing: str = "original") -> dict[str, Any]:
    """{"factions": [faction with cards], "unknown": [slugs the catalog does not know]}.

    Each card gains `simulator`: {status, summary, summary_fr} from the registry, or None when
    the registry has no entry for it yet (the page then says nothing about its ability).
    """
    found = selectors.faction_cards(factions, printing)
    for faction in found.values():
        for card in faction["cards"]:
            entry = card_abilities.lookup(card["key"], card["printing"])
            card["simulator"] = (
                None
                if entry is None
                else {
                    "status": entry.status,
                    "summary": entry.summary,
                    "summary_fr": entry.summary_fr,
                }
            )
    return {
        "factions": list(found.values()),
        "unknown": [slug for slug in dict.fromkeys(factions) if slug not in found],
    }
