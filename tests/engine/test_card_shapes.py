"""The generated card readers accept exactly what the careful path accepts, and build the same Card.

parse._Reader.cards reads a well-formed card through the reader of its shape (card_shapes) and
any other through parse._Reader.card, which names the field at fault. Both must agree: on every
card the careful path accepts, the reader builds an identical Card; on every card it rejects, the
reader returns None (so that the careful path reports the error).
"""

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from simulator.engine import BoardError, card_shapes
from simulator.engine.board_reader import _Reader
from simulator.engine.model import CARD_TYPES, Card
from simulator.engine.parse import validate

PLAYERS = ("ann", "bob")
KEYS = ("type", "id", "owner", "controller", "power", "counters", "modifier", "card", "treasures")
# Values that are valid for some key, invalid for others, and just out of range.
VALUES = st.one_of(
    st.sampled_from(CARD_TYPES),
    st.sampled_from(PLAYERS),
    st.sampled_from(["eve", "", "x" * 64, "x" * 65, "x" * 100, "x" * 101, "m1", "used"]),
    st.integers(min_value=-10_001, max_value=10_001),
    st.sampled_from([0, 1, 20, 21, 10_000, -10_000, 10**9]),
    st.sampled_from([None, True, False, 1.0, [], {}, ["minion"]]),
)
CARDS = st.dictionaries(st.sampled_from(KEYS + ("bogus",)), VALUES, max_size=9)


@pytest.fixture(autouse=True)
def unbounded_shapes(monkeypatch):
    """The comparisons generate thousands of shapes: past MAX_SHAPES a reader is (rightly)
    missing, which would hide what these tests compare."""
    monkeypatch.setattr(card_shapes, "readers", {})
    monkeypatch.setattr(card_shapes, "MAX_SHAPES", 10**6)


def _careful(data: dict) -> Card | None:
    reader = _Reader(None)
    reader.players = PLAYERS
    reader.player_set = frozenset(PLAYERS)
    reader.card_ids["used"] = ("bases[0].cards", 0)
    try:
        return reader.card(data, "bases[0].cards", 1)
    except BoardError:
        return None


def _fast(data: dict) -> Card | None:
    reader = card_shapes.reader_for(tuple(data))
    if reader is None:
        return None
    return reader(data, 1, {"used": ("bases[0].cards", 0)}, frozenset(PLAYERS))


def _fields(card: Card | None) -> dict | None:
    if card is None:
        return None
    return {slot: getattr(card, slot) for slot in Card.__slots__}


@settings(max_examples=3000, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(CARDS)
def test_reader_agrees_with_the_careful_path(data):
    assert _fields(_fast(data)) == _fields(_careful(data))


@settings(max_examples=500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.sampled_from(CARD_TYPES),
    st.permutations(KEYS[1:]),
    st.integers(min_value=0, max_value=8),
    st.integers(min_value=0, max_value=9),
)
def test_well_formed_cards_in_any_key_order(kind, keys, count, type_at):
    """Valid cards (any subset of keys, any order) are read by a reader, as the careful path
    reads them."""
    values = {
        "id": "c1",
        "owner": "ann",
        "controller": "bob",
        "power": 3,
        "counters": 2,
        "modifier": -1,
        "card": "Robot",
        "treasures": 1,
    }
    chosen = list(keys[:count])
    chosen.insert(min(type_at, len(chosen)), "type")
    data = {key: (kind if key == "type" else values[key]) for key in chosen}
    careful = _careful(data)
    assert _fields(_fast(data)) == _fields(careful)
    if careful is not None:
        assert card_shapes.reader_for(tuple(data)) is not None


def test_examples_of_each_type():
    cases = [
        ({"type": "minion", "id": "m", "owner": "ann", "power": 3}, ("ann", "ann", 3)),
        ({"type": "minion", "controller": "bob", "owner": "ann", "power": 2}, ("ann", "bob", 2)),
        ({"type": "action", "controller": "bob"}, ("bob", "bob", 0)),
        ({"type": "monster", "power": 4, "treasures": 2}, (None, None, 4)),
        ({"type": "monster", "power": 4, "controller": "ann"}, (None, "ann", 4)),
        ({"type": "buried", "owner": "ann", "controller": "bob"}, ("bob", "bob", 0)),
        ({"type": "titan", "owner": "ann", "power": 1, "counters": 2}, ("ann", "ann", 1)),
    ]
    for data, (owner, controller, power) in cases:
        card = _fast(data)
        assert card is not None, data
        assert (card.owner, card.controller, card.power) == (owner, controller, power)
        assert _fields(card) == _fields(_careful(data))


def test_rejected_cards_fall_back_to_the_named_error():
    board = {
        "players": ["ann", "bob"],
        "active_player": "ann",
        "bases": [
            {
                "breakpoint": 10,
                "vp": [3, 2, 1],
                "cards": [
                    {"type": "minion", "owner": "ann", "power": 1},
                    {"type": "minion", "owner": "ann", "power": True},
                ],
            }
        ],
    }
    try:
        validate(board)
    except BoardError as error:
        assert error.field == "bases[0].cards[1].power"
        assert "integer" in error.message
    else:
        raise AssertionError("a boolean power was accepted")


def test_the_number_of_kept_shapes_is_bounded(monkeypatch):
    monkeypatch.setattr(card_shapes, "MAX_SHAPES", 3)
    orders = [
        ("type", "owner", "power"),
        ("owner", "type", "power"),
        ("power", "owner", "type"),
        ("owner", "power", "type"),
    ]
    for keys in orders:
        card_shapes.reader_for(keys)
    assert len(card_shapes.readers) == 3
    # Past the limit, no reader: the careful path reads the card, and the board still works.
    assert card_shapes.reader_for(orders[3]) is None
    board = {
        "players": ["ann", "bob"],
        "active_player": "ann",
        "bases": [
            {
                "breakpoint": 3,
                "vp": [3, 2, 1],
                "cards": [{"power": 4, "owner": "ann", "type": "minion", "id": "m9"}],
            }
        ],
    }
    assert validate(board).bases[0].cards[0].power == 4
    assert len(card_shapes.readers) == 3


BOUNDARIES = {
    "id": ["x", "x" * 64, "x" * 65, "", "used", 1, None],
    "owner": ["ann", "eve", "", 1, None],
    "controller": ["bob", "eve", "", None, True],
    "power": [0, 10_000, 10_001, -1, True, 1.0, None],
    "counters": [0, 10_000, 10_001, -1, False, "1"],
    "modifier": [-10_000, 10_000, -10_001, 10_001, True, None],
    "card": ["R", "x" * 100, "x" * 101, "", 3],
    "treasures": [0, 20, 21, -1, True],
}
VALID = {
    "minion": {"type": "minion", "owner": "ann", "power": 2},
    "action": {"type": "action", "controller": "ann"},
    "titan": {"type": "titan", "controller": "ann", "power": 1},
    "monster": {"type": "monster", "power": 3},
    "buried": {"type": "buried", "controller": "ann"},
}


def test_every_limit_of_every_key_for_every_type():
    for valid in VALID.values():
        for key, values in BOUNDARIES.items():
            for value in values:
                for data in ({**valid, key: value}, {key: value, **valid}):
                    assert _fields(_fast(data)) == _fields(_careful(data)), data


def test_keys_from_the_input_never_reach_the_generated_source():
    hostile = {"type": "minion", "owner": "ann", "power": 1, "x=__import__('os')#": 1}
    assert card_shapes.reader_for(tuple(hostile)) is None
    assert _careful(hostile) is None
