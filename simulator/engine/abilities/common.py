"""Helpers shared by the box modules: asking a player, listing their minions."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from functools import partial
from typing import TYPE_CHECKING

from .. import error_messages as E
from .. import messages as M
from ..model import MONSTER, Card, Choice

if TYPE_CHECKING:
    from ..effect import Effect
    from ..table import BaseState
    from ..turn import Turn

Located = tuple["BaseState", Card]
# The `choose` objects a decision can take, listed only when the engine assumes one (lazily).
Options = Callable[[], Iterable[dict]]


def first_in_effect(game: Turn, key: tuple, effect: Effect) -> bool:
    """True the first time `key` meets the effect `effect` in this run: a base that acts once
    when "one or more minions" are destroyed by one effect (a card destroying several at once,
    Broadside) acts once for it. Each action that acts for something puts its own effect in
    force (effect.py), so two scripted events, or two cards played, are two effects; the
    effects met are kept (compared by identity) for the run."""
    met = game.lasting_data.setdefault(key, [])
    if any(seen is effect for seen in met):
        return False
    met.append(effect)
    return True


def ask(
    game: Turn,
    base: BaseState,
    player: str,
    slug: str,
    what: M.Loc,
    options: Options | None = None,
) -> Choice | None:
    """A "may" decision: the player's next choice for this base, or None (declined).

    Without a choice in the input the player declines, and the result says so. `what` is the
    decision, an infinitive ("destroy a minion") from the message catalog. `options` lists the
    choices that take it (the result's assumed choice carries them), when the board holds them.
    """
    choice = game.choice_for(base.id, player)
    if choice is None:
        game.assume(
            base.id,
            player,
            slug,
            None,
            M.ASK_NO_CHOICE(player=player, what=what),
            options=options,
            what=what,
        )
        return None
    if choice.declined:
        game.log(M.ASK_DECLINES, base.id, player=player, what=what)
        return None
    return choice


def minions_here(base: BaseState, player: str | None = None) -> list[Located]:
    return [
        (base, c)
        for c in base.cards
        if (c.is_minion and (player is None or c.controller == player))
        or (player is None and c.type == MONSTER)
    ]


def minions_elsewhere(game: Turn, base: BaseState, player: str) -> list[Located]:
    return [
        (other, c)
        for other in game.bases
        if other is not base
        for c in other.cards
        if c.is_minion and c.controller == player
    ]


def all_minions(game: Turn) -> list[Located]:
    return [(b, c) for b in game.bases for c in b.cards if c.is_minion or c.type == MONSTER]


def pick_one(
    game: Turn,
    base: BaseState,
    player: str,
    slug: str,
    candidates: list[Located],
    what: M.Loc,
) -> Located | None:
    """A mandatory pick among candidates: the player's choice, else the first one (recorded).

    `what` names the candidates ("a minion of ann here"), in the log and in an error about the
    choice.
    """
    if not candidates:
        return None
    choice = game.choice_for(base.id, player)
    if choice is not None and not choice.declined:
        found = game.chosen_card(choice, candidates, what)
        if found is not None:
            return found
    default = candidates[0]
    game.assume(
        base.id,
        player,
        slug,
        {"card": default[1].id},
        M.PICK_DEFAULT(player=player, what=what, card=default[1].label()),
        options=lambda: pick_cards(candidates[1:]),
        what=what,
    )
    return default


def pick_cards(candidates: Iterable[Located]) -> Iterator[dict]:
    """A `choose` naming each candidate card (in table order; a card without an id cannot be
    named in a choice)."""
    return ({"card": card.id} for _, card in candidates if card.id is not None)


def pick_cards_to(candidates: Iterable[Located], bases: Iterable[BaseState]) -> Iterator[dict]:
    """A `choose` moving each candidate card to each of `bases` (card by card)."""
    targets = [b.id for b in bases]
    return (
        {"card": card.id, "to": to}
        for _, card in candidates
        if card.id is not None
        for to in targets
    )


def players_from_left(game: Turn) -> tuple[str, ...]:
    order = game.turn_order
    return order[1:] + order[:1]


def first_play_by(
    game: Turn, base: BaseState, card: Card, how: str, slug: str, *, own_turn: bool = False
) -> str | None:
    """The player who just played a minion here, if it is their first play here in this run,
    else None. A base that reacts to a player's first minion played here in a turn takes the run's
    first play as the turn's first (the turn before the Conquest phase is not known): the player
    says otherwise by declining the choice. `own_turn`: only the active player's plays count."""
    player = card.controller
    if how != "play" or not card.is_minion or player is None:
        return None
    if own_turn and player != game.active:
        return None
    return player if game.flag(slug, base.id, player) else None


def note_on_play(game: Turn, base: BaseState, card: Card, how: str, by: str | None) -> None:
    """on_enter of a base whose trigger on a minion played there is not applied: its event_note
    goes to not_simulated when a minion is played there (a move does not trigger it)."""
    ability = base.ability
    if how == "play" and card.is_minion and ability is not None:
        game.note_not_simulated(base.id, ability.slug, (ability.event_note, ability.event_note_fr))


def bury(game: Turn, base: BaseState, card: Card, player: str, slug: str) -> None:
    """A minion that just went to the discard pile is buried on `base` by `player`: it stays its
    owner's card, face down (no power; its ability waits until it is uncovered)."""
    buried = game.face_down(card, card.owner)
    game.add_card(base, buried)
    game.log(M.BURIES, base.id, player=player, card=card.label(), base=base.label(), by=slug)


def each_brings_a_minion(
    slug: str, what: M.Message, why: M.Message
) -> Callable[[Turn, BaseState], None]:
    """The hook of a base on which each player, in turn order, may move one of their minions from
    another base here (`what`: the decision's text, `why`: the move's; Sheep Shrine, Palooza)."""

    def bring(game: Turn, base: BaseState) -> None:
        for player in game.turn_order:
            candidates = minions_elsewhere(game, base, player)
            if not candidates:
                continue
            choice = ask(game, base, player, slug, what(), partial(pick_cards, candidates))
            if choice is None:
                continue
            found = game.chosen_card(choice, candidates, E.A_MINION_OF_ELSEWHERE(player=player))
            if found is not None:
                game.move(found[1], found[0], base, player, why())

    return bring


def current_power_at_least(game: Turn, base: BaseState, card: Card, threshold: int) -> bool:
    """Whether `card` (a minion) has at least `threshold` current power here, other players'
    auras left out of the measure: they are what a protection reading the current power refuses
    (the original Camelot and Beautiful Castle, before the POD erratum to printed power). A
    nested question about the same card (an aura asking whether it may reach the card while its
    power is measured) counts that aura out instead of recursing; the cards being measured are
    kept in the run's lasting data."""
    data = game.lasting_data
    measuring = data.setdefault(_MEASURING, set())
    if card.uid in measuring:
        return True  # asked again while measuring: the other player's aura is refused
    measuring.add(card.uid)
    try:
        return game.minion_power(base, card) >= threshold
    finally:
        measuring.discard(card.uid)
        if not measuring:
            # Nothing kept between questions (the advisor compares runs by their data).
            del data[_MEASURING]


_MEASURING = "measuring-current-power"


def protects_current_power(threshold: int, reason: M.Loc) -> Callable[..., M.Loc | None]:
    """A base's `protects` hook for the minions of at least `threshold` current power here
    (current_power_at_least), refusing with `reason`: the original Camelot (4) and Beautiful
    Castle (5)."""

    def protects(game: Turn, base: BaseState, card: Card, by: str | None) -> M.Loc | None:
        if card.is_minion and current_power_at_least(game, base, card, threshold):
            return reason
        return None

    return protects
