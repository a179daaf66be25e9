"""QA fixes: French base names, bases coming into play with Monsters only, Munchkin Monsters
due from the catalog, the `when` value echoed, counters actually removed, no base in play."""

import pytest

from simulator.engine import BoardError, simulate

from .boards import base, board, minion, monster

CATALOG = {
    "jungle-oasis": {"name": "Jungle Oasis", "name_fr": "Oasis Luxuriante", "monsters": None},
    "tar-pits": {"name": "Tar Pits", "name_fr": None, "monsters": None},
    "the-mines": {"name": "The Mines", "name_fr": None, "monsters": 2},
}


def lookup(slug, printing="original"):
    found = CATALOG.get(slug)
    if found is None:
        return None
    return {"slug": slug, "printing": printing, "breakpoint": 12, "vp": [2, 0, 0], **found}


def oasis_board(**extra) -> dict:
    return board(
        {"id": "b1", "base": "jungle-oasis", "cards": [minion("ann", 8), minion("bob", 4)]},
        base_deck=[{"id": "d1", "base": "tar-pits"}],
        **extra,
    )


# ---------- 1. French names ----------


def test_the_french_log_uses_the_catalog_french_name_and_the_english_one_is_unchanged():
    result = simulate(oasis_board(), base_lookup=lookup)
    designated = next(e for e in result["log"] if e["message"] == "scoring.designated")
    assert designated["text"].startswith("b1 (Jungle Oasis) is designated")
    assert designated["text_fr"].startswith("b1 (Oasis Luxuriante) est désignée")
    assert not any("Jungle Oasis" in e["text_fr"] for e in result["log"])
    # A base without a French name keeps its English one in French.
    assert any("d1 (Tar Pits)" in e["text_fr"] for e in result["log"])


def test_scorings_carry_name_fr_next_to_name():
    scoring = simulate(oasis_board(), base_lookup=lookup)["scorings"][0]
    assert (scoring["name"], scoring["name_fr"]) == ("Jungle Oasis", "Oasis Luxuriante")
    typed = simulate(board(base("b1", 5, (3, 2, 1), minion("ann", 5), name="My base")))
    assert (typed["scorings"][0]["name"], typed["scorings"][0]["name_fr"]) == ("My base", None)


def test_a_name_typed_over_a_catalog_base_is_used_in_both_languages():
    data = oasis_board()
    data["bases"][0]["name"] = "The oasis"
    result = simulate(data, base_lookup=lookup)
    assert result["scorings"][0]["name_fr"] is None
    designated = next(e for e in result["log"] if e["message"] == "scoring.designated")
    assert designated["text_fr"].startswith("b1 (The oasis) est désignée")


def test_a_board_written_back_with_the_catalog_name_keeps_the_french_name():
    # The position after the turn writes "name" next to "base": read again, it is the
    # catalog's name, not a typed one.
    after = simulate(oasis_board(), base_lookup=lookup)["board"]
    assert after["bases"][0]["name"] == "Tar Pits"
    data = oasis_board()
    data["bases"][0]["name"] = "Jungle Oasis"
    result = simulate(data, base_lookup=lookup)
    assert result["scorings"][0]["name_fr"] == "Oasis Luxuriante"


# ---------- 3. a base coming into play brings its Monsters only ----------


def test_a_minion_in_a_base_deck_base_is_an_error():
    data = board(
        base("b1", 10, (5, 3, 2), minion("ann", 10)),
        base_deck=[base("d1", 5, (3, 2, 1), minion("bob", 6))],
        players=("ann", "bob"),
    )
    with pytest.raises(BoardError) as caught:
        simulate(data)
    assert caught.value.field == "base_deck[0].cards[0]"
    assert "Monsters at most" in caught.value.message and "'minion'" in caught.value.message
    assert "au plus ses Monstres" in caught.value.message_fr


@pytest.mark.parametrize(
    "card",
    [
        {"type": "action", "controller": "ann"},
        {"type": "titan", "controller": "ann"},
        {"type": "buried", "controller": "ann"},
        monster(3, controller="ann"),
    ],
)
def test_only_uncontrolled_monsters_may_be_on_a_base_deck_base(card):
    data = board(base("b1", 10, (5, 3, 2)), base_deck=[base("d1", 5, (3, 2, 1), monster(2), card)])
    with pytest.raises(BoardError) as caught:
        simulate(data)
    assert caught.value.field == "base_deck[0].cards[1]"
    assert caught.value.message_fr != caught.value.message


def test_monsters_come_into_play_with_a_base_deck_base():
    data = board(
        base("b1", 10, (5, 3, 2), minion("ann", 10)),
        base_deck=[base("d1", 5, (3, 2, 1), monster(4, treasures=1))],
    )
    result = simulate(data)
    assert result["board"]["bases"][0]["cards"] == [{"type": "monster", "power": 4, "treasures": 1}]


