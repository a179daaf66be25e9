"""The hooks added to the card layer for issue 15: each with small test entries (registered under
"hooktest/..." for one test only), compared with the same board without the hook."""

from __future__ import annotations

import pytest

from simulator.engine import BoardError
from simulator.engine.cards import registry
from tests.engine.card_boards import base, board, card, in_play, run, standings, typed, winners

WHY = ("test hook", "crochet de test")


@pytest.fixture
def entry(monkeypatch):
    """entry(name, **hooks) registers a modelled test card "hooktest/<name>" for this test."""

    def make(name: str, **hooks) -> str:
        key = f"hooktest/{name}"
        scopes = {k: hooks.pop(k) for k in list(hooks) if k.endswith("_scope")}
        ability = registry.modelled(key, "test", "test fr", box="Test", **scopes, **hooks)
        monkeypatch.setitem(registry._REGISTRY, (key, None), ability)
        return key

    return make


def m(player: str, key: str, card_id: str, power: int, **extra) -> dict:
    return card("minion", player, key, card_id, power=power, **extra)


def vp(result: dict) -> dict[str, int]:
    return result["vp"]


# --- moves -------------------------------------------------------------------------------------


def test_on_moved_acts_after_the_card_itself_moves(entry):
    # "After this minion moves, place a +1 power counter on it."
    key = entry(
        "mover",
        on_moved=lambda game, base, card, src, by, effect: game.add_counters(base, card, 1, WHY),
    )
    data = board(
        base("b1", 30, (3, 2, 1), m("ann", key, "mv", 3)),
        base("b2", 6, (3, 2, 1), typed("bob", 4, "b2m")),
        events=[{"when": "now", "action": "move", "card": "mv", "to": "b2", "by": "ann"}],
    )
    assert standings(run(data), "b2") == {"bob": 4, "ann": 4}
    data["bases"][0]["cards"][0] = typed("ann", 3, "mv")
    assert standings(run(data), "b2") == {"bob": 4, "ann": 3}


def test_on_other_moved_sees_a_move_to_its_base(entry):
    calls = []

    def watch(game, base, card, target_base, target, src, by, effect):
        calls.append((target.id, src.id, target_base.id, by))
        if target_base is base and target.controller != card.controller:
            # "After another player's minion moves here, this minion gets +2 until the end of
            # the turn."
            game.boost(base, card, 2, WHY)

    key = entry("watcher", on_other_moved=watch)
    data = board(
        base("b1", 30, (3, 2, 1), typed("ann", 5, "mv")),
        base("b2", 9, (3, 2, 1), m("bob", key, "w", 3), typed("bob", 1, "b2m")),
        events=[{"when": "now", "action": "move", "card": "mv", "to": "b2", "by": "ann"}],
    )
    result = run(data)
    assert calls == [("mv", "b1", "b2", "ann")]
    assert winners(result, "b2") == ["bob"]
    data["bases"][1]["cards"][0] = typed("bob", 3, "w")
    assert winners(run(data), "b2") == ["ann"]


def test_a_protection_knows_the_destination_of_a_move(entry):
    # "This minion cannot be moved to b3" (it may go elsewhere).
    def protect(game, base, card, target_base, target, what, by, effect):
        if target is card and what == "move" and effect.to is not None:
            if effect.to.id == "b3":
                return ("not there", "pas là")
        return None

    key = entry("anchor", protect=protect)
    data = board(
        base("b1", 30, (3, 2, 1), m("ann", key, "an", 3)),
        base("b2", 30, (3, 2, 1)),
        base("b3", 30, (3, 2, 1)),
        events=[{"when": "now", "action": "move", "card": "an", "to": "b3", "by": "bob"}],
    )
    assert in_play(run(data))["an"] == "b1"
    data["events"][0]["to"] = "b2"
    assert in_play(run(data))["an"] == "b2"


# --- power raised ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "event",
    [
        {"when": "now", "action": "add_counters", "card": "t", "count": 1},
        {"when": "now", "action": "boost", "card": "t", "amount": 1},
    ],
)
def test_on_powered_sees_counters_and_boosts(entry, event):
    seen = []

    def powered(game, base, card, target_base, target, amount, how, effect):
        seen.append((target.id, amount, how))
        if target is not card and target.controller == card.controller:
            # "After one of your other minions gains power, this minion gets +2."
            game.boost(base, card, 2, WHY)

    key = entry("cheer", on_powered=powered)
    data = board(
        base(
            "b1", 10, (3, 2, 1), m("ann", key, "ch", 2), typed("ann", 2, "t"), typed("bob", 6, "b")
        ),
        events=[event],
    )
    result = run(data)
    how = "counters" if event["action"] == "add_counters" else "boost"
    assert seen[0] == ("t", 1, how)
    # The cheerer's own boost is seen too (it is the target then).
    assert seen[1] == ("ch", 2, "boost")
    assert winners(result, "b1") == ["ann"]
    data["bases"][0]["cards"][0] = typed("ann", 2, "ch")
    assert winners(run(data), "b1") == ["bob"]


