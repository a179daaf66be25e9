"""Play abilities of Half the Battle (issue 28): Adolescent Epic Geckos, G.I. Gerald, Pearl and
the Images, Rulers of the Cosmos. Both printings print the same effects for these cards, so each
entry covers both (`printing=None`).

A fusion is typed as the kind it is played as ("minion" or "action"): the act runs its Minion
ability or its Action ability accordingly.

A card asking whether it is the player's first action of the turn counts their actions played
before it: the board's plays_made (the active player's) and each earlier play event (the extra
card its choose played included). A Talent needing two (other) actions played
this turn counts them the same way, up to the talent event.

The `choose` keys these cards read, beyond the usual "card" (one card), "to" (a base) and
"play" (the extra card played now, with "to"):
- "mode": the effect a Talent (or a card offering two) takes: Gecko Power ("move", "counter"
  or "power"), Kandinsky ("power" or "move"), The Master's Teachings ("power" to take its
  +2, a "may");
- "cards": Hokusai's Talent (one minion per base at most, a +1 power counter on each), Rosie's
  Action (its two +1 power counters, one id per counter);
- "mode" also: Can-Do's Minion ability ("minion" or "action"), Mabel Lean's Minion ability
  ("counter", a "may");
- "base": the base Go, Gerald! and We're Up, You're Down name;
- "mode" also: Pearl's Talent ("power" or "draw"), All's Right with the World's ("all" or
  "each"), Ruby ("power", a "may");
- "order": Crystal's Talent [the other player's minion, yours], Bike Safety [your minion, the
  other player's minion there] (with "to"), Truly Outstanding's counters on your minions (one
  id per counter; "cards" are the other players' minions given one each);
- "cards" also: All's Right with the World's "each" (one minion of each player here);
- "player": whom Jam All Night Long's Talent lets play a small minion here;
- "order" also: the transfers of Dolts, Halfwits, Fools, Morons! (pairs [action, minion, ...]),
  of Mystic Transference's and Powerful Sword's Talents ([action, minion]);
- "mode" also: the id of the minion whose Talent Guy-Man copies (the rest of the choose is that
  Talent's), Magic Weapon's given Talent ("power" or "draw").
A Talent an action gives its minion (Armor of Battle, Fearless Friend, Magic Weapon, Sword That's
Powerful) is used by a talent event naming the action; an action giving one and having its own
(Powerful Sword) uses its own there (the given one is typed by hand).
- Shellback's Action: "mode" is the id of the fusion in play whose Action ability it copies;
  the rest of the choose is that ability's.
"""

from __future__ import annotations

from collections.abc import Callable

from .. import messages as M
from ..model import ACTION, MINION
from . import blocks as B
from . import shared as S
from .context import Loc, Play
from .its_your_fault import transfer_action
from .registry import (
    CONTINUOUS,
    HANDS_ONLY,
    applied,
    lookup,
    no_board_effect,
    not_simulated,
    register,
)

BOX = "Half the Battle"
Act = Callable[[Play], None]

# The reasons of this module (English, French).
SWAP: Loc = (
    "a swap puts a minion in play without playing it (no play used, no 'when played' ability), "
    "which a play ability cannot do: type the minion leaving and the one coming as events",
    "un échange met une Créature en jeu sans la jouer (aucun jeu utilisé, aucune capacité « en "
    "jeu »), ce qu'une capacité jouée ne peut pas faire : saisissez la Créature qui part et "
    "celle qui arrive comme événements",
)


# --- this box's helpers --------------------------------------------------------------------------


def _first_action(play: Play) -> bool:
    return S.played_before(play, ACTION) == 0


def _after_two_actions(play: Play) -> bool:
    """A Talent's condition: two actions or more played this turn (not this card)."""
    if S.played_before(play, ACTION, upto_self=False) >= 2:
        return True
    play.cannot(
        ("use this Talent", "utiliser ce Talent"),
        (
            "fewer than two actions were played this turn",
            "moins de deux Actions ont été jouées ce tour-ci",
        ),
    )
    return False


def _first_or_not(first: Act, then: Act) -> Act:
    """`first` when the card is the player's first action of the turn, else `then`."""

    def act(play: Play) -> None:
        (first if _first_action(play) else then)(play)

    return act


def _fusion(as_minion: Act, as_action: Act) -> Act:
    """A fusion's Minion or Action ability, as it is played."""

    def act(play: Play) -> None:
        (as_minion if play.card.type == MINION else as_action)(play)

    return act


