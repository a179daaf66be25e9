"""World Tour: International Incident cards: Luchadors, Mounties, Musketeers, Sumo Wrestlers
(both printings). Summaries are our own words; rows are explained in entries.py."""

from __future__ import annotations

from ..model import ACTION
from .common import attached_to, is_minion, minions
from .effects import (
    applied_by_the_engine,
    attached_adds_nothing,
    cancels_attached,
    counter_on_attached_after_moved,
    destroy_one_of_each_rival,
    destroys_remembered_at_end_of_turn,
    own_minions_aura,
    own_minions_protected,
    self_protected,
    special_boost_one_of_yours,
    why,
)
from .entries import (
    HAND_EVENTS,
    HISTORY,
    NO_EFFECT,
    ONE_SHOT,
    rows,
)
from .registry import ONE_SHOT_REMINDER, ONE_SHOT_REMINDER_FR, modelled, register
from .targets import named_base, scoring_target

BOX = "World Tour: International Incident"

TABLE = [
    # --- luchadors ---
    (
        "luchadors/cheap-pop",
        ONE_SHOT,
        "+2 power to one of your minions this turn (+4 if a Set-Up is on a minion there).",
        "+2 de Force à une de vos Créatures ce tour-ci (+4 si un Set-Up est sur une "
        "Créature là-bas).",
    ),
    (
        "luchadors/senor-muchoslam = luchadors/el-sagrado",
        NO_EFFECT,
        "Takes an action back from the discard pile; talent: plays an action on a rival minion.",
        "Reprend une Action de la défausse ; Talent : joue une Action sur une Créature adverse.",
    ),
    (
        "luchadors/out-for-the-count",
        ONE_SHOT,
        "Takes back one of your actions from a minion, then destroys that minion.",
        "Reprend une de vos Actions posée sur une Créature, puis détruit cette Créature.",
    ),
    (
        "luchadors/quick-set-up",
        NO_EFFECT,
        "A Set-Up played on a rival minion; you may play an extra action.",
        "Un Set-Up joué sur une Créature adverse ; vous pouvez jouer une Action supplémentaire.",
    ),
    (
        "luchadors/senor-muchoslam-vs-the-monsters = luchadors/sagrado-vs-the-monsters",
        NO_EFFECT,
        "Sorts actions of your discard pile between hand and deck.",
        "Répartit des Actions de votre défausse entre votre main et votre pioche.",
    ),
    (
        "luchadors/smart-set-up",
        NO_EFFECT,
        "A Set-Up on a rival minion; you draw after the first minion played here each turn.",
        "Un Set-Up sur une Créature adverse ; vous piochez après la première Créature jouée ici "
        "chaque tour.",
    ),
    (
        "luchadors/tag-team",
        ONE_SHOT,
        "An extra minion where you already have one.",
        "Une Créature supplémentaire là où vous en avez déjà une.",
    ),
    (
        "luchadors/yellow-demon",
        NO_EFFECT,
        "May fetch a Set-Up from your deck or discard pile.",
        "Peut aller chercher un Set-Up dans votre pioche ou votre défausse.",
    ),
    # --- mounties ---
    (
        "mounties/dudlee",
        ONE_SHOT,
        "Talent: moves next to a rival minion for +1 power this turn.",
        "Talent : se déplace près d'une Créature adverse pour +1 de Force ce tour-ci.",
    ),
    (
        "mounties/move-aboot",
        ONE_SHOT,
        "Moves one of your minions next to a rival one, +2 power this turn.",
        "Déplace une de vos Créatures près d'une adverse, +2 de Force ce tour-ci.",
    ),
    (
        "mounties/northern-mover",
        ONE_SHOT,
        "Talent: moves another of your minions, or gives it +1 power this turn.",
        "Talent : déplace une autre de vos Créatures, ou lui donne +1 de Force ce tour-ci.",
    ),
    (
        "mounties/power-poutine",
        ONE_SHOT,
        "Up to two of your minions on one base get +2 power this turn.",
        "Jusqu'à deux de vos Créatures d'une Base gagnent +2 de Force ce tour-ci.",
    ),
    (
        "mounties/war-canuck",
        HISTORY,
        "Talent: +2 power until your next turn if a rival minion is here.",
        "Talent : +2 de Force jusqu'à votre prochain tour si une Créature adverse est ici.",
    ),
    # --- musketeers ---
    (
        "musketeers/biding-time",
        ONE_SHOT,
        "+2 power to a minion this turn; an extra action aimed at it.",
        "+2 de Force à une Créature ce tour-ci ; une Action supplémentaire qui la vise.",
    ),
    (
        "musketeers/dartagnan",
        NO_EFFECT,
        "Draws a card after your action affects it.",
        "Pioche une carte après qu'une de vos Actions la vise.",
    ),
    (
        "musketeers/en-garde",
        ONE_SHOT,
        "+1 power to a minion this turn; draw; an extra action.",
        "+1 de Force à une Créature ce tour-ci ; pioche ; une Action supplémentaire.",
    ),
    (
        "musketeers/make-way",
        ONE_SHOT,
        "Moves one of your minions; an extra action.",
        "Déplace une de vos Créatures ; une Action supplémentaire.",
    ),
    (
        "musketeers/on-a-roll",
        ONE_SHOT,
        "Two extra actions aimed at the same minion.",
        "Deux Actions supplémentaires visant la même Créature.",
    ),
    (
        "musketeers/one-for-all",
        ONE_SHOT,
        "Your minions on one base get +1 power this turn; an extra action.",
        "Vos Créatures d'une Base gagnent +1 de Force ce tour-ci ; une Action supplémentaire.",
    ),
    (
        "musketeers/to-battle",
        ONE_SHOT,
        "An extra minion, then an extra action aimed at it.",
        "Une Créature supplémentaire, puis une Action supplémentaire qui la vise.",
    ),
    (
        "musketeers/token-of-affection",
        NO_EFFECT,
        "Fetches an action aimed at minions from your deck or discard pile; may play it.",
        "Va chercher dans votre pioche ou défausse une Action qui vise une Créature ; peut la "
        "jouer.",
    ),
    # --- sumo wrestlers ---
    (
        "sumo-wrestlers/body-slam",
        ONE_SHOT,
        "Moves all of one rival's minions off a base where you have a minion.",
        "Déplace toutes les Créatures d'un adversaire hors d'une Base où vous avez une Créature.",
    ),
    (
        "sumo-wrestlers/bulking-stew",
        ONE_SHOT,
        "Discard cards for +1 counters on your minions.",
        "Défaussez des cartes pour des marqueurs +1 sur vos Créatures.",
    ),
    (
        "sumo-wrestlers/chikara-mizu",
        ONE_SHOT,
        "+2 power to one of your minions this turn (+4 by discarding a card).",
        "+2 de Force à une de vos Créatures ce tour-ci (+4 en défaussant une carte).",
    ),
    (
        "sumo-wrestlers/fighting-spirit-prize",
        ONE_SHOT,
        "Two cards drawn, and two +1 counters shared among your minions.",
        "Piochez deux cartes et posez deux marqueurs +1 sur vos Créatures.",
    ),
    (
        "sumo-wrestlers/grasp-the-belt",
        ONE_SHOT,
        "Moves a minion away from a base where you have a minion.",
        "Déplace une Créature hors d'une Base où vous avez une Créature.",
    ),
    (
        "sumo-wrestlers/head-butt",
        ONE_SHOT,
        "Destroys a rival action on a base where you have a minion.",
        "Détruit une Action adverse sur une Base où vous avez une Créature.",
    ),
    (
        "sumo-wrestlers/performance-prize",
        NO_EFFECT,
        "Its player draws three cards.",
        "Piochez trois cartes.",
    ),
    (
        "sumo-wrestlers/rookie-sumo",
        ONE_SHOT,
        "May discard a card for two +1 counters on one of your minions.",
        "Peut défausser une carte pour deux marqueurs +1 sur une de vos Créatures.",
    ),
    (
        "sumo-wrestlers/technique-prize",
        ONE_SHOT,
        "Three +1 counters on one of your minions.",
        "Trois marqueurs +1 sur une de vos Créatures.",
    ),
    (
        "sumo-wrestlers/third-tier",
        ONE_SHOT,
        "May move a small rival minion away to draw a card.",
        "Peut déplacer ailleurs une petite Créature adverse pour piocher une carte.",
    ),
    (
        "sumo-wrestlers/top-tier",
        HAND_EVENTS,
        "A +1 counter on itself after you discard from your hand.",
        "Un marqueur +1 sur elle après que vous défaussez depuis votre main.",
    ),
]


