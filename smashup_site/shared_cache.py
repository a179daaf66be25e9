"""Calls to the shared cache (Redis in production) that survive Redis being down or frozen.

Django's RedisCache raises redis-py's errors when Redis does not answer (refused at once when it
is down; after settings' socket timeouts, about 250 ms, when it is frozen). `call` turns them
into CacheUnavailable, and then, for BREAK_SECONDS, fails at once without asking Redis again, so
a frozen Redis costs one process one timeout per period instead of one per request and counter.
What each caller does without the cache is its own decision:

- reads of rendered answers (catalog/api/caching.py): a miss, the answer is computed;
- rate limits (throttling.py): the request is allowed (fail open), with a log line;
- writes that need a budget they cannot check (saved scenarios): 503 with Retry-After.

The local-memory cache of development and tests never raises these errors.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from typing import Any, TypeVar

from redis.exceptions import RedisError

logger = logging.getLogger("smashup_site.shared_cache")

# Redis's errors (redis-py wraps socket errors: ConnectionError, TimeoutError). OSError too: a
# socket error raised before redis-py wraps it.
CACHE_ERRORS: tuple[type[BaseException], ...] = (RedisError, OSError)
# After a failure, calls fail at once for this long; then one call tries Redis again.
BREAK_SECONDS = 1.0
# What a client is told to wait before trying again a write the cache refused.
RETRY_AFTER_SECONDS = 5

T = TypeVar("T")

_lock = threading.Lock()
_broken_until = 0.0
_last_logged: dict[str, float] = {}


class CacheUnavailable(Exception):
    """The shared cache did not answer (or failed within the last BREAK_SECONDS)."""


def call(function: Callable[..., T], *args: Any, always_try: bool = False, **kwargs: Any) -> T:
    """function(*args, **kwargs), a cache operation; CacheUnavailable when the cache fails.

    always_try: ask the cache even within BREAK_SECONDS of a failure (for a write refused
    without it: one slow answer on a busy machine must not refuse every save for a second)."""
    global _broken_until
    if not always_try and time.monotonic() < _broken_until:
        raise CacheUnavailable("the shared cache failed less than a second ago")
    try:
        return function(*args, **kwargs)
    except CACHE_ERRORS as exc:
        with _lock:
            _broken_until = time.monotonic() + BREAK_SECONDS
        log_every(
            "cache-error",
            logging.ERROR,
            "shared cache unavailable (%s: %s): reads miss, throttles allow requests, "
            "saved scenarios answer 503, for the next %.0f s (then tried again)",
            type(exc).__name__,
            exc,
            BREAK_SECONDS,
        )
        raise CacheUnavailable(str(exc)) from exc


def log_every(key: str, level: int, message: str, *args: Any, seconds: float = 10.0) -> None:
    """Log `message` at most once every `seconds` per `key` in this process: an outage is said,
    not repeated for every request."""
    now = time.monotonic()
    with _lock:
        last = _last_logged.get(key)
        if last is not None and now - last < seconds:
            return
        _last_logged[key] = now
    logger.log(level, message, *args)


def reset() -> None:
    """Forget a past failure (tests)."""
    global _broken_until
    with _lock:
        _broken_until = 0.0
        _last_logged.clear()
