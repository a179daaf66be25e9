"""Play abilities of What Were We Thinking? (issue 28): every card of Explorers, Grannies, Rock
Stars and Teddy Bears has a play entry; each applied one (or its Talent) acts on the board."""

from __future__ import annotations

import pytest

from simulator.engine import cards, plays
from tests.engine.card_boards import base, board, run, typed
from tests.engine.plays.helpers import FAR
from tests.engine.plays.test_pretty_pretty_smash_up import (
    TWO_ACTIONS,
    TWO_MINIONS,
    action,
    assumed,
    beyond,
    bobs,
    cannot,
    mine,
    play,
    played,
    talent,
    texts,
    where,
)

FACTIONS = ("explorers", "grannies", "rock-stars", "teddy-bears")


def table(*events: dict, b1=(), b2=(), b3=(), bp1: int = FAR, bp2: int = FAR, **extra) -> dict:
    """b1 (breakpoint bp1), b2 (bp2), b3 (never score)."""
    data = board(
        base("b1", bp1, (3, 2, 1), *b1),
        base("b2", bp2, (3, 2, 1), *b2),
        base("b3", FAR, (3, 2, 1), *b3),
        **extra,
    )
    data["events"] = list(events)
    return data


def deck(*ids: str) -> list[dict]:
    return [{"id": i, "breakpoint": 30, "vp": [3, 2, 1], "cards": []} for i in ids]


def powers(result: dict, base_id: str = "b1") -> dict[str, int]:
    (scoring,) = [s for s in result["scorings"] if s["base"] == base_id]
    return scoring["card_powers"]


def counters(result: dict) -> dict[str, int]:
    return {
        c["id"]: c.get("counters", 0)
        for b in result["board"]["bases"]
        for c in b["cards"]
        if "id" in c
    }


def base_deck(result: dict) -> list[str]:
    return [spec["id"] for spec in result["board"]["base_deck"]]


def groupie(card_id: str = "g2") -> dict:
    return {
        "type": "minion",
        "id": card_id,
        "owner": "ann",
        "card": "rock-stars/groupie",
        "power": 2,
    }


# --- coverage ------------------------------------------------------------------------------------


def test_every_card_of_the_box_has_a_play_entry_in_each_printing():
    keys = [k for k in cards.registered() if k[0].split("/")[0] in FACTIONS]
    assert len(keys) == 50
    missing = [
        (key, printing)
        for key, scope in keys
        for printing in ((scope,) if scope else ("original", "pod"))
        if not plays.is_registered(key, printing)
    ]
    assert missing == []
    entries = {k: v for k, v in plays.registered().items() if k[0].split("/")[0] in FACTIONS}
    assert {e.box for e in entries.values()} == {"What Were We Thinking?"}
    assert not [k for k, e in entries.items() if e.status == plays.NOT_SIMULATED]


# --- explorers -----------------------------------------------------------------------------------


def test_idaho_smith_plays_the_top_base_and_takes_your_minions_there():
    b1 = [mine("m1"), mine("m2"), bobs("n")]
    choose = {"base": "d1", "cards": ["m1"]}
    result = run(
        table(
            play(played("explorers/idaho-smith", power=5), choose),
            b1=b1,
            base_deck=deck("d1", "d2"),
        )
    )
    assert [b["id"] for b in result["board"]["bases"]] == ["b1", "b2", "b3", "d1"]
    assert [where(result)[i] for i in ("x", "m1", "m2", "n")] == ["d1", "d1", "b1", "b1"]
    assert base_deck(result) == ["d2"]
    declined = run(
        table(play(played("explorers/idaho-smith", power=5)), b1=b1, base_deck=deck("d1"))
    )
    assert assumed(declined)["options"] == [{"base": "d1"}]
    assert where(declined)["x"] == "b1" and base_deck(declined) == ["d1"]


@pytest.mark.parametrize(
    "choose,expected",
    [
        ({"order": ["d2", "d1"], "count": 2}, ["d2", "d1", "d3"]),
        ({"order": ["d1", "d2"], "count": 1}, ["d1", "d3", "d2"]),
        ({"order": ["d2", "d1"], "count": 0}, ["d3", "d2", "d1"]),
    ],
)
def test_glory_hound_puts_the_top_two_bases_back_on_top_or_at_the_bottom(choose, expected):
    data = table(play(played("explorers/glory-hound"), choose), base_deck=deck("d1", "d2", "d3"))
    assert base_deck(run(data)) == expected


