"""Play abilities of the small boxes (issue 28): Goblins, Penguins, Knights of the Round Table,
Teens, Slashers, Clowns, both printings (original and print-on-demand "pod"). One entry per
card record of the card registry (cards/small_boxes.py); each box title is the card module's.

The board holds neither coins nor decks, so what chance or a deck gave is typed in `choose`, as
the Core Set's Hoverbot types the card it revealed; without it the engine assumes the first
result and lists it in `assumed_choices`. The `choose` keys these cards read, beyond "card",
"cards", "to", "base" and "play":
- "mode": how the one coin fell ("heads" / "tails": A Little Help, Bushwhacking, He Who Smelt
  It's last coin); where the card was played from ("hand" / "discard" for the Clowns' cards
  that change when played out of the discard pile, "hand" / "deck" for the original Baby
  Penguin, "hand" / "elsewhere" for the POD Baby Penguin, whose "emperor" plays Emperor
  Penguin instead, and the POD Regurgitating Penguin);
  which option an "X or Y" card takes (A Wish for Wings That Work, Merlin's Library,
  Ch-Ch-Ch Ha-Ha-Ha, Tackhead);
- "count": how many of several coins came up heads (Gobbo, Demolition);
- "cards": the minions whose coin came up heads (Revving Up), the +1 power counters of
  Demolition (one id per counter), the minions Banana Peel moves;
- "order": the minions He Who Smelt It chose, one per coin; the actions Demolition destroys;
  Slacker's moves as pairs [minion, base, minion, base]; Brunch Bunch's effects (names among
  "move", "draw", "minion", "boost", "recycle").
"""

from __future__ import annotations

from collections.abc import Callable

from .. import messages as M
from ..cards.small_boxes import _SLASHERS as SLASHER_KEYS
from ..model import ACTION, MINION, TITAN
from . import blocks as B
from . import shared as S
from . import talents as T
from .context import Loc, Located, Play
from .munchkin import traveling_elf  # Noble Steed prints Traveling Elf's text
from .registry import (
    AT_SCORING,
    CONTINUOUS,
    HANDS_ONLY,
    SPECIAL,
    applied,
    no_board_effect,
    register,
)

GOBLINS = "Smash Up: Goblins"
PENGUINS = "Smash Up: Penguins"
KNIGHTS = "Smash Up: Knights of the Round Table"
TEENS = "Smash Up: Teens"
SLASHERS = "Smash Up: Slashers"
CLOWNS = "Smash Up: Clowns"
ORIGINAL = "original"
POD = "pod"

Act = Callable[[Play], None]

COIN = ("say how the coin fell", "dire de quel côté la pièce est tombée")
HEADS_TAILS = (
    ("heads", ("heads", "pile")),
    ("tails", ("tails", "face")),
)


# --- this module's helpers -----------------------------------------------------------------


def _coin(play: Play) -> str:
    """One coin's result (choose "mode"; not given: heads, assumed)."""
    return play.pick_mode(HEADS_TAILS, what=COIN)


def _heads_among(play: Play, coins: int) -> int:
    """How many of `coins` coins came up heads (choose "count"; not given: none, assumed)."""
    what = (
        f"say how many of {coins} coins came up heads",
        f"dire combien de {coins} pièces font pile",
    )
    chosen = play.decide(
        [{"count": n} for n in range(coins + 1)], may=False, what=what, keys=("count",)
    )
    return 0 if chosen is None else chosen["count"]


def _here_has(play: Play, key: str) -> bool:
    """A minion of card `key` other than the played one is at its base."""
    return any(c.key == key for _, c in play.minions("here", affectable=False))


# generic: where a card was played from (other boxes have "if played from ..." cards too).
def _played_from(play: Play, places: tuple[tuple[str, Loc], ...]) -> str:
    """Where the card was played from, which the board does not say (choose "mode"; not given:
    the first, assumed)."""
    return play.pick_mode(
        places, what=("say where it was played from", "dire d'où elle a été jouée")
    )


