"""Play abilities of Pretty Pretty Smash Up (issue 28): every card of Fairies, Kitty Cats, Mythic
Horses and Princesses has a play entry; each applied one (or its Talent) acts on the board."""

from __future__ import annotations

import pytest

from simulator.engine import cards, plays
from tests.engine.card_boards import base, board, run, typed
from tests.engine.plays.helpers import FAR, beyond, cards_of, where

FACTIONS = ("fairies", "kitty-cats", "mythic-horses", "princesses")


def played(key: str, kind: str = "minion", power: int = 2, card_id: str = "x", **extra) -> dict:
    """The card ann plays (id "x")."""
    data = {"type": kind, "id": card_id, "owner": "ann", "card": key, **extra}
    if kind == "minion":
        data["power"] = power
    else:
        data["controller"] = "ann"
    return data


def action(card_id: str, on: str | None = None, player: str = "bob", **extra) -> dict:
    data = {"type": "action", "id": card_id, "owner": player, "controller": player, **extra}
    if on is not None:
        data["attached_to"] = on
    return data


def play(card: dict, choose: dict | None = None, to: str | None = "b1") -> dict:
    event = {"when": "now", "action": "play", "by": "ann", "card": card}
    if to is not None:
        event["to"] = to
    if choose is not None:
        event["choose"] = choose
    return event


def talent(card_id: str, choose: dict | None = None) -> dict:
    event = {"when": "now", "action": "talent", "card": card_id}
    if choose is not None:
        event["choose"] = choose
    return event


def table(*events: dict, b1=(), b2=(), b3=(), bp1: int = FAR, **extra) -> dict:
    """b1 (breakpoint bp1), b2, b3 (never score)."""
    data = board(
        base("b1", bp1, (3, 2, 1), *b1),
        base("b2", FAR, (3, 2, 1), *b2),
        base("b3", FAR, (3, 2, 1), *b3),
        **extra,
    )
    data["events"] = list(events)
    return data


def powers(result: dict) -> dict[str, int]:
    """The card powers of b1's scoring."""
    (scoring,) = [s for s in result["scorings"] if s["base"] == "b1"]
    return scoring["card_powers"]


def ann_power(result: dict) -> int:
    (scoring,) = [s for s in result["scorings"] if s["base"] == "b1"]
    return {s["player"]: s["power"] for s in scoring["standings"]}.get("ann", 0)


def texts(result: dict) -> str:
    return " | ".join(entry["text"] for entry in result["log"])


def cannot(result: dict) -> list[dict]:
    return [w for w in result["warnings"] if "cannot" in w["text"]]


def assumed(result: dict, event: int = 0) -> dict:
    """The first decision assumed for the event."""
    return [a for a in result["assumed_choices"] if a.get("event") == event][0]


def mine(card_id: str, power: int = 3, **extra) -> dict:
    return typed("ann", power, card_id, **extra)


def bobs(card_id: str, power: int = 3, **extra) -> dict:
    return typed("bob", power, card_id, **extra)


EXTRA_MINION = play(mine("e", 2), to="b2")
EXTRA_ACTION = play(action("ea", player="ann"), to="b3")
# The regular play and one more (the second is beyond the turn's plays without an extra play).
TWO_MINIONS = (play(mine("e1", 2), to="b2"), play(mine("e2", 2), to="b2"))
TWO_ACTIONS = (play(action("a1", player="ann"), to="b3"), play(action("a2", player="ann"), to="b3"))


# --- coverage ------------------------------------------------------------------------------------


def test_every_card_of_the_box_has_a_play_entry_in_each_printing():
    keys = [k for k in cards.registered() if k[0].split("/")[0] in FACTIONS]
    assert len(keys) == 52
    missing = [
        (key, printing)
        for key, scope in keys
        for printing in ((scope,) if scope else ("original", "pod"))
        if not plays.is_registered(key, printing)
    ]
    assert missing == []
    entries = {k: v for k, v in plays.registered().items() if k[0].split("/")[0] in FACTIONS}
    assert {e.box for e in entries.values()} == {"Pretty Pretty Smash Up"}
    assert not [k for k, e in entries.items() if e.status == plays.NOT_SIMULATED]


# --- one of two modes ----------------------------------------------------------------------------


