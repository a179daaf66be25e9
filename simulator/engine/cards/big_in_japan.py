"""Big in Japan cards: itty critters, kaiju, magical girls, mega troopers."""

from __future__ import annotations

from .. import error_messages as E
from .. import messages as M
from ..model import ACTION, ORIGINAL, POD, TITAN
from .common import is_minion
from .effects import (
    AFFECTED,
    IN_PLAY_ALREADY,
    applied_by_the_engine,
    attached_aura,
    gains_before_scoring,
    own_minions_aura,
    own_minions_protected,
    play_extra_action,
    why,
)
from .entries import (
    TALENT_REMINDER,
    TALENT_REMINDER_FR,
    hand_only,
    hidden,
    talent,
)
from .registry import ONE_SHOT_REMINDER, ONE_SHOT_REMINDER_FR, modelled, one_shot, register
from .targets import (
    NO_TARGET,
    NOT_BEFORE_SCORING,
    minions_at,
    minions_everywhere,
    other_bases,
    pick,
)

BOX = "Big in Japan"
WORDING = "wording only; same effect"
NEITHER = "the printings differ, but neither acts while bases score"

# --- hooks -------------------------------------------------------------------------------------


def _kaijookey(game, base, card) -> int:
    # The actions its player played on this base (not those on minions).
    return sum(
        1
        for c in base.cards
        if c.type == ACTION and c.attached_to is None and c.controller == card.controller
    )


def _gain_power_here(game, base, card) -> str | None:
    # "You gain +N power here": the action's printed power counts for its player's total.
    return card.controller


def _folly_of_men(game, base, card, target_base, target, what, by, effect) -> M.Loc | None:
    if (
        what == "destroy"
        and by is not None
        and by != card.controller
        and target is not card
        and target.controller == card.controller
        and (is_minion(target) or target.type == ACTION)
    ):
        return (
            "The Folly of Men: other players' cards cannot destroy it",
            "The Folly of Men : les cartes adverses ne peuvent pas la détruire",
        )
    return None


def _fancy_suit_lad(game, base, card, target_base, target, what, by, effect) -> M.Loc | None:
    if (
        what in AFFECTED
        and target is not card
        and by is not None
        and by != card.controller
        and is_minion(target)
        and target.controller == card.controller
    ):
        return (
            "Fancy Suit Lad: other players' cards do not affect it",
            "Fancy Suit Lad : les cartes adverses ne l'affectent pas",
        )
    return None


def _beta_6(game, scoring, base, card) -> None:
    game.boost(base, card, 1, ("Beta-6", "Beta-6"))


def _beta_6_pod(game, scoring, base, card) -> None:
    what = (
        "put a +1 power counter on one of your minions",
        "mettre un marqueur +1 sur une de vos Créatures",
    )
    choice = game.ask_card(base, card, card.controller, what)
    if choice is None:
        return
    found = game.chosen_card(
        choice,
        minions_everywhere(game, card.controller),
        E.ONE_OF_YOUR_MINIONS(),
    )
    if found is not None:
        game.add_counters(found[0], found[1], 1, ("Beta-6", "Beta-6"))


def _blue_trooper_pod(game, scoring, base, card) -> None:
    what = (
        "give Blue Trooper +2 instead of drawing a card",
        "donner +2 à Blue Trooper au lieu de piocher une carte",
    )
    if game.ask_card(base, card, card.controller, what) is not None:
        game.boost(base, card, 2, ("Blue Trooper", "Blue Trooper"))


def _omega_protocol(game, base, card, target_base) -> int:
    return -10 if game.active != card.controller else 0


def _destroy_small(game, scoring, card, player, choose, bases) -> M.Loc | None:
    small = [x for b in bases for x in minions_at(b) if game.power(*x) <= 4]
    what = ("a minion of power 4 or less", "une Créature de Force 4 ou moins")
    found = pick(game, scoring, card, player, choose, small, what)
    if found is None:
        return NO_TARGET
    game.destroy(found[0], found[1], player, ("Blitzing Sword Attack", "Blitzing Sword Attack"))
    return None


def _has_titan(base, player) -> bool:
    return any(c.type == TITAN and c.controller == player for c in base.cards)


