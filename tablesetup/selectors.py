"""Read queries of the setup helper: the catalog index, the base deck and the special decks.

Everything is read in a handful of queries (the catalog is small: about 30 boxes, 110
factions, 210 bases per printing); nothing here knows about HTTP.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from catalog.models import Base, Box, Card, Faction, FactionBox, Printing, SpecialCard
from tablesetup.logic import FactionBoxes


@dataclass(frozen=True)
class BoxInfo:
    slug: str
    title_en: str
    title_fr: str
    release_order: int
    kind: str
    title_fr_source: str = ""


@dataclass(frozen=True)
class FactionInfo:
    slug: str
    name_en: str
    name_fr: str
    boxes: FactionBoxes
    name_fr_source: str = ""
    complexity_rank: int | None = None  # 1 (low) to 5 (high); None: unknown


@dataclass
class SetupCatalog:
    """The boxes and factions the helper chooses from, in deterministic orders."""

    boxes: dict[str, BoxInfo] = field(default_factory=dict)  # release order
    factions: dict[str, FactionInfo] = field(default_factory=dict)  # by English name, slug

    @property
    def release_order(self) -> dict[str, int]:
        return {slug: box.release_order for slug, box in self.boxes.items()}

    def faction_boxes(self) -> dict[str, FactionBoxes]:
        return {slug: faction.boxes for slug, faction in self.factions.items()}

    def factions_of_boxes(
        self, boxes: Iterable[str], max_complexity: int | None = None
    ) -> list[str]:
        """The factions found in any of `boxes`, sorted by slug; with `max_complexity` (1 to
        5), only those whose known complexity rating is at most that (an unknown rating is
        left out: nobody can say it is low)."""
        wanted = set(boxes)
        return sorted(
            slug
            for slug, faction in self.factions.items()
            if wanted.intersection(faction.boxes.boxes)
            and (
                max_complexity is None
                or (
                    faction.complexity_rank is not None
                    and faction.complexity_rank <= max_complexity
                )
            )
        )


def setup_catalog() -> SetupCatalog:
    """Every box and faction with the boxes each faction comes in (two queries)."""
    catalog = SetupCatalog()
    for box in Box.objects.order_by("release_order", "slug"):
        catalog.boxes[box.slug] = BoxInfo(
            box.slug, box.title_en, box.title_fr, box.release_order, box.kind, box.title_fr_source
        )
    links: dict[int, list[FactionBox]] = {}
    for link in FactionBox.objects.select_related("box").order_by(
        "faction_id", "box__release_order", "box__slug"
    ):
        links.setdefault(link.faction_id, []).append(link)
    for faction in Faction.objects.order_by("name_en", "slug"):
        own = links.get(faction.pk, [])
        first = next((link.box.slug for link in own if link.first_release), None)
        catalog.factions[faction.slug] = FactionInfo(
            slug=faction.slug,
            name_en=faction.name_en,
            name_fr=faction.name_fr,
            boxes=FactionBoxes(faction.slug, tuple(link.box.slug for link in own), first),
            name_fr_source=faction.name_fr_source,
            complexity_rank=faction.complexity_rank,
        )
    return catalog


@dataclass(frozen=True)
class DeckBox:
    """The bases one box brings to the deck, and the printing they were taken in."""

    box: str
    bases: list[Base]
    fallback: bool = False  # POD asked, but the box has no POD bases: original ones used
    filled_in: list[str] = field(default_factory=list)  # original bases with no POD version


def deck_bases(boxes: Sequence[str], printing: str) -> list[DeckBox]:
    """The bases of `boxes` in `printing`, box by box in the given order.

    Print-on-demand: a box with no POD base in the catalog keeps its original bases
    (`fallback`); in a box that has POD bases, an original base with no POD counterpart
    (e.g. Bastion, missing from the POD source) is kept in the original printing
    (`filled_in`), so the deck holds every base the box contains.
    """
    rows = list(
        Base.objects.filter(box__slug__in=list(boxes))
        .select_related("box")
        .order_by("box__release_order", "position", "printing", "slug")
    )
    by_box: dict[str, list[Base]] = {}
    for base in rows:
        by_box.setdefault(base.box.slug, []).append(base)
    result = []
    for box in boxes:
        bases = by_box.get(box, [])
        wanted = [base for base in bases if base.printing == printing]
        if printing == Printing.ORIGINAL or not bases:
            result.append(DeckBox(box, wanted))
            continue
        originals = [base for base in bases if base.printing == Printing.ORIGINAL]
        if not wanted:
            result.append(DeckBox(box, originals, fallback=bool(originals)))
            continue
        # Only trust "no counterpart" when the catalog links the printings of this box at all.
        linking = any(base.counterpart_id for base in bases)
        partners = {base.counterpart_id for base in wanted}
        pod_slugs = {base.slug for base in wanted}
        missing = [
            base
            for base in originals
            if linking
            and base.counterpart_id is None
            and base.pk not in partners
            and base.slug not in pod_slugs
        ]
        merged = sorted(wanted + missing, key=lambda base: (base.position, base.slug))
        result.append(DeckBox(box, merged, filled_in=[base.slug for base in missing]))
    return result


# --- special decks and components ---------------------------------------------------------

MADNESS_WORD = "madness"
TREASURE_WORD = "treasure"
POWER_COUNTER_WORDS = "+1 power counter"


@dataclass(frozen=True)
class SpecialNeeds:
    """What the factions and bases in play need beside the decks, with who needs it."""

    madness_factions: list[str]
    madness_bases: list[str]
    madness_boxes: list[str]
    monster_bases: list[str]
    monster_boxes: list[str]
    treasure_factions: list[str]
    titans: list[tuple[str, str, str]]  # (faction slug, titan name_en, titan name_fr)
    counter_factions: list[str]


def _factions_read_in_other_printing(factions: Sequence[str], printing: str) -> set[str]:
    """Factions with no card but titans in `printing` (e.g. Marvel and Disney: no POD source):
    their cards are read in the other printing."""
    in_printing = set(
        Card.objects.filter(faction__slug__in=list(factions), printing=printing)
        .exclude(card_type=Card.Type.TITAN)
        .values_list("faction__slug", flat=True)
        .distinct()
    )
    return set(factions) - in_printing


def _factions_whose_cards_mention(
    factions: Sequence[str], words: str, printing: str, other_printing: set[str]
) -> list[str]:
    """Factions with a card mentioning `words` (normalised text) in the chosen printing (in
    the other one for the factions of `other_printing`). A titan counts only in its own
    printing: the catalog's titans are all print-on-demand cards (issue 18)."""
    hits = Card.objects.filter(faction__slug__in=list(factions), search_text__contains=words)
    return sorted(
        {
            faction
            for faction, card_printing in hits.values_list("faction__slug", "printing")
            if card_printing == printing or faction in other_printing
        }
    )


