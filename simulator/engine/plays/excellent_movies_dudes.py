"""Play abilities of Excellent Movies, Dudes! (issue 28): Action Heroes, Backtimers,
Extramorphs, Wraithrustlers, both printings.

The `choose` keys these cards read, beyond the usual "card" (one card), "cards" (several
cards), "to" and "base" (a base):
- "cards" for Pushing the Limit: your lone minions that take two +1 power counters (the other
  lone minions' bases give a card drawn instead);
- "play" (and "to"): the extra card played now (Kickboxbro's Talent: an action stored under it).
A Talent is used by a talent event naming the card that has it.
"""

from __future__ import annotations

from collections.abc import Callable

from ..model import ACTION, MINION
from .context import Play
from .registry import (
    CONTINUOUS,
    END_OF_TURN,
    HANDS_ONLY,
    SPECIAL,
    START_OF_TURN,
    applied,
    no_board_effect,
    register,
)

BOX = "Excellent Movies, Dudes!"

Act = Callable[[Play], None]


# --- this box's helpers ----------------------------------------------------------------------


def _draw(play: Play, count: int) -> None:
    play.log((f"its player draws {count} card(s)", f"son joueur pioche {count} carte(s)"))


def _yours_at(play: Play, base) -> list:
    return play.minions(base, controller="own", affectable=False, other=False)


def _alone(play: Play, base) -> bool:
    """The player has exactly one minion on `base` (the Action Heroes' 'only minion')."""
    return len(_yours_at(play, base)) == 1


def _where_is(play: Play, card_id: str):
    found = play.game.find(card_id)
    return None if found is None else found[0]


# --- action heroes ---------------------------------------------------------------------------


def _all_out_of_bubblegum(play: Play) -> None:
    what = ("give one of your minions +2 power", "donner +2 en Force à une de vos Créatures")
    found = play.pick_card(play.minions("everywhere", controller="own"), may=False, what=what)
    if found is None:
        return
    play.boost(*found, 2)
    if _alone(play, found[0]):
        play.extra_play(ACTION)


def _collateral_damage(play: Play) -> None:
    what = ("lower a base's breakpoint by 5", "baisser de 5 la Résistance d'une Base")
    base = play.pick_base(play.bases, may=False, what=what, key="base")
    if base is not None:
        play.breakpoint(base, -5)


def _friends_through_eternity(play: Play) -> None:
    play.log(
        ("its player discards a card from their hand", "son joueur défausse une carte de sa main")
    )
    play.extra_play(ACTION, 2)


def _get_to_the_choppa(play: Play) -> None:
    what = (
        "move one of your minions to another base",
        "déplacer une de vos Créatures vers une autre Base",
    )
    found = play.pick_card_and_base(
        play.minions("everywhere", controller="own", affectable=False),
        lambda b, c: [x for x in play.bases if x is not b],
        may=False,
        what=what,
        protection="move",
    )
    if found is None or not play.move(*found):
        return
    dst = _where_is(play, found[1].id)
    if dst is not None and _alone(play, dst):
        play.extra_play(ACTION)


def _kickboxbro(play: Play) -> None:
    what = (
        "play an action stored under it as an extra action",
        "jouer une Action rangée sous elle comme Action supplémentaire",
    )
    play.play_extra(kind=ACTION, what=what)


def _pushing_the_limit(play: Play) -> None:
    # Each of your lone minions: two +1 power counters ("cards") or a card drawn (the others).
    what = (
        "choose the lone minions of yours taking two +1 power counters (a draw for the others)",
        "choisir vos Créatures seules sur leur Base qui prennent deux marqueurs Force +1 (une "
        "pioche pour les autres)",
    )
    lone = [
        found
        for base in play.bases
        if _alone(play, base)
        for found in _yours_at(play, base)
        if found[1].id is not None
    ]
    ids = [c.id for _, c in lone]
    play.read.add("cards")
    given = play.given("cards")
    if given is None:
        chosen = play.decide([{"cards": tuple(ids)}] if ids else [], may=False, what=what)
        given = () if chosen is None else chosen["cards"]
    if any(i not in ids for i in given):
        play.cannot(
            what,
            (
                f"not a lone minion of yours: {list(given)}",
                f"pas une de vos Créatures seule : {list(given)}",
            ),
        )
        return
    for base, card in lone:
        if card.id in given:
            play.add_counters(base, card, 2)
    if len(ids) > len(set(given)):
        _draw(play, len(ids) - len(set(given)))


def _slo_mo_attack(play: Play) -> None:
    here = play.here()
    what = ("lower this base's breakpoint by 3", "baisser de 3 la Résistance de cette Base")
    if here is None or not _alone(play, here):
        play.cannot(
            what,
            (
                "you do not have exactly one minion here",
                "vous n'avez pas exactement une Créature ici",
            ),
        )
        return
    play.breakpoint(here, -3)


def _the_right_person(play: Play) -> None:
    play.extra_play(MINION)
    play.log(
        (
            "the extra minion goes to a base where you have no minion",
            "la Créature supplémentaire va sur une Base où vous n'avez aucune Créature",
        )
    )
    play.extra_play(ACTION)


def _warbro(play: Play) -> None:
    here = play.here()
    what = (
        "lower by 3 the breakpoint of another base where you have exactly one minion",
        "baisser de 3 la Résistance d'une autre Base où vous avez exactement une Créature",
    )
    bases = [b for b in play.bases if b is not here and _alone(play, b)]
    base = play.pick_base(bases, may=False, what=what, key="base")
    if base is not None:
        play.breakpoint(base, -3)


# --- the registry entries --------------------------------------------------------------------

register(
    # --- action heroes ---
    applied("action-heroes/all-out-of-bubblegum", _all_out_of_bubblegum, box=BOX),
    applied("action-heroes/collateral-damage", _collateral_damage, box=BOX),
    no_board_effect("action-heroes/commandbro", END_OF_TURN, box=BOX),
    no_board_effect("action-heroes/final-stand", SPECIAL, box=BOX),
    applied("action-heroes/friends-through-eternity", _friends_through_eternity, box=BOX),
    applied("action-heroes/get-to-the-choppa", _get_to_the_choppa, box=BOX),
    no_board_effect("action-heroes/gracie-brones", START_OF_TURN, box=BOX),
    no_board_effect("action-heroes/hostage-rescue", HANDS_ONLY, box=BOX),
    applied("action-heroes/kickboxbro", talent=_kickboxbro, box=BOX),
    no_board_effect("action-heroes/lone-wolf", CONTINUOUS, box=BOX, ongoing=True),
    applied("action-heroes/pushing-the-limit", _pushing_the_limit, box=BOX),
    no_board_effect("action-heroes/robobro", CONTINUOUS, box=BOX),
    no_board_effect("action-heroes/rumbro", CONTINUOUS, box=BOX),
    applied("action-heroes/slo-mo-attack", talent=_slo_mo_attack, box=BOX, ongoing=True),
    applied("action-heroes/the-right-person", _the_right_person, box=BOX),
    no_board_effect("action-heroes/walk-away-slowly", SPECIAL, box=BOX),
    applied("action-heroes/warbro", talent=_warbro, box=BOX),
)
