"""Read-only endpoints of the catalog API (thin: queries in catalog.selectors, shapes in
serializers, parameters in filters)."""

from __future__ import annotations

import random
from typing import Any

from django.db.models import QuerySet
from django.http import FileResponse, HttpResponse
from django_filters.rest_framework import DjangoFilterBackend
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import (
    OpenApiParameter,
    OpenApiResponse,
    PolymorphicProxySerializer,
    extend_schema,
    inline_serializer,
)
from rest_framework import generics, serializers
from rest_framework.exceptions import NotFound
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.reverse import reverse

from catalog import selectors
from catalog.api import bulk, filters, links
from catalog.api import serializers as s
from catalog.api.caching import (
    CACHE_CONTROL,
    NO_STORE,
    RESPONSES,
    CachedBody,
    cache_key,
    cached_response,
    conditional,
    wants_fresh,
)
from catalog.api.records import RECORDS
from catalog.api.throttling import CatalogAnonThrottle
from catalog.models import Base, Card, Printing
from catalog.search import MAX_QUERY_LENGTH, compile_query, order_bases, order_cards
from catalog.search.names import did_you_mean, name_matches
from catalog.search.paging import ChainedResults
from smashup_site.api.errors import ParameterError, ParameterNotFound
from smashup_site.api.pagination import (
    ApiPagination,
    reject_repeated_parameters,
    request_warnings,
    warn_unknown_parameters,
)
from smashup_site.api.schema import NOT_FOUND, NOT_MODIFIED, THROTTLED, responses
from smashup_site.query_params import whole_number

LANG_PARAMETER = OpenApiParameter(
    "lang",
    OpenApiTypes.STR,
    enum=["en", "fr"],
    description=(
        "Language of `name`/`title` (French when known, else English) and of warnings. "
        "Default en; a `lang:` term in `q` wins. The Content-Language header of the answer "
        "gives the language used (Accept-Language is not read)."
    ),
)
MAX_SEED = 999_999_999
SEED_HEADER = "Random-Seed"
SEED_PARAMETER = OpenApiParameter(
    "seed",
    OpenApiTypes.INT,
    description=(
        f"Makes the pick repeatable (0 to {MAX_SEED}): the same seed and filters give the same "
        f"record as long as the catalog is unchanged. Without it a seed is drawn; the "
        f"`{SEED_HEADER}` response header always gives the seed used."
    ),
)
PRINTING_PARAMETER = OpenApiParameter(
    "printing",
    OpenApiTypes.STR,
    enum=Printing.values,
    description="Which printing; default: the original when both exist, else the only one.",
)
SLUG_SCHEMA = {"type": "string", "pattern": "^[-a-zA-Z0-9_]+$", "maxLength": 120}
SLUG_PARAMETER = OpenApiParameter("slug", SLUG_SCHEMA, OpenApiParameter.PATH)
FACTION_SLUG_PARAMETER = OpenApiParameter(
    "faction_slug", SLUG_SCHEMA, OpenApiParameter.PATH, description="The faction's slug."
)
ID_PARAMETER = OpenApiParameter(
    "id", {"type": "integer", "minimum": 1}, OpenApiParameter.PATH, description="The id."
)


