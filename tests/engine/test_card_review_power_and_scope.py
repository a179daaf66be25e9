"""Issue 25, families 1, 2, 3, 8 and 9 (docs/card-layer-review.md): each test is a board whose
answer was wrong before the family's root fix, built in Python and run through `simulate`."""

from __future__ import annotations

from tests.engine.boards import destroy
from tests.engine.card_boards import (
    base,
    board,
    card,
    card_choice,
    in_play,
    madness,
    minion,
    run,
    scored,
    special,
    standings,
    typed,
    winners,
)

# --- family 1: a change of power is being affected ----------------------------------------------
# Conflit de Générations rulebook, "Termes et restrictions" (p. 9): "Une carte est affectée quand
# elle est déplacée, renvoyée, lorsqu'elle change de Force ou de contrôleur...". Sleep Spores
# (bob's ongoing action on the base): other players' minions here have -1 power.


def _spores_board(*ann_cards: dict) -> dict:
    return board(
        base(
            "b1",
            5,
            (3, 2, 1),
            *ann_cards,
            typed("bob", 3, "b1m"),
            card("action", "bob", "killer-plants/sleep-spores", "ss"),
        )
    )


def test_game_guru_keeps_its_power_against_another_players_ongoing_malus():
    result = run(_spores_board(minion("ann", "geeks/game-guru", "gg", power=3)))
    assert standings(result, "b1") == {"ann": 3, "bob": 3}
    assert result["scorings"][0]["card_powers"]["gg"] == 3


def test_an_unprotected_minion_still_gets_the_malus():
    result = run(_spores_board(typed("ann", 3, "a1")))
    assert standings(result, "b1") == {"ann": 2, "bob": 3}


def test_tooth_and_claw_keeps_its_minion_from_another_players_malus():
    result = run(
        _spores_board(
            typed("ann", 3, "a1"),
            card("action", "ann", "dinosaurs/tooth-and-claw-and-guns", "tc", attached_to="a1"),
        )
    )
    assert winners(result, "b1") == ["ann", "bob"]
    assert standings(result, "b1")["ann"] == 3


def test_a_protection_against_actions_refuses_an_actions_malus():
    # Wildlife Preserve: other players' actions leave your minions on its base alone.
    result = run(
        _spores_board(
            typed("ann", 3, "a1"), card("action", "ann", "dinosaurs/wildlife-preserve", "wp")
        )
    )
    assert standings(result, "b1")["ann"] == 3


def test_a_protection_against_minions_does_not_refuse_an_actions_malus():
    # Laser Sword: +2 power, not affected by other players' minions; Sleep Spores is an action.
    result = run(
        _spores_board(
            typed("ann", 3, "a1"),
            card("action", "ann", "astroknights/laser-sword", "ls", attached_to="a1"),
        )
    )
    assert standings(result, "b1")["ann"] == 4


def test_the_power_log_agrees_with_the_protected_total():
    result = run(_spores_board(minion("ann", "geeks/game-guru", "gg", power=3)))
    text = "\n".join(e["text"] for e in result["log"])
    # No "Power of gg ...: from ss -1" line: its power is its printed power.
    assert "Power of gg" not in text
    assert "gg (game-guru) 3" in text


# --- family 8: scope words read as printed ------------------------------------------------------


def test_cthulhus_chosen_acts_before_any_base_scores_not_only_its_own():
    # Its clarification: it acts whichever base scores, and once per base that scores. It is on
    # b2 (far from its breakpoint); b1 scores.
    chosen = card("minion", "ann", "minions-of-cthulhu/cthulhus-chosen", "cc", power=3)
    data = board(
        base("b1", 4, (3, 2, 1), typed("bob", 4, "b1m")),
        base("b2", 30, (3, 2, 1), chosen),
        choices=[card_choice("cc", "ann", {})],
    )
    result = run(data)
    assert scored(result) == ["b1"]
    assert madness(result)["ann"] == 1


