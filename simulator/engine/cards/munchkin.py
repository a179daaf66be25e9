"""Smash Up: Munchkin cards: clerics, dwarves, elves, halflings, mages, orcs, thieves, warriors.

Many print-on-demand records print another text than the original box: those cards get one
entry per printing.
"""

from __future__ import annotations

from .. import error_messages as E
from .. import messages as M
from ..model import MONSTER, ORIGINAL, POD
from .common import attached_to, is_minion
from .effects import (
    after_card_played,
    attached_adds_nothing,
    attached_aura,
    attached_protected,
    by_other,
    cancels_attached,
    lasting,
    not_affected_by,
    why,
)
from .entries import (
    HAND_EVENTS,
    START_OF_TURN,
    hand_only,
    hidden,
    talent,
)
from .registry import (
    ONE_SHOT_REMINDER,
    ONE_SHOT_REMINDER_FR,
    modelled,
    no_effect,
    not_simulated,
    one_shot,
    register,
)
from .targets import (
    NO_TARGET,
    NOT_AFTER_SCORING,
    NOT_BEFORE_SCORING,
    assume_order,
    minions_at,
    minions_everywhere,
    other_bases,
    pick,
    pick_base,
    pick_many,
)

BOX = "Smash Up: Munchkin"
WORDING = "wording only; same effect"
NEITHER = "the printings differ, but neither acts while bases score"
TREASURES = (
    "which cards on the minion are treasures (treasure cards are not catalog cards)",
    "quelles cartes sur la Créature sont des Trésors (ils ne sont pas au catalogue)",
)

# --- hooks -------------------------------------------------------------------------------------

_SPECIALS_STOPPED = (
    "And Stay Down: other players cannot play or use Specials while this base scores",
    "And Stay Down : les autres joueurs ne peuvent ni jouer ni utiliser de Spéciaux pendant "
    "cette Conquête",
)
_NOT_LEADING = (
    "its player does not have the highest total power there",
    "son joueur n'a pas la plus grande Force cumulée sur cette Base",
)
_NO_MINION_THERE = (
    "its player has no minion on the scoring base",
    "son joueur n'a pas de Créature sur la Base conquise",
)


def _secret_stash(game, base, card) -> int:
    # Original: "When this base scores, add two treasure cards to the reward."
    game.log_card(
        base,
        card,
        ("two treasures are added to the reward", "deux Trésors s'ajoutent à la récompense"),
    )
    return 2


def _fae_fighter(game, base, card, played, player, effect) -> None:
    # After another player plays a minion, its controller MAY place a +1 counter on that minion
    # to place one on one of their minions here (choose.card; else the first, assumed).
    if not is_minion(played) or player in (None, card.controller) or card not in base.cards:
        return
    found = game.find(played.id) if played.id is not None else None
    mine = [(base, c) for c in base.cards if is_minion(c) and c.controller == card.controller]
    if found is None or not mine:
        return
    what = (
        f"place a +1 power counter on {played.label()} to place one on a minion of yours here",
        f"placer un marqueur +1 sur {played.label()} pour en placer un sur une de vos "
        "Créatures ici",
    )
    choice = game.ask_card(base, card, card.controller, what)
    if choice is None:
        return
    target = pick(game, base, card, card.controller, choice, mine, E.A_MINION_HERE())
    # The counter on the played minion is the cost: refused, nothing else happens.
    if target is not None and game.add_counters(found[0], found[1], 1, why(card), card.controller):
        target = game.find(target[1].id) if target[1].id is not None else target
        if target is not None:
            game.add_counters(target[0], target[1], 1, why(card), card.controller)


def _leads(game, base, player: str) -> bool:
    """True when `player` has more power on `base` than every other player (a tie for the most
    is not "the highest")."""
    totals = game.totals(base)[0]
    mine = totals.get(player, 0)
    return mine > 0 and all(power < mine for who, power in totals.items() if who != player)


def _and_stay_down(game, window, scoring, card, player, choose) -> M.Loc | None:
    if window != "before_scoring" or scoring is None:
        return NOT_BEFORE_SCORING
    if not _leads(game, scoring, player):
        return _NOT_LEADING
    game.lasting_data[card.uid] = player
    game.add_lasting(scoring, card)
    return None


def _and_stay_down_lasting(game, base, card, target_base, played, player, effect) -> M.Loc | None:
    # Played before this base scores: other players' Specials are refused until it has scored.
    if not effect.playing_special or game.current is not base or not lasting(base, card):
        return None
    if player is not None and player != game.lasting_data.get(card.uid):
        return _SPECIALS_STOPPED
    return None


def _and_stay_down_pod(game, base, card, target_base, played, player, effect) -> M.Loc | None:
    # Ongoing: while this base scores, a player with less power here than its controller
    # cannot use Specials.
    if not effect.playing_special or game.current is not base or player is None:
        return None
    if player == card.controller:
        return None
    totals = game.totals(base)[0]
    if totals.get(player, 0) < totals.get(card.controller, 0):
        return _SPECIALS_STOPPED
    return None


def _last_call(game, window, scoring, card, player, choose) -> M.Loc | None:
    if window != "before_scoring" or scoring is None:
        return NOT_BEFORE_SCORING
    played = choose.play if choose is not None else None
    if played is None or not is_minion(played):
        return (
            "give the minion it plays in 'choose': {'play': <minion>}",
            "indiquez la Créature jouée dans 'choose' : {'play': <Créature>}",
        )
    if game.find(played.id) is not None:
        return ("that minion is in play already", "cette Créature est déjà en jeu")
    reason = game.play_forbidden(scoring, played, player)
    if reason:
        return reason
    # The minion's abilities are cancelled until the end of the turn (the Special leaves no
    # card in play: its effect lasts).
    game.lasting_data[card.uid] = played.uid
    game.add_lasting(scoring, card)
    game.play(played, scoring, player, why(card))
    return None


def _last_call_cancels(game, base, card, target_base, target) -> bool:
    return lasting(base, card) and target.uid == game.lasting_data.get(card.uid)


def _helping_hands_pick_player(game, scoring, card, player, choose) -> str | None:
    others = [p for p in game.turn_order if p != player]
    if choose is not None and choose.player_pick is not None:
        return choose.player_pick if choose.player_pick in others else None
    totals = game.totals(scoring)[0]
    present = [p for p in others if p in totals] or others
    if not present:
        return None
    game.assume(
        scoring.id,
        player,
        card.key,
        {"player": present[0]},
        M.PICK_DEFAULT(
            player=player, what=("the player helped", "le joueur aidé"), card=present[0]
        ),
        card=card.id,
    )
    return present[0]


def _helping_hands(game, window, scoring, card, player, choose) -> M.Loc | None:
    if window != "before_scoring" or scoring is None:
        return NOT_BEFORE_SCORING
    own = minions_at(scoring, player)
    if not own:
        return _NO_MINION_THERE
    helped = _helping_hands_pick_player(game, scoring, card, player, choose)
    if helped is None:
        return ("name another player (choose.player)", "nommez un autre joueur (choose.player)")
    found = pick(game, scoring, card, player, choose, own, ("your minion", "votre Créature"))
    game.lasting_data[card.uid] = (player, helped)
    game.add_lasting(scoring, card)
    game.boost(found[0], found[1], -2, why(card))  # type: ignore[index]
    return None


