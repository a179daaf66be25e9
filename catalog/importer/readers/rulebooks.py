"""Reader of the French rulebooks (RULEBOOK_DIR): a passage at a character span, and its page.

The Geek box booklet is one long line that starts "1 1 2 2" and marks each following page by its
number printed twice (" 3 3 ", " 4 4 "...): a passage is on the page of the last marker before
it (pages 1 and 2 share the first block). The other booklets have no page markers, only a table
of contents (SOMMAIRE): a passage under a chapter heading listed there (chapters found in the
order of the contents) is on that chapter's pages, from its first page to the next chapter's
first page. Otherwise the page is unknown ("").
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from catalog.importer.errors import CatalogSourceError
from catalog.importer.files import FileSet
from smashup_site.text import normalize

# The French title of each booklet, shown as the source of what is quoted from it.
BOOKLET_TITLES: dict[str, str] = {
    "regles-jeu-de-base.txt": "Smash Up — livret de règles du jeu de base",
    "regles-monstres-sacres.txt": "Smash Up : Monstres Sacrés — livret de règles",
    "regles-conflit-de-generations.txt": "Smash Up : Conflit de Générations — livret de règles",
    "regles-enorme-boite-pour-geek-p1-8.txt": "L’Énorme Boîte pour Geek — livret de règles",
}
MAX_PASSAGE = 2000  # characters: a longer span is a mistake in the span, not a card text

_SPAN = re.compile(r"^\s*(\d+)\s*:\s*(\d+)\s*$")
_NOT_ALNUM = re.compile(r"[^0-9a-z]+")
_TOC_LINE = re.compile(
    r"^\|?\s*(?P<title>[^|\d][^|]*?)\s*(?:\.{3,}|\|)\s*(?P<page>\d{1,2})\s*\|?\s*$"
)
_HEADING = re.compile(r"^#{1,3}\s+(?P<title>.+?)\s*$", re.MULTILINE)


@dataclass(frozen=True)
class Passage:
    file: str
    start: int
    end: int
    text: str
    page: str  # "7", "12–13" (a chapter's pages) or "" (unknown)

    @property
    def title(self) -> str:
        return BOOKLET_TITLES[self.file]


class Rulebooks:
    """The rulebooks read so far (each read once, and counted in the import's digest)."""

    def __init__(self, files: FileSet) -> None:
        self.files = files
        self._texts: dict[str, str] = {}
        self._pages: dict[str, list[tuple[int, str]]] = {}

    def passage(self, file: str, span: str, where: str, column: str, from_file: str) -> Passage:
        """The passage of `file` at `span` ("start:end"); a bad value raises CatalogSourceError
        naming `from_file`, the record `where` and the `column`."""
        if file not in BOOKLET_TITLES:
            raise CatalogSourceError(from_file, f"unknown rulebook {file!r}", where, "seed_file")
        match = _SPAN.match(span)
        if not match:
            raise CatalogSourceError(from_file, f"{span!r} is not start:end", where, column)
        start, end = int(match.group(1)), int(match.group(2))
        text = self._text(file)
        if not 0 <= start < end <= len(text) or end - start > MAX_PASSAGE:
            raise CatalogSourceError(
                from_file,
                f"span {start}:{end} is outside {file} ({len(text)} characters) or longer"
                f" than {MAX_PASSAGE}",
                where,
                column,
            )
        quoted = text[start:end].strip()
        if not quoted:
            raise CatalogSourceError(from_file, f"span {start}:{end} is blank", where, column)
        return Passage(file, start, end, quoted, self._page(file, start))

    def text(self, file: str) -> str:
        """The whole text of a known rulebook."""
        if file not in BOOKLET_TITLES:
            raise CatalogSourceError(file, "unknown rulebook")
        return self._text(file)

    def _text(self, file: str) -> str:
        if file not in self._texts:
            self._texts[file] = self.files.text(file)
        return self._texts[file]

    def _page(self, file: str, offset: int) -> str:
        if file not in self._pages:
            self._pages[file] = page_starts(self._text(file))
        page = ""
        for start, label in self._pages[file]:
            if start <= offset:
                page = label
        return page


def page_starts(text: str) -> list[tuple[int, str]]:
    """(offset, page label) where each known page or chapter starts, in order."""
    if text.startswith("1 1 2 2 "):
        starts = [(0, "1–2")]
        position = 0
        for page in range(3, 100):
            match = re.compile(rf"(?<![\d,]) {page} {page} ").search(text, position)
            if match is None:
                break
            starts.append((match.start(), str(page)))
            position = match.end()
        return starts
    return _chapter_starts(text)


def _squash(text: str) -> str:
    return _NOT_ALNUM.sub("", normalize(text))


def _chapter_starts(text: str) -> list[tuple[int, str]]:
    toc: list[tuple[str, int]] = []
    toc_end = 0
    offset = 0
    for line in text.splitlines(keepends=True):
        match = _TOC_LINE.match(line.strip())
        if match:
            toc.append((_squash(match.group("title")), int(match.group("page"))))
            toc_end = offset + len(line)
        elif toc and line.strip():
            break
        offset += len(line)
    pages = {title: index for index, (title, _) in enumerate(toc)}
    starts: list[tuple[int, str]] = []
    last = -1
    for heading in _HEADING.finditer(text, toc_end):
        index = pages.get(_squash(heading.group("title")), -1)
        if index <= last:  # not a chapter, or a later page repeating an earlier title
            continue
        last = index
        first = toc[index][1]
        later = [page for _, page in toc[index + 1 :] if page > first]
        label = f"{first}–{later[0]}" if later else str(first)
        starts.append((heading.start(), label))
    return starts
