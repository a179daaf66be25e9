"""Bases that forbid plays (Tsar's Palace, The Dread Gazebo, Antarctic Base, The Vats) and
Monkey Lab's bonus from the actions on each minion.

Review s19 (restrict): these bases' notes said the engine did not check their restrictions on
scripted plays; the card layer now asks a base's forbid_play for every play on it, and tracks
which action is on which minion.
"""

import pytest

from . import card_boards as cb
from .boards import action, board, minion, named, play, run


def _other(*cards) -> dict:
    return {"id": "o", "breakpoint": 40, "vp": [3, 2, 1], "cards": list(cards)}


def _applied(result: dict) -> list[bool]:
    return [p["applied"] for p in result["plays"]]


def _warned(result: dict, name: str) -> bool:
    return any(name in w["text"] for w in result["warnings"])


# --- Tsar's Palace ------------------------------------------------------------------------


@pytest.mark.parametrize("printing", ["original", "pod"])
def test_tsars_palace_refuses_a_small_minion_to_a_player_not_ahead(printing):
    # ann has 4 here, bob 4: ann is not ahead, so her power-2 minion is refused.
    palace = named(
        "t",
        "tsars-palace",
        40,
        (5, 3, 2),
        minion("ann", 4, id="a"),
        minion("bob", 4, id="b"),
        printing=printing,
    )
    data = board(palace, _other(), events=[play("t", minion("ann", 2, id="n"))], end_of_turn=False)
    result = run(data)
    assert _applied(result) == [False]
    assert _warned(result, "Tsar's Palace")
    # A power-3 minion is played; and elsewhere a small one is.
    data["events"] = [play("t", minion("ann", 3, id="n")), play("o", minion("ann", 1, id="m"))]
    assert _applied(run(data)) == [True, True]


def test_tsars_palace_lets_the_leader_play_a_small_minion():
    palace = named(
        "t", "tsars-palace", 40, (5, 3, 2), minion("ann", 5, id="a"), minion("bob", 4, id="b")
    )
    data = board(palace, _other(), events=[play("t", minion("ann", 2, id="n"))], end_of_turn=False)
    assert _applied(run(data)) == [True]
    # bob, behind, may not; nor may cy, who has nothing here.
    data["events"] = [
        play("t", minion("bob", 2, id="n")),
        play("t", minion("cy", 1, id="m")),
    ]
    assert _applied(run(data)) == [False, False]


def test_tsars_palace_refuses_a_small_first_minion_on_an_empty_base():
    # Nobody has power here: ann does not have more than each other player.
    palace = named("t", "tsars-palace", 40, (5, 3, 2))
    data = board(palace, _other(), events=[play("t", minion("ann", 2, id="n"))], end_of_turn=False)
    assert _applied(run(data)) == [False]


# --- The Dread Gazebo ---------------------------------------------------------------------


def test_dread_gazebo_refuses_an_action_played_on_it():
    gazebo = named("g", "the-dread-gazebo", 40, (4, 2, 1), minion("ann", 3, id="a"))
    data = board(gazebo, _other(), events=[play("g", action("ann", 2, id="x"))], end_of_turn=False)
    result = run(data)
    assert _applied(result) == [False]
    assert _warned(result, "The Dread Gazebo")
    # A minion here, an action elsewhere, and an action on a minion here are played.
    on_minion = play("g", action("ann", 0, id="y", attached_to="a"))
    data["events"] = [
        play("g", minion("bob", 3, id="m")),
        play("o", action("ann", 2, id="x")),
        on_minion,
    ]
    assert _applied(run(data)) == [True, True, True]


# --- Antarctic Base -----------------------------------------------------------------------


def test_antarctic_base_allows_one_minion_per_player_here():
    antarctic = named("n", "antarctic-base", 40, (5, 3, 2))
    data = board(
        antarctic,
        _other(),
        events=[
            play("n", minion("ann", 3, id="a1")),
            play("n", minion("ann", 3, id="a2")),
            play("o", minion("ann", 3, id="a3")),
            play("n", minion("bob", 3, id="b1")),
            play("n", action("ann", 0, id="x")),
        ],
        end_of_turn=False,
    )
    result = run(data)
    assert _applied(result) == [True, False, True, True, True]
    assert _warned(result, "Antarctic Base")


def test_antarctic_base_counts_a_play_even_after_the_minion_left():
    antarctic = named("n", "antarctic-base", 40, (5, 3, 2))
    move = {"when": "now", "action": "move", "card": "a1", "to": "o", "by": "ann"}
    data = board(
        antarctic,
        _other(),
        events=[
            play("n", minion("ann", 3, id="a1")),
            move,
            play("n", minion("ann", 3, id="a2")),
        ],
        end_of_turn=False,
    )
    assert _applied(run(data)) == [True, False]


# --- The Vats -----------------------------------------------------------------------------


def test_the_vats_refuses_a_minion_named_as_one_here():
    # Catalog cards (card_boards' stand-in catalog): a Walker is here, bob's.
    vats = named("v", "the-vats", 40, (3, 1, 1), cb.minion("bob", "zombies/walker", "b"))
    data = board(
        vats,
        _other(),
        events=[play("v", cb.minion("ann", "zombies/walker", "n"))],
        end_of_turn=False,
    )
    result = cb.run(data)
    assert _applied(result) == [False]
    assert _warned(result, "The Vats")
    # Another name here, the same name elsewhere, and a typed minion (no name) are played.
    data["events"] = [
        play("v", cb.minion("ann", "aliens/scout", "n")),
        play("o", cb.minion("ann", "zombies/walker", "m")),
        play("v", minion("ann", 2, id="k")),
    ]
    assert _applied(cb.run(data)) == [True, True, True]


# --- Monkey Lab ---------------------------------------------------------------------------


def test_monkey_lab_gives_one_power_per_action_on_a_minion():
    # ann's minion 3 + 2 actions on it (one of bob's) = 5; bob's 4 with none. An action on
    # the base itself gives nothing. Breakpoint 10: 5 + 4 = 9 does not break it...
    lab = named(
        "m",
        "monkey-lab",
        10,
        (4, 2, 1),
        minion("ann", 3, id="a"),
        action("ann", 0, id="x", attached_to="a"),
        action("bob", 0, id="y", attached_to="a"),
        minion("bob", 4, id="b"),
        action("bob", 0, id="z"),
    )
    result = run(board(lab, _other(), end_of_turn=True))
    assert result["scorings"] == []
    # ... one more action played on bob's minion does: 5 + 5 = 10.
    data = board(
        lab,
        _other(),
        events=[play("m", action("cy", 0, id="w", attached_to="b"))],
        end_of_turn=True,
    )
    result = run(data)
    assert _applied(result) == [True]
    assert [s["base"] for s in result["scorings"]] == ["m"]
