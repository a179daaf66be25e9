"""Example positions from the rulebooks' own examples, as engine input (numbers only).

Each example is a JSON board in this folder; the titles and the one-line summaries are ours.
"""

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from django.utils.functional import Promise
from django.utils.translation import gettext_lazy as _

FOLDER = Path(__file__).resolve().parent


@dataclass(frozen=True)
class Example:
    slug: str
    title: Promise
    summary: Promise
    source: str

    @property
    def board(self) -> dict[str, Any]:
        return load_board(self.slug)


EXAMPLES: tuple[Example, ...] = (
    Example(
        slug="tie-10-10-5",
        title=_("The 10/10/5 tie"),
        summary=_("Two players tie for first with 10 power each; the third, with 5, is third."),
        source="Core set rulebook, “Égalité, Fraternité”",
    ),
    Example(
        slug="pirate-leaves-jungle-oasis",
        title=_("The Pirate who leaves the Jungle Oasis"),
        summary=_(
            "Before the Jungle Oasis scores, the Pirate player moves his minions away: the total "
            "falls below the breakpoint but the base still scores."
        ),
        source="Core set rulebook, “Jusqu'au bout”",
    ),
    Example(
        slug="madness-end-of-game",
        title=_("The Madness end of game"),
        summary=_(
            "Three players finish at 15, 14 and 13 VP with 5, 3 and 0 Madness cards: after the "
            "penalty all have 13 and the one with the fewest Madness cards wins."
        ),
        source="All-rules booklet, p. 7, “Démence et score final”",
    ),
)

BY_SLUG = {example.slug: example for example in EXAMPLES}


@cache
def _load_text(slug: str) -> str:
    return (FOLDER / f"{slug}.json").read_text(encoding="utf-8")


def load_board(slug: str) -> dict[str, Any]:
    """A fresh copy of the example's board (callers may change it)."""
    return json.loads(_load_text(slug))
