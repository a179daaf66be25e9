"""Cease and Desist cards: astroknights, changerbots, ignobles, star roamers."""

from __future__ import annotations

from .. import error_messages as E
from .. import messages as M
from ..model import ORIGINAL, POD
from .common import attached_to, is_minion
from .effects import (
    attached_aura,
    attached_protected,
    not_affected_by,
    own_minions_protected,
    takes_the_effect_instead,
    why,
)
from .entries import (
    DECK,
    HAND,
    TALENT_REMINDER,
    TALENT_REMINDER_FR,
    hand_only,
    hidden,
    talent,
)
from .registry import (
    ONE_SHOT_REMINDER,
    ONE_SHOT_REMINDER_FR,
    modelled,
    no_effect,
    one_shot,
    register,
)
from .targets import NO_TARGET, NOT_BEFORE_SCORING, minions_at, minions_everywhere, pick, pick_many

BOX = "Cease and Desist"
WORDING = "wording only; same effect"


def _own_other_minion(card, target) -> bool:
    return target is not card and is_minion(target) and target.controller == card.controller


def _medical_officer(game, base, card, target_base, target, by) -> bool:
    # Its player may take a card from the deck instead of the return: the minion stays in play.
    if not _own_other_minion(card, target):
        return False
    what = (
        f"draw a card instead of returning {target.label()} to hand",
        f"piocher une carte au lieu de reprendre {target.label()} en main",
    )
    if game.ask_card(base, card, card.controller, what) is None:
        return False
    game.log_card(base, card, (f"{target.label()} stays in play", f"{target.label()} reste en jeu"))
    return True


def _ships_engineer(game, base, card, target_base, target, by) -> bool:
    if not _own_other_minion(card, target):
        return False
    others = [b for b in game.bases if b is not target_base]
    what = (
        f"move {target.label()} to another base instead of returning it to hand",
        f"déplacer {target.label()} sur une autre Base au lieu de la reprendre en main",
    )
    if not others:
        return False
    choice = game.ask_card(base, card, card.controller, what)
    if choice is None:
        return False
    dst = game.chosen_base(choice, others, E.ANOTHER_BASE())
    return dst is not None and game.move(target, target_base, dst, card.controller, why(card))


def _whiplash_maneuver(game, base, card, target_base, target, by) -> bool:
    if target_base is base or not _own_other_minion(card, target):
        return False
    what = (
        f"move {target.label()} here instead of returning it to hand",
        f"déplacer {target.label()} ici au lieu de la reprendre en main",
    )
    if game.ask_card(base, card, card.controller, what) is None:
        return False
    return game.move(target, target_base, base, card.controller, why(card))


# --- hooks -------------------------------------------------------------------------------------


def _block_the_probe(game, window, scoring, card, player, choose) -> M.Loc | None:
    here = scoring or (game.bases[0] if game.bases else None)
    if here is None:
        return NO_TARGET
    # Default: the player's own minions on the scoring base come first.
    first = minions_at(here, player)
    chosen = {c.uid for _, c in first}
    candidates = first + [x for x in minions_everywhere(game) if x[1].uid not in chosen]
    found = pick(game, here, card, player, choose, candidates, ("a minion", "une Créature"))
    if found is None:
        return NO_TARGET
    game.boost(found[0], found[1], 2, ("Block the Probe", "Block the Probe"))
    return None


def _ghost_knight(game, base, card, target_base, target) -> int:
    mine = is_minion(target) and target.controller == card.controller
    return 2 if mine and target is not card else 0


def _ghost_knight_stays(game, base, card, target_base, target, what, by, effect) -> M.Loc | None:
    if target is card and what == "destroy":
        return ("Ghost Knight cannot be destroyed", "Ghost Knight ne peut pas être détruite")
    return None


# "This minion ... cannot be destroyed", whoever destroys it (the same text as Tough It Out's
# original printing: the same builder).
_CESIUM_ARMOR_PROTECTS = attached_protected(
    "destroy",
    ("Cesium Armor: it cannot be destroyed", "Cesium Armor : elle ne peut pas être détruite"),
    others_only=False,
)


def _change_into_a_gun(game, base, card, target_base, target) -> int:
    return -2 if attached_to(card, target) else 0


