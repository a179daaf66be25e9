"""The engine answers the same input the same way whatever the process's string hashing
(PYTHONHASHSEED, random for each process by default): no answer may follow the order of a set of
strings. Sifu's play took its counters from the minions in a set's order, so its log lines came
in an order that changed from one process to the next (found by replaying the recorded boards
under several seeds).

Each seed runs in its own process (the hashing is fixed when the interpreter starts): it answers
the committed replay sample and a few boards of its own, and prints a digest of the answers."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SAMPLE = ROOT / "tests" / "replay" / "sample.jsonl.gz"

SCRIPT = """
import hashlib, json, sys
from tests.replay import records
from tests.engine.card_boards import base
from tests.engine.plays.helpers import FAR, m, play_on

digest = hashlib.sha256()
for record in records.read(sys.argv[1]):
    if record.get("replayable") is not False:
        digest.update(records.canonical(records.answer(record)).encode())
# Sifu takes counters from two minions (three orders of the ids), all of them when not told.
sifu = {"type": "titan", "id": "x", "owner": "ann", "controller": "ann",
        "card": "kung-fu-fighters/sifu", "power": 0}
bases = [base("b1", FAR, (3, 2, 1), m("a", counters=2), m("b", counters=1), m("c", counters=2))]
for choose in ({"cards": ["a", "b"]}, {"cards": ["b", "a", "c"]}, {"cards": ["c", "a", "a"]}, None):
    digest.update(json.dumps(play_on(bases, sifu, choose), sort_keys=True).encode())
print(digest.hexdigest())
"""


def test_answers_do_not_depend_on_the_string_hashing_of_the_process():
    digests = {}
    # Seeds under which a set of two ids iterates in both orders (Sifu's lines differed between
    # 0 and 2 before the fix).
    for seed in ("0", "1", "2", "3"):
        done = subprocess.run(
            [sys.executable, "-c", SCRIPT, str(SAMPLE)],
            cwd=ROOT,
            env={**os.environ, "PYTHONHASHSEED": seed},
            capture_output=True,
            text=True,
            check=True,
        )
        digests[seed] = done.stdout.strip()
    assert len(set(digests.values())) == 1, digests