def _draw(count: int) -> Act:
    return B.note(f"draw {count} card(s)", f"piochez {count} carte(s)")


# --- adolescent epic geckos ----------------------------------------------------------------------


def _hokusai_talent(play: Play) -> None:
    # A +1 power counter on at most one minion of each base ("cards"; a "may").
    if not _after_two_actions(play):
        return
    what = (
        "give a minion of each base a +1 power counter",
        "placer un marqueur +1 sur une Créature de chaque Base",
    )
    chosen = play.pick_cards(
        play.minions("everywhere", other=False), up_to=len(play.bases), what=what
    )
    bases = [id(b) for b, _ in chosen]
    if len(set(bases)) != len(bases):
        play.cannot(what, ("two minions of one base", "deux Créatures d'une même Base"))
        return
    for found in chosen:
        play.add_counters(*found, 1)


def _boost_self(amount: int) -> Act:
    def act(play: Play) -> None:
        found = S.in_play(play)
        if found is not None:
            play.boost(*found, amount)

    return act


def _kandinsky_talent(play: Play) -> None:
    # +2 power to itself this turn, or another of your minions moves here.
    if not _after_two_actions(play):
        return
    mode = play.pick_mode(
        [
            ("power", ("+2 power to it", "+2 de Force pour elle")),
            ("move", ("another of your minions here", "une autre de vos Créatures ici")),
        ],
        what=("choose the Talent's effect", "choisir l'effet du Talent"),
    )
    if mode == "power":
        _boost_self(2)(play)
    else:
        B.move_minion(may=False, to="here", controller="own")(play)


def _gecko_power_talent(play: Play) -> None:
    # On the minion it is on: it moves (choose "to"), or a +1 power counter, or +2 power.
    if not _after_two_actions(play):
        return
    found = S.attached_minion(play)
    if found is None:
        return
    base, minion = found
    mode = play.pick_mode(
        [
            ("move", ("move that minion", "déplacer cette Créature")),
            ("counter", ("a +1 power counter on it", "un marqueur +1 sur elle")),
            ("power", ("+2 power to it", "+2 de Force pour elle")),
        ],
        what=("choose the Talent's effect", "choisir l'effet du Talent"),
    )
    if mode == "counter":
        play.add_counters(base, minion, 1)
    elif mode == "power":
        play.boost(base, minion, 2)
    else:
        dst = play.pick_base(
            [b for b in play.bases if b is not base],
            may=False,
            what=(
                "move that minion to another base",
                "déplacer cette Créature vers une autre Base",
            ),
        )
        if dst is not None:
            play.move(base, minion, dst)


def _lasagna_party(play: Play) -> None:
    # The extra minion is played now ("play", "to"); then an extra action (first action), else
    # two +1 power counters on a minion at the base it went to ("card").
    what = (
        "play an extra minion with 2 power or less",
        "jouer une Créature supplémentaire de Force 2 ou moins",
    )
    played = play.play_extra(kind=MINION, power_max=2, what=what)
    if _first_action(play):
        play.extra_play(ACTION)
        return
    if not played:
        return
    found = play.game.find(play.choose["play"].id)
    if found is None:
        return
    target = play.pick_card(
        play.minions(found[0], other=False),
        may=False,
        what=(
            "give a minion there two +1 power counters",
            "y placer deux marqueurs +1 sur une Créature",
        ),
    )
    if target is not None:
        play.add_counters(*target, 2)


def _masters_teachings(play: Play) -> None:
    # Two +1 power counters on one of your minions ("card"); an extra action (first action), else
    # it may get +2 power this turn ("mode": "power").
    target = play.pick_card(
        play.minions("everywhere", controller="own", other=False),
        may=False,
        what=(
            "give one of your minions two +1 power counters",
            "placer deux marqueurs +1 sur une de vos Créatures",
        ),
    )
    if target is not None:
        play.add_counters(*target, 2)
    if _first_action(play):
        play.extra_play(ACTION)
        return
    if target is None:
        return
    chosen = play.decide(
        [{"mode": "power"}],
        may=True,
        what=("give that minion +2 power", "donner +2 de Force à cette Créature"),
    )
    if chosen is not None:
        found = play.game.find(target[1].id)
        if found is not None:
            play.boost(*found, 2)


def _flip_kick(play: Play) -> None:
    _draw(1)(play)
    if _first_action(play):
        play.extra_play(ACTION)
    else:
        _draw(2)(play)


