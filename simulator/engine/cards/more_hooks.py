"""Hook builders used by several box modules besides those of hook_kit.py (same conventions:
they only read cards and bases or go through the Turn's public methods). No registration here.
"""

from __future__ import annotations

from .common import attached_to, is_minion
from .hook_kit import by_other

Loc = tuple[str, str]


def rivals_aura(amount: int):
    """An aura hook: the other players' minions on this card's base have `amount` more power."""

    def aura(game, base, card, target_base, target) -> int:
        if is_minion(target) and target.controller != card.controller:
            return amount
        return 0

    return aura


def bonus_with(keys: tuple[str, ...], amount: int):
    """A power hook: `amount` more while another card of one of `keys` is on this base."""

    def power(game, base, card) -> int:
        if any(c is not card and c.key in keys for c in base.cards):
            return amount
        return 0

    return power


def breakpoint_change(amount: int):
    """A breakpoint hook: this card's base has a breakpoint changed by `amount`."""

    def breakpoint(game, base, card, target_base) -> int:
        return amount

    return breakpoint


def own_minions_protected(what: str, reason: Loc, others_only: bool = True):
    """A protect hook: the controller's minions on this base refuse `what` ("destroy", "move",
    "affect"...) from other players' cards (or from anything when not `others_only`)."""

    def protect(game, base, card, target_base, target, asked, by) -> Loc | None:
        if asked != what or not is_minion(target) or target.controller != card.controller:
            return None
        if others_only and not by_other(by, target):
            return None
        return reason

    return protect


def self_protected(what: str, reason: Loc):
    """A protect hook: this card refuses `what` from other players' cards."""

    def protect(game, base, card, target_base, target, asked, by) -> Loc | None:
        if asked == what and target is card and by_other(by, target):
            return reason
        return None

    return protect


def attached_protected(what: str, reason: Loc):
    """A protect hook: the minion this action is on refuses `what` from other players' cards."""

    def protect(game, base, card, target_base, target, asked, by) -> Loc | None:
        if asked == what and attached_to(card, target) and by_other(by, target):
            return reason
        return None

    return protect


def combine_protect(*hooks):
    """One protect hook asking several in turn (the first refusal wins)."""

    def protect(game, base, card, target_base, target, asked, by) -> Loc | None:
        for hook in hooks:
            reason = hook(game, base, card, target_base, target, asked, by)
            if reason:
                return reason
        return None

    return protect


def why(card) -> Loc:
    return (f"ability of {card.label()}", f"capacité de {card.label()}")
