"""Play abilities of Monster Smash (issue 27): every card of Giant Ants, Mad Scientists, Vampires
and Werewolves, both printings, has a play entry; each applied one acts on the board."""

from __future__ import annotations

import pytest

from simulator import coverage
from simulator.engine import cards, plays
from tests.engine.card_boards import base, board, run, typed
from tests.engine.plays.helpers import FAR, base_action, counters, where

FACTIONS = ("giant-ants", "mad-scientists", "vampires", "werewolves")
PRINTINGS = ("original", "pod")


def played(key: str, kind: str = "minion", power: int | None = None, **extra) -> dict:
    """The card ann plays (id "x")."""
    data = {"type": kind, "id": "x", "owner": "ann", "card": key, **extra}
    if kind == "minion":
        data["power"] = power if power is not None else 2
    else:
        data["controller"] = "ann"
    return data


def play_on(bases: list[dict], card: dict, choose: dict | None = None, to: str | None = "b1"):
    data = board(*bases)
    event = {"when": "now", "action": "play", "by": "ann", "card": card}
    if to is not None:
        event["to"] = to
    if choose is not None:
        event["choose"] = choose
    data["events"] = [event]
    return run(data)


def cards_of(result: dict) -> dict[str, dict]:
    """{card id: the card as the board after the turn shows it}."""
    return {c["id"]: c for b in result["board"]["bases"] for c in b["cards"] if "id" in c}


def ann_power(result: dict, base_id: str) -> int:
    for scoring in result["scorings"]:
        if scoring["base"] == base_id:
            return {s["player"]: s["power"] for s in scoring["standings"]}["ann"]
    raise AssertionError(f"{base_id} did not score")


def assumed(result: dict) -> dict:
    (entry,) = [a for a in result["assumed_choices"] if a.get("event") == 0]
    return entry


def ant(card_id: str, power: int = 3, player: str = "ann", **extra) -> dict:
    return typed(player, power, card_id, **extra)


# --- coverage ------------------------------------------------------------------------------------


def test_every_card_of_the_box_has_a_play_entry_in_each_printing():
    keys = [k for k in cards.registered() if k[0].split("/")[0] in FACTIONS]
    assert len(keys) == 60
    missing = [
        (key, printing)
        for key, scope in keys
        for printing in ((scope,) if scope else PRINTINGS)
        if not plays.is_registered(key, printing)
    ]
    assert missing == []


def test_the_entries_are_of_this_box_and_talents_are_not_simulated():
    entries = {k: v for k, v in plays.registered().items() if k[0].split("/")[0] in FACTIONS}
    assert {e.box for e in entries.values()} == {"Monster Smash"}
    assert plays.lookup("werewolves/teenage-wolf", "pod").talent is not None
    assert plays.lookup("werewolves/howler", "pod").status == plays.APPLIED
    assert plays.lookup("vampires/nightstalker", "pod").status == plays.NOT_SIMULATED
    assert plays.lookup("vampires/nightstalker", "original").status == plays.APPLIED


def test_a_talent_minion_is_played_and_its_talent_acts_by_a_talent_event():
    result = play_on([base("b1", FAR, (3, 2, 1))], played("werewolves/teenage-wolf", power=3))
    assert where(result)["x"] == "b1"
    assert result["plays"][0]["applied"] is True
    assert result["not_simulated"] == []
    data = {
        "players": ["ann", "bob"],
        "active_player": "ann",
        "bases": [base("b1", 4, (3, 2, 1), {**played("werewolves/teenage-wolf", power=3)})],
        "events": [{"when": "now", "action": "talent", "card": "x"}],
    }
    result = run(data)
    assert result["scorings"][0]["card_powers"]["x"] == 4
    # No reminder to type the boost the talent event already applied.
    assert not [line for line in result["log"] if "boost" in line["text"]]


def test_a_continuous_ongoing_action_stays_in_play():
    result = play_on(
        [base("b1", FAR, (3, 2, 1), ant("m"))], played("werewolves/full-moon", "action")
    )
    assert where(result)["x"] == "b1"
    assert result["plays"][0]["applied"] is True


# --- giant ants ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "key,printing,count",
    [
        ("giant-ants/drone", "original", 1),
        ("giant-ants/drone", "pod", 1),
        ("giant-ants/soldier", "original", 2),
        ("giant-ants/worker", "original", 2),
        ("giant-ants/worker", "pod", 2),
    ],
)
def test_ants_come_with_counters(key, printing, count):
    result = play_on([base("b1", FAR, (3, 2, 1))], played(key, power=1, printing=printing))
    assert counters(result)["x"] == count


def test_a_kind_of_magic_moves_counters_pair_by_pair():
    bases = [base("b1", FAR, (3, 2, 1), ant("a", counters=3), ant("b"), ant("c"))]
    card = played("giant-ants/a-kind-of-magic", "action")
    result = play_on(bases, card, {"order": ["a", "b", "a", "b", "a", "c"]})
    assert counters(result) == {"a": 0, "b": 2, "c": 1}


def test_a_kind_of_magic_cannot_move_more_counters_than_there_are():
    bases = [base("b1", FAR, (3, 2, 1), ant("a", counters=1), ant("b"))]
    card = played("giant-ants/a-kind-of-magic", "action")
    result = play_on(bases, card, {"order": ["a", "b", "a", "b"]})
    assert counters(result) == {"a": 1, "b": 0}
    assert result["warnings"]


def test_a_kind_of_magic_pod_reaches_a_titan():
    titan = {"type": "titan", "id": "t", "owner": "ann", "controller": "ann", "counters": 0}
    bases = [base("b1", FAR, (3, 2, 1), ant("a", counters=2), titan)]
    card = played("giant-ants/a-kind-of-magic", "action", printing="pod")
    result = play_on(bases, card, {"order": ["a", "t"]})
    assert counters(result)["t"] == 1
    original = played("giant-ants/a-kind-of-magic", "action", printing="original")
    result = play_on(bases, original, {"order": ["a", "t"]})
    assert counters(result)["t"] == 0


