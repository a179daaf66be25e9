"""Awesome Level 9000 cards: Bear Cavalry, Ghosts, Killer Plants, Steampunks (both printings)."""

from __future__ import annotations

from .. import error_messages as E
from ..model import ACTION
from .common import is_minion, minions
from .effects import (
    AFFECTED,
    PLAY_PHASE_ONLY,
    attached_protected,
    by_other,
    cards_in_hand,
    destroy_rival_arriving_with_a_minion_here,
    destroy_weaker_rival_arriving,
    has_minion,
    lasting,
    own_minions_aura,
    own_minions_saved_to_hand,
    special_plays_itself,
    why,
)
from .entries import (
    NEEDS_TALENT_STATE,
    START_OF_TURN_REMINDER,
    VP_REMINDER,
)
from .registry import modelled, no_effect, not_simulated, one_shot, register

BOX = "Awesome Level 9000"
ORIGINAL = "original"
POD = "pod"
WORDING = "wording only; same effect"

# --- bear cavalry ------------------------------------------------------------------------------


def _general_ivan(game, base, card, target_base, target, what, by, effect):
    # Its controller's minions are indestructible: whatever the effect, on every base.
    if what == "destroy" and is_minion(target) and target.controller == card.controller:
        return ("General Ivan: cannot be destroyed", "General Ivan : ne peut pas être détruite")
    return None


def _general_ivan_pod_moved(game, base, card, target_base, target, src, by, effect):
    # POD: once per turn, after another player's minion moves, may give your minions where it
    # went +1 power until the end of the turn (a choice of the card, declined unless given).
    if not is_minion(target) or target.controller in (None, card.controller):
        return
    if ("once per turn", card.uid) in game.flags:
        return
    what = (
        "give your minions on that base +1 power this turn",
        "donner +1 en Force ce tour-ci à vos Créatures sur cette Base",
    )
    if game.ask_card(base, card, card.controller, what) is None:
        return
    game.flag("once per turn", card.uid)
    for mine in minions(target_base, card.controller):
        game.boost(target_base, mine, 1, why(card))


_BEAR_RIDES_YOU = (
    "name the minion (choose.card) and its new base (choose.to)",
    "nommez la Créature (choose.card) et sa nouvelle Base (choose.to)",
)


def _bear_rides_you(game, window, scoring, card, player, choose):
    # A one-shot action (the Play phase): move a minion; after moving one of yours, you may
    # cancel the abilities of a card at its new base, or of that base.
    if window != "now":
        return PLAY_PHASE_ONLY
    found = game.find(choose.card) if choose is not None else None
    dst = game.base_by_id(choose.to) if choose is not None else None
    if found is None or dst is None or found[0] is dst or not is_minion(found[1]):
        return _BEAR_RIDES_YOU
    src, minion = found
    if not game.move(minion, src, dst, player, why(card)) or minion.controller != player:
        return None
    if choose.base_pick is not None:
        if choose.base_pick != dst.id:
            game.reject(
                choose, "base", E.CHOSEN_IS_NOT, id=choose.base_pick, what=E.A_CARD_AT_NEW_BASE()
            )
            return None
        game.lasting_data[card.uid] = "base"
    elif choose.order:
        target = next((c for c in dst.cards if c.id == choose.order[0]), None)
        if target is None:
            game.reject(
                choose, "order", E.CHOSEN_IS_NOT, id=choose.order[0], what=E.A_CARD_AT_NEW_BASE()
            )
            return None
        game.lasting_data[card.uid] = target.uid
    else:
        return None
    game.add_lasting(dst, card)
    return None


def _bear_rides_you_cancels(game, base, card, target_base, target) -> bool:
    return lasting(base, card) and game.lasting_data.get(card.uid) == target.uid


def _bear_rides_you_cancels_base(game, base, card) -> bool:
    return lasting(base, card) and game.lasting_data.get(card.uid) == "base"


# --- ghosts: the cards in hand (the board's optional hand_size) -------------------------------

