"""Play abilities of the small boxes (issue 28), second half: Teens, Slashers, Clowns.

(Goblins, Penguins, Knights of the Round Table, the helpers and the choose keys their cards read
are in small_boxes.py.)
"""

from __future__ import annotations

from .. import messages as M
from ..cards.small_boxes import _SLASHERS as SLASHER_KEYS
from ..model import ACTION, MINION
from . import blocks as B
from . import shared as S
from .context import Loc, Located, Play
from .registry import (
    CONTINUOUS,
    HANDS_ONLY,
    applied,
    no_board_effect,
    register,
)
from .small_boxes import (
    FROM_DISCARD,
    FROM_HAND,
    Act,
    _here_has,
    _play_typed,
    carrier,
)

TEENS = "Smash Up: Teens"
SLASHERS = "Smash Up: Slashers"
CLOWNS = "Smash Up: Clowns"


# --- teens ---------------------------------------------------------------------------------------

NAMES: Loc = (
    "its Talent only lends the minion the names of its player's other minions until their next "
    "turn: type what those names allow as events",
    "son Talent ne fait que prêter à la Créature les noms des autres Créatures de son joueur "
    "jusqu'à son prochain tour : saisissez ce que ces noms permettent comme événements",
)
_REBEL = "teens/rebel"
_NOT_HERE = ("no {name} here: no effect", "pas de {name} ici : aucun effet")


def _if_here(name: str, key: str, then: Act) -> Act:
    """Brain, Jock, Rebel, Slacker: their effect only with another Teen of card `key` at their
    base."""

    def act(play: Play) -> None:
        if _here_has(play, key):
            then(play)
        else:
            play.log((_NOT_HERE[0].format(name=name), _NOT_HERE[1].format(name=name)))

    return act


def _jock(play: Play) -> None:
    found = S.in_play(play)
    if found is not None:
        play.add_counters(*found, 2)


def _not_power_3(card, game) -> Loc | None:
    """Why `card` is not "a minion of power 3" (its printed power), or None."""
    if card.power != 3:
        return M.PLAY_TOO_STRONG(card=card.label(), power=card.power)
    return None


def _not_power_3_nor_rebel(card, game) -> Loc | None:
    """Rebel's extra minion (power 3, not a Rebel): why `card` is not one, or None."""
    if card.key == _REBEL:
        return (f"{card.label()} is a Rebel", f"{card.label()} est un Rebel")
    return _not_power_3(card, game)


def _extra_power_3(play: Play, base, *, rebel: bool) -> None:
    """Rebel (an extra minion of power 3 here, not a Rebel) and Brunch Bunch (an extra minion of
    power 3 on the chosen base): the minion given in choose.play (with its base in "to") is played
    now on `base`, checked (printed power exactly 3; not a Rebel for Rebel). Else a later play may
    use it: the extra play granted carries the same check (a play that breaks it is beyond the
    turn's plays, warned)."""
    kind = (
        (
            "an extra non-Rebel minion of power 3",
            "une Créature supplémentaire de Force 3 (pas un Rebel)",
        )
        if rebel
        else ("an extra minion of power 3", "une Créature supplémentaire de Force 3")
    )
    if play.given("play") is not None:
        what = (f"play {kind[0]} on {base.id}", f"jouer {kind[1]} sur {base.id}")
        if play.given("to") is None and play.here() is not base:
            # The extra minion goes on `base`, which the play's own base is not: say so.
            play.read.add("play")
            play.cannot(what, M.PLAY_NEEDS_KEYS(choice="play", keys="to"))
            return
        ok = _not_power_3_nor_rebel if rebel else _not_power_3
        play.play_extra(kind=MINION, where=[base], power_max=3, what=what, ok=ok)
        return
    # A later play uses it: the extra play granted carries the same check.
    play.extra_play(
        MINION,
        base=base,
        power_max=3,
        ok=_not_power_3_nor_rebel if rebel else _not_power_3,
        kind_text=kind,
    )


def _rebel(play: Play) -> None:
    here = play.here()
    if here is not None:
        _extra_power_3(play, here, rebel=True)


