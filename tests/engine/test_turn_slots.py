"""A Turn keeps its attributes in slots (turn.Turn.__slots__): CPython 3.11 gives an instance
with over 30 attributes a real dict, and then no method call on the turn is specialized, which
costs every board about 5 % of its time (bench/HISTORY.md, session 26). These tests fail when
a part of the Turn gets an instance dict back, or when code sets an attribute no slot declares
(which would raise AttributeError only when that line runs)."""

from __future__ import annotations

import ast
import inspect
import textwrap
from pathlib import Path

from simulator.engine.alternatives import _RecordingTurn
from simulator.engine.parse import validate
from simulator.engine.turn import Turn
from tests.engine.card_boards import base, board, lookup, minion, typed

ENGINE = Path(__file__).resolve().parents[2] / "simulator" / "engine"


def _stored_names(tree: ast.AST, owner: str) -> set[str]:
    """The attribute names stored on the variable `owner` (`owner.x = ...`, `owner.x += ...`,
    in tuple targets too, and `setattr(owner, "x", ...)`)."""
    names = set()
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Attribute)
            and isinstance(node.ctx, ast.Store)
            and isinstance(node.value, ast.Name)
            and node.value.id == owner
        ):
            names.add(node.attr)
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id == "setattr"
            and len(node.args) >= 2
            and isinstance(node.args[0], ast.Name)
            and node.args[0].id == owner
            and isinstance(node.args[1], ast.Constant)
        ):
            names.add(node.args[1].value)
    return names


def test_every_part_of_the_turn_declares_slots_and_a_turn_has_no_dict():
    assert [part.__name__ for part in Turn.__mro__[:-1] if "__slots__" not in vars(part)] == []
    data = board(
        base("b1", 6, (3, 2, 1), typed("ann", 4, "m1"), minion("bob", "dinosaurs/war-raptor", "m2"))
    )
    parsed = validate(data, card_lookup=lookup)
    turn = Turn(parsed, priority=None)
    turn.run()
    assert turn.scorings and not hasattr(turn, "__dict__")
    assert not hasattr(_RecordingTurn.__new__(_RecordingTurn), "__dict__")


def test_every_attribute_the_parts_set_on_the_turn_is_a_slot():
    stored = set()
    for part in Turn.__mro__[:-1]:
        stored |= _stored_names(ast.parse(textwrap.dedent(inspect.getsource(part))), "self")
    assert len(stored) > 50
    assert sorted(stored - set(Turn.__slots__)) == []


def test_every_attribute_a_hook_sets_on_the_game_is_a_slot():
    # Hooks and plays receive the Turn as `game` (cards/, abilities/, plays/...).
    stored = set()
    for path in ENGINE.rglob("*.py"):
        stored |= _stored_names(ast.parse(path.read_text(encoding="utf-8")), "game")
    assert sorted(stored - set(Turn.__slots__)) == []
