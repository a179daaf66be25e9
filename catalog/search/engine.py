"""Run a query: parse, compile for cards and bases, and return ordered querysets + warnings."""

from __future__ import annotations

from dataclasses import dataclass, field

from django.db.models import F, Q, QuerySet, Value
from django.db.models.functions import Coalesce, NullIf

from catalog.models import Base, Card
from catalog.search.compiler import Compiler, Cond
from catalog.search.messages import SearchWarning
from catalog.search.parser import parse

LANGS = ("en", "fr")


@dataclass
class CompiledQuery:
    """A query compiled for both models: `True` is every row, `False` none."""

    query: str
    cards: Cond
    bases: Cond
    lang: str
    warnings: list[SearchWarning] = field(default_factory=list)

    def messages(self) -> list[str]:
        return [warning.render(self.lang) for warning in self.warnings]

    def filter_cards(self, cards: QuerySet[Card]) -> QuerySet[Card]:
        return _apply(cards, self.cards)

    def filter_bases(self, bases: QuerySet[Base]) -> QuerySet[Base]:
        return _apply(bases, self.bases)


@dataclass
class SearchResult:
    query: str
    cards: QuerySet[Card]
    bases: QuerySet[Base]
    warnings: list[str]
    lang: str  # the answer's language: the `lang` asked for, or the query's lang:


def compile_query(q: str, *, lang: str = "en", lang_term: bool = True) -> CompiledQuery:
    """Parse and compile `q`; `lang` (en/fr) is the answer's language unless `lang:` says so.

    With `lang_term=False` (the site's pages, whose language is the page's) a `lang:` term is
    ignored with a warning and `lang` decides names, order and the warnings' language.
    """
    parsed = parse(q)
    compiler = Compiler()
    cards = compiler.compile(parsed.node, Card)
    bases = compiler.compile(parsed.node, Base)
    warnings = parsed.warnings + compiler.warnings
    if parsed.node is None and warnings:
        warnings.append(SearchWarning("nothing_to_search"))
    page_lang = lang if lang in LANGS else "en"
    if lang_term:
        answer_lang = parsed.lang or page_lang
    else:
        answer_lang = page_lang
        if parsed.lang is not None:
            warnings.append(SearchWarning("lang_ignored", {"term": f"lang:{parsed.lang}"}))
    return CompiledQuery(q, cards, bases, answer_lang, warnings)


def search_catalog(q: str, *, lang: str = "en", lang_term: bool = True) -> SearchResult:
    """Cards and bases matching `q`, sorted by name in the answer's language.

    An empty query (or one whose every term was ignored) finds nothing; why is in `warnings`.
    `lang_term` as in `compile_query`.
    """
    compiled = compile_query(q, lang=lang, lang_term=lang_term)
    cards = order_cards(compiled.filter_cards(Card.objects.all()), compiled.lang)
    bases = order_bases(compiled.filter_bases(Base.objects.all()), compiled.lang)
    return SearchResult(q, cards, bases, compiled.messages(), compiled.lang)


def display_name(lang: str) -> Coalesce | F:
    """The name shown in `lang`: French when known, else English."""
    if lang == "fr":
        return Coalesce(NullIf("name_fr", Value("")), "name_en")
    return F("name_en")


def order_cards(cards: QuerySet[Card], lang: str = "en") -> QuerySet[Card]:
    """By name in `lang`, then faction, printing and id (a unique key: deterministic)."""
    return cards.order_by(display_name(lang).asc(), "faction__slug", "printing", "id")


def order_bases(bases: QuerySet[Base], lang: str = "en") -> QuerySet[Base]:
    return bases.order_by(display_name(lang).asc(), "printing", "id")


def _apply(queryset: QuerySet, cond: Cond) -> QuerySet:
    if cond is True:
        return queryset
    if cond is False:
        return queryset.none()
    assert isinstance(cond, Q)
    return queryset.filter(cond)
