"""Issue 25 ("the wrong answers and the wrong statuses a reviewer found"), families 4-6: each
test builds a board where the printed text changes the outcome the engine used to miss (the
cards are cited; docs/card-layer-review.md says what changed and why)."""

from __future__ import annotations

from tests.engine.boards import base, board, minion
from tests.engine.card_boards import special as special_event
from tests.engine.cards.helpers import card, choice, duel, not_simulated, run, winners


def _special(player: str, played: dict, when: str = "now", base_id: str = "b1", **choose):
    return special_event(when, base_id, player, played, choose or None)


def _action(key: str, player: str, card_id: str) -> dict:
    return {"type": "action", "id": card_id, "owner": player, "card": key}


# --- family 4: Specials and Ongoing reactions to what the engine plays -------------------------


def test_eh_gives_one_of_your_minions_one_power_in_both_boxes():
    # Its Special: once your first action of a turn is played, it may follow as an extra action,
    # and a minion of yours has +1 power for the turn (Mounties; World Champs prints the same).
    for key in ("mounties/eh", "world-champs/eh"):
        data = duel(
            minion("ann", 4, id="a"),
            minion("bob", 4, id="b"),
            events=[_special("ann", _action(key, "ann", "eh"), card="a")],
        )
        assert winners(data) == {"ann"}, key
        data["events"] = []
        assert winners(data) == {"ann", "bob"}, key


def test_break_the_curse_gives_your_characters_on_a_base_one_power():
    data = duel(
        minion("ann", 2, id="a1"),
        minion("ann", 2, id="a2"),
        minion("bob", 5, id="b"),
        events=[
            _special("ann", _action("beauty-and-the-beast/break-the-curse", "ann", "bc"), to="b1")
        ],
    )
    assert winners(data) == {"ann"}


def test_enchanted_objects_is_played_as_an_extra_character_once_per_turn():
    played = {
        "type": "minion",
        "id": "eo",
        "owner": "ann",
        "card": "beauty-and-the-beast/enchanted-objects",
        "power": 2,
    }
    data = duel(
        minion("ann", 3, id="a"),
        minion("bob", 4, id="b"),
        events=[_special("ann", played, when="before_scoring", to="b1")],
    )
    assert winners(data) == {"ann"}
    second = dict(played, id="eo2")
    data = duel(
        minion("ann", 3, id="a"),
        minion("bob", 6, id="b"),
        events=[
            _special("ann", played, when="now", base_id="b2", to="b2"),
            _special("ann", second, when="before_scoring", to="b1"),
        ],
    )
    result = run(data)
    assert set(first_of(result)) == {"bob"}
    assert any("one Enchanted Objects ability per turn" in w["text"] for w in result["warnings"])


def first_of(result: dict, base_id: str = "b1") -> list[str]:
    scoring = next(s for s in result["scorings"] if s["base"] == base_id)
    return [s["player"] for s in scoring["standings"] if s["place"] == 1]


def test_control_minion_takes_a_minion_until_the_end_of_the_turn():
    data = duel(
        minion("ann", 3, id="a"),
        minion("bob", 2, id="b1m"),
        minion("bob", 3, id="b2m"),
        events=[_special("ann", _action("geeks/control-minion", "ann", "cm"), card="b2m")],
    )
    # Ann 3 + 3 against Bob's 2.
    assert winners(data) == {"ann"}


def test_sugar_rush_racer_follows_a_base_modifier_you_play_for_one_power():
    racer = card("minion", "wreck-it-ralph/sugar-rush-racer", "ann", 2, id="srr")
    played = {"type": "action", "owner": "ann", "id": "mod", "power": 0}
    data = board(
        base("b1", 5, (3, 2, 1), minion("ann", 2, id="a"), minion("bob", 4, id="b")),
        base("b2", 30, (3, 2, 1), racer),
        events=[{"when": "now", "action": "play", "to": "b1", "by": "ann", "card": played}],
        choices=[choice("srr", "ann")],
    )
    # The racer moves to b1 and gains +1: 2 + 2 + 1 > 4.
    assert winners(data) == {"ann"}
    data["choices"] = []
    assert winners(data) == {"bob"}