def test_titania_returns_another_players_minion_or_grants_an_extra_minion():
    returned = run(
        table(
            play(played("fairies/titania", power=5), {"mode": "return", "card": "t"}),
            b2=[bobs("t")],
        )
    )
    assert "t" not in where(returned)
    extra = table(play(played("fairies/titania", power=5), {"mode": "minion"}), EXTRA_MINION)
    assert beyond(run(extra)) == []
    without = table(play(played("fairies/titania", power=5), {"mode": "return"}), EXTRA_MINION)
    assert beyond(run(without)) == [1]


def test_an_or_card_without_a_mode_takes_the_first_part_and_says_so():
    result = run(table(play(played("fairies/titania", power=5)), b2=[bobs("t")]))
    entry = assumed(result)
    assert entry["choose"] == {"mode": "return"}
    assert {"mode": "minion"} in entry["options"]
    assert "t" not in where(result)  # the return is mandatory: its first target, assumed
    assert [a["choose"] for a in result["assumed_choices"]][-1] == {"card": "t"}


@pytest.mark.parametrize(
    "key,kind,mode",
    [
        ("fairies/puck", "minion", "action"),
        ("fairies/fairy-ballet", "action", "action"),
        ("fairies/magic-acorns", "action", "action"),
    ],
)
def test_extra_action_modes(key, kind, mode):
    # Puck is the turn's minion: the first action after it is the regular one.
    after = TWO_ACTIONS if kind == "minion" else TWO_ACTIONS[1:]
    last = len(after)
    granted = run(table(play(played(key, kind), {"mode": mode}), *after))
    assert beyond(granted) == []
    other = "discard" if key == "fairies/magic-acorns" else "draw"
    refused = run(table(play(played(key, kind), {"mode": other}), *after))
    assert beyond(refused) == [last]
    assert "draw" in texts(refused) or "discards" in texts(refused)


def test_enchantment_gives_every_minion_here_one_power_either_way():
    cards_here = [mine("m", 3), bobs("n", 4)]
    plus = run(
        table(play(played("fairies/enchantment", "action"), {"mode": "plus"}), b1=cards_here, bp1=5)
    )
    assert powers(plus) == {"m": 4, "n": 5}
    stays = run(table(play(played("fairies/enchantment", "action"), {"mode": "plus"})))
    assert where(stays)["x"] == "b1"  # an Ongoing action: it stays in play
    minus = run(
        table(
            play(played("fairies/enchantment", "action"), {"mode": "minus"}), b1=cards_here, bp1=5
        )
    )
    assert powers(minus) == {"m": 2, "n": 3}


def _enchantment_lines(result: dict) -> list[dict]:
    return [x for x in result["log"] if x["text"].startswith("x (enchantment): ")]


def test_enchantment_says_its_power_change_lasts_while_it_stays_here():
    # Enchantment is an Ongoing action: the +1 or -1 it gives every minion on its base lasts as
    # long as it stays there, not until the end of the turn (review of session 25, b7). Its line
    # says so before the engine's change lines, in English and French.
    result = run(
        table(play(played("fairies/enchantment", "action"), {"mode": "minus"}), b1=[mine("m")])
    )
    (line,) = _enchantment_lines(result)
    assert "every minion here -1 power as long as this action stays on this base" in line["text"]
    assert "tant que cette Action reste sur cette Base" in line["text_fr"]
    texts_in_order = [x["text"] for x in result["log"]]
    assert texts_in_order.index(line["text"]) < next(
        i for i, text in enumerate(texts_in_order) if text.startswith("m gets -1 power")
    )
    # The change line itself says how long it lasts (CardActions.boost's `until`).
    (change,) = [x for x in result["log"] if x["text"].startswith("m gets -1 power")]
    assert "m gets -1 power while x (enchantment) stays on this base" in change["text"]
    assert "tant que x (enchantment) reste sur cette Base" in change["text_fr"]


