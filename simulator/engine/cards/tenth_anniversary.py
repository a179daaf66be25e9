"""10th Anniversary cards: Mermaids, Skeletons, World Champs, and the Sheep (also a promo), both
printings. Summaries are our own words; rows are explained in entries.py."""

from __future__ import annotations

from .. import error_messages as E
from .. import messages as M
from . import burying
from .common import is_minion
from .effects import (
    EARLIER_REMINDER,
    attached_aura,
    follow_a_minion_leaving,
    in_the_run,
    lasting,
    minions_here_add_nothing,
    must_move_elsewhere,
    own_minions_aura,
    record_in_the_run,
    rivals_add_less,
    rivals_aura,
    special_boost_one_of_yours,
    transfer_when_its_minion_leaves,
    why,
)
from .entries import (
    BURY_EVENTS_REMINDER,
    BURY_EVENTS_REMINDER_FR,
    NO_EFFECT,
    ONE_SHOT,
    RANDOM,
    bury_events,
    rows,
)
from .international_incident import ARAMIS_SUMMARY, aramis_played
from .oops_you_did_it_again import sheriff_duel
from .registry import copier, modelled, register
from .that_70s_expansion import DIVA_SUMMARY, SAME_WAY_REMINDER, diva, diva_powered

BOX = "10th Anniversary"
SHEEP_BOX = "Sheep Promo"
WORDING = "wording only; same effect"

SHARED = {
    "world-champs/aramis": WORDING,
    "world-champs/bewitched": WORDING,
    "world-champs/calicoin": WORDING,
    "world-champs/mummy": "the label differs (Ongoing or Special); the effect after scoring is "
    "the same",
    "world-champs/stoneford": "the action goes to the hand either way; no effect at scoring",
}

