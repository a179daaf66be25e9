"""Query parameters of the list endpoints, declared explicitly and typed with bounds.

Bad values answer 400 naming the parameter; `q` takes the search syntax (catalog.search) and
adds its warnings to the response; `ordering` accepts a comma-separated list of the fields
named in each FilterSet (prefix `-` for descending) and always ends on a unique key.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import django_filters as df
from django import forms
from django.db.models import F, Model, Q, QuerySet
from drf_spectacular.utils import extend_schema_field

from catalog.models import Base, Box, Card, Clarification, Erratum, Faction, Keyword, Printing
from catalog.search import MAX_QUERY_LENGTH, compile_query
from catalog.search.engine import display_name
from catalog.search.terms import NUMBER_MAX, NUMBER_MIN
from catalog.selectors import has_shown_rulings
from smashup_site.api.errors import ParameterError
from smashup_site.api.pagination import request_warnings

POWER_MIN, POWER_MAX = NUMBER_MIN, NUMBER_MAX
BREAKPOINT_MIN, BREAKPOINT_MAX = 0, NUMBER_MAX
SLUG = re.compile(r"[-a-zA-Z0-9_]+")
WHOLE_NUMBER = re.compile(r"[-+]?[0-9]{1,9}")


class WholeNumberField(forms.IntegerField):
    """An integer written in digits, with an optional sign, as the schema says: Django's
    IntegerField would also take "20.0" or "20." for 20."""

    def to_python(self, value: Any) -> int | None:
        if value in self.empty_values:
            return None
        text = str(value).strip()
        if not WHOLE_NUMBER.fullmatch(text):
            raise forms.ValidationError(self.error_messages["invalid"], code="invalid")
        return int(text)


class IntegerFilter(df.NumberFilter):
    field_class = WholeNumberField


class SlugFilter(df.CharFilter):
    field_class = forms.SlugField


class StrictBooleanFilter(df.Filter):
    field_class = None  # set below, once StrictBooleanField exists


def _schema(schema: dict, filter_: df.Filter) -> df.Filter:
    return extend_schema_field(schema)(filter_)


def integer(field_name: str, lookup: str, low: int, high: int, help_text: str) -> df.Filter:
    """A whole-number filter between `low` and `high` (400 outside)."""
    return _schema(
        {"type": "integer", "minimum": low, "maximum": high},
        IntegerFilter(
            field_name=field_name,
            lookup_expr=lookup,
            min_value=low,
            max_value=high,
            help_text=help_text,
        ),
    )


class StrictBooleanField(forms.TypedChoiceField):
    def __init__(self, **kwargs: Any):
        kwargs.pop("choices", None)
        super().__init__(
            choices=[("true", "true"), ("false", "false")],
            coerce=lambda value: value == "true",
            empty_value=None,
            **kwargs,
        )
        self.error_messages["invalid_choice"] = 'must be "true" or "false", not "%(value)s".'


StrictBooleanFilter.field_class = StrictBooleanField


def boolean(method: str, help_text: str) -> df.Filter:
    """true or false; anything else is a 400, not silently ignored."""
    return _schema({"type": "boolean"}, StrictBooleanFilter(method=method, help_text=help_text))


def slug(method: str, help_text: str, max_length: int = 120) -> df.Filter:
    """A slug, as typed (no stripping); empty means not given."""
    return _schema(
        {"type": "string", "pattern": r"^[-a-zA-Z0-9_]*$", "maxLength": max_length},
        SlugFilter(method=method, max_length=max_length, help_text=help_text, strip=False),
    )


def choice(field_name: str, choices: list[tuple[str, Any]], help_text: str) -> df.Filter:
    """One of `choices`; empty means not given."""
    return _schema(
        {"type": "string", "enum": [value for value, _ in choices] + [""]},
        df.ChoiceFilter(field_name=field_name, choices=choices, help_text=help_text),
    )


def find_by_slug(model: type[Model], parameter: str, value: str) -> Model:
    record = model.objects.filter(slug=value).first()
    if record is None:
        raise ParameterError(
            parameter,
            f'no {model._meta.verbose_name} "{value}" '
            f"(see /api/v1/{model._meta.verbose_name_plural.replace(' ', '')}/).",
        )
    return record


class CatalogFilterSet(df.FilterSet):
    """Shared behaviour: strict lookups, `q`, `ordering`."""

    # name -> the expressions it sorts by (ascending), or a function of the answer's language
    # giving them (`name` sorts by the name shown); subclasses fill these in.
    ORDERINGS: dict[str, tuple[Any, ...] | Callable[[str], tuple[Any, ...]]] = {}
    DEFAULT_ORDERING: tuple[Any, ...] = ("id",)

    def filter_queryset(self, queryset: QuerySet) -> QuerySet:
        # Sorted after every filter, so a `lang:` term in `q` already set the answer's language.
        queryset = super().filter_queryset(queryset)
        value = self.form.cleaned_data.get("ordering")
        if not value:
            return queryset.order_by(*self.DEFAULT_ORDERING)
        return self.sort(queryset, value)

    def filter_ordering(self, queryset: QuerySet, name: str, value: str) -> QuerySet:
        return queryset  # applied by filter_queryset, once the answer's language is known

    def sort(self, queryset: QuerySet, value: str) -> QuerySet:
        lang = getattr(self.request, "catalog_lang", "en")
        expressions = []
        for item in value.split(","):
            item = item.strip()
            key = item.removeprefix("-")
            if key not in self.ORDERINGS:
                raise ParameterError(
                    "ordering",
                    f'unknown field "{key}"; use one of {", ".join(sorted(self.ORDERINGS))} '
                    "(prefix - to reverse), separated by commas.",
                )
            sort_by = self.ORDERINGS[key]
            for expression in sort_by(lang) if callable(sort_by) else sort_by:
                if isinstance(expression, str):
                    expression = F(expression)
                expressions.append(
                    expression.desc(nulls_last=True)
                    if item.startswith("-")
                    else expression.asc(nulls_last=True)
                )
        return queryset.order_by(*expressions, *self.DEFAULT_ORDERING)


def ordering(choices: dict[str, tuple[Any, ...]]) -> df.Filter:
    names = ", ".join(sorted(choices))
    return _schema(
        {"type": "string", "maxLength": 200},
        df.CharFilter(
            method="filter_ordering",
            max_length=200,
            help_text=(
                f"Sort by {names}; prefix - to reverse; several, separated by commas. "
                "Unknown values (null) sort last. Ties end on a unique key."
                + (
                    " `name` sorts by the name shown, in the answer's language (`lang`)."
                    if "name" in choices and "name_en" in choices
                    else ""
                )
            ),
        ),
    )


def search_param() -> df.Filter:
    return _schema(
        {"type": "string", "maxLength": MAX_QUERY_LENGTH},
        df.CharFilter(
            method="filter_q",
            max_length=MAX_QUERY_LENGTH,
            help_text=(
                "A search in the catalog syntax (see /api/v1/search/), e.g. "
                "`t:minion p>=4 k:talent`. Ignored terms come back in `warnings`."
            ),
        ),
    )


class RecordFilterSet(CatalogFilterSet):
    """The lookups cards and bases share; `OWNER` is the rulings' and keywords' link to them."""

    OWNER = ""

    def filter_q(self, queryset: QuerySet, name: str, value: str) -> QuerySet:
        if not value:
            return queryset
        compiled = compile_query(value, lang=getattr(self.request, "catalog_lang", "en"))
        if self.request is not None:
            request_warnings(self.request).extend(compiled.messages())
            self.request.catalog_lang = compiled.lang
        if self._meta.model is Card:
            return compiled.filter_cards(queryset)
        return compiled.filter_bases(queryset)

    def filter_faction(self, queryset: QuerySet, name: str, value: str) -> QuerySet:
        return queryset.filter(faction=find_by_slug(Faction, "faction", value))

    def filter_has_errata(self, queryset: QuerySet, name: str, value: bool | None) -> QuerySet:
        return _has(queryset, "errata", self.OWNER, value)

    def filter_has_clarifications(
        self, queryset: QuerySet, name: str, value: bool | None
    ) -> QuerySet:
        return _has(queryset, "clarifications", self.OWNER, value)

    def filter_keyword(self, queryset: QuerySet, name: str, value: str) -> QuerySet:
        return _keywords(queryset, self._meta.model, self.OWNER, value)


def _shown_name(lang: str) -> tuple[Any, ...]:
    """The name in the answer's language (French when known, else English)."""
    return (display_name(lang),)


