"""Play abilities of the Core Set's robots, tricksters, wizards and zombies (issue 27):
plays/core_second_half.py. Each applied entry has a test that fails without it."""

from __future__ import annotations

from simulator.engine import cards as C
from simulator.engine import plays as P
from tests.engine.card_boards import base, board, run, typed
from tests.engine.plays.helpers import beyond

FACTIONS = ("robots", "tricksters", "wizards", "zombies")


def a_minion(key: str | None, card_id: str, power: int, owner: str = "ann", **extra) -> dict:
    data = {"type": "minion", "id": card_id, "owner": owner, "power": power, **extra}
    if key:
        data["card"] = key
    return data


def an_action(key: str | None, card_id: str, owner: str = "ann", **extra) -> dict:
    data = {"type": "action", "id": card_id, "owner": owner, **extra}
    if key:
        data["card"] = key
    return data


def play(card: dict, to: str | None = "b1", by: str = "ann", choose: dict | None = None) -> dict:
    event = {"when": "now", "action": "play", "by": by, "card": card}
    if to is not None:
        event["to"] = to
    if choose is not None:
        event["choose"] = choose
    return event


def table(*events: dict, b1=(), b2=(), b3=None, **extra) -> dict:
    """b1, b2 (and b3 when given): bases that do not score (breakpoint 40)."""
    bases = [base("b1", 40, (3, 2, 1), *b1), base("b2", 40, (3, 2, 1), *b2)]
    if b3 is not None:
        bases.append(base("b3", 40, (3, 2, 1), *b3))
    data = board(*bases, **extra)
    data["events"] = list(events)
    return data


def cards_on(result: dict, base_id: str) -> dict[str, dict]:
    for spec in result["board"]["bases"]:
        if spec["id"] == base_id:
            return {c["id"]: c for c in spec["cards"] if "id" in c}
    raise AssertionError(base_id)


def in_play(result: dict) -> set[str]:
    return {c["id"] for b in result["board"]["bases"] for c in b["cards"] if "id" in c}


def cannot(result: dict) -> list[dict]:
    return [w for w in result["warnings"] if "cannot" in w["text"]]


def texts(result: dict) -> str:
    return "\n".join(e["text"] for e in result["log"])


def the_play(result: dict, card_id: str) -> dict:
    [found] = [p for p in result["plays"] if p["card"] == card_id]
    return found


# --- coverage ----------------------------------------------------------------------------------


def test_every_card_record_of_the_four_factions_has_a_play_entry():
    keys = [(key, printing) for key, printing in C.registered() if key.split("/")[0] in FACTIONS]
    assert len(keys) >= 50
    missing = [slot for slot in keys if not P.is_registered(*slot)]
    assert missing == []
    # Each entry is this module's (the other Core Set helper owns the other factions).
    assert {P.lookup(key, printing).box for key, printing in keys} == {"Core Set"}


def test_the_printings_of_printing_specific_cards_have_their_own_entries():
    assert P.lookup("tricksters/gnome", "original").status == P.APPLIED
    assert P.lookup("tricksters/gnome", "pod").status == P.NO_BOARD_EFFECT
    assert P.lookup("tricksters/hideout", "pod").status == P.NOT_SIMULATED
    assert P.lookup("tricksters/hideout", "original").status == P.NO_BOARD_EFFECT
    assert P.lookup("tricksters/enshrouding-mist", "pod").talent is not None
    assert P.lookup("tricksters/enshrouding-mist", "original").status == P.APPLIED


# --- robots ------------------------------------------------------------------------------------


def test_hoverbot_plays_the_revealed_minion_as_an_extra_minion():
    revealed = a_minion(None, "top", 3)
    data = table(play(a_minion("robots/hoverbot", "hb", 3), choose={"play": revealed, "to": "b2"}))
    result = run(data)
    assert "top" in cards_on(result, "b2")
    assert beyond(result) == []
    assert the_play(result, "hb")["applied"] is True
    assert the_play(result, "top")["event"] == 0


