"""World Tour: Culture Shock bases."""

from __future__ import annotations

from collections.abc import Iterator
from functools import partial
from itertools import combinations

from .. import error_messages as E
from .. import messages as M
from ..model import ACTION
from .base import modelled, no_effect, register
from .common import ask, minions_here

BOX = "World Tour: Culture Shock"


def _same_power_pairs(game, base, mine) -> Iterator[dict]:
    """Each pair of the player's minions here of equal power, in table order (the two get the
    same boost, so one order per pair)."""
    named = [(c.id, game.minion_power(base, c)) for _, c in mine if c.id is not None]
    return ({"order": [a, b]} for (a, pa), (b, pb) in combinations(named, 2) if pa == pb)


def _gingerbread(game, base) -> None:
    for player in game.turn_order:
        mine = minions_here(base, player)
        if len(mine) < 2:
            continue
        choice = ask(
            game,
            base,
            player,
            "gingerbread-house",
            M.GINGERBREAD_WHAT(),
            partial(_same_power_pairs, game, base, mine),
        )
        if choice is None:
            continue
        by_id = {c.id: c for _, c in mine if c.id is not None}
        picked = [by_id.get(i) for i in choice.order]
        if len(picked) != 2 or None in picked or picked[0] is picked[1]:
            game.reject(choice, "order", E.TWO_MINIONS_HERE, player=player)
            continue
        first, second = picked
        if game.minion_power(base, first) != game.minion_power(base, second):
            game.reject(choice, "order", E.SAME_POWER)
            continue
        for card in picked:
            game.add_temp(base, card, 2)
        game.log(M.GINGERBREAD_BOOST, base.id, first=first.label(), second=second.label())


def _island_chain(game, base, standings) -> None:
    game.place_from_deck(0, len(game.bases), M.ISLAND_CHAIN_WHY())


def _tropical(game, base, printed) -> int:
    present = {c.controller for c in base.cards if c.is_minion}
    return 0 if all(p in present for p in game.players) else printed


register(
    no_effect("anansis-web", "Give away a standard action to draw two.", box=BOX),
    modelled(
        "storytellers-hut",
        "Breakpoint -2 per counter on this base (the base's 'counters').",
        box=BOX,
        breakpoint_delta=lambda game, base: -2 * base.counters,
    ),
    modelled(
        "cuzcu",
        "Breakpoint -3 per action here.",
        box=BOX,
        breakpoint_delta=lambda game, base: -3 * sum(1 for c in base.cards if c.type == ACTION),
    ),
    no_effect("machu-picchu", "Draw after playing an action here.", box=BOX),
    modelled(
        "gingerbread-house",
        "Before scoring: a pair of equal minions of yours here, +2 each.",
        box=BOX,
        before_scoring=_gingerbread,
    ),
    no_effect("woodland-cottage", "Tutor a small minion after a play here.", box=BOX),
    modelled(
        "island-chain",
        "After scoring: one more base from the deck top.",
        box=BOX,
        after_scoring=_island_chain,
    ),
    no_effect("island-peak", "Start-of-turn counter on a lone minion.", box=BOX),
    modelled(
        "tropical-paradise",
        "Everyone present: breakpoint starts at 0.",
        box=BOX,
        start_breakpoint=_tropical,
    ),
    modelled(
        "giant-turnip",
        "Breakpoint -1 per minion here.",
        box=BOX,
        breakpoint_delta=lambda game, base: (
            -sum(1 for c in base.cards if c.is_minion or c.type == "monster")
        ),
    ),
    no_effect("transformation-spring", "Swap a minion played here for the top card.", box=BOX),
)
