"""That '70s Expansion cards: each modelled ability changes the outcome of a board."""

from __future__ import annotations

from tests.engine.boards import base, board, destroy, minion, places
from tests.engine.cards.helpers import card, choice, duel, run, special, winners


def test_dragon_warrior_cannot_be_destroyed():
    data = duel(
        card("minion", "kung-fu-fighters/dragon-warrior", "ann", 5, id="dw"),
        minion("bob", 4, id="b"),
        events=[destroy("dw", "bob")],
    )
    assert winners(data) == {"ann"}


def test_armored_truck_keeps_your_minions_here_from_being_moved():
    data = duel(
        minion("ann", 4, id="a"),
        card("action", "truckers/armored-truck", "ann", id="at"),
        minion("bob", 3, id="b"),
        events=[{"when": "now", "action": "move", "card": "a", "to": "b2", "by": "bob"}],
    )
    assert winners(data) == {"ann"}


def test_convoy_adds_one_per_action_of_yours_here():
    data = duel(
        minion("ann", 3, id="a"),
        card("action", "truckers/convoy", "ann", id="c1"),
        card("action", "truckers/convoy", "ann", id="c2"),
        minion("bob", 6, id="b"),
    )
    # Each Convoy counts both: 3 + 2 + 2 = 7.
    assert winners(data) == {"ann"}


def test_rubber_chicken_counts_your_actions_here():
    data = duel(
        card("minion", "truckers/rubber-chicken", "ann", 4, id="rc"),
        card("action", "truckers/cab-over-pete", "ann", id="x"),
        minion("bob", 4, id="b"),
    )
    assert winners(data) == {"ann"}


def test_make_my_day_pod_destroys_a_small_minion_before_scoring():
    event = special("before_scoring", "b1", "vigilantes/make-my-day", "ann", "md", card="b")
    event["card"]["printing"] = "pod"
    data = duel(minion("ann", 2, id="a"), minion("bob", 3, id="b"), events=[event])
    assert places(run(data), "b1") == {"ann": (1, 3)}


def test_street_justice_shields_your_minions_here():
    data = duel(
        minion("ann", 4, id="a"),
        card("action", "vigilantes/street-justice", "ann", id="sj"),
        minion("bob", 3, id="b"),
        events=[destroy("a", "bob")],
    )
    assert winners(data) == {"ann"}


def test_the_revenge_moves_a_loser_minion_to_another_base():
    data = board(
        base("b1", 5, (3, 2, 1), minion("ann", 2, id="a"), minion("bob", 4, id="b")),
        base("b2", 8, (3, 2, 1), minion("ann", 3, id="a2"), minion("bob", 4, id="b2m")),
        events=[
            special("after_scoring", "b1", "vigilantes/the-revenge", "ann", "tr", card="a", to="b2")
        ],
        scoring_order=["b1", "b2"],
    )
    # b2 only reaches its breakpoint with ann's minion from b1 (3 + 2 + 4 >= 8).
    assert winners(data, "b2") == {"ann"}


def test_tough_it_out_gives_plus_two_and_protects():
    data = duel(
        minion("ann", 3, id="a"),
        card("action", "vigilantes/tough-it-out", "ann", id="t", attached_to="a"),
        minion("bob", 4, id="b"),
        events=[destroy("a", "bob")],
    )
    assert winners(data) == {"ann"}


def test_tough_it_out_pod_weakens_its_minion():
    data = duel(
        minion("ann", 3, id="a"),
        minion("bob", 5, id="b"),
        card("action", "vigilantes/tough-it-out", "ann", id="t", attached_to="b", printing="pod"),
    )
    assert winners(data) == {"ann"}


def test_rally_gives_two_per_action_on_the_base_before_scoring():
    data = duel(
        minion("ann", 2, id="a"),
        card("action", "truckers/cab-over-pete", "bob", id="x"),
        card("action", "truckers/cab-over-pete", "ann", id="y"),
        minion("bob", 5, id="b"),
        events=[special("before_scoring", "b1", "truckers/rally", "ann", "r")],
    )
    assert winners(data) == {"ann"}