def test_a_kind_of_magic_without_choice_moves_nothing_and_lists_the_options():
    bases = [base("b1", FAR, (3, 2, 1), ant("a", counters=2), ant("b"))]
    result = play_on(bases, played("giant-ants/a-kind-of-magic", "action"))
    assert counters(result) == {"a": 2, "b": 0}
    assert assumed(result)["options"] == [{"order": ["a", "b"]}]


def test_gimme_the_prize_original_up_to_three_of_yours():
    bases = [
        base("b1", FAR, (3, 2, 1), ant("a"), ant("b"), ant("c"), ant("d"), ant("e", player="bob"))
    ]
    card = played("giant-ants/gimme-the-prize", "action", printing="original")
    result = play_on(bases, card, {"cards": ["a", "c", "d"]})
    assert counters(result) == {"a": 1, "b": 0, "c": 1, "d": 1, "e": 0}
    result = play_on(bases, card)
    assert sum(counters(result).values()) == 0
    assert assumed(result)["options"][0] == {"cards": ["a", "b", "c"]}


def test_gimme_the_prize_pod_two_then_one():
    bases = [base("b1", FAR, (3, 2, 1), ant("a"), ant("e", player="bob"))]
    card = played("giant-ants/gimme-the-prize", "action", printing="pod")
    result = play_on(bases, card, {"order": ["e", "a"]})
    assert counters(result) == {"a": 1, "e": 2}
    result = play_on(bases, card)
    assert counters(result) == {"a": 2, "e": 1}
    assert {"order": ["e", "a"]} in assumed(result)["options"]


def test_headlong_moves_one_of_yours_with_two_counters():
    bases = [base("b1", FAR, (3, 2, 1), ant("a")), base("b2", FAR, (3, 2, 1))]
    card = played("giant-ants/headlong", "action")
    result = play_on(bases, card, {"card": "a", "to": "b2"})
    assert where(result)["a"] == "b2"
    assert counters(result)["a"] == 2
    result = play_on(bases, card)
    assert where(result)["a"] == "b2"
    assert assumed(result)["options"] == [{"card": "a", "to": "b2"}]


def test_headlong_never_moves_a_minion_entangled_holds():
    # Entangled (bob's, on b1 where bob has a minion) holds every minion there, ann's too: the
    # one on b2 is assumed, and naming one on b1 leaves it with a warning naming Entangled.
    entangled = {**base_action("bob", "en"), "card": "killer-plants/entangled"}
    bases = [
        base("b1", FAR, (3, 2, 1), ant("a"), ant("e", player="bob"), entangled),
        base("b2", FAR, (3, 2, 1), ant("c")),
        base("b3", FAR, (3, 2, 1)),
    ]
    card = played("giant-ants/headlong", "action")
    result = play_on(bases, card, {"card": "a", "to": "b3"})
    assert where(result)["a"] == "b1" and counters(result)["a"] == 0
    assert any("Entangled" in w["text"] for w in result["warnings"])
    result = play_on(bases, card)
    assert where(result)["c"] != "b2" and counters(result)["c"] == 2
    assert all(o["card"] == "c" for o in assumed(result)["options"])


def test_we_will_rock_you_original_every_minion_of_yours_by_its_counters():
    bases = [
        base("b1", 9, (3, 2, 1), ant("a", power=3, counters=2)),
        base("b2", 7, (3, 2, 1), ant("b", power=3, counters=1)),
    ]
    card = played("giant-ants/we-will-rock-you", "action", printing="original")
    result = play_on(bases, card)
    # 3 + 2 counters + 2 this turn = 7 (b1 does not break at 9); 3 + 1 + 1 = 5 on b2 either.
    assert result["scorings"] == []
    bases[0]["breakpoint"] = 7
    bases[1]["breakpoint"] = 5
    result = play_on(bases, card)
    assert ann_power(result, "b1") == 7
    assert ann_power(result, "b2") == 5


def test_we_will_rock_you_pod_one_base():
    bases = [
        base("b1", 5, (3, 2, 1), ant("a", power=3, counters=1)),
        base("b2", 5, (3, 2, 1), ant("b", power=3, counters=1)),
    ]
    card = played("giant-ants/we-will-rock-you", "action", printing="pod")
    result = play_on(bases, card, {"base": "b2"})
    assert [s["base"] for s in result["scorings"]] == ["b2"]
    result = play_on(bases, card)
    assert [s["base"] for s in result["scorings"]] == ["b1"]
    assert assumed(result)["options"] == [{"base": "b1"}, {"base": "b2"}]


def test_who_wants_to_live_forever_original_removes_counters():
    bases = [base("b1", FAR, (3, 2, 1), ant("a", counters=2), ant("b", counters=1))]
    card = played("giant-ants/who-wants-to-live-forever", "action", printing="original")
    result = play_on(bases, card, {"cards": ["a", "a", "b"]})
    assert counters(result) == {"a": 0, "b": 0}
    result = play_on(bases, card, {"cards": ["b", "b"]})
    assert counters(result) == {"a": 2, "b": 1}
    assert result["warnings"]


def test_who_wants_to_live_forever_pod_destroys_one_of_yours():
    bases = [base("b1", FAR, (3, 2, 1), ant("e", player="bob"), ant("a"), ant("b"))]
    card = played("giant-ants/who-wants-to-live-forever", "action", printing="pod")
    result = play_on(bases, card, {"card": "b"})
    assert set(where(result)) == {"e", "a"}
    result = play_on(bases, card)
    assert set(where(result)) == {"e", "b"}
    assert assumed(result)["options"] == [{"card": "a"}, {"card": "b"}]


