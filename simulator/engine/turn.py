"""One Conquest phase and the end of the turn, step by step as the all-rules booklet lists them.

`Turn` is built from a validated Board and run once; the parsed board is never mutated (each run
copies the per-base card lists, and a card that changes is replaced by a new Card). Base
abilities and card hooks receive the running Turn as `game` and use its public methods (totals,
choice_for, destroy, move, play...).

Turn is the facade of the engine's parts, one module per concern (see README.md beside this
file): it holds the run's state (set up below) and inherits its methods from them, so a hook's
`game.<method>(...)` is one attribute lookup, as cheap as before the split, and the hot paths
(totals, power, breakpoint) call each other directly.
"""

from __future__ import annotations

from typing import Any

from . import messages as M
from . import work as W
from .abilities.base import NOT_SIMULATED
from .actions import CardActions
from .base_changes import BaseChanges
from .buried import Burying
from .card_layer import _NO_GROUPS, CardLayer, _reach_of
from .conquest import Conquest
from .effect import NO_EFFECT, Acting, Effect, replaced
from .effect_plays import EffectPlays
from .events import ScriptedEvents
from .hands import Hands
from .journal import Journal
from .model import BaseSpec, Board, Card
from .play_phase import PlayPhase
from .power import Power
from .power_changes import PowerChanges
from .reactions import Reactions
from .result import ResultDocument
from .table import BaseState, Scoring, Table, _derive
from .windows import ScoringWindows