class CatalogView(generics.GenericAPIView):
    """Common behaviour: throttling, JSON errors, conditional GET, lang, warnings."""

    throttle_classes = [CatalogAnonThrottle]
    pagination_class = ApiPagination
    filter_backends = [DjangoFilterBackend]
    cache_control = CACHE_CONTROL
    response_cache = True  # keep rendered JSON answers until the next import
    extra_parameters: tuple[str, ...] = ("lang",)
    object_warnings = True  # a single object's answer gets `warnings` when there are some

    def dispatch(self, request: Any, *args: Any, **kwargs: Any) -> HttpResponse:
        """DRF's dispatch, with a look-up in the response cache once the request passed the
        throttle and content negotiation, and a store of the rendered 200 answer."""
        self.args, self.kwargs = args, kwargs
        request = self.initialize_request(request, *args, **kwargs)
        self.request = request
        self.headers = self.default_response_headers
        key = None
        try:
            self.initial(request, *args, **kwargs)
            key = self.response_cache_key(request)
            found = RESPONSES.get(key) if key is not None and not wants_fresh(request) else None
            if found is not None:
                self.response = cached_response(request, found, self.cache_control)
                return self.response
            method = request.method.lower()
            handler = getattr(self, method, None) if method in self.http_method_names else None
            response = (handler or self.http_method_not_allowed)(request, *args, **kwargs)
        except Exception as exc:
            response = self.handle_exception(exc)
        self.response = self.finalize_response(request, response, *args, **kwargs)
        if (
            key is not None
            and self.response.status_code == 200
            and not self.response.streaming
            and self.response.has_header("ETag")
        ):
            body = CachedBody(
                self.response.content,
                self.response["Content-Type"],
                self.response["ETag"],
                self.response.get("Content-Language", "en"),
            )
            RESPONSES.put(key, body)
        return self.response

    def response_cache_key(self, request: Request) -> tuple | None:
        renderer = getattr(request, "accepted_renderer", None)
        if (
            not self.response_cache
            or self.cache_control == NO_STORE
            or request.method not in ("GET", "HEAD")
            or renderer is None
            or renderer.format != "json"
        ):
            return None
        return cache_key(request, request.accepted_media_type)

    def initial(self, request: Request, *args: Any, **kwargs: Any) -> None:
        super().initial(request, *args, **kwargs)
        lang = request.query_params.get("lang")
        if lang is not None and lang not in ("en", "fr"):
            raise ParameterError("lang", 'must be "en" or "fr".')
        request.catalog_lang = lang or "en"
        known = self.known_parameters()
        warn_unknown_parameters(request, known)
        reject_repeated_parameters(request, known)

    def known_parameters(self) -> set[str]:
        known = {"format", *self.extra_parameters}
        filterset = getattr(self, "filterset_class", None)
        if filterset is not None:
            known |= set(filterset.base_filters)
        if self.pagination_class is not None and getattr(self, "paginated", False):
            known |= {"page", "page_size"}
        return known

    def get_serializer_context(self) -> dict[str, Any]:
        context = super().get_serializer_context()
        context["lang"] = getattr(self.request, "catalog_lang", "en")
        context["origin"] = self.request.build_absolute_uri("/")[:-1]
        return context

    def finalize_response(
        self, request: Request, response: HttpResponse, *args: Any, **kwargs: Any
    ) -> HttpResponse:
        if self.object_warnings:
            add_object_warnings(request, response)
        response = super().finalize_response(request, response, *args, **kwargs)
        # The body's language (`lang`, or a `lang:` term), not the Accept-Language locale.
        response["Content-Language"] = getattr(request, "catalog_lang", "en")
        return conditional(request, response, cache_control=self.cache_control)


def add_object_warnings(request: Request, response: HttpResponse) -> None:
    """A single object's answer gets a `warnings` key when something was ignored; the other
    keys stay as they are (lists and the root already have their own `warnings`)."""
    warnings = getattr(request, "api_warnings", None)
    data = getattr(response, "data", None)
    if (
        warnings
        and response.status_code == 200
        and isinstance(data, dict)
        and "warnings" not in data
        and "results" not in data
    ):
        response.data = {**data, "warnings": list(warnings)}


class CatalogListView(CatalogView, generics.ListAPIView):
    paginated = True


# -- root ------------------------------------------------------------------------------------


