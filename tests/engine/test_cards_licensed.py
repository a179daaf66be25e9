"""One test per modelled Marvel and Disney card ability: a board where it changes the outcome,
compared with the same board where the card is typed in (no ability)."""

from __future__ import annotations

import pytest

from simulator.engine import cards
from tests.engine.boards import destroy
from tests.engine.card_boards import (
    base,
    board,
    card,
    flips,
    in_play,
    minion,
    run,
    standings,
    typed,
    winners,
    without_ability,
)


def before(base_id: str, by: str, special: dict, choose: dict) -> dict:
    return {
        "when": "before_scoring",
        "base": base_id,
        "action": "special",
        "by": by,
        "card": special,
        "choose": choose,
    }


# --- Marvel ------------------------------------------------------------------------------------


def test_caps_shield_refuses_a_rivals_destroy_and_gives_one_power_on_captain_america():
    data = board(
        base(
            "b1",
            6,
            (3, 2, 1),
            typed("ann", 3, "a1"),
            typed("ann", 2, "a2"),
            card("action", "ann", "avengers/caps-shield", "cs", attached_to="a1"),
            typed("bob", 4, "b1m"),
        ),
        events=[destroy("a2", "bob")],
    )
    flips(data, "cs", ["ann"], ["bob"])
    cap = board(
        base(
            "b1",
            6,
            (3, 2, 1),
            minion("ann", "avengers/captain-america", "ca", power=5),
            card("action", "ann", "avengers/caps-shield", "cs", attached_to="ca"),
            typed("bob", 6, "b1m"),
        )
    )
    assert standings(run(cap), "b1") == {"ann": 6, "bob": 6}
    assert standings(run(without_ability(cap, "cs")), "b1") == {"ann": 5, "bob": 6}


def test_mjolnir_gives_thor_two_power_and_anyone_else_minus_two():
    thor = board(
        base(
            "b1",
            6,
            (3, 2, 1),
            minion("ann", "avengers/thor", "th", power=5),
            card("action", "ann", "avengers/mjolnir", "mj", attached_to="th"),
            typed("bob", 6, "b1m"),
        )
    )
    flips(thor, "mj", ["ann"], ["bob"])
    thor["bases"][0]["cards"][2] = typed("bob", 4, "b1m")
    thor["bases"][0]["cards"][1]["attached_to"] = "b1m"
    assert standings(run(thor), "b1") == {"ann": 5, "bob": 2}


def test_arnim_zola_counts_your_other_small_characters_here():
    data = board(
        base(
            "b1",
            8,
            (3, 2, 1),
            minion("ann", "hydra/arnim-zola", "az", power=2),
            typed("ann", 2, "a1"),
            typed("ann", 2, "a2"),
            typed("ann", 3, "a3"),
            typed("bob", 10, "b1m"),
        )
    )
    assert standings(run(data), "b1")["ann"] == 11
    flips(data, "az", ["ann"], ["bob"])


@pytest.mark.parametrize(("key", "amount"), [("kree/righteous-fury", 3), ("mulan/family-sword", 3)])
def test_plus_three_modifiers(key, amount):
    data = board(
        base(
            "b1",
            6,
            (3, 2, 1),
            typed("ann", 3, "a1"),
            card("action", "ann", key, "rf", attached_to="a1"),
            typed("bob", 5, "b1m"),
        )
    )
    assert standings(run(data), "b1") == {"ann": 3 + amount, "bob": 5}
    flips(data, "rf", ["ann"], ["bob"])


def test_a_portent_of_doom_gives_one_vp_when_its_base_scores_with_your_power_there():
    data = board(
        base(
            "b1",
            6,
            (3, 2, 1),
            typed("ann", 1, "a1"),
            card("action", "ann", "masters-of-evil/a-portent-of-doom", "pd"),
            typed("bob", 6, "b1m"),
        )
    )
    assert run(data)["vp"] == {"ann": 3, "bob": 3}
    assert run(without_ability(data, "pd"))["vp"] == {"ann": 2, "bob": 3}


