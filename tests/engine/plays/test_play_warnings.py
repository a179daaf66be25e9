"""What a play's or a Talent's warning says when a decision given cannot be taken: the real
reason (a review found a Talent's warning saying the card "is played", "on another base" for
an ability that reaches every base, and a missing key reported as a wrong base)."""

from __future__ import annotations

from tests.engine.card_boards import run


def board(cards_b1: list[dict], cards_b2: list[dict], **extra) -> dict:
    data = {
        "players": ["ann", "bob"],
        "active_player": "ann",
        "bases": [
            {"id": "b1", "breakpoint": 99, "vp": [3, 2, 1], "cards": cards_b1},
            {"id": "b2", "breakpoint": 99, "vp": [3, 2, 1], "cards": cards_b2},
        ],
    }
    data.update(extra)
    return data


def minion(card_id: str, owner: str, power: int, key: str | None = None) -> dict:
    data = {"type": "minion", "id": card_id, "owner": owner, "power": power}
    if key is not None:
        data["card"] = key
    return data


def snow_white(choose: dict) -> dict:
    # Snow White's Talent moves a minion from another base to hers: "card" and "to".
    data = board([minion("sw", "ann", 3, "princesses/snow-white")], [minion("x", "bob", 4)])
    data["events"] = [{"when": "now", "action": "talent", "card": "sw", "choose": choose}]
    return run(data)


def test_a_talents_warning_says_the_talent_is_used_not_that_the_card_is_played():
    # Snow White's Talent moves a minion from another base to hers: not one already there.
    data = board([minion("sw", "ann", 3, "princesses/snow-white"), minion("y", "bob", 2)], [])
    data["events"] = [{"when": "now", "action": "talent", "card": "sw", "choose": {"card": "y"}}]
    [warning] = run(data)["warnings"]
    assert "snow-white's Talent is used, but cannot" in warning["text"]
    assert "le Talent de snow-white est utilisé, mais ne peut pas" in warning["text_fr"]
    assert "is played" not in warning["text"]


def test_a_move_to_its_own_base_needs_no_to():
    # The destination is fixed ("here"): the card alone is the whole decision.
    result = snow_white({"card": "x"})
    assert result["warnings"] == []
    assert "x" in {c["id"] for c in result["board"]["bases"][0]["cards"]}


def test_a_decision_given_without_all_its_keys_says_which_are_missing():
    # Invasion moves a minion to another base: "card" and "to".
    data = board([minion("x", "bob", 2)], [])
    data["bases"].append({"id": "b3", "breakpoint": 99, "vp": [3, 2, 1], "cards": []})
    data["events"] = [
        {
            "when": "now",
            "action": "play",
            "card": {"type": "action", "id": "i", "owner": "ann", "card": "aliens/invasion"},
            "choose": {"card": "x"},
        }
    ]
    [warning] = run(data)["warnings"]
    assert "card: 'x' is not enough: this decision also needs to" in warning["text"]
    assert "cette décision demande aussi to" in warning["text_fr"]
    assert "not on" not in warning["text"]


def test_an_ability_reaching_every_base_does_not_say_on_another_base():
    # Spirit ("choose a minion", any base) against a minion of power 3 with 2 cards in hand.
    data = board([minion("k", "bob", 3)], [])
    data["hands"] = {
        "ann": [
            {"type": "minion", "id": "sp", "card": "ghosts/spirit", "power": 2},
            {"type": "minion", "id": "o1", "power": 1},
            {"type": "minion", "id": "o2", "power": 1},
        ]
    }
    data["events"] = [
        {"when": "now", "action": "play", "card": "sp", "to": "b2", "choose": {"card": "k"}}
    ]
    [warning] = run(data)["warnings"]
    assert "not on b2" not in warning["text"], warning["text"]
    # Which filter left it out (review of session 26): its power over the cards in hand.
    assert "k has 3 power: this card takes a minion of power 2 or less" in warning["text"]
    assert (
        "k a 3 de Force : cette carte prend une Créature de Force 2 ou moins"
        in (warning["text_fr"])
    )


