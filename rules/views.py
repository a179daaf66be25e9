"""Pages of the rules reference: index (section tree + glossary A–Z), section, term, search."""

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils.translation import get_language
from django.utils.translation import gettext as _

from rules import markup, selectors
from rules.models import Section, Term
from smashup_site.booklets import BOOKLET_TITLES_FR


def _language() -> str:
    return get_language() or "en"


def _texts(entry: Section | Term, fields: list[str], language: str) -> dict[str, str]:
    resolve = selectors.resolver(language)
    return {name: markup.render(getattr(entry, name), resolve) for name in fields}


def _citation(entry: Section | Term) -> dict[str, str]:
    return {
        "booklet": entry.get_source_booklet_display(),
        "booklet_fr": BOOKLET_TITLES_FR[entry.source_booklet],
        "pages": entry.pages,
        "several": bool(entry.page_end and entry.page_end != entry.page),
    }


def index(request: HttpRequest) -> HttpResponse:
    language = _language()
    return render(
        request,
        "rules/index.html",
        {
            "tree": selectors.section_tree(),
            "glossary": selectors.glossary_by_letter(language),
        },
    )


def section_detail(request: HttpRequest, slug: str) -> HttpResponse:
    section = selectors.get_section(slug)
    if section is None:
        raise Http404(_("No rules section is called “%(slug)s”.") % {"slug": slug})
    language = _language()
    previous, following = selectors.neighbours(section)
    context = {
        "section": section,
        "html": _texts(section, ["body", "example", "history"], language),
        "citation": _citation(section),
        "previous": previous,
        "following": following,
        "cards": selectors.cards_for_section(section),
        "cards_query": selectors.cards_query_for_section(section),
    }
    if section.slug == "setup-base-deck":
        context["boxes"] = selectors.boxes_with_base_counts()
    return render(request, "rules/section.html", context)


def term_detail(request: HttpRequest, slug: str) -> HttpResponse:
    term = selectors.get_term(slug)
    if term is None:
        raise Http404(_("No glossary term is called “%(slug)s”.") % {"slug": slug})
    language = _language()
    return render(
        request,
        "rules/term.html",
        {
            "term": term,
            "html": _texts(term, ["definition", "example", "history"], language),
            "citation": _citation(term),
            "cards": selectors.cards_for_term(term),
            "cards_query": selectors.cards_query_for_term(term),
        },
    )


def search(request: HttpRequest) -> HttpResponse:
    query = request.GET.get("q", "").strip()
    context: dict[str, object] = {"query": query, "results": []}
    status = 200
    if len(query) > selectors.MAX_QUERY_LENGTH:
        context["error"] = _("The search is too long: %(max)d characters at most.") % {
            "max": selectors.MAX_QUERY_LENGTH
        }
        status = 400
    elif query:
        resolve = selectors.resolver(_language())
        context["results"] = [
            {
                "kind": kind,
                "entry": entry,
                "title": entry.name if kind == "term" else entry.title,
                "url_name": f"rules:{kind}",
                "excerpt": markup.render_inline(
                    entry.definition if kind == "term" else entry.body, resolve
                ),
            }
            for kind, entry in selectors.search_rules(query)
        ]
    return render(request, "rules/search.html", context, status=status)