def test_glory_hound_without_a_choice_keeps_the_order_and_without_a_deck_says_so():
    first = run(table(play(played("explorers/glory-hound")), base_deck=deck("d1", "d2", "d3")))
    assert assumed(first)["choose"] == {"order": ["d1", "d2"], "count": 2}
    assert len(assumed(first)["options"]) == 6
    assert base_deck(first) == ["d1", "d2", "d3"]
    none = run(table(play(played("explorers/glory-hound"))))
    assert cannot(none)


def test_dr_livingstone_sends_a_lone_minion_into_its_owners_deck():
    card = played("explorers/dr-livingstone-i-presume", "action")
    b1, b2 = [bobs("crowd"), mine("m")], [bobs("alone")]
    result = run(table(play(card, {"card": "alone"}, to=None), b1=b1, b2=b2))
    assert "alone" not in where(result)
    kept = run(table(play(card, {"card": "crowd"}, to=None), b1=b1, b2=b2))
    assert "crowd" in where(kept) and "not alone" in texts(kept)
    first = run(table(play(card, to=None), b1=b1, b2=b2))
    assert assumed(first)["choose"] == {"card": "alone"}


def test_fortune_and_glory_moves_up_to_two_minions_from_one_base():
    card = played("explorers/fortune-and-glory", "action")
    b1 = [bobs("n1"), bobs("n2"), mine("m")]
    result = run(
        table(play(card, {"base": "b1", "cards": ["n1", "m"], "to": "b3"}, to=None), b1=b1)
    )
    assert [where(result)[i] for i in ("n1", "n2", "m")] == ["b3", "b1", "b3"]
    too_many = run(
        table(play(card, {"base": "b1", "cards": ["n1", "n2", "m"], "to": "b3"}, to=None), b1=b1)
    )
    assert cannot(too_many) and where(too_many)["n1"] == "b1"


def test_i_said_no_camels_places_counters_or_draws_for_your_minions_there():
    card = played("explorers/i-said-no-camels", "action")
    b1 = [mine("m1"), mine("m2"), bobs("n")]
    result = run(
        table(play(card, {"base": "b1", "mode": "counters"}, to=None), b1=b1, b2=[mine("o")])
    )
    assert counters(result) == {"m1": 1, "m2": 1, "n": 0, "o": 0}
    drawn = run(table(play(card, {"base": "b1", "mode": "draw"}, to=None), b1=b1))
    assert counters(drawn)["m1"] == 0 and "draw 2 card(s)" in texts(drawn)
    first = run(table(play(card, to=None), b1=b1))
    assert assumed(first)["choose"] == {"base": "b1"}


def test_it_belongs_in_a_museum_swaps_two_minions_of_different_bases():
    card = played("explorers/it-belongs-in-a-museum", "action")
    b1, b2 = [mine("m"), bobs("n")], [bobs("o")]
    result = run(table(play(card, {"cards": ["o", "m"]}, to=None), b1=b1, b2=b2))
    assert [where(result)[i] for i in ("m", "n", "o")] == ["b2", "b1", "b1"]
    same_base = run(table(play(card, {"cards": ["m", "n"]}, to=None), b1=b1, b2=b2))
    assert cannot(same_base) and where(same_base)["m"] == "b1"
    first = run(table(play(card, to=None), b1=b1, b2=b2))
    assert assumed(first)["choose"] == {"cards": ["m", "o"]}


def test_x_never_marks_the_spot_moves_your_minions_each_where_you_say():
    card = played("explorers/x-never-marks-the-spot", "action")
    b1 = [mine("m1"), mine("m2"), bobs("n")]
    result = run(table(play(card, {"order": ["m1", "b2", "m2", "b3"]}, to=None), b1=b1))
    assert [where(result)[i] for i in ("m1", "m2", "n")] == ["b2", "b3", "b1"]
    theirs = run(table(play(card, {"order": ["n", "b2"]}, to=None), b1=b1))
    assert cannot(theirs) and where(theirs)["n"] == "b1"
    declined = run(table(play(card, to=None), b1=b1))
    assert {"order": ["m1", "b2"]} in assumed(declined)["options"]
    assert where(declined)["m1"] == "b1"


