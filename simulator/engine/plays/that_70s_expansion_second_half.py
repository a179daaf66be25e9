"""Play abilities of That '70s Expansion (issue 28), second half: Truckers, Vigilantes.

(Disco Dancers, Kung Fu Fighters, the box's helpers and the choose keys its cards read are in
that_70s_expansion.py.)
"""

from __future__ import annotations

from collections.abc import Sequence

from .. import messages as M
from ..model import ACTION, MINION
from . import blocks as B
from . import shared as S
from . import talents as T
from .context import Located, Play
from .culture_shock import QUIPU_STRINGS  # Fixin' to Fix It prints Mechanic's (Quipu's) text
from .registry import (
    AT_SCORING,
    CONTINUOUS,
    END_OF_TURN,
    HANDS_ONLY,
    SPECIAL,
    START_OF_TURN,
    Act,
    applied,
    no_board_effect,
    not_simulated,
    register,
)
from .that_70s_expansion import (
    BASE_CANCELLED,
    _base_actions,
    _draw_note,
    _on_base,
    _own_minions,
)

BOX = "That '70s Expansion"
ORIGINAL = "original"
POD = "pod"


# --- truckers --------------------------------------------------------------------------------


def _el_bandido(play: Play) -> None:
    what = ("gain control of a base action here", "prendre le contrôle d'une Action de la Base")
    found = play.pick_card(_base_actions(play, "here"), may=True, what=what, protection="affect")
    if found is not None:
        play.take_control(*found)


def _transfer_action(play: Play, candidates: list[Located], *, may: bool) -> None:
    """An action on a base goes to another base (choose "card" and "to")."""
    what = ("move an action to another base", "déplacer une Action vers une autre Base")
    found = play.pick_card_and_base(
        candidates,
        lambda b, c: [x for x in play.bases if x is not b],
        may=may,
        what=what,
        protection="move",
    )
    if found is not None:
        play.move(*found)


def _el_bandido_talent(play: Play) -> None:
    mode = play.pick_mode(
        [
            ("extra", ("an extra action on a base", "une Action supplémentaire sur une Base")),
            ("transfer", ("move an action", "déplacer une Action")),
        ],
        what=(
            "play an extra base action, or shift an action to another base",
            "jouer une Action supplémentaire sur une Base ou déplacer une Action",
        ),
    )
    if mode == "extra":
        play.extra_play(ACTION)
        play.log(
            ("the extra action is played on a base", "l'Action supplémentaire se joue sur une Base")
        )
    else:
        _transfer_action(play, _base_actions(play), may=False)


def _hotwire(play: Play) -> None:
    mode = play.pick_mode(
        [
            ("deck", ("the top card of your deck", "la carte du dessus de votre pioche")),
            ("transfer", ("move an action", "déplacer une Action")),
            ("control", ("take control of an action", "prendre le contrôle d'une Action")),
            ("both", ("both", "les deux")),
        ],
        what=(
            "play a base action from the top of your deck, or move and/or take an action",
            "jouer une Action de Base du dessus de votre pioche, ou déplacer et/ou prendre une "
            "Action",
        ),
    )
    if mode == "deck":
        what = (
            "play the action on top of your deck on a base",
            "jouer sur une Base l'Action du dessus de votre pioche",
        )
        top = ("the top card of your deck", "la carte du dessus de votre pioche")
        play.play_extra(kind=ACTION, what=what, ok=S.from_own_pile(play, top))
        return
    if mode == "control":
        what = ("take control of an action on a base", "prendre le contrôle d'une Action de Base")
        found = play.pick_card(_base_actions(play), may=False, what=what, protection="affect")
        if found is not None:
            play.take_control(*found)
        return
    what = ("move an action to another base", "déplacer une Action vers une autre Base")
    found = play.pick_card_and_base(
        _base_actions(play),
        lambda b, c: [x for x in play.bases if x is not b],
        may=False,
        what=what,
        protection="move",
    )
    if found is not None:
        base, card, dst = found
        play.move(base, card, dst)
        moved = play.game.find(card.id)
        if mode == "both" and moved is not None:
            play.take_control(*moved)


def _rally(play: Play) -> None:
    # +1 per action on the minion's base, counted now (the clarification: later actions there
    # change nothing); actions on minions are not on the base.
    what = ("choose one of your minions", "choisir une de vos Créatures")
    found = play.pick_card(play.minions("everywhere", controller="own"), may=False, what=what)
    if found is not None:
        count = len(_base_actions(play, found[0]))
        if count:
            play.boost(*found, count)


