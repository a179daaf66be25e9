"""Reading and validating a board: every error names the field at fault.

`parse_board_json` turns raw bytes or text into a dict (size limit, JSON syntax); `validate`
turns that dict into the engine's plain data (model.Board), checking types, references and the
rules' hard limits. Booleans are never accepted where an integer is expected.
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Mapping
from typing import Any

from . import cards
from . import error_messages as E
from .board_events import _choice, _event_head, _event_refs
from .board_reader import BaseLookup, CardLookup, _Reader
from .card_shapes import MAX_ID, MAX_NAME
from .errors import BoardError
from .model import ACTION, MADNESS_DECK, PLAYED_ANYWHERE, TITAN, BaseSpec, Board, Card
from .parse_values import (
    MAX_BASES,
    MAX_CHOICES,
    MAX_DECK,
    MAX_EVENTS,
    MAX_HAND_SIZE,
    MAX_INPUT_BYTES,
    MAX_PLAYERS,
    MIN_PLAYERS,
    _bool,
    _int,
    _list,
    _object,
    _str,
)

TOP_KEYS = frozenset(
    {
        "players",
        "active_player",
        "vp",
        "madness",
        "hand_size",
        "bases",
        "base_deck",
        "scoring_order",
        "end_of_turn",
        "choices",
        "events",
        "hands",
        "plays_made",
    }
)
# The card types a hand may hold (titans wait beside the deck, monsters come from their deck:
# Grosse Boîte pour Geek booklet p. 7-8; buried cards are in play).
HAND_TYPES = frozenset({"minion", "action"})
PLAYS_MADE_KEYS = frozenset({"minion", "action"})
CHOICE_KEYS = frozenset({"base", "card", "player", "choose"})


def parse_board_json(raw: bytes | str) -> dict:
    """Decode a board document; BoardError (field "") when too large, not JSON or not an object."""
    if isinstance(raw, str):
        size = len(raw.encode("utf-8", "surrogatepass"))
    elif isinstance(raw, bytes | bytearray):
        size = len(raw)
    else:
        raise BoardError("", *E.NOT_TEXT())
    if size > MAX_INPUT_BYTES:
        raise BoardError("", *E.TOO_LARGE(size=size, limit=MAX_INPUT_BYTES))
    try:
        try:
            data = json.loads(raw, object_pairs_hook=_no_duplicates, parse_constant=_no_constant)
        except (json.JSONDecodeError, BoardError):
            raise
        except ValueError:
            # A number too long for Python to convert (over 4,300 digits): read the document
            # again with a stand-in of as many digits, which the board's bounds then reject
            # with the field named.
            data = json.loads(
                raw,
                object_pairs_hook=_no_duplicates,
                parse_constant=_no_constant,
                parse_int=_long_int,
            )
    except json.JSONDecodeError as exc:
        reason = E.json_reason(exc.msg)
        raise BoardError(
            "", *E.NOT_JSON(reason=reason, line=exc.lineno, column=exc.colno)
        ) from None
    except UnicodeDecodeError:
        raise BoardError("", *E.NOT_UTF8()) from None
    except RecursionError:
        raise BoardError("", *E.TOO_DEEP()) from None
    if not isinstance(data, dict):
        raise BoardError("", *E.NOT_AN_OBJECT())
    # JSON may write a lone surrogate (\ud800), which no UTF-8 answer can hold: refuse it here,
    # naming where it is. Only documents with such an escape (or a str holding one) are walked.
    if (
        _SURROGATE_ESCAPE.search(raw)
        if isinstance(raw, bytes | bytearray)
        else _SURROGATE.search(raw) or _SURROGATE_ESCAPE_TEXT.search(raw)
    ):
        field = _lone_surrogate(data, "")
        if field is not None:
            raise BoardError(field, *E.NOT_UNICODE())
    return data


_SURROGATE_ESCAPE = re.compile(rb"\\u[dD][89a-fA-F]")
_SURROGATE_ESCAPE_TEXT = re.compile(r"\\u[dD][89a-fA-F]")
_SURROGATE = re.compile("[\ud800-\udfff]")


def _long_int(text: str) -> int:
    """json's parse_int for a document holding a number too long to convert: the number itself
    when Python can convert it, else a stand-in with as many digits (every integer of a board
    is bounded far below, so the stand-in is only ever reported as out of range)."""
    digits = len(text) - (text[0] == "-")
    limit = sys.get_int_max_str_digits()
    if limit == 0 or digits <= limit:
        return int(text)
    value = 10 ** (digits - 1)
    return -value if text[0] == "-" else value


def _lone_surrogate(value: Any, field: str) -> str | None:
    """The field of the first string (or key) holding a lone surrogate; None if there is none."""
    if type(value) is str:
        return None if _SURROGATE.search(value) is None else field
    if type(value) is dict:
        for key, item in value.items():
            if _SURROGATE.search(key) is not None:
                return field
            found = _lone_surrogate(item, f"{field}.{key}" if field else key)
            if found is not None:
                return found
    elif type(value) is list:
        for index, item in enumerate(value):
            found = _lone_surrogate(item, f"{field}[{index}]")
            if found is not None:
                return found
    return None


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict:
    data: dict = {}
    for key, value in pairs:
        if key in data:
            raise BoardError(key, *E.KEY_TWICE(key=key))
        data[key] = value
    return data


def _no_constant(name: str) -> None:
    raise BoardError("", *E.NOT_A_NUMBER(name=name))


# --- small typed readers -------------------------------------------------------------------


# --- the validator -------------------------------------------------------------------------


def validate(
    data: Mapping, base_lookup: BaseLookup | None = None, card_lookup: CardLookup | None = None
) -> Board:
    """Check a decoded board and build the engine's data; BoardError names the field at fault."""
    if not isinstance(data, Mapping):
        raise BoardError("", *E.NOT_AN_OBJECT())
    if type(data) is not dict or not TOP_KEYS.issuperset(data):
        _object(data, "", TOP_KEYS)
    reader = _Reader(base_lookup, card_lookup)

    if "players" not in data:
        raise BoardError("players", *E.PLAYERS_REQUIRED())
    raw_players = _list(data["players"], "players", 100)
    if not MIN_PLAYERS <= len(raw_players) <= MAX_PLAYERS:
        raise BoardError(
            "players", *E.PLAYER_COUNT(low=MIN_PLAYERS, high=MAX_PLAYERS, count=len(raw_players))
        )
    # The field names are built only to report an error (here and below).
    if all(type(p) is str and 0 < len(p) <= MAX_ID for p in raw_players):
        players = tuple(raw_players)
    else:
        players = tuple(_str(p, f"players[{i}]") for i, p in enumerate(raw_players))
    if len(set(players)) != len(players):
        for i, p in enumerate(players):
            if p in players[:i]:
                raise BoardError(f"players[{i}]", *E.PLAYER_TWICE(player=p))
    reader.players = players
    reader.player_set = frozenset(players)

    if "active_player" not in data:
        raise BoardError("active_player", *E.ACTIVE_REQUIRED())
    active = reader.player(data["active_player"], "active_player")

    vp = dict.fromkeys(players, 0)
    if "vp" in data:
        raw_vp = data["vp"]
        if type(raw_vp) is not dict or not reader.player_set.issuperset(raw_vp):
            raw_vp = _object(raw_vp, "vp", reader.player_set)
        for p, value in raw_vp.items():
            if type(value) is not int or not 0 <= value <= 1000:
                value = _int(value, f"vp.{p}", low=0, high=1000)
            vp[p] = value
    madness = dict.fromkeys(players, 0)
    madness_in_use = "madness" in data
    if madness_in_use:
        raw_madness = _object(data["madness"], "madness", reader.player_set)
        for p, value in raw_madness.items():
            madness[p] = _int(value, f"madness.{p}", low=0, high=MADNESS_DECK)
        if sum(madness.values()) > MADNESS_DECK:
            raise BoardError("madness", *E.MADNESS_TOO_MANY(count=MADNESS_DECK))

    # Optional: how many cards each player holds (a player at the table knows it); the cards
    # whose ability depends on it (Ghosts) read it, and are listed in not_simulated without it.
    hand_size: dict[str, int] = {}
    if "hand_size" in data:
        raw_hands = _object(data["hand_size"], "hand_size", reader.player_set)
        for p, value in raw_hands.items():
            hand_size[p] = _int(value, f"hand_size.{p}", low=0, high=MAX_HAND_SIZE)

    hands = _hands(reader, data["hands"], hand_size) if "hands" in data else None
    plays_made = (0, 0)
    if "plays_made" in data:
        raw_made = _object(data["plays_made"], "plays_made", PLAYS_MADE_KEYS)
        plays_made = tuple(  # type: ignore[assignment]
            _int(raw_made.get(kind, 0), f"plays_made.{kind}", low=0, high=MAX_HAND_SIZE)
            for kind in ("minion", "action")
        )

    if "bases" not in data:
        raise BoardError("bases", *E.BASES_REQUIRED())
    raw_bases = _list(data["bases"], "bases", MAX_BASES)
    bases = tuple(reader.base(b, f"bases[{i}]", "b", i + 1) for i, b in enumerate(raw_bases))
    deck: tuple[BaseSpec, ...] = ()
    if "base_deck" in data:
        raw_deck = _list(data["base_deck"], "base_deck", MAX_DECK)
        deck = tuple(
            reader.base(b, f"base_deck[{i}]", "deck", i + 1, entering=True)
            for i, b in enumerate(raw_deck)
        )

    end_of_turn = _bool(data["end_of_turn"], "end_of_turn") if "end_of_turn" in data else True

    # Events may play cards and bring bases: read those first so that every reference resolves.
    raw_events = _list(data["events"], "events", MAX_EVENTS) if "events" in data else []
    events = [_event_head(reader, ev, f"events[{i}]", i) for i, ev in enumerate(raw_events)]
    raw_choices = _list(data["choices"], "choices", MAX_CHOICES) if "choices" in data else []
    choice_plays: list[Card | None] = []
    for i, ch in enumerate(raw_choices):
        field = f"choices[{i}]"
        _object(ch, field, CHOICE_KEYS)
        choose = ch.get("choose")
        play = None
        if isinstance(choose, Mapping) and "play" in choose:
            play = reader.card(choose["play"], f"{field}.choose.play")
        choice_plays.append(play)
    for event, raw in zip(events, raw_events, strict=True):
        _event_refs(reader, event, raw, f"events[{event.index}]")
    choices = tuple(
        _choice(reader, ch, f"choices[{i}]", i, choice_plays[i]) for i, ch in enumerate(raw_choices)
    )

    scoring_order = None
    if "scoring_order" in data:
        raw_order = _list(data["scoring_order"], "scoring_order", MAX_BASES + MAX_DECK + MAX_EVENTS)
        base_ids = reader.base_ids
        if all(type(b) is str and 0 < len(b) <= MAX_ID and b in base_ids for b in raw_order):
            order = tuple(raw_order)
        else:
            order = tuple(
                reader.base_ref(b, f"scoring_order[{i}]") for i, b in enumerate(raw_order)
            )
        if len(set(order)) != len(order):
            for i, b in enumerate(order):
                if b in order[:i]:
                    raise BoardError(f"scoring_order[{i}]", *E.BASE_TWICE_IN_ORDER(base=b))
        scoring_order = order

    if reader.titans:
        _check_titans(bases)
    board = Board(
        players,
        active,
        vp,
        madness,
        madness_in_use,
        bases,
        deck,
        scoring_order,
        end_of_turn,
        choices,
        tuple(events),
    )
    board.warnings = reader.warnings
    if reader.copy_refs:
        _resolve_copies(reader, board)
    board.copies = reader.copied
    board.hand_size = hand_size
    board.hands = hands
    board.plays_made = plays_made
    board.card_lookup = card_lookup
    # (A hand card played on a minion gets its attached_to from its play event.)
    board.attached = bool(reader.attachments) or any(
        getattr(e.card, "attached_to", None) is not None for e in events
    )
    if reader.abilities:
        board.card_abilities = True
        names: set[str] = set()
        for card in _all_cards(board):
            entry = card.ability
            if entry is None and card.buried_as is not None:
                # A buried card's hooks act once it is uncovered.
                entry = card.buried_as[0]
            if entry is not None:
                names.update(entry.hooks)  # type: ignore[attr-defined]
                if entry.on_other_played is not None and entry.play_scope == "everywhere":  # type: ignore[attr-defined]
                    # What a play on no base can reach (Turn.tell_played).
                    names.add(PLAYED_ANYWHERE)
        board.card_hook_names = frozenset(names)
        board.card_hooks = bool(names)
    return board


