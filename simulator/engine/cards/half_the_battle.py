"""Half the Battle cards: Adolescent Epic Geckos, G.I. Gerald, Pearl and the Images, Rulers of
the Cosmos (both printings). A fusion is played as a minion or as an action; both of its
abilities act when it is played. Summaries are our own words; rows are explained in
entries.py."""

from __future__ import annotations

from .. import error_messages as E
from ..messages import Loc
from ..model import ACTION
from .common import attached_to, is_minion
from .effects import lasting, why
from .entries import (
    HIDDEN_DECK,
    HISTORY,
    NO_EFFECT,
    ONE_SHOT,
    rows,
    talent,
)
from .registry import modelled, register
from .targets import BEFORE_ONLY

BOX = "Half the Battle"
WORDING = "wording only; same effect"

SHARED = {
    "adolescent-epic-geckos/gecko-rap": WORDING,
    "rulers-of-the-cosmos/frogga": WORDING,
    "rulers-of-the-cosmos/powerful-sword": WORDING,
}

TABLE = [
    # --- adolescent epic geckos ---
    (
        "adolescent-epic-geckos/breaking-news",
        NO_EFFECT,
        "Draws one of the top four cards of your deck; an extra action if it is your first.",
        "Pioche une des quatre premières cartes de votre pioche ; une Action supplémentaire si "
        "c'est votre première.",
    ),
    (
        "adolescent-epic-geckos/flip-kick",
        NO_EFFECT,
        "Draw; an extra action if it is your first, else two more cards.",
        "Piochez ; une Action supplémentaire si c'est votre première, sinon deux cartes de plus.",
    ),
    (
        "adolescent-epic-geckos/gecko-blimp",
        ONE_SHOT,
        "Moves one of your minions and an extra action if it is your first action, else moves any "
        "minion.",
        "Déplace une de vos Créatures et une Action supplémentaire si c'est votre première "
        "Action, sinon déplace n'importe quelle Créature.",
    ),
    (
        "adolescent-epic-geckos/gecko-power",
        ONE_SHOT,
        "On a minion; talent after two other actions: it moves, gets a +1 counter or +2 power "
        "this turn.",
        "Sur une Créature ; Talent après deux autres Actions : elle se déplace, reçoit un "
        "marqueur +1 ou +2 de Force ce tour-ci.",
    ),
    (
        "adolescent-epic-geckos/gecko-rap",
        ONE_SHOT,
        "Swaps one of your minions for a weaker one; an extra action or a +1 counter.",
        "Échange une de vos Créatures contre une plus faible ; une Action supplémentaire ou un "
        "marqueur +1.",
    ),
    (
        "adolescent-epic-geckos/hokusai",
        ONE_SHOT,
        "May put a +1 counter on one of your minions; talent after two actions: one per base.",
        "Peut poser un marqueur +1 sur une de vos Créatures ; Talent après deux Actions : un par "
        "Base.",
    ),
    # Issue 25, family 6: it acts only when played (type what it played as events).
    (
        "adolescent-epic-geckos/june",
        ONE_SHOT,
        "May swap one of your 4-power minions, or draw off the top of your deck.",
        "Peut échanger une de vos Créatures de Force 4, ou piocher le dessus de votre pioche.",
    ),
    (
        "adolescent-epic-geckos/kandinsky",
        ONE_SHOT,
        "+1 power this turn; talent after two actions: +2 power this turn or brings one of your "
        "minions here.",
        "+1 de Force ce tour-ci ; Talent après deux Actions : +2 ce tour-ci ou amène ici une "
        "de vos Créatures.",
    ),
    (
        "adolescent-epic-geckos/kc-smith",
        NO_EFFECT,
        "Fusion: an extra action (as a minion) or an extra minion (as an action).",
        "Fusion : une Action supplémentaire (en Créature) ou une Créature supplémentaire (en "
        "Action).",
    ),
    (
        "adolescent-epic-geckos/lasagna-party",
        ONE_SHOT,
        "A small extra minion; an extra action, or two +1 counters there.",
        "Une petite Créature supplémentaire ; une Action supplémentaire, ou deux marqueurs +1 "
        "là-bas.",
    ),
    (
        "adolescent-epic-geckos/monet",
        NO_EFFECT,
        "Draw; may draw instead of playing an action, as if one were played.",
        "Piochez ; peut piocher au lieu de jouer une Action, comme si une avait été jouée.",
    ),
    (
        "adolescent-epic-geckos/now-you-know-bullying",
        NO_EFFECT,
        "Moves one of your minions; after a base you did not win scores, returns one of yours "
        "there to hand.",
        "Déplace une de vos Créatures ; après la Conquête d'une Base que vous n'avez pas "
        "remportée, y reprend une des vôtres en main.",
    ),
    (
        "adolescent-epic-geckos/the-masters-teachings",
        ONE_SHOT,
        "Two +1 counters on one of your minions; an extra action, or +2 power this turn.",
        "Deux marqueurs +1 sur une de vos Créatures ; une Action supplémentaire, ou +2 de "
        "Force ce tour-ci.",
    ),
    (
        "adolescent-epic-geckos/van-gogh",
        NO_EFFECT,
        "Stores your standard actions under itself and shuffles them back into your deck.",
        "Range vos Actions standard sous elle et les remélange dans votre pioche.",
    ),
    # --- g.i. gerald ---
    (
        "gi-gerald/can-do",
        ONE_SHOT,
        "Fusion: a small extra minion and/or an extra action.",
        "Fusion : une petite Créature supplémentaire et/ou une Action supplémentaire.",
    ),
    (
        "gi-gerald/dice-ninja",
        NO_EFFECT,
        "Fusion: draw one card (as a minion) or two (as an action).",
        "Fusion : piochez une carte (en Créature) ou deux (en Action).",
    ),
    (
        "gi-gerald/go-gerald",
        HISTORY,
        "Your minions played on one base this turn get +2 power this turn.",
        "Vos Créatures jouées sur une Base ce tour-ci gagnent +2 de Force ce tour-ci.",
    ),
    (
        "gi-gerald/mabel-lean",
        ONE_SHOT,
        "Fusion: a +1 counter on itself when alone (minion) or a small extra minion (action).",
        "Fusion : un marqueur +1 sur elle si elle est seule (Créature) ou une petite Créature "
        "supplémentaire (Action).",
    ),
    (
        "gi-gerald/mowat",
        ONE_SHOT,
        "Fusion: +1 power to another minion (minion) or +3 to a minion (action) this turn.",
        "Fusion : +1 de Force à une autre Créature (Créature) ou +3 à une Créature (Action) "
        "ce tour-ci.",
    ),
    (
        "gi-gerald/obstruction",
        ONE_SHOT,
        "Fusion: your minions here get +1 power this turn (minion), or a small minion goes under "
        "its deck (action).",
        "Fusion : vos Créatures ici gagnent +1 de Force ce tour-ci (Créature), ou une petite "
        "Créature va sous sa pioche (Action).",
    ),
    (
        "gi-gerald/rosie",
        ONE_SHOT,
        "Fusion: a +1 counter on another minion here (minion), or two on your minions (action).",
        "Fusion : un marqueur +1 sur une autre Créature ici (Créature), ou deux sur vos Créatures "
        "(Action).",
    ),
    (
        "gi-gerald/sawbones",
        NO_EFFECT,
        "Fusion: shuffles an action or a minion of your discard pile into your deck.",
        "Fusion : remélange une Action ou une Créature de votre défausse dans votre pioche.",
    ),
    (
        "gi-gerald/shellback",
        ONE_SHOT,
        "Fusion: returns another fusion to hand (minion), or copies a fusion's action (action).",
        "Fusion : reprend une autre Fusion en main (Créature), ou copie l'Action d'une Fusion "
        "(Action).",
    ),
    (
        "gi-gerald/ski-lift",
        ONE_SHOT,
        "Fusion: brings one of your minions here (minion), or moves a minion (action).",
        "Fusion : amène ici une de vos Créatures (Créature), ou déplace une Créature (Action).",
    ),
    # --- pearl and the images ---
    (
        "pearl-and-the-images/alls-right-with-the-world",
        ONE_SHOT,
        "On a base; talent: +1 power to every minion here, or +2 to one per player, this turn.",
        "Sur une Base ; Talent : +1 de Force à toutes les Créatures ici, ou +2 à une par "
        "joueur, ce tour-ci.",
    ),
    (
        "pearl-and-the-images/crystal",
        ONE_SHOT,
        "Talent: a +1 counter on a rival minion and one on yours there.",
        "Talent : un marqueur +1 sur une Créature adverse et un sur une des vôtres là-bas.",
    ),
    (
        "pearl-and-the-images/dressing-room",
        NO_EFFECT,
        "Each player may draw; you draw one per player who does.",
        "Chaque joueur peut piocher ; vous piochez une carte par joueur qui le fait.",
    ),
    (
        "pearl-and-the-images/jam-all-night-long",
        ONE_SHOT,
        "On a base; talent: a player plays a small extra minion here, maybe a draw or a +1 "
        "counter for you.",
        "Sur une Base ; Talent : un joueur joue ici une petite Créature supplémentaire, peut-être "
        "une pioche ou un marqueur +1 pour vous.",
    ),
    (
        "pearl-and-the-images/love-unites-us",
        NO_EFFECT,
        "Every player shuffles the small minions of their discard pile into their deck.",
        "Chaque joueur remélange les petites Créatures de sa défausse dans sa pioche.",
    ),
    (
        "pearl-and-the-images/pearl",
        ONE_SHOT,
        "Talent: draws a small minion off your deck, or +1 power to a minion here this turn.",
        "Talent : pioche une petite Créature du dessus de votre pioche, ou +1 de Force à une "
        "Créature ici ce tour-ci.",
    ),
    (
        "pearl-and-the-images/ruby",
        ONE_SHOT,
        "May give every minion here +1 power this turn.",
        "Peut donner +1 de Force ce tour-ci à toutes les Créatures ici.",
    ),
    (
        "pearl-and-the-images/truly-outstanding",
        ONE_SHOT,
        "+1 counters on rival minions, as many on yours.",
        "Des marqueurs +1 sur des Créatures adverses, autant sur les vôtres.",
    ),
    # --- rulers of the cosmos ---
    (
        "rulers-of-the-cosmos/andko",
        ONE_SHOT,
        "Talent: an extra action on a minion without one.",
        "Talent : une Action supplémentaire sur une Créature qui n'en a pas.",
    ),
    (
        "rulers-of-the-cosmos/armor-of-battle",
        HISTORY,
        "On a minion, giving it a talent: breakpoint +2 per armed minion of yours here until your "
        "next turn.",
        "Sur une Créature, lui donne un Talent : seuil +2 par Créature équipée à vous ici jusqu'à "
        "votre prochain tour.",
    ),
    (
        "rulers-of-the-cosmos/dolts-halfwits-fools-morons",
        ONE_SHOT,
        "Moves actions between your minions, a +1 counter on each receiver.",
        "Déplace des Actions entre vos Créatures, un marqueur +1 sur chaque receveuse.",
    ),
    (
        "rulers-of-the-cosmos/fearless-friend",
        ONE_SHOT,
        "On your minion: gives it a talent to move.",
        "Sur votre Créature : lui donne un Talent de déplacement.",
    ),
    (
        "rulers-of-the-cosmos/frogga",
        HIDDEN_DECK,
        "Draws a minion action off your deck; may shuffle an action on it into your deck when it "
        "leaves.",
        "Pioche une Action de Créature du dessus de votre pioche ; peut remélanger une Action "
        "posée sur elle à son départ.",
    ),
    (
        "rulers-of-the-cosmos/gal-woman",
        ONE_SHOT,
        "Talent: plays a minion action from any discard pile.",
        "Talent : joue une Action de Créature depuis n'importe quelle défausse.",
    ),
    (
        "rulers-of-the-cosmos/magic-weapon",
        HISTORY,
        "On a minion, giving it a talent: +1 power per player here until your next turn, or draw.",
        "Sur une Créature, lui donne un Talent : +1 de Force par joueur ici jusqu'à votre "
        "prochain tour, ou piochez.",
    ),
    (
        "rulers-of-the-cosmos/man-with-arms",
        HISTORY,
        "Talent: +2 power until your next turn while armed; may reuse talents.",
        "Talent : +2 de Force jusqu'à votre prochain tour si elle est équipée ; peut "
        "réutiliser des Talents.",
    ),
    (
        "rulers-of-the-cosmos/myaaah",
        ONE_SHOT,
        "Replays a minion action from your minion or discard pile.",
        "Rejoue une Action de Créature depuis votre Créature ou votre défausse.",
    ),
    (
        "rulers-of-the-cosmos/powerful-sword",
        HISTORY,
        "On your minion, giving it a talent: ignores rivals' cards until your next turn.",
        "Sur votre Créature, lui donne un Talent : ignore les cartes adverses jusqu'à votre "
        "prochain tour.",
    ),
    (
        "rulers-of-the-cosmos/young-noble",
        ONE_SHOT,
        "Talent with a Sword on it: swaps itself for a big minion.",
        "Talent avec une Sword sur elle : s'échange contre une grosse Créature.",
    ),
]