def test_you_call_this_archaeology_moves_one_of_your_minions():
    card = played("explorers/you-call-this-archaeology", "action")
    result = run(table(play(card, {"card": "m", "to": "b2"}, to=None), b1=[mine("m"), bobs("n")]))
    assert where(result)["m"] == "b2"
    refused = run(table(play(card, {"card": "n", "to": "b2"}, to=None), b1=[mine("m"), bobs("n")]))
    assert where(refused)["n"] == "b1" and cannot(refused)


# --- grannies ------------------------------------------------------------------------------------


def test_nana_plays_the_revealed_action_now():
    card = played("grannies/nana", power=3)
    revealed = action("r", player="ann")
    result = run(table(play(card, {"play": revealed, "to": "b2"})))
    assert where(result)["r"] == "b2"
    minion_card = run(table(play(card, {"play": mine("r2"), "to": "b2"})))
    assert "r2" not in where(minion_card) and cannot(minion_card)


def test_nana_refuses_a_card_of_the_hand_as_the_revealed_action():
    # The top card of the deck is a card object: a card of ann's hand is not it.
    card = played("grannies/nana", power=3)
    hand = {"ann": [{"id": "r", "type": "action", "card": "x/y"}]}
    result = run(table(play(card, {"play": "r", "to": "b2"}), hands=hand))
    assert "r" not in where(result) and cannot(result)
    assert "is a card of a hand" in result["warnings"][0]["text"]
    assert [c["id"] for c in result["board"]["hands"]["ann"]] == ["r"]


def test_hush_my_stories_plays_the_drawn_minion_now():
    card = played("grannies/hush-my-stories-are-on", "action")
    result = run(table(play(card, {"play": mine("r"), "to": "b2"}, to=None)))
    assert where(result)["r"] == "b2"
    none = run(table(play(card, to=None)))
    assert "r" not in where(none) and assumed(none)["choose"] is None


def test_grannys_purse_and_care_package_grant_an_extra_card():
    purse = played("grannies/grannys-purse", "action")
    assert beyond(run(table(play(purse, to=None), *TWO_ACTIONS[1:]))) == []
    package = played("teddy-bears/care-package", "action")
    assert beyond(run(table(play(package, to=None), *TWO_MINIONS))) == []
    assert beyond(run(table(play(action("plain", player="ann"), to="b3"), *TWO_MINIONS))) == [2]


def test_knitting_circle_destroys_up_to_three_actions_and_draws_for_each():
    card = played("grannies/knitting-circle", "action")
    b1 = [bobs("n"), action("a1", "n"), action("a2"), action("a3"), action("a4")]
    result = run(table(play(card, {"cards": ["a1", "a2", "a4"]}, to=None), b1=b1))
    assert [i for i in ("a1", "a2", "a3", "a4") if i in where(result)] == ["a3"]
    assert "draw 3 card(s)" in texts(result)
    too_many = run(table(play(card, {"cards": ["a1", "a2", "a3", "a4"]}, to=None), b1=b1))
    assert cannot(too_many) and "a1" in where(too_many)


def test_great_grandma_talent_plays_a_small_revealed_minion_here():
    gg = {"type": "titan", "id": "gg", "owner": "ann", "card": "grannies/great-grandma", "power": 3}
    small = run(table(talent("gg", {"play": mine("r", 3)}), b1=[gg]))
    assert where(small)["r"] == "b1"
    big = run(table(talent("gg", {"play": mine("r", 4)}), b1=[gg]))
    assert "r" not in where(big) and cannot(big)


# --- rock stars ----------------------------------------------------------------------------------


