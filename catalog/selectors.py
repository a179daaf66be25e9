"""Read queries of the catalog: one function per page or API need, each free of N+1 queries.

Website pages (catalog.views) use the functions of the "Pages" section; the REST API adds its
own below. Selectors know nothing of HTTP: a missing record is `None`, the view decides.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Generic, TypeVar

from django.db.models import Count, Prefetch, Q, QuerySet

from catalog.models import (
    Base,
    Box,
    Card,
    CatalogImport,
    Clarification,
    Erratum,
    Faction,
    FactionBox,
    Keyword,
    Printing,
    SpecialCard,
    TextStatus,
)

# --------------------------------------------------------------------------------------------
# Pages
# --------------------------------------------------------------------------------------------

T = TypeVar("T", Card, Base)

# The fields compared between the two printings of a card or a base, in display order.
CARD_DIFF_FIELDS = ("name_en", "card_type", "copies", "power", "power_text", "text")
BASE_DIFF_FIELDS = (
    "name_en",
    "breakpoint",
    "vp_first",
    "vp_second",
    "vp_third",
    "monsters",
    "text",
)
CARD_TYPE_ORDER = [choice.value for choice in Card.Type]


@dataclass(frozen=True)
class PrintingPair(Generic[T]):
    """The same card (or base) in the original and the print-on-demand printing.

    Either side may be missing: a card redesigned for POD exists in one printing only.
    """

    original: T | None
    pod: T | None

    @classmethod
    def of(cls, record: T, other: T | None) -> PrintingPair[T]:
        """The pair of `record` and `other` (its counterpart, or None), each on its side."""
        if record.printing == Printing.ORIGINAL:
            return cls(original=record, pod=other)
        return cls(original=other, pod=record)

    @property
    def main(self) -> T:
        """The record shown first: the original printing (the one IELLO translated)."""
        return self.original or self.pod  # type: ignore[return-value]

    @property
    def both(self) -> bool:
        return self.original is not None and self.pod is not None

    def differs(self, name: str) -> bool:
        """True when both printings give `name` a known value and the values differ.

        An unknown value (None, or an empty text) on one side is not a difference.
        """
        if not self.both:
            return False
        mine, theirs = getattr(self.original, name), getattr(self.pod, name)
        if name != "power_text" and (mine in (None, "") or theirs in (None, "")):
            return False
        return mine != theirs

    @property
    def diff_fields(self) -> list[str]:
        fields = CARD_DIFF_FIELDS if isinstance(self.main, Card) else BASE_DIFF_FIELDS
        return [name for name in fields if self.differs(name)]


def pair_printings(items: Iterable[T]) -> list[PrintingPair[T]]:
    """Pair each record with its counterpart in the other printing, keeping the input order.

    A pair takes the place of its first member in `items`; records whose counterpart is not
    among `items` stand alone.
    """
    items = list(items)
    by_id = {item.pk: item for item in items}
    used: set[int] = set()
    pairs: list[PrintingPair[T]] = []
    for item in items:
        if item.pk in used:
            continue
        used.add(item.pk)
        other = by_id.get(item.counterpart_id) if item.counterpart_id else None
        if other is not None and other.pk not in used and other.printing != item.printing:
            used.add(other.pk)
        else:
            other = None
        pairs.append(PrintingPair.of(item, other))
    return pairs


@dataclass(frozen=True)
class CardTypeGroup:
    card_type: str
    label: str
    pairs: list[PrintingPair[Card]]
    copies: dict[str, int] = field(default_factory=dict)  # printing -> total copies known


def group_by_card_type(pairs: Sequence[PrintingPair[Card]]) -> list[CardTypeGroup]:
    """Card pairs grouped by type (minion, action, titan, other), in the input order."""
    labels = dict(Card.Type.choices)
    grouped: dict[str, list[PrintingPair[Card]]] = {}
    for pair in pairs:
        grouped.setdefault(pair.main.card_type, []).append(pair)
    groups = []
    for card_type in sorted(grouped, key=_type_rank):
        members = grouped[card_type]
        copies = {}
        for printing in (Printing.ORIGINAL, Printing.POD):
            cards = [getattr(pair, printing.value) for pair in members]
            cards = [card for card in cards if card is not None]
            if cards:
                copies[printing.value] = sum(card.copies or 0 for card in cards)
        groups.append(
            CardTypeGroup(card_type, str(labels.get(card_type, card_type)), members, copies)
        )
    return groups


def _type_rank(card_type: str) -> int:
    return (
        CARD_TYPE_ORDER.index(card_type) if card_type in CARD_TYPE_ORDER else len(CARD_TYPE_ORDER)
    )


def _faction_boxes() -> Prefetch:
    return Prefetch(
        "faction_boxes",
        queryset=FactionBox.objects.select_related("box").order_by("box__release_order"),
    )


def boxes_with_factions() -> QuerySet[Box]:
    """Every box in release order, with its factions (by name)."""
    return Box.objects.order_by("release_order").prefetch_related(
        Prefetch(
            "faction_boxes",
            queryset=FactionBox.objects.select_related("faction").order_by(
                "faction__name_en", "faction__slug"
            ),
        )
    )


def boxes_with_factions_and_bases() -> QuerySet[Box]:
    """Every box in release order, with its factions and its bases (`box_bases`: one record
    per base, the original printing, which every base has; the reprint may rename it)."""
    return boxes_with_factions().prefetch_related(
        Prefetch(
            "bases",
            queryset=Base.objects.filter(printing=Printing.ORIGINAL).order_by("position", "slug"),
            to_attr="box_bases",
        )
    )


@dataclass(frozen=True)
class BoxPage:
    box: Box
    faction_boxes: list[FactionBox]
    base_pairs: list[PrintingPair[Base]]
    previous: Box | None
    next: Box | None
    special_cards: list[SpecialCard] = field(default_factory=list)


def box_page(slug: str) -> BoxPage | None:
    box = Box.objects.filter(slug=slug).first()
    if box is None:
        return None
    faction_boxes = list(
        FactionBox.objects.filter(box=box)
        .select_related("faction")
        .order_by("faction__name_en", "faction__slug")
    )
    bases = (
        Base.objects.filter(box=box)
        .select_related("faction")
        .order_by("position", "printing", "slug")
    )
    return BoxPage(
        box=box,
        faction_boxes=faction_boxes,
        base_pairs=pair_printings(bases),
        previous=Box.objects.filter(release_order__lt=box.release_order)
        .order_by("-release_order")
        .first(),
        next=Box.objects.filter(release_order__gt=box.release_order)
        .order_by("release_order")
        .first(),
        special_cards=list(SpecialCard.objects.filter(box=box).order_by("kind", "slug")),
    )


@dataclass(frozen=True)
class FactionPage:
    faction: Faction
    faction_boxes: list[FactionBox]
    groups: list[CardTypeGroup]
    base_pairs: list[PrintingPair[Base]]
    clarifications: list[Clarification]
    printings: list[str]


def faction_page(slug: str) -> FactionPage | None:
    faction = Faction.objects.filter(slug=slug).prefetch_related(_faction_boxes()).first()
    if faction is None:
        return None
    cards = (
        Card.objects.filter(faction=faction)
        .annotate(
            own_clarification_count=Count("clarifications", distinct=True),
            named_clarification_count=Count("named_in_clarifications", distinct=True),
            erratum_count=Count("errata", distinct=True),
        )
        .order_by("printing", "position", "slug")
    )
    cards = list(cards)
    for card in cards:
        card.faction = faction  # the page links each card by its faction's slug
        # as on the card's page: its own clarifications and the faction's that name it
        card.clarification_count = card.own_clarification_count + card.named_clarification_count
    card_pairs = pair_printings(cards)
    bases = (
        Base.objects.filter(faction=faction)
        .select_related("box")
        .order_by("box__release_order", "position", "printing", "slug")
    )
    clarifications = list(
        Clarification.objects.filter(faction=faction, card__isnull=True, base__isnull=True)
        .select_related("faction")
        .prefetch_related(
            Prefetch(
                "named_cards",
                queryset=Card.objects.select_related("faction").order_by("printing", "position"),
            )
        )
        .order_by("position", "id")
    )
    printings = sorted(
        {card.printing for pair in card_pairs for card in (pair.original, pair.pod) if card},
        key=lambda value: 0 if value == Printing.ORIGINAL else 1,
    )
    return FactionPage(
        faction=faction,
        faction_boxes=list(faction.faction_boxes.all()),
        groups=group_by_card_type(card_pairs),
        base_pairs=pair_printings(bases),
        clarifications=clarifications,
        printings=printings,
    )


def _rulings(prefix: str = "") -> list[Prefetch]:
    """Errata and clarifications in their order, of the records at `prefix` ("counterpart__")."""
    return [
        Prefetch(f"{prefix}errata", queryset=Erratum.objects.order_by("position", "id")),
        Prefetch(
            f"{prefix}clarifications", queryset=Clarification.objects.order_by("position", "id")
        ),
    ]


def _card_rulings(prefix: str = "", counterpart_errata: bool = True) -> list[Prefetch]:
    """What Card.shown_errata() and shown_clarifications() read, of the cards at `prefix`: their
    rulings, the faction-level clarifications naming them and (`counterpart_errata`) their
    counterpart's errata."""
    lookups = [
        *_rulings(prefix),
        Prefetch(
            f"{prefix}named_in_clarifications",
            queryset=Clarification.objects.order_by("faction_id", "position", "id"),
        ),
    ]
    if counterpart_errata:
        lookups.append(
            Prefetch(
                f"{prefix}counterpart__errata",
                queryset=Erratum.objects.order_by("position", "id"),
            )
        )
    return lookups


