"""Monster Smash cards: Giant Ants, Mad Scientists, Vampires, Werewolves (both printings).

+1 power counters are Card.counters; placing or removing them goes through Turn.add_counters.
"""

from __future__ import annotations

from .. import error_messages as E
from .common import is_minion, minions
from .effects import (
    AFFECTED,
    applied_by_the_engine,
    attached_aura,
    attached_protected,
    by_other,
    gains_before_scoring,
    has_minion,
    own_minions_aura,
    own_minions_saved_to_hand,
    scoring_standings,
    why,
)
from .registry import modelled, no_effect, one_shot, register
from .targets import NOT_AFTER_SCORING, NOT_BEFORE_SCORING, named_base

BOX = "Monster Smash"
ORIGINAL = "original"
POD = "pod"
WORDING = "wording only; same effect"
PLAY_PHASE = "both printings act only during the Play phase"


def _drone(game, base, card, target_base, target, by) -> bool:
    # Before one of its controller's minions is destroyed: may remove a +1 counter from the
    # Drone to prevent it.
    if not is_minion(target) or target.controller != card.controller or card.counters < 1:
        return False
    what = (
        f"remove a +1 counter from the Drone to save {target.label()}",
        f"retirer un marqueur +1 du Drone pour sauver {target.label()}",
    )
    if game.ask_card(base, card, card.controller, what) is None:
        return False
    game.add_counters(base, card, -1, ("Drone", "Drone"))
    game.log_card(
        base, card, (f"{target.label()} is not destroyed", f"{target.label()} n'est pas détruite")
    )
    return True


def _drone_itself(game, base, card, by) -> bool:
    # "One of your minions", the Drone included (not "another"): it may spend one of its own
    # counters to save itself (instead_of_other_destroyed is asked for the other cards only).
    return _drone(game, base, card, base, card, by)


_TRANSFER_IDS = (
    "give the two minions as choose.order: [from, to]",
    "donnez les deux Créatures dans choose.order : [depuis, vers]",
)


def _transfer(game, player, choose, why, scoring, card, source_base=None):
    """Moves +1 counters from choose.order[0] (one of `player`'s minions, on source_base when
    given) to the minion choose.order[1]: choose.count of them ("any number", "any or all":
    the player's count), all of them when the choice gives no count (listed in
    assumed_choices); returns a refusal reason or None."""
    if choose is None or len(choose.order) != 2:
        return _TRANSFER_IDS
    found = [game.find(card_id) for card_id in choose.order]
    if found[0] is None or found[1] is None or found[0][1] is found[1][1]:
        return _TRANSFER_IDS
    (src_base, src), (dst_base, dst) = found
    if not is_minion(src) or src.controller != player or not is_minion(dst):
        return (
            "the counters go from one of your minions to another minion",
            "les marqueurs vont d'une de vos Créatures à une autre Créature",
        )
    if source_base is not None and src_base is not source_base:
        return (
            "the counters come from one of your minions on the scored base",
            "les marqueurs viennent d'une de vos Créatures sur la Base conquise",
        )
    count = src.counters
    if choose.count is not None:
        count = min(choose.count, count)
    elif count:
        game.assume(
            scoring.id,
            player,
            card.key,
            {"order": list(choose.order), "count": count},
            (
                f"{player} moves all {count} +1 counters of {src.label()} (give choose.count for "
                "fewer)",
                f"{player} déplace les {count} marqueurs +1 de {src.label()} (donnez "
                "choose.count pour moins)",
            ),
            card=card.id,
        )
    if count:
        game.add_counters(src_base, src, -count, why)
        game.add_counters(dst_base, dst, count, why)
    return None


# --- giant ants --------------------------------------------------------------------------------


def _show_must_go_on(game, base, card, target_base, target, what, by, effect):
    mine = is_minion(target) and target.controller == card.controller
    if mine and target.counters > 0 and what in AFFECTED and by_other(by, target):
        return (
            "The Show Must Go On: has +1 counters, not affected by other players' cards",
            "The Show Must Go On : a des marqueurs +1, pas affectée par les cartes adverses",
        )
    return None


def _under_pressure(game, window, scoring, card, player, choose):
    if window != "before_scoring" or scoring is None:
        return NOT_BEFORE_SCORING
    return _transfer(game, player, choose, ("Under Pressure", "Under Pressure"), scoring, card)


