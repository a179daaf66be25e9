"""Template helpers of the catalog pages: names in the page's language, unknown values, sources.

Every value a source does not give is rendered as "unknown"; every French name says where it
comes from (rulebook, fan translation) or, when no source gives one, shows the English name
marked as not translated.
"""

from __future__ import annotations

import re
from typing import Any
from urllib.parse import urlsplit

from django import template
from django.conf import settings
from django.urls import reverse, translate_url
from django.utils.html import format_html
from django.utils.safestring import SafeString, mark_safe
from django.utils.text import Truncator
from django.utils.translation import get_language, gettext, pgettext

from catalog.models import Base, Card, NameSource, Printing
from catalog.selectors import PrintingPair
from smashup_site.booklets import BOOKLET_FILES, Booklet

register = template.Library()


# --- names -----------------------------------------------------------------------------------


def _names(obj: Any) -> tuple[str, str, str]:
    """(English name, French name, where the French name comes from) of any catalog record."""
    if hasattr(obj, "title_en"):
        return obj.title_en, obj.title_fr, obj.title_fr_source
    en = getattr(obj, "name_en", "") or ""
    fr = getattr(obj, "name_fr", "") or ""
    # Records without a name source (keywords) carry the project's own French names.
    source = getattr(obj, "name_fr_source", NameSource.RULEBOOK if fr else NameSource.NONE)
    if fr and not source:
        source = NameSource.RULEBOOK
    return en, fr, source


def _is_french() -> bool:
    return (get_language() or "").startswith("fr")


@register.filter
def local_name(obj: Any) -> str:
    """The name to show in the current language: French when known on /fr/, else English."""
    en, fr, _source = _names(obj)
    if _is_french() and fr:
        return fr
    return en or fr or gettext("unknown name")


@register.filter
def other_name(obj: Any) -> str:
    """The name in the other language, when it is known and differs from `local_name`."""
    en, fr, _source = _names(obj)
    if not fr or not en or fr == en:
        return ""
    return en if _is_french() else fr


@register.simple_tag
def name(obj: Any) -> SafeString:
    """The name in the page's language, marked up with its language and where it comes from.

    On French pages a name no French source gives is shown in English with an "EN" mark; a
    fan-sourced name carries a "fan" mark.
    """
    en, fr, source = _names(obj)
    if not en and not fr:
        return format_html('<span class="unknown">{}</span>', gettext("unknown name"))
    if fr and (_is_french() or not en):
        if source == NameSource.FAN and _is_french():
            return format_html(
                '<span lang="fr">{}</span> <abbr class="tag" title="{}">{}</abbr>',
                fr,
                gettext("Fan translation: no French rulebook confirms this name"),
                pgettext("short mark of a fan-translated name", "fan"),
            )
        return format_html('<span lang="fr">{}</span>', fr)
    if not _is_french():
        return format_html('<span lang="en">{}</span>', en)
    return format_html(
        '<span lang="en">{}</span> <abbr class="tag" title="{}">{}</abbr>',
        en,
        gettext("Not translated: no French source gives this name"),
        pgettext("short mark of an untranslated name", "EN"),
    )


@register.simple_tag
def french_name_status(obj: Any) -> str:
    """A sentence saying where the French name comes from (or that there is none)."""
    _en, fr, source = _names(obj)
    if not fr:
        return gettext("not translated: no French source gives this name")
    if source == NameSource.FAN:
        return gettext("fan translation, not confirmed by a French rulebook")
    return gettext("French rulebook")


# --- values ----------------------------------------------------------------------------------


FEMININE = "feminine"


def _unknown(gender: str = "") -> SafeString:
    """ "unknown"; `gender` "feminine" for a feminine French noun (Force, Année, date)."""
    if gender == FEMININE:
        word = pgettext("agrees with a feminine noun: power, year, date", "unknown")
    else:
        word = gettext("unknown")
    return format_html('<span class="unknown">{}</span>', word)


@register.filter
def or_unknown(value: Any, gender: str = "") -> SafeString:
    """The value, or "unknown" when it is None or empty (`|or_unknown:"feminine"` when the
    value is a power, a year or a date, feminine in French)."""
    if value is None or value == "":
        return _unknown(gender)
    return format_html("{}", value)


@register.filter
def power(card: Card) -> SafeString:
    """The printed power: the number, the printed text ("X"), "no power" for actions, or unknown."""
    if card.power_text:
        return format_html("{}", card.power_text)
    if card.power is not None:
        return format_html("{}", card.power)
    if card.card_type == Card.Type.ACTION:
        return format_html(
            '<span class="muted" title="{}">–<span class="visually-hidden">{}</span></span>',
            gettext("Actions have no power"),
            gettext("no power"),
        )
    return _unknown(FEMININE)


