"""Errors of the catalog API, all in one JSON shape:

    {"error": {"status": 400, "message": "...", "parameter": "power_min"}}

`parameter` names the query parameter at fault (or null when none is).
"""

from __future__ import annotations

from typing import Any

from django.core.exceptions import PermissionDenied
from django.http import Http404
from rest_framework import exceptions, status
from rest_framework.response import Response


class ParameterError(exceptions.ValidationError):
    """A bad query parameter: 400 naming it."""

    def __init__(
        self, parameter: str, message: str, status_code: int = status.HTTP_400_BAD_REQUEST
    ):
        super().__init__({parameter: [message]})
        self.status_code = status_code


class ParameterNotFound(exceptions.NotFound):
    """A parameter points at nothing (a page past the end, a missing printing): 404 naming it."""

    def __init__(self, parameter: str | None, message: str):
        super().__init__(message)
        self.parameter = parameter


def error_body(status_code: int, message: str, parameter: str | None = None) -> dict[str, Any]:
    return {"error": {"status": status_code, "message": message, "parameter": parameter}}


def exception_handler(exc: Exception, context: dict) -> Response | None:
    """DRF exception handler answering `error_body`; None lets Django handle the rest."""
    if isinstance(exc, Http404):
        exc = exceptions.NotFound(str(exc) or "Not found.")
    elif isinstance(exc, PermissionDenied):
        exc = exceptions.PermissionDenied()
    if not isinstance(exc, exceptions.APIException):
        return None

    parameter = getattr(exc, "parameter", None)
    message = _message(exc.detail)
    if isinstance(exc.detail, dict) and exc.detail:
        parameter, errors = next(iter(exc.detail.items()))
        if parameter == "non_field_errors":
            parameter = None
        message = _message(errors)
        if parameter and not message.startswith(f"{parameter}:"):
            message = f"{parameter}: {message}"
    if isinstance(exc, exceptions.Throttled):
        message = _throttled_message(exc)

    headers = {}
    if getattr(exc, "auth_header", None):
        headers["WWW-Authenticate"] = exc.auth_header
    if getattr(exc, "wait", None) is not None:
        headers["Retry-After"] = str(int(exc.wait))
    return Response(
        error_body(exc.status_code, message, parameter), status=exc.status_code, headers=headers
    )


def _message(detail: Any) -> str:
    if isinstance(detail, dict):
        return "; ".join(f"{key}: {_message(value)}" for key, value in detail.items())
    if isinstance(detail, list):
        return " ".join(_message(item) for item in detail)
    return str(detail)


def _throttled_message(exc: exceptions.Throttled) -> str:
    wait = exc.wait
    if wait is None:
        return "Too many requests: slow down and try again later."
    seconds = max(1, int(wait + 0.999))
    return (
        f"Too many requests: the anonymous rate limit was reached. Retry in {seconds} "
        f"second{'s' if seconds != 1 else ''} (see the Retry-After header)."
    )
