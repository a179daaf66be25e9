"""Dinghy and Full Sail (pirates, Core Set, both printings): several of your minions move, each
to a base other than its own, and the catalog's clarification of both cards lets them go to
different bases. Beside "cards" and "to" (all to one base), "order" gives pairs [minion, base,
minion, base...], each minion with its own destination (the shape Whirlwinds already reads).
Full Sail is also a Special before a base scores: its event's "card" and "to" move one minion,
and "order" the others, each to its base.
"""

from __future__ import annotations

import pytest

from simulator.engine import BoardError
from tests.engine.card_boards import base, board, card, run, special, typed


def play(key: str, choose: dict | None = None, *, card_id: str = "x") -> dict:
    """Ann plays the action `key` (a card object, no base: neither card is played on one)."""
    played = {"type": "action", "id": card_id, "owner": "ann", "card": key}
    event: dict = {"when": "now", "action": "play", "by": "ann", "card": played}
    if choose is not None:
        event["choose"] = choose
    return event


def b(base_id: str, *cards: dict, breakpoint: int = 30) -> dict:
    return base(base_id, breakpoint, (3, 2, 1), *cards)


def where(result: dict) -> dict[str, str]:
    return {c["id"]: s["id"] for s in result["board"]["bases"] for c in s["cards"] if "id" in c}


def the_play(result: dict) -> dict:
    return next(p for p in result["plays"] if p["card"] == "x")


def warnings(result: dict) -> list[dict]:
    return result["warnings"]


def warned(result: dict, words: str, french: str | None = None) -> bool:
    return any(
        words in w["text"] and (french is None or french in w["text_fr"])
        for w in result["warnings"]
    )


def entangled() -> tuple[dict, dict]:
    """Bob's Entangled with a minion of his beside it: no minion leaves that base by a move."""
    return card("action", "bob", "killer-plants/entangled", "ent"), typed("bob", 2, "e")


def three_bases(**extra) -> dict:
    """Ann: a1 and a2 on b1, a3 on b2; b3 empty."""
    return board(
        b("b1", typed("ann", 3, "a1"), typed("ann", 2, "a2")),
        b("b2", typed("ann", 1, "a3")),
        b("b3"),
        **extra,
    )


DINGHY = "pirates/dinghy"
FULL_SAIL = "pirates/full-sail"


# --- played in the Play phase ----------------------------------------------------------------


@pytest.mark.parametrize("key", [DINGHY, FULL_SAIL])
def test_two_minions_go_to_two_different_bases(key):
    # Each printing's clarification: the minions may go to different bases.
    result = run(three_bases(events=[play(key, {"order": ["a1", "b2", "a3", "b3"]})]))
    assert where(result) == {"a1": "b2", "a2": "b1", "a3": "b3"}
    assert the_play(result)["applied"] is True
    assert warnings(result) == []
    # Each move is the card's own (its log names the card as the reason).
    moves = [e["text"] for e in result["log"] if e["message"] == "card.moves"]
    assert len(moves) == 2 and all("dinghy" in t or "full-sail" in t for t in moves)


@pytest.mark.parametrize("key", [DINGHY, FULL_SAIL])
def test_the_single_to_still_sends_every_chosen_minion_there(key):
    result = run(three_bases(events=[play(key, {"cards": ["a1", "a3"], "to": "b3"})]))
    assert where(result) == {"a1": "b3", "a2": "b1", "a3": "b3"}
    assert the_play(result)["applied"] is True
    assert warnings(result) == []


def test_full_sail_sends_the_chosen_minions_to_to_except_those_order_places():
    choose = {"cards": ["a1", "a2", "a3"], "to": "b3", "order": ["a2", "b2"]}
    result = run(three_bases(events=[play(FULL_SAIL, choose)]))
    assert where(result) == {"a1": "b3", "a2": "b2", "a3": "b3"}
    assert warnings(result) == []


def test_order_naming_a_minion_not_chosen_in_cards_moves_none():
    choose = {"cards": ["a1"], "to": "b3", "order": ["a2", "b2"]}
    result = run(three_bases(events=[play(FULL_SAIL, choose)]))
    assert where(result) == {"a1": "b1", "a2": "b1", "a3": "b2"}
    assert the_play(result)["applied"] is False
    assert warned(result, "a2 is in 'order' but not among the minions chosen in 'cards'", "a2")
    assert warned(result, "", "pas parmi les Créatures choisies")


@pytest.mark.parametrize(
    ("choose", "english", "french"),
    [
        # Another player's minion, or an id of no minion.
        ({"order": ["a1", "b2", "t", "b3"]}, "t is not one of your minions in play", "vos"),
        # A base that is not in play.
        ({"order": ["a1", "b9"]}, "b9 is not a base in play", "n'est pas une Base en jeu"),
        # A minion sent where it is: the printed text moves each one to another base.
        ({"order": ["a1", "b1"]}, "a1 is already on b1: each minion moves", "déjà sur b1"),
        ({"cards": ["a1", "a3"], "to": "b2"}, "a3 is already on b2", "a3 est déjà sur b2"),
        # Pairs only.
        ({"order": ["a1", "b2", "a3"]}, "pairs", "paires"),
        ({"order": ["a1", "b2", "a1", "b3"]}, "a1 is named twice", "a1 est nommée deux fois"),
        # Dinghy: up to two.
        ({"order": ["a1", "b2", "a2", "b2", "a3", "b3"]}, "at most 2", "au plus 2"),
        ({"cards": ["a1", "a2"]}, "a1 has no destination", "a1 n'a pas de destination"),
    ],
)
def test_a_choice_the_text_does_not_allow_moves_none_and_says_why(choose, english, french):
    data = three_bases(events=[play(DINGHY, choose)])
    data["bases"][2]["cards"].append(typed("bob", 2, "t"))
    result = run(data)
    assert where(result) == {"a1": "b1", "a2": "b1", "a3": "b2", "t": "b3"}
    assert the_play(result)["applied"] is False
    assert warned(result, english, french), warnings(result)


