"""That '70s Expansion cards: disco dancers, kung fu fighters, truckers, vigilantes.

"Standard" actions are the ones played in the Play phase, so the disco dancers that copy a
standard action's effect act before scoring: their copies are typed like the action itself.
"""

from __future__ import annotations

from .. import error_messages as E
from .. import messages as M
from ..model import ACTION, ORIGINAL, POD
from .common import attached_to, is_minion
from .effects import (
    AFFECTED,
    after_card_played,
    attached_aura,
    attached_protected,
    lasting_minus_one_to_others,
    same_effect_on,
    standard_action_effects,
    why,
)
from .entries import (
    DECK,
    LASTING_MINUS_ONE,
    NOT_MODELLED_TRANSFERS,
    TALENT_REMINDER,
    TALENT_REMINDER_FR,
    hand_only,
    hidden,
    talent,
)
from .registry import modelled, no_effect, not_simulated, one_shot, register
from .targets import (
    NO_TARGET,
    NOT_AFTER_SCORING,
    NOT_BEFORE_SCORING,
    assume_order,
    minions_at,
    minions_everywhere,
    move_one_away,
    pick,
    pick_many,
)

BOX = "That '70s Expansion"
WORDING = "wording only; same effect"
NEITHER = "the printings differ, but neither acts while bases score"

# --- hooks -------------------------------------------------------------------------------------


def _brojak_follows(game, base, card, target_base, target) -> tuple | None:
    """Brojak's "may move to the same base" (a choice of the card): where it is after the
    move, or None (declined, or refused)."""
    if target is card or not is_minion(target) or target_base is base or card not in base.cards:
        return None
    what = (
        "move Brojak to the base the minion moved to",
        "déplacer Brojak sur la Base où la Créature est allée",
    )
    if game.ask_card(base, card, card.controller, what) is None:
        return None
    if not game.move(card, base, target_base, card.controller, why(card)):
        return None
    return game.find(card.id) if card.id is not None else None


def _brojak(game, base, card, target_base, target, src, by, effect) -> None:
    # Original: after any minion moves, it may follow it there and get +1 until the end of
    # the turn.
    found = _brojak_follows(game, base, card, target_base, target)
    if found is not None:
        game.boost(found[0], found[1], 1, why(card))


def _brojak_pod(game, base, card, target_base, target, src, by, effect) -> None:
    # POD: once per turn, after another minion moves, it may follow it and/or take a +1
    # counter; an accepted choice does both (the player may wait for a later move: each move
    # asks until one is accepted).
    if ("once per turn", card.uid) in game.flags:
        return
    found = _brojak_follows(game, base, card, target_base, target)
    if found is not None:
        game.flag("once per turn", card.uid)
        game.add_counters(found[0], found[1], 1, why(card))


def _feeling_lucky(game, base, card, played, player, effect) -> None:
    # Original: once the controller of the minion it is on plays an action, that minion is
    # destroyed (by an effect of Feeling Lucky's controller).
    if played.type != ACTION or played is card or card not in base.cards:
        return
    minion = game.attached(base, card)
    if minion is not None and player == minion.controller:
        game.destroy(base, minion, card.controller, why(card))


def _foxy_green(game, base, card, played, player, effect) -> None:
    # Original: a card another player plays that acts directly on minions here gives it a +1
    # counter: an action played on a minion here, or a card whose effect changed or removed a
    # minion here (a Special's effect, or a card's own ability in the Play phase: the effect's
    # `touched`, PlayPhase.tell_played). A minion acting on itself alone (its own counter)
    # is not counted: we read "affects minions here" as acting on other cards.
    if player is None or player == card.controller or card not in base.cards:
        return
    hit = played.type == ACTION and game.attached(base, played) is not None
    source = effect.source
    if effect.touched is not None and (
        effect.special is played or (source is not None and source.uid == played.uid)
    ):
        hit = hit or any(
            b is base and is_minion(c) and c.uid != played.uid for b, c in effect.touched
        )
    elif not hit and effect.special is None and played.key is not None:
        # What this card's ability did is not known (its play is not simulated, or a part of
        # it): whether it affected minions here is not read (review of session 25, d3):
        # listed, not silently skipped.
        game.note_card_not_simulated(base, card, _foxy_unread(played))
        return
    if hit:
        game.add_counters(base, card, 1, why(card))


def _foxy_talent(game, base, card, target_base, used, player, effect) -> None:
    # Original: the same counter after another player uses a Talent that changed or removed a
    # minion here (effect.touched; None: a part of that Talent is not simulated, listed).
    if player is None or player == card.controller or card not in base.cards:
        return
    if effect.touched is None:
        game.note_card_not_simulated(base, card, _foxy_unread(used))
    elif any(b is base and is_minion(c) and c.uid != used.uid for b, c in effect.touched):
        game.add_counters(base, card, 1, why(card))


def _foxy_unread(played) -> tuple[str, str]:
    label = played.label()
    return (
        f"after another player's card ({label}) whose ability the engine does not apply in "
        "full, whether it directly affected minions here is not read: if it did, add this "
        "minion's +1 power counter to the board",
        f"après une carte d'un autre joueur ({label}) dont le moteur n'applique pas toute la "
        "capacité, il ne lit pas si elle a affecté directement des Créatures ici : si oui, "
        "ajoutez le marqueur Force +1 de cette Créature sur le plateau",
    )


def _roller(game, base, card, played, player, window, scoring, effect) -> None:
    # After a standard action affects it (its effect changed this minion), its controller MAY
    # place two +1 counters on it, if it had none when the action was played (Roller's text).
    if card not in base.cards:
        return
    before = [
        old for _, old in standard_action_effects(game, played, effect) if old.uid == card.uid
    ]
    if not before or before[0].counters:
        return
    what = ("place two +1 power counters on Roller", "placer deux marqueurs +1 sur Roller")
    if game.ask_card(base, card, card.controller, what) is not None:
        game.add_counters(base, card, 2, why(card), card.controller)


