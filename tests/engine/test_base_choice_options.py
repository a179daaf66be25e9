"""The `options` of a base ability's assumed choice (issue 16: one tap to choose otherwise).

Each option is a complete `choose`: fed back as a choice, it is accepted (no error), the
assumed choice it answers is gone, and the result changes as that choice says.
"""

import pytest

from simulator.engine.journal import OPTIONS_MAX

from .boards import base, board, minion, places, play, run, scoring


def named(base_id: str, slug: str, breakpoint: int, vp, *cards, **extra) -> dict:
    return {
        "id": base_id,
        "base": slug,
        "printing": "original",
        "breakpoint": breakpoint,
        "vp": list(vp),
        "cards": list(cards),
        **extra,
    }


def assumed(result: dict, slug: str) -> list[dict]:
    return [a for a in result["assumed_choices"] if a["ability"] == slug]


def with_choice(data: dict, entry: dict, option: dict) -> dict:
    """The board with `option` given for the assumed choice `entry`."""
    choice = {"base": entry["base"], "player": entry["player"], "choose": option}
    return {**data, "choices": [*data.get("choices", []), choice]}


def check_every_option(data: dict, slug: str) -> dict[str, dict]:
    """Feeds each option of the first assumed choice of `slug` back: each one runs, and that
    assumed choice is no longer there. The results by option (as JSON text)."""
    result = run(data)
    entry = assumed(result, slug)[0]
    before = len(assumed(result, slug))
    outcomes = {}
    for option in entry["options"]:
        answered = run(with_choice(data, entry, option))
        assert len(assumed(answered, slug)) == before - 1, option
        outcomes[repr(sorted(option.items()))] = answered
    return outcomes


# --- destroy a minion (Ninja Dojo: a "may", assumed declined) -------------------------------


def ninja_board() -> dict:
    return board(
        named("d", "ninja-dojo", 5, (2, 3, 2), minion("ann", 5, id="a1")),
        base("b2", 8, (3, 2, 1), minion("bob", 6, id="b1"), minion("cy", 2, id="victim")),
    )


def test_ninja_dojo_lists_every_minion_in_play_to_destroy():
    result = run(ninja_board())
    (entry,) = assumed(result, "ninja-dojo")
    assert entry["choose"] is None  # unchanged: the winner is assumed to decline
    assert entry["options"] == [{"card": "a1"}, {"card": "b1"}, {"card": "victim"}]
    assert entry["options_cut"] is False
    assert result["order"] == ["d", "b2"]


def test_ninja_dojo_each_option_destroys_that_minion():
    outcomes = check_every_option(ninja_board(), "ninja-dojo")
    # Destroying the 2-power victim keeps b2 (8) below its breakpoint: it no longer scores.
    victim = outcomes[repr([("card", "victim")])]
    assert victim["order"] == ["d"]
    b2 = victim["board"]["bases"][0]["cards"]
    assert [c["id"] for c in b2] == ["b1"]
    b1 = outcomes[repr([("card", "b1")])]
    assert b1["order"] == ["d"]
    assert [c["id"] for c in b1["board"]["bases"][0]["cards"]] == ["victim"]


def test_options_are_cut_at_the_maximum_and_say_so():
    many = [minion("bob", 1, id=f"m{i}") for i in range(OPTIONS_MAX + 5)]
    data = board(
        named("d", "ninja-dojo", 5, (2, 3, 2), minion("ann", 5, id="a1")),
        base("b2", 100, (3, 2, 1), *many),
    )
    (entry,) = assumed(run(data), "ninja-dojo")
    assert len(entry["options"]) == OPTIONS_MAX
    assert entry["options"][:2] == [{"card": "a1"}, {"card": "m0"}]
    assert entry["options_cut"] is True


# --- move a minion to a base (The Grey Opal: card and destination) --------------------------


def grey_opal_board() -> dict:
    return board(
        named("g", "the-grey-opal", 10, (3, 1, 1), minion("ann", 7), minion("bob", 3, id="m2")),
        base("b2", 6, (3, 2, 1), minion("bob", 3)),
        base("b3", 30, (3, 2, 1)),
    )


