"""Power: a card's power and where it comes from, each player's total on a base, the
breakpoint, the ranking, and the powers explained when VP are awarded (`Power`, a part of
turn.Turn). The hot paths of the engine: totals() and breakpoint() run for every check.
"""

from __future__ import annotations

from typing import Any

from . import messages as M
from .card_layer import _NO_KEYS
from .model import ACTION, BURIED, MINION, MONSTER, TITAN, Card
from .table import BaseState, Standing
from .work import WorkSpent


def _signed(value: int) -> str:
    """A change of power or breakpoint as the log writes it: +2, -1."""
    return f"{value:+d}"


# The texts of a power part with one number ("printed 2", "counters +1"...), by message and
# number: a catalog board's breakdown log writes the same few small numbers for every card, and
# each rendering is two f-strings. Bounded by _PART_TEXTS_MAX (past it, rendered each time).
_PART_TEXTS: dict[tuple[M.Message, int], M.Loc] = {}


_PART_TEXTS_MAX = 512


def _part(message: M.Message, value: int, signed: bool = True) -> M.Loc:
    """message(value=...) with the number written signed (+2, -1) or plain, rendered once."""
    key = (message, value)  # a message always writes its number one way
    found = _PART_TEXTS.get(key)
    if found is None:
        found = message(value=_signed(value) if signed else value)
        if len(_PART_TEXTS) < _PART_TEXTS_MAX:
            _PART_TEXTS[key] = found
    return found


def has_power(card: Card) -> bool:
    """Whether an action has a power of its own, printed or from its own ability: only such an
    action is listed with a power (the `card_powers` of a scoring and of the totals, the power
    explanations); an action without one adds nothing to any total."""
    return bool(card.power) or (card.ability is not None and card.ability.power is not None)


def kept_powers(base: BaseState) -> dict[str, int] | None:
    """Each card's own power by id as the totals in force kept it (BaseState.powers, in a run
    that logs), a copy; None when these totals kept none."""
    kept = base.powers
    if kept is not None and kept[0] is base.cache:
        return dict(kept[1])
    return None


def _plain_powers(base: BaseState) -> dict[str, int]:
    """Each card's power on `base` (the cards with an id and a power, as `power` gives it),
    without a call per card: only for a board whose cards have no hook (not `hooked`) on a
    base without ability, where a power is the card's own and its counters."""
    powers: dict[str, int] = {}
    for card in base.cards:
        card_id = card.id
        if card_id is None:
            continue
        kind = card.type
        if kind == MINION or kind == MONSTER:
            power = card.power + card.counters + card.modifier + card.temp
        elif kind == TITAN or (kind == ACTION and has_power(card)):
            power = card.power + card.modifier + card.temp
        else:
            continue
        if power < 0:
            power = 0
        if kind == TITAN:
            power += card.counters
        powers[card_id] = power
    return powers


def _unmodified(card: Card, power: int) -> M.Loc:
    """An item of the line of unmodified powers: "m1 (Walker) 2", or with counters
    "m2 (Invader) 4 (printed 3, counters +1)"."""
    if not card.counters:
        return M.same(f"{card.label()} {power}")
    printed = _part(M.POWER_PART_PRINTED, card.power, False)
    counters = _part(M.POWER_PART_COUNTERS, card.counters)
    label = card.label()
    return (
        f"{label} {power} ({printed[0]}, {counters[0]})",
        f"{label} {power} ({printed[1]}, {counters[1]})",
    )