def _matrix_of_bossiness(game, base, card, target_base, target) -> int:
    # The minion's printed power (its `power` in the board) is read as 5.
    return 5 - target.power if attached_to(card, target) else 0


def _betrothed(game, scoring, base, card, standings) -> None:
    owner = card.owner
    if owner != card.controller and card.controller in game.at_place(standings, 1):
        game.gain_vp(owner, 1, scoring, ("Betrothed", "Betrothed"))


def _inevitable_betrayal(game, window, scoring, card, player, choose) -> M.Loc | None:
    if window != "before_scoring" or scoring is None:
        return NOT_BEFORE_SCORING
    mine = [(b, c) for b, c in minions_at(scoring) if c.owner == player and c.controller != player]
    what = ("a minion you own there", "une Créature à vous là")
    found = pick(game, scoring, card, player, choose, mine, what)
    if found is None:
        return NO_TARGET
    game.take_control(found[0], found[1], player, ("Inevitable Betrayal", "Inevitable Betrayal"))
    return None


_PROTECTOR_FIELDS = own_minions_protected(
    "affect",
    (
        "Protector Fields: other players' cards do not affect it",
        "Protector Fields : les cartes adverses ne l'affectent pas",
    ),
)


def _change_up(game, window, scoring, card, player, choose) -> M.Loc | None:
    if window != "before_scoring" or scoring is None:
        return NOT_BEFORE_SCORING
    elsewhere = [(b, c) for b, c in minions_everywhere(game, player) if b is not scoring]
    what = ("one of your minions on another base", "une de vos Créatures sur une autre Base")
    for src, minion in pick_many(game, choose, elsewhere, what):
        why = ("Change Up and Roll On", "Change Up and Roll On")
        game.move(minion, src, scoring, player, why, bonus=-1)
    return None


# --- astroknights ------------------------------------------------------------------------------


# Mergacon's Talent moved it in this run (plays/cease_and_desist.py): its +3 is lost until the
# end of the turn.
MERGACON_MOVED = "mergacon moved"


def _mergacon(game, base, card) -> int:
    # POD titan: "Ongoing: You have +3 power here." (lost for the turn once its Talent moved it
    # in this run; a move before the position entered: see the reminder)
    return 0 if game.lasting_data.get((MERGACON_MOVED, card.uid)) else 3