def _play_phase_standard_action(game, effect):
    """The standard action of the Play phase (a `play` event) whose own ability is acting: an
    action resolving without staying in play (not attached, not on a base); else None."""
    source = effect.source
    if source is None or source.type != ACTION or effect.special is not None:
        return None
    if source.attached_to is not None:
        return None
    if source.id is not None and game.find(source.id) is not None:
        return None
    return source


def _roller_powered(game, base, card, target_base, target, amount, how, effect) -> None:
    # A standard action played in the Play phase (a `play` event) raised Roller's power: its
    # "may" is asked once per action (the board's choice for Roller; none: declined, listed),
    # if Roller had no +1 power counter before that action (the Conquest's Specials: on_special).
    if target.uid != card.uid or card not in base.cards:
        return
    action = _play_phase_standard_action(game, effect)
    if action is None or not game.flag("roller", card.uid, action.uid):
        return
    before = target.counters - (amount if how == "counters" else 0)
    if before > 0:
        return
    what = ("place two +1 power counters on Roller", "placer deux marqueurs +1 sur Roller")
    if game.ask_card(base, card, card.controller, what) is not None:
        found = game.find(card.id) if card.id is not None else None
        if found is not None:
            # Roller's own ability places them, not the action: a dancer copying the action's
            # effect does not take them for it.
            with game.acting(source=card, source_type=card.type, controller=card.controller):
                game.add_counters(found[0], found[1], 2, why(card), card.controller)


# For the standard actions of the Play phase (issue 25, family 4): the disco dancers that copy an
# effect react to the Specials of the Conquest (on_special) and, in the Play phase, to a played
# standard action (a `play` event) that raises a minion's power (on_powered); the other changes
# such an action makes (a move, a destruction, less power) are not heard: typed by the user.
SAME_WAY_REMINDER = (
    "A standard action played in the Play phase (a play event) that raises a minion's power "
    "(until the end of the turn, or +1 power counters) asks for its copy too (a choice of the "
    "card); for one that affects the minion otherwise (a move, a destruction, less power) or "
    "typed as events, type the copy of its effect as another event.",
    "Une Action standard jouée pendant la phase de jeu (un événement play) qui augmente la "
    "Force d'une Créature (jusqu'à la fin du tour, ou des marqueurs +1 de Force) demande aussi "
    "sa copie (un choix de la carte) ; pour une qui affecte la Créature autrement "
    "(déplacement, destruction, Force en moins) ou saisie en événements, saisissez la copie de "
    "son effet comme un autre événement.",
)
DIVA_SUMMARY = (
    "Once a turn, a standard action (a Special of the Conquest phase, or one of the Play phase "
    "raising power) affecting your other minions here may affect Diva the same way (a choice "
    "of the card).",
    "Une fois par tour, une Action standard (un Spécial de la phase de Conquête, ou une Action "
    "de la phase de jeu qui augmente la Force) qui affecte vos autres Créatures ici peut "
    "affecter Diva de la même façon (un choix de la carte).",
)
SAME_WAY_LOST = (
    "the minion the action affected left play, so the way it was affected is not known to the "
    "engine: type the copy as an event",
    "la Créature affectée par l'Action a quitté le jeu, le moteur ne sait donc pas comment elle "
    "a été affectée : saisissez la copie comme un événement",
)


def _share_the_effect(game, base, card, affected, target, what) -> None:
    """The "may ... be affected the same way" of the disco dancers: `affected` the (base,
    minion as it was) the action changed first, `target` (base, minion) the one to affect."""
    if game.ask_card(base, card, card.controller, what) is None:
        return
    game.flag("once per turn", card.uid)
    if not same_effect_on(game, base, card, affected, target):
        game.note_card_not_simulated(base, card, SAME_WAY_LOST)


# Dancing King's decision, for a Special of the Conquest phase or a Play-phase action.
ANOTHER_HERE_SAME_WAY = (
    "affect another minion here the same way",
    "affecter de la même façon une autre Créature ici",
)


def _another_here(game, base, card, affected: set[int]):
    """Dancing King's "may": another minion here than the `affected` ones (its card choice:
    card; else the first one, assumed), or None (declined, or none)."""
    others = [(base, c) for c in base.cards if is_minion(c) and c.uid not in affected]
    if not others:
        return None
    choice = game.ask_card(base, card, card.controller, ANOTHER_HERE_SAME_WAY)
    if choice is None:
        return None
    return pick(game, base, card, card.controller, choice, others, E.A_MINION_HERE())


def dancing_king(game, base, card, played, player, window, scoring, effect) -> None:
    # "When a standard action directly affects one or more minions here, you may choose another
    # minion here to be affected the same way" (choose.card; else the first one, assumed).
    if card not in base.cards:
        return
    hit = [x for x in standard_action_effects(game, played, effect) if x[0] is base]
    if not hit:
        return
    target = _another_here(game, base, card, {old.uid for _, old in hit})
    if target is not None and not same_effect_on(game, base, card, hit[0], target):
        game.note_card_not_simulated(base, card, SAME_WAY_LOST)


def diva(game, base, card, played, player, window, scoring, effect) -> None:
    # "Once each turn, when a standard action directly affects one or more of your other
    # minions here, you may choose this minion to be affected the same way."
    if card not in base.cards or ("once per turn", card.uid) in game.flags:
        return
    hit = [
        x
        for x in standard_action_effects(game, played, effect)
        if x[0] is base and x[1].uid != card.uid and x[1].controller == card.controller
    ]
    if hit:
        what = ("affect Diva the same way", "affecter Diva de la même façon")
        _share_the_effect(game, base, card, hit[0], (base, card), what)


def _we_are_family(game, base, card, played, player, window, scoring, effect) -> None:
    # "Once each turn, when a standard action directly affects one or more other minions here,
    # you may choose this minion (the one it is played on) to be affected the same way."
    minion = game.attached(base, card)
    if minion is None or ("once per turn", card.uid) in game.flags:
        return
    hit = [
        x
        for x in standard_action_effects(game, played, effect)
        if x[0] is base and x[1].uid != minion.uid
    ]
    if hit:
        what = (
            f"affect {minion.label()} the same way",
            f"affecter {minion.label()} de la même façon",
        )
        _share_the_effect(game, base, card, hit[0], (base, minion), what)


