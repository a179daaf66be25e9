"""One error shape for every simulator endpoint: the engine's {"error": {"field", "message"}}."""

from typing import Any

from rest_framework import status
from rest_framework.exceptions import APIException
from rest_framework.response import Response
from rest_framework.views import exception_handler


def error_body(message: str, field: str | None = None) -> dict[str, Any]:
    return {"error": {"field": field, "message": message}}


def error_response(message: str, status_code: int, field: str | None = None) -> Response:
    return Response(error_body(message, field), status=status_code)


def simulator_exception_handler(exc: Exception, context: dict[str, Any]) -> Response | None:
    """DRF's handler (status, Retry-After...), with the body reshaped to the engine's shape."""
    response = exception_handler(exc, context)
    if response is None or not isinstance(exc, APIException):
        return response
    detail = exc.detail
    if isinstance(detail, dict):
        detail = detail.get("detail", detail)
    if isinstance(detail, list):
        detail = " ".join(str(item) for item in detail)
    response.data = error_body(str(detail))
    return response


class PayloadTooLarge(APIException):
    status_code = status.HTTP_413_REQUEST_ENTITY_TOO_LARGE
    default_detail = "The request body is too large."
    default_code = "payload_too_large"