def _we_are_the_champions(game, window, scoring, card, player, choose):
    if window != "after_scoring" or scoring is None:
        return NOT_AFTER_SCORING
    why = ("We Are the Champions", "We Are the Champions")
    return _transfer(game, player, choose, why, scoring, card, source_base=scoring)


# --- mad scientists ----------------------------------------------------------------------------


def _igor_counter(game, card, player, gone=None) -> None:
    """Igor left play (destroyed, or discarded with its scored base `gone`): a +1 counter on
    one of `player`'s minions (mandatory; those on `gone` are about to be discarded too)."""
    candidates = [(b, c) for b in game.bases if b is not gone for c in minions(b, player)]
    if not candidates:
        return
    choice = game.card_choice(card, player)
    chosen = None
    if choice is not None and not choice.declined:
        what = (
            E.A_MINION_OF(player=player) if gone is None else E.A_MINION_OF_ELSEWHERE(player=player)
        )
        chosen = game.chosen_card(choice, candidates, what)
    if chosen is None:
        chosen = candidates[0]
        game.assume(
            chosen[0].id,
            player,
            card.key,
            {"card": chosen[1].id},
            (
                f"Igor's counter goes on {chosen[1].label()}, the first of {player}'s minions",
                f"Le marqueur d'Igor va sur {chosen[1].label()}, la première Créature de {player}",
            ),
            card=card.id,
        )
    game.add_counters(chosen[0], chosen[1], 1, ("Igor", "Igor"))


def _igor_destroyed(game, base, card, by) -> None:
    _igor_counter(game, card, card.controller)


def _igor_discarded(game, scoring, base, card, standings) -> None:
    # Igor is discarded with the cards of its scored base (step 7); its counter is placed now,
    # at step 5, on a minion elsewhere: the same position for every later scoring.
    if scoring is base:
        _igor_counter(game, card, card.controller, gone=base)


def _worker_replay(game, card, player, gone, still_there=False) -> None:
    """POD Worker: from the discard pile with no +1 counter, it may be played on another base
    (`still_there`: it is still on its scored base `gone`, about to be discarded with it)."""
    what = ("play Worker on another base", "jouer Worker sur une autre Base")
    choice = game.ask_card(gone, card, player, what)
    if choice is None:
        return
    others = [b for b in game.bases if b is not gone]
    dst = game.chosen_base(choice, others, E.ANOTHER_BASE_IN_PLAY())
    if dst is None:
        return
    if still_there:
        game.remove_card(gone, card)
    fresh = card.evolve(counters=0, modifier=0, temp=0, controller=card.owner)
    game.play(fresh, dst, player, ("Worker", "Worker"))


def _worker_destroyed(game, base, card, by) -> None:
    if card.counters == 0:
        _worker_replay(game, card, card.owner, base)


def _worker_discarded(game, scoring, base, card, standings) -> None:
    # It goes to the discard pile with its scored base (step 7): played elsewhere at step 5.
    if scoring is base and card.counters == 0:
        _worker_replay(game, card, card.owner, base, still_there=True)


def _dinner_date_zero(game, base, card) -> None:
    # Its Ongoing: the minion it is on is destroyed as soon as it has 0 power, whenever that happens
    # while the card is on it. Checked when the card is played (its play entry,
    # plays/monster_smash.py), after each change the card layer hears of (a card played, moved or
    # destroyed, a loss of power: a -power card played on it, the card that raised its power gone,
    # the minion moved away from it, a negative boost...) and when its base is about to score (the
    # board as given). A protection that keeps it is logged once, not at every later change; a check
    # is not made again while it is being made (a minion saved by a move would be heard of again).
    if card not in base.cards:
        return
    minion = game.attached(base, card)
    if minion is None or game.power(base, minion) != 0:
        return
    busy = game.lasting_data.setdefault("dinner-date", set())
    refused = game.lasting_data.setdefault("dinner-date-refused", set())
    if card.uid in busy:
        return
    if game.blocked(base, minion, card.controller, "destroy", asking=True):
        if card.uid in refused:
            return
        refused.add(card.uid)
    busy.add(card.uid)
    try:
        game.destroy(base, minion, card.controller, ("Dinner Date", "Dinner Date"))
    finally:
        busy.discard(card.uid)


def _dinner_date_check(game, scoring, base, card) -> None:
    if scoring is base:
        _dinner_date_zero(game, base, card)