def test_grey_opal_lists_each_minion_to_each_other_base():
    result = run(grey_opal_board())
    (entry,) = assumed(result, "the-grey-opal")
    assert entry["options"] == [{"card": "m2", "to": "b2"}, {"card": "m2", "to": "b3"}]
    assert result["order"] == ["g"]


def test_grey_opal_each_destination_moves_the_minion_there():
    outcomes = check_every_option(grey_opal_board(), "the-grey-opal")
    to_b2 = outcomes[repr([("card", "m2"), ("to", "b2")])]
    assert to_b2["order"] == ["g", "b2"]  # b2 reaches 6 and scores too
    assert places(to_b2, "b2") == {"bob": (1, 3)}
    to_b3 = outcomes[repr([("card", "m2"), ("to", "b3")])]
    assert to_b3["order"] == ["g"]
    b3 = next(b for b in to_b3["board"]["bases"] if b["id"] == "b3")
    assert [c["id"] for c in b3["cards"]] == ["m2"]


# --- choose a player (Wintersquashed: who gets the minion) ----------------------------------


def wintersquashed_board() -> dict:
    return board(
        named("w", "wintersquashed", 30, (4, 2, 1), minion("bob", 3)),
        events=[play("w", minion("ann", 4, id="p"))],
        end_of_turn=False,
    )


def test_wintersquashed_lists_the_other_players():
    (entry,) = assumed(run(wintersquashed_board()), "wintersquashed")
    assert entry["options"] == [{"player": "bob"}, {"player": "cy"}]


def test_wintersquashed_each_player_gets_the_minion():
    outcomes = check_every_option(wintersquashed_board(), "wintersquashed")
    for player in ("bob", "cy"):
        played = outcomes[repr([("player", player)])]["board"]["bases"][0]["cards"][1]
        assert played["controller"] == player


# --- a mandatory pick (Temple of Goju's tie; School of Wizardry's next base) ---------------


def test_temple_of_goju_tie_lists_the_other_tied_minion():
    data = board(
        named(
            "g",
            "temple-of-goju",
            10,
            (2, 3, 2),
            minion("ann", 5, id="a1"),
            minion("ann", 5, id="a2"),
            minion("bob", 3, id="b1"),
        ),
    )
    result = run(data)
    (entry,) = assumed(result, "temple-of-goju")
    assert entry["choose"] == {"card": "a1"}
    assert entry["options"] == [{"card": "a2"}]
    (other,) = check_every_option(data, "temple-of-goju").values()
    placed = [e["text"] for e in other["log"] if "bottom of" in e["text"]]
    assert placed[0].startswith("a2 ")


def test_school_of_wizardry_lists_the_other_two_of_the_top_three():
    deck = [{"id": f"n{i}", "breakpoint": 20 + i, "vp": [3, 2, 1]} for i in range(1, 5)]
    data = board(named("s", "school-of-wizardry", 5, (3, 2, 1), minion("ann", 5)), base_deck=deck)
    (entry,) = assumed(run(data), "school-of-wizardry")
    assert entry["choose"] == {"base": "n1"}
    assert entry["options"] == [{"base": "n2"}, {"base": "n3"}]
    outcomes = check_every_option(data, "school-of-wizardry")
    assert scoring(outcomes[repr([("base", "n3")])], "s")["replaced_by"] == "n3"


# --- two minions of equal power (Gingerbread House: an order) ------------------------------


def test_gingerbread_house_lists_the_pairs_of_equal_power():
    data = board(
        named(
            "g",
            "gingerbread-house",
            9,
            (4, 2, 1),
            minion("ann", 3, id="x"),
            minion("ann", 2, id="z"),
            minion("ann", 3, id="y"),
            minion("bob", 7),
        ),
    )
    result = run(data)
    (entry,) = assumed(result, "gingerbread-house")
    assert entry["options"] == [{"order": ["x", "y"]}]
    assert places(result, "g") == {"ann": (1, 4), "bob": (2, 2)}
    (boosted,) = check_every_option(data, "gingerbread-house").values()
    assert places(boosted, "g") == {"ann": (1, 4), "bob": (2, 2)}
    assert scoring(boosted, "g")["total_power"] == scoring(result, "g")["total_power"] + 4


# --- additive: a card's decision and a decision the board cannot list have no options -------


