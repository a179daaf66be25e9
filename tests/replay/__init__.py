"""The engine's replay: boards recorded from the tests, answered again without Django or a DB.

Issue 30 (and every refactor of the engine) promises byte-identical answers. The recorder
(`plugin.py`, enabled by ENGINE_RECORD=FILE) wraps `simulator.engine.api.simulate` during a
pytest run and writes, for every call, the board, what the lookups (`base_lookup`,
`card_lookup`) answered for it, and the answer (the result JSON, or the BoardError). `python -m
tests.replay check FILE` answers every recorded board again with the recorded lookups and
compares `json.dumps(..., sort_keys=True)` byte for byte.

Record the full set (about 15,700 boards; not committed):

    ENGINE_RECORD=/tmp/boards.jsonl.gz .venv/bin/pytest tests/engine tests/simulator \\
        -m "not browser" -p no:cacheprovider --hypothesis-seed=0 -q
    .venv/bin/python -m tests.replay mark /tmp/boards.jsonl.gz    # on the same code
    .venv/bin/python -m tests.replay check /tmp/boards.jsonl.gz   # after a change

`mark` answers every board again on the code that recorded it: the few boards whose test
registered a card entry or patched the engine while it ran (test_card_hooks' test-only hooks,
a spied budget) cannot be answered the same way outside that test; they are marked and `check`
skips them (on 2026-11-28: 34 of 15,701).

The committed sample (`sample.jsonl.gz`, a few hundred boards picked deterministically, replayed by
`test_replay_sample.py` in every `make test`) is made from a full recording:

    .venv/bin/python -m tests.replay sample /tmp/boards.jsonl.gz tests/replay/sample.jsonl.gz

When a change alters answers on purpose, record again on the new code, `mark`, and remake the
sample with the commands above (the same recording gives the same sample, byte for byte; the
sample tool leaves out any board whose record quotes a card or base text of the catalog source,
CATALOG_SOURCE_DIR), and commit the new sample with the change.
"""
