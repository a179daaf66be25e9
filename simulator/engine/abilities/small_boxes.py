"""The two-base single-faction boxes: Goblins, Penguins, Knights of the Round Table, Teens,
Slashers and Clowns."""

from __future__ import annotations

from .. import error_messages as E
from .. import messages as M
from ..model import ORIGINAL, POD
from .base import modelled, no_effect, not_simulated, register
from .common import (
    ask,
    minions_here,
    note_on_play,
    pick_cards,
    pick_one,
    protects_current_power,
)


def _protect_big(game, base, card, by) -> M.Loc | None:
    """POD Camelot: the reprint reads the printed power."""
    if card.is_minion and card.power >= 4:
        return M.PROTECT_BIG()
    return None


# The original Camelot reads the current power: the official wiki's errata note on the POD
# record says the reprint changed "power" to "printed power" (official-wiki-pod/smashup-bases.json).
_CAMELOT_ORIGINAL_PROTECTS = (
    "minions of power 4 or more here (original printing: current power, counters and modifiers "
    "included) ignore other players' cards",
    "les Créatures de Force 4 ou plus ici (version originale : Force actuelle, marqueurs et "
    "modificateurs compris) ignorent les cartes des autres joueurs",
)


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


def _camp_gives(game, base, card, by, effect) -> None:
    """After you destroy a minion here, give its power to a minion here until the end of the
    turn (a mandatory pick among the minions left here: the destroyer's own are offered first)."""
    if by is None or not card.is_minion:
        return
    power = game.minion_power(base, card)
    here = minions_here(base)
    candidates = [m for m in here if m[1].controller == by] + [
        m for m in here if m[1].controller != by
    ]
    if power <= 0 or not candidates:
        return
    found = pick_one(game, base, by, "camp-clear-lake", candidates, M.CAMP_GIVE_WHAT())
    if found is not None:
        game.add_temp(base, found[1], power)
        game.log(
            M.CAMP_GIVES, base.id, player=by, power=power, card=card.label(), to=found[1].label()
        )


def _camp_play(game, base, card, how, by) -> None:
    """Once per turn, after you play a card here, you may destroy a minion here of power at most
    the number of your cards here."""
    player = card.controller
    if how != "play" or player is None or ("camp-clear-lake", base.id, player) in game.flags:
        return
    limit = sum(1 for c in base.cards if c.controller == player)
    candidates = [m for m in minions_here(base) if game.minion_power(base, m[1]) <= limit]
    if not candidates:
        return
    choice = ask(
        game,
        base,
        player,
        "camp-clear-lake",
        M.CAMP_DESTROY_WHAT(limit=limit),
        lambda: pick_cards(candidates),
    )
    if choice is None:
        return
    found = game.chosen_card(choice, candidates, E.A_MINION_HERE_AT_MOST(limit=limit))
    if found is not None:
        game.flag("camp-clear-lake", base.id, player)
        game.destroy(base, found[1], player, M.CAMP_DESTROY_WHY(player=player))


register(
    not_simulated(
        "goblin-caves",
        "After scoring, coin flips for VP or discards.",
        "coin flips are random: add the VP won to the players' vp",
        box="Smash Up: Goblins",
    ),
    no_effect(
        "goblin-town",
        "Coin flip for a counter after a play here.",
        box="Smash Up: Goblins",
        event_note="its coin flip after a minion is played here is random: if heads, put the "
        "+1 power counter on the played minion in the event",
        on_enter=note_on_play,
    ),
    no_effect("ice-floe", "Start-of-turn swap with the top card.", box="Smash Up: Penguins"),
    no_effect("the-colony", "Extra play from the deck here.", box="Smash Up: Penguins"),
    modelled(
        "camelot",
        "Protection: printed power 4+ minions here, against others. Its move on your turn is "
        "not applied: type it as a move event.",
        box="Smash Up: Knights of the Round Table",
        printing=POD,
        protects=_protect_big,
    ),
    modelled(
        "camelot",
        "Protection: power 4+ minions here (current power, before the POD erratum), against "
        "others. Its move on your turn is not applied: type it as a move event.",
        box="Smash Up: Knights of the Round Table",
        printing=ORIGINAL,
        protects=protects_current_power(4, _CAMELOT_ORIGINAL_PROTECTS),
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
    modelled(
        "camp-clear-lake",
        "Destroy a weak minion after a play here; a minion you destroy here lends its power.",
        box="Smash Up: Slashers",
        on_enter=_camp_play,
        after_destroy=_camp_gives,
    ),
    no_effect("clown-college", "Recover an action after a play here.", box="Smash Up: Clowns"),
    no_effect("the-big-top", "Reveal and maybe discard after a play here.", box="Smash Up: Clowns"),
)
