"""Monster Smash cards: each modelled ability changes the outcome of a board (checked against the
same board with the card typed in, without its ability)."""

from __future__ import annotations

from tests.engine.boards import base, board, destroy, minion, play
from tests.engine.card_boards import (
    card,
    card_choice,
    in_play,
    move_to,
    run,
    scored,
    special,
    winners,
    without_ability,
)


def test_the_show_must_go_on_protects_your_minions_with_counters():
    show = card("action", "ann", "giant-ants/the-show-must-go-on", "sm")
    data = board(
        base("b1", 7, (3, 2, 1), show, minion("ann", 2, id="a2", counters=2), minion("bob", 3)),
        events=[destroy("a2", "bob")],
    )
    assert winners(run(data), "b1") == ["ann"]
    assert scored(run(without_ability(data, "sm"))) == []


def test_uberserum_minion_cannot_be_destroyed():
    serum = card("action", "ann", "mad-scientists/uberserum", "us", attached_to="a4")
    data = board(
        base("b1", 7, (3, 2, 1), minion("ann", 4, id="a4"), serum, minion("bob", 3)),
        events=[destroy("a4", "bob")],
    )
    assert winners(run(data), "b1") == ["ann"]
    assert scored(run(without_ability(data, "us"))) == []


def test_dinner_date_pod_takes_two_from_the_minion_it_is_on():
    date = card("action", "ann", "vampires/dinner-date", "dd", printing="pod", attached_to="b5")
    data = board(base("b1", 7, (3, 2, 1), minion("ann", 4), minion("bob", 5, id="b5"), date))
    assert winners(run(data), "b1") == ["ann"]  # 4 against 3
    assert winners(run(without_ability(data, "dd")), "b1") == ["bob"]


def test_summon_wolves_counters_add_to_your_power_with_a_minion_here():
    wolves = card("action", "ann", "vampires/summon-wolves", "sw", printing="original", counters=3)
    data = board(base("b1", 10, (3, 2, 1), wolves, minion("ann", 3), minion("bob", 5)))
    assert winners(run(data), "b1") == ["ann"]
    assert scored(run(without_ability(data, "sw"))) == []


def test_opportunist_minion_gets_a_counter_when_another_players_minion_dies():
    opp = card("action", "ann", "vampires/opportunist", "op", printing="original", attached_to="a4")
    data = board(
        base("b1", 30, (3, 2, 1), minion("bob", 1, id="victim")),
        base("b2", 10, (3, 2, 1), minion("ann", 4, id="a4"), opp, minion("bob", 5)),
        events=[destroy("victim", "ann")],
    )
    assert winners(run(data), "b2") == ["ann", "bob"]  # 4 + 1 against 5
    assert scored(run(without_ability(data, "op"))) == []


def test_the_count_gets_a_counter_when_another_players_minion_dies():
    count = card("minion", "ann", "vampires/the-count", "tc", power=5, printing="original")
    data = board(
        base("b1", 30, (3, 2, 1), minion("bob", 1, id="victim")),
        base("b2", 11, (3, 2, 1), count, minion("bob", 5)),
        events=[destroy("victim", "ann")],
    )
    assert winners(run(data), "b2") == ["ann"]
    assert scored(run(without_ability(data, "tc"))) == []


def test_full_moon_gives_your_minions_here_one_more():
    moon = card("action", "ann", "werewolves/full-moon", "fm")
    data = board(
        base("b1", 10, (3, 2, 1), moon, minion("ann", 3), minion("ann", 2), minion("bob", 6))
    )
    assert winners(run(data), "b1") == ["ann"]  # 7 against 6
    assert winners(run(without_ability(data, "fm")), "b1") == ["bob"]


def test_marking_territory_drops_the_breakpoint_when_you_lead_here():
    mark = card("action", "ann", "werewolves/marking-territory", "mt")
    data = board(base("b1", 15, (3, 2, 1), mark, minion("ann", 4), minion("bob", 3)))
    assert winners(run(data), "b1") == ["ann"]
    assert scored(run(without_ability(data, "mt"))) == []
    # Without the lead (a tie), the breakpoint stays.
    tied = board(base("b1", 15, (3, 2, 1), mark, minion("ann", 4), minion("bob", 4)))
    assert scored(run(tied)) == []


