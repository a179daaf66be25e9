"""That '70s Expansion bases."""

from __future__ import annotations

from .. import messages as M
from ..model import ACTION, ORIGINAL, POD
from .base import modelled, no_effect, not_simulated, register
from .common import minions_here

BOX = "That '70s Expansion"


def _ancient_dojo(game, base, card, how, by) -> None:
    if how != "play" or not card.is_minion:
        return
    power = game.minion_power(base, card)
    for _, other in minions_here(base, card.controller):
        if other is not card and game.minion_power(base, other) < power:
            game.add_counters(base, other, 1, M.ANCIENT_DOJO_WHY(card=card.label()))


def _tournament(game, base, standings) -> None:
    totals = game.totals(base)[0]
    empty = [p for p in game.players if totals.get(p, 0) == 0]
    for s in standings:
        if s.place == 1:
            game.gain_vp(s.player, len(empty), base, M.TOURNAMENT_WHY(count=len(empty)))


def _protect_mine(game, base, card, by) -> M.Loc | None:
    if card.is_minion:
        return M.PROTECT_MINE()
    return None


def _mean_streets(game, base) -> None:
    minions = minions_here(base)
    if not minions:
        return
    powers = {id(c): game.minion_power(base, c) for _, c in minions}
    top = max(powers.values())
    for _, card in minions:
        if powers[id(card)] == top:
            game.destroy(base, card, None, M.MEAN_STREETS_WHY())


def _greasy_spoon(game, base, card, by, effect) -> None:
    if card.type == ACTION:
        game.log(M.GREASY_SPOON_DESTROYED, base.id, card=card.label(), owner=card.owner)


register(
    no_effect("boogie-wonderland", "Draw after a standard action on your minion here.", box=BOX),
    no_effect("funky-town", "A standard action may affect one more minion here.", box=BOX),
    modelled(
        "ancient-dojo",
        "Minion played here: a counter on each weaker one of yours here.",
        box=BOX,
        on_enter=_ancient_dojo,
    ),
    modelled(
        "tournament-site",
        "Scoring: winner +1 VP per player with no power here.",
        box=BOX,
        scoring_vp=_tournament,
    ),
    no_effect(
        "the-greasy-spoon",
        "Actions played here are shuffled back.",
        box=BOX,
        reminder="the actions here are shuffled into their owners' decks, not discarded (decks "
        "are not tracked)",
        after_destroy=_greasy_spoon,
    ),
    no_effect("truck-stop", "Start-of-turn action transfer.", box=BOX),
    modelled(
        "back-alley",
        "Protection: other players' cards cannot touch minions here.",
        box=BOX,
        aliases=("hideout",),
        protects=_protect_mine,
    ),
    modelled(
        "the-mean-streets",
        "Before scoring, the most powerful minion(s) here are destroyed.",
        box=BOX,
        printing=POD,
        before_scoring=_mean_streets,
    ),
    not_simulated(
        "the-mean-streets",
        "Original Mean Streets.",
        "the original printing's ability differs from the POD one and its text is not in the data",
        box=BOX,
        printing=ORIGINAL,
    ),
)