def _slacker(play: Play) -> None:
    # At most two of your minions, each to a base not its own: "order" pairs [minion, base, ...].
    what = (
        "move at most two of your minions to other bases",
        "déplacer jusqu'à deux de vos Créatures vers d'autres Bases",
    )
    # "Your minions": the Slacker itself may go.
    mine = {
        c.id: (b, c) for b, c in play.minions("everywhere", controller="own", other=False) if c.id
    }
    given = S.given_ids(play, "order")
    if given is None:
        options = [
            {"order": (i, dst.id)}
            for i, (b, _) in mine.items()
            for dst in play.bases
            if dst is not b
        ]
        chosen = play.decide(options, may=True, what=what, keys=("order",))
        given = () if chosen is None else chosen["order"]
    steps = list(zip(given[::2], given[1::2], strict=False))
    bases = {b.id: b for b in play.bases}
    ok = len(given) % 2 == 0 and len(steps) <= 2 and len({i for i, _ in steps}) == len(steps)
    ok = ok and all(i in mine and d in bases and bases[d] is not mine[i][0] for i, d in steps)
    if not ok:
        play.cannot(what, M.PLAY_NOT_OPTION(choice=f"order: {list(given)}"))
        return
    for card_id, dst in steps:
        found = play.game.find(card_id)
        if found is not None:
            play.move(found[0], found[1], bases[dst])


BRUNCH = ("move", "draw", "minion", "boost", "recycle")


def _brunch_bunch(play: Play) -> None:
    # A base; per name among your minions there of printed power 3, a different effect ("order":
    # their names): "move" one of your minions there ("card"), "draw", "minion" (an extra minion
    # of power 3 there), "boost" a minion there +2 this turn ("cards": its id), "recycle".
    base = play.pick_base(
        play.bases, may=False, what=("choose a base", "choisir une Base"), key="base"
    )
    if base is None:
        return
    names = {
        c.key or c.id
        for _, c in play.minions(base, controller="own", affectable=False)
        if c.power == 3
    }
    what = (
        f"choose up to {len(names)} different effect(s)",
        f"choisir jusqu'à {len(names)} effet(s) différent(s)",
    )
    given = S.given_ids(play, "order")
    if given is None:
        options = [{"order": (name,)} for name in BRUNCH] if names else []
        chosen = play.decide(options, may=True, what=what, keys=("order",))
        given = () if chosen is None else chosen["order"]
    if len(given) > len(names) or len(set(given)) != len(given) or not set(given) <= set(BRUNCH):
        play.cannot(what, M.PLAY_NOT_OPTION(choice=f"order: {list(given)}"))
        return
    for effect in given:
        if effect == "move":
            # A move there a card or a base refuses (Entangled, Mo'ai...) is not offered;
            # named, it is skipped with a warning naming the protector.
            found = play.pick_to_move(
                play.minions(
                    "everywhere",
                    controller="own",
                    ok=lambda b, c: b is not base,
                    affectable=False,
                    only=play.given("card"),
                ),
                base,
                may=False,
                what=("move one of your minions there", "déplacer une de vos Créatures là-bas"),
            )
            if found is not None:
                play.move(found[0], found[1], base)
        elif effect == "minion":
            _extra_power_3(play, base, rebel=False)
        elif effect == "boost":
            boost = ("give a minion there +2 power", "donner +2 de Force à une Créature là-bas")
            for located in play.pick_cards(play.minions(base), up_to=1, what=boost, may=False):
                play.boost(*located, 2)
        elif effect == "draw":
            play.log(("its player draws a card", "son joueur pioche une carte"))
        else:
            play.log(
                (
                    "its player puts a card of their discard pile at the bottom of their deck",
                    "son joueur place une carte de sa défausse sous sa pioche",
                )
            )


_POWER_3 = ("play an extra minion of power 3", "jouer une Créature supplémentaire de Force 3")
_PLAY_POWER_3_FROM_HAND = _play_typed(
    MINION,
    (
        "its player may play from their hand a minion printed at power 3 (choose.play)",
        "son joueur peut jouer une Créature de Force imprimée 3 de sa main (choose.play)",
    ),
    _POWER_3,
    power=3,
    from_hand=True,
)
_RETURN_YOURS = B.return_minion(may=False, where="everywhere", controller="own")
_REPLAY = (
    "play the minion returned again as an extra minion",
    "rejouer la Créature renvoyée comme Créature supplémentaire",
)