register(
    talent(
        "astroknights/annoying-alien",
        "Talent: name a minion; those here get -2 until your next turn.",
        "Talent : nommez une Créature ; celles de ce nom ici ont -2 jusqu'à votre prochain tour.",
        box=BOX,
    ),
    one_shot(
        "astroknights/astro-robot",
        "On play: may destroy an action on this base or a minion here.",
        "En jeu : peut détruire une Action sur cette Base ou une Créature ici.",
        box=BOX,
        shared_text_reason=WORDING,
    ),
    modelled(
        "astroknights/block-the-probe",
        "A minion gets +2 this turn; Special: playable before a base scores.",
        "Une Créature a +2 ce tour-ci ; Spécial : jouable avant une Conquête.",
        box=BOX,
        special=_block_the_probe,
    ),
    modelled(
        "astroknights/ghost-knight",
        "Indestructible; each other minion of yours on its base gets +2.",
        "Ne peut pas être détruite ; vos autres Créatures ici ont +2.",
        box=BOX,
        aura=_ghost_knight,
        protect=_ghost_knight_stays,
    ),
    hand_only(
        "astroknights/hidden-base",
        "On a base: draw at your turn's start if you have a minion here.",
        "Sur une Base : piochez au début de votre tour si vous avez une Créature ici.",
        box=BOX,
    ),
    hidden(
        "astroknights/its-a-trap",
        "Special, before a base scores: dig to an action; draw or play it.",
        "Spécial, avant une Conquête : révélez jusqu'à une Action ; piochez-la ou jouez-la.",
        *DECK,
        box=BOX,
    ),
    modelled(
        "astroknights/laser-sword",
        "On a minion: +2 power; other players' minions do not affect it (an event's 'source' "
        "says 'minion').",
        "Sur une Créature : +2 en Force ; les Créatures adverses ne l'affectent pas (le « "
        "source » d'un événement dit 'minion').",
        box=BOX,
        aura=attached_aura(2),
        protect=not_affected_by(
            "minion",
            (
                "other players' minions do not affect it",
                "les Créatures adverses ne l'affectent pas",
            ),
            "attached",
        ),
    ),
    hand_only(
        "astroknights/mannersbot",
        "Talent: draw your top card if it is an action.",
        "Talent : piochez votre carte du dessus si c'est une Action.",
        box=BOX,
    ),
    hand_only(
        "astroknights/prepare-for-battle",
        "Look at your top three cards; draw two.",
        "Regardez vos trois cartes du dessus ; piochez-en deux.",
        box=BOX,
    ),
    hand_only(
        "astroknights/pupoks",
        "Talent: lose 1 VP to draw three; may play one (type the VP).",
        "Talent : perdez 1 PV pour piocher trois cartes ; peut en jouer une (saisissez les PV).",
        box=BOX,
    ),
    hand_only(
        "astroknights/recycle-the-trash",
        "Shuffle up to two discarded actions into your deck.",
        "Remélangez jusqu'à deux Actions défaussées dans votre pioche.",
        box=BOX,
    ),
    talent(
        "astroknights/scoundrel",
        "Talent: move it and another of your minions here to another base.",
        "Talent : déplacez-la avec une autre de vos Créatures ici vers une autre Base.",
        box=BOX,
    ),
    hand_only(
        "astroknights/space-knight",
        "Talent: may draw an action from your top three cards.",
        "Talent : peut piocher une Action parmi vos trois cartes du dessus.",
        box=BOX,
    ),
    hand_only(
        "astroknights/space-prince",
        "Talent: an extra action that boosts one of your minions.",
        "Talent : une Action en plus qui renforce une de vos Créatures.",
        box=BOX,
    ),
    one_shot(
        "astroknights/use-the-fours",
        "One of your minions gets +4 this turn.",
        "Une de vos Créatures a +4 ce tour-ci.",
        box=BOX,
    ),
    hidden(
        "astroknights/walking-carpet",
        "Special, before its base scores, if not winning: play a boosting action on it.",
        "Spécial, avant la Conquête de sa Base, si vous ne gagnez pas : jouez sur elle une "
        "Action qui la renforce.",
        *HAND,
        box=BOX,
    ),
    one_shot(
        "astroknights/yield-to-rage",
        "One of your minions gets +2 this turn; an extra action.",
        "Une de vos Créatures a +2 ce tour-ci ; une Action en plus.",
        box=BOX,
    ),
)

# --- changerbots -------------------------------------------------------------------------------


def _passengers_carrier_moved(game, base, card, target_base, target, src, by, effect) -> None:
    # Passengers' Talent moves a minion "from the previous base": the base its minion last left
    # in this run, remembered for its Talent (plays/cease_and_desist.py).
    if attached_to(card, target):
        game.lasting_data[card.uid] = src.id


def _the_touch_cancels(game, base, card, target_base, target) -> bool:
    # After its Talent (plays/cease_and_desist.py remembers the minion), The Touch cancels the
    # other abilities of its minion for the rest of the turn.
    return game.lasting_data.get(card.uid) == target.uid and attached_to(card, target)