class RootView(CatalogView):
    pagination_class = None
    object_warnings = False  # its keys are endpoints
    filter_backends: list = []

    @extend_schema(
        summary="Index of the API: the catalog's endpoints, then the other apps'",
        responses=responses(OpenApiTypes.OBJECT),
        parameters=[LANG_PARAMETER],
    )
    def get(self, request: Request) -> Response:
        names = {
            "boxes": "box-list",
            "factions": "faction-list",
            "cards": "card-list",
            "random_card": "card-random",
            "bases": "base-list",
            "random_base": "base-random",
            "keywords": "keyword-list",
            "clarifications": "clarification-list",
            "errata": "erratum-list",
            "special_cards": "special-card-list",
            "search": "search",
            "bulk": "bulk-list",
        }
        endpoints = {
            key: reverse(f"catalog_api:{name}", request=request) for key, name in names.items()
        }
        # The other apps' endpoints by URL name only (the catalog imports none of them), so
        # the index at /api/v1/ leads to the whole API.
        others = {
            "rules_sections": "rules_api:section-list",
            "rules_terms": "rules_api:term-list",
            "simulator_score": "simulator_api:score",
            "simulator_scenarios": "simulator_api:scenario-create",
            "simulator_palette": "simulator_api:palette",
            "simulator_coverage": "simulator_api:coverage",
            "setup": "tablesetup_api:setup",
        }
        endpoints |= {key: reverse(name, request=request) for key, name in others.items()}
        endpoints["schema"] = request.build_absolute_uri("/api/v1/schema/")
        endpoints["docs"] = request.build_absolute_uri("/api/v1/docs/")
        return Response(endpoints)


# -- boxes, factions, keywords ---------------------------------------------------------------


@extend_schema(
    summary="Boxes (core set, expansions, promos) in release order",
    responses=responses(s.BoxSerializer(many=True)),
    parameters=[LANG_PARAMETER],
)
class BoxListView(CatalogListView):
    serializer_class = s.BoxSerializer
    filterset_class = filters.BoxFilter

    def get_queryset(self) -> QuerySet:
        return selectors.api_boxes()


@extend_schema(
    summary="One box, with its factions",
    responses=responses(s.BoxSerializer),
    parameters=[SLUG_PARAMETER, LANG_PARAMETER],
)
class BoxDetailView(CatalogView, generics.RetrieveAPIView):
    serializer_class = s.BoxSerializer
    lookup_field = "slug"
    filter_backends: list = []

    def get_queryset(self) -> QuerySet:
        return selectors.api_boxes()


@extend_schema(
    summary="Factions by English name",
    responses=responses(s.FactionSerializer(many=True)),
    parameters=[LANG_PARAMETER],
)
class FactionListView(CatalogListView):
    serializer_class = s.FactionSerializer
    filterset_class = filters.FactionFilter

    def get_queryset(self) -> QuerySet:
        return selectors.api_factions()


@extend_schema(
    summary="One faction, with its boxes",
    responses=responses(s.FactionSerializer),
    parameters=[SLUG_PARAMETER, LANG_PARAMETER],
)
class FactionDetailView(CatalogView, generics.RetrieveAPIView):
    serializer_class = s.FactionSerializer
    lookup_field = "slug"
    filter_backends: list = []

    def get_queryset(self) -> QuerySet:
        return selectors.api_factions()


@extend_schema(
    summary="Keywords found in card and base texts",
    responses=responses(s.KeywordSerializer(many=True)),
    parameters=[LANG_PARAMETER],
)
class KeywordListView(CatalogListView):
    serializer_class = s.KeywordSerializer
    filter_backends: list = []

    def get_queryset(self) -> QuerySet:
        return selectors.api_keywords()


@extend_schema(
    summary="One keyword",
    responses=responses(s.KeywordSerializer),
    parameters=[SLUG_PARAMETER, LANG_PARAMETER],
)
class KeywordDetailView(CatalogView, generics.RetrieveAPIView):
    serializer_class = s.KeywordSerializer
    lookup_field = "slug"
    filter_backends: list = []

    def get_queryset(self) -> QuerySet:
        return selectors.api_keywords()


@extend_schema(
    summary="Cards outside the faction decks: the Madness card, Munchkin monsters and treasures",
    responses=responses(s.SpecialCardSerializer(many=True)),
    parameters=[LANG_PARAMETER],
)
class SpecialCardListView(CatalogListView):
    serializer_class = s.SpecialCardSerializer
    filter_backends: list = []

    def get_queryset(self) -> QuerySet:
        return selectors.api_special_cards()