def test_death_wisher_answers_a_destruction_with_one():
    data = duel(
        card("minion", "vigilantes/death-wisher", "ann", 4, id="dw"),
        minion("ann", 1, id="a"),
        minion("bob", 3, id="b1m"),
        minion("bob", 2, id="b2m"),
        events=[destroy("a", "bob")],
        choices=[choice("dw", "ann", card="b1m")],
    )
    assert winners(data) == {"ann"}


def test_death_wisher_pod_may_destroy_a_newcomer_before_its_base_scores():
    data = duel(
        card("minion", "vigilantes/death-wisher", "ann", 4, id="dw", printing="pod"),
        minion("bob", 5, id="b"),
        choices=[choice("dw", "ann", card="b")],
    )
    assert places(run(data), "b1") == {"ann": (1, 3)}


def test_turn_the_beat_around_gives_plus_one_and_minus_one_before_scoring():
    data = duel(
        minion("ann", 3, id="a"),
        minion("bob", 4, id="b"),
        events=[
            special(
                "before_scoring",
                "b1",
                "disco-dancers/turn-the-beat-around",
                "ann",
                "tb",
                order=["a", "b"],
            )
        ],
    )
    assert winners(data) == {"ann"}
    # Without the order: Ann's minion +1 and Bob's -1, assumed as the one "order" its event's
    # choose gives, which given there is taken.
    del data["events"][0]["choose"]
    result = run(data)
    assert [(a["event"], a["choose"]) for a in result["assumed_choices"]] == [
        (0, {"order": ["a", "b"]})
    ]
    data["events"][0]["choose"] = result["assumed_choices"][0]["choose"]
    again = run(data)
    assert again["assumed_choices"] == [] and again["vp"] == result["vp"]


def test_oh_hoh_hoh_hoah_gives_a_counter_when_another_player_plays_here():
    data = duel(
        minion("ann", 4, id="a"),
        card("action", "kung-fu-fighters/oh-hoh-hoh-hoah", "ann", id="oh"),
        minion("bob", 3, id="b"),
        events=[
            {
                "when": "before_scoring",
                "base": "b1",
                "action": "play",
                "to": "b1",
                "card": {"type": "minion", "owner": "bob", "power": 1, "id": "n"},
                "by": "bob",
            }
        ],
    )
    assert winners(data) == {"ann"}


def test_the_revenge_is_refused_to_the_winner():
    data = board(
        base("b1", 5, (3, 2, 1), minion("ann", 4, id="a"), minion("bob", 2, id="b")),
        base("b2", 30, (3, 2, 1)),
        events=[
            special("after_scoring", "b1", "vigilantes/the-revenge", "ann", "tr", card="a", to="b2")
        ],
    )
    result = run(data)
    assert [w["event"] for w in result["warnings"]] == [0]
    assert "a" not in {c.get("id") for b in result["board"]["bases"] for c in b["cards"]}


def test_jacky_bill_original_may_gain_two_after_another_players_action():
    from tests.engine.card_boards import without_ability

    action = {
        "when": "now",
        "action": "play",
        "to": "b2",
        "by": "bob",
        "card": {"type": "action", "owner": "bob", "id": "act", "power": 0},
    }
    data = duel(
        card("minion", "vigilantes/jacky-bill", "ann", 4, id="jb", printing="original"),
        minion("bob", 5, id="b"),
        events=[action],
        choices=[choice("jb", "ann")],
    )
    assert winners(data) == {"ann"}
    assert winners(without_ability(data, "jb")) == {"bob"}


def _play_action(player: str, to: str, card_id: str, **extra) -> dict:
    """A scripted play, now: `player` plays an action on base `to`."""
    played = {"type": "action", "owner": player, "id": card_id, "power": 0, **extra}
    return {"when": "now", "action": "play", "to": to, "by": player, "card": played}


def test_feeling_lucky_original_destroys_its_minion_after_its_controller_plays_an_action():
    lucky = card("action", "vigilantes/feeling-lucky", "bob", id="fl", attached_to="a")
    data = duel(
        minion("ann", 6, id="a"),
        lucky,
        minion("bob", 5, id="b"),
        events=[_play_action("ann", "b2", "act")],
    )
    data["bases"][0]["cards"][1]["printing"] = "original"
    assert winners(data) == {"bob"}
    data["events"] = []
    assert winners(data) == {"ann"}


