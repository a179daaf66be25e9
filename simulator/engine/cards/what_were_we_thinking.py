"""What Were We Thinking? cards: explorers, grannies, rock stars, teddy bears."""

from __future__ import annotations

from .. import error_messages as E
from .. import messages as M
from .common import is_minion, minions
from .effects import AFFECTED, cancels_attached, why
from .entries import HAND, hand_only, hidden
from .registry import (
    ONE_SHOT_REMINDER,
    ONE_SHOT_REMINDER_FR,
    modelled,
    no_effect,
    one_shot,
    register,
)
from .targets import (
    NO_TARGET,
    NOT_AFTER_SCORING,
    NOT_BEFORE_SCORING,
    minions_at,
    minions_everywhere,
    other_bases,
    pick,
    pick_base,
)


def _forgotten_horrors(game, base, card) -> None:
    # "... draw a card and transfer this action to another base" (mandatory; choose.to of the
    # card's choice, else the first other base, assumed). The draw is outside the board.
    others = other_bases(game, base)
    if card not in base.cards or not others:
        return
    game.log_card(
        base,
        card,
        (
            f"{card.controller} draws a card (hands are not on the board)",
            f"{card.controller} pioche une carte (les mains ne sont pas sur le plateau)",
        ),
    )
    choice = game.card_choice(card, card.controller)
    dst = pick_base(game, base, card, card.controller, choice, others, E.ANOTHER_BASE())
    if dst is not None:
        game.move(card, base, dst, card.controller, why(card))


def _forgotten_horrors_played(game, base, card, target_base, played, by, effect) -> None:
    # After its controller plays a minion here.
    if is_minion(played) and played.controller == card.controller:
        _forgotten_horrors(game, base, card)


def _forgotten_horrors_moved(game, base, card, target_base, target, src, by, effect) -> None:
    # After its controller plays a card that moves their minions here: a move to this base by
    # a Special they played (a card played during the Conquest phase).
    if target_base is not base or src is base or not is_minion(target):
        return
    if target.controller != card.controller or effect.special_by != card.controller:
        return
    if effect.special_in_play:
        return
    _forgotten_horrors(game, base, card)


BOX = "What Were We Thinking?"
WORDING = "wording only; same effect"

# --- hooks -------------------------------------------------------------------------------------


def _yours_against_others(card, target, by) -> bool:
    """`target` is one of the card's player's minions, and `by` another player."""
    return (
        by is not None
        and by != card.controller
        and is_minion(target)
        and target.controller == card.controller
    )


def _dont_mess(game, base, card, target_base, target, what, by, effect) -> M.Loc | None:
    if what in AFFECTED and _yours_against_others(card, target, by):
        return (
            "Don't Mess with My Babies: other players' cards do not affect it",
            "Don't Mess with My Babies : les cartes adverses ne l'affectent pas",
        )
    return None


def _hot_venue(game, base, card, target_base, target) -> int:
    return 1 if is_minion(target) and target.controller == card.controller else 0


def _power_ballad(game, window, scoring, card, player, choose) -> M.Loc | None:
    if window != "before_scoring" or scoring is None:
        return NOT_BEFORE_SCORING
    if game.breakpoint(scoring) < 21:
        return ("the base's breakpoint is under 21", "la Résistance de la Base est sous 21")
    for _, minion in minions_at(scoring, player):
        game.boost(scoring, minion, 1, ("Power Ballad", "Power Ballad"))
    return None


def _turn_up_to_11(game, base, card, target_base) -> int:
    start = target_base.spec.breakpoint
    ability = target_base.ability
    if ability is not None and ability.start_breakpoint is not None:
        start = ability.start_breakpoint(game, target_base, start)
    return 21 - start if start < 21 else 0


