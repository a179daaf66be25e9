"""The engine's core stays in modules a reader can enter (issue 30): no module over 800 lines
(the two message catalogues aside) and no class over 600, outside the card and base registries
(cards/, abilities/: one module per box)."""

import ast
from pathlib import Path

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
