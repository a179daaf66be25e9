"""Talents of the first five boxes (issue 27): acts run by a scripted "talent" event.

A Talent is used once in each of its controller's Play phases (Grosse Boîte pour Geek booklet
p. 5). Each act here is the Talent of one card, written with context.Play like a played card's
ability; the box modules register it (`applied(key, talent=...)`). `play.card` is the card
using its Talent, as it is in play; for an action on a minion, game.attached gives the minion.
"""

from __future__ import annotations

from . import blocks as B
from . import shared as S
from .context import Play

Loc = tuple[str, str]


def polar_commando(play: Play) -> None:
    """POD: a +1 power counter on this minion or on a minion in play (on any base: the text
    names none) with less power than it."""
    found = S.in_play(play)
    if found is None:
        return
    base, me = found
    mine = play.power(base, me)
    weaker = play.minions("everywhere", ok=lambda b, c: play.power(b, c) < mine)
    pick = play.pick_card(
        [found, *weaker],
        may=False,
        what=(
            "place a +1 power counter on it or a minion with less power",
            "placer un marqueur Force +1 sur elle ou une Créature de Force inférieure",
        ),
    )
    if pick is not None:
        play.add_counters(*pick, 1)


def captain_ahab(play: Play) -> None:
    """Move this minion to a base that has one of its player's actions played on it: on the
    base itself, not on one of its minions (as Steam Man reads the same words, and Ornate
    Dome's clarification tells the actions on a base from those on its minions)."""
    found = S.in_play(play)
    if found is None:
        return
    base, me = found
    targets = [
        b
        for b in play.bases
        if b is not base
        and any(
            c.type == "action" and c.controller == play.player and c.attached_to is None
            for c in b.cards
        )
    ]
    # A base that refuses the move (Mo'ai's) is no option; named, a warning says why.
    dst = play.pick_destination(
        [found],
        targets,
        what=(
            "move this minion to a base that has one of your actions played on it",
            "déplacer cette Créature vers une Base où une de vos Actions est jouée",
        ),
    )
    if dst is not None:
        play.move(base, me, dst)


def zeppelin(play: Play) -> None:
    """Move one of your minions from another base to here, or from here to another base."""
    found = S.in_play(play)
    if found is None:
        return
    here = found[0]

    def bases(base, card):
        return [b for b in play.bases if b is not base] if base is here else [here]

    pick = play.pick_card_and_base(
        play.minions("everywhere", controller="own", protection="move"),
        bases,
        may=False,
        what=(
            "move one of your minions to here, or from here",
            "déplacer une de vos Créatures vers ici, ou d'ici",
        ),
    )
    if pick is not None:
        play.move(*pick)


def baboom(play: Play) -> None:
    """An extra action, played on this minion (the extra play granted says so: an action
    played elsewhere is beyond the turn's plays, warned)."""
    found = S.in_play(play)
    if found is None:
        return
    play.extra_play("action", base=found[0], on_card=found[1])


def monkey_on_your_back(play: Play) -> None:
    """Destroy another player's minion here of power 4 or less; this card goes to the bottom
    of its owner's deck."""
    B.destroy_minion(may=False, where="here", controller="others", power_max=4)(play)
    found = S.in_play(play)
    if found is not None:
        play.place_in_deck(*found)


def herr_doktor(play: Play) -> None:
    """A +1 power counter on another one of your minions."""
    B.counters_on_minion(1, where="everywhere", controller="own")(play)


def the_monster(play: Play) -> None:
    """Remove a +1 power counter from this minion to play an extra minion."""
    found = S.in_play(play)
    if found is None or found[1].counters < 1:
        play.cannot(
            ("remove a +1 power counter from it", "retirer un marqueur Force +1 d'elle"),
            ("it has no +1 power counter", "elle n'a pas de marqueur Force +1"),
        )
        return
    play.game.add_counters(found[0], found[1], -1, play.why, play.player)
    play.extra_play("minion")


def teenage_wolf(play: Play) -> None:
    """+1 power until the end of the turn to this minion."""
    found = S.in_play(play)
    if found is not None:
        play.boost(*found, 1)


def leader_of_the_pack(play: Play) -> None:
    """If the minion it is on has the highest power here, an extra action (a "may")."""
    found = S.attached_minion(play)
    if found is None:
        return
    base, minion = found
    mine = play.power(base, minion)
    if all(play.power(base, c) <= mine for c in base.cards if c.is_minion and c is not minion):
        play.extra_play("action")
    else:
        play.cannot(
            ("play an extra action", "jouer une Action supplémentaire"),
            (
                "the minion it is on does not have the highest power here",
                "la Créature qui la porte n'a pas la plus haute Force ici",
            ),
        )


def extra_action(play: Play) -> None:
    play.extra_play("action")
