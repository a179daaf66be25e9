"""Play abilities of the Core Set, second half (issue 27): robots, tricksters, wizards, zombies.

The other four Core Set factions are in core.py. One entry per card record of the card registry
(cards/core.py), both printings: a printing-specific entry where the card registry has one, and
Enshrouding Mist, whose printings act differently when played (the POD card's extra minion is a
Talent), has a POD entry beside the shared one.

The `choose` keys the play event reads for these cards:
- "card": the minion (or action) a card destroys (Microbot Guard, Gnome, Disenchant, Pixie played
  as an action, Sacrifice);
- "cards": the minions that get +1 power counters (Pixie: as a minion, any number of yours
  here; as an action, one or two of yours: one id gets both counters, two ids one each);
- "play" (and "to"): the card revealed from a deck that is played now as an extra card
  (Hoverbot: a minion; Neophyte, Mass Enchantment: an action); the board does not hold decks, so
  the player types that card (a card object: never a card of a hand; Hoverbot's and Neophyte's
  owned by the player, Mass Enchantment's by another player);
- "base": the base of Outbreak's extra minion (one where the player has no minion).

How many minions the player played this turn before this card is `shared.minions_played_before`.
"""

from __future__ import annotations

from collections.abc import Callable

from ..model import ACTION, MINION
from . import blocks as B
from . import shared as S
from .context import Play
from .registry import (
    CONTINUOUS,
    HANDS_ONLY,
    NO_ABILITY,
    TALENT,
    applied,
    no_board_effect,
    not_simulated,
    register,
)

BOX = "Core Set"
Loc = tuple[str, str]
Act = Callable[[Play], None]

# Our own reasons (English, French) for the cards of these factions.
LATER_HANDS: Loc = (
    "its ability acts later, and only on hands, decks, discard piles or draws, which the board "
    "does not hold",
    "sa capacité agit plus tard, et seulement sur les mains, pioches, défausses ou pioches de "
    "cartes, que le plateau ne contient pas",
)
LATER: Loc = (
    "its abilities act later (after other players' plays, at the end of turns, or when its base "
    "scores), not when it is played",
    "ses capacités agissent plus tard (après les jeux des autres joueurs, à la fin des tours ou "
    "lors de la conquête de sa Base), pas quand elle est jouée",
)
BEFORE_SCORING: Loc = (
    "its ability acts before its base scores (the engine applies it then), not when it is played",
    "sa capacité agit avant la conquête de sa Base (le moteur l'applique alors), pas quand elle "
    "est jouée",
)
LATER_TURNS: Loc = (
    "it limits another player's plays (or moves) on later turns, which this turn does not hold",
    "elle limite les jeux (ou déplacements) d'un autre joueur lors des tours suivants, que ce "
    "tour ne contient pas",
)
TITAN_POWER_AND_DRAW: Loc = (
    "its power is continuous (the engine applies it) and its Talent only draws a card",
    "sa Force est permanente (le moteur l'applique) et son Talent ne fait que piocher une carte",
)


# --- robots ------------------------------------------------------------------------------------


def _extra_if_first_minion(play: Play) -> None:
    # Microbot Fixer / Reclaimer: an extra minion only when this is the player's first minion of
    # the turn.
    before = S.minions_played_before(play)
    if before:
        play.log(
            (
                f"no extra minion: {before} minion(s) played before it this turn",
                f"pas de Créature supplémentaire : {before} Créature(s) jouée(s) avant elle ce "
                "tour-ci",
            ),
        )
        return
    play.extra_play(MINION)


def _reclaimer_shuffle(play: Play) -> None:
    play.log(
        (
            "its player may shuffle Microbots from their discard pile into their deck (by hand)",
            "son joueur peut mélanger des Microbots de sa défausse dans sa pioche (à la main)",
        ),
    )


def _destroy_weaker_than_count(*, may: bool) -> Act:
    """Microbot Guard, Gnome (original): destroy a minion here (itself included: the text says
    "a minion") whose power is less than the number of minions the player has here."""
    what = (
        "destroy a minion here with less power than your number of minions here",
        "détruire une Créature d'ici de Force inférieure à votre nombre de Créatures ici",
    )

    def act(play: Play) -> None:
        count = len(play.minions("here", controller="own", other=False, affectable=False))
        # A minion that cannot be destroyed is no target (asked lazily: the named one only).
        found = play.pick_card(
            play.minions(
                "here",
                power_max=count - 1,
                other=False,
                affectable=False,
                only=play.given("card"),
            ),
            may=may,
            what=what,
            protection="destroy",
        )
        if found is not None:
            play.destroy(*found)

    return act