def _set_up_on_rival(game, base, card) -> bool:
    """One of the card controller's actions is on another player's minion on this base."""
    rivals = {c.id for c in minions(base) if c.controller != card.controller}
    return any(
        c.type == ACTION and c.controller == card.controller and c.attached_to in rivals
        for c in base.cards
    )


def _flor_loca(game, base, card) -> int:
    return 2 if _set_up_on_rival(game, base, card) else 0


def _mountie_major(game, base, card) -> int:
    # The other player with the most minions here: that count (ties give the same number).
    counts: dict[str, int] = {}
    for c in minions(base):
        if c.controller != card.controller:
            counts[c.controller] = counts.get(c.controller, 0) + 1
    return max(counts.values(), default=0)


def _last_stand(game, window, scoring, card, player, choose):
    target, reason = scoring_target(
        window, "before_scoring", scoring, choose, lambda c: c.controller == player
    )
    if reason:
        return reason
    game.boost(scoring, target, 2, why(card))
    return None


def _when_calls_the_badge(game, window, scoring, card, player, choose):
    base = named_base(game, choose)
    if base is None:
        return (
            "name the base of your minions (choose.to)",
            "nommez la Base de vos Créatures (choose.to)",
        )
    for minion in minions(base, player):
        game.add_counters(base, minion, 1, why(card))
    return None


