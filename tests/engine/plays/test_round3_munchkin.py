"""Third review of the play phase (r3-munchkin): Shrug it Off (POD), Fixin' to Fix It,
Mechanic, "...Really?", Word of Recall, Expert Timing."""

from __future__ import annotations

from tests.engine.card_boards import base, board, run
from tests.engine.plays.helpers import act, mn, vp

SHRUG = {"type": "action", "id": "so", "owner": "ann", "card": "vigilantes/shrug-it-off"}
SCARED = {
    "type": "action",
    "id": "ss",
    "owner": "ann",
    "card": "vigilantes/scared-straight",
    "printing": "pod",
}


def _shrug_then_move(b1: list[dict], b2: list[dict], bp1: int, bp2: int, move: dict) -> dict:
    data = board(
        base("b1", bp1, (3, 2, 1), {**SHRUG, "printing": "pod"}, *b1),
        base("b2", bp2, (3, 2, 1), *b2),
        hands={"ann": [SCARED]},
    )
    data["events"] = [
        {"when": "now", "action": "talent", "card": "so"},
        {"when": "now", "action": "play", "card": "ss", "to": "b2", "choose": move},
    ]
    return run(data)


def test_shrug_it_off_pod_minus_one_stays_on_its_base_not_on_a_minion_moved_away():
    # "Other players' minions here have -1": bb moved to b2 is no longer here (5 there), so b2
    # reaches 3 + 4 + 5 = 12 and scores.
    result = _shrug_then_move(
        [mn(None, "a1", 4), mn(None, "bb", 5, "bob")],
        [mn(None, "a2", 3), mn(None, "b2m", 4, "bob")],
        30,
        12,
        {"card": "bb", "to": "b2"},
    )
    assert (vp(result, "bob"), vp(result, "ann")) == (3, 2)
    assert result["scorings"][0]["card_powers"]["bb"] == 5


def test_shrug_it_off_pod_minus_one_reaches_a_minion_moved_there_later():
    # b2m (5) moved to b1 is another player's minion here: 4; b1 has 4 + 1 + 4 = 9 < 10.
    result = _shrug_then_move(
        [mn(None, "a1", 4), mn(None, "bb", 2, "bob")],
        [mn(None, "a2", 3), mn(None, "b2m", 5, "bob")],
        10,
        30,
        {"card": "b2m", "to": "b1"},
    )
    assert result["vp"] == {"ann": 0, "bob": 0} and result["scorings"] == []
