"""One page of search results: the cards, then the bases, as one list cut into pages.

The search page (like the API's /search/) pages through the matching cards first, then the
matching bases, both in the answer's name order, so every result is on exactly one page.
"""

from __future__ import annotations

from dataclasses import dataclass

from django.db.models import QuerySet

from catalog.models import Base, Card

MAX_PAGE_NUMBER = 1_000_000


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
    text = raw.strip()
    if not text.isascii() or not text.isdigit() or len(text) > 9:
        return None
    number = int(text)
    return number if 1 <= number <= MAX_PAGE_NUMBER else None


def results_page(
    cards: QuerySet[Card], bases: QuerySet[Base], number: int, size: int
) -> ResultsPage:
    """Page `number` (from 1) of cards-then-bases; PageOutOfRange past the last page.

    An empty result has one (empty) page. Both querysets must be totally ordered.
    """
    card_count = cards.count()
    base_count = bases.count()
    total = card_count + base_count
    num_pages = max(1, -(-total // size))
    if number > num_pages:
        raise PageOutOfRange(number, num_pages)
    start, end = (number - 1) * size, number * size
    page_cards = list(cards[start : min(end, card_count)]) if start < card_count else []
    if end > card_count and base_count:
        page_bases = list(bases[max(0, start - card_count) : end - card_count])
    else:
        page_bases = []
    return ResultsPage(number, num_pages, size, page_cards, page_bases, card_count, base_count)
