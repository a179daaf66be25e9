"""Play abilities of Oops, You Did It Again (issue 28): Ancient Egyptians, Cowboys, Samurai,
Vikings. One entry per card covers both printings unless the card registry has one per printing.

Burying and uncovering (Grosse Boîte pour Geek booklet p. 8): a card that buries itself when
played ("Bury this card") enters play on the event's base and is buried there at once; a card
buried from a hand is a face-down card of unknown identity (it counts for nothing); uncovering
plays the buried card at once.

The `choose` keys these cards read, beyond the usual "card" (one card) and "cards" (several):
- "mode": which part of an "X OR Y" card is used (Lost Knowledge, Seal the Tomb: "bury" or
  "uncover"); the first one is assumed when not given;
- "base": the base a card picks (Lost Knowledge and Seal the Tomb: where the hand cards are
  buried; Plague of Locusts: whose minions);
- "count": how many hand cards Seal the Tomb buries (1 or 2);
- "card" on Ancient Curse: the minion it is on, to remove a +1 power counter from it.
"""

from __future__ import annotations

from collections.abc import Callable

from ..cards.burying import buried_of
from ..model import BURIED
from . import shared as S
from .context import Located, Play
from .pretty_pretty_smash_up import either
from .registry import (
    AT_SCORING,
    CONTINUOUS,
    applied,
    no_board_effect,
    register,
)

BOX = "Oops, You Did It Again"
Act = Callable[[Play], None]

# --- helpers -------------------------------------------------------------------------------------


def _buried(play: Play, bases) -> list[Located]:
    """The player's buried cards on `bases` (those the board can uncover first)."""
    return [f for f in buried_of(play.game, bases, play.player) if f[1].id is not None]


def _bury_itself(play: Play) -> None:
    """ "Bury this card": it went into play on the event's base; it is buried there now (its
    "when uncovered" part waits until then)."""
    found = S.in_play(play)
    if found is None:
        play.cannot(
            ("bury this card", "enterrer cette carte"),
            (
                "it is played on no base: give the event's to",
                "elle n'est jouée sur aucune Base : donnez to à l'événement",
            ),
        )
        return
    play.bury(*found)


def _bury_from_hand(play: Play, base, count: int = 1) -> None:
    for _ in range(count):
        play.game.bury_from_hand(base, play.player, play.why)


def _bury_here_from_hand(play: Play) -> None:
    """Pyramid Engineer's and Sphinx's Talent: a hand card buried on this card's base."""
    here = play.here()
    if here is not None:
        _bury_from_hand(play, here)


def _uncover_one(where: str) -> Act:
    """Uncover one of your buried cards ("here": may, on this card's base; "everywhere":
    mandatory, any base)."""
    what = ("uncover one of your buried cards", "dévoiler une de vos cartes enterrées")

    def act(play: Play) -> None:
        here = play.here()
        bases = [here] if where == "here" and here is not None else play.bases
        found = play.pick_card(_buried(play, bases), may=where == "here", what=what)
        if found is not None:
            play.uncover(*found)

    return act


def _pick_bury_base(play: Play) -> object:
    return play.pick_base(
        play.bases,
        may=False,
        what=("choose where to bury", "choisir où enterrer"),
        key="base",
    )


# --- ancient Egyptians ---------------------------------------------------------------------------


def _ancient_curse(play: Play) -> None:
    found = S.attached_minion(play)
    if found is None or not found[1].counters:
        return
    pick = play.pick_card(
        [found],
        may=True,
        what=("remove a +1 power counter from it", "lui retirer un marqueur Force +1"),
    )
    if pick is not None:
        play.add_counters(*pick, -1)


def _lost_knowledge_bury(play: Play) -> None:
    base = _pick_bury_base(play)
    if base is not None:
        _bury_from_hand(play, base)


