"""It's Your Fault! cards: dragons, mythic Greeks, sharks, super heroes, tornados."""

from __future__ import annotations

from .. import error_messages as E
from .. import messages as M
from .common import attached_to, is_minion
from .effects import (
    PLAYED_ALREADY,
    after_card_played,
    attached_aura,
    cancels_attached,
    fewer_vp_for_others,
    minus_one_to_rival_arrivals,
    why,
)
from .entries import (
    HAND,
    START_OF_TURN_REMINDER,
    hand_only,
    hidden,
    talent,
)
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
    move_one_away,
    pick,
)

BOX = "It's Your Fault!"
WORDING = "wording only; same effect"
# --- hooks -------------------------------------------------------------------------------------

A_MINION_HERE = ("a minion here", "une Créature ici")


def _dragon_lands(game, base, card, target_base, target) -> int:
    return 1 if is_minion(target) and target.controller == card.controller else 0


def _intimidating_presence(game, base, card, target_base, target) -> int:
    return -1 if is_minion(target) and target.controller != card.controller else 0


def _chum(game, base, card, target_base, target, by) -> None:
    minion = game.attached(base, card)
    if minion is not None and is_minion(target):
        game.add_counters(base, minion, 1, ("Chum", "Chum"))


def _hammerhead(game, base, card, target_base, target, by) -> None:
    if target_base is base and is_minion(target):
        game.add_counters(base, card, 1, ("Hammerhead", "Hammerhead"))


def _megalodon(game, scoring, base, card) -> None:
    # Its Special, before its own base scores. The "may" names the Special and the base: when
    # the card was also played this turn, its play's own decision (4 or less) sits beside this
    # one in assumed_choices, and must not read as that one ignored (review of session 25).
    what = (
        f"use Megalodon's Special before {base.id} scores to destroy a minion of power 3 or "
        "less here",
        f"utiliser la Spéciale de Megalodon avant la Conquête de {base.id} pour détruire ici "
        "une Créature de Force 3 ou moins",
    )
    choice = game.ask_card(base, card, card.controller, what)
    if choice is None:
        return
    small = [(b, c) for b, c in minions_at(base) if game.power(b, c) <= 3]
    found = game.chosen_card(
        choice,
        small,
        E.A_SMALL_MINION_HERE(),
    )
    if found is not None:
        game.destroy(base, found[1], card.controller, ("Megalodon", "Megalodon"))


def _others_destroy(card, target, what, by) -> bool:
    """An effect of another player than the card's controller destroying one of their minions."""
    return (
        what == "destroy"
        and by is not None
        and by != card.controller
        and is_minion(target)
        and target.controller == card.controller
    )


def _awesome_guy(game, base, card, target_base, target, what, by, effect) -> M.Loc | None:
    if _others_destroy(card, target, what, by):
        return (
            "Awesome Guy: other players cannot destroy it",
            "Awesome Guy : les autres joueurs ne peuvent pas la détruire",
        )
    return None


def _expanded_power_protects(
    game, base, card, target_base, target, what, by, effect
) -> M.Loc | None:
    if (
        what == "destroy"
        and attached_to(card, target)
        and by is not None
        and by != target.controller
    ):
        return (
            "Expanded Power: other players cannot destroy it",
            "Expanded Power : les autres joueurs ne peuvent pas la détruire",
        )
    return None


def _secret_base(game, base, card, target_base, target, what, by, effect) -> M.Loc | None:
    if _others_destroy(card, target, what, by) and game.power(target_base, target) <= 3:
        return (
            "Secret Base: other players cannot destroy it",
            "Secret Base : les autres joueurs ne peuvent pas la détruire",
        )
    return None


_GLOVE: M.Loc = (
    "The Everything Glove: other players' abilities do not affect it",
    "The Everything Glove : les capacités adverses ne l'affectent pas",
)
_GLOVE_POWER: M.Loc = (
    "The Everything Glove against another player's aura: the minion's power is read without "
    "the auras (its printed power, counters and modifiers)",
    "The Everything Glove face à l'aura d'un autre joueur : la Force de la Créature est lue "
    "sans les auras (Force imprimée, marqueurs et modificateurs)",
)


