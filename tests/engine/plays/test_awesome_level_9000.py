"""Play abilities of Awesome Level 9000 (issue 27): Bear Cavalry, Ghosts, Killer Plants,
Steampunks, both printings."""

from __future__ import annotations

from simulator.engine import cards
from simulator.engine import plays as P
from tests.engine.card_boards import base, board, card, in_play, minion, run, typed

FACTIONS = ("bear-cavalry", "ghosts", "killer-plants", "steampunks")


def played(key: str, kind: str = "minion", *, power: int | None = None, **extra) -> dict:
    data = {"type": kind, "id": "x", "owner": "ann", "card": key, **extra}
    if power is not None:
        data["power"] = power
    return data


def play(card_obj: dict, to: str | None = "b1", choose: dict | None = None, by: str = "ann"):
    event = {"when": "now", "action": "play", "by": by, "card": card_obj}
    if to is not None:
        event["to"] = to
    if choose is not None:
        event["choose"] = choose
    return event


def two_bases(b1_cards=(), b2_cards=(), *events, **extra) -> dict:
    return board(
        base("b1", 30, (3, 2, 1), *b1_cards),
        base("b2", 30, (3, 2, 1), *b2_cards),
        events=list(events),
        **extra,
    )


def controllers(result: dict) -> dict[str, str]:
    return {
        c["id"]: c.get("controller", c.get("owner"))
        for b in result["board"]["bases"]
        for c in b["cards"]
    }


def assumed(result: dict, key: str) -> dict:
    found = [a for a in result["assumed_choices"] if a["ability"] == key]
    assert found, result["assumed_choices"]
    return found[0]


def play_warnings(result: dict) -> list[str]:
    return [w["text"] if isinstance(w, dict) else w for w in result["warnings"]]


# --- coverage ----------------------------------------------------------------------------------


def test_every_card_of_the_four_factions_has_a_play_entry():
    keys = [k for k in cards.registered() if k[0].split("/")[0] in FACTIONS]
    assert len(keys) >= 60
    missing = [k for k in keys if not P.is_registered(*k)]
    assert missing == []
    for key, printing in keys:
        assert P.lookup(key, printing).box == "Awesome Level 9000"


def test_printing_specific_entries_differ():
    assert P.lookup("bear-cavalry/bear-necessities", "original").status == P.APPLIED
    assert P.lookup("bear-cavalry/bear-necessities", "pod").status == P.NOT_SIMULATED
    assert P.lookup("bear-cavalry/superiority", "pod").status == P.NOT_SIMULATED
    assert P.lookup("bear-cavalry/superiority", "original").status == P.NO_BOARD_EFFECT
    assert P.lookup("steampunks/ornate-dome", "pod").ongoing
    assert not P.lookup("ghosts/shady-deal", "pod").ongoing


# --- bear cavalry ------------------------------------------------------------------------------


def test_bear_cavalry_moves_another_players_minion_away():
    data = two_bases(
        [typed("bob", 3, "t1"), typed("bob", 2, "t2")],
        [],
        play(played("bear-cavalry/bear-cavalry", power=3), choose={"card": "t2", "to": "b2"}),
    )
    result = run(data)
    assert in_play(result)["t2"] == "b2"
    assert in_play(result)["t1"] == "b1"


def test_bear_cavalry_must_move_first_option_assumed():
    data = two_bases(
        [typed("bob", 3, "t1"), typed("ann", 2, "mine")],
        [],
        play(played("bear-cavalry/bear-cavalry", power=3)),
    )
    result = run(data)
    assert in_play(result)["t1"] == "b2"
    assert in_play(result)["mine"] == "b1"
    choice = assumed(result, "bear-cavalry/bear-cavalry")
    assert choice["event"] == 0
    assert choice["options"] == [{"card": "t1", "to": "b2"}]


def test_grizzled_veteran_may_move():
    moved = run(
        two_bases(
            [typed("bob", 3, "t1")],
            [],
            play(
                played("bear-cavalry/grizzled-veteran", power=3, printing="pod"),
                choose={"card": "t1", "to": "b2"},
            ),
        )
    )
    assert in_play(moved)["t1"] == "b2"
    declined = run(
        two_bases(
            [typed("bob", 3, "t1")],
            [],
            play(played("bear-cavalry/grizzled-veteran", power=3, printing="pod")),
        )
    )
    assert in_play(declined)["t1"] == "b1"
    choice = assumed(declined, "bear-cavalry/grizzled-veteran")
    assert choice["choose"] is None
    assert choice["options"] == [{"card": "t1", "to": "b2"}]


