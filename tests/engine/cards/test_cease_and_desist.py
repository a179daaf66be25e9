"""Cease and Desist cards: each modelled ability changes the outcome of a board."""

from __future__ import annotations

from tests.engine.boards import base, board, destroy, minion
from tests.engine.cards.helpers import card, duel, run, special, winners


def test_block_the_probe_boosts_a_minion_before_scoring():
    data = duel(
        minion("ann", 3, id="a"),
        minion("bob", 4, id="b"),
        events=[special("before_scoring", "b1", "astroknights/block-the-probe", "ann", "bp")],
    )
    assert winners(data) == {"ann"}


def test_ghost_knight_boosts_its_players_other_minions_and_survives():
    data = duel(
        card("minion", "astroknights/ghost-knight", "ann", 0, id="gk"),
        minion("ann", 3, id="a"),
        minion("bob", 4, id="b"),
        events=[destroy("gk", "bob")],
    )
    assert winners(data) == {"ann"}


def test_cesium_armor_gives_plus_two_and_protects():
    data = duel(
        minion("ann", 3, id="a"),
        card("action", "changerbots/cesium-armor", "ann", id="ca", attached_to="a"),
        minion("bob", 4, id="b"),
        events=[destroy("a", "bob")],
    )
    assert winners(data) == {"ann"}


def test_change_into_a_gun_weakens_its_minion():
    data = duel(
        minion("ann", 4, id="a"),
        minion("bob", 5, id="b"),
        card("action", "changerbots/change-into-a-gun", "bob", id="cg", attached_to="b"),
    )
    assert winners(data) == {"ann"}


def test_matrix_of_bossiness_reads_the_printed_power_as_five():
    data = duel(
        minion("ann", 2, id="a"),
        card("action", "changerbots/matrix-of-bossiness", "ann", id="mb", attached_to="a"),
        minion("bob", 4, id="b"),
    )
    assert winners(data) == {"ann"}


def test_betrothed_gives_its_owner_a_vp_when_its_controller_wins():
    data = duel(
        card("minion", "ignobles/betrothed", "ann", 3, id="bt", controller="bob"),
        minion("bob", 2, id="b"),
        minion("ann", 1, id="a"),
    )
    result = run(data)
    # ann is second (2 VP) and gains 1 more from Betrothed.
    assert result["vp"]["ann"] == 3


def test_inevitable_betrayal_takes_back_a_minion_before_scoring():
    data = duel(
        minion("ann", 2, id="a"),
        minion("ann", 3, id="x", controller="bob"),
        minion("bob", 1, id="b"),
        events=[special("before_scoring", "b1", "ignobles/inevitable-betrayal", "ann", "ib")],
    )
    assert winners(data) == {"ann"}


def test_protector_fields_shields_your_minions_from_other_players():
    data = duel(
        minion("ann", 4, id="a"),
        card("action", "star-roamers/protector-fields", "ann", id="pf"),
        minion("bob", 3, id="b"),
        events=[destroy("a", "bob")],
    )
    assert winners(data) == {"ann"}


def test_change_up_and_roll_on_brings_your_minions_at_minus_one():
    data = board(
        base("b1", 5, (3, 2, 1), minion("ann", 2, id="a"), minion("bob", 4, id="b")),
        base("b2", 30, (3, 2, 1), minion("ann", 2, id="a2"), minion("ann", 2, id="a3")),
        events=[
            special(
                "before_scoring",
                "b1",
                "changerbots/change-up-and-roll-on",
                "ann",
                "cu",
                order=["a2", "a3"],
            )
        ],
    )
    # 2 + (2 - 1) + (2 - 1) = 4 ties bob: without the Special ann would be second.
    assert winners(data) == {"ann", "bob"}
