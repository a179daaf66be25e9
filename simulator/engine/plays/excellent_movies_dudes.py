"""Play abilities of Excellent Movies, Dudes! (issue 28): Action Heroes, Backtimers,
Extramorphs, Wraithrustlers, both printings.

The `choose` keys these cards read, beyond the usual "card" (one card), "cards" (several
cards), "to" and "base" (a base):
- "cards" for Pushing the Limit: your lone minions that take two +1 power counters (the other
  lone minions' bases give a card drawn instead);
- "cards" for Will Have to Do: one of your minions' id per +1 power counter (up to two);
- "mode": Will Have to Do ("counters" | "stasis"); where a minion was played from, which the
  board does not say: Alien Life Form ("hand" | "deck"), Extradrone ("stay" | "follow" |
  "deck" | "follow-deck": whether it follows the minion it moved, and whether it came off the
  top of a deck); Resurgence ("destroy" | "transfer");
- "cards" for Ectoplasm One's Talent: the action it destroys on the new base, if any ("card" is
  the minion moving with it);
- "play" (and "to"): the extra card played now (Kickboxbro's Talent: an action stored under it;
  Chestbreaker's, Egg Field's, Head Grabber's Talents and Game Over, Dude!: the minion revealed on
  top of the deck; Egg Field: the Head Grabber, with its attached_to).
A Talent is used by a talent event naming the card that has it.
"""

from __future__ import annotations

from collections.abc import Callable

from ..model import ACTION, MINION
from . import blocks as B
from . import shared as S
from .context import Loc, Play
from .its_your_fault import favor_of_zeus  # the same printed text as Collateral Damage
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

BOX = "Excellent Movies, Dudes!"

STASIS_ONLY = (
    "it acts only on cards in stasis (set aside beside the deck) and on hands, decks or draws, "
    "which the board does not hold",
    "elle n'agit que sur des cartes en stase (mises de côté près de la pioche) et sur les mains, "
    "pioches ou cartes piochées, que le plateau ne contient pas",
)
STASIS_NOTE = (
    "its player takes stasis counters off their cards in stasis (by hand)",
    "son joueur retire des marqueurs de stase de ses cartes en stase (à la main)",
)
SETS_ITSELF_ASIDE = (
    "it may leave the base to go into stasis, and played from stasis it is an extra minion "
    "with a counter: the board holds no stasis; type where it ends up",
    "elle peut quitter la Base pour entrer en stase, et jouée depuis la stase c'est une "
    "Créature supplémentaire avec un marqueur : le plateau ne contient pas la stase ; saisissez "
    "où elle se trouve",
)
POD_TEXT_UNKNOWN = (
    "the source gives a placeholder instead of its print-on-demand text",
    "la source donne un texte provisoire au lieu de son texte d'impression à la demande",
)
BASE_DESTROYED = (
    "its Talent destroys the base itself, which the next base of the base deck replaces: the "
    "board holds no base deck; type the new board",
    "son Talent détruit la Base elle-même, que la Base suivante de la pioche des Bases remplace "
    ": le plateau ne contient pas la pioche des Bases ; saisissez le nouveau plateau",
)

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


FTE_WHAT: Loc = (
    "discard a card to play two extra actions",
    "défausser une carte pour jouer deux Actions supplémentaires",
)


def _friends_through_eternity(play: Play) -> None:
    # The two extra actions are the price of the discard: no card to discard, no extra action.
    game = play.game
    size = S.hand_held(play)
    if size == 0:
        play.cannot(FTE_WHAT, S.HAND_EMPTY)
        return
    listed = (game.hands or {}).get(play.player) or []
    later = {e.card.id for e in game.board.events[play.event + 1 :] if e.card is not None}
    if size is not None and listed and size <= len(listed) and all(c.id in later for c in listed):
        # Every card of the hand (all listed) is played later this turn: none was discarded.
        names = ", ".join(c.label() for c in listed)
        play.cannot(
            FTE_WHAT,
            (
                f"every card left in your hand ({names}) is played later this turn",
                f"chaque carte restant dans votre main ({names}) est jouée plus tard ce tour-ci",
            ),
        )
        return
    play.log(
        ("its player discards a card from their hand", "son joueur défausse une carte de sa main")
    )
    S.cards_leave_hand(play, 1)
    play.extra_play(ACTION, 2)


