"""Project-wide views: the error pages."""

from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import render


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
