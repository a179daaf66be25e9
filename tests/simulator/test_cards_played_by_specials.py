"""A card a Special brings into play, with the real catalog (the printed powers and types of
buried cards): only the card its `choose.play` names, or the Special's own card, resolves its
play ability through the Special's event (tests/engine/test_cards_played_by_effects.py)."""

from __future__ import annotations

import pytest

from simulator import services
from simulator.engine import BoardError

pytestmark = pytest.mark.django_db


def test_a_card_a_special_uncovers_is_resolved_as_an_uncover_event_resolves_it():
    # Burst Forth uncovers Ann's buried Ninja Master before b1 scores: it is played as an
    # `uncover` event plays it (buried.py), and no decision of it is offered under the
    # Special's event, where no `then` could name it (`then` needs `play`).
    buried = {"type": "buried", "controller": "ann", "id": "nm", "card": "ninjas/ninja-master"}
    bases = [
        {
            "id": "b1",
            "breakpoint": 8,
            "vp": [3, 2, 1],
            "cards": [
                {"type": "minion", "owner": "ann", "power": 4, "id": "a1"},
                {"type": "minion", "owner": "bob", "power": 6, "id": "b6"},
                buried,
            ],
        },
        {"id": "b2", "breakpoint": 30, "vp": [3, 2, 1], "cards": []},
    ]
    burst = {"type": "action", "owner": "ann", "id": "bf", "card": "skeletons/burst-forth"}
    data = {
        "players": ["ann", "bob"],
        "active_player": "ann",
        "bases": bases,
        "events": [
            {
                "when": "before_scoring",
                "action": "special",
                "by": "ann",
                "base": "b1",
                "card": burst,
                "choose": {"card": "nm"},
            }
        ],
    }
    result = services.simulate_board(data)
    scoring = result["scorings"][0]
    # Uncovered and in play when b1 scores (Ann 4 + 5 against Bob's 6).
    assert {s["player"]: s["power"] for s in scoring["standings"]} == {"ann": 9, "bob": 6}
    assert result["plays"] == []
    assert [a for a in result["assumed_choices"] if a.get("event") == 0] == []


def _special(by: str, base: str, card: dict, choose: dict | None = None) -> dict:
    event = {"when": "before_scoring", "action": "special", "by": by, "base": base, "card": card}
    if choose is not None:
        event["choose"] = choose
    return event


def _minion(card_id: str, owner: str, power: int) -> dict:
    return {"type": "minion", "id": card_id, "owner": owner, "power": power}


def test_green_trooper_refused_by_the_base_is_a_skipped_special():
    # Ice Castle (POD): no minion is played there. Green Trooper's Special is refused, warned,
    # and no Special is used: Bob's Black Trooper (+1 per Special) stays at 3, Ann first alone.
    trooper = {"type": "minion", "id": "bt", "owner": "bob", "card": "mega-troopers/black-trooper"}
    green = {"type": "minion", "id": "g1", "owner": "ann", "card": "mega-troopers/green-trooper"}
    data = {
        "players": ["ann", "bob"],
        "active_player": "ann",
        "bases": [
            {
                "id": "ice",
                "base": "ice-castle",
                "printing": "pod",
                "cards": [_minion("a1", "ann", 8), _minion("b1", "bob", 4), trooper],
            }
        ],
        "events": [_special("ann", "ice", green)],
    }
    result = services.simulate_board(data)
    standings = {s["player"]: (s["power"], s["place"]) for s in result["scorings"][0]["standings"]}
    assert standings == {"ann": (8, 1), "bob": (7, 2)}
    assert [w["event"] for w in result["warnings"]] == [0]
    assert [e["event"] for e in result["skipped_events"]] == [0]


