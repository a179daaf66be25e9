"""The card layer's mechanism (issue 13): parsing of catalog cards, the new scripted events, card
choices, protections, continuous effects recomputed, the output's new keys."""

from __future__ import annotations

import pytest

from simulator.engine import BoardError, simulate
from simulator.engine.cards import registry
from tests.engine.card_boards import (
    base,
    board,
    card,
    in_play,
    minion,
    run,
    standings,
    typed,
    winners,
)


def error(data: dict) -> tuple[str, str]:
    with pytest.raises(BoardError) as caught:
        run(data)
    return caught.value.field, caught.value.message


# --- parsing -----------------------------------------------------------------------------------


def test_without_a_card_lookup_a_slash_is_a_free_label():
    data = board(base("b1", 20, (3, 2, 1), typed("ann", 3, "a1", card="dinosaurs/war-raptor")))
    result = simulate(data)
    assert result["board"]["bases"][0]["cards"][0]["card"] == "dinosaurs/war-raptor"
    assert result["card_abilities"] == []


def test_an_unknown_catalog_card_names_the_field():
    data = board(base("b1", 20, (3, 2, 1), minion("ann", "unknown/card", "x", power=2)))
    assert error(data)[0] == "bases[0].cards[0].card"
    data["bases"][0]["cards"][0]["printing"] = "pod"
    field, message = error(data)
    assert field == "bases[0].cards[0].card" and "pod" in message.lower()


def test_a_printing_needs_a_catalog_card():
    data = board(base("b1", 20, (3, 2, 1), typed("ann", 3, "a1", printing="pod")))
    assert error(data)[0] == "bases[0].cards[0].printing"


def test_a_bad_printing_names_the_field():
    data = board(base("b1", 20, (3, 2, 1), minion("ann", "dinosaurs/king-rex", "k", printing="x")))
    assert error(data)[0] == "bases[0].cards[0].printing"


def test_a_type_that_differs_from_the_catalog_is_kept_with_a_warning():
    data = board(base("b1", 20, (3, 2, 1), card("action", "ann", "dinosaurs/king-rex", "k")))
    result = run(data)
    assert result["warnings"][0]["field"] == "bases[0].cards[0].type"


def test_attached_to_names_a_minion_of_the_same_base():
    data = board(
        base(
            "b1", 20, (3, 2, 1), card("action", "ann", "dinosaurs/upgrade", "up", attached_to="zz")
        ),
        base("b2", 20, (3, 2, 1), typed("ann", 3, "zz")),
    )
    assert error(data)[0] == "bases[0].cards[0].attached_to"
    data = board(base("b1", 20, (3, 2, 1), typed("ann", 3, "a1", attached_to="a1")))
    assert error(data)[0] == "bases[0].cards[0].attached_to"


def _upgrade(card_id: str, target: str) -> dict:
    return card("action", "ann", "dinosaurs/upgrade", card_id, attached_to=target)


@pytest.mark.parametrize(
    ("first", "second", "field"),
    [
        # Every card of the base is known when the attachments are checked: a minion listed
        # after the action is found.
        ([_upgrade("u1", "m2"), typed("bob", 3, "m2")], [], None),
        # An action, or an unknown id, is no minion of the base.
        ([typed("bob", 3, "m1"), _upgrade("u1", "u2"), _upgrade("u2", "m1")], [], "[0].cards[1]"),
        ([typed("bob", 3, "m1"), _upgrade("u1", "nobody")], [], "[0].cards[1]"),
        # The first wrong attachment in the cards' order is the one named.
        ([_upgrade("u1", "zz"), _upgrade("u2", "yy")], [], "[0].cards[0]"),
        # A minion of an earlier base is not on this one; each base checks its own cards.
        ([typed("bob", 3, "m1")], [typed("bob", 2, "m2"), _upgrade("u1", "m1")], "[1].cards[1]"),
        ([typed("bob", 3, "m1"), _upgrade("u1", "m1")], [typed("bob", 2, "m2")], None),
        ([typed("bob", 3, "m1")], [_upgrade("u1", "m2"), typed("bob", 2, "m2")], None),
    ],
)
def test_each_attachment_names_a_minion_of_its_own_base(first, second, field):
    data = board(base("b1", 20, (3, 2, 1), *first), base("b2", 20, (3, 2, 1), *second))
    if field is None:
        run(data)
        return
    with pytest.raises(BoardError) as caught:
        run(data)
    assert caught.value.field == f"bases{field}.attached_to"
    assert "is not a minion on this base" in caught.value.message
    assert "n'est pas une Créature de cette Base" in caught.value.message_fr


# --- "copies" (issue 15): a copier names the card whose ability it has --------------------------


def _copy_error(copier: dict, *others: dict) -> BoardError:
    with pytest.raises(BoardError) as caught:
        run(board(base("b1", 20, (3, 2, 1), copier, *others)))
    return caught.value


def _copycat(copies: object) -> dict:
    return minion("ann", "shapeshifters/copycat", "cc", power=2, copies=copies)


