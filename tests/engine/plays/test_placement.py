"""Where an action is played: its printed text says "Play on your minion", "on another player's
minion", "on a base" or "on a minion" (the catalog's `played_on` fact), and a card played
elsewhere is not played (README, the play phase: a card played where it cannot go)."""

from __future__ import annotations

import pytest

from simulator.engine import BoardError
from tests.engine.card_boards import base, board, run, typed
from tests.engine.plays.helpers import FAR, where


def _play(card: dict, **event) -> dict:
    data = board(base("b1", FAR, (3, 2, 1), typed("ann", 2, "a"), typed("bob", 3, "o")))
    data["events"] = [{"when": "now", "action": "play", "by": "ann", "card": card, **event}]
    return run(data)


def _action(key: str, **extra) -> dict:
    return {"type": "action", "id": "x", "owner": "ann", "card": key, **extra}


@pytest.mark.parametrize(
    "key,target",
    [
        ("magical-girls/magical-staff", "o"),  # "your minion", on bob's
        ("luchadors/quick-set-up", "a"),  # "another player's minion", on ann's own
        ("dinosaurs/wildlife-preserve", "a"),  # "on a base", on a minion
    ],
)
def test_an_action_played_on_a_minion_its_text_excludes_is_not_played(key, target):
    result = _play(_action(key, attached_to=target))
    assert "x" not in where(result)
    (play,) = result["plays"]
    assert play["applied"] is False
    assert "its text says" in play["reason"] and play["reason_fr"]
    assert any("its text says" in w["text"] for w in result["warnings"])


@pytest.mark.parametrize(
    "key,target",
    [
        ("magical-girls/magical-staff", "a"),
        ("luchadors/quick-set-up", "o"),
        ("dinosaurs/upgrade", "o"),
    ],
)
def test_an_action_played_where_its_text_says_is_played(key, target):
    result = _play(_action(key, attached_to=target))
    assert where(result)["x"] == "b1"
    assert result["plays"][0]["applied"] is True
    assert not any("its text says" in w["text"] for w in result["warnings"])


def test_an_action_played_on_a_minion_needs_the_minion():
    result = _play(_action("dinosaurs/upgrade"), to="b1")
    assert "x" not in where(result)
    assert "attached_to" in result["plays"][0]["reason"]
    on_base = _play(_action("dinosaurs/wildlife-preserve"), to="b1")
    assert where(on_base)["x"] == "b1"


def test_an_extra_card_played_where_its_text_excludes_is_not_played():
    # Min-Maxing plays an action of bob's for ann: Magical Staff (your minion) on bob's minion
    # is refused; on ann's own it is played.
    def min_maxing(target: str) -> dict:
        staff = _action("magical-girls/magical-staff", id="s", owner="bob", attached_to=target)
        return _play(_action("geeks/min-maxing"), choose={"play": staff})

    refused = min_maxing("o")
    assert "s" not in where(refused)
    assert any("its text says" in w["text"] for w in refused["warnings"])
    played = min_maxing("a")
    assert where(played)["s"] == "b1"
    # The player who plays a card controls it: bob's Magical Staff is ann's now.
    (staff,) = [c for c in played["board"]["bases"][0]["cards"] if c.get("id") == "s"]
    assert staff.get("controller", staff["owner"]) == "ann"


def test_an_action_played_on_a_minion_cannot_go_on_a_titan():
    # A titan is no minion: Upgrade ("play on a minion") on ann's titan is not played.
    titan = {"type": "titan", "id": "t", "owner": "ann", "controller": "ann", "power": 0}
    data = board(base("b1", FAR, (3, 2, 1), typed("ann", 2, "a"), titan))
    data["events"] = [
        {
            "when": "now",
            "action": "play",
            "by": "ann",
            "card": _action("dinosaurs/upgrade", attached_to="t"),
        }
    ]
    result = run(data)
    assert "x" not in where(result)
    assert "is not one" in result["plays"][0]["reason"]


def _min_maxing_from_bobs_hand(key: str, **choose) -> dict:
    # Min-Maxing plays an action of Bob's hand (a hand card: it has no attached_to of its own,
    # the choose's "attached_to" names the minion it goes on).
    data = board(base("b1", FAR, (3, 2, 1), typed("ann", 2, "a"), typed("bob", 3, "o")))
    data["hands"] = {
        "ann": [{"type": "action", "id": "mm", "card": "geeks/min-maxing"}],
        "bob": [{"type": "action", "id": "s", "card": key}],
    }
    data["events"] = [
        {"when": "now", "action": "play", "card": "mm", "choose": {"play": "s", **choose}}
    ]
    return run(data)