FROM_HAND = ("hand", ("from the hand", "depuis la main"))
FROM_DISCARD = ("discard", ("from the discard pile", "depuis la défausse"))


# generic: a card found in a deck, discard pile or hand, typed in choose.play and played now.
def _play_typed(kind: str, source: Loc, what: Loc, *, power: int | None = None) -> Act:
    """An extra card played now from a deck, a discard pile or a hand the board does not hold:
    the player types it (choose "play", and "to"); `source` says where it comes from, logged.
    `power`: its power must be exactly that."""

    def act(play: Play) -> None:
        play.log(source)
        card = play.given("play")
        if power is not None and card is not None and card.power != power:
            play.read.add("play")
            play.cannot(what, M.PLAY_NOT_OPTION(choice=card.label()))
            return
        play.play_extra(kind=kind, what=what)

    return act


# --- goblins -----------------------------------------------------------------------------------


def _a_little_help(play: Play) -> None:
    # Heads: an extra minion; tails: two extra actions.
    if _coin(play) == "heads":
        play.extra_play(MINION)
    else:
        play.extra_play(ACTION, 2)


def _bushwhacking(play: Play) -> None:
    # A minion is chosen, then the coin: heads destroys it, tails moves it to another base.
    what = ("choose a minion", "choisir une Créature")
    found = play.pick_card(play.minions("everywhere"), may=False, what=what)
    if found is None:
        return
    if _coin(play) == "heads":
        play.destroy(*found)
        return
    base, card = found
    dst = play.pick_base(
        [b for b in play.bases if b is not base],
        may=False,
        what=("move it to another base", "la déplacer vers une autre Base"),
    )
    if dst is not None:
        play.move(base, card, dst)


def _demolition(play: Play) -> None:
    # Three coins: per heads, one of your minions gets a +1 power counter ("cards", an id per
    # counter), and per tails an action on a base or a minion the player may destroy ("order":
    # the actions' ids).
    heads = _heads_among(play, 3)
    split = (
        f"place {heads} +1 power counter(s) on your minions",
        f"placer {heads} marqueur(s) +1 sur vos Créatures",
    )
    mine = play.minions("everywhere", controller="own")
    counts = S.per_counter(play, mine, what=split, total=heads) or {}
    for card_id, count in counts.items():
        S.counters_on_id(play, card_id, count)
    tails = 3 - heads
    if tails:
        what = (f"destroy up to {tails} action(s)", f"détruire jusqu'à {tails} Action(s)")
        for located in play.pick_cards(play.actions(), up_to=tails, what=what, key="order"):
            play.destroy(*located)


def _gobbo(play: Play) -> None:
    # A coin per Gobbo in play, this one included; a +1 power counter on it per heads.
    gobbos = sum(1 for b in play.bases for c in b.cards if c.key == play.card.key and c.is_minion)
    heads = _heads_among(play, max(gobbos, 1))
    found = S.in_play(play)
    if heads and found is not None:
        play.add_counters(*found, heads)


def _he_who_smelt_it(play: Play) -> None:
    # A minion and a coin; while heads: a +1 power counter on it and the player may go on with
    # another minion. "order": the minions chosen, one per coin; "mode": how the last coin fell
    # (every earlier one was heads). Tails at the end: an extra action.
    what = ("choose minions, one per coin", "choisir des Créatures, une par pièce")
    ids = [c.id for _, c in play.minions("everywhere") if c.id is not None]
    given = S.given_ids(play, "order")
    if given is None:
        chosen = play.decide([{"order": (i,)} for i in ids], may=False, what=what)
        given = () if chosen is None else chosen["order"]
    elif not given or len(set(given)) != len(given) or any(i not in ids for i in given):
        play.cannot(what, M.PLAY_NOT_OPTION(choice=f"order: {list(given)}"))
        return
    last = _coin(play) if given else "tails"
    for i, card_id in enumerate(given):
        if i < len(given) - 1 or last == "heads":
            S.counters_on_id(play, card_id, 1)
    if last == "tails":
        play.extra_play(ACTION)


