"""A card played by an effect outside the Play phase's events resolves its own play ability
(Grosse Boîte pour Geek booklet p. 5, "Jouer des cartes"): a card a Special plays, with the
event's `choose.then` for its decisions; a card a base plays is listed as not resolved."""

from __future__ import annotations

import pytest

from simulator.engine import BoardError
from tests.engine.card_boards import (
    base,
    board,
    card,
    in_play,
    minion,
    run,
    special,
    standings,
    typed,
)


def _hidden_ninja(choose: dict) -> dict:
    # Ann's 4 against Bob's King Rex (7) on b1 (breakpoint 8): before it scores, Ann's Hidden
    # Ninja plays her Ninja Master (4) there, whose play may destroy a minion there.
    return board(
        base("b1", 8, (3, 2, 1), typed("ann", 4, "a1"), minion("bob", "dinosaurs/king-rex", "k")),
        events=[
            special(
                "before_scoring",
                "b1",
                "ann",
                card("action", "ann", "ninjas/hidden-ninja", "hn"),
                choose,
            )
        ],
    )


def _lightning_rescue_augmentation(**extra: str) -> dict:
    """Lightning Rescue (original): before b1 scores, Ann plays Augmentation (with `extra`)
    from her hand there, +4 to her minion a1 (4 against Bob's 5) by its choose.then."""
    augmentation = {
        "type": "action",
        "owner": "ann",
        "card": "dinosaurs/augmentation",
        "id": "au",
        **extra,
    }
    rescue = {
        "type": "action",
        "owner": "ann",
        "card": "mega-troopers/lightning-rescue",
        "id": "lr",
    }
    return board(
        base("b1", 8, (3, 2, 1), typed("ann", 4, "a1"), typed("bob", 5, "b1m")),
        events=[
            special(
                "before_scoring",
                "b1",
                "ann",
                rescue,
                {"play": augmentation, "then": {"card": "a1"}},
            )
        ],
    )


MASTER = {"type": "minion", "owner": "ann", "card": "ninjas/ninja-master", "id": "nm", "power": 4}


def test_the_minion_a_special_plays_resolves_its_play_ability_with_choose_then():
    result = run(_hidden_ninja({"play": MASTER, "then": {"card": "k"}}))
    assert standings(result, "b1") == {"ann": 8}
    assert "k" not in in_play(result)
    assert result["plays"] == [{"event": 0, "card": "nm", "by": "ann", "to": "b1", "applied": True}]
    assert result["assumed_choices"] == []
    assert result["warnings"] == []
    # No reminder to type the Ninja Master's effect as an event: the engine applied it.
    assert not any("give it as a play event" in entry["text"] for entry in result["log"])


def test_the_decision_of_the_minion_a_special_plays_is_assumed_under_its_event():
    result = run(_hidden_ninja({"play": MASTER}))
    # Its "may" is declined: Bob's King Rex stays, and the assumption says where to answer.
    assert standings(result, "b1") == {"ann": 8, "bob": 7}
    [assumed] = result["assumed_choices"]
    assert assumed["event"] == 0
    assert assumed["card"] == "nm"
    assert {"then": {"card": "k"}} in assumed["options"]
    assert result["not_simulated"] == []


def test_then_needs_the_card_the_special_plays():
    with pytest.raises(BoardError) as raised:
        run(_hidden_ninja({"then": {"card": "k"}}))
    assert raised.value.field == "events[0].choose.then"


def test_then_given_to_a_card_whose_play_does_nothing_is_warned_of():
    result = run(_hidden_ninja({"play": typed("ann", 3, "t1"), "then": {"card": "k"}}))
    assert standings(result, "b1") == {"ann": 7, "bob": 7}
    [warning] = result["warnings"]
    assert warning["event"] == 0
    assert "choose.then.card" in warning["text"]


def test_the_one_shot_action_a_special_plays_is_resolved_then_discarded():
    result = run(_lightning_rescue_augmentation())
    assert standings(result, "b1") == {"ann": 8, "bob": 5}
    assert result["plays"] == [{"event": 0, "card": "au", "by": "ann", "to": "b1", "applied": True}]
    assert "au" not in in_play(result)
    assert result["warnings"] == []