def test_foxy_green_original_gets_a_counter_after_another_players_action_on_a_minion_here():
    data = duel(
        card("minion", "vigilantes/foxy-green", "ann", 4, id="fg", printing="original"),
        minion("bob", 5, id="b"),
        events=[_play_action("bob", "b1", "act", attached_to="fg")],
    )
    assert winners(data) == {"ann", "bob"}
    data["events"] = [_play_action("bob", "b2", "act")]
    assert winners(data) == {"bob"}


def _brojak_board(printing: str) -> dict:
    move = {"when": "now", "action": "move", "card": "x", "to": "b1", "by": "ann"}
    return board(
        base("b1", 5, (3, 2, 1), minion("bob", 5, id="b")),
        base(
            "b2",
            30,
            (3, 2, 1),
            minion("ann", 1, id="x"),
            card("minion", "vigilantes/brojak", "ann", 4, id="bj", printing=printing),
        ),
        events=[move],
        choices=[choice("bj", "ann")],
    )


def test_brojak_original_follows_a_moved_minion_with_plus_one():
    data = _brojak_board("original")
    result = run(data)
    assert set(first_places(result)) == {"ann"}
    assert result["scorings"][0]["card_powers"]["bj"] == 5
    data["choices"] = [{"card": "bj", "player": "ann", "choose": None}]
    assert winners(data) == {"bob"}


def test_brojak_pod_follows_a_moved_minion_and_takes_a_counter():
    data = _brojak_board("pod")
    result = run(data)
    assert set(first_places(result)) == {"ann"}
    powers = result["scorings"][0]["card_powers"]
    assert powers["bj"] == 5
    data["choices"] = [{"card": "bj", "player": "ann", "choose": None}]
    assert winners(data) == {"bob"}


def test_expert_timing_moves_counters_before_scoring():
    data = board(
        base("b1", 5, (3, 2, 1), minion("ann", 3, id="m1"), minion("bob", 5, id="b")),
        base("b2", 30, (3, 2, 1), minion("ann", 1, id="m2", counters=3)),
        events=[
            special(
                "before_scoring",
                "b1",
                "kung-fu-fighters/expert-timing",
                "ann",
                "et",
                order=["m2", "m1"],
            )
        ],
    )
    assert winners(data) == {"ann"}
    data["events"][0]["choose"]["count"] = 1
    assert winners(data) == {"bob"}
    data["events"][0]["choose"]["count"] = 2
    assert winners(data) == {"ann", "bob"}


def first_places(result: dict, base_id: str = "b1") -> list[str]:
    for scoring in result["scorings"]:
        if scoring["base"] == base_id:
            return [s["player"] for s in scoring["standings"] if s["place"] == 1]
    return []


def test_foxy_green_original_gets_a_counter_after_another_players_special_acts_here():
    jenkins = "miskatonic-university/old-man-jenkins"
    data = duel(
        card("minion", "vigilantes/foxy-green", "ann", 4, id="fg", printing="original"),
        minion("ann", 6, id="a"),
        minion("bob", 5, id="b"),
        events=[special("before_scoring", "b1", jenkins, "bob", "omj")],
    )
    # Old Man Jenkins destroys Ann's 6: Foxy Green's counter makes it 5 against 5.
    assert winners(data) == {"ann", "bob"}
    assert run(data)["scorings"][0]["card_powers"]["fg"] == 5


# --- issue 25, family 4: ongoing reactions to what the engine plays are applied ----------------


def test_jacky_bill_pod_may_take_a_counter_after_each_action_another_player_plays():
    # POD text: "After another player plays an action, you may place a +1 power counter on this
    # minion" (it was a one-shot entry: the engine ignored the actions it played itself).
    data = duel(
        card("minion", "vigilantes/jacky-bill", "ann", 4, id="jb", printing="pod"),
        minion("bob", 5, id="b"),
        events=[_play_action("bob", "b2", "x1"), _play_action("bob", "b2", "x2")],
        choices=[choice("jb", "ann"), choice("jb", "ann")],
    )
    assert winners(data) == {"ann"}
    # Its own controller's action does not count; without the choice, nothing.
    data["events"] = [_play_action("ann", "b2", "x1")]
    assert winners(data) == {"bob"}
    data["events"] = [_play_action("bob", "b2", "x1")]
    data["choices"] = []
    assert winners(data) == {"bob"}


