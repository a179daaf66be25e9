"""Throughput and latency of POST /api/v1/simulator/score/ under gunicorn, measured with wrk.

Starts gunicorn with bench.lib.serve() (one sync worker per core, the database `make data`
filled: DATABASE_URL or db.sqlite3, throttles lifted), then drives the score endpoint with wrk
on the reference board: 4 players, 5 bases (two of them catalog bases looked up by slug),
40 cards, two bases eligible so every scoring order is computed. Prints requests/s, median and
p99 latency, and the count of non-2xx answers.

    .venv/bin/python bench/bench_simulator_api.py [--duration 10] [--connections 8]
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.lib import fetch, run_wrk, serve  # noqa: E402

SCORE_PATH = "/api/v1/simulator/score/"
JSON = {"Content-Type": "application/json"}
PLAYERS = ["ann", "bob", "cy", "dee"]


def reference_board() -> dict:
    """4 players, 5 bases, 40 cards; b1 and b2 reach their breakpoints."""
    powers = [
        [5, 4, 3, 3, 2, 2, 1, 0],
        [4, 4, 3, 3, 2, 2, 2, 1],
        [3, 3, 2, 2, 1, 1, 0, 0],
        [2, 2, 2, 1, 1, 1, 0, 0],
        [3, 2, 2, 1, 1, 0, 0, 0],
    ]
    stats = [
        {"base": "tortuga", "printing": "original"},
        {"base": "jungle-oasis", "printing": "original"},
        {"breakpoint": 20, "vp": [4, 2, 1]},
        {"breakpoint": 22, "vp": [4, 2, 1]},
        {"breakpoint": 25, "vp": [5, 3, 2]},
    ]
    bases = []
    for index, (row, base_stats) in enumerate(zip(powers, stats, strict=True)):
        cards = []
        for position, power in enumerate(row):
            owner = PLAYERS[(index + position) % len(PLAYERS)]
            card = {"type": "minion", "owner": owner, "power": power}
            if position == 0:
                card["counters"] = 1
            cards.append(card)
        bases.append({"id": f"b{index + 1}", **base_stats, "cards": cards})
    bases[2]["cards"][-1] = {"type": "action", "controller": "cy", "power": 2}
    return {
        "players": PLAYERS,
        "active_player": "ann",
        "vp": {"ann": 9, "bob": 11, "cy": 6, "dee": 12},
        "madness": {"bob": 2},
        "bases": bases,
        "base_deck": [{"breakpoint": 20, "vp": [3, 2, 1]}, {"breakpoint": 18, "vp": [3, 2, 2]}],
    }


def check_board(base: str, body: bytes) -> dict:
    status, answer = fetch(base + SCORE_PATH, body, JSON)
    if status >= 400:
        raise SystemExit(f"the reference board was refused: {status} {answer!r}")
    return json.loads(answer)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--duration", type=int, default=10, help="seconds of load")
    parser.add_argument("--connections", type=int, default=8)
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 2)
    args = parser.parse_args()

    body = json.dumps(reference_board()).encode()
    with serve(workers=args.workers) as base:
        result = check_board(base, body)
        # run_wrk warms every worker (imports, catalog look-ups, connections) before measuring.
        figures = run_wrk(
            base,
            [SCORE_PATH],
            connections=args.connections,
            duration=args.duration,
            method="POST",
            body=body,
            headers=JSON,
        )
    print(
        f"simulator score API under gunicorn ({args.workers} sync workers), wrk "
        f"{args.connections} connections for {args.duration} s"
    )
    print(
        f"reference board: {len(body)} bytes, 4 players, 5 bases (2 from the catalog), 40 cards,"
        f" {len(result['eligible'])} eligible, {len(result['alternatives'])} other order(s)"
    )
    print(f"{'requests':>9} {'req/s':>8} {'median ms':>10} {'p99 ms':>8} {'non-2xx':>8}")
    print(
        f"{figures.requests:>9} {figures.requests_per_second:>8.0f} "
        f"{figures.latency_ms.get(50, 0):>10.2f} {figures.latency_ms.get(99, 0):>8.2f} "
        f"{figures.non_2xx:>8}"
    )
    if not figures.ok:
        print("some requests failed: the figures are not valid")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
