"""Half the Battle bases."""

from __future__ import annotations

from .base import no_effect, register

BOX = "Half the Battle"

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
    no_effect(
        "concert-venue",
        "First minion here each turn: optional counter.",
        box=BOX,
        event_note="its play trigger is not applied to scripted plays: add the counter in an event",
    ),
    no_effect(
        "recording-studio",
        "Start-of-turn +1 to the minions here (type it in their modifier).",
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
