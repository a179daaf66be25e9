"""The advisor (issue 29): of the cards in the active player's hand, which to play, where and on
whom, ranked by what the turn then gives.

The search (advice_search.py) resolves every legal use of the turn's plays from the hand. The
plays listed are resolved once more through `simulate`, exactly as `score` resolves them, and
ranked: a play that wins the game first, then by margin (the active player's VP minus the best
other player's), by VP gained, by fewer cards, then hand order and table order. Two orders of the
same plays with the same outcome are listed once (the first). The garbage collector is paused
while the advisor runs (_collector_paused).
"""

from __future__ import annotations

import gc
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import Any

from . import error_messages as E
from . import messages as M
from . import work as W
from .advice_decisions import ORDER, Decided, as_choice, metrics, ranked
from .advice_search import (
    ADVICE_WORK,
    BRANCH_MAX,
    SPECIAL_SHARE,
    Outcome,
    PlacedOn,
    Search,
    Step,
    step_event,
)
from .advice_specials import SpecialWindow
from .advice_steps import WINDOWS
from .errors import BoardError
from .model import Board, Card, Choice, Event
from .parse import BaseLookup, CardLookup, validate
from .plays.choosing import choose_json
from .turn import Turn
from .work import WorkSpent

LIMIT_DEFAULT = 5
LIMIT_MAX = 20
# Shared by the listed plays' last resolution (_Final), each given what is left.
FINAL_WORK = 1_000_000
# The work the active player's decisions after the plays may take (Search.decide): what the
# search left of its budget, and at least this share of it (the costliest inputs spend the
# whole budget on the search: README "Benchmarks").
DECISION_SHARE = 10


# -- the answer ------------------------------------------------------------------------------------


def advise(
    data: Mapping,
    *,
    base_lookup: BaseLookup | None = None,
    card_lookup: CardLookup | None = None,
    budget: int | None = None,
) -> dict:
    """The plays of the active player's hand that win the most (the JSON contract of issue 29).

    `data` is a board as for simulate, with `hands[<active player>]` and an optional `limit`;
    raises BoardError naming the field. The card lookup's optional fact `played_on` says where
    an Ongoing action is played ("base", "minion", "own_minion", "other_minion"; None: unknown,
    tried on every base).
    """
    # The search's own objects are dropped when _advise returns, before the collector resumes:
    # it then has nothing of the search to walk.
    with _collector_paused():
        return _advise(data, base_lookup=base_lookup, card_lookup=card_lookup, budget=budget)


