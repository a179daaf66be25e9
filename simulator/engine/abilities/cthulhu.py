"""The Obligatory Cthulhu Set bases."""

from __future__ import annotations

from .. import messages as M
from ..model import MADNESS_DECK, MINION
from .base import modelled, no_effect, register

BOX = "The Obligatory Cthulhu Set"


def _mountains(game, base, card, how, by) -> None:
    if how != "play" or card.type != MINION:
        return
    owner = card.owner
    if sum(game.madness.values()) >= MADNESS_DECK:
        game.log(M.MOUNTAINS_EMPTY, base.id, player=owner)
        return
    game.madness[owner] = game.madness.get(owner, 0) + 1
    game.madness_in_use = True
    game.log(M.MOUNTAINS_DRAW, base.id, player=owner, count=game.madness[owner])


register(
    no_effect("antarctic-base", "Limits minion plays here.", box=BOX),
    no_effect("plateau-of-leng", "Extra same-name minion play here.", box=BOX),
    no_effect("innsmouth", "Recycles a discarded card after a play here.", box=BOX),
    no_effect(
        "ritual-site",
        "Minions here go back into decks after scoring.",
        box=BOX,
        reminder="minions here return into their owners' decks (decks are not tracked)",
    ),
    modelled(
        "mountains-of-madness",
        "Minion played here: its owner takes Madness.",
        box=BOX,
        on_enter=_mountains,
    ),
    no_effect("rlyeh", "Start-of-turn sacrifice for 1 VP.", box=BOX),
    no_effect(
        "arkham-university",
        "Madness for an extra action after a play here.",
        box=BOX,
        aliases=("miskatonic-university",),
    ),
    no_effect("asylum", "Box a card for a counter after a play here.", box=BOX),
)
