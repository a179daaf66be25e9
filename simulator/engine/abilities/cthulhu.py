"""The Obligatory Cthulhu Set bases."""

from __future__ import annotations

from .. import error_messages as E
from .. import messages as M
from ..model import MADNESS_DECK, MINION
from .base import modelled, no_effect, register
from .common import all_minions, ask, note_on_play, pick_cards

BOX = "The Obligatory Cthulhu Set"


def _mountains(game, base, card, how, by) -> None:
    if how != "play" or card.type != MINION:
        return
    owner = card.owner
    if sum(game.madness.values()) >= MADNESS_DECK:
        game.log(M.MOUNTAINS_EMPTY, base.id, player=owner)
        return
    game.madness[owner] = game.madness.get(owner, 0) + 1
    game.madness_in_use = True
    game.log(M.MOUNTAINS_DRAW, base.id, player=owner, count=game.madness[owner])
    game.madness_drawn(owner, 1)


def _asylum_empty(player: str) -> tuple[str, str]:
    return (
        f"{player}'s hand is empty after the play: no card to box, so no counter (Asylum)",
        f"la main de {player} est vide après la pose : aucune carte à remettre dans la boîte, "
        "donc pas de marqueur (Asylum)",
    )


def _asylum_boxed(player: str, card: str, left: int) -> tuple[str, str]:
    return (
        f"the choice does not say which card of {player}'s hand goes in the box: {card} of the "
        f"hand given is taken (the hand then holds {left} card(s))",
        f"le choix ne dit pas quelle carte de la main de {player} va dans la boîte : {card} de "
        f"la main donnée est prise (la main a alors {left} carte(s))",
    )


def _asylum_all_played(player: str) -> tuple[str, str]:
    return (
        f"every card of {player}'s hand given is played by a later event: no card to box, so "
        "no counter (Asylum)",
        f"chaque carte de la main donnée de {player} est jouée par un événement suivant : aucune "
        "carte à remettre dans la boîte, donc pas de marqueur (Asylum)",
    )


def _lists_every_card(game, player: str) -> bool:
    """Whether `player`'s hand is given and every card in it is listed (so a boxed card is a
    listed one); False without the hand size (the player is taken to have a card to box)."""
    size = game.hand_size.get(player)
    listed = (game.hands or {}).get(player)
    return size is not None and bool(listed) and len(listed) >= size


def _free_hand_card(game, player: str):
    """The last listed card of `player`'s hand that no event plays, or None."""
    named = {e.card.id for e in game.board.events if e.card is not None and e.card.id}
    listed = (game.hands or {}).get(player) or []
    return next((card for card in reversed(listed) if card.id not in named), None)


def _box_a_hand_card(game, base, player: str) -> None:
    """One card of `player`'s hand goes in the box: the hand size goes down (when given) and,
    when the hand is listed, the last listed card that no event plays leaves it (a fact the
    choice does not give: assumed_choices says which; _asylum checked there is one)."""
    size = game.hand_size.get(player)
    if size is None:
        return  # the hand is not given: the player is taken to have a card to box
    every = _lists_every_card(game, player)
    gone = _free_hand_card(game, player) if every else None
    game.hand_size[player] = max(0, size - 1)
    if gone is None:
        return  # an unlisted card of the hand went
    listed = game.hands[player]
    listed.remove(gone)
    game.assume(
        base.id,
        player,
        "asylum",
        None,
        _asylum_boxed(player, gone.label(), len(listed)),
        fact=True,
    )


def _asylum(game, base, card, how, by) -> None:
    """A player who plays a minion here may put away a card of their hand for good, and then
    gives one of their minions a +1 power counter. With the hand given, an empty hand boxes
    nothing and the boxed card leaves the hand; a hand whose every card a later event plays
    boxes nothing either (a card boxed cannot be played after); without the hand the player is
    taken to have a card to box."""
    player = card.controller
    if how != "play" or not card.is_minion or player is None:
        return
    if game.hand_size.get(player) == 0:
        game.assume(base.id, player, "asylum", None, _asylum_empty(player), fact=True)
        return
    if _lists_every_card(game, player) and _free_hand_card(game, player) is None:
        game.assume(base.id, player, "asylum", None, _asylum_all_played(player), fact=True)
        return
    mine = [(b, c) for b, c in all_minions(game) if c.is_minion and c.controller == player]
    choice = ask(game, base, player, "asylum", M.ASYLUM_WHAT(), lambda: pick_cards(mine))
    if choice is None:
        return
    found = game.chosen_card(choice, mine, E.A_MINION_OF(player=player))
    if found is not None:
        _box_a_hand_card(game, base, player)
        game.add_counters(found[0], found[1], 1, M.ASYLUM_WHY(player=player))


def _antarctic_played(game, base, card, how, by) -> None:
    # A minion played here: its player's one minion play here for this turn is taken.
    if how == "play" and card.is_minion and card.controller is not None:
        game.flag("antarctic-base", base.id, card.controller)


def _antarctic_forbid(game, base, card, player) -> M.Loc | None:
    """One minion played here per player in a turn. The board does not say what was played
    before the run: a minion played here earlier in the turn is not known, so the run's first
    minion play here by each player is allowed."""
    if card.type != MINION or player is None:
        return None
    if ("antarctic-base", base.id, player) not in game.flags:
        return None
    return (
        f"Antarctic Base: {player} already played a minion here this turn (one per turn)",
        f"Antarctic Base : {player} a déjà joué une Créature ici ce tour (une par tour)",
    )


register(
    modelled(
        "antarctic-base",
        "One minion played here per player and turn (the run's first play here is allowed: "
        "plays before the run are not known).",
        box=BOX,
        on_enter=_antarctic_played,
        forbid_play=_antarctic_forbid,
    ),
    no_effect("plateau-of-leng", "Extra same-name minion play here.", box=BOX),
    no_effect("innsmouth", "Recycles a discarded card after a play here.", box=BOX),
    no_effect(
        "ritual-site",
        "Minions here go back into decks after scoring.",
        box=BOX,
        reminder="minions here return into their owners' decks (decks are not tracked)",
    ),
    modelled(
        "mountains-of-madness",
        "Minion played here: its owner takes Madness.",
        box=BOX,
        on_enter=_mountains,
    ),
    no_effect("rlyeh", "Start-of-turn sacrifice for 1 VP.", box=BOX),
    no_effect(
        "arkham-university",
        "Madness for an extra action after a play here.",
        box=BOX,
        aliases=("miskatonic-university",),
        event_note="its optional Madness draw (2 cards) or discard (1 card, for an extra action) "
        "after a minion is played here is not applied: count it in madness",
        on_enter=note_on_play,
    ),
    modelled(
        "asylum",
        "Box a card from hand for a counter after a play here.",
        box=BOX,
        on_enter=_asylum,
    ),
)