def _sword_thats_powerful(game, base, card, target_base, target) -> int:
    # Printed power: the catalog card's power (a typed minion has its typed power).
    return 2 if attached_to(card, target) and target.power >= 5 else 0


_BIKE_IDS = (
    "name your minion and another player's minion on its base (choose.order: [yours, theirs])",
    "nommez votre Créature et une Créature adverse de sa Base (choose.order : [la vôtre, "
    "l'adverse])",
)


def _bike_safety(game, window, scoring, card, player, choose):
    if window != "before_scoring" or scoring is None:
        return BEFORE_ONLY
    if choose is None or len(choose.order) != 2:
        return _BIKE_IDS
    mine, theirs = (game.find(card_id) for card_id in choose.order)
    if mine is None or theirs is None or mine[0] is not theirs[0]:
        return _BIKE_IDS
    if not is_minion(mine[1]) or mine[1].controller != player:
        return _BIKE_IDS
    if not is_minion(theirs[1]) or theirs[1].controller == player:
        return _BIKE_IDS
    src = mine[0]
    if src is scoring:
        return ("they are already on the scoring base", "elles sont déjà sur la Base conquise")
    game.move(mine[1], src, scoring, player, why(card))
    game.move(theirs[1], src, scoring, player, why(card))
    return None


def _were_up(game, window, scoring, card, player, choose):
    # As an action (when "now"): any base, choose.to. As a Special before a base scores where its
    # player has the most minions: that base.
    if window == "now":
        target = game.base_by_id(choose.to or choose.base_pick) if choose is not None else None
        if target is None:
            return ("name the base (choose.to)", "nommez la Base (choose.to)")
    elif window == "before_scoring" and scoring is not None:
        counts: dict = {}
        for other in scoring.cards:
            if is_minion(other):
                counts[other.controller] = counts.get(other.controller, 0) + 1
        mine = counts.get(player, 0)
        if not mine or any(n >= mine for who, n in counts.items() if who != player):
            return (
                "its player does not have the most minions there",
                "son joueur n'a pas le plus de Créatures sur cette Base",
            )
        target = scoring
    else:
        return BEFORE_ONLY
    game.lasting_data[card.uid] = player
    game.add_lasting(target, card)
    return None


