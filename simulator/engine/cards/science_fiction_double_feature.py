"""Science Fiction Double Feature cards: Cyborg Apes, Shapeshifters, Super Spies, Time Travelers
(both printings)."""

from __future__ import annotations

from .. import error_messages as E
from ..model import MINION
from .common import attached_to
from .effects import (
    AFFECTED,
    GIVE_THE_ACTION,
    PLAYED_ALREADY,
    actions_on,
    actions_refused,
    acts_as,
    applied_by_the_engine,
    attached_aura,
    attached_protected,
    by_other,
    play_extra_action,
    stops_own_base,
)
from .entries import HIDDEN_DECK
from .registry import copier, modelled, no_effect, not_simulated, one_shot, register
from .targets import scoring_target

BOX = "Science Fiction Double Feature"
ORIGINAL = "original"
POD = "pod"
WORDING = "wording only; same effect"
PLAY_PHASE = "both printings act only during the Play phase"

# --- cyborg apes -------------------------------------------------------------------------------


def _flying_monkey(game, scoring, base, card, standings) -> None:
    # Special, after this base scores: the action's controller may move the minion it is on to
    # another base, and this action is destroyed.
    if scoring is not base:
        return
    minion = game.attached(base, card)
    if minion is None:
        return
    player = card.controller
    what = ("move the minion to another base", "déplacer la Créature vers une autre Base")
    choice = game.ask_card(base, card, player, what)
    if choice is None:
        return
    others = [b for b in game.bases if b is not base]
    dst = game.chosen_base(choice, others, E.ANOTHER_BASE_IN_PLAY())
    if dst is None:
        return
    why = ("Flying Monkey", "Flying Monkey")
    if game.move(minion, base, dst, player, why):
        # The action moved with its minion: destroy it where it is now.
        found = game.find(card.id)
        if found is not None:
            game.destroy(found[0], found[1], player, why)


def _furious_george(game, base, card) -> int:
    return len(actions_on(base, card))


def _juiced_up(game, base, card, target_base, target) -> int:
    if attached_to(card, target):
        return 2 * len(actions_on(target_base, target))
    return 0


def _shielding(game, base, card, target_base, target, what, by, effect):
    # "This minion and other actions on it": its clarification, it does not protect itself,
    # but two Shieldings on the same minion protect each other.
    if target is card:
        return None
    minion = game.attached(base, card)
    if minion is None or what not in AFFECTED or not by_other(by, target):
        return None
    if not acts_as(effect, "action"):
        return None
    if target is minion or attached_to(target, minion):
        return actions_refused(effect, "Shielding")
    return None


# --- shapeshifters -----------------------------------------------------------------------------


_MIMIC_HIGHEST = "shapeshifters/mimic: highest printed power"


def _mimic(game, base, card) -> int:
    # Its power is the highest printed power among the minion cards in play (itself included),
    # found once per change of the cards (game.card_memo), not once per Mimic asked.
    memo = game.card_memo
    highest = memo.get(_MIMIC_HIGHEST)
    if highest is None:
        highest = memo[_MIMIC_HIGHEST] = max(
            (c.power for b in game.bases for c in b.cards if c.type == MINION), default=None
        )
    return (card.power if highest is None else highest) - card.power


_SHELL_GAME = ("Shell Game: cannot be destroyed", "Shell Game : ne peut pas être détruite")

# --- super spies -------------------------------------------------------------------------------


def _chum(limit: int):
    def special(game, window, scoring, card, player, choose):
        target, reason = scoring_target(
            window, "before_scoring", scoring, choose, lambda c: game.power(scoring, c) <= limit
        )
        if reason is not None:
            return reason
        game.destroy(scoring, target, player, ("Live and Let Chum", "Live and Let Chum"))
        return None

    return special


def _base_not_enough(limit: int):
    def special(game, window, scoring, card, player, choose):
        target, reason = scoring_target(
            window, "before_scoring", scoring, choose, lambda c: game.power(scoring, c) <= limit
        )
        if reason is not None:
            return reason
        game.take_control(
            scoring,
            target,
            player,
            ("The Base Is Not Enough", "The Base Is Not Enough"),
            until_end_of_turn=True,
        )
        return None

    return special


