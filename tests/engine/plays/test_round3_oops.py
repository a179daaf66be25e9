"""Third review (r3-core) of Core Set and Oops, You Did It Again plays: where an extra card comes
from (Raiding Party, Gold in Them Thar Hills, Hoverbot, Neophyte, Mass Enchantment), Stagecoach
against a protection of the destination, Code of Bushido's options, a buried Tomb Trap's
decision when it is uncovered."""

from __future__ import annotations

import pytest

from tests.engine.card_boards import run
from tests.engine.plays.test_oops_you_did_it_again import table
from tests.engine.plays.test_pretty_pretty_smash_up import bobs, mine, play, played, where

RAIDING = "vikings/raiding-party"
GOLD = "cowboys/gold-in-them-thar-hills"
MASS = "wizards/mass-enchantment"


def extra_card(key: str, revealed, *, hands=None, kind: str = "action") -> dict:
    card = played(key, kind, power=3)
    choose = {"play": revealed}
    if isinstance(revealed, str) or revealed.get("type") == "minion":
        choose["to"] = "b2"
    extra = {"hands": hands} if hands is not None else {}
    return run(table(play(card, choose, to="b1" if kind == "minion" else None), **extra))


def refused(result: dict) -> list[str]:
    return [w["text"] for w in result["warnings"] if "cannot" in w["text"]]


# --- (3) the extra card's origin: a deck's top, whose deck -----------------------------------


@pytest.mark.parametrize(
    "key,kind,owner",
    [
        # "another player's deck": a card the player owns is no such card.
        (RAIDING, "action", "ann"),
        (MASS, "action", "ann"),
        # "your deck": another player's card is no such card.
        (GOLD, "action", "bob"),
        ("robots/hoverbot", "minion", "bob"),
        ("wizards/neophyte", "minion", "bob"),
    ],
)
def test_the_extra_card_of_the_wrong_deck_is_refused(key, kind, owner):
    revealed = (
        {"type": "action", "id": "r", "owner": owner, "controller": owner}
        if key in (MASS, "wizards/neophyte")
        else {**mine("r", 3), "owner": owner}
    )
    result = extra_card(key, revealed, kind=kind)
    assert "r" not in where(result)
    (text,) = refused(result)
    assert f"r is {owner}'s" in text and ("not another player's" in text or "not one of" in text)


@pytest.mark.parametrize(
    "key,kind,holder",
    [
        (RAIDING, "action", "bob"),
        (MASS, "action", "bob"),
        (GOLD, "action", "ann"),
        ("robots/hoverbot", "minion", "ann"),
        ("wizards/neophyte", "minion", "ann"),
    ],
)
def test_a_card_of_a_hand_is_no_card_of_a_deck(key, kind, holder):
    ctype = "action" if key in (MASS, "wizards/neophyte") else "minion"
    card = {"type": ctype, "id": "h1", "owner": holder}
    if ctype == "minion":
        card["power"] = 3
    result = extra_card(key, "h1", kind=kind, hands={holder: [card]})
    assert "h1" not in where(result)
    (text,) = refused(result)
    assert "h1 is a card of a hand, not" in text
    assert [c["id"] for c in result["board"]["hands"][holder]] == ["h1"]


@pytest.mark.parametrize(
    "key,kind,owner",
    [(RAIDING, "action", "bob"), (GOLD, "action", "ann"), ("robots/hoverbot", "minion", "ann")],
)
def test_the_card_of_the_right_deck_is_played(key, kind, owner):
    result = extra_card(key, {**mine("r", 3), "owner": owner}, kind=kind)
    assert where(result)["r"] == "b2"
    assert refused(result) == []


def test_mass_enchantment_plays_the_action_revealed_from_another_players_deck():
    # Mass Enchantment's revealed Seeing Stars (Bob's deck) destroys Bob's minion: played.
    revealed = {
        "type": "action",
        "id": "r",
        "owner": "bob",
        "controller": "bob",
        "card": "ninjas/seeing-stars",
    }
    data = table(
        play(played(MASS, "action"), {"play": revealed, "then": {"card": "n"}}, to=None),
        b1=[bobs("n", 3)],
    )
    result = run(data)
    assert "n" not in where(result)


