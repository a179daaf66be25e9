"""French texts printed by the French rulebooks (french-names/rulebook-pairs.csv gives where):
quoted at import into the original printing's `text_fr`, with the rulebook file, page and the
csv row; French clarifications stored as Clarification records in French. The texts are read
from RULEBOOK_DIR at import time; these tests assert short fragments only."""

from __future__ import annotations

import csv
import io
import shutil
from pathlib import Path

import pytest
from django.conf import settings
from django.core.management import call_command

from catalog.importer.errors import CatalogSourceError
from catalog.importer.files import FileSet
from catalog.importer.names import match_key
from catalog.importer.readers.rulebooks import Rulebooks, page_starts
from catalog.importer.run import run_import
from catalog.models import Base, Card, CatalogImport, Clarification

pytestmark = pytest.mark.django_db

PAIRS = Path(settings.CATALOG_SOURCE_DIR) / "french-names" / "rulebook-pairs.csv"
GEEK = "regles-enorme-boite-pour-geek-p1-8.txt"
CONFLIT = "regles-conflit-de-generations.txt"
ORIGINAL_BASES_WITH_FR_TEXT = [
    "boogie-wonderland",
    "tournament-site",
    "truck-stop",
    "hideout",
    "drakkar",
    "pyramids",
    "so-so-corral",
]


def _rows() -> list[dict[str, str]]:
    with PAIRS.open(encoding="utf-8") as handle:
        return list(csv.DictReader(handle))


def _quoted(row: dict[str, str], column: str) -> str:
    start, end = map(int, row[column].split(":"))
    text = (Path(settings.RULEBOOK_DIR) / row["seed_file"]).read_text(encoding="utf-8")
    return text[start:end].strip()


@pytest.mark.parametrize("slug", ORIGINAL_BASES_WITH_FR_TEXT)
def test_original_bases_get_the_french_text_the_rulebook_prints(slug):
    base = Base.objects.get(printing="original", slug=slug)
    row = next(
        r
        for r in _rows()
        if r["type"] == "base" and r["fr_card_text_span"] and base.name_en == r["en_name"]
    )
    assert base.text_fr == _quoted(row, "fr_card_text_span")
    assert base.text_fr_source_file == GEEK
    assert base.text_fr_source_page in {"3", "4", "8"}
    assert f"rulebook-pairs.csv row {_rows().index(row) + 2}" in base.text_fr_evidence
    assert base.has_ability is True  # the rulebook prints an ability
    assert base.text == ""  # the English text stays unknown


def test_hideout_french_text_fragment_and_its_pod_twin_unchanged():
    hideout = Base.objects.get(printing="original", slug="hideout")
    assert hideout.text_fr.startswith("Les Créatures sur cette Base")
    assert hideout.text_fr_source_page == "4"
    back_alley = Base.objects.get(printing="pod", slug="back-alley")
    assert back_alley.text_fr == "" and back_alley.text  # POD keeps its English text only


def test_tail_smash_original_gets_its_french_text_pod_does_not():
    original = Card.objects.get(faction__slug="kaiju", printing="original", slug="tail-smash")
    assert original.text_fr.startswith("Attachez : Base.")
    assert (original.text_fr_source_file, original.text_fr_source_page) == (GEEK, "3")
    assert original.text.startswith("Play on a base")  # English kept
    pod = Card.objects.get(faction__slug="kaiju", printing="pod", slug="tail-smash")
    assert pod.text_fr == ""


def test_every_sure_card_text_pair_is_quoted_once():
    expected = {
        (r["faction_en"], match_key(r["en_name"])): _quoted(r, "fr_card_text_span")
        for r in _rows()
        if r["fr_card_text_span"]
        and r["confidence"].startswith("sure")
        and r["type"].split(" ")[0] in ("minion", "action")
    }
    stored = {
        (c.faction.name_en, match_key(c.name_en)): c.text_fr
        for c in Card.objects.exclude(text_fr="").select_related("faction")
    }
    assert len(expected) == 15
    assert stored == expected
    assert not Card.objects.filter(printing="pod").exclude(text_fr="").exists()


