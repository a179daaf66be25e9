"""The simulator page works offline once loaded (issue 16): a service worker keeps the page,
its static files and the catalog data it read; offline, a reload shows the table kept in the
browser, in English and French."""

import json
from pathlib import Path

import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

# The page's script is ES modules (issue 26): the entry module imports every other one.
MODULES = sorted(
    path.name
    for path in (Path(__file__).resolve().parents[2] / "simulator/static/simulator").glob("*.js")
)

BOARD = {
    "players": ["ann", "bob"],
    "active_player": "ann",
    "bases": [
        {
            "id": "oasis",
            "base": "jungle-oasis",
            "cards": [
                {"type": "minion", "id": "a1", "owner": "ann", "card": "aliens/collector"},
                {"type": "minion", "id": "b1", "owner": "bob", "power": 8},
            ],
        }
    ],
}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_reload_offline_shows_the_page_and_its_table(phone_page, lang):
    page = phone_page
    page.goto(f"/{lang}/simulator/")
    page.locator(".sim-advanced summary").click()
    page.locator("#sim-json").fill(json.dumps(BOARD))
    page.locator("#sim-load-json").click()
    page.locator(".sim-outcome .sim-summary").first.wait_for()
    page.wait_for_function("navigator.serviceWorker.controller !== null")
    script = page.locator("script[type=module][src*='simulator']").get_attribute("src")
    assert script.endswith("/main.js") and "main.js" in MODULES and len(MODULES) > 10
    modules = [script.rsplit("/", 1)[0] + "/" + name for name in MODULES]
    style = page.locator("link[rel=stylesheet][href*='simulator']").get_attribute("href")
    for url in (f"/{lang}/simulator/", *modules, style):
        page.wait_for_function(f"(async () => Boolean(await caches.match({json.dumps(url)})))()")
    chips = page.locator(".sim-chip")
    expect(chips).to_have_count(2)

    def chip_texts() -> list[str]:
        # The chips' words, whitespace aside: innerText's line breaks follow the layout, which
        # may not be computed yet at the instant a chip is read (a race, not what is shown).
        return ["".join(text.split()) for text in chips.all_text_contents()]

    names = chip_texts()

    page.context.set_offline(True)
    try:
        page.reload()
        expect(page.locator("h1")).to_be_visible()
        expect(chips).to_have_count(2)
        assert chip_texts() == names
        assert any("Collector" in text for text in names)
        # Offline indeed: an address nobody kept does not load, through the worker or not.
        missed = page.evaluate(
            """() => fetch('/static/simulator/not-kept.css').then(() => 'loaded',
                                                                    () => 'failed')"""
        )
        assert missed == "failed"
    finally:
        page.context.set_offline(False)
