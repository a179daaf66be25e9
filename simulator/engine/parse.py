"""Reading and validating a board: every error names the field at fault.

`parse_board_json` turns raw bytes or text into a dict (size limit, JSON syntax); `validate`
turns that dict into the engine's plain data (model.Board), checking types, references and the
rules' hard limits. Booleans are never accepted where an integer is expected.
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Callable, Mapping
from typing import Any

from . import abilities, card_shapes, cards
from . import error_messages as E
from . import messages as M
from .card_shapes import BURIED_KEYS, CARD_KEYS, MAX_ID, MAX_INT, MAX_NAME
from .error_messages import describe as _describe
from .errors import BoardError
from .model import (
    ACTION,
    BURIED,
    CARD_TYPES,
    MADNESS_DECK,
    MINION,
    MONSTER,
    PRINTINGS,
    TITAN,
    BaseSpec,
    Board,
    BuriedCard,
    Card,
    CatalogCard,
    Choice,
    CopyCard,
    Event,
)

MAX_INPUT_BYTES = 256 * 1024
MIN_PLAYERS = 2
MAX_PLAYERS = 4
MAX_BASES = 20
MAX_DECK = 20
MAX_CARDS = 400
MAX_EVENTS = 100
MAX_CHOICES = 100
# A hand has at most 10 cards at the end of a turn; during one it may hold more.
MAX_HAND_SIZE = 100

BaseLookup = Callable[[str, str], "Mapping[str, Any] | None"]
# card_lookup(key, printing or None) -> the catalog's facts of a card, or None when no card has
# this key: {"key": the key of the record in the printing found, "printing", "name", "type",
# "power": int or None, "power_text"}. printing None: the original printing, or the printing the
# card exists in when it exists in one only. The other printing's slug is accepted too.
# The engine never modifies a mapping the lookup returns, and the lookup must not modify it
# afterwards either: it may give the same mapping every time (the simulator app's memo), and
# the readers keep what they derive from it (card_shapes.prepare).
CardLookup = Callable[[str, "str | None"], "Mapping[str, Any] | None"]
# Keys a card object may have beyond card_shapes.CARD_KEYS (never on the shapes' readers).
CATALOG_CARD_KEYS = frozenset({"printing", "attached_to", "copies"})
# The keys of a catalog card that _Reader.catalog_quick reads.
_QUICK_KEYS = frozenset(
    {
        "type",
        "id",
        "owner",
        "controller",
        "card",
        "printing",
        "power",
        "counters",
        "modifier",
        "attached_to",
    }
)
_PRINTED_TYPES = frozenset({"minion", "action", "titan"})
_new = object.__new__

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
    }
)
BASE_KEYS = frozenset(
    {
        "id",
        "base",
        "printing",
        "name",
        "breakpoint",
        "vp",
        "breakpoint_modifier",
        "counters",
        "cards",
    }
)
CHOOSE_KEYS = frozenset({"card", "to", "base", "order", "play", "player", "count", "factions"})
CHOICE_KEYS = frozenset({"base", "card", "player", "choose"})
WHENS = ("before_scoring", "after_scoring", "now")
EVENT_KEYS: dict[str, frozenset[str]] = {
    "move": frozenset({"card", "to", "by", "source"}),
    "destroy": frozenset({"card", "by", "source"}),
    "return": frozenset({"card", "by", "source"}),
    "add_counters": frozenset({"card", "count", "by", "source"}),
    "play": frozenset({"card", "to", "by"}),
    "play_titan": frozenset({"card", "to", "by"}),
    "replace_base": frozenset({"with", "cards_stay", "target", "by"}),
    "special": frozenset({"card", "by", "choose"}),
    "gain_vp": frozenset({"player", "count", "by"}),
    "boost": frozenset({"card", "amount", "by", "source"}),
    "breakpoint_change": frozenset({"target", "amount", "by"}),
    "take_control": frozenset({"card", "by", "until_end_of_turn", "source"}),
    # Burying and uncovering (issue 15; booklet p. 8): `card` is a card in play (its id), or for
    # "bury" a card from hand or a discard pile (an object of type "buried").
    "bury": frozenset({"card", "to", "by"}),
    "uncover": frozenset({"card", "by"}),
}
# An event's optional "source": the type of the card whose effect it is (some protections
# refuse only an action's effect, or only a minion's: Too Tough, Shielding, Laser Sword...).
EVENT_SOURCES = ("action", "minion")
EVENT_COMMON = frozenset({"when", "base", "action"})


_MISSING = object()


_CARD_TYPE_SET = frozenset(CARD_TYPES)


def _at(parent: str, index: int | None) -> str:
    return parent if index is None else f"{parent}[{index}]"


def _sorted_names(keys: frozenset[str] | set[str]) -> str:
    return ", ".join(sorted(keys))


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


def _repr(value: Any) -> str | E.Loc:
    """A value from the input, written out for an error message: at most 60 characters, and a
    number too long to write out (Python refuses over 4,300 digits) described instead."""
    try:
        text = repr(value)
    except ValueError:
        return E.LONG_NUMBER(digits=sys.get_int_max_str_digits())
    return text if len(text) <= 60 else text[:57] + "..."


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


def _int(value: Any, field: str, *, low: int = -MAX_INT, high: int = MAX_INT) -> int:
    if type(value) is not int:
        raise BoardError(field, *E.NOT_INTEGER(kind=_describe(value)))
    if value < low or value > high:
        if low == 0 and value < 0:
            raise BoardError(field, *E.NEGATIVE(value=_repr(value)))
        raise BoardError(field, *E.OUT_OF_RANGE(low=low, high=high, value=_repr(value)))
    return value


def _str(value: Any, field: str, limit: int = MAX_ID) -> str:
    if type(value) is not str:
        raise BoardError(field, *E.NOT_STRING(kind=_describe(value)))
    if not value or len(value) > limit:
        raise BoardError(field, *E.BAD_LENGTH(limit=limit))
    return value


def _bool(value: Any, field: str) -> bool:
    if type(value) is not bool:
        raise BoardError(field, *E.NOT_BOOLEAN(kind=_describe(value)))
    return value


def _list(value: Any, field: str, limit: int) -> list:
    if type(value) is not list:
        raise BoardError(field, *E.NOT_LIST(kind=_describe(value)))
    if len(value) > limit:
        raise BoardError(field, *E.TOO_MANY_ITEMS(count=len(value), limit=limit))
    return value


def _object(value: Any, field: str, allowed: frozenset[str]) -> Mapping:
    if not isinstance(value, Mapping):
        raise BoardError(field, *E.NOT_OBJECT(kind=_describe(value)))
    for key in value:
        if key not in allowed:
            where = f"{field}.{key}" if field else str(key)
            raise BoardError(where, *E.UNKNOWN_KEY(key=_repr(key), allowed=_sorted_names(allowed)))
    return value


# --- the validator -------------------------------------------------------------------------


class _Reader:
    def __init__(
        self, base_lookup: BaseLookup | None, card_lookup: CardLookup | None = None
    ) -> None:
        self.base_lookup = base_lookup
        self.card_lookup = card_lookup
        # What the board says that the engine keeps but doubts: {"field", "text", "text_fr"}.
        self.warnings: list[dict] = []
        # Cards with "attached_to": (card, field), checked once every id is known.
        self.attachments: list[tuple[Card, str]] = []
        # True once a catalog card was read (the turn then looks at the card abilities).
        self.abilities = False
        self.players: tuple[str, ...] = ()
        self.player_set: frozenset[str] = frozenset()
        self.uid = 0
        self.card_ids: dict[str, tuple[str, int | None]] = {}
        self.base_ids: dict[str, str] = {}
        self.card_count = 0
        # True once a titan was read: only then can two titans clash on a base.
        self.titans = False
        # Copiers whose "copies" names a card id: (card, id, field), resolved once every card
        # is read (_resolve_copies).
        self.copy_refs: list[tuple[Card, str, str]] = []
        # True once a card had "copies" (the turn then ends copies "until the end of the turn").
        self.copied = False

    def player(self, value: Any, field: str) -> str:
        name = _str(value, field)
        if name not in self.player_set:
            raise BoardError(field, *E.UNKNOWN_PLAYER(player=name, players=", ".join(self.players)))
        return name

    def card(
        self, data: Any, parent: str, index: int | None = None, default_type: str | None = None
    ) -> Card:
        """A card object; `parent[index]` (or `parent`) names it in errors.

        The common case (a well-formed dict) takes a fast path; the field names are built
        only to report an error.
        """
        if type(data) is not dict and not isinstance(data, Mapping):
            raise BoardError(_at(parent, index), *E.NOT_OBJECT(kind=_describe(data)))
        self.card_count += 1
        if self.card_count > MAX_CARDS:
            raise BoardError(_at(parent, index), *E.TOO_MANY_CARDS(limit=MAX_CARDS))
        get = data.get
        kind = get("type", default_type)
        if type(kind) is not str or kind not in _CARD_TYPE_SET:
            field = _at(parent, index)
            names = ", ".join(CARD_TYPES)
            if kind is None:
                raise BoardError(f"{field}.type", *E.ONE_OF(names=names))
            raise BoardError(f"{field}.type", *E.UNKNOWN_CARD_TYPE(got=_repr(kind), names=names))
        allowed = BURIED_KEYS if kind == BURIED else CARD_KEYS
        if not allowed.issuperset(data):
            allowed = allowed | CATALOG_CARD_KEYS
            _object(data, _at(parent, index), allowed)
        card_id = get("id", _MISSING)
        if card_id is _MISSING:
            card_id = None
        else:
            if type(card_id) is not str or not 0 < len(card_id) <= MAX_ID:
                _str(card_id, f"{_at(parent, index)}.id")
            if card_id in self.card_ids:
                raise BoardError(
                    f"{_at(parent, index)}.id",
                    *E.CARD_ID_TWICE(card=card_id, where=_at(*self.card_ids[card_id])),
                )
            self.card_ids[card_id] = (parent, index)
        players = self.player_set
        owner = get("owner")
        if owner is not None or "owner" in data:
            if type(owner) is not str or owner not in players:
                self.player(owner, f"{_at(parent, index)}.owner")
        controller = get("controller")
        if controller is not None or "controller" in data:
            if type(controller) is not str or controller not in players:
                self.player(controller, f"{_at(parent, index)}.controller")
        if kind == MONSTER:
            if owner is not None:
                raise BoardError(f"{_at(parent, index)}.owner", *E.MONSTER_OWNER())
        else:
            if owner is None and controller is None:
                raise BoardError(f"{_at(parent, index)}.owner", *E.OWNER_REQUIRED())
            if controller is None:
                controller = owner
            if owner is None or kind == BURIED:
                owner = controller
        power = counters = modifier = treasures = 0
        if kind == TITAN:
            self.titans = True
        name = get("card")
        facts = None
        if (
            type(name) is str
            and "/" in name
            and len(name) <= MAX_NAME
            and self.card_lookup is not None
        ):
            facts = self.catalog_card(data, name, kind, _at(parent, index))
        elif "printing" in data:
            raise BoardError(f"{_at(parent, index)}.printing", *E.PRINTING_NEEDS_CARD())
        if kind != BURIED:
            power = get("power", _MISSING)
            if power is _MISSING:
                printed = facts.get("power") if facts is not None else None
                if type(printed) is int:
                    power = printed
                elif facts is not None and (kind == MINION or kind == TITAN):
                    raise BoardError(
                        f"{_at(parent, index)}.power",
                        *E.POWER_NOT_PRINTED(
                            card=facts["key"],
                            printing=E.printing_name(facts["printing"]),
                            text=facts.get("power_text") or "?",
                        ),
                    )
                elif kind == MINION or kind == MONSTER:
                    raise BoardError(f"{_at(parent, index)}.power", *E.POWER_REQUIRED())
                else:
                    power = 0
            else:
                if type(power) is not int or not 0 <= power <= MAX_INT:
                    power = _int(power, f"{_at(parent, index)}.power", low=0)
                printed = facts.get("power") if facts is not None else None
                if type(printed) is int and printed != power:
                    self.warn(
                        f"{_at(parent, index)}.power",
                        M.WARN_POWER_DIFFERS(card=facts["key"], printed=printed, given=power),  # type: ignore[index]
                    )
            counters = get("counters", 0)
            if type(counters) is not int or not 0 <= counters <= MAX_INT:
                counters = _int(counters, f"{_at(parent, index)}.counters", low=0)
            modifier = get("modifier", 0)
            if type(modifier) is not int or not -MAX_INT <= modifier <= MAX_INT:
                modifier = _int(modifier, f"{_at(parent, index)}.modifier")
            if "treasures" in data:
                field = _at(parent, index)
                if kind != MONSTER:
                    raise BoardError(f"{field}.treasures", *E.TREASURES_ON_MONSTERS())
                treasures = _int(data["treasures"], f"{field}.treasures", low=0, high=20)
        name = get("card", _MISSING)
        if name is _MISSING:
            name = None
        elif type(name) is not str or not 0 < len(name) <= MAX_NAME:
            _str(name, f"{_at(parent, index)}.card", MAX_NAME)
        self.uid += 1
        if kind == BURIED and facts is not None:
            make: type[Card] = BuriedCard
        elif "copies" in data and facts is not None:
            make: type[Card] = CopyCard
        elif facts is not None or "attached_to" in data:
            make = CatalogCard
        else:
            make = Card
        card = make(
            self.uid, card_id, kind, owner, controller, power, counters, modifier, name, treasures
        )
        if facts is not None:
            card.key = facts["key"]
            card.printing = facts["printing"]
            card.title = facts.get("name") or None  # type: ignore[attr-defined]
            card.ability = cards.lookup(card.key, card.printing)  # type: ignore[arg-type]
            self.abilities = True
            if kind == BURIED:
                # Face down: its ability acts only once uncovered (booklet p. 8); what
                # uncovering needs is kept aside.
                printed = facts.get("power")
                card.buried_as = (  # type: ignore[attr-defined]
                    card.ability,
                    facts.get("type"),
                    printed if type(printed) is int else None,
                )
                card.ability = None
        if "copies" in data:
            self.copies(card, data["copies"], f"{_at(parent, index)}.copies")
        if "attached_to" in data:
            field = f"{_at(parent, index)}.attached_to"
            if kind != ACTION:
                raise BoardError(field, *E.ATTACHED_NOT_ACTION())
            card.attached_to = _str(data["attached_to"], field)
            self.attachments.append((card, field))
        return card

    def copies(self, card: Card, value: Any, field: str) -> None:
        """A copier's "copies": a catalog key is resolved now, a card id once every card is
        read (_resolve_copies)."""
        own = card.ability
        if getattr(own, "copy_target", None) is None:
            raise BoardError(field, *E.COPIES_NOT_A_COPIER(card=card.label()))
        name = _str(value, field, MAX_NAME)
        card.copies = name  # type: ignore[attr-defined]
        self.copied = True
        if "/" not in name:
            self.copy_refs.append((card, name, field))
            return
        facts = self.card_lookup(name, card.printing)  # type: ignore[misc]
        if facts is None:
            facts = self.card_lookup(name, None)  # type: ignore[misc]
        if facts is None:
            raise BoardError(field, *E.UNKNOWN_CATALOG_CARD(key=name))
        target = own.copy_target  # type: ignore[union-attr]
        wanted = MINION if target == "other_players_minion" else ACTION
        printed = facts.get("type")
        if printed in _PRINTED_TYPES and printed != wanted:
            raise BoardError(
                field,
                *E.COPIES_WRONG_TARGET(
                    card=card.label(), wants=E.COPY_WANTS[target], target=facts["key"]
                ),
            )
        copied = cards.lookup(facts["key"], facts["printing"])
        if copied is not None:
            title = facts.get("name") or facts["key"]
            card.ability = cards.copying(own, copied, title)  # type: ignore[arg-type]

    def catalog_quick(
        self, data: dict, uid: int, parent: str = "", index: int | None = None
    ) -> Card | None:
        """The common catalog card ({"type", "id", "owner"/"controller", "card", "printing",
        "power", "counters", "modifier", "attached_to"}, nothing to warn about) read without the
        careful path (`parent[index]` names its attached_to in a later error);
        None for anything else, which `card()` then reads (and reports). Builds the same Card
        as `card()` (the tests compare both)."""
        if not _QUICK_KEYS.issuperset(data):
            return None
        name = data.get("card")
        kind = data.get("type")
        if (
            type(name) is not str
            or "/" not in name
            or len(name) > MAX_NAME
            or (kind != MINION and kind != ACTION and kind != TITAN)
        ):
            return None
        # An action played on a minion (checked against the base's minions by the base).
        attached = data.get("attached_to")
        if "attached_to" in data and (
            kind != ACTION or type(attached) is not str or not 0 < len(attached) <= MAX_ID
        ):
            return None
        # A key given with null is an error: the careful path reports it.
        printing = data.get("printing")
        if "printing" in data and printing not in PRINTINGS:
            return None
        card_id = data.get("id")
        if "id" in data and (
            type(card_id) is not str or not 0 < len(card_id) <= MAX_ID or card_id in self.card_ids
        ):
            return None
        players = self.player_set
        owner = data.get("owner")
        controller = data.get("controller")
        if ("owner" in data and (type(owner) is not str or owner not in players)) or (
            "controller" in data and (type(controller) is not str or controller not in players)
        ):
            return None
        if owner is None and controller is None:
            return None
        counters = data.get("counters", 0)
        modifier = data.get("modifier", 0)
        if (
            type(counters) is not int
            or not 0 <= counters <= MAX_INT
            or type(modifier) is not int
            or not -MAX_INT <= modifier <= MAX_INT
        ):
            return None
        facts = self.card_lookup(name, printing)  # type: ignore[misc]
        if facts is None:
            return None
        _, printed, printed_type, key, found_printing, title, ability = card_shapes.prepare(facts)
        if printed_type is not None and printed_type != kind:
            return None
        power = data.get("power", _MISSING)
        if power is _MISSING:
            if printed is not None:
                power = printed
            elif kind == ACTION:
                power = 0
            else:
                return None
        elif (
            type(power) is not int
            or not 0 <= power <= MAX_INT
            or (printed is not None and printed != power)
        ):
            return None
        if controller is None:
            controller = owner
        if owner is None:
            owner = controller
        # The slots set directly, as the shapes' readers do (a call less per card).
        card = _new(CatalogCard)
        card.uid = uid
        card.id = card_id
        card.type = kind
        card.owner = owner
        card.controller = controller
        card.power = power
        card.counters = counters
        card.modifier = modifier
        card.name = name
        card.treasures = 0
        card.temp = 0
        card.key = key
        card.printing = found_printing
        card.title = title
        card.attached_to = attached
        card.ability = ability
        self.abilities = True
        if attached is not None:
            self.attachments.append((card, f"{_at(parent, index)}.attached_to"))
        return card

    def warn(self, field: str, text: M.Loc) -> None:
        self.warnings.append({"field": field, "text": text[0], "text_fr": text[1]})

    def catalog_card(self, data: Mapping, name: str, kind: str, field: str) -> Mapping:
        """The catalog's facts of the card `name` ("<faction>/<card>"); 400 when unknown."""
        printing = None
        if "printing" in data:
            printing = data["printing"]
            if printing not in PRINTINGS:
                raise BoardError(
                    f"{field}.printing",
                    *E.NOT_ONE_OF(names=", ".join(PRINTINGS), got=_repr(printing)),
                )
        facts = self.card_lookup(name, printing)  # type: ignore[misc]
        if facts is None:
            if printing is None:
                raise BoardError(f"{field}.card", *E.UNKNOWN_CATALOG_CARD(key=name))
            raise BoardError(
                f"{field}.card",
                *E.UNKNOWN_CATALOG_CARD_IN(key=name, printing=E.printing_name(printing)),
            )
        printed_type = facts.get("type")
        if printed_type in (MINION, ACTION, TITAN) and kind in (MINION, ACTION, TITAN):
            if printed_type != kind:
                self.warn(
                    f"{field}.type",
                    M.WARN_TYPE_DIFFERS(card=facts["key"], printed=printed_type, given=kind),
                )
        return facts

    def cards(self, raw_cards: list, parent: str) -> tuple[Card, ...]:
        """The cards of a base: `card()` for each, through a shape's reader for the common case.

        A card that is not a plain dict, or that its shape's reader does not accept, goes
        through `card()`, which raises the error naming the field; so the errors, and the order
        they are found in, are those of `card()`. Nothing is recorded for a card before all its
        checks pass.
        """
        players = self.player_set
        card_ids = self.card_ids
        readers = card_shapes.readers
        reader_pairs = card_shapes.reader_pairs
        card_lookup = self.card_lookup
        result: list[Card] = []
        append = result.append
        uid = self.uid
        room = MAX_CARDS - self.card_count
        index = -1
        for data in raw_cards:
            index += 1
            card = None
            if type(data) is dict and room > 0:
                keys = tuple(data)
                if card_lookup is None:
                    reader = readers.get(keys, _MISSING)
                    if reader is _MISSING:
                        reader = card_shapes.reader_for(keys)
                    if reader is not None:
                        card = reader(data, uid + 1, card_ids, players)
                else:
                    pair = reader_pairs.get(keys)
                    if pair is None:
                        pair = card_shapes.readers_for(keys)
                    catalog, reader = pair
                    # The catalog's reader first: the typed reader rejects a name with "/" at
                    # once, the catalog's a name without one, so the order changes no card and
                    # no error.
                    if catalog is not None:
                        card = catalog(data, uid + 1, card_ids, players, card_lookup)
                        if card is not None:
                            self.abilities = True
                            if card.attached_to is not None:  # type: ignore[attr-defined]
                                field = f"{_at(parent, index)}.attached_to"
                                self.attachments.append((card, field))
                    if card is None:
                        if reader is not None:
                            card = reader(data, uid + 1, card_ids, players)
                        if card is None:
                            card = self.catalog_quick(data, uid + 1, parent, index)
            if card is None:
                self.uid = uid
                self.card_count = MAX_CARDS - room
                append(self.card(data, parent, index))
                uid = self.uid
                room = MAX_CARDS - self.card_count
                continue
            uid += 1
            room -= 1
            card_id = card.id
            if card_id is not None:
                card_ids[card_id] = (parent, index)
            if card.type == TITAN:
                self.titans = True
            append(card)
        self.uid = uid
        self.card_count = MAX_CARDS - room
        return tuple(result)

    def base(
        self, data: Any, field: str, id_prefix: str, number: int, *, entering: bool = False
    ) -> BaseSpec:
        """A base object; without an "id" it is called id_prefix + number ("b1", "deck2").

        `entering`: the base is not in play yet (base deck, replace_base): it comes into play
        with its Monsters at most, so any other card is an error.
        """
        if type(data) is not dict or not BASE_KEYS.issuperset(data):
            _object(data, field, BASE_KEYS)
        get = data.get
        base_id = get("id", _MISSING)
        if base_id is _MISSING:
            base_id = f"{id_prefix}{number}"
        elif type(base_id) is not str or not 0 < len(base_id) <= MAX_ID:
            _str(base_id, f"{field}.id")
        if base_id in self.base_ids:
            where = f"{field}.id" if "id" in data else field
            raise BoardError(where, *E.BASE_ID_TWICE(base=base_id, where=self.base_ids[base_id]))
        self.base_ids[base_id] = field
        slug = None
        printing = "original"
        name = _str(data["name"], f"{field}.name", MAX_NAME) if "name" in data else None
        name_fr = None
        monsters_due = 0
        text_known = True
        breakpoint = vp = None
        if "printing" in data:
            printing = data["printing"]
            if printing not in PRINTINGS:
                raise BoardError(
                    f"{field}.printing",
                    *E.NOT_ONE_OF(names=", ".join(PRINTINGS), got=_repr(printing)),
                )
        if "base" in data:
            slug = _str(data["base"], f"{field}.base", 120)
            if self.base_lookup is not None:
                found = self.base_lookup(slug, printing)
                if found is None:
                    raise BoardError(
                        f"{field}.base",
                        *E.UNKNOWN_BASE(slug=slug, printing=E.printing_name(printing)),
                    )
                found_name = found.get("name")
                # The French name goes with the catalog's name, not with a name typed in.
                if name is None or name == found_name:
                    name = found_name
                    name_fr = found.get("name_fr") or None
                breakpoint = found.get("breakpoint")
                vp = found.get("vp")
                text_known = found.get("text_known") is not False
                if entering:
                    due = found.get("monsters")
                    if type(due) is int and due > 0:
                        monsters_due = due
        label = name or slug or base_id
        raw = get("breakpoint", _MISSING)
        if raw is not _MISSING:
            breakpoint = raw
            if type(raw) is not int or not 0 <= raw <= 200:
                breakpoint = _int(raw, f"{field}.breakpoint", low=0, high=200)
        elif breakpoint is None:
            raise BoardError(f"{field}.breakpoint", *self._missing(label, slug, E.BREAKPOINT))
        raw = get("vp", _MISSING)
        if raw is not _MISSING:
            if type(raw) is list and len(raw) == 3:
                first, second, third = raw
                if (
                    type(first) is int
                    and type(second) is int
                    and type(third) is int
                    and 0 <= first <= 100
                    and 0 <= second <= 100
                    and 0 <= third <= 100
                ):
                    vp = (first, second, third)
                else:
                    vp = tuple(
                        _int(v, f"{field}.vp[{i}]", low=0, high=100) for i, v in enumerate(raw)
                    )
            else:
                raw = _list(raw, f"{field}.vp", 3)
                if len(raw) != 3:
                    raise BoardError(f"{field}.vp", *E.VP_THREE())
                vp = tuple(_int(v, f"{field}.vp[{i}]", low=0, high=100) for i, v in enumerate(raw))
        elif vp is None or len(vp) != 3 or any(v is None for v in vp):
            raise BoardError(f"{field}.vp", *self._missing(label, slug, E.VP))
        else:
            vp = tuple(int(v) for v in vp)
        modifier = get("breakpoint_modifier", 0)
        if type(modifier) is not int or not -MAX_INT <= modifier <= MAX_INT:
            modifier = _int(modifier, f"{field}.breakpoint_modifier")
        counters = get("counters", 0)
        if type(counters) is not int or not 0 <= counters <= 100:
            counters = _int(counters, f"{field}.counters", low=0, high=100)
        cards: tuple[Card, ...] = ()
        raw_cards = get("cards", _MISSING)
        if raw_cards is not _MISSING:
            if type(raw_cards) is not list or len(raw_cards) > MAX_CARDS:
                raw_cards = _list(raw_cards, f"{field}.cards", MAX_CARDS)
            cards = self.cards(raw_cards, f"{field}.cards")
            if entering:
                _only_monsters(cards, f"{field}.cards")
            if self.attachments:
                _check_attachments(self, cards)
        ability = abilities.lookup(slug, printing) if slug is not None else None
        spec = BaseSpec(
            base_id,
            slug,
            printing,
            name,
            int(breakpoint),
            vp,  # type: ignore[arg-type]
            modifier,
            counters,
            cards,
            ability,
            field,
            name_fr,
            monsters_due,
        )
        # A printing-specific registry entry is this printing's own ability: nothing assumed.
        spec.text_unknown = not text_known and ability is not None and ability.printing is None
        return spec

    def _missing(self, label: Any, slug: str | None, what: E.Message) -> E.Loc:
        """The error for a breakpoint or VP that is neither typed nor found in the catalog."""
        if slug is None:
            message = E.STAT_REQUIRED
        elif self.base_lookup is None:
            message = E.STAT_NO_CATALOG
        else:
            message = E.STAT_NOT_IN_CATALOG
        return message(label=_repr(label), what=what())

    def base_ref(self, value: Any, field: str) -> str:
        base_id = _str(value, field)
        if base_id not in self.base_ids:
            raise BoardError(field, *E.UNKNOWN_BASE_ID(base=base_id))
        return base_id

    def card_ref(self, value: Any, field: str) -> str:
        card_id = _str(value, field)
        if card_id not in self.card_ids:
            raise BoardError(field, *E.UNKNOWN_CARD_ID(card=card_id))
        return card_id


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
    result.extend(choice.play for choice in board.choices if choice.play is not None)
    return result


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


