"""Parse a search query into a small syntax tree, never failing: problems become warnings.

Grammar (terms side by side bind tighter than `or`):

    query   := orexpr
    orexpr  := andexpr ("or" andexpr)*
    andexpr := unary*
    unary   := "-" unary | atom
    atom    := "(" orexpr ")" | word | "phrase" | name OP value

>>> parse('t:minion (f:pirates or f:ninjas) -p<3').node
And(children=(Term(key='t', op=':', value='minion', raw='t:minion'), \
Or(children=(Term(key='f', op=':', value='pirates', raw='f:pirates'), \
Term(key='f', op=':', value='ninjas', raw='f:ninjas'))), \
Not(child=Term(key='p', op='<', value='3', raw='p<3'))))
"""

from __future__ import annotations

from dataclasses import dataclass, field

from catalog.search import terms as T
from catalog.search.messages import SearchWarning
from catalog.search.tokenizer import FIELD, LPAREN, NOT, OR, RPAREN, WORD, Token, tokenize
from smashup_site.text import normalize

MAX_QUERY_LENGTH = 300
MAX_TERMS = 40
MAX_DEPTH = 10


@dataclass(frozen=True)
class Word:
    """Free text matched against names and texts; `text` is normalised."""

    text: str
    raw: str


@dataclass(frozen=True)
class Term:
    """A field term; `value` is normalised (a canonical value for choices, digits for numbers)."""

    key: str
    op: str
    value: str
    raw: str


@dataclass(frozen=True)
class Not:
    child: Node


@dataclass(frozen=True)
class And:
    children: tuple[Node, ...]


@dataclass(frozen=True)
class Or:
    children: tuple[Node, ...]


Node = Word | Term | Not | And | Or


@dataclass
class ParsedQuery:
    node: Node | None  # None: nothing to search for
    warnings: list[SearchWarning] = field(default_factory=list)
    lang: str | None = None  # set by lang:
    term_count: int = 0


def parse(query: str) -> ParsedQuery:
    """The syntax tree of `query` and what was wrong with it."""
    warnings: list[SearchWarning] = []
    if len(query) > MAX_QUERY_LENGTH:
        warnings.append(SearchWarning("too_long", {"limit": str(MAX_QUERY_LENGTH)}))
        query = query[:MAX_QUERY_LENGTH]
    parser = _Parser(tokenize(query, warnings), warnings)
    node = parser.parse()
    return ParsedQuery(node, warnings, parser.lang, parser.term_count)