def test_enchantment_says_a_minion_at_zero_power_stays_at_zero():
    # Every minion here gets the -1 (the printed text names no minimum), but a minion's power
    # never goes below 0 (Conflit de Générations rulebook p. 13): one already at 0 stays at 0,
    # and the log says so rather than only "-1".
    result = run(
        table(
            play(played("fairies/enchantment", "action"), {"mode": "minus"}),
            b1=[mine("m", 3), bobs("z", 0)],
            bp1=2,
        )
    )
    assert powers(result)["m"] == 2 and powers(result)["z"] == 0
    (line,) = [x for x in result["log"] if x["text"].startswith("x (enchantment): z ")]
    assert "z was already at 0 power and stays at 0" in line["text"]
    assert "z avait déjà 0 en Force et reste à 0" in line["text_fr"]
    # m, above 0, gets no such line.
    assert not [x for x in result["log"] if x["text"].startswith("x (enchantment): m ")]


def test_no_line_says_enchantments_change_ends_with_the_turn():
    result = run(
        table(
            play(played("fairies/enchantment", "action"), {"mode": "minus"}),
            b1=[mine("m", 3)],
            bp1=2,
        )
    )
    said = [x["text"] for x in result["log"] if x["text"].startswith(("m ", "Power of m "))]
    assert len(said) == 2
    assert not any("until the end of the turn" in text for text in said)


def test_playful_tricks_destroys_up_to_two_actions():
    result = run(
        table(
            play(
                played("fairies/playful-tricks", "action"),
                {"mode": "destroy", "cards": ["a", "c"]},
                to=None,
            ),
            b1=[bobs("m"), action("a", "m"), action("b", "m")],
            b2=[action("c")],
        )
    )
    assert {"a", "c"}.isdisjoint(where(result)) and "b" in where(result)
    declined = run(
        table(play(played("fairies/playful-tricks", "action"), to=None), b1=[action("a")])
    )
    assert "a" in where(declined)


FOLLY = "kaiju/the-folly-of-men"  # bob's other actions on its base cannot be destroyed by ann


@pytest.mark.parametrize("cards", [["fm", "hf"], ["hf", "fm"]])
@pytest.mark.parametrize("folly_first", [True, False])
def test_playful_tricks_reads_the_protections_before_destroying_either_action(cards, folly_first):
    # "Destroy up to two actions" is one effect: The Folly of Men, in play when it resolves,
    # protects the Hissy Fit beside it, whatever the order of the table or of "cards".
    folly, hissy = action("fm", card=FOLLY), action("hf", card="kitty-cats/hissy-fit")
    b1 = [folly, hissy] if folly_first else [hissy, folly]
    tricks = played("fairies/playful-tricks", "action")
    result = run(table(play(tricks, {"mode": "destroy", "cards": cards}, to=None), b1=b1))
    assert where(result) == {"hf": "b1"}
    (warning,) = cannot(result)
    assert "hf" in warning["text"] and "The Folly of Men" in warning["text"]


def test_playful_tricks_skips_a_protected_action_with_a_warning_and_never_assumes_one():
    # Heirloom: "This card cannot be destroyed."
    b1 = [bobs("m"), action("hl", "m", card="princesses/heirloom"), action("a", "m")]
    tricks = played("fairies/playful-tricks", "action")
    result = run(table(play(tricks, {"mode": "destroy", "cards": ["hl", "a"]}, to=None), b1=b1))
    assert set(where(result)) == {"m", "hl"}
    (warning,) = cannot(result)
    assert "Heirloom" in warning["text"] and "Heirloom" in warning["text_fr"]
    # The other action is destroyed: the play acted, in part (the warning says what it left).
    assert result["plays"][0]["applied"] is True
    offered = run(table(play(tricks, to=None), b1=b1))
    (pick,) = [a for a in offered["assumed_choices"] if a["choose"] is None]
    assert pick["options"] == [{"cards": ["a"]}]
    # Three named for "up to two": refused whole, even with the protected one among them.
    b1 = [*b1, action("a2", "m")]
    many = {"mode": "destroy", "cards": ["hl", "a", "a2"]}
    result = run(table(play(tricks, many, to=None), b1=b1))
    assert {"a", "a2"} <= set(where(result))
    assert result["plays"][0]["applied"] is False


