"""Bases entering and leaving play, their cards discarded, their breakpoint changed until
the end of the turn (`BaseChanges`, a part of turn.Turn).
"""

from __future__ import annotations

from . import messages as M
from .abilities.base import NOT_SIMULATED
from .model import MONSTER, BaseSpec, Card
from .power import _signed
from .table import BaseState


class BaseChanges:
    """A base placed, replaced or removed, and its cards discarded.

    A part of turn.Turn (read its attributes there); hooks call these as `game.<method>`.
    """

    __slots__ = ()

    def _entered(self, base: BaseState, *, initial: bool = False) -> None:
        self.seen.append(base)
        ability = base.ability
        if ability is None:
            return
        if ability.status == NOT_SIMULATED:
            self.note_not_simulated(base.id, ability.slug, (ability.reason, ability.reason_fr))
        if base.spec.text_unknown:
            self.note_text_unknown(base)
        if not initial and ability.on_placed is not None:
            ability.on_placed(self, base)

    def note_text_unknown(self, base: BaseState) -> None:
        """Say, once per base, that its printing's text is unknown and which ability ran."""
        spec = base.spec
        if not self.logging or base.ability is None or spec.printing not in M.TEXT_UNKNOWN:
            return
        if any(a["base"] == base.id for a in self.assumptions):
            return
        name = spec.name or spec.slug or base.id
        label = (name, spec.name_fr or name)
        message = M.TEXT_UNKNOWN[spec.printing]
        text = message(base=label)
        self.assumptions.append(
            {
                "base": base.id,
                "ability": base.ability.slug,
                "printing": spec.printing,
                "text": text[0],
                "text_fr": text[1],
            }
        )
        self.entries.append(message.entry(self.effect.rule, base.id, base=label))

    def discard_cards(self, base: BaseState, why: M.Loc | None) -> None:
        """Every card on a base leaves play at once (after scoring, or with the base)."""
        cards = base.cards
        base.cards = []
        base.cache = None
        base.pristine = False
        self.table_changes += 1
        if self.hooked and cards:
            # (A base already empty changed nothing: remove_base empties it before it goes.)
            self._changed((base,), cards)
        instead = self.to_hand_instead
        if instead and cards:
            # Fast as Lightning: to its owner's hand instead of the discard pile.
            kept = [card for card in cards if card.uid in instead]
            for card in kept:
                self.to_hand(card, played=True)
                self.log(
                    M.TO_HAND_INSTEAD,
                    base.id,
                    card=card.label(),
                    owner=card.owner,
                    source=instead[card.uid],
                )
            cards = [card for card in cards if card.uid not in instead]
        if not cards or not self.logging:
            return
        counts: dict[str, int] = {}
        for card in cards:
            counts[card.type] = counts.get(card.type, 0) + 1
        parts = [M.CARD_COUNTS[kind].both(count=n) for kind, n in sorted(counts.items())]
        self.entries.append(
            M.DISCARD.entry(
                self.effect.rule,
                base.id,
                why=why,
                cards=(", ".join([p[0] for p in parts]), ", ".join([p[1] for p in parts])),
                base=base.text_label,
            )
        )

    def _discarded(self, base: BaseState, cards: list[Card]) -> None:
        """The other bases' any_discard hooks, after a base's cards went to the discard pile."""
        if not cards:
            return
        # Most boards have no such base: one plain pass to find out.
        for other in self.bases:
            ability = other.ability
            if ability is not None and ability.any_discard is not None:
                break
        else:
            return
        for other in list(self.bases):
            hook = other.ability.any_discard if other.ability else None
            if hook is not None and other is not base:
                hook(self, other, base, cards)

    def remove_base(self, base: BaseState, why: M.Loc | None) -> int:
        """A base leaves play with its cards; returns the position it held."""
        position = next(i for i, b in enumerate(self.bases) if b is base)
        cards = base.cards
        self.discard_cards(base, why)
        self._discarded(base, cards)
        del self.bases[position]
        if self.hooked:
            self._changed((base,))
        self.base_discard.append(base.spec)
        if self.current is base:
            self.current = None
        return position

    def place_from_deck(self, index: int, position: int, why: M.Loc | None) -> BaseState | None:
        if index >= len(self.deck):
            self.log(M.DECK_EMPTY, None, why=why)
            return None
        spec = self.deck.pop(index)
        new = BaseState(spec)
        self.bases.insert(position, new)
        if self.hooked:
            self._changed((new,), new.cards)
        if self.logging:
            monsters = 0
            for card in new.cards:
                if card.type == MONSTER:
                    monsters += 1
            self.entries.append(
                M.FROM_DECK.entry(
                    self.effect.rule,
                    new.id,
                    base=new.text_label,
                    monsters=M.FROM_DECK_MONSTERS.both(count=monsters) if monsters else "",
                    why=why,
                )
            )
            if spec.monsters_due and not monsters:
                self.log(M.MONSTERS_DUE, new.id, base=new.text_label, count=spec.monsters_due)
        self._entered(new)
        return new

    def replace_base(
        self, old: BaseState, spec: BaseSpec, keep_cards: bool, why: M.Loc
    ) -> BaseState:
        position = next(i for i, b in enumerate(self.bases) if b is old)
        self.table_changes += 1
        if keep_cards:
            new = BaseState(spec, old.cards + list(spec.cards))
            old.cards = []
            old.cache = None
            old.pristine = False
        else:
            cards = old.cards
            self.discard_cards(old, M.DISCARD_LEAVES(base=old.text_label))
            self._discarded(old, cards)
            new = BaseState(spec)
        self.bases[position] = new
        if self.hooked:
            self._changed()
        self.base_discard.append(old.spec)
        self.log(
            M.REPLACED,
            new.id,
            old=old.text_label,
            new=new.text_label,
            why=why,
            stays=M.REPLACED_CARDS_STAY() if keep_cards else "",
        )
        if spec.monsters_due and self.logging and not any(c.type == MONSTER for c in spec.cards):
            self.log(M.MONSTERS_DUE, new.id, base=new.text_label, count=spec.monsters_due)
        if self.current is old:
            self.current = None
        self._entered(new)
        return new

    def add_breakpoint_temp(self, base: BaseState, amount: int, why: M.Loc) -> None:
        """The breakpoint of `base` changes by `amount` until the end of the turn."""
        base.temp_modifier += amount
        self.table_changes += 1
        self.log(
            M.BREAKPOINT_CHANGES, base.id, base=base.text_label, amount=_signed(amount), why=why
        )