def _revving_up(play: Play) -> None:
    # A base; a coin per minion of yours there: heads a +1 power counter, tails +2 power this
    # turn. "cards": the minions whose coin came up heads (not given: none, assumed).
    base = play.pick_base(
        play.bases, may=False, what=("choose a base", "choisir une Base"), key="base"
    )
    if base is None:
        return
    mine = play.minions(base, controller="own")
    what = ("say which coins came up heads", "dire quelles pièces font pile")
    heads = {c.uid for _, c in play.pick_cards(mine, up_to=len(mine), what=what)}
    for located in mine:
        if located[1].uid in heads:
            play.add_counters(*located, 1)
        else:
            play.boost(*located, 2)


register(
    applied("goblins/a-little-help", _a_little_help, box=GOBLINS),
    no_board_effect("goblins/blaster", SPECIAL, box=GOBLINS),
    applied("goblins/bushwhacking", _bushwhacking, box=GOBLINS, aliases=("goblins/bushwacking",)),
    no_board_effect("goblins/chaos-lord", CONTINUOUS, box=GOBLINS),
    applied("goblins/demolition", _demolition, box=GOBLINS),
    no_board_effect("goblins/diviner", CONTINUOUS, box=GOBLINS),
    applied("goblins/gobbo", _gobbo, box=GOBLINS),
    no_board_effect("goblins/goblin-recruiters", CONTINUOUS, box=GOBLINS, ongoing=True),
    applied("goblins/he-who-smelt-it", _he_who_smelt_it, box=GOBLINS),
    no_board_effect("goblins/make-your-own-luck", SPECIAL, box=GOBLINS),
    applied("goblins/revving-up", _revving_up, box=GOBLINS),
    no_board_effect("goblins/magic-helmet", CONTINUOUS, box=GOBLINS, ongoing=True),
)


# --- penguins ------------------------------------------------------------------------------------

_TOP_OF_DECK = (
    "its player plays the minion on top of their deck (choose.play)",
    "son joueur joue la Créature du dessus de sa pioche (choose.play)",
)
_EXTRA_MINION = ("play an extra minion", "jouer une Créature supplémentaire")
_PLAY_TOP_MINION = _play_typed(MINION, _TOP_OF_DECK, _EXTRA_MINION)
_EMPEROR = ("play Emperor Penguin here", "jouer Emperor Penguin ici")
_SMALL_HERE = (
    "play here an extra minion with power at most 3",
    "jouer ici une Créature supplémentaire de Force 3 ou moins",
)


def _wish_original(play: Play) -> None:
    # A base: Emperor Penguin played there, or your minions there +1 power this turn.
    base = play.pick_base(
        play.bases, may=False, what=("choose a base", "choisir une Base"), key="base"
    )
    if base is None:
        return
    mode = play.pick_mode(
        [
            ("boost", ("+1 power to your minions there", "+1 de Force à vos Créatures là-bas")),
            ("emperor", _EMPEROR),
        ],
        what=("choose an effect", "choisir un effet"),
    )
    if mode == "emperor":
        play.play_extra(where=[base], what=_EMPEROR)
        return
    for located in play.minions(base, controller="own"):
        play.boost(*located, 1)


def _baby_original(play: Play) -> None:
    # Played from the top of a deck: a small extra minion (3 or less) may come here.
    deck = ("deck", ("off the top of a deck", "du dessus d'une pioche"))
    if _played_from(play, (FROM_HAND, deck)) == "deck":
        play.play_extra(kind=MINION, where=[play.here()], power_max=3, what=_SMALL_HERE)