# --- cancelling another card's abilities --------------------------------------------------------


def test_cancels_switches_off_the_attached_minions_abilities(entry):
    strong = entry("strong", power=lambda game, base, card: 4)
    pin = entry(
        "pin",
        cancels=lambda game, base, card, target_base, target: game.attached(base, card) is target,
    )
    data = board(
        base(
            "b1",
            7,
            (3, 2, 1),
            m("ann", strong, "s", 2),
            card("action", "bob", pin, "p", attached_to="s"),
            typed("bob", 5, "b"),
        ),
    )
    result = run(data)
    assert standings(result, "b1") == {"bob": 5, "ann": 2}
    del data["bases"][0]["cards"][1]
    assert standings(run(data), "b1") == {"ann": 6, "bob": 5}


def test_a_cancelled_card_protects_nothing_and_acts_in_no_window(entry):
    shield = entry(
        "shield",
        protect=lambda game, base, card, tb, target, what, by, effect: (
            ("no", "non") if target is card else None
        ),
        after_scoring=lambda game, scoring, base, card, st: game.gain_vp(
            card.controller, 2, base, WHY
        ),
    )
    hush = entry("hush", cancels=lambda game, base, card, tb, target: target.key == shield)
    data = board(
        base("b1", 5, (3, 2, 1), m("ann", shield, "sh", 5), card("action", "bob", hush, "h")),
        events=[
            {"when": "before_scoring", "base": "b1", "action": "destroy", "card": "sh", "by": "bob"}
        ],
    )
    result = run(data)
    assert "sh" not in in_play(result) and vp(result)["ann"] == 0
    del data["bases"][0]["cards"][1]
    result = run(data)
    assert vp(result)["ann"] == 3 + 2


# --- another card's contribution to its controller's total ---------------------------------------


def test_contribution_changes_what_another_card_adds(entry):
    # "Other players' minions of power 2 or less here add no power to their controllers."
    def share(game, base, card, target_base, target, power):
        if target.controller != card.controller and game.power(target_base, target) <= 2:
            return 0
        return power

    key = entry("siren", contribution=share)
    data = board(
        base(
            "b1",
            7,
            (3, 2, 1),
            m("ann", key, "si", 4),
            typed("bob", 2, "b1"),
            typed("bob", 2, "b2"),
            typed("bob", 3, "b3"),
        ),
    )
    assert standings(run(data), "b1") == {"ann": 4, "bob": 3}
    data["bases"][0]["cards"][0] = typed("ann", 4, "si")
    assert standings(run(data), "b1") == {"bob": 7, "ann": 4}


# --- VP ------------------------------------------------------------------------------------------


def test_award_vp_lowers_what_a_place_receives(entry):
    def award(game, scoring, base, card, standing):
        return -1 if standing.place == 1 else 0

    key = entry("wyrm", award_vp=award)
    data = board(base("b1", 5, (3, 2, 1), m("ann", key, "w", 3), typed("bob", 2, "b")))
    result = run(data)
    assert vp(result) == {"ann": 2, "bob": 2}
    assert result["scorings"][0]["standings"][0]["vp"] == 2
    data["bases"][0]["cards"][0] = typed("ann", 3, "w")
    assert vp(run(data)) == {"ann": 3, "bob": 2}


def test_lose_vp_takes_points_and_never_goes_below_zero(entry):
    key = entry(
        "duck",
        after_scoring=lambda game, scoring, base, card, st: [
            game.lose_vp(p, 4, base, WHY) for p in game.players if p != card.controller
        ],
    )
    data = board(
        base("b1", 5, (3, 2, 1), m("ann", key, "d", 3), typed("bob", 2, "b")),
        vp={"ann": 0, "bob": 5},
    )
    result = run(data)
    assert vp(result) == {"ann": 3, "bob": 3}
    assert result["scorings"][0]["standings"][1]["bonus_vp"] == -4
    data["vp"]["bob"] = 1
    assert vp(run(data))["bob"] == 0


# --- instead of ----------------------------------------------------------------------------------


def test_instead_of_returned_keeps_the_card_in_play(entry):
    def instead(game, base, card, by):
        other = next(b for b in game.bases if b is not base)
        return game.move(card, base, other, card.controller, WHY)

    key = entry("medic", instead_of_returned=instead)
    data = board(
        base("b1", 30, (3, 2, 1), m("ann", key, "md", 3)),
        base("b2", 30, (3, 2, 1)),
        events=[{"when": "now", "action": "return", "card": "md", "by": "bob"}],
    )
    assert in_play(run(data))["md"] == "b2"
    data["bases"][0]["cards"][0] = typed("ann", 3, "md")
    assert "md" not in in_play(run(data))


