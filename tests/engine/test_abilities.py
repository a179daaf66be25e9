"""Every modelled base ability, both printings where they differ (stats typed in: no catalog).

The abilities are paraphrased in simulator/engine/abilities/*; the printed texts are in the
source data (official-wiki-pod/smashup-bases.json, original-bases/bases.json).
"""

import pytest

from simulator.engine import BoardError, simulate
from simulator.engine.abilities import MODELLED, NOT_SIMULATED, registered

from .boards import (
    action,
    base,
    board,
    choose,
    destroy,
    minion,
    monster,
    named,
    places,
    play,
    run,
    scoring,
)

TESTED: set[tuple[str, str | None]] = set()


def covers(slug: str, printing: str | None = None):
    TESTED.add((slug, printing))

    def mark(func):
        return func

    return mark


def assumed_for(result: dict, slug: str) -> list[dict]:
    return [a for a in result["assumed_choices"] if a["ability"] == slug]


# --- Core set --------------------------------------------------------------------------------


@covers("ninja-dojo")
def test_ninja_dojo_winner_may_destroy_any_minion():
    data = board(
        named("d", "ninja-dojo", 5, (2, 3, 2), minion("ann", 5)),
        base("b2", 8, (3, 2, 1), minion("bob", 6), minion("cy", 2, id="victim")),
        choices=[choose("d", "ann", {"card": "victim"})],
    )
    result = run(data)
    assert result["order"] == ["d"]  # b2 lost 2 power and stays below its breakpoint
    assert [c.get("id") for c in result["board"]["bases"][0]["cards"]] == [None]
    declined = run({**data, "choices": []})
    assert declined["order"] == ["d", "b2"]
    assert assumed_for(declined, "ninja-dojo")[0]["choose"] is None


@covers("ninja-dojo")
def test_ninja_dojo_tied_winners_each_may_destroy():
    """Core rulebook tie example: tied winners may all use the effect (booklet p. 6)."""
    data = board(
        named("d", "ninja-dojo", 6, (2, 3, 2), minion("ann", 3), minion("bob", 3)),
        base("b2", 30, (3, 2, 1), minion("cy", 2, id="x"), minion("cy", 2, id="y")),
        choices=[choose("d", "ann", {"card": "x"}), choose("d", "bob", {"card": "y"})],
    )
    result = run(data)
    assert result["board"]["bases"][0]["cards"] == []


@covers("the-grey-opal")
def test_grey_opal_non_winners_may_move_a_minion_away():
    data = board(
        named("g", "the-grey-opal", 10, (3, 1, 1), minion("ann", 7), minion("bob", 3, id="m2")),
        base("b2", 6, (3, 2, 1), minion("bob", 3)),
        choices=[choose("g", "bob", {"card": "m2", "to": "b2"})],
    )
    result = run(data)
    assert result["order"] == ["g", "b2"]
    assert places(result, "b2") == {"bob": (1, 3)}


@covers("tortuga")
def test_tortuga_runner_up_moves_a_minion_to_the_replacement_which_then_scores():
    data = board(
        named("t", "tortuga", 10, (4, 3, 2), minion("ann", 6), minion("bob", 4)),
        base("b2", 30, (3, 2, 1), minion("bob", 5, id="m5")),
        base_deck=[{"id": "n1", "breakpoint": 5, "vp": [2, 1, 1]}],
        choices=[choose("t", "bob", {"card": "m5"})],
    )
    result = run(data)
    assert result["order"] == ["t", "n1"]
    assert places(result, "n1") == {"bob": (1, 2)}


@covers("factory-436-1337")
def test_factory_gives_the_winner_one_vp_per_five_power():
    data = board(named("f", "factory-436-1337", 20, (2, 2, 1), minion("ann", 14), minion("bob", 6)))
    result = run(data)
    assert result["vp"] == {"ann": 2 + 2, "bob": 2, "cy": 0}
    assert scoring(result, "f")["standings"][0]["bonus_vp"] == 2


@covers("the-central-brain")
def test_central_brain_gives_each_minion_one_power():
    data = board(named("c", "the-central-brain", 8, (4, 2, 1), minion("ann", 3), minion("bob", 3)))
    result = run(data)
    assert scoring(result, "c")["total_power"] == 8
    assert places(result, "c") == {"ann": (1, 4), "bob": (1, 4)}


@covers("cave-of-shinies", "original")
def test_cave_of_shinies_original_each_destroyed_minion_gives_its_owner_a_vp():
    data = board(
        named(
            "c",
            "cave-of-shinies",
            30,
            (4, 2, 1),
            minion("ann", 1, id="a"),
            minion("ann", 1, id="b"),
        ),
        events=[
            destroy("a", by="bob"),
            destroy("b", by="bob"),
        ],
    )
    assert run(data)["vp"]["ann"] == 2


@covers("cave-of-shinies", "pod")
def test_cave_of_shinies_pod_once_per_turn():
    data = board(
        named(
            "c",
            "cave-of-shinies",
            30,
            (4, 2, 1),
            minion("ann", 1, id="a"),
            minion("ann", 1, id="b"),
            printing="pod",
        ),
        events=[
            destroy("a", by="bob"),
            destroy("b", by="bob"),
        ],
    )
    assert run(data)["vp"]["ann"] == 1


@covers("school-of-wizardry")
def test_school_of_wizardry_winner_picks_the_replacement_among_the_top_three():
    deck = [{"id": f"n{i}", "breakpoint": 20 + i, "vp": [3, 2, 1]} for i in range(1, 5)]
    data = board(
        named("s", "school-of-wizardry", 5, (3, 2, 1), minion("ann", 5)),
        base_deck=deck,
        choices=[choose("s", "ann", {"base": "n3", "order": ["n2", "n1"]})],
    )
    result = run(data)
    assert scoring(result, "s")["replaced_by"] == "n3"
    assert [b["id"] for b in result["board"]["base_deck"]] == ["n2", "n1", "n4"]
    default = run({**data, "choices": []})
    assert scoring(default, "s")["replaced_by"] == "n1"
    assert assumed_for(default, "school-of-wizardry")[0]["choose"] == {"base": "n1"}
    with pytest.raises(BoardError) as caught:
        simulate({**data, "choices": [choose("s", "ann", {"base": "n4"})]})
    assert caught.value.field == "choices[0].choose.base"


@covers("rhodes-plaza-mall")
def test_rhodes_plaza_mall_one_vp_per_minion():
    data = board(
        named(
            "r",
            "rhodes-plaza-mall",
            6,
            (0, 0, 0),
            minion("ann", 2),
            minion("ann", 2),
            minion("bob", 2),
            monster(0, controller="cy"),
        )
    )
    assert run(data)["vp"] == {"ann": 2, "bob": 1, "cy": 1}


# --- Awesome Level 9000 ----------------------------------------------------------------------


@covers("field-of-honor", "original")
def test_field_of_honor_original_destroyer_gains_a_vp():
    data = board(
        named(
            "f", "field-of-honor", 30, (3, 2, 1), minion("ann", 1, id="a"), minion("bob", 1, id="b")
        ),
        events=[
            destroy("a", by="bob"),
            destroy("b", by="bob"),
        ],
    )
    assert run(data)["vp"]["bob"] == 2


