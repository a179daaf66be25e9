"""Pure setup logic: faction picking, the draft order, the base deck and the seeded draws.

Nothing here touches the database. Every random choice comes from `random.Random` seeded with a
sub-seed derived from the user's seed and a label (`derive_seed`), and shuffles use only
`Random.random()`, whose sequence Python guarantees across versions: the same seed and options
give the same table on every machine, so a permalink (a query string) is all the state there is.

The model is the one the rulebooks describe for the base deck: shuffle once, take from the top.
- Random factions: the candidate factions (those of the owned boxes) are shuffled once; each
  random slot, in slot order, takes the first candidate it may legally hold. A reroll of slot i
  puts its faction aside and takes the next legal candidate, so every other slot keeps its
  faction. When the pile runs out it is reshuffled from the candidates not at the table.
- Opening draw: the base deck is shuffled once; the draw is its top `players + 1` bases. A redraw
  of slot i discards that base and takes the next one; the other slots keep theirs. When the
  deck runs out, the discarded bases are reshuffled into a new deck (as the rules say).
Rerolls and redraws are ordered lists of slot indices, kept in the URL.
"""

from __future__ import annotations

import hashlib
import random
from collections import Counter
from collections.abc import Callable, Collection, Iterable, Sequence
from dataclasses import dataclass, field

from django.utils.translation import gettext as _

MIN_PLAYERS = 2
MAX_PLAYERS = 4
FACTIONS_PER_PLAYER = 2
MAX_SEED = 2**32 - 1
RANDOM = "random"
# A table never needs more than this many rerolls or redraws; bounds the work per request.
MAX_STEPS = 50


class SetupError(ValueError):
    """A request that cannot be set up: the message names the problem, `parameter` the input."""

    def __init__(self, message: str, parameter: str) -> None:
        super().__init__(message)
        self.message = message
        self.parameter = parameter


# --- seeds and shuffles -------------------------------------------------------------------


def derive_seed(seed: int, *labels: object) -> int:
    """A 64-bit sub-seed for one use of the seed (labels: what it is for, which slot...)."""
    text = ":".join([str(seed), *(str(label) for label in labels)])
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big")


def shuffled(items: Iterable[str], seed: int) -> list[str]:
    """A Fisher-Yates shuffle driven by `Random.random()` only (stable across Python versions)."""
    rng = random.Random(seed)
    result = list(items)
    for i in range(len(result) - 1, 0, -1):
        j = int(rng.random() * (i + 1))
        result[i], result[j] = result[j], result[i]
    return result


def parse_seed(raw: str | None) -> int | None:
    """The seed from the query string: an integer from 0 to 4294967295, or None when absent."""
    if raw is None or raw.strip() == "":
        return None
    text = raw.strip()
    if not text.isdigit() or not text.isascii():
        raise SetupError(_bad_seed(raw), "seed")
    value = int(text)
    if value > MAX_SEED:
        raise SetupError(_bad_seed(raw), "seed")
    return value


def _bad_seed(raw: str) -> str:
    return _("The seed must be a whole number from 0 to %(max)s; got “%(raw)s”.") % {
        "max": MAX_SEED,
        "raw": raw,
    }


def new_seed() -> int:
    """A fresh seed for a request that gave none."""
    return random.SystemRandom().randint(0, MAX_SEED)


# --- players and the draft ----------------------------------------------------------------


def check_players(players: int) -> None:
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise SetupError(
            _("Smash Up is played by %(min)s to %(max)s players; got %(players)s.")
            % {"min": MIN_PLAYERS, "max": MAX_PLAYERS, "players": players},
            "players",
        )


def parse_players(raw: str | None) -> int | None:
    if raw is None or raw.strip() == "":
        return None
    text = raw.strip()
    if not text.isdigit() or not text.isascii():
        raise SetupError(
            _("The number of players must be a whole number from 2 to 4; got “%(raw)s”.")
            % {"raw": raw},
            "players",
        )
    players = int(text)
    check_players(players)
    return players


def first_drafter(seed: int, players: int) -> int:
    """The rulebook draws the first player at random: a seeded choice (0-based index)."""
    check_players(players)
    return int(random.Random(derive_seed(seed, "first-drafter")).random() * players)


def draft_order(players: int, first: int = 0) -> list[int]:
    """Who picks at each step (0-based players), starting with `first` and going clockwise.

    Each player in turn picks one faction; then the last player picks a second one and the
    order runs back: 0, 1, 2, 2, 1, 0 for three players starting with player 0.
    """
    check_players(players)
    if not 0 <= first < players:
        raise SetupError(
            _("The first player must be from 1 to %(players)s.") % {"players": players}, "first"
        )
    clockwise = [(first + step) % players for step in range(players)]
    return clockwise + clockwise[::-1]


def slot_of(player: int, which: int) -> int:
    """The position in the flat factions list of a player's first (0) or second (1) faction."""
    return player * FACTIONS_PER_PLAYER + which


