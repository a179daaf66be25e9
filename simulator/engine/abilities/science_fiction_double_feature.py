"""Science Fiction Double Feature bases."""

from __future__ import annotations

from .. import error_messages as E
from .. import messages as M
from .base import modelled, no_effect, not_simulated, register
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
        game.play(card, base, player, M.VOLCANO_WHY())


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


register(
    not_simulated(
        "monkey-lab",
        "Boost per attached action (not tracked).",
        "the simulator does not track which actions are attached to which minion: add +1 per "
        "action on a minion to its modifier",
        box=BOX,
    ),
    no_effect(
        "primate-park",
        "Winner recovers their attached actions after scoring.",
        box=BOX,
        reminder="winner: attached actions back to hand (the hands given are not changed for it)",
    ),
    no_effect("faceless-city", "Search for a copy after a play here.", box=BOX),
    no_effect(
        "the-vats",
        "No duplicate minion names here.",
        box=BOX,
        event_note="play restrictions are not checked for scripted plays",
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
