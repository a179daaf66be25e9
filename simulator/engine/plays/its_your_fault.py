"""Play abilities of It's Your Fault! (issue 28): Dragons, Mythic Greeks, Sharks, Super Heroes,
Tornados. Both printings print the same texts for these factions (the titans are POD cards), so
every entry covers both (`printing=None`).

The `choose` keys these cards read, beyond the usual "card" (one card), "to" (a base) and
"play" (the extra card played now):
- "base": the base Favor of Zeus lowers, the base Feeding Frenzy clears, the base Burn It Down
  and Not in Kansas destroy;
- "cards": the minions Feeding Frenzy destroys and Favor of Hera gives a counter (any order),
  the two minions Trade Winds swaps (Whirlwinds: the minions that move, all to "to"; or
  "order" [minion, base, minion, base...]: each to its own base);
- "cards" also names, as a list of one id, the minion Air Jaws destroys where its minion went
  ("card" and "to" are the move);
- "order": [an action on a minion, another minion] Ripped Off (and Rules Lawyer) transfers;
- "mode": the Everything Glove's Talent ("minion" or "draw"), Category 5's ("move" or
  "counter").
Burn It Down and Not in Kansas destroy the actions on the base. Not in Kansas then replaces it
with the base deck's top card (the board's base_deck; its minions stay; without a base deck, a
warning asks for a 'replace_base' event). Burn It Down's swap is typed as a 'replace_base'
event (the base deck's top card or one of the base discard pile: the player's pick).
"""

from __future__ import annotations

from collections.abc import Callable

from .. import messages as M
from ..model import ACTION, MINION
from . import blocks as B
from . import shared as S
from .context import Loc, Located, Play
from .core import _move_own
from .culture_shock import extra_action_now
from .marvel import replace_from_deck
from .registry import (
    AT_SCORING,
    CONTINUOUS,
    HANDS_ONLY,
    SPECIAL,
    START_OF_TURN,
    applied,
    no_board_effect,
    not_simulated,
    register,
)

BOX = "It's Your Fault!"

# The reasons of this module (English, French).
SPECIAL_ON_BASE: Loc = (
    "it stays on its base; its Special plays a minion there before the base scores: type that "
    "play then",
    "elle reste sur sa Base ; sa Spéciale y joue une Créature avant la Conquête : saisissez ce "
    "jeu à ce moment-là",
)
LATER_PLAY: Loc = (
    "it stays on its base; after a minion is destroyed there it lets its player play a small "
    "minion there: type that play then",
    "elle reste sur sa Base ; après la destruction d'une Créature ici elle permet de jouer une "
    "petite Créature ici : saisissez ce jeu à ce moment-là",
)
MAKO: Loc = (
    "nothing acts when it is played; its Special plays it after its player destroys a minion: "
    "type it as a play then",
    "rien n'agit quand elle est jouée ; sa Spéciale la joue après que son joueur a détruit une "
    "Créature : saisissez-la alors comme un jeu",
)
HELICOPRION: Loc = (
    "a titan: it comes into play by its Special (type it as a play); its Talent acts only on "
    "decks, discard piles and hands",
    "un Titan : il arrive en jeu par sa Spéciale (saisissez-la comme un jeu) ; son Talent "
    "n'agit que sur les pioches, défausses et mains",
)
MIND_LADY: Loc = (
    "its Talent cancels a minion's abilities until its player's next turn, a lasting cancel "
    "that a play cannot give a card: type the minion without its abilities",
    "son Talent annule les capacités d'une Créature jusqu'au prochain tour de son joueur, une "
    "annulation durable qu'un jeu ne peut pas donner : saisissez la Créature sans ses capacités",
)

NO_BASE_DECK: Loc = (
    "the board gives no base deck: type the new base as a 'replace_base' event (its minions stay)",
    "le plateau ne donne pas de pioche des Bases : saisissez la nouvelle Base comme événement "
    "'replace_base' (ses Créatures restent)",
)

Act = Callable[[Play], None]


# --- this box's helpers --------------------------------------------------------------------------


def _own_minions(play: Play) -> list[Located]:
    return play.minions("everywhere", controller="own")


