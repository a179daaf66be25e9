"""`manage.py import_catalog`: build the whole catalog from catalog/fixtures/ and the sources.

All or nothing (one transaction; on bad input nothing is written and the message names the file,
record and field), idempotent (upserts by natural keys: primary keys stay stable and a second
run says "unchanged"). Prints a progress line per box, a table of counts per box and the
validation report (also stored in CatalogImport). `--verbosity 0` prints nothing on success.
"""

from __future__ import annotations

import time
from pathlib import Path

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError

from catalog.importer.errors import CatalogSourceError
from catalog.importer.run import FIXTURES_DIR, ImportResult, run_import


class Command(BaseCommand):
    help = "Import the Smash Up catalog from catalog/fixtures/ and CATALOG_SOURCE_DIR (idempotent)."

    def add_arguments(self, parser) -> None:
        parser.add_argument(
            "--source-dir",
            default=None,
            help="Source data folder (default: settings.CATALOG_SOURCE_DIR).",
        )
        parser.add_argument(
            "--fixtures-dir", default=None, help="Fixtures folder (default: catalog/fixtures/)."
        )
        parser.add_argument(
            "--report-limit",
            type=int,
            default=10,
            help="Items shown per informational report section (0: all). Default 10.",
        )

    def handle(self, *args, **options) -> None:
        verbosity = options["verbosity"]
        source_dir = Path(options["source_dir"] or settings.CATALOG_SOURCE_DIR)
        fixtures_dir = Path(options["fixtures_dir"] or FIXTURES_DIR)
        started = time.perf_counter()

        def progress(line: str) -> None:
            if verbosity >= 1:
                self.stdout.write(line)

        if verbosity >= 1:
            self.stdout.write(f"Importing the catalog from {source_dir} and {fixtures_dir}")
        try:
            result = run_import(source_dir, fixtures_dir, progress)
        except CatalogSourceError as exc:
            raise CommandError(f"Import failed, database unchanged: {exc}") from exc
        if verbosity >= 1:
            self._print(result, options["report_limit"], time.perf_counter() - started)

    def _print(self, result: ImportResult, limit: int, seconds: float) -> None:
        write = self.stdout.write
        write("")
        write(_table(result.plan.counts))
        write("")
        for line in result.plan.report.lines(limit):
            write(line)
        write("")
        if result.unchanged:
            write(self.style.SUCCESS(f"Catalog unchanged ({seconds:.1f} s)."))
        else:
            write("Changes:")
            for line in result.changes.lines() or ["  none (import recorded)"]:
                write(line)
            write(self.style.SUCCESS(f"Catalog imported ({seconds:.1f} s)."))


def _table(counts: dict) -> str:
    header = ("Box", "Factions", "Cards orig", "Cards POD", "Bases orig", "Bases POD")
    rows = [
        (
            box["title"],
            box["factions"],
            box["cards_original"],
            box["cards_pod"],
            box["bases_original"],
            box["bases_pod"],
        )
        for box in counts["boxes"].values()
    ]
    totals = counts["totals"]
    rows.append(
        (
            f"Total ({totals['boxes']} boxes, distinct)",
            totals["factions"],
            totals["cards_original"],
            totals["cards_pod"],
            totals["bases_original"],
            totals["bases_pod"],
        )
    )
    width = max(len(str(r[0])) for r in rows + [header])
    lines = [f"{header[0]:<{width}}  " + "  ".join(f"{h:>10}" for h in header[1:])]
    lines.append("-" * len(lines[0]))
    for index, row in enumerate(rows):
        if index == len(rows) - 1:
            lines.append("-" * len(lines[0]))
        lines.append(f"{row[0]:<{width}}  " + "  ".join(f"{v:>10}" for v in row[1:]))
    lines.append(
        f"Cards are card entries (each with its copy count); {totals['bases_distinct']} distinct"
        f" bases; {totals['special_cards']} special cards; {totals['clarifications']}"
        f" clarifications; {totals['errata']} errata."
    )
    return "\n".join(lines)
