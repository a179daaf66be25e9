"""Play abilities of The Obligatory Cthulhu Set (issue 27): simulator/engine/plays/cthulhu.py."""

from __future__ import annotations

import pytest

from simulator.engine import cards, plays
from simulator.engine.plays import cthulhu as C
from tests.engine.card_boards import base, board, in_play, madness, minion, run, typed

FACTIONS = ("elder-things", "innsmouth", "minions-of-cthulhu", "miskatonic-university")
THREE = ("ann", "bob", "carl")


def played(key: str, kind: str = "action", card_id: str = "x", **extra) -> dict:
    return {"type": kind, "id": card_id, "owner": "ann", "card": key, **extra}


def play(card: dict, to: str | None = "b1", choose: dict | None = None, by: str = "ann") -> dict:
    event = {"when": "now", "action": "play", "by": by, "card": card}
    if to is not None:
        event["to"] = to
    if choose is not None:
        event["choose"] = choose
    return event


def table(*cards_b1: dict, events: list, players=("ann", "bob"), b2=(), **extra) -> dict:
    """b1 (breakpoint 40, never scores) with cards_b1, b2 with b2's cards."""
    return board(
        base("b1", 40, (3, 2, 1), *cards_b1),
        base("b2", 40, (3, 2, 1), *b2),
        players=players,
        events=events,
        **extra,
    )


def beyond(result: dict) -> list[dict]:
    return [w for w in result["warnings"] if "beyond the plays of the turn" in w["text"]]


def cannot(result: dict) -> list[dict]:
    return [w for w in result["warnings"] if "is played, but cannot" in w["text"]]


def assumed(result: dict, key: str) -> dict:
    found = [a for a in result["assumed_choices"] if a["ability"] == key]
    assert found, result["assumed_choices"]
    return found[0]


def powers(result: dict, base_id: str = "b1") -> dict:
    return result["totals"][base_id]["players"]


def second_action(card_id: str = "z") -> dict:
    """Another action, its own ability not modelled (it stays where it is played)."""
    return play(played("unknown-faction/whatever", card_id=card_id))


# --- coverage ------------------------------------------------------------------------------------


def test_every_card_record_of_the_four_factions_has_a_play_entry():
    keys = [k for k in cards.registered() if k[0].split("/")[0] in FACTIONS]
    assert len(keys) == 54
    for key, printing in keys:
        assert plays.is_registered(key, printing), (key, printing)
        # Each printing the record covers resolves to an entry of this box, never the
        # not-modelled default.
        for one in (printing,) if printing else ("original", "pod"):
            assert plays.lookup(key, one).box == C.BOX, (key, one)


def test_printing_entries_differ_where_the_texts_differ():
    shoggoth = plays.lookup("elder-things/shoggoth", "pod")
    assert shoggoth is not plays.lookup("elder-things/shoggoth", "original")
    assert plays.lookup("miskatonic-university/librarian", "pod").status == plays.NOT_SIMULATED
    assert plays.lookup("miskatonic-university/librarian", "original").status == (
        plays.NO_BOARD_EFFECT
    )
    # Same printed effect, one entry (the other printing's slug as an alias).
    assert plays.lookup("elder-things/elder-thing", "original") is plays.lookup(
        "elder-things/eldest-thing", "pod"
    )


# --- elder things ------------------------------------------------------------------------------


def test_begin_the_summoning_grants_an_extra_action():
    data = table(
        events=[play(played("elder-things/begin-the-summoning"), to=None), second_action()]
    )
    assert beyond(run(data)) == []


def test_an_action_beyond_the_turn_is_warned_without_a_grant():
    # The control of the extra-play tests: the same plays with a card that grants nothing.
    data = table(events=[second_action("z0"), second_action()])
    assert len(beyond(run(data))) == 1


def test_byakhee_makes_each_other_player_with_a_minion_here_draw_madness():
    data = table(
        typed("bob", 3, "b"),
        typed("ann", 3, "a"),
        events=[play(played("elder-things/byakhee", "minion", power=2))],
        players=THREE,
        b2=(typed("carl", 2, "c"),),
    )
    assert madness(run(data)) == {"ann": 0, "bob": 1, "carl": 0}


def test_byakhee_counts_a_minion_protected_from_other_players_cards():
    # "Each other player with a minion at this base": a condition on the player; Bob's only
    # minion here is an Elder Thing (not affected by other players' cards), he still draws.
    data = table(
        minion("bob", "elder-things/elder-thing", "e", power=10),
        typed("carl", 3, "c"),
        events=[play(played("elder-things/byakhee", "minion", power=2))],
        players=THREE,
        madness={"ann": 0, "bob": 0, "carl": 0},
    )
    assert madness(run(data)) == {"ann": 0, "bob": 1, "carl": 1}


def test_elder_thing_destroys_the_two_given_minions_and_stays():
    data = table(
        minion("ann", "ninjas/shinobi", "s1"),
        typed("ann", 2, "a2"),
        typed("ann", 1, "a3"),
        events=[
            play(
                played("elder-things/elder-thing", "minion", power=10),
                choose={"cards": ["s1", "a3"]},
            )
        ],
    )
    result = run(data)
    assert set(in_play(result)) == {"a2", "x"}


