"""Core Set cards: aliens, dinosaurs, ninjas, pirates, robots, tricksters, wizards, zombies.

Summaries are our own words. A one-shot action or a minion's "when played" ability acts in the
Play phase: `one_shot` entries, whose reminder asks to type the effect as a scripted event.
"""

from __future__ import annotations

from .. import error_messages as E
from .. import messages as M
from ..model import BURIED, MINION, MONSTER, TITAN
from .common import attached_to, count_key, is_minion, minions
from .effects import (
    AFFECTED,
    IN_PLAY_ALREADY,
    actions_refused,
    acts_as,
    after_card_played,
    attached_aura,
    cards_in_hand,
    destroys_attached_at_end_of_turn,
    minions_affected_by,
)
from .registry import modelled, no_effect, not_simulated, one_shot, register

BOX = "Core Set"
Loc = tuple[str, str]


def _why(card) -> Loc:
    return (f"ability of {card.label()}", f"capacité de {card.label()}")


def _other_player(by: str | None, target) -> bool:
    return by is not None and by != target.controller


_HIDEOUT_USED: Loc = (
    "Hideout is destroyed instead: the action does not affect its minions",
    "Hideout est détruite à la place : l'Action n'affecte pas ses Créatures",
)
_HIDEOUT_USED_UNKNOWN: Loc = (
    "Hideout is destroyed instead: the effect (a scripted effect by a player, of no given "
    "'source', counts as an action) does not affect its minions",
    "Hideout est détruite à la place : l'effet (un effet scripté par un joueur, sans 'source', "
    "compte comme une Action) n'affecte pas ses Créatures",
)
_HIDEOUT_GONE: Loc = (
    "Hideout was destroyed instead: this action does not affect its minions",
    "Hideout a été détruite à la place : cette Action n'affecte pas ses Créatures",
)
_HIDEOUT_NO_MOVE: Loc = (
    "Hideout: other players cannot move minions to its base",
    "Hideout : les autres joueurs ne peuvent pas déplacer de Créatures vers sa Base",
)
BEFORE_ONLY: Loc = (
    "this Special is played before a base scores (an event 'before_scoring')",
    "cette carte Spéciale se joue avant la conquête d'une Base (événement 'before_scoring')",
)


# --- aliens ------------------------------------------------------------------------------------


def _scout(game, scoring, base, card, standings) -> None:
    what = ("return this minion to its owner's hand", "reprendre cette Créature en main")
    if game.ask_card(base, card, card.controller, what) is not None:
        game.return_to_hand(base, card, card.controller, _why(card))


def _jammed_signal(game, base, card) -> bool:
    return True


# --- dinosaurs ---------------------------------------------------------------------------------


WAR_RAPTOR = "dinosaurs/war-raptor"


def _war_raptor(game, base, card) -> int:
    # +1 for each War Raptor on this base, itself included: counted once per base, kept until a
    # War Raptor comes, leaves or changes (game.key_memo), not once per Raptor.
    counts = game.key_memo.get(WAR_RAPTOR)
    if counts is None:
        counts = game.key_memo[WAR_RAPTOR] = {}
    found = counts.get(base)
    if found is None:
        found = counts[base] = count_key(base, WAR_RAPTOR)
    return found


NOT_AFFECTED: Loc = (
    "not affected by other players' cards",
    "n'est pas affectée par les cartes des autres joueurs",
)


def _tooth_and_claw(game, base, card, target_base, target, what, by, effect) -> Loc | None:
    if what in AFFECTED and attached_to(card, target) and _other_player(by, target):
        return NOT_AFFECTED
    return None


def _wildlife_preserve(game, base, card, target_base, target, what, by, effect) -> Loc | None:
    # "Your minions here": those of the action's controller, on its base.
    if (
        what in AFFECTED
        and is_minion(target)
        and target.controller == card.controller
        and _other_player(by, target)
        and acts_as(effect, "action")
    ):
        return actions_refused(effect)
    return None


# --- ninjas ------------------------------------------------------------------------------------


def _hidden_ninja(game, window, scoring, card, player, choose) -> Loc | None:
    if window != "before_scoring" or scoring is None:
        return BEFORE_ONLY
    played = choose.play if choose is not None else None
    if played is None or played.type != MINION:
        return (
            "give the minion it plays in 'choose': {'play': <minion>}",
            "indiquez la Créature jouée dans 'choose' : {'play': <Créature>}",
        )
    if game.find(played.id) is not None:
        return IN_PLAY_ALREADY
    reason = game.play_forbidden(scoring, played, player)
    if reason:
        return reason
    game.play(played, scoring, player, _why(card))
    return None


def _shinobi(game, window, scoring, card, player, choose) -> Loc | None:
    if window != "before_scoring" or scoring is None:
        return BEFORE_ONLY
    if game.find(card.id) is not None:
        return IN_PLAY_ALREADY
    if not game.flag("shinobi", scoring.id):
        return (
            "only one Shinobi's ability may be used per base",
            "une seule capacité de Shinobi peut être utilisée par Base",
        )
    reason = game.play_forbidden(scoring, card, player)
    if reason:
        return reason
    game.play(card, scoring, player, _why(card))
    return None


def _smoke_bomb(game, base, card, target_base, target, what, by, effect) -> Loc | None:
    if (
        what in AFFECTED
        and attached_to(card, target)
        and _other_player(by, target)
        and acts_as(effect, "action")
    ):
        return actions_refused(effect)
    return None


# --- pirates -----------------------------------------------------------------------------------


def _buccaneer(game, base, card, by) -> bool:
    # Once per turn, it may move to another base instead of being destroyed.
    others = [b for b in game.bases if b is not base]
    if not others or (card.uid, "buccaneer") in game.flags:
        return False
    what = (
        "move this minion to another base instead of its destruction",
        "déplacer cette Créature sur une autre Base au lieu de la détruire",
    )
    choice = game.ask_card(base, card, card.controller, what)
    if choice is None:
        return False
    dst = game.chosen_base(choice, others, E.ANOTHER_BASE())
    if dst is None:
        return False
    game.flag(card.uid, "buccaneer")
    return game.move(card, base, dst, card.controller, _why(card))


