"""Asylum, Moot Site, Laboratorium, Hall of Fame, Tar Pits (POD), Juice Bar and Brood Hive: the
findings of the verification review (verify2.md).

- Asylum never boxes a card that a later event plays: with no other card in the hand given,
  nothing is boxed and no counter is placed (a not-choosable assumed entry says why).
- Moot Site, Laboratorium, Hall of Fame: taking the run's first play here as the turn's first is
  a decision taken for the player, listed in assumed_choices (`"choose": null` declines it).
- Tar Pits (POD): taking the run's first destruction here as the turn's first is listed once.
- Juice Bar / Brood Hive: an extra minion whose play entry is not simulated gets that entry's
  own reason, not the "its play ability is not resolved" note.
"""

from tests.engine import card_boards as cb

from .boards import places


def _entries(result: dict, ability: str) -> list[dict]:
    return [a for a in result["assumed_choices"] if a["ability"] == ability]


def _counters(result: dict, card_id: str) -> int:
    for base in result["board"]["bases"]:
        for item in base["cards"]:
            if item.get("id") == card_id:
                return item.get("counters") or 0
    raise AssertionError(f"{card_id} is not on the table")


# --- Asylum ---------------------------------------------------------------------------------


def _asylum_board(hand: list[dict], events: list[dict]) -> dict:
    return cb.board(
        cb.base(
            "a",
            40,
            (3, 2, 1),
            cb.typed("ann", 4, "a1"),
            cb.typed("bob", 2, "b1"),
            base="asylum",
        ),
        cb.base("x", 40, (3, 2, 1)),
        hands={"ann": hand},
        choices=[{"base": "a", "player": "ann", "choose": {"card": "a1"}}],
        events=events,
    )


def test_asylum_boxes_no_card_that_a_later_event_plays():
    data = _asylum_board(
        [{"id": "h1", "type": "minion", "power": 3}, {"id": "h2", "type": "action"}],
        [
            {"when": "now", "action": "play", "card": "h1", "to": "a"},
            {"when": "now", "action": "play", "card": "h2", "to": "x"},
        ],
    )
    result = cb.run(data)
    # h2, the only card left after h1's play, is played by event 1: it cannot be boxed, so
    # there is no counter.
    assert _counters(result, "a1") == 0
    [entry] = _entries(result, "asylum")
    assert entry["choosable"] is False
    assert entry["choose"] is None
    assert "later event" in entry["reason"]
    assert entry["reason_fr"]
    assert [p["applied"] for p in result["plays"]] == [True, True]


def test_asylum_still_boxes_a_card_no_event_plays():
    data = _asylum_board(
        [
            {"id": "h1", "type": "minion", "power": 3},
            {"id": "h2", "type": "action"},
            {"id": "h3", "type": "action"},
        ],
        [
            {"when": "now", "action": "play", "card": "h1", "to": "a"},
            {"when": "now", "action": "play", "card": "h2", "to": "x"},
        ],
    )
    result = cb.run(data)
    assert _counters(result, "a1") == 1
    [entry] = _entries(result, "asylum")
    assert "h3" in entry["reason"]
    assert result["board"]["hands"]["ann"] == []


# --- Moot Site, Laboratorium, Hall of Fame ---------------------------------------------------


def _first_play_board(base: str, vp, breakpoint: int, second_by: str = "ann", **extra) -> dict:
    return cb.board(
        cb.base("m", breakpoint, vp, cb.typed("bob", 6, "b1"), base=base),
        events=[
            {
                "when": "now",
                "action": "play",
                "card": {"id": "h1", "type": "minion", "owner": "ann", "power": 4},
                "to": "m",
            },
            {
                "when": "now",
                "action": "play",
                "card": {"id": "h2", "type": "minion", "owner": second_by, "power": 3},
                "to": "m",
            },
        ],
        **extra,
    )


def test_moot_site_lists_the_first_play_taken_as_the_turns_first():
    result = cb.run(_first_play_board("moot-site", (2, 1, 0), 15))
    # 6 + 4 + 2 (the first minion's +2) + 3 = 15: the +2 decides the scoring.
    assert places(result, "m") == {"ann": (1, 2), "bob": (2, 1)}
    [entry] = _entries(result, "moot-site")
    assert entry["base"] == "m"
    assert entry["player"] == "ann"
    assert entry["choose"] == {}
    assert "choosable" not in entry
    assert '"choose": null' in entry["reason"]
    assert "h1" in entry["reason"]


