"""The simulator page served as a deployment serves it (issue 26): static files collected with
hashed names (DJANGO_MANIFEST_STATIC=1, smashup_site/storage.py) and the Content-Security-Policy
on. The browser loads every ES module by its hashed name, never by its plain one, so a page
never mixes the modules of two deployments; the page works, and its service worker keeps the
hashed modules."""

import json
import re
import tempfile
from pathlib import Path

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import serve

pytestmark = pytest.mark.browser

MODULES = sorted(
    path.name
    for path in (Path(__file__).resolve().parents[2] / "simulator/static/simulator").glob("*.js")
)
HASHED = re.compile(r"^(?P<stem>[\w-]+)\.[0-9a-f]{12}\.js$")
BOARD = {
    "players": ["ann", "bob"],
    "active_player": "ann",
    "bases": [
        {
            "id": "b1",
            "breakpoint": 20,
            "vp": [3, 2, 1],
            "cards": [
                {"type": "minion", "id": "c1", "owner": "ann", "power": 5},
                {"type": "minion", "id": "c2", "owner": "bob", "power": 3},
            ],
        }
    ],
}


@pytest.fixture(scope="module")
def deployed_url():
    """A server whose static files were collected (hashed names) and served from there."""
    tmp = Path(tempfile.mkdtemp(prefix="smashup-hashed-"))
    env = {"DJANGO_MANIFEST_STATIC": "1", "DJANGO_CSP": "1", "SMASHUP_DATA_DIR": str(tmp)}
    with serve(tmp, env, [["collectstatic", "--noinput"], ["migrate", "--noinput"]]) as url:
        yield url


def test_every_module_is_loaded_by_its_hashed_name(browser, deployed_url):
    context = browser.new_context(base_url=deployed_url, viewport={"width": 1200, "height": 900})
    page = context.new_page()
    page.set_default_timeout(15_000)
    loaded = []
    page.on(
        "request",
        lambda request: (
            loaded.append(request.url.rsplit("/", 1)[1])
            if "/static/simulator/" in request.url and request.url.endswith(".js")
            else None
        ),
    )
    try:
        page.goto("/en/simulator/")
        page.locator(".sim-first-step").first.wait_for()
        page.locator(".sim-advanced summary").click()
        page.locator("#sim-json").fill(json.dumps(BOARD))
        page.locator("#sim-load-json").click()
        page.locator(".sim-outcome .sim-summary").first.wait_for()
        # The page works: the live totals (5 + 3 of 20) and the chips.
        expect(page.locator(".sim-tbase-total")).to_contain_text("8 / 20")
        expect(page.locator(".sim-chip[data-id='c1'] .sim-chip-power")).to_have_text("5")
        plain = [name for name in loaded if not HASHED.match(name)]
        assert plain == [], f"modules loaded by their plain names: {plain}"
        # Every module, each under one hashed name.
        stems = sorted(HASHED.match(name).group("stem") + ".js" for name in set(loaded))
        assert stems == MODULES
        # The service worker keeps the hashed modules the page loaded, for offline use.
        page.wait_for_function("navigator.serviceWorker.controller !== null")
        script = page.locator("script[type=module]").get_attribute("src")
        folder = script.rsplit("/", 1)[0]
        for name in set(loaded):
            url = json.dumps(f"{folder}/{name}")
            page.wait_for_function(f"(async () => Boolean(await caches.match({url})))()")
    finally:
        context.close()
