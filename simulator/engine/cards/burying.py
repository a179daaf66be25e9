"""Hook builders for the cards that bury and uncover (Ancient Egyptians, Skeletons, World Champs;
Grosse Boîte pour Geek booklet p. 8): a buried card is face down beside a base, controlled by
the player who buried it, and counts for nothing until uncovered; uncovering plays it at once as
an extra card (Turn.uncover). Which buried card a player picks is the card's choice in the input
(`choose.card`), else assumed (listed in assumed_choices)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import error_messages as E
from .. import messages as M
from ..model import BURIED
from .common import is_minion
from .effects import why
from .targets import NO_TARGET, NOT_BEFORE_SCORING, other_bases, pick, pick_base

if TYPE_CHECKING:
    from ..model import Card, Choice
    from ..table import BaseState
    from ..turn import Turn

Located = tuple["BaseState", "Card"]

YOUR_BURIED = ("one of your buried cards", "une de vos cartes enterrées")
ANOTHER_BURIED = ("another of your buried cards here", "une autre de vos cartes enterrées ici")


def buried_of(game: Turn, bases, player: str) -> list[Located]:
    """`player`'s buried cards on `bases`, those the board can uncover (their identity is
    known) first, each group in table order: the first one is the default pick."""
    found = [(b, c) for b in bases for c in b.cards if c.type == BURIED and c.controller == player]
    return sorted(found, key=lambda located: not game.can_uncover(located[1]))


def uncover_picked(
    game: Turn,
    base: BaseState,
    card: Card,
    player: str,
    choose: Choice | None,
    candidates: list[Located],
    what: M.Loc = YOUR_BURIED,
) -> bool:
    """Uncover the buried card `choose.card` names among candidates (else the first, assumed).
    False when there is none."""
    found = pick(game, base, card, player, choose, candidates, what)
    if found is None:
        return False
    game.uncover(found[0], found[1], player, why(card))
    return True


# --- Specials played from hand ---------------------------------------------------------------


def burst_forth(game: Turn, window, scoring, card, player, choose) -> M.Loc | None:
    """Before a base scores: uncover one of your buried cards there."""
    if window != "before_scoring" or scoring is None:
        return NOT_BEFORE_SCORING
    candidates = buried_of(game, (scoring,), player)
    if not uncover_picked(game, scoring, card, player, choose, candidates):
        return NO_TARGET
    return None


def lost_knowledge(game: Turn, window, scoring, card, player, choose) -> M.Loc | None:
    """Bury a card from your hand (choose.to: the base) OR uncover one of your buried cards
    (choose.card). Without a choice: uncover one on the scoring base (else anywhere) when the
    board can, else bury a card from hand on the scoring base (assumed)."""
    everywhere = buried_of(game, game.bases, player)
    if choose is not None and not choose.declined and choose.card is not None:
        here = scoring or (everywhere[0][0] if everywhere else None)
        if here is None or not uncover_picked(game, here, card, player, choose, everywhere):
            return NO_TARGET
        return None
    dst = game.base_by_id(choose.to) if choose is not None and choose.to is not None else None
    if dst is not None:
        game.bury_from_hand(dst, player, why(card))
        return None
    here = buried_of(game, (scoring,), player) if scoring is not None else []
    known = [x for x in here + everywhere if game.can_uncover(x[1])]
    where = scoring or (known[0][0] if known else None)
    if where is None:
        return NO_TARGET
    if known:
        return None if uncover_picked(game, where, card, player, None, known) else NO_TARGET
    game.assume(
        where.id,
        player,
        card.key,
        {"to": where.id},
        M.BURY_FROM_HAND_ASSUMED(player=player, base=where.id),
        card=card.id,
    )
    game.bury_from_hand(where, player, why(card))
    return None


def hearse_fleet(game: Turn, window, scoring, card, player, choose) -> M.Loc | None:
    """Move your buried cards named in choose.order (or choose.card): before a base scores, up
    to two, to that base or from it (to choose.to); otherwise any number, to choose.to."""
    ids = []
    if choose is not None and not choose.declined:
        ids = list(choose.order) or ([choose.card] if choose.card is not None else [])
    if not ids:
        return (
            "name your buried cards to move (choose.order)",
            "nommez les cartes enterrées à déplacer (choose.order)",
        )
    before = window == "before_scoring" and scoring is not None
    if before and len(ids) > 2:
        return ("up to two buried cards", "deux cartes enterrées au plus")
    moves = []
    for card_id in ids:
        found = game.find(card_id)
        if found is None or found[1].type != BURIED or found[1].controller != player:
            return (
                f"{card_id} is not one of {player}'s buried cards",
                f"{card_id} n'est pas une carte enterrée de {player}",
            )
        moves.append(found)
    for src, buried in moves:
        if before and src is not scoring:
            dst = scoring
        else:
            others = [b for b in game.bases if b is not src]
            dst = pick_base(game, src, card, player, choose, others, E.ANOTHER_BASE())
        if dst is not None and dst is not src:
            game.move(buried, src, dst, player, why(card))
    return None


# --- cards in play ------------------------------------------------------------------------------


def may_uncover_here(game: Turn, scoring, base, card) -> None:
    """Pharaoh: before this base scores, its controller may uncover a buried card of theirs
    here (choose.card; declined without a choice)."""
    player = card.controller
    candidates = buried_of(game, (base,), player)
    if not candidates:
        return
    what = ("uncover one of your buried cards here", "dévoiler une de vos cartes enterrées ici")
    choice = game.ask_card(base, card, player, what)
    if choice is not None:
        uncover_picked(game, base, card, player, choice, candidates)


def draw_on_uncover(game: Turn, base, card, target_base, target, player) -> None:
    """Pharaoh: after another buried card is uncovered, its controller draws (hands are not on
    the board: a reminder)."""
    game.log_card(
        base,
        card,
        (
            f"{card.controller} draws a card (hands are not on the board)",
            f"{card.controller} pioche une carte (les mains ne sont pas sur le plateau)",
        ),
    )


def counter_on_uncovered(*, here: bool):
    """Gravestones (here) and Lord of Bones (anywhere): after another minion is uncovered, its
    controller may place a +1 power counter on it (choose: {} accepts; declined without)."""

    def hook(game: Turn, base, card, target_base, target, player) -> None:
        if (here and target_base is not base) or not is_minion(target) or target is card:
            return
        what = (
            f"place a +1 power counter on {target.label()}",
            f"placer un marqueur +1 sur {target.label()}",
        )
        if game.ask_card(base, card, card.controller, what) is None:
            return
        reason = game.blocked(target_base, target, card.controller)
        if reason:
            game.log(M.UNAFFECTED, target_base.id, card=target.label(), reason=reason)
            return
        game.add_counters(target_base, target, 1, why(card))

    return hook


def uncover_another_here(game: Turn, base, card, player, effect) -> None:
    """Returned One: after it is uncovered, may uncover another of your buried cards here."""
    candidates = [x for x in buried_of(game, (base,), player) if x[1].uid != card.uid]
    if not candidates:
        return
    what = (
        "uncover another of your buried cards here",
        "dévoiler une autre de vos cartes enterrées ici",
    )
    choice = game.ask_card(base, card, player, what)
    if choice is not None:
        uncover_picked(game, base, card, player, choice, candidates, ANOTHER_BURIED)


def boost_own_minions_here(amount: int):
    """Blessing of Anubis: when uncovered, your minions here get +amount until the end of the
    turn."""

    def hook(game: Turn, base, card, player, effect) -> None:
        for target in [c for c in base.cards if is_minion(c) and c.controller == player]:
            game.boost(base, target, amount, why(card))

    return hook


def may_destroy_small_here(limit: int):
    """Tomb Trap: when uncovered, may destroy a minion of power `limit` or less here (choose.card;
    declined without a choice; uncovered by a played card: that play's choose.then)."""

    def hook(game: Turn, base, card, player, effect) -> None:
        small = [(base, c) for c in base.cards if is_minion(c) and game.power(base, c) <= limit]
        if not small:
            return
        what = (
            f"destroy a minion of power {limit} or less here",
            f"détruire ici une Créature de Force {limit} ou moins",
        )
        # Other players' minions first: the default pick.
        small.sort(key=lambda located: located[1].controller == player)
        # Uncovered by a played card (Lost Knowledge...: effect.uncover_decides): that play's
        # choose.then decides, as an extra card's (README); the input's `choices` for the card
        # still come first.
        by_play = effect.uncover_decides
        choice = game.card_choice(card, player)
        if choice is None and by_play is not None:
            found = by_play(base, card, small, what)
            if found is not None:
                game.destroy(found[0], found[1], player, why(card))
            return
        if choice is None:
            # Not given: declined, listed in assumed_choices (ask_card finds no choice either).
            game.ask_card(base, card, player, what)
            return
        if choice.declined:
            game.log(M.ASK_DECLINES, base.id, player=player, what=what)
            return
        found = pick(game, base, card, player, choice, small, what)
        if found is not None:
            game.destroy(found[0], found[1], player, why(card))

    return hook


def bury_self_elsewhere(*, may: bool):
    """After this base scores, this card is buried on another base (choose.to, else the first
    other base, assumed): Mummy ("may": declined without a choice), Gravestones (it must)."""

    def hook(game: Turn, scoring, base, card, standings) -> None:
        others = other_bases(game, base)
        if not others or card not in base.cards:
            return
        player = card.controller
        if may:
            what = (
                "bury this minion on another base",
                "enterrer cette Créature sur une autre Base",
            )
            choice = game.ask_card(base, card, player, what)
            if choice is None:
                return
        else:
            choice = game.card_choice(card, player)
        dst = pick_base(game, base, card, player, choice, others, E.ANOTHER_BASE())
        if dst is not None:
            game.bury(base, card, dst, player, why(card))

    return hook


__all__ = [
    "boost_own_minions_here",
    "burst_forth",
    "bury_self_elsewhere",
    "counter_on_uncovered",
    "draw_on_uncover",
    "hearse_fleet",
    "lost_knowledge",
    "may_destroy_small_here",
    "may_uncover_here",
    "uncover_another_here",
]
