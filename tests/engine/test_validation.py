"""Malformed boards: every error names the field at fault (BoardError.field / .as_dict())."""

import copy
import json
import re

import pytest

from simulator.engine import MAX_INPUT_BYTES, BoardError, parse_board_json, simulate

from .boards import base, board, minion, monster, titan


def valid() -> dict:
    return board(
        base("b1", 10, (3, 2, 1), minion("ann", 3, id="m1"), minion("bob", 2)),
        base("b2", 10, (3, 2, 1)),
    )


def assert_french(error: BoardError) -> None:
    """Every board error has a French message of its own, free of the English wording."""
    assert error.message_fr and error.message_fr.strip() == error.message_fr
    assert error.message_fr != error.message
    assert not re.search(ENGLISH, error.message_fr), error.message_fr


# English words of the error texts that never appear in their French versions.
ENGLISH = re.compile(r"\b(must|required|unknown|duplicate|not valid|limit is|the id of|got)\b")


def error_of(data, base_lookup=None) -> tuple[str, str]:
    with pytest.raises(BoardError) as caught:
        simulate(data, base_lookup=base_lookup)
    assert_french(caught.value)
    return caught.value.field, caught.value.message


def french_error_of(data, base_lookup=None) -> tuple[str, str]:
    with pytest.raises(BoardError) as caught:
        simulate(data, base_lookup=base_lookup)
    return caught.value.field, caught.value.message_fr


def changed(path_setter) -> dict:
    data = copy.deepcopy(valid())
    path_setter(data)
    return data


def test_the_error_document_shape():
    err = BoardError("bases[0].cards[2].power", "must be an integer", "doit être un entier")
    assert err.as_dict() == {
        "error": {
            "field": "bases[0].cards[2].power",
            "message": "must be an integer",
            "message_fr": "doit être un entier",
        }
    }
    assert list(err.as_dict()["error"]) == ["field", "message", "message_fr"]
    assert err.message_fr == "doit être un entier"
    assert str(err) == "bases[0].cards[2].power: must be an integer"
    assert isinstance(err, ValueError)


