"""Oops, You Did It Again cards: ancient Egyptians, cowboys, samurai, vikings."""

from __future__ import annotations

from .. import error_messages as E
from .. import messages as M
from ..model import BURIED, ORIGINAL, POD
from . import burying
from .common import attached_to, is_minion
from .effects import PLAY_PHASE_ONLY, anchor, lasting, why
from .entries import (
    BURY_EVENTS_REMINDER,
    BURY_EVENTS_REMINDER_FR,
    bury_events,
    hand_only,
    talent,
)
from .registry import modelled, no_effect, one_shot, register
from .targets import (
    NO_TARGET,
    NOT_BEFORE_SCORING,
    minions_at,
    minions_everywhere,
    pick,
    pick_base,
    pick_many,
)

BOX = "Oops, You Did It Again"
WORDING = "wording only; same effect"

# --- hooks -------------------------------------------------------------------------------------

_POSSE = (
    "Form a Posse: it cannot be destroyed, moved or returned to the hand this turn",
    "Form a Posse : elle ne peut être ni détruite, ni déplacée, ni renvoyée en main ce tour-ci",
)


def _form_a_posse(game, window, scoring, card, player, choose):
    # A one-shot action played during the Play phase: the minions of its player in play then
    # get +1 and its protections until the end of the turn (minions played later do not).
    if window != "now":
        return PLAY_PHASE_ONLY
    where = anchor(game, scoring)
    if where is None:
        return NO_TARGET
    covered = minions_everywhere(game, player)
    game.lasting_data[card.uid] = frozenset(c.uid for _, c in covered)
    game.add_lasting(where, card)
    for base, target in covered:
        game.boost(base, target, 1, why(card))
    return None


def _form_a_posse_protect(game, base, card, target_base, target, what, by, effect):
    # Only destroy, move and return are refused (their power may still change).
    if what not in ("destroy", "move", "return") or not lasting(base, card):
        return None
    return _POSSE if target.uid in game.lasting_data.get(card.uid, ()) else None


def _ancient_curse(game, base, card, target_base, target) -> int:
    return -2 if attached_to(card, target) else 0


def _plague_of_locusts(game, window, scoring, card, player, choose) -> M.Loc | None:
    # "Choose a base": the scoring base unless `choose.to` names another.
    bases = list(game.bases)
    if scoring in bases:
        bases.remove(scoring)
        bases.insert(0, scoring)
    if not bases:
        return NO_TARGET
    target = pick_base(game, bases[0], card, player, choose, bases, ("a base", "une Base"))
    if target is None:
        return NO_TARGET
    for b, minion in minions_at(target):
        if minion.controller != player:
            game.boost(b, minion, -1, ("Plague of Locusts", "Plague of Locusts"))
    return None


def _priest_of_anubis(game, base, card) -> int:
    buried = any(c.type == BURIED and c.controller == card.controller for c in base.cards)
    return 2 if buried else 0


def _dynamite_surprise(game, window, scoring, card, player, choose) -> M.Loc | None:
    if window != "before_scoring" or scoring is None:
        return NOT_BEFORE_SCORING
    if not minions_at(scoring, player):
        return ("you have no minion there", "vous n'avez pas de Créature là")
    totals = game.totals(scoring)[0]
    if totals.get(player, 0) > max((v for p, v in totals.items() if p != player), default=0):
        return ("you are winning there", "vous y gagnez")
    small = [x for x in minions_at(scoring) if game.power(*x) <= 4]
    what = ("a minion of power 4 or less there", "une Créature de Force 4 ou moins là")
    found = pick(game, scoring, card, player, choose, small, what)
    if found is None:
        return NO_TARGET
    game.destroy(found[0], found[1], player, ("Dynamite Surprise", "Dynamite Surprise"))
    return None


def _deputy(game, window, scoring, card, player, choose) -> M.Loc | None:
    # Duels are not run by the engine: only its use on its player's own turn is modelled.
    if game.active != player:
        return (
            "this Special is used on your own turn (or in a duel)",
            "ce Spécial s'utilise pendant votre tour (ou en duel)",
        )
    mine = minions_everywhere(game, player)
    here = scoring or (mine[0][0] if mine else None)
    everyone = minions_everywhere(game)
    if here is None or not everyone:
        return NO_TARGET
    # Default: the player's own minions on the scoring base first.
    first = minions_at(here, player)
    seen = {c.uid for _, c in first}
    candidates = first + [x for x in everyone if x[1].uid not in seen]
    found = pick(game, here, card, player, choose, candidates, ("a minion", "une Créature"))
    if found is None:
        return NO_TARGET
    game.boost(found[0], found[1], 2, ("Deputy", "Deputy"))
    return None


