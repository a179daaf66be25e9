"""The recorder: with ENGINE_RECORD=FILE, every simulate() a test makes is written to FILE.

tests/conftest.py imports the hooks below; without ENGINE_RECORD they do nothing. The wrapper
replaces `simulator.engine.api.simulate` and every module attribute bound to it (`from
simulator.engine import simulate`), looked for again before each test since some modules are
imported late (the management command, the views).
"""

from __future__ import annotations

import copy
import os
import sys
import threading
from typing import Any

from . import records

_state: dict[str, Any] = {}


def _recording_simulate(original):
    lock = threading.Lock()

    def recorded(board, *, base_lookup=None, card_lookup=None):
        calls = {"base_lookup": [], "card_lookup": []}

        def spy(name, lookup):
            if lookup is None:
                return None

            def asked(*args):
                found = lookup(*args)
                calls[name].append([list(args), copy.deepcopy(found)])
                return found

            return asked

        try:
            board_text = records.as_given(board)
        except (TypeError, ValueError):
            board_text = None  # not JSON (a test of bad input): not replayable, not recorded
        try:
            result = original(
                board,
                base_lookup=spy("base_lookup", base_lookup),
                card_lookup=spy("card_lookup", card_lookup),
            )
            answer = {"result": result}
        except Exception as error:
            as_dict = getattr(error, "as_dict", None)
            if board_text is not None and as_dict is not None:
                _write(lock, board_text, base_lookup, card_lookup, calls, {"error": as_dict()})
            raise
        if board_text is not None:
            _write(lock, board_text, base_lookup, card_lookup, calls, answer)
        else:
            _state["unrecorded"] += 1
        return result

    recorded.__wrapped__ = original  # type: ignore[attr-defined]
    return recorded


def _write(lock, board_text, base_lookup, card_lookup, calls, answer) -> None:
    fields = [
        ("test", records.as_given(_state["test"])),
        ("board", board_text),
        ("base_lookup", "null" if base_lookup is None else records.as_given(calls["base_lookup"])),
        ("card_lookup", "null" if card_lookup is None else records.as_given(calls["card_lookup"])),
        ("answer", records.canonical(answer)),
    ]
    line = "{" + ", ".join(f'"{name}": {value}' for name, value in fields) + "}\n"
    with lock:
        _state["out"].write(line)
        _state["count"] += 1


def _bind_everywhere() -> None:
    """Every module attribute bound to the original simulate now names the recorder."""
    original, recorded = _state["original"], _state["recorded"]
    for module in list(sys.modules.values()):
        if getattr(module, "simulate", None) is original:
            module.simulate = recorded


def pytest_configure(config) -> None:
    path = os.environ.get("ENGINE_RECORD")
    if not path:
        return
    from simulator.engine import api

    _state.update(
        out=records.open_text(path, "w"),
        count=0,
        unrecorded=0,
        test="",
        original=api.simulate,
        recorded=_recording_simulate(api.simulate),
    )
    _bind_everywhere()


def pytest_runtest_setup(item) -> None:
    if _state:
        _state["test"] = item.nodeid
        _bind_everywhere()


def pytest_unconfigure(config) -> None:
    if _state:
        _state["out"].close()
        print(
            f"\nENGINE_RECORD: {_state['count']} boards recorded"
            f" ({_state['unrecorded']} not JSON, not recorded)"
        )
        _state.clear()
