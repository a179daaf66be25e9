"""One test per modelled Core Set card ability (issue 13): a board where it changes the outcome,
grouped by faction. Each compares with the same board where the card is typed in (no ability)."""

from __future__ import annotations

import pytest

from simulator.engine import BoardError
from tests.engine.card_boards import (
    base,
    board,
    card,
    in_play,
    minion,
    run,
    standings,
    typed,
    winners,
    without_ability,
)

# --- aliens ------------------------------------------------------------------------------------


def test_jammed_signal_cancels_the_base_ability_while_it_stays():
    # A base giving +1 to each minion here (The Central Brain), jammed: ann's 3 minions lose
    # their bonus and bob wins.
    data = board(
        base(
            "b1",
            10,
            (3, 2, 1),
            typed("ann", 2, "a1"),
            typed("ann", 2, "a2"),
            typed("ann", 1, "a3"),
            typed("bob", 6, "b1m"),
            card("action", "bob", "aliens/jammed-signal", "js"),
            base="the-central-brain",
        )
    )
    assert winners(run(data), "b1") == ["bob"]
    assert winners(run(without_ability(data, "js")), "b1") == ["ann"]


def test_scout_may_return_to_hand_after_its_base_scores():
    data = board(
        base("b1", 3, (3, 2, 1), minion("ann", "aliens/scout", "sc")),
        base("b2", 20, (3, 2, 1)),
        choices=[{"card": "sc", "player": "ann", "choose": {}}],
    )
    result = run(data)
    assert any("returned" in e["text"] and "sc" in e["text"] for e in result["log"])
    declined = run({**data, "choices": []})
    assumed = [a for a in declined["assumed_choices"] if a.get("card") == "sc"]
    assert assumed and assumed[0]["ability"] == "aliens/scout"


# --- dinosaurs ---------------------------------------------------------------------------------


def test_war_raptors_count_each_other_and_follow_a_move_at_once():
    # Three War Raptors (2 + 3 each), one moved away by a scripted event before scoring: the
    # two left have 2 + 2 each.
    data = board(
        base(
            "b1",
            12,
            (3, 2, 1),
            minion("ann", "dinosaurs/war-raptor", "r1"),
            minion("ann", "dinosaurs/war-raptor", "r2"),
            minion("ann", "dinosaurs/war-raptor", "r3"),
            typed("bob", 9, "b1m"),
        ),
        base("b2", 30, (3, 2, 1)),
        events=[
            {"when": "before_scoring", "base": "b1", "action": "move", "card": "r3", "to": "b2"}
        ],
    )
    result = run(data)
    assert standings(result, "b1") == {"ann": 8, "bob": 9}
    assert winners(result, "b1") == ["bob"]
    assert result["scorings"][0]["card_powers"]["r1"] == 4
    typed_in = without_ability(data, "r1")
    typed_in = without_ability(without_ability(typed_in, "r2"), "r3")
    assert winners(run(typed_in), "b1") == ["bob"]
    assert "Power of r1" in "\n".join(e["text"] for e in result["log"])


def test_pod_war_raptor_prints_x_so_its_power_is_required():
    data = board(
        base("b1", 20, (3, 2, 1), minion("ann", "dinosaurs/war-raptor", "r1", printing="pod"))
    )
    try:
        run(data)
    except BoardError as error:
        assert error.field == "bases[0].cards[0].power"
    else:
        raise AssertionError("a POD War Raptor without power was accepted")


def test_upgrade_gives_its_minion_two_power_and_leaves_with_it():
    data = board(
        base(
            "b1",
            10,
            (3, 2, 1),
            typed("ann", 4, "a1"),
            card("action", "ann", "dinosaurs/upgrade", "up", attached_to="a1"),
            typed("bob", 5, "b1m"),
            typed("bob", 1, "b2m"),
        )
    )
    assert standings(run(data), "b1") == {"ann": 6, "bob": 6}
    assert standings(run(without_ability(data, "up")), "b1") == {"ann": 4, "bob": 6}