def _hoverbot(play: Play) -> None:
    hint = play.play_hint()
    play.log(
        (
            "its player reveals the top card of their deck: a minion may be played now as an "
            f"extra minion{hint[0]}, any other card goes back on top",
            "son joueur révèle la carte du dessus de sa pioche : une Créature peut être jouée "
            f"tout de suite en Créature supplémentaire{hint[1]}, toute autre carte y est "
            "remise",
        ),
    )
    play.play_extra(
        kind=MINION,
        what=(
            "play the revealed minion as an extra minion",
            "jouer la Créature révélée en Créature supplémentaire",
        ),
        ok=S.from_own_pile(
            play, ("the top card of your deck", "la carte du dessus de votre pioche")
        ),
    )


# --- tricksters --------------------------------------------------------------------------------


def disenchant(play: Play) -> None:
    # An action a protection keeps from being destroyed (Steam Queen...) is no option; named,
    # it is warned of with its protector.
    found = play.pick_card(
        play.actions("everywhere"),
        may=False,
        what=(
            "destroy an action played on a minion or a base",
            "détruire une Action jouée sur une Créature ou une Base",
        ),
        protection="destroy",
    )
    if found is not None:
        play.destroy(*found)


def _enshrouding_mist(play: Play) -> None:
    # Original: on its player's turns, one extra minion here; the turn it is played included.
    if play.player == play.game.active:
        play.extra_play(MINION, base=play.here())


HAND_SIZES_UNKNOWN: Loc = (
    "the board does not say how many cards the hands hold (give hand_size)",
    "le plateau ne dit pas combien de cartes les mains contiennent (donnez hand_size)",
)


def _pixie(play: Play) -> None:
    """POD Pixie, played as a minion or as an action (its type in the play event)."""
    if play.card.type == ACTION:
        _pixie_action(play)
    else:
        _pixie_minion(play)


def _pixie_minion(play: Play) -> None:
    what = (
        "place a +1 power counter on any number of your minions here",
        "placer un marqueur Force +1 sur autant de vos Créatures d'ici que voulu",
    )
    sizes = play.game.hand_size
    own = sizes.get(play.player)
    others = [n for p, n in sizes.items() if p != play.player]
    if own is None or not others:
        play.cannot(what, HAND_SIZES_UNKNOWN, unsimulated=True)
        return
    if not any(own > n for n in others):
        play.log(
            (
                "no counters: its player does not hold more cards than another player",
                "pas de marqueurs : son joueur n'a pas plus de cartes en main qu'un autre joueur",
            ),
        )
        return
    candidates = play.minions("here", controller="own", other=False)
    for base, card in play.pick_cards(candidates, up_to=len(candidates), what=what, may=True):
        play.add_counters(base, card, 1)


def _pixie_action(play: Play) -> None:
    # Only an action no protection keeps from being destroyed: the counters come after it.
    found = play.pick_card(
        play.actions("everywhere"),
        may=False,
        what=("destroy an action", "détruire une Action"),
        protection="destroy",
    )
    if found is None or not play.destroy(*found):
        return
    chosen = play.pick_cards(
        play.minions("everywhere", controller="own"),
        up_to=2,
        may=False,
        what=(
            "place two +1 power counters among your minions",
            "répartir deux marqueurs Force +1 entre vos Créatures",
        ),
    )
    for base, card in chosen:
        play.add_counters(base, card, 2 if len(chosen) == 1 else 1)


# --- wizards -----------------------------------------------------------------------------------


def _neophyte(play: Play) -> None:
    play.log(
        (
            "its player reveals the top card of their deck: an action may go to their hand or be "
            "played now as an extra action (choose.play), any other card goes back on top",
            "son joueur révèle la carte du dessus de sa pioche : une Action peut aller dans sa "
            "main ou être jouée tout de suite en Action supplémentaire (choose.play), toute "
            "autre carte y est remise",
        ),
    )
    play.play_extra(
        kind=ACTION,
        what=(
            "play the revealed action as an extra action",
            "jouer l'Action révélée en Action supplémentaire",
        ),
        ok=S.from_own_pile(
            play, ("the top card of your deck", "la carte du dessus de votre pioche")
        ),
    )