def _helping_hands_total(game, base, card, target_base, target, power) -> int:
    # "That player gets +2 total power": added once, through the first of their cards here
    # that counts for them.
    if not lasting(base, card):
        return power
    helped = game.lasting_data.get(card.uid, (None, None))[1]
    if target.controller != helped:
        return power
    for other in target_base.cards:
        if other.controller == helped and (is_minion(other) or other.power):
            return power + 2 if other is target else power
    return power


def _helping_hands_pod(game, window, scoring, card, player, choose) -> M.Loc | None:
    if window != "before_scoring" or scoring is None:
        return NOT_BEFORE_SCORING
    own = minions_at(scoring, player)
    if not own:
        return _NO_MINION_THERE
    theirs = [(b, c) for b, c in minions_at(scoring) if c.controller != player]
    if not theirs:
        return NO_TARGET
    ids = list(choose.order) if choose is not None and not choose.declined else []
    named = {c.id: (b, c) for b, c in theirs + own if c.id is not None}
    for index, card_id in enumerate(ids[:2]):
        if named.get(card_id) not in (theirs if index == 0 else own):
            what = E.ANOTHER_PLAYERS_MINION_HERE if index == 0 else E.A_MINION_OF_HERE
            game.reject(choose, "order", E.CHOSEN_IS_NOT, id=card_id, what=what(player=player))
            return None
    helped = named[ids[0]] if ids else theirs[0]
    hurt = named[ids[1]] if len(ids) > 1 else own[0]
    if len(ids) < 2:
        # Both picks are read from one "order": [the minion helped, yours], assumed as one.
        what = ("the minion helped, then your minion", "la Créature aidée, puis la vôtre")
        assume_order(game, scoring, card, player, [helped, hurt], what)
    game.lasting_data[card.uid] = (player, helped[1].controller)  # type: ignore[index]
    game.add_lasting(scoring, card)
    reason = game.blocked(helped[0], helped[1], player)  # type: ignore[index]
    if reason:
        game.log(M.UNAFFECTED, scoring.id, card=helped[1].label(), reason=reason)  # type: ignore[index]
    else:
        game.boost(helped[0], helped[1], 2, why(card))  # type: ignore[index]
    game.boost(hurt[0], hurt[1], -2, why(card))  # type: ignore[index]
    return None


def _helping_hands_vp(game, scoring, base, card, standings) -> None:
    # If the player helped is the winner, one of their VP goes to the Special's player.
    if not lasting(base, card) or scoring is not base:
        return
    player, helped = game.lasting_data.get(card.uid, (None, None))
    if helped in game.at_place(standings, 1):
        game.lose_vp(helped, 1, base, why(card))
        game.gain_vp(player, 1, base, why(card))


def _played_card(game, effect) -> bool:
    """False for the effect of a card that is not being played: a Talent of a card not played
    this turn, a Special used by a card already in play. A scripted event (and a card's own
    hook) does not tell: taken as a card played."""
    if effect.special is not None:
        return not effect.special_in_play
    source = effect.source
    return source is None or game.played_this_turn(source)


def _stalling(game, base, card, target_base, target, what, by, effect) -> M.Loc | None:
    # Each card another player plays: its controller may have its minions here ignore it.
    if what != "affect" or not is_minion(target) or target.controller != card.controller:
        return None
    if not by_other(by, target) or card not in base.cards:
        return None
    if not _played_card(game, effect):
        return None
    # Decided once per run (card_memo is emptied whenever the cards change).
    memo = game.lasting_data
    key = ("stalling", card.uid)
    if key not in memo:
        choice = game.card_choice(card, card.controller)
        if choice is None:
            if game.flag("stalling-assumed", card.uid):
                game.assume(
                    base.id,
                    card.controller,
                    card.key,
                    {},
                    M.ASK_ASSUMED_YES(
                        player=card.controller,
                        what=(
                            "have its minions here ignore other players' cards",
                            "que ses Créatures ici ignorent les cartes des autres joueurs",
                        ),
                    ),
                    card=card.id,
                )
            memo[key] = True
        else:
            memo[key] = not choice.declined
    if memo[key]:
        return (
            "Stalling: its controller chose to have it ignore that card",
            "Stalling : son contrôleur a choisi qu'elle ignore cette carte",
        )
    return None


def _bin_and_gone(game, scoring, base, card, standings) -> None:
    if scoring is base:
        return
    player = card.controller
    what = (
        "move one of your minions from the scored base to Bin and Gone's base",
        "amener une de vos Créatures de la Base conquise sur celle de Bin and Gone",
    )
    choice = game.ask_card(base, card, player, what)
    if choice is None:
        return
    found = game.chosen_card(
        choice,
        minions_at(scoring, player),
        E.YOUR_MINION_ON_SCORED_BASE(),
    )
    if found is not None:
        game.move(found[1], scoring, base, player, ("Bin and Gone", "Bin and Gone"))


NOT_BY_ACTIONS = (
    "other players' actions do not affect it",
    "les Actions adverses ne l'affectent pas",
)


def _clever_distraction(game, window, scoring, card, player, choose) -> M.Loc | None:
    # Original text: after a base where you have a minion scores, the winner loses 1 VP and you
    # gain 1 VP.
    if window != "after_scoring" or scoring is None or game.record is None:
        return NOT_AFTER_SCORING
    if not minions_at(scoring, player):
        return ("you have no minion on the scored base", "vous n'avez pas de Créature sur la Base")
    winners = game.at_place(game.record.standings, 1)
    if not winners:
        return NO_TARGET
    winner = winners[0]
    if len(winners) > 1:
        named = choose.card if choose is not None else None
        named_by = [
            c.controller for c in scoring.cards if c.id == named and c.controller in winners
        ]
        if named_by:
            winner = named_by[0]
        else:
            game.assume(
                scoring.id,
                player,
                card.key,
                {"card": None},
                (
                    f"tied winners: {winner} (first in turn order) loses the VP",
                    f"Vainqueurs à égalité : {winner} (premier dans l'ordre du tour) perd le PV",
                ),
                card=card.id,
            )
    game.lose_vp(winner, 1, scoring, ("Clever Distraction", "Clever Distraction"))
    game.gain_vp(player, 1, scoring, ("Clever Distraction", "Clever Distraction"))
    return None


def _deep_friar(game, scoring, base, card, standings) -> None:
    player = card.controller
    what = (
        "move another of your minions from here to another base",
        "déplacer une autre de vos Créatures d'ici vers une autre Base",
    )
    choice = game.ask_card(base, card, player, what)
    if choice is None:
        return
    others = [(b, c) for b, c in minions_at(base, player) if c.uid != card.uid]
    found = game.chosen_card(choice, others, E.ANOTHER_OF_YOUR_MINIONS_HERE())
    dst = game.chosen_base(choice, other_bases(game, base), E.ANOTHER_BASE())
    if found is not None and dst is not None:
        game.move(found[1], base, dst, player, ("Deep Friar", "Deep Friar"))


def _happy_zapper(game, scoring, base, card) -> None:
    what = (
        "discard a card to give Happy Zapper +2",
        "défausser une carte pour donner +2 à Happy Zapper",
    )
    if game.ask_card(base, card, card.controller, what) is not None:
        game.boost(base, card, 2, ("Happy Zapper", "Happy Zapper"))