_MOLE_REMINDER = (
    "Its 'may' is a choice of the card: the action it plays as choose.play (a one-shot "
    "action's effect: type it as before_scoring events).",
    "Son « peut » est un choix de la carte : l'Action jouée dans choose.play (l'effet d'une "
    "Action à effet immédiat : saisissez-le en événements before_scoring).",
)


def _mole(game, scoring, base, card) -> None:
    # "Before this base scores, you may play an extra action" (POD Special; the original's
    # Ongoing says the same): the action its choice names (choose.play) is played then, here.
    if scoring is not base:
        return
    player = card.controller
    what = ("play an extra action here", "jouer une Action supplémentaire ici")
    choice = game.ask_card(base, card, player, what)
    if choice is None:
        return
    if choice.play is None:
        game.reject(choice, "play", E.CHOSEN_ID_REQUIRED, what=E.AN_ACTION_TO_PLAY())
        return
    reason = play_extra_action(game, base, card, choice.play, player)
    if reason is None:
        return
    # Refused: logged; a card that is no action to play, or already in play, is the input's
    # mistake (an error naming it), a play a card forbids is not.
    game.log_card(base, card, reason)
    if reason is GIVE_THE_ACTION or reason is PLAYED_ALREADY:
        game.reject(choice, "play", E.CHOSEN_IS_NOT, id=choice.play.id, what=E.AN_ACTION_TO_PLAY())


