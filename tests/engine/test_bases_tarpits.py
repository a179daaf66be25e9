"""Tar Pits (POD), Asylum, The Nexus, Moot Site / Laboratorium and Mountains of Madness.

Review bases1: the POD Tar Pits replaces only the turn's first destruction there (the minion goes
under its owner's deck and is not destroyed); the original sends every destroyed minion there
under the deck.
"""

from .boards import board, choose, destroy, minion, named, play, run


def _ids(result: dict, base_id: str) -> list[str]:
    [found] = [b for b in result["board"]["bases"] if b["id"] == base_id]
    return [c.get("id") for c in found["cards"]]


def _messages(result: dict) -> list[str]:
    return [entry["message"] for entry in result["log"]]


def _tar_pits(printing: str) -> dict:
    return named(
        "t",
        "tar-pits",
        16,
        (4, 3, 2),
        minion("bob", 2, id="b1"),
        minion("bob", 2, id="b2"),
        printing=printing,
    )


def test_tar_pits_pod_only_the_first_destruction_is_replaced_and_castle_blood_buries_the_second():
    data = board(
        named("cb", "castle-blood", 17, (3, 1, 1), minion("ann", 15), printing="pod"),
        _tar_pits("pod"),
        players=("ann", "bob"),
        choices=[choose("cb", "ann", {"card": "b2"})],
        events=[destroy("b1", by="ann"), destroy("b2", by="ann")],
    )
    result = run(data)
    # b1 went under bob's deck instead of being destroyed; b2 was destroyed (discard pile), so
    # ann could bury it on Castle Blood: breakpoint 15, reached by her 15 power.
    assert result["order"] == ["cb"]
    assert result["vp"]["ann"] == 3
    assert _messages(result).count("card.not-destroyed") == 1
    assert "base.buries" in _messages(result)
    [entry] = [e for e in result["base_abilities"] if e["ability"] == "tar-pits"]
    assert entry["status"] == "modelled"


def test_tar_pits_pod_the_replaced_destruction_is_not_a_destruction_for_the_crypt():
    data = board(
        named("c", "crypt", 20, (3, 2, 1), minion("ann", 3, id="a0"), printing="pod"),
        _tar_pits("pod"),
        players=("ann", "bob"),
        choices=[choose("c", "ann", {"card": "a0"}), choose("c", "ann", {"card": "a0"})],
        events=[destroy("b1", by="ann"), destroy("b2", by="ann")],
    )
    result = run(data)
    [a0] = [c for b in result["board"]["bases"] for c in b["cards"] if c.get("id") == "a0"]
    assert a0["counters"] == 1
    assert _ids(result, "t") == []


def test_tar_pits_pod_a_single_destruction_leaves_play_without_being_destroyed():
    data = board(
        _tar_pits("pod"),
        players=("ann", "bob"),
        events=[destroy("b1", by="ann")],
        end_of_turn=False,
    )
    result = run(data)
    assert _ids(result, "t") == ["b2"]
    assert "card.not-destroyed" in _messages(result)


def test_tar_pits_original_every_destruction_goes_under_the_deck():
    data = board(
        named("cb", "castle-blood", 17, (3, 1, 1), minion("ann", 15), printing="pod"),
        _tar_pits("original"),
        players=("ann", "bob"),
        choices=[choose("cb", "ann", {"card": "b2"})],
        events=[destroy("b1", by="ann"), destroy("b2", by="ann")],
    )
    result = run(data)
    assert result["order"] == []
    assert "card.not-destroyed" not in _messages(result)
    assert _ids(result, "t") == []


def _asylum_board(*hand: dict, **extra) -> dict:
    return board(
        named(
            "a",
            "asylum",
            16,
            (3, 2, 1),
            minion("ann", 10, id="a1"),
            minion("bob", 2, id="b1"),
        ),
        players=("ann", "bob"),
        hands={"ann": list(hand)},
        choices=[choose("a", "ann", {"card": "a1"})],
        events=[{"when": "now", "action": "play", "card": "h1", "to": "a"}],
        **extra,
    )


def test_asylum_an_empty_hand_after_the_play_boxes_nothing():
    result = run(_asylum_board(minion("ann", 3, id="h1")))
    # 10 + 3 + 2 = 15 < 16: no counter, nothing scores.
    assert result["order"] == []
    [entry] = [e for e in result["assumed_choices"] if e["ability"] == "asylum"]
    assert entry["choosable"] is False
    assert "empty" in entry["reason"]


def test_asylum_the_boxed_card_leaves_the_hand():
    result = run(_asylum_board(minion("ann", 3, id="h1"), {"type": "action", "id": "h2"}))
    assert result["order"] == ["a"]
    assert result["vp"] == {"ann": 3, "bob": 2}
    assert result["board"]["hands"]["ann"] == []
    [entry] = [e for e in result["assumed_choices"] if e["ability"] == "asylum"]
    assert "h2" in entry["reason"]


def test_asylum_without_the_hand_the_player_is_taken_to_have_a_card():
    data = _asylum_board()
    del data["hands"]
    data["events"] = [{"when": "now", "action": "play", "to": "a", "card": minion("ann", 3)}]
    result = run(data)
    assert result["order"] == ["a"]


def _power_of(result: dict, card_id: str) -> dict:
    [card] = [c for b in result["board"]["bases"] for c in b["cards"] if c.get("id") == card_id]
    return card


def test_moot_site_the_first_minion_played_here_gains_two_through_scoring():
    data = board(
        named("m", "moot-site", 15, (2, 1, 0), minion("ann", 10, id="a1")),
        players=("ann", "bob"),
        events=[play("m", minion("ann", 3, id="h1"))],
    )
    result = run(data)
    assert result["order"] == ["m"]
    assert result["vp"]["ann"] == 2
    assert result["not_simulated"] == []


def test_moot_site_only_the_first_play_and_not_when_declined():
    data = board(
        named("m", "moot-site", 40, (2, 1, 0)),
        players=("ann", "bob"),
        events=[
            play("m", minion("ann", 3, id="p1")),
            play("m", minion("bob", 3, id="p2")),
        ],
        end_of_turn=False,
    )
    text = " ".join(e["text"] for e in run(data)["log"])
    assert "p1 gets +2" in text
    assert "p2 gets +2" not in text
    declined = run({**data, "choices": [{"base": "m", "player": "ann", "choose": None}]})
    assert "gets +2" not in " ".join(e["text"] for e in declined["log"])


def test_laboratorium_the_first_minion_played_here_gets_a_counter():
    data = board(
        named("l", "laboratorium", 40, (5, 3, 3)),
        players=("ann", "bob"),
        events=[
            play("l", minion("bob", 3, id="p1")),
            play("l", minion("ann", 3, id="p2")),
        ],
        end_of_turn=False,
    )
    result = run(data)
    assert _power_of(result, "p1").get("counters") == 1
    assert not _power_of(result, "p2").get("counters")
    assert result["not_simulated"] == []


def test_the_nexus_without_a_pick_says_older_discarded_bases_are_out_of_reach():
    data = board(
        named("n", "the-nexus", 10, (3, 3, 2), minion("ann", 10)),
        players=("ann", "bob"),
    )
    result = run(data)
    assert result["order"] == ["n"]
    [note] = result["not_simulated"]
    assert note["ability"] == "the-nexus"
    assert "base_deck" in note["reason"]
