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
    # Cards, cards when played (issue 27), bases.
    expect(tables).to_have_count(3)
    # Every table fits the screen: nothing scrolls sideways, neither the page nor a table.
    width = phone_page.evaluate("document.documentElement.scrollWidth")
    assert width <= 375, f"the coverage page is {width}px wide on a 375px screen"
    for index in range(3):
        wrap = tables.nth(index).locator("xpath=..")
        scroll, client = wrap.evaluate("e => [e.scrollWidth, e.clientWidth]")
        assert scroll <= client, f"table {index} scrolls sideways ({scroll} > {client})"
    # The numbers stay readable: no cell of the counts is squeezed below 3 characters.
    widths = tables.first.evaluate(
        "t => [...t.querySelectorAll('td.num')].map(c => c.getBoundingClientRect().width)"
    )
    smallest = min(widths)
    assert smallest >= 24, smallest
    # The play table has four counts a row, under its four headers.
    plays = phone_page.locator('table.cov-table[data-kind="plays"]')
    first_row = plays.locator("tbody tr").first
    heads = plays.locator("thead th[scope=col]")
    assert first_row.locator("td.num").count() == 4 == heads.count() - 1
    tops = first_row.evaluate("r => [...r.querySelectorAll('td.num')].map(c => c.offsetTop)")
    assert len(set(tops)) == 1, f"the play counts wrap on a phone: {tops}"
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
    expect(section.locator(".tag").first).to_have_text("Modélisée")
    # Its play status beside it (issue 27), whichever it is.
    expect(section.locator("#simulator-play h3")).to_have_text("Quand elle est jouée")
    expect(section.locator("#simulator-play .tag")).to_have_text(
        re.compile(r"^(Appliquée|Sans effet sur le plateau|Non simulée)$")
    )
    section.get_by_role("link").click()
    expect(page).to_have_url(re.compile(r"/fr/simulator/coverage/$"))