@pytest.mark.parametrize(
    ("copier", "others", "says"),
    [
        # Only a copier takes "copies" (a typed card, or a catalog card that copies nothing).
        (typed("ann", 3, "a1", copies="wb"), [], "only a catalog card that copies"),
        (minion("ann", "robots/warbot", "w2", copies="wb"), [], "only a catalog card that copies"),
        (_copycat("zz"), [], "neither the id of a card"),
        (_copycat("unknown/card"), [], "unknown catalog card"),
        (_copycat("cc"), [], "cannot copy itself"),
        (_copycat(3), [], "a string"),
        (_copycat("t1"), [typed("bob", 3, "t1")], "names no catalog card"),
        # Copycat copies another player's minion: not Ann's own, not an action.
        (_copycat("w1"), [minion("ann", "robots/warbot", "w1")], "another player's minion"),
        (
            _copycat("up"),
            [
                typed("bob", 3, "b1m"),
                card("action", "bob", "dinosaurs/upgrade", "up", attached_to="b1m"),
            ],
            "another player's minion",
        ),
        # Cellular Bonding copies an action on a minion: not one on a base.
        (
            card("action", "ann", "shapeshifters/cellular-bonding", "cb", copies="wp"),
            [card("action", "bob", "dinosaurs/wildlife-preserve", "wp")],
            "an action played on a minion",
        ),
        # Hello, Dolly! copies another player's action.
        (
            card("action", "ann", "sheep/hello-dolly", "hd", copies="wp"),
            [card("action", "ann", "dinosaurs/wildlife-preserve", "wp")],
            "another player's action",
        ),
    ],
)
def test_copies_is_checked_and_the_error_names_the_field(copier, others, says):
    caught = _copy_error(copier, *others)
    assert caught.field == "bases[0].cards[0].copies"
    assert says in caught.message
    assert caught.message_fr and caught.message_fr != caught.message


def test_two_copiers_copying_each_other_is_an_error():
    caught = _copy_error(
        card(
            "action", "ann", "shapeshifters/cellular-bonding", "c1", attached_to="a1", copies="c2"
        ),
        card(
            "action", "bob", "shapeshifters/cellular-bonding", "c2", attached_to="a1", copies="c1"
        ),
        typed("ann", 3, "a1"),
    )
    assert "copies it back" in caught.message


def test_a_copy_of_a_copy_has_the_first_cards_ability():
    data = board(
        base(
            "b1",
            9,
            (3, 2, 1),
            typed("ann", 3, "a3"),
            card(
                "action",
                "ann",
                "shapeshifters/cellular-bonding",
                "c1",
                attached_to="a3",
                copies="c2",
            ),
            typed("bob", 5, "b5"),
            card(
                "action",
                "bob",
                "shapeshifters/cellular-bonding",
                "c2",
                attached_to="b5",
                copies="up",
            ),
            card("action", "bob", "dinosaurs/upgrade", "up", attached_to="b5"),
            typed("ann", 2, "a2"),
        )
    )
    # Ann 3 + 2 (c1 copies c2, itself Upgrade) + 2 = 7; Bob 5 + 2 + 2 = 9.
    assert standings(run(data), "b1") == {"ann": 7, "bob": 9}


def test_a_choice_names_a_base_or_a_card_not_both():
    data = board(
        base("b1", 20, (3, 2, 1), minion("ann", "pirates/first-mate", "fm")),
        choices=[{"base": "b1", "card": "fm", "player": "ann", "choose": None}],
    )
    assert error(data)[0] == "choices[0].card"


def test_an_unused_card_choice_is_listed_with_its_card():
    data = board(
        base("b1", 20, (3, 2, 1), minion("ann", "pirates/first-mate", "fm")),
        choices=[{"card": "fm", "player": "ann", "choose": None}],
    )
    assert run(data)["unused_choices"] == [
        {"card": "fm", "player": "ann", "choose": None, "index": 0}
    ]


# --- statuses in the result --------------------------------------------------------------------


def test_a_not_simulated_card_is_listed_with_its_id_and_reasons():
    data = board(base("b1", 20, (3, 2, 1), minion("ann", "dinosaurs/armor-stego", "st", power=3)))
    [entry] = run(data)["not_simulated"]
    assert entry["card"] == "st" and entry["ability"] == "dinosaurs/armor-stego"
    assert entry["reason"] and entry["reason_fr"] and entry["reason"] != entry["reason_fr"]


def test_a_card_without_registry_entry_is_listed_not_ignored():
    data = board(base("b1", 20, (3, 2, 1), minion("ann", "nobody/knows-me", "n", power=3)))
    [entry] = run(data)["not_simulated"]
    assert entry["card"] == "n" and "no entry" in entry["reason"]


def test_a_one_shot_card_logs_its_reminder():
    data = board(base("b1", 20, (3, 2, 1), card("action", "ann", "dinosaurs/augmentation", "au")))
    result = run(data)
    assert any("scripted event" in e["text"] for e in result["log"])
    assert result["card_abilities"][0]["reminder_fr"]


def test_cards_sharing_a_reminder_get_one_line_naming_them_all():
    # Two one-shot minions: their reminder is the same text, logged once with both names (the
    # entry names the base only when they share it).
    data = board(
        base("b1", 20, (3, 2, 1), card("minion", "ann", "dinosaurs/laseratops", "l", power=4)),
        base("b2", 20, (3, 2, 1), card("minion", "bob", "robots/zapbot", "z", power=2)),
    )
    reminders = [e for e in run(data)["log"] if e["message"] == "card.reminder"]
    assert len(reminders) == 1
    assert reminders[0]["text"].startswith("laseratops, zapbot: ")
    assert reminders[0]["text_fr"].startswith("laseratops, zapbot : ")
    assert "base" not in reminders[0]
    one_base = board(
        base(
            "b1",
            20,
            (3, 2, 1),
            card("minion", "ann", "dinosaurs/laseratops", "l", power=4),
            card("minion", "bob", "robots/zapbot", "z", power=2),
        )
    )
    [reminder] = [e for e in run(one_base)["log"] if e["message"] == "card.reminder"]
    assert reminder["base"] == "b1"


