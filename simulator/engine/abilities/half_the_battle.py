"""Half the Battle bases."""

from __future__ import annotations

from .. import messages as M
from .base import modelled, no_effect, not_simulated, register
from .common import ask, first_play_by

BOX = "Half the Battle"


def _concert_venue(game, base, card, how, by) -> None:
    """The first minion a player puts here in a turn may get a +1 power counter."""
    player = first_play_by(game, base, card, how, "concert-venue")
    if player is None or card not in base.cards:
        return
    choice = ask(
        game, base, player, "concert-venue", M.CONCERT_WHAT(card=card.label()), lambda: [{}]
    )
    if choice is not None:
        game.add_counters(base, card, 1, M.CONCERT_WHY())


register(
    no_effect(
        "sewer-hideout",
        "A counter here after your second action of a turn.",
        box=BOX,
        event_note="its action trigger is not applied to scripted plays: add the counter in "
        "an event",
    ),
    no_effect("technoball", "Extra action after the first minion here.", box=BOX),
    no_effect("gi-geralds-base", "Cycle a card after a play here.", box=BOX),
    no_effect("uss-banner", "Extra small minion play here.", box=BOX),
    modelled(
        "concert-venue",
        "First minion here each turn: optional counter.",
        box=BOX,
        on_enter=_concert_venue,
    ),
    not_simulated(
        "recording-studio",
        "Start-of-turn +1 to the minions here, until the turn ends.",
        "the board does not say which minions were here when the turn began, and their +1 lasts "
        "through the Conquest phase: add it to each one's modifier",
        box=BOX,
    ),
    no_effect(
        "power-castle",
        "A counter after an action on a minion here.",
        box=BOX,
        event_note="its action trigger is not applied to scripted plays: add the counter in "
        "an event",
    ),
    no_effect("slime-pool", "Play an action from the deck on a minion here.", box=BOX),
)
