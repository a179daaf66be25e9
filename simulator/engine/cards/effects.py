"""Hook builders shared by the box modules: auras, power and breakpoint changes, protections,
Madness draws, and the few multi-step effects several cards share.

Hooks follow the vocabulary of registry.py; these builders only read cards and bases, or go
through the Turn's documented operations, so every box module expresses a common ability the
same way. No registration here (the package imports every module: this one adds no entry).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from .. import error_messages as E
from ..model import ACTION, BURIED, MADNESS_DECK
from .common import attached_to, is_minion, minions
from .entries import NEEDS_HAND_SIZE
from .targets import NO_TARGET, minions_everywhere, pick, pick_base

if TYPE_CHECKING:
    from ..effect import Effect
    from ..model import Card
    from ..table import BaseState, Standing
    from ..turn import Turn

Loc = tuple[str, str]


def why(card) -> Loc:
    """The `why` of an effect of a card: its ability (log lines and refusals name it)."""
    return (f"ability of {card.label()}", f"capacité de {card.label()}")


def by_other(by: str | None, target: Card) -> bool:
    """True for an effect of a player's card when that player does not control `target`."""
    return by is not None and by != target.controller


def has_minion(base: BaseState, player: str | None) -> bool:
    return player is not None and bool(minions(base, player))


def actions_on(base: BaseState, target: Card) -> list[Card]:
    """The actions attached to a minion."""
    return [c for c in base.cards if c.type == ACTION and attached_to(c, target)]


def attached_aura(amount: int):
    """An aura hook: the minion this action is attached to has `amount` more power. It reaches
    that minion only and reads nothing else: the registry gives its entries aura_targets
    "attached" and reads ()."""

    def aura(game, base, card, target_base, target) -> int:
        return amount if attached_to(card, target) else 0

    aura.aura_targets = "attached"  # type: ignore[attr-defined]
    aura.reads = ()  # type: ignore[attr-defined]
    return aura


def own_minions_aura(amount: int):
    """An aura hook: the controller's minions on this base have `amount` more power."""

    def aura(game, base, card, target_base, target) -> int:
        if is_minion(target) and target.controller == card.controller:
            return amount
        return 0

    return aura


def rivals_aura(amount: int):
    """An aura hook: the other players' minions on this card's base have `amount` more power."""

    def aura(game, base, card, target_base, target) -> int:
        if is_minion(target) and target.controller != card.controller:
            return amount
        return 0

    return aura


def bonus_with(keys: tuple[str, ...], amount: int):
    """A power hook: `amount` more while another card of one of `keys` is on this base."""

    def power(game, base, card) -> int:
        if any(c is not card and c.key in keys and c.type != BURIED for c in base.cards):
            return amount
        return 0

    # Read by Grimm's Blessing (a card bearing these names): which names, for how much.
    power.named = keys  # type: ignore[attr-defined]
    power.amount = amount  # type: ignore[attr-defined]
    return power


def breakpoint_change(amount: int):
    """A breakpoint hook: this card's base has a breakpoint changed by `amount`."""

    def breakpoint(game, base, card, target_base) -> int:
        return amount

    return breakpoint


# The asks a protection "not affected by other players' cards" answers: an effect acting on
# the card ("affect"), and the power another player's aura would give it ("power": a change of
# power is being affected, Conflit de Générations rulebook, "Termes et restrictions", p. 9;
# see registry.refusable_aura).
AFFECTED = frozenset(("affect", "power"))


def _asks(asked: str, what: str) -> bool:
    """True when a protection against `what` answers the ask `asked` ("affect" covers
    "power")."""
    return asked == what or (what == "affect" and asked == "power")


NOT_AFFECTED_ACTIONS: Loc = (
    "not affected by other players' actions",
    "n'est pas affectée par les Actions des autres joueurs",
)
NOT_AFFECTED_ACTIONS_SCRIPTED: Loc = (
    "not affected by other players' actions (a scripted effect by a player counts as one)",
    "n'est pas affectée par les Actions des autres joueurs (un effet scripté par un joueur "
    "compte comme tel)",
)