def test_tooth_and_claw_refuses_another_players_destroy():
    data = board(
        base(
            "b1",
            4,
            (3, 2, 1),
            typed("ann", 5, "a1"),
            card("action", "ann", "dinosaurs/tooth-and-claw-and-guns", "tc", attached_to="a1"),
            typed("bob", 4, "b1m"),
        ),
        events=[{"when": "now", "action": "destroy", "card": "a1", "by": "bob"}],
    )
    assert winners(run(data), "b1") == ["ann"]
    assert winners(run(without_ability(data, "tc")), "b1") == ["bob"]


def test_tooth_and_claw_pod_slug_is_the_same_card():
    data = board(
        base(
            "b1",
            4,
            (3, 2, 1),
            typed("ann", 5, "a1"),
            card(
                "action",
                "ann",
                "dinosaurs/tooth-and-clawand-guns",
                "tc",
                attached_to="a1",
                printing="pod",
            ),
            typed("bob", 4, "b1m"),
        ),
        events=[{"when": "now", "action": "destroy", "card": "a1", "by": "bob"}],
    )
    assert winners(run(data), "b1") == ["ann"]


def test_wildlife_preserve_shields_its_controllers_minions_here():
    data = board(
        base(
            "b1",
            4,
            (3, 2, 1),
            typed("ann", 5, "a1"),
            card("action", "ann", "dinosaurs/wildlife-preserve", "wp"),
            typed("bob", 4, "b1m"),
        ),
        events=[{"when": "now", "action": "return", "card": "a1", "by": "bob"}],
    )
    assert winners(run(data), "b1") == ["ann"]
    assert winners(run(without_ability(data, "wp")), "b1") == ["bob"]


# --- ninjas ------------------------------------------------------------------------------------


def test_poison_takes_four_power_from_its_minion():
    data = board(
        base(
            "b1",
            6,
            (3, 2, 1),
            typed("ann", 6, "a1"),
            card("action", "bob", "ninjas/poison", "po", attached_to="a1"),
            typed("bob", 4, "b1m"),
        )
    )
    assert winners(run(data), "b1") == ["bob"]
    assert winners(run(without_ability(data, "po")), "b1") == ["ann"]


def test_hidden_ninja_plays_a_minion_on_the_scoring_base():
    data = board(
        base("b1", 8, (3, 2, 1), typed("ann", 4, "a1"), typed("bob", 5, "b1m")),
        events=[
            {
                "when": "before_scoring",
                "base": "b1",
                "action": "special",
                "by": "ann",
                "card": card("action", "ann", "ninjas/hidden-ninja", "hn"),
                "choose": {"play": typed("ann", 3, "a2")},
            }
        ],
    )
    result = run(data)
    assert winners(result, "b1") == ["ann"]
    assert result["warnings"] == []


def test_hidden_ninja_now_is_skipped_with_a_warning():
    data = board(
        base("b1", 8, (3, 2, 1), typed("ann", 4, "a1"), typed("bob", 5, "b1m")),
        events=[
            {
                "when": "now",
                "action": "special",
                "by": "ann",
                "card": card("action", "ann", "ninjas/hidden-ninja", "hn"),
                "choose": {"play": typed("ann", 3, "a2")},
            }
        ],
    )
    result = run(data)
    assert winners(result, "b1") == ["bob"]
    assert result["warnings"][0]["event"] == 0
    assert "before a base scores" in result["warnings"][0]["text"]
    assert result["skipped_events"][0]["event"] == 0


def test_shinobi_once_per_base():
    shinobi = {"when": "before_scoring", "base": "b1", "action": "special", "by": "ann"}
    data = board(
        base("b1", 8, (3, 2, 1), typed("ann", 1, "a1"), typed("bob", 8, "b1m")),
        events=[
            {**shinobi, "card": minion("ann", "ninjas/shinobi", "s1")},
            {**shinobi, "card": minion("ann", "ninjas/shinobi", "s2")},
        ],
    )
    result = run(data)
    # One Shinobi joins (1 + 3 = 4); the second is refused.
    assert standings(result, "b1") == {"ann": 4, "bob": 8}
    assert [w["event"] for w in result["warnings"]] == [1]


