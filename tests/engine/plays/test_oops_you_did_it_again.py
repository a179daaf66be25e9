"""Play abilities of Oops, You Did It Again (issue 28): each applied entry (or its Talent) acts on
the board; the factions done have every card covered."""

from __future__ import annotations

import pytest

from simulator.engine import cards, plays
from tests.engine.card_boards import base, board, run
from tests.engine.plays.helpers import FAR
from tests.engine.plays.test_pretty_pretty_smash_up import (
    action,
    assumed,
    bobs,
    cannot,
    mine,
    play,
    played,
    talent,
    texts,
    where,
)

BOX = "Oops, You Did It Again"


def table(*events: dict, b1=(), b2=(), b3=(), bp1: int = FAR, **extra) -> dict:
    data = board(
        base("b1", bp1, (3, 2, 1), *b1),
        base("b2", FAR, (3, 2, 1), *b2),
        base("b3", FAR, (3, 2, 1), *b3),
        **extra,
    )
    data["events"] = list(events)
    return data


def on(result: dict, base_id: str) -> list[dict]:
    (spec,) = [b for b in result["board"]["bases"] if b["id"] == base_id]
    return spec["cards"]


def buried_on(result: dict, base_id: str) -> int:
    return sum(1 for c in on(result, base_id) if c["type"] == "buried")


def powers(result: dict, base_id: str = "b1") -> dict[str, int]:
    (scoring,) = [s for s in result["scorings"] if s["base"] == base_id]
    return scoring["card_powers"]


def counters(result: dict) -> dict[str, int]:
    return {
        c["id"]: c.get("counters", 0)
        for b in result["board"]["bases"]
        for c in b["cards"]
        if "id" in c
    }


def buried(card_id: str, key: str, player: str = "ann") -> dict:
    """A buried card of `player` whose identity the board gives (its catalog card)."""
    return {"type": "buried", "id": card_id, "controller": player, "card": key}


@pytest.mark.parametrize("faction", ["ancient-egyptians", "cowboys", "samurai", "vikings"])
def test_every_card_of_a_done_faction_has_a_play_entry(faction):
    keys = [k for k in cards.registered() if k[0].split("/")[0] == faction]
    assert keys
    missing = [
        (key, printing)
        for key, scope in keys
        for printing in ((scope,) if scope else ("original", "pod"))
        if not plays.is_registered(key, printing)
    ]
    assert missing == []
    assert {plays.lookup(k, s).box for k, s in keys} == {BOX}


# --- ancient Egyptians ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "key",
    [
        "ancient-egyptians/blessing-of-anubis",
        "ancient-egyptians/tomb-trap",
        "ancient-egyptians/you-can-take-it-with-you",
    ],
)
def test_a_card_that_buries_itself_lies_face_down_on_its_base(key):
    result = run(table(play(played(key, "action"), to="b2")))
    assert buried_on(result, "b2") == 1
    assert [c["id"] for c in on(result, "b2")] == ["x"]


def test_pyramid_engineer_may_bring_back_a_buried_card_of_its_base():
    trap = buried("t", "ancient-egyptians/tomb-trap")
    result = run(
        table(
            play(played("ancient-egyptians/pyramid-engineer", power=3), {"card": "t"}),
            b1=[trap, bobs("n", 2)],
        )
    )
    assert "t" not in where(result)  # a one-shot action: resolved, then discarded
    assert buried_on(result, "b1") == 0
    declined = run(table(play(played("ancient-egyptians/pyramid-engineer", power=3)), b1=[trap]))
    assert assumed(declined)["options"] == [{"card": "t"}]
    assert buried_on(declined, "b1") == 1


@pytest.mark.parametrize(
    "key,kind",
    [("ancient-egyptians/pyramid-engineer", "minion"), ("ancient-egyptians/sphinx", "titan")],
)
def test_the_talent_buries_a_hand_card_here(key, kind):
    card = {"type": kind, "id": "e", "owner": "ann", "card": key, "power": 3}
    result = run(table(talent("e"), b1=[card]))
    assert buried_on(result, "b1") == 1


