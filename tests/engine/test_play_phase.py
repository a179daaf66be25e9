"""The play phase's mechanism (issue 27): hands, plays_made, play events with choose, the
played card's own ability, assumed decisions with options, the plays of the turn, `plays`.

The abilities here are registered for the tests under keys no box uses ("testing/..."), so that
the mechanism is checked apart from the box modules (tests/engine/plays/ check those).
"""

from __future__ import annotations

import copy

import pytest

from simulator.engine import BoardError, simulate
from simulator.engine.plays import blocks as B
from simulator.engine.plays import registry as PR
from tests.engine.card_boards import lookup

DESTROYER = "testing/destroyer"  # a minion: "when played: may destroy a minion here"
ASSASSIN = "testing/assassin"  # an action: "destroy a minion of power 3 or less" (mandatory)
SHOVE = "testing/shove"  # an action: "move a minion to another base" (may)
PEP = "testing/pep"  # an action: "+3 power until the end of the turn to a minion"
BOUNCE = "testing/bounce"  # an action: "return a minion here to its owner's hand" (may)
SUMMON = "testing/summon"  # an action: "play an extra minion"
AURA = "testing/aura"  # an Ongoing action, nothing when played
DRAW = "testing/draw"  # an action that only draws cards
UNKNOWN = "testing/unmodelled"  # no play entry
COUNTERS = "testing/counters"  # a minion: "place two +1 power counters on a minion"
GRAB = "testing/grab"  # an action: "take control of a minion of power 2 or less"
RALLY = "testing/rally"  # an action: "play an extra minion of power 3 or less now"
SHRINK = "testing/shrink"  # an action: "this base's breakpoint -5 until the end of the turn"
CROWN = "testing/crown"  # an action: "gain 1 VP"
DIG = "testing/dig"  # an action: "bury a minion here"
RISE = "testing/rise"  # an action: "uncover one of your buried cards"
TALENTED = "testing/talented"  # a minion: "Talent: +2 power to a minion here"


def _grab(play):
    found = play.pick_card(
        play.minions("everywhere", controller="others", power_max=2),
        may=False,
        what=("take control of a minion", "prendre le contrôle d'une Créature"),
    )
    if found is not None:
        play.take_control(*found)


def _rally(play):
    # extra_play plays the minion choose.play names now, else grants it to a later play.
    play.extra_play("minion", power_max=3)


def _dig(play):
    found = play.pick_card(play.minions(), may=False, what=("bury a minion", "enterrer"))
    if found is not None:
        play.bury(*found)


def _rise(play):
    buried = [
        (b, c)
        for b in play.bases
        for c in b.cards
        if c.type == "buried" and c.controller == play.player
    ]
    found = play.pick_card(buried, may=True, what=("uncover a card", "dévoiler une carte"))
    if found is not None:
        play.uncover(*found)


@pytest.fixture(autouse=True)
def _abilities():
    entries = [
        PR.applied(DESTROYER, B.destroy_minion(may=True, where="here"), box="T"),
        PR.applied(ASSASSIN, B.destroy_minion(may=False, where="everywhere", power_max=3), box="T"),
        PR.applied(SHOVE, B.move_minion(may=True, where="everywhere"), box="T"),
        PR.applied(PEP, B.boost_minion(3), box="T"),
        PR.applied(BOUNCE, B.return_minion(may=True, where="here"), box="T"),
        PR.applied(SUMMON, B.extra_play("minion"), box="T"),
        PR.no_board_effect(AURA, PR.CONTINUOUS, box="T", ongoing=True),
        PR.no_board_effect(DRAW, PR.HANDS_ONLY, box="T"),
        PR.applied(COUNTERS, B.counters_on_minion(2), box="T"),
        PR.applied(GRAB, _grab, box="T"),
        PR.applied(RALLY, _rally, box="T"),
        PR.applied(SHRINK, lambda play: play.breakpoint(play.here(), -5), box="T"),
        PR.applied(CROWN, lambda play: play.gain_vp(play.player, 1), box="T"),
        PR.applied(DIG, _dig, box="T"),
        PR.applied(RISE, _rise, box="T"),
        PR.applied(TALENTED, talent=B.boost_minion(2, where="here"), box="T"),
    ]
    PR.register(*entries)
    yield
    for entry in entries:
        PR._REGISTRY.pop((entry.key, None))


