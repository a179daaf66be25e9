"""Random boards of catalog cards, catalog bases, a hand and events (plays, Talents, Specials,
scripted events, choices), made from a seed: the same seed gives the same board for the same
catalog. Used by test_random_catalog_boards.py; most boards are valid, some are refused (a
BoardError is a correct answer to them). (test_advise_random_boards.py draws hands of its own,
among the cards whose play is applied, for its check of the advisor's forks.)"""

from __future__ import annotations

import random

PLAYERS = ["ann", "bob", "cy", "dan"]
MODES = ["a", "b", "destroy", "move", "return", "gain", "power", "draw", "yes", "no"]


class Catalog:
    """The catalog's cards and bases, as lists the generator draws from (sorted: a seed gives
    the same board whatever order the database returns)."""

    def __init__(self, card_facts: dict, base_keys) -> None:
        self.cards = sorted((k, p, f["type"], f["power"]) for (k, p), (f, _) in card_facts.items())
        self.bases = sorted(base_keys)


def catalog_card(
    catalog: Catalog, r: random.Random, owner: str, cid: str, kinds=("minion", "action", "titan")
) -> dict:
    while True:
        key, printing, kind, power = r.choice(catalog.cards)
        if kind in kinds:
            break
    card = {"type": kind, "id": cid, "owner": owner, "card": key}
    # The printing is sometimes named even when original (both are valid input).
    if r.random() < 0.3 or printing != "original":
        card["printing"] = printing
    if power is None and kind != "action":
        card["power"] = r.randint(0, 6)
    return card


def board(catalog: Catalog, seed: int) -> dict:
    r = random.Random(seed)
    players = PLAYERS[: r.randint(2, 4)]
    bases, ids, minions, n = [], [], [], 0
    for i in range(r.randint(1, 4)):
        spec = {"id": f"b{i}", "cards": []}
        if r.random() < 0.8:
            slug, printing = r.choice(catalog.bases)
            spec["base"] = slug
            if printing != "original":
                spec["printing"] = printing
            if r.random() < 0.3:
                spec["breakpoint"] = r.randint(0, 25)
                spec["vp"] = [r.randint(0, 5) for _ in range(3)]
        else:
            spec["breakpoint"] = r.randint(0, 25)
            spec["vp"] = [r.randint(0, 5) for _ in range(3)]
        here = []
        for _ in range(r.randint(0, 7)):
            n += 1
            cid = f"c{n}"
            owner = r.choice(players)
            if r.random() < 0.2:
                card = {"type": "minion", "id": cid, "owner": owner, "power": r.randint(0, 7)}
            else:
                card = catalog_card(catalog, r, owner, cid)
            if card["type"] == "action" and here and r.random() < 0.6:
                card["attached_to"] = r.choice(here)
            if card["type"] == "minion":
                here.append(cid)
                minions.append(cid)
                if r.random() < 0.2:
                    card["counters"] = r.randint(1, 3)
            if r.random() < 0.1 and len(players) > 1:
                card["controller"] = r.choice(players)
            ids.append(cid)
            spec["cards"].append(card)
        bases.append(spec)
    data = {
        "players": players,
        "active_player": r.choice(players),
        "vp": {p: r.randint(0, 16) for p in players if r.random() < 0.7},
        "bases": bases,
    }
    if r.random() < 0.7:
        deck = []
        for j in range(r.randint(1, 3)):
            slug, printing = r.choice(catalog.bases)
            d = {"id": f"d{j}", "base": slug}
            if printing != "original":
                d["printing"] = printing
            deck.append(d)
        data["base_deck"] = deck
    hand = []
    kinds = {}  # a hand card's id -> its type
    if r.random() < 0.8:
        held = data["hands"] = {data["active_player"]: []}
        for h in range(r.randint(1, 4)):
            drawn = catalog_card(catalog, r, data["active_player"], f"h{h}")
            # A hand card: its id and catalog card (its type and owner are implied).
            entry = {"id": drawn["id"], "card": drawn["card"]}
            if "printing" in drawn:
                entry["printing"] = drawn["printing"]
            hand.append(drawn["id"])
            kinds[drawn["id"]] = drawn["type"]
            held[data["active_player"]].append(entry)
    base_ids = [b["id"] for b in bases]
    all_ids = ids + hand

    def choose():
        if r.random() < 0.25:
            return None
        c = {}
        for key in r.sample(
            ["card", "to", "base", "cards", "mode", "count", "order", "play", "player", "players"],
            r.randint(0, 3),
        ):
            if key == "card" and all_ids:
                c[key] = r.choice(all_ids)
            elif key in ("to", "base"):
                c[key] = r.choice(base_ids)
            elif key == "cards" and all_ids:
                c[key] = r.sample(all_ids, min(len(all_ids), r.randint(1, 2)))
            elif key == "mode":
                c[key] = r.choice(MODES)
            elif key == "count":
                c[key] = r.randint(1, 3)
            elif key == "order" and all_ids:
                c[key] = r.sample(all_ids, min(len(all_ids), r.randint(1, 3)))
            elif key == "play" and hand:
                c[key] = r.choice(hand)
            elif key == "player":
                c[key] = r.choice(players)
            elif key == "players":
                c[key] = r.sample(players, r.randint(1, len(players)))
        return c

    events = []
    unplayed = list(hand)
    for _ in range(r.randint(0, 4)):
        kind = r.random()
        if kind < 0.45 and unplayed:
            h = unplayed.pop(r.randrange(len(unplayed)))
            e = {"when": "now", "action": "play", "card": h}
            if kinds[h] == "action" and minions and r.random() < 0.4:
                e["attached_to"] = r.choice(minions)
            elif r.random() < 0.85:
                e["to"] = r.choice(base_ids)
        elif kind < 0.6 and ids:
            e = {"when": "now", "action": "talent", "card": r.choice(ids)}
        elif kind < 0.75:
            c = catalog_card(
                catalog, r, r.choice(players), f"s{len(events)}", kinds=("action", "minion")
            )
            when = r.choice(["now", "before_scoring", "after_scoring"])
            e = {
                "when": when,
                "action": "special",
                "card": {
                    "type": c["type"],
                    "card": c["card"],
                    "owner": c["owner"],
                    **({"power": c["power"]} if "power" in c else {}),
                },
                "by": c["owner"],
            }
            if when != "now":
                e["base"] = r.choice(base_ids)
        elif ids:
            act = r.choice(["destroy", "move", "return", "add_counters", "boost", "take_control"])
            when = r.choice(["now", "before_scoring", "after_scoring"])
            e = {"when": when, "action": act, "card": r.choice(ids)}
            if when != "now":
                e["base"] = r.choice(base_ids)
            if act == "move":
                e["to"] = r.choice(base_ids)
            if act == "add_counters":
                e["count"] = r.randint(1, 2)
            if act == "boost":
                e["amount"] = r.randint(-2, 3)
            if act == "take_control" or r.random() < 0.5:
                e["by"] = r.choice(players)
            events.append(e)
            continue
        else:
            continue
        ch = choose()
        if ch is not None:
            e["choose"] = ch
        events.append(e)
    if events:
        data["events"] = events
    choices = []
    for _ in range(r.randint(0, 2)):
        if ids:
            ch = choose()
            if ch:
                ch = {k: v for k, v in ch.items() if k in ("card", "base", "count", "order")}
            choices.append({"card": r.choice(ids), "player": r.choice(players), "choose": ch})
    if choices:
        data["choices"] = choices
    return data
