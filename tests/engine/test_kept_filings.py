"""The card layer's filings kept when cards with filed hooks only leave play (issue 30): after a
base scores and its cards are discarded, CardLayer._changed keeps the filings without them
(_unfiled) instead of walking every card in play again. What it keeps must be what a fresh
filing gives, and the runs must answer, and spend their work (work.py), exactly as when every
change files again."""

from __future__ import annotations

import pytest

from simulator.engine.card_layer import CardLayer
from simulator.engine.power import Power
from simulator.engine.turn import Turn
from tests.engine.card_boards import base, board, card, minion, run, standings, typed


def _fresh(turn: Turn) -> dict:
    """What a fresh filing of `turn`'s cards in play gives (on a copy: the run is untouched)."""
    clone = Turn.__new__(Turn)
    for name in Turn.__slots__:
        if hasattr(turn, name):
            setattr(clone, name, getattr(turn, name))
    clone._src = clone._src_kept = clone._windows = None
    clone.work_limit = 10**15
    src = clone._sources()
    return {
        "src": src,
        "extra": clone._extra,
        "groups": clone._everywhere_groups,
        "reaching": clone._reaching,
        "reach": clone._reach,
        "windows": clone._windows,
    }


def _checked(monkeypatch) -> dict[str, int]:
    """From now on, every filing _changed keeps is compared with a fresh one, and so is what
    _sources takes up from it; returns the counts of the comparisons made."""
    counts = {"kept": 0, "taken_up": 0, "windows_kept": 0}
    real_changed = CardLayer._changed
    real_sources = CardLayer._sources

    def changed(self, touched=None, cards=()):
        cards = tuple(cards)
        real_changed(self, touched, cards)
        if self._src_kept is not None:
            counts["kept"] += 1
            fresh = _fresh(self)
            assert self._src_kept == (fresh["src"], fresh["extra"], fresh["groups"])
        if self._windows is not None:
            assert self._windows == _fresh(self)["windows"]
            if touched is not None and any(c.ability and c.ability.windows for c in cards):
                counts["windows_kept"] += 1

    def sources(self):
        if self._src is None and self._src_kept is not None:
            counts["taken_up"] += 1
            fresh = _fresh(self)
            src = real_sources(self)
            assert src == fresh["src"]
            assert self._extra == fresh["extra"]
            assert self._everywhere_groups == fresh["groups"]
            assert self._reaching == fresh["reaching"]
            assert self._reach == fresh["reach"]
            return src
        return real_sources(self)

    monkeypatch.setattr(CardLayer, "_changed", changed)
    monkeypatch.setattr(CardLayer, "_sources", sources)
    return counts


def _never_kept(self, touched, gone, refile, rewindow):
    """CardLayer._unfiled as before issue 30's change: every change files again."""
    if refile:
        self._src_kept = None
    if rewindow:
        self._windows = None


def _works(monkeypatch) -> list[int]:
    """The work of the runs (work.py) after each charge, from now on."""
    seen: list[int] = []
    real = Power._spend

    def spend(self, evaluations):
        real(self, evaluations)
        seen.append(self.work)

    monkeypatch.setattr(Power, "_spend", spend)
    return seen


DECK = [
    {"id": "d1", "breakpoint": 30, "vp": [3, 2, 1]},
    {"id": "d2", "breakpoint": 30, "vp": [3, 2, 1]},
]


def _auras_breakpoints_protections_windows() -> dict:
    # b1 scores first, with a Microbot Fixer (an aura reaching ann's Microbots on every base),
    # an Overgrowth (a breakpoint hook), a Wildlife Preserve (a protection) and a First Mate
    # (a scoring-window hook). b2 then scores, with its own filed cards (a Warbot's
    # protection, a Sword Lord's aura reaching bob's minions everywhere, an Overgrowth), and
    # b3's Upgrade and Overgrowth stay filed.
    return board(
        base(
            "b1",
            10,
            (3, 2, 1),
            minion("ann", "robots/microbot-fixer", "fx"),
            minion("bob", "pirates/first-mate", "fm"),
            card("action", "ann", "killer-plants/overgrowth", "og1"),
            card("action", "bob", "dinosaurs/wildlife-preserve", "wp"),
            typed("ann", 6, "a1"),
        ),
        base(
            "b2",
            9,
            (3, 2, 1),
            minion("ann", "robots/microbot-guard", "g", power=1),
            minion("ann", "robots/warbot", "wb"),
            minion("bob", "orcs/sword-lord", "sl", power=2),
            card("action", "bob", "killer-plants/overgrowth", "og2"),
            typed("bob", 4, "b2m"),
        ),
        base(
            "b3",
            40,
            (3, 2, 1),
            typed("bob", 3, "b3m"),
            card("action", "ann", "dinosaurs/upgrade", "up", attached_to="b3m"),
            card("action", "ann", "killer-plants/overgrowth", "og3"),
            minion("ann", "pirates/first-mate", "fm3"),
        ),
        scoring_order=["b1", "b2"],
        base_deck=DECK,
    )


