"""One error shape for every simulator endpoint: the engine's {"error": {"field", "message",
"message_fr"}}, the message in English and in French."""

from typing import Any

from django.utils import translation
from rest_framework import status
from rest_framework.exceptions import (
    APIException,
    MethodNotAllowed,
    Throttled,
    UnsupportedMediaType,
)
from rest_framework.response import Response
from rest_framework.views import exception_handler

from simulator.engine import BoardError


def error_body(message: str, message_fr: str, field: str | None = None) -> dict[str, Any]:
    return {"error": {"field": field, "message": message, "message_fr": message_fr}}


def error_response(
    message: str, message_fr: str, status_code: int, field: str | None = None
) -> Response:
    return Response(error_body(message, message_fr, field), status=status_code)


def simulator_exception_handler(exc: Exception, context: dict[str, Any]) -> Response | None:
    """The engine's BoardError as a 400 with its own body; otherwise DRF's handler (status,
    Retry-After...), with the body reshaped to the engine's shape."""
    if isinstance(exc, BoardError):
        return Response(exc.as_dict(), status=status.HTTP_400_BAD_REQUEST)
    response = exception_handler(exc, context)
    if response is None or not isinstance(exc, APIException):
        return response
    response.data = error_body(_text(exc.detail), _french(exc, context))
    return response


def _text(detail: Any) -> str:
    if isinstance(detail, dict):
        detail = detail.get("detail", detail)
    if isinstance(detail, list):
        detail = " ".join(str(item) for item in detail)
    return str(detail)


def _french(exc: APIException, context: dict[str, Any]) -> str:
    """The French message: the one our exceptions carry, else DRF's own French translation."""
    french = getattr(exc, "detail_fr", None)
    if french:
        return french
    with translation.override("fr"):
        if isinstance(exc, Throttled):
            return _text(Throttled(exc.wait).detail)
        if isinstance(exc, MethodNotAllowed):
            request = context.get("request")
            return _text(MethodNotAllowed(getattr(request, "method", "") or "").detail)
        return str(exc.default_detail)


class PayloadTooLarge(APIException):
    status_code = status.HTTP_413_REQUEST_ENTITY_TOO_LARGE
    default_detail = "The request body is too large."
    default_code = "payload_too_large"

    def __init__(self, detail: str, detail_fr: str) -> None:
        super().__init__(detail)
        self.detail_fr = detail_fr


class JSONRequired(UnsupportedMediaType):
    """415: the body is not sent as JSON."""

    def __init__(self, media_type: str, detail: str, detail_fr: str) -> None:
        super().__init__(media_type, detail=detail)
        self.detail_fr = detail_fr