_BATTLE_MOOSE = (
    "Battle Moose: cannot be destroyed by other players' cards",
    "Battle Moose : ne peut pas être détruite par les cartes des autres joueurs",
)
_YOKOZUNA = (
    "Yokozuna: cannot be moved by other players' cards",
    "Yokozuna : ne peut pas être déplacée par les cartes des autres joueurs",
)


def _capa_roja(game, scoring, base, card) -> None:
    what = (
        "destroy minions of printed power 3 or less here, one per other player (choose.order)",
        "détruire ici des Créatures de Force imprimée 3 ou moins, une par autre joueur "
        "(choose.order)",
    )
    choice = game.ask_card(base, card, card.controller, what)
    if choice is None:
        return
    reason = destroy_one_of_each_rival(game, base, card.controller, choice, card)
    if reason:
        game.log_card(base, card, reason)


def _is_set_up(card) -> bool:
    key = card.key or ""
    return card.type == ACTION and key.startswith("luchadors/") and key.endswith("set-up")


def _reversal(game, window, scoring, card, player, choose):
    def has_set_up(target) -> bool:
        return any(_is_set_up(c) and c.attached_to == target.id for c in scoring.cards)

    target, reason = scoring_target(window, "before_scoring", scoring, choose, has_set_up)
    if reason:
        return reason
    if player in game.at_place(game.standings(scoring), 1):
        return (f"{player} is winning this base", f"{player} est en tête sur cette Base")
    game.take_control(scoring, target, player, why(card), until_end_of_turn=True)
    return None


