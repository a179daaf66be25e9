"""The other scoring orders of a turn (the result's `alternatives`), within a work budget.

Every order of the eligible bases is a priority: at each Conquest the first eligible base in the
priority scores (Turn.pick). Only the sequence of picks decides the outcome (the engine is
deterministic), so the picks form a tree: two priorities that pick the same bases in the same
order reach the same position and the same outcome. Each run records the eligible bases at each
of its picks; a later priority is first walked down that tree, and only a priority reaching a
pick no run has made yet is resolved. So a Turn runs once per distinct order, not once per
priority (720 for 6 bases).

Distinct orders can still be 720 runs of a board of 400 cards and 60 Conquests. Each run's work
is counted twice: by the board's size, as (Conquests + 1) x (cards + bases + events + choices),
against WORK_BUDGET; and by what its card rules cost, in card-rule evaluations (work.py), against
work.ALTERNATIVES_LIMIT, which every run draws on (a run is given what is left, and one that
spends it is dropped). Once either is spent no new run starts, and the result says how many
priorities were left untried (`alternatives_complete` false, a log entry). The orders listed are
always the first ones of the complete listing, in the same order.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import permutations

from . import work as W
from .model import Board
from .turn import Turn
from .work import WorkSpent

# About 40 ms of CPU on the worst board the input limits allow (6 eligible bases, 400 cards,
# 100 events keeping them in play for 32 Conquests: 13,600 units per run); the bench boards
# (5 bases, 40 cards: about 200 units per run) list all their orders far below it.
WORK_BUDGET = 1_000_000


@dataclass
class OtherOrders:
    alternatives: list[dict] = field(default_factory=list)
    complete: bool = True
    untried: int = 0  # priorities neither resolved nor known to repeat a listed order
    total: int = 0  # priorities of the eligible bases, the main one included
    runs: int = 0  # Turn runs made for the alternatives
    work: int = 0
    rule_work: int = 0  # card-rule evaluations of the runs (work.py)


class _RecordingTurn(Turn):
    """A Turn that keeps, for each pick, the eligible base ids and the chosen one."""

    __slots__ = ("picks",)

    def __init__(self, *args: object, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]
        self.picks: list[tuple[tuple[str, ...], str]] = []

    def pick(self, eligible: list) -> object:
        chosen = super().pick(eligible)
        self.picks.append((tuple(b.id for b in eligible), chosen.id))  # type: ignore[attr-defined]
        return chosen


def _decide(priority: tuple[str, ...], eligible: tuple[str, ...]) -> str:
    """Turn.pick's choice, from the ids: the first eligible base of the priority, else the
    first eligible base."""
    for base_id in priority:
        if base_id in eligible:
            return base_id
    return eligible[0]


def board_size(board: Board) -> int:
    cards = sum(len(base.cards) for base in board.bases)
    return cards + len(board.bases) + len(board.deck) + len(board.events) + len(board.choices)


def other_orders(
    board: Board,
    main: Turn,
    max_bases: int,
    budget: int | None = None,
    rule_budget: int | None = None,
) -> OtherOrders | None:
    """Every other order's outcome, within `budget` (default WORK_BUDGET) and `rule_budget`
    card-rule evaluations (default work.ALTERNATIVES_LIMIT); None when more than `max_bases`
    bases are eligible (no order is listed then)."""
    budget = WORK_BUDGET if budget is None else budget
    rule_budget = W.ALTERNATIVES_LIMIT if rule_budget is None else rule_budget
    eligible = main.eligible_at_start
    found = OtherOrders()
    if board.scoring_order is not None or len(eligible) < 2:
        return found
    if len(eligible) > max_bases:
        return None
    size = board_size(board)
    main_order = tuple(s.base for s in main.scorings)
    seen = {main_order}
    # Orders where an alternative run ended (the main run is not walked: it resolves strictly).
    leaves: set[tuple[str, ...]] = set()
    nodes: dict[tuple[str, ...], tuple[str, ...]] = {}  # picks so far -> eligible ids next
    orders = list(permutations(eligible))
    found.total = len(orders)
    for index, priority in enumerate(orders):
        prefix: tuple[str, ...] = ()
        while prefix not in leaves and prefix in nodes:
            prefix += (_decide(priority, nodes[prefix]),)
        if prefix in leaves:
            continue  # the same picks as a run already made: the same order and outcome
        if found.work >= budget or found.rule_work >= rule_budget:
            found.complete = False
            found.untried = len(orders) - index
            break
        run = None
        try:
            run = _RecordingTurn(
                board,
                priority=priority,
                logging=False,
                strict=False,
                work_limit=rule_budget - found.rule_work,
            )
            run.run()
        except WorkSpent as spent:
            # This order could not be resolved with what was left: it stays untried.
            found.runs += 1
            found.rule_work += spent.work
            found.complete = False
            found.untried = len(orders) - index
            break
        found.runs += 1
        found.work += (len(run.scorings) + 1) * size
        found.rule_work += run.work
        walked: tuple[str, ...] = ()
        for ids, chosen in run.picks:
            nodes.setdefault(walked, ids)
            walked += (chosen,)
        order = tuple(s.base for s in run.scorings)
        leaves.add(order)
        if order in seen:
            continue
        seen.add(order)
        entry = {
            "order": list(order),
            "priority": list(priority),
            "vp": {p: run.vp[p] for p in board.players},
            "game_over": run.game_over,
            "winners": list(run.winners),
            "final_scores": dict(run.final_scores),
        }
        if run.declined_choices:
            # A choice of the input that cannot apply in this order (the card it names has
            # left, say) was counted as declined: asked with this scoring_order, the same
            # board is refused, naming it. Said here rather than silently.
            entry["declined_choices"] = run.declined_choices
        found.alternatives.append(entry)
    return found
