"""Throwaway play-registry entries for a test (issue 27), so that the Django side's tests do not
depend on what the box modules of engine/plays register: `use_entries` takes a card's real
entries out of the registry, registers the test's own, and puts everything back after."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from simulator.engine.plays import registry
from simulator.engine.plays.registry import PlayAbility

# A card of a box after the first five (Big in Japan): the play modules being written now do
# not cover it, and the fixture removes any entry of it anyway.
LATE_CARD = ("kaiju", "stomp")
LATE_KEY = "/".join(LATE_CARD)


@contextmanager
def use_entries(key: str, *entries: PlayAbility) -> Iterator[None]:
    """`key` with `entries` only (none: a card no box module covers)."""
    saved = {slot: entry for slot, entry in registry._REGISTRY.items() if slot[0] == key}
    for slot in saved:
        registry._REGISTRY.pop(slot)
    try:
        registry.register(*entries)
        yield
    finally:
        for slot in [slot for slot in registry._REGISTRY if slot[0] == key]:
            registry._REGISTRY.pop(slot)
        registry._REGISTRY.update(saved)
