"""The engine's work budget: what one board may cost, counted in units of card-rule work.

A board's cost is not its size: nine Gawains reading each other's power, or 400 Sword Lords
(each an aura reaching every card of its controller) asked again after every change, cost far
more per card than typed minions (issue 24). So every run of a Turn counts its *work*: each
card-layer hook it asks about a card (its own power hook, an aura, a contribution, a
protection, a breakpoint, a cancel or forbid hook) is charged the number of cards on the base
it is asked about, since a hook may read them all (Armory counts the actions there); each walk
over every card in play (filing the hooks after a change, finding the cards that react) is
charged the cards it walks. Power._spend counts it; past the run's limit it raises WorkSpent.

The main run may spend MAIN_RUN_LIMIT: a board that needs more is refused with a 400 naming
why (error_messages.TOO_COSTLY). The other scoring orders (alternatives.py) then share
ALTERNATIVES_LIMIT, each run given what is left; once spent, the listing stops
(`alternatives_complete` false). `bench/bench_worst_boards.py` floods the input limits with every
card that has a continuous hook and reports the costliest boards (README "Benchmarks"): on this
project's 2-core machine a unit costs at most about 120 ns on the costliest of them (The Mayor of
Halloween Town), 40 ns on most, so each limit is about 120 ms of CPU at worst.
"""

from __future__ import annotations

# A main run that needs more is refused (a 400 naming why: error_messages.TOO_COSTLY).
MAIN_RUN_LIMIT = 800_000
# Shared by every other order's run (alternatives.py): once spent, no new run starts, and a run
# that spends it is dropped (`alternatives_complete` false).
ALTERNATIVES_LIMIT = 800_000


class WorkSpent(Exception):  # noqa: N818 - a signal, not an error: the caller decides
    """Raised inside a Turn when its work passes its limit; the Turn is then abandoned."""

    def __init__(self, work: int, limit: int) -> None:
        super().__init__(f"{work} units of card-rule work, limit {limit}")
        self.work = work
        self.limit = limit