def test_smoke_bomb_shields_its_minion_from_a_move():
    data = board(
        base(
            "b1",
            4,
            (3, 2, 1),
            typed("ann", 5, "a1"),
            card("action", "ann", "ninjas/smoke-bomb", "sb", attached_to="a1"),
            typed("bob", 4, "b1m"),
        ),
        base("b2", 30, (3, 2, 1)),
        events=[{"when": "now", "action": "move", "card": "a1", "to": "b2", "by": "bob"}],
    )
    assert winners(run(data), "b1") == ["ann"]
    assert winners(run(without_ability(data, "sb")), "b1") == ["bob"]


# --- pirates -----------------------------------------------------------------------------------


def test_pirate_king_moves_to_the_scoring_base_when_chosen():
    data = board(
        base("b1", 12, (3, 2, 1), typed("ann", 4, "a1"), typed("bob", 8, "b1m")),
        base("b2", 30, (3, 2, 1), minion("ann", "pirates/pirate-king", "pk")),
        choices=[{"card": "pk", "player": "ann", "choose": {}}],
    )
    assert winners(run(data), "b1") == ["ann"]
    assert winners(run(without_ability(data, "pk")), "b1") == ["bob"]


def test_pirate_king_is_assumed_to_move_and_an_explicit_null_declines():
    data = board(
        base("b1", 12, (3, 2, 1), typed("ann", 4, "a1"), typed("bob", 8, "b1m")),
        base("b2", 30, (3, 2, 1), minion("ann", "pirates/pirate-king", "pk")),
    )
    result = run(data)
    assert winners(result, "b1") == ["ann"]
    assert [(a["card"], a["choose"]) for a in result["assumed_choices"]] == [("pk", {})]
    assert "assumed to move" in result["assumed_choices"][0]["reason"]
    data["choices"] = [{"card": "pk", "player": "ann", "choose": None}]
    declined = run(data)
    assert winners(declined, "b1") == ["bob"]
    assert declined["assumed_choices"] == []


def test_first_mate_moves_away_instead_of_the_discard_pile():
    data = board(
        base("b1", 2, (3, 2, 1), minion("ann", "pirates/first-mate", "fm")),
        base("b2", 30, (3, 2, 1)),
        choices=[{"card": "fm", "player": "ann", "choose": {"to": "b2"}}],
    )
    assert in_play(run(data)) == {"fm": "b2"}
    assert in_play(run(without_ability(data, "fm"))) == {}


def test_buccaneer_moves_instead_of_being_destroyed():
    data = board(
        base("b1", 8, (3, 2, 1), minion("ann", "pirates/buccaneer", "bu"), typed("bob", 3, "b1m")),
        base("b2", 30, (3, 2, 1)),
        events=[{"when": "now", "action": "destroy", "card": "bu", "by": "bob"}],
        choices=[{"card": "bu", "player": "ann", "choose": {"to": "b2"}}],
    )
    assert in_play(run(data))["bu"] == "b2"
    assert "bu" not in in_play(run(without_ability(data, "bu")))


def test_full_sail_moves_a_minion_before_scoring():
    data = board(
        base("b1", 10, (3, 2, 1), typed("ann", 3, "a1"), typed("bob", 7, "b1m")),
        base("b2", 30, (3, 2, 1), typed("ann", 5, "a2")),
        events=[
            {
                "when": "before_scoring",
                "base": "b1",
                "action": "special",
                "by": "ann",
                "card": card("action", "ann", "pirates/full-sail", "fs"),
                "choose": {"card": "a2", "to": "b1"},
            }
        ],
    )
    assert winners(run(data), "b1") == ["ann"]


