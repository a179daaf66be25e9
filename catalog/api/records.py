"""Rendered cards and bases, kept per process until the next import.

A list or a search runs its filters, ordering and pagination in SQL on ids only, then takes
each record's JSON dict from here; the dicts missing are built in one go (one query plus the
prefetches) with the serializers' `represent()`. Keys carry the dataset version (see
caching.ResponseCache.version), the answer's language and the origin of absolute URLs, so an
import, `lang=fr` or another host never get a stale or foreign dict. The dicts are shared:
callers must not change them.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Sequence
from typing import Any

from catalog import selectors
from catalog.api import serializers as s
from catalog.api.caching import RESPONSES

MAX_ENTRIES = 20_000

_SOURCES = {
    "card": (selectors.api_cards, s.CardSerializer),
    "base": (selectors.api_bases, s.BaseSerializer),
}


class RecordCache:
    def __init__(self, max_entries: int = MAX_ENTRIES):
        self.max_entries = max_entries
        self._items: OrderedDict[tuple, dict] = OrderedDict()
        self._lock = threading.Lock()

    def render(self, kind: str, ids: Sequence[int], context: dict[str, Any]) -> list[dict]:
        """The JSON dicts of the `kind` ("card" or "base") records `ids`, in that order."""
        prefix = (RESPONSES.version(), kind, context.get("lang", "en"), context.get("origin"))
        found: dict[int, dict] = {}
        with self._lock:
            for pk in ids:
                data = self._items.get((*prefix, pk))
                if data is not None:
                    found[pk] = data
        missing = [pk for pk in ids if pk not in found]
        if missing:
            queryset, serializer_class = _SOURCES[kind]
            serializer = serializer_class(context=context)
            built = {
                record.pk: serializer.to_representation(record)
                for record in queryset().filter(pk__in=missing)
            }
            found.update(built)
            with self._lock:
                for pk, data in built.items():
                    self._items[(*prefix, pk)] = data
                while len(self._items) > self.max_entries:
                    self._items.popitem(last=False)
        return [found[pk] for pk in ids if pk in found]

    def clear(self) -> None:
        with self._lock:
            self._items.clear()


RECORDS = RecordCache()
