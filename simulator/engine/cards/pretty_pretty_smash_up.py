"""Pretty Pretty Smash Up cards: fairies, kitty cats, mythic horses, princesses."""

from __future__ import annotations

from .. import error_messages as E
from .. import messages as M
from ..model import ACTION, MINION
from .common import attached_to, is_minion, minions
from .effects import why
from .entries import DECK, NOT_MODELLED_OR_BOTH, hand_only, hidden, talent
from .registry import modelled, not_simulated, one_shot, register
from .targets import (
    NO_TARGET,
    NOT_BEFORE_SCORING,
    minions_at,
    move_one_away,
    pick,
)

BOX = "Pretty Pretty Smash Up"
WORDING = "wording only; same effect"

# --- hooks -------------------------------------------------------------------------------------


def _daisy_chain(game, base, card, target_base, target) -> int:
    if not attached_to(card, target):
        return 0
    return 2 if target.controller == card.controller else -2


def _ladybug(game, base, card, target_base, target, what, by, effect) -> M.Loc | None:
    if what == "destroy" and attached_to(card, target):
        return ("Ladybug: it cannot be destroyed", "Ladybug : elle ne peut pas être détruite")
    return None


def _cheeseburger(game, window, scoring, card, player, choose) -> M.Loc | None:
    if window != "before_scoring" or scoring is None:
        return NOT_BEFORE_SCORING
    candidates = [
        (b, c) for b, c in minions_at(scoring) if c.controller != player and game.power(b, c) <= 3
    ]
    found = pick(
        game,
        scoring,
        card,
        player,
        choose,
        candidates,
        ("a minion of power 3 or less there", "une Créature de Force 3 ou moins là"),
    )
    if found is None:
        return NO_TARGET
    game.take_control(
        found[0],
        found[1],
        player,
        ("Can Has Cheeseburger?", "Can Has Cheeseburger?"),
        until_end_of_turn=True,
    )
    return None


def _grumpiness(game, base, card, target_base, target) -> int:
    return -2 if attached_to(card, target) else 0


def _hissy_fit(game, base, card, target_base, target) -> int:
    return -1 if is_minion(target) and target.controller != card.controller else 0


def _encouragement(game, base, card, target_base, target) -> int:
    if not attached_to(card, target):
        return 0
    return len(minions(target_base, target.controller)) - 1


def _pinkie(game, base, card) -> int:
    return 1 if len(minions(base, card.controller)) > 1 else 0


def _starlyte(game, base, card) -> int:
    return len(minions(base, card.controller)) - 1


def _happily_ever_after(game, scoring, base, card, standings) -> None:
    if card.controller in game.at_place(standings, 1):
        game.gain_vp(card.controller, 1, scoring, ("Happily Ever After", "Happily Ever After"))


def _heirloom(game, base, card, target_base, target) -> int:
    # Each Heirloom gives +1 for every Heirloom on the minion, itself included.
    if not attached_to(card, target):
        return 0
    return sum(1 for c in target_base.cards if c.key == card.key and attached_to(c, target))


def _heirloom_stays(game, base, card, target_base, target, what, by, effect) -> M.Loc | None:
    if target is card and what == "destroy":
        return ("Heirloom cannot be destroyed", "Heirloom ne peut pas être détruite")
    return None


def _some_day(game, window, scoring, card, player, choose) -> M.Loc | None:
    if window != "before_scoring" or scoring is None:
        return NOT_BEFORE_SCORING
    return move_one_away(
        game,
        scoring,
        card,
        player,
        choose,
        minions_at(scoring),
        ("a minion there", "une Créature là"),
        ("Some Day My Prince Will Come", "Some Day My Prince Will Come"),
    )


def _magic_ward(game, base, card, target_base, played, player, effect) -> M.Loc | None:
    if played.type == ACTION and player is not None and player != card.controller:
        return (
            "Magic Ward: other players cannot play actions here",
            "Magic Ward : les autres joueurs ne peuvent pas jouer d'Action ici",
        )
    return None


# Eliza: each other player is limited to a single extra card a turn. The minions and actions
# each player plays during the run are recorded (uid, kind, played by another card's ability);
# a card is an extra one when another card's ability plays it now, or when its player already
# played a card of its kind this turn (the active player's one minion and one action, the
# board's plays_made included; any card for the other players).
_ELIZA_PLAYS = "eliza: plays"
ELIZA_REFUSED = (
    "Eliza: each other player is limited to one extra card a turn",
    "Eliza : chaque autre joueur est limité à une carte supplémentaire par tour",
)