def _love_overload(game, window, scoring, card, player, choose) -> M.Loc | None:
    if window != "before_scoring" or scoring is None:
        return NOT_BEFORE_SCORING
    here = minions_at(scoring)
    if not here:
        return NO_TARGET
    top = max(game.power(b, c) for b, c in here)
    for b, c in [(b, c) for b, c in here if game.power(b, c) == top]:
        game.destroy(b, c, player, ("Love Overload", "Love Overload"))
    return None


def _lovey_bear(game, base, card) -> int:
    # Printed powers: the `power` each card has in the board.
    rivals = [c.power for c in minions(base) if c.controller != card.controller]
    best = max(rivals, default=0)
    return best - card.power if best > card.power else 0


def _too_cute(game, base, card, target_base, target, what, by, effect) -> M.Loc | None:
    if what == "destroy" and _yours_against_others(card, target, by):
        return (
            "Too Cute: other players' cards cannot destroy it",
            "Too Cute : les cartes adverses ne peuvent pas la détruire",
        )
    return None


def _archaeology(game, window, scoring, card, player, choose) -> M.Loc | None:
    mine = minions_everywhere(game, player)
    if not mine:
        return NO_TARGET
    anchor = scoring or mine[0][0]
    what = ("one of your minions", "une de vos Créatures")
    found = pick(game, anchor, card, player, choose, mine, what)
    if found is None:
        return NO_TARGET
    where = ("another base", "une autre Base")
    dst = pick_base(game, anchor, card, player, choose, other_bases(game, found[0]), where)
    if dst is None:
        return NO_TARGET
    why = ("You Call This Archaeology?", "You Call This Archaeology?")
    game.move(found[1], found[0], dst, player, why)
    return None


# --- explorers ---------------------------------------------------------------------------------


def _very_large_boulder(game, base, card, target_base, target, src, by, effect) -> None:
    # POD titan: "Once per turn, after a minion moves from here, you may move this titan to the
    # same base. Then destroy a minion at that base with less power than the number of +1 power
    # counters on this titan" (choose.card; else the first such minion, assumed).
    if src is not base or target_base is base or not is_minion(target) or card not in base.cards:
        return
    if ("once per turn", card.uid) in game.flags:
        return
    what = (
        "move the Very Large Boulder after that minion",
        "déplacer le Very Large Boulder à sa suite",
    )
    choice = game.ask_card(base, card, card.controller, what)
    if choice is None:
        return
    game.flag("once per turn", card.uid)
    if not game.move(card, base, target_base, card.controller, why(card)):
        return
    now = game.find(card.id) if card.id is not None else None
    if now is None:
        return
    small = [
        (now[0], c)
        for c in now[0].cards
        if is_minion(c) and game.power(now[0], c) < now[1].counters
    ]
    found = pick(game, now[0], card, card.controller, choice, small, E.A_MINION_HERE())
    if found is not None:
        game.destroy(found[0], found[1], card.controller, why(card))