register(
    hidden(
        "changerbots/bruiser",
        "Cannot be destroyed; Talent: +2 but loses its abilities until your next turn.",
        "Ne peut pas être détruite ; Talent : +2 mais perd ses capacités jusqu'à votre tour.",
        "whether its Talent was used (it then has +2 and can be destroyed)",
        "si son Talent a été utilisé (elle a alors +2 et peut être détruite)",
        box=BOX,
    ),
    modelled(
        "changerbots/cesium-armor",
        "On a minion: +2 power and it cannot be destroyed.",
        "Sur une Créature : +2 en Force et elle ne peut pas être détruite.",
        box=BOX,
        aura=attached_aura(2),
        protect=_CESIUM_ARMOR_PROTECTS,
    ),
    modelled(
        "changerbots/change-into-a-gun",
        "On your minion: destroys a minion of power 4 or less there; -2 power until your turn.",
        "Sur votre Créature : détruit là une Créature de Force 4 ou moins ; -2 jusqu'à votre tour.",
        box=BOX,
        reminder=ONE_SHOT_REMINDER,
        reminder_fr=ONE_SHOT_REMINDER_FR,
        aura=_change_into_a_gun,
    ),
    modelled(
        "changerbots/change-up-and-roll-on",
        "Special used as a base is about to score: your minions go there, each at -1 this turn.",
        "Spécial, avant une Conquête : amenez-y vos Créatures ; chacune a -1 ce tour-ci.",
        box=BOX,
        special=_change_up,
    ),
    talent(
        "changerbots/flighterizer",
        "On your minion: Talent to move it, with -1 this turn.",
        "Sur votre Créature : Talent pour la déplacer, avec -1 ce tour-ci.",
        box=BOX,
    ),
    one_shot(
        "changerbots/form-mergacon",
        "Your minions on one base get +1 this turn.",
        "Vos Créatures d'une Base ont +1 ce tour-ci.",
        box=BOX,
    ),
    talent(
        "changerbots/huffie",
        "Talent: move it, with -1 this turn.",
        "Talent : déplacez-la, avec -1 ce tour-ci.",
        box=BOX,
    ),
    talent(
        "changerbots/leader-two",
        "Talent: another of your minions gets +2 this turn.",
        "Talent : une autre de vos Créatures a +2 ce tour-ci.",
        box=BOX,
        printing=ORIGINAL,
    ),
    one_shot(
        "changerbots/leader-two",
        "On play: another of your minions gets +2 this turn.",
        "En jeu : une autre de vos Créatures a +2 ce tour-ci.",
        box=BOX,
        printing=POD,
    ),
    modelled(
        "changerbots/matrix-of-bossiness",
        "On your minion: its printed power counts as 5.",
        "Sur votre Créature : sa Force imprimée vaut 5.",
        box=BOX,
        aura=_matrix_of_bossiness,
    ),
    # Issue 25, family 6: its text is quoted; a titan's power is its abilities (booklet p. 8).
    modelled(
        "changerbots/mergacon",
        "Titan: enters beside two of your minions; +3 to your total here.",
        "Titan : entre à côté de deux de vos Créatures ; +3 à votre total ici.",
        box=BOX,
        reminder="If its Talent moved it this turn before the position you enter, it has lost its "
        "+3 until the end of the turn: give it a modifier of -3 (a talent event's move is "
        "applied).",
        reminder_fr="Si son Talent l'a déplacé ce tour-ci avant la position saisie, il a perdu "
        "son +3 jusqu'à la fin du tour : donnez-lui un modificateur de -3 (le déplacement d'un "
        "événement talent est appliqué).",
        power=_mergacon,
        reads=(),
    ),
    modelled(
        "changerbots/passengers",
        "On a minion: Talent to bring another of your minions along from the base it left (the "
        "last base it left in the run; with no move seen, the move is assumed and listed).",
        "Sur une Créature : Talent pour emmener une autre de vos Créatures depuis la Base "
        "qu'elle a quittée (la dernière quittée dans la simulation ; sans déplacement vu, il est "
        "supposé et signalé).",
        box=BOX,
        reminder=TALENT_REMINDER,
        reminder_fr=TALENT_REMINDER_FR,
        on_other_moved=_passengers_carrier_moved,
    ),
    talent(
        "changerbots/solarshout",
        "Talent: an extra action; it gets -2 this turn.",
        "Talent : une Action en plus ; elle a -2 ce tour-ci.",
        box=BOX,
    ),
    modelled(
        "changerbots/the-touch",
        "On your minion: Talent for +3 this turn, its minion's other abilities cancelled for "
        "the rest of the turn.",
        "Sur votre Créature : Talent pour +3 ce tour-ci, les autres capacités de sa Créature "
        "annulées pour le reste du tour.",
        box=BOX,
        reminder=TALENT_REMINDER,
        reminder_fr=TALENT_REMINDER_FR,
        cancels=_the_touch_cancels,
    ),
)

# --- ignobles ----------------------------------------------------------------------------------