def _principals_office(play: Play) -> None:
    # One of your minions back to your hand, then a "may": an extra minion of printed power 3,
    # one of the hand (choose "play" and "to"), or the minion just returned,
    # which no event can name (it was in play), with "to" alone: played again at once, as
    # Doctor When and Do Over! replay theirs (shared.replay).
    before = {c.uid for c in (play.game.hands or {}).get(play.player, ())}
    _RETURN_YOURS(play)
    hand = (play.game.hands or {}).get(play.player, ())
    returned = next((c for c in hand if c.uid not in before and c.is_minion), None)
    if play.given("play") is not None or returned is None:
        _PLAY_POWER_3_FROM_HAND(play)
        return
    if returned.power != 3:
        if play.given("to") is not None:
            play.read.add("to")
            play.cannot(_REPLAY, M.PLAY_TOO_STRONG(card=returned.label(), power=returned.power))
            return
        _PLAY_POWER_3_FROM_HAND(play)
        return
    dst = play.pick_base(play.bases, may=True, what=_REPLAY, key="to")
    if dst is not None:
        S.replay(play, returned.id, returned.owner, dst)  # type: ignore[arg-type]


register(
    no_board_effect("teens/abe-froman", NAMES, box=TEENS, ongoing=True),
    no_board_effect("teens/babysitter", CONTINUOUS, box=TEENS, ongoing=True),
    no_board_effect("teens/booty-trap", HANDS_ONLY, box=TEENS, ongoing=True),
    applied("teens/brain", _if_here("Slacker", "teens/slacker", B.extra_play(ACTION)), box=TEENS),
    applied("teens/brunch-bunch", _brunch_bunch, box=TEENS),
    no_board_effect("teens/explosion-at-school", HANDS_ONLY, box=TEENS),
    applied("teens/jock", _if_here("Prep", "teens/prep", _jock), box=TEENS),
    applied(
        "teens/new-kid",
        _play_typed(
            MINION,
            (
                "its player searches their deck for a minion of power 3 to play (choose.play)",
                "son joueur cherche dans sa pioche une Créature de Force 3 à jouer (choose.play)",
            ),
            _POWER_3,
            power=3,
        ),
        box=TEENS,
    ),
    # Its search for a minion of power 3 with a Brain here only draws.
    no_board_effect("teens/prep", HANDS_ONLY, box=TEENS),
    applied("teens/principals-office", _principals_office, box=TEENS),
    applied("teens/rebel", _if_here("Jock", "teens/jock", _rebel), box=TEENS),
    applied("teens/slacker", _if_here("Rebel", "teens/rebel", _slacker), box=TEENS),
    applied(
        "teens/strange-science",
        _play_typed(
            MINION,
            (
                "its player plays a minion of power 3 from their discard pile (choose.play)",
                "son joueur joue une Créature de Force 3 de sa défausse (choose.play)",
            ),
            _POWER_3,
            power=3,
        ),
        box=TEENS,
    ),
)


# --- slashers ------------------------------------------------------------------------------------


def _may_draw(name: str) -> Act:
    """Frederick, Tackhead: the player may draw their card from the deck or the discard pile
    (by hand; for Cedarface, Jonas and Mickey that draw is all they do when played)."""
    return B.note(
        f"its player may draw {name} from their deck or discard pile (by hand)",
        f"son joueur peut piocher {name} de sa pioche ou de sa défausse (à la main)",
    )


_LASTING = (
    "{card} keeps -1 power until your next turn begins",
    "{card} garde -1 en Force jusqu'au début de votre prochain tour",
)


def _minus_one(play: Play, located: Located) -> None:
    # Until the start of its player's next turn: this turn's scorings see it; the board after
    # the turn does not keep it (as Wolf Pact).
    if play.boost(*located, -1):
        card = located[1].id or located[1].label()
        play.log((_LASTING[0].format(card=card), _LASTING[1].format(card=card)))


def _clawed_glove(play: Play) -> None:
    found = play.pick_card(
        play.minions("here"),
        may=False,
        what=("give a minion here -1 power", "donner -1 de Force à une Créature d'ici"),
    )
    if found is not None:
        _minus_one(play, found)


def _frederick(play: Play) -> None:
    # Other players' minions here -1 until your next turn (a lasting effect of the base, as
    # Shrug It Off's), then may destroy one of power 1 or less here.
    S.lasting_minus_one_here(play)
    B.destroy_minion(may=True, where="here", power_max=1)(play)


