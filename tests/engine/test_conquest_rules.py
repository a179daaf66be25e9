"""One test per conquest rule, each citing where the French rulebooks print it.

"Booklet" is the all-rules booklet of La Grosse Boîte pour Geek (regles-enorme-boite-pour-geek);
"Générations" is the Conflit de Générations rulebook. The rule is paraphrased, never quoted.
"""

from simulator.engine import rules as R

from .boards import action, base, board, minion, monster, places, rules_logged, run, scoring

# --- eligibility ---------------------------------------------------------------------------


def test_a_base_scores_when_its_total_power_reaches_the_breakpoint():
    """Booklet p. 6 (La Conquête): total power equal to or above the breakpoint."""
    at = run(board(base("b1", 10, (3, 2, 1), minion("ann", 6), minion("bob", 4))))
    below = run(board(base("b1", 10, (3, 2, 1), minion("ann", 6), minion("bob", 3))))
    assert at["eligible"] == ["b1"]
    assert at["order"] == ["b1"]
    assert below["eligible"] == []
    assert below["scorings"] == []
    assert R.CONQUEST_ELIGIBILITY in rules_logged(below)


def test_a_minions_power_never_goes_below_zero():
    """Générations p. 13 (Règlement des conflits): a minion's power is never below 0."""
    data = board(
        base(
            "b1",
            5,
            (3, 2, 1),
            minion("ann", 2, modifier=-6),
            minion("ann", 5),
            minion("bob", 1),
        )
    )
    result = run(data)
    # Without the floor ann would have 1 power and the base 2; with it, ann 5 and total 6.
    assert scoring(result, "b1")["total_power"] == 6
    assert places(result, "b1") == {"ann": (1, 3), "bob": (2, 2)}
    assert any("never goes below 0" in e["text"] for e in result["log"])


def test_a_breakpoint_never_goes_below_zero_and_monsters_add_after_the_floor():
    """Générations p. 13: a base's breakpoint is never below 0; p. 12 (clarifications): the
    monsters' power is added to the breakpoint after the starting modification."""
    result = run(
        board(base("b1", 10, (3, 2, 1), minion("ann", 2), monster(3), breakpoint_modifier=-15))
    )
    # floor(10 - 15) = 0, plus the monster's 3: 2 power does not reach 3.
    assert result["eligible"] == []
    result = run(
        board(base("b1", 10, (3, 2, 1), minion("ann", 3), monster(3), breakpoint_modifier=-15))
    )
    assert scoring(result, "b1")["breakpoint"] == 3


def test_power_counters_add_one_power_each_to_a_minion():
    """Booklet p. 7 (Marqueurs Force +1): a power-2 minion with 3 counters has power 5."""
    result = run(board(base("b1", 5, (3, 2, 1), minion("ann", 2, counters=3))))
    assert scoring(result, "b1")["standings"][0]["power"] == 5


def test_power_counters_on_an_action_have_no_effect():
    """Booklet p. 7: counters on actions, bases or buried cards do nothing unless a card says."""
    result = run(board(base("b1", 5, (3, 2, 1), minion("ann", 4), action("ann", 0, counters=3))))
    assert result["eligible"] == []


def test_an_action_with_power_counts_for_eligibility_and_lets_its_controller_rank():
    """Booklet p. 8 (Actions avec une Force): the power counts for the conquest and the VP,
    even without a minion there."""
    result = run(board(base("b1", 11, (3, 2, 1), minion("ann", 5), action("bob", 6))))
    assert result["eligible"] == ["b1"]
    assert places(result, "b1") == {"bob": (1, 3), "ann": (2, 2)}
    assert R.ACTIONS_WITH_POWER in rules_logged(result)


def test_uncontrolled_monsters_raise_the_breakpoint_and_do_not_rank():
    """Booklet p. 7 (Monstres et Bases): a monster's power is added to the breakpoint; monsters
    do not compete for the base."""
    data = board(base("b1", 10, (3, 2, 1), minion("ann", 12), monster(4)))
    assert run(data)["eligible"] == []
    data["bases"][0]["cards"][0]["power"] = 14
    result = run(data)
    assert scoring(result, "b1")["breakpoint"] == 14
    assert places(result, "b1") == {"ann": (1, 3)}


def test_a_monster_controlled_by_a_player_counts_as_that_players_minion():
    """Booklet p. 7: a controlled monster stops adding to the breakpoint and acts as a normal
    minion of its controller (it also gives the right to rank, even at power 0)."""
    data = board(
        base(
            "b1",
            10,
            (3, 2, 1),
            minion("ann", 8),
            monster(2, controller="bob"),
            monster(0, controller="cy"),
        )
    )
    result = run(data)
    assert scoring(result, "b1")["breakpoint"] == 10
    assert places(result, "b1") == {"ann": (1, 3), "bob": (2, 2), "cy": (3, 1)}