MODELLED = [
    modelled(
        "mounties/always-get-our-man",
        "Moves your minion next to a weaker rival minion (choose.card, choose.to; which one, "
        "choose.cards, when several); that minion is destroyed at the end of the turn.",
        "Déplace votre Créature près d'une Créature adverse plus faible (choose.card, "
        "choose.to ; laquelle, choose.cards, s'il y en a plusieurs) ; cette Créature est "
        "détruite à la fin du tour.",
        box=BOX,
        reminder=ONE_SHOT_REMINDER,
        reminder_fr=ONE_SHOT_REMINDER_FR,
        end_of_turn=destroys_remembered_at_end_of_turn,
    ),
    # Issue 25, family 4: its Special may be played during the Conquest phase (after a Special
    # action, its controller's first action of the turn); the +1 is then applied.
    modelled(
        "mounties/eh",
        "Special, after your first action of a turn: played as an extra action, +1 power to one "
        "of your minions this turn (choose.card); may go back to hand.",
        "Spécial, après votre première Action du tour : jouée en Action supplémentaire, +1 de "
        "Force à une de vos Créatures ce tour-ci (choose.card) ; peut revenir en main.",
        box=BOX,
        special=special_boost_one_of_yours(1),
    ),
    modelled(
        "luchadors/capa-roja",
        "Special before its base scores (a choice of the card): may destroy there the minions "
        "named in choose.order, of printed power 3 or less, one per other player.",
        "Spéciale avant la Conquête de sa Base (un choix de la carte) : peut y détruire les "
        "Créatures nommées dans choose.order, de Force imprimée 3 ou moins, une par autre "
        "joueur.",
        box=BOX,
        before_scoring=_capa_roja,
        special=applied_by_the_engine("before_scoring"),
    ),
    modelled(
        "luchadors/reversal",
        "Special before a base you are not winning scores: take a minion with a Set-Up there "
        "(choose.card) until the end of the turn (destroying your actions on it: scripted "
        "destroys).",
        "Spéciale avant la Conquête d'une Base où vous n'êtes pas en tête : prenez-y une "
        "Créature portant un Set-Up (choose.card) jusqu'à la fin du tour (détruire vos Actions "
        "sur elle : destructions scriptées).",
        box=BOX,
        special=_reversal,
    ),
    modelled(
        "luchadors/flor-loca",
        "+2 power while one of your actions is on another player's minion here.",
        "+2 de Force tant qu'une de vos Actions est sur une Créature adverse ici.",
        box=BOX,
        aliases=("luchadors/la-torcha",),
        power=_flor_loca,
    ),
    modelled(
        "luchadors/powerful-set-up",
        "A Set-Up on a rival minion; your minions here have +1 power.",
        "Un Set-Up sur une Créature adverse ; vos Créatures ici ont +1 de Force.",
        box=BOX,
        aura=own_minions_aura(1),
    ),
    modelled(
        "mounties/battle-moose",
        "On your minion: your minions here cannot be destroyed by rivals' cards.",
        "Sur votre Créature : vos Créatures ici ne peuvent pas être détruites par les cartes "
        "adverses.",
        box=BOX,
        protect=own_minions_protected("destroy", _BATTLE_MOOSE),
    ),
    modelled(
        "mounties/haich-q",
        "On a base: your minions here have +1 power (its talent acts in the Play phase).",
        "Sur une Base : vos Créatures ici ont +1 de Force (son Talent agit pendant la phase "
        "de jeu).",
        box=BOX,
        aura=own_minions_aura(1),
    ),
    modelled(
        "mounties/mountie-major",
        "+1 power per minion here of the rival with the most minions here.",
        "+1 de Force par Créature ici de l'adversaire qui en a le plus ici.",
        box=BOX,
        power=_mountie_major,
    ),
    modelled(
        "mounties/when-calls-the-badge",
        "A +1 counter on each of your minions on one base (choose.to); may be played before a "
        "base scores (a special event).",
        "Un marqueur +1 sur chacune de vos Créatures d'une Base (choose.to) ; peut se jouer "
        "avant une Conquête (événement special).",
        box=BOX,
        special=_when_calls_the_badge,
    ),
    modelled(
        "musketeers/last-stand",
        "Special before a base scores: +2 power this turn to one of your minions there "
        "(choose.card); draw a card.",
        "Spéciale avant la Conquête d'une Base : +2 de Force ce tour-ci à une de vos "
        "Créatures là-bas (choose.card) ; piochez une carte.",
        box=BOX,
        special=_last_stand,
    ),
    modelled(
        "musketeers/porthos",
        "Not affected by other players' actions.",
        "N'est pas affectée par les Actions des autres joueurs.",
        box=BOX,
        protect=self_protected("affect", None, kind="action", name="Porthos"),
    ),
    modelled(
        "sumo-wrestlers/yokozuna",
        "Your minions cannot be moved by rivals' cards (its talent acts in the Play phase).",
        "Vos Créatures ne peuvent pas être déplacées par les cartes adverses (son Talent agit "
        "pendant la phase de jeu).",
        box=BOX,
        protect_scope="everywhere",
        protect=own_minions_protected("move", _YOKOZUNA),
    ),
]


