"""Play abilities of Smash Up: Munchkin (issue 28): every card of Clerics, Dwarves, Elves,
Halflings, Mages, Orcs, Thieves and Warriors, both printings, has a play entry; each applied one
acts on the board."""

from __future__ import annotations

import pytest

from simulator.engine import cards, plays
from tests.engine.card_boards import base, board, run
from tests.engine.plays.helpers import FAR, cards_of, counters, m, power, where

FACTIONS = ("clerics", "dwarves", "elves", "halflings", "mages", "orcs", "thieves", "warriors")
PRINTINGS = ("original", "pod")


def played(key: str, kind: str = "minion", power: int | None = None, **extra) -> dict:
    """The card ann plays (id "x")."""
    data = {"type": kind, "id": "x", "owner": "ann", "card": key, **extra}
    if kind == "minion":
        data["power"] = power if power is not None else 2
    else:
        data["controller"] = "ann"
    return data


def play_on(bases, card, choose=None, to="b1", **extra):
    data = board(*bases, **extra)
    event = {"when": "now", "action": "play", "by": "ann", "card": card}
    if to is not None:
        event["to"] = to
    if choose is not None:
        event["choose"] = choose
    data["events"] = [event]
    return run(data)


def talent_of(bases, card_id, choose=None, **extra):
    event = {"when": "now", "action": "talent", "card": card_id}
    if choose is not None:
        event["choose"] = choose
    return run(board(*bases, events=[event], **extra))


def powers(result: dict, base_id: str = "b1") -> dict[str, int]:
    for scoring in result["scorings"]:
        if scoring["base"] == base_id:
            return scoring["card_powers"]
    raise AssertionError(f"{base_id} did not score")


def assumed(result: dict) -> dict:
    (entry,) = [a for a in result["assumed_choices"] if a.get("event") == 0]
    return entry


def event(card: dict, choose: dict | None = None, to: str | None = "b1") -> dict:
    data = {"when": "now", "action": "play", "by": "ann", "card": card}
    if to is not None:
        data["to"] = to
    if choose is not None:
        data["choose"] = choose
    return data


def turn(bases, *events, **extra) -> dict:
    return run(board(*bases, events=list(events), **extra))


def other_minion(card_id: str = "e1", power: int = 2) -> dict:
    return {"type": "minion", "id": card_id, "owner": "ann", "power": power}


def other_action(card_id: str = "e2") -> dict:
    return {"type": "action", "id": card_id, "owner": "ann", "controller": "ann"}


def monster(card_id: str, power: int = 4, **extra) -> dict:
    return {"type": "monster", "id": card_id, "power": power, **extra}


def action_on(card_id: str, minion_id: str, player: str = "bob") -> dict:
    return {"type": "action", "id": card_id, "owner": player, "attached_to": minion_id}


# --- coverage --------------------------------------------------------------------------------


def test_every_card_of_the_box_has_a_play_entry_in_each_printing():
    keys = [k for k in cards.registered() if k[0].split("/")[0] in FACTIONS]
    assert len(keys) == 127
    missing = [
        (key, printing)
        for key, scope in keys
        for printing in ((scope,) if scope else PRINTINGS)
        if not plays.is_registered(key, printing)
    ]
    assert missing == []


def test_the_entries_are_of_this_box():
    entries = {k: v for k, v in plays.registered().items() if k[0].split("/")[0] in FACTIONS}
    assert {e.box for e in entries.values()} == {"Smash Up: Munchkin"}


# --- clerics ---------------------------------------------------------------------------------


def test_divine_intervention_an_extra_action_or_a_small_minion():
    b = [base("b1", FAR, (3, 2, 1))]
    card = played("clerics/divine-intervention", "action")
    # Its extra play covers a second action (the card itself is the turn's action).
    result = turn(b, event(card), event(other_action()))
    assert result["warnings"] == []
    result = turn(
        b, event(card, {"mode": "minion"}), event(other_minion()), event(other_minion("e3"))
    )
    assert result["warnings"] == []
    result = turn(b, event(card, {"mode": "minion"}), event(other_action()))
    assert len(result["warnings"]) == 1
    assert assumed(turn(b, event(card)))["options"] == [{"mode": "action"}, {"mode": "minion"}]


def boosted(result: dict) -> list[str]:
    """The ids of the cards a +N power until the end of the turn was given to, in order."""
    return [e["text"].split(" ")[0] for e in result["log"] if e.get("message") == "card.boost"]


def test_good_habits_every_minion_plus_one():
    b = [base("b1", 5, (3, 2, 1), m("a", 2), m("o", 1, "bob"))]
    result = play_on(b, played("clerics/good-habits", "action"))
    assert powers(result) == {"a": 3, "o": 2}
    # Monsters too (Bigger Geekier Box clarification).
    with_monster = [
        base("b1", FAR, (3, 2, 1), m("a", 2)),
        base("b2", FAR, (3, 2, 1), monster("mo")),
    ]
    assert boosted(play_on(with_monster, played("clerics/good-habits", "action"))) == ["a", "mo"]
    pod = played("clerics/good-habits", "action", printing="pod")
    assert powers(play_on(b, pod)) == {"a": 3, "o": 2}
    result = play_on([base("b1", FAR, (3, 2, 1), m("a", 2))], pod, {"mode": "stasis"})
    assert result["scorings"] == []


def test_join_the_club_original_one_base_plus_one():
    b = [base("b1", FAR, (3, 2, 1), m("a", 2)), base("b2", 4, (3, 2, 1), m("c", 3))]
    result = play_on(b, played("clerics/join-the-club", "action"), {"base": "b2"})
    assert powers(result, "b2") == {"c": 4}
    b = [base("b1", FAR, (3, 2, 1), m("a", 2), monster("mo")), base("b2", FAR, (3, 2, 1))]
    result = play_on(b, played("clerics/join-the-club", "action"), {"base": "b1"})
    assert boosted(result) == ["a", "mo"]


def test_join_the_club_pod_takes_a_small_minion_or_a_named_monster():
    b = [base("b1", FAR, (3, 2, 1), m("o", 3, "bob"), monster("mo"))]
    card = played("clerics/join-the-club", "action", printing="pod")
    result = play_on(b, card, {"card": "o"})
    assert result["plays"][0]["applied"] is True
    assert any("o" in str(e) and "control" in str(e) for e in result["log"])
    result = play_on(b, card)
    assert assumed(result)["options"] == [{"card": "o"}]
    result = play_on(b, card, {"card": "mo"})
    assert result["plays"][0]["applied"] is True


def test_remove_curse_destroys_an_action():
    b = [base("b1", FAR, (3, 2, 1), m("o", 3, "bob"), action_on("ac", "o"))]
    result = play_on(b, played("clerics/remove-curse", "action"), {"card": "ac"})
    assert "ac" not in where(result)


