"""The Obligatory Cthulhu Set bases."""

from __future__ import annotations

from .. import error_messages as E
from .. import messages as M
from ..model import MADNESS_DECK, MINION
from .base import modelled, no_effect, register
from .common import all_minions, ask, note_on_play, pick_cards

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
    game.madness_drawn(owner, 1)


def _asylum(game, base, card, how, by) -> None:
    """After you play a minion here, you may box a card from your hand (hands are not tracked:
    the player is taken to have one) to put a +1 power counter on one of your minions."""
    player = card.controller
    if how != "play" or not card.is_minion or player is None:
        return
    mine = [(b, c) for b, c in all_minions(game) if c.is_minion and c.controller == player]
    choice = ask(game, base, player, "asylum", M.ASYLUM_WHAT(), lambda: pick_cards(mine))
    if choice is None:
        return
    found = game.chosen_card(choice, mine, E.A_MINION_OF(player=player))
    if found is not None:
        game.add_counters(found[0], found[1], 1, M.ASYLUM_WHY(player=player))


register(
    no_effect(
        "antarctic-base",
        "Limits minion plays here.",
        box=BOX,
        event_note="play restrictions are not checked for scripted plays",
        on_enter=note_on_play,
    ),
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
        event_note="its optional Madness draw (2 cards) or discard (1 card, for an extra action) "
        "after a minion is played here is not applied: count it in madness",
        on_enter=note_on_play,
    ),
    modelled(
        "asylum",
        "Box a card from hand for a counter after a play here.",
        box=BOX,
        on_enter=_asylum,
    ),
)