def test_ball_and_chain_gives_two_power_and_refuses_a_rivals_destroy():
    data = board(
        base(
            "b1",
            6,
            (3, 2, 1),
            typed("ann", 3, "a1"),
            card("action", "ann", "masters-of-evil/ball-and-chain", "bc", attached_to="a1"),
            typed("bob", 4, "b1m"),
        ),
        events=[destroy("a1", "bob")],
    )
    result = run(data)
    assert standings(result, "b1") == {"ann": 5, "bob": 4}
    assert winners(run(without_ability(data, "bc")), "b1") == []


def test_baron_zemo_gains_one_vp_after_its_base_scores_and_goes_to_the_deck():
    data = board(
        base(
            "b1",
            6,
            (3, 2, 1),
            minion("ann", "masters-of-evil/baron-zemo", "bz", power=5),
            typed("bob", 6, "b1m"),
        )
    )
    result = run(data)
    assert result["vp"] == {"ann": 3, "bob": 3}
    assert "bottom" in "\n".join(e["text"] for e in result["log"] if "bz" in e["text"])
    assert run(without_ability(data, "bz"))["vp"] == {"ann": 2, "bob": 3}


def test_black_mamba_has_one_power_per_four_vp():
    data = board(
        base(
            "b1",
            6,
            (3, 2, 1),
            minion("ann", "masters-of-evil/black-mamba", "bm", power=3),
            typed("bob", 4, "b1m"),
        ),
        vp={"ann": 9, "bob": 0},
    )
    assert standings(run(data), "b1") == {"ann": 5, "bob": 4}
    flips(data, "bm", ["ann"], ["bob"])


@pytest.mark.parametrize("key", ["masters-of-evil/indestructible-form", "frozen/lock-the-gates"])
def test_base_modifiers_keep_your_characters_here_from_a_rivals_destroy(key):
    data = board(
        base(
            "b1",
            6,
            (3, 2, 1),
            typed("ann", 3, "a1"),
            typed("ann", 2, "a2"),
            card("action", "ann", key, "if"),
            typed("bob", 4, "b1m"),
        ),
        events=[destroy("a1", "bob")],
    )
    flips(data, "if", ["ann"], ["bob"])


def test_shield_agent_has_one_more_power_with_another_of_your_characters_here():
    data = board(
        base(
            "b1",
            5,
            (3, 2, 1),
            minion("ann", "shield/shield-agent", "sa", power=2),
            typed("ann", 2, "a1"),
            typed("bob", 4, "b1m"),
        )
    )
    assert standings(run(data), "b1") == {"ann": 5, "bob": 4}
    assert standings(run(without_ability(data, "sa")), "b1") == {"ann": 4, "bob": 4}


def test_cover_the_exits_gives_your_characters_here_one_power():
    data = board(
        base(
            "b1",
            6,
            (3, 2, 1),
            typed("ann", 2, "a1"),
            typed("ann", 2, "a2"),
            card("action", "ann", "sinister-six/cover-the-exits", "ce"),
            typed("bob", 5, "b1m"),
        )
    )
    flips(data, "ce", ["ann"], ["bob"])


def test_electro_lowers_its_bases_breakpoint_by_two():
    data = board(
        base(
            "b1",
            10,
            (3, 2, 1),
            minion("ann", "sinister-six/electro", "el", power=2),
            typed("bob", 6, "b1m"),
        )
    )
    assert run(data)["order"] == ["b1"]
    assert run(without_ability(data, "el"))["order"] == []


def test_witness_our_superiority_cancels_the_bases_abilities():
    data = board(
        base(
            "b1",
            10,
            (3, 2, 1),
            typed("ann", 2, "a1"),
            typed("ann", 2, "a2"),
            typed("ann", 1, "a3"),
            typed("bob", 6, "b1m"),
            card("action", "bob", "sinister-six/witness-our-superiority", "wo"),
            base="the-central-brain",
        )
    )
    flips(data, "wo", ["bob"], ["ann"])