def actions_refused(effect: Effect, name: str = "") -> Loc:
    """The reason a protection against other players' actions gives (after `name`, the
    protecting card's, when given): said as an assumption when the effect's card type is
    unknown (acts_as)."""
    en, fr = NOT_AFFECTED_ACTIONS_SCRIPTED if effect.source_type is None else NOT_AFFECTED_ACTIONS
    return (f"{name}: {en}", f"{name} : {fr}") if name else (en, fr)


def acts_as(effect: Effect, kind: str | None) -> bool:
    """Whether a protection against only the cards of type `kind` ("action", "minion"; None:
    every card) covers the effect acting: False when its card is of another type, which is
    known for an aura's power (asked "power": the aura's card), a played card's ability, a
    Talent, a card's own hook or a scripted event's "source". An effect whose card type is
    unknown (a scripted event without "source") counts as of type `kind`, as the reasons of
    these protections say ("a scripted effect by a player counts as one")."""
    return kind is None or effect.source_type is None or effect.source_type == kind


def own_minions_protected(
    what: str,
    reason: Loc | None,
    others_only: bool = True,
    kind: str | None = None,
    name: str = "",
):
    """A protect hook: the controller's minions on this base refuse `what` ("destroy", "move",
    "affect"...) from other players' cards (or from anything when not `others_only`); `kind`:
    the protection is against that type of card only (see acts_as). `reason` None: the reason
    of a protection against actions (actions_refused, after `name`)."""

    def protect(game, base, card, target_base, target, asked, by, effect) -> Loc | None:
        if not _asks(asked, what) or not is_minion(target) or target.controller != card.controller:
            return None
        if others_only and not by_other(by, target):
            return None
        if not acts_as(effect, kind):
            return None
        return reason if reason is not None else actions_refused(effect, name)

    return protect


def self_protected(what: str, reason: Loc | None, kind: str | None = None, name: str = ""):
    """A protect hook: this card refuses `what` from other players' cards (of type `kind`
    only when given, see acts_as; `reason` None: actions_refused's, after `name`)."""

    def protect(game, base, card, target_base, target, asked, by, effect) -> Loc | None:
        if not (_asks(asked, what) and target is card and by_other(by, target)):
            return None
        if not acts_as(effect, kind):
            return None
        return reason if reason is not None else actions_refused(effect, name)

    return protect


def attached_protected(what: str, reason: Loc, others_only: bool = True):
    """A protect hook: the minion this action is attached to refuses `what` ("destroy",
    "affect"...) from other players' cards (or from anything when not `others_only`)."""

    def protect(game, base, card, target_base, target, asked, by, effect) -> Loc | None:
        if not _asks(asked, what) or not attached_to(card, target):
            return None
        if others_only and not by_other(by, target):
            return None
        return reason

    return protect


def after_card_played(react):
    """on_other_played and on_special hooks calling react(game, base, card, played, player,
    effect): a card was just played (a scripted play, or a Special from hand); give the entry
    play_scope="everywhere" for plays on any base."""

    def played_hook(game, base, card, target_base, played, by, effect) -> None:
        react(game, base, card, played, played.controller, effect)

    def special_hook(game, base, card, played, player, window, scoring, effect) -> None:
        if not effect.special_in_play:  # the Special of a card in play: used, not played
            react(game, base, card, played, player, effect)

    return {"on_other_played": played_hook, "on_special": special_hook}


def minions_affected_by(game, played, effect: Effect) -> list:
    """The minions in play, (base, card), that an action just played directly affected: the
    minion it was played on, and those its effect changed (`effect.touched`, `effect` the
    effect the hook heard the play with: a Special's, or the played card's own ability in the
    Play phase, PlayPhase.tell_played)."""
    ids = []
    found = game.find(played.id) if played.id is not None else None
    minion = game.attached(found[0], found[1]) if found is not None else None
    if minion is not None:
        ids.append(minion.id)
    source = effect.source
    if effect.touched is not None and (
        effect.special is played or (source is not None and source.uid == played.uid)
    ):
        ids += [old.id for _, old in effect.touched if is_minion(old)]
    located = []
    for card_id in dict.fromkeys(ids):
        found = game.find(card_id) if card_id is not None else None
        if found is not None and is_minion(found[1]):
            located.append(found)
    return located


