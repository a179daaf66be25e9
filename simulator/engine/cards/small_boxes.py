"""The small boxes: Goblins, Penguins, Knights of the Round Table, Teens, Slashers, Clowns (both
printings). Summaries are our own words; rows are explained in entries.py."""

from __future__ import annotations

from .. import error_messages as E
from ..model import ACTION, BURIED
from .common import is_minion, minions
from .effects import (
    after_card_played,
    applied_by_the_engine,
    attached_aura,
    attached_protected,
    by_other,
    cancels_attached_unless_yours,
    cards_in_hand,
    chosen_other_base,
    destroys_remembered_at_end_of_turn,
    lasting_minus_one_to_others,
    own_minions_protected,
    why,
)
from .entries import (
    HIDDEN_DECK,
    HISTORY,
    LASTING_MINUS_ONE,
    NO_EFFECT,
    ONE_SHOT,
    RANDOM,
    rows,
)
from .registry import ONE_SHOT_REMINDER, ONE_SHOT_REMINDER_FR, modelled, no_effect, register
from .targets import minions_everywhere, own_minion_on, pick, pick_base

WORDING = "wording only; same effect"
CLARIFIED = "the POD text only adds a clarification; same effect"
SLASHER_TAG = "the POD text drops the 'Slasher' tag line; same effect"

SHARED = {
    "penguins/baby-penguin": "both printings act only when the minion is played (the POD one "
    "may also play Emperor Penguin): no effect at scoring",
    "penguins/command-penguin": CLARIFIED,
    "penguins/dancing-penguin": "both printings replace a minion as it is played: no effect at "
    "scoring",
    "penguins/disguise-penguin": "both printings swap it for a minion off the deck by a talent "
    "(Play phase)",
    "penguins/leaping-aboard": "both printings play a minion off the top of the deck onto a new "
    "base",
    "penguins/pebble-gift": "both printings only draw cards",
    "penguins/regurgitating-penguin": "both printings take an action from the top of the deck",
    "penguins/secret-mission": "both printings only cycle cards between hand and deck",
    "penguins/snazzy-penguin": "both printings only draw cards",
    "penguins/surfing-penguin": CLARIFIED,
    "penguins/the-hatching": CLARIFIED,
    "teens/brunch-bunch": WORDING,
    "knights-of-the-round-table/the-questing-beast": WORDING,
    "slashers/cedarface": SLASHER_TAG,
    "slashers/frederick": SLASHER_TAG,
    "slashers/mickey": SLASHER_TAG,
    "slashers/tackhead": SLASHER_TAG,
}

GOBLINS = [
    (
        "goblins/a-little-help",
        NO_EFFECT,
        "A coin: an extra minion, or two extra actions.",
        "Une pièce : une Créature supplémentaire, ou deux Actions supplémentaires.",
    ),
    (
        "goblins/blaster",
        RANDOM,
        "Before its base scores, a coin: +2 power this turn or a move.",
        "Avant la Conquête de sa Base, une pièce : +2 de Force ce tour-ci ou un déplacement.",
    ),
    (
        "goblins/bushwhacking = goblins/bushwacking",
        ONE_SHOT,
        "A coin: destroys a minion or moves it.",
        "Une pièce : détruit une Créature ou la déplace.",
    ),
    (
        "goblins/chaos-lord",
        RANDOM,
        "After your coin flips: a +1 counter on heads, draw and discard on tails.",
        "Après vos lancers de pièce : un marqueur +1 sur pile, piocher et défausser sur face.",
    ),
    (
        "goblins/demolition",
        ONE_SHOT,
        "Three coins: +1 counters, or actions destroyed.",
        "Trois pièces : des marqueurs +1, ou des Actions détruites.",
    ),
    (
        "goblins/diviner",
        NO_EFFECT,
        "May change a coin by discarding; draws after your first flip each turn.",
        "Peut changer une pièce en défaussant ; pioche après votre premier lancer de chaque tour.",
    ),
    (
        "goblins/gobbo",
        ONE_SHOT,
        "A coin per Gobbo in play, a +1 counter per heads.",
        "Une pièce par Gobbo en jeu, un marqueur +1 par pile.",
    ),
    (
        "goblins/goblin-recruiters",
        NO_EFFECT,
        "On a base: draws or recycles a card after your coin flips.",
        "Sur une Base : pioche ou recycle une carte après vos lancers de pièce.",
    ),
    (
        "goblins/he-who-smelt-it",
        ONE_SHOT,
        "Coins for +1 counters on minions, or an extra action.",
        "Des pièces pour des marqueurs +1 sur des Créatures, ou une Action supplémentaire.",
    ),
    (
        "goblins/make-your-own-luck",
        RANDOM,
        "Played right after your coin flip: changes its result.",
        "Jouée juste après votre lancer de pièce : change son résultat.",
    ),
    (
        "goblins/revving-up",
        ONE_SHOT,
        "A coin per minion of yours on a base: a +1 counter or +2 power this turn.",
        "Une pièce par Créature à vous sur une Base : un marqueur +1 ou +2 de Force ce tour-ci.",
    ),
]