def _angry_pillagers(game, window, scoring, card, player, choose) -> M.Loc | None:
    if scoring is None:
        return (
            "this Special is played as a base scores",
            "ce Spécial se joue à la Conquête d'une Base",
        )
    totals = game.totals(scoring)[0]
    mine = totals.get(player, 0)
    others = [v for p, v in totals.items() if p != player]
    if mine - max(others, default=0) >= 3:
        game.gain_vp(player, 1, scoring, ("Angry Pillagers", "Angry Pillagers"))
    else:
        game.log_card(
            scoring,
            card,
            (
                "no lead of 3 over the runner-up: no VP",
                "pas 3 d'avance sur le deuxième : pas de PV",
            ),
        )
    return None


def _sword_lord(game, base, card, target_base, target) -> int:
    if target is card or not is_minion(target):
        return 0
    return 1 if target.controller == card.controller else 0


def _too_tough(game, base, card, target_base, target, what, by, effect) -> M.Loc | None:
    if what in ("destroy", "move") and attached_to(card, target):
        return (
            "Too Tough: it cannot be moved or destroyed",
            "Too Tough : elle ne peut être ni déplacée ni détruite",
        )
    return None


def _shield_of_ubiquity(game, base, card, target_base, target) -> int:
    if not attached_to(card, target):
        return 0
    return 2 * sum(1 for c in target_base.cards if c.type == MONSTER)


def _star_player(game, base, card, target_base, target, by) -> None:
    if target_base is base and target.type == MONSTER:
        game.add_counters(base, card, 1, ("Star Player", "Star Player"))


def _star_player_pod(game, base, card, target_base, target, by) -> None:
    if target.type != MONSTER:
        return
    what = ("put a +1 power counter on a minion here", "mettre un marqueur +1 sur une Créature ici")
    choice = game.ask_card(base, card, card.controller, what)
    if choice is None:
        return
    found = game.chosen_card(choice, minions_at(base), E.A_MINION_HERE())
    if found is not None:
        game.add_counters(base, found[1], 1, ("Star Player", "Star Player"))


def _run_away(game, window, scoring, card, player, choose) -> M.Loc | None:
    if window != "before_scoring" or scoring is None:
        return NOT_BEFORE_SCORING
    mine = minions_at(scoring, player)
    if not mine:
        return ("you have no minion there", "vous n'avez pas de Créature là")
    theirs = [x for x in minions_at(scoring) if x[1].controller != player]
    picked = pick_many(game, choose, mine + theirs, ("a minion there", "une Créature là"))
    yours = next((x for x in picked if x[1].controller == player), None) or mine[0]
    other = next((x for x in picked if x[1].controller != player), None)
    if other is None and theirs:
        other = theirs[0]
    if not picked:
        game.assume(
            scoring.id,
            player,
            card.key,
            {"order": [x[1].id for x in (yours, other) if x is not None]},
            M.PICK_DEFAULT(
                player=player,
                what=("two minions there", "deux Créatures là"),
                card=yours[1].label(),
            ),
            card=card.id,
        )
    dst = pick_base(
        game, scoring, card, player, choose, other_bases(game, scoring), E.ANOTHER_BASE()
    )
    if dst is None:
        return NO_TARGET
    for located in (yours, other):
        if located is not None:
            game.move(located[1], scoring, dst, player, ("Run Away!", "Run Away!"))
    return None


def _run_away_more(game, window, scoring, card, player, choose) -> M.Loc | None:
    if window != "before_scoring" or scoring is None:
        return NOT_BEFORE_SCORING
    what = ("one of your minions there", "une de vos Créatures là")
    leaving = pick_many(game, choose, minions_at(scoring, player), what)
    if not leaving:
        return None
    dst = pick_base(
        game, scoring, card, player, choose, other_bases(game, scoring), E.ANOTHER_BASE()
    )
    if dst is None:
        return NO_TARGET
    for _, minion in leaving:
        game.move(minion, scoring, dst, player, ("Run Away... More!", "Run Away... More!"))
    return None


def _move_to_friends(game, scoring, card, player, choose, need: int, why: M.Loc) -> M.Loc | None:
    """Move one of `player`'s minions to a base where they have `need` minions already."""
    anchor = scoring or game.bases[0]
    what = ("one of your minions", "une de vos Créatures")
    found = pick(game, anchor, card, player, choose, minions_everywhere(game, player), what)
    if found is None:
        return NO_TARGET
    friends = [b for b in game.bases if b is not found[0] and len(minions_at(b, player)) >= need]
    where = ("a base where you have enough minions", "une Base où vous avez assez de Créatures")
    dst = pick_base(game, anchor, card, player, choose, friends, where)
    if dst is None:
        return NO_TARGET
    game.move(found[1], found[0], dst, player, why)
    return None


def _dogpile(game, window, scoring, card, player, choose) -> M.Loc | None:
    return _move_to_friends(game, scoring, card, player, choose, 2, ("Dogpile", "Dogpile"))


def _dogpile_pod(game, window, scoring, card, player, choose) -> M.Loc | None:
    # Its Special moves one minion only; played in the Play phase it is typed as moves.
    return _move_to_friends(game, scoring, card, player, choose, 1, ("Dogpile", "Dogpile"))


def _fence(game, scoring, base, card) -> None:
    what = (
        "discard two cards they do not own for 1 VP",
        "défausser deux cartes d'autrui pour 1 PV",
    )
    if game.ask_card(base, card, card.controller, what) is not None:
        game.gain_vp(card.controller, 1, base, ("Fence", "Fence"))


# --- clerics -----------------------------------------------------------------------------------

