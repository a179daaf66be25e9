"""Titans (booklet p. 8): power for their controller, one per player, the clash."""

from simulator.engine import rules as R

from .boards import base, board, minion, places, rules_logged, run, titan


def test_a_titans_power_and_counters_count_for_its_controller():
    """Booklet p. 8: titans have no power of their own, but their effects and their +1 power
    counters add to their controller's total there (and let that player rank)."""
    data = board(base("b1", 6, (3, 2, 1), minion("ann", 3), titan("bob", 2, counters=2)))
    result = run(data)
    assert places(result, "b1") == {"bob": (1, 3), "ann": (2, 2)}


def play_titan(to: str, controller: str, power: int = 0, card_id: str = "t2") -> dict:
    return {
        "when": "now",
        "action": "play_titan",
        "to": to,
        "card": {"type": "titan", "controller": controller, "power": power, "id": card_id},
    }


def test_the_titan_clash_removes_the_titan_of_the_weaker_player():
    """Booklet p. 8 (Choc des Titans): after a titan is played where a titan stands, the
    controllers compare their total power there; the lower one removes their titan."""
    data = board(
        base("b1", 30, (3, 2, 1), minion("ann", 2), titan("ann", 1, id="t1"), minion("bob", 5)),
        events=[play_titan("b1", "bob")],
        end_of_turn=False,
    )
    result = run(data)
    cards = result["board"]["bases"][0]["cards"]
    assert [c.get("id") for c in cards if c["type"] == "titan"] == ["t2"]
    assert R.TITANS in rules_logged(result)


def test_the_titan_already_there_wins_a_tied_clash():
    """Booklet p. 8: the titan already present wins ties."""
    data = board(
        base("b1", 30, (3, 2, 1), minion("ann", 4), titan("ann", 0, id="t1"), minion("bob", 4)),
        events=[play_titan("b1", "bob")],
        end_of_turn=False,
    )
    result = run(data)
    cards = result["board"]["bases"][0]["cards"]
    assert [c.get("id") for c in cards if c["type"] == "titan"] == ["t1"]
    assert any("already there wins ties" in e["text"] for e in result["log"])


def test_a_player_who_controls_a_titan_cannot_play_another():
    """Booklet p. 8: you cannot play a titan while you control one in play."""
    data = board(
        base("b1", 30, (3, 2, 1), titan("bob", 0, id="t1")),
        base("b2", 30, (3, 2, 1)),
        events=[play_titan("b2", "bob")],
        end_of_turn=False,
    )
    result = run(data)
    assert result["board"]["bases"][1]["cards"] == []
    assert any("already control" in e["text"] for e in result["log"])


def test_moving_a_titan_onto_a_titan_triggers_the_clash():
    """Booklet p. 8: playing or moving a titan where a titan stands."""
    data = board(
        base("b1", 30, (3, 2, 1), titan("ann", 0, id="t1")),
        base("b2", 30, (3, 2, 1), titan("bob", 0, id="t2"), minion("bob", 3)),
        events=[{"when": "now", "action": "move", "card": "t1", "to": "b2", "by": "ann"}],
        end_of_turn=False,
    )
    result = run(data)
    b2 = result["board"]["bases"][1]["cards"]
    assert [c.get("id") for c in b2 if c["type"] == "titan"] == ["t2"]


def test_titans_leave_with_their_base():
    """Booklet p. 8: titans leave play when their base does (here: after its scoring)."""
    result = run(board(base("b1", 3, (3, 2, 1), titan("ann", 3, id="t1"))))
    assert places(result, "b1") == {"ann": (1, 3)}
    assert result["board"]["bases"] == []
    assert any("titans back beside" in e["text"] for e in result["log"])


def test_kaiju_island_titans_do_not_clash_and_add_three():
    """Kaiju Island (Big in Japan): titans here do not make each other leave (the booklet's
    exception, p. 8) and each gives its controller +3 power here."""
    data = board(
        {
            "id": "k",
            "base": "kaiju-island",
            "breakpoint": 22,
            "vp": [4, 2, 1],
            "cards": [titan("ann", 0, id="t1"), minion("ann", 5), minion("bob", 1)],
        },
        events=[play_titan("k", "bob")],
    )
    result = run(data)
    # ann 5 + 3 = 8; bob 1 + 3 = 4: total 12 below 22.
    assert result["eligible"] == []
    titans = [c for c in result["board"]["bases"][0]["cards"] if c["type"] == "titan"]
    assert len(titans) == 2
    assert any("no clash" in e["text"] for e in result["log"])