def test_cthulhus_chosen_acts_each_time_a_base_scores():
    # b1 scores, then b2 (3 + 2 from the first trigger + bob's 4 = 9 reaches 9): two triggers,
    # two Madness cards, and Cthulhu's Chosen has 3 + 2 + 2 = 7 when b2 scores.
    chosen = card("minion", "ann", "minions-of-cthulhu/cthulhus-chosen", "cc", power=3)
    data = board(
        base("b1", 4, (3, 2, 1), typed("bob", 4, "b1m")),
        base("b2", 9, (3, 2, 1), chosen, typed("bob", 4, "b2m")),
        # One choice per trigger (a card's choices are used in order).
        choices=[card_choice("cc", "ann", {}), card_choice("cc", "ann", {})],
    )
    result = run(data)
    assert scored(result) == ["b1", "b2"]
    assert madness(result)["ann"] == 2
    assert standings(result, "b2") == {"ann": 7, "bob": 4}


def test_the_drone_may_save_itself():
    # "One of your minions" (not "another"): the Drone spends its own counter to stay.
    drone = card("minion", "ann", "giant-ants/drone", "dr", power=3, counters=1)
    data = board(
        base("b1", 30, (3, 2, 1), drone),
        events=[destroy("dr", "bob")],
        choices=[card_choice("dr", "ann", {})],
    )
    result = run(data)
    assert in_play(result).get("dr") == "b1"
    assert result["board"]["bases"][0]["cards"][0].get("counters", 0) == 0
    declined = run({**data, "choices": [card_choice("dr", "ann", None)]})
    assert "dr" not in in_play(declined)


def _hand(key: str, card_id: str) -> dict:
    return {"type": "action", "owner": "ann", "card": key, "id": card_id}


def _under_pressure(choose: dict) -> dict:
    return board(
        base("b1", 30, (3, 2, 1), typed("ann", 1, "far", counters=3)),
        base("b2", 6, (3, 2, 1), typed("ann", 2, "near"), typed("bob", 4, "b2m")),
        events=[
            special("before_scoring", "b2", "ann", _hand("giant-ants/under-pressure", "up"), choose)
        ],
    )


def test_under_pressure_moves_the_number_of_counters_chosen():
    # "Any number": one counter of three, 2 + 1 against 4.
    result = run(_under_pressure({"order": ["far", "near"], "count": 1}))
    assert standings(result, "b2") == {"ann": 3, "bob": 4}
    left = {c["id"]: c for b in result["board"]["bases"] for c in b["cards"]}
    assert left["far"].get("counters") == 2


def test_under_pressure_without_a_count_moves_them_all_and_says_so():
    result = run(_under_pressure({"order": ["far", "near"]}))
    assert standings(result, "b2") == {"ann": 5, "bob": 4}
    assumed = [
        a for a in result["assumed_choices"] if a.get("ability") == "giant-ants/under-pressure"
    ]
    assert assumed and assumed[0]["choose"]["count"] == 3


def test_we_are_the_champions_moves_the_number_of_counters_chosen():
    # "Any or all": two of three counters go from the scored base's minion to b2.
    data = board(
        base("b1", 6, (3, 2, 1), typed("ann", 2, "champ", counters=3), typed("bob", 1, "b1m")),
        base("b2", 9, (3, 2, 1), typed("ann", 3, "next"), typed("bob", 5, "b2m")),
        events=[
            special(
                "after_scoring",
                "b1",
                "ann",
                _hand("giant-ants/we-are-the-champions", "wc"),
                {"order": ["champ", "next"], "count": 1},
            )
        ],
    )
    # One counter: 3 + 1 + bob's 5 = 9 reaches b2's breakpoint; bob wins there (4 against 5).
    result = run(data)
    assert scored(result) == ["b1", "b2"]
    assert standings(result, "b2") == {"ann": 4, "bob": 5}


def test_things_best_not_known_draws_the_number_chosen():
    # "Draw up to three Madness cards": one, for +2 (2 + 2 against 7).
    things = _hand("miskatonic-university/things-best-not-known", "tb")
    data = board(
        base("b1", 8, (3, 2, 1), typed("ann", 2, "a2"), typed("bob", 7, "b1m")),
        events=[special("before_scoring", "b1", "ann", things, {"card": "a2", "count": 1})],
    )
    result = run(data)
    assert madness(result)["ann"] == 1
    assert standings(result, "b1") == {"ann": 4, "bob": 7}


def test_dunwich_horror_original_destroys_its_minion_at_the_end_of_the_turn():
    # The original printing destroys its own minion at the end of the turn, as Assassination.
    data = board(
        base(
            "b1",
            30,
            (3, 2, 1),
            typed("ann", 2, "a2"),
            card(
                "action",
                "ann",
                "elder-things/dunwich-horror",
                "dh",
                printing="original",
                attached_to="a2",
            ),
        )
    )
    assert "a2" not in in_play(run(data))
    assert "a2" in in_play(run({**data, "end_of_turn": False}))