def test_bear_hug_destroys_each_other_players_weakest():
    data = board(
        base("b1", 30, (3, 2, 1), typed("bob", 3, "b3"), typed("carl", 4, "c4")),
        base("b2", 30, (3, 2, 1), typed("bob", 2, "b2m"), typed("carl", 5, "c5")),
        base("b3", 30, (3, 2, 1), typed("ann", 1, "a1")),
        players=("ann", "bob", "carl"),
        events=[play(played("bear-cavalry/bear-hug", "action"), to=None)],
    )
    result = run(data)
    left = in_play(result)
    assert "b2m" not in left and "c4" not in left
    assert {"b3", "c5", "a1"} <= set(left)
    assert result["assumed_choices"] == []


def test_bear_hug_tie_chosen_or_first_assumed():
    cards_ = ([typed("bob", 2, "t1"), typed("bob", 2, "t2"), typed("bob", 5, "t3")], [])
    chosen = run(
        two_bases(
            *cards_,
            play(played("bear-cavalry/bear-hug", "action"), to=None, choose={"cards": ["t2"]}),
        )
    )
    assert set(in_play(chosen)) == {"t1", "t3"}
    first = run(two_bases(*cards_, play(played("bear-cavalry/bear-hug", "action"), to=None)))
    assert set(in_play(first)) == {"t2", "t3"}
    choice = assumed(first, "bear-cavalry/bear-hug")
    assert choice["options"] == [{"cards": ["t1"]}, {"cards": ["t2"]}]


def test_bear_necessities_original_destroys_an_action():
    other = card("action", "bob", "killer-plants/sleep-spores", "sp")
    given = run(
        two_bases(
            [typed("bob", 3, "t1"), other],
            [card("action", "bob", "steampunks/aggromotive", "ag")],
            play(played("bear-cavalry/bear-necessities", "action"), to=None, choose={"card": "ag"}),
        )
    )
    assert "ag" not in in_play(given) and "sp" in in_play(given)
    first = run(
        two_bases(
            [typed("bob", 3, "t1"), other],
            [],
            play(played("bear-cavalry/bear-necessities", "action"), to=None),
        )
    )
    assert "sp" not in in_play(first)
    assert assumed(first, "bear-cavalry/bear-necessities")["options"] == [{"card": "sp"}]


def test_bear_necessities_pod_is_a_talent():
    result = run(
        two_bases(
            [typed("bob", 3, "t1")],
            [],
            play(played("bear-cavalry/bear-necessities", "action", printing="pod")),
        )
    )
    assert in_play(result)["x"] == "b1"
    assert result["plays"][0]["applied"] is False


def test_bear_rides_you_original_moves_one_of_your_minions():
    result = run(
        two_bases(
            [typed("bob", 3, "t1"), typed("ann", 2, "a1")],
            [],
            play(played("bear-cavalry/bear-rides-you", "action"), to=None),
        )
    )
    assert in_play(result)["a1"] == "b2"
    assert assumed(result, "bear-cavalry/bear-rides-you")["options"] == [{"card": "a1", "to": "b2"}]


def test_bear_rides_you_pod_moves_any_minion_and_warns_of_the_cancel():
    other = run(
        two_bases(
            [typed("bob", 3, "t1")],
            [],
            play(
                played("bear-cavalry/bear-rides-you", "action", printing="pod"),
                to=None,
                choose={"card": "t1", "to": "b2"},
            ),
        )
    )
    assert in_play(other)["t1"] == "b2"
    assert other["plays"][0]["applied"] is True
    own = run(
        two_bases(
            [typed("ann", 3, "a1")],
            [],
            play(
                played("bear-cavalry/bear-rides-you", "action", printing="pod"),
                to=None,
                choose={"card": "a1", "to": "b2", "base": "b2"},
            ),
        )
    )
    assert in_play(own)["a1"] == "b2"
    assert own["plays"][0]["applied"] is False
    assert any("special" in w for w in play_warnings(own))


def deep_roots(player: str = "bob") -> dict:
    """Deep Roots: other players may not move or return `player`'s minions on its base."""
    return card("action", player, "killer-plants/deep-roots", "dr")


def warned(result: dict, words: str) -> bool:
    return any(words in w for w in play_warnings(result))


def test_bear_rides_you_pod_leaves_out_a_minion_a_move_protection_keeps():
    def rides_board(choose=None):
        rides = played("bear-cavalry/bear-rides-you", "action", printing="pod")
        return two_bases(
            [typed("bob", 3, "t1"), deep_roots()],
            [typed("cat", 3, "t2")],
            play(rides, to=None, choose=choose),
            players=("ann", "bob", "cat"),
        )

    result = run(rides_board())
    assert assumed(result, "bear-cavalry/bear-rides-you")["options"] == [{"card": "t2", "to": "b1"}]
    named = run(rides_board({"card": "t1", "to": "b2"}))
    assert in_play(named)["t1"] == "b1"
    assert warned(named, "Deep Roots") and named["plays"][0]["applied"] is False


