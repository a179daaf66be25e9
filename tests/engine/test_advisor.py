"""The advisor (issue 29): positions whose best play is worked out by hand, the contract's keys,
the ranking, the extra plays, the budget, and every listed play as `score` resolves it."""

from __future__ import annotations

import copy
import gc

import pytest

from simulator.engine import BoardError, advise, simulate
from simulator.engine import advice_search as S
from simulator.engine.parse import validate
from simulator.engine.turn import Turn
from tests.engine.card_boards import lookup


def typed(player: str, card_id: str, power: int) -> dict:
    return {"type": "minion", "id": card_id, "owner": player, "power": power}


def base(base_id: str, breakpoint: int, cards: list[dict], vp=(4, 2, 1)) -> dict:
    return {"id": base_id, "breakpoint": breakpoint, "vp": list(vp), "cards": cards}


def board(bases: list[dict], hand: list[dict], **extra) -> dict:
    data = {
        "players": ["ann", "bob"],
        "active_player": "ann",
        "vp": {"ann": 0, "bob": 0},
        "bases": bases,
        "hands": {"ann": hand},
    }
    data.update(extra)
    return data


def run(data: dict, **kwargs) -> dict:
    return advise(data, card_lookup=lookup, **kwargs)


# Ann's minion of 6 on b1 (Bob 7, Ann 3, breakpoint 12) makes her first there: the only play
# that scores anything (the 1 reaches 11 there, under the breakpoint).
BIG_ON_B1 = board(
    [
        base("b1", 12, [typed("bob", "bob7", 7), typed("ann", "ann3", 3)]),
        base("b2", 30, [typed("bob", "bob1", 1)]),
    ],
    [
        {"type": "minion", "id": "small", "power": 1},
        {"type": "minion", "id": "big", "power": 6},
    ],
)


def test_no_play_onto_a_base_that_forbids_it_is_advised():
    # Ice Castle takes no minion: the minion that would take it is advised elsewhere only.
    ice = {**base("b1", 15, [typed("ann", "a", 8), typed("bob", "b", 6)]), "base": "ice-castle"}
    data = board([ice, base("b2", 30, [typed("bob", "bob1", 1)])], [typed("ann", "h1", 3)])
    result = run(data)
    assert result["plays"] and all(
        event["to"] != "b1" for play in result["plays"] for event in play["events"]
    )


def test_the_one_play_that_takes_a_base_comes_first():
    result = run(BIG_ON_B1)
    best = result["plays"][0]
    assert best["events"] == [
        {"when": "now", "action": "play", "card": "big", "to": "b1", "choose": {}}
    ]
    assert best["vp"] == {"ann": 4, "bob": 2}
    assert best["gain"] == 4
    assert best["margin"] == 2
    assert best["game_over"] is False and best["winners"] == []
    assert result["baseline"] == {
        "vp": {"ann": 0, "bob": 0},
        "margin": 0,
        "game_over": False,
        "winners": [],
    }
    assert result["complete"] is True and result["untried"] == 0
    # Playing nothing is the baseline, never a listed play.
    assert all(play["events"] for play in result["plays"])
    assert "you take b1" in best["summary"] and "+4 VP" in best["summary"]
    assert "vous prenez b1" in best["summary_fr"] and "+4 PV" in best["summary_fr"]


def test_the_contract_keys():
    result = run(BIG_ON_B1)
    assert set(result) == {
        "plays",
        "baseline",
        "considered",
        "complete",
        "untried",
        "not_simulated",
        "warnings",
    }
    assert set(result["plays"][0]) == {
        "events",
        "choices",
        "scoring_order",
        "vp",
        "gain",
        "margin",
        "game_over",
        "winners",
        "summary",
        "summary_fr",
        "not_simulated",
        "warnings",
    }
    # 2 bases x 2 minions, and playing nothing.
    assert result["considered"] == 5


def test_every_listed_play_is_what_score_gives_with_its_events():
    data = copy.deepcopy(NINJA_MASTER)
    result = run(data, budget=None)
    assert len(result["plays"]) == 5
    for play in result["plays"]:
        scored = simulate({**data, "events": play["events"]}, card_lookup=lookup)
        assert scored["vp"] == play["vp"]
        assert scored["assumed_choices"] == []


# Ninja Master (4) on b1 (breakpoint 7), destroying Bob's King Rex (7): Ann alone first with 7.
# Not destroying it ties Ann and Bob; elsewhere b1 scores for Bob.
NINJA_MASTER = board(
    [
        base(
            "b1",
            7,
            [
                {"type": "minion", "id": "rex", "owner": "bob", "card": "dinosaurs/king-rex"},
                typed("ann", "ann3", 3),
            ],
        ),
        base("b2", 30, [typed("bob", "bob1", 1)]),
    ],
    [{"type": "minion", "id": "nm", "card": "ninjas/ninja-master", "power": 4}],
)