@covers("field-of-honor", "pod")
def test_field_of_honor_pod_first_other_players_minion_each_turn():
    data = board(
        named(
            "f",
            "field-of-honor",
            30,
            (3, 1, 1),
            minion("ann", 1, id="a"),
            minion("ann", 1, id="a2"),
            minion("bob", 1, id="b"),
            printing="pod",
        ),
        events=[
            destroy("b", by="bob"),
            destroy("a", by="bob"),
            destroy("a2", by="bob"),
        ],
    )
    assert run(data)["vp"]["bob"] == 1


@covers("the-greenhouse")
def test_greenhouse_winner_plays_a_minion_from_the_deck_on_the_replacement():
    data = board(
        named("g", "the-greenhouse", 5, (4, 2, 1), minion("ann", 5)),
        base_deck=[{"id": "n1", "breakpoint": 4, "vp": [3, 2, 1]}],
        choices=[choose("g", "ann", {"play": minion("ann", 4, id="seed")})],
    )
    result = run(data)
    assert result["order"] == ["g", "n1"]


# Tsar's Palace, The Dread Gazebo, Antarctic Base, The Vats, Monkey Lab: more cases in
# test_bases_restrict.py.
@covers("tsars-palace")
def test_tsars_palace_refuses_a_small_minion_to_a_player_not_ahead():
    data = board(
        named("t", "tsars-palace", 40, (5, 3, 2), minion("ann", 4), minion("bob", 5)),
        events=[play("t", minion("ann", 2, id="n")), play("t", minion("bob", 2, id="m"))],
        end_of_turn=False,
    )
    assert [p["applied"] for p in run(data)["plays"]] == [False, True]


@covers("the-dread-gazebo")
def test_dread_gazebo_refuses_an_action_played_on_it():
    data = board(
        named("g", "the-dread-gazebo", 40, (4, 2, 1), minion("ann", 4)),
        events=[play("g", action("ann", 2, id="x")), play("g", minion("ann", 2, id="n"))],
        end_of_turn=False,
    )
    assert [p["applied"] for p in run(data)["plays"]] == [False, True]


# --- Cthulhu -------------------------------------------------------------------------------


@covers("mountains-of-madness")
def test_mountains_of_madness_a_minion_played_here_gives_its_owner_a_madness_card():
    data = board(
        named("m", "mountains-of-madness", 30, (6, 4, 3)),
        vp={"ann": 16},
        events=[play("m", minion("ann", 2, id="x"))]
        + [play("m", minion("ann", 2, id=f"y{i}")) for i in range(3)],
    )
    result = run(data)
    assert result["madness"]["ann"] == 4
    assert result["final_scores"]["ann"] == 14
    assert result["board"]["madness"]["ann"] == 4


@covers("antarctic-base")
def test_antarctic_base_refuses_a_second_minion_of_a_player_here():
    data = board(
        named("a", "antarctic-base", 40, (5, 3, 2)),
        events=[play("a", minion("ann", 2, id=f"n{i}")) for i in range(2)],
        end_of_turn=False,
    )
    assert [p["applied"] for p in run(data)["plays"]] == [True, False]


# --- Science Fiction Double Feature --------------------------------------------------------


@covers("the-vats")
def test_the_vats_refuses_a_minion_whose_name_is_here():
    # Typed cards have no name: catalog cards (card_boards' stand-in catalog) have one.
    from . import card_boards as cb

    data = board(
        named("v", "the-vats", 40, (3, 1, 1), cb.minion("bob", "zombies/walker", "w")),
        events=[play("v", cb.minion("ann", "zombies/walker", "n"))],
        end_of_turn=False,
    )
    assert [p["applied"] for p in cb.run(data)["plays"]] == [False]


@covers("monkey-lab")
def test_monkey_lab_gives_a_minion_one_power_per_action_on_it():
    data = board(
        named(
            "m",
            "monkey-lab",
            7,
            (4, 2, 1),
            minion("ann", 3, id="a"),
            action("ann", 0, id="x", attached_to="a"),
            action("bob", 0, id="y", attached_to="a"),
            minion("bob", 2),
        )
    )
    # 3 + 2 actions on it (one of them bob's) = 5; with 2 of bob's, 7 breaks the base.
    standings = scoring(run(data), "m")["standings"]
    assert {s["player"]: s["power"] for s in standings} == {"ann": 5, "bob": 2}


@covers("secret-volcano-headquarters")
def test_secret_volcano_headquarters_plays_the_revealed_minion():
    data = board(
        named("v", "secret-volcano-headquarters", 8, (4, 3, 2), minion("ann", 5), minion("bob", 3)),
        choices=[choose("v", "bob", {"play": minion("bob", 4, id="top")})],
    )
    result = run(data)
    assert places(result, "v") == {"bob": (1, 4), "ann": (2, 3)}
    assert assumed_for(result, "secret-volcano-headquarters")[0]["player"] == "ann"


@covers("portal-room")
def test_portal_room_winner_is_the_next_active_player():
    data = board(named("p", "portal-room", 5, (2, 3, 1), minion("cy", 5)))
    assert run(data)["board"]["active_player"] == "cy"
    data = board(base("b1", 5, (2, 3, 1), minion("cy", 5)))
    assert run(data)["board"]["active_player"] == "bob"


@covers("the-nexus")
def test_the_nexus_puts_a_discarded_base_back_on_top():
    data = board(
        base("b1", 5, (3, 2, 1), minion("bob", 5)),
        named("n", "the-nexus", 5, (3, 3, 2), minion("ann", 5)),
        base_deck=[{"id": "d1", "breakpoint": 30, "vp": [1, 1, 1]}],
        scoring_order=["b1", "n"],
        choices=[choose("n", "ann", {"base": "b1"})],
    )
    result = run(data)
    assert scoring(result, "n")["replaced_by"] == "b1"


@covers("the-nexus")
def test_the_nexus_brings_a_discarded_base_back_empty():
    """A base in the discard pile has no cards: its minions were discarded when it scored."""
    data = board(
        base("b1", 10, (3, 2, 1), minion("bob", 12), breakpoint_modifier=-1, counters=2),
        named("n", "the-nexus", 5, (3, 3, 2), minion("ann", 5)),
        base_deck=[{"id": "d1", "breakpoint": 30, "vp": [1, 1, 1]}],
        choices=[choose("n", "ann", {"base": "b1"})],
    )
    result = run(data)
    assert result["order"] == ["b1", "n"]
    assert result["vp"] == {"ann": 3, "bob": 3, "cy": 0}
    back = result["board"]["bases"][1]
    assert back == {"id": "b1", "breakpoint": 10, "vp": [3, 2, 1], "cards": []}
    # The other order: The Nexus first (nothing discarded yet), then b1; the same VP.
    assert [a["vp"] for a in result["alternatives"]] == [{"ann": 3, "bob": 3, "cy": 0}]


# --- Monster Smash -------------------------------------------------------------------------


@covers("egg-chamber")
def test_egg_chamber_minions_with_counters_cannot_be_destroyed():
    data = board(
        named(
            "e",
            "egg-chamber",
            30,
            (3, 1, 1),
            minion("ann", 2, counters=1, id="a"),
            minion("ann", 2, id="b"),
        ),
        events=[
            destroy("a", by="bob"),
            destroy("b", by="bob"),
        ],
        end_of_turn=False,
    )
    cards = run(data)["board"]["bases"][0]["cards"]
    assert [c["id"] for c in cards] == ["a"]