PENGUINS = [
    (
        "penguins/a-wish-for-wings-that-work@original",
        ONE_SHOT,
        "Plays Emperor Penguin on a base, or your minions there get +1 power this turn.",
        "Joue Emperor Penguin sur une Base, ou vos Créatures là-bas gagnent +1 de Force ce "
        "tour-ci.",
    ),
    (
        "penguins/baby-penguin",
        ONE_SHOT,
        "When played from elsewhere than hand (or with Emperor Penguin in POD): a small extra "
        "minion here.",
        "Jouée d'ailleurs que la main (ou avec Emperor Penguin en POD) : une petite Créature "
        "supplémentaire ici.",
    ),
    # Issue 25, family 6: it acts only when played (type what it played as events).
    (
        "penguins/command-penguin",
        ONE_SHOT,
        "Plays a minion off the top of your deck.",
        "Joue une Créature du dessus de votre pioche.",
    ),
    (
        "penguins/dancing-penguin",
        NO_EFFECT,
        "Takes the place of another minion you play, which goes under the deck.",
        "Prend la place d'une autre Créature que vous jouez, qui va sous la pioche.",
    ),
    (
        "penguins/disguise-penguin",
        HIDDEN_DECK,
        "Talent: goes under your deck to play a minion off its top.",
        "Talent : va sous votre pioche pour jouer une Créature de son dessus.",
    ),
    (
        "penguins/emperor-penguin@pod",
        NO_EFFECT,
        "Titan played at the start of your turn; plays minions off your deck and gains counters "
        "by a talent.",
        "Titan joué au début de votre tour ; joue des Créatures du dessus de votre pioche et "
        "gagne des marqueurs par un Talent.",
    ),
    (
        "penguins/i-cant-tell-them-apart",
        HIDDEN_DECK,
        "Swaps your minions on a base for minions off the top of your deck.",
        "Échange vos Créatures d'une Base contre des Créatures du dessus de votre pioche.",
    ),
    (
        "penguins/leaping-aboard",
        HIDDEN_DECK,
        "Plays a minion off the top of your deck on a new base.",
        "Joue une Créature du dessus de votre pioche sur une nouvelle Base.",
    ),
    (
        "penguins/pebble-gift",
        NO_EFFECT,
        "On a base: draws as minions are played or as it scores.",
        "Sur une Base : pioche quand des Créatures sont jouées ou à sa Conquête.",
    ),
    (
        "penguins/regurgitating-penguin",
        NO_EFFECT,
        "Takes an action among the top three cards of your deck.",
        "Prend une Action parmi les trois premières cartes de votre pioche.",
    ),
    (
        "penguins/secret-mission",
        NO_EFFECT,
        "Cycles cards of your hand through your deck.",
        "Recycle des cartes de votre main par votre pioche.",
    ),
    ("penguins/snazzy-penguin", NO_EFFECT, "Draws cards.", "Pioche des cartes."),
    (
        "penguins/surfing-penguin",
        ONE_SHOT,
        "May send a minion from its base to another base.",
        "Peut déplacer une Créature d'ici vers une autre Base.",
    ),
    # Issue 25, family 6: it acts only when played (type what it played as events).
    (
        "penguins/the-hatching",
        ONE_SHOT,
        "Plays a minion off the top of your deck.",
        "Joue une Créature du dessus de votre pioche.",
    ),
    # Issue 25, family 6: it acts only when played (type what it played as events).
    (
        "penguins/under-the-ice@original",
        ONE_SHOT,
        "Plays a random minion among the top five cards of your deck.",
        "Joue une Créature au hasard parmi les cinq premières cartes de votre pioche.",
    ),
    (
        "penguins/under-the-ice@pod",
        NO_EFFECT,
        "On a base: after you play a minion here, may put one of your discarded minions under "
        "your deck.",
        "Sur une Base : après une Créature jouée ici, peut placer sous votre pioche une de vos "
        "Créatures défaussées.",
    ),
]

KNIGHTS = [
    (
        "knights-of-the-round-table/a-questing",
        ONE_SHOT,
        "On your minion: may move it; it goes on top of your deck instead of the discard pile.",
        "Sur votre Créature : peut la déplacer ; elle va sur votre pioche au lieu de la défausse.",
    ),
    (
        "knights-of-the-round-table/good-deed",
        NO_EFFECT,
        "On a base: draw; once per turn, after your minion moves here, moves on and draws.",
        "Sur une Base : piochez ; une fois par tour, après l'arrivée de votre Créature, change de "
        "Base et pioche.",
    ),
    (
        "knights-of-the-round-table/king-arthur",
        ONE_SHOT,
        "Talent: brings one of your minions here, with a +1 counter if you have an action on "
        "this base.",
        "Talent : amène ici une de vos Créatures, avec un marqueur +1 si vous avez une Action sur "
        "cette Base.",
    ),
    (
        "knights-of-the-round-table/merlin",
        NO_EFFECT,
        "Talent: reveals the top card of your deck, an action drawn or played.",
        "Talent : révèle la première carte de votre pioche, une Action piochée ou jouée.",
    ),
    (
        "knights-of-the-round-table/merlins-library",
        ONE_SHOT,
        "On a base; talent: an extra minion here, a move here, or moves to another base.",
        "Sur une Base ; Talent : une Créature supplémentaire ici, un déplacement ici, ou change "
        "de Base.",
    ),
    (
        "knights-of-the-round-table/noble-steed",
        ONE_SHOT,
        "On your minion; talent: it moves.",
        "Sur votre Créature ; Talent : elle se déplace.",
    ),
    (
        "knights-of-the-round-table/percival",
        ONE_SHOT,
        "Talent: moves to a base with your action.",
        "Talent : se déplace vers une Base portant votre Action.",
    ),
    (
        "knights-of-the-round-table/the-lady-of-the-lake",
        NO_EFFECT,
        "Fetches a minion action; may play it.",
        "Va chercher une Action de Créature ; peut la jouer.",
    ),
    (
        "knights-of-the-round-table/the-mists-of-avalon",
        NO_EFFECT,
        "Up to three minions go from your discard pile back into your deck.",
        "Remélange trois Créatures de votre défausse dans votre pioche.",
    ),
]

TEENS = [
    (
        "teens/abe-froman",
        HISTORY,
        "On your minion; talent: it bears the names of all your minions until your next turn.",
        "Sur votre Créature ; Talent : elle porte le nom de toutes vos Créatures jusqu'à votre "
        "prochain tour.",
    ),
    (
        "teens/booty-trap",
        NO_EFFECT,
        "On a base: draws after your 3-power minion arrives here.",
        "Sur une Base : pioche après l'arrivée de votre Créature de Force 3.",
    ),
    (
        "teens/brain",
        NO_EFFECT,
        "An extra action with a Slacker here; draws after your 3-power minions.",
        "Une Action supplémentaire avec un Slacker ici ; pioche après vos Créatures de Force 3.",
    ),
    (
        "teens/brunch-bunch",
        ONE_SHOT,
        "On one base, one effect per name of your 3-power minions there (moves, draws, boosts).",
        "Sur une Base, un effet par nom de vos Créatures de Force 3 là-bas (déplacements, "
        "pioches, bonus).",
    ),
    (
        "teens/explosion-at-school",
        NO_EFFECT,
        "Shuffles 3-power minions of your discard pile into your deck; draw.",
        "Remélange des Créatures de Force 3 de votre défausse dans votre pioche ; piochez.",
    ),
    (
        "teens/new-kid",
        ONE_SHOT,
        "Plays a 3-power minion from your deck.",
        "Joue une Créature de Force 3 de votre pioche.",
    ),
    (
        "teens/principals-office",
        ONE_SHOT,
        "Returns one of your minions to hand; may play a 3-power minion.",
        "Reprend une de vos Créatures en main ; peut jouer une Créature de Force 3.",
    ),
    (
        "teens/slacker",
        ONE_SHOT,
        "Moves two of your minions with a Rebel here; recycles a card after your 3-power minions.",
        "Déplace deux de vos Créatures avec un Rebel ici ; recycle une carte après vos Créatures "
        "de Force 3.",
    ),
    (
        "teens/strange-science",
        ONE_SHOT,
        "Plays a 3-power minion from your discard pile.",
        "Joue une Créature de Force 3 de votre défausse.",
    ),
]