def test_a_target_chosen_by_the_advisor():
    result = run(NINJA_MASTER)
    best = result["plays"][0]
    assert best["events"] == [
        {"when": "now", "action": "play", "card": "nm", "to": "b1", "choose": {"card": "rex"}}
    ]
    assert best["vp"] == {"ann": 4, "bob": 0}
    assert best["margin"] == 4
    # Declining the "may" is tried too: the tie on b1 (both first) comes next.
    second = result["plays"][1]
    assert second["events"][0]["to"] == "b1" and second["events"][0]["choose"] == {}
    assert second["vp"] == {"ann": 4, "bob": 4}
    assert "king-rex" in best["summary"]


def test_an_extra_play_granted_by_a_played_card_is_tried():
    # Zapbot lets Ann play one more minion, up to 2 power: Zapbot (2) and the 2 together reach b1's
    # breakpoint (Ann 4 + 3 against Bob 6); either one alone does not.
    data = board(
        [
            base("b1", 13, [typed("bob", "bob6", 6), typed("ann", "ann3", 3)]),
            base("b2", 30, []),
        ],
        [
            {"type": "minion", "id": "zap", "card": "robots/zapbot", "power": 2},
            {"type": "minion", "id": "two", "power": 2},
        ],
    )
    best = run(data)["plays"][0]
    assert [e["card"] for e in best["events"]] == ["zap", "two"]
    assert [e["to"] for e in best["events"]] == ["b1", "b1"]
    assert best["gain"] == 4


def test_plays_made_leaves_no_minion_to_play():
    data = copy.deepcopy(BIG_ON_B1)
    data["plays_made"] = {"minion": 1}
    result = run(data)
    assert result["plays"] == []
    assert result["considered"] == 1


def test_copies_of_a_card_in_hand_are_tried_once():
    one = run(BIG_ON_B1)
    data = copy.deepcopy(BIG_ON_B1)
    data["hands"]["ann"].append({"type": "minion", "id": "big2", "power": 6})
    two = run(data)
    assert two["considered"] == one["considered"]
    assert two["plays"][0]["events"][0]["card"] == "big"


def test_a_spent_budget_says_so():
    result = run(NINJA_MASTER, budget=1)
    assert result["complete"] is False
    assert result["untried"] > 0
    assert any("work budget" in w["text"] for w in result["warnings"])
    assert any("budget de calcul" in w["text_fr"] for w in result["warnings"])


def test_limit():
    assert len(run({**NINJA_MASTER, "limit": 1})["plays"]) == 1
    for bad in (0, 21, "3", True):
        with pytest.raises(BoardError) as caught:
            run({**NINJA_MASTER, "limit": bad})
        assert caught.value.field == "limit"
        assert caught.value.message_fr


def test_the_active_players_hand_is_required():
    data = copy.deepcopy(BIG_ON_B1)
    del data["hands"]
    with pytest.raises(BoardError) as caught:
        run(data)
    assert caught.value.field == "hands"
    data["hands"] = {"bob": []}
    with pytest.raises(BoardError) as caught:
        run(data)
    assert caught.value.field == "hands"
    assert "ann" in caught.value.message and "ann" in caught.value.message_fr


def test_the_same_board_gives_the_same_answer():
    assert run(NINJA_MASTER) == run(copy.deepcopy(NINJA_MASTER))


def test_a_standard_action_and_a_minion_in_either_order():
    # Augmentation (+4 until the end of the turn) on Ann's 3 and the 6 on b1: either order gives
    # the same position, resolved once and listed once.
    data = board(
        [
            base("b1", 14, [typed("bob", "bob9", 9), typed("ann", "ann3", 3)]),
            base("b2", 30, []),
        ],
        [
            {"type": "minion", "id": "six", "power": 6},
            {"type": "action", "id": "aug", "card": "dinosaurs/augmentation"},
        ],
        limit=20,
    )
    result = run(data)
    best = result["plays"][0]
    assert {e["card"] for e in best["events"]} == {"six", "aug"}
    assert best["gain"] == 4
    both = [p for p in result["plays"] if {e["card"] for e in p["events"]} == {"six", "aug"}]
    outcomes = [
        (tuple(sorted(p["vp"].items())), repr(sorted(map(repr, p["events"])))) for p in both
    ]
    assert len(outcomes) == len(set(outcomes))


