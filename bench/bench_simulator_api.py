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
import shutil
import subprocess
import sys
import tempfile
import urllib.error
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

# _DONE is bench.lib's Lua done() that prints the figures parse_wrk() reads.
from bench.lib import _DONE, PERCENTILES, ensure_wrk, parse_wrk, serve  # noqa: E402

SCORE_PATH = "/api/v1/simulator/score/"
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


def post_script(body_path: Path) -> str:
    """wrk Lua: POST the board from a file; bench.lib's done() prints the figures it reads."""
    done = _DONE.replace("%PERCENTILES%", ", ".join(f"{p:g}" for p in PERCENTILES))
    return (
        'wrk.method = "POST"\n'
        'wrk.headers["Content-Type"] = "application/json"\n'
        f'local f = io.open("{body_path}", "rb")\n'
        'wrk.body = f:read("*a")\n'
        "f:close()\n" + done
    )


def check_board(base: str, body: bytes) -> dict:
    request = urllib.request.Request(
        base + SCORE_PATH, data=body, headers={"Content-Type": "application/json"}, method="POST"
    )
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return json.loads(response.read())
    except urllib.error.HTTPError as exc:
        raise SystemExit(f"the reference board was refused: {exc.code} {exc.read()!r}") from None


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--duration", type=int, default=10, help="seconds of load")
    parser.add_argument("--connections", type=int, default=8)
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 2)
    args = parser.parse_args()
    wrk = ensure_wrk()

    body = json.dumps(reference_board()).encode()
    tmp = Path(tempfile.mkdtemp(prefix="bench-simulator-"))
    try:
        (tmp / "board.json").write_bytes(body)
        (tmp / "post.lua").write_text(post_script(tmp / "board.json"))
        with serve(workers=args.workers) as base:
            result = check_board(base, body)
            url = base + SCORE_PATH
            lua = str(tmp / "post.lua")
            # Warm every worker (imports, catalog look-ups, connections) before measuring.
            subprocess.run([wrk, "-t1", "-c4", "-d2s", "-s", lua, url], capture_output=True)
            run = subprocess.run(
                [wrk, "-t2", f"-c{args.connections}", f"-d{args.duration}s", "--latency"]
                + ["-s", lua, url],
                capture_output=True,
                text=True,
                check=True,
            )
    finally:
        shutil.rmtree(tmp, ignore_errors=True)

    figures = parse_wrk(run.stdout, url=url, connections=args.connections)
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