_HAUNTING = (
    "Haunting: not affected by other players' cards (2 or fewer cards in hand)",
    "Haunting : pas affectée par les cartes des autres joueurs (2 cartes en main ou moins)",
)


def _few_cards(game, base, card) -> bool:
    held = cards_in_hand(game, base, card)
    return held is not None and held <= 2


def _creampuff_man(game, base, card) -> int:
    held = cards_in_hand(game, base, card)
    return 0 if held is None else max(0, 5 - held)


def _door_to_the_beyond(game, base, card, target_base, target) -> int:
    # The hand is read first: without hand_size the card is listed even with no minion here.
    if _few_cards(game, base, card) and is_minion(target) and target.controller == card.controller:
        return 2
    return 0


def _haunting(game, base, card) -> int:
    return 3 if _few_cards(game, base, card) else 0


def _haunting_protect(game, base, card, target_base, target, what, by, effect):
    if what in AFFECTED and target is card and by_other(by, card) and _few_cards(game, base, card):
        return _HAUNTING
    return None


def _polar_alone(base, card) -> bool:
    return minions(base, card.controller) == [card]


def _polar_commando_power(game, base, card) -> int:
    return 2 if _polar_alone(base, card) else 0


def _polar_commando_protect(game, base, card, target_base, target, what, by, effect):
    if what == "destroy" and target is card and _polar_alone(base, card):
        return (
            "Polar Commando: its controller's only minion here, cannot be destroyed",
            "Polar Commando : seule Créature de son contrôleur ici, ne peut pas être détruite",
        )
    return None


def _superiority(game, base, card, target_base, target, what, by, effect):
    mine = is_minion(target) and target.controller == card.controller
    if mine and what in ("destroy", "move", "return") and by_other(by, target):
        return (
            "Superiority: other players' cards cannot destroy, move or return it",
            "Superiority : les cartes des autres joueurs ne peuvent ni la détruire, ni la "
            "déplacer, ni la renvoyer",
        )
    return None


def _bearing_down(game, base, card, target_base) -> int:
    players = {c.controller for c in minions(base)}
    return 2 * len(players)


# --- ghosts ------------------------------------------------------------------------------------

_INCORPOREAL = (
    "Incorporeal: not affected by other players' cards",
    "Incorporeal : pas affectée par les cartes des autres joueurs",
)


def _make_contact_destroyed(game, base, card, by) -> None:
    # "After this action leaves play, give control of this minion to its owner."
    found = game.find(card.attached_to)
    if found is None:
        return
    minion_base, minion = found
    if minion.owner is not None and minion.controller != minion.owner:
        game.take_control(minion_base, minion, minion.owner, ("Make Contact", "Make Contact"))


def _make_contact_returned(game, base, card, by) -> bool:
    # Returned to its owner's hand, it leaves play too. The card layer has no hook after a
    # return: this one runs just before it, and nothing keeps an action from a return once
    # asked (the "instead of returned" cards of other boxes save minions only), so the minion
    # goes back to its owner and the return goes on (False: nothing happens instead).
    _make_contact_destroyed(game, base, card, by)
    return False


# --- killer plants -----------------------------------------------------------------------------


def _deep_roots(game, base, card, target_base, target, what, by, effect):
    mine = is_minion(target) and target.controller == card.controller
    if mine and what in ("move", "return") and by_other(by, target):
        return (
            "Deep Roots: other players cannot move it or return it to a hand",
            "Deep Roots : les autres joueurs ne peuvent ni la déplacer ni la renvoyer en main",
        )
    return None


def _entangled(game, base, card, target_base, target, what, by, effect):
    # Any minion, whoever moves it, on any base where Entangled's controller has a minion.
    leaving = what in ("move", "return") and is_minion(target)
    if leaving and has_minion(target_base, card.controller):
        return (
            "Entangled: minions cannot leave this base by a move or a return to hand",
            "Entangled : les Créatures ne peuvent quitter cette Base ni par un déplacement "
            "ni par un retour en main",
        )
    return None


