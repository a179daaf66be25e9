"""Pretty Pretty Smash Up cards: each modelled ability changes the outcome of a board."""

from __future__ import annotations

from tests.engine.boards import base, board, destroy, minion, places
from tests.engine.cards.helpers import card, not_simulated, run, special


def test_daisy_chain_gives_its_controllers_minion_plus_two():
    result = run(
        board(
            base(
                "b1",
                5,
                (3, 2, 1),
                minion("ann", 3, id="a"),
                card("action", "fairies/daisy-chain", "ann", id="dc", attached_to="a"),
                minion("bob", 4, id="b"),
            )
        )
    )
    assert places(result, "b1")["ann"][0] == 1
    assert "fairies/daisy-chain" not in not_simulated(result)


def test_daisy_chain_on_another_players_minion_is_minus_two():
    result = run(
        board(
            base(
                "b1",
                5,
                (3, 2, 1),
                minion("ann", 3, id="a"),
                minion("bob", 4, id="b"),
                card("action", "fairies/daisy-chain", "ann", id="dc", attached_to="b"),
            )
        )
    )
    assert places(result, "b1")["ann"][0] == 1


def test_ladybug_keeps_its_minion_from_being_destroyed():
    data = board(
        base(
            "b1",
            5,
            (3, 2, 1),
            minion("ann", 4, id="a"),
            card("action", "fairies/ladybug", "ann", id="lb", attached_to="a"),
            minion("bob", 3, id="b"),
        ),
        events=[destroy("a", "bob")],
    )
    assert places(run(data), "b1")["ann"][0] == 1


def test_can_has_cheeseburger_takes_a_small_minion_before_scoring():
    data = board(
        base("b1", 5, (3, 2, 1), minion("ann", 2, id="a"), minion("bob", 3, id="b")),
        events=[special("before_scoring", "b1", "kitty-cats/can-has-cheeseburger", "ann", "ch")],
    )
    result = run(data)
    assert places(result, "b1")["ann"] == (1, 3)
    assert "bob" not in places(result, "b1")


def test_grumpiness_gives_its_minion_minus_two():
    result = run(
        board(
            base(
                "b1",
                5,
                (3, 2, 1),
                minion("ann", 4, id="a"),
                minion("bob", 5, id="b"),
                card("action", "kitty-cats/grumpiness", "ann", id="g", attached_to="b"),
            )
        )
    )
    assert places(result, "b1")["ann"][0] == 1


def test_hissy_fit_weakens_every_other_players_minion_here():
    result = run(
        board(
            base(
                "b1",
                5,
                (3, 2, 1),
                minion("ann", 4, id="a"),
                card("action", "kitty-cats/hissy-fit", "ann", id="h"),
                minion("bob", 3, id="b1m"),
                minion("bob", 2, id="b2m"),
            )
        )
    )
    assert places(result, "b1")["ann"][0] == 1


def test_encouragement_power_counts_the_other_minions_of_its_player():
    result = run(
        board(
            base(
                "b1",
                5,
                (3, 2, 1),
                minion("ann", 2, id="a"),
                minion("ann", 1, id="a2"),
                card("action", "mythic-horses/encouragement-power", "ann", id="e", attached_to="a"),
                minion("bob", 3, id="b"),
            )
        )
    )
    assert places(result, "b1")["ann"] == (1, 3)
    assert places(result, "b1")["bob"][0] == 2


def test_pinkie_has_plus_one_beside_another_of_its_players_minions():
    result = run(
        board(
            base(
                "b1",
                5,
                (3, 2, 1),
                card("minion", "mythic-horses/pinkie", "ann", 2, id="p"),
                minion("ann", 1, id="a2"),
                minion("bob", 3, id="b"),
            )
        )
    )
    assert places(result, "b1")["bob"][0] == 2


def test_starlyte_counts_its_players_other_minions_here():
    result = run(
        board(
            base(
                "b1",
                5,
                (3, 2, 1),
                card("minion", "mythic-horses/starlyte", "ann", 5, id="s"),
                minion("ann", 1, id="a2"),
                minion("ann", 1, id="a3"),
                minion("bob", 8, id="b"),
            )
        )
    )
    assert places(result, "b1")["ann"][0] == 1


def test_happily_ever_after_gives_its_winner_one_more_vp():
    result = run(
        board(
            base(
                "b1",
                5,
                (3, 2, 1),
                minion("ann", 5, id="a"),
                card("action", "princesses/happily-ever-after", "ann", id="h"),
                minion("bob", 3, id="b"),
            )
        )
    )
    assert result["vp"]["ann"] == 4


def test_heirlooms_give_each_other_their_count_and_cannot_be_destroyed():
    data = board(
        base(
            "b1",
            5,
            (3, 2, 1),
            minion("ann", 1, id="a"),
            card("action", "princesses/heirloom", "ann", id="h1", attached_to="a"),
            card("action", "princesses/heirloom", "ann", id="h2", attached_to="a"),
            minion("bob", 4, id="b"),
        ),
        events=[destroy("h1", "bob")],
    )
    # Two Heirlooms: each gives +2, so the minion has 1 + 4 = 5.
    assert places(run(data), "b1")["ann"][0] == 1


def test_some_day_my_prince_will_come_moves_a_minion_away_before_scoring():
    data = board(
        base("b1", 5, (3, 2, 1), minion("ann", 3, id="a"), minion("bob", 4, id="b")),
        base("b2", 30, (3, 2, 1)),
        events=[
            special(
                "before_scoring",
                "b1",
                "princesses/some-day-my-prince-will-come",
                "ann",
                "sd",
                card="b",
                to="b2",
            )
        ],
    )
    result = run(data)
    assert places(result, "b1") == {"ann": (1, 3)}


def test_magic_ward_stops_other_players_actions_played_here():
    data = board(
        base(
            "b1",
            5,
            (3, 2, 1),
            minion("ann", 4, id="a"),
            card("action", "fairies/magic-ward", "ann", id="mw"),
            minion("bob", 3, id="b"),
        ),
        events=[
            {
                "when": "before_scoring",
                "base": "b1",
                "action": "play",
                "to": "b1",
                "card": {"type": "action", "owner": "bob", "power": 2, "id": "x"},
                "by": "bob",
            }
        ],
    )
    assert places(run(data), "b1")["ann"][0] == 1
    assert places(run(data), "b1")["bob"][0] == 2


def test_hang_in_there_moves_its_minion_and_dies_instead():
    from tests.engine.card_boards import in_play, without_ability
    from tests.engine.card_boards import run as run_cards

    data = board(
        base(
            "b1",
            30,
            (3, 2, 1),
            minion("ann", 3, id="a"),
            card("action", "kitty-cats/hang-in-there", "ann", id="hi", attached_to="a"),
        ),
        base("b2", 30, (3, 2, 1)),
        base("b3", 30, (3, 2, 1)),
        events=[destroy("a", "bob")],
        choices=[{"card": "hi", "player": "ann", "choose": {"to": "b3"}}],
    )
    assert in_play(run_cards(data)) == {"a": "b3"}
    assert "a" not in in_play(run_cards(without_ability(data, "hi")))
    # Without a choice: the first other base, assumed.
    data["choices"] = []
    result = run_cards(data)
    assert in_play(result) == {"a": "b2"}
    assert any(a.get("card") == "hi" for a in result["assumed_choices"])
