"""A deployment's static files (DJANGO_MANIFEST_STATIC=1, smashup_site/storage.py): collectstatic
gives every file a hashed name, and the simulator's JavaScript modules import each other by
their hashed names, so a browser never mixes the modules of two deployments (issue 26)."""

import json
import re
from pathlib import Path

import pytest
from django.core.management import call_command
from django.test.utils import override_settings

FOLDER = Path(__file__).resolve().parents[2] / "simulator" / "static" / "simulator"
MODULES = sorted(path.name for path in FOLDER.glob("*.js"))
# Static imports (`import { a } from "./x.js";`, over several lines too) and dynamic ones.
IMPORTS = re.compile(r'^import\b[^;]*?\bfrom\s*"([^"]+)";|\bimport\(\s*"([^"]+)"\s*\)', re.M | re.S)
STORAGE = "smashup_site.storage.ModuleManifestStaticFilesStorage"


@pytest.fixture(scope="module")
def collected(tmp_path_factory):
    """collectstatic into a temporary folder with the deployment's storage: (the folder, the
    manifest: plain name -> hashed name); the settings stay overridden while the tests run."""
    root = tmp_path_factory.mktemp("static")
    storages = {
        "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
        "staticfiles": {"BACKEND": STORAGE},
    }
    with override_settings(STATIC_ROOT=root, STORAGES=storages):
        call_command("collectstatic", interactive=False, verbosity=0)
        manifest = json.loads((root / "staticfiles.json").read_text())["paths"]
        yield root, manifest


def test_every_simulator_module_has_a_hashed_name(collected):
    root, manifest = collected
    for name in MODULES:
        hashed = manifest[f"simulator/{name}"]
        assert re.fullmatch(rf"simulator/{name[:-3]}\.[0-9a-f]{{12}}\.js", hashed), hashed
        assert (root / hashed).is_file()


def test_every_import_of_a_hashed_module_names_the_hashed_module(collected):
    root, manifest = collected
    hashed_names = {manifest[f"simulator/{name}"] for name in MODULES}
    for name in MODULES:
        text = (root / manifest[f"simulator/{name}"]).read_text()
        # Each import written in the source is there, rewritten.
        source_imports = IMPORTS.findall((FOLDER / name).read_text())
        found = IMPORTS.findall(text)
        assert len(found) == len(source_imports), name
        for static, dynamic in found:
            target = "simulator/" + (static or dynamic).removeprefix("./")
            # The collected file of the current deployment, not a plain name nor a hashed
            # file an earlier pass left behind.
            assert target in hashed_names, (name, target)
            assert (root / target).is_file(), (name, target)


@pytest.mark.django_db
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_page_and_its_service_worker_name_the_hashed_entry_module(client, collected, lang):
    _, manifest = collected
    html = client.get(f"/{lang}/simulator/").content.decode()
    entry = "/static/" + manifest["simulator/main.js"]
    assert re.findall(r"<script\b[^>]*\bsrc=[^>]*>", html) == [
        f'<script type="module" src="{entry}">'
    ]
    # The service worker keeps what the page loaded under the paths it lists: the hashed
    # modules are under the static files' one.
    worker = client.get(f"/{lang}/simulator/sw.js").content.decode()
    keep = json.loads(re.search(r"const KEEP = (\[.*?\]);", worker).group(1))
    assert any(entry.startswith(prefix) for prefix in keep)