def _blitzing_sword_attack(game, window, scoring, card, player, choose) -> M.Loc | None:
    if window != "before_scoring" or scoring is None:
        return NOT_BEFORE_SCORING
    if not _has_titan(scoring, player):
        return ("you have no titan on the scoring base", "vous n'avez pas de Titan sur la Base")
    totals = game.totals(scoring)[0]
    if totals.get(player, 0) > max((v for p, v in totals.items() if p != player), default=0):
        return ("you are winning there", "vous y gagnez")
    return _destroy_small(game, scoring, card, player, choose, [scoring])


def _blitzing_sword_attack_pod(game, window, scoring, card, player, choose) -> M.Loc | None:
    bases = [b for b in game.bases if _has_titan(b, player)]
    if not bases:
        return ("you have no titan in play", "vous n'avez pas de Titan en jeu")
    return _destroy_small(game, scoring or bases[0], card, player, choose, bases)


def _yellow_trooper(game, scoring, base, card) -> None:
    what = ("bring another of your minions here", "amener ici une autre de vos Créatures")
    choice = game.ask_card(base, card, card.controller, what)
    if choice is None:
        return
    elsewhere = [(b, c) for b, c in minions_everywhere(game, card.controller) if b is not base]
    found = game.chosen_card(
        choice,
        elsewhere,
        E.ANOTHER_OF_YOUR_MINIONS_ELSEWHERE(),
    )
    if found is not None:
        game.move(found[1], found[0], base, card.controller, ("Yellow Trooper", "Yellow Trooper"))


def _yellow_trooper_pod(game, scoring, base, card) -> None:
    what = (
        "move another of your minions to or from here",
        "amener ou éloigner une autre de vos Créatures",
    )
    choice = game.ask_card(base, card, card.controller, what)
    if choice is None:
        return
    mine = [(b, c) for b, c in minions_everywhere(game, card.controller) if c.uid != card.uid]
    found = game.chosen_card(choice, mine, E.ANOTHER_OF_YOUR_MINIONS())
    if found is None:
        return
    why = ("Yellow Trooper", "Yellow Trooper")
    if found[0] is not base:
        game.move(found[1], found[0], base, card.controller, why)
        return
    dst = game.chosen_base(choice, other_bases(game, base), E.ANOTHER_BASE())
    if dst is not None:
        game.move(found[1], base, dst, card.controller, why)


def _green_trooper(game, window, scoring, card, player, choose) -> M.Loc | None:
    if window != "before_scoring" or scoring is None:
        return NOT_BEFORE_SCORING
    # As Shinobi's: a card in play already, or a base that refuses it (Ice Castle), refuses
    # the Special itself (skipped, warned: no Special used for the cards that hear of one).
    if game.find(card.id) is not None:
        return IN_PLAY_ALREADY
    reason = game.play_forbidden(scoring, card, player)
    if reason:
        return reason
    game.play(card, scoring, player, ("Green Trooper", "Green Trooper"))
    return None


def _ittypedia(game, base, card, target_base, played, by, effect) -> None:
    if is_minion(played) and played.controller == card.controller:
        game.boost(base, played, 1, ("Ittypedia", "Ittypedia"))


# --- itty critters -----------------------------------------------------------------------------


# The flag (BROUGHT, the played card's uid, the titan's uid) a card that played or moved a titan
# to its base sets (plays/big_in_japan.py: Oh, No!, Tiny Priestesses...): Gorgodzolla gets no
# counter for that card's play (their clarification).
BROUGHT = "brought by"


def _gorgodzolla(game, base, card, target_base, played, by, effect) -> None:
    # POD titan: "After you play an action or a minion on this base, place a +1 power counter on
    # this card" (the draw after an action is in hand).
    if played.controller != card.controller or card not in base.cards:
        return
    if (BROUGHT, played.uid, card.uid) in game.flags:
        # Oh, No! or Tiny Priestesses played or moved it here: no counter (clarification).
        return
    if played.type == ACTION or is_minion(played):
        game.add_counters(base, card, 1, why(card), card.controller)


_WALKING_CASTLE = (
    "Walking Castle: other players' abilities cannot destroy it",
    "Walking Castle : les capacités adverses ne peuvent pas la détruire",
)


def _megabot(game, scoring, base, card) -> None:
    # POD titan: "Special: Before another base scores, you may move this titan to there."
    if scoring is base or card not in base.cards:
        return
    what = ("move Megabot to the base about to score", "déplacer Megabot sur la Base conquise")
    if game.ask_card(base, card, card.controller, what) is not None:
        game.move(card, base, scoring, card.controller, why(card))


