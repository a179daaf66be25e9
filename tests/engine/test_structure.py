"""The engine's core stays in modules a reader can enter (issue 30): no module over 800 lines
(the two message catalogues aside) and no class over 600, outside the card and base registries
(cards/, abilities/: one module per box)."""

import ast
import re
from pathlib import Path

import pytest

ENGINE = Path(__file__).resolve().parents[2] / "simulator" / "engine"
CATALOGUES = {"messages.py", "error_messages.py"}
MAX_MODULE_LINES = 800
MAX_CLASS_LINES = 600


def _core_modules() -> list[Path]:
    return sorted(p for p in ENGINE.glob("*.py") if p.name not in CATALOGUES)


def test_no_core_module_is_over_800_lines():
    long = {
        p.name: n
        for p in _core_modules()
        if (n := len(p.read_text(encoding="utf-8").splitlines())) > MAX_MODULE_LINES
    }
    assert long == {}


def test_no_core_class_is_over_600_lines():
    long = {}
    for path in _core_modules():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                size = node.end_lineno - node.lineno + 1
                if size > MAX_CLASS_LINES:
                    long[f"{path.name}:{node.name}"] = size
    assert long == {}


def test_the_turn_is_made_of_parts_that_define_each_method_once():
    # Turn inherits its methods from one class per concern (README.md): a name defined in two
    # parts would silently take the first one in the method resolution order.
    from simulator.engine.turn import Turn

    seen: dict[str, str] = {}
    twice = []
    for part in Turn.__mro__[:-1]:
        for name in vars(part):
            if name.startswith("__"):
                continue
            if name in seen:
                twice.append((name, seen[name], part.__name__))
            seen[name] = part.__name__
    assert len(Turn.__mro__) > 3
    assert twice == []


# The mutable context flags the turn held before the explicit effect (effect.py names the
# field that replaced each).
OLD_CONTEXT_FLAGS = (
    "special_played",
    "special_by",
    "special_touched",
    "special_in_play",
    "special_acting",
    "playing_special",
    "moving_to",
    "effect_source",
    "powered_by",
    "acting_rule",
)


def test_what_is_acting_is_read_from_the_effect_never_from_a_flag_of_the_turn():
    # Issue 30: no hook (cards/, abilities/) nor part of the turn reads or sets a context flag
    # on the turn (`game.<flag>`, `self.<flag>`); what is acting is game.effect.
    pattern = re.compile(r"\b(?:game|self)\.(" + "|".join(OLD_CONTEXT_FLAGS) + r")\b")
    found = [
        f"{path.relative_to(ENGINE)}:{number}"
        for path in sorted(ENGINE.rglob("*.py"))
        for number, text in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if pattern.search(text)
    ]
    assert found == []


def test_no_card_base_or_play_hook_reads_the_effect_from_the_turn():
    # Issue 30: the hooks that depend on what is acting receive it as their argument `effect`;
    # the registries' modules never read game.effect (nor set it).
    pattern = re.compile(r"\bgame\.effect\b")
    found = [
        f"{path.relative_to(ENGINE)}:{number}"
        for folder in ("cards", "abilities", "plays")
        for path in sorted((ENGINE / folder).rglob("*.py"))
        for number, text in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if pattern.search(text)
    ]
    assert found == []


def test_every_hook_that_hears_of_an_effect_takes_it_as_its_last_argument():
    import inspect

    import simulator.engine.cards  # noqa: F401  (registers every box)
    from simulator.engine.cards import registry

    assert registry.EFFECT_HOOKS == (
        "protect",
        "forbid_play",
        "on_other_played",
        "on_moved",
        "on_other_moved",
        "on_powered",
        "on_weakened",
        "on_special",
        "on_uncovered",
        "on_talent_used",
    )
    wrong, checked = [], 0
    for entry in registry.registered().values():
        for name in registry.EFFECT_HOOKS:
            hook = getattr(entry, name)
            if hook is None:
                continue
            checked += 1
            if list(inspect.signature(hook).parameters)[-1] != "effect":
                wrong.append((entry.key, name))
    assert checked > 100 and wrong == []


def test_the_effect_is_immutable_and_has_a_default():
    from simulator.engine.effect import NO_EFFECT, Effect
    from simulator.engine.rules import BASE_ABILITIES

    assert NO_EFFECT == Effect()
    assert NO_EFFECT.rule == BASE_ABILITIES and NO_EFFECT.special is None
    with pytest.raises(AttributeError):
        NO_EFFECT.to = "b1"  # type: ignore[misc]
    assert NO_EFFECT._replace(source_type="action").source_type == "action"
    assert NO_EFFECT.source_type is None


def test_the_effect_in_force_changes_in_one_way():
    # The effect in force is set by Turn.__init__ and by effect.Acting (`with turn.acting(...)`)
    # only: no part of the turn assigns it and resets fields by hand.
    pattern = re.compile(r"\.effect\s*=[^=]")
    found = [
        f"{path.relative_to(ENGINE)}:{number}"
        for path in sorted(ENGINE.rglob("*.py"))
        for number, text in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if pattern.search(text) and path.name not in ("turn.py", "effect.py")
    ]
    assert found == []


def test_acting_puts_the_outer_effect_back_however_the_block_ends():
    from simulator.engine.effect import NO_EFFECT
    from simulator.engine.parse import validate
    from simulator.engine.turn import Turn

    board = {
        "players": ["ann", "bob"],
        "active_player": "ann",
        "bases": [{"id": "b1", "breakpoint": 10, "vp": [3, 2, 1], "cards": []}],
    }
    turn = Turn(validate(board), priority=None)
    assert turn.effect == NO_EFFECT
    with turn.acting(special_by="ann", source_type="action") as outer:
        assert turn.effect is outer and outer.special_by == "ann"
        with turn.acting(source_type="minion", by="bob"):
            assert turn.effect.source_type == "minion"
            assert turn.effect.special_by == "ann" and turn.effect.by == "bob"
        # The inner block put back the outer effect, not the defaults of the fields it changed.
        assert turn.effect is outer
        with pytest.raises(ZeroDivisionError):
            with turn.acting(to=None, special_acting=True):
                1 / 0  # noqa: B018
        assert turn.effect is outer
    assert turn.effect == NO_EFFECT


def test_no_message_is_defined_twice():
    # A second assignment of a message's name silently replaces the first (both parse): the
    # callers of the first then render the second's text (session 26 met one).
    names: dict[str, int] = {}
    twice = []
    for node in ast.parse((ENGINE / "messages.py").read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Assign):
            for target in node.targets:
                if isinstance(target, ast.Name):
                    if target.id in names:
                        twice.append(target.id)
                    names[target.id] = node.lineno
    assert len(names) > 100
    assert twice == []