@covers("golem-schloss")
def test_golem_schloss_winner_puts_a_counter_on_each_of_their_minions():
    data = board(
        named("g", "golem-schlo", 5, (4, 3, 2), minion("ann", 5)),
        base("b2", 6, (3, 2, 1), minion("ann", 2), minion("ann", 2), minion("bob", 1)),
    )
    result = run(data)
    assert result["order"] == ["g", "b2"]
    assert places(result, "b2") == {"ann": (1, 3), "bob": (2, 2)}
    assert scoring(result, "b2")["total_power"] == 7


@covers("castle-blood", "pod")
def test_castle_blood_buried_cards_lower_the_breakpoint():
    data = board(
        named(
            "c",
            "castle-blood",
            18,
            (3, 1, 1),
            minion("ann", 14),
            {"type": "buried", "controller": "bob"},
            {"type": "buried", "controller": "ann"},
            printing="pod",
        )
    )
    assert scoring(run(data), "c")["breakpoint"] == 14


@covers("castle-blood", "pod")
def test_castle_blood_a_minion_destroyed_elsewhere_may_be_buried_there():
    data = board(
        named("d", "ninja-dojo", 5, (2, 3, 2), minion("ann", 5)),
        named("c", "castle-blood", 17, (3, 1, 1), minion("ann", 15), printing="pod"),
        base("b2", 30, (3, 2, 1), minion("bob", 2, id="v")),
        choices=[choose("d", "ann", {"card": "v"}), choose("c", "ann", {"card": "v"})],
    )
    result = run(data)
    assert result["order"] == ["d", "c"]
    assert scoring(result, "c")["breakpoint"] == 15
    assert any(e["message"] == "base.buries" for e in result["log"])
    declined = run({**data, "choices": data["choices"][:1]})
    assert declined["order"] == ["d"]
    assert assumed_for(declined, "castle-blood")[0]["choose"] is None


@covers("castle-blood", "original")
def test_castle_blood_original_is_not_simulated():
    """Burying cards came after Monster Smash: the original text is not the POD one."""
    data = board(
        named(
            "c",
            "castle-blood",
            18,
            (3, 1, 1),
            minion("ann", 14),
            {"type": "buried", "controller": "bob"},
        )
    )
    result = run(data)
    assert result["order"] == []
    assert [n["ability"] for n in result["not_simulated"]] == ["castle-blood"]


@covers("crypt")
def test_crypt_destroyer_may_put_a_counter_on_their_minion_there():
    data = board(
        named("c", "crypt", 6, (4, 2, 2), minion("bob", 5, id="cb")),
        base("b2", 30, (3, 2, 1), minion("ann", 1, id="v")),
        events=[destroy("v", by="bob")],
        choices=[choose("c", "bob", {"card": "cb"})],
    )
    assert run(data)["order"] == ["c"]


# --- Pretty Pretty Smash Up ----------------------------------------------------------------


@covers("the-house-of-nine-lives")
def test_house_of_nine_lives_saves_a_minion_destroyed_elsewhere():
    data = board(
        named("h", "the-house-of-nine-lives", 6, (4, 2, 1), minion("ann", 3)),
        base("b2", 30, (3, 2, 1), minion("ann", 3, id="cat")),
        events=[destroy("cat", by="bob")],
        choices=[choose("h", "ann", {"card": "cat"})],
    )
    result = run(data)
    assert result["order"] == ["h"]
    assert places(result, "h") == {"ann": (1, 4)}
    declined = run({**data, "choices": []})
    assert declined["order"] == []


@covers("pony-land")
def test_pony_land_two_minions_protect_each_other():
    data = board(
        named(
            "p",
            "pony-land",
            30,
            (3, 2, 1),
            minion("ann", 1, id="a"),
            minion("ann", 1),
            minion("bob", 1, id="b"),
        ),
        events=[
            destroy("a", by="bob"),
            destroy("b", by="ann"),
        ],
        end_of_turn=False,
    )
    cards = run(data)["board"]["bases"][0]["cards"]
    assert [c.get("id") for c in cards] == ["a", None]


@covers("beautiful-castle")
def test_beautiful_castle_big_minions_ignore_opponents():
    data = board(
        named(
            "c",
            "beautiful-castle",
            30,
            (4, 2, 1),
            minion("ann", 5, id="big"),
            minion("ann", 4, id="small"),
        ),
        events=[
            destroy("big", by="bob"),
            destroy("small", by="bob"),
            {"when": "now", "action": "add_counters", "card": "big", "count": 1, "by": "ann"},
        ],
        end_of_turn=False,
    )
    cards = run(data)["board"]["bases"][0]["cards"]
    assert cards == [{"type": "minion", "id": "big", "owner": "ann", "power": 5, "counters": 1}]


@covers("ice-castle")
def test_ice_castle_refuses_a_minion_played_there():
    # No minion is played here: the play is refused (a warning), the base stays at 14 of 15.
    data = board(
        named("i", "ice-castle", 15, (3, 2, 2), minion("ann", 8, id="a"), minion("bob", 6)),
        base("b2", 40, (3, 2, 1)),
        events=[play("i", minion("ann", 3, id="n"))],
        end_of_turn=False,
    )
    result = run(data)
    assert result["plays"][0]["applied"] is False
    assert "Ice Castle" in result["warnings"][0]["text"]
    assert result["scorings"] == []
    # Elsewhere, and an action here, are played.
    data["events"] = [play("b2", minion("ann", 3, id="n")), play("i", action("ann", 0, id="x"))]
    result = run(data)
    assert [p["applied"] for p in result["plays"]] == [True, True]


# --- Munchkin ------------------------------------------------------------------------------


@covers("helpers-hollow", "pod")
def test_helpers_hollow_gives_non_active_players_minions_one_power():
    data = board(
        named(
            "h", "helpers-hollow", 7, (3, 2, 1), minion("ann", 3), minion("bob", 3), printing="pod"
        )
    )
    result = run(data)
    assert places(result, "h") == {"bob": (1, 3), "ann": (2, 2)}


@covers("garrison", "original")
def test_garrison_original_top_three_gain_a_vp_at_22_power():
    cards = [minion("ann", 10), minion("bob", 8), minion("cy", 4)]
    result = run(board(named("g", "garrison", 12, (3, 2, 1), *cards)))
    assert result["vp"] == {"ann": 4, "bob": 3, "cy": 2}
    result = run(board(named("g", "garrison", 12, (3, 2, 1), *cards[:2])))
    assert result["vp"] == {"ann": 3, "bob": 2, "cy": 0}


@covers("garrison", "pod")
def test_garrison_pod_winner_may_play_a_card_from_the_deck():
    data = board(
        named("g", "garrison", 5, (2, 1, 1), minion("ann", 5), printing="pod"),
        base("b2", 4, (3, 2, 1), minion("bob", 3)),
        choices=[choose("g", "ann", {"play": minion("ann", 2, id="x"), "to": "b2"})],
    )
    result = run(data)
    assert result["order"] == ["g", "b2"]
    assert places(result, "b2") == {"bob": (1, 3), "ann": (2, 2)}