def test_reverse_curse_moves_yours_then_destroys_an_action_there():
    b = [
        base("b1", FAR, (3, 2, 1), m("a", 3)),
        base("b2", FAR, (3, 2, 1), m("o", 3, "bob"), action_on("ac", "o")),
    ]
    card = played("clerics/reverse-curse", "action")
    result = play_on(b, card, {"card": "a", "to": "b2", "mode": "destroy", "cards": ["ac"]})
    assert where(result)["a"] == "b2"
    assert "ac" not in where(result)
    # "... then you may transfer or destroy an action at its new base" (review c7: the transfer
    # was not applied, for a false reason); its clarification: an action on a minion goes to
    # another minion.
    result = play_on(b, card, {"card": "a", "to": "b2", "mode": "transfer", "order": ["ac", "a"]})
    assert where(result)["ac"] == "b2"
    assert cards_of(result)["ac"]["attached_to"] == "a"
    assert result["plays"][0]["applied"] is True


def test_reverse_curse_never_destroys_an_action_steam_queen_protects():
    # Steam Queen keeps bob's actions from ann's cards: at the new base, naming one to destroy
    # leaves it with a warning naming her (ann's minion still moved); not among the options.
    queen = {**m("sq", 3, "bob"), "card": "steampunks/steam-queen"}
    b = [
        base("b1", FAR, (3, 2, 1), m("a", 3)),
        base("b2", FAR, (3, 2, 1), queen, action_on("qa", "sq")),
    ]
    card = played("clerics/reverse-curse", "action")
    result = play_on(b, card, {"card": "a", "to": "b2", "mode": "destroy", "cards": ["qa"]})
    assert where(result)["a"] == "b2" and where(result)["qa"] == "b2"
    assert any("Steam Queen" in w["text"] for w in result["warnings"])
    assert result["plays"][0]["applied"] is True  # the move was made
    result = play_on(b, card)
    # Neither destroyed nor transferred: qa is in no option (none is left: nothing assumed).
    listed = [o for a in result["assumed_choices"] for o in a.get("options", [])]
    assert not [o for o in listed if "qa" in o.get("cards", ()) or "qa" in o.get("order", ())]


def test_turner_original_destroys_a_monster_here_when_told():
    b = [base("b1", FAR, (3, 2, 1), monster("mo"))]
    card = played("clerics/turner", power=3)
    assert "mo" not in where(play_on(b, card, {"mode": "destroy", "card": "mo"}))
    result = play_on(b, card)
    assert "mo" in where(result)
    assert assumed(result)["options"] == [{"mode": "shuffle"}, {"mode": "destroy"}]


@pytest.mark.parametrize(
    "key,printing,kind",
    [
        ("clerics/turner", "pod", "monster"),
        ("clerics/word-of-recall", None, "action"),
        ("dwarves/mine", None, "action"),
    ],
)
def test_an_extra_card_played_now(key, printing, kind):
    extra = {"printing": printing} if printing else {}
    card = played(key, "minion" if key == "clerics/turner" else "action", **extra)
    new = monster("mo", 3) if kind == "monster" else {**other_action(), "attached_to": "a"}
    if key == "clerics/word-of-recall":
        new["owner"] = "bob"  # from another player's discard pile
    b = [base("b1", FAR, (3, 2, 1), m("a", 2)), base("b2", FAR, (3, 2, 1))]
    result = play_on(b, card, {"play": new, "to": "b2" if kind == "monster" else "b1"})
    assert where(result)["e2" if kind == "action" else "mo"] == ("b1" if kind == "action" else "b2")
    result = play_on(b, card)
    assert "mo" not in where(result) and "e2" not in where(result)
    assert assumed(result)["event"] == 0


# --- dwarves ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "key,count",
    [("dwarves/cash-out", 3), ("dwarves/greed-is-good", 1), ("dwarves/hidden-assets", 1)],
)
def test_extra_actions(key, count):
    b = [base("b1", FAR, (3, 2, 1))]
    more = [event(other_action(f"e{i}")) for i in range(count + 1)]
    result = turn(b, event(played(key, "action")), *more)
    assert len(result["warnings"]) == 1  # one more than it grants
    result = turn(b, event(played(key, "action")), *more[:count])
    assert result["warnings"] == []


def test_dwarf_king_pod_talent_an_extra_small_minion():
    king = {**played("dwarves/dwarf-king", power=5, printing="pod")}
    b = [base("b1", FAR, (3, 2, 1), king)]
    extra = {"when": "now", "action": "play", "by": "ann", "to": "b1"}
    small = {**extra, "card": other_minion("e1", 3)}
    big = {**extra, "card": other_minion("e3", 4)}
    talent = {"when": "now", "action": "talent", "card": "x"}
    assert (
        run(board(*b, events=[talent, small, {**small, "card": other_minion("e4")}]))["warnings"]
        == []
    )
    result = run(board(*b, events=[talent, big, {**big, "card": other_minion("e4", 4)}]))
    assert len(result["warnings"]) == 1
    result = run(board(*b, events=[{**talent, "choose": {"mode": "draw"}}, small, big]))
    assert len(result["warnings"]) == 1


def test_no_my_precious_original_destroys_an_action_on_a_minion():
    b = [base("b1", FAR, (3, 2, 1), m("o", 3, "bob"), action_on("ac", "o"))]
    card = played("dwarves/no-my-precious", "action")
    result = turn(b, event(card, {"card": "ac", "mode": "treasure"}), event(other_action()))
    assert "ac" not in where(result)
    assert result["warnings"] == []
    result = turn(b, event(card, {"card": "ac"}), event(other_action()))
    assert len(result["warnings"]) == 1


def test_no_my_precious_pod_destroys_an_action_and_grants_one():
    b = [base("b1", FAR, (3, 2, 1), {**other_action("ac"), "owner": "bob", "controller": "bob"})]
    card = played("dwarves/no-my-precious", "action", printing="pod")
    result = turn(b, event(card, {"card": "ac"}), event(other_action()))
    assert "ac" not in where(result)
    assert result["warnings"] == []
    assert assumed(turn(b, event(card)))["options"] == [{"card": "ac"}]


# --- elves -----------------------------------------------------------------------------------


def test_elf_help_guru_talent_boosts_other_players_minions_here():
    guru = played("elves/elf-help-guru", power=2)
    b = [base("b1", 5, (3, 2, 1), guru, m("o", 2, "bob"), m("a", 1))]
    result = talent_of(b, "x")
    assert powers(result) == {"x": 2, "o": 3, "a": 1}


def test_flower_child_trades_control():
    b = [base("b1", FAR, (3, 2, 1), m("o", 3, "bob"), m("big", 4, "bob"))]
    card = played("elves/flower-child", power=2)
    result = play_on(b, card, {"card": "o"})
    got = cards_of(result)
    assert got["o"].get("controller") == "ann"
    assert got["x"].get("controller") == "bob"
    result = play_on(b, card)
    assert "controller" not in cards_of(result)["o"]
    assert assumed(result)["options"] == [{"card": "o"}]


def test_pumping_iron_plus_two_and_plus_three():
    b = [base("b1", 9, (3, 2, 1), m("a", 2), m("o", 2, "bob"))]
    result = play_on(b, played("elves/pumping-iron", "action"), {"order": ["o", "a"]})
    assert powers(result) == {"a": 5, "o": 4}
    result = play_on(b, played("elves/pumping-iron", "action"))
    assert assumed(result)["options"][0] == {"order": ["a", "a"]}