_LEAVE = ("move this action to another base", "déplacer cette Action vers une autre Base")


def _destination(play: Play, here, companions: Sequence[Located]):
    """Where a trucker action's Talent takes it (choose "to"), chosen before it moves: the card
    it brings along is asked of its move there. Not given, the first base one of
    `companions` may go to is assumed (else the first other base: the truck goes alone)."""
    others = [b for b in play.bases if b is not here]
    if play.given("to") is None and companions:
        reachable = [b for b in others if any(play.move_refused(*c, b) is None for c in companions)]
        others = reachable or others
    return play.pick_base(others, may=False, what=_LEAVE)


def _leave_to(play: Play, dst) -> tuple | None:
    """A trucker action's Talent: it goes first to `dst` (_destination); (old base, new base)
    once moved."""
    found = S.in_play(play)
    if found is None or not play.move(found[0], found[1], dst):
        return None
    return found[0], dst


def _cab_over_pete(play: Play) -> None:
    # Another card its player controls here follows it (a minion, or an action on the base);
    # the destination first, so that a card whose move there is refused is not offered.
    here = S.in_play(play)
    if here is None:
        return
    given = play.given("card")
    mine = [
        (here[0], c)
        for c in here[0].cards
        if c.controller == play.player
        and c.uid != play.card.uid
        and c.id is not None
        and (given is None or c.id == given)
        and (c.is_minion or _on_base(c))
    ]
    dst = _destination(play, here[0], mine)
    if dst is None:
        return
    what = ("choose another card of yours here", "choisir une autre de vos cartes d'ici")
    found = play.pick_to_move(mine, dst, may=False, what=what)
    moved = _leave_to(play, dst)
    if found is not None and moved is not None:
        play.move(moved[0], found[1], moved[1])


def _dekotora(play: Play) -> None:
    here = S.in_play(play)
    if here is None:
        return
    # Not given, the base assumed is one a minion of the player's here may be brought to.
    companions = play.minions(here[0], controller="own", affectable=False)
    dst = _destination(play, here[0], companions)
    moved = _leave_to(play, dst) if dst is not None else None
    if moved is None:
        return
    what = (
        "bring along at most three of your minions from there",
        "déplacer jusqu'à trois de vos Créatures de là avec elle",
    )
    src, dst = moved
    # A minion whose move there a card or a base refuses is no option; named, it is warned of.
    mine = play.minions(src, controller="own", affectable=False)
    picked = play.pick_cards(mine, up_to=3, what=what, protection="move", to=dst)
    S.move_each(play, picked, dst, acted=True)


def high_speed_chase(play: Play) -> None:
    # The destination first, so that a minion whose move there is refused is not offered.
    here = S.in_play(play)
    if here is None:
        return
    mine = play.minions(here[0], controller="own", affectable=False, only=play.given("card"))
    dst = _destination(play, here[0], mine)
    if dst is None:
        return
    what = ("choose one of your minions here", "choisir une de vos Créatures d'ici")
    found = play.pick_to_move(mine, dst, may=False, what=what)
    moved = _leave_to(play, dst)
    if found is not None and moved is not None and play.move(moved[0], found[1], moved[1]):
        again = play.game.find(found[1].id)
        if again is not None:
            play.boost(*again, 3)


def _skinny_minnie(play: Play) -> None:
    here = S.in_play(play)
    if here is None:
        return
    what = (
        "move with an action from here to another base",
        "partir avec une Action d'ici vers une autre Base",
    )
    actions = _base_actions(play, here[0])
    if not actions:
        play.cannot(what, ("there is no action on this base", "aucune Action sur cette Base"))
        return
    found = play.pick_card_and_base(
        actions,
        lambda b, c: [x for x in play.bases if x is not b],
        may=False,
        what=what,
        protection="move",
    )
    if found is not None and play.move(here[0], here[1], found[2]):
        play.move(*found)


# --- vigilantes ------------------------------------------------------------------------------


def _shuffle_in(*, may: bool, where: str, power_max: int | None = None) -> Act:
    """A minion shuffled into its owner's deck: it leaves play as a card put into the deck,
    "shuffled" (the log says so: the printed text shuffles it in, not to the bottom)."""
    what = (
        "shuffle a minion into its owner's deck",
        "mélanger une Créature dans la pioche de son propriétaire",
    )

    def act(play: Play) -> None:
        found = play.pick_card(play.minions(where, power_max=power_max), may=may, what=what)
        if found is not None:
            play.place_in_deck(*found, where="shuffled")

    return act