def _baby_pod(play: Play) -> None:
    # Emperor Penguin here, or (played from anywhere but the hand) a small extra minion here.
    mode = play.pick_mode(
        [
            FROM_HAND,
            (
                "elsewhere",
                ("from elsewhere: a small extra minion", "d'ailleurs : une petite Créature"),
            ),
            ("emperor", _EMPEROR),
        ],
        what=(
            "say where it was played from, or play Emperor Penguin",
            "dire d'où elle a été jouée, ou jouer Emperor Penguin",
        ),
    )
    here = [play.here()]
    if mode == "emperor":
        play.play_extra(kind=TITAN, where=here, what=_EMPEROR)
    elif mode == "elsewhere":
        play.play_extra(kind=MINION, where=here, power_max=3, what=_SMALL_HERE)


def _disguise(here_only: bool) -> Act:
    """Talent: this minion to the bottom of its owner's deck, then a minion off the top of the
    deck played as an extra minion (original: here; POD: on any base)."""

    def act(play: Play) -> None:
        found = S.in_play(play)
        if found is None:
            return
        base = found[0]
        play.place_in_deck(*found)
        play.log(_TOP_OF_DECK)
        play.play_extra(kind=MINION, where=[base] if here_only else None, what=_EXTRA_MINION)

    return act


def _emperor_talent(play: Play) -> None:
    play.log(
        (
            "its player shows a minion (power 3 or less) from their hand or discard pile and "
            "shuffles it into their deck",
            "son joueur mélange dans sa pioche une Créature de Force 3 ou moins de sa main ou de "
            "sa défausse",
        )
    )
    found = S.in_play(play)
    if found is not None:
        play.add_counters(*found, 1)


def _cant_tell_them_apart(play: Play) -> None:
    # Any number of your minions on one base into your deck; as many extra minions there, from
    # your deck's top (later play events).
    what = (
        "send your minions of one base into your deck",
        "mélanger vos Créatures d'une Base dans votre pioche",
    )
    picked = play.pick_cards(play.minions("everywhere", controller="own"), up_to=20, what=what)
    if not picked:
        return
    base = picked[0][0]
    if any(b is not base for b, _ in picked):
        play.cannot(what, M.PLAY_NOT_OPTION(choice=f"cards: {[c.id for _, c in picked]}"))
        return
    gone = sum(1 for located in picked if play.place_in_deck(*located))
    if gone:
        play.log(_TOP_OF_DECK)
        play.extra_play(MINION, gone, base=base)


def _surfing(play: Play) -> None:
    # A minion here, itself included (the card's clarification), to another base.
    found = play.pick_card_and_base(
        play.minions("here", other=False, affectable=False),
        lambda base, card: [b for b in play.bases if b is not base],
        may=True,
        what=(
            "move a minion here to another base",
            "déplacer une Créature d'ici vers une autre Base",
        ),
        protection="move",
    )
    if found is not None:
        play.move(*found)


def _regurgitating_pod(play: Play) -> None:
    play.log(
        (
            "its player reveals the top three cards of their deck and may draw an action among "
            "them (choose.play plays it when allowed)",
            "son joueur révèle les trois cartes du dessus de sa pioche et peut y piocher une "
            "Action (choose.play la joue quand c'est permis)",
        )
    )
    elsewhere = (
        "elsewhere",
        ("not its regular minion from the hand", "pas sa Créature normale de la main"),
    )
    if _played_from(play, (FROM_HAND, elsewhere)) == "elsewhere":
        play.play_extra(kind=ACTION, what=("play the action drawn", "jouer l'Action piochée"))


_UNDER_THE_ICE = _play_typed(
    MINION,
    (
        "its player reveals the top five cards of their deck and plays one of their minions "
        "picked at random (choose.play); the rest go to the bottom",
        "son joueur révèle les cinq cartes du dessus de sa pioche et joue une de leurs "
        "Créatures tirée au hasard (choose.play) ; le reste va dessous",
    ),
    _EXTRA_MINION,
)

