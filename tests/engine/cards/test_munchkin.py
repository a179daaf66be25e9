"""Smash Up: Munchkin cards: each modelled ability changes the outcome of a board."""

from __future__ import annotations

import pytest

from tests.engine.boards import base, board, destroy, minion, monster, places, scoring
from tests.engine.card_boards import in_play, without_ability
from tests.engine.card_boards import run as run_cards
from tests.engine.card_boards import special as special_event
from tests.engine.card_boards import winners as cards_winners
from tests.engine.cards.helpers import card, choice, run, special


def test_bin_and_gone_saves_a_minion_from_another_scored_base():
    data = board(
        base("b1", 5, (3, 2, 1), minion("ann", 3, id="a"), minion("bob", 4, id="b")),
        base(
            "b2",
            10,
            (3, 2, 1),
            card("action", "clerics/bin-and-gone", "ann", id="bg"),
            minion("bob", 5, id="b2m"),
            minion("ann", 3, id="a2"),
        ),
        choices=[choice("bg", "ann", card="a")],
    )
    result = run(data)
    # b1 scores first; ann's minion comes to b2, so ann (3 + 3) beats bob (5) there.
    assert places(result, "b2")["ann"][0] == 1


def test_deep_friar_sends_another_minion_to_another_base_after_scoring():
    data = board(
        base(
            "b1",
            5,
            (3, 2, 1),
            card("minion", "clerics/deep-friar", "ann", 4, id="df"),
            minion("ann", 3, id="a"),
            minion("bob", 2, id="b"),
        ),
        base("b2", 8, (3, 2, 1), minion("bob", 4, id="b2m"), minion("ann", 2, id="a2")),
        choices=[choice("df", "ann", card="a", to="b2")],
        scoring_order=["b1", "b2"],
    )
    result = run(data)
    # Without the friar b2 stays below its breakpoint (6 < 8); with it, ann has 5 there.
    assert places(result, "b2")["ann"][0] == 1


def test_happy_zapper_may_use_its_talent_before_its_base_scores():
    data = board(
        base(
            "b1",
            5,
            (3, 2, 1),
            card("minion", "mages/happy-zapper", "ann", 3, id="hz"),
            minion("bob", 4, id="b"),
        ),
        choices=[choice("hz", "ann")],
    )
    assert places(run(data), "b1")["ann"][0] == 1


def test_angry_pillagers_gives_a_vp_for_a_lead_of_three():
    data = board(
        base("b1", 5, (3, 2, 1), minion("ann", 6, id="a"), minion("bob", 3, id="b")),
        events=[special("before_scoring", "b1", "orcs/angry-pillagers", "ann", "ap")],
    )
    assert run(data)["vp"]["ann"] == 4


def test_sword_lord_gives_its_players_other_minions_plus_one_everywhere():
    result = run(
        board(
            base("b1", 5, (3, 2, 1), minion("ann", 3, id="a"), minion("bob", 3, id="b")),
            base("b2", 30, (3, 2, 1), card("minion", "orcs/sword-lord", "ann", 5, id="sl")),
        )
    )
    assert places(result, "b1")["ann"][0] == 1
    assert places(result, "b1")["bob"][0] == 2


def test_too_tough_pod_keeps_its_minion_from_being_destroyed():
    data = board(
        base(
            "b1",
            5,
            (3, 2, 1),
            minion("ann", 4, id="a"),
            card("action", "orcs/too-tough", "ann", id="tt", attached_to="a", printing="pod"),
            minion("bob", 3, id="b"),
        ),
        events=[destroy("a", "bob")],
    )
    assert places(run(data), "b1")["ann"][0] == 1


def test_dumbbells_give_plus_three():
    result = run(
        board(
            base(
                "b1",
                5,
                (3, 2, 1),
                minion("ann", 2, id="a"),
                card("action", "warriors/dumbbells", "ann", id="d", attached_to="a"),
                minion("bob", 4, id="b"),
            )
        )
    )
    assert places(result, "b1")["ann"][0] == 1


