"""Excellent Movies, Dudes! cards: Action Heroes, Backtimers, Extramorphs, Wraithrustlers (both
printings). Summaries are our own words; rows are explained in entries.py."""

from __future__ import annotations

from .. import error_messages as E
from ..model import ACTION
from .common import attached_to, is_minion, minions
from .effects import (
    EARLIER_REMINDER,
    applied_by_the_engine,
    attached_aura,
    breakpoint_change,
    destroy_one_of_each_rival,
    in_the_run,
    own_minions_protected,
    record_in_the_run,
    why,
)
from .entries import (
    HIDDEN_DECK,
    HIDDEN_HAND,
    HISTORY,
    NO_EFFECT,
    ONE_SHOT,
    START_OF_TURN_EFFECT,
    STASIS,
    TEXT_UNKNOWN,
    rows,
)
from .registry import modelled, register
from .targets import BEFORE_ONLY, other_base

BOX = "Excellent Movies, Dudes!"

SHARED = {
    "action-heroes/walk-away-slowly": "the POD text repeats the card's name; same effect",
}

TABLE = [
    # --- action heroes ---
    (
        "action-heroes/all-out-of-bubblegum",
        ONE_SHOT,
        "+2 power to one of your minions this turn; an extra action if it is alone there.",
        "+2 de Force à une de vos Créatures ce tour-ci ; une Action supplémentaire si elle y "
        "est seule.",
    ),
    (
        "action-heroes/collateral-damage",
        ONE_SHOT,
        "A base's breakpoint is 5 lower this turn.",
        "Le seuil d'une Base baisse de 5 ce tour-ci.",
    ),
    (
        "action-heroes/commandbro",
        NO_EFFECT,
        "Draws at the end of your turn while it is your only minion here.",
        "Pioche à la fin de votre tour tant qu'elle est votre seule Créature ici.",
    ),
    (
        "action-heroes/friends-through-eternity",
        NO_EFFECT,
        "Discard a card for two extra actions.",
        "Défaussez une carte pour deux Actions supplémentaires.",
    ),
    (
        "action-heroes/get-to-the-choppa",
        ONE_SHOT,
        "Moves one of your minions; an extra action if it is alone there.",
        "Déplace une de vos Créatures ; une Action supplémentaire si elle y est seule.",
    ),
    (
        "action-heroes/gracie-brones",
        START_OF_TURN_EFFECT,
        "At the start of your turn, alone here: a +1 counter and +1 power per counter this turn.",
        "Au début de votre tour, seule ici : un marqueur +1 et +1 de Force par marqueur ce "
        "tour-ci.",
    ),
    (
        "action-heroes/hostage-rescue",
        NO_EFFECT,
        "Puts a minion of your deck on top of it.",
        "Place une Créature de votre pioche sur le dessus de celle-ci.",
    ),
    (
        "action-heroes/kickboxbro",
        HIDDEN_HAND,
        "Stores cards under itself; talent (also before its base scores when alone): plays one of "
        "them.",
        "Range des cartes sous elle ; Talent (aussi avant la Conquête de sa Base si elle y est "
        "seule) : en joue une.",
    ),
    (
        "action-heroes/pushing-the-limit",
        ONE_SHOT,
        "For each base where you have one minion: two +1 counters on it, or draw.",
        "Pour chaque Base où vous avez une seule Créature : deux marqueurs +1 sur elle, ou "
        "piochez.",
    ),
    (
        "action-heroes/the-right-person",
        ONE_SHOT,
        "An extra minion on a base where you have none; an extra action.",
        "Une Créature supplémentaire sur une Base où vous n'en avez pas ; une Action "
        "supplémentaire.",
    ),
    (
        "action-heroes/walk-away-slowly",
        NO_EFFECT,
        "After a base scores: one of your minions there returns to hand.",
        "Après une Conquête : une de vos Créatures là-bas revient en main.",
    ),
    (
        "action-heroes/warbro",
        ONE_SHOT,
        "Talent: another base where you have one minion gets breakpoint -3 this turn.",
        "Talent : une autre Base où vous avez une seule Créature a un seuil de -3 ce tour-ci.",
    ),
    # --- backtimers ---
    (
        "backtimers/99-mph",
        STASIS,
        "Two stasis counters on a card of your hand; draw.",
        "Deux marqueurs de stase sur une carte de votre main ; piochez.",
    ),
    (
        "backtimers/alex-p-mcglide",
        STASIS,
        "May put a card in stasis; talent: a +1 counter if a card left stasis this turn.",
        "Peut mettre une carte en stase ; Talent : un marqueur +1 si une carte est sortie de "
        "stase ce tour-ci.",
    ),
    (
        "backtimers/back-from-the-future",
        STASIS,
        "May put one of the top three cards of your deck in stasis.",
        "Peut mettre en stase une des trois premières cartes de votre pioche.",
    ),
    (
        "backtimers/disrupt-the-space-time-continuum",
        STASIS,
        "Puts up to two cards of your hand in stasis.",
        "Met en stase jusqu'à deux cartes de votre main.",
    ),
    (
        "backtimers/future-almanac",
        STASIS,
        "Goes into stasis; draws as its counters are removed.",
        "Entre en stase ; pioche à mesure que ses marqueurs sont retirés.",
    ),
    (
        "backtimers/help-from-the-past",
        STASIS,
        "Goes into stasis with a card of your discard pile, played when it comes out.",
        "Entre en stase avec une carte de votre défausse, jouée à sa sortie.",
    ),
    (
        "backtimers/letter-from-another-time",
        STASIS,
        "Goes into stasis with a card of your deck, played when it comes out.",
        "Entre en stase avec une carte de votre pioche, jouée à sa sortie.",
    ),
    (
        "backtimers/lifelong-bully",
        STASIS,
        "Adds a stasis counter, or may put a card of your deck in stasis.",
        "Ajoute un marqueur de stase, ou peut mettre en stase une carte de votre pioche.",
    ),
    (
        "backtimers/lightning-strike",
        STASIS,
        "Goes into stasis; may lower a breakpoint by its stasis counters this turn.",
        "Entre en stase ; peut baisser un seuil de ses marqueurs de stase ce tour-ci.",
    ),
    (
        "backtimers/sidelined-girlfriend",
        STASIS,
        "May go into stasis; +1 counters as it leaves it, then played with a +1 counter.",
        "Peut entrer en stase ; des marqueurs +1 quand elle en sort, puis jouée avec un marqueur "
        "+1.",
    ),
    (
        "backtimers/will-have-to-do",
        ONE_SHOT,
        "Two +1 counters on your minions, or removes two stasis counters.",
        "Deux marqueurs +1 sur vos Créatures, ou retire deux marqueurs de stase.",
    ),
    (
        "backtimers/zany-prof",
        STASIS,
        "At the start of your turn, may add or remove a stasis counter.",
        "Au début de votre tour, peut ajouter ou retirer un marqueur de stase.",
    ),
    # --- extramorphs ---
    (
        "extramorphs/alien-life-form",
        ONE_SHOT,
        "May destroy a small minion here; talent: spends a counter to move.",
        "Peut détruire ici une petite Créature ; Talent : dépense un marqueur pour se déplacer.",
    ),
    (
        "extramorphs/chestbreaker",
        HIDDEN_DECK,
        "Talent: goes under your deck to play a minion of a chosen power off its top.",
        "Talent : va sous votre pioche pour jouer depuis son dessus une Créature de la Force "
        "choisie.",
    ),
    (
        "extramorphs/close-encounters",
        NO_EFFECT,
        "Draw; may put a card back on your deck; an extra action.",
        "Piochez ; peut remettre une carte sur votre pioche ; une Action supplémentaire.",
    ),
    (
        "extramorphs/distress-call",
        ONE_SHOT,
        "A minion goes to another base.",
        "Déplace une Créature sur une autre Base.",
    ),
    (
        "extramorphs/egg-field",
        HIDDEN_DECK,
        "On a base: may play a Head Grabber here; talent: a small minion off the top of your deck.",
        "Sur une Base : peut jouer ici un Head Grabber ; Talent : une petite Créature du dessus "
        "de votre pioche.",
    ),
    (
        "extramorphs/extradrone",
        ONE_SHOT,
        "May move a small rival minion away and follow it.",
        "Peut déplacer ailleurs une petite Créature adverse et la suivre.",
    ),
    (
        "extramorphs/five-by-five",
        NO_EFFECT,
        "Draw five, then put five back on your deck.",
        "Piochez cinq cartes, puis remettez-en cinq sur votre pioche.",
    ),
    # Issue 25, family 6: it acts only when played (type what it played as events).
    (
        "extramorphs/game-over-dude",
        ONE_SHOT,
        "Plays a minion of a chosen power off the top of your deck.",
        "Joue depuis le dessus de votre pioche une Créature de la Force choisie.",
    ),
    (
        "extramorphs/head-grabber@original",
        HIDDEN_DECK,
        "On a small minion; talent: destroys it to play a minion off the top of your deck.",
        "Sur une petite Créature ; Talent : la détruit pour jouer une Créature du dessus de votre "
        "pioche.",
    ),
    (
        "extramorphs/head-grabber@pod",
        TEXT_UNKNOWN,
        "An Extramorph action whose POD text is a placeholder.",
        "Une Action Extramorph dont le texte POD est un texte provisoire.",
    ),
    (
        "extramorphs/hive-queen",
        HISTORY,
        "Fetches an Egg Field; talent: rivals' minions at your Egg Fields have -1 power until "
        "your next turn.",
        "Va chercher un Egg Field ; Talent : les Créatures adverses sur vos Egg Fields ont -1 de "
        "Force jusqu'à votre prochain tour.",
    ),
    (
        "extramorphs/nuke-it-from-orbit",
        ONE_SHOT,
        "On a base; talent next turn: destroys the base and everything on it.",
        "Sur une Base ; Talent au tour suivant : détruit la Base et tout ce qui s'y trouve.",
    ),
    (
        "extramorphs/time-to-go",
        NO_EFFECT,
        "Up to three cards go from your discard pile back into your deck.",
        "Remélange trois cartes de votre défausse dans votre pioche.",
    ),
    # --- wraithrustlers ---
    (
        "wraithrustlers/ectoplasm-one",
        ONE_SHOT,
        "On a base; talent: moves with one of your minions, may destroy an action there.",
        "Sur une Base ; Talent : se déplace avec une de vos Créatures, peut détruire une Action "
        "là-bas.",
    ),
    (
        "wraithrustlers/ellen",
        ONE_SHOT,
        "Talent: destroys one of your actions here for breakpoint -3 this turn (its Ongoing, an "
        "extra action after a Wraith is destroyed here, is not applied: that action is warned as "
        "beyond the turn's plays).",
        "Talent : détruit une de vos Actions ici pour un seuil de -3 ce tour-ci (sa capacité "
        "continue, une Action supplémentaire après la destruction d'un Wraith ici, n'est pas "
        "appliquée : cette Action est signalée au-delà des cartes du tour).",
    ),
    (
        "wraithrustlers/the-tools-and-the-talent",
        NO_EFFECT,
        "Puts a card of your deck on top of it.",
        "Place une carte de votre pioche sur le dessus de celle-ci.",
    ),
    (
        "wraithrustlers/watson",
        ONE_SHOT,
        "May destroy one of your actions here, or fetches a Wraith.",
        "Peut détruire une de vos Actions ici, ou va chercher un Wraith.",
    ),
]