def minion(owner, card_id, power, key=None):
    data = {"type": "minion", "id": card_id, "owner": owner, "power": power}
    if key:
        data["card"] = key
    return data


def action(owner, card_id, key):
    return {"type": "action", "id": card_id, "owner": owner, "card": key}


def issue_board(**play):
    """The issue's example: Ann and Bob tie at 9 unless Ninja Master's stand-in destroys."""
    event = {
        "when": "now",
        "action": "play",
        "to": "b1",
        "by": "ann",
        "card": minion("ann", "nm", 5, DESTROYER),
        **play,
    }
    return {
        "players": ["ann", "bob"],
        "active_player": "ann",
        "bases": [
            {
                "id": "b1",
                "breakpoint": 10,
                "vp": [3, 2, 1],
                "cards": [minion("ann", "a1", 4), minion("bob", "k", 7), minion("bob", "b2", 2)],
            }
        ],
        "events": [event],
    }


def two_bases(*events, hands=None, **extra):
    data = {
        "players": ["ann", "bob"],
        "active_player": "ann",
        "bases": [
            {
                "id": "b1",
                "breakpoint": 30,
                "vp": [3, 2, 1],
                "cards": [minion("ann", "a1", 4), minion("bob", "k", 7), minion("bob", "b2", 2)],
            },
            {"id": "b2x", "breakpoint": 30, "vp": [3, 2, 1], "cards": [minion("bob", "c1", 3)]},
        ],
        "events": list(events),
        **extra,
    }
    if hands is not None:
        data["hands"] = hands
    return data


def run(data):
    return simulate(copy.deepcopy(data), card_lookup=lookup)


def play(card, to="b1", by="ann", **extra):
    return {
        "when": "now",
        "action": "play",
        "by": by,
        "card": card,
        **({"to": to} if to else {}),
        **extra,
    }


def cards_on(result, base_id):
    base = next(b for b in result["board"]["bases"] if b["id"] == base_id)
    return [c.get("id") for c in base["cards"]]


def power_of(result, card_id):
    for scoring in result["scorings"]:
        if card_id in scoring["card_powers"]:
            return scoring["card_powers"][card_id]
    raise KeyError(card_id)


# --- the issue's example -----------------------------------------------------------------


def test_the_destroy_chosen_gives_ann_3_vp_and_bob_2():
    result = run(issue_board(choose={"card": "k"}))
    assert result["vp"] == {"ann": 3, "bob": 2}
    assert result["plays"] == [{"event": 0, "card": "nm", "by": "ann", "to": "b1", "applied": True}]
    assert result["assumed_choices"] == []


def test_without_choose_the_may_is_declined_with_king_rex_among_the_options():
    result = run(issue_board())
    assert result["vp"] == {"ann": 3, "bob": 3}
    [assumed] = result["assumed_choices"]
    assert assumed["event"] == 0 and assumed["card"] == "nm"
    assert assumed["choose"] is None
    assert {"card": "k"} in assumed["options"]
    # Table order, and never the played card itself.
    assert assumed["options"] == [{"card": "a1"}, {"card": "k"}, {"card": "b2"}]
    assert assumed["options_cut"] is False


def test_an_empty_choose_declines_on_purpose_and_assumes_nothing():
    result = run(issue_board(choose={}))
    assert result["vp"] == {"ann": 3, "bob": 3}
    assert result["assumed_choices"] == []
    assert any(e["message"] == "play.declines" for e in result["log"])


