"""Play abilities, one module per box; see registry.py for the registry and context.py for what
an ability may do.

Every module of this package is imported here automatically (a box module registers its cards at
import), so adding a box is adding a module.
"""

import importlib
import pkgutil

from .registry import (
    APPLIED,
    NO_BOARD_EFFECT,
    NOT_MODELLED_YET,
    NOT_SIMULATED,
    REGULAR_PLAYS_TAKEN,
    STATUSES,
    PlayAbility,
    acting_entry,
    catalog_ongoing,
    is_registered,
    lookup,
    own_refusal,
    registered,
    standard_action,
)

_CORE = {"registry", "context", "choosing", "blocks", "shared", "talents"}
for _module in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
    if _module.name not in _CORE:
        importlib.import_module(f"{__name__}.{_module.name}")

__all__ = [
    "acting_entry",
    "APPLIED",
    "NOT_MODELLED_YET",
    "NO_BOARD_EFFECT",
    "NOT_SIMULATED",
    "REGULAR_PLAYS_TAKEN",
    "STATUSES",
    "PlayAbility",
    "catalog_ongoing",
    "is_registered",
    "lookup",
    "own_refusal",
    "registered",
    "standard_action",
]