def _breaking_news(play: Play) -> None:
    play.log(
        (
            "look at your deck's top four cards, draw one, put the others back",
            "regardez les quatre cartes du dessus de votre pioche, piochez-en une, replacez les "
            "autres",
        )
    )
    if _first_action(play):
        play.extra_play(ACTION)


_OWN_MOVE = B.move_minion(may=False, controller="own")


# --- g.i. gerald -------------------------------------------------------------------------------


def _can_do_minion(play: Play) -> None:
    # An extra minion of power 2 or less here, or an extra action.
    mode = play.pick_mode(
        [
            ("minion", ("a small extra minion here", "une petite Créature supplémentaire ici")),
            ("action", ("an extra action", "une Action supplémentaire")),
        ],
        what=("choose the extra play", "choisir le jeu supplémentaire"),
    )
    if mode == "action":
        play.extra_play(ACTION)
    else:
        play.extra_play(MINION, base=play.here(), power_max=2)


def _can_do_action(play: Play) -> None:
    play.extra_play(MINION, power_max=2)
    play.extra_play(ACTION)


def _go_gerald(play: Play) -> None:
    # Your minions played on the base this turn: those the turn's events played (a minion in
    # the board at the start of the turn is not known to have been played this turn).
    base = play.pick_base(
        play.bases, may=False, what=("choose a base", "choisir une Base"), key="base"
    )
    if base is None:
        return
    for found in play.minions(base, controller="own"):
        if play.game.played_this_turn(found[1]):
            play.boost(*found, 2)
    play.log(
        (
            "minions played before the board's turn are not known: type their +2 as boosts",
            "les Créatures jouées avant le tour du plateau ne sont pas connues : saisissez leur "
            "+2 comme boosts",
        )
    )


def _mabel_lean_minion(play: Play) -> None:
    # If it is its player's only minion here, it may get a +1 power counter ("mode": "counter").
    found = S.in_play(play)
    if found is None or play.minions(found[0], controller="own", affectable=False):
        return
    chosen = play.decide(
        [{"mode": "counter"}],
        may=True,
        what=("place a +1 power counter on it", "placer un marqueur +1 sur elle"),
    )
    if chosen is not None:
        play.add_counters(*found, 1)


def _obstruction_minion(play: Play) -> None:
    for found in play.minions("here", controller="own", other=False):
        play.boost(*found, 1)


def _obstruction_action(play: Play) -> None:
    found = play.pick_card(
        play.minions("everywhere", power_max=3),
        may=False,
        what=(
            "put a minion with 3 power or less under its owner's deck",
            "placer une Créature de Force 3 ou moins sous la pioche de son propriétaire",
        ),
    )
    if found is not None:
        play.place_in_deck(*found)


def _rosie_action(play: Play) -> None:
    what = (
        "place two +1 power counters in all on your minions",
        "placer deux marqueurs +1 en tout sur vos Créatures",
    )
    counts = S.per_counter(play, play.minions("everywhere", controller="own"), what=what, total=2)
    for card_id, count in (counts or {}).items():
        S.counters_on_id(play, card_id, count)


# The fusions' Action abilities, by key (Shellback copies one of them).
_FUSION_ACTIONS: dict[str, Act] = {}


def _fusion_entry(key: str, as_minion: Act, as_action: Act):
    _FUSION_ACTIONS[key] = as_action
    return applied(key, _fusion(as_minion, as_action), box=BOX)


# The fusions whose abilities act only on hands and decks.
_HANDS_FUSIONS = {"gi-gerald/dice-ninja", "gi-gerald/sawbones"}


def _is_fusion(card) -> bool:
    return card.key in _FUSION_ACTIONS or card.key in _HANDS_FUSIONS


def _shellback_minion(play: Play) -> None:
    # One of your other fusions (not a Shellback) may go back to its owner's hand.
    candidates = play.minions(
        "everywhere",
        controller="own",
        ok=lambda b, c: _is_fusion(c) and c.key != "gi-gerald/shellback",
        protection="return",
    )
    found = play.pick_card(
        candidates,
        may=True,
        what=("return one of your fusions to its hand", "renvoyer une de vos Fusions en main"),
    )
    if found is not None:
        play.return_to_hand(*found)