# --- It's Your Fault! ----------------------------------------------------------------------


@covers("wyrms-desolation")
def test_wyrms_desolation_minus_one_each_never_below_zero():
    data = board(named("w", "wyrms-desolation", 4, (5, 3, 2), minion("ann", 5), minion("bob", 0)))
    result = run(data)
    assert scoring(result, "w")["total_power"] == 4
    assert places(result, "w") == {"ann": (1, 5), "bob": (2, 3)}


@covers("shark-reef")
def test_shark_reef_destroyer_may_put_a_counter_on_their_minion():
    data = board(
        named("s", "shark-reef", 30, (4, 2, 1), minion("ann", 1, id="v")),
        base("b2", 5, (3, 2, 1), minion("bob", 4, id="mine")),
        events=[destroy("v", by="bob")],
        choices=[choose("s", "bob", {"card": "mine"})],
    )
    assert run(data)["order"] == ["b2"]


@covers("converted-cave")
def test_converted_cave_small_minions_only_die_by_their_controller():
    data = board(
        named(
            "c", "converted-cave", 30, (4, 3, 2), minion("ann", 2, id="a"), minion("ann", 2, id="b")
        ),
        events=[
            destroy("a", by="bob"),
            destroy("b", by="ann"),
        ],
        end_of_turn=False,
    )
    cards = run(data)["board"]["bases"][0]["cards"]
    assert [c["id"] for c in cards] == ["a"]


@covers("trailer-park")
def test_trailer_park_a_minion_moved_here_gets_a_counter():
    data = board(
        named("t", "trailer-park", 5, (4, 2, 1), minion("ann", 2)),
        base("b2", 30, (3, 2, 1), minion("ann", 2, id="m")),
        events=[{"when": "now", "action": "move", "card": "m", "to": "t", "by": "ann"}],
    )
    assert run(data)["order"] == ["t"]


# --- Cease and Desist ----------------------------------------------------------------------


@covers("no-moon")
def test_no_moon_destroys_the_base_named_in_choices_else_not_simulated():
    data = board(
        named("n", "no-moon", 5, (5, 3, 3), minion("ann", 5)),
        base("b2", 30, (3, 2, 1), minion("bob", 3)),
        base_deck=[
            {"id": "d1", "breakpoint": 20, "vp": [3, 2, 1]},
            {"id": "d2", "breakpoint": 20, "vp": [3, 2, 1]},
        ],
        choices=[choose("n", "ann", {"to": "b2"})],
    )
    result = run(data)
    assert [b["id"] for b in result["board"]["bases"]] == ["d2", "d1"]
    blind = run({**data, "choices": []})
    assert [b["id"] for b in blind["board"]["bases"]] == ["d1", "b2"]
    assert [n["ability"] for n in blind["not_simulated"]] == ["no-moon"]


@covers("unicrave")
def test_unicrave_is_replaced_before_scoring_and_the_scoring_goes_on():
    data = board(
        named("u", "unicrave", 10, (0, 0, 0), minion("ann", 6), minion("bob", 4)),
        base_deck=[
            {"id": "d1", "breakpoint": 25, "vp": [5, 3, 2]},
            {"id": "d2", "breakpoint": 25, "vp": [1, 1, 1]},
        ],
    )
    result = run(data)
    record = scoring(result, "u")
    assert record["continued_on"] == "d1"
    assert record["vp_table"] == [5, 3, 2]
    assert result["vp"] == {"ann": 5, "bob": 3, "cy": 0}
    assert record["replaced_by"] == "d2"


# --- What Were We Thinking? ----------------------------------------------------------------


@covers("lake-minnetonka")
def test_lake_minnetonka_played_or_moved_minions_get_one_power():
    data = board(
        named("l", "lake-minnetonka", 6, (5, 3, 2), minion("ann", 2)),
        base("b2", 30, (3, 2, 1), minion("ann", 1, id="m")),
        events=[
            {"when": "now", "action": "move", "card": "m", "to": "l"},
            play("l", minion("ann", 1, id="p")),
        ],
    )
    assert scoring(run(data), "l")["total_power"] == 6


@covers("palooza")
def test_palooza_each_player_may_move_a_minion_here_before_scoring():
    data = board(
        named("p", "palooza", 6, (6, 4, 3), minion("ann", 6)),
        base("b2", 30, (3, 2, 1), minion("bob", 7, id="m")),
        choices=[choose("p", "bob", {"card": "m"})],
    )
    result = run(data)
    assert places(result, "p") == {"bob": (1, 6), "ann": (2, 4)}


@covers("moon-dumpster")
def test_moon_dumpster_its_minions_controller_may_not_move_them_away():
    data = board(
        named("p", "palooza", 6, (6, 4, 3), minion("ann", 6)),
        named("md", "moon-dumpster", 30, (4, 2, 2), minion("bob", 7, id="m")),
        choices=[choose("p", "bob", {"card": "m"})],
    )
    result = run(data)
    assert places(result, "p") == {"ann": (1, 6)}
    (dumpster,) = [b for b in result["board"]["bases"] if b["id"] == "md"]
    assert [c["id"] for c in dumpster["cards"]] == ["m"]
    assert any(e["message"] == "card.not-moved" for e in result["log"])


@covers("moon-dumpster")
def test_moon_dumpster_binds_the_controller_only():
    def moved_by(player):
        event = {"when": "now", "action": "move", "card": "m", "to": "b2", "by": player}
        data = board(
            named("md", "moon-dumpster", 30, (4, 2, 2), minion("bob", 3, id="m")),
            base("b2", 30, (3, 2, 1)),
            events=[event],
            end_of_turn=False,
        )
        return [len(b["cards"]) for b in run(data)["board"]["bases"]]

    assert moved_by("bob") == [1, 0]
    assert moved_by("ann") == [0, 1]


@covers("moon-dumpster")
def test_moon_dumpster_keeps_a_minion_the_house_of_nine_lives_would_take():
    data = board(
        named("h", "the-house-of-nine-lives", 6, (4, 2, 1), minion("ann", 3)),
        named("md", "moon-dumpster", 30, (4, 2, 2), minion("ann", 3, id="cat")),
        events=[destroy("cat", by="bob")],
        choices=[choose("h", "ann", {"card": "cat"})],
    )
    result = run(data)
    assert result["order"] == []
    assert result["unused_choices"][0]["base"] == "h"


@covers("camp-clear-lake")
def test_camp_clear_lake_a_minion_destroyed_there_gives_its_power():
    """Ninja Dojo's winner destroys a minion on Camp Clear Lake: its power stays there."""
    data = board(
        named("d", "ninja-dojo", 5, (2, 3, 2), minion("ann", 5)),
        named(
            "c",
            "camp-clear-lake",
            12,
            (4, 3, 1),
            minion("ann", 3, id="a"),
            minion("bob", 5, id="v"),
            minion("cy", 4, id="y"),
            printing="pod",
        ),
        scoring_order=["d", "c"],
        choices=[choose("d", "ann", {"card": "v"}), choose("c", "ann", {"card": "y"})],
    )
    result = run(data)
    assert result["order"] == ["d", "c"]
    assert places(result, "c") == {"cy": (1, 4), "ann": (2, 3)}
    default = run({**data, "choices": data["choices"][:1]})
    assert places(default, "c") == {"ann": (1, 4), "cy": (2, 3)}
    assert assumed_for(default, "camp-clear-lake")[0]["choose"] == {"card": "a"}