register(
    # --- cyborg apes ---
    no_effect(
        "cyborg-apes/baboom",
        "Talent: play an action on it as an extra action.",
        "Talent : jouez une Action sur elle comme Action supplémentaire.",
        box=BOX,
    ),
    no_effect(
        "cyborg-apes/clyde-20",
        "Your actions on minions here may go to your hand instead of the discard pile.",
        "Vos Actions posées sur des Créatures ici peuvent aller dans votre main au lieu de la "
        "défausse.",
        box=BOX,
    ),
    no_effect(
        "cyborg-apes/cyberback",
        "You may play actions on it from your discard pile.",
        "Vous pouvez jouer des Actions sur elle depuis votre défausse.",
        box=BOX,
        shared_text_reason="the POD text only adds a label",
    ),
    modelled(
        "cyborg-apes/cyberevolution",
        "Attached minion has +3 power.",
        "La Créature porteuse a +3 en Force.",
        box=BOX,
        aura=attached_aura(3),
    ),
    modelled(
        "cyborg-apes/flying-monkey",
        "After its base scores, may move the minion it is on to another base and destroy itself.",
        "Après la Conquête de sa Base, peut déplacer la Créature qui la porte vers une autre Base "
        "et se détruire.",
        box=BOX,
        after_scoring=_flying_monkey,
        special=applied_by_the_engine("after_scoring"),
    ),
    modelled(
        "cyborg-apes/furious-george",
        "+1 power for each action attached to it.",
        "+1 en Force pour chaque Action posée sur elle.",
        box=BOX,
        power=_furious_george,
    ),
    one_shot(
        "cyborg-apes/going-bananas",
        "Destroys other players' actions on a base and on its minions.",
        "Détruit les Actions adverses sur une Base et sur ses Créatures.",
        box=BOX,
    ),
    modelled(
        "cyborg-apes/juiced-up",
        "Attached minion has +2 power for each action on it, this one included.",
        "La Créature porteuse a +2 en Force par Action posée sur elle, celle-ci comprise.",
        box=BOX,
        aura=_juiced_up,
    ),
    no_effect(
        "cyborg-apes/missing-uplink",
        "Draw an extra card at the end of your turn.",
        "Piochez une carte de plus à la fin de votre tour.",
        box=BOX,
    ),
    no_effect(
        "cyborg-apes/monkey-on-your-back",
        "Talent: destroys another player's small minion here.",
        "Talent : détruit une petite Créature adverse ici.",
        box=BOX,
    ),
    no_effect(
        "cyborg-apes/monkey-see-monkey-do",
        "Takes actions from the top of your deck into your hand.",
        "Prend en main des Actions du dessus de votre pioche.",
        box=BOX,
    ),
    modelled(
        "cyborg-apes/shielding",
        "Attached minion and the other actions on it (not this one; two Shieldings protect each "
        "other) are not affected by other players' actions (a scripted effect without 'source' "
        "counts as one).",
        "La Créature porteuse et ses autres Actions (pas celle-ci ; deux Shielding se protègent "
        "l'une l'autre) ne sont pas affectées par les Actions adverses (un effet scripté sans "
        "'source' compte comme tel).",
        box=BOX,
        protect=_shielding,
    ),
    # --- shapeshifters ---
    one_shot(
        "shapeshifters/bacta-the-future",
        "Destroys a minion; its owner may play an extra minion.",
        "Détruit une Créature ; son propriétaire peut jouer une Créature supplémentaire.",
        box=BOX,
    ),
    # Copiers (issue 15): the card key "copies" names what they copy (registry.copier).
    copier(
        "shapeshifters/cellular-bonding",
        'Attached to a minion, it has the abilities of a chosen action on a minion ("copies": '
        "that action), even after that action leaves play.",
        "Posée sur une Créature, elle a les capacités d'une Action choisie posée sur une "
        'Créature ("copies" : cette Action), même si celle-ci quitte le jeu.',
        box=BOX,
        copy_target="action_on_minion",
    ),
    copier(
        "shapeshifters/copycat",
        'Has the ability of another player\'s minion chosen when played ("copies": that '
        "minion) until the end of the turn.",
        "A la capacité d'une Créature d'un autre joueur choisie quand elle est jouée "
        '("copies" : cette Créature) jusqu\'à la fin du tour.',
        box=BOX,
        copy_target="other_players_minion",
        copy_until_end_of_turn=True,
    ),
    not_simulated(
        "shapeshifters/doppelganger",
        "After it goes from play to the discard pile, plays a minion searched from your deck.",
        "Après être passée du jeu à la défausse, joue une Créature cherchée dans votre pioche.",
        *HIDDEN_DECK,
        box=BOX,
    ),
    no_effect(
        "shapeshifters/gelf",
        "Talent: swaps itself for a minion from your deck.",
        "Talent : s'échange contre une Créature de votre pioche.",
        box=BOX,
    ),
    one_shot(
        "shapeshifters/genetic-shift",
        "+1 to each of your minions, or +3 to one, until the end of the turn.",
        "+1 à chacune de vos Créatures, ou +3 à une seule, jusqu'à la fin du tour.",
        box=BOX,
        shared_text_reason=WORDING,
    ),
    modelled(
        "shapeshifters/mimic",
        "Its power equals the highest printed power of a minion card in play.",
        "Sa Force est égale à la plus haute Force imprimée d'une Créature en jeu.",
        box=BOX,
        power=_mimic,
    ),
    no_effect(
        "shapeshifters/mitosis",
        "Plays a copy of one of your minions from your hand.",
        "Joue depuis votre main un exemplaire d'une de vos Créatures.",
        box=BOX,
    ),
    one_shot(
        "shapeshifters/really",
        "Destroys one of your minions to play one of the same or lower power from your discard "
        "pile.",
        "Détruit une de vos Créatures pour en jouer une de Force égale ou inférieure depuis "
        "votre défausse.",
        box=BOX,
    ),
    modelled(
        "shapeshifters/shell-game",
        "Attached minion cannot be destroyed.",
        "La Créature porteuse ne peut pas être détruite.",
        box=BOX,
        protect=attached_protected("destroy", _SHELL_GAME, others_only=False),
    ),
    modelled(
        "shapeshifters/splice-as-nice",
        "Attached minion has +2 power.",
        "La Créature porteuse a +2 en Force.",
        box=BOX,
        aura=attached_aura(2),
    ),
    one_shot(
        "shapeshifters/transmogrify",
        "Destroys one of your minions to play a weaker one from your deck.",
        "Détruit une de vos Créatures pour en jouer une plus faible depuis votre pioche.",
        box=BOX,
    ),
    # --- super spies ---
    no_effect(
        "super-spies/discards-are-forever",
        "Players discard from their decks.",
        "Les joueurs défaussent depuis leur pioche.",
        box=BOX,
        shared_text_reason=PLAY_PHASE,
    ),
    no_effect(
        "super-spies/for-my-eyes-only",
        "Reorders the top of your deck.",
        "Réordonne le dessus de votre pioche.",
        box=BOX,
        shared_text_reason=WORDING,
    ),
    no_effect(
        "super-spies/from-q-with-love",
        "Draws and discards cards (POD: may trade a discard for an extra play).",
        "Pioche et défausse des cartes (POD : une défausse peut valoir un jeu supplémentaire).",
        box=BOX,
        shared_text_reason=PLAY_PHASE,
    ),
    no_effect(
        "super-spies/informant",
        "When played: looks at the top of a deck.",
        "Quand elle est jouée : regarde le dessus d'une pioche.",
        box=BOX,
        printing=POD,
    ),
    modelled(
        "super-spies/live-and-let-chum",
        "Special before a base scores: destroys a minion of power 3 or less there.",
        "Spéciale avant la Conquête d'une Base : détruit une Créature de Force 3 ou moins là-bas.",
        box=BOX,
        printing=ORIGINAL,
        special=_chum(3),
    ),
    modelled(
        "super-spies/live-and-let-chum",
        "Special before a base scores: destroys a minion of power 4 or less there.",
        "Spéciale avant la Conquête d'une Base : détruit une Créature de Force 4 ou moins là-bas.",
        box=BOX,
        printing=POD,
        special=_chum(4),
    ),
    no_effect(
        "super-spies/mindraker",
        "Looks at hands and hidden cards; draw a card and play an extra action.",
        "Regarde les mains et les cartes cachées ; piochez une carte et jouez une Action "
        "supplémentaire.",
        box=BOX,
        printing=POD,
    ),
    modelled(
        "super-spies/mole",
        "Before its base scores, lets you play an action there (a 'special' event, the action "
        "as choose.play).",
        "Avant la Conquête de sa Base, vous permet d'y jouer une Action (un événement "
        "'special', l'Action dans choose.play).",
        box=BOX,
        reminder=_MOLE_REMINDER[0],
        reminder_fr=_MOLE_REMINDER[1],
        shared_text_reason="an Ongoing in one printing, a Special in the other: both only allow "
        "an action, played by its Special event",
        before_scoring=_mole,
        special=applied_by_the_engine("before_scoring"),
    ),
    not_simulated(
        "super-spies/moon-zero-three",
        "Titan: may gain a +1 counter after another player discards; talent: looks at a deck.",
        "Titan : peut gagner un marqueur +1 après une défausse adverse ; Talent : regarde une "
        "pioche.",
        "Depends on what the board does not hold: whether another player discarded cards from "
        "their hand or deck during the Conquest phase (the board holds no hands or decks); type "
        "its counter as an add_counters event.",
        "Dépend de ce que le plateau ne contient pas : si un autre joueur a défaussé des cartes "
        "de sa main ou de sa pioche pendant la phase de Conquête (le plateau ne contient ni mains "
        "ni pioches) ; saisissez son marqueur comme événement add_counters.",
        box=BOX,
        printing=POD,
    ),
    no_effect(
        "super-spies/operative",
        "When played: rearranges the top or bottom of decks (POD: may bury a card).",
        "Quand elle est jouée : réarrange le dessus ou le dessous de pioches (POD : peut enterrer "
        "une carte).",
        box=BOX,
        shared_text_reason=PLAY_PHASE,
    ),
    one_shot(
        "super-spies/permit-to-kill",
        "Other players discard minions from the top of their decks (POD: you gain counters).",
        "Les autres joueurs défaussent les Créatures du dessus de leur pioche (POD : vous gagnez "
        "des marqueurs).",
        box=BOX,
        shared_text_reason=PLAY_PHASE,
    ),
    no_effect(
        "super-spies/secret-agent",
        "Another player who plays an action discards a card.",
        "Un autre joueur qui joue une Action défausse une carte.",
        box=BOX,
        shared_text_reason=WORDING,
    ),
    no_effect(
        "super-spies/spy",
        "When played: reorders the top of your deck.",
        "Quand elle est jouée : réordonne le dessus de votre pioche.",
        box=BOX,
        printing=ORIGINAL,
    ),
    modelled(
        "super-spies/the-base-is-not-enough",
        "Special before a base scores: you control a minion of power 4 or less there this turn.",
        "Spéciale avant la Conquête d'une Base : vous contrôlez ce tour-ci une Créature de Force "
        "4 ou moins là-bas.",
        box=BOX,
        printing=ORIGINAL,
        special=_base_not_enough(4),
    ),
    modelled(
        "super-spies/the-base-is-not-enough",
        "Special before a base scores: you control a minion of power 3 or less there this turn.",
        "Spéciale avant la Conquête d'une Base : vous contrôlez ce tour-ci une Créature de Force "
        "3 ou moins là-bas.",
        box=BOX,
        printing=POD,
        special=_base_not_enough(3),
    ),
    one_shot(
        "super-spies/the-spy-who-ditched-me",
        "Other players discard a minion or show they have none (POD: may give you counters).",
        "Les autres joueurs défaussent une Créature ou montrent qu'ils n'en ont pas (POD : peut "
        "vous donner des marqueurs).",
        box=BOX,
        shared_text_reason=PLAY_PHASE,
    ),
    # --- time travelers ---
    no_effect(
        "time-travelers/121-gigawatts",
        "Shuffles your discarded actions or minions into your deck.",
        "Mélange vos Actions ou vos Créatures défaussées dans votre pioche.",
        box=BOX,
    ),
    one_shot(
        "time-travelers/do-over",
        "Returns your minion to your hand; may replay it.",
        "Renvoie votre Créature en main ; vous pouvez la rejouer.",
        box=BOX,
    ),
    one_shot(
        "time-travelers/doctor-when",
        "When played: may return another of your minions to your hand and replay it.",
        "Quand elle est jouée : peut renvoyer une autre de vos Créatures en main et la rejouer.",
        box=BOX,
    ),
    one_shot(
        "time-travelers/into-the-time-slip",
        "Returns a card in play to its owner's hand.",
        "Renvoie une carte en jeu dans la main de son propriétaire.",
        box=BOX,
    ),
    no_effect(
        "time-travelers/its-astounding",
        "Plays an action from your discard pile.",
        "Joue une Action depuis votre défausse.",
        box=BOX,
    ),
    no_effect(
        "time-travelers/jumper",
        "May go back to your hand when it goes from play to the discard pile.",
        "Peut revenir dans votre main quand elle passe du jeu à la défausse.",
        box=BOX,
    ),
    no_effect(
        "time-travelers/repeater-perfect",
        "When played: an action from your discard pile on top of your deck.",
        "Quand elle est jouée : une Action de votre défausse sur votre pioche.",
        box=BOX,
    ),
    no_effect(
        "time-travelers/time-box",
        "Titan gathering counters out of play; talent: extra plays.",
        "Titan qui accumule des marqueurs hors jeu ; Talent : jeux supplémentaires.",
        box=BOX,
        printing=POD,
    ),
    not_simulated(
        "time-travelers/time-is-fleeting",
        "Special after a base scores: its replacement comes from the base discard pile.",
        "Spéciale après la Conquête d'une Base : sa remplaçante vient de la défausse de Bases.",
        "it depends on the bases in the base discard pile, which the board does not hold",
        "elle dépend des Bases de la défausse de Bases, que le plateau ne donne pas",
        box=BOX,
    ),
    no_effect(
        "time-travelers/time-raider",
        "Talent: a card from your discard pile under your deck.",
        "Talent : une carte de votre défausse sous votre pioche.",
        box=BOX,
    ),
    no_effect(
        "time-travelers/time-walk",
        "Extra plays and two cards; goes under your deck.",
        "Jeux supplémentaires et deux cartes ; va sous votre pioche.",
        box=BOX,
    ),
    no_effect(
        "time-travelers/wormhole",
        "Special after a base scores: shuffles your minions there into your deck (they leave "
        "play with the base's cards anyway).",
        "Spéciale après la Conquête d'une Base : mélange vos Créatures là-bas dans votre pioche "
        "(elles quittent le jeu avec les cartes de la Base de toute façon).",
        box=BOX,
    ),
)

# Abilities modelled with the hooks of issue 15.
register(
    modelled(
        "time-travelers/stasis-field",
        "This base cannot score; the action leaves at the start of your turn.",
        "Cette Base ne peut pas être conquise ; l'Action part au début de votre tour.",
        box=BOX,
        stops_scoring=stops_own_base,
    )
)


def _mindraker(game, base, card, target_base, played, player, effect):
    # Original: other players cannot play Specials while this base is scoring.
    if effect.playing_special and game.current is base and player != card.controller:
        return (
            "Mindraker: no Special of another player while this base scores",
            "Mindraker : pas de Spécial d'un autre joueur pendant la Conquête de cette Base",
        )
    return None


register(
    modelled(
        "super-spies/mindraker",
        "Other players cannot play Specials while this base scores.",
        "Les autres joueurs ne peuvent pas jouer de Spéciales pendant la Conquête de cette Base.",
        box=BOX,
        printing=ORIGINAL,
        protect_scope="everywhere",
        forbid_play=_mindraker,
    )
)
