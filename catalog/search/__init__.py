"""The catalog's search syntax, shared by the site's search box and the API's `?q=`.

    from catalog.search import search_catalog
    result = search_catalog('t:minion p>=4 k:talent', lang="fr")
    result.cards, result.bases, result.warnings

`TERMS` documents every term with examples (the syntax page shows them; each one is a test).
"""

from catalog.search.engine import (
    CompiledQuery,
    SearchResult,
    compile_query,
    order_bases,
    order_cards,
    search_catalog,
)
from catalog.search.parser import MAX_QUERY_LENGTH, parse
from catalog.search.terms import TERMS, Example, TermSpec

__all__ = [
    "MAX_QUERY_LENGTH",
    "TERMS",
    "CompiledQuery",
    "Example",
    "SearchResult",
    "TermSpec",
    "compile_query",
    "order_bases",
    "order_cards",
    "parse",
    "search_catalog",
]
