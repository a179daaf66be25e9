"""Whatever the input, simulate() returns a result or raises BoardError, nothing else."""

import copy
import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from simulator.engine import BoardError, parse_board_json, simulate
from simulator.engine.rules import RULE_SLUGS

from .boards import locations

RICH = {
    "players": ["ann", "bob", "cy"],
    "active_player": "bob",
    "vp": {"ann": 12, "bob": 14},
    "madness": {"cy": 3},
    "bases": [
        {
            "id": "d",
            "base": "ninja-dojo",
            "breakpoint": 8,
            "vp": [2, 3, 2],
            "cards": [
                {"type": "minion", "owner": "ann", "power": 5, "id": "m1", "counters": 1},
                {"type": "minion", "owner": "bob", "controller": "cy", "power": 3, "id": "m2"},
                {"type": "action", "controller": "bob", "power": 2, "id": "a1"},
                {"type": "monster", "power": 2, "treasures": 2, "id": "mo1"},
                {"type": "buried", "controller": "cy"},
            ],
        },
        {
            "id": "t",
            "base": "tortuga",
            "printing": "pod",
            "breakpoint": 9,
            "vp": [4, 3, 2],
            "cards": [
                {"type": "titan", "controller": "ann", "power": 2, "id": "ti"},
                {"type": "minion", "owner": "cy", "power": 6, "id": "m3"},
                {"type": "minion", "owner": "bob", "power": 1, "id": "m4"},
            ],
        },
        {"id": "q", "base": "q-point", "breakpoint": 30, "vp": [5, 4, 3], "cards": []},
    ],
    "base_deck": [
        {"id": "n1", "base": "school-of-wizardry", "breakpoint": 6, "vp": [3, 2, 1]},
        {"id": "n2", "breakpoint": 20, "vp": [3, 2, 1]},
    ],
    "choices": [
        {"base": "d", "player": "ann", "choose": {"card": "m4"}},
        {"base": "t", "player": "bob", "choose": {"card": "m2"}},
        {"base": "n1", "player": "cy", "choose": {"base": "n2"}},
        {"base": "q", "player": "cy", "choose": None},
    ],
    "events": [
        {"when": "now", "action": "add_counters", "card": "m3", "count": 1},
        {"when": "before_scoring", "base": "d", "action": "move", "card": "m2", "to": "t"},
        {"when": "after_scoring", "base": "t", "action": "destroy", "card": "mo1", "by": "ann"},
        {
            "when": "now",
            "action": "play_titan",
            "to": "t",
            "card": {"type": "titan", "controller": "cy", "power": 1, "id": "t2"},
        },
        {
            "when": "before_scoring",
            "base": "t",
            "action": "replace_base",
            "with": {"id": "w", "breakpoint": 5, "vp": [1, 1, 1]},
            "cards_stay": True,
        },
    ],
}

scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-20, 40),
    st.floats(allow_nan=False, allow_infinity=False),
    st.sampled_from(["ann", "bob", "cy", "d", "t", "q", "m1", "m2", "n1", "minion", "now", ""]),
    st.text(max_size=5),
)
values = st.recursive(
    scalars,
    lambda inner: st.one_of(
        st.lists(inner, max_size=3), st.dictionaries(st.text(max_size=6), inner, max_size=3)
    ),
    max_leaves=8,
)


PATHS = [p for p in locations(RICH) if p]


def mutate(mutations: list[tuple[tuple, object, bool]]) -> dict:
    """A copy of RICH with each (path, value, delete) applied: the value set at that path, or
    the key deleted; a path that no longer exists is passed over."""
    data = copy.deepcopy(RICH)
    for path, value, delete in mutations:
        target = data
        try:
            for key in path[:-1]:
                target = target[key]
            if delete and isinstance(target, dict):
                target.pop(path[-1], None)
            else:
                target[path[-1]] = value
        except (KeyError, IndexError, TypeError):
            continue
    return data


MUTATIONS = st.lists(st.tuples(st.sampled_from(PATHS), values, st.booleans()), max_size=3)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(MUTATIONS)
def test_mutated_boards_give_a_result_or_a_board_error(mutations):
    data = mutate(mutations)
    try:
        result = simulate(data)
    except BoardError as exc:
        assert isinstance(exc.field, str) and exc.message
        return
    json.dumps(result)
    assert set(result) >= {"eligible", "order", "scorings", "vp", "board", "log"}


def test_the_rich_board_itself_resolves():
    result = simulate(RICH)
    assert result["scorings"]
    assert {entry["rule"] for entry in result["log"]} <= set(RULE_SLUGS)
    assert json.loads(json.dumps(result)) == result


@settings(max_examples=200, deadline=None)
@given(st.binary(max_size=200) | st.text(max_size=200))
def test_random_bytes_never_break_the_parser(raw):
    try:
        parse_board_json(raw)
    except BoardError:
        pass
