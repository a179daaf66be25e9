"""Rate limits counted in Django's cache with one atomic increment per request.

DRF's own throttles read a list of timestamps, then write it back: two processes answering the
same client at once both pass. Here each client has one counter per fixed window (`add` then
`incr`, atomic in Redis and in the local-memory cache), so every process of the site shares one
limit when the cache is Redis (settings.REDIS_URL). A window allows `rate` requests; a burst
straddling two windows can reach twice that over a window's length, never more.

When the cache does not answer (Redis down or frozen: smashup_site.shared_cache), a throttle
fails open: the request is allowed and a line is logged (at most one every 10 s per process).
A site that stops answering because its counters are unreachable would turn a cache fault into
an outage; the budgets that protect storage (saved scenarios) fail closed instead.
"""

from __future__ import annotations

import logging
from typing import Any

from django.conf import settings
from rest_framework.throttling import AnonRateThrottle, ScopedRateThrottle, SimpleRateThrottle

from smashup_site import shared_cache


class WindowCounterMixin:
    """allow_request/wait of a SimpleRateThrottle, counted in fixed windows."""

    window_end: float = 0.0
    now: float = 0.0

    def allow_request(self: Any, request: Any, view: Any) -> bool:
        if self.rate is None:
            return True
        if request.META.get("REMOTE_ADDR") in settings.THROTTLE_EXEMPT:
            return True  # a monitor or the load test's honest clients (settings.THROTTLE_EXEMPT)
        self.key = self.get_cache_key(request, view)
        if self.key is None:
            return True
        self.now = self.timer()
        window = int(self.now // self.duration)
        self.window_end = (window + 1) * self.duration
        key = f"{self.key}:{window}"
        try:
            count = hit(self.cache, key, self.duration + 1)
        except shared_cache.CacheUnavailable:
            shared_cache.log_every(
                "throttle-open",
                logging.WARNING,
                "throttle %s not counted (shared cache unavailable): requests allowed",
                self.scope,
            )
            return True
        return count <= self.num_requests

    def wait(self: Any) -> float:
        return max(self.window_end - self.now, 0.0)

    def get_ident(self: Any, request: Any) -> str:
        # The client's key (ClientAddressMiddleware): an IPv6 client counts by its /64.
        return request.META.get("CLIENT_KEY") or super().get_ident(request)


def hit(cache: Any, key: str, timeout: int, amount: int = 1, *, always_try: bool = False) -> int:
    """Add `amount` to the counter `key` (created with `timeout`), atomically; its new value.

    Raises shared_cache.CacheUnavailable when the cache does not answer (always_try: see
    shared_cache.call)."""
    shared_cache.call(cache.add, key, 0, timeout=timeout, always_try=always_try)
    try:
        return shared_cache.call(cache.incr, key, amount, always_try=always_try)
    except ValueError:  # expired between add and incr
        shared_cache.call(cache.add, key, amount, timeout=timeout, always_try=always_try)
        return amount


class AnonThrottle(WindowCounterMixin, AnonRateThrottle):
    """The project-wide anonymous limit (scope `anon`)."""


class ScopedThrottle(WindowCounterMixin, ScopedRateThrottle):
    """A view's own limit (its `throttle_scope`)."""

    def allow_request(self, request: Any, view: Any) -> bool:
        # As ScopedRateThrottle: the scope, hence the rate, is the view's.
        self.scope = getattr(view, self.scope_attr, None)
        if not self.scope:
            return True
        self.rate = self.get_rate()
        self.num_requests, self.duration = self.parse_rate(self.rate)
        return super().allow_request(request, view)


__all__ = ["AnonThrottle", "ScopedThrottle", "SimpleRateThrottle", "hit"]