CARD_ORDERINGS: dict[str, tuple[Any, ...] | Callable[[str], tuple[Any, ...]]] = {
    "name": _shown_name,
    "name_en": ("name_en",),
    "name_fr": (display_name("fr"),),
    "faction": ("faction__name_en", "faction__slug"),
    "type": ("card_type",),
    "power": ("power",),
    "copies": ("copies",),
    "printing": ("printing",),
}


class CardFilter(RecordFilterSet):
    q = search_param()
    box = slug("filter_box", "Cards of the factions in this box (a box slug).")
    faction = slug("filter_faction", "A faction slug.")
    type = choice("card_type", Card.Type.choices, "The card type.")
    printing = choice("printing", Printing.choices, "One printing only (default: both).")
    power = integer("power", "exact", POWER_MIN, POWER_MAX, "Power exactly.")
    power_min = integer("power", "gte", POWER_MIN, POWER_MAX, "Power at least.")
    power_max = integer("power", "lte", POWER_MIN, POWER_MAX, "Power at most.")
    has_errata = boolean(
        "filter_has_errata",
        "Has (true) or has no (false) erratum in its `errata` (with the erratum that produced a"
        " current wording).",
    )
    has_clarifications = boolean(
        "filter_has_clarifications",
        "Has clarifications or not, in its `clarifications` (with the faction-level ones naming"
        " it).",
    )
    keyword = _schema(
        {"type": "string", "maxLength": 300},
        df.CharFilter(
            method="filter_keyword",
            max_length=300,
            help_text=(
                "Keyword slugs, comma-separated; a record must carry them all (talent, special, "
                "ongoing, extra-play, play-on-base, play-on-minion, before-scoring, "
                "after-scoring, when-scoring; see /api/v1/keywords/)."
            ),
        ),
    )
    ordering = ordering(CARD_ORDERINGS)

    ORDERINGS = CARD_ORDERINGS
    DEFAULT_ORDERING = ("faction__name_en", "faction__slug", "printing", "position", "slug", "id")
    OWNER = "card_id"

    class Meta:
        model = Card
        fields: list[str] = []

    def filter_box(self, queryset: QuerySet, name: str, value: str) -> QuerySet:
        box = find_by_slug(Box, "box", value)
        return queryset.filter(faction__in=Faction.objects.filter(faction_boxes__box=box))