def test_ancient_curse_may_remove_a_counter_from_its_minion():
    curse = played("ancient-egyptians/ancient-curse", "action", attached_to="n")
    result = run(table(play(curse, {"card": "n"}), b1=[bobs("n", 3, counters=2)]))
    assert counters(result)["n"] == 1 and where(result)["x"] == "b1"
    kept = run(table(play(curse), b1=[bobs("n", 3, counters=2)]))
    assert counters(kept)["n"] == 2


def test_lost_knowledge_buries_a_hand_card_or_uncovers_one_of_yours():
    card = played("ancient-egyptians/lost-knowledge", "action")
    bury = run(table(play(card, {"mode": "bury", "base": "b3"}, to=None)))
    assert buried_on(bury, "b3") == 1
    trap = buried("t", "ancient-egyptians/tomb-trap")
    uncover = run(table(play(card, {"mode": "uncover", "card": "t"}, to=None), b2=[trap]))
    assert buried_on(uncover, "b2") == 0
    first = run(table(play(card, to=None)))
    assert assumed(first)["choose"] == {"mode": "bury"}


def test_mummy_strength_gives_four_beside_a_buried_card_else_two():
    card = played("ancient-egyptians/mummy-strength", "action")
    near = run(
        table(
            play(card, {"card": "m"}, to=None),
            b1=[mine("m", 1), buried("t", "ancient-egyptians/tomb-trap", player="bob")],
            bp1=5,
        )
    )
    assert powers(near)["m"] == 5
    alone = run(table(play(card, {"card": "m"}, to=None), b1=[mine("m", 1)], bp1=3))
    assert powers(alone)["m"] == 3


def test_plague_of_locusts_weakens_the_other_players_minions_on_a_base():
    card = played("ancient-egyptians/plague-of-locusts", "action")
    result = run(table(play(card, {"base": "b1"}, to=None), b1=[mine("m", 2), bobs("n", 2)], bp1=3))
    assert powers(result) == {"m": 2, "n": 1}


def test_plague_of_locusts_says_why_a_protected_minion_is_not_weakened():
    # Slo-Mo Attack shields its player's minions on its base from other players' actions.
    card = played("ancient-egyptians/plague-of-locusts", "action")
    slo = {**action("s", player="bob"), "card": "action-heroes/slo-mo-attack"}
    b1 = [mine("m", 2), bobs("n", 2), slo]
    result = run(table(play(card, {"base": "b1"}, to=None), b1=b1, bp1=4))
    assert powers(result) == {"m": 2, "n": 2}
    assert "Slo-Mo Attack" in cannot(result)[0]["text"]
    # With Carl's minion there too, which Slo-Mo Attack does not cover, his is weakened: the
    # play acted in part, so it is applied (README), Bob's in `warnings` (session 25 review,
    # d6).
    carl = {"type": "minion", "id": "c", "owner": "carl", "power": 2}
    result = run(
        table(
            play(card, {"base": "b1"}, to=None),
            b1=[*b1, carl],
            bp1=5,
            players=("ann", "bob", "carl"),
        )
    )
    assert powers(result)["c"] == 1 and powers(result)["n"] == 2
    assert result["plays"][0]["applied"] is True
    assert "Slo-Mo Attack" in cannot(result)[0]["text"]


def test_seal_the_tomb_buries_two_hand_cards_or_uncovers_two_buried_cards():
    card = played("ancient-egyptians/seal-the-tomb", "action")
    bury = run(table(play(card, {"mode": "bury", "base": "b2", "count": 2}, to=None)))
    assert buried_on(bury, "b2") == 2
    traps = [
        buried("t1", "ancient-egyptians/tomb-trap"),
        buried("t2", "ancient-egyptians/tomb-trap"),
    ]
    both = run(table(play(card, {"mode": "uncover", "cards": ["t2", "t1"]}, to=None), b1=traps))
    assert buried_on(both, "b1") == 0
    apart = run(
        table(
            play(card, {"mode": "uncover", "cards": ["t1", "t3"]}, to=None),
            b1=traps[:1],
            b2=[buried("t3", "ancient-egyptians/tomb-trap")],
        )
    )
    assert cannot(apart) and buried_on(apart, "b1") == 1