# --- mad scientists --------------------------------------------------------------------------


def test_lab_assistant_counter_on_another_of_yours():
    bases = [
        base("b1", FAR, (3, 2, 1), ant("e", player="bob"), ant("a")),
        base("b2", FAR, (3, 2, 1), ant("b")),
    ]
    card = played("mad-scientists/lab-assistant", power=3)
    result = play_on(bases, card, {"card": "b"})
    assert counters(result) == {"e": 0, "a": 0, "b": 1, "x": 0}
    result = play_on(bases, card)
    assert counters(result)["a"] == 1
    assert assumed(result)["options"] == [{"card": "a"}, {"card": "b"}]


def test_angry_mob_a_counter_per_card_put_back():
    bases = [base("b1", FAR, (3, 2, 1), ant("a"), ant("b"))]
    card = played("mad-scientists/angry-mob", "action")
    result = play_on(bases, card, {"card": "b", "count": 3})
    assert counters(result) == {"a": 0, "b": 3}
    result = play_on(bases, card)
    assert counters(result) == {"a": 0, "b": 0}
    options = [a["options"] for a in result["assumed_choices"]]
    assert [{"card": "a"}, {"card": "b"}] in options


def test_blitzed_removes_counters_then_destroys_up_to_that_power():
    bases = [
        base(
            "b1",
            FAR,
            (3, 2, 1),
            ant("a", power=1, counters=2),
            ant("e", 3, "bob"),
            ant("f", 2, "bob"),
        )
    ]
    card = played("mad-scientists/blitzed", "action")
    result = play_on(bases, card, {"cards": ["a", "a"], "card": "f"})
    assert set(where(result)) == {"a", "e"}
    assert counters(result)["a"] == 0
    # Two counters removed: the power-3 minion is too strong.
    result = play_on(bases, card, {"cards": ["a", "a"], "card": "e"})
    assert "e" in where(result)
    assert result["warnings"]


def test_body_shop_destroys_yours_and_splits_its_power():
    bases = [base("b1", FAR, (3, 2, 1), ant("a", power=3), ant("b"), ant("c"))]
    card = played("mad-scientists/body-shop", "action")
    result = play_on(bases, card, {"card": "a", "cards": ["b", "c", "c"]})
    assert counters(result) == {"b": 1, "c": 2}
    result = play_on(bases, card)
    assert counters(result) == {"b": 3, "c": 0}


def test_body_shop_never_picks_a_minion_no_one_can_destroy():
    # Ghost Knight cannot be destroyed, by its own player either: not assumed, and named the
    # card stops with a warning naming it (no counters from its power).
    knight = {**ant("g", power=5), "card": "astroknights/ghost-knight"}
    bases = [base("b1", FAR, (3, 2, 1), knight, ant("b"))]
    card = played("mad-scientists/body-shop", "action")
    result = play_on(bases, card, {"card": "g", "cards": ["b"] * 5})
    assert where(result)["g"] == "b1" and counters(result)["b"] == 0
    assert any("Ghost Knight" in w["text"] for w in result["warnings"])
    result = play_on(bases, card)
    assert "b" not in where(result) and where(result)["g"] == "b1"
    (pick,) = [a for a in result["assumed_choices"] if "card" in a["options"][0]]
    assert pick["options"] == [{"card": "b"}]


def test_its_alive_plays_an_extra_minion_with_a_counter():
    bases = [base("b1", FAR, (3, 2, 1))]
    extra = {"type": "minion", "id": "y", "owner": "ann", "power": 3}
    card = played("mad-scientists/its-alive", "action")
    result = play_on(bases, card, {"play": extra, "to": "b1"})
    assert where(result)["y"] == "b1"
    assert counters(result)["y"] == 1


def test_jolt_a_counter_on_each_of_yours():
    bases = [
        base("b1", FAR, (3, 2, 1), ant("a"), ant("e", player="bob")),
        base("b2", FAR, (3, 2, 1), ant("b")),
    ]
    result = play_on(bases, played("mad-scientists/jolt", "action"))
    assert counters(result) == {"a": 1, "e": 0, "b": 1}


# --- vampires --------------------------------------------------------------------------------


def test_nightstalker_original_destroys_a_small_minion_here_for_a_counter():
    bases = [base("b1", FAR, (3, 2, 1), ant("e", 2, "bob"), ant("f", 3, "bob"))]
    card = played("vampires/nightstalker", power=4, printing="original")
    result = play_on(bases, card)
    assert set(where(result)) == {"f", "x"}
    assert counters(result)["x"] == 1
    assert assumed(result)["options"] == [{"card": "e"}]


def test_heavy_drinker_original_may_destroy_one_of_yours():
    bases = [base("b1", FAR, (3, 2, 1), ant("a"), ant("e", 1, "bob"))]
    card = played("vampires/heavy-drinker", power=3, printing="original")
    result = play_on(bases, card, {"card": "a"})
    assert set(where(result)) == {"e", "x"}
    assert counters(result)["x"] == 1
    result = play_on(bases, card)
    assert counters(result)["x"] == 0
    assert assumed(result)["options"] == [{"card": "a"}]


def test_heavy_drinker_pod_small_minion_here_or_yours_elsewhere():
    bases = [
        base("b1", FAR, (3, 2, 1), ant("e", 2, "bob"), ant("f", 3, "bob")),
        base("b2", FAR, (3, 2, 1), ant("a", 5)),
    ]
    card = played("vampires/heavy-drinker", power=2, printing="pod")
    result = play_on(bases, card, {"card": "e"})
    assert "e" not in where(result)
    assert counters(result)["x"] == 2
    result = play_on(bases, card)
    assert assumed(result)["options"] == [{"card": "e"}, {"card": "a"}]