register(
    modelled(
        "clerics/bin-and-gone",
        "On a base: after another base scores, one of your minions there may come here.",
        "Sur une Base : après la Conquête d'une autre Base, une de vos Créatures de là-bas peut "
        "venir ici.",
        box=BOX,
        shared_text_reason="the POD text drops 'instead of the discard pile'; same move",
        window_scope="everywhere",
        after_scoring=_bin_and_gone,
    ),
    hand_only(
        "clerics/cardinal",
        "Talent: with five cards in your discard, take two of them at random.",
        "Talent : avec cinq cartes dans votre défausse, prenez-en deux au hasard.",
        box=BOX,
        shared_text_reason=WORDING,
    ),
    hand_only(
        "clerics/collection-plate",
        "Take two random cards from your discard pile.",
        "Prenez deux cartes au hasard dans votre défausse.",
        box=BOX,
        shared_text_reason="the POD text adds a three-card condition; neither touches the board",
    ),
    modelled(
        "clerics/curse-of-uselessness",
        "On a minion: its power does not count toward its player's total (a monster's, not "
        "toward the breakpoint).",
        "Sur une Créature : sa Force ne compte pas dans le total de son joueur (celle d'un "
        "Monstre, pas dans le point de rupture).",
        box=BOX,
        shared_text_reason="the POD text adds clarifications only",
        contribution=attached_adds_nothing,
    ),
    modelled(
        "clerics/deep-friar",
        "Special: after its base scores, another of your minions there may go elsewhere.",
        "Spécial : après la Conquête de sa Base, une autre de vos Créatures peut partir ailleurs.",
        box=BOX,
        shared_text_reason="the POD text drops 'instead of the discard pile'; same move",
        after_scoring=_deep_friar,
    ),
    hand_only(
        "clerics/divine-intervention",
        "An extra action or small minion; may go into stasis.",
        "Une Action ou une petite Créature en plus ; peut passer en stase.",
        box=BOX,
    ),
    one_shot(
        "clerics/good-habits",
        "All minions get +1 power this turn.",
        "Toutes les Créatures ont +1 ce tour-ci.",
        box=BOX,
        shared_text_reason="the POD text adds a stasis option; the boost is the same",
    ),
    hand_only(
        "clerics/holy-roller",
        "On play: shuffle a discard card into your deck (POD: or cycle hand cards).",
        "En jeu : remettez une carte de la défausse dans la pioche (POD : ou renouvelez votre "
        "main).",
        box=BOX,
        shared_text_reason="the POD text adds a hand option; neither touches the board",
    ),
    one_shot(
        "clerics/join-the-club",
        "All minions on one base get +1 power this turn.",
        "Toutes les Créatures d'une Base ont +1 ce tour-ci.",
        box=BOX,
        printing=ORIGINAL,
    ),
    one_shot(
        "clerics/join-the-club",
        "Take a minion of power 3 or less, or an undead monster, until turn end; stasis.",
        "Prenez une Créature de Force 3 ou moins, ou un Monstre mort-vivant, jusqu'à la fin "
        "du tour ; stase.",
        box=BOX,
        printing=POD,
    ),
    one_shot(
        "clerics/remove-curse",
        "Destroy an action on a base or a minion.",
        "Détruisez une Action sur une Base ou une Créature.",
        box=BOX,
    ),
    one_shot(
        "clerics/reverse-curse",
        "Move a minion of yours, then may transfer or destroy an action at its new base.",
        "Déplacez une de vos Créatures, puis transférez ou détruisez une Action sur sa nouvelle "
        "Base.",
        box=BOX,
    ),
    one_shot(
        "clerics/turner",
        "On play: destroy an undead monster here, or recycle a random discarded minion.",
        "En jeu : détruisez un Monstre mort-vivant ici, ou recyclez une Créature défaussée au "
        "hasard.",
        box=BOX,
        printing=ORIGINAL,
    ),
    hidden(
        "clerics/turner",
        "May play an undead monster; on your turn, free undead monsters here have -2.",
        "Peut jouer un Monstre mort-vivant ; pendant votre tour, les morts-vivants libres ici "
        "ont -2.",
        "which monsters are undead",
        "quels Monstres sont des morts-vivants",
        box=BOX,
        printing=POD,
    ),
    hand_only(
        "clerics/word-of-recall",
        "Pick random actions from others' discards; may play one.",
        "Prenez des Actions au hasard dans les défausses adverses ; peut en jouer une.",
        box=BOX,
    ),
)

# --- dwarves -----------------------------------------------------------------------------------

register(
    hand_only(
        "dwarves/anything-for-money",
        "Discard cards to draw treasures.",
        "Défaussez des cartes pour piocher des Trésors.",
        box=BOX,
        shared_text_reason=NEITHER,
    ),
    hand_only(
        "dwarves/cash-out",
        "Play up to three treasures from your hand as extra cards.",
        "Jouez jusqu'à trois Trésors de votre main en cartes en plus.",
        box=BOX,
    ),
    hidden(
        "dwarves/cunning-plan",
        "Special, before a base scores: draw a treasure; may play it.",
        "Spécial, avant la Conquête d'une Base : piochez un Trésor ; peut le jouer.",
        "the treasure drawn at random",
        "le Trésor pioché au hasard",
        box=BOX,
        printing=ORIGINAL,
    ),
    no_effect(
        "dwarves/cunning-plan",
        "On a base: once a turn, instead of a play, its breakpoint moves by 4 until your turn.",
        "Sur une Base : une fois par tour, au lieu d'une carte, sa Résistance change de 4 "
        "jusqu'à votre tour.",
        box=BOX,
        printing=POD,
        # Used instead of a play in the Play phase; the change outlasts the turn.
        reminder="Its change lasts until the start of its controller's next turn, on other "
        "players' turns too: give it as the base's breakpoint_modifier.",
        reminder_fr="Son changement dure jusqu'au début du prochain tour de son contrôleur, "
        "pendant les tours des autres joueurs aussi : donnez-le comme breakpoint_modifier de la "
        "Base.",
    ),
    hand_only(
        "dwarves/dwarf-king",
        "Treasures leaving your minions go to your hand.",
        "Les Trésors qui quittent vos Créatures vont dans votre main.",
        box=BOX,
        printing=ORIGINAL,
    ),
    hand_only(
        "dwarves/dwarf-king",
        "Talent: trade a treasure for a small minion play, or a discard for a minion draw.",
        "Talent : échangez un Trésor contre une petite Créature, ou une défausse contre une "
        "pioche.",
        box=BOX,
        printing=POD,
    ),
    hidden(
        "dwarves/gem-grabber",
        "+2 power while a treasure is on it.",
        "+2 en Force tant qu'un Trésor est sur elle.",
        *TREASURES,
        box=BOX,
        printing=ORIGINAL,
    ),
    hand_only(
        "dwarves/gem-grabber",
        "On play: discard two treasures; may draw one that goes on a minion.",
        "En jeu : défaussez deux Trésors ; peut piocher celui qui se joue sur une Créature.",
        box=BOX,
        printing=POD,
    ),
    hand_only(
        "dwarves/gold-digger",
        "Talent: take a treasure from the treasure discard.",
        "Talent : reprenez un Trésor de la défausse des Trésors.",
        box=BOX,
        shared_text_reason=WORDING,
    ),
    hand_only(
        "dwarves/greed-is-good",
        "Get a treasure; may play an extra action.",
        "Obtenez un Trésor ; peut jouer une Action en plus.",
        box=BOX,
        shared_text_reason=WORDING,
    ),
    hand_only(
        "dwarves/hidden-assets",
        "Mill three treasures, draw a card, play an extra action.",
        "Défaussez trois Trésors, piochez une carte, jouez une Action en plus.",
        box=BOX,
        shared_text_reason=WORDING,
    ),
    hidden(
        "dwarves/loot-lover",
        "+2 power per treasure on it.",
        "+2 en Force par Trésor sur elle.",
        *TREASURES,
        box=BOX,
    ),
    one_shot(
        "dwarves/mine",
        "Find a treasure that goes on a minion and play it.",
        "Cherchez un Trésor qui se joue sur une Créature et jouez-le.",
        box=BOX,
        shared_text_reason=WORDING,
    ),
    one_shot(
        "dwarves/no-my-precious",
        "Destroy an action on a minion; an extra action if it was a treasure.",
        "Détruisez une Action sur une Créature ; une Action en plus si c'était un Trésor.",
        box=BOX,
        printing=ORIGINAL,
    ),
    # POD (issue 25, family 4): its Special changes who gets the treasures of a scored base,
    # which the result gives (treasure_picks).
    not_simulated(
        "dwarves/no-my-precious",
        "Destroy an action; an extra action; Special: take one of the treasures a scored base "
        "shares out.",
        "Détruisez une Action ; une Action en plus ; Spécial : prenez un des Trésors partagés "
        "après une Conquête.",
        "Depends on what the board does not hold: whether a player plays it from hand while a "
        "scored base's treasures are shared out (no event can say so; the result's treasure "
        "picks leave it out).",
        "Dépend de ce que le plateau ne contient pas : si un joueur la joue depuis sa main "
        "pendant le partage des Trésors d'une Base conquise (aucun événement ne peut le dire ; "
        "les Trésors attribués du résultat n'en tiennent pas compte).",
        box=BOX,
        printing=POD,
    ),
    hidden(
        "dwarves/salvage",
        "Special, before a base scores: play a discarded treasure on your minion there.",
        "Spécial, avant la Conquête d'une Base : jouez un Trésor défaussé sur votre Créature.",
        "which treasure is in the discard and what it does",
        "quel Trésor est dans la défausse et ce qu'il fait",
        box=BOX,
        shared_text_reason=WORDING,
    ),
)

