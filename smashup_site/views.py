"""Project-wide views: the error pages."""

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render


def page_not_found(request: HttpRequest, exception: Exception) -> HttpResponse:
    if request.path.startswith("/api/"):
        from django.http import JsonResponse

        return JsonResponse(
            {
                "error": {
                    "status": 404,
                    "message": f"No resource at {request.path}.",
                    "parameter": None,
                }
            },
            status=404,
        )
    return render(request, "404.html", {"path": request.path}, status=404)