def _everything_glove(game, base, card, target_base, target, what, by, effect) -> M.Loc | None:
    if (
        what not in ("affect", "power")
        or by is None
        or by == card.controller
        or not is_minion(target)
        or target.controller != card.controller
    ):
        return None
    if what == "affect":
        return _GLOVE if game.power(target_base, target) <= 3 else None
    # Asked about another player's aura while power is worked out: its power cannot be asked
    # then (it would ask this aura again), so it is read without the auras (listed once).
    if game.flag("glove-power", card.uid, target.uid):
        game.assume(base.id, card.controller, card.key, None, _GLOVE_POWER, card=card.id, fact=True)
    power = target.power + target.modifier + target.temp + target.counters
    return _GLOVE if power <= 3 else None


def _dust_devil(game, scoring, base, card) -> None:
    if scoring is base:
        return
    what = ("move Dust Devil to the base about to score", "amener Dust Devil sur la Base conquise")
    if game.ask_card(base, card, card.controller, what) is not None:
        game.move(card, base, scoring, card.controller, ("Dust Devil", "Dust Devil"))


def _move_away(game, window, scoring, card, player, choose, mine: bool, why: M.Loc):
    candidates = minions_at(scoring, player if mine else None)
    return move_one_away(game, scoring, card, player, choose, candidates, A_MINION_HERE, why)


def _gone_with_the_wind(game, window, scoring, card, player, choose) -> M.Loc | None:
    if window != "after_scoring" or scoring is None:
        return NOT_AFTER_SCORING
    why = ("Gone with the Wind", "Gone with the Wind")
    return _move_away(game, window, scoring, card, player, choose, True, why)


def _picked_up(game, window, scoring, card, player, choose) -> M.Loc | None:
    if window != "before_scoring" or scoring is None:
        return NOT_BEFORE_SCORING
    return _move_away(
        game, window, scoring, card, player, choose, False, ("Picked Up", "Picked Up")
    )


def _over_the_rainbow(game, window, scoring, card, player, choose) -> M.Loc | None:
    if window != "before_scoring" or scoring is None:
        return NOT_BEFORE_SCORING
    mine = [(b, c) for b, c in minions_everywhere(game, player) if b is not scoring]
    what = ("one of your minions on another base", "une de vos Créatures sur une autre Base")
    found = pick(game, scoring, card, player, choose, mine, what)
    if found is None:
        return NO_TARGET
    game.move(found[1], found[0], scoring, player, ("Over the Rainbow", "Over the Rainbow"))
    return None


def _raze(game, base, card) -> bool:
    return True


def _helicoprion(game, base, card, target_base, target, by) -> None:
    player = card.controller
    if by != player or not is_minion(target) or not game.flag("helicoprion", card.uid):
        return
    what = (
        "move Helicoprion or give it a counter",
        "déplacer Helicoprion ou lui donner un marqueur",
    )
    choice = game.ask_card(base, card, player, what)
    if choice is None:
        return
    why = ("Helicoprion", "Helicoprion")
    if choice.to is not None and target_base is not base:
        dst = game.chosen_base(
            choice,
            [target_base],
            E.DESTROYED_MINIONS_BASE(),
        )
        if dst is not None:
            game.move(card, base, dst, player, why)
        return
    game.add_counters(base, card, 1, why)


# --- dragons -----------------------------------------------------------------------------------


def _category_5(game, base, card, target_base, target, src, by, effect) -> None:
    # POD titan: "After one or more of your minions move to or from here, place a +1 power
    # counter on one of them" (one move at a time here: on the minion that moved).
    if not is_minion(target) or target.controller != card.controller or card not in base.cards:
        return
    if base not in (target_base, src) or target_base is src:
        return
    game.add_counters(target_base, target, 1, why(card), card.controller)