# --- elves -------------------------------------------------------------------------------------

register(
    hand_only(
        "elves/after-you",
        "Others draw one; you draw one per player.",
        "Les autres piochent une carte ; vous, une par joueur.",
        box=BOX,
    ),
    hand_only(
        "elves/dancing-root",
        "Everyone reshuffles their discard; draw a card.",
        "Chacun remélange sa défausse ; piochez une carte.",
        box=BOX,
    ),
    talent(
        "elves/elf-help-guru",
        "Talent: other players' minions here get +1 this turn.",
        "Talent : les Créatures adverses ici ont +1 ce tour-ci.",
        box=BOX,
    ),
    modelled(
        "elves/fae-fighter",
        "After another player plays a minion (during the Conquest phase), may put a counter on "
        "it for a counter on one of yours here (a choice of the card: card).",
        "Après qu'un autre joueur joue une Créature (pendant la phase de Conquête), peut lui "
        "mettre un marqueur pour en mettre un sur une des vôtres ici (un choix de la carte : "
        "card).",
        box=BOX,
        play_scope="everywhere",
        **after_card_played(_fae_fighter),
    ),
    one_shot(
        "elves/flower-child",
        "On play: swap it for another player's minion of power 3 or less.",
        "En jeu : échangez-la contre une Créature adverse de Force 3 ou moins.",
        box=BOX,
    ),
    modelled(
        "elves/helping-hands",
        "Special, before a base scores: +2 total to another player, -2 to your minion; share "
        "their VP.",
        "Spécial, avant la Conquête : +2 au total d'un autre joueur, -2 à votre Créature ; "
        "partage de ses PV.",
        box=BOX,
        printing=ORIGINAL,
        reminder="Its choice: player = the player helped, card = your minion.",
        reminder_fr="Son choix : player = le joueur aidé, card = votre Créature.",
        special=_helping_hands,
        contribution=_helping_hands_total,
        scoring_vp=_helping_hands_vp,
    ),
    modelled(
        "elves/helping-hands",
        "Special, before a base scores: +2 to another's minion, -2 to yours; share their VP.",
        "Spécial, avant la Conquête : +2 à une Créature adverse, -2 à la vôtre ; partage de "
        "ses PV.",
        box=BOX,
        printing=POD,
        reminder="Its choice: order = [the other player's minion, your minion]; the card is "
        "then shuffled into that player's deck.",
        reminder_fr="Son choix : order = [la Créature adverse, votre Créature] ; la carte est "
        "ensuite mélangée dans la pioche de ce joueur.",
        special=_helping_hands_pod,
        scoring_vp=_helping_hands_vp,
    ),
    hand_only(
        "elves/lord-of-the-prance",
        "Talent: another player draws, then you draw.",
        "Talent : un autre joueur pioche, puis vous.",
        box=BOX,
    ),
    one_shot(
        "elves/pumping-iron",
        "Another player's minion gets +2 this turn, one of your choice +3.",
        "Une Créature choisie par un autre joueur a +2 ce tour-ci, une de votre choix +3.",
        box=BOX,
        shared_text_reason=WORDING,
    ),
    modelled(
        "elves/run-away",
        "Special, before a base scores: move your minion and another's from there.",
        "Spécial, avant la Conquête d'une Base : déplacez-en votre Créature et une adverse.",
        box=BOX,
        reminder="Its choice: order = [your minion, the other player's minion], to = the base.",
        reminder_fr="Son choix : order = [votre Créature, la Créature adverse], to = la Base.",
        special=_run_away,
    ),
    modelled(
        "elves/run-away-more",
        "Special, before a base scores: move any of your minions away from it.",
        "Spécial, avant la Conquête d'une Base : déplacez-en autant de vos Créatures que voulu.",
        box=BOX,
        special=_run_away_more,
    ),
    hand_only(
        "elves/trade",
        "Swap a random card with another player's hand; an extra action.",
        "Échangez une carte au hasard avec la main d'un autre joueur ; une Action en plus.",
        box=BOX,
    ),
    talent(
        "elves/traveling-elf",
        "On your minion: Talent to move it to another base.",
        "Sur votre Créature : Talent pour la déplacer vers une autre Base.",
        box=BOX,
    ),
)

# --- halflings ---------------------------------------------------------------------------------

register(
    hand_only(
        "halflings/bardling",
        "On play: if someone outpowers you here, an extra minion here.",
        "En jeu : si quelqu'un vous dépasse ici, une Créature en plus ici.",
        box=BOX,
    ),
    modelled(
        "halflings/last-call",
        "Special, before a base scores: play a minion there (choose.play) with its ability off "
        "this turn.",
        "Spécial, avant la Conquête d'une Base : jouez-y une Créature (choose.play), sans "
        "capacité ce tour-ci.",
        box=BOX,
        special=_last_call,
        special_plays="minion",
        cancels=_last_call_cancels,
    ),
    hand_only(
        "halflings/lunch-run",
        "On a base: draw after each minion you play here.",
        "Sur une Base : piochez après chaque Créature que vous jouez ici.",
        box=BOX,
    ),
    hand_only(
        "halflings/out-of-nowhere",
        "Take the next two minions of your deck.",
        "Prenez les deux prochaines Créatures de votre pioche.",
        box=BOX,
        shared_text_reason=WORDING,
    ),
    hand_only(
        "halflings/pestling",
        "On play: an extra minion here.",
        "En jeu : une Créature en plus ici.",
        box=BOX,
    ),
    hand_only(
        "halflings/quarterling",
        "On play, alone here: an extra minion here.",
        "En jeu, seule ici : une Créature en plus ici.",
        box=BOX,
    ),
    one_shot(
        "halflings/rude-awakening",
        "Play every minion in your hand on one base, their abilities off this turn.",
        "Jouez toutes les Créatures de votre main sur une Base, sans capacités ce tour-ci.",
        box=BOX,
    ),
    hand_only(
        "halflings/shire-marshal",
        "Talent: an extra minion where another player outpowers you.",
        "Talent : une Créature en plus là où un autre joueur vous dépasse.",
        box=BOX,
        # The POD record spells the name with two Ls.
        aliases=("halflings/shire-marshall",),
    ),
    hand_only(
        "halflings/small-but-tough",
        "On your minion: it goes on top of your deck instead of the discard.",
        "Sur votre Créature : elle va sur votre pioche au lieu de la défausse.",
        box=BOX,
    ),
    modelled(
        "halflings/sneaksy",
        "On a base: other players' actions do not affect your minions here (an event's 'source' "
        "says 'action').",
        "Sur une Base : les Actions adverses n'affectent pas vos Créatures ici (le « source » "
        "d'un événement dit 'action').",
        box=BOX,
        protect=not_affected_by("action", NOT_BY_ACTIONS, "own_here"),
    ),
    hand_only(
        "halflings/spoiled-brats",
        "Put discarded minions on top of your deck.",
        "Remettez des Créatures défaussées sur votre pioche.",
        box=BOX,
    ),
    hand_only(
        "halflings/unexpected-party",
        "An extra minion on a base where you have none.",
        "Une Créature en plus sur une Base où vous n'en avez pas.",
        box=BOX,
    ),
)

