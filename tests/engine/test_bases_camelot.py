"""Camelot and Beautiful Castle, each printing.

The official wiki's errata notes on the two POD records say the reprint made the protection read
the printed power; the original printing read the current power (counters and modifiers count).
Camelot's move during its controller's turn is not applied by the engine (typed as a move event),
and its summary says so.
"""

import pytest

from .boards import board, destroy, minion, run
from .card_boards import run as run_cards


def _base(slug: str, printing: str, *cards) -> dict:
    return {
        "id": "c",
        "base": slug,
        "printing": printing,
        "breakpoint": 30,
        "vp": [5, 3, 2],
        "cards": list(cards),
    }


def _left(result: dict) -> list[str]:
    return [c.get("id") for c in result["board"]["bases"][0]["cards"]]


# (slug, the power threshold)
BASES = [("camelot", 4), ("beautiful-castle", 5)]


@pytest.mark.parametrize(("slug", "needed"), BASES)
def test_original_printing_reads_the_current_power(slug, needed):
    # Printed one below the threshold, a +1 counter brings it there: protected from bob.
    data = board(
        _base(slug, "original", minion("ann", needed - 1, id="a", counters=1)),
        events=[destroy("a", by="bob")],
        end_of_turn=False,
    )
    result = run(data)
    assert _left(result) == ["a"]
    # The difference from the POD card is said, not hidden as an unknown text.
    assert result["assumptions"] == []
    [entry] = result["base_abilities"]
    assert entry["printing"] == "original"
    assert "current power" in entry["summary"]
    assert "Force actuelle" in entry["summary_fr"]


@pytest.mark.parametrize(("slug", "needed"), BASES)
def test_original_printing_a_weakened_big_minion_is_not_protected(slug, needed):
    data = board(
        _base(slug, "original", minion("ann", needed, id="a", modifier=-1)),
        events=[destroy("a", by="bob")],
        end_of_turn=False,
    )
    assert _left(run(data)) == []


@pytest.mark.parametrize(("slug", "needed"), BASES)
def test_pod_printing_reads_the_printed_power(slug, needed):
    counted = board(
        _base(slug, "pod", minion("ann", needed - 1, id="a", counters=1)),
        events=[destroy("a", by="bob")],
        end_of_turn=False,
    )
    assert _left(run(counted)) == []
    weakened = board(
        _base(slug, "pod", minion("ann", needed, id="a", modifier=-1)),
        events=[destroy("a", by="bob")],
        end_of_turn=False,
    )
    assert _left(run(weakened)) == ["a"]


@pytest.mark.parametrize(("slug", "needed"), BASES)
def test_own_cards_still_act_on_the_original_printing(slug, needed):
    data = board(
        _base(slug, "original", minion("ann", needed, id="a")),
        events=[destroy("a", by="ann")],
        end_of_turn=False,
    )
    assert _left(run(data)) == []


def _upgraded(slug: str, printing: str, printed: int) -> dict:
    """ann's minion with a +1 counter, bob's Upgrade (+2) played on it."""
    return board(
        _base(
            slug,
            printing,
            minion("ann", printed, id="a", counters=1),
            {
                "type": "action",
                "owner": "bob",
                "controller": "bob",
                "card": "dinosaurs/upgrade",
                "id": "up",
                "attached_to": "a",
            },
        ),
        end_of_turn=False,
    )


@pytest.mark.parametrize(("slug", "needed"), BASES)
def test_original_printing_measures_without_the_other_players_aura(slug, needed):
    # At the threshold without bob's +2, so that +2 is refused (no endless re-measuring).
    result = run_cards(_upgraded(slug, "original", needed - 1))
    assert result["totals"]["c"]["power"] == needed
    # The POD card reads the printed power: the +2 reaches it.
    assert run_cards(_upgraded(slug, "pod", needed - 1))["totals"]["c"]["power"] == needed + 2


@pytest.mark.parametrize("printing", ["original", "pod"])
def test_camelot_summary_says_its_move_is_not_applied(printing):
    result = run(board(_base("camelot", printing, minion("ann", 2)), end_of_turn=False))
    [entry] = result["base_abilities"]
    assert "move" in entry["summary"] and "not applied" in entry["summary"]
    assert "déplacement" in entry["summary_fr"]
