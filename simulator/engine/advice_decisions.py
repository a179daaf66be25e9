"""The active player's own decisions after the plays, tried by the advisor (issue 29).

The search (advice_search.py) tries every decision of the cards played; the rest of the turn
asks the active player more: the order the bases score in when several are eligible (booklet
p. 6: the active player chooses), and a base's or a card's decision at scoring time (Ninja Dojo's
destroy, Pirate Cove's moves). Without an answer the engine takes what `score` assumes (decline
a "may", else the first option) and lists it in assumed_choices.

A `Decider` follows one run's decisions of the active player. The Turn asks it
(Table.choice_for / card_choice, Conquest.pick, Journal.assume) only when the input gives no
choice: each decision is numbered in run order from the run's first event (the engine is
deterministic, so the same plays reach the same decisions in the same order; Turn.fork copies
it). Those of the Play phase (a base's trigger on a played card: the plays' own consequences)
are noted, not tried. After the plays, a scripted number gets its answer, another takes the
default and is listed in `open` with the other answers it could take. A decision is tried only
when the engine lists what it could take (the `options` of its assumed choice, which the table
page's one-tap buttons show; every eligible base for the order), the table's chance aside (No
Moon's random base); the others stay as `score` takes them, and the advice says so.

The answer a candidate keeps is given as `score` takes it: the choices as the board's
`choices`, the order as `scoring_order` (explicit_choices). `score` answers the decisions of
one base and player with their choices in turn, so the earlier ones of that base (the Play
phase's, an order of simultaneous effects there) are given too, as taken; a decision after an
ask of its base that went without an assumption (which `score` would answer with its choice)
is not tried.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from itertools import islice

from . import messages as M
from .model import Choice

# What a decision is asked about: ("base", its id), ("card", its id) or ORDER.
Key = tuple[str, str | None]
ORDER: Key = ("order", None)
# The keys of a `choose` an answer may hold (the engine's options give these): a Choice's.
ANSWER_KEYS = frozenset({"card", "to", "base", "player", "count", "order"})
# A scripted decision: its answer (a `choose`) and what it decides.
Scripted = tuple[dict, "M.Loc | None"]


class Decided:
    """One decision of the active player's in a run: what asked it, whose it is, the answer it
    took, and whether the search tries it."""

    __slots__ = ("key", "player", "answer", "what", "ability", "assumed", "tried")

    def __init__(
        self, key: Key, player: str, answer: dict | None, what: M.Loc | None = None
    ) -> None:
        self.key = key
        self.player = player
        # The `choose` taken: None for a "may" declined (or a decision not assumed: asked,
        # then not needed); for the order {"base": id}.
        self.answer = answer
        # The decision, an infinitive, when the engine names it; the ability's slug.
        self.what = what
        self.ability: str | None = None
        # The engine assumed it (Journal.assume), and the search tries its other answers.
        self.assumed = False
        self.tried = False


class Decider:
    """The active player's decisions of one run, numbered in run order from its first event
    (see the module docstring): those of the Play phase are noted (they are the plays' own
    consequences: not tried), those after it (from `start`) are tried: `script[number]` answers
    one, with what it decides (the name its default run gave it)."""

    __slots__ = (
        "script",
        "limit",
        "number",
        "start",
        "pending",
        "open",
        "made",
        "loose",
        "special_open",
    )

    def __init__(
        self,
        script: Mapping[int, Scripted],
        limit: int,
        *,
        after: Decider | None = None,
    ) -> None:
        self.script = script
        # The other answers listed of one decision at most (more: the search says it is not
        # complete).
        self.limit = limit
        # `after`: the decisions of the run's Play phase, noted by another Decider; this one
        # tries those after it.
        self.number = after.number if after is not None else 0
        # The number of the first decision after the plays, those tried (None: still in the
        # Play phase).
        self.start: int | None = self.number if after is not None else None
        # The number of the decision asked last without an answer, until the engine assumes it.
        self.pending: int | None = None
        # (number, the other answers, what it decides) of each decision after the plays taken
        # by default, in run order.
        self.open: list[tuple[int, list[dict], M.Loc | None]] = []
        # number -> each decision of the run.
        self.made: dict[int, Decided] = dict(after.made) if after is not None else {}
        # The abilities of the active player's decisions the engine assumed without asking
        # a choice first (an order of simultaneous effects): never tried.
        self.loose: list[str] = list(after.loose) if after is not None else []
        # (event, the answer taken, the other answers) of each decision of a Special's own
        # effect the engine assumed (a `special` event without that choose), in run order.
        self.special_open: list[tuple[int, dict | None, list[dict]]] = (
            list(after.special_open) if after is not None else []
        )

    def copy(self) -> Decider:
        """The same decisions so far, for a copy of the run (Turn.fork)."""
        other = Decider(self.script, self.limit)
        other.number, other.start = self.number, self.start
        other.made = dict(self.made)
        other.open = list(self.open)
        other.loose = list(self.loose)
        other.special_open = list(self.special_open)
        return other

    def after_plays(self) -> None:
        """The Play phase is over: the decisions from here on are tried."""
        self.start = self.number

    def choice(self, key: Key, player: str) -> Choice | None:
        """A decision no input choice answers (Table.choice_for, card_choice): its scripted
        answer as a choice, or None (the engine assumes, and `assumed` notes it)."""
        number = self.number
        self.number += 1
        scripted = self.script.get(number)
        if scripted is None:
            self.pending = number
            self.made[number] = Decided(key, player, None)
            return None
        self.pending = None
        answer, what = scripted
        decided = self.made[number] = Decided(key, player, answer, what)
        decided.tried = True
        return as_choice(answer, key, player, -1 - number)

    def special_assumed(
        self,
        event: int | None,
        default: dict | None,
        options: Callable[[], Iterable[dict]] | None,
    ) -> None:
        """The engine took `default` for a decision of the Special of event `event` (given as
        that event's choose): noted with its other answers when it lists them."""
        if event is not None and options is not None:
            self.special_open.append((event, default, list(islice(options(), self.limit + 1))))

    def assumed(
        self,
        player: str,
        base: str | None,
        card: str | None,
        default: dict | None,
        options: Callable[[], Iterable[dict]] | None,
        what: M.Loc | None = None,
        ability: str | None = None,
        chance: bool = False,
    ) -> None:
        """The engine took `default` for the decision asked last (Journal.assume); `options`
        lists the other answers when the engine knows them; `what` names the decision.
        `chance`: the outcome is the table's chance, not the player's to choose (No Moon's
        random base): noted, not tried."""
        number = self.pending
        self.pending = None
        key: Key = ("card", card) if card is not None else ("base", base)
        decided = self.made.get(number) if number is not None else None
        if decided is None or decided.key != key:
            # Not the decision asked last: an assumption no choice was asked for first. The
            # order of simultaneous effects at a base reads the player's `order` choices there
            # (Table.ordered_by_choice): numbered, so that a later choice of that base is
            # given after it; never tried.
            if base is not None and card is None and default and "order" in default:
                number = self.number
                self.number += 1
                decided = self.made[number] = Decided(key, player, default)
                decided.assumed, decided.ability = True, ability or "effects-order"
            else:
                self.loose.append(ability or "effects-order")
            return
        decided.answer, decided.what, decided.ability = default, what, ability
        decided.assumed = True
        if self.start is None or options is None or chance:
            return
        if any(
            earlier.key == key and earlier.player == player and not earlier.assumed
            for earlier in self.made.values()
            if earlier is not decided
        ):
            # The same base or card asked before without an assumption (a choice it read
            # then did without): `score` would give that ask this decision's choice.
            return
        others = [
            option
            for option in islice(options(), self.limit + 1)
            if option != default and ANSWER_KEYS.issuperset(option)
        ]
        if others:
            decided.tried = True
            self.open.append((number, others, what))  # type: ignore[arg-type]

    def order(self, eligible: Sequence[str], player: str) -> str | None:
        """Which of several eligible bases scores now (Conquest.pick): the scripted one, or None
        (the first, as `score` assumes)."""
        number = self.number
        self.number += 1
        scripted = self.script.get(number)
        answer = scripted[0] if scripted is not None else {"base": eligible[0]}
        decided = self.made[number] = Decided(ORDER, player, answer)
        decided.tried = True
        if scripted is not None:
            return answer["base"]
        decided.assumed = True
        self.open.append((number, [{"base": base} for base in eligible[1:]], None))
        return None

    def ordered(self) -> bool:
        """An order decision took a scripted answer (the run's order is then given)."""
        return any(self.made[number].key == ORDER for number in self.script)

    def tried_answers(self) -> list[Decided]:
        """The scripted decisions, in run order (what the advice names besides the plays)."""
        return [self.made[number] for number in sorted(self.script) if number in self.made]

    def untried(self, every: bool) -> list[str]:
        """The abilities of the active player's decisions this run took as `score` assumes
        them without the search trying their other answers ("scoring_order" for the order);
        `every`: the search tried every answer of those it tries."""
        names = [
            decided.ability or ("scoring_order" if decided.key == ORDER else "?")
            for decided in self.made.values()
            if decided.assumed and (not decided.tried or not every)
        ]
        return list(dict.fromkeys([*names, *self.loose]))

    def explicit_choices(self) -> list[Decided]:
        """The decisions to give `score` as choices for this run's outcome: each scripted one,
        and before it every decision asked about the same base or card (as its default), since
        the input's choices of one base and player answer its decisions in turn, the Play
        phase's included (a decision is tried only when no ask of its base or card before it
        went without an assumption: `assumed`)."""
        last: dict[tuple[Key, str], int] = {}
        for number in self.script:
            decided = self.made.get(number)
            if decided is not None and decided.key != ORDER:
                where = (decided.key, decided.player)
                last[where] = max(number, last.get(where, -1))
        return [
            decided
            for number, decided in sorted(self.made.items())
            if (decided.key, decided.player) in last
            and number <= last[(decided.key, decided.player)]
        ]


def as_choice(answer: dict | None, key: Key, player: str, index: int) -> Choice:
    """The input choice that gives `answer` to a decision about `key` (a base or a card)."""
    kind, ident = key
    choice = Choice(index, ident if kind == "base" else None, player)
    if kind == "card":
        choice.of_card = ident
    if answer is None:
        return choice  # declined
    choice.declined = False
    choice.card = answer.get("card")
    choice.to = answer.get("to")
    choice.base_pick = answer.get("base")
    choice.player_pick = answer.get("player")
    choice.count = answer.get("count")
    choice.order = tuple(answer.get("order", ()))
    return choice


def metrics(
    players: Sequence[str],
    active: str,
    vp_before: Mapping[str, int],
    vp: Mapping[str, int],
    game_over: bool,
    winners: Sequence[str],
) -> tuple[bool, int, int]:
    """(wins the game, VP gained, margin: VP minus the best other player's) of the active
    player after the turn: what the advisor ranks plays by, and the search picks decisions by."""
    others = [vp[p] for p in players if p != active]
    margin = vp[active] - (max(others) if others else 0)
    return game_over and active in winners, vp[active] - vp_before[active], margin


def ranked(figures: tuple[bool, int, int]) -> tuple[bool, int, int]:
    """The sort key of `metrics`' figures, best first: the game won, then margin, then gain
    (the advisor's ranking of plays starts with it; the search keeps decisions by it)."""
    wins, gain, margin = figures
    return (not wins, -margin, -gain)
