"""Split a search query into tokens: words, "quoted phrases", field terms, parentheses, or, -.

>>> [t.kind for t in tokenize('-t:action (f:pirates or b:"monster smash") tortuga')]
['not', 'field', 'lparen', 'field', 'or', 'field', 'rparen', 'word']
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from catalog.search.messages import SearchWarning

WORD = "word"
FIELD = "field"
LPAREN = "lparen"
RPAREN = "rparen"
OR = "or"
NOT = "not"

# A field term starts with a name made of letters, then an operator, then a value.
_FIELD = re.compile(r"([^\W\d_][\w]*)(>=|<=|!=|:|=|>|<)", re.UNICODE)
_BARE_END = re.compile(r'[\s()"]')
_VALUE_END = re.compile(r"[\s()]")
# Typographic quotes are read as plain double quotes: «monster smash», “monster smash”.
_QUOTES = str.maketrans({"«": '"', "»": '"', "“": '"', "”": '"', "„": '"', "‟": '"'})


@dataclass(frozen=True)
class Token:
    kind: str
    text: str = ""  # a word, a phrase, or a field's value
    name: str = ""  # a field's name, as typed
    op: str = ""  # a field's operator
    quoted: bool = False
    raw: str = ""  # the token as typed, for warnings

    @property
    def display(self) -> str:
        return self.raw or self.text


def clean(query: str) -> str:
    """The query with control characters (NUL included) turned into spaces, quotes unified."""
    return "".join(
        " " if unicodedata.category(ch) in {"Cc", "Cf", "Cs", "Co"} else ch
        for ch in query.translate(_QUOTES)
    )


def tokenize(query: str, warnings: list[SearchWarning] | None = None) -> list[Token]:
    """The tokens of `query`; problems (an unclosed quote) are appended to `warnings`."""
    warnings = warnings if warnings is not None else []
    text = clean(query)
    tokens: list[Token] = []
    pos, end = 0, len(text)
    while pos < end:
        ch = text[pos]
        if ch.isspace():
            pos += 1
        elif ch == "(":
            tokens.append(Token(LPAREN, raw="("))
            pos += 1
        elif ch == ")":
            tokens.append(Token(RPAREN, raw=")"))
            pos += 1
        elif ch == "-":
            pos += 1
            if pos < end and not text[pos].isspace() and text[pos] != ")":
                tokens.append(Token(NOT, raw="-"))
            else:
                warnings.append(SearchWarning("dangling_not"))
        elif ch == '"':
            phrase, pos = _read_quoted(text, pos, warnings)
            tokens.append(Token(WORD, text=phrase, quoted=True, raw=f'"{phrase}"'))
        else:
            match = _FIELD.match(text, pos)
            if match:
                name, op = match.group(1), match.group(2)
                pos = match.end()
                if pos < end and text[pos] == '"':
                    value, pos = _read_quoted(text, pos, warnings)
                    raw_value, quoted = f'"{value}"', True
                else:
                    stop = _VALUE_END.search(text, pos)
                    value_end = stop.start() if stop else end
                    value, pos = text[pos:value_end], value_end
                    raw_value, quoted = value, False
                tokens.append(
                    Token(
                        FIELD,
                        text=value,
                        name=name,
                        op=op,
                        quoted=quoted,
                        raw=f"{name}{op}{raw_value}",
                    )
                )
                continue
            stop = _BARE_END.search(text, pos)
            word_end = stop.start() if stop else end
            word, pos = text[pos:word_end], word_end
            folded = word.casefold()
            if folded == "or":
                tokens.append(Token(OR, raw=word))
            elif folded == "and":
                continue  # "and" is what two terms side by side already mean
            else:
                tokens.append(Token(WORD, text=word, raw=word))
    return tokens


def _read_quoted(text: str, pos: int, warnings: list[SearchWarning]) -> tuple[str, int]:
    """The text between the quote at `pos` and the next one, and the position after it."""
    close = text.find('"', pos + 1)
    if close == -1:
        warnings.append(SearchWarning("unclosed_quote"))
        return text[pos + 1 :], len(text)
    return text[pos + 1 : close], close + 1