register(
    hidden(
        "dragons/bring-down-the-walls",
        "On a base: Special before it scores, you may play a minion here.",
        "Sur une Base : Spécial avant sa Conquête, vous pouvez jouer une Créature ici.",
        *HAND,
        box=BOX,
    ),
    one_shot(
        "dragons/burn-it-down",
        "Destroy a base and its actions; a new base takes its place, minions stay.",
        "Détruisez une Base et ses Actions ; une nouvelle la remplace, les Créatures restent.",
        box=BOX,
    ),
    hand_only(
        "dragons/dangerous-ground",
        "On a base: others discard after playing a minion here.",
        "Sur une Base : les autres défaussent après avoir joué une Créature ici.",
        box=BOX,
    ),
    modelled(
        "dragons/dragon-lands",
        "On a base: your minions here have +1; Special: playable on a base about to score.",
        "Sur une Base : vos Créatures ici ont +1 ; Spécial : jouable sur une Base qui va être "
        "conquise.",
        box=BOX,
        reminder="To play it on a base about to score, type a play event before scoring.",
        reminder_fr="Pour la jouer sur une Base qui va être conquise, saisissez un événement play "
        "avant la Conquête.",
        aura=_dragon_lands,
    ),
    one_shot(
        "dragons/flank-attack",
        "Find an action that goes on a base and play it.",
        "Cherchez une Action qui se joue sur une Base et jouez-la.",
        box=BOX,
    ),
    modelled(
        "dragons/great-wyrm",
        "Other players here get 1 VP less when this base scores.",
        "Les autres joueurs ici gagnent 1 PV de moins à la Conquête de cette Base.",
        box=BOX,
        award_vp=fewer_vp_for_others(1),
    ),
    hand_only(
        "dragons/imperial-dragon",
        "Draw when another player plays or moves a minion here.",
        "Piochez quand un autre joueur joue ou déplace une Créature ici.",
        box=BOX,
        shared_text_reason=WORDING,
    ),
    modelled(
        "dragons/intimidating-presence",
        "On a base: others' minions here have -1; Special: playable on a base about to score.",
        "Sur une Base : les Créatures adverses ici ont -1 ; Spécial : jouable sur une Base qui va "
        "être conquise.",
        box=BOX,
        reminder="To play it on a base about to score, type a play event before scoring.",
        reminder_fr="Pour la jouer sur une Base qui va être conquise, saisissez un événement play "
        "avant la Conquête.",
        aura=_intimidating_presence,
    ),
    modelled(
        "dragons/raze",
        "On a base: the base's ability is cancelled.",
        "Sur une Base : la capacité de la Base est annulée.",
        box=BOX,
        cancel_base=_raze,
    ),
    modelled(
        "dragons/ruins",
        "On a base: other players here get 1 VP less when it scores.",
        "Sur une Base : les autres joueurs ici gagnent 1 PV de moins à sa Conquête.",
        box=BOX,
        award_vp=fewer_vp_for_others(1),
    ),
    talent(
        "dragons/wyvern",
        "On play: destroy a minion of power 3 or less here; Talent: breakpoint -3 this turn.",
        "En jeu : détruisez ici une Créature de Force 3 ou moins ; Talent : Résistance -3 ce "
        "tour-ci.",
        box=BOX,
    ),
)

# --- mythic Greeks -----------------------------------------------------------------------------

_ARGONAUT_ASSUMED = (
    "it is played where its player could play an action then (the engine does not check it)",
    "elle est jouée là où son joueur pouvait jouer une Action à ce moment (le moteur ne le "
    "vérifie pas)",
)