def test_spider_man_2099_cannot_be_destroyed_by_a_rivals_card():
    data = board(
        base(
            "b1",
            3,
            (3, 2, 1),
            minion("ann", "spider-verse/spider-man-2099", "sm", power=2),
            typed("bob", 1, "b1m"),
        ),
        events=[destroy("sm", "bob")],
    )
    flips(data, "sm", ["ann"], [])


def test_spider_verse_bond_counts_your_other_characters_here():
    data = board(
        base(
            "b1",
            8,
            (3, 2, 1),
            typed("ann", 2, "a1"),
            typed("ann", 1, "a2"),
            typed("ann", 1, "a3"),
            card("action", "ann", "spider-verse/spider-verse-bond", "sb", attached_to="a1"),
            typed("bob", 5, "b1m"),
        )
    )
    assert standings(run(data), "b1") == {"ann": 6, "bob": 5}
    flips(data, "sb", ["ann"], ["bob"])


# --- Disney ------------------------------------------------------------------------------------


def test_anna_keeps_your_other_characters_here_from_a_rivals_destroy():
    data = board(
        base(
            "b1",
            6,
            (3, 2, 1),
            minion("ann", "frozen/anna", "an", power=4),
            typed("ann", 2, "a1"),
            typed("bob", 5, "b1m"),
        ),
        events=[destroy("a1", "bob")],
    )
    flips(data, "an", ["ann"], ["bob"])


@pytest.mark.parametrize(
    ("key", "partner"),
    [
        ("frozen/kristoff", "frozen/anna"),
        ("frozen/kristoff", "frozen/sven"),
        ("frozen/marshmallow", "frozen/elsa"),
    ],
)
def test_frozen_partners_give_two_power(key, partner):
    data = board(
        base(
            "b1",
            6,
            (3, 2, 1),
            minion("ann", key, "k1", power=3),
            minion("ann", partner, "p1", power=1),
            typed("bob", 5, "b1m"),
        )
    )
    assert standings(run(data), "b1")["ann"] == 6
    flips(data, "k1", ["ann"], ["bob"])


def test_shan_yu_destroys_a_character_no_stronger_than_one_of_yours_before_scoring():
    special = card("action", "ann", "mulan/shan-yu", "sy")
    data = board(
        base(
            "b1",
            8,
            (3, 2, 1),
            typed("ann", 4, "a1"),
            typed("bob", 4, "b1m"),
            typed("bob", 1, "b2m"),
        ),
        events=[before("b1", "ann", special, {"card": "b1m"})],
    )
    assert winners(run(data), "b1") == ["ann"]
    assert winners(run({**data, "events": []}), "b1") == ["bob"]
    stronger = board(
        base("b1", 8, (3, 2, 1), typed("ann", 3, "a1"), typed("bob", 5, "b1m")),
        events=[before("b1", "ann", special, {"card": "b1m"})],
    )
    refused = run(stronger)
    assert winners(refused, "b1") == ["bob"] and refused["warnings"]


def test_gaston_raises_its_bases_breakpoint_by_five():
    data = board(
        base(
            "b1",
            8,
            (3, 2, 1),
            typed("ann", 5, "a1"),
            typed("bob", 5, "b1m"),
            card("action", "bob", "beauty-and-the-beast/gaston", "ga"),
        )
    )
    assert run(data)["order"] == []
    assert run(without_ability(data, "ga"))["order"] == ["b1"]


def test_monster_garland_gives_three_on_yours_and_minus_two_on_a_rivals():
    data = board(
        base(
            "b1",
            5,
            (3, 2, 1),
            typed("ann", 3, "a1"),
            card(
                "action",
                "ann",
                "the-nightmare-before-christmas/monster-garland",
                "mg",
                attached_to="b1m",
            ),
            typed("bob", 4, "b1m"),
        )
    )
    assert standings(run(data), "b1") == {"ann": 3, "bob": 2}
    flips(data, "mg", ["ann"], ["bob"])
    data["bases"][0]["cards"][1]["attached_to"] = "a1"
    assert standings(run(data), "b1") == {"ann": 6, "bob": 4}