def test_commission_plays_an_extra_minion_then_moves_from_its_base():
    extra = {"type": "minion", "id": "m", "owner": "ann", "power": 3}
    result = run(
        two_bases(
            [],
            [typed("bob", 4, "t1")],
            play(
                played("bear-cavalry/commission", "action"),
                to=None,
                choose={"play": extra, "to": "b2", "card": "t1", "base": "b1"},
            ),
        )
    )
    left = in_play(result)
    assert left["m"] == "b2" and left["t1"] == "b1"


def test_commission_original_must_move_pod_may():
    extra = {"type": "minion", "id": "m", "owner": "ann", "power": 3}
    choose = {"play": extra, "to": "b2"}
    original = run(
        two_bases(
            [],
            [typed("bob", 4, "t1")],
            play(played("bear-cavalry/commission", "action"), to=None, choose=choose),
        )
    )
    assert in_play(original)["t1"] == "b1"
    pod = run(
        two_bases(
            [],
            [typed("bob", 4, "t1")],
            play(
                played("bear-cavalry/commission", "action", printing="pod"),
                to=None,
                choose=choose,
            ),
        )
    )
    assert in_play(pod)["t1"] == "b2"
    # A choose without "card" declines the POD "may" on purpose; the original assumes the move.
    assert pod["assumed_choices"] == []
    assert assumed(original, "bear-cavalry/commission")["options"] == [{"card": "t1"}]


def test_commission_leaves_out_a_protected_minion_and_a_base_refusing_the_move():
    # Deep Roots keeps Bob's t1 on b1; Bob's POD Hideout refuses Ann's moves onto b2.
    def commission_board(choose):
        hideout = card("action", "bob", "tricksters/hideout", "hd", printing="pod")
        extra = {"type": "minion", "id": "m", "owner": "ann", "power": 3}
        return board(
            base("b1", 30, (3, 2, 1), typed("bob", 4, "t1"), deep_roots(), typed("cat", 2, "t2")),
            base("b2", 30, (3, 2, 1), hideout),
            base("b3", 30, (3, 2, 1)),
            players=("ann", "bob", "cat"),
            events=[
                play(
                    played("bear-cavalry/commission", "action"),
                    to=None,
                    choose={"play": extra, "to": "b1", **choose},
                )
            ],
        )

    result = run(commission_board({}))
    found = [a for a in result["assumed_choices"] if a["ability"] == "bear-cavalry/commission"]
    assert [a["options"] for a in found] == [[{"card": "t2"}], [{"base": "b3"}]]
    assert in_play(result)["t2"] == "b3" and in_play(result)["t1"] == "b1"
    named = run(commission_board({"card": "t1", "base": "b3"}))
    assert in_play(named)["t1"] == "b1" and warned(named, "Deep Roots")
    refused = run(commission_board({"card": "t2", "base": "b2"}))
    assert in_play(refused)["t2"] == "b1" and warned(refused, "Hideout")


def test_youre_pretty_much_borscht_moves_all_other_minions():
    result = run(
        board(
            base(
                "b1",
                30,
                (3, 2, 1),
                typed("ann", 1, "a1"),
                typed("bob", 3, "t1"),
                typed("bob", 2, "t2"),
            ),
            base("b2", 30, (3, 2, 1), typed("bob", 5, "t3")),
            base("b3", 30, (3, 2, 1)),
            events=[
                play(
                    played("bear-cavalry/youre-pretty-much-borscht", "action"),
                    to=None,
                    choose={"base": "b1", "to": "b3"},
                )
            ],
        )
    )
    left = in_play(result)
    assert (left["t1"], left["t2"], left["t3"], left["a1"]) == ("b3", "b3", "b2", "b1")


def test_youre_pretty_much_borscht_assumes_the_first_base_pair():
    result = run(
        two_bases(
            [typed("bob", 3, "t1")],
            [typed("ann", 1, "a1"), typed("bob", 2, "t2")],
            play(played("bear-cavalry/youre-pretty-much-borscht", "action"), to=None),
        )
    )
    assert in_play(result)["t2"] == "b1"
    assert assumed(result, "bear-cavalry/youre-pretty-much-borscht")["options"] == [
        {"base": "b2", "to": "b1"}
    ]


