"""What is acting: the one explicit effect of the running turn (issue 30).

An `Effect` is immutable (a named tuple): an action that acts on behalf of something puts in
force, for the time of its check or its application, the effect in force with the fields it
changes replaced, in one way: `with turn.acting(field=value, ...):` (`Acting`), which puts the
outer effect back when the block ends, however it ends. So an effect applied within another
(a move within a Special, counters placed within a card's window hook) leaves the outer one as
it found it. Card hooks never read it from the turn: the hooks that depend on what is acting
(cards/registry.EFFECT_HOOKS) receive it as their last argument, from the action that calls
them. A check may be asked under an effect other than the one in force without touching the
turn: a Special against the cards that forbid plays (`playing_special`), an aura's power against
the protections (`source_type`, cards/registry.refusable_aura).

Fields (the flag of the turn each replaces, before issue 30):
- `rule`: the rule a card operation is logged under (`Turn.log`): the base abilities', or a
  scripted event's window while the event is applied (`acting_rule`).
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
- `playing_special`: True while a Special is checked against `forbid_play` hooks ("other
  players cannot play Specials") (`playing_special`).
- `special`, `special_by`: while a Special's ability is applied (a scripted "special" event) and
  the hooks that hear of it run (`on_special`, `on_powered`...), the card and its player, else
  None (`special_played`, `special_by`): Alien Guru, Forgotten Horrors.
- `touched`: the list (base, card as it was) of the cards that Special's effect changed or
  removed, which the actions append to (`replace_card`, `remove_card`); also set while a card's
  window hook that is its printed Special runs (was that Special used?), and while a played
  card's own ability or a Talent resolves in the Play phase (the hooks that hear of the play or
  the Talent receive it: Foxy Green, Fort Titanosaurus); else None (`special_touched`). The list
  is the one mutable part: the effect that holds it is not.
- `special_in_play`: True while the Special applied is that of a card already in play (used,
  not played now) (`special_in_play`).
- `source`, `controller` (issue 27): while a played card's own ability resolves (the Play
  phase), that card and the player who played it; else None. The actions it takes are that
  card's effect (`source_type` is its type, `by` of its actions its player).
- `special_acting`: True while the Special's own effect runs (not the hooks that hear of it): the
  cards it acts on for its player may be redirected (the `redirect` hook, Ensign)
  (`special_acting`).
- `event`: while a scripted `special` event's Special is applied, that event's index (its
  decisions are given as that event's `choose`: Journal.assume lists them with it); else None.
- `asking`: True while the protections are asked about a card a decision may pick, or why a
  pick is refused (plays/context.Play.refusal): nothing acts yet, so a protection that acts
  when it refuses (Hideout destroys itself) must not act, and a target it only absorbs stays
  a legal one.
- `resolved_to`: while a card's ability plays an extra one-shot action that then goes to
  another player's hand instead of its owner's discard pile (The Perfect Gift, Anansi the
  Spider), a function of that action giving the player whose hand it goes to (the ability's
  decision, asked once the action is resolved); else None. PlayPhase._play_card reads it for
  the extra card it resolves.
- `uncover_decides`: while a played card uncovers a buried card (Lost Knowledge, Pyramid
  Engineer, Seal the Tomb), a function (base, uncovered card, candidates, what) giving the
  uncovered card's "when uncovered" pick from that play's `choose.then` (Tomb Trap's "may
  destroy"), or None; else None. The on_uncovered hooks receive the effect.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, NamedTuple

from . import rules as R

if TYPE_CHECKING:
    from .model import Card
    from .table import BaseState
    from .turn import Turn


class Effect(NamedTuple):
    """What is acting now (see the module docstring for each field)."""

    rule: str = R.BASE_ABILITIES
    to: BaseState | None = None
    source_type: str | None = None
    by: str | None = None
    playing_special: bool = False
    special: Card | None = None
    special_by: str | None = None
    touched: list[tuple[BaseState, Card]] | None = None
    special_in_play: bool = False
    special_acting: bool = False
    source: Card | None = None
    controller: str | None = None
    event: int | None = None
    asking: bool = False
    resolved_to: Callable[[Card], str | None] | None = None
    uncover_decides: Callable[..., tuple[BaseState, Card] | None] | None = None


# Nothing particular acting: the effect of a turn between actions.
NO_EFFECT = Effect()

# Each field's position in an Effect (replaced()).
_POSITIONS = {name: i for i, name in enumerate(Effect._fields)}
_new_tuple = tuple.__new__


def replaced(effect: Effect, fields: dict) -> Effect:
    """`effect._replace(**fields)` without the named tuple's generic path (a call through
    map and _make): Turn.acting runs around every move, event and play (KeyError for an
    unknown field, as _replace's ValueError names it)."""
    values = list(effect)
    for name, value in fields.items():
        values[_POSITIONS[name]] = value
    return _new_tuple(Effect, values)


class Acting:
    """`with turn.acting(...)`: `effect` in force on `turn` for the time of the block, and the
    effect in force before it put back after (a class rather than a generator-based context
    manager: it runs around every move, event and card window hook)."""

    __slots__ = ("turn", "effect", "outer")

    def __init__(self, turn: Turn, effect: Effect) -> None:
        self.turn = turn
        self.effect = effect

    def __enter__(self) -> Effect:
        turn = self.turn
        self.outer = turn.effect
        turn.effect = self.effect
        return self.effect

    def __exit__(self, *exc_info: object) -> None:
        self.turn.effect = self.outer
