"""The engine's work budget: what one board may cost, counted in card-rule evaluations.

A board's cost is not its size: nine Gawains reading each other's power, or 400 Sword Lords
(each an aura reaching every card of its controller) asked again after every change, cost far
more per card than typed minions. So every run of a Turn counts its *work*: one unit per card
whose power is worked out with the card layer (its own hook, the base's), plus one per aura
asked about it. The main run may spend MAIN_RUN_LIMIT; the other scoring orders
(alternatives.py) then share ALTERNATIVES_LIMIT, each run drawing on what is left, together
with the size-based cost of each run (alternatives.board_size).

The limits are set from `bench/bench_worst_boards.py`: on the bench machine a unit costs about
0.12 µs... 0.25 µs of CPU on the slowest boards found, so the main run stays under about 100 ms
and the alternatives under about 100 ms more (README "Benchmarks").
"""

from __future__ import annotations

# One resolution that needs more is refused (a 400 naming the board, error_messages.TOO_COSTLY):
# no valid board of the bench's adversarial search comes close on an honest layout.
MAIN_RUN_LIMIT = 600_000
# Shared by every other order's run (alternatives.py): once spent, no new run starts, and a run
# that spends it is dropped (`alternatives_complete` false).
ALTERNATIVES_LIMIT = 600_000


class WorkSpent(Exception):  # noqa: N818 - a signal, not an error: the caller decides
    """Raised inside a Turn when its work passes its limit; the Turn is then abandoned."""

    def __init__(self, work: int, limit: int) -> None:
        super().__init__(f"{work} card-rule evaluations, limit {limit}")
        self.work = work
        self.limit = limit
