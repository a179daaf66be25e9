"""Reading source and fixture files: every read is recorded (for the digest) and every failure
names the file. Field helpers check one value of one record and name the record and the field."""

from __future__ import annotations

import csv
import hashlib
import io
import json
from pathlib import Path
from typing import Any

from catalog.importer.errors import CatalogSourceError
from smashup_site.files import read_regular_file


class FileSet:
    """A directory read by the importer; `label` prefixes the relative paths in messages."""

    def __init__(self, root: Path, label: str = "") -> None:
        self.root = Path(root)
        self.label = label
        self.read: dict[str, bytes] = {}

    def name(self, rel: str) -> str:
        return f"{self.label}{rel}"

    def bytes(self, rel: str) -> bytes:
        path = self.root / rel
        try:
            data = read_regular_file(path)
        except FileNotFoundError:
            raise CatalogSourceError(self.name(rel), f"file not found in {self.root}") from None
        except OSError as exc:
            raise CatalogSourceError(self.name(rel), f"cannot read: {exc.strerror}") from None
        self.read[self.name(rel)] = data
        return data

    def text(self, rel: str) -> str:
        try:
            return self.bytes(rel).decode("utf-8")
        except UnicodeDecodeError as exc:
            raise CatalogSourceError(self.name(rel), f"not UTF-8 text ({exc.reason})") from None

    def json(self, rel: str) -> Any:
        try:
            return json.loads(self.text(rel))
        except json.JSONDecodeError as exc:
            raise CatalogSourceError(
                self.name(rel), f"invalid JSON at line {exc.lineno}, column {exc.colno}: {exc.msg}"
            ) from None

    def csv_rows(self, rel: str) -> list[dict[str, str]]:
        reader = csv.DictReader(io.StringIO(self.text(rel)))
        try:
            return list(reader)
        except csv.Error as exc:
            raise CatalogSourceError(self.name(rel), f"invalid CSV: {exc}") from None

    def list(self, rel: str, suffix: str) -> list[str]:
        """Sorted relative paths of the files ending with `suffix` in the folder `rel`."""
        folder = self.root / rel
        if not folder.is_dir():
            raise CatalogSourceError(self.name(rel), f"folder not found in {self.root}")
        return sorted(f"{rel}/{p.name}" for p in folder.iterdir() if p.name.endswith(suffix))


def digest(*filesets: FileSet) -> str:
    """sha256 over every file read, in path order."""
    h = hashlib.sha256()
    for name, data in sorted((n, d) for fs in filesets for n, d in fs.read.items()):
        h.update(name.encode())
        h.update(b"\0")
        h.update(hashlib.sha256(data).digest())
    return h.hexdigest()


class Record:
    """One record of a file, with typed accessors that name the file, record and field."""

    def __init__(self, data: Any, file: str, label: str) -> None:
        if not isinstance(data, dict):
            raise CatalogSourceError(
                file, f"expected an object, found {type(data).__name__}", label
            )
        self.data = data
        self.file = file
        self.label = label

    def error(self, field: str, message: str) -> CatalogSourceError:
        return CatalogSourceError(self.file, message, self.label, field)

    def raw(self, field: str, default: Any = None) -> Any:
        return self.data.get(field, default)

    def has(self, field: str) -> bool:
        return field in self.data

    def str(self, field: str, *, required: bool = True) -> str:
        value = self.data.get(field)
        if value is None and not required:
            return ""
        if not isinstance(value, str):
            raise self.error(field, f"expected a string, found {_kind(value)}")
        if required and not value.strip():
            raise self.error(field, "must not be empty")
        return value

    def int(self, field: str, *, required: bool = True, minimum: int | None = None) -> int | None:
        value = self.data.get(field)
        if value is None and not required:
            return None
        if isinstance(value, bool) or not isinstance(value, int):
            raise self.error(field, f"expected an integer, found {_kind(value)}")
        if minimum is not None and value < minimum:
            raise self.error(field, f"must be at least {minimum}, found {value}")
        return value

    def bool(self, field: str, default: bool | None = None) -> bool:
        value = self.data.get(field, default)
        if not isinstance(value, bool):
            raise self.error(field, f"expected true or false, found {_kind(value)}")
        return value

    def list(self, field: str, *, required: bool = True) -> list:
        value = self.data.get(field)
        if value is None and not required:
            return []
        if not isinstance(value, list):
            raise self.error(field, f"expected a list, found {_kind(value)}")
        return value

    def vp(self, field: str) -> tuple[int, int, int] | None:
        value = self.data.get(field)
        if value is None:
            return None
        if (
            not isinstance(value, list)
            or len(value) != 3
            or not all(isinstance(v, int) and not isinstance(v, bool) and v >= 0 for v in value)
        ):
            raise self.error(field, f"expected three VP integers, found {value!r}")
        return (value[0], value[1], value[2])


def records(data: Any, file: str, field: str, label_field: str = "name") -> list[Record]:
    """The records of the list `data[field]` (or `data` itself when `field` is empty)."""
    items = data.get(field) if field and isinstance(data, dict) else data
    if not isinstance(items, list):
        raise CatalogSourceError(file, f"expected a list under {field!r}", field=field)
    out = []
    for index, item in enumerate(items):
        label = f"#{index}"
        if isinstance(item, dict) and isinstance(item.get(label_field), str):
            label = f"#{index} ({item[label_field]})"
        out.append(Record(item, file, label))
    return out


def _kind(value: Any) -> str:
    if value is None:
        return "nothing"
    return f"{type(value).__name__} {value!r}"[:80]
