"""Big in Japan cards: each modelled ability changes the outcome of a board."""

from __future__ import annotations

import pytest

from tests.engine.boards import base, board, destroy, minion, places
from tests.engine.cards.helpers import card, choice, duel, not_simulated, run, special, winners


def test_kaijookey_counts_your_actions_on_its_base():
    data = duel(
        card("minion", "kaiju/kaijookey", "ann", 4, id="k"),
        card("action", "kaiju/pick-up-a-bus", "ann", id="x"),
        minion("bob", 4, id="b"),
    )
    assert winners(data) == {"ann"}


@pytest.mark.parametrize(
    ("key", "power"),
    [
        ("kaiju/oh-no", 2),
        ("kaiju/radioactive-breath", 3),
        ("kaiju/stomp", 2),
        ("kaiju/tail-smash", 4),
        ("kaiju/wade-through-the-buildings", 4),
    ],
)
def test_kaiju_actions_add_their_power_to_their_players_total(key, power):
    data = duel(
        minion("ann", 3, id="a"),
        card("action", key, "ann", power, id="k"),
        minion("bob", 3 + power - 1, id="b"),
    )
    result = run(data)
    assert winners(data) == {"ann"}
    assert key not in not_simulated(result)


def test_the_folly_of_men_adds_two_and_protects_your_cards_here():
    data = duel(
        minion("ann", 2, id="a"),
        card("action", "kaiju/the-folly-of-men", "ann", 2, id="f"),
        minion("bob", 3, id="b"),
        events=[destroy("a", "bob")],
    )
    assert winners(data) == {"ann"}


def test_fancy_suit_lad_shields_your_other_minions_here():
    data = duel(
        card("minion", "magical-girls/fancy-suit-lad", "ann", 3, id="fs"),
        minion("ann", 2, id="a"),
        minion("bob", 4, id="b"),
        events=[destroy("a", "bob")],
    )
    assert winners(data) == {"ann"}


def test_magical_staff_gives_plus_one():
    data = duel(
        minion("ann", 3, id="a"),
        card("action", "magical-girls/magical-staff", "ann", id="ms", attached_to="a"),
        minion("bob", 3, id="b"),
    )
    assert winners(data) == {"ann"}


def test_beta_6_gains_one_before_its_base_scores():
    data = duel(
        card("minion", "mega-troopers/beta-6", "ann", 2, id="b6"),
        minion("ann", 1, id="a"),
        minion("bob", 3, id="b"),
    )
    assert winners(data) == {"ann"}


def test_beta_6_pod_may_put_a_counter_before_any_base_scores():
    data = board(
        base("b1", 5, (3, 2, 1), minion("ann", 3, id="a"), minion("bob", 3, id="b")),
        base(
            "b2",
            30,
            (3, 2, 1),
            card("minion", "mega-troopers/beta-6", "ann", 2, id="b6", printing="pod"),
        ),
        choices=[choice("b6", "ann", card="a")],
    )
    assert winners(data) == {"ann"}


def test_blitzing_sword_attack_destroys_a_minion_where_your_titan_is_losing():
    data = duel(
        card("titan", "mega-troopers/megabot", "ann", 2, id="t"),
        minion("bob", 4, id="b"),
        minion("bob", 1, id="b2m"),
        events=[
            special("before_scoring", "b1", "mega-troopers/blitzing-sword-attack", "ann", "bs")
        ],
    )
    assert winners(data) == {"ann"}


def test_blitzing_sword_attack_pod_destroys_a_minion_where_your_titan_is():
    event = special(
        "before_scoring", "b1", "mega-troopers/blitzing-sword-attack", "ann", "bs", card="b"
    )
    event["card"]["printing"] = "pod"
    data = duel(
        card("titan", "mega-troopers/megabot", "ann", 3, id="t"),
        minion("bob", 4, id="b"),
        events=[event],
    )
    assert places(run(data), "b1") == {"ann": (1, 3)}


def test_blue_trooper_gains_two_before_its_base_scores():
    data = duel(
        card("minion", "mega-troopers/blue-trooper", "ann", 4, id="bt"), minion("bob", 5, id="b")
    )
    assert winners(data) == {"ann"}