def test_a_replace_base_with_base_brings_its_monsters_only():
    event = {
        "when": "now",
        "action": "replace_base",
        "target": "b1",
        "with": base("w1", 9, (3, 2, 1), minion("bob", 2)),
        "cards_stay": True,
    }
    data = board(base("b1", 10, (5, 3, 2), minion("ann", 3)), events=[event])
    with pytest.raises(BoardError) as caught:
        simulate(data)
    assert caught.value.field == "events[0].with.cards[0]"
    event["with"] = base("w1", 9, (3, 2, 1), monster(2))
    result = simulate(data)
    kinds = [c["type"] for c in result["board"]["bases"][0]["cards"]]
    assert kinds == ["minion", "monster"]


# ---------- 4. Munchkin Monsters due from the catalog ----------


def mines_board(*cards) -> dict:
    return board(
        base("b1", 10, (5, 3, 2), minion("ann", 10)),
        base_deck=[{"id": "d1", "base": "the-mines", "cards": list(cards)}],
    )


def test_a_munchkin_base_from_the_deck_notes_its_unknown_monsters():
    result = simulate(mines_board(), base_lookup=lookup)
    due = [e for e in result["log"] if e["message"] == "base.monsters-due"]
    assert len(due) == 1
    assert due[0]["base"] == "d1"
    assert "2 Monster(s)" in due[0]["text"] and "not counted" in due[0]["text"]
    assert "2 Monstre(s)" in due[0]["text_fr"]


def test_no_monster_note_when_monsters_are_given_or_the_base_has_none():
    result = simulate(mines_board(monster(3), monster(1)), base_lookup=lookup)
    assert not any(e["message"] == "base.monsters-due" for e in result["log"])
    result = simulate(oasis_board(), base_lookup=lookup)
    assert not any(e["message"] == "base.monsters-due" for e in result["log"])


def test_a_munchkin_base_in_play_from_the_start_gets_no_monster_note():
    data = board({"id": "b1", "base": "the-mines", "cards": [minion("ann", 20)]})
    result = simulate(data, base_lookup=lookup)
    assert not any(e["message"] == "base.monsters-due" for e in result["log"])


# ---------- 5. an unknown `when` is echoed ----------


def test_an_unknown_when_is_named_and_echoed():
    data = board(base("b1", 10, (3, 2, 1)), events=[{"when": "later", "action": "destroy"}])
    with pytest.raises(BoardError) as caught:
        simulate(data)
    assert caught.value.field == "events[0].when"
    assert caught.value.message == "must be one of before_scoring, after_scoring, now, not 'later'"
    assert "'later'" in caught.value.message_fr
    data["events"][0]["when"] = "x" * 200
    with pytest.raises(BoardError) as caught:
        simulate(data)
    assert len(caught.value.message) < 140
    del data["events"][0]["when"]
    with pytest.raises(BoardError) as caught:
        simulate(data)
    assert caught.value.message == "required: one of before_scoring, after_scoring, now"


# ---------- 6. counters removed ----------


def test_removing_more_counters_than_present_logs_those_removed():
    data = board(
        base("b1", 10, (3, 2, 1), minion("ann", 3, id="x", counters=1)),
        events=[{"when": "now", "action": "add_counters", "card": "x", "count": -5, "by": "bob"}],
    )
    entry = next(e for e in simulate(data)["log"] if e["message"] == "counters.lose")
    assert entry["text"].startswith("x loses 1 +1 power counter(s)")
    assert "it now has 0" in entry["text"]


def test_adding_counters_logs_the_count_given():
    data = board(
        base("b1", 10, (3, 2, 1), minion("ann", 3, id="x", counters=1)),
        events=[{"when": "now", "action": "add_counters", "card": "x", "count": 2}],
    )
    entry = next(e for e in simulate(data)["log"] if e["message"] == "counters.get")
    assert entry["text"].startswith("x gets 2 +1 power counter(s)")
    assert "it now has 3" in entry["text"]


# ---------- 7. no base in play ----------


def test_no_base_in_play_is_said_in_both_languages():
    data = board(base("b1", 10, (5, 3, 2), minion("ann", 10)))
    log = simulate(data)["log"]
    checks = [e for e in log if e["message"].startswith("eligibility.")]
    assert [e["message"] for e in checks] == ["eligibility.check", "eligibility.no-base"]
    assert "no base is in play" in checks[1]["text"]
    assert "aucune Base n'est en jeu" in checks[1]["text_fr"]
    assert not any(":  (" in e["text"] or ":  (" in e["text_fr"] for e in log)