def test_fledgling_vampire_original_counter_when_behind():
    behind = [base("b1", FAR, (3, 2, 1), ant("e", 5, "bob"))]
    card = played("vampires/fledgling-vampire", power=2, printing="original")
    assert counters(play_on(behind, card))["x"] == 1
    ahead = [base("b1", FAR, (3, 2, 1), ant("e", 1, "bob"))]
    assert counters(play_on(ahead, card))["x"] == 0


def test_fledgling_vampire_pod_counter_when_not_from_the_hand():
    bases = [base("b1", FAR, (3, 2, 1))]
    card = played("vampires/fledgling-vampire", power=2, printing="pod")
    assert counters(play_on(bases, card, {"mode": "elsewhere"}))["x"] == 1
    result = play_on(bases, card)
    assert counters(result)["x"] == 0
    assert assumed(result)["options"] == [{"mode": "hand"}, {"mode": "elsewhere"}]


def test_wolf_pact_as_a_minion_trades_minus_one_for_a_counter():
    bases = [base("b1", FAR, (3, 2, 1), ant("a", 3), ant("e", 4, "bob"))]
    card = played("vampires/wolf-pact", power=2, printing="pod")
    result = play_on(bases, card, {"order": ["e", "a"]})
    assert counters(result)["a"] == 1
    result = play_on(bases, card)
    assert counters(result)["a"] == 0
    assert {"order": ["e", "a"]} in assumed(result)["options"]
    # The -1 counts in this turn's scoring: ann 3 + 1 + 2 = 6, bob 4 - 1 = 3 (9 breaks 8).
    bases[0]["breakpoint"] = 8
    result = play_on(bases, card, {"order": ["e", "a"]})
    standings = {s["player"]: s["power"] for s in result["scorings"][0]["standings"]}
    assert standings == {"ann": 6, "bob": 3}


def test_wolf_pact_says_its_minus_one_lasts_until_the_start_of_your_next_turn():
    # Wolf Pact as a minion: the -1 it gives lasts until its player's next turn begins, longer
    # than this turn (review of session 25, b7): its own line says so, and what the board after
    # the turn does with it, in English and French.
    bases = [base("b1", FAR, (3, 2, 1), ant("a", 3), ant("e", 4, "bob"))]
    card = played("vampires/wolf-pact", power=2, printing="pod")
    result = play_on(bases, card, {"order": ["e", "a"]})
    (change,) = [x for x in result["log"] if x["text"].startswith("e gets -1 power")]
    assert "e gets -1 power until the start of your next turn" in change["text"]
    assert "jusqu'au début de votre prochain tour" in change["text_fr"]
    (line,) = [x for x in result["log"] if x["text"].startswith("x (wolf-pact): e ")]
    assert "beyond this turn" in line["text"]
    assert "this turn's scorings count it" in line["text"]
    assert "the board after the turn does not carry it" in line["text"]
    assert "au-delà de ce tour" in line["text_fr"]
    assert "le plateau d'après le tour ne le porte pas" in line["text_fr"]
    # A board whose turn goes on (end_of_turn false) carries it as a modifier.
    event = {"when": "now", "action": "play", "by": "ann", "to": "b1", "card": card}
    data = board(*bases, end_of_turn=False, events=[dict(event, choose={"order": ["e", "a"]})])
    result = run(data)
    (line,) = [x for x in result["log"] if x["text"].startswith("x (wolf-pact): e ")]
    assert "the board after the turn carries it as a modifier" in line["text"]
    assert cards_of(result)["e"]["modifier"] == -1


def test_no_line_says_wolf_pacts_minus_one_ends_with_the_turn():
    bases = [base("b1", 8, (3, 2, 1), ant("a", 3), ant("e", 4, "bob"))]
    card = played("vampires/wolf-pact", power=2, printing="pod")
    result = play_on(bases, card, {"order": ["e", "a"]})
    # Every line naming e: the -1 it gets, and its power when b1 scores.
    said = [x["text"] for x in result["log"] if x["text"].startswith(("e ", "Power of e "))]
    assert len(said) == 2
    assert not any("until the end of the turn" in text for text in said)


def test_wolf_pact_as_an_action_changes_nothing_on_the_board():
    bases = [base("b1", FAR, (3, 2, 1), ant("a", 3))]
    card = played("vampires/wolf-pact", "action", printing="pod")
    result = play_on(bases, card, to=None)
    assert counters(result) == {"a": 0}
    assert result["plays"][0]["applied"] is True


def test_big_gulp_destroys_a_minion_of_power_four_or_less():
    bases = [base("b1", FAR, (3, 2, 1), ant("e", 5, "bob"), ant("f", 4, "bob"))]
    card = played("vampires/big-gulp", "action")
    result = play_on(bases, card, {"card": "f"})
    assert set(where(result)) == {"e"}
    result = play_on(bases, card, {"card": "e"})
    assert set(where(result)) == {"e", "f"}
    assert assumed(play_on(bases, card))["options"] == [{"card": "f"}]


def test_crack_of_dusk_plays_a_small_minion_with_a_counter():
    bases = [base("b1", FAR, (3, 2, 1))]
    card = played("vampires/crack-of-dusk", "action")
    small = {"type": "minion", "id": "y", "owner": "ann", "power": 2}
    result = play_on(bases, card, {"play": small, "to": "b1"})
    assert counters(result)["y"] == 1
    big = {"type": "minion", "id": "y", "owner": "ann", "power": 3}
    result = play_on(bases, card, {"play": big, "to": "b1"})
    assert "y" not in where(result)
    assert result["warnings"]


