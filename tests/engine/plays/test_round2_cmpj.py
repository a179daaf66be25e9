"""Second review of the Cthulhu set, Monster Smash, Pretty Pretty Smash Up and Big in Japan
(r-cmpj): what the engine knows of where a POD Fledgling Vampire was played from, the minion
Evolution did not destroy, Furthering the Cause's reminder and Eliza's limit."""

from __future__ import annotations

from tests.engine.card_boards import base, board, card, run, typed
from tests.engine.plays.helpers import FAR, counters, where

FLEDGLING = "vampires/fledgling-vampire"


def fledgling(card_id: str = "fv", **extra) -> dict:
    return {
        "type": "minion",
        "id": card_id,
        "owner": "ann",
        "card": FLEDGLING,
        "printing": "pod",
        "power": 2,
        **extra,
    }


def action(key: str, card_id: str, **extra) -> dict:
    return card("action", "ann", key, card_id, **extra)


def event(played, choose: dict | None = None, to: str | None = "b1", by: str = "ann") -> dict:
    data = {"when": "now", "action": "play", "by": by, "card": played}
    if to is not None:
        data["to"] = to
    if choose is not None:
        data["choose"] = choose
    return data


def fledgling_choices(result: dict) -> list[dict]:
    return [a for a in result["assumed_choices"] if a.get("ability") == FLEDGLING]


# --- Fledgling Vampire (POD): "played from anywhere other than your hand" ---------------------


def test_fledgling_vampire_pod_played_by_crack_of_dusk_came_from_the_discard_pile():
    # Crack of Dusk plays it from the discard pile: its own counter is placed without asking,
    # beside Crack of Dusk's.
    data = board(base("b1", FAR, (3, 2, 1), typed("bob", 3, "x")))
    cd = action("vampires/crack-of-dusk", "cd")
    data["events"] = [event(cd, {"play": fledgling(), "to": "b1"}, to=None)]
    result = run(data)
    assert counters(result)["fv"] == 2
    assert fledgling_choices(result) == []
    assert result["warnings"] == []


def test_fledgling_vampire_pod_played_by_recall_critter_came_from_the_discard_pile():
    data = board(base("b1", FAR, (3, 2, 1)))
    rc = action("itty-critters/recall-critter", "rc")
    data["events"] = [event(rc, {"play": fledgling(), "to": "b1"}, to=None)]
    result = run(data)
    assert counters(result)["fv"] == 1
    assert fledgling_choices(result) == []


def test_fledgling_vampire_pod_played_by_its_alive_is_still_asked():
    # It's Alive! plays an extra minion from the hand the board does not hold: not known.
    data = board(base("b1", FAR, (3, 2, 1)))
    ia = action("mad-scientists/its-alive", "ia")
    data["events"] = [event(ia, {"play": fledgling(), "to": "b1"}, to=None)]
    result = run(data)
    assert counters(result)["fv"] == 1  # It's Alive!'s counter only
    (entry,) = fledgling_choices(result)
    assert entry["options"] == [{"then": {"mode": "hand"}}, {"then": {"mode": "elsewhere"}}]


def test_fledgling_vampire_pod_played_from_the_listed_hand_asks_nothing():
    data = board(base("b1", FAR, (3, 2, 1)))
    data["hands"] = {
        "ann": [{"id": "fv", "card": FLEDGLING, "printing": "pod", "type": "minion", "power": 2}]
    }
    data["events"] = [event("fv")]
    result = run(data)
    assert counters(result)["fv"] == 0
    assert fledgling_choices(result) == []
    # A card typed in (not from the listed hand): the board does not say, still asked.
    data = board(base("b1", FAR, (3, 2, 1)))
    data["events"] = [event(fledgling())]
    result = run(data)
    assert counters(result)["fv"] == 0
    (entry,) = fledgling_choices(result)
    assert entry["options"] == [{"mode": "hand"}, {"mode": "elsewhere"}]


# --- Evolution: "Destroy it to either play..." ------------------------------------------------


def test_evolution_plays_nothing_and_says_why_when_the_minion_is_not_destroyed():
    grave = action("mad-scientists/grave-situation", "gs")
    data = board(base("b1", FAR, (3, 2, 1), typed("ann", 2, "a"), grave))
    evo = action("itty-critters/evolution", "ev")
    new = {"type": "minion", "id": "s", "owner": "ann", "power": 3}
    data["events"] = [event(evo, {"card": "a", "play": new}, to=None)]
    result = run(data)
    assert "s" not in where(result) and "a" not in where(result)
    texts = [w["text"] for w in result["warnings"]]
    assert len(texts) == 1
    assert "a was not destroyed" in texts[0]
    assert "n'a pas été détruite" in result["warnings"][0]["text_fr"]
    (entry,) = result["plays"]
    # The destroy it asked for resolved (Grave Situation returned a instead): applied, the
    # play it could not make in `warnings`.
    assert entry["applied"] is True


