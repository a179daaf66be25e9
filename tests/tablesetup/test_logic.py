"""The pure setup logic: no database."""

from collections import Counter

import pytest

from tablesetup import logic
from tablesetup.logic import SetupError

FACTIONS = [f"f{i:02d}" for i in range(12)]


# --- seeds ---------------------------------------------------------------------------------


def test_derive_seed_depends_on_every_label():
    seeds = {
        logic.derive_seed(1, "bases", 0),
        logic.derive_seed(1, "bases", 1),
        logic.derive_seed(2, "bases", 0),
        logic.derive_seed(1, "factions", 0),
    }
    assert len(seeds) == 4
    assert logic.derive_seed(1, "bases", 0) == logic.derive_seed(1, "bases", 0)


def test_shuffle_is_a_permutation_and_repeatable():
    items = [f"b{i:02d}" for i in range(30)]
    first = logic.shuffled(items, 42)
    assert sorted(first) == items
    assert first != items
    assert logic.shuffled(items, 42) == first
    assert logic.shuffled(items, 43) != first


def test_pinned_values():
    # Literal outputs: a change here would silently change every shared permalink.
    assert logic.derive_seed(7, "bases", 0) == 1726417606895462380
    assert logic.shuffled(list("abcdefgh"), 7) == ["f", "e", "g", "h", "a", "d", "b", "c"]
    assert logic.draw_bases(list("abcdef"), 3, seed=1) == ["f", "a", "c"]
    assert logic.resolve_factions([None] * 4, list("abcde"), seed=2024) == ["a", "c", "d", "b"]


@pytest.mark.parametrize("raw", ["-1", "abc", "1.5", "4294967296", "١٢", " 12x"])
def test_bad_seed(raw):
    with pytest.raises(SetupError) as error:
        logic.parse_seed(raw)
    assert error.value.parameter == "seed"
    assert "seed" in error.value.message


def test_seed_parsing():
    assert logic.parse_seed(None) is None
    assert logic.parse_seed("") is None
    assert logic.parse_seed(" 0 ") == 0
    assert logic.parse_seed("4294967295") == logic.MAX_SEED
    assert 0 <= logic.new_seed() <= logic.MAX_SEED


# --- players and the draft -----------------------------------------------------------------


@pytest.mark.parametrize("raw", ["1", "5", "0", "two", "-3"])
def test_bad_player_counts(raw):
    with pytest.raises(SetupError) as error:
        logic.parse_players(raw)
    assert error.value.parameter == "players"


def test_player_counts():
    assert [logic.parse_players(str(n)) for n in (2, 3, 4)] == [2, 3, 4]
    assert logic.parse_players(None) is None


def test_five_players_message_names_the_range():
    with pytest.raises(SetupError, match="2 to 4 players; got 5"):
        logic.parse_players("5")


def test_draft_order_is_a_snake():
    assert logic.draft_order(2) == [0, 1, 1, 0]
    assert logic.draft_order(3) == [0, 1, 2, 2, 1, 0]
    assert logic.draft_order(4) == [0, 1, 2, 3, 3, 2, 1, 0]


def test_draft_order_from_another_first_player_runs_clockwise_then_back():
    assert logic.draft_order(3, first=1) == [1, 2, 0, 0, 2, 1]
    assert logic.draft_order(4, first=3) == [3, 0, 1, 2, 2, 1, 0, 3]


def test_draft_order_each_player_picks_twice():
    for players in (2, 3, 4):
        for first in range(players):
            order = logic.draft_order(players, first)
            assert Counter(order) == {p: 2 for p in range(players)}
            # The last to pick first is the first to pick second.
            assert order[players - 1] == order[players]


def test_draft_order_refuses_bad_input():
    with pytest.raises(SetupError):
        logic.draft_order(5)
    with pytest.raises(SetupError):
        logic.draft_order(3, first=3)


def test_first_drafter_is_seeded():
    assert logic.first_drafter(5, 3) == logic.first_drafter(5, 3)
    assert {logic.first_drafter(seed, 4) for seed in range(40)} == {0, 1, 2, 3}


def test_slots_from_draft():
    order = logic.draft_order(3, first=1)  # 1, 2, 0, 0, 2, 1
    picks = ["a", "b", "c", "d", "e", "f"]
    assert logic.slots_from_draft(picks, order) == ["c", "d", "a", "f", "b", "e"]
    assert logic.slots_from_draft(picks[:2], order) == [None, None, "a", None, "b", None]


# --- who may hold what ---------------------------------------------------------------------


def test_a_player_never_holds_the_same_faction_twice():
    with pytest.raises(SetupError, match="Player 2 holds ninjas twice"):
        logic.check_table(["a", "b", "ninjas", "ninjas"], {"ninjas"})