def _a_whole_lot_meaner_pod(play: Play) -> None:
    what = ("choose one of your minions", "choisir une de vos Créatures")
    found = play.pick_card(_own_minions(play), may=False, what=what)
    if found is None:
        return
    how_many = ("place up to three +1 power counters", "placer jusqu'à trois marqueurs Force +1")
    count = S.pick_count(play, 3, may=True, what=how_many)
    if count:
        play.add_counters(*found, count)


def _where_you_have_a_minion(play: Play):
    bases = {id(b) for b, _ in play.minions("everywhere", controller="own", affectable=False)}
    return lambda b, c: id(b) in bases


def _make_my_day_original(play: Play) -> None:
    what = (
        "destroy a minion (power at most 3) at a base holding one of your minions",
        "détruire une Créature de Force 3 ou moins sur une Base où vous avez une Créature",
    )
    ok = _where_you_have_a_minion(play)
    targets = play.minions("everywhere", power_max=3, ok=ok, protection="destroy")
    found = play.pick_card(targets, may=False, what=what)
    if found is not None:
        play.destroy(*found)
    play.log(_draw_note(1))


def _make_my_day_pod(play: Play) -> None:
    what = (
        "destroy a minion (printed power at most 3) at a base holding one of your minions",
        "détruire une Créature de Force imprimée 3 ou moins sur une Base où vous avez une Créature",
    )
    near = _where_you_have_a_minion(play)
    targets = play.minions(
        "everywhere", ok=lambda b, c: near(b, c) and c.power <= 3, protection="destroy"
    )
    found = play.pick_card(targets, may=False, what=what)
    if found is not None:
        play.destroy(*found)


def _scared_straight_move(play: Play) -> None:
    what = (
        "move an opponent's minion away from a base holding one of yours",
        "déplacer une Créature adverse d'une Base où vous avez une Créature",
    )
    ok = _where_you_have_a_minion(play)
    found = play.pick_card_and_base(
        play.minions("everywhere", controller="others", ok=ok, affectable=False),
        lambda b, c: [x for x in play.bases if x is not b],
        may=False,
        what=what,
        protection="move",
    )
    if found is not None:
        play.move(*found)


def _scared_straight_pod(play: Play) -> None:
    _scared_straight_move(play)
    if S.played_before(play, ACTION) == 0:
        play.extra_play(ACTION)
    else:
        play.log(
            (
                "no extra action: it was not the first action played this turn",
                "pas d'Action supplémentaire : ce n'était pas la première Action jouée ce tour",
            )
        )


def _shrug_it_off_pod(play: Play) -> None:
    # "Other players' minions here have -1": a lasting effect of the base, not a -1 stamped on
    # the minions there now.
    S.lasting_minus_one_here(play)


def _street_justice_pod(play: Play) -> None:
    mode = play.pick_mode(
        [
            ("move", ("move one of your minions", "déplacer une de vos Créatures")),
            ("guard", ("+2 here on others' turns", "+2 ici aux tours adverses")),
        ],
        what=(
            "move a minion of yours here or away from here, or +2 for yours here on others' turns",
            "déplacer une de vos Créatures vers ou depuis ici, ou +2 aux vôtres ici aux tours "
            "adverses",
        ),
    )
    if mode == "move":
        T.zeppelin(play)
    else:
        play.log(
            (
                "until your next turn starts, your minions on this base get +2 while other "
                "players take their turns (not during this one)",
                "jusqu'à votre prochain tour, vos Créatures d'ici ont +2 en Force pendant les "
                "tours des autres joueurs (pas celui-ci)",
            )
        )


def _who_loves_ya_baby_pod(play: Play) -> None:
    what = (
        "play the revealed minion of power 4 as an extra minion",
        "jouer la Créature de Force 4 révélée comme Créature supplémentaire",
    )
    extra = play.given("play")
    if extra is None:
        play.read.add("play")
        play.log(
            (
                "its player reveals a minion of power 4 from their deck and draws it (or types "
                "it in choose.play to play it)",
                "son joueur révèle une Créature de Force 4 de sa pioche et la pioche (ou la "
                "saisit dans choose.play pour la jouer)",
            )
        )
        return
    if extra.type == MINION and extra.power != 4:
        play.read.add("play")
        play.cannot(what, M.PLAY_NOT_OPTION(choice=extra.label()))
        return
    play.play_extra(kind=MINION, what=what)


