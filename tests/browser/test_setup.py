"""The setup helper in Chromium, as a new user would try it (issue 6, "Done when")."""

import pytest

EXAMPLE = ["halflings", "kung-fu-fighters", "rock-stars", "mega-troopers", "grannies", "orcs"]
EXAMPLE_BOXES = [
    "Smash Up: Munchkin",
    "What Were We Thinking?",
    "Big in Japan",
    "That '70s Expansion",
]

pytestmark = pytest.mark.browser


def draw_slugs(tab) -> list[str]:
    return tab.locator("#draw .draw-base").evaluate_all("els => els.map(e => e.dataset.slug)")


def test_rulebook_example_deck_draw_and_permalink(page, artifacts_dir):
    page.goto("/en/setup/")
    page.check('input[name="players"][value="3"]')
    # Rows of a fourth player are hidden for three players.
    assert page.locator('.player-row[data-player="4"]').is_hidden()
    assert page.locator('.player-row[data-player="3"]').is_visible()
    for slot, faction in enumerate(EXAMPLE, start=1):
        page.select_option(f"#slot{slot}", faction)
    page.click("#setup-submit")
    page.wait_for_url("**/en/setup/?*seed=*")

    # Exactly the bases of the four boxes, 40 in all.
    captions = page.locator("table.deck caption").all_inner_texts()
    assert [caption.rsplit(" (", 1)[0] for caption in captions] == EXAMPLE_BOXES
    assert page.locator("#deck tr[data-slug]").count() == 40
    assert "Base deck: 40 bases from 4 boxes" in page.inner_text("#deck-title")

    # Four bases drawn, all from that deck.
    drawn = draw_slugs(page)
    assert len(drawn) == 4 == len(set(drawn))
    deck = page.locator("#deck tr[data-slug]").evaluate_all("els => els.map(e => e.dataset.slug)")
    assert set(drawn) <= set(deck)
    page.screenshot(path=str(artifacts_dir / "setup-example.png"), full_page=True)

    # The permalink in a new tab shows the same draw.
    permalink = page.input_value("#permalink")
    other = page.context.new_page()
    other.goto(permalink)
    assert draw_slugs(other) == drawn
    assert other.input_value("#permalink") == permalink
    other.close()

    # Redraw the second base: the others stay.
    page.locator("#draw .draw-base").nth(1).locator("a.redraw").click()
    page.wait_for_url("**redraw=2*")
    after = draw_slugs(page)
    assert [i for i in range(4) if after[i] != drawn[i]] == [1]


def test_owned_boxes_are_remembered_in_the_browser(page):
    page.goto("/en/setup/")
    page.click("#owned-boxes summary")
    box = page.locator('input[name="owned"][value="smash-up-clowns"]')
    assert box.is_checked()
    box.uncheck()
    page.locator('input[name="two_copies"][value="core-set"]').check()
    page.reload()
    page.click("#owned-boxes summary")
    assert not page.locator('input[name="owned"][value="smash-up-clowns"]').is_checked()
    assert page.locator('input[name="two_copies"][value="core-set"]').is_checked()
    assert page.locator('input[name="owned"][value="core-set"]').is_checked()


def test_draft_in_the_browser(page):
    page.goto("/fr/setup/")
    page.check('input[name="players"][value="2"]')
    page.check('input[name="mode"][value="draft"]')
    assert page.locator("#slots").is_hidden()
    page.fill("#seed", "5")
    page.click("#setup-submit")
    page.wait_for_url("**mode=draft*")
    for _step in range(4):
        page.select_option("#pick", index=0)
        page.click("#draft button[type=submit]")
        page.wait_for_load_state()
    page.wait_for_url("**factions=*")
    assert page.locator("#seats li").count() == 2
    assert len(draw_slugs(page)) == 3
    assert "Pioche Base" in page.inner_text("#deck-title")


def test_phone_layout(phone_page, artifacts_dir):
    phone_page.goto("/fr/setup/?players=3&seed=2024&factions=" + ",".join(EXAMPLE))
    width = phone_page.evaluate("document.documentElement.scrollWidth")
    assert width <= 375
    phone_page.screenshot(path=str(artifacts_dir / "setup-phone.png"), full_page=True)