_lost_knowledge = either(
    (
        "bury one hand card, or uncover a buried one",
        "enterrer une carte de votre main ou en dévoiler une",
    ),
    (
        "bury",
        ("bury a card from your hand", "enterrer une carte de votre main"),
        _lost_knowledge_bury,
    ),
    (
        "uncover",
        ("uncover one of your buried cards", "dévoiler une de vos cartes enterrées"),
        _uncover_one("everywhere"),
    ),
)


def _mummy_strength(play: Play) -> None:
    found = play.pick_card(
        play.minions("everywhere", controller="own", affectable=False, only=play.given("card")),
        may=False,
        what=("choose one of your minions", "choisir une de vos Créatures"),
        protection="affect",
    )
    if found is not None:
        buried = any(c.type == BURIED for c in found[0].cards)
        play.boost(*found, 4 if buried else 2)


def _plague_of_locusts(play: Play) -> None:
    base = play.pick_base(
        play.bases, may=False, what=("choose a base", "choisir une Base"), key="base"
    )
    if base is not None:
        for found in play.minions(base, controller="others"):
            play.boost(*found, -1)


def _seal_the_tomb_bury(play: Play) -> None:
    base = _pick_bury_base(play)
    if base is None:
        return
    chosen = play.decide(
        [{"count": 2}, {"count": 1}],
        may=True,
        what=("bury one or two hand cards", "enterrer jusqu'à deux cartes de votre main"),
    )
    if chosen is not None:
        _bury_from_hand(play, base, chosen["count"])


def _seal_the_tomb_uncover(play: Play) -> None:
    what = (
        "uncover one or two buried cards of yours lying on one base",
        "dévoiler jusqu'à deux de vos cartes enterrées d'une même Base",
    )
    groups = []
    for base in play.bases:
        mine = _buried(play, [base])
        groups += [[a, b] for i, a in enumerate(mine) for b in mine[i + 1 :]]
        groups += [[a] for a in mine]
    for found in S.pick_group(play, groups, may=True, what=what) or []:
        play.uncover(*found)


_seal_the_tomb = either(
    (
        "bury one or two hand cards, or uncover one or two buried cards",
        "enterrer jusqu'à deux cartes de la main ou en dévoiler jusqu'à deux",
    ),
    ("bury", ("bury from your hand", "enterrer depuis votre main"), _seal_the_tomb_bury),
    (
        "uncover",
        ("uncover your buried cards", "dévoiler vos cartes enterrées"),
        _seal_the_tomb_uncover,
    ),
)


# --- the registry entries ------------------------------------------------------------------------

_ONGOING = {"box": BOX, "ongoing": True}

register(
    # --- ancient Egyptians ---
    no_board_effect("ancient-egyptians/pharaoh", CONTINUOUS, box=BOX),
    no_board_effect("ancient-egyptians/priest-of-anubis", CONTINUOUS, box=BOX),
    applied(
        "ancient-egyptians/pyramid-engineer",
        _uncover_one("here"),
        talent=_bury_here_from_hand,
        box=BOX,
    ),
    no_board_effect("ancient-egyptians/mummy", AT_SCORING, box=BOX),
    applied("ancient-egyptians/ancient-curse", _ancient_curse, **_ONGOING),
    # "Bury this card" (the first part of three cards): it stays on the base, face down.
    applied("ancient-egyptians/blessing-of-anubis", _bury_itself, **_ONGOING),
    applied("ancient-egyptians/tomb-trap", _bury_itself, **_ONGOING),
    applied("ancient-egyptians/you-can-take-it-with-you", _bury_itself, **_ONGOING),
    applied("ancient-egyptians/lost-knowledge", _lost_knowledge, box=BOX),
    applied("ancient-egyptians/mummy-strength", _mummy_strength, box=BOX),
    applied("ancient-egyptians/plague-of-locusts", _plague_of_locusts, box=BOX),
    applied("ancient-egyptians/seal-the-tomb", _seal_the_tomb, box=BOX),
    applied("ancient-egyptians/sphinx", talent=_bury_here_from_hand, box=BOX),
)