def _all_cards(board: Board) -> list[Card]:
    """Every card the board holds: on the bases, in the base deck, in events and choices."""
    result = [c for spec in (*board.bases, *board.deck) for c in spec.cards]
    for event in board.events:
        if event.card is not None:
            result.append(event.card)
        if event.with_base is not None:
            result.extend(event.with_base.cards)
        if event.choose is not None and event.choose.play is not None:
            result.append(event.choose.play)
        if event.play_choose is not None and event.play_choose.get("play") is not None:
            result.append(event.play_choose["play"])
    result.extend(choice.play for choice in board.choices if choice.play is not None)
    if board.hands:
        result.extend(card for hand in board.hands.values() for card in hand)
    return result


def _hands(reader: _Reader, raw: Any, hand_size: dict[str, int]) -> dict[str, tuple[Card, ...]]:
    """The input's `hands` (issue 27): each player's known cards; `hand_size` of a player is
    at least the number of cards listed (more: cards not listed are unknown)."""
    raw_hands = _object(raw, "hands", reader.player_set)
    hands: dict[str, tuple[Card, ...]] = {}
    for player, raw_cards in raw_hands.items():
        field = f"hands.{player}"
        cards_in = _list(raw_cards, field, MAX_HAND_SIZE)
        completed = []
        for i, data in enumerate(cards_in):
            if type(data) is dict:
                # A card in a player's hand is that player's unless the input says otherwise;
                # a catalog card's type is its printed one (so the card takes the fast reader
                # of the cards on a base).
                if "owner" not in data and "controller" not in data:
                    data = {**data, "owner": player}
                key = data.get("card")
                if (
                    "type" not in data
                    and type(key) is str
                    and "/" in key
                    and len(key) <= MAX_NAME
                    and reader.card_lookup is not None
                ):
                    # A catalog card the catalog does not know (or not in that printing) is
                    # named as such, not as a card without a type.
                    facts = reader.catalog_card(data, key, None, f"{field}[{i}]")
                    if facts.get("type") in HAND_TYPES:
                        data = {**data, "type": facts["type"]}
            completed.append(data)
        cards = list(reader.cards(completed, field))
        for i, card in enumerate(cards):
            if card.type not in HAND_TYPES:
                raise BoardError(f"{field}[{i}].type", *E.HAND_CARD_TYPE(kind=card.type))
            if card.attached_to is not None:
                raise BoardError(f"{field}[{i}].attached_to", *E.HAND_CARD_ATTACHED())
            if card.id is not None:
                reader.hand_cards[card.id] = (player, card)
        hands[player] = tuple(cards)
        given = hand_size.get(player)
        if given is not None and given < len(cards):
            raise BoardError(
                f"hand_size.{player}", *E.HAND_SIZE_BELOW_HAND(player=player, count=len(cards))
            )
        hand_size[player] = max(given or 0, len(cards))
    return hands