def _mass_enchantment(play: Play) -> None:
    what = (
        "play an action revealed from another player's deck as an extra action",
        "jouer en Action supplémentaire une Action révélée de la pioche d'un autre joueur",
    )
    play.log(
        (
            "its player reveals the top card of each other player's deck and plays one revealed "
            "action (choose.play); the other cards go back on top",
            "son joueur révèle la carte du dessus de la pioche de chaque autre joueur et joue une "
            "Action révélée (choose.play) ; les autres cartes y sont remises",
        ),
    )
    # The card comes from another player's deck: its owner is that player.
    whence = (
        "the top card of another player's deck",
        "la carte du dessus de la pioche d'un autre joueur",
    )
    play.play_extra(kind=ACTION, what=what, ok=S.from_another_pile(play, whence))


def _sacrifice(play: Play) -> None:
    found = play.pick_card(
        play.minions("everywhere", controller="own"),
        may=False,
        what=("choose one of your minions", "choisir une de vos Créatures"),
    )
    if found is None:
        return
    base, card = found
    power = play.power(base, card)
    play.log(
        (
            f"its player draws {power} card(s), the power of {card.label()} (by hand)",
            f"son joueur pioche {power} carte(s), la Force de {card.label()} (à la main)",
        ),
    )
    play.destroy(base, card)


def _winds_of_change(play: Play) -> None:
    play.log(
        (
            "its player shuffles their hand into their deck and draws five cards (by hand)",
            "son joueur mélange sa main dans sa pioche et pioche cinq cartes (à la main)",
        ),
    )
    play.extra_play(ACTION)


# --- zombies -----------------------------------------------------------------------------------


# The grants' log lines: the extra minion comes from its player's discard pile.
EXTRA_FROM_DISCARD: Loc = (
    "an extra minion from the discard pile (not a hand card)",
    "une Créature supplémentaire de la défausse (pas une carte de la main)",
)
EXTRA_SMALL_FROM_DISCARD: Loc = (
    "an extra minion (power 2 or less) out of the discard pile (not a hand card)",
    "une Créature supplémentaire (Force 2 ou moins) de la défausse (pas une carte de la main)",
)


def _from_discard(play: Play):
    """The grant's condition on the card played with it: not a card of a hand (a card typed in
    the play event may come from the discard pile; a hand card is the turn's minion play, or
    beyond it, warned)."""
    return S.from_own_pile(play, ("of its player's discard pile", "de la défausse de son joueur"))


def _without_own_minion(play: Play) -> list:
    return [
        b
        for b in play.bases
        if not any(c.is_minion and c.controller == play.player for c in b.cards)
    ]


def _zombie_lord(play: Play) -> None:
    # The bases are those where the player has no minion once Zombie Lord is in play (its own
    # base is not one); one extra minion of power 2 or less on each.
    for base in _without_own_minion(play):
        play.extra_play(
            MINION,
            base=base,
            power_max=2,
            ok=_from_discard(play),
            kind_text=EXTRA_SMALL_FROM_DISCARD,
        )


def _outbreak(play: Play) -> None:
    base = play.pick_base(
        _without_own_minion(play),
        may=False,
        key="base",
        what=(
            "choose a base where you have no minion for an extra minion",
            "choisir une Base où vous n'avez pas de Créature pour une Créature supplémentaire",
        ),
    )
    if base is not None:
        play.extra_play(MINION, base=base)


def _they_keep_coming(play: Play) -> None:
    play.extra_play(MINION, ok=_from_discard(play), kind_text=EXTRA_FROM_DISCARD)


