"""The advisor (issue 29): what one advice costs, and the costliest advice we could find.

1. The issue's figure: the 5-base, 4-player board of 40 catalog cards of bench_engine.py (part
   3) with a 10-card hand of Ninjas and Pirates for Ann (5 minions, 5 actions: targets to
   destroy, power to give, a minion to play on). CPU time of one advise() (median of 3), the
   candidates resolved, complete or not, candidates per second. Target: complete, under 2 s of
   CPU. With valgrind: machine instructions per candidate (a 3-card hand, so that callgrind
   takes a few minutes) against one simulate() of the same board (bench_engine.py's count).
2. The costliest inputs: the same board with hands whose cards grant extra plays (each play
   opens more), whose actions go on any minion, whose cards pick among many targets, or whose
   Specials play the hand's other cards before a base scores (tried after the plays), the
   input limits in typed cards (300 cards on 6 bases and a 100-card hand: the
   400 cards an input may hold), and 390 Sword Lords (the costliest card rules of
   bench_worst_boards.py) with a 10-card hand. Each must
   stop at the advisor's work budget: under 2 s of CPU, `complete` false when it stops.

Needs the catalog imported (`make bench` does). Exits 1 when a target is missed.
"""

from __future__ import annotations

import os
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.bench_engine import (  # noqa: E402
    catalog_board,
    catalog_card_lookup,
    instructions_per_call,
)
from simulator.engine import BoardError, advise  # noqa: E402

TARGET_S = 2.0
# Ann's hand: what a Ninjas + Pirates player holds mid-game.
HAND = [
    "ninjas/shinobi",
    "ninjas/ninja-acolyte",
    "pirates/buccaneer",
    "pirates/first-mate",
    "pirates/cut-lass",
    "ninjas/seeing-stars",
    "pirates/swashbuckling",
    "ninjas/smoke-bomb",
    "pirates/broadside",
    "ninjas/infiltrate",
]
# Cards that grant extra plays, so that every play opens more (Zombies + Wizards).
EXTRA_PLAYS = [
    "zombies/walker",
    "zombies/grave-digger",
    "wizards/chronomage",
    "wizards/archmage",
    "zombies/tenacious-z",
    "wizards/summon",
    "wizards/mystic-studies",
    "zombies/grave-robbing",
    "zombies/overrun",
    "wizards/time-loop",
]


# Ongoing actions played on a minion (each tried on every minion it may go on) with minions:
# the costliest hand per unit of work we found (2026-11-29).
ON_MINIONS = [
    "changerbots/the-touch",
    "clerics/curse-of-imprisonment",
    "clerics/curse-of-uselessness",
    "cyborg-apes/cyberevolution",
    "cyborg-apes/flying-monkey",
    "ninjas/ninja-master",
    "dinosaurs/king-rex",
    "pirates/pirate-king",
    "ninjas/tiger-assassin",
    "robots/zapbot",
]
# Cards that destroy or move minions, each with many targets.
DESTROYERS = [
    "ninjas/assassination",
    "dinosaurs/natural-selection",
    "ninjas/ninja-master",
    "ninjas/tiger-assassin",
    "pirates/broadside",
    "pirates/cannon",
    "dinosaurs/howl",
    "aliens/disintegrator",
    "aliens/crop-circles",
    "tricksters/disenchant",
]


# Specials that play a card of the hand before a base scores (each with each hand card of its
# type, on each base that scores, then that card's decisions) with minions that decide.
SPECIALS = [
    "ninjas/hidden-ninja",
    "mega-troopers/lightning-rescue",
    "ninjas/shinobi",
    "halflings/last-call",
    "spider-verse/comes-great-responsibility",
    "ninjas/ninja-master",
    "ninjas/tiger-assassin",
    "pirates/pirate-king",
    "dinosaurs/king-rex",
    "robots/zapbot",
]


def with_hand(keys: list[str]) -> dict:
    data = catalog_board(2, with_order=False)
    data["hands"] = {"ann": [{"id": f"h{i}", "card": key} for i, key in enumerate(keys)]}
    return data


def fewer_cards(keys: list[str], per_base: int) -> dict:
    """with_hand's board with the first `per_base` cards of each base (its actions on minions
    left out): a candidate costs little card-rule work, yet its copy, Conquest and position
    cost the same, so the search's cap on candidates is what stops it."""
    data = with_hand(keys)
    for base in data["bases"]:
        base["cards"] = [c for c in base["cards"] if "attached_to" not in c][:per_base]
    return data


def cpu(function, runs: int = 1) -> tuple[float, dict]:
    """The median CPU seconds of `runs` calls, and the last answer."""
    times = []
    answer: dict = {}
    for _ in range(runs):
        start = time.process_time()
        answer = function()
        times.append(time.process_time() - start)
    return statistics.median(times), answer


