"""The committed sample: a deterministic pick of distinct boards from a full recording, with no
card or base text quoted from the catalog source (texts are quoted at import time only)."""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Iterable, Iterator
from pathlib import Path

from . import records

SAMPLE_SIZE = 400
# A string of the source this long or longer, with spaces, is a text (names, stats and slugs
# are shorter, or have no spaces).
TEXT_MIN = 30
SOURCE_DIR = Path(
    os.environ.get("CATALOG_SOURCE_DIR", Path(__file__).resolve().parents[2].parent / "shared/data")
)


def _strings(value: object) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from _strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from _strings(item)


def source_texts(source: Path = SOURCE_DIR) -> set[str]:
    """Every sentence-like string of the catalog source of TEXT_MIN characters or more (card and
    base texts, clarifications; the fan wiki's "Nx Name - power P - text" blocks cut at " - ")."""
    texts: set[str] = set()
    for path in sorted(source.rglob("*.json")):
        for text in _strings(json.loads(path.read_text(encoding="utf-8"))):
            for part in text.split(" - "):
                part = part.strip()
                if len(part) >= TEXT_MIN and part.count(" ") >= 3:
                    texts.add(part)
    return texts


def quotes(record_text: str, texts: Iterable[str]) -> bool:
    return any(text in record_text for text in texts)


def make_sample(full: str, out: str, size: int = SAMPLE_SIZE) -> int:
    """Write to `out` the `size` distinct records whose board hashes first (sha256), among those
    quoting no source text; their order is the hash order. Returns how many were written."""
    texts = source_texts()
    if not texts:
        raise SystemExit(f"no source texts found under {SOURCE_DIR}: cannot check the sample")
    picked: dict[str, str] = {}
    for record in records.read(full):
        if record.get("replayable") is False:
            continue
        line = records.as_given(record)
        key = hashlib.sha256(records.as_given(record["board"]).encode()).hexdigest()
        if key in picked:
            continue
        picked[key] = line
    kept = []
    for key in sorted(picked):
        if len(kept) == size:
            break
        if quotes(picked[key], texts):
            continue
        kept.append(picked[key])
    with records.open_text(out, "w") as lines:
        for line in kept:
            lines.write(line + "\n")
    return len(kept)