def test_traveling_elf_talent_moves_its_minion():
    elf = {**played("elves/traveling-elf", "action"), "attached_to": "a"}
    b = [base("b1", FAR, (3, 2, 1), m("a", 2), elf), base("b2", FAR, (3, 2, 1))]
    result = talent_of(b, "x", {"to": "b2"})
    assert where(result)["a"] == "b2"
    assert where(result)["x"] == "b2"


def test_traveling_elf_on_another_players_minion_does_not_move_it():
    # "Play on one of your minions": on bob's minion the Talent is skipped with a warning.
    elf = {**played("elves/traveling-elf", "action"), "attached_to": "o"}
    b = [base("b1", FAR, (3, 2, 1), m("o", 2, "bob"), elf), base("b2", FAR, (3, 2, 1))]
    result = talent_of(b, "x", {"to": "b2"})
    assert where(result) == {"o": "b1", "x": "b1"}
    (warning,) = result["warnings"]
    assert "o is bob's minion, not one of yours" in warning["text"]
    assert "pas une des vôtres" in warning["text_fr"]


MOAI = m("mo", 3, "bob", card="polynesian-voyagers/moai")


def _warned(result: dict, words: str) -> bool:
    return any(words in w["text"] for w in result["warnings"])


def test_traveling_elf_offers_no_base_that_refuses_the_move():
    # Mo'ai (Bob's, on b2) keeps other players from moving their minions to its base.
    elf = {**played("elves/traveling-elf", "action"), "attached_to": "a"}
    b = [
        base("b1", FAR, (3, 2, 1), m("a", 2), elf),
        base("b2", FAR, (3, 2, 1), MOAI),
        base("b3", FAR, (3, 2, 1)),
    ]
    assert assumed(talent_of(b, "x"))["options"] == [{"to": "b3"}]
    result = talent_of(b, "x", {"to": "b2"})
    assert where(result)["a"] == "b1" and _warned(result, "Moai")


def test_trade_grants_an_extra_action():
    b = [base("b1", FAR, (3, 2, 1))]
    card = played("elves/trade", "action")
    assert turn(b, event(card), event(other_action()))["warnings"] == []


# --- halflings -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "key,ahead,granted",
    [
        ("halflings/pestling", False, True),
        ("halflings/bardling", True, True),
        ("halflings/bardling", False, False),
        ("halflings/quarterling", False, True),
    ],
)
def test_an_extra_minion_here(key, ahead, granted):
    cards_here = [m("o", 9 if ahead else 1, "bob")]
    b = [base("b1", FAR, (3, 2, 1), *cards_here), base("b2", FAR, (3, 2, 1))]
    result = turn(b, event(played(key, power=2)), event(other_minion()))
    assert (result["warnings"] == []) is granted
    # The extra minion is for this base only.
    result = turn(b, event(played(key, power=2)), event(other_minion(), to="b2"))
    assert len(result["warnings"]) == 1


def test_quarterling_not_alone_grants_nothing():
    b = [base("b1", FAR, (3, 2, 1), m("a", 2))]
    result = turn(b, event(played("halflings/quarterling")), event(other_minion()))
    assert len(result["warnings"]) == 1


@pytest.mark.parametrize("key", ["halflings/shire-marshal", "halflings/shire-marshall"])
def test_shire_marshal_talent_an_extra_minion_where_you_trail(key):
    marshal = played(key, power=4)
    b = [base("b1", FAR, (3, 2, 1), marshal), base("b2", FAR, (3, 2, 1), m("o", 6, "bob"))]
    extra = event(other_minion(), to="b2")
    talent = {"when": "now", "action": "talent", "card": "x"}
    result = run(board(*b, events=[talent, extra, event(other_minion("e3"), to="b2")]))
    assert result["warnings"] == []
    result = run(board(*b, events=[talent, event(other_minion()), event(other_minion("e3"))]))
    assert len(result["warnings"]) == 1
    result = run(board(*b, events=[talent]))
    assert assumed(result)["options"] == [{"base": "b2"}]


def test_unexpected_party_an_extra_minion_where_you_have_none():
    b = [base("b1", FAR, (3, 2, 1), m("a", 2)), base("b2", FAR, (3, 2, 1))]
    card = played("halflings/unexpected-party", "action")
    extra = event(other_minion(), to="b2")
    assert turn(b, event(card, {"base": "b2"}), extra, event(other_minion("e3")))["warnings"] == []
    result = turn(b, event(card))
    assert assumed(result)["options"] == [{"base": "b2"}]


def test_rude_awakening_is_not_simulated():
    result = play_on([base("b1", FAR, (3, 2, 1))], played("halflings/rude-awakening", "action"))
    assert result["plays"][0]["applied"] is False


# --- mages -----------------------------------------------------------------------------------


def test_blaster_master_original_talent_destroys_a_small_minion():
    b = [base("b1", FAR, (3, 2, 1), played("mages/blaster-master", power=5), m("o", 2, "bob"))]
    assert "o" not in where(talent_of(b, "x", {"card": "o"}))
    assert assumed(talent_of(b, "x"))["options"] == [{"card": "o"}]


def test_charm_takes_a_monster_until_the_end_of_the_turn():
    b = [base("b1", 6, (3, 2, 1), monster("mo", 4), m("a", 2))]
    result = play_on(b, played("mages/charm", "action"), {"card": "mo"})
    ann = {s["player"]: s["power"] for s in result["scorings"][0]["standings"]}["ann"]
    assert ann == 6
    assert assumed(play_on(b, played("mages/charm", "action")))["options"] == [{"card": "mo"}]


def test_embiggen_plus_one_per_card_discarded():
    b = [base("b1", 5, (3, 2, 1), m("a", 2))]
    result = play_on(b, played("mages/embiggen", "action"), {"card": "a", "count": 3})
    assert powers(result) == {"a": 5}
    pod = {**played("mages/embiggen", "action", printing="pod"), "attached_to": "a"}
    result = play_on(b, pod, {"count": 3})
    assert powers(result) == {"a": 5}
    result = play_on([base("b1", FAR, (3, 2, 1), m("a", 2))], pod)
    assert where(result)["x"] == "b1"
    assert assumed(result)["options"][0] == {"count": 1}


def test_embiggen_pod_on_another_players_minion_gives_nothing():
    # POD "Play on your minion": played on bob's minion, it is played but gives no +1.
    b = [base("b1", 4, (3, 2, 1), m("a", 2), m("o", 2, "bob"))]
    pod = {**played("mages/embiggen", "action", printing="pod"), "attached_to": "o"}
    result = play_on(b, pod, {"count": 3})
    assert powers(result) == {"a": 2, "o": 2}
    assert result["plays"][0]["applied"] is False
    (warning,) = result["warnings"]
    assert "o is bob's minion, not one of yours" in warning["text"]


def test_happy_zapper_talents():
    zapper = played("mages/happy-zapper", power=3)
    assert powers(talent_of([base("b1", 5, (3, 2, 1), zapper)], "x")) == {"x": 5}
    pod = played("mages/happy-zapper", power=3, printing="pod")
    b = [base("b1", 3, (3, 2, 1), pod, m("o", 3, "bob"))]
    result = talent_of(b, "x", {"card": "o", "mode": "minus"})
    assert powers(result) == {"x": 3, "o": 0}
    result = talent_of([base("b1", 6, (3, 2, 1), pod)], "x")
    assert powers(result) == {"x": 6}