def test_a_card_a_base_plays_lists_its_play_ability_as_not_resolved():
    # The Greenhouse: Ann, its winner, plays a Ninja Master from her deck on the base that
    # replaces it; a base's choice cannot give that card's decisions: said, not silently
    # skipped, and no reminder to type it as a play event.
    data = board(
        base("g", 5, (4, 2, 1), typed("ann", 5, "a1"), base="the-greenhouse"),
        base("x", 40, (3, 2, 1), typed("bob", 2, "b1m")),
        base_deck=[{"id": "n1", "breakpoint": 20, "vp": [3, 2, 1]}],
        choices=[{"base": "g", "player": "ann", "choose": {"play": MASTER}}],
    )
    result = run(data)
    assert in_play(result)["nm"] == "n1"
    [listed] = result["not_simulated"]
    assert (listed["card"], listed["base"]) == ("nm", "n1")
    assert "played through the base" in listed["reason"]
    assert not any("give it as a play event" in entry["text"] for entry in result["log"])


def test_an_extra_play_granted_while_a_base_scores_is_said_to_be_left_unused():
    # Hidden Ninja plays Zapbot before b1 scores: its extra minion of power 2 or less cannot be
    # taken any more (the Play phase's plays are over).
    zapbot = {"type": "minion", "owner": "ann", "card": "robots/zapbot", "id": "zb", "power": 2}
    [warning] = run(_hidden_ninja({"play": zapbot}))["warnings"]
    assert warning["event"] == 0
    assert "extra play" in warning["text"] and "zb (" in warning["text"]


def test_a_standard_action_a_special_plays_on_a_minion_is_played_on_none_as_a_play_event():
    result = run(_lightning_rescue_augmentation(attached_to="a1"))
    assert standings(result, "b1") == {"ann": 8, "bob": 5}
    assert "au" not in in_play(result)
    [warning] = result["warnings"]
    assert "standard action" in warning["text"]


def test_a_one_shot_action_a_base_plays_goes_to_the_discard_pile():
    # Garrison (POD): Ann, its winner, plays Howl from her hand on x; it does not stay in play,
    # and its ability, not applied, is listed.
    howl = {"type": "action", "owner": "ann", "card": "dinosaurs/howl", "id": "hw"}
    data = board(
        base("g", 8, (3, 2, 1), typed("ann", 9, "a1"), typed("bob", 5, "b5"), base="garrison"),
        base("x", 40, (3, 2, 1), typed("bob", 2, "b1m")),
        choices=[{"base": "g", "player": "ann", "choose": {"play": howl, "to": "x"}}],
    )
    data["bases"][0]["printing"] = "pod"
    result = run(data)
    assert "hw" not in in_play(result)
    assert [n["card"] for n in result["not_simulated"]] == ["hw"]


def test_an_extra_card_is_not_told_to_give_an_extra_card_of_its_own():
    # Hidden Ninja plays Hoverbot: its "may play the revealed minion" cannot be given (a
    # `then` has no `play`): assumed declined, and the log gives no hint to give one.
    hoverbot = {"type": "minion", "owner": "ann", "card": "robots/hoverbot", "id": "hb", "power": 3}
    data = _hidden_ninja({"play": hoverbot})
    result = run(data)
    lines = [entry["text"] for entry in result["log"] if "reveals the top card" in entry["text"]]
    assert len(lines) == 1 and "choose.play" not in lines[0]
    # Played by a play event, the hint stays.
    played = board(
        base("b1", 30, (3, 2, 1), typed("ann", 4, "a1")),
        hands={"ann": [{"id": "hb", "card": "robots/hoverbot", "type": "minion", "power": 3}]},
        events=[{"when": "now", "action": "play", "card": "hb", "to": "b1"}],
    )
    lines = [e["text"] for e in run(played)["log"] if "reveals the top card" in e["text"]]
    assert len(lines) == 1 and "(choose.play)" in lines[0]