def test_the_kraken_moves_a_minion_away_after_its_base_scores():
    data = board(
        base(
            "b1",
            5,
            (3, 2, 1),
            card("titan", "ann", "pirates/the-kraken", "kr", power=0, printing="pod"),
            typed("ann", 5, "a1"),
        ),
        base("b2", 30, (3, 2, 1)),
        choices=[{"card": "kr", "player": "ann", "choose": {"card": "a1", "to": "b2"}}],
    )
    assert in_play(run(data)) == {"a1": "b2"}
    assert in_play(run(without_ability(data, "kr"))) == {}


# --- robots ------------------------------------------------------------------------------------


def test_microbot_alpha_counts_its_controllers_other_minions_everywhere():
    data = board(
        base(
            "b1",
            8,
            (3, 2, 1),
            minion("ann", "robots/microbot-alpha", "al"),
            typed("ann", 2, "a1"),
            typed("bob", 5, "b1m"),
        ),
        base("b2", 30, (3, 2, 1), typed("ann", 1, "a2"), typed("ann", 1, "a3")),
    )
    # Alpha: 1 + 3 others = 4; with a1 2 = 6 against 5.
    assert winners(run(data), "b1") == ["ann"]
    assert winners(run(without_ability(data, "al")), "b1") == ["bob"]


def test_microbot_fixer_gives_microbots_one_power_everywhere():
    data = board(
        base(
            "b1",
            6,
            (3, 2, 1),
            minion("ann", "robots/microbot-alpha", "al"),
            typed("ann", 1, "a1"),
            typed("bob", 5, "b1m"),
        ),
        base("b2", 30, (3, 2, 1), minion("ann", "robots/microbot-fixer", "fx")),
    )
    # Alpha 1 + 2 others + 1 (Fixer) = 4; a1 is a Microbot (Alpha): 1 + 1 = 2; total 6 > 5.
    assert standings(run(data), "b1") == {"ann": 6, "bob": 5}
    assert standings(run(without_ability(data, "fx")), "b1") == {"ann": 4, "bob": 5}


def test_nukebot_destroys_the_other_players_minions_when_destroyed():
    data = board(
        base(
            "b1",
            6,
            (3, 2, 1),
            minion("ann", "robots/nukebot", "nk"),
            typed("ann", 1, "a1"),
            typed("bob", 5, "b1m"),
        ),
        events=[{"when": "now", "action": "destroy", "card": "nk", "by": "bob"}],
    )
    # Nukebot goes, bob's minion with it: ann's 1 alone, the base no longer reaches 6.
    assert run(data)["scorings"] == []
    assert winners(run(without_ability(data, "nk")), "b1") == ["bob"]


def test_warbot_cannot_be_destroyed_even_by_a_base():
    data = board(
        base("b1", 30, (3, 2, 1), minion("ann", "robots/warbot", "wb")),
        events=[{"when": "now", "action": "destroy", "card": "wb"}],
    )
    assert "wb" in in_play(run(data))
    assert "wb" not in in_play(run(without_ability(data, "wb")))


# --- tricksters --------------------------------------------------------------------------------


def test_big_funny_giant_gives_its_winning_controller_one_vp():
    data = board(
        base(
            "b1",
            5,
            (3, 2, 1),
            card("titan", "ann", "tricksters/big-funny-giant", "bfg", power=0, printing="pod"),
            typed("ann", 5, "a1"),
        ),
        players=("ann", "bob"),
    )
    assert run(data)["vp"]["ann"] == 4
    assert run(without_ability(data, "bfg"))["vp"]["ann"] == 3