def test_playful_tricks_plays_spirit_of_the_forest_and_nothing_else():
    spirit = {"type": "titan", "id": "s", "owner": "ann", "card": "fairies/spirit-of-the-forest"}
    spirit["power"] = 0  # the catalog prints none; a test board types one
    result = run(
        table(
            play(
                played("fairies/playful-tricks", "action"),
                {"mode": "titan", "play": spirit, "to": "b2"},
                to=None,
            )
        )
    )
    assert where(result)["s"] == "b2"
    other = {**spirit, "card": "fairies/glymmer"}
    refused = run(
        table(
            play(
                played("fairies/playful-tricks", "action"),
                {"mode": "titan", "play": other, "to": "b2"},
                to=None,
            )
        )
    )
    assert "s" not in where(refused)
    assert cannot(refused)


def test_fairy_godmother_gives_a_minion_three_power():
    result = run(
        table(
            play(
                played("princesses/fairy-godmother", "action"),
                {"mode": "boost", "card": "m"},
                to=None,
            ),
            b1=[mine("m", 2)],
            bp1=5,
        )
    )
    assert powers(result) == {"m": 5}


# --- fairies -------------------------------------------------------------------------------------


def test_tinx_takes_an_action_from_another_minion():
    result = run(
        table(play(played("fairies/tinx"), {"card": "a"}), b2=[bobs("m"), action("a", "m")])
    )
    assert cards_of(result)["a"]["attached_to"] == "x"
    assert where(result)["a"] == "b1"
    assert cards_of(result)["a"]["owner"] == "bob"
    declined = run(table(play(played("fairies/tinx")), b2=[bobs("m"), action("a", "m")]))
    assert assumed(declined)["options"] == [{"card": "a"}]
    assert cards_of(declined)["a"]["attached_to"] == "m"


def test_glymmer_talent_weakens_another_minion_not_below_zero_or_boosts_itself():
    b1 = [mine("g", 4, card="fairies/glymmer"), bobs("n", 3), bobs("k", 6)]
    weak = run(table(talent("g", {"mode": "weaken", "card": "n"}), b1=b1, bp1=5))
    assert powers(weak)["n"] == 0
    weak = run(table(talent("g", {"mode": "weaken", "card": "k"}), b1=b1, bp1=5))
    assert powers(weak)["k"] == 2
    own = run(table(talent("g", {"mode": "self"}), b1=b1, bp1=5))
    assert powers(own)["g"] == 5


def test_ladybug_talent_moves_it_onto_another_minion():
    b1 = [mine("m"), action("l", "m", player="ann", card="fairies/ladybug"), bobs("n")]
    result = run(table(talent("l", {"card": "o"}), b1=b1, b2=[mine("o")]))
    assert cards_of(result)["l"]["attached_to"] == "o" and where(result)["l"] == "b2"
    first = run(table(talent("l"), b1=b1, b2=[mine("o")]))
    assert assumed(first)["choose"] == {"card": "n"}
    assert cards_of(first)["l"]["attached_to"] == "n"


def test_leaf_armor_talent_gives_its_minion_two_power():
    b1 = [mine("m", 3), action("l", "m", player="ann", card="fairies/leaf-armor")]
    assert powers(run(table(talent("l"), b1=b1, bp1=5))) == {"m": 5}


def test_leaf_armor_talent_is_the_minions_so_its_controller_uses_it():
    # "This minion has the ability 'Talent: ...'": ann's Leaf Armor on bob's minion gives bob
    # the Talent (talent_of_carrier). On bob's turn he uses it without a warning (the review
    # found him warned, the turn reading the action's controller); on ann's, ann using it is
    # applied as asked, with a warning.
    b1 = [bobs("m", 3), action("l", "m", player="ann", card="fairies/leaf-armor")]
    bobs_turn = run(table(talent("l"), b1=b1, bp1=5, active="bob"))
    assert powers(bobs_turn) == {"m": 5}
    assert bobs_turn["warnings"] == []
    by_ann = run(table({**talent("l"), "by": "ann"}, b1=b1, bp1=5))
    assert powers(by_ann) == {"m": 5}
    (warning,) = by_ann["warnings"]
    assert "ann uses the Talent of l" in warning["text"]
    own = [mine("m", 3), action("l", "m", player="ann", card="fairies/leaf-armor")]
    assert run(table(talent("l"), b1=own, bp1=5))["warnings"] == []


