"""The table during a run: the bases in play (BaseState), a conquest's record (Scoring,
Standing), what every run derives from the board, and the lookups and player decisions the
rules and the hooks read (`Table`, a part of turn.Turn).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from . import error_messages as E
from . import messages as M
from .abilities.base import Ability
from .errors import BoardError
from .model import TITAN, BaseSpec, Board, Card, Choice, Event


class BaseState:
    """A base in play during this run: its spec plus the mutable list of cards on it."""

    __slots__ = (
        "spec",
        "id",
        "cards",
        "modifier",
        "counters",
        "ability",
        "cache",
        "pristine",
        "text_label",
        "checked",
        "temp_modifier",
        "deps",
        "fed",
        "powers",
        "player_power",
    )

    def __init__(self, spec: BaseSpec, cards: list[Card] | None = None) -> None:
        self.spec = spec
        self.id = spec.id
        self.text_label = spec.text_label
        self.ability: Ability | None = spec.ability  # type: ignore[assignment]
        # True while `cards` are the spec's own cards, untouched by this run.
        self.pristine = cards is None
        self.cards = list(spec.cards) if cards is None else cards
        # Turn.totals() of this base, and the total power; every change to `cards` goes through
        # Turn and resets it.
        self.cache: tuple[dict[str, int], set[str], int, int] | None = (
            spec.static_totals if self.pristine and self.ability is None else None
        )
        self.modifier = spec.breakpoint_modifier
        # Breakpoint changes until the end of the turn (breakpoint_change events, cards).
        self.temp_modifier = 0
        self.counters = spec.counters
        # The last eligibility check logged for this base: (total, breakpoint, monsters, text).
        self.checked: tuple[int, int, int, M.Loc] | None = None
        # With card hooks, what `cache` read beyond this base's cards through the hooks of its
        # cards and of the sources filed here: the card keys whose presence anywhere it read
        # (reads, and reads_controlled taken as reads); None: anything. Set with `cache` by
        # Turn._totals_hooked, read by Turn._changed.
        self.deps: frozenset[str] | None = None
        # Set with `cache` by Turn._totals_hooked: the auras that gave a card here power (or
        # took some) in those totals. One of them leaving play changes them; an aura reaching
        # every base that gave nothing here leaves them as they are (Turn._changed).
        self.fed: list[Card] | tuple = ()
        # Set with `cache` by Turn.totals in a run that logs: (that cache, each card's own power
        # by id, the cards ResultDocument.start_card_powers lists, in table order, with card
        # hooks the uids of the cards some aura gave a value other than 0, else None), read by
        # ResultDocument.start_card_powers and Power._card_powers while `cache` is the same.
        self.powers: tuple[tuple, dict[str, int], list[int] | None] | None = None
        # Power players have here until the end of the turn outside their cards (Unity of the
        # Tribes: "Gain +2 power there"), by player; None: none (Power.add_player_power).
        self.player_power: dict[str, int] | None = None

    def label(self) -> str | M.Loc:
        return self.text_label

    def copy(self) -> BaseState:
        """This base with its own list of cards (Turn.fork). The cards are values, and the
        totals kept (`cache`) are never changed once made (a run replaces them, as every run
        shares a typed base's static_totals): both are shared."""
        other = BaseState.__new__(BaseState)
        other.spec = self.spec
        other.id = self.id
        other.cards = list(self.cards)
        other.modifier = self.modifier
        other.counters = self.counters
        other.ability = self.ability
        other.cache = self.cache
        other.pristine = self.pristine
        other.text_label = self.text_label
        other.checked = self.checked
        other.temp_modifier = self.temp_modifier
        other.deps = self.deps
        fed = self.fed
        other.fed = list(fed) if type(fed) is list else fed
        other.powers = self.powers
        power = self.player_power
        other.player_power = None if power is None else dict(power)
        return other


class Standing:
    __slots__ = ("player", "power", "place", "vp", "bonus")

    def __init__(self, player: str, power: int, place: int, vp: int) -> None:
        self.player = player
        self.power = power
        self.place = place
        self.vp = vp
        self.bonus = 0

    def to_json(self) -> dict:
        return {
            "player": self.player,
            "power": self.power,
            "place": self.place,
            "vp": self.vp,
            "bonus_vp": self.bonus,
        }


class Scoring:
    """The record of one base's conquest (the `scorings` entries of the result)."""

    __slots__ = (
        "base",
        "name",
        "name_fr",
        "slug",
        "designated_breakpoint",
        "designated_power",
        "breakpoint",
        "total_power",
        "standings",
        "treasure_picks",
        "replaced_by",
        "left_play",
        "continued_on",
        "vp_table",
        "card_powers",
        "stopped",
    )

    def __init__(self, base: BaseState, breakpoint: int, power: int) -> None:
        self.base = base.id
        self.name = base.spec.name
        self.name_fr = base.spec.name_fr
        self.slug = base.spec.slug
        self.designated_breakpoint = breakpoint
        self.designated_power = power
        self.breakpoint = breakpoint
        self.total_power = power
        self.standings: list[Standing] = []
        self.treasure_picks: list[str] = []
        self.replaced_by: str | None = None
        self.left_play = False
        self.continued_on: str | None = None
        self.vp_table = list(base.spec.vp)
        self.card_powers: dict[str, int] = {}
        # The scoring stopped because its base left play (before VP, or during step 5).
        self.stopped = False

    def to_json(self) -> dict:
        return {
            "base": self.base,
            "name": self.name,
            "name_fr": self.name_fr,
            "breakpoint": self.breakpoint,
            "total_power": self.total_power,
            "standings": [s.to_json() for s in self.standings],
            "treasure_picks": list(self.treasure_picks),
            "replaced_by": self.replaced_by,
            "vp_table": self.vp_table,
            "designated": {
                "breakpoint": self.designated_breakpoint,
                "total_power": self.designated_power,
            },
            "left_play_before_vp": self.left_play,
            "continued_on": self.continued_on,
            "card_powers": self.card_powers,
            "stopped": self.stopped,
        }


def _derive(board: Board) -> tuple:
    """What every run of the turn derives from the board alone (kept in Board.derived)."""
    count = len(board.players)
    first = board.players.index(board.active)
    seat = {p: (i - first) % count for i, p in enumerate(board.players)}
    # Active player first, then clockwise (the players list is the turn order).
    turn_order = tuple(sorted(board.players, key=seat.__getitem__))
    choices: dict[tuple[str, str], list[Choice]] = {}
    for choice in board.choices:
        # A card's choice is filed under ("card", its id) apart from the bases' (issue 13).
        key = choice.base if choice.of_card is None else ("card", choice.of_card)
        choices.setdefault((key, choice.player), []).append(choice)  # type: ignore[arg-type]
    events: dict[tuple[str, str | None], list[Event]] = {}
    for event in board.events:
        events.setdefault((event.when, event.base), []).append(event)
    return seat, turn_order, choices, events


class Table:
    """Finding bases and cards, the players' decisions given in the input, VP gained and lost.

    A part of turn.Turn (read its attributes there); hooks call these as `game.<method>`.
    """

    __slots__ = ()

    # The choices that could not apply in a run that is not strict, each as the error the main
    # run would raise ({"field", "message", "message_fr"}): counted as declined there, and said
    # so (the result's alternatives[].declined_choices). None until the first.
    declined_choices: list[dict[str, str]] | None

    def base_by_id(self, base_id: str | None) -> BaseState | None:
        for base in self.bases:
            if base.id == base_id:
                return base
        return None

    def find(self, card_id: str | None) -> tuple[BaseState, Card] | None:
        if card_id is None:
            return None
        for base in self.bases:
            for card in base.cards:
                if card.id == card_id:
                    return base, card
        return None

    def _locate(self, card: Card, near: BaseState | None = None) -> tuple[BaseState, Card] | None:
        """Where a card is now (it may have moved, or been replaced by a changed copy); `near`:
        the base to look at first, where it was (a uid is in play once at most)."""
        uid = card.uid
        if near is not None:
            for other in near.cards:
                if other.uid == uid:
                    return near, other
        for base in self.bases:
            if base is not near:
                for other in base.cards:
                    if other.uid == uid:
                        return base, other
        return None

    def in_play(self, base: BaseState | None) -> bool:
        if base is not None:
            for other in self.bases:
                if other is base:
                    return True
        return False

    def printed_fact(self, card: Card, name: str) -> Any:
        """The catalog's fact `name` about `card` (an optional fact of the card lookup,
        board_reader.CardLookup: "special"...); None when it is unknown: a typed card, a board
        read without a lookup, or a lookup that does not give it."""
        key = getattr(card, "key", None)
        lookup = self.board.card_lookup
        if key is None or lookup is None:
            return None
        facts = lookup(key, getattr(card, "printing", None))
        return facts.get(name) if facts else None

    def titan_of(self, player: str | None) -> tuple[BaseState, Card] | None:
        for base in self.bases:
            for card in base.cards:
                if card.type == TITAN and card.controller == player:
                    return base, card
        return None

    def choice_for(self, base_id: str, player: str) -> Choice | None:
        for choice in self._choices.get((base_id, player), ()):
            if choice.index not in self._used_choices:
                self._used_choices.add(choice.index)
                return choice
        if self.decider is not None and player == self.active:
            # The advisor tries the active player's decisions after the plays.
            return self.decider.choice(("base", base_id), player)
        return None

    def ordered_by_choice(
        self, base_id: str | None, items: list, id_of: Callable[[Any], str | None]
    ) -> list | None:
        """`items` (simultaneous effects, each with the id `id_of` gives) in the order of the
        active player's next unused `order` choice at `base_id` (None: the end of the turn)
        naming only their ids, marked used; the ids it leaves out come after, in table order.
        None when no such choice is given."""
        ids = [id_of(item) for item in items]
        for choice in self._choices.get((base_id, self.active), ()):  # type: ignore[arg-type]
            if choice.index in self._used_choices or not choice.order:
                continue
            if not all(i in ids for i in choice.order):
                continue
            self._used_choices.add(choice.index)
            rank = {item_id: n for n, item_id in enumerate(choice.order)}
            return sorted(items, key=lambda item: rank.get(id_of(item), len(rank)))
        return None

    def card_choice(self, card: Card, player: str) -> Choice | None:
        """The next unused choice given in the input for this card in play and player."""
        if card.id is None:
            return None
        for choice in self._choices.get((("card", card.id), player), ()):  # type: ignore[arg-type]
            if choice.index not in self._used_choices:
                self._used_choices.add(choice.index)
                return choice
        if self.decider is not None and player == self.active:
            return self.decider.choice(("card", card.id), player)
        return None

    def ask_card(
        self,
        base: BaseState,
        card: Card,
        player: str,
        what: M.Loc,
        default_accept: bool = False,
        options: Callable[[], Iterable[dict]] | None = None,
    ) -> Choice | None:
        """A card's "may": the player's choice for this card, or None (declined; without a
        choice in the input the result lists the assumption). `what` is an infinitive.
        With `default_accept`, a missing choice is assumed accepted instead (an empty choice
        is returned, and listed in assumed_choices): for a card whose "may" is its purpose.
        `options`: the choose of each way to accept it (First Mate's `{"to": base}`), listed
        with the assumption (the page offers them, the advisor tries them)."""
        choice = self.card_choice(card, player)
        if choice is None and default_accept:
            self.assume(
                base.id,
                player,
                card.key,
                {},
                M.ASK_ASSUMED_YES(player=player, what=what),
                card=card.id,
                options=options,
            )
            accepted = Choice(-1, None, player)
            accepted.declined = False
            accepted.of_card = card.id
            return accepted
        if choice is None:
            self.assume(
                base.id,
                player,
                card.key,
                None,
                M.ASK_NO_CHOICE(player=player, what=what),
                card=card.id,
                options=options,
            )
            return None
        if choice.declined:
            self.log(M.ASK_DECLINES, base.id, player=player, what=what)
            return None
        return choice

    def reject(self, choice: Choice, key: str, error: E.Message, **params: Any) -> None:
        """A choice that cannot apply: an error in the main run, a declined choice elsewhere
        (noted in declined_choices).

        `error` and its parameters come from error_messages.py; the text is only rendered here,
        when a choice cannot apply.
        """
        field = f"{choice.field or f'choices[{choice.index}]'}.choose.{key}"
        refused = BoardError(field, *error(**params))
        if self.strict:
            raise refused
        declined = self.declined_choices
        if declined is None:
            declined = self.declined_choices = []
        # The 400's own body: the same keys and texts as the main run's error.
        declined.append(refused.as_dict()["error"])

    def chosen_card(
        self, choice: Choice, candidates: Iterable[tuple[BaseState, Card]], what: M.Loc
    ) -> tuple[BaseState, Card] | None:
        """The card the choice names among candidates; `what` describes them (both languages)."""
        if choice.card is None:
            self.reject(choice, "card", E.CHOSEN_ID_REQUIRED, what=what)
            return None
        for base, card in candidates:
            if card.id == choice.card:
                return base, card
        self.reject(choice, "card", E.CHOSEN_IS_NOT, id=choice.card, what=what)
        return None

    def chosen_base(
        self, choice: Choice, candidates: Iterable[BaseState], what: M.Loc
    ) -> BaseState | None:
        """The base the choice names among candidates; `what` describes them (both languages)."""
        if choice.to is None:
            self.reject(choice, "to", E.CHOSEN_ID_REQUIRED, what=what)
            return None
        for base in candidates:
            if base.id == choice.to:
                return base
        self.reject(choice, "to", E.CHOSEN_IS_NOT, id=choice.to, what=what)
        return None

    def gain_vp(self, player: str, amount: int, base: BaseState, why: M.Loc) -> None:
        if amount <= 0:
            return
        self.vp[player] = self.vp.get(player, 0) + amount
        if self.record is not None and (self.current is base or self.record.base == base.id):
            for standing in self.record.standings:
                if standing.player == player:
                    standing.bonus += amount
        self.log(M.GAINS_VP, base.id, player=player, amount=amount, why=why)

    def lose_vp(self, player: str, amount: int, base: BaseState, why: M.Loc) -> None:
        """`player` loses up to `amount` VP (a score never goes below 0)."""
        amount = min(amount, self.vp.get(player, 0))
        if amount <= 0:
            return
        self.vp[player] -= amount
        if self.record is not None and (self.current is base or self.record.base == base.id):
            for standing in self.record.standings:
                if standing.player == player:
                    standing.bonus -= amount
        self.log(M.LOSES_VP, base.id, player=player, amount=amount, why=why)
