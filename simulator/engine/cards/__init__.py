"""Card abilities, one module per box; see registry.py for the registry and the hook vocabulary.

Every module of this package is imported here automatically (a box module registers its cards at
import), so adding a box is adding a module: no shared file to edit.
"""

import importlib
import pkgutil

from .registry import (
    MODELLED,
    NO_EFFECT,
    NOT_SIMULATED,
    STATUSES,
    CardAbility,
    copying,
    lookup,
    registered,
)

for _module in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
    if _module.name != "registry":
        importlib.import_module(f"{__name__}.{_module.name}")

from .registry import mark_window_specials  # noqa: E402
from .window_specials import WINDOW_SPECIALS  # noqa: E402

mark_window_specials(WINDOW_SPECIALS)

__all__ = [
    "MODELLED",
    "NO_EFFECT",
    "NOT_SIMULATED",
    "STATUSES",
    "CardAbility",
    "copying",
    "lookup",
    "registered",
]