def _each_own(power_min: int, amount: int) -> Act:
    """Each of the player's minions in play now of power `power_min` or more gains `amount`
    until the end of the turn (minions played later do not: Justice Friends' clarification)."""

    def act(play: Play) -> None:
        for located in play.minions("everywhere", controller="own", power_min=power_min):
            play.boost(*located, amount)

    return act


def _move_to_or_from_here(power_max: int, what: Loc, *, may: bool) -> Act:
    """A minion with `power_max` power or less moves away from the card's base or to it from
    elsewhere (choose "card" and "to"); the card itself too (Twister's clarification)."""

    def act(play: Play) -> None:
        here = play.here()
        if here is None:
            return

        def bases(base, card):
            return [b for b in play.bases if b is not base] if base is here else [here]

        found = play.pick_card_and_base(
            play.minions(
                "everywhere",
                power_max=power_max,
                other=False,
                affectable=False,
                only=play.given("card"),
            ),
            bases,
            may=may,
            what=what,
            protection="move",
        )
        if found is not None:
            play.move(*found)

    return act


# --- dragons -----------------------------------------------------------------------------------


def _wyvern_talent(play: Play) -> None:
    # Its base's breakpoint is 3 lower until the end of the turn.
    found = S.in_play(play)
    if found is not None:
        play.breakpoint(found[0], -3)


# Flank Attack: an action to be played on a base, from the deck or the discard pile: Quipu
# Strings' condition (culture_shock.extra_action_now: not on a minion, not a standard action),
# and no card of a hand.
_FLANK_ATTACK = extra_action_now(
    (
        "play an action from your deck or discard pile on a base",
        "jouer sur une Base une Action de votre pioche ou de votre défausse",
    ),
    on_minion=False,
    whence=("your deck or discard pile", "votre pioche ou votre défausse"),
)


def _flank_attack(play: Play) -> None:
    # The action searched for is played now: choose "play" (an action with "to", a base).
    _FLANK_ATTACK(play)
    if play.played_extra is not None:
        play.log(
            (
                "shuffle your deck if you searched it",
                "mélangez votre pioche si vous l'avez fouillée",
            )
        )


def _destroy_base(on_minions: bool, en: str, fr: str) -> Act:
    """Burn It Down: the actions on a base (choose "base") are destroyed; the swap of the base
    is typed as a 'replace_base' event (its minions stay)."""
    what = ("destroy a base", "détruire une Base")

    def act(play: Play) -> None:
        base = _destroy_base_actions(play, on_minions, what)
        if base is not None:
            play.log((en.format(base=base.id), fr.format(base=base.id)))

    return act


def _destroy_base_actions(play: Play, on_minions: bool, what: Loc):
    """The base chosen ("base") and its actions destroyed (`on_minions`: those on its minions
    too, Not in Kansas' clarification); the base, or None."""
    base = play.pick_base(play.bases, may=False, what=what, key="base")
    if base is None:
        return None
    for found in play.actions(base, ok=lambda b, c: on_minions or c.attached_to is None):
        play.destroy(*found)
    return base


def _not_in_kansas(play: Play) -> None:
    # The actions on the base and on its minions are destroyed, then the base is replaced by the
    # base deck's top card (the board's base_deck), its minions staying.
    what = ("destroy a base", "détruire une Base")
    base = _destroy_base_actions(play, True, what)
    if base is None:
        return
    if not play.game.deck:
        play.cannot(
            (
                f"replace {base.id} with the top card of the base deck",
                f"remplacer {base.id} par la Base du dessus de la pioche des Bases",
            ),
            NO_BASE_DECK,
            unsimulated=True,
        )
        return
    replace_from_deck(play, base, keep_cards=True)


# --- mythic greeks -----------------------------------------------------------------------------


def _argonaut(play: Play) -> None:
    # generic: a card played that counts as an action played for the cards reacting to one (their
    # on_other_played hooks), as the turn calls them for a one-shot action.
    found = S.in_play(play)
    if found is None:
        return
    here, me = found
    play.game.tell_played(here, me.evolve(type=ACTION), play.player, skip=me)


def _favor_of_hera(play: Play) -> None:
    what = (
        "give up to two of your minions a +1 power counter each",
        "placer un marqueur +1 sur jusqu'à deux de vos Créatures",
    )
    for located in play.pick_cards(_own_minions(play), up_to=2, what=what):
        play.add_counters(*located, 1)


