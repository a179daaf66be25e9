"""Catalog API under gunicorn, measured with wrk, against static serving of the same bytes.

Targets: card detail throughput >= 25% of whitenoise serving the same JSON bytes as a static
file in the same server and run; card detail p99 < 25 ms at 64 connections; search p95 <
50 ms over the full catalog (varied queries sent with "Cache-Control: no-cache", so each one
is computed, not read from the response cache; one connection per worker: the server's time,
not a queue). The detail is also measured with no-cache, for information. Uses the database
`make data` filled (DATABASE_URL or db.sqlite3). Prints the figures and PASS/MISS per target;
exits 1 when a target is missed or an answer was not 200.

    .venv/bin/python bench/bench_api.py [--duration 10] [--connections 64] [--workers N]
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from urllib.parse import quote

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.lib import fetch, free_port, run_wrk, serve, setup_django  # noqa: E402

setup_django()

from django.test import Client  # noqa: E402

from catalog.models import Card  # noqa: E402

RATIO_TARGET = 0.25
DETAIL_P99_MS = 25.0
SEARCH_P95_MS = 50.0
STATIC_NAME = "bench-static/card.json"
SEARCHES = [
    "t:minion p>=4 k:talent lang:fr",
    'b:"monster smash" t:base',
    "f:pirates or f:ninjas",
    "o:destroy t:action",
    "calin",
    "tortuga",
    "bp<=18 vp>=4",
    "has:errata -t:action",
    'f:"petit peuple" p<3',
    "n:king",
    "k:ongoing printing:pod",
    "t:minion (f:wizards or f:zombies) -k:talent",
    "extra play",
    "is:translated",
    "dinosaur laser",
    "has:clarifications p=2",
]


def pick_card() -> Card:
    """A card with a counterpart, keywords and clarifications: a full-sized answer."""
    card = (
        Card.objects.filter(counterpart__isnull=False, clarifications__isnull=False)
        .filter(keywords__isnull=False)
        .order_by("faction__slug", "slug", "printing")
        .first()
    )
    if card is None:
        raise SystemExit("the catalog is empty: run `make data` first")
    return card


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--duration", type=int, default=10, help="seconds per load run")
    parser.add_argument("--connections", type=int, default=64)
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 2)
    args = parser.parse_args()

    card = pick_card()
    detail = f"/api/v1/cards/{card.faction.slug}/{card.slug}/"
    if card.printing == "pod":
        detail += "?printing=pod"
    port = free_port()
    # The bytes the server will answer (its absolute URLs name this host and port).
    client = Client(HTTP_HOST=f"127.0.0.1:{port}")
    reference = client.get(detail)
    assert reference.status_code == 200, reference.content[:300]
    body = reference.content
    searches = [f"/api/v1/search/?q={quote(q)}" for q in SEARCHES]

    with serve(workers=args.workers, port=port, static_files={STATIC_NAME: body}) as base:
        status, served = fetch(base + detail)
        static_status, static_served = fetch(f"{base}/{STATIC_NAME}")
        if (status, static_status) != (200, 200) or served != body or static_served != body:
            print("the view and the static file do not answer the same bytes: no figures")
            return 1
        static = run_wrk(
            base, [f"/{STATIC_NAME}"], connections=args.connections, duration=args.duration
        )
        api = run_wrk(base, [detail], connections=args.connections, duration=args.duration)
        fresh = {"Cache-Control": "no-cache"}  # computed on each request, no response cache
        cold = run_wrk(
            base, [detail], connections=args.connections, duration=args.duration, headers=fresh
        )
        search = run_wrk(
            base, searches, connections=args.workers, duration=args.duration, headers=fresh
        )

    ratio = api.requests_per_second / static.requests_per_second if static.requests else 0.0
    print(
        f"catalog API under gunicorn ({args.workers} sync workers), wrk {args.duration} s per run"
    )
    print(f"card detail {detail} ({len(body):,} bytes)")
    print(f"  static file (whitenoise), {args.connections} conns: {static.summary()}")
    print(f"  API view,                  {args.connections} conns: {api.summary()}")
    print(f"  API view, no-cache (info), {args.connections} conns: {cold.summary()}")
    print(f"search, {len(SEARCHES)} queries, no-cache, {args.workers} conns: {search.summary()}")
    checks = [
        (
            f"detail throughput / static >= {RATIO_TARGET:.0%}",
            ratio >= RATIO_TARGET,
            f"{ratio:.0%}",
        ),
        (
            f"detail p99 < {DETAIL_P99_MS:g} ms at {args.connections} connections",
            api.latency_ms[99] < DETAIL_P99_MS,
            f"{api.latency_ms[99]:.1f} ms",
        ),
        (
            f"search p95 < {SEARCH_P95_MS:g} ms",
            search.latency_ms[95] < SEARCH_P95_MS,
            f"{search.latency_ms[95]:.1f} ms",
        ),
    ]
    for label, passed, value in checks:
        print(f"  {'PASS' if passed else 'MISS'} {label}: {value}")
    valid = all(run.ok for run in (static, api, cold, search))
    if not valid:
        print("some answers were not 200 or sockets failed: the figures are not valid")
    return 0 if valid and all(passed for _, passed, _ in checks) else 1


if __name__ == "__main__":
    sys.exit(main())
