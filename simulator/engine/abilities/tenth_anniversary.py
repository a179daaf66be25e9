"""10th Anniversary bases."""

from __future__ import annotations

from .. import error_messages as E
from .. import messages as M
from ..model import MINION
from .base import modelled, no_effect, register
from .common import ask, bury, each_brings_a_minion, first_play_by, pick_cards

BOX = "10th Anniversary"


def _mermaid_reef(game, base, card, power) -> int:
    if card.controller != game.active:
        return power - 1 if power > 0 else 0
    return power


_sheep_shrine = each_brings_a_minion("sheep-shrine", M.SHEEP_SHRINE_WHAT, M.SHEEP_SHRINE_WHY)


# Bases whose minions go to their owners' decks, not to the discard pile, after they score.
_MINIONS_TO_DECKS = frozenset({"ritual-site"})

_HALL_OF_FAME_WHY: M.Loc = (
    "Hall of Fame: the first minion {player} plays here in their turn (the run's first is taken "
    "as the turn's first; decline this base's choice if one was played here earlier)",
    "Hall of Fame : la première Créature que {player} joue ici pendant son tour (la première de "
    "la simulation est prise pour la première du tour ; refusez le choix de cette Base si une "
    "autre y a été jouée plus tôt)",
)
_HALL_OF_FAME_ASSUMED: M.Loc = (
    "no choice was given: {card} is taken as the first minion {player} plays here this turn "
    '(it is the run\'s first; a choice for Hall of Fame with "choose": null says one was '
    "played here earlier this turn, and then it gets no +2)",
    "aucun choix n'a été donné : {card} est prise pour la première Créature que {player} joue "
    "ici ce tour (c'est la première de la simulation ; un choix pour Hall of Fame avec "
    "\"choose\": null dit qu'une autre y a été jouée plus tôt dans le tour, et elle n'a alors "
    "pas de +2)",
)
_HALL_OF_FAME_NOT_FIRST: M.Loc = (
    "no +2 from Hall of Fame, {player} declined: not their first minion played here this turn",
    "pas de +2 de Hall of Fame, {player} refuse : ce n'est pas sa première Créature jouée ici "
    "ce tour",
)


def _hall_of_fame(game, base, card, how, by) -> None:
    """The first minion the active player plays here in their turn gains +2 power until the end
    of the turn (so through the Conquest phase). The board does not say what was played before
    the run: the run's first play here is taken as the turn's first, unless the player declines
    this base's choice."""
    player = first_play_by(game, base, card, how, "hall-of-fame", own_turn=True)
    if player is None or card not in base.cards:
        return
    choice = game.choice_for(base.id, player)
    if choice is not None and choice.declined:
        en, fr = _HALL_OF_FAME_NOT_FIRST
        game.log_card(base, card, (en.format(player=player), fr.format(player=player)))
        return
    if choice is None:
        # A decision taken for the player: listed, with the choose that declines it.
        en, fr = _HALL_OF_FAME_ASSUMED
        game.assume(
            base.id,
            player,
            "hall-of-fame",
            {},
            (
                en.format(player=player, card=card.label()),
                fr.format(player=player, card=card.label()),
            ),
        )
    en, fr = _HALL_OF_FAME_WHY
    game.boost(base, card, 2, (en.format(player=player), fr.format(player=player)))


def _boneyard(game, yard, base, cards) -> None:
    """POD: once during your turn, after a minion you own of power 3 or less goes to the discard
    pile from another base, you may bury it here (printed power: it is in the discard pile)."""
    if base is yard or not game.in_play(yard) or ("boneyard", yard.id) in game.flags:
        return
    if base.ability is not None and base.ability.slug in _MINIONS_TO_DECKS:
        return
    player = game.active
    gone = [c for c in cards if c.type == MINION and c.owner == player and c.power <= 3]
    if not gone:
        return
    choice = ask(
        game,
        yard,
        player,
        "boneyard",
        M.BONEYARD_WHAT(),
        lambda: pick_cards((base, c) for c in gone),
    )
    if choice is None:
        return
    if choice.card is None and len(gone) == 1:
        card = gone[0]
    else:
        ids = ", ".join(c.label() for c in gone)
        found = game.chosen_card(
            choice, [(base, c) for c in gone], E.A_MINION_GONE_TO_DISCARD(player=player, ids=ids)
        )
        if found is None:
            return
        card = found[1]
    game.flag("boneyard", yard.id)
    bury(game, yard, card, player, "Boneyard")


def _boneyard_destroyed(game, yard, base, card, by, effect) -> None:
    if base.ability is None or not base.ability.destroy_destination:
        _boneyard(game, yard, base, [card])


register(
    no_effect("mermaid-pool", "Pull another player's minion here.", box=BOX),
    modelled(
        "mermaid-reef",
        "Non-active players' minions here count 1 less.",
        box=BOX,
        contribution=_mermaid_reef,
    ),
    modelled(
        "sheep-shrine",
        "Entering play: everyone may bring one minion in.",
        box=BOX,
        on_placed=_sheep_shrine,
    ),
    no_effect(
        "the-pasture",
        "Moving a minion here drags another one along.",
        box=BOX,
        event_note="its move trigger is not applied to scripted moves: script the second move",
    ),
    modelled(
        "boneyard",
        "Once in your turn, a small minion of yours discarded elsewhere may be buried here.",
        box=BOX,
        any_destroy=_boneyard_destroyed,
        any_discard=_boneyard,
    ),
    no_effect("ossuary", "Bury a small minion from the discard pile here.", box=BOX),
    no_effect("arena", "Extra action or draw after the first minion here.", box=BOX),
    modelled(
        "hall-of-fame",
        "Your first minion played here in your turn has +2 until the turn ends (the run's "
        "first play here is taken as the turn's first).",
        box=BOX,
        on_enter=_hall_of_fame,
    ),
)