@covers("camp-clear-lake")
def test_camp_clear_lake_a_play_there_may_destroy_a_weak_minion():
    """After ann plays a card there she has 2 cards there: a minion of power 2 or less."""
    data = board(
        named(
            "c",
            "camp-clear-lake",
            30,
            (4, 3, 1),
            minion("ann", 1, id="a"),
            minion("bob", 2, id="w"),
            minion("bob", 3, id="x"),
            printing="pod",
        ),
        events=[play("c", minion("ann", 1, id="p"))],
        choices=[choose("c", "ann", {"card": "w"}), choose("c", "ann", {"card": "a"})],
        end_of_turn=False,
    )
    result = run(data)
    cards = {c["id"]: c for c in result["board"]["bases"][0]["cards"]}
    assert sorted(cards) == ["a", "p", "x"]
    assert cards["a"]["modifier"] == 2  # w's power, until the end of the turn
    declined = run({**data, "choices": []})
    assert len(declined["board"]["bases"][0]["cards"]) == 4
    assert assumed_for(declined, "camp-clear-lake")[0]["choose"] is None


@covers("out-in-the-woods")
def test_out_in_the_woods_plus_one_to_each_minion_before_scoring():
    data = board(named("w", "out-in-the-woods", 5, (3, 2, 1), minion("ann", 3), minion("bob", 2)))
    record = scoring(run(data), "w")
    assert record["designated"]["total_power"] == 5
    assert record["total_power"] == 7


# --- Big in Japan --------------------------------------------------------------------------


@covers("kaiju-island")
def test_kaiju_island_tested_with_the_titans():
    from .test_titans import test_kaiju_island_titans_do_not_clash_and_add_three

    test_kaiju_island_titans_do_not_clash_and_add_three()


@covers("tokyo")
def test_tokyo_an_action_played_here_gives_three_power():
    data = board(
        named("t", "tokyo", 5, (5, 3, 2), minion("ann", 2), minion("bob", 1)),
        events=[play("t", action("bob", 0, id="a"))],
    )
    # bob's 1 + 3 (counted with his minion here: tests/engine/test_bases_tokyo.py).
    assert places(run(data), "t") == {"bob": (1, 5), "ann": (2, 3)}


@covers("akihabara-high")
def test_akihabara_high_playing_a_minion_boosts_your_others():
    data = board(
        named(
            "a",
            "akihabara-high",
            7,
            (3, 2, 1),
            minion("ann", 2),
            minion("ann", 2),
            minion("bob", 2),
        ),
        events=[play("a", minion("ann", 0, id="n"))],
    )
    assert scoring(run(data), "a")["total_power"] == 8


@covers("q-point")
def test_q_point_each_player_keeps_one_card():
    data = board(
        named(
            "q",
            "q-point",
            10,
            (5, 4, 3),
            minion("ann", 3, id="a1"),
            minion("ann", 4, id="a2"),
            action("ann", 0, id="a3"),
            minion("bob", 3),
        ),
        choices=[choose("q", "ann", {"card": "a1"})],
    )
    result = run(data)
    assert places(result, "q") == {"ann": (1, 5), "bob": (1, 5)}
    default = run({**data, "choices": []})
    assert places(default, "q") == {"ann": (1, 5), "bob": (2, 4)}
    assert assumed_for(default, "q-point")[0]["choose"] == {"card": "a2"}


@covers("juice-bar", "pod")
def test_juice_bar_pod_players_with_a_minion_may_play_another():
    data = board(
        named("j", "juice-bar", 8, (4, 2, 1), minion("ann", 5), minion("bob", 3), printing="pod"),
        choices=[choose("j", "bob", {"play": minion("bob", 3, id="x")})],
    )
    assert places(run(data), "j") == {"bob": (1, 4), "ann": (2, 2)}


# --- That '70s Expansion -------------------------------------------------------------------


@covers("ancient-dojo")
def test_ancient_dojo_weaker_minions_get_a_counter():
    data = board(
        named(
            "d", "ancient-dojo", 13, (5, 4, 3), minion("ann", 1), minion("ann", 2), minion("ann", 5)
        ),
        events=[play("d", minion("ann", 3, id="n"))],
    )
    # 1 and 2 are weaker than 3 and get a counter; 5 does not: 2 + 3 + 5 + 3 = 13.
    assert scoring(run(data), "d")["total_power"] == 13


@covers("tournament-site")
def test_tournament_site_winner_gains_a_vp_per_player_without_power():
    data = board(
        named("t", "tournament-site", 5, (2, 0, 0), minion("ann", 5), minion("bob", 0)),
        players=("ann", "bob", "cy", "dan"),
    )
    # bob (0 power), cy and dan have no power here.
    assert run(data)["vp"]["ann"] == 2 + 3


@covers("back-alley")
def test_back_alley_protects_minions_from_other_players():
    data = board(
        named("h", "hideout", 30, (3, 1, 1), minion("ann", 2, id="a")),
        base("b2", 30, (3, 2, 1)),
        events=[
            {"when": "now", "action": "move", "card": "a", "to": "b2", "by": "bob"},
            destroy("a", by="cy"),
        ],
        end_of_turn=False,
    )
    result = run(data)
    assert [c["id"] for c in result["board"]["bases"][0]["cards"]] == ["a"]


@covers("the-mean-streets", "pod")
def test_mean_streets_pod_destroys_the_strongest_minions_before_scoring():
    data = board(
        named(
            "m",
            "the-mean-streets",
            10,
            (4, 2, 1),
            minion("ann", 5),
            minion("bob", 5),
            minion("cy", 3),
            printing="pod",
        )
    )
    assert places(run(data), "m") == {"cy": (1, 4)}


# --- International Incident ----------------------------------------------------------------


@covers("great-white-north-eh")
def test_great_white_north_players_may_leave_with_one_power_more():
    data = board(
        named(
            "g", "great-white-north-eh", 8, (2, 3, 1), minion("ann", 4), minion("bob", 4, id="m")
        ),
        base("b2", 5, (3, 2, 1), minion("bob", 0)),
        choices=[choose("g", "bob", {"card": "m", "to": "b2"})],
    )
    result = run(data)
    assert places(result, "g") == {"ann": (1, 2)}
    assert result["order"] == ["g", "b2"]
    assert scoring(result, "b2")["total_power"] == 5


# --- Culture Shock -------------------------------------------------------------------------


@covers("storytellers-hut")
def test_storytellers_hut_counters_lower_the_breakpoint():
    data = board(named("s", "storytellers-hut", 24, (4, 2, 1), minion("ann", 18), counters=3))
    assert scoring(run(data), "s")["breakpoint"] == 18


@covers("cuzcu")
def test_cuzcu_actions_lower_the_breakpoint():
    data = board(
        named("c", "cuzcu", 30, (5, 3, 2), minion("ann", 24), action("bob"), action("ann"))
    )
    assert scoring(run(data), "c")["breakpoint"] == 24