@pytest.mark.parametrize(
    ("mutate", "field", "fragment"),
    [
        (lambda d: d.update(active_player="zed"), "active_player", "unknown player"),
        (
            lambda d: d["bases"][0]["cards"][0].update(owner="zed"),
            "bases[0].cards[0].owner",
            "unknown player",
        ),
        (
            lambda d: d["bases"][0]["cards"][0].update(controller="zed"),
            "bases[0].cards[0].controller",
            "unknown player",
        ),
        (lambda d: d.update(vp={"zed": 3}), "vp.zed", "unknown key"),
        (lambda d: d.update(vp={"ann": -1}), "vp.ann", "must not be negative"),
        (lambda d: d.update(madness={"ann": -2}), "madness.ann", "must not be negative"),
        (lambda d: d.update(madness={"ann": 20, "bob": 11}), "madness", "30 cards"),
        (lambda d: d.update(hand_size={"zed": 3}), "hand_size.zed", "unknown key"),
        (lambda d: d.update(hand_size={"ann": -1}), "hand_size.ann", "must not be negative"),
        (lambda d: d.update(hand_size={"ann": "2"}), "hand_size.ann", "must be an integer"),
        (lambda d: d.update(hand_size=[2]), "hand_size", "object"),
        (
            lambda d: d["bases"][0]["cards"][0].update(power=2.5),
            "bases[0].cards[0].power",
            "must be an integer",
        ),
        (
            lambda d: d["bases"][0]["cards"][0].update(power="3"),
            "bases[0].cards[0].power",
            "must be an integer, not a string",
        ),
        (
            lambda d: d["bases"][0]["cards"][0].update(power=True),
            "bases[0].cards[0].power",
            "not a boolean",
        ),
        (
            lambda d: d["bases"][0]["cards"][0].update(power=3.0),
            "bases[0].cards[0].power",
            "must be an integer",
        ),
        (
            lambda d: d["bases"][0]["cards"][0].update(power=-1),
            "bases[0].cards[0].power",
            "must not be negative",
        ),
        (
            lambda d: d["bases"][0]["cards"][0].update(counters=False),
            "bases[0].cards[0].counters",
            "not a boolean",
        ),
        (
            lambda d: d["bases"][0]["cards"][1].update(id="m1"),
            "bases[0].cards[1].id",
            "duplicate card id",
        ),
        (lambda d: d["bases"][1].update(id="b1"), "bases[1].id", "duplicate base id"),
        (lambda d: d.update(players="ann"), "players", "must be a list"),
        (lambda d: d.update(players=["ann"]), "players", "2 to 4 players"),
        (lambda d: d.update(players=["a", "b", "c", "d", "e"]), "players", "2 to 4 players"),
        (lambda d: d.update(players=["ann", "ann"]), "players[1]", "duplicate player"),
        (lambda d: d.update(players=["ann", 7]), "players[1]", "must be a string"),
        (lambda d: d.update(bases={}), "bases", "must be a list"),
        (lambda d: d["bases"][0].update(cards={}), "bases[0].cards", "must be a list"),
        (lambda d: d["bases"][0].update(vp=[3, 2]), "bases[0].vp", "3 numbers"),
        (lambda d: d["bases"][0].update(vp=[3, 2, None]), "bases[0].vp[2]", "not null"),
        (lambda d: d["bases"][0].pop("breakpoint"), "bases[0].breakpoint", "required"),
        (lambda d: d["bases"][0].update(breakpoint=-3), "bases[0].breakpoint", "negative"),
        (lambda d: d["bases"][0].update(printing="reprint"), "bases[0].printing", "one of"),
        (lambda d: d["bases"][0]["cards"][0].update(type="hero"), "bases[0].cards[0].type", "hero"),
        (lambda d: d["bases"][0]["cards"][0].pop("type"), "bases[0].cards[0].type", "required"),
        (lambda d: d["bases"][0]["cards"][0].pop("power"), "bases[0].cards[0].power", "required"),
        (lambda d: d["bases"][0]["cards"][0].pop("owner"), "bases[0].cards[0].owner", "required"),
        (lambda d: d["bases"][0]["cards"][0].update(powr=3), "bases[0].cards[0].powr", "unknown"),
        (lambda d: d["bases"][0].update(colour="red"), "bases[0].colour", "unknown key"),
        (lambda d: d.update(turn=3), "turn", "unknown key"),
        (lambda d: d.update(end_of_turn=1), "end_of_turn", "true or false"),
        (lambda d: d.update(scoring_order=["b9"]), "scoring_order[0]", "unknown base id"),
        (lambda d: d.update(scoring_order=["b1", "b1"]), "scoring_order[1]", "listed twice"),
        (
            lambda d: d["bases"][0]["cards"].append(monster(2, owner="ann")),
            "bases[0].cards[2].owner",
            "monsters have no owner",
        ),
        (
            lambda d: d["bases"][0]["cards"].append(minion("ann", 2, treasures=1)),
            "bases[0].cards[2].treasures",
            "only monsters",
        ),
        (
            lambda d: d["bases"][0]["cards"].append(
                {"type": "buried", "controller": "bob", "power": 2}
            ),
            "bases[0].cards[2].power",
            "unknown key",
        ),
        (
            lambda d: d["bases"][0]["cards"].extend([titan("ann"), titan("bob")]),
            "bases[0].cards[3]",
            "two titans",
        ),
        (
            lambda d: (
                d["bases"][0]["cards"].append(titan("ann")),
                d["bases"][1]["cards"].append(titan("ann")),
            ),
            "bases[1].cards[0].controller",
            "already controls a titan",
        ),
    ],
)
def test_each_malformed_board_names_its_field(mutate, field, fragment):
    got_field, message = error_of(changed(mutate))
    assert got_field == field
    assert fragment in message


