"""Reading one JSON value of a board, the field at fault named in every error: the limits of
a board, and the readers of integers, strings, booleans, lists and objects (parse.py,
board_reader.py and board_events.py use them).
"""

from __future__ import annotations

import sys
from collections.abc import Mapping
from typing import Any

from . import error_messages as E
from .card_shapes import MAX_ID, MAX_INT
from .error_messages import describe as _describe
from .errors import BoardError
from .model import CARD_TYPES

MAX_INPUT_BYTES = 256 * 1024
MIN_PLAYERS = 2
MAX_PLAYERS = 4
MAX_BASES = 20
MAX_DECK = 20
MAX_CARDS = 400
MAX_EVENTS = 100
MAX_CHOICES = 100
# A hand has at most 10 cards at the end of a turn; during one it may hold more.
MAX_HAND_SIZE = 100

_MISSING = object()
_CARD_TYPE_SET = frozenset(CARD_TYPES)


def _at(parent: str, index: int | None) -> str:
    return parent if index is None else f"{parent}[{index}]"


def _sorted_names(keys: frozenset[str] | set[str]) -> str:
    return ", ".join(sorted(keys))


def _repr(value: Any) -> str | E.Loc:
    """A value from the input, written out for an error message: at most 60 characters, and a
    number too long to write out (Python refuses over 4,300 digits) described instead."""
    try:
        text = repr(value)
    except ValueError:
        return E.LONG_NUMBER(digits=sys.get_int_max_str_digits())
    return text if len(text) <= 60 else text[:57] + "..."


def _int(value: Any, field: str, *, low: int = -MAX_INT, high: int = MAX_INT) -> int:
    if type(value) is not int:
        raise BoardError(field, *E.NOT_INTEGER(kind=_describe(value)))
    if value < low or value > high:
        if low == 0 and value < 0:
            raise BoardError(field, *E.NEGATIVE(value=_repr(value)))
        raise BoardError(field, *E.OUT_OF_RANGE(low=low, high=high, value=_repr(value)))
    return value


def _str(value: Any, field: str, limit: int = MAX_ID) -> str:
    if type(value) is not str:
        raise BoardError(field, *E.NOT_STRING(kind=_describe(value)))
    if not value or len(value) > limit:
        raise BoardError(field, *E.BAD_LENGTH(limit=limit))
    return value


def _bool(value: Any, field: str) -> bool:
    if type(value) is not bool:
        raise BoardError(field, *E.NOT_BOOLEAN(kind=_describe(value)))
    return value


def _list(value: Any, field: str, limit: int) -> list:
    if type(value) is not list:
        raise BoardError(field, *E.NOT_LIST(kind=_describe(value)))
    if len(value) > limit:
        raise BoardError(field, *E.TOO_MANY_ITEMS(count=len(value), limit=limit))
    return value


def _object(value: Any, field: str, allowed: frozenset[str]) -> Mapping:
    if not isinstance(value, Mapping):
        raise BoardError(field, *E.NOT_OBJECT(kind=_describe(value)))
    for key in value:
        if key not in allowed:
            where = f"{field}.{key}" if field else str(key)
            raise BoardError(where, *E.UNKNOWN_KEY(key=_repr(key), allowed=_sorted_names(allowed)))
    return value