def test_portal_to_beyond_talent_plays_a_monster_here():
    portal = played("mages/portal-to-beyond", "action")
    b = [base("b1", FAR, (3, 2, 1), portal), base("b2", FAR, (3, 2, 1))]
    result = talent_of(b, "x", {"play": monster("mo")})
    assert where(result)["mo"] == "b1"
    pod = played("mages/portal-to-beyond", "action", printing="pod")
    b = [base("b1", FAR, (3, 2, 1), pod, m("a", 2)), base("b2", FAR, (3, 2, 1), monster("mo"))]
    result = talent_of(b, "x", {"mode": "move", "card": "mo", "to": "b1"})
    assert where(result)["mo"] == "b1"
    result = talent_of(b, "x", {"mode": "move", "card": "a", "to": "b2"})
    assert where(result)["a"] == "b2"


def test_scroll_shuffler_pod_two_counters_for_a_small_minion_shuffled():
    card = played("mages/scroll-shuffler", power=2, printing="pod")
    b = [base("b1", FAR, (3, 2, 1))]
    assert counters(play_on(b, card, {"mode": "small-minion"}))["x"] == 2
    assert counters(play_on(b, card))["x"] == 0


def test_some_enchanted_evening_a_small_minion_per_discard():
    b = [base("b1", FAR, (3, 2, 1))]
    card = played("mages/some-enchanted-evening", "action")
    small = [event(other_minion(f"e{i}", 3)) for i in range(3)]
    assert turn(b, event(card, {"count": 2}), *small)["warnings"] == []
    result = turn(b, event(card, {"count": 2}), *small, event(other_minion("big", 4)))
    assert len(result["warnings"]) == 1


def test_wand_whiz_may_discard_for_an_extra_play():
    b = [base("b1", FAR, (3, 2, 1))]
    card = played("mages/wand-whiz", power=3)
    assert (
        turn(b, event(card, {"mode": "action"}), event(other_action()), event(other_action("e3")))[
            "warnings"
        ]
        == []
    )
    assert len(turn(b, event(card), event(other_minion()))["warnings"]) == 1


def test_zzzzzap_destroys_a_minion_of_power_three_or_less():
    b = [base("b1", FAR, (3, 2, 1), m("o", 3, "bob"), m("a", 1))]
    assert "o" not in where(play_on(b, played("mages/zzzzzap", "action"), {"card": "o"}))
    pod = played("mages/zzzzzap", "action", printing="pod")
    result = play_on(b, pod, {"card": "o", "mode": "discard"})
    assert "o" not in where(result)
    assert counters(result)["a"] == 1
    result = play_on(b, pod, {"card": "o"})
    assert counters(result)["a"] == 0


def test_zzzzzap_pod_counters_do_not_depend_on_the_destruction():
    # POD: the discard for counters follows the destruction ("then"), it is not its price
    # ("to").
    b = [
        base("b1", FAR, (3, 2, 1), m("a", 4), m("o", 5, "bob")),
        base("b2", FAR, (3, 2, 1), m("c", 4), m("p", 2, "bob")),
    ]
    pod = played("mages/zzzzzap", "action", printing="pod")
    result = play_on(b, pod, {"base": "b1", "mode": "discard"}, to=None)
    assert counters(result) == {"a": 1, "o": 0, "c": 0, "p": 0}
    assert len(result["warnings"]) == 1  # nothing there to destroy
    # The base chosen limits the destruction: p is at b2.
    result = play_on(b, pod, {"base": "b1", "card": "p"}, to=None)
    assert where(result)["p"] == "b2"
    # No base given: the destroyed minion's base.
    result = play_on(b, pod, {"card": "p", "mode": "discard"}, to=None)
    assert "p" not in where(result)
    assert counters(result) == {"a": 0, "o": 0, "c": 1}


def test_mass_summoning_is_not_simulated():
    result = play_on([base("b1", FAR, (3, 2, 1))], played("mages/mass-summoning", "action"))
    assert result["plays"][0]["applied"] is False


# --- orcs ------------------------------------------------------------------------------------


def test_angry_pillagers_pod_plus_or_minus_two_and_an_extra_minion_there():
    b = [base("b1", FAR, (3, 2, 1)), base("b2", 3, (3, 2, 1), m("o", 5, "bob"))]
    card = played("orcs/angry-pillagers", "action", printing="pod")
    result = turn(b, event(card, {"card": "o", "mode": "minus"}))
    assert powers(result, "b2") == {"o": 3}
    extra = [event(other_minion("e1"), to="b1"), event(other_minion("e3"), to="b2")]
    assert turn(b, event(card, {"card": "o", "mode": "plus"}), *extra)["warnings"] == []
    result = turn(b, event(card))
    options = [a["options"] for a in result["assumed_choices"] if a.get("event") == 0]
    assert options == [[{"card": "o"}], [{"mode": "plus"}, {"mode": "minus"}]]


def test_crush_original_destroys_a_minion_of_a_player_with_fewer_there():
    b = [
        base("b1", FAR, (3, 2, 1), m("a", 1), m("a2", 1), m("o", 3, "bob")),
        base("b2", FAR, (3, 2, 1), m("a3", 1), m("p", 3, "bob"), m("q", 3, "bob")),
    ]
    card = played("orcs/crush", "action")
    assert "o" not in where(play_on(b, card, {"card": "o"}))
    result = play_on(b, card, {"card": "p"})
    assert "p" in where(result)
    assert assumed(play_on(b, card))["options"] == [{"card": "o"}]


def test_death_breath_original_puts_a_minion_under_its_deck():
    b = [base("b1", FAR, (3, 2, 1), m("o", 4, "bob"), m("big", 5, "bob"))]
    card = played("orcs/death-breath", "action")
    assert "o" not in where(play_on(b, card, {"card": "o"}))
    assert assumed(play_on(b, card))["options"] == [{"card": "o"}]


def test_death_breath_pod_destroys_or_lowers_each_of_your_bases():
    b = [
        base("b1", 9, (3, 2, 1), m("a", 3), m("o", 3, "bob")),
        base("b2", 9, (3, 2, 1), m("a2", 3), m("p", 3, "bob")),
        base("b3", 3, (3, 2, 1), m("q", 3, "bob")),
    ]
    card = played("orcs/death-breath", "action", printing="pod")
    result = play_on(b, card, {"cards": ["o"]})
    # b1: o destroyed; b2: breakpoint 9 - 4 = 5 <= 6, it scores; b3 has none of yours.
    assert "o" not in where(result)
    assert {s["base"] for s in result["scorings"]} == {"b2", "b3"}
    result = play_on(b, card)
    assert assumed(result)["options"][0] == {"cards": []}
    assert {s["base"] for s in result["scorings"]} == {"b1", "b2", "b3"}


