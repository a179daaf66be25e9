"""What a play ability may read, decide and do: `Play`, the context `act(play)` receives.

One `Play` per resolution of a played card's own ability (issue 27). Its methods are the only
way an ability acts: each goes through the turn's actions (protections, replacements, "when
destroyed" and the other hooks apply), logs under the Play phase rule, and names the played
card and its player as the effect's source (the effect's `source` / `controller`, set by the turn
around `act`).

Decisions (`decide` and the pick_* helpers built on it) read the play event's `choose`:
- given and possible: applied;
- given and not possible (too much power, another base, protected...): the card is still
  played, that part of its effect is skipped, and `warnings` says why (both languages);
- not given: a "may" is declined, a mandatory effect takes the first possibility in table
  order; either way `assumed_choices` lists it with `options` (each complete `choose` it could
  take, table order, at most 20, `options_cut` when more).
A `choose` given as `{}` declines a "may" on purpose (nothing is assumed).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

from .. import messages as M
from .. import rules as R
from ..model import ACTION, MINION, MONSTER, Card
from .choosing import ACTION_VERBS, Choosing, Loc, Located
from .extra_cards import ExtraCards

if TYPE_CHECKING:
    from ..table import BaseState
    from ..turn import Turn
    from .registry import PlayAbility

# The pages of the Play phase's rules, cited in each effect's log line.
PAGES = (R.PAGES[R.PLAY_PHASE], R.PAGES_FR[R.PLAY_PHASE])


class Play(ExtraCards, Choosing):
    """The played card's ability at work: `card` (as it is in play, or the one-shot action being
    resolved), `base` (where it was played; None for a one-shot action played on no base),
    `player` (who played it), `choose` (the event's, None when not given)."""

    def __init__(
        self,
        game: Turn,
        card: Card,
        base: BaseState | None,
        player: str,
        event: int,
        choose: dict | None,
        entry: PlayAbility,
        in_play: bool = True,
        then: bool = False,
        talent: bool = False,
    ) -> None:
        self.game = game
        # True for a Talent used (a talent event), not a card played: its warnings say so.
        self.talent = talent
        # True for the extra card another card's ability plays (its `play`): its decisions are
        # the "then" of the event's choose (`choose` here is that "then"), and each option the
        # result lists, or the advisor tries, is written {"then": {...}} (README).
        self.then = then
        # False for a standard action: it resolves without entering play.
        self.in_play = in_play
        self.card = card
        self.base = base
        self.player = player
        self.event = event
        self.choose = choose
        self.entry = entry
        # False once a part of the effect could not act (the result's plays[].applied).
        self.applied = True
        # True once a part of it is not simulated (cannot's `unsimulated`): never applied then.
        self.unsimulated = False
        self.reason: Loc | None = None
        # The keys of `choose` some decision read (the others are reported as ignored).
        self.read: set[str] = set()
        # Who plays the extra card play_extra plays (its `player`; None: this play's player).
        self._extra_player: str | None = None
        self.why = M.PLAY_WHY(card=card.label(), player=player, pages=PAGES)
        # What the last lazily checked pick asked the protections (see _unprotected).
        self._protection = "affect"
        # The bases the last `minions` looked on (None: any), for _why_not's "on another base",
        # and its filters (controller, power_min, power_max), for its "not yours", "too strong".
        self._looked_on: list[BaseState] | None = None
        self._looked_filter: tuple[str | None, int | None, int | None] = (None, None, None)
        # The minions the last `minions` left out for a protection alone (uid -> why), and
        # what that protection kept them from (_protection).
        self._shielded: dict[int, Loc] = {}
        self.name = getattr(card, "title", None) or card.label()
        # The kind of the card choose.play names when a grant of this play was of the other
        # kind and none took it yet (extra_play; said in `warnings` by finish).
        self._named_kind: str | None = None
        # The card the last play_extra played (from the choose, or the advisor's probe), for the
        # abilities that then act on it (New Student's counter); None when it played nothing.
        self.played_extra: Card | None = None

    # -- reading ------------------------------------------------------------------------------

    def play_hint(self) -> Loc:
        """The hint "(choose.play)" a log line offering an extra card to play ends with
        (Hoverbot, Hush My Stories Are On), or nothing for an extra card's own: its choose is
        a "then", which has no "play"."""
        return ("", "") if self.then else (" (choose.play)", " (choose.play)")

    @property
    def bases(self) -> list[BaseState]:
        return self.game.bases

    def here(self) -> BaseState | None:
        """The base the card is on (it may have moved), else where it was played."""
        base = self.base
        card = self.card
        if base is not None and card in base.cards:
            return base
        if not self.in_play:
            # A standard action being resolved, a Talent's card found again: no search.
            return base
        found = self.game.find(card.id) if card.id is not None else None
        return found[0] if found is not None else base

    def power(self, base: BaseState, card: Card) -> int:
        return self.game.power(base, card)

    def minions(
        self,
        where: str | BaseState | Iterable[BaseState] = "here",
        *,
        controller: str | None = None,
        power_max: int | None = None,
        power_min: int | None = None,
        other: bool = True,
        ok: Callable[[BaseState, Card], bool] | None = None,
        affectable: bool = True,
        protection: str = "affect",
        only: str | None = None,
    ) -> list[Located]:
        """The minions an effect may target, in table order.

        where: "here" (the card's base), "everywhere", "elsewhere" (not here), a base or bases;
        controller: "own" (the player's), "others" (other players'), None (any);
        power_max / power_min: on their current power; other: not the played card itself;
        ok: any other condition; affectable: leave out the minions a protection keeps from
        this player's effects (a target the ability cannot take): `protection` names what the
        effect does ("destroy", "move", "return"; "affect" for any other change);
        only: the id of the one card to consider (the card the player named: a pick then
        checks that card alone, not every card in play)."""
        game = self.game
        here = self.here()
        if where == "here":
            bases = [here] if here is not None else []
        elif where == "everywhere":
            bases = list(game.bases)
        elif where == "elsewhere":
            bases = [b for b in game.bases if b is not here]
        elif isinstance(where, str):
            raise ValueError(f"unknown where {where!r}")
        elif hasattr(where, "cards"):
            bases = [where]  # type: ignore[list-item]
        else:
            bases = list(where)  # type: ignore[arg-type]
        self._looked_on = bases
        self._looked_filter = (controller, power_min, power_max)
        if affectable:
            # What _why_not asks of a card named but left out (Cannon's Warbot: "destroy").
            self._protection = protection
        if only is not None:
            named = game.find(only)
            if named is None or named[0] not in bases:
                return []
            pairs = [(named[0], (named[1],))]
        else:
            pairs = [(base, base.cards) for base in bases]
        found = []
        player = self.player
        me = self.card.uid if other else None
        own = controller == "own"
        others = controller == "others"
        powers = power_max is not None or power_min is not None
        # refusal(), inlined: this loop may see every card in play.
        blocked = self.blocker(protection)
        shielded = self._shielded = {}
        for base, cards in pairs:
            for card in cards:
                # card.is_minion, inlined: this loop may see every card in play.
                kind = card.type
                if kind != MINION and (kind != MONSTER or card.controller is None):
                    continue
                if card.uid == me:
                    continue
                if own and card.controller != player:
                    continue
                if others and card.controller == player:
                    continue
                if powers:
                    power = game.power(base, card)
                    if power_max is not None and power > power_max:
                        continue
                    if power_min is not None and power < power_min:
                        continue
                if ok is not None and not ok(base, card):
                    continue
                if affectable:
                    reason = blocked(base, card, player, protection, asking=True)
                    if reason:
                        # Kept out by a protection alone: a pick that names it leaves it out,
                        # naming the protector, and takes the others named (pick_cards).
                        shielded[card.uid] = reason
                        continue
                found.append((base, card))
        return found

    def refusal(self, base: BaseState, card: Card, what: str = "affect") -> Loc | None:
        """Why a protection keeps this play's effect from doing `what` to `card`, or None:
        asked, not acted (effect.asking: Hideout does not destroy itself for a card a pick only
        lists, and a card it would shield stays a legal target); for a move, its base's hold
        too (blocker)."""
        return self.blocker(what)(base, card, self.player, what, asking=True)

    def blocker(self, what: str | None) -> Callable[..., Loc | None]:
        """What a pick asks of each candidate for an effect that does `what` (Turn.blocked's
        signature): the protections, and for a move the hold of the card's base, whatever the
        destination (Moon Dumpster: "you may not move your minions away from this base"), as
        Turn.move refuses it."""
        return self._blocked_or_held if what == "move" else self.game.blocked

    def _blocked_or_held(
        self, base: BaseState, card: Card, by: str | None, what: str, asking: bool = False
    ) -> Loc | None:
        game = self.game
        reason = game.blocked(base, card, by, what, asking=asking)
        if reason is None and base.ability is not None and base.ability.holds is not None:
            reason = base.ability.holds(game, base, card, by)
        return reason

    def given(self, key: str):
        """What the play event's choose says for `key` (None: not given)."""
        choose = self.choose
        return choose.get(key) if choose else None

    def actions(
        self, where: str | BaseState = "everywhere", *, ok: Callable | None = None
    ) -> list[Located]:
        """The actions in play (on bases or on minions), in table order."""
        here = self.here()
        bases = [here] if where == "here" and here is not None else self.game.bases
        if hasattr(where, "cards"):
            bases = [where]  # type: ignore[list-item]
        return [
            (b, c)
            for b in bases
            for c in b.cards
            if c.type == ACTION and c.uid != self.card.uid and (ok is None or ok(b, c))
        ]

    # -- acting (each returns True when it acted) ----------------------------------------------

    def destroy(self, base: BaseState, card: Card, *, treasures: bool = True) -> bool:
        if self.game.destroy(base, card, self.player, self.why, treasures=treasures):
            return True
        return self._kept(base, card, "destroy")

    def to_box(self) -> None:
        """The played one-shot card goes in the box once resolved, not to a discard pile (POD
        Insanity, Wish): PlayPhase._play_card logs it so."""
        self.game.out_of_game.add(self.card.uid)

    def discard(self, base: BaseState, card: Card) -> bool:
        """From play to its owner's discard pile (not a destruction: CardActions.discard)."""
        if self.game.discard(base, card, self.player, self.why):
            return True
        return self._kept(base, card, "discard")

    def move(self, base: BaseState, card: Card, dst: BaseState) -> bool:
        if self.game.move(card, base, dst, self.player, self.why):
            return True
        return self._kept(base, card, "move")

    def return_to_hand(self, base: BaseState, card: Card, *, hand: str | None = None) -> bool:
        """To its owner's hand, or to `hand`'s (the player who takes it)."""
        if self.game.return_to_hand(base, card, self.player, self.why, hand=hand):
            return True
        return self._kept(base, card, "return")

    def _kept(self, base: BaseState, card: Card, what: str) -> bool:
        """After an action on `card` that did not happen: when a protection kept it (it is
        still there, and the protections refuse this play that action), that part of the play
        is in `warnings` too, not only in the log the action wrote (README: `warnings` says why a
        target was left out; the session 25 review found Let's Get It On silent there).
        Returns False (the action's result)."""
        if card in base.cards:
            # A discard is kept by what keeps a card from being affected (CardActions.discard).
            reason = self.refusal(base, card, "affect" if what == "discard" else what)
            if reason:
                label = card.label()
                verb = ACTION_VERBS[what]
                self.cannot((f"{verb[0]} {label}", f"{verb[1]} {label}"), reason, log=False)
        return False

    def place_in_deck(
        self, base: BaseState, card: Card, *, where: str = "bottom", deck_of: str | None = None
    ) -> bool:
        """Into a deck: its owner's (or `deck_of`'s), at the "bottom", on "top", or
        "shuffled" into it."""
        return self.game.place_in_deck(
            base, card, self.player, self.why, where=where, deck_of=deck_of
        )

    def boost(self, base: BaseState, card: Card, amount: int, until: Loc | None = None) -> bool:
        """`amount` power until the end of the turn (`until`: how long it lasts when longer,
        said in the log: CardActions.boost)."""
        if not self._affects(base, card):
            return False
        self.game.boost(base, card, amount, self.why, until)
        return True

    def add_counters(self, base: BaseState, card: Card, count: int) -> bool:
        if not self._affects(base, card):
            return False
        self.game.add_counters(base, card, count, self.why, self.player)
        return True

    def take_control(
        self,
        base: BaseState,
        card: Card,
        *,
        until_end_of_turn: bool = False,
        to: str | None = None,
    ) -> bool:
        """The player takes control of the card, or gives it to player `to` (Toad, Flower
        Child): either way it is the player's effect that the protections are asked of."""
        if not self._affects(base, card):
            return False
        return self.game.take_control(
            base,
            card,
            to or self.player,
            self.why,
            until_end_of_turn=until_end_of_turn,
            acting=self.player,
        )

    def bury(self, base: BaseState, card: Card, dst: BaseState | None = None) -> bool:
        """Bury a card in play face down (on `dst`, its own base by default; booklet p. 8)."""
        return self.game.bury(base, card, dst or base, self.player, self.why) is not None

    def uncover(self, base: BaseState, card: Card) -> bool:
        """Uncover one of the player's buried cards: it is played at once (booklet p. 8)."""
        if card.controller != self.player:
            return False
        return self.game.uncover(base, card, self.player, self.why) is not None

    def breakpoint(self, base: BaseState, amount: int) -> None:
        """The base's breakpoint changes by `amount` until the end of the turn."""
        self.game.add_breakpoint_temp(base, amount, self.why)

    def gain_vp(self, player: str, count: int) -> None:
        where = self.here() or self.game.bases[0]
        self.game.gain_vp(player, count, where, self.why)

    def log(self, text: Loc) -> None:
        """A log line about what the card does (a one-shot action played on no base too)."""
        self.game.log(M.CARD_ACTS, self._base_id(), card=self.card.label(), text=text)

    def cannot(
        self,
        what: Loc,
        reason: Loc,
        *,
        partial: bool = False,
        unsimulated: bool = False,
        log: bool = True,
    ) -> None:
        """A part of the effect that cannot act: skipped, logged, and in `warnings`; the play
        is then not `applied`, unless `partial` (one card of several left out, the others
        acted on: Stagecoach moving one of its two cards) or unless another part of it acted
        (PlayPhase._resolve_own: README, one that acted in part is applied).

        `unsimulated`: the engine does not apply that part (it needs what the board does not
        hold, or a mechanism it does not model): the card is listed in `not_simulated` with
        the reason, and the play stays not `applied` whatever else it did (Gimme's transfer)."""
        if not partial:
            self.applied = False
            self.reason = self.reason or reason
        game = self.game
        if unsimulated:
            self.unsimulated = True
            game.note_card_not_simulated(self.here() or game.bases[0], self.card, reason)
        if log:
            # (Not when the action itself logged why: Play._kept.)
            game.log(M.PLAY_CANNOT, self._base_id(), card=self.name, what=what, reason=reason)
        warning = M.WARN_TALENT_CANNOT if self.talent else M.WARN_PLAY_CANNOT
        game.warn(
            warning(index=self.event, card=self.name, what=what, reason=reason),
            event=self.event,
        )

    # -- helpers -------------------------------------------------------------------------------

    def _base_id(self) -> str | None:
        base = self.here()
        return base.id if base is not None else None

    def _affects(self, base: BaseState, card: Card) -> bool:
        reason = self.game.blocked(base, card, self.player)
        if reason:
            self.game.log(M.UNAFFECTED, base.id, card=card.label(), reason=reason)
            return False
        return True
