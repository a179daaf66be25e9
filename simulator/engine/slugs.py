"""Django's `slugify` (allow_unicode=False) in plain Python, so the engine imports no Django.

Base slugs in the registry and in the catalog are slugify(English name); a test checks that
this function and django.utils.text.slugify agree on every base name of the source data.
"""

import re
import unicodedata

_DROP = re.compile(r"[^\w\s-]")
_DASHES = re.compile(r"[-\s]+")


def slugify(value: str) -> str:
    value = unicodedata.normalize("NFKD", str(value)).encode("ascii", "ignore").decode("ascii")
    value = _DROP.sub("", value.lower())
    return _DASHES.sub("-", value).strip("-_")
