"""Reading the French rulebooks of RULEBOOK_DIR: page spans and the glossary's list of terms.

The texts are read at run time (tests, checks), never copied into the repository. The Geek
booklet is one long line whose page numbers appear doubled ("3 3", "4 4"...); the other booklets
have no page markers, so a passage's page is bounded by their table of contents (SOMMAIRE).
"""

import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from django.conf import settings

from smashup_site.booklets import BOOKLET_FILES, Booklet
from smashup_site.files import read_regular_file
from smashup_site.text import normalize

_NOT_ALNUM = re.compile(r"[^0-9a-z+]+")


def squash(text: str) -> str:
    """normalize() without spaces or punctuation: survives the PDF's broken words ("b ut Du")."""
    return _NOT_ALNUM.sub("", normalize(text))


@dataclass(frozen=True)
class Chapter:
    title: str
    first_page: int
    start: int  # offset in the squashed text


@cache
def read_booklet(booklet: str) -> str:
    # A regular file only: a FIFO in RULEBOOK_DIR would hang the import.
    return read_regular_file(Path(settings.RULEBOOK_DIR) / BOOKLET_FILES[booklet]).decode("utf-8")


@cache
def geek_pages() -> dict[int, str]:
    """Squashed text of each page of the Geek booklet (pages 1-2 share the first block)."""
    text = read_booklet(Booklet.GEEK)
    bounds: list[tuple[int, int]] = []
    position = 0
    for page in range(3, 9):
        match = re.compile(rf"(?<![\d,]) {page} {page} ").search(text, position)
        if match is None:
            raise ValueError(f"page marker {page} not found in the Geek booklet")
        bounds.append((page, match.start()))
        position = match.end()
    pages = {2: squash(text[: bounds[0][1]])}
    for index, (page, start) in enumerate(bounds):
        end = bounds[index + 1][1] if index + 1 < len(bounds) else len(text)
        pages[page] = squash(text[start:end])
    return pages


_TOC_LINE = re.compile(
    r"^\|?\s*(?P<title>[^|\d][^|]*?)\s*(?:\.{3,}|\|)\s*(?P<page>\d{1,2})\s*\|?\s*$"
)


@cache
def _layout(booklet: str) -> tuple[str, tuple[Chapter, ...]]:
    """The squashed text after the table of contents, and the chapters located in it."""
    lines = read_booklet(booklet).splitlines()
    toc: list[tuple[str, int]] = []
    toc_end = -1
    for number, line in enumerate(lines):
        match = _TOC_LINE.match(line.strip())
        if match and (not toc or number <= toc_end + 1):
            toc.append((match.group("title").strip(), int(match.group("page"))))
            toc_end = number
        elif toc and number > toc_end + 1:
            break
    squashed_lines = [squash(line) for line in lines[toc_end + 1 :]]
    offsets, total = [], 0
    for line in squashed_lines:
        offsets.append(total)
        total += len(line)
    found: list[Chapter] = []
    cursor = 0
    for title, page in toc:
        key = squash(title)
        for index in range(cursor, len(squashed_lines)):
            heading = squashed_lines[index]
            if (
                heading
                and len(heading) < len(key) + 30
                and (heading.startswith(key) or key.startswith(heading))
            ):
                found.append(Chapter(title, page, offsets[index]))
                cursor = index + 1
                break
    return "".join(squashed_lines), tuple(found)


def chapters(booklet: str) -> tuple[Chapter, ...]:
    return _layout(booklet)[1]


def _chapter_pages(found: tuple[Chapter, ...], index: int) -> set[int]:
    chapter = found[index]
    following = [c.first_page for c in found[index + 1 :] if c.first_page > chapter.first_page]
    last = following[0] if following else chapter.first_page + 1
    return set(range(chapter.first_page, last + 1))


def chapter_pages(booklet: str, title: str) -> set[int]:
    """Pages a chapter may cover: from its first page to the next chapter's first page."""
    found = chapters(booklet)
    key = squash(title)
    for index, chapter in enumerate(found):
        if squash(chapter.title) == key:
            return _chapter_pages(found, index)
    raise KeyError(title)


def pages_of(booklet: str, fragment: str) -> set[int]:
    """Every page on which `fragment` may be printed (a range when the booklet has no markers)."""
    key = squash(fragment)
    if not key:
        return set()
    if booklet == Booklet.GEEK:
        return {page for page, text in geek_pages().items() if key in text}
    body, found = _layout(booklet)
    pages: set[int] = set()
    start = body.find(key)
    while start != -1:
        inside = [index for index, chapter in enumerate(found) if chapter.start <= start]
        if inside:
            pages |= _chapter_pages(found, inside[-1])
        start = body.find(key, start + 1)
    return pages


_BOLD_TERM = re.compile(r"\*\*(?P<term>[^*:]{1,40}?)\s*:\s*\*\*")
_LINE_TERM = re.compile(r"^(?P<term>[A-ZÀ-Ý][^:.!?]{0,30}?)\s*:(?:\s|$)")
NOT_TERMS = {"attention"}


def glossary_terms(booklet: str) -> list[str]:
    """The French terms defined in a booklet's "Termes et restrictions" chapter."""
    if booklet == Booklet.GEEK:
        return []  # our copy of the Geek booklet stops before its glossary (pp. 9-11)
    lines = read_booklet(booklet).splitlines()
    start = next(
        index
        for index, line in enumerate(lines)
        if squash(line) in {"termesrestrictions", "termesetrestrictions"}
    )
    terms: list[str] = []
    for line in lines[start + 1 :]:
        stripped = line.strip()
        if stripped.startswith("#") or (stripped.isupper() and len(stripped) > 8):
            break
        match = _BOLD_TERM.match(stripped) or _LINE_TERM.match(stripped)
        if match:
            term = match.group("term").strip()
            if normalize(term) not in NOT_TERMS and term not in terms:
                terms.append(term)
    return terms
