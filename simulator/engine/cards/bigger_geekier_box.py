"""The Bigger Geekier Box cards: Geeks (first in The Big Geeky Box) and Smash Up All Stars
(first in the All Stars Event Kit), both printings. Summaries are our own words; rows are
explained in entries.py."""

from __future__ import annotations

from .. import error_messages as E
from .effects import (
    own_minions_aura,
    scoring_standings,
    self_protected,
    special_plays_itself,
    takes_the_effect_instead,
    why,
)
from .entries import (
    HIDDEN_HAND,
    NO_EFFECT,
    ONE_SHOT,
    RANDOM,
    START_OF_TURN_EFFECT,
    TEXT_UNKNOWN,
    rows,
)
from .registry import modelled, register
from .targets import NO_TARGET, minions_everywhere, pick

GEEKS_BOX = "The Big Geeky Box"
ALL_STARS_BOX = "All Stars Event Kit"
WORDING = "wording only; same effect"

SHARED = {
    "smash-up-all-stars/non-infinite-loop": "both printings replay an action from hand (the POD "
    "one a standard action only) and may keep it: no effect at scoring",
    "smash-up-all-stars/prepare-for-battle": "both printings only move cards between deck and "
    "hand: no effect at scoring",
    "smash-up-all-stars/sprout": WORDING,
}

GEEKS = [
    (
        "geeks/banned-list",
        HIDDEN_HAND,
        "Names a card per rival, whose copies in their hand go under their deck.",
        "Nomme une carte par adversaire, dont les exemplaires en main vont sous sa pioche.",
    ),
    (
        "geeks/fan",
        NO_EFFECT,
        "May be discarded from hand on your turn to draw.",
        "Peut être défaussée de la main à votre tour pour piocher.",
    ),
    (
        "geeks/felicia-day",
        ONE_SHOT,
        "Moves every minion to its base.",
        "Déplace toutes les Créatures sur sa Base.",
    ),
    (
        "geeks/force-of-wil",
        NO_EFFECT,
        "Cancels a rival's action as it is played (leave that action out of the board).",
        "Annule une Action adverse au moment où elle est jouée (ne la mettez pas sur le plateau).",
    ),
    (
        "geeks/griefer",
        RANDOM,
        "Per rival: a random discard, one of their minions destroyed, or their discard pile "
        "reshuffled.",
        "Par adversaire : une défausse au hasard, une de ses Créatures détruite, ou sa défausse "
        "remélangée.",
    ),
    (
        "geeks/min-maxing",
        NO_EFFECT,
        "Plays an action from a rival's hand.",
        "Joue une Action de la main d'un adversaire.",
    ),
    (
        "geeks/mulligan",
        NO_EFFECT,
        "May take the top five cards of your deck for your hand.",
        "Peut prendre les cinq premières cartes de votre pioche à la place de votre main.",
    ),
    (
        "geeks/non-infinite-loop",
        NO_EFFECT,
        "Plays a standard action, which may go back to your hand.",
        "Joue une Action standard, qui peut revenir dans votre main.",
    ),
    (
        "geeks/rules-lawyer",
        ONE_SHOT,
        "Moves an action from a base or minion to another.",
        "Déplace une Action d'une Base ou d'une Créature vers une autre.",
    ),
]