# Duels (Oops, You Did It Again; Grosse Boîte pour Geek booklet p. 8): each controller may lay a
# duel card from hand face down; then the minion with more power wins, and on a tie both sides
# get every effect of the duel. Hands are not on the board: no duel card is laid (assumed).
NO_DUEL_CARD = (
    "the players' hands are not on the board: no duel card is laid",
    "les mains des joueurs ne sont pas sur le plateau : aucune carte de duel n'est posée",
)


def _duel_reactions(game, base, duellist):
    """The on_duel hooks of the cards in play for one duellist; the duellist as it is now."""
    for src_base in list(game.bases):
        for src in list(src_base.cards):
            own = src.ability
            if own is not None and own.on_duel is not None and src in src_base.cards:
                own.on_duel(game, src_base, src, base, duellist)
                duellist = next((c for c in base.cards if c.uid == duellist.uid), duellist)
    return duellist


def _pinkerton(game, base, card, duel_base, duellist) -> None:
    # Once per duel, one of its controller's minions in the duel may get a +1 counter (a
    # choice of the card). The original printing acts on its own base only (the POD errata
    # lifts that limit); a duel pits two players' minions, so one of them at most is theirs.
    if duellist.controller != card.controller or duellist not in duel_base.cards:
        return
    if card.printing == ORIGINAL and duel_base is not base:
        return
    what = (
        f"place a +1 power counter on {duellist.label()} in its duel",
        f"placer un marqueur +1 sur {duellist.label()} en duel",
    )
    if game.ask_card(base, card, card.controller, what) is not None:
        game.add_counters(duel_base, duellist, 1, why(card))


def _bushi(game, card, base) -> None:
    # Gone from play to the discard pile with 5 or more power (its power just before): 1 VP.
    power = game.left_powers.get(card.uid)
    if power is not None and power >= 5 and card.controller is not None:
        game.gain_vp(card.controller, 1, base, why(card))


def _bushi_destroyed(game, base, card, by) -> None:
    ability = base.ability
    if ability is None or not ability.destroy_destination:  # else it goes elsewhere
        _bushi(game, card, base)


def _bushi_discarded(game, scoring, card, discarded) -> None:
    _bushi(game, card, scoring)


def _duel_destroy(game, base, card, player, mine, theirs, why: M.Loc) -> None:
    """`mine` (of `player`) duels `theirs` on `base`: the loser is destroyed (both on a tie)."""
    game.assume(base.id, player, card.key, None, NO_DUEL_CARD, card=card.id, fact=True)
    if "on_duel" in game.board.card_hook_names:
        mine, theirs = _duel_reactions(game, base, mine), _duel_reactions(game, base, theirs)
    power_mine = game.power(base, mine)
    power_theirs = game.power(base, theirs)
    game.log_card(
        base,
        card,
        (
            f"duel: {mine.label()} ({power_mine}) against {theirs.label()} ({power_theirs})",
            f"duel : {mine.label()} ({power_mine}) contre {theirs.label()} ({power_theirs})",
        ),
    )
    losers = []
    if power_mine <= power_theirs:
        losers.append(mine)
    if power_theirs <= power_mine:
        losers.append(theirs)
    for loser in losers:
        game.destroy(base, loser, player, why)


def sheriff_duel(game, scoring, base, card) -> None:
    """Sheriff's Special (Cowboys, and World Champs' reprint of the same text): before its base
    scores it may duel another player's minion there; the loser is destroyed."""
    player = card.controller
    what = ("duel another player's minion here", "provoquer en duel une Créature adverse ici")
    choice = game.ask_card(base, card, player, what)
    if choice is None:
        return
    theirs = [x for x in minions_at(base) if x[1].controller != player]
    found = game.chosen_card(choice, theirs, E.A_RIVAL_MINION_HERE())
    if found is not None:
        _duel_destroy(game, base, card, player, card, found[1], ("Sheriff", "Sheriff"))


