"""`manage.py import_rules`: idempotent upsert by slug, stable keys, atomic, quiet at -v0."""

import json
import shutil
from io import StringIO

import pytest
from django.core.management import CommandError, call_command

from rules.models import Section, Term
from rules.services import CONTENT_DIR, import_rules

pytestmark = pytest.mark.django_db


def run(*args: str) -> str:
    out = StringIO()
    call_command("import_rules", *args, stdout=out)
    return out.getvalue()


def test_second_run_changes_nothing_and_says_unchanged():
    sections = dict(Section.objects.values_list("slug", "pk"))
    terms = dict(Term.objects.values_list("slug", "pk"))
    output = run()
    assert "unchanged" in output
    assert dict(Section.objects.values_list("slug", "pk")) == sections
    assert dict(Term.objects.values_list("slug", "pk")) == terms
    report = import_rules()
    assert not report.changed
    assert len(report.unchanged) == len(sections) + len(terms)


def test_verbosity_zero_is_silent():
    assert run("--verbosity", "0") == ""


def test_counts_match_the_content_files():
    sections = json.loads((CONTENT_DIR / "sections.json").read_text(encoding="utf-8"))
    terms = json.loads((CONTENT_DIR / "terms.json").read_text(encoding="utf-8"))
    assert Section.objects.count() == len(sections)
    assert Term.objects.count() == len(terms)


@pytest.fixture
def content_copy(tmp_path):
    target = tmp_path / "content"
    shutil.copytree(CONTENT_DIR, target)
    return target


def _edit(folder, name, change) -> None:
    path = folder / name
    data = json.loads(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")


def test_an_edit_updates_in_place_and_a_removal_deletes(content_copy):
    special = Term.objects.get(slug="special")

    def change(terms):
        next(t for t in terms if t["slug"] == "special")["example_en"] = "Changed example."
        terms[:] = [t for t in terms if t["slug"] != "to"]

    _edit(content_copy, "terms.json", change)
    report = import_rules(content_copy)
    assert report.deleted == ["term:to"]
    # "special" changed; "destroy" and "discard" lost "to" from their related terms.
    assert sorted(report.updated) == ["term:destroy", "term:discard", "term:special"]
    special.refresh_from_db()
    assert special.example_en == "Changed example."
    assert special.pk == Term.objects.get(slug="special").pk
    assert not Term.objects.filter(slug="to").exists()


def test_bad_content_is_refused_and_nothing_is_written(content_copy):
    before = Section.objects.get(slug="goal").title_en

    def change(sections):
        sections[0]["title_en"] = "Something else"
        sections[1]["body_en"] = ["See [[section:no-such-section]]."]

    _edit(content_copy, "sections.json", change)
    with pytest.raises(CommandError, match="no-such-section"):
        run("--content-dir", str(content_copy))
    assert Section.objects.get(slug="goal").title_en == before


def test_search_columns_are_normalized():
    ties = Section.objects.get(slug="conquest-ties")
    assert "egalites" in ties.search_names
    assert "[[" not in ties.search_text and ties.search_text == ties.search_text.lower()