def test_eldest_thing_refuses_to_destroy_a_single_minion_and_goes_to_the_deck():
    # "Destroy two of your other minions": one alone is not a choice of the card; the destroy
    # is refused with a warning, and as two were not destroyed it goes to the deck.
    data = table(
        typed("ann", 2, "a2"),
        typed("ann", 1, "a3"),
        events=[
            play(
                played("elder-things/eldest-thing", "minion", power=10, printing="pod"),
                choose={"mode": "destroy", "cards": ["a3"]},
            )
        ],
    )
    result = run(data)
    assert set(in_play(result)) == {"a2", "a3"}
    assert len(cannot(result)) == 1
    # Its "or" acted (to the deck): applied, the refused destroy warned.
    assert result["plays"][0]["applied"] is True


def unstoppable(card_id: str, on: str, player: str = "ann") -> dict:
    """Unstoppable ("this minion cannot be destroyed") on the minion `on`."""
    return {
        "type": "action",
        "id": card_id,
        "owner": player,
        "card": "werewolves/unstoppable",
        "attached_to": on,
    }


def test_elder_thing_assumes_two_minions_that_can_be_destroyed():
    data = table(
        typed("ann", 3, "o1"),
        unstoppable("un", "o1"),
        typed("ann", 2, "o2"),
        typed("ann", 1, "o3"),
        events=[play(played("elder-things/elder-thing", "minion", power=10))],
    )
    result = run(data)
    assert set(in_play(result)) == {"o1", "un", "x"}
    pairs = [a for a in result["assumed_choices"] if a["choose"] != {"mode": "destroy"}]
    assert pairs[0]["choose"] == {"cards": ["o2", "o3"]}
    assert pairs[0]["options"] == [{"cards": ["o2", "o3"]}]


def test_elder_thing_refuses_a_minion_that_cannot_be_destroyed():
    data = table(
        typed("ann", 3, "o1"),
        unstoppable("un", "o1"),
        typed("ann", 2, "o2"),
        typed("ann", 1, "o3"),
        events=[
            play(
                played("elder-things/elder-thing", "minion", power=10),
                choose={"cards": ["o1", "o2"]},
            )
        ],
    )
    result = run(data)
    assert set(in_play(result)) == {"o1", "un", "o2", "o3"}
    (warning,) = cannot(result)
    assert "Unstoppable" in warning["text"]


def test_elder_thing_with_one_minion_that_can_be_destroyed_goes_to_the_deck():
    data = table(
        typed("ann", 3, "o1"),
        unstoppable("un", "o1"),
        typed("ann", 2, "o2"),
        events=[play(played("elder-things/elder-thing", "minion", power=10))],
    )
    result = run(data)
    assert set(in_play(result)) == {"o1", "un", "o2"}
    assert result["assumed_choices"] == []


def test_elder_thing_deck_mode_keeps_the_other_minions():
    data = table(
        typed("ann", 2, "a2"),
        typed("ann", 1, "a3"),
        events=[
            play(played("elder-things/elder-thing", "minion", power=10), choose={"mode": "deck"})
        ],
    )
    assert set(in_play(run(data))) == {"a2", "a3"}


def test_elder_thing_without_two_other_minions_goes_to_the_deck_with_nothing_assumed():
    data = table(
        typed("ann", 2, "a2"),
        typed("bob", 1, "b1"),
        events=[play(played("elder-things/elder-thing", "minion", power=10))],
    )
    result = run(data)
    assert set(in_play(result)) == {"a2", "b1"}
    assert result["assumed_choices"] == []


def test_elder_thing_without_choose_assumes_the_printed_first_mode():
    data = table(
        typed("ann", 2, "a2"),
        typed("ann", 1, "a3"),
        typed("bob", 1, "b1"),
        events=[play(played("elder-things/elder-thing", "minion", power=10))],
    )
    result = run(data)
    entry = assumed(result, "elder-things/elder-thing")
    assert entry["event"] == 0
    assert entry["options"] == [{"mode": "destroy"}, {"mode": "deck"}]
    assert set(in_play(result)) == {"b1", "x"}


def test_insanity_makes_each_other_player_draw_two_madness_cards():
    data = table(events=[play(played("elder-things/insanity"), to=None)], players=THREE)
    assert madness(run(data)) == {"ann": 0, "bob": 2, "carl": 2}


def _insanity_log(printing: str) -> tuple[dict, str]:
    card = played("elder-things/insanity", printing=printing)
    result = run(table(events=[play(card, to=None)], players=THREE))
    return result, " ".join(line["text"] for line in result["log"])


@pytest.mark.parametrize("printing", ["original", "pod"])
def test_insanity_only_the_pod_printing_goes_in_the_box(printing):
    # Both printings make each other player draw two Madness cards; only the POD one is then
    # put back in the box (out of the game): the original's log says nothing of a box.
    result, lines = _insanity_log(printing)
    assert madness(result) == {"ann": 0, "bob": 2, "carl": 2}
    assert ("in the box" in lines) is (printing == "pod")
    assert "POD" not in lines


def test_insanity_pod_is_not_said_to_go_to_the_discard_pile():
    _, lines = _insanity_log("pod")
    assert "discard pile" not in lines
    assert "is resolved and placed in the box (out of the game)" in lines
    # The original goes to its owner's discard pile as any one-shot action.
    _, lines = _insanity_log("original")
    assert "is resolved and goes to its owner's discard pile" in lines