def test_a_decision_on_a_card_from_hand_lists_no_options():
    """Garrison (POD) plays a card from the hand, which the board does not hold."""
    data = board(
        named("g", "garrison", 5, (3, 2, 1), minion("ann", 5), printing="pod"),
        base("b2", 30, (3, 2, 1)),
    )
    entries = assumed(run(data), "garrison")
    assert entries and all("options" not in e for e in entries)


# --- every option of more base decisions is accepted and answers its decision --------------

MORE = {
    "the-dohyo": board(
        named("d", "the-dohyo", 30, (3, 2, 1), minion("bob", 5, id="m")),
        base("b2", 30, (3, 2, 1)),
        base("b3", 30, (3, 2, 1)),
        events=[play("d", minion("ann", 2))],
        end_of_turn=False,
    ),
    "q-point": board(
        named(
            "q",
            "q-point",
            10,
            (5, 4, 3),
            minion("ann", 3, id="a1"),
            minion("ann", 4, id="a2"),
            {"type": "action", "controller": "ann", "power": 0, "id": "a3"},
            minion("bob", 3),
        ),
    ),
    "great-white-north-eh": board(
        named(
            "g",
            "great-white-north-eh",
            8,
            (2, 3, 1),
            minion("ann", 4, id="a"),
            minion("bob", 4, id="m"),
        ),
        base("b2", 5, (3, 2, 1), minion("bob", 0)),
    ),
    "castle-blood": board(
        named("d", "ninja-dojo", 5, (2, 3, 2), minion("ann", 5)),
        named("c", "castle-blood", 17, (3, 1, 1), minion("ann", 15), printing="pod"),
        base("b2", 30, (3, 2, 1), minion("bob", 2, id="v")),
        choices=[{"base": "d", "player": "ann", "choose": {"card": "v"}}],
    ),
    "the-house-of-nine-lives": board(
        named("h", "the-house-of-nine-lives", 6, (4, 2, 1), minion("ann", 3)),
        base("b2", 30, (3, 2, 1), minion("ann", 3, id="cat")),
        events=[{"when": "now", "action": "destroy", "card": "cat", "by": "bob"}],
    ),
    "no-moon": board(
        named("n", "no-moon", 5, (5, 3, 3), minion("ann", 5)),
        base("b2", 30, (3, 2, 1), minion("bob", 3)),
        base_deck=[
            {"id": "d1", "breakpoint": 20, "vp": [3, 2, 1]},
            {"id": "d2", "breakpoint": 20, "vp": [3, 2, 1]},
        ],
    ),
    "tortuga": board(
        named("t", "tortuga", 10, (4, 3, 2), minion("ann", 6), minion("bob", 4)),
        base("b2", 30, (3, 2, 1), minion("bob", 5, id="m5"), minion("bob", 1, id="m1")),
        base_deck=[{"id": "n1", "breakpoint": 5, "vp": [2, 1, 1]}],
    ),
    "the-nexus": board(
        base("b1", 5, (3, 2, 1), minion("bob", 5)),
        named("n", "the-nexus", 5, (3, 3, 2), minion("ann", 5)),
        base_deck=[{"id": "d1", "breakpoint": 30, "vp": [1, 1, 1]}],
        scoring_order=["b1", "n"],
    ),
}

EXPECTED = {
    "the-dohyo": [{"card": "m", "to": "b2"}, {"card": "m", "to": "b3"}],
    "q-point": [{"card": "a1"}, {"card": "a3"}],
    "great-white-north-eh": [{"card": "a", "to": "b2"}],
    "castle-blood": [{"card": "v"}],
    "the-house-of-nine-lives": [{"card": "cat"}],
    "no-moon": [{"to": "b2"}],
    "tortuga": [{"card": "m5"}, {"card": "m1"}],
    "the-nexus": [{"base": "b1"}],
}


@pytest.mark.parametrize("slug", sorted(MORE))
def test_each_option_is_accepted_and_answers_the_decision(slug):
    (entry, *_) = assumed(run(MORE[slug]), slug)
    assert entry["options"] == EXPECTED[slug]
    outcomes = check_every_option(MORE[slug], slug)
    assert len(outcomes) == len(EXPECTED[slug])