BASE_ORDERINGS: dict[str, tuple[Any, ...] | Callable[[str], tuple[Any, ...]]] = {
    "name": _shown_name,
    "name_en": ("name_en",),
    "name_fr": (display_name("fr"),),
    "box": ("box__release_order",),
    "breakpoint": ("breakpoint",),
    "vp": ("vp_first", "vp_second", "vp_third"),
    "printing": ("printing",),
}


class BaseFilter(RecordFilterSet):
    q = search_param()
    box = slug("filter_box", "A box slug.")
    faction = slug("filter_faction", "Bases that belong to this faction (a faction slug).")
    printing = choice("printing", Printing.choices, "One printing only (default: both).")
    breakpoint = integer(
        "breakpoint", "exact", BREAKPOINT_MIN, BREAKPOINT_MAX, "Breakpoint exactly."
    )
    breakpoint_min = integer(
        "breakpoint", "gte", BREAKPOINT_MIN, BREAKPOINT_MAX, "Breakpoint at least."
    )
    breakpoint_max = integer(
        "breakpoint", "lte", BREAKPOINT_MIN, BREAKPOINT_MAX, "Breakpoint at most."
    )
    has_errata = boolean("filter_has_errata", "Has (true) or has no (false) erratum.")
    has_clarifications = boolean("filter_has_clarifications", "Has clarifications or not.")
    keyword = CardFilter.base_filters["keyword"]
    ordering = ordering(BASE_ORDERINGS)

    ORDERINGS = BASE_ORDERINGS
    DEFAULT_ORDERING = ("box__release_order", "position", "printing", "slug", "id")
    OWNER = "base_id"

    class Meta:
        model = Base
        fields: list[str] = []

    def filter_box(self, queryset: QuerySet, name: str, value: str) -> QuerySet:
        return queryset.filter(box=find_by_slug(Box, "box", value))


