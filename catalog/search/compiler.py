"""Turn a parsed query into Django `Q` objects, one for cards and one for bases.

A term that cannot apply to a model (a breakpoint for a card, `t:minion` for a base) matches
none of it. `True` stands for "every row" and `False` for "no row" while compiling, so a query
that can only match bases does not run a card query at all.

Faction, box and keyword values are read against the catalog (English and French names, slugs,
accent- and case-insensitive): an exact name wins, else every name with a word starting with
the value.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from django.db.models import Model, Q
from django.utils.text import slugify

from catalog.models import Base, Box, Card, Faction, FactionBox, Keyword
from catalog.search.messages import SearchWarning
from catalog.search.parser import And, Node, Not, Or, Term, Word
from catalog.selectors import has_shown_rulings
from smashup_site.text import normalize

Cond = Q | bool

_NUMBER_LOOKUPS = {":": "exact", "=": "exact", ">": "gt", ">=": "gte", "<": "lt", "<=": "lte"}
# Terms about a field only one model has; the others apply to both.
_ONLY_FOR: dict[str, type[Model]] = {"p": Card, "bp": Base, "vp": Base}
Rows = list[tuple[int, tuple[str, ...]]]
# The catalog look-ups: model, (id, slug, names...) columns, and what a warning calls it (EN, FR).
_LOOKUPS: dict[str, tuple[type[Model], tuple[str, ...], tuple[str, str]]] = {
    "f": (Faction, ("id", "slug", "name_en", "name_fr"), ("faction", "aucune faction")),
    "b": (
        Box,
        ("id", "slug", "title_en", "title_fr", "source_name"),
        ("box", "aucune boîte"),
    ),
    "k": (Keyword, ("id", "slug", "name_en", "name_fr"), ("keyword", "aucun mot-clé")),
}


def and_(left: Cond, right: Cond) -> Cond:
    if left is False or right is False:
        return False
    if left is True:
        return right
    if right is True:
        return left
    return left & right


def or_(left: Cond, right: Cond) -> Cond:
    if left is True or right is True:
        return True
    if left is False:
        return right
    if right is False:
        return left
    return left | right


def not_(cond: Cond) -> Cond:
    if isinstance(cond, bool):
        return not cond
    return ~cond


class Compiler:
    """Compiles nodes for `Card` or `Base`; catalog look-ups are shared between both."""

    def __init__(self) -> None:
        self.warnings: list[SearchWarning] = []
        self._resolved: dict[tuple[str, str], frozenset[int]] = {}
        self._catalog: dict[str, Rows] = {}
        self._box_factions: dict[int, set[int]] | None = None

    def compile(self, node: Node | None, model: type[Card] | type[Base]) -> Cond:
        if node is None:
            return False
        return self._node(node, model)

    def _node(self, node: Node, model: type[Model]) -> Cond:
        if isinstance(node, Word):
            return _names(node.text) | _text(node.text)
        if isinstance(node, Not):
            return not_(self._node(node.child, model))
        if isinstance(node, And):
            cond: Cond = True
            for child in node.children:
                cond = and_(cond, self._node(child, model))
            return cond
        if isinstance(node, Or):
            cond = False
            for child in node.children:
                cond = or_(cond, self._node(child, model))
            return cond
        if isinstance(node, Term):
            cond = self._term(node, model)
            if node.op != "!=":
                return cond
            # "p!=2": a power other than 2, so only what has a power (unlike "-p:2").
            return not_(cond) if _ONLY_FOR.get(node.key, model) is model else False
        raise TypeError(f"Unknown node {node!r}")

    # -- field terms -----------------------------------------------------------------------
    def _term(self, term: Term, model: type[Model]) -> Cond:
        is_card = model is Card
        key, value = term.key, term.value
        if key == "n":
            return _names(value)
        if key == "o":
            return _text(value)
        if key == "t":
            if value == "base":
                return not is_card
            return Q(card_type=value) if is_card else False
        if key == "p":
            return _number("power", term) if is_card else False
        if key == "bp":
            return False if is_card else _number("breakpoint", term)
        if key == "vp":
            return False if is_card else _number("vp_first", term)
        if key == "f":
            ids = self.resolve(term)
            return Q(faction_id__in=sorted(ids)) if ids else False
        if key == "b":
            box_ids = self.resolve(term)
            if not box_ids:
                return False
            if not is_card:
                return Q(box_id__in=sorted(box_ids))
            factions = set().union(*(self._faction_ids_of_box(box) for box in box_ids))
            return Q(faction_id__in=sorted(factions)) if factions else False
        if key == "k":
            ids = self.resolve(term)
            if not ids:
                return False
            through = (Card if is_card else Base).keywords.through
            owner = "card_id" if is_card else "base_id"
            return Q(pk__in=through.objects.filter(keyword_id__in=sorted(ids)).values(owner))
        if key == "has":
            return _has(value, is_card)
        if key == "printing":
            return Q(printing=value)
        if key == "is":
            if value in ("original", "pod"):
                return Q(printing=value)
            if value == "translated":
                return ~Q(name_fr="")
            if value == "reprinted":
                return Q(counterpart__isnull=False)
        raise ValueError(f"No meaning for {term.raw!r}")

    # -- catalog look-ups ------------------------------------------------------------------
    def resolve(self, term: Term) -> frozenset[int]:
        """Ids of the factions, boxes or keywords (by `term.key`) that `term.value` names."""
        cache_key = (term.key, term.value)
        if cache_key not in self._resolved:
            ids = match_names(term.value, self._catalog_rows(term.key))
            if not ids:
                english, french = _LOOKUPS[term.key][2]
                self.warnings.append(
                    SearchWarning(
                        "no_match",
                        {"term": term.raw, "kind": english, "none_fr": french, "value": term.value},
                    )
                )
            self._resolved[cache_key] = ids
        return self._resolved[cache_key]

    def _catalog_rows(self, key: str) -> Rows:
        """The names of every faction, box or keyword, read once per compiler."""
        if key not in self._catalog:
            model, columns, _kind = _LOOKUPS[key]
            self._catalog[key] = _rows(model.objects.values_list(*columns))
        return self._catalog[key]

    def _faction_ids_of_box(self, box_id: int) -> set[int]:
        if self._box_factions is None:
            self._box_factions = {}
            for box, faction in FactionBox.objects.values_list("box_id", "faction_id"):
                self._box_factions.setdefault(box, set()).add(faction)
        return self._box_factions.get(box_id, set())


def match_names(value: str, rows: Iterable[tuple[int, tuple[str, ...]]]) -> frozenset[int]:
    """Ids whose names equal `value` (normalised), else ids with a name where `value` starts a
    word: "core" is the Core Set, not "Oops... Encore" (issue 18); "pirate" is the Pirates."""
    rows = list(rows)
    slug = slugify(value)
    exact = {pk for pk, names in rows if value in names or (slug and slug == names[0])}
    if exact:
        return frozenset(exact)
    starts_a_word = re.compile(rf"(?<!\w){re.escape(value)}")
    return frozenset(pk for pk, names in rows if any(starts_a_word.search(name) for name in names))


def _rows(values: Iterable[tuple]) -> Rows:
    """(id, (slug, normalised names...)) with the slug's words as one more name."""
    rows = []
    for pk, slug, *names in values:
        variants = [slug, *(normalize(name) for name in names if name), slug.replace("-", " ")]
        rows.append((pk, tuple(dict.fromkeys(variants))))
    return rows


def _names(text: str) -> Q:
    return Q(search_names__contains=text)


def _text(text: str) -> Q:
    return Q(search_text__contains=text)


def _number(field: str, term: Term) -> Q:
    number = int(term.value)
    if term.op == "!=":  # negated by the caller: keep unknown values out of the answer
        return Q(**{field: number}) | Q(**{f"{field}__isnull": True})
    return Q(**{f"{field}__{_NUMBER_LOOKUPS[term.op]}": number})


def _has(value: str, is_card: bool) -> Cond:
    owner = "card_id" if is_card else "base_id"
    if value in ("errata", "clarifications"):
        return has_shown_rulings(value, owner)
    if value == "text":
        return ~Q(text="")
    raise ValueError(f"No meaning for has:{value}")