def _tackhead(play: Play) -> None:
    # Talent: destroy a minion carrying Puzzle Box, or move one of your actions to another
    # minion (which the board cannot do: an action stays on the minion it was played on).
    mode = play.pick_mode(
        [
            (
                "destroy",
                ("destroy a minion with Puzzle Box", "détruire une Créature avec Puzzle Box"),
            ),
            (
                "transfer",
                (
                    "move one of your actions to another minion",
                    "déplacer une de vos Actions sur une autre Créature",
                ),
            ),
        ],
        what=("choose an effect", "choisir un effet"),
    )
    if mode == "transfer":
        play.cannot(
            (
                "move one of your actions to another minion",
                "déplacer une de vos Actions sur une autre Créature",
            ),
            (
                "the engine cannot attach an action in play to another minion: type the result "
                "on the board of the next turn",
                "le moteur ne peut pas rattacher une Action en jeu à une autre Créature : "
                "saisissez le résultat sur le plateau du tour suivant",
            ),
        )
        return

    def boxed(base, card) -> bool:
        return any(
            a.key == "slashers/puzzle-box" and a.attached_to == card.id
            for a in base.cards
            if a.type == ACTION
        )

    found = play.pick_card(
        play.minions("everywhere", ok=boxed, protection="destroy"),
        may=False,
        what=("destroy a minion with Puzzle Box", "détruire une Créature avec Puzzle Box"),
    )
    if found is not None:
        play.destroy(*found)


def _machete(play: Play) -> None:
    # Talent: its minion goes where another player has a minion.
    found = S.attached_minion(play)
    if found is None:
        return
    base, minion = found
    targets = [
        b
        for b in play.bases
        if b is not base and play.minions(b, controller="others", affectable=False)
    ]
    # A base that refuses the move (Mo'ai's) is no option; named, a warning says why.
    dst = play.pick_destination(
        [found],
        targets,
        what=(
            "move its minion where another player has a minion",
            "déplacer sa Créature vers une Base avec une Créature adverse",
        ),
    )
    if dst is not None:
        play.move(base, minion, dst)


def _brutal_attack(play: Play) -> None:
    # Destroy a minion (printed power 3 or less) where you have a minion; then may
    # give a Slasher there +3 power this turn ("cards": the Slasher's id).
    def near_yours(base, card) -> bool:
        return card.power <= 3 and any(
            c.controller == play.player and c is not card
            for _, c in play.minions(base, affectable=False)
        )

    found = play.pick_card(
        play.minions("everywhere", ok=near_yours, protection="destroy"),
        may=False,
        what=(
            "destroy a minion (printed power 3 or less) where you have a minion",
            "détruire une Créature (Force imprimée 3 ou moins) là où vous avez une Créature",
        ),
    )
    if found is None:
        return
    base = found[0]
    play.destroy(*found)
    slashers = play.minions(base, ok=lambda b, c: c.key in SLASHER_KEYS)
    boost = ("give a Slasher there +3 power", "donner +3 de Force à un Slasher là-bas")
    for located in play.pick_cards(slashers, up_to=1, what=boost):
        play.boost(*located, 3)


def _ch_ch_ch(play: Play) -> None:
    # One of your minions moved; then this card on top of your deck or an extra action.
    B.move_minion(may=False, controller="own")(play)
    mode = play.pick_mode(
        [
            ("action", ("an extra action", "une Action supplémentaire")),
            ("deck", ("this card on top of your deck", "cette carte sur votre pioche")),
        ],
        what=("choose an effect", "choisir un effet"),
    )
    if mode == "action":
        play.extra_play(ACTION)
    else:
        play.log(
            (
                "its player puts it on top of their deck instead of the discard pile",
                "son joueur la place sur sa pioche au lieu de la défausse",
            )
        )


_EXTRA_ACTION = B.extra_play(ACTION)


def _hide_in_the_laundry(play: Play) -> None:
    # Played on another player's minion, it grants an extra action: on one of your own minions (or
    # on none), the card is played and its extra action skipped, warned.
    what = ("play an extra action", "jouer une Action supplémentaire")
    if carrier(play, own=False, what=what) is not None:
        _EXTRA_ACTION(play)