def _were_up_contribution(game, base, card, target_base, target, power) -> int:
    # Other players' minions there add only their printed power (the catalog card's power; a
    # typed minion's typed power).
    if not lasting(base, card) or not is_minion(target):
        return power
    if target.controller == game.lasting_data.get(card.uid):
        return power
    return target.power


_TRANSFER_IDS = (
    "name an action on one of your minions and another of your minions (choose.order: "
    "[action, minion])",
    "nommez une Action posée sur une de vos Créatures et une autre de vos Créatures "
    "(choose.order : [Action, Créature])",
)


def _toxic_waste(game, window, scoring, card, player, choose):
    # Special, before a base scores: an action on one of your minions goes onto another of
    # your minions (any base). The talent it then allows is typed as events.
    if window != "before_scoring" or scoring is None:
        return BEFORE_ONLY
    if choose is None or len(choose.order) != 2:
        return _TRANSFER_IDS
    moving, receiving = (game.find(card_id) for card_id in choose.order)
    if moving is None or receiving is None:
        return _TRANSFER_IDS
    src, action = moving
    dst, minion = receiving
    holder = game.attached(src, action) if action.type == ACTION else None
    if holder is None or holder.controller != player or holder is minion:
        return _TRANSFER_IDS
    if not is_minion(minion) or minion.controller != player:
        return _TRANSFER_IDS
    moved = action.evolve(attached_to=minion.id)
    if src is dst:
        game.replace_card(src, action, moved)
    else:
        game.remove_card(src, action)
        game.add_card(dst, moved)
    game.log_card(
        dst,
        card,
        (
            f"{action.label()} moves from {holder.label()} to {minion.label()}",
            f"{action.label()} passe de {holder.label()} à {minion.label()}",
        ),
    )
    return None


