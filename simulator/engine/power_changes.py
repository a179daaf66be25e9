"""The changes of a card's power: power until the end of the turn (or longer, as a card says),
+1 power counters, and the cards that hear of a power raised or lowered (`PowerChanges`, a part
of turn.Turn; moved out of actions.py, unchanged).
"""

from __future__ import annotations

from . import messages as M
from .model import ACTION, BURIED, Card
from .power import _signed
from .table import BaseState


class PowerChanges:
    """A change of a card's power goes through these (through replace_card: the totals and the
    card layer's filings stay right).

    A part of turn.Turn (read its attributes there); hooks call these as `game.<method>`.
    """

    __slots__ = ()

    def add_temp(self, base: BaseState, card: Card, amount: int) -> Card:
        new = card.evolve(temp=card.temp + amount)
        self.replace_card(base, card, new)
        return new

    def boost(
        self, base: BaseState, card: Card, amount: int, why: M.Loc, until: M.Loc | None = None
    ) -> Card:
        """`card` gets `amount` power until the end of the turn; `until`: how long the card says
        it lasts when that is longer ("until the start of your next turn"), which the log says
        (the run ends with the turn: the change counts in this turn's scorings alike)."""
        if self.effect.special_acting:
            card = self.redirected(base, card)
        new = self.add_temp(base, card, amount)
        if until is None:
            self.log(M.BOOSTS, base.id, card=card.label(), amount=_signed(amount), why=why)
        else:
            self.log(
                M.BOOSTS_UNTIL,
                base.id,
                card=card.label(),
                amount=_signed(amount),
                until=until,
                why=why,
            )
        if self.hooked:
            names = self.board.card_hook_names
            if amount > 0 and "on_powered" in names:
                self._powered(base, new, amount, "boost")
            elif amount < 0 and "on_weakened" in names:
                self._powered(base, new, amount, "boost", "on_weakened")
        return new

    def add_counters(
        self, base: BaseState, card: Card, count: int, why: M.Loc, by: str | None = None
    ) -> Card:
        """`count` +1 power counters on `card` (removed when negative); `by`: the player whose
        effect places them when known (a scripted event's "by"), read by on_powered hooks as
        effect.by."""
        if self.effect.special_acting:
            card = self.redirected(base, card)
        new_count = card.counters + count
        if new_count < 0:
            new_count = 0
        new = card.evolve(counters=new_count)
        self.replace_card(base, card, new)
        self._log_counters(base, card, count, new_count, why)
        if self.hooked:
            names = self.board.card_hook_names
            if count > 0 and "on_powered" in names:
                with self.acting(by=by):
                    self._powered(base, new, new_count - card.counters, "counters")
            elif new_count < card.counters and "on_weakened" in names:
                with self.acting(by=by):
                    self._powered(base, new, new_count - card.counters, "counters", "on_weakened")
        return new

    def _powered(
        self, base: BaseState, card: Card, amount: int, how: str, hooks: str = "on_powered"
    ) -> None:
        """The card layer's `on_powered` hooks: `card`'s power was just raised by `amount`
        (`hooks` "on_weakened": lowered, `amount` < 0)."""
        effect = self.effect
        for src_base, src, hook in self._carrying(hooks):
            hook(self, src_base, src, base, card, amount, how, effect)

    def _log_counters(
        self, base: BaseState, card: Card, count: int, new_count: int, why: M.Loc
    ) -> None:
        self.log(
            M.COUNTERS_GET if count > 0 else M.COUNTERS_LOSE,
            base.id,
            card=card.label(),
            # Only the counters present can be removed.
            count=abs(new_count - card.counters),
            why=why,
            total=new_count,
            note=M.COUNTERS_NO_EFFECT() if card.type in (ACTION, BURIED) else "",
        )
