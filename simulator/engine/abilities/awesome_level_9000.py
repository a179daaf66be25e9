"""Awesome Level 9000 bases."""

from __future__ import annotations

from .. import error_messages as E
from .. import messages as M
from ..model import ACTION, MINION, ORIGINAL, POD
from .base import modelled, no_effect, register
from .common import ask, first_in_effect

BOX = "Awesome Level 9000"


def _honor_each(game, base, card, by, effect) -> None:
    # Once for one or more minions destroyed here by one effect (Broadside's two: 1 VP).
    if not card.is_minion or not first_in_effect(game, ("field-of-honor", base.id), effect):
        return
    if by is None:
        game.log(M.HONOR_NAME_BY, base.id)
        return
    game.gain_vp(by, 1, base, M.HONOR_WHY(card=card.label()))


def _honor_once(game, base, card, by, effect) -> None:
    if not card.is_minion or by is None or by == card.controller:
        return
    if game.flag("field-of-honor", base.id, by):
        game.gain_vp(by, 1, base, M.HONOR_FIRST_WHY())


def _greenhouse(game, old, new, standings) -> None:
    for player in game.at_place(standings, 1):
        if new is None:
            return
        choice = ask(game, old, player, "the-greenhouse", M.GREENHOUSE_WHAT())
        if choice is None:
            continue
        card = choice.play
        if card is None or not card.is_minion or card.controller != player:
            game.reject(choice, "play", E.PLAY_MINION_OF, player=player)
            continue
        game.played_by_base(card, new, player, M.GREENHOUSE_WHY())


def _tsars_palace(game, base, card, player) -> M.Loc | None:
    """A player whose total here is not above every other player's total cannot play a minion
    of printed power 2 or less here (a card out of play has its printed power). The POD text
    is read for both printings: the data holds no checked original text."""
    if card.type != MINION or card.power > 2 or player is None:
        return None
    totals = game.totals(base)[0]
    mine = totals.get(player, 0)
    # Each other player, with or without cards here (a player without any has 0).
    others = (set(game.turn_order) | set(totals)) - {player}
    best = max((totals.get(p, 0) for p in others), default=0)
    if mine > best:
        return None
    return (
        f"Tsar's Palace: {player} has no more power here than each other player ({mine} against "
        f"{best}), so its minions of power 2 or less are refused here",
        f"Tsar's Palace : {player} n'a pas plus de Force ici que chaque autre joueur ({mine} "
        f"contre {best}), ses Créatures de Force 2 ou moins y sont donc refusées",
    )


def _dread_gazebo(game, base, card, player) -> M.Loc | None:
    # No action is played on this base; an action played on a minion here is played on that
    # minion, not on the base (as for Ornate Dome).
    if card.type == ACTION and card.attached_to is None:
        return (
            "The Dread Gazebo: no action can be played on this base",
            "The Dread Gazebo : aucune Action ne peut être jouée sur cette Base",
        )
    return None


register(
    modelled(
        "field-of-honor",
        "Destroyer of minions here: +1 VP (once per effect).",
        box=BOX,
        printing=ORIGINAL,
        after_destroy=_honor_each,
    ),
    modelled(
        "field-of-honor",
        "Killing an opponent's minion here: +1 VP, once a turn.",
        box=BOX,
        printing=POD,
        after_destroy=_honor_once,
    ),
    modelled(
        "tsars-palace",
        "Minions of printed power 2 or less are played here only by a player with more power "
        "here than each other player (POD text, for both printings).",
        box=BOX,
        forbid_play=_tsars_palace,
    ),
    no_effect("haunted-house", "Playing a minion here costs a discard.", box=BOX),
    modelled(
        "the-dread-gazebo",
        "Closed to actions played on the base (an action on a minion here is allowed).",
        box=BOX,
        forbid_play=_dread_gazebo,
    ),
    no_effect("secret-grove", "Extra small minion play here.", box=BOX),
    modelled(
        "the-greenhouse",
        "After replacement: winner may put a deck minion on the new base.",
        box=BOX,
        after_replaced=_greenhouse,
    ),
    no_effect(
        "inventors-salon",
        "Winner recovers an action after scoring.",
        box=BOX,
        reminder="winner: an action back to hand (the hands given are not changed for it)",
    ),
    no_effect("workshop", "Extra action after playing one here.", box=BOX),
)