def test_power_log_explains_modified_cards_one_by_one_and_lists_the_others_on_one_line():
    # Two War Raptors (each +2 from the pair) get a breakdown each; the Walker with a counter
    # and the Enchantress with nothing but its printed power share one line.
    data = board(
        base(
            "b1",
            10,
            (3, 2, 1),
            minion("ann", "dinosaurs/war-raptor", "r1"),
            minion("ann", "dinosaurs/war-raptor", "r2"),
            minion("bob", "zombies/walker", "w", counters=1),
            minion("bob", "wizards/enchantress", "e"),
        )
    )
    log = run(data)["log"]
    lines = [e for e in log if e["message"] == "card.power"]
    assert [e["text"].split(" on ")[0] for e in lines] == [
        "Power of r1 (war-raptor)",
        "Power of r2 (war-raptor)",
    ]
    [unmodified] = [e for e in log if e["message"] == "card.power.printed-only"]
    assert unmodified["text"].endswith(
        ": w (walker) 3 (printed 2, counters +1), e (enchantress) 2."
    )
    assert unmodified["text_fr"].endswith(
        " : w (walker) 3 (imprimée 2, marqueurs +1), e (enchantress) 2."
    )
    # The same where another card gives power (a Microbot Fixer): each card's power is
    # worked out with the auras, and those the aura leaves alone still share one line.
    data["bases"][0]["cards"].append(minion("ann", "robots/microbot-fixer", "f"))
    log = run(data)["log"]
    assert [e["text"].split(" on ")[0] for e in log if e["message"] == "card.power"] == [
        "Power of r1 (war-raptor)",
        "Power of r2 (war-raptor)",
        "Power of f (microbot-fixer)",
    ]
    [unmodified] = [e for e in log if e["message"] == "card.power.printed-only"]
    assert unmodified["text"].endswith(
        ": w (walker) 3 (printed 2, counters +1), e (enchantress) 2."
    )


# --- continuous effects ------------------------------------------------------------------------


def test_a_bonus_stops_when_its_source_is_destroyed():
    data = board(
        base(
            "b1",
            8,
            (3, 2, 1),
            typed("ann", 4, "a1"),
            card("action", "ann", "dinosaurs/upgrade", "up", attached_to="a1"),
            typed("bob", 5, "b1m"),
        ),
        events=[{"when": "before_scoring", "base": "b1", "action": "destroy", "card": "up"}],
    )
    result = run(data)
    assert standings(result, "b1") == {"ann": 4, "bob": 5}
    assert result["scorings"][0]["designated"]["total_power"] == 11


def _scored(result: dict) -> list[str]:
    return [s["base"] for s in result["scorings"]]


def _b3_after_b1_scored(b2: list[dict], b3: list[dict], b3_breakpoint: int, destroyed: str):
    """b1 and b3 are eligible; `destroyed` is destroyed before b1 scores, then b3 is checked
    again (the result)."""
    return run(
        board(
            base("b1", 3, (3, 2, 1), typed("bob", 3, "x")),
            base("b2", 40, (3, 2, 1), *b2),
            base("b3", b3_breakpoint, (3, 2, 1), *b3),
            scoring_order=["b1", "b3"],
            events=[
                {"when": "before_scoring", "base": "b1", "action": "destroy", "card": destroyed}
            ],
        )
    )


def test_a_change_elsewhere_reaches_a_total_through_a_key_an_aura_reads():
    # b3: a Microbot Fixer gives +1 to ann's Microbots: itself, and her Walker while she has a
    # Microbot Alpha in play (b2). 5 power reaches b3's breakpoint until the Alpha is destroyed
    # before b1 scores: checked again after b1, b3 has 4 and does not score.
    result = _b3_after_b1_scored(
        [minion("ann", "robots/microbot-alpha", "alpha")],
        [minion("ann", "robots/microbot-fixer", "fx"), minion("ann", "zombies/walker", "w3")],
        5,
        "alpha",
    )
    assert result["eligible"] == ["b1", "b3"]
    assert _scored(result) == ["b1"]


def test_a_change_elsewhere_reaches_a_card_whose_power_counts_every_base():
    # Microbot Alpha (b3) counts ann's other minions wherever they are (no `reads`): one of them
    # destroyed on b2 before b1 scores takes b3 below its breakpoint.
    result = _b3_after_b1_scored(
        [minion("ann", "zombies/walker", "w1"), minion("ann", "zombies/walker", "w2")],
        [minion("ann", "robots/microbot-alpha", "alpha")],
        3,
        "w2",
    )
    assert result["eligible"] == ["b1", "b3"]
    assert _scored(result) == ["b1"]


