"""The built wheel holds every app of the project whole: code, templates, static files,
translations (.po and .mo), the rules reference's content, the simulator's examples and the
catalog's curated facts (catalog/fixtures), so an installed wheel imports the catalog.

An editable install reads the checkout and hides a missing package: only a real wheel shows
it (issue 18: the setup helper was missing from it). The wheel is built offline (no build
isolation: setuptools is a dev dependency) from a copy of the project, so the checkout gets no
build/ or egg-info directory.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest
from django.conf import settings

ROOT = Path(__file__).resolve().parents[2]
IGNORED = shutil.ignore_patterns("__pycache__", "*.pyc")


def project_apps() -> list[str]:
    """The installed apps that live in this repository (each a folder at its root)."""
    apps = [name for name in settings.INSTALLED_APPS if (ROOT / name / "__init__.py").exists()]
    return ["smashup_site", *[app for app in apps if app != "smashup_site"]]


def app_files(app: str) -> set[str]:
    return {
        path.relative_to(ROOT).as_posix()
        for path in (ROOT / app).rglob("*")
        if path.is_file() and "__pycache__" not in path.parts and path.suffix != ".pyc"
    }


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    source = tmp_path_factory.mktemp("project")
    shutil.copy(ROOT / "pyproject.toml", source)
    for app in project_apps():
        shutil.copytree(ROOT / app, source / app, ignore=IGNORED)
    dist = tmp_path_factory.mktemp("dist")
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            str(source),
            "--no-deps",
            "--no-build-isolation",
            "--no-index",
            "--quiet",
            "--wheel-dir",
            str(dist),
        ],
        check=True,
        capture_output=True,
    )
    (built,) = dist.glob("*.whl")
    return built


@pytest.fixture(scope="module")
def wheel_names(wheel) -> set[str]:
    with zipfile.ZipFile(wheel) as archive:
        return set(archive.namelist())


def test_the_project_has_the_five_apps():
    assert set(project_apps()) == {"smashup_site", "catalog", "rules", "simulator", "tablesetup"}


@pytest.mark.parametrize("app", ["smashup_site", "catalog", "rules", "simulator", "tablesetup"])
def test_the_wheel_holds_every_file_of_each_app(wheel_names, app):
    files = app_files(app)
    assert f"{app}/__init__.py" in files
    missing = sorted(files - wheel_names)
    assert missing == []


def test_the_wheel_holds_templates_static_files_translations_and_content(wheel_names):
    for name in (
        "tablesetup/templates/tablesetup/page.html",
        "tablesetup/static/tablesetup/setup.js",
        "tablesetup/locale/fr/LC_MESSAGES/django.mo",
        "tablesetup/locale/fr/LC_MESSAGES/django.po",
        "catalog/templates/catalog/search.html",
        "smashup_site/templates/base.html",
        "smashup_site/static/smashup_site/site.css",
        "smashup_site/static/smashup_site/favicon.ico",
        "rules/content/sections.json",
        "rules/content/terms.json",
        "simulator/examples/tie-10-10-5.json",
        "catalog/fixtures/boxes.json",
        "catalog/fixtures/factions.json",
        "catalog/fixtures/special_cards.json",
    ):
        assert name in wheel_names, name


def test_an_installed_wheel_imports_the_catalog(wheel, tmp_path):
    """The wheel installed away from the checkout (its own folder, run from another one) migrates
    and runs `import_catalog`: the curated facts come from the installed package."""
    target = tmp_path / "site-packages"
    subprocess.run(
        [sys.executable, "-m", "pip", "install", "--no-deps", "--no-index", "--quiet"]
        + ["--target", str(target), str(wheel)],
        check=True,
        capture_output=True,
    )
    env = {
        **{k: v for k, v in os.environ.items() if not k.startswith(("DJANGO_", "DATABASE_"))},
        "PYTHONPATH": str(target),
        "DJANGO_SETTINGS_MODULE": "smashup_site.settings",
        "DATABASE_URL": f"sqlite:///{tmp_path / 'installed.sqlite3'}",
        "CATALOG_SOURCE_DIR": str(settings.CATALOG_SOURCE_DIR),
        "RULEBOOK_DIR": str(settings.RULEBOOK_DIR),
        "CATALOG_BULK_DIR": str(tmp_path / "bulk"),
    }
    work = tmp_path / "elsewhere"
    work.mkdir()

    def django(*args: str) -> subprocess.CompletedProcess:
        return subprocess.run(
            [sys.executable, "-m", "django", *args],
            cwd=work,
            env=env,
            capture_output=True,
            text=True,
            timeout=300,
        )

    where = django("shell", "-v", "0", "-c", "import catalog; print(catalog.__file__)")
    assert where.stdout.strip() == str(target / "catalog" / "__init__.py"), where.stderr
    assert django("migrate", "--noinput", "-v", "0").returncode == 0
    imported = django("import_catalog", "-v", "0")
    assert imported.returncode == 0, imported.stderr
    counted = django(
        "shell",
        "-v",
        "0",
        "-c",
        "from catalog.models import Box, Faction; "
        "print(Box.objects.count(), Faction.objects.count())",
    )
    assert counted.stdout.split() == ["30", "106"], counted.stderr


def test_an_installed_wheel_writes_its_files_where_it_runs_not_in_site_packages(wheel, tmp_path):
    """Without DATABASE_URL or CATALOG_BULK_DIR, an installed wheel keeps its database and bulk
    files in the directory it runs from (SMASHUP_DATA_DIR when set), never inside the package."""
    target = tmp_path / "site-packages"
    subprocess.run(
        [sys.executable, "-m", "pip", "install", "--no-deps", "--no-index", "--quiet"]
        + ["--target", str(target), str(wheel)],
        check=True,
        capture_output=True,
    )
    env = {
        **{
            k: v
            for k, v in os.environ.items()
            if not k.startswith(("DJANGO_", "DATABASE_", "CATALOG_BULK", "SMASHUP_DATA"))
        },
        "PYTHONPATH": str(target),
        "DJANGO_SETTINGS_MODULE": "smashup_site.settings",
    }
    work = tmp_path / "elsewhere"
    work.mkdir()
    code = "from django.conf import settings; print(settings.DATABASES['default']['NAME']); "
    code += "print(settings.CATALOG_BULK_DIR); print(settings.STATIC_ROOT)"
    shown = subprocess.run(
        [sys.executable, "-m", "django", "shell", "-v", "0", "-c", code],
        cwd=work,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    database, bulk, static = shown.stdout.split()
    assert database == str(work.resolve() / "db.sqlite3"), shown.stderr
    assert bulk.startswith(str(work.resolve() / "var" / "bulk"))
    assert static == str(work.resolve() / "staticfiles")
    assert str(target) not in shown.stdout
    (tmp_path / "data").mkdir()
    migrated = subprocess.run(
        [sys.executable, "-m", "django", "migrate", "--noinput", "-v", "0"],
        cwd=work,
        env={**env, "SMASHUP_DATA_DIR": str(tmp_path / "data")},
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert migrated.returncode == 0, migrated.stderr
    assert (tmp_path / "data" / "db.sqlite3").is_file()
    assert not list(target.rglob("*.sqlite3"))
