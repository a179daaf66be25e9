"""The advisor tries the active player's own decisions after the plays (advice_decisions.py):
the order the bases score in, and a base's decision that lists its options; each play gives
them as `choices` and `scoring_order`, which `score` takes back to the same outcome."""

from __future__ import annotations

from simulator.engine import advise, simulate
from simulator.engine.advice_decisions import Decider

from .boards import base, board, choose, minion, named
from .card_boards import lookup


def dojo_board(**extra) -> dict:
    # b2 (first in table order) is eligible whatever Ann plays: Bob 5 takes it. Ann's 1 on the
    # Dojo makes it eligible too (4 + 1 = 5). Scored first, the Dojo lets its winner, Ann,
    # destroy Bob's 5: b2 then has Ann 4 and Cy 3 (7, still over its 6) and Ann takes it.
    data = board(
        base(
            "b2",
            6,
            (3, 2, 1),
            minion("bob", 5, id="bm"),
            minion("ann", 4, id="am"),
            minion("cy", 3, id="cm"),
        ),
        named("d", "ninja-dojo", 5, (2, 3, 2), minion("ann", 4, id="dm")),
        **extra,
    )
    data["hands"] = {"ann": [{"id": "h1", "type": "minion", "power": 1}]}
    return data


def scored(data: dict, play: dict) -> dict:
    """`score` with the play's events, choices and scoring order added to the board."""
    given = {
        **data,
        "events": data.get("events", []) + play["events"],
        "choices": data.get("choices", []) + play["choices"],
    }
    if play["scoring_order"] is not None:
        given["scoring_order"] = play["scoring_order"]
    return simulate(given)


def test_the_order_and_a_base_decision_are_tried():
    data = dojo_board()
    result = advise(data)
    best = result["plays"][0]
    assert best["events"] == [
        {"when": "now", "action": "play", "card": "h1", "to": "d", "choose": {}}
    ]
    # Score's own order would score b2 first (table order), Bob taking it before the Dojo.
    assert best["scoring_order"] == ["d", "b2"]
    assert best["choices"] == [{"base": "d", "player": "ann", "choose": {"card": "bm"}}]
    assert best["vp"] == {"ann": 5, "bob": 0, "cy": 2}
    assert "score d, b2 in that order" in best["summary"]
    assert "conquérir d, b2 dans cet ordre" in best["summary_fr"]
    assert "bm" in best["summary"]
    assert not any("not tried" in w["text"] for w in best["warnings"])
    again = scored(data, best)
    assert again["vp"] == best["vp"] and again["order"] == ["d", "b2"]
    # Without the decisions, score takes b2 first (Bob first, Ann second) and the Dojo's
    # destroy declined.
    plain = simulate({**data, "events": best["events"]})
    assert plain["vp"] == {"ann": 4, "bob": 3, "cy": 1}


def test_a_decision_whose_default_is_best_is_given_as_score_takes_it():
    # Alone on the Dojo, Ann's 1 takes it; destroying a minion elsewhere changes nothing (b2
    # stays far below its breakpoint): no choice, no order, and nothing said untried.
    data = board(
        base("b2", 30, (3, 2, 1), minion("bob", 5, id="bm")),
        named("d", "ninja-dojo", 5, (2, 3, 2), minion("ann", 4, id="dm")),
    )
    data["hands"] = {"ann": [{"id": "h1", "type": "minion", "power": 1}]}
    result = advise(data)
    best = result["plays"][0]
    assert best["events"][0]["to"] == "d"
    assert best["choices"] == [] and best["scoring_order"] is None
    assert best["vp"]["ann"] == 2
    assert not any("not tried" in w["text"] for w in best["warnings"])


def test_a_choice_of_the_input_is_kept():
    # Ann's declined Dojo destroy given in the input: the advisor does not answer it otherwise.
    data = dojo_board(choices=[choose("d", "ann", None)])
    result = advise(data)
    for play in result["plays"]:
        assert all(c["base"] != "d" for c in play["choices"]), play
    best = result["plays"][0]
    assert scored(data, best)["vp"] == best["vp"]
    assert best["vp"]["bob"] > 0  # nothing destroys Bob's 5


