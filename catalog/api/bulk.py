"""Bulk export: the whole catalog as one JSON file per language, written once per import.

Files live in `settings.CATALOG_BULK_DIR` (default `<project>/var/bulk`), in a folder named
after the latest CatalogImport (`caching.dataset_key`: id, finishing time and source digest, the
same notion as the API's response cache) and the version of the card annotations (the
simulator's statuses, which change with the code, not the import), beside a small manifest
with their generation time, size and sha256. They are made on first request and served as stored, so
the sha256 announced by /api/v1/bulk/ is the sha256 of the bytes downloaded.
"""

from __future__ import annotations

import fcntl
import hashlib
import json
import os
import shutil
import tempfile
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from django.conf import settings
from django.utils import timezone

from catalog import selectors
from catalog.api import serializers as s
from catalog.api.caching import dataset_key
from catalog.models import CatalogImport
from smashup_site.extensions import card_annotations_version

LANGS = ("en", "fr")
CONTENT_TYPE = "application/json"


@dataclass(frozen=True)
class BulkFile:
    lang: str
    path: Path
    dataset_version: str
    generated_at: datetime
    size: int
    sha256: str

    @property
    def filename(self) -> str:
        return self.path.name


def bulk_dir() -> Path:
    configured = getattr(settings, "CATALOG_BULK_DIR", None)
    return Path(configured) if configured else Path(settings.BASE_DIR) / "var" / "bulk"


def folder_name(catalog_import: CatalogImport) -> str:
    """The import's key, and the version of the card annotations other apps add (the
    simulator's statuses change with a deployment, not with an import)."""
    annotations = card_annotations_version()
    key = dataset_key(catalog_import)
    return f"{key}-{annotations}" if annotations else key


def dataset_version(catalog_import: CatalogImport) -> str:
    return catalog_import.source_digest


def bulk_files() -> list[BulkFile]:
    """The bulk files of the current dataset (made now if missing); [] before any import."""
    catalog_import = selectors.latest_catalog_import()
    if catalog_import is None:
        return []
    return [ensure_bulk_file(catalog_import, lang) for lang in LANGS]


def bulk_file(lang: str) -> BulkFile | None:
    catalog_import = selectors.latest_catalog_import()
    if catalog_import is None or lang not in LANGS:
        return None
    return ensure_bulk_file(catalog_import, lang)


def ensure_bulk_file(catalog_import: CatalogImport, lang: str) -> BulkFile:
    """The file of `lang` for this import, written under a lock if it does not exist yet."""
    root = bulk_dir()
    folder = root / folder_name(catalog_import)  # a new folder whenever the content changes
    manifest = folder / f"catalog-{lang}.meta.json"
    found = _read_manifest(manifest, lang)
    if found is not None:
        return found
    folder.mkdir(parents=True, exist_ok=True)
    with open(root / ".lock", "a+") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            found = _read_manifest(manifest, lang)  # another process may have made it
            if found is not None:
                return found
            _remove_older(root, keep=folder)
            return _write(folder, manifest, catalog_import, lang)
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


def build_catalog(catalog_import: CatalogImport, lang: str, generated_at: datetime) -> dict:
    """The whole catalog in the API's shapes (URLs are site-relative paths)."""
    context = {"lang": lang, "request": None}
    boxes = list(selectors.api_boxes())
    factions = list(selectors.api_factions())
    cards = list(selectors.api_cards())
    bases = list(selectors.api_bases())
    return {
        "object": "catalog",
        "lang": lang,
        "dataset_version": dataset_version(catalog_import),
        "generated_at": generated_at.isoformat(),
        "counts": {
            "boxes": len(boxes),
            "factions": len(factions),
            "cards": len(cards),
            "bases": len(bases),
        },
        "boxes": s.BoxSerializer(boxes, many=True, context=context).data,
        "factions": s.FactionSerializer(factions, many=True, context=context).data,
        "keywords": s.KeywordSerializer(selectors.api_keywords(), many=True, context=context).data,
        "cards": s.CardSerializer(cards, many=True, context=context).data,
        "bases": s.BaseSerializer(bases, many=True, context=context).data,
        "clarifications": s.ClarificationSerializer(
            selectors.api_clarifications(), many=True, context=context
        ).data,
        "errata": s.ErratumSerializer(selectors.api_errata(), many=True, context=context).data,
    }


def _write(folder: Path, manifest: Path, catalog_import: CatalogImport, lang: str) -> BulkFile:
    generated_at = timezone.now().replace(microsecond=0)
    data = build_catalog(catalog_import, lang, generated_at)
    content = json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    path = folder / f"catalog-{lang}.json"
    _atomic_write(path, content)
    found = BulkFile(
        lang=lang,
        path=path,
        dataset_version=dataset_version(catalog_import),
        generated_at=generated_at,
        size=len(content),
        sha256=hashlib.sha256(content).hexdigest(),
    )
    meta = {
        "lang": lang,
        "dataset_version": found.dataset_version,
        "generated_at": generated_at.isoformat(),
        "size": found.size,
        "sha256": found.sha256,
    }
    _atomic_write(manifest, json.dumps(meta).encode("utf-8"))
    return found


def _read_manifest(manifest: Path, lang: str) -> BulkFile | None:
    try:
        meta = json.loads(manifest.read_text("utf-8"))
        path = manifest.with_name(f"catalog-{lang}.json")
        if path.stat().st_size != meta["size"]:
            return None
        return BulkFile(
            lang=lang,
            path=path,
            dataset_version=meta["dataset_version"],
            generated_at=datetime.fromisoformat(meta["generated_at"]),
            size=meta["size"],
            sha256=meta["sha256"],
        )
    except (OSError, ValueError, KeyError):
        return None


def _atomic_write(path: Path, content: bytes) -> None:
    handle, temp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.")
    try:
        with os.fdopen(handle, "wb") as out:
            out.write(content)
        os.replace(temp, path)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise


def _remove_older(root: Path, keep: Path) -> None:
    for child in root.iterdir():
        if child.is_dir() and child != keep:
            shutil.rmtree(child, ignore_errors=True)
