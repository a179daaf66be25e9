"""It's Your Fault! cards: each modelled ability changes the outcome of a board."""

from __future__ import annotations

import pytest

from simulator.engine import BoardError
from tests.engine.boards import base, board, destroy, minion, places
from tests.engine.card_boards import run as run_cards
from tests.engine.card_boards import without_ability
from tests.engine.cards.helpers import card, choice, duel, run, special, winners


def test_dragon_lands_gives_its_players_minions_here_plus_one():
    data = duel(
        minion("ann", 3, id="a"),
        card("action", "dragons/dragon-lands", "ann", id="dl"),
        minion("bob", 3, id="b"),
    )
    assert winners(data) == {"ann"}


def test_intimidating_presence_gives_other_minions_here_minus_one():
    data = duel(
        minion("ann", 3, id="a"),
        card("action", "dragons/intimidating-presence", "ann", id="ip"),
        minion("bob", 3, id="b"),
    )
    assert winners(data) == {"ann"}


def test_chum_grows_its_minion_after_any_destruction():
    data = duel(
        minion("ann", 3, id="a"),
        card("action", "sharks/chum", "ann", id="c", attached_to="a"),
        minion("bob", 3, id="b"),
        minion("cy", 1, id="c1"),
        events=[destroy("c1", "bob")],
    )
    assert winners(data) == {"ann"}


def test_hammerhead_grows_after_a_minion_here_dies():
    data = duel(
        card("minion", "sharks/hammerhead", "ann", 3, id="h"),
        minion("bob", 3, id="b"),
        minion("cy", 1, id="c1"),
        events=[destroy("c1", "bob")],
    )
    assert winners(data) == {"ann"}


def test_megalodon_may_destroy_a_small_minion_before_its_base_scores():
    data = duel(
        card("minion", "sharks/megalodon", "ann", 5, id="m"),
        minion("bob", 3, id="b1m"),
        minion("bob", 3, id="b2m"),
        choices=[choice("m", "ann", card="b1m")],
    )
    assert winners(data) == {"ann"}


def test_awesome_guy_keeps_other_players_from_destroying_your_minions_here():
    data = duel(
        card("minion", "super-heroes/awesome-guy", "ann", 5, id="ag"),
        minion("ann", 2, id="a"),
        minion("bob", 6, id="b"),
        events=[destroy("a", "bob")],
    )
    assert winners(data) == {"ann"}


def test_expanded_power_gives_plus_one_and_protects():
    data = duel(
        minion("ann", 3, id="a"),
        card("action", "super-heroes/expanded-power", "ann", id="ep", attached_to="a"),
        minion("bob", 3, id="b"),
        events=[destroy("a", "bob")],
    )
    assert winners(data) == {"ann"}


def test_secret_base_protects_small_minions_from_other_players():
    data = duel(
        minion("ann", 3, id="a"),
        minion("ann", 2, id="a2"),
        card("action", "super-heroes/secret-base", "ann", id="sb"),
        minion("bob", 4, id="b"),
        events=[destroy("a", "bob")],
    )
    assert winners(data) == {"ann"}


def test_the_everything_glove_shields_small_minions_from_other_players():
    data = duel(
        card("titan", "super-heroes/the-everything-glove", "ann", 3, id="eg"),
        minion("ann", 2, id="a"),
        minion("bob", 4, id="b"),
        events=[destroy("a", "bob")],
    )
    assert winners(data) == {"ann"}


def test_dust_devil_may_join_a_base_about_to_score():
    data = board(
        base("b1", 5, (3, 2, 1), minion("ann", 3, id="a"), minion("bob", 4, id="b")),
        base("b2", 30, (3, 2, 1), card("minion", "tornados/dust-devil", "ann", 2, id="dd")),
        choices=[choice("dd", "ann")],
    )
    assert winners(data) == {"ann"}


def test_gone_with_the_wind_moves_a_minion_to_another_base_after_scoring():
    data = board(
        base("b1", 5, (3, 2, 1), minion("ann", 3, id="a"), minion("bob", 4, id="b")),
        base("b2", 8, (3, 2, 1), minion("bob", 3, id="b2m"), minion("ann", 2, id="a2")),
        events=[
            special(
                "after_scoring",
                "b1",
                "tornados/gone-with-the-wind",
                "ann",
                "gw",
                card="a",
                to="b2",
            )
        ],
        scoring_order=["b1", "b2"],
    )
    # b2 only reaches its breakpoint (5 + 3 >= 8) with ann's minion saved from b1.
    assert places(run(data), "b2")["ann"][0] == 1


