"""Target picking for the hooks of the box modules: the cards a hook may act on, and the player's
pick among them (a Special's `choose`, or the card's choice in the input), with the pick assumed
for the player (listed in assumed_choices) when the input gives none."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import error_messages as E
from .. import messages as M
from .common import is_minion, minions

if TYPE_CHECKING:
    from ..model import Card, Choice
    from ..table import BaseState
    from ..turn import Turn

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
    order (listed in assumed_choices, with each candidate as an option: the page offers them,
    the advisor tries them). None when there is no candidate."""
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
        options=lambda: [{"card": c.id} for _, c in candidates if c.id is not None],
    )
    return first


def assume_order(
    game: Turn,
    base: BaseState,
    card: Card,
    player: str,
    picks: list[Located],
    what: M.Loc,
) -> None:
    """The default picks of a card that reads them all from one `choose.order` (its ids in
    order), listed in assumed_choices as that one order, which given back is taken."""
    game.assume(
        base.id,
        player,
        card.key,
        {"order": [picked.id for _, picked in picks]},
        M.PICK_DEFAULT(
            player=player, what=what, card=", ".join(picked.label() for _, picked in picks)
        ),
        card=card.id,
    )


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


BEFORE_ONLY: M.Loc = (
    "in a scoring window only: play it before a base scores (an event 'before_scoring'); in the "
    "Play phase, type its effect as scripted events",
    "seulement lors d'une Conquête : jouez-la avant la Conquête d'une Base (événement "
    "'before_scoring') ; pendant la phase de jeu, saisissez son effet en événements scriptés",
)


def scoring_target(window: str, want: str, scoring, choose, ok=None):
    """The minion a Special names on the scoring base (choose.card), or the reason it cannot be
    played: (target, None) or (None, reason). `want` is the window the Special is played in,
    `ok(card)` an extra condition on the target (e.g. its power)."""
    if window != want or scoring is None:
        return None, NOT_BEFORE_SCORING if want == "before_scoring" else NOT_AFTER_SCORING
    if choose is None or choose.card is None:
        return None, (
            "name a minion on the scoring base (choose.card)",
            "nommez une Créature de la Base conquise (choose.card)",
        )
    for target in minions(scoring):
        if target.id == choose.card:
            if ok is not None and not ok(target):
                return None, (
                    f"{choose.card} does not meet the card's condition",
                    f"{choose.card} ne remplit pas la condition de la carte",
                )
            return target, None
    return None, (
        f"{choose.card} is not a minion on the scoring base",
        f"{choose.card} n'est pas une Créature de la Base conquise",
    )


def own_minion_on(game, choose, player: str, bases, ok=None):
    """The minion of `player` that choose.card names on one of `bases`: ((base, card), None),
    or (None, reason)."""
    if choose is None or choose.card is None:
        return None, (
            "name one of your minions (choose.card)",
            "nommez une de vos Créatures (choose.card)",
        )
    for base in bases:
        for card in base.cards:
            if card.id == choose.card and is_minion(card) and card.controller == player:
                if ok is not None and not ok(card):
                    return None, (
                        f"{choose.card} does not meet the card's condition",
                        f"{choose.card} ne remplit pas la condition de la carte",
                    )
                return (base, card), None
    return None, (
        f"{choose.card} is not one of {player}'s minions there",
        f"{choose.card} n'est pas une Créature de {player} à cet endroit",
    )


def other_base(game, choose, src):
    """The base choose.to names, other than `src`: (base, None) or (None, reason)."""
    dst = game.base_by_id(choose.to) if choose is not None else None
    if dst is None or dst is src:
        return None, ("name another base (choose.to)", "nommez une autre Base (choose.to)")
    return dst, None


def named_base(game: Turn, choose: Choice | None) -> BaseState | None:
    """The base a Special's choice names (choose.to, or its base pick), if it is in play."""
    if choose is None:
        return None
    return game.base_by_id(choose.to or choose.base_pick)


def move_one_away(
    game: Turn,
    scoring: BaseState,
    card: Card,
    player: str,
    choose: Choice | None,
    candidates: list[Located],
    what: M.Loc,
    why: M.Loc,
) -> M.Loc | None:
    """A Special moving one card of `candidates` from the scoring base to another base: both
    picked by `choose` (card, to), else the first ones (assumed). NO_TARGET when there is none."""
    found = pick(game, scoring, card, player, choose, candidates, what)
    dst = pick_base(
        game, scoring, card, player, choose, other_bases(game, scoring), E.ANOTHER_BASE()
    )
    if found is None or dst is None:
        return NO_TARGET
    game.move(found[1], scoring, dst, player, why)
    return None