SLASHERS = [
    (
        "slashers/brutal-attack",
        ONE_SHOT,
        "Destroys a small minion near yours; may give a Slasher there +3 power this turn.",
        "Détruit une petite Créature près des vôtres ; peut donner +3 de Force ce tour-ci à "
        "un Slasher là-bas.",
    ),
    (
        "slashers/ch-ch-ch-ha-ha-ha",
        ONE_SHOT,
        "Moves one of your minions; back on your deck or an extra action.",
        "Déplace une de vos Créatures ; retour sur votre pioche ou une Action supplémentaire.",
    ),
    (
        "slashers/clawed-glove",
        HISTORY,
        "On your minion; talent: -1 power to a minion here until your next turn; +1 counters "
        "after destructions here.",
        "Sur votre Créature ; Talent : -1 de Force à une Créature ici jusqu'à votre prochain "
        "tour ; des marqueurs +1 après des destructions ici.",
    ),
    (
        "slashers/he-was-a-good-boy",
        NO_EFFECT,
        "Takes a minion from a discard pile; an extra action.",
        "Prend une Créature d'une défausse ; une Action supplémentaire.",
    ),
    (
        "slashers/origin-story",
        NO_EFFECT,
        "Draws a minion or Slasher off your deck; an extra action.",
        "Pioche une Créature ou un Slasher du dessus de votre pioche ; une Action supplémentaire.",
    ),
    (
        "slashers/tackhead",
        ONE_SHOT,
        "May fetch Puzzle Box; talent: moves one of your actions, or destroys a minion with "
        "Puzzle Box.",
        "Peut aller chercher Puzzle Box ; Talent : déplace une de vos Actions, ou détruit une "
        "Créature portant Puzzle Box.",
    ),
    (
        "slashers/the-end",
        ONE_SHOT,
        "Takes a minion action from your discard pile; may play it.",
        "Reprend une Action de Créature de votre défausse ; peut la jouer.",
    ),
]

CLOWNS = [
    (
        "clowns/banana-peel",
        ONE_SHOT,
        "Moves up to two of your minions; an extra action if played from the discard pile.",
        "Déplace jusqu'à deux de vos Créatures ; une Action supplémentaire si jouée depuis la "
        "défausse.",
    ),
    (
        "clowns/clown-car",
        NO_EFFECT,
        "Shuffles two cards of your discard pile into your deck.",
        "Remélange deux cartes de votre défausse dans votre pioche.",
    ),
    (
        "clowns/clown-in-a-box",
        ONE_SHOT,
        "A small extra minion (bigger if played from the discard pile).",
        "Une petite Créature supplémentaire (plus grosse si jouée depuis la défausse).",
    ),
    (
        "clowns/clown-pyramid",
        ONE_SHOT,
        "+1 power this turn to one of your minions per minion of yours there; an extra action.",
        "+1 de Force ce tour-ci à une de vos Créatures par Créature à vous là-bas ; une "
        "Action supplémentaire.",
    ),
    ("clowns/colorful-scarves", NO_EFFECT, "Its player draws two cards.", "Piochez deux cartes."),
    (
        "clowns/confetti-bucket",
        NO_EFFECT,
        "Discard up to four cards and draw as many.",
        "Défaussez jusqu'à quatre cartes et piochez-en autant.",
    ),
    (
        "clowns/donald-mcronald",
        NO_EFFECT,
        "Reveals your deck for two actions: one drawn, one discarded.",
        "Révèle votre pioche pour deux Actions : une piochée, une défaussée.",
    ),
    (
        "clowns/harlequin",
        NO_EFFECT,
        "May put an action of your deck in your discard pile.",
        "Peut placer une Action de votre pioche dans votre défausse.",
    ),
    (
        "clowns/juggling",
        NO_EFFECT,
        "Each player discards an action from the top of their deck.",
        "Chaque joueur défausse une Action du dessus de sa pioche.",
    ),
    (
        "clowns/mime",
        ONE_SHOT,
        "May replay a standard action from your discard pile.",
        "Peut rejouer une Action standard de votre défausse.",
    ),
    (
        "clowns/mumu-adams",
        NO_EFFECT,
        "Draws after your first action each turn.",
        "Pioche après votre première Action de chaque tour.",
    ),
    (
        "clowns/nickelsmart",
        ONE_SHOT,
        "Talent: replays a random standard action of your discard pile.",
        "Talent : rejoue une Action standard au hasard de votre défausse.",
    ),
    (
        "clowns/pie-in-the-face",
        ONE_SHOT,
        "+2 power to one of your minions this turn (+4 if played from the discard pile).",
        "+2 de Force à une de vos Créatures ce tour-ci (+4 si jouée depuis la défausse).",
    ),
    (
        "clowns/zobo-the-clown",
        NO_EFFECT,
        "May play a standard action from your discard pile instead of your hand.",
        "Peut jouer une Action standard de votre défausse au lieu de votre main.",
    ),
]


def _excalibur_vp(game, scoring, base, card, standings) -> None:
    minion = game.attached(base, card)
    if minion is not None and minion.key == "knights-of-the-round-table/king-arthur":
        game.gain_vp(card.controller, 1, base, why(card))


def _guinevere(game, base, card, target_base, target, what, by, effect):
    # The controller's actions on bases (not those on minions), against other players.
    on_a_base = target.type == ACTION and target.attached_to is None
    if what == "destroy" and on_a_base and target.controller == card.controller:
        if by_other(by, target):
            return (
                "Guinevere: cannot be destroyed by other players' abilities",
                "Guinevere : ne peut pas être détruite par les capacités des autres joueurs",
            )
    return None


