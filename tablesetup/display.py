"""What the page shows, in the page's language: rows for the template built from a table.

No queries here (everything comes from the SetupTable / DraftState); the links to other
apps come from `tablesetup.links`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from urllib.parse import urlencode

from django.utils.html import conditional_escape
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import get_language, ngettext
from django.utils.translation import gettext as _

from catalog.models import Base
from catalog.templatetags.catalog_tags import name as catalog_name
from smashup_site.text import normalize
from tablesetup import links
from tablesetup.selectors import FactionInfo, SetupCatalog
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
class _Named:
    """What the catalog's `name` tag reads: both names and where the French one comes from."""

    name_en: str
    name_fr: str
    name_fr_source: str = ""


def marked(en: str, fr: str, source: str = "") -> SafeString:
    """A name as the catalog pages show it: in the page's language with its `lang`; on French
    pages an English-only name carries the "EN" mark and a fan translation the "fan" mark."""
    return catalog_name(_Named(en, fr, source))


def faction_html(info: FactionInfo) -> SafeString:
    return marked(info.name_en, info.name_fr, info.name_fr_source)


def box_html(catalog: SetupCatalog, slug: str) -> SafeString:
    box = catalog.boxes[slug]
    return marked(box.title_en, box.title_fr, box.title_fr_source)


def _english_only(en: str, fr: str) -> bool:
    """On a French page, a name shown in English because no French source gives one."""
    return bool(en) and not fr and (get_language() or "").startswith("fr")


def _fill(message: str, **names: SafeString) -> SafeString:
    """A translated message whose %(...)s placeholders take already-safe HTML."""
    return mark_safe(conditional_escape(message) % names)  # noqa: S308 - escaped message


def _joined(items: list[SafeString]) -> SafeString:
    return mark_safe(", ".join(conditional_escape(item) for item in items))  # noqa: S308


@dataclass(frozen=True)
class Option:
    value: str
    label: str
    lang: str = ""  # "en" when the faction's name is English on a French page


@dataclass(frozen=True)
class BaseRow:
    slug: str
    name: str
    name_html: SafeString
    other_name: str  # the English name under a French one, or ""
    url: str | None
    box: str
    breakpoint: int | None
    vp: list[int | None]
    monsters: int | None
    printing: str
    box_html: SafeString = mark_safe("")
    redraw_url: str = ""

    @property
    def vp_known(self) -> bool:
        return any(points is not None for points in self.vp)


@dataclass(frozen=True)
class FactionRow:
    slot: int  # 1-based
    name: str
    name_html: SafeString
    url: str | None
    box: SafeString  # the box title, marked up like the catalog's names
    reroll_url: str
    other_boxes: list[tuple[SafeString, str]] = field(default_factory=list)  # (box title, url)


@dataclass(frozen=True)
class SeatRow:
    number: int
    factions: list[FactionRow]


@dataclass(frozen=True)
class GroupRow:
    slug: str  # the box's slug, for attributes (never the marked-up title)
    box: SafeString
    url: str | None
    bases: list[BaseRow]
    fallback: bool


@dataclass(frozen=True)
class SpecialRow:
    kind: str
    name: str
    rules_url: str | None
    needed_by: list[SafeString]
    titans: list[tuple[SafeString, SafeString]]  # (titan name, faction name)


def faction_option(catalog: SetupCatalog, slug: str) -> Option:
    """A faction by its name in the page's language, with the box that first released it."""
    info = catalog.factions[slug]
    box = info.boxes.default_box()
    name = faction_name(info)
    lang = "en" if _english_only(info.name_en, info.name_fr) else ""
    return Option(slug, f"{name} ({box_title(catalog, box)})" if box else name, lang)


def faction_options(catalog: SetupCatalog, slugs: list[str] | None = None) -> list[Option]:
    """Factions (every one by default) in accent-insensitive order of their labels."""
    options = [faction_option(catalog, slug) for slug in (slugs or catalog.factions)]
    return sorted(options, key=lambda option: (normalize(option.label), option.value))


