"""The scripted events of a board (what the players did in the Conquest phase, typed in the
input): `ScriptedEvents`, a part of turn.Turn.
"""

from __future__ import annotations

from . import messages as M
from . import rules as R
from .cards.registry import NOT_SIMULATED as CARD_NOT_SIMULATED
from .effect import replaced
from .model import BURIED, Card, Event
from .table import BaseState


class ScriptedEvents:
    """Each event of the input applied once, in its window, or skipped with its reason.

    A part of turn.Turn (read its attributes there).
    """

    __slots__ = ()

    EVENT_RULES = {
        "now": R.CONQUEST_ELIGIBILITY,
        "before_scoring": R.CONQUEST_ME_FIRST,
        "after_scoring": R.CONQUEST_AFTER_SCORING,
    }

    # The scripted events of the card layer (issue 13): action -> method.
    CARD_EVENTS = {
        "special": "_event_special",
        "gain_vp": "_event_gain_vp",
        "boost": "_event_boost",
        "breakpoint_change": "_event_breakpoint",
        "take_control": "_event_take_control",
        "bury": "_event_bury",
        "uncover": "_event_uncover",
        "talent": "talent_event",
    }

    def run_events(self, when: str, base_id: str | None) -> None:
        for event in self._events.get((when, base_id), ()):
            if event.index not in self._used_events:
                self._used_events.add(event.index)
                self.apply_event(event)

    def apply_event(self, event: Event) -> None:
        source = event.source
        if event.action == "special" and event.card is not None:
            source = event.card.type
        rule = self.EVENT_RULES[event.when]
        if event.action in ("play", "talent") and event.when == "now":
            # A card played "now" is played in the Play phase (issue 27).
            rule = R.PLAY_PHASE
        with self.acting(rule=rule, source_type=source):
            self._apply_event(event)

    def _apply_event(self, event: Event) -> None:
        action = event.action
        if event.by is None:
            why = M.EVENT_WHY(index=event.index)
        else:
            why = M.EVENT_WHY_BY(index=event.index, player=event.by)
        if action in ("move", "destroy", "return", "add_counters"):
            found = self.find(event.card_id)
            if found is None:
                self.skip(event, M.SKIP_CARD_NOT_IN_PLAY(card=event.card_id))
                return
            base, card = found
            if action == "move":
                dst = self.base_by_id(event.to)
                if dst is None:
                    self.skip(event, M.SKIP_BASE_NOT_IN_PLAY(base=event.to))
                elif dst is base:
                    self.skip(event, M.SKIP_ALREADY_THERE(card=event.card_id, base=dst.text_label))
                else:
                    self.move(card, base, dst, event.by, why)
            elif action == "destroy":
                self.destroy(base, card, event.by, why)
            elif action == "return":
                self.return_to_hand(base, card, event.by, why)
            else:
                reason = self.blocked(base, card, event.by)
                if reason:
                    self.log(M.UNAFFECTED, base.id, card=card.label(), reason=reason)
                else:
                    self.add_counters(base, card, event.count, why, event.by)
        elif action == "play":
            self.play_event(event, why)
        elif action == "play_titan":
            dst = self.base_by_id(event.to)
            if dst is None:
                self.skip(event, M.SKIP_BASE_NOT_IN_PLAY(base=event.to))
                return
            if self.find(event.card.id) is not None:  # type: ignore[union-attr]
                self.skip(event, M.SKIP_ALREADY_PLAYED())
                return
            reason = self.play_forbidden(dst, event.card, event.card.controller)  # type: ignore[union-attr]
            if reason:
                self.skip_with_warning(event, reason)
                return
            self.play(event.card, dst, event.by, why)  # type: ignore[arg-type]
        elif action in self.CARD_EVENTS:
            getattr(self, self.CARD_EVENTS[action])(event, why)
        elif action == "replace_base":
            old = self.base_by_id(event.target)
            spec = event.with_base
            if old is None:
                self.skip(event, M.SKIP_BASE_NOT_IN_PLAY(base=event.target))
            elif any(b.spec is spec for b in self.seen):
                self.skip(event, M.SKIP_BASE_ALREADY_CAME(base=spec.id))  # type: ignore[union-attr]
            else:
                scoring = self.current is old
                self.replace_base(old, spec, event.cards_stay, why)  # type: ignore[arg-type]
                if scoring:
                    self.log(M.REPLACED_WHILE_SCORING, old.id, base=old.text_label)

    def skip(self, event: Event, reason: M.Loc) -> None:
        self.skipped_events.append(
            {"event": event.index, "reason": reason[0], "reason_fr": reason[1]}
        )
        self.log(M.EVENT_SKIPPED, None, index=event.index, action=event.action, reason=reason)

    def skip_with_warning(self, event: Event, reason: M.Loc) -> None:
        """An event that the rules or a card forbid: skipped, logged, and in `warnings`."""
        self.skip(event, reason)
        self.warn(
            M.WARN_EVENT_SKIPPED(index=event.index, action=event.action, reason=reason),
            event=event.index,
        )

    def _event_special(self, event: Event, why: M.Loc) -> None:
        card: Card = event.card  # type: ignore[assignment]
        player: str = event.by  # type: ignore[assignment]
        found = self.find(card.id)
        choose = event.choose
        if found is not None:
            # The Special of a card already in play (e.g. a minion's "Special:").
            card = found[1]
        elif card.controller != player:
            # Used from the player's hand: the player who plays a card controls it, another
            # player's card too, as in a play event (the Oops rulebook's clarifications of
            # Raiding Party and Ransack), so the card it plays as well (Hidden Ninja's minion).
            card = card.evolve(controller=player)
        if choose is not None and choose.play is not None and choose.play.controller != player:
            choose = choose.with_play(choose.play.evolve(controller=player))
        ability = card.ability
        if ability is not None and ability.special is None and ability.windows:
            # Its Special acts by itself in the scoring windows (Scout, First Mate...).
            self.skip_with_warning(event, M.SPECIAL_ACTS_BY_ITSELF(card=card.label()))
            return
        if ability is None or ability.special is None:
            if ability is not None and ability.copy_of is not None:
                # A copy (Hello, Dolly!) of a not-simulated ability is listed as such.
                where = self.current or self.base_by_id(event.base) or self.bases[0]
                if ability.status == CARD_NOT_SIMULATED:
                    self.note_card_not_simulated(where, card, (ability.reason, ability.reason_fr))
                elif ability.reminder:
                    # A copied one-shot ability: its effect is typed as events, as the
                    # copied card's own.
                    self.log(
                        M.CARD_REMINDER,
                        where.id,
                        card=card.title or card.key,  # type: ignore[attr-defined]
                        reminder=ability.reminder_pair,
                    )
            self.skip_with_warning(event, M.SPECIAL_NOT_MODELLED(card=card.label()))
            return
        scoring = self.current if event.when != "now" else None
        if self.hooked and "forbid_play" in self.board.card_hook_names:
            # A Special is played too: a card forbidding plays there forbids it (the registry's
            # forbid_play); its base is the scoring base, else where the card is or the event's.
            where = scoring or (found[0] if found is not None else self.base_by_id(event.base))
            if where is not None:
                checked = replaced(self.effect, {"playing_special": True})
                forbidden = self.play_forbidden(where, card, player, checked)
                if forbidden:
                    self.skip_with_warning(event, forbidden)
                    return
        self.log(M.PLAYS_SPECIAL, event.base, player=player, card=card.label(), why=why)
        with self.acting(
            special=card,
            special_by=player,
            touched=[],
            special_in_play=found is not None,
            event=event.index,
        ):
            with self.acting(special_acting=True):
                reason = ability.special(self, event.when, scoring, card, player, choose)
            if reason:
                self.skip_with_warning(event, reason)
                return
            self.special_heard(card, player, event.when, scoring)
            self.special_used(card, player, event.when, scoring)
        if event.from_hand is not None:
            # Used from the hand (its id named it): a Special action goes to the discard pile.
            self.leaves_hand(card)

    def special_used(
        self, card: Card, player: str | None, window: str, scoring: BaseState | None
    ) -> None:
        """The card layer's on_special_used hooks: a Special ability of `card` was just used."""
        if not (self.hooked and "on_special_used" in self.board.card_hook_names):
            return
        for other_base, other, hook in self._carrying("on_special_used"):
            hook(self, other_base, other, card, player, window, scoring)

    def special_heard(
        self, card: Card, player: str, window: str, scoring: BaseState | None
    ) -> None:
        """The card layer's on_special hooks: `player` just played the Special of `card`."""
        if not (self.hooked and "on_special" in self.board.card_hook_names):
            return
        effect = self.effect
        for other_base, other, hook in self._carrying("on_special"):
            hook(self, other_base, other, card, player, window, scoring, effect)

    def _event_gain_vp(self, event: Event, why: M.Loc) -> None:
        player: str = event.to  # type: ignore[assignment]
        self.vp[player] = self.vp.get(player, 0) + event.count
        record = self.record
        if record is not None and event.base == record.base:
            for standing in record.standings:
                if standing.player == player:
                    standing.bonus += event.count
        self.log(M.GAINS_VP, event.base, player=player, amount=event.count, why=why)

    def _event_boost(self, event: Event, why: M.Loc) -> None:
        found = self.find(event.card_id)
        if found is None:
            self.skip(event, M.SKIP_CARD_NOT_IN_PLAY(card=event.card_id))
            return
        base, card = found
        reason = self.blocked(base, card, event.by)
        if reason:
            self.log(M.UNAFFECTED, base.id, card=card.label(), reason=reason)
            return
        self.boost(base, card, event.count, why)

    def _event_breakpoint(self, event: Event, why: M.Loc) -> None:
        base = self.base_by_id(event.target)
        if base is None:
            self.skip(event, M.SKIP_BASE_NOT_IN_PLAY(base=event.target))
            return
        self.add_breakpoint_temp(base, event.count, why)

    def _event_take_control(self, event: Event, why: M.Loc) -> None:
        found = self.find(event.card_id)
        if found is None:
            self.skip(event, M.SKIP_CARD_NOT_IN_PLAY(card=event.card_id))
            return
        base, card = found
        self.take_control(base, card, event.by, why, until_end_of_turn=event.until_end_of_turn)  # type: ignore[arg-type]

    def _event_bury(self, event: Event, why: M.Loc) -> None:
        card = event.card
        if card is not None:
            # A card from hand or a discard pile, buried face down on event.to.
            dst = self.base_by_id(event.to)
            if dst is None:
                self.skip(event, M.SKIP_BASE_NOT_IN_PLAY(base=event.to))
                return
            if self.find(card.id) is not None:
                self.skip(event, M.SKIP_ALREADY_PLAYED())
                return
            self.add_card(dst, card)
            self.log(
                M.CARD_BURIED,
                dst.id,
                player=card.controller,
                card=card.label(),
                base=dst.text_label,
                counters="",
                why=why,
            )
            if self.board.card_abilities:
                self._card_arrives(dst, card)
            return
        found = self.find(event.card_id)
        if found is None:
            self.skip(event, M.SKIP_CARD_NOT_IN_PLAY(card=event.card_id))
            return
        base, target = found
        if target.type == BURIED:
            self.skip(event, M.BURY_ALREADY(card=target.label()))
            return
        dst = self.base_by_id(event.to) if event.to is not None else base
        if dst is None:
            self.skip(event, M.SKIP_BASE_NOT_IN_PLAY(base=event.to))
            return
        self.bury(base, target, dst, event.by or target.controller, why)

    def _event_uncover(self, event: Event, why: M.Loc) -> None:
        found = self.find(event.card_id)
        if found is None:
            self.skip(event, M.SKIP_CARD_NOT_IN_PLAY(card=event.card_id))
            return
        base, card = found
        if card.type != BURIED:
            self.skip_with_warning(event, M.UNCOVER_NOT_BURIED(card=card.label()))
            return
        by = event.by or card.controller
        if by != card.controller:
            # Each player uncovers only their own buried cards (booklet p. 8).
            self.skip_with_warning(
                event, M.UNCOVER_NOT_YOURS(player=by, card=card.label(), owner=card.controller)
            )
            return
        if not self.can_uncover(card):
            self.skip_with_warning(event, M.UNCOVER_IDENTITY_UNKNOWN(card=card.label()))
            return
        self.uncover(base, card, by, why)
