"""The actions on cards in play, each with its protections and replacements: add, replace,
remove, destroy, return, place in a deck, move, play, take control (`CardActions`, a part of
turn.Turn; the changes of a card's power are in power_changes.py).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from . import messages as M
from .effect import Effect, replaced
from .model import BURIED, MINION, MONSTER, TITAN, Card
from .table import BaseState

# Where place_in_deck puts a card, as its log line says.
_DECK_PLACES = {"bottom": M.TO_DECK_BOTTOM, "top": M.TO_DECK_TOP, "shuffled": M.TO_DECK_SHUFFLED}


class CardActions:
    """Every change of a card in play goes through these (they keep the totals and the
    card layer's filings right).

    A part of turn.Turn (read its attributes there); hooks call these as `game.<method>`.
    """

    __slots__ = ()

    def add_card(self, base: BaseState, card: Card) -> None:
        base.cards.append(card)
        base.cache = None
        base.pristine = False
        self.table_changes += 1
        if self.hooked:
            self._changed((base,), (card,))

    def replace_card(self, base: BaseState, old: Card, new: Card) -> None:
        base.cache = None
        base.pristine = False
        self.table_changes += 1
        touched = self.effect.touched
        if touched is not None:
            touched.append((base, old))
        if self.hooked:
            self._changed((base,), (old, new))
        cards = base.cards
        for i, card in enumerate(cards):
            if card is old:
                cards[i] = new
                return

    def remove_card(self, base: BaseState, card: Card) -> None:
        base.cache = None
        base.pristine = False
        self.table_changes += 1
        touched = self.effect.touched
        if touched is not None:
            touched.append((base, card))
        if self.hooked:
            self._changed((base,), (card,))
        cards = base.cards
        for i, other in enumerate(cards):
            if other is card:
                del cards[i]
                return

    def blocked(
        self,
        base: BaseState,
        card: Card,
        by: str | None,
        what: str = "affect",
        effect: Effect | None = None,
        *,
        asking: bool = False,
    ) -> M.Loc | None:
        """Why an effect of player `by` (None: a base or the rules) cannot do `what` ("destroy",
        "move", "return", "affect", "power") to this card here, or None. A protection always wins
        over an effect that would act ("cannot" beats "can": the base game rulebook's conflict
        rule). `effect`: what is acting, which the protect hooks are told of; None, the effect in
        force (an aura's power asks with its card's type: cards/registry.refusable_aura).
        `asking`: nothing acts yet, the hooks are told so (effect.asking: a pick listing its
        targets, the reason a pick is refused)."""
        ability = base.ability
        if (
            by is not None
            and by != card.controller
            and ability is not None
            and ability.protects is not None
        ):
            reason = ability.protects(self, base, card, by)
            if reason:
                return reason
        if not self.hooked:
            return None
        _, _, _, _, prots, prots_all = self._src or self._sources()
        sources = (*prots.get(base, ()), *prots_all)
        if not sources:
            return None
        # "power" (another player's aura, cards/registry.py refusable_aura) is asked alone: a
        # refusal of "affect" may act (Hideout), and must not while power is computed.
        asks = (what,) if what in ("affect", "power") or by is None else (what, "affect")
        # Each protection asked (work.py).
        self._spend(len(sources) * len(asks))
        if effect is None:
            effect = self.effect
        if asking:
            # The effect asking, made once per effect in force (a pick asks about every card).
            kept = self._asking
            if kept is None or kept[0] is not effect:
                kept = self._asking = (effect, replaced(effect, {"asking": True}))
            effect = kept[1]
        for src_base, src in sources:
            for asked in asks:
                reason = src.ability.protect(self, src_base, src, base, card, asked, by, effect)
                if reason:
                    return reason
        return None

    def held_back(self, base: BaseState, card: Card, by: str | None, why: M.Loc) -> bool:
        """True (and logged) when `by` may not move this card away from its base (Moon
        Dumpster: a player may not move their minions away)."""
        ability = base.ability
        if ability is None or ability.holds is None:
            return False
        reason = ability.holds(self, base, card, by)
        if reason:
            self.log(M.NOT_MOVED, base.id, card=card.label(), why=why, reason=reason)
        return bool(reason)

    def redirected(self, base: BaseState, card: Card) -> Card:
        """The card a Special's effect acts on instead of `card`: a card on the same base may
        take it (the `redirect` hook: Ensign), else `card`. Asked while the Special's own effect
        runs, for an operation by the Special's player (destroy, move, return, place in a deck,
        take control) or giving power (boost, counters)."""
        by = self.effect.special_by
        if by is None or "redirect" not in self.board.card_hook_names:
            return card
        for src in list(base.cards):
            own = src.ability
            if (
                own is None
                or own.redirect is None
                or src is card
                or src.uid in self._cancelled
                or src not in base.cards
            ):
                continue
            instead = own.redirect(self, base, src, card, by)
            if instead is not None and instead in base.cards:
                return instead
        return card

    def destroy(
        self, base: BaseState, card: Card, by: str | None, why: M.Loc, *, treasures: bool = True
    ) -> bool:
        """Destroy `card` (its protections and replacements first); `treasures` False: a
        monster's treasures are not collected (Ruckus)."""
        if self.effect.special_acting and by == self.effect.special_by:
            card = self.redirected(base, card)
        reason = self.blocked(base, card, by, "destroy")
        ability = base.ability
        if reason is None and ability is not None and ability.prevent_destroy is not None:
            reason = ability.prevent_destroy(self, base, card, by)
        if reason:
            self.log(M.NOT_DESTROYED, base.id, card=card.label(), why=why, reason=reason)
            return False
        if card.type == MINION:
            for other in list(self.bases):
                hook = other.ability.intercept_destroy if other.ability else None
                if other is not base and hook is not None and hook(self, other, base, card):
                    return False
        own = card.ability
        if self.hooked:
            if card.uid in self._cancelled:
                own = None
            if (
                own is not None
                and own.instead_of_destroyed is not None
                and own.instead_of_destroyed(self, base, card, by)
            ):
                return False
            if "instead_of_other_destroyed" in self.board.card_hook_names and self._saved(
                base, card, by
            ):
                return False
            if (own is not None and (own.on_destroyed or own.on_discarded) is not None) or (
                "on_other_destroyed" in self.board.card_hook_names
            ):
                self.left_powers[card.uid] = self.power(base, card)
        self.remove_card(base, card)
        elsewhere = ability is not None and ability.destroy_destination
        # Fast as Lightning: to its owner's hand instead of the discard pile (not where the
        # base sends it).
        to_hand = not elsewhere and card.uid in self.to_hand_instead
        how = M.HOW_DESTROYED(why=why)
        _log_left_play(
            self, base, card, how, destroyed=True, by=by, to_hand=to_hand, treasures=treasures
        )
        if to_hand:
            self.to_hand(card, played=True)
        if self.hooked or self.board.card_abilities or self.board.attached:
            # The minion goes to the discard pile unless the base sends it elsewhere.
            self._attached_leave(base, card, minion_discarded=not elsewhere and not to_hand)
        if ability is not None and ability.after_destroy is not None:
            ability.after_destroy(self, base, card, by, self.effect)
        for other in list(self.bases):
            hook = other.ability.any_destroy if other.ability else None
            if hook is not None:
                hook(self, other, base, card, by, self.effect)
        if self.hooked:
            self._after_card_destroyed(base, card, by, own)
        return True

    def discard(self, base: BaseState, card: Card, by: str | None, why: M.Loc) -> bool:
        """An effect of player `by` discards `card` from play (Wildlife Preserve's
        clarification). Discarding is not destroying: neither "cannot be destroyed" nor the
        hooks that hear of a destruction apply; a protection from being affected by `by`'s
        effects keeps it ("cannot" beats "can", the base game rulebook's conflict rule). The card
        goes to its owner's discard pile (or hand, Fast as Lightning), its actions with it."""
        reason = self.blocked(base, card, by, "affect")
        if reason:
            self.log(M.NOT_DISCARDED, base.id, card=card.label(), why=why, reason=reason)
            return False
        own = card.ability
        heard = self.hooked and own is not None and own.on_discarded is not None
        if heard:
            self.left_powers[card.uid] = self.power(base, card)
        self.remove_card(base, card)
        to_hand = card.uid in self.to_hand_instead
        _log_left_play(self, base, card, M.HOW_DISCARDED(why=why), to_hand=to_hand)
        if to_hand:
            self.to_hand(card, played=True)
        if self.hooked or self.board.card_abilities or self.board.attached:
            self._attached_leave(base, card, minion_discarded=not to_hand)
        if heard and card.uid not in self._cancelled:
            own.on_discarded(self, base, card, [card])  # type: ignore[union-attr]
        return True

    def _saved(self, base: BaseState, card: Card, by: str | None) -> bool:
        """A card in play makes something else happen instead of `card`'s destruction."""
        return self._instead(base, card, by, "instead_of_other_destroyed", bases_in_play=True)

    def _kept(self, base: BaseState, card: Card, by: str | None) -> bool:
        """A card in play makes something else happen instead of `card`'s return to hand."""
        return self._instead(base, card, by, "instead_of_other_returned", bases_in_play=False)

    def _instead(
        self, base: BaseState, card: Card, by: str | None, hook: str, *, bases_in_play: bool
    ) -> bool:
        """True when a card in play (on `card`'s base, or anywhere with protect_scope
        "everywhere") replaces what would happen to `card` through its `hook`."""
        for src_base in list(self.bases):
            if bases_in_play and not self.in_play(src_base):
                continue
            for src in list(src_base.cards):
                own = src.ability
                function = getattr(own, hook) if own is not None else None
                if (
                    function is None
                    or src is card
                    or src.uid in self._cancelled
                    or (src_base is not base and own.protect_scope != "everywhere")
                ):
                    continue
                if function(self, src_base, src, base, card, by):
                    return True
        return False

    def _after_card_destroyed(self, base: BaseState, card: Card, by: str | None, own: Any) -> None:
        """The card layer's "when destroyed" hooks: the card's own (`own`: its entry, None while
        it was cancelled), then the others in play."""
        if own is not None and own.on_destroyed is not None:
            own.on_destroyed(self, base, card, by)
        if "on_other_destroyed" not in self.board.card_hook_names:
            return
        for other_base, other, hook in self._carrying("on_other_destroyed"):
            hook(self, other_base, other, base, card, by)

    def attached(self, base: BaseState, card: Card) -> Card | None:
        """The minion an attached action is on (on the same base), or None."""
        target = card.attached_to
        if target is None:
            return None
        for other in base.cards:
            if other.id == target:
                return other
        return None

    def _attachments(self, base: BaseState, card: Card) -> list[Card]:
        if card.id is None:
            return []
        return [c for c in base.cards if c.attached_to == card.id]

    def _attached_leave(
        self, base: BaseState, card: Card, *, minion_discarded: bool = False
    ) -> None:
        """Actions played on a minion that left play go to their owners' discard piles (their
        `on_discarded` hooks see them go, with the minion when it went to the discard too)."""
        for action in self._attachments(base, card):
            self.remove_card(base, action)
            self.log(
                M.ATTACHED_LEAVES,
                base.id,
                card=action.label(),
                minion=card.label(),
                owner=action.owner,
            )
            own = action.ability
            if self.hooked and own is not None and own.on_discarded is not None:
                if action.uid not in self._cancelled:
                    own.on_discarded(
                        self, base, action, [card, action] if minion_discarded else [action]
                    )

    def return_to_hand(
        self, base: BaseState, card: Card, by: str | None, why: M.Loc, *, hand: str | None = None
    ) -> bool:
        """Return `card` to its owner's hand, or to `hand`'s (the player who takes it: Strip
        Bare, Ransack; it stays its owner's card)."""
        if self.effect.special_acting and by == self.effect.special_by:
            card = self.redirected(base, card)
        reason = self.blocked(base, card, by, "return")
        if reason:
            self.log(M.NOT_RETURNED, base.id, card=card.label(), why=why, reason=reason)
            return False
        if self.hooked:
            own = self.ability_of(card)
            if (
                own is not None
                and own.instead_of_returned is not None
                and own.instead_of_returned(self, base, card, by)
            ):
                return False
            if "instead_of_other_returned" in self.board.card_hook_names and self._kept(
                base, card, by
            ):
                return False
        self.remove_card(base, card)
        _log_left_play(self, base, card, M.HOW_RETURNED(why=why), to_hand=True, hand=hand)
        self.to_hand(card, hand=hand)
        if self.board.card_abilities or self.board.attached:
            self._attached_leave(base, card)
        return True

    def place_in_deck(
        self,
        base: BaseState,
        card: Card,
        by: str | None,
        why: M.Loc,
        *,
        where: str = "bottom",
        deck_of: str | None = None,
    ) -> bool:
        """The card leaves play to a deck (not destroyed): its owner's, or `deck_of`'s (Critter
        Cube: the player's own), at the bottom, on "top", or "shuffled" into it."""
        if self.effect.special_acting and by == self.effect.special_by:
            card = self.redirected(base, card)
        reason = self.blocked(base, card, by)
        if reason:
            self.log(M.UNAFFECTED, base.id, card=card.label(), reason=reason)
            return False
        self.remove_card(base, card)
        if self.logging:
            self.log(
                M.LEFT_CARD,
                base.id,
                card=card.label(),
                how=M.HOW_PLACED(why=why),
                where=_DECK_PLACES[where](owner=deck_of or card.owner),
                counters=M.COUNTERS_REMOVED(count=card.counters) if card.counters else "",
            )
        if self.board.card_abilities or self.board.attached:
            self._attached_leave(base, card)
        return True

    def move(
        self,
        card: Card,
        src: BaseState,
        dst: BaseState,
        by: str | None,
        why: M.Loc,
        *,
        bonus: int = 0,
    ) -> bool:
        if self.effect.special_acting and by == self.effect.special_by:
            card = self.redirected(src, card)
        with self.acting(to=dst):
            reason = self.blocked(src, card, by, "move")
        if reason:
            self.log(M.NOT_MOVED, src.id, card=card.label(), why=why, reason=reason)
            return False
        if self.held_back(src, card, by, why):
            return False
        board = self.board
        attachments = self._attachments(src, card) if board.card_abilities or board.attached else ()
        self.remove_card(src, card)
        if bonus:
            card = card.evolve(temp=card.temp + bonus)
        self.add_card(dst, card)
        # Actions played on a minion stay on it when it moves.
        for action in attachments:
            self.remove_card(src, action)
            self.add_card(dst, action)
            self.log(M.ATTACHED_MOVES, dst.id, card=action.label(), minion=card.label())
        self.log(
            M.MOVES,
            dst.id,
            card=card.label(),
            src=src.text_label,
            dst=dst.text_label,
            bonus=M.MOVES_BONUS(bonus=bonus) if bonus else "",
            why=why,
        )
        if card.type == TITAN:
            self._clash(dst, card)
        if card in dst.cards:
            self._entering(dst, card, "move", by)
        if self.hooked and card in dst.cards:
            names = self.board.card_hook_names
            if "on_moved" in names or "on_other_moved" in names:
                self._after_moved(card, src, dst, by)
        return True

    def _after_moved(self, card: Card, src: BaseState, dst: BaseState, by: str | None) -> None:
        """The card layer's "after moved" hooks: the card's own, then the others in play."""
        effect = self.effect
        own = self.ability_of(card)
        if own is not None and own.on_moved is not None:
            own.on_moved(self, dst, card, src, by, effect)
        for other_base, other, hook in self._carrying("on_other_moved", skip=card):
            hook(self, other_base, other, dst, card, src, by, effect)

    def play(
        self,
        card: Card,
        dst: BaseState,
        by: str | None,
        why: M.Loc,
        then: Callable[[Card], list | None] | None = None,
        checked: bool = False,
    ) -> bool:
        """The card enters play on `dst`; `then` (the played card's own ability, issue 27)
        resolves before the cards in play hear of the play (booklet p. 5). `checked`: the
        caller already asked the cards that forbid plays (play_phase.play_event)."""
        if (self.hooked or dst.ability is not None) and not checked:
            reason = self.play_forbidden(dst, card, card.controller)
            if reason:
                self.log(
                    M.PLAY_FORBIDDEN, dst.id, card=card.label(), base=dst.text_label, reason=reason
                )
                return False
        if card.type == TITAN:
            held = self.titan_of(card.controller)
            if held is not None:
                self.log(
                    M.TITAN_HELD,
                    dst.id,
                    player=card.controller,
                    card=card.label(),
                    held=held[1].label(),
                )
                return False
        # A card played from a hand leaves it (a Special's: Shinobi, Hidden Ninja's minion).
        self.leaves_hand(card)
        effect = self.effect
        if then is None and effect.special_acting and effect.event is not None:
            # A card a Special plays (Hidden Ninja's minion, Shinobi itself) is played: its own
            # play ability resolves too (EffectPlays.played_by_special).
            then = self.played_by_special(card, dst, effect.event)
        self.add_card(dst, card)
        if card.controller is None:
            self.log(M.PLAYS_UNCONTROLLED, dst.id, card=card.label(), base=dst.text_label, why=why)
        else:
            self.log(
                M.PLAYS_TITAN if card.type == TITAN else M.PLAYS,
                dst.id,
                player=card.controller,
                card=card.label(),
                base=dst.text_label,
                why=why,
            )
        if card.type == TITAN:
            self._clash(dst, card)
        if card in dst.cards:
            if self.board.card_abilities:
                self._card_arrives(dst, card)
            self._entering(dst, card, "play", by)
        # What its own ability changed or removed (PlayPhase._resolve_own), told to the others.
        touched = then(card) if then is not None else None
        if then is not None and card not in dst.cards:
            # Its own ability changed it as it entered (a counter: POD Fledgling Vampire): the
            # cards that react to a play hear of the card as it now is.
            card = next((c for c in dst.cards if c.uid == card.uid), card)
        if card in dst.cards:
            self.tell_played(dst, card, card.controller, skip=card, touched=touched)
        return True

    def _entering(self, base: BaseState, card: Card, how: str, by: str | None) -> None:
        ability = base.ability
        if ability is None:
            return
        if ability.on_enter is not None:
            ability.on_enter(self, base, card, how, by)
        elif ability.event_note:
            self.note_not_simulated(
                base.id, ability.slug, (ability.event_note, ability.event_note_fr)
            )

    def _clash(self, base: BaseState, newcomer: Card) -> None:
        others = [c for c in base.cards if c.type == TITAN and c is not newcomer]
        if not others:
            return
        if base.ability is not None and base.ability.no_titan_clash:
            self.log(M.TITAN_NO_CLASH, base.id, base=base.text_label)
            return
        old = others[0]
        totals = self.totals(base)[0]
        new_power = totals.get(newcomer.controller, 0)  # type: ignore[arg-type]
        old_power = totals.get(old.controller, 0)  # type: ignore[arg-type]
        loser = newcomer if new_power <= old_power else old
        self.remove_card(base, loser)
        self.log(
            M.TITAN_CLASH,
            base.id,
            base=base.text_label,
            new_player=newcomer.controller,
            new_power=new_power,
            old_player=old.controller,
            old_power=old_power,
            tie=M.TITAN_CLASH_TIE() if new_power == old_power else "",
            loser=loser.label(),
            owner=loser.owner,
        )

    def take_control(
        self,
        base: BaseState,
        card: Card,
        by: str,
        why: M.Loc,
        *,
        until_end_of_turn: bool = False,
        acting: str | None = None,
    ) -> bool:
        """Player `by` takes control of `card` (for good, or until the end of the turn), by an
        effect of `acting` (`by` by default: a player who gives a card away acts, and the
        protections are asked of that player's effect)."""
        if self.effect.special_acting and by == self.effect.special_by:
            card = self.redirected(base, card)
        reason = self.blocked(base, card, acting or by)
        if reason:
            self.log(M.UNAFFECTED, base.id, card=card.label(), reason=reason)
            return False
        if until_end_of_turn and card.uid not in self._control_until_eot:
            self._control_until_eot[card.uid] = card.controller
        elif not until_end_of_turn:
            self._control_until_eot.pop(card.uid, None)
        self.replace_card(base, card, card.evolve(controller=by))
        self.log(
            M.TAKES_CONTROL,
            base.id,
            player=by,
            card=card.label(),
            until=M.UNTIL_END_OF_TURN() if until_end_of_turn else "",
            why=why,
        )
        return True

    def add_lasting(self, base: BaseState, card: Card) -> None:
        """The played card `card` (not in play) keeps acting from `base` until the end of the
        turn: its continuous, cancel, play and window hooks are read like those of a card in
        play (a one-shot action or Special whose effect lasts the turn, see cards/registry.py)."""
        self.lasting.append((base, card))
        if self.hooked:
            self._changed()