def test_an_extra_hand_action_goes_on_the_minion_its_choose_names():
    played = _min_maxing_from_bobs_hand("magical-girls/magical-staff", attached_to="a")
    (staff,) = [c for c in played["board"]["bases"][0]["cards"] if c.get("id") == "s"]
    assert staff["attached_to"] == "a"
    assert staff.get("controller", staff["owner"]) == "ann"
    assert played["warnings"] == []
    assert played["board"]["hands"]["bob"] == []
    # Magical Staff goes on one of your minions: on Bob's, it is not played.
    refused = _min_maxing_from_bobs_hand("magical-girls/magical-staff", attached_to="o")
    assert "s" not in where(refused)
    assert any("its text says" in w["text"] for w in refused["warnings"])
    # Without a minion, an action played on a minion is not played (as before).
    alone = _min_maxing_from_bobs_hand("magical-girls/magical-staff")
    assert "s" not in where(alone)
    assert any("attached_to" in w["text"] for w in alone["warnings"])


@pytest.mark.parametrize(
    "choose,field",
    [
        ({"attached_to": "a"}, "events[0].choose.attached_to"),  # no "play"
        ({"play": "s", "attached_to": "nobody"}, "events[0].choose.attached_to"),
        ({"play": "s", "then": {"attached_to": "a"}}, "events[0].choose.then"),
    ],
)
def test_a_choose_attached_to_is_checked(choose, field):
    data = board(base("b1", FAR, (3, 2, 1), typed("ann", 2, "a"), typed("bob", 3, "o")))
    data["hands"] = {
        "ann": [{"type": "action", "id": "mm", "card": "geeks/min-maxing"}],
        "bob": [{"type": "action", "id": "s", "card": "magical-girls/magical-staff"}],
    }
    data["events"] = [{"when": "now", "action": "play", "card": "mm", "choose": choose}]
    with pytest.raises(BoardError) as caught:
        run(data)
    assert caught.value.field.startswith(field)


def test_a_choose_attached_to_needs_an_action():
    data = board(base("b1", FAR, (3, 2, 1), typed("ann", 2, "a")))
    data["hands"] = {
        "ann": [
            {"type": "action", "id": "mm", "card": "geeks/min-maxing"},
            {"type": "minion", "id": "m", "power": 2},
        ]
    }
    data["events"] = [
        {
            "when": "now",
            "action": "play",
            "card": "mm",
            "choose": {"play": "m", "attached_to": "a"},
        }
    ]
    with pytest.raises(BoardError) as caught:
        run(data)
    assert caught.value.field == "events[0].choose.attached_to"


def test_a_standard_action_given_a_minion_is_played_on_none():
    # A tap on a minion's chip with Augmentation (a standard action): it is played on no
    # minion, resolves with its own choose, and is not left on the board; a warning says so.
    data = board(base("b1", 12, (3, 2, 1), typed("ann", 2, "a"), typed("bob", 3, "o")))
    augmentation = _action("dinosaurs/augmentation", attached_to="a")
    data["events"] = [
        {
            "when": "now",
            "action": "play",
            "by": "ann",
            "card": augmentation,
            "choose": {"card": "a"},
        }
    ]
    result = run(data)
    assert "x" not in where(result)
    assert result["plays"][0]["applied"] is True
    assert result["totals"]["b1"]["players"] == {"ann": 6, "bob": 3}
    (warning,) = result["warnings"]
    assert "standard action" in warning["text"] and warning["text_fr"]
    # As the extra card of Min-Maxing, from Bob's hand: the same.
    data["hands"] = {
        "ann": [{"type": "action", "id": "mm", "card": "geeks/min-maxing"}],
        "bob": [{"type": "action", "id": "aug", "card": "dinosaurs/augmentation"}],
    }
    data["events"] = [
        {
            "when": "now",
            "action": "play",
            "card": "mm",
            "choose": {"play": "aug", "attached_to": "a", "then": {"card": "a"}},
        }
    ]
    result = run(data)
    assert "aug" not in where(result)
    assert result["totals"]["b1"]["players"] == {"ann": 6, "bob": 3}
    assert any("standard action" in w["text"] for w in result["warnings"])
    # Played on no minion, so on no base (a base forbidding actions, The Dread Gazebo's kind,
    # is not asked): its play names none.
    (extra,) = [p for p in result["plays"] if p["card"] == "aug"]
    assert extra["to"] is None