def _lightning_rescue(game, window, scoring, card, player, choose):
    # "Before a base scores, play an action as a special action" (issue 25, family 3: a Special
    # of the Conquest phase is modelled as a Special); the POD text adds: where you have a
    # minion and do not have the most power (a tie for the most is not "the most").
    if window != "before_scoring" or scoring is None:
        return NOT_BEFORE_SCORING
    if card.printing == POD:
        totals = game.totals(scoring)[0]
        mine = totals.get(player, 0)
        if not minions_at(scoring, player) or mine > max(
            (t for p, t in totals.items() if p != player), default=-1
        ):
            return (
                "its player needs a minion there and not the most power",
                "son joueur doit avoir une Créature là-bas sans avoir le plus de Force",
            )
    return play_extra_action(game, scoring, card, choose.play if choose else None, player)


register(
    one_shot(
        "itty-critters/calicoin",
        "On play: may put a counter on another minion here.",
        "En jeu : peut mettre un marqueur sur une autre Créature ici.",
        box=BOX,
        shared_text_reason=WORDING,
    ),
    one_shot(
        "itty-critters/coach-combat",
        "Destroy a weaker minion on the base of one of yours.",
        "Détruisez une Créature plus faible sur la Base d'une des vôtres.",
        box=BOX,
    ),
    talent(
        "itty-critters/critter-champion",
        "Talent: play a small minion from your deck here (it goes back at turn end).",
        "Talent : jouez ici une petite Créature de votre pioche (elle y retourne en fin de tour).",
        box=BOX,
        shared_text_reason=WORDING,
    ),
    one_shot(
        "itty-critters/critter-coach",
        "On play: may play a small minion from your deck here (back at turn end).",
        "En jeu : peut jouer ici une petite Créature de votre pioche (retour en fin de tour).",
        box=BOX,
    ),
    one_shot(
        "itty-critters/critter-cube",
        "Shuffle a minion of power 3 or less in play into your deck.",
        "Mélangez dans votre pioche une Créature en jeu de Force 3 ou moins.",
        box=BOX,
    ),
    one_shot(
        "itty-critters/evolution",
        "Destroy your minion to play Rainboroc or a slightly stronger minion there.",
        "Détruisez votre Créature pour jouer là Rainboroc ou une Créature un peu plus forte.",
        box=BOX,
    ),
    hand_only(
        "itty-critters/flooffairy",
        "On play: may draw a card.",
        "En jeu : peut piocher une carte.",
        box=BOX,
        # The POD record spells the name with one O less.
        aliases=("itty-critters/floofairy",),
    ),
    hand_only(
        "itty-critters/gotta-get-em-all",
        "Shuffle one of each discarded minion name into your deck.",
        "Remélangez dans votre pioche une Créature défaussée de chaque nom.",
        box=BOX,
    ),
    one_shot(
        "itty-critters/i-select-you",
        "Play a minion of power 3 or less from your deck (back at turn end).",
        "Jouez une Créature de Force 3 ou moins de votre pioche (retour en fin de tour).",
        box=BOX,
    ),
    modelled(
        "itty-critters/ittypedia",
        "On a base: a minion you play here gets +1 this turn.",
        "Sur une Base : une Créature que vous jouez ici a +1 ce tour-ci.",
        box=BOX,
        on_other_played=_ittypedia,
    ),
    one_shot(
        "itty-critters/krakatoad",
        "On play: may give another minion here +2 this turn.",
        "En jeu : peut donner +2 ce tour-ci à une autre Créature ici.",
        box=BOX,
    ),
    hand_only(
        "itty-critters/leafaroo",
        "On play: may shuffle a discard into your deck.",
        "En jeu : peut remélanger une carte défaussée dans votre pioche.",
        box=BOX,
    ),
    hidden(
        "itty-critters/rainboroc",
        "Titan: enters after you win a base; counters after small minions are played here.",
        "Titan : entre après une Base remportée ; des marqueurs après les petites Créatures "
        "jouées ici.",
        "whether a small minion was already played here this turn (its counter comes once a turn)",
        "si une petite Créature a déjà été jouée ici ce tour-ci (son marqueur vient une fois "
        "par tour)",
        box=BOX,
    ),
    one_shot(
        "itty-critters/recall-critter",
        "Play a small minion from your discard (back at turn end).",
        "Jouez une petite Créature de votre défausse (retour en fin de tour).",
        box=BOX,
    ),
    one_shot(
        "itty-critters/shellshock",
        "On play: may destroy another minion of power 2 or less here.",
        "En jeu : peut détruire ici une autre Créature de Force 2 ou moins.",
        box=BOX,
    ),
    one_shot(
        "itty-critters/super-effective",
        "Destroy an action on a minion or a base.",
        "Détruisez une Action sur une Créature ou une Base.",
        box=BOX,
    ),
    one_shot(
        "itty-critters/tadpour",
        "On play: may move another minion from here to another base.",
        "En jeu : peut déplacer une autre Créature d'ici vers une autre Base.",
        box=BOX,
    ),
)

