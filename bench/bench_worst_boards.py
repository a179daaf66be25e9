"""The costliest boards we could find within the input limits: CPU time of one simulate() each.

The engine's cost is bounded by its work budget (simulator/engine/work.py), counted in card-rule
evaluations, not by the board's size alone. This bench searches adversarially for the boards
that cost the most CPU per simulate() (validation, the main resolution, the other orders, the
result), as the score API and `manage.py simulate` run it:

1. Flood: for every card of the registry with a continuous hook (power, aura, contribution,
   counts_for, breakpoint, protect...), 400 copies (the card limit) spread over 6 bases that all
   reach their breakpoint (720 orders), owned by 4 players, and 100 move events (the event
   limit) carrying one copy back and forth between two bases, each move changing the cards.
2. Mixes: the 12 costliest cards of step 1, drawn (seeded) in groups of 2 to 4 into the same
   layout, 40 boards.
3. Named boards from issue 24: nine Gawains on one base; 400 Sword Lords on 6 bases.

Prints the 10 costliest boards with their CPU time and outcome (ok / alternatives incomplete /
refused with a 400). Target: every board under 250 ms of CPU beyond a trivial board's; exits 1
when one is over. Needs the catalog imported (`make bench` does). About 2 minutes.
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.lib import setup_django  # noqa: E402

TARGET_MS = 250.0
PLAYERS = ["ann", "bob", "cy", "dee"]
BASES = 6
CARDS = 400
EVENTS = 100
SEED = 24
GAWAIN = "knights-of-the-round-table/gawain"


def layout(keys: list[str], types: dict[str, tuple[str, str, bool]]) -> dict:
    """400 cards of `keys` (in turn) over 6 bases of breakpoint 1, and 100 moves of one card
    back and forth between the first two bases."""
    bases = [{"id": f"b{i}", "breakpoint": 1, "vp": [3, 2, 1], "cards": []} for i in range(BASES)]
    minion_on: dict[int, str] = {}
    titans: set[str] = set()
    for n in range(CARDS):
        key = keys[n % len(keys)]
        where = n % BASES
        kind, printing, printed_power = types[key]
        owner = PLAYERS[n % len(PLAYERS)]
        if kind == "titan":
            # One titan per player (the rules): the other copies are typed minions.
            if owner in titans:
                card = {"type": "minion", "id": f"c{n}", "owner": owner, "power": 3}
                bases[where]["cards"].append(card)
                continue
            titans.add(owner)
        card = {"type": kind, "id": f"c{n}", "card": key, "printing": printing}
        if kind in ("minion", "titan") and not printed_power:
            card["power"] = 3  # a power the card does not print ("?", "X") is typed
        card["owner"] = owner
        if kind == "action":
            target = minion_on.get(where)
            if target is not None:
                card["attached_to"] = target
        elif kind == "minion":
            minion_on.setdefault(where, f"c{n}")
        bases[where]["cards"].append(card)
    mover = bases[0]["cards"][0]["id"]
    events = [
        {"when": "now", "action": "move", "card": mover, "to": f"b{1 - i % 2}", "by": "ann"}
        for i in range(EVENTS)
    ]
    return {"players": PLAYERS, "active_player": "ann", "bases": bases, "events": events}


def named_boards() -> dict[str, dict]:
    gawains = {
        "players": ["ann", "bob"],
        "active_player": "ann",
        "bases": [
            {
                "id": "b1",
                "breakpoint": 100,
                "vp": [3, 2, 1],
                "cards": [
                    {"type": "minion", "id": f"g{i}", "owner": "ann", "card": GAWAIN}
                    for i in range(9)
                ],
            }
        ],
    }
    lords = layout(["orcs/sword-lord"], {"orcs/sword-lord": ("minion", "original", True)})
    lords["events"] = []
    return {"nine Gawains on one base": gawains, "400 Sword Lords on 6 bases": lords}


def cost(board: dict) -> tuple[float, str | None]:
    """The CPU milliseconds of one simulate() of `board`, and its outcome (None: the board
    breaks a rule of the input, this bench's fault: it is left out)."""
    from simulator.engine import BoardError
    from simulator.services import simulate_board

    start = time.process_time()
    try:
        result = simulate_board(board)
        outcome = "ok" if result["alternatives_complete"] else "ok, alternatives incomplete"
    except BoardError as error:
        if error.field:  # a board this bench wrote wrong, not one the budget refused
            return 0.0, None
        outcome = f"refused (400): {error.message[:50]}..."
    return (time.process_time() - start) * 1000, outcome


def main() -> int:
    setup_django()
    from simulator.engine.cards.registry import CONTINUOUS, registered
    from simulator.selectors import catalog_card_facts

    facts = catalog_card_facts()
    if not facts:
        print("worst boards: not measured (import the catalog first: make data)")
        return 0
    # Each card's type and a printing it exists in (the original one where there are two).
    types: dict[str, tuple[str, str, bool]] = {}
    for (key, printing), (fact, _) in sorted(
        facts.items(), key=lambda item: item[0][1] != "original"
    ):
        printed = fact["power"] is not None and str(fact.get("power_text") or "").isdigit()
        types.setdefault(key, (fact["type"], printing, printed))
    keys = sorted(
        {
            key
            for (key, _printing), entry in registered().items()
            if key in types and any(getattr(entry, hook, None) for hook in CONTINUOUS)
        }
    )
    trivial = {
        "players": ["ann", "bob"],
        "active_player": "ann",
        "bases": [{"id": "b1", "breakpoint": 20, "vp": [3, 2, 1], "cards": []}],
    }
    cost(trivial)  # the catalog read and the first imports
    floor = min(cost(trivial)[0] for _ in range(5))
    print(f"trivial board: {floor:.1f} ms CPU; {len(keys)} cards with a continuous hook")
    results: list[tuple[float, str, str | None]] = []
    flood: list[tuple[float, str]] = []
    for index, key in enumerate(keys):
        ms, outcome = cost(layout([key], types))
        results.append((ms, f"flood {key}", outcome))
        flood.append((ms, key))
        if index % 25 == 24:
            print(f"  flood: {index + 1}/{len(keys)} boards", flush=True)
    costly = [key for _, key in sorted(flood, reverse=True)[:12]]
    rng = random.Random(SEED)
    for _ in range(40):
        mix = rng.sample(costly, rng.randint(2, 4))
        ms, outcome = cost(layout(mix, types))
        results.append((ms, "mix " + " + ".join(mix), outcome))
    for name, board in named_boards().items():
        ms, outcome = cost(board)
        results.append((ms, name, outcome))
        print(f"{name}: {ms - floor:.1f} ms CPU [{outcome}]")
    skipped = [name for _, name, outcome in results if outcome is None]
    results = [row for row in results if row[2] is not None]
    results.sort(reverse=True)
    if skipped:
        print(f"left out, breaking an input rule: {', '.join(skipped)}")
    print(f"the 10 costliest of {len(results)} boards (ms of CPU beyond the trivial board's):")
    for ms, name, outcome in results[:10]:
        print(f"  {ms - floor:8.1f}  {name}  [{outcome}]")
    worst = results[0][0] - floor
    met = worst < TARGET_MS
    verdict = "met" if met else "MISSED"
    print(f"worst board: {worst:.1f} ms CPU; target < {TARGET_MS:.0f} ms: {verdict}")
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main())