def test_another_players_decision_is_not_tried():
    # Bob wins the Dojo: his destroy is his to decide, taken as score takes it (declined).
    data = board(
        base("b2", 30, (3, 2, 1), minion("ann", 2, id="am")),
        named("d", "ninja-dojo", 5, (2, 3, 2), minion("bob", 6, id="bm")),
    )
    data["hands"] = {"ann": [{"id": "h1", "type": "minion", "power": 1}]}
    result = advise(data)
    for play in result["plays"]:
        assert play["choices"] == [], play
        assert scored(data, play)["vp"] == play["vp"]


def test_earlier_decisions_of_the_same_base_are_given_with_a_later_one():
    """The input's choices of one base and player answer its decisions in turn: a decision
    answered after one taken by default is given with that default before it, and so is one
    of the Play phase (noted by the run's first Decider, never tried)."""
    plays = Decider({}, 40)
    assert plays.choice(("base", "b"), "ann") is None
    plays.assumed("ann", "b", None, None, lambda: [{"card": "w"}], ability="reef")
    assert plays.open == []  # the Play phase's decisions are not tried
    decider = Decider({2: ({"card": "y"}, None)}, 40, after=plays)
    assert decider.choice(("base", "b"), "ann") is None
    decider.assumed("ann", "b", None, None, lambda: [{"card": "x"}, {"card": "y"}], ability="dojo")
    chosen = decider.choice(("base", "b"), "ann")
    assert chosen is not None and chosen.card == "y" and not chosen.declined
    # A decision of another base in between is not given.
    assert decider.choice(("base", "c"), "ann") is None
    decider.assumed("ann", "c", None, None, lambda: [{"card": "z"}], ability="cove")
    given = decider.explicit_choices()
    assert [(d.key, d.answer) for d in given] == [
        (("base", "b"), None),
        (("base", "b"), None),
        (("base", "b"), {"card": "y"}),
    ]
    # The decisions taken by default after the plays are open to be tried (the scripted one
    # is not); the Play phase's is said untried.
    assert [number for number, *_ in decider.open] == [1, 3]
    assert decider.untried(True) == ["reef"]
    assert decider.untried(False) == ["reef", "dojo", "cove"]


def test_a_decision_without_options_is_not_tried():
    # The engine cannot list what it could take: it is not open, and said untried.
    decider = Decider({}, 40)
    decider.after_plays()
    assert decider.choice(("base", "b"), "ann") is None
    decider.assumed("ann", "b", None, None, None, ability="greenhouse")
    assert decider.open == [] and decider.untried(True) == ["greenhouse"]
    # Nor is the table's chance (No Moon's random base).
    assert decider.choice(("base", "m"), "ann") is None
    decider.assumed("ann", "m", None, None, lambda: [{"to": "x"}], ability="no-moon", chance=True)
    assert decider.open == [] and decider.untried(True) == ["greenhouse", "no-moon"]
    # An assumption about another base than the decision asked last is not that decision.
    assert decider.choice(("base", "b"), "ann") is None
    decider.assumed("ann", "c", None, None, lambda: [{"card": "x"}], ability="order-of-effects")
    assert decider.open == [] and "order-of-effects" in decider.untried(True)


def test_decisions_left_untried_by_their_budget_are_said():
    # The decisions take what the search leaves of its budget (at least a tenth): 12,000 units
    # resolve this board's plays (about 6,000) but not every answer of its decisions (about
    # 18,000). The best play is then score's own, and both the answer and the play say the
    # decisions were not all tried.
    data = dojo_board()
    result = advise(data, budget=12_000)
    assert result["complete"] is True
    best = result["plays"][0]
    assert best["choices"] == [] and best["scoring_order"] is None
    assert best["vp"] == {"ann": 4, "bob": 3, "cy": 1}
    assert any("not tried" in w["text"] for w in best["warnings"])
    assert any("were tried for 0 candidates" in w["text"] for w in result["warnings"])
    assert scored(data, best)["vp"] == best["vp"]
    # With the default budget, nothing of the kind.
    assert not any("were tried for" in w["text"] for w in advise(data)["warnings"])