def test_the_limits_on_bases_and_cards():
    many_bases = board(*(base(f"b{i}", 10, (3, 2, 1)) for i in range(21)))
    assert error_of(many_bases) == ("bases", "has 21 items; the limit is 20")
    twenty = board(*(base(f"b{i}", 99, (3, 2, 1)) for i in range(20)))
    assert simulate(twenty)["eligible"] == []
    cards = [minion("ann", 0) for _ in range(201)]
    too_many = board(base("b1", 99, (3, 2, 1), *cards), base("b2", 99, (3, 2, 1), *cards))
    field, message = error_of(too_many)
    assert field == "bases[1].cards[199]"
    assert "limit is 400" in message
    exactly = board(
        base("b1", 200, (3, 2, 1), *cards[:200]), base("b2", 200, (3, 2, 1), *cards[:200])
    )
    assert simulate(exactly)["scorings"] == []


def test_an_unknown_catalog_slug_is_an_error_on_the_base_field():
    def lookup(slug, printing):
        return None

    data = board({"id": "b1", "base": "tarpits", "cards": []})
    assert error_of(data, lookup) == (
        "bases[0].base",
        "unknown base 'tarpits' in the original printing",
    )


def test_unknown_catalog_stats_must_be_typed_in():
    def lookup(slug, printing):
        return {
            "slug": slug,
            "name": "Avengers Tower",
            "printing": printing,
            "breakpoint": None,
            "vp": [None] * 3,
        }

    data = board({"id": "b1", "base": "avengers-tower", "cards": []})
    field, message = error_of(data, lookup)
    assert field == "bases[0].breakpoint"
    assert "type it in" in message and "Avengers Tower" in message
    data["bases"][0]["breakpoint"] = 20
    field, message = error_of(data, lookup)
    assert field == "bases[0].vp"
    data["bases"][0]["vp"] = [4, 2, 1]
    result = simulate(data, base_lookup=lookup)
    assert result["board"]["bases"][0]["name"] == "Avengers Tower"
    assert any(n["ability"] == "avengers-tower" for n in result["not_simulated"])


def test_a_slug_without_a_catalog_needs_typed_stats():
    data = board({"id": "b1", "base": "tar-pits", "cards": []})
    field, message = error_of(data)
    assert field == "bases[0].breakpoint"
    assert "no catalog" in message


def test_catalog_stats_are_used_and_overrides_win():
    calls = []

    def lookup(slug, printing):
        calls.append((slug, printing))
        return {
            "slug": slug,
            "name": "Tar Pits",
            "printing": printing,
            "breakpoint": 16,
            "vp": [4, 3, 2],
        }

    data = board({"id": "b1", "base": "tar-pits", "printing": "pod", "cards": [minion("ann", 16)]})
    result = simulate(data, base_lookup=lookup)
    assert calls == [("tar-pits", "pod")]
    assert result["scorings"][0]["breakpoint"] == 16
    assert result["scorings"][0]["standings"][0]["vp"] == 4
    data["bases"][0].update(breakpoint=20, vp=[1, 1, 1])
    result = simulate(data, base_lookup=lookup)
    assert result["eligible"] == []


