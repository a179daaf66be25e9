"""Third review of the play phase (r3-munchkin): Shrug it Off (POD), Fixin' to Fix It,
Mechanic, "...Really?", Word of Recall, Expert Timing."""

from __future__ import annotations

from tests.engine.card_boards import base, board, run
from tests.engine.plays.helpers import FAR, act, card_of, mn, texts, vp, where

SHRUG = {"type": "action", "id": "so", "owner": "ann", "card": "vigilantes/shrug-it-off"}
SCARED = {
    "type": "action",
    "id": "ss",
    "owner": "ann",
    "card": "vigilantes/scared-straight",
    "printing": "pod",
}


def _shrug_then_move(b1: list[dict], b2: list[dict], bp1: int, bp2: int, move: dict) -> dict:
    data = board(
        base("b1", bp1, (3, 2, 1), {**SHRUG, "printing": "pod"}, *b1),
        base("b2", bp2, (3, 2, 1), *b2),
        hands={"ann": [SCARED]},
    )
    data["events"] = [
        {"when": "now", "action": "talent", "card": "so"},
        {"when": "now", "action": "play", "card": "ss", "to": "b2", "choose": move},
    ]
    return run(data)


def test_shrug_it_off_pod_minus_one_stays_on_its_base_not_on_a_minion_moved_away():
    # "Other players' minions here have -1": bb moved to b2 is no longer here (5 there), so b2
    # reaches 3 + 4 + 5 = 12 and scores.
    result = _shrug_then_move(
        [mn(None, "a1", 4), mn(None, "bb", 5, "bob")],
        [mn(None, "a2", 3), mn(None, "b2m", 4, "bob")],
        30,
        12,
        {"card": "bb", "to": "b2"},
    )
    assert (vp(result, "bob"), vp(result, "ann")) == (3, 2)
    assert result["scorings"][0]["card_powers"]["bb"] == 5


def test_shrug_it_off_pod_minus_one_reaches_a_minion_moved_there_later():
    # b2m (5) moved to b1 is another player's minion here: 4; b1 has 4 + 1 + 4 = 9 < 10.
    result = _shrug_then_move(
        [mn(None, "a1", 4), mn(None, "bb", 2, "bob")],
        [mn(None, "a2", 3), mn(None, "b2m", 5, "bob")],
        10,
        30,
        {"card": "b2m", "to": "b1"},
    )
    assert result["vp"] == {"ann": 0, "bob": 0} and result["scorings"] == []


# --- "from your discard pile" and "that can be played on a base" -------------------------------


def _plays_now(key: str, choose: dict, hand: tuple[dict, ...] = (), b1: tuple = ()) -> dict:
    played = {"type": "action", "id": "x", "owner": "ann", "card": key}
    if key == "steampunks/mechanic":
        played = {**played, "type": "minion", "power": 4}
    data = board(
        base("b1", FAR, (3, 2, 1), mn(None, "a1", 3), *b1),
        base("b2", FAR, (3, 2, 1)),
        hands={"ann": [played, *hand]},
    )
    data["events"] = [{"when": "now", "action": "play", "card": "x", "to": "b1", "choose": choose}]
    return run(data)


def _refused(result: dict, text: str) -> bool:
    return result["plays"][0]["applied"] is False and _warned(result, text)


def _warned(result: dict, text: str) -> bool:
    """The first warning says `text` (the play acted in part, or not at all)."""
    return text in result["warnings"][0]["text"]


ORNATE_DOME = {"type": "action", "id": "od", "owner": "ann", "card": "steampunks/ornate-dome"}
INSTA_GROW = {"type": "action", "id": "ig", "owner": "ann", "card": "killer-plants/insta-grow"}


def test_fixin_to_fix_it_refuses_a_standard_action_as_mechanic_does():
    for key in ("truckers/fixin-to-fix-it", "steampunks/mechanic"):
        result = _plays_now(key, {"play": INSTA_GROW})
        assert _refused(result, "is a standard action, not one played on a base")
        result = _plays_now(key, {"play": ORNATE_DOME, "to": "b2"})
        assert where(result)["od"] == "b2" and result["warnings"] == []


