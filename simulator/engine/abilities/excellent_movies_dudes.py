"""Excellent Movies, Dudes! bases."""

from __future__ import annotations

from .. import error_messages as E
from .. import messages as M
from .base import modelled, no_effect, register
from .common import minions_here, players_from_left

BOX = "Excellent Movies, Dudes!"


def _rooftop(game, base, standings) -> None:
    for player in game.turn_order:
        if len(minions_here(base, player)) == 1:
            game.gain_vp(player, 1, base, M.ROOFTOP_WHY())


def _brood_hive(game, base) -> None:
    for player in players_from_left(game):
        if not minions_here(base, player):
            continue
        choice = game.choice_for(base.id, player)
        if choice is None:
            game.assume(
                base.id,
                player,
                "brood-hive",
                None,
                M.BROOD_HIVE_NONE(player=player),
            )
            continue
        if choice.declined:
            continue
        card = choice.play
        if card is None or not card.is_minion or card.controller != player:
            game.reject(choice, "play", E.PLAY_TOP_OF_DECK, player=player)
            continue
        game.played_by_base(card, base, player, M.BROOD_HIVE_WHY())


register(
    modelled(
        "building-rooftop",
        "On scoring, each player with exactly one minion here gets 1 VP (type the "
        "start-of-turn breakpoint cut in breakpoint_modifier).",
        box=BOX,
        scoring_vp=_rooftop,
    ),
    no_effect(
        "jungle-camp",
        "Winner may save a minion to hand after scoring.",
        box=BOX,
        reminder="winner: one minion here back to hand (the hands given are not changed for it)",
    ),
    no_effect("alternate-present", "Stasis counters after a play here.", box=BOX),
    no_effect(
        "time-traveling-car",
        "Winner may add stasis after scoring.",
        box=BOX,
        reminder="winner: 2 stasis counters on a card of theirs here (stasis is not tracked)",
    ),
    no_effect(
        "ancient-crashed-ship",
        "A minion played here from outside the hand gets a counter.",
        box=BOX,
        event_note="where a scripted card comes from is not known: add the counter in the event",
    ),
    modelled(
        "brood-hive",
        "Before scoring: from the player left of the active one, a minion off the deck top.",
        box=BOX,
        before_scoring=_brood_hive,
    ),
    no_effect("rooftop-portal", "Card draw for kills here.", box=BOX),
    no_effect(
        "wraithrustlers-hq",
        "Winner gets a bonus play next turn.",
        box=BOX,
        reminder="winner: one bonus play next turn",
    ),
)