def test_forgotten_horrors_moves_on_after_you_play_a_minion_here():
    played = {"type": "minion", "owner": "ann", "id": "new", "power": 1}
    horrors = card("action", "explorers/forgotten-horrors", "ann", id="fh")
    data = board(
        base("b1", 5, (3, 2, 1), minion("ann", 3, id="a"), horrors),
        base("b2", 30, (3, 2, 1)),
        events=[{"when": "now", "action": "play", "to": "b1", "by": "ann", "card": played}],
    )
    result = run(data)
    where = {c["id"]: b["id"] for b in result["board"]["bases"] for c in b["cards"] if "id" in c}
    assert where.get("fh") == "b2"
    assert any(a.get("choose") == {"to": "b2"} for a in result["assumed_choices"])


def test_embiggen_pod_and_no_my_precious_pod_are_listed_as_not_simulated():
    for key in ("mages/embiggen",):
        data = duel(
            minion("ann", 3, id="a"),
            card("action", key, "ann", id="e", attached_to="a", printing="pod"),
            minion("bob", 2, id="b"),
        )
        assert key in not_simulated(run(data))


# --- family 6: the POD titans whose text is quoted are classified by it ------------------------


def _titan(key: str, player: str, card_id: str, **extra) -> dict:
    return card("titan", key, player, 0, id=card_id, printing="pod", **extra)


def test_mergacon_gives_its_controller_three_power_here():
    # "Ongoing: You have +3 power here."
    data = duel(
        _titan("changerbots/mergacon", "ann", "mg"),
        minion("ann", 2, id="a"),
        minion("bob", 4, id="b"),
    )
    assert winners(data) == {"ann"}


def test_megabot_powers_your_minions_and_may_jump_to_the_base_about_to_score():
    # It gives your minions on its base +1, and its Special moves it to another base about to
    # score. Megabot starts on b2 and jumps to b1 before it scores.
    data = board(
        base(
            "b1",
            5,
            (3, 2, 1),
            minion("ann", 2, id="a1"),
            minion("ann", 2, id="a2"),
            minion("bob", 5, id="b"),
        ),
        base("b2", 30, (3, 2, 1), _titan("mega-troopers/megabot", "ann", "mb")),
        choices=[choice("mb", "ann")],
    )
    assert winners(data) == {"ann"}
    data["choices"] = []
    assert winners(data) == {"bob"}


def test_walking_castle_keeps_your_minions_here_from_other_players_destroys():
    destroy = {"when": "now", "action": "destroy", "card": "a", "by": "bob"}
    data = duel(
        _titan("magical-girls/walking-castle", "ann", "wc"),
        minion("ann", 5, id="a"),
        minion("bob", 4, id="b"),
        events=[destroy],
    )
    assert winners(data) == {"ann"}


def test_gorgodzolla_takes_a_counter_after_you_play_a_minion_on_its_base():
    played = {"type": "minion", "owner": "ann", "id": "new", "power": 1}
    data = duel(
        _titan("kaiju/gorgodzolla", "ann", "gz"),
        minion("ann", 3, id="a"),
        minion("bob", 5, id="b"),
        events=[{"when": "now", "action": "play", "to": "b1", "by": "ann", "card": played}],
    )
    # 3 + 1 + the titan's counter ties Bob's 5.
    assert winners(data) == {"ann", "bob"}


def test_category_5_puts_a_counter_on_your_minion_moving_to_its_base():
    move = {"when": "now", "action": "move", "card": "a", "to": "b1", "by": "ann"}
    data = board(
        base(
            "b1",
            5,
            (3, 2, 1),
            _titan("tornados/category-5", "ann", "c5"),
            minion("bob", 4, id="b"),
        ),
        base("b2", 30, (3, 2, 1), minion("ann", 3, id="a")),
        events=[move],
    )
    # Moved here: 3 + 1 counter ties Bob's 4.
    assert winners(data) == {"ann", "bob"}


