"""The advisor uses the hand's Specials in the windows of the bases that score (Hidden Ninja,
Shinobi), and a `special` event names hand cards by their ids, with the real catalog."""

from __future__ import annotations

import json

import pytest

pytestmark = pytest.mark.django_db

ADVISE = "/api/v1/simulator/advise/"
SCORE = "/api/v1/simulator/score/"


def post(client, data, url=ADVISE):
    return client.post(url, json.dumps(data), content_type="application/json")


def minion(card_id: str, owner: str, power: int) -> dict:
    return {"type": "minion", "id": card_id, "owner": owner, "power": power}


def two_bases(
    b1: list[dict], b2: list[dict], hand: list[dict], b1_breakpoint: int, b2_breakpoint: int = 12
) -> dict:
    """Ann and Bob (0 VP each), b1 (VP 3-2-1) and b2 (VP 4-2-1), Ann's hand."""
    return {
        "players": ["ann", "bob"],
        "active_player": "ann",
        "vp": {"ann": 0, "bob": 0},
        "bases": [
            {"id": "b1", "breakpoint": b1_breakpoint, "vp": [3, 2, 1], "cards": b1},
            {"id": "b2", "breakpoint": b2_breakpoint, "vp": [4, 2, 1], "cards": b2},
        ],
        "hands": {"ann": hand},
    }


def hidden_ninja_board() -> dict:
    """Worked out by hand: b1 (breakpoint 10) scores with Ann 2 and Bob 8: Bob 3 VP, Ann 2.
    Ninja Master (5) played in the Play phase on b1 destroying Bob's 8 leaves 7 power there:
    b1 no longer scores (0 VP each). Hidden Ninja before b1 scores plays it there: destroying
    Bob's 8 leaves Ann alone with 7: 3 VP to Ann, none to Bob (+3 against Bob)."""
    return two_bases(
        [minion("a1", "ann", 2), minion("x1", "bob", 8)],
        [minion("a2", "ann", 5), minion("x2", "bob", 6)],
        [
            {"type": "minion", "id": "nm", "card": "ninjas/ninja-master"},
            {"type": "action", "id": "hn", "card": "ninjas/hidden-ninja"},
        ],
        10,
        20,
    )


def shinobi_board() -> dict:
    """Worked out by hand: b1 (breakpoint 8) scores, Ann 4 against Bob 6; b2 (breakpoint 14)
    has Ann 3, Bob 6. Ann's minion (5) on b2 makes it score with Ann first (8 to 6: 4 VP);
    Shinobi (3) used before b1 scores makes Ann first there too (7 to 6: 3 VP). Her one minion
    play cannot do both: with it on b2 and Shinobi's Special, Ann 7 VP, Bob 2 + 2."""
    return two_bases(
        [minion("a1", "ann", 4), minion("x1", "bob", 6)],
        [minion("a2", "ann", 3), minion("x2", "bob", 6)],
        [
            {"type": "minion", "id": "sh", "card": "ninjas/shinobi"},
            {"type": "minion", "id": "m", "power": 5},
        ],
        8,
        14,
    )


def test_hidden_ninja_playing_ninja_master_before_its_base_scores_is_the_best_play(client):
    response = post(client, hidden_ninja_board())
    assert response.status_code == 200, response.content
    answer = response.json()
    best = answer["plays"][0]
    assert best["events"] == [
        {
            "when": "before_scoring",
            "base": "b1",
            "action": "special",
            "card": "hn",
            "by": "ann",
            "choose": {"play": "nm", "then": {"card": "x1"}},
        }
    ]
    assert best["vp"] == {"ann": 3, "bob": 0}
    assert best["margin"] == 3
    assert best["summary"].startswith(
        "Hidden Ninja before b1 scores, playing Ninja Master (destroy a minion here: x1)"
    )
    assert "avant la Conquête de b1, en jouant Ninja Master" in best["summary_fr"]
    # Ninja Master played in the Play phase to destroy the same minion stops b1 scoring.
    played = [p for p in answer["plays"] if p["events"][0]["action"] == "play"]
    assert played and all(p["margin"] < 3 for p in played)
    # The card is tried: the answer no longer says its Special is not.
    assert not any("Special" in w["text"] for w in answer["warnings"])


