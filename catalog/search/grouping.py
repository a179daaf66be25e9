"""One result row per card or base over both printings (the search page; the API lists each
printing on its own).

When both printings of a card match, its row is the original printing's, and
`other_printing_matches` says the reprint (its `counterpart`) matched too; when only one
printing matches, the row is that printing's. The order of the given queryset is kept.
"""

from __future__ import annotations

from typing import TypeVar

from django.db.models import Exists, OuterRef, Q, QuerySet

from catalog.models import Base, Card, Printing

Record = TypeVar("Record", Card, Base)


def one_row_per_record(records: QuerySet[Record]) -> QuerySet[Record]:
    """`records` less the reprints whose original printing is among them, each row annotated
    with `other_printing_matches`."""
    matched = records.order_by().values("pk")
    return records.filter(
        Q(printing=Printing.ORIGINAL) | Q(counterpart__isnull=True) | ~Q(counterpart__in=matched)
    ).annotate(
        other_printing_matches=Exists(records.order_by().filter(pk=OuterRef("counterpart_id")))
    )