def test_over_the_rainbow_brings_one_of_your_minions_before_scoring():
    data = board(
        base("b1", 5, (3, 2, 1), minion("ann", 3, id="a"), minion("bob", 4, id="b")),
        base("b2", 30, (3, 2, 1), minion("ann", 2, id="a2")),
        events=[special("before_scoring", "b1", "tornados/over-the-rainbow", "ann", "or")],
    )
    assert winners(data) == {"ann"}


def test_picked_up_moves_a_minion_away_before_scoring():
    data = duel(
        minion("ann", 3, id="a"),
        minion("bob", 4, id="b"),
        events=[
            special("before_scoring", "b1", "tornados/picked-up", "ann", "pu", card="b", to="b2")
        ],
    )
    assert places(run(data), "b1") == {"ann": (1, 3)}


def test_raze_cancels_its_bases_ability():
    central_brain = {
        "id": "b1",
        "base": "the-central-brain",
        "printing": "original",
        "breakpoint": 5,
        "vp": [3, 2, 1],
        "cards": [
            minion("ann", 4, id="a"),
            card("action", "dragons/raze", "ann", id="r"),
            minion("bob", 2, id="b1m"),
            minion("bob", 1, id="b2m"),
        ],
    }
    # With the Central Brain's +1 per minion, ann (5) would tie bob (5).
    assert winners(board(central_brain)) == {"ann"}


def test_helicoprion_moves_to_where_you_destroyed_a_minion():
    data = board(
        base(
            "b1",
            5,
            (3, 2, 1),
            minion("ann", 3, id="a"),
            minion("bob", 4, id="b"),
            minion("bob", 1, id="b2m"),
        ),
        base("b2", 30, (3, 2, 1), card("titan", "sharks/helicoprion", "ann", 3, id="h")),
        events=[destroy("b2m", "ann")],
        choices=[choice("h", "ann", to="b1")],
    )
    assert winners(data) == {"ann"}


def test_helicoprion_may_take_a_counter_instead():
    data = duel(
        card("titan", "sharks/helicoprion", "ann", 3, id="h"),
        minion("bob", 3, id="b"),
        minion("bob", 1, id="b2m"),
        events=[destroy("b2m", "ann")],
        choices=[choice("h", "ann")],
    )
    assert winners(data) == {"ann"}


def test_a_choice_naming_a_minion_the_card_cannot_take_is_refused():
    data = duel(
        card("minion", "sharks/megalodon", "ann", 5, id="m"),
        minion("bob", 4, id="b"),
        choices=[choice("m", "ann", card="b")],
    )
    with pytest.raises(BoardError) as error:
        run(data)
    assert error.value.field == "choices[0].choose.card"
    assert "power 3 or less" in str(error.value)


# --- abilities modelled with the hooks of issue 15 ------------------------------------------------


@pytest.mark.parametrize(
    ("kind", "key"), [("minion", "dragons/great-wyrm"), ("action", "dragons/ruins")]
)
def test_great_wyrm_and_ruins_give_other_players_here_one_vp_less(kind, key):
    data = board(
        base(
            "b1",
            8,
            (4, 2, 1),
            card(kind, key, "ann", 5 if kind == "minion" else 0, id="w"),
            minion("ann", 0 if kind == "minion" else 5, id="a"),
            minion("bob", 7, id="b"),
        ),
    )
    assert run_cards(data)["vp"] == {"ann": 2, "bob": 3, "cy": 0}
    assert run_cards(without_ability(data, "w"))["vp"] == {"ann": 2, "bob": 4, "cy": 0}


def test_my_only_weakness_cancels_its_minions_abilities():
    from tests.engine.card_boards import flips, raptor_pair

    data = raptor_pair(
        card("action", "super-heroes/my-only-weakness", "bob", id="ow", attached_to="r1")
    )
    flips(data, "ow", ["bob"], ["ann"])


def test_hatchling_gives_minus_one_to_minions_other_players_play_or_move_here():
    from tests.engine.card_boards import move_to

    data = board(
        base(
            "b1",
            6,
            (3, 2, 1),
            card("minion", "dragons/hatchling", "ann", 2, id="h"),
            minion("ann", 2, id="a"),
        ),
        base("b2", 30, (3, 2, 1), minion("bob", 2, id="b1m")),
        events=[
            move_to("b1m", "b1", "bob"),
            {
                "when": "now",
                "action": "play",
                "to": "b1",
                "by": "bob",
                "card": minion("bob", 2, id="b2m"),
            },
        ],
    )
    # bob: 2 - 1 + 2 - 1 = 2; ann 4.
    assert run_cards(data)["scorings"][0]["standings"][0]["player"] == "ann"
    assert {s["player"]: s["power"] for s in run_cards(data)["scorings"][0]["standings"]} == {
        "ann": 4,
        "bob": 2,
    }
    plain = run_cards(without_ability(data, "h"))["scorings"][0]["standings"]
    assert {s["player"]: s["power"] for s in plain} == {"ann": 4, "bob": 4}


