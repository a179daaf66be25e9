"""Play abilities of Science Fiction Double Feature (issue 27): each applied entry acts with a
given choose and assumes a listed choice without one; every card of the four factions has an
explicit entry in both printings."""

from __future__ import annotations

import copy

import pytest

from simulator.engine import cards, plays
from simulator.engine.plays import science_fiction_double_feature as SFDF
from tests.engine.card_boards import base, board, minion, run, typed
from tests.engine.plays.helpers import action

FACTIONS = ("cyborg-apes/", "shapeshifters/", "super-spies/", "time-travelers/")


def play(played: dict | str, *, to: str | None = None, by: str = "ann", **extra) -> dict:
    event = {"when": "now", "action": "play", "by": by, "card": played, **extra}
    if to is not None:
        event["to"] = to
    return event


def table(*events: dict, breakpoint: int = 30, hands: dict | None = None, **extra) -> dict:
    """b1: Ann's a1 (3) and a2 (2), Bob's k (5) carrying his Splice as Nice (sp), his Stasis
    Field (sf) on the base, Ann's Cyberevolution (cy) on a1; b2: Bob's c1 (3)."""
    data = board(
        base(
            "b1",
            breakpoint,
            (3, 2, 1),
            typed("ann", 3, "a1"),
            typed("ann", 2, "a2"),
            typed("bob", 5, "k"),
            action("bob", "shapeshifters/splice-as-nice", "sp", attached_to="k"),
            action("bob", "cyborg-apes/juiced-up", "ju"),
            action("ann", "cyborg-apes/cyberevolution", "cy", attached_to="a1"),
        ),
        base("b2", 30, (3, 2, 1), typed("bob", 3, "c1")),
        **extra,
    )
    data["events"] = list(events)
    if hands is not None:
        data["hands"] = hands
    return data


def result_of(data: dict) -> dict:
    return run(copy.deepcopy(data))


def cards_on(result: dict, base_id: str) -> list[str]:
    found = next(b for b in result["board"]["bases"] if b["id"] == base_id)
    return [c.get("id") for c in found["cards"]]


def card_out(result: dict, card_id: str) -> dict:
    for spec in result["board"]["bases"]:
        for item in spec["cards"]:
            if item.get("id") == card_id:
                return item
    raise KeyError(card_id)


def hand_ids(result: dict, player: str) -> list[str]:
    return [c["id"] for c in result["board"].get("hands", {}).get(player, [])]


def power_of(result: dict, card_id: str) -> int:
    for scoring in result["scorings"]:
        if card_id in scoring["card_powers"]:
            return scoring["card_powers"][card_id]
    raise KeyError(card_id)


def one_assumed(result: dict) -> dict:
    [assumed] = result["assumed_choices"]
    return assumed


# --- coverage --------------------------------------------------------------------------------


def test_every_card_of_the_four_factions_has_an_explicit_play_entry():
    keys = [(k, p) for k, p in cards.registered() if k.startswith(FACTIONS)]
    assert len(keys) == 54
    missing = [(k, p) for k, p in keys if not plays.is_registered(k, p)]
    assert missing == []
    for key, printing in keys:
        assert plays.lookup(key, printing).box == SFDF.BOX


def test_the_printings_that_differ_have_their_own_entry():
    lookup = plays.lookup
    assert lookup("super-spies/from-q-with-love", "original").status == plays.NO_BOARD_EFFECT
    assert lookup("super-spies/from-q-with-love", "pod").status == plays.APPLIED
    assert lookup("super-spies/mindraker", "original").ongoing is True
    assert lookup("super-spies/mindraker", "pod").status == plays.APPLIED
    assert lookup("super-spies/operative", "pod").status == plays.NOT_SIMULATED
    assert lookup("super-spies/operative", "original").status == plays.NO_BOARD_EFFECT


# --- cyborg apes -------------------------------------------------------------------------------