def base_row(base: Base, catalog: SetupCatalog, redraw_url: str = "") -> BaseRow:
    name = localized(base.name_en, base.name_fr)
    return BaseRow(
        slug=base.slug,
        name=name,
        name_html=marked(base.name_en, base.name_fr, base.name_fr_source),
        other_name=base.name_en if name != base.name_en else "",
        url=links.base_url(base.slug, base.printing),
        box=box_title(catalog, base.box.slug),
        box_html=box_html(catalog, base.box.slug),
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
                    box_html(catalog, other),
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
                    name_html=faction_html(info),
                    url=links.faction_url(info.slug),
                    box=box_html(catalog, box) if box else mark_safe(""),
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
            slug=group.box,
            box=box_html(table.catalog, group.box),
            url=links.box_url(group.box),
            bases=[base_row(base, table.catalog) for base in group.bases],
            fallback=group.fallback,
        )
        for group in table.groups
    ]


def deck_title(table: SetupTable, groups: list[GroupRow]) -> str:
    """ "Base deck: 16 bases from 1 box", each count with its own plural form."""
    bases = len(table.bases)
    boxes = len(groups)
    return _("Base deck: %(bases)s from %(boxes)s") % {
        "bases": ngettext("%(count)s base", "%(count)s bases", bases) % {"count": bases},
        "boxes": ngettext("%(count)s box", "%(count)s boxes", boxes) % {"count": boxes},
    }


def new_draw_query(table: SetupTable) -> dict[str, str]:
    """The same table with a new seed: the rerolled factions stay as they came out (only the
    random slots and the bases are drawn again), the redraws start over."""
    request = table.request
    factions = list(request.factions)
    for slot in request.rerolls:
        factions[slot] = table.factions[slot]
    query = request.query(factions=factions, rerolls=[], redraws=[])
    query.pop("seed", None)
    return query


def special_rows(table: SetupTable) -> list[SpecialRow]:
    """One line per special deck: who needs it, as short phrases (factions, bases, box)."""
    catalog = table.catalog
    names = {
        base.slug: marked(base.name_en, base.name_fr, base.name_fr_source) for base in table.bases
    }
    box_of = {base.slug: base.box.slug for base in table.bases}
    rows = []
    for deck in table.special_decks:
        en, fr = SPECIAL_NAMES[deck.kind]
        parts = []
        if deck.factions and deck.kind != TITANS:
            factions = [faction_html(catalog.factions[slug]) for slug in deck.factions]
            parts.append(
                _fill(
                    ngettext("faction: %(names)s", "factions: %(names)s", len(factions)),
                    names=_joined(factions),
                )
            )
        if deck.bases and deck.kind == MONSTERS:
            # Every Munchkin base shows monsters: count them per box rather than name them.
            per_box: dict[str, int] = {}
            for slug in deck.bases:
                box = box_of.get(slug, "")
                per_box[box] = per_box.get(box, 0) + 1
            parts += [
                _fill(
                    ngettext(
                        "%(count)s base of %(box)s (monsters)",
                        "%(count)s bases of %(box)s (monsters)",
                        count,
                    ),
                    count=mark_safe(str(count)),  # noqa: S308 - a number
                    box=box_html(catalog, box),
                )
                for box, count in per_box.items()
                if box
            ]
        elif deck.bases:
            bases = [names.get(slug, conditional_escape(slug)) for slug in deck.bases]
            parts.append(
                _fill(
                    ngettext("base: %(names)s", "bases: %(names)s", len(bases)),
                    names=_joined(bases),
                )
            )
        parts += [_fill(_("comes with %(box)s"), box=box_html(catalog, box)) for box in deck.boxes]
        titans = [
            (marked(name_en, name_fr), faction_html(catalog.factions[faction]))
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
                "faction": faction_html(catalog.factions[pick]) if pick else "",
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
