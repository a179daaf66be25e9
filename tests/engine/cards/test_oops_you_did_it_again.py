"""Oops, You Did It Again cards: each modelled ability changes the outcome of a board."""

from __future__ import annotations

from tests.engine.boards import base, board, destroy, minion, places, scoring
from tests.engine.card_boards import in_play, standings
from tests.engine.cards.helpers import card, choice, duel, run, special, winners


def test_ancient_curse_gives_its_minion_minus_two():
    data = duel(
        minion("ann", 4, id="a"),
        minion("bob", 5, id="b"),
        card("action", "ancient-egyptians/ancient-curse", "ann", id="ac", attached_to="b"),
    )
    assert winners(data) == {"ann"}


def test_plague_of_locusts_weakens_other_players_minions_before_scoring():
    data = duel(
        minion("ann", 3, id="a"),
        minion("bob", 2, id="b"),
        minion("bob", 2, id="b2m"),
        events=[special("before_scoring", "b1", "ancient-egyptians/plague-of-locusts", "ann", "p")],
    )
    assert winners(data) == {"ann"}


def test_priest_of_anubis_has_plus_two_beside_your_buried_card():
    data = duel(
        card("minion", "ancient-egyptians/priest-of-anubis", "ann", 4, id="pa"),
        {"type": "buried", "controller": "ann", "id": "bu"},
        minion("bob", 5, id="b"),
    )
    assert winners(data) == {"ann"}


def test_dynamite_surprise_destroys_a_minion_where_you_are_losing():
    data = duel(
        minion("ann", 3, id="a"),
        minion("bob", 4, id="b"),
        events=[
            special("before_scoring", "b1", "cowboys/dynamite-surprise", "ann", "ds", card="b")
        ],
    )
    assert places(run(data), "b1") == {"ann": (1, 3)}


def test_deputy_is_discarded_from_hand_for_plus_two_on_your_turn():
    event = special("before_scoring", "b1", "cowboys/deputy", "ann", "dp")
    event["card"].update(type="minion", power=2)
    data = duel(minion("ann", 3, id="a"), minion("bob", 4, id="b"), events=[event])
    result = run(data)
    assert winners(data) == {"ann"}
    # Discarded, not played: the Deputy adds no power of its own to the base.
    assert "dp" not in scoring(result, "b1")["card_powers"]


def test_sheriff_may_duel_before_its_base_scores_and_the_loser_dies():
    data = duel(
        card("minion", "cowboys/sheriff", "ann", 5, id="sh"),
        minion("bob", 4, id="b"),
        minion("bob", 3, id="b2m"),
        choices=[choice("sh", "ann", card="b")],
    )
    result = run(data)
    assert winners(data) == {"ann"}
    # No duel card is laid: the hands are not on the board, and the result says so.
    assert any(a.get("card") == "sh" and a["choose"] is None for a in result["assumed_choices"])


def test_heart_of_the_battle_duel_destroys_the_weaker_minion():
    data = duel(
        minion("ann", 5, id="a"),
        minion("ann", 1, id="a2"),
        minion("bob", 4, id="b"),
        minion("bob", 3, id="b2m"),
        events=[
            special(
                "before_scoring", "b1", "samurai/heart-of-the-battle", "ann", "hb", order=["a", "b"]
            )
        ],
    )
    assert winners(data) == {"ann"}


def test_a_tied_duel_destroys_both_minions():
    data = duel(
        minion("ann", 4, id="a"),
        minion("ann", 2, id="a2"),
        minion("bob", 4, id="b"),
        minion("bob", 3, id="b2m"),
        events=[
            special(
                "before_scoring", "b1", "samurai/heart-of-the-battle", "ann", "hb", order=["a", "b"]
            )
        ],
    )
    assert set(scoring(run(data), "b1")["card_powers"]) == {"a2", "b2m"}


def test_shogun_gets_a_counter_when_another_of_your_minions_goes_to_the_discard():
    from tests.engine.boards import base, board, destroy
    from tests.engine.card_boards import in_play, without_ability
    from tests.engine.card_boards import run as run_cards

    data = board(
        base("b1", 5, (3, 2, 1), minion("ann", 5, id="a")),
        base(
            "b2",
            30,
            (3, 2, 1),
            card("minion", "samurai/shogun", "ann", 5, id="sg"),
            minion("ann", 1, id="x"),
        ),
        events=[destroy("x", "bob")],
    )
    result = run_cards(data)
    # One counter for the destroyed minion, one for the minion discarded after b1 scores.
    shogun = [c for b in result["board"]["bases"] for c in b["cards"] if c.get("id") == "sg"]
    assert shogun[0]["counters"] == 2 and "sg" in in_play(result)
    plain = run_cards(without_ability(data, "sg"))
    assert [c for b in plain["board"]["bases"] for c in b["cards"] if c.get("id") == "sg"][0].get(
        "counters", 0
    ) == 0


