"""Saving positions as immutable, content-addressed scenarios, their daily budget per client,
their stored outcome and their retention (the simulator's only writes).

Retention rule: a saved scenario is kept as long as someone opens it (its page, its API detail, a
page comparing it with `?vs=`) or saves the same position again at least once every
settings.SCENARIO_RETENTION_DAYS days (default 730, two years). `manage.py prune_scenarios`
removes the others; a permalink opened within that period keeps working.
"""

import datetime
import hashlib
import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from django.conf import settings
from django.core.cache import cache
from django.db import DatabaseError, IntegrityError, models, transaction
from django.db.models import Q
from django.utils import timezone

from simulator.engine import BoardError
from simulator.models import SavedScenario, ScenarioState
from simulator.services import result_version, simulate_board
from smashup_site import shared_cache
from smashup_site.throttling import hit

KEY_LENGTH = 20


class ScenarioConflictError(Exception):
    """Two different positions share a key (an 80-bit hash prefix): never expected in practice."""

    def __init__(self, key: str) -> None:
        super().__init__(f"Another position already uses the key {key}.")
        self.key = key


class ScenarioBudgetError(Exception):
    """The client saved as many new scenarios (or bytes) today as its daily budget allows."""

    def __init__(self, what: str, limit: int, retry_after: int) -> None:
        plural = limit != 1
        if what == "count":
            budget_en = f"{limit} new saved scenario{'s' if plural else ''}"
            budget_fr = f"{limit} nouveau{'x' if plural else ''} scénario{'s' if plural else ''}"
        else:
            budget_en = f"{limit} byte{'s' if plural else ''} of new saved scenarios"
            budget_fr = f"{limit} octet{'s' if plural else ''} de nouveaux scénarios"
        super().__init__(
            f"Daily budget reached: at most {budget_en} per address and day (UTC). Saving a "
            "position already saved is still possible."
        )
        self.message_fr = (
            f"Budget du jour atteint : au plus {budget_fr} par adresse et par jour (UTC). "
            "Enregistrer une position déjà enregistrée reste possible."
        )
        self.what = what
        self.retry_after = retry_after


class ScenarioBudgetUnavailable(Exception):
    """The budget cannot be checked (the shared cache does not answer): nothing is saved.

    A new scenario is refused rather than saved unchecked: the budget is what bounds the
    storage one client can take (fail closed, unlike the throttles)."""

    retry_after = shared_cache.RETRY_AFTER_SECONDS

    def __init__(self) -> None:
        super().__init__(
            "New scenarios cannot be saved right now: the daily budget cannot be checked (a "
            "service of the site does not answer). Try again in a few seconds; scoring a board "
            "still works."
        )
        self.message_fr = (
            "Impossible d'enregistrer un nouveau scénario pour le moment : le budget du jour ne "
            "peut pas être vérifié (un service du site ne répond pas). Réessayez dans quelques "
            "secondes ; le calcul des scores fonctionne toujours."
        )


@dataclass(frozen=True)
class SaveResult:
    scenario: SavedScenario
    created: bool


@dataclass(frozen=True)
class Outcome:
    """A scenario's outcome: the engine's result, or its error when the board no longer scores."""

    result: dict[str, Any] | None
    error: dict[str, Any] | None
    computed: bool  # False when read from the stored outcome


def canonical_json(board: Mapping[str, Any]) -> str:
    """The position as compact ASCII JSON with sorted keys: equal positions, equal strings.

    ASCII escapes keep any character (NUL included, which PostgreSQL text refuses) storable.
    """
    return json.dumps(board, sort_keys=True, separators=(",", ":"), ensure_ascii=True)


def scenario_digest(board: Mapping[str, Any]) -> str:
    return hashlib.sha256(canonical_json(board).encode("utf-8")).hexdigest()


def _today() -> datetime.date:
    return timezone.now().astimezone(datetime.UTC).date()


def charge_budget(client: str, size: int, now: datetime.datetime | None = None) -> None:
    """Count one new scenario of `size` bytes against `client`'s budget of the UTC day; raises
    ScenarioBudgetError (and counts nothing) when it does not fit, ScenarioBudgetUnavailable
    when the counters do not answer. Counters live in Django's cache (Redis in production,
    whose append-only file keeps them across its restarts), shared by every process."""
    now = (now or timezone.now()).astimezone(datetime.UTC)
    day = now.date()
    tomorrow = datetime.datetime.combine(
        day + datetime.timedelta(days=1), datetime.time(), datetime.UTC
    )
    retry_after = max(1, int((tomorrow - now).total_seconds()))
    timeout = retry_after + 60
    count_key, bytes_key = _budget_keys(client, day)
    # always_try: a save is refused without its budget, so it asks Redis itself rather than
    # trust a failure another request saw (Redis frozen costs a save one socket timeout).
    try:
        count = hit(cache, count_key, timeout, always_try=True)
    except shared_cache.CacheUnavailable as exc:
        raise ScenarioBudgetUnavailable() from exc
    try:
        total = hit(cache, bytes_key, timeout, size, always_try=True)
    except shared_cache.CacheUnavailable as exc:
        _give_back(count_key, 1)
        raise ScenarioBudgetUnavailable() from exc
    over = None
    if count > settings.SCENARIO_DAILY_COUNT:
        over = ("count", settings.SCENARIO_DAILY_COUNT)
    elif total > settings.SCENARIO_DAILY_BYTES:
        over = ("bytes", settings.SCENARIO_DAILY_BYTES)
    if over is not None:
        _give_back(count_key, 1)
        _give_back(bytes_key, size)
        raise ScenarioBudgetError(over[0], over[1], retry_after)