@extend_schema(
    summary="One card outside the faction decks",
    responses=responses(s.SpecialCardSerializer),
    parameters=[SLUG_PARAMETER, LANG_PARAMETER],
)
class SpecialCardDetailView(CatalogView, generics.RetrieveAPIView):
    serializer_class = s.SpecialCardSerializer
    lookup_field = "slug"
    filter_backends: list = []

    def get_queryset(self) -> QuerySet:
        return selectors.api_special_cards()


# -- cards and bases -------------------------------------------------------------------------


class RecordListView(CatalogListView):
    """Filters, ordering and pagination run on ids; the records come from the record cache."""

    kind: str  # "card" or "base"

    def list(self, request: Request, *args: Any, **kwargs: Any) -> Response:
        queryset = self.filter_queryset(self.get_queryset()).values_list("id", flat=True)
        ids = self.paginate_queryset(queryset)
        return self.get_paginated_response(
            RECORDS.render(self.kind, ids, self.get_serializer_context())
        )


class RandomRecordView(CatalogView):
    # One record of the filtered list at random; the Random-Seed header gives the seed. (No
    # docstring: it would replace CatalogView's as the OpenAPI description of both endpoints.)
    extra_parameters = ("lang", "seed")
    pagination_class = None
    cache_control = NO_STORE
    kind: str  # "card" or "base"

    def get(self, request: Request) -> Response:
        record = _pick_random(request, self.filter_queryset(self.get_queryset()), self.kind)
        return Response(
            self.get_serializer(record).data,
            headers={SEED_HEADER: str(request.random_seed)},
        )


@extend_schema(
    summary="Cards, both printings unless `printing` says which",
    responses=responses(s.CardSerializer(many=True)),
    parameters=[LANG_PARAMETER],
)
class CardListView(RecordListView):
    serializer_class = s.CardSerializer
    filterset_class = filters.CardFilter
    kind = "card"

    def get_queryset(self) -> QuerySet:
        return selectors.api_cards()


@extend_schema(
    summary="One card at random (the list filters apply)",
    responses=responses(s.CardSerializer, cached=False),
    parameters=[LANG_PARAMETER, SEED_PARAMETER],
    filters=True,
)
class CardRandomView(RandomRecordView):
    serializer_class = s.CardSerializer
    filterset_class = filters.CardFilter
    kind = "card"

    def get_queryset(self) -> QuerySet:
        return selectors.api_cards()


@extend_schema(
    summary="One card, in one printing",
    description=(
        "The card `slug` of faction `faction_slug`. `printing` chooses the printing; by default "
        "the original when both exist. `other_printing` links the same card in the other one."
    ),
    responses=responses(s.CardSerializer),
    parameters=[FACTION_SLUG_PARAMETER, SLUG_PARAMETER, PRINTING_PARAMETER, LANG_PARAMETER],
)
class CardDetailView(CatalogView):
    serializer_class = s.CardSerializer
    pagination_class = None
    filter_backends: list = []
    extra_parameters = ("lang", "printing")

    def get(self, request: Request, faction_slug: str, slug: str) -> Response:
        records = selectors.api_card_printings(faction_slug, slug)
        card = _pick_printing(request, records, f'card "{slug}" in faction "{faction_slug}"')
        return Response(self.get_serializer(card).data)


@extend_schema(
    summary="Bases, both printings unless `printing` says which",
    responses=responses(s.BaseSerializer(many=True)),
    parameters=[LANG_PARAMETER],
)
class BaseListView(RecordListView):
    serializer_class = s.BaseSerializer
    filterset_class = filters.BaseFilter
    kind = "base"

    def get_queryset(self) -> QuerySet:
        return selectors.api_bases()