def card_printings(faction_slug: str, slug: str) -> list[Card]:
    """The card `slug` of faction `faction_slug` in each printing it exists in (original first).

    Each card comes with its faction (and the faction's boxes), keywords, errata and
    clarifications, and its counterpart in the other printing with the same (the counterpart's
    `counterpart` is set back to the card, so each side's shown_errata() reads the other's).
    """
    cards = list(
        Card.objects.filter(faction__slug=faction_slug, slug=slug)
        .select_related("faction", "counterpart")
        .prefetch_related(
            "keywords",
            *_card_rulings(counterpart_errata=False),
            Prefetch("faction__faction_boxes", queryset=_faction_boxes().queryset),
            "counterpart__keywords",
            *_card_rulings("counterpart__", counterpart_errata=False),
        )
        .order_by("printing")
    )
    for card in cards:
        if card.counterpart is not None and card.counterpart.counterpart_id == card.pk:
            card.counterpart.counterpart = card
    return cards


def base_printings(slug: str) -> list[Base]:
    """The base `slug` in each printing it exists in (original first), with what its page shows."""
    return list(
        Base.objects.filter(slug=slug)
        .select_related("box", "faction", "counterpart", "counterpart__box", "counterpart__faction")
        .prefetch_related(
            "keywords",
            *_rulings(),
            "counterpart__keywords",
            *_rulings("counterpart__"),
        )
        .order_by("printing")
    )


