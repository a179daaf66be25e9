"""The decisions of an extra card a played card's ability plays (`choose.play`): given as the
play's `choose.then` (README, the play phase), listed under "then" when assumed, and tried by
the advisor in the same shape (a review found them impossible to give: the extra card always
resolved with no choose)."""

from __future__ import annotations

import copy

import pytest

from simulator.engine import BoardError, advise, simulate
from tests.engine.card_boards import lookup
from tests.engine.plays.test_core import b1, play, run, table, typed, where

# Ann plays Hoverbot (3), whose revealed minion is her Ninja Master (4), played on b1
# (breakpoint 13, 11 power before): with Bob's 2 destroyed, b1 scores with Ann 9, Bob 7 (King
# Rex); with King Rex destroyed, b1 stays under its breakpoint (11). The revealed card comes
# from her deck: a card object, not a card of her hand (Hoverbot refuses those). The advisor
# tries hand cards: its test plays Commission (the POD printing), whose extra minion comes
# from the hand, with the same Ninja Master in hand (and the turn's minion play made).
NINJA_MASTER = {"type": "minion", "id": "nm", "card": "ninjas/ninja-master", "power": 4}
BOARD = {
    "players": ["ann", "bob"],
    "active_player": "ann",
    "hands": {"ann": [{"type": "minion", "id": "hb", "card": "robots/hoverbot", "power": 3}]},
    "bases": [
        {
            "id": "b1",
            "breakpoint": 13,
            "vp": [3, 2, 1],
            "cards": [
                {"type": "minion", "id": "a1", "owner": "ann", "power": 2},
                {"type": "minion", "id": "k", "owner": "bob", "card": "dinosaurs/king-rex"},
                {"type": "minion", "id": "b2", "owner": "bob", "power": 2},
            ],
        }
    ],
}


def hoverbot(choose: dict | None) -> dict:
    data = copy.deepcopy(BOARD)
    event = {"when": "now", "action": "play", "card": "hb", "to": "b1"}
    if choose is not None:
        event["choose"] = choose
        if choose.get("play") == "nm":
            # The revealed card of the deck, typed in the event (owned by ann).
            choose["play"] = {**NINJA_MASTER, "owner": "ann"}
    data["events"] = [event]
    return data


def destroyed(result: dict) -> list[str]:
    return [e["text"] for e in result["log"] if "is destroyed" in e["text"]]


def test_the_extra_cards_decision_is_given_in_then():
    result = simulate(
        hoverbot({"play": "nm", "to": "b1", "then": {"card": "b2"}}), card_lookup=lookup
    )
    assert [line.split(" ")[0] for line in destroyed(result)] == ["b2"]
    assert result["warnings"] == []
    assert result["assumed_choices"] == []
    assert result["vp"] == {"ann": 3, "bob": 2}


def test_not_given_it_is_assumed_and_listed_under_then_and_an_option_copied_in_applies():
    result = simulate(hoverbot({"play": "nm", "to": "b1"}), card_lookup=lookup)
    [entry] = result["assumed_choices"]
    assert entry["ability"] == "ninjas/ninja-master" and entry["event"] == 0
    assert entry["choose"] is None  # a "may": declined
    assert {"then": {"card": "k"}} in entry["options"]
    assert all(list(option) == ["then"] for option in entry["options"])
    assert destroyed(result) == []
    # The option written beside the play's other keys, as the README says: applied.
    again = simulate(
        hoverbot({"play": "nm", "to": "b1", **{"then": {"card": "k"}}}), card_lookup=lookup
    )
    assert again["assumed_choices"] == [] and len(destroyed(again)) == 1


def test_a_then_key_the_extra_card_does_not_read_is_reported_with_its_path():
    result = simulate(
        hoverbot({"play": "nm", "to": "b1", "then": {"card": "k", "mode": "x"}}),
        card_lookup=lookup,
    )
    [warning] = result["warnings"]
    assert "choose.then.mode" in warning["text"] and "choose.then.mode" in warning["text_fr"]


def test_then_without_play_declines_the_extra_card_on_purpose():
    # Hoverbot reads "then" with "play" (it may play an extra card): a choose without "play"
    # declines that play (README), so its "then" is read, not reported as ignored.
    result = simulate(hoverbot({"then": {"card": "k"}}), card_lookup=lookup)
    assert result["warnings"] == []
    assert destroyed(result) == []
    assert any("declines" in e["text"] for e in result["log"])


@pytest.mark.parametrize("key", ["play", "then", "zz"])
def test_then_takes_no_play_no_then_and_no_unknown_key(key):
    with pytest.raises(BoardError) as raised:
        simulate(hoverbot({"play": "nm", "to": "b1", "then": {key: "nm"}}), card_lookup=lookup)
    assert raised.value.field == f"events[0].choose.then.{key}"


def test_the_advisors_events_give_the_extra_cards_decision_in_then_and_score_agrees():
    data = copy.deepcopy(BOARD)
    commission = {"type": "action", "id": "cm", "card": "bear-cavalry/commission"}
    data["hands"] = {"ann": [{**commission, "printing": "pod"}, NINJA_MASTER]}
    data["plays_made"] = {"minion": 1}  # Ninja Master comes only as Commission's extra minion
    # Hoverbot's 3 power on Ann's side instead (a1 5), and the breakpoint 3 higher (16).
    data["bases"][0]["breakpoint"] = 16
    data["bases"][0]["cards"][0]["power"] = 5
    result = advise(data, card_lookup=lookup, budget=None)
    best = result["plays"][0]
    [event] = [e for e in best["events"] if e["card"] == "cm"] or [None]
    assert event is not None, best["events"]
    assert event["choose"].get("then") == {"card": "b2"}, event
    scored = simulate({**data, "events": best["events"]}, card_lookup=lookup)
    assert scored["vp"] == best["vp"]
    assert scored["assumed_choices"] == []


def test_a_grant_plays_the_card_choose_play_names_and_other_cards_report_it_unused():
    # Zapbot (an extra minion of power 2 or less, if its player wants): the card its choose.play
    # names is played now, checked against the grant. Madness Unleashed grants its extra actions to
    # later plays only: a choose.play there is reported, not silently ignored.
    two = {"type": "minion", "id": "z2", "owner": "ann", "power": 2}
    result = run(
        table(
            b1(typed("bob", 3, "t1")), events=[play("robots/zapbot", {"play": two}, kind="minion")]
        )
    )
    assert where(result)["z2"] == "b1" and result["warnings"] == []
    three = {**two, "power": 3}
    result = run(
        table(
            b1(typed("bob", 3, "t1")),
            events=[play("robots/zapbot", {"play": three}, kind="minion")],
        )
    )
    assert "z2" not in where(result) and result["warnings"]
    action = {"type": "action", "id": "z2", "owner": "ann"}
    result = run(
        table(b1(), events=[play("minions-of-cthulhu/madness-unleashed", {"play": action})])
    )
    (warning,) = result["warnings"]
    assert "did not use choose.play" in warning["text"]