def _argonaut(game, window, scoring, card, player, choose):
    # "Any time you can play an action, you can play this card instead": given as a Special
    # (or as the action another card's Special plays: Mole's choose.play), it is played as a
    # minion on the scoring base, or on choose.to.
    dst = scoring if choose is None or choose.to is None else game.base_by_id(choose.to)
    if dst is None:
        return (
            "name the base it is played on (choose.to)",
            "nommez la Base où elle est jouée (choose.to)",
        )
    if game.find(card.id) is not None:
        return PLAYED_ALREADY
    reason = game.play_forbidden(dst, card, player)
    if reason:
        return reason
    game.assume(dst.id, player, card.key, None, _ARGONAUT_ASSUMED, card=card.id, fact=True)
    game.play(card, dst, player, why(card))
    return None


register(
    modelled(
        "mythic-greeks/argonaut",
        "On play: triggers what playing an action would; playable as an action: a 'special' "
        "event plays it on the scoring base (or choose.to), as may a Special playing an action "
        "(Mole's choose.play).",
        "En jeu : déclenche ce que jouer une Action déclencherait ; se joue comme une Action : un "
        "événement 'special' la joue sur la Base conquise (ou choose.to), comme une Spéciale "
        "qui joue une Action (choose.play de Mole).",
        box=BOX,
        reminder=ONE_SHOT_REMINDER,
        reminder_fr=ONE_SHOT_REMINDER_FR,
        special=_argonaut,
    ),
    hand_only(
        "mythic-greeks/favor-of-aphrodite",
        "An extra minion.",
        "Une Créature en plus.",
        box=BOX,
    ),
    hand_only(
        "mythic-greeks/favor-of-apollo",
        "Draw a card; an extra action.",
        "Piochez une carte ; une Action en plus.",
        box=BOX,
    ),
    one_shot(
        "mythic-greeks/favor-of-ares",
        "One of your minions gets +3 this turn.",
        "Une de vos Créatures a +3 ce tour-ci.",
        box=BOX,
    ),
    hand_only(
        "mythic-greeks/favor-of-athena",
        "Look at your top five cards; may take an action.",
        "Regardez vos cinq cartes du dessus ; peut prendre une Action.",
        box=BOX,
    ),
    one_shot(
        "mythic-greeks/favor-of-dionysus",
        "One of your minions gets +1 this turn; an extra action.",
        "Une de vos Créatures a +1 ce tour-ci ; une Action en plus.",
        box=BOX,
    ),
    hand_only(
        "mythic-greeks/favor-of-hades",
        "Take an action from your discard pile.",
        "Reprenez une Action de votre défausse.",
        box=BOX,
    ),
    one_shot(
        "mythic-greeks/favor-of-hera",
        "A counter on up to two of your minions.",
        "Un marqueur sur jusqu'à deux de vos Créatures.",
        box=BOX,
    ),
    hand_only(
        "mythic-greeks/favor-of-hermes",
        "Two extra actions.",
        "Deux Actions en plus.",
        box=BOX,
    ),
    hand_only(
        "mythic-greeks/favor-of-poseidon",
        "Shuffle up to three discards into your deck.",
        "Remélangez jusqu'à trois cartes défaussées dans votre pioche.",
        box=BOX,
    ),
    one_shot(
        "mythic-greeks/favor-of-zeus",
        "A base's breakpoint is 5 lower this turn.",
        "La Résistance d'une Base baisse de 5 ce tour-ci.",
        box=BOX,
    ),
)

# --- sharks ------------------------------------------------------------------------------------