def test_probe_answers_from_its_script_then_opens():
    x, y = {"card": "x"}, {"card": "y"}
    probe = S.Probe(3, {3: ((1, y),)})
    assert probe.answer(3, [x, y], False, ("a", "a")) == y
    assert probe.open == []
    assert probe.answer(3, [x, y], True, ("b", "b")) is None
    assert probe.open == [(3, [x, y], True)]
    assert probe.taken[3] == [(y, ("a", "a")), (None, ("b", "b"))]
    # A scripted option the decision does not offer this time is taken as declined.
    other = S.Probe(3, {3: ((1, y),)})
    assert other.answer(3, [x], True, ("a", "a")) is None


def test_a_search_leaves_nothing_for_the_garbage_collector():
    # The advisor pauses the collector while it searches (advisor._collector_paused): that holds
    # no memory only while every run it drops is freed at once, with no reference cycle.
    gc.collect()
    enabled = gc.isenabled()
    gc.disable()
    try:
        result = run(NINJA_MASTER)
        extra = run(
            board(
                [base("b1", 13, [typed("bob", "bob6", 6)]), base("b2", 30, [])],
                [
                    {"type": "minion", "id": "zap", "card": "robots/zapbot", "power": 2},
                    {"type": "minion", "id": "two", "power": 2},
                    {"type": "action", "id": "aug", "card": "dinosaurs/augmentation"},
                ],
            )
        )
        assert gc.collect() == 0
    finally:
        if enabled:
            gc.enable()
    assert result["considered"] > 1 and extra["considered"] > 1
    # And the collector is as it was after a search.
    run(NINJA_MASTER)
    assert gc.isenabled() is enabled


def test_the_cap_on_candidates_says_so(monkeypatch):
    whole = run(NINJA_MASTER)
    assert whole["complete"] and whole["considered"] > 3
    monkeypatch.setattr(S, "CANDIDATES_MAX", 3)
    capped = run(NINJA_MASTER)
    assert capped["considered"] == 3
    assert capped["complete"] is False and capped["untried"] > 0
    assert any("work budget" in w["text"] for w in capped["warnings"])


def test_a_card_returned_to_hand_this_turn_is_not_named_as_a_hand_card():
    # Change of Venue returns one of Ann's actions in play to her hand, then plays an action as
    # an extra play. The returned card was never in the input hand, so no `choose.play` can name
    # it by id: the advisor used to try it and then fail to resolve its own answer (KeyError,
    # a 500 on the API). Every listed play is now one `score` resolves the same way.
    data = board(
        [
            base(
                "b1",
                12,
                [
                    typed("ann", "ann3", 3),
                    {
                        "type": "action",
                        "id": "a1",
                        "owner": "ann",
                        "card": "dinosaurs/upgrade",
                        "attached_to": "ann3",
                    },
                    typed("bob", "bob5", 5),
                ],
            ),
            base("b2", 30, []),
        ],
        [{"type": "action", "id": "cov", "card": "steampunks/change-of-venue"}],
    )
    result = run(data, budget=None)
    assert result["plays"]
    hand_ids = {"cov"}
    for play in result["plays"]:
        for event in play["events"]:
            given = event["choose"].get("play")
            assert given is None or given in hand_ids, event
        scored = simulate({**data, "events": play["events"]}, card_lookup=lookup)
        assert scored["vp"] == play["vp"]
    # Its extra play, the returned action again, is not tried: its choose, without "play",
    # declines it, which `score` logs.
    events = result["plays"][0]["events"]
    assert events[0]["choose"] == {"card": "a1"}
    scored = simulate({**data, "events": events}, card_lookup=lookup)
    assert scored["assumed_choices"] == []
    assert [e["message"] for e in scored["log"]].count("play.declines") == 1


def test_an_extra_minion_the_played_card_then_acts_on_is_tried():
    # New Student plays an extra minion of power 3 or less, then gives it a +1 power counter.
    # The advisor's probe plays the extra minion without a `choose`, and the ability then read
    # the played card from the choose (a TypeError, a 500 on the API): it reads the card
    # play_extra played. Ann's 3, New Student's 2 and the extra 2 reach b1's 8 with the counter
    # only.
    data = board(
        [base("b1", 8, [typed("ann", "ann3", 3)]), base("b2", 30, [])],
        [
            {"type": "minion", "id": "ns", "card": "big-hero-6/new-student", "power": 2},
            {"type": "minion", "id": "two", "power": 2},
        ],
    )
    result = run(data, budget=None)
    best = result["plays"][0]
    assert best["events"] == [
        {
            "when": "now",
            "action": "play",
            "card": "ns",
            "to": "b1",
            "choose": {"play": "two", "to": "b1"},
        }
    ]
    assert best["vp"] == {"ann": 4, "bob": 0}
    scored = simulate({**data, "events": best["events"]}, card_lookup=lookup)
    assert scored["vp"] == best["vp"]
    assert scored["totals"]["b1"]["power"] == 8