ALL_STARS = [
    (
        "smash-up-all-stars/begin-the-summoning@original",
        NO_EFFECT,
        "Puts a minion of your discard pile on your deck; an extra action.",
        "Place une Créature de votre défausse sur votre pioche ; une Action supplémentaire.",
    ),
    (
        "smash-up-all-stars/begin-the-summoning@pod",
        TEXT_UNKNOWN,
        "An All Stars action whose POD text is not announced yet.",
        "Une Action All Stars dont le texte POD n'est pas encore annoncé.",
    ),
    (
        "smash-up-all-stars/fan",
        NO_EFFECT,
        "May be discarded from hand on your turn to draw.",
        "Peut être défaussée de la main à votre tour pour piocher.",
    ),
    (
        "smash-up-all-stars/favor-of-dionysus",
        ONE_SHOT,
        "+1 power to one of your minions this turn; an extra action.",
        "+1 en Force à une de vos Créatures ce tour-ci ; une Action supplémentaire.",
    ),
    (
        "smash-up-all-stars/friendship-power",
        ONE_SHOT,
        "Moves one of your minions next to another of yours; may return to hand.",
        "Déplace une de vos Créatures près d'une autre des vôtres ; peut revenir en main.",
    ),
    (
        "smash-up-all-stars/gelf",
        ONE_SHOT,
        "Talent: swaps itself for a minion of your deck.",
        "Talent : s'échange contre une Créature de votre pioche.",
    ),
    (
        "smash-up-all-stars/ghostly-arrival",
        ONE_SHOT,
        "An extra minion and/or action.",
        "Une Créature et/ou une Action supplémentaire.",
    ),
    (
        "smash-up-all-stars/granny",
        NO_EFFECT,
        "Talent: looks at the top card of your deck.",
        "Talent : regarde la première carte de votre pioche.",
    ),
    (
        "smash-up-all-stars/imperial-dragon",
        NO_EFFECT,
        "Draws after a rival plays or moves a minion here.",
        "Pioche après qu'un adversaire joue ou déplace une Créature ici.",
    ),
    (
        "smash-up-all-stars/its-astounding",
        ONE_SHOT,
        "Plays an action from your discard pile.",
        "Joue une Action de votre défausse.",
    ),
    (
        "smash-up-all-stars/king-rex",
        NO_EFFECT,
        "A plain minion with no ability.",
        "Aucune capacité.",
    ),
    (
        "smash-up-all-stars/lab-assistant",
        ONE_SHOT,
        "A +1 counter on another of your minions.",
        "Un marqueur +1 sur une autre de vos Créatures.",
    ),
    (
        "smash-up-all-stars/non-infinite-loop",
        NO_EFFECT,
        "Plays an action from hand (POD: a standard one); a one-shot one may go back to hand.",
        "Joue une Action de la main (POD : standard) ; si elle est à usage unique, elle peut "
        "revenir dans votre main.",
    ),
    (
        "smash-up-all-stars/prepare-for-battle",
        NO_EFFECT,
        "Takes cards from the top of your deck.",
        "Prend des cartes du dessus de votre pioche.",
    ),
    (
        "smash-up-all-stars/puck",
        NO_EFFECT,
        "An extra action or a draw.",
        "Une Action supplémentaire ou une pioche.",
    ),
    (
        "smash-up-all-stars/seeing-stars",
        ONE_SHOT,
        "A minion with 3 power or less is destroyed.",
        "Détruit une Créature de Force 3 ou moins.",
    ),
    (
        "smash-up-all-stars/servitor-of-cthulhu",
        NO_EFFECT,
        "Talent: destroys itself to put an action of your discard pile on your deck.",
        "Talent : se détruit pour placer une Action de votre défausse sur votre pioche.",
    ),
    (
        "smash-up-all-stars/sprout",
        START_OF_TURN_EFFECT,
        "At the start of your turn, destroyed; may play a small minion of your deck here.",
        "Au début de votre tour, détruite ; peut jouer ici une petite Créature de votre pioche.",
    ),
    (
        "smash-up-all-stars/square-deal",
        NO_EFFECT,
        "Draw until a player holds fewer cards than you.",
        "Piochez jusqu'à ce qu'un joueur ait moins de cartes en main que vous.",
    ),
]


_GAME_GURU = (
    "Game Guru: not affected by other players' abilities",
    "Game Guru : n'est pas affectée par les capacités des autres joueurs",
)