# --- kitty cats ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "key,kind,power_max",
    [("kitty-cats/muffin", "minion", 3), ("kitty-cats/cats-paw", "action", 5)],
)
def test_take_control_of_a_small_minion_until_the_end_of_the_turn(key, kind, power_max):
    b1 = [bobs("n", power_max), bobs("big", power_max + 1)]
    result = run(table(play(played(key, kind, power=3), {"card": "n"}), b1=b1, bp1=10))
    assert ann_power(result) == power_max + (3 if kind == "minion" else 0)
    refused = run(table(play(played(key, kind, power=3), {"card": "big"}), b1=b1, bp1=10))
    assert cannot(refused)
    first = run(table(play(played(key, kind, power=3)), b1=[mine("o", 1), *b1], bp1=50))
    assert assumed(first)["choose"] == {"card": "n"}  # the other players' minions first


def test_queen_fluffy_talent_takes_control_of_a_small_minion():
    b1 = [mine("q", 5, card="kitty-cats/queen-fluffy"), bobs("n", 3)]
    result = run(table(talent("q", {"card": "n"}), b1=b1, bp1=8))
    assert ann_power(result) == 8


def test_whiskers_talent_grants_an_extra_action_and_destroys_one_of_yours():
    b1 = [mine("w", 4, card="kitty-cats/whiskers"), mine("m", 2)]
    result = run(table(talent("w", {"card": "m"}), *TWO_ACTIONS, b1=b1))
    assert "m" not in where(result) and beyond(result) == []
    itself = run(table(talent("w"), b1=b1))
    assert {"card": "w"} in assumed(itself)["options"]
    assert "w" not in where(itself)  # the first of your minions: Whiskers itself


def test_mr_grumpers_may_give_a_minion_minus_two():
    b1 = [bobs("n", 4)]
    result = run(table(play(played("kitty-cats/mr-grumpers"), {"card": "n"}), b1=b1, bp1=4))
    assert powers(result)["n"] == 2
    declined = run(table(play(played("kitty-cats/mr-grumpers")), b1=b1, bp1=4))
    assert powers(declined)["n"] == 4
    assert {"card": "n"} in assumed(declined)["options"]


def test_cat_fight_draws_then_destroys_one_of_your_minions():
    result = run(
        table(
            play(played("kitty-cats/cat-fight", "action"), {"card": "m"}, to=None),
            b1=[mine("m", 4), mine("o", 1)],
        )
    )
    assert "m" not in where(result) and "o" in where(result)
    assert "draw 4 card(s)" in texts(result)


def test_cat_fight_on_a_minion_that_cannot_be_destroyed_still_draws():
    # The card has the player choose a minion of hers, draw its power, then destroy it (as
    # Sacrifice): choosing one a protection keeps is legal, only the destruction fails.
    b1 = [mine("m", 3), action("l", "m", player="ann", card="fairies/ladybug")]
    result = run(
        table(play(played("kitty-cats/cat-fight", "action"), {"card": "m"}, to=None), b1=b1)
    )
    assert "m" in where(result)
    assert "draw 3 card(s)" in texts(result)
    assert "Ladybug" in result["warnings"][0]["text"]


def test_nine_lives_destroys_one_of_yours_and_grants_an_extra_minion():
    result = run(
        table(
            play(played("kitty-cats/nine-lives", "action"), {"card": "m"}, to=None),
            *TWO_MINIONS,
            b1=[mine("m", 4)],
        )
    )
    assert "m" not in where(result) and beyond(result) == []


def test_invisible_bicycle_moves_small_minions_from_one_base_to_another():
    b1 = [bobs("s1", 2), mine("s2", 1), bobs("s3", 2), bobs("big", 3)]
    choose = {"base": "b1", "to": "b3", "cards": ["s1", "s2"]}
    result = run(
        table(play(played("kitty-cats/invisible-bicycle", "action"), choose, to=None), b1=b1)
    )
    assert [where(result)[i] for i in ("s1", "s2", "s3", "big")] == ["b3", "b3", "b1", "b1"]
    refused = run(
        table(
            play(
                played("kitty-cats/invisible-bicycle", "action"),
                {**choose, "cards": ["big"]},
                to=None,
            ),
            b1=b1,
        )
    )
    assert where(refused)["big"] == "b1" and cannot(refused)
    first = run(table(play(played("kitty-cats/invisible-bicycle", "action"), to=None), b1=b1))
    assert assumed(first)["choose"] == {"base": "b1"}