def test_a_move_after_scoring_is_tried():
    # The Grey Opal: after it scores, players other than its winner may move a minion from
    # there to another base. Ann's 1 makes it score (Bob 7, Ann 3 + 1: 11); moving her 3 to b2
    # (Cy 2, breakpoint 5) makes b2 score with Ann first.
    data = board(
        named("g", "the-grey-opal", 11, (3, 1, 1), minion("bob", 7), minion("ann", 3, id="am")),
        base("b2", 5, (3, 2, 1), minion("cy", 2)),
    )
    data["hands"] = {"ann": [{"id": "h1", "type": "minion", "power": 1}]}
    best = advise(data)["plays"][0]
    assert best["events"][0]["to"] == "g"
    assert best["choices"] == [{"base": "g", "player": "ann", "choose": {"card": "am", "to": "b2"}}]
    assert best["vp"]["ann"] == 1 + 3
    assert scored(data, best)["vp"] == best["vp"]


def test_forked_runs_keep_their_own_effects_met():
    # Field of Honor gives 1 VP to the player whose effect destroys minions there, once per
    # effect (first_in_effect keeps the effects met in the run's lasting facts). Ann's input
    # event destroys "fx" there before her plays; her Dojo then destroys a minion: f2 (Bob's 4)
    # gives her the Field too. Each answer is tried on a copy of one run: a copy must not see
    # the effects another copy met, or the Field pays once for all of them (Turn.fork).
    data = board(
        named("d", "ninja-dojo", 5, (2, 0, 0), minion("ann", 5, id="dm")),
        named(
            "f",
            "field-of-honor",
            5,
            (1, 0, 0),
            minion("bob", 1, id="fx"),
            minion("bob", 1, id="f1"),
            minion("bob", 4, id="f2"),
            minion("ann", 1, id="fa"),
        ),
        base("b3", 100, (3, 2, 1), minion("cy", 1, id="c3")),
        events=[{"when": "now", "action": "destroy", "card": "fx", "by": "ann"}],
    )
    data["hands"] = {"ann": [{"id": "h1", "type": "minion", "power": 1}]}
    best = advise(data)["plays"][0]
    assert best["choices"] == [{"base": "d", "player": "ann", "choose": {"card": "f2"}}]
    assert best["vp"] == {"ann": 4, "bob": 0, "cy": 0}
    assert scored(data, best)["vp"] == best["vp"]


def test_a_base_decision_of_the_play_phase_is_given_before_the_conquest_one():
    # Shark Reef asks Ann at each destroy she makes (a counter on one of her minions): once in
    # the Play phase (the input's destroy of "sx", taken as score takes it: declined) and once
    # after the Dojo's destroy in the Conquest (tried: on h1, which makes "c" score). The input's
    # choices of one base answer its decisions in turn: the play gives the first one too.
    data = board(
        named("d", "ninja-dojo", 5, (2, 1, 1), minion("ann", 5, id="dm")),
        named(
            "s", "shark-reef", 100, (2, 1, 1), minion("bob", 2, id="sm"), minion("bob", 1, id="sx")
        ),
        base("c", 10, (5, 1, 1), minion("bob", 4, id="cbm")),
        events=[{"when": "now", "action": "destroy", "card": "sx", "by": "ann"}],
    )
    data["hands"] = {"ann": [{"id": "h1", "type": "minion", "power": 5}]}
    best = advise(data)["plays"][0]
    assert best["choices"] == [
        {"base": "s", "player": "ann", "choose": None},
        {"base": "d", "player": "ann", "choose": {"card": "sm"}},
        {"base": "s", "player": "ann", "choose": {"card": "h1"}},
    ]
    assert best["vp"]["ann"] == 2 + 5
    assert scored(data, best)["vp"] == best["vp"]
    # The Play phase's decision was not tried, and the play says so.
    assert any("shark-reef" in w["text"] for w in best["warnings"])


def test_the_tables_chance_is_not_tried():
    # No Moon destroys another base at random: not Ann's to choose, so not tried (the play says
    # so); the figures are score's.
    data = board(
        named("nm", "no-moon", 5, (2, 1, 1), minion("ann", 5, id="am")),
        base("b2", 5, (4, 2, 1), minion("bob", 6, id="bm")),
        base("b3", 30, (3, 2, 1), minion("cy", 1, id="cm")),
        base_deck=[base("x1", 30, (3, 2, 1)), base("x2", 30, (3, 2, 1))],
    )
    data["hands"] = {"ann": [{"id": "h1", "type": "minion", "power": 1}]}
    for play in advise(data)["plays"]:
        assert play["choices"] == [], play
        assert any("no-moon" in w["text"] for w in play["warnings"])


