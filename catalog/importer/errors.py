"""The one error the importer raises: it names the file, the record and the field at fault."""

from __future__ import annotations


class CatalogSourceError(Exception):
    """A source or fixture file cannot be imported as it is.

    `file` is relative to CATALOG_SOURCE_DIR (or starts with "fixtures/"); `record` names the
    record (its name or index) and `field` the field, when the problem is that precise.
    """

    def __init__(self, file: str, message: str, record: str = "", field: str = "") -> None:
        self.file = file
        self.record = record
        self.field = field
        self.message = message
        super().__init__(str(self))

    def __str__(self) -> str:
        where = [self.file]
        if self.record:
            where.append(f"record {self.record}")
        if self.field:
            where.append(f"field {self.field!r}")
        return f"{', '.join(where)}: {self.message}"