MODELLED = [
    modelled(
        "rulers-of-the-cosmos/now-you-know-toxic-waste",
        "Draws a minion action; before a base scores, moves an action between your minions and "
        "uses a talent.",
        "Pioche une Action de Créature ; avant une Conquête, déplace une Action entre vos "
        "Créatures et utilise un Talent.",
        box=BOX,
        reminder="Its Special: choose.order = [the action, your other minion]; type the talent "
        "it then allows as events.",
        reminder_fr="Son Spécial : choose.order = [l'Action, votre autre Créature] ; saisissez "
        "le Talent permis ensuite comme événements.",
        special=_toxic_waste,
    ),
    modelled(
        "pearl-and-the-images/were-up-youre-down",
        "Until your next turn, rivals' minions on a base count only their printed power (also "
        "before it scores).",
        "Jusqu'à votre prochain tour, les Créatures adverses d'une Base ne comptent que leur "
        "Force imprimée (aussi avant sa Conquête).",
        box=BOX,
        reminder="Give it as a 'special' event: when 'now' with choose.to (played in the Play "
        "phase), or 'before_scoring'. The board after the turn does not carry it to the start of "
        "your next turn.",
        reminder_fr="Saisissez-la comme événement 'special' : when 'now' avec choose.to (jouée "
        "pendant la phase de jeu), ou 'before_scoring'. La position d'après le tour ne la porte "
        "pas jusqu'au début de votre prochain tour.",
        special=_were_up,
        contribution=_were_up_contribution,
        # Its clarification: the modifications still count toward the total power for
        # breaking the base, not toward their controller's total for VP.
        ranks_only=True,
    ),
    modelled(
        "pearl-and-the-images/now-you-know-bike-safety",
        "Moves your minion and a rival one from its base to another; as a Special before a base "
        "scores, both go to the scoring base (choose.order: [yours, theirs]).",
        "Déplace votre Créature et une adverse de sa Base vers une autre ; en Spéciale avant une "
        "Conquête, les deux vont sur la Base conquise (choose.order : [la vôtre, l'adverse]).",
        box=BOX,
        special=_bike_safety,
    ),
    modelled(
        "rulers-of-the-cosmos/sword-thats-powerful",
        "On your minion: +2 power if its printed power is 5 or more (the talent it gives acts in "
        "the Play phase).",
        "Sur votre Créature : +2 de Force si sa Force imprimée est de 5 ou plus (le "
        "Talent donné agit pendant la phase de jeu).",
        box=BOX,
        aura=_sword_thats_powerful,
    ),
]