def test_moot_site_declined_lists_nothing_and_gives_no_bonus():
    data = _first_play_board(
        "moot-site", (2, 1, 0), 15, choices=[{"base": "m", "player": "ann", "choose": None}]
    )
    result = cb.run(data)
    assert _entries(result, "moot-site") == []
    assert result["scorings"] == []


def test_moot_site_given_choice_lists_nothing():
    data = _first_play_board(
        "moot-site", (2, 1, 0), 15, choices=[{"base": "m", "player": "ann", "choose": {}}]
    )
    result = cb.run(data)
    assert _entries(result, "moot-site") == []
    assert places(result, "m") == {"ann": (1, 2), "bob": (2, 1)}


def test_laboratorium_lists_the_first_play_taken_as_the_turns_first():
    result = cb.run(_first_play_board("laboratorium", (5, 3, 3), 40))
    assert _counters(result, "h1") == 1
    assert _counters(result, "h2") == 0
    [entry] = _entries(result, "laboratorium")
    assert entry["choose"] == {}
    assert entry["player"] == "ann"


def test_hall_of_fame_lists_the_first_play_taken_as_the_turns_first():
    result = cb.run(_first_play_board("hall-of-fame", (4, 2, 1), 40, second_by="bob"))
    [entry] = _entries(result, "hall-of-fame")
    assert entry["player"] == "ann"
    assert entry["choose"] == {}
    assert '"choose": null' in entry["reason"]


# --- Tar Pits (POD) --------------------------------------------------------------------------


def test_tar_pits_lists_the_first_destruction_taken_as_the_turns_first_once():
    data = cb.board(
        cb.base(
            "t",
            30,
            (4, 3, 2),
            cb.typed("ann", 4, "a0"),
            cb.typed("bob", 2, "b1"),
            cb.typed("bob", 1, "b2"),
            base="tar-pits",
            printing="pod",
        ),
        cb.base("x", 30, (3, 2, 1)),
        events=[
            {"when": "now", "action": "destroy", "card": "b1", "by": "ann"},
            {"when": "now", "action": "destroy", "card": "b2", "by": "ann"},
        ],
    )
    result = cb.run(data)
    [entry] = _entries(result, "tar-pits")
    assert entry["base"] == "t"
    assert entry["choosable"] is False
    assert entry["choose"] is None
    assert "b1" in entry["reason"]
    left = {c["id"] for b in result["board"]["bases"] for c in b["cards"]}
    assert "b1" not in left and "b2" not in left


# --- Juice Bar / Brood Hive --------------------------------------------------------------------


def _extra_minion_board(base: str, printing: str | None) -> dict:
    spec = cb.base(
        "j",
        10,
        (4, 2, 1),
        cb.typed("ann", 3, "a1"),
        cb.typed("bob", 8, "b1"),
        base=base,
    )
    if printing:
        spec["printing"] = printing
    return cb.board(
        spec,
        cb.base("x", 30, (3, 2, 1), cb.typed("bob", 2, "b2")),
        active="bob",
        choices=[
            {
                "base": "j",
                "player": "ann",
                "choose": {
                    "play": {
                        "id": "nm",
                        "card": "ninjas/ninja-master",
                        "owner": "ann",
                        "type": "minion",
                        "power": 4,
                    }
                },
            },
            {
                "base": "j",
                "player": "bob",
                "choose": {
                    "play": {
                        "id": "z",
                        "card": "ninjas/ninja-acolyte",
                        "owner": "bob",
                        "type": "minion",
                        "power": 2,
                    }
                },
            },
        ],
    )


def _skipped(result: dict) -> dict[str, str]:
    return {n["card"]: n["reason"] for n in result["not_simulated"] if n.get("card")}


def test_juice_bar_a_talent_only_minion_gets_its_own_reason():
    result = cb.run(_extra_minion_board("juice-bar", "pod"))
    skipped = _skipped(result)
    assert "played through the base" in skipped["nm"]
    assert "Talent" in skipped["z"]
    assert "played through the base" not in skipped["z"]


def test_brood_hive_a_talent_only_minion_gets_its_own_reason():
    result = cb.run(_extra_minion_board("brood-hive", None))
    skipped = _skipped(result)
    assert "played through the base" in skipped["nm"]
    assert "Talent" in skipped["z"]
    assert "played through the base" not in skipped["z"]
