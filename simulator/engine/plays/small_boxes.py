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
  "move", "draw", "minion", "boost", "recycle");
- "play" (and "to"): the extra minion of power 3 Rebel and Brunch Bunch play now, checked
  (printed power exactly 3, not a Rebel for Rebel); without it a later play may use their extra
  play, granted on that base with the same check (a play that breaks it is beyond the turn's
  plays, warned);
  Principal's Office: "play" a minion of the hand, or "to" alone to play again at once the
  minion it returned (as Doctor When).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .. import messages as M
from ..model import ACTION, MINION, TITAN, Card
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


FROM_HAND = ("hand", ("from the hand", "depuis la main"))
FROM_DISCARD = ("discard", ("from the discard pile", "depuis la défausse"))


# generic: a card found in a deck, discard pile or hand, typed in choose.play and played now.
_DECK_OR_DISCARD = ("of a deck or a discard pile", "d'une pioche ou d'une défausse")


def _play_typed(
    kind: str,
    source: Loc,
    what: Loc,
    *,
    power: int | None = None,
    ok: Callable[[Play], Callable[[Card, Any], Loc | None]] | None = None,
    from_hand: bool = False,
) -> Act:
    """An extra card played now from a deck or a discard pile (a card object: a card of the
    board's hands is refused), or from the hand with `from_hand` (a hand card's id, or a card
    object when the board does not hold that hand): the player types it (choose "play", and
    "to"); `source` says where it comes from, logged. `power`: its power must be exactly that.
    `ok`: the check on the card itself the text asks (shared.standard_only,
    shared.on_a_minion_only), built for the play."""

    def act(play: Play) -> None:
        play.log(source)
        card = play.given("play")
        if power is not None and card is not None and card.power != power:
            play.read.add("play")
            play.cannot(what, M.PLAY_NOT_OPTION(choice=card.label()))
            return
        checks = [] if from_hand else [S.from_own_pile(play, _DECK_OR_DISCARD)]
        if ok is not None:
            checks.append(ok(play))
        play.play_extra(kind=kind, what=what, ok=S.all_of(*checks) if checks else None)

    return act


# generic: an action played on a minion whose text says whose minion it goes on.
def carrier(play: Play, *, own: bool, what: Loc) -> Located | None:
    """The minion this action is played on, when it is one the card may go on (`own`: "on one
    of your minions", else "on another player's minion"); else None, and the card is still
    played but `what` (its effect) is skipped, with a warning saying why."""
    found = S.attached_minion(play)
    if found is None:
        play.cannot(
            what,
            (
                "it is played on no minion (give the minion in attached_to)",
                "elle n'est jouée sur aucune Créature (donnez la Créature dans attached_to)",
            ),
        )
        return None
    minion = found[1]
    if (minion.controller == play.player) != own:
        label = f"{minion.label()} ({minion.controller}'s)"
        label_fr = f"{minion.label()} (à {minion.controller})"
        player = play.player
        play.cannot(
            what,
            (
                f"it goes on one of {player}'s minions, not on {label}",
                f"elle se joue sur une Créature de {player}, pas sur {label_fr}",
            )
            if own
            else (
                f"it goes on another player's minion than {player}'s, not on {label}",
                f"elle se joue sur une Créature d'un autre joueur que {player}, pas sur {label_fr}",
            ),
        )
        return None
    return found


# --- goblins -----------------------------------------------------------------------------------


def _a_little_help(play: Play) -> None:
    # Heads: an extra minion; tails: two extra actions.
    if _coin(play) == "heads":
        play.extra_play(MINION)
    else:
        play.extra_play(ACTION, 2)


def _bushwhacking(play: Play) -> None:
    # A minion is chosen, then the coin: heads destroys it, tails moves it to another base.
    # The pick asks the protection of what the coin does (the event gives the coin, "mode":
    # tails moves, else it destroys): a minion it cannot act on is not assumed, and named it
    # stays with a warning naming the protector; so does a base the move there is refused.
    what = ("choose a minion", "choisir une Créature")
    found = play.pick_card(
        play.minions("everywhere", affectable=False, only=play.given("card")),
        may=False,
        what=what,
        protection="move" if play.given("mode") == "tails" else "destroy",
    )
    if found is None:
        # The coin given was read: it chose the protection asked.
        play.read.add("mode")
        return
    if _coin(play) == "heads":
        play.destroy(*found)
        return
    base, card = found
    dst = play.pick_destination(
        [(base, card)],
        [b for b in play.bases if b is not base],
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
        # An action a protection keeps (Steam Queen...) is never offered; named, it stays with
        # a warning.
        what = (f"destroy up to {tails} action(s)", f"détruire jusqu'à {tails} Action(s)")
        S.destroy_actions(play, tails, what, key="order")


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
    if S.played_from(play, (FROM_HAND, deck)) == "deck":
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
    if S.played_from(play, (FROM_HAND, elsewhere)) == "elsewhere":
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
_MOVE_IT = (
    "move the minion it is played on",
    "déplacer la Créature sur laquelle elle est jouée",
)


def _move_attached(*, may: bool) -> Act:
    """The minion this action is on, one of its player's ("Play on one of your minions": on
    another, the card is played and the move skipped, warned), goes to another base (choose
    "to")."""

    def act(play: Play) -> None:
        found = carrier(play, own=True, what=_MOVE_IT)
        if found is None:
            return
        base, minion = found
        # A base that refuses the move (Mo'ai's) is no option; named, a warning says why.
        others = [b for b in play.bases if b is not base]
        dst = play.pick_destination([found], others, may=may, what=_TO_ANOTHER_BASE)
        if dst is not None:
            play.move(base, minion, dst)

    return act


_YOURS_TO_HERE = B.move_minion(may=False, where="elsewhere", to="here", controller="own")


def _king_arthur(play: Play) -> None:
    # Brings one of your minions here from elsewhere; if it came and you have an action on this
    # base, a +1 power counter on it. An action "on this base" is one played on the base itself,
    # not on one of its minions (as Percival's "your actions on it" reads, plays/talents.py's
    # captain_ahab: Ornate Dome's clarification tells the two apart).
    here = play.here()
    before = {c.uid for c in here.cards} if here is not None else set()
    _YOURS_TO_HERE(play)
    if here is None:
        return
    mine = play.player
    if not any(
        c.type == ACTION and c.attached_to is None and c.controller == mine for c in here.cards
    ):
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
            ok=S.on_a_minion_only,
        ),
        box=KNIGHTS,
    ),
    no_board_effect("knights-of-the-round-table/the-mists-of-avalon", HANDS_ONLY, box=KNIGHTS),
    no_board_effect(
        "knights-of-the-round-table/the-questing-beast", CONTINUOUS, box=KNIGHTS, ongoing=True
    ),
)