# --- mages -------------------------------------------------------------------------------------

register(
    talent(
        "mages/blaster-master",
        "Talent: discard to destroy a minion of power 2 or less.",
        "Talent : défaussez pour détruire une Créature de Force 2 ou moins.",
        box=BOX,
        printing=ORIGINAL,
    ),
    hand_only(
        "mages/blaster-master",
        "Once a turn, a discard from your hand may come from another player instead.",
        "Une fois par tour, une défausse de votre main peut venir d'un autre joueur.",
        box=BOX,
        printing=POD,
    ),
    one_shot(
        "mages/charm",
        "Take a monster as your minion until the end of the turn.",
        "Prenez un Monstre comme Créature jusqu'à la fin du tour.",
        box=BOX,
    ),
    one_shot(
        "mages/embiggen",
        "A minion gets +1 this turn per card you discard.",
        "Une Créature a +1 ce tour-ci par carte défaussée.",
        box=BOX,
        printing=ORIGINAL,
    ),
    # POD (issue 25, family 4): an Ongoing reaction to discards from hand, which can happen
    # while bases score.
    not_simulated(
        "mages/embiggen",
        "On your minion: +1 this turn per card you discard from hand.",
        "Sur votre Créature : +1 ce tour-ci par carte que vous défaussez de votre main.",
        *HAND_EVENTS,
        box=BOX,
        printing=POD,
    ),
    modelled(
        "mages/happy-zapper",
        "Talent: discard for +2 this turn; Special: may use it before its base scores.",
        "Talent : défaussez pour +2 ce tour-ci ; Spécial : utilisable avant la Conquête de sa "
        "Base.",
        box=BOX,
        printing=ORIGINAL,
        before_scoring=_happy_zapper,
    ),
    talent(
        "mages/happy-zapper",
        "Talent: discard to give a minion +3 or -3 until your next turn.",
        "Talent : défaussez pour donner +3 ou -3 à une Créature jusqu'à votre tour.",
        box=BOX,
        printing=POD,
    ),
    one_shot(
        "mages/mass-summoning",
        "Play monsters on bases.",
        "Jouez des Monstres sur des Bases.",
        box=BOX,
        shared_text_reason="the POD text lets you skip bases; both are typed as plays",
    ),
    talent(
        "mages/portal-to-beyond",
        "On a base: Talent to discard and play a monster here (POD: or move one).",
        "Sur une Base : Talent pour défausser et jouer un Monstre ici (POD : ou en déplacer).",
        box=BOX,
        shared_text_reason="the POD Talent adds a move; both act during the Play phase",
    ),
    hand_only(
        "mages/recover-arcane-wisdom",
        "Draw up to five cards in hand.",
        "Piochez jusqu'à avoir cinq cartes en main.",
        box=BOX,
        shared_text_reason=NEITHER,
    ),
    hand_only(
        "mages/scroll-shuffler",
        "On play: discard a card, draw a card.",
        "En jeu : défaussez une carte, piochez-en une.",
        box=BOX,
        printing=ORIGINAL,
    ),
    one_shot(
        "mages/scroll-shuffler",
        "On play: recycle a discard; a small minion recycled gives it two counters.",
        "En jeu : recyclez une carte ; une petite Créature recyclée lui donne deux marqueurs.",
        box=BOX,
        printing=POD,
    ),
    hand_only(
        "mages/some-enchanted-evening",
        "Discard cards for extra small minion plays.",
        "Défaussez des cartes pour jouer de petites Créatures en plus.",
        box=BOX,
    ),
    hand_only(
        "mages/speed-reading",
        "Discard one card, draw three.",
        "Défaussez une carte, piochez-en trois.",
        box=BOX,
    ),
    hand_only(
        "mages/wand-whiz",
        "On play: may discard for an extra minion or action.",
        "En jeu : peut défausser pour une Créature ou une Action en plus.",
        box=BOX,
    ),
    one_shot(
        "mages/zzzzzap",
        "Destroy a minion of power 3 or less (POD: then counters for a discard).",
        "Détruisez une Créature de Force 3 ou moins (POD : puis des marqueurs contre une "
        "défausse).",
        box=BOX,
        shared_text_reason="the POD text adds counters; both are typed as events",
    ),
)

# --- orcs --------------------------------------------------------------------------------------

