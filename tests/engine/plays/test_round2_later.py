"""Second review of the play phase (r-later): Passengers' "previous base", The Touch's loss of
abilities, the Musketeers' "directly affects" and the restricted extra actions."""

from __future__ import annotations

from tests.engine.card_boards import base, board, card, run
from tests.engine.plays.helpers import FAR, action, m, scored, vp, where


def cb(name: str) -> str:
    return f"changerbots/{name}"


def _talent(card_id: str, choose: dict | None = None) -> dict:
    event = {"when": "now", "action": "talent", "card": card_id}
    if choose is not None:
        event["choose"] = choose
    return event


def _passengers_board(*events: dict) -> dict:
    flight = action("ann", cb("flighterizer"), "fl", attached_to="a1")
    pas = action("ann", cb("passengers"), "ps", attached_to="a1")
    data = board(
        base("b1", 11, (3, 2, 1), m("k", 5, "bob")),
        base("b2", FAR, (3, 2, 1), m("a1", 4), flight, pas, m("a2", 2)),
        base("b3", FAR, (3, 2, 1), m("a3", 3)),
    )
    data["events"] = list(events)
    return data


def test_passengers_pulls_only_from_the_base_its_minion_left_in_the_run():
    # Flighterizer moves a1 b2 -> b1 (-1): the previous base is b2, so a3 (on b3) is refused.
    result = run(_passengers_board(_talent("fl", {"to": "b1"}), _talent("ps", {"card": "a3"})))
    assert where(result)["a3"] == "b3" and scored(result) == []
    assert any(w["event"] == 1 for w in result["warnings"])
    result = run(_passengers_board(_talent("fl", {"to": "b1"}), _talent("ps", {"card": "a2"})))
    assert where(result)["a2"] == "b1" and scored(result) == []  # 5 + 3 + 2 = 10 < 11
    assert result["warnings"] == [] and result["assumed_choices"] == []


def test_passengers_without_a_move_in_the_run_lists_the_move_assumed():
    result = run(_passengers_board(_talent("ps", {"card": "a3"})))
    assert where(result)["a3"] == "b2"
    (entry,) = result["assumed_choices"]
    assert entry["ability"] == cb("passengers") and "b3" in entry["reason"]


def test_the_touch_cancels_its_minions_other_abilities():
    # Microbot Alpha: +1 for each of your other Microbots; after The Touch's Talent, 1 + 3 only.
    alpha = card("minion", "ann", "robots/microbot-alpha", "al")
    touch = action("ann", cb("the-touch"), "tt", attached_to="al")
    data = board(base("b1", 19, (3, 2, 1), alpha, touch, m("a2", 2), m("a3", 2), m("k", 9, "bob")))
    data["events"] = [_talent("tt")]
    result = run(data)
    assert scored(result) == [] and vp(result) == 0  # 4 + 2 + 2 + 9 = 17 < 19
    data["bases"][0]["breakpoint"] = 17
    result = run(data)
    assert result["scorings"][0]["card_powers"]["al"] == 4


def mk(name: str) -> str:
    return f"musketeers/{name}"


def test_a_one_shot_action_on_a_musketeer_is_heard_by_athos_and_young_musketeer():
    athos = card("minion", "ann", mk("athos"), "at", power=4)
    young = card("minion", "ann", mk("young-musketeer"), "ym", power=3)
    data = board(base("b1", 15, (3, 2, 1), athos, young, m("k", 9, "bob")))
    biding = action("ann", mk("biding-time"), "bt")
    data["events"] = [
        {"when": "now", "action": "play", "by": "ann", "card": biding, "choose": {"card": "ym"}}
    ]
    result = run(data)
    # 3 + 2 (Biding Time) + 1 (Young Musketeer) + 1 (Athos) = 7: ann 11, bob 9.
    assert result["scorings"][0]["card_powers"]["ym"] == 7
    assert vp(result) == 3 and vp(result, "bob") == 2
