"""What the rest of a turn reads of an advisor's run after its plays (advice_search.py): two
runs with the same state end the turn the same way, so the search resolves one of them."""

from __future__ import annotations

from operator import attrgetter

from .model import Card
from .table import BaseState
from .turn import Turn

# What a card is, as the rest of the turn reads it: a card's fields, and the catalog's (a typed
# Card reads None for those: model.Card's class attributes).
_card_state = attrgetter(*Card.__slots__, "attached_to", "ability", "copies", "buried_as")


def run_state(turn: Turn, parsed: frozenset[int]) -> tuple:
    """What the rest of the turn reads of a run after its plays: the bases and their cards, VP,
    Madness, decks, hands, plays left, lasting effects and once-per-turn flags (caches, the log
    and the warnings aside). Two runs with the same state end the turn the same way.

    A card of the input (`parsed`: their ids; the board keeps them, so an id is never another
    object's) stands for itself: a run never changes a card, it replaces it (model.Card), so the
    same object is the same card, and comparing it costs an identity. A card a run made is
    compared by what it is (_card_state)."""
    return (
        tuple(
            (
                id(b.spec),
                b.id,
                b.modifier,
                b.counters,
                b.temp_modifier,
                tuple(sorted((b.player_power or {}).items())),
            )
            + _cards_state(b, parsed)
            for b in turn.bases
        ),
        tuple(sorted(turn.vp.items())),
        tuple(sorted(turn.madness.items())),
        turn.madness_in_use,
        tuple(id(spec) for spec in turn.deck),
        tuple(id(spec) for spec in turn.base_discard),
        tuple(
            (player, tuple(c.uid for c in cards)) for player, cards in (turn.hands or {}).items()
        ),
        tuple(sorted(turn.hand_size.items())),
        tuple(g.state() for g in turn._grants),
        tuple(sorted(turn._made.items())),
        frozenset(turn._cancelled),
        tuple(sorted(turn._control_until_eot.items(), key=repr)),
        frozenset(turn.flags),
        tuple((b.id, _card_state(c)) for b, c in turn.lasting),
        # Keys of several kinds (a uid, a tuple naming a fact): ordered by their text.
        repr(sorted(turn.lasting_data.items(), key=repr)),
        tuple(sorted(turn.left_powers.items())),
        turn.extra_turn,
        turn._replacement,
        frozenset(turn.played_now),
        frozenset(turn._played_uids),
        frozenset(turn._used_events),
        frozenset(turn._used_choices),
    )


def _cards_state(base: BaseState, parsed: frozenset[int]) -> tuple:
    """The cards of a base, as run_state compares them."""
    if base.pristine:
        return ("as dealt",)  # the spec's own cards (BaseState.pristine): id(spec) says which
    cards = base.cards
    if parsed.issuperset(map(id, cards)):
        return tuple(cards)
    return tuple(c if id(c) in parsed else _card_state(c) for c in cards)
