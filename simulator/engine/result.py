"""The parts of the result document a run builds: the position after the turn, the catalog
cards' abilities, the bases' abilities (`ResultDocument`, a part of turn.Turn; api._result
puts the document together).
"""

from __future__ import annotations

import sys

from .abilities.base import NO_EFFECT
from .model import ACTION, BURIED, Card
from .power import has_power, kept_powers
from .table import BaseState


class ResultDocument:
    """The board after the turn and the abilities met.

    A part of turn.Turn (read its attributes there).
    """

    __slots__ = ()

    def board_json(self) -> dict:
        keep_temp = not self.board.end_of_turn
        if self.extra_turn is not None:
            next_player = self.extra_turn
        elif keep_temp:
            next_player = self.active
        else:
            next_player = self.turn_order[1 % len(self.turn_order)]
        bases = []
        for base in self.bases:
            cards = base.cards
            if keep_temp:
                cards = [
                    c.evolve(modifier=c.modifier + c.temp, temp=0) if c.temp else c for c in cards
                ]
            elif self._control_until_eot:
                cards = [self._give_back(c) for c in cards]
            if not keep_temp and self.board.copies:
                cards = [self._copy_ends(c) for c in cards]
            modifier = base.modifier + base.temp_modifier if keep_temp else base.modifier
            bases.append(base.spec.to_json(cards, modifier, base.counters))
        data: dict = {
            "players": list(self.players),
            "active_player": next_player,
            "vp": {p: self.vp[p] for p in self.players},
        }
        if self.madness_in_use:
            data["madness"] = {p: self.madness.get(p, 0) for p in self.players}
        data["bases"] = bases
        hands = self.hands_json()
        if hands is not None:
            data["hands"] = hands
        data["base_deck"] = [
            spec.to_json(spec.cards, spec.breakpoint_modifier, spec.counters) for spec in self.deck
        ]
        return data

    def start_card_powers(self, base: BaseState) -> dict[str, int]:
        """Each card's power on `base` when the scoring phase begins: the `card_powers` of the
        result's `totals` entry for that base, so that a card on a base that does not score
        shows the power its player's total counts (issue 26: Microbot Alpha counted 5, not its
        printed 1). The cards power.Power._card_powers lists at a scoring, each with its own
        power (a card counting for nobody keeps it), through Power.power: no log line."""
        # Worked out with these totals (Power._totals_hooked, Power.totals): the same cards in
        # the same order, each as Power.power gives it.
        powers = kept_powers(base)
        if powers is not None:
            return powers
        powers = {}
        cards: list[Card] = []
        for card in base.cards:
            kind = card.type
            if card.id is None or kind == BURIED:
                continue
            if kind == ACTION and not has_power(card):
                continue
            cards.append(card)
        # Read for the answer, not a step of the rules: the run's work budget (work.py), which
        # bounds the rules' evaluations (and the advisor's search), is neither charged nor
        # checked, so a board resolves, and the advisor searches, as before.
        work, limit = self.work, self.work_limit  # type: ignore[attr-defined]
        self.work_limit = sys.maxsize
        try:
            for card in cards:
                powers[card.id] = self.power(base, card)  # type: ignore[attr-defined,index]
        finally:
            self.work, self.work_limit = work, limit
        return powers

    def _give_back(self, card: Card) -> Card:
        """At the end of the turn, a card taken until then returns to its controller."""
        if card.uid in self._control_until_eot:
            return card.evolve(controller=self._control_until_eot[card.uid])
        return card

    def _copy_ends(self, card: Card) -> Card:
        """At the end of the turn, a copy "until the end of the turn" (Copycat) ends."""
        ability = card.ability
        if card.copies is not None and ability.copy_until_end_of_turn:  # type: ignore[union-attr]
            return card.evolve(copies=None, ability=ability.copier or ability)  # type: ignore[union-attr]
        return card

    def card_abilities_json(self) -> list[dict]:
        """The catalog cards of the board (on bases at the start, and played by events): one
        entry per card and printing, with the ids of its copies, its ability's status and
        summary."""
        board = self.board
        if not board.card_abilities:
            return []
        entries: dict[tuple, dict] = {}
        groups = [spec.cards for spec in board.bases]
        if board.events:
            groups.append([e.card for e in board.events if e.card is not None])
        # One entry per card and printing; with copiers, per ability (two Copycats copying
        # different cards differ).
        copies = board.copies
        for cards in groups:
            for card in cards:
                key = card.key
                if key is None:
                    continue
                printing = card.printing
                slot = (key, printing, id(card.ability)) if copies else (key, printing)
                entry = entries.get(slot)
                if entry is not None:
                    if card.id is not None:
                        entry["cards"].append(card.id)
                    continue
                ability = card.ability
                if ability is None and card.buried_as is not None:
                    ability = card.buried_as[0]
                title = card.title  # type: ignore[attr-defined]
                if ability is None:
                    entry = {"key": key, "printing": printing, "name": title, "cards": None}
                    entry["status"] = None
                else:
                    # A copy of the entry's template: the same keys in the same order.
                    entry = ability.templates.get(slot)
                    if entry is None or entry["name"] != title:
                        entry = ability.result_template(slot, title)
                    entry = entry.copy()
                entry["cards"] = [] if card.id is None else [card.id]
                entries[slot] = entry
        return list(entries.values())

    def abilities_json(self) -> list[dict]:
        result = []
        for base in self.seen:
            ability = base.ability
            if ability is None:
                continue
            entry = {
                "base": base.id,
                "ability": ability.slug,
                "printing": base.spec.printing,
                "status": ability.status,
                "summary": ability.summary,
                "summary_fr": ability.summary_fr,
            }
            if ability.status == NO_EFFECT and ability.event_note:
                entry["note"] = ability.event_note
                entry["note_fr"] = ability.event_note_fr
            if ability.reason:
                entry["reason"] = ability.reason
                entry["reason_fr"] = ability.reason_fr
            result.append(entry)
        return result
