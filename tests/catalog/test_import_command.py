"""`manage.py import_catalog`: idempotent with stable primary keys, all-or-nothing, clear
errors, quiet at verbosity 0. Failure cases run on temporary copies of the source data."""

from __future__ import annotations

import io
import json
import shutil
from pathlib import Path

import pytest
from django.conf import settings
from django.core.management import call_command
from django.core.management.base import CommandError

from catalog.importer import writer
from catalog.importer.run import FIXTURES_DIR
from catalog.models import Base, Card, CatalogImport, Clarification, Erratum, Faction

pytestmark = pytest.mark.django_db

POD_CATALOG = "official-wiki-pod/smashup-catalog.json"


def _snapshot() -> dict:
    """Every catalog row's primary key and a few values, to compare database states."""
    return {
        "cards": sorted(
            Card.objects.values_list(
                "pk", "faction__slug", "printing", "slug", "name_en", "copies", "counterpart_id"
            )
        ),
        "bases": sorted(Base.objects.values_list("pk", "printing", "slug", "breakpoint")),
        "factions": sorted(Faction.objects.values_list("pk", "slug", "name_fr")),
        "clarifications": Clarification.objects.count(),
        "errata": Erratum.objects.count(),
        "imports": CatalogImport.objects.count(),
    }


def _run(**options) -> str:
    out = io.StringIO()
    call_command("import_catalog", stdout=out, **options)
    return out.getvalue()


@pytest.fixture
def source_copy(tmp_path: Path) -> Path:
    target = tmp_path / "data"
    shutil.copytree(settings.CATALOG_SOURCE_DIR, target)
    for path in target.rglob("*"):
        path.chmod(0o755 if path.is_dir() else 0o644)
    return target


def _edit_pod_catalog(root: Path, change) -> None:
    path = root / POD_CATALOG
    data = json.loads(path.read_text("utf-8"))
    change(data)
    path.write_text(json.dumps(data, ensure_ascii=False), "utf-8")


def test_second_run_changes_nothing_keeps_primary_keys_and_says_unchanged():
    before = _snapshot()
    output = _run()
    assert "Catalog unchanged" in output
    assert _snapshot() == before


def test_progress_line_per_box_and_table():
    output = _run()
    progress = [line for line in output.splitlines() if line.startswith("[")]
    assert len(progress) == 30
    assert progress[0].startswith("[ 1/30] Core Set: 8 faction(s)")
    assert "Total (30 boxes, distinct)" in output
    assert "Validation report:" in output
    assert "Unresolved source conflicts" in output


def test_verbosity_zero_prints_nothing():
    assert _run(verbosity=0) == ""


def test_missing_source_dir_fails_clearly(tmp_path: Path):
    before = _snapshot()
    with pytest.raises(CommandError, match="CATALOG_SOURCE_DIR"):
        _run(source_dir=str(tmp_path / "nowhere"), verbosity=0)
    assert _snapshot() == before


def test_broken_field_names_file_record_and_field(source_copy: Path):
    def break_quantity(data: dict) -> None:
        data["factions"][0]["cards"][0]["quantity"] = "two"

    _edit_pod_catalog(source_copy, break_quantity)
    before = _snapshot()
    with pytest.raises(CommandError) as failure:
        _run(source_dir=str(source_copy), verbosity=0)
    message = str(failure.value)
    assert POD_CATALOG in message
    assert "record #0 (Action Heroes) card #0 (Commandbro)" in message
    assert "'quantity'" in message
    assert "database unchanged" in message
    assert _snapshot() == before


def test_invalid_json_names_the_file(source_copy: Path):
    (source_copy / "original-bases/bases.json").write_text("{ not json", "utf-8")
    with pytest.raises(CommandError, match=r"original-bases/bases\.json: invalid JSON at line 1"):
        _run(source_dir=str(source_copy), verbosity=0)


def test_missing_file_names_it(source_copy: Path):
    (source_copy / "french-names/rulebook-pairs.csv").unlink()
    with pytest.raises(CommandError, match=r"french-names/rulebook-pairs\.csv: file not found"):
        _run(source_dir=str(source_copy), verbosity=0)


def test_failure_while_writing_rolls_everything_back(source_copy: Path, monkeypatch):
    """A source change that would update rows, then a crash at the end of the write: the
    database is exactly as before (one transaction)."""

    def rename_first_card(data: dict) -> None:
        data["factions"][0]["cards"][0]["name"] = "Commandbro Renamed"

    _edit_pod_catalog(source_copy, rename_first_card)
    before = _snapshot()

    def crash(self) -> None:
        raise RuntimeError("disk full")

    monkeypatch.setattr(writer._Syncer, "delete_stale", crash)
    with pytest.raises(RuntimeError, match="disk full"):
        _run(source_dir=str(source_copy), verbosity=0)
    assert _snapshot() == before


def test_changed_source_updates_in_place_and_deletes_what_disappeared(source_copy: Path):
    gone = Card.objects.get(faction__slug="action-heroes", printing="pod", slug="commandbro")
    kept = Card.objects.get(faction__slug="aliens", printing="pod", slug="invader")
    kept_original = kept.counterpart_id

    def drop_first_card(data: dict) -> None:
        del data["factions"][0]["cards"][0]

    _edit_pod_catalog(source_copy, drop_first_card)
    output = _run(source_dir=str(source_copy))
    assert "Catalog imported" in output
    assert not Card.objects.filter(pk=gone.pk).exists()
    assert Card.objects.get(pk=kept.pk).counterpart_id == kept_original
    report = CatalogImport.objects.latest().report
    assert "action-heroes (pod): 19 cards" in report["factions_without_20_cards"]

    _run(verbosity=0)  # the real data again: the card comes back, the others keep their keys
    assert Card.objects.get(pk=kept.pk).slug == "invader"
    assert Card.objects.filter(faction__slug="action-heroes", slug="commandbro").count() == 2
    assert "Catalog unchanged" in _run()


def test_broken_fixture_names_the_fixture(tmp_path: Path):
    fixtures = tmp_path / "fixtures"
    shutil.copytree(FIXTURES_DIR, fixtures)
    data = json.loads((fixtures / "boxes.json").read_text("utf-8"))
    data["boxes"][1]["kind"] = "booster"
    (fixtures / "boxes.json").write_text(json.dumps(data), "utf-8")
    with pytest.raises(CommandError) as failure:
        _run(fixtures_dir=str(fixtures), verbosity=0)
    message = str(failure.value)
    assert "fixtures/boxes.json" in message
    assert "#1 (awesome-level-9000)" in message
    assert "'kind'" in message