def _lone_wolf(game, base, card, target_base, target) -> int:
    if not attached_to(card, target):
        return 0
    # Alone: the only minion of the action's controller here, when the minion is theirs.
    mine = target.controller == card.controller
    alone = mine and len(minions(base, card.controller)) == 1
    return 4 if alone else 2


def _rumbro(game, base, card, target_base) -> int:
    # During its controller's turn, while it is their only minion here.
    if game.active == card.controller and minions(base, card.controller) == [card]:
        return -4
    return 0


# Roy: +2 once a Wraith was destroyed on its base this turn; a Wraith is an action labelled
# Wraith (its clarification): Slimy, Librarian Haunt, Demon Dogs, Ancient
# Sumerian God, each recording its destruction (_wraith_destroyed).
ROY = "wraithrustlers/roy"


def _wraith_destroyed(game, base, card, by) -> None:
    """A Wraith's on_destroyed hook: the run records that a Wraith was destroyed on `base` this
    turn (Roy's +2 once a Wraith was destroyed on its base this turn, for a Roy there now
    or coming later), and the Roys there are worked out again."""
    record_in_the_run(game, "wraith destroyed", base.id)
    for roy in [c for c in base.cards if c.key == ROY]:
        game.effect_changed(base, roy)


def _roy(game, base, card) -> int:
    return 2 if in_the_run(game, "wraith destroyed", base.id) else 0