def _by_ability(effect, played) -> bool:
    source = effect.source if effect is not None else None
    return source is not None and source is not played


def _eliza_seen(game, base, card, target_base, played, by, effect) -> None:
    if by is None or played.type not in (MINION, ACTION) or effect.playing_special:
        return
    key = (_ELIZA_PLAYS, by)
    plays = game.lasting_data.get(key, ())
    if any(uid == played.uid for uid, _, _ in plays):
        return
    game.lasting_data[key] = (*plays, (played.uid, played.type, _by_ability(effect, played)))


def _extras(game, player: str, plays) -> tuple[dict, int]:
    """(the cards of each kind `player` played in their own plays, the extra cards among all)."""
    counts = {MINION: 0, ACTION: 0}
    if player == game.active:
        counts[MINION], counts[ACTION] = game.board.plays_made
    by_ability = 0
    for _, kind, ability in plays:
        if ability:
            by_ability += 1
        else:
            counts[kind] += 1
    regular = 1 if player == game.active else 0
    return counts, by_ability + sum(max(0, n - regular) for n in counts.values())


def _eliza(game, base, card, target_base, played, player, effect) -> M.Loc | None:
    if (
        player is None
        or player == card.controller
        or played.type not in (MINION, ACTION)
        or effect.playing_special
    ):
        return None
    plays = game.lasting_data.get((_ELIZA_PLAYS, player), ())
    seen = {uid for uid, _, _ in plays}
    # A minion played this turn that the hook did not hear of (its own ability changed it as it
    # entered: Fledgling Vampire's counter): counted from the cards in play.
    plays = (
        *plays,
        *(
            (c.uid, c.type, False)
            for b in game.bases
            for c in b.cards
            if c.uid in game.played_now
            and c.uid not in seen
            and c.controller == player
            and c.type in (MINION, ACTION)
        ),
    )
    source = effect.source
    ability = _by_ability(effect, played)
    if (
        ability
        and source.type in (MINION, ACTION)
        and source.controller == player
        and not any(uid == source.uid for uid, _, _ in plays)
    ):
        # The card whose ability plays this one is heard of once it is resolved: counted now.
        plays = (*plays, (source.uid, source.type, False))
    counts, extras = _extras(game, player, plays)
    regular = 1 if player == game.active else 0
    extra = ability or counts[played.type] >= regular
    if extra and extras >= 1:
        return ELIZA_REFUSED
    return None


# --- fairies -----------------------------------------------------------------------------------