def test_hoverbot_without_choose_plays_nothing_and_says_it_assumed_so():
    result = run(table(play(a_minion("robots/hoverbot", "hb", 3))))
    [assumed] = result["assumed_choices"]
    assert assumed["event"] == 0 and assumed["choose"] is None
    assert in_play(result) == {"hb"}
    assert "top card of their deck" in texts(result)


def test_hoverbot_cannot_play_a_revealed_action():
    revealed = an_action("wizards/summon", "top")
    result = run(table(play(a_minion("robots/hoverbot", "hb", 3), choose={"play": revealed})))
    assert [w["event"] for w in cannot(result)] == [0]
    assert the_play(result, "hb")["applied"] is False


def test_zapbot_grants_one_extra_minion_of_power_2_or_less():
    small = table(play(a_minion("robots/zapbot", "z", 2)), play(a_minion(None, "s", 2), to="b2"))
    assert beyond(run(small)) == []
    big = table(play(a_minion("robots/zapbot", "z", 2)), play(a_minion(None, "s", 3), to="b2"))
    assert beyond(run(big)) == [1]


def test_microbot_fixer_played_first_grants_an_extra_minion():
    data = table(play(a_minion("robots/microbot-fixer", "f", 1)), play(a_minion(None, "s", 4)))
    result = run(data)
    assert beyond(result) == []
    assert "an extra minion" in texts(result)


def test_microbot_fixer_after_another_minion_grants_nothing():
    # Summon's extra minion first, then the Fixer as the regular minion: not the first one.
    data = table(
        play(an_action("wizards/summon", "su"), to=None),
        play(a_minion(None, "s", 4)),
        play(a_minion("robots/microbot-fixer", "f", 1)),
        play(a_minion(None, "t", 4)),
    )
    result = run(data)
    assert beyond(result) == [3]
    assert "1 minion(s) played before it" in texts(result)


def test_microbot_fixer_counts_the_minions_of_plays_made():
    data = table(
        play(a_minion("robots/microbot-fixer", "f", 1)),
        play(a_minion(None, "t", 4)),
        plays_made={"minion": 1},
    )
    assert beyond(run(data)) == [0, 1]


def test_microbot_reclaimer_grants_an_extra_minion_and_logs_the_shuffle():
    data = table(play(a_minion("robots/microbot-reclaimer", "r", 1)), play(a_minion(None, "s", 4)))
    result = run(data)
    assert beyond(result) == []
    assert "shuffle Microbots" in texts(result)


def guard_board(choose: dict | None = None, key: str = "robots/microbot-guard") -> dict:
    # Ann has 2 minions on b1, so 3 with the played card: power 2 or less can be destroyed.
    return table(
        play(a_minion(key, "g", 1 if "guard" in key else 3), choose=choose),
        b1=(
            typed("ann", 5, "a1"),
            typed("ann", 6, "a2"),
            typed("bob", 2, "w2"),
            typed("bob", 3, "w3"),
        ),
    )


def test_microbot_guard_destroys_the_minion_chosen():
    result = run(guard_board({"card": "w2"}))
    assert "w2" not in cards_on(result, "b1")
    assert "w3" in cards_on(result, "b1")


def test_microbot_guard_must_destroy_the_first_weaker_minion_when_not_told():
    result = run(guard_board())
    [assumed] = result["assumed_choices"]
    assert assumed["choose"] == {"card": "w2"}
    # Its own power (1) is below 3 too: "a minion on this base" includes itself.
    assert assumed["options"] == [{"card": "w2"}, {"card": "g"}]
    assert "w2" not in cards_on(result, "b1")


def test_microbot_guard_refuses_a_minion_with_too_much_power():
    result = run(guard_board({"card": "w3"}))
    assert "w3" in cards_on(result, "b1")
    assert the_play(result, "g")["applied"] is False