register(*rows(BOX, TABLE, SHARED), *MODELLED)

# Abilities modelled with the hooks of issue 15. "Once per turn" and "may": the player's choice
# for the card says whether it acts (decline it when it already acted earlier this turn).


def _rival_gained(card, target, amount) -> bool:
    return amount > 0 and is_minion(target) and target.controller not in (None, card.controller)


def _shes_got_the_power(game, base, card, target_base, target, amount, how, effect) -> None:
    minion = game.attached(base, card)
    if minion is None or target_base is not base or not _rival_gained(card, target, amount):
        return
    if ("once per turn", card.uid) in game.flags:
        return
    what = (f"give {minion.label()} +3 power", f"donner +3 de Force à {minion.label()}")
    if game.ask_card(base, card, card.controller, what) is not None:
        game.flag("once per turn", card.uid)
        game.boost(base, minion, 3, why(card))


def _topaz(game, base, card, target_base, target, amount, how, effect) -> None:
    if not _rival_gained(card, target, amount) or card not in base.cards:
        return
    if ("once per turn", card.uid) in game.flags:
        return
    what = (
        "place a +1 power counter on Topaz, or move it there (choose.to)",
        "placer un marqueur +1 sur Topaz, ou la déplacer là-bas (choose.to)",
    )
    choice = game.ask_card(base, card, card.controller, what)
    if choice is None:
        return
    game.flag("once per turn", card.uid)
    mine_there = any(is_minion(c) and c.controller == card.controller for c in target_base.cards)
    if choice.to is not None and choice.to == target_base.id and target_base is not base:
        if mine_there:
            game.move(card, base, target_base, card.controller, why(card))
            return
        game.reject(choice, "to", E.CHOSEN_IS_NOT, id=choice.to, what=E.ANOTHER_BASE())
        return
    game.add_counters(base, card, 1, why(card))


