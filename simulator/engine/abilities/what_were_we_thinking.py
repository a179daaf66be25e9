"""What Were We Thinking? bases."""

from __future__ import annotations

from .. import messages as M
from .base import modelled, no_effect, register
from .common import each_brings_a_minion, minions_here

BOX = "What Were We Thinking?"


def _minnetonka(game, base, card, how, by) -> None:
    if card.is_minion:
        game.add_temp(base, card, 1)
        game.log(M.MINNETONKA_BONUS, base.id, card=card.label())


_palooza = each_brings_a_minion("palooza", M.PALOOZA_WHAT, M.PALOOZA_WHY)


def _woods(game, base) -> None:
    for _, card in minions_here(base):
        game.add_temp(base, card, 1)
    game.log(M.WOODS_BONUS, base.id)


register(
    no_effect(
        "ancient-temple", "Start-of-turn +5 to a lone minion (type it in modifier).", box=BOX
    ),
    no_effect("city-of-gold", "Start-of-turn VP (already in the VP given).", box=BOX),
    no_effect("grandmas-house", "Look at the top card after a play here.", box=BOX),
    no_effect(
        "retirement-community",
        "Minions here may return to decks after scoring.",
        box=BOX,
        reminder="one minion per player may go to its owner's deck (decks are not tracked)",
    ),
    modelled(
        "lake-minnetonka",
        "Arriving minion (play or move): +1 this turn.",
        box=BOX,
        on_enter=_minnetonka,
    ),
    modelled(
        "palooza",
        "Before scoring: everyone may bring one minion in.",
        box=BOX,
        before_scoring=_palooza,
    ),
    modelled(
        "out-in-the-woods",
        "Before scoring: +1 to all minions here.",
        box=BOX,
        before_scoring=_woods,
    ),
    no_effect("under-the-bed", "Extra small minion play here.", box=BOX),
)