def test_sandy_claws_costume_counts_the_character_modifiers_you_control():
    key = "the-nightmare-before-christmas/sandy-claws-costume"
    data = board(
        base(
            "b1",
            5,
            (3, 2, 1),
            typed("ann", 2, "a1"),
            card("action", "ann", key, "sc", attached_to="a1"),
            typed("bob", 3, "b1m"),
        ),
        base(
            "b2",
            30,
            (3, 2, 1),
            typed("ann", 1, "a2"),
            card("action", "ann", "mulan/family-sword", "fs", attached_to="a2"),
        ),
    )
    assert standings(run(data), "b1") == {"ann": 4, "bob": 3}
    flips(data, "sc", ["ann"], ["bob"])


def test_the_mayor_gives_your_characters_here_one_power_with_your_modifier_here():
    key = "the-nightmare-before-christmas/the-mayor-of-halloween-town"
    data = board(
        base(
            "b1",
            6,
            (3, 2, 1),
            minion("ann", key, "my", power=3),
            typed("ann", 1, "a1"),
            card("action", "ann", "avengers/jarvis", "jv", attached_to="b1m"),
            typed("bob", 5, "b1m"),
        )
    )
    assert standings(run(data), "b1") == {"ann": 6, "bob": 5}
    flips(data, "my", ["ann"], ["bob"])
    # A base modifier is not a character modifier: no bonus.
    data["bases"][0]["cards"][2].pop("attached_to")
    assert standings(run(data), "b1") == {"ann": 4, "bob": 5}


# --- Specials and reactions ---------------------------------------------------------------------


def test_widows_bite_weakens_rivals_there_and_strengthens_black_widow():
    special = card("action", "ann", "avengers/widows-bite", "wb")
    data = board(
        base(
            "b1",
            8,
            (3, 2, 1),
            minion("ann", "avengers/black-widow", "bw", power=5),
            typed("bob", 4, "b1m"),
            typed("bob", 3, "b2m"),
        ),
        events=[before("b1", "ann", special, {})],
    )
    assert standings(run(data), "b1") == {"ann": 7, "bob": 5}
    assert standings(run({**data, "events": []}), "b1") == {"ann": 5, "bob": 7}


def test_with_great_power_gives_two_before_scoring_or_three_now():
    special = card("action", "ann", "spider-verse/with-great-power", "wg")
    data = board(
        base("b1", 8, (3, 2, 1), typed("ann", 4, "a1"), typed("bob", 5, "b1m")),
        events=[before("b1", "ann", special, {"card": "a1"})],
    )
    assert standings(run(data), "b1") == {"ann": 6, "bob": 5}
    assert winners(run({**data, "events": []}), "b1") == ["bob"]
    now = {
        "when": "now",
        "action": "special",
        "by": "ann",
        "card": special,
        "choose": {"card": "a1"},
    }
    assert standings(run({**data, "events": [now]}), "b1") == {"ann": 7, "bob": 5}


def test_miles_morales_is_played_on_the_scoring_base_with_one_less_power():
    miles = minion("ann", "spider-verse/miles-morales", "mm", power=3)
    data = board(
        base("b1", 7, (3, 2, 1), typed("ann", 3, "a1"), typed("bob", 4, "b1m")),
        events=[before("b1", "ann", miles, {})],
    )
    assert standings(run(data), "b1") == {"ann": 5, "bob": 4}
    assert winners(run({**data, "events": []}), "b1") == ["bob"]
    # Without a character of ann's there it is refused.
    alone = board(
        base("b1", 8, (3, 2, 1), typed("bob", 8, "b1m")),
        events=[before("b1", "ann", miles, {})],
    )
    assert run(alone)["warnings"]