def _heart_of_the_battle(game, window, scoring, card, player, choose) -> M.Loc | None:
    if window != "before_scoring" or scoring is None:
        return NOT_BEFORE_SCORING
    mine = minions_at(scoring, player)
    theirs = [x for x in minions_at(scoring) if x[1].controller != player]
    if not mine or not theirs:
        return NO_TARGET
    picked = pick_many(game, choose, mine + theirs, ("a minion there", "une Créature là"))
    own = next((x for x in picked if x[1].controller == player), None)
    other = next((x for x in picked if x[1].controller != player), None)
    if own is None or other is None:
        own = own or mine[0]
        other = other or theirs[0]
        game.assume(
            scoring.id,
            player,
            card.key,
            {"order": [own[1].id, other[1].id]},
            M.PICK_DEFAULT(
                player=player,
                what=("two duellists", "deux duellistes"),
                card=f"{own[1].label()}, {other[1].label()}",
            ),
            card=card.id,
        )
    why = ("Heart of the Battle", "Heart of the Battle")
    _duel_destroy(game, scoring, card, player, own[1], other[1], why)
    return None


# --- ancient Egyptians -------------------------------------------------------------------------

register(
    modelled(
        "ancient-egyptians/ancient-curse",
        "On a minion: may remove a counter from it; -2 power.",
        "Sur une Créature : peut lui retirer un marqueur ; -2 en Force.",
        box=BOX,
        reminder="The counter is removed when it is played: type it in the board.",
        reminder_fr="Le marqueur est retiré quand elle est jouée : saisissez-le sur le plateau.",
        aura=_ancient_curse,
    ),
    modelled(
        "ancient-egyptians/blessing-of-anubis",
        "Buried when played; when uncovered, your minions here get +2 this turn.",
        "Enterrée quand elle est jouée ; dévoilée, vos Créatures ici ont +2 ce tour-ci.",
        box=BOX,
        reminder=BURY_EVENTS_REMINDER,
        reminder_fr=BURY_EVENTS_REMINDER_FR,
        on_uncovered=burying.boost_own_minions_here(2),
    ),
    modelled(
        "ancient-egyptians/lost-knowledge",
        "Buries a card from hand (choose.to) or uncovers one of yours (choose.card); Special: "
        "also before a base scores.",
        "Enterre une carte de la main (choose.to) ou dévoile une des vôtres (choose.card) ; "
        "Spécial : aussi avant une Conquête.",
        box=BOX,
        special=burying.lost_knowledge,
    ),
    modelled(
        "ancient-egyptians/mummy",
        "Special: after its base scores, may bury itself on another base (choose.to).",
        "Spécial : après la Conquête de sa Base, peut s'enterrer sur une autre Base (choose.to).",
        box=BOX,
        after_scoring=burying.bury_self_elsewhere(may=True),
    ),
    one_shot(
        "ancient-egyptians/mummy-strength",
        "Your minion gets +4 this turn beside a buried card, else +2.",
        "Votre Créature a +4 ce tour-ci à côté d'une carte enterrée, sinon +2.",
        box=BOX,
    ),
    modelled(
        "ancient-egyptians/pharaoh",
        "Draws when buried cards are uncovered; Special: before its base scores, may uncover "
        "one of yours here (choose.card).",
        "Pioche quand des cartes sont dévoilées ; Spécial : avant la Conquête de sa Base, peut "
        "dévoiler ici une des vôtres (choose.card).",
        box=BOX,
        play_scope="everywhere",
        before_scoring=burying.may_uncover_here,
        on_other_uncovered=burying.draw_on_uncover,
    ),
    modelled(
        "ancient-egyptians/plague-of-locusts",
        "Others' minions on a base get -1 this turn; Special: also before scoring.",
        "Les Créatures adverses d'une Base ont -1 ce tour-ci ; Spécial : aussi avant une Conquête.",
        box=BOX,
        special=_plague_of_locusts,
    ),
    modelled(
        "ancient-egyptians/priest-of-anubis",
        "+2 power while you have a card buried here.",
        "+2 en Force tant que vous avez une carte enterrée ici.",
        box=BOX,
        power=_priest_of_anubis,
    ),
    bury_events(
        "ancient-egyptians/pyramid-engineer",
        "On play: may uncover a card here; Talent: bury a card here.",
        "En jeu : peut dévoiler une carte ici ; Talent : enterrez une carte ici.",
        box=BOX,
        shared_text_reason=WORDING,
    ),
    bury_events(
        "ancient-egyptians/seal-the-tomb",
        "Bury up to two cards, or uncover up to two, on one base.",
        "Enterrez jusqu'à deux cartes, ou dévoilez-en deux, sur une Base.",
        box=BOX,
    ),
    # Issue 25, family 6: its text is quoted (not unknown). Its entry, its after-scoring return
    # of a buried card (to hand instead of the discard pile) and its Talent touch no total.
    no_effect(
        "ancient-egyptians/sphinx",
        "Titan: enters by taking back a buried card; after a base scores, may take a buried card "
        "there back to hand.",
        "Titan : entre en reprenant une carte enterrée ; après une Conquête, peut reprendre en "
        "main une carte enterrée là-bas.",
        box=BOX,
    ),
    modelled(
        "ancient-egyptians/tomb-trap",
        "Buried when played; when uncovered, may destroy a minion of power 4 or less here "
        "(choose.card).",
        "Enterrée quand elle est jouée ; dévoilée, peut détruire ici une Créature de Force 4 "
        "ou moins (choose.card).",
        box=BOX,
        reminder=BURY_EVENTS_REMINDER,
        reminder_fr=BURY_EVENTS_REMINDER_FR,
        on_uncovered=burying.may_destroy_small_here(4),
    ),
    hand_only(
        "ancient-egyptians/you-can-take-it-with-you",
        "Buried; when uncovered, draw three cards.",
        "Enterrée ; dévoilée, piochez trois cartes.",
        box=BOX,
    ),
)