def test_seal_the_tomb_buries_no_more_than_the_hand_holds_and_they_leave_it():
    # At most two hand cards buried: one card left in hand, one buried.
    hand = [
        played("ancient-egyptians/seal-the-tomb", "action", card_id="h1"),
        mine("h2", 2),
    ]
    event = {
        "when": "now",
        "action": "play",
        "card": "h1",
        "choose": {"mode": "bury", "base": "b1", "count": 2},
    }
    result = run(table(event, hands={"ann": hand}, hand_size={"ann": 2}))
    assert buried_on(result, "b1") == 1 and result["board"]["hands"]["ann"] == []
    assert "only 1 card(s)" in cannot(result)[0]["text"]
    # The same for the Talents burying a hand card: an empty hand buries nothing.
    sphinx = {
        "type": "titan",
        "id": "e",
        "owner": "ann",
        "card": "ancient-egyptians/sphinx",
        "power": 3,
    }
    empty = run(table(talent("e"), b1=[sphinx], hand_size={"ann": 0}))
    assert buried_on(empty, "b1") == 0 and "your hand is empty" in cannot(empty)[0]["text"]


# --- cowboys -------------------------------------------------------------------------------------


def test_gunfighter_may_duel_a_minion_here_and_the_loser_is_destroyed():
    card = played("cowboys/gunfighter", power=3)
    won = run(table(play(card, {"card": "n"}), b1=[bobs("n", 2), bobs("big", 5)]))
    assert "n" not in where(won) and where(won)["x"] == "b1"
    lost = run(table(play(card, {"card": "big"}), b1=[bobs("n", 2), bobs("big", 5)]))
    assert "x" not in where(lost) and "big" in where(lost)
    tie = run(table(play(card, {"card": "t"}), b1=[bobs("t", 3)]))
    assert "x" not in where(tie) and "t" not in where(tie)
    declined = run(table(play(card), b1=[bobs("n", 2)]))
    assert "n" in where(declined) and {"card": "n"} in assumed(declined)["options"]


def test_high_noon_duel_won_grants_an_extra_minion_there():
    card = played("cowboys/high-noon", "action")
    b1 = [mine("m", 4), bobs("n", 2)]
    extra = (play(mine("e1", 1), to="b2"), play(mine("e2", 1), to="b1"))
    won = run(table(play(card, {"cards": ["m", "n"]}, to=None), *extra, b1=b1))
    assert "n" not in where(won) and not [w for w in won["warnings"] if "beyond" in w["text"]]
    lost = run(
        table(play(card, {"cards": ["m", "n"]}, to=None), *extra, b1=[mine("m", 1), bobs("n", 2)])
    )
    assert "m" not in where(lost) and [w for w in lost["warnings"] if "beyond" in w["text"]]
    first = run(table(play(card, to=None), b1=b1))
    assert assumed(first)["choose"] == {"cards": ["m", "n"]}


def test_run_em_off_boosts_the_winner_and_moves_the_loser():
    card = played("cowboys/run-em-off", "action")
    b1 = [mine("m", 4), bobs("n", 2)]
    result = run(table(play(card, {"cards": ["m", "n"], "to": "b3"}, to=None), b1=b1, bp1=7))
    assert where(result)["n"] == "b3"
    assert powers(result) == {"m": 7}
    lost = run(table(play(card, {"cards": ["m", "n"]}, to=None), b1=[mine("m", 1), bobs("n", 2)]))
    assert where(lost)["m"] == "b2"  # moved by bob: the first other base, assumed


def test_run_em_off_tie_moves_both_minions_off_their_base():
    # A tie: both win (+3) and both lose (moved); neither stays counted on the old base.
    card = played("cowboys/run-em-off", "action")
    b1 = [mine("m", 4), bobs("n", 4)]
    result = run(table(play(card, {"cards": ["m", "n"], "to": "b3"}, to=None), b1=b1, bp1=10))
    assert result["scorings"] == [] and result["vp"] == {"ann": 0, "bob": 0}
    assert where(result)["n"] == "b3" and where(result)["m"] == "b2"
    assert on(result, "b1") == []