@covers("gingerbread-house")
def test_gingerbread_house_two_equal_minions_get_two_each():
    data = board(
        named(
            "g",
            "gingerbread-house",
            9,
            (4, 2, 1),
            minion("ann", 3, id="x"),
            minion("ann", 3, id="y"),
            minion("bob", 7),
        ),
        choices=[choose("g", "ann", {"order": ["x", "y"]})],
    )
    assert places(run(data), "g") == {"ann": (1, 4), "bob": (2, 2)}
    with pytest.raises(BoardError):
        bad = {**data, "choices": [choose("g", "ann", {"order": ["x"]})]}
        simulate(bad)


@covers("island-chain")
def test_island_chain_brings_an_extra_base():
    data = board(
        named("i", "island-chain", 5, (3, 1, 1), minion("ann", 5)),
        base_deck=[
            {"id": "d1", "breakpoint": 20, "vp": [1, 1, 1]},
            {"id": "d2", "breakpoint": 20, "vp": [1, 1, 1]},
        ],
    )
    result = run(data)
    assert [b["id"] for b in result["board"]["bases"]] == ["d2", "d1"]


@covers("tropical-paradise")
def test_tropical_paradise_breakpoint_zero_when_everybody_is_there():
    cards = [minion("ann", 1), minion("bob", 0)]
    assert run(
        board(named("t", "tropical-paradise", 20, (3, 2, 1), *cards), players=("ann", "bob"))
    )["eligible"] == ["t"]
    assert run(board(named("t", "tropical-paradise", 20, (3, 2, 1), *cards)))["eligible"] == []


@covers("giant-turnip")
def test_giant_turnip_each_minion_lowers_the_breakpoint():
    data = board(named("g", "giant-turnip", 30, (5, 3, 3), *(minion("ann", 5) for _ in range(5))))
    assert scoring(run(data), "g")["breakpoint"] == 25


# --- Excellent Movies, Dudes! --------------------------------------------------------------


@covers("building-rooftop")
def test_building_rooftop_a_vp_for_each_player_with_exactly_one_minion():
    data = board(
        named(
            "r",
            "building-rooftop",
            8,
            (3, 1, 1),
            minion("ann", 3),
            minion("ann", 2),
            minion("bob", 3),
        )
    )
    assert run(data)["vp"] == {"ann": 3, "bob": 1 + 1, "cy": 0}


@covers("brood-hive")
def test_brood_hive_starts_left_of_the_active_player():
    data = board(
        named("h", "brood-hive", 6, (4, 2, 1), minion("ann", 3), minion("bob", 3)),
        choices=[choose("h", "ann", {"play": minion("ann", 2, id="x")})],
    )
    result = run(data)
    assert places(result, "h") == {"ann": (1, 4), "bob": (2, 2)}
    assert [a["player"] for a in assumed_for(result, "brood-hive")] == ["bob"]


# --- Knights, Teens, Slashers --------------------------------------------------------------


@covers("camelot")
def test_camelot_big_minions_ignore_other_players():
    data = board(
        named("c", "camelot", 30, (5, 3, 2), minion("ann", 4, id="k"), minion("ann", 3, id="p")),
        events=[
            {"when": "now", "action": "return", "card": "k", "by": "bob"},
            {"when": "now", "action": "return", "card": "p", "by": "bob"},
        ],
        end_of_turn=False,
    )
    assert [c["id"] for c in run(data)["board"]["bases"][0]["cards"]] == ["k"]


@covers("round-table")
def test_round_table_same_printed_power_gets_one():
    data = board(
        named(
            "r", "round-table", 9, (4, 2, 1), minion("ann", 2), minion("ann", 2), minion("ann", 3)
        )
    )
    assert scoring(run(data), "r")["total_power"] == 9


@covers("cabin-in-the-woods")
def test_cabin_in_the_woods_two_minions_get_two_each():
    data = board(
        named(
            "c",
            "cabin-in-the-woods",
            10,
            (4, 3, 1),
            minion("ann", 3),
            minion("ann", 3),
            minion("bob", 3),
        )
    )
    assert places(run(data), "c") == {"ann": (1, 4), "bob": (2, 3)}


@covers("montridge-high")
def test_montridge_high_a_counter_on_another_name():
    data = board(
        named(
            "m",
            "montridge-high",
            6,
            (4, 2, 1),
            minion("ann", 2, card="Jock", id="j"),
            minion("ann", 2, card="Nerd", id="n"),
        ),
        events=[
            {
                "when": "now",
                "action": "play",
                "to": "m",
                "card": minion("ann", 1, card="Jock", id="j2"),
            }
        ],
    )
    result = run(data)
    assert result["eligible"] == ["m"]
    assert assumed_for(result, "montridge-high")[0]["choose"] == {"card": "n"}


@covers("nightmare-realm")
def test_nightmare_realm_destroys_the_weakest_minions():
    data = board(
        named(
            "n",
            "base",
            10,
            (5, 3, 2),
            minion("ann", 6),
            minion("bob", 2),
            minion("cy", 2),
            printing="pod",
        )
    )
    assert places(run(data), "n") == {"ann": (1, 5)}


# --- 10th Anniversary ----------------------------------------------------------------------


@covers("mermaid-reef")
def test_mermaid_reef_other_players_minions_count_one_less():
    data = board(
        named(
            "m", "mermaid-reef", 5, (3, 1, 1), minion("ann", 3), minion("bob", 3), minion("bob", 1)
        )
    )
    result = run(data)
    assert scoring(result, "m")["total_power"] == 5
    assert places(result, "m") == {"ann": (1, 3), "bob": (2, 1)}


@covers("sheep-shrine")
def test_sheep_shrine_players_may_join_it_when_it_comes_into_play():
    data = board(
        base("b1", 5, (3, 2, 1), minion("ann", 5)),
        base("b2", 30, (3, 2, 1), minion("bob", 9, id="m")),
        base_deck=[named("s", "sheep-shrine", 9, (4, 2, 1))],
        choices=[choose("s", "bob", {"card": "m"})],
    )
    result = run(data)
    assert result["order"] == ["b1", "s"]


@covers("hall-of-fame")
def test_hall_of_fame_your_first_minion_played_here_gains_two_through_scoring():
    # More cases in test_bases_neutral.py.
    data = board(
        named("h", "hall-of-fame", 20, (4, 2, 1), minion("ann", 17), printing="pod"),
        events=[play("h", minion("ann", 1))],
    )
    assert places(run(data), "h") == {"ann": (1, 4)}


# --- play-trigger and discard-trigger bases (issue 14) --------------------------------------


@covers("wintersquashed")
def test_wintersquashed_a_minion_played_there_may_be_given_away():
    data = board(
        named("w", "wintersquashed", 30, (4, 2, 1), minion("bob", 3)),
        events=[play("w", minion("ann", 4, id="p"))],
        choices=[choose("w", "ann", {"player": "cy"})],
        end_of_turn=False,
    )
    result = run(data)
    assert result["board"]["bases"][0]["cards"][1] == {
        "type": "minion",
        "id": "p",
        "owner": "ann",
        "controller": "cy",
        "power": 4,
    }
    kept = run({**data, "choices": []})
    assert "controller" not in kept["board"]["bases"][0]["cards"][1]
    assert assumed_for(kept, "wintersquashed")[0]["choose"] is None
    with pytest.raises(BoardError) as error:
        run({**data, "choices": [choose("w", "ann", {"player": "ann"})]})
    assert error.value.field == "choices[0].choose.player"