def _mickey(game, scoring, base, card) -> None:
    small = [(base, c) for c in minions(base) if c.power <= 3]
    if not small:
        return
    what = (
        "destroy a minion of printed power 3 or less here",
        "détruire ici une Créature de Force imprimée 3 ou moins",
    )
    choice = game.ask_card(base, card, card.controller, what)
    if choice is None:
        return
    found = game.chosen_card(choice, small, E.A_MINION_IN_PLAY())
    if found is not None:
        game.destroy(base, found[1], card.controller, why(card))


_NOT_DESTROYED = (
    "Excalibur: cannot be destroyed by other players' cards",
    "Excalibur : ne peut pas être détruite par les cartes des autres joueurs",
)
_BABYSITTER = (
    "Babysitter: not affected by other players' abilities",
    "Babysitter : n'est pas affectée par les capacités des autres joueurs",
)


def _galahad(game, scoring, base, card) -> None:
    player = card.controller
    mine = [(base, c) for c in base.cards if c.type == ACTION and c.attached_to is None]
    mine = [(b, c) for b, c in mine if c.controller == player]
    others = [b for b in game.bases if b is not base]
    if not mine or not others:
        return
    what = (
        "move one of your actions on this base (choose.card) to another base (choose.to)",
        "déplacer une de vos Actions de cette Base (choose.card) sur une autre Base (choose.to)",
    )
    choice = game.ask_card(base, card, player, what)
    if choice is None:
        return
    found = game.chosen_card(choice, mine, E.MINION_OR_ACTION_HERE(player=player))
    dst = game.chosen_base(choice, others, E.ANOTHER_BASE()) if found is not None else None
    if found is not None and dst is not None:
        game.move(found[1], base, dst, player, why(card))


def _fisher_king(game, base, card, target_base, target, src, by, effect) -> None:
    # "After one or more of your minions move to here, draw a card. Then if you have eight or
    # more cards in your hand, destroy this card to gain 1 VP." The hand is the board's
    # hand_size plus the cards this card drew in the run (issue 25, family 6: it needs only
    # hand_size).
    if target_base is not base or src is base or not is_minion(target) or card not in base.cards:
        return
    if target.controller != card.controller:
        return
    held = cards_in_hand(game, base, card)
    if held is None:
        return
    drawn = game.lasting_data[("fisher king draws", card.controller)] = (
        game.lasting_data.get(("fisher king draws", card.controller), 0) + 1
    )
    game.log_card(
        base,
        card,
        (
            f"{card.controller} draws a card ({held + drawn} in hand)",
            f"{card.controller} pioche une carte ({held + drawn} en main)",
        ),
    )
    if held + drawn >= 8 and game.destroy(base, card, card.controller, why(card)):
        game.gain_vp(card.controller, 1, base, why(card))


_MAGIC_HELMET_COIN = (
    "Depends on what the board does not hold: the coin flipped before its base scores (tails "
    "destroys its minion); its +4 is applied",
    "Dépend de ce que le plateau ne contient pas : la pièce lancée avant la Conquête de sa Base "
    "(pile détruit sa Créature) ; son +4 est appliqué",
)


def _magic_helmet_coin(game, scoring, base, card) -> None:
    # "Before this base scores, flip a coin. If tails, destroy this minion." Only the coin is
    # not simulated (issue 25, family 6: the fixed +4 is applied).
    if game.attached(base, card) is not None:
        game.note_card_not_simulated(base, card, _MAGIC_HELMET_COIN)


def _teen_trigger(game, base, card, played, player) -> bool:
    """Teens' "Once per turn, after you play another minion of power 3": True once per turn
    for a minion of power 3 (its power once in play) its controller just played."""
    if not is_minion(played) or played is card or player != card.controller:
        return False
    if card not in base.cards or ("once per turn", card.uid) in game.flags:
        return False
    found = game.find(played.id) if played.id is not None else None
    return found is not None and game.power(found[0], found[1]) == 3


def _jock(game, base, card, played, player, effect) -> None:
    # Jock: ... may place a +1 power counter on this minion.
    if not _teen_trigger(game, base, card, played, player):
        return
    what = ("place a +1 power counter on Jock", "placer un marqueur +1 sur Jock")
    if game.ask_card(base, card, card.controller, what) is not None:
        game.flag("once per turn", card.uid)
        game.add_counters(base, card, 1, why(card), card.controller)


def _prep(game, base, card, played, player, effect) -> None:
    # Prep: ... may give one of your minions +2 power until the end of the turn (choose.card;
    # else the first of them, assumed).
    what = (
        "give one of your minions +2 power this turn",
        "donner +2 ce tour-ci à une de vos Créatures",
    )
    found, _ = _teen_minion(game, base, card, played, player, what)
    if found is not None:
        game.boost(found[0], found[1], 2, why(card))


def _teen_minion(game, base, card, played, player, what) -> tuple:
    """Prep's and Rebel's "may ... one of your minions": when the Teen reacts and its player
    accepts (what: the offer), (the minion picked, as (base, card), or None; the choice)."""
    if not _teen_trigger(game, base, card, played, player):
        return None, None
    choice = game.ask_card(base, card, card.controller, what)
    if choice is None:
        return None, None
    game.flag("once per turn", card.uid)
    mine = minions_everywhere(game, card.controller)
    found = pick(game, base, card, card.controller, choice, mine, E.A_MINION_OF(player=player))
    return found, choice


def _rebel(game, base, card, played, player, effect) -> None:
    # Rebel: ... may move one of your minions to another base (choose.card and choose.to; else
    # the first ones, assumed).
    what = (
        "move one of your minions to another base",
        "déplacer une de vos Créatures sur une autre Base",
    )
    found, choice = _teen_minion(game, base, card, played, player, what)
    if found is None:
        return
    others = [b for b in game.bases if b is not found[0]]
    dst = pick_base(game, base, card, card.controller, choice, others, E.ANOTHER_BASE())
    if dst is not None:
        game.move(found[1], found[0], dst, card.controller, why(card))


def _ice_slide_pod(game, base, card, target_base, played, by, effect) -> None:
    # POD: after its controller plays a minion here, they MAY move one of their cards on this
    # base other than this action to another base (choose.card and choose.to; else the first
    # ones, assumed).
    player = card.controller
    if not is_minion(played) or played.controller != player or card not in base.cards:
        return
    mine = [(base, c) for c in base.cards if c is not card and c.controller == player]
    others = [b for b in game.bases if b is not base]
    if not mine or not others:
        return
    what = (
        "move one of your cards here to another base",
        "déplacer une de vos cartes d'ici sur une autre Base",
    )
    choice = game.ask_card(base, card, player, what)
    if choice is None:
        return
    found = pick(game, base, card, player, choice, mine, E.MINION_OR_ACTION_HERE(player=player))
    dst = pick_base(game, base, card, player, choice, others, E.ANOTHER_BASE())
    if found is not None and dst is not None:
        game.move(found[1], base, dst, player, why(card))