register(
    one_shot(
        "ignobles/activate-the-spy",
        "Take back control of a minion you own; an extra action.",
        "Reprenez le contrôle d'une Créature à vous ; une Action en plus.",
        box=BOX,
    ),
    talent(
        "ignobles/aunt-of-drakes",
        "Talent: give away one of your minions to draw and play an extra action.",
        "Talent : cédez une de vos Créatures pour piocher et jouer une Action en plus.",
        box=BOX,
    ),
    one_shot(
        "ignobles/banner-call",
        "Take back control of any minions you own.",
        "Reprenez le contrôle de vos Créatures.",
        box=BOX,
    ),
    modelled(
        "ignobles/betrothed",
        "May be given away on play; its owner gains 1 VP if its controller wins here.",
        "Peut être cédée en jeu ; son propriétaire gagne 1 PV si celui qui la contrôle gagne ici.",
        box=BOX,
        scoring_vp=_betrothed,
    ),
    one_shot(
        "ignobles/fate-of-the-favorites",
        "Every player loses one of their own minions (destroyed).",
        "Chaque joueur détruit une Créature qui lui appartient.",
        box=BOX,
    ),
    no_effect(
        "ignobles/foot-of-the-king",
        "At your turn's end (after scoring): may take back a minion you own.",
        "À la fin de votre tour (après la Conquête) : peut reprendre une Créature à vous.",
        box=BOX,
    ),
    one_shot(
        "ignobles/hostage-exchange",
        "Swap control of your minion for another's no stronger one.",
        "Échangez le contrôle de votre Créature contre une adverse pas plus forte.",
        box=BOX,
    ),
    modelled(
        "ignobles/inevitable-betrayal",
        "Special, before a base scores: take back a minion you own there.",
        "Spécial, avant une Conquête : reprenez-y une Créature à vous.",
        box=BOX,
        special=_inevitable_betrayal,
    ),
    one_shot(
        "ignobles/out-of-sight",
        "Every player takes one of the minions they own back to hand.",
        "Chaque joueur reprend en main une Créature qui lui appartient.",
        box=BOX,
    ),
    one_shot(
        "ignobles/red-birthday-party",
        "One of your own minions is destroyed, with every weaker minion on its base.",
        "Détruisez une Créature à vous et toutes les plus faibles de sa Base.",
        box=BOX,
    ),
    one_shot(
        "ignobles/repaying-debts",
        "Give away one of your minions to draw two and play an extra minion.",
        "Cédez une de vos Créatures pour piocher deux cartes et jouer une Créature en plus.",
        box=BOX,
    ),
    one_shot(
        "ignobles/sneaky-squire",
        "On play: may give itself away for an extra minion.",
        "En jeu : peut se céder pour une Créature en plus.",
        box=BOX,
    ),
    # Issue 25, family 6: its text is quoted. Control is given by its Talent or by cards played
    # in the Play phase; the counters it placed then are on the board.
    no_effect(
        "ignobles/the-hill-that-strolls",
        "Titan: enters when others control two of your minions; counters on minions you give.",
        "Titan : entre quand d'autres contrôlent deux de vos Créatures ; des marqueurs sur "
        "celles que vous cédez.",
        box=BOX,
    ),
)

# --- star roamers ------------------------------------------------------------------------------