def _overgrowth(game, base, card, target_base) -> int:
    # Assumed in play since the start of its controller's turn: the printed (starting)
    # breakpoint counts as 0 during that player's turn; played this turn, it waits for the
    # next start of that player's turn.
    if game.active == card.controller and not game.played_this_turn(card):
        return -target_base.spec.breakpoint
    return 0


def _sleep_spores(game, base, card, target_base, target) -> int:
    if is_minion(target) and target.controller != card.controller:
        return -1
    return 0


def _weed_eater(game, base, card) -> int:
    # Assumed in play since the start of its controller's turn (its +2 lasts one full round);
    # played this turn, it has not met the start of its controller's turn yet.
    if game.played_this_turn(card):
        return 0
    return 2 if game.active == card.controller else 0


# --- steampunks --------------------------------------------------------------------------------


def _aggromotive(game, base, card) -> int:
    return 5 if has_minion(base, card.controller) else 0


def _steam_man(game, base, card) -> int:
    for other in base.cards:
        if other.type == ACTION and other.controller == card.controller and not other.attached_to:
            return 1
    return 0


def _steam_queen(game, base, card, target_base, target, what, by, effect):
    if (
        what in AFFECTED
        and target.type == ACTION
        and target.controller == card.controller
        and by_other(by, target)
    ):
        return (
            "Steam Queen: other players' cards do not affect this action",
            "Steam Queen : les cartes des autres joueurs n'affectent pas cette Action",
        )
    return None


def _ornate_dome(game, base, card, target_base, played, player, effect):
    # "Other players cannot play actions on this base" (an action played on a minion here is
    # played on that minion, not on the base).
    if played.type == ACTION and played.attached_to is None and player != card.controller:
        return (
            "Ornate Dome: other players cannot play actions on this base",
            "Ornate Dome : les autres joueurs ne peuvent pas jouer d'Action sur cette Base",
        )
    return None


