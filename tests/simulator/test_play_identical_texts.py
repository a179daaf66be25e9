"""Issue 28: records whose printed texts are the same get the same play status, and the same
act built the same way (the same function with the same arguments), unless a reason is recorded
below."""

from __future__ import annotations

from collections import defaultdict

import pytest

from catalog.models import Card
from simulator.engine import plays
from tests.simulator.test_card_identical_texts import _cell, normalized

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


def differing_pairs() -> list[str]:
    groups: dict[str, list[tuple[str, str, object]]] = defaultdict(list)
    for faction, slug, printing, text in Card.objects.values_list(
        "faction__slug", "slug", "printing", "text"
    ):
        if not text.strip():
            continue
        key = f"{faction}/{slug}"
        groups[normalized(text)].append((key, printing, plays.lookup(key, printing)))
    found = []
    for records in groups.values():
        first_key, first_printing, first = records[0]
        for key, printing, entry in records[1:]:
            if entry is first or implementation(entry) == implementation(first):
                continue
            if frozenset({first_key, key}) in ALLOWED:
                continue
            found.append(
                f"{first_key} ({first_printing}, {first.status}) vs {key} ({printing}, "
                f"{entry.status})"
            )
    return sorted(found)


def test_the_implementation_tells_a_factorys_values_apart():
    from simulator.engine.plays import blocks as B

    assert _act(B.boost_minion(2)) == _act(B.boost_minion(2))
    assert _act(B.boost_minion(2)) != _act(B.boost_minion(3))


def test_records_with_the_same_text_have_the_same_play_status_and_act():
    found = differing_pairs()
    assert found == [], "same printed text, different play entries:\n" + "\n".join(found)


def test_every_allowed_pair_still_differs():
    for pair in ALLOWED:
        entries = []
        for key in pair:
            faction, slug = key.split("/")
            record = Card.objects.filter(faction__slug=faction, slug=slug).first()
            assert record is not None, key
            entries.append(plays.lookup(key, record.printing))
        assert implementation(entries[0]) != implementation(entries[1]), sorted(pair)
