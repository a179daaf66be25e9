"""From a query string to a set-up table: parse and check the request, then build the table.

Used by the page and the API alike. `parse_request` turns the query parameters into a
`SetupRequest` (raising `SetupError` with the parameter at fault); `build_table` resolves the
random factions, collects the base deck, draws the opening bases and lists the special decks.
A request's canonical query string (`SetupRequest.query`) is the permalink: no database row.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace

from django.utils.translation import get_language
from django.utils.translation import gettext as _

from catalog.models import Base, Complexity, Printing
from tablesetup import logic, selectors
from tablesetup.logic import FACTIONS_PER_PLAYER, RANDOM, SetupError
from tablesetup.selectors import DeckBox, FactionInfo, SetupCatalog

# Without `players`, the bases of at most this many factions (a full table) are listed.
MAX_FACTIONS = logic.MAX_PLAYERS * FACTIONS_PER_PLAYER

# The special decks and components, in display order; each is also a rules-reference section.
MADNESS = "madness"
MONSTERS = "monsters-and-treasures"
TITANS = "titans"
COUNTERS = "power-counters"
SPECIAL_KINDS = (MADNESS, MONSTERS, TITANS, COUNTERS)


def localized(en: str, fr: str) -> str:
    """The French name on French pages when there is one, the English name otherwise."""
    return fr if fr and (get_language() or "").startswith("fr") else en


@dataclass(frozen=True)
class SetupRequest:
    """A checked request. `factions` holds slugs, or None for a random slot."""

    factions: list[str | None]
    players: int | None = None
    seed: int | None = None
    printing: str = Printing.ORIGINAL
    owned: list[str] = field(default_factory=list)
    two_copies: list[str] = field(default_factory=list)
    faction_boxes: dict[str, str] = field(default_factory=dict)
    rerolls: list[int] = field(default_factory=list)
    redraws: list[int] = field(default_factory=list)
    max_complexity: str = ""  # random factions: a Complexity value, "" for any

    @property
    def max_complexity_rank(self) -> int | None:
        return Complexity.rank(self.max_complexity)

    def query(self, **changes: object) -> dict[str, str]:
        """The canonical query parameters of this request (with `changes` applied)."""
        request = replace(self, **changes) if changes else self
        params: dict[str, str] = {}
        if request.players is not None:
            params["players"] = str(request.players)
        params["factions"] = ",".join(slug or RANDOM for slug in request.factions)
        if request.seed is not None:
            params["seed"] = str(request.seed)
        params["printing"] = request.printing
        optional = {
            "owned": ",".join(request.owned),
            "two_copies": ",".join(request.two_copies),
            "faction_boxes": ",".join(
                f"{faction}:{box}" for faction, box in sorted(request.faction_boxes.items())
            ),
            "reroll": ",".join(str(slot + 1) for slot in request.rerolls),
            "redraw": ",".join(str(slot + 1) for slot in request.redraws),
            "max_complexity": request.max_complexity,
        }
        params.update({name: value for name, value in optional.items() if value})
        return params


def _unknown(kind: str, slugs: list[str], parameter: str) -> SetupError:
    values = {"slugs": ", ".join(slugs), "parameter": parameter}
    if kind == "box":
        message = _("%(parameter)s: unknown box: %(slugs)s.") % values
    else:
        message = _("%(parameter)s: unknown faction: %(slugs)s.") % values
    return SetupError(message, parameter)


def _boxes_param(raw: str | None, catalog: SetupCatalog, parameter: str) -> list[str]:
    slugs = logic.parse_slugs(raw)
    unknown = [slug for slug in slugs if slug not in catalog.boxes]
    if unknown:
        raise _unknown("box", unknown, parameter)
    order = catalog.release_order
    return sorted(set(slugs), key=lambda slug: (order[slug], slug))


def _faction_boxes_param(raw: str | None, catalog: SetupCatalog) -> dict[str, str]:
    chosen: dict[str, str] = {}
    for entry in logic.parse_slugs(raw):
        faction, sep, box = entry.partition(":")
        if not sep:
            raise SetupError(
                _("faction_boxes: “%(entry)s” is not of the form faction:box.") % {"entry": entry},
                "faction_boxes",
            )
        if faction not in catalog.factions:
            raise _unknown("faction", [faction], "faction_boxes")
        if box not in catalog.boxes:
            raise _unknown("box", [box], "faction_boxes")
        info = catalog.factions[faction]
        if box not in info.boxes.boxes:
            raise SetupError(
                _("faction_boxes: %(faction)s is not in the box %(box)s.")
                % {"faction": faction_name(info), "box": box_title(catalog, box)},
                "faction_boxes",
            )
        chosen[faction] = box
    return chosen


def _max_complexity_param(raw: str | None) -> str:
    """A complexity rating (low ... high) or nothing; anything else names the parameter."""
    value = (raw or "").strip().lower()
    if value and value not in Complexity.values:
        raise SetupError(
            _("max_complexity must be one of %(values)s; got “%(value)s”.")
            % {"values": ", ".join(Complexity.values), "value": value},
            "max_complexity",
        )
    return value


def parse_request(params: Mapping[str, str], catalog: SetupCatalog) -> SetupRequest:
    """Check every parameter; the first problem raises a SetupError naming its parameter."""
    printing = (params.get("printing") or Printing.ORIGINAL).strip().lower()
    if printing not in Printing.values:
        raise SetupError(
            _("printing must be “original” or “pod”; got “%(value)s”.") % {"value": printing},
            "printing",
        )
    players = logic.parse_players(params.get("players"))
    slugs = logic.parse_slugs(params.get("factions"))
    if not slugs:
        raise SetupError(
            _("factions is required: faction slugs separated by commas, two per player."),
            "factions",
        )
    unknown = [slug for slug in slugs if slug not in catalog.factions and slug != RANDOM]
    if unknown:
        raise _unknown("faction", unknown, "factions")
    if players is None:
        if RANDOM in slugs:
            raise SetupError(
                _("A random faction needs the number of players (players)."), "players"
            )
        slugs = list(dict.fromkeys(slugs))
        if len(slugs) > MAX_FACTIONS:
            raise SetupError(
                _("At most %(max)s factions (four players, two each).") % {"max": MAX_FACTIONS},
                "factions",
            )
    elif len(slugs) != players * FACTIONS_PER_PLAYER:
        raise SetupError(
            _(
                "%(players)s players need %(needed)s factions (two each, player by player, "
                "“random” for a random one); got %(count)s."
            )
            % {"players": players, "needed": players * FACTIONS_PER_PLAYER, "count": len(slugs)},
            "factions",
        )
    seed = logic.parse_seed(params.get("seed"))
    rerolls: list[int] = []
    redraws: list[int] = []
    for name in ("reroll", "redraw"):
        if params.get(name, "").strip() and players is None:
            raise SetupError(
                _("%(parameter)s needs the number of players (players).") % {"parameter": name},
                name,
            )
    if players is not None:
        rerolls = logic.parse_indices(params.get("reroll"), players * FACTIONS_PER_PLAYER, "reroll")
        redraws = logic.parse_indices(params.get("redraw"), players + 1, "redraw")
    return SetupRequest(
        factions=[None if slug == RANDOM else slug for slug in slugs],
        players=players,
        seed=seed,
        printing=printing,
        owned=_boxes_param(params.get("owned"), catalog, "owned"),
        two_copies=_boxes_param(params.get("two_copies"), catalog, "two_copies"),
        faction_boxes=_faction_boxes_param(params.get("faction_boxes"), catalog),
        rerolls=rerolls,
        redraws=redraws,
        max_complexity=_max_complexity_param(params.get("max_complexity")),
    )


def faction_name(info: FactionInfo) -> str:
    return localized(info.name_en, info.name_fr)


def box_title(catalog: SetupCatalog, slug: str) -> str:
    box = catalog.boxes[slug]
    return localized(box.title_en, box.title_fr)


# --- the table ----------------------------------------------------------------------------


@dataclass(frozen=True)
class Seat:
    """One player: number (1-based) and the two factions, each with its slot (0-based)."""

    number: int
    factions: list[tuple[int, FactionInfo, str]]  # (slot, faction, box whose bases it brings)


@dataclass(frozen=True)
class SpecialDeck:
    kind: str  # one of SPECIAL_KINDS, also the rules-reference section slug
    factions: list[str] = field(default_factory=list)
    bases: list[str] = field(default_factory=list)
    boxes: list[str] = field(default_factory=list)
    titans: list[tuple[str, str, str]] = field(default_factory=list)


@dataclass(frozen=True)
class Notice:
    code: str
    message: str


@dataclass(frozen=True)
class SetupTable:
    request: SetupRequest  # with the seed actually used
    catalog: SetupCatalog
    factions: list[str]  # resolved, in slot order (two per player when players is set)
    seats: list[Seat]
    boxes: list[str]
    groups: list[DeckBox]
    draw: list[Base]
    draft_order: list[int]  # 0-based players, empty without players
    special_decks: list[SpecialDeck]
    warnings: list[Notice]

    @property
    def bases(self) -> list[Base]:
        return [base for group in self.groups for base in group.bases]


def base_key(base: Base) -> str:
    return f"{base.printing}:{base.slug}"


def build_table(request: SetupRequest, catalog: SetupCatalog) -> SetupTable:
    """Resolve the factions, collect the deck, draw the bases and list the special decks."""
    duplicable = _duplicable(request, catalog)

    def name(slug: str) -> str:
        return faction_name(catalog.factions[slug])

    seats: list[Seat] = []
    order: list[int] = []
    if request.players is not None:
        if request.seed is None:
            request = replace(request, seed=logic.new_seed())
        seed = request.seed
        assert seed is not None
        candidates = catalog.factions_of_boxes(
            request.owned or catalog.boxes, request.max_complexity_rank
        )
        try:
            factions = logic.resolve_factions(
                request.factions, candidates, seed, request.rerolls, duplicable, name
            )
        except SetupError as error:
            if error.parameter != "owned" or not request.max_complexity:
                raise
            # too few factions to draw from: the complexity filter is part of the reason
            raise SetupError(
                f"{error.message} "
                + _("The complexity limit (max_complexity) leaves the other factions out."),
                "max_complexity",
            ) from error
        logic.check_table(factions, duplicable, name)
        order = logic.draft_order(request.players, logic.first_drafter(seed, request.players))
    else:
        factions = [slug for slug in request.factions if slug is not None]

    faction_boxes = catalog.faction_boxes()
    chosen = {
        faction: logic.box_for(faction_boxes[faction], request.faction_boxes, request.owned) or ""
        for faction in factions
    }
    boxes = logic.deck_boxes(
        factions, faction_boxes, request.faction_boxes, catalog.release_order, request.owned
    )
    if request.players is not None:
        for player in range(request.players):
            slots = [logic.slot_of(player, which) for which in range(FACTIONS_PER_PLAYER)]
            seats.append(
                Seat(
                    player + 1,
                    [
                        (slot, catalog.factions[factions[slot]], chosen[factions[slot]])
                        for slot in slots
                    ],
                )
            )

    groups = selectors.deck_bases(boxes, request.printing)
    warnings = _warnings(request, catalog, factions, chosen, groups)
    if _owned_unused(request, factions, chosen, faction_boxes):
        warnings.insert(
            0,
            Notice(
                "owned-unused",
                _(
                    "owned has no effect here: no faction is random, and every faction brings "
                    "the bases of the same box with or without it."
                ),
            ),
        )
    deck = [base for group in groups for base in group.bases]
    draw: list[Base] = []
    if request.players is not None:
        assert request.seed is not None
        by_key = {base_key(base): base for base in deck}
        keys = logic.draw_bases(list(by_key), request.players + 1, request.seed, request.redraws)
        draw = [by_key[key] for key in keys]
    return SetupTable(
        request=request,
        catalog=catalog,
        factions=factions,
        seats=seats,
        boxes=boxes,
        groups=groups,
        draw=draw,
        draft_order=order,
        special_decks=special_decks(factions, boxes, deck, request.printing),
        warnings=warnings,
    )


def _owned_unused(
    request: SetupRequest,
    factions: list[str],
    chosen: dict[str, str],
    faction_boxes: dict[str, logic.FactionBoxes],
) -> bool:
    """True when `owned` was given but changed nothing: it only picks the factions drawn for
    random slots and the box of a faction that is in several boxes."""
    if not request.owned or None in request.factions:
        return False
    return all(
        (logic.box_for(faction_boxes[faction], request.faction_boxes) or "") == chosen[faction]
        for faction in factions
    )


def _warnings(
    request: SetupRequest,
    catalog: SetupCatalog,
    factions: list[str],
    chosen: dict[str, str],
    groups: list[DeckBox],
) -> list[Notice]:
    notices: list[Notice] = []
    for group in groups:
        title = box_title(catalog, group.box)
        if group.fallback:
            notices.append(
                Notice(
                    "pod-fallback",
                    _(
                        "%(box)s has no print-on-demand bases in the catalog: its original "
                        "bases are used."
                    )
                    % {"box": title},
                )
            )
        if group.filled_in:
            notices.append(
                Notice(
                    "pod-filled-in",
                    _(
                        "%(box)s: no print-on-demand version of %(bases)s in the catalog; the "
                        "original printing is used."
                    )
                    % {"box": title, "bases": ", ".join(group.filled_in)},
                )
            )
        if not group.bases:
            holders = sorted(
                {
                    faction_name(catalog.factions[faction])
                    for faction in factions
                    if chosen[faction] == group.box
                }
            )
            notices.append(
                Notice(
                    "box-without-bases",
                    _(
                        "%(box)s has no bases in the catalog: %(factions)s brings none to the "
                        "deck (choose another of its boxes with faction_boxes)."
                    )
                    % {"box": title, "factions": ", ".join(holders)},
                )
            )
    unknown = sum(
        1 for group in groups for base in group.bases if base.breakpoint is None or None in base.vp
    )
    if unknown:
        notices.append(
            Notice(
                "unknown-stats",
                _("%(count)s bases of the deck have an unknown breakpoint or VP.")
                % {"count": unknown},
            )
        )
    return notices


def special_decks(
    factions: list[str], boxes: list[str], bases: list[Base], printing: str
) -> list[SpecialDeck]:
    """The decks and components to set out beside the table, each with who needs it."""
    needs = selectors.special_needs(factions, boxes, bases, printing)
    decks: list[SpecialDeck] = []
    if needs.madness_factions or needs.madness_bases or needs.madness_boxes:
        decks.append(
            SpecialDeck(MADNESS, needs.madness_factions, needs.madness_bases, needs.madness_boxes)
        )
    if needs.monster_bases or needs.monster_boxes or needs.treasure_factions:
        decks.append(
            SpecialDeck(MONSTERS, needs.treasure_factions, needs.monster_bases, needs.monster_boxes)
        )
    if needs.titans:
        decks.append(
            SpecialDeck(
                TITANS, sorted({faction for faction, _en, _fr in needs.titans}), titans=needs.titans
            )
        )
    if needs.counter_factions:
        decks.append(SpecialDeck(COUNTERS, needs.counter_factions))
    return decks


def setup_from_params(params: Mapping[str, str]) -> SetupTable:
    """Parse and build in one call (raises SetupError)."""
    catalog = selectors.setup_catalog()
    return build_table(parse_request(params, catalog), catalog)


# --- the rulebook draft (page only) -------------------------------------------------------


@dataclass(frozen=True)
class DraftState:
    """A draft in progress: the snake order, the picks so far and what the next player may take."""

    request: SetupRequest  # players, seed, printing, owned, two_copies (factions unused)
    order: list[int]  # 0-based players
    picks: list[str]
    options: list[str]  # faction slugs the next player may pick, sorted by slug
    pool: list[str]  # every faction on offer (those of the owned boxes)

    @property
    def done(self) -> bool:
        return len(self.picks) == len(self.order)

    @property
    def next_player(self) -> int | None:
        return None if self.done else self.order[len(self.picks)]

    @property
    def slots(self) -> list[str | None]:
        return logic.slots_from_draft(self.picks, self.order)


def draft_state(params: Mapping[str, str], catalog: SetupCatalog) -> DraftState:
    """Check a draft's parameters (players and seed required) and its picks so far."""
    base = {key: params.get(key, "") for key in ("printing", "seed", "owned", "two_copies")}
    players = logic.parse_players(params.get("players"))
    if players is None:
        raise SetupError(_("The draft needs the number of players (players)."), "players")
    request = parse_request(
        {**base, "players": str(players), "factions": ",".join([RANDOM] * 2 * players)}, catalog
    )
    if request.seed is None:
        raise SetupError(_("The draft needs a seed (seed)."), "seed")
    order = logic.draft_order(players, logic.first_drafter(request.seed, players))
    picks = logic.parse_slugs(params.get("picks"))
    unknown = [slug for slug in picks if slug not in catalog.factions]
    if unknown:
        raise _unknown("faction", unknown, "picks")
    if len(picks) > len(order):
        raise SetupError(
            _("picks: %(players)s players make %(count)s picks.")
            % {"players": players, "count": len(order)},
            "picks",
        )
    duplicable = _duplicable(request, catalog)
    pool = catalog.factions_of_boxes(request.owned or catalog.boxes)
    capacity = sum(logic.copies_allowed(slug, duplicable) for slug in pool)
    if capacity < len(order):
        raise SetupError(
            _(
                "%(players)s players need %(needed)s factions but the chosen boxes offer only "
                "%(capacity)s: own more boxes, or two copies of some."
            )
            % {"players": players, "needed": len(order), "capacity": capacity},
            "owned",
        )
    slots: list[str | None] = logic.slots_from_draft([], order)
    taken = [0] * players
    for step, faction in enumerate(picks):
        player = order[step]
        slot = logic.slot_of(player, taken[player])
        if faction not in pool or not logic.may_hold(faction, slot, slots, duplicable):
            raise SetupError(
                _("picks: player %(player)s may not take %(faction)s at pick %(step)s.")
                % {
                    "player": player + 1,
                    "faction": faction_name(catalog.factions[faction]),
                    "step": step + 1,
                },
                "picks",
            )
        slots[slot] = faction
        taken[player] += 1
    options: list[str] = []
    if len(picks) < len(order):
        player = order[len(picks)]
        slot = logic.slot_of(player, taken[player])
        options = [slug for slug in pool if logic.may_hold(slug, slot, slots, duplicable)]
    return DraftState(request, order, picks, options, pool)


def _duplicable(request: SetupRequest, catalog: SetupCatalog) -> set[str]:
    owned_twice = set(request.two_copies)
    return {
        slug
        for slug, info in catalog.factions.items()
        if owned_twice.intersection(info.boxes.boxes)
    }