register(
    # --- bear cavalry ---
    one_shot(
        "bear-cavalry/bear-cavalry",
        "When played: moves another player's minion from its base to another base.",
        "Quand elle est jouée : déplace une Créature adverse de sa Base vers une autre.",
        box=BOX,
        printing=ORIGINAL,
    ),
    one_shot(
        "bear-cavalry/grizzled-veteran",
        "When played: may move another player's minion from its base to another base.",
        "Quand elle est jouée : peut déplacer une Créature adverse de sa Base vers une autre.",
        box=BOX,
        printing=POD,
    ),
    one_shot(
        "bear-cavalry/bear-hug",
        "Every other player destroys their weakest minion.",
        "Chaque autre joueur détruit sa Créature la plus faible.",
        box=BOX,
        shared_text_reason=WORDING,
    ),
    one_shot(
        "bear-cavalry/bear-necessities",
        "Destroys an action attached to a minion or a base.",
        "Détruit une Action posée sur une Créature ou une Base.",
        box=BOX,
        printing=ORIGINAL,
    ),
    no_effect(
        "bear-cavalry/bear-necessities",
        "Talent: players with a minion here cannot play extra cards until your next turn.",
        "Talent : les joueurs ayant une Créature ici ne peuvent pas jouer de cartes "
        "supplémentaires jusqu'à votre prochain tour.",
        box=BOX,
        printing=POD,
    ),
    one_shot(
        "bear-cavalry/bear-rides-you",
        "Moves one of your minions to another base.",
        "Déplace une de vos Créatures vers une autre Base.",
        box=BOX,
        printing=ORIGINAL,
    ),
    modelled(
        "bear-cavalry/bear-rides-you",
        "Moves a minion; after moving your own, may cancel a card's abilities at its new base "
        "until your next turn.",
        "Déplace une Créature ; si c'est la vôtre, peut annuler jusqu'à votre prochain tour les "
        "capacités d'une carte de sa nouvelle Base.",
        box=BOX,
        printing=POD,
        reminder="Give it as a 'special' event 'now': choose.card (the minion), choose.to (its "
        "new base), then choose.order [a card there] or choose.base (that base) to cancel. The "
        "board after the turn does not carry the cancel to your next turn.",
        reminder_fr="Saisissez-la comme événement 'special' 'now' : choose.card (la Créature), "
        "choose.to (sa nouvelle Base), puis choose.order [une carte de là-bas] ou choose.base "
        "(cette Base) à annuler. La position d'après le tour ne porte pas l'annulation jusqu'à "
        "votre prochain tour.",
        special=_bear_rides_you,
        cancels=_bear_rides_you_cancels,
        cancel_base=_bear_rides_you_cancels_base,
    ),
    modelled(
        "bear-cavalry/bearing-down",
        "Breakpoint +2 for each player with a minion here (the decrease after you moved another "
        "player's minion here this turn is not known from the board: not applied).",
        "Résistance +2 par joueur ayant une Créature ici (la baisse quand vous avez déplacé ici "
        "une Créature adverse ce tour-ci n'est pas connue du plateau : non appliquée).",
        box=BOX,
        printing=POD,
        breakpoint=_bearing_down,
    ),
    one_shot(
        "bear-cavalry/commission",
        "Play an extra minion, then move (POD: you may move) another player's minion from its "
        "base to another base.",
        "Jouez une Créature supplémentaire, puis déplacez (POD : vous pouvez déplacer) une "
        "Créature adverse de sa Base vers une autre Base.",
        box=BOX,
        shared_text_reason="the POD wording makes the move optional; both are Play-phase effects",
    ),
    modelled(
        "bear-cavalry/general-ivan",
        "Its controller's minions are indestructible, on every base.",
        "Les Créatures de son contrôleur sont indestructibles, sur toutes les Bases.",
        box=BOX,
        printing=ORIGINAL,
        protect=_general_ivan,
        protect_scope="everywhere",
    ),
    modelled(
        "bear-cavalry/general-ivan",
        "Its controller's minions are indestructible; once per turn, after a rival minion moves, "
        "may give its controller's minions where it went +1 power this turn (a choice of the "
        "card).",
        "Les Créatures de son contrôleur sont indestructibles ; une fois par tour, après le "
        "déplacement d'une Créature adverse, peut donner +1 en Force ce tour-ci aux Créatures "
        "de son contrôleur là où elle est allée (un choix de la carte).",
        box=BOX,
        printing=POD,
        protect=_general_ivan,
        protect_scope="everywhere",
        on_other_moved=_general_ivan_pod_moved,
    ),
    modelled(
        "bear-cavalry/polar-commando",
        "While it is your only minion on its base: +2 power and cannot be destroyed.",
        "Tant qu'elle est votre seule Créature sur sa Base : +2 en Force et ne peut pas être "
        "détruite.",
        box=BOX,
        printing=ORIGINAL,
        power=_polar_commando_power,
        protect=_polar_commando_protect,
    ),
    no_effect(
        "bear-cavalry/polar-commando",
        "Talent: a +1 counter on itself or on a weaker minion.",
        "Talent : un marqueur +1 sur elle ou sur une Créature plus faible.",
        box=BOX,
        printing=POD,
    ),
    modelled(
        "bear-cavalry/superiority",
        "Other players' cards cannot destroy, move or return your minions here.",
        "Les cartes des autres joueurs ne peuvent ni détruire, ni déplacer, ni renvoyer vos "
        "Créatures ici.",
        box=BOX,
        printing=ORIGINAL,
        protect=_superiority,
    ),
    not_simulated(
        "bear-cavalry/superiority",
        "Talent, with the most power here: draw, or your minions here are unaffected by other "
        "players' cards until your next turn.",
        "Talent, si vous avez le plus de Force ici : piochez, ou vos Créatures ici ne sont pas "
        "affectées par les cartes adverses jusqu'à votre prochain tour.",
        *NEEDS_TALENT_STATE,
        box=BOX,
        printing=POD,
    ),
    one_shot(
        "bear-cavalry/youre-pretty-much-borscht",
        "Moves all other players' minions from a base where you have one to another base.",
        "Déplace toutes les Créatures adverses d'une Base où vous en avez une vers une autre Base.",
        box=BOX,
    ),
    one_shot(
        "bear-cavalry/youre-screwed",
        "Moves another player's minion from a base where you have one to another base.",
        "Déplace une Créature adverse d'une Base où vous en avez une vers une autre Base.",
        box=BOX,
        printing=ORIGINAL,
    ),
    # --- ghosts ---
    no_effect(
        "ghosts/across-the-divide",
        "Takes minions of one name from your discard pile into your hand.",
        "Reprend en main des Créatures d'un même nom depuis votre défausse.",
        box=BOX,
    ),
    modelled(
        "ghosts/creampuff-man",
        "Titan: +5 power here minus the cards in your hand; talent replays an action from your "
        "discard pile.",
        "Titan : +5 en Force ici moins le nombre de cartes en main ; son Talent rejoue une Action "
        "de votre défausse.",
        box=BOX,
        printing=POD,
        power=_creampuff_man,
    ),
    modelled(
        "ghosts/door-to-the-beyond",
        "With 2 or fewer cards in your hand, your minions here have +2 power.",
        "Avec 2 cartes en main ou moins, vos Créatures ici ont +2 en Force.",
        box=BOX,
        aura=_door_to_the_beyond,
    ),
    no_effect(
        "ghosts/ghost",
        "When played: may discard a card.",
        "Quand elle est jouée : peut défausser une carte.",
        box=BOX,
    ),
    no_effect(
        "ghosts/ghostly-arrival",
        "Extra minion and/or action plays.",
        "Jeu d'une Créature et/ou d'une Action supplémentaires.",
        box=BOX,
    ),
    modelled(
        "ghosts/haunting",
        "With 2 or fewer cards in your hand: +3 power and unaffected by other players' cards.",
        "Avec 2 cartes en main ou moins : +3 en Force et pas affectée par les cartes adverses.",
        box=BOX,
        power=_haunting,
        protect=_haunting_protect,
    ),
    modelled(
        "ghosts/incorporeal",
        "Attached to your minion: other players' cards do not affect it.",
        "Posée sur votre Créature : les cartes des autres joueurs ne l'affectent pas.",
        box=BOX,
        protect=attached_protected("affect", _INCORPOREAL),
    ),
    modelled(
        "ghosts/make-contact",
        "With an empty hand, takes control of the minion it is on (enter that minion with its new "
        "controller); when this action is destroyed or returned to a hand, control goes back to "
        "the owner (when it leaves play otherwise, not simulated).",
        "Main vide : prend le contrôle de la Créature qui la porte (saisissez cette Créature avec "
        "son nouveau contrôleur) ; quand cette Action est détruite ou renvoyée en main, le "
        "contrôle revient au propriétaire (si elle quitte le jeu autrement, non simulé).",
        box=BOX,
        on_destroyed=_make_contact_destroyed,
        instead_of_returned=_make_contact_returned,
    ),
    no_effect(
        "ghosts/seance",
        "With 2 or fewer cards in hand, draw up to 5.",
        "Avec 2 cartes en main ou moins, piochez jusqu'à en avoir 5.",
        box=BOX,
        shared_text_reason="punctuation only",
    ),
    no_effect(
        "ghosts/shady-deal",
        "With 2 or fewer cards in hand, gain 1 VP.",
        "Avec 2 cartes en main ou moins, gagnez 1 PV.",
        box=BOX,
        reminder=VP_REMINDER[0],
        reminder_fr=VP_REMINDER[1],
    ),
    # Issue 25, family 4: its Special plays it during the Conquest phase too.
    modelled(
        "ghosts/spectre",
        "Special: with 2 or fewer cards in hand, played from the discard pile when you may play "
        "a minion (choose.to).",
        "Spécial : avec 2 cartes en main ou moins, jouée depuis la défausse quand vous pouvez "
        "jouer une Créature (choose.to).",
        box=BOX,
        special=special_plays_itself(),
    ),
    one_shot(
        "ghosts/spirit",
        "When played: may discard cards equal to a minion's power to destroy it.",
        "Quand elle est jouée : peut défausser autant de cartes que la Force d'une Créature pour "
        "la détruire.",
        box=BOX,
    ),
    no_effect(
        "ghosts/the-dead-rise",
        "Discard cards to play a weaker minion from your discard pile.",
        "Défaussez des cartes pour jouer une Créature plus faible depuis votre défausse.",
        box=BOX,
        shared_text_reason="punctuation only",
    ),
    # --- killer plants ---
    no_effect(
        "killer-plants/blossom",
        "Up to three extra minions of one name.",
        "Jusqu'à trois Créatures supplémentaires d'un même nom.",
        box=BOX,
    ),
    no_effect(
        "killer-plants/budding",
        "Searches your deck for a copy of a minion in play, into your hand.",
        "Cherche dans votre pioche un exemplaire d'une Créature en jeu et le prend en main.",
        box=BOX,
    ),
    no_effect(
        "killer-plants/choking-vines",
        "Attached to a minion: destroys it at the start of your turn.",
        "Posée sur une Créature : la détruit au début de votre tour.",
        box=BOX,
    ),
    modelled(
        "killer-plants/deep-roots",
        "Other players cannot move your minions here or return them to a hand.",
        "Les autres joueurs ne peuvent ni déplacer vos Créatures ici ni les renvoyer en main.",
        box=BOX,
        protect=_deep_roots,
    ),
    modelled(
        "killer-plants/entangled",
        "No minion can be moved or returned to a hand from a base where you have a minion.",
        "Aucune Créature ne peut être déplacée ou renvoyée en main depuis une Base où vous avez "
        "une Créature.",
        box=BOX,
        protect=_entangled,
        protect_scope="everywhere",
    ),
    no_effect(
        "killer-plants/insta-grow",
        "Play an extra minion.",
        "Jouez une Créature supplémentaire.",
        box=BOX,
        shared_text_reason="punctuation only",
    ),
    no_effect(
        "killer-plants/killer-kudzu",
        "Titan played with counters gathered out of play; after it leaves play, recycles minions "
        "or draws.",
        "Titan joué avec des marqueurs accumulés hors jeu ; après avoir quitté le jeu, recycle "
        "des Créatures ou fait piocher.",
        box=BOX,
        printing=POD,
    ),
    modelled(
        "killer-plants/overgrowth",
        "During your turn this base's printed breakpoint counts as 0 (assumed in play since the "
        "start of your turn).",
        "Pendant votre tour, la Résistance imprimée de cette Base compte pour 0 (supposée en jeu "
        "depuis le début de votre tour).",
        box=BOX,
        breakpoint=_overgrowth,
    ),
    modelled(
        "killer-plants/sleep-spores",
        "Other players' minions here have -1 power.",
        "Les Créatures adverses ici ont -1 en Force.",
        box=BOX,
        aura=_sleep_spores,
    ),
    no_effect(
        "killer-plants/sprout",
        "At the start of your turn, destroys itself to play a minion from your deck here.",
        "Au début de votre tour, se détruit pour jouer ici une Créature de votre pioche.",
        box=BOX,
        reminder=START_OF_TURN_REMINDER[0],
        reminder_fr=START_OF_TURN_REMINDER[1],
    ),
    no_effect(
        "killer-plants/venus-man-trap",
        "Talent: plays a small minion from your deck here.",
        "Talent : joue ici une petite Créature de votre pioche.",
        box=BOX,
    ),
    no_effect(
        "killer-plants/water-lily",
        "Draw a card at the start of your turn.",
        "Piochez une carte au début de votre tour.",
        box=BOX,
    ),
    modelled(
        "killer-plants/weed-eater",
        "+2 power during its controller's turn (assumed in play since the start of that turn).",
        "+2 en Force pendant le tour de son contrôleur (supposée en jeu depuis le début de ce "
        "tour).",
        box=BOX,
        power=_weed_eater,
    ),
    # --- steampunks ---
    modelled(
        "steampunks/aggromotive",
        "With a minion of yours here, you have +5 power here.",
        "Si vous avez une Créature ici, vous avez +5 en Force ici.",
        box=BOX,
        power=_aggromotive,
    ),
    no_effect(
        "steampunks/captain-ahab",
        "Talent: moves to a base with one of your actions played on it (not on a minion).",
        "Talent : se déplace vers une Base où une de vos Actions est jouée (pas sur une Créature).",
        box=BOX,
    ),
    one_shot(
        "steampunks/change-of-venue",
        "Replays one of your actions in play as an extra action.",
        "Rejoue une de vos Actions en jeu comme Action supplémentaire.",
        box=BOX,
    ),
    no_effect(
        "steampunks/difference-engine",
        "With a minion of yours here, draw an extra card at the end of your turn.",
        "Si vous avez une Créature ici, piochez une carte de plus à la fin de votre tour.",
        box=BOX,
    ),
    no_effect(
        "steampunks/mechanic",
        "When played: replays a base action from your discard pile.",
        "Quand elle est jouée : rejoue depuis votre défausse une Action qui se pose sur une Base.",
        box=BOX,
    ),
    modelled(
        "steampunks/ornate-dome",
        "When played, destroys other players' actions here (Play phase); other players cannot "
        "play actions on this base.",
        "Jouée, détruit les Actions adverses ici (phase de jeu) ; les autres joueurs ne peuvent "
        "plus jouer d'Action sur cette Base.",
        box=BOX,
        shared_text_reason=WORDING,
        forbid_play=_ornate_dome,
    ),
    modelled(
        "steampunks/rotary-slug-thrower",
        "Your minions here have +2 power.",
        "Vos Créatures ici ont +2 en Force.",
        box=BOX,
        aura=own_minions_aura(2),
    ),
    no_effect(
        "steampunks/scrap-diving",
        "Takes an action from your discard pile into your hand.",
        "Reprend en main une Action de votre défausse.",
        box=BOX,
    ),
    modelled(
        "steampunks/steam-man",
        "+1 power while one of your actions is on its base.",
        "+1 en Force tant qu'une de vos Actions est posée sur sa Base.",
        box=BOX,
        power=_steam_man,
    ),
    modelled(
        "steampunks/steam-queen",
        "Other players' cards do not affect your actions.",
        "Les cartes des autres joueurs n'affectent pas vos Actions.",
        box=BOX,
        protect=_steam_queen,
        protect_scope="everywhere",
    ),
    no_effect(
        "steampunks/zeppelin",
        "Talent: moves one of your minions to or from this base.",
        "Talent : déplace une de vos Créatures vers ou depuis cette Base.",
        box=BOX,
    ),
)

