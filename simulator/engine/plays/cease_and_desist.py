"""Play abilities of Cease and Desist (issue 28): Astroknights, Changerbots, Ignobles, Star
Roamers, both printings (one text for each card but Leader Two, whose POD printing acts when
played instead of by a Talent).

The `choose` keys these cards read, beyond the usual "card" (one card), "cards" (several
cards), "to" and "base" (a base):
- "cards" for Fate of the Favorites, Out of Sight and Mass Teleport: one minion per player (the
  one that player destroys or returns); for Banner Call: the minions you own taken back;
- "player": who gets control of the minion you give away (Betrothed, Sneaky Squire, Repaying
  Debts, the Talents of Aunt of Drakes and The Hill that Strolls; left out: the next player);
- "order": [your minion given away, their minion taken] (Hostage Exchange);
- "mode": The Hill that Strolls' Talent ("give" | "take");
- "count": how many same-name minions Teleport Overflow reveals from the hand;
- "play" (and "to"): the extra card played now (Ship's Captain, Pupoks' Talent).
A Talent is used by a talent event naming the card that has it; for Flighterizer, Passengers and
The Touch (actions giving the minion they are on a Talent), the event names the action.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import islice, product

from .. import messages as M
from ..cards.cease_and_desist import MERGACON_MOVED
from ..model import ACTION, MINION
from . import blocks as B
from . import shared as S
from .choosing import ACTION_VERBS
from .context import Loc, Located, Play
from .international_incident import aimed_at
from .registry import (
    CONTINUOUS,
    END_OF_TURN,
    HANDS_ONLY,
    SPECIAL,
    START_OF_TURN,
    applied,
    no_board_effect,
    not_simulated,
    register,
)

BOX = "Cease and Desist"
ORIGINAL = "original"
POD = "pod"

Act = Callable[[Play], None]

NEW_BASE = (
    "it puts a new base from the base deck into play, which the board does not hold: add the "
    "base to the board and type the extra minion played there as an event",
    "elle met en jeu une nouvelle Base de la pioche des Bases, que le plateau ne contient pas : "
    "ajoutez la Base au plateau et saisissez la Créature supplémentaire jouée là comme événement",
)


# --- this box's helpers ----------------------------------------------------------------------


def _draw(play: Play, count: int) -> None:
    play.log((f"its player draws {count} card(s)", f"son joueur pioche {count} carte(s)"))


# The combinations _per_player lists: the advisor's branches (advice_steps.BRANCH_MAX, 40;
# not imported: the advisor's modules import the turn, which imports the plays); one more
# tells both it and assumed_choices (20 listed) that the list was cut.
_COMBINATIONS_MAX = 40


def _per_player(play: Play, what: Loc, *, by: str, act: str) -> list[Located]:
    """Each player picks one minion (choose "cards": one id per player, in turn order); `by` is
    "controller" (a minion they control) or "owner" (a minion they own), the player who does
    `act` ("destroy", "return") to it. A minion a protection keeps from that act (Ghost Knight:
    "cannot be destroyed") is never offered nor assumed; named, it is left out with a warning
    giving the protection, and the others named are still taken. A player whose minions are all
    so kept takes none (warned). Mandatory: not given, each player takes the first of theirs in
    table order; the options list every combination of the players' picks (cut beyond
    _COMBINATIONS_MAX)."""
    game = play.game
    every = [(b, c) for b, c in play.minions("everywhere", affectable=False) if c.id is not None]
    by_id = {c.id: (b, c) for b, c in every}
    # Asked as the act asks it: of the player who does it (the minion's owner or controller).
    refused = {c.uid: game.blocked(b, c, getattr(c, by), act, asking=True) for b, c in every}
    players = [p for p in game.turn_order if any(getattr(c, by) == p for _, c in every)]
    free = {
        p: [c.id for _, c in every if getattr(c, by) == p and not refused[c.uid]] for p in players
    }
    pickers = [p for p in players if free[p]]
    given = S.given_ids(play, "cards")
    if given is None:
        # Every combination of the players' picks (each player's in table order, the first
        # of each first), as many as the advisor tries and one more (more: cut, and
        # assumed_choices says so).
        picks = product(*(free[p] for p in pickers)) if pickers else iter(())
        options = [{"cards": ids} for ids in islice(picks, _COMBINATIONS_MAX + 1)]
        chosen = play.decide(options, may=False, what=what)
        if chosen is None:
            return []
        taken = [by_id[i] for i in chosen["cards"]]
        named = {getattr(c, by) for _, c in taken}
    else:
        whose = [getattr(by_id[i][1], by) for i in given if i in by_id]
        if (
            len(whose) != len(given)
            or len(set(whose)) != len(whose)
            or not set(pickers) <= set(whose)
        ):
            play.cannot(what, M.PLAY_NOT_OPTION(choice=f"cards: {list(given)}"))
            return []
        taken = [by_id[i] for i in given if not refused[by_id[i][1].uid]]
        named = set(whose)
        verb = ACTION_VERBS[act]
        for i in given:
            card = by_id[i][1]
            if refused[card.uid]:
                label = card.label()
                play.cannot(
                    (f"{verb[0]} {label}", f"{verb[1]} {label}"),
                    refused[card.uid],
                    partial=bool(taken),
                )
    for p in players:
        if p not in pickers and p not in named:
            # Minions, none of which the act may take: that player's part is skipped.
            gone = ("destroyed", "détruite") if act == "destroy" else ("returned", "renvoyée")
            play.cannot(
                what,
                (
                    f"no minion of {p} can be {gone[0]}",
                    f"aucune Créature de {p} ne peut être {gone[1]}",
                ),
                partial=bool(taken),
            )
    return taken


def _receivers(play: Play) -> list[str]:
    return S.others(play)


def _give_away(play: Play, candidates: Sequence[Located], *, may: bool, what: Loc) -> bool:
    """Give another player control of one of the candidates (choose "card" and "player");
    True once given."""
    options = [{"card": c.id, "player": p} for _, c in candidates if c.id for p in _receivers(play)]
    chosen = play.decide(options, may=may, what=what, keys=("card", "player"))
    if chosen is None:
        return False
    found = play.game.find(chosen["card"])
    return found is not None and play.take_control(*found, to=chosen["player"])


def _own_minions(play: Play, **extra) -> list[Located]:
    return play.minions("everywhere", controller="own", **extra)


def _yours_held(play: Play) -> list[Located]:
    """Minions the player owns and another player controls (the Ignobles' 'minion you own')."""
    return play.minions(
        "everywhere",
        ok=lambda b, c: c.owner == play.player and c.controller != play.player,
    )


def _move_with_minus_one(found: Located | None, play: Play) -> None:
    """Huffie's Talent (and the one Flighterizer gives): to another base, -1 until the end of
    the turn (choose "to")."""
    if found is None:
        return
    what = ("move it to another base", "la déplacer vers une autre Base")
    # A base its move is refused to (Mo'ai's...) is no option; named, a warning says why.
    others = [b for b in play.bases if b is not found[0]]
    dst = play.pick_destination([found], others, what=what)
    if dst is not None and play.move(found[0], found[1], dst):
        moved = play.game.find(found[1].id)
        if moved is not None:
            play.boost(*moved, -1)


def _loses_abilities(play: Play, until: Loc) -> None:
    # Bruiser: its own abilities (its Ongoing) are not simulated (its card entry lists it as
    # not simulated), so there is nothing for the engine to switch off.
    play.log(
        (
            f"it has none of its other abilities {until[0]} (its Ongoing, not simulated, is "
            "not applied either way)",
            f"elle n'a plus ses autres capacités {until[1]} (sa capacité Continue, non "
            "simulée, n'est de toute façon pas appliquée)",
        )
    )


# --- astroknights ----------------------------------------------------------------------------


def _annoying_alien(play: Play) -> None:
    # The minions here sharing the named minion's name (catalog card) get -2; the board keeps
    # it until the end of this turn, the card until the start of your next one.
    here = S.in_play(play)
    if here is None:
        return
    what = ("name a minion here", "nommer une Créature d'ici")
    found = play.pick_card(
        play.minions(here[0], other=False, affectable=False), may=False, what=what
    )
    if found is None:
        return
    named = found[1]
    for base, card in play.minions(here[0], other=False):
        same = card.uid == named.uid if named.key is None else card.key == named.key
        if same:
            play.boost(base, card, -2, until=S.UNTIL_YOUR_NEXT_TURN)


def _astro_robot(play: Play) -> None:
    what = (
        "destroy an action played here, on the base or on one of its minions",
        "détruire une Action de cette Base ou d'une Créature d'ici",
    )
    found = play.pick_card(play.actions("here"), may=True, what=what, protection="destroy")
    if found is not None:
        play.destroy(*found)


def _pupoks(play: Play) -> None:
    here = play.here() or play.bases[0]
    play.game.lose_vp(play.player, 1, here, play.why)
    _draw(play, 3)
    play.play_extra(
        what=("play one of the drawn cards as an extra card", "jouer une des cartes piochées")
    )


def _scoundrel(play: Play) -> None:
    # It goes even with no other minion of yours there (the card's clarification).
    me = S.in_play(play)
    if me is None:
        return
    # A minion a protection keeps from being moved, even by its own player (Too Tough,
    # Entangled...), is no mate (asked of each: the minions of one player on one base); named,
    # it is warned of with its protector and Scoundrel goes alone.
    mates = play.minions(me[0], controller="own", protection="move")
    what = ("choose another of your minions here", "choisir une autre de vos Créatures d'ici")
    named = play.given("card") is not None
    mate = play.pick_card(mates, may=False, what=what) if mates or named else None
    where = ("move them to another base", "les déplacer vers une autre Base")
    movers = [me] if mate is None else [me, mate]
    S.move_together(play, movers, [b for b in play.bases if b is not me[0]], what=where)


def _space_prince(play: Play) -> None:
    # An action on one of your minions, or a one-shot action naming one (aimed_at); whether it
    # raises that minion's power is not checked (the card is counted before it resolves).
    play.extra_play(
        ACTION,
        ok=aimed_at(
            play,
            lambda c: c.controller == play.player,
            (
                "it does not directly affect one of your minions",
                "elle n'agit pas directement sur une de vos Créatures",
            ),
        ),
        kind_text=(
            "an action that raises the power of one of your minions directly",
            "une Action qui augmente directement la Force d'une de vos Créatures",
        ),
    )
    play.log(
        (
            "the extra action must raise the power of one of your minions (not checked: only "
            "that it acts on one of them)",
            "l'Action supplémentaire doit augmenter la Force d'une de vos Créatures (non "
            "vérifié : seulement qu'elle agit sur l'une d'elles)",
        )
    )


# --- changerbots -----------------------------------------------------------------------------


def _bruiser(play: Play) -> None:
    me = S.in_play(play)
    if me is not None:
        play.boost(*me, 2)
        _loses_abilities(play, ("until the start of your next turn", "jusqu'à votre prochain tour"))


def _form_mergacon(play: Play) -> None:
    # Only the minions there now (the card's clarification).
    base = play.pick_base(
        play.bases, may=False, what=("choose a base", "choisir une Base"), key="base"
    )
    if base is not None:
        for found in play.minions(base, controller="own"):
            play.boost(*found, 1)


def _huffie(play: Play) -> None:
    _move_with_minus_one(S.in_play(play), play)


def _flighterizer(play: Play) -> None:
    _move_with_minus_one(S.attached_minion(play), play)


def _mergacon(play: Play) -> None:
    me = S.in_play(play)
    if me is None:
        return
    what = ("move it to another base", "le déplacer vers une autre Base")
    dst = play.pick_base([b for b in play.bases if b is not me[0]], may=False, what=what)
    if dst is None:
        return
    if not play.move(me[0], me[1], dst):
        return
    # Its +3 is lost until the end of the turn once it moved: the run's record, which its
    # power hook reads; the totals it reaches are worked out again.
    game = play.game
    game.lasting_data[MERGACON_MOVED, me[1].uid] = True
    moved = game.find(me[1].id) if me[1].id is not None else None
    if moved is not None:
        game.effect_changed(*moved)
    play.log(
        ("its +3 is lost until the end of the turn", "son +3 est perdu jusqu'à la fin du tour")
    )


# Passengers' Talent with no move of its minion seen in the run: the move is assumed to have
# happened before it (the board holds no history), from the base of the minion named.
_PASSENGERS_ASSUMED = (
    "{carrier} is assumed to have moved this turn from {base} before the run (no move of it in "
    "the run): give its move as an event for the base it left to be known",
    "{carrier} est supposée s'être déplacée ce tour-ci depuis {base} avant la simulation "
    "(aucun déplacement d'elle dans la simulation) : saisissez son déplacement comme événement "
    "pour que la Base quittée soit connue",
)


def _passengers(play: Play) -> None:
    # "From the previous base": the base its minion last left in this run (its card hook
    # remembers it, cards/cease_and_desist.py); with no move seen, any other base of yours,
    # the move assumed and listed.
    carrier = S.attached_minion(play)
    if carrier is None:
        return
    what = (
        "move another of your minions from the base it left to here",
        "déplacer une autre de vos Créatures de la Base qu'elle a quittée vers ici",
    )
    left = play.game.lasting_data.get(play.card.uid)
    if left is not None:
        others = [
            x
            for x in _own_minions(play, affectable=False)
            if x[0].id == left and x[1] is not carrier[1]
        ]
    else:
        others = [x for x in _own_minions(play, affectable=False) if x[0] is not carrier[0]]
    found = play.pick_card(others, may=True, what=what, protection="move")
    if found is None:
        return
    if left is None and play.game.logging:
        text = _PASSENGERS_ASSUMED
        play.game.assume(
            carrier[0].id,
            play.player,
            play.card.key,
            {"card": found[1].id},
            (
                text[0].format(carrier=carrier[1].label(), base=found[0].id),
                text[1].format(carrier=carrier[1].label(), base=found[0].id),
            ),
            card=play.card.id,
            event=play.event,
            fact=True,
        )
    play.move(found[0], found[1], carrier[0])


def _solarshout(play: Play) -> None:
    play.extra_play(ACTION)
    me = S.in_play(play)
    if me is not None:
        play.boost(*me, -2)


def _the_touch(play: Play) -> None:
    # The Touch's Talent: +3, and the minion's other abilities are gone for the rest of the turn
    # (its card entry's cancels hook, cards/cease_and_desist.py, cancels them from now on).
    carrier = S.attached_minion(play)
    if carrier is not None:
        play.boost(*carrier, 3)
        play.game.lasting_data[play.card.uid] = carrier[1].uid
        play.game.effect_changed(carrier[0], play.card)
        play.log(
            (
                "its minion has no other ability for the rest of the turn",
                "sa Créature n'a plus d'autre capacité pour le reste du tour",
            )
        )


# --- ignobles --------------------------------------------------------------------------------


def _activate_the_spy(play: Play) -> None:
    what = ("take back control of a minion you own", "reprendre le contrôle d'une de vos Créatures")
    found = play.pick_card(_yours_held(play), may=False, what=what)
    if found is not None:
        play.take_control(*found)
    play.extra_play(ACTION)


def _banner_call(play: Play) -> None:
    held = _yours_held(play)
    what = ("take back control of minions you own", "reprendre le contrôle de vos Créatures")
    for found in play.pick_cards(held, up_to=len(held), what=what):
        play.take_control(*found)


def _gives_self(extra: str | None) -> Act:
    """Betrothed, Sneaky Squire: may give control of itself to another player (then, for the
    Squire, an extra minion)."""
    what = ("give control of it to another player", "en donner le contrôle à un autre joueur")

    def act(play: Play) -> None:
        me = S.in_play(play)
        if me is None:
            return
        if play.given("player") is not None and play.given("card") is None:
            # The only card it gives is itself: "player" alone says it all (the module
            # docstring's "player" key).
            play.choose = {**play.choose, "card": me[1].id}
        if _give_away(play, [me], may=True, what=what) and extra is not None:
            play.extra_play(extra)

    return act


def _fate_of_the_favorites(play: Play) -> None:
    # (An infinitive: "ann must have each player destroy...", review c5.)
    what = (
        "have each player destroy a minion they own",
        "faire détruire à chaque joueur une Créature qui lui appartient",
    )
    for base, card in _per_player(play, what, by="owner", act="destroy"):
        play.game.destroy(base, card, card.owner, play.why)


def _hostage_exchange(play: Play) -> None:
    what = (
        "swap control of one of your minions for a weaker or equal one of that player",
        "échanger le contrôle d'une de vos Créatures contre une Créature de ce joueur de Force "
        "égale ou moindre",
    )
    # The give is the price of the take ("to take control"): a minion either change of control
    # cannot affect (a protection: Sneaksy's minions against other players' actions) is never
    # offered nor assumed; named, nothing changes hands and the warning names the protector.
    # With no exchange possible, nothing changes hands (warned: nothing it can act on).
    mine = _own_minions(play)
    theirs = play.minions("everywhere", controller="others")
    options = [
        {"order": (a.id, b.id)}
        for ba, a in mine
        for bb, b in theirs
        if play.power(bb, b) <= play.power(ba, a)
    ]
    named = play.given("order")
    for card_id in named if isinstance(named, list | tuple) and len(named) == 2 else ():
        found = play.game.find(card_id)
        refused = play.refusal(*found) if found is not None else None
        if refused:
            play.read.add("order")
            play.cannot(what, refused)
            return
    chosen = play.decide(options, may=False, what=what)
    if chosen is None:
        return
    a, b = (play.game.find(i) for i in chosen["order"])
    if play.take_control(*a, to=b[1].controller):
        again = play.game.find(b[1].id)
        if again is not None:
            play.take_control(*again)


def _out_of_sight(play: Play) -> None:
    what = (
        "have each player return a minion they own to their hand",
        "faire reprendre en main à chaque joueur une Créature qui lui appartient",
    )
    for base, card in _per_player(play, what, by="owner", act="return"):
        play.game.return_to_hand(base, card, card.owner, play.why)


def _red_birthday_party(play: Play) -> None:
    what = ("destroy a minion you own", "détruire une Créature qui vous appartient")
    mine = play.minions("everywhere", ok=lambda b, c: c.owner == play.player, protection="destroy")
    found = play.pick_card(mine, may=False, what=what)
    if found is None:
        return
    # The weaker minions are those below its power when the card resolves.
    power = play.power(*found)
    weaker = play.minions(found[0], ok=lambda b, c: play.power(b, c) < power, affectable=False)
    play.destroy(*found)
    for base, card in weaker:
        play.destroy(base, card)


def _give_for(extra: str | None, draws: int) -> Act:
    """Repaying Debts, Aunt of Drakes: hand a minion of yours over to another player;
    then draws and an extra play."""
    what = (
        "hand a minion of yours over to another player",
        "donner le contrôle d'une de vos Créatures à un autre joueur",
    )

    def act(play: Play) -> None:
        # "One of your minions" (no "other"): Aunt of Drakes may give herself away.
        mine = _own_minions(play, affectable=False, other=False)
        if _give_away(play, mine, may=False, what=what):
            _draw(play, draws)
            if extra is not None:
                play.extra_play(extra)

    return act


def _hill_that_strolls(play: Play) -> None:
    mode = play.pick_mode(
        [
            ("give", ("give a minion away", "céder une Créature")),
            ("take", ("take one back", "en reprendre une")),
        ],
        what=(
            "give away one of your minions to draw, or take back a minion here you own",
            "céder une de vos Créatures pour piocher, ou reprendre une Créature d'ici à vous",
        ),
    )
    if mode == "give":
        _give_for(None, 1)(play)
        return
    here = S.in_play(play)
    held = [x for x in _yours_held(play) if here is not None and x[0] is here[0]]
    what = ("take back a minion here you own", "reprendre une Créature d'ici à vous")
    found = play.pick_card(held, may=False, what=what)
    if found is not None:
        play.take_control(*found)


# --- star roamers ----------------------------------------------------------------------------


def _hyperspeed_10(play: Play) -> None:
    what = (
        "move every minion of a base to one other base",
        "déplacer toutes les Créatures d'une Base vers une seule autre Base",
    )
    options = [
        {"base": b.id, "to": d.id}
        for b in play.bases
        if play.minions(b, affectable=False)
        for d in play.bases
        if d is not b
    ]
    chosen = play.decide(options, may=False, what=what)
    if chosen is None:
        return
    src, dst = play.game.base_by_id(chosen["base"]), play.game.base_by_id(chosen["to"])
    for base, card in play.minions(src, affectable=False):
        play.move(base, card, dst)


def _mass_teleport(play: Play) -> None:
    what = (
        "have every player return a minion they control to its owner's hand",
        "faire renvoyer à chaque joueur une de ses Créatures dans la main de son propriétaire",
    )
    for base, card in _per_player(play, what, by="controller", act="return"):
        play.game.return_to_hand(base, card, card.controller, play.why)


def _ships_captain(play: Play) -> None:
    what = (
        "play the minion found here as an extra minion when its power is at most 3",
        "jouer ici la Créature trouvée, de Force 3 ou moins, comme Créature supplémentaire",
    )
    here = play.here()
    found = play.given("play")
    if found is None or found.power > 3:
        play.log(
            (
                "its player searches their deck for a minion and puts it into their hand",
                "son joueur cherche une Créature dans sa pioche et la prend en main",
            )
        )
    play.play_extra(kind=MINION, where=[here] if here else [], power_max=3, what=what)


def _science_officer(play: Play) -> None:
    # Any of your minions of power 4 or less, itself not excluded: Science Officer (power 4)
    # may return itself.
    words = B.minion_words("everywhere", "own", 4)
    found = play.pick_card(
        play.minions("everywhere", controller="own", power_max=4, other=False, protection="return"),
        may=False,
        what=(
            f"return {words[0]} to its owner's hand",
            f"renvoyer {words[1]} dans la main de son propriétaire",
        ),
    )
    if found is not None:
        play.return_to_hand(*found)
    play.extra_play(MINION)
    play.log(
        (
            "the extra minion must have another name than the one returned",
            "la Créature supplémentaire doit porter un autre nom que celle renvoyée",
        )
    )


def _teleport_error(play: Play) -> None:
    # The base is drawn at random: the player types the one drawn ("to"); none is assumed.
    what = ("choose a minion", "choisir une Créature")
    found = play.pick_card(play.minions("everywhere", protection="move"), may=False, what=what)
    if found is None:
        return
    where = ("move it to a base drawn at random", "la déplacer vers une Base tirée au hasard")
    play.read.add("to")
    dst = play.game.base_by_id(play.given("to")) if play.given("to") else None
    if dst is None or dst is found[0]:
        play.cannot(
            where,
            (
                "the base is drawn at random: give the one drawn as choose.to",
                "la Base est tirée au hasard : donnez celle tirée dans choose.to",
            ),
        )
        return
    play.move(found[0], found[1], dst)


def _teleport_overflow(play: Play) -> None:
    B.return_minion(may=False, where="everywhere", controller="own")(play)
    what = (
        "reveal minions sharing one name from your hand",
        "révéler des Créatures d'un même nom de votre main",
    )
    count = S.hand_count(play, what)
    if count:
        play.extra_play(MINION, count)
        play.log(
            (
                f"the {count} extra minion(s) are the revealed ones, all of one name",
                f"les {count} Créature(s) supplémentaire(s) sont celles révélées, d'un même nom",
            )
        )


# --- the registry entries --------------------------------------------------------------------

register(
    # --- astroknights ---
    no_board_effect("astroknights/alien-guru", CONTINUOUS, box=BOX),
    applied("astroknights/annoying-alien", talent=_annoying_alien, box=BOX),
    applied("astroknights/astro-robot", _astro_robot, box=BOX),
    applied("astroknights/block-the-probe", B.boost_minion(2), box=BOX),
    no_board_effect("astroknights/ghost-knight", CONTINUOUS, box=BOX),
    no_board_effect("astroknights/hidden-base", START_OF_TURN, box=BOX, ongoing=True),
    no_board_effect("astroknights/its-a-trap", SPECIAL, box=BOX),
    no_board_effect("astroknights/laser-sword", CONTINUOUS, box=BOX, ongoing=True),
    no_board_effect("astroknights/mannersbot", HANDS_ONLY, box=BOX),
    no_board_effect("astroknights/prepare-for-battle", HANDS_ONLY, box=BOX),
    applied("astroknights/pupoks", talent=_pupoks, box=BOX),
    no_board_effect("astroknights/recycle-the-trash", HANDS_ONLY, box=BOX),
    applied("astroknights/scoundrel", talent=_scoundrel, box=BOX),
    no_board_effect("astroknights/space-knight", HANDS_ONLY, box=BOX),
    applied("astroknights/space-prince", talent=_space_prince, box=BOX),
    applied("astroknights/use-the-fours", B.boost_minion(4, controller="own"), box=BOX),
    no_board_effect("astroknights/walking-carpet", SPECIAL, box=BOX),
    applied(
        "astroknights/yield-to-rage",
        B.both(B.boost_minion(2, controller="own"), B.extra_play(ACTION)),
        box=BOX,
    ),
    # --- changerbots ---
    applied("changerbots/bruiser", talent=_bruiser, box=BOX),
    no_board_effect("changerbots/cesium-armor", CONTINUOUS, box=BOX, ongoing=True),
    applied(
        "changerbots/change-into-a-gun",
        B.destroy_minion(may=False, where="here", power_max=4),
        box=BOX,
        ongoing=True,
    ),
    no_board_effect("changerbots/change-up-and-roll-on", SPECIAL, box=BOX),
    applied("changerbots/flighterizer", talent=_flighterizer, box=BOX, ongoing=True),
    applied("changerbots/form-mergacon", _form_mergacon, box=BOX),
    applied("changerbots/huffie", talent=_huffie, box=BOX),
    applied(
        "changerbots/leader-two",
        talent=B.boost_minion(2, controller="own"),
        box=BOX,
        printing=ORIGINAL,
    ),
    applied("changerbots/leader-two", B.boost_minion(2, controller="own"), box=BOX, printing=POD),
    no_board_effect("changerbots/matrix-of-bossiness", CONTINUOUS, box=BOX, ongoing=True),
    applied("changerbots/mergacon", talent=_mergacon, box=BOX),
    applied("changerbots/passengers", talent=_passengers, box=BOX, ongoing=True),
    applied("changerbots/solarshout", talent=_solarshout, box=BOX),
    applied("changerbots/the-touch", talent=_the_touch, box=BOX, ongoing=True),
    # --- ignobles ---
    applied("ignobles/activate-the-spy", _activate_the_spy, box=BOX),
    applied("ignobles/aunt-of-drakes", talent=_give_for(ACTION, 1), box=BOX),
    applied("ignobles/banner-call", _banner_call, box=BOX),
    applied("ignobles/betrothed", _gives_self(None), box=BOX),
    applied("ignobles/fate-of-the-favorites", _fate_of_the_favorites, box=BOX),
    no_board_effect("ignobles/foot-of-the-king", END_OF_TURN, box=BOX),
    applied("ignobles/hostage-exchange", _hostage_exchange, box=BOX),
    no_board_effect("ignobles/inevitable-betrayal", SPECIAL, box=BOX),
    applied("ignobles/out-of-sight", _out_of_sight, box=BOX),
    applied("ignobles/red-birthday-party", _red_birthday_party, box=BOX),
    applied("ignobles/repaying-debts", _give_for(MINION, 2), box=BOX),
    applied("ignobles/sneaky-squire", _gives_self(MINION), box=BOX),
    applied("ignobles/the-hill-that-strolls", talent=_hill_that_strolls, box=BOX),
    # --- star roamers ---
    no_board_effect("star-roamers/ensign", CONTINUOUS, box=BOX),
    applied("star-roamers/hyperspeed-10", _hyperspeed_10, box=BOX),
    applied("star-roamers/mass-teleport", _mass_teleport, box=BOX),
    no_board_effect("star-roamers/medical-officer", CONTINUOUS, box=BOX),
    applied(
        "star-roamers/port-me-up",
        B.return_minion(may=False, where="everywhere", controller="own"),
        box=BOX,
    ),
    no_board_effect("star-roamers/protector-fields", CONTINUOUS, box=BOX, ongoing=True),
    applied("star-roamers/science-officer", talent=_science_officer, box=BOX),
    applied("star-roamers/ships-captain", _ships_captain, box=BOX),
    no_board_effect("star-roamers/ships-engineer", CONTINUOUS, box=BOX),
    applied("star-roamers/teleport-error", _teleport_error, box=BOX),
    applied("star-roamers/teleport-overflow", _teleport_overflow, box=BOX),
    not_simulated("star-roamers/weird-new-worlds", NEW_BASE, box=BOX),
    no_board_effect("star-roamers/whiplash-maneuver", CONTINUOUS, box=BOX, ongoing=True),
)