def test_the_advised_special_event_scores_as_the_advisor_said(client):
    board = hidden_ninja_board()
    best = post(client, board).json()["plays"][0]
    result = post(client, {**board, "events": best["events"]}, SCORE).json()
    assert result["vp"] == best["vp"]
    assert result["assumed_choices"] == []
    # Both cards left Ann's hand: Hidden Ninja used, Ninja Master played by it.
    assert result["board"]["hands"]["ann"] == []
    assert [p["card"] for p in result["plays"]] == ["nm"]


def test_shinobi_used_by_its_special_frees_the_minion_play_for_another_base(client):
    answer = post(client, shinobi_board()).json()
    best = answer["plays"][0]
    assert best["events"] == [
        {"when": "now", "action": "play", "card": "m", "to": "b2", "choose": {}},
        {
            "when": "before_scoring",
            "base": "b1",
            "action": "special",
            "card": "sh",
            "by": "ann",
        },
    ]
    assert best["vp"] == {"ann": 7, "bob": 4}
    assert best["margin"] == 3
    assert best["summary"].startswith("m on b2; then Shinobi before b1 scores: you take b1, b2")
    # With the minion play alone, one base at most.
    assert max(p["margin"] for p in answer["plays"][1:]) == 1


def test_a_special_the_engine_does_not_apply_is_named_as_not_tried(client):
    # It's a Trap's Special is not applied by the engine (its registry entry has no special
    # hook): the answer names it; Hidden Ninja beside it is tried, so not named.
    board = hidden_ninja_board()
    trap = {"type": "action", "id": "trap", "card": "astroknights/its-a-trap"}
    board["hands"]["ann"].append(trap)
    warnings = post(client, board).json()["warnings"]
    said = [w for w in warnings if "Special" in w["text"]]
    assert len(said) == 1
    assert "(trap (It’s a Trap!))" in said[0]["text"]
    assert "hn (Hidden Ninja)" not in said[0]["text"]
    assert "Spéciale des cartes de ann (trap (It’s a Trap!))" in said[0]["text_fr"]


# -- a `special` event naming hand cards by their ids -----------------------------------------


def special_event(**changes) -> dict:
    event = {
        "when": "before_scoring",
        "base": "b1",
        "action": "special",
        "card": "hn",
        "by": "ann",
        "choose": {"play": "nm"},
    }
    event.update(changes)
    return event


def with_bob_hand(board: dict) -> dict:
    board["hands"]["bob"] = [{"type": "minion", "id": "bm", "power": 3}]
    return board


@pytest.mark.parametrize(
    ("event", "field", "text"),
    [
        (special_event(card="zz"), "events[0].card", "zz"),
        (special_event(card="a1"), "events[0].card", "a1"),
        (special_event(by="bob"), "events[0].by", "ann's hand"),
        (special_event(choose={"play": "bm"}), "events[0].choose.play", "bob's hand"),
        (special_event(choose={"play": "hn"}), "events[0].choose.play", "hn"),
    ],
)
def test_a_special_event_naming_a_card_no_hand_of_its_player_holds_is_refused(
    client, event, field, text
):
    board = with_bob_hand(hidden_ninja_board())
    response = post(client, {**board, "events": [event]}, SCORE)
    assert response.status_code == 400
    error = response.json()["error"]
    assert error["field"] == field
    assert text in error["message"]
    assert error["message_fr"]


def test_a_hand_card_a_play_event_takes_cannot_be_used_by_a_special_too(client):
    board = hidden_ninja_board()
    events = [{"when": "now", "action": "play", "card": "nm", "to": "b2"}, special_event()]
    response = post(client, {**board, "events": events}, SCORE)
    assert response.status_code == 400
    assert response.json()["error"]["field"] == "events[1].choose.play"


def test_a_special_refused_leaves_its_card_in_the_hand(client):
    # Hidden Ninja used after scoring is refused (before a base scores only): skipped with a
    # warning, both cards stay in Ann's hand.
    board = hidden_ninja_board()
    event = special_event(when="after_scoring")
    result = post(client, {**board, "events": [event]}, SCORE).json()
    assert [s["event"] for s in result["skipped_events"]] == [0]
    assert [c["id"] for c in result["board"]["hands"]["ann"]] == ["nm", "hn"]