def _shellback_action(play: Play) -> None:
    # Copy the Action ability of one of your other fusions in play ("mode": its id): it acts
    # as this card's, reading the rest of the choose.
    fusions = [
        (b, c)
        for b in play.bases
        for c in b.cards
        if c.controller == play.player and c.uid != play.card.uid and _is_fusion(c)
    ]
    by_id = {c.id: c for _, c in fusions if c.id is not None}
    chosen = play.decide(
        [{"mode": card_id} for card_id in by_id],
        may=False,
        what=(
            "copy what one of your fusions does as an Action",
            "copier la capacité Action d'une de vos Fusions",
        ),
    )
    if chosen is None:
        return
    fusion = by_id[chosen["mode"]]
    copied = _FUSION_ACTIONS.get(fusion.key)
    if copied is None:
        play.log(
            (
                f"{fusion.label()}'s Action ability acts on hands and decks: do it by hand",
                f"la capacité Action de {fusion.label()} agit sur mains et pioches : faites-la "
                "à la main",
            )
        )
        return
    copied(play)


def _home_safety(play: Play) -> None:
    # The extra minion of power 2 or less is played now ("play", "to"); a fusion's Action
    # ability it may also use is typed by hand (its choose would mix with this card's).
    what = (
        "play an extra minion with 2 power or less",
        "jouer une Créature supplémentaire de Force 2 ou moins",
    )
    if play.play_extra(kind=MINION, power_max=2, what=what) and _is_fusion(play.choose["play"]):
        play.log(
            (
                "you may also use that fusion's Action ability: type it as events",
                "vous pouvez aussi utiliser la capacité Action de cette Fusion : saisissez-la "
                "comme événements",
            )
        )


# --- pearl and the images ----------------------------------------------------------------------


def _pearl_talent(play: Play) -> None:
    # Draw a small minion off the deck's top (by hand), or a minion here gets +1 this turn.
    mode = play.pick_mode(
        [
            ("power", ("+1 power to a minion here", "+1 de Force à une Créature d'ici")),
            ("draw", ("draw a small minion", "piocher une petite Créature")),
        ],
        what=("choose the Talent's effect", "choisir l'effet du Talent"),
    )
    if mode == "draw":
        play.log(
            (
                "draw the deck's top card if it is a minion with 2 power or less",
                "piochez la carte du dessus si c'est une Créature de Force 2 ou moins",
            )
        )
    else:
        B.boost_minion(1, where="here", other=False)(play)


def _crystal_talent(play: Play) -> None:
    # A +1 power counter on another player's minion, to place one on your minion at that base
    # ("order": [theirs, yours]).
    what = (
        "give another player's minion a +1 power counter, then one of yours at that base",
        "donner un marqueur +1 à une Créature adverse, puis à une des vôtres sur cette Base",
    )
    options = [
        {"order": (theirs.id, mine.id)}
        for base, theirs in play.minions("everywhere", controller="others")
        for _, mine in play.minions(base, controller="own", other=False)
    ]
    chosen = play.decide(options, may=False, what=what)
    if chosen is not None:
        theirs, mine = chosen["order"]
        S.counters_on_id(play, theirs, 1)
        S.counters_on_id(play, mine, 1)


def _all_minions_here(amount: int) -> Act:
    def act(play: Play) -> None:
        for found in play.minions("here", other=False):
            play.boost(*found, amount)

    return act


def _ruby(play: Play) -> None:
    chosen = play.decide(
        [{"mode": "power"}],
        may=True,
        what=("give every minion here +1 power", "donner +1 de Force à chaque Créature d'ici"),
    )
    if chosen is not None:
        _all_minions_here(1)(play)


def _alls_right_talent(play: Play) -> None:
    # All minions here +1, or one minion of each player here +2 ("cards").
    mode = play.pick_mode(
        [
            ("all", ("+1 power to every minion here", "+1 de Force à chaque Créature d'ici")),
            ("each", ("+2 power to one minion of each player", "+2 à une Créature par joueur")),
        ],
        what=("choose the Talent's effect", "choisir l'effet du Talent"),
    )
    if mode == "all":
        _all_minions_here(1)(play)
        return
    here = play.minions("here", other=False, affectable=False)
    by_player: dict = {}
    for found in here:
        by_player.setdefault(found[1].controller, []).append(found)
    groups = [[group[0] for group in by_player.values()]] if by_player else []
    given = S.given_ids(play, "cards")
    what = ("give one minion of each player here +2 power", "donner +2 à une Créature par joueur")
    if given is None:
        chosen = S.pick_group(play, groups, may=False, what=what) or []
    else:
        found = {c.id: (b, c) for b, c in here}
        owners = [found[i][1].controller for i in given if i in found]
        if len(owners) != len(given) or len(set(owners)) != len(owners):
            play.cannot(what, ("one minion of each player", "une Créature par joueur"))
            return
        chosen = [found[i] for i in given]
    for found in chosen:
        play.boost(*found, 2)


