"""Monster Smash bases."""

from __future__ import annotations

from .. import error_messages as E
from .. import messages as M
from ..model import BURIED, MINION, ORIGINAL, POD
from .base import modelled, no_effect, not_simulated, register
from .common import ask, bury, first_in_effect, minions_here, pick_cards

BOX = "Monster Smash"


def _egg_chamber(game, base, card, by) -> M.Loc | None:
    if card.is_minion and card.counters > 0:
        return M.EGG_CHAMBER_PROTECTS()
    return None


def _golem(game, base, standings) -> None:
    for player in game.at_place(standings, 1):
        for other in list(game.bases):
            for card in list(other.cards):
                if card.is_minion and card.controller == player:
                    game.add_counters(other, card, 1, M.GOLEM_WHY(player=player))


def _crypt(game, crypt, base, card, by, effect) -> None:
    # Once for one or more minions a player destroys with one effect (Broadside's two: one
    # counter, one decision).
    if by is None or not card.is_minion or not minions_here(crypt, by):
        return
    if not first_in_effect(game, ("crypt", crypt.id, by), effect):
        return
    choice = ask(
        game, crypt, by, "crypt", M.CRYPT_WHAT(), lambda: pick_cards(minions_here(crypt, by))
    )
    if choice is None:
        return
    found = game.chosen_card(choice, minions_here(crypt, by), E.A_MINION_OF_ON_CRYPT(player=by))
    if found is not None:
        game.add_counters(crypt, found[1], 1, M.CRYPT_WHY(player=by))


def _castle_blood(game, castle, base, card, by, effect) -> None:
    """POD: once per turn, after you destroy a minion on another base, you may bury it here."""
    if by is None or card.type != MINION or base is castle or not game.in_play(castle):
        return
    if base.ability is not None and base.ability.destroy_destination:
        return  # the minion did not go to the discard pile (Tar Pits...): nothing to bury
    if ("castle-blood", castle.id, by) in game.flags:
        return
    choice = ask(
        game,
        castle,
        by,
        "castle-blood",
        M.CASTLE_BLOOD_WHAT(card=card.label()),
        lambda: [{"card": card.id} if card.id is not None else {}],
    )
    if choice is None:
        return
    if choice.card is not None and choice.card != card.id:
        game.reject(choice, "card", E.WHEN_DESTROYED, card=card.label())
        return
    game.flag("castle-blood", castle.id, by)
    bury(game, castle, card, by, "Castle Blood")


def _buried_here(game, base) -> int:
    return -2 * sum(1 for c in base.cards if c.type == BURIED)


register(
    modelled(
        "egg-chamber",
        "Countered minions here are indestructible.",
        box=BOX,
        prevent_destroy=_egg_chamber,
    ),
    no_effect("the-hill", "Start-of-turn move to here.", box=BOX),
    modelled(
        "golem-schloss",
        "After scoring: winner's minions in play get a counter each.",
        box=BOX,
        aliases=("golem-schlo",),
        after_scoring=_golem,
    ),
    no_effect(
        "laboratorium",
        "The first minion played here each turn gets a counter.",
        box=BOX,
        event_note="its once-per-turn play trigger is not applied to scripted plays: add the "
        "counter in the event if it applies",
    ),
    modelled(
        "castle-blood",
        "Breakpoint -2 per buried card here; a minion you destroy elsewhere may be buried here.",
        box=BOX,
        printing=POD,
        breakpoint_delta=_buried_here,
        any_destroy=_castle_blood,
    ),
    not_simulated(
        "castle-blood",
        "Original Castle Blood.",
        "the original printing's text is not in the data, and burying cards did not exist in "
        "Monster Smash: its ability is not the POD one",
        box=BOX,
        printing=ORIGINAL,
    ),
    modelled(
        "crypt",
        "A player who destroys minions anywhere may power up one of theirs here (once per effect).",
        box=BOX,
        any_destroy=_crypt,
    ),
    no_effect(
        "moot-site",
        "First minion played here in a turn: +2 this turn.",
        box=BOX,
        event_note="its once-per-turn play trigger is not applied to scripted plays: put the "
        "+2 in the played card's modifier if it applies",
    ),
    no_effect("standing-stones", "A talent can be used twice here.", box=BOX),
)
