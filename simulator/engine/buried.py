"""Burying and uncovering cards (issue 15; Grosse Boîte pour Geek booklet p. 8): `Burying`,
a part of turn.Turn.
"""

from __future__ import annotations

from contextlib import nullcontext

from . import messages as M
from .cards.registry import MODELLED as CARD_MODELLED
from .model import ACTION, BURIED, MINION, TITAN, BuriedCard, Card
from .table import BaseState


class Burying:
    """A card buried face down, and uncovered.

    A part of turn.Turn (read its attributes there); hooks call these as `game.<method>`.
    """

    __slots__ = ()

    @staticmethod
    def can_uncover(card: Card) -> bool:
        """True when the board holds what uncovering this buried card needs: which card it is
        (its printed type, and a minion's printed power)."""
        info = card.buried_as
        if card.type != BURIED or info is None:
            return False
        kind = info[1]
        return kind == ACTION or (kind in (MINION, TITAN) and info[2] is not None)

    @staticmethod
    def face_down(card: Card, controller: str | None) -> Card:
        """`card` as a buried card of `controller` (its controller counts as its owner until it
        is uncovered, booklet p. 8): no power, no counters, its ability set aside until it is
        uncovered (its entry even while another card cancels it, its printed type and power)."""
        buried = BuriedCard(card.uid, card.id, BURIED, controller, controller, name=card.name)
        buried.key = card.key
        buried.printing = card.printing
        buried.title = getattr(card, "title", None)
        buried.buried_as = (card.ability, card.type, card.power)
        return buried

    def bury(
        self, base: BaseState, card: Card, dst: BaseState, by: str | None, why: M.Loc
    ) -> Card | None:
        """`card` (in play on `base`) leaves play face down on `dst`, buried by `by` (who
        controls it from then on): its counters and the actions on it are discarded first, it
        has no power and its ability waits until it is uncovered (booklet p. 8). None (logged)
        when a protection refuses it: burying it on another base moves it there."""
        if card.type == BURIED:
            self.log(
                M.UNAFFECTED, base.id, card=card.label(), reason=M.BURY_ALREADY(card=card.label())
            )
            return None
        # Burying it on another base moves it there: asked as a move to that base.
        with self.acting(to=dst) if dst is not base else nullcontext():
            reason = self.blocked(base, card, by, "move" if dst is not base else "affect")
        if reason:
            self.log(M.UNAFFECTED, base.id, card=card.label(), reason=reason)
            return None
        player = by if by is not None else card.controller
        self.remove_card(base, card)
        if self.board.card_abilities or self.board.attached:
            self._attached_leave(base, card)
        self._control_until_eot.pop(card.uid, None)
        buried = self.face_down(card, player)
        self.add_card(dst, buried)
        self.log(
            M.CARD_BURIED,
            dst.id,
            player=player,
            card=card.label(),
            base=dst.text_label,
            counters=M.COUNTERS_REMOVED(count=card.counters) if card.counters else "",
            why=why,
        )
        return buried

    def uncover(self, base: BaseState, card: Card, by: str | None, why: M.Loc) -> Card | None:
        """The buried `card` on `base` is uncovered: its controller plays it at once as an extra
        card (booklet p. 8): a minion (or an action that stays in play) is played on that base,
        a one-shot action is resolved and discarded, and a card that cannot be played there is
        discarded instead. Then the "when uncovered" hooks act (the card's own, then the cards
        in play). Returns the card as it came into play (or resolved), None when it could not
        be uncovered (its identity is not on the board: listed in not_simulated)."""
        if not self.can_uncover(card):
            self.note_card_not_simulated(base, card, M.UNCOVER_IDENTITY_UNKNOWN(card=card.label()))
            return None
        reason = self.blocked(base, card, by)
        if reason:
            self.log(M.UNAFFECTED, base.id, card=card.label(), reason=reason)
            return None
        entry, kind, power = card.buried_as  # type: ignore[misc]
        player = card.controller
        self.remove_card(base, card)
        self.log(
            M.UNCOVERS, base.id, player=player, card=card.label(), base=base.text_label, why=why
        )
        new = card.evolve(type=kind, power=power or 0, ability=entry, buried_as=None)
        unapplied = self.uncovered_entry(new)
        stays = kind != ACTION or (
            entry is not None
            and entry.status == CARD_MODELLED
            and bool(entry.hooks - {"on_uncovered", "special"})
        )
        if stays:
            if not self.play(new, base, player, M.UNCOVERED_WHY()):
                self.log(M.UNCOVERED_NOT_PLAYED, base.id, card=new.label(), owner=player)
                return None
        else:
            if self.board.card_abilities:
                self._card_arrives(base, new)
        if unapplied is not None:
            self.uncovered_not_applied(base, new, unapplied)
        if entry is not None and entry.on_uncovered is not None and new.uid not in self._cancelled:
            entry.on_uncovered(self, base, new, player, self.effect)
        if not stays:
            self.log(M.UNCOVERED_ACTION_DONE, base.id, card=new.label(), owner=player)
        if self.hooked and "on_other_uncovered" in self.board.card_hook_names:
            for other_base, other, hook in self._carrying("on_other_uncovered", skip=new):
                if other_base is not base and other.ability.play_scope != "everywhere":  # type: ignore[union-attr]
                    continue
                # The uncovered card as it is now (a hook may have changed it, or moved it).
                now = self._locate(new) if stays else (base, new)
                if now is None:
                    break
                hook(self, other_base, other, now[0], now[1], player)
        return new

    def bury_from_hand(self, base: BaseState, player: str, why: M.Loc) -> Card:
        """`player` buries a card from their hand on `base` (which card: the board does not
        hold hands, so it stays unknown; it counts for nothing, booklet p. 8)."""
        self._next_uid -= 1
        card = Card(self._next_uid, None, BURIED, player, player)
        self.add_card(base, card)
        self.log(
            M.CARD_BURIED,
            base.id,
            player=player,
            card=M.HAND_CARD(),
            base=base.text_label,
            counters="",
            why=why,
        )
        return card