# --- kaiju -------------------------------------------------------------------------------------

register(
    # Issue 25, family 6: its text is quoted.
    modelled(
        "kaiju/gorgodzolla",
        "Titan: a +1 counter after you play an action or a minion on its base (draws after your "
        "actions there).",
        "Titan : un marqueur +1 après que vous jouez une Action ou une Créature sur sa Base "
        "(pioche après vos Actions là-bas).",
        box=BOX,
        on_other_played=_gorgodzolla,
    ),
    one_shot(
        "kaiju/johnny",
        "On play: may replay one of your base actions here.",
        "En jeu : peut rejouer ici une de vos Actions de Base.",
        box=BOX,
    ),
    modelled(
        "kaiju/kaijookey",
        "+1 power per action of yours on its base.",
        "+1 en Force par Action à vous sur sa Base.",
        box=BOX,
        power=_kaijookey,
    ),
    one_shot(
        "kaiju/kaiju-alliance",
        "Every breakpoint is 4 lower this turn.",
        "Toutes les Résistances baissent de 4 ce tour-ci.",
        box=BOX,
    ),
    hand_only(
        "kaiju/kaiju-conflict",
        "Two extra actions.",
        "Deux Actions en plus.",
        box=BOX,
    ),
    modelled(
        "kaiju/oh-no",
        "On a base: brings Gorgodzolla here; +2 to your total here.",
        "Sur une Base : amène Gorgodzolla ici ; +2 à votre total ici.",
        box=BOX,
        reminder=ONE_SHOT_REMINDER,
        reminder_fr=ONE_SHOT_REMINDER_FR,
        counts_for=_gain_power_here,
    ),
    hand_only(
        "kaiju/pick-up-a-bus",
        "Take a base action from your discard.",
        "Reprenez une Action de Base de votre défausse.",
        box=BOX,
    ),
    modelled(
        "kaiju/radioactive-breath",
        "On a base: destroys minions of power 2 or less here; +3 to your total here.",
        "Sur une Base : détruit ici les Créatures de Force 2 ou moins ; +3 à votre total ici.",
        box=BOX,
        reminder=ONE_SHOT_REMINDER,
        reminder_fr=ONE_SHOT_REMINDER_FR,
        counts_for=_gain_power_here,
    ),
    modelled(
        "kaiju/stomp",
        "On a base: breakpoint -3 this turn; +2 to your total here.",
        "Sur une Base : Résistance -3 ce tour-ci ; +2 à votre total ici.",
        box=BOX,
        reminder=ONE_SHOT_REMINDER,
        reminder_fr=ONE_SHOT_REMINDER_FR,
        counts_for=_gain_power_here,
    ),
    modelled(
        "kaiju/tail-smash",
        "On a base: destroys a small minion you don't control here; +4 to your total here.",
        "Sur une Base : détruit ici une petite Créature adverse ; +4 à votre total ici.",
        box=BOX,
        reminder=ONE_SHOT_REMINDER,
        reminder_fr=ONE_SHOT_REMINDER_FR,
        counts_for=_gain_power_here,
    ),
    modelled(
        "kaiju/the-folly-of-men",
        "On a base: others cannot destroy your cards here; +2 to your total here.",
        "Sur une Base : les autres ne peuvent pas détruire vos cartes ici ; +2 à votre total ici.",
        box=BOX,
        shared_text_reason=WORDING,
        counts_for=_gain_power_here,
        protect=_folly_of_men,
    ),
    one_shot(
        "kaiju/there-goes-tokyo",
        "Destroy Gorgodzolla's base and move it on.",
        "Détruisez la Base de Gorgodzolla et déplacez-le.",
        box=BOX,
    ),
    one_shot(
        "kaiju/they-say-hes-got-to-go",
        "Move a titan to another base.",
        "Déplacez un Titan vers une autre Base.",
        box=BOX,
    ),
    one_shot(
        "kaiju/tiny-priestesses",
        "On play: brings Gorgodzolla here.",
        "En jeu : amène Gorgodzolla ici.",
        box=BOX,
    ),
    modelled(
        "kaiju/wade-through-the-buildings",
        "On a base: destroys others' actions here; +4 to your total here.",
        "Sur une Base : détruit ici les Actions adverses ; +4 à votre total ici.",
        box=BOX,
        reminder=ONE_SHOT_REMINDER,
        reminder_fr=ONE_SHOT_REMINDER_FR,
        counts_for=_gain_power_here,
    ),
)