def test_crack_of_dusk_refuses_a_minion_of_the_hand():
    # The minion comes from ann's discard pile: a card object, never a card of her hand (as
    # It's Astounding refuses one); the card named stays in the hand and nothing is played.
    data = board(base("b1", FAR, (3, 2, 1)), hands={"ann": [typed("ann", 2, "h2")]})
    data["events"] = [
        {
            "when": "now",
            "action": "play",
            "by": "ann",
            "to": "b1",
            "card": played("vampires/crack-of-dusk", "action"),
            "choose": {"play": "h2", "to": "b1"},
        }
    ]
    result = run(data)
    assert "h2" not in where(result)
    assert "is a card of a hand" in result["warnings"][0]["text"]
    assert [c["id"] for c in result["board"]["hands"]["ann"]] == ["h2"]


def test_cull_the_weak_original_counters_for_discarded_minions():
    bases = [base("b1", FAR, (3, 2, 1), ant("a"))]
    card = played("vampires/cull-the-weak", "action", printing="original")
    result = play_on(bases, card, {"card": "a", "count": 2})
    assert counters(result)["a"] == 2


def test_cull_the_weak_pod_up_to_two_counters():
    bases = [base("b1", FAR, (3, 2, 1), ant("a"), ant("e", player="bob"))]
    card = played("vampires/cull-the-weak", "action", printing="pod")
    result = play_on(bases, card, {"cards": ["a", "e"]})
    assert counters(result) == {"a": 1, "e": 1}
    result = play_on(bases, card, {"cards": ["a", "a", "e"]})
    assert counters(result) == {"a": 0, "e": 0}
    assert result["warnings"]


def test_dinner_date_original_counter_then_destroy_at_that_base():
    bases = [
        base("b1", FAR, (3, 2, 1), ant("a"), ant("e", 2, "bob")),
        base("b2", FAR, (3, 2, 1), ant("b"), ant("f", 2, "bob")),
    ]
    card = played("vampires/dinner-date", "action", printing="original")
    result = play_on(bases, card, {"order": ["b", "f"]}, to=None)
    assert counters(result)["b"] == 1
    assert set(where(result)) == {"a", "e", "b"}
    result = play_on(bases, card, {"order": ["a", "f"]}, to=None)
    assert "f" in where(result)
    result = play_on(bases, card, to=None)
    assert set(where(result)) == {"a", "b", "f"}
    assert counters(result)["a"] == 1


def test_dinner_date_original_counter_with_nothing_to_destroy():
    bases = [base("b1", FAR, (3, 2, 1), ant("a", 3), ant("e", 3, "bob"))]
    card = played("vampires/dinner-date", "action", printing="original")
    result = play_on(bases, card, to=None)
    assert counters(result)["a"] == 1
    assert assumed(result)["options"] == [{"order": ["a"]}]


def test_dinner_date_pod_stays_on_its_minion_and_places_two_counters():
    bases = [base("b1", FAR, (3, 2, 1), ant("a", 5, "bob"), ant("b", 3))]
    card = played("vampires/dinner-date", "action", printing="pod", attached_to="a")
    result = play_on(bases, card, {"card": "b"})
    assert counters(result)["b"] == 2
    assert where(result)["x"] == "b1"


def test_dinner_date_pod_destroys_its_minion_at_zero_power_when_played():
    # Its minion loses 2 power and is destroyed once it has none left: in the Play phase,
    # not only when its base scores (b1 is far from its breakpoint).
    bases = [base("b1", FAR, (3, 2, 1), ant("a", 2, "bob"), ant("b", 3))]
    card = played("vampires/dinner-date", "action", printing="pod", attached_to="a")
    result = play_on(bases, card, {"card": "b"})
    assert set(where(result)) == {"b"}
    assert counters(result)["b"] == 2
    # On a 3-power minion it stays (1 power); on your own 2-power minion given the counters too.
    bases = [base("b1", FAR, (3, 2, 1), ant("a", 3, "bob"), ant("b", 2))]
    assert set(where(play_on(bases, card, {"card": "b"}))) == {"a", "b", "x"}
    card = played("vampires/dinner-date", "action", printing="pod", attached_to="b")
    assert set(where(play_on(bases, card, {"card": "b"}))) == {"a", "b", "x"}


def test_mad_monster_party_original_counters_on_yours_without_one():
    bases = [base("b1", FAR, (3, 2, 1), ant("a", counters=2), ant("b"), ant("e", player="bob"))]
    card = played("vampires/mad-monster-party", "action", printing="original")
    assert counters(play_on(bases, card)) == {"a": 2, "b": 1, "e": 0}


def test_mad_monster_party_pod_counters_on_yours_at_one_base():
    bases = [base("b1", FAR, (3, 2, 1), ant("a")), base("b2", FAR, (3, 2, 1), ant("b"), ant("c"))]
    card = played("vampires/mad-monster-party", "action", printing="pod")
    assert counters(play_on(bases, card, {"base": "b2"})) == {"a": 0, "b": 1, "c": 1}
    result = play_on(bases, card)
    assert counters(result) == {"a": 1, "b": 0, "c": 0}
    assert assumed(result)["options"] == [{"base": "b1"}, {"base": "b2"}]


# --- werewolves ------------------------------------------------------------------------------


def test_howler_gains_two_until_the_end_of_the_turn():
    bases = [base("b1", 4, (3, 2, 1))]
    result = play_on(bases, played("werewolves/howler", power=2))
    assert ann_power(result, "b1") == 4