register(
    modelled(
        "pearl-and-the-images/shes-got-the-power",
        "On a minion: once per turn, may give it +3 power this turn after a rival minion here "
        "gains power (a choice of the card).",
        "Sur une Créature : une fois par tour, peut lui donner +3 de Force ce tour-ci après "
        "un gain de Force d'une Créature adverse ici (un choix de la carte).",
        box=BOX,
        on_powered=_shes_got_the_power,
    ),
    modelled(
        "pearl-and-the-images/topaz",
        "Once per turn, after a rival minion gains power: may take a +1 counter, or move there "
        "(choose.to) if you have a minion there.",
        "Une fois par tour, après un gain de Force d'une Créature adverse : peut prendre un "
        "marqueur +1, ou s'y déplacer (choose.to) si vous y avez une Créature.",
        box=BOX,
        on_powered=_topaz,
    ),
)


# --- Now You Know: Home Safety's Special (issue 15) ---------------------------------------------
# Before a base scores, it has the Action ability of one of your fusions there (the Half the
# Battle rulebook: a copied ability resolves as if the copying card had it). choose.order names
# the fusion, then what that Action ability acts on; Ski-Lift's destination is choose.to.

_HOME_SAFETY_IDS: Loc = (
    "name one of your fusions on the scoring base, then what its Action ability acts on "
    "(choose.order: [fusion, targets...]; choose.to for Ski-Lift's destination)",
    "nommez une de vos Fusions sur la Base conquise, puis ce sur quoi agit son Action "
    "(choose.order : [Fusion, cibles...] ; choose.to pour la destination de Ski-Lift)",
)