register(
    modelled(
        "fairies/daisy-chain",
        "On a minion: +2 power while its player controls it, otherwise -2.",
        "Sur une Créature : +2 en Force tant que son joueur la contrôle, sinon -2.",
        box=BOX,
        aura=_daisy_chain,
    ),
    hidden(
        "fairies/enchantment",
        "On a base: all minions here get +1 power, or all get -1 (chosen when played).",
        "Sur une Base : toutes les Créatures ici ont +1, ou toutes -1 (choisi en la jouant).",
        "which of the two modes was chosen when it was played (type it as modifiers)",
        "le mode choisi en la jouant (saisissez-le comme modificateurs)",
        box=BOX,
    ),
    hand_only(
        "fairies/fairy-ballet",
        "Draw two cards, or draw one and play an extra action.",
        "Piochez deux cartes, ou une carte et jouez une Action en plus.",
        box=BOX,
    ),
    talent(
        "fairies/glymmer",
        "Talent: until your next turn, another minion gets -4 (not below 0) or this one +1.",
        "Talent : jusqu'à votre prochain tour, une autre Créature a -4 (min. 0) ou celle-ci +1.",
        box=BOX,
    ),
    modelled(
        "fairies/ladybug",
        "On a minion: it cannot be destroyed; a Talent moves this card to another minion.",
        "Sur une Créature : elle ne peut pas être détruite ; un Talent déplace cette carte.",
        box=BOX,
        protect=_ladybug,
    ),
    talent(
        "fairies/leaf-armor",
        "On a minion: it gains a Talent giving itself +2 power this turn.",
        "Sur une Créature : elle gagne un Talent qui lui donne +2 en Force ce tour-ci.",
        box=BOX,
        shared_text_reason=WORDING,
    ),
    hand_only(
        "fairies/magic-acorns",
        "Others discard a random card, or you draw and play an extra action.",
        "Les autres défaussent une carte au hasard, ou vous piochez et jouez une Action en plus.",
        box=BOX,
    ),
    modelled(
        "fairies/magic-ward",
        "On a base: other players cannot play actions here or on minions here.",
        "Sur une Base : les autres joueurs ne peuvent pas jouer d'Action ici ni sur ses Créatures.",
        box=BOX,
        forbid_play=_magic_ward,
    ),
    one_shot(
        "fairies/playful-tricks",
        "Destroy up to two actions on minions or bases, or play Spirit of the Forest.",
        "Détruisez jusqu'à deux Actions sur des Créatures ou des Bases, ou jouez Spirit of "
        "the Forest.",
        box=BOX,
        shared_text_reason=WORDING,
    ),
    hand_only(
        "fairies/puck",
        "On play: an extra action, or draw a card.",
        "En jeu : une Action en plus, ou piochez une carte.",
        box=BOX,
    ),
    # Issue 25, family 6: its text is quoted; what it does is not modelled (the reason says so).
    not_simulated(
        "fairies/spirit-of-the-forest",
        "Titan: lets you use both halves of an OR ability once a turn; may dodge a lost clash.",
        "Titan : une fois par tour, utilisez les deux parties d'un OU ; peut esquiver un duel de "
        "Titans perdu.",
        *NOT_MODELLED_OR_BOTH,
        box=BOX,
    ),
    one_shot(
        "fairies/tinx",
        "On play: may move an action from another minion onto this one.",
        "En jeu : peut transférer sur elle une Action d'une autre Créature.",
        box=BOX,
    ),
    one_shot(
        "fairies/titania",
        "On play: return an opponent's minion to hand, or play an extra minion.",
        "En jeu : renvoyez en main une Créature adverse, ou jouez une Créature en plus.",
        box=BOX,
    ),
)

# --- kitty cats --------------------------------------------------------------------------------

register(
    modelled(
        "kitty-cats/can-has-cheeseburger",
        "Special, before a base scores: take a minion of power 3 or less there until turn end.",
        "Spécial, avant la Conquête d'une Base : prenez-y une Créature de Force 3 ou moins "
        "jusqu'à la fin du tour.",
        box=BOX,
        special=_cheeseburger,
    ),
    one_shot(
        "kitty-cats/cat-fight",
        "Choose one of your minions, draw as many cards as its power, then destroy it.",
        "Piochez autant de cartes que la Force d'une de vos Créatures, puis détruisez-la.",
        box=BOX,
    ),
    one_shot(
        "kitty-cats/cats-paw",
        "Until the end of the turn, you control a minion with power 5 or less.",
        "Jusqu'à la fin du tour, vous contrôlez une Créature de Force 5 ou moins.",
        box=BOX,
        shared_text_reason=WORDING,
    ),
    modelled(
        "kitty-cats/grumpiness",
        "On a minion: -2 power.",
        "Sur une Créature : -2 en Force.",
        box=BOX,
        aura=_grumpiness,
    ),
    modelled(
        "kitty-cats/hissy-fit",
        "On a base: other players' minions here have -1 power.",
        "Sur une Base : les Créatures des autres joueurs ici ont -1 en Force.",
        box=BOX,
        aura=_hissy_fit,
    ),
    one_shot(
        "kitty-cats/invisible-bicycle",
        "Move any minions of power 2 or less from one base to another.",
        "Déplacez des Créatures de Force 2 ou moins d'une Base vers une autre.",
        box=BOX,
    ),
    one_shot(
        "kitty-cats/mr-grumpers",
        "On play: may give a minion -2 power until your next turn.",
        "En jeu : peut donner -2 à une Créature jusqu'à votre prochain tour.",
        box=BOX,
    ),
    one_shot(
        "kitty-cats/muffin",
        "On play: take a minion of power 3 or less until the end of the turn.",
        "En jeu : prenez une Créature de Force 3 ou moins jusqu'à la fin du tour.",
        box=BOX,
    ),
    one_shot(
        "kitty-cats/nine-lives",
        "Destroy one of your minions, then play an extra minion.",
        "Détruisez une de vos Créatures, puis jouez une Créature en plus.",
        box=BOX,
    ),
    talent(
        "kitty-cats/queen-fluffy",
        "Talent: take a minion of power 3 or less until the end of the turn.",
        "Talent : prenez une Créature de Force 3 ou moins jusqu'à la fin du tour.",
        box=BOX,
    ),
    talent(
        "kitty-cats/whiskers",
        "Talent: an extra action, then destroy one of your minions.",
        "Talent : une Action en plus, puis détruisez une de vos Créatures.",
        box=BOX,
    ),
)

