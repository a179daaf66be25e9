"""Neutral Space, Recording Studio, Hall of Fame and Tournament Site: the honest status of each
(review s19, bases2 #2 and #4, bases3 #3 and #4). Abilities paraphrased, never quoted."""

from simulator.engine.abilities import MODELLED, NOT_SIMULATED, lookup

from .boards import board, minion, places, play, run, scoring


def named(base_id: str, slug: str, breakpoint: int, vp, *cards, printing="pod", **extra):
    return {
        "id": base_id,
        "base": slug,
        "printing": printing,
        "breakpoint": breakpoint,
        "vp": list(vp),
        "cards": list(cards),
        **extra,
    }


def not_simulated(result: dict) -> list[str]:
    return [n["ability"] for n in result["not_simulated"]]


# --- Neutral Space: its shield against other players' minions here is not applied ----------


def test_neutral_space_is_listed_as_not_simulated_when_it_scores():
    # Whatever ann's minions here do to bob's (a Siren's malus, say) is still applied: the
    # result says the base's shield is not.
    data = board(
        named(
            "n",
            "neutral-space",
            10,
            (3, 2, 1),
            minion("ann", 2),
            minion("ann", 3),
            minion("bob", 3),
            minion("bob", 3),
        ),
        players=("ann", "bob"),
    )
    result = run(data)
    assert lookup("neutral-space", "pod").status == NOT_SIMULATED
    assert "neutral-space" in not_simulated(result)
    note = next(n for n in result["not_simulated"] if n["ability"] == "neutral-space")
    assert "modifier" in note["reason"] and "modifier" in note["reason_fr"]


# --- Recording Studio: the start-of-turn +1 changes the totals at scoring -------------------


def test_recording_studio_is_listed_as_not_simulated_when_it_is_checked():
    # 5 + 4 is below 10 without the start-of-turn +1 (11 with it): the result must say the
    # +1 is not applied rather than pass in silence.
    data = board(
        named("r", "recording-studio", 10, (4, 2, 1), minion("ann", 5), minion("bob", 4)),
        players=("ann", "bob"),
    )
    result = run(data)
    assert lookup("recording-studio", "pod").status == NOT_SIMULATED
    assert result["scorings"] == []
    assert "recording-studio" in not_simulated(result)
    # With the +1 typed in the modifiers, as the reason says, the base scores.
    typed = board(
        named(
            "r",
            "recording-studio",
            10,
            (4, 2, 1),
            minion("ann", 5, modifier=1),
            minion("bob", 4, modifier=1),
        ),
        players=("ann", "bob"),
    )
    assert places(run(typed), "r") == {"ann": (1, 4), "bob": (2, 2)}


# --- Hall of Fame: the +2 of the first minion played here in your turn lasts through scoring -


def test_hall_of_fame_first_minion_played_here_in_your_turn_gains_two():
    data = board(
        named("h", "hall-of-fame", 20, (4, 2, 1), minion("ann", 17)),
        players=("ann", "bob"),
        events=[play("h", minion("ann", 1, id="p"))],
    )
    result = run(data)
    assert lookup("hall-of-fame", "pod").status == MODELLED
    assert scoring(result, "h")["total_power"] == 20
    assert places(result, "h") == {"ann": (1, 4)}
    assert result["not_simulated"] == []


def test_hall_of_fame_only_the_first_play_and_only_in_your_own_turn():
    data = board(
        named("h", "hall-of-fame", 30, (4, 2, 1), minion("ann", 17)),
        named("o", "hall-of-fame", 30, (4, 2, 1)),
        players=("ann", "bob"),
        events=[
            play("h", minion("ann", 1, id="p1")),
            play("h", minion("ann", 1, id="p2")),
            play("o", minion("bob", 1, id="q")),
        ],
        end_of_turn=False,
    )
    result = run(data)
    text = " ".join(e["text"] for e in result["log"])
    assert "p1 gets +2" in text
    assert "p2 gets +2" not in text  # not the first one here this turn
    assert "q gets +2" not in text  # bob plays it outside his own turn


def test_hall_of_fame_the_player_may_say_the_first_was_played_before_the_run():
    data = board(
        named("h", "hall-of-fame", 20, (4, 2, 1), minion("ann", 17)),
        players=("ann", "bob"),
        events=[play("h", minion("ann", 1, id="p"))],
        choices=[{"base": "h", "player": "ann", "choose": None}],
    )
    result = run(data)
    assert result["scorings"] == []
    assert any("no +2 from Hall of Fame" in e["text"] for e in result["log"])


# --- Tournament Site: the summary counts players with no power here, as the code does -------


def test_tournament_site_summary_counts_players_without_power_not_absent_ones():
    ability = lookup("tournament-site", "pod")
    assert "absent" not in ability.summary
    assert "no power here" in ability.summary
    assert "absent" not in ability.summary_fr
    assert "sans Force ici" in ability.summary_fr