def _jam_talent(play: Play) -> None:
    # A player ("player"; you may choose yourself) may play an extra minion of power 2 or less
    # here; what follows their play is done by hand.
    here = play.here()
    players = list(play.game.turn_order)
    chosen = play.decide(
        [{"player": p} for p in players],
        may=False,
        what=("choose a player", "choisir un joueur"),
    )
    if chosen is None or here is None:
        return
    play.extra_play(MINION, base=here, power_max=2, player=chosen["player"])
    if chosen["player"] != play.player:
        play.log(
            (
                "if they play it, you may draw, or give a minion here a +1 power counter: type "
                "it as events",
                "s'il la joue, vous pouvez piocher ou placer un marqueur +1 sur une Créature "
                "d'ici : saisissez-le comme événements",
            )
        )


def _bike_safety(play: Play) -> None:
    # Your minion and another player's minion at its base ("order": [yours, theirs]; yours
    # alone when there is none: the card's clarification) move to another base ("to").
    what = (
        "move a minion of yours, with another player's minion from its base, to another base",
        "déplacer une de vos Créatures et une Créature adverse de sa Base vers une autre Base",
    )
    options = []
    for base, mine in play.minions("everywhere", controller="own", protection="move"):
        theirs = [c for _, c in play.minions(base, controller="others", protection="move")]
        for dst in play.bases:
            if dst is not base:
                options += [{"order": (mine.id, t.id), "to": dst.id} for t in theirs] or [
                    {"order": (mine.id,), "to": dst.id}
                ]
    chosen = play.decide(options, may=False, what=what)
    if chosen is None:
        return
    dst = play.game.base_by_id(chosen["to"])
    for card_id in chosen["order"]:
        found = play.game.find(card_id)
        if found is not None:
            play.move(*found, dst)


def _truly_outstanding(play: Play) -> None:
    # A counter on any number of other players' minions ("cards"), then as many on your
    # minions, stacked as you like ("order": one id per counter; a "may").
    theirs = play.pick_cards(
        play.minions("everywhere", controller="others"),
        up_to=len(play.minions("everywhere", controller="others")),
        what=(
            "give other players' minions a +1 power counter each",
            "donner un marqueur +1 à des Créatures adverses",
        ),
    )
    for found in theirs:
        play.add_counters(*found, 1)
    mine = [c.id for _, c in play.minions("everywhere", controller="own")]
    given = S.given_ids(play, "order")
    what = ("place as many on your minions", "en placer autant sur vos Créatures")
    if given is None:
        if theirs:
            options = [{"order": (i,)} for i in mine]
            play.decide(options, may=True, what=what, keys=("order",))
        return
    if len(given) > len(theirs) or any(i not in mine for i in given):
        play.cannot(what, ("too many or not yours", "trop, ou pas à vous"))
        return
    for card_id in given:
        S.counters_on_id(play, card_id, 1)


# generic: a played card that keeps acting from a base until the end of the turn (the card
# registry's lasting hooks, as its Special does when typed 'now'), for `player`.
def _lasting(play: Play, base) -> None:
    play.game.lasting_data[play.card.uid] = play.player
    play.game.add_lasting(base, play.card)


def _were_up(play: Play) -> None:
    base = play.pick_base(
        play.bases, may=False, what=("choose a base", "choisir une Base"), key="base"
    )
    if base is not None:
        _lasting(play, base)
        play.log(
            (
                "it lasts until your next turn: the board after the turn does not carry it",
                "elle dure jusqu'à votre prochain tour : le plateau d'après le tour ne la porte "
                "pas",
            )
        )


# --- rulers of the cosmos ----------------------------------------------------------------------


def _until_next_turn(play: Play) -> None:
    play.log(
        (
            "it lasts until your next turn: the board after the turn does not carry it",
            "cela dure jusqu'à votre prochain tour : le plateau d'après le tour ne le porte pas",
        )
    )


def _andko_talent(play: Play) -> None:
    play.extra_play(ACTION)
    play.log(
        (
            "the extra action goes on a minion with no action on it: type it with attached_to",
            "l'Action supplémentaire va sur une Créature sans Action : saisissez-la avec "
            "attached_to",
        )
    )


