"""Conditional GET for the catalog API: a strong ETag from the body, 304 on If-None-Match,
and Cache-Control on every successful read."""

from __future__ import annotations

import hashlib

from django.http import HttpRequest, HttpResponse
from django.utils.cache import get_conditional_response, patch_vary_headers

CACHE_CONTROL = "public, max-age=300"
NO_STORE = "no-store"


def body_etag(content: bytes) -> str:
    return '"' + hashlib.blake2b(content, digest_size=16).hexdigest() + '"'


def conditional(
    request: HttpRequest,
    response: HttpResponse,
    *,
    etag: str | None = None,
    cache_control: str = CACHE_CONTROL,
) -> HttpResponse:
    """Give a rendered 200 `response` its ETag and Cache-Control; 304 when the client has it."""
    if response.status_code != 200 or request.method not in ("GET", "HEAD"):
        return response
    if response.has_header("ETag"):
        return response  # already done by the view
    if cache_control == NO_STORE:
        response["Cache-Control"] = NO_STORE
        return response
    if etag is None:
        if hasattr(response, "render") and not getattr(response, "is_rendered", True):
            response.render()
        etag = body_etag(response.content)
    response["ETag"] = etag
    response["Cache-Control"] = cache_control
    patch_vary_headers(response, ["Accept"])
    return get_conditional_response(request, etag=etag, response=response)