def test_reads_is_checked_when_the_entry_is_made():
    with pytest.raises(ValueError, match="reads without a power"):
        registry.modelled("hooktest/x", "t", "t", box="Test", reads=(), protect=abs)
    entry = registry.modelled("hooktest/x", "t", "t", box="Test", reads=("a/b",), power=abs)
    assert entry.reads == frozenset({"a/b"}) and not entry.reaches_everywhere
    everywhere = registry.modelled(
        "hooktest/y", "t", "t", box="Test", aura_scope="everywhere", aura=abs
    )
    assert everywhere.reads is None and everywhere.reaches_everywhere
    # An aura from attached_aura says itself whom it reaches and what it reads.
    from simulator.engine.cards.effects import attached_aura

    attached = registry.modelled("hooktest/z", "t", "t", box="Test", aura=attached_aura(1))
    assert attached.aura_targets == "attached" and attached.reads == frozenset()
    assert registry.lookup("dinosaurs/upgrade", "original").aura_targets == "attached"


def _computed_totals(monkeypatch) -> list[str]:
    """The ids of the bases whose totals the card layer works out, in order, from now on."""
    from simulator.engine import turn as turn_module

    computed: list[str] = []
    real = turn_module.Turn._totals_hooked

    def spy(self, base):
        computed.append(base.id)
        return real(self, base)

    monkeypatch.setattr(turn_module.Turn, "_totals_hooked", spy)
    return computed


def test_totals_that_read_only_their_base_are_not_recomputed_after_a_change_elsewhere(
    monkeypatch,
):
    # War Raptors and an Upgrade read their own base only (`reads`): once b1 has scored, b2's
    # totals of the first check still hold, and only the new base's are worked out.
    computed = _computed_totals(monkeypatch)
    data = board(
        base("b1", 3, (3, 2, 1), typed("bob", 3, "x")),
        base(
            "b2",
            40,
            (3, 2, 1),
            minion("ann", "dinosaurs/war-raptor", "r1"),
            minion("ann", "dinosaurs/war-raptor", "r2"),
            card("action", "bob", "dinosaurs/upgrade", "up", attached_to="r1"),
        ),
        base_deck=[{"id": "d1", "breakpoint": 20, "vp": [3, 2, 1]}],
    )
    result = run(data)
    assert _scored(result) == ["b1"]
    assert computed == ["b1", "b2", "d1"]


def test_an_aura_reaching_every_base_that_leaves_play_changes_only_the_bases_it_fed(
    monkeypatch,
):
    # ann's Microbot Fixer (b1) gives her Microbot Guard on b2 +1: 2 power reaches b2's
    # breakpoint. Once b1 has scored, the Fixer is gone: b2 is worked out again (1 power, it
    # does not score), b3, where the Fixer gave nothing, keeps the totals of the first check.
    computed = _computed_totals(monkeypatch)
    data = board(
        base(
            "b1", 3, (3, 2, 1), minion("ann", "robots/microbot-fixer", "fx"), typed("bob", 3, "x")
        ),
        base("b2", 2, (3, 2, 1), minion("ann", "robots/microbot-guard", "g", power=1)),
        base("b3", 40, (3, 2, 1), typed("bob", 2, "y"), typed("ann", 2, "z")),
        scoring_order=["b1", "b2"],
        base_deck=[{"id": "d1", "breakpoint": 20, "vp": [3, 2, 1]}],
    )
    result = run(data)
    assert result["eligible"] == ["b1", "b2"]
    assert _scored(result) == ["b1"]
    assert computed == ["b1", "b2", "b3", "d1", "b2"]


def test_a_key_read_among_a_controllers_cards_ignores_the_other_players_cards(monkeypatch):
    # ann's Microbot Fixer reads whether ann has a Microbot Alpha (reads_controlled): bob's
    # Alpha leaving with b1 changes no total it feeds, so b2 and b3 keep their totals. (ann's
    # own Alpha leaving does: test_a_change_elsewhere_reaches_a_total_through_a_key_...)
    computed = _computed_totals(monkeypatch)
    data = board(
        base(
            "b1", 3, (3, 2, 1), minion("bob", "robots/microbot-alpha", "al"), typed("bob", 3, "x")
        ),
        base("b2", 40, (3, 2, 1), minion("ann", "robots/microbot-fixer", "fx")),
        base("b3", 40, (3, 2, 1), typed("ann", 2, "w")),
        base_deck=[{"id": "d1", "breakpoint": 20, "vp": [3, 2, 1]}],
    )
    result = run(data)
    assert _scored(result) == ["b1"]
    assert computed == ["b1", "b2", "b3", "d1"]


def test_an_aura_that_does_not_read_its_own_base_ignores_a_change_there(monkeypatch):
    # The Fixer reads nothing of its own base (reads_base=False): a minion destroyed beside it
    # on b2 changes b2's totals only; b3, where it feeds the Guard, keeps the first check's.
    computed = _computed_totals(monkeypatch)
    data = board(
        base("b1", 3, (3, 2, 1), typed("bob", 3, "x")),
        base(
            "b2", 40, (3, 2, 1), minion("ann", "robots/microbot-fixer", "fx"), typed("bob", 2, "v")
        ),
        base("b3", 40, (3, 2, 1), minion("ann", "robots/microbot-guard", "g", power=1)),
        events=[{"when": "before_scoring", "base": "b1", "action": "destroy", "card": "v"}],
        base_deck=[{"id": "d1", "breakpoint": 20, "vp": [3, 2, 1]}],
    )
    result = run(data)
    assert _scored(result) == ["b1"]
    assert computed == ["b1", "b2", "b3", "d1", "b2"]
    assert result["totals"]["b3"]["power"] == 2


