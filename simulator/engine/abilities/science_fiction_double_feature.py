"""Science Fiction Double Feature bases."""

from __future__ import annotations

from .. import error_messages as E
from .. import messages as M
from ..model import ACTION, MINION, MONSTER
from .base import modelled, no_effect, register
from .common import ask, minions_here

BOX = "Science Fiction Double Feature"


def _volcano(game, base) -> None:
    for player in game.turn_order:
        if not minions_here(base, player):
            continue
        choice = game.choice_for(base.id, player)
        if choice is None or choice.declined or choice.play is None:
            if choice is None:
                game.assume(
                    base.id,
                    player,
                    "secret-volcano-headquarters",
                    None,
                    M.VOLCANO_UNKNOWN(player=player),
                )
            continue
        card = choice.play
        if not card.is_minion or card.controller != player:
            game.reject(choice, "play", E.PLAY_REVEALED_MINION, player=player)
            continue
        game.played_by_base(card, base, player, M.VOLCANO_WHY())


_NEXUS_OUT_OF_REACH: M.Loc = (
    "the board gives no base discard pile from before the turn: only a base discarded earlier "
    "in this run can be put on top of the base deck (naming another base is refused as an "
    "unknown base id); to have the winner take an older one, put it on top of base_deck in the "
    "input",
    "le plateau ne donne pas la défausse des Bases d'avant le tour : seule une Base défaussée "
    "plus tôt dans la simulation peut être mise sur la pioche des Bases (en nommer une autre est "
    "refusé comme identifiant de Base inconnu) ; pour que le gagnant en reprenne une plus "
    "ancienne, mettez-la en tête de base_deck dans l'entrée",
)


def _nexus(game, base, standings) -> None:
    winners = game.at_place(standings, 1)
    if not winners:
        return
    player = winners[0]
    choice = ask(
        game,
        base,
        player,
        "the-nexus",
        M.NEXUS_WHAT(),
        lambda: ({"base": spec.id} for spec in game.base_discard),
    )
    if choice is None:
        # The winner may want a base discarded before the turn, which the board cannot hold.
        game.note_not_simulated(base.id, "the-nexus", _NEXUS_OUT_OF_REACH)
        return
    ids = [spec.id for spec in game.base_discard]
    if choice.base_pick not in ids:
        game.note_not_simulated(base.id, "the-nexus", _NEXUS_OUT_OF_REACH)
        game.reject(choice, "base", E.PICK_DISCARDED_BASE, ids=", ".join(ids) or E.NONE_SO_FAR())
        return
    # A base in the discard pile has no cards, counters or modifier: they left play with it.
    spec = game.base_discard.pop(ids.index(choice.base_pick)).bare()
    game.deck.insert(0, spec)
    game.log(M.NEXUS_PUTS, None, player=player, base=spec.id)


def _monkey_lab(game, base, card) -> int:
    """+1 for each action attached to the minion (whoever played it): the actions played on
    it that are still on it."""
    target = card.id
    if target is None:
        return 0
    return sum(1 for c in base.cards if c.type == ACTION and c.attached_to == target)


def _vats_name(card) -> str | None:
    # Two cards are of the same name when they are the same catalog card (either printing),
    # else when their typed names match (play_phase.card_name).
    return getattr(card, "key", None) or card.name


def _vats(game, base, card, player) -> M.Loc | None:
    """No minion is played here while a minion of the same name is here (a card without a name
    is compared with none)."""
    if card.type != MINION:
        return None
    name = _vats_name(card)
    if name is None:
        return None
    for other in base.cards:
        if other.type in (MINION, MONSTER) and other is not card and _vats_name(other) == name:
            return (
                f"The Vats: a minion of the same name is already here ({other.label()})",
                f"The Vats : une Créature du même nom est déjà ici ({other.label()})",
            )
    return None


register(
    modelled(
        "monkey-lab",
        "+1 power to a minion here per action on it (any player's).",
        box=BOX,
        minion_bonus=_monkey_lab,
    ),
    no_effect(
        "primate-park",
        "Winner recovers their attached actions after scoring.",
        box=BOX,
        reminder="winner: attached actions back to hand (the hands given are not changed for it)",
    ),
    no_effect("faceless-city", "Search for a copy after a play here.", box=BOX),
    modelled(
        "the-vats",
        "No minion played here while one of the same name is here.",
        box=BOX,
        forbid_play=_vats,
    ),
    no_effect("isis-swingin-pad", "Look at a deck after a play here.", box=BOX),
    modelled(
        "secret-volcano-headquarters",
        "Before scoring: players present reveal; a minion on top joins here.",
        box=BOX,
        before_scoring=_volcano,
    ),
    modelled(
        "portal-room",
        "Winner plays again next.",
        box=BOX,
        extra_turn=True,
        reminder="winner plays the next turn (the board's next active player is the winner)",
    ),
    modelled(
        "the-nexus",
        "After scoring: winner may stack a discarded base on the deck (only one discarded "
        "earlier in the run: the board holds no base discard pile from before the turn).",
        box=BOX,
        after_scoring=_nexus,
    ),
)