def test_a_special_from_the_hand_is_controlled_by_the_player_who_uses_it():
    # Bob uses the Special of a Shinobi that Ann owns (a card of hers in his hand): he plays it,
    # so he controls it, as a play event's card; and so for the minion his Hidden Ninja plays.
    shinobi = {"type": "minion", "id": "s1", "owner": "ann", "card": "ninjas/shinobi"}
    hidden = {"type": "action", "id": "h1", "owner": "ann", "card": "ninjas/hidden-ninja"}
    for event in (
        _special("bob", "b1", shinobi),
        _special("bob", "b1", hidden, {"play": _minion("m1", "ann", 3)}),
    ):
        data = {
            "players": ["ann", "bob"],
            "active_player": "bob",
            "bases": [
                {
                    "id": "b1",
                    "breakpoint": 10,
                    "vp": [3, 2, 1],
                    "cards": [_minion("a1", "ann", 5), _minion("b1m", "bob", 7)],
                }
            ],
            "events": [event],
        }
        result = services.simulate_board(data)
        standings = {s["player"]: s["power"] for s in result["scorings"][0]["standings"]}
        assert standings == {"bob": 10, "ann": 5}, event


def test_full_sail_without_choose_lists_its_decision_and_names_the_minions_it_may_move():
    a9 = _minion("a9", "ann", 1)
    data = {
        "players": ["ann", "bob"],
        "active_player": "bob",
        "bases": [
            {
                "id": "b1",
                "breakpoint": 12,
                "vp": [3, 2, 1],
                "cards": [_minion("a1", "ann", 5), _minion("a2", "ann", 2), _minion("b", "bob", 6)],
            },
            {"id": "b2", "breakpoint": 30, "vp": [3, 2, 1], "cards": [a9]},
        ],
        "events": [
            _special(
                "ann",
                "b1",
                {"type": "action", "id": "fs", "owner": "ann", "card": "pirates/full-sail"},
            )
        ],
    }
    result = services.simulate_board(data)
    [assumed] = result["assumed_choices"]
    assert (assumed["event"], assumed["card"], assumed["choose"]) == (0, "fs", None)
    # A rival's minion is refused as "not a minion of ann" (any base: one on the scoring base
    # is moved too).
    data["events"][0]["choose"] = {"card": "b", "to": "b2"}
    with pytest.raises(BoardError) as refused:
        services.simulate_board(data)
    assert refused.value.as_dict()["error"]["message"] == "'b' is not a minion of ann"


def test_first_mate_lists_the_bases_it_may_move_to():
    mate = {"type": "minion", "id": "fm", "owner": "ann", "card": "pirates/first-mate"}
    data = {
        "players": ["ann", "bob"],
        "active_player": "ann",
        "bases": [
            {"id": "b1", "breakpoint": 8, "vp": [3, 2, 1], "cards": [mate, _minion("b", "bob", 6)]},
            {"id": "b2", "breakpoint": 30, "vp": [3, 2, 1], "cards": []},
            {"id": "b3", "breakpoint": 30, "vp": [3, 2, 1], "cards": []},
        ],
    }
    result = services.simulate_board(data)
    [assumed] = [a for a in result["assumed_choices"] if a.get("card") == "fm"]
    assert assumed["options"] == [{"to": "b2"}, {"to": "b3"}]


def test_an_uncovered_cards_play_ability_is_listed_as_not_applied():
    # Uncovered, a card is resolved as if played from the hand (booklet p. 8): Ninja Master's
    # play is not applied there, which not_simulated says (the log does not tell the player
    # to give it as a play event); Tomb Trap's play only buries it: nothing to list.
    buried = [
        {"type": "buried", "controller": "ann", "id": "nm", "card": "ninjas/ninja-master"},
        {"type": "buried", "controller": "ann", "id": "tt", "card": "ancient-egyptians/tomb-trap"},
    ]
    data = {
        "players": ["ann", "bob"],
        "active_player": "ann",
        "bases": [
            {
                "id": "b1",
                "breakpoint": 30,
                "vp": [3, 2, 1],
                "cards": [_minion("a1", "ann", 4), _minion("b6", "bob", 6), *buried],
            }
        ],
        "events": [
            {"when": "now", "action": "uncover", "card": "nm"},
            {"when": "now", "action": "uncover", "card": "tt"},
        ],
        "end_of_turn": False,
    }
    result = services.simulate_board(data)
    listed = {n["card"]: n["reason"] for n in result["not_simulated"] if n.get("card")}
    assert list(listed) == ["nm"]
    assert listed["nm"].startswith("uncovered, this card is resolved as if played from the hand")
    assert not any("give it as a play event" in entry["text"] for entry in result["log"])
