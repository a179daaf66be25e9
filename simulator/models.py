"""Saved simulator scenarios: immutable positions keyed by a hash of their canonical JSON.

A saved scenario stores the engine's input (the position) only. Its outcome is recomputed by the
engine each time it is shown (a few dozen microseconds), so a fix to the engine or to the catalog
reaches every shared link, and the row itself never needs to change.
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