def test_microbot_guard_and_gnome_leave_out_a_minion_that_cannot_be_destroyed():
    # Bob's Warbot (0 power here) cannot be destroyed: it is no option; the first is w2.
    for key in ("robots/microbot-guard", "tricksters/gnome"):
        data = guard_board(key=key)
        data["bases"][0]["cards"].insert(0, a_minion("robots/warbot", "wb", 0, owner="bob"))
        result = run(data)
        [assumed] = result["assumed_choices"]
        assert {"card": "wb"} not in assumed["options"], key
        assert assumed["options"][0] == {"card": "w2"}, key
        given = guard_board({"card": "wb"}, key=key)
        given["bases"][0]["cards"].insert(0, a_minion("robots/warbot", "wb", 0, owner="bob"))
        refused = run(given)
        assert "wb" in cards_on(refused, "b1"), key
        assert the_play(refused, "g")["applied"] is False, key
        assert any("cannot be destroyed" in w["text"] for w in cannot(refused)), key


# --- tricksters --------------------------------------------------------------------------------


def test_gnome_original_may_destroy_a_weaker_minion_here():
    result = run(guard_board({"card": "w2"}, key="tricksters/gnome"))
    assert "w2" not in cards_on(result, "b1")


def test_gnome_original_without_choose_is_declined():
    result = run(guard_board(key="tricksters/gnome"))
    [assumed] = result["assumed_choices"]
    assert assumed["choose"] is None
    assert {"w2", "w3"} <= set(cards_on(result, "b1"))


def test_gnome_pod_destroys_nothing_when_played():
    data = guard_board({"card": "w2"}, key="tricksters/gnome")
    data["events"][0]["card"]["printing"] = "pod"
    result = run(data)
    assert "w2" in cards_on(result, "b1")


def pixie_board(pixie: dict, choose: dict | None, **extra) -> dict:
    return table(
        play(pixie, choose=choose),
        b1=(typed("ann", 3, "a1"), typed("bob", 3, "o1")),
        b2=(typed("ann", 2, "a2"), an_action(None, "ongoing", owner="bob")),
        **extra,
    )


def test_pixie_as_a_minion_places_counters_when_its_player_holds_more_cards():
    pixie = a_minion("tricksters/pixie", "px", 2)
    result = run(pixie_board(pixie, {"cards": ["a1", "px"]}, hand_size={"ann": 4, "bob": 2}))
    here = cards_on(result, "b1")
    assert here["a1"].get("counters") == 1 and here["px"].get("counters") == 1


def test_pixie_as_a_minion_places_nothing_with_fewer_cards_in_hand():
    pixie = a_minion("tricksters/pixie", "px", 2)
    result = run(pixie_board(pixie, {"cards": ["a1"]}, hand_size={"ann": 1, "bob": 2}))
    assert not cards_on(result, "b1")["a1"].get("counters")
    assert "does not hold more cards" in texts(result)


def test_pixie_as_a_minion_without_hand_sizes_says_it_cannot():
    pixie = a_minion("tricksters/pixie", "px", 2)
    result = run(pixie_board(pixie, {"cards": ["a1"]}))
    assert not cards_on(result, "b1")["a1"].get("counters")
    assert "hand_size" in cannot(result)[0]["text"]


def test_pixie_as_an_action_destroys_an_action_for_two_counters():
    pixie = an_action("tricksters/pixie", "px")
    result = run(pixie_board(pixie, {"card": "ongoing", "cards": ["a2"]}))
    assert "ongoing" not in in_play(result)
    assert "px" not in in_play(result)  # a standard action: discarded
    assert cards_on(result, "b2")["a2"].get("counters") == 2


