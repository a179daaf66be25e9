"""The admin login with a throttle on failed attempts, per client address.

After settings.ADMIN_LOGIN_FAILURES failed logins from one address within
ADMIN_LOGIN_WINDOW seconds (counted from the first failure), every login attempt from that
address is refused with 429, the right password included, until the window ends. The counter
lives in Django's cache (Redis in production): every process shares it.
"""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.contrib import admin
from django.core.cache import cache
from django.http import HttpRequest, HttpResponse

from smashup_site.throttling import hit


def failure_key(request: HttpRequest) -> str:
    # The client's key (ClientAddressMiddleware): an IPv6 client counts by its /64.
    key = request.META.get("CLIENT_KEY") or request.META.get("REMOTE_ADDR", "")
    return f"admin-login-failures:{key}"


def admin_login(request: HttpRequest, extra_context: dict[str, Any] | None = None) -> HttpResponse:
    key = failure_key(request)
    if request.method == "POST" and (cache.get(key) or 0) >= settings.ADMIN_LOGIN_FAILURES:
        response = HttpResponse(
            "Too many failed logins from this address: try again later.\n",
            status=429,
            content_type="text/plain; charset=utf-8",
        )
        response["Retry-After"] = str(settings.ADMIN_LOGIN_WINDOW)
        return response
    response = admin.site.login(request, extra_context)
    if request.method == "POST" and not request.user.is_authenticated:
        hit(cache, key, settings.ADMIN_LOGIN_WINDOW)
    return response