TABLE = [
    # --- mermaids ---
    (
        "mermaids/captive-audience",
        ONE_SHOT,
        "One of your minions gets +1 power this turn per minion there you do not own; an extra "
        "action.",
        "Une de vos Créatures gagne ce tour-ci +1 de Force par Créature là-bas qui n'est pas "
        "à vous ; une Action supplémentaire.",
    ),
    (
        "mermaids/charmer",
        ONE_SHOT,
        "Talent: may move, then may bring a small rival minion to its base.",
        "Talent : peut se déplacer, puis amener sur sa Base une petite Créature adverse.",
    ),
    (
        "mermaids/mermaid-queen",
        ONE_SHOT,
        "Brings a rival minion here or picks one here; if small, you control it this turn.",
        "Amène ici une Créature adverse ou en choisit une ici ; si elle est petite, vous la "
        "contrôlez ce tour-ci.",
    ),
    (
        "mermaids/siren-song",
        ONE_SHOT,
        "Moves one minion of each rival from a base to one base where you have a minion.",
        "Déplace une Créature de chaque adversaire d'une Base vers une Base où vous avez une "
        "Créature.",
    ),
    (
        "mermaids/toll-bay",
        NO_EFFECT,
        "Draw a card per rival minion on one base.",
        "Piochez une carte par Créature adverse sur une Base.",
    ),
    # --- skeletons (the cards that bury or uncover are in SKELETONS below) ---
    (
        "skeletons/gravetender",
        NO_EFFECT,
        "Draws once per turn after another of your cards is buried or uncovered.",
        "Pioche une fois par tour après qu'une autre de vos cartes est enterrée ou dévoilée.",
    ),
    # --- world champs ---
    (
        "world-champs/akye-the-turtle",
        NO_EFFECT,
        "May give a card from your hand to a rival to draw two.",
        "Peut donner une carte de votre main à un adversaire pour en piocher deux.",
    ),
    (
        "world-champs/calicoin",
        ONE_SHOT,
        "May put a +1 counter on another minion here.",
        "Peut poser un marqueur +1 sur une autre Créature ici.",
    ),
    (
        "world-champs/fast-as-lightning",
        ONE_SHOT,
        "+2 power to a minion this turn; it would go to hand instead of the discard pile.",
        "+2 de Force à une Créature ce tour-ci ; elle irait en main au lieu de la défausse.",
    ),
    (
        "world-champs/fighting-spirit-prize",
        ONE_SHOT,
        "Two cards drawn, and two +1 counters shared among your minions.",
        "Piochez deux cartes et posez deux marqueurs +1 sur vos Créatures.",
    ),
    (
        "world-champs/high-speed-chase",
        ONE_SHOT,
        "On a base; talent: moves to another base with one of your minions, +3 power this turn.",
        "Sur une Base ; Talent : passe sur une autre Base avec une de vos Créatures, +3 de "
        "Force ce tour-ci.",
    ),
    (
        "world-champs/its-blitzin-time@original",
        ONE_SHOT,
        "One of your minions gets +3 power this turn.",
        "Une de vos Créatures gagne +3 de Force ce tour-ci.",
    ),
    (
        "world-champs/its-blitzin-time@pod",
        ONE_SHOT,
        "One of your minions gets +4 power this turn.",
        "Une de vos Créatures gagne +4 de Force ce tour-ci.",
    ),
    (
        "world-champs/kaiju-conflict",
        NO_EFFECT,
        "Two extra actions.",
        "Deux Actions supplémentaires.",
    ),
    (
        "world-champs/mouse-bird-and-sausage",
        ONE_SHOT,
        "Up to two minions of one faction on a base get +2 power this turn.",
        "Jusqu'à deux Créatures d'une même faction sur une Base gagnent +2 de Force ce tour-ci.",
    ),
    (
        "world-champs/rainbow-girl",
        ONE_SHOT,
        "Your other minions here get +1 power this turn.",
        "Vos autres Créatures ici gagnent +1 de Force ce tour-ci.",
    ),
    (
        "world-champs/samurai-chan",
        NO_EFFECT,
        "Draws after it goes from play to the discard pile.",
        "Pioche après être passée du jeu à la défausse.",
    ),
    (
        "world-champs/shark-tattoo",
        NO_EFFECT,
        "On your minion: a +1 counter now and at the start of your turns while it is alone.",
        "Sur votre Créature : un marqueur +1 maintenant et au début de vos tours tant qu'elle est "
        "seule.",
    ),
    (
        # The Vikings' Shield Maiden's text: a "when played" reveal, in the Play phase.
        "world-champs/shield-maiden",
        NO_EFFECT,
        "Takes the top card of a rival's deck if it is an action or a small minion.",
        "Prend la première carte de la pioche d'un adversaire si c'est une Action ou une petite "
        "Créature.",
    ),
    (
        "world-champs/smart-set-up",
        NO_EFFECT,
        "On a rival minion; you draw after the first minion played here each turn.",
        "Sur une Créature adverse ; vous piochez après la première Créature jouée ici chaque tour.",
    ),
    (
        "world-champs/stoneford",
        NO_EFFECT,
        "Fetches an action from your deck.",
        "Va chercher une Action dans votre pioche.",
    ),
    # --- sheep ---
    (
        "sheep/ewe-shall-pass",
        ONE_SHOT,
        "Moves one of your minions; draw; an extra action.",
        "Déplace une de vos Créatures ; piochez ; une Action supplémentaire.",
    ),
    (
        "sheep/on-the-lamb",
        ONE_SHOT,
        "Moves your minion and all of one rival's minions from a base to another.",
        "Déplace votre Créature et toutes celles d'un adversaire d'une Base vers une autre.",
    ),
    (
        "sheep/ram",
        ONE_SHOT,
        "Talent: moves, then may send a small minion there back to hand.",
        "Talent : se déplace, puis peut renvoyer en main une petite Créature là-bas.",
    ),
    (
        "sheep/to-follow-or-not",
        RANDOM,
        "Plays or returns a random action of a rival's discard pile; draw.",
        "Joue ou rend une Action au hasard de la défausse d'un adversaire ; piochez.",
    ),
    (
        "sheep/wood-for-sheep",
        RANDOM,
        "Reveals a random card of a rival's hand and may play it.",
        "Révèle une carte au hasard de la main d'un adversaire et peut la jouer.",
    ),
]


def _shipwreck_cove_moves(game, scoring, base, card, standings) -> None:
    # Its Special: after its base scores, it may go to another base (a choice of the card).
    others = [b for b in game.bases if b is not base]
    what = ("move this action to another base", "déplacer cette Action sur une autre Base")
    if not others:
        return
    choice = game.ask_card(base, card, card.controller, what)
    if choice is None:
        return
    dst = game.chosen_base(choice, others, E.ANOTHER_BASE())
    if dst is not None:
        game.move(card, base, dst, card.controller, why(card))