def test_rick_roll_and_tour_bus_bring_minions_from_lower_breakpoints():
    # b1 breakpoint 40, b2 breakpoint 20, b3 breakpoint 40.
    b2 = [mine("m1"), mine("m2"), bobs("n")]
    rick = run(
        table(
            play(played("rock-stars/rick-roll", power=3), {"cards": ["m1"]}),
            b2=b2,
            bp2=20,
            b3=[mine("m3")],
        )
    )
    assert [where(rick)[i] for i in ("m1", "m2", "n", "m3")] == ["b1", "b2", "b2", "b3"]
    level = run(
        table(
            play(played("rock-stars/rick-roll", power=3), {"cards": ["m3"]}),
            bp2=20,
            b3=[mine("m3")],
        )
    )
    assert cannot(level) and where(level)["m3"] == "b3"
    bus = played("rock-stars/tour-bus", "action")
    result = run(table(play(bus, {"to": "b3", "cards": ["m1", "m2"]}, to=None), b2=b2, bp2=20))
    assert [where(result)[i] for i in ("m1", "m2", "n")] == ["b3", "b3", "b2"]


def test_groupie_plays_another_groupie_here():
    first = played("rock-stars/groupie", power=2)
    result = run(table(play(first, {"play": groupie()})))
    assert where(result)["g2"] == "b1"
    elsewhere = run(table(play(first, {"play": groupie(), "to": "b2"})))
    assert "g2" not in where(elsewhere) and cannot(elsewhere)
    other = run(table(play(first, {"play": mine("r")})))
    assert "r" not in where(other) and cannot(other)


def test_guest_star_plays_a_groupie_as_an_extra_minion():
    card = played("rock-stars/guest-star", "action")
    result = run(table(play(card, {"play": groupie(), "to": "b2"}, to=None)))
    assert where(result)["g2"] == "b2"
    kept = run(table(play(card, to=None)))
    assert "g2" not in where(kept) and "search your deck" in texts(kept)


def test_power_ballad_gives_your_minions_on_a_base_one_power():
    card = played("rock-stars/power-ballad", "action")
    result = run(table(play(card, {"base": "b1"}, to=None), b1=[mine("m", 2), bobs("n", 2)], bp1=5))
    assert powers(result) == {"m": 3, "n": 2}


# --- teddy bears ---------------------------------------------------------------------------------


def test_sir_squeezes_grants_three_extra_small_minions_here():
    squeezes = play(played("teddy-bears/sir-squeezes", power=5))
    small = [play(mine(f"s{i}", 1)) for i in range(3)]
    assert beyond(run(table(squeezes, *small))) == []
    assert beyond(run(table(squeezes, *small, play(mine("s4", 1))))) == [4]
    assert beyond(run(table(squeezes, play(mine("big", 4))))) == [1]
    assert beyond(run(table(squeezes, play(mine("away", 1), to="b2")))) == [1]


def test_sir_squeezes_extra_minions_add_up_to_5_power_at_most():
    # Their printed powers in all: 3 + 1 + 1 fits; a second 3 (6 in all) is beyond the turn's
    # plays, and so is the third, each warned.
    squeezes = play(played("teddy-bears/sir-squeezes", power=5))
    fits = run(table(squeezes, play(mine("s0", 3)), play(mine("s1", 1)), play(mine("s2", 1))))
    assert beyond(fits) == [] and fits["warnings"] == []
    result = run(table(squeezes, *[play(mine(f"s{i}", 3)) for i in range(3)]))
    assert beyond(result) == [2, 3]
    # The warning says the grant left does not take them (not that none was granted).
    assert all("extra plays granted do not take" in w["text"] for w in result["warnings"])
    entry = cards.lookup("teddy-bears/sir-squeezes", "pod")
    assert "5 power in all" in entry.summary and "5 de Force en tout" in entry.summary_fr


def test_group_hug_counts_the_other_minions_at_the_same_base_once():
    card = played("teddy-bears/group-hug", "action")
    b1 = [mine("m", 2), bobs("n", 1), bobs("o", 1)]
    result = run(table(play(card, {"card": "m"}, to=None), b1=b1, bp1=6))
    assert powers(result)["m"] == 4
    first = run(table(play(card, to=None), b1=b1, b2=[mine("p")]))
    assert assumed(first)["choose"] == {"card": "m"}