def test_run_em_off_offers_no_base_that_refuses_the_move_of_the_loser():
    # Little Bo Peep (Bob's, on b2) keeps other players from moving minions to its base.
    card = played("cowboys/run-em-off", "action")
    peep = bobs("lb", 2, card="sheep/little-bo-peep")
    b1 = [mine("m", 4), bobs("n", 2)]
    result = run(table(play(card, {"cards": ["m", "n"]}, to=None), b1=b1, b2=[peep]))
    (entry,) = [a for a in result["assumed_choices"] if "to" in (a.get("choose") or {})]
    assert entry["options"] == [{"to": "b3"}]
    assert where(result)["n"] == "b3"
    result = run(table(play(card, {"cards": ["m", "n"], "to": "b2"}, to=None), b1=b1, b2=[peep]))
    assert where(result)["n"] == "b1"
    assert any("Little Bo Peep" in w["text"] for w in result["warnings"])


def test_form_a_posse_boosts_and_protects_your_minions_this_turn():
    posse = played("cowboys/form-a-posse", "action")
    gunfighter = {**played("cowboys/gunfighter", power=3), "owner": "bob", "id": "g"}
    duel = {
        "when": "now",
        "action": "play",
        "by": "bob",
        "to": "b1",
        "card": gunfighter,
        "choose": {"card": "m"},
    }
    result = run(table(play(posse, to=None), duel, b1=[mine("m", 2)], bp1=50))
    assert "m" in where(result)  # 3 power against 3: a tie, but it cannot be destroyed
    assert "g" not in where(result)


def test_gold_in_them_thar_hills_plays_the_card_taken_now():
    card = played("cowboys/gold-in-them-thar-hills", "action")
    result = run(table(play(card, {"play": mine("r", 3), "to": "b2"}, to=None)))
    assert where(result)["r"] == "b2"


@pytest.mark.parametrize(
    "key,b1,expected",
    [
        ("ancient-egyptians/mummy-strength", [mine("m", 1)], 3),
        ("cowboys/quick-draw", [mine("m", 1)], 3),
    ],
)
def test_one_of_your_minions_gets_the_smaller_boost_outside_its_condition(key, b1, expected):
    result = run(table(play(played(key, "action"), to=None), b1=b1, bp1=3))
    assert powers(result)["m"] == expected
    assert assumed(result)["choose"] == {"card": "m"}


def test_stagecoach_moves_up_to_two_of_your_cards_of_one_base():
    card = played("cowboys/stagecoach", "action")
    b1 = [mine("m"), action("a", player="ann"), bobs("n"), mine("o")]
    result = run(table(play(card, {"cards": ["m", "a"], "to": "b3"}, to=None), b1=b1))
    assert [where(result)[i] for i in ("m", "a", "n", "o")] == ["b3", "b3", "b1", "b1"]
    theirs = run(table(play(card, {"cards": ["n"], "to": "b3"}, to=None), b1=b1))
    assert cannot(theirs) and where(theirs)["n"] == "b1"


# --- samurai -------------------------------------------------------------------------------------


def test_ronin_alone_may_take_two_counters():
    card = played("samurai/ronin", power=3)
    alone = run(table(play(card, {"card": "x"}), b1=[bobs("n")]))
    assert counters(alone)["x"] == 2
    beside = run(table(play(card, {"card": "x"}), b1=[mine("m")]))
    assert counters(beside)["x"] == 0
    declined = run(table(play(card)))
    assert counters(declined)["x"] == 0 and assumed(declined)["options"] == [{"card": "x"}]


def test_code_of_bushido_spreads_three_counters_over_your_minions():
    card = played("samurai/code-of-bushido", "action")
    result = run(
        table(
            play(card, {"cards": ["m", "m", "o"]}, to=None),
            b1=[mine("m"), bobs("n")],
            b2=[mine("o")],
        )
    )
    assert counters(result) == {"m": 2, "n": 0, "o": 1}
    first = run(table(play(card, to=None), b1=[mine("m")]))
    assert assumed(first)["choose"] == {"cards": ["m", "m", "m"]}
    assert counters(first)["m"] == 3


def test_honor_the_ancestors_places_a_counter_and_counts_the_other_players():
    card = played("samurai/honor-the-ancestors", "action")
    result = run(table(play(card, {"card": "m"}, to=None), b1=[mine("m")]))
    assert counters(result)["m"] == 1
    assert "up to 1 minion(s)" in " ".join(e["text"] for e in result["log"])