def _black_sheep(game, base, card, target_base, played, by, effect) -> None:
    # After another minion is played here, it must move to another base.
    if played is card or not is_minion(played) or card not in base.cards:
        return
    must_move_elsewhere(game, base, card, "Black Sheep")


def _temptress(game, base, card) -> int:
    # "If one or more minions of other players have moved to here during this turn, this minion
    # has +2 power until the end of the turn" (known when the run moved one here).
    return 2 if in_the_run(game, "rival moved here", base.id, card.controller) else 0


def _temptress_moved(game, base, card, target_base, target, src, by, effect) -> None:
    if target_base is base and src is not base and is_minion(target):
        if target.controller != card.controller:
            record_in_the_run(game, "rival moved here", base.id, card.controller)


MODELLED = [
    # Issue 25, family 6: a rival minion the run moved here is known.
    modelled(
        "mermaids/temptress",
        "+2 power this turn if rival minions moved here this turn (known when the run moved them).",
        "+2 de Force ce tour-ci si des Créatures adverses sont arrivées ici ce tour-ci "
        "(connu quand la simulation les a déplacées).",
        box=BOX,
        reminder=EARLIER_REMINDER[0],
        reminder_fr=EARLIER_REMINDER[1],
        power=_temptress,
        on_other_moved=_temptress_moved,
    ),
    # The Mounties' Eh's text (issue 25, families 4 and 7): the same Special hook.
    modelled(
        "world-champs/eh",
        "Special, after your first action of a turn: played as an extra action, +1 power to one "
        "of your minions this turn (choose.card); may go back to hand.",
        "Spécial, après votre première Action du tour : jouée en Action supplémentaire, +1 de "
        "Force à une de vos Créatures ce tour-ci (choose.card) ; peut revenir en main.",
        box=BOX,
        shared_text_reason="the POD text drops the 'Special' label; it is played the same way",
        special=special_boost_one_of_yours(1),
    ),
    modelled(
        "mermaids/desert-island",
        "On a base: minions here add no power to their controllers' totals (until your next turn).",
        "Sur une Base : les Créatures ici n'ajoutent rien au total de leur contrôleur (jusqu'à "
        "votre prochain tour).",
        box=BOX,
        contribution=minions_here_add_nothing,
        # Their power is unchanged: a base breaks on "la somme des Forces de toutes les
        # Créatures" (Conflit de Générations rulebook, p. 7), as Pin's clarification says.
        ranks_only=True,
    ),
    modelled(
        "mermaids/siren",
        "Rivals' minions here add 1 less power to their totals.",
        "Les Créatures adverses ici ajoutent 1 de Force de moins à leur total.",
        box=BOX,
        contribution=rivals_add_less(1),
        # Their power is unchanged: a base breaks on "la somme des Forces de toutes les
        # Créatures" (Conflit de Générations rulebook, p. 7), as Pin's clarification says.
        ranks_only=True,
    ),
    modelled(
        "sheep/black-sheep",
        "Moves to another base (choose.to) after another minion is played here.",
        "Part sur une autre Base (choose.to) après qu'une autre Créature est jouée ici.",
        box=SHEEP_BOX,
        on_other_played=_black_sheep,
    ),
    modelled(
        "mermaids/becalmed-shores",
        "On a base: rivals' minions here have -1 power (its talent acts in the Play phase).",
        "Sur une Base : les Créatures adverses ici ont -1 de Force (son Talent agit pendant "
        "la phase de jeu).",
        box=BOX,
        aura=rivals_aura(-1),
    ),
    modelled(
        "mermaids/shipwreck-cove",
        "On a base: your minions here have +1 power; after it scores, may move to another base "
        "(choose.to).",
        "Sur une Base : vos Créatures ici ont +1 de Force ; après la Conquête, peut passer "
        "sur une autre Base (choose.to).",
        box=BOX,
        aura=own_minions_aura(1),
        after_scoring=_shipwreck_cove_moves,
    ),
    # The Cowboys' Sheriff's text (issue 25, family 7): the same duel before its base scores.
    # The original printing says "Special:" (window_specials.py lists it); the POD one does not.
    *(
        modelled(
            "world-champs/sheriff",
            "Before its base scores, may duel another's minion here; loser destroyed.",
            "Avant la Conquête de sa Base, peut provoquer une Créature adverse en duel ; la "
            "perdante est détruite.",
            box=BOX,
            printing=printing,
            before_scoring=sheriff_duel,
        )
        for printing in ("original", "pod")
    ),
    modelled(
        "world-champs/bewitched",
        "On a minion: +2 power; when that minion leaves play, moves to another minion (a choice "
        "of the card: card).",
        "Sur une Créature : +2 de Force ; quand elle quitte le jeu, passe sur une autre "
        "Créature (un choix de la carte : card).",
        box=BOX,
        shared_text_reason=WORDING,
        aura=attached_aura(2),
        on_discarded=transfer_when_its_minion_leaves,
    ),
    modelled(
        "sheep/shearing",
        "On a minion: -2 power (the draw and its return to hand act outside the Conquest).",
        "Sur une Créature : -2 de Force (la pioche et son retour en main ont lieu hors de "
        "la Conquête).",
        box=SHEEP_BOX,
        aura=attached_aura(-2),
    ),
]