def test_comes_great_responsibility_plays_a_character_there_with_one_less_power():
    special = card("action", "ann", "spider-verse/comes-great-responsibility", "cg")
    data = board(
        base("b1", 7, (3, 2, 1), typed("ann", 3, "a1"), typed("bob", 4, "b1m")),
        events=[before("b1", "ann", special, {"play": typed("ann", 3, "a2")})],
    )
    assert standings(run(data), "b1") == {"ann": 5, "bob": 4}
    assert winners(run({**data, "events": []}), "b1") == ["bob"]


def test_scramble_and_repulsor_boots_move_a_character_before_scoring():
    for key, mover in (
        ("ultimates/scramble", typed("ann", 4, "im")),
        ("avengers/repulsor-boots", minion("ann", "avengers/iron-man", "im", power=4)),
    ):
        special = card("action", "ann", key, "sp")
        data = board(
            base("b1", 7, (3, 2, 1), typed("ann", 3, "a1"), typed("bob", 4, "b1m")),
            base("b2", 30, (3, 2, 1), mover),
            events=[before("b1", "ann", special, {"card": "im", "to": "b1"})],
        )
        assert winners(run(data), "b1") == ["ann"]
        assert winners(run({**data, "events": []}), "b1") == ["bob"]
    # Repulsor Boots before scoring move Iron Man only.
    special = card("action", "ann", "avengers/repulsor-boots", "sp")
    data["bases"][1]["cards"] = [typed("ann", 4, "im")]
    data["events"] = [before("b1", "ann", special, {"card": "im", "to": "b1"})]
    assert run(data)["warnings"]


def test_escape_pod_moves_one_of_your_cards_away_from_the_scoring_base():
    special = card("action", "ann", "wreck-it-ralph/escape-pod", "ep")
    data = board(
        base("b1", 6, (3, 2, 1), typed("ann", 5, "a1"), typed("bob", 3, "b1m")),
        base("b2", 8, (3, 2, 1), typed("bob", 4, "b2m")),
        events=[before("b1", "ann", special, {"card": "a1", "to": "b2"})],
    )
    result = run(data)
    assert winners(result, "b2") == ["ann"]
    assert "b2" not in run({**data, "events": []})["order"]


def test_maria_hill_gains_one_power_after_you_play_another_character_here():
    data = board(
        base(
            "b1",
            9,
            (3, 2, 1),
            minion("ann", "shield/maria-hill", "mh", power=4),
            typed("bob", 6, "b1m"),
        ),
        events=[{"when": "now", "action": "play", "card": typed("ann", 2, "a2"), "to": "b1"}],
    )
    assert standings(run(data), "b1") == {"ann": 7, "bob": 6}
    flips(data, "mh", ["ann"], ["ann", "bob"])


def test_move_the_goods_moves_a_base_modifier_after_a_base_scores():
    special = card("action", "ann", "sinister-six/move-the-goods", "mg")
    data = board(
        base("b1", 3, (3, 2, 1), typed("ann", 3, "a1")),
        base(
            "b2",
            8,
            (3, 2, 1),
            typed("ann", 4, "a2"),
            typed("bob", 4, "b1m"),
            card("action", "ann", "frozen/lock-the-gates", "lg"),
        ),
        base("b3", 30, (3, 2, 1), card("action", "ann", "sinister-six/cover-the-exits", "ce")),
        events=[
            {
                "when": "after_scoring",
                "base": "b1",
                "action": "special",
                "by": "ann",
                "card": special,
                "choose": {"card": "ce", "to": "b2"},
            }
        ],
    )
    assert winners(run(data), "b2") == ["ann"]
    assert winners(run({**data, "events": []}), "b2") == ["ann", "bob"]


