"""The card layer's filings (cards/registry.py): which cards in play carry which continuous
hooks, what is cancelled, and what a change of the cards in play makes stale (`CardLayer`, a
part of turn.Turn).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

from . import messages as M
from . import plays as P
from .cards.registry import NOT_SIMULATED as CARD_NOT_SIMULATED
from .effect import Effect
from .model import Card
from .table import BaseState

_NO_KEYS: frozenset[str] = frozenset()


def _group_auras(sources: Iterable[tuple]) -> tuple[list | None, dict | None, dict | None]:
    """Auras in play, each (its base, its card), grouped by whom they can reach (its
    aura_targets): see Turn._aura_groups."""
    everyone: list | None = None
    by_controller: dict | None = None
    by_attached: dict | None = None
    for src_base, src in sources:
        ability = src.ability
        targets = ability.aura_targets
        item = (src_base, src, ability.aura)
        if targets == "all":
            if everyone is None:
                everyone = []
            everyone.append(item)
        elif targets == "own":
            if by_controller is None:
                by_controller = {}
            by_controller.setdefault(src.controller, []).append(item)
        else:
            if by_attached is None:
                by_attached = {}
            by_attached.setdefault(src.attached_to, []).append(item)
    return everyone, by_controller, by_attached


_NO_GROUPS: tuple[None, None, None] = (None, None, None)

# Where each filed hook (CardAbility.filed: (hook, True for everywhere)) is in the filings: the
# six lists of CardLayer._src, then the four of CardLayer._extra.
_SLOTS: dict[tuple[str, bool], int] = {
    ("aura", False): 0,
    ("aura", True): 1,
    ("breakpoint", False): 2,
    ("breakpoint", True): 3,
    ("protect", False): 4,
    ("protect", True): 5,
    ("contribution", False): 6,
    ("contribution", True): 7,
    ("stops_scoring", False): 8,
    ("stops_scoring", True): 9,
}


def _dropped(pairs: list, touched: tuple[BaseState, ...], card: Card) -> list | None:
    """A copy of `pairs` (each (its base, its card)) without `card` filed under one of the
    `touched` bases; None when it is not there. (A copy: a caller may be walking the list.
    Cards and bases compare by identity.)"""
    for base in touched:
        pair = (base, card)
        if pair in pairs:
            found = pairs.copy()
            found.remove(pair)
            return found
    return None


def _unfiled_sources(parts: list, touched: tuple[BaseState, ...], gone: list[Card]) -> bool:
    """Drop from `parts` (the ten filings, by _SLOTS, replaced rather than changed) the entries
    of the cards `gone` filed under the `touched` bases; False when one is not there."""
    for card in gone:
        for entry in card.ability.filed:  # type: ignore[union-attr]
            slot = _SLOTS[entry]
            if entry[1]:
                part = _dropped(parts[slot], touched, card)
            else:
                part = _dropped_here(parts[slot], touched, card)
            if part is None:
                return False
            parts[slot] = part
    return True


def _dropped_here(by_base: dict, touched: tuple[BaseState, ...], card: Card) -> dict | None:
    """A copy of `by_base` (base -> pairs) without `card` filed under one of the `touched`
    bases, a base left without pairs left out (as _sources files them); None when not there."""
    for base in touched:
        pairs = by_base.get(base)
        if pairs is not None:
            pair = (base, card)
            if pair in pairs:
                found = dict(by_base)
                if len(pairs) == 1:
                    del found[base]
                else:
                    rest = found[base] = pairs.copy()
                    rest.remove(pair)
                return found
    return None


def _reach_of(reaching: list[tuple[BaseState, Card]]) -> tuple | None:
    """What the auras and contributions reaching every base (`reaching`, each (its base, its
    card)) read, for Turn._changed: (the bases whose cards they read, the card keys whose
    presence anywhere they read, the card keys they read among a controller's cards, and
    those as (controller, keys)); None: anything."""
    bases = set()
    keys: frozenset[str] = _NO_KEYS
    controlled_keys: frozenset[str] = _NO_KEYS
    controlled = []
    for src_base, src in reaching:
        ability = src.ability
        reads = ability.reads  # type: ignore[union-attr]
        if reads is None:
            return None
        if ability.reads_base:  # type: ignore[union-attr]
            bases.add(src_base)
        if reads:
            keys = keys | reads
        read = ability.reads_controlled  # type: ignore[union-attr]
        if read:
            controlled_keys = controlled_keys | read
            controlled.append((src.controller, read))
    return frozenset(bases), keys, controlled_keys, controlled


def _controlled_change(controlled: list, cards: Iterable[Card]) -> bool:
    """True when a card among `cards` has a key that one of `controlled` ((controller, keys))
    reads among that controller's cards, and that controller."""
    for controller, read in controlled:
        for card in cards:
            if card.controller == controller and card.key in read:
                return True
    return False