@register.filter
def vp(base: Base) -> SafeString:
    """Victory points for 1st, 2nd and 3rd place ("4-2-1"); unknown places say so."""
    values = base.vp
    if all(value is None for value in values):
        return _unknown()
    parts = [format_html("{}", v) if v is not None else _unknown() for v in values]
    return mark_safe("-".join(parts))  # every part is escaped above


@register.filter
def stats(base: Base) -> SafeString:
    """Breakpoint and VP in one short cell: "18 · 2-3-2"."""
    return format_html("{} · {}", or_unknown(base.breakpoint), vp(base))


def _display(obj: Any, field: str) -> SafeString:
    if field == "power":
        return power(obj)
    if field == "vp":
        return vp(obj)
    if field == "stats":
        return stats(obj)
    if field == "card_type":
        return format_html("{}", obj.get_card_type_display())
    return or_unknown(getattr(obj, field))


def _differs(pair: PrintingPair, field: str) -> bool:
    if field == "power":
        return pair.differs("power") or pair.differs("power_text")
    if field == "vp":
        return pair.both and pair.original.vp != pair.pod.vp
    if field == "stats":
        return pair.both and (_differs(pair, "vp") or pair.differs("breakpoint"))
    return pair.differs(field)


@register.simple_tag
def pair_value(pair: PrintingPair, field: str) -> SafeString:
    """A value of the pair's main record; when the other printing differs, both, highlighted."""
    if not _differs(pair, field):
        return _display(pair.main, field)
    return format_html(
        '<span class="diff">{}</span> <span class="muted">({} {})</span>',
        _display(pair.original, field),
        gettext("POD:"),
        _display(pair.pod, field),
    )


@register.simple_tag
def pair_total(pair: PrintingPair, field: str) -> int:
    """The sum of a count over both printings of `pair` (clarifications, errata)."""
    return sum(getattr(record, field, 0) or 0 for record in (pair.original, pair.pod) if record)


@register.simple_tag
def diff_class(pair: PrintingPair | None, field: str) -> str:
    """ "diff" when the two printings of `pair` disagree on `field`, for side-by-side tables."""
    return "diff" if pair is not None and _differs(pair, field) else ""


@register.filter
def type_heading(card_type: str) -> str:
    """The heading of a group of cards of one type: "Minions", "Actions"..."""
    headings = {
        Card.Type.MINION: gettext("Minions"),
        Card.Type.ACTION: gettext("Actions"),
        Card.Type.TITAN: gettext("Titans"),
    }
    return headings.get(card_type, gettext("Other cards"))


@register.filter
def printing_label(value: str) -> str:
    """Short label of a printing: "Original" or "POD"."""
    if value == Printing.POD:
        return gettext("POD")
    return gettext("Original")


# --- sources ---------------------------------------------------------------------------------


def _link_label(url: str) -> str:
    parts = urlsplit(url)
    path = parts.path.rstrip("/")
    tail = path.rsplit("/", 1)[-1] if path else ""
    return f"{parts.netloc}/…/{tail}" if tail else parts.netloc


@register.simple_tag
def source(url: str = "", file: str = "") -> SafeString:
    """A link to the source URL, else the source file name, else "unknown"."""
    if url:
        return format_html(
            '<a href="{}" rel="noopener noreferrer external">{}</a>', url, _link_label(url)
        )
    if file:
        return format_html("<code>{}</code>", file)
    return _unknown()


@register.simple_tag
def record_source(obj: Any) -> SafeString:
    """The source of a record's facts or text: its URL and its file."""
    url, file = obj.source_url, obj.source_file
    if url and file:
        return format_html("{} (<code>{}</code>)", source(url=url), file)
    return source(url=url, file=file)


@register.simple_tag
def text_source(obj: Any) -> SafeString:
    """The source of a card's text or a base's ability (a base's text may come from a file
    other than its stats)."""
    file = getattr(obj, "text_source_file", "") or obj.source_file
    url = obj.source_url if file == obj.source_file else ""
    if url and file:
        return format_html("{} (<code>{}</code>)", source(url=url), file)
    return source(url=url, file=file)


@register.simple_tag
def french_text_source(record: Card | Base) -> SafeString:
    """Where a quoted French text comes from: the rulebook (named in the page's language), its
    page when the booklet tells, and the file in RULEBOOK_DIR."""
    file = record.text_fr_source_file
    booklet = next((key for key, name in BOOKLET_FILES.items() if name == file), None)
    label = str(Booklet(booklet).label) if booklet else file
    if record.text_fr_source_page:
        label = gettext("%(booklet)s, p. %(page)s") % {
            "booklet": label,
            "page": record.text_fr_source_page,
        }
    return format_html("{} (<code>{}</code>)", label, file)


_RULEBOOK = re.compile(r"^(?P<title>.+) rulebook$")