def _check_attachments(reader: _Reader, cards: tuple[Card, ...]) -> None:
    """Each action of this base played on a minion names a minion of the same base."""
    here = {c.id: c for c in cards if c.id is not None}
    for card in cards:
        if card.attached_to is None:
            continue
        target = here.get(card.attached_to)
        if target is None or not target.is_minion:
            field = next(f for c, f in reader.attachments if c is card)
            raise BoardError(field, *E.ATTACHED_NOT_HERE(card=card.attached_to))


def _only_monsters(cards: tuple[Card, ...], field: str) -> None:
    """A base coming into play brings its Monsters (uncontrolled) and no other card."""
    for index, card in enumerate(cards):
        if card.type != MONSTER:
            raise BoardError(f"{field}[{index}]", *E.ENTERING_BASE_CARD(kind=card.type))
        if card.controller is not None:
            raise BoardError(f"{field}[{index}]", *E.ENTERING_BASE_CONTROLLED())


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


def _event_head(reader: _Reader, raw: Any, field: str, index: int) -> Event:
    """First pass: shape, action, played cards and new bases (they declare ids)."""
    if not isinstance(raw, Mapping):
        raise BoardError(field, *E.NOT_OBJECT(kind=_describe(raw)))
    action = raw.get("action")
    if type(action) is not str or action not in EVENT_KEYS:
        names = _sorted_names(frozenset(EVENT_KEYS))
        if action is None:
            raise BoardError(f"{field}.action", *E.ONE_OF(names=names))
        raise BoardError(f"{field}.action", *E.ONE_OF_GOT(names=names, got=_repr(action)))
    _object(raw, field, EVENT_COMMON | EVENT_KEYS[action])
    when = raw.get("when")
    if type(when) is not str or when not in WHENS:
        names = ", ".join(WHENS)
        if when is None:
            raise BoardError(f"{field}.when", *E.ONE_OF(names=names))
        raise BoardError(f"{field}.when", *E.NOT_ONE_OF(names=names, got=_repr(when)))
    event = Event(index, when, None, action)
    if action in ("play", "play_titan"):
        if "card" not in raw:
            raise BoardError(f"{field}.card", *E.EVENT_CARD_REQUIRED())
        event.card = reader.card(
            raw["card"], f"{field}.card", None, TITAN if action == "play_titan" else None
        )
        if action == "play_titan" and event.card.type != TITAN:
            raise BoardError(f"{field}.card.type", *E.PLAY_TITAN_TYPE())
        if event.card.type == BURIED:
            raise BoardError(f"{field}.card.type", *E.BURIED_NOT_PLAYED())
    if action == "bury" and isinstance(raw.get("card"), Mapping):
        # A card from hand or a discard pile, buried face down (read with the other cards).
        event.card = reader.card(raw["card"], f"{field}.card", None, BURIED)
        if event.card.type != BURIED:
            raise BoardError(f"{field}.card.type", *E.BURY_CARD_TYPE())
    if action == "special":
        if "card" not in raw:
            raise BoardError(f"{field}.card", *E.SPECIAL_CARD_REQUIRED())
        event.card = reader.card(raw["card"], f"{field}.card")
        choose = raw.get("choose")
        if isinstance(choose, Mapping) and "play" in choose:
            # The card a Special plays (Hidden Ninja): read with the other cards (its id).
            # A negative index: never one of the input's choices (their indexes mark them used).
            event.choose = Choice(-1 - index, None, "")
            event.choose.play = reader.card(choose["play"], f"{field}.choose.play")
    if action == "replace_base":
        if "with" not in raw:
            raise BoardError(f"{field}.with", *E.EVENT_WITH_REQUIRED())
        event.with_base = reader.base(
            raw["with"], f"{field}.with", "event", index + 1, entering=True
        )
        event.cards_stay = (
            _bool(raw["cards_stay"], f"{field}.cards_stay") if "cards_stay" in raw else False
        )
    return event


