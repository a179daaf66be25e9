"""Play abilities of Smash Up: Munchkin (issue 28), second half: orcs, thieves, warriors.

(The dwarves, elves, halflings and mages, the box's helpers and the choose keys its cards read
are in munchkin.py; the clerics in munchkin_clerics.py.)
"""

from __future__ import annotations

from .. import messages as M
from ..model import ACTION, MINION, MONSTER
from . import blocks as B
from . import shared as S
from .context import Loc, Play
from .munchkin import (
    BOX,
    DESTROY_MONSTER_HERE,
    INSTEAD_OF_PLAY,
    MANY_MONSTERS,
    NO_TRANSFER,
    ORIGINAL,
    PLAY_MONSTER,
    PLAY_MONSTER_HERE,
    POD,
    Act,
    _actions_on_minions,
    _destroy_monster,
    _may,
    _monsters,
    _play_monster,
    _vp_for_discard,
    transfer_onto,
    transfer_options,
)
from .oops_you_did_it_again import take_into_hand  # a card taken into your hand
from .registry import (
    AT_SCORING,
    CONTINUOUS,
    HANDS_ONLY,
    NO_ABILITY,
    SPECIAL,
    applied,
    no_board_effect,
    not_simulated,
    register,
)

# --- orcs ------------------------------------------------------------------------------------

UNTIL_YOUR_TURN = (
    "it lasts until the start of your next turn",
    "cela dure jusqu'au début de votre prochain tour",
)


def _own_count(play: Play, base) -> int:
    return len(play.minions(base, controller="own", other=False, affectable=False))


def _angry_pillagers_pod(play: Play) -> None:
    # A minion gets +2 or -2 (choose "card", "mode": "plus" / "minus") until the start of your
    # turn (this turn's scorings see it); an extra minion at its base.
    found = play.pick_card(
        play.minions("everywhere", other=False),
        may=False,
        what=("choose a minion", "choisir une Créature"),
    )
    if found is None:
        return
    mode = play.pick_mode(
        [("plus", ("+2", "+2")), ("minus", ("-2", "-2"))],
        what=("choose +2 or -2", "choisir +2 ou -2"),
    )
    play.boost(*found, 2 if mode == "plus" else -2, until=S.UNTIL_YOUR_NEXT_TURN)
    play.extra_play(MINION, base=found[0])


def _crush_original(play: Play) -> None:
    # A minion of a player who has fewer minions than you on its base.
    def fewer(base, card) -> bool:
        theirs = sum(1 for c in base.cards if c.is_minion and c.controller == card.controller)
        return theirs < _own_count(play, base)

    found = play.pick_card(
        play.minions("everywhere", controller="others", ok=fewer, protection="destroy"),
        may=False,
        what=(
            "destroy a minion of a player with fewer minions than you on its base",
            "détruire une Créature d'un joueur qui en a moins que vous sur sa Base",
        ),
    )
    if found is not None:
        play.destroy(*found)


def _death_breath_original(play: Play) -> None:
    found = play.pick_card(
        play.minions("everywhere", power_max=4),
        may=False,
        what=(
            "put a minion of power 4 or less at the bottom of its owner's deck",
            "placer une Créature de Force 4 ou moins sous la pioche de son propriétaire",
        ),
    )
    if found is not None:
        play.place_in_deck(*found)


def _death_breath_pod(play: Play) -> None:
    # For each base with one of your minions: a minion with power 3 or below destroyed there
    # (choose "cards": at most one per base) or that base's breakpoint -4 for the turn.
    what = (
        "destroy a minion with power 3 or below, or lower the breakpoint by 4, on each base "
        "where you have a minion",
        "détruire une Créature de Force 3 ou moins ou baisser la Résistance de 4, sur chaque "
        "Base avec une de vos Créatures",
    )
    mine = [b for b in play.bases if _own_count(play, b)]
    candidates = {
        c.id: (b, c)
        for b in mine
        for _, c in play.minions(b, power_max=3, protection="destroy")
        if c.id is not None
    }
    given = S.given_ids(play, "cards")
    if given is None:
        options = [{"cards": ()}] + [{"cards": (i,)} for i in candidates]
        chosen = play.decide(options, may=False, what=what)
        given = chosen["cards"] if chosen else ()
    picked = [candidates.get(i) for i in given]
    bases = [p[0].id for p in picked if p is not None]
    if None in picked or len(set(bases)) != len(bases):
        play.cannot(what, M.PLAY_NOT_OPTION(choice=f"cards: {list(given)}"))
        return
    for located in picked:
        play.destroy(*located)  # type: ignore[misc]
    for base in mine:
        if base.id not in bases:
            play.breakpoint(base, -4)


