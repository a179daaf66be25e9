"""One Conquest phase and the end of the turn, step by step as the all-rules booklet lists them.

`Turn` is built from a validated Board and run once; the parsed board is never mutated (each run
copies the per-base card lists, and a card that changes is replaced by a new Card). Base
abilities are called through the hooks of abilities.base.Ability and use the public methods
below (totals, choice_for, destroy, move, play...).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from itertools import islice
from typing import Any

from . import error_messages as E
from . import messages as M
from . import rules as R
from .abilities.base import NO_EFFECT, NOT_SIMULATED, Ability
from .cards.registry import MODELLED as CARD_MODELLED
from .cards.registry import NOT_SIMULATED as CARD_NOT_SIMULATED
from .errors import BoardError
from .model import (
    ACTION,
    BURIED,
    MINION,
    MONSTER,
    TITAN,
    BaseSpec,
    Board,
    BuriedCard,
    Card,
    Choice,
    Event,
)

WIN_VP = 15


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


MAX_SCORINGS = 60
_NO_KEYS: frozenset[str] = frozenset()
_SCORED = M.DISCARD_SCORED()


class BaseState:
    """A base in play during this run: its spec plus the mutable list of cards on it."""

    __slots__ = (
        "spec",
        "id",
        "cards",
        "modifier",
        "counters",
        "ability",
        "cache",
        "pristine",
        "text_label",
        "checked",
        "temp_modifier",
        "deps",
        "fed",
    )

    def __init__(self, spec: BaseSpec, cards: list[Card] | None = None) -> None:
        self.spec = spec
        self.id = spec.id
        self.text_label = spec.text_label
        self.ability: Ability | None = spec.ability  # type: ignore[assignment]
        # True while `cards` are the spec's own cards, untouched by this run.
        self.pristine = cards is None
        self.cards = list(spec.cards) if cards is None else cards
        # Turn.totals() of this base, and the total power; every change to `cards` goes through
        # Turn and resets it.
        self.cache: tuple[dict[str, int], set[str], int, int] | None = (
            spec.static_totals if self.pristine and self.ability is None else None
        )
        self.modifier = spec.breakpoint_modifier
        # Breakpoint changes until the end of the turn (breakpoint_change events, cards).
        self.temp_modifier = 0
        self.counters = spec.counters
        # The last eligibility check logged for this base: (total, breakpoint, monsters, text).
        self.checked: tuple[int, int, int, M.Loc] | None = None
        # With card hooks, what `cache` read beyond this base's cards through the hooks of its
        # cards and of the sources filed here: the card keys whose presence anywhere it read
        # (reads, and reads_controlled taken as reads); None: anything. Set with `cache` by
        # Turn._totals_hooked, read by Turn._changed.
        self.deps: frozenset[str] | None = None
        # Set with `cache` by Turn._totals_hooked: the auras that gave a card here power (or
        # took some) in those totals. One of them leaving play changes them; an aura reaching
        # every base that gave nothing here leaves them as they are (Turn._changed).
        self.fed: list[Card] | tuple = ()

    def label(self) -> str | M.Loc:
        return self.text_label


class Standing:
    __slots__ = ("player", "power", "place", "vp", "bonus")

    def __init__(self, player: str, power: int, place: int, vp: int) -> None:
        self.player = player
        self.power = power
        self.place = place
        self.vp = vp
        self.bonus = 0

    def to_json(self) -> dict:
        return {
            "player": self.player,
            "power": self.power,
            "place": self.place,
            "vp": self.vp,
            "bonus_vp": self.bonus,
        }


class Scoring:
    """The record of one base's conquest (the `scorings` entries of the result)."""

    __slots__ = (
        "base",
        "name",
        "name_fr",
        "slug",
        "designated_breakpoint",
        "designated_power",
        "breakpoint",
        "total_power",
        "standings",
        "treasure_picks",
        "replaced_by",
        "left_play",
        "continued_on",
        "vp_table",
        "card_powers",
        "stopped",
    )

    def __init__(self, base: BaseState, breakpoint: int, power: int) -> None:
        self.base = base.id
        self.name = base.spec.name
        self.name_fr = base.spec.name_fr
        self.slug = base.spec.slug
        self.designated_breakpoint = breakpoint
        self.designated_power = power
        self.breakpoint = breakpoint
        self.total_power = power
        self.standings: list[Standing] = []
        self.treasure_picks: list[str] = []
        self.replaced_by: str | None = None
        self.left_play = False
        self.continued_on: str | None = None
        self.vp_table = list(base.spec.vp)
        self.card_powers: dict[str, int] = {}
        # The scoring stopped because its base left play (before VP, or during step 5).
        self.stopped = False

    def to_json(self) -> dict:
        return {
            "base": self.base,
            "name": self.name,
            "name_fr": self.name_fr,
            "breakpoint": self.breakpoint,
            "total_power": self.total_power,
            "standings": [s.to_json() for s in self.standings],
            "treasure_picks": list(self.treasure_picks),
            "replaced_by": self.replaced_by,
            "vp_table": self.vp_table,
            "designated": {
                "breakpoint": self.designated_breakpoint,
                "total_power": self.designated_power,
            },
            "left_play_before_vp": self.left_play,
            "continued_on": self.continued_on,
            "card_powers": self.card_powers,
            "stopped": self.stopped,
        }


def _derive(board: Board) -> tuple:
    """What every run of the turn derives from the board alone (kept in Board.derived)."""
    count = len(board.players)
    first = board.players.index(board.active)
    seat = {p: (i - first) % count for i, p in enumerate(board.players)}
    # Active player first, then clockwise (the players list is the turn order).
    turn_order = tuple(sorted(board.players, key=seat.__getitem__))
    choices: dict[tuple[str, str], list[Choice]] = {}
    for choice in board.choices:
        # A card's choice is filed under ("card", its id) apart from the bases' (issue 13).
        key = choice.base if choice.of_card is None else ("card", choice.of_card)
        choices.setdefault((key, choice.player), []).append(choice)  # type: ignore[arg-type]
    events: dict[tuple[str, str | None], list[Event]] = {}
    for event in board.events:
        events.setdefault((event.when, event.base), []).append(event)
    return seat, turn_order, choices, events


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


# The most `options` an assumed choice lists (a move of 5 minions to 4 bases: 20).
OPTIONS_MAX = 20


