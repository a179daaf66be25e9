"""Who controls a card another player owns, played by you (the Oops rulebook's clarifications of
Shield Maiden, Valkyrie, Pillage, Raiding Party and Ransack: you control it), and the hand such a
card leaves (the one that holds it, not its owner's)."""

from __future__ import annotations

from tests.engine.card_boards import base, board, run, typed
from tests.engine.plays.helpers import FAR, where


def _bobs_minion_in_anns_hand(event: dict) -> dict:
    data = board(base("b1", 5, (3, 2, 1), typed("ann", 2, "a"), typed("bob", 3, "n")))
    data["hands"] = {"ann": [{"id": "h1", "type": "minion", "owner": "bob", "power": 3}]}
    data["events"] = [event]
    return data


def test_a_card_of_another_players_played_from_your_hand_is_yours_to_control():
    # Ann plays bob's minion (3) from her hand: ann 5 against bob 3 (it counted for bob: 6-2).
    result = run(
        _bobs_minion_in_anns_hand({"when": "now", "action": "play", "card": "h1", "to": "b1"})
    )
    assert result["vp"] == {"ann": 3, "bob": 2}
    assert result["board"]["hands"]["ann"] == []


def test_an_extra_card_leaves_the_hand_that_holds_it():
    # Min-Maxing (bob's hand) cannot name it; an ability playing a card from ann's hand can:
    # Non-Infinite Loop (All Stars, original: any action of your hand) plays bob's action in
    # ann's hand, which leaves ann's hand (it stayed there as well).
    data = board(base("b1", FAR, (3, 2, 1), typed("ann", 2, "a")))
    data["hands"] = {"ann": [{"id": "s", "type": "action", "owner": "bob", "power": 0}]}
    data["events"] = [
        {
            "when": "now",
            "action": "play",
            "by": "ann",
            "card": {
                "type": "action",
                "id": "x",
                "owner": "ann",
                "card": "smash-up-all-stars/non-infinite-loop",
            },
            "choose": {"play": "s", "to": "b1"},
        }
    ]
    result = run(data)
    assert where(result)["s"] == "b1"
    assert result["board"]["hands"]["ann"] == []
    assert result["warnings"] == []
