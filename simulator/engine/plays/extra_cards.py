"""The extra cards a played card's ability lets its player play: granted to later play events
(`extra_play`), or played now (`play_extra`, and the card `choose.play` names for a grant), a
part of `context.Play` (read its attributes there)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from .. import messages as M
from ..model import ACTION, MINION, PLACED_ON_MINION, Card, on_minion
from .choosing import Loc

if TYPE_CHECKING:
    from ..play_phase import Grant
    from ..table import BaseState
    from ..turn import Turn

# What a card granting an extra play does with the card its choose.play names (_play_granted).
_PLAY_GRANTED: dict[str, Loc] = {
    MINION: ("play an extra minion", "jouer une Créature supplémentaire"),
    ACTION: ("play an extra action", "jouer une Action supplémentaire"),
}


class ExtraCards:
    """The extra plays and extra cards of context.Play."""

    game: Turn
    card: Card
    player: str
    event: int
    choose: dict | None
    read: set[str]
    then: bool
    _extra_player: str | None
    _named_kind: str | None
    played_extra: Card | None

    # (Play's own, used here.)
    here: Callable[[], BaseState | None]
    given: Callable[[str], Any]
    cannot: Callable[..., None]

    def extra_play(
        self,
        kind: str,
        count: int = 1,
        *,
        base: BaseState | None = None,
        power_max: int | None = None,
        player: str | None = None,
        on_card: Card | None = None,
        same_name: bool = False,
        ok: Callable[[Card, Any], Loc | None] | None = None,
        kind_text: Loc | None = None,
        power_total: int | None = None,
        bases: Sequence[BaseState] = (),
    ) -> None:
        """`player` (the card's player by default) may play `count` extra minions or actions
        ("minion" / "action"), on `base` only when given (or on one of `bases`), of printed
        power `power_max` or less when given, their printed powers adding up to `power_total`
        or less when given, on the minion `on_card` only when given, all of one name with
        `same_name`, and that `ok` accepts (`ok(card, game)`: why the card is not one, or None,
        reading the turn it is given, never this play's: an advisor's fork plays on in a copy of
        this turn; `kind_text` then names the kind of card in the log): later plays of the turn
        use it (no warning for them; one that does not fit it is beyond the turn's plays,
        warned)."""
        if kind not in (MINION, ACTION):
            raise ValueError(f"unknown kind {kind!r}")
        grant = self.game.grant_play(
            player or self.player,
            kind,
            count,
            base,
            power_max,
            # (The extra play's line cites the Play phase's pages: the card and its player.)
            M.PLAY_BY(card=self.card.label(), player=self.player),
            on_card=on_card,
            same_name=same_name,
            ok=ok,
            what=kind_text,
            power_total=power_total,
            bases=bases,
            origin=(self.card.uid, self.event, len(self.game._grants)),
        )
        named = self.given("play")
        if named is None or "play" in self.read or self.then or grant.player != self.player:
            # Nothing named; or named for another decision of this play (the card a play_extra
            # took); or an extra card's own (its "then" has no "play"); or another player's
            # grant: later play events use the grant.
            return
        if named.type != kind:
            # Named for the other grant of the same card (Ghostly Arrival: a minion and/or an
            # action), asked next; said in `warnings` when no grant of the play is of its kind
            # (finish).
            self._named_kind = named.type
            return
        self._play_granted(grant, named)

    def _play_granted(self, grant: Grant, card: Card) -> None:
        """The card choose.play names, played now as the extra play just granted (README: a card
        that grants extra plays plays at once the card its `choose.play` names, checked against
        the grant; with "to" its base, "attached_to" the minion an action goes on, "then" its own
        decisions), else refused with the reason (the grant stays for later play events)."""
        self.read |= {"play", "to", "then", "attached_to"}
        self._named_kind = None
        game = self.game
        given = self.choose or {}
        dst = game.base_by_id(given.get("to")) if "to" in given else None
        if "attached_to" in given:
            card = on_minion(card, given["attached_to"])
        card = game.standard_unattached(card, self.event)
        if dst is None and card.attached_to is not None:
            found = game.find(card.attached_to)
            dst = found[0] if found is not None else None
        if dst is None and card.type != ACTION:
            # A minion goes to the one base the grant names, else to this card's base.
            dst = game.base_by_id(grant.base[0]) if grant.base and len(grant.base) == 1 else None
            dst = dst or self.here()
        what = _PLAY_GRANTED[grant.kind]
        reason = self._grant_refusal(grant, card, dst)
        if reason is not None:
            self.cannot(what, reason)
            return
        grant.use(card)
        self._played(card, dst)

    def _grant_refusal(self, grant: Grant, card: Card, dst: BaseState | None) -> Loc | None:
        """Why the extra play `grant` does not let `card` be played on `dst` now, or None
        (Grant.fits, with its reason)."""
        if grant.power_max is not None and card.power > grant.power_max:
            return M.PLAY_TOO_STRONG(card=card.label(), power=card.power)
        if grant.power_total is not None and card.power > grant.power_total:
            return M.PLAY_TOO_STRONG(card=card.label(), power=card.power)
        reason = grant.ok(card, self.game) if grant.ok is not None else None
        if reason is not None:
            return reason
        if not grant.fits_place(None if dst is None else dst.id, card.attached_to):
            return M.PLAY_NOT_OPTION(choice=dst.id if dst is not None else card.label())
        if not grant.fits_card(self.player, card.type, card, self.game):
            return M.PLAY_NOT_OPTION(choice=card.label())
        return None

    def play_extra(
        self,
        *,
        kind: str | None = None,
        where: Sequence[BaseState] | None = None,
        power_max: int | None = None,
        what: Loc,
        ok: Callable[[Card, Any], Loc | None] | None = None,
        hands: str = "own",
        player: str | None = None,
    ) -> bool:
        """The extra card the ability plays now ("play": a card object or a hand card's id,
        "to": its base): checked (kind, base, printed power, and `ok(card, game)`: why the card
        itself cannot be the one, or None), then played through the play mechanism (its own ability
        resolves too). Not given: nothing is played (the hand is not on the board), and the
        result says so. `hands`: the hands the advisor tries cards from, the player's ("own")
        or the other players' ("others": Min-Maxing); `ok` says which a choose may name.
        `player`: who plays it and controls it (Baba Yaga's: the owner of the deck it comes
        from), the card's player by default."""
        self.read |= {"play", "to", "then", "attached_to"}
        self.played_extra = None
        self._extra_player = player
        given = self.choose or {}
        card = given.get("play")
        probe = self.game.probe
        if self.then:
            # An extra card's own extra card: a choose cannot give it ("then" has no "play"),
            # so the advisor does not try one either; declined, and listed when not given.
            card = None
        elif probe is not None and self.event >= probe.first:
            # The advisor tries each card of the hand this ability may play (advisor.py).
            return self._probe_extra(kind, where, power_max, what, ok, hands)
        if card is None:
            if self.choose is not None:
                # A choose without "play" declines on purpose (README), as in decide.
                self.game.log(
                    M.PLAY_DECLINES, self._base_id(), card=self.name, player=self.player, what=what
                )
            elif self.game.logging:
                self.game.assume(
                    self._base_id(),
                    self.player,
                    self.card.key,
                    None,
                    M.PLAY_ASSUMED_DECLINED(card=self.name, player=self.player, what=what),
                    card=self.card.id,
                    event=self.event,
                )
            return False
        dst = self.game.base_by_id(given.get("to")) if "to" in given else None
        if "attached_to" in given:
            # The minion the extra card (an action: parse checks it) goes on.
            card = on_minion(card, given["attached_to"])
        # A standard action is played on no minion (and so on no base): before its base is
        # found from the minion below.
        card = self.game.standard_unattached(card, self.event)
        if kind is not None and card.type != kind:
            self.cannot(what, M.PLAY_NOT_OPTION(choice=card.label()))
            return False
        if power_max is not None and card.power > power_max:
            self.cannot(what, M.PLAY_TOO_STRONG(card=card.label(), power=card.power))
            return False
        reason = ok(card, self.game) if ok is not None else None
        if reason is not None:
            self.cannot(what, reason)
            return False
        if dst is None and card.attached_to is not None:
            # An action played on a minion goes to that minion's base.
            found = self.game.find(card.attached_to)
            dst = found[0] if found is not None else None
        if dst is None and card.type != ACTION:
            # A minion goes where the text lets it go when that is one base (Baba Yaga's, from
            # a one-shot action on no base), else to this card's base.
            dst = where[0] if where is not None and len(where) == 1 else self.here()
        if dst is not None and where is not None and dst not in where:
            self.cannot(what, M.PLAY_NOT_OPTION(choice=dst.id))
            return False
        return self._played(card, dst)

    def _probe_extra(
        self,
        kind: str | None,
        where: Sequence[BaseState] | None,
        power_max: int | None,
        what: Loc,
        ok: Callable[[Card, Any], Loc | None] | None = None,
        hands: str = "own",
    ) -> bool:
        """The advisor's answer to "which card does it play now, and where": each card of the
        player's hand (of the other players' with `hands` "others") that fits, on each base it
        may go to (a minion's base, or none for an action), or none ("may")."""
        game = self.game
        inputs = game.board.hands or {}
        owners = [self.player] if hands == "own" else [p for p in inputs if p != self.player]
        hand: list[Card] = []
        for owner in owners:
            # Only the cards of the input's hand: a `choose.play` names a hand card by its id,
            # and a card that came to the hand this turn (Change of Venue's returned action)
            # has none the answer could give to `score` (README, the advisor's readings).
            given = {card.uid for card in inputs.get(owner, ())}
            hand += [c for c in (game.hands or {}).get(owner, []) if c.uid in given]
        bases = list(where) if where is not None else list(game.bases)
        options: list[dict] = []
        for card in hand:
            if kind is not None and card.type != kind:
                continue
            if card.type not in (MINION, ACTION):
                continue
            if power_max is not None and card.power > power_max:
                continue
            if ok is not None and ok(card, game) is not None:
                continue
            if card.type == MINION:
                options.extend({"play": card.id, "to": base.id} for base in bases)
            else:
                options.extend(self._action_places(card, bases))
        if not options:
            return False
        chosen = game.probe.answer(self.event, options, True, what)
        if chosen is None:
            return False
        card = next(c for c in hand if c.id == chosen["play"])
        dst = game.base_by_id(chosen.get("to")) if "to" in chosen else None
        if "attached_to" in chosen:
            card = on_minion(card, chosen["attached_to"])
            dst = game.find(chosen["attached_to"])[0]  # type: ignore[index]
        return self._played(card, dst)

    def _action_places(self, card: Card, bases: Sequence[BaseState]) -> list[dict]:
        """The advisor's options for an extra action of the hand: on each minion of `bases`
        where its printed text lets it go (the catalog's `played_on`: "Play on a minion", "on
        your minion"...), else played on no minion."""
        game = self.game
        if game.printed_fact(card, "played_on") not in PLACED_ON_MINION:
            return [{"play": card.id}]
        return [
            {"play": card.id, "attached_to": other.id}
            for base in bases
            for other in base.cards
            if other.id is not None
            and other.is_minion
            and game.placement_refused(card, self._extra_player or self.player, other) is None
        ]

    def _played(self, card: Card, dst: BaseState | None) -> bool:
        then = self.choose.get("then") if self.choose else None
        player = self._extra_player or self.player
        played = self.game.play_extra_card(card, dst, player, self.event, then)
        if played:
            self.played_extra = card
        return played
