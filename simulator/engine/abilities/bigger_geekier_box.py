"""The Bigger Geekier Box bases."""

from __future__ import annotations

from .base import no_effect, register

BOX = "The Bigger Geekier Box"

register(
    no_effect(
        "tabletop",
        "Winner filters cards on scoring.",
        box=BOX,
        reminder="winner: +3 cards, -2 cards (the hands given are not changed for it)",
    ),
    no_effect(
        "the-con",
        "A minion played here boosts its faction mates here this turn.",
        box=BOX,
        event_note="factions are not tracked, so its play trigger is not applied to scripted "
        "plays: put the +1 in the modifiers",
    ),
    no_effect("locker-room", "Start-of-turn draw.", box=BOX),
    no_effect("stadium", "Draw when a minion here is destroyed.", box=BOX),
)