register(
    hidden(
        "explorers/crypt-looter",
        "Special: after a new base comes into play, may be played on it from hand.",
        "Spécial : après l'arrivée d'une nouvelle Base, peut y être jouée depuis la main.",
        *HAND,
        box=BOX,
    ),
    one_shot(
        "explorers/dr-livingstone-i-presume",
        "A minion alone on its base is shuffled into its owner's deck.",
        "Une Créature seule sur sa Base est mélangée dans la pioche de son propriétaire.",
        box=BOX,
    ),
    # Issue 25, family 4: its Ongoing reaction to plays and moves the engine runs is applied.
    modelled(
        "explorers/forgotten-horrors",
        "On a base: after you play a minion here or play a card moving your minions here, draw "
        "and transfer this card to another base (choose.to).",
        "Sur une Base : après une de vos Créatures jouée ici ou une carte jouée qui y amène vos "
        "Créatures, piochez et transférez cette carte sur une autre Base (choose.to).",
        box=BOX,
        on_other_played=_forgotten_horrors_played,
        on_other_moved=_forgotten_horrors_moved,
    ),
    one_shot(
        "explorers/fortune-and-glory",
        "Move up to two minions from one base to another.",
        "Déplacez jusqu'à deux Créatures d'une Base vers une autre.",
        box=BOX,
    ),
    one_shot(
        "explorers/glory-hound",
        "On play: reorder the top two bases of the base deck (type the new deck).",
        "En jeu : réordonnez les deux Bases du dessus de la pioche (saisissez la nouvelle pioche).",
        box=BOX,
        shared_text_reason=WORDING,
    ),
    hidden(
        "explorers/guide",
        "Each of your minions gets +1 this turn the first time it moves.",
        "Chacune de vos Créatures a +1 ce tour-ci à son premier déplacement.",
        "which of your minions already moved earlier this turn (only a first move gives +1)",
        "lesquelles de vos Créatures se sont déjà déplacées plus tôt ce tour-ci (seul un premier "
        "déplacement donne +1)",
        box=BOX,
    ),
    one_shot(
        "explorers/i-said-no-camels",
        "At a base: a counter on each of your minions, or a draw for each.",
        "Sur une Base : un marqueur sur chacune de vos Créatures, ou une pioche par Créature.",
        box=BOX,
    ),
    one_shot(
        "explorers/idaho-smith",
        "On play: may open the next base and move your minions from here to it.",
        "En jeu : peut ouvrir la Base suivante et y emmener vos Créatures d'ici.",
        box=BOX,
    ),
    one_shot(
        "explorers/it-belongs-in-a-museum",
        "Two minions on different bases swap places.",
        "Deux Créatures de Bases différentes échangent leur place.",
        box=BOX,
    ),
    # Issue 25, family 6: its text is quoted.
    modelled(
        "explorers/very-large-boulder",
        "Titan: once a turn, may follow a minion leaving its base, then destroys a minion there "
        "weaker than its counters (a choice of the card: card).",
        "Titan : une fois par tour, peut suivre une Créature qui quitte sa Base, puis détruit "
        "là-bas une Créature plus faible que ses marqueurs (un choix de la carte : card).",
        box=BOX,
        reminder="Its counter at the end of your turn comes after scoring: type it on the next "
        "board.",
        reminder_fr="Son marqueur de fin de tour vient après la Conquête : saisissez-le sur le "
        "plateau suivant.",
        on_other_moved=_very_large_boulder,
    ),
    one_shot(
        "explorers/x-never-marks-the-spot",
        "Move any of your minions.",
        "Déplacez autant de vos Créatures que voulu.",
        box=BOX,
    ),
    modelled(
        "explorers/you-call-this-archaeology",
        "Move a minion of yours; Special: also before or after a base scores.",
        "Déplacez une de vos Créatures ; Spécial : aussi avant ou après une Conquête.",
        box=BOX,
        special=_archaeology,
    ),
)

# --- grannies ----------------------------------------------------------------------------------