def test_honorable_combat_gives_the_winners_controller_a_vp():
    card = played("samurai/honorable-combat", "action")
    b1 = [mine("m", 4), bobs("n", 2), bobs("big", 5)]
    won = run(table(play(card, {"cards": ["m", "n"]}, to=None), b1=b1))
    assert won["vp"] == {"ann": 1, "bob": 0}
    assert "n" in where(won)  # nobody is destroyed
    lost = run(table(play(card, {"cards": ["m", "big"]}, to=None), b1=b1))
    assert lost["vp"] == {"ann": 0, "bob": 1}
    behind = run(table(play(card, {"cards": ["m", "n"]}, to=None), b1=[mine("m", 4), bobs("n", 2)]))
    assert cannot(behind) and behind["vp"] == {"ann": 0, "bob": 0}


def test_way_of_the_warrior_gives_one_of_your_minions_three():
    card = played("samurai/way-of-the-warrior", "action")
    result = run(table(play(card, {"card": "m"}, to=None), b1=[mine("m", 1)], bp1=4))
    assert powers(result)["m"] == 4


def test_yokai_attack_destroys_one_of_yours_for_an_extra_minion_and_action():
    card = played("samurai/yokai-attack", "action")
    after = (
        play(mine("e1", 1), to="b2"),
        play(mine("e2", 1), to="b2"),
        play(action("a2", player="ann"), to="b3"),
    )
    result = run(table(play(card, {"card": "m"}, to=None), *after, b1=[mine("m")]))
    assert "m" not in where(result)
    assert not [w for w in result["warnings"] if "beyond" in w["text"]]


# --- vikings -------------------------------------------------------------------------------------


def test_huscarl_and_raider_talents_boost_themselves_for_hand_cards():
    huscarl = {**mine("h", 2), "card": "vikings/huscarl"}
    result = run(table(talent("h"), b1=[huscarl], bp1=4))
    assert powers(result)["h"] == 4
    empty = run(table(talent("h"), b1=[huscarl], bp1=4, hand_size={"ann": 0, "bob": 3}))
    assert "scorings" in empty and not empty["scorings"]
    raider = {**mine("r", 4), "card": "vikings/raider"}
    three = run(table(talent("r", {"count": 3}), b1=[raider], bp1=7))
    assert powers(three)["r"] == 7


@pytest.mark.parametrize("printing,amount", [("original", 4), ("pod", 3)])
def test_berserk_gives_one_of_your_minions_its_printing_boost(printing, amount):
    card = played("vikings/berserk", "action", printing=printing)
    result = run(table(play(card, {"card": "m"}, to=None), b1=[mine("m", 1)], bp1=1 + amount))
    assert powers(result)["m"] == 1 + amount


@pytest.mark.parametrize("printing", ["original", "pod"])
def test_berserk_gives_nothing_without_a_hand_card_to_place(printing):
    # A hand card put on top of the deck pays for +4 (POD: +3) on one of your minions.
    card = played("vikings/berserk", "action", printing=printing)
    b1 = [mine("m", 1), bobs("n", 2)]
    empty = run(table(play(card, {"card": "m"}, to=None), b1=b1, bp1=4, hand_size={"ann": 0}))
    assert empty["scorings"] == [] and "your hand is empty" in cannot(empty)[0]["text"]
    # With a card to place: the boost, and the hand is one card smaller.
    hand = [card, mine("h", 1)]
    paid = run(table(play("x", {"card": "m"}, to=None), b1=b1, bp1=4, hands={"ann": hand}))
    assert powers(paid)["m"] > 1 and paid["board"]["hands"]["ann"] == []


def test_cast_the_runes_grants_an_extra_action_and_combat_training_boosts_yours():
    runes = played("vikings/cast-the-runes", "action")
    second = play(action("a2", player="ann"), to="b3")
    result = run(table(play(runes, to=None), second))
    assert not [w for w in result["warnings"] if "beyond" in w["text"]]
    training = played("vikings/combat-training", "action")
    trained = run(
        table(play(training, to=None), b1=[mine("m", 1), mine("o", 1), bobs("n", 1)], bp1=5)
    )
    assert powers(trained) == {"m": 2, "o": 2, "n": 1}


def test_raiding_party_plays_a_revealed_card_of_power_4_or_less():
    card = played("vikings/raiding-party", "action")
    theirs = {**bobs("r", 4), "owner": "bob"}
    result = run(table(play(card, {"play": theirs, "to": "b2"}, to=None)))
    assert where(result)["r"] == "b2"
    big = run(table(play(card, {"play": {**theirs, "power": 5}, "to": "b2"}, to=None)))
    assert "r" not in where(big) and cannot(big)