# --- mythic horses -------------------------------------------------------------------------------


def test_seastar_grants_an_extra_minion_beside_one_of_yours_once_a_turn():
    granted = run(
        table(play(played("mythic-horses/seastar", power=3)), EXTRA_MINION, b1=[mine("m")])
    )
    assert beyond(granted) == []
    alone = run(table(play(played("mythic-horses/seastar", power=3)), EXTRA_MINION))
    assert beyond(alone) == [1]
    second = played("mythic-horses/seastar", power=3, card_id="y")
    twice = run(
        table(
            play(played("mythic-horses/seastar", power=3)),
            play(second),
            play(mine("e1", 2), to="b2"),
            b1=[mine("m")],
        )
    )
    assert beyond(twice) == [2]
    assert "another Seastar" in texts(twice)


def test_adventure_power_moves_any_of_your_minions_to_one_base():
    choose = {"to": "b3", "cards": ["m1"]}
    result = run(
        table(
            play(played("mythic-horses/adventure-power", "action"), choose, to=None),
            b1=[mine("m1"), bobs("n")],
            b2=[mine("m2")],
        )
    )
    assert where(result)["m1"] == "b3" and where(result)["m2"] == "b2"
    # Not given: the minions (any number) are asked first, none is assumed.
    first = run(
        table(play(played("mythic-horses/adventure-power", "action"), to=None), b1=[mine("m1")])
    )
    assert assumed(first)["choose"] is None and where(first)["m1"] == "b1"


def test_tale_as_old_as_time_moves_all_your_minions_to_one_base():
    result = run(
        table(
            play(played("princesses/tale-as-old-as-time", "action"), {"to": "b3"}, to=None),
            b1=[mine("m1"), bobs("n")],
            b2=[mine("m2")],
        )
    )
    assert [where(result)[i] for i in ("m1", "m2", "n")] == ["b3", "b3", "b1"]


MOAI = bobs("mo", card="polynesian-voyagers/moai")


def to_options(result: dict) -> list[dict]:
    (entry,) = [a for a in result["assumed_choices"] if "to" in (a.get("choose") or {})]
    return entry["options"]


def test_invisible_bicycle_and_adventure_power_offer_no_base_that_refuses_the_move():
    # Mo'ai (Bob's, on b2) keeps Ann from moving her minions to its base.
    bicycle = played("kitty-cats/invisible-bicycle", "action")
    b1 = [mine("s", 2), bobs("n", 2)]
    result = run(table(play(bicycle, {"base": "b1", "cards": ["s"]}, to=None), b1=b1, b2=[MOAI]))
    assert to_options(result) == [{"to": "b3"}] and where(result)["s"] == "b3"
    choose = {"base": "b1", "cards": ["s", "n"], "to": "b2"}
    result = run(table(play(bicycle, choose, to=None), b1=b1, b2=[MOAI]))
    # Mo'ai refuses Ann's own minion only: it stays (warned) and Bob's goes (the play acted).
    assert where(result)["s"] == "b1" and where(result)["n"] == "b2"
    assert any("Moai" in w["text"] for w in result["warnings"])
    assert result["plays"][0]["applied"] is True
    # Two of Ann's: both refused, each named in its warning, nothing moves.
    both = [mine("s", 2), mine("s2", 2)]
    choose = {"base": "b1", "cards": ["s", "s2"], "to": "b2"}
    result = run(table(play(bicycle, choose, to=None), b1=both, b2=[MOAI]))
    assert where(result)["s"] == where(result)["s2"] == "b1"
    texts = [w["text"] for w in result["warnings"]]
    assert any("move s to b2" in t for t in texts) and any("move s2 to b2" in t for t in texts)
    assert result["plays"][0]["applied"] is False
    power = played("mythic-horses/adventure-power", "action")
    result = run(table(play(power, {"cards": ["m1"]}, to=None), b1=[mine("m1")], b2=[MOAI]))
    assert to_options(result) == [{"to": "b3"}] and where(result)["m1"] == "b3"
    choose = {"cards": ["m1"], "to": "b2"}
    result = run(table(play(power, choose, to=None), b1=[mine("m1")], b2=[MOAI]))
    assert where(result)["m1"] == "b1"
    assert any("Moai" in w["text"] for w in result["warnings"])


