"""Third review of the play phase (r3-later): the extra cards from a deck or a discard pile (no
card of a hand), Flank Attack's action on a base, Collecting Stories' other hand, Baba Yaga's
minion of the owner's deck, Token of Affection's "directly affects", Anansi's copies, Andko's
grant, Mystic Transference's "your actions", All for One's end of the turn, Teamwork's minion."""

from __future__ import annotations

import pytest

from tests.engine.card_boards import base, board, card, run
from tests.engine.plays.helpers import action, beyond, m, scored, vp, where


def _event(card_ref, choose: dict | None = None, action_kind: str = "play", **extra) -> dict:
    event = {"when": "now", "action": action_kind, "card": card_ref, **extra}
    if choose is not None:
        event["choose"] = choose
    return event


def _b1(breakpoint: int = 12, *cards: dict) -> dict:
    """b1: bob's k (6) and ann's a2 (5), and `cards`."""
    return base("b1", breakpoint, (3, 2, 1), m("k", 6, "bob"), m("a2", 5), *cards)


def _hand_card(key: str, card_id: str, kind: str = "action") -> dict:
    return {"type": kind, "id": card_id, "owner": "ann", "card": key}


# --- 1. a card of a hand is not "from your deck / discard pile" ---------------------------------

FORTRESS = "ancient-incas/fortress-walls"
ARES = "mythic-greeks/favor-of-ares"


@pytest.mark.parametrize(
    "key, extra, choose",
    [
        ("ancient-incas/quipu-strings", FORTRESS, {"to": "b1", "then": {"card": "a2"}}),
        ("dragons/flank-attack", FORTRESS, {"to": "b1", "then": {"card": "a2"}}),
        ("anansi-tales/the-perfect-gift", ARES, {"then": {"card": "a2"}}),
    ],
)
def test_a_hand_card_is_not_the_card_from_the_deck_or_discard_pile(key, extra, choose):
    data = board(_b1())
    data["hands"] = {"ann": [_hand_card(key, "q"), _hand_card(extra, "h")]}
    data["events"] = [_event("q", {"play": "h", **choose})]
    result = run(data)
    assert scored(result) == [] and vp(result) == 0
    assert any("card of a hand" in w["text"] for w in result["warnings"])
    # The same card as a card object (from the deck or discard pile) is played.
    data["hands"] = {"ann": [_hand_card(key, "q")]}
    data["events"] = [_event("q", {"play": _hand_card(extra, "h"), **choose})]
    result = run(data)
    assert scored(result) == ["b1"] and result["warnings"] == []


def test_anansi_the_spider_does_not_play_a_card_of_the_hand():
    spider = card("minion", "ann", "anansi-tales/anansi-the-spider", "sp", power=5)
    data = board(_b1(12, spider))
    data["bases"][0]["breakpoint"] = 17
    data["hands"] = {"ann": [_hand_card(ARES, "h")]}
    data["events"] = [_event("sp", {"play": "h", "then": {"card": "a2"}}, "talent")]
    result = run(data)
    assert scored(result) == [] and result["warnings"]


# --- 2. Flank Attack: an action to be played on a base ------------------------------------------


def test_flank_attack_refuses_a_standard_action():
    data = board(_b1())
    flank = action("ann", "dragons/flank-attack", "fa")
    data["events"] = [_event(flank, {"play": _hand_card(ARES, "x"), "then": {"card": "a2"}})]
    result = run(data)
    assert scored(result) == [] and vp(result) == 0
    assert "standard action" in result["warnings"][0]["text"]


# --- 3. Collecting Stories: a card you own from THEIR hand --------------------------------------


def test_collecting_stories_refuses_a_card_of_your_own_hand():
    stories = _hand_card("anansi-tales/collecting-stories", "cs")
    data = board(_b1())
    mine = {"type": "minion", "id": "ah", "owner": "ann", "power": 5}
    data["hands"] = {"ann": [stories, mine], "bob": []}
    data["events"] = [_event("cs", {"play": "ah", "to": "b1"})]
    result = run(data)
    assert scored(result) == [] and "ann's hand" in result["warnings"][0]["text"]
    # Held by bob (given to him earlier): played from there.
    data["hands"] = {"ann": [stories], "bob": [mine]}
    result = run(data)
    assert scored(result) == ["b1"] and vp(result) == 3 and result["warnings"] == []


# --- 7. Andko: an extra action on a minion carrying no action yet --------------------------------


@pytest.mark.parametrize("target, warned", [("a1", True), ("a3", False)])
def test_andko_grants_an_action_on_a_minion_without_one_only(target, warned):
    andko = card("minion", "ann", "rulers-of-the-cosmos/andko", "an", power=3)
    upgrade = action("ann", "dinosaurs/upgrade", "u0", attached_to="a1")
    data = board(
        base("b1", 40, (3, 2, 1), andko, m("a1", 3), upgrade, m("a3", 1), m("k", 8, "bob"))
    )
    data["hands"] = {"ann": [{"id": "u1", "card": "dinosaurs/upgrade", "type": "action"}]}
    data["plays_made"] = {"minion": 0, "action": 1}
    data["events"] = [_event("an", None, "talent"), _event("u1", attached_to=target)]
    result = run(data)
    assert beyond(result) == ([1] if warned else [])


