"""Core set bases."""

from __future__ import annotations

from functools import partial

from .. import error_messages as E
from .. import messages as M
from ..model import MINION, ORIGINAL, POD
from .base import modelled, no_effect, register
from .common import (
    all_minions,
    ask,
    minions_elsewhere,
    minions_here,
    pick_cards,
    pick_cards_to,
    pick_one,
)

BOX = "Core Set"


def _ninja_dojo(game, base, standings) -> None:
    for player in game.at_place(standings, 1):
        choice = ask(
            game,
            base,
            player,
            "ninja-dojo",
            M.NINJA_DOJO_WHAT(),
            lambda: pick_cards(all_minions(game)),
        )
        if choice is None:
            continue
        found = game.chosen_card(choice, all_minions(game), E.A_MINION_IN_PLAY())
        if found is not None:
            game.destroy(found[0], found[1], player, M.NINJA_DOJO_WHY(player=player))


def _grey_opal(game, base, standings) -> None:
    winners = set(game.at_place(standings, 1))
    for player in game.turn_order:
        if player in winners or not minions_here(base, player):
            continue
        others = [b for b in game.bases if b is not base]
        choice = ask(
            game,
            base,
            player,
            "the-grey-opal",
            M.GREY_OPAL_WHAT(),
            partial(pick_cards_to, minions_here(base, player), others),
        )
        if choice is None:
            continue
        found = game.chosen_card(
            choice, minions_here(base, player), E.A_MINION_OF_HERE(player=player)
        )
        dst = game.chosen_base(choice, others, E.ANOTHER_BASE())
        if found is not None and dst is not None:
            game.move(found[1], base, dst, player, M.GREY_OPAL_WHY())


def _tortuga(game, old, new, standings) -> None:
    for player in game.at_place(standings, 2):
        if new is None:
            game.log(M.TORTUGA_NO_BASE, old.id)
            return
        choice = ask(
            game,
            old,
            player,
            "tortuga",
            M.TORTUGA_WHAT(),
            partial(pick_cards, minions_elsewhere(game, new, player)),
        )
        if choice is None:
            continue
        found = game.chosen_card(
            choice, minions_elsewhere(game, new, player), E.A_MINION_OF_ELSEWHERE(player=player)
        )
        if found is not None:
            game.move(found[1], found[0], new, player, M.TORTUGA_WHY())


def _temple_of_goju(game, base, standings) -> None:
    # Each player's highest-power minion here goes to the bottom of its owner's deck; a tie is
    # the player's pick. It takes part in the order of simultaneous after-scoring effects (a
    # First Mate may leave first), so the minions are read when the effect resolves.
    for player in game.turn_order:
        mine = minions_here(base, player)
        if not mine:
            continue
        powers = [game.minion_power(base, c) for _, c in mine]
        top = max(powers)
        tied = [located for located, power in zip(mine, powers, strict=True) if power == top]
        found = tied[0]
        if len(tied) > 1:
            found = pick_one(
                game, base, player, "temple-of-goju", tied, M.GOJU_WHAT(player=player, power=top)
            )
        game.place_in_deck(found[0], found[1], None, M.GOJU_WHY())


_TAR_PITS_INSTEAD = (
    "it goes under its owner's deck rather than to the discard pile (Tar Pits, the turn's first)",
    "elle va sous la pioche de son propriétaire plutôt qu'à la défausse (Tar Pits, la "
    "première du tour)",
)
_TAR_PITS_ASSUMED = (
    "{card} is taken as the first minion here that would be destroyed this turn (the run's "
    "first; the board cannot say that one was saved here earlier this turn), so it goes under "
    "its owner's deck instead",
    "{card} est prise pour la première Créature d'ici qui serait détruite ce tour (la première "
    "de la simulation ; le plateau ne peut pas dire qu'une autre a été sauvée ici plus tôt dans "
    "le tour), donc elle va sous la pioche de son propriétaire à la place",
)
_TAR_PITS_WHY = ("Tar Pits' ability", "capacité de Tar Pits")


def _tar_pits_pod(game, base, card, by) -> M.Loc | None:
    # POD: the first time each turn a minion here would be destroyed, it goes to the bottom of
    # its owner's deck instead; it is not destroyed (no "when destroyed" or "after you destroy"
    # effect for it). Later destructions here this turn are ordinary ones (discard pile). The
    # turn before the Conquest phase is not known: the run's first is taken as the turn's first.
    if not card.is_minion or ("tar-pits", base.id) in game.flags:
        return None
    game.flag("tar-pits", base.id)
    # That reading is a fact the board does not give (listed once: only the first one is saved).
    en, fr = _TAR_PITS_ASSUMED
    game.assume(
        base.id,
        card.owner,
        "tar-pits",
        None,
        (en.format(card=card.label()), fr.format(card=card.label())),
        fact=True,
    )
    game.place_in_deck(base, card, None, _TAR_PITS_WHY)
    return _TAR_PITS_INSTEAD