def _slimy(game, base, card, by) -> None:
    _wraith_destroyed(game, base, card, by)
    for minion in minions(base, card.controller):
        game.boost(base, minion, 2, why(card))


_STORED = (
    " (the cards stored under it are not on the board: type their play as a scripted event)",
    " (les cartes rangées dessous ne sont pas sur le plateau : saisissez leur jeu comme un "
    "événement scripté)",
)


def _final_stand(game, window, scoring, card, player, choose):
    if window != "before_scoring" or scoring is None:
        return BEFORE_ONLY
    if len(minions(scoring, player)) != 1:
        return (
            "you need exactly one minion on the scoring base",
            "il vous faut exactement une Créature sur la Base conquise",
        )
    return destroy_one_of_each_rival(game, scoring, player, choose, card)


def _resurgence(game, window, scoring, card, player, choose):
    if window != "before_scoring" or scoring is None:
        return BEFORE_ONLY
    found = game.find(choose.card) if choose is not None else None
    if found is None or found[1].type != ACTION:
        return ("name an action in play (choose.card)", "nommez une Action en jeu (choose.card)")
    base, target = found
    if choose.to is None:
        game.destroy(base, target, player, why(card))
        return None
    if target.attached_to is not None:
        return (
            "only an action on a base moves to another base",
            "seule une Action posée sur une Base change de Base",
        )
    dst, reason = other_base(game, choose, base)
    if reason:
        return reason
    game.move(target, base, dst, player, why(card))
    return None


