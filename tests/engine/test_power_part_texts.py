"""The power breakdown's part texts are rendered once per message and number (turn._part)."""

from simulator.engine import messages as M
from simulator.engine import power as turn


def test_a_kept_part_text_reads_as_a_fresh_rendering(monkeypatch):
    monkeypatch.setattr(turn, "_PART_TEXTS", {})
    first = turn._part(M.POWER_PART_COUNTERS, 2)
    assert first == M.POWER_PART_COUNTERS(value="+2")
    assert turn._part(M.POWER_PART_COUNTERS, 2) is first
    assert turn._part(M.POWER_PART_OWN, -1) == M.POWER_PART_OWN(value="-1")
    assert turn._part(M.POWER_PART_PRINTED, 3, False) == M.POWER_PART_PRINTED(value=3)


def test_past_the_bound_a_part_text_is_rendered_and_not_kept(monkeypatch):
    monkeypatch.setattr(turn, "_PART_TEXTS", {})
    monkeypatch.setattr(turn, "_PART_TEXTS_MAX", 1)
    turn._part(M.POWER_PART_COUNTERS, 1)
    assert turn._part(M.POWER_PART_COUNTERS, 5) == M.POWER_PART_COUNTERS(value="+5")
    assert len(turn._PART_TEXTS) == 1