register(
    one_shot(
        "star-roamers/hyperspeed-10",
        "Move all minions of a base to a single other base.",
        "Déplacez toutes les Créatures d'une Base vers une seule autre Base.",
        box=BOX,
    ),
    one_shot(
        "star-roamers/mass-teleport",
        "Every player sends one minion they control back to its owner's hand.",
        "Chaque joueur renvoie une de ses Créatures dans la main de son propriétaire.",
        box=BOX,
    ),
    modelled(
        "star-roamers/medical-officer",
        "When your other minions would be returned to hand, may draw instead for one (it stays "
        "in play; a choice of the card, once per return).",
        "Quand vos autres Créatures devraient retourner en main, peut piocher à la place pour une "
        "(elle reste en jeu ; un choix de la carte, à chaque retour).",
        box=BOX,
        protect_scope="everywhere",
        instead_of_other_returned=_medical_officer,
    ),
    no_effect(
        "star-roamers/port-me-up",
        "Return a minion of yours to hand; Special: after a base scores, one from there.",
        "Reprenez en main une de vos Créatures ; Spécial : après une Conquête, une de là-bas.",
        box=BOX,
        reminder="After scoring it only saves a card from the discard; played before, type the "
        "return as an event.",
        reminder_fr="Après la Conquête, elle sauve seulement une carte de la défausse ; jouée "
        "avant, saisissez le retour comme événement.",
    ),
    modelled(
        "star-roamers/protector-fields",
        "On a base: other players' cards do not affect your minions here.",
        "Sur une Base : les cartes adverses n'affectent pas vos Créatures ici.",
        box=BOX,
        protect=_PROTECTOR_FIELDS,
    ),
    talent(
        "star-roamers/science-officer",
        "Talent: return a minion of yours to hand; play a different one.",
        "Talent : reprenez en main une de vos Créatures ; jouez-en une autre.",
        box=BOX,
    ),
    one_shot(
        "star-roamers/ships-captain",
        "On play: find a minion; a small one is played here.",
        "En jeu : cherchez une Créature ; une petite est jouée ici.",
        box=BOX,
    ),
    modelled(
        "star-roamers/ships-engineer",
        "Your other minions returned to hand may move to another base instead (choose.to).",
        "Vos autres Créatures renvoyées en main peuvent aller sur une autre Base à la place "
        "(choose.to).",
        box=BOX,
        protect_scope="everywhere",
        instead_of_other_returned=_ships_engineer,
    ),
    one_shot(
        "star-roamers/teleport-error",
        "Move a minion to a random other base.",
        "Déplacez une Créature vers une autre Base au hasard.",
        box=BOX,
    ),
    one_shot(
        "star-roamers/teleport-overflow",
        "Return a minion of yours; play same-named minions from hand.",
        "Reprenez une de vos Créatures ; jouez de votre main celles du même nom.",
        box=BOX,
    ),
    one_shot(
        "star-roamers/weird-new-worlds",
        "Play a new base; an extra minion on it.",
        "Jouez une nouvelle Base ; une Créature en plus dessus.",
        box=BOX,
        shared_text_reason=WORDING,
    ),
    modelled(
        "star-roamers/whiplash-maneuver",
        "On a base: your minions elsewhere returned to hand may come here instead.",
        "Sur une Base : vos Créatures renvoyées en main ailleurs peuvent venir ici à la place.",
        box=BOX,
        protect_scope="everywhere",
        instead_of_other_returned=_whiplash_maneuver,
    ),
)


def _alien_guru(game, base, card, target_base, target, amount, how, effect) -> None:
    # Once per turn, after its controller plays an action (a Special from hand) that raises a
    # minion's power, that minion may also get a +1 counter (a choice of the card).
    played = effect.special
    if played is None or played.type != "action" or effect.special_by != card.controller:
        return
    if not is_minion(target) or card not in base.cards:
        return
    if ("once per turn", card.uid) in game.flags:
        return
    what = (
        f"place a +1 power counter on {target.label()}",
        f"placer un marqueur +1 sur {target.label()}",
    )
    if game.ask_card(base, card, card.controller, what) is not None:
        game.flag("once per turn", card.uid)
        game.add_counters(target_base, target, 1, why(card), card.controller)


register(
    modelled(
        "astroknights/alien-guru",
        "Once a turn, after your action boosts a minion (a Special during the Conquest phase; "
        "type the Play phase's counters), may add a counter to it.",
        "Une fois par tour, après qu'une de vos Actions renforce une Créature (un Spécial "
        "pendant la phase de Conquête ; saisissez les marqueurs de la phase de jeu), peut lui "
        "ajouter un marqueur.",
        box=BOX,
        on_powered=_alien_guru,
    ),
)


register(
    modelled(
        "star-roamers/ensign",
        "May take on itself a rival Special aimed at another of your minions here (a choice of "
        "the card; type a Play-phase card's effect on the minion it went to).",
        "Peut prendre sur elle un Spécial adverse visant une autre de vos Créatures ici (un "
        "choix de la carte ; saisissez l'effet d'une carte de la phase de jeu sur la Créature "
        "qu'elle a visée).",
        box=BOX,
        redirect=takes_the_effect_instead,
    ),
)