register(
    one_shot(
        "sharks/air-jaws",
        "Move a minion of yours, then destroy a minion of power 3 or less there.",
        "Déplacez une de vos Créatures, puis détruisez-y une Créature de Force 3 ou moins.",
        box=BOX,
    ),
    hidden(
        "sharks/blood-in-the-water",
        "On a base: after a minion dies here, may play a small minion here.",
        "Sur une Base : après une destruction ici, peut y jouer une petite Créature.",
        *HAND,
        box=BOX,
    ),
    modelled(
        "sharks/chum",
        "On a minion: a counter on it after any minion is destroyed.",
        "Sur une Créature : un marqueur sur elle après chaque destruction de Créature.",
        box=BOX,
        on_other_destroyed=_chum,
    ),
    talent(
        "sharks/dangerous-waters",
        "On a base: Talent to give a minion here -2 this turn.",
        "Sur une Base : Talent pour donner -2 à une Créature ici ce tour-ci.",
        box=BOX,
    ),
    one_shot(
        "sharks/feeding-frenzy",
        "Destroy any minions of power 2 or less on one base.",
        "Détruisez des Créatures de Force 2 ou moins sur une Base.",
        box=BOX,
    ),
    one_shot(
        "sharks/freakin-laser-beam",
        "Destroy a minion no stronger than one of yours on its base.",
        "Détruisez une Créature pas plus forte qu'une des vôtres sur sa Base.",
        box=BOX,
    ),
    talent(
        "sharks/great-white",
        "Talent: move it, then destroy a minion of power 2 or less there.",
        "Talent : déplacez-la, puis détruisez-y une Créature de Force 2 ou moins.",
        box=BOX,
    ),
    modelled(
        "sharks/hammerhead",
        "A counter on it after a minion here is destroyed.",
        "Un marqueur sur elle après la destruction d'une Créature ici.",
        box=BOX,
        on_other_destroyed=_hammerhead,
    ),
    modelled(
        "sharks/helicoprion",
        "Titan: gathers counters to enter; after you destroy a minion, moves or grows.",
        "Titan : accumule des marqueurs pour entrer ; après vos destructions, se déplace ou "
        "grandit.",
        box=BOX,
        reminder="Its choice: to = the destroyed minion's base to move there, else a counter. "
        "Entering and its Talent happen in the Play phase: type them.",
        reminder_fr="Son choix : to = la Base de la Créature détruite pour y aller, sinon un "
        "marqueur. Son entrée et son Talent ont lieu pendant la phase de jeu : saisissez-les.",
        on_other_destroyed=_helicoprion,
    ),
    hidden(
        "sharks/mako",
        "Special: after you destroy a minion, may be played there from hand.",
        "Spécial : après une de vos destructions, peut être jouée là depuis la main.",
        *HAND,
        box=BOX,
    ),
    modelled(
        "sharks/megalodon",
        "On play: may destroy a minion of power 4 or less here; Special before this base "
        "scores: one of power 3 or less.",
        "En jeu : peut détruire ici une Créature de Force 4 ou moins ; Spécial avant la "
        "Conquête : une de 3 ou moins.",
        box=BOX,
        reminder=ONE_SHOT_REMINDER,
        reminder_fr=ONE_SHOT_REMINDER_FR,
        before_scoring=_megalodon,
    ),
    one_shot(
        "sharks/torn-apart",
        "Destroy a minion of power 3 or less; draw a card.",
        "Détruisez une Créature de Force 3 ou moins ; piochez une carte.",
        box=BOX,
    ),
    hand_only(
        "sharks/week-of-sharks",
        "On a base: an extra card at your turn's end if you have a minion here.",
        "Sur une Base : une carte en plus à la fin de votre tour si vous avez une Créature ici.",
        box=BOX,
    ),
)

# --- super heroes ------------------------------------------------------------------------------