def test_instead_of_other_destroyed_saves_another_minion(entry):
    def save(game, base, card, target_base, target, by):
        if target.controller != card.controller:
            return False
        # "Instead, return it to your hand" (Escape Hatch-like).
        return game.return_to_hand(target_base, target, card.controller, WHY)

    key = entry("hatch", instead_of_other_destroyed=save)
    data = board(
        base(
            "b1",
            30,
            (3, 2, 1),
            card("action", "ann", key, "h"),
            typed("ann", 3, "a"),
            typed("bob", 3, "b"),
        ),
        events=[
            {"when": "now", "action": "destroy", "card": "a", "by": "bob"},
            {"when": "now", "action": "destroy", "card": "b", "by": "ann"},
        ],
    )
    result = run(data)
    assert "a" not in in_play(result) and "b" not in in_play(result)
    returned = [e for e in result["log"] if e["message"] == "card.left" and "a" in e["text"]]
    assert returned and "hand" in returned[0]["text"]
    destroyed = [
        e for e in result["log"] if "destroyed" in e["text"] and e["message"] == "card.left"
    ]
    assert len(destroyed) == 1


# --- Specials ------------------------------------------------------------------------------------


def _special_event(key: str, by: str) -> dict:
    return {
        "when": "before_scoring",
        "base": "b1",
        "action": "special",
        "by": by,
        "card": card("action", by, key, f"sp-{by}"),
    }


def test_on_special_sees_a_special_played_while_a_base_scores(entry):
    special = entry(
        "spec",
        special=lambda game, window, scoring, card, player, choose: game.gain_vp(
            player, 1, scoring, WHY
        ),
    )
    hero = entry(
        "hero",
        on_special=lambda game, base, card, played, player, window, scoring, effect: (
            game.gain_vp(card.controller, 1, base, WHY) if player != card.controller else None
        ),
    )
    data = board(
        base("b1", 5, (3, 2, 1), m("ann", hero, "he", 5)),
        events=[_special_event(special, "bob")],
    )
    result = run(data)
    assert vp(result) == {"ann": 3 + 1, "bob": 1}
    data["bases"][0]["cards"][0] = typed("ann", 5, "he")
    assert vp(run(data)) == {"ann": 3, "bob": 1}


def test_forbid_play_stops_a_special(entry):
    special = entry(
        "spec2",
        special=lambda game, window, scoring, card, player, choose: game.gain_vp(
            player, 1, scoring, WHY
        ),
    )
    guard = entry(
        "guard",
        forbid_play=lambda game, base, card, tb, played, player, effect: (
            ("not you", "pas vous") if player != card.controller else None
        ),
    )
    data = board(
        base("b1", 5, (3, 2, 1), m("ann", guard, "g", 5)),
        events=[_special_event(special, "bob")],
    )
    result = run(data)
    assert vp(result)["bob"] == 0 and result["skipped_events"][0]["event"] == 0
    data["bases"][0]["cards"][0] = typed("ann", 5, "g")
    assert vp(run(data))["bob"] == 1


# --- after a base scores -------------------------------------------------------------------------


def test_on_discarded_and_on_other_discarded_see_the_scored_bases_cards(entry):
    seen = []
    funeral = entry(
        "funeral",
        on_discarded=lambda game, scoring, card, discarded: game.gain_vp(
            card.controller, sum(1 for c in discarded if c.type == "minion"), scoring, WHY
        ),
    )
    shogun = entry(
        "shogun",
        on_other_discarded=lambda game, scoring, base, card, discarded: seen.append(
            (base.id, scoring.id, sorted(c.id for c in discarded))
        ),
    )
    data = board(
        base(
            "b1",
            5,
            (3, 2, 1),
            card("action", "bob", funeral, "f"),
            typed("ann", 4, "a"),
            typed("bob", 2, "b"),
        ),
        base("b2", 30, (3, 2, 1), m("bob", shogun, "sg", 2)),
    )
    result = run(data)
    assert vp(result) == {"ann": 3, "bob": 2 + 2}
    assert seen == [("b2", "b1", ["a", "b", "f"])]
    del data["bases"][0]["cards"][0]
    assert vp(run(data)) == {"ann": 3, "bob": 2}


def test_stops_scoring_keeps_a_base_from_scoring(entry):
    key = entry("stasis", stops_scoring=lambda game, base, card, target_base: True)
    data = board(base("b1", 5, (3, 2, 1), m("ann", key, "st", 6)), base("b2", 30, (3, 2, 1)))
    result = run(data)
    assert result["scorings"] == [] and any(
        e["message"] == "card.cannot-score" for e in result["log"]
    )
    data["bases"][0]["cards"][0] = typed("ann", 6, "st")
    assert [s["base"] for s in run(data)["scorings"]] == ["b1"]