def test_dogpile_original_to_a_base_with_two_of_yours():
    b = [
        base("b1", FAR, (3, 2, 1), m("a", 1)),
        base("b2", FAR, (3, 2, 1), m("a2", 1), m("a3", 1)),
        base("b3", FAR, (3, 2, 1), m("a4", 1)),
    ]
    card = played("orcs/dogpile", "action")
    assert where(play_on(b, card, {"card": "a", "to": "b2"}))["a"] == "b2"
    assert where(play_on(b, card, {"card": "a", "to": "b3"}))["a"] == "b1"
    assert assumed(play_on(b, card))["options"][0] == {"card": "a", "to": "b2"}


def test_dogpile_pod_up_to_two_to_a_base_with_one_of_yours():
    b = [
        base("b1", FAR, (3, 2, 1), m("a", 1), m("a2", 1)),
        base("b2", FAR, (3, 2, 1), m("a3", 1)),
        base("b3", FAR, (3, 2, 1)),
    ]
    card = played("orcs/dogpile", "action", printing="pod")
    result = play_on(b, card, {"cards": ["a", "a2"], "to": "b2"})
    assert where(result)["a"] == where(result)["a2"] == "b2"
    result = play_on(b, card, {"cards": ["a"], "to": "b3"})
    assert where(result)["a"] == "b1"
    assert where(play_on(b, card))["a"] == "b1"


def test_dogpile_pod_offers_no_base_that_refuses_the_move():
    b = [
        base("b1", FAR, (3, 2, 1), m("a", 1)),
        base("b2", FAR, (3, 2, 1), m("a2", 1), MOAI),
        base("b3", FAR, (3, 2, 1), m("a3", 1)),
    ]
    card = played("orcs/dogpile", "action", printing="pod")
    result = play_on(b, card, {"cards": ["a"]})
    assert assumed(result)["options"] == [{"to": "b3"}]
    assert where(result)["a"] == "b3"
    result = play_on(b, card, {"cards": ["a"], "to": "b2"})
    assert where(result)["a"] == "b1" and _warned(result, "Moai")


def test_gimme_original_destroys_the_minion_and_transfers_the_action_to_yours():
    # Gimme! (original): the minion carrying the chosen action is destroyed and the action goes
    # onto a minion of yours (review c7: the transfer was not applied, for a false reason.)
    b = [
        base("b1", FAR, (3, 2, 1), m("o", 3, "bob"), action_on("ac", "o"), m("a", 2)),
        base("b2", FAR, (3, 2, 1), m("a2", 2)),
    ]
    result = play_on(b, played("orcs/gimme", "action"), {"order": ["ac", "a2"]})
    assert "o" not in where(result)
    assert where(result)["ac"] == "b2" and cards_of(result)["ac"]["attached_to"] == "a2"
    assert result["plays"][0]["applied"] is True
    assert result["not_simulated"] == []
    assert not any("cannot move an action" in w["text"] for w in result["warnings"])
    result = play_on(b, played("orcs/gimme", "action"))
    (entry,) = [a for a in result["assumed_choices"] if a.get("event") == 0]
    assert entry["options"] == [{"order": ["ac", "a"]}, {"order": ["ac", "a2"]}]
    # Its clarification: the transfer happens even when the destroy fails.
    ghost = {**m("o", 3, "bob"), "card": "astroknights/ghost-knight"}
    b = [base("b1", FAR, (3, 2, 1), ghost, action_on("ac", "o"), m("a", 2))]
    result = play_on(b, played("orcs/gimme", "action"), {"order": ["ac", "a"]})
    assert where(result)["o"] == "b1" and cards_of(result)["ac"]["attached_to"] == "a"


def test_gimme_original_without_another_minion_of_yours_still_destroys():
    b = [base("b1", FAR, (3, 2, 1), m("o", 3, "bob"), action_on("ac", "o"))]
    result = play_on(b, played("orcs/gimme", "action"), {"order": ["ac"]})
    assert "o" not in where(result) and "ac" not in where(result)
    assert result["plays"][0]["applied"] is True
    assert any("no other minion" in w["text"] for w in result["warnings"])


def test_gimme_pod_transfers_the_action_to_yours_and_takes_control_of_it():
    # Gimme! (POD), on a minion: an action on it may move onto a minion of yours, under your
    # control (review c7)
    b = [base("b1", FAR, (3, 2, 1), m("o", 3, "bob"), action_on("ac", "o"), m("a", 2))]
    card = {**played("orcs/gimme", "action", printing="pod"), "attached_to": "o"}
    result = play_on(b, card, {"order": ["ac", "a"]})
    assert result["plays"][0]["applied"] is True
    moved = cards_of(result)["ac"]
    assert moved["attached_to"] == "a" and moved.get("controller", moved["owner"]) == "ann"
    result = play_on(b, card)
    assert result["plays"][0]["applied"] is True
    assert where(result)["x"] == "b1" and cards_of(result)["ac"]["attached_to"] == "o"


def test_hammer_slammer_destroys_a_weaker_minion():
    b = [base("b1", FAR, (3, 2, 1), m("o", 2, "bob"), m("p", 3, "bob"))]
    assert "o" not in where(play_on(b, played("orcs/hammer-slammer", power=3), {"card": "o"}))
    pod = played("orcs/hammer-slammer", power=3, printing="pod")
    assert "p" in where(play_on(b, pod, {"card": "p"}))  # not weaker than it
    assert assumed(play_on(b, pod))["options"] == [{"card": "o"}]


def test_hammer_slammer_pod_talent_lowers_the_breakpoint_when_told():
    pod = played("orcs/hammer-slammer", power=3, printing="pod")
    b = [base("b1", 5, (3, 2, 1), pod)]
    assert talent_of(b, "x", {"mode": "destroyed-here"})["scorings"]
    assert talent_of(b, "x")["scorings"] == []


def test_stalling_pod_counter_and_breakpoint_up():
    b = [base("b1", 6, (3, 2, 1), m("a", 2), m("o", 3, "bob"))]
    result = play_on(b, played("orcs/stalling", "action", printing="pod"), {"card": "a"})
    assert counters(result)["a"] == 1
    assert result["scorings"] == []  # 6 power against 6 + 3


# --- thieves ---------------------------------------------------------------------------------


def test_backstab_destroys_a_small_minion_pod_bigger_with_discards():
    b = [base("b1", FAR, (3, 2, 1), m("o", 3, "bob"), m("big", 5, "bob"))]
    assert "o" not in where(play_on(b, played("thieves/backstab", "action"), {"card": "o"}))
    pod = played("thieves/backstab", "action", printing="pod")
    assert "big" in where(play_on(b, pod, {"card": "big", "count": 1}))
    assert "big" not in where(play_on(b, pod, {"card": "big", "count": 2}))


@pytest.mark.parametrize(
    "printing,count,expected", [("original", 3, 3), ("pod", 2, 4), ("pod", 3, 0)]
)
def test_cat_burglar_counters_per_card(printing, count, expected):
    card = played("thieves/cat-burglar", power=3, printing=printing)
    result = play_on([base("b1", FAR, (3, 2, 1))], card, {"count": count})
    assert counters(result)["x"] == expected


