"""Small builders for engine boards (plain dicts in the JSON contract)."""

from __future__ import annotations

from typing import Any

from simulator.engine import simulate


def minion(owner: str, power: int, **extra: Any) -> dict:
    return {"type": "minion", "owner": owner, "power": power, **extra}


def action(controller: str, power: int = 0, **extra: Any) -> dict:
    return {"type": "action", "controller": controller, "power": power, **extra}


def titan(controller: str, power: int = 0, **extra: Any) -> dict:
    return {"type": "titan", "controller": controller, "power": power, **extra}


def monster(power: int, treasures: int = 0, **extra: Any) -> dict:
    return {"type": "monster", "power": power, "treasures": treasures, **extra}


def base(
    base_id: str, breakpoint: int, vp: tuple[int, int, int], *cards: dict, **extra: Any
) -> dict:
    return {"id": base_id, "breakpoint": breakpoint, "vp": list(vp), "cards": list(cards), **extra}


def board(*bases: dict, players=("ann", "bob", "cy"), active="ann", **extra: Any) -> dict:
    return {"players": list(players), "active_player": active, "bases": list(bases), **extra}


def destroy(card_id: str, by: str | None) -> dict:
    """A scripted event, now: `by` destroys the card `card_id` (by None: nobody's effect)."""
    event = {"when": "now", "action": "destroy", "card": card_id}
    if by is not None:
        event["by"] = by
    return event


def play(base_id: str, card: dict) -> dict:
    """A scripted event, now: `card` is played on the base `base_id`."""
    return {"when": "now", "action": "play", "to": base_id, "card": card}


def locations(value, prefix: tuple = ()):
    """The path (keys and indexes) of every value inside a JSON document, the root's () first."""
    yield prefix
    if isinstance(value, dict):
        for key, item in value.items():
            yield from locations(item, (*prefix, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from locations(item, (*prefix, index))


def run(data: dict) -> dict:
    return simulate(data)


def scoring(result: dict, base_id: str) -> dict:
    matches = [s for s in result["scorings"] if s["base"] == base_id]
    assert len(matches) == 1, f"{base_id} scored {len(matches)} times"
    return matches[0]


def places(result: dict, base_id: str) -> dict[str, tuple[int, int]]:
    """{player: (place, vp)} for one scoring."""
    return {s["player"]: (s["place"], s["vp"]) for s in scoring(result, base_id)["standings"]}


def rules_logged(result: dict) -> set[str]:
    return {entry["rule"] for entry in result["log"]}


def named(base_id: str, slug: str, breakpoint: int, vp, *cards, printing="original", **extra):
    """A catalog base (`slug`, its ability applied) with the stats given."""
    return {
        "id": base_id,
        "base": slug,
        "printing": printing,
        "breakpoint": breakpoint,
        "vp": list(vp),
        "cards": list(cards),
        **extra,
    }


def choose(base_id: str, player: str, value) -> dict:
    """A player's choice for a base's ability (the input's `choices`)."""
    return {"base": base_id, "player": player, "choose": value}