def _minions_named(game, ids, count: int = 1):
    """The minions in play that `ids` names (exactly `count` of them) as (base, card) pairs,
    or None."""
    if len(ids) != count:
        return None
    found = [game.find(card_id) for card_id in ids]
    if any(f is None or not is_minion(f[1]) for f in found):
        return None
    return found


def _mowat_action(game, scoring, card, player, fusion, ids, choose):
    # A minion gets +3 power until the end of the turn.
    found = _minions_named(game, ids)
    if found is None:
        return ("name one minion after Mowat", "nommez une Créature après Mowat")
    base, target = found[0]
    reason = game.blocked(base, target, player)
    if reason:
        return reason
    game.boost(base, target, 3, why(card))
    return None


def _rosie_action(game, scoring, card, player, fusion, ids, choose):
    # Two +1 power counters in all on your minions: one minion named takes both.
    if len(ids) == 2 and ids[0] == ids[1]:
        ids = ids[:1]
    found = _minions_named(game, ids, len(ids)) if 1 <= len(ids) <= 2 else None
    if found is None or any(target.controller != player for _, target in found):
        return (
            "name one or two of your minions after Rosie",
            "nommez une ou deux de vos Créatures après Rosie",
        )
    each = 2 // len(found)
    for base, target in found:
        game.add_counters(base, target, each, why(card))
    return None


def _obstruction_action(game, scoring, card, player, fusion, ids, choose):
    # A minion of power 3 or less goes to the bottom of its owner's deck.
    found = _minions_named(game, ids)
    if found is None or game.power(*found[0]) > 3:
        return (
            "name one minion of power 3 or less after Obstruction",
            "nommez une Créature de Force 3 ou moins après Obstruction",
        )
    base, target = found[0]
    game.place_in_deck(base, target, player, why(card))
    return None


def _ski_lift_action(game, scoring, card, player, fusion, ids, choose):
    # A minion moves to another base (choose.to).
    found = _minions_named(game, ids)
    dst = game.base_by_id(choose.to) if choose.to is not None else None
    if found is None or dst is None or dst is found[0][0]:
        return (
            "name one minion after Ski-Lift, and another base in choose.to",
            "nommez une Créature après Ski-Lift, et une autre Base dans choose.to",
        )
    base, target = found[0]
    game.move(target, base, dst, player, why(card))
    return None


def _shellback_action(game, scoring, card, player, fusion, ids, choose):
    # The Action ability of another of your fusions in play.
    found = game.find(ids[0]) if ids else None
    if (
        found is None
        or found[1] is fusion
        or found[1].key not in FUSION_ACTIONS
        or found[1].controller != player
    ):
        return (
            "name another of your fusions in play after Shellback",
            "nommez une autre de vos Fusions en jeu après Shellback",
        )
    return _fusion_action(game, scoring, card, player, found[1], ids[1:], choose)


def _plays_or_draws(game, scoring, card, player, fusion, ids, choose):
    # Extra plays, draws or shuffles: nothing the board holds changes; a card played is typed.
    game.log_card(
        scoring,
        card,
        (
            "the copied Action ability gives extra plays or acts on hidden cards: type a card "
            "played as a play event",
            "l'Action copiée donne des jeux supplémentaires ou agit sur des cartes cachées : "
            "saisissez une carte jouée comme événement play",
        ),
    )
    return None


# What each fusion's Action ability does when Home Safety copies it.
FUSION_ACTIONS = {
    "gi-gerald/mowat": _mowat_action,
    "gi-gerald/rosie": _rosie_action,
    "gi-gerald/obstruction": _obstruction_action,
    "gi-gerald/ski-lift": _ski_lift_action,
    "gi-gerald/shellback": _shellback_action,
    "gi-gerald/can-do": _plays_or_draws,
    "gi-gerald/mabel-lean": _plays_or_draws,
    "gi-gerald/dice-ninja": _plays_or_draws,
    "gi-gerald/sawbones": _plays_or_draws,
    "adolescent-epic-geckos/kc-smith": _plays_or_draws,
}


