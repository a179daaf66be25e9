"""Play abilities of Half the Battle (issue 28), second half: Pearl and the Images, Rulers of
the Cosmos.

(Adolescent Epic Geckos, G.I. Gerald, the box's helpers and the choose keys its cards read are
in half_the_battle.py.)
"""

from __future__ import annotations

from collections.abc import Callable

from .. import messages as M
from ..model import ACTION, MINION
from . import blocks as B
from . import shared as S
from .context import Loc, Play
from .half_the_battle import SWAP
from .its_your_fault import transfer_action
from .registry import (
    CONTINUOUS,
    HANDS_ONLY,
    Act,
    applied,
    lookup,
    no_board_effect,
    not_simulated,
    register,
)

BOX = "Half the Battle"


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
        left_out = [p for p in by_player if p not in owners]
        if left_out:
            # "For each player": every player with a minion here has one of them chosen.
            play.cannot(
                what,
                (
                    f"one minion of each player here: no minion of {', '.join(left_out)} is named",
                    f"une Créature de chaque joueur ici : aucune Créature de {', '.join(left_out)} "
                    "n'est nommée",
                ),
            )
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
    # Why a destination is refused (a card or a base forbids that move: Little Bo Peep...):
    # such a destination is never offered nor assumed, and named it is refused with a warning.
    refused: dict[str, Loc] = {}
    for base, mine in play.minions("everywhere", controller="own", protection="move"):
        theirs = [c for _, c in play.minions(base, controller="others", protection="move")]
        for dst in play.bases:
            if dst is base:
                continue
            reason = play.move_refused(base, mine, dst)
            if reason is not None:
                refused.setdefault(dst.id, reason)
                continue
            allowed = []
            for other in theirs:
                reason = play.move_refused(base, other, dst)
                if reason is None:
                    allowed.append(other)
                else:
                    refused.setdefault(dst.id, reason)
            if theirs and not allowed:
                # The pair cannot go there together: not offered.
                continue
            options += [{"order": (mine.id, t.id), "to": dst.id} for t in allowed] or [
                {"order": (mine.id,), "to": dst.id}
            ]
    named = play.given("to")
    if named in refused and not any(o["to"] == named for o in options):
        play.read |= {"order", "to"}
        play.cannot(what, refused[named])
        return
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
    # Andko: the extra action must go on a minion carrying no action yet; a condition of the
    # grant, so a play that breaks it is beyond the turn's plays (warned).
    def bare(card, game) -> Loc | None:
        found = game.find(card.attached_to) if card.attached_to is not None else None
        if found is None:
            return None
        base, minion = found
        on_it = (c for c in base.cards if c.type == ACTION and c.attached_to == minion.id)
        if all(c.uid == card.uid for c in on_it):
            return None
        return (
            f"{minion.label()} already has an action on it",
            f"{minion.label()} porte déjà une Action",
        )

    play.extra_play(
        ACTION,
        ok=S.all_of(S.on_a_minion_only(play), bare),
        kind_text=(
            "an action on a minion that carries no action yet",
            "une Action sur une Créature qui n'en porte pas encore",
        ),
    )
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
    # A base its move is refused to (Mo'ai's...) is no option; named, a warning says why.
    dst = play.pick_destination(
        [found],
        [b for b in play.bases if b is not base],
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
    yours: bool = False,
) -> None:
    """Actions on the player's minions go onto their other minions ("order": pairs [action,
    minion, ...]; `most`: at most that many; `ok(source, target)`: the minions an action may
    leave and go to, by id; `yours`: the player's own actions only); `counters`: a +1 power
    counter on each minion receiving one (once: Dolts' clarification)."""
    mine = {c.id for _, c in play.minions("everywhere", controller="own", affectable=False)}
    actions = [c for _, c in play.actions() if c.attached_to in mine]
    if yours:
        theirs = [c for c in actions if c.controller != play.player]
        actions = [c for c in actions if c.controller == play.player]
        named = S.given_ids(play, "order") or ()
        for action in theirs:
            if action.id in named[::2]:
                play.read.add("order")
                play.cannot(_MOVE_YOUR_ACTION, _not_yours(action.label()))
                return
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


_MOVE_YOUR_ACTION = (
    "move one of your actions between your minions",
    "déplacer une de vos Actions entre vos Créatures",
)


def _not_yours(card: str) -> Loc:
    return (f"{card} is not one of your actions", f"{card} n'est pas une de vos Actions")


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
    _transfers(
        play,
        most=1,
        ok=lambda source, target: here in (source, target),
        counters=False,
        yours=True,
    )


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
        # Another player's action there may be protected (Steam Queen's): asked by the pick.
        protection="return",
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