# Abilities modelled with the hooks of issue 15.
register(
    modelled(
        "steampunks/escape-hatch",
        "Your minions here that would be destroyed go back to your hand instead.",
        "Vos Créatures ici qui seraient détruites retournent plutôt dans votre main.",
        box=BOX,
        shared_text_reason=WORDING,
        instead_of_other_destroyed=own_minions_saved_to_hand,
    )
)

register(
    modelled(
        "bear-cavalry/cub-scout",
        "Destroys a weaker minion of another player that moves to its base.",
        "Détruit une Créature adverse plus faible qui arrive sur sa Base par un déplacement.",
        box=BOX,
        printing=ORIGINAL,
        on_other_moved=destroy_weaker_rival_arriving,
    ),
    modelled(
        "bear-cavalry/high-ground",
        "With your minion here, destroys another player's minion that moves here.",
        "Si vous avez une Créature ici, détruit une Créature adverse qui arrive ici par un "
        "déplacement.",
        box=BOX,
        printing=ORIGINAL,
        on_other_moved=destroy_rival_arriving_with_a_minion_here,
    ),
)


def _major_ursa(game, base, card, target_base, target, src, by, effect) -> None:
    # POD titan: after another player's minion moves to or from its base, may take a +1 counter.
    if not (target_base is base or src is base) or card not in base.cards:
        return
    if not is_minion(target) or target.controller in (None, card.controller):
        return
    what = ("place a +1 power counter on Major Ursa", "placer un marqueur +1 sur Major Ursa")
    if game.ask_card(base, card, card.controller, what) is not None:
        game.add_counters(base, card, 1, ("Major Ursa", "Major Ursa"))


