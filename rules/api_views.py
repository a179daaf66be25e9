"""Read-only rules API: /api/v1/rules/sections/ and /api/v1/rules/terms/ (list, detail, ?q=)."""

from django.db.models import QuerySet
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import generics
from rest_framework.exceptions import ValidationError

from rules import selectors
from rules.models import Section, Term
from rules.serializers import SectionSerializer, TermSerializer
from smashup_site.api.pagination import (
    ApiPagination,
    reject_repeated_parameters,
    warn_unknown_parameters,
)
from smashup_site.api.schema import responses

Q_PARAMETER = OpenApiParameter(
    "q",
    OpenApiTypes.STR,
    description=(
        "Search (accent- and case-insensitive; a word matches the start of a word; common "
        "words such as of, the, de are left out): the entries whose title or name holds a "
        "word, or which hold every word; those whose title holds the most words first, then "
        f"reading order (sections) or alphabetical order (terms). At most "
        f"{selectors.MAX_QUERY_LENGTH} characters."
    ),
)


class RulesAPIView(generics.GenericAPIView):
    """The catalog API's pagination (`warnings` member, strict page parameters); errors take
    the project's JSON shape `{"error": {"status", "message", "parameter"}}` like every API."""

    pagination_class = ApiPagination
    # The query parameters a view reads (one value each).
    parameters = frozenset({"format"})

    def initial(self, request, *args, **kwargs) -> None:
        super().initial(request, *args, **kwargs)
        reject_repeated_parameters(request, self.parameters)


LIST_PARAMETERS = frozenset({"format", "q", "page", "page_size"})


class WarnsUnknownParameters:
    """A list view whose `warnings` member names each query parameter it does not read, as the
    catalog lists do (the parameter is ignored, the answer is still 200)."""

    parameters: frozenset[str]

    def list(self, request, *args, **kwargs):
        warn_unknown_parameters(request, self.parameters)
        return super().list(request, *args, **kwargs)


def _query(request) -> str:
    query = request.query_params.get("q", "").strip()
    if len(query) > selectors.MAX_QUERY_LENGTH:
        raise ValidationError(
            {"q": [f"The search is too long: {selectors.MAX_QUERY_LENGTH} characters at most."]}
        )
    return query


@extend_schema(
    tags=["rules"],
    summary="Rules sections",
    description="Every section of the rules reference, in reading order, or the ones matching `q`.",
    parameters=[Q_PARAMETER],
    responses=responses(SectionSerializer(many=True), cached=False),
)
class SectionList(WarnsUnknownParameters, RulesAPIView, generics.ListAPIView):
    serializer_class = SectionSerializer
    parameters = LIST_PARAMETERS

    def get_queryset(self) -> QuerySet[Section] | list[Section]:
        return selectors.section_list(_query(self.request))


@extend_schema(
    tags=["rules"],
    summary="One rules section, by slug",
    responses=responses(SectionSerializer, cached=False),
)
class SectionDetail(RulesAPIView, generics.RetrieveAPIView):
    serializer_class = SectionSerializer
    lookup_field = "slug"

    def get_queryset(self) -> QuerySet[Section]:
        return selectors.sections_with_terms()


@extend_schema(
    tags=["rules"],
    summary="Glossary terms",
    description="Every glossary term, alphabetically (English name), or the ones matching `q`.",
    parameters=[Q_PARAMETER],
    responses=responses(TermSerializer(many=True), cached=False),
)
class TermList(WarnsUnknownParameters, RulesAPIView, generics.ListAPIView):
    serializer_class = TermSerializer
    parameters = LIST_PARAMETERS

    def get_queryset(self) -> QuerySet[Term] | list[Term]:
        return selectors.term_list(_query(self.request))


@extend_schema(
    tags=["rules"],
    summary="One glossary term, by slug",
    responses=responses(TermSerializer, cached=False),
)
class TermDetail(RulesAPIView, generics.RetrieveAPIView):
    serializer_class = TermSerializer
    lookup_field = "slug"

    def get_queryset(self) -> QuerySet[Term]:
        return selectors.terms_with_relations()