def test_buried_cards_have_no_power_no_right_to_score_and_leave_with_the_base():
    """Booklet p. 8 (Enterrer, Décompte final): buried cards have no power, do not take part in
    the conquest, and go to their owners' discard piles after the scoring."""
    data = board(
        base(
            "b1",
            5,
            (3, 2, 1),
            minion("ann", 5),
            {"type": "buried", "controller": "bob"},
        )
    )
    result = run(data)
    assert places(result, "b1") == {"ann": (1, 3)}
    assert result["vp"]["bob"] == 0
    assert any(
        "buried" in e["text"] for e in result["log"] if e["rule"] == R.CONQUEST_AFTER_SCORING
    )


# --- order ---------------------------------------------------------------------------------


def two_eligible(**extra) -> dict:
    return board(
        base("b1", 5, (3, 2, 1), minion("ann", 5)),
        base("b2", 5, (4, 2, 1), minion("bob", 5)),
        **extra,
    )


def test_the_active_players_scoring_order_is_followed():
    """Booklet p. 6: when several bases are conquered, the active player chooses the order."""
    result = run(two_eligible(scoring_order=["b2", "b1"]))
    assert result["eligible"] == ["b1", "b2"]
    assert result["order"] == ["b2", "b1"]
    assert result["alternatives"] == []
    assert result["assumed_choices"] == []


def test_without_an_order_table_order_is_assumed_and_the_other_order_is_an_alternative():
    """Booklet p. 6: the order is the active player's decision; without it we assume table
    order and give the outcome of every other order."""
    result = run(two_eligible())
    assert result["order"] == ["b1", "b2"]
    assert result["assumed_choices"][0]["choose"] == {"order": ["b1", "b2"]}
    assert [alt["order"] for alt in result["alternatives"]] == [["b2", "b1"]]


def test_every_base_is_checked_again_after_each_conquest():
    """Booklet p. 6 (Retour au bercail): after a conquest, re-evaluate the power of every base;
    a base that was eligible may no longer be, and another may become eligible."""
    data = board(
        base("b1", 5, (3, 2, 1), minion("ann", 5)),
        base("b2", 5, (3, 2, 1), minion("bob", 5, id="m2")),
        base("b3", 9, (3, 2, 1), minion("cy", 5)),
        scoring_order=["b1", "b2", "b3"],
        events=[
            {"when": "after_scoring", "base": "b1", "action": "move", "card": "m2", "to": "b3"}
        ],
    )
    result = run(data)
    assert result["eligible"] == ["b1", "b2"]
    # b2 fell below its breakpoint and b3 reached its own: b3 is scored, b2 is not.
    assert result["order"] == ["b1", "b3"]
    checks = [e for e in result["log"] if e["text"].startswith("Checking every base")]
    assert len(checks) == 3


def test_a_designated_base_is_scored_even_if_its_power_falls_below_the_breakpoint():
    """Booklet p. 6: once designated, the scoring goes on even if the total falls below the
    breakpoint (the Pirate who leaves the Jungle Oasis is tested with the examples)."""
    data = board(
        base("b1", 10, (3, 2, 1), minion("ann", 6), minion("bob", 4, id="m2")),
        base("b2", 30, (3, 2, 1)),
        events=[{"when": "before_scoring", "base": "b1", "action": "destroy", "card": "m2"}],
    )
    result = run(data)
    record = scoring(result, "b1")
    assert record["total_power"] == 6
    assert record["designated"] == {"breakpoint": 10, "total_power": 10}
    assert places(result, "b1") == {"ann": (1, 3)}


def test_a_base_that_leaves_play_before_the_vp_stops_its_scoring():
    """Booklet p. 6: if the base leaves play before the VP are awarded, the scoring stops; the
    bases are then evaluated again, the new one included."""
    data = board(
        base("b1", 10, (3, 2, 1), minion("ann", 6), minion("bob", 4)),
        events=[
            {
                "when": "before_scoring",
                "base": "b1",
                "action": "replace_base",
                "with": {"id": "t1", "breakpoint": 25, "vp": [5, 3, 2]},
                "cards_stay": True,
            }
        ],
    )
    result = run(data)
    record = scoring(result, "b1")
    assert record["left_play_before_vp"] is True
    assert record["standings"] == []
    assert result["vp"] == {"ann": 0, "bob": 0, "cy": 0}
    assert [b["id"] for b in result["board"]["bases"]] == ["t1"]
    assert len(result["board"]["bases"][0]["cards"]) == 2
    assert R.CONQUEST_REPLACEMENT in rules_logged(result)