def test_chew_toy_destroys_a_weaker_minion_at_your_minions_base():
    bases = [
        base("b1", FAR, (3, 2, 1), ant("a", 2), ant("e", 3, "bob")),
        base("b2", FAR, (3, 2, 1), ant("b", 5), ant("f", 4, "bob")),
    ]
    card = played("werewolves/chew-toy", "action")
    result = play_on(bases, card, {"card": "f"}, to=None)
    assert "f" not in where(result)
    result = play_on(bases, card, {"card": "e"}, to=None)
    assert "e" in where(result)
    assert result["warnings"]
    result = play_on(bases, card, to=None)
    assert assumed(result)["options"] == [{"card": "f"}]


def test_frenzy_boosts_your_strong_minions():
    bases = [base("b1", 10, (3, 2, 1), ant("a", 4), ant("b", 3), ant("e", 5, "bob"))]
    result = play_on(bases, played("werewolves/frenzy", "action"), to=None)
    # ann: 4 + 1 + 3 = 8, bob 5: 13 breaks 10; bob's minion gains nothing.
    standings = {s["player"]: s["power"] for s in result["scorings"][0]["standings"]}
    assert standings == {"ann": 8, "bob": 5}


def test_let_the_dog_out_destroys_up_to_your_minions_power():
    bases = [
        base(
            "b1",
            FAR,
            (3, 2, 1),
            ant("a", 5),
            ant("e", 2, "bob"),
            ant("f", 3, "bob"),
            ant("g", 1, "bob"),
        )
    ]
    card = played("werewolves/let-the-dog-out", "action")
    result = play_on(bases, card, {"cards": ["e", "f"]}, to=None)
    assert set(where(result)) == {"a", "g"}
    result = play_on(bases, card, {"cards": ["e", "f", "g"]}, to=None)
    assert set(where(result)) == {"a", "e", "f", "g"}
    assert result["warnings"]
    result = play_on(bases, card, to=None)
    assert set(where(result)) == {"a", "e", "f", "g"}
    assert {"cards": ["e"]} in assumed(result)["options"]


# --- destroys ask the "destroy" protections -------------------------------------------------


def unstoppable(on: str, player: str = "bob") -> dict:
    """Unstoppable ("this minion cannot be destroyed") on the minion `on`."""
    return {
        "type": "action",
        "id": f"un-{on}",
        "owner": player,
        "card": "werewolves/unstoppable",
        "attached_to": on,
    }


# [the card played, its choose key, the id it names]: bob's "u" (Unstoppable) comes first in
# table order, then bob's "v" (power 1); ann's "a" (power 4) is her other minion.
DESTROYS = [
    (played("vampires/nightstalker", power=4, printing="original"), "b1", "card", "u"),
    (played("vampires/heavy-drinker", power=2, printing="pod"), "b1", "card", "u"),
    (played("vampires/dinner-date", "action", printing="original"), None, "order", ["a", "u"]),
    (played("werewolves/chew-toy", "action"), None, "card", "u"),
    # (Named with "v", "u" alone is left out and "v" is destroyed: the review-b test below.)
    (played("werewolves/let-the-dog-out", "action"), None, "cards", ["u"]),
]


def unstoppable_board() -> list[dict]:
    return [
        base(
            "b1",
            FAR,
            (3, 2, 1),
            ant("u", 1, "bob"),
            unstoppable("u"),
            ant("v", 1, "bob"),
            ant("a", 4),
        )
    ]


@pytest.mark.parametrize(("card", "to", "key", "named"), DESTROYS)
def test_a_destroy_never_offers_nor_assumes_a_minion_that_cannot_be_destroyed(card, to, key, named):
    result = play_on(unstoppable_board(), card, to=to)
    options = [o for a in result["assumed_choices"] for o in a.get("options", [])]
    assert options
    assert all("u" not in list(o.values())[0] for o in options), options


@pytest.mark.parametrize(("card", "to", "key", "named"), DESTROYS)
def test_naming_a_minion_that_cannot_be_destroyed_gives_a_warning(card, to, key, named):
    result = play_on(unstoppable_board(), card, {key: named}, to=to)
    assert "u" in where(result)
    # Not applied: nothing else acted; Dinner Date still placed its +1 counter on a (acted in
    # part: applied, README).
    assert result["plays"][0]["applied"] is (card["card"] == "vampires/dinner-date")
    assert [w for w in result["warnings"] if "Unstoppable" in w["text"]]


def test_heavy_drinker_original_offers_only_your_minions_that_can_be_destroyed():
    bases = [base("b1", FAR, (3, 2, 1), ant("a"), unstoppable("a", "ann"), ant("b", 1))]
    card = played("vampires/heavy-drinker", power=3, printing="original")
    assert assumed(play_on(bases, card))["options"] == [{"card": "b"}]
    result = play_on(bases, card, {"card": "a"})
    assert "a" in where(result)
    assert counters(result)["x"] == 0
    assert [w for w in result["warnings"] if "Unstoppable" in w["text"]]


def test_nightstalker_assumes_the_minion_that_can_be_destroyed():
    card = played("vampires/nightstalker", power=4, printing="original")
    result = play_on(unstoppable_board(), card)
    assert set(where(result)) == {"u", "un-u", "a", "x"}
    assert counters(result)["x"] == 1


# --- decisions not given, and edge cases ------------------------------------------------------


def test_who_wants_to_live_forever_original_without_choice_removes_none():
    bases = [base("b1", FAR, (3, 2, 1), ant("a", counters=2), ant("b"))]
    card = played("giant-ants/who-wants-to-live-forever", "action", printing="original")
    result = play_on(bases, card)
    assert counters(result) == {"a": 2, "b": 0}
    assert assumed(result)["options"] == [{"cards": ["a"]}]


