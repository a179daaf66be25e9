"""Reads of the rules app: the section tree, the glossary, search, and cards that use a term."""

import re
from dataclasses import dataclass, field
from typing import Any

from django.db.models import Count, Prefetch, Q, QuerySet
from django.urls import reverse

from catalog.models import Box, Card
from rules.models import Section, Term
from smashup_site.text import normalize

MAX_QUERY_LENGTH = 100
CARDS_PER_ENTRY = 6


@dataclass
class SectionNode:
    section: Section
    children: list["SectionNode"] = field(default_factory=list)


def section_tree() -> list[SectionNode]:
    """Every section, nested under its parent, in reading order."""
    nodes = {section.pk: SectionNode(section) for section in Section.objects.order_by("order")}
    roots: list[SectionNode] = []
    for node in nodes.values():
        parent = nodes.get(node.section.parent_id) if node.section.parent_id else None
        (parent.children if parent else roots).append(node)
    return roots


def sections_in_order() -> QuerySet[Section]:
    return Section.objects.order_by("order", "slug")


def terms_in_order() -> QuerySet[Term]:
    return Term.objects.order_by("name_en", "slug")


def get_section(slug: str) -> Section | None:
    return (
        Section.objects.select_related("parent")
        .prefetch_related(
            Prefetch("children", queryset=Section.objects.order_by("order")),
            Prefetch("terms", queryset=Term.objects.order_by("name_en", "slug")),
        )
        .filter(slug=slug)
        .first()
    )


def sections_with_terms() -> QuerySet[Section]:
    """Sections with their parent and terms (in glossary order) read along: what the API shows."""
    return Section.objects.select_related("parent").prefetch_related(
        Prefetch("terms", queryset=Term.objects.order_by("name_en", "slug"))
    )


def terms_with_relations() -> QuerySet[Term]:
    """Terms with their related terms and sections read along, each in its own order."""
    return Term.objects.prefetch_related(
        Prefetch("related_terms", queryset=Term.objects.order_by("name_en", "slug")),
        Prefetch("related_sections", queryset=Section.objects.order_by("order")),
    )


def get_term(slug: str) -> Term | None:
    return terms_with_relations().filter(slug=slug).first()


def neighbours(section: Section) -> tuple[Section | None, Section | None]:
    """The previous and next sections in reading order."""
    previous = Section.objects.filter(order__lt=section.order).order_by("-order").first()
    following = Section.objects.filter(order__gt=section.order).order_by("order").first()
    return previous, following


def glossary_by_letter(language: str) -> list[tuple[str, list[Term]]]:
    """The glossary A–Z in the page's language (accents ignored for sorting and grouping)."""
    terms = list(Term.objects.order_by("slug"))
    french = language.startswith("fr")

    def shown(term: Term) -> str:
        return term.name_fr if french and term.name_fr else term.name_en

    def key(term: Term) -> str:
        return normalize(shown(term)).lstrip("+0123456789 ")

    groups: dict[str, list[Term]] = {}
    for term in sorted(terms, key=lambda term: (key(term), term.slug)):
        letter = (key(term)[:1] or "#").upper()
        groups.setdefault(letter, []).append(term)
    return sorted(groups.items())


def link_titles(language: str) -> dict[tuple[str, str], str]:
    """(kind, slug) -> title in the language, for rendering cross-links."""
    french = language.startswith("fr")
    titles: dict[tuple[str, str], str] = {}
    for slug, title_en, title_fr in Section.objects.values_list("slug", "title_en", "title_fr"):
        titles[("section", slug)] = title_fr if french and title_fr else title_en
    for slug, name_en, name_fr in Term.objects.values_list("slug", "name_en", "name_fr"):
        titles[("term", slug)] = name_fr if french and name_fr else name_en
    return titles


def resolver(language: str):
    """A markup.Resolver returning (url, title) for cross-links, in the active language."""
    titles = link_titles(language)

    def resolve(kind: str, slug: str) -> tuple[str | None, str]:
        title = titles.get((kind, slug))
        if title is None:
            return None, slug
        name = "rules:term" if kind == "term" else "rules:section"
        return reverse(name, kwargs={"slug": slug}), title

    return resolve