# --- magical girls -----------------------------------------------------------------------------

register(
    talent(
        "magical-girls/bewitching-gal",
        "Talent: this base's breakpoint drops by your minion count here this turn.",
        "Talent : la Résistance de cette Base baisse de votre nombre de Créatures ici ce tour-ci.",
        box=BOX,
    ),
    hand_only(
        "magical-girls/black-magicat",
        "On play: find Lunar Captain.",
        "En jeu : cherchez Lunar Captain.",
        box=BOX,
    ),
    talent(
        "magical-girls/celestial-teleport",
        "On your minion: Talent to move it to another base.",
        "Sur votre Créature : Talent pour la déplacer vers une autre Base.",
        box=BOX,
    ),
    hand_only(
        "magical-girls/coordination",
        "An extra minion, or Walking Castle.",
        "Une Créature en plus, ou Walking Castle.",
        box=BOX,
    ),
    one_shot(
        "magical-girls/coronet-attack",
        "Destroy a minion no stronger than your minion count on its base.",
        "Détruisez une Créature pas plus forte que votre nombre de Créatures sur sa Base.",
        box=BOX,
    ),
    modelled(
        "magical-girls/fancy-suit-lad",
        "Other players' cards do not affect your other minions here.",
        "Les cartes adverses n'affectent pas vos autres Créatures ici.",
        box=BOX,
        protect=_fancy_suit_lad,
    ),
    hand_only(
        "magical-girls/kiss-the-sky-spell",
        "Take a discarded minion; an extra action.",
        "Reprenez une Créature défaussée ; une Action en plus.",
        box=BOX,
    ),
    hand_only(
        "magical-girls/lunar-captain",
        "Talent: take a small discarded minion.",
        "Talent : reprenez une petite Créature défaussée.",
        box=BOX,
    ),
    hand_only(
        "magical-girls/lunar-healing-love-spell",
        "Each player takes back a discarded minion.",
        "Chaque joueur reprend une Créature défaussée.",
        box=BOX,
    ),
    modelled(
        "magical-girls/magical-staff",
        "On your minion: +1 power; it goes on your deck instead of the discard.",
        "Sur votre Créature : +1 en Force ; elle va sur votre pioche au lieu de la défausse.",
        box=BOX,
        aura=attached_aura(1),
    ),
    talent(
        "magical-girls/power-maid",
        "Talent: move a small minion to or from here.",
        "Talent : déplacez une petite Créature vers ici ou d'ici.",
        box=BOX,
    ),
    one_shot(
        "magical-girls/purge-the-demon",
        "Destroy an action on a card, or clear its counters.",
        "Détruisez une Action sur une carte, ou retirez ses marqueurs.",
        box=BOX,
    ),
    one_shot(
        "magical-girls/rainbow-girl",
        "On play: your other minions here get +1 this turn.",
        "En jeu : vos autres Créatures ici ont +1 ce tour-ci.",
        box=BOX,
    ),
    talent(
        "magical-girls/sakura-warrior",
        "Talent: a minion here loses power equal to your minion count here.",
        "Talent : une Créature ici perd autant que votre nombre de Créatures ici.",
        box=BOX,
    ),
    hand_only(
        "magical-girls/silver-shard",
        "Everyone shuffles their discarded minions into their deck.",
        "Chacun remélange ses Créatures défaussées dans sa pioche.",
        box=BOX,
    ),
    talent(
        "magical-girls/technomagical-lass",
        "Talent: destroy a small minion you don't control here.",
        "Talent : détruisez ici une petite Créature adverse.",
        box=BOX,
    ),
    # Issue 25, family 6: its text is quoted.
    modelled(
        "magical-girls/walking-castle",
        "Titan: other players' abilities cannot destroy your minions here; its Talent carries "
        "them along.",
        "Titan : les capacités adverses ne peuvent pas détruire vos Créatures ici ; son Talent "
        "les emmène.",
        box=BOX,
        reminder=TALENT_REMINDER,
        reminder_fr=TALENT_REMINDER_FR,
        protect=own_minions_protected("destroy", _WALKING_CASTLE),
    ),
    hand_only(
        "magical-girls/white-magicat",
        "On play: find Power Maid.",
        "En jeu : cherchez Power Maid.",
        box=BOX,
    ),
)