# --- (4), (7) Stagecoach: the destination a protection refuses; "to" is its key ---------------

STAGECOACH = "cowboys/stagecoach"
HIDEOUT_POD = {
    "type": "action",
    "id": "hd",
    "owner": "bob",
    "controller": "bob",
    "card": "tricksters/hideout",
    "printing": "pod",
}


TWO_OF_ANNS = (mine("m", 2), mine("m2", 2))


def stagecoach(choose: dict | None, b1=TWO_OF_ANNS, b2=(HIDEOUT_POD,)) -> dict:
    return run(table(play(played(STAGECOACH, "action"), choose, to=None), b1=b1, b2=b2))


def test_stagecoach_to_a_base_under_the_pod_hideout_is_refused_and_warned():
    result = stagecoach({"cards": ["m", "m2"], "to": "b2"})
    assert where(result)["m"] == "b1" and where(result)["m2"] == "b1"
    texts = [w["text"] for w in result["warnings"]]
    assert texts == [
        f"event 0: stagecoach is played, but cannot move {c} to b2: Hideout: other players "
        "cannot move minions to its base"
        for c in ("m", "m2")
    ]
    assert all("Hideout" in w["text_fr"] for w in result["warnings"])


def test_stagecoach_never_assumes_nor_offers_the_base_under_the_pod_hideout():
    result = stagecoach({"cards": ["m", "m2"]})
    assert where(result)["m"] == "b3" and where(result)["m2"] == "b3"
    (entry,) = result["assumed_choices"]
    assert entry["choose"] == {"to": "b3"} and entry["options"] == [{"to": "b3"}]
    assert result["warnings"] == []


def test_stagecoach_moves_an_action_to_the_base_under_the_pod_hideout():
    # Hideout stops minions only: the action goes, the minion stays (warned).
    own = {"type": "action", "id": "a", "owner": "ann", "controller": "ann"}
    result = stagecoach({"cards": ["m", "a"], "to": "b2"}, b1=(mine("m", 2), own))
    assert where(result)["a"] == "b2" and where(result)["m"] == "b1"
    (warning,) = result["warnings"]
    assert "cannot move m to b2" in warning["text"]
    # It acted, in part: applied, the warning saying what it left (applied false would read as
    # nothing moved).
    assert result["plays"][0]["applied"] is True
    # Both refused: nothing moved, not applied.
    refused = stagecoach({"cards": ["m", "m2"], "to": "b2"})
    assert refused["plays"][0]["applied"] is False


def test_stagecoach_refused_cards_give_no_unused_to_warning():
    result = stagecoach({"cards": ["m", "m2"], "to": "b3"}, b1=(mine("m", 2),), b2=(mine("m2", 2),))
    (warning,) = result["warnings"]
    assert "is not possible" in warning["text"]
    assert "choose.to" not in warning["text"]


# --- (6) Code of Bushido: the split placements are options too --------------------------------


def bushido(*minions: dict, choose: dict | None = None) -> dict:
    card = played("samurai/code-of-bushido", "action")
    return run(table(play(card, choose, to=None), b1=minions))


def counters_of(result: dict) -> dict[str, int]:
    return {
        c["id"]: c.get("counters", 0)
        for b in result["board"]["bases"]
        for c in b["cards"]
        if c.get("type") == "minion"
    }


def test_code_of_bushido_lists_the_split_placements_it_accepts():
    result = bushido(mine("m", 2), mine("o", 2))
    (entry,) = result["assumed_choices"]
    assert entry["choose"] == {"cards": ["m", "m", "m"]}  # still the first, all on one
    assert entry["options"] == [
        {"cards": ["m", "m", "m"]},
        {"cards": ["o", "o", "o"]},
        {"cards": ["m", "m", "o"]},
        {"cards": ["m", "o", "o"]},
    ]
    assert entry["options_cut"] is False
    assert counters_of(result) == {"m": 3, "o": 0}
    split = bushido(mine("m", 2), mine("o", 2), choose={"cards": ["m", "o", "o"]})
    assert counters_of(split) == {"m": 1, "o": 2} and split["warnings"] == []


