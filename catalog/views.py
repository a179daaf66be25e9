"""Catalog pages: home and search, boxes, factions, cards, bases (thin views over selectors)."""

from __future__ import annotations

from django.http import Http404, HttpRequest, HttpResponse, HttpResponseRedirect
from django.shortcuts import render
from django.urls import reverse
from django.utils.translation import get_language, gettext
from django.views.decorators.http import require_safe

from catalog import selectors
from catalog.models import Base, Card, Printing
from catalog.search import MAX_QUERY_LENGTH, TERMS, search_catalog
from catalog.search.paging import PageOutOfRange, parse_page_number, results_page
from catalog.selectors import PrintingPair
from smashup_site.extensions import shown_card_annotations
from smashup_site.query_params import repeated_parameter

SEARCH_PAGE_SIZE = 60  # results per page: the matching cards, then the matching bases


def _bad_request(request: HttpRequest, message: str) -> HttpResponse:
    return render(request, "catalog/bad_request.html", {"message": message}, status=400)


def _printing_param(request: HttpRequest) -> str | None:
    """The `?printing=` asked for: "original", "pod" or None; ValueError names a bad value."""
    value = request.GET.get("printing", "").strip()
    if not value:
        return None
    if value not in Printing.values:
        raise ValueError(
            gettext('Unknown printing "%(value)s": use "original" or "pod".') % {"value": value}
        )
    return value


@require_safe
def home(request: HttpRequest) -> HttpResponse:
    return render(request, "catalog/home.html", {"boxes": selectors.boxes_with_factions()})


@require_safe
def box_list(request: HttpRequest) -> HttpResponse:
    return render(
        request, "catalog/box_list.html", {"boxes": selectors.boxes_with_factions_and_bases()}
    )


@require_safe
def box_detail(request: HttpRequest, slug: str) -> HttpResponse:
    page = selectors.box_page(slug)
    if page is None:
        raise Http404(f"No box {slug!r}.")
    return render(request, "catalog/box_detail.html", {"page": page, "box": page.box})


@require_safe
def faction_detail(request: HttpRequest, slug: str) -> HttpResponse:
    page = selectors.faction_page(slug)
    if page is None:
        raise Http404(f"No faction {slug!r}.")
    return render(request, "catalog/faction_detail.html", {"page": page, "faction": page.faction})


def _pick(records: list, printing: str | None):
    """The record in `printing`, or by default the original printing (else the only one)."""
    if printing is None:
        return records[0]  # ordered original first
    return next((record for record in records if record.printing == printing), None)


def _counterpart_redirect(
    request: HttpRequest, records: list, printing: str, url_name: str, **kwargs
) -> HttpResponse:
    """Redirect to the record's counterpart in `printing` when it carries another slug; else a
    404 page saying which printing the card or base exists in, with links to it."""
    for record in records:
        other = record.counterpart
        if other is not None and other.printing == printing:
            url = reverse(url_name, kwargs={**kwargs, "slug": other.slug})
            return HttpResponseRedirect(f"{url}?printing={printing}")
    return render(
        request,
        "catalog/not_in_printing.html",
        {"records": records, "printing": printing, "is_card": url_name == "catalog:card"},
        status=404,
    )


def _unknown_fields(pair: PrintingPair, fields: tuple[str, ...]) -> list[str]:
    """The compared fields that one printing leaves unknown: "the same in both printings" can
    then not be said. A base with no ability, an action's missing power and a field neither
    printing has (monsters of an ordinary base) are known, not unknown."""
    if not pair.both:
        return []
    unknown = []
    for name in fields:
        values = [getattr(record, name) for record in (pair.original, pair.pod)]
        if name == "monsters" and values == [None, None]:
            continue
        for record, value in zip((pair.original, pair.pod), values, strict=True):
            if name == "text" and not value and getattr(record, "has_ability", None) is False:
                continue
            if (
                name == "power"
                and value is None
                and (record.power_text or record.card_type == Card.Type.ACTION)
            ):
                continue
            if value is None or value == "":
                unknown.append(name)
                break
    return unknown