register(
    modelled(
        "super-heroes/awesome-guy",
        "Other players' cards cannot destroy your minions here.",
        "Les cartes adverses ne peuvent pas détruire vos Créatures ici.",
        box=BOX,
        protect=_awesome_guy,
    ),
    talent(
        "super-heroes/captain-amazing",
        "Talent: your minions here get +1 this turn.",
        "Talent : vos Créatures ici ont +1 ce tour-ci.",
        box=BOX,
    ),
    modelled(
        "super-heroes/expanded-power",
        "On a minion: +1 power; other players cannot destroy it.",
        "Sur une Créature : +1 en Force ; les autres joueurs ne peuvent pas la détruire.",
        box=BOX,
        aura=attached_aura(1),
        protect=_expanded_power_protects,
    ),
    hand_only(
        "super-heroes/golden-age",
        "Put up to three discarded minions under your deck.",
        "Placez jusqu'à trois Créatures défaussées sous votre pioche.",
        box=BOX,
    ),
    one_shot(
        "super-heroes/justice-friends",
        "Your minions of power 5 or more get +2 this turn.",
        "Vos Créatures de Force 5 ou plus ont +2 ce tour-ci.",
        box=BOX,
    ),
    no_effect(
        "super-heroes/mild-mannered-citizen",
        "At your turn's start: may trade itself for a big minion from your deck.",
        "Au début de votre tour : peut s'échanger contre une grosse Créature de votre pioche.",
        box=BOX,
        reminder=START_OF_TURN_REMINDER[0],
        reminder_fr=START_OF_TURN_REMINDER[1],
    ),
    talent(
        "super-heroes/mind-lady",
        "Talent: another player's minion loses its abilities until your next turn.",
        "Talent : une Créature adverse perd ses capacités jusqu'à votre prochain tour.",
        box=BOX,
    ),
    hand_only(
        "super-heroes/not-really-dead",
        "Take up to two small minions from your discard.",
        "Reprenez jusqu'à deux petites Créatures de votre défausse.",
        box=BOX,
    ),
    one_shot(
        "super-heroes/radioactive-exposure",
        "Destroy your minion to play a stronger one from your deck there.",
        "Détruisez votre Créature pour jouer là une plus forte de votre pioche.",
        box=BOX,
    ),
    modelled(
        "super-heroes/secret-base",
        "On a base: other players cannot destroy your minions of power 3 or less here.",
        "Sur une Base : les autres ne peuvent pas détruire vos Créatures de Force 3 ou moins ici.",
        box=BOX,
        protect=_secret_base,
    ),
    hand_only(
        "super-heroes/sidekick",
        "An extra small minion beside one of your minions of power 5+.",
        "Une petite Créature en plus à côté d'une des vôtres de Force 5 ou plus.",
        box=BOX,
    ),
    modelled(
        "super-heroes/the-everything-glove",
        "Titan: your minions of power 3 or less here ignore other players' abilities.",
        "Titan : vos Créatures de Force 3 ou moins ici ignorent les capacités adverses.",
        box=BOX,
        reminder="Played after one of your minions is destroyed: type a play_titan event; its "
        "Talent is used in the Play phase.",
        reminder_fr="Jouée après la destruction d'une de vos Créatures : saisissez un événement "
        "play_titan ; son Talent s'utilise pendant la phase de jeu.",
        protect=_everything_glove,
    ),
)

# --- tornados ----------------------------------------------------------------------------------

