"""`simulate`: validate a board, resolve the turn, try the other orders, build the result."""

from __future__ import annotations

from collections.abc import Mapping

from . import error_messages as E
from . import messages as M
from .alternatives import other_orders
from .errors import BoardError
from .model import Board
from .parse import BaseLookup, CardLookup, validate
from .turn import Turn
from .work import WorkSpent

# Other orders are listed for up to this many initially eligible bases (6! = 720 priorities),
# each distinct order resolved once, within alternatives.WORK_BUDGET.
MAX_ALTERNATIVE_BASES = 6


def simulate(
    board: Mapping,
    *,
    base_lookup: BaseLookup | None = None,
    card_lookup: CardLookup | None = None,
) -> dict:
    """Resolve the Conquest phase and the end of the turn of `board` (the JSON contract).

    Raises BoardError (naming the field) when the board is malformed or impossible.
    `card_lookup` gives the catalog's facts of a card named "<faction>/<card>" (parse.CardLookup);
    without it such a name stays a free label.
    """
    parsed = validate(board, base_lookup, card_lookup)
    try:
        return _simulate(parsed)
    except WorkSpent as spent:
        # One resolution that cannot finish within the work budget (work.py) is refused, naming
        # why, rather than left to run for seconds.
        raise BoardError("", *E.TOO_COSTLY(limit=spent.limit)) from None


def _simulate(parsed: Board) -> dict:
    turn = Turn(parsed, priority=parsed.scoring_order, logging=True, strict=True)
    turn.run()
    # Each other order once, within a work budget (alternatives.py): `alternatives_complete`.
    found = other_orders(parsed, turn, MAX_ALTERNATIVE_BASES)
    if found is None:
        turn.log(
            M.ORDER_NOT_LISTED,
            None,
            count=len(turn.eligible_at_start),
            limit=MAX_ALTERNATIVE_BASES,
        )
    elif not found.complete:
        turn.log(
            M.ORDER_BUDGET_SPENT,
            None,
            listed=len(found.alternatives),
            runs=found.runs,
            untried=found.untried,
            total=found.total,
        )
    result = _result(parsed, turn, found.alternatives if found is not None else [])
    result["alternatives_complete"] = found is not None and found.complete
    return result


def _result(board: Board, turn: Turn, alternatives: list[dict]) -> dict:
    used = turn._used_choices
    return {
        "eligible": list(turn.eligible_at_start),
        "order": [s.base for s in turn.scorings],
        "scorings": [s.to_json() for s in turn.scorings],
        "vp": {p: turn.vp[p] for p in board.players},
        "game_over": turn.game_over,
        "winners": list(turn.winners),
        "final_scores": dict(turn.final_scores),
        "alternatives": alternatives,
        "board": turn.board_json(),
        "log": turn.entries,
        "assumed_choices": turn.assumed,
        "not_simulated": turn.not_simulated,
        "assumptions": turn.assumptions,
        "base_abilities": turn.abilities_json(),
        "madness": {p: turn.madness.get(p, 0) for p in board.players}
        if turn.madness_in_use
        else None,
        "skipped_events": sorted(turn.skipped_events, key=lambda e: e["event"]),
        "unused_choices": [
            c.to_json() | {"index": c.index} for c in board.choices if c.index not in used
        ],
        "warnings": turn.warnings,
        "card_abilities": turn.card_abilities_json(),
        "plays": turn.plays,
        "totals": turn.totals_at_start or {},
    }
