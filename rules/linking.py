"""`link_rule_terms`: turn the rule words of a card or base text into links to the glossary.

Whole words only, case-insensitive, the longest phrase first ("play on a minion" before "play").
English forms always (card texts are English on both sites), French forms too (French texts).
The text is HTML-escaped; only the links are markup.
"""

import re
import time
from dataclasses import dataclass
from threading import Lock

from django.urls import reverse
from django.utils.html import escape
from django.utils.safestring import SafeString, mark_safe

from rules.models import Term

_CACHE_SECONDS = 300


@dataclass(frozen=True)
class _Matcher:
    pattern: re.Pattern | None
    slug_by_form: dict[str, str]
    names: dict[str, tuple[str, str]]  # slug -> (name_en, name_fr)


_lock = Lock()
_state: dict[str, object] = {"matcher": None, "built": 0.0}


def clear_cache() -> None:
    with _lock:
        _state["matcher"] = None


def _build() -> _Matcher:
    slug_by_form: dict[str, str] = {}
    names: dict[str, tuple[str, str]] = {}
    for term in Term.objects.order_by("slug"):
        names[term.slug] = (term.name_en, term.name_fr)
        for form in [*term.link_forms_en, *term.link_forms_fr]:
            slug_by_form.setdefault(form.casefold(), term.slug)
    if not slug_by_form:
        return _Matcher(None, {}, names)
    forms = sorted(slug_by_form, key=lambda form: (-len(form), form))
    alternatives = "|".join(r"\s+".join(map(re.escape, form.split())) for form in forms)
    pattern = re.compile(rf"(?<![\w+])(?:{alternatives})(?![\w])", re.IGNORECASE)
    return _Matcher(pattern, slug_by_form, names)


def matcher() -> _Matcher:
    with _lock:
        current = _state["matcher"]
        if current is None or time.monotonic() - float(_state["built"]) > _CACHE_SECONDS:
            current = _build()
            _state["matcher"] = current
            _state["built"] = time.monotonic()
        return current  # type: ignore[return-value]


def link_terms(text: str, language: str = "en") -> SafeString:
    """The escaped text with every rule word linked to its term page (in the active language)."""
    if not text:
        return mark_safe("")
    found = matcher()
    if found.pattern is None:
        return mark_safe(escape(text))
    urls: dict[str, str] = {}
    pieces: list[str] = []
    position = 0
    for match in found.pattern.finditer(text):
        slug = found.slug_by_form.get(" ".join(match.group(0).split()).casefold())
        if slug is None:
            continue
        if slug not in urls:
            urls[slug] = reverse("rules:term", kwargs={"slug": slug})
        name_en, name_fr = found.names[slug]
        title = name_fr if language.startswith("fr") and name_fr else name_en
        pieces.append(escape(text[position : match.start()]))
        pieces.append(
            f'<a class="rule-term" href="{urls[slug]}" title="{escape(title)}">'
            f"{escape(match.group(0))}</a>"
        )
        position = match.end()
    pieces.append(escape(text[position:]))
    return mark_safe("".join(pieces))  # noqa: S308 - every piece is escaped