def test_continuous_and_hand_only_cards_are_played_with_nothing_more():
    for key, kind in [
        ("teddy-bears/too-cute", "action"),
        ("grannies/attic-treasures", "action"),
        ("teddy-bears/lovey-bear", "minion"),
        ("teddy-bears/bear-picnic", "action"),
    ]:
        result = run(table(play(played(key, kind)), b1=[typed("bob", 2, "n")]))
        assert result["plays"][0]["applied"] is True
        assert result["not_simulated"] == [] and result["assumed_choices"] == []


@pytest.mark.parametrize(
    "card,b1,b2,expected,option",
    [
        (played("explorers/fortune-and-glory", "action"), [bobs("n")], [], {"base": "b1"}, None),
        (
            played("explorers/you-call-this-archaeology", "action"),
            [mine("m")],
            [],
            {"card": "m", "to": "b2"},
            None,
        ),
        (played("grannies/knitting-circle", "action"), [action("a")], [], None, {"cards": ["a"]}),
        (played("rock-stars/rick-roll", power=3), [], [mine("m")], None, {"cards": ["m"]}),
        (played("rock-stars/tour-bus", "action"), [], [], {"to": "b1"}, None),
        (played("rock-stars/power-ballad", "action"), [], [], {"base": "b1"}, None),
        (played("rock-stars/groupie", power=2), [], [], None, None),
    ],
)
def test_a_decision_not_given_is_assumed_and_listed(card, b1, b2, expected, option):
    # b2 has a lower breakpoint than b1 (Rick Roll brings its minions).
    to = "b1" if card["type"] == "minion" else None
    result = run(table(play(card, to=to), b1=b1, b2=b2, bp2=20))
    entry = assumed(result)
    assert entry["choose"] == expected
    if option is not None:
        assert option in entry["options"]
    if expected is not None:
        assert expected in entry["options"]


def test_knitting_circle_never_takes_an_action_steam_queen_protects():
    # Steam Queen keeps bob's actions from ann's cards: a named one stays with a warning naming
    # her (the others go, one card drawn each), and none is listed among the options.
    queen = typed("bob", 3, "sq", card="steampunks/steam-queen")
    b1 = [queen, action("qa"), action("free", player="ann")]
    card = played("grannies/knitting-circle", "action")
    result = run(table(play(card, {"cards": ["qa", "free"]}, to=None), b1=b1))
    assert "qa" in where(result) and "free" not in where(result)
    assert "draw 1 card(s)" in texts(result)
    (warning,) = cannot(result)
    assert "Steam Queen" in warning["text"]
    offered = run(table(play(card, to=None), b1=b1))
    assert assumed(offered)["options"] == [{"cards": ["free"]}]


# --- the review of session 25 (g2) ------------------------------------------------------------


def monster(card_id: str, power: int = 4) -> dict:
    return {"type": "monster", "id": card_id, "power": power}


def test_dr_livingstone_shuffles_into_the_deck_not_to_the_bottom():
    # Dr Livingstone: a minion alone on its base is shuffled into its owner's deck (review c4)
    card = played("explorers/dr-livingstone-i-presume", "action")
    result = run(table(play(card, {"card": "alone"}, to=None), b2=[bobs("alone")]))
    assert "alone" not in where(result)
    text = texts(result)
    assert "bottom" not in text and "shuffles" in text
    text_fr = " | ".join(entry["text_fr"] for entry in result["log"])
    assert "sous la pioche" not in text_fr and "mélange" in text_fr


def test_group_hug_and_dr_livingstone_count_monsters_as_minions():
    # Grosse Boîte pour Geek booklet p. 7: "les Monstres sont considérés comme des Créatures
    # normales" (review c3). Group Hug: "+1 power for each other minion at the same base".
    hug = played("teddy-bears/group-hug", "action")
    b1 = [mine("a", 2), bobs("b", 3), monster("mo", 4)]
    result = run(table(play(hug, {"card": "a"}, to=None), b1=b1, bp1=3))
    # breakpoint 3 + the monster's 4 = 7: a (2 + 2) and b (3) reach it.
    assert powers(result)["a"] == 4
    # Dr Livingstone: the minion must be alone on its base; a monster there is another minion.
    card = played("explorers/dr-livingstone-i-presume", "action")
    kept = run(table(play(card, {"card": "b"}, to=None), b1=[monster("mo", 3), bobs("b", 5)]))
    assert where(kept)["b"] == "b1" and "not alone" in texts(kept)