def _cosplay(game, window, scoring, card, player, choose):
    if window != "after_scoring" or scoring is None:
        return (
            "played after a base scores where you gained VP (an event 'after_scoring'); in the "
            "Play phase, type its VP as a gain_vp event",
            "jouée après la Conquête d'une Base où vous avez gagné des PV (événement "
            "'after_scoring') ; pendant la phase de jeu, saisissez ses PV en événement gain_vp",
        )
    standings = scoring_standings(game, scoring)
    if not any(s.player == player and s.vp + s.bonus > 0 for s in standings):
        return (
            f"{player} gained no VP at this base",
            f"{player} n'a gagné aucun PV sur cette Base",
        )
    game.gain_vp(player, 1, scoring, ("Cosplay", "Cosplay"))
    return None


def _control_minion(game, window, scoring, card, player, choose):
    # "You control that minion until the end of the turn": played as a Special when another
    # player plays a minion (or as a one-shot action), on the minion choose.card names (else
    # the first minion of another player, assumed).
    theirs = [x for x in minions_everywhere(game) if x[1].controller != player]
    if not theirs:
        return NO_TARGET
    where = scoring or theirs[0][0]
    found = pick(game, where, card, player, choose, theirs, E.A_MINION_IN_PLAY())
    if found is None:
        return NO_TARGET
    game.take_control(found[0], found[1], player, why(card), until_end_of_turn=True)
    return None


MODELLED = [
    # Issue 25, family 4: its Special answers a minion played during the Conquest phase.
    modelled(
        "geeks/control-minion",
        "Take control of a minion this turn (choose.card); Special: also when another player "
        "plays a minion.",
        "Prenez le contrôle d'une Créature ce tour-ci (choose.card) ; Spécial : aussi quand un "
        "autre joueur joue une Créature.",
        box=GEEKS_BOX,
        special=_control_minion,
    ),
    # Issue 25, family 4: its Special plays it during the Conquest phase; the action it
    # cancels is expressed by leaving that action's event out.
    modelled(
        "geeks/wil-wheaton",
        "Special: played when a rival plays an action, cancelling it (choose.to; leave that "
        "action out of the events).",
        "Spécial : jouée quand un adversaire joue une Action, qu'elle annule (choose.to ; ne "
        "saisissez pas cette Action).",
        box=GEEKS_BOX,
        reminder="The action it cancels has no effect: leave that action's event out of the board.",
        reminder_fr="L'Action qu'elle annule n'a aucun effet : ne saisissez pas l'événement de "
        "cette Action.",
        special=special_plays_itself(),
    ),
    modelled(
        "geeks/cosplay",
        "Played when you gain VP: 1 VP more (as a Special after a base scores where you gained "
        "VP).",
        "Jouée quand vous gagnez des PV : 1 PV de plus (en Spéciale après la Conquête d'une "
        "Base où vous avez gagné des PV).",
        box=GEEKS_BOX,
        special=_cosplay,
    ),
    modelled(
        "geeks/game-guru",
        "Not affected by other players' abilities.",
        "N'est pas affectée par les capacités des autres joueurs.",
        box=GEEKS_BOX,
        protect=self_protected("affect", _GAME_GURU),
    ),
    modelled(
        "smash-up-all-stars/full-moon",
        "On a base: your minions here have +1 power.",
        "Sur une Base : vos Créatures ici ont +1 en Force.",
        box=ALL_STARS_BOX,
        aura=own_minions_aura(1),
    ),
]

register(
    *MODELLED,
    *rows(GEEKS_BOX, GEEKS),
    *rows(ALL_STARS_BOX, ALL_STARS, SHARED),
)


register(
    modelled(
        "smash-up-all-stars/ensign",
        "May take on itself a rival Special aimed at another of your minions here (a choice of "
        "the card; type a Play-phase card's effect on the minion it went to).",
        "Peut prendre sur elle un Spécial adverse visant une autre de vos Créatures ici (un "
        "choix de la carte ; saisissez l'effet d'une carte de la phase de jeu sur la Créature "
        "qu'elle a visée).",
        box=ALL_STARS_BOX,
        redirect=takes_the_effect_instead,
    ),
)