def _dogpile_original(play: Play) -> None:
    # One of your minions goes to a base holding two or more of your minions.
    found = play.pick_card_and_base(
        play.minions("everywhere", controller="own", affectable=False),
        lambda base, card: [b for b in play.bases if b is not base and _own_count(play, b) >= 2],
        may=False,
        what=(
            "move a minion of yours to a base holding two of yours",
            "déplacer une de vos Créatures vers une Base où vous en avez deux",
        ),
        protection="move",
    )
    if found is not None:
        play.move(*found)


def _dogpile_pod(play: Play) -> None:
    # Up to two of your minions ("cards") to one base where you have another minion ("to").
    # One a protection keeps from moving is no option; one its base holds (Moon Dumpster) is,
    # since the base it goes to may be its own (it stays: no move), asked with the
    # destination (move_together).
    game = play.game
    moved = play.pick_cards(
        play.minions(
            "everywhere",
            controller="own",
            affectable=False,
            ok=lambda b, c: game.blocked(b, c, play.player, "move", asking=True) is None,
        ),
        up_to=2,
        what=("move up to two of your minions", "déplacer jusqu'à deux de vos Créatures"),
    )
    if not moved:
        return
    uids = {c.uid for _, c in moved}
    # A base that refuses the move of one of them (Mo'ai's) is no option; named, a warning
    # says why.
    S.move_together(
        play,
        moved,
        [
            b
            for b in play.bases
            if any(c.uid not in uids for _, c in play.minions(b, controller="own", other=False))
        ],
        what=(
            "choose a base with one of your minions",
            "choisir une Base avec une de vos Créatures",
        ),
    )


def _gimme_original(play: Play) -> None:
    # Gimme! (original): the minion carrying the chosen action is destroyed and the action
    # moves onto a minion of yours (choose "order": [the action, your minion receiving it]). Its
    # clarification: it transfers the card even if the destruction fails. Without another
    # minion of yours, the minion is still destroyed ("order": [the action] alone).
    what = (
        "pick an action attached to a minion, destroy that minion and transfer the action to one "
        "of your minions",
        "choisir une Action sur une Créature, détruire cette Créature et transférer l'Action sur "
        "une de vos Créatures",
    )
    actions = [(b, c) for b, c in _actions_on_minions(play) if c.id is not None]
    yours = play.minions("everywhere", controller="own")
    options = transfer_options(play, actions, yours)
    with_one = {o["order"][0] for o in options}
    options += [{"order": (c.id,)} for _, c in actions if c.id not in with_one]
    chosen = play.decide(options, may=False, what=what)
    if chosen is None:
        return
    found = play.game.find(chosen["order"][0])
    if found is None:
        return
    action = found[1]
    minion = play.game.attached(*found)
    if minion is not None:
        play.destroy(found[0], minion)
    if len(chosen["order"]) == 2:
        transfer_onto(play, action, chosen["order"][1])
        return
    label = action.label()
    play.cannot(
        (
            f"transfer {label} to one of your minions",
            f"transférer {label} sur une de vos Créatures",
        ),
        (
            "you have no other minion to receive it",
            "vous n'avez pas d'autre Créature pour la recevoir",
        ),
        partial=minion is not None,
    )


def _gimme_pod(play: Play) -> None:
    # May transfer an action on the minion it is on to one of yours and take control of it
    # (choose "order": [the action, your minion receiving it]); declined, nothing happens.
    found = S.attached_minion(play)
    if found is None:
        return
    base, minion = found
    theirs = [(b, c) for b, c in play.actions(base) if getattr(c, "attached_to", None) == minion.id]
    what = (
        "transfer an action on this minion to one of yours and take control of it",
        "transférer une Action de cette Créature sur une des vôtres et en prendre le contrôle",
    )
    yours = play.minions("everywhere", controller="own")
    chosen = play.decide(transfer_options(play, theirs, yours), may=True, what=what)
    if chosen is None:
        return
    moving = play.game.find(chosen["order"][0])
    if moving is not None:
        transfer_onto(play, moving[1], chosen["order"][1], control=True)