def _get_to_the_choppa(play: Play) -> None:
    what = (
        "send a minion of yours to another base",
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
    # An extra minion, on any base holding none of yours (as it is played: a base where a
    # minion of yours comes later still takes it).
    empty = [b for b in play.bases if not _yours_at(play, b)]
    if not empty:
        play.cannot(
            (
                "play an extra minion where you have none",
                "jouer une Créature supplémentaire sur une Base où vous n'avez aucune Créature",
            ),
            ("you have minions on every base", "vous avez des Créatures sur chaque Base"),
        )
    else:
        play.extra_play(MINION, bases=empty)
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


# --- backtimers ------------------------------------------------------------------------------


def _will_have_to_do(play: Play) -> None:
    mode = play.pick_mode(
        [
            ("counters", ("+1 power counters", "des marqueurs Force +1")),
            ("stasis", ("stasis counters removed", "des marqueurs de stase retirés")),
        ],
        what=(
            "place up to two +1 power counters on your minions or take off stasis counters",
            "placer jusqu'à deux marqueurs Force +1 sur vos Créatures ou retirer des marqueurs "
            "de stase",
        ),
    )
    if mode == "stasis":
        play.log(STASIS_NOTE)
        return
    what = (
        "place up to two +1 power counters on your minions",
        "placer jusqu'à deux marqueurs Force +1 sur vos Créatures",
    )
    counts = S.per_counter(play, play.minions("everywhere", controller="own"), what=what, up_to=2)
    for card_id, count in (counts or {}).items():
        S.counters_on_id(play, card_id, count)


_ALEX_COUNTER = B.counters_on_minion(1, may=True, where="everywhere", controller="own", other=False)


def _alex_p_mcglide_talent(play: Play) -> None:
    # A +1 power counter on one of your minions, once a card lost its last stasis counter this
    # turn: the board holds no stasis, so the condition is taken as
    # met (the player used the Talent), and assumed_choices says so.
    play.assume(
        None,
        (
            f"{play.name}: its condition (a card had its last stasis counter removed this turn) "
            "is taken as met: the board holds no stasis",
            f"{play.name} : sa condition (une carte a perdu son dernier marqueur de stase ce "
            "tour-ci) est supposée remplie : le plateau ne contient pas la stase",
        ),
        fact=True,
    )
    _ALEX_COUNTER(play)


# --- extramorphs -----------------------------------------------------------------------------


_HAND_OR_DECK = [
    ("hand", ("from a hand", "depuis une main")),
    ("deck", ("off the top of a deck", "du dessus d'une pioche")),
]


def _alien_life_form(play: Play) -> None:
    B.destroy_minion(may=True, where="here", power_max=3)(play)
    if S.played_from(play, _HAND_OR_DECK) == "deck":
        me = S.in_play(play)
        if me is not None:
            play.add_counters(*me, 2)


def _alien_life_form_talent(play: Play) -> None:
    me = S.in_play(play)
    what = (
        "take a +1 power counter off it to move it to another base",
        "lui retirer un marqueur Force +1 pour la déplacer vers une autre Base",
    )
    if me is None or me[1].counters < 1:
        play.cannot(what, ("it has no +1 power counter", "elle n'a pas de marqueur Force +1"))
        return
    # A base its move is refused to (Mo'ai's...) is no option; named, a warning says why (and
    # the counter stays).
    others = [b for b in play.bases if b is not me[0]]
    dst = play.pick_destination([me], others, what=what)
    if dst is not None and play.add_counters(*me, -1):
        again = S.in_play(play)
        if again is not None:
            play.move(again[0], again[1], dst)


def _chestbreaker(play: Play) -> None:
    me = S.in_play(play)
    what = (
        "put it under your deck, then play here a minion of power 3 or 4 revealed on top",
        "la mettre sous votre pioche pour jouer ici une Créature de Force 3 ou 4 du dessus",
    )
    if me is None:
        return
    if play.game.played_this_turn(me[1]):
        play.cannot(
            what,
            (
                "it came into play this turn",
                "elle n'était pas sur une Base au début du tour",
            ),
        )
        return
    here = me[0]
    play.place_in_deck(*me)
    extra = play.given("play")
    if extra is not None and extra.type == MINION and extra.power < 3:
        play.read.add("play")
        play.cannot(
            what, (f"power {extra.power} is not 3 or 4", f"Force {extra.power} : ni 3 ni 4")
        )
        return
    play.play_extra(kind=MINION, where=[here], power_max=4, what=what)


def _egg_field(play: Play) -> None:
    # The Head Grabber found goes on a small minion here (power up to 3) ("play", with its
    # attached_to).
    here = play.here()
    what = (
        "play a Head Grabber on a minion here whose power is at most 3",
        "jouer un Head Grabber sur une Créature de Force 3 ou moins d'ici",
    )
    extra = play.given("play")
    if extra is not None:
        host = play.game.find(extra.attached_to) if extra.attached_to else None
        if (
            extra.key not in (None, "extramorphs/head-grabber")
            or host is None
            or host[0] is not here
            or play.power(*host) > 3
        ):
            play.read.add("play")
            play.cannot(
                what,
                (
                    "not a Head Grabber on a small minion here",
                    "pas un Head Grabber sur une petite Créature d'ici",
                ),
            )
            return
    # (The advisor tries only a Head Grabber of the hand, on a minion here: the checks above.)
    play.play_extra(kind=ACTION, where=[here] if here else [], what=what, ok=_not_a_head_grabber)


def _not_a_head_grabber(card, game) -> Loc | None:
    """Why `card` is not the Head Grabber Egg Field plays, or None (a typed card may be one)."""
    if card.key in (None, "extramorphs/head-grabber"):
        return None
    return ("not a Head Grabber", "pas un Head Grabber")


def _egg_field_talent(play: Play) -> None:
    here = play.here()
    what = (
        "play here, from the top of your deck, a minion whose power is at most 2",
        "jouer ici une Créature de Force 2 ou moins du dessus de votre pioche",
    )
    play.play_extra(kind=MINION, where=[here] if here else [], power_max=2, what=what)


def _extradrone(play: Play) -> None:
    # "card", "to": the other player's small minion moved away; "mode": "stay" | "follow" (it
    # goes there too) | "deck" / "follow-deck" (played off the top of a deck: a counter).
    what = (
        "send an opponent's minion here (power at most 3) to another base",
        "déplacer une Créature adverse de Force 3 ou moins d'ici vers une autre Base",
    )
    found = play.pick_card_and_base(
        play.minions("here", controller="others", power_max=3, affectable=False),
        lambda b, c: [x for x in play.bases if x is not b],
        may=True,
        what=what,
        protection="move",
    )
    moved = found is not None and play.move(*found)
    modes = [
        ("stay", ("it stays", "elle reste")),
        ("follow", ("it follows", "elle suit")),
        ("deck", ("played off a deck", "jouée du dessus d'une pioche")),
        ("follow-deck", ("both", "les deux")),
    ]
    what = (
        "say whether it follows and where it was played from",
        "dire si elle suit et d'où elle a été jouée",
    )
    if S.played_from_hand(play):
        # Its event plays it from the hand the board lists: not off a deck (S.played_from).
        given = play.given("mode")
        if given in ("deck", "follow-deck"):
            play.cannot(
                what,
                (
                    f"its event plays it from {play.player}'s hand",
                    f"son événement la joue depuis la main de {play.player}",
                ),
                partial=True,
            )
            play.choose = {**play.choose, "mode": "stay" if given == "deck" else "follow"}  # type: ignore[dict-item]
        modes = modes[:2]
    mode = play.pick_mode(modes, what=what)
    me = S.in_play(play)
    if me is not None and moved and mode.startswith("follow"):
        play.move(me[0], me[1], found[2])
    me = S.in_play(play)
    if me is not None and mode.endswith("deck"):
        play.add_counters(*me, 1)


def _game_over_dude(play: Play) -> None:
    what = (
        "play a minion of the chosen power (under 5) off the top of your deck",
        "jouer une Créature de la Force choisie (moins de 5) du dessus de votre pioche",
    )
    play.play_extra(kind=MINION, power_max=4, what=what)


def _head_grabber(play: Play) -> None:
    # Usable on your minion, or when it already sat on a minion as the turn began.
    carrier = S.attached_minion(play)
    if carrier is None:
        return
    me = S.in_play(play)
    if (
        carrier[1].controller != play.player
        and me is not None
        and play.game.played_this_turn(me[1])
    ):
        play.cannot(
            (
                "destroy this minion to play a small minion off the top of your deck",
                "détruire cette Créature pour jouer une petite Créature du dessus de votre pioche",
            ),
            (
                "it is on another player's minion and was played this turn (not on a minion at "
                "the start of the turn)",
                "elle est sur une Créature adverse et a été jouée ce tour-ci (elle n'était pas "
                "sur une Créature au début du tour)",
            ),
        )
        return
    here = carrier[0]
    play.destroy(*carrier)
    what = (
        "play a minion of the chosen power (under 4) off the top of your deck here",
        "jouer ici une Créature de la Force choisie (moins de 4) du dessus de votre pioche",
    )
    play.play_extra(kind=MINION, where=[here], power_max=3, what=what)


def _hive_queen(play: Play) -> None:
    fields = {
        id(b)
        for b in play.bases
        for c in b.cards
        if c.key == "extramorphs/egg-field" and c.controller == play.player
    }
    for base, card in play.minions("everywhere", controller="others"):
        if id(base) in fields:
            play.boost(base, card, -1, until=S.UNTIL_YOUR_NEXT_TURN)


# --- wraithrustlers --------------------------------------------------------------------------


def _own_actions_here(play: Play, base) -> list:
    return [
        (b, c)
        for b, c in play.actions(base)
        if c.controller == play.player and c.attached_to is None
    ]


def _destroy_own_action(play: Play, base, *, may: bool) -> bool:
    what = (
        "destroy an action of yours on this base",
        "détruire une de vos Actions de cette Base",
    )
    found = play.pick_card(_own_actions_here(play, base), may=may, what=what)
    return found is not None and play.destroy(*found)


def _ectoplasm_one(play: Play) -> None:
    me = S.in_play(play)
    if me is None:
        return
    src = me[0]
    what = ("move it to another base", "la déplacer vers une autre Base")
    dst = play.pick_base([b for b in play.bases if b is not src], may=False, what=what)
    if dst is None or not play.move(src, me[1], dst):
        return
    # A minion of yours goes along when you have one (the card's clarification), one whose
    # move there nothing refuses (Too Tough holds it from its own player too; Mo'ai's base
    # takes none of yours): asked by the pick, a named one refused is warned of. The action
    # itself goes to any other base (nothing refuses it).
    mine = play.minions(src, controller="own", affectable=False, only=play.given("card"))
    mover = ("choose one of your minions there", "choisir une de vos Créatures de là")
    found = None
    if mine or play.given("card") is not None:
        found = play.pick_to_move(mine, dst, may=False, what=mover)
    if found is None or not play.move(found[0], found[1], dst):
        return
    hit = ("destroy an action on the new base", "détruire une Action de la nouvelle Base")
    # An action a protection keeps from the destroy (Steam Queen's owner's) is no option;
    # named, it is warned of with its protector (pick_cards' protection).
    actions = play.actions(dst)
    given = play.choose
    if actions and given and "cards" not in given:
        # The choose gives the move ("to", "card") but not this "may": a decision not given
        # (README: `{}` alone declines on purpose), so it is assumed declined and listed.
        play.choose = None
        try:
            targets = play.pick_cards(actions, up_to=1, what=hit, protection="destroy")
        finally:
            play.choose = given
    else:
        targets = play.pick_cards(actions, up_to=1, what=hit, protection="destroy")
    for target in targets:
        play.destroy(*target)


def _ellen(play: Play) -> None:
    here = play.here()
    if here is not None and _destroy_own_action(play, here, may=False):
        play.breakpoint(here, -3)


def _resurgence(play: Play) -> None:
    mode = play.pick_mode(
        [
            ("destroy", ("destroy it", "la détruire")),
            ("transfer", ("move it", "la déplacer")),
        ],
        what=("destroy or move an action on a base", "détruire ou déplacer une Action de Base"),
    )
    on_bases = play.actions("everywhere", ok=lambda b, c: c.attached_to is None)
    if mode == "destroy":
        what = ("destroy an action on a base", "détruire une Action de Base")
        found = play.pick_card(on_bases, may=False, what=what, protection="destroy")
        if found is not None:
            play.destroy(*found)
        return
    what = ("move an action to another base", "déplacer une Action vers une autre Base")
    moved = play.pick_card_and_base(
        on_bases,
        lambda b, c: [x for x in play.bases if x is not b],
        may=False,
        what=what,
        protection="move",
    )
    if moved is not None:
        play.move(*moved)


def _roy(play: Play) -> None:
    here = play.here()
    what = (
        "bring one of your actions from another base here",
        "amener ici une de vos Actions d'une autre Base",
    )
    theirs = [
        (b, c)
        for b, c in play.actions("everywhere")
        if b is not here and c.controller == play.player and c.attached_to is None
    ]
    found = play.pick_card(theirs, may=True, what=what)
    if found is not None and here is not None:
        play.move(found[0], found[1], here)


def _accelerator(play: Play) -> None:
    carrier = S.attached_minion(play)
    if carrier is not None and _destroy_own_action(play, carrier[0], may=False):
        S.counters_on_id(play, carrier[1].id, 1)


def _watson(play: Play) -> None:
    here = play.here()
    if here is not None and _destroy_own_action(play, here, may=True):
        return
    play.log(
        (
            "otherwise its player may dig their deck for a Wraith and draw it (by hand)",
            "sinon son joueur peut chercher un Spectre dans sa pioche et le piocher (à la main)",
        )
    )


# --- the registry entries --------------------------------------------------------------------

register(
    # --- action heroes ---
    applied("action-heroes/all-out-of-bubblegum", _all_out_of_bubblegum, box=BOX),
    applied("action-heroes/collateral-damage", favor_of_zeus, box=BOX),
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
    # --- backtimers ---
    no_board_effect("backtimers/99-mph", STASIS_ONLY, box=BOX),
    applied("backtimers/alex-p-mcglide", talent=_alex_p_mcglide_talent, box=BOX),
    no_board_effect("backtimers/back-from-the-future", STASIS_ONLY, box=BOX),
    no_board_effect("backtimers/disrupt-the-space-time-continuum", STASIS_ONLY, box=BOX),
    no_board_effect("backtimers/future-almanac", STASIS_ONLY, box=BOX),
    no_board_effect("backtimers/help-from-the-past", STASIS_ONLY, box=BOX),
    no_board_effect("backtimers/letter-from-another-time", STASIS_ONLY, box=BOX),
    no_board_effect("backtimers/lifelong-bully", STASIS_ONLY, box=BOX),
    no_board_effect("backtimers/lightning-strike", STASIS_ONLY, box=BOX),
    not_simulated("backtimers/sidelined-girlfriend", SETS_ITSELF_ASIDE, box=BOX),
    applied("backtimers/will-have-to-do", _will_have_to_do, box=BOX),
    no_board_effect("backtimers/zany-prof", START_OF_TURN, box=BOX),
    # --- extramorphs ---
    applied(
        "extramorphs/alien-life-form", _alien_life_form, talent=_alien_life_form_talent, box=BOX
    ),
    applied("extramorphs/chestbreaker", talent=_chestbreaker, box=BOX),
    applied(
        "extramorphs/close-encounters",
        B.both(
            B.note(
                "its player draws a card and may put a card of their hand on top of their deck",
                "son joueur pioche une carte et peut remettre une carte de sa main sur sa pioche",
            ),
            B.extra_play(ACTION),
        ),
        box=BOX,
    ),
    applied("extramorphs/distress-call", B.move_minion(may=False), box=BOX),
    applied("extramorphs/egg-field", _egg_field, talent=_egg_field_talent, box=BOX, ongoing=True),
    applied("extramorphs/extradrone", _extradrone, box=BOX),
    no_board_effect("extramorphs/five-by-five", HANDS_ONLY, box=BOX),
    applied("extramorphs/game-over-dude", _game_over_dude, box=BOX),
    applied(
        "extramorphs/head-grabber", talent=_head_grabber, box=BOX, printing="original", ongoing=True
    ),
    not_simulated("extramorphs/head-grabber", POD_TEXT_UNKNOWN, box=BOX, printing="pod"),
    applied("extramorphs/hive-queen", talent=_hive_queen, box=BOX),
    not_simulated("extramorphs/nuke-it-from-orbit", BASE_DESTROYED, box=BOX, ongoing=True),
    no_board_effect("extramorphs/time-to-go", HANDS_ONLY, box=BOX),
    # --- wraithrustlers ---
    no_board_effect("wraithrustlers/ancient-sumerian-god", CONTINUOUS, box=BOX, ongoing=True),
    no_board_effect("wraithrustlers/demon-dogs", CONTINUOUS, box=BOX, ongoing=True),
    applied("wraithrustlers/ectoplasm-one", talent=_ectoplasm_one, box=BOX, ongoing=True),
    applied("wraithrustlers/ellen", talent=_ellen, box=BOX),
    no_board_effect("wraithrustlers/funkman", CONTINUOUS, box=BOX),
    no_board_effect("wraithrustlers/librarian-haunt", CONTINUOUS, box=BOX, ongoing=True),
    applied("wraithrustlers/resurgence", _resurgence, box=BOX),
    applied("wraithrustlers/roy", _roy, box=BOX),
    no_board_effect("wraithrustlers/slimy", CONTINUOUS, box=BOX, ongoing=True),
    no_board_effect("wraithrustlers/the-tools-and-the-talent", HANDS_ONLY, box=BOX),
    applied(
        "wraithrustlers/unlicensed-nuclear-accelerator",
        talent=_accelerator,
        box=BOX,
        ongoing=True,
    ),
    applied("wraithrustlers/watson", _watson, box=BOX),
)