def has_shown_rulings(kind: str, owner: str) -> Q:
    """The cards (`owner` "card_id") or bases ("base_id") that show errata (`kind` "errata")
    or clarifications ("clarifications") on their page and in the API: their own, plus for a
    card the erratum that produced its current wording and the faction-level clarifications
    naming it (Card.shown_errata, Card.shown_clarifications)."""
    ruling = Erratum if kind == "errata" else Clarification
    condition = Q(pk__in=ruling.objects.filter(**{f"{owner}__isnull": False}).values(owner))
    if owner == "card_id" and kind == "errata":
        condition |= Q(text_status=TextStatus.CURRENT_WORDING)
    elif owner == "card_id":
        condition |= Q(pk__in=Clarification.named_cards.through.objects.values("card_id"))
    return condition


def cards_for_listing(cards: QuerySet[Card]) -> QuerySet[Card]:
    """Cards of a result list, with what a result row shows (faction, the other printing)."""
    return cards.select_related("faction", "counterpart__faction")


def bases_for_listing(bases: QuerySet[Base]) -> QuerySet[Base]:
    """Bases of a result list, with what a result row shows (box, home faction, the other
    printing)."""
    return bases.select_related("box", "faction", "counterpart")


# --------------------------------------------------------------------------------------------
# REST API (catalog.api): querysets with everything their serializers read, no N+1.
# --------------------------------------------------------------------------------------------