# Words too common to search for, in English and French (normalised); a query made only of
# them ("to", "a") still searches for them.
STOP_WORDS = frozenset(
    "a an and at in is of on or the de des du en et l la le les au aux d ou un une".split()
)


def _words(query: str) -> list[str]:
    words = [word for word in normalize(query).split() if word]
    meaningful = [word for word in words if word not in STOP_WORDS]
    return list(dict.fromkeys(meaningful or words))


def _starts_a_word(word: str) -> re.Pattern:
    """`word` at the start of a word: "tie" finds "ties", not "partie"."""
    return re.compile(rf"(?<!\w){re.escape(word)}")


@dataclass(frozen=True)
class Hit:
    """How well an entry matches: the query's words its title (or name, in either language)
    holds, how many of them as whole words, whether it holds every word (title or text), and
    the title's length in words (a short title is more about the words it holds)."""

    title_words: int
    whole_title_words: int
    every_word: bool
    title_length: int

    @property
    def found(self) -> bool:
        return self.title_words > 0 or self.every_word

    @property
    def rank(self) -> tuple[int, int, bool, int]:
        return (-self.title_words, -self.whole_title_words, not self.every_word, self.title_length)


def _hit(entry: Section | Term, words: list[str]) -> Hit:
    names, text = entry.search_names, entry.search_text
    in_title = [bool(_starts_a_word(word).search(names)) for word in words]
    whole = [bool(re.search(rf"(?<!\w){re.escape(word)}(?!\w)", names)) for word in words]
    in_text = [bool(_starts_a_word(word).search(text)) for word in words]
    every = all(title or body for title, body in zip(in_title, in_text, strict=True))
    return Hit(sum(in_title), sum(whole), every, len(names.split()))


def _ranked(entries: QuerySet, query: str, tie_break) -> list[tuple[Hit, Any]]:
    """Entries whose title holds a word of the query, or which hold every word, best first
    (Hit.rank), then `tie_break`. Words are matched at the start of a word, ignoring accents
    and case; common words (of, the, de...) are left out."""
    words = _words(query)
    if not words:
        return []
    hits = [(_hit(entry, words), entry) for entry in entries]
    found = [(hit, entry) for hit, entry in hits if hit.found]
    return sorted(found, key=lambda pair: (pair[0].rank, tie_break(pair[1])))


def search_sections(query: str) -> list[Section]:
    """Sections matching the query (see _ranked); ties in reading order."""
    return [entry for _hit, entry in ranked_sections(query)]


def ranked_sections(query: str) -> list[tuple[Hit, Section]]:
    return _ranked(Section.objects.all(), query, lambda s: (s.order, s.slug))


def search_terms(query: str) -> list[Term]:
    """Terms matching the query (see _ranked); ties alphabetical."""
    return [entry for _hit, entry in ranked_terms(query)]


def ranked_terms(query: str) -> list[tuple[Hit, Term]]:
    return _ranked(Term.objects.all(), query, lambda t: (t.name_en, t.slug))


def search_rules(query: str) -> list[tuple[str, Section | Term]]:
    """Sections and glossary terms in one ranking: ("section" | "term", entry). An entry whose
    title holds more of the query's words comes first, whatever its kind; on a tie, sections
    (the rules themselves) before terms."""
    pairs = [(hit, 0, "section", entry) for hit, entry in ranked_sections(query)]
    pairs += [(hit, 1, "term", entry) for hit, entry in ranked_terms(query)]
    # sorted() is stable: each kind keeps its own order within equal hits.
    pairs.sort(key=lambda item: (item[0].rank, item[1]))
    return [(kind, entry) for _hit, _kind_order, kind, entry in pairs]


def section_list(query: str) -> QuerySet[Section] | list[Section]:
    """Every section in reading order, or those matching `query` in search order; with their
    parent and terms read along."""
    if query:
        return _in_search_order(sections_with_terms(), search_sections(query))
    return sections_with_terms().order_by("order", "slug")


def term_list(query: str) -> QuerySet[Term] | list[Term]:
    """Every term alphabetically (English name), or those matching `query` in search order;
    with their related terms and sections read along."""
    if query:
        return _in_search_order(terms_with_relations(), search_terms(query))
    return terms_with_relations().order_by("name_en", "slug")