def test_the_talent_reminder_does_not_ask_to_type_what_the_engine_applies():
    # The reminder of a card with a Talent (cards/entries.TALENT_REMINDER) said "type what it
    # did as a scripted event" beside the talent event the engine had just applied.
    result = snow_white({"card": "x", "to": "b1"})
    assert result["warnings"] == []
    texts = " ".join(e["text"] for e in result["log"])
    assert "x" in {c["id"] for c in result["board"]["bases"][0]["cards"]}
    assert "type what it did as a scripted event" not in texts


def test_cards_discarded_by_count_leave_the_hand_for_the_cards_played_after():
    # Spirit destroys Bob's minion of power 2 (ann discards 2 cards she does not name), then
    # Shady Deal: "if you have two or fewer cards in your hand, gain 1 VP". Five cards, less
    # Spirit, less 2 discarded, less Shady Deal: 1. The review found the 2 discarded still
    # counted (no VP), and still listed in the hand after the turn.
    data = board([minion("k", "bob", 2)], [])
    data["hands"] = {
        "ann": [
            {"type": "minion", "id": "sp", "card": "ghosts/spirit", "power": 2},
            {"type": "action", "id": "sd", "card": "ghosts/shady-deal"},
            {"type": "minion", "id": "g1", "power": 1},
            {"type": "minion", "id": "g2", "power": 1},
            {"type": "minion", "id": "g3", "power": 1},
        ]
    }
    data["events"] = [
        {"when": "now", "action": "play", "card": "sp", "to": "b2", "choose": {"card": "k"}},
        {"when": "now", "action": "play", "card": "sd"},
    ]
    result = run(data)
    assert result["vp"]["ann"] == 1
    assert [c["id"] for c in result["board"]["hands"]["ann"]] == ["g1"]
    [fact] = result["assumed_choices"]
    assert fact["choosable"] is False and fact["event"] == 0
    assert "g2, g3" in fact["reason"]


def _shanghai(choose: dict) -> dict:
    # Shanghai moves another player's minion to another base ("card" and "to").
    data = board([minion("a1", "ann", 3), minion("k", "bob", 2)], [minion("m", "bob", 1)])
    shanghai = {"type": "action", "id": "sh", "card": "pirates/shanghai"}
    data["hands"] = {"ann": [shanghai]}
    data["events"] = [{"when": "now", "action": "play", "card": "sh", "to": "b1", "choose": choose}]
    [warning] = run(data)["warnings"]
    return warning


def test_a_warning_says_which_filter_left_a_named_minion_out():
    # The player's own minion, for a card that takes another player's (review of session 26).
    warning = _shanghai({"card": "a1", "to": "b2"})
    assert "a1 is ann's own minion: this card takes another player's" in warning["text"]
    assert (
        "a1 est une Créature de ann : cette carte en prend une d'un autre joueur"
        in (warning["text_fr"])
    )


def test_a_warning_says_a_named_minion_is_already_on_the_base_named():
    # Bob's k may be moved, but not to the base it is on.
    warning = _shanghai({"card": "k", "to": "b1"})
    assert "k is already on b1: it goes to another base" in warning["text"]
    assert "k est déjà sur b1 : elle va sur une autre Base" in warning["text_fr"]


def test_a_warning_says_where_a_named_minion_may_go():
    # Friendship Power moves a minion of yours to a base where you have another minion.
    data = board([minion("a1", "ann", 3)], [minion("a2", "ann", 2)])
    data["bases"].append({"id": "b3", "breakpoint": 99, "vp": [3, 2, 1], "cards": []})
    power = {"type": "action", "id": "fp", "card": "mythic-horses/friendship-power"}
    data["hands"] = {"ann": [power]}
    play = {"when": "now", "action": "play", "card": "fp", "to": "b1"}
    data["events"] = [{**play, "choose": {"card": "a1", "to": "b3"}}]
    [warning] = run(data)["warnings"]
    assert "a1 cannot go to b3 (only to b2)" in warning["text"]
    assert "a1 ne peut pas aller sur b3 (seulement sur b2)" in warning["text_fr"]
