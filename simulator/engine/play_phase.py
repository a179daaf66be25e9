"""The Play phase (issue 27): a card played from a hand (or typed), its own ability resolved,
the plays of the turn counted, the hands kept (`PlayPhase`, a part of turn.Turn).

What a play does, in this order (Grosse Boîte pour Geek booklet p. 5, "Jouer des cartes"):
the card enters play (a minion on its base, an Ongoing action on its base or minion; a
standard action is revealed, resolves, then goes to its owner's discard pile); the played
card's own ability resolves with the event's `choose` (plays/context.py); then the cards in play
that react to a play react (`on_other_played`). Each play has an entry in the result's `plays`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from copy import copy
from typing import Any

from . import messages as M
from . import plays as P
from . import rules as R
from .effect import replaced
from .model import ACTION, MINION, TITAN, Card, Event
from .plays.context import Play
from .plays.registry import HANDS_ONLY
from .table import BaseState


class Grant:
    """An extra play a resolved card granted: `count` more cards of `kind` for `player`, on
    one of the bases `base` only (their ids: The Right Person's "a base where you have no
    minion"; most grants name one), of printed power `power_max` or less, played on the minion
    `on_card` only (its id: Baboom's "an action on this minion"), all of one name (`same_name`:
    Blossom's "that all have the same name"; `name`, that of the first card it let be played),
    and that `ok` accepts (why a card is not one, or None: Rebel's "a non-Rebel minion of power
    3"), each when given; `power_total`: the printed power the cards it lets be played may
    still add up to (Sir Squeezes: 5 in all), when given."""

    __slots__ = (
        "player",
        "kind",
        "count",
        "base",
        "power_max",
        "on_card",
        "same_name",
        "name",
        "ok",
        "power_total",
        "origin",
    )

    def __init__(
        self,
        player: str,
        kind: str,
        count: int,
        base: tuple[str, ...] | None,
        power_max: int | None,
        on_card: str | None = None,
        same_name: bool = False,
        ok: Callable[[Card, Any], M.Loc | None] | None = None,
        power_total: int | None = None,
        origin: tuple | None = None,
    ) -> None:
        self.player = player
        self.kind = kind
        self.count = count
        self.base = base
        self.power_max = power_max
        self.on_card = on_card
        self.same_name = same_name
        self.name: str | None = None
        self.ok = ok
        self.power_total = power_total
        self.origin = origin

    def copy(self) -> Grant:
        return copy(self)

    def state(self) -> tuple:
        """What it still allows, as a value (the advisor compares positions by it). Its `ok`,
        a function made by the granting play, is no value: the play that granted it stands for
        it (`origin`: the same card in the same event makes the same check, in a run replayed
        from the start as in a copy of a run)."""
        return tuple(
            self.origin if name == "ok" else getattr(self, name) for name in Grant.__slots__
        )

    def fits(self, player: str, kind: str, card: Card, dst: BaseState | None, game: Any) -> bool:
        return self.fits_card(player, kind, card, game) and self.fits_place(
            None if dst is None else dst.id, card.attached_to
        )

    def fits_card(self, player: str, kind: str, card: Card, game: Any) -> bool:
        """Whether it lets `player` play `card` (of `kind`) somewhere, in the turn `game` (its
        `ok` reads that turn: an advisor's fork is not the turn that granted it)."""
        return (
            self.count > 0
            and self.player == player
            and self.kind == kind
            and (self.power_max is None or card.power <= self.power_max)
            and (self.power_total is None or card.power <= self.power_total)
            and (self.name is None or card_name(card) == self.name)
            and (self.ok is None or self.ok(card, game) is None)
        )

    def fits_place(self, base_id: str | None, attached_to: str | None) -> bool:
        """Whether it lets a card be played on the base `base_id` (None: on no base), on the
        minion `attached_to` (None: on none)."""
        return (self.base is None or base_id in self.base) and (
            self.on_card is None or attached_to == self.on_card
        )

    def use(self, card: Card) -> None:
        """`card` is played with it."""
        self.count -= 1
        if self.power_total is not None:
            self.power_total -= card.power
        if self.same_name and self.name is None:
            self.name = card_name(card)

    @property
    def restricted(self) -> bool:
        return (
            self.base is not None
            or self.power_max is not None
            or self.power_total is not None
            or self.on_card is not None
            or self.same_name
            or self.ok is not None
        )


def card_name(card: Card) -> str | None:
    """What makes two cards "of the same name": the catalog card (its two printings share a
    name), else the name typed in."""
    return getattr(card, "key", None) or card.name


class PlayPhase:
    """A part of turn.Turn (read its attributes there: hands, hand_size, plays, _grants...)."""

    __slots__ = ()

    def play_event(self, event: Event, why: M.Loc) -> None:
        """A scripted "play" event of a minion or an action."""
        card: Card = event.card  # type: ignore[assignment]
        player = event.by or card.controller
        if player is not None and card.controller != player:
            # The player who plays a card controls it (the Oops rulebook's clarifications of
            # Shield Maiden, Valkyrie, Pillage, Raiding Party and Ransack: another player's card
            # in your hand, played by you).
            card = card.evolve(controller=player)
        dst = self.base_by_id(event.to) if event.to is not None else None
        if event.to is not None and dst is None:
            self._not_played(event, card, player, M.SKIP_BASE_NOT_IN_PLAY(base=event.to))
            return
        card = self.standard_unattached(card, event.index)
        if card.attached_to is not None:
            found = self.find(card.attached_to)
            if found is None:
                reason = M.SKIP_CARD_NOT_IN_PLAY(card=card.attached_to)
                self._not_played(event, card, player, reason)
                return
            if dst is None:
                dst = found[0]
            elif found[0] is not dst:
                reason = M.PLAY_OTHER_BASE(card=card.attached_to, base=found[0].id, here=dst.id)
                self._not_played(event, card, player, reason, warn=True)
                return
            reason = self.placement_refused(card, player, found[1])
            if reason:
                self._not_played(event, card, player, reason, warn=True, dst=found[0])
                return
            if self.hooked and player is not None:
                # Attaching a card to a minion affects it (What Were We Thinking booklet p. 9,
                # "Affected"): a minion other players' cards (Tooth and Claw... and Guns) or
                # actions (Wildlife Preserve) do not affect cannot take theirs.
                attaching = replaced(
                    self.effect, {"source_type": card.type, "source": card, "by": player}
                )
                refused = self.blocked(found[0], found[1], player, "affect", attaching)
                if refused:
                    reason = M.PLAY_ON_PROTECTED(card=found[1].label(), reason=refused)
                    self._not_played(event, card, player, reason, warn=True, dst=found[0])
                    return
        elif card.type == ACTION and card.key is not None:
            # (placement_refused's own first tests, made here: most plays are minions.)
            reason = self.placement_refused(card, player, None)
            if reason:
                self._not_played(event, card, player, reason, warn=True, dst=dst)
                return
        if event.from_hand is None and self.find(card.id) is not None:
            # (A hand card is in no other place: ids are unique and parse plays it once.)
            self._not_played(event, card, player, M.SKIP_ALREADY_PLAYED())
            return
        if (
            (self.hooked or dst.ability is not None)
            if dst is not None
            # On no base: only a card in play reaching every base may forbid it (Eliza).
            else self.hooked and "forbid_play" in self.board.card_hook_names
        ):
            reason = self.play_forbidden(dst, card, card.controller)
            if reason:
                self._not_played(event, card, player, reason, warn=True, dst=dst)
                return
        reason = self.own_restriction(card, dst, player)
        if reason:
            self._not_played(event, card, player, reason, warn=True, dst=dst)
            return
        if event.when == "now" and player is not None:
            self._count_play(event.index, card, player, dst)
        if event.from_hand is not None:
            self._leaves_hand(event.from_hand, card)
        self._play_card(card, dst, player, why, event.index, event.play_choose, event.by, True)

    def standard_unattached(self, card: Card, index: int) -> Card:
        """`card`, or when it is a standard action given a minion (`attached_to`: a tap on a
        minion's chip), the same played on none: it resolves, then goes to the discard pile
        (Grosse Boîte pour Geek booklet p. 5, "Jouer des cartes"), and the warning says so; the
        minion it acts on is a decision of its choose, never read from attached_to."""
        if card.attached_to is None or not P.standard_action(card):
            return card
        self.warn(
            M.WARN_STANDARD_NOT_ATTACHED(index=index, card=card.label(), minion=card.attached_to),
            event=index,
        )
        return card.evolve(attached_to=None)

    def placement_refused(
        self, card: Card, player: str | None, minion: Card | None
    ) -> M.Loc | None:
        """Why an action cannot go where it is played (on `minion`, or on no minion): its
        printed text says where it is played (the catalog fact `played_on`: "Play on your
        minion", "on another player's minion", "on a base", "on a minion"), and a card played
        elsewhere is not played, as a card a protection keeps off a minion is not. None for a
        typed card or a text that says nothing of it."""
        if card.type != ACTION or card.key is None:
            return None
        place = self.printed_fact(card, "played_on")
        if place is None:
            return None
        if minion is None:
            return M.PLAY_PLACED_NO_MINION() if place != "base" else None
        if place == "base":
            return M.PLAY_PLACED_ON_BASE(card=minion.label())
        if not minion.is_minion:
            # A titan is no minion (Titans rules): "play on a minion" cannot go on one.
            return M.PLAY_PLACED_NOT_A_MINION(card=minion.label())
        if place == "own_minion" and minion.controller != player:
            return M.PLAY_PLACED_ON_OWN(card=minion.label(), owner=minion.controller)
        if place == "other_minion" and minion.controller == player:
            return M.PLAY_PLACED_ON_OTHER(card=minion.label())
        return None

    def own_restriction(
        self, card: Card, dst: BaseState | None, player: str | None
    ) -> M.Loc | None:
        """Why the card's own printed text forbids playing it on `dst` (its play entry's
        `refuses`: Shoggoth's "only on a base where you have at least 6 power", Complete the
        Ritual's "on a base where you have a minion"), or None: such a card is not played, as a
        card a base forbids is not (the session 25 review found Shoggoth played anywhere)."""
        key = card.key
        if key is None or player is None:
            return None
        refuses = P.own_refusal(key, card.printing)
        return None if refuses is None else refuses(self, card, dst, player)

    def _not_played(
        self,
        event: Event,
        card: Card,
        player: str | None,
        reason: M.Loc,
        *,
        warn: bool = False,
        dst: BaseState | None = None,
    ) -> None:
        """A play event that cannot happen: skipped (with a warning when a rule or a card
        forbids it), and in `plays` as not applied."""
        if warn:
            self.skip_with_warning(event, reason)
        else:
            self.skip(event, reason)
        self._record_play(event.index, card, player, dst, False, reason)

    def talent_event(self, event: Event, why: M.Loc) -> None:
        """A scripted "talent" event: a card in play uses its Talent (booklet p. 5: once in
        each of its controller's Play phases)."""
        found = self.find(event.card_id)
        if found is None:
            self.skip(event, M.SKIP_CARD_NOT_IN_PLAY(card=event.card_id))
            return
        base, card = found
        entry = P.lookup(card.key, card.printing) if card.key is not None else None
        # Who uses it: its controller, or for an action giving its minion the Talent (Leaf
        # Armor), that minion's controller.
        user = card.controller
        if entry is not None and entry.talent_of_carrier and card.attached_to is not None:
            carrier = self.attached(base, card)
            if carrier is not None:
                user = carrier.controller
        player = event.by or user
        if entry is None or entry.talent is None:
            reason = M.TALENT_NOT_MODELLED(card=card.label())
            if entry is not None and entry.status == P.NOT_SIMULATED:
                self.note_card_not_simulated(base, card, (entry.reason, entry.reason_fr))
            self.skip_with_warning(event, reason)
            return
        if card.uid in self._cancelled:
            self.skip_with_warning(event, M.TALENT_CANCELLED(card=card.label()))
            return
        if not self.flag("talent", card.uid):
            self.warn(M.WARN_TALENT_TWICE(index=event.index, card=card.label()), event=event.index)
        elif player != self.active or player != user:
            self.warn(
                M.WARN_TALENT_NOT_TURN(index=event.index, card=card.label(), player=player),
                event=event.index,
            )
        self.log(M.USES_TALENT, base.id, player=player, card=card.label(), why=why)
        play = Play(self, card, base, player, event.index, event.play_choose, entry, talent=True)  # type: ignore[arg-type]
        touched: list[tuple[BaseState, Card]] = []
        with self._resolving(card, player, touched):
            entry.talent(play)
        for key in play.finish():
            self.warn(
                M.WARN_CHOOSE_IGNORED(index=event.index, card=play.name, key=key), event=event.index
            )
        # A part not simulated may have acted on cards too: what it did is not known.
        self.tell_talent_used(base, card, player, None if play.unsimulated else touched)

    def play_extra_card(
        self, card: Card, dst: BaseState | None, player: str, event: int, then: dict | None
    ) -> bool:
        """An extra card a played card's ability plays now (its `choose.play`); `then`: that
        card's own decisions (the `choose.then`), None when not given."""
        if self.find(card.id) is not None:
            return False
        card = self.standard_unattached(card, event)
        if dst is None and _play_entry(card)[2]:
            # A card that stays in play needs a base: refused before it leaves the hand (it
            # would be neither in the hand nor in play).
            self._record_play(event, card, player, None, False, M.PLAY_NEEDS_BASE())
            self.warn(M.WARN_PLAY_NEEDS_BASE(index=event, card=card.label()), event=event)
            return False
        minion = None
        if card.attached_to is not None:
            found = self.find(card.attached_to)
            minion = found[1] if found is not None else None
        placed = self.placement_refused(card, player, minion)
        if self.hooked or (dst is not None and dst.ability is not None):
            reason = placed or self.play_forbidden(dst, card, player)
        else:
            reason = placed
        reason = reason or self.own_restriction(card, dst, player)
        if reason:
            # Said as a forbidden play event is (the log and warnings), not only in plays.
            if dst is not None:
                self.log(
                    M.PLAY_FORBIDDEN, dst.id, card=card.label(), base=dst.text_label, reason=reason
                )
            self.warn(
                M.WARN_EXTRA_FORBIDDEN(index=event, card=card.label(), reason=reason), event=event
            )
            self._record_play(event, card, player, dst, False, reason)
            return False
        self.leaves_hand(card)
        if card.controller != player:
            # The player who plays a card controls it (the clarifications of Jafar and Street
            # Rat: a modifier played this way is yours to control; Min-Maxing).
            card = card.evolve(controller=player)
        why = M.EXTRA_PLAY_WHY(index=event)
        return self._play_card(card, dst, player, why, event, then, player, True, then=True)

    def grant_play(
        self,
        player: str,
        kind: str,
        count: int,
        base: BaseState | None,
        power_max: int | None,
        why: M.Loc,
        *,
        on_card: Card | None = None,
        same_name: bool = False,
        ok: Callable[[Card, Any], M.Loc | None] | None = None,
        what: M.Loc | None = None,
        power_total: int | None = None,
        bases: Sequence[BaseState] = (),
        origin: tuple | None = None,
    ) -> Grant:
        """`count` extra plays for `player` (Grant), on `base` only when given, or on one of
        `bases` when several are given; `origin`: the play that grants it (Grant.state)."""
        if base is not None:
            bases = (base,)
        grant = Grant(
            player,
            kind,
            count,
            tuple(b.id for b in bases) if bases else None,
            power_max,
            on_card.id if on_card is not None else None,
            same_name,
            ok,
            power_total,
            origin,
        )
        self._grants.append(grant)
        if what is None:
            what = (M.EXTRA_MINION if kind == MINION else M.EXTRA_ACTION)()
            if power_max is not None:
                what = M.EXTRA_POWER_MAX(what=what, power=power_max)
        if len(bases) == 1:
            what = M.EXTRA_ON_BASE(what=what, base=bases[0].text_label)
        elif bases:
            what = M.EXTRA_ON_BASES(what=what, bases=", ".join(b.id for b in bases))
        if on_card is not None:
            what = M.EXTRA_ON_CARD(what=what, card=on_card.label())
        if same_name:
            what = M.EXTRA_SAME_NAME(what=what)
        if power_total is not None:
            what = M.EXTRA_POWER_TOTAL(what=what, power=power_total)
        where = bases[0].id if len(bases) == 1 else None
        for _ in range(count):
            self.log(M.EXTRA_PLAY, where, player=player, what=what, why=why)
        return grant

    # -- the play itself -------------------------------------------------------------------

    def _play_card(
        self,
        card: Card,
        dst: BaseState | None,
        player: str | None,
        why: M.Loc,
        event: int,
        choose: dict | None,
        by: str | None,
        checked: bool = False,
        *,
        then: bool = False,
    ) -> bool:
        """`player` plays the card; `by` is the player the base abilities hear of (a scripted
        event's own "by", as before issue 27). `then`: an extra card another card's ability
        plays, whose decisions are the event's `choose.then` (`choose` here)."""
        self.played_now.add(card.uid)
        entry, registered, stays = _play_entry(card)
        if registered:
            # Its play ability says what it does: the card registry's "type its effect as an
            # event" reminder no longer applies.
            self._played_uids.add(card.uid)
        if stays:
            if dst is None:
                self._record_play(event, card, player, None, False, M.PLAY_NEEDS_BASE())
                self.warn(M.WARN_PLAY_NEEDS_BASE(index=event, card=card.label()), event=event)
                return False

            def resolve(placed: Card) -> list | None:
                return self._resolve_own(placed, dst, player, event, choose, entry, then)

            return self.play(card, dst, by, why, then=resolve, checked=checked)
        self.log(
            M.PLAYS_ONE_SHOT, dst.id if dst else None, player=player, card=card.label(), why=why
        )
        # An extra card the playing card sends to another player's hand once resolved (The
        # Perfect Gift: effect.resolved_to); an extra card's own extra card is declined (its
        # choose has no "then"), so the one read here is the playing card's.
        send = self.effect.resolved_to if then else None
        touched = self._resolve_own(card, dst, player, event, choose, entry, then)
        holder = send(card) if send is not None else None
        if holder is not None and not self.in_a_hand(card, holder):
            self.to_hand(card, played=True, hand=holder)
            self.log(M.ONE_SHOT_TO_HAND, dst.id if dst else None, card=card.label(), player=holder)
        elif card.uid in self.out_of_game:
            self.log(M.ONE_SHOT_BOXED, dst.id if dst else None, card=card.label())
        elif not self.in_a_hand(card):
            # (Pot of Beans goes into another player's hand instead: its ability said so.)
            self.log(M.ONE_SHOT_DISCARDED, dst.id if dst else None, card=card.label())
        # Played on no base (a standard action without "to"): heard by the cards that react
        # to a play anywhere (Heracles gains power after any player's action), with no base.
        self.tell_played(dst, card, player, touched=touched)
        return True

    def _resolve_own(
        self,
        card: Card,
        dst: BaseState | None,
        player: str | None,
        event: int,
        choose: dict | None,
        entry: P.PlayAbility | None,
        then: bool = False,
    ) -> list[tuple[BaseState, Card]] | None:
        """The played card's own ability, with the event's choose (`then`: an extra card's,
        with the choose's "then"). Returns the cards it changed or removed, each (its base, the
        card as it was), which the cards that react to the play hear of (tell_played: Foxy
        Green, Fort Titanosaurus); None when what it did is not known (a typed card, an
        ability not simulated)."""
        if entry is None or player is None:
            # A typed card: nothing is known of its ability (type its effect as events).
            self._record_play(event, card, player, dst, True, None)
            return None
        if entry.status == P.NOT_SIMULATED:
            reason = (entry.reason, entry.reason_fr)
            self.note_card_not_simulated(
                dst or self.bases[0], card, M.PLAY_NOT_SIMULATED(reason=reason)
            )
            self._record_play(event, card, player, dst, False, M.PLAY_NOT_SIMULATED(reason=reason))
            return None
        if entry.status == P.NO_BOARD_EFFECT:
            if entry.reason == HANDS_ONLY[0]:
                self.log(
                    M.PLAY_NO_BOARD_EFFECT,
                    dst.id if dst else None,
                    card=card.label(),
                    reason=(entry.reason, entry.reason_fr),
                )
            self._record_play(event, card, player, dst, True, None)
            return []
        if entry.act is None:
            # Applied for its Talent alone: nothing happens when it is played.
            self._record_play(event, card, player, dst, True, None)
            return []
        if card.uid in self._cancelled:
            # Another card cancels its abilities (Ultimate Song's forced plays): its own does
            # not resolve.
            self.log(M.PLAY_CANCELLED, dst.id if dst else None, card=card.label())
            self._record_play(event, card, player, dst, True, None)
            return []
        in_play = dst is not None and card in dst.cards
        play = Play(self, card, dst, player, event, choose, entry, in_play=in_play, then=then)
        # What the table holds before the ability: `applied` is false only for an ability that
        # could not act at all (README: one that acted in part is applied, its warnings saying
        # what it could not do). Only the result shows it: read in a run that logs.
        before = self._table_mark() if self.logging else None
        # The cards the ability changes or removes are listed as it acts (Actions.replace_card,
        # remove_card) when a card in play may hear of the play (tell_played); within a
        # Special's effect (a card a Special plays), in the Special's list.
        touched = self.effect.touched
        if touched is None and self.hooked and "on_other_played" in self.board.card_hook_names:
            touched = []
        with self._resolving(card, player, touched):
            entry.act(play)  # type: ignore[misc]
        for key in play.finish():
            self.warn(M.WARN_CHOOSE_IGNORED(index=event, card=play.name, key=key), event=event)
        if (
            not play.applied
            and not play.unsimulated
            and before is not None
            and self._table_mark() != before
        ):
            play.applied, play.reason = True, None
        self._record_play(event, card, player, dst, play.applied, play.reason)
        # A part not simulated may have acted on cards too: what it did is not known.
        return None if play.unsimulated else touched

    def _resolving(self, card: Card, player: str | None, touched: list | None) -> Any:
        """The effect of a played card's own ability or of a Talent in the Play phase: the card
        its source, its player's, the cards it changes or removes listed in `touched`."""
        return self.acting(
            rule=R.PLAY_PHASE,
            source_type=card.type,
            source=card,
            controller=player,
            touched=touched,
        )

    def _table_mark(self) -> tuple[int, ...]:
        """What a play ability can change on the table, as numbers compared before and after
        it (a few sums: this is asked around every play of a run that logs): the changes of the
        cards, bases, breakpoints and players' power at the bases (table_changes), the VP,
        Madness and cards in hand of all players, the extra plays granted and the lasting
        effects. A line it only logs (draw two cards, by hand) is not a change of the table."""
        return (
            self.table_changes,
            sum(self.vp.values()),
            sum(self.madness.values()),
            sum(self.hand_size.values()),
            len(self._grants),
            len(self.lasting),
        )

    def _record_play(
        self,
        event: int,
        card: Card,
        player: str | None,
        dst: BaseState | None,
        applied: bool,
        reason: M.Loc | None,
    ) -> None:
        if not self.logging:
            return
        entry: dict = {
            "event": event,
            "card": card.id,
            "by": player,
            "to": dst.id if dst is not None else None,
            "applied": applied,
        }
        if reason:
            entry["reason"], entry["reason_fr"] = reason
        self.plays.append(entry)

    # -- the plays of the turn -------------------------------------------------------------

    def _count_play(self, event: int, card: Card, player: str, dst: BaseState | None) -> None:
        """One play of the Play phase: an extra play a card granted, else the active
        player's minion or action of the turn; beyond both, a warning (still applied)."""
        if card.type == TITAN:
            # A titan whose Special says "instead of your regular minion (action) play": that
            # play of the turn (never an extra one a card granted).
            for kind in P.REGULAR_PLAYS_TAKEN.get(getattr(card, "key", None) or "", ()):
                self._regular_play(event, card, player, kind)
            return
        kind = MINION if card.type == MINION else ACTION if card.type == ACTION else None
        if kind is None:
            return
        fitting = [g for g in self._grants if g.fits(player, kind, card, dst, self)]
        if fitting:
            # The most restricted grant first: it leaves the free plays for other cards.
            grant = min(fitting, key=lambda g: not g.restricted)
            grant.use(card)
            self._extra_made[kind] += 1
            return
        # A grant left that this card does not fit (its base, power, total, name...): the
        # warning beyond the turn's plays says so rather than "no card granted another".
        limited = any(g.count > 0 and g.player == player and g.kind == kind for g in self._grants)
        self._regular_play(event, card, player, kind, limited)

    def _regular_play(
        self, event: int, card: Card, player: str, kind: str, limited: bool = False
    ) -> None:
        """The active player's minion or action of the turn; beyond it, a warning (`limited`:
        an extra play granted is left, whose limits this card does not fit)."""
        if player == self.active:
            made = self._made[kind]
            self._made[kind] = made + 1
            if made < 1:
                return
            # (The advisor drops a candidate with such a play: the rules do not allow it.)
            self.beyond_plays.append(event)
            beyond = M.WARN_PLAY_BEYOND_LIMITS if limited else M.WARN_PLAY_BEYOND
            self.warn(
                beyond(
                    index=event,
                    player=player,
                    card=card.label(),
                    kind=(M.KIND_MINION if kind == MINION else M.KIND_ACTION)(),
                    # Every card of that kind played before it (review of session 25, b6:
                    # those an extra play let be played were left out of the count).
                    made=made + self._extra_made[kind],
                ),
                event=event,
            )
            return
        self.warn(
            M.WARN_PLAY_NOT_TURN(index=event, player=player, card=card.label(), active=self.active),
            event=event,
        )

    def played_this_turn(self, card: Card) -> bool:
        """True when `card` was played during this turn's run (a play event, or an extra card
        a played card played): it was not in play at the start of the turn."""
        return card.uid in self.played_now


def _play_entry(card: Card) -> tuple[P.PlayAbility | None, bool, bool]:
    """The card's play entry, whether its play is registered, and whether the card stays in
    play once played (a minion, an action played on a minion or an Ongoing one, or a card whose
    play nothing is known of) rather than being discarded as a resolved one-shot action."""
    entry = P.lookup(card.key, card.printing) if card.key is not None else None
    registered = entry is not None and P.is_registered(card.key, card.printing)  # type: ignore[arg-type]
    stays = (
        card.type != ACTION or card.attached_to is not None or not registered or entry.ongoing  # type: ignore[union-attr]
    )
    return entry, registered, stays