# --- family 2: a power that does not count for its controller still breaks the base -----------
# A base breaks on "la somme des Forces de toutes les Créatures" (Conflit de Générations
# rulebook, p. 7); Pin's clarification: its minion's power "still is added to the total power
# on the base for breaking it", not to its controller's total for VP.


def _pinned() -> dict:
    return board(
        base(
            "b1",
            8,
            (3, 2, 1),
            typed("ann", 3, "a1"),
            typed("bob", 5, "b1m"),
            card("action", "ann", "luchadors/pin", "pn", attached_to="b1m"),
        )
    )


def test_a_pinned_minions_power_still_breaks_the_base():
    result = run(_pinned())
    assert scored(result) == ["b1"]
    assert standings(result, "b1") == {"ann": 3, "bob": 0}
    assert result["scorings"][0]["total_power"] == 8


def test_siren_keeps_the_power_that_breaks_the_base():
    # Siren: other players' minions here add 1 less to their controller's total; their power
    # (2 + 5 + 2 = 9) still reaches the breakpoint 9.
    data = board(
        base(
            "b1",
            9,
            (3, 2, 1),
            minion("ann", "mermaids/siren", "sn", power=2),
            typed("bob", 5, "b1m"),
            typed("bob", 2, "b2m"),
        )
    )
    result = run(data)
    assert scored(result) == ["b1"]
    assert standings(result, "b1") == {"ann": 2, "bob": 5}


def test_curse_of_uselessness_still_takes_the_power_out_of_breaking():
    # Its clarification: that power counts neither to break the base nor for VP.
    data = board(
        base(
            "b1",
            8,
            (3, 2, 1),
            typed("ann", 3, "a1"),
            typed("bob", 5, "b1m"),
            card("action", "ann", "clerics/curse-of-uselessness", "cu", attached_to="b1m"),
        )
    )
    assert scored(run(data)) == []


# --- family 9: the log says what the totals do -------------------------------------------------


def _log(result: dict) -> str:
    return "\n".join(e["text"] for e in result["log"])


def test_the_log_says_what_a_pinned_minion_adds():
    text = _log(run(_pinned()))
    assert "Power of b1m on b1: printed 5 = 5; it adds 0 to the total of bob (pn (pin))" in text
    # It is no longer listed among the cards counted at their printed power.
    assert "b1m 5" not in text


def test_the_log_says_what_sirens_minus_one_does_to_each_total():
    data = board(
        base(
            "b1",
            7,
            (3, 2, 1),
            minion("ann", "mermaids/siren", "sn", power=2),
            typed("bob", 5, "b1m"),
        )
    )
    result = run(data)
    assert standings(result, "b1") == {"ann": 2, "bob": 4}
    assert "it adds 4 to the total of bob (sn (siren))" in _log(result)
    # card_powers stays the card's power: Siren does not change it.
    assert result["scorings"][0]["card_powers"]["b1m"] == 5


def test_the_log_says_what_were_up_youre_down_counts():
    # bob's minion has 3 printed + 2 counters; ann's We're Up, You're Down (Special before b1
    # scores, where ann has the most minions): it adds only its printed 3.
    were_up = _hand("pearl-and-the-images/were-up-youre-down", "wu")
    data = board(
        base(
            "b1",
            9,
            (3, 2, 1),
            typed("ann", 2, "a1"),
            typed("ann", 2, "a2"),
            typed("bob", 3, "b1m", counters=2),
        ),
        events=[special("before_scoring", "b1", "ann", were_up)],
    )
    result = run(data)
    assert standings(result, "b1") == {"ann": 4, "bob": 3}
    assert result["scorings"][0]["card_powers"]["b1m"] == 5
    assert "it adds 3 to the total of bob (wu (were-up-youre-down))" in _log(result)


# --- family 3: a Special whose trigger can happen while bases score is a Special ---------------