def favor_of_zeus(play: Play) -> None:
    base = play.pick_base(
        play.bases,
        may=False,
        what=("lower a base's breakpoint by 5", "baisser de 5 la Résistance d'une Base"),
        key="base",
    )
    if base is not None:
        play.breakpoint(base, -5)


# --- sharks ------------------------------------------------------------------------------------


def _air_jaws(play: Play) -> None:
    # One of your minions moves (choose "card", "to"), then a minion of power 3 or less there
    # is destroyed (choose "cards": [its id]; mandatory when there is one).
    what = (
        "move a minion of yours to another base",
        "déplacer une de vos Créatures vers une autre Base",
    )
    found = play.pick_card_and_base(
        _own_minions(play),
        lambda base, card: [b for b in play.bases if b is not base],
        may=False,
        what=what,
        protection="move",
    )
    if found is not None:
        _air_jaws_destroy(play, *found)


def _air_jaws_destroy(play: Play, base, card, dst) -> None:
    if not play.move(base, card, dst):
        return
    what = (
        "destroy a minion with 3 power or less at its new base",
        "détruire une Créature de Force 3 ou moins là où elle est allée",
    )
    small = play.minions(dst, power_max=3, ok=lambda b, c: c.uid != card.uid, protection="destroy")
    if not small and play.given("cards") is None:
        # The move acted: with no minion to destroy there, the card is still applied.
        play.log(
            (
                "no minion with 3 power or less there: nothing is destroyed",
                "aucune Créature de Force 3 ou moins là-bas : rien n'est détruit",
            )
        )
        return
    group = S.pick_group(play, [[found] for found in small], may=False, what=what)
    if group:
        play.destroy(*group[0])


def _great_white_talent(play: Play) -> None:
    # This minion moves to another base (choose "to"), then destroys a minion of power 2 or
    # less there (choose "card").
    found = S.in_play(play)
    if found is None:
        return
    base, me = found
    dst = play.pick_destination(
        [(base, me)],
        [b for b in play.bases if b is not base],
        what=("move this minion to another base", "déplacer cette Créature vers une autre Base"),
    )
    if dst is None or not play.move(base, me, dst):
        play.read.add("card")  # the destroy that follows the move is skipped with it
        return
    found = play.pick_card(
        play.minions(dst, power_max=2, ok=lambda b, c: c.uid != me.uid, protection="destroy"),
        may=False,
        what=(
            "destroy a minion with 2 power or less at its new base",
            "détruire une Créature de Force 2 ou moins là où elle est allée",
        ),
    )
    if found is not None:
        play.destroy(*found)


def _dangerous_waters_talent(play: Play) -> None:
    # A minion at this action's base gets -2 until the end of the turn (mandatory).
    found = S.in_play(play)
    if found is None:
        return
    target = play.pick_card(
        play.minions(found[0], affectable=False, only=play.given("card")),
        may=False,
        what=(
            "give a minion here -2 power this turn",
            "donner -2 de Force à une Créature d'ici jusqu'à la fin du tour",
        ),
        protection="affect",
    )
    if target is not None:
        play.boost(*target, -2)


def _feeding_frenzy(play: Play) -> None:
    # A base (choose "base"), then any number of its minions of power 2 or less ("cards").
    base = play.pick_base(
        play.bases, may=False, what=("choose a base", "choisir une Base"), key="base"
    )
    if base is None:
        return
    small = play.minions(base, power_max=2, protection="destroy")
    what = (
        "destroy minions of power 2 or less there",
        "y détruire des Créatures de Force 2 ou moins",
    )
    for found in play.pick_cards(small, up_to=len(small), what=what):
        play.destroy(*found)


def _freakin_laser_beam(play: Play) -> None:
    # Destroy a minion of equal or lower power than one of your minions, at its base ("card":
    # the minion destroyed; which of yours is chosen changes nothing else). Mandatory, unless
    # one of your minions has no such minion at its base (the player may choose that one).
    targets: set[int] = set()
    may = False
    for base, mine in play.minions("everywhere", controller="own", affectable=False):
        power = play.power(base, mine)
        found = [
            c.uid
            for _, c in play.minions(base, affectable=False)
            if c is not mine and play.power(base, c) <= power
        ]
        may = may or not found
        targets.update(found)
    what = (
        "destroy a minion with no more power than one of your minions at its base",
        "détruire une Créature de Force au plus égale à une de vos Créatures sur sa Base",
    )
    in_order = [
        (b, c) for b, c in play.minions("everywhere", protection="destroy") if c.uid in targets
    ]
    found = play.pick_card(in_order, may=may, what=what)
    if found is not None:
        play.destroy(*found)