def test_going_bananas_destroys_the_other_players_actions_on_the_chosen_base():
    bananas = action("ann", "cyborg-apes/going-bananas", "gb")
    result = result_of(table(play(bananas, choose={"base": "b1"})))
    on_b1 = cards_on(result, "b1")
    assert "sp" not in on_b1 and "ju" not in on_b1
    # Ann's own action stays, and a one-shot action is never left on a base.
    assert "cy" in on_b1 and "gb" not in on_b1
    assert result["plays"][0]["applied"] is True


def test_going_bananas_without_choose_takes_the_first_base_and_lists_each():
    result = result_of(table(play(action("ann", "cyborg-apes/going-bananas", "gb"))))
    assumed = one_assumed(result)
    assert assumed["event"] == 0
    assert assumed["choose"] == {"base": "b1"}
    assert assumed["options"] == [{"base": "b1"}, {"base": "b2"}]
    assert "sp" not in cards_on(result, "b1")


def test_shielding_destroys_the_other_players_actions_on_its_minion():
    shielding = action("ann", "cyborg-apes/shielding", "sh", attached_to="k")
    result = result_of(table(play(shielding)))
    on_b1 = cards_on(result, "b1")
    assert "sp" not in on_b1
    # The Ongoing action stays on k; Bob's action on the base is not on the minion.
    assert "sh" in on_b1 and "ju" in on_b1 and "k" in on_b1


def test_shielding_leaves_its_players_own_actions_on_the_minion():
    shielding = action("ann", "cyborg-apes/shielding", "sh", attached_to="a1")
    result = result_of(table(play(shielding)))
    assert {"cy", "sh", "sp"} <= set(cards_on(result, "b1"))


# --- shapeshifters -----------------------------------------------------------------------------


def test_bacta_the_future_destroys_and_gives_the_owner_an_extra_minion():
    bacta = action("ann", "shapeshifters/bacta-the-future", "bt")
    later = play(typed("bob", 2, "m1"), to="b2", by="bob")
    result = result_of(table(play(bacta, choose={"card": "k"}), later))
    assert "k" not in cards_on(result, "b1")
    assert "m1" in cards_on(result, "b2")
    # Bob's play out of his turn is the extra minion Bacta the Future gave him: no warning.
    assert result["warnings"] == []


def test_bacta_the_future_without_choose_destroys_the_first_minion_in_table_order():
    result = result_of(table(play(action("ann", "shapeshifters/bacta-the-future", "bt"))))
    assumed = one_assumed(result)
    assert assumed["choose"] == {"card": "a1"}
    assert {"card": "c1"} in assumed["options"]
    assert "a1" not in cards_on(result, "b1")


def test_genetic_shift_each_gives_every_minion_of_the_player_one_power():
    shift = action("ann", "shapeshifters/genetic-shift", "gs")
    result = result_of(table(play(shift, choose={"mode": "each"}), breakpoint=10))
    assert power_of(result, "a1") == 3 + 3 + 1  # Cyberevolution's +3, then +1
    assert power_of(result, "a2") == 3
    assert power_of(result, "k") == 5 + 2


def test_genetic_shift_one_gives_three_power_to_the_chosen_minion():
    shift = action("ann", "shapeshifters/genetic-shift", "gs")
    result = result_of(table(play(shift, choose={"mode": "one", "card": "a2"}), breakpoint=10))
    assert power_of(result, "a2") == 5
    assert power_of(result, "a1") == 6


def test_genetic_shift_without_choose_assumes_each():
    result = result_of(
        table(play(action("ann", "shapeshifters/genetic-shift", "gs")), breakpoint=10)
    )
    assumed = one_assumed(result)
    assert assumed["choose"] == {"mode": "each"}
    assert assumed["options"] == [{"mode": "each"}, {"mode": "one"}]
    assert power_of(result, "a2") == 3


def _hand(*items: dict) -> dict:
    return {"ann": list(items), "bob": []}


