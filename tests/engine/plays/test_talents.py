"""The Talents of the first five boxes, used by a scripted "talent" event (issue 27)."""

from __future__ import annotations

from tests.engine.card_boards import base, board, run, typed


def catalog(kind, owner, key, card_id, power=None, **extra):
    data = {"type": kind, "id": card_id, "owner": owner, "card": key, **extra}
    if power is not None:
        data["power"] = power
    return data


def talent(card_id, choose=None):
    event = {"when": "now", "action": "talent", "card": card_id}
    if choose is not None:
        event["choose"] = choose
    return event


def where(result):
    return {c["id"]: b["id"] for b in result["board"]["bases"] for c in b["cards"]}


def card_of(result, card_id):
    return next(c for b in result["board"]["bases"] for c in b["cards"] if c["id"] == card_id)


def beyond(result):
    return [w["event"] for w in result["warnings"] if "beyond the plays" in w["text"]]


def test_captain_ahab_moves_to_a_base_with_one_of_your_actions():
    data = board(
        base("b1", 40, (3, 2, 1), catalog("minion", "ann", "steampunks/captain-ahab", "ca", 2)),
        base("b2", 40, (3, 2, 1), catalog("action", "ann", "steampunks/ornate-dome", "od")),
        base("b3", 40, (3, 2, 1)),
        events=[talent("ca")],
    )
    result = run(data)
    assert where(result)["ca"] == "b2"
    [assumed] = result["assumed_choices"]
    assert assumed["options"] == [{"to": "b2"}]


def test_captain_ahab_offers_no_base_that_refuses_the_move():
    # Mo'ai (Bob's, on b2) keeps Ann from moving her minions to its base.
    def data(choose=None):
        return board(
            base("b1", 40, (3, 2, 1), catalog("minion", "ann", "steampunks/captain-ahab", "ca", 2)),
            base(
                "b2",
                40,
                (3, 2, 1),
                catalog("action", "ann", "steampunks/ornate-dome", "od"),
                catalog("minion", "bob", "polynesian-voyagers/moai", "mo", 3),
            ),
            base("b3", 40, (3, 2, 1), catalog("action", "ann", "steampunks/ornate-dome", "o3")),
            events=[talent("ca", choose)],
        )

    result = run(data())
    [assumed] = result["assumed_choices"]
    assert assumed["options"] == [{"to": "b3"}] and where(result)["ca"] == "b3"
    result = run(data({"to": "b2"}))
    assert where(result)["ca"] == "b1"
    assert any("Moai" in w["text"] for w in result["warnings"])


def test_baboom_grants_an_extra_action_on_it():
    minion = catalog("minion", "ann", "cyborg-apes/baboom", "bb", 3)

    def actions(*places):
        return [
            {
                "when": "now",
                "action": "play",
                "by": "ann",
                "card": {"type": "action", "id": f"x{i}", "owner": "ann", **place},
            }
            if place
            else {
                "when": "now",
                "action": "play",
                "by": "ann",
                "card": {"type": "action", "id": f"x{i}", "owner": "ann"},
                "to": "b2",
            }
            for i, place in enumerate(places)
        ]

    on_it = {"attached_to": "bb"}
    bases = (base("b1", 40, (3, 2, 1), minion), base("b2", 40, (3, 2, 1)))
    assert beyond(run(board(*bases, events=actions(on_it, on_it)))) == [1]
    result = run(board(*bases, events=[talent("bb"), *actions(on_it, on_it)]))
    assert beyond(result) == []
    assert result["warnings"] == []
    # "Play an action on this minion": an action played on another base, or on its base but
    # not on it, is beyond the turn's plays.
    made = {"minion": 0, "action": 1}
    elsewhere = run(board(*bases, events=[talent("bb"), *actions({})], plays_made=made))
    assert beyond(elsewhere) == [1]
    assert beyond(run(board(*bases, events=[talent("bb"), *actions(on_it)], plays_made=made))) == []
    other = {"type": "minion", "id": "o", "owner": "ann", "power": 2}
    beside = (base("b1", 40, (3, 2, 1), minion, other), base("b2", 40, (3, 2, 1)))
    on_other = {"attached_to": "o"}
    assert beyond(
        run(board(*beside, events=[talent("bb"), *actions(on_other)], plays_made=made))
    ) == [1]