# --- super heroes ------------------------------------------------------------------------------


def _captain_amazing_talent(play: Play) -> None:
    found = S.in_play(play)
    if found is None:
        return
    for located in play.minions(found[0], controller="own", other=False):
        play.boost(*located, 1)


def _radioactive_exposure(play: Play) -> None:
    # Destroy one of your minions ("card"), to play from the deck a minion with more power at
    # its base as an extra minion ("play", and "to": that base).
    found = play.pick_card(
        play.minions("everywhere", controller="own", protection="destroy"),
        may=False,
        what=("destroy one of your minions", "détruire une de vos Créatures"),
    )
    if found is None:
        return
    base, mine = found
    power = play.power(base, mine)
    if not play.destroy(base, mine):
        return
    what = (
        f"play a minion of power more than {power} there",
        f"y jouer une Créature de Force supérieure à {power}",
    )
    extra = play.given("play")
    if extra is not None and extra.type == MINION and extra.power <= power:
        play.read |= {"play", "to"}
        play.cannot(what, M.PLAY_NOT_OPTION(choice=f"{extra.label()} ({extra.power})"))
        return
    if play.play_extra(kind=MINION, where=[base], what=what):
        play.log(("shuffle your deck", "mélangez votre pioche"))


def _sidekick(play: Play) -> None:
    # An extra minion of power 2 or less ("play", "to") on a base where the player has a minion
    # of power 5 or more.
    bases = [
        b for b in play.bases if play.minions(b, controller="own", power_min=5, affectable=False)
    ]
    what = (
        "play a minion with 2 power or less where one of your minions has 5 power or more",
        "jouer une Créature de Force 2 ou moins là où vous avez une Créature de Force 5 ou plus",
    )
    play.play_extra(kind=MINION, where=bases, power_max=2, what=what)


def _everything_glove_talent(play: Play) -> None:
    # An extra minion of power 2 or less here, or draw a card.
    mode = play.pick_mode(
        [
            ("minion", ("an extra minion here", "une Créature supplémentaire ici")),
            ("draw", ("draw a card", "piocher une carte")),
        ],
        what=("choose the Talent's effect", "choisir l'effet du Talent"),
    )
    if mode == "draw":
        play.log(("draw a card", "piochez une carte"))
        return
    found = S.in_play(play)
    if found is not None:
        play.extra_play(MINION, base=found[0], power_max=2)


# --- tornados ----------------------------------------------------------------------------------


def _cyclone_talent(play: Play) -> None:
    found = S.in_play(play)
    if found is None:
        return
    base, me = found
    dst = play.pick_destination(
        [(base, me)],
        [b for b in play.bases if b is not base],
        what=("move this minion to another base", "déplacer cette Créature vers une autre Base"),
    )
    if dst is not None:
        play.move(base, me, dst)


def _category_5_talent(play: Play) -> None:
    # Move this titan to another base (choose "to"), or a +1 power counter on it.
    found = S.in_play(play)
    if found is None:
        return
    base, me = found
    mode = play.pick_mode(
        [
            ("move", ("move it to another base", "la déplacer vers une autre Base")),
            ("counter", ("a +1 power counter on it", "un marqueur +1 sur elle")),
        ],
        what=("choose the Talent's effect", "choisir l'effet du Talent"),
    )
    if mode == "counter":
        play.add_counters(base, me, 1)
        return
    dst = play.pick_destination(
        [(base, me)],
        [b for b in play.bases if b is not base],
        what=("move this titan to another base", "déplacer ce Titan vers une autre Base"),
    )
    if dst is not None:
        play.move(base, me, dst)


