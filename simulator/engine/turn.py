"""One Conquest phase and the end of the turn, step by step as the all-rules booklet lists them.

`Turn` is built from a validated Board and run once; the parsed board is never mutated (each run
copies the per-base card lists, and a card that changes is replaced by a new Card). Base
abilities are called through the hooks of abilities.base.Ability and use the public methods
below (totals, choice_for, destroy, move, play...).
"""

from __future__ import annotations

from collections.abc import Iterable

from . import rules as R
from .abilities.base import NO_EFFECT, NOT_SIMULATED, Ability
from .errors import BoardError
from .model import ACTION, BURIED, MINION, MONSTER, TITAN, BaseSpec, Board, Card, Choice, Event

WIN_VP = 15
MAX_SCORINGS = 60


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
        self.counters = spec.counters

    def label(self) -> str:
        return self.text_label


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
    )

    def __init__(self, base: BaseState, breakpoint: int, power: int) -> None:
        self.base = base.id
        self.name = base.spec.name
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

    def to_json(self) -> dict:
        return {
            "base": self.base,
            "name": self.name,
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
        choices.setdefault((choice.base, choice.player), []).append(choice)
    events: dict[tuple[str, str | None], list[Event]] = {}
    for event in board.events:
        events.setdefault((event.when, event.base), []).append(event)
    return seat, turn_order, choices, events


class Turn:
    def __init__(
        self,
        board: Board,
        *,
        priority: tuple[str, ...] | None,
        logging: bool = True,
        strict: bool = True,
    ) -> None:
        self.board = board
        self.players = board.players
        self.active = board.active
        derived = board.derived
        if derived is None:
            derived = board.derived = _derive(board)
        # seat: 0 for the active player, then clockwise; turn_order: the players in that order.
        # The choice and event indexes are read-only: what a run uses is in _used_choices and
        # _used_events.
        self.seat, self.turn_order, self._choices, self._events = derived
        self.vp = dict(board.vp)
        self.madness = dict(board.madness)
        self.madness_in_use = board.madness_in_use
        self.bases = [BaseState(spec) for spec in board.bases]
        self.deck = list(board.deck)
        self.base_discard: list[BaseSpec] = []
        self.priority = priority
        self.logging = logging
        self.strict = strict
        self.entries: list[dict] = []
        self.assumed: list[dict] = []
        self.not_simulated: list[dict] = []
        self._not_simulated_keys: set[tuple] = set()
        self.skipped_events: list[dict] = []
        self.seen: list[BaseState] = []
        self.scorings: list[Scoring] = []
        self.current: BaseState | None = None
        self.record: Scoring | None = None
        self.flags: set[tuple] = set()
        self.extra_turn: str | None = None
        # The rule a card operation is logged under: a base ability, or a scripted event's window.
        self.acting_rule = R.BASE_ABILITIES
        self.eligible_at_start: list[str] = []
        self._floor_logged: set[int] = set()
        self._used_choices: set[int] = set()
        self._used_events: set[int] = set()
        self.game_over = False
        self.winners: list[str] = []
        self.final_scores: dict[str, int] = {}
        for base in self.bases:
            self._entered(base, initial=True)

    # --- journal ---------------------------------------------------------------------------

    def log(self, rule: str, text: str, base: str | None = None) -> None:
        if self.logging:
            entry = {"rule": rule, "text": text}
            if base is not None:
                entry["base"] = base
            self.entries.append(entry)

    def assume(
        self, base: str | None, player: str | None, ability: str | None, choose, reason: str
    ) -> None:
        if self.logging:
            self.assumed.append(
                {
                    "base": base,
                    "player": player,
                    "ability": ability,
                    "choose": choose,
                    "reason": reason,
                }
            )

    def note_not_simulated(self, base: str, ability: str, reason: str) -> None:
        key = (base, ability, reason)
        if key not in self._not_simulated_keys:
            self._not_simulated_keys.add(key)
            self.not_simulated.append({"base": base, "ability": ability, "reason": reason})

    def flag(self, *key: object) -> bool:
        """True the first time a once-per-turn key is seen in this run."""
        if key in self.flags:
            return False
        self.flags.add(key)
        return True

    # --- power -----------------------------------------------------------------------------

    def minion_power(self, base: BaseState, card: Card) -> int:
        power = card.power + card.counters + card.modifier + card.temp
        ability = base.ability
        if ability is not None and ability.minion_bonus is not None:
            power += ability.minion_bonus(self, base, card)
        return power if power > 0 else 0

    def totals(self, base: BaseState) -> tuple[dict[str, int], set[str], int, int]:
        """Each player's total power here, the players allowed to rank, the power of the
        uncontrolled monsters (added to the breakpoint instead), and the players' total power.
        Cached until the cards change, and shared between runs while a base without ability
        keeps its cards: callers must not modify what it returns."""
        cached = base.cache
        if cached is not None:
            return cached
        totals: dict[str, int] = {}
        scorers: set[str] = set()
        monsters = 0
        floored = False
        ability = base.ability
        bonus = contribution = None
        titan_bonus = 0
        if ability is not None:
            bonus = ability.minion_bonus
            contribution = ability.contribution
            titan_bonus = ability.titan_bonus
        for card in base.cards:
            kind = card.type
            if kind == MINION or kind == MONSTER:
                power = card.power + card.counters + card.modifier + card.temp
                if bonus is not None:
                    power += bonus(self, base, card)
                if power < 0:
                    floored = True
                    if self.logging and card.uid not in self._floor_logged:
                        self._floor_logged.add(card.uid)
                        self.log(
                            R.CONQUEST_ELIGIBILITY,
                            f"{card.label()} would have {power} power; a minion's power never "
                            f"goes below 0, so it counts 0 {R.cite(R.CONQUEST_ELIGIBILITY)}.",
                            base.id,
                        )
                    power = 0
                owner = card.controller
                if owner is None:
                    monsters += power
                    continue
                if contribution is not None:
                    power = contribution(self, base, card, power)
                totals[owner] = totals.get(owner, 0) + power
                scorers.add(owner)
            elif kind == ACTION:
                power = card.power + card.modifier + card.temp
                if power > 0:
                    owner = card.controller
                    totals[owner] = totals.get(owner, 0) + power  # type: ignore[index]
                    scorers.add(owner)  # type: ignore[arg-type]
            elif kind == TITAN:
                power = card.power + card.modifier + card.temp
                if power < 0:
                    power = 0
                power += card.counters + titan_bonus
                if power > 0:
                    owner = card.controller
                    totals[owner] = totals.get(owner, 0) + power  # type: ignore[index]
                    scorers.add(owner)  # type: ignore[arg-type]
        cached = base.cache = (totals, scorers, monsters, sum(totals.values()))
        if base.pristine and ability is None and not floored:
            base.spec.static_totals = cached
        return cached

    def breakpoint(self, base: BaseState, monsters: int | None = None) -> int:
        value = base.spec.breakpoint
        ability = base.ability
        if ability is None:
            value += base.modifier
        else:
            if ability.start_breakpoint is not None:
                value = ability.start_breakpoint(self, base, value)
            value += base.modifier
            if ability.breakpoint_delta is not None:
                value += ability.breakpoint_delta(self, base)
        if value < 0:
            value = 0
        if monsters is None:
            monsters = self.totals(base)[2]
        return value + monsters

    def ranked(self, base: BaseState) -> list[str]:
        """The players allowed to rank here, by descending power, ties clockwise from the active
        player."""
        totals, scorers, _, _ = self.totals(base)
        seat = self.seat
        # seat < 4: one integer key orders by power, then seat.
        return sorted(scorers, key=lambda p: seat[p] - 8 * totals[p])

    def standings(self, base: BaseState) -> list[Standing]:
        totals = self.totals(base)[0]
        vp_table = base.spec.vp
        result = []
        place = 0
        previous = None
        # Competition ranking: a player's place is 1 + the number of players with more power.
        for index, player in enumerate(self.ranked(base)):
            power = totals[player]
            if power != previous:
                place = index + 1
                previous = power
            result.append(Standing(player, power, place, vp_table[place - 1] if place <= 3 else 0))
        return result

    @staticmethod
    def at_place(standings: list[Standing], place: int) -> list[str]:
        return [s.player for s in standings if s.place == place]

    # --- finding things --------------------------------------------------------------------

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

    def in_play(self, base: BaseState | None) -> bool:
        if base is not None:
            for other in self.bases:
                if other is base:
                    return True
        return False

    def titan_of(self, player: str | None) -> tuple[BaseState, Card] | None:
        for base in self.bases:
            for card in base.cards:
                if card.type == TITAN and card.controller == player:
                    return base, card
        return None

    # --- player decisions ------------------------------------------------------------------

    def choice_for(self, base_id: str, player: str) -> Choice | None:
        for choice in self._choices.get((base_id, player), ()):
            if choice.index not in self._used_choices:
                self._used_choices.add(choice.index)
                return choice
        return None

    def reject(self, choice: Choice, key: str, message: str) -> None:
        """A choice that cannot apply: an error in the main run, a declined choice elsewhere."""
        if self.strict:
            raise BoardError(f"choices[{choice.index}].choose.{key}", message)

    def chosen_card(
        self, choice: Choice, candidates: Iterable[tuple[BaseState, Card]], what: str
    ) -> tuple[BaseState, Card] | None:
        if choice.card is None:
            self.reject(choice, "card", f"required: the id of {what}")
            return None
        for base, card in candidates:
            if card.id == choice.card:
                return base, card
        self.reject(choice, "card", f"{choice.card!r} is not {what}")
        return None

    def chosen_base(
        self, choice: Choice, candidates: Iterable[BaseState], what: str
    ) -> BaseState | None:
        if choice.to is None:
            self.reject(choice, "to", f"required: the id of {what}")
            return None
        for base in candidates:
            if base.id == choice.to:
                return base
        self.reject(choice, "to", f"{choice.to!r} is not {what}")
        return None

    def declined(self, base: BaseState, player: str, ability: Ability, what: str) -> bool:
        """Log a decline; used when the input says null or gives no choice for a "may"."""
        self.log(R.BASE_ABILITIES, f"{player} declines: {what}.", base.id)
        return True

    # --- VP --------------------------------------------------------------------------------

    def gain_vp(self, player: str, amount: int, base: BaseState, why: str) -> None:
        if amount <= 0:
            return
        self.vp[player] = self.vp.get(player, 0) + amount
        if self.record is not None and (self.current is base or self.record.base == base.id):
            for standing in self.record.standings:
                if standing.player == player:
                    standing.bonus += amount
        self.log(R.BASE_ABILITIES, f"{player} gains {amount} VP: {why}.", base.id)

    # --- card operations (events and abilities) --------------------------------------------

    def add_card(self, base: BaseState, card: Card) -> None:
        base.cards.append(card)
        base.cache = None
        base.pristine = False

    def replace_card(self, base: BaseState, old: Card, new: Card) -> None:
        base.cache = None
        base.pristine = False
        cards = base.cards
        for i, card in enumerate(cards):
            if card is old:
                cards[i] = new
                return

    def remove_card(self, base: BaseState, card: Card) -> None:
        base.cache = None
        base.pristine = False
        cards = base.cards
        for i, other in enumerate(cards):
            if other is card:
                del cards[i]
                return

    def add_temp(self, base: BaseState, card: Card, amount: int) -> Card:
        new = card.evolve(temp=card.temp + amount)
        self.replace_card(base, card, new)
        return new

    def add_counters(self, base: BaseState, card: Card, count: int, why: str) -> Card:
        new_count = card.counters + count
        if new_count < 0:
            new_count = 0
        new = card.evolve(counters=new_count)
        self.replace_card(base, card, new)
        verb = "gets" if count > 0 else "loses"
        note = ""
        if card.type in (ACTION, BURIED):
            note = " Counters on an action or a buried card have no effect unless a card says so."
        self.log(
            R.POWER_COUNTERS,
            f"{card.label()} {verb} {abs(count)} +1 power counter(s) ({why}); it now has "
            f"{new_count}.{note} {R.cite(R.POWER_COUNTERS)}",
            base.id,
        )
        return new

    def blocked(self, base: BaseState, card: Card, by: str | None) -> str | None:
        """Why another player's effect cannot affect this card here (protections), or None."""
        ability = base.ability
        if by is None or by == card.controller or ability is None or ability.protects is None:
            return None
        return ability.protects(self, base, card, by)

    def destroy(self, base: BaseState, card: Card, by: str | None, why: str) -> bool:
        reason = self.blocked(base, card, by)
        ability = base.ability
        if reason is None and ability is not None and ability.prevent_destroy is not None:
            reason = ability.prevent_destroy(self, base, card, by)
        if reason:
            self.log(
                R.BASE_ABILITIES, f"{card.label()} is not destroyed ({why}): {reason}.", base.id
            )
            return False
        if card.type == MINION:
            for other in list(self.bases):
                hook = other.ability.intercept_destroy if other.ability else None
                if other is not base and hook is not None and hook(self, other, base, card):
                    return False
        self.remove_card(base, card)
        self._left_play(base, card, f"destroyed ({why})", destroyed=True, by=by)
        if ability is not None and ability.after_destroy is not None:
            ability.after_destroy(self, base, card, by)
        for other in list(self.bases):
            hook = other.ability.any_destroy if other.ability else None
            if hook is not None:
                hook(self, other, base, card, by)
        return True

    def _left_play(
        self,
        base: BaseState,
        card: Card,
        how: str,
        *,
        destroyed: bool = False,
        by: str | None = None,
        to_hand: bool = False,
    ) -> None:
        if card.type == MONSTER:
            text = f"{card.label()} is {how}; it goes to the monster discard pile"
            if destroyed and card.treasures:
                if by is not None:
                    text += f", and {by} draws its {card.treasures} treasure(s)"
                else:
                    text += f"; its {card.treasures} treasure(s) go to the player whose effect "
                    text += "destroyed it (name that player in the event's 'by')"
            self.log(
                R.MONSTERS_AND_TREASURES, f"{text} {R.cite(R.MONSTERS_AND_TREASURES)}.", base.id
            )
        elif card.type == TITAN:
            self.log(
                R.TITANS,
                f"{card.label()} is {how} and goes back beside {card.owner}'s deck; its "
                f"counters are discarded {R.cite(R.TITANS)}.",
                base.id,
            )
        elif card.type == BURIED:
            self.log(
                R.BURYING,
                f"Buried card {card.label()} is {how} and goes to {card.owner}'s discard pile "
                f"{R.cite(R.BURYING)}.",
                base.id,
            )
        else:
            where = f"{card.owner}'s hand" if to_hand else f"{card.owner}'s discard pile"
            if destroyed and base.ability is not None and base.ability.destroy_destination:
                where = base.ability.destroy_destination
            text = f"{card.label()} is {how} and goes to {where}."
            if card.counters:
                text += f" Its {card.counters} +1 power counter(s) are removed."
            self.log(self.acting_rule, text, base.id)

    def return_to_hand(self, base: BaseState, card: Card, by: str | None, why: str) -> bool:
        reason = self.blocked(base, card, by)
        if reason:
            self.log(R.BASE_ABILITIES, f"{card.label()} stays ({why}): {reason}.", base.id)
            return False
        self.remove_card(base, card)
        self._left_play(base, card, f"returned ({why})", to_hand=True)
        return True

    def move(
        self,
        card: Card,
        src: BaseState,
        dst: BaseState,
        by: str | None,
        why: str,
        *,
        bonus: int = 0,
    ) -> bool:
        reason = self.blocked(src, card, by)
        if reason:
            self.log(R.BASE_ABILITIES, f"{card.label()} cannot be moved ({why}): {reason}.", src.id)
            return False
        self.remove_card(src, card)
        if bonus:
            card = card.evolve(temp=card.temp + bonus)
        self.add_card(dst, card)
        extra = f" with +{bonus} power until the end of the turn" if bonus else ""
        self.log(
            self.acting_rule,
            f"{card.label()} moves from {src.label()} to {dst.label()}{extra} ({why}).",
            dst.id,
        )
        if card.type == TITAN:
            self._clash(dst, card)
        if card in dst.cards:
            self._entering(dst, card, "move", by)
        return True

    def play(self, card: Card, dst: BaseState, by: str | None, why: str) -> bool:
        if card.type == TITAN:
            held = self.titan_of(card.controller)
            if held is not None:
                self.log(
                    R.TITANS,
                    f"{card.controller} cannot play {card.label()}: they already control "
                    f"{held[1].label()} {R.cite(R.TITANS)}.",
                    dst.id,
                )
                return False
        self.add_card(dst, card)
        self.log(
            R.TITANS if card.type == TITAN else self.acting_rule,
            f"{card.controller or 'Nobody'} plays {card.label()} on {dst.label()} ({why}).",
            dst.id,
        )
        if card.type == TITAN:
            self._clash(dst, card)
        if card in dst.cards:
            self._entering(dst, card, "play", by)
        return True

    def _entering(self, base: BaseState, card: Card, how: str, by: str | None) -> None:
        ability = base.ability
        if ability is None:
            return
        if ability.on_enter is not None:
            ability.on_enter(self, base, card, how, by)
        elif ability.event_note:
            self.note_not_simulated(base.id, ability.slug, ability.event_note)

    def _clash(self, base: BaseState, newcomer: Card) -> None:
        others = [c for c in base.cards if c.type == TITAN and c is not newcomer]
        if not others:
            return
        if base.ability is not None and base.ability.no_titan_clash:
            self.log(
                R.TITANS,
                f"{base.label()}: titans here do not make each other leave, so there is no "
                f"clash {R.cite(R.TITANS)}.",
                base.id,
            )
            return
        old = others[0]
        totals = self.totals(base)[0]
        new_power = totals.get(newcomer.controller, 0)  # type: ignore[arg-type]
        old_power = totals.get(old.controller, 0)  # type: ignore[arg-type]
        loser = newcomer if new_power <= old_power else old
        self.remove_card(base, loser)
        tie = " (the titan already there wins ties)" if new_power == old_power else ""
        self.log(
            R.TITANS,
            f"Clash of titans on {base.label()}: {newcomer.controller} has {new_power} power, "
            f"{old.controller} has {old_power}{tie}; {loser.label()} leaves play and goes back "
            f"beside {loser.owner}'s deck {R.cite(R.TITANS)}.",
            base.id,
        )

    # --- bases entering and leaving --------------------------------------------------------

    def _entered(self, base: BaseState, *, initial: bool = False) -> None:
        self.seen.append(base)
        ability = base.ability
        if ability is None:
            return
        if ability.status == NOT_SIMULATED:
            self.note_not_simulated(base.id, ability.slug, ability.reason)
        if not initial and ability.on_placed is not None:
            ability.on_placed(self, base)

    def discard_cards(self, base: BaseState, why: str) -> None:
        """Every card on a base leaves play at once (after scoring, or with the base)."""
        cards = base.cards
        base.cards = []
        base.cache = None
        base.pristine = False
        if not cards or not self.logging:
            return
        counts: dict[str, int] = {}
        for card in cards:
            counts[card.type] = counts.get(card.type, 0) + 1
        parts = ", ".join(f"{n} {kind}(s)" for kind, n in sorted(counts.items()))
        self.log(
            R.CONQUEST_AFTER_SCORING,
            f"{why}: {parts} leave {base.label()} at once: minions and actions to their owners' "
            "discard piles, monsters to the monster discard pile, titans back beside their "
            f"owners' decks, buried cards to their owners' discard piles "
            f"{R.cite(R.CONQUEST_AFTER_SCORING)}.",
            base.id,
        )

    def remove_base(self, base: BaseState, why: str) -> int:
        """A base leaves play with its cards; returns the position it held."""
        position = next(i for i, b in enumerate(self.bases) if b is base)
        self.discard_cards(base, why)
        del self.bases[position]
        self.base_discard.append(base.spec)
        if self.current is base:
            self.current = None
        return position

    def place_from_deck(self, index: int, position: int, why: str) -> BaseState | None:
        if index >= len(self.deck):
            self.log(
                R.CONQUEST_REPLACEMENT,
                f"The base deck given in the input is empty: no base is placed ({why}).",
            )
            return None
        spec = self.deck.pop(index)
        new = BaseState(spec)
        self.bases.insert(position, new)
        if self.logging:
            monsters = [c for c in new.cards if c.type == MONSTER]
            extra = f", with {len(monsters)} monster(s)" if monsters else ""
            self.log(
                R.CONQUEST_REPLACEMENT,
                f"{new.label()} comes into play from the base deck{extra} ({why}) "
                f"{R.cite(R.CONQUEST_REPLACEMENT)}.",
                new.id,
            )
        self._entered(new)
        return new

    def replace_base(self, old: BaseState, spec: BaseSpec, keep_cards: bool, why: str) -> BaseState:
        position = next(i for i, b in enumerate(self.bases) if b is old)
        if keep_cards:
            new = BaseState(spec, old.cards + list(spec.cards))
            old.cards = []
            old.cache = None
            old.pristine = False
        else:
            self.discard_cards(old, f"{old.label()} leaves play")
            new = BaseState(spec)
        self.bases[position] = new
        self.base_discard.append(old.spec)
        stays = "; the cards on it stay on the new base" if keep_cards else ""
        self.log(
            R.CONQUEST_REPLACEMENT,
            f"{old.label()} is replaced by {new.label()} ({why}){stays}.",
            new.id,
        )
        if self.current is old:
            self.current = None
        self._entered(new)
        return new

    # --- events ----------------------------------------------------------------------------

    def run_events(self, when: str, base_id: str | None) -> None:
        for event in self._events.get((when, base_id), ()):
            if event.index not in self._used_events:
                self._used_events.add(event.index)
                self.apply_event(event)

    def skip(self, event: Event, reason: str) -> None:
        self.skipped_events.append({"event": event.index, "reason": reason})
        self.log(self.acting_rule, f"Event {event.index} ({event.action}) skipped: {reason}.")

    EVENT_RULES = {
        "now": R.CONQUEST_ELIGIBILITY,
        "before_scoring": R.CONQUEST_ME_FIRST,
        "after_scoring": R.CONQUEST_AFTER_SCORING,
    }

    def apply_event(self, event: Event) -> None:
        self.acting_rule = self.EVENT_RULES[event.when]
        try:
            self._apply_event(event)
        finally:
            self.acting_rule = R.BASE_ABILITIES

    def _apply_event(self, event: Event) -> None:
        action = event.action
        why = f"event {event.index}"
        if event.by is not None:
            why += f", by {event.by}"
        if action in ("move", "destroy", "return", "add_counters"):
            found = self.find(event.card_id)
            if found is None:
                self.skip(event, f"card {event.card_id!r} is not in play")
                return
            base, card = found
            if action == "move":
                dst = self.base_by_id(event.to)
                if dst is None:
                    self.skip(event, f"base {event.to!r} is not in play")
                elif dst is base:
                    self.skip(event, f"card {event.card_id!r} is already on {dst.label()}")
                else:
                    self.move(card, base, dst, event.by, why)
            elif action == "destroy":
                self.destroy(base, card, event.by, why)
            elif action == "return":
                self.return_to_hand(base, card, event.by, why)
            else:
                reason = self.blocked(base, card, event.by)
                if reason:
                    self.log(R.BASE_ABILITIES, f"{card.label()} is unaffected: {reason}.", base.id)
                else:
                    self.add_counters(base, card, event.count, why)
        elif action in ("play", "play_titan"):
            dst = self.base_by_id(event.to)
            if dst is None:
                self.skip(event, f"base {event.to!r} is not in play")
                return
            if self.find(event.card.id) is not None:  # type: ignore[union-attr]
                self.skip(event, "that card is already in play")
                return
            self.play(event.card, dst, event.by, why)  # type: ignore[arg-type]
        elif action == "replace_base":
            old = self.base_by_id(event.target)
            spec = event.with_base
            if old is None:
                self.skip(event, f"base {event.target!r} is not in play")
            elif any(b.spec is spec for b in self.seen):
                self.skip(event, f"base {spec.id!r} already came into play")  # type: ignore[union-attr]
            else:
                scoring = self.current is old
                self.replace_base(old, spec, event.cards_stay, why)  # type: ignore[arg-type]
                if scoring:
                    self.log(
                        R.CONQUEST_REPLACEMENT,
                        f"{old.label()} left play before its VP were awarded: its scoring stops "
                        f"at once {R.cite(R.CONQUEST_REPLACEMENT)}.",
                        old.id,
                    )

    # --- the Conquest phase ----------------------------------------------------------------

    def eligible(self) -> list[BaseState]:
        result = []
        details = []
        logging = self.logging
        for base in self.bases:
            _, _, monsters, total = base.cache or self.totals(base)
            breakpoint = self.breakpoint(base, monsters)
            if total >= breakpoint:
                result.append(base)
            if logging:
                mark = "reaches" if total >= breakpoint else "is below"
                monster_note = f" (monsters add {monsters})" if monsters else ""
                details.append(
                    f"{base.text_label}: {total} power {mark} breakpoint {breakpoint}{monster_note}"
                )
        if logging:
            self.log(
                R.CONQUEST_ELIGIBILITY,
                "Checking every base: "
                + "; ".join(details)
                + f" {R.cite(R.CONQUEST_ELIGIBILITY)}.",
            )
        return result

    def pick(self, eligible: list[BaseState]) -> BaseState:
        if self.priority is not None:
            for base_id in self.priority:
                for base in eligible:
                    if base.id == base_id:
                        return base
        chosen = eligible[0]
        if len(eligible) > 1:
            reason = (
                "several bases are eligible and the scoring_order names none of them"
                if self.priority is not None
                else "several bases are eligible and no scoring_order was given"
            )
            self.assume(
                chosen.id,
                self.active,
                None,
                {"order": [b.id for b in eligible]},
                f"{reason}: the active player scores them in table order (see alternatives)",
            )
        return chosen

    def run(self) -> None:
        for event in self.board.events:
            if event.when == "now" and event.index not in self._used_events:
                self._used_events.add(event.index)
                self.apply_event(event)
        first = True
        while True:
            eligible = self.eligible()
            if first:
                self.eligible_at_start = [b.id for b in eligible]
                first = False
            if not eligible:
                break
            if len(self.scorings) >= MAX_SCORINGS:
                self.log(R.CONQUEST_ORDER, f"Stopped after {MAX_SCORINGS} conquests.")
                break
            base = self.pick(eligible)
            if len(eligible) > 1:
                self.log(
                    R.CONQUEST_ORDER,
                    f"{len(eligible)} bases are eligible ({', '.join(b.id for b in eligible)}); "
                    f"the active player, {self.active}, chooses {base.label()} "
                    f"{R.cite(R.CONQUEST_ORDER)}.",
                    base.id,
                )
            self.score(base)
        self.finish()

    def score(self, base: BaseState) -> None:
        _, _, monsters, total = self.totals(base)
        record = Scoring(base, self.breakpoint(base, monsters), total)
        self.scorings.append(record)
        self.record = record
        self.current = base
        logging = self.logging
        if logging:
            self.log(
                R.CONQUEST_ORDER,
                f"{base.label()} is designated for scoring ({record.designated_power} power, "
                f"breakpoint {record.designated_breakpoint}) {R.cite(R.CONQUEST_ORDER)}.",
                base.id,
            )
        # Step 3: "before scoring" effects: cards in play first, then the Specials.
        ability = base.ability
        if ability is not None and ability.before_scoring is not None:
            ability.before_scoring(self, base)
        self.run_events("before_scoring", record.base)
        current = self.current
        if current is None or not self.in_play(current):
            record.left_play = True
            self.log(
                R.CONQUEST_REPLACEMENT,
                f"{base.label()} is no longer in play: no VP are awarded for it, and every base "
                f"is checked again {R.cite(R.CONQUEST_REPLACEMENT)}.",
                base.id,
            )
            self.current = None
            self.record = None
            return
        # Step 4: award VP.
        _, _, monsters, record.total_power = self.totals(current)
        record.breakpoint = self.breakpoint(current, monsters)
        record.vp_table = list(current.spec.vp)
        if logging and record.total_power < record.breakpoint:
            self.log(
                R.CONQUEST_ELIGIBILITY,
                f"{current.label()} now has {record.total_power} power, below its breakpoint "
                f"{record.breakpoint}, but a designated base is scored anyway "
                f"{R.cite(R.CONQUEST_ELIGIBILITY)}.",
                current.id,
            )
        standings = self.standings(current)
        record.standings = standings
        self._award(current, standings)
        ability = current.ability
        if ability is not None and ability.scoring_vp is not None:
            ability.scoring_vp(self, current, standings)
        # Step 5: "after scoring" effects: cards in play first, then the Specials.
        if logging and ability is not None and ability.reminder:
            self.log(R.BASE_ABILITIES, f"{current.label()}: {ability.reminder}.", current.id)
        if ability is not None and ability.after_scoring is not None:
            ability.after_scoring(self, current, standings)
        self.run_events("after_scoring", record.base)
        if not self.in_play(current):
            self.log(
                R.CONQUEST_REPLACEMENT,
                f"{current.label()} already left play after scoring.",
                current.id,
            )
            self.current = None
            self.record = None
            return
        # Step 6: treasures.
        record.treasure_picks = self._treasures(current)
        # Steps 7-9: discard the cards, discard the base, replace it.
        self.current = None
        self.discard_cards(current, f"After scoring {current.label()}" if logging else "")
        position = self.remove_base(current, "scored")
        index = 0
        if ability is not None and ability.choose_replacement is not None:
            index = ability.choose_replacement(self, current, standings)
        new = self.place_from_deck(
            index, position, f"it replaces {current.label()}" if logging else ""
        )
        record.replaced_by = new.id if new is not None else None
        if ability is not None and ability.after_replaced is not None:
            ability.after_replaced(self, current, new, standings)
        if ability is not None and ability.extra_turn:
            winners = self.at_place(standings, 1)
            if winners:
                self.extra_turn = winners[0]
        self.record = None

    def _award(self, base: BaseState, standings: list[Standing]) -> None:
        vp = self.vp
        for s in standings:
            vp[s.player] += s.vp
        if not self.logging:
            return
        if not standings:
            self.log(
                R.CONQUEST_AWARDING_VP,
                f"Nobody has a minion or at least 1 power on {base.label()}: no VP are awarded "
                f"{R.cite(R.CONQUEST_AWARDING_VP)}.",
                base.id,
            )
            return
        parts = [f"{s.player} {s.power} power, place {s.place}, {s.vp} VP" for s in standings]
        self.log(
            R.CONQUEST_AWARDING_VP,
            f"{base.label()} (VP {'-'.join(str(v) for v in base.spec.vp)}): "
            + "; ".join(parts)
            + f" {R.cite(R.CONQUEST_AWARDING_VP)}.",
            base.id,
        )
        by_place: dict[int, list[str]] = {}
        for s in standings:
            by_place.setdefault(s.place, []).append(s.player)
        for place, tied in sorted(by_place.items()):
            if len(tied) < 2:
                continue
            text = f"{' and '.join(tied)} tie for place {place}: each gets its full VP"
            gone = [str(p) for p in range(place + 1, min(place + len(tied), 4))]
            if gone:
                text += f"; place {', '.join(gone)} is not awarded"
            self.log(R.CONQUEST_TIES, f"{text} {R.cite(R.CONQUEST_TIES)}.", base.id)
        with_minions = {c.controller for c in base.cards if c.type == MINION or c.type == MONSTER}
        for s in standings:
            if s.player not in with_minions:
                self.log(
                    R.ACTIONS_WITH_POWER,
                    f"{s.player} has no minion on {base.label()} but {s.power} power from other "
                    f"cards: it counts for the conquest and the VP {R.cite(R.ACTIONS_WITH_POWER)}.",
                    base.id,
                )
        ranked = {s.player for s in standings}
        present = {c.controller for c in base.cards}
        zero = [p for p in self.turn_order if p not in ranked and p in present]
        if zero:
            self.log(
                R.CONQUEST_AWARDING_VP,
                f"{', '.join(zero)} cannot rank: no minion here and no card giving at least 1 "
                f"power {R.cite(R.CONQUEST_AWARDING_VP)}.",
                base.id,
            )

    def _treasures(self, base: BaseState) -> list[str]:
        count = sum(c.treasures for c in base.cards if c.type == MONSTER)
        if not count:
            return []
        pickers = self.ranked(base)
        if not pickers:
            self.log(
                R.MONSTERS_AND_TREASURES,
                f"{count} treasure(s) on the monsters of {base.label()}, but nobody has a minion "
                f"or 1 power there to claim them {R.cite(R.MONSTERS_AND_TREASURES)}.",
                base.id,
            )
            return []
        picks = [pickers[i % len(pickers)] for i in range(count)]
        self.log(
            R.MONSTERS_AND_TREASURES,
            f"{count} treasure(s) revealed for the monsters still on {base.label()}; picked one "
            f"at a time by descending power, ties clockwise from the active player: "
            f"{', '.join(picks)} {R.cite(R.MONSTERS_AND_TREASURES)}.",
            base.id,
        )
        return picks

    # --- end of the turn -------------------------------------------------------------------

    def finish(self) -> None:
        for event in self.board.events:
            if event.index not in self._used_events:
                self.skipped_events.append(
                    {
                        "event": event.index,
                        "reason": f"base {event.base!r} was not scored this turn",
                    }
                )
        if not self.board.end_of_turn:
            self.log(R.END_OF_GAME, "end_of_turn is false: the end-of-game check is not made.")
            return
        best = max(self.vp.values())
        if best < WIN_VP:
            self.log(
                R.END_OF_GAME,
                f"End of the turn: nobody has {WIN_VP} VP (best {best}); play goes on "
                f"{R.cite(R.END_OF_GAME)}.",
            )
            return
        leaders = [p for p in self.turn_order if self.vp[p] == best]
        if len(leaders) > 1:
            self.log(
                R.END_OF_GAME,
                f"End of the turn: {', '.join(leaders)} tie for the lead with {best} VP; play "
                f"goes on until one player leads alone {R.cite(R.END_OF_GAME)}.",
            )
            return
        self.game_over = True
        if not self.madness_in_use:
            self.final_scores = dict(self.vp)
            self.winners = leaders
            self.log(
                R.END_OF_GAME,
                f"End of the turn: {leaders[0]} leads alone with {best} VP and wins "
                f"{R.cite(R.END_OF_GAME)}.",
            )
            return
        final = {p: self.vp[p] - self.madness.get(p, 0) // 2 for p in self.players}
        self.final_scores = final
        top = max(final.values())
        contenders = [p for p in self.turn_order if final[p] == top]
        fewest = min(self.madness.get(p, 0) for p in contenders)
        winners = [p for p in contenders if self.madness.get(p, 0) == fewest]
        self.winners = winners
        penalties = ", ".join(
            f"{p} {self.vp[p]} - {self.madness.get(p, 0) // 2} = {final[p]}"
            for p in self.turn_order
        )
        text = (
            f"End of the game: {leaders[0]} leads alone with {best} VP, so Madness cards are "
            f"counted: each player loses 1 VP per 2 Madness cards ({penalties})."
        )
        if len(contenders) > 1:
            text += f" {', '.join(contenders)} tie at {top}: the one with fewer Madness cards wins"
            text += "; still tied, they share the victory." if len(winners) > 1 else "."
        text += f" Winner(s): {', '.join(winners)} {R.cite(R.MADNESS)}."
        self.log(R.MADNESS, text)

    # --- the position after the turn -------------------------------------------------------

    def board_json(self) -> dict:
        keep_temp = not self.board.end_of_turn
        if self.extra_turn is not None:
            next_player = self.extra_turn
        elif keep_temp:
            next_player = self.active
        else:
            next_player = self.turn_order[1 % len(self.turn_order)]
        bases = []
        for base in self.bases:
            cards = base.cards
            if keep_temp:
                cards = [
                    c.evolve(modifier=c.modifier + c.temp, temp=0) if c.temp else c for c in cards
                ]
            bases.append(base.spec.to_json(cards, base.modifier, base.counters))
        data: dict = {
            "players": list(self.players),
            "active_player": next_player,
            "vp": {p: self.vp[p] for p in self.players},
        }
        if self.madness_in_use:
            data["madness"] = {p: self.madness.get(p, 0) for p in self.players}
        data["bases"] = bases
        data["base_deck"] = [
            spec.to_json(spec.cards, spec.breakpoint_modifier, spec.counters) for spec in self.deck
        ]
        return data

    def abilities_json(self) -> list[dict]:
        result = []
        for base in self.seen:
            ability = base.ability
            if ability is None:
                continue
            entry = {
                "base": base.id,
                "ability": ability.slug,
                "printing": base.spec.printing,
                "status": ability.status,
                "summary": ability.summary,
            }
            if ability.status == NO_EFFECT and ability.event_note:
                entry["note"] = ability.event_note
            if ability.reason:
                entry["reason"] = ability.reason
            result.append(entry)
        return result
