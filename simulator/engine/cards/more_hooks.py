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


BEFORE_ONLY: Loc = (
    "in a scoring window only: play it before a base scores (an event 'before_scoring'); in the "
    "Play phase, type its effect as scripted events",
    "seulement lors d'une Conquête : jouez-la avant la Conquête d'une Base (événement "
    "'before_scoring') ; pendant la phase de jeu, saisissez son effet en événements scriptés",
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


def destroy_one_of_each_rival(game, scoring, player: str, choose, card) -> Loc | None:
    """Destroys the minions choose.order names on the scoring base: of printed power 3 or less,
    controlled by other players, at most one per player (Capa Roja, Final Stand)."""
    ids = choose.order if choose is not None else ()
    targets = []
    seen: set[str] = set()
    for card_id in ids:
        found = [c for c in scoring.cards if c.id == card_id and is_minion(c)]
        if not found:
            return (f"{card_id} is not a minion here", f"{card_id} n'est pas une Créature ici")
        target = found[0]
        if target.controller == player or target.controller in seen or target.power > 3:
            return (
                "one minion of printed power 3 or less per other player (choose.order)",
                "une Créature de puissance imprimée 3 ou moins par autre joueur (choose.order)",
            )
        seen.add(target.controller)
        targets.append(target)
    for target in targets:
        if target in scoring.cards:
            game.destroy(scoring, target, player, why(card))
    return None


# --- builders for the hooks of issue 15 (contribution, award_vp, instead_of_other_destroyed,
# protections that know the type of the acting card) ---------------------------------------------


def fewer_vp_for_others(amount: int = 1):
    """An award_vp hook: the other players ranked at this card's base get `amount` VP less."""

    def award_vp(game, scoring, base, card, standing) -> int:
        return -amount if standing.player != card.controller else 0

    return award_vp


def rivals_add_less(amount: int):
    """A contribution hook: other players' minions here add `amount` less to their totals (never
    below 0)."""

    def contribution(game, base, card, target_base, target, power) -> int:
        if is_minion(target) and target.controller not in (None, card.controller):
            return max(0, power - amount)
        return power

    return contribution


def minions_here_add_nothing(game, base, card, target_base, target, power) -> int:
    """A contribution hook: the minions on this card's base add no power to their totals."""
    return 0 if is_minion(target) else power


def attached_adds_nothing(game, base, card, target_base, target, power) -> int:
    """A contribution hook: the minion this action is on adds no power (a monster: nothing to
    the breakpoint either)."""
    return 0 if attached_to(card, target) else power


def own_minions_saved_to_hand(game, base, card, target_base, target, by) -> bool:
    """An instead_of_other_destroyed hook: the controller's minions here return to their
    owner's hand instead of being destroyed."""
    if not is_minion(target) or target.controller != card.controller:
        return False
    return game.return_to_hand(target_base, target, card.controller, why(card))


UNKNOWN_SOURCE: Loc = (
    "the event does not say which type of card acts (its 'source'): taken as not the type this "
    "card protects against",
    "l'événement ne dit pas quel type de carte agit (son « source ») : considéré comme n'étant "
    "pas le type contre lequel cette carte protège",
)


def not_affected_by(kind: str, reason: Loc, whom: str):
    """A protect hook: the minions it covers are not affected by other players' cards of type
    `kind` ("action" or "minion"); `whom`: "self" (this minion), "attached" (the minion this
    action is on) or "own_here" (the controller's minions here). An effect whose card type is
    unknown (game.effect_source None) is taken as of another type, and that is listed in
    assumed_choices."""

    def covers(card, target) -> bool:
        if whom == "self":
            return target is card
        if whom == "attached":
            return attached_to(card, target)
        return is_minion(target) and target.controller == card.controller

    def protect(game, base, card, target_base, target, what, by) -> Loc | None:
        if what != "affect" or not by_other(by, target) or not covers(card, target):
            return None
        source = game.effect_source
        if source == kind:
            return reason
        if source is None and game.flag("unknown-source", card.uid, target.uid):
            game.assume(base.id, card.controller, card.key, None, UNKNOWN_SOURCE, card=card.id)
        return None

    return protect
