"""Cards played by an effect outside the Play phase's events (a part of turn.Turn): the card a
Special plays, which resolves its own play ability with the Special event's `choose.then`, and
the card a base's ability plays, whose play ability is listed as not resolved (README, "A
Special that lets its player play an action").
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from . import messages as M
from . import plays as P
from .model import Card
from .play_phase import _play_entry
from .table import BaseState

# A card a base plays (EffectPlays.played_by_base): its own play ability (booklet p. 5: a played
# card's ability resolves) is not resolved, a base's choice having no way to give its decisions.
OWN_ABILITY_SKIPPED: M.Loc = (
    "the play ability of this card, played through the base, is not applied: the engine "
    "resolves a card's play ability for a play event or the card a Special plays, not for a "
    "base's choice, which could not give its decisions",
    "la capacité de jeu de cette carte, jouée par la Base, n'est pas appliquée : le moteur "
    "résout la capacité de jeu d'une carte pour un événement play ou la carte que joue une "
    "Spéciale, pas pour le choix d'une Base, qui ne pourrait pas donner ses décisions",
)

# A buried card uncovered (EffectPlays.uncovered_entry): resolved as if played from the hand
# (booklet p. 8), its play ability is not applied.
UNCOVERED_PLAY_NOT_APPLIED: M.Loc = (
    "uncovered, this card is resolved as if played from the hand (Grosse Boîte pour Geek "
    "booklet p. 8): its play ability is not applied (type its effect as the events after)",
    "dévoilée, cette carte se résout comme si elle était jouée de la main (livret de la Grosse "
    "Boîte pour Geek, p. 8) : sa capacité de jeu n'est pas appliquée (saisissez son effet dans "
    "les événements qui suivent)",
)


class EffectPlays:
    """A part of turn.Turn (it resolves through PlayPhase's _resolve_own and _play_card)."""

    __slots__ = ()

    def played_by_special(
        self, card: Card, dst: BaseState, event: int
    ) -> Callable[[Card], None] | None:
        """The card the Special of scripted event `event` plays (Hidden Ninja's minion,
        Lightning Rescue's action on a minion; Shinobi, Spectre... playing themselves) enters
        play: a card played resolves its own play ability (Grosse Boîte pour Geek booklet p. 5,
        "Jouer des cartes"), as an extra card a card plays does, with that event's
        `choose.then` for its decisions (assumed and listed under that event when not given).
        Returns that resolution, to run once the card is in play (Turn.play's `then`), or None
        when its play does nothing on the board (a Special or a Talent only, a typed card:
        nothing is known of its ability)."""
        found = self._special_play(card, event)
        if found is None:
            return None
        entry, decisions = found

        def resolve(placed: Card) -> None:
            granted = len(self._grants)
            with self._own_effect():
                self._resolve_own(
                    placed, dst, placed.controller, event, decisions, entry, then=True
                )
            self._grants_left_unused(placed, event, granted)

        return resolve

    def played_by_base(self, card: Card, dst: BaseState, player: str, why: M.Loc) -> bool:
        """A card a base's ability plays (The Greenhouse, Juice Bar, Brood Hive, Secret Volcano
        Headquarters, Garrison) enters play; False when refused. Its own play ability is not
        resolved: a base's choice has no way to give that card's decisions (a Special event's
        `choose.then` does: played_by_special). Where the engine applies one for a play event,
        it is listed in not_simulated (OWN_ABILITY_SKIPPED; a card whose play entry is not
        simulated, with that entry's own reason), never silently skipped, and the card
        registry's "type its effect as an event" reminder is not logged for it."""
        entry = P.acting_entry(card)
        if entry is not None:
            # Listed below: the registry's "type its effect as an event" reminder does not apply.
            self._played_uids.add(card.uid)
        if not _play_entry(card)[2]:
            # A one-shot action (Garrison's card from hand): played, then to the discard pile
            # (booklet p. 5), never left in play.
            if self.hooked or dst.ability is not None:
                reason = self.play_forbidden(dst, card, player)
                if reason:
                    self.log(
                        M.PLAY_FORBIDDEN,
                        dst.id,
                        card=card.label(),
                        base=dst.text_label,
                        reason=reason,
                    )
                    return False
            self.log(M.PLAYS_ONE_SHOT, dst.id, player=player, card=card.label(), why=why)
            if entry is not None:
                self._play_not_applied(dst, card, entry, OWN_ABILITY_SKIPPED)
            self.log(M.ONE_SHOT_DISCARDED, dst.id, card=card.label())
            self.tell_played(dst, card, player)
            return True
        if not self.play(card, dst, player, why):
            return False
        if entry is not None and card in dst.cards:
            self._play_not_applied(dst, card, entry, OWN_ABILITY_SKIPPED)
        return True

    def _play_not_applied(
        self, base: BaseState, card: Card, entry: P.PlayAbility, why: M.Loc
    ) -> None:
        """A card's play ability the engine does not resolve (a base played it, it was
        uncovered), in not_simulated: an entry not simulated with its own reason, else `why`."""
        if entry.status == P.NOT_SIMULATED:
            self.note_card_not_simulated(base, card, (entry.reason, entry.reason_fr))
        else:
            self.note_card_not_simulated(base, card, why)

    def uncovered_entry(self, card: Card) -> P.PlayAbility | None:
        """The play entry of a buried card being uncovered, when it acts: an uncovered card is
        resolved as if played from the hand (Grosse Boîte pour Geek booklet p. 8), and the
        engine does not apply its play ability there (no event gives its decisions), which the
        caller lists (uncovered_not_applied); None for a card whose play only buries it (Tomb
        Trap: its "when uncovered" hook acts instead), one whose play does nothing on the
        board, or a typed card. The registry's "give it as a play event" reminder is then not
        logged for it."""
        entry = P.acting_entry(card)
        if entry is None or entry.buries_itself:
            return None
        self._played_uids.add(card.uid)
        return entry

    def uncovered_not_applied(self, base: BaseState, card: Card, entry: P.PlayAbility) -> None:
        """An uncovered card's play ability (uncovered_entry), in not_simulated."""
        self._play_not_applied(base, card, entry, UNCOVERED_PLAY_NOT_APPLIED)

    def special_plays_one_shot(self, card: Card, dst: BaseState, player: str, why: M.Loc) -> bool:
        """The one-shot action the Special of a scripted event plays (Lightning Rescue):
        resolved, then discarded, as an extra card a card plays, with that event's
        `choose.then`; False when the engine does not apply its play ability, or outside a
        Special event (Mole's choice: no `then` can be given there), its effect then typed as
        the events after that one."""
        event = self.effect.event
        if event is None:
            return False
        found = self._special_play(card, event)
        if found is None:
            return False
        _, decisions = found
        granted = len(self._grants)
        with self._own_effect():
            self._play_card(card, dst, player, why, event, decisions, player, True, then=True)
        self._grants_left_unused(card, event, granted)
        return True

    def special_unattached(self, card: Card) -> Card:
        """The action the Special being applied plays (Lightning Rescue), as a play event's: a
        standard action given a minion is played on none, resolved and discarded, with a
        warning (PlayPhase.standard_unattached)."""
        event = self.effect.event
        return card if event is None else self.standard_unattached(card, event)

    def _grants_left_unused(self, card: Card, event: int, granted: int) -> None:
        """The extra plays the card a Special played granted (Zapbot's extra minion, Abduction's)
        when no play event can take them any more: a Special used while a base scores (the
        Conquest has begun), said in `warnings` rather than silently left; a Special used in the
        Play phase ("now") leaves them to the later play events."""
        if self.current is None or not any(g.count > 0 for g in self._grants[granted:]):
            return
        self.warn(M.WARN_SPECIAL_GRANT_UNUSED(index=event, card=card.label()), event=event)

    def _own_effect(self) -> Any:
        """The effect of a card a Special plays: its own, not the Special's (the hooks that
        hear of a Special, Ensign's redirection, do not apply to it)."""
        return self.acting(
            special=None, special_by=None, special_acting=False, special_in_play=False, event=None
        )

    def _special_play(self, card: Card, event: int) -> tuple[P.PlayAbility, dict | None] | None:
        """For a card the Special of event `event` plays: its play entry and its decisions
        (the event's choose.then), or None when its play does nothing on the board (a `then`
        given is then warned of, not silently dropped)."""
        # (An event's index is its position: parse.validate, Board.with_events.)
        choice = self.board.events[event].choose
        # (The card played may be a copy of the one the choose names: its controller set.)
        named = choice is not None and choice.play is not None and choice.play.uid == card.uid
        itself = self.effect.special
        if not named and (itself is None or itself.uid != card.uid):
            # Another card the Special brings into play, a buried card it uncovers (Burst
            # Forth): resolved as an `uncover` event resolves it (buried.py), and no `then` of
            # the event names it.
            return None
        decisions = choice.then if named else None  # type: ignore[union-attr]
        entry = P.acting_entry(card)
        if entry is None or card.controller is None:
            for key in sorted(decisions or ()):
                # No decision of its play reads the "then" given: said, not silently dropped.
                self.warn(
                    M.WARN_CHOOSE_IGNORED(index=event, card=card.label(), key=f"then.{key}"),
                    event=event,
                )
            return None
        # Its play ability says what it does: the card registry's "type its effect as an event"
        # reminder does not apply (it does to a card whose play does nothing on the board: Wil
        # Wheaton's, about the Special that plays it).
        self._played_uids.add(card.uid)
        self.played_now.add(card.uid)
        return entry, decisions
