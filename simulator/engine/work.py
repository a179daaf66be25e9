"""The engine's work budget: what one board may cost, counted in units of card-rule work.

A board's cost is not its size: nine Gawains reading each other's power, or 400 Sword Lords
(each an aura reaching every card of its controller) asked again after every change, cost far
more per card than typed minions (issue 24). So every run of a Turn counts its *work*
(Power._spend): each evaluation of a card-layer hook (a card's own power, an aura, a
contribution, a protection, a breakpoint, a cancel or forbid hook, a reacting hook) and each
walk over the cards in play (filing the hooks after a change) is charged the number of cards in
play, since a hook may read them all (Flor Loca looks at every base). The charge is an upper
bound on the cards the hooks read, not a guess at their speed: a constant aura (Sword Lord) is
over-charged, never a scanning one under-charged.

The main run may spend MAIN_RUN_LIMIT: a board that needs more is refused with a 400 naming
why (error_messages.TOO_COSTLY). The other scoring orders (alternatives.py) then share
ALTERNATIVES_LIMIT, each run given what is left; once spent, the listing stops
(`alternatives_complete` false). `bench/bench_worst_boards.py` floods the input limits with every
card that has a continuous hook, mixes the costliest, and reports the worst boards (README
"Benchmarks"): a unit cost from under 1 ns (Sword Lord) to about 140 ns (hooks that walk every
base several times), so each limit is at most about 110 ms of CPU; the test suite's boards
spend at most about 1,500 units.
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