def test_code_of_bushido_options_are_cut_beyond_the_listed_twenty():
    four = bushido(*(mine(f"m{i}", 2) for i in range(4)))
    (entry,) = four["assumed_choices"]
    assert len(entry["options"]) == 20 and entry["options_cut"] is False  # C(6, 3)
    five = bushido(*(mine(f"m{i}", 2) for i in range(5)))
    (entry,) = five["assumed_choices"]
    assert len(entry["options"]) == 20 and entry["options_cut"] is True
    assert entry["options"][:5] == [{"cards": [f"m{i}"] * 3} for i in range(5)]


# --- (5) a Tomb Trap uncovered by a played card: its "may destroy" is the play's then ----------

TRAP = {"type": "buried", "id": "t", "controller": "ann", "card": "ancient-egyptians/tomb-trap"}
LOST_KNOWLEDGE = "ancient-egyptians/lost-knowledge"


def lost_knowledge(choose: dict, **extra) -> dict:
    card = played(LOST_KNOWLEDGE, "action")
    return run(
        table(
            play(card, {"mode": "uncover", "card": "t", **choose}, to=None),
            b1=[TRAP, bobs("n", 4), bobs("o", 5)],
            **extra,
        )
    )


def test_lost_knowledge_gives_the_tomb_traps_decision_in_then():
    result = lost_knowledge({"then": {"card": "n"}})
    assert "n" not in where(result) and "o" in where(result)
    assert result["warnings"] == [] and result["assumed_choices"] == []


def test_pyramid_engineer_gives_the_tomb_traps_decision_in_then():
    engineer = played("ancient-egyptians/pyramid-engineer", power=3)
    result = run(
        table(play(engineer, {"card": "t", "then": {"card": "n"}}), b1=[TRAP, bobs("n", 3)])
    )
    assert "n" not in where(result)
    assert result["warnings"] == [] and result["assumed_choices"] == []


def test_the_tomb_traps_assumed_decision_carries_the_event_and_its_options_under_then():
    result = lost_knowledge({})
    (entry,) = result["assumed_choices"]
    assert entry["ability"] == "ancient-egyptians/tomb-trap"
    assert entry["event"] == 0 and entry["choose"] is None
    assert entry["options"] == [{"then": {"card": "n"}}]
    assert "n" in where(result)


def test_the_tomb_traps_decision_in_the_inputs_choices_still_applies():
    choices = [{"card": "t", "player": "ann", "choose": {"card": "n"}}]
    result = lost_knowledge({}, choices=choices)
    assert "n" not in where(result)
    assert result["assumed_choices"] == []


def test_a_then_naming_a_minion_the_tomb_trap_cannot_take_is_warned():
    result = lost_knowledge({"then": {"card": "o"}})  # power 5
    assert "o" in where(result)
    (warning,) = result["warnings"]
    assert "Tomb Trap" in warning["text"] or "tomb-trap" in warning["text"]


# --- Raider's Talent: the cards placed on the deck leave the hand ------------------------------


def test_raider_talent_takes_the_cards_placed_on_the_deck_out_of_the_hand():
    raider = {"type": "minion", "id": "r", "owner": "ann", "card": "vikings/raider", "power": 4}
    hand = [{"type": "minion", "id": f"h{i}", "owner": "ann", "power": 1} for i in (1, 2, 3)]
    data = table({"when": "now", "action": "talent", "card": "r", "choose": {"count": 2}})
    data["bases"][0]["cards"] = [raider]
    data["hands"] = {"ann": hand}
    result = run(data)
    assert [c["id"] for c in result["board"]["hands"]["ann"]] == ["h1"]
