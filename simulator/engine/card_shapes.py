"""Fast readers for well-formed card objects, one per shape, generated on first use.

A board lists dozens of cards written the same way: the same keys in the same order
({"type": "minion", "id": ..., "owner": ..., "power": ...}). For each such shape, a small function
is generated once, which unpacks the values in key order, picks the branch of the card's type,
checks the values in one expression and builds the Card; board_reader._Reader.cards calls it
for every card of that shape.

A reader only accepts: it returns None for a card it would have to reject, and the careful path
(board_reader._Reader.card) then reports the error with the field's name. So a reader never
decides what is an error: it must accept exactly the cards that the careful path accepts, and
build the same Card (the tests compare both on every shape and on malformed values).

The shapes come from user input: only shapes that some card type accepts are compiled (a shape
without reader is one the careful path rejects, and is not kept), and at most MAX_SHAPES of them
are kept; beyond that the careful path reads the card.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from .cards import lookup as ability_of
from .model import BURIED, CARD_TYPES, MINION, MONSTER, PRINTINGS, Card, CatalogCard

# Same limits as parse.py (imported there from here, so that both read the same numbers).
MAX_ID = 64
MAX_NAME = 100
MAX_INT = 10_000
MAX_TREASURES = 20
MAX_SHAPES = 256

CARD_KEYS = frozenset(
    {"type", "id", "owner", "controller", "power", "counters", "modifier", "card", "treasures"}
)
BURIED_KEYS = frozenset({"type", "id", "owner", "controller", "card"})

# reader(data, uid, card_ids, players) -> Card | None
Reader = Callable[[dict, int, object, frozenset], "Card | None"]

# The keys of a card object, in order -> the reader of cards written with those keys (it
# dispatches on the type). Read it directly on the hot path; reader_for fills it.
readers: dict[tuple, Reader | None] = {}


def reader_for(keys: tuple) -> Reader | None:
    """The reader of cards with these keys in this order; None: use the careful path."""
    try:
        return readers[keys]
    except KeyError:
        pass
    if len(readers) >= MAX_SHAPES:
        return None
    reader = _compile(keys)
    # Kept even when None: keys without a reader (an action's "attached_to", a catalog card's
    # "printing") are common on valid boards, and compiling them again costs ~15 k instructions
    # a card. MAX_SHAPES bounds both kinds.
    readers[keys] = reader
    return reader


def _compile(keys: tuple) -> Reader | None:
    if "type" not in keys or len(set(keys)) != len(keys):
        return None
    branches = [
        (kind, branch) for kind in CARD_TYPES if (branch := _branch(kind, keys)) is not None
    ]
    if not branches:
        return None
    # Every key is one of CARD_KEYS here (_branch accepts no other), so the generated source
    # holds only our own names: no text from the input.
    assert CARD_KEYS.issuperset(keys)
    names = {key: f"v_{key}" for key in keys}
    lines = [
        "def read(data, uid, card_ids, players):",
        f"    {', '.join(names[key] for key in keys)}, = data.values()",
    ]
    for number, (kind, body) in enumerate(branches):
        lines.append(f"    {'if' if number == 0 else 'elif'} v_type == {kind!r}:")
        lines.extend("        " + line for line in body)
    lines.append("    return None")
    namespace: dict = {"Card": Card, "new": object.__new__}
    exec(compile("\n".join(lines) + "\n", "<card shape>", "exec"), namespace)  # noqa: S102
    return namespace["read"]


def _branch(kind: str, keys: tuple) -> list[str] | None:
    """The lines that check and build a card of this type with these keys; None: rejected."""
    allowed = BURIED_KEYS if kind == BURIED else CARD_KEYS
    if not all(type(key) is str and key in allowed for key in keys):
        return None
    has = set(keys)
    if kind == MONSTER and "owner" in has:
        return None
    if kind != MONSTER and "owner" not in has and "controller" not in has:
        return None
    if kind in (MINION, MONSTER) and "power" not in has:
        return None
    if "treasures" in has and kind != MONSTER:
        return None

    checks: list[str] = []
    for key in keys:
        v = f"v_{key}"
        if key == "id":
            checks.append(f"type({v}) is str and 0 < len({v}) <= {MAX_ID} and {v} not in card_ids")
        elif key in ("owner", "controller"):
            checks.append(f"type({v}) is str and {v} in players")
        elif key in ("power", "counters"):
            checks.append(f"type({v}) is int and 0 <= {v} <= {MAX_INT}")
        elif key == "modifier":
            checks.append(f"type({v}) is int and {-MAX_INT} <= {v} <= {MAX_INT}")
        elif key == "card":
            # A name with "/" may name a catalog card: the catalog path reads it (checked first,
            # so that such a card leaves this reader at once).
            checks.insert(0, f"type({v}) is str and 0 < len({v}) <= {MAX_NAME} and '/' not in {v}")
        elif key == "treasures":
            checks.append(f"type({v}) is int and 0 <= {v} <= {MAX_TREASURES}")

    def value(key: str, default: str) -> str:
        return f"v_{key}" if key in has else default

    # Who owns and controls the card, as board_reader._Reader.card decides it.
    if kind == MONSTER:
        owner, controller = "None", value("controller", "None")
    elif kind == BURIED:
        # A buried card belongs to the player who buried it: the controller, else the owner.
        owner = controller = value("controller", value("owner", "None"))
    else:
        controller = value("controller", value("owner", "None"))
        owner = value("owner", controller)
    zero = kind == BURIED
    fields = {
        "uid": "uid",
        "id": value("id", "None"),
        "type": repr(kind),
        "owner": owner,
        "controller": controller,
        "power": "0" if zero else value("power", "0"),
        "counters": "0" if zero else value("counters", "0"),
        "modifier": "0" if zero else value("modifier", "0"),
        "name": value("card", "None"),
        "treasures": value("treasures", "0"),
        "temp": "0",
    }
    assert set(fields) == set(Card.__slots__)
    body = [f"if {' and '.join(checks) or 'True'}:", "    card = new(Card)"]
    # The slots are set here rather than through Card(...): a call less per card.
    body.extend(f"    card.{slot} = {expression}" for slot, expression in fields.items())
    body.append("    return card")
    body.append("return None")
    return body


# --- catalog cards ("card": "<faction>/<card>") --------------------------------------------------

# The keys a catalog card's reader reads (those of board_reader._Reader.catalog_quick).
CATALOG_QUICK_KEYS = frozenset(
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
_PRINTED_TYPES = ("minion", "action", "titan")

# catalog_reader(data, uid, card_ids, players, card_lookup) -> CatalogCard | None, where
# card_lookup is parse.CardLookup.
CatalogReader = Callable[[dict, int, object, frozenset, Callable], "Card | None"]

# What a catalog card's readers use of its facts, prepared once per facts mapping rather than
# read key by key for every card: (facts, printed power (None unless an int), printed type
# (None unless minion, action or titan: the types a card's "type" must match), key, printing,
# title, registry entry). Keyed by id(facts): a record holds its mapping, so that id is not reused
# while the record is kept, and it serves only that very mapping (record[0] is facts). A
# mapping is never modified once a lookup returned it (parse.CardLookup), so its record stays
# right. A lookup that makes a new mapping at every call only refills the table: it is emptied
# when it holds MAX_PREPARED records.
Prepared = tuple
prepared: dict[int, Prepared] = {}
MAX_PREPARED = 4096


def prepare(facts: Mapping) -> Prepared:
    """The prepared record of a card's facts (see `prepared`), made once per mapping."""
    record = prepared.get(id(facts))
    if record is None or record[0] is not facts:
        if len(prepared) >= MAX_PREPARED:
            prepared.clear()
        key = facts["key"]
        printing = facts["printing"]
        record = prepared[id(facts)] = (
            facts,
            power if type(power := facts.get("power")) is int else None,
            kind if (kind := facts.get("type")) in _PRINTED_TYPES else None,
            key,
            printing,
            facts.get("name") or None,
            ability_of(key, printing),
        )
    return record