def test_baymax_shields_your_other_characters_and_moves_one_away_after_scoring():
    data = board(
        base(
            "b1",
            6,
            (3, 2, 1),
            minion("ann", "big-hero-6/baymax", "bx", power=3, counters=1),
            typed("ann", 2, "a1"),
            typed("bob", 5, "b1m"),
        ),
        base("b2", 30, (3, 2, 1)),
        events=[destroy("a1", "bob")],
        choices=[{"card": "bx", "player": "ann", "choose": {"card": "a1", "to": "b2"}}],
    )
    result = run(data)
    assert winners(result, "b1") == ["ann"]
    assert in_play(result) == {"a1": "b2"}
    assert winners(run(without_ability(data, "bx")), "b1") == ["bob"]


def test_zero_has_three_more_power_with_your_modifier_here_and_may_replay_elsewhere():
    data = board(
        base(
            "b1",
            6,
            (3, 2, 1),
            minion("ann", "the-nightmare-before-christmas/zero", "z0", power=0),
            typed("ann", 2, "a1"),
            card("action", "ann", "mulan/family-sword", "fs", attached_to="b1m"),
            typed("bob", 2, "b1m"),
        ),
        base("b2", 30, (3, 2, 1)),
        choices=[{"card": "z0", "player": "ann", "choose": {"to": "b2"}}],
    )
    result = run(data)
    assert standings(result, "b1") == {"ann": 5, "bob": 5}
    assert in_play(result) == {"z0": "b2"}
    assert standings(run(without_ability(data, "z0")), "b1") == {"ann": 2, "bob": 5}


def test_ghostly_presents_forbids_small_characters_to_the_rival_it_is_on():
    data = board(
        base(
            "b1",
            8,
            (3, 2, 1),
            typed("ann", 4, "a1"),
            typed("bob", 3, "b1m"),
            card(
                "action",
                "ann",
                "the-nightmare-before-christmas/ghostly-presents",
                "gp",
                attached_to="b1m",
            ),
        ),
        events=[
            {
                "when": "now",
                "action": "play",
                "card": typed("bob", 2, "b2m"),
                "to": "b1",
                "by": "bob",
            }
        ],
    )
    flips(data, "gp", [], ["bob"])


def test_mufasa_places_counters_when_destroyed_or_discarded_with_its_base():
    data = board(
        base(
            "b1",
            8,
            (3, 2, 1),
            minion("ann", "the-lion-king/mufasa", "mf", power=6),
            typed("bob", 4, "b1m"),
        ),
        base("b2", 5, (3, 2, 1), typed("ann", 2, "a1"), typed("bob", 3, "b2m")),
        events=[destroy("mf", "bob")],
        choices=[{"card": "mf", "player": "ann", "choose": {"order": ["a1", "a1"]}}],
    )
    result = run(data)
    assert standings(result, "b2") == {"ann": 4, "bob": 3}
    assert winners(run(without_ability(data, "mf")), "b2") == ["bob"]
    # Not destroyed: discarded with b1 when it scores first, the counters go on a1 all the same.
    data["events"] = []
    data["bases"][0]["breakpoint"] = 6
    assert standings(run(data), "b2") == {"ann": 4, "bob": 3}


def test_world_domination_moves_to_another_base_after_its_base_scores():
    data = board(
        base(
            "b1",
            5,
            (3, 2, 1),
            typed("ann", 5, "a1"),
            card("action", "ann", "masters-of-evil/world-domination", "wd"),
        ),
        base("b2", 30, (3, 2, 1)),
        base("b3", 30, (3, 2, 1)),
        choices=[{"card": "wd", "player": "ann", "choose": {"to": "b3"}}],
    )
    assert in_play(run(data)) == {"wd": "b3"}
    assert in_play(run(without_ability(data, "wd"))) == {}
    assumed = run({**data, "choices": []})
    assert in_play(assumed) == {"wd": "b2"} and assumed["assumed_choices"]


