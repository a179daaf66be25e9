"""Oops, You Did It Again bases."""

from __future__ import annotations

from .base import no_effect, register

BOX = "Oops, You Did It Again"

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
    no_effect("sakura-garden", "Draw when your minion here leaves.", box=BOX),
    no_effect("shoguns-palace", "Duel for cards after a play here.", box=BOX),
    no_effect("drakkar", "Steal a small card after a play here.", box=BOX),
    no_effect("longhouse", "+2 this turn for a card put back on the deck (type it).", box=BOX),
)
