"""Server time of the setup helper on the full catalog (target: API median < 60 ms).

Runs in-process with Django's test client against the database `make data` filled (DATABASE_URL
or db.sqlite3): the rulebook's three-player example with several seeds, rerolls and redraws,
through the API and the page (EN and FR). Prints median and 95th percentile; exits 1 when the
API median misses the target.

    .venv/bin/python bench/bench_setup.py [--rounds N]
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.lib import p95, setup_django, time_gets  # noqa: E402

setup_django()

from django.test import Client  # noqa: E402

from catalog.models import Faction  # noqa: E402

API_TARGET_MS = 60.0
EXAMPLE = "halflings,kung-fu-fighters,rock-stars,mega-troopers,grannies,orcs"


def queries() -> list[str]:
    result = []
    for seed in range(10):
        result.append(f"factions={EXAMPLE}&players=3&seed={seed}")
        result.append(f"factions={EXAMPLE}&players=3&seed={seed}&redraw=1,2,3&reroll=4")
        result.append(f"factions={','.join(['random'] * 8)}&players=4&seed={seed}&printing=pod")
    return result


def report(label: str, timings: list[float]) -> float:
    median = statistics.median(timings)
    print(f"{label:<14} n={len(timings):<4} median {median:6.1f} ms   p95 {p95(timings):6.1f} ms")
    return median


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    if not Faction.objects.filter(slug="halflings").exists():
        print("The catalog is not imported: run `make data` first.")
        return 1
    client = Client()
    api = time_gets(client, [f"/api/v1/setup/?{q}" for q in queries()], args.rounds, warmup=3)
    pages = time_gets(
        client,
        [f"/{'fr' if i % 2 else 'en'}/setup/?{q}" for i, q in enumerate(queries())],
        args.rounds,
        warmup=3,
    )
    api_median = report("setup API", api)
    report("setup page", pages)
    if api_median > API_TARGET_MS:
        print(f"FAIL: API median {api_median:.1f} ms > {API_TARGET_MS} ms")
        return 1
    print(f"OK: API median under {API_TARGET_MS} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