def test_shield_of_ubiquity_counts_the_monsters_here():
    result = run(
        board(
            base(
                "b1",
                8,
                (3, 2, 1),
                minion("ann", 4, id="a"),
                card("action", "warriors/shield-of-ubiquity", "ann", id="s", attached_to="a"),
                monster(1, id="m"),
                minion("bob", 5, id="b"),
            )
        )
    )
    assert places(result, "b1")["ann"][0] == 1


def test_star_player_gains_a_counter_when_a_monster_here_dies():
    data = board(
        base(
            "b1",
            5,
            (3, 2, 1),
            card("minion", "warriors/star-player", "ann", 4, id="sp"),
            monster(1, id="m"),
            minion("bob", 4, id="b"),
        ),
        events=[destroy("m", "bob")],
    )
    assert places(run(data), "b1")["bob"][0] == 2


def test_star_player_pod_may_put_the_counter_on_a_minion_here():
    data = board(
        base(
            "b1",
            5,
            (3, 2, 1),
            card("minion", "warriors/star-player", "ann", 4, id="sp", printing="pod"),
            minion("ann", 1, id="a"),
            monster(1, id="m"),
            minion("bob", 5, id="b"),
        ),
        events=[destroy("m", "bob")],
        choices=[choice("sp", "ann", card="a")],
    )
    assert places(run(data), "b1")["bob"][0] == 2


def test_run_away_more_takes_your_minions_off_a_base_before_scoring():
    data = board(
        base("b1", 5, (3, 2, 1), minion("ann", 3, id="a"), minion("bob", 4, id="b")),
        base("b2", 5, (3, 2, 1), minion("bob", 2, id="b2m")),
        events=[
            special(
                "before_scoring",
                "b1",
                "elves/run-away-more",
                "ann",
                "ra",
                order=["a"],
                to="b2",
            )
        ],
        scoring_order=["b1", "b2"],
    )
    # ann's minion reaches b2 (3 + 2 >= 5) and wins there.
    assert places(run(data), "b2")["ann"][0] == 1


def test_dogpile_moves_a_minion_to_where_you_have_two():
    data = board(
        base(
            "b1",
            5,
            (3, 2, 1),
            minion("ann", 2, id="a1"),
            minion("ann", 1, id="a2"),
            minion("bob", 4, id="b"),
        ),
        base("b2", 30, (3, 2, 1), minion("ann", 2, id="a3")),
        events=[special("before_scoring", "b1", "orcs/dogpile", "ann", "dp", card="a3", to="b1")],
    )
    assert places(run(data), "b1")["bob"][0] == 2


def test_dogpile_pod_needs_only_one_of_your_minions_there():
    event = special("before_scoring", "b1", "orcs/dogpile", "ann", "dp", card="a2", to="b1")
    event["card"]["printing"] = "pod"
    data = board(
        base("b1", 5, (3, 2, 1), minion("ann", 3, id="a1"), minion("bob", 4, id="b")),
        base("b2", 30, (3, 2, 1), minion("ann", 2, id="a2")),
        events=[event],
    )
    assert places(run(data), "b1")["bob"][0] == 2


def test_fence_pod_may_trade_two_cards_for_a_vp_before_scoring():
    data = board(
        base(
            "b1",
            5,
            (3, 2, 1),
            card("minion", "thieves/fence", "ann", 4, id="f", printing="pod"),
            minion("bob", 5, id="b"),
        ),
        choices=[choice("f", "ann")],
    )
    # Second place (2 VP) and the Fence's VP.
    assert run(data)["vp"]["ann"] == 3


def test_run_away_moves_your_minion_and_another_players_away():
    data = board(
        base(
            "b1",
            5,
            (3, 2, 1),
            minion("ann", 1, id="a1"),
            minion("ann", 3, id="a2"),
            minion("bob", 4, id="b"),
        ),
        base("b2", 30, (3, 2, 1)),
        events=[
            special(
                "before_scoring", "b1", "elves/run-away", "ann", "ra", order=["a1", "b"], to="b2"
            )
        ],
    )
    assert places(run(data), "b1") == {"ann": (1, 3)}


