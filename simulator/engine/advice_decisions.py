"""The active player's own decisions after the plays, tried by the advisor (issue 29).

The search (advice_search.py) tries every decision of the cards played; the rest of the turn
asks the active player more: the order the bases score in when several are eligible (booklet
p. 6: the active player chooses), and a base's or a card's decision at scoring time (Ninja Dojo's
destroy, Pirate Cove's moves). Without an answer the engine takes what `score` assumes (decline
a "may", else the first option) and lists it in assumed_choices.

A `Decider` is the script of one run of the Conquest phase and the end of the turn for those
decisions. The Turn asks it (Table.choice_for / card_choice, Conquest.pick, Journal.assume)
only when the input gives no choice: each decision is numbered in run order (the engine is
deterministic, so the same plays reach the same decisions in the same order), a scripted number
gets its answer, another takes the default and is listed in `open` with the other answers it
could take. A decision is tried only when the engine lists what it could take (the `options`
of its assumed choice, which the table page's one-tap buttons show; every eligible base for the
order): the others stay as `score` takes them, and the advice says so.

The answer a candidate keeps is given as `score` takes it: the choices as the board's
`choices`, the order as `scoring_order` (explicit_choices).
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
_ANSWER_KEYS = frozenset({"card", "to", "base", "player", "count"})
# A scripted decision: its answer (a `choose`) and what it decides.
Scripted = tuple[dict, "M.Loc | None"]


class Decided:
    """One decision of a run: what asked it, whose it is, and the answer it took."""

    __slots__ = ("key", "player", "answer", "what")

    def __init__(
        self, key: Key, player: str, answer: dict | None, what: M.Loc | None = None
    ) -> None:
        self.key = key
        self.player = player
        # The `choose` taken: None for a "may" declined; for the order {"base": id}.
        self.answer = answer
        # The decision, an infinitive, when the engine names it.
        self.what = what


class Decider:
    """A run's script of the active player's decisions after the plays (see the module
    docstring): `script[number]` is the answer of that decision and what it decides (the
    name its default run gave it)."""

    __slots__ = ("script", "limit", "number", "pending", "open", "made")

    def __init__(self, script: Mapping[int, Scripted], limit: int) -> None:
        self.script = script
        # The other answers listed of one decision at most (more: the search says it is not
        # complete).
        self.limit = limit
        self.number = 0
        # The decision asked last without an answer, until the engine assumes it: (number, key,
        # player).
        self.pending: tuple[int, Key, str] | None = None
        # (number, the other answers, what it decides) of each decision taken by default, in
        # run order.
        self.open: list[tuple[int, list[dict], M.Loc | None]] = []
        # number -> what each decision that could be tried took.
        self.made: dict[int, Decided] = {}

    def choice(self, key: Key, player: str) -> Choice | None:
        """A decision no input choice answers (Table.choice_for, card_choice): its scripted
        answer as a choice, or None (the engine assumes, and `assumed` notes it)."""
        number = self.number
        self.number += 1
        scripted = self.script.get(number)
        if scripted is None:
            self.pending = (number, key, player)
            return None
        self.pending = None
        answer, what = scripted
        self.made[number] = Decided(key, player, answer, what)
        return as_choice(answer, key, player, -1 - number)

    def assumed(
        self,
        base: str | None,
        card: str | None,
        default: dict | None,
        options: Callable[[], Iterable[dict]] | None,
        what: M.Loc | None = None,
    ) -> None:
        """The engine took `default` for the decision asked last (Journal.assume); `options`
        lists the other answers when the engine knows them; `what` names the decision."""
        pending = self.pending
        self.pending = None
        if pending is None or options is None:
            return
        number, key, player = pending
        if key != (("card", card) if card is not None else ("base", base)):
            return  # not the decision asked last
        others = [
            option
            for option in islice(options(), self.limit + 1)
            if option != default and _ANSWER_KEYS.issuperset(option)
        ]
        self.made[number] = Decided(key, player, default, what)
        if others:
            self.open.append((number, others, what))

    def order(self, eligible: Sequence[str], player: str) -> str | None:
        """Which of several eligible bases scores now (Conquest.pick): the scripted one, or None
        (the first, as `score` assumes)."""
        number = self.number
        self.number += 1
        scripted = self.script.get(number)
        if scripted is not None:
            self.made[number] = Decided(ORDER, player, scripted[0])
            return scripted[0]["base"]
        self.made[number] = Decided(ORDER, player, {"base": eligible[0]})
        self.open.append((number, [{"base": base} for base in eligible[1:]], None))
        return None

    def ordered(self) -> bool:
        """An order decision took a scripted answer (the run's order is then given)."""
        return any(self.made[number].key == ORDER for number in self.script)

    def tried(self) -> list[Decided]:
        """The scripted decisions, in run order (what the advice names besides the plays)."""
        return [self.made[number] for number in sorted(self.script) if number in self.made]

    def explicit_choices(self) -> list[Decided]:
        """The decisions to give `score` as choices for this run's outcome: each scripted one,
        and before it every decision asked about the same base or card (as its default), since
        the input's choices of one base and player answer its decisions in turn."""
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
