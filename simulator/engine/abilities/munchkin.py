"""Smash Up: Munchkin bases. The POD reprint redesigned all 16; the original texts are unknown
here except Garrison's, so the other original-printing bases are listed as not simulated."""

from __future__ import annotations

from .. import error_messages as E
from .. import messages as M
from ..model import ORIGINAL, POD
from .base import modelled, no_effect, not_simulated, register
from .common import ask

BOX = "Smash Up: Munchkin"
UNKNOWN_ORIGINAL = (
    "the original printing's ability text is not in the data (the POD reprint was redesigned)"
)


def _garrison_original(game, base, standings) -> None:
    total = sum(s.power for s in standings)
    if total < 22:
        return
    for s in standings:
        if s.place <= 3:
            game.gain_vp(s.player, 1, base, M.GARRISON_TOTAL_WHY(total=total))


def _garrison_pod(game, base, standings) -> None:
    for player in game.at_place(standings, 1):
        choice = ask(game, base, player, "garrison", M.GARRISON_WHAT())
        if choice is None:
            continue
        card = choice.play
        if card is None or card.controller != player:
            game.reject(choice, "play", E.PLAY_CARD_OF, player=player)
            continue
        dst = game.chosen_base(choice, game.bases, E.A_BASE_IN_PLAY())
        if dst is not None:
            game.played_by_base(card, dst, player, M.GARRISON_WHY())


def _helpers_hollow(game, base, card) -> int:
    return 1 if card.controller is not None and card.controller != game.active else 0


POD_BASES = (
    no_effect("hotel-of-holiness", "Recycles a discarded card after a play here.", box=BOX),
    no_effect("whack-a-ghoul", "Spend the action play to kill an undead monster here.", box=BOX),
    no_effect("the-mines", "Arrange the treasure deck after a play here.", box=BOX),
    no_effect("treasure-bath", "Draw a treasure after a play here.", box=BOX),
    modelled(
        "helpers-hollow",
        "Non-active players' minions here: +1.",
        box=BOX,
        minion_bonus=_helpers_hollow,
    ),
    no_effect(
        "treehouse",
        "Runner-up draws on scoring.",
        box=BOX,
        reminder="runner-up: a card per winner's minion here (the hands given are not changed "
        "for it)",
    ),
    no_effect("birthday-party", "Discard when playing elsewhere without a minion here.", box=BOX),
    no_effect("subterranean-lair", "Extra minion play here.", box=BOX),
    no_effect("dimension-doors", "Discard for an extra minion here.", box=BOX),
    no_effect("mages-tower", "Discard and draw after a play here.", box=BOX),
    modelled(
        "garrison",
        "After scoring: winner may play a card from their deck top.",
        box=BOX,
        after_scoring=_garrison_pod,
    ),
    no_effect("the-pits", "Standard actions may also affect a monster here.", box=BOX),
    not_simulated(
        "the-coffers",
        "After scoring, treasures or a VP for the players here.",
        "the VP depend on the treasure cards in each player's hand, which are not tracked",
        box=BOX,
    ),
    not_simulated(
        "thieves-guild",
        "Before scoring: hand reveal, most actions may kill a minion here.",
        "it depends on the players' hands, which are not tracked: script the destructions as "
        "before_scoring events",
        box=BOX,
    ),
    no_effect("the-gauntlet", "Play a monster after destroying one here.", box=BOX),
)
for _ability in POD_BASES:
    _ability.printing = POD

ORIGINAL_SLUGS = (
    "hotel-of-holiness",
    "whack-a-ghoul",
    "the-mines",
    "treasure-bath",
    "helpers-hollow",
    "treehouse",
    "birthday-party",
    "subterranean-lair",
    "dimension-doors",
    "mages-tower",
    "the-pits",
    "the-coffers",
    "thieves-guild",
    "the-gauntlet",
    "bastion",
)

register(
    *POD_BASES,
    *(
        not_simulated(slug, "Original Munchkin base.", UNKNOWN_ORIGINAL, box=BOX, printing=ORIGINAL)
        for slug in ORIGINAL_SLUGS
    ),
    modelled(
        "garrison",
        "Scoring at 22+ total power: places 1-3 get +1 VP.",
        box=BOX,
        printing=ORIGINAL,
        scoring_vp=_garrison_original,
    ),
)