def test_an_order_of_two_minions_is_tried():
    # Gingerbread House: before it scores, each player may give two of her minions of equal
    # power there +2 each (choose.order): Ann's 3 + 3 become 5 + 5 and she passes Bob's 7.
    data = board(
        named(
            "g",
            "gingerbread-house",
            10,
            (4, 2, 1),
            minion("ann", 3, id="a1"),
            minion("ann", 3, id="a2"),
            minion("bob", 7, id="bm"),
        ),
        base("b2", 30, (3, 2, 1), minion("cy", 2, id="cm")),
    )
    data["hands"] = {"ann": [{"id": "h1", "type": "minion", "power": 1}]}
    best = advise(data)["plays"][0]
    assert best["choices"] == [{"base": "g", "player": "ann", "choose": {"order": ["a1", "a2"]}}]
    assert scored(data, best)["vp"] == best["vp"]
    assert best["vp"]["ann"] > best["vp"]["bob"]


def test_a_decision_with_more_answers_than_tried_is_said():
    # Ann's Dojo may destroy any of 42 minions: the first 40 are tried (the answer says so, and
    # is not complete), no budget was spent.
    data = board(
        named("d", "ninja-dojo", 5, (2, 1, 1), minion("ann", 5, id="dm")),
        base("b2", 200, (3, 2, 1), *[minion("bob", 1, id=f"m{i}") for i in range(41)]),
    )
    data["hands"] = {"ann": [{"id": "h1", "type": "minion", "power": 1}]}
    result = advise(data)
    assert result["complete"] is False
    texts = [w["text"] for w in result["warnings"]]
    assert any("more than 40 answers" in t for t in texts), texts
    assert not any("work budget" in t or "budget was spent" in t for t in texts), texts


def test_decisions_score_refuses_are_dropped_and_said(monkeypatch):
    # Never seen: a search whose kept decisions score refuses. The play is still listed, with
    # score's own figures, no choices, and a warning naming score's reason (instead of the
    # whole answer stopping).
    from simulator.engine import advice_decisions as D

    monkeypatch.setattr(
        D.Decider,
        "explicit_choices",
        lambda self: [D.Decided(("base", "d"), "ann", {"card": "nowhere"})],
    )
    data = dojo_board()
    result = advise(data)
    assert result["plays"] and result["complete"] is True
    best = result["plays"][0]
    assert best["choices"] == [] and best["scoring_order"] is None
    assert scored(data, best)["vp"] == best["vp"]
    assert any("refused by score" in w["text"] and "nowhere" in w["text"] for w in best["warnings"])


def test_the_order_of_simultaneous_effects_before_a_tried_decision_is_given_first():
    # Two Loup-Garou (their own before-scoring effect) and Gingerbread House's at one base: the
    # active player's `order` choices there order the effects first (Table.ordered_by_choice),
    # then answer Gingerbread House. The play gives the effects' order (score's assumption:
    # the base's first) before the boost it keeps, so score reads each as the search did.
    data = board(
        named(
            "g",
            "gingerbread-house",
            10,
            (4, 2, 1),
            {
                "id": "a1",
                "owner": "ann",
                "type": "minion",
                "power": 4,
                "card": "werewolves/loup-garou",
            },
            {
                "id": "a2",
                "owner": "ann",
                "type": "minion",
                "power": 4,
                "card": "werewolves/loup-garou",
            },
            minion("bob", 14, id="bm"),
        ),
        base("b2", 100, (3, 2, 1), minion("cy", 1, id="cm")),
    )
    data["hands"] = {"ann": [{"id": "h1", "type": "minion", "power": 1}]}
    best = advise(data, card_lookup=lookup)["plays"][0]
    assert best["choices"] == [
        {"base": "g", "player": "ann", "choose": {"order": ["g", "a1", "a2"]}},
        {"base": "g", "player": "ann", "choose": {"order": ["a1", "a2"]}},
    ]
    assert best["vp"]["ann"] == 4
    given = {**data, "events": best["events"], "choices": best["choices"]}
    assert simulate(given, card_lookup=lookup)["vp"] == best["vp"]
    assert any("effects-order" in w["text"] for w in best["warnings"])