def test_youre_screwed_moves_from_a_base_where_you_have_a_minion():
    result = run(
        two_bases(
            [typed("bob", 3, "t1")],
            [typed("ann", 1, "a1"), typed("bob", 2, "t2")],
            play(played("bear-cavalry/youre-screwed", "action"), to=None),
        )
    )
    assert in_play(result)["t2"] == "b1"
    assert assumed(result, "bear-cavalry/youre-screwed")["options"] == [{"card": "t2", "to": "b1"}]


def test_youre_screwed_leaves_out_a_minion_a_move_protection_keeps():
    def screwed_board(choose=None):
        return two_bases(
            [typed("ann", 1, "a1"), typed("bob", 3, "t1"), deep_roots(), typed("cat", 2, "t2")],
            [],
            play(played("bear-cavalry/youre-screwed", "action"), to=None, choose=choose),
            players=("ann", "bob", "cat"),
        )

    result = run(screwed_board())
    assert assumed(result, "bear-cavalry/youre-screwed")["options"] == [{"card": "t2", "to": "b2"}]
    named = run(screwed_board({"card": "t1", "to": "b2"}))
    assert in_play(named)["t1"] == "b1"
    assert warned(named, "Deep Roots") and named["plays"][0]["applied"] is False


# --- ghosts ------------------------------------------------------------------------------------


def test_ghostly_arrival_grants_an_extra_minion_and_action():
    def events(first):
        return [
            *first,
            play({"type": "minion", "id": "m1", "owner": "ann", "power": 2}),
            play({"type": "minion", "id": "m2", "owner": "ann", "power": 2}),
            play(card("action", "ann", "killer-plants/sleep-spores", "s2")),
        ]

    granted = run(
        two_bases([], [], *events([play(played("ghosts/ghostly-arrival", "action"), to=None)]))
    )
    assert play_warnings(granted) == []
    typed_in = run(
        two_bases(
            [], [], *events([play(card("action", "ann", "killer-plants/sleep-spores", "s1"))])
        )
    )
    assert len(play_warnings(typed_in)) == 2


def test_make_contact_takes_control_with_an_empty_hand():
    contact = played("ghosts/make-contact", "action", attached_to="t1")
    taken = run(two_bases([typed("bob", 4, "t1")], [], play(contact), hand_size={"ann": 0}))
    assert controllers(taken)["t1"] == "ann"
    assert in_play(taken)["x"] == "b1"
    kept = run(two_bases([typed("bob", 4, "t1")], [], play(contact), hand_size={"ann": 2}))
    assert controllers(kept)["t1"] == "bob"
    assert "x" not in in_play(kept)
    unknown = run(two_bases([typed("bob", 4, "t1")], [], play(contact)))
    assert controllers(unknown)["t1"] == "bob"
    assert unknown["plays"][0]["applied"] is False
    # A part the board does not let the engine apply is listed in not_simulated too (README:
    # applied false ... not simulated: then it is also in not_simulated).
    (listed,) = unknown["not_simulated"]
    assert listed["card"] == "x" and "hand" in listed["reason"]


def test_shady_deal_gains_a_vp_with_two_cards_or_fewer():
    deal = play(played("ghosts/shady-deal", "action"), to=None)
    assert run(two_bases([], [], deal, hand_size={"ann": 2}))["vp"]["ann"] == 1
    assert run(two_bases([], [], deal, hand_size={"ann": 3}))["vp"]["ann"] == 0
    unknown = run(two_bases([], [], deal))
    assert unknown["vp"]["ann"] == 0 and unknown["plays"][0]["applied"] is False


def test_spirit_destroys_a_minion_it_can_pay_for():
    spirit = played("ghosts/spirit", power=3)
    given = run(
        two_bases(
            [typed("bob", 4, "t1")],
            [typed("bob", 2, "t2")],
            play(spirit, choose={"card": "t2"}),
            hand_size={"ann": 2},
        )
    )
    assert "t2" not in in_play(given) and "t1" in in_play(given)
    declined = run(
        two_bases(
            [typed("bob", 4, "t1")], [typed("bob", 2, "t2")], play(spirit), hand_size={"ann": 3}
        )
    )
    assert {"t1", "t2"} <= set(in_play(declined))
    assert assumed(declined, "ghosts/spirit")["options"] == [{"card": "t2"}]


def test_spirit_leaves_out_a_minion_a_destroy_protection_keeps():
    # General Ivan keeps Bob's minions from being destroyed: Cat's t2 is the only option.
    def spirit_board(choose=None):
        return two_bases(
            [minion("bob", "bear-cavalry/general-ivan", "gi", power=2)],
            [typed("cat", 2, "t2")],
            play(played("ghosts/spirit", power=3), choose=choose),
            players=("ann", "bob", "cat"),
            hand_size={"ann": 3},
        )

    assert assumed(run(spirit_board()), "ghosts/spirit")["options"] == [{"card": "t2"}]
    named = run(spirit_board({"card": "gi"}))
    assert "gi" in in_play(named)
    assert warned(named, "General Ivan") and named["plays"][0]["applied"] is False
    assert not any("from your hand" in line["text"] for line in named["log"])


