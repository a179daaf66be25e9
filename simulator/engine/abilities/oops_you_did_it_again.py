"""Oops, You Did It Again bases."""

from __future__ import annotations

from .. import messages as M
from .base import no_effect, register

BOX = "Oops, You Did It Again"


def _sakura(game, base, card, by, effect) -> None:
    if card.is_minion and game.flag("sakura-garden", base.id, card.controller):
        game.log(M.SAKURA_DRAWS, base.id, card=card.label(), player=card.controller)


register(
    no_effect("pyramids", "Bury a card from hand here on your turn.", box=BOX),
    no_effect("star-portal", "Draw after burying or playing an action here.", box=BOX),
    no_effect("saloon", "Draw when a minion here is destroyed.", box=BOX),
    no_effect(
        "so-so-corral",
        "A minion played here may duel; the loser is destroyed.",
        box=BOX,
        event_note="the duel after a play is not applied to scripted plays: script the destruction",
    ),
    no_effect(
        "sakura-garden",
        "Draw when your minion here leaves.",
        box=BOX,
        reminder="each player with a minion here draws a card, unless one of their minions "
        "already left it this turn (the hands given are not changed for it)",
        after_destroy=_sakura,
    ),
    no_effect("shoguns-palace", "Duel for cards after a play here.", box=BOX),
    no_effect("drakkar", "Steal a small card after a play here.", box=BOX),
    no_effect("longhouse", "+2 this turn for a card put back on the deck (type it).", box=BOX),
)