@extend_schema(
    summary="One base at random (the list filters apply)",
    responses=responses(s.BaseSerializer, cached=False),
    parameters=[LANG_PARAMETER, SEED_PARAMETER],
    filters=True,
)
class BaseRandomView(RandomRecordView):
    serializer_class = s.BaseSerializer
    filterset_class = filters.BaseFilter
    kind = "base"

    def get_queryset(self) -> QuerySet:
        return selectors.api_bases()


@extend_schema(
    summary="One base, in one printing",
    description=(
        "`printing` chooses the printing; by default the original when both exist. The other "
        "printing may carry another name and slug: follow `other_printing.url`."
    ),
    responses=responses(s.BaseSerializer),
    parameters=[SLUG_PARAMETER, PRINTING_PARAMETER, LANG_PARAMETER],
)
class BaseDetailView(CatalogView):
    serializer_class = s.BaseSerializer
    pagination_class = None
    filter_backends: list = []
    extra_parameters = ("lang", "printing")

    def get(self, request: Request, slug: str) -> Response:
        base = _pick_printing(request, selectors.api_base_printings(slug), f'base "{slug}"')
        return Response(self.get_serializer(base).data)


# -- rulings ---------------------------------------------------------------------------------


@extend_schema(
    summary="Clarifications (rulings) on cards, bases and factions",
    responses=responses(s.ClarificationSerializer(many=True)),
    parameters=[LANG_PARAMETER],
)
class ClarificationListView(CatalogListView):
    serializer_class = s.ClarificationSerializer
    filterset_class = filters.ClarificationFilter

    def get_queryset(self) -> QuerySet:
        return selectors.api_clarifications()


@extend_schema(
    summary="One clarification",
    responses=responses(s.ClarificationSerializer),
    parameters=[ID_PARAMETER, LANG_PARAMETER],
)
class ClarificationDetailView(CatalogView, generics.RetrieveAPIView):
    serializer_class = s.ClarificationSerializer
    filter_backends: list = []

    def get_queryset(self) -> QuerySet:
        return selectors.api_clarifications()


@extend_schema(
    summary="Errata on cards and bases",
    responses=responses(s.ErratumSerializer(many=True)),
    parameters=[LANG_PARAMETER],
)
class ErratumListView(CatalogListView):
    serializer_class = s.ErratumSerializer
    filterset_class = filters.ErratumFilter

    def get_queryset(self) -> QuerySet:
        return selectors.api_errata()


@extend_schema(
    summary="One erratum",
    responses=responses(s.ErratumSerializer),
    parameters=[ID_PARAMETER, LANG_PARAMETER],
)
class ErratumDetailView(CatalogView, generics.RetrieveAPIView):
    serializer_class = s.ErratumSerializer
    filter_backends: list = []

    def get_queryset(self) -> QuerySet:
        return selectors.api_errata()


# -- search ----------------------------------------------------------------------------------


def page_of(
    name: str, results: Any, extra: dict[str, serializers.Field] | None = None
) -> serializers.Serializer:
    """The schema of a list answer whose items are `results` (a serializer with many=True)."""
    return inline_serializer(
        name=name,
        fields={
            "count": serializers.IntegerField(),
            "next": serializers.URLField(allow_null=True),
            "previous": serializers.URLField(allow_null=True),
            "results": results,
            "warnings": serializers.ListField(
                child=serializers.CharField(),
                help_text="Search terms or parameters that were ignored, and why.",
            ),
            **(extra or {}),
        },
    )


SEARCH_PAGE = page_of(
    "SearchPage",
    PolymorphicProxySerializer(
        component_name="SearchResult",
        serializers=[s.CardSerializer, s.BaseSerializer],
        resource_type_field_name="object",
        many=True,
    ),
    {
        "did_you_mean": serializers.CharField(
            required=False,
            help_text=(
                "Only when the search finds nothing: the same search with its unknown words "
                "replaced by the closest words of the catalog's names and texts, when that "
                "search finds something (`buccaner` -> `buccaneer`)."
            ),
        ),
        "names": inline_serializer(
            name="SearchNames",
            fields={
                "factions": s.FactionRefSerializer(many=True),
                "boxes": s.BoxRefSerializer(many=True),
                "bases": s.BaseRefSerializer(many=True),
            },
            required=False,
            help_text=(
                "Only on the first page of a search made of plain words that name factions, "
                "boxes or bases (`Ninjas`, `dinosaures`, `monster smash`, `tortuga`): those, "
                "as the search page shows them above the cards (a base once, in its original "
                "printing when both match)."
            ),
        ),
    },
)
BULK_PAGE = page_of("BulkFileList", s.BulkFileSerializer(many=True))