register(
    modelled(
        "bear-cavalry/major-ursa",
        "Titan: may gain a +1 counter after another player's minion moves to or from its base "
        "(a choice of the card); its talent acts in the Play phase.",
        "Titan : peut gagner un marqueur +1 quand une Créature adverse arrive sur sa Base ou la "
        "quitte (un choix de la carte) ; son Talent agit pendant la phase de jeu.",
        box=BOX,
        printing=POD,
        on_other_moved=_major_ursa,
    )
)


def _rival_arrival(base, card, target_base, target) -> bool:
    return (
        target_base is base
        and card in base.cards
        and is_minion(target)
        and target.controller not in (None, card.controller)
    )


def _cub_scout_pod(game, base, card, target_base, target, src, by, effect) -> None:
    # POD: after another player's minion moves here with less power than this minion, its
    # controller MAY destroy it (a choice of the card); if so, may bring one of their minions of
    # printed power 3 or less here (the choice's `card`).
    if not _rival_arrival(base, card, target_base, target) or target not in base.cards:
        return
    if game.power(target_base, target) >= game.power(base, card):
        return
    what = (
        f"destroy {target.label()}, weaker, which moved here",
        f"détruire {target.label()}, plus faible, arrivée ici",
    )
    choose = game.ask_card(base, card, card.controller, what)
    if choose is None or not game.destroy(target_base, target, card.controller, why(card)):
        return
    if choose.card is None or choose.card == target.id:
        return
    mine = [
        (b, c)
        for b in game.bases
        if b is not base
        for c in minions(b, card.controller)
        if c.power is not None and c.power <= 3
    ]
    located = game.chosen_card(choose, mine, E.A_MINION_OF_ELSEWHERE(player=card.controller))
    if located is None:
        return
    game.move(located[1], located[0], base, card.controller, why(card))


