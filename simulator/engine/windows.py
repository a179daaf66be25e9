"""The scoring windows' simultaneous effects (before / after scoring, VP awarded): the
scoring base's and the cards', in the order the active player chose (`ScoringWindows`, a part
of turn.Turn).
"""

from __future__ import annotations

from operator import itemgetter
from typing import Any

from . import messages as M
from .model import ACTION, MINION, Card
from .table import BaseState


class ScoringWindows:
    """The cards acting in a window, called in order, still in play when their turn comes.

    A part of turn.Turn (read its attributes there).
    """

    __slots__ = ()

    def _window_cards(self, hook: str, scoring: BaseState) -> list[tuple[BaseState, Card]]:
        """The cards in play whose `hook` acts when `scoring` scores, in table order: those on
        the scoring base, and those anywhere whose entry has window_scope="everywhere"."""
        found = []
        for base, card in self._window_sources():
            ability = card.ability
            if getattr(ability, hook) is not None and (
                base is scoring or ability.window_scope == "everywhere"
            ):
                found.append((base, card))
        return found

    def _call_card(
        self, hook: str, scoring: BaseState, located: tuple[BaseState, Card], standings
    ) -> None:
        """A card's window hook, if the card is still in play when its turn comes."""
        now = self._locate(located[1], located[0])
        if now is None:
            if located not in self.lasting:
                return
            # A lasting effect of a played card: it acts from where it was played.
            now = located
        base, card = now
        if base is not scoring and card.ability.window_scope != "everywhere":  # type: ignore[union-attr]
            return
        fn = getattr(card.ability, hook)
        # What this card does is an effect of a card of its type (effect.py: source_type).
        source = card.type if card.type in (ACTION, MINION) else None
        heard = card.ability.window_special and "on_special_used" in self.board.card_hook_names  # type: ignore[union-attr]
        touched = self.effect.touched
        if heard:
            # Its Special: used when it changed a card, VP or Madness (registry: on_special_used):
            # the actions list in `touched` the cards it changed.
            before = (dict(self.vp), dict(self.madness))
            touched = []
        with self.acting(source_type=source, touched=touched):
            if hook == "before_scoring":
                fn(self, scoring, base, card)
            else:
                fn(self, scoring, base, card, standings)
        if heard and (touched or before != (self.vp, self.madness)):
            window = "before_scoring" if hook == "before_scoring" else "after_scoring"
            self.special_used(card, card.controller, window, scoring)

    def _window(self, hook: str, scoring: BaseState, standings) -> None:
        """One window of simultaneous effects (before / after scoring): the scoring base's own
        effect and the cards', in the order the active player chose (all-rules booklet p. 6)."""
        effects: list[tuple[str | None, Any]] = []
        ability = scoring.ability
        base_hook = getattr(ability, hook) if ability is not None else None
        if base_hook is not None:
            if hook == "before_scoring":
                effects.append((scoring.id, lambda: base_hook(self, scoring)))
            else:
                effects.append((scoring.id, lambda: base_hook(self, scoring, standings)))
        for located in self._window_cards(hook, scoring):
            effects.append(
                (
                    located[1].id,
                    lambda located=located: self._call_card(hook, scoring, located, standings),
                )
            )
        if len(effects) > 1:
            effects = self._order_effects(hook, scoring, effects)
        for _, run in effects:
            if hook == "after_scoring" and not self.in_play(scoring):
                break
            run()

    def _order_effects(self, hook: str, scoring: BaseState, effects: list) -> list:
        """The order of simultaneous effects: the active player's `order` choice for the
        scoring base (ids of the cards / the base whose effects come first), else the base's
        first and then the cards in table order (listed in assumed_choices)."""
        window = M.WINDOW_BEFORE() if hook == "before_scoring" else M.WINDOW_AFTER()
        ordered = self.ordered_by_choice(scoring.id, effects, itemgetter(0))
        if ordered is not None:
            self.log(
                M.SIMULTANEOUS_ORDER,
                scoring.id,
                player=self.active,
                window=window,
                ids=", ".join(str(e[0]) for e in ordered),
            )
            return ordered
        self.assume(
            scoring.id,
            self.active,
            None,
            {"order": [effect_id for effect_id, _ in effects if effect_id is not None]},
            M.SIMULTANEOUS_ASSUMED(),
        )
        return effects