@covers("asylum")
def test_asylum_a_play_there_may_put_a_counter_on_one_of_the_players_minions():
    data = board(
        named("a", "asylum", 30, (3, 2, 1)),
        base("b2", 30, (3, 2, 1), minion("ann", 2, id="m")),
        events=[play("a", minion("ann", 1))],
        choices=[choose("a", "ann", {"card": "m"})],
        end_of_turn=False,
    )
    result = run(data)
    assert result["board"]["bases"][1]["cards"][0]["counters"] == 1
    declined = run({**data, "choices": []})
    assert "counters" not in declined["board"]["bases"][1]["cards"][0]
    assert assumed_for(declined, "asylum")[0]["choose"] is None


@covers("boneyard")
def test_boneyard_the_active_players_small_minion_discarded_elsewhere_may_be_buried():
    data = board(
        base("b1", 5, (3, 2, 1), minion("ann", 3, id="s"), minion("ann", 4, id="big")),
        named("y", "boneyard", 30, (3, 2, 1), minion("bob", 1)),
        choices=[choose("y", "ann", {"card": "s"})],
    )
    result = run(data)
    (yard,) = [b for b in result["board"]["bases"] if b["id"] == "y"]
    assert yard["cards"][1] == {"type": "buried", "id": "s", "controller": "ann"}
    declined = run({**data, "choices": []})
    assert len(declined["board"]["bases"][0]["cards"]) == 1
    assert assumed_for(declined, "boneyard")[0]["choose"] is None
    # Once a turn: the second small minion destroyed is not offered.
    destroyed = board(
        named("y", "boneyard", 30, (3, 2, 1)),
        base("b2", 30, (3, 2, 1), minion("ann", 2, id="x"), minion("ann", 2, id="z")),
        events=[destroy("x", by="bob"), destroy("z", by="bob")],
        choices=[choose("y", "ann", {})],
        end_of_turn=False,
    )
    result = run(destroyed)
    assert [c["id"] for c in result["board"]["bases"][0]["cards"]] == ["x"]
    assert result["assumed_choices"] == []


def test_boneyard_is_not_offered_the_minions_of_ritual_site():
    """Ritual Site's minions are shuffled into their owners' decks: none reaches the discard."""
    data = board(
        named("r", "ritual-site", 5, (3, 2, 1), minion("ann", 3, id="s"), minion("bob", 2)),
        named("y", "boneyard", 30, (3, 2, 1)),
        choices=[choose("y", "ann", {"card": "s"})],
    )
    result = run(data)
    assert result["order"] == ["r"]
    assert result["board"]["bases"][0]["cards"] == []
    assert len(result["unused_choices"]) == 1


@pytest.mark.parametrize("slug", ["goblin-town", "arkham-university"])
def test_play_trigger_bases_not_applied_are_listed_when_a_minion_is_played(slug):
    data = board(
        named("t", slug, 30, (3, 2, 1), minion("bob", 1, id="b")),
        base("b2", 30, (3, 2, 1)),
        events=[{"when": "now", "action": "move", "card": "b", "to": "b2", "by": "bob"}],
        end_of_turn=False,
    )
    assert run(data)["not_simulated"] == []  # a move does not trigger it
    played = run({**data, "events": [play("t", minion("ann", 2))]})
    assert [n["ability"] for n in played["not_simulated"]] == [slug]


def test_greasy_spoon_and_sakura_garden_remind_what_they_do_with_hands_and_decks():
    data = board(
        named("g", "the-greasy-spoon", 5, (3, 2, 1), minion("ann", 5), action("bob", id="act")),
        named("s", "sakura-garden", 5, (3, 2, 1), minion("bob", 5), minion("bob", 1, id="v")),
        events=[destroy("act", by="ann"), destroy("v", by="ann")],
    )
    messages = [e["message"] for e in run(data)["log"]]
    assert "the-greasy-spoon.destroyed" in messages
    assert "sakura-garden.draws" in messages
    assert messages.count("scoring.reminder") == 2


@covers("equaria")
def test_equaria_a_play_there_may_bring_one_of_the_players_minions():
    data = board(
        named("e", "equaria", 6, (3, 2, 1), minion("bob", 4)),
        base("b2", 30, (3, 2, 1), minion("ann", 3, id="m")),
        events=[play("e", minion("ann", 2))],
        choices=[choose("e", "ann", {"card": "m"})],
    )
    result = run(data)
    assert places(result, "e") == {"ann": (1, 3), "bob": (2, 2)}
    declined = run({**data, "choices": []})
    assert places(declined, "e") == {"bob": (1, 3), "ann": (2, 2)}
    assert assumed_for(declined, "equaria")[0]["choose"] is None


@covers("the-deep")
def test_the_deep_a_big_minion_played_there_may_destroy_a_weaker_one():
    data = board(
        named(
            "d", "the-deep", 30, (3, 2, 1), minion("bob", 4, id="four"), minion("bob", 3, id="w")
        ),
        events=[play("d", minion("ann", 4))],
        choices=[choose("d", "ann", {"card": "w"})],
        end_of_turn=False,
    )
    result = run(data)
    assert [c.get("id") for c in result["board"]["bases"][0]["cards"]] == ["four", None]
    with pytest.raises(BoardError) as error:
        run({**data, "choices": [choose("d", "ann", {"card": "four"})]})
    assert error.value.field == "choices[0].choose.card"
    small = {**data, "events": [play("d", minion("ann", 3))]}
    assert run(small)["unused_choices"] != []  # power 3: not offered


@covers("strategic-syrup-reserve")
def test_strategic_syrup_reserve_pulls_another_players_minion_from_a_shared_base():
    data = board(
        named("s", "strategic-syrup-reserve", 30, (3, 2, 1)),
        base("b2", 30, (3, 2, 1), minion("ann", 1), minion("bob", 5, id="m")),
        base("b3", 30, (3, 2, 1), minion("cy", 5, id="far")),
        events=[play("s", minion("ann", 2))],
        choices=[choose("s", "ann", {"card": "m"})],
        end_of_turn=False,
    )
    result = run(data)
    assert [c.get("id") for c in result["board"]["bases"][0]["cards"]] == [None, "m"]
    with pytest.raises(BoardError):
        run({**data, "choices": [choose("s", "ann", {"card": "far"})]})


@covers("tornado-alley")
def test_tornado_alley_the_first_play_there_may_pull_any_minion_in():
    data = board(
        named("t", "tornado-alley", 30, (3, 2, 1)),
        base("b2", 30, (3, 2, 1), minion("bob", 5, id="m"), minion("cy", 1, id="n")),
        events=[play("t", minion("ann", 2)), play("t", minion("ann", 1))],
        choices=[choose("t", "ann", {"card": "m"}), choose("t", "ann", {"card": "n"})],
        end_of_turn=False,
    )
    result = run(data)
    here = result["board"]["bases"][0]["cards"]
    assert [c.get("id") for c in here] == [None, "m", None]  # the second play: no trigger
    assert [u["choose"] for u in result["unused_choices"]] == [{"card": "n"}]


