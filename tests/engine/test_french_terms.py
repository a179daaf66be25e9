"""The engine's French texts (summaries, log, warnings, errors) use the game's French terms:
the French cards and rulebooks say "Force" for power (the session 25 review found "puissance"
in summaries, sometimes beside "Force" in one box)."""

from __future__ import annotations

from pathlib import Path

import simulator.engine as engine


def test_no_french_text_of_the_engine_says_puissance_for_force():
    root = Path(engine.__file__).parent
    found = [
        str(path.relative_to(root))
        for path in sorted(root.rglob("*.py"))
        if "puissance" in path.read_text(encoding="utf-8").lower()
    ]
    assert found == []