def _raised_here(game, base, card, target_base, target, effect):
    """The standard action of the Play phase (a `play` event) that just raised the power of
    `target`, a minion on the card's own `base`; None for anything else, and for a raise that
    is itself a copy (an effect already copied cannot be copied again)."""
    if target_base is not base or card not in base.cards or not is_minion(target):
        return None
    action = _play_phase_standard_action(game, effect)
    if action is None or ("same way", target.uid, action.uid) in game.flags:
        return None
    return action


def _copy_raise(game, base, card, target, amount, how, action) -> None:
    """`target` (on `base`) is affected the same way: the same raise of power (until the end
    of the turn, or +1 power counters); the copy is marked so that no dancer copies it."""
    game.flag("same way", target.uid, action.uid)
    if how == "counters":
        game.add_counters(base, target, amount, why(card), card.controller)
    else:
        game.boost(base, target, amount, why(card))


def _dancing_king_powered(game, base, card, target_base, target, amount, how, effect) -> None:
    # A Play-phase standard action raised a minion's power here: once per action, its
    # controller may have another minion here raised the same way (its card choice: card;
    # else the first other one, assumed).
    action = _raised_here(game, base, card, target_base, target, effect)
    if action is None or not game.flag("dancing king", card.uid, action.uid):
        return
    found = _another_here(game, base, card, {target.uid})
    if found is not None:
        _copy_raise(game, found[0], card, found[1], amount, how, action)


def diva_powered(game, base, card, target_base, target, amount, how, effect) -> None:
    # Once each turn, a Play-phase standard action that raised the power of another of its
    # controller's minions here may raise Diva's the same way (asked once per action).
    if ("once per turn", card.uid) in game.flags:
        return
    action = _raised_here(game, base, card, target_base, target, effect)
    if action is None or target.uid == card.uid or target.controller != card.controller:
        return
    if not game.flag("diva", card.uid, action.uid):
        return
    what = ("affect Diva the same way", "affecter Diva de la même façon")
    if game.ask_card(base, card, card.controller, what) is None:
        return
    game.flag("once per turn", card.uid)
    found = game.find(card.id) if card.id is not None else None
    if found is not None:
        _copy_raise(game, found[0], card, found[1], amount, how, action)


def _we_are_family_powered(game, base, card, target_base, target, amount, how, effect) -> None:
    # Once each turn, a Play-phase standard action that raised the power of another minion
    # here may raise the power of the minion it is on the same way (asked once per action).
    minion = game.attached(base, card)
    if minion is None or ("once per turn", card.uid) in game.flags:
        return
    action = _raised_here(game, base, card, target_base, target, effect)
    if action is None or target.uid == minion.uid:
        return
    if not game.flag("we are family", card.uid, action.uid):
        return
    what = (
        f"affect {minion.label()} the same way",
        f"affecter {minion.label()} de la même façon",
    )
    if game.ask_card(base, card, card.controller, what) is None:
        return
    game.flag("once per turn", card.uid)
    found = game.find(minion.id) if minion.id is not None else None
    if found is not None:
        _copy_raise(game, found[0], card, found[1], amount, how, action)


def _jacky_bill_pod(game, base, card, played, player, effect) -> None:
    # POD: after another player plays an action, its controller MAY place a +1 counter on it.
    if played.type != ACTION or player in (None, card.controller) or card not in base.cards:
        return
    what = ("place a +1 power counter on Jacky Bill", "placer un marqueur +1 sur Jacky Bill")
    if game.ask_card(base, card, card.controller, what) is not None:
        game.add_counters(base, card, 1, why(card), card.controller)


def _expert_timing(game, window, scoring, card, player, choose) -> M.Loc | None:
    # Its Special before a base scores: counters go from one of the player's cards to another
    # card (choose.order = [from, to]; choose.count, else all of them).
    if window != "before_scoring" or scoring is None:
        return NOT_BEFORE_SCORING
    order = choose.order if choose is not None and not choose.declined else ()
    if len(order) != 2 or order[0] == order[1]:
        return (
            "its choice names the card giving counters and the card getting them (order)",
            "son choix désigne la carte qui cède les marqueurs et celle qui les reçoit (order)",
        )
    src, dst = game.find(order[0]), game.find(order[1])
    if src is None or dst is None:
        return NO_TARGET
    if src[1].controller != player:
        return (
            "the counters come from one of your cards",
            "les marqueurs viennent d'une de vos cartes",
        )
    count = src[1].counters
    if choose.count is not None:
        count = min(choose.count, count)
    if count <= 0:
        return NO_TARGET
    reason = game.blocked(dst[0], dst[1], player)
    if reason:
        game.log(M.UNAFFECTED, dst[0].id, card=dst[1].label(), reason=reason)
        return None
    game.add_counters(src[0], src[1], -count, why(card))
    dst = game.find(order[1])
    if dst is not None:
        game.add_counters(dst[0], dst[1], count, why(card))
    return None


def _others_against_yours(card, target, by) -> bool:
    return (
        by is not None
        and by != card.controller
        and is_minion(target)
        and target.controller == card.controller
    )


def _dragon_warrior(game, base, card, target_base, target, what, by, effect) -> M.Loc | None:
    if target is card and what == "destroy":
        return ("Dragon Warrior cannot be destroyed", "Dragon Warrior ne peut pas être détruite")
    return None


def _armored_truck(game, base, card, target_base, target, what, by, effect) -> M.Loc | None:
    if what in ("destroy", "move") and _others_against_yours(card, target, by):
        return (
            "Armored Truck: other players' cards cannot destroy or move it",
            "Armored Truck : les cartes adverses ne peuvent ni la détruire ni la déplacer",
        )
    return None


def _actions_of(base, player) -> int:
    return sum(1 for c in base.cards if c.type == ACTION and c.controller == player)


def _convoy(game, base, card) -> int:
    # Its own power: the count includes Convoy itself.
    return _actions_of(base, card.controller)