def test_blue_trooper_pod_may_take_two_instead_of_a_card():
    data = duel(
        card("minion", "mega-troopers/blue-trooper", "ann", 4, id="bt", printing="pod"),
        minion("bob", 5, id="b"),
        choices=[choice("bt", "ann")],
    )
    assert winners(data) == {"ann"}


def test_omega_protocol_lowers_the_breakpoint_on_other_players_turns():
    data = board(
        base(
            "b1",
            15,
            (3, 2, 1),
            card("action", "mega-troopers/omega-protocol", "bob", id="op"),
            minion("ann", 6, id="a"),
        ),
        active="ann",
    )
    assert places(run(data), "b1") == {"ann": (1, 3)}


def test_yellow_trooper_may_bring_another_of_your_minions():
    data = board(
        base(
            "b1",
            5,
            (3, 2, 1),
            card("minion", "mega-troopers/yellow-trooper", "ann", 4, id="yt"),
            minion("bob", 5, id="b"),
        ),
        base("b2", 30, (3, 2, 1), minion("ann", 2, id="a")),
        choices=[choice("yt", "ann", card="a")],
    )
    assert winners(data) == {"ann"}


def test_yellow_trooper_pod_may_send_another_of_your_minions_away():
    data = board(
        base(
            "b1",
            5,
            (3, 2, 1),
            card("minion", "mega-troopers/yellow-trooper", "ann", 4, id="yt", printing="pod"),
            minion("ann", 2, id="a"),
            minion("bob", 4, id="b"),
        ),
        base("b2", 3, (3, 2, 1), minion("bob", 2, id="b2m")),
        choices=[choice("yt", "ann", card="a", to="b2")],
        scoring_order=["b1", "b2"],
    )
    # Sent to b2 (breakpoint 3), ann's minion ties bob there instead of helping on b1.
    assert places(run(data), "b2")["ann"][0] == 1


def test_green_trooper_is_played_from_hand_on_a_base_about_to_score():
    event = special("before_scoring", "b1", "mega-troopers/green-trooper", "ann", "gt")
    event["card"].update(type="minion", power=3)
    data = duel(minion("ann", 2, id="a"), minion("bob", 4, id="b"), events=[event])
    assert winners(data) == {"ann"}


def test_ittypedia_gives_a_minion_you_play_here_plus_one():
    data = duel(
        minion("ann", 2, id="a"),
        card("action", "itty-critters/ittypedia", "ann", id="ip"),
        minion("bob", 4, id="b"),
        events=[
            {
                "when": "before_scoring",
                "base": "b1",
                "action": "play",
                "to": "b1",
                "card": {"type": "minion", "owner": "ann", "power": 2, "id": "n"},
                "by": "ann",
            }
        ],
    )
    assert winners(data) == {"ann"}


def test_black_trooper_gains_one_after_a_special_is_used():
    data = duel(
        card("minion", "mega-troopers/black-trooper", "ann", 3, id="bt"),
        card("minion", "mega-troopers/beta-6", "ann", 2, id="b6", printing="original"),
        minion("bob", 7, id="b"),
    )
    # Beta-6's Special (+1, used by itself before scoring) and Black Trooper's +1: 7 against 7.
    assert winners(data) == {"ann", "bob"}
    from tests.engine.card_boards import without_ability

    assert winners(without_ability(data, "bt")) == {"bob"}


def test_black_trooper_gains_one_after_a_scripted_special():
    from tests.engine.card_boards import without_ability

    data = duel(
        card("minion", "mega-troopers/black-trooper", "ann", 3, id="bt"),
        minion("ann", 2, id="a"),
        minion("bob", 7, id="b"),
        events=[
            special("before_scoring", "b1", "astroknights/block-the-probe", "bob", "bp", card="b")
        ],
    )
    # Bob's Block the Probe (+2: 9) is a Special used: Black Trooper 4, Ann 6 against 9.
    result = run(data)
    assert result["scorings"][0]["card_powers"]["bt"] == 4
    assert run(without_ability(data, "bt"))["scorings"][0]["card_powers"]["bt"] == 3