class SearchQuerySerializer(serializers.Serializer):
    q = serializers.CharField(max_length=MAX_QUERY_LENGTH)


@extend_schema(
    summary="Search cards and bases with the catalog syntax",
    description=(
        "`q` takes the search syntax: free words (names in English and French, texts), "
        '`t:minion`, `f:pirates`, `b:"monster smash"`, `p>=4`, `bp<=18`, `vp>=5`, '
        "`o:extra`, `k:talent`, `has:errata`, `has:clarifications`, `printing:pod`, "
        "`is:translated`, `lang:fr`, negation `-t:action`, `or`, parentheses. Results: the "
        "matching cards (by name), then the matching bases (by name); each says its `object`. "
        "Ignored terms are explained in `warnings`. A search that finds nothing carries "
        "`did_you_mean` when a corrected search finds something. A search whose plain words "
        "name factions, boxes or bases carries them in `names` (first page)."
    ),
    parameters=[
        OpenApiParameter(
            "q",
            {"type": "string", "minLength": 1, "maxLength": MAX_QUERY_LENGTH},
            required=True,
            description="The search, e.g. `t:minion p>=4 k:talent lang:fr`.",
        ),
        LANG_PARAMETER,
        OpenApiParameter("page", {"type": "integer", "minimum": 1}, description="A page number."),
        OpenApiParameter(
            "page_size",
            {"type": "integer", "minimum": 1, "maximum": ApiPagination.max_page_size},
            description="Results per page (default 50).",
        ),
    ],
    responses=responses(SEARCH_PAGE),
)
class SearchView(CatalogView):
    # The browsable API's filter form asks every paginated view for a queryset.
    queryset = Card.objects.none()
    pagination_class = ApiPagination
    filter_backends: list = []
    paginated = True
    extra_parameters = ("lang", "q")

    def get(self, request: Request) -> Response:
        query = request.query_params.get("q", "")
        if not query.strip():
            raise ParameterError("q", "required: a search such as t:minion p>=4.")
        if len(query) > MAX_QUERY_LENGTH:
            raise ParameterError("q", f"at most {MAX_QUERY_LENGTH} characters.")
        compiled = compile_query(query, lang=request.catalog_lang)
        request_warnings(request).extend(compiled.messages())
        request.catalog_lang = compiled.lang
        cards = order_cards(compiled.filter_cards(Card.objects.all()), compiled.lang)
        bases = order_bases(compiled.filter_bases(Base.objects.all()), compiled.lang)
        page = self.paginate_queryset(
            ChainedResults(
                ("card", cards.values_list("id", flat=True)),
                ("base", bases.values_list("id", flat=True)),
            )
        )
        context = self.get_serializer_context()
        data = []
        for kind in ("card", "base"):
            data += RECORDS.render(kind, [pk for label, pk in page if label == kind], context)
        response = self.get_paginated_response(data)
        if response.data["count"] == 0:
            suggestion = did_you_mean(query, compiled.lang)
            if suggestion is not None:
                response.data["did_you_mean"] = suggestion  # a key added only when there is one
        names = name_matches(query) if self.paginator.page.number == 1 else None
        if names:  # as on the search page: the factions, boxes and bases the search names
            response.data["names"] = {
                "factions": [s.faction_ref(self._ref, faction) for faction in names.factions],
                "boxes": [s.box_ref(self._ref, box) for box in names.boxes],
                "bases": [s.base_ref(self._ref, base) for base in names.bases],
            }
        return response

    @property
    def _ref(self) -> s.CatalogSerializer:
        """A serializer of this request's context: the references' language and links."""
        return s.FactionRefSerializer(context=self.get_serializer_context())