# --- cowboys -----------------------------------------------------------------------------------

register(
    modelled(
        "cowboys/deputy",
        "Special: on your turn or in a duel, discard it from hand for +2 to a minion.",
        "Spécial : à votre tour ou en duel, défaussez-la de votre main pour +2 à une Créature.",
        box=BOX,
        special=_deputy,
    ),
    modelled(
        "cowboys/dynamite-surprise",
        "Special, before a base with your minion scores, if not winning: destroy a minion (4 "
        "or less).",
        "Spécial, avant la Conquête d'une Base avec votre Créature, si vous ne gagnez pas : "
        "détruisez une Créature (4 ou moins).",
        box=BOX,
        reminder="Its second Special answers a look at your hand or deck: type that destruction.",
        reminder_fr="Son second Spécial répond à un regard sur votre main ou pioche : saisissez "
        "cette destruction.",
        special=_dynamite_surprise,
    ),
    modelled(
        "cowboys/form-a-posse",
        "Your minions get +1 and cannot be destroyed, moved or returned this turn.",
        "Vos Créatures ont +1 et ne peuvent être ni détruites, ni déplacées, ni renvoyées ce "
        "tour-ci.",
        box=BOX,
        reminder="Played during the Play phase: give it as a 'special' event with when 'now'.",
        reminder_fr="Jouée pendant la phase de jeu : saisissez-la comme événement 'special' avec "
        "when 'now'.",
        protect_scope="everywhere",
        special=_form_a_posse,
        protect=_form_a_posse_protect,
    ),
    hand_only(
        "cowboys/gold-in-them-thar-hills",
        "Take one of your top three cards; may play it.",
        "Prenez une de vos trois cartes du dessus ; peut la jouer.",
        box=BOX,
    ),
    hand_only(
        "cowboys/gold-strike",
        "On a base: draw after you play a minion here.",
        "Sur une Base : piochez après chacune de vos Créatures jouées ici.",
        box=BOX,
    ),
    one_shot(
        "cowboys/gunfighter",
        "On play: may duel another player's minion here; the loser is destroyed.",
        "En jeu : peut provoquer en duel une Créature adverse ici ; la perdante est détruite.",
        box=BOX,
    ),
    one_shot(
        "cowboys/high-noon",
        "Your minion duels another's beside it; a win gives an extra minion there.",
        "Votre Créature affronte en duel une voisine adverse ; une victoire donne une Créature "
        "en plus.",
        box=BOX,
    ),
    # Issue 25, family 6: its text is quoted. The engine's duels compare powers at once (no card
    # is played during them), so its rule for duels here changes nothing; the draw is in hand.
    no_effect(
        "cowboys/pecos-bill",
        "Titan: joins your duels; keeps duelling minions in place; draws after a won duel.",
        "Titan : rejoint vos duels ; garde en place les duellistes ; pioche après un duel gagné.",
        box=BOX,
    ),
    modelled(
        "cowboys/pinkerton",
        "Once a duel, may put a counter on your duelling minion here (a choice of the card).",
        "Une fois par duel, peut mettre un marqueur sur votre Créature en duel ici (un choix de "
        "la carte).",
        box=BOX,
        printing=ORIGINAL,
        # Read by _duel_destroy (duels are run by the cards that start them): a marker hook.
        on_duel=_pinkerton,
    ),
    modelled(
        "cowboys/pinkerton",
        "Once a duel, may put a counter on your duelling minion on any base (a choice of the "
        "card).",
        "Une fois par duel, peut mettre un marqueur sur votre Créature en duel, sur toute Base "
        "(un choix de la carte).",
        box=BOX,
        printing=POD,
        on_duel=_pinkerton,
    ),
    one_shot(
        "cowboys/quick-draw",
        "Your minion gets +4 this turn in a duel, else +2.",
        "Votre Créature a +4 ce tour-ci en duel, sinon +2.",
        box=BOX,
    ),
    one_shot(
        "cowboys/run-em-off",
        "Duel: the winner gets +3 this turn and the loser is moved away.",
        "Duel : la gagnante a +3 ce tour-ci et la perdante est déplacée.",
        box=BOX,
    ),
    modelled(
        "cowboys/sheriff",
        "Special: before its base scores, may duel another's minion here; loser destroyed.",
        "Spécial : avant la Conquête de sa Base, peut provoquer une Créature adverse en duel ; "
        "la perdante est détruite.",
        box=BOX,
        before_scoring=sheriff_duel,
    ),
    one_shot(
        "cowboys/stagecoach",
        "Up to two of your cards go from one base to another.",
        "Déplacez jusqu'à deux de vos cartes d'une Base vers une autre.",
        box=BOX,
    ),
)

