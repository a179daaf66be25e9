"""The project's settings, plus whitenoise serving BENCH_WHITENOISE_ROOT at the site root.

Used by bench.lib.serve(static_files=...) to compare a view with static serving of the same
bytes in the same server; nothing else changes.
"""

import os

from smashup_site.settings import *  # noqa: F403

WHITENOISE_ROOT = os.environ["BENCH_WHITENOISE_ROOT"]