def standard_action_effects(game, played, effect: Effect) -> list:
    """What a standard action just played changed on minions: [(base it was on, the minion
    before the action)], first change first, once per minion. A standard action is an action
    played from hand that does not stay in play (neither attached nor buried, all-rules booklet
    p. 5); the engine runs one during the Conquest phase as a scripted special event. Empty for
    any other card."""
    if played.type != ACTION or effect.special_in_play or effect.touched is None:
        return []
    if played.id is not None and game.find(played.id) is not None:
        return []
    seen, found = set(), []
    for base, old in effect.touched:
        if is_minion(old) and old.uid not in seen:
            seen.add(old.uid)
            found.append((base, old))
    return found


def same_effect_on(game, base, card, before, target) -> bool:
    """Dancing King, Diva, We Are Family: `target` (base, minion) "is affected the same way" as
    the minion `before` (as it was before a standard action): the same change of power until
    the end of the turn, of counters, and the same move. False when that change cannot be read
    (the minion left play: destroyed, returned or placed in a deck), which the caller lists as
    not simulated."""
    src_base, old = before
    now = game.find(old.id) if old.id is not None else None
    if now is None:
        return False
    where, new = now
    target_base, minion = target
    by = card.controller
    if new.temp != old.temp:
        minion = game.boost(target_base, minion, new.temp - old.temp, why(card))
    if new.counters != old.counters:
        game.add_counters(target_base, minion, new.counters - old.counters, why(card), by)
    if where is not src_base:
        located = game.find(minion.id) if minion.id is not None else None
        if located is not None and located[0] is not where:
            game.move(located[1], located[0], where, by, why(card))
    return True


# Specials whose effect the engine applies in any window (issue 25, family 4: cards played
# "after you discard this card", "after you play your first action"...: the event says the
# condition was met, as for any scripted Special).


def special_boost_one_of_yours(amount: int):
    """A special hook: one of the player's minions gains `amount` power until the end of the
    turn (choose.card; else the first of theirs, assumed)."""

    def special(game, window, scoring, card, player, choose):
        mine = minions_everywhere(game, player)
        if not mine:
            return NO_TARGET
        found = pick(
            game, scoring or mine[0][0], card, player, choose, mine, E.A_MINION_OF(player=player)
        )
        if found is None:
            return NO_TARGET
        game.boost(found[0], found[1], amount, why(card))
        return None

    return special


def special_plays_itself(once_per_turn: Loc | None = None):
    """A special hook: the card (a minion) is played from hand or the discard pile by its own
    Special ("you may play this card as an extra minion": Enchanted Objects, Spectre, Mboro
    Hornet, Wil Wheaton) on the base choose.to names (else the scoring base, or the first base,
    assumed). `once_per_turn`: the refusal when the player already used such a card this run
    ("Use only one Enchanted Objects ability per turn")."""

    def special(game, window, scoring, card, player, choose):
        if card.id is not None and game.find(card.id) is not None:
            return IN_PLAY_ALREADY
        if once_per_turn is not None and not game.flag("plays itself", card.key, player):
            return once_per_turn
        bases = [scoring] if scoring is not None else []
        bases += [b for b in game.bases if b is not scoring]
        dst = pick_base(game, bases[0], card, player, choose, bases, E.A_BASE_IN_PLAY())
        if dst is None:
            return NO_TARGET
        reason = game.play_forbidden(dst, card, player)
        if reason:
            return reason
        game.play(card, dst, player, why(card))
        return None

    return special


def special_boost_yours_on_a_base(amount: int):
    """A special hook: each of the player's minions on a base (choose.to; else the scoring
    base, or the first base, assumed) gains `amount` power until the end of the turn."""

    def special(game, window, scoring, card, player, choose):
        bases = [scoring] if scoring is not None else []
        bases += [b for b in game.bases if b is not scoring]
        dst = pick_base(game, bases[0], card, player, choose, bases, E.A_BASE_IN_PLAY())
        if dst is None:
            return NO_TARGET
        for minion in minions(dst, player):
            game.boost(dst, minion, amount, why(card))
        return None

    return special