def _funkman_transfer(game, scoring, base, card) -> None:
    # Special: before any base scores, may move an action on that base to another base.
    actions = [(scoring, c) for c in scoring.cards if c.type == ACTION and c.attached_to is None]
    others = [b for b in game.bases if b is not scoring]
    if not actions or not others:
        return
    what = (
        "move an action on the scoring base (choose.card) to another base (choose.to)",
        "déplacer une Action de la Base conquise (choose.card) sur une autre Base (choose.to)",
    )
    choice = game.ask_card(scoring, card, card.controller, what)
    if choice is None or choice.card is None:
        # A choice naming no action is the one of its other ability (after a destruction).
        return
    found = game.chosen_card(choice, actions, E.AN_ACTION_ON_SCORING_BASE())
    dst = game.chosen_base(choice, others, E.ANOTHER_BASE()) if found is not None else None
    if found is not None and dst is not None:
        game.move(found[1], scoring, dst, card.controller, why(card))


def _funkman_destroyed(game, base, card, target_base, target, by) -> None:
    # After its controller destroys an action: +1 power this turn to their minions on that
    # action's base (or a draw: declining the choice).
    if target.type != ACTION or by != card.controller:
        return
    what = (
        "give your minions on that base +1 power this turn (instead of drawing)",
        "donner +1 de Force ce tour-ci à vos Créatures de cette Base (au lieu de piocher)",
    )
    if game.ask_card(target_base, card, card.controller, what) is None:
        return
    for minion in minions(target_base, card.controller):
        game.boost(target_base, minion, 1, why(card))