def test_pixie_as_an_action_splits_the_counters_by_default():
    pixie = an_action("tricksters/pixie", "px")
    result = run(pixie_board(pixie, None))
    assert "ongoing" not in in_play(result)
    assert cards_on(result, "b1")["a1"].get("counters") == 1
    assert cards_on(result, "b2")["a2"].get("counters") == 1
    assert [a["choose"] for a in result["assumed_choices"]] == [
        {"card": "ongoing"},
        {"cards": ["a1", "a2"]},
    ]


def steam_queen(player: str, card_id: str = "sq") -> dict:
    """Steam Queen: other players' cards do not affect `player`'s actions."""
    return a_minion("steampunks/steam-queen", card_id, 3, owner=player)


def queen_board(played: dict, choose: dict | None) -> dict:
    """Bob's action on b1 (Steam Queen keeps it from Ann's cards), Cat's on b2."""
    return table(
        play(played, to=None, choose=choose),
        b1=(typed("ann", 3, "a1"), an_action(None, "kept", owner="bob"), steam_queen("bob")),
        b2=(an_action(None, "free", owner="cat"),),
        players=("ann", "bob", "cat"),
    )


def test_pixie_as_an_action_leaves_out_an_action_a_protection_keeps():
    pixie = an_action("tricksters/pixie", "px")
    result = run(queen_board(pixie, None))
    assert result["assumed_choices"][0]["options"] == [{"card": "free"}]
    assert "kept" in in_play(result) and "free" not in in_play(result)
    named = run(queen_board(pixie, {"card": "kept", "cards": ["a1"]}))
    assert "kept" in in_play(named)
    assert not cards_on(named, "b1")["a1"].get("counters")
    assert "Steam Queen" in cannot(named)[0]["text"]
    assert the_play(named, "px")["applied"] is False


def disenchant_board(choose: dict | None) -> dict:
    return table(
        play(an_action("tricksters/disenchant", "de"), to=None, choose=choose),
        b1=(typed("bob", 3, "o1"), an_action(None, "on-minion", owner="bob", attached_to="o1")),
        b2=(an_action(None, "on-base", owner="bob"),),
    )


def test_disenchant_destroys_the_action_chosen():
    result = run(disenchant_board({"card": "on-base"}))
    assert in_play(result) == {"o1", "on-minion"}


def test_disenchant_must_destroy_the_first_action_when_not_told():
    result = run(disenchant_board(None))
    [assumed] = result["assumed_choices"]
    assert assumed["options"] == [{"card": "on-minion"}, {"card": "on-base"}]
    assert in_play(result) == {"o1", "on-base"}


def test_disenchant_leaves_out_an_action_a_protection_keeps():
    disenchant = an_action("tricksters/disenchant", "de")
    result = run(queen_board(disenchant, None))
    [assumed] = result["assumed_choices"]
    assert assumed["options"] == [{"card": "free"}]
    assert "kept" in in_play(result) and "free" not in in_play(result)
    named = run(queen_board(disenchant, {"card": "kept"}))
    assert {"kept", "free"} <= in_play(named)
    assert "Steam Queen" in cannot(named)[0]["text"]
    assert the_play(named, "de")["applied"] is False


def test_enshrouding_mist_original_grants_an_extra_minion_on_its_base():
    mist = an_action("tricksters/enshrouding-mist", "em")
    here = table(play(mist), play(a_minion(None, "s", 4)), play(a_minion(None, "t", 4)))
    result = run(here)
    assert "em" in cards_on(result, "b1")  # Ongoing: it stays
    assert beyond(result) == []
    elsewhere = table(
        play(mist), play(a_minion(None, "s", 4), "b2"), play(a_minion(None, "t", 4), "b2")
    )
    assert beyond(run(elsewhere)) == [2]


def talent(card_id: str) -> dict:
    return {"when": "now", "action": "talent", "card": card_id}