# --- awarding VP ---------------------------------------------------------------------------


def test_a_tie_for_first_shares_first_and_the_next_player_is_third():
    """Booklet p. 6 (Égalité, Fraternité): 10, 10 and 5 give first, first and third."""
    data = board(
        base(
            "b1",
            25,
            (4, 2, 1),
            minion("ann", 5),
            minion("ann", 5),
            minion("bob", 10),
            minion("cy", 5),
        )
    )
    result = run(data)
    assert places(result, "b1") == {"ann": (1, 4), "bob": (1, 4), "cy": (3, 1)}
    assert R.CONQUEST_TIES in rules_logged(result)


def test_a_tie_for_second_leaves_no_third():
    """Booklet p. 6: if two players tie for second, nobody is third."""
    data = board(
        base(
            "b1",
            20,
            (4, 2, 1),
            minion("ann", 9),
            minion("bob", 5),
            minion("cy", 5),
            minion("dan", 1),
        ),
        players=("ann", "bob", "cy", "dan"),
    )
    result = run(data)
    assert places(result, "b1") == {"ann": (1, 4), "bob": (2, 2), "cy": (2, 2), "dan": (4, 0)}


def test_places_without_a_player_are_not_awarded():
    """Booklet p. 6: with fewer than three players on a base, the empty places give nothing."""
    result = run(board(base("b1", 5, (4, 2, 1), minion("ann", 5))))
    assert places(result, "b1") == {"ann": (1, 4)}
    assert sum(result["vp"].values()) == 4


def test_players_below_third_get_nothing():
    """Booklet p. 6: a player with less power than the third gets nothing."""
    data = board(
        base(
            "b1",
            10,
            (4, 2, 1),
            minion("ann", 4),
            minion("bob", 3),
            minion("cy", 2),
            minion("dan", 1),
        ),
        players=("ann", "bob", "cy", "dan"),
    )
    assert places(run(data), "b1")["dan"] == (4, 0)


def test_a_zero_power_minion_ranks_but_a_zero_power_action_does_not():
    """Booklet p. 6: a player needs a minion there (even of power 0) or a card giving at least
    1 power to score; without either, the player is not in the standings."""
    data = board(
        base("b1", 6, (4, 2, 1), minion("ann", 6), minion("bob", 0), action("cy", 0)),
    )
    result = run(data)
    assert places(result, "b1") == {"ann": (1, 4), "bob": (2, 2)}
    assert result["vp"]["cy"] == 0
    assert any("cannot rank" in e["text"] for e in result["log"])


# --- treasures -----------------------------------------------------------------------------


def test_treasures_are_picked_by_descending_power_round_robin():
    """Booklet p. 7 (Partager le butin, example): 5 treasures, Ludo with several minions picks
    1st, 3rd and 5th; Laurène with a 0-power minion 2nd and 4th; Patrice with nothing none."""
    data = board(
        base(
            "b1",
            10,
            (4, 2, 1),
            minion("ludo", 6),
            minion("ludo", 4),
            minion("laurene", 0),
            monster(0, treasures=3),
            monster(0, treasures=2),
        ),
        players=("ludo", "laurene", "patrice"),
        active="ludo",
    )
    result = run(data)
    assert scoring(result, "b1")["treasure_picks"] == ["ludo", "laurene", "ludo", "laurene", "ludo"]
    assert R.MONSTERS_AND_TREASURES in rules_logged(result)


def test_treasure_ties_are_broken_clockwise_from_the_active_player():
    """Booklet p. 7: ties in the treasure order go clockwise from the active player."""
    data = board(
        base("b1", 8, (4, 2, 1), minion("ann", 4), minion("cy", 4), monster(0, treasures=3)),
        active="bob",
    )
    # bob is active: clockwise from bob, cy comes before ann.
    assert scoring(run(data), "b1")["treasure_picks"] == ["cy", "ann", "cy"]


def test_a_monster_destroyed_by_an_effect_gives_its_treasures_to_that_player_not_the_base():
    """Booklet p. 7 (Récupérer le butin): the player whose effect destroys a monster draws its
    treasures; only monsters still on the base count when it scores."""
    data = board(
        base(
            "b1",
            5,
            (4, 2, 1),
            minion("ann", 9),
            monster(1, treasures=2, id="mo1"),
            monster(1, treasures=1),
        ),
        events=[
            {"when": "after_scoring", "base": "b1", "action": "destroy", "card": "mo1", "by": "bob"}
        ],
    )
    result = run(data)
    assert scoring(result, "b1")["treasure_picks"] == ["ann"]
    assert any("bob draws its 2 treasure(s)" in e["text"] for e in result["log"])