def transfer_action(play: Play, action_id: str, minion_id: str) -> bool:
    """An action on a minion goes onto another minion (both named by id)."""
    game = play.game
    moving, receiving = game.find(action_id), game.find(minion_id)
    if moving is None or receiving is None:
        return False
    (src, action), (dst, minion) = moving, receiving
    holder = game.attached(src, action) if action.type == ACTION else None
    if holder is None or holder is minion or not minion.is_minion:
        return False
    return S.attach_to(play, src, action, dst, minion)


def _ripped_off(play: Play) -> None:
    # An action on a base moves to another base (choose "card", "to"), or an action on a minion
    # goes onto another minion (choose "order": [the action, the minion]).
    what = (
        "move an action to another base, or from its minion to another minion",
        "déplacer une Action vers une autre Base, ou de sa Créature vers une autre Créature",
    )
    options: list[dict] = []
    for base, card in play.actions():
        if card.attached_to is None:
            options += [{"card": card.id, "to": b.id} for b in play.bases if b is not base]
        else:
            options += [
                {"order": (card.id, minion.id)}
                for _, minion in play.minions("everywhere")
                if minion.id != card.attached_to
            ]
    chosen = play.decide(options, may=False, what=what)
    if chosen is None:
        return
    if "order" in chosen:
        transfer_action(play, *chosen["order"])
        return
    found = play.game.find(chosen["card"])
    if found is not None:
        play.move(*found, play.game.base_by_id(chosen["to"]))


def _swap_refused(play: Play, pair: list[Located]) -> tuple | None:
    """The first of a pair's two moves that a card or a base forbids: (minion, destination,
    reason), or None when both may happen."""
    (first_base, first), (second_base, second) = pair
    for base, card, dst in ((first_base, first, second_base), (second_base, second, first_base)):
        reason = play.move_refused(base, card, dst)
        if reason is not None:
            return card, dst, reason
    return None


def _trade_winds(play: Play) -> None:
    # Two minions of power 3 or less swap bases ("cards": their ids). With one such minion
    # only, nothing moves (the card's clarification); two on the same base stay where they are.
    small = play.minions("everywhere", power_max=3, protection="move")
    what = (
        "swap the bases of two minions of power 3 or less",
        "échanger les Bases de deux Créatures de Force 3 ou moins",
    )
    pairs = [
        [small[i], small[j]]
        for i in range(len(small))
        for j in range(i + 1, len(small))
        if small[i][0] is not small[j][0]
    ]
    # A swap is both moves or none (as the clarification keeps a lone minion from moving): a
    # pair with a move a card or a base forbids (Mo'ai, Hideout...) is never assumed, and a
    # named one moves neither minion, with a warning saying which move is refused and why.
    if play.choose is None or play.choose.get("cards") is None:
        pairs = [pair for pair in pairs if _swap_refused(play, pair) is None]
    group = S.pick_group(play, pairs, may=False, what=what)
    if not group:
        return
    (first_base, first), (second_base, second) = group
    refused = _swap_refused(play, group)
    if refused is not None:
        card, dst, reason = refused
        play.cannot(
            (
                f"swap {first.label()} and {second.label()} (neither moves, as "
                f"{card.label()} may not go to {dst.id})",
                f"échanger {first.label()} et {second.label()} (aucune ne bouge, car "
                f"{card.label()} ne peut pas aller sur {dst.id})",
            ),
            reason,
        )
        return
    play.move(first_base, first, second_base)
    play.move(second_base, second, first_base)


_MOVE_OWN_ANY = _move_own(None)


def _elsewhere(play: Play, base, base_id) -> bool:
    dst = play.game.base_by_id(base_id)
    return dst is not None and dst is not base


def _whirlwinds(play: Play) -> None:
    # Any number of your minions, each to another base: choose "order" [minion, base, ...] (each
    # its own destination), or "cards" and "to" (all to one base).
    pairs = S.given_ids(play, "order")
    if pairs is None:
        _MOVE_OWN_ANY(play)
        return
    what = (
        "move any number of your minions to other bases",
        "déplacer autant de vos Créatures que voulu vers d'autres Bases",
    )
    found = {card.id: (base, card) for base, card in _own_minions(play)}
    steps = list(zip(pairs[::2], pairs[1::2], strict=False))
    ok = len(pairs) % 2 == 0 and len({c for c, _ in steps}) == len(steps)
    ok = ok and all(c in found and _elsewhere(play, found[c][0], b) for c, b in steps)
    if not ok:
        play.cannot(what, M.PLAY_NOT_OPTION(choice=f"order: {list(pairs)}"))
        return
    for card_id, base_id in steps:
        dst, now = play.game.base_by_id(base_id), play.game.find(card_id)
        if now is None or now[0] is dst:
            continue
        # A minion whose move there is forbidden stays, with a warning.
        reason = play.move_refused(*now, dst)
        if reason:
            play.cannot(what, reason)
        else:
            play.move(*now, dst)