def _has_action(base, minion) -> bool:
    return any(c.type == ACTION and c.attached_to == minion.id for c in base.cards)


def _armor_of_battle_talent(play: Play) -> None:
    # Its minion's base: +2 breakpoint per minion of yours there with an action on it, counted
    # now (the card's clarification).
    found = S.attached_minion(play)
    if found is None:
        return
    base = found[0]
    count = sum(
        1 for b, c in play.minions(base, controller="own", affectable=False) if _has_action(b, c)
    )
    if count:
        play.breakpoint(base, 2 * count)
    _until_next_turn(play)


def _fearless_friend_talent(play: Play) -> None:
    found = S.attached_minion(play)
    if found is None:
        return
    base, minion = found
    dst = play.pick_base(
        [b for b in play.bases if b is not base],
        may=False,
        what=("move its minion to another base", "déplacer sa Créature vers une autre Base"),
    )
    if dst is not None:
        play.move(base, minion, dst)


def _gal_woman_talent(play: Play) -> None:
    # The play-on-minion action ("play", with attached_to) from any discard pile is played now.
    what = (
        "play an action on a minion from a discard pile",
        "jouer une Action sur une Créature depuis une défausse",
    )
    extra = play.given("play")
    if extra is not None and extra.attached_to is None:
        play.read |= {"play", "to"}
        play.cannot(what, M.PLAY_NOT_OPTION(choice=extra.label()))
        return
    if play.play_extra(kind=ACTION, what=what):
        play.log(
            (
                "it goes under its owner's deck once the turn ends or it leaves play",
                "à la fin du tour (ou quand elle quitte le jeu) elle va sous la pioche de son "
                "propriétaire",
            )
        )


def _guy_man_talent(play: Play) -> None:
    # The Talent of another of your minions ("mode": its id) acts as Guy-Man's.
    talents = {}
    for _, card in play.minions("everywhere", controller="own", affectable=False):
        entry = _talent_entry(card)
        if entry is not None and card.id is not None:
            talents[card.id] = entry
    chosen = play.decide(
        [{"mode": card_id} for card_id in talents],
        may=False,
        what=(
            "copy the Talent of another of your minions",
            "copier le Talent d'une autre de vos Créatures",
        ),
    )
    if chosen is not None:
        talents[chosen["mode"]](play)


def _talent_entry(card):
    if card.key is None:
        return None
    entry = lookup(card.key, card.printing)
    return entry.talent


def _magic_weapon_talent(play: Play) -> None:
    # +1 power to its minion per player with a minion here, or a draw when it is the only
    # action on that minion.
    found = S.attached_minion(play)
    if found is None:
        return
    base, minion = found
    mode = play.pick_mode(
        [
            ("power", ("+1 power per player here", "+1 de Force par joueur ici")),
            ("draw", ("draw a card", "piocher une carte")),
        ],
        what=("choose the Talent's effect", "choisir l'effet du Talent"),
    )
    if mode == "draw":
        play.log(("draw a card", "piochez une carte"))
        return
    players = {c.controller for _, c in play.minions(base, other=False, affectable=False)}
    play.boost(base, minion, len(players))
    _until_next_turn(play)


def _man_with_arms_talent(play: Play) -> None:
    found = S.in_play(play)
    if found is None:
        return
    if not _has_action(*found):
        play.cannot(
            ("gain +2 power", "gagner +2 de Force"),
            ("no action is on it", "aucune Action n'est posée sur elle"),
        )
        return
    play.boost(*found, 2)
    _until_next_turn(play)


def _transfers(
    play: Play,
    *,
    most: int | None,
    ok: Callable[[str, str], bool] = lambda source, target: True,
    counters: bool,
) -> None:
    """Actions on the player's minions go onto their other minions ("order": pairs [action,
    minion, ...]; `most`: at most that many; `ok(source, target)`: the minions an action may
    leave and go to, by id); `counters`: a +1 power counter on each minion receiving one
    (once: Dolts' clarification)."""
    mine = {c.id for _, c in play.minions("everywhere", controller="own", affectable=False)}
    actions = [c for _, c in play.actions() if c.attached_to in mine]
    what = (
        "move actions from your minions to your other minions",
        "déplacer des Actions de vos Créatures vers vos autres Créatures",
    )
    given = S.given_ids(play, "order")
    if given is None:
        options = [
            {"order": (a.id, target)}
            for a in actions
            for target in sorted(mine)
            if target != a.attached_to and ok(a.attached_to, target)
        ]
        play.decide(options, may=most is None, what=what, keys=("order",))
        chosen = () if most is None or not options else options[0]["order"]
    else:
        chosen = given
    pairs = list(zip(chosen[::2], chosen[1::2], strict=False))
    ids = {a.id for a in actions}
    if (
        len(chosen) % 2
        or (most is not None and len(pairs) > most)
        or any(a not in ids or m not in mine for a, m in pairs)
        or any(_leaving(play, a) == m or not ok(_leaving(play, a), m) for a, m in pairs)
    ):
        play.cannot(what, M.PLAY_NOT_OPTION(choice=f"order: {list(chosen)}"))
        return
    received = []
    for action_id, minion_id in pairs:
        if transfer_action(play, action_id, minion_id) and minion_id not in received:
            received.append(minion_id)
    if counters:
        for minion_id in received:
            S.counters_on_id(play, minion_id, 1)


