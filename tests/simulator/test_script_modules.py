"""The simulator page's script is plain ES modules by concern (issue 26), served as static files
with no build step: the page loads the entry module, every relative import names a module that
exists and exports that name, every module is reached from the entry, and each is found by the
static files' finders (collectstatic, whitenoise) and served as JavaScript."""

import re
from pathlib import Path

import pytest
from django.contrib.staticfiles import finders

pytestmark = pytest.mark.django_db

FOLDER = Path(__file__).resolve().parents[2] / "simulator" / "static" / "simulator"
MODULES = {path.name: path.read_text() for path in FOLDER.glob("*.js")}
IMPORT = re.compile(r'^import \{([^}]*)\} from "\./([\w-]+\.js)";$', re.M)
EXPORT = re.compile(r"^export (?:async )?(?:function|const|let) ([\w$]+)", re.M)


def imports_of(name: str) -> list[tuple[str, list[str]]]:
    return [
        (source, [n.strip() for n in names.split(",") if n.strip()])
        for names, source in IMPORT.findall(MODULES[name])
    ]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_page_loads_the_entry_module_only(client, lang):
    html = client.get(f"/{lang}/simulator/").content.decode()
    scripts = re.findall(r"<script\b[^>]*\bsrc=[^>]*>", html)
    assert scripts == ['<script type="module" src="/static/simulator/main.js">']


def test_every_import_names_a_module_that_exports_it():
    assert "main.js" in MODULES and "simulator.js" not in MODULES
    for name in MODULES:
        # Only named relative imports: no bundler, no bare package names, no default exports.
        text = MODULES[name]
        assert len(IMPORT.findall(text)) == len(re.findall(r"^import ", text, re.M)), name
        for source, names in imports_of(name):
            assert source in MODULES, (name, source)
            exported = set(EXPORT.findall(MODULES[source]))
            assert set(names) <= exported, (name, source, set(names) - exported)


def test_every_module_is_reached_from_the_entry_module():
    reached, todo = set(), ["main.js"]
    while todo:
        name = todo.pop()
        if name not in reached:
            reached.add(name)
            todo.extend(source for source, _ in imports_of(name))
    assert reached == set(MODULES)


@pytest.mark.parametrize("name", sorted(MODULES))
def test_each_module_is_found_and_served_as_javascript(client, name):
    assert finders.find(f"simulator/{name}") == str(FOLDER / name)
    response = client.get(f"/static/simulator/{name}")
    assert response.status_code == 200
    # Browsers refuse a module served under another type.
    assert response["Content-Type"].startswith("text/javascript")
    assert b"".join(response.streaming_content).decode() == MODULES[name]


def longest_chain(name: str, seen: tuple[str, ...] = ()) -> tuple[str, ...]:
    """The longest chain of imports from `name`; a module met again on the way is a cycle."""
    assert name not in seen, f"import cycle: {' -> '.join((*seen, name))}"
    chains = [longest_chain(source, (*seen, name)) for source, _ in imports_of(name)]
    return (name, *max(chains, key=len, default=()))


def test_the_module_graph_has_no_cycle():
    # Django rewrites the imports to the hashed names only on a graph without cycles
    # (smashup_site/storage.py): a module calls one above it through redraw.js.
    for name in MODULES:
        longest_chain(name)


def test_the_longest_chain_of_imports_fits_the_storages_passes():
    from smashup_site.storage import ModuleManifestStaticFilesStorage

    # Each post-processing pass settles one more level of imports: with a chain as long as
    # the passes, collectstatic fails ("Max post-process passes exceeded").
    chain = longest_chain("main.js")
    assert len(chain) < ModuleManifestStaticFilesStorage.max_post_process_passes, chain