def test_blitzed_without_choice_removes_none_and_destroys_a_minion_of_power_zero():
    bases = [base("b1", FAR, (3, 2, 1), ant("a", 1, counters=1), ant("z", 0, "bob"))]
    result = play_on(bases, played("mad-scientists/blitzed", "action"))
    assert counters(result)["a"] == 1
    assert set(where(result)) == {"a"}
    options = [a["options"] for a in result["assumed_choices"]]
    assert options == [[{"cards": ["a"]}], [{"card": "z"}]]


def test_body_shop_lists_where_the_counters_may_go():
    bases = [base("b1", FAR, (3, 2, 1), ant("a", power=2), ant("b"), ant("c"))]
    result = play_on(bases, played("mad-scientists/body-shop", "action"), {"card": "a"})
    assert counters(result) == {"b": 2, "c": 0}
    assert assumed(result)["options"] == [{"cards": ["b", "b"]}, {"cards": ["c", "c"]}]


def test_body_shop_of_a_minion_of_power_zero_places_nothing_without_warning():
    bases = [base("b1", FAR, (3, 2, 1), ant("a", power=0), ant("b"))]
    result = play_on(bases, played("mad-scientists/body-shop", "action"), {"card": "a"})
    assert counters(result) == {"b": 0}
    assert result["warnings"] == []
    assert result["plays"][0]["applied"] is True


def test_body_shop_split_must_place_exactly_its_power():
    bases = [base("b1", FAR, (3, 2, 1), ant("a", power=3), ant("b"))]
    card = played("mad-scientists/body-shop", "action")
    result = play_on(bases, card, {"card": "a", "cards": ["b", "b"]})
    assert counters(result) == {"b": 0}
    assert result["warnings"]


@pytest.mark.parametrize("key", ["mad-scientists/its-alive", "vampires/crack-of-dusk"])
def test_extra_minion_not_given_is_assumed_declined(key):
    result = play_on([base("b1", FAR, (3, 2, 1))], played(key, "action"))
    entry = assumed(result)
    assert entry["choose"] is None
    assert entry["ability"] == key


def test_angry_mob_count_is_capped_by_the_hand_size():
    bases = [base("b1", FAR, (3, 2, 1), ant("a"))]
    data = board(*bases, hand_size={"ann": 2})
    data["events"] = [
        {
            "when": "now",
            "action": "play",
            "by": "ann",
            "to": "b1",
            "card": played("mad-scientists/angry-mob", "action"),
            "choose": {"card": "a", "count": 3},
        }
    ]
    result = run(data)
    assert counters(result)["a"] == 0
    assert result["warnings"]
    del data["events"][0]["choose"]
    result = run(data)
    options = [a["options"] for a in result["assumed_choices"]]
    assert options == [[{"card": "a"}], [{"count": 1}, {"count": 2}]]


def test_cull_the_weak_original_without_count_places_none():
    bases = [base("b1", FAR, (3, 2, 1), ant("a"))]
    card = played("vampires/cull-the-weak", "action", printing="original")
    # A choose without "count" declines on purpose: nothing assumed.
    result = play_on(bases, card, {"card": "a"})
    assert counters(result)["a"] == 0
    assert result["assumed_choices"] == []
    result = play_on(bases, card)
    assert counters(result)["a"] == 0
    count = result["assumed_choices"][1]
    assert count["choose"] is None
    assert count["options"][:2] == [{"count": 1}, {"count": 2}]
    assert len(count["options"]) == 10  # the hand size is not given: up to the hand limit


def test_cull_the_weak_pod_without_choice_places_none():
    bases = [base("b1", FAR, (3, 2, 1), ant("a"))]
    card = played("vampires/cull-the-weak", "action", printing="pod")
    result = play_on(bases, card)
    assert counters(result)["a"] == 0
    assert assumed(result)["options"] == [{"cards": ["a"]}]


def test_dinner_date_pod_without_choice_takes_your_first_minion():
    bases = [base("b1", FAR, (3, 2, 1), ant("a", 5, "bob"), ant("b", 3), ant("c", 2))]
    card = played("vampires/dinner-date", "action", printing="pod", attached_to="a")
    result = play_on(bases, card)
    assert counters(result)["b"] == 2
    assert assumed(result)["options"] == [{"card": "b"}, {"card": "c"}]


def test_let_the_dog_out_with_an_empty_list_destroys_nothing():
    bases = [base("b1", FAR, (3, 2, 1), ant("a", 5), ant("e", 2, "bob"))]
    card = played("werewolves/let-the-dog-out", "action")
    result = play_on(bases, card, {"cards": []}, to=None)
    assert set(where(result)) == {"a", "e"}
    assert result["warnings"] == []


def test_soldier_logs_that_its_talent_is_typed_as_events():
    result = play_on([base("b1", FAR, (3, 2, 1))], played("giant-ants/soldier", power=1))
    assert any("Talent" in line["text"] for line in result["log"])


def test_a_counter_given_on_a_minion_the_card_cannot_take_is_refused_by_name():
    bases = [base("b1", FAR, (3, 2, 1), ant("a", counters=1), ant("e", 2, "bob", counters=1))]
    card = played("giant-ants/who-wants-to-live-forever", "action", printing="original")
    result = play_on(bases, card, {"cards": ["e"]})
    assert counters(result) == {"a": 1, "e": 1}
    (warning,) = result["warnings"]
    assert warning["text"].endswith(": e is not possible")
    assert warning["text_fr"].endswith(": e n'est pas possible")


def test_chew_toy_may_be_played_on_a_minion_of_yours_with_nothing_weaker():
    bases = [
        base("b1", FAR, (3, 2, 1), ant("a", 2), ant("e", 3, "bob")),
        base("b2", FAR, (3, 2, 1), ant("b", 5), ant("f", 4, "bob")),
    ]
    card = played("werewolves/chew-toy", "action")
    # Ann may choose a (nothing weaker at b1): destroying is then a "may", declined by default.
    result = play_on(bases, card, to=None)
    assert set(where(result)) == {"a", "e", "b", "f"}
    assert assumed(result)["options"] == [{"card": "f"}]
    assert assumed(result)["choose"] is None
    assert result["warnings"] == []


