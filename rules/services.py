"""Writes of the rules app: loading `rules/content/` into the database (upsert by slug)."""

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from django.db import transaction

from rules import linking, markup
from rules.models import Section, Term
from smashup_site.booklets import Booklet
from smashup_site.files import read_regular_file
from smashup_site.text import normalize

CONTENT_DIR = Path(__file__).resolve().parent / "content"

_COMMON_TEXT = ("example_en", "example_fr")
_SECTION_REQUIRED = ("slug", "title_en", "title_fr", "body_en", "body_fr", *_COMMON_TEXT)
_TERM_REQUIRED = ("slug", "name_en", "name_fr", "definition_en", "definition_fr", *_COMMON_TEXT)


class ContentError(ValueError):
    """The content files are inconsistent; the message lists every problem found."""


@dataclass
class ImportReport:
    created: list[str] = field(default_factory=list)
    updated: list[str] = field(default_factory=list)
    unchanged: list[str] = field(default_factory=list)
    deleted: list[str] = field(default_factory=list)

    @property
    def changed(self) -> bool:
        return bool(self.created or self.updated or self.deleted)


def _text(value: Any) -> str:
    """A content text: a string, or a list of paragraphs joined by blank lines."""
    if isinstance(value, list):
        return "\n\n".join(str(part).strip() for part in value)
    return str(value or "").strip()