def _log_left_play(
    game: CardActions,
    base: BaseState,
    card: Card,
    how: M.Loc,
    *,
    destroyed: bool = False,
    by: str | None = None,
    to_hand: bool = False,
    hand: str | None = None,
    treasures: bool = True,
) -> None:
    """The log line of a card leaving play (`hand`: the player whose hand it goes to, its
    owner's when None; `treasures` False: a destroyed monster's are not collected)."""
    if not game.logging:
        return
    if card.type == MONSTER:
        drawn: M.Loc | str = ""
        if destroyed and card.treasures:
            if not treasures:
                drawn = M.LEFT_MONSTER_NO_TREASURES(count=card.treasures)
            elif by is not None:
                drawn = M.LEFT_MONSTER_TREASURES(player=by, count=card.treasures)
            else:
                drawn = M.LEFT_MONSTER_TREASURES_BY(count=card.treasures)
        game.log(M.LEFT_MONSTER, base.id, card=card.label(), how=how, treasures=drawn)
    elif card.type == TITAN:
        game.log(M.LEFT_TITAN, base.id, card=card.label(), how=how, owner=card.owner)
    elif card.type == BURIED:
        game.log(M.LEFT_BURIED, base.id, card=card.label(), how=how, owner=card.owner)
    else:
        ability = base.ability
        if destroyed and ability is not None and ability.destroy_destination:
            where = (ability.destroy_destination, ability.destroy_destination_fr)
        else:
            where = (
                M.TO_HAND(owner=hand or card.owner) if to_hand else M.TO_DISCARD(owner=card.owner)
            )
        counters = M.COUNTERS_REMOVED(count=card.counters) if card.counters else ""
        game.log(M.LEFT_CARD, base.id, card=card.label(), how=how, where=where, counters=counters)