def _rubber_chicken(game, base, card) -> int:
    return _actions_of(base, card.controller)


def _make_my_day(game, window, scoring, card, player, choose) -> M.Loc | None:
    if window != "now" and game.active != player:
        return (
            "this Special is played during your own turn",
            "ce Spécial se joue pendant votre tour",
        )
    bases = [b for b in game.bases if minions_at(b, player)]
    if scoring in bases:
        bases.remove(scoring)
        bases.insert(0, scoring)
    # Printed power: the `power` the board gives the card.
    small = [x for b in bases for x in minions_at(b) if x[1].power <= 3]
    if not small:
        return NO_TARGET
    what = ("a minion of printed power 3 or less", "une Créature de Force imprimée 3 ou moins")
    found = pick(game, bases[0], card, player, choose, small, what)
    if found is None:
        return NO_TARGET
    game.destroy(found[0], found[1], player, ("Make My Day", "Make My Day"))
    return None


def _street_justice(game, base, card, target_base, target, what, by, effect) -> M.Loc | None:
    if what in AFFECTED and _others_against_yours(card, target, by):
        return (
            "Street Justice: other players' cards do not affect it",
            "Street Justice : les cartes adverses ne l'affectent pas",
        )
    return None


def _the_revenge(game, window, scoring, card, player, choose) -> M.Loc | None:
    if window != "after_scoring" or scoring is None:
        return NOT_AFTER_SCORING
    if player in game.at_place(game.standings(scoring), 1):
        return ("you won this base", "vous avez remporté cette Base")
    return move_one_away(
        game,
        scoring,
        card,
        player,
        choose,
        minions_at(scoring, player),
        ("one of your minions there", "une de vos Créatures là"),
        ("The Revenge", "The Revenge"),
    )


def _tough_it_out_pod(game, base, card, target_base, target) -> int:
    return -3 if attached_to(card, target) else 0


# "This minion ... cannot be destroyed" (both printings; Cesium Armor's text is the original's).
_TOUGH_IT_OUT_PROTECTS = attached_protected(
    "destroy",
    ("Tough It Out: it cannot be destroyed", "Tough It Out : elle ne peut pas être détruite"),
    others_only=False,
)


def _rally(game, window, scoring, card, player, choose) -> M.Loc | None:
    mine = minions_at(scoring, player) if scoring is not None else minions_everywhere(game, player)
    if not mine:
        return NO_TARGET
    anchor = scoring if scoring is not None else mine[0][0]
    what = ("one of your minions", "une de vos Créatures")
    found = pick(game, anchor, card, player, choose, mine, what)
    if found is None:
        return NO_TARGET
    actions = sum(1 for c in found[0].cards if c.type == ACTION)
    # Before scoring (its Special) each action gives +2; played normally, +1.
    each = 2 if window == "before_scoring" else 1
    if actions:
        game.boost(found[0], found[1], each * actions, ("Rally", "Rally"))
    return None


def _death_wisher(game, base, card, target_base, target, by) -> None:
    player = card.controller
    if by is None or by == player or target.controller == by or not is_minion(target):
        return
    if not game.flag("death-wisher", card.uid):
        return
    what = ("destroy one of that player's minions", "détruire une Créature de ce joueur")
    choice = game.ask_card(base, card, player, what)
    if choice is None:
        return
    found = game.chosen_card(
        choice,
        minions_everywhere(game, by),
        E.A_MINION_OF_THAT_PLAYER(),
    )
    if found is not None:
        game.destroy(found[0], found[1], player, ("Death Wisher", "Death Wisher"))


def _death_wisher_pod(game, scoring, base, card) -> None:
    what = (
        "destroy a minion that arrived here this turn",
        "détruire une Créature arrivée ici ce tour-ci",
    )
    choice = game.ask_card(base, card, card.controller, what)
    if choice is None:
        return
    found = game.chosen_card(choice, minions_at(base), E.A_MINION_HERE())
    if found is not None:
        game.destroy(base, found[1], card.controller, ("Death Wisher", "Death Wisher"))


def _turn_the_beat_around(game, window, scoring, card, player, choose) -> M.Loc | None:
    everyone = minions_everywhere(game)
    if not everyone:
        return NO_TARGET
    what = ("a minion", "une Créature")
    # Both picks are read from one "order": [the minion +1, a minion on its base -1].
    picked = pick_many(game, choose, everyone, what)
    if picked:
        up = picked[0]
    else:
        mine = minions_at(scoring, player) if scoring is not None else []
        up = (mine or everyone)[0]
    why = ("Turn the Beat Around", "Turn the Beat Around")
    game.boost(up[0], up[1], 1, why)
    # Then a minion of the player's choice on that base gets -1 (found after the boost: a card
    # changed is a new object).
    where = ("a minion on that base", "une Créature de cette Base")
    down = picked[1] if len(picked) > 1 else None
    if down is not None and down[0] is not up[0]:
        game.reject(choose, "order", E.CHOSEN_IS_NOT, id=down[1].id, what=where)
        down = None
    if down is None:
        # Default: another player's minion there other than the one +1, else the first one
        # (an "order" naming one card twice cannot be given).
        here = minions_at(up[0])
        others = [x for x in here if x[1].controller != player and x[1].uid != up[1].uid]
        down = (others or [x for x in here if x[1].uid != up[1].uid] or here)[0]
        what = ("a minion, then a minion on its base", "une Créature, puis une de sa Base")
        assume_order(game, up[0], card, player, [up, down], what)
    game.boost(down[0], down[1], -1, why)
    return None


def _oh_hoh(game, base, card, target_base, played, by, effect) -> None:
    player = card.controller
    if not is_minion(played) or played.controller == player:
        return
    # The counter goes on one of the player's minions: those here first.
    here = minions_at(base, player)
    seen = {c.uid for _, c in here}
    mine = here + [x for x in minions_everywhere(game, player) if x[1].uid not in seen]
    choice = game.card_choice(card, player)
    what = ("one of your minions", "une de vos Créatures")
    found = pick(game, base, card, player, choice, mine, what)
    if found is not None:
        game.add_counters(found[0], found[1], 1, ("Oh-Hoh-Hoh-Hoah!", "Oh-Hoh-Hoh-Hoah!"))