# --- Specials that let a player play a card during the Conquest phase (issue 25, family 3) ---

ARGONAUT = "mythic-greeks/argonaut"
PLAYED_ALREADY: Loc = ("the card it plays is already in play", "la carte jouée est déjà en jeu")
IN_PLAY_ALREADY: Loc = ("this card is already in play", "cette carte est déjà en jeu")
GIVE_THE_ACTION: Loc = (
    "give the action it plays in 'choose': {'play': <action>} (an Argonaut may stand for it)",
    "indiquez l'Action jouée dans 'choose' : {'play': <Action>} (un Argonaut peut la remplacer)",
)


def play_extra_action(game, base, card, played, player) -> Loc | None:
    """`player` plays the action `played` (from hand, choose.play) on `base` through the
    Special of `card` ("you may play an extra action": Mole). An action that stays in play (on a
    minion: its attached_to; or an entry with hooks besides its Special) is played there and
    acts with its hooks; a one-shot action is resolved by its play ability where the engine
    applies one (Turn.special_plays_one_shot), else its effect is typed as the scripted events
    after this one (logged). An Argonaut may be played instead (its Special: "any time
    you can play an action, you can play this card instead"). Returns a refusal or None."""
    if played is None or not (played.type == ACTION or played.key == ARGONAUT):
        return GIVE_THE_ACTION
    if game.find(played.id) is not None:
        return PLAYED_ALREADY
    reason = game.play_forbidden(base, played, player)
    if reason:
        return reason
    # A standard action given a minion is played on none, as in a play event (warned).
    played = game.special_unattached(played)
    entry = played.ability
    stays = (
        played.type != ACTION
        or played.attached_to is not None
        or (entry is not None and bool(entry.hooks - {"special"}))
    )
    if stays:
        game.play(played, base, player, why(card))
        return None
    if game.special_plays_one_shot(played, base, player, why(card)):
        return None
    game.log_card(
        base,
        card,
        (
            f"{player} plays {played.label()}, a one-shot action: type its effect as the events "
            "after this one",
            f"{player} joue {played.label()}, une Action à effet immédiat : saisissez son effet "
            "comme les événements qui suivent celui-ci",
        ),
    )
    return None


def takes_the_effect_instead(game, base, card, target, by):
    """A `redirect` hook (Ensign): another player's Special aimed at another of the card
    controller's minions on its base may act on this card instead (a choice of the card)."""
    if by == card.controller or target is card or target.controller != card.controller:
        return None
    if not is_minion(target):
        return None
    what = (
        f"take on {card.label()} the effect aimed at {target.label()}",
        f"prendre sur {card.label()} l'effet visant {target.label()}",
    )
    if game.ask_card(base, card, card.controller, what) is None:
        return None
    game.log_card(
        base,
        card,
        (
            f"takes the effect instead of {target.label()}",
            f"prend l'effet à la place de {target.label()}",
        ),
    )
    return card


def draw_madness(game: Turn, base: BaseState, card: Card, player: str, count: int) -> int:
    """`player` draws up to `count` Madness cards (fewer when the Madness deck runs out, see
    MADNESS_DECK); returns how many were drawn, and logs it."""
    left = MADNESS_DECK - sum(game.madness.values())
    drawn = max(0, min(count, left))
    game.madness_in_use = True
    if drawn:
        game.madness[player] = game.madness.get(player, 0) + drawn
    game.log_card(
        base,
        card,
        (
            f"{player} draws {drawn} Madness card(s) (now {game.madness.get(player, 0)})",
            f"{player} pioche {drawn} carte(s) Démence (désormais {game.madness.get(player, 0)})",
        ),
    )
    if drawn:
        game.madness_drawn(player, drawn)
    return drawn


def scoring_standings(game: Turn, scoring: BaseState) -> list[Standing]:
    """The standings of the base being scored (with the VP bonuses gained there so far, from
    game.record), or its current standings outside a scoring."""
    record = game.record
    return record.standings if record is not None else game.standings(scoring)