def test_final_haiku_gives_your_minions_two_after_its_minion_is_destroyed():
    from tests.engine.boards import base, board, destroy
    from tests.engine.card_boards import run as run_cards
    from tests.engine.card_boards import without_ability

    data = board(
        base(
            "b1",
            30,
            (3, 2, 1),
            minion("ann", 2, id="a"),
            card("action", "samurai/final-haiku", "ann", id="fh", attached_to="a"),
        ),
        base("b2", 6, (3, 2, 1), minion("ann", 3, id="a2"), minion("bob", 4, id="b")),
        events=[destroy("a", "bob")],
    )
    assert {s["player"]: s["power"] for s in run_cards(data)["scorings"][0]["standings"]} == {
        "ann": 5,
        "bob": 4,
    }
    plain = run_cards(without_ability(data, "fh"))["scorings"][0]["standings"]
    assert {s["player"]: s["power"] for s in plain} == {"bob": 4, "ann": 3}


def test_viking_funeral_gives_one_vp_when_its_minion_goes_to_the_discard():
    from tests.engine.boards import base, board, destroy
    from tests.engine.card_boards import run as run_cards
    from tests.engine.card_boards import without_ability

    def funeral_board(events):
        return board(
            base(
                "b1",
                30,
                (3, 2, 1),
                minion("ann", 6, id="a"),
                card("action", "vikings/viking-funeral", "ann", id="vf", attached_to="a"),
            ),
            events=events,
        )

    assert run_cards(funeral_board([destroy("a", "bob")]))["vp"]["ann"] == 1
    assert run_cards(without_ability(funeral_board([destroy("a", "bob")]), "vf"))["vp"]["ann"] == 0
    # Returned to hand: not to the discard.
    back = {"when": "now", "action": "return", "card": "a", "by": "bob"}
    assert run_cards(funeral_board([back]))["vp"]["ann"] == 0
    # After its base scores, it goes to the discard too.
    scored = funeral_board([])
    scored["bases"][0]["breakpoint"] = 5
    assert run_cards(scored)["vp"]["ann"] == 3 + 1


def test_pinkerton_puts_a_counter_on_your_minion_in_a_duel():
    from tests.engine.cards.helpers import not_simulated

    data = duel(
        minion("ann", 4, id="a"),
        card("minion", "cowboys/pinkerton", "ann", 4, id="pk", printing="original"),
        minion("bob", 4, id="b"),
        minion("bob", 5, id="x"),
        events=[
            special(
                "before_scoring", "b1", "samurai/heart-of-the-battle", "ann", "hb", order=["a", "b"]
            )
        ],
        choices=[choice("pk", "ann")],
    )
    assert winners(data) == {"ann"}
    assert "cowboys/pinkerton" not in not_simulated(run(data))
    data["choices"] = [{"card": "pk", "player": "ann", "choose": None}]
    assert winners(data) == {"bob"}


def test_bushi_gains_a_vp_when_destroyed_with_five_power():
    from tests.engine.boards import destroy

    data = duel(
        card("minion", "samurai/bushi", "ann", 4, id="bu", counters=1),
        minion("bob", 1, id="b"),
        events=[destroy("bu", "bob")],
    )
    assert run(data)["board"]["vp"]["ann"] == 1
    data["bases"][0]["cards"][0]["counters"] = 0
    assert run(data)["board"]["vp"].get("ann", 0) == 0


def test_bushi_gains_a_vp_when_discarded_after_its_base_scores():
    data = duel(
        card("minion", "samurai/bushi", "ann", 5, id="bu"),
        minion("bob", 1, id="b"),
    )
    # 3 VP for first place, 1 for Bushi going to the discard pile with 5 power.
    assert run(data)["board"]["vp"]["ann"] == 4


def test_form_a_posse_gives_plus_one_and_keeps_its_minions_in_play_this_turn():
    data = board(
        base("b1", 5, (3, 2, 1), minion("ann", 4, id="a"), minion("bob", 4, id="b")),
        events=[
            special("now", "b1", "cowboys/form-a-posse", "ann", "fp"),
            destroy("a", "bob"),
        ],
    )
    result = run(data)
    # ann's minion has 5 and survives bob's destruction: ann wins b1.
    assert places(result, "b1")["ann"][0] == 1
    assert scoring(result, "b1")["card_powers"]["a"] == 5