def _factory(game, base, standings) -> None:
    for s in standings:
        if s.place == 1:
            game.gain_vp(s.player, s.power // 5, base, M.FACTORY_WHY(power=s.power))


def _mall(game, base, standings) -> None:
    for player in game.turn_order:
        count = len(minions_here(base, player))
        game.gain_vp(player, count, base, M.MALL_WHY(count=count))


def _shinies_each(game, base, card, by, effect) -> None:
    if card.type == MINION:
        game.gain_vp(card.owner, 1, base, M.SHINIES_WHY(card=card.label()))


def _shinies_once(game, base, card, by, effect) -> None:
    if card.type == MINION and game.flag("cave-of-shinies", base.id, card.owner):
        game.gain_vp(card.owner, 1, base, M.SHINIES_WHY(card=card.label()))


def _school(game, base, standings) -> int:
    winners = game.at_place(standings, 1)
    if not winners or not game.deck:
        return 0
    player = winners[0]
    top = game.deck[:3]
    choice = game.choice_for(base.id, player)
    index = 0
    if choice is not None and not choice.declined and choice.base_pick is not None:
        ids = [spec.id for spec in top]
        if choice.base_pick in ids:
            index = ids.index(choice.base_pick)
        else:
            game.reject(choice, "base", E.PICK_TOP_BASE, ids=", ".join(ids))
        rest = [spec for spec in top if spec.id != top[index].id]
        if choice.order:
            by_id = {spec.id: spec for spec in rest}
            if sorted(choice.order) == sorted(by_id):
                rest = [by_id[i] for i in choice.order]
            else:
                game.reject(choice, "order", E.ORDER_OTHER_BASES, ids=sorted(by_id))
        game.deck[: len(top)] = [top[index], *rest]
        index = 0
    else:
        game.assume(
            base.id,
            player,
            "school-of-wizardry",
            {"base": top[0].id},
            M.SCHOOL_DEFAULT(player=player, count=len(top)),
            options=lambda: ({"base": spec.id} for spec in top[1:]),
        )
    game.log(
        M.SCHOOL_LOOKS,
        base.id,
        player=player,
        ids=", ".join(s.id for s in top),
        base=game.deck[0].id,
    )
    if len(winners) > 1:
        game.log(M.SCHOOL_TIE, base.id, player=player)
    return index


register(
    no_effect("the-homeworld", "Extra small minion play after playing one here.", box=BOX),
    no_effect(
        "the-mothership",
        "Winner may save a small minion to hand after scoring.",
        box=BOX,
        reminder="winner: one minion (power 3 or less) here back to hand (the hands given are "
        "not changed for it)",
    ),
    no_effect("jungle-oasis", "No ability.", box=BOX),
    no_effect(
        "tar-pits",
        "Destroyed minions here go under their owner's deck.",
        box=BOX,
        printing=ORIGINAL,
        destroy_destination="the bottom of its owner's deck (Tar Pits)",
    ),
    modelled(
        "tar-pits",
        "The turn's first minion that would die here goes under its owner's deck instead "
        "(the run's first counts as the turn's first); later ones are destroyed as usual.",
        box=BOX,
        printing=POD,
        prevent_destroy=_tar_pits_pod,
    ),
    modelled(
        "ninja-dojo",
        "After scoring: winner may kill one minion, anywhere.",
        box=BOX,
        after_scoring=_ninja_dojo,
    ),
    modelled(
        "temple-of-goju",
        "After scoring: top minion of each player here goes to its deck.",
        box=BOX,
        printing=ORIGINAL,
        after_scoring=_temple_of_goju,
    ),
    no_effect(
        "temple-of-goju",
        "Destroyed minions here go under their owner's deck.",
        box=BOX,
        printing=POD,
        destroy_destination="the bottom of its owner's deck (Temple of Goju)",
    ),
    modelled(
        "the-grey-opal",
        "After scoring: non-winners may save a minion to another base.",
        box=BOX,
        after_scoring=_grey_opal,
    ),
    modelled(
        "tortuga",
        "After replacement: runner-up may send a minion to the new base.",
        box=BOX,
        after_replaced=_tortuga,
    ),
    modelled(
        "factory-436-1337",
        "Scoring: winner +1 VP per 5 power here.",
        box=BOX,
        scoring_vp=_factory,
    ),
    modelled(
        "the-central-brain",
        "Minions here: +1 each.",
        box=BOX,
        minion_bonus=lambda game, base, card: 1,
    ),
    modelled(
        "cave-of-shinies",
        "Minion lost here: its owner scores 1 VP (every time).",
        box=BOX,
        printing=ORIGINAL,
        after_destroy=_shinies_each,
    ),
    modelled(
        "cave-of-shinies",
        "Minion lost here: its owner scores 1 VP (once a turn).",
        box=BOX,
        printing=POD,
        after_destroy=_shinies_once,
    ),
    no_effect("mushroom-kingdom", "Start-of-turn minion move.", box=BOX),
    modelled(
        "school-of-wizardry",
        "Winner chooses the next base from the deck's top three.",
        box=BOX,
        choose_replacement=_school,
    ),
    no_effect(
        "the-great-library",
        "Card draw after scoring for those present.",
        box=BOX,
        reminder="players present: 1 card each (the hands given are not changed for it)",
    ),
    no_effect(
        "evans-city-cemetery",
        "Winner refreshes their hand after scoring.",
        box=BOX,
        reminder="winner: new hand of 5 (the hands given are not changed for it)",
    ),
    modelled(
        "rhodes-plaza-mall",
        "Scoring: +1 VP per own minion here, for all.",
        box=BOX,
        scoring_vp=_mall,
    ),
)