def test_enshrouding_mist_pod_grants_its_extra_minion_by_its_talent_only():
    mist = an_action("tricksters/enshrouding-mist", "em", printing="pod")
    result = run(table(play(mist), play(a_minion(None, "s", 4)), play(a_minion(None, "t", 4))))
    assert "em" in cards_on(result, "b1")
    assert beyond(result) == [2]
    assert the_play(result, "em")["applied"] is True
    used = table(
        play(mist), talent("em"), play(a_minion(None, "s", 4)), play(a_minion(None, "t", 4))
    )
    assert beyond(run(used)) == []


def test_ongoing_tricksters_stay_and_one_shots_are_discarded():
    result = run(
        table(
            play(an_action("tricksters/flame-trap", "ft")),
            play(an_action("tricksters/take-the-shinies", "ts"), to="b2"),
        )
    )
    assert in_play(result) == {"ft"}


def test_block_the_path_played_stays_and_its_named_faction_is_refused_there():
    # The factions it names are a choice of the card (as for a Block the Path in play).
    data = table(
        play(an_action("tricksters/block-the-path", "bp")),
        play(a_minion("ninjas/shinobi", "sh", 3, owner="bob"), by="bob"),
        choices=[{"card": "bp", "player": "ann", "choose": {"factions": ["ninjas"]}}],
    )
    result = run(data)
    assert in_play(result) == {"bp"}
    assert [s["event"] for s in result["skipped_events"]] == [1]


# --- wizards -----------------------------------------------------------------------------------


def test_chronomage_grants_an_extra_action():
    data = table(
        play(a_minion("wizards/chronomage", "c", 3)),
        *(play(an_action("wizards/mystic-studies", f"m{i}"), to=None) for i in range(3)),
    )
    assert beyond(run(data)) == [3]


def test_neophyte_plays_the_revealed_action_whose_own_ability_resolves():
    # The revealed action is Summon: its extra minion lets a second minion in without warning.
    data = table(
        play(
            a_minion("wizards/neophyte", "n", 2), choose={"play": an_action("wizards/summon", "r")}
        ),
        play(a_minion(None, "s", 4)),
    )
    result = run(data)
    assert beyond(result) == []
    assert "reveals the top card" in texts(result)


def test_neophyte_without_choose_is_assumed_to_play_nothing():
    result = run(table(play(a_minion("wizards/neophyte", "n", 2)), play(a_minion(None, "s", 4))))
    assert beyond(result) == [1]
    assert [a["event"] for a in result["assumed_choices"]] == [0]


def test_mass_enchantment_plays_another_players_action():
    revealed = an_action("wizards/summon", "r", owner="bob")
    data = table(
        play(an_action("wizards/mass-enchantment", "me"), to=None, choose={"play": revealed}),
        play(a_minion(None, "s", 4)),
        play(a_minion(None, "t", 4)),
    )
    assert beyond(run(data)) == []


def test_mass_enchantment_refuses_an_action_of_its_own_player():
    revealed = an_action("wizards/summon", "r", owner="ann")
    data = table(
        play(an_action("wizards/mass-enchantment", "me"), to=None, choose={"play": revealed}),
        play(a_minion(None, "s", 4)),
        play(a_minion(None, "t", 4)),
    )
    result = run(data)
    assert beyond(result) == [2]
    assert [w["event"] for w in cannot(result)] == [0]


def sacrifice_board(choose: dict | None) -> dict:
    return table(
        play(an_action("wizards/sacrifice", "sa"), to=None, choose=choose),
        b1=(typed("bob", 3, "o1"), typed("ann", 4, "a1")),
        b2=(typed("ann", 2, "a2"),),
    )


def test_sacrifice_destroys_the_chosen_minion_and_says_how_many_cards_to_draw():
    result = run(sacrifice_board({"card": "a2"}))
    assert in_play(result) == {"o1", "a1"}
    assert "draws 2 card(s)" in texts(result)


def test_sacrifice_must_choose_one_of_its_players_minions():
    result = run(sacrifice_board(None))
    [assumed] = result["assumed_choices"]
    assert assumed["options"] == [{"card": "a1"}, {"card": "a2"}]
    assert in_play(result) == {"o1", "a2"}
    assert "draws 4 card(s)" in texts(result)