def _document_name(name: str) -> SafeString:
    """A source document's (English) name: "<box> rulebook" in the page's language with the
    box title marked English; any other name marked English as a whole."""
    match = _RULEBOOK.match(name)
    if match:
        title = format_html('<span lang="en">{}</span>', match["title"])
        return format_html(gettext("{title} rulebook"), title=title)
    return format_html('<span lang="en">{}</span>', name)


@register.simple_tag
def ruling_source(ruling: Any) -> SafeString:
    """Where a clarification or erratum comes from: document (linked), page, date."""
    name = ruling.source_name or ruling.source_file
    if ruling.source_url:
        label = format_html(
            '<a href="{}" rel="noopener noreferrer external">{}</a>',
            ruling.source_url,
            _document_name(name) if name else _link_label(ruling.source_url),
        )
    elif ruling.source_name:
        label = _document_name(name)
    elif name:
        label = format_html("<code>{}</code>", name)
    else:
        label = _unknown()
    parts = [label]
    if ruling.source_page:
        parts.append(format_html("{} {}", gettext("p."), ruling.source_page))
    if ruling.source_file and ruling.source_file != name:
        parts.append(format_html("<code>{}</code>", ruling.source_file))
    return mark_safe(", ".join(parts))  # every part is escaped above


_EVIDENCE = re.compile(
    r"^(?P<also>also )?(?P<file>[\w./-]+\.(?:txt|csv|json|md))"
    r"(?P<pages>(?: p\.\d+,?)*)(?: \(offset (?P<offset>\d+)\))?(?: row (?P<row>\d+))?"
    r"(?: \((?P<note>[^)]*)\))?$"
)


@register.filter
def evidence(text: str | None) -> SafeString:
    """Where a French name was found, e.g. "file.txt (offset 6075); pairs.csv row 3": file
    names as code, offset, row and "also" in the page's language; any other words (the
    sources' own English notes) marked lang="en"."""
    parts: list[SafeString] = []
    for part in str(text or "").split("; "):
        match = _EVIDENCE.match(part.strip())
        if match is None:
            parts.append(format_html('<span lang="en">{}</span>', part))
            continue
        html = format_html("<code>{}</code>{}", match["file"], match["pages"] or "")
        if match["offset"]:
            offset = gettext("offset %(offset)s") % {"offset": match["offset"]}
            html = format_html("{} ({})", html, offset)
        if match["row"]:
            html = format_html("{}, {}", html, gettext("row %(row)s") % {"row": match["row"]})
        if match["note"]:
            html = format_html('{} (<span lang="en">{}</span>)', html, match["note"])
        if match["also"]:
            html = format_html("{} {}", gettext("also"), html)
        parts.append(html)
    return mark_safe("; ".join(parts))  # every part is escaped above


# --- links -----------------------------------------------------------------------------------


TEXT_LINE_CHARS = 110  # a result row's line of text


@register.simple_tag
def text_line(record: Card | Base) -> SafeString:
    """The start of a card's or base's text on one line, for a result row: the French text on
    French pages when a rulebook prints it, else the source's English text."""
    french = _is_french() and getattr(record, "text_fr", "")
    text = french or record.text
    if not text:
        if getattr(record, "has_ability", None) is False:
            return format_html('<span class="muted">{}</span>', gettext("No ability."))
        return format_html('<span class="unknown">{}</span>', gettext("text unknown"))
    line = Truncator(" ".join(text.split())).chars(TEXT_LINE_CHARS)
    return format_html('<span lang="{}">{}</span>', "fr" if french else "en", line)


@register.simple_tag
def card_url(card: Card) -> str:
    """The page of `card` in its printing (the original printing needs no parameter)."""
    url = reverse("catalog:card", kwargs={"faction": card.faction.slug, "slug": card.slug})
    return url if card.printing == Printing.ORIGINAL else f"{url}?printing={card.printing}"


@register.simple_tag
def base_url(base: Base) -> str:
    """The page of `base` in its printing (the original printing needs no parameter)."""
    url = reverse("catalog:base", kwargs={"slug": base.slug})
    return url if base.printing == Printing.ORIGINAL else f"{url}?printing={base.printing}"


@register.simple_tag(takes_context=True)
def language_links(context: template.Context) -> list[dict[str, Any]]:
    """The current page in each language: code, name, URL and whether it is the current one.

    The URL keeps the page and its query string; a path Django cannot resolve (a 404) keeps
    its path under the other language prefix.
    """
    request = context.get("request")
    path = request.get_full_path() if request is not None else "/"
    current = get_language() or settings.LANGUAGE_CODE
    names = {"en": "English", "fr": "Français"}
    links = []
    for code, label in settings.LANGUAGES:
        url = translate_url(path, code)
        if code != current and url == path and path.startswith(f"/{current}/"):
            url = f"/{code}/{path[len(current) + 2 :]}"
        links.append(
            {
                "code": code,
                "name": names.get(code, str(label)),
                "url": url,
                "current": code == current,
            }
        )
    return links
