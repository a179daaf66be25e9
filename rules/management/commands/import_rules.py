"""`manage.py import_rules`: load rules/content/ into the database (idempotent, atomic)."""

from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from rules.services import CONTENT_DIR, ContentError, import_rules


class Command(BaseCommand):
    help = "Load the rules reference (sections and glossary terms) from rules/content/."

    def add_arguments(self, parser) -> None:
        parser.add_argument(
            "--content-dir",
            type=Path,
            default=CONTENT_DIR,
            help="Folder holding sections.json and terms.json (default: rules/content/).",
        )

    def handle(self, *args, **options) -> None:
        try:
            report = import_rules(options["content_dir"])
        except ContentError as error:
            raise CommandError(f"Rules content rejected: {error}") from error
        if options["verbosity"] == 0:
            return
        if not report.changed:
            self.stdout.write(f"Rules reference unchanged ({len(report.unchanged)} entries).")
            return
        self.stdout.write(
            self.style.SUCCESS(
                f"Rules reference imported: {len(report.created)} created, "
                f"{len(report.updated)} updated, {len(report.unchanged)} unchanged, "
                f"{len(report.deleted)} deleted."
            )
        )
        if options["verbosity"] > 1:
            for label, keys in (
                ("created", report.created),
                ("updated", report.updated),
                ("deleted", report.deleted),
            ):
                for key in keys:
                    self.stdout.write(f"  {label}: {key}")