def test_tale_as_old_as_time_warns_of_a_minion_the_base_refuses():
    tale = played("princesses/tale-as-old-as-time", "action")
    result = run(table(play(tale, {"to": "b2"}, to=None), b1=[mine("m1")], b2=[MOAI]))
    assert where(result)["m1"] == "b1"
    assert any("Moai" in w["text"] for w in result["warnings"])
    # Not named: Mo'ai's base, where none of Ann's minions may go, is no option (nor b1, where
    # they all are already: nothing would move).
    result = run(table(play(tale, to=None), b1=[mine("m1")], b2=[MOAI]))
    assert to_options(result) == [{"to": "b3"}] and where(result)["m1"] == "b3"


def test_freedom_power_destroys_an_action():
    result = run(
        table(
            play(played("mythic-horses/freedom-power", "action"), {"card": "a"}, to=None),
            b1=[bobs("m"), action("a", "m")],
            b2=[action("c")],
        )
    )
    assert "a" not in where(result) and "c" in where(result)
    first = run(
        table(play(played("mythic-horses/freedom-power", "action"), to=None), b2=[action("c")])
    )
    assert assumed(first)["choose"] == {"card": "c"} and "c" not in where(first)


def test_freedom_power_skips_a_protected_action_with_a_warning_and_never_assumes_one():
    card = played("mythic-horses/freedom-power", "action")
    b1 = [bobs("m"), action("hl", "m", card="princesses/heirloom")]
    named = run(table(play(card, {"card": "hl"}, to=None), b1=b1))
    assert "hl" in where(named)
    (warning,) = cannot(named)
    assert "Heirloom" in warning["text"] and named["plays"][0]["applied"] is False
    first = run(table(play(card, to=None), b1=b1, b2=[action("c")]))
    assert assumed(first)["options"] == [{"card": "c"}] and "c" not in where(first)


def test_friendship_power_moves_one_of_yours_to_a_base_where_you_have_one():
    b1, b2 = [mine("m1")], [mine("m2")]
    card = played("mythic-horses/friendship-power", "action")
    result = run(table(play(card, {"card": "m1", "to": "b2"}, to=None), b1=b1, b2=b2))
    assert where(result)["m1"] == "b2"
    assert "into your hand" in texts(result)
    refused = run(table(play(card, {"card": "m1", "to": "b3"}, to=None), b1=b1, b2=b2))
    assert where(refused)["m1"] == "b1" and cannot(refused)
    first = run(table(play(card, to=None), b1=b1, b2=b2))
    assert assumed(first)["choose"] == {"card": "m1", "to": "b2"}


def test_super_future_space_armor_power_boosts_your_minions_sharing_a_base():
    card = played("mythic-horses/super-future-space-armor-power", "action")
    result = run(
        table(
            play(card, to=None),
            b1=[mine("m1", 1), mine("m2", 1), bobs("n", 1)],
            b2=[mine("lone", 1)],
            bp1=3,
        )
    )
    assert powers(result) == {"m1": 3, "m2": 3, "n": 1}


def test_togetherness_power_plays_its_extra_minion_now_from_choose_play_as_documented():
    from simulator.engine.plays import pretty_pretty_smash_up as module

    card = played("mythic-horses/togetherness-power", "action")
    result = run(table(play(card, {"play": mine("e", 2), "to": "b2"}, to=None), b2=[mine("m")]))
    assert where(result)["e"] == "b2" and result["warnings"] == []
    # The module docstring lists the choose keys each card reads (README).
    documented = module.__doc__.split('- "play" (and "to")')[1].split("\n- ")[0]
    assert "Togetherness Power" in documented


def test_togetherness_power_grants_an_extra_minion_where_you_have_one():
    card = played("mythic-horses/togetherness-power", "action")
    there = run(table(play(card, {"base": "b2"}, to=None), *TWO_MINIONS, b2=[mine("m")]))
    assert beyond(there) == []
    at_b3 = (play(mine("e1", 2), to="b3"), play(mine("e2", 2), to="b3"))
    elsewhere = run(table(play(card, {"base": "b2"}, to=None), *at_b3, b2=[mine("m")]))
    assert beyond(elsewhere) == [2]
    first = run(table(play(card, to=None), b2=[mine("m")]))
    assert assumed(first)["choose"] == {"base": "b2"}