def _wish_for_wings(game, base, card, target_base, played, by, effect) -> None:
    if is_minion(played) and played.controller == card.controller and played in base.cards:
        game.boost(base, played, 1, why(card))


def _chainsaw(game, base, card, target_base, target, by) -> None:
    # After a minion is destroyed, its minion may move to that base, or from it when there.
    minion = game.attached(base, card)
    if minion is None or not is_minion(target):
        return
    what = (
        "move the Chainsaw minion to or from the base of the destroyed minion",
        "déplacer la Créature de Chainsaw vers ou depuis la Base de la Créature détruite",
    )
    choice = game.ask_card(base, card, card.controller, what)
    if choice is None:
        return
    if target_base is not base:
        game.move(minion, base, target_base, card.controller, why(card))
        return
    others = [b for b in game.bases if b is not base]
    dst = game.chosen_base(choice, others, E.ANOTHER_BASE()) if others else None
    if dst is not None:
        game.move(minion, base, dst, card.controller, why(card))


# Issue 25, family 4: their Ongoing reactions to a play are applied to the plays the engine
# runs (scripted play events, Specials); their "when played" part acts in the Play phase.
TEEN_REMINDER = (
    'Its "when played" ability acts in the Play phase: type what it did as scripted events.',
    "Sa capacité « quand elle est jouée » agit pendant la phase de jeu : saisissez son effet "
    "comme événements scriptés.",
)
MODELLED = [
    # Shrug It Off (POD)'s Talent (issue 25, family 7: one text, one answer): a lasting -1 of
    # its base, filed by its talent event (plays/small_boxes_second_half.py).
    modelled(
        "slashers/frederick",
        "May fetch Clawed Glove; talent: rivals here have -1 power until your next turn, may "
        "destroy a tiny minion.",
        "Peut aller chercher Clawed Glove ; Talent : les adversaires ici ont -1 de Force "
        "jusqu'à votre prochain tour, peut détruire une Créature minuscule.",
        box="Smash Up: Slashers",
        shared_text_reason=SHARED["slashers/frederick"],
        reminder=LASTING_MINUS_ONE[0],
        reminder_fr=LASTING_MINUS_ONE[1],
        reads=(),
        aura=lasting_minus_one_to_others,
    ),
    modelled(
        "knights-of-the-round-table/the-fisher-king",
        "On a base: draws after your minions move here; then with eight cards in hand (the "
        "board's hand_size plus its draws), destroyed for 1 VP.",
        "Sur une Base : pioche après l'arrivée de vos Créatures ; puis avec huit cartes en main "
        "(hand_size du plateau plus ses pioches), détruite contre 1 PV.",
        box="Smash Up: Knights of the Round Table",
        on_other_moved=_fisher_king,
    ),
    modelled(
        "goblins/magic-helmet",
        "On your minion: +4 power; before its base scores, a coin may destroy it (the coin is "
        "listed as not simulated).",
        "Sur votre Créature : +4 de Force ; avant la Conquête de sa Base, une pièce peut la "
        "détruire (la pièce est listée comme non simulée).",
        box="Smash Up: Goblins",
        aura=attached_aura(4),
        before_scoring=_magic_helmet_coin,
    ),
    modelled(
        "teens/jock",
        "Once a turn, after you play another minion of power 3, may take a +1 counter (a choice "
        "of the card); two counters on play with a Prep here.",
        "Une fois par tour, après que vous jouez une autre Créature de Force 3, peut prendre "
        "un marqueur +1 (un choix de la carte) ; deux marqueurs en jeu avec un Prep ici.",
        box="Smash Up: Teens",
        reminder=TEEN_REMINDER[0],
        reminder_fr=TEEN_REMINDER[1],
        play_scope="everywhere",
        **after_card_played(_jock),
    ),
    modelled(
        "teens/prep",
        "Once a turn, after you play another minion of power 3, may give one of yours +2 this "
        "turn (a choice of the card: card); fetches a minion on play with a Brain here.",
        "Une fois par tour, après que vous jouez une autre Créature de Force 3, peut donner "
        "+2 ce tour-ci à une des vôtres (un choix de la carte : card) ; va chercher une Créature "
        "en jeu avec un Brain ici.",
        box="Smash Up: Teens",
        reminder=TEEN_REMINDER[0],
        reminder_fr=TEEN_REMINDER[1],
        play_scope="everywhere",
        **after_card_played(_prep),
    ),
    modelled(
        "teens/rebel",
        "Once a turn, after you play another minion of power 3, may move one of yours to another "
        "base (a choice of the card: card, to); an extra minion on play with a Jock here.",
        "Une fois par tour, après que vous jouez une autre Créature de Force 3, peut "
        "déplacer une des vôtres sur une autre Base (un choix de la carte : card, to) ; une "
        "Créature en plus en jeu avec un Jock ici.",
        box="Smash Up: Teens",
        reminder=TEEN_REMINDER[0],
        reminder_fr=TEEN_REMINDER[1],
        play_scope="everywhere",
        **after_card_played(_rebel),
    ),
    no_effect(
        "penguins/ice-slide",
        "On a base: after it scores, draw for your minions discarded from it.",
        "Sur une Base : après sa Conquête, piochez pour vos Créatures défaussées de là.",
        box="Smash Up: Penguins",
        printing="original",
    ),
    modelled(
        "penguins/ice-slide",
        "On a base: after you play a minion here, may move one of your other cards here to "
        "another base (a choice of the card: card, to).",
        "Sur une Base : après que vous jouez une Créature ici, peut déplacer une de vos autres "
        "cartes d'ici sur une autre Base (un choix de la carte : card, to).",
        box="Smash Up: Penguins",
        printing="pod",
        on_other_played=_ice_slide_pod,
    ),
    modelled(
        "slashers/chainsaw",
        "On your minion: after a minion is destroyed, it may move to that base, or away "
        "from it to another base (choose.to); its counter each turn is placed at the start "
        "of your turn (type it).",
        "Sur votre Créature : après la destruction d'une Créature, elle peut aller sur sa "
        "Base, ou la quitter pour une autre (choose.to) ; son marqueur de chaque tour se "
        "pose au début de votre tour (à saisir).",
        box="Smash Up: Slashers",
        on_other_destroyed=_chainsaw,
    ),
    modelled(
        "penguins/a-wish-for-wings-that-work",
        "On a base: each minion you play here gets +1 power this turn (playable when "
        "revealed off your deck).",
        "Sur une Base : chaque Créature que vous jouez ici gagne +1 de Force ce tour-ci "
        "(jouable quand révélée de votre pioche).",
        box="Smash Up: Penguins",
        printing="pod",
        on_other_played=_wish_for_wings,
    ),
    modelled(
        "knights-of-the-round-table/galahad",
        "Special before its base scores (a choice of the card): may move one of your actions "
        "on it (choose.card) to another base (choose.to); fetching an action acts in the "
        "Play phase.",
        "Spéciale avant la Conquête de sa Base (un choix de la carte) : peut déplacer une de "
        "vos Actions posées dessus (choose.card) sur une autre Base (choose.to) ; aller "
        "chercher une Action se fait pendant la phase de jeu.",
        box="Smash Up: Knights of the Round Table",
        before_scoring=_galahad,
        special=applied_by_the_engine("before_scoring"),
    ),
    modelled(
        "knights-of-the-round-table/excalibur",
        "On a minion: +2 power, cannot be destroyed by rivals' cards; 1 VP when its base "
        "scores if it is on King Arthur.",
        "Sur une Créature : +2 de Force, indestructible par les cartes adverses ; 1 PV à "
        "la Conquête de sa Base si elle est sur King Arthur.",
        box="Smash Up: Knights of the Round Table",
        aura=attached_aura(2),
        protect=attached_protected("destroy", _NOT_DESTROYED),
        scoring_vp=_excalibur_vp,
    ),
    modelled(
        "knights-of-the-round-table/guinevere",
        "Rivals' abilities cannot destroy your actions on bases (its talent acts in the Play "
        "phase).",
        "Les capacités adverses ne peuvent pas détruire vos Actions de Base (son Talent agit "
        "pendant la phase de jeu).",
        box="Smash Up: Knights of the Round Table",
        protect_scope="everywhere",
        protect=_guinevere,
    ),
    modelled(
        "teens/babysitter",
        "On your minion: your minions here ignore rivals' abilities.",
        "Sur votre Créature : vos Créatures ici ignorent les capacités adverses.",
        box="Smash Up: Teens",
        protect=own_minions_protected("affect", _BABYSITTER),
    ),
    modelled(
        "slashers/mickey",
        "Before its base scores, may destroy a minion of printed power 3 or less here (a "
        "choice of the card); fetching Austin Kirk Mask acts in the Play phase.",
        "Avant la Conquête de sa Base, peut y détruire une Créature de Force imprimée 3 "
        "ou moins (un choix de la carte) ; aller chercher Austin Kirk Mask se fait pendant la "
        "phase de jeu.",
        box="Smash Up: Slashers",
        shared_text_reason=SLASHER_TAG,
        before_scoring=_mickey,
    ),
]


