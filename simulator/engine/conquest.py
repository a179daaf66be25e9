"""The Conquest phase step by step (all-rules booklet): eligibility, the order of the
bases, each base's scoring (steps 3-9), and the end of the turn (`Conquest`, a part of
turn.Turn).
"""

from __future__ import annotations

from . import messages as M
from .model import ACTION, MINION, MONSTER, Card
from .table import BaseState, Scoring, Standing

WIN_VP = 15


MAX_SCORINGS = 60


_SCORED = M.DISCARD_SCORED()


class Conquest:
    """run() resolves the phase: eligible bases, pick, score, until none is eligible; finish().

    A part of turn.Turn (read its attributes there).
    """

    __slots__ = ()

    def run(self) -> None:
        self.run_now()
        self.run_rest()

    def run_now(self) -> None:
        """The events that happen now, before the phase (the Play phase's plays among them)."""
        for event in self.board.events:
            if event.when == "now" and event.index not in self._used_events:
                self._used_events.add(event.index)
                self.apply_event(event)

    def run_rest(self) -> None:
        """The phase itself, then the end of the turn (after run_now)."""
        first = True
        while True:
            eligible = self.eligible()
            if first:
                self.eligible_at_start = [b.id for b in eligible]
                first = False
            if not eligible:
                break
            if len(self.scorings) >= MAX_SCORINGS:
                self.log(M.ORDER_STOPPED, None, count=MAX_SCORINGS)
                break
            base = self.pick(eligible)
            if len(eligible) > 1 and self.logging:
                self.log(
                    M.ORDER_CHOSEN,
                    base.id,
                    count=len(eligible),
                    ids=", ".join(b.id for b in eligible),
                    player=self.active,
                    base=base.text_label,
                )
            self.score(base)
        self.finish()

    def eligible(self) -> list[BaseState]:
        result = []
        logging = self.logging
        en: list[str] = []
        fr: list[str] = []
        record = None
        if self.totals_at_start is None:
            record = self.totals_at_start = {}
        # Without breakpoint hooks in play, a base without ability reads its breakpoint here.
        plain = not self.hooked or not self._has_breakpoint_hooks()
        for base in self.bases:
            by_player, _, monsters, total = base.cache or self.totals(base)
            if base.ability is None and plain:
                breakpoint = base.spec.breakpoint + base.modifier + base.temp_modifier
                if breakpoint < 0:
                    breakpoint = 0
                breakpoint += monsters
            else:
                breakpoint = self.breakpoint(base, monsters)
            reached = total >= breakpoint
            if reached and self.hooked and "stops_scoring" in self.board.card_hook_names:
                reached = not self._scoring_stopped(base)
            if reached:
                result.append(base)
            if record is not None:
                record[base.id] = {
                    "power": total,
                    "breakpoint": breakpoint,
                    "players": dict(by_player),
                    "reaches": reached,
                }
                if logging:
                    # The result's (not the other orders' runs): the page's chips (result.py).
                    record[base.id]["card_powers"] = self.start_card_powers(base)
            if logging:
                # A base unchanged since the last check reads the same: render it once.
                checked = base.checked
                if (
                    checked is None
                    or checked[0] != total
                    or checked[1] != breakpoint
                    or checked[2] != monsters
                ):
                    text = (M.ELIGIBILITY_REACHES if reached else M.ELIGIBILITY_BELOW).both(
                        base=base.text_label,
                        power=total,
                        breakpoint=breakpoint,
                        monsters=M.ELIGIBILITY_MONSTERS.both(power=monsters) if monsters else "",
                    )
                    checked = base.checked = (total, breakpoint, monsters, text)
                en.append(checked[3][0])
                fr.append(checked[3][1])
        if logging:
            if en:
                entry = M.ELIGIBILITY_CHECK.entry(
                    self.effect.rule, None, details=("; ".join(en), " ; ".join(fr))
                )
            else:
                entry = M.ELIGIBILITY_NO_BASE.entry(self.effect.rule, None)
            self.entries.append(entry)
        return result

    def _scoring_stopped(self, base: BaseState) -> bool:
        """A card in play keeps `base` from scoring (the `stops_scoring` hook; logged)."""
        self._sources()
        _, _, stops, stops_all = self._extra
        for src_base, src in (*stops.get(base, ()), *stops_all):
            if src.ability.stops_scoring(self, src_base, src, base):
                if self.logging and self.flag("cannot-score", base.id, src.uid):
                    self.log(M.CANNOT_SCORE, base.id, base=base.text_label, card=src.label())
                return True
        return False

    def pick(self, eligible: list[BaseState]) -> BaseState:
        if self.priority is not None:
            for base_id in self.priority:
                for base in eligible:
                    if base.id == base_id:
                        return base
        chosen = eligible[0]
        if len(eligible) > 1 and self.decider is not None:
            # The advisor tries each order (advice_decisions.py).
            scripted = self.decider.order([b.id for b in eligible], self.active)
            for base in eligible:
                if base.id == scripted:
                    return base
        if len(eligible) > 1 and self.logging:
            reason = M.ORDER_ASSUMED_UNLISTED if self.priority is not None else M.ORDER_ASSUMED_NONE
            self.assume(chosen.id, self.active, None, {"order": [b.id for b in eligible]}, reason())
        return chosen

    def score(self, base: BaseState) -> None:
        _, _, monsters, total = self.totals(base)
        record = Scoring(base, self.breakpoint(base, monsters), total)
        self._replacement = None
        self.scorings.append(record)
        self.record = record
        self.current = base
        logging = self.logging
        if logging:
            self.entries.append(
                M.DESIGNATED.entry(
                    self.effect.rule,
                    base.id,
                    base=base.text_label,
                    power=record.designated_power,
                    breakpoint=record.designated_breakpoint,
                )
            )
        # Step 3: "before scoring" effects: cards in play first, then the Specials.
        ability = base.ability
        if self.hooked:
            self._window("before_scoring", base, None)
        elif ability is not None and ability.before_scoring is not None:
            ability.before_scoring(self, base)
        self.run_events("before_scoring", record.base)
        current = self.current
        if current is None or not self.in_play(current):
            record.left_play = True
            record.stopped = True
            self.log(M.LEFT_BEFORE_VP, base.id, base=base.text_label)
            self.current = None
            self.record = None
            return
        # Step 4: award VP.
        _, _, monsters, record.total_power = self.totals(current)
        record.breakpoint = self.breakpoint(current, monsters)
        record.vp_table = list(current.spec.vp)
        if logging and record.total_power < record.breakpoint:
            self.log(
                M.SCORED_BELOW,
                current.id,
                base=current.text_label,
                power=record.total_power,
                breakpoint=record.breakpoint,
            )
        standings = self.standings(current)
        record.standings = standings
        if logging:
            record.card_powers = self._card_powers(current)
        if self.hooked and "award_vp" in self.board.card_hook_names:
            self._award_changes(current, standings)
        self._award(current, standings)
        ability = current.ability
        if ability is not None and ability.scoring_vp is not None:
            ability.scoring_vp(self, current, standings)
        if self.hooked:
            for located in self._window_cards("scoring_vp", current):
                self._call_card("scoring_vp", current, located, standings)
        # Step 5: "after scoring" effects: cards in play first, then the Specials.
        if logging and ability is not None and ability.reminder:
            self.log(
                M.REMINDER,
                current.id,
                base=current.text_label,
                reminder=(ability.reminder, ability.reminder_fr),
            )
        if self.hooked:
            self._window("after_scoring", current, standings)
        elif ability is not None and ability.after_scoring is not None:
            ability.after_scoring(self, current, standings)
        self.run_events("after_scoring", record.base)
        if not self.in_play(current):
            record.stopped = True
            self.log(M.LEFT_AFTER_SCORING, current.id, base=current.text_label)
            self.current = None
            self.record = None
            return
        # Step 6: treasures.
        record.treasure_picks = self._treasures(current)
        # Steps 7-9: discard the cards, discard the base, replace it.
        self.current = None
        discarded = current.cards
        if self.hooked and "on_discarded" in self.board.card_hook_names:
            for card in discarded:
                if card.ability is not None and card.ability.on_discarded is not None:
                    self.left_powers[card.uid] = self.power(current, card)
        self.discard_cards(
            current, M.DISCARD_AFTER_SCORING.both(base=current.text_label) if logging else None
        )
        self._discarded(current, discarded)
        if self.hooked:
            names = self.board.card_hook_names
            if "on_discarded" in names or "on_other_discarded" in names:
                self._after_discarded(current, discarded)
        position = self.remove_base(current, _SCORED)
        index = 0
        if ability is not None and ability.choose_replacement is not None:
            index = ability.choose_replacement(self, current, standings)
        elif self._replacement is not None:
            index = self._replacement
        elif self.hooked and "choose_replacement" in self.board.card_hook_names:
            index = self._card_replacement(current, discarded, standings)
        self._replacement = None
        new = self.place_from_deck(
            index, position, M.REPLACES.both(base=current.text_label) if logging else None
        )
        record.replaced_by = new.id if new is not None else None
        if ability is not None and ability.after_replaced is not None:
            ability.after_replaced(self, current, new, standings)
        if ability is not None and ability.extra_turn:
            winners = self.at_place(standings, 1)
            if winners:
                self.extra_turn = winners[0]
        self.record = None

    def _award_changes(self, scoring: BaseState, standings: list[Standing]) -> None:
        """The `award_vp` hooks: changes of the VP each standing receives (never below 0)."""
        for located in self._window_cards("award_vp", scoring):
            src_base, src = located
            for standing in standings:
                change = src.ability.award_vp(self, scoring, src_base, src, standing)  # type: ignore[union-attr]
                if not change:
                    continue
                printed = standing.vp
                standing.vp = max(0, printed + change)
                self.log(
                    M.AWARD_CHANGED,
                    scoring.id,
                    card=src.label(),
                    player=standing.player,
                    vp=standing.vp,
                    printed=printed,
                    base=scoring.text_label,
                )

    def _award(self, base: BaseState, standings: list[Standing]) -> None:
        vp = self.vp
        for s in standings:
            vp[s.player] += s.vp
        if not self.logging:
            return
        label = base.text_label
        base_id = base.id
        entries = self.entries
        rule = self.effect.rule
        if not standings:
            entries.append(M.NO_SCORERS.entry(rule, base_id, base=label))
            return
        render = M.AWARD_STANDING.both
        en: list[str] = []
        fr: list[str] = []
        # Standings come in place order: a tie is a place seen twice in a row.
        tied_places = False
        previous = None
        for s in standings:
            place = s.place
            text = render(player=s.player, power=s.power, place=place, vp=s.vp)
            en.append(text[0])
            fr.append(text[1])
            if place == previous:
                tied_places = True
            previous = place
        entries.append(
            M.AWARD.entry(
                rule,
                base_id,
                base=label,
                vp="-".join(map(str, base.spec.vp)),
                standings=("; ".join(en), " ; ".join(fr)),
            )
        )
        by_place: dict[int, list[str]] = {}
        if tied_places:
            for s in standings:
                by_place.setdefault(s.place, []).append(s.player)
        for place, tied in sorted(by_place.items()):
            if len(tied) < 2:
                continue
            gone = [str(p) for p in range(place + 1, min(place + len(tied), 4))]
            self.log(
                M.TIE,
                base.id,
                players=(" and ".join(tied), " et ".join(tied)),
                place=place,
                gone=M.TIE_GONE(places=", ".join(gone)) if gone else "",
            )
        with_minions = {c.controller for c in base.cards if c.type == MINION or c.type == MONSTER}
        for s in standings:
            if s.player not in with_minions:
                self.log(M.NO_MINION_BUT_POWER, base.id, player=s.player, base=label, power=s.power)
        ranked = {s.player for s in standings}
        present = {c.controller for c in base.cards}
        zero = [p for p in self.turn_order if p not in ranked and p in present]
        if zero:
            self.log(M.CANNOT_RANK, base.id, players=", ".join(zero))

    def _treasures(self, base: BaseState) -> list[str]:
        count = sum(c.treasures for c in base.cards if c.type == MONSTER)
        if self.hooked and "reward_treasures" in self.board.card_hook_names:
            # Cards adding treasures to the reward (registry hook reward_treasures).
            for card in base.cards:
                ability = self.ability_of(card)
                if ability is not None and ability.reward_treasures is not None:
                    count += ability.reward_treasures(self, base, card)
        if not count:
            return []
        pickers = self.ranked(base)
        if not pickers:
            self.log(M.TREASURES_UNCLAIMED, base.id, count=count, base=base.text_label)
            return []
        picks = [pickers[i % len(pickers)] for i in range(count)]
        self.log(
            M.TREASURES_PICKED, base.id, count=count, base=base.text_label, picks=", ".join(picks)
        )
        return picks

    def _after_discarded(self, scoring: BaseState, discarded: list[Card]) -> None:
        """Step 7's card hooks: each discarded card's `on_discarded`, then the cards in play's
        `on_other_discarded`."""
        for card in discarded:
            own = card.ability
            if own is not None and own.on_discarded is not None and card.uid not in self._cancelled:
                own.on_discarded(self, scoring, card, discarded)
        for base, card, hook in self._carrying("on_other_discarded"):
            hook(self, scoring, base, card, discarded)

    def replace_from_deck(self, index: int) -> None:
        """A card (a Special after scoring) picks the base at `index` of the base deck to replace
        the scoring base at step 9 (the base's own choice, if it has one, comes first)."""
        self._replacement = index

    def _card_replacement(
        self, scoring: BaseState, discarded: list[Card], standings: list[Standing]
    ) -> int:
        """Step 9: the first card (on the scored base, or anywhere with window_scope
        "everywhere") naming the index of the replacing base in the base deck."""
        candidates = [(scoring, c) for c in discarded if c.uid not in self._cancelled]
        candidates += [
            (b, c)
            for b in self.bases
            for c in b.cards
            if c.ability is not None
            and c.ability.window_scope == "everywhere"
            and c.uid not in self._cancelled
        ]
        for base, card in candidates:
            own = card.ability
            if own is None or own.choose_replacement is None:
                continue
            index = own.choose_replacement(self, scoring, base, card, standings)
            if index is not None and 0 <= index < len(self.deck):
                self.log(
                    M.REPLACEMENT_CHOSEN,
                    scoring.id,
                    card=card.label(),
                    new=self.deck[index].text_label,
                    base=scoring.text_label,
                )
                return index
        return 0

    def finish(self) -> None:
        for event in self.board.events:
            if event.index not in self._used_events:
                reason = M.SKIP_NOT_SCORED(base=event.base)
                self.skipped_events.append(
                    {"event": event.index, "reason": reason[0], "reason_fr": reason[1]}
                )
        if not self.board.end_of_turn:
            self.log(M.END_NOT_CHECKED)
            return
        if self.hooked and "end_of_turn" in self.board.card_hook_names:
            self._end_of_turn()
        best = max(self.vp.values())
        if best < WIN_VP:
            self.log(M.END_GOES_ON, None, win=WIN_VP, best=best)
            return
        leaders = [p for p in self.turn_order if self.vp[p] == best]
        if len(leaders) > 1:
            self.log(M.END_TIED_LEAD, None, players=", ".join(leaders), best=best)
            return
        self.game_over = True
        if not self.madness_in_use:
            self.final_scores = dict(self.vp)
            self.winners = leaders
            self.log(M.END_WINS, None, player=leaders[0], best=best)
            return
        final = {p: self.vp[p] - self.madness.get(p, 0) // 2 for p in self.players}
        self.final_scores = final
        top = max(final.values())
        contenders = [p for p in self.turn_order if final[p] == top]
        fewest = min(self.madness.get(p, 0) for p in contenders)
        winners = [p for p in contenders if self.madness.get(p, 0) == fewest]
        self.winners = winners
        penalties = ", ".join(
            f"{p} {self.vp[p]} - {self.madness.get(p, 0) // 2} = {final[p]}"
            for p in self.turn_order
        )
        tie: M.Loc | str = ""
        if len(contenders) > 1:
            tie = (M.END_MADNESS_SHARED if len(winners) > 1 else M.END_MADNESS_TIE)(
                players=", ".join(contenders), score=top
            )
        self.log(
            M.END_MADNESS,
            None,
            player=leaders[0],
            best=best,
            penalties=penalties,
            tie=tie,
            winners=", ".join(winners),
        )

    def _end_of_turn(self) -> None:
        """Phase 5 (base game rulebook, "Fin de tour"): the cards in play with an `end_of_turn`
        hook act, in table order (listed in assumed_choices when several do), before the
        end-of-game check; then the lasting effects of played cards with one (Improvised
        Weapon: the action it played is destroyed as the turn ends), in the order played."""
        found = [
            (base, card)
            for base in self.bases
            for card in base.cards
            if card.ability is not None
            and card.ability.end_of_turn is not None
            and card.uid not in self._cancelled
        ]
        lasting = [
            (base, card)
            for base, card in self.lasting
            if card.ability.end_of_turn is not None and card.uid not in self._cancelled  # type: ignore[union-attr]
        ]
        if len(found) > 1:
            # Given as {"base": null, "player": <active player>, "choose": {"order": [ids]}}.
            ordered = self.ordered_by_choice(None, found, lambda located: located[1].id)
            if ordered is None:
                self.assume(
                    None,
                    self.active,
                    None,
                    {"order": [card.id for _, card in found]},
                    M.END_OF_TURN_ORDER(player=self.active),
                )
            else:
                found = ordered
                self.log(
                    M.END_OF_TURN_ORDER_GIVEN,
                    None,
                    player=self.active,
                    ids=", ".join(str(card.id) for _, card in found),
                )
        for located in found:
            now = self._locate(located[1], located[0])
            if now is not None and now[1].uid not in self._cancelled:
                source = now[1].type if now[1].type in (ACTION, MINION) else None
                with self.acting(source_type=source):
                    now[1].ability.end_of_turn(self, now[0], now[1])  # type: ignore[union-attr]
        for base, card in lasting:
            # Not in play: it acts from where it was played (add_lasting).
            with self.acting(source_type=card.type if card.type in (ACTION, MINION) else None):
                card.ability.end_of_turn(self, base, card)  # type: ignore[union-attr]