def test_spirit_without_the_hand_size_destroys_nothing_and_says_so():
    # As Shady Deal and Make Contact: how many cards you can discard is not known.
    spirit = played("ghosts/spirit", power=3)
    result = run(two_bases([typed("bob", 6, "k")], [], play(spirit, "b2", {"card": "k"})))
    assert "k" in in_play(result)
    assert result["plays"][0]["applied"] is False
    [warning] = play_warnings(result)
    assert "the number of cards in your hand is not given" in warning
    declined = run(two_bases([typed("bob", 6, "k")], [], play(spirit, "b2", {})))
    assert "k" in in_play(declined) and declined["warnings"] == []


def test_the_dead_rise_cannot_discard_more_cards_than_the_hand_holds():
    rise = {"id": "dr", "type": "action", "owner": "ann", "card": "ghosts/the-dead-rise"}
    ghost = {"id": "o1", "type": "minion", "owner": "ann", "power": 2}
    spectre = {"type": "minion", "id": "z", "owner": "ann", "power": 5}
    result = run(
        two_bases(
            [],
            [],
            {
                "when": "now",
                "action": "play",
                "card": "dr",
                "choose": {"count": 6, "play": spectre, "to": "b1"},
            },
            hands={"ann": [rise, ghost]},
        )
    )
    assert "z" not in in_play(result)
    [warning] = play_warnings(result)
    assert "count: 6 is not possible: you hold 1 card(s)" in warning
    assert result["plays"][0]["applied"] is False


def test_the_dead_rise_plays_a_weaker_minion_from_the_discard_pile():
    rise = played("ghosts/the-dead-rise", "action")
    weak = {"type": "minion", "id": "m", "owner": "ann", "power": 2}
    ok = run(two_bases([], [], play(rise, to=None, choose={"count": 3, "play": weak, "to": "b2"})))
    assert in_play(ok)["m"] == "b2"
    too_strong = run(
        two_bases([], [], play(rise, to=None, choose={"count": 2, "play": weak, "to": "b2"}))
    )
    assert "m" not in in_play(too_strong)
    assert too_strong["plays"][0]["applied"] is False


# --- killer plants -----------------------------------------------------------------------------


def _minions(*ids, name: str | None = None):
    return [
        play({"type": "minion", "id": i, "owner": "ann", "power": 1, "card": name or "sprout"})
        for i in ids
    ]


def test_blossom_grants_three_extra_minions_of_one_name():
    result = run(
        two_bases(
            [],
            [],
            play(played("killer-plants/blossom", "action"), to=None),
            *_minions("m1", "m2", "m3", "m4"),
        )
    )
    assert play_warnings(result) == []
    assert result["plays"][0]["applied"] is True
    beyond = run(
        two_bases(
            [],
            [],
            play(played("killer-plants/blossom", "action"), to=None),
            *_minions("m1", "m2", "m3", "m4", "m5"),
        )
    )
    assert [w["event"] for w in beyond["warnings"]] == [5]


def test_blossoms_extra_minions_must_share_a_name():
    # "Play up to three extra minions that all have the same name": the first extra one sets
    # the name; the turn's own minion may be of another name, a third name is beyond the plays.
    events = [
        play(played("killer-plants/blossom", "action"), to=None),
        *_minions("m1", "m2", name="sprout"),
        *_minions("w1", name="weed eater"),
        *_minions("v1", name="venus man trap"),
    ]
    result = run(two_bases([], [], *events))
    assert [w["event"] for w in result["warnings"]] == [4]
    assert "beyond the plays" in result["warnings"][0]["text"]


def test_insta_grow_grants_an_extra_minion():
    result = run(
        two_bases(
            [],
            [],
            play(played("killer-plants/insta-grow", "action"), to=None),
            *_minions("m1", "m2"),
        )
    )
    assert play_warnings(result) == []
    without = run(two_bases([], [], *_minions("m1", "m2")))
    assert len(play_warnings(without)) == 1


# --- steampunks --------------------------------------------------------------------------------


