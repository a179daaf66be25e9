"""The small markup of `rules/content/`: paragraphs, lists and [[term:slug|label]] cross-links.

Text is HTML-escaped first; only the structure below becomes HTML, so content cannot inject markup.
"""

import re
from collections.abc import Callable, Iterator

from django.utils.html import escape
from django.utils.safestring import SafeString, mark_safe

LINK = re.compile(r"\[\[(?P<kind>term|section):(?P<slug>[a-z0-9-]+)(?:\|(?P<label>[^\]]+))?\]\]")
_BULLET = re.compile(r"^- ")
_NUMBER = re.compile(r"^\d+\. ")

# resolve(kind, slug) -> (url, title); a None url renders the label as plain text.
Resolver = Callable[[str, str], tuple[str | None, str]]


def links(text: str) -> Iterator[tuple[str, str]]:
    """Every (kind, slug) cross-link in a text."""
    for match in LINK.finditer(text):
        yield match.group("kind"), match.group("slug")


def plain(text: str, titles: dict[tuple[str, str], str] | None = None) -> str:
    """The text without markup (for search columns): a link becomes its label or its title."""

    def label(match: re.Match) -> str:
        if match.group("label"):
            return match.group("label")
        key = (match.group("kind"), match.group("slug"))
        return (titles or {}).get(key, match.group("slug").replace("-", " "))

    text = LINK.sub(label, text)
    lines = [_NUMBER.sub("", _BULLET.sub("", line)) for line in text.splitlines()]
    return "\n".join(lines)


def _inline(escaped: str, resolve: Resolver) -> str:
    def link(match: re.Match) -> str:
        url, title = resolve(match.group("kind"), match.group("slug"))
        label = match.group("label") or escape(title)
        if url is None:
            return label
        css = "rule-term" if match.group("kind") == "term" else "rule-section"
        return f'<a class="{css}" href="{escape(url)}">{label}</a>'

    return LINK.sub(link, escaped)


def render_inline(text: str, resolve: Resolver) -> SafeString:
    """One line of HTML for a stored text (search excerpts): its cross-links resolved, list
    markers dropped, paragraphs and lines joined by spaces; no block elements."""
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    flat = " ".join(_NUMBER.sub("", _BULLET.sub("", line)) for line in lines)
    return mark_safe(_inline(escape(flat), resolve))  # noqa: S308 - escaped above


def render(text: str, resolve: Resolver) -> SafeString:
    """HTML for a stored text: <p>, <ul> or <ol> blocks with resolved cross-links."""
    blocks: list[str] = []
    for paragraph in text.split("\n\n"):
        lines = [line.strip() for line in paragraph.strip().splitlines() if line.strip()]
        if not lines:
            continue
        if all(_BULLET.match(line) for line in lines):
            items = "".join(
                f"<li>{_inline(escape(_BULLET.sub('', line)), resolve)}</li>" for line in lines
            )
            blocks.append(f"<ul>{items}</ul>")
        elif all(_NUMBER.match(line) for line in lines):
            items = "".join(
                f"<li>{_inline(escape(_NUMBER.sub('', line)), resolve)}</li>" for line in lines
            )
            blocks.append(f"<ol>{items}</ol>")
        else:
            blocks.append(f"<p>{_inline(escape(' '.join(lines)), resolve)}</p>")
    return mark_safe("\n".join(blocks))  # noqa: S308 - every piece above is escaped