# --- mythic horses -----------------------------------------------------------------------------

register(
    one_shot(
        "mythic-horses/adventure-power",
        "Move any of your minions to one base.",
        "Déplacez autant de vos Créatures que voulu vers une Base.",
        box=BOX,
    ),
    modelled(
        "mythic-horses/encouragement-power",
        "On your minion: +1 power per other minion of yours on its base.",
        "Sur votre Créature : +1 par autre Créature à vous sur sa Base.",
        box=BOX,
        aura=_encouragement,
    ),
    one_shot(
        "mythic-horses/freedom-power",
        "Destroy an action on a minion or a base.",
        "Détruisez une Action sur une Créature ou une Base.",
        box=BOX,
    ),
    one_shot(
        "mythic-horses/friendship-power",
        "Move a minion of yours to a base where you have one; may keep this card.",
        "Déplacez une de vos Créatures vers une Base où vous en avez une ; peut garder cette "
        "carte en main.",
        box=BOX,
    ),
    modelled(
        "mythic-horses/pinkie",
        "+1 power while another of your minions is on its base.",
        "+1 en Force tant qu'une autre de vos Créatures est sur sa Base.",
        box=BOX,
        power=_pinkie,
    ),
    hand_only(
        "mythic-horses/rainbow",
        "Talent: draw a card if you have another minion here.",
        "Talent : piochez une carte si vous avez une autre Créature ici.",
        box=BOX,
    ),
    hand_only(
        "mythic-horses/seastar",
        "On play beside one of your minions: an extra minion (one Seastar a turn).",
        "Jouée à côté d'une de vos Créatures : une Créature en plus (une Seastar par tour).",
        box=BOX,
    ),
    hand_only(
        "mythic-horses/sharing-power",
        "On a base: at your turn's end, draw if you have 2+ minions here.",
        "Sur une Base : à la fin de votre tour, piochez si vous avez 2 Créatures ou plus ici.",
        box=BOX,
        shared_text_reason=WORDING,
    ),
    modelled(
        "mythic-horses/starlyte",
        "+1 power per other minion of yours on its base.",
        "+1 en Force par autre Créature à vous sur sa Base.",
        box=BOX,
        power=_starlyte,
    ),
    one_shot(
        "mythic-horses/super-future-space-armor-power",
        "Your minions sharing a base with another of yours get +2 this turn.",
        "Vos Créatures qui partagent une Base avec une autre des vôtres ont +2 ce tour-ci.",
        box=BOX,
    ),
    hidden(
        "mythic-horses/teaching-power",
        "Special, before a base scores: reveal deck cards, play one minion there.",
        "Spécial, avant la Conquête d'une Base : révélez des cartes de votre pioche et jouez-y "
        "une Créature.",
        *DECK,
        box=BOX,
    ),
    hand_only(
        "mythic-horses/togetherness-power",
        "An extra minion at a base where you have one.",
        "Une Créature en plus sur une Base où vous en avez une.",
        box=BOX,
    ),
)

# --- princesses --------------------------------------------------------------------------------

