"""Science Fiction Double Feature cards: each modelled ability changes the outcome of a board
(checked against the same board with the card typed in, without its ability)."""

from __future__ import annotations

import pytest

from tests.engine.boards import base, board, destroy, minion
from tests.engine.card_boards import (
    card,
    card_choice,
    in_play,
    run,
    scored,
    special,
    winners,
    without_ability,
)


def _on(player: str, key: str, card_id: str, minion_id: str) -> dict:
    return card("action", player, key, card_id, attached_to=minion_id)


def test_cyberevolution_gives_the_minion_three_more():
    data = board(
        base(
            "b1",
            9,
            (3, 2, 1),
            minion("ann", 3, id="a3"),
            _on("ann", "cyborg-apes/cyberevolution", "ce", "a3"),
            minion("bob", 5),
        )
    )
    assert winners(run(data), "b1") == ["ann"]
    assert scored(run(without_ability(data, "ce"))) == []


def test_furious_george_counts_the_actions_on_it():
    george = card("minion", "ann", "cyborg-apes/furious-george", "fg", power=2)
    data = board(
        base(
            "b1",
            7,
            (3, 2, 1),
            george,
            {"type": "action", "controller": "ann", "attached_to": "fg"},
            {"type": "action", "controller": "bob", "attached_to": "fg"},
            minion("bob", 3),
        )
    )
    assert winners(run(data), "b1") == ["ann"]  # 2 + 2 against 3; 5 below 7 without it
    assert scored(run(without_ability(data, "fg"))) == []


def test_juiced_up_gives_two_per_action_on_the_minion():
    data = board(
        base(
            "b1",
            10,
            (3, 2, 1),
            minion("ann", 2, id="a2"),
            _on("ann", "cyborg-apes/juiced-up", "ju", "a2"),
            {"type": "action", "controller": "ann", "attached_to": "a2"},
            minion("bob", 5),
        )
    )
    assert winners(run(data), "b1") == ["ann"]  # 2 + 4 against 5
    assert scored(run(without_ability(data, "ju"))) == []


def test_shielding_protects_the_minion_from_another_players_destroy():
    data = board(
        base(
            "b1",
            7,
            (3, 2, 1),
            minion("ann", 4, id="a4"),
            _on("ann", "cyborg-apes/shielding", "sh", "a4"),
            minion("bob", 3),
        ),
        events=[destroy("a4", "bob")],
    )
    assert winners(run(data), "b1") == ["ann"]
    assert scored(run(without_ability(data, "sh"))) == []


def test_shielding_does_not_protect_itself_but_two_protect_each_other():
    # Its clarification: "This card does not protect itself, but if both Shieldings are on the
    # same minion, they protect each other."
    def data(*shieldings):
        return board(
            base(
                "b1",
                30,
                (3, 2, 1),
                minion("ann", 4, id="a4"),
                *(_on("ann", "cyborg-apes/shielding", s, "a4") for s in shieldings),
            ),
            events=[destroy("sh", "bob")],
        )

    assert "sh" not in in_play(run(data("sh")))
    both = in_play(run(data("sh", "sh2")))
    assert "sh" in both and "sh2" in both


def test_mimic_takes_the_highest_printed_power_in_play():
    mimic = card("minion", "ann", "shapeshifters/mimic", "mm", power=0)
    data = board(
        base("b1", 30, (3, 2, 1), minion("cy", 7)),
        base("b2", 10, (3, 2, 1), mimic, minion("bob", 5)),
    )
    assert winners(run(data), "b2") == ["ann"]
    assert scored(run(without_ability(data, "mm"))) == []


def test_shell_game_minion_cannot_be_destroyed():
    data = board(
        base(
            "b1",
            7,
            (3, 2, 1),
            minion("ann", 4, id="a4"),
            _on("ann", "shapeshifters/shell-game", "sg", "a4"),
            minion("bob", 3),
        ),
        events=[destroy("a4", "bob")],
    )
    assert winners(run(data), "b1") == ["ann"]
    assert scored(run(without_ability(data, "sg"))) == []