def test_heracles_gains_one_after_any_action_is_played():
    data = board(
        base(
            "b1",
            8,
            (3, 2, 1),
            card("minion", "mythic-greeks/heracles", "ann", 4, id="he"),
            minion("bob", 4, id="b"),
        ),
        base("b2", 30, (3, 2, 1)),
        events=[
            {
                "when": "now",
                "action": "play",
                "to": "b2",
                "by": "bob",
                "card": {"type": "action", "owner": "bob", "id": "act", "power": 0},
            },
        ],
    )
    result = run_cards(data)
    assert result["scorings"][0]["standings"][0] == {
        **result["scorings"][0]["standings"][0],
        "player": "ann",
        "power": 5,
    }
    plain = run_cards(without_ability(data, "he"))
    assert [s["player"] for s in plain["scorings"][0]["standings"] if s["place"] == 1] == [
        "ann",
        "bob",
    ]


def test_heracles_gains_one_after_an_action_played_as_a_special():
    data = board(
        base(
            "b1",
            8,
            (3, 2, 1),
            card("minion", "mythic-greeks/heracles", "ann", 4, id="he"),
            minion("bob", 4, id="b"),
        ),
        events=[special("before_scoring", "b1", "astroknights/block-the-probe", "bob", "bp")],
    )
    assert run_cards(data)["scorings"][0]["card_powers"]["he"] == 5
    assert run_cards(without_ability(data, "he"))["scorings"][0]["card_powers"]["he"] == 4


def _action_played_by(player: str) -> dict:
    return {
        "when": "now",
        "action": "play",
        "to": "b2",
        "by": player,
        "card": {"type": "action", "owner": player, "id": f"act-{player}", "power": 0},
    }


def test_odysseus_puts_a_counter_on_one_of_your_minions_after_you_play_an_action():
    data = board(
        base(
            "b1",
            9,
            (3, 2, 1),
            card("minion", "mythic-greeks/odysseus", "ann", 4, id="od"),
            minion("bob", 5, id="b"),
        ),
        base("b2", 30, (3, 2, 1)),
        events=[_action_played_by("ann"), _action_played_by("bob")],
    )
    result = run_cards(data)
    assert result["scorings"][0]["card_powers"]["od"] == 5
    assert any(a.get("card") == "od" for a in result["assumed_choices"])
    plain = run_cards(without_ability(data, "od"))
    assert plain["scorings"][0]["card_powers"]["od"] == 4


def test_spartan_may_take_one_counter_a_turn_after_you_play_an_action():
    second = _action_played_by("ann")
    second["card"] = {**second["card"], "id": "act-2"}
    data = board(
        base(
            "b1",
            30,
            (3, 2, 1),
            card("minion", "mythic-greeks/spartan", "ann", 3, id="sp"),
        ),
        base("b2", 30, (3, 2, 1)),
        events=[_action_played_by("ann"), second],
        choices=[choice("sp", "ann"), choice("sp", "ann")],
    )

    def counters(result: dict) -> int:
        return result["board"]["bases"][0]["cards"][0].get("counters", 0)

    # Two actions played, one counter (once per turn).
    assert counters(run_cards(data)) == 1
    assert counters(run_cards(without_ability(data, "sp"))) == 0


def test_jason_may_give_your_minions_on_a_base_one_after_you_play_an_action():
    data = board(
        base(
            "b1",
            8,
            (3, 2, 1),
            card("minion", "mythic-greeks/jason", "ann", 4, id="ja"),
            minion("ann", 1, id="a"),
            minion("bob", 6, id="b"),
        ),
        base("b2", 30, (3, 2, 1)),
        events=[_action_played_by("ann")],
        choices=[choice("ja", "ann", to="b1")],
    )
    # ann: 4 + 1 + 2 (both minions +1) = 7 > 6.
    assert {
        s["player"] for s in run_cards(data)["scorings"][0]["standings"] if s["place"] == 1
    } == {"ann"}
    plain = run_cards(without_ability(data, "ja"))
    assert {s["player"] for s in plain["scorings"][0]["standings"] if s["place"] == 1} == {"bob"}


def test_the_burst_may_move_where_a_minion_is_played():
    played = {
        "when": "now",
        "action": "play",
        "to": "b1",
        "by": "bob",
        "card": {"type": "minion", "owner": "bob", "id": "new", "power": 1},
    }
    data = board(
        base("b1", 4, (3, 2, 1), minion("bob", 3, id="b")),
        base("b2", 30, (3, 2, 1), card("minion", "super-heroes/the-burst", "ann", 5, id="tb")),
        events=[played],
        choices=[{"card": "tb", "player": "ann", "choose": {}}],
    )
    assert winners(data) == {"ann"}
    assert winners(without_ability(data, "tb")) == {"bob"}