_GAWAIN = "knights-of-the-round-table/gawain"


def _gawain(game, base, card) -> int:
    """+1 per other minion of yours here of power 4 or more, counting the other Gawains with
    their own bonus. The Gawains of one player on one base read each other's power, so their
    bonuses are worked out together, once per change of the cards (game.card_memo): from 0,
    each Gawain counts the minions at 4 or more with the bonuses found so far, until nothing
    changes (the least fixpoint; a bonus never lowers a power, so at most one round per
    Gawain). Asking each Gawain through the others' hooks cost about tenfold per Gawain."""
    memo = game.card_memo
    slot = (_GAWAIN, base.id, card.controller)
    bonuses = memo.get(slot)
    if bonuses is None:
        # While the rounds run, a Gawain's power (asked through game.power) reads its bonus of
        # the round before from this dict.
        bonuses = memo[slot] = {}
        yours = minions(base, card.controller)
        gawains = [c for c in yours if c.key == card.key]
        for gawain in gawains:
            bonuses[gawain.uid] = 0
        for _ in range(len(gawains) + 1):
            strong = {c.uid for c in yours if game.power(base, c) >= 4}
            found = {g.uid: len(strong) - (g.uid in strong) for g in gawains}
            if found == bonuses:
                break
            bonuses.update(found)
    return bonuses.get(card.uid, 0)


MODELLED.append(
    modelled(
        "knights-of-the-round-table/gawain",
        "+1 power per other minion of yours here of power 4 or more.",
        "+1 de Force par autre Créature à vous ici de Force 4 ou plus.",
        box="Smash Up: Knights of the Round Table",
        power=_gawain,
    )
)

# The minions whose text carries the "Slasher" tag (the POD texts drop the tag line).
_SLASHERS = frozenset(
    f"slashers/{name}" for name in ("cedarface", "frederick", "jonas", "mickey", "tackhead")
)


def _hide_in_the_laundry(game, base, card, target_base, played, by, effect) -> None:
    victim = game.attached(base, card)
    if victim is None or played.key not in _SLASHERS:
        return
    what = ("destroy the minion it is on", "détruire la Créature sur laquelle elle est")
    if game.ask_card(base, card, card.controller, what) is None:
        return
    # "Unless its controller discards a card and moves this minion to a base without a
    # Slasher": the hand is not on the board, so the escape is a choice of the victim's
    # controller on this card naming the base (choose.to); without it, assumed not taken.
    havens = [
        b
        for b in game.bases
        if b is not base and not any(c.key in _SLASHERS and c.type != BURIED for c in b.cards)
    ]
    escape = game.card_choice(card, victim.controller)
    dst = None
    if escape is not None and not escape.declined and havens:
        dst = game.chosen_base(escape, havens, E.ANOTHER_BASE())
    elif escape is None:
        game.assume(
            base.id,
            victim.controller,
            card.key,
            None,
            (
                f"{victim.controller} does not discard a card to save {victim.label()}",
                f"{victim.controller} ne défausse pas de carte pour sauver {victim.label()}",
            ),
            card=card.id,
        )
    if dst is not None:
        game.move(victim, base, dst, victim.controller, why(card))
    else:
        game.destroy(base, victim, card.controller, why(card))


