"""Big in Japan bases."""

from __future__ import annotations

from functools import partial

from .. import error_messages as E
from .. import messages as M
from ..model import ACTION, ORIGINAL, POD
from .base import modelled, no_effect, not_simulated, register
from .common import minions_here, pick_cards

BOX = "Big in Japan"


# Tokyo's bonus belongs to the player, not to the action played (it stays when that action
# leaves): game.lasting_data[(TOKYO, base id, player)] counts the actions that player played
# here this turn, and the base gives that player 3 power here for each (player_power), with or
# without a minion here.
TOKYO = "tokyo bonus"


def _tokyo(game, base, card, how, by) -> None:
    player = card.controller
    # An action played on a minion here is played on that minion, not on the base: Kaijookey's
    # clarification for the same words in the same box ("actions played on this base": actions
    # on minions do not count).
    if how != "play" or card.type != ACTION or player is None or card.attached_to is not None:
        return
    key = (TOKYO, base.id, player)
    game.lasting_data[key] = game.lasting_data.get(key, 0) + 1
    game.base_power_changed(base)
    game.log(M.TOKYO_BONUS, base.id, player=player)


def _tokyo_power(game, base) -> dict[str, int]:
    data = game.lasting_data
    return {p: 3 * n for p in game.turn_order if (n := data.get((TOKYO, base.id, p)))}


def _akihabara(game, base, card, how, by) -> None:
    if how == "play" and card.is_minion:
        for _, other in minions_here(base, card.controller):
            if other is not card:
                game.add_temp(base, other, 1)
        game.log(M.AKIHABARA_BONUS, base.id, player=card.controller)


def _contribution(game, base, card) -> int:
    if card.is_minion or card.type == ACTION:
        return game.minion_power(base, card) if card.is_minion else card.power + card.modifier
    return 0


def _q_point(game, base) -> None:
    for player in game.turn_order:
        mine = [
            (base, c)
            for c in base.cards
            if c.controller == player and (c.is_minion or c.type == ACTION)
        ]
        if len(mine) < 2:
            continue
        choice = game.choice_for(base.id, player)
        keep = None
        if choice is not None and not choice.declined:
            keep = game.chosen_card(choice, mine, E.MINION_OR_ACTION_HERE(player=player))
        if keep is None:
            best = max(mine, key=lambda item: _contribution(game, base, item[1]))
            keep = best
            game.assume(
                base.id,
                player,
                "q-point",
                {"card": best[1].id},
                M.Q_POINT_KEEP(player=player),
                options=partial(pick_cards, [m for m in mine if m is not best]),
            )
        for _, card in mine:
            if card is not keep[1]:
                game.destroy(base, card, player, M.Q_POINT_WHY())


def _juice_bar(game, base) -> None:
    for player in game.turn_order:
        if not minions_here(base, player):
            continue
        choice = game.choice_for(base.id, player)
        if choice is None:
            game.assume(
                base.id,
                player,
                "juice-bar",
                None,
                M.JUICE_BAR_NONE(player=player),
            )
            continue
        if choice.declined:
            continue
        card = choice.play
        if card is None or not card.is_minion or card.controller != player:
            game.reject(choice, "play", E.PLAY_MINION_OF, player=player)
            continue
        game.played_by_base(card, base, player, M.JUICE_BAR_WHY())


def _moon_dumpster(game, base, card, by) -> M.Loc | None:
    # "You may not move your minions away from this base": only their controller is bound;
    # another player's effect may still move them.
    if by is not None and card.is_minion and card.controller == by:
        return M.MOON_DUMPSTER_HOLDS()
    return None


register(
    no_effect("critter-combat-club", "Extra small minion play here.", box=BOX),
    no_effect("itty-city", "Recycle a minion after a play here.", box=BOX),
    modelled(
        "kaiju-island",
        "No titan clash here; +3 per titan to its controller.",
        box=BOX,
        titan_bonus=3,
        no_titan_clash=True,
    ),
    modelled(
        "tokyo",
        "Action played on this base (not on a minion here): its player has +3 here this turn.",
        box=BOX,
        on_enter=_tokyo,
        player_power=_tokyo_power,
    ),
    modelled(
        "akihabara-high",
        "Minion played here: +1 this turn to its controller's others here.",
        box=BOX,
        on_enter=_akihabara,
    ),
    modelled(
        "q-point",
        "Before scoring: one card left per player here.",
        box=BOX,
        before_scoring=_q_point,
    ),
    modelled(
        "juice-bar",
        "Before scoring: players present may add a minion here.",
        box=BOX,
        printing=POD,
        before_scoring=_juice_bar,
    ),
    not_simulated(
        "juice-bar",
        "Original Juice Bar.",
        "the original printing's ability differs from the POD one and its text is not in the data",
        box=BOX,
        printing=ORIGINAL,
    ),
    modelled(
        "moon-dumpster",
        "Extra small minion play; you may not move your minions away.",
        box=BOX,
        holds=_moon_dumpster,
    ),
)