def read_content(content_dir: Path = CONTENT_DIR) -> tuple[list[dict], list[dict]]:
    """Read and validate sections.json and terms.json; raise ContentError on any problem."""
    try:
        # Regular files only (read_regular_file): a FIFO given as --content-dir would hang.
        sections = json.loads(read_regular_file(content_dir / "sections.json").decode("utf-8"))
        terms = json.loads(read_regular_file(content_dir / "terms.json").decode("utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
        raise ContentError(f"cannot read the rules content: {error}") from error
    problems: list[str] = []
    booklets = set(Booklet.values)
    section_slugs = [entry.get("slug") for entry in sections]
    term_slugs = [entry.get("slug") for entry in terms]
    for kind, entries, required, slugs in (
        ("section", sections, _SECTION_REQUIRED, section_slugs),
        ("term", terms, _TERM_REQUIRED, term_slugs),
    ):
        duplicates = sorted({slug for slug in slugs if slugs.count(slug) > 1})
        if duplicates:
            problems.append(f"duplicate {kind} slugs: {', '.join(duplicates)}")
        for entry in entries:
            name = f"{kind} {entry.get('slug')!r}"
            for key in required:
                if not _text(entry.get(key)):
                    problems.append(f"{name}: {key} is empty")
            if entry.get("source") not in booklets:
                problems.append(f"{name}: unknown source booklet {entry.get('source')!r}")
            if not isinstance(entry.get("page"), int) or entry["page"] < 1:
                problems.append(f"{name}: page must be a positive number")
            if not entry.get("anchor_fr"):
                problems.append(f"{name}: anchor_fr is empty")
    known = {"section": set(section_slugs), "term": set(term_slugs)}
    for kind, entries in (("section", sections), ("term", terms)):
        for entry in entries:
            texts = [_text(value) for key, value in entry.items() if key.endswith(("_en", "_fr"))]
            for link_kind, slug in (link for text in texts for link in markup.links(text)):
                if slug not in known[link_kind]:
                    problems.append(
                        f"{kind} {entry['slug']!r}: link to unknown {link_kind} {slug!r}"
                    )
    for entry in sections:
        if entry.get("parent") and entry["parent"] not in known["section"]:
            problems.append(f"section {entry['slug']!r}: unknown parent {entry['parent']!r}")
    for entry in terms:
        for slug in entry.get("related_terms", []):
            if slug not in known["term"]:
                problems.append(f"term {entry['slug']!r}: unknown related term {slug!r}")
        for slug in entry.get("related_sections", []):
            if slug not in known["section"]:
                problems.append(f"term {entry['slug']!r}: unknown related section {slug!r}")
    if problems:
        raise ContentError("; ".join(problems))
    return sections, terms


def _titles(sections: list[dict], terms: list[dict]) -> dict[tuple[str, str], str]:
    titles = {("section", s["slug"]): f"{s['title_en']} {s['title_fr']}" for s in sections}
    titles.update({("term", t["slug"]): f"{t['name_en']} {t['name_fr']}" for t in terms})
    return titles


def _common(entry: dict) -> dict[str, Any]:
    return {
        "source_booklet": entry["source"],
        "page": entry["page"],
        "page_end": entry.get("page_end"),
        "anchor_fr": entry["anchor_fr"],
        "example_en": _text(entry["example_en"]),
        "example_fr": _text(entry["example_fr"]),
        "history_en": _text(entry.get("history_en")),
        "history_fr": _text(entry.get("history_fr")),
    }


def _search_text(values: list[str], titles: dict[tuple[str, str], str]) -> str:
    return normalize(" ".join(markup.plain(value, titles) for value in values if value))


def _upsert(model: type, slug: str, values: dict[str, Any], report: ImportReport) -> Any:
    instance = model.objects.filter(slug=slug).first()
    if instance is None:
        instance = model.objects.create(slug=slug, **values)
        report.created.append(f"{model.__name__.lower()}:{slug}")
        return instance
    changed = [key for key, value in values.items() if getattr(instance, key) != value]
    if changed:
        for key in changed:
            setattr(instance, key, values[key])
        instance.save(update_fields=changed)
        report.updated.append(f"{model.__name__.lower()}:{slug}")
    else:
        report.unchanged.append(f"{model.__name__.lower()}:{slug}")
    return instance


@transaction.atomic
def import_rules(content_dir: Path = CONTENT_DIR) -> ImportReport:
    """Load the content into the database: create, update or delete by slug (stable PKs)."""
    sections, terms = read_content(content_dir)
    titles = _titles(sections, terms)
    report = ImportReport()

    by_slug: dict[str, Section] = {}
    for position, entry in enumerate(sections, start=1):
        values = _common(entry)
        body_en, body_fr = _text(entry["body_en"]), _text(entry["body_fr"])
        values.update(
            order=position * 10,
            title_en=entry["title_en"],
            title_fr=entry["title_fr"],
            body_en=body_en,
            body_fr=body_fr,
            card_words=list(entry.get("card_words", [])),
            search_names=normalize(f"{entry['title_en']} {entry['title_fr']}"),
            search_text=_search_text(
                [body_en, body_fr, values["example_en"], values["example_fr"]], titles
            ),
        )
        by_slug[entry["slug"]] = _upsert(Section, entry["slug"], values, report)
    for entry in sections:
        section = by_slug[entry["slug"]]
        parent = by_slug.get(entry.get("parent") or "")
        if section.parent_id != (parent.pk if parent else None):
            section.parent = parent
            section.save(update_fields=["parent"])
            key = f"section:{section.slug}"
            if key in report.unchanged:
                report.unchanged.remove(key)
                report.updated.append(key)

    term_by_slug: dict[str, Term] = {}
    for entry in terms:
        values = _common(entry)
        definition_en = _text(entry["definition_en"])
        definition_fr = _text(entry["definition_fr"])
        aliases = list(entry.get("aliases", []))
        values.update(
            name_en=entry["name_en"],
            name_fr=entry["name_fr"],
            aliases=aliases,
            definition_en=definition_en,
            definition_fr=definition_fr,
            link_forms_en=list(entry.get("link_en", [])),
            link_forms_fr=list(entry.get("link_fr", [])),
            keyword_slugs=list(entry.get("keywords", [])),
            card_words=list(entry.get("card_words", [])),
            in_glossary=bool(entry.get("in_glossary", True)),
            search_names=normalize(" ".join([entry["name_en"], entry["name_fr"], *aliases])),
            search_text=_search_text(
                [definition_en, definition_fr, values["example_en"], values["example_fr"]],
                titles,
            ),
        )
        term_by_slug[entry["slug"]] = _upsert(Term, entry["slug"], values, report)

    # Related terms are symmetrical: the union of both sides, compared as sets of slugs.
    wanted_related: dict[str, set[str]] = {slug: set() for slug in term_by_slug}
    for entry in terms:
        for other in entry.get("related_terms", []):
            if other != entry["slug"]:
                wanted_related[entry["slug"]].add(other)
                wanted_related[other].add(entry["slug"])
    for entry in terms:
        term = term_by_slug[entry["slug"]]
        related = wanted_related[entry["slug"]]
        sections_wanted = set(entry.get("related_sections", []))
        current_related = set(term.related_terms.values_list("slug", flat=True))
        current_sections = set(term.related_sections.values_list("slug", flat=True))
        touched = False
        if current_related != related:
            term.related_terms.set([term_by_slug[slug] for slug in sorted(related)])
            touched = True
        if current_sections != sections_wanted:
            term.related_sections.set([by_slug[slug] for slug in sorted(sections_wanted)])
            touched = True
        key = f"term:{term.slug}"
        if touched and key in report.unchanged:
            report.unchanged.remove(key)
            report.updated.append(key)

    for model, keep in ((Term, set(term_by_slug)), (Section, set(by_slug))):
        stale = model.objects.exclude(slug__in=keep).order_by("slug")
        report.deleted.extend(
            f"{model.__name__.lower()}:{slug}" for slug in stale.values_list("slug", flat=True)
        )
        stale.delete()

    transaction.on_commit(linking.clear_cache)
    return report
