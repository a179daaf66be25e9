"""Which app may import which (issue 18's structure item), read from the code with `ast`.

The allowed direction:

- `smashup_site` (settings, URLs, and what every app shares: `smashup_site.api` for the APIs'
  errors, pagination and schema responses, `query_params`, `text`, `booklets`) imports no app.
  Every app may import it.
- `catalog` imports no other app.
- `rules`, `simulator` and `tablesetup` read the catalog, one way, through its models,
  selectors and template tags (how a catalog name is shown): never its API, search or
  importer code, which are the catalog's own, not a library.
- No other import between apps; so no two apps import each other (no cycle).

Imports anywhere in a module count (inside functions too); migrations are included.
"""

from __future__ import annotations

import ast
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
APPS = ("smashup_site", "catalog", "rules", "simulator", "tablesetup")
SHARED = "smashup_site"
CATALOG_READS = ("catalog.models", "catalog.selectors", "catalog.templatetags.catalog_tags")
READERS = ("rules", "simulator", "tablesetup")


def imported_modules(path: Path) -> set[str]:
    """The absolute module names `path` imports (`from x import y` also counts `x.y`)."""
    modules: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            modules.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            modules.add(node.module)
            modules.update(f"{node.module}.{alias.name}" for alias in node.names)
    return modules


def cross_app_imports() -> dict[tuple[str, str], set[str]]:
    """(importing app, imported app) -> "file: module" for every import between two apps."""
    edges: dict[tuple[str, str], set[str]] = defaultdict(set)
    for app in APPS:
        for path in (ROOT / app).rglob("*.py"):
            for module in imported_modules(path):
                other = module.split(".")[0]
                if other in APPS and other != app:
                    edges[(app, other)].add(f"{path.relative_to(ROOT)}: {module}")
    return edges


def reads_allowed(module: str) -> bool:
    """A catalog module a reader app may import: a read of the catalog, not its plumbing."""
    return any(module == allowed or module.startswith(f"{allowed}.") for allowed in CATALOG_READS)


def test_smashup_site_and_the_catalog_import_no_app():
    edges = cross_app_imports()
    for app in (SHARED, "catalog"):
        wrong = {pair: found for pair, found in edges.items() if pair[0] == app}
        if app == "catalog":
            wrong.pop(("catalog", SHARED), None)
        assert wrong == {}


def test_readers_import_only_the_shared_package_and_the_catalogs_reads():
    problems = []
    for (app, other), found in cross_app_imports().items():
        if app not in READERS or other == SHARED:
            continue
        if other != "catalog":
            problems += sorted(found)
            continue
        for entry in found:
            module = entry.split(": ", 1)[1]
            if module.startswith("catalog.") and not reads_allowed(module):
                # `from catalog.models import Card` also yields "catalog.models.Card": allowed.
                problems.append(entry)
    assert problems == []


def test_no_two_apps_import_each_other():
    edges = cross_app_imports()
    cycles = sorted({tuple(sorted(pair)) for pair in edges if pair[::-1] in edges})
    assert cycles == []


def test_the_check_sees_an_import_between_apps(tmp_path):
    module = tmp_path / "example.py"
    module.write_text(
        "from catalog.api.views import responses\ndef later():\n    import rules.models\n",
        encoding="utf-8",
    )
    assert imported_modules(module) == {
        "catalog.api.views",
        "catalog.api.views.responses",
        "rules.models",
    }
    assert not reads_allowed("catalog.api.views")
    assert not reads_allowed("catalog.search")
    assert reads_allowed("catalog.models")
    assert reads_allowed("catalog.models.Card")