def _hammer_slammer_pod(play: Play) -> None:
    # Destroy a weaker minion here (less power than this one; mandatory).
    found = S.in_play(play)
    if found is None:
        return
    mine = play.power(*found)
    target = play.pick_card(
        play.minions(found[0], ok=lambda b, c: play.power(b, c) < mine, protection="destroy"),
        may=False,
        what=(
            "destroy a weaker minion here",
            "détruire une Créature d'ici de Force inférieure à la sienne",
        ),
    )
    if target is not None:
        play.destroy(*target)


def _hammer_slammer_talent(play: Play) -> None:
    # Talent: its base's breakpoint -2 for the turn if you destroyed a card there this turn:
    # the board does not keep the turn's destructions, so the player says so (choose "mode":
    # "destroyed-here"; not given: not used).
    here = play.here()
    what = (
        "lower this base's breakpoint by 2 (you destroyed a card here this turn)",
        "baisser de 2 la Résistance de cette Base (vous y avez détruit une carte ce tour-ci)",
    )
    if here is not None and _may(play, "destroyed-here", what):
        play.breakpoint(here, -2)


def _stalling_pod(play: Play) -> None:
    # A minion of yours gets a +1 power counter (choose "card"); its base's breakpoint rises by
    # its power (counter included) until the start of your turn.
    found = play.pick_card(
        play.minions("everywhere", controller="own"),
        may=False,
        what=(
            "give a minion of yours a +1 power counter",
            "placer un marqueur +1 sur une de vos Créatures",
        ),
    )
    if found is None:
        return
    play.add_counters(*found, 1)
    located = play.game.find(found[1].id) or found
    play.breakpoint(located[0], play.power(*located))
    play.log(UNTIL_YOUR_TURN)


register(
    no_board_effect("orcs/and-stay-down", SPECIAL, box=BOX, printing=ORIGINAL),
    no_board_effect("orcs/and-stay-down", CONTINUOUS, box=BOX, printing=POD, ongoing=True),
    no_board_effect("orcs/angry-pillagers", SPECIAL, box=BOX, printing=ORIGINAL),
    applied("orcs/angry-pillagers", _angry_pillagers_pod, box=BOX, printing=POD),
    applied("orcs/crush", _crush_original, box=BOX, printing=ORIGINAL),
    no_board_effect("orcs/crush", CONTINUOUS, box=BOX, printing=POD, ongoing=True),
    applied("orcs/death-breath", _death_breath_original, box=BOX, printing=ORIGINAL),
    applied("orcs/death-breath", _death_breath_pod, box=BOX, printing=POD),
    applied("orcs/dogpile", _dogpile_original, box=BOX, printing=ORIGINAL),
    applied("orcs/dogpile", _dogpile_pod, box=BOX, printing=POD),
    no_board_effect("orcs/dork-orc", CONTINUOUS, box=BOX, printing=ORIGINAL),
    no_board_effect("orcs/dork-orc", INSTEAD_OF_PLAY, box=BOX, printing=POD),
    applied("orcs/gimme", _gimme_original, box=BOX, printing=ORIGINAL),
    applied("orcs/gimme", _gimme_pod, box=BOX, printing=POD, ongoing=True),
    applied(
        "orcs/hammer-slammer",
        B.destroy_minion(may=False, where="everywhere", power_max=2),
        box=BOX,
        printing=ORIGINAL,
    ),
    applied(
        "orcs/hammer-slammer",
        _hammer_slammer_pod,
        talent=_hammer_slammer_talent,
        box=BOX,
        printing=POD,
    ),
    no_board_effect("orcs/stalling", CONTINUOUS, box=BOX, printing=ORIGINAL, ongoing=True),
    applied("orcs/stalling", _stalling_pod, box=BOX, printing=POD),
    no_board_effect("orcs/sword-lord", CONTINUOUS, box=BOX),
    no_board_effect("orcs/too-tough", CONTINUOUS, box=BOX, ongoing=True),
    no_board_effect("orcs/topper-chopper", NO_ABILITY, box=BOX, printing=ORIGINAL),
    no_board_effect("orcs/topper-chopper", SPECIAL, box=BOX, printing=POD),
)


# --- thieves ---------------------------------------------------------------------------------

