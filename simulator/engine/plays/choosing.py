"""How a play ability decides (`Choosing`, a part of context.Play): its decisions read the play
event's `choose`, or are assumed and listed in `assumed_choices` (see context.py's docstring),
and the keys no decision used are reported.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, Any

from .. import messages as M

if TYPE_CHECKING:
    from ..model import Card
    from ..table import BaseState
    from ..turn import Turn

Loc = tuple[str, str]
Located = tuple["BaseState", "Card"]

# What an effect does to a card, as a warning names it (pick_cards' `protection`).
# What an effect does to a card, as the warnings name it ("cannot destroy x").
ACTION_VERBS = {
    "destroy": ("destroy", "détruire"),
    "discard": ("discard", "défausser"),
    "move": ("move", "déplacer"),
    "return": ("return", "renvoyer"),
    "affect": ("affect", "affecter"),
    "power": ("change the power of", "changer la Force de"),
}


def choose_json(choose: dict) -> dict:
    """A choose as the result shows it (tuples as lists, its "then" likewise)."""
    return {
        k: list(v) if isinstance(v, tuple) else choose_json(v) if k == "then" else v
        for k, v in choose.items()
    }


class Choosing:
    """The decisions of context.Play (read its attributes there)."""

    game: Turn
    card: Card
    player: str
    event: int
    choose: dict | None
    read: set[str]
    name: str
    then: bool
    _protection: str
    _looked_on: list[BaseState] | None
    _looked_filter: tuple[str | None, int | None, int | None]
    _shielded: dict[int, Loc]
    _named_kind: str | None

    # -- deciding -----------------------------------------------------------------------------

    def decide(
        self,
        options: Sequence[dict],
        *,
        may: bool,
        what: Loc,
        keys: Iterable[str] = (),
    ) -> dict | None:
        """The player's decision among `options` (complete `choose` dicts, table order):
        the given one, or the assumed one (see the module docstring); None when declined or
        when nothing is possible (then the part is skipped). `what` is an infinitive ("destroy
        a minion here"); `keys` the choose keys read when there are no options."""
        game = self.game
        names = set(keys)
        for option in options:
            names.update(option)
        self.read |= names
        probe = game.probe
        if probe is not None and options and self.event >= probe.first:
            # The advisor's run (advisor.py): its script answers, each way in turn.
            if self.then:
                answer = probe.answer(self.event, [{"then": o} for o in options], may, what)
                return None if answer is None else answer["then"]
            return probe.answer(self.event, options, may, what)
        given = self.choose
        asked = {k: v for k, v in given.items() if k in names} if given else {}
        if asked:
            for option in options:
                if all(asked.get(k) == v for k, v in option.items()) and set(asked) <= set(option):
                    return option
            self.cannot(what, self._why_not(asked, what, options))
            return None
        if not options:
            if not may or given is None:
                self.cannot(what, M.PLAY_NO_TARGET())
            return None
        player = self.player
        if given is not None:
            # "{}" (or a choose without these keys): the player declines a "may" on purpose;
            # a mandatory effect still takes its first possibility (listed below).
            if may:
                game.log(M.PLAY_DECLINES, self._base_id(), card=self.name, player=player, what=what)
                return None
        assumed = None if may else options[0]
        message = M.PLAY_ASSUMED_DECLINED if may else M.PLAY_ASSUMED_FIRST
        if game.logging:
            wrap = self._written
            game.assume(
                self._base_id(),
                player,
                self.card.key,
                None if assumed is None else wrap(assumed),
                message(card=self.name, player=player, what=what),
                card=self.card.id,
                options=lambda: (wrap(o) for o in options),
                event=self.event,
            )
        if may:
            game.log(M.PLAY_DECLINES, self._base_id(), card=self.name, player=player, what=what)
        return assumed

    def assume(
        self,
        choose: dict | None,
        reason: Loc,
        *,
        player: str | None | object = ...,
        base: BaseState | None | object = ...,
        options: Callable[[], Iterable[dict]] | None = None,
        fact: bool = False,
    ) -> None:
        """An entry of assumed_choices for a decision of this play (its card and event), other
        than decide's own: `choose` and `options` (made when listed) as the play event's choose
        gives them (under
        "then" for an extra card); `player` (whose decision: the card's player by default, None
        for several), `base` (where: the card's by default), `fact` (nothing to choose: what
        the board does not give)."""
        if not self.game.logging:
            return
        if base is ...:
            base = self.here()
        wrap = self._written
        self.game.assume(
            base.id if base is not None else None,  # type: ignore[union-attr]
            self.player if player is ... else player,  # type: ignore[arg-type]
            self.card.key,
            None if choose is None else wrap(choose),
            reason,
            card=self.card.id,
            options=None if options is None else (lambda: (wrap(o) for o in options())),
            event=self.event,
            fact=fact,
        )

    def _written(self, option: dict) -> dict:
        """An option as the play event's choose gives it (under "then" for an extra card)."""
        return {"then": choose_json(option)} if self.then else choose_json(option)

    def _unprotected(
        self, candidates: Sequence[Located], key: str, protection: str | None
    ) -> Sequence[Located]:
        """The candidates a protection does not keep from this effect. With `protection`, the
        candidates were not checked (minions(affectable=False)): when the player named a card,
        only that one is asked (a play with its choose costs one protection check, not one
        per minion in play), else each one is."""
        if protection is None:
            return candidates
        self._protection = protection
        blocked = self.blocker(protection)
        player = self.player
        given = self.choose.get(key) if self.choose else None
        if given is not None:
            candidates = [(b, c) for b, c in candidates if c.id == given]
        # Asked, not acted (Play.refusal, inlined: each candidate may be asked).
        return [(b, c) for b, c in candidates if not blocked(b, c, player, protection, asking=True)]

    def pick_card(
        self,
        candidates: Sequence[Located],
        *,
        may: bool,
        what: Loc,
        key: str = "card",
        protection: str | None = None,
        refused: Callable[[BaseState, Card], Loc | None] | None = None,
    ) -> Located | None:
        """One card among candidates (choose[key]: its id). `protection`: see _unprotected.
        `refused`: why the act cannot take a candidate, or None, for a reason no protection
        kind says (the minion an action is on, a move to a given base): a candidate it refuses
        is no option; named, it is skipped with that reason in `warnings` (asked of it alone)."""
        if refused is not None:
            given = self.choose.get(key) if self.choose else None
            kept = []
            for base, card in candidates:
                if given is not None and card.id != given:
                    continue
                reason = refused(base, card)
                if reason is None:
                    kept.append((base, card))
                elif given is not None:
                    self.read.add(key)
                    self.cannot(what, reason)
                    return None
            candidates = kept
        candidates = self._unprotected(candidates, key, protection)
        by_id = {card.id: (base, card) for base, card in candidates if card.id is not None}
        options = [{key: card_id} for card_id in by_id]
        chosen = self.decide(options, may=may, what=what, keys=(key,))
        return None if chosen is None else by_id[chosen[key]]

    def pick_cards(
        self,
        candidates: Sequence[Located],
        *,
        up_to: int,
        what: Loc,
        key: str = "cards",
        may: bool = True,
        protection: str | None = None,
        to: BaseState | None = None,
    ) -> list[Located]:
        """Up to `up_to` different cards among candidates (choose[key]: their ids, in any
        order). Not given: none for a "may", else the first ones in table order. Options list
        each single card and the first full set.

        `protection`: what the effect does to each card ("destroy", "move", "return"...): one
        a protection keeps from it is no option; one named is left out with a warning naming
        its protector, and the other named cards are still taken. Every candidate is asked
        before any is acted on (one effect: The Folly of Men destroyed with the Hissy Fit it
        protects still protects it); when ids are named, only those are asked. With `to` (a
        move to a base known beforehand), the move there is asked (move_refused: Mo'ai's base
        too)."""
        self.read.add(key)
        given = self.choose.get(key) if self.choose else None
        if protection is not None and (given is None or len(set(given)) == len(given) <= up_to):
            # (Too many ids, or one twice: refused whole below, before any is left out.)
            candidates, given = self._kept_out(candidates, given, protection, to)
        by_id = {card.id: (base, card) for base, card in candidates if card.id is not None}
        ids = list(by_id)
        if given is not None and protection is None and self._shielded:
            given = self._shielded_out(given, by_id)
        if given is not None:
            wrong = [i for i in given if i not in by_id]
            if len(set(given)) != len(given) or len(given) > up_to or wrong:
                reason = (
                    self._why_not({"card": wrong[0]}, what)
                    if wrong
                    else M.PLAY_NOT_OPTION(choice=f"{key}: {list(given)}")
                )
                self.cannot(what, reason)
                return []
            return [by_id[i] for i in ids if i in given]
        # (With up_to 1 the first set is the first single card: listed once.)
        options = [{key: tuple(ids[:up_to])}] if len(ids) > 1 and up_to > 1 else []
        options += [{key: (i,)} for i in ids]
        chosen = self.decide(options, may=may, what=what, keys=(key,))
        return [] if chosen is None else [by_id[i] for i in chosen[key]]

    def shield(self, card_id: Any) -> tuple[Card, Loc] | None:
        """The card `card_id` and why the last `minions` left it out for a protection alone
        (its protector), or None: a helper that takes named cards leaves it out with that
        warning and takes the others (shared.per_counter, Disco Inferno)."""
        found = self.game.find(card_id) if isinstance(card_id, str) else None
        if found is None:
            return None
        reason = self._shielded.get(found[1].uid)
        return None if reason is None else (found[1], reason)

    def _shielded_out(self, given: Any, by_id: dict) -> Any:
        """The ids named less those of the minions the candidates' `minions` left out for a
        protection alone (_shielded): each is left out with a warning naming its protector and
        the others named are still taken, as with pick_cards' `protection` (README: among
        several cards named, one a protection keeps is left out). Radioactive Breath naming a
        minion Armored Truck keeps and another still destroys the other."""
        if not isinstance(given, list | tuple) or len(set(given)) != len(given):
            return given  # refused whole by pick_cards, before any is left out
        # (The count is checked on the others: "any number" passes up_to=len(candidates),
        # which a protected minion named is not among.)
        shielded = self._shielded
        kept = []
        for card_id in given:
            if card_id in by_id:
                continue
            found = self.game.find(card_id)
            if found is not None and found[1].uid in shielded:
                kept.append(found[1])
        if not kept:
            return given
        left = {card.id for card in kept}
        given = type(given)(i for i in given if i not in left)
        verb = ACTION_VERBS[self._protection]
        for card in kept:
            label = card.label()
            self.cannot(
                (f"{verb[0]} {label}", f"{verb[1]} {label}"),
                shielded[card.uid],
                partial=bool(given),
            )
        return given

    def _kept_out(
        self, candidates: Sequence[Located], given: Any, protection: str, to: BaseState | None
    ) -> tuple[list[Located], Any]:
        """pick_cards' candidates and named ids less the cards a protection keeps from
        `protection` (or, moving `to` a base, whose move there is refused): each named one so
        kept is warned of (its label and the reason)."""
        self._protection = protection
        blocked = self.blocker(protection)
        player = self.player
        named = set(given) if isinstance(given, list | tuple) else None
        free: list[Located] = []
        kept: dict[str, Loc] = {}
        for base, card in candidates:
            if named is not None and card.id not in named:
                continue
            if to is not None:
                reason = self.move_refused(base, card, to) if base is not to else None
            else:
                reason = blocked(base, card, player, protection, asking=True)
            if reason is None:
                free.append((base, card))
            elif named is not None:
                kept[card.id] = reason  # type: ignore[index]
        if kept:
            given = type(given)(i for i in given if i not in kept)
            for _, card in candidates:
                if card.id in kept:
                    label = card.label()
                    verb = ACTION_VERBS[protection]
                    # The others named are still taken: the play acts, in part.
                    self.cannot(
                        (f"{verb[0]} {label}", f"{verb[1]} {label}"),
                        kept[card.id],
                        partial=bool(given),
                    )
        return free, given

    def pick_destination(
        self,
        movers: Sequence[Located],
        candidates: Sequence[BaseState],
        *,
        may: bool = False,
        what: Loc,
        key: str = "to",
    ) -> BaseState | None:
        """The base `movers` (each a card and its base) go to, among `candidates` (choose[key]),
        asked of each move there (move_refused: Mo'ai, Hideout, Deep Roots...). Not named: the
        bases every one of them may go to, else those some of them may go to; named: refused
        when none of them may go there (the reason in `warnings`), else taken, the callers
        moving them with shared.move_each (each refused one stays, warned of: the others go;
        shared.move_together does both)."""

        # (A mover already on a base does not move there: nothing is asked of it.)
        def goes(b: BaseState) -> list[bool]:
            return [base is b or self.move_refused(base, card, b) is None for base, card in movers]

        named = self.game.base_by_id(self.choose.get(key) if self.choose else None)
        if named is not None and any(b is named for b in candidates):
            if movers and not any(goes(named)):
                self.read.add(key)
                if len(movers) == 1:
                    base, card = movers[0]
                    self.cannot(what, self.move_refused(base, card, named))  # type: ignore[arg-type]
                    return None
                # Several, all refused: each named with its reason (as shared.move_each).
                for base, card in movers:
                    label = card.label()
                    self.cannot(
                        (f"move {label} to {named.id}", f"déplacer {label} vers {named.id}"),
                        self.move_refused(base, card, named),  # type: ignore[arg-type]
                    )
                return None
            return self.pick_base([named], may=may, what=what, key=key)
        going = {id(b): goes(b) for b in candidates}
        allowed = [b for b in candidates if all(going[id(b)])]
        if not allowed:
            allowed = [b for b in candidates if any(going[id(b)])]
        return self.pick_base(allowed, may=may, what=what, key=key)

    def pick_to_move(
        self, candidates: Sequence[Located], dst: BaseState, *, may: bool, what: Loc
    ) -> Located | None:
        """One of `candidates` to move to `dst`, a base known beforehand (choose "card"): a
        move a card or a base refuses (move_refused: Entangled, Deep Roots, Mo'ai...) is
        neither offered nor assumed; a named card is asked alone and, refused, skipped with a
        warning naming the protector (pick_card's `refused`)."""
        return self.pick_card(
            candidates, may=may, what=what, refused=lambda b, c: self.move_refused(b, c, dst)
        )

    def pick_base(
        self, candidates: Sequence[BaseState], *, may: bool, what: Loc, key: str = "to"
    ) -> BaseState | None:
        """One base among candidates (choose[key]: its id)."""
        by_id = {base.id: base for base in candidates}
        chosen = self.decide([{key: b} for b in by_id], may=may, what=what, keys=(key,))
        return None if chosen is None else by_id[chosen[key]]

    def pick_card_and_base(
        self,
        candidates: Sequence[Located],
        bases: Callable[[BaseState, Card], Sequence[BaseState]],
        *,
        may: bool,
        what: Loc,
        protection: str | None = None,
    ) -> tuple[BaseState, Card, BaseState] | None:
        """A card and where it goes (choose "card" and "to"): a move. `protection`: see
        _unprotected; with "move", each destination is asked too (move_refused), so that a
        move a card or a base forbids is never offered nor assumed."""
        candidates = self._unprotected(candidates, "card", protection)
        found = {}
        options = []
        moving = protection == "move"
        # As _unprotected for the card: with the destination named, only that one is asked.
        named = self.choose.get("to") if moving and self.choose else None
        for base, card in candidates:
            for dst in bases(base, card):
                if card.id is not None:
                    if moving and (
                        (named is not None and dst.id != named)
                        or self.move_refused(base, card, dst) is not None
                    ):
                        continue
                    options.append({"card": card.id, "to": dst.id})
                    found[card.id, dst.id] = (base, card, dst)
        if named is not None and not options:
            reason = self._not_there(candidates, bases, named)
            if reason is not None:
                self.read |= {"card", "to"}
                self.cannot(what, reason)
                return None
        chosen = self.decide(options, may=may, what=what, keys=("card", "to"))
        return None if chosen is None else found[chosen["card"], chosen["to"]]

    def _not_there(self, candidates: Sequence[Located], bases: Callable, named: str) -> Loc | None:
        """For a move whose "to" is not one its card may go to, where it may go (the card
        named among the candidates; None: another reason, _why_not's): Friendship Power,
        Dogpile (review of session 26, b7)."""
        card_id = self.choose.get("card") if self.choose else None
        for base, card in candidates:
            if card.id != card_id:
                continue
            destinations = bases(base, card)
            if named == base.id or any(d.id == named for d in destinations):
                # A base the text allows: refused there by a card or the base (_why_not says
                # which), or the base it is on.
                return None
            allowed = [d.id for d in destinations if self.move_refused(base, card, d) is None]
            if allowed:
                return M.PLAY_NOT_THERE(card=card.label(), to=named, bases=", ".join(allowed))
            return None
        return None

    def move_refused(
        self, base: BaseState, card: Card, dst: BaseState, by: str | None = None
    ) -> Loc | None:
        """Why the player (or `by`, another player this effect has move it: Run 'Em Off's
        duel winner) may not move `card` from `base` to `dst` (a card or a base forbids it: POD
        Hideout, not to its base; Moon Dumpster, not away), or None: asked as the move itself
        asks (Turn.move), the "move" protection with the destination in force, then the base's
        hold, without a log line."""
        with self.game.acting(to=dst):
            return self.blocker("move")(base, card, by or self.player, "move", asking=True)

    def pick_mode(self, modes: Sequence[tuple[str, Loc]], *, what: Loc) -> str:
        """One of several modes ("X or Y"; choose "mode": its name). Not given: the first."""
        chosen = self.decide([{"mode": name} for name, _ in modes], may=False, what=what)
        return modes[0][0] if chosen is None else chosen["mode"]

    def _why_not(self, asked: dict, what: Loc, options: Sequence[dict] = ()) -> Loc:
        """Why a given decision is not possible, as precisely as the board tells."""
        game = self.game
        shown = ", ".join(f"{k}: {v!r}" for k, v in sorted(choose_json(asked).items()))
        fitting = [o for o in options if all(o.get(k) == v for k, v in asked.items())]
        if fitting:
            # What was given fits, but the decision needs more keys (Snow White's "to").
            missing = sorted({k for o in fitting for k in o} - set(asked))
            return M.PLAY_NEEDS_KEYS(choice=shown, keys=", ".join(missing))
        card_id = asked.get("card")
        if card_id is not None:
            found = game.find(card_id)
            if found is None:
                return M.PLAY_NOT_IN_PLAY(card=card_id)
            base, card = found
            reason = self.refusal(base, card, self._protection)  # type: ignore[attr-defined]
            if reason:
                return reason
            dst = game.base_by_id(asked.get("to")) if self._protection == "move" else None
            if dst is not None and dst is not base:
                reason = self.move_refused(base, card, dst)
                if reason:
                    return reason
            here = self.here()
            looked_on = self._looked_on
            # "On another base" only when the ability looked on its own base alone (Spirit
            # and Polar Commando reach any base: their reason is elsewhere).
            if here is not None and base is not here and looked_on == [here]:
                return M.PLAY_OTHER_BASE(card=card.label(), base=base.id, here=here.id)
            to = asked.get("to")
            if to is not None and to == base.id and card.is_minion:
                # Sent to the base it is on (Adventure Power, Shanghai: review of session 26).
                return M.PLAY_ALREADY_THERE(card=card.label(), base=base.id)
            if to is not None:
                # The card may go elsewhere, not there (Friendship Power, Dogpile: review of
                # session 26, b7).
                bases = sorted({o["to"] for o in options if o.get("card") == card_id and "to" in o})
                if bases and to not in bases:
                    return M.PLAY_NOT_THERE(card=card.label(), to=to, bases=", ".join(bases))
            if card.is_minion:
                power = game.power(base, card)
                reason = self._filtered_out(base, card, power)
                if reason is not None:
                    return reason
                return M.PLAY_NOT_OPTION(choice=f"{card.label()} ({power})")
        return M.PLAY_NOT_OPTION(choice=shown)

    def _filtered_out(self, base: BaseState, card: Card, power: int) -> Loc | None:
        """Which filter of the last minions() list left this minion out, when it looked on its
        base: its controller ("one of yours", "another player's") or its power (Lab Assistant
        on another player's minion: review of session 26, b7); None: another reason."""
        looked_on = self._looked_on
        if looked_on is not None and base not in looked_on:
            return None
        controller, power_min, power_max = self._looked_filter
        label = card.label()
        if controller == "own" and card.controller != self.player:
            return M.PLAY_NOT_YOURS(card=label, owner=card.controller, player=self.player)
        if controller == "others" and card.controller == self.player:
            return M.PLAY_YOURS(card=label, player=self.player)
        if power_max is not None and power > power_max:
            return M.PLAY_POWER_OVER(card=label, power=power, most=power_max)
        if power_min is not None and power < power_min:
            return M.PLAY_POWER_UNDER(card=label, power=power, least=power_min)
        return None

    def finish(self) -> list[str]:
        """The keys of `choose` no decision read (the turn warns of them); an extra card's as
        "then.<key>"."""
        if not self.choose:
            return []
        if self._named_kind is not None and "play" not in self.read:
            # The card choose.play names is of a kind no extra play of this card grants (an
            # action for Zombie Lord's minions): refused, the grants left to later plays.
            self.read |= {"play", "to", "then", "attached_to"}
            label = self.choose["play"].label()
            self.cannot(
                (f"play {label} now", f"jouer {label} maintenant"),
                M.PLAY_NOT_OPTION(choice=label),
                partial=True,
            )
        prefix = "then." if self.then else ""
        return sorted(prefix + k for k in self.choose if k not in self.read)