register(
    applied("penguins/a-wish-for-wings-that-work", _wish_original, box=PENGUINS, printing=ORIGINAL),
    no_board_effect(
        "penguins/a-wish-for-wings-that-work", CONTINUOUS, box=PENGUINS, printing=POD, ongoing=True
    ),
    applied("penguins/baby-penguin", _baby_original, box=PENGUINS, printing=ORIGINAL),
    applied("penguins/baby-penguin", _baby_pod, box=PENGUINS, printing=POD),
    applied("penguins/command-penguin", _PLAY_TOP_MINION, box=PENGUINS),
    no_board_effect("penguins/dancing-penguin", SPECIAL, box=PENGUINS),
    applied("penguins/disguise-penguin", talent=_disguise(True), box=PENGUINS, printing=ORIGINAL),
    applied("penguins/disguise-penguin", talent=_disguise(False), box=PENGUINS, printing=POD),
    applied("penguins/emperor-penguin", talent=_emperor_talent, box=PENGUINS, printing=POD),
    applied("penguins/i-cant-tell-them-apart", _cant_tell_them_apart, box=PENGUINS),
    no_board_effect(
        "penguins/ice-slide", AT_SCORING, box=PENGUINS, printing=ORIGINAL, ongoing=True
    ),
    no_board_effect("penguins/ice-slide", CONTINUOUS, box=PENGUINS, printing=POD, ongoing=True),
    no_board_effect(
        "penguins/leaping-aboard", AT_SCORING, box=PENGUINS, printing=ORIGINAL, ongoing=True
    ),
    no_board_effect("penguins/leaping-aboard", SPECIAL, box=PENGUINS, printing=POD),
    # Both printings: on a base, draws only (after plays here, or after it scores).
    no_board_effect("penguins/pebble-gift", HANDS_ONLY, box=PENGUINS, ongoing=True),
    no_board_effect("penguins/regurgitating-penguin", HANDS_ONLY, box=PENGUINS, printing=ORIGINAL),
    applied("penguins/regurgitating-penguin", _regurgitating_pod, box=PENGUINS, printing=POD),
    no_board_effect("penguins/secret-mission", HANDS_ONLY, box=PENGUINS),
    no_board_effect("penguins/snazzy-penguin", HANDS_ONLY, box=PENGUINS),
    applied("penguins/surfing-penguin", _surfing, box=PENGUINS),
    applied("penguins/the-hatching", _PLAY_TOP_MINION, box=PENGUINS),
    applied("penguins/under-the-ice", _UNDER_THE_ICE, box=PENGUINS, printing=ORIGINAL),
    no_board_effect("penguins/under-the-ice", HANDS_ONLY, box=PENGUINS, printing=POD, ongoing=True),
)


# --- knights of the round table ------------------------------------------------------------------

_TO_ANOTHER_BASE = ("move it to another base", "la déplacer vers une autre Base")


def _move_attached(*, may: bool) -> Act:
    """The minion this action is on goes to another base (choose "to")."""

    def act(play: Play) -> None:
        found = S.attached_minion(play)
        if found is None:
            return
        base, minion = found
        dst = play.pick_base(
            [b for b in play.bases if b is not base], may=may, what=_TO_ANOTHER_BASE
        )
        if dst is not None:
            play.move(base, minion, dst)

    return act


_YOURS_TO_HERE = B.move_minion(may=False, where="elsewhere", to="here", controller="own")


def _king_arthur(play: Play) -> None:
    # Brings one of your minions here from elsewhere; if it came and you have an action here,
    # a +1 power counter on it.
    here = play.here()
    before = {c.uid for c in here.cards} if here is not None else set()
    _YOURS_TO_HERE(play)
    if here is None:
        return
    mine = play.player
    if not any(c.type == ACTION and c.controller == mine for c in here.cards):
        return
    for located in play.minions(here, controller="own"):
        if located[1].uid not in before:
            play.add_counters(*located, 1)