def _first_mate(game, scoring, base, card, standings) -> None:
    others = [b for b in game.bases if b is not base]
    if not others:
        return
    what = (
        "move this minion to another base instead of the discard pile",
        "déplacer cette Créature sur une autre Base au lieu de la défausser",
    )
    # Each other base is one way to accept (listed: the page offers it, the advisor tries it).
    choice = game.ask_card(
        base,
        card,
        card.controller,
        what,
        options=lambda: [{"to": other.id} for other in others],
    )
    if choice is None:
        return
    dst = game.chosen_base(choice, others, E.ANOTHER_BASE())
    if dst is not None:
        game.move(card, base, dst, card.controller, _why(card))


def _full_sail(game, window, scoring, card, player, choose) -> Loc | None:
    # Any number of the player's minions, each to a base other than its own; the catalog's
    # clarification (both printings) lets them go to different bases: the event's "card" and
    # "to" move one, "order" [minion, base, ...] each of the others to its own base.
    if window != "before_scoring" or scoring is None:
        return BEFORE_ONLY
    if choose is None:
        # Its "any number" is a decision of the event's choose: not given, none moves, listed
        # in assumed_choices under the event (README: a Special's assumed decision).
        game.assume(
            scoring.id,
            player,
            card.key,
            None,
            (
                f"{card.label()}: no minion named in its choose: none moves (one is named by "
                "'card' and 'to', each of the others with its base in 'order' [minion, base, "
                "...])",
                f"{card.label()} : aucune Créature indiquée dans son choose : aucune ne bouge "
                "(une se nomme par 'card' et 'to', chacune des autres avec sa Base dans 'order' "
                "[Créature, Base, ...])",
            ),
            card=card.id,
        )
        return None
    if choose.card is None and not choose.order:
        game.log_card(
            scoring,
            card,
            (
                "no minion named in 'choose': nothing moves (name one by 'card' and 'to', the "
                "others with their bases in 'order')",
                "aucune Créature indiquée dans 'choose' : rien ne bouge (nommez-en une par "
                "'card' et 'to', les autres avec leur Base dans 'order')",
            ),
        )
        return None
    steps = _full_sail_moves(game, card, player, choose)
    for src, minion, dst in steps or ():
        _full_sail_move(game, card, player, src, minion, dst)
    return None


def _full_sail_moves(game, card, player, choose) -> list | None:
    """The moves Full Sail's Special event names, (base, minion, destination): "card" to "to",
    then each pair of "order"; None when the choice names what the text does not allow (an
    error naming the key in the main run, declined elsewhere: Table.reject)."""
    mine = [(b, c) for b in game.bases for c in b.cards if is_minion(c) and c.controller == player]
    steps = []
    if choose.card is not None:
        found = game.chosen_card(choose, mine, E.A_MINION_OF(player=player))
        if found is None:
            return None
        others = [b for b in game.bases if b is not found[0]]
        dst = game.chosen_base(choose, others, E.ANOTHER_BASE())
        if dst is None:
            return None
        steps.append((found[0], found[1], dst))
    pairs = choose.order
    if len(pairs) % 2:
        game.reject(
            choose, "order", E.CHOSEN_IS_NOT, id=pairs[-1], what=M.MOVE_OWN_FOLLOWED_BY_BASE()
        )
        return None
    by_id = {c.id: (b, c) for b, c in mine if c.id is not None}
    named = {choose.card}
    for card_id, base_id in zip(pairs[::2], pairs[1::2], strict=True):
        found = by_id.get(card_id)
        dst = game.base_by_id(base_id)
        if found is None:
            what = E.A_MINION_OF(player=player)
        elif card_id in named:
            what = M.MOVE_OWN_NAMED_ONCE()
        elif dst is None:
            card_id, what = base_id, E.A_BASE_IN_PLAY()
        elif dst is found[0]:
            card_id, what = base_id, M.MOVE_OWN_OTHER_BASE(card=found[1].id)
        else:
            named.add(card_id)
            steps.append((found[0], found[1], dst))
            continue
        game.reject(choose, "order", E.CHOSEN_IS_NOT, id=card_id, what=what)
        return None
    return steps


def _full_sail_move(game, card, player, src, minion, dst) -> None:
    """One move of Full Sail's Special, the card its source (game.move under the Special's
    effect: protections and the cards that hear of moves act as on any move). One a card or a
    base refuses stays, named in `warnings` with the reason; the others are made."""
    now = game.find(minion.id)
    if now is None or now[0] is dst:
        return
    src, minion = now
    with game.acting(to=dst):
        # Asked as the move asks it (the protections with the destination, then the base's
        # hold: Moon Dumpster), for the warning's reason.
        reason = game.blocked(src, minion, player, "move", asking=True)
    holds = src.ability.holds if src.ability is not None else None
    if reason is None and holds is not None:
        reason = holds(game, src, minion, player)
    if not game.move(minion, src, dst, player, _why(card)) and minion in src.cards and reason:
        game.warn(
            M.MOVE_OWN_KEPT(card=card.label(), minion=minion.label(), base=dst.id, reason=reason),
            card=card.id,
        )


def _pirate_king(game, scoring, base, card) -> None:
    if base is scoring:
        return
    what = (
        "move this minion to the base about to score",
        "déplacer cette Créature sur la Base conquise",
    )
    # Moving to the scoring base is the card's whole purpose: without a choice in the input it
    # is assumed to move (listed in assumed_choices); `"choose": null` declines.
    if game.ask_card(base, card, card.controller, what, default_accept=True) is not None:
        game.move(card, base, scoring, card.controller, _why(card))