def test_cards_leave_and_the_base_is_replaced_by_the_top_of_the_base_deck():
    """Booklet p. 6 (Retour au bercail, steps 7-9): discard every card, discard the base,
    replace it with the first card of the base deck."""
    data = board(
        base("b1", 5, (4, 2, 1), minion("ann", 5), action("bob", 1)),
        base("b2", 20, (4, 2, 1), minion("cy", 2)),
        base_deck=[
            {"id": "n1", "breakpoint": 18, "vp": [3, 2, 1]},
            {"id": "n2", "breakpoint": 19, "vp": [3, 2, 1]},
        ],
    )
    result = run(data)
    assert scoring(result, "b1")["replaced_by"] == "n1"
    assert [b["id"] for b in result["board"]["bases"]] == ["n1", "b2"]
    assert result["board"]["bases"][0]["cards"] == []
    assert [b["id"] for b in result["board"]["base_deck"]] == ["n2"]


def test_with_an_empty_base_deck_no_base_replaces_the_scored_one():
    """Booklet p. 6: the replacement comes from the base deck; the input gave none."""
    result = run(board(base("b1", 5, (4, 2, 1), minion("ann", 5))))
    assert scoring(result, "b1")["replaced_by"] is None
    assert result["board"]["bases"] == []


# --- end of the game -----------------------------------------------------------------------


def test_the_game_ends_when_someone_has_15_vp_and_leads_alone():
    """Booklet p. 5 (Fin de tour) and p. 6 (Fin de la partie): at the end of the turn, 15 VP
    or more and the most VP wins."""
    result = run(board(base("b1", 5, (4, 2, 1), minion("bob", 5)), vp={"bob": 11, "ann": 14}))
    assert result["game_over"] is True
    assert result["winners"] == ["bob"]
    assert result["final_scores"] == {"ann": 14, "bob": 15, "cy": 0}


def test_a_tie_for_the_most_vp_lets_play_go_on():
    """Booklet p. 6: with a tie for the most VP, play goes on until one player leads alone."""
    result = run(board(base("b1", 5, (4, 2, 1), minion("bob", 5)), vp={"bob": 11, "ann": 15}))
    assert result["vp"] == {"ann": 15, "bob": 15, "cy": 0}
    assert result["game_over"] is False
    assert result["winners"] == []
    assert result["final_scores"] == {}


def test_nobody_at_15_means_no_end():
    """Booklet p. 6: the check needs at least one player with 15 VP."""
    result = run(board(base("b1", 5, (4, 2, 1), minion("bob", 5)), vp={"bob": 10}))
    assert result["game_over"] is False


def test_the_end_of_game_check_can_be_switched_off():
    """end_of_turn false: the position is looked at before the end of the turn."""
    result = run(
        board(base("b1", 5, (4, 2, 1), minion("bob", 5)), vp={"bob": 14}, end_of_turn=False)
    )
    assert result["vp"]["bob"] == 18
    assert result["game_over"] is False


def end_position(vp: dict, madness: dict) -> dict:
    return run(board(base("b1", 30, (4, 2, 1)), vp=vp, madness=madness))


def test_madness_costs_one_vp_per_two_cards_and_fewer_madness_breaks_ties():
    """Booklet p. 7 (Démence et score final): once one player leads alone with 15+, each loses
    1 VP per 2 Madness cards; the highest final score wins, ties go to fewer Madness cards."""
    result = end_position({"ann": 16, "bob": 14, "cy": 2}, {"ann": 3, "bob": 1, "cy": 0})
    assert result["final_scores"] == {"ann": 15, "bob": 14, "cy": 2}
    assert result["winners"] == ["ann"]
    result = end_position({"ann": 15, "bob": 14, "cy": 2}, {"ann": 2, "bob": 0, "cy": 0})
    assert result["final_scores"] == {"ann": 14, "bob": 14, "cy": 2}
    assert result["winners"] == ["bob"]
    assert R.MADNESS in rules_logged(result)


def test_madness_shared_victory_when_final_scores_and_madness_tie():
    """Booklet p. 7: same final score and same number of Madness cards: a shared victory."""
    result = end_position({"ann": 16, "bob": 15, "cy": 15}, {"ann": 2, "bob": 0, "cy": 0})
    assert result["game_over"] is True
    assert result["final_scores"] == {"ann": 15, "bob": 15, "cy": 15}
    assert result["winners"] == ["bob", "cy"]


def test_madness_is_not_counted_while_the_lead_is_tied():
    """Booklet p. 7: the Madness count happens when one player leads alone with 15+; a tie for
    the lead (p. 6) lets play go on first."""
    result = end_position({"ann": 17, "bob": 17, "cy": 2}, {"ann": 0, "bob": 6, "cy": 0})
    assert result["game_over"] is False
    assert result["final_scores"] == {}