# Burying and uncovering (booklet p. 8; cards/burying.py). The one-shot actions and talents act
# in the Play phase: their reminder asks for the scripted events "bury" / "uncover".
SKELETONS = [
    modelled(
        "skeletons/burst-forth",
        "Special before a base scores: uncovers one of your buried cards there (choose.card).",
        "Spécial avant une Conquête : dévoile une de vos cartes enterrées là-bas (choose.card).",
        box=BOX,
        special=burying.burst_forth,
    ),
    bury_events(
        "skeletons/dig-em-up",
        "Uncovers up to three of your buried cards on a base.",
        "Dévoile jusqu'à trois de vos cartes enterrées sur une Base.",
        box=BOX,
    ),
    bury_events(
        "skeletons/grave-goods",
        "Buries cards from your hand, or uncovers one with two +1 counters.",
        "Enterre des cartes de votre main, ou en dévoile une avec deux marqueurs +1.",
        box=BOX,
    ),
    modelled(
        "skeletons/gravestones",
        "On a base: may put a +1 counter on a minion uncovered here; after its base scores, "
        "buried on another base (choose.to).",
        "Sur une Base : peut mettre un marqueur +1 sur une Créature dévoilée ici ; après la "
        "Conquête de sa Base, enterrée sur une autre Base (choose.to).",
        box=BOX,
        on_other_uncovered=burying.counter_on_uncovered(here=True),
        after_scoring=burying.bury_self_elsewhere(may=False),
    ),
    bury_events(
        "skeletons/graveyard",
        "On a base; talent: uncovers one of your buried cards here, maybe with a +1 counter.",
        "Sur une Base ; Talent : dévoile ici une de vos cartes enterrées, avec un marqueur +1 "
        "possible.",
        box=BOX,
    ),
    modelled(
        "skeletons/hearse-fleet",
        "Moves your buried cards (choose.order) between bases; Special before a base scores: "
        "up to two, to or from it.",
        "Déplace vos cartes enterrées (choose.order) entre les Bases ; Spécial avant une "
        "Conquête : deux au plus, vers elle ou depuis elle.",
        box=BOX,
        special=burying.hearse_fleet,
    ),
    modelled(
        "skeletons/lord-of-bones",
        "May put a +1 counter on any other minion uncovered; talent: buries or uncovers here.",
        "Peut mettre un marqueur +1 sur toute autre Créature dévoilée ; Talent : enterre ou "
        "dévoile ici.",
        box=BOX,
        play_scope="everywhere",
        reminder=BURY_EVENTS_REMINDER,
        reminder_fr=BURY_EVENTS_REMINDER_FR,
        on_other_uncovered=burying.counter_on_uncovered(here=False),
    ),
    bury_events(
        "skeletons/place-em-down",
        "Buries minions from your discard pile (6 power in all).",
        "Enterre des Créatures de votre défausse (6 de Force en tout).",
        box=BOX,
    ),
    modelled(
        "skeletons/returned-one",
        "May bury itself when played; when uncovered, may uncover another of your buried cards "
        "here (choose.card).",
        "Peut s'enterrer quand elle est jouée ; dévoilée, peut dévoiler ici une autre de vos "
        "cartes enterrées (choose.card).",
        box=BOX,
        reminder=BURY_EVENTS_REMINDER,
        reminder_fr=BURY_EVENTS_REMINDER_FR,
        on_uncovered=burying.uncover_another_here,
    ),
    bury_events(
        "skeletons/revenant",
        "On your turn, may bury itself from your discard pile.",
        "À votre tour, peut s'enterrer depuis votre défausse.",
        box=BOX,
    ),
    bury_events(
        "skeletons/spooky-scary",
        "Buries a small minion from your discard pile; draw.",
        "Enterre une petite Créature de votre défausse ; piochez.",
        box=BOX,
    ),
    modelled(
        "world-champs/mummy",
        "After its base scores, may be buried on another base (choose.to).",
        "Après la Conquête de sa Base, peut être enterrée sur une autre Base (choose.to).",
        box=BOX,
        shared_text_reason=SHARED["world-champs/mummy"],
        after_scoring=burying.bury_self_elsewhere(may=True),
    ),
]