@pytest.mark.parametrize(
    ("event", "field", "fragment"),
    [
        (
            {"when": "later", "base": "b1", "action": "destroy", "card": "m1"},
            "events[0].when",
            "not 'later'",
        ),
        ({"when": "now", "action": "explode", "card": "m1"}, "events[0].action", "explode"),
        ({"when": "now", "action": "destroy", "card": "m9"}, "events[0].card", "unknown card id"),
        ({"when": "now", "action": "move", "card": "m1"}, "events[0].to", "required"),
        (
            {"when": "now", "action": "move", "card": "m1", "to": "b7"},
            "events[0].to",
            "unknown base id",
        ),
        (
            {"when": "before_scoring", "action": "destroy", "card": "m1"},
            "events[0].base",
            "required",
        ),
        (
            {"when": "now", "action": "destroy", "card": "m1", "by": "zed"},
            "events[0].by",
            "unknown player",
        ),
        (
            {"when": "now", "action": "add_counters", "card": "m1", "count": 0},
            "events[0].count",
            "not be 0",
        ),
        (
            {"when": "now", "action": "add_counters", "card": "m1", "count": "2"},
            "events[0].count",
            "integer",
        ),
        (
            {"when": "now", "action": "destroy", "card": "m1", "count": 2},
            "events[0].count",
            "unknown key",
        ),
        ({"when": "now", "action": "play", "to": "b1"}, "events[0].card", "required"),
        (
            {
                "when": "now",
                "action": "play",
                "to": "b1",
                "card": {"type": "minion", "owner": "ann", "power": "x"},
            },
            "events[0].card.power",
            "integer",
        ),
        (
            {
                "when": "now",
                "action": "play_titan",
                "to": "b1",
                "card": {"type": "minion", "owner": "ann", "power": 1},
            },
            "events[0].card.type",
            "titan",
        ),
        (
            {"when": "now", "action": "replace_base", "with": {"breakpoint": 10, "vp": [1, 1, 1]}},
            "events[0].target",
            "required",
        ),
        (
            {"when": "now", "action": "replace_base", "target": "b1", "with": {"breakpoint": 10}},
            "events[0].with.vp",
            "required",
        ),
        (
            {
                "when": "now",
                "action": "replace_base",
                "target": "b1",
                "with": {"id": "b2", "breakpoint": 1, "vp": [1, 1, 1]},
            },
            "events[0].with.id",
            "duplicate base id",
        ),
    ],
)
def test_malformed_events(event, field, fragment):
    data = valid()
    data["events"] = [event]
    got_field, message = error_of(data)
    assert got_field == field
    assert fragment in message


@pytest.mark.parametrize(
    ("choice", "field", "fragment"),
    [
        ({"base": "b9", "player": "ann", "choose": None}, "choices[0].base", "unknown base id"),
        ({"base": "b1", "player": "zed", "choose": None}, "choices[0].player", "unknown player"),
        ({"base": "b1", "player": "ann"}, "choices[0].choose", "required"),
        (
            {"base": "b1", "player": "ann", "choose": {"card": "m9"}},
            "choices[0].choose.card",
            "unknown card",
        ),
        (
            {"base": "b1", "player": "ann", "choose": {"to": "b9"}},
            "choices[0].choose.to",
            "unknown base",
        ),
        (
            {"base": "b1", "player": "ann", "choose": {"pick": 1}},
            "choices[0].choose.pick",
            "unknown key",
        ),
        (
            {"base": "b1", "player": "ann", "choose": {"order": "b1"}},
            "choices[0].choose.order",
            "list",
        ),
        ({"base": "b1", "player": "ann", "choose": 3}, "choices[0].choose", "object"),
        (
            {"base": "b1", "player": "ann", "choose": {"count": 0}},
            "choices[0].choose.count",
            "between 1 and 100",
        ),
        (
            {"base": "b1", "player": "ann", "choose": {"count": "2"}},
            "choices[0].choose.count",
            "integer",
        ),
        (
            {"base": "b1", "player": "ann", "choose": {"factions": "ninjas"}},
            "choices[0].choose.factions",
            "list",
        ),
        (
            {"base": "b1", "player": "ann", "choose": {"factions": [3]}},
            "choices[0].choose.factions[0]",
            "string",
        ),
    ],
)
def test_malformed_choices(choice, field, fragment):
    data = valid()
    data["choices"] = [choice]
    got_field, message = error_of(data)
    assert got_field == field
    assert fragment in message


def test_a_choice_that_cannot_apply_is_an_error_naming_it():
    """Ninja Dojo: the winner may destroy a minion; m2 is not in play any more."""
    data = board(
        {
            "id": "d",
            "base": "ninja-dojo",
            "breakpoint": 5,
            "vp": [2, 3, 2],
            "cards": [minion("ann", 5, id="m1")],
        },
        base("b2", 5, (1, 1, 1), minion("bob", 1, id="m2")),
        choices=[{"base": "d", "player": "ann", "choose": {"card": "zz"}}],
        events=[{"when": "now", "action": "play", "to": "b2", "card": minion("cy", 1, id="zz")}],
    )
    data["events"].append(
        {"when": "before_scoring", "base": "d", "action": "destroy", "card": "zz"}
    )
    field, message = error_of(data)
    assert field == "choices[0].choose.card"
    assert "'zz' is not a minion in play" in message