def test_two_players_share_a_faction_only_with_two_copies():
    with pytest.raises(SetupError, match="two copies") as error:
        logic.check_table(["a", "b", "a", "c"], set())
    assert error.value.parameter == "factions"
    logic.check_table(["a", "b", "a", "c"], {"a"})


def test_two_copies_allow_two_players_not_three():
    with pytest.raises(SetupError, match="held by 3 players"):
        logic.check_table(["a", "b", "a", "c", "a", "d"], {"a"})


def test_check_table_names_factions_with_the_given_function():
    with pytest.raises(SetupError, match="Orcs is held by 2 players"):
        logic.check_table(["orcs", "b", "orcs", "c"], set(), name=lambda slug: slug.title())


def test_may_hold():
    slots = ["a", None, "b", "c"]
    assert not logic.may_hold("a", 1, slots, set())  # the player's other faction
    assert not logic.may_hold("b", 1, slots, set())  # another player's, one copy
    assert logic.may_hold("b", 1, slots, {"b"})  # two copies
    assert logic.may_hold("d", 1, slots, set())


# --- random factions -----------------------------------------------------------------------


def test_random_factions_are_seeded_and_legal():
    slots = [None] * 6
    first = logic.resolve_factions(slots, FACTIONS, seed=9)
    assert first == logic.resolve_factions(slots, FACTIONS, seed=9)
    assert len(set(first)) == 6
    assert set(first) <= set(FACTIONS)
    others = {tuple(logic.resolve_factions(slots, FACTIONS, seed=s)) for s in range(10)}
    assert len(others) > 1


def test_random_factions_keep_the_fixed_slots():
    slots = ["f00", None, None, "f01"]
    table = logic.resolve_factions(slots, FACTIONS, seed=3)
    assert table[0] == "f00" and table[3] == "f01"
    assert len(set(table)) == 4


def test_a_reroll_changes_one_slot_only():
    slots = [None] * 8
    before = logic.resolve_factions(slots, FACTIONS, seed=11)
    for slot in range(8):
        after = logic.resolve_factions(slots, FACTIONS, seed=11, rerolls=[slot])
        changed = [i for i in range(8) if before[i] != after[i]]
        assert changed == [slot]
        logic.check_table(after, set())


def test_rerolls_chain_and_keep_the_rest():
    slots = [None] * 6
    one = logic.resolve_factions(slots, FACTIONS, seed=5, rerolls=[2])
    two = logic.resolve_factions(slots, FACTIONS, seed=5, rerolls=[2, 4])
    three = logic.resolve_factions(slots, FACTIONS, seed=5, rerolls=[2, 4, 2])
    assert [i for i in range(6) if one[i] != two[i]] == [4]
    assert [i for i in range(6) if two[i] != three[i]] == [2]


def test_a_fixed_faction_can_be_rerolled():
    slots = ["f00", "f01", "f02", "f03"]
    after = logic.resolve_factions(slots, FACTIONS, seed=1, rerolls=[0])
    assert after[1:] == ["f01", "f02", "f03"]
    assert after[0] not in slots


def test_many_rerolls_reshuffle_and_stay_legal():
    slots = [None] * 4
    candidates = FACTIONS[:5]
    table = logic.resolve_factions(slots, candidates, seed=2, rerolls=[0, 1, 2, 3] * 10)
    logic.check_table(table, set())
    assert set(table) <= set(candidates)


def test_random_factions_with_two_copies_never_break_the_rules():
    candidates = ["a", "b", "c"]
    for seed in range(30):
        table = logic.resolve_factions([None] * 4, candidates, seed=seed, duplicable={"a", "b"})
        logic.check_table(table, {"a", "b"})


def test_more_players_than_available_factions():
    with pytest.raises(SetupError, match="4 players need 8 factions") as error:
        logic.resolve_factions([None] * 8, FACTIONS[:4], seed=1)
    assert error.value.parameter == "owned"
    with pytest.raises(SetupError, match="offer only 4"):
        logic.resolve_factions([None] * 6, FACTIONS[:2], seed=1, duplicable={"f00", "f01"})


def test_fixed_and_random_slots_respect_single_copies():
    for seed in range(30):
        table = logic.resolve_factions(["f00", None, None, None], FACTIONS[:4], seed=seed)
        assert sorted(table) == FACTIONS[:4]


def test_no_pile_when_nothing_is_random():
    assert logic.resolve_factions(["a", "b", "c", "d"], [], seed=0) == ["a", "b", "c", "d"]


def test_resolve_checks_the_fixed_slots():
    with pytest.raises(SetupError, match="twice"):
        logic.resolve_factions(["a", "a", None, None], FACTIONS, seed=0)


# --- the base deck -------------------------------------------------------------------------


