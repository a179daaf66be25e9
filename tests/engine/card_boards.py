"""Builders for the card-layer tests (issue 13): catalog cards in the JSON contract, Specials
and choices of cards in play, and what a result says (scorings, winners, Madness), for the Core
Set and every box module's tests.

`lookup` stands in for the Django catalog (simulator.selectors.resolve_card): it knows any
"<faction>/<card>" key, with the printed powers of PRINTED (the Core Set minions these tests
use, as the catalog gives them) and no power for the others, so a test types the power it means.
"""

from __future__ import annotations

import copy
from typing import Any

from simulator.engine import simulate

PRINTED = {
    "dinosaurs/war-raptor": 2,
    "dinosaurs/king-rex": 7,
    "pirates/pirate-king": 5,
    "pirates/first-mate": 2,
    "pirates/buccaneer": 4,
    "aliens/scout": 3,
    "ninjas/shinobi": 3,
    "robots/nukebot": 5,
    "robots/warbot": 4,
    "robots/microbot-alpha": 1,
    "robots/microbot-fixer": 1,
    "tricksters/leprechaun": 5,
    "tricksters/gnome": 3,
    "aliens/invader": 3,
    "wizards/enchantress": 2,
    "zombies/walker": 2,
}
TYPES = {"minion": "minion"}
# Buried cards are uncovered as their printed type (issue 15): the minions and actions the
# burying tests bury, with the catalog's printed powers.
PRINTED.update(
    {
        "skeletons/returned-one": 2,
        "skeletons/revenant": 3,
        "ancient-egyptians/mummy": 2,
        "world-champs/mummy": 2,
    }
)
# The cards these tests play whose printed text has a Special ability (the catalog's "special"
# fact): Spider-Man counts them.
SPECIALS = {
    "spider-verse/spider-sense",
    "spider-verse/with-great-power",
    "spider-verse/your-friendly-neighborhood-hero",
    "shield/rescue-mission",
    "action-heroes/walk-away-slowly",
}
# Where the printed text of these actions says they are played (the catalog's "played_on"
# fact, simulator.selectors.played_on).
PLAYED_ON = {
    "magical-girls/magical-staff": "own_minion",
    "luchadors/quick-set-up": "other_minion",
    "dinosaurs/wildlife-preserve": "base",
    "dinosaurs/upgrade": "minion",
}
ACTIONS = {
    *PLAYED_ON,
    "ancient-egyptians/tomb-trap",
    "ancient-egyptians/blessing-of-anubis",
    "skeletons/gravestones",
    "skeletons/dig-em-up",
}


def lookup(key: str, printing: str | None) -> dict | None:
    if key.startswith("unknown/"):
        return None
    printing = printing or "original"
    power = PRINTED.get(key)
    if key == "dinosaurs/war-raptor" and printing == "pod":
        power = None  # the POD card prints "X"
    return {
        "key": key,
        "printing": printing,
        "name": key.split("/")[1],
        "type": "minion" if key in PRINTED else "action" if key in ACTIONS else None,
        "power": power,
        "power_text": "X" if power is None and key in PRINTED else "",
        "special": key in SPECIALS,
        "played_on": PLAYED_ON.get(key),
    }


def card(kind: str, player: str, key: str, card_id: str, **extra: Any) -> dict:
    """A catalog card in play (`player` owns and controls it)."""
    data = {"type": kind, "owner": player, "card": key, "id": card_id, **extra}
    if kind != "minion":
        data["controller"] = player
    return data


def minion(player: str, key: str, card_id: str, **extra: Any) -> dict:
    return card("minion", player, key, card_id, **extra)


def typed(player: str, power: int, card_id: str, **extra: Any) -> dict:
    """A typed minion (no catalog card)."""
    return {"type": "minion", "owner": player, "power": power, "id": card_id, **extra}


def base(base_id: str, breakpoint: int, vp: tuple[int, int, int], *cards: dict, **extra) -> dict:
    return {"id": base_id, "breakpoint": breakpoint, "vp": list(vp), "cards": list(cards), **extra}


def board(*bases: dict, players=("ann", "bob"), active="ann", **extra: Any) -> dict:
    return {"players": list(players), "active_player": active, "bases": list(bases), **extra}


def run(data: dict, base_lookup=None) -> dict:
    return simulate(data, card_lookup=lookup, base_lookup=base_lookup)


def without_ability(data: dict, card_id: str) -> dict:
    """The same board with the card `card_id` typed in (its power kept) instead of named."""
    data = copy.deepcopy(data)
    for spec in data["bases"]:
        for item in spec["cards"]:
            if item.get("id") == card_id:
                key = item.pop("card")
                item.pop("printing", None)
                item.setdefault("power", PRINTED.get(key, 0))
    return data


def standings(result: dict, base_id: str) -> dict[str, int]:
    """{player: power} of the scoring of `base_id`."""
    for scoring in result["scorings"]:
        if scoring["base"] == base_id:
            return {s["player"]: s["power"] for s in scoring["standings"]}
    raise AssertionError(f"{base_id} did not score")


def winners(result: dict, base_id: str) -> list[str]:
    for scoring in result["scorings"]:
        if scoring["base"] == base_id:
            return [s["player"] for s in scoring["standings"] if s["place"] == 1]
    return []


def in_play(result: dict) -> dict[str, str]:
    """{card id: base id} of the cards left in play after the turn."""
    return {c["id"]: b["id"] for b in result["board"]["bases"] for c in b["cards"] if "id" in c}


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


def scored(result: dict) -> list[str]:
    """The ids of the bases that scored, in order."""
    return [s["base"] for s in result["scorings"]]


def madness(result: dict) -> dict:
    return result["board"].get("madness", {})


def flips(data: dict, card_id: str, with_it: list[str], without_it: list[str], base_id="b1"):
    """The winners of `base_id` with the card's ability, then with the card typed in."""
    assert winners(run(data), base_id) == with_it
    assert winners(run(without_ability(data, card_id)), base_id) == without_it


def raptor_pair(extra: dict, *, raptors: str = "ann", rival: str = "bob", owner: str | None = None):
    """A board for the cards that cancel a minion's abilities: two War Raptors of `raptors` (4
    power each: +1 per raptor here) on b1 (breakpoint 7) with a 7-power minion of `rival`, and
    `extra` (a card attached to the raptor "r1", whose owner may differ: `owner`). Cancelling
    r1 makes it 2 power: `rival` then wins, instead of `raptors`."""
    first = minion(owner or raptors, "dinosaurs/war-raptor", "r1")
    if owner is not None:
        first["controller"] = raptors
    return board(
        base(
            "b1",
            7,
            (3, 2, 1),
            first,
            minion(raptors, "dinosaurs/war-raptor", "r2"),
            typed(rival, 7, "rv"),
            extra,
        )
    )


def move_to(card_id: str, to: str, by: str) -> dict:
    """A scripted event, now: `by` moves the card `card_id` to the base `to`."""
    return {"when": "now", "action": "move", "card": card_id, "to": to, "by": by}
