"""Small helpers shared by the card modules (filters and counts used by many hooks)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..model import BURIED, MINION, MONSTER, Card

if TYPE_CHECKING:
    from ..table import BaseState


def is_minion(card: Card) -> bool:
    """A minion, or a monster a player controls (it counts as that player's minion)."""
    return card.type == MINION or (card.type == MONSTER and card.controller is not None)


def minions(base: BaseState, controller: str | None = None) -> list[Card]:
    """The minions on a base, all or those of one controller."""
    return [
        c for c in base.cards if is_minion(c) and (controller is None or c.controller == controller)
    ]


def count_key(base: BaseState, key: str) -> int:
    """How many cards of one catalog card (its key, any printing) are on a base, face up (a
    buried card is face down: nobody knows what it is, booklet p. 8)."""
    # A loop, not sum() over a generator: asked for each total of a base (War Raptor...).
    count = 0
    for c in base.cards:
        if c.key == key and c.type != BURIED:
            count += 1
    return count


def attached_to(card: Card, target: Card) -> bool:
    """True when `card` (an action) is attached to `target` (by its id)."""
    return card.attached_to is not None and card.attached_to == target.id