# --- disco dancers -----------------------------------------------------------------------------

register(
    hand_only(
        "disco-dancers/celebration",
        "Two extra actions.",
        "Deux Actions en plus.",
        box=BOX,
    ),
    modelled(
        "disco-dancers/dancing-king",
        "A standard action (a Special of the Conquest phase, or one of the Play phase raising "
        "power) affecting minions here may affect another one here the same way (a choice of "
        "the card: card).",
        "Une Action standard (un Spécial de la phase de Conquête, ou une Action de la phase de "
        "jeu qui augmente la Force) qui affecte des Créatures ici peut en affecter une autre ici "
        "de la même façon (un choix de la carte : card).",
        box=BOX,
        reminder=SAME_WAY_REMINDER[0],
        reminder_fr=SAME_WAY_REMINDER[1],
        on_special=dancing_king,
        on_powered=_dancing_king_powered,
    ),
    one_shot(
        "disco-dancers/disco-inferno",
        "Each player may put a counter on a minion; draws for each.",
        "Chaque joueur peut mettre un marqueur sur une Créature ; des pioches pour chacun.",
        box=BOX,
    ),
    hand_only(
        "disco-dancers/disco-lou",
        "On play: an extra action, or a discarded action on top of your deck.",
        "En jeu : une Action en plus, ou une Action défaussée sur votre pioche.",
        box=BOX,
    ),
    modelled(
        "disco-dancers/diva",
        DIVA_SUMMARY[0],
        DIVA_SUMMARY[1],
        box=BOX,
        reminder=SAME_WAY_REMINDER[0],
        reminder_fr=SAME_WAY_REMINDER[1],
        on_special=diva,
        on_powered=diva_powered,
    ),
    one_shot(
        "disco-dancers/get-down-tonight",
        "A minion gets +2 this turn; draw for each minion affected.",
        "Une Créature a +2 ce tour-ci ; piochez pour chaque Créature affectée.",
        box=BOX,
    ),
    no_effect(
        "disco-dancers/i-will-survive",
        "Special, after a base scores: one of your minions there goes to hand.",
        "Spécial, après une Conquête : une de vos Créatures là-bas va en main.",
        box=BOX,
    ),
    one_shot(
        "disco-dancers/im-so-excited",
        "Move a minion of yours; draw for each minion affected.",
        "Déplacez une de vos Créatures ; piochez pour chaque Créature affectée.",
        box=BOX,
    ),
    hand_only(
        "disco-dancers/its-raining-men",
        "An extra minion.",
        "Une Créature en plus.",
        box=BOX,
    ),
    one_shot(
        "disco-dancers/last-dance",
        "Each player may destroy a minion they control for 1 VP (counted when it is played).",
        "Chaque joueur peut détruire une de ses Créatures contre 1 PV (compté quand elle est "
        "jouée).",
        box=BOX,
    ),
    modelled(
        "disco-dancers/roller",
        "After a standard action played during the Conquest phase (a Special) affects it, may "
        "take two counters if it had none (a choice of the card).",
        "Après qu'une Action standard jouée pendant la phase de Conquête (un Spécial) l'affecte, "
        "peut prendre deux marqueurs si elle n'en avait pas (un choix de la carte).",
        box=BOX,
        reminder="A standard action played in the Play phase (a play event) that raises its "
        "power asks for its counters too; for one that affects it otherwise (a move, -power) "
        "or typed as events, type Roller's counters too (add_counters).",
        reminder_fr="Une Action standard jouée pendant la phase de jeu (un événement play) qui "
        "augmente sa Force demande aussi ses marqueurs ; pour une qui l'affecte autrement "
        "(déplacement, Force en moins) ou saisie en événements, saisissez aussi les marqueurs "
        "de Roller (add_counters).",
        on_special=_roller,
        on_powered=_roller_powered,
    ),
    hand_only(
        "disco-dancers/stayin-alive",
        "Take a discarded copy of one of your minions in play.",
        "Reprenez un exemplaire défaussé d'une de vos Créatures en jeu.",
        box=BOX,
    ),
    modelled(
        "disco-dancers/turn-the-beat-around",
        "A minion gets +1, another there -1, this turn; Special: also before scoring.",
        "Une Créature a +1, une autre là -1, ce tour-ci ; Spécial : aussi avant une Conquête.",
        box=BOX,
        reminder="Its choice: order = [the minion getting +1, the minion getting -1].",
        reminder_fr="Son choix : order = [la Créature qui a +1, celle qui a -1].",
        special=_turn_the_beat_around,
    ),
    modelled(
        "disco-dancers/we-are-family",
        "On a minion: once a turn, a standard action (a Special of the Conquest phase, or one "
        "of the Play phase raising power) affecting other minions here may affect that minion "
        "the same way (a choice of the card).",
        "Sur une Créature : une fois par tour, une Action standard (un Spécial de la phase de "
        "Conquête, ou une Action de la phase de jeu qui augmente la Force) qui affecte d'autres "
        "Créatures ici peut affecter cette Créature de la même façon (un choix de la carte).",
        box=BOX,
        reminder=SAME_WAY_REMINDER[0],
        reminder_fr=SAME_WAY_REMINDER[1],
        on_special=_we_are_family,
        on_powered=_we_are_family_powered,
    ),
)

# --- kung fu fighters --------------------------------------------------------------------------

