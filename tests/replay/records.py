"""Reading, writing and replaying the engine's recorded boards (see the package docstring).

One JSON object per line (gzip when the file name ends in .gz):
  {"test": node id, "board": the board,
   "base_lookup": null (no lookup given) or [[args, answer], ...],
   "card_lookup": the same,
   "answer": {"result": the result} or {"error": BoardError.as_dict()}}
"""

from __future__ import annotations

import gzip
import io
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any, TextIO


def canonical(value: Any) -> str:
    """The form two answers are compared in, byte for byte."""
    return json.dumps(value, sort_keys=True)


def as_given(value: Any) -> str:
    """A board as JSON in its own key order (the engine reads the keys in that order: the
    first unknown key is the one an error names)."""
    return json.dumps(value)


def open_text(path: str | Path, mode: str) -> TextIO:
    """`mode` "r" or "w"; gzip when the name ends in .gz, written with no time nor name in its
    header, so the same records make the same bytes."""
    if not str(path).endswith(".gz"):
        return open(path, mode, encoding="utf-8")
    if mode == "r":
        return gzip.open(path, "rt", encoding="utf-8")  # type: ignore[return-value]
    return _GzipWriter(path)


class _GzipWriter(io.TextIOWrapper):
    def __init__(self, path: str | Path) -> None:
        self._file = open(path, "wb")
        zipped = gzip.GzipFile(filename="", mode="wb", fileobj=self._file, mtime=0)
        super().__init__(zipped, encoding="utf-8")

    def close(self) -> None:
        super().close()
        self._file.close()


def read(path: str | Path) -> Iterator[dict]:
    with open_text(path, "r") as lines:
        for line in lines:
            if line.strip():
                yield json.loads(line)


class Replayed:
    """A lookup answering from a record: the same answer object for the same arguments (as the
    simulator app's memo does); a question the record does not hold is a difference."""

    def __init__(self, calls: list) -> None:
        self.answers = {canonical(args): answer for args, answer in calls}
        self.missing: list = []

    def __call__(self, *args: Any) -> Any:
        key = canonical(list(args))
        if key not in self.answers:
            self.missing.append(list(args))
            return None
        return self.answers[key]


def answer(record: dict) -> dict:
    """Answer the record's board again with the current engine and the recorded lookups."""
    from simulator.engine.api import simulate
    from simulator.engine.errors import BoardError

    lookups = {}
    for name in ("base_lookup", "card_lookup"):
        if record[name] is not None:
            lookups[name] = Replayed(record[name])
    try:
        found: dict = {"result": simulate(record["board"], **lookups)}
    except BoardError as error:
        found = {"error": error.as_dict()}
    missing = [m for lookup in lookups.values() for m in lookup.missing]
    if missing:
        found["unrecorded_lookups"] = missing
    return found


def differences(records: Iterator[dict]) -> tuple[int, int, list[tuple[int, str]]]:
    """(boards replayed, boards skipped, [(line number, test) of each board answered
    differently]); a record marked "replayable": false (see `mark`) is skipped."""
    count = skipped = 0
    different = []
    for number, record in enumerate(records, 1):
        if record.get("replayable") is False:
            skipped += 1
            continue
        count += 1
        if canonical(answer(record)) != canonical(record["answer"]):
            different.append((number, record["test"]))
    return count, skipped, different


def mark(path: str | Path) -> tuple[int, int]:
    """Run on the code that recorded `path`, right after recording: a board its test answered
    with something replay cannot give (a test-only card entry or patch, registered while the
    test ran) is marked "replayable": false, so that `check` skips it. Returns (replayable,
    marked)."""
    kept = []
    marked = 0
    for record in read(path):
        record.pop("replayable", None)
        if canonical(answer(record)) != canonical(record["answer"]):
            record["replayable"] = False
            marked += 1
        kept.append(as_given(record))
    with open_text(path, "w") as lines:
        for line in kept:
            lines.write(line + "\n")
    return len(kept) - marked, marked