class Turn:
    # The card layer's caches that a typed board never reads, set where they are first needed
    # (a typed board pays nothing for them):
    # - built with _src, per base: the auras of _auras_on grouped by whom they reach (see
    #   _aura_groups); set to {} by _changed, which a Turn with card hooks runs at once;
    _aura_groups_on_base: dict
    # - built with _src: the auras reaching every base, grouped (see _aura_groups);
    _everywhere_groups: tuple = _NO_GROUPS
    # - the auras and contributions reaching every base, each (its base, its card): those of the
    #   last filing (_sources) but those that left play since (_changed); None before the first
    #   filing. One that came since made every base's totals be worked out again, and the next
    #   totals file the sources again first, so no total kept depends on one missing here.
    #   _reach: what they read (_reach_of);
    _reaching: list[tuple[BaseState, Card]] | None = None
    _reach: tuple | None = None
    # - what a card's hook derives from the cards with one key alone (e.g. who controls a
    #   Microbot Alpha), under that key: kept until a card with that key comes, leaves or
    #   changes (_changed), so that a change of other cards keeps it; set with card hooks;
    key_memo: dict[str, Any]
    # - the registry entries whose reminder this run logged (once per card, not per copy); set
    #   when the board holds catalog cards and the turn logs (nothing else logs a reminder).
    _reminded: set

    def __init__(
        self,
        board: Board,
        *,
        priority: tuple[str, ...] | None,
        logging: bool = True,
        strict: bool = True,
    ) -> None:
        self.board = board
        self.players = board.players
        self.active = board.active
        derived = board.derived
        if derived is None:
            derived = board.derived = _derive(board)
        # seat: 0 for the active player, then clockwise; turn_order: the players in that order.
        # The choice and event indexes are read-only: what a run uses is in _used_choices and
        # _used_events.
        self.seat, self.turn_order, self._choices, self._events = derived
        self.vp = dict(board.vp)
        self.madness = dict(board.madness)
        self.madness_in_use = board.madness_in_use
        self.bases = [BaseState(spec) for spec in board.bases]
        self.deck = list(board.deck)
        self.base_discard: list[BaseSpec] = []
        self.priority = priority
        self.logging = logging
        self.strict = strict
        self.entries: list[dict] = []
        self.assumed: list[dict] = []
        self.not_simulated: list[dict] = []
        self._not_simulated_keys: set[tuple] = set()
        # Bases whose printing's text is unknown, run with the other printing's ability.
        self.assumptions: list[dict] = []
        self.skipped_events: list[dict] = []
        self.seen: list[BaseState] = []
        self.scorings: list[Scoring] = []
        self.current: BaseState | None = None
        self.record: Scoring | None = None
        self.flags: set[tuple] = set()
        self.extra_turn: str | None = None
        # The card layer (cards/registry.py). `hooked`: some card of the board carries hooks, so
        # power, breakpoints and protections read the cards in play (and a change of cards
        # resets the totals of the bases whose hooks may read it: _changed). A typed board takes
        # none of these paths.
        self.hooked = board.card_hooks
        self.warnings: list[dict] = list(board.warnings)
        # The card sources in play by kind, recomputed after every change (see _sources).
        self._src: tuple | None = None
        # Built with _src, per base: the auras that may reach its cards (see _auras_on).
        self._auras_on_base: dict = {}
        # Built with _src: the `contribution` and `stops_scoring` sources (by base, everywhere).
        self._extra: tuple = ({}, [], {}, [])
        self._windows: list | None = None
        # The uids of the cards whose abilities another card cancels (the `cancels` hook).
        self._cancelled: set[int] = set()
        # The destination of the move being checked and applied (read by `protect` hooks).
        self.moving_to: BaseState | None = None
        # The type of the card whose effect is acting ("action", "minion"), None when unknown
        # (a base, the rules, a scripted event without "source"); read by `protect` hooks.
        self.effect_source: str | None = None
        # True while a Special is checked against forbid_play hooks ("cannot play Specials").
        self.playing_special = False
        # While a Special's ability is applied (a scripted "special" event): the card and its
        # player, and the cards its effect changed or removed (base, card as it was), which the
        # on_special / on_powered hooks read (Alien Guru, Foxy Green); None otherwise.
        # special_touched is also kept while a card's window hook that is its printed Special
        # runs (_call_card: was that Special used?).
        self.special_played: Card | None = None
        self.special_by: str | None = None
        self.special_touched: list[tuple[BaseState, Card]] | None = None
        # True while the Special applied is that of a card already in play (not played now).
        self.special_in_play = False
        # True while the Special's own effect runs (not the hooks that hear of it): the cards
        # it acts on may be redirected (the `redirect` hook, Ensign).
        self.special_acting = False
        # uid -> power of a card carrying on_destroyed / on_discarded (of any card destroyed
        # while a card carries on_other_destroyed), read just before it was destroyed or
        # discarded with its scored base (Bushi: "while it has 5 or more power").
        self.left_powers: dict[int, int] = {}
        # While on_powered hooks hear of +1 counters: the player whose effect placed them, when
        # known (add_counters' `by`), else None.
        self.powered_by: str | None = None
        # The index in the base deck of the base replacing the scoring base, set by a card
        # (replace_from_deck), read at step 9.
        self._replacement: int | None = None
        # What a card's hook derives from the cards in play alone (e.g. who controls a Microbot
        # Alpha), kept by the hooks until the cards change: emptied by _changed().
        self.card_memo: dict = {}
        # The lasting effects of played cards that are not in play (a one-shot action or a
        # Special whose effect lasts the turn): (the base it acts from, the played card), read
        # like the cards in play by the continuous, cancel, play and window hooks (add_lasting).
        self.lasting: list[tuple[BaseState, Card]] = []
        # What a lasting effect remembers of its play (the minions it covers...): uid -> data.
        self.lasting_data: dict[int, Any] = {}
        # Cards taken until the end of the turn: uid -> the controller to give back.
        self._control_until_eot: dict[int, str | None] = {}
        # The uids of cards this run creates (a card buried from hand): negative, never one of
        # the parsed cards' uids.
        self._next_uid = 0
        # The rule a card operation is logged under: a base ability, or a scripted event's window.
        self.acting_rule = R.BASE_ABILITIES
        self.eligible_at_start: list[str] = []
        # Each base's power and breakpoint at the first check of the scoring phase (the page's
        # live totals): {base id: {"power", "breakpoint", "players", "reaches"}}.
        self.totals_at_start: dict[str, dict] | None = None
        self._floor_logged: set[int] = set()
        self._used_choices: set[int] = set()
        self._used_events: set[int] = set()
        self.game_over = False
        self.winners: list[str] = []
        self.final_scores: dict[str, int] = {}
        # _entered(base, initial=True) for each base, inlined.
        self.seen = list(self.bases)
        for base in self.bases:
            if base.spec.text_unknown:
                self.note_text_unknown(base)
            ability = base.ability
            if ability is not None and ability.status == NOT_SIMULATED:
                self.note_not_simulated(base.id, ability.slug, (ability.reason, ability.reason_fr))
        if board.card_abilities and logging:
            # What the result lists (not_simulated, reminders): the main run only.
            reminders: dict[M.Loc, list] = {}
            self._reminded = set()
            for base in self.bases:
                for card in base.cards:
                    # The test _card_arrives begins with, made here: most cards tell nothing.
                    ability = card.ability
                    if card.key is not None if ability is None else ability.on_arrival:
                        self._card_arrives(base, card, reminders)
            # One line per reminder for the cards in play at the start: many cards share one
            # (every one-shot minion's "type its effect as an event"), and a line per card
            # said the same thing over and over.
            for reminder, (base_id, names) in reminders.items():
                self.log(M.CARD_REMINDER, base_id, card=", ".join(names), reminder=reminder)
        if self.hooked:
            self.key_memo = {}
            self._changed()

    # --- journal ---------------------------------------------------------------------------

    def log(self, message: M.Message, base: str | None = None, /, **params: object) -> None:
        """A log entry: the message rendered in English and French, under the message's rule
        (or, for a message without one, the rule of the window the turn is in)."""
        if self.logging:
            self.entries.append(message.entry(self.acting_rule, base, **params))

    def assume(
        self,
        base: str | None,
        player: str | None,
        ability: str | None,
        choose,
        reason: M.Loc,
        *,
        card: str | None = None,
        options: Callable[[], Iterable[dict]] | None = None,
    ) -> None:
        if self.logging:
            entry = {
                "base": base,
                "player": player,
                "ability": ability,
                "choose": choose,
                "reason": reason[0],
                "reason_fr": reason[1],
            }
            if card is not None:
                # A decision of a card in play: give it as {"card": <id>, "player", "choose"}.
                entry["card"] = card
            if options is not None:
                # The other `choose` a base's decision takes (the page's one-tap buttons, issue
                # 16): listed in the main run only, at most OPTIONS_MAX of them.
                listed = list(islice(options(), OPTIONS_MAX + 1))
                entry["options"] = listed[:OPTIONS_MAX]
                entry["options_cut"] = len(listed) > OPTIONS_MAX
            self.assumed.append(entry)

    def note_not_simulated(self, base: str, ability: str, reason: M.Loc) -> None:
        key = (base, ability, reason)
        if key not in self._not_simulated_keys:
            self._not_simulated_keys.add(key)
            self.not_simulated.append(
                {"base": base, "ability": ability, "reason": reason[0], "reason_fr": reason[1]}
            )

    def note_card_not_simulated(self, base: BaseState, card: Card, reason: M.Loc) -> None:
        """A card's ability (or part of it) that the engine does not apply: listed, with the
        card's id, in `not_simulated`."""
        key = (base.id, card.uid, card.key, reason)
        if key not in self._not_simulated_keys:
            self._not_simulated_keys.add(key)
            self.not_simulated.append(
                {
                    "base": base.id,
                    "card": card.id,
                    "ability": card.key,
                    "reason": reason[0],
                    "reason_fr": reason[1],
                }
            )

    def warn(self, text: M.Loc, **where: object) -> None:
        """An entry of the result's `warnings` (where: "event", "card"... naming the input)."""
        self.warnings.append({**where, "text": text[0], "text_fr": text[1]})

    def _card_arrives(
        self, base: BaseState, card: Card, reminders: dict[M.Loc, list] | None = None
    ) -> None:
        """A catalog card is in play (from the start, or played): list what is not simulated,
        log its reminder (or, with `reminders`, add the card's name under its reminder:
        [base id, or None for several bases, names])."""
        ability = card.ability
        if ability is None:
            buried = card.buried_as
            if buried is not None and buried[0] is not None:
                # Face down: what it would do once uncovered is listed and reminded as for any
                # card.
                ability = buried[0]
            else:
                if card.key is not None:
                    self.note_card_not_simulated(base, card, M.CARD_NO_ENTRY())
                return
        if ability.status == CARD_NOT_SIMULATED:
            self.note_card_not_simulated(base, card, (ability.reason, ability.reason_fr))
        elif ability.reminder and self.logging:
            if ability.copy_target is not None:
                # A copier (it carries a reminder, so other cards pay nothing here): when the
                # board does not say what it copies, it copies nothing, and the result says so.
                if card.copies is None:
                    self.assume(
                        base.id, card.controller, card.key, None, M.COPY_NOT_GIVEN(), card=card.id
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

    def flag(self, *key: object) -> bool:
        """True the first time a once-per-turn key is seen in this run."""
        if key in self.flags:
            return False
        self.flags.add(key)
        return True

    # --- power -----------------------------------------------------------------------------

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

    # --- the card layer: continuous effects (cards/registry.py) -----------------------------

    def _changed(
        self, touched: tuple[BaseState, ...] | None = None, cards: Iterable[Card] = ()
    ) -> None:
        """The cards in play changed: on the `touched` bases (None: anywhere), `cards` came,
        left or were replaced. With card hooks, the sources are filed again when a card with
        continuous or window hooks is among them (a bonus may come from another base, and
        follows its source at once), and a base's totals are recomputed when its own cards
        changed, when what its hooks read changed (BaseState.deps: a card with some key), when
        a source reaching every base came, changed or reads what changed, or when an aura
        reaching every base that gave one of its cards power left play (BaseState.fed). A base
        whose abilities a card cancels acts without them while that card is there."""
        names = self.board.card_hook_names
        if "cancels" in names:
            cancelled = self._cancelled_cards()
            if cancelled != self._cancelled:
                touched = None
            self._cancelled = cancelled
        # The continuous hooks and the window hooks are filed again only when a card carrying
        # some came, left or changed (the filings hold the cards they list).
        refile = rewindow = everywhere = touched is None
        # The keys of the cards that came, left or changed.
        keys: set[str | None] = set()
        # The auras reaching every base that left play: they change only the totals of the
        # bases they gave power to (BaseState.fed).
        left: list[Card] | None = None
        if touched is not None:
            for card in cards:
                ability = card.ability
                if ability is not None:
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
        if rewindow:
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

    def play_forbidden(self, base: BaseState, card: Card, player: str | None) -> M.Loc | None:
        """Why a card in play forbids `player` to play `card` on `base`, or None."""
        if "forbid_play" not in self.board.card_hook_names:
            return None
        cancelled = self._cancelled
        groups = [(b, b.cards) for b in self.bases]
        if self.lasting:
            groups += [(b, (c,)) for b, c in self.lasting]
        for src_base, cards in groups:
            for src in cards:
                own = src.ability
                if own is None or own.forbid_play is None or src.uid in cancelled:
                    continue
                if src_base is not base and own.protect_scope != "everywhere":
                    continue
                reason = own.forbid_play(self, src_base, src, base, card, player)
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
        for base in self.bases:
            for card in base.cards:
                ability = card.ability
                if ability is None:
                    continue
                filed = ability.filed
                if not filed or (cancelled and card.uid in cancelled):
                    continue
                pair = (base, card)
                for hook, anywhere in filed:
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
        auras, auras_all = here["aura"], everywhere["aura"]
        bps, bps_all = here["breakpoint"], everywhere["breakpoint"]
        prots, prots_all = here["protect"], everywhere["protect"]
        contribs, contribs_all = here["contribution"], everywhere["contribution"]
        stops, stops_all = here["stops_scoring"], everywhere["stops_scoring"]
        self._extra = (contribs, contribs_all, stops, stops_all)
        self._everywhere_groups = _group_auras(auras_all) if auras_all else _NO_GROUPS
        self._reaching = [*auras_all, *contribs_all]
        self._reach = _reach_of(self._reaching)
        src = self._src = (auras, auras_all, bps, bps_all, prots, prots_all)
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
        """The cards in play with a scoring-window hook (recomputed after every change)."""
        found = self._windows
        if found is None:
            found = self._windows = []
            cancelled = self._cancelled
            for base in self.bases:
                for card in base.cards:
                    ability = card.ability
                    if (
                        ability is not None
                        and ability.windows
                        and not (cancelled and card.uid in cancelled)
                    ):
                        found.append((base, card))
            if self.lasting:
                found += [pair for pair in self.lasting if pair[1].ability.windows]
        return found

    def _card_bonus(self, base: BaseState, card: Card) -> int:
        """The power the card layer gives `card` on `base`: its own ability and the auras."""
        bonus = 0
        ability = card.ability
        if ability is not None and ability.power is not None and card.uid not in self._cancelled:
            bonus += ability.power(self, base, card)
        # An aura with aura_targets is not asked about the cards it cannot reach.
        everyone, by_controller, by_attached = self._aura_groups(base)
        if everyone is not None:
            for src_base, src, aura in everyone:
                bonus += aura(self, src_base, src, base, card)
        if by_controller is not None:
            found = by_controller.get(card.controller)
            if found is not None:
                for src_base, src, aura in found:
                    bonus += aura(self, src_base, src, base, card)
        if by_attached is not None:
            found = by_attached.get(card.id)
            if found is not None:
                for src_base, src, aura in found:
                    bonus += aura(self, src_base, src, base, card)
        return bonus

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
            for src_base, src, aura, targets in self._auras_on(base):
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
        for card in base.cards:
            kind = card.type
            if kind == BURIED:
                continue
            power = card.power + card.modifier + card.temp
            fighter = kind == MINION or kind == MONSTER
            if fighter:
                power += card.counters
                if bonus is not None:
                    power += bonus(self, base, card)
            own = card.ability
            if own is not None and cancelled and card.uid in cancelled:
                own = None
            if own is not None and own.power is not None:
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
                for src_base, src, aura in everyone:
                    value = aura(self, src_base, src, base, card)
                    if value:
                        power += value
                        fed.append(src)
            if by_controller is not None:
                found = by_controller.get(card.controller)
                if found is not None:
                    for src_base, src, aura in found:
                        value = aura(self, src_base, src, base, card)
                        if value:
                            power += value
                            fed.append(src)
            if by_attached is not None:
                found = by_attached.get(card.id)
                if found is not None:
                    for src_base, src, aura in found:
                        value = aura(self, src_base, src, base, card)
                        if value:
                            power += value
                            fed.append(src)
            if power < 0:
                if fighter and self.logging and card.uid not in self._floor_logged:
                    self._floor_logged.add(card.uid)
                    self.log(M.POWER_FLOOR, base.id, card=card.label(), power=power)
                power = 0
            if kind == TITAN:
                power += card.counters + titan_bonus
            if shares:
                for src_base, src in shares:
                    before = power
                    power = src.ability.contribution(self, src_base, src, base, card, power)
                    if src.ability.ranks_only:
                        # The ranks_only contributions reach minions only (Pin, Siren, Desert
                        # Island, We're Up, You're Down), which always count for a player.
                        unranked += before - power
            owner = card.controller
            if own is not None and own.counts_for is not None:
                reads = own.reads
                if reads is None:
                    reads_any = True
                elif reads:
                    keys = keys | reads
                if own.reads_controlled:
                    keys = keys | own.reads_controlled
                owner = own.counts_for(self, base, card)
                if owner is None:
                    continue
            elif kind == MONSTER and owner is None:
                monsters += power
                continue
            if fighter and contribution is not None:
                power = contribution(self, base, card, power)
            if fighter:
                totals[owner] = totals.get(owner, 0) + power  # type: ignore[index]
            elif power > 0:
                totals[owner] = totals.get(owner, 0) + power  # type: ignore[index]
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
        return cached

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
                owner = card.controller
                if owner is None:
                    monsters += power
                    continue
                if contribution is not None:
                    power = contribution(self, base, card, power)
                totals[owner] = totals.get(owner, 0) + power
            elif kind == ACTION:
                power = card.power + card.modifier + card.temp
                if power > 0:
                    owner = card.controller
                    totals[owner] = totals.get(owner, 0) + power  # type: ignore[index]
            elif kind == TITAN:
                power = card.power + card.modifier + card.temp
                if power < 0:
                    power = 0
                power += card.counters + titan_bonus
                if power > 0:
                    owner = card.controller
                    totals[owner] = totals.get(owner, 0) + power  # type: ignore[index]
        # Every player with an entry in totals may rank (a minion, or power from another card).
        cached = base.cache = (totals, set(totals), monsters, sum(totals.values()))
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
            for src_base, src in (*bps.get(base, ()), *bps_all):
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

    # --- finding things --------------------------------------------------------------------

    def base_by_id(self, base_id: str | None) -> BaseState | None:
        for base in self.bases:
            if base.id == base_id:
                return base
        return None

    def find(self, card_id: str | None) -> tuple[BaseState, Card] | None:
        if card_id is None:
            return None
        for base in self.bases:
            for card in base.cards:
                if card.id == card_id:
                    return base, card
        return None

    def in_play(self, base: BaseState | None) -> bool:
        if base is not None:
            for other in self.bases:
                if other is base:
                    return True
        return False

    def titan_of(self, player: str | None) -> tuple[BaseState, Card] | None:
        for base in self.bases:
            for card in base.cards:
                if card.type == TITAN and card.controller == player:
                    return base, card
        return None

    # --- player decisions ------------------------------------------------------------------

    def choice_for(self, base_id: str, player: str) -> Choice | None:
        for choice in self._choices.get((base_id, player), ()):
            if choice.index not in self._used_choices:
                self._used_choices.add(choice.index)
                return choice
        return None

    def card_choice(self, card: Card, player: str) -> Choice | None:
        """The next unused choice given in the input for this card in play and player."""
        if card.id is None:
            return None
        for choice in self._choices.get((("card", card.id), player), ()):  # type: ignore[arg-type]
            if choice.index not in self._used_choices:
                self._used_choices.add(choice.index)
                return choice
        return None

    def ask_card(
        self,
        base: BaseState,
        card: Card,
        player: str,
        what: M.Loc,
        default_accept: bool = False,
    ) -> Choice | None:
        """A card's "may": the player's choice for this card, or None (declined; without a
        choice in the input the result lists the assumption). `what` is an infinitive.
        With `default_accept`, a missing choice is assumed accepted instead (an empty choice
        is returned, and listed in assumed_choices): for a card whose "may" is its purpose."""
        choice = self.card_choice(card, player)
        if choice is None and default_accept:
            self.assume(
                base.id,
                player,
                card.key,
                {},
                M.ASK_ASSUMED_YES(player=player, what=what),
                card=card.id,
            )
            accepted = Choice(-1, None, player)
            accepted.declined = False
            accepted.of_card = card.id
            return accepted
        if choice is None:
            self.assume(
                base.id,
                player,
                card.key,
                None,
                M.ASK_NO_CHOICE(player=player, what=what),
                card=card.id,
            )
            return None
        if choice.declined:
            self.log(M.ASK_DECLINES, base.id, player=player, what=what)
            return None
        return choice

    def log_card(self, base: BaseState, card: Card, text: M.Loc) -> None:
        """A log line about what a card does."""
        self.log(M.CARD_ACTS, base.id, card=card.label(), text=text)

    def reject(self, choice: Choice, key: str, error: E.Message, **params: Any) -> None:
        """A choice that cannot apply: an error in the main run, a declined choice elsewhere.

        `error` and its parameters come from error_messages.py; the text is only rendered here,
        in the main run.
        """
        if self.strict:
            field = choice.field or f"choices[{choice.index}]"
            raise BoardError(f"{field}.choose.{key}", *error(**params))

    def chosen_card(
        self, choice: Choice, candidates: Iterable[tuple[BaseState, Card]], what: M.Loc
    ) -> tuple[BaseState, Card] | None:
        """The card the choice names among candidates; `what` describes them (both languages)."""
        if choice.card is None:
            self.reject(choice, "card", E.CHOSEN_ID_REQUIRED, what=what)
            return None
        for base, card in candidates:
            if card.id == choice.card:
                return base, card
        self.reject(choice, "card", E.CHOSEN_IS_NOT, id=choice.card, what=what)
        return None

    def chosen_base(
        self, choice: Choice, candidates: Iterable[BaseState], what: M.Loc
    ) -> BaseState | None:
        """The base the choice names among candidates; `what` describes them (both languages)."""
        if choice.to is None:
            self.reject(choice, "to", E.CHOSEN_ID_REQUIRED, what=what)
            return None
        for base in candidates:
            if base.id == choice.to:
                return base
        self.reject(choice, "to", E.CHOSEN_IS_NOT, id=choice.to, what=what)
        return None

    # --- VP --------------------------------------------------------------------------------

    def gain_vp(self, player: str, amount: int, base: BaseState, why: M.Loc) -> None:
        if amount <= 0:
            return
        self.vp[player] = self.vp.get(player, 0) + amount
        if self.record is not None and (self.current is base or self.record.base == base.id):
            for standing in self.record.standings:
                if standing.player == player:
                    standing.bonus += amount
        self.log(M.GAINS_VP, base.id, player=player, amount=amount, why=why)

    def lose_vp(self, player: str, amount: int, base: BaseState, why: M.Loc) -> None:
        """`player` loses up to `amount` VP (a score never goes below 0)."""
        amount = min(amount, self.vp.get(player, 0))
        if amount <= 0:
            return
        self.vp[player] -= amount
        if self.record is not None and (self.current is base or self.record.base == base.id):
            for standing in self.record.standings:
                if standing.player == player:
                    standing.bonus -= amount
        self.log(M.LOSES_VP, base.id, player=player, amount=amount, why=why)

    # --- card operations (events and abilities) --------------------------------------------

    def _carrying(
        self, hook: str, skip: Card | None = None
    ) -> Iterator[tuple[BaseState, Card, Any]]:
        """(base, card, hook function) of each card in play carrying the card-layer hook `hook`
        (not cancelled, not `skip`), in table order. The bases and their cards are read as the
        loop reaches them, and a card a previous hook removed from play is passed over: the
        callers' hooks may change the cards in play (and what is cancelled: read each time)."""
        for base in list(self.bases):
            for card in list(base.cards):
                own = card.ability
                if own is None or card is skip:
                    continue
                function = getattr(own, hook)
                if function is not None and card.uid not in self._cancelled and card in base.cards:
                    yield base, card, function

    def madness_drawn(self, player: str, count: int) -> None:
        """`player` just drew `count` Madness cards (a base or a card): the card layer's
        on_madness_drawn hooks."""
        if not (self.hooked and "on_madness_drawn" in self.board.card_hook_names):
            return
        for src_base, src, hook in self._carrying("on_madness_drawn"):
            hook(self, src_base, src, player, count)

    def add_card(self, base: BaseState, card: Card) -> None:
        base.cards.append(card)
        base.cache = None
        base.pristine = False
        if self.hooked:
            self._changed((base,), (card,))

    def replace_card(self, base: BaseState, old: Card, new: Card) -> None:
        base.cache = None
        base.pristine = False
        if self.special_touched is not None:
            self.special_touched.append((base, old))
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
        if self.special_touched is not None:
            self.special_touched.append((base, card))
        if self.hooked:
            self._changed((base,), (card,))
        cards = base.cards
        for i, other in enumerate(cards):
            if other is card:
                del cards[i]
                return

    def add_temp(self, base: BaseState, card: Card, amount: int) -> Card:
        new = card.evolve(temp=card.temp + amount)
        self.replace_card(base, card, new)
        return new

    def add_counters(
        self, base: BaseState, card: Card, count: int, why: M.Loc, by: str | None = None
    ) -> Card:
        """`count` +1 power counters on `card` (removed when negative); `by`: the player whose
        effect places them when known (a scripted event's "by"), read by on_powered hooks as
        game.powered_by."""
        if self.special_acting:
            card = self.redirected(base, card)
        new_count = card.counters + count
        if new_count < 0:
            new_count = 0
        new = card.evolve(counters=new_count)
        self.replace_card(base, card, new)
        self._log_counters(base, card, count, new_count, why)
        if count > 0 and self.hooked and "on_powered" in self.board.card_hook_names:
            outer, self.powered_by = self.powered_by, by
            try:
                self._powered(base, new, new_count - card.counters, "counters")
            finally:
                self.powered_by = outer
        return new

    def _powered(self, base: BaseState, card: Card, amount: int, how: str) -> None:
        """The card layer's `on_powered` hooks: `card`'s power was just raised by `amount`."""
        for src_base, src, hook in self._carrying("on_powered"):
            hook(self, src_base, src, base, card, amount, how)

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

    def blocked(
        self, base: BaseState, card: Card, by: str | None, what: str = "affect"
    ) -> M.Loc | None:
        """Why an effect of player `by` (None: a base or the rules) cannot do `what` ("destroy",
        "move", "return", "affect") to this card here, or None. A protection always wins over an
        effect that would act ("cannot" beats "can": the base game rulebook's conflict rule)."""
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
        for src_base, src in sources:
            for asked in asks:
                reason = src.ability.protect(self, src_base, src, base, card, asked, by)
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
        by = self.special_by
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

    def destroy(self, base: BaseState, card: Card, by: str | None, why: M.Loc) -> bool:
        if self.special_acting and by == self.special_by:
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
        self._left_play(base, card, M.HOW_DESTROYED(why=why), destroyed=True, by=by)
        if self.hooked or self.board.card_abilities:
            # The minion goes to the discard pile unless the base sends it elsewhere.
            to_discard = not (ability is not None and ability.destroy_destination)
            self._attached_leave(base, card, minion_discarded=to_discard)
        if ability is not None and ability.after_destroy is not None:
            ability.after_destroy(self, base, card, by)
        for other in list(self.bases):
            hook = other.ability.any_destroy if other.ability else None
            if hook is not None:
                hook(self, other, base, card, by)
        if self.hooked:
            self._after_card_destroyed(base, card, by, own)
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

    def _left_play(
        self,
        base: BaseState,
        card: Card,
        how: M.Loc,
        *,
        destroyed: bool = False,
        by: str | None = None,
        to_hand: bool = False,
    ) -> None:
        if not self.logging:
            return
        if card.type == MONSTER:
            treasures: M.Loc | str = ""
            if destroyed and card.treasures:
                if by is not None:
                    treasures = M.LEFT_MONSTER_TREASURES(player=by, count=card.treasures)
                else:
                    treasures = M.LEFT_MONSTER_TREASURES_BY(count=card.treasures)
            self.log(M.LEFT_MONSTER, base.id, card=card.label(), how=how, treasures=treasures)
        elif card.type == TITAN:
            self.log(M.LEFT_TITAN, base.id, card=card.label(), how=how, owner=card.owner)
        elif card.type == BURIED:
            self.log(M.LEFT_BURIED, base.id, card=card.label(), how=how, owner=card.owner)
        else:
            ability = base.ability
            if destroyed and ability is not None and ability.destroy_destination:
                where = (ability.destroy_destination, ability.destroy_destination_fr)
            else:
                where = (M.TO_HAND if to_hand else M.TO_DISCARD)(owner=card.owner)
            counters = M.COUNTERS_REMOVED(count=card.counters) if card.counters else ""
            self.log(
                M.LEFT_CARD, base.id, card=card.label(), how=how, where=where, counters=counters
            )

    def return_to_hand(self, base: BaseState, card: Card, by: str | None, why: M.Loc) -> bool:
        if self.special_acting and by == self.special_by:
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
        self._left_play(base, card, M.HOW_RETURNED(why=why), to_hand=True)
        if self.board.card_abilities:
            self._attached_leave(base, card)
        return True

    def place_in_deck(self, base: BaseState, card: Card, by: str | None, why: M.Loc) -> bool:
        """The card leaves play to the bottom of its owner's deck (not destroyed)."""
        if self.special_acting and by == self.special_by:
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
                where=M.TO_DECK_BOTTOM(owner=card.owner),
                counters=M.COUNTERS_REMOVED(count=card.counters) if card.counters else "",
            )
        if self.board.card_abilities:
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
        if self.special_acting and by == self.special_by:
            card = self.redirected(src, card)
        self.moving_to = dst
        try:
            reason = self.blocked(src, card, by, "move")
        finally:
            self.moving_to = None
        if reason:
            self.log(M.NOT_MOVED, src.id, card=card.label(), why=why, reason=reason)
            return False
        if self.held_back(src, card, by, why):
            return False
        attachments = self._attachments(src, card) if self.board.card_abilities else ()
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
        own = self.ability_of(card)
        if own is not None and own.on_moved is not None:
            own.on_moved(self, dst, card, src, by)
        for other_base, other, hook in self._carrying("on_other_moved", skip=card):
            hook(self, other_base, other, dst, card, src, by)

    def play(self, card: Card, dst: BaseState, by: str | None, why: M.Loc) -> bool:
        if self.hooked:
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
        if self.hooked and card in dst.cards and "on_other_played" in self.board.card_hook_names:
            for other_base, other, hook in self._carrying("on_other_played", skip=card):
                if other_base is dst or other.ability.play_scope == "everywhere":  # type: ignore[union-attr]
                    hook(self, other_base, other, dst, card, card.controller)
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

    # --- bases entering and leaving --------------------------------------------------------

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
        self.entries.append(message.entry(self.acting_rule, base.id, base=label))

    def discard_cards(self, base: BaseState, why: M.Loc | None) -> None:
        """Every card on a base leaves play at once (after scoring, or with the base)."""
        cards = base.cards
        base.cards = []
        base.cache = None
        base.pristine = False
        if self.hooked and cards:
            # (A base already empty changed nothing: remove_base empties it before it goes.)
            self._changed((base,), cards)
        if not cards or not self.logging:
            return
        counts: dict[str, int] = {}
        for card in cards:
            counts[card.type] = counts.get(card.type, 0) + 1
        parts = [M.CARD_COUNTS[kind].both(count=n) for kind, n in sorted(counts.items())]
        self.entries.append(
            M.DISCARD.entry(
                self.acting_rule,
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
                    self.acting_rule,
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

    # --- events ----------------------------------------------------------------------------

    def run_events(self, when: str, base_id: str | None) -> None:
        for event in self._events.get((when, base_id), ()):
            if event.index not in self._used_events:
                self._used_events.add(event.index)
                self.apply_event(event)

    def skip(self, event: Event, reason: M.Loc) -> None:
        self.skipped_events.append(
            {"event": event.index, "reason": reason[0], "reason_fr": reason[1]}
        )
        self.log(M.EVENT_SKIPPED, None, index=event.index, action=event.action, reason=reason)

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
    }

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
        if found is not None:
            # The Special of a card already in play (e.g. a minion's "Special:").
            card = found[1]
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
                self.playing_special = True
                try:
                    forbidden = self.play_forbidden(where, card, player)
                finally:
                    self.playing_special = False
                if forbidden:
                    self.skip_with_warning(event, forbidden)
                    return
        self.log(M.PLAYS_SPECIAL, event.base, player=player, card=card.label(), why=why)
        self.special_played, self.special_by, self.special_touched = card, player, []
        self.special_in_play = found is not None
        try:
            self.special_acting = True
            try:
                reason = ability.special(self, event.when, scoring, card, player, event.choose)
            finally:
                self.special_acting = False
            if reason:
                self.skip_with_warning(event, reason)
                return
            self.special_heard(card, player, event.when, scoring)
            self.special_used(card, player, event.when, scoring)
        finally:
            self.special_played, self.special_by, self.special_touched = None, None, None
            self.special_in_play = False

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
        for other_base, other, hook in self._carrying("on_special"):
            hook(self, other_base, other, card, player, window, scoring)

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

    def boost(self, base: BaseState, card: Card, amount: int, why: M.Loc) -> Card:
        """`card` gets `amount` power until the end of the turn."""
        if self.special_acting:
            card = self.redirected(base, card)
        new = self.add_temp(base, card, amount)
        self.log(M.BOOSTS, base.id, card=card.label(), amount=_signed(amount), why=why)
        if amount > 0 and self.hooked and "on_powered" in self.board.card_hook_names:
            self._powered(base, new, amount, "boost")
        return new

    def add_breakpoint_temp(self, base: BaseState, amount: int, why: M.Loc) -> None:
        """The breakpoint of `base` changes by `amount` until the end of the turn."""
        base.temp_modifier += amount
        self.log(
            M.BREAKPOINT_CHANGES, base.id, base=base.text_label, amount=_signed(amount), why=why
        )

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

    def take_control(
        self, base: BaseState, card: Card, by: str, why: M.Loc, *, until_end_of_turn: bool = False
    ) -> bool:
        """Player `by` takes control of `card` (for good, or until the end of the turn)."""
        if self.special_acting and by == self.special_by:
            card = self.redirected(base, card)
        reason = self.blocked(base, card, by)
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

    def _end_of_turn(self) -> None:
        """Phase 5 (base game rulebook, "Fin de tour"): the cards in play with an `end_of_turn`
        hook act, in table order (listed in assumed_choices when several do), before the
        end-of-game check."""
        found = [
            (base, card)
            for base in self.bases
            for card in base.cards
            if card.ability is not None
            and card.ability.end_of_turn is not None
            and card.uid not in self._cancelled
        ]
        if len(found) > 1:
            self.assume(
                None,
                self.active,
                None,
                {"order": [card.id for _, card in found]},
                M.END_OF_TURN_ORDER(player=self.active),
            )
        for located in found:
            now = self._locate(located[1], located[0])
            if now is not None and now[1].uid not in self._cancelled:
                self.effect_source = now[1].type if now[1].type in (ACTION, MINION) else None
                try:
                    now[1].ability.end_of_turn(self, now[0], now[1])  # type: ignore[union-attr]
                finally:
                    self.effect_source = None

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

    # --- burying and uncovering (issue 15; Grosse Boîte pour Geek booklet p. 8) -------------

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
        if dst is not base:
            self.moving_to = dst
        try:
            reason = self.blocked(base, card, by, "move" if dst is not base else "affect")
        finally:
            self.moving_to = None
        if reason:
            self.log(M.UNAFFECTED, base.id, card=card.label(), reason=reason)
            return None
        player = by if by is not None else card.controller
        self.remove_card(base, card)
        if self.board.card_abilities:
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
        if entry is not None and entry.on_uncovered is not None and new.uid not in self._cancelled:
            entry.on_uncovered(self, base, new, player)
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

    def apply_event(self, event: Event) -> None:
        self.acting_rule = self.EVENT_RULES[event.when]
        self.effect_source = event.source
        if event.action == "special" and event.card is not None:
            self.effect_source = event.card.type
        try:
            self._apply_event(event)
        finally:
            self.acting_rule = R.BASE_ABILITIES
            self.effect_source = None

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
        elif action in ("play", "play_titan"):
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

    # --- the Conquest phase ----------------------------------------------------------------

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
                    self.acting_rule, None, details=("; ".join(en), " ; ".join(fr))
                )
            else:
                entry = M.ELIGIBILITY_NO_BASE.entry(self.acting_rule, None)
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
        if len(eligible) > 1 and self.logging:
            reason = M.ORDER_ASSUMED_UNLISTED if self.priority is not None else M.ORDER_ASSUMED_NONE
            self.assume(chosen.id, self.active, None, {"order": [b.id for b in eligible]}, reason())
        return chosen

    def run(self) -> None:
        for event in self.board.events:
            if event.when == "now" and event.index not in self._used_events:
                self._used_events.add(event.index)
                self.apply_event(event)
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
                    self.acting_rule,
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

    # --- the card layer: scoring windows and simultaneous effects -----------------------------

    def _window_cards(self, hook: str, scoring: BaseState) -> list[tuple[BaseState, Card]]:
        """The cards in play whose `hook` acts when `scoring` scores, in table order: those on
        the scoring base, and those anywhere whose entry has window_scope="everywhere"."""
        found = []
        for base, card in self._window_sources():
            ability = card.ability
            if getattr(ability, hook) is not None and (
                base is scoring or ability.window_scope == "everywhere"
            ):
                found.append((base, card))
        return found

    def _locate(self, card: Card, near: BaseState | None = None) -> tuple[BaseState, Card] | None:
        """Where a card is now (it may have moved, or been replaced by a changed copy); `near`:
        the base to look at first, where it was (a uid is in play once at most)."""
        uid = card.uid
        if near is not None:
            for other in near.cards:
                if other.uid == uid:
                    return near, other
        for base in self.bases:
            if base is not near:
                for other in base.cards:
                    if other.uid == uid:
                        return base, other
        return None

    def _call_card(
        self, hook: str, scoring: BaseState, located: tuple[BaseState, Card], standings
    ) -> None:
        """A card's window hook, if the card is still in play when its turn comes."""
        now = self._locate(located[1], located[0])
        if now is None:
            if located not in self.lasting:
                return
            # A lasting effect of a played card: it acts from where it was played.
            now = located
        base, card = now
        if base is not scoring and card.ability.window_scope != "everywhere":  # type: ignore[union-attr]
            return
        fn = getattr(card.ability, hook)
        # What this card does is an effect of a card of its type (see effect_source).
        self.effect_source = card.type if card.type in (ACTION, MINION) else None
        heard = card.ability.window_special and "on_special_used" in self.board.card_hook_names  # type: ignore[union-attr]
        if heard:
            # Its Special: used when it changed a card, VP or Madness (registry: on_special_used).
            before = (dict(self.vp), dict(self.madness))
            self.special_touched = []
        try:
            if hook == "before_scoring":
                fn(self, scoring, base, card)
            else:
                fn(self, scoring, base, card, standings)
        finally:
            self.effect_source = None
            if heard:
                touched, self.special_touched = self.special_touched, None
        if heard and (touched or before != (self.vp, self.madness)):
            window = "before_scoring" if hook == "before_scoring" else "after_scoring"
            self.special_used(card, card.controller, window, scoring)

    def _window(self, hook: str, scoring: BaseState, standings) -> None:
        """One window of simultaneous effects (before / after scoring): the scoring base's own
        effect and the cards', in the order the active player chose (all-rules booklet p. 6)."""
        effects: list[tuple[str | None, Any]] = []
        ability = scoring.ability
        base_hook = getattr(ability, hook) if ability is not None else None
        if base_hook is not None:
            if hook == "before_scoring":
                effects.append((scoring.id, lambda: base_hook(self, scoring)))
            else:
                effects.append((scoring.id, lambda: base_hook(self, scoring, standings)))
        for located in self._window_cards(hook, scoring):
            effects.append(
                (
                    located[1].id,
                    lambda located=located: self._call_card(hook, scoring, located, standings),
                )
            )
        if len(effects) > 1:
            effects = self._order_effects(hook, scoring, effects)
        for _, run in effects:
            if hook == "after_scoring" and not self.in_play(scoring):
                break
            run()

    def _order_effects(self, hook: str, scoring: BaseState, effects: list) -> list:
        """The order of simultaneous effects: the active player's `order` choice for the
        scoring base (ids of the cards / the base whose effects come first), else the base's
        first and then the cards in table order (listed in assumed_choices)."""
        window = M.WINDOW_BEFORE() if hook == "before_scoring" else M.WINDOW_AFTER()
        ids = [effect_id for effect_id, _ in effects if effect_id is not None]
        for choice in self._choices.get((scoring.id, self.active), ()):
            if choice.index in self._used_choices or not choice.order:
                continue
            if not all(i in ids for i in choice.order):
                continue
            self._used_choices.add(choice.index)
            rank = {effect_id: n for n, effect_id in enumerate(choice.order)}
            ordered = sorted(
                effects,
                key=lambda e: rank.get(e[0], len(rank)),  # type: ignore[arg-type]
            )
            self.log(
                M.SIMULTANEOUS_ORDER,
                scoring.id,
                player=self.active,
                window=window,
                ids=", ".join(str(e[0]) for e in ordered),
            )
            return ordered
        self.assume(
            scoring.id,
            self.active,
            None,
            {"order": ids},
            M.SIMULTANEOUS_ASSUMED(),
        )
        return effects

    def _card_powers(self, base: BaseState) -> dict[str, int]:
        """Each card's own power here when VP are awarded (a card whose power counts for
        nobody keeps it here); with catalog cards, the log explains each one."""
        explain = self.logging and self.board.card_abilities
        if not self.hooked and not explain and base.ability is None:
            # A typed board: the powers of totals(), without a call per card.
            powers: dict[str, int] = {}
            for card in base.cards:
                card_id = card.id
                if card_id is None:
                    continue
                kind = card.type
                if kind == MINION or kind == MONSTER:
                    power = card.power + card.counters + card.modifier + card.temp
                elif kind == TITAN or (kind == ACTION and card.power):
                    power = card.power + card.modifier + card.temp
                else:
                    continue
                if power < 0:
                    power = 0
                if kind == TITAN:
                    power += card.counters
                powers[card_id] = power
            return powers
        powers = {}
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
        for card in base.cards:
            kind = card.type
            if kind == BURIED or card.id is None:
                continue
            own = card.ability
            if (
                kind == ACTION
                and not card.power
                and not (own is not None and own.power is not None)
            ):
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
                and not reach_all
                and card.controller not in reach_controllers
                and card.id not in reach_ids
                and not shares
            ):
                # Nothing can change its power: its printed power and counters (what power()
                # gives), without asking the hooks.
                power = card.power + card.counters if fighter else card.power
                powers[card.id] = power
                unmodified.append(self._unmodified(card, power))
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
                unmodified.append(self._unmodified(card, power))
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
                    self.acting_rule,
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

    @staticmethod
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

    def _award(self, base: BaseState, standings: list[Standing]) -> None:
        vp = self.vp
        for s in standings:
            vp[s.player] += s.vp
        if not self.logging:
            return
        label = base.text_label
        base_id = base.id
        entries = self.entries
        rule = self.acting_rule
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

    # --- end of the turn -------------------------------------------------------------------

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

    # --- the position after the turn -------------------------------------------------------

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
        data["base_deck"] = [
            spec.to_json(spec.cards, spec.breakpoint_modifier, spec.counters) for spec in self.deck
        ]
        return data

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