# Musketeers: "an action that directly affects" a minion: an action played on it (a scripted
# play attached to it: the on_other_played hooks), or a one-shot action (or Special) whose own
# effect changes its power (the on_powered / on_weakened hooks: Biding Time's +2 on it). Each
# action counts once per minion (an attached action raising its minion's power is heard twice).
def _your_action_on(played, by, card, target) -> bool:
    return played.type == ACTION and by == card.controller and attached_to(played, target)


def _acting_action(game, effect):
    """(the action whose own effect is acting, its player) while a one-shot action played
    now resolves or a Special action is played, else None (a Talent, a card in play, a
    minion's ability, a base's...)."""
    if effect.special is not None and not effect.special_in_play:
        card, by = effect.special, effect.special_by
    elif effect.source is not None:
        card, by = effect.source, effect.controller
    else:
        return None
    if card.type != ACTION or not game.played_this_turn(card):
        return None
    if card.id is not None and game.find(card.id) is not None:
        # In play: an action played on a minion (heard as played on it) or a Talent of one.
        return None
    return card, by


def _directly(game, card, played, target) -> bool:
    """Whether `played` directly affecting `target` is new to `card` (once per action)."""
    return game.flag("directly affects", card.uid, played.uid, target.uid)


def _on_changed(react):
    """on_powered / on_weakened hooks calling react(game, base, card, target_base, target,
    played) after a one-shot action of `card`'s controller changed `target`'s power."""

    def hook(game, base, card, target_base, target, amount, how, effect) -> None:
        acting = _acting_action(game, effect)
        if acting is None or acting[1] != card.controller:
            return
        found = game.find(target.id) if target.id is not None else None
        if found is not None:
            react(game, base, card, found[0], found[1], acting[0])

    return {"on_powered": hook, "on_weakened": hook}


# All for One acted this turn (game.lasting_data): the card is then destroyed when the turn
# ends.
_ALL_FOR_ONE_ACTED = "all-for-one-acted"


def _all_for_one(game, base, card, target_base, played, by, effect) -> None:
    minion = game.attached(base, card)
    if minion is not None and played is not card and _your_action_on(played, by, card, minion):
        if _directly(game, card, played, minion):
            game.boost(base, minion, 1, why(card))
            game.lasting_data[(_ALL_FOR_ONE_ACTED, card.uid)] = True


def _all_for_one_changed(game, base, card, target_base, target, played) -> None:
    minion = game.attached(base, card)
    if minion is not None and minion.uid == target.uid and _directly(game, card, played, target):
        game.boost(target_base, target, 1, why(card))
        game.lasting_data[(_ALL_FOR_ONE_ACTED, card.uid)] = True


def _all_for_one_end_of_turn(game, base, card) -> None:
    if game.lasting_data.get((_ALL_FOR_ONE_ACTED, card.uid)):
        game.destroy(base, card, card.controller, why(card))


def _athos(game, base, card, target_base, played, by, effect) -> None:
    for minion in minions(base, card.controller):
        if minion is not card and _your_action_on(played, by, card, minion):
            if _directly(game, card, played, minion):
                game.boost(base, minion, 1, why(card))


def _athos_changed(game, base, card, target_base, target, played) -> None:
    if (
        target_base is base
        and target.uid != card.uid
        and target.controller == card.controller
        and is_minion(target)
        and _directly(game, card, played, target)
    ):
        game.boost(target_base, target, 1, why(card))


def _young_musketeer(game, base, card, target_base, played, by, effect) -> None:
    # "The first time each turn": the first such play of the input (earlier ones are not on
    # the board).
    if _your_action_on(played, by, card, card) and game.flag("young-musketeer", card.id):
        game.boost(base, card, 1, why(card))


def _young_musketeer_changed(game, base, card, target_base, target, played) -> None:
    if target.uid == card.uid and game.flag("young-musketeer", card.id):
        game.boost(target_base, target, 1, why(card))