def gains_before_scoring(amount: int):
    """A before_scoring hook: "Special: before this base scores, this minion gains +N power
    until the end of the turn" (Blue Trooper, Loup-Garou: one text, one hook)."""

    def before_scoring(game, scoring, base, card) -> None:
        if scoring is base:
            game.boost(base, card, amount, why(card))

    return before_scoring


def applied_by_the_engine(window: str):
    """A special hook for a card in play whose "Special:" the engine applies in its scoring
    window (before_scoring / after_scoring): a scripted special event is refused with a reason
    saying so (and how to decide a "may": a choice of the card)."""
    when = {
        "before_scoring": ("before its base scores", "avant la Conquête de sa Base"),
        "before_any_scoring": ("before each base scores", "avant chaque Conquête de Base"),
        "after_scoring": ("after its base scores", "après la Conquête de sa Base"),
    }[window]

    def special(game, event_window, scoring, card, player, choose):
        return (
            f"the engine applies this card's Special {when[0]}: no event needed (decide a 'may' "
            "with a choice of the card)",
            f"le moteur applique la Spéciale de cette carte {when[1]} : aucun événement à saisir "
            "(décidez un « peut » par un choix de la carte)",
        )

    return special


def destroy_one_of_each_rival(game, scoring, player: str, choose, card) -> Loc | None:
    """Destroys the minions choose.order names on the scoring base: of printed power 3 or less,
    controlled by other players, at most one per player (Capa Roja, Final Stand). A named id
    that is not such a minion is left out with a `warnings` entry and the others are destroyed
    (issue 25, family 5); the reason is returned only when none of the ids can apply."""
    ids = choose.order if choose is not None else ()
    targets = []
    seen: set[str] = set()
    refused: Loc | None = None
    for card_id in ids:
        found = [c for c in scoring.cards if c.id == card_id and is_minion(c)]
        if not found:
            refused = (f"{card_id} is not a minion here", f"{card_id} n'est pas une Créature ici")
        elif found[0].controller == player or found[0].controller in seen or found[0].power > 3:
            refused = (
                f"{card_id}: one minion of printed power 3 or less per other player (choose.order)",
                f"{card_id} : une Créature de Force imprimée 3 ou moins par autre joueur "
                "(choose.order)",
            )
        else:
            seen.add(found[0].controller)
            targets.append(found[0])
            continue
        if card.id is not None:
            game.warn(
                (
                    f"{card.label()}: {refused[0]}; this part of its choice is left out",
                    f"{card.label()} : {refused[1]} ; cette partie de son choix est ignorée",
                ),
                card=card.id,
            )
    for target in targets:
        if target in scoring.cards:
            game.destroy(scoring, target, player, why(card))
    return refused if refused is not None and not targets else None


def chosen_other_base(
    game: Turn, base: BaseState, card: Card, assumed: Callable[[str], Loc]
) -> BaseState | None:
    """The base other than `base` that `card`'s controller's choice names (choose.to), else the
    first other base, listed in assumed_choices with the reason `assumed(base id)`; None when
    there is no other base."""
    others = [b for b in game.bases if b is not base]
    if not others:
        return None
    choice = game.card_choice(card, card.controller)
    dst = None
    if choice is not None and not choice.declined:
        dst = game.chosen_base(choice, others, E.ANOTHER_BASE())
    if dst is None:
        dst = others[0]
        game.assume(
            base.id, card.controller, card.key, {"to": dst.id}, assumed(dst.id), card=card.id
        )
    return dst


def must_move_elsewhere(game: Turn, base: BaseState, card: Card, name: str) -> None:
    """The card must move from `base` to another base: the one its controller's choice names
    (choose.to), else the first other base (listed in assumed_choices). `name` is the card's name
    in the assumption's text (World Domination, Black Sheep)."""
    dst = chosen_other_base(
        game,
        base,
        card,
        lambda dst: (
            f"{name} must move: it goes to {dst}, the first other base",
            f"{name} doit partir : elle va sur {dst}, la première autre Base",
        ),
    )
    if dst is not None:
        game.move(card, base, dst, card.controller, why(card))