register(
    no_effect(
        "grannies/always-room-at-grannys",
        "Special, after a base scores: up to three of your minions there go to your deck.",
        "Spécial, après une Conquête : jusqu'à trois de vos Créatures là-bas vont dans votre "
        "pioche.",
        box=BOX,
        reminder="Decks are not tracked: the minions leave with the scored base either way.",
        reminder_fr="Les pioches ne sont pas suivies : les Créatures partent de toute façon avec "
        "la Base conquise.",
    ),
    hand_only(
        "grannies/attic-treasures",
        "Put up to three hand cards under your deck; draw as many.",
        "Placez jusqu'à trois cartes de votre main sous la pioche ; piochez-en autant.",
        box=BOX,
    ),
    hand_only(
        "grannies/chicken-soup",
        "Put up to two discards on your deck.",
        "Remettez jusqu'à deux cartes défaussées sur votre pioche.",
        box=BOX,
    ),
    modelled(
        "grannies/dont-mess-with-my-babies",
        "On a base: other players' cards cannot affect your minions here.",
        "Sur une Base : les cartes adverses ne peuvent pas affecter vos Créatures ici.",
        box=BOX,
        protect=_dont_mess,
    ),
    hand_only(
        "grannies/family-reunion",
        "On a base: after you play a minion here, may draw your bottom card.",
        "Sur une Base : après une de vos Créatures jouée ici, peut piocher votre carte du dessous.",
        box=BOX,
    ),
    hand_only(
        "grannies/grandma",
        "On play: look at your top card; keep it there or bottom it.",
        "En jeu : regardez votre carte du dessus ; laissez-la ou mettez-la dessous.",
        box=BOX,
    ),
    hand_only(
        "grannies/granny",
        "Talent: look at your top card; keep it there or bottom it.",
        "Talent : regardez votre carte du dessus ; laissez-la ou mettez-la dessous.",
        box=BOX,
    ),
    hand_only(
        "grannies/grannys-purse",
        "Check your top card for an action; an extra action.",
        "Regardez si votre carte du dessus est une Action ; une Action en plus.",
        box=BOX,
    ),
    hidden(
        "grannies/great-grandma",
        "Titan: after you look at your deck, may give a minion +1 this turn.",
        "Titan : après avoir regardé votre pioche, peut donner +1 à une Créature ce tour-ci.",
        "whether its controller looked at or revealed cards from their deck during the Conquest "
        "phase (only hidden-deck effects do that, and no event records them); type its +1 as a "
        "boost",
        "si son contrôleur a regardé ou révélé des cartes de sa pioche pendant la phase de "
        "Conquête (seuls des effets sur la pioche cachée le font, et aucun événement ne les "
        "note) ; saisissez son +1 comme un boost",
        box=BOX,
    ),
    hand_only(
        "grannies/hush-my-stories-are-on",
        "Draw your bottom card; may play it if a minion.",
        "Piochez votre carte du dessous ; peut la jouer si c'est une Créature.",
        box=BOX,
    ),
    one_shot(
        "grannies/knitting-circle",
        "Destroy up to three actions; draw one per action.",
        "Détruisez jusqu'à trois Actions ; piochez une carte par Action.",
        box=BOX,
    ),
    hand_only(
        "grannies/matriarch",
        "Talent: draw the minions among your bottom two cards.",
        "Talent : piochez les Créatures parmi vos deux cartes du dessous.",
        box=BOX,
    ),
    hand_only(
        "grannies/nana",
        "On play: check your top card for an action to draw or play.",
        "En jeu : regardez si votre carte du dessus est une Action à piocher ou jouer.",
        box=BOX,
    ),
)

# --- rock stars --------------------------------------------------------------------------------