def test_splice_as_nice_gives_the_minion_two_more():
    data = board(
        base(
            "b1",
            10,
            (3, 2, 1),
            minion("ann", 4, id="a4"),
            _on("ann", "shapeshifters/splice-as-nice", "sn", "a4"),
            minion("bob", 5),
        )
    )
    assert winners(run(data), "b1") == ["ann"]
    assert scored(run(without_ability(data, "sn"))) == []


def test_flying_monkey_moves_its_minion_to_another_base_after_scoring():
    data = board(
        base(
            "b1",
            5,
            (3, 2, 1),
            minion("ann", 4, id="a4"),
            _on("ann", "cyborg-apes/flying-monkey", "fm", "a4"),
            minion("bob", 1),
        ),
        base("b2", 7, (3, 2, 1), minion("bob", 3)),
        choices=[card_choice("fm", "ann", {"to": "b2"})],
    )
    result = run(data)
    assert scored(result) == ["b1", "b2"]
    assert winners(result, "b2") == ["ann"]
    assert scored(run(without_ability(data, "fm"))) == ["b1"]
    # Where the minion lands without scoring, it stays and the monkey is gone.
    data["bases"][1]["breakpoint"] = 30
    after = in_play(run(data))
    assert after.get("a4") == "b2" and "fm" not in after


def _chum(printing: str) -> dict:
    return {
        "type": "action",
        "owner": "ann",
        "card": "super-spies/live-and-let-chum",
        "printing": printing,
        "id": "chum",
    }


def test_live_and_let_chum_destroys_a_weak_minion_before_scoring():
    data = board(
        base("b1", 6, (3, 2, 1), minion("ann", 3), minion("bob", 3, id="b3"), minion("bob", 1)),
        events=[special("before_scoring", "b1", "ann", _chum("original"), {"card": "b3"})],
    )
    result = run(data)
    assert winners(result, "b1") == ["ann"]
    assert winners(run({**data, "events": []}), "b1") == ["bob"]


def test_live_and_let_chum_pod_reaches_power_four_and_the_original_does_not():
    def played(printing):
        return board(
            base("b1", 6, (3, 2, 1), minion("ann", 3), minion("bob", 4, id="b4")),
            events=[special("before_scoring", "b1", "ann", _chum(printing), {"card": "b4"})],
        )

    assert winners(run(played("pod")), "b1") == ["ann"]
    refused = run(played("original"))
    assert winners(refused, "b1") == ["bob"]
    assert refused["warnings"]


def _base_not_enough(printing: str) -> dict:
    return {
        "type": "action",
        "owner": "ann",
        "card": "super-spies/the-base-is-not-enough",
        "printing": printing,
        "id": "tbne",
    }


@pytest.mark.parametrize(("printing", "power"), [("original", 4), ("pod", 3)])
def test_the_base_is_not_enough_takes_a_minion_until_the_end_of_the_turn(printing, power):
    data = board(
        base("b1", 7, (3, 2, 1), minion("ann", 2), minion("bob", power, id="bm"), minion("bob", 2)),
        events=[special("before_scoring", "b1", "ann", _base_not_enough(printing), {"card": "bm"})],
    )
    assert winners(run(data), "b1") == ["ann"]
    assert winners(run({**data, "events": []}), "b1") == ["bob"]
    # One more power than the printing allows: refused.
    over = board(
        base(
            "b1",
            7,
            (3, 2, 1),
            minion("ann", 2),
            minion("bob", power + 1, id="bm"),
            minion("bob", 2),
        ),
        events=[special("before_scoring", "b1", "ann", _base_not_enough(printing), {"card": "bm"})],
    )
    assert winners(run(over), "b1") == ["bob"]


def test_stasis_field_keeps_its_base_from_scoring():
    data = board(
        base(
            "b1",
            5,
            (3, 2, 1),
            minion("ann", 6, id="a"),
            card("action", "bob", "time-travelers/stasis-field", "sf"),
        ),
        base("b2", 30, (3, 2, 1)),
    )
    assert scored(run(data)) == []
    assert scored(run(without_ability(data, "sf"))) == ["b1"]


