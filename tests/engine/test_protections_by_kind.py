"""Protections read as printed (a review of every protection, 2026-11-29): what they refuse
(destroy, move, return, affect, power), from whom (other players, actions only), and when
(Hideout acts when an action affects its minion, not when a pick lists it)."""

from __future__ import annotations

from tests.engine.card_boards import run


def two_players(cards: list[dict], events: list[dict], breakpoint: int = 14, **extra) -> dict:
    return {
        "players": ["ann", "bob"],
        "active_player": "bob",
        "bases": [{"id": "b1", "breakpoint": breakpoint, "vp": [3, 2, 1], "cards": cards}],
        "events": events,
        **extra,
    }


def ninja_master_destroys(card_id: str) -> dict:
    """Bob plays Ninja Master (a minion) on b1, destroying `card_id`."""
    master = {"type": "minion", "id": "nm", "owner": "bob", "card": "ninjas/ninja-master"}
    return {
        "when": "now",
        "action": "play",
        "by": "bob",
        "to": "b1",
        "card": {**master, "power": 5},
        "choose": {"card": card_id},
    }


def ids(result: dict) -> set[str]:
    return {c["id"] for b in result["board"]["bases"] for c in b["cards"] if "id" in c}


def test_porthos_and_slo_mo_attack_refuse_other_players_actions_only():
    # Protected from other players' actions only: Bob's Ninja Master, a minion, destroys them.
    porthos = {
        "type": "minion",
        "owner": "ann",
        "id": "a1",
        "card": "musketeers/porthos",
        "power": 4,
    }
    slo_mo = {"type": "action", "owner": "ann", "id": "sm", "card": "action-heroes/slo-mo-attack"}
    ann = {"type": "minion", "owner": "ann", "power": 6, "id": "a2"}
    for cards in ([porthos, ann], [slo_mo, {**ann, "id": "a1"}]):
        result = run(two_players(cards, [ninja_master_destroys("a1")]))
        assert "a1" not in ids(result) and result["warnings"] == []
        # An action's destroy is refused, and the reason names the card, with no assumption.
        destroy = {"when": "now", "action": "destroy", "card": "a1", "by": "bob"}
        refused = run(two_players(cards, [{**destroy, "source": "action"}]))
        assert "a1" in ids(refused)
        text = "\n".join(e["text"] for e in refused["log"])
        assert "not affected by other players' actions." in text
        assert ("Porthos: " if cards[0] is porthos else "Slo-Mo Attack: ") in text


def test_form_a_posse_does_not_refuse_other_players_auras():
    # It refuses destroy, move and return only: Bob's Ancient Curse (-2) still counts, and Bob
    # (3) beats Ann (3 + 1 - 2).
    cards = [
        {"type": "minion", "owner": "ann", "id": "t", "power": 3},
        {
            "type": "action",
            "owner": "bob",
            "card": "ancient-egyptians/ancient-curse",
            "id": "cu",
            "attached_to": "t",
        },
        {"type": "minion", "owner": "bob", "id": "bx", "power": 3},
    ]
    posse = {"type": "action", "owner": "ann", "card": "cowboys/form-a-posse", "id": "fp"}
    event = {"when": "now", "action": "special", "card": posse, "by": "ann"}
    result = run(two_players(cards, [event], breakpoint=5, active_player="ann"))
    assert result["vp"] == {"ann": 2, "bob": 3}


def test_the_everything_glove_refuses_other_players_auras_on_small_minions():
    # Becalmed Shores (Bob's) gives Ann's 3-power minion -1: the Glove refuses it, and Ann
    # (3 + 3) beats Bob (5); the power it reads against an aura is listed as a fact.
    cards = [
        {
            "type": "titan",
            "card": "super-heroes/the-everything-glove",
            "owner": "ann",
            "id": "eg",
            "power": 3,
        },
        {"type": "minion", "owner": "ann", "power": 3, "id": "a1"},
        {"type": "minion", "owner": "bob", "power": 5, "id": "b9"},
        {"type": "action", "owner": "bob", "card": "mermaids/becalmed-shores", "id": "bs"},
    ]
    result = run(two_players(cards, [], breakpoint=5))
    assert result["vp"] == {"ann": 3, "bob": 2}
    (fact,) = result["assumed_choices"]
    assert fact["ability"] == "super-heroes/the-everything-glove"


def test_hideout_acts_when_an_action_affects_its_minion_not_when_a_pick_lists_it():
    # Bob's Beam Up returns Cat's c2: the Hideout stays (a pick listed Ann's a1, nothing more),
    # then absorbs the destroy of a1; Ann (5) beats Bob (4).
    cards = [
        {"type": "minion", "owner": "ann", "power": 5, "id": "a1"},
        {"type": "action", "owner": "ann", "card": "tricksters/hideout", "id": "hd"},
        {"type": "minion", "owner": "bob", "power": 4, "id": "b9"},
        {"type": "minion", "owner": "cat", "power": 2, "id": "c2"},
    ]
    beam = {"type": "action", "id": "x", "owner": "bob", "card": "aliens/beam-up"}
    events = [
        {"when": "now", "action": "play", "by": "bob", "card": beam, "choose": {"card": "c2"}},
        {"when": "now", "action": "destroy", "card": "a1", "by": "bob", "source": "action"},
    ]
    data = two_players(cards, events, breakpoint=4, players=["ann", "bob", "cat"])
    result = run(data)
    assert result["vp"] == {"ann": 3, "bob": 2, "cat": 0}
    # With no choice, the first target is Ann's a1, still a legal one: the Hideout goes
    # instead, and nothing else is returned.
    del events[0]["choose"]
    events.pop()
    data["bases"][0]["breakpoint"] = 100
    result = run(data)
    assert ids(result) >= {"a1", "c2"} and "hd" not in ids(result)


def test_an_effect_of_unknown_type_counts_as_the_type_a_protection_refuses():
    # One reading for every protection against one type of card: a scripted event without
    # "source" counts as that type (Hideout, Wildlife Preserve: an action; Laser Sword: a
    # minion), and the reason says so.
    destroy = {"when": "now", "action": "destroy", "card": "a1", "by": "bob"}
    ann = {"type": "minion", "owner": "ann", "power": 5, "id": "a1"}
    for protection in (
        {"type": "action", "owner": "ann", "card": "tricksters/hideout", "id": "p"},
        {"type": "action", "owner": "ann", "card": "dinosaurs/wildlife-preserve", "id": "p"},
        {
            "type": "action",
            "owner": "ann",
            "card": "astroknights/laser-sword",
            "id": "p",
            "attached_to": "a1",
        },
    ):
        result = run(two_players([ann, protection], [destroy], breakpoint=100))
        assert "a1" in ids(result), protection["card"]
        assert any("counts as" in e["text"] for e in result["log"]), protection["card"]
