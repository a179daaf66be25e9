"""An action typed without a catalog card but played on a minion ("attached_to") follows its
minion as a catalog one does: it moves with it, and leaves play when the minion does."""

from __future__ import annotations

import pytest

from simulator.engine import BoardError
from tests.engine.boards import action, destroy, minion, run


def board(*events: dict) -> dict:
    return {
        "players": ["ann", "bob"],
        "active_player": "ann",
        "bases": [
            {
                "id": "t",
                "breakpoint": 30,
                "vp": [3, 2, 1],
                "cards": [
                    minion("ann", 2, id="a1"),
                    action("ann", 3, id="x", attached_to="a1"),
                    minion("bob", 7, id="b1"),
                ],
            },
            {"id": "o", "breakpoint": 30, "vp": [3, 2, 1], "cards": []},
        ],
        "events": list(events),
        "end_of_turn": False,
    }


def where(result: dict) -> dict[str, str]:
    return {c["id"]: b["id"] for b in result["board"]["bases"] for c in b["cards"] if "id" in c}


def test_a_typed_action_on_a_minion_moves_with_it():
    move = {"when": "now", "action": "move", "card": "a1", "to": "o", "by": "ann"}
    result = run(board(move))
    assert where(result) == {"b1": "t", "a1": "o", "x": "o"}
    # Its power counts where it is now: 2 + 3 on o.
    assert any("o: 5 power" in e["text"] for e in result["log"])


@pytest.mark.parametrize("action_name", ["destroy", "return"])
def test_a_typed_action_on_a_minion_leaves_play_with_it(action_name):
    gone = (
        destroy("a1", "bob")
        if action_name == "destroy"
        else {"when": "now", "action": "return", "card": "a1", "by": "bob"}
    )
    result = run(board(gone))
    assert where(result) == {"b1": "t"}


def test_a_typed_hand_action_played_on_a_minion_by_its_event_follows_it():
    # The play event gives attached_to (the hand card has none): the card is played on the
    # minion, and moves with it (it crashed: a typed card had no attached_to).
    data = board({"when": "now", "action": "play", "card": "h", "attached_to": "a1"})
    data["hands"] = {"ann": [{"id": "h", "type": "action", "power": 0}]}
    data["events"].append({"when": "now", "action": "move", "card": "a1", "to": "o", "by": "ann"})
    result = run(data)
    assert where(result)["h"] == "o" and result["plays"][0]["applied"] is True


def test_attached_to_on_the_event_of_a_card_object():
    # On the event or on the card object: either works, both is refused.
    card = {"type": "action", "id": "y", "owner": "ann"}
    result = run(board({"when": "now", "action": "play", "card": card, "attached_to": "b1"}))
    (y,) = [c for b in result["board"]["bases"] for c in b["cards"] if c.get("id") == "y"]
    assert y["attached_to"] == "b1"
    both = {"when": "now", "action": "play", "card": {**card, "attached_to": "b1"}}
    with pytest.raises(BoardError, match="not both"):
        run(board({**both, "attached_to": "b1"}))
