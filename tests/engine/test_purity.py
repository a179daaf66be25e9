"""The engine is plain Python: importing and running it loads no Django module."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_the_engine_imports_no_django():
    code = (
        "import sys\n"
        "from simulator.engine import simulate\n"
        "card = {'type': 'minion', 'owner': 'ann', 'power': 5}\n"
        "base = {'id': 'b1', 'base': 'ninja-dojo', 'breakpoint': 5, 'vp': [2, 3, 2], "
        "'cards': [card]}\n"
        "simulate({'players': ['ann', 'bob'], 'active_player': 'ann', 'bases': [base]})\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] == 'django'))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
    )
    assert out.stdout.strip() == "[]"