def test_mi_go_the_players_given_draw_madness():
    data = table(
        events=[
            play(played("elder-things/mi-go", "minion", power=3), choose={"players": ["carl"]})
        ],
        players=THREE,
    )
    assert madness(run(data)) == {"ann": 0, "bob": 0, "carl": 1}


def test_mi_go_without_choose_nobody_draws_and_it_is_listed():
    data = table(events=[play(played("elder-things/mi-go", "minion", power=3))], players=THREE)
    result = run(data)
    entry = assumed(result, "elder-things/mi-go")
    assert entry["event"] == 0
    assert entry["choose"] is None
    assert {"players": ["bob", "carl"]} in entry["options"]
    assert madness(result) == {}


def test_pod_mi_go_places_a_counter_when_nobody_drew_madness():
    data = table(
        typed("ann", 2, "a2"),
        events=[
            play(
                played("elder-things/mi-go", "minion", power=3, printing="pod"),
                choose={"players": [], "card": "a2"},
            )
        ],
    )
    assert powers(run(data)) == {"ann": 6}


def test_pod_mi_go_places_no_counter_when_someone_drew():
    data = table(
        typed("ann", 2, "a2"),
        events=[
            play(
                played("elder-things/mi-go", "minion", power=3, printing="pod"),
                choose={"players": ["bob"], "card": "a2"},
            )
        ],
    )
    result = run(data)
    assert powers(result) == {"ann": 5}
    assert madness(result) == {"ann": 0, "bob": 1}


# Original Shoggoth is only played on a base where its player has at least 6 power: Ann's 6 on
# b1 lets the tests below play it there.
ANN_SIX = typed("ann", 6, "a6")


def test_original_shoggoth_is_played_only_where_its_player_has_six_power():
    # The original Shoggoth goes only where its player has 6 power or more (review of
    # session 25, b3): with 5 it is not played, nothing it does happens, and the warning says why.
    shoggoth = played("elder-things/shoggoth", "minion", power=6)
    data = table(typed("ann", 5, "a5"), typed("bob", 3, "b1"), events=[play(shoggoth)])
    result = run(data)
    assert set(in_play(result)) == {"a5", "b1"}
    assert result["plays"][0]["applied"] is False
    (warning,) = result["warnings"]
    assert "at least 6 power (ann has 5 on b1)" in warning["text"]
    assert "au moins 6 de Force" in warning["text_fr"]
    # With 6 it is played (Bob declines the Madness card, so his minion is destroyed).
    data = table(typed("ann", 6, "a6"), typed("bob", 3, "b1"), events=[play(shoggoth)])
    assert set(in_play(run(data))) == {"a6", "x"}
    # The POD Shoggoth prints no such restriction.
    pod = played("elder-things/shoggoth", "minion", power=6, printing="pod")
    data = table(typed("ann", 5, "a5"), typed("bob", 3, "b1"), events=[play(pod)])
    assert "x" in in_play(run(data))


def test_original_shoggoth_destroys_a_minion_of_each_player_who_refused():
    data = table(
        typed("bob", 3, "b1"),
        typed("bob", 2, "b2"),
        typed("carl", 2, "c1"),
        typed("ann", 6, "a1"),
        events=[
            play(
                played("elder-things/shoggoth", "minion", power=6),
                choose={"players": ["carl"], "cards": ["b2"]},
            )
        ],
        players=THREE,
    )
    result = run(data)
    assert set(in_play(result)) == {"b1", "c1", "a1", "x"}
    assert madness(result) == {"ann": 0, "bob": 0, "carl": 1}


def test_original_shoggoth_without_choose_destroys_the_first_of_each_refuser():
    data = table(
        ANN_SIX,
        typed("bob", 3, "b1"),
        typed("bob", 2, "b2"),
        typed("carl", 2, "c1"),
        events=[play(played("elder-things/shoggoth", "minion", power=6))],
        players=THREE,
    )
    result = run(data)
    assert set(in_play(result)) == {"a6", "b2", "x"}
    destroys = [a for a in result["assumed_choices"] if a["choose"] is not None]
    assert destroys[0]["choose"] == {"cards": ["b1", "c1"]}
    assert {"cards": ["b2", "c1"]} in destroys[0]["options"]


def test_original_shoggoth_refuses_two_minions_of_one_player():
    data = table(
        ANN_SIX,
        typed("bob", 3, "b1"),
        typed("bob", 2, "b2"),
        events=[
            play(
                played("elder-things/shoggoth", "minion", power=6),
                choose={"players": [], "cards": ["b1", "b2"]},
            )
        ],
    )
    result = run(data)
    assert {"b1", "b2"} <= set(in_play(result))
    assert len(cannot(result)) == 1


def test_original_shoggoth_completes_a_choose_that_leaves_a_refuser_out():
    # Mandatory: Carl refused too, so one of his minions here is destroyed as well (the first,
    # assumed and listed with the choose completed).
    data = table(
        ANN_SIX,
        typed("bob", 3, "bb"),
        typed("carl", 2, "c1"),
        typed("carl", 1, "c2"),
        events=[
            play(
                played("elder-things/shoggoth", "minion", power=6),
                choose={"players": [], "cards": ["bb"]},
            )
        ],
        players=THREE,
    )
    result = run(data)
    assert set(in_play(result)) == {"a6", "c2", "x"}
    entry = assumed(result, "elder-things/shoggoth")
    assert entry["choose"] == {"cards": ["bb", "c1"]}
    assert entry["options"] == [{"cards": ["bb", "c1"]}, {"cards": ["bb", "c2"]}]


