"""Issue 25, family 7: records whose printed texts are the same get the same answer.

A card reprinted in another box (World Champs' Sheriff and the Cowboys' Sheriff, the two Divas...)
or a printing whose text did not change must carry the same status and the same implementation
(the same hooks, built the same way), unless a reason is recorded below."""

from __future__ import annotations

import re
from collections import defaultdict

import pytest

from catalog.models import Card
from simulator.engine import cards

pytestmark = pytest.mark.django_db

# Pairs of keys with the same printed text whose entries may differ, and why (kept small: every
# line is a decision a reviewer can check against the two texts).
ALLOWED: dict[frozenset[str], str] = {
    frozenset({"action-heroes/robobro", "teddy-bears/fun-bear"}): (
        "one Fun Bear entry covers both printings (original: a counter on a minion here, POD: "
        "on itself, Robobro's text); its POD branch does what Robobro's hook does"
    ),
    frozenset({"dinosaurs/wildlife-preserve", "halflings/sneaksy"}): (
        "the same protection from other players' actions, by two builders; issue 25 family 1 "
        "(protections, branch cards) rewrites these protections"
    ),
    frozenset({"musketeers/porthos", "orcs/dork-orc"}): (
        "the same protection from other players' actions, by two builders; issue 25 family 1 "
        "(protections, branch cards) rewrites these protections"
    ),
}


def normalized(text: str) -> str:
    """The printed text without typography: curly quotes, spacing, case and the final stop."""
    text = text.replace("\u2019", "'").replace("\u201c", '"').replace("\u201d", '"')
    return re.sub(r"\s+", " ", text).strip().rstrip(".").casefold()


def _cell(cell) -> object:
    try:
        value = cell.cell_contents
    except ValueError:  # an empty cell
        return None
    if isinstance(value, tuple) and len(value) == 2 and all(isinstance(v, str) for v in value):
        # A message (English, French) naming the card: wording, not behaviour.
        return "message"
    if callable(value) and hasattr(value, "__code__"):
        # A function a factory or a wrapper closes over (the registry's refusable aura wraps
        # the aura it was given): its code and what it closes over, not its address.
        return (value.__code__, tuple(_cell(c) for c in value.__closure__ or ()))
    return repr(value)


def implementation(entry) -> tuple:
    """What decides an entry's answers: its status, each hook as code and the values it was
    built with (a factory's closure: attached_aura(2) differs from attached_aura(-2); the
    messages naming the card do not count), its
    scopes, and whether its window hooks are its printed Special."""
    hooks = []
    for name in sorted(entry.hooks):
        hook = getattr(entry, name)
        closure = tuple(_cell(c) for c in hook.__closure__ or ())
        hooks.append((name, hook.__code__, closure))
    scopes = (
        entry.aura_scope,
        entry.breakpoint_scope,
        entry.protect_scope,
        entry.window_scope,
        entry.play_scope,
    )
    return (entry.status, tuple(hooks), scopes, entry.window_special)


def differing_pairs(lookup=cards.lookup, implementation=implementation, allowed=None) -> list[str]:
    """Records with the same normalised text whose entries (by `lookup`) differ in
    `implementation`, unless their pair is in `allowed` (the card registry's by default; the
    play registry's test passes its own)."""
    allowed = ALLOWED if allowed is None else allowed
    groups: dict[str, list[tuple[str, str, object]]] = defaultdict(list)
    for faction, slug, printing, text in Card.objects.values_list(
        "faction__slug", "slug", "printing", "text"
    ):
        if not text.strip():
            continue
        key = f"{faction}/{slug}"
        entry = lookup(key, printing)
        assert entry is not None, key
        groups[normalized(text)].append((key, printing, entry))
    found = []
    for records in groups.values():
        first_key, first_printing, first = records[0]
        for key, printing, entry in records[1:]:
            if entry is first or implementation(entry) == implementation(first):
                continue
            if frozenset({first_key, key}) in allowed:
                continue
            found.append(
                f"{first_key} ({first_printing}, {first.status}) vs {key} ({printing}, "
                f"{entry.status})"
            )
    return sorted(found)


def entries_of(pair: frozenset[str], lookup) -> list:
    """The entries of an allowed pair's two records."""
    entries = []
    for key in pair:
        faction, slug = key.split("/")
        record = Card.objects.filter(faction__slug=faction, slug=slug).first()
        assert record is not None, key
        entries.append(lookup(key, record.printing))
    return entries


def test_the_normalisation_keeps_words_and_drops_typography():
    assert normalized("Ongoing:  it\u2019s  HERE.") == "ongoing: it's here"
    assert normalized("a +1 power") != normalized("a +2 power")


def test_the_implementation_tells_a_factorys_values_apart():
    from simulator.engine.cards.effects import attached_aura
    from simulator.engine.cards.registry import modelled

    def entry(amount):
        return modelled("x/y", "s", "s", box="b", aura=attached_aura(amount))

    assert implementation(entry(2)) == implementation(entry(2))
    assert implementation(entry(2)) != implementation(entry(-2))


def test_records_with_the_same_text_have_the_same_status_and_implementation():
    found = differing_pairs()
    assert found == [], "same printed text, different answers:\n" + "\n".join(found)


def test_every_allowed_pair_still_differs():
    # An allow-list entry whose two records now agree is stale: remove it.
    for pair in ALLOWED:
        first, second = entries_of(pair, cards.lookup)
        assert implementation(first) != implementation(second), sorted(pair)
