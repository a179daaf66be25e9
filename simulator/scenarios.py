"""Saving positions as immutable, content-addressed scenarios (the simulator's only writes)."""

import hashlib
import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from django.db import IntegrityError, transaction

from simulator.models import SavedScenario
from simulator.services import simulate_board

KEY_LENGTH = 20


class ScenarioConflictError(Exception):
    """Two different positions share a key (an 80-bit hash prefix): never expected in practice."""

    def __init__(self, key: str) -> None:
        super().__init__(f"Another position already uses the key {key}.")
        self.key = key


@dataclass(frozen=True)
class SaveResult:
    scenario: SavedScenario
    created: bool


def canonical_json(board: Mapping[str, Any]) -> str:
    """The position as compact ASCII JSON with sorted keys: equal positions, equal strings.

    ASCII escapes keep any character (NUL included, which PostgreSQL text refuses) storable.
    """
    return json.dumps(board, sort_keys=True, separators=(",", ":"), ensure_ascii=True)


def scenario_digest(board: Mapping[str, Any]) -> str:
    return hashlib.sha256(canonical_json(board).encode("utf-8")).hexdigest()


def save_scenario(board: Mapping[str, Any]) -> SaveResult:
    """Store a valid position once; saving the same position again returns the same row.

    Raises the engine's BoardError when the position is not valid: only positions the engine
    accepts are saved.
    """
    simulate_board(board)
    text = canonical_json(board)
    digest = hashlib.sha256(text.encode("utf-8")).hexdigest()
    key = digest[:KEY_LENGTH]
    existing = SavedScenario.objects.filter(key=key).first()
    if existing is None:
        try:
            with transaction.atomic():
                scenario = SavedScenario(key=key, digest=digest, board_json=text)
                scenario.save()
            return SaveResult(scenario=scenario, created=True)
        except IntegrityError:
            # Saved by a concurrent request between our read and our insert.
            existing = SavedScenario.objects.get(key=key)
    if existing.digest != digest:
        raise ScenarioConflictError(key)
    return SaveResult(scenario=existing, created=False)