def _beat(order: list[str]) -> dict:
    return special("now", "b1", "disco-dancers/turn-the-beat-around", "ann", "tb", order=order)


def test_roller_may_take_two_counters_after_a_standard_action_affects_it():
    # Roller: "After this minion is affected by a standard action, you may place two +1 power
    # counters on it if it had no such counters when the action was played." Turn the Beat
    # Around played as a Special is a standard action: Roller 2 + 1 + 2 counters = 5 > 5 - 1.
    data = duel(
        card("minion", "disco-dancers/roller", "ann", 2, id="r"),
        minion("bob", 5, id="b"),
        events=[_beat(["r", "b"])],
        choices=[choice("r", "ann")],
    )
    assert winners(data) == {"ann"}
    # Declined (no choice): 3 against 4.
    data["choices"] = []
    assert winners(data) == {"bob"}


def test_roller_takes_nothing_when_it_already_had_a_counter_or_was_not_affected():
    data = duel(
        card("minion", "disco-dancers/roller", "ann", 1, id="r", counters=1),
        minion("bob", 5, id="b"),
        events=[_beat(["r", "b"])],
        choices=[choice("r", "ann")],
    )
    # 1 + 1 counter + 1 = 3 against 4: the two counters are not placed.
    assert winners(data) == {"bob"}
    data = duel(
        card("minion", "disco-dancers/roller", "ann", 2, id="r"),
        minion("ann", 1, id="a"),
        minion("bob", 5, id="b"),
        events=[_beat(["a", "b"])],
        choices=[choice("r", "ann")],
    )
    # Roller was not affected: 2 + 2 = 4 against 4, a tie.
    assert winners(data) == {"ann", "bob"}


def _get_down_tonight_played_on(target: str) -> dict:
    action = card("action", "disco-dancers/get-down-tonight", "ann", id="g")
    return {
        "when": "now",
        "action": "play",
        "by": "ann",
        "card": action,
        "choose": {"card": target},
    }


def test_roller_reacts_to_a_standard_action_played_in_the_play_phase():
    # Get Down Tonight played (a play event) gives Roller +2: Roller's "may" is asked too
    # (its card choice), else assumed declined and listed: 2 + 2 + 2 counters = 6 > 5 - 1.
    data = duel(
        card("minion", "disco-dancers/roller", "ann", 2, id="r"),
        minion("bob", 5, id="b"),
        events=[_get_down_tonight_played_on("r")],
        choices=[choice("r", "ann")],
    )
    assert winners(data) == {"ann"}
    data["choices"] = []
    result = run(data)
    (entry,) = [a for a in result["assumed_choices"] if a["ability"] == "disco-dancers/roller"]
    assert entry["card"] == "r" and entry["choose"] is None
    assert winners(data) == {"bob"}  # 4 against 5
    # Already a counter when the action was played: no more counters (1 + 1 + 2 = 4 against 5).
    data = duel(
        card("minion", "disco-dancers/roller", "ann", 1, id="r", counters=1),
        minion("bob", 5, id="b"),
        events=[_get_down_tonight_played_on("r")],
        choices=[choice("r", "ann")],
    )
    assert winners(data) == {"bob"}


def test_diva_is_affected_the_same_way_as_your_other_minion_in_both_boxes():
    # "Once each turn, when a standard action directly affects one or more of your other
    # minions here, you may choose this minion to be affected the same way": Turn the Beat
    # Around gives A +1 and Bob's minion -1; Diva takes the +1 too: 2 + 1 + 3 + 1 > 7 - 1.
    for key in ("disco-dancers/diva", "world-champs/diva"):
        data = duel(
            card("minion", key, "ann", 3, id="d"),
            minion("ann", 2, id="a"),
            minion("bob", 7, id="b"),
            events=[_beat(["a", "b"])],
            choices=[choice("d", "ann")],
        )
        assert winners(data) == {"ann"}, key
        data["choices"] = []
        assert winners(data) == {"ann", "bob"}, key