NOT_OWNED = ("discard cards you do not own", "défausser des cartes qui ne sont pas à vous")


def _backstab_pod(play: Play) -> None:
    # Cards you do not own discarded (choose "count"), then destroy a minion of power 3 plus
    # that count or less (choose "card").
    count = S.hand_count(play, NOT_OWNED)
    if count:
        play.log((f"discard {count} card(s)", f"défaussez {count} carte(s)"))
        S.cards_leave_hand(play, count)
    B.destroy_minion(may=False, where="everywhere", power_max=3 + count)(play)


def _counters_for_cards(per_card: int, most: int | None, what: Loc) -> Act:
    """Cat Burglar: `per_card` +1 power counters on it for each card of the hand counted
    (choose "count"; original: treasures revealed, POD: up to two cards you do not own
    discarded)."""

    def act(play: Play) -> None:
        found = S.in_play(play)
        if found is None:
            return
        count = S.hand_count(play, what)
        if most is not None and count > most:
            play.cannot(what, M.PLAY_NOT_OPTION(choice=f"count: {count}"))
            return
        if count:
            play.add_counters(*found, per_card * count)

    return act


def _mugging_pod(play: Play) -> None:
    # The other player's hand or deck is off the board; if you looked at their hand and it
    # held no action, an extra action (choose "mode": "no-action").
    play.log(
        (
            "the other player lets you take an action from their hand or their two bottom cards",
            "l'autre joueur vous laisse prendre une Action de sa main ou ses deux cartes du "
            "dessous",
        )
    )
    what = ("say their hand held no action", "dire que sa main ne contenait pas d'Action")
    if _may(play, "no-action", what):
        play.extra_play(ACTION)


POTION_MODES = ("draw", "move", "boost", "stasis", "action")


def _potion_bandolier_pod(play: Play) -> None:
    # One different option per card you do not own discarded (choose "order": the options);
    # "boost" reads "card", "move" reads "cards" and "to". Not given: none ("any number").
    what = ("choose its options", "choisir ses options")
    modes = S.given_ids(play, "order")
    if modes is None:
        chosen = play.decide([{"order": (m,)} for m in POTION_MODES], may=True, what=what)
        modes = chosen["order"] if chosen else ()
    if len(set(modes)) != len(modes) or any(m not in POTION_MODES for m in modes):
        play.cannot(what, M.PLAY_NOT_OPTION(choice=f"order: {list(modes)}"))
        return
    if modes:
        count = len(modes)
        play.log((f"discard {count} card(s)", f"défaussez {count} carte(s)"))
    for mode in modes:
        if mode == "draw":
            play.log(("draw two cards", "piochez deux cartes"))
        elif mode == "stasis":
            play.log(
                (
                    "place two stasis counters on a minion of your hand",
                    "placez deux marqueurs de stase sur une Créature de votre main",
                )
            )
        elif mode == "action":
            play.extra_play(ACTION)
        elif mode == "boost":
            B.boost_minion(3, where="everywhere")(play)
        else:
            _move_own(play)


def _move_own(play: Play) -> None:
    """One of your minions moved to another base (choose "cards": [the minion], "to")."""
    options = [
        {"cards": (c.id,), "to": b.id}
        for src, c in play.minions("everywhere", controller="own", protection="move")
        for b in play.bases
        if b is not src and c.id is not None
    ]
    chosen = play.decide(
        options, may=False, what=("move one of your minions", "déplacer une de vos Créatures")
    )
    if chosen is None:
        return
    found = play.game.find(chosen["cards"][0])
    dst = play.game.base_by_id(chosen["to"])
    if found is not None and dst is not None:
        play.move(found[0], found[1], dst)


def _secret_stash_pod(play: Play) -> None:
    # Talent: with one stored card left, destroy this card to play that card (choose "play").
    found = S.in_play(play)
    if found is not None and play.destroy(*found):
        play.play_extra(
            what=("play the card stored under it", "jouer la carte stockée dessous"),
        )


def _strip_bare(play: Play) -> None:
    # An action in play to your hand, the player of Strip Bare's (original: a treasure; POD: any
    # action, another player's too): it leaves the board for that hand.
    found = play.pick_card(
        play.actions(),
        may=False,
        what=("take an action in play into your hand", "prendre en main une Action en jeu"),
        protection="return",
    )
    if found is None:
        return
    take_into_hand(play, *found)


