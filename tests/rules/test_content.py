"""The rules content: required slugs, both languages, sources checked against the rulebooks."""

import json
import re

import pytest

from rules import booklets, markup
from rules.models import Section, Term
from rules.services import CONTENT_DIR
from smashup_site.booklets import Booklet
from smashup_site.text import normalize

pytestmark = pytest.mark.django_db

REQUIRED_SECTIONS = [
    "conquest-eligibility",
    "conquest-order",
    "conquest-me-first",
    "conquest-awarding-vp",
    "conquest-ties",
    "conquest-after-scoring",
    "conquest-replacement",
    "end-of-game",
    "power-counters",
    "madness",
    "monsters-and-treasures",
    "titans",
    "actions-with-power",
    "burying",
    "base-abilities",
    "goal",
    "setup",
    "turn",
    "conquest",
    "conquest-steps",
    "duels",
    "conflict-rules",
    "timing",
]
GLOSSARY_BOOKLETS = [Booklet.CORE, Booklet.MONSTER_SMASH, Booklet.WHAT_WERE_WE_THINKING]


@pytest.mark.parametrize("slug", REQUIRED_SECTIONS)
def test_required_section_exists(slug):
    assert Section.objects.filter(slug=slug).exists()


@pytest.mark.parametrize("booklet", GLOSSARY_BOOKLETS)
def test_every_glossary_term_of_the_booklets_has_an_entry(booklet):
    terms = booklets.glossary_terms(booklet)
    assert len(terms) >= 10, f"the glossary parser found only {terms} in {booklet}"
    known: dict[str, Term] = {}
    for term in Term.objects.all():
        for name in [term.name_fr, term.name_en, *term.aliases]:
            known[normalize(name)] = term
    missing = [name for name in terms if normalize(name) not in known]
    assert not missing, f"glossary terms of {booklet} without an entry: {missing}"
    for name in terms:
        term = known[normalize(name)]
        assert term.definition_en and term.definition_fr, term.slug
        assert term.example_en and term.example_fr, term.slug
        assert term.page >= 1 and term.source_booklet in Booklet.values, term.slug


def test_the_latest_glossary_is_covered_with_its_own_page_range():
    """Terms citing What Were We Thinking? name one of its glossary terms, within its pages."""
    booklet = Booklet.WHAT_WERE_WE_THINKING
    names = {normalize(name) for name in booklets.glossary_terms(booklet)}
    chapter = booklets.chapter_pages(booklet, "Termes et restrictions")
    cited = Term.objects.filter(source_booklet=booklet)
    assert cited.count() >= 22
    for term in cited:
        assert normalize(term.anchor_fr) in names, term.slug
        pages = set(range(term.page, (term.page_end or term.page) + 1))
        assert pages <= chapter, (term.slug, pages, chapter)


@pytest.mark.parametrize("model", [Section, Term])
def test_every_entry_cites_a_page_where_its_anchor_is_printed(model):
    for entry in model.objects.all():
        pages = set(range(entry.page, (entry.page_end or entry.page) + 1))
        printed = booklets.pages_of(entry.source_booklet, entry.anchor_fr)
        assert pages & printed, (entry.slug, entry.anchor_fr, pages, printed)


def test_geek_booklet_pages_are_split_on_its_markers():
    pages = booklets.geek_pages()
    assert sorted(pages) == [2, 3, 4, 5, 6, 7, 8]
    assert booklets.pages_of(Booklet.GEEK, "Choc des Titans") == {8}
    assert 6 in booklets.pages_of(Booklet.GEEK, "Égalité, Fraternité")


@pytest.mark.parametrize("model", [Section, Term])
def test_entries_have_both_languages_and_an_example(model):
    text_fields = ["example"] + (["title", "body"] if model is Section else ["name", "definition"])
    for entry in model.objects.all():
        for field in text_fields:
            assert getattr(entry, f"{field}_en").strip(), (entry.slug, field)
            assert getattr(entry, f"{field}_fr").strip(), (entry.slug, field)
        assert (entry.history_en == "") == (entry.history_fr == ""), entry.slug


def test_slugs_are_english_and_stable_in_shape():
    for slug in [
        *Section.objects.values_list("slug", flat=True),
        *Term.objects.values_list("slug", flat=True),
    ]:
        assert re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", slug), slug


def test_cross_links_point_to_existing_entries():
    known = {
        "section": set(Section.objects.values_list("slug", flat=True)),
        "term": set(Term.objects.values_list("slug", flat=True)),
    }
    seen = 0
    for model in (Section, Term):
        for entry in model.objects.all():
            for field in entry._meta.get_fields():
                if field.name.endswith(("_en", "_fr")) and isinstance(
                    getattr(entry, field.name, None), str
                ):
                    for kind, slug in markup.links(getattr(entry, field.name)):
                        assert slug in known[kind], (entry.slug, kind, slug)
                        seen += 1
    assert seen > 50


def _words(text: str) -> list[str]:
    return re.sub(r"[^a-z0-9]+", " ", normalize(text)).split()


def test_no_rulebook_sentence_is_copied():
    """No run of 12 words of our content appears in any rulebook (our own words)."""
    seeds = (
        " "
        + " ".join(" ".join(_words(booklets.read_booklet(booklet))) for booklet in Booklet.values)
        + " "
    )
    copied: list[str] = []
    for name in ("sections.json", "terms.json"):
        data = json.loads((CONTENT_DIR / name).read_text(encoding="utf-8"))
        texts: list[str] = []

        def collect(value, texts=texts) -> None:
            if isinstance(value, str):
                texts.append(value)
            elif isinstance(value, list):
                for item in value:
                    collect(item)
            elif isinstance(value, dict):
                for item in value.values():
                    collect(item)

        collect(data)
        for text in texts:
            words = _words(markup.plain(text))
            for start in range(len(words) - 11):
                window = " " + " ".join(words[start : start + 12]) + " "
                if window in seeds:
                    copied.append(window.strip())
    assert not copied, copied[:5]
