"""Pretty Pretty Smash Up bases."""

from __future__ import annotations

from .. import error_messages as E
from .. import messages as M
from ..model import MINION, ORIGINAL, POD
from .base import modelled, no_effect, register
from .common import ask, minions_elsewhere, pick_cards, protects_current_power

BOX = "Pretty Pretty Smash Up"


def _nine_lives(game, house, base, card) -> bool:
    owner = card.owner
    if game.held_back(base, card, owner, M.NINE_LIVES_WHY()):
        return False
    choice = game.choice_for(house.id, owner)
    if choice is None:
        game.assume(
            house.id,
            owner,
            "the-house-of-nine-lives",
            None,
            M.NINE_LIVES_NONE(card=card.label()),
            options=lambda: [{"card": card.id} if card.id is not None else {}],
        )
        return False
    if choice.declined:
        return False
    if choice.card is not None and choice.card != card.id:
        game.reject(choice, "card", E.WHEN_DESTROYED, card=card.label())
        return False
    game.remove_card(base, card)
    game.add_card(house, card)
    game.log(
        M.NINE_LIVES_MOVED,
        house.id,
        card=card.label(),
        base=base.label(),
        player=owner,
        house=house.label(),
    )
    return True


def _pony_land(game, base, card, by) -> M.Loc | None:
    mine = sum(1 for c in base.cards if c.is_minion and c.controller == card.controller)
    if card.is_minion and mine >= 2:
        return M.PONY_LAND_PROTECTS(player=card.controller)
    return None


def _beautiful_castle(game, base, card, by) -> M.Loc | None:
    """POD Beautiful Castle: the reprint reads the printed power."""
    if card.is_minion and card.power >= 5:
        return M.BEAUTIFUL_CASTLE_PROTECTS()
    return None


# The original Beautiful Castle reads the current power: the official wiki's errata note on the
# POD record says the reprint now checks only the printed power (official-wiki-pod).
_CASTLE_ORIGINAL_PROTECTS = (
    "minions of power 5 or more here (original printing: current power, counters and modifiers "
    "included) ignore opponents' cards",
    "les Créatures de Force 5 ou plus ici (version originale : Force actuelle, marqueurs et "
    "modificateurs compris) ignorent les cartes des adversaires",
)


def _equaria(game, base, card, how, by) -> None:
    """A minion played here lets its player bring one of their minions over from elsewhere."""
    player = card.controller
    if how != "play" or not card.is_minion or player is None:
        return
    candidates = minions_elsewhere(game, base, player)
    if not candidates:
        return
    choice = ask(game, base, player, "equaria", M.EQUARIA_WHAT(), lambda: pick_cards(candidates))
    if choice is None:
        return
    found = game.chosen_card(choice, candidates, E.A_MINION_OF_ELSEWHERE(player=player))
    if found is not None:
        game.move(found[1], found[0], base, player, M.EQUARIA_WHY())


def _ice_castle(game, base, card, player) -> tuple[str, str] | None:
    # No minion may be played here (a minion moved here is not played).
    if card.type == MINION:
        return (
            "Ice Castle: no minion can be played on this base",
            "Ice Castle : aucune Créature ne peut être jouée sur cette Base",
        )
    return None


register(
    no_effect("enchanted-glen", "Card draw for actions on minions here.", box=BOX),
    no_effect("fairy-circle", "Extra play after a minion here.", box=BOX),
    no_effect("cool-cats-alley", "Sacrifice here to draw.", box=BOX),
    modelled(
        "the-house-of-nine-lives",
        "Refuge: a minion dying elsewhere may come here.",
        box=BOX,
        intercept_destroy=_nine_lives,
    ),
    modelled(
        "equaria",
        "Move a minion here after a play here.",
        box=BOX,
        on_enter=_equaria,
    ),
    modelled(
        "pony-land",
        "A player with 2+ minions here: those cannot die.",
        box=BOX,
        prevent_destroy=_pony_land,
    ),
    modelled(
        "beautiful-castle",
        "Protection: printed power 5+ minions here, against opponents.",
        box=BOX,
        printing=POD,
        protects=_beautiful_castle,
    ),
    modelled(
        "beautiful-castle",
        "Protection: power 5+ minions here (current power, before the POD erratum), against "
        "opponents.",
        box=BOX,
        printing=ORIGINAL,
        protects=protects_current_power(5, _CASTLE_ORIGINAL_PROTECTS),
    ),
    modelled(
        "ice-castle",
        "Closed to minion plays.",
        box=BOX,
        forbid_play=_ice_castle,
    ),
)