register(
    hand_only(
        "rock-stars/classic-rocker",
        "Talent: draw a card on a base with breakpoint 21+.",
        "Talent : piochez une carte sur une Base de Résistance 21 ou plus.",
        box=BOX,
    ),
    hand_only(
        "rock-stars/groupie",
        "On play: another Groupie here as an extra minion.",
        "En jeu : une autre Groupie ici en Créature en plus.",
        box=BOX,
    ),
    hand_only(
        "rock-stars/guest-star",
        "Find a Groupie; keep it or play it.",
        "Cherchez une Groupie ; gardez-la ou jouez-la.",
        box=BOX,
    ),
    modelled(
        "rock-stars/hot-venue",
        "On a base: your minions here have +1; draws on big bases.",
        "Sur une Base : vos Créatures ici ont +1 ; pioches sur les grandes Bases.",
        box=BOX,
        aura=_hot_venue,
    ),
    modelled(
        "rock-stars/power-ballad",
        "Your minions on a base get +1 this turn; Special before a 21+ base scores.",
        "Vos Créatures d'une Base ont +1 ce tour-ci ; Spécial avant la Conquête d'une Base de "
        "21 ou plus.",
        box=BOX,
        reminder=ONE_SHOT_REMINDER,
        reminder_fr=ONE_SHOT_REMINDER_FR,
        special=_power_ballad,
    ),
    hand_only(
        "rock-stars/reunion-tour",
        "Shuffle discarded minions into your deck.",
        "Remélangez des Créatures défaussées dans votre pioche.",
        box=BOX,
    ),
    one_shot(
        "rock-stars/rick-roll",
        "On play: bring up to three of your minions from lower-breakpoint bases.",
        "En jeu : amenez jusqu'à trois de vos Créatures de Bases de Résistance plus basse.",
        box=BOX,
    ),
    hand_only(
        "rock-stars/rock-of-luuv",
        "Find up to three small same-named minions.",
        "Cherchez jusqu'à trois petites Créatures du même nom.",
        box=BOX,
    ),
    hand_only(
        "rock-stars/the-monarch",
        "Talent: find a Groupie.",
        "Talent : cherchez une Groupie.",
        box=BOX,
    ),
    hand_only(
        "rock-stars/total-sellout",
        "Special, after a base with your minion scores: draw two (three on a big base).",
        "Spécial, après la Conquête d'une Base avec votre Créature : piochez deux cartes (trois "
        "sur une grande Base).",
        box=BOX,
    ),
    one_shot(
        "rock-stars/tour-bus",
        "Bring up to three of your minions from lower-breakpoint bases.",
        "Amenez jusqu'à trois de vos Créatures de Bases de Résistance plus basse.",
        box=BOX,
    ),
    modelled(
        "rock-stars/turn-up-to-11",
        "On a base: a starting breakpoint under 21 becomes 21.",
        "Sur une Base : une Résistance de départ sous 21 passe à 21.",
        box=BOX,
        breakpoint=_turn_up_to_11,
    ),
)

# --- teddy bears -------------------------------------------------------------------------------

register(
    hand_only(
        "teddy-bears/bear-picnic",
        "On a base: others able to play small minions here must play them here.",
        "Sur une Base : les autres qui peuvent jouer de petites Créatures ici doivent les y jouer.",
        box=BOX,
        shared_text_reason="the POD text widens the restriction; both only limit plays",
    ),
    hand_only(
        "teddy-bears/care-package",
        "Draw a card; an extra minion.",
        "Piochez une carte ; une Créature en plus.",
        box=BOX,
    ),
    one_shot(
        "teddy-bears/group-hug",
        "Your minion gets +1 this turn per other minion on its base.",
        "Votre Créature a +1 ce tour-ci par autre Créature sur sa Base.",
        box=BOX,
    ),
    modelled(
        "teddy-bears/love-overload",
        "Special, before a base scores: destroy its strongest minion(s).",
        "Spécial, avant une Conquête : détruisez sa ou ses Créatures les plus fortes.",
        box=BOX,
        special=_love_overload,
    ),
    modelled(
        "teddy-bears/lovey-bear",
        "Its printed power rises to the highest printed power of an opponent's minion here.",
        "Sa Force imprimée monte à la plus haute d'une Créature adverse ici.",
        box=BOX,
        power=_lovey_bear,
    ),
    one_shot(
        "teddy-bears/sir-squeezes",
        "On play: up to three extra minions of power 3 or less here, 5 power in all at most.",
        "En jeu : jusqu'à trois Créatures supplémentaires de Force 3 ou moins ici, 5 de "
        "Force en tout au plus.",
        box=BOX,
    ),
    hidden(
        "teddy-bears/snuggly-bear",
        "Special: after your first minion of a turn, may follow it from hand.",
        "Spécial : après votre première Créature du tour, peut la suivre depuis la main.",
        *HAND,
        box=BOX,
    ),
    hand_only(
        "teddy-bears/square-deal",
        "Draw until someone has fewer cards than you.",
        "Piochez jusqu'à ce que quelqu'un ait moins de cartes que vous.",
        box=BOX,
    ),
    hand_only(
        "teddy-bears/tea-party",
        "On a base: Talent to draw when two minions (one yours) are here.",
        "Sur une Base : Talent pour piocher quand deux Créatures (dont une à vous) sont ici.",
        box=BOX,
    ),
    modelled(
        "teddy-bears/too-cute",
        "On a base: other players' cards cannot destroy your minions here.",
        "Sur une Base : les cartes adverses ne peuvent pas détruire vos Créatures ici.",
        box=BOX,
        protect=_too_cute,
    ),
)