def _merlins_library(play: Play) -> None:
    # Talent: an extra minion here, or one of your minions moved to here, or this action
    # transferred to another base (choose "mode": "minion", "move", "transfer").
    mode = play.pick_mode(
        [
            ("minion", ("an extra minion here", "une Créature supplémentaire ici")),
            ("move", ("one of your minions to here", "une de vos Créatures vers ici")),
            ("transfer", ("this action to another base", "cette Action vers une autre Base")),
        ],
        what=("choose an effect", "choisir un effet"),
    )
    if mode == "minion":
        play.extra_play(MINION, base=play.here())
    elif mode == "move":
        _YOURS_TO_HERE(play)
    else:
        found = S.in_play(play)
        if found is None:
            return
        dst = play.pick_base(
            [b for b in play.bases if b is not found[0]], may=False, what=_TO_ANOTHER_BASE
        )
        if dst is not None:
            play.move(found[0], found[1], dst)


_ACTION_FOUND = (
    "play the action found as an extra action",
    "jouer l'Action trouvée en Action supplémentaire",
)

register(
    applied(
        "knights-of-the-round-table/a-questing", _move_attached(may=True), box=KNIGHTS, ongoing=True
    ),
    no_board_effect("knights-of-the-round-table/excalibur", CONTINUOUS, box=KNIGHTS, ongoing=True),
    # Its search only reorders the deck; its Special acts before its base scores.
    no_board_effect("knights-of-the-round-table/galahad", HANDS_ONLY, box=KNIGHTS),
    no_board_effect("knights-of-the-round-table/gawain", CONTINUOUS, box=KNIGHTS),
    no_board_effect("knights-of-the-round-table/good-deed", HANDS_ONLY, box=KNIGHTS, ongoing=True),
    applied(
        "knights-of-the-round-table/guinevere",
        talent=B.move_minion(may=False, where="here", to="away", controller="own"),
        box=KNIGHTS,
    ),
    applied("knights-of-the-round-table/king-arthur", talent=_king_arthur, box=KNIGHTS),
    no_board_effect("knights-of-the-round-table/lancelot", CONTINUOUS, box=KNIGHTS),
    applied(
        "knights-of-the-round-table/merlin",
        talent=_play_typed(
            ACTION,
            (
                "its player reveals the top card of their deck: an action is drawn or played "
                "now (choose.play), any other card goes back",
                "son joueur révèle la carte du dessus de sa pioche : une Action est piochée ou "
                "jouée tout de suite (choose.play), toute autre carte y retourne",
            ),
            _ACTION_FOUND,
        ),
        box=KNIGHTS,
    ),
    applied(
        "knights-of-the-round-table/merlins-library",
        talent=_merlins_library,
        box=KNIGHTS,
        ongoing=True,
    ),
    applied(
        "knights-of-the-round-table/noble-steed",
        talent=traveling_elf,
        box=KNIGHTS,
        ongoing=True,
    ),
    # The same Talent as Captain Ahab's: it goes to a base holding one of its player's actions.
    applied("knights-of-the-round-table/percival", talent=T.captain_ahab, box=KNIGHTS),
    no_board_effect(
        "knights-of-the-round-table/the-fisher-king", CONTINUOUS, box=KNIGHTS, ongoing=True
    ),
    no_board_effect("knights-of-the-round-table/the-grail", CONTINUOUS, box=KNIGHTS, ongoing=True),
    no_board_effect(
        "knights-of-the-round-table/the-green-knight", CONTINUOUS, box=KNIGHTS, ongoing=True
    ),
    applied(
        "knights-of-the-round-table/the-lady-of-the-lake",
        _play_typed(
            ACTION,
            (
                "its player searches their deck or discard pile for an action played on a "
                "minion, and draws it or plays it now (choose.play)",
                "son joueur cherche dans sa pioche ou sa défausse une Action qui se joue sur une "
                "Créature, et la pioche ou la joue tout de suite (choose.play)",
            ),
            _ACTION_FOUND,
        ),
        box=KNIGHTS,
    ),
    no_board_effect("knights-of-the-round-table/the-mists-of-avalon", HANDS_ONLY, box=KNIGHTS),
    no_board_effect(
        "knights-of-the-round-table/the-questing-beast", CONTINUOUS, box=KNIGHTS, ongoing=True
    ),
)


