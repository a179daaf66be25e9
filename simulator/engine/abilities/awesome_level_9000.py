"""Awesome Level 9000 bases."""

from __future__ import annotations

from .. import error_messages as E
from .. import messages as M
from ..model import ORIGINAL, POD
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
        game.play(card, new, player, M.GREENHOUSE_WHY())


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
    no_effect(
        "tsars-palace",
        "Restricts playing weak minions here.",
        box=BOX,
        event_note="play restrictions are not checked for scripted plays",
    ),
    no_effect("haunted-house", "Playing a minion here costs a discard.", box=BOX),
    no_effect(
        "the-dread-gazebo",
        "Closed to actions.",
        box=BOX,
        event_note="play restrictions are not checked for scripted plays",
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