def test_original_shoggoth_assumes_and_refuses_only_minions_that_can_be_destroyed():
    data = table(
        ANN_SIX,
        typed("bob", 2, "u"),
        unstoppable("un", "u", "bob"),
        typed("bob", 1, "v"),
        events=[play(played("elder-things/shoggoth", "minion", power=6))],
    )
    result = run(data)
    assert set(in_play(result)) == {"a6", "u", "un", "x"}
    destroys = [a for a in result["assumed_choices"] if a["choose"] is not None]
    assert destroys[0]["options"] == [{"cards": ["v"]}]
    data["events"][0]["choose"] = {"players": [], "cards": ["u"]}
    result = run(data)
    assert {"u", "v"} <= set(in_play(result))
    (warning,) = cannot(result)
    assert "Unstoppable" in warning["text"]
    # Bob's only minion here cannot be destroyed: the destroy is skipped, and said.
    data["bases"][0]["cards"] = data["bases"][0]["cards"][:3]
    data["events"][0]["choose"] = {"players": []}
    result = run(data)
    assert {"u", "x"} <= set(in_play(result))
    (warning,) = cannot(result)
    assert "no minion of bob here can be destroyed" in warning["text"]


def test_the_other_players_decide_whether_they_draw_madness():
    # "Each other player may draw a Madness card": their decision, worded as theirs.
    data = table(
        ANN_SIX,
        typed("bob", 3, "b1"),
        events=[play(played("elder-things/shoggoth", "minion", power=6))],
    )
    result = run(data)
    entry = [a for a in result["assumed_choices"] if a["choose"] is None][0]
    assert entry["player"] == "bob"
    assert entry["reason"].endswith(
        ": bob may draw a Madness card; no choice given: assumed declined"
    )
    texts = [line["text"] for line in result["log"]]
    assert any(": bob declines to draw a Madness card" in t for t in texts)
    data = table(events=[play(played("elder-things/mi-go", "minion", power=3))], players=THREE)
    entry = assumed(run(data), "elder-things/mi-go")
    assert entry["player"] is None
    assert ": each other player (bob, carl) may draw a Madness card;" in entry["reason"]
    data = table(events=[play(played("elder-things/spreading-horror", printing="pod"), to=None)])
    result = run(data)
    entry = assumed(result, "elder-things/spreading-horror")
    assert entry["player"] == "bob"
    assert "bob may discard two non-Madness cards" in entry["reason"]
    assert "peut défausser deux cartes non Démence" in entry["reason_fr"]


def test_pod_shoggoth_may_spare_and_draws_two_madness_under_12_power():
    data = table(
        typed("bob", 3, "b1"),
        events=[
            play(
                played("elder-things/shoggoth", "minion", power=6, printing="pod"),
                choose={"players": []},
            )
        ],
    )
    result = run(data)
    assert "b1" in in_play(result)
    assert madness(result) == {"ann": 2, "bob": 0}


def test_pod_shoggoth_with_12_power_here_draws_no_madness():
    data = table(
        typed("ann", 6, "a1"),
        typed("bob", 3, "b1"),
        events=[
            play(
                played("elder-things/shoggoth", "minion", power=6, printing="pod"),
                choose={"players": [], "cards": ["b1"]},
            )
        ],
    )
    result = run(data)
    assert "b1" not in in_play(result)
    assert madness(result) == {}


def test_pod_spreading_horror_grants_small_minions_for_each_refuser():
    small = played("unknown-faction/small", "minion", card_id="m1", power=3)
    data = table(
        events=[
            play(played("elder-things/spreading-horror", printing="pod"), to=None),
            play(small),
        ]
    )
    assert beyond(run(data)) == []
    data["events"][0]["choose"] = {"players": ["bob"]}
    # bob discarded: no grant, and the minion is ann's regular minion play; a second warns.
    data["events"].append(play(played("unknown-faction/small", "minion", card_id="m2", power=3)))
    assert len(beyond(run(data))) == 1


def test_touch_of_madness_other_players_draw_and_an_extra_action():
    data = table(
        events=[play(played("elder-things/touch-of-madness"), to=None), second_action()],
        players=THREE,
    )
    result = run(data)
    assert madness(result) == {"ann": 0, "bob": 1, "carl": 1}
    assert beyond(result) == []


# --- innsmouth ---------------------------------------------------------------------------------


def test_mysteries_of_the_deep_draws_two_madness_when_asked():
    locals_ = [minion("ann", "innsmouth/the-locals", f"l{i}", power=2) for i in range(3)]
    data = table(
        *locals_,
        events=[play(played("innsmouth/mysteries-of-the-deep"), to=None, choose={"count": 2})],
    )
    assert madness(run(data)) == {"ann": 2, "bob": 0}
    data["events"][0].pop("choose")
    result = run(data)
    assert madness(result) == {}
    assert assumed(result, "innsmouth/mysteries-of-the-deep")["options"] == [{"count": 2}]


