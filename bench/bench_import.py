"""Benchmark of `manage.py import_catalog`: a full import into a fresh, migrated SQLite database,
then a no-op re-import (nothing changes). Each run is a separate `manage.py` process, as
`make run` does it; the figures include Django's start-up. Target: well under 30 s each.

Usage: .venv/bin/python bench/bench_import.py [--database-url URL]
(default: a temporary SQLite file, removed afterwards).
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TARGET_SECONDS = 30.0


def _manage(env: dict[str, str], *args: str) -> tuple[float, str]:
    started = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "manage.py", *args, "--skip-checks"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
    )
    seconds = time.perf_counter() - started
    if done.returncode != 0:
        sys.stderr.write(done.stdout + done.stderr)
        raise SystemExit(f"manage.py {' '.join(args)} failed (exit {done.returncode})")
    return seconds, done.stdout


def _inner(output: str) -> str:
    """The command's own timing (build + write, without Django's start-up)."""
    match = re.search(r"Catalog (?:imported|unchanged) \(([\d.]+) s\)", output)
    return f"{match.group(1)} s" if match else "?"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--database-url", default="", help="default: a temporary SQLite file")
    options = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="bench-import-") as tmp:
        url = options.database_url or f"sqlite:///{Path(tmp) / 'bench.sqlite3'}"
        env = {**os.environ, "DATABASE_URL": url}
        migrate, _ = _manage(env, "migrate", "--noinput", "-v", "0")
        full, first = _manage(env, "import_catalog", "-v", "1")
        again, output = _manage(env, "import_catalog", "-v", "1")
        unchanged = "Catalog unchanged" in output
    database = "temporary SQLite file" if not options.database_url else "DATABASE_URL given"
    print(f"import_catalog benchmark ({database}; each figure is a whole manage.py process)")
    print(f"  migrate (fresh database):      {migrate:6.2f} s")
    print(
        f"  full import:                   {full:6.2f} s   (in the command: {_inner(first)};"
        f" target < {TARGET_SECONDS:.0f} s)"
    )
    print(
        f"  no-op re-import:               {again:6.2f} s   (in the command: {_inner(output)};"
        f" unchanged: {unchanged})"
    )
    ok = full < TARGET_SECONDS and again < TARGET_SECONDS and unchanged
    print("  result:", "OK" if ok else "FAILED")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