# --- the registry entries --------------------------------------------------------------------

_OWN = {"where": "everywhere", "controller": "own"}
_TWISTER_WHAT = (
    "move a minion with 3 power or less away from this base, or to it from another base",
    "déplacer une Créature de Force 3 ou moins d'ici vers une autre Base, ou d'une autre Base "
    "vers ici",
)
_TORNADO_WHAT = (
    "move a minion with 4 power or less away from this base, or to it from another base",
    "déplacer une Créature de Force 4 ou moins d'ici vers une autre Base, ou d'une autre Base "
    "vers ici",
)

register(
    # --- dragons ---
    no_board_effect("dragons/bring-down-the-walls", SPECIAL_ON_BASE, box=BOX, ongoing=True),
    applied(
        "dragons/burn-it-down",
        _destroy_base(
            False,
            "type the swap of {base} as a 'replace_base' event with the base deck's top card or "
            "a base of the discard pile (its minions stay)",
            "saisissez l'échange de {base} comme événement 'replace_base' avec la Base du dessus "
            "de la pioche ou une Base de la défausse (ses Créatures restent)",
        ),
        box=BOX,
    ),
    no_board_effect("dragons/dangerous-ground", HANDS_ONLY, box=BOX, ongoing=True),
    no_board_effect("dragons/dragon-lands", CONTINUOUS, box=BOX, ongoing=True),
    applied("dragons/flank-attack", _flank_attack, box=BOX),
    no_board_effect("dragons/great-wyrm", AT_SCORING, box=BOX),
    no_board_effect("dragons/hatchling", CONTINUOUS, box=BOX),
    no_board_effect("dragons/imperial-dragon", HANDS_ONLY, box=BOX),
    no_board_effect("dragons/intimidating-presence", CONTINUOUS, box=BOX, ongoing=True),
    no_board_effect("dragons/raze", CONTINUOUS, box=BOX, ongoing=True),
    no_board_effect("dragons/ruins", AT_SCORING, box=BOX, ongoing=True),
    applied(
        "dragons/wyvern",
        B.destroy_minion(may=False, where="here", power_max=3),
        talent=_wyvern_talent,
        box=BOX,
    ),
    # --- mythic greeks ---
    applied("mythic-greeks/argonaut", _argonaut, box=BOX),
    applied("mythic-greeks/favor-of-aphrodite", B.extra_play(MINION), box=BOX),
    applied(
        "mythic-greeks/favor-of-apollo",
        B.both(B.note("draw a card", "piochez une carte"), B.extra_play(ACTION)),
        box=BOX,
    ),
    applied("mythic-greeks/favor-of-ares", B.boost_minion(3, **_OWN), box=BOX),
    no_board_effect("mythic-greeks/favor-of-athena", HANDS_ONLY, box=BOX),
    applied(
        "mythic-greeks/favor-of-dionysus",
        B.both(
            B.boost_minion(1, **_OWN),
            B.extra_play(ACTION),
            B.note(
                "this card may go on top of your deck rather than to your discard pile",
                "vous pouvez placer cette carte sur votre pioche au lieu de votre défausse",
            ),
        ),
        box=BOX,
    ),
    no_board_effect("mythic-greeks/favor-of-hades", HANDS_ONLY, box=BOX),
    applied("mythic-greeks/favor-of-hera", _favor_of_hera, box=BOX),
    applied("mythic-greeks/favor-of-hermes", B.extra_play(ACTION, 2), box=BOX),
    no_board_effect("mythic-greeks/favor-of-poseidon", HANDS_ONLY, box=BOX),
    applied("mythic-greeks/favor-of-zeus", favor_of_zeus, box=BOX),
    no_board_effect("mythic-greeks/heracles", CONTINUOUS, box=BOX),
    no_board_effect("mythic-greeks/jason", CONTINUOUS, box=BOX),
    no_board_effect("mythic-greeks/odysseus", CONTINUOUS, box=BOX),
    no_board_effect("mythic-greeks/spartan", CONTINUOUS, box=BOX),
    # --- sharks ---
    applied("sharks/air-jaws", _air_jaws, box=BOX),
    no_board_effect("sharks/blood-in-the-water", LATER_PLAY, box=BOX, ongoing=True),
    no_board_effect("sharks/chum", CONTINUOUS, box=BOX, ongoing=True),
    applied("sharks/dangerous-waters", talent=_dangerous_waters_talent, box=BOX, ongoing=True),
    applied("sharks/feeding-frenzy", _feeding_frenzy, box=BOX),
    applied("sharks/freakin-laser-beam", _freakin_laser_beam, box=BOX),
    applied("sharks/great-white", talent=_great_white_talent, box=BOX),
    no_board_effect("sharks/hammerhead", CONTINUOUS, box=BOX),
    no_board_effect("sharks/helicoprion", HELICOPRION, box=BOX),
    no_board_effect("sharks/mako", MAKO, box=BOX),
    applied("sharks/megalodon", B.destroy_minion(may=True, where="here", power_max=4), box=BOX),
    applied(
        "sharks/torn-apart",
        B.both(
            B.destroy_minion(may=False, where="everywhere", power_max=3),
            B.note("draw a card", "piochez une carte"),
        ),
        box=BOX,
    ),
    no_board_effect("sharks/week-of-sharks", HANDS_ONLY, box=BOX, ongoing=True),
    # --- super heroes ---
    no_board_effect("super-heroes/awesome-guy", CONTINUOUS, box=BOX),
    applied("super-heroes/captain-amazing", talent=_captain_amazing_talent, box=BOX),
    no_board_effect("super-heroes/expanded-power", CONTINUOUS, box=BOX, ongoing=True),
    no_board_effect("super-heroes/golden-age", HANDS_ONLY, box=BOX),
    applied("super-heroes/justice-friends", _each_own(5, 2), box=BOX),
    no_board_effect("super-heroes/mild-mannered-citizen", START_OF_TURN, box=BOX),
    not_simulated("super-heroes/mind-lady", MIND_LADY, box=BOX),
    no_board_effect("super-heroes/my-only-weakness", CONTINUOUS, box=BOX, ongoing=True),
    no_board_effect("super-heroes/not-really-dead", HANDS_ONLY, box=BOX),
    applied("super-heroes/radioactive-exposure", _radioactive_exposure, box=BOX),
    no_board_effect("super-heroes/secret-base", CONTINUOUS, box=BOX, ongoing=True),
    applied("super-heroes/sidekick", _sidekick, box=BOX),
    no_board_effect("super-heroes/the-burst", CONTINUOUS, box=BOX),
    applied("super-heroes/the-everything-glove", talent=_everything_glove_talent, box=BOX),
    # --- tornados ---
    applied("tornados/carried-away", B.move_minion(may=False), box=BOX),
    applied("tornados/category-5", talent=_category_5_talent, box=BOX),
    applied("tornados/cyclone", talent=_cyclone_talent, box=BOX),
    no_board_effect("tornados/dust-devil", AT_SCORING, box=BOX),
    no_board_effect("tornados/gone-with-the-wind", SPECIAL, box=BOX),
    applied(
        "tornados/monster-tornado",
        talent=_move_to_or_from_here(4, _TORNADO_WHAT, may=False),
        box=BOX,
    ),
    applied("tornados/not-in-kansas", _not_in_kansas, box=BOX),
    no_board_effect("tornados/over-the-rainbow", SPECIAL, box=BOX),
    no_board_effect("tornados/picked-up", SPECIAL, box=BOX),
    applied("tornados/ripped-off", _ripped_off, box=BOX),
    applied("tornados/trade-winds", _trade_winds, box=BOX),
    applied("tornados/twister", _move_to_or_from_here(3, _TWISTER_WHAT, may=True), box=BOX),
    applied("tornados/whirlwinds", _whirlwinds, box=BOX),
)