def catalog_reader_for(keys: tuple) -> CatalogReader | None:
    """The reader of catalog cards with these keys in this order; None: read them with
    board_reader._Reader.catalog_quick (itself falling back on the careful path).

    Like board_reader._Reader.catalog_quick, whose checks it repeats for one layout of the keys, it
    only accepts: it returns None for a card catalog_quick would not read, and builds the same
    CatalogCard for the others (the tests compare both). Per card, it saves the ~10 lookups of
    keys catalog_quick makes (issue 13: the catalog board's validation)."""
    return readers_for(keys)[0]


# With a card lookup, the keys of a card object -> (its catalog reader, its reader): both found
# with one dict read per card (board_reader._Reader.cards). At most MAX_SHAPES pairs are kept; past
# them, a catalog card goes through board_reader._Reader.catalog_quick.
reader_pairs: dict[tuple, tuple[CatalogReader | None, Reader | None]] = {}


def readers_for(keys: tuple) -> tuple[CatalogReader | None, Reader | None]:
    """The catalog reader and the reader of cards with these keys in this order."""
    pair = reader_pairs.get(keys)
    if pair is None:
        if len(reader_pairs) >= MAX_SHAPES:
            return None, reader_for(keys)
        pair = reader_pairs[keys] = (_compile_catalog(keys), reader_for(keys))
    return pair