def guarded(default: int):
    """Wraps a power hook that reads current powers or breakpoints (Gawain, Sandman): when the
    same card's hook is asked again while it is being computed (another Gawain reading this
    one, or a breakpoint hook reading totals), the nested call gives `default` instead of
    recursing forever."""

    def wrap(hook):
        running: set[tuple[int, int]] = set()

        def power(game, base, card) -> int:
            key = (id(game), id(card))
            if key in running:
                return default
            running.add(key)
            try:
                return hook(game, base, card)
            finally:
                running.discard(key)

        return power

    return wrap


# --- builders for the hooks of issue 15 (contribution, award_vp, instead_of_other_destroyed,
# protections that know the type of the acting card) ---------------------------------------------


def fewer_vp_for_others(amount: int = 1):
    """An award_vp hook: the other players ranked at this card's base get `amount` VP less."""

    def award_vp(game, scoring, base, card, standing) -> int:
        return -amount if standing.player != card.controller else 0

    return award_vp


def rivals_add_less(amount: int):
    """A contribution hook: other players' minions here add `amount` less to their totals (never
    below 0)."""

    def contribution(game, base, card, target_base, target, power) -> int:
        if is_minion(target) and target.controller not in (None, card.controller):
            return max(0, power - amount)
        return power

    return contribution


def minions_here_add_nothing(game, base, card, target_base, target, power) -> int:
    """A contribution hook: the minions on this card's base add no power to their totals."""
    return 0 if is_minion(target) else power


def attached_adds_nothing(game, base, card, target_base, target, power) -> int:
    """A contribution hook: the minion this action is on adds no power (a monster: nothing to
    the breakpoint either)."""
    return 0 if attached_to(card, target) else power


def own_minions_saved_to_hand(game, base, card, target_base, target, by) -> bool:
    """An instead_of_other_destroyed hook: the controller's minions here return to their
    owner's hand instead of being destroyed."""
    if not is_minion(target) or target.controller != card.controller:
        return False
    return game.return_to_hand(target_base, target, card.controller, why(card))


UNKNOWN_SOURCE: Loc = (
    " (the event does not say which type of card acts, its 'source': it counts as one)",
    " (l'événement ne dit pas quel type de carte agit, son « source » : il compte comme tel)",
)


def not_affected_by(kind: str, reason: Loc, whom: str):
    """A protect hook: the minions it covers are not affected by other players' cards of type
    `kind` ("action" or "minion"); `whom`: "self" (this minion), "attached" (the minion this
    action is on) or "own_here" (the controller's minions here). An effect whose card type is
    unknown (`effect.source_type` None: a scripted event without "source") counts as of type
    `kind`, as for every protection against one type of card (acts_as), and the reason says
    so."""

    def covers(card, target) -> bool:
        if whom == "self":
            return target is card
        if whom == "attached":
            return attached_to(card, target)
        return is_minion(target) and target.controller == card.controller

    def protect(game, base, card, target_base, target, what, by, effect) -> Loc | None:
        if what not in AFFECTED or not by_other(by, target) or not covers(card, target):
            return None
        if not acts_as(effect, kind):
            return None
        if effect.source_type is None:
            return (reason[0] + UNKNOWN_SOURCE[0], reason[1] + UNKNOWN_SOURCE[1])
        return reason

    return protect


def destroys_attached_at_end_of_turn(game, base, card) -> None:
    """An end_of_turn hook: "destroy this minion at the end of the turn" (Assassination,
    Dunwich Horror's original printing): when the board's end_of_turn is true, the minion this
    action is on is destroyed, by the action's controller."""
    target = game.attached(base, card)
    if target is not None:
        game.destroy(base, target, card.controller, why(card))


def destroys_remembered_at_end_of_turn(game, base, card) -> None:
    """An end_of_turn hook of a lasting effect (a one-shot card whose play filed it with
    game.add_lasting and the id of a card in game.lasting_data[card.uid]): that card, wherever
    it is then, is destroyed by the effect's player as the turn ends (Improvised Weapon's extra
    action, the minion Always Get Our Man chose)."""
    if not lasting(base, card):
        return
    found = game.find(game.lasting_data.get(card.uid))
    if found is not None:
        game.destroy(found[0], found[1], card.controller, why(card))