def special_needs(
    factions: Sequence[str], boxes: Sequence[str], bases: Sequence[Base], printing: str
) -> SpecialNeeds:
    """Derived from the catalog: card texts that mention Madness, treasures or +1 power
    counters, titan cards, Munchkin bases that show monsters, and the special cards stored
    for the boxes in play."""
    special = list(
        SpecialCard.objects.filter(box__slug__in=list(boxes))
        .values_list("kind", "box__slug")
        .distinct()
        .order_by("kind", "box__slug")
    )
    other_printing = _factions_read_in_other_printing(factions, printing)
    # Only the titans of the table's printing: an original-printing table lists none of the
    # print-on-demand titans (issue 18).
    titans = sorted(
        {
            (faction, name_en, name_fr)
            for faction, name_en, name_fr, card_printing in Card.objects.filter(
                faction__slug__in=list(factions), card_type=Card.Type.TITAN
            ).values_list("faction__slug", "name_en", "name_fr", "printing")
            if card_printing == printing or faction in other_printing
        }
    )
    return SpecialNeeds(
        madness_factions=_factions_whose_cards_mention(
            factions, MADNESS_WORD, printing, other_printing
        ),
        madness_bases=sorted({base.slug for base in bases if MADNESS_WORD in base.search_text}),
        madness_boxes=sorted({box for kind, box in special if kind == SpecialCard.Kind.MADNESS}),
        monster_bases=sorted({base.slug for base in bases if base.monsters}),
        monster_boxes=sorted(
            {
                box
                for kind, box in special
                if kind in (SpecialCard.Kind.MONSTER, SpecialCard.Kind.TREASURE)
            }
        ),
        treasure_factions=_factions_whose_cards_mention(
            factions, TREASURE_WORD, printing, other_printing
        ),
        titans=titans,
        counter_factions=_factions_whose_cards_mention(
            factions, POWER_COUNTER_WORDS, printing, other_printing
        ),
    )