def _event_refs(reader: _Reader, event: Event, raw: Mapping, field: str) -> None:
    """Second pass: every id the event names exists somewhere in the document."""
    if "base" in raw:
        event.base = reader.base_ref(raw["base"], f"{field}.base")
    elif event.when != "now":
        raise BoardError(f"{field}.base", *E.EVENT_BASE_REQUIRED(when=event.when))
    if "by" in raw:
        event.by = reader.player(raw["by"], f"{field}.by")
    action = event.action
    if action in ("special", "take_control") and event.by is None:
        raise BoardError(f"{field}.by", *E.BY_REQUIRED())
    if action == "special" and "choose" in raw and raw["choose"] is not None:
        play = event.choose.play if event.choose is not None else None
        # A negative index: never one of the input's choices (their indexes mark them used).
        choice = Choice(-1 - event.index, event.base, event.by)  # type: ignore[arg-type]
        choice.field = field
        _choose(reader, choice, raw["choose"], f"{field}.choose", play)
        event.choose = choice
    if action == "special" and event.card is not None and event.card.attached_to is not None:
        reader.card_ref(event.card.attached_to, f"{field}.card.attached_to")
    if action in ("boost", "take_control"):
        if "card" not in raw:
            raise BoardError(f"{field}.card", *E.TARGET_CARD_REQUIRED())
        event.card_id = reader.card_ref(raw["card"], f"{field}.card")
    if action in ("boost", "breakpoint_change"):
        if "amount" not in raw:
            raise BoardError(f"{field}.amount", *E.AMOUNT_REQUIRED())
        event.count = _int(raw["amount"], f"{field}.amount", low=-100, high=100)
        if event.count == 0:
            raise BoardError(f"{field}.amount", *E.NOT_ZERO())
    if action == "breakpoint_change":
        if "target" in raw:
            event.target = reader.base_ref(raw["target"], f"{field}.target")
        elif event.base is not None:
            event.target = event.base
        else:
            raise BoardError(f"{field}.target", *E.TARGET_REQUIRED())
    if action == "gain_vp":
        if "player" not in raw:
            raise BoardError(f"{field}.player", *E.PLAYER_REQUIRED())
        event.to = reader.player(raw["player"], f"{field}.player")
        if "count" not in raw:
            raise BoardError(f"{field}.count", *E.COUNT_REQUIRED())
        event.count = _int(raw["count"], f"{field}.count", low=1, high=100)
    if "source" in raw:
        source = raw["source"]
        if type(source) is not str or source not in EVENT_SOURCES:
            names = ", ".join(EVENT_SOURCES)
            raise BoardError(f"{field}.source", *E.NOT_ONE_OF(names=names, got=_repr(source)))
        event.source = source
    if action == "take_control" and "until_end_of_turn" in raw:
        event.until_end_of_turn = _bool(raw["until_end_of_turn"], f"{field}.until_end_of_turn")
    if action in ("play", "play_titan") and event.card is not None:
        if event.card.attached_to is not None:
            reader.card_ref(event.card.attached_to, f"{field}.card.attached_to")
    if action in ("move", "destroy", "return", "add_counters", "uncover") or (
        action == "bury" and event.card is None
    ):
        if "card" not in raw:
            raise BoardError(f"{field}.card", *E.CARD_IN_PLAY_REQUIRED())
        event.card_id = reader.card_ref(raw["card"], f"{field}.card")
    if action == "bury":
        if "to" in raw:
            event.to = reader.base_ref(raw["to"], f"{field}.to")
        elif event.card is not None:
            raise BoardError(f"{field}.to", *E.DESTINATION_REQUIRED())
    if action in ("move", "play", "play_titan"):
        if "to" not in raw:
            raise BoardError(f"{field}.to", *E.DESTINATION_REQUIRED())
        event.to = reader.base_ref(raw["to"], f"{field}.to")
    if action == "add_counters":
        if "count" not in raw:
            raise BoardError(f"{field}.count", *E.COUNT_REQUIRED())
        event.count = _int(raw["count"], f"{field}.count", low=-100, high=100)
        if event.count == 0:
            raise BoardError(f"{field}.count", *E.NOT_ZERO())
    if action == "replace_base":
        if "target" in raw:
            event.target = reader.base_ref(raw["target"], f"{field}.target")
        elif event.base is not None:
            event.target = event.base
        else:
            raise BoardError(f"{field}.target", *E.TARGET_REQUIRED())


