"""The OpenAPI description shared by the APIs: the error body and the usual responses."""

from __future__ import annotations

from typing import Any

from drf_spectacular.utils import OpenApiResponse, extend_schema_serializer
from rest_framework import serializers


@extend_schema_serializer(component_name="CatalogErrorDetail")
class ErrorDetailSerializer(serializers.Serializer):
    status = serializers.IntegerField()
    message = serializers.CharField()
    parameter = serializers.CharField(
        allow_null=True, help_text="The query parameter at fault, if any."
    )


@extend_schema_serializer(component_name="CatalogError")
class ErrorSerializer(serializers.Serializer):
    error = ErrorDetailSerializer()


ERROR = ErrorSerializer
NOT_MODIFIED = OpenApiResponse(description="Not modified: If-None-Match matched the ETag.")
BAD_REQUEST = OpenApiResponse(ERROR, description="A bad parameter (named in the error).")
NOT_FOUND = OpenApiResponse(ERROR, description="No such object, or a page past the end.")
THROTTLED = OpenApiResponse(ERROR, description="Too many requests; see Retry-After.")


def responses(ok: Any, *, cached: bool = True) -> dict[int, Any]:
    answer = {200: ok, 400: BAD_REQUEST, 404: NOT_FOUND, 429: THROTTLED}
    if cached:
        answer[304] = NOT_MODIFIED
    return answer