# --- princesses ----------------------------------------------------------------------------------


def test_apricot_talent_destroys_a_small_minion_of_another_player_here():
    b1 = [mine("ap", 5, card="princesses/apricot"), bobs("n", 2), bobs("big", 3)]
    result = run(table(talent("ap", {"card": "n"}), b1=b1))
    assert "n" not in where(result)
    refused = run(table(talent("ap", {"card": "big"}), b1=b1))
    assert "big" in where(refused) and cannot(refused)


def test_griselda_talent_plays_an_heirloom_from_the_discard_pile():
    b1 = [mine("gr", 5, card="princesses/griselda"), mine("m", 2)]
    heirloom = action("h", "m", player="ann", card="princesses/heirloom")
    result = run(table(talent("gr", {"mode": "play", "play": heirloom}), b1=b1))
    assert cards_of(result)["h"]["attached_to"] == "m"
    other = {**heirloom, "card": "princesses/skillet"}
    refused = run(table(talent("gr", {"mode": "play", "play": other}), b1=b1))
    assert "h" not in where(refused) and cannot(refused)
    drawn = run(table(talent("gr", {"mode": "draw"}), b1=b1))
    assert "Heirloom from your discard pile" in texts(drawn)


def test_snow_white_talent_moves_a_minion_from_another_base_here():
    b1 = [mine("sw", 5, card="princesses/snow-white")]
    result = run(table(talent("sw", {"card": "n", "to": "b1"}), b1=b1, b2=[bobs("n")]))
    assert where(result)["n"] == "b1"


def test_skillet_destroys_a_minion_of_power_two_or_less():
    b1 = [bobs("n", 2), bobs("big", 3)]
    card = played("princesses/skillet", "action")
    result = run(table(play(card, {"card": "n"}, to=None), b1=b1))
    assert "n" not in where(result) and "draw a card" in texts(result)
    first = run(table(play(card, to=None), b1=b1))
    assert assumed(first)["choose"] == {"card": "n"}


def test_true_loves_kiss_moves_a_minion():
    card = played("princesses/true-loves-kiss", "action")
    result = run(table(play(card, {"card": "n", "to": "b3"}, to=None), b1=[bobs("n")]))
    assert where(result)["n"] == "b3"


def test_continuous_and_hand_only_cards_are_played_with_nothing_more():
    for key, kind in [
        ("kitty-cats/hissy-fit", "action"),
        ("princesses/direct-to-dvd-sequel", "action"),
        ("mythic-horses/starlyte", "minion"),
    ]:
        result = run(table(play(played(key, kind)), b1=[bobs("n")]))
        assert result["plays"][0]["applied"] is True
        assert result["not_simulated"] == []
        assert result["assumed_choices"] == []


@pytest.mark.parametrize(
    "event,b1,b2,expected",
    [
        (
            play(played("princesses/fairy-godmother", "action"), {"mode": "boost"}, to=None),
            [bobs("n")],
            [],
            {"card": "n"},
        ),
        (
            play(played("princesses/true-loves-kiss", "action"), to=None),
            [bobs("n")],
            [],
            {"card": "n", "to": "b2"},
        ),
        (
            play(played("kitty-cats/cat-fight", "action"), to=None),
            [bobs("n"), mine("m")],
            [],
            {"card": "m"},
        ),
        (
            talent("sw"),
            [mine("sw", 5, card="princesses/snow-white")],
            [bobs("n")],
            {"card": "n", "to": "b1"},
        ),
        (talent("ap"), [mine("ap", 5, card="princesses/apricot"), bobs("n", 1)], [], {"card": "n"}),
        (
            talent("gl", {"mode": "weaken"}),
            [mine("gl", 4, card="fairies/glymmer"), bobs("n", 1)],
            [],
            {"card": "n"},
        ),
    ],
)
def test_a_decision_not_given_is_assumed_and_listed_with_its_options(event, b1, b2, expected):
    result = run(table(event, b1=b1, b2=b2))
    entry = assumed(result)
    assert entry["choose"] == expected
    assert expected in entry["options"]