def test_unstoppable_minion_cannot_be_destroyed():
    unst = card("action", "ann", "werewolves/unstoppable", "un", attached_to="a4")
    data = board(
        base("b1", 7, (3, 2, 1), minion("ann", 4, id="a4"), unst, minion("bob", 3)),
        events=[destroy("a4", "bob")],
    )
    assert winners(run(data), "b1") == ["ann"]
    assert scored(run(without_ability(data, "un"))) == []


def _hand(key: str, card_id: str, printing: str | None = None) -> dict:
    data = {"type": "action", "owner": "ann", "card": key, "id": card_id}
    if printing is not None:
        data["printing"] = printing
    return data


def test_under_pressure_moves_counters_onto_the_scoring_base():
    data = board(
        base("b1", 30, (3, 2, 1), minion("ann", 1, id="far", counters=3)),
        base("b2", 8, (3, 2, 1), minion("ann", 2, id="near"), minion("bob", 4)),
        events=[
            {"when": "now", "action": "breakpoint_change", "target": "b2", "amount": -2},
            special(
                "before_scoring",
                "b2",
                "ann",
                _hand("giant-ants/under-pressure", "up"),
                {"order": ["far", "near"]},
            ),
        ],
    )
    result = run(data)
    assert winners(result, "b2") == ["ann"]  # 2 + 3 against 4
    data["events"].pop()
    assert winners(run(data), "b2") == ["bob"]


def test_we_are_the_champions_moves_counters_from_the_scored_base():
    data = board(
        base("b1", 6, (3, 2, 1), minion("ann", 2, id="champ", counters=3), minion("bob", 1)),
        base("b2", 9, (3, 2, 1), minion("ann", 3, id="next"), minion("bob", 4)),
        events=[
            special(
                "after_scoring",
                "b1",
                "ann",
                _hand("giant-ants/we-are-the-champions", "wc"),
                {"order": ["champ", "next"]},
            )
        ],
    )
    result = run(data)
    assert scored(result) == ["b1", "b2"]
    assert winners(result, "b2") == ["ann"]
    assert scored(run({**data, "events": []})) == ["b1"]


def test_igor_puts_a_counter_on_one_of_your_minions_when_destroyed():
    igor = card("minion", "ann", "mad-scientists/igor", "ig", power=2)
    data = board(
        base("b1", 30, (3, 2, 1), igor),
        base("b2", 9, (3, 2, 1), minion("ann", 4, id="a4"), minion("bob", 4)),
        events=[destroy("ig", "bob")],
        choices=[card_choice("ig", "ann", {"card": "a4"})],
    )
    assert winners(run(data), "b2") == ["ann"]
    assert scored(run(without_ability(data, "ig"))) == []


def test_buffet_gives_the_winner_counters_on_every_minion():
    data = board(
        base("b1", 5, (3, 2, 1), minion("ann", 4), minion("bob", 1)),
        base("b2", 9, (3, 2, 1), minion("ann", 3), minion("ann", 1), minion("bob", 4)),
        events=[special("after_scoring", "b1", "ann", _hand("vampires/buffet", "bf", "original"))],
    )
    result = run(data)
    assert scored(result) == ["b1", "b2"]
    assert winners(result, "b2") == ["ann"]
    assert scored(run({**data, "events": []})) == ["b1"]
    # Bob did not win the base: his Buffet is refused.
    bob = {**_hand("vampires/buffet", "bf", "original"), "owner": "bob"}
    refused = run({**data, "events": [special("after_scoring", "b1", "bob", bob)]})
    assert scored(refused) == ["b1"]