# --- samurai -----------------------------------------------------------------------------------

register(
    modelled(
        "samurai/bushi",
        "1 VP when it goes from play to the discard with power 5 or more.",
        "1 PV quand elle passe du jeu à la défausse avec 5 en Force ou plus.",
        box=BOX,
        on_destroyed=_bushi_destroyed,
        on_discarded=_bushi_discarded,
    ),
    one_shot(
        "samurai/code-of-bushido",
        "Three counters spread on your minions.",
        "Trois marqueurs répartis sur vos Créatures.",
        box=BOX,
    ),
    modelled(
        "samurai/heart-of-the-battle",
        "Special, before a base scores: your minion there duels another; loser destroyed.",
        "Spécial, avant une Conquête : votre Créature y affronte une adverse en duel ; la "
        "perdante est détruite.",
        box=BOX,
        reminder="Its choice: order = [your minion, the other player's minion].",
        reminder_fr="Son choix : order = [votre Créature, la Créature adverse].",
        special=_heart_of_the_battle,
    ),
    one_shot(
        "samurai/honor-the-ancestors",
        "A counter on your minion; recycle discarded minions.",
        "Un marqueur sur votre Créature ; recyclez des Créatures défaussées.",
        box=BOX,
    ),
    hand_only(
        "samurai/honor-the-fallen",
        "On a base: draw when your minion here goes to the discard.",
        "Sur une Base : piochez quand votre Créature ici part à la défausse.",
        box=BOX,
    ),
    one_shot(
        "samurai/honorable-combat",
        "Where you trail, a duel; the winner's player gains 1 VP (type it).",
        "Là où vous êtes derrière, un duel ; le joueur gagnant gagne 1 PV (à saisir).",
        box=BOX,
    ),
    one_shot(
        "samurai/ronin",
        "On play, alone here: may place two counters on it.",
        "En jeu, seule ici : peut recevoir deux marqueurs.",
        box=BOX,
    ),
    hand_only(
        "samurai/samurai-chan",
        "Draw when it goes from play to the discard.",
        "Piochez quand elle passe du jeu à la défausse.",
        box=BOX,
    ),
    one_shot(
        "samurai/way-of-the-warrior",
        "Your minion gets +3 this turn and draws you a card if it is discarded.",
        "Votre Créature a +3 ce tour-ci et vous fait piocher si elle est défaussée.",
        box=BOX,
    ),
    one_shot(
        "samurai/yokai-attack",
        "Destroy a minion of yours for an extra minion and action.",
        "Détruisez une de vos Créatures pour une Créature et une Action en plus.",
        box=BOX,
    ),
)

# --- vikings -----------------------------------------------------------------------------------