def test_yokai_weakens_characters_without_counters_and_passes_counters_on():
    data = board(
        base(
            "b1",
            6,
            (3, 2, 1),
            typed("ann", 3, "a1", counters=1),
            typed("bob", 4, "b1m"),
            card("action", "ann", "big-hero-6/yokai", "yk"),
        ),
        base("b2", 6, (3, 2, 1), typed("ann", 2, "a2"), typed("bob", 3, "b2m")),
        choices=[{"card": "yk", "player": "ann", "choose": {"order": ["a2"]}}],
    )
    result = run(data)
    assert standings(result, "b1") == {"ann": 4, "bob": 3}
    # The counter moved from a1 to a2 after b1 scored: b2 reaches its breakpoint, a tie.
    assert winners(result, "b2") == ["ann", "bob"]
    typed_in = run(without_ability(data, "yk"))
    assert standings(typed_in, "b1") == {"ann": 4, "bob": 4}
    assert "b2" not in typed_in["order"]


def test_sandman_has_two_more_power_while_the_breakpoint_is_19_or_less():
    low = board(
        base(
            "b1",
            5,
            (3, 2, 1),
            minion("ann", "sinister-six/sandman", "sm", power=2),
            typed("bob", 3, "b1m"),
        )
    )
    flips(low, "sm", ["ann"], ["bob"])
    high = board(
        base(
            "b1",
            20,
            (3, 2, 1),
            minion("ann", "sinister-six/sandman", "sm", power=2),
            typed("bob", 18, "b1m"),
        )
    )
    assert standings(run(high), "b1")["ann"] == 2


def test_incite_panic_gives_rivals_minus_one_and_lists_its_special_ban():
    data = board(
        base(
            "b1",
            5,
            (3, 2, 1),
            typed("ann", 3, "a1"),
            card("action", "ann", "sinister-six/incite-panic", "ip"),
            typed("bob", 3, "b1m"),
        )
    )
    flips(data, "ip", ["ann"], ["ann", "bob"])
    result = run(data)
    assert standings(result, "b1") == {"ann": 3, "bob": 2}
    assert "ip" in {entry.get("card") for entry in result["not_simulated"]}


def test_im_gonna_wreck_it_lowers_the_breakpoint_by_three():
    data = board(
        base(
            "b1",
            12,
            (3, 2, 1),
            typed("ann", 10, "a1"),
            card("action", "bob", "wreck-it-ralph/im-gonna-wreck-it", "wr"),
        )
    )
    # 10 power reaches 12 - 3; with the card typed in, the base does not score.
    flips(data, "wr", ["ann"], [])


def test_sandman_reads_a_breakpoint_that_reads_the_totals_without_looping():
    # Marking Territory's breakpoint reads who has the most power here, which reads Sandman's
    # power, which reads the breakpoint: the nested read takes Sandman without his bonus.
    data = board(
        base(
            "b1",
            25,
            (3, 2, 1),
            minion("ann", "sinister-six/sandman", "sm", power=2),
            typed("ann", 4, "a1"),
            card("action", "ann", "werewolves/marking-territory", "mt"),
            typed("bob", 5, "b1m"),
        )
    )
    assert standings(run(data), "b1") == {"ann": 2 + 2 + 4, "bob": 5}
    assert winners(run(without_ability(data, "mt")), "b1") == []


def test_webbed_up_gives_minus_two_and_cancels_its_characters_abilities():
    from tests.engine.card_boards import flips, raptor_pair

    data = raptor_pair(card("action", "bob", "spider-verse/webbed-up", "wu", attached_to="r1"))
    result = run(data)
    # r1: printed 2, its own +2 cancelled, -2 from the card.
    assert result["scorings"][0]["card_powers"]["r1"] == 0
    flips(data, "wu", ["bob"], ["ann"])


def test_zombie_duck_toy_changes_its_characters_vp():
    def duck_board(owner: str) -> dict:
        return board(
            base(
                "b1",
                5,
                (3, 2, 1),
                typed("ann", 4, "a"),
                card(
                    "action",
                    owner,
                    "the-nightmare-before-christmas/zombie-duck-toy",
                    "zd",
                    attached_to="a",
                ),
                typed("bob", 2, "b"),
            )
        )

    assert run(duck_board("ann"))["vp"] == {"ann": 4, "bob": 2}
    assert run(duck_board("bob"))["vp"] == {"ann": 2, "bob": 2}
    assert run(without_ability(duck_board("bob"), "zd"))["vp"] == {"ann": 3, "bob": 2}