def test_mysteries_of_the_deep_needs_three_minions_of_one_name_on_one_base():
    data = table(
        minion("ann", "innsmouth/the-locals", "l1", power=2),
        minion("ann", "innsmouth/the-locals", "l2", power=2),
        b2=(minion("ann", "innsmouth/the-locals", "l3", power=2),),
        events=[play(played("innsmouth/mysteries-of-the-deep"), to=None, choose={"count": 2})],
    )
    result = run(data)
    assert madness(result) == {}
    assert len(cannot(result)) == 1


def test_recruitment_draws_madness_for_as_many_extra_minions():
    extra = [
        play(played("unknown-faction/small", "minion", card_id=f"m{i}", power=2)) for i in range(3)
    ]
    data = table(
        events=[play(played("innsmouth/recruitment"), to=None, choose={"count": 2})] + extra
    )
    result = run(data)
    assert madness(result) == {"ann": 2, "bob": 0}
    assert beyond(result) == []
    data["events"][0].pop("choose")
    result = run(data)
    assert madness(result) == {}
    assert len(beyond(result)) == 2
    assert assumed(result, "innsmouth/recruitment")["options"] == [
        {"count": 3},
        {"count": 2},
        {"count": 1},
    ]


def test_spreading_the_word_grants_two_extra_minions():
    extra = [
        play(played("unknown-faction/small", "minion", card_id=f"m{i}", power=2)) for i in range(3)
    ]
    data = table(events=[play(played("innsmouth/spreading-the-word"), to=None)] + extra)
    assert beyond(run(data)) == []


def test_the_deep_ones_boost_your_minions_of_power_two_or_less():
    data = table(
        typed("ann", 2, "a1"),
        typed("ann", 3, "a2"),
        typed("bob", 1, "b1"),
        events=[play(played("innsmouth/the-deep-ones"), to=None)],
    )
    assert powers(run(data)) == {"ann": 6, "bob": 1}


# --- minions of cthulhu ------------------------------------------------------------------------


def test_corruption_draws_madness_and_destroys_the_given_minion():
    data = table(
        typed("bob", 3, "b1"),
        typed("bob", 2, "b2"),
        events=[play(played("minions-of-cthulhu/corruption"), to=None, choose={"card": "b2"})],
    )
    result = run(data)
    assert set(in_play(result)) == {"b1"}
    assert madness(result) == {"ann": 1, "bob": 0}


def test_corruption_without_choose_destroys_the_first_minion():
    data = table(
        typed("bob", 3, "b1"),
        typed("bob", 2, "b2"),
        events=[play(played("minions-of-cthulhu/corruption"), to=None)],
    )
    result = run(data)
    assert set(in_play(result)) == {"b2"}
    entry = assumed(result, "minions-of-cthulhu/corruption")
    assert entry["choose"] == {"card": "b1"}
    assert entry["options"] == [{"card": "b1"}, {"card": "b2"}]


def test_cthulhu_titan_draws_two_madness_and_gets_no_counter_for_them():
    titan = played("minions-of-cthulhu/cthulhu", "titan", power=0, printing="pod")
    data = table(
        typed("ann", 2, "a1"),
        events=[play(titan), play(played("minions-of-cthulhu/the-seal-is-broken", card_id="y"))],
    )
    result = run(data)
    assert madness(result) == {"ann": 3, "bob": 0}
    # Only the Madness card drawn once it is in play gives it a counter (the clarification).
    assert powers(result) == {"ann": 3}
    # "Instead of your regular action play": the action played after it is beyond the turn's
    # plays (the review found it uncounted).
    assert [w["event"] for w in beyond(result)] == [1]


def test_a_titan_played_instead_of_the_regular_minion_play_takes_it():
    # Big Funny Giant: "Instead of your regular minion play, you may play this titan": a minion
    # played after it is beyond the plays; an action is not.
    titan = played("tricksters/big-funny-giant", "titan", power=0, printing="pod")
    data = table(
        typed("ann", 2, "a1"),
        events=[
            play(titan),
            play({"type": "minion", "id": "m2", "owner": "ann", "power": 2}),
            play(played("minions-of-cthulhu/the-seal-is-broken", card_id="y")),
        ],
    )
    assert [w["event"] for w in beyond(run(data))] == [1]


def test_madness_unleashed_grants_an_extra_action_per_madness_discarded():
    data = table(
        events=[
            play(played("minions-of-cthulhu/madness-unleashed"), to=None, choose={"count": 2}),
            second_action("z1"),
            second_action("z2"),
        ],
        madness={"ann": 3},
    )
    result = run(data)
    assert beyond(result) == []
    assert madness(result) == {"ann": 3, "bob": 0}
    data["madness"] = {"ann": 1}
    # More than the player has: not an option.
    assert len(cannot(run(data))) == 1


def test_pod_servitor_destroys_itself():
    servitor = played("minions-of-cthulhu/servitor-of-cthulhu", "minion", power=2, printing="pod")
    data = table(typed("bob", 1, "b1"), events=[play(servitor)])
    assert set(in_play(run(data))) == {"b1"}
    servitor["printing"] = "original"
    assert set(in_play(run(data))) == {"b1", "x"}