def test_choose_replacement_picks_the_replacing_base(entry):
    key = entry("lost-city", choose_replacement=lambda game, scoring, base, card, st: 1)
    data = board(
        base("b1", 5, (3, 2, 1), m("ann", key, "lc", 6)),
        base_deck=[
            {"id": "n1", "breakpoint": 20, "vp": [2, 1, 1]},
            {"id": "n2", "breakpoint": 20, "vp": [2, 1, 1]},
        ],
    )
    assert run(data)["scorings"][0]["replaced_by"] == "n2"
    data["bases"][0]["cards"][0] = typed("ann", 6, "lc")
    assert run(data)["scorings"][0]["replaced_by"] == "n1"


def test_on_other_played_everywhere_sees_plays_on_other_bases(entry):
    key = entry(
        "intel",
        play_scope="everywhere",
        on_other_played=lambda game, base, card, target_base, played, by, effect: (
            game.boost(base, card, 3, WHY) if by != card.controller else None
        ),
    )
    data = board(
        base("b1", 30, (3, 2, 1)),
        base("b2", 8, (3, 2, 1), m("ann", key, "in", 5), typed("bob", 6, "b")),
        events=[
            {
                "when": "now",
                "action": "play",
                "to": "b1",
                "by": "bob",
                "card": typed("bob", 1, "new"),
            }
        ],
    )
    assert winners(run(data), "b2") == ["ann"]
    data["bases"][1]["cards"][0] = typed("ann", 5, "in")
    assert winners(run(data), "b2") == ["bob"]


# --- the type of the card whose effect acts ------------------------------------------------------


def test_a_protection_tells_an_actions_effect_from_a_minions(entry):
    # "This minion cannot be destroyed by actions."
    def protect(game, base, card, target_base, target, what, by, effect):
        if target is card and what == "destroy" and effect.source_type == "action":
            return ("not by actions", "pas par des actions")
        return None

    key = entry("tough", protect=protect)
    data = board(
        base("b1", 30, (3, 2, 1), m("ann", key, "tg", 3)),
        events=[
            {"when": "now", "action": "destroy", "card": "tg", "by": "bob", "source": "action"}
        ],
    )
    assert "tg" in in_play(run(data))
    data["events"][0]["source"] = "minion"
    assert "tg" not in in_play(run(data))
    del data["events"][0]["source"]
    assert "tg" not in in_play(run(data))


def test_an_events_source_is_action_or_minion():
    data = board(
        base("b1", 30, (3, 2, 1), typed("ann", 3, "a")),
        events=[{"when": "now", "action": "destroy", "card": "a", "source": "base"}],
    )
    with pytest.raises(BoardError) as caught:
        run(data)
    assert caught.value.field == "events[0].source"


def test_a_cards_window_hook_acts_as_an_effect_of_its_type(entry):
    # Each card's before-scoring hook moves Bob's minion; the protection it asks is told, in its
    # `effect` argument, the type of the card acting.
    sources = []

    def watch(game, base, card, target_base, target, what, by, effect):
        if target is card and what == "move":
            sources.append(effect.source_type)
        return ("stays", "reste")

    def push(game, scoring, base, card):
        found = game.find("w")
        game.move(found[1], found[0], game.base_by_id("b2"), card.controller, WHY)

    spy = entry("spy", before_scoring=push)
    watcher = entry("watcher", protect=watch)
    data = board(
        base("b1", 3, (3, 2, 1), m("ann", spy, "s", 3), card("action", "ann", spy, "t")),
        base("b2", 30, (3, 2, 1), m("bob", watcher, "w", 1)),
    )
    run(data)
    assert sources == ["minion", "action"]


def test_instead_of_other_returned_keeps_another_minion_in_play(entry):
    def keep(game, base, card, target_base, target, by):
        if target.controller != card.controller:
            return False
        game.log_card(base, card, ("keeps it", "la garde"))
        return True

    key = entry("engineer", instead_of_other_returned=keep, protect_scope="everywhere")
    data = board(
        base("b1", 30, (3, 2, 1), m("ann", key, "en", 3)),
        base("b2", 30, (3, 2, 1), typed("ann", 2, "a"), typed("bob", 2, "b")),
        events=[
            {"when": "now", "action": "return", "card": "a", "by": "bob"},
            {"when": "now", "action": "return", "card": "b", "by": "ann"},
        ],
    )
    kept = in_play(run(data))
    assert kept.get("a") == "b2" and "b" not in kept
    data["bases"][0]["cards"][0] = typed("ann", 3, "en")
    assert "a" not in in_play(run(data))