register(
    applied(
        "thieves/backstab",
        B.both(
            B.note("discard a treasure card", "défaussez un Trésor"),
            B.destroy_minion(may=False, where="everywhere", power_max=3),
        ),
        box=BOX,
        printing=ORIGINAL,
    ),
    applied("thieves/backstab", _backstab_pod, box=BOX, printing=POD),
    applied(
        "thieves/cat-burglar",
        _counters_for_cards(
            1, None, ("reveal treasure cards from your hand", "révéler des Trésors de votre main")
        ),
        box=BOX,
        printing=ORIGINAL,
    ),
    applied("thieves/cat-burglar", _counters_for_cards(2, 2, NOT_OWNED), box=BOX, printing=POD),
    no_board_effect("thieves/clever-distraction", SPECIAL, box=BOX, printing=ORIGINAL),
    no_board_effect("thieves/clever-distraction", CONTINUOUS, box=BOX, printing=POD, ongoing=True),
    applied("thieves/fence", _vp_for_discard, box=BOX, printing=ORIGINAL),
    no_board_effect("thieves/fence", SPECIAL, box=BOX, printing=POD),
    no_board_effect("thieves/master-thief", HANDS_ONLY, box=BOX),
    not_simulated("thieves/mugging", NO_TRANSFER, box=BOX, printing=ORIGINAL),
    applied("thieves/mugging", _mugging_pod, box=BOX, printing=POD),
    no_board_effect("thieves/pickpocket", HANDS_ONLY, box=BOX),
    applied(
        "thieves/potion-bandolier",
        B.both(
            B.note("discard a treasure card", "défaussez un Trésor"),
            B.boost_minion(3, where="everywhere"),
        ),
        box=BOX,
        printing=ORIGINAL,
    ),
    applied("thieves/potion-bandolier", _potion_bandolier_pod, box=BOX, printing=POD),
    no_board_effect("thieves/secret-stash", AT_SCORING, box=BOX, printing=ORIGINAL, ongoing=True),
    applied("thieves/secret-stash", talent=_secret_stash_pod, box=BOX, printing=POD, ongoing=True),
    applied("thieves/smuggling", _vp_for_discard, box=BOX),
    applied("thieves/strip-bare", _strip_bare, box=BOX),
    no_board_effect("thieves/swipe", HANDS_ONLY, box=BOX),
)


# --- warriors --------------------------------------------------------------------------------


def _berserker(modes: bool) -> Act:
    """Destroy a monster here of power up to this minion's (choose "card") to place a +1 power
    counter on it (POD: or, choose "mode": "action", to play an extra action)."""

    def act(play: Play) -> None:
        me = S.in_play(play)
        if me is None:
            return
        mine = play.power(*me)
        found = play.pick_card(
            [(b, c) for b, c in _monsters(play, "here") if play.power(b, c) <= mine],
            may=False,
            what=(
                "destroy a monster here of power up to this minion's",
                "détruire un Monstre d'ici de Force au plus celle de cette Créature",
            ),
            protection="destroy",
        )
        if found is None or not play.destroy(*found):
            return
        mode = "counter"
        if modes:
            mode = play.pick_mode(
                [
                    ("counter", ("a +1 power counter on it", "un marqueur +1 sur elle")),
                    ("action", ("an extra action", "une Action supplémentaire")),
                ],
                what=("choose what it gives", "choisir ce qu'elle apporte"),
            )
        if mode == "action":
            play.extra_play(ACTION)
        else:
            located = S.in_play(play)
            if located is not None:
                play.add_counters(*located, 1)

    return act


def _big_hero(play: Play) -> None:
    # Talent: destroy a monster here ("mode": "destroy", "card") or play one here ("play").
    mode = play.pick_mode(
        [("destroy", DESTROY_MONSTER_HERE), ("play", PLAY_MONSTER_HERE)],
        what=("choose its Talent's effect", "choisir l'effet de son Talent"),
    )
    if mode == "destroy":
        _destroy_monster(play, "here")
    else:
        _play_monster(play, here=True)


def _campaign(play: Play) -> None:
    for base in play.bases:
        if any(c.type == MONSTER for c in base.cards):
            for located in play.minions(base, controller="own", other=False):
                play.boost(*located, 2)


