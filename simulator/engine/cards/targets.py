"""Helpers for the hooks of the box modules: the cards a hook may act on, and the player's pick
among them (a Special's `choose`, or the card's choice in the input)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import error_messages as E
from .. import messages as M
from .common import is_minion

if TYPE_CHECKING:
    from ..model import Card, Choice
    from ..turn import BaseState, Turn

Located = tuple["BaseState", "Card"]

# Why a Special was refused (the event is skipped with a warning).
NOT_BEFORE_SCORING = (
    "this Special is played before a base scores",
    "ce Spécial se joue avant la Conquête d'une Base",
)
NOT_AFTER_SCORING = (
    "this Special is played after a base scores",
    "ce Spécial se joue après la Conquête d'une Base",
)
NO_TARGET = ("nothing it could act on", "rien sur quoi agir")


def minions_at(base: BaseState, controller: str | None = None) -> list[Located]:
    return [
        (base, c)
        for c in base.cards
        if is_minion(c) and (controller is None or c.controller == controller)
    ]


def minions_everywhere(game: Turn, controller: str | None = None) -> list[Located]:
    return [located for base in game.bases for located in minions_at(base, controller)]


def pick(
    game: Turn,
    base: BaseState,
    card: Card,
    player: str,
    choose: Choice | None,
    candidates: list[Located],
    what: M.Loc,
) -> Located | None:
    """A mandatory pick: the card `choose` names among candidates, else the first one in table
    order (listed in assumed_choices). None when there is no candidate."""
    if not candidates:
        return None
    if choose is not None and not choose.declined and choose.card is not None:
        return game.chosen_card(choose, candidates, what)
    first = candidates[0]
    game.assume(
        base.id,
        player,
        card.key,
        {"card": first[1].id},
        M.PICK_DEFAULT(player=player, what=what, card=first[1].label()),
        card=card.id,
    )
    return first


def pick_base(
    game: Turn,
    base: BaseState,
    card: Card,
    player: str,
    choose: Choice | None,
    candidates: list[BaseState],
    what: M.Loc,
) -> BaseState | None:
    """A mandatory base pick: `choose.to` among candidates, else the first one (assumed)."""
    if not candidates:
        return None
    if choose is not None and not choose.declined and choose.to is not None:
        return game.chosen_base(choose, candidates, what)
    first = candidates[0]
    game.assume(
        base.id,
        player,
        card.key,
        {"to": first.id},
        M.PICK_DEFAULT(player=player, what=what, card=first.id),
        card=card.id,
    )
    return first


def other_bases(game: Turn, base: BaseState) -> list[BaseState]:
    return [b for b in game.bases if b is not base]


def pick_many(
    game: Turn, choose: Choice | None, candidates: list[Located], what: M.Loc
) -> list[Located]:
    """An "any number" pick: the ids in `choose.order` (or the one `choose.card`) among
    candidates, in that order; none without a choice. An id that is not a candidate is refused
    like any other wrong choice."""
    if choose is None or choose.declined:
        return []
    ids = list(choose.order) or ([choose.card] if choose.card is not None else [])
    by_id = {c.id: (b, c) for b, c in candidates if c.id is not None}
    found = []
    for card_id in ids:
        if card_id in by_id:
            found.append(by_id.pop(card_id))
        else:
            game.reject(choose, "order", E.CHOSEN_IS_NOT, id=card_id, what=what)
    return found