def _advise(
    data: Mapping,
    *,
    base_lookup: BaseLookup | None,
    card_lookup: CardLookup | None,
    budget: int | None,
) -> dict:
    if not isinstance(data, Mapping):
        raise BoardError("", *E.NOT_AN_OBJECT())
    board_data = dict(data)
    limit = board_data.pop("limit", LIMIT_DEFAULT)
    if type(limit) is not int or not 1 <= limit <= LIMIT_MAX:
        raise BoardError("limit", *E.ADVICE_LIMIT(low=1, high=LIMIT_MAX))
    board = validate(board_data, base_lookup, card_lookup)
    hand = (board.hands or {}).get(board.active)
    if hand is None:
        raise BoardError("hands", *E.ADVICE_HAND_REQUIRED(player=board.active))
    for i, card in enumerate(hand):
        if card.id is None:
            # A play event names a hand card by its id: without one, the advised events could
            # not be given to `score`.
            raise BoardError(f"hands.{board.active}[{i}].id", *E.ADVICE_HAND_ID())
    gone = _taken_by_events(board, hand)
    budget = ADVICE_WORK if budget is None else budget
    search = Search(
        board,
        [card for card in hand if card.id not in gone],
        _placed_on(card_lookup),
        budget,
        special_window=_special_windows(card_lookup),
    )
    search.walk()
    search.use_specials(max(budget // SPECIAL_SHARE, budget - search.work))
    search.decide(max(budget // DECISION_SHARE, budget - search.work))

    final = _Final(board, search.first, search.hand_cards)
    baseline = final.resolve((), None)
    if baseline is None:
        # The board alone cannot be resolved within a main run's work (work.py): as score.
        raise BoardError("", *E.TOO_COSTLY(limit=W.MAIN_RUN_LIMIT))
    names = _Names(board, card_lookup)
    ranked = sorted(
        (found for found in search.found if found[0]),
        key=lambda found: _rank(
            board,
            found[0],
            _metrics(board, found[1].vp, found[1].game_over, found[1].winners),
        ),
    )
    plays: list[dict] = []
    listed: set[tuple] = set()
    for steps, outcome in ranked:
        if len(plays) == limit:
            break
        events = _events_json(steps, outcome, search.first, board.active)
        same = (
            frozenset(repr(sorted(e.items())) for e in events),
            tuple(sorted(outcome.vp.items())),
        )
        if same in listed:
            continue  # another order of the same plays, with the same outcome
        listed.add(same)
        result = final.resolve(steps, outcome)
        if result is None:
            search.complete = False
            break
        plays.append(_entry(board, steps, outcome, events, result, baseline, names, search.first))
    # The plays as `score` resolves them with their events, ranked again on those figures (the
    # same, unless a choose could not say what the search scripted: then score's count).
    plays.sort(key=lambda play: play.pop("_rank"))
    answer: dict[str, Any] = {
        "plays": plays,
        "baseline": {
            "vp": baseline["vp"],
            "margin": _metrics(board, baseline["vp"], False, ())[2],
            "game_over": baseline["game_over"],
            "winners": baseline["winners"],
        },
        "considered": search.considered,
        "complete": search.complete,
        "untried": search.untried,
        "not_simulated": baseline["not_simulated"],
        "warnings": list(baseline["warnings"]),
    }
    answer["warnings"] += _kept_warnings(board, hand, baseline["skipped_events"])
    if search.stopped:
        text = M.ADVICE_INCOMPLETE(considered=search.considered, untried=search.untried)
        answer["warnings"].append({"text": text[0], "text_fr": text[1]})
    if search.options_cut:
        text = M.ADVICE_OPTIONS_CUT(count=search.options_cut, limit=BRANCH_MAX)
        answer["warnings"].append({"text": text[0], "text_fr": text[1]})
    if search.specials_untried:
        text = M.ADVICE_SPECIALS_UNTRIED(player=board.active, count=search.specials_untried)
        answer["warnings"].append({"text": text[0], "text_fr": text[1]})
    if search.undecided:
        text = M.ADVICE_UNDECIDED(
            decided=search.decided, count=search.undecided, player=board.active
        )
        answer["warnings"].append({"text": text[0], "text_fr": text[1]})
    # A card the search used by its Special in no candidate it found: named when it was
    # tried (refused each time) or is not among those it uses (the engine does not apply its
    # Special, or it has no scoring window); one never tried had no base scoring, or the
    # Special tries' budget ran out (said above).
    untried = {card.id for _, card, _, _ in search.specials.entries} - search.specials_tried
    not_named = untried | search.specials_used
    specials = _specials([card for card in hand if card.id not in not_named], gone, card_lookup)
    if specials:
        text = M.ADVICE_SPECIALS_NOT_TRIED(player=board.active, cards=", ".join(specials))
        answer["warnings"].append({"text": text[0], "text_fr": text[1]})
    return answer


def _taken_by_events(board: Board, hand: Sequence[Card]) -> set[str | None]:
    """The ids of the hand cards the input's own events take (they are not in the hand any
    more): those a play event plays or a Special event uses by their ids, and the hand card a
    Special event plays (its choose.play named by its id: the hand's own card)."""
    held = {card.uid for card in hand}
    gone: set[str | None] = set()
    for event in board.events:
        gone.update(_taken_by(event, held))
    return gone


def _taken_by(event: Event, held: set[int]) -> list[str | None]:
    """The ids of the hand cards (`held`: their uids) one input event takes (_taken_by_events)."""
    taken = []
    if event.from_hand is not None and event.card is not None:
        taken.append(event.card.id)
    play = event.choose.play if event.choose is not None else None
    if event.action == "special" and play is not None and play.uid in held:
        taken.append(play.id)
    return taken


def _kept_warnings(board: Board, hand: Sequence[Card], skipped: list[dict]) -> list[dict]:
    """A warning per input event that takes hand cards and that the rules refuse on the board
    as given (`skipped`: the baseline's skipped_events): its cards stay in the hand at the
    table, yet the advisor keeps them for that event (the advised events are added to the
    input's, and a card two events name is refused), so the answer says why it plays none of
    them (the first review of session 24, #7)."""
    refused = {entry["event"] for entry in skipped}
    if not refused:
        return []
    held = {card.uid for card in hand}
    warnings = []
    for event in board.events:
        if event.index not in refused:
            continue
        taken = _taken_by(event, held)
        if taken:
            text = M.ADVICE_KEPT_FOR_EVENT(
                player=board.active, cards=", ".join(str(i) for i in taken), index=event.index
            )
            warnings.append({"event": event.index, "text": text[0], "text_fr": text[1]})
    return warnings


def _specials(hand: list, gone: set, card_lookup: CardLookup | None) -> list[str]:
    """The labels of the cards of `hand` (those the search could not use by their Special)
    with a Special (the catalog's `special` fact), which the answer names."""
    if card_lookup is None:
        return []
    found = []
    for card in hand:
        if card.id in gone or card.key is None:
            continue
        ability = card.ability
        if (
            ability is not None
            and ability.windows
            and (ability.special is None or ability.window_special)
        ):
            # Its Special acts by itself once the card is in play (First Mate's move after
            # its base scores, Loup-Garou's power): the card played is tried with it.
            continue
        facts = card_lookup(card.key, card.printing)
        if facts and facts.get("special"):
            found.append(card.label())
    return found


def _special_windows(card_lookup: CardLookup | None) -> SpecialWindow:
    """The scoring window of a card's Special, from the catalog's `special_window` fact."""
    return _card_fact(card_lookup, "special_window")


class _Final:
    """The listed plays resolved once more as `score` resolves its main run (the log on, the
    events' choose given, strict), without the other scoring orders: the figures, warnings and
    not-simulated abilities each play shows. They share FINAL_WORK."""

    def __init__(self, board: Board, first: int, hand_cards: Mapping[str, Card]) -> None:
        self.board = board
        self.first = first
        self.left = FINAL_WORK
        self.hand_cards = hand_cards

    def resolve(
        self, steps: Sequence[Step], outcome: Outcome | None, decisions: bool = True
    ) -> dict | None:
        """The play as `score` resolves it with its events (and, with `decisions`, the choices
        and scoring order the search kept); None when it cannot be resolved within the work
        left. Decisions `score` refuses (a search that went otherwise: never seen) are dropped,
        the play resolved without them, and its result says why ("dropped")."""
        events = []
        for i, step in enumerate(steps):
            event = step_event(self.first + i, step, self.board.active)
            taken = outcome.probe.taken.get(self.first + i, ())  # type: ignore[union-attr]
            if step.window is None:
                event.play_choose = _choose([o for o, _ in taken], self.hand_cards)
            elif event.choose is not None and taken:
                # The decisions of the card the Special plays: its choose.then.
                event.choose.then = _then_taken(taken)
            events.append(event)
        choices = order = None
        if outcome is not None and decisions:
            # The active player's decisions after the plays the search tried, as the board's
            # choices (after the input's) and scoring order.
            given = self.board.choices
            choices = given + tuple(
                _given_choice(decided, len(given) + i)
                for i, decided in enumerate(outcome.decider.explicit_choices())
            )
            if outcome.decider.ordered():
                # (A base that scored twice, back from The Nexus, is named once.)
                order = tuple(dict.fromkeys(outcome.order))
        board = self.board.with_events(
            self.board.events + tuple(events), choices=choices, scoring_order=order
        )
        turn = Turn(
            board,
            priority=board.scoring_order,
            logging=True,
            strict=True,
            work_limit=max(1, self.left),
        )
        try:
            turn.run()
        except BoardError as refused:
            if choices != self.board.choices or order is not None:
                again = self.resolve(steps, outcome, decisions=False)
                if again is not None:
                    again["dropped"] = (refused.message, refused.message_fr)
                return again
            self.left = 0
            return None
        except WorkSpent:
            self.left = 0
            return None
        self.left -= turn.work
        return {
            "choices": [choice.to_json() for choice in board.choices[len(self.board.choices) :]],
            "scoring_order": list(order) if order is not None else None,
            "vp": {p: turn.vp[p] for p in board.players},
            "game_over": turn.game_over,
            "winners": list(turn.winners),
            "scorings": [s.to_json() for s in turn.scorings],
            "not_simulated": turn.not_simulated,
            "warnings": turn.warnings,
            "assumed_choices": turn.assumed,
            "skipped_events": turn.skipped_events,
        }


def _given_choice(decided: Decided, index: int) -> Choice:
    """A decision the search tried, as the input choice `score` reads (choices[index])."""
    choice = as_choice(decided.answer, decided.key, decided.player, index)
    choice.field = f"choices[{index}]"
    return choice


@contextmanager
def _collector_paused() -> Iterator[None]:
    """The garbage collector paused while the search runs (as it was, after). The search makes
    and drops thousands of runs; each collection walked the objects alive, about a tenth of the
    search's time on the bench board. A run holds no reference cycle, so each is freed the
    moment it is dropped (tests/engine/test_advisor.py checks a search leaves nothing for the
    collector): pausing it keeps no memory."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def _choose(options: Sequence[dict | None], hand_cards: Mapping[str, Card] | None = None) -> dict:
    """The choose of a play event that gives the options its card's decisions took (a declined
    "may" gives none); with `hand_cards`, its "play" (a hand card's id) as that card, as parse
    reads it."""
    choose: dict[str, Any] = {}
    for option in options:
        if option:
            if "then" in option and "then" in choose:
                # Two decisions of the extra card a played card plays: one "then".
                option = {**option, "then": {**choose["then"], **option["then"]}}
            choose.update(option)
    if hand_cards is not None and "play" in choose:
        choose["play"] = hand_cards[choose["play"]]
    return choose


def _then_taken(taken: Sequence[tuple[dict | None, M.Loc]]) -> dict:
    """The decisions the card a Special plays took, as its event's choose.then ({} where it
    declined a "may": said, not left to score's assumption)."""
    return _choose([o for o, _ in taken]).get("then", {})


def _placed_on(card_lookup: CardLookup | None) -> PlacedOn:
    """Where an Ongoing action is played, from the catalog's `played_on` fact."""
    return _card_fact(card_lookup, "played_on")


def _card_fact(card_lookup: CardLookup | None, name: str) -> Callable[[Card], str | None]:
    """A card's catalog fact `name` (None for a typed card, or without the catalog)."""

    def fact(card: Card) -> str | None:
        key = getattr(card, "key", None)
        if key is None or card_lookup is None:
            return None
        facts = card_lookup(key, getattr(card, "printing", None))
        return facts.get(name) if facts else None

    return fact


def _metrics(
    board: Board, vp: Mapping[str, int], game_over: bool, winners: Sequence[str]
) -> tuple[bool, int, int]:
    """(wins the game, VP gained, margin) of the active player."""
    return metrics(board.players, board.active, board.vp, vp, game_over, winners)


def _rank(board: Board, steps: Sequence[Step], figures: tuple[bool, int, int]) -> tuple:
    order = tuple((*s.order, *(index for index, _ in s.answers)) for s in steps)
    return (*ranked(figures), len(steps), order)


def _events_json(steps: Sequence[Step], outcome: Outcome, first: int, active: str) -> list[dict]:
    """The candidate's play events, each with the choose of every decision its card took."""
    events = []
    for i, step in enumerate(steps):
        if step.window is not None:
            events.append(_special_json(step, outcome, first + i, active))
            continue
        event: dict[str, Any] = {"when": "now", "action": "play", "card": step.card.id}
        if step.to is not None:
            event["to"] = step.to
        if step.attached_to is not None:
            event["attached_to"] = step.attached_to
        taken = _choose([o for o, _ in outcome.probe.taken.get(first + i, ())])
        event["choose"] = choose_json(taken)
        events.append(event)
    return events


def _acts_at(step: Step, scored: list[str]) -> tuple[int, int, int]:
    """When a step acts: a play in the Play phase, a Special in its window of its base (the
    bases in the order they scored)."""
    if step.window is None:
        return (0, 0, 0)
    place = scored.index(step.to) if step.to in scored else len(scored)
    return (1, place, WINDOWS.index(step.window))


def _special_json(step: Step, outcome: Outcome, index: int, active: str) -> dict:
    """A Special step's `special` event: the hand card used in the window of its base by the
    active player, with the hand card it plays and that card's decisions (choose.then)."""
    event: dict[str, Any] = {
        "when": step.window,
        "base": step.to,
        "action": "special",
        "card": step.card.id,
        "by": active,
    }
    # Its own decisions the search gave, the hand card it plays and that card's decisions.
    choose: dict[str, Any] = dict(step.choose or {})
    if step.play is not None:
        choose["play"] = step.play.id
        taken = outcome.probe.taken.get(index, ())
        if taken:
            choose["then"] = _then_taken(taken)
    if choose:
        event["choose"] = choose_json(choose)
    return event


def _entry(
    board: Board,
    steps: Sequence[Step],
    outcome: Outcome,
    events: list[dict],
    result: dict,
    baseline: dict,
    names: _Names,
    first: int,
) -> dict:
    active = board.active
    wins, gain, margin = _metrics(board, result["vp"], result["game_over"], result["winners"])
    before = {(n["ability"], n["reason"]) for n in baseline["not_simulated"]}
    flagged = [n for n in result["not_simulated"] if (n["ability"], n["reason"]) not in before]
    # The plays, then the Specials in the order they act (the bases in the order they
    # scored, before then after each: the order the decisions after the plays chose).
    scored = [s["base"] for s in result["scorings"]]
    parts = [
        names.play(steps[i], outcome.probe.taken.get(first + i, ()))
        for i in sorted(range(len(steps)), key=lambda i: _acts_at(steps[i], scored))
    ]
    dropped = result.get("dropped")
    decisions = _decisions_text(outcome, names) if dropped is None else None
    if decisions is not None:
        parts.append(decisions)
    plays_text = M.join(parts, "; then ", " ; puis ")
    if wins:
        summary = M.ADVICE_WINS(plays=plays_text, vp=result["vp"][active])
    else:
        # The bases where she is first: alone ("you take"), or tied ("you share first place
        # on": each tied player gets the first place's VP, booklet p. 6).
        taken: list[M.Loc] = []
        shared: list[M.Loc] = []
        for s in result["scorings"]:
            leaders = [st["player"] for st in s["standings"] if st["place"] == 1]
            if active in leaders:
                named = names.base_named(s["base"], s["name"], s["name_fr"])
                (taken if len(leaders) == 1 else shared).append(named)
        takes: M.Loc = ("", "")
        for bases, message in ((taken, M.ADVICE_TAKES), (shared, M.ADVICE_SHARES)):
            if bases:
                en, fr = message(bases=M.join(bases, ", ", ", "))
                takes = (f"{takes[0]}{en}, ", f"{takes[1]}{fr}, ")
        summary = M.ADVICE_RESULT(
            plays=plays_text, takes=takes, gain=f"{gain:+d}", margin=f"{margin:+d}"
        )
    warnings = list(result["warnings"])
    # The search tries every decision of the played cards (their events' choose), and the
    # active player's decisions after the plays that list their options, and the scoring order
    # (advice_decisions.py); her other decisions (those of the Play phase, a card's "may" that
    # lists none, chance) are those score assumes, and the answer says so.
    untried = outcome.decider.untried(outcome.decided and dropped is None)
    for i, step in enumerate(steps):
        if step.window is None:
            continue
        for entry in result["assumed_choices"]:
            # What the Special's own effect assumed (its event's choose): the search gives
            # each answer the engine lists, so this one it could not try (no options listed,
            # or a fact the board does not give).
            if entry.get("event") == first + i:
                text = M.ADVICE_SPECIAL_ASSUMED(
                    card=names.card(step.card), reason=(entry["reason"], entry["reason_fr"])
                )
                warnings.append({"text": text[0], "text_fr": text[1]})
    if dropped is not None:
        text = M.ADVICE_DECISIONS_DROPPED(reason=dropped)
        warnings.append({"text": text[0], "text_fr": text[1]})
    if untried:
        text = M.ADVICE_NOT_TRIED(player=active, what=", ".join(untried))
        warnings.append({"text": text[0], "text_fr": text[1]})
    return {
        "events": events,
        "choices": result["choices"],
        "scoring_order": result["scoring_order"],
        "vp": result["vp"],
        "gain": gain,
        "margin": margin,
        "game_over": result["game_over"],
        "winners": result["winners"],
        "summary": summary[0],
        "summary_fr": summary[1],
        "not_simulated": flagged,
        "warnings": warnings,
        "_rank": _rank(board, steps, (wins, gain, margin)),
    }


def _decisions_text(outcome: Outcome, names: _Names) -> M.Loc | None:
    """The active player's decisions after the plays the search changed from score's
    assumptions (advice_decisions.py): the scoring order, then each other decision."""
    texts = []
    if outcome.decider.ordered():
        texts.append(
            M.ADVICE_ORDER(bases=M.join([names.base(b) for b in outcome.order], ", ", ", "))
        )
    for decided in outcome.decider.tried_answers():
        if decided.key == ORDER:
            continue
        kind, ident = decided.key
        where = names.base(ident) if kind == "base" else names.card_id(ident)  # type: ignore[arg-type]
        chosen = (
            names.chosen(decided.what, decided.answer)
            if decided.what
            else names.answer(decided.answer)
        )
        texts.append((f"{where[0]} ({chosen[0]})", f"{where[1]} ({chosen[1]})"))
    return M.join(texts, "; ", " ; ") if texts else None


class _Names:
    """The names a summary gives: a card's and a base's, in English and French."""

    def __init__(self, board: Board, card_lookup: CardLookup | None) -> None:
        self.lookup = card_lookup
        self.cards: dict[str, Card] = {}
        for spec in board.bases:
            for card in spec.cards:
                if card.id is not None:
                    self.cards[card.id] = card
        for hand in (board.hands or {}).values():
            for card in hand:
                self.cards.setdefault(card.id, card)
        self.bases = {spec.id: spec for spec in board.bases}

    def card(self, card: Card) -> M.Loc:
        key = getattr(card, "key", None)
        if key is not None and self.lookup is not None:
            facts = self.lookup(key, getattr(card, "printing", None))
            if facts:
                name = facts.get("name") or key
                return name, facts.get("name_fr") or name
        name = card.name or card.id or card.type
        return name, name

    def card_id(self, card_id: str) -> M.Loc:
        card = self.cards.get(card_id)
        return self.card(card) if card is not None else (card_id, card_id)

    def base(self, base_id: str) -> M.Loc:
        spec = self.bases.get(base_id)
        if spec is None:
            return base_id, base_id
        return self.base_named(base_id, spec.name, spec.name_fr)

    @staticmethod
    def base_named(base_id: str, name: str | None, name_fr: str | None) -> M.Loc:
        return name or base_id, name_fr or name or base_id

    def value(self, key: str, value: Any) -> M.Loc:
        if key == "then":
            # The extra card's decision: its own keys.
            return M.join([self.value(k, v) for k, v in value.items()], ", ", ", ")
        if key in ("to", "base"):
            return self.base(value)
        if key in ("card", "play"):
            return self.card_id(value)
        if key == "cards":
            return M.join([self.card_id(v) for v in value], ", ", ", ")
        if isinstance(value, tuple | list):
            text = ", ".join(str(v) for v in value)
            return text, text
        return str(value), str(value)

    def chosen(self, what: M.Loc, option: dict | None) -> M.Loc:
        """A decision and its answer ("not to <what>" for a "may" declined)."""
        if option is None:
            return M.ADVICE_DECLINED(what=what)
        return M.ADVICE_CHOICE(what=what, chosen=self.answer(option))

    def answer(self, option: dict) -> M.Loc:
        """The values of a `choose`, named."""
        return M.join([self.value(k, v) for k, v in option.items()], ", ", ", ")

    def play(self, step: Step, taken: Sequence[tuple[dict | None, M.Loc]]) -> M.Loc:
        card = self.card(step.card)
        if step.window is not None:
            # A Special used: "Hidden Ninja before b1 scores, playing Ninja Master".
            before = step.window == WINDOWS[0]
            message = M.ADVICE_SPECIAL_BEFORE if before else M.ADVICE_SPECIAL_AFTER
            text = message(card=card, base=self.base(step.to))  # type: ignore[arg-type]
            if step.play is not None:
                text = M.ADVICE_SPECIAL_PLAYING(special=text, card=self.card(step.play))
            if step.choose:
                # Its own decisions the search tried: "(x2)".
                chosen = self.answer(step.choose)
                text = (f"{text[0]} ({chosen[0]})", f"{text[1]} ({chosen[1]})")
        elif step.attached_to is not None:
            text = M.ADVICE_ON(card=card, place=self.card_id(step.attached_to))
        elif step.to is not None:
            text = M.ADVICE_ON(card=card, place=self.base(step.to))
        else:
            text = card
        choices = [self.chosen(what, option) for option, what in taken]
        if not choices:
            return text
        listed = M.join(choices, "; ", " ; ")
        return f"{text[0]} ({listed[0]})", f"{text[1]} ({listed[1]})"