class CardLayer:
    """The sources of continuous effects in play, filed by hook and reach, kept until the cards
    change (_changed); the cards' arrival notes and the hooks run over every card in play.

    A part of turn.Turn (read its attributes there).
    """

    __slots__ = ()

    # The card layer's caches that a typed board never reads (Turn.__init__ sets the four with
    # a value below; the others are set where they are first needed):
    # - built with _src, per base: the auras of _auras_on grouped by whom they reach (see
    #   _aura_groups); set to {} by _changed, which a Turn with card hooks runs at once;
    _aura_groups_on_base: dict
    # - built with _src: the auras reaching every base, grouped (see _aura_groups);
    _everywhere_groups: tuple  # _NO_GROUPS at first
    # - the auras and contributions reaching every base, each (its base, its card): those of the
    #   last filing (_sources) but those that left play since (_changed); None before the first
    #   filing. One that came since made every base's totals be worked out again, and the next
    #   totals file the sources again first, so no total kept depends on one missing here.
    #   _reach: what they read (_reach_of);
    _reaching: list[tuple[BaseState, Card]] | None
    _reach: tuple | None
    # - the filings kept by _changed while _src is None, when cards with filed hooks only left
    #   play: (_src's six lists, _extra's four, _everywhere_groups), each as _sources would
    #   file them now; _sources takes them up instead of walking every card (issue 30). None:
    #   nothing kept (the next _sources files every card).
    _src_kept: tuple | None

    # - what a card's hook derives from the cards with one key alone (e.g. who controls a
    #   Microbot Alpha), under that key: kept until a card with that key comes, leaves or
    #   changes (_changed), so that a change of other cards keeps it; set with card hooks;
    key_memo: dict[str, Any]
    # - the registry entries whose reminder this run logged (once per card, not per copy); set
    #   when the board holds catalog cards and the turn logs (nothing else logs a reminder).
    _reminded: set
    # - the ids of the cards a talent event uses (their reminder is not logged); set with
    #   _reminded.
    _talent_users: frozenset

    def effect_changed(self, base: BaseState, card: Card) -> None:
        """What a card in play does changed without any card moving (King Candy's Talent chose
        the character its hooks act on): its filings and the totals it reaches are worked out
        again, as when it comes into play."""
        if self.hooked:
            self._changed((base,), (card,))

    def _changed(
        self, touched: tuple[BaseState, ...] | None = None, cards: Iterable[Card] = ()
    ) -> None:
        """The cards in play changed: on the `touched` bases (None: anywhere), `cards` came,
        left or were replaced. With card hooks, the sources are filed again when a card with
        continuous or window hooks is among them (a bonus may come from another base, and
        follows its source at once; when such cards only left play, the filings are kept
        without them: _unfiled), and a base's totals are recomputed when its own cards
        changed, when what its hooks read changed (BaseState.deps: a card with some key), when
        a source reaching every base came, changed or reads what changed, or when an aura
        reaching every base that gave one of its cards power left play (BaseState.fed). A base
        whose abilities a card cancels acts without them while that card is there."""
        self._in_play = None  # the cards in play, counted by Power._spend
        names = self.board.card_hook_names
        if "cancels" in names:
            cancelled = self._cancelled_cards()
            if cancelled != self._cancelled:
                touched = None
            self._cancelled = cancelled
        # The continuous hooks and the window hooks are filed again only when a card carrying
        # some came, left or changed (the filings hold the cards they list); kept without
        # those that only left (_unfiled: a base scored, its cards discarded).
        refile = rewindow = everywhere = touched is None
        # The keys of the cards that came, left or changed.
        keys: set[str | None] = set()
        # The auras reaching every base that left play: they change only the totals of the
        # bases they gave power to (BaseState.fed).
        left: list[Card] | None = None
        if touched is not None:
            # The cards with filed or window hooks among `cards`: when they only left play,
            # the filings are kept without them (_unfiled).
            gone: list[Card] | None = None
            for card in cards:
                ability = card.ability
                # (A card reaching every base has filed hooks: filed_or_windows.)
                if ability is not None and ability.filed_or_windows:
                    gone = [card] if gone is None else [*gone, card]
                    if ability.filed:
                        refile = True
                    if ability.windows:
                        rewindow = True
                    if ability.reaches_everywhere and not everywhere:
                        if self._aura_left(card, touched):
                            left = [card] if left is None else [*left, card]
                        else:
                            # It came or changed: it may reach a card on any base.
                            everywhere = True
                keys.add(card.key)
            if gone is not None:
                # Sets _src_kept (with refile) and _windows (with rewindow).
                self._unfiled(touched, gone, refile, rewindow)
            if left is not None:
                self._reaching = [r for r in self._reaching if r[1] not in left]  # type: ignore[union-attr]
                self._reach = _reach_of(self._reaching)
            if not everywhere:
                # May an aura or a contribution reaching every base give another value now? It
                # reads anything, or the cards of its own base and they changed, or what
                # changed (a card with a key it reads, or with a key it reads among its
                # controller's cards and of that controller).
                reach = self._reach
                everywhere = (
                    reach is None
                    or not reach[0].isdisjoint(touched)
                    or not reach[1].isdisjoint(keys)
                    or (not reach[2].isdisjoint(keys) and _controlled_change(reach[3], cards))
                )
        for base in self.bases:
            if base.cache is None:
                continue
            deps = base.deps
            if everywhere or base in touched or deps is None or not deps.isdisjoint(keys):  # type: ignore[operator]
                base.cache = None
            elif left is not None:
                for src in base.fed:
                    if src in left:
                        base.cache = None
                        break
        if refile:
            self._src = None
            self._auras_on_base = {}
            self._aura_groups_on_base = {}
            if touched is None:
                # (With touched, _unfiled set both; rewindow is refile here.)
                self._src_kept = None
                self._windows = None
        if self.card_memo:
            self.card_memo = {}
        key_memo = self.key_memo
        if key_memo:
            if touched is None:
                self.key_memo = {}
            else:
                for key in keys:
                    if key in key_memo:
                        del key_memo[key]
        cancelled = self._cancelled
        if "cancel_base" not in names:
            return
        for base in self.bases:
            ability = base.spec.ability
            if ability is not None:
                self._spend(len(base.cards))  # its cards' cancel_base hooks (work.py)
                for card in base.cards:
                    own = card.ability
                    if (
                        own is not None
                        and own.cancel_base is not None
                        and card.uid not in cancelled
                        and own.cancel_base(self, base, card)
                    ):
                        ability = None
                        break
                else:
                    for src_base, src in self.lasting:
                        own = src.ability
                        if (
                            src_base is base
                            and own.cancel_base is not None
                            and own.cancel_base(self, base, src)
                        ):
                            ability = None
                            break
            if base.ability is not ability:
                base.cache = None
            base.ability = ability  # type: ignore[assignment]

    def _unfiled(
        self, touched: tuple[BaseState, ...], gone: list[Card], refile: bool, rewindow: bool
    ) -> None:
        """The cards `gone` (those with filed or window hooks among the cards of a change on
        the `touched` bases) changed the filings: with `refile`, _src_kept is set to the sources
        filed without them, with `rewindow`, _windows to the windows' list without them, each
        as _sources would file them now (the others in the same order) when they all left
        play; otherwise None (filed again by the next reader).

        A card left when it is no longer on its touched base (identity: remove_card tells of
        a card before it goes, replace_card of one before it comes; both are filed again), is
        not a lasting effect's (self.lasting stays filed) and was filed there (a cancelled
        card was not: filed again). When what is cancelled changed too, touched is None and
        _changed files everything again."""
        kept = windows = None
        lasting = self.lasting
        for base in touched:
            # (discard_cards empties its base first: nothing to look through.)
            cards = base.cards
            if cards:
                for card in gone:
                    if card in cards:
                        break
                else:
                    continue
                gone = []  # came or changed: nothing kept
                break
        if lasting and gone:
            for pair in lasting:
                if pair[1] in gone:
                    gone = []
                    break
        if gone:
            if refile:
                src = self._src
                if src is not None:
                    extra, groups = self._extra, self._everywhere_groups
                elif self._src_kept is not None:
                    src, extra, groups = self._src_kept
                if src is not None:
                    parts = [*src, *extra]
                    if _unfiled_sources(parts, touched, gone):
                        auras_all = parts[1]
                        if auras_all is not src[1]:
                            groups = _group_auras(auras_all) if auras_all else _NO_GROUPS
                        kept = (tuple(parts[:6]), tuple(parts[6:]), groups)
            if rewindow:
                windows = self._windows
                if windows is not None:
                    for card in gone:
                        if card.ability.windows:  # type: ignore[union-attr]
                            windows = _dropped(windows, touched, card)
                            if windows is None:
                                break
        if refile:
            self._src_kept = kept
        if rewindow:
            self._windows = windows

    def _aura_left(self, card: Card, touched: tuple[BaseState, ...]) -> bool:
        """True when `card`, an aura reaching every base (without a contribution: those are
        not followed base by base) among those in play before this change, is no longer on
        any base (it left play)."""
        reaching = self._reaching
        if reaching is None or card.ability.contribution is not None:  # type: ignore[union-attr]
            return False
        for reached in reaching:
            if reached[1] is card:
                break
        else:
            return False
        for base in touched:
            if card in base.cards:
                return False
        return True

    def _cancelled_cards(self) -> set[int]:
        """The uids of the cards whose abilities a card in play cancels (one pass: a cancelled
        card still cancels others, the printed texts never chain)."""
        cancellers = [
            (base, card)
            for base in self.bases
            for card in base.cards
            if card.ability is not None and card.ability.cancels is not None
        ]
        if self.lasting:
            cancellers += [pair for pair in self.lasting if pair[1].ability.cancels is not None]
        found: set[int] = set()
        if cancellers:
            # Each canceller is asked about each card it may reach (work.py).
            self._spend(len(cancellers))
        for src_base, src in cancellers:
            everywhere = src.ability.protect_scope == "everywhere"  # type: ignore[union-attr]
            for base in self.bases if everywhere else (src_base,):
                for target in base.cards:
                    if (
                        target is not src
                        and target.ability is not None
                        and src.ability.cancels(self, src_base, src, base, target)  # type: ignore[union-attr]
                    ):
                        found.add(target.uid)
        return found

    def ability_of(self, card: Card) -> Any:
        """The card's registry entry, or None while another card cancels its abilities."""
        if card.uid in self._cancelled:
            return None
        return card.ability

    def play_forbidden(
        self, base: BaseState | None, card: Card, player: str | None, effect: Effect | None = None
    ) -> M.Loc | None:
        """Why `base` itself or a card in play forbids `player` to play `card` on `base` (None:
        a standard action played on no base, which only the cards reaching every base may
        forbid: Eliza), or None. `effect`: the effect the cards' forbid_play hooks are told of
        (a Special checked says `playing_special`); None, the effect in force."""
        ability = base.ability if base is not None else None
        if ability is not None and ability.forbid_play is not None:
            reason = ability.forbid_play(self, base, card, player)
            if reason:
                return reason
        if "forbid_play" not in self.board.card_hook_names:
            return None
        if effect is None:
            effect = self.effect
        cancelled = self._cancelled
        groups = [(b, b.cards) for b in self.bases]
        if self.lasting:
            groups += [(b, (c,)) for b, c in self.lasting]
        # Each card in play may be asked (work.py).
        self._spend(sum(len(cards) for _, cards in groups))
        for src_base, cards in groups:
            for src in cards:
                own = src.ability
                if own is None or own.forbid_play is None or src.uid in cancelled:
                    continue
                if src_base is not base and own.protect_scope != "everywhere":
                    continue
                reason = own.forbid_play(self, src_base, src, base, card, player, effect)
                if reason:
                    return reason
        return None

    def _sources(self) -> tuple:
        """The cards in play with continuous hooks: (auras by base, auras everywhere,
        breakpoints by base, breakpoints everywhere, protections by base, protections
        everywhere); each a list of (base, card)."""
        src = self._src
        if src is not None:
            return src
        kept = self._src_kept
        if kept is not None:
            # Cards with filed hooks only left play since the last filing: _changed kept it
            # without them (_unfiled). Taken up as the walk below would set it, its work
            # charged as that walk's (work.py): the work of a run does not depend on it.
            self._src_kept = None
            return self._filed(*kept)
        # Each continuous hook is filed under its base, or everywhere by its scope (the hooks
        # each entry carries and their scopes are listed once, in CardAbility.filed).
        here: dict[str, dict[BaseState, list]] = {
            "contribution": {},
            "stops_scoring": {},
            "aura": {},
            "breakpoint": {},
            "protect": {},
        }
        everywhere: dict[str, list] = {
            "contribution": [],
            "stops_scoring": [],
            "aura": [],
            "breakpoint": [],
            "protect": [],
        }
        cancelled = self._cancelled
        # The cards with a scoring-window hook (_window_sources), listed in this walk when they
        # are to be listed again too: most changes that make the filings stale make that list
        # stale as well (a card with both kinds of hooks, or a change anywhere).
        windows: list[tuple[BaseState, Card]] | None = [] if self._windows is None else None
        # The cards to file, found by a comprehension (this walks every card in play, and few
        # carry such hooks), in table order.
        listed = [
            (base, card)
            for base in self.bases
            for card in base.cards
            if card.ability is not None and card.ability.filed_or_windows
        ]
        for pair in listed:
            base, card = pair
            if cancelled and card.uid in cancelled:
                continue
            ability = card.ability
            if windows is not None and ability.windows:  # type: ignore[union-attr]
                windows.append(pair)
            for hook, anywhere in ability.filed:  # type: ignore[union-attr]
                if anywhere:
                    everywhere[hook].append(pair)
                else:
                    here[hook].setdefault(base, []).append(pair)
        # The lasting effects of played cards, filed the same way where they were played. (A
        # second loop rather than one over both: this method runs after every change of the
        # cards, and building the combined list there costs every board.)
        for pair in self.lasting:
            for hook, anywhere in pair[1].ability.filed:
                if anywhere:
                    everywhere[hook].append(pair)
                else:
                    here[hook].setdefault(pair[0], []).append(pair)
        if windows is not None:
            if self.lasting:
                windows += [pair for pair in self.lasting if pair[1].ability.windows]
            self._windows = windows
        auras_all = everywhere["aura"]
        return self._filed(
            (
                here["aura"],
                auras_all,
                here["breakpoint"],
                everywhere["breakpoint"],
                here["protect"],
                everywhere["protect"],
            ),
            (
                here["contribution"],
                everywhere["contribution"],
                here["stops_scoring"],
                everywhere["stops_scoring"],
            ),
            _group_auras(auras_all) if auras_all else _NO_GROUPS,
        )

    def _filed(self, src: tuple, extra: tuple, groups: tuple) -> tuple:
        """The filings in force (`_src`, `_extra` and what derives from them), walked or kept
        (_unfiled); returns `src`."""
        self._extra = extra
        self._everywhere_groups = groups
        self._reaching = [*src[1], *extra[1]]
        self._reach = _reach_of(self._reaching)
        # Filing walked every card in play: work of its own (work.py), after every change (a
        # kept filing is charged the same, so the work of a run does not depend on it).
        self._spend(1)
        self._src = src
        return src

    def _auras_on(self, base: BaseState) -> list[tuple[BaseState, Card, Any, str | None]]:
        """The auras that may give power to the cards on `base` (those filed under it, then
        those everywhere), each as (its base, its card, its aura hook, its aura_targets with
        None for "all"): built once per layout of the cards in play."""
        found = self._auras_on_base.get(base)
        if found is None:
            auras, auras_all, _, _, _, _ = self._src or self._sources()
            found = self._auras_on_base[base] = [
                (
                    src_base,
                    src,
                    src.ability.aura,  # type: ignore[union-attr]
                    None if src.ability.aura_targets == "all" else src.ability.aura_targets,  # type: ignore[union-attr]
                )
                for src_base, src in (*auras.get(base, ()), *auras_all)
            ]
        return found

    def _aura_groups(self, base: BaseState) -> tuple[list | None, dict | None, dict | None]:
        """The auras that may reach the cards on `base` (those of _auras_on) by whom they can
        reach, each as (its base, its card, its aura hook): (those asked about every card,
        those asked about the cards of one controller, by controller, those asked about one
        minion, by its id), None for an empty group. A base without auras filed under it
        shares the groups of the auras reaching every base. Totals only add the auras'
        values, so they may ask them in any order; the power explanations keep _auras_on's."""
        found = self._aura_groups_on_base.get(base)
        if found is None:
            auras = (self._src or self._sources())[0]
            local = auras.get(base)
            if local:
                found = _group_auras((*local, *self._src[1]))  # type: ignore[index]
            else:
                found = self._everywhere_groups
            self._aura_groups_on_base[base] = found
        return found

    def _has_breakpoint_hooks(self) -> bool:
        _, _, bps, bps_all, _, _ = self._src or self._sources()
        return bool(bps or bps_all)

    def _window_sources(self) -> list[tuple[BaseState, Card]]:
        """The cards in play with a scoring-window hook (recomputed after every change, here
        or by the filing of the sources, _sources, when it comes first; kept without the cards
        that only left play, _unfiled)."""
        found = self._windows
        if found is None:
            cancelled = self._cancelled
            # A comprehension: this walks every card in play, and few have such a hook.
            found = self._windows = [
                (base, card)
                for base in self.bases
                for card in base.cards
                if card.ability is not None
                and card.ability.windows
                and not (cancelled and card.uid in cancelled)
            ]
            if self.lasting:
                found += [pair for pair in self.lasting if pair[1].ability.windows]
        return found

    def _carrying(
        self, hook: str, skip: Card | None = None
    ) -> Iterator[tuple[BaseState, Card, Any]]:
        """(base, card, hook function) of each card in play carrying the card-layer hook `hook`
        (not cancelled, not `skip`), in table order. The bases and their cards are read as the
        loop reaches them, and a card a previous hook removed from play is passed over: the
        callers' hooks may change the cards in play (and what is cancelled: read each time)."""
        # Each hook found may read every card in play (work.py).
        self._spend(1)
        for base in list(self.bases):
            for card in list(base.cards):
                own = card.ability
                if own is None or card is skip:
                    continue
                function = getattr(own, hook)
                if function is not None and card.uid not in self._cancelled and card in base.cards:
                    self._spend(1)  # the hook the caller will run (work.py)
                    yield base, card, function

    def _card_arrives(
        self, base: BaseState, card: Card, reminders: dict[M.Loc, list] | None = None
    ) -> None:
        """A catalog card is in play (from the start, or played): list what is not simulated,
        log its reminder (or, with `reminders`, add the card's name under its reminder:
        [base id, or None for several bases, names])."""
        ability = card.ability
        remind = True
        if ability is None:
            buried = card.buried_as
            if buried is not None and buried[0] is not None:
                # Face down: what it would do once uncovered is listed and reminded as for any
                # card; but not "give it as a play event" for a play ability, which uncovering
                # does not take from an event (listed then: EffectPlays.uncovered_entry).
                ability = buried[0]
                entry = P.acting_entry(card)
                remind = entry is None or entry.buries_itself
            else:
                if card.key is not None:
                    self.note_card_not_simulated(base, card, M.CARD_NO_ENTRY())
                return
        if ability.status == CARD_NOT_SIMULATED:
            self.note_card_not_simulated(base, card, (ability.reason, ability.reason_fr))
        elif (
            ability.reminder
            and remind
            and self.logging
            and card.uid not in self._played_uids
            and card.id not in self._talent_users
        ):
            if ability.copy_target is not None:
                # A copier (it carries a reminder, so other cards pay nothing here): when the
                # board does not say what it copies, it copies nothing, and the result says so.
                if card.copies is None:
                    self.assume(
                        base.id,
                        card.controller,
                        card.key,
                        None,
                        M.COPY_NOT_GIVEN(),
                        card=card.id,
                        fact=True,
                    )
            elif ability not in self._reminded:
                # Once per card (not per copy): the reminder is the same for every copy.
                self._reminded.add(ability)
                name = card.title or card.key  # type: ignore[attr-defined]
                reminder = ability.reminder_pair
                if reminders is None:
                    self.log(M.CARD_REMINDER, base.id, card=name, reminder=reminder)
                else:
                    found = reminders.get(reminder)
                    if found is None:
                        reminders[reminder] = [base.id, [name]]
                    else:
                        if found[0] != base.id:
                            found[0] = None
                        found[1].append(name)

    def madness_drawn(self, player: str, count: int) -> None:
        """`player` just drew `count` Madness cards (a base or a card): the card layer's
        on_madness_drawn hooks."""
        if not (self.hooked and "on_madness_drawn" in self.board.card_hook_names):
            return
        for src_base, src, hook in self._carrying("on_madness_drawn"):
            hook(self, src_base, src, player, count)