def test_cards_kept_for_a_refused_input_event_are_named_in_the_advice(client):
    # The input's Hidden Ninja after scoring is refused (skipped), so both cards stay in Ann's
    # hand at the table; the advisor keeps them for that event (the advised events are added
    # to it, and a card two events name is refused), so its empty answer says why.
    board = hidden_ninja_board()
    board["events"] = [special_event(when="after_scoring")]
    answer = post(client, board).json()
    assert answer["plays"] == []
    kept = [w for w in answer["warnings"] if "kept for event" in w["text"]]
    assert kept == [
        {
            "event": 0,
            "text": "ann's hn, nm are kept for event 0, which the rules refuse on this board "
            "(its warning says why): the advisor does not play them; correct or remove that "
            "event to have them tried",
            "text_fr": "les cartes hn, nm de ann sont réservées à l'événement 0, que les règles "
            "refusent sur ce plateau (son avertissement dit pourquoi) : le conseiller ne les "
            "joue pas ; corrigez ou retirez cet événement pour qu'elles soient essayées",
        }
    ]
    # An input event the rules accept takes its cards without such a warning.
    board["events"] = [special_event()]
    answer = post(client, board).json()
    assert not [w for w in answer["warnings"] if "kept for event" in w["text"]]


def test_the_card_facts_give_the_scoring_window_of_a_special():
    from simulator.selectors import catalog_card_facts

    facts = catalog_card_facts()
    assert facts[("ninjas/hidden-ninja", "original")][0]["special_window"] == "before_scoring"
    after = facts[("action-heroes/walk-away-slowly", "original")][0]
    assert after["special_window"] == "after_scoring"
    assert facts[("ninjas/ninja-master", "original")][0]["special_window"] is None


def test_a_special_that_needs_a_decision_the_advisor_does_not_try_is_named(client):
    # Scramble's Special moves one of your minions (choose.card, choose.to): used without them
    # it is refused, so no play uses it, and the answer names it.
    board = hidden_ninja_board()
    board["hands"]["ann"] = [{"type": "action", "id": "sc", "card": "ultimates/scramble"}]
    warnings = post(client, board).json()["warnings"]
    said = [w for w in warnings if "Special" in w["text"]]
    assert len(said) == 1 and "(sc (Scramble))" in said[0]["text"]


def test_a_hand_card_the_inputs_special_event_plays_is_not_advised_again(client):
    # The board's own events already use Hidden Ninja to play Ninja Master: nothing is left in
    # Ann's hand to advise (before: Ninja Master was tried again, events score refuses).
    board = hidden_ninja_board()
    board["events"] = [special_event()]
    response = post(client, board)
    assert response.status_code == 200
    answer = response.json()
    assert answer["plays"] == []
    assert answer["baseline"]["vp"] == {"ann": 2, "bob": 3}


def test_a_special_legal_only_after_another_is_tried_whatever_the_hand_order(client):
    # A reviewer's board: b1 (breakpoint 4) Bob 3 + 1; b2 (12) Ann 3, Bob 4. Miles Morales's
    # Special needs a character of Ann's on b1: Shinobi's first. Ann's minion (5) on b2, then
    # Shinobi and Miles before b1 scores: Ann takes both (7 VP to Bob's 4). Before, Specials
    # were tried in hand order only, and Miles comes first in this hand: the best was +1.
    board = two_bases(
        [minion("x1", "bob", 3), minion("x2", "bob", 1)],
        [minion("a2", "ann", 3), minion("y2", "bob", 4)],
        [
            {"type": "minion", "id": "mm", "card": "spider-verse/miles-morales"},
            {"type": "minion", "id": "sh", "card": "ninjas/shinobi"},
            minion("m", "ann", 5),
        ],
        4,
    )
    best = post(client, board).json()["plays"][0]
    assert [(e["action"], e["card"], e.get("base")) for e in best["events"]] == [
        ("play", "m", None),
        ("special", "sh", "b1"),
        ("special", "mm", "b1"),
    ]
    assert best["vp"] == {"ann": 7, "bob": 4}
    assert "then Shinobi before b1 scores; then Miles Morales before b1 scores" in best["summary"]