def test_ransack_takes_an_action_into_your_hand():
    card = played("vikings/ransack", "action")
    b1 = [bobs("n"), action("a", "n")]
    result = run(table(play(card, {"card": "a"}, to=None), b1=b1, hands={"ann": [], "bob": []}))
    assert "a" not in where(result)
    assert [c["id"] for c in result["board"]["hands"]["ann"]] == ["a"]
    assert result["board"]["hands"].get("bob", []) == []
    (line,) = [e["text"] for e in result["log"] if e["text"].startswith("a ")]
    assert line.endswith("and goes to ann's hand.")


def test_ransack_takes_a_buried_card_into_your_hand():
    # "... or a buried card into your hand": yours now, not its owner's discard pile.
    card = played("vikings/ransack", "action")
    trap = buried("t", "ancient-egyptians/tomb-trap", player="bob")
    result = run(table(play(card, {"card": "t"}, to=None), b1=[mine("m"), trap], hands={"ann": []}))
    assert buried_on(result, "b1") == 0
    (taken,) = result["board"]["hands"]["ann"]
    assert taken["id"] == "t" and taken["type"] == "action" and taken["controller"] == "ann"
    # One buried from a hand: which card it is stays unknown (the hand size counts it).
    face_down = {"type": "buried", "id": "u", "controller": "bob"}
    unknown = run(table(play(card, {"card": "u"}, to=None), b1=[face_down]))
    assert buried_on(unknown, "b1") == 0
    assert "u leaves b1 and goes into ann's hand (which card it is" in texts(unknown)


@pytest.mark.parametrize(
    "key,b1,expected",
    [
        ("ancient-egyptians/plague-of-locusts", [], {"base": "b1"}),
        ("ancient-egyptians/seal-the-tomb", [], {"mode": "bury"}),
        ("cowboys/run-em-off", [mine("m", 4), bobs("n")], {"cards": ["m", "n"]}),
        ("cowboys/stagecoach", [mine("m")], None),
        ("samurai/honorable-combat", [mine("m", 1), bobs("n", 4)], {"cards": ["m", "n"]}),
        ("samurai/way-of-the-warrior", [mine("m")], {"card": "m"}),
        ("vikings/ransack", [bobs("n"), action("a", "n")], {"card": "a"}),
    ],
)
def test_a_decision_not_given_is_assumed_and_listed(key, b1, expected):
    result = run(table(play(played(key, "action"), to=None), b1=b1))
    entry = assumed(result)
    assert entry["choose"] == expected
    assert entry["options"]


# Ann's POD Hideout: other players cannot move minions to its base.
ANNS_POD_HIDEOUT = {
    "type": "action",
    "id": "hd",
    "owner": "ann",
    "card": "tricksters/hideout",
    "printing": "pod",
}


def test_run_em_off_the_other_player_moves_the_loser_to_no_base_that_refuses_it():
    # Bob wins: he moves Ann's loser. Ann's POD Hideout on b2 keeps other players from moving
    # minions there: the base assumed is b3, not b2.
    card = played("cowboys/run-em-off", "action")
    b1 = [mine("m", 1), bobs("n", 5)]
    result = run(table(play(card, {"cards": ["m", "n"]}, to=None), b1=b1, b2=[ANNS_POD_HIDEOUT]))
    assert where(result)["m"] == "b3"
    assert any("b3, the first other base" in a["reason"] for a in result["assumed_choices"])


def test_run_em_off_the_loser_no_base_takes_stays_warned_of():
    # Bob wins; Ann's POD Hideout on b2, the only other base, refuses his move: Ann's loser
    # stays, and a warning says why (there was nothing before, not even a log line).
    card = played("cowboys/run-em-off", "action")
    data = table(play(card, {"cards": ["m", "n"]}, to=None), b1=[mine("m", 1), bobs("n", 5)])
    data["bases"] = data["bases"][:2]
    data["bases"][1]["cards"] = [ANNS_POD_HIDEOUT]
    result = run(data)
    assert where(result)["m"] == "b1"
    assert any("Hideout" in w["text"] for w in result["warnings"])
