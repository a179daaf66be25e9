"""Saved simulator scenarios: immutable positions keyed by a hash of their canonical JSON.

A saved scenario stores the engine's input (the position) only; the row never changes. Beside it,
ScenarioState keeps what does change: the day it was last opened (the retention rule reads it)
and its outcome, computed once per engine and catalog version, so a fix to the engine or to the
catalog still reaches every shared link without a new simulation per view.
"""

import json
from typing import Any, NoReturn

from django.db import models
from django.utils.translation import gettext_lazy as _


class ImmutableScenarioError(Exception):
    """Raised on any attempt to change or delete a saved scenario."""


class SavedScenarioQuerySet(models.QuerySet):
    def update(self, **kwargs: Any) -> NoReturn:
        raise ImmutableScenarioError("Saved scenarios never change.")

    def delete(self) -> NoReturn:
        raise ImmutableScenarioError("Saved scenarios never disappear.")


class SavedScenario(models.Model):
    key = models.CharField(
        primary_key=True,
        max_length=20,
        editable=False,
        help_text="The first 20 hex digits of `digest`: the permalink's identifier.",
    )
    digest = models.CharField(
        max_length=64,
        unique=True,
        editable=False,
        help_text="sha256 of the canonical JSON of the position.",
    )
    board_json = models.TextField(
        editable=False,
        help_text="The engine's input as canonical JSON (sorted keys): the text `digest` hashes.",
    )
    created_at = models.DateTimeField(auto_now_add=True, editable=False)

    objects = SavedScenarioQuerySet.as_manager()

    class Meta:
        ordering = ["-created_at", "key"]
        verbose_name = _("saved scenario")
        verbose_name_plural = _("saved scenarios")

    def __str__(self) -> str:
        return self.key

    def save(self, *args: Any, **kwargs: Any) -> None:
        if not self._state.adding:
            raise ImmutableScenarioError("Saved scenarios never change.")
        kwargs["force_insert"] = True
        super().save(*args, **kwargs)

    def delete(self, *args: Any, **kwargs: Any) -> NoReturn:
        raise ImmutableScenarioError("Saved scenarios never disappear.")

    @property
    def board(self) -> Any:
        """The position, parsed afresh on every access (callers may change their copy)."""
        return json.loads(self.board_json)


class ScenarioState(models.Model):
    """What changes about a saved scenario: when it was last opened, and its stored outcome."""

    scenario = models.OneToOneField(
        SavedScenario, primary_key=True, on_delete=models.CASCADE, related_name="state"
    )
    last_opened = models.DateField(
        help_text="UTC day it was last opened (page or API) or saved again: retention reads it."
    )
    result_version = models.CharField(
        max_length=120,
        blank=True,
        help_text="Engine and catalog version `result_json` was computed with ('' = none yet).",
    )
    result_json = models.TextField(
        blank=True, help_text='The outcome as JSON: {"result": ..., "error": ...}.'
    )

    class Meta:
        verbose_name = _("saved scenario state")
        verbose_name_plural = _("saved scenario states")

    def __str__(self) -> str:
        return f"{self.scenario_id} (opened {self.last_opened})"