def test_reads_controlled_and_reads_base_need_reads():
    for extra in ({"reads_controlled": ("a/b",)}, {"reads_base": False}):
        with pytest.raises(ValueError, match="without reads"):
            registry.modelled("hooktest/x", "t", "t", box="Test", power=abs, **extra)
    entry = registry.modelled(
        "hooktest/x", "t", "t", box="Test", reads=(), reads_controlled=("a/b",), power=abs
    )
    assert entry.reads_controlled == frozenset({"a/b"}) and entry.reads_base


def test_a_count_of_one_card_is_kept_while_other_cards_change(monkeypatch):
    # Two War Raptors (+1 each per Raptor here) on b1. A Walker destroyed beside them before b1
    # scores makes b1's totals be worked out again, with the Raptors' count kept
    # (game.key_memo); a Raptor destroyed instead makes them counted again: the one left has 3.
    from simulator.engine.cards import core

    counted: list[str] = []
    real = core.count_key

    def spy(base, key):
        counted.append(base.id)
        return real(base, key)

    monkeypatch.setattr(core, "count_key", spy)
    cards = (
        minion("ann", "dinosaurs/war-raptor", "r1"),
        minion("ann", "dinosaurs/war-raptor", "r2"),
        typed("bob", 2, "w"),
    )
    for destroyed, powers, counts in (("w", {"ann": 8}, 1), ("r2", {"ann": 3, "bob": 2}, 2)):
        counted.clear()
        event = {"when": "before_scoring", "base": "b1", "action": "destroy", "card": destroyed}
        result = run(board(base("b1", 5, (3, 2, 1), *cards), events=[event]))
        assert result["totals"]["b1"]["players"] == {"ann": 8, "bob": 2}
        assert standings(result, "b1") == powers
        assert counted == ["b1"] * counts


def test_an_attached_action_leaves_with_its_minion_and_moves_with_it():
    attached = card("action", "ann", "dinosaurs/upgrade", "up", attached_to="a1")
    data = board(
        base("b1", 30, (3, 2, 1), typed("ann", 4, "a1"), attached),
        base("b2", 30, (3, 2, 1)),
        events=[{"when": "now", "action": "move", "card": "a1", "to": "b2"}],
    )
    assert in_play(run(data)) == {"a1": "b2", "up": "b2"}
    data["events"] = [{"when": "now", "action": "destroy", "card": "a1"}]
    assert in_play(run(data)) == {}


def test_a_protection_refuses_a_base_ability_and_logs_why():
    # Warbot on The Mean Streets (POD): the base destroys the most powerful minion; Warbot stays.
    data = board(
        base(
            "ms",
            5,
            (4, 2, 1),
            minion("ann", "robots/warbot", "wb"),
            typed("bob", 2, "b1m"),
            base="the-mean-streets",
            printing="pod",
        )
    )
    result = run(data)
    assert winners(result, "ms") == ["ann"]
    assert any("wb" in e["text"] and "cannot be destroyed" in e["text"] for e in result["log"])


def test_scripted_effects_by_a_player_count_as_that_players_cards():
    data = board(
        base(
            "b1",
            30,
            (3, 2, 1),
            typed("ann", 4, "a1"),
            card("action", "ann", "dinosaurs/tooth-and-claw-and-guns", "tc", attached_to="a1"),
        ),
        events=[
            {"when": "now", "action": "boost", "card": "a1", "amount": -3, "by": "bob"},
            {"when": "now", "action": "boost", "card": "a1", "amount": 2, "by": "ann"},
            {"when": "now", "action": "take_control", "card": "a1", "by": "bob"},
        ],
    )
    result = run(data)
    after = result["board"]["bases"][0]["cards"][0]
    # bob's boost and take-over are refused; ann's own boost applies (and ends with the turn).
    assert after.get("controller") is None and after.get("modifier") is None
    assert sum("unaffected" in e["text"] for e in result["log"]) == 2


# --- the new events ----------------------------------------------------------------------------


def test_gain_vp_counts_in_the_scoring_bonus():
    data = board(
        base("b1", 5, (3, 2, 1), typed("ann", 5, "a1")),
        events=[
            {
                "when": "after_scoring",
                "base": "b1",
                "action": "gain_vp",
                "player": "ann",
                "count": 2,
            }
        ],
    )
    result = run(data)
    assert result["vp"]["ann"] == 5
    assert result["scorings"][0]["standings"][0]["bonus_vp"] == 2


def test_boost_lasts_until_the_end_of_the_turn():
    data = board(
        base("b1", 10, (3, 2, 1), typed("ann", 5, "a1"), typed("bob", 4, "b1m")),
        base("b2", 30, (3, 2, 1), typed("ann", 1, "a2")),
        events=[{"when": "now", "action": "boost", "card": "b1m", "amount": 2}],
    )
    result = run(data)
    assert winners(result, "b1") == ["bob"]
    assert result["board"]["bases"][0]["cards"][0].get("modifier") is None
    # Not the end of the turn: the boost is still there, folded into the modifier.
    data["events"] = [{"when": "now", "action": "boost", "card": "a2", "amount": 2}]
    kept = run({**data, "end_of_turn": False})
    assert kept["board"]["bases"][1]["cards"][0]["modifier"] == 2
    assert run(data)["board"]["bases"][1]["cards"][0].get("modifier") is None