def test_flame_trap_destroys_another_players_minion_played_there():
    for printing in ("original", "pod"):
        data = board(
            base(
                "b1",
                8,
                (3, 2, 1),
                typed("ann", 5, "a1"),
                card("action", "ann", "tricksters/flame-trap", "ft", printing=printing),
            ),
            events=[{"when": "now", "action": "play", "to": "b1", "card": typed("bob", 6, "b2m")}],
        )
        result = run(data)
        assert winners(result, "b1") == [], printing
        assert "ft" not in in_play(result)
        assert winners(run(without_ability(data, "ft")), "b1") == ["bob"]


def test_pod_gnome_may_destroy_a_weaker_minion_before_its_base_scores():
    data = board(
        base(
            "b1",
            8,
            (3, 2, 1),
            minion("ann", "tricksters/gnome", "gn", printing="pod"),
            typed("ann", 1, "a1"),
            typed("bob", 1, "b1m"),
            typed("bob", 3, "b2m"),
        ),
        choices=[{"card": "gn", "player": "ann", "choose": {"card": "b1m"}}],
    )
    # ann has 2 minions here: bob's 1-power minion goes; ann 4 vs bob 3.
    assert winners(run(data), "b1") == ["ann"]
    assert winners(run(without_ability(data, "gn")), "b1") == ["ann", "bob"]


def test_leprechaun_destroys_a_weaker_minion_another_player_plays_here():
    for printing in ("original", "pod"):
        data = board(
            base(
                "b1",
                8,
                (3, 2, 1),
                minion("ann", "tricksters/leprechaun", "lp", printing=printing),
                typed("bob", 4, "b1m"),
            ),
            events=[{"when": "now", "action": "play", "to": "b1", "card": typed("bob", 2, "b2m")}],
        )
        assert standings(run(data), "b1") == {"ann": 5, "bob": 4}, printing
        assert standings(run(without_ability(data, "lp")), "b1") == {"ann": 5, "bob": 6}


# --- zombies -----------------------------------------------------------------------------------


def test_overrun_forbids_other_players_minion_plays():
    data = board(
        base(
            "b1",
            8,
            (3, 2, 1),
            typed("ann", 5, "a1"),
            card("action", "ann", "zombies/overrun", "ov"),
        ),
        events=[{"when": "now", "action": "play", "to": "b1", "card": typed("bob", 6, "b2m")}],
    )
    result = run(data)
    assert result["scorings"] == []
    assert result["warnings"][0]["event"] == 0
    assert winners(run(without_ability(data, "ov")), "b1") == ["bob"]


def test_a_minion_played_by_hidden_ninja_keeps_its_own_ability():
    # Hidden Ninja plays a War Raptor beside two others: each of the three has 2 + 3.
    data = board(
        base(
            "b1",
            12,
            (3, 2, 1),
            minion("ann", "dinosaurs/war-raptor", "r1"),
            minion("ann", "dinosaurs/war-raptor", "r2"),
            typed("bob", 9, "b1m"),
        ),
        events=[
            {
                "when": "before_scoring",
                "base": "b1",
                "action": "special",
                "by": "ann",
                "card": card("action", "ann", "ninjas/hidden-ninja", "hn"),
                "choose": {"play": minion("ann", "dinosaurs/war-raptor", "r3")},
            }
        ],
    )
    assert standings(run(data), "b1") == {"ann": 15, "bob": 9}


def test_a_leprechaun_played_by_hidden_ninja_watches_later_plays():
    data = board(
        base("b1", 8, (3, 2, 1), typed("ann", 1, "a1"), typed("bob", 7, "b1m")),
        events=[
            {
                "when": "before_scoring",
                "base": "b1",
                "action": "special",
                "by": "ann",
                "card": card("action", "ann", "ninjas/hidden-ninja", "hn"),
                "choose": {"play": minion("ann", "tricksters/leprechaun", "lp")},
            },
            {
                "when": "before_scoring",
                "base": "b1",
                "action": "play",
                "to": "b1",
                "card": typed("bob", 2, "b2m"),
            },
        ],
    )
    # bob's 2-power minion played after the Leprechaun (5) is destroyed: ann 6, bob 7.
    assert standings(run(data), "b1") == {"ann": 6, "bob": 7}


