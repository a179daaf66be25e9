"""Science Fiction Double Feature cards: each modelled ability changes the outcome of a board
(checked against the same board with the card typed in, without its ability)."""

from __future__ import annotations

from tests.engine.boards import base, board, destroy, minion
from tests.engine.cards.boxes import card, run, scored, winners, without_ability


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
    george = card("minion", "ann", "cyborg-apes/furious-george", "fg", 2)
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


def test_mimic_takes_the_highest_printed_power_in_play():
    mimic = card("minion", "ann", "shapeshifters/mimic", "mm", 0)
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
