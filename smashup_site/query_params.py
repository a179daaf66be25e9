"""Query parameters shared by every API: each reads one value per parameter.

Django's QueryDict.get() silently keeps the last of repeated values (`?box=a&box=b` would mean
`box=b`); the APIs answer 400 instead, naming the parameter, so that nothing given is ignored
without a word.
"""

from __future__ import annotations

from collections.abc import Iterable

from django.http import QueryDict

MAX_PAGE_NUMBER = 1_000_000


def whole_number(raw: str) -> int | None:
    """A number written in ASCII digits only (at most 9), else None."""
    text = raw.strip()
    if not text.isascii() or not text.isdigit() or len(text) > 9:
        return None
    return int(text)


def unknown_parameters(params: QueryDict, known: Iterable[str]) -> list[str]:
    """The names of the parameters an endpoint does not read (it ignores them), sorted and cut
    to 50 characters, for its warnings."""
    known = set(known)
    return [name[:50] for name in sorted(params) if name not in known]


def repeated_parameter(params: QueryDict, names: Iterable[str]) -> tuple[str, int] | None:
    """The first of `names` (alphabetically) given more than once, with how many times."""
    for name in sorted(names):
        count = len(params.getlist(name))
        if count > 1:
            return name, count
    return None