register(
    one_shot(
        "kung-fu-fighters/a-little-bit-frightening",
        "Destroy a weaker minion beside yours for two counters there.",
        "Détruisez une Créature plus faible à côté de la vôtre pour deux marqueurs là.",
        box=BOX,
    ),
    talent(
        "kung-fu-fighters/ancient-chinese-art",
        "On a base: Talent to add a counter here or shift counters here.",
        "Sur une Base : Talent pour ajouter un marqueur ici ou déplacer des marqueurs ici.",
        box=BOX,
    ),
    one_shot(
        "kung-fu-fighters/cricket",
        "On play: may move a counter from one minion to another.",
        "En jeu : peut transférer un marqueur d'une Créature à une autre.",
        box=BOX,
    ),
    modelled(
        "kung-fu-fighters/dragon-warrior",
        "Cannot be destroyed; Talent: shift counters between minions.",
        "Ne peut pas être détruite ; Talent : transférez des marqueurs entre Créatures.",
        box=BOX,
        reminder=TALENT_REMINDER,
        reminder_fr=TALENT_REMINDER_FR,
        protect=_dragon_warrior,
    ),
    talent(
        "kung-fu-fighters/drunken-master",
        "Talent: a counter on it if it has none.",
        "Talent : un marqueur sur elle si elle n'en a pas.",
        box=BOX,
    ),
    hand_only(
        "kung-fu-fighters/everybody-knew-their-part",
        "An extra weaker minion beside one of yours.",
        "Une Créature plus faible en plus à côté d'une des vôtres.",
        box=BOX,
    ),
    one_shot(
        "kung-fu-fighters/everybody-was-kung-fu-fighting",
        "At a base, each player there destroys another player's minion there.",
        "Sur une Base, chaque joueur présent y détruit une Créature d'un autre joueur.",
        box=BOX,
    ),
    modelled(
        "kung-fu-fighters/expert-timing",
        "Shift counters or reuse a Talent; Special: also before a base scores (counters only).",
        "Transférez des marqueurs ou réutilisez un Talent ; Spécial : aussi avant une Conquête "
        "(marqueurs seulement).",
        box=BOX,
        reminder="Its choice: order = [your card, the card getting the counters], count = how "
        "many (else all); type a Talent used again as events.",
        reminder_fr="Son choix : order = [votre carte, la carte qui reçoit les marqueurs], count "
        "= combien (sinon tous) ; saisissez un Talent réutilisé comme événements.",
        special=_expert_timing,
    ),
    one_shot(
        "kung-fu-fighters/fast-as-lightning",
        "A minion gets +2 this turn and goes to hand instead of the discard.",
        "Une Créature a +2 ce tour-ci et va en main au lieu de la défausse.",
        box=BOX,
    ),
    talent(
        "kung-fu-fighters/lady-whirlwind",
        "Talent: without counters, destroy a weaker minion here for a counter.",
        "Talent : sans marqueur, détruisez une Créature plus faible ici contre un marqueur.",
        box=BOX,
    ),
    one_shot(
        "kung-fu-fighters/lets-get-it-on",
        "Destroy minions beside yours whose total power is no more than its power.",
        "Détruisez à côté de la vôtre des Créatures dont le total ne dépasse pas sa Force.",
        box=BOX,
    ),
    modelled(
        "kung-fu-fighters/oh-hoh-hoh-hoah",
        "On a base: after another player plays a minion here, a counter on one of yours.",
        "Sur une Base : après une Créature adverse jouée ici, un marqueur sur une des vôtres.",
        box=BOX,
        on_other_played=_oh_hoh,
    ),
    # Issue 25, family 6: its text is quoted; what it does is not modelled (the reason says so).
    not_simulated(
        "kung-fu-fighters/sifu",
        "Titan: enters from your counters; adds counters to your transfers.",
        "Titan : entre grâce à vos marqueurs ; ajoute des marqueurs à vos transferts.",
        *NOT_MODELLED_TRANSFERS,
        box=BOX,
    ),
)

# --- truckers ----------------------------------------------------------------------------------

register(
    modelled(
        "truckers/armored-truck",
        "On a base: other players' cards cannot destroy or move your minions here.",
        "Sur une Base : les cartes adverses ne peuvent ni détruire ni déplacer vos Créatures ici.",
        box=BOX,
        protect=_armored_truck,
    ),
    talent(
        "truckers/cab-over-pete",
        "On a base: Talent to move itself and another of your cards to another base.",
        "Sur une Base : Talent pour se déplacer avec une autre de vos cartes.",
        box=BOX,
    ),
    modelled(
        "truckers/convoy",
        "On a base: +1 to your total here per action of yours here.",
        "Sur une Base : +1 à votre total ici par Action à vous ici.",
        box=BOX,
        power=_convoy,
    ),
    talent(
        "truckers/dekotora",
        "On a base: Talent to move itself with up to three of your minions.",
        "Sur une Base : Talent pour se déplacer avec jusqu'à trois de vos Créatures.",
        box=BOX,
    ),
    talent(
        "truckers/el-bandido",
        "On play: may take an action here; Talent: play or move a base action.",
        "En jeu : peut prendre une Action ici ; Talent : jouez ou déplacez une Action de Base.",
        box=BOX,
    ),
    one_shot(
        "truckers/fixin-to-fix-it",
        "Play a base action from your discard.",
        "Jouez une Action de Base de votre défausse.",
        box=BOX,
    ),
    hand_only(
        "truckers/good-buddy",
        "On play: draw if you have an action on this base.",
        "En jeu : piochez si vous avez une Action sur cette Base.",
        box=BOX,
    ),
    talent(
        "truckers/high-speed-chase",
        "On a base: Talent to move itself with one of your minions, which gets +3.",
        "Sur une Base : Talent pour se déplacer avec une de vos Créatures, qui a +3.",
        box=BOX,
    ),
    one_shot(
        "truckers/hotwire",
        "Play a base action from your deck, or move or take a base action.",
        "Jouez une Action de Base de votre pioche, ou déplacez ou prenez une Action de Base.",
        box=BOX,
        shared_text_reason=WORDING,
    ),
    modelled(
        "truckers/rally",
        "Your minion gets +1 per action on its base; Special: +2 each before scoring.",
        "Votre Créature a +1 par Action sur sa Base ; Spécial : +2 chacune avant une Conquête.",
        box=BOX,
        shared_text_reason="the POD erratum allows a normal play too; both count every action",
        special=_rally,
    ),
    modelled(
        "truckers/rubber-chicken",
        "+1 power per action of yours on its base.",
        "+1 en Force par Action à vous sur sa Base.",
        box=BOX,
        power=_rubber_chicken,
    ),
    talent(
        "truckers/skinny-minnie",
        "Talent: move with an action from here to another base.",
        "Talent : partez avec une Action d'ici vers une autre Base.",
        box=BOX,
    ),
)