def _resolve_copies(reader: _Reader, board: Board) -> None:
    """Each copier whose "copies" names a card id takes that card's ability (a copy of a copy
    resolves to the first card's ability), checked against what the copier may copy."""
    by_id = {c.id: c for c in _all_cards(board) if c.id is not None}
    pending = {id(card): (card, name, field) for card, name, field in reader.copy_refs}
    resolving: set[int] = set()

    def resolve(card: Card, name: str, field: str) -> None:
        resolving.add(id(card))
        own = card.ability
        target = by_id.get(name)
        if target is None:
            raise BoardError(field, *E.COPIES_UNKNOWN(card=name))
        if target is card:
            raise BoardError(field, *E.COPIES_ITSELF())
        kind = own.copy_target  # type: ignore[union-attr]
        if kind == "other_players_minion":
            fits = target.is_minion and target.controller != card.controller
        elif kind == "action_on_minion":
            fits = target.type == ACTION and target.attached_to is not None
        else:
            fits = target.type == ACTION and target.controller != card.controller
        if not fits:
            raise BoardError(
                field,
                *E.COPIES_WRONG_TARGET(card=card.label(), wants=E.COPY_WANTS[kind], target=name),
            )
        if target.key is None:
            raise BoardError(field, *E.COPIES_TYPED(card=name))
        if id(target) in resolving:
            raise BoardError(field, *E.COPIES_CYCLE(card=name))
        if id(target) in pending:
            # The copied card copies a card itself: resolve it first.
            resolve(*pending.pop(id(target)))
        copied = target.ability
        if copied is not None:
            title = target.title or target.key  # type: ignore[attr-defined]
            card.ability = cards.copying(own, copied, title)  # type: ignore[arg-type]
        resolving.discard(id(card))

    while pending:
        resolve(*pending.pop(next(iter(pending))))


def _check_titans(bases: tuple[BaseSpec, ...]) -> None:
    seen: dict[str, str] = {}
    for spec in bases:
        titans = [(i, c) for i, c in enumerate(spec.cards) if c.type == TITAN]
        if len(titans) > 1 and not (spec.ability is not None and spec.ability.no_titan_clash):
            raise BoardError(f"{spec.field}.cards[{titans[1][0]}]", *E.TWO_TITANS_ON_A_BASE())
        for i, titan in titans:
            if titan.controller in seen:
                raise BoardError(
                    f"{spec.field}.cards[{i}].controller",
                    *E.TWO_TITANS_FOR_A_PLAYER(
                        player=titan.controller, where=seen[titan.controller]
                    ),
                )
            seen[titan.controller] = f"{spec.field}.cards[{i}]"  # type: ignore[index]


__all__ = ["MAX_INPUT_BYTES", "BoardError", "parse_board_json", "validate"]
