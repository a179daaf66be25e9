"""The hand's Specials for the advisor's search (advice_search.Search.use_specials): which hand
cards it uses by their Special, and the Special steps a candidate may take after its plays.

A Special used from the hand is a `special` event in the Conquest: in the window the catalog
gives it (before or after a base scores) of a base that scored in the candidate's turn, with
each hand card of the type it plays (its registry entry's `special_plays`: Hidden Ninja's
minions), and each answer of its own decisions the engine lists (the `options` it assumed among:
Can Has Cheeseburger?'s minion). A card whose Special acts by itself once in play (Loup-Garou,
First Mate: `window_special`) is not used from the hand.

The Specials a candidate uses come in the order of the Conquest (the bases in the order they
scored, before then after each), so that one sequence of Specials on different bases is tried
once, and its summary reads in the order they act; Specials on the same base and in the same
window are tried in each order (the later one may need what the earlier one did).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from .advice_decisions import ANSWER_KEYS
from .advice_steps import WINDOWS, Step
from .model import Card
from .turn import Turn

# The scoring window of a hand card's Special ("before_scoring", "after_scoring": the catalog's
# `special_window` fact), None: it has none.
SpecialWindow = Callable[[Card], str | None]


class HandSpecials:
    """The Specials of one hand the search uses: (position in the hand, card, window,
    signature) of each card whose Special the engine applies from the hand."""

    def __init__(
        self,
        hand: Sequence[Card],
        playable: Sequence[tuple[int, Card, tuple]],
        window_of: SpecialWindow | None,
        signature: Callable[[Card], tuple],
    ) -> None:
        self.playable = playable
        self.entries = []
        if window_of is None:
            return
        for position, card in enumerate(hand):
            ability = card.ability
            if ability is None or ability.special is None or ability.window_special:
                continue
            window = window_of(card)
            if window in WINDOWS:
                self.entries.append((position, card, window, signature(card)))

    def held(self, steps: tuple[Step, ...], turn: Turn, active: str) -> tuple[list[tuple], set]:
        """The Specials the candidate may still use (in the hand after its plays, not used
        already), and the ids of the cards of that hand (read before its Conquest)."""
        if not self.entries:
            return [], set()
        held = {card.id for card in (turn.hands or {}).get(active, ())}
        for step in steps:
            held.discard(step.card.id)
            if step.play is not None:
                held.discard(step.play.id)
        return [e for e in self.entries if e[1].id in held], held

    def steps(
        self,
        steps: tuple[Step, ...],
        turn: Turn,
        specials: list[tuple],
        held: set[str | None],
    ) -> list[Step]:
        """Each Special the candidate may still use (`specials`, `held` the hand's ids), in its
        window of each base that scored in the candidate's turn, not before the last Special
        it used in the Conquest's order, with each hand card it may play there."""
        scored = list(dict.fromkeys(scoring.base for scoring in turn.scorings))
        if not specials or not scored:
            return []
        last = steps[-1] if steps and steps[-1].window is not None else None
        after = (-1, -1)
        if last is not None and last.to in scored:
            after = (scored.index(last.to), WINDOWS.index(last.window))  # type: ignore[arg-type]
        result: list[Step] = []
        signatures: set[tuple] = set()
        for position, card, window, signature in specials:
            if signature in signatures:
                continue  # a copy of a card already tried from this hand
            signatures.add(signature)
            plays = self._plays(card, held)
            for place, base_id in enumerate(scored):
                if (place, WINDOWS.index(window)) < after:
                    continue  # acts before the last Special used: tried in that order already
                for played in plays:
                    result.append(Step(card, base_id, None, (), (position, place), window, played))
        return result

    def _plays(self, card: Card, held: set[str | None]) -> list[Card | None]:
        """The hand cards the Special of `card` may play (one of each copy), or [None]."""
        wanted = card.ability.special_plays  # type: ignore[union-attr]
        if wanted is None:
            return [None]
        kinds: set[tuple] = set()
        plays: list[Card | None] = []
        for _, other, signature in self.playable:
            if (
                other.type == wanted
                and other.id != card.id
                and other.id in held
                and signature not in kinds
            ):
                kinds.add(signature)
                plays.append(other)
        return plays


def own_choices(step: Step, options: Sequence[dict]) -> list[Step]:
    """The Special step answered each way its own decision may go (`options`, complete
    `choose` dicts the engine listed), each merged into the choose the step already gives."""
    given = step.choose or {}
    return [
        step.chosen({**given, **option})
        for option in options
        if option.keys().isdisjoint(given) and option.keys() <= ANSWER_KEYS
    ]