def test_mad_monster_party_pod_puts_counters_on_your_minions_at_a_base():
    party = _hand("vampires/mad-monster-party", "mmp", "pod")
    data = board(
        base("b1", 9, (3, 2, 1), minion("ann", 2), minion("ann", 2), minion("bob", 4)),
        events=[special("now", None, "ann", party, {"to": "b1"})],
    )
    assert winners(run(data), "b1") == ["ann"]
    assert scored(run({**data, "events": []})) == []


def test_the_count_pod_may_put_a_counter_at_the_destroyed_minions_base():
    count = card("minion", "ann", "vampires/the-count", "tc", power=5, printing="pod")
    data = board(
        base("b1", 30, (3, 2, 1), count),
        base(
            "b2",
            8,
            (3, 2, 1),
            minion("ann", 4, id="a4"),
            minion("bob", 3),
            minion("cy", 1, id="c1"),
        ),
        events=[destroy("c1", "bob")],
        choices=[card_choice("tc", "ann", {"card": "a4"})],
    )
    assert winners(run(data), "b2") == ["ann"]
    assert scored(run(without_ability(data, "tc"))) == []


def test_loup_garou_gains_two_before_its_base_scores():
    wolf = card("minion", "ann", "werewolves/loup-garou", "lg", power=4)
    data = board(base("b1", 9, (3, 2, 1), wolf, minion("bob", 5)))
    assert winners(run(data), "b1") == ["ann"]
    assert winners(run(without_ability(data, "lg")), "b1") == ["bob"]


def test_pack_alpha_gives_your_minions_there_one_more_before_scoring():
    alpha = card("minion", "ann", "werewolves/pack-alpha", "pa", power=5)
    data = board(base("b1", 12, (3, 2, 1), alpha, minion("ann", 1), minion("bob", 7)))
    assert winners(run(data), "b1") == ["ann"]  # 6 + 2 against 7
    assert winners(run(without_ability(data, "pa")), "b1") == ["bob"]


def test_german_engineering_puts_a_counter_on_a_minion_you_play_here():
    engineering = card("action", "ann", "mad-scientists/german-engineering", "ge")
    data = board(
        base("b1", 8, (3, 2, 1), engineering, minion("ann", 2), minion("bob", 4)),
        events=[{"when": "now", "action": "play", "to": "b1", "card": minion("ann", 2, id="new")}],
    )
    assert winners(run(data), "b1") == ["ann"]  # 2 + 2 + 1 against 4
    assert winners(run(without_ability(data, "ge")), "b1") == ["ann", "bob"]


def test_igor_discarded_with_its_scored_base_puts_a_counter_elsewhere():
    igor = card("minion", "ann", "mad-scientists/igor", "ig", power=2)
    data = board(
        base("b1", 4, (3, 2, 1), igor, minion("bob", 2)),
        base("b2", 9, (3, 2, 1), minion("ann", 4, id="a4"), minion("bob", 4)),
    )
    result = run(data)
    assert scored(result) == ["b1", "b2"]
    assert winners(result, "b2") == ["ann"]
    assert any(a.get("card") == "ig" for a in result["assumed_choices"])
    assert scored(run(without_ability(data, "ig"))) == ["b1"]


def test_pod_worker_without_counters_is_played_on_another_base_after_scoring():
    worker = card("minion", "ann", "giant-ants/worker", "wk", power=0, printing="pod")
    data = board(
        base("b1", 5, (3, 2, 1), worker, minion("ann", 3), minion("bob", 2)),
        base("b2", 30, (3, 2, 1), minion("ann", 1)),
        choices=[card_choice("wk", "ann", {"to": "b2"})],
    )
    result = run(data)
    assert in_play(result).get("wk") == "b2"
    assert "wk" not in in_play(run(without_ability(data, "wk")))


def test_pod_worker_destroyed_without_counters_is_played_on_another_base():
    worker = card("minion", "ann", "giant-ants/worker", "wk", power=2, printing="pod")
    data = board(
        base("b1", 30, (3, 2, 1), worker),
        base("b2", 5, (3, 2, 1), minion("ann", 2), minion("bob", 3)),
        events=[destroy("wk", "bob")],
        choices=[card_choice("wk", "ann", {"to": "b2"})],
    )
    result = run(data)
    assert winners(result, "b2") == ["ann"]  # 2 + 2 (the Worker, played again) against 3
    assert winners(run(without_ability(data, "wk")), "b2") == ["bob"]


