"""Core Set play entries, second review (2026-11-30): the original Hideout shields all of its
player's minions there from the one action, Broadside's protected options, and the extra
minion "from your discard pile" of Zombie Lord and They Keep Coming."""

from __future__ import annotations

from tests.engine.card_boards import card, run, typed
from tests.engine.plays.helpers import beyond
from tests.engine.plays.test_core import (
    assumed,
    b1,
    b2,
    hand,
    play,
    table,
    the_play,
    warned,
    where,
)


def hideout(player: str, card_id: str = "hd") -> dict:
    """Original Hideout: shields its player's minions here from another player's action."""
    return card("action", player, "tricksters/hideout", card_id)


def wildlife_preserve(player: str, card_id: str = "wp") -> dict:
    return card("action", player, "dinosaurs/wildlife-preserve", card_id)


# --- Hideout (original): the action affects none of its player's minions there -------------------


def test_hideout_keeps_crop_circles_from_every_one_of_its_players_minions():
    data = table(
        b1(hideout("bob"), typed("bob", 2, "o1"), typed("bob", 3, "o2"), typed("ann", 2, "a")),
        b2(),
        events=[play("aliens/crop-circles", {"base": "b1"}, to=None)],
    )
    result = run(data)
    assert set(where(result)) == {"o1", "o2"}
    assert hand(result, "ann") == ["a"]
    assert hand(result, "bob") == []


def test_hideout_keeps_broadside_and_cannon_from_all_of_its_players_minions():
    mine = (hideout("bob"), typed("bob", 1, "o1"), typed("bob", 2, "o2"), typed("ann", 3, "a"))
    broadside = run(
        table(b1(*mine), events=[play("pirates/broadside", {"base": "b1", "player": "bob"})])
    )
    assert set(where(broadside)) == {"o1", "o2", "a"}
    cannon = run(
        table(b1(*mine), events=[play("pirates/cannon", {"cards": ["o1", "o2"]}, to=None)])
    )
    assert set(where(cannon)) == {"o1", "o2", "a"}


def test_hideout_keeps_powderkeg_from_its_players_minions_only():
    data = table(
        b1(hideout("bob"), typed("bob", 1, "o1"), typed("bob", 2, "o2"), typed("ann", 3, "a")),
        events=[play("pirates/powderkeg", {"card": "a"}, to=None)],
    )
    assert set(where(run(data))) == {"o1", "o2"}


def test_hideout_keeps_sea_dogs_from_moving_any_of_its_players_minions():
    data = table(
        b1(
            hideout("bob"),
            card("minion", "bob", "ninjas/shinobi", "o1", power=3),
            card("minion", "bob", "ninjas/ninja-acolyte", "o2", power=2),
        ),
        b2(),
        events=[
            play("pirates/sea-dogs", {"base": "b1", "to": "b2", "factions": ["ninjas"]}, to=None)
        ],
    )
    assert where(run(data)) == {"o1": "b1", "o2": "b1"}


def test_hideout_destroyed_by_one_action_does_not_shield_from_the_next_one():
    data = table(
        b1(hideout("bob"), typed("bob", 1, "o1"), typed("bob", 2, "o2"), typed("ann", 3, "a")),
        events=[
            play("pirates/cannon", {"cards": ["o1"]}, to=None, card_id="c"),
            play("pirates/broadside", {"base": "b1", "player": "bob"}, to=None, card_id="x"),
        ],
        plays_made={"action": 0},
    )
    # The Cannon is stopped (the Hideout is destroyed); Broadside then destroys both.
    assert set(where(run(data))) == {"a"}


# --- Broadside: a player whose minions there are all protected is no option ---------------------


def test_broadside_leaves_out_a_player_whose_minions_there_are_all_protected():
    data = table(
        b1(
            wildlife_preserve("bob"),
            typed("bob", 1, "o1"),
            typed("bob", 2, "o2"),
            typed("ann", 3, "a"),
        ),
        b2(typed("bob", 2, "o3"), typed("ann", 3, "a2")),
        events=[play("pirates/broadside", to=None)],
    )
    result = run(data)
    (choice,) = assumed(result, "pirates/broadside")
    assert choice["choose"] == {"base": "b2", "player": "bob"}
    assert choice["options"] == [{"base": "b2", "player": "bob"}]
    assert set(where(result)) == {"wp", "o1", "o2", "a", "a2"}


def test_broadside_named_on_a_player_whose_minions_are_all_protected_warns():
    data = table(
        b1(
            wildlife_preserve("bob"),
            typed("bob", 1, "o1"),
            typed("bob", 2, "o2"),
            typed("ann", 3, "a"),
        ),
        events=[play("pirates/broadside", {"base": "b1", "player": "bob"}, to=None)],
    )
    result = run(data)
    assert set(where(result)) == {"wp", "o1", "o2", "a"}
    assert the_play(result)["applied"] is False
    assert warned(result, "not affected by other players' actions")
    assert not [w for w in result["warnings"] if "choose." in w["text"]]


# --- Zombie Lord, They Keep Coming: the extra minion comes from the discard pile ----------------


def from_hand_board(first: dict, second_to: str, **extra) -> dict:
    """Ann plays `first` (its hand card "card_", id h1), then Walker from her hand (h2)."""
    first = dict(first)
    return {
        "bases": [b1(), b2()],
        "events": [first, {"when": "now", "action": "play", "card": "h2", "to": second_to}],
        "hands": {
            "ann": [
                {"id": "h1", **first.pop("card_")},
                {"id": "h2", "type": "minion", "power": 2, "card": "zombies/walker"},
            ]
        },
        "players": ["ann", "bob"],
        "active_player": "ann",
        **extra,
    }


def test_zombie_lord_extra_minion_is_not_a_hand_card():
    lord = {
        "when": "now",
        "action": "play",
        "card": "h1",
        "to": "b1",
        "card_": {"type": "minion", "power": 5, "card": "zombies/zombie-lord"},
    }
    assert beyond(run(from_hand_board(lord, "b2"))) == [1]
    # A minion typed in the event (from the discard pile) takes the grant.
    data = from_hand_board(lord, "b2")
    data["events"][1] = {
        "when": "now",
        "action": "play",
        "to": "b2",
        "card": {"type": "minion", "id": "d", "owner": "ann", "power": 2, "card": "zombies/walker"},
    }
    assert beyond(run(data)) == []


def test_they_keep_coming_extra_minion_is_not_a_hand_card():
    keep = {
        "when": "now",
        "action": "play",
        "card": "h1",
        "card_": {"type": "action", "card": "zombies/they-keep-coming"},
    }
    assert beyond(run(from_hand_board(keep, "b1", plays_made={"minion": 1}))) == [1]