def test_gimme_the_prize_pod_on_the_only_minion_in_play():
    bases = [base("b1", FAR, (3, 2, 1), ant("a"))]
    card = played("giant-ants/gimme-the-prize", "action", printing="pod")
    result = play_on(bases, card)
    assert counters(result) == {"a": 2}


def test_the_pod_summaries_say_what_the_pod_cards_do():
    # Gimme the Prize POD: two counters on a minion and one on another, any player's; We Will
    # Rock You POD: the minions of one base (the catalog pages show these summaries).
    def summary(key: str, printing: str) -> tuple[str, str]:
        part = coverage.play_part(key, printing, cards.lookup(key, printing))
        return part.summary, part.summary_fr

    english, french = summary("giant-ants/gimme-the-prize", "pod")
    assert "two on a minion and one on another" in english
    assert "deux sur une Créature et un sur une autre" in french
    english, french = summary("giant-ants/we-will-rock-you", "pod")
    assert "one base" in english
    assert "une même Base" in french


# --- the review of session 25 (b) ------------------------------------------------------------


def test_let_the_dog_out_leaves_out_a_protected_minion_named_and_destroys_the_others():
    # Let the Dog Out destroys minions at one of yours' base, their total power at most its
    # power. Among several named, one a
    # protection keeps is left out, naming its protector, and the others go (README).
    bases = [
        base(
            "b1",
            FAR,
            (3, 2, 1),
            ant("w", 5),
            ant("e", 2, "bob"),
            ant("f", 2, "bob"),
            ant("u", 1, "bob"),
            unstoppable("u"),
            ant("q", 4, "bob"),
        )
    ]
    card = played("werewolves/let-the-dog-out", "action")
    result = play_on(bases, card, {"cards": ["e", "f", "u"]}, to=None)
    assert set(where(result)) == {"w", "u", "un-u", "q"}
    (warning,) = result["warnings"]
    assert "destroy u" in warning["text"] and "Unstoppable" in warning["text"]
    assert "détruire u" in warning["text_fr"]
    assert result["plays"][0]["applied"] is True
    # The protected one alone: nothing is destroyed, and the play did not act.
    result = play_on(bases, card, {"cards": ["u"]}, to=None)
    assert set(where(result)) == {"w", "e", "f", "u", "un-u", "q"}
    assert result["plays"][0]["applied"] is False
    assert [w for w in result["warnings"] if "Unstoppable" in w["text"]]
    # The others still have to fit under the chosen minion's power: e, f and q (8) do not.
    result = play_on(bases, card, {"cards": ["e", "f", "q", "u"]}, to=None)
    assert set(where(result)) == {"w", "e", "f", "u", "un-u", "q"}
    assert result["plays"][0]["applied"] is False


def test_dinner_date_original_naming_a_protected_victim_still_places_the_counter():
    # Dinner Date (original): a +1 counter on your minion, and a minion of power 2 or less at its
    # base destroyed; its clarification lets the counter go on without a victim. Naming a minion
    # that cannot be destroyed skips the destruction only.
    bases = [base("b1", FAR, (3, 2, 1), ant("a", 5), ant("u", 2, "bob"), unstoppable("u"))]
    card = played("vampires/dinner-date", "action", printing="original")
    result = play_on(bases, card, {"order": ["a", "u"]}, to=None)
    assert counters(result)["a"] == 1
    assert "u" in where(result)
    (warning,) = result["warnings"]
    assert "destroy u" in warning["text"] and "Unstoppable" in warning["text"]
    assert "détruire u" in warning["text_fr"]
    # Not given: the protected minion is neither offered nor assumed.
    result = play_on(bases, card, to=None)
    assert counters(result)["a"] == 1
    assert assumed(result)["options"] == [{"order": ["a"]}]


def test_wolf_pact_refusing_a_protected_minion_gives_the_protection():
    # Wolf Pact as a minion trades a -1 on a minion for a counter on another of your minions
    # here. Game Guru ignores other players' abilities, so it cannot take the -1: the warning
    # names that protection, in English and French, as other cards' refusals do (review b7).
    guru = {"type": "minion", "id": "g", "owner": "bob", "card": "geeks/game-guru", "power": 3}
    bases = [base("b1", FAR, (3, 2, 1), ant("a", 3), guru)]
    card = played("vampires/wolf-pact", power=2, printing="pod")
    result = play_on(bases, card, {"order": ["g", "a"]})
    assert counters(result)["a"] == 0
    (warning,) = result["warnings"]
    assert "Game Guru" in warning["text"] and "Game Guru" in warning["text_fr"]
    assert "is not possible" not in warning["text"]
    assert "n'est pas possible" not in warning["text_fr"]


def test_heavy_drinker_summary_says_one_of_your_minions_and_one_counter():
    # Heavy Drinker: the original destroys one of your minions for one +1 counter on itself;
    # the POD a small minion here or another of yours, for two (review b8)
    for printing in PRINTINGS:
        part = coverage.play_part(
            "vampires/heavy-drinker", printing, cards.lookup("vampires/heavy-drinker", printing)
        )
        assert "one of your minions for a +1 counter on itself" in part.summary
        assert "une de vos Créatures pour un marqueur +1 sur elle" in part.summary_fr
        assert "POD: a minion of power 2 or less here or another of yours, for two" in (
            part.summary
        )
        assert (
            "POD : une Créature de Force 2 ou moins d'ici ou une autre des vôtres, pour deux"
            in (part.summary_fr)
        )