@covers("the-dohyo")
def test_the_dohyo_the_active_players_first_play_may_push_a_minion_away():
    data = board(
        named("d", "the-dohyo", 30, (3, 2, 1), minion("bob", 5, id="m")),
        base("b2", 30, (3, 2, 1)),
        events=[play("d", minion("ann", 2))],
        choices=[choose("d", "ann", {"card": "m", "to": "b2"})],
        end_of_turn=False,
    )
    result = run(data)
    assert [c.get("id") for c in result["board"]["bases"][1]["cards"]] == ["m"]
    not_active = {**data, "events": [play("d", minion("cy", 2))]}
    assert run(not_active)["board"]["bases"][1]["cards"] == []
    assert run(not_active)["assumed_choices"] == []


@covers("concert-venue")
def test_concert_venue_the_first_minion_played_there_may_get_a_counter():
    data = board(
        named("c", "concert-venue", 30, (3, 2, 1)),
        events=[play("c", minion("ann", 2, id="p"))],
        choices=[choose("c", "ann", {})],
        end_of_turn=False,
    )
    assert run(data)["board"]["bases"][0]["cards"][0]["counters"] == 1
    declined = run({**data, "choices": []})
    assert "counters" not in declined["board"]["bases"][0]["cards"][0]
    assert assumed_for(declined, "concert-venue")[0]["choose"] is None


# --- a printing whose text is unknown (issue 14) ------------------------------------------


def lookup_text_known(known: bool):
    def lookup(slug, printing):
        return {"name": "Sakura Garden", "breakpoint": 5, "vp": [3, 2, 1], "text_known": known}

    return lookup


def test_a_base_whose_text_is_unknown_in_its_printing_says_the_other_one_was_applied():
    data = board(
        {"id": "s", "base": "sakura-garden", "cards": [minion("ann", 5)]},
        base_deck=[{"id": "d", "base": "sakura-garden", "printing": "pod"}],
    )
    result = simulate(data, base_lookup=lookup_text_known(False))
    assert [(a["base"], a["printing"]) for a in result["assumptions"]] == [
        ("s", "original"),
        ("d", "pod"),
    ]
    assert result["assumptions"][1]["text"] == (
        "Sakura Garden (POD): its text is unknown; the original printing's ability was applied"
    )
    assert [e["base"] for e in result["log"] if e["message"].startswith("base.text-unknown")] == [
        "s",
        "d",
    ]
    assert simulate(data, base_lookup=lookup_text_known(True))["assumptions"] == []
    typed = board(named("s", "sakura-garden", 5, (3, 2, 1), minion("ann", 5)))
    assert simulate(typed)["assumptions"] == []  # no catalog: the engine cannot know


def test_a_printing_specific_entry_assumes_nothing():
    data = board({"id": "c", "base": "castle-blood", "cards": [minion("ann", 5)]})
    result = simulate(data, base_lookup=lookup_text_known(False))
    assert result["assumptions"] == []
    assert [n["ability"] for n in result["not_simulated"]] == ["castle-blood"]


# --- statuses ------------------------------------------------------------------------------


def test_every_modelled_ability_has_a_test_here():
    modelled = set()
    for (slug, printing), ability in registered().items():
        if ability.status == MODELLED and slug == ability.slug:
            modelled.add((slug, printing))
    untested = sorted(
        (s, p) for s, p in modelled if (s, p) not in TESTED and (s, None) not in TESTED
    )
    assert untested == []


def test_a_not_simulated_base_is_listed_in_the_result():
    data = board(named("m", "recording-studio", 5, (4, 2, 1), minion("ann", 5)))
    result = run(data)
    assert result["not_simulated"] == [
        {
            "base": "m",
            "ability": "recording-studio",
            "reason": result["not_simulated"][0]["reason"],
            "reason_fr": result["not_simulated"][0]["reason_fr"],
        }
    ]
    assert "modifier" in result["not_simulated"][0]["reason"]
    assert "modifier de chacune" in result["not_simulated"][0]["reason_fr"]
    assert result["base_abilities"][0]["status"] == NOT_SIMULATED


def test_original_munchkin_bases_are_not_simulated_but_the_pod_ones_are_modelled():
    result = run(
        board(named("h", "helpers-hollow", 6, (3, 2, 1), minion("ann", 3), minion("bob", 3)))
    )
    assert [n["ability"] for n in result["not_simulated"]] == ["helpers-hollow"]
    assert places(result, "h") == {"ann": (1, 3), "bob": (1, 3)}


def test_a_scripted_play_on_a_base_with_an_unmodelled_trigger_is_reported():
    data = board(
        named("m", "arkham-university", 30, (2, 1, 0)),
        events=[play("m", minion("ann", 1, id="x"))],
    )
    result = run(data)
    assert [n["ability"] for n in result["not_simulated"]] == ["arkham-university"]


# Moot Site, Laboratorium and the POD Tar Pits: more cases in test_bases_tarpits.py.
@covers("moot-site")
def test_moot_site_gives_the_first_minion_played_there_two():
    data = board(
        named("m", "moot-site", 30, (2, 1, 0)),
        events=[play("m", minion("ann", 1, id="x"))],
        end_of_turn=False,
    )
    assert any("x gets +2" in e["text"] for e in run(data)["log"])


@covers("laboratorium")
def test_laboratorium_gives_the_first_minion_played_there_a_counter():
    data = board(
        named("m", "laboratorium", 30, (2, 1, 0)),
        events=[play("m", minion("ann", 1, id="x"))],
        end_of_turn=False,
    )
    [card] = run(data)["board"]["bases"][0]["cards"]
    assert card["counters"] == 1


@covers("tar-pits", "pod")
def test_tar_pits_pod_the_first_minion_destroyed_there_goes_under_the_deck_instead():
    data = board(
        named("t", "tar-pits", 30, (2, 1, 0), minion("bob", 1, id="x"), printing="pod"),
        events=[destroy("x", by="ann")],
        end_of_turn=False,
    )
    result = run(data)
    assert result["board"]["bases"][0]["cards"] == []
    assert any(e["message"] == "card.not-destroyed" for e in result["log"])


def test_reminders_of_hand_effects_are_logged():
    result = run(board(named("e", "evans-city-cemetery", 5, (5, 3, 2), minion("ann", 5))))
    assert any("new hand of 5" in e["text"] for e in result["log"] if e.get("base") == "e")
    assert result["not_simulated"] == []


@covers("temple-of-goju", "original")
def test_temple_of_goju_sends_each_players_top_minion_under_its_deck():
    data = board(
        named(
            "g",
            "temple-of-goju",
            10,
            (2, 3, 2),
            minion("ann", 5, id="a1"),
            minion("ann", 5, id="a2"),
            minion("bob", 3, id="b1"),
            minion("bob", 1, id="b2"),
        ),
        choices=[{"base": "g", "player": "ann", "choose": {"card": "a2"}}],
    )
    result = run(data)
    placed = [e["text"] for e in result["log"] if "bottom of" in e["text"]]
    # ann's tie is her pick (a2); bob's top minion is b1.
    assert len(placed) == 2
    assert placed[0].startswith("a2 ") and placed[1].startswith("b1 ")
    assert result["assumed_choices"] == []