register(
    modelled(
        "orcs/and-stay-down",
        "Special, before a base scores: if you lead there, others cannot play Specials.",
        "Spécial, avant la Conquête d'une Base : si vous y menez, les autres ne jouent pas de "
        "Spéciaux.",
        box=BOX,
        printing=ORIGINAL,
        reminder="Other players' scripted Specials are refused while that base scores; a "
        "Special that acts by itself in a window is not stopped: leave it out.",
        reminder_fr="Les Spéciaux scriptés des autres joueurs sont refusés pendant cette "
        "Conquête ; un Spécial qui agit seul dans une fenêtre n'est pas arrêté : retirez-le.",
        special=_and_stay_down,
        forbid_play=_and_stay_down_lasting,
    ),
    modelled(
        "orcs/and-stay-down",
        "On a base: players weaker here lose 2 hand size and Specials while it scores.",
        "Sur une Base : les joueurs plus faibles ici perdent 2 cartes de main et leurs Spéciaux "
        "pendant sa Conquête.",
        box=BOX,
        printing=POD,
        reminder="Weaker players' scripted Specials are refused while its base scores; a "
        "Special that acts by itself in a window is not stopped: leave it out.",
        reminder_fr="Les Spéciaux scriptés des joueurs plus faibles sont refusés pendant la "
        "Conquête de sa Base ; un Spécial qui agit seul dans une fenêtre n'est pas arrêté : "
        "retirez-le.",
        forbid_play=_and_stay_down_pod,
    ),
    modelled(
        "orcs/angry-pillagers",
        "Special, as a base scores: 1 VP if you lead the runner-up there by 3 or more.",
        "Spécial, à la Conquête d'une Base : 1 PV si vous y devancez le deuxième de 3 ou plus.",
        box=BOX,
        printing=ORIGINAL,
        special=_angry_pillagers,
    ),
    one_shot(
        "orcs/angry-pillagers",
        "A minion gets +2 or -2 until your turn; an extra minion at its base.",
        "Une Créature a +2 ou -2 jusqu'à votre tour ; une Créature en plus sur sa Base.",
        box=BOX,
        printing=POD,
    ),
    one_shot(
        "orcs/crush",
        "Destroy a minion of a player with fewer minions than you on a base.",
        "Détruisez une Créature d'un joueur qui en a moins que vous sur une Base.",
        box=BOX,
        printing=ORIGINAL,
    ),
    hidden(
        "orcs/crush",
        "On a base: minions here you don't control -1; yours +1 if it was here at turn start.",
        "Sur une Base : les Créatures d'autrui ici -1 ; les vôtres +1 si elle y était en début "
        "de tour.",
        *START_OF_TURN,
        box=BOX,
        printing=POD,
    ),
    one_shot(
        "orcs/death-breath",
        "Put a minion of power 4 or less under its owner's deck.",
        "Placez une Créature de Force 4 ou moins sous la pioche de son propriétaire.",
        box=BOX,
        printing=ORIGINAL,
    ),
    one_shot(
        "orcs/death-breath",
        "Per base with your minion: destroy a minion of power 3 or less, or breakpoint -4.",
        "Par Base où vous avez une Créature : détruisez-en une de Force 3 ou moins, ou "
        "Résistance -4.",
        box=BOX,
        printing=POD,
    ),
    modelled(
        "orcs/dogpile",
        "Move a minion of yours to where you have two; Special: also before a base scores.",
        "Déplacez une de vos Créatures là où vous en avez deux ; Spécial : aussi avant une "
        "Conquête.",
        box=BOX,
        printing=ORIGINAL,
        special=_dogpile,
    ),
    modelled(
        "orcs/dogpile",
        "Move up to two of your minions to one of your bases; Special: one, before scoring.",
        "Déplacez jusqu'à deux de vos Créatures vers une de vos Bases ; Spécial : une, avant "
        "une Conquête.",
        box=BOX,
        printing=POD,
        reminder=ONE_SHOT_REMINDER,
        reminder_fr=ONE_SHOT_REMINDER_FR,
        special=_dogpile_pod,
    ),
    modelled(
        "orcs/dork-orc",
        "Other players' actions do not affect it (an event's 'source' says 'action').",
        "Les Actions des autres joueurs ne l'affectent pas (le « source » d'un événement dit "
        "'action').",
        box=BOX,
        printing=ORIGINAL,
        protect=not_affected_by("action", NOT_BY_ACTIONS, "self"),
    ),
    hidden(
        "orcs/dork-orc",
        "Instead of a play: a counter on each Dork Orc, untouchable until your next turn.",
        "Au lieu d'une carte : un marqueur sur chaque Dork Orc, intouchables jusqu'à votre tour.",
        "whether its player used it this turn (type the counters)",
        "si son joueur l'a utilisée ce tour-ci (saisissez les marqueurs)",
        box=BOX,
        printing=POD,
    ),
    one_shot(
        "orcs/gimme",
        "Destroy a minion carrying an action and move that action onto yours.",
        "Détruisez une Créature qui porte une Action et transférez l'Action sur la vôtre.",
        box=BOX,
        printing=ORIGINAL,
    ),
    one_shot(
        "orcs/hammer-slammer",
        "On play: destroy a minion of power 2 or less.",
        "En jeu : détruisez une Créature de Force 2 ou moins.",
        box=BOX,
        printing=ORIGINAL,
    ),
    talent(
        "orcs/hammer-slammer",
        "On play: destroy a weaker minion here; Talent: breakpoint -2 after a kill here.",
        "En jeu : détruisez une Créature plus faible ici ; Talent : Résistance -2 après une "
        "destruction ici.",
        box=BOX,
        printing=POD,
    ),
    modelled(
        "orcs/stalling",
        "On a base: your minions here may ignore each card another player plays.",
        "Sur une Base : vos Créatures ici peuvent ignorer chaque carte jouée par un autre joueur.",
        box=BOX,
        printing=ORIGINAL,
        reminder="Taken as ignoring every card another player plays this turn (not a Talent or "
        "Special of a card already in play); a choice of the card with choose null lets them all "
        "act.",
        reminder_fr="Supposée ignorer toutes les cartes jouées par les autres joueurs ce tour-ci "
        "(pas le Talent ni le Spécial d'une carte déjà en jeu) ; un choix de la carte avec choose "
        "null les laisse toutes agir.",
        protect=_stalling,
    ),
    one_shot(
        "orcs/stalling",
        "A counter on your minion; its base's breakpoint rises by its power until your turn.",
        "Un marqueur sur votre Créature ; la Résistance de sa Base monte de sa Force "
        "jusqu'à votre tour.",
        box=BOX,
        printing=POD,
    ),
    modelled(
        "orcs/sword-lord",
        "Your other minions everywhere have +1 power.",
        "Vos autres Créatures, partout, ont +1 en Force.",
        box=BOX,
        aura_scope="everywhere",
        aura=_sword_lord,
    ),
    modelled(
        "orcs/too-tough",
        "On a minion: other players' actions do not affect it (an event's 'source' says 'action').",
        "Sur une Créature : les Actions des autres joueurs ne l'affectent pas (le « source » "
        "d'un événement dit 'action').",
        box=BOX,
        printing=ORIGINAL,
        protect=not_affected_by("action", NOT_BY_ACTIONS, "attached"),
    ),
    modelled(
        "orcs/too-tough",
        "On your minion: it cannot be moved or destroyed; may trade itself for an action.",
        "Sur votre Créature : elle ne peut être ni déplacée ni détruite ; peut s'échanger contre "
        "une Action.",
        box=BOX,
        printing=POD,
        protect=_too_tough,
    ),
    no_effect(
        "orcs/topper-chopper",
        "Its Talent does nothing.",
        "Son Talent ne fait rien.",
        box=BOX,
        printing=ORIGINAL,
    ),
    hidden(
        "orcs/topper-chopper",
        "Special, before its base scores: 1 VP if power there beats the breakpoint by 3.",
        "Spécial, avant la Conquête de sa Base : 1 PV si la Force y dépasse la Résistance de 3.",
        *START_OF_TURN,
        box=BOX,
        printing=POD,
    ),
)

# --- thieves -----------------------------------------------------------------------------------