def slots_from_draft(picks: Sequence[str], order: Sequence[int]) -> list[str | None]:
    """Turn picks made in draft order into the flat factions list (player 1's two first...)."""
    players = len(order) // FACTIONS_PER_PLAYER
    slots: list[str | None] = [None] * (players * FACTIONS_PER_PLAYER)
    taken = [0] * players
    for faction, player in zip(picks, order, strict=False):
        slots[slot_of(player, taken[player])] = faction
        taken[player] += 1
    return slots


# --- who may hold which faction -----------------------------------------------------------


def copies_allowed(faction: str, duplicable: set[str] | frozenset[str]) -> int:
    """How many players may hold a faction: two when the user owns two copies of its box."""
    return 2 if faction in duplicable else 1


def may_hold(
    faction: str,
    slot: int,
    slots: Sequence[str | None],
    duplicable: set[str] | frozenset[str],
) -> bool:
    """Whether `faction` may go in `slot` given the other filled slots."""
    player = slot // FACTIONS_PER_PLAYER
    partner = slot_of(player, 1 - slot % FACTIONS_PER_PLAYER)
    if partner < len(slots) and slots[partner] == faction:
        return False
    used = sum(1 for i, other in enumerate(slots) if i != slot and other == faction)
    return used < copies_allowed(faction, duplicable)


