"""`manage.py prune_scenarios`: apply the saved scenarios' retention rule (simulator.scenarios)."""

from typing import Any

from django.conf import settings
from django.core.management.base import BaseCommand, CommandParser

from simulator.scenarios import prune_scenarios


class Command(BaseCommand):
    help = (
        "Remove saved scenarios neither opened nor saved again for DAYS days "
        "(default SCENARIO_RETENTION_DAYS). Scenarios opened within that period are kept."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--days", type=int, default=None, help="Retention period in days.")
        parser.add_argument(
            "--dry-run", action="store_true", help="Count what would be removed, remove nothing."
        )

    def handle(self, *args: Any, **options: Any) -> None:
        days = options["days"] if options["days"] is not None else settings.SCENARIO_RETENTION_DAYS
        if days < 1:
            self.stderr.write("--days must be at least 1.")
            raise SystemExit(2)
        count = prune_scenarios(days, dry_run=options["dry_run"])
        verb = "would remove" if options["dry_run"] else "removed"
        self.stdout.write(
            f"prune_scenarios: {verb} {count} scenario(s) not opened for {days} days."
        )