def _fusion_action(game, scoring, card, player, fusion, ids, choose):
    reason = FUSION_ACTIONS[fusion.key](game, scoring, card, player, fusion, ids, choose)
    if reason is None:
        label = fusion.label()
        game.log_card(
            scoring, card, (f"uses the Action ability of {label}", f"utilise l'Action de {label}")
        )
    return reason


def _home_safety(game, window, scoring, card, player, choose):
    if window != "before_scoring" or scoring is None:
        return BEFORE_ONLY
    ids = choose.order if choose is not None else ()
    found = game.find(ids[0]) if ids else None
    if (
        found is None
        or found[0] is not scoring
        or found[1].key not in FUSION_ACTIONS
        or found[1].controller != player
    ):
        return _HOME_SAFETY_IDS
    return _fusion_action(game, scoring, card, player, found[1], ids[1:], choose)


# Cards that copy another card's ability (issue 15). A copied talent is used when a talent is
# (the Play phase; Mystic Transference's only at the start of another player's turn, the Half the
# Battle rulebook's clarification); Home Safety's Special is above.
register(
    talent(
        "rulers-of-the-cosmos/guy-man",
        "Talent: uses the talent of another of your minions as its own.",
        "Talent : copie le Talent d'une autre de vos Créatures.",
        box=BOX,
    ),
    talent(
        "rulers-of-the-cosmos/mystic-transference",
        "On your minion: copies a talent of your actions at the start of other players' turns; "
        "talent: moves an action between your minions.",
        "Sur votre Créature : copie un Talent de vos Actions au début du tour des autres "
        "joueurs ; Talent : déplace une Action entre vos Créatures.",
        box=BOX,
    ),
    modelled(
        "gi-gerald/now-you-know-home-safety",
        "A small extra minion (a fusion's action too); its Special before a base scores uses "
        "the Action ability of one of your fusions there instead (choose.order: the fusion, "
        "then its targets).",
        "Une petite Créature supplémentaire (et l'Action d'une Fusion) ; sa Spéciale avant une "
        "Conquête utilise à la place l'Action d'une de vos Fusions là-bas (choose.order : la "
        "Fusion, puis ses cibles).",
        box=BOX,
        special=_home_safety,
    ),
)


# --- reacting to fusions played (issue 15) -----------------------------------------------------

# The fusions: the catalog cards whose printed text opens with "Fusion" (both printings).
FUSIONS = frozenset(FUSION_ACTIONS)


def _viscount(game, base, card, target_base, played, by, effect) -> None:
    # Once per turn, after its controller plays a fusion as an action (a scripted play: its
    # Action ability is used, typed as events), it may get +2 this turn, or a +1 counter with
    # choose.order = ["counter"] (a choice of the card).
    if played.key not in FUSIONS or played.type != "action" or card not in base.cards:
        return
    if played.controller != card.controller or ("once per turn", card.uid) in game.flags:
        return
    what = (
        "give Viscount +2 power this turn (or a +1 counter)",
        "donner à Viscount +2 de Force ce tour-ci (ou un marqueur +1)",
    )
    choice = game.ask_card(base, card, card.controller, what)
    if choice is None:
        return
    game.flag("once per turn", card.uid)
    if "counter" in choice.order:
        game.add_counters(base, card, 1, why(card), card.controller)
    else:
        game.boost(base, card, 2, why(card))


register(
    modelled(
        "gi-gerald/viscount",
        "Once a turn, after you play a fusion as an action: may gain +2 this turn, or a +1 "
        'counter (choose.order = ["counter"]).',
        "Une fois par tour, après avoir joué une Fusion comme Action : peut gagner +2 ce tour-ci, "
        'ou un marqueur +1 (choose.order = ["counter"]).',
        box=BOX,
        play_scope="everywhere",
        on_other_played=_viscount,
    ),
)
