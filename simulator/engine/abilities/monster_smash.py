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


_FIRST_HERE: M.Loc = (
    "{name}: the first minion played here this turn (the run's first is taken as the turn's "
    "first; {player} declines this base's choice if one was played here earlier)",
    "{name} : la première Créature jouée ici ce tour (la première de la simulation est prise "
    "pour la première du tour ; {player} refuse le choix de cette Base si une a été jouée ici "
    "avant)",
)
_FIRST_HERE_ASSUMED: M.Loc = (
    "no choice was given: {card} is taken as the first minion played here this turn (it is "
    'the run\'s first play here; a choice for {name} with "choose": null says one was played here '
    "earlier this turn, and then {name} does nothing)",
    "aucun choix n'a été donné : {card} est prise pour la première Créature jouée ici ce tour "
    "(c'est la première de la simulation ; un choix pour {name} avec \"choose\": null dit qu'une "
    "autre y a été jouée plus tôt dans le tour, et {name} ne fait alors rien)",
)
_NOT_FIRST_HERE: M.Loc = (
    "nothing from {name}, {player} declined: not the first minion played here this turn",
    "rien de {name}, {player} refuse : ce n'est pas la première Créature jouée ici ce tour",
)


def _first_minion_here(game, base, card, how, slug: str, name: str) -> M.Loc | None:
    """Why `card`, a minion just played here, is the first minion played here this turn (by
    anyone), or None. The turn before the run is not known: the run's first play here is taken
    as the turn's first, unless its controller declines this base's choice."""
    player = card.controller
    if how != "play" or not card.is_minion or player is None:
        return None
    if not game.flag(slug, base.id) or card not in base.cards:
        return None
    choice = game.choice_for(base.id, player)
    if choice is not None and choice.declined:
        en, fr = _NOT_FIRST_HERE
        game.log_card(
            base, card, (en.format(name=name, player=player), fr.format(name=name, player=player))
        )
        return None
    if choice is None:
        # A decision taken for the player: listed, with the choose that declines it.
        en, fr = _FIRST_HERE_ASSUMED
        game.assume(
            base.id,
            player,
            slug,
            {},
            (
                en.format(name=name, player=player, card=card.label()),
                fr.format(name=name, player=player, card=card.label()),
            ),
        )
    en, fr = _FIRST_HERE
    return en.format(name=name, player=player), fr.format(name=name, player=player)


def _moot_site(game, base, card, how, by) -> None:
    """The turn's first minion played here has 2 more power for the rest of the turn."""
    why = _first_minion_here(game, base, card, how, "moot-site", "Moot Site")
    if why is not None:
        game.boost(base, card, 2, why)


def _laboratorium(game, base, card, how, by) -> None:
    """The first minion played here each turn gets a +1 power counter (its controller's)."""
    why = _first_minion_here(game, base, card, how, "laboratorium", "Laboratorium")
    if why is not None:
        game.add_counters(base, card, 1, why)


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
    modelled(
        "laboratorium",
        "The first minion played here each turn gets a counter (the run's first play here is "
        "taken as the turn's first).",
        box=BOX,
        on_enter=_laboratorium,
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
    modelled(
        "moot-site",
        "First minion played here in a turn: +2 this turn (the run's first play here is taken "
        "as the turn's first).",
        box=BOX,
        on_enter=_moot_site,
    ),
    no_effect("standing-stones", "A talent can be used twice here.", box=BOX),
)