def report(label: str, seconds: float, answer: dict) -> bool:
    met = seconds < TARGET_S
    per_second = answer["considered"] / seconds if seconds else 0
    done = "complete" if answer["complete"] else f"stopped ({answer['untried']} untried)"
    mark = "ok" if met else "OVER"
    print(
        f"{label:<62} {seconds * 1000:8.0f} ms CPU  {answer['considered']:6} candidates "
        f"({per_second:,.0f}/s), {done}  [{mark}: < {TARGET_S:.0f} s]"
    )
    return met


def instructions(runs: int) -> int | None:
    """Callgrind's instruction count of this script run with `--count runs`."""
    if shutil.which("valgrind") is None:
        return None
    done = subprocess.run(
        [
            "valgrind",
            "--tool=callgrind",
            "--callgrind-out-file=/dev/null",
            sys.executable,
            __file__,
            "--count",
            str(runs),
        ],
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONHASHSEED": "0"},
        check=True,
    )
    found = [ln for ln in done.stderr.splitlines() if "Collected" in ln]
    return int(found[-1].split()[-1])


def count_run(runs: int) -> None:
    """What callgrind counts: `runs` advices on the first 3 cards of the hand (the difference
    between 2 runs and 1 is one advice, warm)."""
    lookup = catalog_card_lookup()
    for _ in range(runs):
        advise(with_hand(HAND[:3]), card_lookup=lookup)


def main() -> int:
    if len(sys.argv) == 3 and sys.argv[1] == "--count":
        count_run(int(sys.argv[2]))
        return 0
    print(
        f"Python {sys.version.split()[0]}, {os.cpu_count()} CPU(s), load {os.getloadavg()[0]:.2f}"
    )
    lookup = catalog_card_lookup()
    if lookup is None:
        print("advisor: not measured (import the catalog first: make data)")
        return 1
    met = True

    seconds, answer = cpu(lambda: advise(with_hand(HAND), card_lookup=lookup), 3)
    met &= report("40 catalog cards, 10-card hand: advise()", seconds, answer)
    met &= answer["complete"]
    best = answer["plays"][0]
    print(f"  best: {best['summary']}")

    once = instructions(1)
    if once is None:
        print("  instructions per candidate: not counted (valgrind is not installed)")
    else:
        small = advise(with_hand(HAND[:3]), card_lookup=lookup)["considered"]
        per = ((instructions(2) or 0) - once) // max(1, small)
        one = instructions_per_call("catalog") or 1
        print(f"  instructions per candidate (3-card hand, {small} candidates): {per:,}")
        print(f"  instructions per simulate() of the board: {one:,} ({per / one:.2f}x)")

    worst = {
        "40 catalog cards, 10 cards granting extra plays": with_hand(EXTRA_PLAYS),
        "40 catalog cards, 5 actions on minions, 5 minions": with_hand(ON_MINIONS),
        "40 catalog cards, 10 cards with many targets": with_hand(DESTROYERS),
        "40 catalog cards, 5 Specials playing hand cards, 5 minions": with_hand(SPECIALS),
        "5 bases of 7 catalog cards, 10 cards with many targets": fewer_cards(DESTROYERS, 7),
        "5 bases of 3 catalog cards, 5 actions on minions, 5 minions": fewer_cards(ON_MINIONS, 3),
        "300 typed cards on 6 bases, a 100-card hand": typed_limits(),
        "390 Sword Lords on 6 bases, 10-card hand": sword_lords(),
    }
    for label, data in worst.items():
        start = time.process_time()
        try:
            answer = advise(data, card_lookup=lookup)
        except BoardError as error:
            # The board alone is over a main run's work: refused (400) as score refuses it.
            seconds = time.process_time() - start
            met &= seconds < TARGET_S
            print(
                f"{label:<62} {seconds * 1000:8.0f} ms CPU  refused (400): {error.message[:40]}..."
            )
            continue
        met &= report(label, time.process_time() - start, answer)
    return 0 if met else 1


def typed_limits() -> dict:
    players = ["ann", "bob", "cy", "dan"]
    bases = [{"id": f"b{i}", "breakpoint": 200, "vp": [3, 2, 1], "cards": []} for i in range(6)]
    # 300 cards in play and 100 in the hand: the input's 400 cards.
    for n in range(300):
        owner = players[n % 4]
        bases[n % 6]["cards"].append({"type": "minion", "id": f"c{n}", "owner": owner, "power": 1})
    hand = [
        {"id": f"h{i}", "type": "minion" if i % 2 else "action", "power": i % 7} for i in range(100)
    ]
    return {"players": players, "active_player": "ann", "bases": bases, "hands": {"ann": hand}}


def sword_lords() -> dict:
    from bench.bench_worst_boards import named_boards

    data = named_boards()["400 Sword Lords on 6 bases"]
    # 390 of them, and the 10-card hand: the input's 400 cards.
    for base in data["bases"][-5:]:
        base["cards"] = base["cards"][:-2]
    data["hands"] = {"ann": [{"id": f"h{i}", "card": key} for i, key in enumerate(HAND)]}
    return data


if __name__ == "__main__":
    sys.exit(main())
