"""The Obligatory Cthulhu Set cards: each modelled ability changes the outcome of a board
(checked against the same board with the card typed in, without its ability)."""

from __future__ import annotations

from tests.engine.boards import base, board, destroy, minion
from tests.engine.card_boards import (
    card,
    card_choice,
    in_play,
    madness,
    run,
    scored,
    special,
    winners,
    without_ability,
)


def test_dunwich_horror_gives_the_minion_it_is_on_five_more():
    dunwich = card(
        "action", "ann", "elder-things/dunwich-horror", "dh", printing="original", attached_to="a2"
    )
    data = board(base("b1", 10, (3, 2, 1), minion("ann", 2, id="a2"), dunwich, minion("bob", 5)))
    assert winners(run(data), "b1") == ["ann"]
    assert scored(run(without_ability(data, "dh"))) == []


def test_elder_thing_ignores_another_players_destroy():
    elder = card("minion", "ann", "elder-things/elder-thing", "et", power=10, printing="original")
    data = board(base("b1", 12, (3, 2, 1), elder, minion("bob", 3)), events=[destroy("et", "bob")])
    assert winners(run(data), "b1") == ["ann"]
    assert scored(run(without_ability(data, "et"))) == []


def test_eldest_thing_ignores_another_players_destroy():
    eldest = card("minion", "ann", "elder-things/eldest-thing", "et", power=10, printing="pod")
    data = board(base("b1", 12, (3, 2, 1), eldest, minion("bob", 3)), events=[destroy("et", "bob")])
    assert winners(run(data), "b1") == ["ann"]
    assert scored(run(without_ability(data, "et"))) == []


def test_dagon_counts_your_minions_sharing_a_name_here():
    dagon = card("titan", "ann", "innsmouth/dagon", "dg", power=0, printing="pod")
    locals_ = [card("minion", "ann", "innsmouth/the-locals", f"l{i}", power=2) for i in range(3)]
    data = board(base("b1", 12, (3, 2, 1), dagon, *locals_, minion("bob", 8)))
    assert winners(run(data), "b1") == ["ann"]  # 6 + 3 against 8
    assert winners(run(without_ability(data, "dg")), "b1") == ["bob"]


def test_in_plain_sight_protects_your_small_minions_here():
    sight = card("action", "ann", "innsmouth/in-plain-sight", "ips")
    data = board(
        base(
            "b1", 6, (3, 2, 1), sight, minion("ann", 2, id="a2"), minion("ann", 2), minion("bob", 3)
        ),
        events=[destroy("a2", "bob")],
    )
    assert winners(run(data), "b1") == ["ann"]
    assert scored(run(without_ability(data, "ips"))) == []


def test_dunwich_horror_pod_keeps_the_minion_for_two_madness_cards():
    dunwich = card(
        "action", "ann", "elder-things/dunwich-horror", "dh", printing="pod", attached_to="a2"
    )
    data = board(
        base("b1", 10, (3, 2, 1), minion("ann", 2, id="a2"), dunwich, minion("bob", 5)),
        madness={"ann": 0, "bob": 0, "cy": 0},
    )
    result = run(data)
    assert winners(result, "b1") == ["ann"]
    assert madness(result)["ann"] == 2
    [assumed] = [a for a in result["assumed_choices"] if a.get("card") == "dh"]
    assert scored(run(without_ability(data, "dh"))) == []
    # The assumed choice, given back as the card's choice, is accepted and changes nothing.
    given = run({**data, "choices": [card_choice("dh", "ann", assumed["choose"])]})
    assert madness(given) == madness(result) and given["vp"] == result["vp"]
    assert not any(a.get("card") == "dh" for a in given["assumed_choices"])


def test_dunwich_horror_pod_destroys_the_minion_when_the_madness_is_refused():
    dunwich = card(
        "action", "ann", "elder-things/dunwich-horror", "dh", printing="pod", attached_to="a2"
    )
    data = board(
        base("b1", 10, (3, 2, 1), minion("ann", 2, id="a2"), dunwich, minion("bob", 5)),
        base("b2", 30, (3, 2, 1)),
        choices=[card_choice("dh", "ann", None)],
    )
    result = run(data)
    # Eligible with 12 power, it scores after the minion's destruction: Bob alone ranks.
    assert winners(result, "b1") == ["bob"]


def test_cthulhus_chosen_may_take_madness_for_two_more_power():
    chosen = card("minion", "ann", "minions-of-cthulhu/cthulhus-chosen", "cc", power=3)
    data = board(
        base("b1", 7, (3, 2, 1), chosen, minion("bob", 4)),
        choices=[card_choice("cc", "ann", {})],
    )
    result = run(data)
    assert winners(result, "b1") == ["ann"]
    assert madness(result)["ann"] == 1
    assert winners(run(without_ability(data, "cc")), "b1") == ["bob"]


def test_old_man_jenkins_destroys_the_strongest_minion_before_scoring():
    jenkins = {"type": "action", "owner": "ann", "card": "miskatonic-university/old-man-jenkins"}
    data = board(
        base("b1", 8, (3, 2, 1), minion("ann", 3), minion("bob", 6, id="b6")),
        events=[special("before_scoring", "b1", "ann", {**jenkins, "id": "omj"})],
    )
    result = run(data)
    assert winners(result, "b1") == ["ann"]
    assert "b6" not in in_play(result)
    plain = {**data, "events": [{**data["events"][0], "card": {"type": "action", "owner": "ann"}}]}
    assert winners(run(plain), "b1") == ["bob"]


def test_things_best_not_known_gives_two_per_madness_card_drawn():
    things = {
        "type": "action",
        "owner": "ann",
        "card": "miskatonic-university/things-best-not-known",
        "id": "tb",
    }
    data = board(
        base("b1", 8, (3, 2, 1), minion("ann", 2, id="a2"), minion("bob", 7)),
        events=[special("before_scoring", "b1", "ann", things, {"card": "a2"})],
    )
    result = run(data)
    assert winners(result, "b1") == ["ann"]  # 2 + 6 against 7
    assert madness(result)["ann"] == 3
    assert winners(run({**data, "events": []}), "b1") == ["bob"]


def test_cthulhu_pod_titan_gets_a_counter_for_each_madness_card_you_draw():
    chosen = card("minion", "ann", "minions-of-cthulhu/cthulhus-chosen", "cc", power=3)
    titan = {
        "type": "titan",
        "owner": "ann",
        "card": "minions-of-cthulhu/cthulhu",
        "printing": "pod",
        "id": "ct",
        "power": 1,
    }
    data = board(
        base("b1", 7, (3, 2, 1), chosen, titan, minion("bob", 6)),
        choices=[card_choice("cc", "ann", {})],
    )
    # 3 + 2 (Cthulhu's Chosen) + 1 + 1 counter: 7 against 6 (without the counter, a tie).
    assert winners(run(data), "b1") == ["ann"]
    assert winners(run(without_ability(data, "ct")), "b1") == ["ann", "bob"]


def test_furthering_the_cause_gains_a_vp_after_a_rival_minion_here_was_destroyed():
    data = board(
        base(
            "b1",
            30,
            (3, 2, 1),
            card("action", "ann", "minions-of-cthulhu/furthering-the-cause", "fc"),
            minion("bob", 3, id="b1m"),
        ),
        players=("ann", "bob"),
        events=[destroy("b1m", "ann")],
    )
    assert run(data)["vp"]["ann"] == 1
    assert run({**data, "end_of_turn": False})["vp"]["ann"] == 0
    assert run({**data, "events": []})["vp"]["ann"] == 0