def test_breakpoint_change_makes_a_base_eligible_and_ends_with_the_turn():
    data = board(
        base("b1", 12, (3, 2, 1), typed("ann", 10, "a1")),
        base("b2", 30, (3, 2, 1), typed("ann", 9, "a2")),
        events=[
            {"when": "now", "action": "breakpoint_change", "target": "b1", "amount": -2},
            {"when": "now", "action": "breakpoint_change", "target": "b2", "amount": -5},
        ],
    )
    result = run(data)
    assert result["order"] == ["b1"]
    assert result["board"]["bases"][0]["id"] == "b2"
    assert result["board"]["bases"][0].get("breakpoint_modifier") is None
    kept = run({**data, "end_of_turn": False})
    assert kept["board"]["bases"][0]["breakpoint_modifier"] == -5
    # Without a target, the event's base; "now" has none.
    data["events"] = [{"when": "now", "action": "breakpoint_change", "amount": -2}]
    with pytest.raises(BoardError) as caught:
        run(data)
    assert caught.value.field == "events[0].target"


def test_take_control_for_good_or_until_the_end_of_the_turn():
    data = board(
        base("b1", 30, (3, 2, 1), typed("ann", 5, "a1")),
        events=[{"when": "now", "action": "take_control", "card": "a1", "by": "bob"}],
    )
    assert run(data)["board"]["bases"][0]["cards"][0]["controller"] == "bob"
    data["events"][0]["until_end_of_turn"] = True
    assert "controller" not in run(data)["board"]["bases"][0]["cards"][0]
    assert (
        run({**data, "end_of_turn": False})["board"]["bases"][0]["cards"][0]["controller"] == "bob"
    )


def test_take_control_changes_who_scores():
    data = board(
        base("b1", 8, (3, 2, 1), typed("ann", 5, "a1"), typed("bob", 4, "b1m")),
        events=[
            {
                "when": "before_scoring",
                "base": "b1",
                "action": "take_control",
                "card": "a1",
                "by": "bob",
            }
        ],
    )
    assert standings(run(data), "b1") == {"bob": 9}


def test_a_special_the_engine_does_not_model_is_skipped_with_a_warning():
    data = board(
        base("b1", 5, (3, 2, 1), typed("ann", 5, "a1")),
        events=[
            {
                "when": "before_scoring",
                "base": "b1",
                "action": "special",
                "by": "ann",
                "card": card("action", "ann", "dinosaurs/augmentation", "au"),
            }
        ],
    )
    result = run(data)
    assert result["warnings"][0]["event"] == 0
    assert result["skipped_events"][0]["event"] == 0


def test_special_needs_a_player():
    data = board(
        base("b1", 8, (3, 2, 1), typed("ann", 5, "a1")),
        events=[
            {
                "when": "now",
                "action": "special",
                "card": card("action", "ann", "ninjas/shinobi", "s"),
            }
        ],
    )
    with pytest.raises(BoardError) as caught:
        run(data)
    assert caught.value.field == "events[0].by"


# --- scorings ----------------------------------------------------------------------------------


def test_a_scoring_stopped_by_its_base_leaving_says_so():
    data = board(
        base("b1", 5, (3, 2, 1), typed("ann", 5, "a1")),
        base_deck=[{"id": "d1", "breakpoint": 30, "vp": [3, 2, 1]}],
        events=[
            {
                "when": "before_scoring",
                "base": "b1",
                "action": "replace_base",
                "with": {"id": "n", "breakpoint": 30, "vp": [1, 1, 1]},
            }
        ],
    )
    scoring = run(data)["scorings"][0]
    assert scoring["stopped"] is True and scoring["standings"] == []


def test_card_powers_keep_a_floored_power_at_zero():
    data = board(
        base(
            "b1",
            5,
            (3, 2, 1),
            typed("ann", 2, "a1"),
            card("action", "bob", "ninjas/poison", "po", attached_to="a1"),
            typed("bob", 5, "b1m"),
        )
    )
    result = run(data)
    assert result["scorings"][0]["card_powers"] == {"a1": 0, "b1m": 5}
    assert any("Power of a1" in e["text"] and "-4" in e["text"] for e in result["log"])


def test_simultaneous_after_scoring_effects_without_order_are_assumed_and_listed():
    data = board(
        base(
            "b1",
            4,
            (3, 2, 1),
            minion("ann", "pirates/first-mate", "fm"),
            minion("ann", "aliens/scout", "sc"),
        ),
        base("b2", 30, (3, 2, 1)),
    )
    result = run(data)
    orders = [a for a in result["assumed_choices"] if a["choose"] and "order" in a["choose"]]
    assert orders == [
        {
            "base": "b1",
            "player": "ann",
            "ability": None,
            "choose": {"order": ["fm", "sc"]},
            "reason": orders[0]["reason"],
            "reason_fr": orders[0]["reason_fr"],
        }
    ]
    # Each card's "may" is listed as well.
    assert {a.get("card") for a in result["assumed_choices"]} >= {"fm", "sc"}


def test_the_registry_refuses_malformed_entries():
    with pytest.raises(ValueError):
        registry.modelled("x/y", "s", "s fr", box="B")  # no hook
    with pytest.raises(ValueError):
        registry.no_effect("x/y", "s", "", box="B")  # no French
    with pytest.raises(ValueError):
        registry.not_simulated("x/y", "s", "s fr", "", "", box="B")  # no reason
    with pytest.raises(ValueError):
        registry.modelled("x/y", "s", "s fr", box="B", bogus=lambda: 0)
    with pytest.raises(ValueError):
        registry.no_effect("no-slash", "s", "s fr", box="B")