register(
    # robots
    no_board_effect("robots/nukebot", CONTINUOUS, box=BOX),
    no_board_effect("robots/warbot", CONTINUOUS, box=BOX),
    applied("robots/hoverbot", _hoverbot, box=BOX),
    applied("robots/zapbot", B.extra_play(MINION, power_max=2), box=BOX),
    no_board_effect("robots/microbot-alpha", CONTINUOUS, box=BOX),
    no_board_effect("robots/microbot-archive", LATER_HANDS, box=BOX),
    applied("robots/microbot-fixer", _extra_if_first_minion, box=BOX),
    applied("robots/microbot-guard", _destroy_weaker_than_count(may=False), box=BOX),
    applied(
        "robots/microbot-reclaimer", B.both(_extra_if_first_minion, _reclaimer_shuffle), box=BOX
    ),
    no_board_effect("robots/tech-center", HANDS_ONLY, box=BOX),
    # tricksters
    no_board_effect("tricksters/leprechaun", CONTINUOUS, box=BOX, printing="original"),
    no_board_effect("tricksters/leprechaun", CONTINUOUS, box=BOX, printing="pod"),
    no_board_effect("tricksters/brownie", LATER_HANDS, box=BOX),
    applied("tricksters/gnome", _destroy_weaker_than_count(may=True), box=BOX, printing="original"),
    no_board_effect("tricksters/gnome", BEFORE_SCORING, box=BOX, printing="pod"),
    no_board_effect("tricksters/gremlin", LATER_HANDS, box=BOX),
    applied(
        "tricksters/pixie",
        _pixie,
        box=BOX,
        # The card registry's summary asks to type the counters: they are applied here.
        summary="As a minion: a counter on any of your minions here if you hold more cards "
        "than another player; as an action: destroy an action for two counters on your minions.",
        summary_fr="En Créature : un marqueur sur vos Créatures d'ici au choix si vous avez plus "
        "de cartes en main qu'un autre joueur ; en Action : détruit une Action pour deux "
        "marqueurs sur vos Créatures.",
    ),
    no_board_effect("tricksters/block-the-path", CONTINUOUS, box=BOX, ongoing=True),
    applied("tricksters/disenchant", disenchant, box=BOX),
    applied("tricksters/enshrouding-mist", _enshrouding_mist, box=BOX, ongoing=True),
    # POD: its Talent plays an extra minion here (a "talent" event).
    applied(
        "tricksters/enshrouding-mist",
        talent=B.extra_play(MINION, here=True),
        box=BOX,
        printing="pod",
        ongoing=True,
    ),
    no_board_effect(
        "tricksters/flame-trap", CONTINUOUS, box=BOX, printing="original", ongoing=True
    ),
    no_board_effect("tricksters/flame-trap", CONTINUOUS, box=BOX, printing="pod", ongoing=True),
    no_board_effect("tricksters/hideout", CONTINUOUS, box=BOX, printing="original", ongoing=True),
    not_simulated("tricksters/hideout", TALENT, box=BOX, printing="pod", ongoing=True),
    no_board_effect("tricksters/mark-of-sleep", LATER_TURNS, box=BOX),
    no_board_effect("tricksters/pay-the-piper", LATER_HANDS, box=BOX, ongoing=True),
    no_board_effect("tricksters/take-the-shinies", HANDS_ONLY, box=BOX),
    no_board_effect("tricksters/big-funny-giant", LATER, box=BOX),
    # wizards
    # Both printings read "Talent: Play an extra action." (the catalog's original and POD
    # texts; issue 28): one entry, the Talent playing an extra action (a "talent" event).
    applied("wizards/archmage", talent=B.extra_play(ACTION), box=BOX),
    applied("wizards/chronomage", B.extra_play(ACTION), box=BOX),
    no_board_effect("wizards/enchantress", HANDS_ONLY, box=BOX),
    applied("wizards/neophyte", _neophyte, box=BOX),
    applied("wizards/mass-enchantment", _mass_enchantment, box=BOX),
    no_board_effect("wizards/mystic-studies", HANDS_ONLY, box=BOX),
    no_board_effect("wizards/portal", HANDS_ONLY, box=BOX),
    applied("wizards/sacrifice", _sacrifice, box=BOX),
    no_board_effect("wizards/scry", HANDS_ONLY, box=BOX),
    applied("wizards/summon", B.extra_play(MINION), box=BOX),
    applied("wizards/time-loop", B.extra_play(ACTION, 2), box=BOX),
    applied("wizards/winds-of-change", _winds_of_change, box=BOX),
    no_board_effect("wizards/arcane-protector", TITAN_POWER_AND_DRAW, box=BOX),
    # zombies
    applied("zombies/zombie-lord", _zombie_lord, box=BOX),
    no_board_effect("zombies/grave-digger", HANDS_ONLY, box=BOX),
    no_board_effect("zombies/tenacious-z", NO_ABILITY, box=BOX),
    no_board_effect("zombies/walker", HANDS_ONLY, box=BOX),
    no_board_effect("zombies/grave-robbing", HANDS_ONLY, box=BOX),
    no_board_effect("zombies/lend-a-hand", HANDS_ONLY, box=BOX),
    no_board_effect("zombies/mall-crawl", HANDS_ONLY, box=BOX),
    no_board_effect("zombies/not-enough-bullets", HANDS_ONLY, box=BOX),
    applied("zombies/outbreak", _outbreak, box=BOX),
    no_board_effect("zombies/overrun", CONTINUOUS, box=BOX, ongoing=True),
    applied("zombies/they-keep-coming", _they_keep_coming, box=BOX),
    no_board_effect("zombies/theyre-coming-to-get-you", LATER_HANDS, box=BOX, ongoing=True),
)