def test_mindraker_original_forbids_other_players_specials_while_its_base_scores():
    data = board(
        base(
            "b1",
            8,
            (3, 2, 1),
            minion("ann", 5, id="a"),
            minion("bob", 4, id="b"),
            card("action", "ann", "super-spies/mindraker", "mr", printing="original"),
        ),
        events=[
            special(
                "before_scoring",
                "b1",
                "bob",
                card("action", "bob", "astroknights/block-the-probe", "bp"),
            )
        ],
    )
    result = run(data)
    assert result["skipped_events"] and result["skipped_events"][0]["event"] == 0
    plain = run(without_ability(data, "mr"))
    assert not plain["skipped_events"]


# --- copiers (issue 15): "copies" names the card whose ability they have ---


def _copycat_board(**copycat: object) -> dict:
    """Ann's Copycat (2) and a 3 against Bob's Warbot (4); Bob destroys the Copycat first."""
    return board(
        base(
            "b1",
            7,
            (3, 2, 1),
            card("minion", "ann", "shapeshifters/copycat", "cc", power=2, **copycat),
            minion("ann", 3),
            card("minion", "bob", "robots/warbot", "wb"),
        ),
        events=[destroy("cc", "bob")],
    )


def test_copycat_has_the_copied_minions_ability_warbot_cannot_be_destroyed():
    result = run(_copycat_board(copies="wb"))
    assert winners(result, "b1") == ["ann"]  # 2 + 3 against 4: the Copycat was not destroyed
    assert winners(run(_copycat_board()), "b1") == ["bob"]  # 3 against 4: destroyed
    entry = next(e for e in result["card_abilities"] if e["key"] == "shapeshifters/copycat")
    assert entry["status"] == "modelled" and entry["copies"] == "robots/warbot"


def test_copycat_copying_a_catalog_key_works_like_an_id():
    assert winners(run(_copycat_board(copies="robots/warbot")), "b1") == ["ann"]


def test_copycat_without_copies_is_listed_as_assumed():
    result = run(_copycat_board())
    assumed = [a for a in result["assumed_choices"] if a.get("card") == "cc"]
    assert len(assumed) == 1 and "copies" in assumed[0]["reason"]
    assert not [a for a in run(_copycat_board(copies="wb"))["assumed_choices"] if a.get("card")]


def test_copycats_copy_ends_with_the_turn():
    data = board(
        base(
            "b2",
            30,
            (3, 2, 1),
            card("minion", "ann", "shapeshifters/copycat", "cc", power=2, copies="wb"),
            card("minion", "bob", "robots/warbot", "wb"),
        )
    )
    ended = next(c for c in run(data)["board"]["bases"][0]["cards"] if c.get("id") == "cc")
    assert "copies" not in ended
    data["end_of_turn"] = False
    going_on = next(c for c in run(data)["board"]["bases"][0]["cards"] if c.get("id") == "cc")
    assert going_on["copies"] == "wb"


def test_a_copy_of_a_not_simulated_ability_is_not_simulated():
    data = _copycat_board(copies="dr")
    data["bases"][0]["cards"].append(
        card("minion", "bob", "shapeshifters/doppelganger", "dr", power=2)
    )
    listed = [e for e in run(data)["not_simulated"] if e.get("card") == "cc"]
    assert len(listed) == 1 and "doppelganger" in listed[0]["reason"]


def _bonding_board(**bonding: object) -> dict:
    """Ann's 3 with Cellular Bonding against Bob's 3 with Upgrade (+2) and Ann's other 2."""
    return board(
        base(
            "b1",
            9,
            (3, 2, 1),
            minion("ann", 3, id="a3"),
            _on("ann", "shapeshifters/cellular-bonding", "bond", "a3") | bonding,
            minion("bob", 5, id="b5"),
            _on("bob", "dinosaurs/upgrade", "up", "b5"),
            minion("ann", 2),
        )
    )


def test_cellular_bonding_has_the_abilities_of_the_chosen_action():
    # With Upgrade's +2 on its own minion: 3 + 2 + 2 = 7 against 5 + 2 = 7 (tied first).
    assert sorted(winners(run(_bonding_board(copies="up")), "b1")) == ["ann", "bob"]
    assert winners(run(_bonding_board()), "b1") == ["bob"]  # 5 against 7


def test_cellular_bonding_keeps_the_copy_when_the_copied_action_leaves_play():
    data = _bonding_board(copies="dinosaurs/upgrade")
    data["events"] = [destroy("up", "ann")]
    assert winners(run(data), "b1") == ["ann"]  # 7 against 5