def test_the_log_line_of_the_effect_cites_the_play_phase_in_both_languages():
    result = run(issue_board(choose={"card": "k"}))
    line = next(e for e in result["log"] if "is destroyed" in e["text"])
    assert line["rule"] == "turn-play-cards"
    assert "played by ann" in line["text"] and "jouée par ann" in line["text_fr"]


# --- a target the ability cannot take ------------------------------------------------------


def test_a_target_on_another_base_is_skipped_with_a_warning_and_the_card_still_played():
    result = run(two_bases(play(minion("ann", "nm", 5, DESTROYER), choose={"card": "c1"})))
    assert "nm" in cards_on(result, "b1")
    assert "c1" in cards_on(result, "b2x")
    [entry] = result["plays"]
    assert entry["applied"] is False
    assert "c1" in entry["reason"] and "b2x" in entry["reason"] and entry["reason_fr"]
    [warning] = [w for w in result["warnings"] if w.get("event") == 0]
    assert "cannot destroy" in warning["text"] and "ne peut pas détruire" in warning["text_fr"]


def test_a_target_with_too_much_power_is_skipped_and_the_rest_acts():
    result = run(two_bases(play(action("ann", "as", ASSASSIN), to=None, choose={"card": "k"})))
    assert "k" in cards_on(result, "b1")
    assert result["plays"][0]["applied"] is False
    # A standard action resolves and goes to the discard pile: never on a base.
    assert "as" not in cards_on(result, "b1")


def test_a_mandatory_effect_takes_the_first_legal_target_in_table_order():
    result = run(two_bases(play(action("ann", "as", ASSASSIN), to=None)))
    # a1 (4) and k (7) are too strong: b2 (2) is the first legal target.
    assert "b2" not in cards_on(result, "b1")
    [assumed] = result["assumed_choices"]
    assert assumed["choose"] == {"card": "b2"}
    assert assumed["options"] == [{"card": "b2"}, {"card": "c1"}]


def test_a_mandatory_effect_without_any_target_is_played_and_says_so():
    data = two_bases(play(action("ann", "as", ASSASSIN), to=None))
    data["bases"][0]["cards"] = [minion("bob", "k", 7)]
    data["bases"][1]["cards"] = []
    result = run(data)
    assert result["plays"][0]["applied"] is False
    assert result["plays"][0]["reason"] == "nothing it can act on"


def test_a_key_the_ability_does_not_read_is_reported():
    result = run(issue_board(choose={"card": "k", "to": "b1"}))
    assert result["vp"] == {"ann": 3, "bob": 2}
    assert any("choose.to" in w["text"] for w in result["warnings"])


# --- the kinds of effect -------------------------------------------------------------------


def test_a_move_takes_card_and_to():
    result = run(
        two_bases(play(action("ann", "sh", SHOVE), to=None, choose={"card": "k", "to": "b2x"}))
    )
    assert "k" in cards_on(result, "b2x")
    assert "k" not in cards_on(result, "b1")


def test_a_move_not_given_lists_every_card_and_base_pair():
    result = run(two_bases(play(action("ann", "sh", SHOVE), to=None)))
    [assumed] = result["assumed_choices"]
    assert {"card": "k", "to": "b2x"} in assumed["options"]
    assert {"card": "c1", "to": "b1"} in assumed["options"]


def test_power_until_the_end_of_the_turn():
    data = two_bases(play(action("ann", "pp", PEP), to=None, choose={"card": "a1"}))
    data["bases"][0]["breakpoint"] = 10
    result = run(data)
    assert power_of(result, "a1") == 7
    # The change ends with the turn: the position after it keeps the printed power.
    assert result["vp"]["ann"] == 2  # a1 7 vs bob 9 on b1