def test_a_special_that_acts_by_itself_points_to_choices():
    data = board(
        base("b1", 3, (3, 2, 1), minion("ann", "aliens/scout", "sc")),
        events=[
            {
                "when": "after_scoring",
                "base": "b1",
                "action": "special",
                "by": "ann",
                "card": minion("ann", "aliens/scout", "sc2"),
            }
        ],
    )
    [warning] = run(data)["warnings"]
    assert "choices" in warning["text"] and "choices" in warning["text_fr"]


# --- the quick path for catalog cards (parse._Reader.catalog_quick) ----------------------------


def _reader():
    from simulator.engine.board_reader import _Reader
    from tests.engine.card_boards import lookup

    reader = _Reader(None, lookup)
    reader.players = ("ann", "bob")
    reader.player_set = frozenset(reader.players)
    return reader


SLOTS = ("uid", "id", "type", "owner", "controller", "power", "counters", "modifier", "name")
EXTRA = ("key", "printing", "attached_to", "ability", "title")


@pytest.mark.parametrize(
    "data",
    [
        {"type": "minion", "id": "r", "owner": "ann", "card": "dinosaurs/war-raptor"},
        {"type": "minion", "owner": "ann", "controller": "bob", "card": "robots/warbot"},
        {"type": "minion", "controller": "bob", "card": "robots/warbot", "counters": 2},
        {"type": "minion", "owner": "ann", "card": "robots/warbot", "power": 4, "modifier": -1},
        {"type": "action", "owner": "ann", "card": "dinosaurs/upgrade", "printing": "pod"},
        {"type": "titan", "controller": "ann", "card": "pirates/the-kraken", "power": 0},
        {"type": "action", "owner": "ann", "card": "dinosaurs/upgrade", "attached_to": "m1"},
    ],
)
def test_the_quick_path_builds_the_careful_paths_card(data):
    quick = _reader().catalog_quick(dict(data), 1)
    careful = _reader().card(dict(data), "c")
    assert quick is not None
    for slot in SLOTS + EXTRA:
        assert getattr(quick, slot) == getattr(careful, slot), slot
    assert type(quick) is type(careful)


def _layout_read(data):
    """A card read by the generated reader of its layout of keys (card_shapes)."""
    from simulator.engine import card_shapes

    reader = _reader()
    read = card_shapes.catalog_reader_for(tuple(data))
    assert read is not None
    return read(dict(data), 1, reader.card_ids, reader.player_set, reader.card_lookup)


@pytest.mark.parametrize(
    "data",
    [
        {"type": "minion", "id": "r", "owner": "ann", "card": "dinosaurs/war-raptor"},
        {"type": "minion", "owner": "ann", "controller": "bob", "card": "robots/warbot"},
        {"type": "minion", "controller": "bob", "card": "robots/warbot", "counters": 2},
        {"type": "minion", "owner": "ann", "card": "robots/warbot", "power": 4, "modifier": -1},
        {"card": "robots/warbot", "power": 4, "owner": "ann", "type": "minion", "id": "w"},
        {"type": "action", "owner": "ann", "card": "dinosaurs/upgrade", "printing": "pod"},
        {"type": "titan", "controller": "ann", "card": "pirates/the-kraken", "power": 0},
        {"type": "action", "owner": "ann", "card": "dinosaurs/upgrade", "attached_to": "m1"},
    ],
)
def test_a_layouts_reader_builds_the_quick_paths_card(data):
    quick = _reader().catalog_quick(dict(data), 1)
    read = _layout_read(data)
    assert read is not None
    for slot in SLOTS + ("treasures", "temp") + EXTRA:
        assert getattr(read, slot) == getattr(quick, slot), slot
    assert type(read) is type(quick)


@pytest.mark.parametrize(
    "data",
    [
        {"type": "minion", "id": None, "owner": "ann", "card": "robots/warbot"},
        {"type": "minion", "id": "", "owner": "ann", "card": "robots/warbot"},
        {"type": "minion", "owner": None, "controller": "ann", "card": "robots/warbot"},
        {"type": "minion", "owner": "zed", "card": "robots/warbot"},
        {"type": "minion", "owner": "ann", "card": "robots/warbot", "printing": None},
        {"type": "minion", "owner": "ann", "card": "robots/warbot", "power": 9},
        {"type": "minion", "owner": "ann", "card": "robots/warbot", "power": True},
        {"type": "action", "owner": "ann", "card": "robots/warbot"},
        {"type": "minion", "owner": "ann", "card": "unknown/card", "power": 1},
        {"type": "minion", "owner": "ann", "card": "dinosaurs/war-raptor", "printing": "pod"},
        {"type": "minion", "owner": "ann", "card": "robots/warbot", "counters": None},
        {"type": "minion", "owner": "ann", "card": "robots/warbot", "modifier": 10_001},
        {"type": "monster", "owner": "ann", "card": "robots/warbot", "power": 1},
        {"type": "action", "owner": "ann", "card": "dinosaurs/upgrade", "attached_to": None},
        {"type": "minion", "owner": "ann", "card": "robots/warbot", "attached_to": "x"},
        {"type": "minion", "owner": "ann", "card": "warbot"},
    ],
)
def test_a_layouts_reader_leaves_the_rest_to_the_quick_path(data):
    assert _layout_read(data) is None