def _cleave(play: Play) -> None:
    # Destroy a monster; its treasures, got by destroying it, may be played as extra cards.
    found = _destroy_monster(play)
    if found is not None and found[1].treasures:
        play.extra_play(ACTION, found[1].treasures)


def _dungeon_bait(printed: bool) -> Act:
    """Play a monster ("mode": "monster", "play", "to") or destroy a minion with power 2 or
    below ("destroy", "card"; POD: its printed power)."""

    def act(play: Play) -> None:
        mode = play.pick_mode(
            [
                ("monster", PLAY_MONSTER),
                ("destroy", ("destroy a small minion", "détruire une petite Créature")),
            ],
            what=("choose its effect", "choisir son effet"),
        )
        if mode == "monster":
            _play_monster(play, here=False)
            return
        if not printed:
            B.destroy_minion(may=False, where="everywhere", power_max=2)(play)
            return
        found = play.pick_card(
            play.minions("everywhere", ok=lambda b, c: c.power <= 2, protection="destroy"),
            may=False,
            what=(
                "destroy a minion whose printed power is 2 or below",
                "détruire une Créature de Force imprimée 2 ou moins",
            ),
        )
        if found is not None:
            play.destroy(*found)

    return act


def _ruckus(play: Play) -> None:
    # On a base (choose "base"): every monster there destroyed ("mode": "destroy"), no
    # treasure collected, or two monsters played there ("play": not applied, see MANY_MONSTERS,
    # so listed in not_simulated when taken). Not given, the mode the engine applies is assumed
    # (listed first).
    found = play.pick_base(
        play.bases, may=False, what=("choose a base", "choisir une Base"), key="base"
    )
    if found is None:
        return
    mode = play.pick_mode(
        [
            ("destroy", ("destroy every monster there", "y détruire tous les Monstres")),
            ("play", ("play two monsters there", "y jouer deux Monstres")),
        ],
        what=("choose its effect", "choisir son effet"),
    )
    if mode == "play":
        play.game.note_card_not_simulated(found, play.card, MANY_MONSTERS)
        play.cannot(("play two monsters there", "y jouer deux Monstres"), MANY_MONSTERS)
        return
    for located in [(b, c) for b, c in _monsters(play) if b is found]:
        play.destroy(*located, treasures=False)


def _war_cry(play: Play) -> None:
    # Destroy a monster to give a minion at its base its power until the end of the turn
    # (choose "order": [the monster, the minion]).
    options = []
    for base, beast in _monsters(play):
        for _, minion in play.minions(base, other=False, affectable=False):
            if beast.id is not None and minion.id is not None and minion is not beast:
                options.append({"order": (beast.id, minion.id)})
    chosen = play.decide(
        options,
        may=False,
        what=(
            "destroy a monster to give a minion at its base its power",
            "détruire un Monstre pour donner sa Force à une Créature de sa Base",
        ),
    )
    if chosen is None:
        return
    beast = play.game.find(chosen["order"][0])
    if beast is None:
        return
    power = play.power(*beast)
    if play.destroy(*beast):
        minion = play.game.find(chosen["order"][1])
        if minion is not None:
            play.boost(*minion, power)


register(
    applied("warriors/berserker", _berserker(False), box=BOX, printing=ORIGINAL),
    applied("warriors/berserker", _berserker(True), box=BOX, printing=POD),
    applied("warriors/big-hero", talent=_big_hero, box=BOX),
    applied("warriors/campaign", _campaign, box=BOX),
    applied("warriors/cleave", _cleave, box=BOX),
    no_board_effect("warriors/dumbbells", CONTINUOUS, box=BOX, ongoing=True),
    applied("warriors/dungeon-bait", _dungeon_bait(False), box=BOX, printing=ORIGINAL),
    applied("warriors/dungeon-bait", _dungeon_bait(True), box=BOX, printing=POD),
    no_board_effect("warriors/eternal-hero", HANDS_ONLY, box=BOX, ongoing=True),
    applied("warriors/ruckus", _ruckus, box=BOX),
    no_board_effect("warriors/shield-of-ubiquity", CONTINUOUS, box=BOX, ongoing=True),
    no_board_effect("warriors/star-player", CONTINUOUS, box=BOX),
    applied("warriors/taunter", lambda play: _play_monster(play, here=True), box=BOX),
    applied("warriors/war-cry", _war_cry, box=BOX),
)
