"""What is acting: the one explicit effect of the running turn (issue 30).

An `Effect` is immutable (a named tuple): an action that acts on behalf of something builds a new
one from the current `game.effect` (`game.effect._replace(...)`) for the time of its check or
its application, then puts the previous one back. Card and base hooks read `game.effect` to learn
what is acting; they never set it. It is built once per action (a move, an event, a card's window
hook), never per card evaluated on the power path.

Fields (the flag of the turn each replaces, before issue 30):
- `to`: the destination base of the move being checked and applied, else None (`moving_to`).
  A `protect` hook asked "move" reads it ("cannot be moved to that base" vs "... from here").
- `source_type`: the type of the card whose effect is acting, "action" or "minion" (a scripted
  event's optional "source", a Special's card type, a card's own window or end-of-turn hook,
  the card of an aura whose power a protection is asked about), None when unknown (a base, the
  rules, an event without "source") (`effect_source`). A protection against only actions (or
  only minions) reads it, and says what it assumed when it is None.
- `by`: while `on_powered` hooks hear of +1 power counters, the player whose effect placed them
  when the caller said (`add_counters`' `by`: a scripted event's "by"), else None
  (`powered_by`). Cedarface and Ancient Lord count an unknown player as their controller. It
  may differ from `special_by` within one Special (a counter placed "by" another player).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:
    from .table import BaseState


class Effect(NamedTuple):
    """What is acting now (see the module docstring for each field)."""

    to: BaseState | None = None
    source_type: str | None = None
    by: str | None = None


# Nothing particular acting: the effect of a turn between actions.
NO_EFFECT = Effect()
