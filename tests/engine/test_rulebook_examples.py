"""The rulebooks' own worked examples, as boards (numbers from the examples, names ours)."""

from simulator.engine import rules as R

from .boards import base, board, minion, places, run, scoring


def test_ten_ten_five_gives_first_first_third():
    """Booklet p. 6 (Égalité, Fraternité) and core rulebook: forces 10, 10 and 5 at the scoring:
    the two 10s are both first, the 5 is third, not second."""
    data = board(
        base(
            "b1",
            25,
            (4, 2, 1),
            minion("ann", 6),
            minion("ann", 4),
            minion("bob", 10),
            minion("cy", 3),
            minion("cy", 2),
        )
    )
    result = run(data)
    assert places(result, "b1") == {"ann": (1, 4), "bob": (1, 4), "cy": (3, 1)}
    assert result["vp"] == {"ann": 4, "bob": 4, "cy": 1}


def test_the_pirate_who_leaves_the_jungle_oasis():
    """Booklet p. 6 (La Conquête example): the Pirates player would be second on Jungle Oasis
    (2-0-0, breakpoint 12), so she moves all her minions away before it scores; the total is now
    below 12 but the conquest has begun, so the base still scores."""
    data = board(
        {
            "id": "oasis",
            "base": "jungle-oasis",
            "breakpoint": 12,
            "vp": [2, 0, 0],
            "cards": [
                minion("ann", 4),
                minion("ann", 3),
                minion("bob", 3, id="p1"),
                minion("bob", 2, id="p2"),
            ],
        },
        base("b2", 20, (4, 2, 1)),
        players=("ann", "bob"),
        events=[
            {
                "when": "before_scoring",
                "base": "oasis",
                "action": "move",
                "card": c,
                "to": "b2",
                "by": "bob",
            }
            for c in ("p1", "p2")
        ],
    )
    result = run(data)
    record = scoring(result, "oasis")
    assert record["designated"]["total_power"] == 12
    assert record["total_power"] == 7
    assert places(result, "oasis") == {"ann": (1, 2)}
    assert result["vp"] == {"ann": 2, "bob": 0}
    moved = result["board"]["bases"][0]
    assert moved["id"] == "b2" and len(moved["cards"]) == 2
    # Jungle Oasis has no ability, and the result says so.
    assert result["base_abilities"][0]["status"] == "no_scoring_effect"
    assert any(
        e["rule"] == R.CONQUEST_ELIGIBILITY and "scored anyway" in e["text"] for e in result["log"]
    )


def test_the_madness_end_of_game_example():
    """Booklet p. 7 (Démence et score final): Julien 15 VP and 5 Madness -> 13; Marie 14 VP and
    3 Madness -> 13 and beats Julien on fewer Madness; Ludo 13 VP and no Madness wins."""
    data = board(
        base("b1", 30, (4, 2, 1)),
        players=("julien", "marie", "ludo"),
        active="julien",
        vp={"julien": 15, "marie": 14, "ludo": 13},
        madness={"julien": 5, "marie": 3, "ludo": 0},
    )
    result = run(data)
    assert result["game_over"] is True
    assert result["final_scores"] == {"julien": 13, "marie": 13, "ludo": 13}
    assert result["winners"] == ["ludo"]
    assert result["log"][-1]["rule"] == R.MADNESS


def test_the_treasure_sharing_example():
    """Booklet p. 7 (Partager le butin): see test_conquest_rules for the pick order; here the
    whole example with three players, Patrice getting nothing."""
    data = board(
        base(
            "b1",
            12,
            (3, 2, 1),
            minion("ludo", 5),
            minion("ludo", 4),
            minion("ludo", 3),
            minion("laurene", 0),
            {"type": "monster", "power": 0, "treasures": 5},
        ),
        players=("patrice", "ludo", "laurene"),
        active="patrice",
    )
    result = run(data)
    assert scoring(result, "b1")["treasure_picks"] == ["ludo", "laurene", "ludo", "laurene", "ludo"]
    assert "patrice" not in places(result, "b1")