class Turn(
    Table,
    Journal,
    CardLayer,
    Power,
    CardActions,
    PowerChanges,
    Burying,
    BaseChanges,
    ScriptedEvents,
    PlayPhase,
    Hands,
    Reactions,
    EffectPlays,
    Conquest,
    ScoringWindows,
    ResultDocument,
):
    """The state of one run of the turn; its methods come from the parts above."""

    # Every attribute of a run, declared: the parts declare none (`__slots__ = ()`), so a Turn
    # has no instance dict. CPython 3.11 keeps an instance's attributes inline only up to 30
    # names; past them (a run has about 80) it makes a real dict, and then no
    # `self.method(...)` or `game.method(...)` call is specialized by the interpreter: each
    # one looks the name up in full. With slots the typed and catalog bench boards run about
    # 3.5 % fewer instructions and 5 % faster (bench/HISTORY.md, session 26). A new attribute
    # goes here (tests/engine/test_turn_slots.py checks that each one set is declared).
    __slots__ = (
        "_asking",
        "_aura_groups_on_base",
        "_auras_on_base",
        "_cancelled",
        "_choices",
        "_control_until_eot",
        "_events",
        "_everywhere_groups",
        "_extra",
        "_extra_made",
        "_floor_logged",
        "_grants",
        "_in_play",
        "_made",
        "_next_uid",
        "_not_simulated_keys",
        "_played_uids",
        "_reach",
        "_reaching",
        "_reminded",
        "_replacement",
        "_src",
        "_src_kept",
        "_talent_users",
        "_used_choices",
        "_used_events",
        "_windows",
        "active",
        "assumed",
        "assumptions",
        "base_discard",
        "bases",
        "beyond_plays",
        "board",
        "card_memo",
        "current",
        "decider",
        "deck",
        "declined_choices",
        "effect",
        "eligible_at_start",
        "entries",
        "extra_turn",
        "final_scores",
        "flags",
        "game_over",
        "hand_size",
        "hands",
        "hooked",
        "key_memo",
        "lasting",
        "lasting_data",
        "left_powers",
        "logging",
        "madness",
        "madness_in_use",
        "not_simulated",
        "played_now",
        "players",
        "plays",
        "priority",
        "probe",
        "record",
        "scorings",
        "seat",
        "seen",
        "skipped_events",
        "strict",
        "table_changes",
        "to_hand_instead",
        "out_of_game",
        "totals_at_start",
        "turn_order",
        "vp",
        "warnings",
        "winners",
        "work",
        "work_limit",
    )

    def __init__(
        self,
        board: Board,
        *,
        priority: tuple[str, ...] | None,
        logging: bool = True,
        strict: bool = True,
        work_limit: int | None = None,
    ) -> None:
        self.board = board
        # The card layer's caches of the auras reaching every base (CardLayer: filed at the
        # first totals of a board with card hooks), and the choices a run that is not strict
        # declined (Table.declined_choices).
        self._everywhere_groups = _NO_GROUPS
        self._reaching = self._reach = self._src_kept = None
        self.declined_choices = None
        # The card-rule evaluations this run made, and how many it may make (work.py; the main
        # run's limit by default): past the limit, Power._spend raises WorkSpent and the run is
        # abandoned.
        self.work = 0
        self.work_limit = W.MAIN_RUN_LIMIT if work_limit is None else work_limit
        # The number of cards in play, counted when work is charged (None: to count again).
        self._in_play: int | None = None
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
        # What is acting (effect.py): replaced, never mutated, around an action; handed to the
        # hooks that depend on it.
        self.effect: Effect = NO_EFFECT
        # An effect and that effect asking (Actions.blocked(asking=True)), made once.
        self._asking: tuple[Effect, Effect] | None = None
        # The advisor's script of the played cards' decisions (advisor.Probe), or None: a play
        # ability's decision that no choose gives asks it instead of assuming (plays/context.py).
        self.probe: Any = None
        # The advisor's record and script of the active player's decisions in this run (those
        # after the plays tried: advice_decisions.Decider), or None: asked where the input
        # gives no choice.
        self.decider: Any = None
        # uid -> power of a card carrying on_destroyed / on_discarded (of any card destroyed
        # while a card carries on_other_destroyed), read just before it was destroyed or
        # discarded with its scored base (Bushi: "while it has 5 or more power").
        self.left_powers: dict[int, int] = {}
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
        self.eligible_at_start: list[str] = []
        # Each base's power and breakpoint at the first check of the scoring phase (the page's
        # live totals): {base id: {"power", "breakpoint", "players", "reaches"}}.
        self.totals_at_start: dict[str, dict] | None = None
        self._floor_logged: set[int] = set()
        self._used_choices: set[int] = set()
        self._used_events: set[int] = set()
        # The Play phase (issue 27, play_phase.py): the hands (player -> cards; None when the
        # input gives none and no played card returned a card), the cards in each hand
        # (hand_size, kept up to date), the result's `plays`, the extra plays granted, the
        # minions and actions the active player played (plays_made included), the uids of the
        # cards played through a play ability (their scoring reminder is not shown).
        hands = board.hands
        self.hands: dict[str, list[Card]] | None = (
            None if hands is None else {p: list(cards) for p, cards in hands.items()}
        )
        self.hand_size = dict(board.hand_size)
        self.plays: list[dict] = []
        self._grants: list = []
        self._made = {"minion": board.plays_made[0], "action": board.plays_made[1]}
        # The minions and actions played with an extra play a card granted (the warning beyond
        # the turn's plays counts every card played before, these too).
        self._extra_made = {"minion": 0, "action": 0}
        # Each change of the cards on the bases, of a breakpoint or of a player's power at a base
        # (Actions.add_card / replace_card / remove_card, breakpoint changes, add_player_power):
        # PlayPhase._table_mark compares it before and after a play's ability.
        self.table_changes = 0
        self._played_uids: set[int] = set()
        # The play events played beyond the turn's plays (warned; the advisor drops them).
        self.beyond_plays: list[int] = []
        self.played_now: set[int] = set()
        # The cards that go to their owner's hand instead of the discard pile for the rest of
        # the turn (Fast as Lightning), by uid: the label of the card that says so.
        self.to_hand_instead: dict[int, str] = {}
        # The one-shot cards whose ability places them in the box once resolved (POD Insanity,
        # Wish), by uid: not in a discard pile (Play.to_box).
        self.out_of_game: set[int] = set()
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
            # A card whose Talent a talent event uses: its reminder (how to type what it does
            # when played) is not for it (the Talent is applied, or said not simulated).
            self._talent_users = frozenset(e.card_id for e in board.events if e.action == "talent")
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

    def acting(self, **fields: Any) -> Acting:
        """The effect in force with `fields` replaced, in force for the time of a `with` block;
        the effect in force before it is put back after (effect.py)."""
        return Acting(self, replaced(self.effect, fields))

    def fork(self, board: Board) -> Turn:
        """A copy of this run between two events of its Play phase (before the Conquest), that
        goes on with `board`: this run's board with more events (the advisor's next play),
        without applying again the events already applied (they stay in _used_events).

        During a run the cards are values (a change replaces the card: model.Card), the board's
        specs and the abilities are read-only: all are shared. The containers an action
        changes are copied (the bases with their cards, the hands, the extra plays granted, the
        sets and dicts of the run), and the bases the run refers to are the copies. Of the card
        layer's caches, each base's totals are kept (true of the copy, whose cards are the
        same: the next change forgets those it changes, CardLayer._changed), and so are the
        sources reaching every base (which _changed reads); those filed by base are built again
        when next asked (_sources). The advisor's tests compare every candidate resolved from a
        fork with the same plays resolved from the start."""
        if self.current is not None or self.scorings or self.effect != NO_EFFECT:
            raise ValueError("a run forks only between two events of its Play phase")
        # The attributes set (a slot set only with card hooks or a log may be unset).
        state = {}
        for name in Turn.__slots__:
            try:
                state[name] = getattr(self, name)
            except AttributeError:
                continue
        for name, value in state.items():
            kind = type(value)
            if kind is list:
                state[name] = list(value)
            elif kind is dict:
                state[name] = dict(value)
            elif kind is set:
                state[name] = set(value)
        # The lasting facts may hold containers that hooks add to in place (first_in_effect's
        # effects met, Oogie Boogie's set): the copy has its own, or a later run's additions
        # would show in its siblings (Field of Honor giving its VP once for all of them).
        state["lasting_data"] = {
            key: type(value)(value) if type(value) in (list, set, dict) else value
            for key, value in self.lasting_data.items()
        }
        copies = {id(base): base.copy() for base in self.bases}

        def mapped(base: BaseState) -> BaseState:
            found = copies.get(id(base))
            if found is None:
                found = copies[id(base)] = base.copy()
            return found

        state["bases"] = [mapped(base) for base in self.bases]
        state["seen"] = [mapped(base) for base in self.seen]
        state["lasting"] = [(mapped(base), card) for base, card in self.lasting]
        if self.hands is not None:
            state["hands"] = {player: list(cards) for player, cards in self.hands.items()}
        state["_grants"] = [g.copy() for g in self._grants]
        reaching = state.get("_reaching")
        if reaching is not None:
            state["_reaching"] = reaching = [(mapped(base), card) for base, card in reaching]
            state["_reach"] = _reach_of(reaching)
        # The filings by base (auras, breakpoints, protections, windows): built again from the
        # copies when next asked.
        state.update(
            _src=None,
            _src_kept=None,
            _windows=None,
            _auras_on_base={},
            _aura_groups_on_base={},
            _extra=({}, [], {}, []),
            _in_play=None,
            card_memo={},
            probe=None,
            decider=self.decider.copy() if self.decider is not None else None,
            board=board,
        )
        derived = board.derived
        if derived is None:
            derived = board.derived = _derive(board)
        state["seat"], state["turn_order"], state["_choices"], state["_events"] = derived
        if self.hooked:
            # What hooks derived from the cards of one key may name a base: found again.
            state["key_memo"] = {}
        other = Turn.__new__(Turn)
        for name, value in state.items():
            setattr(other, name, value)
        return other