def test_mitosis_plays_a_copy_of_the_chosen_minion_from_the_hand():
    mimic = "shapeshifters/mimic"
    data = table(
        play(
            action("ann", "shapeshifters/mitosis", "mi"),
            choose={"card": "mm", "play": "h1", "to": "b2"},
        ),
        hands=_hand({"id": "h1", "card": mimic, "type": "minion", "power": 0}),
    )
    data["bases"][0]["cards"].append(minion("ann", mimic, "mm", power=0))
    result = result_of(data)
    assert "h1" in cards_on(result, "b2")
    assert hand_ids(result, "ann") == []
    assert result["plays"][0]["applied"] is True


def test_mitosis_refuses_a_card_that_is_not_a_copy():
    data = table(
        play(
            action("ann", "shapeshifters/mitosis", "mi"),
            choose={"card": "mm", "play": "h1", "to": "b2"},
        ),
        hands=_hand({"id": "h1", "card": "shapeshifters/copycat", "type": "minion", "power": 2}),
    )
    data["bases"][0]["cards"].append(minion("ann", "shapeshifters/mimic", "mm", power=0))
    result = result_of(data)
    assert "h1" not in cards_on(result, "b2")
    assert hand_ids(result, "ann") == ["h1"]
    assert result["plays"][0]["applied"] is False


def test_mitosis_without_choose_chooses_the_first_own_minion_and_plays_nothing():
    result = result_of(table(play(action("ann", "shapeshifters/mitosis", "mi"))))
    assumed = [a for a in result["assumed_choices"] if a["choose"] is not None]
    assert assumed[0]["choose"] == {"card": "a1"}
    assert {"card": "a2"} in assumed[0]["options"]
    # The copy is in the hand, not on the board: nothing is played.
    assert [a["choose"] for a in result["assumed_choices"]] == [{"card": "a1"}, None]


def test_really_destroys_your_minion_and_plays_a_weaker_one_from_the_discard_pile():
    from_discard = typed("ann", 2, "d1")
    really = action("ann", "shapeshifters/really", "re")
    result = result_of(table(play(really, choose={"card": "a2", "play": from_discard, "to": "b2"})))
    assert "a2" not in cards_on(result, "b1")
    assert "d1" in cards_on(result, "b2")
    assert result["plays"][0]["applied"] is True


def test_really_refuses_a_stronger_minion():
    from_discard = typed("ann", 3, "d1")
    really = action("ann", "shapeshifters/really", "re")
    result = result_of(table(play(really, choose={"card": "a2", "play": from_discard, "to": "b2"})))
    assert "a2" not in cards_on(result, "b1")
    assert "d1" not in cards_on(result, "b2")
    # a2 returned (acted), the stronger minion refused: applied in part, warned.
    assert result["plays"][0]["applied"] is True
    assert any(w.get("event") == 0 for w in result["warnings"])


@pytest.mark.parametrize("key", ["shapeshifters/really", "shapeshifters/transmogrify"])
@pytest.mark.parametrize("modifier,power,ok", [(-1, 3, True), (2, 5, False), (2, 3, True)])
def test_really_and_transmogrify_compare_with_the_destroyed_minions_printed_power(
    key, modifier, power, ok
):
    # Destroyed, the minion is in the discard pile with its printed power (3), not its power in
    # play: "...Really?"'s clarification, you can destroy a minion and play it again at once.
    data = board(
        base("b1", 30, (3, 2, 1), typed("ann", 3, "w", modifier=modifier)),
        events=[
            play(
                action("ann", key, "re"),
                choose={"card": "w", "play": typed("ann", power, "w2"), "to": "b1"},
            )
        ],
    )
    result = result_of(data)
    assert "w" not in cards_on(result, "b1")
    assert ("w2" in cards_on(result, "b1")) is ok
    assert (result["warnings"] == []) is ok


def test_really_without_choose_destroys_the_first_own_minion_and_assumes_no_play():
    result = result_of(table(play(action("ann", "shapeshifters/really", "re"))))
    first = result["assumed_choices"][0]
    assert first["choose"] == {"card": "a1"}
    assert first["options"] == [{"card": "a1"}, {"card": "a2"}]
    assert "a1" not in cards_on(result, "b1")
    assert result["assumed_choices"][1]["choose"] is None


