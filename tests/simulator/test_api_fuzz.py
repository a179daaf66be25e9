"""No input makes the simulator API answer 5xx: random JSON and mutated boards (hypothesis).

Stands in for a schemathesis run: every answer is 200 with the contract's keys, or a 4xx in the
engine's error shape.
"""

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from simulator.examples import EXAMPLES
from tests.engine.boards import locations

pytestmark = pytest.mark.django_db

SCORE = "/api/v1/simulator/score/"
SCENARIOS = "/api/v1/simulator/scenarios/"
FUZZ = settings(
    max_examples=150,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)

scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(10**6), 10**6),
    st.floats(allow_nan=False, allow_infinity=False),
    st.text(max_size=12),
)
json_values = st.recursive(
    scalars,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=20,
)
KEYS = [
    "players",
    "active_player",
    "vp",
    "madness",
    "hand_size",
    "bases",
    "base_deck",
    "scoring_order",
    "events",
    "choices",
    "end_of_turn",
    "id",
    "base",
    "printing",
    "breakpoint",
    "cards",
    "type",
    "owner",
    "controller",
    "power",
    "counters",
    "treasures",
    "card",
    "to",
    "when",
    "action",
]


@st.composite
def mutated_boards(draw):
    """A rulebook example with one to three values replaced, removed or added."""
    board = draw(st.sampled_from(EXAMPLES)).board
    for _ in range(draw(st.integers(1, 3))):
        path = draw(st.sampled_from(list(locations(board))))
        if not path:
            continue
        parent = board
        for step in path[:-1]:
            parent = parent[step]
        action = draw(st.sampled_from(["replace", "remove", "add"]))
        if action == "replace":
            parent[path[-1]] = draw(json_values)
        elif action == "remove":
            del parent[path[-1]]
        elif isinstance(parent, dict):
            parent[draw(st.sampled_from(KEYS))] = draw(json_values)
        else:
            parent.append(draw(json_values))
    return board


@pytest.fixture(autouse=True)
def no_throttle(monkeypatch):
    from rest_framework.throttling import AnonRateThrottle, ScopedRateThrottle

    monkeypatch.setitem(ScopedRateThrottle.THROTTLE_RATES, "simulator", "1000000/min")
    monkeypatch.setitem(AnonRateThrottle.THROTTLE_RATES, "anon", "1000000/min")


def check(response):
    assert response.status_code < 500, response.content[:500]
    body = response.json()
    if response.status_code >= 400:
        assert set(body) == {"error"}
        assert body["error"]["message"]
    return body


@FUZZ
@given(board=mutated_boards())
def test_mutated_boards_never_give_5xx(client, board):
    body = check(client.post(SCORE, json.dumps(board), content_type="application/json"))
    if "error" not in body:
        assert {"eligible", "order", "scorings", "vp", "log"} <= set(body)


@FUZZ
@given(document=json_values)
def test_any_json_never_gives_5xx(client, document):
    check(client.post(SCORE, json.dumps(document), content_type="application/json"))
    check(client.post(SCENARIOS, json.dumps(document), content_type="application/json"))


@FUZZ
@given(raw=st.binary(max_size=200))
def test_any_bytes_never_give_5xx(client, raw):
    check(client.post(SCORE, raw, content_type="application/json"))


@FUZZ
@given(query=st.text(max_size=30), kind=st.text(max_size=10))
def test_catalog_lookups_never_give_5xx(client, query, kind):
    check(client.get("/api/v1/simulator/bases/", {"q": query}))
    check(client.get("/api/v1/simulator/cards/", {"q": query, "type": kind or "minion"}))