def api_boxes() -> QuerySet[Box]:
    """Boxes in release order, with their factions (by name)."""
    return Box.objects.order_by("release_order", "id").prefetch_related(
        Prefetch(
            "faction_boxes",
            queryset=FactionBox.objects.select_related("faction").order_by(
                "faction__name_en", "faction__slug", "id"
            ),
        )
    )


def api_factions() -> QuerySet[Faction]:
    """Factions by English name, with their boxes (in release order)."""
    return Faction.objects.order_by("name_en", "slug", "id").prefetch_related(
        Prefetch(
            "faction_boxes",
            queryset=FactionBox.objects.select_related("box").order_by("box__release_order", "id"),
        )
    )


def api_cards() -> QuerySet[Card]:
    """Cards by faction, printing and deck position, with faction, counterpart, keywords and
    rulings."""
    return (
        Card.objects.select_related("faction", "counterpart", "counterpart__faction")
        .prefetch_related("keywords", *_card_rulings())
        .order_by("faction__name_en", "faction__slug", "printing", "position", "slug", "id")
    )


def api_bases() -> QuerySet[Base]:
    """Bases by box, deck position and printing, with box, faction, counterpart, keywords and
    rulings."""
    return (
        Base.objects.select_related("box", "faction", "counterpart")
        .prefetch_related("keywords", *_rulings())
        .order_by("box__release_order", "position", "printing", "slug", "id")
    )


def api_card_printings(faction_slug: str, slug: str) -> list[Card]:
    """The card `slug` of faction `faction_slug` in each printing it exists in, original first."""
    return list(api_cards().filter(faction__slug=faction_slug, slug=slug).order_by("printing"))


def api_base_printings(slug: str) -> list[Base]:
    """The base `slug` in each printing it exists in, original first."""
    return list(api_bases().filter(slug=slug).order_by("printing"))


def api_clarifications() -> QuerySet[Clarification]:
    return (
        Clarification.objects.select_related("card", "card__faction", "base", "faction")
        .prefetch_related(
            Prefetch(
                "named_cards",
                queryset=Card.objects.select_related("faction").order_by("printing", "position"),
            )
        )
        .order_by("id")
    )


def api_errata() -> QuerySet[Erratum]:
    return Erratum.objects.select_related("card", "card__faction", "base", "faction").order_by("id")


def api_special_cards() -> QuerySet[SpecialCard]:
    """The Madness card, Munchkin monsters and treasures, by box, kind and slug."""
    return SpecialCard.objects.select_related("box").order_by(
        "box__release_order", "kind", "slug", "id"
    )


def api_keywords() -> QuerySet[Keyword]:
    return Keyword.objects.order_by("slug", "id")


def latest_catalog_import() -> CatalogImport | None:
    """The last successful `import_catalog` run: its digest is the dataset version."""
    return CatalogImport.objects.order_by("-finished_at", "-id").first()