@pytest.mark.parametrize(
    "key", ["minions-of-cthulhu/servitor-of-cthulhu", "smash-up-all-stars/servitor-of-cthulhu"]
)
def test_original_servitor_destroys_itself_by_its_talent(key):
    # Original printing (and its All Stars reprint): its Talent destroys it.
    servitor = played(key, "minion", power=2, printing="original")
    talent = {"when": "now", "action": "talent", "card": "x"}
    result = run(table(servitor, typed("bob", 1, "b1"), events=[talent]))
    assert set(in_play(result)) == {"b1"}
    assert result["warnings"] == []
    assert result["not_simulated"] == []


def test_the_seal_is_broken_gives_a_vp_and_a_madness_card():
    data = table(events=[play(played("minions-of-cthulhu/the-seal-is-broken"), to=None)])
    result = run(data)
    assert result["vp"] == {"ann": 1, "bob": 0}
    assert madness(result) == {"ann": 1, "bob": 0}


def test_whispers_in_darkness_draws_madness_and_grants_two_actions():
    data = table(
        events=[
            play(played("minions-of-cthulhu/whispers-in-darkness"), to=None),
            second_action("z1"),
            second_action("z2"),
            second_action("z3"),
        ]
    )
    result = run(data)
    assert madness(result) == {"ann": 1, "bob": 0}
    assert len(beyond(result)) == 1


# --- miskatonic university ---------------------------------------------------------------------


def test_original_it_just_might_work_boosts_your_minions_by_one():
    data = table(
        typed("ann", 2, "a1"),
        typed("bob", 2, "b1"),
        b2=(typed("ann", 3, "a2"),),
        events=[play(played("miskatonic-university/it-just-might-work"), to=None)],
        madness={"ann": 1},
    )
    result = run(data)
    assert powers(result) == {"ann": 3, "bob": 2}
    assert powers(result, "b2") == {"ann": 4}
    entry = assumed(result, "miskatonic-university/it-just-might-work")
    assert entry["choose"] == {"count": 1}
    # The original has its player discard one Madness card, with no "up to" (the POD's has).
    assert "up to" not in entry["reason"] and "jusqu'à" not in entry["reason_fr"]
    assert "discard a Madness card" in entry["reason"]


def test_pod_it_just_might_work_boosts_by_the_madness_discarded():
    data = table(
        typed("ann", 2, "a1"),
        events=[
            play(
                played("miskatonic-university/it-just-might-work", printing="pod"),
                to=None,
                choose={"count": 2},
            )
        ],
        madness={"ann": 2},
    )
    result = run(data)
    assert powers(result) == {"ann": 4}
    assert madness(result) == {"ann": 2, "bob": 0}


def test_jinkies_returns_madness_cards_to_the_madness_deck():
    data = table(
        events=[play(played("miskatonic-university/jinkies"), to=None, choose={"count": 2})],
        madness={"ann": 3, "bob": 1},
    )
    assert madness(run(data)) == {"ann": 1, "bob": 1}
    data["madness"] = {"ann": 1}
    assert madness(run(data)) == {"ann": 1, "bob": 0}


def test_original_psychologist_may_return_a_madness_card():
    card = played("miskatonic-university/psychologist", "minion", power=3)
    data = table(events=[play(card, choose={"count": 1})], madness={"ann": 2})
    assert madness(run(data)) == {"ann": 1, "bob": 0}
    data["events"][0].pop("choose")
    result = run(data)
    assert madness(result) == {"ann": 2, "bob": 0}
    assert assumed(result, "miskatonic-university/psychologist")["options"] == [{"count": 1}]


def test_pod_psychologist_returns_or_recovers():
    card = played("miskatonic-university/psychologist", "minion", power=3, printing="pod")
    data = table(events=[play(card, choose={"mode": "recover"})], madness={"ann": 2})
    assert madness(run(data)) == {"ann": 2, "bob": 0}
    data["events"][0].pop("choose")
    result = run(data)
    assert madness(result) == {"ann": 1, "bob": 0}
    assert assumed(result, "miskatonic-university/psychologist")["choose"] == {"mode": "return"}


def test_original_researcher_may_draw_a_madness_card():
    card = played("miskatonic-university/researcher", "minion", power=2)
    data = table(events=[play(card, choose={"count": 1})])
    assert madness(run(data)) == {"ann": 1, "bob": 0}
    data["events"][0].pop("choose")
    assert madness(run(data)) == {}


def test_pod_researcher_draws_madness_for_a_counter_on_a_minion():
    card = played("miskatonic-university/researcher", "minion", power=2, printing="pod")
    data = table(typed("bob", 3, "b1"), events=[play(card, choose={"card": "b1"})])
    result = run(data)
    assert powers(result) == {"ann": 2, "bob": 4}
    assert madness(result) == {"ann": 1, "bob": 0}
    data["events"][0].pop("choose")
    result = run(data)
    assert madness(result) == {}
    assert assumed(result, "miskatonic-university/researcher")["options"] == [
        {"card": "b1"},
        {"card": "x"},
    ]


def test_thats_so_crazy_boosts_draws_and_grants_an_action():
    data = table(
        typed("ann", 2, "a1"),
        typed("bob", 2, "b1"),
        events=[play(played("miskatonic-university/thats-so-crazy"), to=None), second_action()],
    )
    result = run(data)
    assert powers(result) == {"ann": 3, "bob": 2}
    assert madness(result) == {"ann": 1, "bob": 0}
    assert beyond(result) == []