register(
    talent(
        "princesses/apricot",
        "Talent: destroy another player's minion of power 2 or less here.",
        "Talent : détruisez ici une Créature adverse de Force 2 ou moins.",
        box=BOX,
    ),
    hand_only(
        "princesses/direct-to-dvd-sequel",
        "Shuffle a minion from your discard into your deck; draw a card.",
        "Mélangez une Créature de votre défausse dans votre pioche ; piochez une carte.",
        box=BOX,
    ),
    modelled(
        "princesses/eliza",
        "Others may play at most one extra card a turn.",
        "Les autres ne peuvent jouer qu'une carte en plus par tour.",
        box=BOX,
        forbid_play=_eliza,
        on_other_played=_eliza_seen,
        protect_scope="everywhere",
        play_scope="everywhere",
    ),
    one_shot(
        "princesses/fairy-godmother",
        "Draw two cards, or a minion gets +3 power this turn.",
        "Piochez deux cartes, ou une Créature a +3 ce tour-ci.",
        box=BOX,
        shared_text_reason=WORDING,
    ),
    hand_only(
        "princesses/griselda",
        "Talent: take an Heirloom from your discard, or play one as an extra action.",
        "Talent : reprenez une Heirloom de votre défausse, ou jouez-en une en Action en plus.",
        box=BOX,
        shared_text_reason=WORDING,
    ),
    modelled(
        "princesses/happily-ever-after",
        "On a base: its player gains 1 VP if they win it.",
        "Sur une Base : son joueur gagne 1 PV s'il la remporte.",
        box=BOX,
        scoring_vp=_happily_ever_after,
    ),
    modelled(
        "princesses/heirloom",
        "On a minion: +1 power per Heirloom on it; this card cannot be destroyed.",
        "Sur une Créature : +1 par Heirloom sur elle ; cette carte ne peut pas être détruite.",
        box=BOX,
        aura=_heirloom,
        protect=_heirloom_stays,
    ),
    hand_only(
        "princesses/marie-degraw",
        "Talent: look at your top card; draw it if a minion, else bottom it.",
        "Talent : regardez votre carte du dessus ; piochez-la si c'est une Créature, sinon "
        "dessous.",
        box=BOX,
    ),
    one_shot(
        "princesses/skillet",
        "Destroy a minion of power 2 or less; draw a card.",
        "Détruisez une Créature de Force 2 ou moins ; piochez une carte.",
        box=BOX,
    ),
    hand_only(
        "princesses/sleeping-beauty",
        "Goes back into its owner's deck instead of the discard pile.",
        "Retourne dans la pioche de son propriétaire au lieu de la défausse.",
        box=BOX,
    ),
    talent(
        "princesses/snow-white",
        "Talent: move a minion from another base to here.",
        "Talent : déplacez ici une Créature d'une autre Base.",
        box=BOX,
    ),
    modelled(
        "princesses/some-day-my-prince-will-come",
        "Special, before a base scores: move a minion from there to another base.",
        "Spécial, avant la Conquête d'une Base : déplacez-en une Créature vers une autre Base.",
        box=BOX,
        special=_some_day,
    ),
    one_shot(
        "princesses/tale-as-old-as-time",
        "Move all your minions to one base.",
        "Déplacez toutes vos Créatures vers une Base.",
        box=BOX,
    ),
    one_shot(
        "princesses/true-loves-kiss",
        "Sends any minion over to a different base.",
        "Déplacez une Créature vers une autre Base.",
        box=BOX,
    ),
    hand_only(
        "princesses/woodland-helpers",
        "On a base: your standard actions may go under your deck instead of the discard.",
        "Sur une Base : vos Actions standard peuvent aller sous votre pioche au lieu de la "
        "défausse.",
        box=BOX,
    ),
)


def _hang_in_there(game, base, card, target_base, target, by) -> bool:
    # Instead of its minion's destruction: this action is destroyed and the minion moves to
    # another base (its controller's choice.to; without one, the first other base, assumed).
    if not attached_to(card, target):
        return False
    others = [b for b in game.bases if b is not target_base]
    if not others:
        return False
    player = target.controller
    choice = game.card_choice(card, player)
    dst = game.chosen_base(choice, others, E.ANOTHER_BASE()) if choice is not None else None
    if dst is None:
        dst = others[0]
        game.assume(
            base.id,
            player,
            card.key,
            {"to": dst.id},
            (
                f"Hang in There moves its minion to {dst.id}, the first other base",
                f"Hang in There déplace sa Créature sur {dst.id}, la première autre Base",
            ),
            card=card.id,
        )
    game.destroy(base, card, player, why(card))
    found = game.find(target.id)
    if found is not None:
        game.move(found[1], found[0], dst, player, why(card))
    return True


register(
    modelled(
        "kitty-cats/hang-in-there",
        "On your minion: if it would be destroyed, it moves to another base (choose.to) and this "
        "card is destroyed instead.",
        "Sur votre Créature : si elle devait être détruite, elle change de Base (choose.to) et "
        "cette carte est détruite à sa place.",
        box=BOX,
        instead_of_other_destroyed=_hang_in_there,
    )
)
