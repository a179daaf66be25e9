"""The two-base single-faction boxes: Goblins, Penguins, Knights of the Round Table, Teens,
Slashers and Clowns."""

from __future__ import annotations

from .. import messages as M
from .base import modelled, no_effect, not_simulated, register
from .common import minions_here, pick_one


def _protect_big(game, base, card, by) -> M.Loc | None:
    if card.is_minion and card.power >= 4:
        return M.PROTECT_BIG()
    return None


def _round_table(game, base, card) -> int:
    if not card.is_minion:
        return 0
    for other in base.cards:
        if (
            other is not card
            and other.is_minion
            and other.controller == card.controller
            and other.power == card.power
        ):
            return 1
    return 0


def _cabin(game, base, card) -> int:
    if not card.is_minion:
        return 0
    count = sum(1 for c in base.cards if c.is_minion and c.controller == card.controller)
    return 2 if count >= 2 else 0


def _montridge(game, base, card, how, by) -> None:
    if how != "play" or not card.is_minion:
        return
    candidates = [
        (base, c)
        for c in base.cards
        if c is not card
        and c.is_minion
        and c.controller == card.controller
        and (c.name is None or card.name is None or c.name != card.name)
    ]
    found = pick_one(
        game,
        base,
        card.controller,
        "montridge-high",
        candidates,
        M.MONTRIDGE_WHAT(player=card.controller),
    )
    if found is not None:
        game.add_counters(base, found[1], 1, M.MONTRIDGE_WHY(card=card.label()))


def _nightmare(game, base) -> None:
    minions = minions_here(base)
    if not minions:
        return
    powers = {id(c): game.minion_power(base, c) for _, c in minions}
    low = min(powers.values())
    for _, card in minions:
        if powers[id(card)] == low:
            game.destroy(base, card, None, M.NIGHTMARE_WHY())


register(
    not_simulated(
        "goblin-caves",
        "After scoring, coin flips for VP or discards.",
        "coin flips are random: add the VP won to the players' vp",
        box="Smash Up: Goblins",
    ),
    no_effect("goblin-town", "Coin flip for a counter after a play here.", box="Smash Up: Goblins"),
    no_effect("ice-floe", "Start-of-turn swap with the top card.", box="Smash Up: Penguins"),
    no_effect("the-colony", "Extra play from the deck here.", box="Smash Up: Penguins"),
    modelled(
        "camelot",
        "Protection: printed power 4+ minions here, against others.",
        box="Smash Up: Knights of the Round Table",
        protects=_protect_big,
    ),
    modelled(
        "round-table",
        "Own minions here with matching printed power: +1.",
        box="Smash Up: Knights of the Round Table",
        minion_bonus=_round_table,
    ),
    modelled(
        "cabin-in-the-woods",
        "Two or more of yours here: +2 each.",
        box="Smash Up: Teens",
        minion_bonus=_cabin,
    ),
    modelled(
        "montridge-high",
        "Minion played here: a counter on a differently named one of yours.",
        box="Smash Up: Teens",
        on_enter=_montridge,
    ),
    modelled(
        "nightmare-realm",
        "Before scoring: lowest-power minion(s) here die.",
        box="Smash Up: Slashers",
        aliases=("base",),
        before_scoring=_nightmare,
    ),
    no_effect(
        "camp-clear-lake",
        "Destroy and power swaps after plays here.",
        box="Smash Up: Slashers",
        event_note="its play and destroy triggers are not applied to scripted events",
    ),
    no_effect("clown-college", "Recover an action after a play here.", box="Smash Up: Clowns"),
    no_effect("the-big-top", "Reveal and maybe discard after a play here.", box="Smash Up: Clowns"),
)