def _actions_board(printing: str, choose: dict | None) -> dict:
    kids = played("miskatonic-university/those-meddling-kids", printing=printing)
    return table(
        typed("bob", 2, "b1"),
        played("unknown-faction/aura", card_id="o1", owner="bob", controller="bob"),
        played("unknown-faction/aura", card_id="o2", owner="bob", controller="bob"),
        b2=(played("unknown-faction/aura", card_id="o3", owner="bob", controller="bob"),),
        events=[play(kids, to=None, choose=choose)],
    )


def test_those_meddling_kids_destroys_the_given_actions_of_one_base():
    result = run(_actions_board("original", {"cards": ["o1", "o2"]}))
    assert set(in_play(result)) == {"b1", "o3"}


def test_those_meddling_kids_refuses_actions_of_two_bases():
    result = run(_actions_board("original", {"cards": ["o1", "o3"]}))
    assert set(in_play(result)) == {"b1", "o1", "o2", "o3"}
    assert len(cannot(result)) == 1


def test_those_meddling_kids_leaves_out_the_actions_a_protection_keeps():
    # Steam Queen keeps Bob's o1 from Ann's cards; Carl's o2 and o3 are free.
    def kids_board(choose=None):
        kids = played("miskatonic-university/those-meddling-kids")
        return table(
            minion("bob", "steampunks/steam-queen", "sq", power=3),
            played("unknown-faction/aura", card_id="o1", owner="bob", controller="bob"),
            played("unknown-faction/aura", card_id="o2", owner="carl", controller="carl"),
            b2=(played("unknown-faction/aura", card_id="o3", owner="carl", controller="carl"),),
            events=[play(kids, to=None, choose=choose)],
            players=THREE,
        )

    options = assumed(run(kids_board()), "miskatonic-university/those-meddling-kids")["options"]
    assert options == [{"cards": ["o2"]}, {"cards": ["o3"]}]
    named = run(kids_board({"cards": ["o1", "o2"]}))
    assert set(in_play(named)) == {"sq", "o1", "o3"}
    assert any("Steam Queen" in w["text"] for w in named["warnings"])
    # Two bases named, the protected one among them: refused whole (not o3 alone destroyed).
    two = run(kids_board({"cards": ["o1", "o3"]}))
    assert set(in_play(two)) == {"sq", "o1", "o2", "o3"}
    assert any("one base" in w["text"] for w in two["warnings"])


def test_pod_those_meddling_kids_madness_mode():
    result = run(_actions_board("pod", {"mode": "madness"}))
    assert set(in_play(result)) == {"b1", "o1", "o2", "o3"}
    assert madness(result) == {"ann": 1, "bob": 0}
    result = run(_actions_board("pod", {"cards": ["o3"]}))
    assert set(in_play(result)) == {"b1", "o1", "o2"}
    assert madness(result) == {}


@pytest.mark.parametrize(
    "key",
    [
        "elder-things/dunwich-horror",
        "innsmouth/in-plain-sight",
        "minions-of-cthulhu/altar-to-cthulhu",
    ],
)
def test_ongoing_actions_stay_in_play(key):
    data = table(events=[play(played(key))])
    assert "x" in in_play(run(data))


def test_a_standard_action_with_no_board_effect_is_discarded():
    data = table(events=[play(played("innsmouth/new-acolytes"))])
    assert "x" not in in_play(run(data))


# --- assumed decisions without choose ----------------------------------------------------------

KIDS_OPTIONS = [{"cards": ["o1", "o2"]}, {"cards": ["o3"]}]


@pytest.mark.parametrize(
    ("data", "key", "expected"),
    [
        (
            table(
                typed("ann", 2, "a2"),
                events=[play(played("elder-things/mi-go", "minion", power=3, printing="pod"))],
            ),
            "elder-things/mi-go",
            [(None, [{"players": ["bob"]}]), (None, [{"card": "a2"}, {"card": "x"}])],
        ),
        (
            table(
                typed("bob", 3, "b1"),
                events=[play(played("elder-things/shoggoth", "minion", power=6, printing="pod"))],
            ),
            "elder-things/shoggoth",
            [(None, [{"players": ["bob"]}]), (None, [{"cards": ["b1"]}])],
        ),
        (
            table(events=[play(played("elder-things/spreading-horror", printing="pod"), to=None)]),
            "elder-things/spreading-horror",
            [(None, [{"players": ["bob"]}])],
        ),
        (
            table(
                events=[play(played("minions-of-cthulhu/madness-unleashed"), to=None)],
                madness={"ann": 2},
            ),
            "minions-of-cthulhu/madness-unleashed",
            [(None, [{"count": 2}, {"count": 1}])],
        ),
        (
            table(
                events=[
                    play(
                        played("miskatonic-university/it-just-might-work", printing="pod"),
                        to=None,
                    )
                ],
                madness={"ann": 3},
            ),
            "miskatonic-university/it-just-might-work",
            [(None, [{"count": 2}, {"count": 1}])],
        ),
        (
            table(
                events=[play(played("miskatonic-university/jinkies"), to=None)],
                madness={"ann": 1},
            ),
            "miskatonic-university/jinkies",
            [(None, [{"count": 1}])],
        ),
        (
            table(events=[play(played("miskatonic-university/researcher", "minion", power=2))]),
            "miskatonic-university/researcher",
            [(None, [{"count": 1}])],
        ),
        (
            _actions_board("original", None),
            "miskatonic-university/those-meddling-kids",
            [(None, KIDS_OPTIONS)],
        ),
        (
            _actions_board("pod", None),
            "miskatonic-university/those-meddling-kids",
            [
                ({"mode": "destroy"}, [{"mode": "destroy"}, {"mode": "madness"}]),
                (None, KIDS_OPTIONS),
            ],
        ),
    ],
)
def test_decisions_not_given_are_assumed_with_their_options(data, key, expected):
    result = run(data)
    entries = [a for a in result["assumed_choices"] if a["ability"] == key]
    assert [(a["choose"], a["options"]) for a in entries] == expected
    assert all(a["event"] == 0 for a in entries)
    # The declined "may"s destroy nothing.
    before = {c["id"] for b in data["bases"] for c in b["cards"]}
    assert before <= set(in_play(result))