_PLAYED_ON = (
    " (an action played on it, or a one-shot action changing its power; another effect of a "
    "one-shot action on it is not seen: type the +1 with a boost)",
    " (une Action jouée sur elle, ou une Action à effet immédiat qui change sa Force ; un autre "
    "effet d'une Action à effet immédiat sur elle n'est pas vu : saisissez le +1 avec un boost)",
)

MODELLED.extend(
    (
        modelled(
            "musketeers/all-for-one",
            "On a minion: after another of your actions is played on it, +1 power this turn (then "
            "this card is destroyed at the end of the turn)" + _PLAYED_ON[0] + ".",
            "Sur une Créature : après une autre de vos Actions jouée sur elle, +1 de Force ce "
            "tour-ci (puis cette carte est détruite à la fin du tour)" + _PLAYED_ON[1] + ".",
            box=BOX,
            on_other_played=_all_for_one,
            end_of_turn=_all_for_one_end_of_turn,
            **_on_changed(_all_for_one_changed),
        ),
        modelled(
            "musketeers/athos",
            "Your other minions here gain +1 power this turn after your action is played on them"
            + _PLAYED_ON[0]
            + ".",
            "Vos autres Créatures ici gagnent +1 de Force ce tour-ci après qu'une de vos "
            "Actions est jouée sur elles" + _PLAYED_ON[1] + ".",
            box=BOX,
            on_other_played=_athos,
            **_on_changed(_athos_changed),
        ),
        modelled(
            "musketeers/young-musketeer",
            "+1 power this turn after your first action played on it each turn"
            + _PLAYED_ON[0]
            + ".",
            "+1 de Force ce tour-ci après votre première Action jouée sur elle à chaque tour"
            + _PLAYED_ON[1]
            + ".",
            box=BOX,
            on_other_played=_young_musketeer,
            **_on_changed(_young_musketeer_changed),
        ),
    )
)


def aramis_played(game, base, card, target_base, played, by, effect) -> None:
    # Once during its controller's turn, an action aimed at it lets its player aim one more at
    # it as an extra action: an action played on it (the Musketeers' reading of an action
    # aimed at a minion) grants an extra action played on it.
    if played.type != ACTION or not attached_to(played, card) or card not in base.cards:
        return
    if by != card.controller or by != game.active:
        return
    if ("once per turn", card.uid) in game.flags:
        return
    game.flag("once per turn", card.uid)
    game.grant_play(by, ACTION, 1, None, None, why(card), on_card=card)


# Aramis, whose printed text World Champs' Aramis (10th Anniversary) reprints.
ARAMIS_SUMMARY = (
    "Once on your turn, after your action is played on it, an extra action played on it (after "
    "a standard action aimed at it, not seen: the next action is warned as beyond the turn's "
    "plays).",
    "Une fois pendant votre tour, après une de vos Actions jouée sur elle, une Action "
    "supplémentaire jouée sur elle (après une Action standard qui la vise, non vue : l'Action "
    "suivante est signalée au-delà des cartes du tour).",
)

register(
    *rows(BOX, TABLE),
    *MODELLED,
    modelled("musketeers/aramis", *ARAMIS_SUMMARY, box=BOX, on_other_played=aramis_played),
)

# Abilities modelled with the hooks of issue 15.
register(
    modelled(
        "luchadors/pin",
        "On a minion carrying one of your actions: its abilities are cancelled and its power "
        "counts for nobody here.",
        "Sur une Créature portant une de vos Actions : ses capacités sont annulées et sa "
        "Force ne compte pour personne ici.",
        box=BOX,
        cancels=cancels_attached,
        contribution=attached_adds_nothing,
        # Its clarification: the power still counts toward breaking the base, not toward its
        # controller's total for VP.
        ranks_only=True,
    )
)

register(
    modelled(
        "mounties/bring-em-in",
        "On a minion: a +1 counter each time it moves to another base.",
        "Sur une Créature : un marqueur +1 chaque fois qu'elle change de Base.",
        box=BOX,
        on_other_moved=counter_on_attached_after_moved,
    )
)