# --- abilities modelled with the hooks of issue 15 ------------------------------------------------


def test_curse_of_uselessness_keeps_its_minions_power_out_of_the_total():
    data = board(
        base(
            "b1",
            4,
            (3, 2, 1),
            minion("ann", 5, id="a"),
            card("action", "clerics/curse-of-uselessness", "bob", id="cu", attached_to="a"),
            minion("bob", 4, id="b"),
        ),
    )
    assert cards_winners(run_cards(data), "b1") == ["bob"]
    assert cards_winners(run_cards(without_ability(data, "cu")), "b1") == ["ann"]


def _shielded_board(shield: dict, source: str) -> dict:
    return board(
        base("b1", 30, (3, 2, 1), minion("ann", 3, id="a"), shield, minion("bob", 4, id="b")),
        events=[{"when": "now", "action": "destroy", "card": "a", "by": "bob", "source": source}],
    )


@pytest.mark.parametrize(
    ("shield", "card_id"),
    [
        (card("action", "halflings/sneaksy", "ann", id="sh"), "sh"),
        (
            card("action", "orcs/too-tough", "ann", id="sh", attached_to="a", printing="original"),
            "sh",
        ),
    ],
)
def test_sneaksy_and_too_tough_shield_from_other_players_actions(shield, card_id):
    data = _shielded_board(shield, "action")
    assert "a" in in_play(run_cards(data))
    assert "a" not in in_play(run_cards(without_ability(data, card_id)))
    # A minion's effect is not stopped.
    assert "a" not in in_play(run_cards(_shielded_board(shield, "minion")))


def test_dork_orc_original_is_not_affected_by_other_players_actions():
    data = board(
        base(
            "b1",
            30,
            (3, 2, 1),
            card("minion", "orcs/dork-orc", "ann", 2, id="do", printing="original"),
        ),
        events=[
            {"when": "now", "action": "destroy", "card": "do", "by": "bob", "source": "action"}
        ],
    )
    assert "do" in in_play(run_cards(data))
    assert "do" not in in_play(run_cards(without_ability(data, "do")))
    # Unknown source: it counts as an action (as for every protection against one type of
    # card), and the reason says so; "source": "minion" gets through.
    del data["events"][0]["source"]
    result = run_cards(data)
    assert "do" in in_play(result)
    assert any("counts as one" in e["text"] for e in result["log"])
    data["events"][0]["source"] = "minion"
    assert "do" not in in_play(run_cards(data))


def test_clever_distraction_original_takes_one_vp_from_the_winner():
    data = board(
        base("b1", 5, (3, 2, 1), minion("ann", 2, id="a"), minion("bob", 4, id="b")),
        events=[
            {
                "when": "after_scoring",
                "base": "b1",
                "action": "special",
                "by": "ann",
                "card": card(
                    "action", "thieves/clever-distraction", "ann", id="cd", printing="original"
                ),
            }
        ],
    )
    result = run_cards(data)
    assert result["vp"] == {"ann": 3, "bob": 2, "cy": 0}
    data["events"] = []
    assert run_cards(data)["vp"] == {"ann": 2, "bob": 3, "cy": 0}


@pytest.mark.parametrize(
    ("key", "printing"),
    [
        ("clerics/curse-of-imprisonment", "original"),
        ("clerics/curse-of-imprisonment", "pod"),
        ("orcs/gimme", "pod"),
    ],
)
def test_curse_of_imprisonment_and_gimme_cancel_their_minions_abilities(key, printing):
    from tests.engine.card_boards import flips, raptor_pair

    data = raptor_pair(card("action", key, "bob", id="cx", attached_to="r1", printing=printing))
    flips(data, "cx", ["bob"], ["ann"])


