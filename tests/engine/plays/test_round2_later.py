"""Second review of the play phase (r-later): Passengers' "previous base", The Touch's loss of
abilities, the Musketeers' "directly affects" and the restricted extra actions."""

from __future__ import annotations

from tests.engine.card_boards import base, board, card, run
from tests.engine.plays.helpers import FAR, action, base_action, beyond, m, scored, vp, where


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


def _musketeer_turn(first: dict, *events: dict) -> dict:
    data = board(base("b1", FAR, (3, 2, 1), m("a1"), m("k", 9, "bob")))
    data["events"] = [{"when": "now", "action": "play", "by": "ann", "card": first}, *events]
    return data


def _en_garde(target: str) -> dict:
    garde = action("ann", mk("en-garde"), "eg")
    return {"when": "now", "action": "play", "by": "ann", "card": garde, "choose": {"card": target}}


def test_to_battle_extra_action_must_affect_the_extra_minion():
    battle = action("ann", mk("to-battle"), "tb")
    young = {
        "when": "now",
        "action": "play",
        "by": "ann",
        "to": "b1",
        "card": card("minion", "ann", mk("young-musketeer"), "ym", power=3),
    }
    assert beyond(run(_musketeer_turn(battle, young, _en_garde("ym")))) == []
    assert beyond(run(_musketeer_turn(battle, young, _en_garde("a1")))) == [2]


def test_biding_time_extra_action_must_affect_the_chosen_minion():
    biding = action("ann", mk("biding-time"), "bt")
    chosen = _musketeer_turn(biding, _en_garde("a1"))
    chosen["events"][0]["choose"] = {"card": "a1"}
    assert beyond(run(chosen)) == []
    chosen["events"][1] = _en_garde("k")
    assert beyond(run(chosen)) == [1]


def test_space_prince_extra_action_must_act_on_one_of_your_minions():
    prince = card("minion", "ann", "astroknights/space-prince", "sp", power=4)
    data = board(base("b1", FAR, (3, 2, 1), prince, m("a1"), m("k", 9, "bob")))
    data["events"] = [{"when": "now", "action": "talent", "card": "sp"}] + [
        {
            "when": "now",
            "action": "play",
            "by": "ann",
            "to": "b1",
            "card": base_action("ann", i, attached_to=on),
        }
        for i, on in (("e1", "k"), ("e2", "k"))
    ]
    assert beyond(run(data)) == [2]
    data["events"][2]["card"]["attached_to"] = "a1"
    assert beyond(run(data)) == []
