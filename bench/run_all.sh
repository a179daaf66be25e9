#!/usr/bin/env bash
# Runs every benchmark (bench/bench_*.py) with the project's virtualenv; each prints its figures.
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PY:-.venv/bin/python}
status=0
for script in bench/bench_*.py; do
  echo "== $script"
  "$PY" "$script" || status=1
done
exit $status
