"""Play abilities of What Were We Thinking? (issue 28): Explorers, Grannies, Rock Stars, Teddy
Bears. Both printings act the same when played (Fun Bear and Bear Picnic differ only in their
continuous abilities): one entry per card covers both.

The `choose` keys these cards read, beyond the usual "card" (one card) and "cards" (several):
- "base": the base a card picks (Fortune and Glory: where the minions leave; I Said No Camels!,
  Power Ballad: whose minions; Idaho Smith: the id of the base deck's top base, to play it);
- "to": where minions go (Fortune and Glory, Tour Bus, You Call This Archaeology?);
- "mode": I Said No Camels! ("counters" or "draw");
- "order": X Never Marks the Spot reads pairs [minion, base, minion, base, ...], one move per
  pair; Glory Hound reads the two base ids of the base deck's top as they end up, top ones first
  (the top first), then the bottom ones (the last is the deck's last), with "count" the number
  kept on top (0 to 2);
- "play" (and "to"): the card played now from a deck the board does not hold (Nana, Hush My
  Stories are On, Guest Star, Groupie, Great Grandma's Talent): typed by the player.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import permutations

from .. import messages as M
from ..model import ACTION, MINION, MONSTER
from . import blocks as B
from . import shared as S
from .context import Loc, Located, Play
from .pretty_pretty_smash_up import PLAYS_LIMITED, play_named
from .registry import (
    CONTINUOUS,
    HANDS_ONLY,
    SPECIAL,
    applied,
    no_board_effect,
    register,
)

BOX = "What Were We Thinking?"
Act = Callable[[Play], None]

# Our own reasons (English, French).
LATER: Loc = (
    "its ability acts later (after moves, revealed cards or at the end of a turn), not when it "
    "is played",
    "sa capacité agit plus tard (après des déplacements, des cartes révélées ou à la fin d'un "
    "tour), pas quand elle est jouée",
)
SPECIAL_PLAY: Loc = (
    "its Special plays it from the hand when something happens (a first minion played, a new "
    "base): type that play as a play event; played as usual, it has no ability",
    "sa Spéciale la joue depuis la main quand un fait survient (une première Créature jouée, une "
    "nouvelle Base) : saisissez ce jeu comme événement play ; jouée normalement, elle n'a pas "
    "de capacité",
)
NO_BASE_DECK: Loc = (
    "the board gives no base deck (base_deck)",
    "le plateau ne donne pas de pioche de Bases (base_deck)",
)


# --- helpers -------------------------------------------------------------------------------------


def _move_all(play: Play, found: list[Located], dst) -> None:
    for base, card in found:
        play.move(base, card, dst)


def _yours(play: Play, where="everywhere", **extra) -> list[Located]:
    return play.minions(where, controller="own", **extra)


# --- explorers -----------------------------------------------------------------------------------


def _idaho_smith(play: Play) -> None:
    # May put the top base of the base deck into play, then this minion and any of your other
    # minions from here go there (the new base stays: it is replaced once it scores).
    found = S.in_play(play)
    if found is None:
        return
    here, me = found
    deck = play.game.deck
    chosen = play.decide(
        [{"base": deck[0].id}] if deck else [],
        may=True,
        what=(
            "put the base deck's top base into play",
            "mettre en jeu la Base du dessus de la pioche",
        ),
        keys=("base",),
    )
    if chosen is None:
        return
    new = play.game.place_from_deck(0, len(play.bases), play.why)
    if new is None:
        return
    others = _yours(play, here, protection="move")
    company = play.pick_cards(
        others,
        up_to=len(others),
        what=("take your other minions along", "emmener vos autres Créatures"),
    )
    _move_all(play, [(here, me), *company], new)


# generic: the base deck's top bases put back in another order, some on top and some at the
# bottom (Glory Hound); the engine has no Play method for it (the base deck is game.deck).
def reorder_base_deck(play: Play, look: int) -> None:
    deck = play.game.deck
    top = deck[:look]
    what = (
        f"put the top {look} bases of the base deck back on top or at the bottom",
        f"remettre les {look} Bases du dessus de la pioche dessus ou dessous",
    )
    if not top:
        play.cannot(what, NO_BASE_DECK)
        return
    ids = [spec.id for spec in top]
    options = [
        {"order": order, "count": count}
        for count in range(len(ids), -1, -1)
        for order in permutations(ids)
    ]
    chosen = play.decide(options, may=False, what=what)
    if chosen is None:
        return
    by_id = {spec.id: spec for spec in top}
    order = [by_id[i] for i in chosen["order"]]
    count = chosen["count"]
    deck[:] = order[:count] + deck[look:] + order[count:]
    play.log(
        (
            f"base deck: {', '.join(chosen['order'][:count]) or 'none'} on top, "
            f"{', '.join(chosen['order'][count:]) or 'none'} at the bottom",
            f"pioche de Bases : {', '.join(chosen['order'][:count]) or 'aucune'} dessus, "
            f"{', '.join(chosen['order'][count:]) or 'aucune'} dessous",
        )
    )


def _minion_or_monster(card) -> bool:
    """A minion, or a monster (controlled or not): the monsters are minions (Grosse Boîte pour
    Geek booklet p. 7), save for what it lists (no owner, their power added to the breakpoint
    while nobody controls them), none of which Group Hug's or Dr Livingstone's count reads."""
    return card.type == MINION or card.type == MONSTER


def _dr_livingstone(play: Play) -> None:
    # Choose a minion: it goes into its owner's deck only if alone on its base (alone ones are
    # listed first: choosing another does nothing).
    every = play.minions("everywhere", affectable=False)

    # A monster, controlled or not, is a minion there (Grosse Boîte pour Geek booklet p. 7:
    # "les Monstres sont considérés comme des Créatures normales").
    def alone(base) -> bool:
        return sum(1 for c in base.cards if _minion_or_monster(c)) == 1

    ordered = [f for f in every if alone(f[0])] + [f for f in every if not alone(f[0])]
    found = play.pick_card(
        ordered,
        may=False,
        what=("choose a minion", "choisir une Créature"),
        protection="affect",
    )
    if found is None:
        return
    if not alone(found[0]):
        play.log(
            (
                "it is not alone on its base: nothing happens",
                "elle n'est pas seule sur sa Base : rien ne se passe",
            )
        )
        return
    # Shuffled in (the log of the card leaving play says so), not put at the bottom.
    play.place_in_deck(*found, where="shuffled")


def _fortune_and_glory(play: Play) -> None:
    src = play.pick_base(
        [b for b in play.bases if play.minions(b, affectable=False)],
        may=False,
        what=("choose a base", "choisir une Base"),
        key="base",
    )
    if src is None:
        return
    movers = play.minions(src, protection="move")
    what = (
        "send at most two of its minions elsewhere",
        "déplacer jusqu'à deux Créatures de là vers une autre Base",
    )
    found = play.pick_cards(movers, up_to=2, what=what)
    if not found:
        return
    dst = play.pick_base(
        [b for b in play.bases if b is not src],
        may=False,
        what=("choose the base they go to", "choisir la Base où elles vont"),
    )
    if dst is not None:
        _move_all(play, found, dst)


def _no_camels(play: Play) -> None:
    base = play.pick_base(
        play.bases, may=False, what=("choose a base", "choisir une Base"), key="base"
    )
    if base is None:
        return
    mine = _yours(play, base)
    mode = play.pick_mode(
        [
            ("counters", ("a +1 power counter on each", "un marqueur +1 sur chacune")),
            ("draw", ("a card drawn for each", "une carte piochée pour chacune")),
        ],
        what=(
            "counters on your minions there, or a card drawn for each",
            "des marqueurs sur vos Créatures de là-bas, ou une carte piochée pour chacune",
        ),
    )
    if mode == "draw":
        count = len(_yours(play, base, affectable=False))
        play.log((f"draw {count} card(s)", f"piochez {count} carte(s)"))
        return
    for found in mine:
        play.add_counters(*found, 1)


def _museum(play: Play) -> None:
    # Two minions on different bases trade places (with a single minion in play, nothing).
    every = play.minions("everywhere", protection="move")
    pairs = [[a, b] for i, a in enumerate(every) for b in every[i + 1 :] if a[0] is not b[0]]
    what = (
        "swap two minions of different bases",
        "échanger deux Créatures de Bases différentes",
    )
    chosen = S.pick_group(play, pairs, may=False, what=what)
    if not chosen:
        return
    (base_a, a), (base_b, b) = chosen
    play.move(base_a, a, base_b)
    play.move(base_b, b, base_a)


def _x_never_marks(play: Play) -> None:
    # Any number of your minions, each to a base of the player's choice: "order" in pairs.
    what = ("move any of your minions", "déplacer autant de vos Créatures que voulu")
    mine = _yours(play, protection="move")
    pairs = S.given_ids(play, "order")
    if pairs is None:
        options = [{"order": (c.id, b.id)} for base, c in mine for b in play.bases if b is not base]
        play.decide(options, may=True, what=what, keys=("order",))
        return
    by_id = {c.id: (b, c) for b, c in mine}
    steps = list(zip(pairs[::2], pairs[1::2], strict=False))
    cards = [card_id for card_id, _ in steps]
    ok = (
        len(pairs) % 2 == 0
        and len(set(cards)) == len(cards)
        and all(
            card_id in by_id and play.game.base_by_id(base_id) not in (None, by_id[card_id][0])
            for card_id, base_id in steps
        )
    )
    if not ok:
        play.cannot(what, M.PLAY_NOT_OPTION(choice=f"order: {list(pairs)}"))
        return
    for card_id, base_id in steps:
        base, card = by_id[card_id]
        play.move(base, card, play.game.base_by_id(base_id))


# --- grannies ------------------------------------------------------------------------------------


def _great_grandma_talent(play: Play) -> None:
    play.log(
        (
            "reveal the bottom card of your deck: a minion of power 3 or less may be played "
            "here as an extra minion (choose.play), any other card goes back",
            "révélez la carte du dessous de votre pioche : une Créature de Force 3 ou moins peut "
            "être jouée ici en Créature supplémentaire (choose.play), toute autre carte y "
            "retourne",
        )
    )
    here = play.here()
    play.play_extra(
        kind=MINION,
        power_max=3,
        where=[here] if here is not None else None,
        what=(
            "play the revealed minion here as an extra minion",
            "jouer ici la Créature révélée en Créature supplémentaire",
        ),
    )


def _nana(play: Play) -> None:
    play.log(
        (
            "reveal the top card of your deck: an action is drawn or played now as an extra "
            "action (choose.play), any other card goes to the bottom",
            "révélez la carte du dessus de votre pioche : une Action est piochée ou jouée "
            "tout de suite en Action supplémentaire (choose.play), toute autre carte va dessous",
        )
    )
    play.play_extra(
        kind=ACTION,
        what=(
            "play the revealed action as an extra action",
            "jouer l'Action révélée en Action supplémentaire",
        ),
        # The top card of the deck: a card object, never a card of a hand.
        ok=S.from_own_pile(
            play, ("the top card of your deck", "la carte du dessus de votre pioche")
        ),
    )


def _hush(play: Play) -> None:
    hint = play.play_hint()
    play.log(
        (
            f"draw the bottom card of your deck: a minion may be played now as an extra minion"
            f"{hint[0]}",
            "piochez la carte du dessous de votre pioche : une Créature peut être jouée tout de "
            f"suite en Créature supplémentaire{hint[1]}",
        )
    )
    play.play_extra(
        kind=MINION,
        what=(
            "play the drawn minion as an extra minion",
            "jouer la Créature piochée en Créature supplémentaire",
        ),
    )


def _knitting_circle(play: Play) -> None:
    # The actions a protection keeps (Steam Queen, Heirloom...) are neither offered nor counted;
    # one named is skipped with a warning.
    what = ("destroy up to three actions", "détruire jusqu'à trois Actions")
    destroyed = len(S.destroy_actions(play, 3, what))
    if destroyed:
        play.log((f"draw {destroyed} card(s)", f"piochez {destroyed} carte(s)"))


# --- rock stars ----------------------------------------------------------------------------------


def _from_lower_breakpoints(play: Play, dst) -> None:
    """At most three of your minions on bases whose breakpoint is under `dst`'s go there (Rick
    Roll, Tour Bus)."""
    limit = play.game.breakpoint(dst)
    movers = [
        f
        for f in _yours(play, protection="move")
        if f[0] is not dst and play.game.breakpoint(f[0]) < limit
    ]
    what = (
        "bring at most three of your minions over from lower-breakpoint bases",
        "déplacer jusqu'à trois de vos Créatures depuis des Bases de Résistance plus faible",
    )
    _move_all(play, play.pick_cards(movers, up_to=3, what=what), dst)


def _rick_roll(play: Play) -> None:
    here = play.here()
    if here is not None:
        _from_lower_breakpoints(play, here)


def _tour_bus(play: Play) -> None:
    dst = play.pick_base(play.bases, may=False, what=("choose a base", "choisir une Base"))
    if dst is not None:
        _from_lower_breakpoints(play, dst)


def _power_ballad(play: Play) -> None:
    base = play.pick_base(
        play.bases, may=False, what=("choose a base", "choisir une Base"), key="base"
    )
    if base is not None:
        for found in _yours(play, base):
            play.boost(*found, 1)


_GROUPIE = "rock-stars/groupie"
_PLAY_GROUPIE: Loc = (
    "play a Groupie as an extra minion",
    "jouer une Groupie en Créature supplémentaire",
)


def _guest_star(play: Play) -> None:
    play.log(
        (
            "search your deck or discard pile for a Groupie: into your hand, or played now "
            "(choose.play)",
            "cherchez une Groupie dans votre pioche ou votre défausse : en main, ou jouée tout "
            "de suite (choose.play)",
        )
    )
    play_named(_GROUPIE, MINION, _PLAY_GROUPIE)(play)


# --- teddy bears ---------------------------------------------------------------------------------


def _sir_squeezes(play: Play) -> None:
    # Up to three extra minions here, each of power 3 or less and 5 power in all at most: the
    # extra plays granted carry the base, the number, the power of each and the total.
    play.extra_play(MINION, 3, power_max=3, power_total=5, base=play.here())


def _group_hug(play: Play) -> None:
    # Counted once, as it is played (the card's clarification).
    what = ("choose one of your minions", "choisir une de vos Créatures")
    found = play.pick_card(
        _yours(play, affectable=False, only=play.given("card")),
        may=False,
        what=what,
        protection="affect",
    )
    if found is not None:
        others = sum(1 for c in found[0].cards if _minion_or_monster(c) and c is not found[1])
        if others:
            play.boost(*found, others)


# --- the registry entries ------------------------------------------------------------------------

_ONGOING = {"box": BOX, "ongoing": True}

register(
    # --- explorers ---
    applied("explorers/idaho-smith", _idaho_smith, box=BOX),
    no_board_effect("explorers/guide", LATER, box=BOX),
    no_board_effect("explorers/crypt-looter", SPECIAL_PLAY, box=BOX),
    applied("explorers/glory-hound", lambda play: reorder_base_deck(play, 2), box=BOX),
    applied("explorers/dr-livingstone-i-presume", _dr_livingstone, box=BOX),
    no_board_effect("explorers/forgotten-horrors", CONTINUOUS, **_ONGOING),
    applied("explorers/fortune-and-glory", _fortune_and_glory, box=BOX),
    applied("explorers/i-said-no-camels", _no_camels, box=BOX),
    applied("explorers/it-belongs-in-a-museum", _museum, box=BOX),
    no_board_effect("explorers/lost-city", SPECIAL, box=BOX),
    applied("explorers/x-never-marks-the-spot", _x_never_marks, box=BOX),
    applied(
        "explorers/you-call-this-archaeology",
        B.move_minion(may=False, where="everywhere", controller="own"),
        box=BOX,
    ),
    no_board_effect("explorers/very-large-boulder", LATER, box=BOX),
    # --- grannies ---
    applied("grannies/nana", _nana, box=BOX),
    no_board_effect("grannies/matriarch", HANDS_ONLY, box=BOX),
    no_board_effect("grannies/granny", HANDS_ONLY, box=BOX),
    no_board_effect("grannies/grandma", HANDS_ONLY, box=BOX),
    no_board_effect("grannies/always-room-at-grannys", SPECIAL, box=BOX),
    no_board_effect("grannies/attic-treasures", HANDS_ONLY, box=BOX),
    no_board_effect("grannies/chicken-soup", HANDS_ONLY, box=BOX),
    no_board_effect("grannies/dont-mess-with-my-babies", CONTINUOUS, **_ONGOING),
    no_board_effect("grannies/family-reunion", HANDS_ONLY, **_ONGOING),
    applied(
        "grannies/grannys-purse",
        B.both(
            B.note(
                "reveal the top card of your deck: an action may be drawn or put back, any "
                "other card goes to the bottom",
                "révélez la carte du dessus de votre pioche : une Action peut être piochée ou "
                "remise, toute autre carte va dessous",
            ),
            B.extra_play(ACTION),
        ),
        box=BOX,
    ),
    applied("grannies/hush-my-stories-are-on", _hush, box=BOX),
    applied("grannies/knitting-circle", _knitting_circle, box=BOX),
    applied("grannies/great-grandma", talent=_great_grandma_talent, box=BOX),
    # --- rock stars ---
    no_board_effect("rock-stars/the-monarch", HANDS_ONLY, box=BOX),
    no_board_effect("rock-stars/classic-rocker", HANDS_ONLY, box=BOX),
    applied("rock-stars/rick-roll", _rick_roll, box=BOX),
    applied("rock-stars/groupie", play_named(_GROUPIE, MINION, _PLAY_GROUPIE, here=True), box=BOX),
    applied("rock-stars/guest-star", _guest_star, box=BOX),
    no_board_effect("rock-stars/hot-venue", CONTINUOUS, **_ONGOING),
    applied("rock-stars/power-ballad", _power_ballad, box=BOX),
    no_board_effect("rock-stars/reunion-tour", HANDS_ONLY, box=BOX),
    no_board_effect("rock-stars/rock-of-luuv", HANDS_ONLY, box=BOX),
    no_board_effect("rock-stars/total-sellout", SPECIAL, box=BOX),
    applied("rock-stars/tour-bus", _tour_bus, box=BOX),
    no_board_effect("rock-stars/turn-up-to-11", CONTINUOUS, **_ONGOING),
    # --- teddy bears ---
    applied("teddy-bears/sir-squeezes", _sir_squeezes, box=BOX),
    no_board_effect("teddy-bears/fun-bear", CONTINUOUS, box=BOX),
    no_board_effect("teddy-bears/lovey-bear", CONTINUOUS, box=BOX),
    no_board_effect("teddy-bears/snuggly-bear", SPECIAL_PLAY, box=BOX),
    no_board_effect("teddy-bears/bear-picnic", PLAYS_LIMITED, **_ONGOING),
    applied(
        "teddy-bears/care-package",
        B.both(B.note("draw a card", "piochez une carte"), B.extra_play(MINION)),
        box=BOX,
    ),
    no_board_effect("teddy-bears/cuddle", CONTINUOUS, **_ONGOING),
    applied("teddy-bears/group-hug", _group_hug, box=BOX),
    no_board_effect("teddy-bears/love-overload", SPECIAL, box=BOX),
    no_board_effect("teddy-bears/square-deal", HANDS_ONLY, box=BOX),
    no_board_effect("teddy-bears/tea-party", HANDS_ONLY, **_ONGOING),
    no_board_effect("teddy-bears/too-cute", CONTINUOUS, **_ONGOING),
)