def cancels_attached(game, base, card, target_base, target) -> bool:
    """A cancels hook: the minion this action is on has its abilities cancelled."""
    return attached_to(card, target)


def cancels_attached_unless_yours(game, base, card, target_base, target) -> bool:
    """A cancels hook: the minion this action is on has its abilities cancelled while another
    player than this action's controller controls it."""
    return attached_to(card, target) and target.controller != card.controller


def stops_own_base(game, base, card, target_base) -> bool:
    """A stops_scoring hook: the base this card is on cannot score."""
    return target_base is base


# --- reactions to moves (on_moved / on_other_moved) ------------------------------------------


def _rival_minion(card, target) -> bool:
    return is_minion(target) and target.controller not in (None, card.controller)


def destroy_weaker_rival_arriving(game, base, card, target_base, target, src, by, effect) -> None:
    """An on_other_moved hook: another player's minion that moves here with less power than this
    minion is destroyed (Cub Scout)."""
    if target_base is base and _rival_minion(card, target):
        if game.power(target_base, target) < game.power(base, card):
            game.destroy(target_base, target, card.controller, why(card))


def destroy_rival_arriving_with_a_minion_here(
    game, base, card, target_base, target, src, by, effect
):
    """An on_other_moved hook: while its controller has a minion here, another player's minion
    that moves here is destroyed (High Ground)."""
    if target_base is base and _rival_minion(card, target) and has_minion(base, card.controller):
        game.destroy(target_base, target, card.controller, why(card))


def minus_one_to_rival_arrivals():
    """on_other_moved and on_other_played hooks: a minion another player plays or moves here
    gets -1 power until the end of the turn (Hatchling)."""

    def hit(game, base, card, target_base, target, by) -> None:
        if target_base is base and is_minion(target) and by not in (None, card.controller):
            if target in target_base.cards:
                game.boost(target_base, target, -1, why(card))

    def moved(game, base, card, target_base, target, src, by, effect) -> None:
        hit(game, base, card, target_base, target, by)

    def played(game, base, card, target_base, played, by, effect) -> None:
        hit(game, base, card, target_base, played, by)

    return moved, played


def follow_a_minion_leaving(game, base, card, target_base, target, src, by, effect) -> None:
    """An on_other_moved hook: after another minion moves from here to another base, this
    minion moves there too (Flock)."""
    if src is base and target_base is not base and is_minion(target) and card in base.cards:
        game.move(card, base, target_base, card.controller, why(card))


def transfer_when_its_minion_leaves(game, scoring, card, discarded) -> None:
    """An on_discarded hook (Bewitched): "When this minion leaves play, transfer this action to
    another minion" — its minion was destroyed, returned, or discarded with a scored base; the
    action goes on another minion in play (the choice of the card names it, choose.card; else
    the first one, assumed). A transfer is not a play: no card reacts to it as one."""
    if card.attached_to is None or card.id is None:
        return
    gone = {c.uid for c in discarded}
    others = [
        (b, c)
        for b in game.bases
        for c in b.cards
        if is_minion(c) and c.id != card.attached_to and c.uid not in gone
    ]
    if not others:
        return
    player = card.controller
    choice = game.card_choice(card, player)
    found = pick(game, scoring, card, player, choice, others, E.A_MINION_IN_PLAY())
    if found is None:
        return
    game.add_card(found[0], card.evolve(attached_to=found[1].id))
    game.log_card(
        found[0],
        card,
        (
            f"{card.label()} is transferred to {found[1].label()}",
            f"{card.label()} est transférée sur {found[1].label()}",
        ),
    )


# What the engine's own run did (issue 25, family 6): a condition on "this turn" or "your
# discard pile" is known when the run destroyed, moved or discarded the card itself; what
# happened before the position entered is typed by the user (the entries' reminders).
EARLIER_REMINDER = (
    "If it already held before the position you enter (earlier in the turn, or a card already "
    "in the discard pile), give its +2 as a power modifier; what the engine's run does is "
    "counted.",
    "Si c'était déjà le cas avant la position saisie (plus tôt dans le tour, ou une carte déjà "
    "dans la défausse), donnez son +2 comme modificateur de Force ; ce que fait le moteur "
    "pendant la simulation est compté.",
)