def test_mine_original_plays_the_treasure_on_one_of_your_minions_only():
    # Original: "Play it on one of your minions"; POD: "play it" (any minion).
    b = [base("b1", FAR, (3, 2, 1), m("a", 2), m("o", 2, "bob"))]
    treasure = {**other_action(), "attached_to": "o"}
    result = play_on(b, played("dwarves/mine", "action"), {"play": treasure}, to=None)
    assert "e2" not in where(result)
    assert result["plays"][0]["applied"] is False
    (warning,) = result["warnings"]
    assert "o is bob's minion, not one of yours" in warning["text"]
    pod = played("dwarves/mine", "action", printing="pod")
    result = play_on(b, pod, {"play": treasure}, to=None)
    assert where(result)["e2"] == "b1"
    assert result["warnings"] == []


@pytest.mark.parametrize(
    "key,kind,printing",
    [
        ("thieves/fence", "minion", "original"),
        ("thieves/smuggling", "action", "original"),
        ("thieves/smuggling", "action", "pod"),
    ],
)
def test_a_discard_of_two_cards_for_one_vp(key, kind, printing):
    card = played(key, kind, printing=printing)
    result = play_on([base("b1", FAR, (3, 2, 1))], card, {"mode": "discard"})
    assert result["vp"]["ann"] == 1
    # The summary says the VP is counted (typing it in the VP too would count it twice).
    (entry,) = [a for a in result["card_abilities"] if a["key"] == key]
    assert "counted" in entry["summary"] and "compté" in entry["summary_fr"]
    assert "type" not in entry["summary"] and "saisi" not in entry["summary_fr"]
    result = play_on([base("b1", FAR, (3, 2, 1))], card)
    assert result["vp"].get("ann", 0) == 0
    assert assumed(result)["options"] == [{"mode": "discard"}]


def test_mugging_pod_an_extra_action_when_their_hand_has_none():
    b = [base("b1", FAR, (3, 2, 1))]
    card = played("thieves/mugging", "action", printing="pod")
    assert turn(b, event(card, {"mode": "no-action"}), event(other_action()))["warnings"] == []
    assert len(turn(b, event(card), event(other_action()))["warnings"]) == 1


def test_potion_bandolier_original_plus_three():
    b = [base("b1", 5, (3, 2, 1), m("a", 2))]
    result = play_on(b, played("thieves/potion-bandolier", "action"), {"card": "a"})
    assert powers(result) == {"a": 5}


def test_potion_bandolier_pod_several_options():
    b = [base("b1", FAR, (3, 2, 1), m("a", 2)), base("b2", 5, (3, 2, 1), m("c", 2))]
    card = played("thieves/potion-bandolier", "action", printing="pod")
    choose = {"order": ["boost", "move", "action"], "card": "c", "cards": ["a"], "to": "b2"}
    result = turn(b, event(card, choose), event(other_action()))
    assert powers(result, "b2") == {"c": 5, "a": 2}
    assert result["warnings"] == []
    result = turn(b, event(card, {"order": ["boost", "boost"], "card": "c"}))
    assert result["plays"][0]["applied"] is False
    assert assumed(turn(b, event(card)))["options"][0] == {"order": ["draw"]}


def test_secret_stash_pod_talent_destroys_it_to_play_the_stored_card():
    stash = played("thieves/secret-stash", "action", printing="pod")
    b = [base("b1", FAR, (3, 2, 1), stash, m("a", 2))]
    treasure = {**other_action("tr"), "attached_to": "a"}
    result = talent_of(b, "x", {"play": treasure})
    assert "x" not in where(result)
    assert where(result)["tr"] == "b1"


def test_strip_bare_takes_an_action_in_play():
    b = [base("b1", FAR, (3, 2, 1), m("o", 3, "bob"), action_on("ac", "o"))]
    card = played("thieves/strip-bare", "action")
    assert "ac" not in where(play_on(b, card, {"card": "ac"}))
    assert assumed(play_on(b, card))["options"] == [{"card": "ac"}]


@pytest.mark.parametrize("printing", ["original", "pod"])
def test_strip_bare_puts_the_action_in_your_hand_not_its_owners(printing):
    # Both printings put the action into the hand of Strip Bare's player, whoever owns it:
    # bob's action goes to ann's hand.
    b = [base("b1", FAR, (3, 2, 1), m("o", 3, "bob"), action_on("ac", "o"))]
    card = played("thieves/strip-bare", "action", printing=printing)
    result = play_on(b, card, {"card": "ac"}, hands={"ann": []})
    hands = result["board"]["hands"]
    assert [c["id"] for c in hands["ann"]] == ["ac"]
    assert hands["ann"][0]["owner"] == "bob"
    assert "bob" not in hands
    # bob's hand given: it stays as it was.
    result = play_on(b, card, {"card": "ac"}, hands={"ann": [], "bob": []})
    assert result["board"]["hands"]["bob"] == []
    assert [c["id"] for c in result["board"]["hands"]["ann"]] == ["ac"]
    # One line says where it goes: ann's hand (it named its owner's, then a second line
    # corrected it).
    (line,) = [e["text"] for e in result["log"] if e["text"].startswith("ac ")]
    assert line.endswith("and goes to ann's hand.")


def test_mugging_original_is_not_simulated():
    result = play_on([base("b1", FAR, (3, 2, 1))], played("thieves/mugging", "action"))
    assert result["plays"][0]["applied"] is False


# --- warriors --------------------------------------------------------------------------------


def test_berserker_destroys_a_monster_here_for_a_counter():
    b = [base("b1", FAR, (3, 2, 1), monster("mo", 3), monster("big", 5))]
    result = play_on(b, played("warriors/berserker", power=3), {"card": "mo"})
    assert "mo" not in where(result)
    assert counters(result)["x"] == 1
    result = play_on(b, played("warriors/berserker", power=3), {"card": "big"})
    assert "big" in where(result) and counters(result)["x"] == 0
    assert assumed(play_on(b, played("warriors/berserker", power=3)))["options"] == [{"card": "mo"}]


def test_berserker_pod_counter_or_extra_action():
    b = [base("b1", FAR, (3, 2, 1), monster("mo", 3))]
    card = played("warriors/berserker", power=3, printing="pod")
    result = turn(b, event(card, {"card": "mo", "mode": "action"}), event(other_action()))
    assert counters(result)["x"] == 0
    assert result["warnings"] == []
    assert counters(play_on(b, card, {"card": "mo", "mode": "counter"}))["x"] == 1


def test_big_hero_talent_destroys_or_plays_a_monster_here():
    hero = played("warriors/big-hero", power=5)
    b = [base("b1", FAR, (3, 2, 1), hero, monster("mo"))]
    assert "mo" not in where(talent_of(b, "x", {"mode": "destroy", "card": "mo"}))
    result = talent_of(b, "x", {"mode": "play", "play": monster("new", 2)})
    assert where(result)["new"] == "b1"


def test_campaign_boosts_yours_where_a_monster_is():
    b = [
        # Monsters raise the breakpoint by their power: 2 + 2.
        base("b1", 2, (3, 2, 1), m("a", 2), monster("mo", 2)),
        base("b2", 5, (3, 2, 1), m("a2", 2), m("o", 2, "bob")),
    ]
    result = play_on(b, played("warriors/campaign", "action"))
    assert powers(result)["a"] == 4
    assert all(s["base"] != "b2" for s in result["scorings"])


