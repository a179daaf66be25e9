"""Turn.fork: a run copied between two events of its Play phase goes on as the same run would
(the advisor resolves a further play from a copy of its parent's run: advisor.py)."""

from __future__ import annotations

import copy

import pytest

from simulator.engine import advice_search as S
from simulator.engine.model import Event
from simulator.engine.parse import validate
from simulator.engine.table import BaseState
from simulator.engine.turn import Turn
from tests.engine.card_boards import lookup

BOARD = {
    "players": ["ann", "bob"],
    "active_player": "ann",
    "vp": {"ann": 0, "bob": 0},
    "bases": [
        {
            "id": "b1",
            "breakpoint": 12,
            "vp": [4, 2, 1],
            "cards": [
                {"id": "rex", "owner": "bob", "card": "dinosaurs/king-rex"},
                {"id": "alpha", "owner": "ann", "card": "robots/microbot-alpha"},
            ],
        },
        {
            "id": "b2",
            "breakpoint": 20,
            "vp": [3, 2, 1],
            "cards": [{"id": "fixer", "owner": "ann", "card": "robots/microbot-fixer"}],
        },
    ],
    "hands": {
        "ann": [
            {"type": "minion", "id": "zap", "card": "robots/zapbot", "power": 2},
            {"type": "action", "id": "aug", "card": "dinosaurs/augmentation"},
        ]
    },
}


def play(index: int, card, to: str | None) -> Event:
    event = Event(index, "now", None, "play")
    event.card = card
    event.from_hand = "ann"
    event.by = "ann"
    event.to = to
    event.play_choose = None
    return event


def test_a_base_copy_holds_every_slot_and_its_own_cards():
    board = validate(BOARD, None, lookup)
    base = Turn(board, priority=None, logging=False, strict=False).bases[0]
    copy = base.copy()
    for slot in BaseState.__slots__:
        assert getattr(copy, slot) == getattr(base, slot), slot
    assert copy.cards is not base.cards


def test_a_fork_goes_on_as_the_run_played_from_the_start():
    board = validate(BOARD, None, lookup)
    zap, aug = board.hands["ann"]
    first = len(board.events)
    one = board.with_events((*board.events, play(first, zap, "b1")))
    two = one.with_events((*one.events, play(first + 1, aug, None)))
    parsed = frozenset(id(c) for spec in board.bases for c in spec.cards) | {id(zap), id(aug)}

    parent = Turn(one, priority=None, logging=False, strict=False)
    parent.run_now()
    forked = parent.fork(two)
    forked.run_now()
    scratch = Turn(two, priority=None, logging=False, strict=False)
    scratch.run_now()
    assert S.run_state(forked, parsed) == S.run_state(scratch, parsed)
    # The parent is untouched by what the fork did, and both end the turn the same way.
    assert [c.id for c in parent.bases[0].cards] == ["rex", "alpha", "zap"]
    assert "aug" not in {c.id for b in parent.bases for c in b.cards}
    forked.run_rest()
    scratch.run_rest()
    assert forked.vp == scratch.vp
    assert [s.to_json() for s in forked.scorings] == [s.to_json() for s in scratch.scorings]


def test_a_run_forks_only_before_its_conquest():
    scoring = copy.deepcopy(BOARD)
    scoring["bases"][0]["breakpoint"] = 8  # King Rex and Microbot Alpha reach it
    board = validate(scoring, None, lookup)
    turn = Turn(board, priority=None, logging=False, strict=False)
    turn.run()
    assert turn.scorings
    with pytest.raises(ValueError):
        turn.fork(board)