def test_a_talent_is_listed_as_not_simulated():
    data = table(events=[play(played("miskatonic-university/professor", "minion", power=5))])
    result = run(data)
    assert [n["card"] for n in result["not_simulated"] if n.get("card")] == ["x"]
    assert "Talent" in result["not_simulated"][0]["reason"]
    assert result["plays"][0]["applied"] is False


# --- the play restrictions printed on Dagon, Cthulhu and Complete the Ritual (review of session
# 25, b3): each is checked before the card is played, as original Shoggoth's is; a play that
# breaks it is not played, with the reason in English and French.


def _refused(result: dict, english: str, french: str) -> None:
    assert result["plays"][0]["applied"] is False
    (warning,) = result["warnings"]
    assert english in warning["text"]
    assert french in warning["text_fr"]


def test_pod_dagon_is_played_only_where_its_player_has_two_minions_of_one_name():
    # Dagon (a POD titan) goes, on its player's turn, only to a base where they have two or
    # more minions sharing a name.
    dagon = played("innsmouth/dagon", "titan", card_id="dg", power=0, printing="pod")
    two_names = (
        minion("ann", "innsmouth/the-locals", "l1", power=2),
        minion("ann", "innsmouth/deep-one", "d1", power=2),
    )
    result = run(table(*two_names, events=[play(dagon)]))
    assert "dg" not in in_play(result)
    _refused(result, "two or more minions with the same name", "deux Créatures ou plus")
    one_name = (
        minion("ann", "innsmouth/the-locals", "l1", power=2),
        minion("ann", "innsmouth/the-locals", "l2", power=2),
    )
    result = run(table(*one_name, events=[play(dagon)]))
    assert in_play(result)["dg"] == "b1"
    assert result["plays"][0]["applied"] is True
    assert result["warnings"] == []
    # Two of the other player's minions sharing a name do not count.
    bobs = (
        minion("bob", "innsmouth/the-locals", "l1", power=2),
        minion("bob", "innsmouth/the-locals", "l2", power=2),
    )
    result = run(table(*bobs, events=[play(dagon)]))
    assert "dg" not in in_play(result)
    # On its player's turn only: Bob cannot play his Dagon during Ann's turn.
    bobs_dagon = dict(dagon, owner="bob")
    result = run(table(*bobs, events=[play(bobs_dagon, by="bob")]))
    assert "dg" not in in_play(result)
    _refused(result, "on its player's turn", "pendant le tour de son joueur")


def test_pod_cthulhu_is_played_only_on_a_base_with_one_of_its_players_minions():
    # The POD Cthulhu titan goes only to a base where its player has a minion; refused, it
    # takes neither its Madness cards nor the turn's action play.
    titan = played("minions-of-cthulhu/cthulhu", "titan", power=0, printing="pod")
    data = table(
        typed("bob", 2, "b1"),
        b2=(typed("ann", 2, "a2"),),
        events=[play(titan), play(played("minions-of-cthulhu/the-seal-is-broken", card_id="y"))],
    )
    result = run(data)
    assert "x" not in in_play(result)
    assert madness(result) == {"ann": 1, "bob": 0}  # The Seal Is Broken's card alone
    assert result["plays"][0]["applied"] is False
    assert "base with one of its player's minions" in result["warnings"][0]["text"]
    assert "Base avec une Créature de son joueur" in result["warnings"][0]["text_fr"]
    assert beyond(result) == []
    # Played on b2, where Ann has a minion, it is played.
    data["events"][0]["to"] = "b2"
    result = run(data)
    assert in_play(result)["x"] == "b2"
    assert madness(result) == {"ann": 3, "bob": 0}


@pytest.mark.parametrize("printing", ["original", "pod"])
def test_complete_the_ritual_is_played_only_on_a_base_where_its_player_has_a_minion(printing):
    # Both printings: Complete the Ritual goes only to a base where its player has a minion.
    ritual = played("minions-of-cthulhu/complete-the-ritual", printing=printing)
    result = run(table(typed("bob", 2, "b1"), events=[play(ritual)]))
    assert "x" not in in_play(result)
    _refused(result, "base where its player has a minion", "Base où son joueur a une Créature")
    result = run(table(typed("bob", 2, "b1"), typed("ann", 1, "a1"), events=[play(ritual)]))
    assert in_play(result)["x"] == "b1"
    assert result["plays"][0]["applied"] is True
    assert result["warnings"] == []