def test_form_a_posse_is_refused_in_a_scoring_window():
    data = board(
        base("b1", 5, (3, 2, 1), minion("ann", 4, id="a"), minion("bob", 4, id="b")),
        events=[special("before_scoring", "b1", "cowboys/form-a-posse", "ann", "fp")],
    )
    assert run(data)["skipped_events"][0]["event"] == 0


def _buried(player: str, card_id: str, key: str | None = None) -> dict:
    data = {"type": "buried", "controller": player, "id": card_id}
    if key is not None:
        data["card"] = key
    return data


def _uncover(card_id: str) -> dict:
    return {"when": "before_scoring", "base": "b1", "action": "uncover", "card": card_id}


def test_blessing_of_anubis_uncovered_gives_your_minions_here_plus_two():
    cards = (
        minion("ann", 2, id="a"),
        minion("ann", 2, id="a2"),
        _buried("ann", "ba", "ancient-egyptians/blessing-of-anubis"),
        minion("bob", 5, id="b"),
    )
    assert winners(duel(*cards)) == {"bob"}
    result = run(duel(*cards, events=[_uncover("ba")]))
    assert standings(result, "b1") == {"ann": 8, "bob": 5}
    # A one-shot action: resolved, then discarded (not left in play).
    assert all(c.get("id") != "ba" for b in result["board"]["bases"] for c in b["cards"])


def test_lost_knowledge_uncovers_one_of_your_buried_cards_before_scoring():
    cards = (
        minion("ann", 3, id="a"),
        _buried("ann", "rv", "skeletons/revenant"),
        minion("bob", 4, id="b"),
    )
    event = special(
        "before_scoring", "b1", "ancient-egyptians/lost-knowledge", "ann", "lk", card="rv"
    )
    assert winners(duel(*cards)) == {"bob"}
    assert winners(duel(*cards, events=[event])) == {"ann"}


def test_lost_knowledge_buries_a_card_from_hand_beside_a_priest_of_anubis():
    cards = (
        card("minion", "ancient-egyptians/priest-of-anubis", "ann", 4, id="pa"),
        minion("bob", 5, id="b"),
    )
    event = special(
        "before_scoring", "b1", "ancient-egyptians/lost-knowledge", "ann", "lk", to="b1"
    )
    assert winners(duel(*cards)) == {"bob"}
    assert winners(duel(*cards, events=[event])) == {"ann"}


def test_mummy_may_bury_itself_on_another_base_after_its_base_scores():
    cards = (card("minion", "ancient-egyptians/mummy", "ann", 2, id="mu"), minion("ann", 3, id="a"))
    assert "mu" not in in_play(run(duel(*cards)))
    data = duel(*cards, choices=[choice("mu", "ann", to="b2")])
    assert in_play(run(data)) == {"mu": "b2"}


def test_pharaoh_may_uncover_one_of_your_buried_cards_here_before_scoring():
    cards = (
        card("minion", "ancient-egyptians/pharaoh", "ann", 5, id="ph"),
        _buried("ann", "rv", "skeletons/revenant"),
        minion("bob", 7, id="b"),
    )
    assert winners(duel(*cards)) == {"bob"}
    assert winners(duel(*cards, choices=[choice("ph", "ann", card="rv")])) == {"ann"}


def test_tomb_trap_uncovered_may_destroy_a_small_minion_here():
    cards = (
        minion("ann", 3, id="a"),
        _buried("ann", "tt", "ancient-egyptians/tomb-trap"),
        minion("bob", 4, id="b"),
        minion("bob", 1, id="b2m"),
    )
    assert winners(duel(*cards, events=[_uncover("tt")])) == {"bob"}
    data = duel(*cards, events=[_uncover("tt")], choices=[choice("tt", "ann", card="b")])
    assert winners(data) == {"ann"}


def test_lost_knowledge_without_a_choice_uncovers_and_says_it_assumed_so():
    cards = (
        minion("ann", 3, id="a"),
        _buried("ann", "rv", "skeletons/revenant"),
        minion("bob", 4, id="b"),
    )
    event = special("before_scoring", "b1", "ancient-egyptians/lost-knowledge", "ann", "lk")
    result = run(duel(*cards, events=[event]))
    assert standings(result, "b1") == {"ann": 6, "bob": 4}
    assert [a["choose"] for a in result["assumed_choices"] if a.get("card") == "lk"] == [
        {"card": "rv"}
    ]