def test_a_probable_pair_gives_no_french_text():
    card = Card.objects.get(
        faction__slug="disco-dancers", printing="original", slug="im-so-excited"
    )
    assert card.text_fr == ""
    report = CatalogImport.objects.latest().report["french_texts"]
    assert any("Ça Plane pour moi" in line and "probable" in line for line in report)


def test_french_clarifications_are_stored_in_french_on_their_cards():
    french = Clarification.objects.filter(language="fr").select_related("card")
    rows = [r for r in _rows() if r["fr_clarification_span"]]
    assert french.count() == len(rows) == 11
    by_card = {c.card.name_en: c for c in french}
    for row in rows:
        clarification = by_card[row["en_name"]]
        assert clarification.card.printing == "original"
        assert clarification.text == _quoted(row, "fr_clarification_span")
        assert clarification.source_file == CONFLIT
        assert clarification.source_page == "12–13"  # the "Clarifications" chapter
        assert "Conflit de Générations" in clarification.source_name
        assert clarification.base_id is None and clarification.faction_id is None
    assert by_card["Attic Treasures"].subject == "Trésors du Grenier"
    assert by_card["Cuddle"].subject == "Câlîn Surprise"  # as the booklet prints it
    assert by_card["Idaho Smith"].text.startswith("La nouvelle Base est")


def test_geek_booklet_pages_and_conflit_chapters():
    files = FileSet(Path(settings.RULEBOOK_DIR))
    geek = dict((label, start) for start, label in page_starts(files.text(GEEK)))
    assert list(geek) == ["1–2", "3", "4", "5", "6", "7", "8"]
    chapters = [label for _, label in page_starts(files.text(CONFLIT))]
    assert "12–13" in chapters and chapters == sorted(chapters, key=lambda p: int(p[:2].strip("–")))
    assert page_starts("no contents, no markers") == []


@pytest.mark.parametrize(
    ("span", "problem"),
    [("12", "not start:end"), ("10:5", "outside"), ("0:99999999", "outside"), ("0:1", "blank")],
)
def test_a_bad_span_names_the_file_row_and_column(span, problem, tmp_path):
    (tmp_path / GEEK).write_text(" x" * 10, encoding="utf-8")
    rulebooks = Rulebooks(FileSet(tmp_path))
    with pytest.raises(CatalogSourceError, match=problem) as error:
        rulebooks.passage(GEEK, span, "row 7 (Test)", "fr_card_text_span", "pairs.csv")
    assert "pairs.csv" in str(error.value) and "fr_card_text_span" in str(error.value)
    with pytest.raises(CatalogSourceError, match="unknown rulebook"):
        rulebooks.passage("other.txt", "0:1", "row 7", "fr_card_text_span", "pairs.csv")


def test_second_import_is_unchanged_and_texts_follow_the_rulebook_dir(tmp_path):
    out = io.StringIO()
    call_command("import_catalog", stdout=out)
    assert "Catalog unchanged" in out.getvalue()

    rulebooks = tmp_path / "seeds"
    shutil.copytree(settings.RULEBOOK_DIR, rulebooks)
    geek = rulebooks / GEEK
    text = geek.read_text(encoding="utf-8")
    row = next(r for r in _rows() if r["en_name"] == "Hideout")
    start, end = map(int, row["fr_card_text_span"].split(":"))
    geek.write_text(text[:start] + "Z" * (end - start) + text[end:], encoding="utf-8")
    result = run_import(Path(settings.CATALOG_SOURCE_DIR), rulebook_dir=rulebooks)
    assert result.changes.per_model["bases"][1] == 1  # Hideout only
    assert Base.objects.get(printing="original", slug="hideout").text_fr == "Z" * (end - start)


def test_a_missing_rulebook_fails_the_import_and_changes_nothing(tmp_path):
    before = Clarification.objects.filter(language="fr").count()
    with pytest.raises(CatalogSourceError, match="file not found"):
        run_import(Path(settings.CATALOG_SOURCE_DIR), rulebook_dir=tmp_path)
    assert Clarification.objects.filter(language="fr").count() == before