def test_monkey_on_your_back_destroys_a_small_rival_here_and_goes_to_the_deck():
    data = board(
        base(
            "b1",
            40,
            (3, 2, 1),
            typed("ann", 3, "a1"),
            catalog("action", "ann", "cyborg-apes/monkey-on-your-back", "mo", attached_to="a1"),
            typed("bob", 5, "big"),
            typed("bob", 4, "small"),
        ),
        events=[talent("mo")],
    )
    result = run(data)
    assert set(where(result)) == {"a1", "big"}


def test_herr_doktor_puts_a_counter_on_another_of_your_minions():
    data = board(
        base(
            "b1",
            40,
            (3, 2, 1),
            catalog("minion", "ann", "mad-scientists/herr-doktor", "hd", 5),
            typed("ann", 2, "a2"),
        ),
        events=[talent("hd", {"card": "a2"})],
    )
    assert card_of(run(data), "a2")["counters"] == 1


def test_the_monster_spends_a_counter_for_an_extra_minion():
    monster = catalog("minion", "ann", "mad-scientists/the-monster", "tm", 4, counters=1)
    minions = [
        {"when": "now", "action": "play", "by": "ann", "to": "b1", "card": typed("ann", 1, f"m{i}")}
        for i in range(2)
    ]
    result = run(board(base("b1", 40, (3, 2, 1), monster), events=[talent("tm"), *minions]))
    assert beyond(result) == []
    assert "counters" not in card_of(result, "tm")
    bare = {**monster, "counters": 0}
    result = run(board(base("b1", 40, (3, 2, 1), bare), events=[talent("tm"), *minions]))
    assert beyond(result) == [2]


def test_leader_of_the_pack_needs_the_highest_power_here():
    def data(rival_power):
        return board(
            base(
                "b1",
                40,
                (3, 2, 1),
                typed("ann", 4, "a1"),
                catalog("action", "ann", "werewolves/leader-of-the-pack", "lp", attached_to="a1"),
                typed("bob", rival_power, "r1"),
            ),
            events=[
                talent("lp"),
                *(
                    {
                        "when": "now",
                        "action": "play",
                        "by": "ann",
                        "card": {"type": "action", "id": f"x{i}", "owner": "ann"},
                    }
                    for i in range(2)
                ),
            ],
        )

    assert beyond(run(data(3))) == []
    assert beyond(run(data(6))) == [2]


def test_captain_ahab_needs_an_action_played_on_the_base_not_on_a_minion():
    # "a base that has one of your actions played on it": Ann's Cyberevolution on Bob's minion
    # at b2 is played on that minion, not on b2 (Steam Man reads the same words so).
    data = board(
        base("b1", 40, (3, 2, 1), catalog("minion", "ann", "steampunks/captain-ahab", "ca", 2)),
        base(
            "b2",
            40,
            (3, 2, 1),
            typed("bob", 3, "bm"),
            catalog("action", "ann", "cyborg-apes/cyberevolution", "cy", attached_to="bm"),
        ),
        events=[talent("ca", {"to": "b2"})],
    )
    result = run(data)
    assert where(result)["ca"] == "b1"
    [warning] = result["warnings"]
    assert "to: 'b2' is not possible" in warning["text"]


def test_polar_commando_pod_counter_on_a_weaker_minion_on_another_base():
    # POD Talent: "this minion or a minion with less power than this minion": any base.
    def data(power):
        return board(
            base(
                "b1",
                40,
                (3, 2, 1),
                catalog("minion", "ann", "bear-cavalry/polar-commando", "pc", 4, printing="pod"),
            ),
            base("b2", 40, (3, 2, 1), typed("bob", power, "w")),
            events=[talent("pc", {"card": "w"})],
        )

    result = run(data(2))
    assert card_of(result, "w")["counters"] == 1
    assert result["warnings"] == []
    stronger = run(data(4))
    assert "counters" not in card_of(stronger, "w")
    assert len(stronger["warnings"]) == 1


def test_a_card_using_its_talent_gets_no_reminder_of_how_to_type_its_play():
    # Zazu's card-layer row reminds how to give a one-shot card's play; a Zazu in play using
    # its Talent is not being played: the reminder is not logged for it (it is for a Zazu that
    # only sits there).
    def reminded(*more: dict) -> list[str]:
        zazu = catalog("minion", "ann", "the-lion-king/zazu", "z", power=3)
        data = board(base("b1", 40, (3, 2, 1), zazu, typed("ann", 2, "x"), *more))
        data["events"] = [talent("z", {"card": "x"})]
        return [line["text"] for line in run(data)["log"] if "play event" in line["text"]]

    assert reminded() == []
    assert len(reminded(catalog("minion", "ann", "the-lion-king/zazu", "z2", power=3))) == 1