def test_a_specials_own_decision_is_tried_as_its_events_choose(client):
    # A reviewer's board: b1 (breakpoint 8) Ann 3, Bob 1 + 3 + 1. Can Has Cheeseburger? before
    # b1 scores takes a minion of power 3 or less there: score assumes the first (x1: a tie,
    # 3 to 4 becomes 3 to 3); taking x2 (3) gives Ann first place alone (3 to 2).
    board = two_bases(
        [minion("a1", "ann", 3), minion("x1", "bob", 1), minion("x2", "bob", 3)]
        + [minion("x3", "bob", 1)],
        [minion("a2", "ann", 5), minion("x4", "bob", 6)],
        [{"type": "action", "id": "ch", "card": "kitty-cats/can-has-cheeseburger"}],
        8,
    )
    best = post(client, board).json()["plays"][0]
    assert best["events"] == [
        {
            "when": "before_scoring",
            "base": "b1",
            "action": "special",
            "card": "ch",
            "by": "ann",
            "choose": {"card": "x2"},
        }
    ]
    assert best["margin"] == 1
    assert best["summary"].startswith("Can Has Cheeseburger? before b1 scores (x2)")
    # Every play using it names its minion, the one score would assume too (x1).
    plays = post(client, {**board, "limit": 20}).json()["plays"]
    used = [p["events"][0] for p in plays if p["events"][0]["action"] == "special"]
    assert sorted(e["choose"]["card"] for e in used) == ["x1", "x2", "x3"]
    result = post(client, {**board, "events": best["events"]}, SCORE).json()
    assert result["vp"] == best["vp"] and result["assumed_choices"] == []


def test_a_specials_own_decision_without_options_is_said_not_tried(client):
    # You Call This Archaeology? after b1 scores moves a minion to another base: the engine
    # assumes the base without listing the others, so the play says it was not tried.
    board = two_bases(
        [minion("a1", "ann", 4), minion("x1", "bob", 6)],
        [minion("a2", "ann", 5), minion("x2", "bob", 6)],
        [{"type": "action", "id": "c", "card": "explorers/you-call-this-archaeology"}],
        10,
    )
    plays = post(client, board).json()["plays"]
    special = [p for p in plays if p["events"][0]["action"] == "special"]
    assert special
    for play in special:
        said = [w for w in play["warnings"] if "is resolved as score assumes it" in w["text"]]
        assert len(said) == 1 and "You Call This Archaeology?" in said[0]["text"]
        assert "sans autre essai" in said[0]["text_fr"]


def test_no_special_is_named_when_it_acts_from_the_table_or_no_base_scores(client):
    # Loup-Garou's Special acts by itself once in play (the advisor plays the card); with no
    # base scoring, Hidden Ninja has nowhere to be used: neither is "could not use".
    loup = two_bases(
        [minion("a1", "ann", 2), minion("x1", "bob", 8)],
        [minion("a2", "ann", 5), minion("x2", "bob", 6)],
        [{"type": "minion", "id": "lg", "card": "werewolves/loup-garou"}],
        10,
    )
    quiet = hidden_ninja_board()
    quiet["bases"][0]["breakpoint"] = 30
    for board in (loup, quiet):
        answer = post(client, board).json()
        assert not any("Special" in w["text"] for w in answer["warnings"]), answer["warnings"]
        assert answer["plays"]


def test_the_summary_names_the_specials_in_the_order_they_act(client):
    # A reviewer's board: b1 (breakpoint 10) Ann 3, Bob 8; b2 (10) Ann 6, Bob 5. The play
    # using Shinobi before b1 scores and Gone with the Wind after b2 scores has b2 score first
    # (the order the advisor chose): its summary names Gone with the Wind first.
    board = two_bases(
        [minion("a1", "ann", 3), minion("x1", "bob", 8)],
        [minion("a2", "ann", 6), minion("x2", "bob", 5)],
        [
            {"type": "minion", "id": "sh", "card": "ninjas/shinobi"},
            {"type": "action", "id": "gw", "card": "tornados/gone-with-the-wind"},
        ],
        10,
        10,
    )
    board["bases"].append({"id": "b3", "breakpoint": 30, "vp": [4, 2, 1], "cards": []})
    plays = post(client, {**board, "limit": 20}).json()["plays"]
    both = [p for p in plays if {e["card"] for e in p["events"]} == {"sh", "gw"}]
    both = [p for p in both if all(e["action"] == "special" for e in p["events"])]
    assert both and both[0]["scoring_order"] == ["b2", "b1"]
    summary = both[0]["summary"]
    assert summary.index("Gone with the Wind after b2 scores") < summary.index(
        "Shinobi before b1 scores"
    )
