"""The cards in play that hear of a card played or of a Talent used (the card layer's
`on_other_played` and `on_talent_used` hooks, cards/registry.py).

A part of turn.Turn (read its attributes there): the Play phase (play_phase.py), the cards an
effect plays (effect_plays.py) and the actions (actions.py) tell them once the played card's
own ability has resolved (booklet p. 5), with what that ability changed or removed.
"""

from __future__ import annotations

from .effect import replaced
from .model import PLAYED_ANYWHERE, Card
from .table import BaseState

Touched = list[tuple[BaseState, Card]]


class Reactions:
    """The hooks that react to a play or a Talent. A part of turn.Turn."""

    __slots__ = ()

    def tell_played(
        self,
        dst: BaseState | None,
        card: Card,
        player: str | None,
        skip: Card | None = None,
        touched: Touched | None = None,
    ) -> None:
        """The card layer's on_other_played hooks (those on `dst`, and those reaching every
        base): `player` just played `card` on `dst` (a card in play, or a one-shot action
        resolved there; None: a standard action played on no base, which only the hooks
        reaching every base hear), under the effect in force. `touched`: the cards its own
        ability changed or removed (PlayPhase._resolve_own), handed to the hooks as the
        effect's `touched` with the card as its `source` (Foxy Green: "directly affects minions
        here"; Fort Titanosaurus: "those minions")."""
        names = self.board.card_hook_names
        if not (self.hooked and "on_other_played" in names):
            return
        if dst is None and PLAYED_ANYWHERE not in names:
            return  # played on no base: only a hook reaching every base could hear of it
        effect = self.effect
        if touched is not None:
            # Handed to the hooks only, not put in force: what they do is their own effect.
            effect = replaced(effect, {"source": card, "touched": touched})
        for other_base, other, hook in self._carrying("on_other_played", skip=skip):
            if other_base is dst or other.ability.play_scope == "everywhere":
                hook(self, other_base, other, dst, card, player, effect)

    def tell_talent_used(
        self, base: BaseState, card: Card, player: str, touched: Touched | None
    ) -> None:
        """The card layer's on_talent_used hooks (Foxy Green): `player` just used the Talent of
        `card` on `base`; `touched`: what it changed or removed, None when a part of it is not
        simulated (what it did is not known)."""
        if not (self.hooked and "on_talent_used" in self.board.card_hook_names):
            return
        heard = replaced(self.effect, {"source": card, "touched": touched})
        for other_base, other, hook in self._carrying("on_talent_used", skip=card):
            hook(self, other_base, other, base, card, player, heard)