# Abilities modelled with the hooks of issue 15.
register(
    modelled(
        "teddy-bears/cuddle",
        "On a minion: its abilities are cancelled.",
        "Sur une Créature : ses capacités sont annulées.",
        box=BOX,
        cancels=cancels_attached,
    )
)


def _lost_city(game, window, scoring, card, player, choose):
    # After a base scores: of the top two bases of the deck, the one choose.base names (the
    # first, assumed, without it) replaces it; the other is discarded (not modelled: the
    # discard of bases is not part of the board). The extra minion: a play event.
    if window != "after_scoring" or scoring is None:
        return NOT_AFTER_SCORING
    top = game.deck[:2]
    if not top:
        return NO_TARGET
    index = 0
    named = choose.base_pick if choose is not None else None
    if named is not None:
        ids = [spec.id for spec in top]
        if named not in ids:
            return (
                f"choose.base names one of the top two bases ({', '.join(ids)})",
                f"choose.base nomme une des deux Bases du dessus ({', '.join(ids)})",
            )
        index = ids.index(named)
    else:
        game.assume(
            scoring.id,
            player,
            card.key,
            {"base": top[0].id},
            ("Lost City keeps the top base of the deck", "Lost City garde la Base du dessus"),
            card=card.id,
        )
    game.replace_from_deck(index)
    return None


register(
    modelled(
        "explorers/lost-city",
        "Special, after a base scores: pick its replacement among the top two (choose.base); the "
        "extra minion on it: a play event.",
        "Spécial, après une Conquête : choisissez sa remplaçante parmi les deux du dessus "
        "(choose.base) ; la Créature supplémentaire dessus : un événement play.",
        box=BOX,
        special=_lost_city,
    )
)


def _fun_bear(game, base, card, target_base, target, by, effect) -> None:
    # After another player plays or moves a minion here: may place a +1 counter on a minion
    # here (original: choose.card, else itself, assumed; POD: on itself).
    if target_base is not base or not is_minion(target) or by in (None, card.controller):
        return
    if card not in base.cards:
        return
    what = ("place a +1 power counter here", "placer un marqueur +1 ici")
    choice = game.ask_card(base, card, card.controller, what)
    if choice is None:
        return
    chosen = card
    if card.printing == "original" and choice.card is not None:
        found = game.chosen_card(choice, minions_at(base), E.A_MINION_HERE())
        if found is None:
            return
        chosen = found[1]
    game.add_counters(base, chosen, 1, ("Fun Bear", "Fun Bear"))


def _fun_bear_moved(game, base, card, target_base, target, src, by, effect) -> None:
    _fun_bear(game, base, card, target_base, target, by, effect)


register(
    modelled(
        "teddy-bears/fun-bear",
        "After another player plays or moves a minion here, may add a counter here (original: on "
        "a minion here, choose.card; POD: on itself).",
        "Après qu'un autre joueur joue ou amène une Créature ici, peut ajouter un marqueur ici "
        "(original : sur une Créature d'ici, choose.card ; POD : sur elle-même).",
        box=BOX,
        shared_text_reason="the POD text puts the counter on this minion only; same trigger",
        on_other_moved=_fun_bear_moved,
        on_other_played=_fun_bear,
    )
)