def test_a_protected_minion_among_several_stays_and_the_others_move():
    data = board(
        b("b1", typed("ann", 3, "a1")),
        b("b2", *entangled(), typed("ann", 1, "a3")),
        b("b3"),
        events=[play(DINGHY, {"order": ["a1", "b3", "a3", "b1"]})],
    )
    result = run(data)
    assert where(result) == {"a1": "b3", "ent": "b2", "e": "b2", "a3": "b2"}
    # It acted in part: applied, the minion kept named in the warnings with its protector.
    assert the_play(result)["applied"] is True
    assert warned(result, "a3", "Entangled")


def test_a_destination_that_refuses_one_move_leaves_only_that_one_out():
    # POD Hideout (Bob's, on b2): other players may not move minions to its base.
    hideout = card("action", "bob", "tricksters/hideout", "hd", printing="pod")
    data = board(
        b("b1", typed("ann", 3, "a1"), typed("ann", 2, "a2")),
        b("b2", hideout),
        b("b3"),
        events=[play(FULL_SAIL, {"order": ["a1", "b2", "a2", "b3"]})],
    )
    result = run(data)
    assert where(result) == {"a1": "b1", "a2": "b3", "hd": "b2"}
    assert the_play(result)["applied"] is True
    assert warned(result, "a1", "Hideout")


def test_order_is_read_never_reported_as_ignored():
    result = run(three_bases(events=[play(DINGHY, {"order": ["a1", "b2"], "to": "b3"})]))
    assert where(result)["a1"] == "b2"
    # "to" without "cards" sends no minion: that key is reported as not used.
    assert any("to" in w["text"] and "choose" in w["text"] for w in warnings(result))


# --- Full Sail's Special, before a base scores -----------------------------------------------


def full_sail_special(choose: dict | None) -> dict:
    """b1 (breakpoint 10) scores; Ann has a1 there, a2 and a3 on b2; Bob 7 on b1."""
    sail = card("action", "ann", FULL_SAIL, "fs")
    return board(
        b("b1", typed("ann", 3, "a1"), typed("bob", 7, "t"), breakpoint=10),
        b("b2", typed("ann", 5, "a2"), typed("ann", 2, "a3")),
        b("b3"),
        events=[special("before_scoring", "b1", "ann", sail, choose)],
    )


def test_the_special_moves_each_minion_of_order_to_its_own_base():
    result = run(full_sail_special({"order": ["a2", "b1", "a3", "b3"]}))
    # a2 joins b1 before it scores: Ann 8 to Bob's 7.
    scoring = result["scorings"][0]
    assert scoring["base"] == "b1"
    assert scoring["standings"][0]["player"] == "ann"
    assert where(result)["a3"] == "b3"
    assert warnings(result) == []


def test_the_special_card_and_to_move_one_and_order_the_others():
    result = run(full_sail_special({"card": "a2", "to": "b1", "order": ["a3", "b3"]}))
    assert result["scorings"][0]["standings"][0]["player"] == "ann"
    assert where(result)["a3"] == "b3"


@pytest.mark.parametrize(
    ("choose", "english"),
    [
        ({"order": ["t", "b3"]}, "'t' is not a minion of ann"),
        ({"order": ["a2", "b2"]}, "'b2' is not a base other than the one a2 is on"),
        ({"order": ["a2", "b1", "a3"]}, "'a3' is not followed by its base"),
        ({"card": "a2", "to": "b1", "order": ["a2", "b3"]}, "'a2' is not named only once"),
    ],
)
def test_the_special_refuses_a_choice_the_text_does_not_allow(choose, english):
    with pytest.raises(BoardError) as refused:
        run(full_sail_special(choose))
    error = refused.value.as_dict()["error"]
    assert error["field"] == "events[0].choose.order"
    assert english in error["message"]
    assert error["message_fr"] != error["message"]


def test_the_special_leaves_a_protected_minion_and_moves_the_others():
    data = full_sail_special({"order": ["a2", "b1", "a3", "b3"]})
    data["bases"][1]["cards"][:0] = entangled()
    result = run(data)
    assert where(result)["a2"] == "b2" and where(result)["a3"] == "b2"
    # a3 was held too (Entangled holds every minion of b2); both are named with the reason.
    assert warned(result, "a2", "Entangled") and warned(result, "a3", "Entangled")


def test_the_special_without_choose_says_how_to_name_the_moves():
    result = run(full_sail_special(None))
    (assumed,) = result["assumed_choices"]
    assert "'order'" in assumed["reason"]
    assert "move events" not in assumed["reason"]