register(
    one_shot(
        "tornados/carried-away",
        "Sends any minion over to a different base.",
        "Déplacez une Créature vers une autre Base.",
        box=BOX,
    ),
    # Issue 25, family 6: its text is quoted.
    modelled(
        "tornados/category-5",
        "Titan: a +1 counter on your minion after it moves to or from its base.",
        "Titan : un marqueur +1 sur votre Créature après qu'elle arrive sur sa Base ou la quitte.",
        box=BOX,
        on_other_moved=_category_5,
    ),
    talent(
        "tornados/cyclone",
        "Talent: move it to another base.",
        "Talent : déplacez-la vers une autre Base.",
        box=BOX,
    ),
    modelled(
        "tornados/dust-devil",
        "Special: may move to a base about to score.",
        "Spécial : peut aller sur une Base qui va être conquise.",
        box=BOX,
        window_scope="everywhere",
        before_scoring=_dust_devil,
    ),
    modelled(
        "tornados/gone-with-the-wind",
        "Special, after a base scores: one of your minions there may move elsewhere.",
        "Spécial, après une Conquête : une de vos Créatures là-bas peut partir ailleurs.",
        box=BOX,
        special=_gone_with_the_wind,
    ),
    talent(
        "tornados/monster-tornado",
        "Talent: move a minion of power 4 or less to or from here.",
        "Talent : déplacez une Créature de Force 4 ou moins vers ici ou d'ici.",
        box=BOX,
    ),
    one_shot(
        "tornados/not-in-kansas",
        "Destroy a base and its actions; the next base replaces it, minions stay.",
        "Détruisez une Base et ses Actions ; la Base suivante la remplace, les Créatures restent.",
        box=BOX,
    ),
    modelled(
        "tornados/over-the-rainbow",
        "Special, before a base scores: move one of your minions there.",
        "Spécial, avant une Conquête : amenez-y une de vos Créatures.",
        box=BOX,
        special=_over_the_rainbow,
    ),
    modelled(
        "tornados/picked-up",
        "Special, before a base scores: move a minion away from it.",
        "Spécial, avant une Conquête : éloignez-en une Créature.",
        box=BOX,
        special=_picked_up,
    ),
    one_shot(
        "tornados/ripped-off",
        "Move an action to another base or minion.",
        "Transférez une Action vers une autre Base ou Créature.",
        box=BOX,
    ),
    one_shot(
        "tornados/trade-winds",
        "Two minions of power 3 or less swap bases (both move, or neither).",
        "Deux Créatures de Force 3 ou moins échangent leurs Bases (les deux bougent, ou aucune).",
        box=BOX,
    ),
    one_shot(
        "tornados/twister",
        "On play: may move a minion of power 3 or less to or from here.",
        "En jeu : peut déplacer une Créature de Force 3 ou moins vers ici ou d'ici.",
        box=BOX,
    ),
    one_shot(
        "tornados/whirlwinds",
        "Move any of your minions to other bases.",
        "Déplacez autant de vos Créatures que voulu vers d'autres Bases.",
        box=BOX,
    ),
)

# Abilities modelled with the hooks of issue 15.
register(
    modelled(
        "super-heroes/my-only-weakness",
        "On a minion: its abilities are cancelled.",
        "Sur une Créature : ses capacités sont annulées.",
        box=BOX,
        cancels=cancels_attached,
    )
)

_HATCHLING_MOVED, _HATCHLING_PLAYED = minus_one_to_rival_arrivals()
register(
    modelled(
        "dragons/hatchling",
        "A minion another player plays or moves here gets -1 this turn.",
        "Une Créature qu'un autre joueur joue ou déplace ici a -1 ce tour-ci.",
        box=BOX,
        on_other_moved=_HATCHLING_MOVED,
        on_other_played=_HATCHLING_PLAYED,
    )
)


def _heracles_played(game, base, card, target_base, played, by, effect) -> None:
    # An action played by any player (a scripted play anywhere): +1 until the end of the turn.
    if played.type == "action" and card in base.cards:
        game.boost(base, card, 1, why(card))


def _heracles_special(game, base, card, played, player, window, scoring, effect) -> None:
    # An action played as a Special in a scoring window counts as played too.
    if played.type == "action" and card in base.cards:
        game.boost(base, card, 1, why(card))


register(
    modelled(
        "mythic-greeks/heracles",
        "+1 this turn after any player plays an action (played during the Conquest phase; type "
        "the Play phase's as a modifier).",
        "+1 ce tour-ci après chaque Action jouée (pendant la phase de Conquête ; saisissez "
        "celles de la phase de jeu comme modificateur).",
        box=BOX,
        play_scope="everywhere",
        on_other_played=_heracles_played,
        on_special=_heracles_special,
    )
)


def _odysseus(game, base, card, played, player, effect) -> None:
    # After its controller plays an action: a +1 counter on one of their minions (the card's
    # choice.card; without it, Odysseus itself, assumed).
    if played.type != "action" or player != card.controller or card not in base.cards:
        return
    choice = game.card_choice(card, player)
    found = None
    if choice is not None and not choice.declined:
        found = game.chosen_card(choice, minions_everywhere(game, player), E.ONE_OF_YOUR_MINIONS())
    if found is None:
        found = (base, card)
        game.assume(
            base.id,
            player,
            card.key,
            {"card": card.id},
            ("Odysseus puts the counter on itself", "Odysseus met le marqueur sur elle-même"),
            card=card.id,
        )
    game.add_counters(found[0], found[1], 1, why(card))