def test_very_large_boulder_follows_a_minion_and_crushes_a_weaker_one_there():
    move = {"when": "now", "action": "move", "card": "a", "to": "b1", "by": "ann"}
    data = board(
        base("b1", 5, (3, 2, 1), minion("ann", 1, id="x"), minion("bob", 2, id="b")),
        base(
            "b2",
            30,
            (3, 2, 1),
            minion("ann", 2, id="a"),
            _titan("explorers/very-large-boulder", "ann", "vlb", counters=3),
        ),
        events=[move],
        choices=[choice("vlb", "ann", card="b")],
    )
    # The boulder (3 counters) follows to b1 and destroys Bob's 2 (power 2 < 3 counters).
    result = run(data)
    assert [s["player"] for s in next(r for r in result["scorings"])["standings"]] == ["ann"]
    assert any("destroyed" in e["text"] and "b" in e["text"] for e in result["log"])
    # Declined without a choice: Bob's minion stays and scores.
    data["choices"] = []
    assert winners(data) == {"ann"}
    standings = next(r for r in run(data)["scorings"])["standings"]
    assert [s["player"] for s in standings] == ["ann", "bob"]


def test_titans_whose_quoted_text_has_no_scoring_effect_are_not_listed():
    for key in ("ancient-egyptians/sphinx", "cowboys/pecos-bill", "ignobles/the-hill-that-strolls"):
        data = duel(_titan(key, "ann", "t"), minion("ann", 3, id="a"), minion("bob", 2, id="b"))
        result = run(data)
        assert not_simulated(result) == set(), key
        assert result["card_abilities"][0]["status"] == "no_scoring_effect", key


# --- family 6: reasons that were false --------------------------------------------------------


def test_the_fisher_king_needs_only_hand_size_to_give_its_vp():
    # Once your minions arrive here it draws a card; with a hand of at least eight it then
    # destroys itself for 1 VP.
    move = {"when": "now", "action": "move", "card": "a", "to": "b1", "by": "ann"}
    data = board(
        base(
            "b1",
            30,
            (3, 2, 1),
            card("action", "knights-of-the-round-table/the-fisher-king", "ann", id="fk"),
        ),
        base("b2", 30, (3, 2, 1), minion("ann", 3, id="a")),
        events=[move],
        hand_size={"ann": 7},
    )
    result = run(data)
    assert not_simulated(result) == set()
    assert result["vp"]["ann"] == 1
    # With six cards in hand, the draw makes seven: no VP.
    data["hand_size"] = {"ann": 6}
    assert run(data)["vp"]["ann"] == 0
    # Without hand_size it is listed, saying what the board does not give.
    del data["hand_size"]
    result = run(data)
    assert not_simulated(result) == {"knights-of-the-round-table/the-fisher-king"}


def test_magic_helmet_applies_its_plus_four_and_lists_only_the_coin():
    data = duel(
        minion("ann", 1, id="a"),
        card("action", "goblins/magic-helmet", "ann", id="mh", attached_to="a"),
        minion("bob", 4, id="b"),
    )
    result = run(data)
    assert set(first_of(result)) == {"ann"}
    listed = [e for e in result["not_simulated"] if e.get("card") == "mh"]
    assert len(listed) == 1 and "coin" in listed[0]["reason"]


def test_june_and_the_hatching_act_only_when_played():
    # Both act as they are played (June swaps or draws; The Hatching plays a minion off the
    # deck): what they played is typed as events, so no scoring effect, with the reminder.
    from simulator.engine.cards import lookup

    for key in ("adolescent-epic-geckos/june", "penguins/the-hatching"):
        for printing in ("original", "pod"):
            entry = lookup(key, printing)
            assert entry.status == "no_scoring_effect", key
            assert "scripted event" in entry.reminder, key


