"""The players' hands during a run: which hand holds a card, a card leaving a hand or put into
one, and the result's `hands` (`Hands`, a part of turn.Turn; moved out of play_phase.py,
unchanged).
"""

from __future__ import annotations

from .model import ACTION, MINION, Card


class Hands:
    """The hands the input gave, or that a played card's ability began (issue 27).

    A part of turn.Turn (read its attributes there); hooks call these as `game.<method>`.
    """

    __slots__ = ()

    def holder(self, card: Card) -> str | None:
        """The player whose hand holds `card` (its owner's, or another's: a card taken by
        Ransack), None when it is in no hand given."""
        for player, held in (self.hands or {}).items():
            if any(other.uid == card.uid for other in held):
                return player
        return None

    def leaves_hand(self, card: Card) -> None:
        """`card` leaves the hand that holds it, if any (it is played, or used for its
        Special)."""
        if self.hands:
            self._leaves_hand(self.holder(card), card)

    def _leaves_hand(self, player: str | None, card: Card) -> None:
        hands = self.hands
        if hands is None or player is None:
            return
        hand = hands.get(player)
        if hand is None:
            return
        for i, held in enumerate(hand):
            if held.uid == card.uid:
                del hand[i]
                if player in self.hand_size:
                    self.hand_size[player] -= 1
                return

    def to_hand(self, card: Card, *, played: bool = False, hand: str | None = None) -> None:
        """A card put into its owner's hand, or into `hand`'s (another player takes it or is
        given it: it stays its owner's card): in the output's hands when the input gave hands
        or a played card's ability put it there (issue 27), now or later in the turn
        (`played`: Fast as Lightning's replacement). A card already in a hand leaves it (The
        Perfect Gift sending on a Pot of Beans that sent itself)."""
        owner = card.owner
        if owner is None or card.type not in (MINION, ACTION):
            return
        holder = hand or owner
        if self.hands is None:
            if self.effect.source is None and not played:
                return
            self.hands = {}
        else:
            self.leaves_hand(card)
        bare = card.evolve(counters=0, modifier=0, temp=0, controller=holder)
        if bare.attached_to is not None:
            bare = bare.evolve(attached_to=None)
        self.hands.setdefault(holder, []).append(bare)
        if holder in self.hand_size:
            self.hand_size[holder] += 1

    def in_a_hand(self, card: Card, player: str | None = None) -> bool:
        """Whether a played card's ability put `card` into a hand (`player`'s, or any: it is
        not discarded)."""
        hands = self.hands
        if hands is None:
            return False
        held = (hands.get(player, ()),) if player is not None else hands.values()
        return any(other.uid == card.uid for cards in held for other in cards)

    def hands_json(self) -> dict | None:
        if self.hands is None:
            return None
        return {p: [c.to_json() for c in self.hands[p]] for p in self.players if p in self.hands}