def _dinner_date_played(game, base, card, target_base, played, by, effect) -> None:
    # Its own play is checked by its play entry.
    if played.uid != card.uid:
        _dinner_date_zero(game, base, card)


def _dinner_date_moved(game, base, card, target_base, target, src, by, effect) -> None:
    _dinner_date_zero(game, base, card)


def _dinner_date_destroyed(game, base, card, target_base, target, by) -> None:
    _dinner_date_zero(game, base, card)


def _dinner_date_weakened(game, base, card, target_base, target, amount, how, effect) -> None:
    # A minion lost power (a negative boost, counters removed): its own may be at 0 now.
    _dinner_date_zero(game, base, card)


def _german_engineering(game, base, card, target_base, played, by, effect) -> None:
    # Every minion its player plays here gets a +1 power counter.
    if is_minion(played) and played.controller == card.controller:
        game.add_counters(base, played, 1, ("German Engineering", "German Engineering"))


_UBERSERUM = ("Überserum: cannot be destroyed", "Überserum : ne peut pas être détruite")

# --- vampires ----------------------------------------------------------------------------------


def _buffet(game, window, scoring, card, player, choose):
    if window != "after_scoring" or scoring is None:
        return NOT_AFTER_SCORING
    standings = scoring_standings(game, scoring)
    if not any(s.player == player and s.place == 1 for s in standings):
        return (f"{player} is not a winner of this base", f"{player} n'a pas remporté cette Base")
    for b in list(game.bases):
        for minion in minions(b, player):
            game.add_counters(b, minion, 1, ("Buffet", "Buffet"))
    return None


def _mad_monster_party(game, window, scoring, card, player, choose):
    base = named_base(game, choose)
    if base is None:
        return (
            "name the base of the destroyed minion (choose.to)",
            "nommez la Base de la Créature détruite (choose.to)",
        )
    for minion in minions(base, player):
        game.add_counters(base, minion, 1, ("Mad Monster Party", "Mad Monster Party"))
    return None


def _opportunist(game, base, card, target_base, target, by) -> None:
    minion = game.attached(base, card)
    if minion is not None and is_minion(target) and target.controller != card.controller:
        game.add_counters(base, minion, 1, ("Opportunist", "Opportunist"))


def _the_count(game, base, card, target_base, target, by) -> None:
    if is_minion(target) and target.controller != card.controller:
        game.add_counters(base, card, 1, ("The Count", "The Count"))


def _the_count_pod(game, base, card, target_base, target, by) -> None:
    # May place a +1 counter on a minion at the destroyed minion's base.
    if not is_minion(target):
        return
    candidates = [(target_base, c) for c in minions(target_base)]
    if not candidates:
        return
    player = card.controller
    what = (
        f"place a +1 counter on a minion at {target_base.id}",
        f"poser un marqueur +1 sur une Créature de {target_base.id}",
    )
    choice = game.ask_card(base, card, player, what)
    if choice is None:
        return
    chosen = game.chosen_card(choice, candidates, E.A_MINION_IN_PLAY())
    if chosen is not None:
        game.add_counters(chosen[0], chosen[1], 1, ("The Count", "The Count"))


def _summon_wolves(game, base, card) -> int:
    # The counters on this action count for its controller while they have a minion here.
    return card.counters if has_minion(base, card.controller) else 0


# --- werewolves --------------------------------------------------------------------------------


def _pack_alpha(game, scoring, base, card) -> None:
    if scoring is not base:
        return
    for minion in minions(base, card.controller):
        game.boost(base, minion, 1, ("Pack Alpha", "Pack Alpha"))


def _has_most_power(game, base, player) -> bool:
    totals = game.totals(base)[0]
    mine = totals.get(player, 0)
    return all(mine > power for other, power in totals.items() if other != player)


def _marking_territory(game, base, card, target_base) -> int:
    # Checked at the start of the controller's turn: assumed to be the position on the board.
    if game.active == card.controller and _has_most_power(game, base, card.controller):
        return -target_base.spec.breakpoint
    return 0


_UNSTOPPABLE = ("Unstoppable: cannot be destroyed", "Unstoppable : ne peut pas être détruite")
# For the Talents the play registry does not apply (plays/monster_smash.py): Teenage Wolf's is
# applied by a talent event, so it has no reminder.
_TALENT_BOOST = (
    "A talent is used during the Play phase: type its boost as a scripted boost event.",
    "Un Talent s'utilise pendant la phase de jeu : saisissez son bonus comme un événement "
    "scripté boost.",
)


