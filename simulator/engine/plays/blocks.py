"""Building blocks of play abilities: one way to write each common play-time effect.

Each function returns an `act(play)` for registry.applied(...). Cards with the same printed
effect use the same block with the same arguments (one implementation, one status).

`where`: "here" (the base the card is on / was played on), "everywhere", "elsewhere";
`controller`: None (any), "own", "others"; `power_max`: current power, inclusive.
The `what` texts are infinitives in our own words, English and French.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .context import Play

if TYPE_CHECKING:
    from ..model import Card

Loc = tuple[str, str]
# An act; the blocks below return whether it acted (a card drawn only then: Get Down Tonight).
Act = Callable[[Play], object]

_WHERE = {
    "here": (" here", " d'ici"),
    "everywhere": ("", ""),
    "elsewhere": (" on another base", " d'une autre Base"),
}


def minion_words(
    where: str = "here", controller: str | None = None, power_max: int | None = None
) -> Loc:
    """ "a minion here", "one of your minions", "another player's minion of power 2 or less"."""
    if controller == "own":
        en, fr = "one of your minions", "une de vos Créatures"
    elif controller == "others":
        en, fr = "another player's minion", "une Créature d'un autre joueur"
    else:
        en, fr = "a minion", "une Créature"
    if power_max is not None:
        en += f" of power {power_max} or less"
        fr += f" de Force {power_max} ou moins"
    at_en, at_fr = _WHERE[where]
    return en + at_en, fr + at_fr


def _verb(verb: Loc, words: Loc) -> Loc:
    return f"{verb[0]} {words[0]}", f"{verb[1]} {words[1]}"


DESTROY = ("destroy", "détruire")
RETURN = ("return to its owner's hand", "renvoyer dans la main de son propriétaire")
MOVE = ("move", "déplacer")


def destroy_minion(
    *,
    may: bool,
    where: str = "here",
    controller: str | None = None,
    power_max: int | None = None,
) -> Act:
    """Destroy one minion (choose "card")."""
    what = _verb(DESTROY, minion_words(where, controller, power_max))
    return _remove_one(what, may, where, controller, power_max, "destroy", Play.destroy)


def _remove_one(
    what: Loc,
    may: bool,
    where: str,
    controller: str | None,
    power_max: int | None,
    protection: str,
    remove: Callable[..., object],
) -> Act:
    """An act taking one picked minion out of play (choose "card"): `remove(play, base,
    card)`, among the minions `protection` does not keep from it."""

    def act(play: Play) -> None:
        # The protections asked by the pick (lazily: the card named alone when a choose names
        # one), as move_minion's and _on_one_minion's.
        found = play.pick_card(
            play.minions(
                where,
                controller=controller,
                power_max=power_max,
                affectable=False,
                only=play.given("card"),
            ),
            may=may,
            what=what,
            protection=protection,
        )
        if found is not None:
            remove(play, *found)

    return act


def return_minion(
    *,
    may: bool,
    where: str = "here",
    controller: str | None = None,
    power_max: int | None = None,
) -> Act:
    """Return one minion to its owner's hand (choose "card")."""
    words = minion_words(where, controller, power_max)
    what = (
        f"return {words[0]} to its owner's hand",
        f"renvoyer {words[1]} dans la main de son propriétaire",
    )
    return _remove_one(what, may, where, controller, power_max, "return", Play.return_to_hand)


def move_minion(
    *,
    may: bool,
    where: str = "everywhere",
    to: str = "any",
    controller: str | None = None,
    power_max: int | None = None,
) -> Act:
    """Move one minion to another base (choose "card" and "to"). `to`: "any" (any other base),
    "here" (to the card's base, from another), "away" (from here to another base)."""
    words = minion_words(where, controller, power_max)
    dest = {
        "any": ("to another base", "vers une autre Base"),
        "here": ("here", "ici"),
        "away": ("to another base", "vers une autre Base"),
    }[to]
    what = (f"move {words[0]} {dest[0]}", f"déplacer {words[1]} {dest[1]}")

    def act(play: Play) -> bool:
        here = play.here()
        choose = play.choose
        if to == "here" and here is not None and choose and "card" in choose and "to" not in choose:
            # The destination is fixed: a choose naming the card alone is the whole decision.
            play.choose = {**choose, "to": here.id}

        def bases(base, card):
            if to == "here":
                return [here] if here is not None and base is not here else []
            return [b for b in play.bases if b is not base]

        found = play.pick_card_and_base(
            play.minions(
                where,
                controller=controller,
                power_max=power_max,
                affectable=False,
                only=play.given("card"),
            ),
            bases,
            may=may,
            what=what,
            protection="move",
        )
        return found is not None and play.move(*found)

    return act


def _on_one_minion(
    what: Loc,
    may: bool,
    where: str,
    controller: str | None,
    other: bool,
    change: Callable[[Play, tuple], object],
) -> Act:
    """An act changing one minion the player picks (choose "card"): `change(play, (base,
    card))` once it is picked; the act returns whether the change happened."""

    def act(play: Play) -> bool:
        found = play.pick_card(
            play.minions(
                where, controller=controller, other=other, affectable=False, only=play.given("card")
            ),
            may=may,
            what=what,
            protection="affect",
        )
        return found is not None and bool(change(play, found))

    return act


def boost_minion(
    amount: int,
    *,
    may: bool = False,
    where: str = "everywhere",
    controller: str | None = None,
    other: bool = True,
    until: Loc | None = None,
) -> Act:
    """One minion gets `amount` power until the end of the turn (choose "card"); `until`: how
    long it lasts when longer (Play.boost)."""
    words = minion_words(where, controller)
    sign = f"{amount:+d}"
    lasting = until or ("until the end of the turn", "jusqu'à la fin du tour")
    what = (
        f"give {words[0]} {sign} power {lasting[0]}",
        f"donner {sign} de Force à {words[1]} {lasting[1]}",
    )

    return _on_one_minion(
        what, may, where, controller, other, lambda play, found: play.boost(*found, amount, until)
    )


def counters_on_minion(
    count: int,
    *,
    may: bool = False,
    where: str = "everywhere",
    controller: str | None = None,
    other: bool = True,
) -> Act:
    """`count` +1 power counters on one minion (choose "card")."""
    words = minion_words(where, controller)
    what = (
        f"place {count} +1 power counter(s) on {words[0]}",
        f"placer {count} marqueur(s) Force +1 sur {words[1]}",
    )

    return _on_one_minion(
        what, may, where, controller, other, lambda play, found: play.add_counters(*found, count)
    )


def extra_play(
    kind: str,
    count: int = 1,
    *,
    power_max: int | None = None,
    here: bool = False,
    ok: Callable[[Card, Any], Loc | None] | None = None,
    kind_text: Loc | None = None,
) -> Act:
    """The player may play `count` extra minions or actions (of printed power `power_max` or
    less, on the card's base with `here`, that `ok` accepts): Play.extra_play, which plays now
    the card choose.play names and grants the others to later play events."""

    def act(play: Play) -> None:
        base = play.here() if here else None
        play.extra_play(kind, count, power_max=power_max, base=base, ok=ok, kind_text=kind_text)

    return act


def note(en: str, fr: str) -> Act:
    """An act that only says what the player does by hand (hands, decks, draws), logged."""

    def act(play: Play) -> None:
        play.log((en, fr))

    return act


def both(*acts: Act) -> Act:
    """Several effects of one card, in the printed order."""

    def act(play: Play) -> None:
        for one in acts:
            one(play)

    return act