def test_a_returned_card_goes_to_its_owners_hand_in_the_output():
    result = run(two_bases(play(action("ann", "bo", BOUNCE), choose={"card": "k"})))
    assert "k" not in cards_on(result, "b1")
    assert [c["id"] for c in result["board"]["hands"]["bob"]] == ["k"]


def test_an_ongoing_action_stays_and_a_hands_only_action_is_discarded():
    result = run(
        two_bases(
            play(action("ann", "au", AURA)),
            play(action("ann", "dr", DRAW), to=None),
            plays_made={"action": 0},
        )
    )
    assert "au" in cards_on(result, "b1")
    assert "dr" not in cards_on(result, "b1")
    assert any(e["message"] == "play.no-board-effect" for e in result["log"])


def test_an_unmodelled_card_is_listed_not_simulated_and_not_applied():
    result = run(two_bases(play(minion("ann", "u", 2, UNKNOWN))))
    assert any(n.get("card") == "u" for n in result["not_simulated"])
    assert result["plays"][0]["applied"] is False
    # Played as before issue 27: it stays where it is played.
    assert "u" in cards_on(result, "b1")


def test_a_typed_card_is_played_and_applied():
    result = run(two_bases(play(minion("ann", "t", 2))))
    assert result["plays"] == [{"event": 0, "card": "t", "by": "ann", "to": "b1", "applied": True}]


# --- hands ------------------------------------------------------------------------------------


def hands():
    return {
        "ann": [
            {"id": "h1", "card": DESTROYER, "type": "minion", "power": 5},
            {"id": "h2", "card": PEP, "type": "action"},
        ],
        "bob": [],
    }


def test_a_hand_card_is_played_by_its_id_and_leaves_the_hand():
    result = run(two_bases(play("h1", choose={"card": "k"}), hands=hands()))
    assert "h1" in cards_on(result, "b1") and "k" not in cards_on(result, "b1")
    assert [c["id"] for c in result["board"]["hands"]["ann"]] == ["h2"]
    # The player is the hand's: "by" may be left out.
    result = run(
        two_bases({"when": "now", "action": "play", "card": "h1", "to": "b1"}, hands=hands())
    )
    assert result["plays"][0]["by"] == "ann"


def test_a_hand_card_is_the_owners_and_hand_size_follows_the_hand():
    result = run(two_bases(hands=hands(), hand_size={"ann": 4}))
    assert result["board"]["hands"]["ann"][0]["owner"] == "ann"
    with pytest.raises(BoardError) as error:
        run(two_bases(hands=hands(), hand_size={"ann": 1}))
    assert error.value.field == "hand_size.ann"


@pytest.mark.parametrize(
    ("event", "field"),
    [
        (play("nope"), "events[0].card"),
        (play("a1"), "events[0].card"),
        (play("h1", by="bob"), "events[0].by"),
        (play("h1", choose={"card": "nobody"}), "events[0].choose.card"),
        (play("h1", choose={"to": "nowhere"}), "events[0].choose.to"),
        (play("h1", choose={"colour": "red"}), "events[0].choose.colour"),
        (play("h1", attached_to="a1"), "events[0].attached_to"),
    ],
)
def test_a_bad_play_is_a_400_naming_the_field(event, field):
    with pytest.raises(BoardError) as error:
        run(two_bases(event, hands=hands()))
    assert error.value.field == field


def test_a_card_played_twice_from_hand_is_refused():
    with pytest.raises(BoardError) as error:
        run(two_bases(play("h1"), play("h1"), hands=hands()))
    assert error.value.field == "events[1].card"


def test_a_titan_is_never_in_a_hand():
    with pytest.raises(BoardError) as error:
        run(two_bases(hands={"ann": [{"type": "titan", "id": "t1", "owner": "ann"}]}))
    assert error.value.field == "hands.ann[0].type"