# --- teens ---------------------------------------------------------------------------------------

NAMES: Loc = (
    "its Talent only lends the minion the names of its player's other minions until their next "
    "turn: type what those names allow as events",
    "son Talent ne fait que prêter à la Créature les noms des autres Créatures de son joueur "
    "jusqu'à son prochain tour : saisissez ce que ces noms permettent comme événements",
)
_POWER_3_HERE = (
    "the extra minion must have power 3 (and not be a Rebel)",
    "la Créature supplémentaire doit avoir une Force de 3 (et ne pas être un Rebel)",
)
_POWER_3_THERE = (
    "the extra minion must have power 3",
    "la Créature supplémentaire doit avoir une Force de 3",
)
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


def _rebel(play: Play) -> None:
    play.log(_POWER_3_HERE)
    play.extra_play(MINION, base=play.here(), power_max=3)


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
            found = play.pick_card(
                play.minions("everywhere", controller="own", ok=lambda b, c: b is not base),
                may=False,
                what=("move one of your minions there", "déplacer une de vos Créatures là-bas"),
            )
            if found is not None:
                play.move(found[0], found[1], base)
        elif effect == "minion":
            play.log(_POWER_3_THERE)
            play.extra_play(MINION, base=base, power_max=3)
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
    applied(
        "teens/principals-office",
        B.both(
            B.return_minion(may=False, where="everywhere", controller="own"),
            _play_typed(
                MINION,
                (
                    "its player may play from their hand a minion printed at power 3 (choose.play)",
                    "son joueur peut jouer une Créature de Force imprimée 3 de sa main "
                    "(choose.play)",
                ),
                _POWER_3,
                power=3,
            ),
        ),
        box=TEENS,
    ),
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
    # Other players' minions here -1 until your next turn, then may destroy one of power 1 or
    # less here.
    for located in play.minions("here", controller="others"):
        _minus_one(play, located)
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
    dst = play.pick_base(
        targets,
        may=False,
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
_ACTION_DRAWN = (
    "play the action drawn as an extra action",
    "jouer l'Action piochée en Action supplémentaire",
)

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
    applied("slashers/hide-in-the-laundry", _EXTRA_ACTION, box=SLASHERS, ongoing=True),
    applied(
        "slashers/improvised-weapon",
        _play_typed(
            ACTION,
            (
                "its player draws an action played on a minion from their deck and may play it "
                "now (choose.play); it is destroyed at the end of the turn (by hand)",
                "son joueur pioche de sa pioche une Action qui se joue sur une Créature et peut la "
                "jouer tout de suite (choose.play) ; elle est détruite à la fin du tour (à la "
                "main)",
            ),
            _ACTION_DRAWN,
        ),
        box=SLASHERS,
    ),
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
        ),
        box=SLASHERS,
    ),
)


# --- clowns --------------------------------------------------------------------------------------


def _from_discard(play: Play) -> bool:
    """The Clowns' condition on a card played out of the discard pile (choose "mode": "hand" or
    "discard"; not given: the hand, assumed)."""
    return _played_from(play, (FROM_HAND, FROM_DISCARD)) == "discard"


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
    picked = play.pick_cards(play.minions("everywhere", controller="own"), up_to=2, what=what)
    if picked:
        src = picked[0][0]
        if any(b is not src for b, _ in picked):
            play.cannot(what, M.PLAY_NOT_OPTION(choice=f"cards: {[c.id for _, c in picked]}"))
        else:
            dst = play.pick_base([b for b in play.bases if b is not src], may=False, what=what)
            for located in picked if dst is not None else ():
                play.move(*located, dst)
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
        ),
        box=CLOWNS,
    ),
    applied("clowns/pie-in-the-face", _pie_in_the_face, box=CLOWNS),
    no_board_effect("clowns/zobo-the-clown", CONTINUOUS, box=CLOWNS),
)