def _ancient_lord(game, base, card, target_base, target, amount, how, effect) -> None:
    # POD titan: after its controller places a +1 counter on one of their minions here that
    # had none, one more. A counter whose player the engine was not told (a card's own effect)
    # counts as the minion's controller's.
    if how != "counters" or target_base is not base or card not in base.cards:
        return
    if not is_minion(target) or target.controller != card.controller:
        return
    if effect.by not in (None, card.controller) or target.counters != amount:
        return
    game.add_counters(base, target, 1, why(card), card.controller)


register(
    # --- giant ants ---
    one_shot(
        "giant-ants/a-kind-of-magic",
        "Moves +1 counters between your cards.",
        "Déplace des marqueurs +1 entre vos cartes.",
        box=BOX,
        shared_text_reason=PLAY_PHASE,
    ),
    modelled(
        "giant-ants/drone",
        "Comes with a +1 counter; may spend one of its counters to save one of your minions, "
        "itself included, from destruction (a choice of the card).",
        "Arrive avec un marqueur +1 ; peut dépenser un de ses marqueurs pour sauver une de vos "
        "Créatures, elle comprise, de la destruction (un choix de la carte).",
        box=BOX,
        shared_text_reason="the POD card adds a talent (Play phase); the protection is the same",
        protect_scope="everywhere",
        instead_of_other_destroyed=_drone,
        instead_of_destroyed=_drone_itself,
    ),
    one_shot(
        "giant-ants/gimme-the-prize",
        "Places +1 counters on up to three of your minions (POD: two on a minion and one on "
        "another, any player's).",
        "Pose des marqueurs +1 sur jusqu'à trois de vos Créatures (POD : deux sur une Créature et "
        "un sur une autre, de n'importe quel joueur).",
        box=BOX,
        shared_text_reason=PLAY_PHASE,
    ),
    one_shot(
        "giant-ants/headlong",
        "Moves one of your minions and gives it two +1 counters.",
        "Déplace une de vos Créatures et lui donne deux marqueurs +1.",
        box=BOX,
    ),
    no_effect(
        "giant-ants/killer-queen",
        "Talent: +1 counters on itself and a minion played this turn.",
        "Talent : des marqueurs +1 sur elle et sur une Créature jouée ce tour-ci.",
        box=BOX,
        shared_text_reason=PLAY_PHASE,
    ),
    no_effect(
        "giant-ants/soldier",
        "Comes with two +1 counters; talent: moves a counter.",
        "Arrive avec deux marqueurs +1 ; Talent : déplace un marqueur.",
        box=BOX,
        shared_text_reason=PLAY_PHASE,
    ),
    modelled(
        "giant-ants/the-show-must-go-on",
        "Your minions here with +1 counters are not affected by other players' cards.",
        "Vos Créatures ici qui ont des marqueurs +1 ne sont pas affectées par les cartes adverses.",
        box=BOX,
        protect=_show_must_go_on,
    ),
    modelled(
        "giant-ants/under-pressure",
        "Special before a base scores: moves any number of the +1 counters of one of your "
        "minions to another (choose.order: [from, to], choose.count; all of them without it).",
        "Spéciale avant la Conquête d'une Base : déplace autant de marqueurs +1 d'une de vos "
        "Créatures que voulu vers une autre (choose.order : [depuis, vers], choose.count ; tous "
        "sans lui).",
        box=BOX,
        shared_text_reason=WORDING,
        special=_under_pressure,
    ),
    modelled(
        "giant-ants/we-are-the-champions",
        "Special after a base scores: moves any or all of the +1 counters of one of your "
        "minions there to another minion (choose.order: [from, to], choose.count; all of them "
        "without it).",
        "Spéciale après la Conquête d'une Base : déplace une partie ou la totalité des "
        "marqueurs +1 d'une de vos Créatures là-bas vers une autre (choose.order : [depuis, "
        "vers], choose.count ; tous sans lui).",
        box=BOX,
        shared_text_reason=WORDING,
        special=_we_are_the_champions,
    ),
    one_shot(
        "giant-ants/we-will-rock-you",
        "Your minions (POD: those on one base) gain +1 per +1 counter on them this turn.",
        "Vos Créatures (POD : celles d'une même Base) gagnent ce tour-ci +1 par marqueur +1 "
        "qu'elles portent.",
        box=BOX,
        shared_text_reason=PLAY_PHASE,
    ),
    one_shot(
        "giant-ants/who-wants-to-live-forever",
        "Trades counters for cards (POD: destroys one of your minions to search your deck).",
        "Échange des marqueurs contre des cartes (POD : détruit une de vos Créatures pour "
        "fouiller votre pioche).",
        box=BOX,
        shared_text_reason=PLAY_PHASE,
    ),
    no_effect(
        "giant-ants/worker",
        "Comes with two +1 counters.",
        "Arrive avec deux marqueurs +1.",
        box=BOX,
        printing=ORIGINAL,
    ),
    modelled(
        "giant-ants/worker",
        "Comes with two +1 counters; after it goes from play to the discard pile (destroyed, or "
        "with its scored base) with no counter, may be played on another base.",
        "Arrive avec deux marqueurs +1 ; après être passée du jeu à la défausse (détruite, ou "
        "avec sa Base conquise) sans marqueur, peut être jouée sur une autre Base.",
        box=BOX,
        printing=POD,
        on_destroyed=_worker_destroyed,
        after_scoring=_worker_discarded,
    ),
    # --- mad scientists ---
    one_shot(
        "mad-scientists/angry-mob",
        "Cards from your hand under your deck for +1 counters on a minion.",
        "Des cartes de votre main sous votre pioche pour des marqueurs +1 sur une Créature.",
        box=BOX,
    ),
    one_shot(
        "mad-scientists/blitzed",
        "Removes +1 counters to destroy a minion of that power or less.",
        "Retire des marqueurs +1 pour détruire une Créature de Force inférieure ou égale.",
        box=BOX,
    ),
    one_shot(
        "mad-scientists/body-shop",
        "Destroys one of your minions for as many +1 counters as its power.",
        "Détruit une de vos Créatures pour autant de marqueurs +1 que sa Force.",
        box=BOX,
    ),
    modelled(
        "mad-scientists/german-engineering",
        "A minion you play here gets a +1 counter.",
        "Une Créature que vous jouez ici reçoit un marqueur +1.",
        box=BOX,
        shared_text_reason="punctuation only",
        on_other_played=_german_engineering,
    ),
    no_effect(
        "mad-scientists/herr-doktor",
        "Talent: a +1 counter on another of your minions.",
        "Talent : un marqueur +1 sur une autre de vos Créatures.",
        box=BOX,
    ),
    modelled(
        "mad-scientists/igor",
        "After it is destroyed, or discarded with its scored base, a +1 counter on one of your "
        "minions.",
        "Après sa destruction, ou sa défausse avec sa Base conquise, un marqueur +1 sur une de "
        "vos Créatures.",
        box=BOX,
        on_destroyed=_igor_destroyed,
        after_scoring=_igor_discarded,
    ),
    one_shot(
        "mad-scientists/its-alive",
        "An extra minion with a +1 counter.",
        "Une Créature supplémentaire avec un marqueur +1.",
        box=BOX,
    ),
    one_shot(
        "mad-scientists/jolt",
        "A +1 counter on each of your minions.",
        "Un marqueur +1 sur chacune de vos Créatures.",
        box=BOX,
    ),
    one_shot(
        "mad-scientists/lab-assistant",
        "When played: a +1 counter on another of your minions.",
        "Quand elle est jouée : un marqueur +1 sur une autre de vos Créatures.",
        box=BOX,
        shared_text_reason="punctuation only",
    ),
    no_effect(
        "mad-scientists/the-monster",
        "Talent: removes a counter for an extra minion.",
        "Talent : retire un marqueur pour une Créature supplémentaire.",
        box=BOX,
    ),
    modelled(
        "mad-scientists/uberserum",
        "Attached minion cannot be destroyed (and gets a +1 counter at the start of your turn).",
        "La Créature porteuse ne peut pas être détruite (et reçoit un marqueur +1 au début de "
        "votre tour).",
        box=BOX,
        protect=attached_protected("destroy", _UBERSERUM, others_only=False),
    ),
    no_effect(
        "mad-scientists/unknown-titan",
        "Titan played by sacrificing; draws after counters change; talent: counters or an extra "
        "action.",
        "Titan joué par sacrifice ; pioche quand des marqueurs changent ; Talent : marqueurs ou "
        "Action supplémentaire.",
        box=BOX,
        printing=POD,
    ),
    # --- vampires ---
    modelled(
        "vampires/ancient-lord",
        "Titan: doubles the first +1 counter you place on one of your minions here.",
        "Titan : double le premier marqueur +1 que vous posez sur une de vos Créatures ici.",
        box=BOX,
        printing=POD,
        reminder="Counters it gathers while out of play are not on the board: type them on the "
        "titan when it is played.",
        reminder_fr="Les marqueurs qu'il accumule hors jeu ne sont pas sur le plateau : "
        "saisissez-les sur le Titan quand il est joué.",
        on_powered=_ancient_lord,
    ),
    one_shot(
        "vampires/big-gulp",
        "Destroys a minion of power 4 or less.",
        "Détruit une Créature de Force 4 ou moins.",
        box=BOX,
    ),
    modelled(
        "vampires/buffet",
        "Special after a base scores: if you won it, a +1 counter on each of your minions.",
        "Spéciale après la Conquête d'une Base : si vous l'avez remportée, un marqueur +1 sur "
        "chacune de vos Créatures.",
        box=BOX,
        printing=ORIGINAL,
        special=_buffet,
    ),
    no_effect(
        "vampires/buffet",
        "Draw two cards (a Special after you destroy a minion).",
        "Piochez deux cartes (Spéciale après avoir détruit une Créature).",
        box=BOX,
        printing=POD,
    ),
    one_shot(
        "vampires/crack-of-dusk",
        "Plays a small minion from your discard pile with a +1 counter.",
        "Joue une petite Créature de votre défausse avec un marqueur +1.",
        box=BOX,
    ),
    one_shot(
        "vampires/cull-the-weak",
        "Discards minions for +1 counters.",
        "Défausse des Créatures pour des marqueurs +1.",
        box=BOX,
        shared_text_reason=PLAY_PHASE,
    ),
    one_shot(
        "vampires/dinner-date",
        "A +1 counter on your minion, then destroys a small minion at its base.",
        "Un marqueur +1 sur votre Créature, puis détruit une petite Créature de sa Base.",
        box=BOX,
        printing=ORIGINAL,
    ),
    modelled(
        "vampires/dinner-date",
        "Attached minion has -2 power (the two counters it places happen when played); it is "
        "destroyed at 0 power: checked when it is played, after each card played, moved or "
        "destroyed and each loss of power, and when its base is about to score.",
        "La Créature porteuse a -2 en Force (les deux marqueurs se posent quand elle est "
        "jouée) ; elle est détruite à 0 de Force : vérifié quand elle est jouée, après chaque "
        "carte jouée, déplacée ou détruite et chaque perte de Force, et quand sa Base va être "
        "conquise.",
        box=BOX,
        printing=POD,
        aura=attached_aura(-2),
        before_scoring=_dinner_date_check,
        play_scope="everywhere",
        on_other_played=_dinner_date_played,
        on_other_moved=_dinner_date_moved,
        on_other_destroyed=_dinner_date_destroyed,
        on_weakened=_dinner_date_weakened,
    ),
    no_effect(
        "vampires/fledgling-vampire",
        "May get a +1 counter when played (POD: may be buried after you destroy a minion).",
        "Peut recevoir un marqueur +1 quand elle est jouée (POD : peut être enterrée après que "
        "vous avez détruit une Créature).",
        box=BOX,
        shared_text_reason="both act when played or from the hand, outside the scoring",
    ),
    one_shot(
        "vampires/heavy-drinker",
        "When played: may destroy one of your minions for a +1 counter on itself (POD: a "
        "minion of power 2 or less here or another of yours, for two).",
        "Quand elle est jouée : peut détruire une de vos Créatures pour un marqueur +1 sur elle "
        "(POD : une Créature de Force 2 ou moins d'ici ou une autre des vôtres, pour deux).",
        box=BOX,
        shared_text_reason=PLAY_PHASE,
    ),
    one_shot(
        "vampires/mad-monster-party",
        "A +1 counter on each of your minions without one.",
        "Un marqueur +1 sur chacune de vos Créatures qui n'en a pas.",
        box=BOX,
        printing=ORIGINAL,
    ),
    modelled(
        "vampires/mad-monster-party",
        "A +1 counter on each of your minions on one base (as a Special, the base of a minion "
        "you destroyed: choose.to).",
        "Un marqueur +1 sur chacune de vos Créatures d'une Base (en Spéciale, la Base d'une "
        "Créature que vous avez détruite : choose.to).",
        box=BOX,
        printing=POD,
        special=_mad_monster_party,
    ),
    one_shot(
        "vampires/nightstalker",
        "When played: destroys a small minion here for a +1 counter.",
        "Quand elle est jouée : détruit une petite Créature ici pour un marqueur +1.",
        box=BOX,
        printing=ORIGINAL,
    ),
    no_effect(
        "vampires/nightstalker",
        "Talent: after you destroyed a minion this turn, draw and get +2 power this turn.",
        "Talent : si vous avez détruit une Créature ce tour-ci, piochez et gagnez +2 en Force ce "
        "tour-ci.",
        box=BOX,
        printing=POD,
        reminder=_TALENT_BOOST[0],
        reminder_fr=_TALENT_BOOST[1],
    ),
    modelled(
        "vampires/opportunist",
        "Attached minion gets a +1 counter after another player's minion is destroyed.",
        "La Créature porteuse reçoit un marqueur +1 après la destruction d'une Créature adverse.",
        box=BOX,
        printing=ORIGINAL,
        on_other_destroyed=_opportunist,
    ),
    no_effect(
        "vampires/stakeout",
        "Talent: limits other players' minion plays here.",
        "Talent : limite le jeu de Créatures adverses ici.",
        box=BOX,
        printing=POD,
    ),
    modelled(
        "vampires/summon-wolves",
        "Gains a +1 counter at the start of your turn; with a minion of yours here, its counters "
        "add to your power here.",
        "Reçoit un marqueur +1 au début de votre tour ; si vous avez une Créature ici, ses "
        "marqueurs s'ajoutent à votre Force ici.",
        box=BOX,
        printing=ORIGINAL,
        power=_summon_wolves,
    ),
    modelled(
        "vampires/the-count",
        "Gets a +1 counter after another player's minion is destroyed.",
        "Reçoit un marqueur +1 après la destruction d'une Créature adverse.",
        box=BOX,
        printing=ORIGINAL,
        on_other_destroyed=_the_count,
    ),
    modelled(
        "vampires/the-count",
        "After a minion is destroyed, may place a +1 counter on a minion at its base (talent: -1 "
        "power to a minion, Play phase).",
        "Après la destruction d'une Créature, peut poser un marqueur +1 sur une Créature de sa "
        "Base (Talent : -1 en Force à une Créature, phase de jeu).",
        box=BOX,
        printing=POD,
        on_other_destroyed=_the_count_pod,
    ),
    one_shot(
        "vampires/wolf-pact",
        "As a minion: trades -1 power for a counter when played; as an action: recycles a card.",
        "En Créature : échange -1 en Force contre un marqueur quand elle est jouée ; en Action : "
        "recycle une carte.",
        box=BOX,
        printing=POD,
    ),
    # --- werewolves ---
    one_shot(
        "werewolves/chew-toy",
        "Destroys a weaker minion at your minion's base.",
        "Détruit une Créature plus faible sur la Base de votre Créature.",
        box=BOX,
    ),
    one_shot(
        "werewolves/frenzy",
        "Your minions of power 4 or more gain +1 this turn.",
        "Vos Créatures de Force 4 ou plus gagnent +1 ce tour-ci.",
        box=BOX,
    ),
    modelled(
        "werewolves/full-moon",
        "Your minions here have +1 power.",
        "Vos Créatures ici ont +1 en Force.",
        box=BOX,
        aura=own_minions_aura(1),
    ),
    no_effect(
        "werewolves/great-wolf-spirit",
        "Titan: second talent uses for your cards here; moves at the start of your turn; talent: "
        "+1 to a minion.",
        "Titan : deuxième usage des Talents de vos cartes ici ; se déplace au début de votre "
        "tour ; Talent : +1 à une Créature.",
        box=BOX,
        printing=POD,
        reminder=_TALENT_BOOST[0],
        reminder_fr=_TALENT_BOOST[1],
    ),
    one_shot(
        "werewolves/howler",
        "When played: +2 power until the end of the turn.",
        "Quand elle est jouée : +2 en Force jusqu'à la fin du tour.",
        box=BOX,
    ),
    no_effect(
        "werewolves/leader-of-the-pack",
        "Talent: an extra action if the minion it is on is the strongest here.",
        "Talent : une Action supplémentaire si la Créature porteuse est la plus forte ici.",
        box=BOX,
    ),
    one_shot(
        "werewolves/let-the-dog-out",
        "Destroys minions at your minion's base with total power up to its power.",
        "Détruit des Créatures de la Base de votre Créature dont la Force totale ne dépasse pas "
        "la sienne.",
        box=BOX,
    ),
    modelled(
        "werewolves/loup-garou",
        "Before its base scores: +2 power until the end of the turn.",
        "Avant la Conquête de sa Base : +2 en Force jusqu'à la fin du tour.",
        box=BOX,
        before_scoring=gains_before_scoring(2),
        special=applied_by_the_engine("before_scoring"),
    ),
    modelled(
        "werewolves/marking-territory",
        "During your turn, with more power here than each other player, this base's printed "
        "breakpoint counts as 0 (checked on the board's position, assumed the same at the start "
        "of your turn).",
        "Pendant votre tour, si vous avez plus de Force ici que chaque autre joueur, la "
        "Résistance imprimée de cette Base compte pour 0 (vérifié sur la position du plateau, "
        "supposée identique au début de votre tour).",
        box=BOX,
        shared_text_reason="the POD text drops 'starting': both are read as the printed "
        "breakpoint counting as 0 for the turn",
        breakpoint=_marking_territory,
    ),
    no_effect(
        "werewolves/moontouched",
        "Talent: draw if the minion it is on is the strongest here.",
        "Talent : piochez si la Créature porteuse est la plus forte ici.",
        box=BOX,
    ),
    modelled(
        "werewolves/pack-alpha",
        "Before its base scores: +1 to each of your minions there, for this turn.",
        "Avant la Conquête de sa Base : vos Créatures là-bas gagnent +1 en Force jusqu'à la fin "
        "du tour.",
        box=BOX,
        before_scoring=_pack_alpha,
        special=applied_by_the_engine("before_scoring"),
    ),
    no_effect(
        "werewolves/teenage-wolf",
        "Talent: +1 power until the end of the turn (a talent event applies it).",
        "Talent : +1 en Force jusqu'à la fin du tour (un événement talent l'applique).",
        box=BOX,
    ),
    modelled(
        "werewolves/unstoppable",
        "Attached minion cannot be destroyed.",
        "La Créature porteuse ne peut pas être détruite.",
        box=BOX,
        protect=attached_protected("destroy", _UNSTOPPABLE, others_only=False),
    ),
)

