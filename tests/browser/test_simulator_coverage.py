"""The simulator's coverage page and a card's simulator status, in a real Chromium."""

import re

import pytest
from playwright.sync_api import Page, expect

pytestmark = pytest.mark.browser


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_coverage_page_fits_a_375px_phone(phone_page: Page, artifacts_dir, lang):
    phone_page.goto(f"/{lang}/simulator/")
    phone_page.locator('a[href$="/simulator/coverage/"]').first.click()
    expect(phone_page.locator("main h1")).to_be_visible()
    tables = phone_page.locator("table.cov-table")
    expect(tables).to_have_count(2)
    # Every table fits the screen: nothing scrolls sideways, neither the page nor a table.
    width = phone_page.evaluate("document.documentElement.scrollWidth")
    assert width <= 375, f"the coverage page is {width}px wide on a 375px screen"
    for index in range(2):
        wrap = tables.nth(index).locator("xpath=..")
        scroll, client = wrap.evaluate("e => [e.scrollWidth, e.clientWidth]")
        assert scroll <= client, f"table {index} scrolls sideways ({scroll} > {client})"
    # The numbers stay readable: no cell of the counts is squeezed below 3 characters.
    widths = tables.first.evaluate(
        "t => [...t.querySelectorAll('td.num')].map(c => c.getBoundingClientRect().width)"
    )
    smallest = min(widths)
    assert smallest >= 24, smallest
    expect(phone_page.locator(".cov-list").first).to_be_visible()
    shot = artifacts_dir / f"simulator-coverage-375px-{lang}.png"
    # The first screenful only: the whole page (hundreds of listed cards) takes Chromium more
    # than the default 15 s to capture on a loaded 2-core machine.
    phone_page.screenshot(path=str(shot), timeout=60_000)
    assert shot.stat().st_size > 10_000


def test_a_card_page_shows_its_simulator_status(page: Page):
    page.goto("/fr/cards/dinosaurs/war-raptor/")
    section = page.locator("section#simulator")
    expect(section.locator("h2")).to_have_text("Simulateur de décompte")
    expect(section.locator(".tag")).to_have_text("Modélisée")
    section.get_by_role("link").click()
    expect(page).to_have_url(re.compile(r"/fr/simulator/coverage/$"))