class BoxFilter(CatalogFilterSet):
    kind = choice("kind", Box.Kind.choices, "Core set, expansion, standalone or promo.")
    DEFAULT_ORDERING = ("release_order", "id")

    class Meta:
        model = Box
        fields: list[str] = []


class FactionFilter(CatalogFilterSet):
    box = slug("filter_box", "Factions in this box (a box slug).")
    DEFAULT_ORDERING = ("name_en", "slug", "id")

    class Meta:
        model = Faction
        fields: list[str] = []

    def filter_box(self, queryset: QuerySet, name: str, value: str) -> QuerySet:
        return queryset.filter(faction_boxes__box=find_by_slug(Box, "box", value))


class RulingFilter(CatalogFilterSet):
    faction = slug("filter_faction", "Rulings on this faction or on its cards and bases.")
    base = slug("filter_base", "Rulings on this base (a base slug, both printings).")
    language = choice("language", [("en", "English"), ("fr", "French")], "The ruling's language.")
    DEFAULT_ORDERING = ("id",)

    def filter_faction(self, queryset: QuerySet, name: str, value: str) -> QuerySet:
        faction = find_by_slug(Faction, "faction", value)
        return queryset.filter(
            Q(faction=faction) | Q(card__faction=faction) | Q(base__faction=faction)
        )

    def filter_base(self, queryset: QuerySet, name: str, value: str) -> QuerySet:
        if not Base.objects.filter(slug=value).exists():
            raise ParameterError("base", f'no base "{value}" (see /api/v1/bases/).')
        return queryset.filter(base__slug=value)


class ClarificationFilter(RulingFilter):
    class Meta:
        model = Clarification
        fields: list[str] = []


class ErratumFilter(RulingFilter):
    kind = choice("kind", Erratum.Kind.choices, "Wording, functional or unspecified.")

    class Meta:
        model = Erratum
        fields: list[str] = []


def _has(queryset: QuerySet, kind: str, owner: str, value: bool | None) -> QuerySet:
    """Records whose `errata` / `clarifications` list is (not) empty, as the answer shows it."""
    if value is None:
        return queryset
    condition = has_shown_rulings(kind, owner)
    return queryset.filter(condition) if value else queryset.exclude(condition)


def _keywords(
    queryset: QuerySet, model: type[Card] | type[Base], owner: str, value: str
) -> QuerySet:
    slugs = [item.strip() for item in value.split(",") if item.strip()]
    for item in slugs:
        if not SLUG.fullmatch(item):
            raise ParameterError("keyword", f'"{item}" is not a keyword slug.')
    known = dict(Keyword.objects.filter(slug__in=slugs).values_list("slug", "id"))
    unknown = [item for item in slugs if item not in known]
    if unknown:
        raise ParameterError("keyword", f'no keyword "{unknown[0]}" (see /api/v1/keywords/).')
    through = model.keywords.through.objects
    for item in slugs:
        queryset = queryset.filter(pk__in=through.filter(keyword_id=known[item]).values(owner))
    return queryset