# Abilities modelled with the hooks of issue 15.
register(
    modelled(
        "mad-scientists/grave-situation",
        "Your minions here that would be destroyed go back to your hand instead.",
        "Vos Créatures ici qui seraient détruites retournent plutôt dans votre main.",
        box=BOX,
        instead_of_other_destroyed=own_minions_saved_to_hand,
    )
)


def _death_on_six_legs_takes(game, base, card, target) -> None:
    # POD titan: before a minion with +1 counters goes to the discard pile, its controller MAY
    # move one of those counters onto the titan (a choice of the card).
    if not is_minion(target) or target.counters <= 0 or card not in base.cards:
        return
    what = (
        f"take one of the +1 counters of {target.label()}",
        f"prendre un des marqueurs +1 de {target.label()}",
    )
    if game.ask_card(base, card, card.controller, what) is not None:
        game.add_counters(base, card, 1, ("Death on Six Legs", "Death on Six Legs"))


def _death_on_six_legs_destroyed(game, base, card, target_base, target, by) -> None:
    _death_on_six_legs_takes(game, base, card, target)


def _death_on_six_legs_discarded(game, scoring, base, card, discarded) -> None:
    for target in discarded:
        _death_on_six_legs_takes(game, base, card, target)


register(
    modelled(
        "giant-ants/death-on-six-legs",
        "Titan: may take one +1 counter of each minion with counters destroyed, or discarded when "
        "a base scores (a choice of the card); entering and its Talent act in the Play phase.",
        "Titan : peut prendre un marqueur +1 de chaque Créature à marqueurs détruite, ou "
        "défaussée lors d'une Conquête (un choix de la carte) ; son entrée et son Talent ont lieu "
        "pendant la phase de jeu.",
        box=BOX,
        printing=POD,
        on_other_destroyed=_death_on_six_legs_destroyed,
        on_other_discarded=_death_on_six_legs_discarded,
    ),
)