# --- parse_board_json ----------------------------------------------------------------------


def test_parse_accepts_bytes_and_text():
    raw = json.dumps(valid())
    assert parse_board_json(raw) == valid()
    assert parse_board_json(raw.encode()) == valid()


@pytest.mark.parametrize(
    ("raw", "fragment"),
    [
        (b"{", "not valid JSON"),
        (b"[1, 2]", "must be a JSON object"),
        (b'"text"', "must be a JSON object"),
        (b'{"players": NaN}', "NaN is not a number"),
        (b"\xff\xfe{}", "not valid JSON"),
        (b"[" * 100000 + b"]" * 100000, "not valid JSON"),
        ('{"a": 1, "a": 2}', "appears twice"),
    ],
)
def test_parse_rejects_non_json_with_an_empty_field(raw, fragment):
    with pytest.raises(BoardError) as caught:
        parse_board_json(raw)
    assert fragment in caught.value.message
    assert caught.value.field in ("", "a")
    assert_french(caught.value)


def test_parse_enforces_the_256_kb_limit():
    padding = " " * (MAX_INPUT_BYTES - 2)
    assert parse_board_json("{" + padding + "}") == {}
    with pytest.raises(BoardError) as caught:
        parse_board_json(("{" + padding + " }").encode())
    assert caught.value.field == ""
    assert "256 KB" in caught.value.message
    assert "256 Ko" in caught.value.message_fr
    # Multi-byte characters count as bytes, not characters.
    with pytest.raises(BoardError):
        parse_board_json('{"x": "' + "é" * (MAX_INPUT_BYTES // 2) + '"}')


def _board_text(**extra: str) -> str:
    """The valid board as JSON text, with raw JSON values put in place of some top-level keys."""
    text = json.dumps({k: v for k, v in valid().items() if k not in extra})
    return text[:-1] + "".join(f', "{key}": {value}' for key, value in extra.items()) + "}"


@pytest.mark.parametrize(
    ("raw_vp", "fragment", "fragment_fr"),
    [
        ('{"ann": ' + "1" * 5000 + "}", "got a number of more than 4300 digits", "4300 chiffres"),
        ('{"ann": -' + "9" * 5000 + "}", "must not be negative (got a number of", "négatif"),
        # Python still converts 4,300 digits: the message shows only the start of them.
        ('{"ann": ' + "1" * 4300 + "}", "(got " + "1" * 57 + "...)", "(reçu : 111"),
    ],
)
def test_a_number_too_long_to_convert_is_an_error_on_its_field(raw_vp, fragment, fragment_fr):
    raw = _board_text(vp=raw_vp)
    for document in (raw, raw.encode()):
        with pytest.raises(BoardError) as caught:
            simulate(parse_board_json(document))
        assert caught.value.field == "vp.ann"
        assert fragment in caught.value.message
        assert fragment_fr in caught.value.message_fr
        assert len(caught.value.message) < 200


def test_a_long_value_is_shortened_in_the_message():
    board = valid()
    board["bases"][0]["cards"][0]["type"] = "x" * 5000
    field, message = error_of(board)
    assert field == "bases[0].cards[0].type"
    assert "'" + "x" * 56 + "..." in message and len(message) < 200


@pytest.mark.parametrize(
    ("raw", "field"),
    [
        (_board_text(players='["\\ud800", "bob"]'), "players[0]"),
        (_board_text(players='["ann", "bob\\uDFFF"]'), "players[1]"),
        (_board_text(end_of_turn='{"\\udabc": 1}'), "end_of_turn"),
        ('{"\\ud800": 1}', ""),
    ],
)
def test_a_lone_surrogate_is_an_error_naming_where_it_is(raw, field):
    for document in (raw, raw.encode()):
        with pytest.raises(BoardError) as caught:
            parse_board_json(document)
        assert caught.value.field == field
        assert "lone surrogate" in caught.value.message
        assert "substitution" in caught.value.message_fr
        # The error itself can be written as UTF-8.
        json.dumps(caught.value.as_dict(), ensure_ascii=False).encode("utf-8")


def test_a_lone_surrogate_in_text_given_as_str_is_found_too():
    raw = _board_text(players='["ann", "SURROGATE"]').replace("SURROGATE", "b\ud800ob")
    with pytest.raises(BoardError) as caught:
        parse_board_json(raw)
    assert caught.value.field == "players[1]"


def test_surrogate_pairs_and_an_escaped_backslash_u_are_fine():
    pair = _board_text(players='["ann\\ud83d\\ude00", "bob"]')
    assert parse_board_json(pair)["players"][0] == "ann\U0001f600"
    text = _board_text(players='["ann\\\\ud800", "bob"]')
    assert parse_board_json(text.encode())["players"][0] == "ann\\ud800"


def test_simulate_rejects_a_non_object():
    with pytest.raises(BoardError) as caught:
        simulate([])  # type: ignore[arg-type]
    assert caught.value.field == ""
    assert caught.value.message_fr == "la position doit être un objet JSON"


# The cards of a base are read by a fast path (Reader.cards) that hands any card it does not
# accept to the careful reader (Reader.card). Both must report the same field and message, and
# accept the same cards with the same result.
_GOOD = {"type": "minion", "id": "g1", "owner": "ann", "power": 2}
_ODD_CARDS = [
    {"type": "minion", "owner": "ann", "power": 2},
    {"type": "minion", "owner": "ann", "controller": "bob", "power": 0, "counters": 3},
    {"type": "minion", "controller": "bob", "power": 1, "modifier": -4, "card": "Invader"},
    {"type": "action", "owner": "bob"},
    {"type": "action", "controller": "bob", "power": 2, "modifier": 1},
    {"type": "titan", "controller": "ann", "power": 0, "counters": 2},
    {"type": "monster", "power": 4},
    {"type": "monster", "power": 4, "treasures": 2, "controller": "bob"},
    {"type": "buried", "owner": "ann"},
    {"type": "buried", "owner": "ann", "controller": "bob", "id": "bu"},
    {"type": "minion", "owner": "ann", "power": 10_000, "modifier": -10_000},
    # errors
    [],
    "minion",
    None,
    {},
    {"owner": "ann", "power": 2},
    {"type": None, "owner": "ann", "power": 2},
    {"type": ["minion"], "owner": "ann", "power": 2},
    {"type": "hero", "owner": "ann", "power": 2},
    {"type": "minion", "owner": "ann", "power": 2, "colour": "red"},
    {"type": "buried", "owner": "ann", "power": 2},
    {"type": "minion", "id": "", "owner": "ann", "power": 2},
    {"type": "minion", "id": 7, "owner": "ann", "power": 2},
    {"type": "minion", "id": "g1", "owner": "ann", "power": 2},
    {"type": "minion", "id": "x" * 65, "owner": "ann", "power": 2},
    {"type": "minion", "owner": "zed", "power": 2},
    {"type": "minion", "owner": None, "power": 2},
    {"type": "minion", "owner": ["ann"], "power": 2},
    {"type": "minion", "owner": {"a": 1}, "power": 2},
    {"type": "minion", "owner": "ann", "controller": None, "power": 2},
    {"type": "minion", "owner": "ann", "controller": "zed", "power": 2},
    {"type": "minion", "power": 2},
    {"type": "monster", "owner": "ann", "power": 2},
    {"type": "minion", "owner": "ann"},
    {"type": "monster"},
    {"type": "minion", "owner": "ann", "power": None},
    {"type": "minion", "owner": "ann", "power": True},
    {"type": "minion", "owner": "ann", "power": 2.0},
    {"type": "minion", "owner": "ann", "power": -1},
    {"type": "minion", "owner": "ann", "power": 10_001},
    {"type": "minion", "owner": "ann", "power": 2, "counters": -1},
    {"type": "minion", "owner": "ann", "power": 2, "counters": False},
    {"type": "minion", "owner": "ann", "power": 2, "modifier": "1"},
    {"type": "minion", "owner": "ann", "power": 2, "modifier": -10_001},
    {"type": "minion", "owner": "ann", "power": 2, "treasures": 0},
    {"type": "monster", "power": 2, "treasures": 21},
    {"type": "monster", "power": 2, "treasures": None},
    {"type": "minion", "owner": "ann", "power": 2, "card": ""},
    {"type": "minion", "owner": "ann", "power": 2, "card": None},
    {"type": "minion", "owner": "ann", "power": 2, "card": "x" * 101},
]


def _read_card(card: object, fast: bool) -> object:
    from simulator.engine.board_reader import _Reader

    reader = _Reader(None)
    reader.players = ("ann", "bob")
    reader.player_set = frozenset(reader.players)
    good = reader.card(dict(_GOOD), "bases[1].cards", 0)
    try:
        if fast:
            read = reader.cards([card], "bases[1].cards")[0]
        else:
            read = reader.card(card, "bases[1].cards", 0)
    except BoardError as exc:
        assert_french(exc)
        return ("error", exc.field, exc.message, exc.message_fr)
    assert reader.card_count == 2 and reader.uid == 2 and good.uid == 1
    return ("card", read.to_json(), read.uid, read.owner, read.controller, read.temp)


@pytest.mark.parametrize("card", _ODD_CARDS, ids=[json.dumps(c)[:60] for c in _ODD_CARDS])
def test_the_fast_card_path_agrees_with_the_careful_one(card):
    fast = _read_card(copy.deepcopy(card), fast=True)
    careful = _read_card(copy.deepcopy(card), fast=False)
    assert fast == careful
    if fast[0] == "error":
        assert fast[1].startswith("bases[1].cards[0]")


def test_card_errors_name_the_card_after_well_formed_ones():
    data = valid()
    data["bases"][1]["cards"] = [minion("bob", 1), minion("cy", 2), minion("ann", "3")]
    assert error_of(data) == ("bases[1].cards[2].power", "must be an integer, not a string")
    data["bases"][1]["cards"][2] = minion("ann", 3, id="m1")
    assert error_of(data) == (
        "bases[1].cards[2].id",
        "duplicate card id 'm1' (already used at bases[0].cards[0])",
    )


# --- the French messages ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("mutate", "field", "french"),
    [
        (
            lambda d: d.update(active_player="zed"),
            "active_player",
            "joueur inconnu 'zed' ; les joueurs sont ann, bob, cy",
        ),
        (
            lambda d: d["bases"][0]["cards"][0].update(power=2.5),
            "bases[0].cards[0].power",
            "doit être un entier, pas un nombre décimal",
        ),
        (
            lambda d: d["bases"][0]["cards"][0].update(power=True),
            "bases[0].cards[0].power",
            "doit être un entier, pas un booléen",
        ),
        (
            lambda d: d.update(vp={"ann": -1}),
            "vp.ann",
            "ne doit pas être négatif (reçu : -1)",
        ),
        (
            lambda d: d.update(madness={"ann": 20, "bob": 11}),
            "madness",
            "la pioche Démence compte 30 cartes ; les nombres indiqués la dépassent",
        ),
        (
            lambda d: d["bases"][0]["cards"][1].update(id="m1"),
            "bases[0].cards[1].id",
            "identifiant de carte 'm1' en double (déjà utilisé à l'emplacement bases[0].cards[0])",
        ),
        (
            lambda d: d.update(players=["a", "b", "c", "d", "e"]),
            "players",
            "Smash Up se joue de 2 à 4 joueurs, pas 5",
        ),
        (
            lambda d: d["bases"][0]["cards"][0].pop("power"),
            "bases[0].cards[0].power",
            "obligatoire : la Force imprimée de la Créature",
        ),
        (
            lambda d: d["bases"][0]["cards"][0].update(type="hero"),
            "bases[0].cards[0].type",
            "type de carte inconnu 'hero' ; valeurs possibles : minion, action, titan, monster, "
            "buried",
        ),
        (
            lambda d: d["bases"][0]["cards"].append(monster(2, owner="ann")),
            "bases[0].cards[2].owner",
            "les Monstres n'ont pas de propriétaire ; indiquez un contrôleur seulement si un "
            "joueur en a pris le contrôle",
        ),
        (
            lambda d: d["bases"][0].pop("breakpoint"),
            "bases[0].breakpoint",
            "obligatoire pour 'b1' : indiquez la Résistance de la Base (ou un slug du catalogue "
            "dans 'base')",
        ),
        (
            lambda d: d["bases"][0].pop("vp"),
            "bases[0].vp",
            "obligatoire pour 'b1' : indiquez les PV de la Base (ou un slug du catalogue dans "
            "'base')",
        ),
        (
            lambda d: d.update(turn=3),
            "turn",
            "clé inconnue 'turn' ; clés permises : active_player, base_deck, bases, choices, "
            "end_of_turn, events, hand_size, hands, madness, players, plays_made, scoring_order, "
            "vp",
        ),
        (
            lambda d: d["bases"][0]["cards"].extend([titan("ann"), titan("bob")]),
            "bases[0].cards[3]",
            "deux Titans ne peuvent pas rester sur la même Base : l'un d'eux quitte le jeu après "
            "le Choc des Titans (livret de règles de la Grosse Boîte pour Geek, p. 8)",
        ),
    ],
)
def test_the_french_message_of_a_malformed_board(mutate, field, french):
    assert french_error_of(changed(mutate)) == (field, french)


def test_an_unknown_slug_names_the_printing_in_french():
    data = board({"id": "b1", "base": "tarpits", "printing": "pod", "cards": []})
    assert french_error_of(data, lambda slug, printing: None) == (
        "bases[0].base",
        "Base 'tarpits' inconnue dans l'impression à la demande (POD)",
    )


@pytest.mark.parametrize(
    ("raw", "french"),
    [
        (b"", "JSON non valide : valeur attendue (ligne 1, colonne 1)"),
        (b'{"a" 1}', "JSON non valide : séparateur ':' attendu (ligne 1, colonne 6)"),
        (b'{"a": NaN}', "JSON non valide : NaN n'est pas un nombre"),
        (b'{"a": "\xff"}', "JSON non valide : l'entrée n'est pas un texte UTF-8"),
        (b"[1, 2]", "la position doit être un objet JSON"),
        (b'{"a": 1, "a": 2}', "la clé 'a' apparaît deux fois dans le même objet"),
    ],
)
def test_the_french_message_of_unreadable_json(raw, french):
    with pytest.raises(BoardError) as caught:
        parse_board_json(raw)
    assert caught.value.message_fr == french


def test_a_choice_that_cannot_apply_says_why_in_french():
    """The text of a rejected choice is built from a French description of what it must name."""
    data = board(
        {
            "id": "d",
            "base": "ninja-dojo",
            "breakpoint": 5,
            "vp": [2, 3, 2],
            "cards": [minion("ann", 5, id="m1")],
        },
        choices=[{"base": "d", "player": "ann", "choose": {"card": "zz"}}],
        events=[{"when": "now", "action": "play", "to": "d", "card": minion("cy", 1, id="zz")}],
    )
    data["events"].append(
        {"when": "before_scoring", "base": "d", "action": "destroy", "card": "zz"}
    )
    assert french_error_of(data) == (
        "choices[0].choose.card",
        "'zz' n'est pas une Créature en jeu",
    )
    data["choices"][0]["choose"] = {}
    field, message = error_of(data)
    assert (field, message) == ("choices[0].choose.card", "required: the id of a minion in play")
    assert french_error_of(data)[1] == (
        "obligatoire : l'identifiant de l'élément choisi (une Créature en jeu)"
    )