# --- family 5: every part of an ability is applied, or listed; a wrong part of a choice warns ---


def test_hide_in_the_laundry_acts_when_a_slasher_is_moved_to_its_base():
    # When a Slasher arrives here it may destroy this minion, unless its controller pays a card
    # and sends it to a base with no Slasher.
    move = {"when": "now", "action": "move", "card": "sl", "to": "b1", "by": "ann"}
    data = board(
        base(
            "b1",
            5,
            (3, 2, 1),
            minion("bob", 6, id="b"),
            card("action", "slashers/hide-in-the-laundry", "ann", id="hl", attached_to="b"),
            minion("ann", 4, id="a"),
        ),
        base("b2", 30, (3, 2, 1), card("minion", "slashers/jonas", "ann", 1, id="sl")),
        events=[move],
        choices=[choice("hl", "ann")],
    )
    result = run(data)
    # Bob's 6 is destroyed (Bob gave no escape, assumed): Ann alone.
    assert set(first_of(result)) == {"ann"}
    assert not_simulated(result) == set()


def test_bewitched_moves_to_another_minion_when_its_minion_leaves_play():
    # When its minion leaves play, Bewitched goes onto another minion: its +2 follows.
    for key in ("russian-fairy-tales/bewitched", "world-champs/bewitched"):
        destroy = {"when": "now", "action": "destroy", "card": "x", "by": "bob"}
        data = board(
            base(
                "b1",
                5,
                (3, 2, 1),
                minion("ann", 3, id="a"),
                minion("bob", 4, id="b"),
            ),
            base(
                "b2",
                30,
                (3, 2, 1),
                minion("ann", 1, id="x"),
                card("action", key, "ann", id="bw", attached_to="x"),
            ),
            events=[destroy],
            choices=[choice("bw", "ann", card="a")],
        )
        # Bewitched goes on A: 3 + 2 > 4.
        assert winners(data) == {"ann"}, key


def test_capa_roja_destroys_the_valid_target_and_warns_about_the_invalid_one():
    # Before this base scores it may destroy, for each other player, one of their minions here
    # printed at 3 or less: "zz" is not a minion here; Bob's 3 is still destroyed.
    data = board(
        base(
            "b1",
            5,
            (3, 2, 1),
            card("minion", "luchadors/capa-roja", "ann", 4, id="cr"),
            minion("bob", 3, id="b"),
            minion("bob", 2, id="b2m"),
        ),
        choices=[choice("cr", "ann", order=["b", "zz"])],
    )
    result = run(data)
    assert set(first_of(result)) == {"ann"}
    assert any(w.get("card") == "cr" and "zz" in w["text"] for w in result["warnings"])


# --- family 6: what the engine's own run did is known ------------------------------------------


def test_fanatical_devotion_counts_a_character_the_run_destroyed_here():
    # Your characters on this base get +2 once one of yours was destroyed here this turn: Bob
    # destroys A2 here, so A has 3 + 2.
    destroy = {"when": "now", "action": "destroy", "card": "a2", "by": "bob"}
    data = duel(
        card("action", "hydra/fanatical-devotion", "ann", id="fd"),
        minion("ann", 3, id="a"),
        minion("ann", 1, id="a2"),
        minion("bob", 5, id="b"),
        events=[destroy],
    )
    assert winners(data) == {"ann", "bob"}
    assert not_simulated(run(data)) == set()


def test_temptress_counts_a_rival_minion_the_run_moved_here():
    move = {"when": "now", "action": "move", "card": "b", "to": "b1", "by": "bob"}
    data = board(
        base("b1", 5, (3, 2, 1), card("minion", "mermaids/temptress", "ann", 4, id="t")),
        base("b2", 30, (3, 2, 1), minion("bob", 5, id="b")),
        events=[move],
    )
    # Temptress 4 + 2 against Bob's 5, moved here.
    assert winners(data) == {"ann"}


