"""Burying and uncovering (issue 15; Grosse Boîte pour Geek booklet p. 8): the scripted events
"bury" and "uncover", and what the engine does with a buried card."""

from __future__ import annotations

import pytest

from simulator.engine.errors import BoardError
from tests.engine.card_boards import base, board, card, in_play, run, standings, typed


def _buried(player: str, card_id: str, key: str | None = None) -> dict:
    data = {"type": "buried", "controller": player, "id": card_id}
    if key is not None:
        data["card"] = key
    return data


def _uncover(card_id: str, when: str = "before_scoring", **extra) -> dict:
    event = {"when": when, "action": "uncover", "card": card_id, **extra}
    if when != "now":
        event["base"] = "b1"
    return event


def _board(*cards: dict, **extra) -> dict:
    return board(base("b1", 5, (3, 2, 1), *cards), base("b2", 30, (3, 2, 1)), **extra)


def test_an_uncovered_minion_is_played_with_its_printed_power():
    data = _board(
        typed("ann", 3, "a1"),
        _buried("ann", "rv", "skeletons/revenant"),
        typed("bob", 4, "b1m"),
        events=[_uncover("rv")],
    )
    assert standings(run(data), "b1") == {"ann": 6, "bob": 4}
    # Still buried, it counts for nothing.
    data.pop("events")
    assert standings(run(data), "b1") == {"ann": 3, "bob": 4}


def test_a_buried_card_without_its_catalog_card_cannot_be_uncovered_and_says_so():
    data = _board(typed("ann", 3, "a1"), _buried("ann", "u1"), typed("bob", 4, "b1m"))
    data["events"] = [_uncover("u1")]
    result = run(data)
    assert standings(result, "b1") == {"ann": 3, "bob": 4}
    assert [w["event"] for w in result["warnings"]] == [0]
    assert "does not say which card" in result["warnings"][0]["text"]


def test_a_player_uncovers_only_their_own_buried_cards():
    data = _board(
        typed("ann", 3, "a1"),
        _buried("ann", "rv", "skeletons/revenant"),
        typed("bob", 4, "b1m"),
        events=[_uncover("rv", by="bob")],
    )
    result = run(data)
    assert standings(result, "b1") == {"ann": 3, "bob": 4}
    assert result["skipped_events"][0]["event"] == 0


def test_bury_takes_a_minion_out_of_the_count_and_uncover_brings_it_back():
    data = _board(
        card("minion", "ann", "skeletons/revenant", "rv"),
        typed("ann", 1, "a1"),
        typed("bob", 4, "b1m"),
        events=[{"when": "now", "action": "bury", "card": "rv", "to": "b2"}],
    )
    result = run(data)
    assert standings(result, "b1") == {"ann": 1, "bob": 4}
    buried = [c for b in result["board"]["bases"] for c in b["cards"] if c.get("id") == "rv"]
    assert buried == [
        {
            "type": "buried",
            "id": "rv",
            "controller": "ann",
            "card": "skeletons/revenant",
            "printing": "original",
        }
    ]
    # The output board, run again with an uncover: the card comes back with its printed power.
    again = dict(result["board"], events=[_uncover("rv", when="now")])
    again["bases"][0]["breakpoint"] = 3
    assert standings(run(again), "b2") == {"ann": 3}


def test_a_card_buried_from_hand_can_be_uncovered_later_in_the_turn():
    data = _board(
        typed("ann", 3, "a1"),
        typed("bob", 4, "b1m"),
        events=[
            {
                "when": "now",
                "action": "bury",
                "card": _buried("ann", "rv", "skeletons/revenant"),
                "to": "b1",
            },
            _uncover("rv"),
        ],
    )
    assert standings(run(data), "b1") == {"ann": 6, "bob": 4}


def test_burying_honours_protections():
    data = _board(
        typed("ann", 3, "a1"),
        card("action", "ann", "dinosaurs/tooth-and-claw-and-guns", "tc", attached_to="a1"),
        typed("bob", 2, "b1m"),
        events=[{"when": "now", "action": "bury", "card": "a1", "by": "bob"}],
    )
    result = run(data)
    assert standings(result, "b1") == {"ann": 3, "bob": 2}
    assert in_play(result).get("a1") is None  # it scored with its base
    assert any(e["message"] == "card.unaffected" for e in result["log"])


