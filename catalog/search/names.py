"""Names a plain search names: the factions, boxes and bases it is the name of, and "did you
mean" when a search finds nothing.

    name_matches("ninjas")       -> the Ninjas faction (shown above the cards)
    name_matches("dinosaures")   -> the Dinosaurs, by their French name
    did_you_mean("buccaner")     -> "buccaneer"
    did_you_mean("envahiseur")   -> None: no name of the catalog is close (Invader has no
                                    known French name; the page says to try the English one)

A name matches when every word of the search starts a word of one of its names (English,
French, or the slug's words), accents and case ignored. Suggestions come from the words of
every name in the catalog (cards, bases, factions, boxes; both languages) with difflib, and
are offered only when the corrected search finds something. The vocabulary is read once per
catalog import (one small query tells whether the catalog changed).
"""

from __future__ import annotations

import difflib
import re
import threading
from bisect import bisect_left
from collections.abc import Iterable
from dataclasses import dataclass

from django.db.models import Q

from catalog.models import Base, Box, Card, CatalogImport, Faction, Printing
from catalog.search import parser as P
from catalog.search.compiler import Compiler
from catalog.search.engine import search_catalog
from catalog.search.tokenizer import FIELD, WORD, clean, tokenize
from smashup_site.text import normalize

MAX_NAME_MATCHES = 12  # of each kind (factions, boxes, bases) above the results
SUGGESTION_CUTOFF = 0.75  # difflib's similarity ratio a suggestion needs
MIN_WORD_LENGTH = 3  # shorter words are neither corrected nor suggested
_WORDS = re.compile(r"\w+")


def _starts_words(words: list[str], names: Iterable[str]) -> bool:
    """Every word of the search starts a word of one of `names` (normalised)."""
    text = " ".join(names)
    return all(re.search(rf"(?<!\w){re.escape(word)}", text) for word in words)


def plain_words(query: str) -> list[str]:
    """The normalised words of a search made only of words (no field, -, or, parentheses);
    [] for any other search."""
    parsed = P.parse(query)
    node = parsed.node
    if parsed.warnings or node is None:
        return []
    children = node.children if isinstance(node, P.And) else (node,)
    if not all(isinstance(child, P.Word) for child in children):
        return []
    return [word for child in children for word in child.text.split()]


@dataclass(frozen=True)
class NameMatches:
    factions: list[Faction]
    boxes: list[Box]
    bases: list[Base]  # one per base: the original printing when both printings match

    def __bool__(self) -> bool:
        return bool(self.factions or self.boxes or self.bases)


def name_matches(query: str) -> NameMatches:
    """The factions, boxes and bases whose name the plain search `query` names."""
    words = plain_words(query)
    if not any(len(word) >= MIN_WORD_LENGTH for word in words):
        return NameMatches([], [], [])  # "a", "de": too short to name anything
    factions = [
        faction
        for faction in Faction.objects.order_by("name_en", "slug")
        if _starts_words(
            words, (normalize(faction.name_en), normalize(faction.name_fr), _slug(faction.slug))
        )
    ]
    boxes = [
        box
        for box in Box.objects.order_by("release_order")
        if _starts_words(words, (normalize(box.title_en), normalize(box.title_fr), _slug(box.slug)))
    ]
    condition = Q()
    for word in words:
        condition &= Q(search_names__contains=word)
    found = [
        base
        for base in Base.objects.filter(condition)
        .select_related("box")
        .order_by("name_en", "printing", "id")
        if _starts_words(words, (base.search_names,))
    ]
    ids = {base.pk for base in found}
    bases = [
        base
        for base in found
        if base.printing == Printing.ORIGINAL or base.counterpart_id not in ids
    ]
    return NameMatches(
        factions[:MAX_NAME_MATCHES], boxes[:MAX_NAME_MATCHES], bases[:MAX_NAME_MATCHES]
    )


def _slug(slug: str) -> str:
    return slug.replace("-", " ")


# -- did you mean ------------------------------------------------------------------------------


class _Words:
    """Words (normalised -> as written, lower case), sorted, and grouped by length."""

    def __init__(self, texts: Iterable[str]):
        self.written: dict[str, str] = {}
        distinct = dict.fromkeys(word for text in texts for word in _WORDS.findall(text.lower()))
        for word in distinct:
            key = normalize(word)
            if len(key) >= MIN_WORD_LENGTH and key.isalpha():
                self.written.setdefault(key, word)
        self.sorted = sorted(self.written)
        self.by_length: dict[int, list[str]] = {}
        for key in self.sorted:
            self.by_length.setdefault(len(key), []).append(key)

    def knows(self, word: str) -> bool:
        """A word of the list, or the start of one (the search finds prefixes)."""
        at = bisect_left(self.sorted, word)
        return at < len(self.sorted) and self.sorted[at].startswith(word)

    def closest(self, word: str) -> tuple[float, str] | None:
        """(similarity, the word as written) of the word most like `word` (of the same length
        ± 2), or None when none is similar enough."""
        candidates = [
            key
            for length in range(len(word) - 2, len(word) + 3)
            for key in self.by_length.get(length, ())
        ]
        best = difflib.get_close_matches(word, candidates, n=1, cutoff=SUGGESTION_CUTOFF)
        if not best:
            return None
        return difflib.SequenceMatcher(None, word, best[0]).ratio(), self.written[best[0]]


LANGUAGES = ("en", "fr")


def _page_first(lang: str) -> tuple[str, str]:
    """The two languages, the page's first (an unknown code reads as English)."""
    return ("fr", "en") if lang == "fr" else ("en", "fr")


