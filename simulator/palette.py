"""The palette of the simulator page's table view: each faction's cards with their printed power
and the simulator's summary of their ability (from the card registry), in one small answer."""

from __future__ import annotations

from typing import Any

from simulator import selectors
from simulator.coverage import play_part
from simulator.engine import cards as card_abilities


def palette(factions: list[str], printing: str = "original") -> dict[str, Any]:
    """{"factions": [faction with cards], "unknown": [slugs the catalog does not know]}.

    Each card gains `simulator`: {status, summary, summary_fr, plays_a_minion, play} from the
    card registry, `play` being its play status (issue 27, as in the card API), or None when
    the card registry has no entry for it yet (the page then says nothing about its ability).
    """
    found = selectors.faction_cards(factions, printing)
    for faction in found.values():
        faction["cards"] = _one_per_card(faction["cards"], printing)
        for card in faction["cards"]:
            entry = card_abilities.lookup(card["key"], card["printing"])
            card["simulator"] = (
                None
                if entry is None
                else {
                    "status": entry.status,
                    "summary": entry.summary,
                    "summary_fr": entry.summary_fr,
                    # A Special that plays a minion names it as choose.play (Hidden Ninja):
                    # the page asks for that minion.
                    "plays_a_minion": "choose.play" in entry.summary,
                    "play": play_part(card["key"], card["printing"], entry).as_json(),
                }
            )
    return {
        "factions": list(found.values()),
        "unknown": [slug for slug in dict.fromkeys(factions) if slug not in found],
    }


def _name_key(name: str) -> str:
    """A card's English name with only its letters and digits, lower case: the two printings
    of one card may differ in spacing or punctuation ("Tooth and Claw... and Guns" and
    "Tooth and Claw...and Guns"), and then in their catalog slug too."""
    return "".join(ch for ch in name.casefold() if ch.isalnum())


def _one_per_card(cards: list[dict[str, Any]], printing: str) -> list[dict[str, Any]]:
    """One palette button per card: of two printings of the same card under different slugs,
    the one in `printing` (issue 26: the palette listed both as two cards)."""
    kept: dict[tuple[str, str], dict[str, Any]] = {}
    for card in cards:
        key = (card["type"], _name_key(card["name_en"]))
        if key not in kept or (card["printing"] == printing and kept[key]["printing"] != printing):
            kept[key] = card
    chosen = {id(card) for card in kept.values()}
    return [card for card in cards if id(card) in chosen]