def test_america_chavez_and_blue_marvel_gain_power_after_moves():
    from tests.engine.card_boards import move_to

    data = board(
        base(
            "b1",
            5,
            (3, 2, 1),
            card("minion", "ann", "ultimates/america-chavez", "ac", power=3),
            typed("bob", 4, "b"),
        ),
        base("b2", 30, (3, 2, 1), card("minion", "ann", "ultimates/blue-marvel", "bm", power=2)),
        events=[move_to("b", "b2", "bob"), move_to("bm", "b1", "ann")],
    )
    # Chavez +1 (bob leaves) +1 (Blue Marvel arrives); Blue Marvel +1 after it moves.
    assert standings(run(data), "b1") == {"ann": 5 + 3}
    assert standings(run(without_ability(without_ability(data, "ac"), "bm")), "b1") == {"ann": 5}
    assert standings(run(without_ability(data, "bm")), "b1") == {"ann": 5 + 2}


def test_supreme_intelligence_gives_another_character_one_after_you_play_an_action():
    action = {
        "when": "now",
        "action": "play",
        "to": "b2",
        "by": "ann",
        "card": {"type": "action", "owner": "ann", "id": "act", "power": 0},
    }
    data = board(
        base(
            "b1",
            10,
            (3, 2, 1),
            minion("ann", "kree/supreme-intelligence", "si", power=5),
            typed("ann", 0, "a0"),
            typed("bob", 5, "b5"),
        ),
        base("b2", 30, (3, 2, 1)),
        events=[action],
        choices=[{"card": "si", "player": "ann", "choose": {"card": "a0"}}],
    )
    assert winners(run(data), "b1") == ["ann"]
    assert sorted(winners(run(without_ability(data, "si")), "b1")) == ["ann", "bob"]


def test_supreme_intelligence_summary_names_both_phases_it_acts_in():
    # The test above plays its action in the Play phase ("now"): the summary must not say it
    # acts only during the Conquest phase.
    ability = cards.lookup("kree/supreme-intelligence", "original")
    assert "Play phase" in ability.summary
    assert "phase Jouer des cartes" in ability.summary_fr


def test_spider_man_gains_one_after_you_play_a_card_with_a_special():
    power = {"type": "action", "owner": "ann", "card": "spider-verse/with-great-power", "id": "wg"}
    data = board(
        base(
            "b1",
            8,
            (3, 2, 1),
            card("minion", "ann", "spider-verse/spider-man", "sm", power=5),
            typed("bob", 8, "b"),
        ),
        events=[before("b1", "ann", power, {"card": "sm"})],
    )
    # 5 + 2 (With Great Power as a Special) + 1: 8 against 8 (typed: 7 against 8).
    assert winners(run(data), "b1") == ["ann", "bob"]
    assert winners(run(without_ability(data, "sm")), "b1") == ["bob"]


def test_oogie_boogie_gives_its_character_zero_power_until_another_reaches_five():
    data = board(
        base(
            "b1",
            4,
            (3, 2, 1),
            typed("bob", 6, "bm"),
            card(
                "action",
                "ann",
                "the-nightmare-before-christmas/oogie-boogie",
                "oo",
                attached_to="bm",
            ),
            typed("ann", 4, "a"),
        )
    )
    assert standings(run(data), "b1") == {"ann": 4, "bob": 0}
    assert winners(run(without_ability(data, "oo")), "b1") == ["bob"]
    # ann's minion reaches 5: Oogie Boogie is destroyed and bob's character has 6 again.
    boost = {"when": "now", "action": "boost", "card": "a", "amount": 1, "by": "ann"}
    assert standings(run({**data, "events": [boost]}), "b1") == {"ann": 5, "bob": 6}