register(
    one_shot(
        "thieves/backstab",
        "Discard cards to destroy a small minion.",
        "Défaussez des cartes pour détruire une petite Créature.",
        box=BOX,
        shared_text_reason="the POD text scales the size with discards; both are typed",
    ),
    one_shot(
        "thieves/cat-burglar",
        "On play: counters on it for cards revealed or discarded.",
        "En jeu : des marqueurs sur elle pour des cartes révélées ou défaussées.",
        box=BOX,
        shared_text_reason="the POD text counts other cards; both place counters on play",
    ),
    modelled(
        "thieves/clever-distraction",
        "Special, after a base where you have a minion scores: 1 VP from the winner to you (a "
        "tie: the first winner in turn order, or choose.card naming one of their minions there).",
        "Spécial, après la Conquête d'une Base où vous avez une Créature : 1 PV du Vainqueur "
        "pour vous (égalité : le premier Vainqueur dans l'ordre du tour, ou choose.card nommant "
        "une de ses Créatures là-bas).",
        box=BOX,
        printing=ORIGINAL,
        special=_clever_distraction,
    ),
    hidden(
        "thieves/clever-distraction",
        "On a base: Special after it scores, take 1 VP from another player here.",
        "Sur une Base : Spécial après sa Conquête, prenez 1 PV à un autre joueur ici.",
        *START_OF_TURN,
        box=BOX,
        printing=POD,
    ),
    hand_only(
        "thieves/fence",
        "On play: may discard two treasures for 1 VP (counted when it is played).",
        "En jeu : peut défausser deux Trésors pour 1 PV (compté quand elle est jouée).",
        box=BOX,
        printing=ORIGINAL,
    ),
    modelled(
        "thieves/fence",
        "Special, before its base scores: two cards you don't own for 1 VP or a card.",
        "Spécial, avant la Conquête de sa Base : deux cartes d'autrui pour 1 PV ou une carte.",
        box=BOX,
        printing=POD,
        reminder="The extra card instead of the VP is a play: type it as an event.",
        reminder_fr="La carte en plus au lieu du PV est une pose : saisissez-la comme événement.",
        before_scoring=_fence,
    ),
    hand_only(
        "thieves/master-thief",
        "Talent: draw a treasure (POD: or a random action from another's discard).",
        "Talent : piochez un Trésor (POD : ou une Action d'une défausse adverse).",
        box=BOX,
        shared_text_reason=NEITHER,
    ),
    one_shot(
        "thieves/mugging",
        "Move an action from a minion onto one of yours.",
        "Transférez une Action d'une Créature sur une des vôtres.",
        box=BOX,
        printing=ORIGINAL,
    ),
    hand_only(
        "thieves/mugging",
        "Take an action from another's hand or their bottom two cards.",
        "Prenez une Action de la main d'un autre joueur ou ses deux cartes du dessous.",
        box=BOX,
        printing=POD,
    ),
    hand_only(
        "thieves/pickpocket",
        "On play: draw a treasure (original: with another Pickpocket here).",
        "En jeu : piochez un Trésor (original : avec un autre Pickpocket ici).",
        box=BOX,
        shared_text_reason=NEITHER,
    ),
    one_shot(
        "thieves/potion-bandolier",
        "Discard cards for boosts (+3 this turn) and other effects.",
        "Défaussez des cartes pour des bonus (+3 ce tour-ci) et d'autres effets.",
        box=BOX,
        shared_text_reason="the POD text offers more options; all are typed as events",
    ),
    modelled(
        "thieves/secret-stash",
        "On a base: two more treasures in the reward when it scores.",
        "Sur une Base : deux Trésors de plus dans la récompense de sa Conquête.",
        box=BOX,
        printing=ORIGINAL,
        reward_treasures=_secret_stash,
    ),
    hand_only(
        "thieves/secret-stash",
        "On a base: stored treasures you draw at the start of your turns.",
        "Sur une Base : des Trésors stockés que vous piochez au début de vos tours.",
        box=BOX,
        printing=POD,
    ),
    hand_only(
        "thieves/smuggling",
        "Discard two cards for 1 VP during your turn (counted when it is played).",
        "Défaussez deux cartes pour 1 PV pendant votre tour (compté quand elle est jouée).",
        box=BOX,
        shared_text_reason=NEITHER,
    ),
    one_shot(
        "thieves/strip-bare",
        "Take an action in play into your hand.",
        "Prenez en main une Action en jeu.",
        box=BOX,
        shared_text_reason="the POD text widens the target; both are typed as events",
    ),
    hand_only(
        "thieves/swipe",
        "Draw treasures (POD: two cards or treasures).",
        "Piochez des Trésors (POD : deux cartes ou Trésors).",
        box=BOX,
        shared_text_reason=NEITHER,
    ),
)

# --- warriors ----------------------------------------------------------------------------------

register(
    one_shot(
        "warriors/berserker",
        "On play: destroy a monster here no stronger than it for a counter.",
        "En jeu : détruisez un Monstre ici pas plus fort qu'elle contre un marqueur.",
        box=BOX,
        shared_text_reason="the POD text adds an extra action option; both are typed",
    ),
    talent(
        "warriors/big-hero",
        "Talent: destroy or play a monster here.",
        "Talent : détruisez ou jouez un Monstre ici.",
        box=BOX,
    ),
    one_shot(
        "warriors/campaign",
        "Your minions on bases with a monster get +2 this turn.",
        "Vos Créatures sur des Bases avec un Monstre ont +2 ce tour-ci.",
        box=BOX,
    ),
    one_shot(
        "warriors/cleave",
        "Destroy a monster; may play its treasures.",
        "Détruisez un Monstre ; peut jouer ses Trésors.",
        box=BOX,
    ),
    modelled(
        "warriors/dumbbells",
        "On a minion: +3 power.",
        "Sur une Créature : +3 en Force.",
        box=BOX,
        aura=attached_aura(3),
    ),
    one_shot(
        "warriors/dungeon-bait",
        "Play a monster, or destroy a minion of power 2 or less.",
        "Jouez un Monstre, ou détruisez une Créature de Force 2 ou moins.",
        box=BOX,
        shared_text_reason="the POD text reads printed power; both are typed",
    ),
    hand_only(
        "warriors/eternal-hero",
        "On your minion: it and this card go to your hand instead of the discard.",
        "Sur votre Créature : elle et cette carte vont en main au lieu de la défausse.",
        box=BOX,
    ),
    one_shot(
        "warriors/ruckus",
        "At a base: play two monsters, or destroy all monsters without treasures.",
        "Sur une Base : jouez deux Monstres, ou détruisez-les tous sans Trésor.",
        box=BOX,
    ),
    modelled(
        "warriors/shield-of-ubiquity",
        "On a minion: +2 power per monster on its base.",
        "Sur une Créature : +2 par Monstre sur sa Base.",
        box=BOX,
        aura=_shield_of_ubiquity,
    ),
    modelled(
        "warriors/star-player",
        "After a monster is destroyed here, a counter on it.",
        "Après la destruction d'un Monstre ici, un marqueur sur elle.",
        box=BOX,
        printing=ORIGINAL,
        on_other_destroyed=_star_player,
    ),
    modelled(
        "warriors/star-player",
        "After any monster is destroyed, may put a counter on a minion here.",
        "Après la destruction d'un Monstre, peut mettre un marqueur sur une Créature ici.",
        box=BOX,
        printing=POD,
        on_other_destroyed=_star_player_pod,
    ),
    one_shot(
        "warriors/taunter",
        "On play: may play a monster here.",
        "En jeu : peut jouer un Monstre ici.",
        box=BOX,
    ),
    one_shot(
        "warriors/war-cry",
        "Destroy a monster; a minion at its base gets its power this turn.",
        "Détruisez un Monstre ; une Créature de sa Base gagne sa Force ce tour-ci.",
        box=BOX,
    ),
)

# Abilities modelled with the hooks of issue 15.
register(
    modelled(
        "clerics/curse-of-imprisonment",
        "On a minion: it loses its abilities.",
        "Sur une Créature : elle perd ses capacités.",
        box=BOX,
        printing=ORIGINAL,
        cancels=cancels_attached,
    ),
    modelled(
        "clerics/curse-of-imprisonment",
        "On a minion: its abilities are cancelled and it cannot be moved.",
        "Sur une Créature : ses capacités sont annulées et elle ne peut pas être déplacée.",
        box=BOX,
        printing=POD,
        cancels=cancels_attached,
        protect=attached_protected(
            "move", ("it cannot be moved", "elle ne peut pas être déplacée"), others_only=False
        ),
    ),
    modelled(
        "orcs/gimme",
        "On a minion: its abilities become a useless Talent, i.e. cancelled (the action it may "
        "take when played: give it as a play event).",
        "Sur une Créature : ses capacités deviennent un Talent vide, donc annulées (l'Action "
        "qu'elle peut voler en arrivant : saisissez-la comme événement play).",
        box=BOX,
        printing=POD,
        cancels=cancels_attached,
    ),
)