def _charmed_contribution(game, base, card, target_base, target, power) -> int:
    # The minion Charmed chose (its play ability, plays/tenth_anniversary.py, files the card as
    # lasting with that minion's uid) adds no power to its controller's total this turn.
    if not lasting(base, card) or target.uid != game.lasting_data.get(card.uid):
        return power
    return 0


MODELLED.append(
    modelled(
        "mermaids/charmed",
        "May move a small minion next to yours; its power counts for nobody this turn; an extra "
        "action.",
        "Peut déplacer une petite Créature près des vôtres ; sa Force ne compte pour personne "
        "ce tour-ci ; une Action supplémentaire.",
        box=BOX,
        reminder="Give it as a play event: its ability is applied (choose.card, choose.to).",
        reminder_fr="Saisissez-la comme événement play : sa capacité est appliquée (choose.card, "
        "choose.to).",
        aura_scope="everywhere",
        contribution=_charmed_contribution,
        # Its power is unchanged: it still counts to break the base (as Desert Island).
        ranks_only=True,
    )
)


def _ultimate_song_cancels(game, base, card, target_base, target) -> bool:
    # The minions the other players play on its base after it (its forced plays: its play
    # ability, plays/tenth_anniversary.py, files it as lasting there with the uids of the
    # cards already there) have their abilities cancelled for the rest of the turn.
    return (
        lasting(base, card)
        and target.controller != card.controller
        and is_minion(target)
        and game.played_this_turn(target)
        and target.uid not in game.lasting_data.get(card.uid, ())
    )


MODELLED.append(
    modelled(
        "mermaids/ultimate-song",
        "Rivals must play a small minion on a base of yours, their abilities cancelled this "
        "turn; extra cards for you.",
        "Les adversaires doivent jouer une petite Créature sur une de vos Bases, leurs "
        "capacités annulées ce tour-ci ; des cartes supplémentaires pour vous.",
        box=BOX,
        reminder="Give it as a play event, then each other player's minion as a play event on "
        "that base: the abilities of those minions are cancelled (their play and their "
        "continuous abilities).",
        reminder_fr="Saisissez-la comme événement play, puis la Créature de chaque autre joueur "
        "comme événement play sur cette Base : les capacités de ces Créatures sont annulées "
        "(leur effet en jeu et leurs capacités continues).",
        cancels=_ultimate_song_cancels,
    )
)

_SHEEP = [row for row in TABLE if row[0].startswith("sheep/")]
_REST = [row for row in TABLE if not row[0].startswith("sheep/")]

register(*rows(BOX, _REST, SHARED), *rows(SHEEP_BOX, _SHEEP, SHARED), *MODELLED, *SKELETONS)


def _in_sheeps_clothing(game, base, card, target_base, target, src, by, effect) -> None:
    # After another minion moves from here to another base, its minion may follow (and this
    # action is destroyed).
    minion = game.attached(base, card)
    if minion is None or src is not base or target_base is base or target is minion:
        return
    if not is_minion(target):
        return
    what = (
        f"move {minion.label()} to {target_base.id} and destroy this action",
        f"déplacer {minion.label()} sur {target_base.id} et détruire cette Action",
    )
    if game.ask_card(base, card, card.controller, what) is None:
        return
    if game.move(minion, base, target_base, card.controller, why(card)):
        found = game.find(card.id)
        if found is not None:
            game.destroy(found[0], found[1], card.controller, why(card))