def _hide_in_the_laundry_moved(game, base, card, target_base, target, src, by, effect) -> None:
    # "After a Slasher is played or moved to here" (issue 25, family 5: the move was ignored).
    if target_base is base and src is not base:
        _hide_in_the_laundry(game, base, card, target_base, target, by, effect)


_OH_NO_ASSUMED = (
    "it answers a destruction of another player's minion by its player just before (the event "
    "is placed after it; the engine does not check it)",
    "elle répond à la destruction d'une Créature adverse par son joueur juste avant (l'événement "
    "est placé après elle ; le moteur ne le vérifie pas)",
)


def _oh_noooooo(game, window, scoring, card, player, choose):
    # "After you destroy another player's minion, you may play this card as an extra action":
    # a destruction the conquest phase can bring (a base, a Special), so it is a Special
    # there too. Its effect: one of the player's minions (choose.card) has +3 this turn.
    found, reason = own_minion_on(game, choose, player, game.bases)
    if reason is not None:
        return reason
    base, target = found
    game.assume(base.id, player, card.key, None, _OH_NO_ASSUMED, card=card.id, fact=True)
    game.boost(base, target, 3, why(card))
    return None


MODELLED.append(
    modelled(
        "slashers/oh-noooooo",
        "+3 power to one of your minions this turn (choose.card); playable as a Special after you "
        "destroy a rival minion, in the Conquest phase too.",
        "+3 de Force à une de vos Créatures ce tour-ci (choose.card) ; jouable comme "
        "Spéciale après avoir détruit une Créature adverse, pendant la Conquête aussi.",
        box="Smash Up: Slashers",
        reminder=ONE_SHOT_REMINDER,
        reminder_fr=ONE_SHOT_REMINDER_FR,
        special=_oh_noooooo,
    )
)


MODELLED.append(
    modelled(
        "slashers/improvised-weapon",
        "Draws a minion action from your deck; may play it now (choose.play); that action is "
        "destroyed at the end of the turn.",
        "Pioche une Action de Créature de votre pioche ; peut la jouer tout de suite "
        "(choose.play) ; cette Action est détruite à la fin du tour.",
        box="Smash Up: Slashers",
        reminder=ONE_SHOT_REMINDER,
        reminder_fr=ONE_SHOT_REMINDER_FR,
        end_of_turn=destroys_remembered_at_end_of_turn,
    )
)

MODELLED.append(
    modelled(
        "slashers/hide-in-the-laundry",
        "On a rival minion: when a Slasher is played or moved here, may destroy it unless its "
        "controller discards and flees to a base without a Slasher (a choice of this card by "
        "that player, choose.to).",
        "Sur une Créature adverse : quand un Slasher est joué ou déplacé ici, peut la détruire "
        "sauf si son contrôleur défausse et fuit vers une Base sans Slasher (un choix de cette "
        "carte par ce joueur, choose.to).",
        box="Smash Up: Slashers",
        shared_text_reason=SHARED.get("slashers/hide-in-the-laundry", ""),
        on_other_played=_hide_in_the_laundry,
        on_other_moved=_hide_in_the_laundry_moved,
    )
)

BOXES = {
    "goblins/": "Smash Up: Goblins",
    "penguins/": "Smash Up: Penguins",
    "knights-of-the-round-table/": "Smash Up: Knights of the Round Table",
    "teens/": "Smash Up: Teens",
    "slashers/": "Smash Up: Slashers",
    "clowns/": "Smash Up: Clowns",
}

_ALL = GOBLINS + PENGUINS + KNIGHTS + TEENS + SLASHERS + CLOWNS

register(
    *(
        entry
        for prefix, box in BOXES.items()
        for entry in rows(box, [row for row in _ALL if row[0].startswith(prefix)], SHARED)
    ),
    *MODELLED,
)

# Abilities modelled with the hooks of issue 15.
register(
    modelled(
        "slashers/puzzle-box",
        "On your minion: its abilities are cancelled while someone else controls it (its draws "
        "after destructions: hands are not tracked).",
        "Sur votre Créature : ses capacités sont annulées quand un autre la contrôle (ses "
        "pioches après des destructions : les mains ne sont pas suivies).",
        box="Smash Up: Slashers",
        cancels=cancels_attached_unless_yours,
    )
)

KNIGHTS_BOX = "Smash Up: Knights of the Round Table"


def _lancelot(game, base, card, src, by, effect) -> None:
    # After it moves to a base with one or more of its controller's actions: a +1 counter.
    if any(c.type == ACTION and c.controller == card.controller for c in base.cards):
        game.add_counters(base, card, 1, why(card))


def _green_knight(game, base, card, target_base, target, src, by, effect) -> None:
    # After one of its controller's minions moves here: a +1 counter on it; then at 7 power or
    # more, this card is destroyed for 1 VP.
    if target_base is not base or not is_minion(target) or target.controller != card.controller:
        return
    if target not in base.cards or card not in base.cards:
        return
    new = game.add_counters(base, target, 1, why(card))
    if game.power(base, new) >= 7 and game.destroy(base, card, card.controller, why(card)):
        game.gain_vp(card.controller, 1, base, why(card))


register(
    modelled(
        "knights-of-the-round-table/lancelot",
        "A +1 counter after it moves to a base with your action.",
        "Un marqueur +1 après son arrivée sur une Base portant votre Action.",
        box=KNIGHTS_BOX,
        on_moved=_lancelot,
    ),
    modelled(
        "knights-of-the-round-table/the-green-knight",
        "On a base: a +1 counter after your minions move here; 1 VP at 7 power.",
        "Sur une Base : un marqueur +1 après l'arrivée de vos Créatures ; 1 PV à 7 de Force.",
        box=KNIGHTS_BOX,
        on_other_moved=_green_knight,
    ),
)


def _grail(game, base, card, target_base, target, src, by, effect) -> None:
    # After one of its controller's minions moves here: with three or more of their minions of
    # power 4 or more here, the card goes to the box and they gain 2 VP.
    if target_base is not base or target.controller != card.controller or card not in base.cards:
        return
    big = [c for c in base.cards if is_minion(c) and c.controller == card.controller]
    if sum(1 for c in big if game.power(base, c) >= 4) < 3:
        return
    game.remove_card(base, card)
    game.log_card(base, card, ("placed in the box", "rangée dans la boîte"))
    game.gain_vp(card.controller, 2, base, why(card))