def test_curse_of_imprisonment_pod_keeps_its_minion_from_moving():
    data = board(
        base(
            "b1",
            30,
            (3, 2, 1),
            minion("ann", 3, id="a"),
            card(
                "action",
                "clerics/curse-of-imprisonment",
                "bob",
                id="ci",
                attached_to="a",
                printing="pod",
            ),
        ),
        base("b2", 30, (3, 2, 1)),
        events=[{"when": "now", "action": "move", "card": "a", "to": "b2", "by": "ann"}],
    )
    assert in_play(run_cards(data))["a"] == "b1"
    assert in_play(run_cards(without_ability(data, "ci")))["a"] == "b2"


# --- lasting effects of played Specials (issue 15) ------------------------------------------


def _last_call(player: str, card_id: str, played: dict) -> dict:
    return special("before_scoring", "b1", "halflings/last-call", player, card_id, play=played)


def test_and_stay_down_refuses_the_other_players_specials_while_the_base_scores():
    bobs = card("minion", "orcs/sword-lord", "bob", 4, id="lc-m")
    data = board(
        base("b1", 5, (3, 2, 1), minion("ann", 5, id="a"), minion("bob", 3, id="b")),
        events=[
            special("before_scoring", "b1", "orcs/and-stay-down", "ann", "asd"),
            _last_call("bob", "lc", bobs),
        ],
    )
    result = run(data)
    assert places(result, "b1")["ann"][0] == 1
    assert [w["event"] for w in result["warnings"] if "event" in w] == [1]
    # Without And Stay Down, bob's Last Call adds a minion of 4: bob wins.
    data["events"] = data["events"][1:]
    assert places(run(data), "b1")["bob"][0] == 1


def test_and_stay_down_is_refused_to_a_player_who_does_not_lead():
    data = board(
        base("b1", 5, (3, 2, 1), minion("ann", 3, id="a"), minion("bob", 3, id="b")),
        events=[special("before_scoring", "b1", "orcs/and-stay-down", "ann", "asd")],
    )
    assert run(data)["skipped_events"][0]["event"] == 0


def test_and_stay_down_pod_stops_weaker_players_specials_while_its_base_scores():
    bobs = card("minion", "orcs/sword-lord", "bob", 4, id="lc-m")
    data = board(
        base(
            "b1",
            5,
            (3, 2, 1),
            card("action", "orcs/and-stay-down", "ann", printing="pod", id="asd"),
            minion("ann", 5, id="a"),
            minion("bob", 3, id="b"),
        ),
        events=[_last_call("bob", "lc", bobs)],
    )
    assert places(run(data), "b1")["ann"][0] == 1
    assert places(run(without_ability(data, "asd")), "b1")["bob"][0] == 1


def test_last_call_cancels_the_played_minions_ability_for_the_turn():
    lord = card("minion", "orcs/sword-lord", "ann", 2, id="sl")
    data = board(
        base("b1", 5, (3, 2, 1), minion("ann", 3, id="a"), minion("bob", 6, id="b")),
        base("b2", 30, (3, 2, 1), minion("ann", 1, id="far")),
        events=[_last_call("ann", "lc", lord)],
    )
    result = run(data)
    # Sword Lord is played, but its +1 to ann's other minions is cancelled this turn.
    assert scoring(result, "b1")["card_powers"]["a"] == 3
    assert places(result, "b1")["bob"][0] == 1
    assert in_play(result).get("sl") is None  # it went with the scored base


def test_helping_hands_takes_one_vp_of_the_helped_winner():
    data = board(
        base(
            "b1",
            5,
            (3, 2, 1),
            minion("ann", 3, id="a"),
            minion("bob", 4, id="b"),
            minion("cy", 5, id="c"),
        ),
        events=[
            special_event(
                "before_scoring",
                "b1",
                "ann",
                {"type": "action", "id": "hh", "owner": "ann", "card": "elves/helping-hands"},
                {"player": "bob"},
            )
        ],
    )
    result = run(data)
    # bob 4 + 2 beats cy 5; ann's minion drops to 1 (third). bob gives one of his 3 VP to ann.
    assert places(result, "b1")["bob"][0] == 1
    assert result["vp"] == {"ann": 2, "bob": 2, "cy": 2}


