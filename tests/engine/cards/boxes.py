"""Builders for the card-layer tests of the expansion boxes: catalog cards in the JSON contract.

`catalog_lookup` stands in for the Django catalog (simulator.selectors): it accepts any
"<faction>/<card>" key and gives no printed power, so each test types the power it means.
"""

from __future__ import annotations

import copy
from typing import Any

from simulator.engine import simulate


def catalog_lookup(key: str, printing: str | None) -> dict:
    return {
        "key": key,
        "printing": printing or "original",
        "name": key.split("/")[1],
        "type": None,
        "power": None,
        "power_text": "",
    }


def card(kind: str, player: str, key: str, card_id: str, power: int = 0, **extra: Any) -> dict:
    """A catalog card in play (`player` owns and controls it)."""
    data = {"type": kind, "owner": player, "card": key, "id": card_id, "power": power, **extra}
    if kind != "minion":
        data["controller"] = player
    return data


def run(data: dict) -> dict:
    return simulate(data, card_lookup=catalog_lookup)


def without_ability(data: dict, card_id: str) -> dict:
    """The same board with the card `card_id` typed in instead of named (no ability)."""
    data = copy.deepcopy(data)
    for base in data["bases"]:
        for item in base["cards"]:
            if item.get("id") == card_id:
                item.pop("card", None)
                item.pop("printing", None)
    return data


def winners(result: dict, base_id: str) -> list[str]:
    """The players in first place on a base that scored (empty when it did not score)."""
    for scoring in result["scorings"]:
        if scoring["base"] == base_id:
            return [s["player"] for s in scoring["standings"] if s["place"] == 1]
    return []


def scored(result: dict) -> list[str]:
    return [s["base"] for s in result["scorings"]]


def in_play(result: dict) -> set[str]:
    """The ids of the cards left on the bases after the turn."""
    return {c.get("id") for b in result["board"]["bases"] for c in b["cards"]}


def special(when: str, base_id: str | None, by: str, played: dict, choose: dict | None = None):
    """A scripted event: `by` plays the Special of the card `played` in the window `when`."""
    event = {"when": when, "action": "special", "card": played, "by": by}
    if base_id is not None:
        event["base"] = base_id
    if choose is not None:
        event["choose"] = choose
    return event


def card_choice(card_id: str, player: str, choose: dict | None) -> dict:
    """A choice of a card in play (its "may", or whom it picks)."""
    return {"card": card_id, "player": player, "choose": choose}


def madness(result: dict) -> dict:
    return result["board"].get("madness", {})
