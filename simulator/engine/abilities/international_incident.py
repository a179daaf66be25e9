"""World Tour: International Incident bases."""

from __future__ import annotations

from functools import partial

from .. import error_messages as E
from .. import messages as M
from .base import modelled, no_effect, register
from .common import ask, first_play_by, minions_here, pick_cards, pick_cards_to

BOX = "World Tour: International Incident"


def _great_white_north(game, base) -> None:
    for player in game.turn_order:
        mine = minions_here(base, player)
        if not mine:
            continue
        others = [b for b in game.bases if b is not base]
        choice = ask(
            game,
            base,
            player,
            "great-white-north-eh",
            M.GREAT_WHITE_NORTH_WHAT(),
            partial(pick_cards_to, mine, others),
        )
        if choice is None:
            continue
        found = game.chosen_card(choice, mine, E.A_MINION_OF_HERE(player=player))
        dst = game.chosen_base(choice, others, E.ANOTHER_BASE())
        if found is not None and dst is not None:
            game.move(found[1], base, dst, player, M.GREAT_WHITE_NORTH_WHY(), bonus=1)


def _syrup(game, base, card, how, by) -> None:
    """A minion played here lets its player pull a rival's minion in from a base where they
    also have one."""
    player = card.controller
    if how != "play" or not card.is_minion or player is None:
        return
    candidates = [
        (other, c)
        for other in game.bases
        if other is not base and minions_here(other, player)
        for c in other.cards
        if c.is_minion and c.controller != player
    ]
    if not candidates:
        return
    choice = ask(
        game,
        base,
        player,
        "strategic-syrup-reserve",
        M.SYRUP_WHAT(),
        lambda: pick_cards(candidates),
    )
    if choice is None:
        return
    found = game.chosen_card(choice, candidates, E.AN_OPPONENTS_MINION_NEAR_YOURS(player=player))
    if found is not None:
        game.move(found[1], found[0], base, player, M.SYRUP_WHY(player=player))


def _dohyo(game, base, card, how, by) -> None:
    """Once a player has played their first minion here during their own turn, they may send a
    rival's minion from this base to another one."""
    player = first_play_by(game, base, card, how, "the-dohyo", own_turn=True)
    if player is None:
        return
    candidates = [(base, c) for c in base.cards if c.is_minion and c.controller != player]
    others = [b for b in game.bases if b is not base]
    if not candidates or not others:
        return
    choice = ask(
        game,
        base,
        player,
        "the-dohyo",
        M.DOHYO_WHAT(),
        lambda: pick_cards_to(candidates, others),
    )
    if choice is None:
        return
    found = game.chosen_card(choice, candidates, E.ANOTHER_PLAYERS_MINION_HERE(player=player))
    dst = game.chosen_base(choice, others, E.ANOTHER_BASE())
    if found is not None and dst is not None:
        game.move(found[1], base, dst, player, M.DOHYO_WHY(player=player))


register(
    no_effect("ringside", "Card draw for hitting opponents' minions here.", box=BOX),
    no_effect("the-squared-circle", "Recover an action after a play here.", box=BOX),
    modelled(
        "great-white-north-eh",
        "Before scoring: one minion each may leave, gaining +1.",
        box=BOX,
        before_scoring=_great_white_north,
    ),
    modelled(
        "strategic-syrup-reserve",
        "Pull another player's minion here after a play here.",
        box=BOX,
        on_enter=_syrup,
    ),
    no_effect("bastion-saint-gervais", "Extra action after one on your minion here.", box=BOX),
    no_effect("the-golden-lily", "End-of-turn draw.", box=BOX),
    no_effect("heya-training-stable", "Start-of-turn counter for a discard.", box=BOX),
    modelled(
        "the-dohyo",
        "Push another player's minion away after a play here.",
        box=BOX,
        on_enter=_dohyo,
    ),
)
