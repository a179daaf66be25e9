"""Marvel card abilities (cards/licensed.py), fixes after a review: a board where the ability
changes the outcome, compared with the same board where the card is typed in (no ability)."""

from __future__ import annotations

import pytest

from tests.engine.card_boards import base, board, card, run, typed, winners, without_ability


def play_action(key: str, card_id: str) -> dict:
    return {
        "when": "now",
        "action": "play",
        "by": "ann",
        "card": {"type": "action", "owner": "ann", "card": key, "id": card_id},
    }


@pytest.mark.parametrize(
    "key",
    [
        "spider-verse/spider-sense",
        "shield/rescue-mission",
        "spider-verse/your-friendly-neighborhood-hero",
    ],
)
def test_spider_man_gains_one_after_a_card_with_a_special_the_engine_does_not_model(key):
    # The card has a printed Special, played here without using it: Spider-Man gets +1
    # (the rulebook: it counts even when the Special is not used). 5 + 1 against 6: a tie.
    data = board(
        base(
            "b1",
            11,
            (3, 2, 1),
            card("minion", "ann", "spider-verse/spider-man", "sm", power=5),
            typed("bob", 6, "b"),
        ),
        events=[play_action(key, "x")],
    )
    assert sorted(winners(run(data), "b1")) == ["ann", "bob"]
    assert winners(run(without_ability(data, "sm")), "b1") == ["bob"]


def test_spider_man_counts_any_card_the_catalog_says_has_a_special():
    # Walk Away Slowly (Action Heroes) is printed with a Special the engine does not model: the
    # catalog's "special" fact says so, and Spider-Man gets +1. 5 + 1 against 6: a tie.
    data = board(
        base(
            "b1",
            11,
            (3, 2, 1),
            card("minion", "ann", "spider-verse/spider-man", "sm", power=5),
            typed("bob", 6, "b"),
        ),
        events=[play_action("action-heroes/walk-away-slowly", "x")],
    )
    assert sorted(winners(run(data), "b1")) == ["ann", "bob"]
    # A card without a Special (the catalog says no): no +1.
    data["events"] = [play_action("action-heroes/unknown-action", "x")]
    assert winners(run(data), "b1") == ["bob"]


def _sentry_board(*events: dict, **extra) -> dict:
    return board(
        base(
            "b1",
            8,
            (3, 2, 1),
            card("minion", "ann", "kree/kree-sentry", "ks", power=2),
            typed("bob", 5, "z"),
        ),
        events=list(events),
        **extra,
    )


def test_kree_sentry_has_two_more_after_two_actions_played_in_the_run():
    # It Begins (+1 on the Sentry, an extra action) then Call for Backup: 2 + 1 + 2 against 5.
    begins = play_action("kree/it-begins", "ib")
    begins["choose"] = {"card": "ks"}
    data = _sentry_board(begins, play_action("kree/call-for-backup", "cb"))
    result = run(data)
    assert sorted(winners(result, "b1")) == ["ann", "bob"]
    assert result["not_simulated"] == []
    assert winners(run(without_ability(data, "ks")), "b1") == ["bob"]


def test_kree_sentry_counts_the_actions_of_plays_made():
    # One action before the board (plays_made, so this one is beyond the turn's plays), one in
    # the run: Tactical Advantage (+3 on the Sentry): 2 + 3 + 2 = 7 against 5.
    advantage = play_action("avengers/tactical-advantage", "ta")
    advantage["choose"] = {"card": "ks"}
    data = _sentry_board(advantage, plays_made={"action": 1})
    assert winners(run(data), "b1") == ["ann"]
    data["plays_made"] = {"action": 0}
    assert sorted(winners(run(data), "b1")) == ["ann", "bob"]  # one action: 5 against 5


def test_hydra_agent_destroyed_grants_two_small_characters_here():
    def minion_play(card_id: str, power: int) -> dict:
        return {
            "when": "now",
            "action": "play",
            "by": "ann",
            "to": "b1",
            "card": {"type": "minion", "owner": "ann", "power": power, "id": card_id},
        }

    hail = play_action("hydra/hail-hydra", "hh")
    hail["choose"] = {"card": "ag"}
    data = board(
        base("b1", 40, (3, 2, 1), card("minion", "ann", "hydra/hydra-agent", "ag", power=2)),
        base("b2", 40, (3, 2, 1)),
        events=[hail, minion_play("p1", 2), minion_play("p2", 2)],
        plays_made={"minion": 1},
    )
    result = run(data)
    assert result["warnings"] == []
    assert result["not_simulated"] == []
    assert len(run(without_ability(data, "ag"))["warnings"]) == 2
    data["events"][2]["card"]["power"] = 3  # power 2 or less
    assert [w["event"] for w in run(data)["warnings"]] == [2]
    data["events"][2]["card"]["power"] = 2
    data["events"][2]["to"] = "b2"  # here only
    assert [w["event"] for w in run(data)["warnings"]] == [2]