def test_summon_grants_an_extra_minion():
    data = table(
        play(an_action("wizards/summon", "su"), to=None),
        play(a_minion(None, "s", 4)),
        play(a_minion(None, "t", 4)),
        play(a_minion(None, "u", 4)),
    )
    assert beyond(run(data)) == [3]


def test_time_loop_grants_two_extra_actions():
    data = table(
        play(an_action("wizards/time-loop", "tl"), to=None),
        *(play(an_action("wizards/mystic-studies", f"m{i}"), to=None) for i in range(3)),
    )
    assert beyond(run(data)) == [3]


def test_winds_of_change_grants_an_extra_action_and_logs_the_new_hand():
    data = table(
        play(an_action("wizards/winds-of-change", "w"), to=None),
        play(an_action("wizards/mystic-studies", "m1"), to=None),
        play(an_action("wizards/mystic-studies", "m2"), to=None),
    )
    result = run(data)
    assert beyond(result) == [2]
    assert "draws five cards" in texts(result)


def test_archmage_grants_an_extra_action_by_its_talent_in_both_printings():
    # Both printings read "Talent: Play an extra action." (issue 28): no extra action on play.
    two_actions = (play(an_action(None, "x1"), to=None), play(an_action(None, "x2"), to=None))
    for printing in ("original", "pod"):
        archmage = a_minion("wizards/archmage", "am", 4, printing=printing)
        assert beyond(run(table(play(archmage), *two_actions))) == [2]
        assert beyond(run(table(play(archmage), talent("am"), *two_actions))) == []


# --- zombies -----------------------------------------------------------------------------------


def lord_board(*after: dict) -> dict:
    # Ann has a minion on b3 only: once Zombie Lord is on b1, b2 is her one empty base.
    return table(
        play(a_minion("zombies/zombie-lord", "zl", 5)), *after, b3=(typed("ann", 3, "a3"),)
    )


def test_zombie_lord_grants_a_small_minion_on_each_base_without_its_players_minions():
    assert beyond(run(lord_board(play(a_minion(None, "s", 2), "b2")))) == []
    assert beyond(run(lord_board(play(a_minion(None, "s", 3), "b2")))) == [1]
    assert beyond(run(lord_board(play(a_minion(None, "s", 2), "b3")))) == [1]
    assert "discard pile" in texts(run(lord_board()))


def outbreak_board(choose: dict | None, to: str) -> dict:
    return table(
        play(an_action("zombies/outbreak", "ob"), to=None, choose=choose),
        play(a_minion(None, "s", 4)),
        play(a_minion(None, "t", 4), to),
        b1=(typed("ann", 3, "a1"),),
    )


def test_outbreak_grants_an_extra_minion_on_the_base_chosen():
    assert beyond(run(outbreak_board({"base": "b2"}, "b2"))) == []
    assert beyond(run(outbreak_board({"base": "b2"}, "b1"))) == [2]


def test_outbreak_refuses_a_base_where_its_player_has_a_minion():
    result = run(outbreak_board({"base": "b1"}, "b1"))
    assert beyond(result) == [2]
    assert [w["event"] for w in cannot(result)] == [0]


def test_outbreak_without_choose_takes_the_first_empty_base():
    result = run(outbreak_board(None, "b2"))
    [assumed] = result["assumed_choices"]
    assert assumed["choose"] == {"base": "b2"}
    assert beyond(result) == []


def test_they_keep_coming_grants_an_extra_minion():
    data = table(
        play(an_action("zombies/they-keep-coming", "k"), to=None),
        play(a_minion(None, "s", 4)),
        play(a_minion(None, "t", 4)),
    )
    result = run(data)
    assert beyond(result) == []
    assert "discard pile" in texts(result)
