"""One import: build the plan from the files, write it in one transaction, record the run."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from django.conf import settings
from django.db import transaction

from catalog.importer.errors import CatalogSourceError
from catalog.importer.files import FileSet, digest
from catalog.importer.plan import Plan
from catalog.importer.resolver import Progress, build
from catalog.importer.writer import Changes, write
from catalog.models import CatalogImport

# The curated facts ship inside the catalog package (an installed wheel imports the catalog);
# records keep naming them "fixtures/<file>" in `source_file`.
FIXTURES_DIR = Path(__file__).resolve().parents[1] / "fixtures"


@dataclass
class ImportResult:
    plan: Plan
    changes: Changes
    digest: str
    recorded: bool  # a CatalogImport row was stored

    @property
    def unchanged(self) -> bool:
        return self.changes.total == 0 and not self.recorded


def run_import(
    source_dir: Path,
    fixtures_dir: Path = FIXTURES_DIR,
    progress: Progress | None = None,
    rulebook_dir: Path | None = None,
) -> ImportResult:
    """Import the whole catalog; raises CatalogSourceError (database untouched) on bad input.

    The French texts are quoted from the rulebooks in `rulebook_dir` (default: RULEBOOK_DIR).
    """
    source_dir = Path(source_dir)
    rulebook_dir = Path(rulebook_dir or settings.RULEBOOK_DIR)
    if not source_dir.is_dir():
        raise CatalogSourceError(
            str(source_dir), "CATALOG_SOURCE_DIR is not a directory (set CATALOG_SOURCE_DIR)"
        )
    sources = FileSet(source_dir)
    fixture_files = FileSet(Path(fixtures_dir), "fixtures/")
    rulebook_files = FileSet(rulebook_dir)
    plan = build(sources, fixture_files, progress, rulebook_files)
    source_digest = digest(sources, fixture_files, rulebook_files)
    report = plan.report.as_json()
    with transaction.atomic():
        changes = write(plan)
        latest = CatalogImport.objects.order_by("-finished_at", "-pk").first()
        recorded = (
            changes.total > 0
            or latest is None
            or latest.source_digest != source_digest
            or latest.report != report
            or {k: v for k, v in latest.counts.items() if k != "changes"} != plan.counts
        )
        if recorded:
            CatalogImport.objects.create(
                source_digest=source_digest,
                counts={**plan.counts, "changes": changes.per_model},
                report=report,
            )
    return ImportResult(plan=plan, changes=changes, digest=source_digest, recorded=recorded)