def test_an_action_from_hand_played_on_a_minion_finds_its_base():
    held = hands()
    held["ann"].append({"id": "h3", "card": AURA, "type": "action"})
    result = run(two_bases(play("h3", to=None, attached_to="k"), hands=held))
    # AURA is an Ongoing action: its "attached_to" puts it on k, so it stays there.
    assert "h3" in cards_on(result, "b1")
    # PEP is a standard action: played on no minion, it resolves and leaves play (warned).
    result = run(two_bases(play("h2", to=None, attached_to="k"), hands=hands()))
    assert "h2" not in cards_on(result, "b1")
    assert any("standard action" in w["text"] for w in result["warnings"])


# --- the plays of the turn ----------------------------------------------------------------------


def test_a_second_minion_warns_that_it_breaks_the_limit_and_is_still_played():
    result = run(two_bases(play(minion("ann", "m1", 2)), play(minion("ann", "m2", 2))))
    assert "m2" in cards_on(result, "b1")
    [warning] = result["warnings"]
    assert warning["event"] == 1 and "minion" in warning["text"] and warning["text_fr"]


def test_plays_made_counts_what_was_played_before():
    result = run(two_bases(play(minion("ann", "m1", 2)), plays_made={"minion": 1}))
    assert [w["event"] for w in result["warnings"]] == [0]
    result = run(two_bases(play(action("ann", "pp", PEP), to=None), plays_made={"minion": 1}))
    assert result["warnings"] == []


def test_an_extra_minion_granted_by_a_card_is_no_breach():
    result = run(
        two_bases(
            play(minion("ann", "m1", 2)),
            play(action("ann", "su", SUMMON), to=None),
            play(minion("ann", "m2", 2)),
        )
    )
    assert result["warnings"] == []
    assert any(e["message"] == "play.extra" for e in result["log"])


def test_another_players_play_warns_that_no_card_permits_it():
    result = run(two_bases(play(minion("bob", "m1", 2), by="bob")))
    [warning] = result["warnings"]
    assert "bob" in warning["text"] and "ann" in warning["text"]


def test_a_board_without_plays_has_an_empty_plays_and_no_hands():
    result = run(two_bases())
    assert result["plays"] == []
    assert "hands" not in result["board"]


# --- the other kinds of effect -----------------------------------------------------------------


def test_power_counters_stay_after_the_turn():
    result = run(two_bases(play(action("ann", "co", COUNTERS), to=None, choose={"card": "a1"})))
    a1 = next(c for c in result["board"]["bases"][0]["cards"] if c["id"] == "a1")
    assert a1["counters"] == 2


def test_take_control_of_a_small_minion():
    data = two_bases(play(action("ann", "gr", GRAB), to=None))
    data["bases"][0]["breakpoint"] = 10
    result = run(data)
    # b2 (2) is the only minion of power 2 or less of another player: Ann takes it, 6 to 7.
    [assumed] = result["assumed_choices"]
    assert assumed["choose"] == {"card": "b2"}
    standings = {s["player"]: s["power"] for s in result["scorings"][0]["standings"]}
    assert standings == {"ann": 6, "bob": 7}


def test_an_extra_minion_played_now_by_the_ability_resolves_its_own_ability():
    rally = play(
        action("ann", "ra", RALLY),
        to=None,
        choose={"play": minion("ann", "x", 3, DESTROYER), "to": "b1"},
    )
    result = run(two_bases(rally))
    assert "x" in cards_on(result, "b1")
    cards = [p["card"] for p in result["plays"]]
    assert cards == ["x", "ra"]
    # The extra minion's own "may destroy" had no choose: assumed declined, listed.
    assert [a["card"] for a in result["assumed_choices"]] == ["x"]
    assert result["warnings"] == []


def test_an_extra_minion_too_strong_is_not_played():
    rally = play(
        action("ann", "ra", RALLY), to=None, choose={"play": minion("ann", "x", 5), "to": "b1"}
    )
    result = run(two_bases(rally))
    assert "x" not in cards_on(result, "b1")
    # The extra play is granted (for a later play event), the minion named refused: applied,
    # the refusal and its reason (power 5) in `warnings`.
    assert result["plays"][0]["applied"] is True
    assert "5" in result["warnings"][0]["text"]


