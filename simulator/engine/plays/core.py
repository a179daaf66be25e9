"""Play abilities of the Core Set (issue 27): aliens, dinosaurs, ninjas, pirates.

(The robots, tricksters, wizards and zombies of the box have their own module.)

Summaries and reasons are our own words. The `choose` keys these cards read, beyond the usual
"card" (a minion or action in play), "to" (a destination base) and "play":
- "cards": several cards, in any order: Cannon (up to two minions), Dinghy and Full Sail
  (your minions that move; see below), Disguise (one or two of your minions on one base),
  Poison (the actions on its minion it destroys), Survival of the Fittest (on each base where
  the weakest minions tie, the one destroyed);
- "base": the base Crop Circles empties, Broadside's base, the base Sea Dogs moves from;
- "player": whose minions Broadside destroys;
- "factions": the one faction Sea Dogs names (a list of one slug, "ninjas").
Dinghy and Full Sail move each chosen minion to a base other than its own, and may send them
to different bases (the catalog's clarification, both printings): "order" gives pairs [minion,
base, minion, base...], each minion with its own destination (as Whirlwinds reads it); with
"cards" too, the minions "order" names are among "cards" and the others go to "to". A choice the
text does not allow (a minion not yours or not among "cards", a base not in play, a minion sent
to its own base, more than Dinghy's two) moves none, with the reason in `warnings`; a move a
card or a base refuses is left out with its reason and the others are made. Full Sail's Special
(cards/core.py) reads its event's "card" and "to" (one minion) and "order" (the others).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import messages as M
from ..model import MINION
from . import blocks as B
from . import shared as S
from .registry import (
    CONTINUOUS,
    HANDS_ONLY,
    NO_ABILITY,
    TALENT,
    applied,
    no_board_effect,
    not_simulated,
    register,
)

if TYPE_CHECKING:
    from ..model import Card
    from ..table import BaseState
    from .context import Located, Play

BOX = "Core Set"
Loc = tuple[str, str]

# The reasons of this module (English, French).
AT_SCORING: Loc = (
    "its ability acts before or after a base scores: the engine applies it then",
    "sa capacité agit avant ou après la conquête d'une Base : le moteur l'applique à ce moment-là",
)
END_OF_TURN: Loc = (
    "its ability acts at the end of the turn: the engine applies it then",
    "sa capacité agit à la fin du tour : le moteur l'applique à ce moment-là",
)
SPECIAL_ONLY: Loc = (
    "a Special: it is played before a base scores (a 'special' event), not in the Play phase",
    "une Spéciale : elle se joue avant la conquête d'une Base (événement 'special'), pas "
    "pendant la phase de jeu",
)
TERRAFORMING: Loc = (
    "it swaps a base in play for one searched in the base deck, which is then shuffled (an "
    "order the board cannot know): type the swap as a 'replace_base' event (its cards stay) "
    "and the extra minion as a play",
    "elle échange une Base en jeu contre une Base cherchée dans la pioche des Bases, ensuite "
    "mélangée (un ordre que le plateau ne peut pas connaître) : saisissez l'échange comme "
    "événement 'replace_base' (ses cartes restent) et la Créature supplémentaire comme une "
    "carte jouée",
)
TALENT_LATER: Loc = (
    "its Talent is used later: type its effect as events",
    "son Talent s'utilise plus tard : saisissez son effet comme événements",
)


def _how_many(up_to: int | None) -> Loc:
    """The words "up to N of" or "any number of" (your minions), in English and French."""
    if up_to is None:
        return ("any number of", "autant que voulu de")
    return (f"up to {up_to} of", f"jusqu'à {up_to} de")


def _declined_moves(play: Play, mine: list[Located], what: Loc) -> None:
    """The "may" of moving your minions, not given: declined, with each single move of `mine`
    a card or a base does not refuse as an option."""
    options = [
        {"cards": (card.id,), "to": dst.id}
        for base, card in mine
        for dst in play.bases
        if dst is not base and card.id is not None and not play.move_refused(base, card, dst)
    ]
    play.decide(options, may=True, what=what, keys=("cards", "to"))


def _move_own(up_to: int | None) -> B.Act:
    """Move up to `up_to` (None: any number) of the player's minions to another base (choose
    "cards" and "to": all go there). Whirlwinds' "cards" and "to" (plays/its_your_fault.py);
    Dinghy and Full Sail read more (_move_to_other_bases)."""
    count, count_fr = _how_many(up_to)
    what = (
        f"move {count} your minions to another base",
        f"déplacer {count_fr} vos Créatures vers une autre Base",
    )

    def act(play: Play) -> None:
        mine = play.minions("everywhere", controller="own")
        if play.choose and play.choose.get("cards") is not None:
            play.read |= {"cards", "to"}
            given = play.choose["cards"]
            found = {card.id: (base, card) for base, card in mine}
            wrong = [i for i in given if i not in found]
            if wrong or len(set(given)) != len(given) or (up_to is not None and len(given) > up_to):
                play.cannot(what, M.PLAY_NOT_OPTION(choice=f"cards: {list(given)}"))
                return
            dst = play.game.base_by_id(play.choose.get("to"))
            if dst is None or any(found[i][0] is dst for i in given):
                play.cannot(what, M.PLAY_NOT_OPTION(choice=f"to: {play.choose.get('to')!r}"))
                return
            for card_id in given:
                # A minion whose move there is forbidden stays, with a warning.
                reason = play.move_refused(*found[card_id], dst)
                if reason:
                    play.cannot(what, reason)
                else:
                    play.move(*found[card_id], dst)
            return
        _declined_moves(play, mine, what)

    return act


def _move_to_other_bases(up_to: int | None) -> B.Act:
    """Move up to `up_to` (None: any number) of the player's minions, each to a base other than
    its own: choose "cards" and "to" (all go there), and/or "order" [minion, base, ...] (each to
    its own base: the catalog's clarification of Dinghy and Full Sail, both printings, lets the
    minions go to different bases; the shape Whirlwinds reads)."""
    count, count_fr = _how_many(up_to)
    what = (
        f"move {count} your minions to other bases",
        f"déplacer {count_fr} vos Créatures vers d'autres Bases",
    )

    def act(play: Play) -> None:
        pairs = S.given_ids(play, "order")
        if pairs is not None or play.given("cards") is not None:
            # Every minion of the player's is looked up: one a protection keeps is named with
            # its protector when its move is asked (_move_each_to_its_base).
            yours = play.minions("everywhere", controller="own", affectable=False)
            steps = _own_moves(play, yours, pairs, up_to)
            if isinstance(steps, tuple):
                play.cannot(what, steps)
            else:
                _move_each_to_its_base(play, steps)
            return
        _declined_moves(play, play.minions("everywhere", controller="own"), what)

    return act


def _own_moves(
    play: Play, mine: list[Located], pairs: tuple | None, up_to: int | None
) -> list[tuple[BaseState, Card, BaseState]] | Loc:
    """The moves a Dinghy or Full Sail choose names, (base, minion, destination) in the order
    named, or why the whole choice is not one the text allows (nothing then moves). "cards"
    (with "to" the base of those "order" does not place); "order" pairs, whose minions are
    among "cards" when it is given."""
    cards = play.given("cards")
    if cards is not None:
        play.read |= {"cards", "to"}
    found = {card.id: (base, card) for base, card in mine if card.id is not None}
    pairs = pairs or ()
    if len(pairs) % 2:
        return M.MOVE_OWN_PAIRS(order=", ".join(map(str, pairs)))
    placed = dict(zip(pairs[::2], pairs[1::2], strict=True))
    named = list(cards) if cards is not None else list(pairs[::2])
    twice = next((i for i in named if named.count(i) > 1), None)
    if twice is None and cards is not None:
        twice = next((i for i in pairs[::2] if pairs[::2].count(i) > 1), None)
    if twice is not None:
        return M.MOVE_OWN_TWICE(card=twice)
    if cards is not None:
        stray = next((i for i in placed if i not in cards), None)
        if stray is not None:
            return M.MOVE_OWN_NOT_CHOSEN(card=stray)
    if up_to is not None and len(named) > up_to:
        return M.MOVE_OWN_TOO_MANY(count=len(named), most=up_to)
    to = play.given("to")
    steps = []
    for card_id in named:
        if card_id not in found:
            return M.MOVE_OWN_NOT_YOURS(card=card_id)
        base_id = placed.get(card_id, to)
        if base_id is None:
            return M.MOVE_OWN_NO_DESTINATION(card=card_id)
        dst = play.game.base_by_id(base_id)
        if dst is None:
            return M.MOVE_OWN_NOT_A_BASE(base=base_id)
        base, card = found[card_id]
        if dst is base:
            return M.MOVE_OWN_SAME_BASE(card=card_id, base=base_id)
        steps.append((base, card, dst))
    return steps


def _move_each_to_its_base(play: Play, steps: list[tuple[BaseState, Card, BaseState]]) -> None:
    """Each minion to its own destination, through the play's move (the card is the source):
    every move is asked before any is made (one effect, as shared.move_each asks); one a card
    or a base refuses (a protection, POD Hideout's base...) stays, named in `warnings` with
    the reason, and the others go: the play then acted in part (README: applied)."""
    refused = [play.move_refused(base, card, dst) for base, card, dst in steps]
    going = any(reason is None for reason in refused)
    for (_, card, dst), reason in zip(steps, refused, strict=True):
        if reason is None:
            # Where it is now (an earlier move's reaction may have moved it, or taken it away).
            now = play.game.find(card.id)
            if now is not None and now[0] is not dst:
                play.move(*now, dst)
        else:
            play.cannot(M.MOVE_OWN_STEP(card=card.label(), base=dst.id), reason, partial=going)


# --- aliens ----------------------------------------------------------------------------------


def _collector(play: Play) -> None:
    # A Collector cannot return a Collector (POD text; the original's official clarification).
    what = (
        "return a minion of power 3 or less here (not a Collector) to its owner's hand",
        "renvoyer dans la main de son propriétaire une Créature de Force 3 ou moins d'ici (pas "
        "un Collector)",
    )
    # A minion a protection keeps from being returned (Deep Roots...) is no option; named, it
    # is warned of with its protector.
    candidates = play.minions(
        "here",
        power_max=3,
        ok=lambda b, c: c.key != "aliens/collector",
        affectable=False,
        only=play.given("card"),
    )
    found = play.pick_card(candidates, may=True, what=what, protection="return")
    if found is not None:
        play.return_to_hand(*found)


def _invader(play: Play) -> None:
    play.gain_vp(play.player, 1)


def _crop_circles(play: Play) -> None:
    what = (
        "return each minion of a base to its owner's hand",
        "renvoyer chaque Créature d'une Base dans la main de son propriétaire",
    )
    base = play.pick_base(play.bases, may=False, what=what, key="base")
    if base is None:
        return
    # Protected minions stay (the log says why).
    for where, card in play.minions(base, affectable=False):
        play.return_to_hand(where, card)


def _disintegrator(play: Play) -> None:
    what = (
        "place a minion of power 3 or less at the bottom of its owner's deck",
        "placer une Créature de Force 3 ou moins sous la pioche de son propriétaire",
    )
    found = play.pick_card(play.minions("everywhere", power_max=3), may=False, what=what)
    if found is not None:
        play.place_in_deck(*found)


# --- dinosaurs ---------------------------------------------------------------------------------


def _laseratops(play: Play) -> None:
    # Printed power (the card's own number), not the current power.
    what = (
        "destroy a minion here of printed power 2 or less",
        "détruire une Créature d'ici de Force imprimée 2 ou moins",
    )
    candidates = play.minions(
        "here", ok=lambda b, c: (c.power or 0) <= 2, affectable=False, only=play.given("card")
    )
    found = play.pick_card(candidates, may=True, what=what, protection="destroy")
    if found is not None:
        play.destroy(*found)


def boost_own_minions(play: Play) -> None:
    """Each of the player's minions in play gets +1 power until the end of the turn (only those
    in play now: the official clarifications of Howl and Swashbuckling)."""
    for base, card in play.minions("everywhere", controller="own", affectable=False):
        play.boost(base, card, 1)


def _natural_selection(play: Play) -> None:
    # The target must have less power than one of the player's minions on its base: any
    # minion weaker than the strongest of them qualifies.
    what = (
        "destroy a minion with less power than one of your minions on its base",
        "détruire une Créature de moindre Force qu'une de vos Créatures sur sa Base",
    )

    def weaker(base: BaseState, card) -> bool:
        own = play.minions(base, controller="own", affectable=False)
        mine = [play.power(base, c) for _, c in own]
        return bool(mine) and play.power(base, card) < max(mine)

    # A minion that cannot be destroyed is no target (asked lazily: the named one only).
    found = play.pick_card(
        play.minions("everywhere", ok=weaker, affectable=False, only=play.given("card")),
        may=False,
        what=what,
        protection="destroy",
    )
    if found is not None:
        play.destroy(*found)


def _rampage(play: Play) -> None:
    what = (
        "lower a base's breakpoint by the power of one of your minions there",
        "baisser la Résistance d'une Base de la Force d'une de vos Créatures qui s'y trouve",
    )
    mine = play.minions("everywhere", controller="own", affectable=False)
    found = play.pick_card(mine, may=False, what=what)
    if found is not None:
        # The power now; it is not read again if it changes later (official clarification).
        play.breakpoint(found[0], -play.power(*found))


def _survival_of_the_fittest(play: Play) -> None:
    given = play.choose.get("cards") if play.choose else None
    if given is not None:
        play.read.add("cards")
    for base in list(play.bases):
        minions = play.minions(base, affectable=False)
        if not minions:
            continue
        powers = [play.power(b, c) for b, c in minions]
        low = min(powers)
        if max(powers) == low:
            continue  # no minion there has more power than the weakest
        weakest = [m for m, p in zip(minions, powers, strict=True) if p == low]
        what = (
            f"destroy the weakest minion on {base.id}",
            f"détruire la Créature la plus faible sur {base.id}",
        )
        # A tie is the player's choice among the minions that can be destroyed (one that
        # cannot is no target); a weakest minion that cannot stays (the log says why).
        if len(weakest) > 1 and given is not None:
            picked = [m for m in weakest if m[1].id in given]
            if len(picked) != 1:
                play.cannot(what, M.PLAY_NOT_OPTION(choice=f"cards: {list(given)}"))
                continue
            reason = play.refusal(*picked[0], "destroy")
            if reason:
                play.cannot(what, reason)
                continue
            weakest = picked
        elif len(weakest) > 1:
            able = [m for m in weakest if not play.refusal(*m, "destroy")]
            if able:  # else the first stays, logged
                chosen = play.decide(
                    [{"cards": (c.id,)} for _, c in able if c.id is not None],
                    may=False,
                    what=what,
                    keys=("cards",),
                )
                if chosen is None:
                    continue
                weakest = [m for m in able if m[1].id == chosen["cards"][0]]
        play.destroy(*weakest[0])


def _fort_titanosaurus(play: Play) -> None:
    # It enters by destroying one of its player's minions on its base, then gets as many +1
    # power counters as that minion's power; only if the player has not played a minion this
    # turn (else the titan is still played, and that part is skipped with a warning).
    what = (
        "destroy one of your minions here to bring it in",
        "détruire une de vos Créatures d'ici pour le faire entrer",
    )
    before = S.minions_played_before(play)
    if before:
        play.read.add("card")  # the choice is read, the condition refuses it
        play.cannot(
            what,
            (
                f"its player has played {before} minion(s) this turn before it, and it comes in "
                "this way only if they have played none",
                f"son joueur a joué {before} Créature(s) ce tour-ci avant lui, et il n'entre "
                "ainsi que s'il n'en a joué aucune",
            ),
        )
        return
    found = play.pick_card(
        play.minions("here", controller="own", affectable=False, only=play.given("card")),
        may=False,
        what=what,
        protection="destroy",
    )
    if found is None:
        return
    power = play.power(*found)
    if play.destroy(*found) and power > 0:
        located = play.game.find(play.card.id)
        if located is not None:
            play.add_counters(*located, power)


# --- ninjas ------------------------------------------------------------------------------------


def _disguise(play: Play) -> None:
    # One or two of the player's minions on one base go back to hand; as many extra minions are
    # played there (the next play events).
    what = (
        "return one or two of your minions on one base to hand",
        "reprendre en main une ou deux de vos Créatures d'une même Base",
    )
    groups: list[list[Located]] = []
    for base in play.bases:
        mine = play.minions(base, controller="own")
        groups += [[m] for m in mine]
        groups += [[a, b] for i, a in enumerate(mine) for b in mine[i + 1 :]]
    chosen = S.pick_group(play, groups, may=False, what=what)
    if not chosen:
        return
    base = chosen[0][0]
    for where, card in chosen:
        play.return_to_hand(where, card)
    play.extra_play(MINION, len(chosen), base=base)


def _infiltrate(play: Play) -> None:
    what = ("destroy another action here", "détruire une autre Action d'ici")
    found = play.pick_card(play.actions("here"), may=True, what=what, protection="destroy")
    if found is not None:
        play.destroy(*found)
    play.log(TALENT_LATER)


def _poison(play: Play) -> None:
    target = play.card.attached_to
    what = (
        "destroy actions on the poisoned minion",
        "détruire des Actions sur la Créature empoisonnée",
    )
    on_it = play.actions(ok=lambda b, c: c.attached_to is not None and c.attached_to == target)
    if not on_it:
        return  # "any number" includes none: nothing to decide, nothing to warn of
    # An action a protection keeps from being destroyed (Steam Queen...) is no option; named,
    # it is warned of with its protector and the other named ones are still destroyed.
    for found in play.pick_cards(on_it, up_to=len(on_it), what=what, protection="destroy"):
        play.destroy(*found)


# --- pirates -----------------------------------------------------------------------------------


def _broadside(play: Play) -> None:
    what = (
        "destroy all of one player's minions of power 2 or less on a base where you have a minion",
        "détruire toutes les Créatures de Force 2 ou moins d'un joueur sur une Base où vous avez "
        "une Créature",
    )
    # A player whose minions there all are kept from being destroyed (Wildlife Preserve,
    # Warbot...) is no option there; when the player named one, only that one is asked.
    named = (play.given("base"), play.given("player"))
    options = []
    refused: dict[tuple[str, str], Loc] = {}
    for base in play.bases:
        if not play.minions(base, controller="own", affectable=False, other=False):
            continue
        small = play.minions(base, power_max=2, affectable=False)
        for player in play.game.players:
            theirs = [(b, c) for b, c in small if c.controller == player]
            if not theirs:
                continue
            if named[0] is None or named == (base.id, player):
                reasons = [play.refusal(b, c, "destroy") for b, c in theirs]
                first = reasons[0]
                if first is not None and all(reasons):
                    refused[base.id, player] = first
                    continue
            options.append({"base": base.id, "player": player})
    if named in refused:
        play.read |= {"base", "player"}
        play.cannot(what, refused[named])
        return
    chosen = play.decide(options, may=False, what=what)
    if chosen is None:
        return
    base = play.game.base_by_id(chosen["base"])
    for where, card in play.minions(base, power_max=2, affectable=False):
        if card.controller == chosen["player"]:
            play.destroy(where, card)


def _cannon(play: Play) -> None:
    what = (
        "destroy up to two minions of power 2 or less",
        "détruire jusqu'à deux Créatures de Force 2 ou moins",
    )
    small = play.minions("everywhere", power_max=2, protection="destroy")
    for found in play.pick_cards(small, up_to=2, what=what):
        play.destroy(*found)


def _powderkeg(play: Play) -> None:
    what = (
        "destroy one of your minions and every minion here with as much power or less",
        "détruire une de vos Créatures et chaque Créature de Force égale ou inférieure à côté",
    )
    # A protected choice still destroys the others (official clarification): protected
    # minions are choices too.
    mine = play.minions("everywhere", controller="own", affectable=False)
    found = play.pick_card(mine, may=False, what=what)
    if found is None:
        return
    base, chosen = found
    limit = play.power(base, chosen)
    others = [
        (b, c)
        for b, c in play.minions(base, affectable=False)
        if c.uid != chosen.uid and play.power(b, c) <= limit
    ]
    play.destroy(base, chosen)
    for where, card in others:
        play.destroy(where, card)


def _sea_dogs(play: Play) -> None:
    what = (
        "move all other players' minions of a named faction from one base to another",
        "déplacer toutes les Créatures d'une Faction nommée des autres joueurs d'une Base vers "
        "une autre",
    )
    options = []
    for base in play.bases:
        factions: list[str] = []
        for _, card in play.minions(base, controller="others", affectable=False):
            faction = S.faction(card)
            if faction is not None and faction not in factions:
                factions.append(faction)
        for faction in factions:
            for dst in play.bases:
                if dst is not base and _sea_dogs_can(play, base, faction, dst):
                    options.append({"factions": (faction,), "base": base.id, "to": dst.id})
    src = play.game.base_by_id(play.given("base"))
    dst = play.game.base_by_id(play.given("to"))
    named = play.given("factions")
    if src is not None and dst is not None and src is not dst and named:
        # A destination where none of them may go is given: a warning says why.
        refused = [
            play.move_refused(where, card, dst)
            for where, card in play.minions(src, controller="others", affectable=False)
            if S.faction(card) == named[0]
        ]
        if refused and all(refused):
            play.read |= {"factions", "base", "to"}
            play.cannot(what, refused[0])
            return
    chosen = play.decide(options, may=False, what=what)
    if chosen is None:
        return
    src = play.game.base_by_id(chosen["base"])
    dst = play.game.base_by_id(chosen["to"])
    faction = chosen["factions"][0]
    # Those that may not go there stay (the log says why).
    for where, card in play.minions(src, controller="others", affectable=False):
        if S.faction(card) == faction:
            play.move(where, card, dst)


def _sea_dogs_can(play: Play, base: BaseState, faction: str, dst: BaseState) -> bool:
    """True when at least one of the other players' minions of `faction` on `base` may be moved
    to `dst` (an option of Sea Dogs)."""
    return any(
        S.faction(card) == faction and not play.move_refused(base, card, dst)
        for _, card in play.minions(base, controller="others", affectable=False)
    )


# --- the entries ---------------------------------------------------------------------------------

register(
    # aliens
    applied("aliens/supreme-overlord", B.return_minion(may=True, where="everywhere"), box=BOX),
    applied(
        "aliens/invader",
        _invader,
        box=BOX,
        summary="When played: gain 1 VP.",
        summary_fr="En jeu : gagne 1 PV.",
    ),
    no_board_effect("aliens/scout", AT_SCORING, box=BOX),
    applied("aliens/collector", _collector, box=BOX),
    applied(
        "aliens/abduction",
        B.both(B.return_minion(may=False, where="everywhere"), B.extra_play(MINION)),
        box=BOX,
    ),
    applied("aliens/beam-up", B.return_minion(may=False, where="everywhere"), box=BOX),
    applied("aliens/crop-circles", _crop_circles, box=BOX),
    applied("aliens/disintegrator", _disintegrator, box=BOX),
    applied("aliens/invasion", B.move_minion(may=False), box=BOX),
    no_board_effect("aliens/jammed-signal", CONTINUOUS, box=BOX, ongoing=True),
    no_board_effect("aliens/probe", HANDS_ONLY, box=BOX),
    not_simulated("aliens/terraforming", TERRAFORMING, box=BOX),
    # dinosaurs
    no_board_effect("dinosaurs/king-rex", NO_ABILITY, box=BOX),
    applied("dinosaurs/laseratops", _laseratops, box=BOX),
    not_simulated("dinosaurs/armor-stego", TALENT, box=BOX),
    no_board_effect("dinosaurs/war-raptor", CONTINUOUS, box=BOX),
    applied("dinosaurs/augmentation", B.boost_minion(4, where="everywhere"), box=BOX),
    applied("dinosaurs/howl", boost_own_minions, box=BOX),
    applied("dinosaurs/natural-selection", _natural_selection, box=BOX),
    applied("dinosaurs/rampage", _rampage, box=BOX),
    applied("dinosaurs/survival-of-the-fittest", _survival_of_the_fittest, box=BOX),
    no_board_effect(
        "dinosaurs/tooth-and-claw-and-guns",
        CONTINUOUS,
        box=BOX,
        # The POD record's slug lost a hyphen (as in the card registry).
        aliases=("dinosaurs/tooth-and-clawand-guns",),
        ongoing=True,
    ),
    no_board_effect("dinosaurs/upgrade", CONTINUOUS, box=BOX, ongoing=True),
    applied(
        "dinosaurs/wildlife-preserve", S.discard_others_actions_on_yours, box=BOX, ongoing=True
    ),
    applied(
        "dinosaurs/fort-titanosaurus",
        _fort_titanosaurus,
        box=BOX,
        summary="Titan: if you have played no minion this turn, enters by destroying one of "
        "your minions on its base, with as many +1 power counters as that minion's power.",
        summary_fr="Titan : si vous n'avez joué aucune Créature ce tour-ci, entre en détruisant "
        "une de vos Créatures sur sa Base, avec autant de marqueurs Force +1 que la Force de "
        "cette Créature.",
    ),
    # ninjas
    applied("ninjas/ninja-master", B.destroy_minion(may=True, where="here"), box=BOX),
    # The original card limits it to its own base; the POD text does not.
    applied(
        "ninjas/tiger-assassin",
        B.destroy_minion(may=True, where="here", power_max=3),
        box=BOX,
        summary="When played: may destroy a minion of power 3 or less here.",
        summary_fr="En jeu : peut détruire une Créature de Force 3 ou moins d'ici.",
    ),
    applied(
        "ninjas/tiger-assassin",
        B.destroy_minion(may=True, where="everywhere", power_max=3),
        box=BOX,
        printing="pod",
        summary="When played: may destroy a minion of power 3 or less on any base.",
        summary_fr="En jeu : peut détruire une Créature de Force 3 ou moins sur n'importe "
        "quelle Base.",
    ),
    no_board_effect("ninjas/shinobi", AT_SCORING, box=BOX),
    not_simulated("ninjas/ninja-acolyte", TALENT, box=BOX),
    no_board_effect(
        "ninjas/assassination", END_OF_TURN, box=BOX, printing="original", ongoing=True
    ),
    no_board_effect("ninjas/assassin", END_OF_TURN, box=BOX, printing="pod", ongoing=True),
    applied("ninjas/disguise", _disguise, box=BOX),
    no_board_effect("ninjas/hidden-ninja", SPECIAL_ONLY, box=BOX),
    applied(
        "ninjas/infiltrate",
        _infiltrate,
        box=BOX,
        ongoing=True,
        summary="Played on a base: may destroy another action there; its Talent acts later.",
        summary_fr="Jouée sur une Base : peut y détruire une autre Action ; son Talent agit plus "
        "tard.",
    ),
    applied("ninjas/poison", _poison, box=BOX, ongoing=True),
    applied(
        "ninjas/seeing-stars", B.destroy_minion(may=False, where="everywhere", power_max=3), box=BOX
    ),
    no_board_effect("ninjas/smoke-bomb", CONTINUOUS, box=BOX, ongoing=True),
    applied("ninjas/way-of-deception", B.move_minion(may=False, controller="own"), box=BOX),
    no_board_effect("ninjas/invisible-ninja", HANDS_ONLY, box=BOX),
    # pirates
    no_board_effect("pirates/pirate-king", AT_SCORING, box=BOX),
    no_board_effect("pirates/buccaneer", CONTINUOUS, box=BOX),
    applied("pirates/cut-lass", B.destroy_minion(may=True, where="here", power_max=2), box=BOX),
    no_board_effect("pirates/first-mate", AT_SCORING, box=BOX),
    applied("pirates/broadside", _broadside, box=BOX),
    applied("pirates/cannon", _cannon, box=BOX),
    applied("pirates/dinghy", _move_to_other_bases(2), box=BOX),
    applied("pirates/full-sail", _move_to_other_bases(None), box=BOX),
    applied("pirates/powderkeg", _powderkeg, box=BOX),
    applied("pirates/sea-dogs", _sea_dogs, box=BOX),
    applied("pirates/shanghai", B.move_minion(may=False, controller="others"), box=BOX),
    applied("pirates/swashbuckling", boost_own_minions, box=BOX),
    not_simulated("pirates/the-kraken", TALENT, box=BOX),
)