_ACTION_DRAWN = (
    "play the action drawn as an extra action",
    "jouer l'Action piochée en Action supplémentaire",
)
_PLAY_DRAWN = _play_typed(
    ACTION,
    (
        "its player draws an action played on a minion from their deck and may play it now "
        "(choose.play)",
        "son joueur pioche de sa pioche une Action qui se joue sur une Créature et peut la jouer "
        "tout de suite (choose.play)",
    ),
    _ACTION_DRAWN,
    ok=S.on_a_minion_only,
)


def _improvised_weapon(play: Play) -> None:
    # The action it plays is destroyed as the turn ends: Improvised Weapon, a one-shot, stays
    # a lasting effect (its end_of_turn hook, cards/small_boxes.py) that knows which action.
    _PLAY_DRAWN(play)
    action = play.played_extra
    found = play.game.find(action.id) if action is not None and action.id else None
    if found is None:
        return
    play.game.lasting_data[play.card.uid] = action.id  # type: ignore[union-attr]
    play.game.add_lasting(found[0], play.card)


register(
    no_board_effect("slashers/austin-kirk-mask", CONTINUOUS, box=SLASHERS, ongoing=True),
    applied("slashers/brutal-attack", _brutal_attack, box=SLASHERS),
    no_board_effect("slashers/cedarface", HANDS_ONLY, box=SLASHERS),
    applied("slashers/ch-ch-ch-ha-ha-ha", _ch_ch_ch, box=SLASHERS),
    no_board_effect("slashers/chainsaw", CONTINUOUS, box=SLASHERS, ongoing=True),
    applied("slashers/clawed-glove", talent=_clawed_glove, box=SLASHERS, ongoing=True),
    applied("slashers/frederick", _may_draw("Clawed Glove"), talent=_frederick, box=SLASHERS),
    applied(
        "slashers/he-was-a-good-boy",
        B.both(
            B.note(
                "its player takes a minion from a discard pile into their hand",
                "son joueur prend en main une Créature d'une défausse",
            ),
            _EXTRA_ACTION,
        ),
        box=SLASHERS,
    ),
    applied("slashers/hide-in-the-laundry", _hide_in_the_laundry, box=SLASHERS, ongoing=True),
    applied("slashers/improvised-weapon", _improvised_weapon, box=SLASHERS),
    no_board_effect("slashers/jonas", HANDS_ONLY, box=SLASHERS),
    applied("slashers/machete", talent=_machete, box=SLASHERS, ongoing=True),
    no_board_effect("slashers/mickey", HANDS_ONLY, box=SLASHERS),
    applied(
        "slashers/oh-noooooo",
        B.boost_minion(3, where="everywhere", controller="own"),
        box=SLASHERS,
    ),
    applied(
        "slashers/origin-story",
        B.both(
            B.note(
                "its player draws a minion (or a Slasher) off the top of their deck",
                "son joueur pioche une Créature (ou un Slasher) du dessus de sa pioche",
            ),
            _EXTRA_ACTION,
        ),
        box=SLASHERS,
    ),
    no_board_effect("slashers/puzzle-box", CONTINUOUS, box=SLASHERS, ongoing=True),
    applied("slashers/tackhead", _may_draw("Puzzle Box"), talent=_tackhead, box=SLASHERS),
    applied(
        "slashers/the-end",
        _play_typed(
            ACTION,
            (
                "its player draws an action played on a minion from their discard pile and may "
                "play it now (choose.play)",
                "son joueur pioche de sa défausse une Action qui se joue sur une Créature et peut "
                "la jouer tout de suite (choose.play)",
            ),
            _ACTION_DRAWN,
            ok=S.on_a_minion_only,
        ),
        box=SLASHERS,
    ),
)


# --- clowns --------------------------------------------------------------------------------------


def _from_discard(play: Play) -> bool:
    """The Clowns' condition on a card played out of the discard pile (choose "mode": "hand" or
    "discard"; not given: the hand, assumed)."""
    return S.played_from(play, (FROM_HAND, FROM_DISCARD)) == "discard"


def _extra_action_if_from_discard(play: Play) -> None:
    if _from_discard(play):
        play.extra_play(ACTION)


