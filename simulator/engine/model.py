"""Plain data for a board: cards, bases, events and choices, parsed once and never mutated.

A run of the turn (the main one and every alternative order) copies only the lists that hold the
cards; a card is replaced by a new Card when it changes (counters, control), so the parsed board
is shared safely between runs without any deep copy.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

MINION = "minion"
ACTION = "action"
TITAN = "titan"
MONSTER = "monster"
BURIED = "buried"
CARD_TYPES = (MINION, ACTION, TITAN, MONSTER, BURIED)

ORIGINAL = "original"
POD = "pod"
PRINTINGS = (ORIGINAL, POD)

MADNESS_DECK = 30  # the Madness deck: 30 identical cards


# In Board.card_hook_names: a card reacts to a play on any base (an on_other_played hook with
# play_scope "everywhere"), so a play on no base may be heard.
PLAYED_ANYWHERE = "on_other_played (everywhere)"


class Card:
    """A card in play. `power` is the printed power; `modifier` the typed-in changes; `temp` the
    changes this engine applied until the end of the turn (never serialised back)."""

    __slots__ = (
        "uid",
        "id",
        "type",
        "owner",
        "controller",
        "power",
        "counters",
        "modifier",
        "name",
        "treasures",
        "temp",
    )

    # A typed card names no catalog card: these read None (CatalogCard has them as slots, so a
    # typed card costs nothing more to build).
    key: str | None = None
    printing: str | None = None
    attached_to: str | None = None
    ability: object | None = None
    # What a CopyCard copies (None for every other card).
    copies: str | None = None
    # A buried card's identity (model.BuriedCard), None for every other card.
    buried_as: tuple | None = None

    def __repr__(self) -> str:
        # Its state as text, with no memory address: the advisor compares positions by the
        # repr of the run's lasting data, which may hold a card (Christmas Will Be Ours!).
        return (
            f"Card({self.uid}, {self.id!r}, {self.type}, {self.owner}, {self.controller}, "
            f"{self.power}, {self.counters}, {self.modifier}, {self.temp}, {self.name!r}, "
            f"{self.treasures}, {self.key!r}, {self.printing!r}, {self.attached_to!r})"
        )

    def __init__(
        self,
        uid: int,
        id: str | None,
        type: str,
        owner: str | None,
        controller: str | None,
        power: int = 0,
        counters: int = 0,
        modifier: int = 0,
        name: str | None = None,
        treasures: int = 0,
        temp: int = 0,
    ) -> None:
        self.uid = uid
        self.id = id
        self.type = type
        self.owner = owner
        self.controller = controller
        self.power = power
        self.counters = counters
        self.modifier = modifier
        self.name = name
        self.treasures = treasures
        self.temp = temp

    def evolve(self, **changes: object) -> Card:
        """A copy with some fields changed (cards are shared between runs: never mutate one)."""
        new = Card(
            self.uid,
            self.id,
            self.type,
            self.owner,
            self.controller,
            self.power,
            self.counters,
            self.modifier,
            self.name,
            self.treasures,
            self.temp,
        )
        for key, value in changes.items():
            setattr(new, key, value)
        return new

    @property
    def is_minion(self) -> bool:
        """Minions, and monsters a player took control of (they count as that player's minion)."""
        return self.type == MINION or (self.type == MONSTER and self.controller is not None)

    def label(self) -> str:
        text = self.id or self.name or self.type
        if self.id and self.name:
            text = f"{self.id} ({self.name})"
        return text

    def to_json(self) -> dict:
        kind = self.type
        card_id = self.id
        data: dict = {"type": kind} if card_id is None else {"type": kind, "id": card_id}
        controller = self.controller
        if kind == BURIED:
            if controller is not None:
                data["controller"] = controller
        else:
            owner = self.owner
            if owner is not None and kind != MONSTER:
                data["owner"] = owner
            if controller is not None and controller != owner:
                data["controller"] = controller
            data["power"] = self.power
            if self.counters:
                data["counters"] = self.counters
            if self.modifier:
                data["modifier"] = self.modifier
        if self.name is not None:
            data["card"] = self.name
            if self.key is not None:
                data["printing"] = self.printing
        if self.attached_to is not None:
            data["attached_to"] = self.attached_to
        if kind == MONSTER and self.treasures:
            data["treasures"] = self.treasures
        return data


class CatalogCard(Card):
    """A card that names a catalog card ("card": "<faction>/<card>"), or an action played on a
    minion ("attached_to"): a Card with its catalog key, printing and registry entry
    (cards.registry.CardAbility, None when the registry has none)."""

    __slots__ = ("key", "printing", "attached_to", "ability", "title")

    def __init__(self, *args: object, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]
        self.key = None
        self.printing = None
        # The catalog's English name of the card (the log names the card by it).
        self.title: str | None = None
        # The id of the minion an action is played on ("attached_to" in the input).
        self.attached_to = None
        self.ability = None

    def evolve(self, **changes: object) -> Card:
        new = super().evolve()
        catalog = CatalogCard.__new__(CatalogCard)
        for slot in Card.__slots__:
            setattr(catalog, slot, getattr(new, slot))
        catalog.key = self.key
        catalog.printing = self.printing
        catalog.attached_to = self.attached_to
        catalog.ability = self.ability
        catalog.title = self.title
        for key, value in changes.items():
            setattr(catalog, key, value)
        return catalog

    @classmethod
    def of(cls, card: Card) -> CatalogCard:
        """`card`, a typed card, as a CatalogCard without catalog facts (the class whose cards
        may be played on a minion: a hand card given `attached_to` by its play event)."""
        new = cls.__new__(cls)
        for slot in Card.__slots__:
            setattr(new, slot, getattr(card, slot))
        new.key = new.printing = new.title = new.attached_to = new.ability = None
        return new

    def label(self) -> str:
        if self.title and self.key is not None:
            return f"{self.id or self.key} ({self.title})"
        return super().label()


class CopyCard(CatalogCard):
    """A catalog card that copies another card's ability ("copies" in the input: a card id or a
    catalog key); its `ability` is the copy (cards.registry.copying). Its own class so that
    other cards carry no extra slot."""

    __slots__ = ("copies",)

    def __init__(self, *args: object, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)
        self.copies = None

    def to_json(self) -> dict:
        data = super().to_json()
        if self.copies is not None:
            data["copies"] = self.copies
        return data

    def evolve(self, **changes: object) -> Card:
        catalog = super().evolve()
        new = CopyCard.__new__(CopyCard)
        for slot in (*Card.__slots__, *CatalogCard.__slots__):
            setattr(new, slot, getattr(catalog, slot))
        new.copies = self.copies
        for key, value in changes.items():
            setattr(new, key, value)
        return new


# The catalog's `played_on` facts of an action played on a minion ("Play on a minion", "on
# your minion", "on another player's minion"; "base": on a base).
PLACED_ON_MINION = ("minion", "own_minion", "other_minion")


def on_minion(card: Card, minion_id: str) -> Card:
    """`card` (an action) played on the minion `minion_id`: a copy with that attached_to (a
    typed card becomes the class that holds one)."""
    if type(card) is Card:
        card = CatalogCard.of(card)
    return card.evolve(attached_to=minion_id)


class BuriedCard(CatalogCard):
    """A buried card whose identity the board holds (a catalog card named in "card", or a card
    that was in play when an effect buried it). It is face down: no power, and its ability acts
    only once uncovered (Grosse Boîte pour Geek booklet p. 8), so `ability` is None while it is
    buried; `buried_as` keeps what uncovering needs: (registry entry or None, printed type,
    printed power or None)."""

    __slots__ = ("buried_as",)

    def __init__(self, *args: object, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)
        self.buried_as: tuple | None = None

    def evolve(self, **changes: object) -> Card:
        new = BuriedCard.__new__(BuriedCard)
        for slot in (*Card.__slots__, *CatalogCard.__slots__, "buried_as"):
            setattr(new, slot, getattr(self, slot))
        for key, value in changes.items():
            setattr(new, key, value)
        return new


class BaseSpec:
    """A base as given in the input (or in the base deck, or by an event), stats resolved."""

    __slots__ = (
        "id",
        "slug",
        "printing",
        "name",
        "name_fr",
        "monsters_due",
        "breakpoint",
        "vp",
        "breakpoint_modifier",
        "counters",
        "cards",
        "ability",
        "field",
        "text_label",
        "static_totals",
        "text_unknown",
    )

    def __init__(
        self,
        id: str,
        slug: str | None,
        printing: str,
        name: str | None,
        breakpoint: int,
        vp: tuple[int, int, int],
        breakpoint_modifier: int,
        counters: int,
        cards: tuple[Card, ...],
        ability: object | None,
        field: str,
        name_fr: str | None = None,
        monsters_due: int = 0,
    ) -> None:
        self.id = id
        self.slug = slug
        self.printing = printing
        self.name = name
        # The catalog's French name (None when the catalog has none or the name was typed in).
        self.name_fr = name_fr
        # Munchkin: how many Monsters the catalog says come into play with this base (0: none
        # or unknown).
        self.monsters_due = monsters_due
        self.breakpoint = breakpoint
        self.vp = vp
        self.breakpoint_modifier = breakpoint_modifier
        self.counters = counters
        self.cards = cards
        self.ability = ability
        self.field = field
        # How the log names this base, computed once: a (english, french) pair when the French
        # name differs (messages take either a plain value or such a pair).
        self.text_label: str | tuple[str, str] = f"{id} ({name})" if name else id
        if name and name_fr and name_fr != name:
            self.text_label = (self.text_label, f"{id} ({name_fr})")
        # Turn.totals() of this base while its printed-in cards are untouched and it has no
        # ability: the same in every run of the turn (filled by the first run that needs it).
        self.static_totals: tuple[dict[str, int], set[str], int, int] | None = None
        # True when the catalog says no source gives this printing's ability text and the
        # ability applied is the one both printings share in the registry (the other printing's):
        # the result says so (Turn.assumptions).
        self.text_unknown = False

    def label(self) -> str | tuple[str, str]:
        return self.text_label

    def bare(self) -> BaseSpec:
        """This base as it lies in the base discard: without its cards, counters or breakpoint
        modifier (they left play with it; a base brought back, by The Nexus, comes back empty)."""
        if not self.cards and not self.breakpoint_modifier and not self.counters:
            return self
        bare = BaseSpec(
            self.id,
            self.slug,
            self.printing,
            self.name,
            self.breakpoint,
            self.vp,
            0,
            0,
            (),
            self.ability,
            self.field,
            self.name_fr,
            self.monsters_due,
        )
        bare.text_label = self.text_label
        bare.text_unknown = self.text_unknown
        return bare

    def to_json(self, cards: list[Card] | tuple[Card, ...], modifier: int, counters: int) -> dict:
        data: dict = {"id": self.id}
        if self.slug is not None:
            data["base"] = self.slug
            data["printing"] = self.printing
        if self.name is not None:
            data["name"] = self.name
        data["breakpoint"] = self.breakpoint
        data["vp"] = list(self.vp)
        if modifier:
            data["breakpoint_modifier"] = modifier
        if counters:
            data["counters"] = counters
        data["cards"] = [card.to_json() for card in cards]
        return data


class Event:
    __slots__ = (
        "index",
        "when",
        "base",
        "action",
        "card_id",
        "card",
        "to",
        "by",
        "count",
        "with_base",
        "cards_stay",
        "target",
        "choose",
        "until_end_of_turn",
        "source",
        "from_hand",
        "play_choose",
    )

    def __init__(self, index: int, when: str, base: str | None, action: str) -> None:
        self.index = index
        self.when = when
        self.base = base
        self.action = action
        self.card_id: str | None = None
        self.card: Card | None = None
        self.to: str | None = None
        self.by: str | None = None
        self.count = 0
        self.with_base: BaseSpec | None = None
        self.cards_stay = False
        self.target: str | None = None
        # "special": the choices of the card played (a Choice, field events[i].choose).
        self.choose: Choice | None = None
        # "take_control": the control ends with the turn.
        self.until_end_of_turn = False
        # The type of the card whose effect this is ("action", "minion"), or None: not given.
        self.source: str | None = None
        # "play" (issue 27): the player whose hand the card comes from (its id was given), else
        # None; and the event's "choose" for the played card's own ability (None: not given),
        # a dict of checked values: card / to / base / player / mode (str), cards (tuple of
        # ids), count (int), play (a Card), order / factions (tuples).
        self.from_hand: str | None = None
        self.play_choose: dict | None = None


class Choice:
    __slots__ = (
        "index",
        "base",
        "player",
        "declined",
        "card",
        "to",
        "base_pick",
        "player_pick",
        "order",
        "play",
        "of_card",
        "field",
        "count",
        "factions",
        "then",
    )

    def __init__(self, index: int, base: str | None, player: str) -> None:
        self.index = index
        # The base whose ability asks, or None for a choice of a card in play (`of_card`).
        self.base = base
        self.player = player
        self.of_card: str | None = None
        # Where the choice is in the input (errors name it): "choices[i]" unless given.
        self.field: str | None = None
        self.declined = True
        self.card: str | None = None
        self.to: str | None = None
        self.base_pick: str | None = None
        self.order: tuple[str, ...] = ()
        self.play: Card | None = None
        # choose.player: a player the choice names (Wintersquashed: who gets the minion).
        self.player_pick: str | None = None
        # choose.count: how many (Expert Timing: the counters moved), None when not given.
        self.count: int | None = None
        # choose.factions: the faction slugs a card names (Block the Path).
        self.factions: tuple[str, ...] = ()
        # choose.then (a Special event's): the decisions of the card `play` names, as that
        # card's own play choose (EffectPlays.played_by_special), None when not given.
        self.then: dict | None = None

    def with_play(self, card: Card) -> Choice:
        """A copy of this choice whose `play` is `card` (the board's choices are shared between
        runs: never changed)."""
        other = Choice.__new__(Choice)
        for slot in Choice.__slots__:
            setattr(other, slot, getattr(self, slot))
        other.play = card
        return other

    def to_json(self) -> dict:
        head: dict = {"base": self.base} if self.of_card is None else {"card": self.of_card}
        head["player"] = self.player
        if self.declined:
            return {**head, "choose": None}
        choose: dict = {}
        if self.card is not None:
            choose["card"] = self.card
        if self.to is not None:
            choose["to"] = self.to
        if self.base_pick is not None:
            choose["base"] = self.base_pick
        if self.player_pick is not None:
            choose["player"] = self.player_pick
        if self.order:
            choose["order"] = list(self.order)
        if self.play is not None:
            choose["play"] = self.play.to_json()
        if self.count is not None:
            choose["count"] = self.count
        if self.factions:
            choose["factions"] = list(self.factions)
        if self.then is not None:
            choose["then"] = {k: list(v) if type(v) is tuple else v for k, v in self.then.items()}
        return {**head, "choose": choose}


class Board:
    """The validated input."""

    __slots__ = (
        "players",
        "active",
        "vp",
        "madness",
        "madness_in_use",
        "bases",
        "deck",
        "scoring_order",
        "end_of_turn",
        "choices",
        "events",
        "derived",
        "warnings",
        "card_abilities",
        "card_hooks",
        "card_hook_names",
        "copies",
        "hand_size",
        "hands",
        "plays_made",
        "card_lookup",
        "attached",
    )

    def __init__(
        self,
        players: tuple[str, ...],
        active: str,
        vp: dict[str, int],
        madness: dict[str, int],
        madness_in_use: bool,
        bases: tuple[BaseSpec, ...],
        deck: tuple[BaseSpec, ...],
        scoring_order: tuple[str, ...] | None,
        end_of_turn: bool,
        choices: tuple[Choice, ...],
        events: tuple[Event, ...],
    ) -> None:
        self.players = players
        self.active = active
        self.vp = vp
        self.madness = madness
        self.madness_in_use = madness_in_use
        self.bases = bases
        self.deck = deck
        self.scoring_order = scoring_order
        self.end_of_turn = end_of_turn
        self.choices = choices
        self.events = events
        # What every run of the turn derives from the board alone (seats, indexes), computed
        # by the first run: see turn.Turn.
        self.derived: tuple | None = None
        # What the board says that the engine keeps but doubts (parse.validate fills it).
        self.warnings: list[dict] = []
        # True when the board holds a catalog card (card_abilities), and when one has hooks
        # (card_hooks): without them a turn takes the paths of a typed board.
        self.card_abilities = False
        self.card_hooks = False
        # The names of the card-layer hooks the board's catalog cards carry (and
        # PLAYED_ANYWHERE when one reacts to a play on any base): the turn skips what none uses.
        self.card_hook_names: frozenset[str] = frozenset()
        # True when a card copies another's ability (parse: "copies").
        self.copies = False
        # The optional `hand_size` of the input: player -> cards in hand (only those given).
        self.hand_size: dict[str, int] = {}
        # The optional `hands` (issue 27): player -> the cards of that hand the input lists;
        # None when the input gives no hands.
        self.hands: dict[str, tuple[Card, ...]] | None = None
        # The optional `plays_made`: (minions, actions) the active player played this turn.
        self.plays_made: tuple[int, int] = (0, 0)
        # The card lookup the board was read with (parse.CardLookup), for the catalog's facts a
        # hook asks about a card (Table.printed_fact); None without one.
        self.card_lookup: Callable[[str, str | None], Mapping[str, Any] | None] | None = None
        # True when a card of the input is played on a minion ("attached_to"), catalog card or
        # typed one: the actions that move a minion or take it out of play carry those along.
        self.attached = False

    def with_events(
        self,
        events: tuple[Event, ...],
        *,
        choices: tuple[Choice, ...] | None = None,
        scoring_order: tuple[str, ...] | None = None,
    ) -> Board:
        """The same board with other events (the advisor's candidates, advisor.py), and
        optionally other choices and scoring order (the decisions it tried): what a run derives
        from them is derived again."""
        other = Board.__new__(Board)
        for slot in Board.__slots__:
            setattr(other, slot, getattr(self, slot))
        other.events = events
        if choices is not None:
            other.choices = choices
        if scoring_order is not None:
            other.scoring_order = scoring_order
        other.derived = None
        return other