def _kraken(game, scoring, base, card, standings) -> None:
    # After this base scores, one of its controller's minions here moves to another base.
    player = card.controller
    mine = [(base, c) for c in minions(base, player)]
    others = [b for b in game.bases if b is not base]
    if not mine or not others:
        return
    choice = game.card_choice(card, player)
    found = dst = None
    if choice is not None and not choice.declined:
        found = game.chosen_card(choice, mine, E.A_MINION_OF_HERE(player=player))
        dst = game.chosen_base(choice, others, E.ANOTHER_BASE())
    if found is None or dst is None:
        found, dst = mine[0], others[0]
        game.assume(
            base.id,
            player,
            card.key,
            {"card": found[1].id, "to": dst.id},
            (
                f"{player} must move a minion from here: the first one goes to the first other "
                "base",
                f"{player} doit déplacer une Créature d'ici : la première va sur la première "
                "autre Base",
            ),
            card=card.id,
        )
    game.move(found[1], base, dst, player, _why(card))


# --- robots ------------------------------------------------------------------------------------


ALPHA = "robots/microbot-alpha"


def _fort_titanosaurus(game, base, card, played, player, effect) -> None:
    # POD: "Once per turn, after you play an action that directly affects one or more minions,
    # you may place a +1 power counter on one of those minions and/or on this titan." An
    # accepted choice places one on the titan, and one on the minion choose.card names.
    if played.type != "action" or player != card.controller or card not in base.cards:
        return
    if ("once per turn", card.uid) in game.flags:
        return
    affected = minions_affected_by(game, played, effect)
    if not affected:
        return
    what = (
        "place +1 power counters on Fort Titanosaurus and on a minion the action affected",
        "placer des marqueurs +1 sur Fort Titanosaurus et sur une Créature affectée par l'Action",
    )
    choice = game.ask_card(base, card, card.controller, what)
    if choice is None:
        return
    game.flag("once per turn", card.uid)
    if choice.card is not None:
        found = game.chosen_card(choice, affected, E.A_MINION_IN_PLAY())
        if found is not None:
            game.add_counters(found[0], found[1], 1, _why(card), card.controller)
    now = game.find(card.id) if card.id is not None else (base, card)
    if now is not None:
        game.add_counters(now[0], now[1], 1, _why(card), card.controller)


def _alpha_controllers(game) -> frozenset:
    # The controllers of a face-up Microbot Alpha in play, asked for every minion by each
    # Microbot Fixer: found once, kept until a Microbot Alpha comes, leaves or changes
    # (game.key_memo).
    found = game.key_memo.get(ALPHA)
    if found is None:
        # Comprehensions: this walks every card in play after each change of an Alpha.
        found = game.key_memo[ALPHA] = frozenset(
            [
                c.controller
                for b in game.bases
                for c in b.cards
                if c.key == ALPHA and c.type != BURIED
            ]
        )
    return found


def _microbot_alpha(game, base, card) -> int:
    # All of its controller's other minions are Microbots while it is in play: +1 for each.
    # Its controller's minions in play are counted once per layout of the cards in play
    # (game.card_memo is emptied on each change), asked for every total of its base.
    controller = card.controller
    memo = game.card_memo
    slot = ("minions-of", controller)
    count = memo.get(slot)
    if count is None:
        # The types of its controller's cards, then is_minion's count: a comprehension, since
        # this walks every card in play after each change (a monster is a minion when a player
        # controls it).
        kinds = [c.type for b in game.bases for c in b.cards if c.controller == controller]
        count = kinds.count(MINION)
        if controller is not None:
            count += kinds.count(MONSTER)
        memo[slot] = count
    if is_minion(card) and card in base.cards:
        count -= 1  # itself
    return count


def _microbot_fixer(game, base, card, target_base, target) -> int:
    # Asked for every card in play by each Fixer: the controller first, the test that rules out
    # most cards; then is it a minion, and a Microbot (by its name, or because its controller
    # has a Microbot Alpha in play: all of that player's minions count as Microbots).
    controller = target.controller
    if controller != card.controller:
        return 0
    kind = target.type
    if kind != MINION and (kind != MONSTER or controller is None):
        return 0
    key = target.key
    if key is not None and key.startswith("robots/microbot-"):
        return 1
    # _alpha_controllers(game), its memo read here: most calls end there.
    found = game.key_memo.get(ALPHA)
    if found is None:
        found = _alpha_controllers(game)
    return 1 if controller in found else 0


def _nukebot(game, base, card, by) -> None:
    for other in minions(base):
        if other.controller != card.controller and other in base.cards:
            game.destroy(base, other, card.controller, _why(card))


def _warbot(game, base, card, target_base, target, what, by, effect) -> Loc | None:
    if target is card and what == "destroy":
        return ("this minion cannot be destroyed", "cette Créature ne peut pas être détruite")
    return None


# --- tricksters --------------------------------------------------------------------------------


def _big_funny_giant(game, scoring, base, card, standings) -> None:
    winners = game.at_place(standings, 1)
    if card.controller not in winners:
        return
    present = {c.controller for c in base.cards if is_minion(c)}
    if any(p not in present for p in game.players if p != card.controller):
        game.gain_vp(card.controller, 1, base, _why(card))


def _hideout_action(effect) -> tuple | None:
    """Which action is acting, for the Hideout: the card played (the Play phase) or the
    Special applied, else None (a scripted event: each one its own effect)."""
    played = effect.source if effect.source is not None else effect.special
    if played is None:
        return None
    return (played.uid, effect.event, effect.rule)