register(
    # --- truckers ---
    no_board_effect("truckers/armored-truck", CONTINUOUS, box=BOX, ongoing=True),
    applied("truckers/cab-over-pete", talent=_cab_over_pete, box=BOX, ongoing=True),
    no_board_effect("truckers/convoy", CONTINUOUS, box=BOX, ongoing=True),
    applied("truckers/dekotora", talent=_dekotora, box=BOX, ongoing=True),
    applied("truckers/el-bandido", _el_bandido, talent=_el_bandido_talent, box=BOX),
    applied("truckers/fixin-to-fix-it", QUIPU_STRINGS, box=BOX),
    no_board_effect("truckers/good-buddy", HANDS_ONLY, box=BOX),
    applied("truckers/high-speed-chase", talent=high_speed_chase, box=BOX, ongoing=True),
    applied("truckers/hotwire", _hotwire, box=BOX),
    applied("truckers/rally", _rally, box=BOX),
    no_board_effect("truckers/rubber-chicken", CONTINUOUS, box=BOX),
    applied("truckers/skinny-minnie", talent=_skinny_minnie, box=BOX),
    # --- vigilantes ---
    applied(
        "vigilantes/a-whole-lot-meaner",
        B.boost_minion(3, where="everywhere"),
        box=BOX,
        printing=ORIGINAL,
    ),
    applied("vigilantes/a-whole-lot-meaner", _a_whole_lot_meaner_pod, box=BOX, printing=POD),
    no_board_effect("vigilantes/brojak", CONTINUOUS, box=BOX),
    no_board_effect("vigilantes/death-wisher", CONTINUOUS, box=BOX, printing=ORIGINAL),
    no_board_effect("vigilantes/death-wisher", AT_SCORING, box=BOX, printing=POD),
    applied(
        "vigilantes/dusty-henry",
        _shuffle_in(may=True, where="here"),
        box=BOX,
        printing=ORIGINAL,
    ),
    applied(
        "vigilantes/dusty-henry",
        _shuffle_in(may=True, where="here", power_max=5),
        box=BOX,
        printing=POD,
    ),
    no_board_effect(
        "vigilantes/feeling-lucky", CONTINUOUS, box=BOX, printing=ORIGINAL, ongoing=True
    ),
    no_board_effect("vigilantes/feeling-lucky", AT_SCORING, box=BOX, printing=POD, ongoing=True),
    no_board_effect("vigilantes/foxy-green", CONTINUOUS, box=BOX, printing=ORIGINAL),
    no_board_effect("vigilantes/foxy-green", END_OF_TURN, box=BOX, printing=POD),
    no_board_effect("vigilantes/jacky-bill", CONTINUOUS, box=BOX),
    applied(
        "vigilantes/knocked-into-next-week",
        _shuffle_in(may=False, where="everywhere"),
        box=BOX,
    ),
    no_board_effect("vigilantes/lets-finish-this", START_OF_TURN, box=BOX, ongoing=True),
    applied("vigilantes/make-my-day", _make_my_day_original, box=BOX, printing=ORIGINAL),
    applied("vigilantes/make-my-day", _make_my_day_pod, box=BOX, printing=POD),
    applied(
        "vigilantes/scared-straight",
        B.both(_scared_straight_move, B.extra_play(ACTION)),
        box=BOX,
        printing=ORIGINAL,
    ),
    applied("vigilantes/scared-straight", _scared_straight_pod, box=BOX, printing=POD),
    no_board_effect("vigilantes/shift", HANDS_ONLY, box=BOX),
    not_simulated(
        "vigilantes/shrug-it-off", BASE_CANCELLED, box=BOX, printing=ORIGINAL, ongoing=True
    ),
    applied(
        "vigilantes/shrug-it-off", talent=_shrug_it_off_pod, box=BOX, printing=POD, ongoing=True
    ),
    no_board_effect("vigilantes/stoneford", HANDS_ONLY, box=BOX),
    no_board_effect(
        "vigilantes/street-justice", CONTINUOUS, box=BOX, printing=ORIGINAL, ongoing=True
    ),
    applied(
        "vigilantes/street-justice", talent=_street_justice_pod, box=BOX, printing=POD, ongoing=True
    ),
    no_board_effect("vigilantes/the-revenge", SPECIAL, box=BOX),
    no_board_effect("vigilantes/tough-it-out", CONTINUOUS, box=BOX, ongoing=True),
    no_board_effect("vigilantes/who-loves-ya-baby", HANDS_ONLY, box=BOX, printing=ORIGINAL),
    applied("vigilantes/who-loves-ya-baby", _who_loves_ya_baby_pod, box=BOX, printing=POD),
)