def test_assassination_destroys_its_minion_at_the_end_of_the_turn():
    for key, printing in (("ninjas/assassination", "original"), ("ninjas/assassin", "pod")):
        data = board(
            base(
                "b1",
                30,
                (3, 2, 1),
                typed("bob", 3, "b1m"),
                card("action", "ann", key, "as", attached_to="b1m", printing=printing),
            )
        )
        after = in_play(run(data))
        assert "b1m" not in after and "as" not in after
        # Before the end of the turn (end_of_turn false) the minion is still there.
        assert "b1m" in in_play(run({**data, "end_of_turn": False}))


def _destroy_by_action(card_id: str) -> dict:
    return {"when": "now", "action": "destroy", "card": card_id, "by": "bob", "source": "action"}


def test_hideout_shields_its_minions_once_from_another_players_action():
    data = board(
        base(
            "b1",
            30,
            (3, 2, 1),
            card("action", "ann", "tricksters/hideout", "ho"),
            typed("ann", 3, "a1"),
            typed("ann", 2, "a2"),
        ),
        events=[_destroy_by_action("a1"), _destroy_by_action("a2")],
    )
    after = in_play(run(data))
    # The first action is stopped and the Hideout is destroyed; the second one acts.
    assert "a1" in after and "a2" not in after and "ho" not in after
    assert "a1" not in in_play(run(without_ability(data, "ho")))


def test_hideout_pod_stops_other_players_moving_minions_to_its_base():
    data = board(
        base("b1", 6, (3, 2, 1), typed("ann", 4, "a1"), typed("bob", 3, "b1m")),
        base(
            "b2",
            30,
            (3, 2, 1),
            card("action", "ann", "tricksters/hideout", "ho", printing="pod"),
            typed("ann", 1, "a2"),
        ),
        events=[{"when": "now", "action": "move", "card": "a1", "to": "b2", "by": "bob"}],
    )
    # ann's minion stays on b1: ann wins it.
    assert winners(run(data), "b1") == ["ann"]
    assert winners(run(without_ability(data, "ho")), "b1") == []


def test_block_the_path_refuses_minions_of_the_named_faction_there():
    data = board(
        base(
            "b1",
            6,
            (3, 2, 1),
            card("action", "ann", "tricksters/block-the-path", "bp"),
            typed("ann", 4, "a1"),
            typed("bob", 3, "b1m"),
        ),
        events=[
            {
                "when": "now",
                "action": "play",
                "to": "b1",
                "card": minion("bob", "ninjas/shinobi", "sh"),
            }
        ],
        choices=[{"card": "bp", "player": "ann", "choose": {"factions": ["ninjas"]}}],
    )
    result = run(data)
    assert winners(result, "b1") == ["ann"]
    assert [w["event"] for w in result["warnings"] if "event" in w] == [0]
    # Another faction named: the Shinobi comes in and bob (3 + 3) wins.
    data["choices"][0]["choose"]["factions"] = ["pirates"]
    assert winners(run(data), "b1") == ["bob"]
    # No faction given: plays are not checked, and the card is listed.
    result = run({**data, "choices": []})
    assert winners(result, "b1") == ["bob"]
    assert any(e.get("card") == "bp" for e in result["not_simulated"])


