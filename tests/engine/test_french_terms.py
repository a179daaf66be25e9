"""Issue 26 (defect 7): the French texts the engine writes (summaries, reasons, reminders, log
lines) name Madness as the French rulebooks do, "Démence", never "Folie"."""

from __future__ import annotations

from pathlib import Path

import simulator.engine

ENGINE = Path(simulator.engine.__file__).parent


def test_no_engine_text_says_folie():
    found = [
        f"{path.relative_to(ENGINE)}:{number}"
        for path in sorted(ENGINE.rglob("*.py"))
        for number, line in enumerate(path.read_text("utf-8").splitlines(), 1)
        if "Folie" in line
    ]
    assert found == []


def test_the_rulebooks_say_demence():
    # The word the test enforces is the one the French rulebooks print (RULEBOOK_DIR).
    from django.conf import settings

    seeds = Path(settings.RULEBOOK_DIR)
    texts = [p.read_text("utf-8") for p in sorted(seeds.glob("*.txt"))]
    assert texts, f"no rulebook in {seeds}"
    assert any("Démence" in text for text in texts)
    assert not any("Folie" in text for text in texts)
