"""It's Your Fault! bases."""

from __future__ import annotations

from .. import error_messages as E
from .. import messages as M
from .base import modelled, no_effect, register
from .common import all_minions, ask, first_play_by, minions_here, pick_cards

BOX = "It's Your Fault!"


def _shark_reef(game, base, card, by, effect) -> None:
    if by is None or not card.is_minion:
        return
    mine = [(b, c) for b in game.bases for c in b.cards if c.is_minion and c.controller == by]
    if not mine:
        return
    choice = ask(game, base, by, "shark-reef", M.SHARK_REEF_WHAT(), lambda: pick_cards(mine))
    if choice is None:
        return
    found = game.chosen_card(choice, mine, E.A_MINION_OF(player=by))
    if found is not None:
        game.add_counters(found[0], found[1], 1, M.SHARK_REEF_WHY(player=by))


def _converted_cave(game, base, card, by) -> M.Loc | None:
    if card.is_minion or card.type == "monster":
        if game.minion_power(base, card) <= 2 and (by is None or by != card.controller):
            return M.CONVERTED_CAVE_PROTECTS()
    return None


def _trailer_park(game, base, card, how, by) -> None:
    if how == "move" and (card.is_minion or card.type == "monster"):
        game.add_counters(base, card, 1, M.TRAILER_PARK_WHY())


def _the_deep(game, base, card, how, by) -> None:
    """A minion of power 4+ played here may kill a weaker minion on this base."""
    player = card.controller
    if how != "play" or not card.is_minion or player is None:
        return
    power = game.minion_power(base, card)
    if power < 4:
        return
    candidates = [
        m for m in minions_here(base) if m[1] is not card and game.minion_power(base, m[1]) < power
    ]
    if not candidates:
        return
    choice = ask(
        game,
        base,
        player,
        "the-deep",
        M.THE_DEEP_WHAT(power=power),
        lambda: pick_cards(candidates),
    )
    if choice is None:
        return
    found = game.chosen_card(choice, candidates, E.A_MINION_HERE_WEAKER(power=power))
    if found is not None:
        game.destroy(base, found[1], player, M.THE_DEEP_WHY(player=player))


def _tornado_alley(game, base, card, how, by) -> None:
    """Once a player has played their first minion here this turn, they may bring a minion from
    another base over to this one."""
    player = first_play_by(game, base, card, how, "tornado-alley")
    if player is None:
        return
    candidates = [(b, c) for b, c in all_minions(game) if b is not base and c.is_minion]
    if not candidates:
        return
    choice = ask(
        game,
        base,
        player,
        "tornado-alley",
        M.TORNADO_WHAT(),
        lambda: pick_cards(candidates),
    )
    if choice is None:
        return
    found = game.chosen_card(choice, candidates, E.A_MINION_ON_ANOTHER_BASE())
    if found is not None:
        game.move(found[1], found[0], base, player, M.TORNADO_WHY(player=player))


register(
    no_effect(
        "dragons-lair",
        "Winner draws on scoring.",
        box=BOX,
        reminder="winner: +3 cards in hand (the hands given are not changed for it)",
    ),
    modelled(
        "wyrms-desolation",
        "Minions here: -1 each.",
        box=BOX,
        minion_bonus=lambda game, base, card: -1,
    ),
    no_effect("oracle-at-delphi", "Reveal and maybe draw after a play here.", box=BOX),
    no_effect(
        "wooden-horse",
        "Actions let a minion here gain +2 this turn.",
        box=BOX,
        event_note="its action trigger is not applied to scripted plays: put the +2 in a "
        "minion's modifier",
    ),
    modelled(
        "shark-reef",
        "Minion killed here: its killer may power up one of theirs.",
        box=BOX,
        after_destroy=_shark_reef,
    ),
    modelled(
        "the-deep",
        "A big minion played here may destroy a weaker one.",
        box=BOX,
        on_enter=_the_deep,
    ),
    modelled(
        "converted-cave",
        "Power 2 or less here: safe from everyone but the controller.",
        box=BOX,
        prevent_destroy=_converted_cave,
    ),
    no_effect("crystal-fortress", "Recycle a discarded minion after a play here.", box=BOX),
    modelled(
        "tornado-alley",
        "Move a minion here after the first play here each turn.",
        box=BOX,
        on_enter=_tornado_alley,
    ),
    modelled(
        "trailer-park",
        "Minion moved in: +1 counter.",
        box=BOX,
        on_enter=_trailer_park,
    ),
)