def test_cleave_destroys_a_monster_and_grants_its_treasures_as_plays():
    b = [base("b1", FAR, (3, 2, 1), monster("mo", 3, treasures=2))]
    card = played("warriors/cleave", "action")
    actions = [event(other_action("e1")), event(other_action("e2"))]
    result = turn(b, event(card, {"card": "mo"}), *actions)
    assert "mo" not in where(result)
    assert result["warnings"] == []
    assert (
        len(turn(b, event(card, {"card": "mo"}), *actions, event(other_action("e3")))["warnings"])
        == 1
    )


def test_dungeon_bait_plays_a_monster_or_destroys_a_small_minion():
    b = [base("b1", FAR, (3, 2, 1), m("o", 2, "bob"))]
    card = played("warriors/dungeon-bait", "action")
    result = play_on(b, card, {"mode": "monster", "play": monster("mo"), "to": "b1"})
    assert where(result)["mo"] == "b1"
    assert "o" not in where(play_on(b, card, {"mode": "destroy", "card": "o"}))
    pod = played("warriors/dungeon-bait", "action", printing="pod")
    # Printed power 2 with a +1 counter: still a target of the POD card.
    b = [base("b1", FAR, (3, 2, 1), m("o", 2, "bob", counters=1))]
    assert "o" not in where(play_on(b, pod, {"mode": "destroy", "card": "o"}))
    assert "o" in where(play_on(b, card, {"mode": "destroy", "card": "o"}))


def test_ruckus_destroys_every_monster_on_a_base():
    b = [
        base("b1", FAR, (3, 2, 1), monster("m1"), monster("m2")),
        base("b2", FAR, (3, 2, 1), monster("m3")),
    ]
    card = played("warriors/ruckus", "action")
    result = play_on(b, card, {"base": "b1", "mode": "destroy"})
    assert set(where(result)) == {"m3"}
    # Their treasures are not collected, and the destruction's line says so (it said that ann
    # drew them, then Ruckus that no treasure was collected).
    treasured = [{**monster("m1"), "treasures": 2}, monster("m2")]
    b[0] = base("b1", FAR, (3, 2, 1), *treasured)
    result = play_on(b, card, {"base": "b1", "mode": "destroy"})
    (line,) = [e["text"] for e in result["log"] if e["text"].startswith("m1 ")]
    assert "its 2 treasure(s) are not collected" in line and "draws" not in line
    result = play_on(b, card, {"base": "b1", "mode": "play"})
    assert result["plays"][0]["applied"] is False


def test_taunter_may_play_a_monster_here():
    b = [base("b1", FAR, (3, 2, 1)), base("b2", FAR, (3, 2, 1))]
    card = played("warriors/taunter", power=2)
    assert where(play_on(b, card, {"play": monster("mo")}))["mo"] == "b1"
    assert "mo" not in where(play_on(b, card, {"play": monster("mo"), "to": "b2"}))


def test_war_cry_gives_a_minion_the_destroyed_monsters_power():
    b = [base("b1", 7, (3, 2, 1), monster("mo", 4), m("a", 3))]
    result = play_on(b, played("warriors/war-cry", "action"), {"order": ["mo", "a"]})
    assert powers(result) == {"a": 7}
    assert assumed(play_on(b, played("warriors/war-cry", "action")))["options"] == [
        {"order": ["mo", "a"]}
    ]


# --- the assumed choice of each decision, without a choose -----------------------------------


def busy(card: dict) -> list[dict]:
    return [
        base("b1", FAR, (3, 2, 1), m("a", 2), m("o", 2, "bob"), action_on("ac", "o"), card),
        base("b2", FAR, (3, 2, 1), monster("mo", 2)),
    ]


ASSUMED = [
    # key, printing, kind, talent, the first option listed
    ("clerics/remove-curse", None, "action", False, {"card": "ac"}),
    ("clerics/reverse-curse", None, "action", False, {"card": "a", "to": "b2"}),
    ("clerics/join-the-club", "original", "action", False, {"base": "b1"}),
    ("clerics/good-habits", "pod", "action", False, {"mode": "boost"}),
    ("dwarves/dwarf-king", "pod", "minion", True, {"mode": "play"}),
    ("dwarves/no-my-precious", "original", "action", False, {"card": "ac"}),
    ("elves/traveling-elf", None, "on-a", True, {"to": "b2"}),
    ("mages/embiggen", "original", "action", False, {"card": "a"}),
    ("mages/happy-zapper", "pod", "minion", True, {"card": "a"}),
    ("mages/portal-to-beyond", "pod", "action", True, {"mode": "play"}),
    ("mages/scroll-shuffler", "pod", "minion", False, {"mode": "small-minion"}),
    ("mages/some-enchanted-evening", None, "action", False, {"count": 1}),
    ("mages/wand-whiz", None, "minion", False, {"mode": "minion"}),
    ("mages/zzzzzap", "pod", "action", False, {"card": "a"}),
    ("orcs/dogpile", "pod", "action", False, {"cards": ["a"]}),
    ("orcs/stalling", "pod", "action", False, {"card": "a"}),
    ("orcs/gimme", "original", "action", False, {"order": ["ac", "a"]}),
    ("orcs/gimme", "pod", "on-o", False, {"order": ["ac", "a"]}),
    ("orcs/hammer-slammer", "pod", "minion", True, {"mode": "destroyed-here"}),
    ("thieves/backstab", "pod", "action", False, {"count": 1}),
    ("thieves/cat-burglar", "original", "minion", False, {"count": 1}),
    ("thieves/mugging", "pod", "action", False, {"mode": "no-action"}),
    ("thieves/potion-bandolier", "original", "action", False, {"card": "a"}),
    ("warriors/big-hero", None, "minion", True, {"mode": "destroy"}),
    ("warriors/cleave", None, "action", False, {"card": "mo"}),
    ("warriors/dungeon-bait", "pod", "action", False, {"mode": "monster"}),
    ("warriors/ruckus", None, "action", False, {"base": "b1"}),
]


@pytest.mark.parametrize(
    "key,printing,kind,talent,first", ASSUMED, ids=[f"{a[0]}@{a[1]}" for a in ASSUMED]
)
def test_without_a_choice_the_assumed_one_lists_the_options(key, printing, kind, talent, first):
    extra = {"printing": printing} if printing else {}
    if kind.startswith("on-"):
        card = {**played(key, "action", **extra), "attached_to": kind[3:]}
    else:
        card = played(key, kind, **extra)
    if talent:
        result = talent_of(busy(card), "x")
    else:
        result = play_on(busy(m("pad", 1, "bob")), card)
    listed = [a for a in result["assumed_choices"] if a.get("event") == 0 and "options" in a]
    assert listed, result["assumed_choices"]
    assert listed[0]["options"][0] == first


