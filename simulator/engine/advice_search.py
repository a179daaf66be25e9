"""The advisor's search (issue 29): every legal use of the active player's turn from a hand,
each candidate resolved by the same Turn as `simulate` (advisor.py ranks them and answers).

A candidate is the board plus `play` events of hand cards (and, after the walk, `special`
events using the hand's Specials: advice_specials.py), resolved by the same Turn as
`simulate` (the Play phase, the Conquest phase, the end of the turn), without its log. The search
walks a tree (breadth first, so that the fewest cards come first when the budget stops it):
- its root is playing nothing (the `baseline`);
- a resolved candidate whose played cards took a decision no `choose` gave (plays/context.py asks
  the run's `Probe`) branches on that decision: each option in table order, and declining a
  "may". The branch that takes what the run took reuses that run (the engine is deterministic);
- a candidate with every decision answered is a complete play: it is listed, then extended by
  each further play the turn allows: the active player's minion and action of the turn (minus
  `plays_made`) and the extra plays its cards granted (booklet p. 5), each remaining hand card on
  each place it may go (a minion on each base; a standard action on none; an Ongoing action on
  each base, or on each minion when its text says it is played on one: the catalog's
  `played_on` fact); so both orders of a minion and an action are tried. A further play (or
  another answer to the last play's decisions) goes on from a copy of the complete candidate's
  run after its plays (Turn.fork), kept while candidates wait for it, instead of playing its
  cards again.
- after the walk (use_specials), the complete candidates, those whose plays give the most
  first, are extended by the hand's Specials (advice_specials.py: which, where, in which
  order). Specials act in the Conquest, so only Specials follow one; the decisions of the card
  a Special plays are asked there, and each answer is a candidate resolved again from the
  plays (_branch_late), as is each other answer the engine lists for the Special's own
  decisions (_own_choices, given as its event's choose).
Copies of the same card in the hand are one card for the search (the first in hand order plays),
so identical candidates are resolved once. A candidate whose play the rules forbid (a skipped
event, or a play beyond the turn's plays: a card an extra play granted does not fit) is dropped.

Work is bounded: each run is charged its card-rule work (work.py) plus its size, as the other
scoring orders are (alternatives.py), against ADVICE_WORK; once spent no run starts and the
answer says `complete: false` with how many candidates were waiting (`untried`); so does a
search past CANDIDATES_MAX candidates. A decision offers at most BRANCH_MAX options (more:
`complete: false`). The garbage collector is paused
while the advisor runs (advisor._collector_paused): a run holds no reference cycle.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Sequence

from . import plays as P
from . import work as W
from .advice_decisions import Decider, Scripted, metrics, ranked
from .advice_specials import HandSpecials, SpecialWindow, own_choices
from .advice_state import run_state
from .advice_steps import (
    BRANCH_MAX,
    DECLINED,
    Answer,
    Outcome,
    Probe,
    Run,
    Step,
    candidate_key,
    step_event,
)
from .alternatives import board_size
from .errors import BoardError
from .model import ACTION, MINION, PLACED_ON_MINION, Board, Card
from .turn import Turn
from .work import WorkSpent

# The work every candidate run draws on (work.py units, plus each run's size as in
# alternatives.py): enough for the bench's 10-card hand on the 40-card catalog board to be
# searched whole (16.5 million units), and about 1.3 s of CPU on the worst inputs we found
# (README "Benchmarks", bench/bench_advice.py).
ADVICE_WORK = 17_500_000
# Charged to every candidate run besides its measured work: what a run costs whatever its cards
# (building the turn, the events), so that a board of typed cards is bounded too.
RUN_UNITS = 2_000
# And this many units per card, base and event of the board: a run rebuilds the table and reads
# every card for its state (advice_state.run_state).
SIZE_UNITS = 8
# And the candidates one search resolves at most, whatever their work: a candidate on a board
# of few cards costs little card-rule work but still about 0.3-0.4 ms (its copy, its Conquest,
# its position), which the work units undercount (README "Benchmarks": 5 bases of 3 cards and
# 5 actions played on minions resolve 5,961 candidates). The bench hand's plays need 2,781.
CANDIDATES_MAX = 3_000
# After the walk, the hand's Specials take what it left of its budget, and at least this share
# of it (and of CANDIDATES_MAX): use_specials.
SPECIAL_SHARE = 10
# Where the catalog says an Ongoing action is played (selectors.catalog_card_facts).
PlacedOn = Callable[[Card], str | None]


class Search:
    """The tree of candidates of one board (see the module docstring)."""

    def __init__(
        self,
        board: Board,
        hand: Sequence[Card],
        placed_on: PlacedOn,
        budget: int,
        *,
        fork: bool = True,
        special_window: SpecialWindow | None = None,
    ) -> None:
        self.board = board
        self.active = board.active
        self.hand = list(hand)
        self.hand_cards = {card.id: card for h in (board.hands or {}).values() for card in h}
        # The ids of the input's cards (in play and in hand), which the board keeps alive.
        self.parsed = frozenset(
            id(card)
            for cards in (
                *(spec.cards for spec in board.bases),
                *(board.hands or {}).values(),
            )
            for card in cards
        )
        # The hand's minions and actions: (position in the hand, card, its _signature).
        self.playable = [
            (position, card, _signature(card))
            for position, card in enumerate(self.hand)
            if card.type in (MINION, ACTION)
        ]
        # The hand's cards the search uses by their Special (a `special` event) before or
        # after each base that scores, after the plays (use_specials).
        self.specials = HandSpecials(self.hand, self.playable, special_window, _signature)
        self.placed_on = placed_on
        self.budget = budget
        self.first = len(board.events)
        self.size = board_size(board)
        self.work = 0
        self.considered = 0
        self.complete = True
        self.untried = 0
        self.seen: set[tuple] = set()
        # The positions reached after the plays of complete candidates (advice_state.run_state).
        self.states: set[tuple] = set()
        self._place_cache: dict[str | None, list[tuple[str | None, str | None]]] = {}
        # Where each hand card is played, by id (placed_on, asked once).
        self._placed: dict[str | None, str | None] = {}
        # A complete candidate's run after its plays, before its Conquest (Turn.fork), with its
        # probe, by the candidate's key: the candidates that add a play to it go on from a copy
        # instead of playing its cards again. fork=False: every candidate from the start (the
        # tests compare the two).
        self.snapshots: dict[tuple, tuple[Turn, Probe]] | None = {} if fork else None
        # How many queued candidates may go on from each snapshot (by the key of their plays
        # but the last): a snapshot none waits for is let go.
        self.waiting: dict[tuple, int] = {}
        # (steps, outcome) of every complete candidate, in the order found.
        self.found: list[tuple[tuple[Step, ...], Outcome]] = []
        # The work of decide() (apart from `work`), the candidates it tried the decisions of
        # and those it left untried.
        self.decision_work = 0
        self.decided = 0
        self.undecided = 0
        # The decisions that offered more than BRANCH_MAX options (the first ones tried), and
        # whether the work budget or the cap on candidates stopped the walk.
        self.options_cut = 0
        self.stopped = False
        # The candidates the walk resolves at most (CANDIDATES_MAX; more for use_specials).
        self.max_candidates = CANDIDATES_MAX
        # The Special steps of the hand for each complete candidate, by its index in `found`
        # (use_specials tries them after the walk), the candidates using them left untried,
        # and whether the walk is trying them.
        self.special_steps: dict[int, list[Step]] = {}
        # The ids of the hand cards used by their Special in some candidate resolved, and in
        # some candidate found (not refused).
        self.specials_tried: set[str | None] = set()
        self.specials_used: set[str | None] = set()
        self.specials_untried = 0
        self.specials_phase = False

    # -- the walk ------------------------------------------------------------------------------

    def walk(self) -> None:
        """The plays of the hand (see the module docstring)."""
        self._walk(deque([((), None)]))

    def use_specials(self, budget: int) -> None:
        """After the walk: the hand's Specials used by the candidates it found (the `special`
        steps _walk noted), the candidates whose plays give the most first (as decide()
        ranks them), within `budget` work units more, and within what the walk left of
        CANDIDATES_MAX or at least a SPECIAL_SHARE-th of it more; `specials_untried` counts
        the candidates left."""
        parents = sorted(self.special_steps, key=lambda i: self._decision_rank(self.found[i][1]))
        queue: deque[tuple[tuple[Step, ...], Run | None]] = deque()
        for i in parents:
            steps = self.found[i][0]
            for step in self.special_steps[i]:
                child = (*steps, step)
                self._offer(queue, child)
        self.special_steps = {}
        self.specials_phase = True
        self.budget = self.work + budget
        self.max_candidates = max(CANDIDATES_MAX, self.considered + CANDIDATES_MAX // SPECIAL_SHARE)
        self._walk(queue)

    def _walk(self, queue: deque[tuple[tuple[Step, ...], Run | None]]) -> None:
        while queue:
            steps, run = queue.popleft()
            if run is None:
                if self.work >= self.budget or self.considered >= self.max_candidates:
                    self._stop(len(queue) + 1)
                    return
                run = self._resolve(steps)
                if steps and self.snapshots is not None:
                    self._done_waiting(candidate_key(steps[:-1]))
                if run is None:
                    continue
            if run.open:
                self._branch(steps, run, queue)
                continue
            # Every decision answered: the position after the plays decides the rest of the
            # turn. One reached before (the same plays in another order, or choices with the
            # same effect) is the same candidate, its further plays too: resolved once. (A
            # Special acts in the Conquest: its candidate's position after the plays is its
            # parent's, and only Specials follow it.)
            turn = run.turn
            special = bool(steps) and steps[-1].window is not None
            if special:
                self.specials_tried.add(steps[-1].card.id)
                nexts: list[Step] = []
            else:
                state = run_state(turn, self.parsed)
                if state in self.states:
                    continue
                self.states.add(state)
                nexts = self._next_plays(steps, turn)
            specials, held = self.specials.held(steps, turn, self.active)
            # Its run after its plays, before the Conquest changes it: where the candidates
            # that add a play (or a Special to a Special's) go on from.
            before = (
                turn.fork(turn.board)
                if (nexts or (special and specials)) and self.snapshots is not None
                else None
            )
            if before is not None:
                # What its probe asked and took so far: the Conquest asks it more (the card a
                # Special plays), which a candidate going on from `before` asks again.
                asked_before = Probe(run.probe.first, run.probe.script)
                asked_before.adopt(run.probe)
            # The active player's decisions after the plays, noted for decide().
            turn.decider.after_plays()
            asked = len(run.probe.open)
            if not self._finish(turn):
                continue
            if special and any(s["event"] >= self.first for s in turn.skipped_events):
                continue  # a Special the rules refuse there (skipped in the Conquest)
            if len(run.probe.open) > asked:
                # The card a Special played took a decision in the Conquest: each answer is a
                # candidate of its own, resolved again (the run went on past it).
                self._branch_late(steps, run.probe.open[asked], queue)
                continue
            if special and self._own_choices(steps, turn, queue):
                continue  # its decision given each way it may go: those candidates are found
            self.found.append((steps, Outcome(run.probe, turn)))
            if special:
                self.specials_used.add(steps[-1].card.id)
            uses = self.specials.steps(steps, turn, specials, held)
            if special:
                nexts = uses  # (use_specials: a Special after a Special, at once)
            elif uses:
                # Tried after the walk, the best candidates first (use_specials).
                self.special_steps[len(self.found) - 1] = uses
            for step in nexts:
                child = (*steps, step)
                self._offer(queue, child)
            if before is not None and candidate_key(steps) in self.waiting:
                self.snapshots[candidate_key(steps)] = (before, asked_before)  # type: ignore[index]

    def _branch(
        self, steps: tuple[Step, ...], run: Run, queue: deque[tuple[tuple[Step, ...], Run | None]]
    ) -> None:
        """The candidate's first open decision, answered each way."""
        event, options, may = run.open[0]
        index = event - self.first
        taken = DECLINED if may else (0, options[0])
        for answer in self._answers(options, may):
            child = (*steps[:index], steps[index].answered(answer), *steps[index + 1 :])
            if not self._new(child):
                continue
            if answer == taken:
                # What the run did: the same run, its later decisions still open.
                queue.append((child, Run(run.turn, run.probe, run.open[1:])))
            else:
                self._enqueue(queue, child)

    def _answers(self, options: list[dict], may: bool) -> list[Answer]:
        """The answers of a decision the search tries: declining a "may", then its first
        BRANCH_MAX options (more: counted as not tried)."""
        answers: list[Answer] = list(enumerate(options[:BRANCH_MAX]))
        if len(options) > BRANCH_MAX:
            self.options_cut += 1
            if self.specials_phase:
                self.specials_untried += 1
            else:
                self.complete = False
                self.untried += 1
        if may:
            answers.insert(0, DECLINED)
        return answers

    def _stop(self, untried: int | None = None) -> None:
        """The walk stops with `untried` candidates left (the work budget or the cap on
        candidates reached), or a run stopped past its work limit (None): the walk is not
        complete; in use_specials, those are the Special candidates left untried."""
        if self.specials_phase:
            self.specials_untried += 1 if untried is None else untried
            return
        self.complete = False
        self.stopped = True
        if untried is not None:
            self.untried = untried

    def _own_choices(
        self,
        steps: tuple[Step, ...],
        turn: Turn,
        queue: deque[tuple[tuple[Step, ...], Run | None]],
    ) -> bool:
        """The first decision of the last Special's own effect the engine assumed in this run
        (Can Has Cheeseburger?'s minion: Decider.special_assumed), each answer it lists given
        as that Special's choose, the one assumed too (so that the play names it): candidates
        of their own, instead of this run. False when there is none. An earlier Special's
        were given when its candidate was found."""
        index = len(steps) - 1
        for event, _, options in turn.decider.special_open:
            if event != self.first + index:
                continue
            if len(options) > BRANCH_MAX:
                self.options_cut += 1
                self.specials_untried += 1
            answered = own_choices(steps[index], options[:BRANCH_MAX])
            for step in answered:
                child = (*steps[:index], step, *steps[index + 1 :])
                self._offer(queue, child)
            return bool(answered)
        return False

    def _branch_late(
        self,
        steps: tuple[Step, ...],
        decision: tuple[int, list[dict], bool],
        queue: deque[tuple[tuple[Step, ...], Run | None]],
    ) -> None:
        """A decision asked in the Conquest (of the card a Special played), answered each way:
        every answer resolved from the plays (its run took the Conquest past it)."""
        event, options, may = decision
        index = event - self.first
        for answer in self._answers(options, may):
            child = (*steps[:index], steps[index].answered(answer), *steps[index + 1 :])
            self._offer(queue, child)

    # -- the active player's decisions after the plays (advice_decisions.py) -------------------

    def decide(self, budget: int) -> None:
        """After the walk: the candidates whose Conquest asked the active player a decision the
        engine lists options for have them tried, best candidates first (by what score's
        assumptions give them), within `budget` work units apart from the walk's. Each keeps
        the outcome best for her; a candidate left when the budget is spent keeps score's
        assumptions (its Outcome.decided stays false; `undecided` counts them, `decided` the
        others). The baseline (no play) is score's own answer: its decisions are not tried."""
        waiting = sorted(
            (i for i, (steps, outcome) in enumerate(self.found) if steps and outcome.decider.open),
            key=lambda i: self._decision_rank(self.found[i][1]),
        )
        for i in waiting:
            if self.decision_work < budget:
                steps, outcome = self.found[i]
                self.found[i] = (steps, self._decide(steps, outcome, budget))
            if self.found[i][1].decided:
                self.decided += 1
            else:
                self.undecided += 1

    def _decide(self, steps: tuple[Step, ...], outcome: Outcome, budget: int) -> Outcome:
        """One candidate's decisions after its plays, each answered every way it can be (as the
        played cards' are in the walk): the outcome best for the active player, the first found
        among equals (score's assumptions first)."""
        board, probe = self._candidate(steps)
        before = Turn(board, priority=board.scoring_order, logging=False, strict=False)
        before.probe = probe
        plays = before.decider = Decider({}, BRANCH_MAX)
        if not self._spend(before, before.run_now, budget, RUN_UNITS + SIZE_UNITS * self.size):
            return outcome  # (its decisions stay untried: Outcome.decided is false)
        if plays.number != outcome.decider.start:
            return outcome  # not the same decisions as the walk's run (never seen)
        best, best_rank = outcome, self._decision_rank(outcome)
        every = True
        cut: set[int] = set()
        pending: deque[tuple[dict[int, Scripted], list]] = deque([({}, outcome.decider.open)])
        while pending:
            script, open_ = pending.popleft()
            if not open_:
                continue
            number, answers, what = open_[0]
            # Its default taken: the same run, its later decisions still open.
            pending.append((script, open_[1:]))
            if len(answers) > BRANCH_MAX and number not in cut:
                # As a played card's decision with more options (_branch): the first tried
                # (counted once, though each branch before it meets it again).
                cut.add(number)
                self.options_cut += 1
                self.complete = False
            for answer in answers[:BRANCH_MAX]:
                if self.decision_work >= budget:
                    best.decided = False  # some answers not tried
                    return best
                child = {**script, number: (answer, what)}
                turn = before.fork(board)
                turn.decider = Decider(child, BRANCH_MAX, after=plays)
                # As the walk's run: a played card's decision met in the Conquest asks the
                # probe (a copy: each answer's run from the same point).
                turn.probe = Probe(probe.first, probe.script)
                turn.probe.adopt(probe)
                done = self._spend(turn, turn.run_rest, budget, RUN_UNITS)
                if done is None:
                    every = False  # past a run's work limit: this answer is not known
                if not done:
                    continue  # or an answer the rules refuse (BoardError)
                found = Outcome(outcome.probe, turn)
                rank = self._decision_rank(found)
                if rank < best_rank:
                    best, best_rank = found, rank
                pending.append((child, [entry for entry in turn.decider.open if entry[0] > number]))
        best.decided = every
        return best

    def _spend(self, turn: Turn, step: Callable[[], None], budget: int, units: int) -> bool | None:
        """`step` of a run of decide(), its work and `units` charged to decision_work (within
        what `budget` leaves): True when done, False when the rules refuse it (BoardError),
        None when it cannot finish within the work left."""
        start = turn.work
        turn.work_limit = start + max(1, min(W.MAIN_RUN_LIMIT, budget - self.decision_work))
        try:
            step()
        except WorkSpent as spent:
            self.decision_work += spent.work - start + units
            return None
        except BoardError:
            self.decision_work += units
            return False
        self.decision_work += turn.work - start + len(turn.scorings) * self.size + units
        return True

    def _decision_rank(self, outcome: Outcome) -> tuple[bool, int, int]:
        board = self.board
        return ranked(
            metrics(
                board.players, self.active, board.vp, outcome.vp, outcome.game_over, outcome.winners
            )
        )

    def _enqueue(
        self, queue: deque[tuple[tuple[Step, ...], Run | None]], steps: tuple[Step, ...]
    ) -> None:
        """A candidate to resolve, counted as waiting for the snapshot of its plays but the
        last."""
        queue.append((steps, None))
        if steps and self.snapshots is not None:
            key = candidate_key(steps[:-1])
            self.waiting[key] = self.waiting.get(key, 0) + 1

    def _offer(
        self, queue: deque[tuple[tuple[Step, ...], Run | None]], steps: tuple[Step, ...]
    ) -> None:
        """A candidate not met before, queued (_enqueue)."""
        if self._new(steps):
            self._enqueue(queue, steps)

    def _done_waiting(self, key: tuple) -> None:
        left = self.waiting[key] - 1
        if left:
            self.waiting[key] = left
        else:
            del self.waiting[key]
            self.snapshots.pop(key, None)  # type: ignore[union-attr]

    def _new(self, steps: tuple[Step, ...]) -> bool:
        key = candidate_key(steps)
        if key in self.seen:
            return False
        self.seen.add(key)
        return True

    def _candidate(self, steps: tuple[Step, ...]) -> tuple[Board, Probe]:
        """A candidate's board (the input's with its play events) and the probe that answers
        its played cards' decisions."""
        first = self.first
        events = []
        for i, step in enumerate(steps):
            event = step_event(first + i, step, self.active)
            # No choose: every decision of the played cards asks the probe, in order (a helper
            # that reads a given choose first would answer it without the probe, and the
            # script would shift onto the next decision).
            event.play_choose = None
            events.append(event)
        board = self.board.with_events(self.board.events + tuple(events))
        return board, Probe(first, {first + i: s.answers for i, s in enumerate(steps)})

    def _resolve(self, steps: tuple[Step, ...]) -> Run | None:
        """A candidate's plays through the Turn (run_now); None when a play is forbidden (a
        skipped event) or the run cannot finish within what the budget leaves."""
        first = self.first
        board, probe = self._candidate(steps)
        limit = max(1, min(W.MAIN_RUN_LIMIT, self.budget - self.work))
        snapshot = None
        if steps and self.snapshots is not None:
            snapshot = self.snapshots.get(candidate_key(steps[:-1]))
        if snapshot is None:
            turn = Turn(
                board, priority=board.scoring_order, logging=False, strict=False, work_limit=limit
            )
            start = 0
        else:
            # The plays before the last one, as the parent candidate resolved them.
            before, parent = snapshot
            turn = before.fork(board)
            start = turn.work
            turn.work_limit = start + limit
            probe.adopt(parent)
        turn.probe = probe
        if snapshot is None:
            # The active player's decisions of the run, noted (a fork copies its parent's).
            turn.decider = Decider({}, BRANCH_MAX)
        self.considered += 1
        try:
            turn.run_now()
        except WorkSpent as spent:
            self.work += spent.work - start
            self._stop()
            return None
        except BoardError:
            return None
        self.work += turn.work - start + SIZE_UNITS * self.size + RUN_UNITS
        if any(skipped["event"] >= first for skipped in turn.skipped_events):
            return None
        if any(event >= first for event in turn.beyond_plays):
            # A play beyond the turn's plays (a card a granted extra play does not fit: Biding
            # Time's action on another minion): not a legal play.
            return None
        return Run(turn, probe, list(probe.open))

    def _finish(self, turn: Turn) -> bool:
        """The Conquest phase and the end of the turn of a complete candidate."""
        before = turn.work
        try:
            turn.run_rest()
        except WorkSpent as spent:
            self.work += spent.work - before
            self._stop()
            return False
        except BoardError:
            return False
        # What comes after a complete candidate: its state, and its further plays (each hand
        # card on each base).
        self.work += turn.work - before + len(turn.scorings) * self.size
        self.work += len(self.hand) * len(self.board.bases)
        return True

    # -- what may be played next -----------------------------------------------------------------

    def _next_plays(self, steps: tuple[Step, ...], turn: Turn) -> list[Step]:
        """The plays the turn still allows after the candidate's (read before its Conquest)."""
        left = {kind: 1 - turn._made[kind] for kind in (MINION, ACTION)}
        grants = turn._grants
        still = {card.id for card in (turn.hands or {}).get(self.active, ())}
        for step in steps:
            still.discard(step.card.id)
        result: list[Step] = []
        signatures: set[tuple] = set()
        active = self.active
        for position, card, signature in self.playable:
            if card.id not in still or signature in signatures:
                continue  # played already, or a copy of a card already tried from this hand
            signatures.add(signature)
            kind = card.type
            free = left[kind] > 0
            fitting = () if free else [g for g in grants if g.fits_card(active, kind, card, turn)]
            if not free and not fitting:
                continue  # no play of its kind left for it
            for place, (to, attached) in enumerate(self._places(card, steps)):
                if free or any(g.fits_place(to, attached) for g in fitting):
                    result.append(Step(card, to, attached, (), (position, place)))
        return result

    def _places(self, card: Card, steps: tuple[Step, ...]) -> list[tuple[str | None, str | None]]:
        """Where the card may be played: (base id, minion id it is played on): the places on
        the input's table (found once per card), then an action played on a minion may go on
        one of the minions this candidate played before (the active player's)."""
        known = self._place_cache.get(card.id)
        if known is None:
            known = self._place_cache[card.id] = self._places_on_table(card)
        placed = self._placed.get(card.id, "")
        if placed == "":
            placed = self._placed[card.id] = self.placed_on(card)
        if placed in PLACED_ON_MINION and placed != "other_minion":
            played = [(None, s.card.id) for s in steps if s.card.type == MINION]
            if played and known != [(None, None)]:
                return known + played
        return known

    def _places_on_table(self, card: Card) -> list[tuple[str | None, str | None]]:
        bases = [(spec.id, None) for spec in self.board.bases]
        if card.type == MINION:
            return bases
        key = getattr(card, "key", None)
        printing = getattr(card, "printing", None)
        if key is not None and P.is_registered(key, printing):
            if not P.lookup(key, printing).ongoing:
                return [(None, None)]  # a standard action: played on no base
        placed = self.placed_on(card)
        if placed not in PLACED_ON_MINION:
            return bases
        return [
            (None, other.id)
            for spec in self.board.bases
            for other in spec.cards
            if other.is_minion and _fits(placed, other.controller, self.active)
        ]


def _fits(placed: str, controller: str | None, active: str) -> bool:
    if placed == "own_minion":
        return controller == active
    if placed == "other_minion":
        return controller != active
    return True


def _signature(card: Card) -> tuple:
    return (
        card.type,
        getattr(card, "key", None),
        getattr(card, "printing", None),
        card.name,
        card.power,
    )