def _leaving(play: Play, action_id: str) -> str | None:
    """The id of the minion an action in play is on."""
    return play.game.find(action_id)[1].attached_to


def _dolts(play: Play) -> None:
    _transfers(play, most=None, counters=True)


def _mystic_transference_talent(play: Play) -> None:
    # One of your actions goes from this action's minion to another of yours, or the other way.
    found = S.attached_minion(play)
    if found is None:
        return
    here = found[1].id
    _transfers(play, most=1, ok=lambda source, target: here in (source, target), counters=False)


def _powerful_sword_talent(play: Play) -> None:
    # Another action on its minion goes onto another of your minions.
    found = S.attached_minion(play)
    if found is None:
        return
    here = found[1].id
    _transfers(play, most=1, ok=lambda source, target: source == here, counters=False)


def _myaaah(play: Play) -> None:
    # An action on one of your minions may go back to its owner's hand ("card"; else it comes
    # from your discard pile), then it is played as an extra action ("play", with attached_to;
    # a card returned is typed again under a new id, the board holding one card per id).
    mine = {c.id for _, c in play.minions("everywhere", controller="own", affectable=False)}
    found = play.pick_card(
        play.actions(ok=lambda b, c: c.attached_to in mine),
        may=True,
        what=(
            "send an action from a minion of yours back to its owner's hand",
            "renvoyer dans la main de son propriétaire une Action posée sur une de vos Créatures",
        ),
    )
    if found is not None:
        play.return_to_hand(*found)
    play.play_extra(
        kind=ACTION,
        what=("play it as an extra action", "la jouer comme Action supplémentaire"),
    )


def _sword_thats_powerful_talent(play: Play) -> None:
    found = S.attached_minion(play)
    if found is not None:
        play.add_counters(*found, 1)


