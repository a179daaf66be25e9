"""HTTP plumbing for every request: bodies Django can read, and the Content-Security-Policy."""

from __future__ import annotations

from collections.abc import Callable

from django.conf import settings
from django.http import HttpRequest, HttpResponse, JsonResponse

LENGTH_REQUIRED = {
    "status": 411,
    "message": "Send the body with a Content-Length header: chunked bodies are not read.",
    "message_fr": "Envoyez le corps avec un en-tête Content-Length : les corps par morceaux "
    "(chunked) ne sont pas lus.",
    "field": None,
    "parameter": None,
}


class RequestBodyMiddleware:
    """411 for a chunked body. Django reads CONTENT_LENGTH bytes of a body, so a chunked body
    (no Content-Length) would silently read as empty; nginx in front sends bodies with a length,
    this answers clients talking to an app server directly."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        encoding = request.META.get("HTTP_TRANSFER_ENCODING", "").lower()
        if "chunked" in encoding and not request.META.get("CONTENT_LENGTH"):
            # French accents as characters, like the API's other answers (DRF's renderer).
            return JsonResponse(
                {"error": LENGTH_REQUIRED}, status=411, json_dumps_params={"ensure_ascii": False}
            )
        return self.get_response(request)


class ContentSecurityPolicyMiddleware:
    """settings.CONTENT_SECURITY_POLICY (DJANGO_CSP=1) on every answer that has none yet;
    CONTENT_SECURITY_POLICY_API (inline styles allowed) under /api/."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        policy = settings.CONTENT_SECURITY_POLICY
        if request.path.startswith("/api/"):
            policy = settings.CONTENT_SECURITY_POLICY_API
        if policy and "Content-Security-Policy" not in response:
            response["Content-Security-Policy"] = policy
        return response
