"""Server time of the catalog pages on the full catalog (target: card page median < 30 ms).

Runs in-process with Django's test client against the database `make data` filled (DATABASE_URL
or db.sqlite3), so the figure is the server's own time: URL routing, middleware, queries and
template rendering, without network or browser. Prints median and 95th percentile per page kind;
exits 1 when the card page median misses the target.

    .venv/bin/python bench/bench_pages.py [--rounds N]
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
from django.urls import reverse  # noqa: E402
from django.utils import translation  # noqa: E402

from catalog.models import Base, Card, Faction  # noqa: E402

CARD_TARGET_MS = 30.0


def url(lang: str, name: str, query: str = "", **kwargs: str) -> str:
    with translation.override(lang):
        path = reverse(f"catalog:{name}", kwargs=kwargs or None)
    return f"{path}?{query}" if query else path


def sample(items: list, count: int) -> list:
    """`count` items spread evenly over `items` (deterministic)."""
    if len(items) <= count:
        return items
    step = len(items) / count
    return [items[int(i * step)] for i in range(count)]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()

    cards = list(
        Card.objects.select_related("faction").order_by("faction__slug", "printing", "slug")
    )
    if not cards:
        print("No card in the database: run `make data` first.")
        return 1
    card_paths = [
        url(
            "fr" if i % 2 else "en",
            "card",
            f"printing={card.printing}",
            faction=card.faction.slug,
            slug=card.slug,
        )
        for i, card in enumerate(sample(cards, 200))
    ]
    bases = sample(list(Base.objects.order_by("printing", "slug")), 60)
    factions = sample(list(Faction.objects.order_by("slug")), 40)
    pages = {
        "card": card_paths,
        "base": [url("en", "base", f"printing={b.printing}", slug=b.slug) for b in bases],
        "faction": [url("fr", "faction", slug=f.slug) for f in factions],
        "home": [url("en", "home"), url("fr", "home")],
        "search": [url("fr", "search", "q=voiles"), url("en", "search", "q=t:minion p>=4")],
    }

    client = Client()
    print(f"catalog pages: {len(cards)} cards in the database, {args.rounds} rounds, in-process")
    print(f"{'page':<8} {'requests':>8} {'median ms':>10} {'p95 ms':>8}")
    card_median = None
    for kind, paths in pages.items():
        timings = time_gets(client, paths, args.rounds, warmup=5)
        median = statistics.median(timings)
        print(f"{kind:<8} {len(timings):>8} {median:>10.1f} {p95(timings):>8.1f}")
        if kind == "card":
            card_median = median
    ok = card_median is not None and card_median < CARD_TARGET_MS
    verdict = "OK" if ok else "MISSED"
    print(f"card page median {card_median:.1f} ms (target < {CARD_TARGET_MS:.0f} ms): {verdict}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