def test_simba_counts_mufasa_the_run_sent_to_your_discard_pile():
    destroy = {"when": "now", "action": "destroy", "card": "mu", "by": "bob"}
    data = board(
        base(
            "b1",
            5,
            (3, 2, 1),
            card("minion", "the-lion-king/simba", "ann", 4, id="s"),
            minion("bob", 5, id="b"),
        ),
        base("b2", 30, (3, 2, 1), card("minion", "the-lion-king/mufasa", "ann", 6, id="mu")),
        events=[destroy],
    )
    # Simba 4 + 2 against 5.
    assert winners(data) == {"ann"}
    data["events"] = []
    assert winners(data) == {"bob"}


# --- family 7: the same ability, the same answer ----------------------------------------------


def test_shrug_it_off_pod_and_fredericks_lasting_minus_one_get_one_answer():
    # Shrug It Off (POD): its Talent weakens other players' minions here by 1 until your next
    # turn; Frederick's Talent does the same (and more, all of it Play phase).
    from simulator.engine.cards import lookup

    shrug = lookup("vigilantes/shrug-it-off", "pod")
    for printing in ("original", "pod"):
        frederick = lookup("slashers/frederick", printing)
        assert (frederick.status, frederick.reminder) == (shrug.status, shrug.reminder)
        assert frederick.aura is not None
    # The Talent used this turn is a lasting -1 of the base (a talent event); used on the
    # controller's last turn, it is typed as power modifiers.
    assert shrug.status == "modelled" and shrug.aura is not None
    assert "talent event" in shrug.reminder and "power modifiers" in shrug.reminder


def test_spectre_mboro_hornet_and_wil_wheaton_are_played_by_their_special():
    # Each "may play this minion" by its Special (Spectre from the discard pile, Mboro Hornet
    # after another player's play or discard, Wil Wheaton when an opponent plays an action).
    for key, power in (
        ("ghosts/spectre", 5),
        ("anansi-tales/mboro-hornet", 2),
        ("geeks/wil-wheaton", 4),
    ):
        played = {"type": "minion", "id": "sp", "owner": "ann", "card": key, "power": power}
        data = duel(
            minion("ann", 3, id="a"),
            minion("bob", 4, id="b"),
            events=[_special("ann", played, when="before_scoring", to="b1")],
        )
        assert winners(data) == {"ann"}, key


def test_jack_skellington_puts_a_counter_after_you_play_a_character_modifier():
    # After its player plays a character modifier, a +1 counter may go on a character.
    played = {"type": "action", "owner": "ann", "id": "mod", "power": 0, "attached_to": "a"}
    data = duel(
        card("minion", "the-nightmare-before-christmas/jack-skellington", "ann", 3, id="js"),
        minion("ann", 1, id="a"),
        minion("bob", 5, id="b"),
        events=[{"when": "now", "action": "play", "to": "b1", "by": "ann", "card": played}],
        choices=[choice("js", "ann", card="a")],
    )
    # 3 + 1 + 1 ties Bob's 5.
    assert winners(data) == {"ann", "bob"}
    data["choices"] = []
    assert winners(data) == {"bob"}


def test_he_lives_in_you_gives_its_certain_plus_one_and_two_once_mufasa_is_discarded():
    data = duel(
        card("action", "the-lion-king/he-lives-in-you", "ann", id="h"),
        minion("ann", 4, id="a"),
        minion("bob", 5, id="b"),
    )
    # +1 without Mufasa: 5 against 5.
    assert winners(data) == {"ann", "bob"}
    destroy = {"when": "now", "action": "destroy", "card": "mu", "by": "bob"}
    data["bases"][1]["cards"].append(card("minion", "the-lion-king/mufasa", "ann", 6, id="mu"))
    data["events"] = [destroy]
    # Mufasa destroyed by the run: +2, 6 against 5.
    assert winners(data) == {"ann"}