def _a_lasting_effect() -> dict:
    # Form a Posse, played now, lasts the turn (filed under b1, the first base): ann's minions
    # are protected from bob's effects. b1 scores and its cards go (a Warbot's protection, a
    # Microbot Fixer's aura): the Posse stays filed, and still saves ann's minion on b2 from
    # bob's destruction before b2 scores.
    return board(
        base(
            "b1",
            6,
            (3, 2, 1),
            minion("ann", "robots/warbot", "wb"),
            minion("ann", "robots/microbot-fixer", "fx"),
            typed("bob", 3, "b1m"),
        ),
        base(
            "b2",
            7,
            (3, 2, 1),
            typed("ann", 4, "a2"),
            typed("bob", 4, "b2m"),
            card("action", "bob", "dinosaurs/wildlife-preserve", "wp"),
        ),
        scoring_order=["b1", "b2"],
        events=[
            {
                "when": "now",
                "action": "special",
                "by": "ann",
                "base": "b1",
                "card": {
                    "type": "action",
                    "id": "fp",
                    "owner": "ann",
                    "card": "cowboys/form-a-posse",
                },
            },
            {
                "when": "before_scoring",
                "base": "b2",
                "action": "destroy",
                "card": "a2",
                "by": "bob",
            },
        ],
        base_deck=DECK,
    )


def _three_bases_score() -> dict:
    # Three bases score in turn, each leaving with filed cards (Upgrades, Overgrowths, a Sword
    # Lord, a Pirate King's window): the filings are kept twice in a row, then three times.
    return board(
        base(
            "b1",
            5,
            (3, 2, 1),
            minion("ann", "dinosaurs/war-raptor", "r1"),
            card("action", "ann", "dinosaurs/upgrade", "u1", attached_to="r1"),
            minion("bob", "pirates/pirate-king", "pk"),
        ),
        base(
            "b2",
            6,
            (3, 2, 1),
            minion("bob", "orcs/sword-lord", "sl", power=2),
            typed("bob", 3, "b2m"),
            card("action", "ann", "killer-plants/overgrowth", "og"),
        ),
        base(
            "b3",
            6,
            (3, 2, 1),
            typed("ann", 3, "a3"),
            card("action", "ann", "dinosaurs/upgrade", "u3", attached_to="a3"),
            minion("bob", "robots/microbot-fixer", "fx"),
        ),
        base("b4", 40, (3, 2, 1), typed("bob", 2, "b4m"), minion("ann", "robots/warbot", "wb")),
        scoring_order=["b1", "b2", "b3"],
        base_deck=DECK,
    )


BOARDS = {
    "auras_breakpoints_protections_windows": _auras_breakpoints_protections_windows,
    "a_lasting_effect": _a_lasting_effect,
    "three_bases_score": _three_bases_score,
}


@pytest.mark.parametrize("name", sorted(BOARDS))
def test_a_kept_filing_is_what_a_fresh_filing_gives(monkeypatch, name):
    counts = _checked(monkeypatch)
    result = run(BOARDS[name]())
    assert len(result["scorings"]) >= 2
    # The filings were kept after a base scored, and taken up by a later reader (a total, a
    # breakpoint, a protection on another base).
    assert counts["kept"] >= 1
    assert counts["taken_up"] >= 1


def test_a_window_list_is_kept_without_the_cards_that_left(monkeypatch):
    counts = _checked(monkeypatch)
    run(_auras_breakpoints_protections_windows())
    assert counts["windows_kept"] >= 1


@pytest.mark.parametrize("name", sorted(BOARDS))
def test_keeping_the_filings_changes_no_answer_and_no_work(monkeypatch, name):
    works = _works(monkeypatch)
    kept = run(BOARDS[name]())
    kept_works = list(works)
    works.clear()
    monkeypatch.setattr(CardLayer, "_unfiled", _never_kept)
    filed_again = run(BOARDS[name]())
    assert kept == filed_again
    assert kept_works == works and works


def test_a_lasting_protection_still_acts_after_the_filings_were_kept(monkeypatch):
    counts = _checked(monkeypatch)
    result = run(_a_lasting_effect())
    assert counts["taken_up"] >= 1
    # The Posse refused bob's destruction of ann's minion on b2, which has its +1: 5 against
    # 4 (without the Posse, bob alone has power there).
    assert standings(result, "b2") == {"ann": 5, "bob": 4}
    assert any(e["message"] == "card.not-destroyed" for e in result["log"])