def test_an_extra_card_its_player_may_not_play_is_not_tried():
    # Mechanic plays "an action that can be played on a base": not a standard action (Insta-
    # Grow), which `score` refuses with a warning; the advisor tried it all the same, and its
    # answer was a play `score` does not give.
    data = board(
        [base("b1", 30, [typed("bob", "bob1", 1)]), base("b2", 30, [typed("bob", "bob2", 1)])],
        [
            {"type": "minion", "id": "mech", "card": "steampunks/mechanic", "power": 3},
            {"type": "action", "id": "ig", "card": "killer-plants/insta-grow"},
        ],
    )
    result = run(data, budget=None)
    for play in result["plays"]:
        for event in play["events"]:
            assert event.get("choose", {}).get("play") != "ig", play["events"]
        scored = simulate({**data, "events": play["events"]}, card_lookup=lookup)
        assert scored["warnings"] == play["warnings"]


def test_a_runs_state_orders_lasting_data_of_mixed_keys():
    # Lasting data is keyed by a card's uid (Charmed) or by a tuple naming a fact (a run's
    # record, King Candy's choice): the state of a run holding both was a TypeError.
    parsed = validate(BIG_ON_B1)
    turn = Turn(parsed, priority=parsed.scoring_order, logging=False)
    turn.lasting_data.update({7: 3, ("king candy", 2): 5})
    state = S.run_state(turn, frozenset())
    turn.lasting_data.clear()
    turn.lasting_data.update({("king candy", 2): 5, 7: 3})
    assert S.run_state(turn, frozenset()) == state


def test_min_maxing_is_tried_with_the_actions_of_the_other_players_hands():
    # Min-Maxing plays an action from another player's hand: Bob's Seeing Stars destroys his
    # bob3 and Ann (3) takes b1 alone instead of tying; Ann's own Seeing Stars is never tried
    # through it (score refuses it), and the play listed is what score gives.
    stars = "smash-up-all-stars/seeing-stars"
    data = board(
        [base("b1", 3, [typed("bob", "bob3", 3), typed("ann", "ann3", 3)])],
        [
            {"type": "action", "id": "mm", "card": "geeks/min-maxing"},
            {"type": "action", "id": "own", "card": stars},
        ],
    )
    data["hands"]["bob"] = [{"type": "action", "id": "theirs", "card": stars}]
    result = run(data, budget=None)
    chooses = [
        e.get("choose", {}) for p in result["plays"] for e in p["events"] if e["card"] == "mm"
    ]
    assert {"play": "theirs", "then": {"card": "bob3"}} in chooses
    assert all(c.get("play") != "own" for c in chooses)
    (play,) = [
        p
        for p in result["plays"]
        if p["events"][0].get("choose", {}).get("then") == {"card": "bob3"}
    ]
    scored = simulate({**data, "events": play["events"]}, card_lookup=lookup)
    assert scored["warnings"] == play["warnings"] == []
    assert scored["vp"] == {"ann": 4, "bob": 0}


def test_an_extra_action_is_tried_on_each_minion_its_text_lets_it_go_on():
    # Min-Maxing plays Bob's Upgrade ("play on a minion", +2): on Ann's ann3 the base breaks
    # with Ann first (5 to 4); on Bob's it breaks with Bob first. The best play names the minion
    # in its choose's "attached_to", and score gives what the advisor says.
    data = board(
        [base("b1", 9, [typed("bob", "bob4", 4), typed("ann", "ann3", 3)])],
        [{"type": "action", "id": "mm", "card": "geeks/min-maxing"}],
    )
    data["hands"]["bob"] = [{"type": "action", "id": "up", "card": "dinosaurs/upgrade"}]
    result = run(data, budget=None)
    best = result["plays"][0]
    assert best["events"][0]["choose"] == {"play": "up", "attached_to": "ann3"}
    chooses = [p["events"][0].get("choose") for p in result["plays"]]
    assert {"play": "up", "attached_to": "bob4"} in chooses
    scored = simulate({**data, "events": best["events"]}, card_lookup=lookup)
    assert scored["warnings"] == best["warnings"] == []
    assert scored["vp"] == {"ann": 4, "bob": 2}