MODELLED = [
    modelled(
        "wraithrustlers/funkman",
        "After you destroy an action: +1 power this turn to your minions on its base, or draw; "
        "before a base scores, may move an action on it to another base (its choice: card, "
        "to).",
        "Après avoir détruit une Action : +1 de Force ce tour-ci à vos Créatures de sa Base, "
        "ou piochez ; avant une Conquête, peut en déplacer une Action sur une autre Base (son "
        "choix : card, to).",
        box=BOX,
        window_scope="everywhere",
        before_scoring=_funkman_transfer,
        on_other_destroyed=_funkman_destroyed,
        special=applied_by_the_engine("before_scoring"),
    ),
    modelled(
        "action-heroes/final-stand",
        "Special before a base where you have exactly one minion scores: destroys there the "
        "minions named in choose.order, of printed power 3 or less, one per other player.",
        "Spéciale avant la Conquête d'une Base où vous avez exactement une Créature : y détruit "
        "les Créatures nommées dans choose.order, de Force imprimée 3 ou moins, une par "
        "autre joueur.",
        box=BOX,
        special=_final_stand,
    ),
    modelled(
        "wraithrustlers/resurgence",
        "Destroys an action (choose.card) or moves a base action to another base (choose.to); "
        "as a Special before a base scores.",
        "Détruit une Action (choose.card) ou déplace une Action de Base sur une autre Base "
        "(choose.to) ; en Spéciale avant une Conquête.",
        box=BOX,
        special=_resurgence,
    ),
    modelled(
        "action-heroes/lone-wolf",
        "On a minion: +2 power, +4 while it is its controller's only minion here.",
        "Sur une Créature : +2 de Force, +4 tant que c'est la seule Créature de son "
        "contrôleur ici.",
        box=BOX,
        aura=_lone_wolf,
    ),
    modelled(
        "action-heroes/rumbro",
        "During your turn, breakpoint -4 here while it is your only minion here.",
        "Pendant votre tour, seuil -4 ici tant que c'est votre seule Créature ici.",
        box=BOX,
        breakpoint=_rumbro,
    ),
    modelled(
        "action-heroes/slo-mo-attack",
        "On a base: your minions here ignore rivals' actions (its talent, breakpoint -3 this "
        "turn, is a scripted breakpoint_change).",
        "Sur une Base : vos Créatures ici ignorent les Actions adverses (son Talent, seuil -3 ce "
        "tour-ci, est un breakpoint_change scripté).",
        box=BOX,
        protect=own_minions_protected("affect", None, kind="action", name="Slo-Mo Attack"),
    ),
    modelled(
        "wraithrustlers/ancient-sumerian-god",
        "Wraith on a base: breakpoint +3" + _STORED[0] + ".",
        "Wraith sur une Base : seuil +3" + _STORED[1] + ".",
        box=BOX,
        breakpoint=breakpoint_change(3),
        on_destroyed=_wraith_destroyed,
    ),
    modelled(
        "wraithrustlers/demon-dogs",
        "Wraith on a base: breakpoint +3" + _STORED[0] + ".",
        "Wraith sur une Base : seuil +3" + _STORED[1] + ".",
        box=BOX,
        breakpoint=breakpoint_change(3),
        on_destroyed=_wraith_destroyed,
    ),
    modelled(
        "wraithrustlers/librarian-haunt",
        "Wraith on a base: breakpoint +3; draw three when destroyed.",
        "Wraith sur une Base : seuil +3 ; piochez trois cartes à sa destruction.",
        box=BOX,
        breakpoint=breakpoint_change(3),
        on_destroyed=_wraith_destroyed,
    ),
    modelled(
        "wraithrustlers/slimy",
        "Wraith on a base: breakpoint +3; when destroyed, your minions here get +2 power this "
        "turn.",
        "Wraith sur une Base : seuil +3 ; détruite, vos Créatures ici gagnent +2 de Force ce "
        "tour-ci.",
        box=BOX,
        breakpoint=breakpoint_change(3),
        on_destroyed=_slimy,
    ),
    modelled(
        ROY,
        "May bring one of your actions here (Play phase); +2 power if a Wraith was destroyed "
        "here this turn (known when the run destroyed it).",
        "Peut amener ici une de vos Actions (phase de jeu) ; +2 de Force si un Wraith a été "
        "détruit ici ce tour-ci (connu quand la simulation l'a détruit).",
        box=BOX,
        reminder=EARLIER_REMINDER[0],
        reminder_fr=EARLIER_REMINDER[1],
        power=_roy,
        reads=(),
    ),
    modelled(
        "wraithrustlers/unlicensed-nuclear-accelerator",
        "On a minion: +2 power (its talent acts in the Play phase).",
        "Sur une Créature : +2 de Force (son Talent agit pendant la phase de jeu).",
        box=BOX,
        aura=attached_aura(2),
    ),
]

register(*rows(BOX, TABLE, SHARED), *MODELLED)


def _robobro(game, base, card, target_base, target, by, effect) -> None:
    # After another player plays or moves a minion here: may place a +1 counter on itself.
    if target_base is not base or not is_minion(target) or by in (None, card.controller):
        return
    if card not in base.cards:
        return
    what = ("place a +1 power counter on Robobro", "placer un marqueur +1 sur Robobro")
    if game.ask_card(base, card, card.controller, what) is not None:
        game.add_counters(base, card, 1, why(card))


def _robobro_moved(game, base, card, target_base, target, src, by, effect) -> None:
    _robobro(game, base, card, target_base, target, by, effect)


register(
    modelled(
        "action-heroes/robobro",
        "May get a +1 counter after a rival plays or moves a minion here.",
        "Peut recevoir un marqueur +1 après qu'un adversaire joue ou déplace une Créature ici.",
        box=BOX,
        on_other_moved=_robobro_moved,
        on_other_played=_robobro,
    )
)