def test_transmogrify_plays_the_minion_found_in_the_deck_and_says_what_is_done_by_hand():
    found = typed("ann", 3, "d1")
    transmogrify = action("ann", "shapeshifters/transmogrify", "tm")
    result = result_of(table(play(transmogrify, choose={"card": "a1", "play": found, "to": "b1"})))
    on_b1 = cards_on(result, "b1")
    assert "a1" not in on_b1 and "d1" in on_b1
    assert any("search your deck" in line["text"] for line in result["log"])


# --- super spies -------------------------------------------------------------------------------


def _second_minion(result: dict) -> list:
    return [w for w in result["warnings"] if w.get("event") == 2]


def test_from_q_with_love_pod_trades_a_discard_for_an_extra_minion():
    love = action("ann", "super-spies/from-q-with-love", "fq", printing="pod")
    events = [
        play(love, choose={"mode": "minion"}),
        play(typed("ann", 2, "m1"), to="b2"),
        play(typed("ann", 2, "m2"), to="b2"),
    ]
    result = result_of(table(*events))
    assert _second_minion(result) == []
    # The original printing only draws and discards: the second minion breaks the limit.
    love["printing"] = "original"
    events[0].pop("choose")
    result = result_of(table(*events))
    assert len(_second_minion(result)) == 1


def test_from_q_with_love_pod_without_choose_assumes_no_discard():
    love = action("ann", "super-spies/from-q-with-love", "fq", printing="pod")
    result = result_of(table(play(love)))
    assumed = one_assumed(result)
    assert assumed["choose"] is None
    assert assumed["options"] == [{"mode": "minion"}, {"mode": "action"}]


def test_mindraker_pod_gives_an_extra_action():
    mindraker = action("ann", "super-spies/mindraker", "md", printing="pod")
    then = action("ann", "time-travelers/stasis-field", "st")
    result = result_of(table(play(mindraker), play(then, to="b2")))
    assert result["warnings"] == []
    assert "md" not in cards_on(result, "b1")
    # The original printing stays on its base (an Ongoing) and gives no extra play.
    mindraker["printing"] = "original"
    result = result_of(table(play(mindraker, to="b1"), play(then, to="b2")))
    assert "md" in cards_on(result, "b1")
    assert [w["event"] for w in result["warnings"]] == [1]


def test_permit_to_kill_pod_places_two_counters_per_minion_discarded():
    permit = action("ann", "super-spies/permit-to-kill", "pk", printing="pod")
    result = result_of(table(play(permit, choose={"count": 2, "cards": ["a1", "a2", "a2", "a2"]})))
    assert card_out(result, "a1")["counters"] == 1
    assert card_out(result, "a2")["counters"] == 3


def test_permit_to_kill_pod_refuses_a_placement_of_the_wrong_size():
    permit = action("ann", "super-spies/permit-to-kill", "pk", printing="pod")
    result = result_of(table(play(permit, choose={"count": 1, "cards": ["a1"]})))
    assert card_out(result, "a1").get("counters", 0) == 0
    assert result["plays"][0]["applied"] is False


def test_permit_to_kill_pod_without_choose_assumes_no_minion_discarded():
    permit = action("ann", "super-spies/permit-to-kill", "pk", printing="pod")
    result = result_of(table(play(permit)))
    assumed = one_assumed(result)
    assert assumed["choose"] == {"count": 0}
    assert assumed["options"] == [{"count": 0}, {"count": 1}, {"count": 2}]
    # A count without a placement: the counters go on the first of the player's minions.
    result = result_of(table(play(permit, choose={"count": 1})))
    assumed = one_assumed(result)
    assert assumed["choose"] == {"cards": ["a1", "a1"]}
    assert card_out(result, "a1")["counters"] == 2


def test_the_spy_who_ditched_me_pod_places_a_counter_on_each_own_minion():
    spy = action("ann", "super-spies/the-spy-who-ditched-me", "sw", printing="pod")
    result = result_of(table(play(spy, choose={"mode": "counters"})))
    assert card_out(result, "a1")["counters"] == 1
    assert card_out(result, "a2")["counters"] == 1
    assert card_out(result, "k").get("counters", 0) == 0