def test_change_of_venue_replays_one_of_your_actions():
    spores = card("action", "ann", "killer-plants/sleep-spores", "sp")
    again = card("action", "ann", "killer-plants/sleep-spores", "sp-again")
    result = run(
        two_bases(
            [spores, typed("bob", 3, "t1")],
            [],
            play(
                played("steampunks/change-of-venue", "action"),
                to=None,
                choose={"card": "sp", "play": again, "to": "b2"},
            ),
        )
    )
    left = in_play(result)
    assert "sp" not in left and left["sp-again"] == "b2"
    assert result["plays"][0]["applied"] is True


def test_change_of_venue_replayed_action_leaves_the_hand():
    # "Place one of your actions ... into your hand. Play it again": once played again it is no
    # longer in the hand (as Doctor When's replay); the hand had only Change of Venue.
    venue = {"id": "cv", "type": "action", "owner": "ann", "card": "steampunks/change-of-venue"}
    again = card("action", "ann", "steampunks/rotary-slug-thrower", "r1b")
    result = run(
        two_bases(
            [card("action", "ann", "steampunks/rotary-slug-thrower", "r1")],
            [],
            {
                "when": "now",
                "action": "play",
                "card": "cv",
                "choose": {"card": "r1", "play": again, "to": "b2"},
            },
            hands={"ann": [venue]},
        )
    )
    assert in_play(result)["r1b"] == "b2" and "r1" not in in_play(result)
    assert result["board"]["hands"]["ann"] == []


def test_change_of_venue_replays_only_the_same_card():
    result = run(
        two_bases(
            [card("action", "ann", "killer-plants/sleep-spores", "sp")],
            [],
            play(
                played("steampunks/change-of-venue", "action"),
                to=None,
                choose={
                    "card": "sp",
                    "play": card("action", "ann", "steampunks/aggromotive", "ag"),
                    "to": "b2",
                },
            ),
        )
    )
    assert "ag" not in in_play(result) and "sp" not in in_play(result)
    # Its return acted, the replay of another card did not: applied (in part), the refused
    # replay in `warnings`.
    assert result["plays"][0]["applied"] is True
    assert any(w.get("event") == 0 for w in result["warnings"])


def test_change_of_venue_without_choice_returns_the_first_action():
    result = run(
        two_bases(
            [
                card("action", "ann", "killer-plants/sleep-spores", "sp"),
                card("action", "bob", "steampunks/aggromotive", "ag"),
            ],
            [],
            play(played("steampunks/change-of-venue", "action"), to=None),
        )
    )
    assert "sp" not in in_play(result) and "ag" in in_play(result)
    assert assumed(result, "steampunks/change-of-venue")["options"] == [{"card": "sp"}]
    assert [c["id"] for c in result["board"]["hands"]["ann"]] == ["sp"]


def test_mechanic_plays_an_action_from_the_discard_pile():
    slug = card("action", "ann", "steampunks/rotary-slug-thrower", "rs")
    result = run(
        two_bases(
            [], [], play(played("steampunks/mechanic", power=4), choose={"play": slug, "to": "b2"})
        )
    )
    assert in_play(result)["rs"] == "b2"
    not_given = run(two_bases([], [], play(played("steampunks/mechanic", power=4))))
    assert "rs" not in in_play(not_given)
    assert assumed(not_given, "steampunks/mechanic")["choose"] is None


def test_ornate_dome_destroys_other_players_actions_on_its_base():
    result = run(
        two_bases(
            [
                typed("bob", 3, "t1"),
                card("action", "bob", "killer-plants/sleep-spores", "sp"),
                card("action", "bob", "ghosts/incorporeal", "inc", attached_to="t1"),
                card("action", "ann", "steampunks/aggromotive", "ag"),
            ],
            [card("action", "bob", "killer-plants/deep-roots", "dr")],
            play(played("steampunks/ornate-dome", "action")),
        )
    )
    left = in_play(result)
    assert "sp" not in left
    assert {"inc", "ag", "dr", "x"} <= set(left)


def test_mechanic_refuses_an_action_played_on_a_minion():
    contact = card("action", "ann", "ghosts/incorporeal", "inc", attached_to="a1")
    result = run(
        two_bases(
            [typed("ann", 2, "a1")],
            [],
            play(played("steampunks/mechanic", power=4), choose={"play": contact, "to": "b1"}),
        )
    )
    assert "inc" not in in_play(result)
    assert result["plays"][0]["applied"] is False


# --- statuses without an effect ----------------------------------------------------------------


