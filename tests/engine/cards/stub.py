"""A stand-in for the catalog's card lookup (parse.CardLookup): every "<faction>/<card>" name is a
catalog card of the printing asked (original by default), without printed facts, so the boards
give each card's type and power themselves."""

from __future__ import annotations

from typing import Any

from simulator.engine import simulate


def lookup(key: str, printing: str | None) -> dict[str, Any]:
    return {
        "key": key,
        "printing": printing or "original",
        "name": key,
        "type": None,
        "power": None,
        "power_text": "",
    }


def run(data: dict) -> dict:
    return simulate(data, card_lookup=lookup)


def card(kind: str, key: str, player: str, power: int = 0, **extra: Any) -> dict:
    """A catalog card in play (owner `player`; `id` and others in extra)."""
    return {"type": kind, "owner": player, "power": power, "card": key, **extra}


def special(when: str, base_id: str, key: str, player: str, card_id: str, **choose: Any) -> dict:
    """A scripted event: `player` plays the Special `key` from hand (choose: card / to / base)."""
    event = {
        "when": when,
        "base": base_id,
        "action": "special",
        "card": {"type": "action", "id": card_id, "owner": player, "card": key},
        "by": player,
    }
    if choose:
        event["choose"] = choose
    return event


def not_simulated(result: dict) -> set[str]:
    return {entry.get("ability") for entry in result["not_simulated"]}