# --- Furthering the Cause: the Play phase's destructions are counted ------------------------


def test_furthering_the_cause_reminder_does_not_ask_for_the_vp_the_engine_gives():
    further = action("minions-of-cthulhu/furthering-the-cause", "ft")
    data = board(base("b1", FAR, (3, 2, 1), further, typed("bob", 3, "x")))
    gulp = action("vampires/big-gulp", "bg")
    data["events"] = [event(gulp, {"card": "x"}, to=None)]
    result = run(data)
    assert result["vp"]["ann"] == 1
    (line,) = [e for e in result["log"] if "add a gain_vp event" in e["text"]]
    assert "by the simulated turn" in line["text"] and "is counted" in line["text"]
    assert "before the position you enter" in line["text"]
    assert "Only destructions during the Conquest phase" not in line["text"]
    assert "pendant le tour simulé" in line["text_fr"]


# --- Eliza: each other player is limited to one extra card a turn ---------------------------


def eliza_board(*events: dict, **extra) -> dict:
    eliza = {"type": "minion", "id": "el", "owner": "bob", "card": "princesses/eliza", "power": 5}
    data = board(
        base("b1", FAR, (3, 2, 1), eliza),
        base("b2", FAR, (3, 2, 1), typed("ann", 3, "a")),
        **extra,
    )
    data["events"] = list(events)
    return data


def applied(result: dict) -> dict[str, bool]:
    return {p["card"]: p["applied"] for p in result["plays"]}


def test_eliza_refuses_a_second_extra_card_with_a_warning():
    stomps = [event(action("kaiju/stomp", s), to="b2") for s in ("s1", "s2")]
    result = run(eliza_board(event(action("kaiju/kaiju-conflict", "kc"), to=None), *stomps))
    assert applied(result) == {"kc": True, "s1": True, "s2": False}
    (warning,) = result["warnings"]
    assert "Eliza" in warning["text"] and "one extra card" in warning["text"]
    assert "Eliza" in warning["text_fr"]
    # Without Eliza both are played; Eliza's own player is not limited.
    data = eliza_board(event(action("kaiju/kaiju-conflict", "kc"), to=None), *stomps)
    data["bases"][0]["cards"] = []
    assert all(applied(run(data)).values())
    data = eliza_board(event(action("kaiju/kaiju-conflict", "kc"), to=None), *stomps)
    data["bases"][0]["cards"][0]["owner"] = "ann"
    assert all(applied(run(data)).values())


def test_eliza_counts_the_extra_card_an_ability_plays_now():
    # Kaiju Conflict (the action of the turn), Crack of Dusk (the one extra card), whose
    # minion would be a second extra card: refused.
    crack = event(action("vampires/crack-of-dusk", "cd"), {"play": fledgling(), "to": "b2"}, None)
    result = run(eliza_board(event(action("kaiju/kaiju-conflict", "kc"), to=None), crack))
    assert applied(result) == {"kc": True, "cd": True, "fv": False}
    assert "fv" not in where(result)
    # Crack of Dusk as the action of the turn: its minion is the one extra card, and the
    # minion of the turn is still allowed; a third minion is not.
    minions = [
        event({"type": "minion", "id": m, "owner": "ann", "power": 2}, to="b2") for m in "mn"
    ]
    result = run(eliza_board(crack, *minions))
    assert applied(result) == {"fv": True, "cd": True, "m": True, "n": False}


def test_eliza_counts_the_plays_made_before_the_position():
    minion = event({"type": "minion", "id": "m", "owner": "ann", "power": 2}, to="b2")
    assert applied(run(eliza_board(minion, plays_made={"minion": 1})))["m"] is True
    assert applied(run(eliza_board(minion, plays_made={"minion": 2})))["m"] is False


def test_a_minion_changed_by_its_own_ability_as_it_enters_is_heard_as_played():
    # Bob's Leprechaun (5) destroys a minion of less power another player plays on its base: a
    # POD Fledgling Vampire played from elsewhere than the hand gets its counter as it enters
    # (its own ability, 3 power), and the Leprechaun still hears of it (it did not: the card
    # had changed).
    leprechaun = card("minion", "bob", "tricksters/leprechaun", "lp")
    data = board(base("b1", FAR, (3, 2, 1), leprechaun))
    data["events"] = [event(fledgling(), {"mode": "elsewhere"})]
    result = run(data)
    assert "fv" not in where(result)


def test_eliza_refuses_a_second_extra_standard_action_played_on_no_base():
    # Summon, a standard action, played with no base: Eliza (reaching every base) still
    # counts it and refuses the second extra card.
    summons = [event(action("wizards/summon", s), to=None) for s in ("s1", "s2")]
    result = run(eliza_board(event(action("kaiju/kaiju-conflict", "kc"), to=None), *summons))
    assert applied(result) == {"kc": True, "s1": True, "s2": False}
    assert any("Eliza" in w["text"] for w in result["warnings"])