register(
    applied("adolescent-epic-geckos/breaking-news", _breaking_news, box=BOX),
    applied("adolescent-epic-geckos/flip-kick", _flip_kick, box=BOX),
    applied(
        "adolescent-epic-geckos/gecko-blimp",
        _first_or_not(B.both(_OWN_MOVE, B.extra_play(ACTION)), B.move_minion(may=False)),
        box=BOX,
    ),
    applied(
        "adolescent-epic-geckos/gecko-power", talent=_gecko_power_talent, box=BOX, ongoing=True
    ),
    not_simulated("adolescent-epic-geckos/gecko-rap", SWAP, box=BOX),
    applied(
        "adolescent-epic-geckos/hokusai",
        B.counters_on_minion(1, may=True, controller="own", other=False),
        talent=_hokusai_talent,
        box=BOX,
    ),
    not_simulated("adolescent-epic-geckos/june", SWAP, box=BOX),
    applied("adolescent-epic-geckos/kandinsky", _boost_self(1), talent=_kandinsky_talent, box=BOX),
    _fusion_entry("adolescent-epic-geckos/kc-smith", B.extra_play(ACTION), B.extra_play(MINION)),
    applied("adolescent-epic-geckos/lasagna-party", _lasagna_party, box=BOX),
    no_board_effect("adolescent-epic-geckos/monet", HANDS_ONLY, box=BOX),
    applied("adolescent-epic-geckos/now-you-know-bullying", _OWN_MOVE, box=BOX),
    applied("adolescent-epic-geckos/the-masters-teachings", _masters_teachings, box=BOX),
    no_board_effect("adolescent-epic-geckos/van-gogh", HANDS_ONLY, box=BOX),
    # --- g.i. gerald ---
    _fusion_entry("gi-gerald/can-do", _can_do_minion, _can_do_action),
    no_board_effect("gi-gerald/dice-ninja", HANDS_ONLY, box=BOX),
    applied("gi-gerald/go-gerald", _go_gerald, box=BOX),
    _fusion_entry("gi-gerald/mabel-lean", _mabel_lean_minion, B.extra_play(MINION, power_max=2)),
    _fusion_entry(
        "gi-gerald/mowat",
        B.boost_minion(1, may=True),
        B.boost_minion(3, may=False),
    ),
    applied("gi-gerald/now-you-know-home-safety", _home_safety, box=BOX),
    _fusion_entry("gi-gerald/obstruction", _obstruction_minion, _obstruction_action),
    _fusion_entry(
        "gi-gerald/rosie", B.counters_on_minion(1, may=True, where="here"), _rosie_action
    ),
    no_board_effect("gi-gerald/sawbones", HANDS_ONLY, box=BOX),
    _fusion_entry("gi-gerald/shellback", _shellback_minion, _shellback_action),
    _fusion_entry(
        "gi-gerald/ski-lift",
        B.move_minion(may=True, to="here", controller="own"),
        B.move_minion(may=False),
    ),
    no_board_effect("gi-gerald/viscount", CONTINUOUS, box=BOX),
    # --- pearl and the images ---
    applied(
        "pearl-and-the-images/alls-right-with-the-world",
        talent=_alls_right_talent,
        box=BOX,
        ongoing=True,
    ),
    applied("pearl-and-the-images/crystal", talent=_crystal_talent, box=BOX),
    no_board_effect("pearl-and-the-images/dressing-room", HANDS_ONLY, box=BOX),
    applied("pearl-and-the-images/jam-all-night-long", talent=_jam_talent, box=BOX, ongoing=True),
    no_board_effect("pearl-and-the-images/love-unites-us", HANDS_ONLY, box=BOX),
    applied("pearl-and-the-images/now-you-know-bike-safety", _bike_safety, box=BOX),
    applied("pearl-and-the-images/pearl", talent=_pearl_talent, box=BOX),
    applied("pearl-and-the-images/ruby", _ruby, box=BOX),
    no_board_effect("pearl-and-the-images/shes-got-the-power", CONTINUOUS, box=BOX, ongoing=True),
    no_board_effect("pearl-and-the-images/topaz", CONTINUOUS, box=BOX),
    applied("pearl-and-the-images/truly-outstanding", _truly_outstanding, box=BOX),
    applied("pearl-and-the-images/were-up-youre-down", _were_up, box=BOX),
    # --- rulers of the cosmos ---
    applied("rulers-of-the-cosmos/andko", talent=_andko_talent, box=BOX),
    applied(
        "rulers-of-the-cosmos/armor-of-battle",
        talent=_armor_of_battle_talent,
        box=BOX,
        ongoing=True,
    ),
    applied("rulers-of-the-cosmos/dolts-halfwits-fools-morons", _dolts, box=BOX),
    applied(
        "rulers-of-the-cosmos/fearless-friend",
        talent=_fearless_friend_talent,
        box=BOX,
        ongoing=True,
    ),
    no_board_effect("rulers-of-the-cosmos/frogga", HANDS_ONLY, box=BOX),
    applied("rulers-of-the-cosmos/gal-woman", talent=_gal_woman_talent, box=BOX),
    applied("rulers-of-the-cosmos/guy-man", talent=_guy_man_talent, box=BOX),
    applied(
        "rulers-of-the-cosmos/magic-weapon", talent=_magic_weapon_talent, box=BOX, ongoing=True
    ),
    applied("rulers-of-the-cosmos/man-with-arms", talent=_man_with_arms_talent, box=BOX),
    applied("rulers-of-the-cosmos/myaaah", _myaaah, box=BOX),
    applied(
        "rulers-of-the-cosmos/mystic-transference",
        talent=_mystic_transference_talent,
        box=BOX,
        ongoing=True,
    ),
    no_board_effect("rulers-of-the-cosmos/now-you-know-toxic-waste", HANDS_ONLY, box=BOX),
    applied(
        "rulers-of-the-cosmos/powerful-sword", talent=_powerful_sword_talent, box=BOX, ongoing=True
    ),
    applied(
        "rulers-of-the-cosmos/sword-thats-powerful",
        talent=_sword_thats_powerful_talent,
        box=BOX,
        ongoing=True,
    ),
    not_simulated("rulers-of-the-cosmos/young-noble", SWAP, box=BOX),
)