def test_a_talent_card_is_played_with_nothing_more_and_its_talent_acts_by_a_talent_event():
    result = run(
        two_bases(
            [typed("ann", 2, "a2")],
            [],
            play(played("steampunks/zeppelin", "action")),
            play(minion("ann", "bear-cavalry/polar-commando", "pc", power=4, printing="pod")),
            {"when": "now", "action": "talent", "card": "pc", "choose": {"card": "a2"}},
            {"when": "now", "action": "talent", "card": "x", "choose": {"card": "pc", "to": "b2"}},
        )
    )
    assert [p["applied"] for p in result["plays"]] == [True, True]
    # Polar Commando's Talent put a counter on a2 (2 < 4); Zeppelin's moved it away.
    assert in_play(result)["x"] == "b1" and in_play(result)["pc"] == "b2"
    a2 = next(c for b in result["board"]["bases"] for c in b["cards"] if c["id"] == "a2")
    assert a2["counters"] == 1


def test_a_continuous_card_is_played_with_nothing_more():
    result = run(
        two_bases(
            [typed("bob", 3, "t1")],
            [],
            play(played("ghosts/haunting", power=3)),
        )
    )
    assert result["plays"][0]["applied"] is True
    assert result["warnings"] == [] and result["assumed_choices"] == []
    assert in_play(result) == {"t1": "b1", "x": "b1"}


def test_bear_cavalry_cannot_move_a_protected_minion():
    # Superiority (original): other players' cards cannot move bob's minions there: t1 is not
    # a target the move can take (Play.minions asks the "move" protection).
    result = run(
        two_bases(
            [typed("bob", 3, "t1"), card("action", "bob", "bear-cavalry/superiority", "sup")],
            [],
            play(played("bear-cavalry/bear-cavalry", power=3)),
        )
    )
    assert in_play(result)["t1"] == "b1"
    [entry] = [p for p in result["plays"] if p["applied"] is False]
    assert entry["reason"] == "nothing it can act on"


def test_bear_hug_wrong_tie_choice_still_destroys_the_untied_weakest():
    result = run(
        board(
            base("b1", 30, (3, 2, 1), typed("bob", 2, "t1"), typed("bob", 2, "t2")),
            base("b2", 30, (3, 2, 1), typed("carl", 4, "c4"), typed("carl", 6, "c6")),
            players=("ann", "bob", "carl"),
            events=[
                play(played("bear-cavalry/bear-hug", "action"), to=None, choose={"cards": ["c6"]})
            ],
        )
    )
    assert set(in_play(result)) == {"t1", "t2", "c6"}
    # c4 destroyed, the wrong tie choice refused: applied in part, the refusal warned.
    assert result["plays"][0]["applied"] is True
    assert any(w.get("event") == 0 for w in result["warnings"])


def test_make_contact_from_the_hand_counts_the_hand_after_it_left():
    def result(hand, attached):
        event = {"when": "now", "action": "play", "by": "ann", "card": "mc", "to": "b1"}
        if attached:
            event["attached_to"] = "t1"
        contact = {"type": "action", "id": "mc", "card": "ghosts/make-contact"}
        return run(two_bases([typed("bob", 4, "t1")], [], event, hands={"ann": [contact, *hand]}))

    assert controllers(result([], True))["t1"] == "ann"
    other = {"type": "minion", "id": "h1", "card": "ghosts/ghost", "power": 2}
    assert controllers(result([other], True))["t1"] == "bob"
    on_base = result([], False)
    assert controllers(on_base)["t1"] == "bob"
    assert on_base["plays"][0]["applied"] is False


def test_bear_rides_you_pod_assumes_the_first_move_and_declines_the_cancel():
    result = run(
        two_bases(
            [typed("ann", 3, "a1")],
            [typed("bob", 2, "t1")],
            play(
                played("bear-cavalry/bear-rides-you", "action", printing="pod"),
                to=None,
            ),
        )
    )
    assert in_play(result)["a1"] == "b2"
    move, cancel = result["assumed_choices"]
    assert move["options"] == [{"card": "a1", "to": "b2"}, {"card": "t1", "to": "b1"}]
    assert cancel["choose"] is None
    assert cancel["options"] == [{"base": "b2"}, {"cards": ["t1"]}]
    assert result["plays"][0]["applied"] is True


def test_the_dead_rise_without_choice_plays_nothing_and_says_so():
    result = run(two_bases([], [], play(played("ghosts/the-dead-rise", "action"), to=None)))
    assert assumed(result, "ghosts/the-dead-rise")["choose"] is None
    assert in_play(result) == {}


def test_commission_pod_plays_the_extra_minion_and_moves_when_chosen():
    extra = {"type": "minion", "id": "m", "owner": "ann", "power": 3}
    result = run(
        two_bases(
            [],
            [typed("bob", 4, "t1")],
            play(
                played("bear-cavalry/commission", "action", printing="pod"),
                to=None,
                choose={"play": extra, "to": "b2", "card": "t1", "base": "b1"},
            ),
        )
    )
    left = in_play(result)
    assert left["m"] == "b2" and left["t1"] == "b1"
    assert result["assumed_choices"] == []


