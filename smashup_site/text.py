"""Text normalisation shared by every search (catalog, rules): accent- and case-insensitive."""

import re
import unicodedata

_SPACES = re.compile(r"\s+")
_APOSTROPHES = str.maketrans({"’": "'", "‘": "'", "ʼ": "'", "`": "'"})


def normalize(text: str) -> str:
    """Lower-case, strip accents, unify apostrophes and collapse white space.

    >>> normalize("  Toutes Voiles  DEHORS ! ")
    'toutes voiles dehors !'
    >>> normalize("Golem Schloß Épée")
    'golem schloss epee'
    """
    decomposed = unicodedata.normalize("NFKD", text.translate(_APOSTROPHES).casefold())
    stripped = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    return _SPACES.sub(" ", stripped).strip()
