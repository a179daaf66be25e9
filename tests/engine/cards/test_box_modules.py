"""Every modelled card of every box module (the whole registry) runs on a plain board in each
form it can take (a minion, an action on a base, an action on a minion, a titan, a Special played
before or after scoring), without a choice in the input and then with several choices: the turn
resolves (a crash fails the test; a choice that cannot apply is a BoardError) and the card is not
listed as not simulated."""

from __future__ import annotations

import copy

import pytest

from simulator.engine.cards import MODELLED, registered
from simulator.engine.errors import BoardError
from tests.engine.boards import base, board, minion
from tests.engine.cards.helpers import card, run, special

ENTRIES = sorted(
    {
        (key, printing or "original")
        for (key, printing), entry in registered().items()
        if entry.status == MODELLED and entry.key == key
    }
)
# Modelled cards that list one part of their ability as not simulated on these boards (Incite
# Panic's ban on rival Specials, with a breakpoint of 19 or less).
PARTLY_SIMULATED = {
    "sinister-six/incite-panic",
    # Listed while the board gives no hand_size for their controller (these boards do not).
    "ghosts/creampuff-man",
    "ghosts/door-to-the-beyond",
    "ghosts/haunting",
    "wizards/arcane-protector",
    # Its +4 is applied; the coin flipped before its base scores is listed (issue 25, family 6).
    "goblins/magic-helmet",
}
BOXES = {entry.box for entry in registered().values() if entry.status == MODELLED}


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


def test_every_box_module_is_covered():
    # The Core Set and the class-2 boxes are among the parametrised boxes.
    assert {"Core Set", "Smash Up: Munchkin", "Big in Japan"} <= BOXES
    assert len(ENTRIES) > 250


@pytest.mark.parametrize(("key", "printing"), ENTRIES)
def test_a_modelled_card_resolves_in_every_form(key, printing):
    for data in forms(key, printing):
        result = run(data)
        if key not in PARTLY_SIMULATED:
            assert key not in {e.get("ability") for e in result["not_simulated"]}


CHOOSES = ({}, None, {"card": "b", "to": "b2"}, {"card": "a", "to": "b2", "order": ["b"]})


@pytest.mark.parametrize(("key", "printing"), ENTRIES)
def test_a_modelled_card_resolves_with_any_choice(key, printing):
    # The card's choice (or its Special's `choose`): accepted with nothing named, declined, or
    # naming cards it may not take. A choice that cannot apply is a BoardError (a 400 naming
    # the field), never a crash.
    for data in forms(key, printing):
        for choose in CHOOSES:
            data = copy.deepcopy(data)
            if "events" in data:
                data["events"][0]["choose"] = choose
            else:
                data["choices"] = [{"card": "x", "player": "ann", "choose": choose}]
            try:
                run(data)
            except BoardError:
                pass