@require_safe
def card_detail(request: HttpRequest, faction: str, slug: str) -> HttpResponse:
    try:
        printing = _printing_param(request)
    except ValueError as error:
        return _bad_request(request, str(error))
    cards = selectors.card_printings(faction, slug)
    if not cards:
        raise Http404(f"No card {slug!r} in faction {faction!r}.")
    card: Card | None = _pick(cards, printing)
    if card is None:
        return _counterpart_redirect(request, cards, printing, "catalog:card", faction=faction)
    other = card.counterpart
    if other is not None and other.faction_id == card.faction_id:
        other.faction = card.faction
    pair = PrintingPair.of(card, other)
    return render(
        request,
        "catalog/card_detail.html",
        {
            "card": card,
            "other": other,
            "pair": pair,
            "unknown_fields": _unknown_fields(pair, ("name_en", "copies", "power", "text")),
            "faction": card.faction,
            "faction_boxes": list(card.faction.faction_boxes.all()),
            # What other apps say of the card (the simulator's status), in the page's language.
            "annotations": shown_card_annotations(
                card.faction.slug, card.slug, card.printing, _page_language()
            ),
        },
    )


@require_safe
def base_detail(request: HttpRequest, slug: str) -> HttpResponse:
    try:
        printing = _printing_param(request)
    except ValueError as error:
        return _bad_request(request, str(error))
    bases = selectors.base_printings(slug)
    if not bases:
        raise Http404(f"No base {slug!r}.")
    base: Base | None = _pick(bases, printing)
    if base is None:
        return _counterpart_redirect(request, bases, printing, "catalog:base")
    other = base.counterpart
    pair = PrintingPair.of(base, other)
    fields = ("name_en", "breakpoint", "vp_first", "vp_second", "vp_third", "monsters", "text")
    return render(
        request,
        "catalog/base_detail.html",
        {
            "base": base,
            "other": other,
            "pair": pair,
            "unknown_fields": _unknown_fields(pair, fields),
        },
    )


@require_safe
def search(request: HttpRequest) -> HttpResponse:
    repeated = repeated_parameter(request.GET, ("q", "page"))
    if repeated is not None:
        return _bad_request(
            request,
            gettext('The parameter "%(name)s" is given more than once: give it once.')
            % {"name": repeated[0]},
        )
    query = request.GET.get("q", "").strip()
    if len(query) > MAX_QUERY_LENGTH:
        return _bad_request(
            request,
            gettext("The search is too long (%(length)d characters, at most %(max)d).")
            % {"length": len(query), "max": MAX_QUERY_LENGTH},
        )
    number = parse_page_number(request.GET.get("page"))
    if number is None:
        return _bad_request(
            request, gettext("The page number must be a whole number of 1 or more.")
        )
    context: dict = {"query": query}
    if query:
        result = search_catalog(query, lang=_page_language(), lang_term=False)
        try:
            page = results_page(
                selectors.cards_for_listing(result.cards),
                selectors.bases_for_listing(result.bases),
                number,
                SEARCH_PAGE_SIZE,
            )
        except PageOutOfRange as error:
            raise Http404(str(error)) from error
        context.update({"warnings": result.warnings, "page": page})
    return render(request, "catalog/search.html", context)


def _page_language() -> str:
    return "fr" if (get_language() or "").startswith("fr") else "en"


@require_safe
def syntax(request: HttpRequest) -> HttpResponse:
    lang = _page_language()
    terms = [
        {
            "key": term.key,
            "syntax": term.syntax,
            "aliases": term.aliases,
            "operators": term.operators,
            "summary": term.summary(lang),
            "values": term.values(lang),
            "examples": [
                {"query": example.query, "meaning": example.fr if lang == "fr" else example.en}
                for example in term.examples
            ],
        }
        for term in TERMS
    ]
    return render(request, "catalog/syntax.html", {"terms": terms})
