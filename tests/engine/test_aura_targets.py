"""aura_targets (cards/registry.py): an aura that declares which cards it can reach is not asked
about the others, and gives the same powers as before to those it reaches."""

from __future__ import annotations

import pytest

from simulator.engine.cards import registry
from tests.engine.card_boards import base, board, card, run, standings, typed


@pytest.fixture
def aura_entry(monkeypatch):
    """aura_entry(name, targets, aura, **options): a test card "hooktest/<name>" whose aura is
    `aura`, registered for one test only."""

    def make(name: str, targets: str, aura, **options) -> str:
        key = f"hooktest/{name}"
        ability = registry.modelled(
            key, "test", "test fr", box="Test", aura_targets=targets, aura=aura, **options
        )
        monkeypatch.setitem(registry._REGISTRY, (key, None), ability)
        return key

    return make


def test_an_own_aura_is_asked_only_about_its_controllers_cards(aura_entry):
    asked = []

    def aura(game, base, card, target_base, target) -> int:
        # Written as "+1 to every card": only aura_targets keeps it to ann's cards.
        asked.append(target.id)
        return 1

    key = aura_entry("own", "own", aura, aura_scope="everywhere")
    data = board(
        base("b1", 30, (3, 2, 1), card("minion", "ann", key, "src", power=1)),
        base("b2", 8, (3, 2, 1), typed("ann", 4, "a2"), typed("bob", 4, "b2")),
    )
    assert standings(run(data), "b2") == {"ann": 5, "bob": 4}
    assert "b2" not in asked and "a2" in asked


def test_an_attached_aura_is_asked_only_about_the_minion_it_is_on(aura_entry):
    asked = []

    def aura(game, base, card, target_base, target) -> int:
        asked.append(target.id)
        return 3

    key = aura_entry("attached", "attached", aura)
    data = board(
        base(
            "b1",
            9,
            (3, 2, 1),
            typed("ann", 2, "a1"),
            typed("bob", 4, "b1"),
            card("action", "ann", key, "act", attached_to="a1"),
        ),
    )
    assert standings(run(data), "b1") == {"ann": 5, "bob": 4}
    assert set(asked) == {"a1"}


def test_aura_targets_is_checked_when_the_entry_is_made():
    with pytest.raises(ValueError, match="unknown aura_targets"):
        registry.modelled("hooktest/x", "t", "t", box="Test", aura_targets="mine", aura=abs)
    with pytest.raises(ValueError, match="without an aura hook"):
        registry.modelled("hooktest/x", "t", "t", box="Test", aura_targets="own", power=abs)