def test_a_buried_cards_ability_does_not_act_until_uncovered():
    # A buried Mummy on the scoring base does not bury itself elsewhere after it scores.
    data = _board(
        typed("ann", 5, "a1"),
        _buried("ann", "mu", "world-champs/mummy"),
        choices=[{"card": "mu", "player": "ann", "choose": {"to": "b2"}}],
    )
    result = run(data)
    assert "mu" not in in_play(result)
    assert result["unused_choices"]


@pytest.mark.parametrize(
    ("event", "field"),
    [
        (
            {
                "when": "now",
                "action": "bury",
                "card": {"type": "minion", "owner": "ann", "power": 2},
            },
            "events[0].card.type",
        ),
        ({"when": "now", "action": "bury", "card": _buried("ann", "x")}, "events[0].to"),
        ({"when": "now", "action": "uncover"}, "events[0].card"),
        ({"when": "now", "action": "uncover", "card": "nope"}, "events[0].card"),
    ],
)
def test_bad_bury_and_uncover_events_name_the_field(event, field):
    data = _board(typed("ann", 3, "a1"), events=[event])
    with pytest.raises(BoardError) as caught:
        run(data)
    assert caught.value.field == field


def test_an_uncovered_minion_that_cannot_be_played_there_is_discarded_instead():
    # Overrun: other players cannot play minions on its base (booklet p. 8: discarded instead).
    data = _board(
        typed("ann", 3, "a1"),
        card("action", "bob", "zombies/overrun", "ov"),
        _buried("ann", "rv", "skeletons/revenant"),
        typed("bob", 4, "b1m"),
        events=[_uncover("rv")],
    )
    result = run(data)
    assert standings(result, "b1") == {"ann": 3, "bob": 4}
    assert any(e["message"] == "card.uncovered.not-played" for e in result["log"])


def test_a_card_boneyard_buries_loses_its_ability_while_buried():
    # A Microbot Fixer destroyed on b1 and buried on Boneyard no longer gives ann's Microbots +1.
    data = board(
        base("b1", 30, (3, 2, 1), card("minion", "ann", "robots/microbot-fixer", "mf")),
        {"id": "y", "base": "boneyard", "printing": "pod", "breakpoint": 30, "vp": [3, 2, 1]},
        base(
            "b2",
            4,
            (3, 2, 1),
            card("minion", "ann", "robots/microbot-fixer", "f2"),
            typed("ann", 1, "a2"),
            typed("bob", 3, "b"),
        ),
        events=[{"when": "now", "action": "destroy", "card": "mf", "by": "bob"}],
        choices=[{"base": "y", "player": "ann", "choose": {"card": "mf"}}],
    )
    result = run(data)
    assert in_play(result)["mf"] == "y"
    assert standings(result, "b2") == {"ann": 3, "bob": 3}


def test_a_buried_war_raptor_is_not_counted_by_the_war_raptors():
    data = _board(
        card("minion", "ann", "dinosaurs/war-raptor", "wr"),
        _buried("ann", "bw", "dinosaurs/war-raptor"),
        typed("bob", 3, "b1m"),
    )
    # Its own +1 only: the buried one is face down.
    assert standings(run(data), "b1") == {"ann": 3, "bob": 3}


def test_a_buried_card_is_not_the_card_another_cards_bonus_asks_for():
    # Gretel has +2 while Hansel is on her base: a buried Hansel is face down.
    gretel = card("minion", "ann", "grimms-fairy-tales/gretel", "gr", power=3)
    data = _board(gretel, typed("bob", 4, "b1m"), _buried("ann", "ha", "grimms-fairy-tales/hansel"))
    assert standings(run(data), "b1") == {"ann": 3, "bob": 4}
    data["bases"][0]["cards"][2] = card("minion", "ann", "grimms-fairy-tales/hansel", "ha", power=0)
    assert standings(run(data), "b1") == {"ann": 7, "bob": 4}  # both have +2


def test_a_buried_microbot_alpha_does_not_make_minions_microbots():
    data = _board(
        card("minion", "ann", "robots/microbot-fixer", "mf"),
        typed("ann", 2, "a2"),
        _buried("ann", "ma", "robots/microbot-alpha"),
        typed("bob", 4, "b1m"),
    )
    assert standings(run(data), "b1") == {"ann": 4, "bob": 4}