def _banana_peel(play: Play) -> None:
    # At most two of your minions, leaving one base together for one other (the card's
    # clarification: they start and end together), "cards" and "to".
    what = (
        "move at most two of your minions together to another base",
        "déplacer jusqu'à deux de vos Créatures d'une Base vers une autre",
    )
    # A minion a card keeps from a move (Entangled, Too Tough...) is no option.
    mine = play.minions("everywhere", controller="own", affectable=False)
    picked = play.pick_cards(mine, up_to=2, what=what, protection="move")
    if picked:
        src = picked[0][0]
        if any(b is not src for b, _ in picked):
            play.cannot(what, M.PLAY_NOT_OPTION(choice=f"cards: {[c.id for _, c in picked]}"))
        else:
            # A base that refuses the move of one of them (Mo'ai's) is no option.
            others = [b for b in play.bases if b is not src]
            S.move_together(play, picked, others, what=what)
    _extra_action_if_from_discard(play)


def _clown_car(play: Play) -> None:
    play.log(
        (
            "its player shuffles up to two cards of their discard pile into their deck",
            "son joueur mélange jusqu'à deux cartes de sa défausse dans sa pioche",
        )
    )
    _extra_action_if_from_discard(play)


def _clown_in_a_box(play: Play) -> None:
    play.extra_play(MINION, power_max=4 if _from_discard(play) else 3)


def _clown_pyramid(play: Play) -> None:
    # One of your minions +1 power this turn per minion of yours at its base (itself included).
    found = play.pick_card(
        play.minions("everywhere", controller="own"),
        may=False,
        what=(
            "give one of your minions +1 power per minion of yours at its base",
            "donner à une de vos Créatures +1 de Force par Créature à vous sur sa Base",
        ),
    )
    if found is not None:
        count = len(play.minions(found[0], controller="own", other=False, affectable=False))
        play.boost(*found, count)
    play.extra_play(ACTION)


def _pie_in_the_face(play: Play) -> None:
    amount = 4 if _from_discard(play) else 2
    B.boost_minion(amount, where="everywhere", controller="own")(play)


_STANDARD_PLAYED = (
    "play the standard action as an extra action",
    "jouer l'Action standard en Action supplémentaire",
)

register(
    applied("clowns/banana-peel", _banana_peel, box=CLOWNS),
    applied("clowns/clown-car", _clown_car, box=CLOWNS),
    applied("clowns/clown-in-a-box", _clown_in_a_box, box=CLOWNS),
    applied("clowns/clown-pyramid", _clown_pyramid, box=CLOWNS),
    no_board_effect("clowns/colorful-scarves", HANDS_ONLY, box=CLOWNS),
    no_board_effect("clowns/confetti-bucket", HANDS_ONLY, box=CLOWNS),
    no_board_effect("clowns/donald-mcronald", HANDS_ONLY, box=CLOWNS),
    no_board_effect("clowns/harlequin", HANDS_ONLY, box=CLOWNS),
    no_board_effect("clowns/juggling", HANDS_ONLY, box=CLOWNS),
    applied(
        "clowns/mime",
        _play_typed(
            ACTION,
            (
                "its player may play a standard action of their discard pile not played this "
                "turn (choose.play); it then goes to the bottom of their deck",
                "son joueur peut jouer une Action standard de sa défausse pas encore jouée ce "
                "tour-ci (choose.play) ; elle va ensuite sous sa pioche",
            ),
            _STANDARD_PLAYED,
            ok=S.standard_only,
        ),
        box=CLOWNS,
    ),
    no_board_effect("clowns/mumu-adams", CONTINUOUS, box=CLOWNS),
    applied(
        "clowns/nickelsmart",
        talent=_play_typed(
            ACTION,
            (
                "with two or more standard actions in its player's discard pile, one picked at "
                "random is played (choose.play), then goes to the bottom of their deck",
                "avec deux Actions standard ou plus dans la défausse de son joueur, l'une tirée "
                "au hasard est jouée (choose.play), puis va sous sa pioche",
            ),
            _STANDARD_PLAYED,
            ok=S.standard_only,
        ),
        box=CLOWNS,
    ),
    applied("clowns/pie-in-the-face", _pie_in_the_face, box=CLOWNS),
    no_board_effect("clowns/zobo-the-clown", CONTINUOUS, box=CLOWNS),
)
