"""python -m tests.replay check FILE | mark FILE | sample FULL OUT [COUNT]

(see tests/replay/__init__.py).
"""

from __future__ import annotations

import sys

from . import records
from .sample import make_sample


def main(argv: list[str]) -> int:
    if len(argv) == 2 and argv[0] == "check":
        count, skipped, different = records.differences(records.read(argv[1]))
        for number, test in different[:20]:
            print(f"line {number}: answered differently ({test})")
        print(
            f"{count} boards replayed, {len(different)} answered differently"
            f" ({skipped} marked not replayable, skipped)"
        )
        return 1 if different or count == 0 else 0
    if len(argv) == 2 and argv[0] == "mark":
        replayable, marked = records.mark(argv[1])
        print(f"{replayable} boards replayable, {marked} marked not replayable")
        return 0
    if len(argv) in (3, 4) and argv[0] == "sample":
        size = int(argv[3]) if len(argv) == 4 else None
        kept = make_sample(argv[1], argv[2], size) if size else make_sample(argv[1], argv[2])
        print(f"{kept} boards written to {argv[2]}")
        return 0
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
