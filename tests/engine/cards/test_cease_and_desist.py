"""Cease and Desist cards: each modelled ability changes the outcome of a board."""

from __future__ import annotations

from tests.engine.boards import base, board, destroy, minion
from tests.engine.card_boards import in_play, without_ability
from tests.engine.card_boards import run as run_cards
from tests.engine.card_boards import winners as cards_winners
from tests.engine.cards.helpers import card, choice, duel, run, special, winners


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


# --- abilities modelled with the hooks of issue 15 ------------------------------------------------


def test_laser_sword_gives_two_power_and_shields_from_other_players_minions():
    data = board(
        base(
            "b1",
            4,
            (3, 2, 1),
            minion("ann", 3, id="a"),
            card("action", "astroknights/laser-sword", "ann", id="ls", attached_to="a"),
            minion("bob", 4, id="b"),
        ),
        events=[{"when": "now", "action": "destroy", "card": "a", "by": "bob", "source": "minion"}],
    )
    assert cards_winners(run_cards(data), "b1") == ["ann"]
    # Typed in: no +2, no shield (the minion is destroyed).
    assert cards_winners(run_cards(without_ability(data, "ls")), "b1") == ["bob"]
    # An action's effect still destroys it.
    data["events"][0]["source"] = "action"
    assert cards_winners(run_cards(data), "b1") == ["bob"]


def _returned(card_entry: dict, choose: dict | None) -> dict:
    """`card_entry` on b1; bob returns ann's minion "a" (on b2) to her hand."""
    return board(
        base("b1", 30, (3, 2, 1), card_entry),
        base("b2", 30, (3, 2, 1), minion("ann", 2, id="a"), minion("bob", 3, id="b")),
        base("b3", 30, (3, 2, 1)),
        events=[{"when": "now", "action": "return", "card": "a", "by": "bob"}],
        choices=[choice(card_entry["id"], "ann", **choose)] if choose is not None else [],
    )


def test_ships_engineer_may_move_a_returned_minion_to_another_base():
    engineer = card("minion", "star-roamers/ships-engineer", "ann", 3, id="se")
    data = _returned(engineer, {"to": "b3"})
    assert in_play(run_cards(data)).get("a") == "b3"
    assert "a" not in in_play(run_cards(without_ability(data, "se")))


def test_whiplash_maneuver_may_bring_a_returned_minion_here():
    whiplash = card("action", "star-roamers/whiplash-maneuver", "ann", id="wm")
    data = _returned(whiplash, {})
    assert in_play(run_cards(data)).get("a") == "b1"
    assert "a" not in in_play(run_cards(without_ability(data, "wm")))


def test_medical_officer_may_keep_a_returned_minion_in_play():
    officer = card("minion", "star-roamers/medical-officer", "ann", 4, id="mo")
    data = _returned(officer, {})
    assert in_play(run_cards(data)).get("a") == "b2"
    assert "a" not in in_play(run_cards(without_ability(data, "mo")))
    # Without a choice, the officer does not act (listed as assumed).
    data["choices"] = []
    result = run_cards(data)
    assert "a" not in in_play(result)
    assert any(a.get("card") == "mo" for a in result["assumed_choices"])


def test_alien_guru_adds_a_counter_to_the_minion_your_action_boosts():
    data = duel(
        card("minion", "astroknights/alien-guru", "ann", 2, id="ag"),
        minion("ann", 3, id="a"),
        minion("bob", 8, id="b"),
        events=[
            special("before_scoring", "b1", "astroknights/block-the-probe", "ann", "bp", card="a")
        ],
        choices=[choice("ag", "ann")],
    )
    # 2 + 3 + 2 (Block the Probe) + 1 counter: 8, a tie with Bob.
    assert winners(data) == {"ann", "bob"}
    assert cards_winners(run_cards(without_ability(data, "ag")), "b1") == ["bob"]


def test_star_roamers_ensign_takes_a_rivals_special_aimed_at_your_minion():
    data = duel(
        minion("ann", 6, id="a"),
        card("minion", "star-roamers/ensign", "ann", 2, id="en"),
        minion("bob", 5, id="b"),
        events=[
            special("before_scoring", "b1", "miskatonic-university/old-man-jenkins", "bob", "omj")
        ],
        choices=[choice("en", "ann")],
    )
    # Old Man Jenkins destroys the strongest minion; the Ensign is destroyed instead: 6 against 5.
    assert winners(data) == {"ann"}
    assert cards_winners(run_cards(without_ability(data, "en")), "b1") == ["bob"]