# --- mega troopers -----------------------------------------------------------------------------

register(
    modelled(
        "mega-troopers/beta-6",
        "Special: +1 this turn before its base scores.",
        "Spécial : +1 ce tour-ci avant la Conquête de sa Base.",
        box=BOX,
        printing=ORIGINAL,
        before_scoring=_beta_6,
    ),
    modelled(
        "mega-troopers/beta-6",
        "Special: before any base scores, may put a counter on one of your minions.",
        "Spécial : avant chaque Conquête, peut mettre un marqueur sur une de vos Créatures.",
        box=BOX,
        printing=POD,
        window_scope="everywhere",
        before_scoring=_beta_6_pod,
    ),
    modelled(
        "mega-troopers/blitzing-sword-attack",
        "Special, before a base with your titan scores, if not winning: destroy a minion "
        "(power 4 or less).",
        "Spécial, avant la Conquête d'une Base avec votre Titan, si vous ne gagnez pas : "
        "détruisez une Créature (4 ou moins).",
        box=BOX,
        printing=ORIGINAL,
        special=_blitzing_sword_attack,
    ),
    modelled(
        "mega-troopers/blitzing-sword-attack",
        "Destroy a minion (power 4 or less) on a base with your titan; also before scoring.",
        "Détruisez une Créature (4 ou moins) sur une Base avec votre Titan ; aussi avant une "
        "Conquête.",
        box=BOX,
        printing=POD,
        special=_blitzing_sword_attack_pod,
    ),
    modelled(
        "mega-troopers/blue-trooper",
        "Special: +2 this turn before its base scores.",
        "Spécial : +2 ce tour-ci avant la Conquête de sa Base.",
        box=BOX,
        printing=ORIGINAL,
        before_scoring=gains_before_scoring(2),
        special=applied_by_the_engine("before_scoring"),
    ),
    modelled(
        "mega-troopers/blue-trooper",
        "Special: before any base scores, draw a card or gain +2 this turn.",
        "Spécial : avant chaque Conquête, piochez une carte ou gagnez +2 ce tour-ci.",
        box=BOX,
        printing=POD,
        window_scope="everywhere",
        before_scoring=_blue_trooper_pod,
    ),
    one_shot(
        "mega-troopers/form-megabot",
        "Play or gather around Megabot.",
        "Jouez Megabot ou rassemblez-vous autour.",
        box=BOX,
        shared_text_reason="the POD text moves your minions to Megabot instead; both are "
        "typed as events",
    ),
    modelled(
        "mega-troopers/green-trooper",
        "Special: may be played from hand on a base about to score.",
        "Spécial : peut être jouée depuis la main sur une Base qui va être conquise.",
        box=BOX,
        special=_green_trooper,
    ),
    one_shot(
        "mega-troopers/its-blitzin-time",
        "One of your minions gets +3 this turn.",
        "Une de vos Créatures a +3 ce tour-ci.",
        box=BOX,
        printing=ORIGINAL,
    ),
    one_shot(
        "mega-troopers/its-blitzin-time",
        "One of your minions gets +4 this turn.",
        "Une de vos Créatures a +4 ce tour-ci.",
        box=BOX,
        printing=POD,
    ),
    one_shot(
        "mega-troopers/lightning-crystal",
        "Destroy an action (POD: or a titan).",
        "Détruisez une Action (POD : ou un Titan).",
        box=BOX,
        shared_text_reason="the POD text may also destroy a titan; both are typed as events",
    ),
    modelled(
        "mega-troopers/lightning-rescue",
        "Special, before a base scores: play an action from hand there (choose.play).",
        "Spécial, avant une Conquête : jouez là une Action de votre main (choose.play).",
        box=BOX,
        printing=ORIGINAL,
        special=_lightning_rescue,
        special_plays="action",
    ),
    modelled(
        "mega-troopers/lightning-rescue",
        "Special, before a base scores where you have a minion and not the most power: play an "
        "action from hand there (choose.play).",
        "Spécial, avant la Conquête d'une Base où vous avez une Créature sans avoir le plus de "
        "Force : jouez là une Action de votre main (choose.play).",
        box=BOX,
        printing=POD,
        special=_lightning_rescue,
        special_plays="action",
    ),
    one_shot(
        "mega-troopers/mega-attack",
        "Destroy a minion weaker than your total on its base.",
        "Détruisez une Créature plus faible que votre total sur sa Base.",
        box=BOX,
    ),
    # Issue 25, family 6: its text is quoted.
    modelled(
        "mega-troopers/megabot",
        "Titan: your minions here have +1; Special: before another base scores, may move there "
        "(a choice of the card).",
        "Titan : vos Créatures ici ont +1 ; Spécial : avant la Conquête d'une autre Base, peut "
        "s'y déplacer (un choix de la carte).",
        box=BOX,
        window_scope="everywhere",
        aura=own_minions_aura(1),
        before_scoring=_megabot,
    ),
    modelled(
        "mega-troopers/omega-protocol",
        "On a base: its breakpoint is 10 lower during other players' turns.",
        "Sur une Base : sa Résistance baisse de 10 pendant les tours des autres joueurs.",
        box=BOX,
        breakpoint=_omega_protocol,
    ),
    hand_only(
        "mega-troopers/pink-trooper",
        "Special: after its base scores, a small minion of yours there goes to hand.",
        "Spécial : après la Conquête de sa Base, une de vos petites Créatures là-bas va en main.",
        box=BOX,
        shared_text_reason="the POD text makes it optional; either way it only saves a card",
    ),
    hand_only(
        "mega-troopers/plan-for-more",
        "Look at your top three cards; draw or play a minion.",
        "Regardez vos trois cartes du dessus ; piochez ou jouez une Créature.",
        box=BOX,
        shared_text_reason=NEITHER,
    ),
    hand_only(
        "mega-troopers/power-pose",
        "Draws around scoring, after a win (POD: also a small minion on the new base).",
        "Des pioches autour d'une Conquête gagnée (POD : aussi une petite Créature sur la "
        "nouvelle Base).",
        box=BOX,
        shared_text_reason="the POD text adds a play on the replacement base after scoring",
        # Issue 25 (the no-scoring-effect texts naming scoring): the POD play after scoring is
        # a card the board can hold.
        reminder="POD: the extra minion its winner plays on the replacement base is typed as a "
        "play event after scoring.",
        reminder_fr="POD : la Créature supplémentaire que son Vainqueur joue sur la Base de "
        "remplacement se saisit comme événement play après la Conquête.",
    ),
    talent(
        "mega-troopers/red-trooper",
        "Talent: play or move Megabot.",
        "Talent : jouez ou déplacez Megabot.",
        box=BOX,
        shared_text_reason="the POD text adds a titan limit; both act during the Play phase",
    ),
    modelled(
        "mega-troopers/yellow-trooper",
        "Special: before its base scores, may bring another of your minions here.",
        "Spécial : avant la Conquête de sa Base, peut y amener une autre de vos Créatures.",
        box=BOX,
        printing=ORIGINAL,
        before_scoring=_yellow_trooper,
    ),
    modelled(
        "mega-troopers/yellow-trooper",
        "Special: before its base scores, may move another of your minions to or from here.",
        "Spécial : avant la Conquête de sa Base, peut amener ou éloigner une autre de vos "
        "Créatures.",
        box=BOX,
        printing=POD,
        before_scoring=_yellow_trooper_pod,
    ),
)


def _black_trooper(game, base, card, used, player, window, scoring) -> None:
    # After any Special ability is used (a scripted Special, or a card's Special the engine
    # uses in a scoring window): +1 until the end of the turn.
    if card in base.cards:
        game.boost(base, card, 1, why(card))


register(
    modelled(
        "mega-troopers/black-trooper",
        "+1 this turn after any Special is used.",
        "+1 ce tour-ci après chaque Spécial utilisé.",
        box=BOX,
        shared_text_reason=WORDING,
        on_special_used=_black_trooper,
    ),
)