def _budget_keys(client: str, day: datetime.date | None = None) -> tuple[str, str]:
    """The cache keys of `client`'s count and bytes for `day` (default today, UTC)."""
    day = day or _today()
    return (
        f"scenario-budget:count:{client}:{day.isoformat()}",
        f"scenario-budget:bytes:{client}:{day.isoformat()}",
    )


def _give_back(key: str, amount: int) -> None:
    """Take back what charge_budget counted for a scenario not saved (best effort: when the
    cache fails now, the client loses that much of today's budget, never gains)."""
    try:
        shared_cache.call(cache.decr, key, amount, always_try=True)
    except (shared_cache.CacheUnavailable, ValueError):
        pass


def _stored(result: dict[str, Any] | None, error: dict[str, Any] | None) -> str:
    return json.dumps({"result": result, "error": error}, separators=(",", ":"))


def save_scenario(board: Mapping[str, Any], client: str | None = None) -> SaveResult:
    """Store a valid position once; saving the same position again returns the same row.

    Raises the engine's BoardError when the position is not valid: only positions the engine
    accepts are saved. With a `client` (its address), a new position is charged to its daily
    budget (ScenarioBudgetError when spent, ScenarioBudgetUnavailable when it cannot be checked);
    saving an existing one is free. The outcome computed to validate the board is stored with
    it, and the byte budget counts both (the outcome of a large board is most of its size).
    """
    version = result_version()
    result = simulate_board(board)
    stored = _stored(result, None)
    text = canonical_json(board)
    digest = hashlib.sha256(text.encode("utf-8")).hexdigest()
    key = digest[:KEY_LENGTH]
    existing = SavedScenario.objects.filter(key=key).first()
    if existing is None:
        if client is not None:
            charge_budget(client, len(text) + len(stored))
        try:
            with transaction.atomic():
                scenario = SavedScenario(key=key, digest=digest, board_json=text)
                scenario.save()
                ScenarioState.objects.create(
                    scenario=scenario,
                    last_opened=_today(),
                    result_version=version,
                    result_json=stored,
                )
            return SaveResult(scenario=scenario, created=True)
        except IntegrityError:
            # Saved by a concurrent request between our read and our insert.
            existing = SavedScenario.objects.get(key=key)
        except DatabaseError:
            # Not stored (the database failed): not charged either.
            if client is not None:
                count_key, bytes_key = _budget_keys(client)
                _give_back(count_key, 1)
                _give_back(bytes_key, len(text) + len(stored))
            raise
    if existing.digest != digest:
        raise ScenarioConflictError(key)
    ScenarioState.objects.update_or_create(
        scenario=existing,
        defaults={
            "last_opened": _today(),
            "result_version": version,
            "result_json": stored,
        },
    )
    return SaveResult(scenario=existing, created=False)


def open_scenario(scenario: SavedScenario) -> Outcome:
    """The outcome of a saved scenario, and a note that it was opened today (retention).

    The outcome is computed once per engine and catalog version (services.result_version) and
    stored; later views read it. At most one write per scenario and day when nothing changed.
    """
    today = _today()
    version = result_version()
    state = ScenarioState.objects.filter(scenario=scenario).first()
    if state is not None and state.result_version == version and state.result_json:
        if state.last_opened < today:
            ScenarioState.objects.filter(pk=scenario.pk, last_opened__lt=today).update(
                last_opened=today
            )
        stored = json.loads(state.result_json)
        return Outcome(stored["result"], stored["error"], computed=False)
    try:
        result, error = simulate_board(scenario.board), None
    except BoardError as exc:
        # The catalog or the engine changed since it was saved: show why it no longer scores.
        result, error = None, exc.as_dict()["error"]
    ScenarioState.objects.update_or_create(
        scenario=scenario,
        defaults={
            "last_opened": today,
            "result_version": version,
            "result_json": _stored(result, error),
        },
    )
    return Outcome(result, error, computed=True)


def stale_scenarios(older_than: datetime.date) -> models.QuerySet:
    """Scenarios neither opened nor saved since before `older_than` (never opened: their
    saving day counts)."""
    midnight = datetime.datetime.combine(older_than, datetime.time(), datetime.UTC)
    return SavedScenario.objects.filter(
        Q(state__last_opened__lt=older_than) | Q(state__isnull=True, created_at__lt=midnight)
    )


def prune_scenarios(days: int | None = None, *, dry_run: bool = False) -> int:
    """Remove the scenarios the retention rule lets go (not opened for `days` days, default
    settings.SCENARIO_RETENTION_DAYS); the number removed (or removable, with dry_run)."""
    days = settings.SCENARIO_RETENTION_DAYS if days is None else days
    stale = stale_scenarios(_today() - datetime.timedelta(days=days))
    count = stale.count()
    if not dry_run and count:
        # The one place scenarios disappear: SavedScenarioQuerySet.delete refuses any other.
        models.QuerySet.delete(stale)
    return count