# --- 8. Mystic Transference: one of YOUR actions ------------------------------------------------


@pytest.mark.parametrize("owner", ["bob", "ann"])
def test_mystic_transference_transfers_one_of_your_actions_only(owner):
    mystic = action("ann", "rulers-of-the-cosmos/mystic-transference", "mt", attached_to="a1")
    upgrade = action(owner, "dinosaurs/upgrade", "u", attached_to="a1")
    data = board(
        base("b1", 30, (3, 2, 1), m("a1", 2), mystic, upgrade),
        base("b2", 8, (3, 2, 1), m("a2", 3), m("k", 4, "bob")),
    )
    data["events"] = [_event("mt", {"order": ["u", "a2"]}, "talent")]
    result = run(data)
    if owner == "bob":
        assert scored(result) == [] and "not one of your actions" in result["warnings"][0]["text"]
    else:
        assert scored(result) == ["b2"] and vp(result) == 3 and result["warnings"] == []


# --- 5. Token of Affection: an action that directly affects a minion ----------------------------


def test_token_of_affection_plays_a_one_shot_action_that_directly_affects_a_minion():
    token = action("ann", "musketeers/token-of-affection", "ta")
    biding = _hand_card("musketeers/biding-time", "bt")
    data = board(_b1())
    data["events"] = [_event(token, {"play": biding, "then": {"card": "a2"}})]
    result = run(data)
    # a2 5 + 2 = 7 against k 6: b1 13 >= 12.
    assert scored(result) == ["b1"] and vp(result) == 3 and result["warnings"] == []
    # An action that stays on a base affects no minion.
    data["events"] = [_event(token, {"play": _hand_card(FORTRESS, "fw"), "to": "b1"})]
    result = run(data)
    assert "directly affect" in result["warnings"][0]["text"]


# --- 4. Baba Yaga, Transformation: the owner plays the minion off the top of their deck ---------


def _baba_board(owner: str, how: str) -> dict:
    yaga = card("minion", "ann", "russian-fairy-tales/baba-yaga", "by", power=5)
    data = board(base("b1", 11, (3, 2, 1), yaga, m("k", 6, "bob")))
    top = {"type": "minion", "id": "n", "owner": owner, "power": 6}
    if how == "talent":
        data["events"] = [_event("by", {"card": "k", "play": top}, "talent")]
    else:
        change = action("ann", "russian-fairy-tales/transformation", "tf")
        data["events"] = [_event(change, {"card": "k", "play": top})]
    return data


@pytest.mark.parametrize("how", ["talent", "transformation"])
def test_baba_yaga_has_the_owner_play_a_minion_of_their_deck(how):
    result = run(_baba_board("bob", how))
    # bob plays n (his): bob 6 against ann's Baba Yaga 5.
    assert scored(result) == ["b1"] and vp(result, "bob") == 3 and vp(result) == 2
    assert result["warnings"] == []
    result = run(_baba_board("ann", how))
    assert scored(result) == [] and "not a card of bob's deck" in result["warnings"][0]["text"]


# --- 6. Anansi the Spider: no copy of that action again this turn -------------------------------


def test_anansi_the_spider_forbids_a_copy_of_its_action_this_turn():
    spider = card("minion", "ann", "anansi-tales/anansi-the-spider", "an", power=5)
    data = board(base("b1", 16, (3, 2, 1), spider, m("k", 9, "bob")))
    data["hands"] = {"ann": [_hand_card(ARES, "fa2")]}
    data["events"] = [
        _event("an", {"play": _hand_card(ARES, "fa1"), "then": {"card": "an"}}, "talent"),
        _event("fa2", {"card": "an"}),
    ]
    result = run(data)
    # Anansi 5 + 3 = 8 against k 9: the second Favor of Ares is not played.
    assert scored(result) == ["b1"] and vp(result, "bob") == 3 and vp(result) == 2
    assert [w["event"] for w in result["warnings"]] == [1]
    assert "no copy of" in result["warnings"][0]["text"]


# --- 9. All for One: destroyed at the end of the turn once it acted -----------------------------


@pytest.mark.parametrize("acts", [True, False])
def test_all_for_one_is_destroyed_at_the_end_of_the_turn_after_it_acted(acts):
    one = action("ann", "musketeers/all-for-one", "af", attached_to="a1")
    data = board(base("b1", 30, (3, 2, 1), m("a1", 4), one, m("k", 10, "bob"), m("a3", 1)))
    biding = _hand_card("musketeers/biding-time", "bt")
    data["events"] = [_event(biding, {"card": "a1" if acts else "a3"})]
    result = run(data)
    assert ("af" not in where(result)) == acts


# --- Teamwork: the minion chosen names the minion played ----------------------------------------


def test_teamwork_plays_nothing_named_by_a_minion_without_ability():
    teamwork = action("ann", "grimms-fairy-tales/teamwork", "tw")
    data = board(base("b1", 12, (3, 2, 1), m("k", 6, "bob"), m("a2", 3)))
    extra = {"type": "minion", "id": "x", "owner": "ann", "power": 4}
    data["events"] = [_event(teamwork, {"card": "k", "play": extra, "to": "b1"})]
    result = run(data)
    assert scored(result) == [] and "names no minion" in result["warnings"][0]["text"]
    assert not any("did not use" in w["text"] for w in result["warnings"])