def test_helping_hands_pod_boosts_a_minion_and_takes_one_vp():
    played = {"type": "action", "id": "hh", "owner": "ann", "card": "elves/helping-hands"}
    played["printing"] = "pod"
    data = board(
        base(
            "b1",
            5,
            (3, 2, 1),
            minion("ann", 3, id="a"),
            minion("bob", 4, id="b"),
            minion("cy", 5, id="c"),
        ),
        events=[special_event("before_scoring", "b1", "ann", played, {"order": ["b", "a"]})],
    )
    result = run(data)
    assert places(result, "b1")["bob"][0] == 1
    assert result["vp"] == {"ann": 2, "bob": 2, "cy": 2}
    # Without the order: the first other player's minion and Ann's, assumed as the one "order"
    # its event's choose gives, which given there is taken.
    del data["events"][0]["choose"]
    assumed = run(data)["assumed_choices"]
    assert [(a["event"], a["choose"]) for a in assumed] == [(0, {"order": ["b", "a"]})]
    data["events"][0]["choose"] = assumed[0]["choose"]
    again = run(data)
    assert again["assumed_choices"] == [] and again["vp"] == result["vp"]


def test_stalling_lets_its_minions_ignore_another_players_destruction():
    data = board(
        base(
            "b1",
            30,
            (3, 2, 1),
            card("action", "orcs/stalling", "ann", id="st"),
            minion("ann", 4, id="a"),
            minion("bob", 3, id="b"),
        ),
        events=[destroy("a", "bob")],
    )
    result = run(data)
    assert "a" in in_play(result)
    assert any(a.get("card") == "st" for a in result["assumed_choices"])
    # Its controller may let the card act (choose null): the minion is destroyed.
    data["choices"] = [{"card": "st", "player": "ann", "choose": None}]
    assert "a" not in in_play(run(data))


# --- issue 25, family 4 ------------------------------------------------------------------------


def test_secret_stash_adds_two_treasures_to_the_reward_of_its_base():
    # Original text: "When this base scores, add two treasure cards to the reward." The winner
    # picks first, then the others by power (all-rules booklet p. 7).
    data = board(
        base(
            "b1",
            5,
            (3, 2, 1),
            minion("ann", 6, id="a"),
            minion("bob", 2, id="b"),
            card("action", "thieves/secret-stash", "ann", id="ss", printing="original"),
        )
    )
    assert scoring(run(data), "b1")["treasure_picks"] == ["ann", "bob"]
    assert scoring(run(without_ability(data, "ss")), "b1")["treasure_picks"] == []


def test_fae_fighter_trades_a_counter_on_a_minion_another_player_plays_for_one_here():
    # "After another player plays a minion, you may place a +1 power counter on it to place a
    # +1 power counter on one of your minions here."
    played = {"type": "minion", "owner": "bob", "id": "x", "power": 1}
    data = board(
        base(
            "b1",
            5,
            (3, 2, 1),
            card("minion", "elves/fae-fighter", "ann", 5, id="ff"),
            minion("bob", 6, id="b"),
        ),
        base("b2", 30, (3, 2, 1)),
        events=[{"when": "now", "action": "play", "to": "b2", "by": "bob", "card": played}],
        choices=[choice("ff", "ann", card="ff")],
    )
    result = run(data)
    # 5 + 1 counter ties Bob's 6.
    assert places(result, "b1") == {"ann": (1, 3), "bob": (1, 3)}
    # Bob's minion took the cost: a counter on it on b2.
    cards = {c["id"]: c for b in result["board"]["bases"] for c in b["cards"]}
    assert cards["x"].get("counters") == 1
    # Declined without a choice: Bob wins alone.
    data["choices"] = []
    assert places(run(data), "b1")["bob"][0] == 1
    assert places(run(data), "b1")["ann"][0] == 2
