"""Conditional GET for the catalog API: a strong ETag from the body, 304 on If-None-Match,
and Cache-Control on every successful read."""

from __future__ import annotations

import hashlib
import threading
import time
from collections import OrderedDict
from dataclasses import dataclass
from typing import TYPE_CHECKING

from django.conf import settings
from django.core.cache import cache
from django.http import HttpRequest, HttpResponse
from django.utils.cache import get_conditional_response, patch_vary_headers

from smashup_site import shared_cache
from smashup_site.extensions import card_annotations_version

if TYPE_CHECKING:
    from catalog.models import CatalogImport

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


def dataset_key(catalog_import: CatalogImport) -> str:
    """What identifies the catalog's content: one import record (id, finishing time, digest).

    The source digest alone is not enough: an import with the same sources can still change
    the content (a new importer), and a recreated database reuses ids. Every import that
    changes the content stores a new record with a new finishing time, so this key changes.
    """
    finished = catalog_import.finished_at.strftime("%Y%m%dT%H%M%S%f")
    return f"{catalog_import.pk}-{finished}-{catalog_import.source_digest[:16]}"


# -- server-side response cache ----------------------------------------------------------------
#
# The catalog only changes when `import_catalog` runs, so a rendered answer can be reused until
# the dataset version (the latest CatalogImport) changes. Each process keeps its own small LRU
# of rendered JSON bodies; the version is re-read at most every VERSION_TTL seconds, so a new
# import is served within that delay. A request with "Cache-Control: no-cache" (or
# "Pragma: no-cache") is computed afresh. With settings.RESPONSE_CACHE_SHARED (on with REDIS_URL)
# the bodies also go to Django's cache, so an answer rendered by one app process serves the others.

VERSION_TTL = 5.0
MAX_ENTRIES = 2000
MAX_BYTES = 64 * 1024 * 1024
MAX_BODY = 1024 * 1024


@dataclass(frozen=True)
class CachedBody:
    content: bytes
    content_type: str
    etag: str
    content_language: str = "en"


class ResponseCache:
    """A thread-safe LRU of rendered bodies, bounded in entries and bytes."""

    def __init__(self, max_entries: int = MAX_ENTRIES, max_bytes: int = MAX_BYTES):
        self.max_entries = max_entries
        self.max_bytes = max_bytes
        self._items: OrderedDict[tuple, CachedBody] = OrderedDict()
        self._bytes = 0
        self._lock = threading.Lock()
        self._version: tuple[float, str] = (0.0, "")

    def version(self) -> str:
        """The dataset version, re-read from the database at most every VERSION_TTL s."""
        checked, value = self._version
        now = time.monotonic()
        if now - checked > VERSION_TTL or not value:
            from catalog.selectors import latest_catalog_import

            latest = latest_catalog_import()
            value = dataset_key(latest) if latest else "none"
            self._version = (now, value)
        return value

    def get(self, key: tuple) -> CachedBody | None:
        with self._lock:
            found = self._items.get(key)
            if found is not None:
                self._items.move_to_end(key)
                return found
        if not getattr(settings, "RESPONSE_CACHE_SHARED", False):
            return None
        try:
            found = shared_cache.call(cache.get, shared_key(key))
        except shared_cache.CacheUnavailable:
            return None  # Redis down or frozen: a miss, the answer is computed
        if isinstance(found, CachedBody):
            self._keep(key, found)
            return found
        return None

    def put(self, key: tuple, body: CachedBody) -> None:
        if len(body.content) > MAX_BODY:
            return
        if getattr(settings, "RESPONSE_CACHE_SHARED", False):
            try:
                shared_cache.call(cache.set, shared_key(key), body, timeout=SHARED_TIMEOUT)
            except shared_cache.CacheUnavailable:
                pass  # kept in this process only (below) until Redis answers again
        self._keep(key, body)

    def _keep(self, key: tuple, body: CachedBody) -> None:
        with self._lock:
            old = self._items.pop(key, None)
            if old is not None:
                self._bytes -= len(old.content)
            self._items[key] = body
            self._bytes += len(body.content)
            while self._items and (
                len(self._items) > self.max_entries or self._bytes > self.max_bytes
            ):
                _, dropped = self._items.popitem(last=False)
                self._bytes -= len(dropped.content)

    def clear(self) -> None:
        with self._lock:
            self._items.clear()
            self._bytes = 0
            self._version = (0.0, "")


RESPONSES = ResponseCache()
# Shared entries carry the dataset version in their key: an old version's entries are never read
# again and expire (or Redis drops them first, least recently used).
SHARED_TIMEOUT = 24 * 3600


def shared_key(key: tuple) -> str:
    return "response:" + hashlib.blake2b(repr(key).encode(), digest_size=20).hexdigest()


def wants_fresh(request: HttpRequest) -> bool:
    control = request.headers.get("Cache-Control", "").lower()
    return "no-cache" in control or "no-cache" in request.headers.get("Pragma", "").lower()


def cache_key(request: HttpRequest, media_type: str) -> tuple:
    # The scheme too: absolute links in an answer differ between http and https. The card
    # annotations' version too: a deployment whose simulator statuses differ (issue 27: the
    # play statuses) must not read the bodies an older one left in the shared cache.
    return (
        RESPONSES.version(),
        card_annotations_version(),
        request.scheme,
        request.get_host(),
        request.get_full_path(),
        media_type,
    )


def cached_response(
    request: HttpRequest, body: CachedBody, cache_control: str = CACHE_CONTROL
) -> HttpResponse:
    response = HttpResponse(body.content, content_type=body.content_type)
    response["Content-Language"] = body.content_language
    return conditional(request, response, etag=body.etag, cache_control=cache_control)