def _in_search_order(queryset: QuerySet, matches: list) -> list:
    """The search's `matches`, in its order, read from `queryset` (with its related objects)."""
    found = {entry.pk: entry for entry in queryset.filter(pk__in=[m.pk for m in matches])}
    return [found[entry.pk] for entry in matches]


def _whole_word_filter(forms: list[str]) -> re.Pattern | None:
    normalized = sorted({normalize(form) for form in forms if normalize(form)}, key=len)
    if not normalized:
        return None
    alternatives = "|".join(re.escape(form) for form in reversed(normalized))
    return re.compile(rf"(?<![\w+])(?:{alternatives})(?![\w])")


def _spread(cards: list[Card], limit: int) -> list[Card]:
    """Up to `limit` cards, one per faction first, then the rest, keeping the given order."""
    chosen: list[Card] = []
    seen_factions: set[int] = set()
    for card in cards:
        if card.faction_id not in seen_factions:
            chosen.append(card)
            seen_factions.add(card.faction_id)
        if len(chosen) == limit:
            return chosen
    for card in cards:
        if card not in chosen:
            chosen.append(card)
        if len(chosen) == limit:
            break
    return chosen


def cards_using(
    keyword_slugs: list[str], words: list[str], limit: int = CARDS_PER_ENTRY
) -> list[Card]:
    """A few catalog cards that use a rule: by keyword, else by whole words of their text.

    Both printings of a card are one card here: the original printing is preferred.
    """
    base = Card.objects.select_related("faction").order_by(
        "faction__name_en", "name_en", "printing", "slug"
    )
    candidates: list[Card] = []
    if keyword_slugs:
        candidates = list(base.filter(keywords__slug__in=keyword_slugs).distinct())
    if not candidates and words:
        pattern = _whole_word_filter(words)
        condition = Q()
        for word in words:
            condition |= Q(search_text__contains=normalize(word))
        candidates = [
            card for card in base.filter(condition) if pattern and pattern.search(card.search_text)
        ]
    unique: dict[tuple[int, str], Card] = {}
    for card in candidates:
        key = (card.faction_id, card.slug)
        if key not in unique or card.printing == "original":
            unique[key] = card
    ordered = sorted(
        unique.values(), key=lambda c: (c.faction.name_en, c.name_en, c.printing, c.slug)
    )
    return _spread(ordered, limit)


def cards_for_term(term: Term, limit: int = CARDS_PER_ENTRY) -> list[Card]:
    """Cards with the term's keywords, else whose text uses its linked words or, for a word too
    common to link (Power, After, To), its card phrases."""
    return cards_using(term.keyword_slugs, [*term.link_forms_en, *term.card_words], limit)


def cards_for_section(section: Section, limit: int = CARDS_PER_ENTRY) -> list[Card]:
    return cards_using([], section.card_words, limit) if section.card_words else []


def cards_search_query(keyword_slugs: list[str], words: list[str]) -> str:
    """The catalog search that lists every card `cards_using` picks its few from: its keywords
    (k:), else the words of its text (o:, which finds a word inside longer ones, so "destroy"
    also stands for "destroyed"). Empty when there is nothing to search for."""
    if keyword_slugs and Card.objects.filter(keywords__slug__in=keyword_slugs).exists():
        return " or ".join(f"k:{slug}" for slug in keyword_slugs)
    forms = sorted({normalize(word) for word in words if normalize(word)}, key=len)
    shortest: list[str] = []
    for form in forms:
        if not any(kept in form for kept in shortest):
            shortest.append(form)
    return " or ".join(f'o:"{form}"' for form in shortest)


def cards_query_for_term(term: Term) -> str:
    return cards_search_query(term.keyword_slugs, [*term.link_forms_en, *term.card_words])


def cards_query_for_section(section: Section) -> str:
    return cards_search_query([], section.card_words)


def boxes_with_base_counts() -> list[Box]:
    """Every box with its number of bases per printing (for the base-deck section)."""
    return list(
        Box.objects.annotate(
            original_bases=Count("bases", filter=Q(bases__printing="original")),
            pod_bases=Count("bases", filter=Q(bases__printing="pod")),
        ).order_by("release_order")
    )
