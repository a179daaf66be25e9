"""Play abilities of the small boxes (issue 28): Goblins, Penguins, Knights of the Round Table,
Teens, Slashers, Clowns, both printings (original and print-on-demand "pod"). One entry per
card record of the card registry (cards/small_boxes.py); each box title is the card module's.

The board holds neither coins nor decks, so what chance or a deck gave is typed in `choose`, as
the Core Set's Hoverbot types the card it revealed; without it the engine assumes the first
result and lists it in `assumed_choices`. The `choose` keys these cards read, beyond "card",
"cards", "to", "base" and "play":
- "mode": how the one coin fell ("heads" / "tails": A Little Help, Bushwhacking, He Who Smelt
  It's last coin); where the card was played from ("hand" / "discard" for the Clowns' "if
  played from the discard pile", "hand" / "deck" for the original Baby Penguin, "hand" /
  "elsewhere" for the POD one and Regurgitating Penguin, whose "emperor" plays Emperor Penguin);
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
from ..model import ACTION, MINION
from . import shared as S
from .context import Located, Play
from .registry import (
    CONTINUOUS,
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


def _self(play: Play) -> Located | None:
    return S.in_play(play)


def _here_has(play: Play, key: str) -> bool:
    """A minion of card `key` other than the played one is at its base."""
    return any(c.key == key for _, c in play.minions("here", affectable=False))


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
    # Three coins: a +1 power counter on one of your minions per heads ("cards", an id per
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
    found = _self(play)
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