register(
    modelled(
        "knights-of-the-round-table/the-grail",
        "On a base: 2 VP once three of your big minions are here after a move.",
        "Sur une Base : 2 PV quand trois de vos grosses Créatures y sont après un déplacement.",
        box=KNIGHTS_BOX,
        on_other_moved=_grail,
    )
)


def _questing_beast(game, base, card, target_base, target, src, by, effect) -> None:
    # After one of its controller's minions moves here: a +1 counter on it, then this card goes
    # to another base (choose.to; without it, the first other base, assumed).
    if target_base is not base or not is_minion(target) or target.controller != card.controller:
        return
    if target not in base.cards or card not in base.cards:
        return
    game.add_counters(base, target, 1, why(card))
    dst = chosen_other_base(
        game,
        base,
        card,
        lambda dst: (
            f"The Questing Beast goes to {dst}, the first other base",
            f"The Questing Beast va sur {dst}, la première autre Base",
        ),
    )
    if dst is None:
        return
    now = game.find(card.id)
    if now is not None:
        game.move(now[1], now[0], dst, card.controller, why(card))


register(
    modelled(
        "knights-of-the-round-table/the-questing-beast",
        "On a base: after your minions move here, a +1 counter on one of them, then it goes to "
        "another base (choose.to).",
        "Sur une Base : après l'arrivée de vos Créatures ici, un marqueur +1 sur l'une d'elles, "
        "puis elle passe sur une autre Base (choose.to).",
        box=KNIGHTS_BOX,
        shared_text_reason=SHARED["knights-of-the-round-table/the-questing-beast"],
        on_other_moved=_questing_beast,
    )
)


def _jonas(game, base, card, src, by, effect) -> None:
    # Once per turn, after it moves: its controller MAY (a choice of the card) destroy a minion of
    # power 3 or less on its new base (choose.card, else the first one, assumed) for +2 power
    # until the end of the turn.
    if card not in base.cards or ("once per turn", card.uid) in game.flags:
        return
    small = [(base, c) for c in minions(base) if c is not card and game.power(base, c) <= 3]
    if not small:
        return
    what = (
        "destroy a minion of power 3 or less there for +2 power",
        "y détruire une Créature de Force 3 ou moins pour +2 de Force",
    )
    choose = game.ask_card(base, card, card.controller, what)
    if choose is None:
        return
    game.flag("once per turn", card.uid)
    found = pick(game, base, card, card.controller, choose, small, E.A_MINION_IN_PLAY())
    if found is None or not game.destroy(found[0], found[1], card.controller, why(card)):
        return
    current = next((c for c in base.cards if c.uid == card.uid), None)
    if current is not None:
        game.boost(base, current, 2, why(card))


def _machete(game, base, card, target_base, target, by) -> None:
    # After a minion on its base is destroyed, its controller's minions there get +1 power until
    # the end of the turn (the engine destroys one minion per effect: one +1 per destruction).
    if target_base is not base or not is_minion(target) or card not in base.cards:
        return
    for minion in minions(base, card.controller):
        game.boost(base, minion, 1, why(card))


register(
    modelled(
        "slashers/jonas",
        "Once per turn, after it moves, may destroy a minion of power 3 or less there for +2 "
        "power this turn (a choice of the card; choose.card names the minion); fetching Machete "
        "acts in the Play phase.",
        "Une fois par tour, après un déplacement, peut y détruire une Créature de Force 3 ou "
        "moins pour +2 de Force ce tour-ci (un choix de la carte ; choose.card nomme la "
        "Créature) ; aller chercher Machete se fait pendant la phase de jeu.",
        box="Smash Up: Slashers",
        shared_text_reason=SLASHER_TAG,
        on_moved=_jonas,
    ),
    modelled(
        "slashers/machete",
        "On your minion: your minions here get +1 power this turn after each destruction of a "
        "minion here; its talent and its return to hand act outside the scoring.",
        "Sur votre Créature : vos Créatures ici gagnent +1 de Force ce tour-ci après chaque "
        "destruction de Créature ici ; son Talent et son retour en main agissent hors Conquête.",
        box="Smash Up: Slashers",
        on_other_destroyed=_machete,
    ),
)


# --- slashers that react ---------------------------------------------------------------------


def _austin_kirk_mask(game, base, card, target_base, target, by) -> None:
    # On your minion: after a minion here is destroyed (the engine destroys one card per
    # effect), that minion gets the destroyed one's power (as it was just before) this turn.
    if target_base is not base or not is_minion(target) or card not in base.cards:
        return
    minion = game.attached(base, card)
    power = game.left_powers.get(target.uid, 0)
    if minion is not None and power > 0:
        game.boost(base, minion, power, why(card))


def _cedarface(game, base, card, target_base, target, amount, how, effect) -> None:
    # Once per turn, after its controller places a +1 counter on it: may destroy a minion here
    # of power 3 or less (a choice of the card, choose.card). A counter whose player the engine
    # was not told (a card's own effect) counts as its controller's.
    if how != "counters" or target.uid != card.uid or card not in base.cards:
        return
    if effect.by not in (None, card.controller):
        return
    if ("once per turn", card.uid) in game.flags:
        return
    small = [(base, c) for c in base.cards if is_minion(c) and game.power(base, c) <= 3]
    if not small:
        return
    what = ("destroy a minion here of power 3 or less", "détruire ici une Créature de 3 ou moins")
    choice = game.ask_card(base, card, card.controller, what)
    if choice is None:
        return
    found = game.chosen_card(choice, small, what)
    if found is not None:
        game.flag("once per turn", card.uid)
        game.destroy(found[0], found[1], card.controller, why(card))


register(
    modelled(
        "slashers/austin-kirk-mask",
        "On your minion: after a minion here is destroyed, it gains that minion's power this turn.",
        "Sur votre Créature : après une destruction ici, elle gagne ce tour-ci la Force de la "
        "détruite.",
        box="Smash Up: Slashers",
        on_other_destroyed=_austin_kirk_mask,
    ),
    modelled(
        "slashers/cedarface",
        "May fetch Chainsaw; once a turn, after you put a +1 counter on it, may destroy a minion "
        "here of power 3 or less (choose.card).",
        "Peut aller chercher Chainsaw ; une fois par tour, après un marqueur +1 que vous lui "
        "posez, peut détruire ici une Créature de 3 ou moins (choose.card).",
        box="Smash Up: Slashers",
        shared_text_reason=SHARED["slashers/cedarface"],
        on_powered=_cedarface,
    ),
)