CATALOG = {
    "geeks": logic.FactionBoxes("geeks", ("big-geeky-box", "bigger-geekier-box"), "big-geeky-box"),
    "ninjas": logic.FactionBoxes("ninjas", ("core",), "core"),
    "pirates": logic.FactionBoxes("pirates", ("core",), "core"),
    "orcs": logic.FactionBoxes("orcs", ("munchkin",), None),
}
ORDER = {"core": 1, "munchkin": 7, "big-geeky-box": 9, "bigger-geekier-box": 13}


def test_deck_boxes_union_once_per_box_in_release_order():
    boxes = logic.deck_boxes(["orcs", "ninjas", "pirates", "ninjas"], CATALOG, {}, ORDER)
    assert boxes == ["core", "munchkin"]


def test_deck_boxes_reissued_faction_uses_its_first_release_unless_chosen():
    assert logic.deck_boxes(["geeks"], CATALOG, {}, ORDER) == ["big-geeky-box"]
    chosen = {"geeks": "bigger-geekier-box"}
    assert logic.deck_boxes(["geeks"], CATALOG, chosen, ORDER) == ["bigger-geekier-box"]


def test_deck_boxes_prefers_an_owned_box_over_a_first_release_not_owned():
    owned = {"core", "bigger-geekier-box"}
    assert logic.deck_boxes(["geeks"], CATALOG, {}, ORDER, owned) == ["bigger-geekier-box"]
    assert logic.deck_boxes(["geeks"], CATALOG, {}, ORDER, {"core"}) == ["big-geeky-box"]
    chosen = {"geeks": "big-geeky-box"}
    assert logic.deck_boxes(["geeks"], CATALOG, chosen, ORDER, owned) == ["big-geeky-box"]


def test_default_box_without_a_first_release_flag_is_the_earliest():
    assert logic.FactionBoxes("x", ("a", "b")).default_box() == "a"
    assert logic.FactionBoxes("x", ()).default_box() is None


# --- the opening draw ----------------------------------------------------------------------

DECK = sorted(f"base-{i:02d}" for i in range(20))


def test_draw_is_seeded_and_distinct():
    draw = logic.draw_bases(DECK, 4, seed=123)
    assert draw == logic.draw_bases(DECK, 4, seed=123)
    assert len(set(draw)) == 4 and set(draw) <= set(DECK)
    assert len({tuple(logic.draw_bases(DECK, 4, seed=s)) for s in range(20)}) > 10


def test_draw_is_the_top_of_the_shuffled_deck():
    shuffled = logic.shuffled(DECK, logic.derive_seed(77, "bases", 0))
    assert logic.draw_bases(DECK, 5, seed=77) == shuffled[:5]


def test_redraw_replaces_one_base_and_keeps_the_rest():
    before = logic.draw_bases(DECK, 4, seed=8)
    for slot in range(4):
        after = logic.draw_bases(DECK, 4, seed=8, redraws=[slot])
        assert [i for i in range(4) if before[i] != after[i]] == [slot]
        assert after[slot] not in before


def test_redraws_deal_the_next_cards_in_order():
    shuffled = logic.shuffled(DECK, logic.derive_seed(8, "bases", 0))
    assert logic.draw_bases(DECK, 3, seed=8, redraws=[1, 1, 0]) == [
        shuffled[5],
        shuffled[4],
        shuffled[2],
    ]


def test_redraws_reshuffle_the_discards_when_the_deck_runs_out():
    deck = DECK[:5]
    table = logic.draw_bases(deck, 4, seed=1, redraws=[0, 1, 2, 3, 0, 1])
    assert len(set(table)) == 4 and set(table) <= set(deck)


def test_a_deck_too_small_for_the_draw():
    with pytest.raises(SetupError, match="holds 3 bases; 4 are needed"):
        logic.draw_bases(DECK[:3], 4, seed=1)


def test_a_redraw_with_no_other_base():
    with pytest.raises(SetupError) as error:
        logic.draw_bases(DECK[:3], 3, seed=1, redraws=[0])
    assert error.value.parameter == "redraw"


def test_deck_must_not_repeat():
    with pytest.raises(ValueError):
        logic.draw_bases(["a", "a", "b"], 2, seed=1)


# --- query-string lists --------------------------------------------------------------------


def test_parse_indices():
    assert logic.parse_indices("1,3, 2", 4, "redraw") == [0, 2, 1]
    assert logic.parse_indices("", 4, "redraw") == []
    for raw in ("0", "5", "x", "1,,2", "-1"):
        with pytest.raises(SetupError) as error:
            logic.parse_indices(raw, 4, "redraw")
        assert error.value.parameter == "redraw"
    with pytest.raises(SetupError, match="at most"):
        logic.parse_indices(",".join(["1"] * (logic.MAX_STEPS + 1)), 4, "redraw")


def test_parse_slugs():
    assert logic.parse_slugs(" Ninjas, ,pirates,") == ["ninjas", "pirates"]
    assert logic.parse_slugs(None) == []