# --- vigilantes --------------------------------------------------------------------------------

register(
    one_shot(
        "vigilantes/a-whole-lot-meaner",
        "A minion gets +3 this turn.",
        "Une Créature a +3 ce tour-ci.",
        box=BOX,
        printing=ORIGINAL,
    ),
    one_shot(
        "vigilantes/a-whole-lot-meaner",
        "Up to three counters on your minion; back to hand after a lost base.",
        "Jusqu'à trois marqueurs sur votre Créature ; revient en main après une Base perdue.",
        box=BOX,
        printing=POD,
    ),
    modelled(
        "vigilantes/brojak",
        "After a minion moves, may follow it to its base and gain +1 this turn (a choice of the "
        "card).",
        "Après le déplacement d'une Créature, peut la suivre sur sa Base et gagner +1 ce tour-ci "
        "(un choix de la carte).",
        box=BOX,
        printing=ORIGINAL,
        on_other_moved=_brojak,
    ),
    modelled(
        "vigilantes/brojak",
        "Once a turn, after another minion moves, may follow it there and take a counter (a "
        "choice of the card: both).",
        "Une fois par tour, après le déplacement d'une autre Créature, peut la suivre et prendre "
        "un marqueur (un choix de la carte : les deux).",
        box=BOX,
        printing=POD,
        on_other_moved=_brojak_pod,
    ),
    modelled(
        "vigilantes/death-wisher",
        "Once a turn, after another player destroys a minion not theirs, may destroy one of "
        "theirs.",
        "Une fois par tour, après qu'un joueur détruit une Créature d'autrui, peut détruire une "
        "des siennes.",
        box=BOX,
        printing=ORIGINAL,
        on_other_destroyed=_death_wisher,
    ),
    modelled(
        "vigilantes/death-wisher",
        "Special, before its base scores: may destroy a minion that arrived here this turn.",
        "Spécial, avant la Conquête de sa Base : peut détruire une Créature arrivée ici ce "
        "tour-ci.",
        box=BOX,
        printing=POD,
        # The board does not say which minions arrived this turn: the player's choice names one.
        reminder="Its choice must name a minion played or moved here this turn.",
        reminder_fr="Son choix doit désigner une Créature jouée ou amenée ici ce tour-ci.",
        before_scoring=_death_wisher_pod,
    ),
    one_shot(
        "vigilantes/dusty-henry",
        "On play: may shuffle a minion here into its owner's deck.",
        "En jeu : peut mélanger une Créature d'ici dans la pioche de son propriétaire.",
        box=BOX,
        shared_text_reason="the POD text caps the power at 5; both are typed as events",
    ),
    modelled(
        "vigilantes/feeling-lucky",
        "On a minion: destroyed after its controller plays an action (during the Conquest phase).",
        "Sur une Créature : elle est détruite après que son contrôleur joue une Action (pendant "
        "la phase de Conquête).",
        box=BOX,
        printing=ORIGINAL,
        play_scope="everywhere",
        **after_card_played(_feeling_lucky),
    ),
    hidden(
        "vigilantes/feeling-lucky",
        "On another's minion: Special before its base scores, destroy it if your top card is an "
        "action.",
        "Sur une Créature adverse : Spécial avant la Conquête, détruite si votre carte du "
        "dessus est une Action.",
        *DECK,
        box=BOX,
        printing=POD,
    ),
    modelled(
        "vigilantes/foxy-green",
        "A +1 power counter on it after another player plays a card or uses a Talent that "
        "changes, moves or removes a minion here, or plays an action on one; a card whose "
        "ability is not applied in full is listed (type its counter).",
        "Un marqueur +1 sur elle après qu'un autre joueur joue une carte ou utilise un Talent "
        "qui modifie, déplace ou retire une Créature ici, ou joue une Action sur l'une d'elles ; "
        "une carte dont la capacité n'est pas appliquée en entier est signalée (saisissez son "
        "marqueur).",
        box=BOX,
        printing=ORIGINAL,
        # A card played on another base, or on none (a standard action), may act on minions
        # here: it hears every play and looks at its own base (review of session 25, d3).
        play_scope="everywhere",
        on_talent_used=_foxy_talent,
        **after_card_played(_foxy_green),
    ),
    hand_only(
        "vigilantes/foxy-green",
        "At the end of others' turns: draw if you outpower them here.",
        "À la fin du tour des autres : piochez si vous les dépassez ici.",
        box=BOX,
        printing=POD,
    ),
    modelled(
        "vigilantes/jacky-bill",
        "After another player plays an action (during the Conquest phase), may take a +1 "
        "counter (a choice of the card); at a turn's start may cut its base's breakpoint by its "
        "counters.",
        "Après une Action adverse (pendant la phase de Conquête), peut prendre un marqueur +1 (un "
        "choix de la carte) ; en début de tour peut réduire la Résistance de sa Base d'autant.",
        box=BOX,
        printing=POD,
        reminder="The breakpoint cut is made at the start of a turn: give it as the base's "
        "breakpoint_modifier; type the counters of the Play phase on the card.",
        reminder_fr="La baisse de Résistance a lieu en début de tour : donnez-la comme "
        "breakpoint_modifier de la Base ; saisissez les marqueurs de la phase de jeu sur la carte.",
        play_scope="everywhere",
        **after_card_played(_jacky_bill_pod),
    ),
    one_shot(
        "vigilantes/knocked-into-next-week",
        "Shuffle a minion into its owner's deck.",
        "Mélangez une Créature dans la pioche de son propriétaire.",
        box=BOX,
    ),
    hidden(
        "vigilantes/lets-finish-this",
        "On a base: if you and another player had minions here at your turn's start, its "
        "breakpoint is 0.",
        "Sur une Base : si vous et un autre joueur y aviez des Créatures au début de votre tour, "
        "sa Résistance est 0.",
        "who had minions here at the start of the turn",
        "qui avait des Créatures ici au début du tour",
        box=BOX,
        shared_text_reason="the POD text says starting instead of printed breakpoint",
    ),
    one_shot(
        "vigilantes/make-my-day",
        "Destroy a minion of power 3 or less where you have a minion; draw.",
        "Détruisez une Créature de Force 3 ou moins là où vous en avez une ; piochez.",
        box=BOX,
        printing=ORIGINAL,
    ),
    modelled(
        "vigilantes/make-my-day",
        "Destroy a small minion where you have one; Special: before scoring on your turn.",
        "Détruisez une petite Créature là où vous en avez une ; Spécial : avant une Conquête "
        "pendant votre tour.",
        box=BOX,
        printing=POD,
        special=_make_my_day,
    ),
    one_shot(
        "vigilantes/scared-straight",
        "Move another player's minion away from a base where you have one.",
        "Éloignez une Créature adverse d'une Base où vous en avez une.",
        box=BOX,
        shared_text_reason="the POD text limits the extra action; both are typed as events",
    ),
    hand_only(
        "vigilantes/shift",
        "On play: up to two discarded minions on top of your deck.",
        "En jeu : jusqu'à deux Créatures défaussées sur votre pioche.",
        box=BOX,
    ),
    hidden(
        "vigilantes/shrug-it-off",
        "On a base: Talent to cancel the base's abilities until your next turn.",
        "Sur une Base : Talent pour annuler les capacités de la Base jusqu'à votre prochain tour.",
        "whether its Talent was used (the base's abilities are then cancelled)",
        "si son Talent a été utilisé (les capacités de la Base sont alors annulées)",
        box=BOX,
        printing=ORIGINAL,
    ),
    # Its Talent used this turn (a talent event): a lasting -1 of the base (_shrug_it_off_pod).
    modelled(
        "vigilantes/shrug-it-off",
        "On a base: Talent to give others' minions here -1 until your turn.",
        "Sur une Base : Talent pour donner -1 aux Créatures adverses ici jusqu'à votre tour.",
        box=BOX,
        printing=POD,
        reminder=LASTING_MINUS_ONE[0],
        reminder_fr=LASTING_MINUS_ONE[1],
        reads=(),
        aura=lasting_minus_one_to_others,
    ),
    hand_only(
        "vigilantes/stoneford",
        "On play: find an action.",
        "En jeu : cherchez une Action.",
        box=BOX,
        shared_text_reason=WORDING,
    ),
    modelled(
        "vigilantes/street-justice",
        "On a base: other players' cards do not affect your minions here.",
        "Sur une Base : les cartes adverses n'affectent pas vos Créatures ici.",
        box=BOX,
        printing=ORIGINAL,
        protect=_street_justice,
    ),
    talent(
        "vigilantes/street-justice",
        "On a base: Talent to move a minion of yours, or +2 here on others' turns.",
        "Sur une Base : Talent pour déplacer une de vos Créatures, ou +2 ici aux tours adverses.",
        box=BOX,
        printing=POD,
    ),
    modelled(
        "vigilantes/the-revenge",
        "Special, after a base you lost scores: one of your minions there moves on.",
        "Spécial, après la Conquête d'une Base perdue : une de vos Créatures là-bas part ailleurs.",
        box=BOX,
        shared_text_reason="the POD text drops 'instead of the discard pile'; same move",
        special=_the_revenge,
    ),
    modelled(
        "vigilantes/tough-it-out",
        "On a minion: +2 power and it cannot be destroyed.",
        "Sur une Créature : +2 en Force et elle ne peut pas être détruite.",
        box=BOX,
        printing=ORIGINAL,
        aura=attached_aura(2),
        protect=_TOUGH_IT_OUT_PROTECTS,
    ),
    modelled(
        "vigilantes/tough-it-out",
        "On a minion: -3 power and it cannot be destroyed; may be cashed in for +3.",
        "Sur une Créature : -3 en Force et elle ne peut pas être détruite ; échangeable contre +3.",
        box=BOX,
        printing=POD,
        reminder="Cashing it in happens at the start of a turn: type the +3 as a boost.",
        reminder_fr="L'échange a lieu en début de tour : saisissez le +3 comme un boost.",
        aura=_tough_it_out_pod,
        protect=_TOUGH_IT_OUT_PROTECTS,
    ),
    hand_only(
        "vigilantes/who-loves-ya-baby",
        "Draw for your big minions (POD: find a power-4 minion).",
        "Piochez pour vos grosses Créatures (POD : cherchez une Créature de Force 4).",
        box=BOX,
        shared_text_reason=NEITHER,
    ),
)


