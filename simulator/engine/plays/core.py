"""Play abilities of the Core Set (issue 27)."""

from __future__ import annotations

from . import blocks as B
from .registry import applied, register

BOX = "Core Set"

register(
    applied("ninjas/ninja-master", B.destroy_minion(may=True, where="here"), box=BOX),
)
