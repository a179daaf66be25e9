"""The catalog pages in a real Chromium against the live server, as a player would use them."""

import re

import pytest
from playwright.sync_api import Page, expect

pytestmark = pytest.mark.browser


def search(page: Page, query: str, label: str) -> None:
    box = page.get_by_role("searchbox", name=label).first
    box.fill(query)
    box.press("Enter")
    page.wait_for_url(re.compile(r"/search/\?q="))


def h1(page: Page):
    return page.locator("main h1")


def test_search_in_french_and_open_the_card(page: Page):
    page.goto("/fr/")
    search(page, "toutes voiles", "Chercher des cartes et des bases")
    expect(page.locator("main")).to_contain_text("Cartes")
    page.locator("table.cards").get_by_role("link", name="Toutes Voiles Dehors").first.click()
    expect(page).to_have_url(re.compile(r"/fr/cards/pirates/[\w-]+/"))
    expect(h1(page)).to_have_text(re.compile(r"Toutes Voiles Dehors"))
    expect(page.locator(".subtitle")).to_have_text("Full Sail")


@pytest.mark.parametrize("browser_locale", ["en-GB", "fr-FR"])
def test_switch_language_on_a_card_page(browser, site_url, browser_locale):
    # The browser's own language must not matter: the switch goes to the other prefix.
    context = browser.new_context(base_url=site_url, locale=browser_locale)
    page = context.new_page()
    try:
        page.goto("/en/search/?q=n%3A%22full+sail%22")
        page.locator("table.cards").get_by_role("link", name="Full Sail").first.click()
        english = page.url
        expect(h1(page)).to_have_text("Full Sail")
        page.get_by_role("button", name="Français").click()
        expect(page).to_have_url(english.replace("/en/", "/fr/"))
        expect(page.locator("html")).to_have_attribute("lang", "fr")
        expect(h1(page)).to_have_text("Toutes Voiles Dehors")
        page.get_by_role("button", name="English").click()
        expect(page).to_have_url(english)
        expect(h1(page)).to_have_text("Full Sail")
    finally:
        context.close()


def test_browse_box_then_faction_then_card(page: Page):
    page.goto("/en/")
    page.get_by_role("link", name="Boxes", exact=True).first.click()
    page.locator("main").get_by_role("link", name="Core Set", exact=True).click()
    expect(h1(page)).to_have_text("Core Set")
    page.locator("ul.faction-grid").get_by_role("link", name="Aliens", exact=True).click()
    expect(h1(page)).to_have_text("Aliens")
    expect(page.locator("#type-minion")).to_be_visible()
    page.locator("table.cards").get_by_role("link", name="Invader", exact=True).first.click()
    expect(h1(page)).to_have_text("Invader")
    expect(page.locator(".breadcrumb")).to_contain_text("Aliens")


def test_card_page_on_a_375px_phone(phone_page: Page, artifacts_dir):
    phone_page.goto("/fr/search/?q=invader")
    phone_page.locator("table.cards").get_by_role("link", name="Invader").first.click()
    expect(h1(phone_page)).to_contain_text("Invader")
    width = phone_page.evaluate("document.documentElement.scrollWidth")
    assert width <= 375, f"the card page is {width}px wide on a 375px screen"
    shot = artifacts_dir / "catalog-card-page-375px.png"
    phone_page.screenshot(path=str(shot), full_page=True)
    assert shot.stat().st_size > 10_000


def test_done_when_a_new_player_finds_invader_then_french_names(page: Page):
    # Find "Invader": its text and its clarification, each with its source.
    page.goto("/en/")
    search(page, "Invader", "Search cards and bases")
    page.locator("table.cards").get_by_role("link", name="Invader", exact=True).first.click()
    expect(h1(page)).to_have_text("Invader")
    expect(page.locator("blockquote.card-text")).to_contain_text("VP")
    expect(page.locator("section[aria-labelledby=text-title] .source")).to_contain_text(
        re.compile(r"\S")
    )
    # The original printing's clarification quotes a rulebook; the POD one links AEG's wiki.
    clarification = page.locator("#clarifications-title ~ ul.rulings .ruling").first
    expect(clarification.locator("blockquote")).to_contain_text("Invader")
    expect(clarification.locator(".source")).to_contain_text("rulebook")
    other = page.locator("#clarifications-title ~ details.other-rulings")
    other.locator("summary").click()
    expect(other.locator(".ruling blockquote").first).to_be_visible()
    expect(other.locator(".source a").first).to_have_attribute("href", re.compile(r"^https://"))
    # Its faction, then its box.
    page.locator("dl.facts").get_by_role("link", name="Aliens").click()
    expect(h1(page)).to_have_text("Aliens")
    page.locator("dl.facts").get_by_role("link", name="Core Set").click()
    expect(h1(page)).to_have_text("Core Set")
    # Switch to French, then find the Pirates action and the base by their rulebook names.
    page.get_by_role("button", name="Français").click()
    expect(page.locator("html")).to_have_attribute("lang", "fr")
    search(page, "Toutes Voiles Dehors", "Chercher des cartes et des bases")
    page.locator("table.cards").get_by_role("link", name="Toutes Voiles Dehors").first.click()
    expect(h1(page)).to_have_text(re.compile("Toutes Voiles Dehors"))
    expect(page.locator("dl.facts")).to_contain_text("Pirates")
    expect(page.locator("dl.facts")).to_contain_text("Action")
    search(page, "Oasis Luxuriante", "Chercher des cartes et des bases")
    page.locator("table.bases").get_by_role("link", name="Oasis Luxuriante").first.click()
    expect(h1(page)).to_have_text(re.compile("Oasis Luxuriante"))
    expect(page.locator("dl.stats")).to_contain_text("12")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_boxes_table_fits_a_375px_phone(phone_page: Page, lang):
    """Issue 18: the boxes table was cut off on a phone (its last column out of sight)."""
    phone_page.goto(f"/{lang}/boxes/")
    sizes = phone_page.evaluate(
        """() => { const wrap = document.querySelector('.table-wrap');
        return [wrap.scrollWidth, wrap.clientWidth, document.documentElement.scrollWidth]; }"""
    )
    scroll_width, client_width, page_width = sizes
    assert scroll_width <= client_width, f"the table is {scroll_width}px in {client_width}px"
    assert page_width <= 375
    expect(phone_page.locator("table.boxes td[data-label]").first).to_be_visible()