def test_several_end_of_turn_effects_resolve_in_table_order_listed_as_assumed():
    data = board(
        base(
            "b1",
            30,
            (3, 2, 1),
            typed("bob", 3, "m1"),
            card("action", "ann", "ninjas/assassination", "as1", attached_to="m1"),
            typed("bob", 2, "m2"),
            card("action", "ann", "ninjas/assassination", "as2", attached_to="m2"),
        )
    )
    result = run(data)
    assert not {"m1", "m2"} & set(in_play(result))
    [assumed] = [a for a in result["assumed_choices"] if a["ability"] is None]
    assert assumed["choose"] == {"order": ["as1", "as2"]} and assumed["base"] is None
    # Given back as listed ("base": null), in another order: applied, logged, nothing assumed.
    given = {"base": None, "player": "ann", "choose": {"order": ["as2", "as1"]}}
    result = run({**data, "choices": [given]})
    assert not {"m1", "m2"} & set(in_play(result))
    assert [a for a in result["assumed_choices"] if a["ability"] is None] == []
    assert result["unused_choices"] == []
    [line] = [e for e in result["log"] if e["message"] == "end.effects-order.given"]
    assert "as2, as1" in line["text"] and "as2, as1" in line["text_fr"]
    # A null base is only for that order.
    with pytest.raises(BoardError) as raised:
        run({**data, "choices": [{"base": None, "player": "ann", "choose": {"card": "m1"}}]})
    assert raised.value.field == "choices[0].base"


def test_arcane_protector_has_one_power_per_two_cards_in_hand():
    titan = {"type": "titan", "controller": "ann", "card": "wizards/arcane-protector", "power": 0}
    titan["id"] = "ap"
    data = board(base("b1", 6, (3, 2, 1), titan, typed("ann", 2, "a1"), typed("bob", 4, "b1m")))
    # 5 cards in hand: +2, ann 4 ties bob; 7 cards: +3, ann wins alone.
    assert winners(run({**data, "hand_size": {"ann": 7}}), "b1") == ["ann"]
    assert standings(run({**data, "hand_size": {"ann": 5}}), "b1") == {"ann": 4, "bob": 4}
    result = run(data)
    assert any(e.get("card") == "ap" for e in result["not_simulated"])


def test_fort_titanosaurus_pod_adds_counters_after_you_play_an_action_on_a_minion():
    # POD: "Once per turn, after you play an action that directly affects one or more minions,
    # you may place a +1 power counter on one of those minions and/or on this titan." Ann plays
    # an action on her minion: a counter on it and one on the titan, 3 + 1 + 1 > 4.
    played = {"type": "action", "owner": "ann", "id": "act", "power": 0, "attached_to": "a"}
    data = board(
        base(
            "b1",
            5,
            (3, 2, 1),
            typed("ann", 3, "a"),
            card("titan", "ann", "dinosaurs/fort-titanosaurus", "ft", power=0, printing="pod"),
            typed("bob", 4, "b"),
        ),
        base("b2", 30, (3, 2, 1)),
        events=[{"when": "now", "action": "play", "to": "b1", "by": "ann", "card": played}],
        choices=[{"card": "ft", "player": "ann", "choose": {"card": "a"}}],
    )
    assert winners(run(data), "b1") == ["ann"]
    # Declined without a choice: 3 against 4.
    data["choices"] = []
    assert winners(run(data), "b1") == ["bob"]


def test_fort_titanosaurus_pod_hears_the_minions_a_one_shot_action_affected():
    # The same, after a one-shot action of the Play phase that acts on a minion without staying
    # on it (Augmentation: +4 until the end of the turn): the minion it raised is one of "those
    # minions" (the play's own effect lists it, PlayPhase._resolve_own).
    aug = {"type": "action", "owner": "ann", "id": "aug", "card": "dinosaurs/augmentation"}
    data = board(
        base(
            "b1",
            30,
            (3, 2, 1),
            typed("ann", 3, "a"),
            card("titan", "ann", "dinosaurs/fort-titanosaurus", "ft", power=0, printing="pod"),
            typed("bob", 4, "b"),
        ),
        events=[
            {
                "when": "now",
                "action": "play",
                "to": "b1",
                "by": "ann",
                "card": aug,
                "choose": {"card": "a"},
            }
        ],
        choices=[{"card": "ft", "player": "ann", "choose": {"card": "a"}}],
    )
    counters = {c["id"]: c.get("counters", 0) for c in run(data)["board"]["bases"][0]["cards"]}
    assert counters == {"a": 1, "ft": 1, "b": 0}