class _Parser:
    def __init__(self, tokens: list[Token], warnings: list[SearchWarning]):
        self.tokens = tokens
        self.pos = 0
        self.warnings = warnings
        self.lang: str | None = None
        self.term_count = 0
        self.depth = 0
        self.warned: set[str] = set()

    # -- token stream --------------------------------------------------------------------
    def peek(self) -> str | None:
        return self.tokens[self.pos].kind if self.pos < len(self.tokens) else None

    def take(self) -> Token:
        token = self.tokens[self.pos]
        self.pos += 1
        return token

    def warn_once(self, code: str, **params: str) -> None:
        if code not in self.warned:
            self.warned.add(code)
            self.warnings.append(SearchWarning(code, params))

    # -- grammar -------------------------------------------------------------------------
    def parse(self) -> Node | None:
        parts = []
        while self.peek() is not None:
            node = self.orexpr()
            if node is not None:
                parts.append(node)
            if self.peek() == RPAREN:
                self.take()
                self.warnings.append(SearchWarning("unmatched_close"))
        return _and(parts)

    def orexpr(self) -> Node | None:
        options = []
        left = self.andexpr()
        if left is not None:
            options.append(left)
        while self.peek() == OR:
            self.take()
            right = self.andexpr()
            if left is None or right is None:
                self.warnings.append(SearchWarning("dangling_or"))
            if right is not None:
                options.append(right)
            left = right
        if len(options) > 1:
            return Or(tuple(options))
        return options[0] if options else None

    def andexpr(self) -> Node | None:
        parts = []
        while self.peek() not in (None, OR, RPAREN):
            node = self.unary()
            if node is not None:
                parts.append(node)
        return _and(parts)

    def unary(self) -> Node | None:
        if self.peek() == NOT:
            self.take()
            if self.peek() in (None, OR, RPAREN, NOT):
                self.warnings.append(SearchWarning("dangling_not"))
                return None
            token = self.tokens[self.pos]
            if token.kind == FIELD and _is_modifier(token):
                self.take()
                self.warnings.append(SearchWarning("modifier_not_filter", {"term": token.raw}))
                self.field(token)  # still applied: lang: only sets the answer's language
                return None
            child = self.unary()
            return Not(child) if child is not None else None
        return self.atom()

    def atom(self) -> Node | None:
        token = self.take()
        if token.kind == LPAREN:
            if self.depth >= MAX_DEPTH:
                self.warn_once("too_deep", limit=str(MAX_DEPTH))
                self.skip_group()
                return None
            empty = self.peek() in (RPAREN, None)
            self.depth += 1
            node = self.orexpr()
            self.depth -= 1
            if self.peek() == RPAREN:
                self.take()
            else:
                self.warnings.append(SearchWarning("unclosed_paren"))
            if empty:
                self.warnings.append(SearchWarning("empty_group"))
            return node
        if not self.count_term():
            return None
        if token.kind == WORD:
            text = normalize(token.text)
            if not any(ch.isalnum() for ch in text):
                self.warnings.append(SearchWarning("empty_word", {"term": token.display}))
                return None
            return Word(text, token.display)
        if token.kind == FIELD:
            return self.field(token)
        return None  # RPAREN / OR are handled by the callers; NOT by unary()

    def skip_group(self) -> None:
        """Pass over the rest of a group whose "(" was just taken, up to its ")"."""
        level = 1
        while self.peek() is not None and level:
            kind = self.take().kind
            level += {LPAREN: 1, RPAREN: -1}.get(kind, 0)

    def count_term(self) -> bool:
        self.term_count += 1
        if self.term_count > MAX_TERMS:
            self.warn_once("too_many_terms", limit=str(MAX_TERMS))
            return False
        return True

    def field(self, token: Token) -> Term | None:
        spec = T.find_field(token.name)
        if spec is None:
            self.warnings.append(SearchWarning("unknown_term", {"term": f"{token.name}{token.op}"}))
            return None
        value = normalize(token.text)
        if not value:
            self.warnings.append(SearchWarning("empty_value", {"term": token.raw}))
            return None
        op = token.op
        if op not in spec.operators:
            allowed = " ".join(spec.operators)
            self.warnings.append(
                SearchWarning(
                    "bad_operator", {"term": token.raw, "name": token.name, "allowed": allowed}
                )
            )
            op = ":"
        if spec.kind == T.NUMBER:
            number = _to_int(value)
            if number is None:
                self.warnings.append(
                    SearchWarning(
                        "bad_number",
                        {
                            "term": token.raw,
                            "value": token.text,
                            "low": str(T.NUMBER_MIN),
                            "high": str(T.NUMBER_MAX),
                        },
                    )
                )
                return None
            value = str(number)
        elif spec.kind in (T.CHOICE, T.MODIFIER):
            canonical = spec.choices.get(value)
            if canonical is None:
                self.warnings.append(
                    SearchWarning(
                        "bad_value",
                        {"term": token.raw, "value": token.text, "allowed": spec.allowed_values()},
                    )
                )
                return None
            value = canonical
        if spec.kind == T.MODIFIER:
            self.lang = value
            return None
        return Term(spec.key, op, value, token.raw)


def _is_modifier(token: Token) -> bool:
    spec = T.find_field(token.name)
    return spec is not None and spec.kind == T.MODIFIER


def _to_int(value: str) -> int | None:
    text = value.strip()
    sign = -1 if text.startswith("-") else 1
    digits = text.lstrip("+-")
    if not digits.isascii() or not digits.isdigit() or len(digits) > 4:
        return None
    number = sign * int(digits)
    return number if T.NUMBER_MIN <= number <= T.NUMBER_MAX else None


def _and(parts: list[Node]) -> Node | None:
    if not parts:
        return None
    return parts[0] if len(parts) == 1 else And(tuple(parts))
