"""A candidate of the advisor's search (advice_search.py): its steps (the plays of hand cards,
and the Specials used after them), their events, the probe that answers its played cards'
decisions from a script, and what its turn gave."""

from __future__ import annotations

from collections.abc import Sequence

from . import messages as M
from .advice_decisions import Decider, as_choice
from .model import Card, Event, on_minion
from .turn import Turn

# The options of one decision the search tries (a pick of two minions among forty has 780).
BRANCH_MAX = 40
# The windows a Special step is used in (a `special` event's `when`).
WINDOWS = ("before_scoring", "after_scoring")


# An answer of a candidate's script: (the option's index among those the decision offered the
# first time, the option) or (-1, None) for a "may" declined.
Answer = tuple[int, dict | None]
DECLINED: Answer = (-1, None)


class Probe:
    """A run's script for the decisions of its played cards (`script[event]`, in order), asked
    by every decision of a play event from `first` on (plays/context.py; the events carry no
    choose, so that no decision is answered around it). A scripted answer is given back as it
    is; a decision past the script takes what `simulate` assumes (decline a "may", else the
    first option) and is listed in `open` with its options."""

    __slots__ = ("first", "script", "position", "open", "taken")

    def __init__(self, first: int, script: dict[int, tuple[Answer, ...]]) -> None:
        # The input's own events (below `first`) are not asked.
        self.first = first
        self.script = script
        self.position: dict[int, int] = {}
        # (event, its options, may) of each decision the script did not answer, in run order.
        self.open: list[tuple[int, list[dict], bool]] = []
        # event -> [(the option taken or None, what the decision was)], in order.
        self.taken: dict[int, list[tuple[dict | None, M.Loc]]] = {}

    def adopt(self, parent: Probe) -> None:
        """What `parent` asked and took for the events already applied (a forked run goes on
        from its parent's: Search._resolve)."""
        self.position = dict(parent.position)
        self.taken = {event: list(taken) for event, taken in parent.taken.items()}

    def answer(self, event: int, options: Sequence[dict], may: bool, what: M.Loc) -> dict | None:
        position = self.position.get(event, 0)
        self.position[event] = position + 1
        answers = self.script.get(event, ())
        if position < len(answers):
            chosen = answers[position][1]
            if chosen is not None and chosen not in options:
                # Not possible this time (a choose key two decisions share): as declined.
                chosen = None
        else:
            chosen = None if may else options[0]
            self.open.append((event, list(options[: BRANCH_MAX + 1]), may))
        self.taken.setdefault(event, []).append((chosen, what))
        return chosen


class Step:
    """One play of a candidate: a hand card, where it goes, and the answers to its decisions.
    Or, with `window`, a hand card used for its Special in that window of the base `to`
    (a `special` event), `play` the hand card that Special plays there (Hidden Ninja's
    minion): the answers are then those of the card it plays, and `choose` the answers to the
    Special's own decisions (its event's choose)."""

    __slots__ = (
        "card",
        "to",
        "attached_to",
        "answers",
        "order",
        "key",
        "window",
        "play",
        "choose",
    )

    def __init__(
        self,
        card: Card,
        to: str | None,
        attached_to: str | None,
        answers: tuple[Answer, ...],
        order: tuple[int, int],
        window: str | None = None,
        play: Card | None = None,
        choose: dict | None = None,
    ) -> None:
        self.card = card
        self.to = to
        self.attached_to = attached_to
        self.answers = answers
        # (hand position, place position): the deterministic order of equal plays.
        self.order = order
        self.window = window
        self.play = play
        self.choose = choose
        # What makes two plays the same (candidate_key), made once: asked often.
        self.key = (
            card.id,
            to,
            attached_to,
            repr(answers),
            window,
            None if play is None else play.id,
            None if choose is None else repr(sorted(choose.items())),
        )

    def answered(self, answer: Answer) -> Step:
        return Step(
            self.card,
            self.to,
            self.attached_to,
            (*self.answers, answer),
            self.order,
            self.window,
            self.play,
            self.choose,
        )

    def chosen(self, choose: dict) -> Step:
        """The Special step with `choose` as its own decisions' answers."""
        return Step(
            self.card,
            self.to,
            self.attached_to,
            self.answers,
            self.order,
            self.window,
            self.play,
            choose,
        )


class Run:
    """A candidate whose plays are resolved (Turn.run_now), its Conquest not yet: its turn, its
    probe, and the decisions still open."""

    __slots__ = ("turn", "probe", "open")

    def __init__(self, turn: Turn, probe: Probe, open: list[tuple[int, list[dict], bool]]) -> None:
        self.turn = turn
        self.probe = probe
        self.open = open


class Outcome:
    """What a complete candidate's turn gave, kept for the ranking and the answer: the turn
    itself is let go (kept, the turns of thousands of candidates made the garbage collector's
    full passes, which walk every live object, cost a third of the search). `decider`: the
    active player's decisions after the plays it took (advice_decisions.py), `order` the bases
    in the order they scored."""

    __slots__ = ("probe", "vp", "game_over", "winners", "decider", "order", "decided")

    def __init__(self, probe: Probe, turn: Turn) -> None:
        self.probe = probe
        self.vp = turn.vp
        self.game_over = turn.game_over
        self.winners = turn.winners
        self.decider: Decider = turn.decider
        self.order = [scoring.base for scoring in turn.scorings]
        # Every answer of the decisions after the plays tried (Search.decide).
        self.decided = not self.decider.open


def candidate_key(steps: Sequence[Step]) -> tuple:
    """What makes two candidates the same: each play's card, place and answers, in order."""
    return tuple(s.key for s in steps)


def step_event(index: int, step: Step, player: str) -> Event:
    if step.window is not None:
        return _special_event(index, step, player)
    event = Event(index, "now", None, "play")
    card = step.card
    event.card = card if step.attached_to is None else on_minion(card, step.attached_to)
    event.from_hand = player
    event.by = player
    event.to = step.to
    return event


def _special_event(index: int, step: Step, player: str) -> Event:
    """A Special step as the `special` event parse reads from its JSON (advisor._events_json):
    its hand card used by the active player in the window of base `to`, with the hand card it
    plays as its choose.play."""
    event = Event(index, step.window, step.to, "special")  # type: ignore[arg-type]
    event.card = step.card
    event.from_hand = player
    event.by = player
    if step.play is not None or step.choose:
        # Its own decisions as the choice parse would read (a negative index: never one of the
        # input's choices), and the hand card it plays.
        choice = as_choice(step.choose or {}, ("base", step.to), player, -1 - index)
        choice.field = f"events[{index}].choose"
        choice.play = step.play
        event.choose = choice
    return event