# -- bulk ------------------------------------------------------------------------------------


@extend_schema(
    summary="Downloadable JSON files of the whole catalog, one per language",
    responses=responses(BULK_PAGE),
)
class BulkListView(CatalogView):
    response_cache = False
    pagination_class = None
    filter_backends: list = []
    extra_parameters = ()

    def get(self, request: Request) -> Response:
        files = bulk.bulk_files()
        warnings = request_warnings(request)
        if not files:
            warnings.append("The catalog has not been imported yet: no bulk file.")
        results = [
            {
                "object": "bulk_file",
                "lang": item.lang,
                "url": reverse(
                    "catalog_api:bulk-file", kwargs={"lang": item.lang}, request=request
                ),
                "dataset_version": item.dataset_version,
                "generated_at": item.generated_at.isoformat(),
                "size": item.size,
                "sha256": item.sha256,
                "content_type": bulk.CONTENT_TYPE,
            }
            for item in files
        ]
        return Response(
            {
                "count": len(results),
                "next": None,
                "previous": None,
                "results": results,
                "warnings": warnings,
            }
        )


@extend_schema(
    summary="One bulk file: the whole catalog in one language",
    responses={
        200: OpenApiResponse(OpenApiTypes.OBJECT, description="The file, as listed."),
        304: NOT_MODIFIED,
        404: NOT_FOUND,
        429: THROTTLED,
    },
    parameters=[
        OpenApiParameter(
            "lang",
            OpenApiTypes.STR,
            OpenApiParameter.PATH,
            enum=["en", "fr"],
            description="en or fr",
        )
    ],
)
class BulkFileView(CatalogView):
    response_cache = False
    pagination_class = None
    filter_backends: list = []
    extra_parameters = ()

    def get(self, request: Request, lang: str) -> HttpResponse:
        found = bulk.bulk_file(lang)
        if found is None:
            raise NotFound("No bulk file: the catalog has not been imported yet.")
        request.catalog_lang = lang  # the file's language, for Content-Language
        etag = f'"{found.sha256}"'
        response = FileResponse(
            open(found.path, "rb"),  # closed by the response
            content_type=bulk.CONTENT_TYPE,
            filename=found.filename,
        )
        response["Content-Length"] = str(found.size)
        return conditional(request, response, etag=etag)


# -- helpers ---------------------------------------------------------------------------------


def _pick_printing(request: Request, records: list, what: str) -> Any:
    """The record in `?printing=`, or by default the original (else the only printing)."""
    printing = request.query_params.get("printing")
    if printing is not None and printing not in Printing.values:
        raise ParameterError("printing", 'must be "original" or "pod".')
    if not records:
        raise NotFound(f"No {what}.")
    if printing is None:
        return records[0]  # ordered original first
    for record in records:
        if record.printing == printing:
            return record
    other = records[0]
    hint = ""
    if other.counterpart_id and other.counterpart is not None:
        path = links.record_path(other.counterpart)
        hint = f" Its {printing} printing is {request.build_absolute_uri(path)}"
    raise ParameterNotFound(
        "printing", f"The {what} exists only in the {other.printing} printing.{hint}"
    )


def _pick_random(request: Request, queryset: QuerySet, what: str) -> Any:
    """One record of the (deterministically ordered) queryset, picked with `?seed=` or with a
    fresh seed; the seed used is kept on the request for the response's header."""
    raw = request.query_params.get("seed", "")
    if raw == "":
        seed = random.SystemRandom().randrange(MAX_SEED + 1)
    else:
        seed = whole_number(raw)
        if seed is None or not 0 <= seed <= MAX_SEED:
            raise ParameterError("seed", f"must be a whole number from 0 to {MAX_SEED}.")
    request.random_seed = seed
    count = queryset.count()
    if not count:
        raise NotFound(f"No {what} matches these filters.")
    return queryset[random.Random(seed).randrange(count)]