def _high_ground_pod(game, base, card, target_base, target, src, by, effect) -> None:
    # POD: with a minion of its controller here, after another player's minion moves here, they
    # MAY destroy this action to destroy that minion (a choice of the card). The other mode (draw
    # a card and play an action) depends on the hand: type it as events.
    if not _rival_arrival(base, card, target_base, target) or target not in base.cards:
        return
    if not has_minion(base, card.controller):
        return
    what = (
        f"destroy {card.label()} to destroy {target.label()}",
        f"détruire {card.label()} pour détruire {target.label()}",
    )
    if game.ask_card(base, card, card.controller, what) is None:
        return
    if game.destroy(base, card, card.controller, why(card)):
        game.destroy(target_base, target, card.controller, why(card))


register(
    modelled(
        "bear-cavalry/cub-scout",
        "May destroy a weaker minion of another player that moves to its base (a choice of the "
        "card), then bring one of yours of printed power 3 or less there (the choice's card).",
        "Peut détruire une Créature adverse plus faible arrivant sur sa Base par un déplacement "
        "(un choix de la carte), puis y amener une des vôtres de Force imprimée 3 ou moins (la "
        "carte du choix).",
        box=BOX,
        printing=POD,
        on_other_moved=_cub_scout_pod,
    ),
    modelled(
        "bear-cavalry/high-ground",
        "With your minion here, may destroy itself after another player's minion moves here to "
        "destroy that minion (a choice of the card); the draw-and-play mode is typed as events.",
        "Si vous avez une Créature ici, peut se détruire après l'arrivée d'une Créature adverse "
        "pour détruire celle-ci (un choix de la carte) ; le mode pioche-et-joue se saisit en "
        "événements.",
        box=BOX,
        printing=POD,
        on_other_moved=_high_ground_pod,
    ),
)