register(
    modelled(
        "sheep/flock",
        "Follows another minion that moves from here to another base.",
        "Suit une autre Créature qui part d'ici vers une autre Base.",
        box=SHEEP_BOX,
        on_other_moved=follow_a_minion_leaving,
    ),
    modelled(
        "sheep/in-sheeps-clothing",
        "On a minion: may follow another minion that moves away from here (the action is then "
        "destroyed).",
        "Sur une Créature : peut suivre une autre Créature qui part d'ici (l'Action est alors "
        "détruite).",
        box=SHEEP_BOX,
        on_other_moved=_in_sheeps_clothing,
    ),
)


def _counting_sheep(game, base, card, target_base, target, amount, how, effect) -> None:
    # Once a turn, when another player's minion gains power, its controller's minions here get
    # +1 power for the rest of the turn (that minion may be on any base: its clarification).
    # An increase before the board (earlier this turn) is not known: the first one of the run
    # triggers it.
    if card not in base.cards or amount <= 0 or not is_minion(target):
        return
    if target.controller in (None, card.controller):
        return
    if ("once per turn", card.uid) in game.flags:
        return
    game.flag("once per turn", card.uid)
    for mine in [c for c in base.cards if is_minion(c) and c.controller == card.controller]:
        game.boost(base, mine, 1, why(card))


register(
    modelled(
        "sheep/counting-sheep",
        "On a base: once per turn, after a rival minion gains power, your minions here get +1 "
        "this turn.",
        "Sur une Base : une fois par tour, après un gain de Force d'une Créature adverse, vos "
        "Créatures ici gagnent +1 ce tour-ci.",
        box=SHEEP_BOX,
        on_powered=_counting_sheep,
    ),
)


register(
    modelled(
        "world-champs/aramis",
        *ARAMIS_SUMMARY,
        box=BOX,
        shared_text_reason=SHARED["world-champs/aramis"],
        on_other_played=aramis_played,
    ),
)


def _little_bo_peep(game, base, card, target_base, target, what, by, effect):
    # Other players cannot move minions (anyone's) to or from its base.
    if what != "move" or by is None or by == card.controller or not is_minion(target):
        return None
    if card not in base.cards:
        return None
    if target_base is base and effect.to is not base:
        return (
            "another player cannot move minions away from Little Bo Peep's base",
            "un autre joueur ne peut pas déplacer de Créatures hors de la Base de Little Bo Peep",
        )
    if effect.to is base and target_base is not base:
        return (
            "another player cannot move minions to Little Bo Peep's base",
            "un autre joueur ne peut pas déplacer de Créatures sur la Base de Little Bo Peep",
        )
    return None


register(
    modelled(
        "sheep/little-bo-peep",
        "Other players cannot move minions to or from its base; its talent acts in the Play phase.",
        "Les adversaires ne peuvent pas déplacer de Créatures vers ou depuis sa Base ; son Talent "
        "agit pendant la phase de jeu.",
        box=SHEEP_BOX,
        protect_scope="everywhere",
        protect=_little_bo_peep,
    ),
)


def _dolly_copies_nothing(game, window, scoring, card, player, choose):
    # Hello, Dolly! played without "copies": it has no ability of its own to apply.
    return M.COPY_NOT_GIVEN()


# Cards that copy another card's ability (issue 15).
register(
    copier(
        "sheep/hello-dolly",
        "Played after another player's action, it has that action's ability (\"copies\": that "
        "action); copying an ongoing action, it stays in play with it.",
        "Jouée après une Action d'un autre joueur, elle a la capacité de cette Action "
        '("copies" : cette Action) ; si elle copie une Action continue, elle reste en jeu '
        "avec elle.",
        box=SHEEP_BOX,
        copy_target="other_players_action",
        special=_dolly_copies_nothing,
    ),
    # The Disco Dancers' Diva's text: the same hook (issue 25, family 7).
    modelled(
        "world-champs/diva",
        DIVA_SUMMARY[0],
        DIVA_SUMMARY[1],
        box=BOX,
        reminder=SAME_WAY_REMINDER[0],
        reminder_fr=SAME_WAY_REMINDER[1],
        on_special=diva,
        on_powered=diva_powered,
    ),
)