def test_layouts_without_a_reader():
    from simulator.engine import card_shapes

    assert card_shapes.catalog_reader_for(("type", "owner", "card", "treasures")) is None
    assert card_shapes.catalog_reader_for(("type", "card", "power")) is None
    assert card_shapes.catalog_reader_for(("owner", "card")) is None


@pytest.mark.parametrize(
    "data",
    [
        {"type": "minion", "id": None, "owner": "ann", "card": "robots/warbot"},
        {"type": "minion", "owner": None, "controller": "ann", "card": "robots/warbot"},
        {"type": "minion", "owner": "zed", "card": "robots/warbot"},
        {"type": "minion", "owner": "ann", "card": "robots/warbot", "printing": None},
        {"type": "minion", "owner": "ann", "card": "robots/warbot", "power": 9},
        {"type": "action", "owner": "ann", "card": "robots/warbot"},
        {"type": "minion", "owner": "ann", "card": "unknown/card", "power": 1},
        {"type": "minion", "owner": "ann", "card": "dinosaurs/war-raptor", "printing": "pod"},
        {"type": "minion", "owner": "ann", "card": "robots/warbot", "counters": None},
        {"type": "monster", "card": "robots/warbot", "power": 1},
        {"type": "action", "owner": "ann", "card": "dinosaurs/upgrade", "attached_to": None},
        {"type": "minion", "owner": "ann", "card": "robots/warbot", "attached_to": "x"},
    ],
)
def test_the_quick_path_leaves_the_rest_to_the_careful_path(data):
    assert _reader().catalog_quick(dict(data), 1) is None


def test_a_cards_facts_are_prepared_once_per_mapping():
    from simulator.engine import card_shapes
    from tests.engine.card_boards import lookup

    facts = lookup("robots/warbot", None)
    record = card_shapes.prepare(facts)
    assert card_shapes.prepare(facts) is record
    assert record[1:6] == (4, "minion", "robots/warbot", "original", "warbot")
    assert record[6] is registry.lookup("robots/warbot", "original")
    # Only an int is a printed power, and only the types a card's "type" must match are kept.
    odd = {"key": "x/y", "printing": "pod", "name": "", "type": "base", "power": True}
    assert card_shapes.prepare(odd)[1:6] == (None, None, "x/y", "pod", None)
    # An equal mapping of another lookup call is prepared for itself (never another's record).
    other = lookup("robots/warbot", None)
    assert card_shapes.prepare(other)[0] is other


def test_a_lookup_giving_new_mappings_never_grows_the_prepared_table(monkeypatch):
    from simulator.engine import card_shapes
    from simulator.engine.parse import validate
    from tests.engine.card_boards import lookup

    monkeypatch.setattr(card_shapes, "MAX_PREPARED", 3)
    cards = [minion("ann", "robots/warbot", f"w{i}") for i in range(10)]
    data = board(base("b", 20, (3, 2, 1), *cards))
    for _ in range(3):
        parsed = validate(data, card_lookup=lookup)
        assert len(card_shapes.prepared) <= 3
    assert [c.power for c in parsed.bases[0].cards] == [4] * 10
    assert {c.ability for c in parsed.bases[0].cards} == {
        registry.lookup("robots/warbot", "original")
    }


def test_the_reader_pairs_kept_are_bounded(monkeypatch):
    from simulator.engine import card_shapes
    from simulator.engine.parse import validate
    from tests.engine.card_boards import lookup

    monkeypatch.setattr(card_shapes, "MAX_SHAPES", 3)
    monkeypatch.setattr(card_shapes, "reader_pairs", {})
    cards = [
        {"type": "minion", "id": "w1", "owner": "ann", "card": "robots/warbot"},
        {"id": "w2", "type": "minion", "owner": "ann", "card": "robots/warbot"},
        {"owner": "ann", "id": "w3", "type": "minion", "card": "robots/warbot"},
        {"card": "robots/warbot", "owner": "ann", "id": "w4", "type": "minion"},
        {"type": "minion", "id": "t1", "owner": "bob", "power": 3, "card": "Typed"},
    ]
    parsed = validate(board(base("b", 20, (3, 2, 1), *cards)), card_lookup=lookup)
    assert len(card_shapes.reader_pairs) == 3
    read = parsed.bases[0].cards
    assert [(c.id, c.power, c.name) for c in read] == [
        ("w1", 4, "robots/warbot"),
        ("w2", 4, "robots/warbot"),
        ("w3", 4, "robots/warbot"),
        ("w4", 4, "robots/warbot"),
        ("t1", 3, "Typed"),
    ]
    assert [getattr(c, "key", None) for c in read] == ["robots/warbot"] * 4 + [None]


def test_special_plays_names_a_card_type_on_an_entry_with_a_special():
    # CardAbility.special_plays: the type of hand card a Special plays (the advisor tries each).
    with pytest.raises(ValueError, match="special_plays"):
        registry.modelled("x/y", "s", "s fr", box="B", special_plays="titan", special=abs)
    with pytest.raises(ValueError, match="special_plays"):
        registry.modelled("x/y", "s", "s fr", box="B", special_plays="minion", power=abs)
    entry = registry.modelled("x/y", "s", "s fr", box="B", special_plays="minion", special=abs)
    assert entry.special_plays == "minion"
    assert registry.lookup("ninjas/hidden-ninja", "original").special_plays == "minion"
    assert registry.lookup("ninjas/shinobi", "original").special_plays is None