def in_the_run(game, *fact) -> bool:
    """True once the run recorded `fact` (record_in_the_run)."""
    return ("run", *fact) in game.lasting_data


def record_in_the_run(game, *fact) -> None:
    game.lasting_data[("run", *fact)] = True


def to_discard_in_the_run(name_key: str):
    """on_other_destroyed and on_other_discarded hooks recording that a card with `name_key`
    owned by the card's controller went to their discard pile during the run (destroyed, or
    discarded with a scored base): in_the_run(game, "in discard", name_key, player)."""

    def destroyed(game, base, card, target_base, target, by) -> None:
        if target.key == name_key and target.owner is not None:
            record_in_the_run(game, "in discard", name_key, target.owner)

    def discarded(game, scoring, base, card, cards) -> None:
        for target in cards:
            if target.key == name_key and target.owner is not None:
                record_in_the_run(game, "in discard", name_key, target.owner)

    return {"on_other_destroyed": destroyed, "on_other_discarded": discarded}


def plus_one_after_moved(game, base, card, src, by, effect) -> None:
    """An on_moved hook: after this minion moves, +1 power until the end of the turn."""
    game.boost(base, card, 1, why(card))


def plus_one_after_a_move_here_or_away(
    game, base, card, target_base, target, src, by, effect
) -> None:
    """An on_other_moved hook: after another minion moves to or from this base, this minion has
    +1 power until the end of the turn (America Chavez)."""
    if is_minion(target) and (target_base is base or src is base) and card in base.cards:
        game.boost(base, card, 1, why(card))


def counter_on_attached_after_moved(game, base, card, target_base, target, src, by, effect) -> None:
    """An on_other_moved hook: after the minion this action is on moves to another base, a +1
    power counter on it (Bring 'Em In)."""
    if attached_to(card, target) and target in target_base.cards:
        game.add_counters(target_base, target, 1, why(card))


# --- lasting effects of played cards (registry.py: game.add_lasting) ----------------------------

PLAY_PHASE_ONLY: Loc = (
    "a one-shot action is played during the Play phase: give it as a 'special' event with "
    "when 'now' (its effect then lasts the turn)",
    "une Action immédiate se joue pendant la phase de jeu : saisissez-la comme événement "
    "'special' avec when 'now' (son effet dure alors le tour)",
)


def lasting_minus_one_to_others(game, base, card, target_base, target) -> int:
    """An aura of a lasting effect: the minions of the other players here get -1 until the
    card's controller begins their next turn (the Talents of Shrug It Off POD and Frederick):
    their play files a copy of the card as a lasting effect of its base
    (Play.game.add_lasting), so the -1 is the base's: it reaches a minion moved there later and
    leaves one moved away. The card in play gives nothing by itself."""
    if not lasting(base, card) or not is_minion(target):
        return 0
    return -1 if target.controller != card.controller else 0


def lasting(base: BaseState, card: Card) -> bool:
    """True when `card` acts as a lasting effect of a played card (it is not in play on
    `base`): a copy typed on the board in play does nothing."""
    return card not in base.cards


def anchor(game: Turn, scoring: BaseState | None) -> BaseState | None:
    """Where a lasting effect with an "everywhere" scope is filed: the scoring base, else the
    first base in play."""
    if scoring is not None:
        return scoring
    return game.bases[0] if game.bases else None


# --- the cards in hand (the board's optional hand_size) ----------------------------------------


def cards_in_hand(game: Turn, base: BaseState, card: Card) -> int | None:
    """How many cards the controller of `card` holds (the board's hand_size), or None: then the
    card is listed in not_simulated, saying what the board does not hold."""
    held = game.hand_size.get(card.controller)
    if held is None and game.flag("hand-size-unknown", card.uid):
        game.note_card_not_simulated(base, card, NEEDS_HAND_SIZE)
    return held