register(
    one_shot(
        "vikings/berserk",
        "Put a hand card on your deck: your minion gets +4 this turn.",
        "Remettez une carte sur votre pioche : votre Créature a +4 ce tour-ci.",
        box=BOX,
        printing=ORIGINAL,
    ),
    one_shot(
        "vikings/berserk",
        "Put a hand card on your deck: your minion gets +3 this turn.",
        "Remettez une carte sur votre pioche : votre Créature a +3 ce tour-ci.",
        box=BOX,
        printing=POD,
    ),
    hand_only(
        "vikings/cast-the-runes",
        "See another's hand and reorder their top two; an extra action.",
        "Regardez la main d'un autre et réordonnez ses deux cartes du dessus ; une Action en plus.",
        box=BOX,
    ),
    one_shot(
        "vikings/combat-training",
        "Your minions get +1 this turn.",
        "Vos Créatures ont +1 ce tour-ci.",
        box=BOX,
    ),
    talent(
        "vikings/huscarl",
        "Talent: put a hand card on your deck for +2 this turn.",
        "Talent : remettez une carte sur votre pioche pour +2 ce tour-ci.",
        box=BOX,
    ),
    hand_only(
        "vikings/pillage",
        "Take a random card from another player's hand.",
        "Prenez une carte au hasard dans la main d'un autre joueur.",
        box=BOX,
    ),
    talent(
        "vikings/raider",
        "Talent: up to three hand cards on your deck, +1 each this turn.",
        "Talent : jusqu'à trois cartes remises sur votre pioche, +1 chacune ce tour-ci.",
        box=BOX,
    ),
    one_shot(
        "vikings/raiding-party",
        "Play an action or small minion from another's top three cards.",
        "Jouez une Action ou une petite Créature parmi les trois cartes du dessus d'un autre.",
        box=BOX,
    ),
    one_shot(
        "vikings/ransack",
        "Take an action in play or a buried card into your hand.",
        "Prenez en main une Action en jeu ou une carte enterrée.",
        box=BOX,
    ),
    hand_only(
        "vikings/shield-maiden",
        "On play: may take another's top card.",
        "En jeu : peut prendre la carte du dessus d'un autre joueur.",
        box=BOX,
    ),
    hand_only(
        "vikings/tribute",
        "Draw three cards.",
        "Piochez trois cartes.",
        box=BOX,
    ),
    hand_only(
        "vikings/valkyrie",
        "On play: take a minion from another's discard.",
        "En jeu : prenez une Créature dans la défausse d'un autre.",
        box=BOX,
    ),
)

# Abilities modelled with the hooks of issue 15.


def _to_discard(base, target) -> bool:
    """A destroyed card goes to its owner's discard pile unless its base sends it elsewhere."""
    ability = base.ability
    return not (ability is not None and ability.destroy_destination)


def _shogun_destroyed(game, base, card, target_base, target, by) -> None:
    if target.controller == card.controller and is_minion(target) and card in base.cards:
        if _to_discard(target_base, target):
            game.add_counters(base, card, 1, why(card))


def _shogun_discarded(game, scoring, base, card, discarded) -> None:
    count = sum(1 for c in discarded if is_minion(c) and c.controller == card.controller)
    if count:
        game.add_counters(base, card, count, why(card))


register(
    modelled(
        "samurai/shogun",
        "A counter on it when another of your minions goes from play to the discard (destroyed, "
        "or after its base scores).",
        "Un marqueur sur elle quand une autre de vos Créatures passe du jeu à la défausse "
        "(détruite, ou après la Conquête de sa Base).",
        box=BOX,
        on_other_destroyed=_shogun_destroyed,
        on_other_discarded=_shogun_discarded,
    )
)


def _its_minion_discarded(card, discarded) -> bool:
    return any(c.id is not None and c.id == card.attached_to and is_minion(c) for c in discarded)


def _final_haiku(game, scoring, card, discarded) -> None:
    # After its minion goes from play to the discard: the controller's minions in play get +2
    # until the end of the turn.
    if not _its_minion_discarded(card, discarded):
        return
    for base in list(game.bases):
        for _, minion in minions_at(base, card.controller):
            if minion in base.cards:
                game.boost(base, minion, 2, why(card))


def _viking_funeral(game, scoring, card, discarded) -> None:
    # After its minion goes to the discard: 1 VP (putting it in the box changes nothing here).
    if _its_minion_discarded(card, discarded):
        game.gain_vp(card.controller, 1, scoring, why(card))


register(
    modelled(
        "samurai/final-haiku",
        "On your minion: when it goes to the discard, your minions get +2 this turn.",
        "Sur votre Créature : quand elle part à la défausse, vos Créatures ont +2 ce tour-ci.",
        box=BOX,
        on_discarded=_final_haiku,
    ),
    modelled(
        "vikings/viking-funeral",
        "On your big minion: 1 VP when it goes to the discard.",
        "Sur votre grosse Créature : 1 PV quand elle part à la défausse.",
        box=BOX,
        on_discarded=_viking_funeral,
    ),
)