def test_the_spy_who_ditched_me_pod_without_choose_assumes_no_counter():
    spy = action("ann", "super-spies/the-spy-who-ditched-me", "sw", printing="pod")
    result = result_of(table(play(spy)))
    assumed = one_assumed(result)
    assert assumed["choose"] == {"mode": "none"}
    assert {"mode": "counters"} in assumed["options"]
    assert card_out(result, "a1").get("counters", 0) == 0


# --- time travelers ----------------------------------------------------------------------------


def test_do_over_returns_your_minion_and_plays_it_again_elsewhere():
    do_over = action("ann", "time-travelers/do-over", "do")
    result = result_of(table(play(do_over, choose={"card": "a2", "to": "b2"})))
    assert "a2" not in cards_on(result, "b1")
    assert "a2" in cards_on(result, "b2")
    assert hand_ids(result, "ann") == []


def test_do_over_without_a_base_leaves_the_minion_in_the_hand():
    do_over = action("ann", "time-travelers/do-over", "do")
    result = result_of(table(play(do_over, choose={"card": "a2"})))
    assert "a2" not in cards_on(result, "b1") + cards_on(result, "b2")
    assert hand_ids(result, "ann") == ["a2"]


def test_do_over_without_choose_returns_the_first_own_minion():
    result = result_of(table(play(action("ann", "time-travelers/do-over", "do"))))
    first, again = result["assumed_choices"]
    assert first["choose"] == {"card": "a1"} and {"card": "a2"} in first["options"]
    assert again["choose"] is None and {"to": "b2"} in again["options"]
    assert hand_ids(result, "ann") == ["a1"]


def test_do_over_never_returns_a_minion_entangled_holds():
    # Entangled (bob's) keeps every minion on b1, where bob has k, in play, ann's too: a1 is
    # not assumed (a3, on b2 where bob has none, is), and named it stays with a warning naming
    # Entangled.
    entangled = action("bob", "killer-plants/entangled", "en")
    data = table(play(action("ann", "time-travelers/do-over", "do"), choose={"card": "a1"}))
    data["bases"][0]["cards"].append(entangled)
    data["bases"][1]["cards"] = [typed("ann", 2, "a3")]
    result = result_of(data)
    assert "a1" in cards_on(result, "b1") and hand_ids(result, "ann") == []
    assert any("Entangled" in w["text"] for w in result["warnings"])
    del data["events"][0]["choose"]
    result = result_of(data)
    assert result["assumed_choices"][0]["options"] == [{"card": "a3"}]
    assert hand_ids(result, "ann") == ["a3"]


def test_doctor_when_may_return_another_own_minion_and_replay_it():
    doctor = minion("ann", "time-travelers/doctor-when", "dw", power=5)
    result = result_of(table(play(doctor, to="b1", choose={"card": "a1", "to": "b2"})))
    assert "a1" in cards_on(result, "b2") and "dw" in cards_on(result, "b1")
    # Cyberevolution was on a1: it went to the discard pile when a1 left play.
    assert "cy" not in cards_on(result, "b1")


def test_doctor_when_without_choose_returns_nothing():
    doctor = minion("ann", "time-travelers/doctor-when", "dw", power=5)
    result = result_of(table(play(doctor, to="b1")))
    assumed = one_assumed(result)
    assert assumed["choose"] is None
    # Another of your minions: never Doctor When itself, never Bob's.
    assert assumed["options"] == [{"card": "a1"}, {"card": "a2"}]
    assert "a1" in cards_on(result, "b1")


def test_into_the_time_slip_returns_an_action_or_a_minion_to_its_owners_hand():
    slip = action("ann", "time-travelers/into-the-time-slip", "ts")
    result = result_of(table(play(slip, choose={"card": "ju"})))
    assert "ju" not in cards_on(result, "b1")
    assert hand_ids(result, "bob") == ["ju"]
    result = result_of(table(play(slip, choose={"card": "c1"})))
    assert hand_ids(result, "bob") == ["c1"]


