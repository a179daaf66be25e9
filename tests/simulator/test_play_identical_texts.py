"""Issue 28: records whose printed texts are the same get the same play status, and the same
act built the same way (the same function with the same arguments), unless a reason is recorded
below."""

from __future__ import annotations

import pytest

from simulator.engine import plays
from tests.simulator.test_card_identical_texts import _cell, differing_pairs, entries_of

pytestmark = pytest.mark.django_db

# Pairs of keys with the same printed text whose play entries may differ, and why.
ALLOWED: dict[frozenset[str], str] = {}


def _act(act) -> object:
    if act is None:
        return None
    return (act.__code__, tuple(_cell(c) for c in act.__closure__ or ()))


def implementation(entry) -> tuple:
    """What decides a play entry's answers: its status, its act and Talent (code and the values
    a factory built them with), and whether the card stays in play."""
    return (entry.status, _act(entry.act), _act(entry.talent), entry.ongoing)


def test_the_implementation_tells_a_factorys_values_apart():
    from simulator.engine.plays import blocks as B

    assert _act(B.boost_minion(2)) == _act(B.boost_minion(2))
    assert _act(B.boost_minion(2)) != _act(B.boost_minion(3))


def test_records_with_the_same_text_have_the_same_play_status_and_act():
    found = differing_pairs(plays.lookup, implementation, ALLOWED)
    assert found == [], "same printed text, different play entries:\n" + "\n".join(found)


def test_every_allowed_pair_still_differs():
    for pair in ALLOWED:
        first, second = entries_of(pair, plays.lookup)
        assert implementation(first) != implementation(second), sorted(pair)