def test_stalling_original_covers_a_card_played_not_a_talent_of_a_card_in_play():
    # Its protection is about a card another player plays: a Talent of a card already in play
    # is not one (prot2 finding 5); an on-play destruction still is.
    stalling = {"type": "action", "id": "st", "owner": "bob", "controller": "bob"}
    stalling["card"] = "orcs/stalling"
    talent_board = [
        base("b1", FAR, (3, 2, 1), played("mages/blaster-master", power=5), m("o", 2, "bob")),
    ]
    talent_board[0]["cards"].append(stalling)
    assert "o" not in where(talent_of(talent_board, "x", {"card": "o"}))
    played_board = [base("b1", FAR, (3, 2, 1), m("o", 2, "bob"), stalling)]
    result = play_on(played_board, played("orcs/hammer-slammer", power=3), {"card": "o"})
    assert "o" in where(result)
    assert any(a.get("card") == "st" for a in result["assumed_choices"])


def test_dogpile_pod_a_minion_already_there_asks_nothing_of_its_base():
    # Moon Dumpster keeps Ann from moving her minions away from it: "a2" already on it does not
    # move, so the base is still where "a" and "a2" may go (only "a" moves).
    b = [
        base("b1", FAR, (3, 2, 1), m("a", 1)),
        {"id": "b2", "base": "moon-dumpster", "breakpoint": FAR, "vp": [3, 2, 1]},
        base("b3", FAR, (3, 2, 1), m("a3", 1)),
    ]
    b[1]["cards"] = [m("a2", 1), m("a4", 1)]
    card = played("orcs/dogpile", "action", printing="pod")
    result = play_on(b, card, {"cards": ["a", "a2"], "to": "b2"})
    assert where(result)["a"] == where(result)["a2"] == "b2"
    assert result["warnings"] == []


# --- the review of session 25 (g2) ------------------------------------------------------------


def test_ruckus_assumes_its_applied_mode_and_lists_the_mode_it_does_not_apply():
    # Ruckus: on a base, either two monsters are played there or every monster there is destroyed
    # without its treasures (review c8): the play of two monsters is not applied, so it is listed in
    # not_simulated when taken, and not assumed when no mode is given.
    b = [base("b1", FAR, (3, 2, 1), monster("m1")), base("b2", FAR, (3, 2, 1))]
    card = played("warriors/ruckus", "action")
    result = play_on(b, card, {"base": "b1"})
    assert "m1" not in where(result)
    assert result["plays"][0]["applied"] is True
    (entry,) = [a for a in result["assumed_choices"] if a.get("event") == 0]
    assert entry["choose"] == {"mode": "destroy"}
    assert entry["options"] == [{"mode": "destroy"}, {"mode": "play"}]
    assert result["not_simulated"] == []
    result = play_on(b, card, {"base": "b1", "mode": "play"})
    assert result["plays"][0]["applied"] is False
    (listed,) = result["not_simulated"]
    assert listed["ability"] == "warriors/ruckus" and listed["card"] == "x"
    assert "monster" in listed["reason"] and "Monstre" in listed["reason_fr"]


# --- a cost paid with cards from the hand (review of session 26, b finding 1) -----------------


def _hand_cost_warned(result: dict) -> bool:
    return any("hand" in w["text"] for w in result["warnings"])


def test_zzzzzap_pod_no_discard_for_counters_with_an_empty_hand():
    # The counters cost a card discarded: a hand the board says is empty cannot pay it, so
    # the "discard" mode named is refused (a warning) and no counter is placed; b1 then does
    # not reach its breakpoint.
    b = [base("b1", 7, (3, 2, 1), m("a", 3), m("a2", 2), m("o", 3, "bob"))]
    pod = played("mages/zzzzzap", "action", printing="pod")
    result = play_on(
        b, pod, {"base": "b1", "card": "o", "mode": "discard"}, to=None, hand_size={"ann": 0}
    )
    assert "o" not in where(result)
    assert counters(result)["a"] == 0
    assert result["scorings"] == []
    assert _hand_cost_warned(result)
    # Not named: the mode is not offered, nor assumed.
    result = play_on(b, pod, {"base": "b1", "card": "o"}, to=None, hand_size={"ann": 0})
    assert not [a for a in result["assumed_choices"] if {"mode": "discard"} in a.get("options", [])]
    # One card in hand: the discard is paid, it leaves the hand (hand listed: which one is
    # assumed, not choosable).
    hands = {"ann": [{"id": "h1", "type": "action"}]}
    b[0]["breakpoint"] = FAR
    result = play_on(
        b,
        pod,
        {"base": "b1", "card": "o", "mode": "discard"},
        to=None,
        hand_size={"ann": 1},
        hands=hands,
    )
    assert counters(result)["a"] == 1
    assert result["board"]["hands"]["ann"] == []
    assert any(a.get("choosable") is False for a in result["assumed_choices"])


def test_a_hand_not_given_is_assumed_to_hold_the_card_discarded():
    b = [base("b1", FAR, (3, 2, 1), m("a", 3), m("o", 3, "bob"))]
    pod = played("mages/zzzzzap", "action", printing="pod")
    result = play_on(b, pod, {"card": "o", "mode": "discard"}, to=None)
    assert counters(result)["a"] == 1
    assert any("assumed to hold" in line["text"] for line in result["log"])


def test_wand_whiz_cannot_discard_from_an_empty_hand():
    b = [base("b1", FAR, (3, 2, 1))]
    card = played("mages/wand-whiz", power=3)
    result = turn(
        b,
        event(card, {"mode": "action"}),
        event(other_action()),
        event(other_action("e3")),
        hand_size={"ann": 0},
    )
    assert _hand_cost_warned(result)
    assert len(result["warnings"]) == 2  # the refused discard, then the action beyond the limit


def test_a_discard_of_two_cards_needs_two_cards_in_hand():
    card = played("thieves/smuggling", "action", printing="original")
    result = play_on([base("b1", FAR, (3, 2, 1))], card, {"mode": "discard"}, hand_size={"ann": 1})
    assert result["vp"].get("ann", 0) == 0
    assert _hand_cost_warned(result)
    result = play_on([base("b1", FAR, (3, 2, 1))], card, {"mode": "discard"}, hand_size={"ann": 2})
    assert result["vp"]["ann"] == 1


@pytest.mark.parametrize(
    "key,printing,kind,talent,choose",
    [
        ("mages/zzzzzap", "original", "action", False, {"card": "o"}),
        ("mages/blaster-master", "original", "minion", True, {"card": "o"}),
        ("mages/happy-zapper", "original", "minion", True, {}),
        ("mages/happy-zapper", "pod", "minion", True, {"card": "o", "mode": "minus"}),
    ],
)
def test_a_card_discarded_as_a_price_needs_a_card_in_hand(key, printing, kind, talent, choose):
    # "Discard a card to ...": with the hand the board says is empty, the effect is not paid.
    card = played(key, kind, power=3, printing=printing)
    b = [base("b1", 1, (3, 2, 1), m("o", 2, "bob"))]
    if talent:
        b[0]["cards"].append(card)
        result = talent_of(b, "x", choose, hand_size={"ann": 0})
    else:
        result = play_on(b, card, choose, hand_size={"ann": 0})
    assert power(result, "o") == 2  # neither destroyed nor given -3
    if talent:
        assert power(result, "x") == 3
    assert _hand_cost_warned(result)