def _jacky_bill(game, base, card, played, player) -> None:
    # Original: after another player plays an action, its controller MAY give it +2 power until
    # the end of the turn (a choice of the card, applied to each such action).
    if played.type != ACTION or player in (None, card.controller) or card not in base.cards:
        return
    what = ("give Jacky Bill +2 power this turn", "donner +2 de Force ce tour-ci à Jacky Bill")
    if game.ask_card(base, card, card.controller, what) is not None:
        game.boost(base, card, 2, why(card))


def _jacky_bill_played(game, base, card, target_base, played, by, effect) -> None:
    _jacky_bill(game, base, card, played, played.controller)


def _jacky_bill_special(game, base, card, played, player, window, scoring, effect) -> None:
    _jacky_bill(game, base, card, played, player)


register(
    modelled(
        "vigilantes/jacky-bill",
        "After another player plays an action (during the Conquest phase), may gain +2 this turn "
        "(a choice of the card); type those of the Play phase as a modifier.",
        "Après une Action adverse (pendant la phase de Conquête), peut gagner +2 ce tour-ci (un "
        "choix de la carte) ; saisissez celles de la phase de jeu comme modificateur.",
        box=BOX,
        printing=ORIGINAL,
        play_scope="everywhere",
        on_other_played=_jacky_bill_played,
        on_special=_jacky_bill_special,
    ),
)