def test_oh_noooooo_answers_a_destruction_in_the_conquest_phase():
    # bob's minion on b1 is destroyed by ann before b1 scores; ann then plays Oh Noooooo! as a
    # Special: +3 to her minion there (2 + 3 against 4).
    oh_no = _hand("slashers/oh-noooooo", "oh")
    data = board(
        base(
            "b1", 6, (3, 2, 1), typed("ann", 2, "a1"), typed("bob", 4, "b1m"), typed("bob", 1, "x")
        ),
        events=[
            {"when": "before_scoring", "base": "b1", "action": "destroy", "card": "x", "by": "ann"},
            special("before_scoring", "b1", "ann", oh_no, {"card": "a1"}),
        ],
    )
    result = run(data)
    assert standings(result, "b1") == {"ann": 5, "bob": 4}
    assert not result["warnings"]
    assumed = [a for a in result["assumed_choices"] if a.get("ability") == "slashers/oh-noooooo"]
    assert assumed


def _mole_board(played: dict, *events: dict, bob: int = 4) -> dict:
    """ann's Mole (4) on b1 with bob's minion; its "may" (a choice of the card) plays
    `played` before b1 scores."""
    mole = card("minion", "ann", "super-spies/mole", "mo", power=4, printing="pod")
    return board(
        base("b1", 8, (3, 2, 1), mole, typed("bob", bob, "b1m")),
        choices=[card_choice("mo", "ann", {"play": played})],
        events=list(events),
    )


def test_mole_plays_an_ongoing_action_before_its_base_scores():
    # Sleep Spores, played through Mole on b1: bob's minion has -1 (4 against 3).
    spores = {"type": "action", "owner": "ann", "card": "killer-plants/sleep-spores", "id": "ss"}
    result = run(_mole_board(spores))
    assert not result["warnings"]
    assert standings(result, "b1") == {"ann": 4, "bob": 3}


def test_mole_plays_a_one_shot_action_whose_effect_follows():
    # A one-shot action played through Mole (Oh Noooooo!): its effect is the events typed
    # after it (a +3 boost on Mole).
    oh_no = _hand("slashers/oh-noooooo", "oh")
    boost = {
        "when": "before_scoring",
        "base": "b1",
        "action": "boost",
        "card": "mo",
        "amount": 3,
        "by": "ann",
    }
    result = run(_mole_board(oh_no, boost, bob=5))
    assert not result["warnings"]
    assert standings(result, "b1") == {"ann": 7, "bob": 5}
    assert "plays oh (oh-noooooo), a one-shot action" in _log(result)


def test_mole_refuses_a_minion_that_is_no_action():
    from simulator.engine import BoardError

    try:
        run(_mole_board(typed("ann", 2, "x")))
    except BoardError as error:
        assert error.field.endswith("choose.play")
    else:
        raise AssertionError("a minion was played as Mole's extra action")


def test_argonaut_is_played_as_the_action_a_mole_plays():
    argonaut = {
        "type": "minion",
        "owner": "ann",
        "card": "mythic-greeks/argonaut",
        "id": "ar",
        "power": 2,
    }
    result = run(_mole_board(argonaut, bob=5))
    assert not result["warnings"]
    assert standings(result, "b1") == {"ann": 6, "bob": 5}


def test_argonaut_given_as_a_special_is_played_on_the_scoring_base():
    argonaut = {
        "type": "minion",
        "owner": "ann",
        "card": "mythic-greeks/argonaut",
        "id": "ar",
        "power": 2,
    }
    data = board(
        base("b1", 8, (3, 2, 1), typed("ann", 4, "a1"), typed("bob", 5, "b1m")),
        events=[special("before_scoring", "b1", "ann", argonaut)],
    )
    result = run(data)
    assert not result["warnings"]
    assert standings(result, "b1") == {"ann": 6, "bob": 5}


def test_lightning_rescue_plays_an_action_before_a_base_scores():
    # POD: ann has a minion on b1 and not the most power; she plays Sleep Spores there.
    spores = {"type": "action", "owner": "ann", "card": "killer-plants/sleep-spores", "id": "ss"}
    rescue = {**_hand("mega-troopers/lightning-rescue", "lr"), "printing": "pod"}
    data = board(
        base("b1", 8, (3, 2, 1), typed("ann", 4, "a1"), typed("bob", 5, "b1m")),
        events=[special("before_scoring", "b1", "ann", rescue, {"play": spores})],
    )
    result = run(data)
    assert not result["warnings"]
    assert standings(result, "b1") == {"ann": 4, "bob": 4}
    # With the most power there, the POD card cannot be played.
    stronger = board(
        base("b1", 8, (3, 2, 1), typed("ann", 6, "a1"), typed("bob", 5, "b1m")),
        events=data["events"],
    )
    assert run(stronger)["warnings"]
