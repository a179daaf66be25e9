"""Reading the bases and the cards of a board (`_Reader`): typed cards, catalog cards (their
facts from the card lookup, their registry entry), bases (their stats from the base lookup,
their ability); used by parse.validate.
"""

from __future__ import annotations

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
    MINION,
    MONSTER,
    PRINTINGS,
    TITAN,
    BaseSpec,
    BuriedCard,
    Card,
    CatalogCard,
    CopyCard,
)
from .parse_values import (
    _CARD_TYPE_SET,
    _MISSING,
    MAX_CARDS,
    _at,
    _int,
    _list,
    _object,
    _repr,
    _str,
)

BaseLookup = Callable[[str, str], "Mapping[str, Any] | None"]


# card_lookup(key, printing or None) -> the catalog's facts of a card, or None when no card has
# this key: {"key": the key of the record in the printing found, "printing", "name", "type",
# "power": int or None, "power_text"}, and optional facts a hook may ask (Table.printed_fact):
# "special" (True when the printed text has a Special ability). printing None: the original
# printing, or the printing the card exists in when it exists in one only. The other printing's
# slug is accepted too.
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
        # The cards of the input's hands by id: (the hand's player, the card) (issue 27).
        self.hand_cards: dict[str, tuple[str, Card]] = {}
        # The hand cards played by an event: id -> the event's index (each is played once).
        self.played_from_hand: dict[str, int] = {}

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
        if kind is None and type(get("card")) is str and self.card_lookup is not None:
            # A catalog card without "type": its printed type (issue 27's hands and plays
            # name cards by their catalog key alone).
            facts = self.card_lookup(get("card"), get("printing"))
            if facts is not None and facts.get("type") in _PRINTED_TYPES:
                kind = facts["type"]
                data = {**data, "type": kind}
                get = data.get
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

    def catalog_card(self, data: Mapping, name: str, kind: str | None, field: str) -> Mapping:
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
            attached = len(self.attachments)
            cards = self.cards(raw_cards, f"{field}.cards")
            if entering:
                _only_monsters(cards, f"{field}.cards")
            if len(self.attachments) > attached:
                _check_attachments(self, cards, f"{field}.cards", attached)
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


def _check_attachments(reader: _Reader, cards: tuple[Card, ...], parent: str, start: int) -> None:
    """Each action of this base played on a minion names a minion of the same base: the
    attachments read with this base's `cards` (reader.attachments from `start`, in the cards'
    order), each target found among the ids read so far (reader.card_ids: where each is)."""
    card_ids = reader.card_ids
    for card, field in reader.attachments[start:]:
        found = card_ids.get(card.attached_to)
        if found is None or found[0] != parent or not cards[found[1]].is_minion:
            raise BoardError(field, *E.ATTACHED_NOT_HERE(card=card.attached_to))


def _only_monsters(cards: tuple[Card, ...], field: str) -> None:
    """A base coming into play brings its Monsters (uncontrolled) and no other card."""
    for index, card in enumerate(cards):
        if card.type != MONSTER:
            raise BoardError(f"{field}[{index}]", *E.ENTERING_BASE_CARD(kind=card.type))
        if card.controller is not None:
            raise BoardError(f"{field}[{index}]", *E.ENTERING_BASE_CONTROLLED())