def check_table(
    slots: Sequence[str | None],
    duplicable: set[str] | frozenset[str],
    name: Callable[[str], str] = str,
) -> None:
    """Reject a player holding the same faction twice, and a faction held by too many players.

    Empty slots (None, still to be filled at random) are ignored.
    """
    for player in range(len(slots) // FACTIONS_PER_PLAYER):
        first, second = slots[slot_of(player, 0)], slots[slot_of(player, 1)]
        if first is not None and first == second:
            raise SetupError(
                _(
                    "Player %(player)s holds %(faction)s twice: a player's two factions must be "
                    "different."
                )
                % {"player": player + 1, "faction": name(first)},
                "factions",
            )
    filled = Counter(faction for faction in slots if faction is not None)
    for faction, count in sorted(filled.items()):
        allowed = copies_allowed(faction, duplicable)
        if count > allowed:
            values = {"faction": name(faction), "count": count}
            if allowed == 1:
                message = _(
                    "%(faction)s is held by %(count)s players: two players may share a faction "
                    "only with two copies of its box (two_copies)."
                )
            else:
                message = _(
                    "%(faction)s is held by %(count)s players: two copies of its box let two "
                    "players share it, not more."
                )
            raise SetupError(message % values, "factions")


# --- random factions ----------------------------------------------------------------------


@dataclass
class _Pile:
    """A shuffled pile that deals the first legal card and reshuffles when it runs out."""

    candidates: list[str]
    seed: int
    label: str
    rounds: int = 0
    cards: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.cards = shuffled(self.candidates, derive_seed(self.seed, self.label, 0))

    def deal(self, legal: Callable[[str], bool], on_table: Callable[[str], bool]) -> str | None:
        for _attempt in range(2):
            for index, card in enumerate(self.cards):
                if legal(card):
                    del self.cards[index]
                    return card
            self.rounds += 1
            rest = [card for card in self.candidates if not on_table(card)]
            self.cards = shuffled(rest, derive_seed(self.seed, self.label, self.rounds))
        return None


def resolve_factions(
    slots: Sequence[str | None],
    candidates: Sequence[str],
    seed: int,
    rerolls: Sequence[int] = (),
    duplicable: set[str] | frozenset[str] = frozenset(),
    name: Callable[[str], str] = str,
) -> list[str]:
    """Fill the random slots (None) from `candidates`, then apply the rerolls in order.

    `candidates` is sorted by the caller (deterministic); fixed slots are kept unless rerolled.
    """
    table: list[str | None] = list(slots)
    fixed = [faction for faction in table if faction is not None]
    check_table(table, duplicable, name)
    players = len(table) // FACTIONS_PER_PLAYER
    needs_pile = any(faction is None for faction in table) or bool(rerolls)
    if not needs_pile:
        return [faction for faction in table if faction is not None]
    pool = sorted(set(candidates) | set(fixed))
    capacity = sum(copies_allowed(faction, duplicable) for faction in pool)
    if capacity < len(table) or len(pool) < FACTIONS_PER_PLAYER:
        raise SetupError(
            _(
                "%(players)s players need %(needed)s factions but the chosen boxes offer only "
                "%(capacity)s: own more boxes, or two copies of some."
            )
            % {"players": players, "needed": len(table), "capacity": capacity},
            "owned",
        )
    pile = _Pile(sorted(set(candidates)), seed, "factions")
    for faction in fixed:
        if faction in pile.cards and copies_allowed(faction, duplicable) == 1:
            pile.cards.remove(faction)

    def fill(slot: int) -> None:
        faction = pile.deal(
            lambda card: may_hold(card, slot, table, duplicable),
            lambda card: card in table and copies_allowed(card, duplicable) == 1,
        )
        if faction is None:
            raise SetupError(
                _(
                    "No faction left in the chosen boxes for player %(player)s: own more "
                    "boxes, or two copies of some."
                )
                % {"player": slot // FACTIONS_PER_PLAYER + 1},
                "owned",
            )
        table[slot] = faction

    for slot, faction in enumerate(slots):
        if faction is None:
            fill(slot)
    for slot in rerolls:
        table[slot] = None
        fill(slot)
    return [faction for faction in table if faction is not None]


# --- the base deck and the opening draw ---------------------------------------------------


@dataclass(frozen=True)
class FactionBoxes:
    """The boxes a faction comes in (release order) and the one that first released it."""

    slug: str
    boxes: tuple[str, ...]
    first_release: str | None = None

    def default_box(self, owned: Collection[str] = ()) -> str | None:
        """The first-release box; when the user's boxes are known and do not include it,
        the earliest of its boxes they own (else the first release anyway)."""
        first = self.first_release if self.first_release in self.boxes else None
        first = first or (self.boxes[0] if self.boxes else None)
        if owned and first not in owned:
            return next((box for box in self.boxes if box in owned), first)
        return first


def box_for(
    faction: FactionBoxes, chosen_boxes: dict[str, str], owned: Collection[str] = ()
) -> str | None:
    """The box whose bases a faction brings: the one chosen for it, else its default box."""
    return chosen_boxes.get(faction.slug) or faction.default_box(owned)


def deck_boxes(
    factions: Iterable[str],
    catalog: dict[str, FactionBoxes],
    chosen_boxes: dict[str, str] | None = None,
    release_order: dict[str, int] | None = None,
    owned: Collection[str] = (),
) -> list[str]:
    """The boxes whose bases make the deck: each faction's first-release box unless another
    of its boxes was chosen (or the user's boxes do not include it). Each box counts once
    (two copies of a box still bring one set of bases). Sorted by release order, then slug."""
    chosen_boxes = chosen_boxes or {}
    boxes: set[str] = set()
    for faction in factions:
        box = box_for(catalog[faction], chosen_boxes, owned)
        if box is not None:
            boxes.add(box)
    order = release_order or {}
    return sorted(boxes, key=lambda box: (order.get(box, 10**9), box))


def draw_bases(
    deck: Sequence[str], count: int, seed: int, redraws: Sequence[int] = ()
) -> list[str]:
    """The opening draw: the top `count` bases of the shuffled deck, then each redraw (a slot
    index) discards that slot's base and deals the next one. `deck` is sorted by the caller."""
    if len(set(deck)) != len(deck):
        raise ValueError("the deck must not repeat a base")
    if len(deck) < count:
        raise SetupError(
            _("The base deck holds %(size)s bases; %(count)s are needed for the opening draw.")
            % {"size": len(deck), "count": count},
            "factions",
        )
    cards = shuffled(deck, derive_seed(seed, "bases", 0))
    table, cards = cards[:count], cards[count:]
    discard: list[str] = []
    rounds = 0
    for slot in redraws:
        if not 0 <= slot < count:
            raise SetupError(
                _("redraw: there is no base %(slot)s in a draw of %(count)s.")
                % {"slot": slot + 1, "count": count},
                "redraw",
            )
        if not cards:
            if not discard:
                raise SetupError(
                    _("redraw: every base of the deck is already on the table."), "redraw"
                )
            rounds += 1
            cards, discard = shuffled(sorted(discard), derive_seed(seed, "bases", rounds)), []
        discard.append(table[slot])
        table[slot] = cards.pop(0)
    return table


def parse_indices(raw: str | None, limit: int, parameter: str) -> list[int]:
    """A comma-separated list of 1-based slot numbers from the query string, as 0-based ints."""
    if raw is None or raw.strip() == "":
        return []
    values: list[int] = []
    for part in raw.split(","):
        text = part.strip()
        if not text.isdigit() or not text.isascii() or not 1 <= int(text) <= limit:
            raise SetupError(
                _("%(parameter)s: “%(value)s” is not a number from 1 to %(limit)s.")
                % {"parameter": parameter, "value": part.strip(), "limit": limit},
                parameter,
            )
        values.append(int(text) - 1)
    if len(values) > MAX_STEPS:
        raise SetupError(
            _("%(parameter)s: at most %(max)s steps.") % {"parameter": parameter, "max": MAX_STEPS},
            parameter,
        )
    return values


def parse_slugs(raw: str | None) -> list[str]:
    """A comma-separated list of slugs, lower-cased, blanks dropped, order kept."""
    if raw is None:
        return []
    return [part.strip().lower() for part in raw.split(",") if part.strip()]