def _spartan(game, base, card, played, player, effect) -> None:
    # Once per turn, after its controller plays an action: may place a +1 counter on itself.
    if played.type != "action" or player != card.controller or card not in base.cards:
        return
    if ("once per turn", card.uid) in game.flags:
        return
    what = ("place a +1 power counter on Spartan", "placer un marqueur +1 sur Spartan")
    if game.ask_card(base, card, player, what) is not None:
        game.flag("once per turn", card.uid)
        game.add_counters(base, card, 1, why(card))


register(
    modelled(
        "mythic-greeks/odysseus",
        "After you play an action (during the Conquest phase), a counter on one of your minions "
        "(choose.card; else on itself, assumed).",
        "Après chacune de vos Actions (pendant la phase de Conquête), un marqueur sur une de vos "
        "Créatures (choose.card ; sinon sur elle-même, supposé).",
        box=BOX,
        shared_text_reason=WORDING,
        play_scope="everywhere",
        **after_card_played(_odysseus),
    ),
    modelled(
        "mythic-greeks/spartan",
        "Once per turn, after you play an action (during the Conquest phase), may put a counter "
        "on it (a choice of the card; decline it when used earlier this turn).",
        "Une fois par tour, après une de vos Actions (pendant la phase de Conquête), peut "
        "recevoir un marqueur (un choix de la carte ; refusez-le s'il a servi plus tôt ce tour).",
        box=BOX,
        play_scope="everywhere",
        **after_card_played(_spartan),
    ),
)


def _jason(game, base, card, played, player, effect) -> None:
    # Once per turn, after its controller plays an action: may give their minions on a base
    # (choose.to) +1 until the end of the turn.
    if played.type != "action" or player != card.controller or card not in base.cards:
        return
    if ("once per turn", card.uid) in game.flags:
        return
    what = (
        "give your minions on a base (choose.to) +1 power",
        "donner +1 de Force à vos Créatures d'une Base (choose.to)",
    )
    choice = game.ask_card(base, card, player, what)
    if choice is None:
        return
    target = game.chosen_base(choice, list(game.bases), E.A_BASE_IN_PLAY())
    if target is None:
        return
    game.flag("once per turn", card.uid)
    for _, minion in minions_at(target, player):
        if minion in target.cards:
            game.boost(target, minion, 1, why(card))


register(
    modelled(
        "mythic-greeks/jason",
        "Once per turn, after you play an action (during the Conquest phase), may give your "
        "minions on a base (choose.to) +1 this turn.",
        "Une fois par tour, après une de vos Actions (pendant la phase de Conquête), peut donner "
        "+1 ce tour-ci à vos Créatures d'une Base (choose.to).",
        box=BOX,
        play_scope="everywhere",
        **after_card_played(_jason),
    )
)


def _the_burst(game, base, card, target_base, played, by, effect) -> None:
    # After a minion is played on another base, its controller MAY move it there (a choice of
    # the card).
    if target_base is base or not is_minion(played) or card not in base.cards:
        return
    if played not in target_base.cards:
        return
    what = (
        f"move The Burst to {target_base.id}, where a minion was played",
        f"déplacer The Burst vers {target_base.id}, où une Créature a été jouée",
    )
    if game.ask_card(base, card, card.controller, what) is not None:
        game.move(card, base, target_base, card.controller, why(card))


register(
    modelled(
        "super-heroes/the-burst",
        "After a minion is played on another base (during the Conquest phase), may move there (a "
        "choice of the card).",
        "Après qu'une Créature est jouée sur une autre Base (pendant la phase de Conquête), peut "
        "y aller (un choix de la carte).",
        box=BOX,
        play_scope="everywhere",
        on_other_played=_the_burst,
    ),
)