def test_an_action_from_the_discard_pile_is_no_card_of_the_hand():
    for key in ("truckers/fixin-to-fix-it", "steampunks/mechanic", "clerics/word-of-recall"):
        result = _plays_now(key, {"play": "od", "to": "b2"}, hand=(ORNATE_DOME,))
        assert _refused(result, "is a card of a hand")
        assert "od" not in where(result) and len(result["board"]["hands"]["ann"]) == 1


def test_really_plays_a_minion_from_the_discard_pile_not_from_the_hand():
    hand_minion = mn(None, "hm", 2)
    result = _plays_now(
        "shapeshifters/really", {"card": "a1", "play": "hm", "to": "b1"}, (hand_minion,)
    )
    assert _warned(result, "hm is a card of a hand, not your discard pile")
    result = _plays_now("shapeshifters/really", {"card": "a1", "play": {**hand_minion, "id": "dm"}})
    assert where(result)["dm"] == "b1" and result["warnings"] == []


def test_word_of_recall_takes_an_action_of_another_players_discard_pile():
    result = _plays_now("clerics/word-of-recall", {"play": act(None, "xa"), "to": "b2"})
    assert _refused(result, "xa is ann's own card, not another player's")
    result = _plays_now("clerics/word-of-recall", {"play": act(None, "xa", "bob"), "to": "b2"})
    assert where(result)["xa"] == "b2" and result["warnings"] == []
    assert card_of(result, "xa")["controller"] == "ann"


def test_transmogrify_plays_a_minion_found_in_the_deck_not_from_the_hand():
    hand_minion = mn(None, "hm", 2)
    key = "shapeshifters/transmogrify"
    result = _plays_now(key, {"card": "a1", "play": "hm", "to": "b1"}, (hand_minion,))
    assert _warned(result, "hm is a card of a hand, not your deck")
    result = _plays_now(key, {"card": "a1", "play": {**hand_minion, "id": "dm"}})
    assert where(result)["dm"] == "b1" and result["warnings"] == []


# --- Expert Timing -------------------------------------------------------------------------


def _art_twice(expert_choose: dict, first_talent_before: bool = True) -> dict:
    art = {"type": "action", "id": "ac", "owner": "ann"}
    art["card"] = "kung-fu-fighters/ancient-chinese-art"
    expert = {"type": "action", "id": "et", "owner": "ann"}
    expert["card"] = "kung-fu-fighters/expert-timing"
    data = board(
        base("b1", FAR, (3, 2, 1), art, mn(None, "a1", 2), mn(None, "a2", 2)),
        hands={"ann": [expert]},
    )
    talent_a1 = {"when": "now", "action": "talent", "card": "ac"}
    talent_a1["choose"] = {"mode": "counter", "card": "a1"}
    talent_a2 = {**talent_a1, "choose": {"mode": "counter", "card": "a2"}}
    play_et = {"when": "now", "action": "play", "card": "et", "to": "b1", "choose": expert_choose}
    first = [talent_a1, play_et] if first_talent_before else [play_et, talent_a1]
    data["events"] = [*first, talent_a2]
    return run(data)


def test_expert_timing_gives_the_chosen_cards_talent_one_more_use():
    result = _art_twice({"card": "ac"})
    assert result["warnings"] == []
    assert card_of(result, "a1").get("counters") == 1
    assert card_of(result, "a2").get("counters") == 1
    # Not named: the extra use is still warned, and the log says how to name it.
    result = _art_twice({})
    assert "a second time" in result["warnings"][0]["text"]
    assert "choose.card" in texts(result)
    # Its Talent not used yet: the log says to type the first use before Expert Timing.
    result = _art_twice({"card": "ac"}, first_talent_before=False)
    assert "type its first use before Expert Timing" in texts(result)