def test_into_the_time_slip_without_choose_lists_minions_and_actions():
    slip = action("ann", "time-travelers/into-the-time-slip", "ts")
    result = result_of(table(play(slip)))
    assumed = one_assumed(result)
    assert assumed["choose"] == {"card": "a1"}
    assert {"card": "sp"} in assumed["options"] and {"card": "c1"} in assumed["options"]


def test_into_the_time_slip_leaves_out_the_cards_a_return_protection_keeps():
    # Deep Roots: Bob's minions here cannot be returned to his hand by other players' abilities.
    def slip_board(choose=None):
        extra = {} if choose is None else {"choose": choose}
        return board(
            base(
                "b1",
                30,
                (3, 2, 1),
                typed("bob", 3, "a"),
                action("bob", "killer-plants/deep-roots", "dr"),
                typed("bob", 3, "k"),
            ),
            events=[play(action("ann", "time-travelers/into-the-time-slip", "ts"), **extra)],
        )

    assumed = result_of(slip_board())
    choice = one_assumed(assumed)
    assert choice["choose"] == {"card": "dr"} and choice["options"] == [{"card": "dr"}]
    assert hand_ids(assumed, "bob") == ["dr"]
    named = result_of(slip_board({"card": "a"}))
    assert "a" in cards_on(named, "b1")
    [warning] = named["warnings"]
    assert "Deep Roots" in warning["text"]
    assert named["plays"][0]["applied"] is False


def test_its_astounding_plays_an_action_from_the_discard_pile():
    astounding = action("ann", "time-travelers/its-astounding", "ia")
    stasis = action("ann", "time-travelers/stasis-field", "st")
    result = result_of(table(play(astounding, choose={"play": stasis, "to": "b2"})))
    assert "st" in cards_on(result, "b2")
    assert result["warnings"] == []


@pytest.mark.parametrize(
    "key", ["time-travelers/its-astounding", "smash-up-all-stars/its-astounding"]
)
def test_its_astounding_refuses_a_card_of_the_hand(key):
    # "from your discard pile": a card object, not a card of ann's hand.
    hand = {"ann": [{"id": "st", "type": "action", "card": "time-travelers/stasis-field"}]}
    data = table(play(action("ann", key, "ia"), choose={"play": "st", "to": "b2"}), hands=hand)
    result = result_of(data)
    assert "st" not in cards_on(result, "b2")
    assert "is a card of a hand" in result["warnings"][0]["text"]
    assert [c["id"] for c in result["board"]["hands"]["ann"]] == ["st"]


def test_its_astounding_without_choose_plays_nothing_and_says_so():
    result = result_of(table(play(action("ann", "time-travelers/its-astounding", "ia"))))
    assumed = one_assumed(result)
    assert assumed["choose"] is None and assumed["card"] == "ia"


def test_time_walk_gives_an_extra_minion_and_an_extra_action():
    walk = action("ann", "time-travelers/time-walk", "tw")
    events = [
        play(walk),
        play(typed("ann", 2, "m1"), to="b2"),
        play(typed("ann", 2, "m2"), to="b2"),
        play(action("ann", "time-travelers/stasis-field", "st"), to="b2"),
    ]
    result = result_of(table(*events))
    assert result["warnings"] == []
    assert any("bottom of your deck" in line["text"] for line in result["log"])


@pytest.mark.parametrize(
    ("key", "printing"),
    [
        ("shapeshifters/gelf", "pod"),
        ("super-spies/operative", "pod"),
    ],
)
def test_a_talent_minion_or_a_bury_from_the_deck_is_listed_not_simulated(key, printing):
    played = minion("ann", key, "t1", power=3, printing=printing)
    result = result_of(table(play(played, to="b2")))
    assert any(n.get("card") == "t1" for n in result["not_simulated"])
    assert result["plays"][0]["applied"] is False
    assert "t1" in cards_on(result, "b2")


def test_the_original_operative_only_rearranges_decks():
    played = minion("ann", "super-spies/operative", "t1", power=3)
    result = result_of(table(play(played, to="b2")))
    assert result["not_simulated"] == []
    assert result["plays"][0]["applied"] is True
