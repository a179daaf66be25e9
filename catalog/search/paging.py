"""One page of search results: the cards, then the bases, as one list cut into pages.

The search page pages through the matching cards first, then the matching bases, both in the
answer's name order, so every result is on exactly one page; the API's /search/ pages the same
ChainedResults with its paginator. Page numbers are read by whole_number() on both.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from django.db.models import QuerySet

from catalog.models import Base, Card
from smashup_site.query_params import MAX_PAGE_NUMBER, whole_number


class ChainedResults:
    """Labelled querysets one after the other, as one sliceable sequence (for a paginator):
    slicing gives (label, item) pairs (one COUNT per queryset, at most one SELECT each)."""

    def __init__(self, *parts: tuple[str, QuerySet]):
        self.parts = parts
        self._counts: list[int] | None = None

    def counts(self) -> list[int]:
        if self._counts is None:
            self._counts = [queryset.count() for _, queryset in self.parts]
        return self._counts

    def count(self) -> int:
        return sum(self.counts())

    def __len__(self) -> int:
        return self.count()

    def __getitem__(self, index: slice) -> list[tuple[str, Any]]:
        start, stop = index.start or 0, index.stop if index.stop is not None else self.count()
        items: list[tuple[str, Any]] = []
        offset = 0
        for (label, queryset), count in zip(self.parts, self.counts(), strict=True):
            low, high = max(start - offset, 0), min(stop - offset, count)
            if low < high:
                items.extend((label, pk) for pk in queryset[low:high])
            offset += count
        return items


class PageOutOfRange(LookupError):
    """The page number is past the last page."""

    def __init__(self, number: int, num_pages: int):
        super().__init__(f"Page {number} is out of range: the last page is {num_pages}.")
        self.number = number
        self.num_pages = num_pages


@dataclass(frozen=True)
class ResultsPage:
    number: int
    num_pages: int
    size: int
    cards: list[Card]
    bases: list[Base]
    card_count: int
    base_count: int

    @property
    def has_previous(self) -> bool:
        return self.number > 1

    @property
    def has_next(self) -> bool:
        return self.number < self.num_pages

    @property
    def previous_page_number(self) -> int:
        return self.number - 1

    @property
    def next_page_number(self) -> int:
        return self.number + 1

    @property
    def has_other_pages(self) -> bool:
        return self.num_pages > 1

    @property
    def first_base_page(self) -> int | None:
        """The page where the bases start (None when no base matches)."""
        return self.card_count // self.size + 1 if self.base_count else None

    @property
    def last_card_page(self) -> int | None:
        """The last page holding cards (None when no card matches)."""
        return (self.card_count - 1) // self.size + 1 if self.card_count else None


def parse_page_number(raw: str | None) -> int | None:
    """The page number of `?page=`: 1 when absent or empty, None when not a number >= 1."""
    if raw is None or raw.strip() == "":
        return 1
    number = whole_number(raw)
    return number if number is not None and 1 <= number <= MAX_PAGE_NUMBER else None


def results_page(
    cards: QuerySet[Card], bases: QuerySet[Base], number: int, size: int
) -> ResultsPage:
    """Page `number` (from 1) of cards-then-bases; PageOutOfRange past the last page.

    An empty result has one (empty) page. Both querysets must be totally ordered.
    """
    results = ChainedResults(("card", cards), ("base", bases))
    card_count, base_count = results.counts()
    num_pages = max(1, -(-(card_count + base_count) // size))
    if number > num_pages:
        raise PageOutOfRange(number, num_pages)
    items = results[(number - 1) * size : number * size]
    page_cards = [item for label, item in items if label == "card"]
    page_bases = [item for label, item in items if label == "base"]
    return ResultsPage(number, num_pages, size, page_cards, page_bases, card_count, base_count)
