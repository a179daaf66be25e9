"""A decision of a Special's own effect (a scripted `special` event) is read from that event's
`choose`: the result lists its assumption with the event's index, and that choose, given there,
is taken."""

from __future__ import annotations

from tests.engine.card_boards import base, board, run, special, typed


def deputy_board(choose: dict | None = None) -> dict:
    # Deputy (Special, own turn): +2 to a minion; without a choice the active player's first
    # minion on the base it acts on is taken.
    return board(
        base(
            "b1",
            9,
            (3, 2, 1),
            typed("ann", 2, "a1"),
            typed("ann", 3, "a2"),
            typed("bob", 4, "b1m"),
        ),
        events=[
            special(
                "now",
                None,
                "ann",
                {"type": "minion", "card": "cowboys/deputy", "owner": "ann", "power": 3},
                choose,
            )
        ],
    )


def powers(result: dict) -> dict:
    """Each card's power when b1 (breakpoint 9, reached without the Special) scores."""
    return result["scorings"][0]["card_powers"]


def test_a_specials_assumed_pick_names_its_event():
    result = run(deputy_board())
    [assumed] = [a for a in result["assumed_choices"] if a["ability"] == "cowboys/deputy"]
    assert assumed["event"] == 0 and assumed["choose"] == {"card": "a1"}
    assert powers(result) == {"a1": 4, "a2": 3, "b1m": 4}
    assert "card" not in assumed
    # Given as that event's choose: taken, nothing assumed, the same outcome.
    given = run(deputy_board(assumed["choose"]))
    assert given["assumed_choices"] == [] and powers(given) == powers(result)
    # Another minion named there is the one the Special boosts.
    other = run(deputy_board({"card": "a2"}))
    assert powers(other) == {"a1": 2, "a2": 5, "b1m": 4}
    assert other["assumed_choices"] == []


def test_an_assumed_fact_the_board_does_not_give_is_marked_not_choosable():
    # Copycat without "copies": it copies nothing, which no choice changes (the reason says to
    # name the card with "copies"); Deputy's pick is a choice, and has no such key.
    copycat = {
        "type": "minion",
        "id": "cc",
        "owner": "ann",
        "card": "shapeshifters/copycat",
        "power": 2,
    }
    data = deputy_board()
    data["bases"][0]["cards"].append(copycat)
    entries = {a["ability"]: a for a in run(data)["assumed_choices"]}
    assert entries["shapeshifters/copycat"]["choosable"] is False
    assert "copies" in entries["shapeshifters/copycat"]["reason"]
    assert "choosable" not in entries["cowboys/deputy"]