def _compile_catalog(keys: tuple) -> CatalogReader | None:
    if not all(type(key) is str and key in CATALOG_QUICK_KEYS for key in keys):
        return None
    has = set(keys)
    if len(has) != len(keys) or "card" not in has or "type" not in has:
        return None
    if "owner" not in has and "controller" not in has:
        return None
    # Every key is one of CATALOG_QUICK_KEYS: the generated source holds only our own names.
    checks = [
        f"type(v_card) is str and '/' in v_card and len(v_card) <= {MAX_NAME}",
        # Membership in a tuple compares with == (nothing is hashed: any JSON value is safe).
        "v_type in ('minion', 'action', 'titan')",
    ]
    if "attached_to" in has:
        checks.append(
            f"v_type == 'action' and type(v_attached_to) is str"
            f" and 0 < len(v_attached_to) <= {MAX_ID}"
        )
    if "printing" in has:
        checks.append("v_printing in PRINTINGS")
    if "id" in has:
        checks.append(f"type(v_id) is str and 0 < len(v_id) <= {MAX_ID} and v_id not in card_ids")
    for key in ("owner", "controller"):
        if key in has:
            checks.append(f"type(v_{key}) is str and v_{key} in players")
    if "counters" in has:
        checks.append(f"type(v_counters) is int and 0 <= v_counters <= {MAX_INT}")
    if "modifier" in has:
        checks.append(f"type(v_modifier) is int and {-MAX_INT} <= v_modifier <= {MAX_INT}")

    def value(key: str, default: str) -> str:
        return f"v_{key}" if key in has else default

    controller = value("controller", value("owner", "None"))
    owner = value("owner", controller)
    lines = [
        "def read(data, uid, card_ids, players, card_lookup):",
        f"    {', '.join(f'v_{key}' for key in keys)}, = data.values()",
        f"    if not ({' and '.join(checks)}):",
        "        return None",
        f"    facts = card_lookup(v_card, {value('printing', 'None')})",
        "    if facts is None:",
        "        return None",
        # prepare(), inlined: a call less per card.
        "    record = prepared_get(id(facts))",
        "    if record is None or record[0] is not facts:",
        "        record = prepare(facts)",
        "    _, printed, printed_type, key, printing, title, ability = record",
        "    if printed_type is not None and printed_type != v_type:",
        "        return None",
    ]
    if "power" in has:
        lines += [
            f"    if type(v_power) is not int or not 0 <= v_power <= {MAX_INT} or ("
            "printed is not None and printed != v_power):",
            "        return None",
            "    power = v_power",
        ]
    else:
        lines += [
            "    if printed is not None:",
            "        power = printed",
            "    elif v_type == 'action':",
            "        power = 0",
            "    else:",
            "        return None",
        ]
    fields = {
        "uid": "uid",
        "id": value("id", "None"),
        "type": "v_type",
        "owner": owner,
        "controller": controller,
        "power": "power",
        "counters": value("counters", "0"),
        "modifier": value("modifier", "0"),
        "name": "v_card",
        "treasures": "0",
        "temp": "0",
        "key": "key",
        "printing": "printing",
        "title": "title",
        "attached_to": value("attached_to", "None"),
        "ability": "ability",
    }
    assert set(fields) == set(CatalogCard.__slots__) | set(Card.__slots__)
    lines.append("    card = new(CatalogCard)")
    # The slots are set here rather than through CatalogCard(...): a call less per card.
    lines.extend(f"    card.{slot} = {expression}" for slot, expression in fields.items())
    lines.append("    return card")
    namespace: dict = {
        "CatalogCard": CatalogCard,
        "new": object.__new__,
        "PRINTINGS": PRINTINGS,
        "prepared_get": prepared.get,
        "prepare": prepare,
    }
    exec(compile("\n".join(lines) + "\n", "<catalog card shape>", "exec"), namespace)  # noqa: S102
    return namespace["read"]
