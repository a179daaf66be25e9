"""`simulate`: validate a board, resolve the turn, try the other orders, build the result."""

from __future__ import annotations

from collections.abc import Mapping
from itertools import permutations

from . import messages as M
from .model import Board
from .parse import BaseLookup, CardLookup, validate
from .turn import Turn

# Every order of up to this many initially eligible bases is tried (6! = 720 runs at most).
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
    turn = Turn(parsed, priority=parsed.scoring_order, logging=True, strict=True)
    turn.run()
    alternatives, listed = _alternatives(parsed, turn)
    if not listed:
        turn.log(
            M.ORDER_NOT_LISTED,
            None,
            count=len(turn.eligible_at_start),
            limit=MAX_ALTERNATIVE_BASES,
        )
    return _result(parsed, turn, alternatives)


def _alternatives(board: Board, main: Turn) -> tuple[list[dict], bool]:
    """The outcome of every other scoring order, and False when there are too many to list."""
    eligible = main.eligible_at_start
    if board.scoring_order is not None or len(eligible) < 2:
        return [], True
    if len(eligible) > MAX_ALTERNATIVE_BASES:
        return [], False
    main_order = tuple(s.base for s in main.scorings)
    seen = {main_order}
    result = []
    for priority in permutations(eligible):
        run = Turn(board, priority=priority, logging=False, strict=False)
        run.run()
        order = tuple(s.base for s in run.scorings)
        if order in seen:
            continue
        seen.add(order)
        result.append(
            {
                "order": list(order),
                "priority": list(priority),
                "vp": {p: run.vp[p] for p in board.players},
                "game_over": run.game_over,
                "winners": list(run.winners),
                "final_scores": dict(run.final_scores),
            }
        )
    return result, True


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
        "totals": turn.totals_at_start or {},
    }
