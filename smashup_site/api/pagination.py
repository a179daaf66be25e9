"""Page-number pagination with strict parameters and a `warnings` member:

{"count": 1421, "next": "...?page=3", "previous": "...?page=1", "results": [...],
 "warnings": []}
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from django.core.paginator import InvalidPage
from django.core.paginator import Paginator as DjangoPaginator
from rest_framework.pagination import PageNumberPagination
from rest_framework.request import Request
from rest_framework.response import Response

from smashup_site.api.errors import ParameterError, ParameterNotFound
from smashup_site.query_params import (
    MAX_PAGE_NUMBER,
    repeated_parameter,
    unknown_parameters,
    whole_number,
)

DEFAULT_PAGE_SIZE = 50
MAX_PAGE_SIZE = 200


def warn_unknown_parameters(request: Request, known: Iterable[str]) -> None:
    """A warning in the answer for each query parameter the view does not read."""
    for name in unknown_parameters(request.query_params, known):
        request_warnings(request).append(f'Unknown parameter "{name}" ignored.')


def reject_repeated_parameters(request: Request, names: Iterable[str]) -> None:
    """400 naming the first of `names` given more than once (one value is read per name)."""
    repeated = repeated_parameter(request.query_params, names)
    if repeated is not None:
        name, count = repeated
        raise ParameterError(name, f"given {count} times; give it once.")


def request_warnings(request: Request) -> list[str]:
    """The warnings collected while answering `request` (search terms, unknown parameters)."""
    warnings = getattr(request, "api_warnings", None)
    if warnings is None:
        warnings = []
        request.api_warnings = warnings
    return warnings


class ApiPagination(PageNumberPagination):
    page_size = DEFAULT_PAGE_SIZE
    page_size_query_param = "page_size"
    max_page_size = MAX_PAGE_SIZE
    django_paginator_class = DjangoPaginator

    def get_page_size(self, request: Request) -> int:
        raw = request.query_params.get(self.page_size_query_param)
        if raw is None:
            return self.page_size
        # An empty value is not a number either ("page_size=" is a 400, as the schema says).
        number = whole_number(raw)
        if number is None or not 1 <= number <= self.max_page_size:
            raise ParameterError(
                "page_size", f"must be a whole number from 1 to {self.max_page_size}."
            )
        return number

    def paginate_queryset(self, queryset: Any, request: Request, view: Any = None) -> list:
        self.request = request
        page_size = self.get_page_size(request)
        raw = request.query_params.get(self.page_query_param, "1")
        number = whole_number(raw) if raw not in self.last_page_strings else None
        if raw not in self.last_page_strings and (
            number is None or not 1 <= number <= MAX_PAGE_NUMBER
        ):
            raise ParameterError("page", "must be a whole number of 1 or more.")
        paginator = self.django_paginator_class(queryset, page_size)
        try:
            self.page = paginator.page(paginator.num_pages if number is None else number)
        except InvalidPage:
            pages = paginator.num_pages
            raise ParameterNotFound(
                "page",
                f"Page {raw} is out of range: the last page is {pages}.",
            ) from None
        return list(self.page)

    def get_paginated_response(self, data: list) -> Response:
        return Response(
            {
                "count": self.page.paginator.count,
                "next": self.get_next_link(),
                "previous": self.get_previous_link(),
                "results": data,
                "warnings": request_warnings(self.request),
            }
        )

    def get_schema_operation_parameters(self, view: Any) -> list[dict]:
        return [
            {
                "name": self.page_query_param,
                "required": False,
                "in": "query",
                "description": "A page number (1 or more, at most the last page).",
                "schema": {"type": "integer", "minimum": 1, "maximum": MAX_PAGE_NUMBER},
            },
            {
                "name": self.page_size_query_param,
                "required": False,
                "in": "query",
                "description": f"Results per page (default {self.page_size}).",
                "schema": {"type": "integer", "minimum": 1, "maximum": self.max_page_size},
            },
        ]

    def get_paginated_response_schema(self, schema: dict) -> dict:
        base = super().get_paginated_response_schema(schema)
        base["properties"]["warnings"] = {
            "type": "array",
            "items": {"type": "string"},
            "description": "Search terms or parameters that were ignored, and why.",
        }
        base["required"] = ["count", "next", "previous", "results", "warnings"]
        return base