def test_overgrowth_and_weed_eater_played_this_turn_wait_for_the_next_start_of_turn():
    overgrowth = card("action", "ann", "killer-plants/overgrowth", "og")
    result = run(board(base("b1", 20, (3, 2, 1), typed("ann", 3, "a1")), events=[play(overgrowth)]))
    assert result["order"] == []
    eater = played("killer-plants/weed-eater", power=3)
    result = run(board(base("b1", 3, (3, 2, 1)), events=[play(eater)]))
    assert result["scorings"][0]["card_powers"]["x"] == 3


# --- the review of session 25 (a3) -------------------------------------------------------------


def _unstoppable(on: str) -> dict:
    """Unstoppable ("this minion cannot be destroyed") on Bob's minion `on`."""
    return card("action", "bob", "werewolves/unstoppable", f"un-{on}", attached_to=on)


def test_bear_hug_never_offers_nor_assumes_a_protected_tied_minion():
    # Bear Hug: each other player's weakest minion is destroyed, its controller picking on a
    # tie. A tied minion the destroy cannot take is neither offered nor assumed:
    # Bob's other tied minion goes (no choice left).
    hug = played("bear-cavalry/bear-hug", "action")
    result = run(
        two_bases(
            [typed("ann", 5, "a1"), typed("bob", 2, "t1"), _unstoppable("t1")],
            [typed("bob", 2, "t2"), typed("bob", 5, "t5")],
            play(hug, to=None),
        )
    )
    assert set(in_play(result)) == {"a1", "t1", "un-t1", "t5"}
    assert result["assumed_choices"] == []
    # Three tied, one protected: the two others are offered, the first assumed.
    result = run(
        two_bases(
            [typed("bob", 2, "t1"), _unstoppable("t1"), typed("bob", 2, "t2")],
            [typed("bob", 2, "t3")],
            play(hug, to=None),
        )
    )
    assert set(in_play(result)) == {"t1", "un-t1", "t3"}
    choice = assumed(result, "bear-cavalry/bear-hug")
    assert choice["options"] == [{"cards": ["t2"]}, {"cards": ["t3"]}]
    # Named, it is left out with a warning naming its protector: Bob's part is skipped.
    result = run(
        two_bases(
            [typed("bob", 2, "t1"), _unstoppable("t1"), typed("bob", 2, "t2")],
            [typed("bob", 2, "t3")],
            play(hug, to=None, choose={"cards": ["t1"]}),
        )
    )
    assert set(in_play(result)) == {"t1", "un-t1", "t2", "t3"}
    assert [w for w in play_warnings(result) if "destroy t1" in w and "Unstoppable" in w]
    # All tied protected: none is destroyed, and nothing is assumed.
    result = run(
        two_bases(
            [typed("bob", 2, "t1"), _unstoppable("t1"), typed("bob", 2, "t2"), _unstoppable("t2")],
            [],
            play(hug, to=None),
        )
    )
    assert {"t1", "t2"} <= set(in_play(result))
    assert result["assumed_choices"] == []


def test_bear_hug_tie_is_the_tied_minions_controllers_choice():
    # On a tie the minions' controller picks: each tied player decides for their own minions;
    # the assumed entry names that player, one entry per tied player, and a choose naming one
    # player's minion leaves the other's assumed.
    hug = played("bear-cavalry/bear-hug", "action")
    bases = (
        [typed("bob", 2, "t1"), typed("bob", 2, "t2")],
        [typed("carl", 1, "c1"), typed("carl", 1, "c2")],
    )
    result = run(two_bases(*bases, play(hug, to=None), players=("ann", "bob", "carl")))
    entries = [a for a in result["assumed_choices"] if a["ability"] == "bear-cavalry/bear-hug"]
    assert [(a["player"], a["choose"], a["options"]) for a in entries] == [
        ("bob", {"cards": ["t1"]}, [{"cards": ["t1"]}, {"cards": ["t2"]}]),
        ("carl", {"cards": ["c1"]}, [{"cards": ["c1"]}, {"cards": ["c2"]}]),
    ]
    assert set(in_play(result)) == {"t2", "c2"}
    result = run(
        two_bases(
            *bases, play(hug, to=None, choose={"cards": ["t2"]}), players=("ann", "bob", "carl")
        )
    )
    assert set(in_play(result)) == {"t1", "c2"}
    entries = [a for a in result["assumed_choices"] if a["ability"] == "bear-cavalry/bear-hug"]
    assert [a["player"] for a in entries] == ["carl"]
    assert result["warnings"] == []