def _hideout(game, base, card, target_base, target, what, by, effect) -> Loc | None:
    # Once: another player's action that would affect its controller's minions here does not
    # (none of them: the Hideout shields them all from that action), and the Hideout is
    # destroyed instead.
    if what != "affect" or not is_minion(target):
        return None
    key = ("hideout", card.uid)
    if card not in base.cards:
        # Destroyed by an action (filed below as a lasting effect): that same action still
        # affects none of its controller's minions here; any other effect is not its concern.
        used = game.lasting_data.get(key)
        if used is None or target.controller != used[0] or not _other_player(by, target):
            return None
        action = _hideout_action(effect)
        if action is None or action != used[1]:
            return None
        return _HIDEOUT_GONE
    if target.controller != card.controller or not _other_player(by, target):
        return None
    if effect.asking:
        # Only asked (a pick listing its targets): the minion stays a legal target, and the
        # Hideout acts when the action does (it was destroyed by every minion a pick listed).
        return None
    # An effect of unknown type counts as an action (acts_as: every protection against one
    # type of card reads it so).
    if not acts_as(effect, "action"):
        return None
    controller = card.controller
    game.destroy(base, card, controller, _why(card))
    action = _hideout_action(effect)
    if action is not None and card not in base.cards and key not in game.lasting_data:
        # The action goes on (its other minions here, Crop Circles, Broadside...): the
        # destroyed Hideout keeps them from it (game.add_lasting: its protect hook is read
        # from its base for the rest of the turn, for this action only).
        game.lasting_data[key] = (controller, action)
        game.add_lasting(base, card)
    return _HIDEOUT_USED if effect.source_type is not None else _HIDEOUT_USED_UNKNOWN


def _hideout_pod(game, base, card, target_base, target, what, by, effect) -> Loc | None:
    # Hideout (POD): a move of another player's minion onto its base is refused (an action
    # moved there, Stagecoach's transfer, is no minion: it goes).
    if (
        what == "move"
        and effect.to is base
        and by is not None
        and by != card.controller
        and target.is_minion
    ):
        return _HIDEOUT_NO_MOVE
    return None


_NAMED_UNKNOWN: Loc = (
    "the factions it names are not given (a choice of the card with choose.factions): plays "
    "there are not checked",
    "les Factions qu'elle nomme ne sont pas données (un choix de la carte avec "
    "choose.factions) : les jeux sur cette Base ne sont pas vérifiés",
)


def _block_the_path(game, base, card, target_base, played, player, effect) -> Loc | None:
    # Block the Path: a minion of a faction it names may not be played on its base. The factions
    # are read once per run from the card's choice; a typed minion has no faction and is let
    # through.
    if not is_minion(played) or card not in base.cards:
        return None
    key = ("block-the-path", card.uid)
    named = game.lasting_data.get(key)
    if named is None:
        choice = game.card_choice(card, card.controller)
        named = game.lasting_data[key] = () if choice is None else choice.factions
        if not named:
            game.note_card_not_simulated(base, card, _NAMED_UNKNOWN)
    faction = played.key.split("/")[0] if played.key else None
    if faction is not None and faction in named:
        return (
            f"Block the Path: minions of {faction} cannot be played here",
            f"Block the Path : les Créatures de {faction} ne peuvent pas être jouées ici",
        )
    return None


def _arcane_protector(game, base, card) -> int:
    # Half the cards in its controller's hand (rounded down) as power here: added to the titan's
    # power.
    held = cards_in_hand(game, base, card)
    return 0 if held is None else held // 2


def _flame_trap(game, base, card, target_base, played, by, effect) -> None:
    if not is_minion(played) or played.controller == card.controller:
        return
    game.destroy(base, played, card.controller, _why(card))
    if card in base.cards:
        game.destroy(base, card, card.controller, _why(card))


def _gnome_pod(game, scoring, base, card, standings=None) -> None:
    player = card.controller
    count = sum(
        1 for c in base.cards if c.controller == player and (is_minion(c) or c.type == TITAN)
    )
    weaker = [(base, c) for c in minions(base) if game.power(base, c) < count]
    if not weaker:
        return
    what = ("destroy a weaker minion here", "détruire une Créature plus faible ici")
    choice = game.ask_card(base, card, player, what)
    if choice is None:
        return
    found = game.chosen_card(choice, weaker, E.A_MINION_IN_PLAY())
    if found is not None:
        game.destroy(base, found[1], player, _why(card))


def _leprechaun(first_only: bool):
    def hook(game, base, card, target_base, played, by, effect) -> None:
        if not is_minion(played) or played.controller == card.controller:
            return
        if played not in base.cards or card not in base.cards:
            return
        if game.power(base, played) >= game.power(base, card):
            return
        if first_only and not game.flag("leprechaun", card.uid):
            return
        game.destroy(base, played, card.controller, _why(card))

    return hook


# --- zombies -----------------------------------------------------------------------------------


def _overrun(game, base, card, target_base, played, player, effect) -> Loc | None:
    if played.type == MINION and player != card.controller:
        return (
            "Overrun: other players cannot play minions on this base",
            "Overrun : les autres joueurs ne peuvent pas jouer de Créature sur cette Base",
        )
    return None


WORDING = "wording only; same effect"
PLAY_PHASE = "both act only while cards are played"


def _one_shots(*items: tuple[str, str, str] | tuple[str, str, str, str]):
    """one_shot entries: (key, summary, summary_fr[, shared_text_reason])."""
    return [
        one_shot(
            item[0], item[1], item[2], box=BOX, shared_text_reason=item[3] if len(item) > 3 else ""
        )
        for item in items
    ]


def _quiet(*items: tuple[str, str, str] | tuple[str, str, str, str]):
    """no_effect entries without reminder: (key, summary, summary_fr[, shared_text_reason])."""
    return [
        no_effect(
            item[0], item[1], item[2], box=BOX, shared_text_reason=item[3] if len(item) > 3 else ""
        )
        for item in items
    ]


