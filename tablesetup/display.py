"""What the page shows, in the page's language: rows for the template built from a table.

No queries here (everything comes from the SetupTable / DraftState); the links to other
apps come from `tablesetup.links`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from urllib.parse import urlencode

from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from catalog.models import Base
from catalog.text import normalize
from tablesetup import links
from tablesetup.selectors import SetupCatalog
from tablesetup.serializers import SPECIAL_NAMES
from tablesetup.table import (
    MONSTERS,
    TITANS,
    DraftState,
    SetupRequest,
    SetupTable,
    box_title,
    faction_name,
    localized,
)


def href(query: dict[str, str]) -> str:
    return f"?{urlencode(query)}"


@dataclass(frozen=True)
class Option:
    value: str
    label: str


@dataclass(frozen=True)
class BaseRow:
    slug: str
    name: str
    other_name: str  # the English name under a French one, or ""
    url: str | None
    box: str
    breakpoint: int | None
    vp: list[int | None]
    monsters: int | None
    printing: str
    redraw_url: str = ""

    @property
    def vp_known(self) -> bool:
        return any(points is not None for points in self.vp)


@dataclass(frozen=True)
class FactionRow:
    slot: int  # 1-based
    name: str
    url: str | None
    box: str
    reroll_url: str
    other_boxes: list[tuple[str, str]] = field(default_factory=list)  # (box title, url)


@dataclass(frozen=True)
class SeatRow:
    number: int
    factions: list[FactionRow]


@dataclass(frozen=True)
class GroupRow:
    box: str
    url: str | None
    bases: list[BaseRow]
    fallback: bool


@dataclass(frozen=True)
class SpecialRow:
    kind: str
    name: str
    rules_url: str | None
    needed_by: list[str]
    titans: list[tuple[str, str]]  # (titan name, faction name)


def faction_option(catalog: SetupCatalog, slug: str) -> Option:
    """A faction by its name in the page's language, with the box that first released it."""
    info = catalog.factions[slug]
    box = info.boxes.default_box()
    name = faction_name(info)
    return Option(slug, f"{name} ({box_title(catalog, box)})" if box else name)


def faction_options(catalog: SetupCatalog, slugs: list[str] | None = None) -> list[Option]:
    """Factions (every one by default) in accent-insensitive order of their labels."""
    options = [faction_option(catalog, slug) for slug in (slugs or catalog.factions)]
    return sorted(options, key=lambda option: (normalize(option.label), option.value))


def base_row(base: Base, catalog: SetupCatalog, redraw_url: str = "") -> BaseRow:
    name = localized(base.name_en, base.name_fr)
    return BaseRow(
        slug=base.slug,
        name=name,
        other_name=base.name_en if name != base.name_en else "",
        url=links.base_url(base.slug, base.printing),
        box=box_title(catalog, base.box.slug),
        breakpoint=base.breakpoint,
        vp=base.vp,
        monsters=base.monsters,
        printing=base.printing,
        redraw_url=redraw_url,
    )


def seats(table: SetupTable) -> list[SeatRow]:
    request = table.request
    catalog = table.catalog
    rows = []
    for seat in table.seats:
        factions = []
        for slot, info, box in seat.factions:
            others = [
                (
                    box_title(catalog, other),
                    href(
                        request.query(
                            faction_boxes={**request.faction_boxes, info.slug: other}, redraws=[]
                        )
                    ),
                )
                for other in info.boxes.boxes
                if other != box
            ]
            factions.append(
                FactionRow(
                    slot=slot + 1,
                    name=faction_name(info),
                    url=links.faction_url(info.slug),
                    box=box_title(catalog, box) if box else "",
                    reroll_url=href(request.query(rerolls=[*request.rerolls, slot], redraws=[])),
                    other_boxes=others,
                )
            )
        rows.append(SeatRow(seat.number, factions))
    return rows


def draw(table: SetupTable) -> list[BaseRow]:
    request = table.request
    return [
        base_row(
            base,
            table.catalog,
            href(request.query(redraws=[*request.redraws, index])),
        )
        for index, base in enumerate(table.draw)
    ]


def groups(table: SetupTable) -> list[GroupRow]:
    return [
        GroupRow(
            box=box_title(table.catalog, group.box),
            url=links.box_url(group.box),
            bases=[base_row(base, table.catalog) for base in group.bases],
            fallback=group.fallback,
        )
        for group in table.groups
    ]


def special_rows(table: SetupTable) -> list[SpecialRow]:
    """One line per special deck: who needs it, as short phrases (factions, bases, box)."""
    catalog = table.catalog
    names = {base.slug: localized(base.name_en, base.name_fr) for base in table.bases}
    box_of = {base.slug: base.box.slug for base in table.bases}
    rows = []
    for deck in table.special_decks:
        en, fr = SPECIAL_NAMES[deck.kind]
        parts = []
        if deck.factions and deck.kind != TITANS:
            factions = [faction_name(catalog.factions[slug]) for slug in deck.factions]
            parts.append(
                ngettext("faction: %(names)s", "factions: %(names)s", len(factions))
                % {"names": ", ".join(factions)}
            )
        if deck.bases and deck.kind == MONSTERS:
            # Every Munchkin base shows monsters: count them per box rather than name them.
            per_box: dict[str, int] = {}
            for slug in deck.bases:
                box = box_of.get(slug, "")
                per_box[box] = per_box.get(box, 0) + 1
            parts += [
                ngettext(
                    "%(count)s base of %(box)s (monsters)",
                    "%(count)s bases of %(box)s (monsters)",
                    count,
                )
                % {"count": count, "box": box_title(catalog, box)}
                for box, count in per_box.items()
                if box
            ]
        elif deck.bases:
            bases = [names.get(slug, slug) for slug in deck.bases]
            parts.append(
                ngettext("base: %(names)s", "bases: %(names)s", len(bases))
                % {"names": ", ".join(bases)}
            )
        parts += [_("comes with %(box)s") % {"box": box_title(catalog, box)} for box in deck.boxes]
        titans = [
            (localized(name_en, name_fr), faction_name(catalog.factions[faction]))
            for faction, name_en, name_fr in deck.titans
        ]
        rows.append(
            SpecialRow(
                kind=deck.kind,
                name=localized(en, fr),
                rules_url=links.rules_url(deck.kind),
                needed_by=parts,
                titans=titans,
            )
        )
    return rows


def draft_rows(state: DraftState, catalog: SetupCatalog) -> dict:
    """The draft page: order with the picks so far, and the next player's options."""
    steps = []
    for index, player in enumerate(state.order):
        pick = state.picks[index] if index < len(state.picks) else None
        steps.append(
            {
                "number": index + 1,
                "player": player + 1,
                "faction": faction_name(catalog.factions[pick]) if pick else "",
                "current": index == len(state.picks),
            }
        )
    options = faction_options(catalog, state.options) if state.options else []
    return {"steps": steps, "options": options}


def request_hidden_fields(request: SetupRequest) -> list[tuple[str, str]]:
    """The options a draft carries from step to step, as hidden form fields."""
    query = request.query()
    keep = ("players", "seed", "printing", "owned", "two_copies")
    return [(name, query[name]) for name in keep if name in query]