def test_pod_dinner_date_destroys_its_minion_at_zero_power_before_scoring():
    date = card("action", "bob", "vampires/dinner-date", "dd", printing="pod", attached_to="a2")
    count = card("minion", "bob", "vampires/the-count", "tc", power=5, printing="original")
    data = board(
        base("b1", 3, (3, 2, 1), minion("ann", 2, id="a2"), date, minion("bob", 3)),
        base("b2", 7, (3, 2, 1), count, minion("ann", 1)),
    )
    # a2 (2 - 2 = 0) is destroyed before b1 scores: The Count gets a counter and b2 scores.
    result = run(data)
    assert scored(result) == ["b1", "b2"]
    assert scored(run(without_ability(data, "dd"))) == ["b1"]


def test_a_scripted_special_of_loup_garou_is_refused_as_applied_by_the_engine():
    wolf = card("minion", "ann", "werewolves/loup-garou", "lg", power=4)
    data = board(
        base("b1", 9, (3, 2, 1), wolf, minion("bob", 5)),
        events=[special("before_scoring", "b1", "ann", {**wolf, "id": "lg2"})],
    )
    result = run(data)
    # Applied once (+2, not +4): 6 against 5.
    assert [s["power"] for s in result["scorings"][0]["standings"]] == [6, 5]
    assert any("no event needed" in w["text"] for w in result["warnings"])


def test_grave_situation_returns_your_minions_here_to_hand_instead_of_destruction():
    grave = card("action", "ann", "mad-scientists/grave-situation", "gs")
    data = board(
        base("b1", 30, (3, 2, 1), grave, minion("ann", 3, id="a"), minion("bob", 3, id="b")),
        events=[destroy("a", "bob"), destroy("b", "ann")],
    )
    left = {
        e["text"].split(" ")[0]: e["text"] for e in run(data)["log"] if e["message"] == "card.left"
    }
    assert "hand" in left["a"] and "hand" not in left["b"]
    plain = run(without_ability(data, "gs"))["log"]
    assert not any("hand" in e["text"] for e in plain if e["message"] == "card.left")


def test_drone_may_spend_a_counter_to_save_one_of_your_minions():
    drone = card("minion", "ann", "giant-ants/drone", "dr", power=3, counters=1)
    data = board(
        base("b1", 30, (3, 2, 1), drone),
        base("b2", 30, (3, 2, 1), minion("ann", 2, id="a")),
        events=[destroy("a", "bob")],
        choices=[card_choice("dr", "ann", {})],
    )
    result = run(data)
    assert in_play(result)["a"] == "b2"
    assert result["board"]["bases"][0]["cards"][0].get("counters", 0) == 0
    assert "a" not in in_play(run(without_ability(data, "dr")))


def test_death_on_six_legs_pod_may_take_a_counter_of_a_destroyed_minion():
    titan = card("titan", "ann", "giant-ants/death-on-six-legs", "d6", power=4, printing="pod")
    data = board(
        base("b1", 8, (3, 2, 1), titan, minion("bob", 4, id="b")),
        base("b2", 30, (3, 2, 1), minion("ann", 1, id="a", counters=2)),
        events=[destroy("a", "bob")],
        choices=[card_choice("d6", "ann", {})],
    )
    assert winners(run(data), "b1") == ["ann"]
    assert sorted(winners(run(without_ability(data, "d6")), "b1")) == ["ann", "bob"]