class Power:
    """Power, totals, breakpoints and standings.

    A part of turn.Turn (read its attributes there); hooks call these as `game.<method>`.
    """

    __slots__ = ()

    def minion_power(self, base: BaseState, card: Card) -> int:
        power = card.power + card.counters + card.modifier + card.temp
        ability = base.ability
        if ability is not None and ability.minion_bonus is not None:
            power += ability.minion_bonus(self, base, card)
        if self.hooked:
            power += self._card_bonus(base, card)
        return power if power > 0 else 0

    def power(self, base: BaseState, card: Card) -> int:
        """A card's current power on `base` (all modifiers, floored at 0; a titan's counters
        are added after the floor, an action without power has 0)."""
        kind = card.type
        if kind == MINION or kind == MONSTER:
            return self.minion_power(base, card)
        power = card.power + card.modifier + card.temp
        if self.hooked:
            power += self._card_bonus(base, card)
        if power < 0:
            power = 0
        if kind == TITAN:
            power += card.counters + (base.ability.titan_bonus if base.ability else 0)
        return power

    def _card_bonus(self, base: BaseState, card: Card) -> int:
        """The power the card layer gives `card` on `base`: its own ability and the auras."""
        bonus = 0
        work = 1
        ability = card.ability
        if ability is not None and ability.power is not None and card.uid not in self._cancelled:
            bonus += ability.power(self, base, card)
        # An aura with aura_targets is not asked about the cards it cannot reach.
        everyone, by_controller, by_attached = self._aura_groups(base)
        if everyone is not None:
            work += len(everyone)
            for src_base, src, aura in everyone:
                bonus += aura(self, src_base, src, base, card)
        if by_controller is not None:
            found = by_controller.get(card.controller)
            if found is not None:
                work += len(found)
                for src_base, src, aura in found:
                    bonus += aura(self, src_base, src, base, card)
        if by_attached is not None:
            found = by_attached.get(card.id)
            if found is not None:
                work += len(found)
                for src_base, src, aura in found:
                    bonus += aura(self, src_base, src, base, card)
        self._spend(work)
        return bonus

    def _spend(self, evaluations: int) -> None:
        """Count `evaluations` of card-layer hooks (or walks over the cards in play) as work
        (work.py); past the limit the run stops here.

        A hook asked about a card may read every card in play (Armory counts the actions on its
        base, Flor Loca the minions of every base), so each evaluation is charged the number of
        cards in play: the work is a bound on the cards the hooks may read."""
        in_play = self._in_play
        if in_play is None:
            # Counted once per change of the cards (CardLayer._changed forgets it).
            in_play = 0
            for base in self.bases:
                in_play += len(base.cards)
            in_play = self._in_play = in_play or 1
        self.work += evaluations * in_play
        if self.work > self.work_limit:
            raise WorkSpent(self.work, self.work_limit)

    def power_parts(self, base: BaseState, card: Card) -> tuple[list[M.Loc], int, bool]:
        """Where a card's power comes from (log texts), its power, and whether it was floored."""
        parts = [_part(M.POWER_PART_PRINTED, card.power, False)]
        raw = card.power
        if card.counters and card.type != TITAN:
            parts.append(_part(M.POWER_PART_COUNTERS, card.counters))
            raw += card.counters
        if card.modifier:
            parts.append(_part(M.POWER_PART_MODIFIER, card.modifier))
            raw += card.modifier
        if card.temp:
            parts.append(_part(M.POWER_PART_TEMP, card.temp))
            raw += card.temp
        ability = base.ability
        kind = card.type
        if kind == MINION or kind == MONSTER:  # card.is_minion, or a monster
            if ability is not None and ability.minion_bonus is not None:
                value = ability.minion_bonus(self, base, card)
                if value:
                    parts.append(M.POWER_PART_BASE(base=base.text_label, value=_signed(value)))
                    raw += value
        if self.hooked:
            own = None if card.uid in self._cancelled else card.ability  # self.ability_of(card)
            if own is not None and own.power is not None:
                value = own.power(self, base, card)
                if value:
                    parts.append(_part(M.POWER_PART_OWN, value))
                    raw += value
            auras = self._auras_on(base)
            self._spend(1 + len(auras))
            for src_base, src, aura, targets in auras:
                if targets is not None and (
                    card.controller != src.controller
                    if targets == "own"
                    else src.attached_to != card.id  # type: ignore[attr-defined]
                ):
                    continue
                value = aura(self, src_base, src, base, card)
                if value:
                    parts.append(M.POWER_PART_FROM(source=src.label(), value=_signed(value)))
                    raw += value
        floored = raw < 0
        power = 0 if floored else raw
        if card.type == TITAN:
            if card.counters:
                parts.append(_part(M.POWER_PART_COUNTERS, card.counters))
                power += card.counters
            if ability is not None and ability.titan_bonus:
                parts.append(
                    M.POWER_PART_BASE(base=base.text_label, value=_signed(ability.titan_bonus))
                )
                power += ability.titan_bonus
        return parts, power, floored

    def _totals_hooked(self, base: BaseState) -> tuple[dict[str, int], set[str], int, int]:
        """totals() when cards carry hooks: each card's power with its own ability and the
        auras in play, and whose total it counts for through the card's counts_for hook."""
        totals: dict[str, int] = {}
        monsters = 0
        # The power that breaks the base without counting for its controller (a contribution
        # with ranks_only: Pin, We're Up, You're Down; cards/registry.py).
        unranked = 0
        reads_any = False
        keys = _NO_KEYS
        fed: list[Card] = []
        everyone, by_controller, by_attached = self._aura_groups(base)
        auras_here = self._src[0]  # type: ignore[index]  # filed by _aura_groups just above
        contribs, contribs_all, _, _ = self._extra
        shares = contribs.get(base)
        if contribs_all:
            shares = [*(shares or ()), *contribs_all]
        cancelled = self._cancelled
        ability = base.ability
        bonus = contribution = None
        titan_bonus = 0
        if ability is not None:
            bonus = ability.minion_bonus
            contribution = ability.contribution
            titan_bonus = ability.titan_bonus
        # The card-rule evaluations of these totals (_spend): one per card, one per aura or
        # contribution asked.
        work = len(base.cards)
        # Each card's own power (before contributions) by its id, kept for the result in a run
        # that logs (BaseState.powers): the `card_powers` of the page's chips (the cards
        # ResultDocument.start_card_powers lists), without asking every card's power again.
        powers: dict[str, int] | None = {} if self.logging else None
        # The uids of the cards an aura gave a value other than 0 (kept with the powers): the
        # power explanations (_card_powers) ask no aura about the others.
        given: list[int] = []
        # Each card's type and ability tested once (this loop runs for every card of every
        # total): most cards are minions, and many carry no hook.
        for card in base.cards:
            kind = card.type
            if kind == MINION or kind == MONSTER:
                fighter = True
                power = card.power + card.modifier + card.temp + card.counters
                if bonus is not None:
                    power += bonus(self, base, card)
            elif kind == BURIED:
                continue
            else:
                fighter = False
                power = card.power + card.modifier + card.temp
            own = card.ability
            counts_for = None
            if own is not None and own.own_totals:
                if cancelled and card.uid in cancelled:
                    own = None
                else:
                    counts_for = own.counts_for
                    if own.power is not None:
                        power += own.power(self, base, card)
                        reads = own.reads
                        if reads is None:
                            reads_any = True
                        elif reads:
                            keys = keys | reads
                        if own.reads_controlled:
                            keys = keys | own.reads_controlled
            # _card_bonus's sum of the auras, inlined (this runs for every card of every
            # total), noting the auras that gave something.
            if everyone is not None:
                work += len(everyone)
                for src_base, src, aura in everyone:
                    value = aura(self, src_base, src, base, card)
                    if value:
                        power += value
                        fed.append(src)
                        given.append(card.uid)
            if by_controller is not None:
                found = by_controller.get(card.controller)
                if found is not None:
                    work += len(found)
                    for src_base, src, aura in found:
                        value = aura(self, src_base, src, base, card)
                        if value:
                            power += value
                            fed.append(src)
                            given.append(card.uid)
            if by_attached is not None:
                found = by_attached.get(card.id)
                if found is not None:
                    work += len(found)
                    for src_base, src, aura in found:
                        value = aura(self, src_base, src, base, card)
                        if value:
                            power += value
                            fed.append(src)
                            given.append(card.uid)
            if power < 0:
                if fighter and self.logging and card.uid not in self._floor_logged:
                    self._floor_logged.add(card.uid)
                    self.log(M.POWER_FLOOR, base.id, card=card.label(), power=power)
                power = 0
            if not fighter and kind == TITAN:
                power += card.counters + titan_bonus
            if powers is not None and card.id is not None:
                if kind != ACTION or has_power(card):
                    powers[card.id] = power
            if shares:
                work += len(shares)
                for src_base, src in shares:
                    before = power
                    power = src.ability.contribution(self, src_base, src, base, card, power)
                    if src.ability.ranks_only:
                        # The ranks_only contributions reach minions only (Pin, Siren, Desert
                        # Island, We're Up, You're Down), which always count for a player.
                        unranked += before - power
            owner = card.controller
            if counts_for is not None:
                reads = own.reads  # type: ignore[union-attr]
                if reads is None:
                    reads_any = True
                elif reads:
                    keys = keys | reads
                if own.reads_controlled:  # type: ignore[union-attr]
                    keys = keys | own.reads_controlled  # type: ignore[union-attr]
                owner = counts_for(self, base, card)
                if owner is None:
                    continue
            elif owner is None and kind == MONSTER:
                monsters += power
                continue
            if fighter:
                if contribution is not None:
                    power = contribution(self, base, card, power)
                totals[owner] = totals.get(owner, 0) + power  # type: ignore[index]
            elif power > 0:
                totals[owner] = totals.get(owner, 0) + power  # type: ignore[index]
        if ability is not None and ability.player_power is not None:
            _add_player_power(totals, ability.player_power(self, base))
        if base.player_power is not None:
            _add_player_power(totals, base.player_power)
        # What these totals read beyond this base's cards, through the hooks of its own cards
        # and the sources filed here (those reaching every base: Turn._reaching).
        if not reads_any:
            for _, src in (*auras_here.get(base, ()), *contribs.get(base, ())):
                reads = src.ability.reads
                if reads is None:
                    reads_any = True
                    break
                if reads:
                    keys = keys | reads
                if src.ability.reads_controlled:
                    keys = keys | src.ability.reads_controlled
        base.deps = None if reads_any else keys
        base.fed = fed
        cached = base.cache = (totals, set(totals), monsters, sum(totals.values()) + unranked)
        if powers is not None:
            base.powers = (cached, powers, given)
        self._spend(work)
        return cached

    def add_player_power(self, base: BaseState, player: str, amount: int) -> None:
        """`amount` power for `player` at `base` until the end of the turn, outside her cards
        (Unity of the Tribes: "Gain +2 power there"): in her total there (breaking the base and
        ranking), in no card's power (a card comparing minions' powers does not see it), staying
        with the base whatever moves. The totals are worked out again; the base is no longer
        the spec's own (its totals are not shared with other runs: static_totals)."""
        power = dict(base.player_power or {})
        power[player] = power.get(player, 0) + amount
        base.player_power = power
        base.pristine = False
        base.cache = None
        self.table_changes += 1

    def base_power_changed(self, base: BaseState) -> None:
        """What a base ability gives players here outside their cards changed (player_power:
        Tokyo's +3): its totals are worked out again."""
        base.cache = None

    def totals(self, base: BaseState) -> tuple[dict[str, int], set[str], int, int]:
        """Each player's total power here, the players allowed to rank, the power of the
        uncontrolled monsters (added to the breakpoint instead), and the total power that
        breaks the base (the players' totals, and the power a ranks_only contribution keeps
        out of its controller's total: cards/registry.py).
        Cached until the cards change, and shared between runs while a base without ability
        keeps its cards: callers must not modify what it returns."""
        cached = base.cache
        if cached is not None:
            return cached
        if self.hooked:
            return self._totals_hooked(base)
        totals: dict[str, int] = {}
        monsters = 0
        floored = False
        # As in _totals_hooked: each card's own power by its id, kept for the result in a run
        # that logs.
        powers: dict[str, int] | None = {} if self.logging else None
        ability = base.ability
        bonus = contribution = None
        titan_bonus = 0
        if ability is not None:
            bonus = ability.minion_bonus
            contribution = ability.contribution
            titan_bonus = ability.titan_bonus
        for card in base.cards:
            kind = card.type
            if kind == MINION or kind == MONSTER:
                power = card.power + card.counters + card.modifier + card.temp
                if bonus is not None:
                    power += bonus(self, base, card)
                if power < 0:
                    floored = True
                    if self.logging and card.uid not in self._floor_logged:
                        self._floor_logged.add(card.uid)
                        self.log(M.POWER_FLOOR, base.id, card=card.label(), power=power)
                    power = 0
                if powers is not None and card.id is not None:
                    powers[card.id] = power
                owner = card.controller
                if owner is None:
                    monsters += power
                    continue
                if contribution is not None:
                    power = contribution(self, base, card, power)
                totals[owner] = totals.get(owner, 0) + power
            elif kind == ACTION:
                power = card.power + card.modifier + card.temp
                if powers is not None and card.id is not None and has_power(card):
                    powers[card.id] = power if power > 0 else 0
                if power > 0:
                    owner = card.controller
                    totals[owner] = totals.get(owner, 0) + power  # type: ignore[index]
            elif kind == TITAN:
                power = card.power + card.modifier + card.temp
                if power < 0:
                    power = 0
                power += card.counters + titan_bonus
                if powers is not None and card.id is not None:
                    powers[card.id] = power
                if power > 0:
                    owner = card.controller
                    totals[owner] = totals.get(owner, 0) + power  # type: ignore[index]
        if ability is not None and ability.player_power is not None:
            _add_player_power(totals, ability.player_power(self, base))
        if base.player_power is not None:
            _add_player_power(totals, base.player_power)
        # Every player with an entry in totals may rank (a minion, or power from another card).
        cached = base.cache = (totals, set(totals), monsters, sum(totals.values()))
        if powers is not None:
            base.powers = (cached, powers, None)
        if base.pristine and ability is None and not floored:
            base.spec.static_totals = cached
        return cached

    def breakpoint(self, base: BaseState, monsters: int | None = None) -> int:
        value = base.spec.breakpoint
        ability = base.ability
        if ability is None:
            value += base.modifier
        else:
            if ability.start_breakpoint is not None:
                value = ability.start_breakpoint(self, base, value)
            value += base.modifier
            if ability.breakpoint_delta is not None:
                value += ability.breakpoint_delta(self, base)
        value += base.temp_modifier
        if self.hooked:
            # self._sources(), without a call when they are filed (every breakpoint asks).
            _, _, bps, bps_all, _, _ = self._src or self._sources()
            sources = (*bps.get(base, ()), *bps_all)
            if sources:
                self._spend(len(sources))  # work.py
            for src_base, src in sources:
                value += src.ability.breakpoint(self, src_base, src, base)
        if value < 0:
            value = 0
        if monsters is None:
            monsters = self.totals(base)[2]
        return value + monsters

    def ranked(self, base: BaseState) -> list[str]:
        """The players allowed to rank here, by descending power, ties clockwise from the active
        player."""
        totals, scorers, _, _ = self.totals(base)
        seat = self.seat
        # seat < 4: one integer key orders by power, then seat.
        return sorted(scorers, key=lambda p: seat[p] - 8 * totals[p])

    def standings(self, base: BaseState) -> list[Standing]:
        totals = self.totals(base)[0]
        vp_table = base.spec.vp
        result = []
        place = 0
        previous = None
        # Competition ranking: a player's place is 1 + the number of players with more power.
        for index, player in enumerate(self.ranked(base)):
            power = totals[player]
            if power != previous:
                place = index + 1
                previous = power
            result.append(Standing(player, power, place, vp_table[place - 1] if place <= 3 else 0))
        return result

    @staticmethod
    def at_place(standings: list[Standing], place: int) -> list[str]:
        return [s.player for s in standings if s.place == place]

    def _card_powers(self, base: BaseState) -> dict[str, int]:
        """Each card's own power here when VP are awarded (a card whose power counts for
        nobody keeps it here); with catalog cards, the log explains each one."""
        explain = self.logging and self.board.card_abilities
        if not self.hooked and not explain and base.ability is None:
            # The totals of a run that logs kept them (a scoring reads its totals first).
            powers = kept_powers(base)
            return powers if powers is not None else _plain_powers(base)
        powers: dict[str, int] = {}
        # The cards whose power is their printed power and counters, nothing else: one line
        # for all of them, each "label power" (with counters: its printed power and counters).
        unmodified: list[M.Loc] = []
        plain_base = reach_all = False
        reach_controllers = reach_ids = frozenset()
        if explain:
            # Whom the auras here can reach: every card, the cards of some controllers, the
            # minions some actions are attached to (aura_targets).
            reach_all = False
            reach_controllers: set[str | None] = set()
            reach_ids: set[str | None] = set()
            for _, src, _, targets in self._auras_on(base) if self.hooked else ():
                if targets is None:
                    reach_all = True
                elif targets == "own":
                    reach_controllers.add(src.controller)
                else:
                    reach_ids.add(src.attached_to)  # type: ignore[attr-defined]
            ability = base.ability
            # No power from the base here: a card's power is its own and the auras'.
            plain_base = ability is None or (
                ability.minion_bonus is None and not ability.titan_bonus
            )
        # The contributions here (Siren, Pin, We're Up, You're Down...): a card whose standing
        # they change gets a line saying what it adds (issue 25, family 9).
        shares = self._shares(base) if explain and self.hooked else ()
        cancelled = self._cancelled
        # The cards the auras gave something in the totals kept (BaseState.powers: the same
        # cards and values while `cache` is the same); None: any card they may reach.
        given = None
        kept = base.powers
        if explain and kept is not None and kept[0] is base.cache:
            given = kept[2]
        for card in base.cards:
            kind = card.type
            if kind == BURIED or card.id is None:
                continue
            own = card.ability
            if kind == ACTION and not has_power(card):
                continue
            if not explain:
                powers[card.id] = self.power(base, card)
                continue
            fighter = kind == MINION or kind == MONSTER
            plain = (
                not card.modifier
                and not card.temp
                and (own is None or own.counts_for is None)
                and (fighter or not card.counters)
            )
            if (
                plain
                and plain_base
                and (own is None or own.power is None or card.uid in cancelled)
                and (
                    card.uid not in given
                    if given is not None
                    else not reach_all
                    and card.controller not in reach_controllers
                    and card.id not in reach_ids
                )
                and not shares
            ):
                # Nothing can change its power: its printed power and counters (what power()
                # gives), without asking the hooks.
                power = card.power + card.counters if fighter else card.power
                powers[card.id] = power
                unmodified.append(_unmodified(card, power))
                continue
            if fighter:
                # power_parts gives the same power as power() for a minion or a monster, so
                # the hooks run once.
                parts, power, floored = self.power_parts(base, card)
            else:
                power = self.power(base, card)
                parts, _, floored = self.power_parts(base, card)
            powers[card.id] = power
            adds = self._adds(base, card, power, shares) if shares else None
            if plain and not floored and adds is None and len(parts) == (2 if card.counters else 1):
                # parts is [printed] or [printed, counters]: no ability changed it.
                unmodified.append(_unmodified(card, power))
                continue
            note: Any = M.POWER_FLOORED() if floored else ""
            if own is not None and own.counts_for is not None:
                counted = own.counts_for(self, base, card)
                if counted != card.controller:
                    note = (
                        M.POWER_COUNTS_FOR(player=counted)
                        if counted is not None
                        else M.POWER_COUNTS_FOR_NOBODY()
                    )
            if adds is not None:
                note = M.join((note or ("", ""), adds), "", "")
            # self.log, inlined (explain: the turn logs).
            self.entries.append(
                M.POWER_BREAKDOWN.entry(
                    self.effect.rule,
                    base.id,
                    card=card.label(),
                    base=base.text_label,
                    parts=M.join(parts, ", ", ", "),
                    total=power,
                    note=note,
                )
            )
        if unmodified:
            self.log(
                M.POWER_PRINTED_ONLY,
                base.id,
                base=base.text_label,
                cards=M.join(unmodified, ", ", ", "),
            )
        return powers

    def _shares(self, base: BaseState) -> list:
        """The contribution hooks reaching the cards on `base`: (its base, its card)."""
        self._src or self._sources()
        contribs, contribs_all, _, _ = self._extra
        return [*contribs.get(base, ()), *contribs_all]

    def _adds(self, base: BaseState, card: Card, power: int, shares: list) -> M.Loc | None:
        """What `card` adds to its controller's total when contributions change it (as
        _totals_hooked counts it), as a power-log note naming them; None when unchanged (or
        for an uncontrolled monster: what it adds goes to the breakpoint)."""
        if card.controller is None:
            return None
        added = power
        sources: list[M.Loc] = []
        ranks_only = False
        for src_base, src in shares:
            value = src.ability.contribution(self, src_base, src, base, card, added)
            if value != added:
                sources.append(M.same(src.label()))
                ranks_only = ranks_only or src.ability.ranks_only
                added = value
        if added == power:
            return None
        return (M.POWER_ADDS_RANKS_ONLY if ranks_only else M.POWER_ADDS)(
            amount=added, player=card.controller, sources=M.join(sources, ", ", ", ")
        )


def _add_player_power(totals: dict[str, int], extra: dict[str, int]) -> None:
    """Power of players outside their cards (a base ability's player_power, a card's power for
    a player there: BaseState.player_power), into `totals`."""
    for player, power in extra.items():
        if power:
            totals[player] = totals.get(player, 0) + power