def test_dancing_king_has_another_minion_here_affected_the_same_way():
    # "When a standard action directly affects one or more minions here, you may choose another
    # minion here to be affected the same way": A's +1 is copied onto C (choose.card).
    data = duel(
        card("minion", "disco-dancers/dancing-king", "ann", 5, id="dk"),
        minion("ann", 1, id="a"),
        minion("ann", 0, id="c"),
        minion("bob", 8, id="b"),
        events=[_beat(["a", "b"])],
        choices=[choice("dk", "ann", card="c")],
    )
    assert winners(data) == {"ann"}
    data["choices"] = []
    assert winners(data) == {"ann", "bob"}


def test_we_are_family_has_its_minion_affected_the_same_way():
    data = duel(
        minion("ann", 2, id="w"),
        card("action", "disco-dancers/we-are-family", "ann", id="waf", attached_to="w"),
        minion("ann", 2, id="a"),
        minion("bob", 6, id="b"),
        events=[_beat(["a", "b"])],
        choices=[choice("waf", "ann")],
    )
    assert winners(data) == {"ann"}
    data["choices"] = []
    assert winners(data) == {"ann", "bob"}


def test_diva_copies_a_play_phase_action_raising_your_other_minion_here():
    # Get Down Tonight played (a play event) on A: Diva's "may" copies its +2 (its card choice);
    # not given, it is declined and listed. 3 + 2 + 2 + 2 = 9 > 8; without the copy 7 < 8.
    for key in ("disco-dancers/diva", "world-champs/diva"):
        data = duel(
            card("minion", key, "ann", 3, id="d"),
            minion("ann", 2, id="a"),
            minion("bob", 8, id="b"),
            events=[_get_down_tonight_played_on("a")],
            choices=[choice("d", "ann")],
        )
        assert winners(data) == {"ann"}, key
        data["choices"] = []
        result = run(data)
        (entry,) = [a for a in result["assumed_choices"] if a["card"] == "d"]
        assert entry["choose"] is None, key
        assert winners(data) == {"bob"}, key


def test_diva_copies_the_action_not_the_counters_roller_takes():
    # Roller (first in table order) takes its two counters when the action raises it; Diva
    # copies the action's +2 until the end of the turn, not Roller's counters.
    data = duel(
        card("minion", "disco-dancers/roller", "ann", 2, id="r"),
        card("minion", "disco-dancers/diva", "ann", 3, id="d"),
        minion("bob", 3, id="b"),
        events=[_get_down_tonight_played_on("r")],
        choices=[choice("r", "ann"), choice("d", "ann")],
    )
    result = run(data)
    powers = result["totals"]["b1"]["card_powers"]
    assert (powers["r"], powers["d"]) == (6, 5)
    texts = [line["text"] for line in result["log"]]
    assert any(t.startswith("d (diva) gets +2 power until the end of the turn") for t in texts)
    assert not any(t.startswith("d (diva) gets 2 +1 power counter") for t in texts)


def test_dancing_king_copies_a_play_phase_action_onto_another_minion_here():
    # Get Down Tonight on A: the King may give C the same +2 (choose.card): 5 + 1 + 2 + 2 > 9.
    data = duel(
        card("minion", "disco-dancers/dancing-king", "ann", 5, id="dk"),
        minion("ann", 1, id="a"),
        minion("ann", 0, id="c"),
        minion("bob", 9, id="b"),
        events=[_get_down_tonight_played_on("a")],
        choices=[choice("dk", "ann", card="c")],
    )
    assert winners(data) == {"ann"}
    data["choices"] = []
    assert winners(data) == {"bob"}


def test_we_are_family_copies_a_play_phase_action_onto_its_minion():
    data = duel(
        minion("ann", 2, id="w"),
        card("action", "disco-dancers/we-are-family", "ann", id="waf", attached_to="w"),
        minion("ann", 2, id="a"),
        minion("bob", 7, id="b"),
        events=[_get_down_tonight_played_on("a")],
        choices=[choice("waf", "ann")],
    )
    assert winners(data) == {"ann"}
    data["choices"] = []
    assert winners(data) == {"bob"}