def test_a_breakpoint_change_until_the_end_of_the_turn():
    data = two_bases(play(action("ann", "sh", SHRINK)))
    data["bases"][0]["breakpoint"] = 18
    result = run(data)
    # 13 power on b1 reaches 18 - 5.
    assert result["order"] == ["b1"]


def test_gain_vp():
    result = run(two_bases(play(action("ann", "cr", CROWN), to=None)))
    assert result["vp"]["ann"] == 1


def test_bury_then_uncover():
    result = run(two_bases(play(action("ann", "dg", DIG), choose={"card": "a1"})))
    b1 = result["board"]["bases"][0]["cards"]
    assert any(c["type"] == "buried" for c in b1)
    data = two_bases(play(action("ann", "ri", RISE), to=None, choose={"card": "bu"}))
    data["bases"][0]["cards"].append(
        {"type": "buried", "id": "bu", "controller": "ann", "card": "ninjas/shinobi"}
    )
    result = run(data)
    assert any(p["card"] == "ri" and p["applied"] for p in result["plays"])
    assert any(e["message"] == "card.uncovers" for e in result["log"]), [
        e["message"] for e in result["log"]
    ]


# --- Talents ----------------------------------------------------------------------------------


def talent(card_id="t", by=None, **extra):
    event = {"when": "now", "action": "talent", "card": card_id, **extra}
    if by:
        event["by"] = by
    return event


def with_talented(*events):
    data = two_bases(*events)
    data["bases"][0]["cards"].append(minion("ann", "t", 2, TALENTED))
    data["bases"][0]["breakpoint"] = 10
    return data


def test_a_talent_acts_with_its_choose():
    result = run(with_talented(talent(choose={"card": "a1"})))
    assert power_of(result, "a1") == 6
    assert any(e["message"] == "play.talent" for e in result["log"])
    assert result["warnings"] == []


def test_a_talent_used_twice_warns_and_a_card_without_one_is_skipped():
    result = run(with_talented(talent(choose={"card": "a1"}), talent(choose={"card": "a1"})))
    assert power_of(result, "a1") == 8
    assert [w["event"] for w in result["warnings"]] == [1]
    result = run(with_talented(talent("a1")))
    assert [s["event"] for s in result["skipped_events"]] == [0]
    assert result["warnings"][0]["event"] == 0


@pytest.mark.parametrize("to", [None, "b1"])
def test_a_standard_action_played_on_no_base_is_heard_by_the_cards_reacting_anywhere(to):
    # Heracles gains +1 power for the turn after any player's action. A standard action needs no
    # "to" (README); played without one it was heard by no card (found by review: Ann 12, Bob 12
    # tied where Bob leads 13 to 12).
    event = {
        "when": "now",
        "action": "play",
        "card": {
            "type": "action",
            "id": "fz",
            "owner": "ann",
            "card": "mythic-greeks/favor-of-zeus",
        },
        "choose": {"base": "b1"},
    }
    if to is not None:
        event["to"] = to
    data = {
        "players": ["ann", "bob"],
        "active_player": "ann",
        "bases": [
            {
                "id": "b1",
                "breakpoint": 20,
                "vp": [3, 2, 1],
                "cards": [
                    {"type": "minion", "id": "a1", "owner": "ann", "power": 12},
                    {
                        "type": "minion",
                        "id": "k1",
                        "owner": "bob",
                        "card": "mythic-greeks/heracles",
                        "power": 4,
                    },
                    {"type": "minion", "id": "k2", "owner": "bob", "power": 8},
                ],
            }
        ],
        "events": [event],
    }
    result = simulate(data, card_lookup=lookup)
    assert result["vp"] == {"ann": 2, "bob": 3}