@dataclass(frozen=True)
class Vocabulary:
    """The words of the catalog's names and texts, per language (a search word matches texts
    too: "destory" is corrected to "destroy"), and the full names of the factions and boxes
    per language (for f: and b:). A suggestion comes from the page's language when that
    language has one close enough: a French page offers "Dinosaures", not "Dinosaurs"."""

    names: dict[str, _Words]  # language -> words of the names
    texts: dict[str, _Words]  # language -> words of the texts
    lookups: dict[str, dict[str, dict[str, str]]]  # "f"/"b" -> language -> {normalised: name}

    def knows(self, word: str) -> bool:
        return any(
            words.knows(word) for group in (self.names, self.texts) for words in group.values()
        )

    def closest(self, word: str, lang: str = "en") -> str | None:
        """The most similar word of a name or a text in the page's language (a name's word
        when they tie); in the other language only when the page's has none."""
        for language in _page_first(lang):
            found = [
                (score, rank, written)
                for rank, words in enumerate((self.names[language], self.texts[language]))
                if (match := words.closest(word)) is not None
                for score, written in (match,)
            ]
            if found:
                return min(found, key=lambda item: (-item[0], item[1]))[2]
        return None

    def closest_name(self, kind: str, value: str, lang: str = "en") -> str | None:
        """The faction or box name most like `value`, in the page's language first."""
        for language in _page_first(lang):
            names = self.lookups.get(kind, {}).get(language, {})
            best = difflib.get_close_matches(value, list(names), n=1, cutoff=SUGGESTION_CUTOFF)
            if best:
                return names[best[0]]
        return None


_cache: dict[str, tuple[object, Vocabulary]] = {}
_lock = threading.Lock()


def vocabulary() -> Vocabulary:
    """The vocabulary of the catalog as imported last (rebuilt after each import)."""
    version = (
        CatalogImport.objects.order_by("-finished_at", "-id").values_list("pk", "finished_at")
    ).first()
    cached = _cache.get("vocabulary")
    if cached is not None and cached[0] == version:
        return cached[1]
    names: dict[str, list[str]] = {"en": [], "fr": []}
    for model in (Card, Base, Faction):
        for name_en, name_fr in model.objects.values_list("name_en", "name_fr"):
            names["en"].append(name_en)
            names["fr"].append(name_fr)
    box_titles = list(Box.objects.values_list("title_en", "title_fr"))
    faction_names = list(Faction.objects.values_list("name_en", "name_fr"))
    boxes = {lang: [pair[at] for pair in box_titles] for at, lang in enumerate(LANGUAGES)}
    factions = {lang: [pair[at] for pair in faction_names] for at, lang in enumerate(LANGUAGES)}
    texts: dict[str, list[str]] = {"en": [], "fr": []}
    for model in (Card, Base):
        for text_en, text_fr in model.objects.values_list("text", "text_fr"):
            texts["en"].append(text_en)
            texts["fr"].append(text_fr)
    built = Vocabulary(
        {lang: _Words([*names[lang], *boxes[lang]]) for lang in LANGUAGES},
        {lang: _Words(texts[lang]) for lang in LANGUAGES},
        {
            kind: {
                lang: {normalize(name): name for name in values[lang] if name} for lang in LANGUAGES
            }
            for kind, values in (("f", factions), ("b", boxes))
        },
    )
    with _lock:
        _cache["vocabulary"] = (version, built)
    return built


def _replace(query: str, raw: str, new: str) -> str:
    """`query` with the first `raw` that stands alone (not inside another word) made `new`."""
    pattern = re.compile(rf"(?<![\w:\"']){re.escape(raw)}(?![\w])")
    return pattern.sub(lambda _match: new, query, count=1)


def correct(query: str, words: Vocabulary, lang: str = "en") -> str | None:
    """`query` with its unknown words (and unknown f:/b: names) replaced by the closest name
    words, or None when nothing was replaced."""
    text = clean(query)
    corrected = text
    compiler = Compiler()
    for token in tokenize(text):
        if token.kind == WORD and not token.quoted:
            better = _better_word(token.text, words, lang)
            if better is not None:
                corrected = _replace(corrected, token.raw, better)
            continue
        spec = P.T.find_field(token.name) if token.kind == FIELD else None
        value = normalize(token.text)
        if spec is None or not value:
            continue
        if spec.key in ("n", "o") and not token.quoted:
            better = _better_word(token.text, words, lang)
            if better is not None:
                corrected = _replace(corrected, token.raw, f"{token.name}{token.op}{better}")
        elif spec.key in ("f", "b"):
            if compiler.resolve(P.Term(spec.key, token.op, value, token.raw)):
                continue
            better = words.closest_name(spec.key, value, lang)
            if better is not None:
                shown = f'"{better}"' if " " in better else better
                corrected = _replace(corrected, token.raw, f"{token.name}{token.op}{shown}")
    return corrected if corrected != text else None


def _better_word(typed: str, words: Vocabulary, lang: str) -> str | None:
    """The closest known word for an unknown word of the search, or None."""
    word = normalize(typed)
    if len(word) < MIN_WORD_LENGTH or not word.isalpha() or words.knows(word):
        return None
    return words.closest(word, lang)


def did_you_mean(query: str, lang: str = "en") -> str | None:
    """A corrected search that finds something, for a search that found nothing; else None."""
    suggestion = correct(query, vocabulary(), lang)
    if suggestion is None:
        return None
    result = search_catalog(suggestion, lang=lang, lang_term=False)
    if result.cards.exists() or result.bases.exists():
        return suggestion
    return None
