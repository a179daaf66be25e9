"""Every modelled card of the box modules of this branch runs on a plain board in each form it
can take (a minion, an action on a base, an action on a minion, a titan, a Special played before
or after scoring), without a choice in the input: the turn resolves (a crash fails the test) and
the card is not listed as not simulated."""

from __future__ import annotations

import pytest

from simulator.engine.cards import MODELLED, registered
from tests.engine.boards import base, board, minion
from tests.engine.cards.helpers import card, run, special

BOXES = {
    "Pretty Pretty Smash Up",
    "Smash Up: Munchkin",
    "It's Your Fault!",
    "Cease and Desist",
    "What Were We Thinking?",
    "Big in Japan",
    "That '70s Expansion",
    "Oops, You Did It Again",
}
ENTRIES = sorted(
    {
        (key, printing or "original")
        for (key, printing), entry in registered().items()
        if entry.box in BOXES and entry.status == MODELLED and entry.key == key
    }
)


def forms(key: str, printing: str) -> list[dict]:
    """Boards holding the card in each form, with minions of two players around it."""
    extra = {"printing": printing}
    around = (minion("ann", 2, id="a"), minion("bob", 3, id="b"), minion("bob", 1, id="b2m"))
    far = base("b2", 30, (3, 2, 1), minion("ann", 1, id="f"))
    placed = [
        card("minion", key, "ann", 3, id="x", **extra),
        card("action", key, "ann", id="x", **extra),
        card("action", key, "ann", id="x", attached_to="a", **extra),
        card("titan", key, "ann", 3, id="x", **extra),
    ]
    boards = [board(base("b1", 1, (3, 2, 1), *around, c), far) for c in placed]
    for when in ("before_scoring", "after_scoring"):
        event = special(when, "b1", key, "ann", "x")
        event["card"]["printing"] = printing
        boards.append(board(base("b1", 1, (3, 2, 1), *around), far, events=[event]))
    return boards


def test_the_branch_models_cards_of_every_box():
    assert {
        registered()[(k, None) if (k, None) in registered() else (k, p)].box for k, p in ENTRIES
    } == BOXES


@pytest.mark.parametrize(("key", "printing"), ENTRIES)
def test_a_modelled_card_resolves_in_every_form(key, printing):
    for data in forms(key, printing):
        result = run(data)
        assert key not in {e.get("ability") for e in result["not_simulated"]}
