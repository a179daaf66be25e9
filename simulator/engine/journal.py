"""What a run tells: the log, the assumed choices, what is not simulated, the warnings
(`Journal`, a part of turn.Turn).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from itertools import islice

from . import messages as M
from .model import Card
from .table import BaseState

# The most `options` an assumed choice lists (a move of 5 minions to 4 bases: 20).
OPTIONS_MAX = 20


class Journal:
    """The result's log, assumed_choices, not_simulated and warnings, and once-per-turn keys.

    A part of turn.Turn (read its attributes there).
    """

    __slots__ = ()

    def log(self, message: M.Message, base: str | None = None, /, **params: object) -> None:
        """A log entry: the message rendered in English and French, under the message's rule
        (or, for a message without one, the rule of the window the turn is in)."""
        if self.logging:
            self.entries.append(message.entry(self.effect.rule, base, **params))

    def log_card(self, base: BaseState, card: Card, text: M.Loc) -> None:
        """A log line about what a card does."""
        self.log(M.CARD_ACTS, base.id, card=card.label(), text=text)

    def assume(
        self,
        base: str | None,
        player: str | None,
        ability: str | None,
        choose,
        reason: M.Loc,
        *,
        card: str | None = None,
        options: Callable[[], Iterable[dict]] | None = None,
        event: int | None = None,
        fact: bool = False,
        what: M.Loc | None = None,
        chance: bool = False,
    ) -> None:
        """One entry of assumed_choices. `fact`: what was assumed is a fact the board does not
        give (which card a copier copies, a duel card laid, the type of card acting), not a
        decision: no choice changes it (its reason says what to give instead), and the entry
        says so with "choosable": false. `what`: the decision, an infinitive (the advisor names
        it when it tries the decision). `chance`: what the table's chance decides, which the
        input may give but the advisor does not try (No Moon's random base)."""
        acting = self.effect
        # A decision of a Special's own effect (a scripted `special` event): given as that
        # event's `choose`, which is all the Special reads, never as a choice.
        special_own = (
            event is None
            and acting.special_acting
            and acting.special is not None
            and ability is not None
            and ability == acting.special.key
        )
        decider = self.decider
        if decider is not None and event is None and not fact and player == self.active:
            if special_own:
                # The advisor tries its options as that choose (advice_specials.own_choices).
                decider.special_assumed(acting.event, choose, options)
            else:
                decider.assumed(player, base, card, choose, options, what, ability, chance)
        if self.logging:
            if special_own:
                event = acting.event
            entry = {
                "base": base,
                "player": player,
                "ability": ability,
                "choose": choose,
                "reason": reason[0],
                "reason_fr": reason[1],
            }
            if card is not None:
                # A decision of a card in play: give it as {"card": <id>, "player", "choose"}.
                entry["card"] = card
            if event is not None:
                # A decision of a played card's ability (issue 27) or of a Special's: give it as
                # that event's "choose".
                entry["event"] = event
            if fact:
                entry["choosable"] = False
            if options is not None:
                # The other `choose` a base's decision takes (the page's one-tap buttons, issue
                # 16): listed in the main run only, at most OPTIONS_MAX of them.
                listed = list(islice(options(), OPTIONS_MAX + 1))
                entry["options"] = listed[:OPTIONS_MAX]
                entry["options_cut"] = len(listed) > OPTIONS_MAX
            self.assumed.append(entry)

    def note_not_simulated(self, base: str, ability: str, reason: M.Loc) -> None:
        key = (base, ability, reason)
        if key not in self._not_simulated_keys:
            self._not_simulated_keys.add(key)
            self.not_simulated.append(
                {"base": base, "ability": ability, "reason": reason[0], "reason_fr": reason[1]}
            )

    def note_card_not_simulated(self, base: BaseState, card: Card, reason: M.Loc) -> None:
        """A card's ability (or part of it) that the engine does not apply: listed, with the
        card's id, in `not_simulated`."""
        key = (base.id, card.uid, card.key, reason)
        if key not in self._not_simulated_keys:
            self._not_simulated_keys.add(key)
            self.not_simulated.append(
                {
                    "base": base.id,
                    "card": card.id,
                    "ability": card.key,
                    "reason": reason[0],
                    "reason_fr": reason[1],
                }
            )

    def warn(self, text: M.Loc, **where: object) -> None:
        """An entry of the result's `warnings` (where: "event", "card"... naming the input)."""
        self.warnings.append({**where, "text": text[0], "text_fr": text[1]})

    def flag(self, *key: object) -> bool:
        """True the first time a once-per-turn key is seen in this run."""
        if key in self.flags:
            return False
        self.flags.add(key)
        return True