def test_ancient_lord_doubles_the_first_counter_on_your_minion_here():
    lord = {
        "type": "titan",
        "owner": "ann",
        "card": "vampires/ancient-lord",
        "id": "al",
        "power": 0,
        "printing": "pod",
    }
    counter = {"when": "now", "action": "add_counters", "card": "a", "count": 1, "by": "ann"}
    data = board(
        base("b1", 8, (3, 2, 1), lord, typed_minion("ann", 3, "a"), typed_minion("bob", 5, "b")),
        events=[counter],
    )
    # 3 + two counters = 5 ties Bob (typed titan: 4 against 5).
    assert winners(run(data), "b1") == ["ann", "bob"]
    assert winners(run(without_ability(data, "al")), "b1") == ["bob"]


def typed_minion(player: str, power: int, card_id: str) -> dict:
    return {"type": "minion", "owner": player, "power": power, "id": card_id}


def dinner_date_board(*events: dict, power: int = 2, upgraded: bool = True) -> dict:
    """Ann's POD Dinner Date on Bob's `v` (b1, far from scoring), raised by Bob's Upgrade (+2);
    Ann's original The Count alone on b2 (5 power, breakpoint 6): a counter makes b2 score."""
    date = card("action", "ann", "vampires/dinner-date", "dd", printing="pod", attached_to="v")
    cards = [minion("bob", power, id="v"), date, minion("ann", 3, id="o")]
    if upgraded:
        cards.append(card("action", "bob", "dinosaurs/upgrade", "up", attached_to="v"))
    count = card("minion", "ann", "vampires/the-count", "tc", power=5, printing="original")
    return board(
        base("b1", 40, (3, 2, 1), *cards),
        base("b2", 6, (3, 2, 1), count),
        base("b3", 40, (3, 2, 1), minion("bob", 1, id="w")),
        events=list(events),
    )


def test_pod_dinner_date_destroys_its_minion_when_a_later_event_brings_it_to_zero():
    # The Ongoing acts whenever the minion has 0 power, not only before its base scores: v has
    # 2 + 2 - 2 = 2 power until its Upgrade is destroyed, then 0, and is destroyed at once (The
    # Count then gets a counter and b2 scores; b1 does not).
    result = run(dinner_date_board(destroy("up", "ann")))
    assert "v" not in in_play(result)
    assert scored(result) == ["b2"]
    # Moved away from a +1 it had at its base (Bob's Full Moon): 0 power on b3, destroyed there.
    moon = card("action", "bob", "werewolves/full-moon", "fm")
    data = dinner_date_board(move_to("v", "b3", "ann"), upgraded=False)
    data["bases"][0]["cards"].append(moon)
    result = run(data)
    assert "v" not in in_play(result)
    assert scored(result) == ["b2"]
    # A card played at its base that takes its power to 0 (Becalmed Shores: rivals' -1).
    shores = card("action", "ann", "mermaids/becalmed-shores", "bs")
    result = run(dinner_date_board(play("b1", shores), power=3, upgraded=False))
    assert "v" not in in_play(result)
    assert scored(result) == ["b2"]


def test_pod_dinner_date_destroys_its_minion_when_it_loses_power():
    # A loss of power until the end of the turn (a boost of -2) or counters removed: 0 power,
    # destroyed at once (The Count's counter then makes b2 score).
    lower = {"when": "now", "action": "boost", "card": "v", "amount": -2, "by": "ann"}
    result = run(dinner_date_board(lower))
    assert "v" not in in_play(result)
    assert scored(result) == ["b2"]
    data = dinner_date_board(
        {"when": "now", "action": "add_counters", "card": "v", "count": -2, "by": "ann"}
    )
    data["bases"][0]["cards"][0]["counters"] = 2
    data["bases"][0]["cards"].pop()  # no Upgrade: 2 + 2 counters - 2 = 2, then 0
    result = run(data)
    assert "v" not in in_play(result)
    assert scored(result) == ["b2"]


def test_pod_dinner_date_leaves_its_minion_while_it_keeps_some_power():
    # 3 + 2 - 2 = 3, then 1 once the Upgrade is destroyed: it stays, with Dinner Date on it.
    result = run(dinner_date_board(destroy("up", "ann"), power=3))
    assert in_play(result)["v"] == "b1"
    assert in_play(result)["dd"] == "b1"
    assert scored(result) == []