def _choice(reader: _Reader, raw: Mapping, field: str, index: int, play: Card | None) -> Choice:
    # A choice is asked by a base ("base") or by a card in play ("card", issue 13).
    if "card" in raw and "base" in raw:
        raise BoardError(f"{field}.card", *E.CHOICE_CARD_OR_BASE())
    if "base" not in raw and "card" not in raw:
        raise BoardError(f"{field}.base", *E.CHOICE_BASE_REQUIRED())
    if "player" not in raw:
        raise BoardError(f"{field}.player", *E.CHOICE_PLAYER_REQUIRED())
    if "card" in raw:
        choice = Choice(index, None, reader.player(raw["player"], f"{field}.player"))
        choice.of_card = reader.card_ref(raw["card"], f"{field}.card")
    else:
        choice = Choice(
            index,
            reader.base_ref(raw["base"], f"{field}.base"),
            reader.player(raw["player"], f"{field}.player"),
        )
    if "choose" not in raw:
        raise BoardError(f"{field}.choose", *E.CHOOSE_REQUIRED())
    _choose(reader, choice, raw["choose"], f"{field}.choose", play)
    return choice


def _choose(reader: _Reader, choice: Choice, choose: Any, field: str, play: Card | None) -> None:
    """The "choose" object of a choice (or of a Special event), into `choice`."""
    if choose is None:
        return
    _object(choose, field, CHOOSE_KEYS)
    choice.declined = False
    if "card" in choose:
        choice.card = reader.card_ref(choose["card"], f"{field}.card")
    if "to" in choose:
        choice.to = reader.base_ref(choose["to"], f"{field}.to")
    if "base" in choose:
        choice.base_pick = reader.base_ref(choose["base"], f"{field}.base")
    if "player" in choose:
        choice.player_pick = reader.player(choose["player"], f"{field}.player")
    if "order" in choose:
        raw_order = _list(choose["order"], f"{field}.order", 40)
        choice.order = tuple(_str(v, f"{field}.order[{i}]") for i, v in enumerate(raw_order))
    if "count" in choose:
        choice.count = _int(choose["count"], f"{field}.count", low=1, high=100)
    if "factions" in choose:
        # The factions a card names (catalog faction slugs, e.g. "ninjas"): one per player.
        raw_factions = _list(choose["factions"], f"{field}.factions", MAX_PLAYERS)
        choice.factions = tuple(
            _str(v, f"{field}.factions[{i}]") for i, v in enumerate(raw_factions)
        )
    choice.play = play


__all__ = ["MAX_INPUT_BYTES", "BoardError", "parse_board_json", "validate"]