register(
    # aliens
    *_one_shots(
        (
            "aliens/abduction",
            "Return a minion to hand; extra minion.",
            "Renvoie une Créature en main ; Créature supplémentaire.",
        ),
        (
            "aliens/beam-up",
            "Return a minion to its owner's hand.",
            "Renvoie une Créature dans la main de son propriétaire.",
        ),
        (
            "aliens/collector",
            "When played: may return a small minion here to hand.",
            "En jeu : peut renvoyer en main une petite Créature d'ici.",
            "a 'when played' ability in both printings: no effect at scoring",
        ),
        (
            "aliens/crop-circles",
            "Every minion of one base goes back to hand.",
            "Toutes les Créatures d'une Base retournent en main.",
        ),
        (
            "aliens/disintegrator",
            "A small minion goes under its owner's deck.",
            "Une petite Créature va sous la pioche de son propriétaire.",
        ),
        (
            "aliens/invader",
            "When played: gain 1 VP (a gain_vp event).",
            "En jeu : gagne 1 PV (événement gain_vp).",
        ),
        (
            "aliens/invasion",
            "Sends any minion over to a different base.",
            "Déplace une Créature sur une autre Base.",
        ),
        (
            "aliens/supreme-overlord",
            "When played: may return a minion to hand.",
            "En jeu : peut renvoyer une Créature en main.",
        ),
        (
            "aliens/terraforming",
            "Swap a base in play with one from the deck.",
            "Échange une Base en jeu avec une de la pioche des Bases.",
        ),
    ),
    no_effect(
        "aliens/probe",
        "A minion is discarded from a hand.",
        "Une Créature est défaussée d'une main.",
        box=BOX,
    ),
    modelled(
        "aliens/jammed-signal",
        "Played on a base: that base has no abilities while it stays.",
        "Jouée sur une Base : cette Base perd ses capacités tant qu'elle y reste.",
        box=BOX,
        shared_text_reason=WORDING,
        cancel_base=_jammed_signal,
    ),
    modelled(
        "aliens/scout",
        "After its base scores, it may go back to its owner's hand.",
        "Après la conquête de sa Base, elle peut retourner dans la main de son propriétaire.",
        box=BOX,
        shared_text_reason=WORDING,
        after_scoring=_scout,
    ),
    # dinosaurs
    not_simulated(
        "dinosaurs/armor-stego",
        "Talent: +2 power during other players' turns until its owner's next turn.",
        "Talent : +2 en Force pendant les tours des autres joueurs jusqu'au prochain tour de son "
        "propriétaire.",
        "Depends on what the board does not hold: whether its talent was used since its owner's "
        "last turn (type +2 as a modifier when it was).",
        "Dépend de ce que le plateau ne contient pas : si son Talent a été utilisé depuis le "
        "dernier tour de son propriétaire (saisissez +2 en modificateur s'il l'a été).",
        box=BOX,
    ),
    *_one_shots(
        (
            "dinosaurs/augmentation",
            "One minion gets +4 power this turn.",
            "Une Créature gagne +4 en Force ce tour-ci.",
            WORDING,
        ),
        (
            "dinosaurs/howl",
            "Each of your minions gets +1 power this turn.",
            "Chacune de vos Créatures gagne +1 en Force ce tour-ci.",
        ),
        (
            "dinosaurs/laseratops",
            "When played: may destroy a small minion here.",
            "En jeu : peut détruire une petite Créature d'ici.",
        ),
        (
            "dinosaurs/natural-selection",
            "Destroy a weaker minion beside one of yours.",
            "Détruit une Créature plus faible à côté d'une des vôtres.",
        ),
        (
            "dinosaurs/rampage",
            "A base's breakpoint drops by a minion's power this turn.",
            "La Résistance d'une Base baisse de la Force d'une Créature ce tour-ci.",
        ),
        (
            "dinosaurs/survival-of-the-fittest",
            "The weakest minion of each contested base is destroyed.",
            "La Créature la plus faible de chaque Base disputée est détruite.",
        ),
    ),
    modelled(
        "dinosaurs/fort-titanosaurus",
        "Titan entering by destroying a minion (type it); once a turn, after you play an action "
        "affecting minions, may put a counter on one of them (a choice of the card: card) and "
        "on itself.",
        "Titan qui entre en détruisant une Créature (à saisir) ; une fois par tour, après que "
        "vous jouez une Action qui affecte des Créatures, peut mettre un marqueur sur l'une "
        "d'elles (un choix de la carte : card) et sur lui.",
        box=BOX,
        reminder="Its entry and the counters it gave in the Play phase are typed on the board.",
        reminder_fr="Son entrée et les marqueurs donnés pendant la phase de jeu se saisissent "
        "sur le plateau.",
        play_scope="everywhere",
        **after_card_played(_fort_titanosaurus),
    ),
    no_effect("dinosaurs/king-rex", "No ability.", "Pas de capacité.", box=BOX),
    modelled(
        "dinosaurs/tooth-and-claw-and-guns",
        "Played on a minion: other players' cards do not affect it.",
        "Jouée sur une Créature : les cartes des autres joueurs ne l'affectent pas.",
        box=BOX,
        # The POD record's slug lost a hyphen.
        aliases=("dinosaurs/tooth-and-clawand-guns",),
        protect=_tooth_and_claw,
    ),
    modelled(
        "dinosaurs/upgrade",
        "Played on a minion: +2 power.",
        "Jouée sur une Créature : +2 en Force.",
        box=BOX,
        aura=attached_aura(2),
    ),
    modelled(
        "dinosaurs/war-raptor",
        "+1 power for each War Raptor on its base, itself included.",
        "+1 en Force pour chaque War Raptor sur sa Base, elle comprise.",
        box=BOX,
        shared_text_reason="capitalisation only; the POD card's printed power is X (typed)",
        # It counts the War Raptors on its own base only.
        reads=(),
        power=_war_raptor,
    ),
    modelled(
        "dinosaurs/wildlife-preserve",
        "Played on a base: other players' actions do not affect your minions here.",
        "Jouée sur une Base : les Actions des autres joueurs n'affectent pas vos Créatures ici.",
        box=BOX,
        shared_text_reason=WORDING,
        protect=_wildlife_preserve,
    ),
    # ninjas
    modelled(
        "ninjas/assassination",
        "Played on a minion: that minion is destroyed at the end of the turn.",
        "Jouée sur une Créature : elle est détruite à la fin du tour.",
        box=BOX,
        printing="original",
        end_of_turn=destroys_attached_at_end_of_turn,
    ),
    modelled(
        "ninjas/assassin",
        "Played on a minion: that minion is destroyed at the end of the turn.",
        "Jouée sur une Créature : elle est détruite à la fin du tour.",
        box=BOX,
        printing="pod",
        end_of_turn=destroys_attached_at_end_of_turn,
    ),
    *_one_shots(
        (
            "ninjas/disguise",
            "Swap one or two of your minions for others from hand.",
            "Échange une ou deux de vos Créatures contre d'autres de la main.",
        ),
        (
            "ninjas/ninja-master",
            "When played: may destroy a minion here.",
            "En jeu : peut détruire une Créature d'ici.",
        ),
        ("ninjas/seeing-stars", "Destroy a small minion.", "Détruit une petite Créature."),
        (
            "ninjas/tiger-assassin",
            "When played: may destroy a small minion.",
            "En jeu : peut détruire une petite Créature.",
            "a 'when played' ability in both printings: no effect at scoring",
        ),
        (
            "ninjas/way-of-deception",
            "Sends one of its player's own minions to a different base.",
            "Déplace une de vos Créatures sur une autre Base.",
        ),
    ),
    modelled(
        "ninjas/hidden-ninja",
        "Special, before a base scores: play a minion there (choose.play).",
        "Spéciale, avant la conquête d'une Base : y jouer une Créature (choose.play).",
        box=BOX,
        special=_hidden_ninja,
        special_plays="minion",
    ),
    no_effect(
        "ninjas/infiltrate",
        "Played on a base: may destroy an action there; its talent acts in a turn.",
        "Jouée sur une Base : peut y détruire une Action ; son Talent agit pendant un tour.",
        box=BOX,
    ),
    no_effect(
        "ninjas/invisible-ninja",
        "Titan with draw and extra-play abilities during turns.",
        "Titan aux capacités de pioche et de jeu supplémentaire pendant les tours.",
        box=BOX,
    ),
    no_effect(
        "ninjas/ninja-acolyte",
        "Talent: swap for another minion.",
        "Talent : s'échange contre une autre Créature.",
        box=BOX,
    ),
    modelled(
        "ninjas/poison",
        "Played on a minion: -4 power (destroys actions on it when played).",
        "Jouée sur une Créature : -4 en Force (détruit les Actions sur elle quand elle est jouée).",
        box=BOX,
        aura=attached_aura(-4),
    ),
    modelled(
        "ninjas/shinobi",
        "Special, before a base scores: may be played there (one per base).",
        "Spéciale, avant la conquête d'une Base : peut y être jouée (une par Base).",
        box=BOX,
        special=_shinobi,
    ),
    modelled(
        "ninjas/smoke-bomb",
        "Played on your minion: other players' actions do not affect it.",
        "Jouée sur votre Créature : les Actions des autres joueurs ne l'affectent pas.",
        box=BOX,
        shared_text_reason=WORDING,
        protect=_smoke_bomb,
    ),
    # pirates
    *_one_shots(
        (
            "pirates/broadside",
            "Destroy one player's small minions on a base.",
            "Détruit les petites Créatures d'un joueur sur une Base.",
            WORDING,
        ),
        (
            "pirates/cannon",
            "Destroy up to two small minions.",
            "Détruit jusqu'à deux petites Créatures.",
        ),
        (
            "pirates/cut-lass",
            "When played: may destroy a small minion here.",
            "En jeu : peut détruire une petite Créature d'ici.",
        ),
        (
            "pirates/dinghy",
            "Move up to two of your minions.",
            "Déplace jusqu'à deux de vos Créatures.",
        ),
        (
            "pirates/powderkeg",
            "Destroy your minion and every weaker one beside it.",
            "Détruit votre Créature et toutes les plus faibles à côté.",
        ),
        (
            "pirates/sea-dogs",
            "Move other players' minions of one faction.",
            "Déplace les Créatures d'une Faction des autres joueurs.",
        ),
        (
            "pirates/shanghai",
            "Move another player's minion.",
            "Déplace la Créature d'un autre joueur.",
        ),
        (
            "pirates/swashbuckling",
            "Each of your minions gets +1 power this turn.",
            "Chacune de vos Créatures gagne +1 en Force ce tour-ci.",
        ),
    ),
    modelled(
        "pirates/buccaneer",
        "Once a turn, may move away instead of being destroyed.",
        "Une fois par tour, peut partir au lieu d'être détruite.",
        box=BOX,
        shared_text_reason=WORDING,
        instead_of_destroyed=_buccaneer,
    ),
    modelled(
        "pirates/first-mate",
        "After its base scores, may move to another base instead of the discard pile.",
        "Après la conquête de sa Base, peut aller sur une autre Base au lieu de la défausse.",
        box=BOX,
        after_scoring=_first_mate,
    ),
    modelled(
        "pirates/full-sail",
        "Move your minions, each to another base; Special before a base scores (choose card and "
        "to, or order [minion, base, ...]: each to its own base).",
        "Déplace vos Créatures, chacune vers une autre Base ; Spéciale avant une conquête "
        "(choose card et to, ou order [Créature, Base, ...] : chacune vers sa Base).",
        box=BOX,
        special=_full_sail,
    ),
    modelled(
        "pirates/pirate-king",
        "Before any base scores, may move there (assumed to move when no choice is given).",
        "Avant la conquête de n'importe quelle Base, peut s'y déplacer (supposée le faire sans "
        "choix donné).",
        box=BOX,
        window_scope="everywhere",
        before_scoring=_pirate_king,
    ),
    modelled(
        "pirates/the-kraken",
        "Titan: after its base scores, one of your minions there moves to another base.",
        "Titan : après la conquête de sa Base, une de vos Créatures y va sur une autre Base.",
        box=BOX,
        after_scoring=_kraken,
    ),
    # robots
    *_one_shots(
        (
            "robots/hoverbot",
            "When played: may play the top card of the deck.",
            "En jeu : peut jouer la carte du dessus de la pioche.",
        ),
        (
            "robots/microbot-guard",
            "When played: destroy a weaker minion here.",
            "En jeu : détruit une Créature plus faible ici.",
        ),
        (
            "robots/microbot-reclaimer",
            "When played: extra minion, recycle Microbots.",
            "En jeu : Créature supplémentaire, recycle des Microbots.",
        ),
        (
            "robots/tech-center",
            "Draw for your minions on a base.",
            "Pioche selon vos Créatures sur une Base.",
        ),
        (
            "robots/zapbot",
            "When played: extra small minion.",
            "En jeu : petite Créature supplémentaire.",
        ),
    ),
    modelled(
        "robots/microbot-alpha",
        "+1 power per other minion of yours; all yours are Microbots.",
        "+1 en Force par autre Créature à vous ; toutes les vôtres sont des Microbots.",
        box=BOX,
        power=_microbot_alpha,
    ),
    no_effect(
        "robots/microbot-archive",
        "Draw when one of your Microbots is destroyed.",
        "Pioche quand un de vos Microbots est détruit.",
        box=BOX,
        shared_text_reason="only draws cards in both printings",
    ),
    modelled(
        "robots/microbot-fixer",
        "Each of your Microbots has +1 power (extra minion when played).",
        "Chacun de vos Microbots a +1 en Force (Créature supplémentaire en jeu).",
        box=BOX,
        aura_scope="everywhere",
        aura_targets="own",
        # The target's name and controller, and whether its controller (the Fixer's) has a
        # Microbot Alpha in play (all of that player's minions are then Microbots): nothing of
        # its own base.
        reads=(),
        reads_controlled=("robots/microbot-alpha",),
        reads_base=False,
        aura=_microbot_fixer,
    ),
    modelled(
        "robots/nukebot",
        "When destroyed: every other player's minion on its base is destroyed.",
        "Détruite : toutes les Créatures des autres joueurs sur sa Base sont détruites.",
        box=BOX,
        on_destroyed=_nukebot,
    ),
    modelled(
        "robots/warbot",
        "Cannot be destroyed.",
        "Ne peut pas être détruite.",
        box=BOX,
        protect=_warbot,
    ),
    # tricksters
    modelled(
        "tricksters/big-funny-giant",
        "Titan: +1 VP to its winning controller when someone has no minion on its base.",
        "Titan : +1 PV à son contrôleur vainqueur si quelqu'un n'a pas de Créature sur sa Base.",
        box=BOX,
        scoring_vp=_big_funny_giant,
    ),
    modelled(
        "tricksters/block-the-path",
        "Played on a base: minions of named factions cannot be played there.",
        "Jouée sur une Base : les Créatures des Factions nommées ne peuvent pas y être jouées.",
        box=BOX,
        shared_text_reason="both forbid plays of named factions, given as choose.factions",
        reminder="Name the factions as a choice of the card: choose.factions (faction slugs).",
        reminder_fr="Nommez les Factions par un choix de la carte : choose.factions (slugs de "
        "Factions).",
        forbid_play=_block_the_path,
    ),
    no_effect(
        "tricksters/brownie",
        "Cards are discarded or drawn when others act.",
        "Des cartes sont défaussées ou piochées quand les autres agissent.",
        box=BOX,
        shared_text_reason="both printings only touch hands",
    ),
    *_one_shots(
        (
            "tricksters/disenchant",
            "Destroy an action on a minion or base.",
            "Détruit une Action sur une Créature ou une Base.",
        ),
        (
            "tricksters/take-the-shinies",
            "Others discard two random cards.",
            "Les autres défaussent deux cartes au hasard.",
        ),
    ),
    no_effect(
        "tricksters/enshrouding-mist",
        "Played on a base: an extra minion there during turns.",
        "Jouée sur une Base : une Créature supplémentaire pendant les tours.",
        box=BOX,
        shared_text_reason=PLAY_PHASE,
    ),
    modelled(
        "tricksters/flame-trap",
        "Played on a base: another player's minion played there is destroyed, with the trap.",
        "Jouée sur une Base : la Créature d'un autre joueur qui y est jouée est détruite, "
        "avec le piège.",
        box=BOX,
        printing="original",
        on_other_played=_flame_trap,
    ),
    modelled(
        "tricksters/flame-trap",
        "Played on a base: destroyed to destroy another player's minion played there (start of "
        "turn breakpoint cut: type it).",
        "Jouée sur une Base : détruite pour détruire la Créature d'un autre joueur qui y est "
        "jouée (baisse de Résistance en début de tour : à saisir).",
        box=BOX,
        printing="pod",
        on_other_played=_flame_trap,
    ),
    one_shot(
        "tricksters/gnome",
        "When played: may destroy a weaker minion here.",
        "En jeu : peut détruire une Créature plus faible ici.",
        box=BOX,
        printing="original",
    ),
    modelled(
        "tricksters/gnome",
        "Before its base scores: may destroy a weaker minion there.",
        "Avant la conquête de sa Base : peut y détruire une Créature plus faible.",
        box=BOX,
        printing="pod",
        before_scoring=_gnome_pod,
    ),
    no_effect(
        "tricksters/gremlin",
        "When it leaves play: cards drawn and discarded.",
        "Quand elle quitte le jeu : des cartes piochées et défaussées.",
        box=BOX,
        shared_text_reason="both printings only touch hands",
    ),
    modelled(
        "tricksters/hideout",
        "Played on a base: shields your minions there once from an action (an event's 'source' "
        "says 'action').",
        "Jouée sur une Base : protège une fois vos Créatures d'ici d'une Action (le « source » "
        "d'un événement dit 'action').",
        box=BOX,
        printing="original",
        protect=_hideout,
    ),
    modelled(
        "tricksters/hideout",
        "Played on a base: other players cannot move minions there (its talent acts in the "
        "Play phase).",
        "Jouée sur une Base : les autres joueurs ne peuvent pas y déplacer de Créatures (son "
        "Talent agit pendant la phase de jeu).",
        box=BOX,
        printing="pod",
        protect_scope="everywhere",
        protect=_hideout_pod,
    ),
    modelled(
        "tricksters/leprechaun",
        "Another player's weaker minion played here is destroyed.",
        "La Créature plus faible d'un autre joueur jouée ici est détruite.",
        box=BOX,
        printing="original",
        on_other_played=_leprechaun(first_only=False),
    ),
    modelled(
        "tricksters/leprechaun",
        "The first weaker minion another player plays here each turn is destroyed.",
        "La première Créature plus faible qu'un autre joueur joue ici chaque tour est détruite.",
        box=BOX,
        printing="pod",
        on_other_played=_leprechaun(first_only=True),
    ),
    no_effect(
        "tricksters/mark-of-sleep",
        "Limits another player's next plays.",
        "Limite les prochains jeux d'un autre joueur.",
        box=BOX,
        shared_text_reason="both limit plays on later turns",
    ),
    no_effect(
        "tricksters/pay-the-piper",
        "Played on a base: a discard after another player's minion there.",
        "Jouée sur une Base : une défausse après une Créature d'un autre joueur.",
        box=BOX,
    ),
    no_effect(
        "tricksters/pixie",
        "Counters when played, as a minion or an action (type them).",
        "Marqueurs quand elle est jouée, en Créature ou en Action (à saisir).",
        box=BOX,
    ),
    # wizards
    modelled(
        "wizards/arcane-protector",
        "Titan: +1 power per two cards in its controller's hand.",
        "Titan : +1 en Force pour deux cartes en main de son contrôleur.",
        box=BOX,
        reminder="It reads how many cards its controller holds: give it as the board's hand_size.",
        reminder_fr="Elle lit le nombre de cartes en main de son contrôleur : donnez-le dans le "
        "hand_size du plateau.",
        power=_arcane_protector,
    ),
    no_effect(
        "wizards/archmage",
        "Talent: an extra action.",
        "Talent : une Action supplémentaire.",
        box=BOX,
    ),
    *_quiet(
        (
            "wizards/chronomage",
            "When played: an extra action.",
            "En jeu : une Action supplémentaire.",
        ),
        ("wizards/enchantress", "When played: draw a card.", "En jeu : pioche une carte."),
        (
            "wizards/mass-enchantment",
            "Play an action from another player's deck.",
            "Joue une Action de la pioche d'un autre joueur.",
        ),
        ("wizards/mystic-studies", "Draw two cards.", "Pioche deux cartes."),
        (
            "wizards/neophyte",
            "When played: may take or play the top action.",
            "En jeu : peut prendre ou jouer l'Action du dessus.",
        ),
        (
            "wizards/portal",
            "Take minions from the top five cards.",
            "Prend des Créatures parmi les cinq cartes du dessus.",
        ),
        ("wizards/scry", "Search the deck for an action.", "Cherche une Action dans la pioche."),
        ("wizards/summon", "An extra minion.", "Une Créature supplémentaire."),
        ("wizards/time-loop", "Two extra actions.", "Deux Actions supplémentaires."),
        (
            "wizards/winds-of-change",
            "New hand of five; an extra action.",
            "Nouvelle main de cinq ; une Action supplémentaire.",
        ),
    ),
    one_shot(
        "wizards/sacrifice",
        "Draw by one of your minions' power, then destroy it.",
        "Pioche selon la Force d'une de vos Créatures, puis la détruit.",
        box=BOX,
    ),
    # zombies
    *_quiet(
        (
            "zombies/grave-digger",
            "When played: a minion from the discard pile to hand.",
            "En jeu : une Créature de la défausse en main.",
        ),
        (
            "zombies/grave-robbing",
            "A card from the discard pile to hand.",
            "Une carte de la défausse en main.",
            WORDING,
        ),
        (
            "zombies/lend-a-hand",
            "Shuffle discarded cards into the deck.",
            "Remet des cartes défaussées dans la pioche.",
        ),
        (
            "zombies/mall-crawl",
            "Discard same-name cards from the deck.",
            "Défausse des cartes de même nom depuis la pioche.",
            WORDING,
        ),
        (
            "zombies/not-enough-bullets",
            "Same-name minions from the discard pile to hand.",
            "Des Créatures de même nom de la défausse en main.",
        ),
        (
            "zombies/outbreak",
            "An extra minion where you have none.",
            "Une Créature supplémentaire là où vous n'en avez pas.",
            WORDING,
        ),
        (
            "zombies/tenacious-z",
            "Special: played from the discard pile during a turn.",
            "Spéciale : jouée depuis la défausse pendant un tour.",
        ),
        (
            "zombies/they-keep-coming",
            "An extra minion from the discard pile.",
            "Une Créature supplémentaire depuis la défausse.",
        ),
        (
            "zombies/theyre-coming-to-get-you",
            "Played on a base: minions played there from the discard pile.",
            "Jouée sur une Base : des Créatures y sont jouées depuis la défausse.",
        ),
        (
            "zombies/walker",
            "When played: look at the top card of the deck.",
            "En jeu : regarde la carte du dessus de la pioche.",
        ),
        (
            "zombies/zombie-lord",
            "When played: small minions from the discard pile where you have none.",
            "En jeu : de petites Créatures de la défausse là où vous n'en avez pas.",
        ),
    ),
    modelled(
        "zombies/overrun",
        "Played on a base: other players cannot play minions there.",
        "Jouée sur une Base : les autres joueurs ne peuvent pas y jouer de Créature.",
        box=BOX,
        forbid_play=_overrun,
    ),
)
