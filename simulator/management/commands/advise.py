"""`manage.py advise FILE` (or `-` for stdin): the best plays of the active player's hand for a
board (issue 29), printed as JSON.

The board is as for `simulate`, with `hands[<active player>]` and an optional `limit`. A
malformed board prints {"error": {"field": ..., "message": ..., "message_fr": ...}} and exits
with status 2.
"""

from __future__ import annotations

from simulator.services import advise_board

from .simulate import BoardCommand


class Command(BoardCommand):
    help = "The best plays of the active player's hand on a Smash Up board (JSON)."

    def answer(self, data: object) -> dict:
        return advise_board(data)  # type: ignore[arg-type]
