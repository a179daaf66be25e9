"""Project-wide views: the error pages."""

import sys

from django.db import InterfaceError, OperationalError
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import render
from django.template.loader import render_to_string
from django.utils import translation
from django.views.defaults import server_error as django_server_error
from redis.exceptions import RedisError

from smashup_site import shared_cache


def page_not_found(request: HttpRequest, exception: Exception) -> HttpResponse:
    if request.path.startswith("/api/"):
        # The same error object as the API's other 4xx answers, in English and French.
        return JsonResponse(
            {
                "error": {
                    "status": 404,
                    "message": f"No resource at {request.path}.",
                    "message_fr": f"Aucune ressource à l'adresse {request.path}.",
                    "field": None,
                    "parameter": None,
                }
            },
            status=404,
            json_dumps_params={"ensure_ascii": False},
        )
    return render(request, "404.html", {"path": request.path}, status=404)


# What a service the site depends on raises when it does not answer: PostgreSQL down, frozen
# (smashup_site.db_guard.DatabaseUnavailable, an OperationalError) or restarted under a kept
# connection; Redis down or frozen where no caller
# chose what to do without it (the admin login's failure counter).
UNAVAILABLE_ERRORS = (OperationalError, InterfaceError, shared_cache.CacheUnavailable, RedisError)


def server_error(request: HttpRequest) -> HttpResponse:
    """handler500: Django calls it for any exception no view or middleware handled (DRF passes
    on what is not an API error), inside its `except` block. A dependency that does not answer
    is a 503 with Retry-After (the API's JSON error under /api/, a plain page in the request's
    language elsewhere), never a traceback page; anything else is Django's own 500. The
    exception and its traceback are logged by Django either way."""
    exception = sys.exc_info()[1]
    if not isinstance(exception, UNAVAILABLE_ERRORS):
        return django_server_error(request)
    retry_after = str(shared_cache.RETRY_AFTER_SECONDS)
    if request.path.startswith("/api/"):
        response: HttpResponse = JsonResponse(
            {
                "error": {
                    "status": 503,
                    "message": "The service is unavailable for a moment (a part of the site "
                    f"does not answer); nothing was changed. Try again in {retry_after} seconds.",
                    "message_fr": "Le service est indisponible pour un moment (une partie du "
                    "site ne répond pas) ; rien n'a été modifié. Réessayez dans "
                    f"{retry_after} secondes.",
                    "field": None,
                    "parameter": None,
                }
            },
            status=503,
            json_dumps_params={"ensure_ascii": False},
        )
    else:
        # A page of its own (not base.html, whose menus and tags may need the database), in
        # the language of the address (/fr/...), English otherwise.
        language = translation.get_language_from_path(request.path_info) or "en"
        with translation.override(language):
            content = render_to_string("503.html", {"retry_after": retry_after})
        response = HttpResponse(content, status=503, content_type="text/html; charset=utf-8")
    response["Retry-After"] = retry_after
    return response
