"""A player looks up "Special" from a card page, reads when it is played during a conquest,
follows the link to the conquest steps, and comes back (Playwright, real server)."""

import re

import pytest

pytestmark = pytest.mark.browser

CASES = [
    # language, term name, header link, paragraph about conquests, link to the steps
    ("en", "Special", "Rules", "During a conquest", "the scoring steps"),
    ("fr", "Spécial", "Règles", "Pendant une Conquête", "étapes de la Conquête"),
]


def _card_with_special(page, language: str) -> str:
    """The page of a catalog card using Special, found through the rules API."""
    data = page.request.get("/api/v1/rules/terms/special/").json()
    assert data["related_cards"], "the catalog should hold cards with Special"
    match = re.search(r"/api/v1/cards/([^/]+)/([^/]+)/\?printing=(\w+)", data["related_cards"][0])
    faction, slug, printing = match.groups()
    return f"/{language}/cards/{faction}/{slug}/?printing={printing}"


@pytest.mark.parametrize(("language", "name", "nav", "conquest", "steps"), CASES)
def test_from_a_card_to_special_and_the_conquest_steps(
    page, artifacts_dir, language, name, nav, conquest, steps
):
    card_url = _card_with_special(page, language)
    page.goto(card_url)

    # The keyword in the card's text links to the term (card texts are English in both
    # languages; the term page speaks the page's language).
    page.locator(".card-text a.rule-term", has_text="Special").first.click()
    page.wait_for_url(f"**/{language}/rules/terms/special/")
    assert page.get_by_role("heading", level=1).inner_text() == name

    # When may it be played during a conquest?
    paragraph = page.locator(".rules-body p", has_text=conquest)
    assert paragraph.count() == 1
    text = paragraph.inner_text()
    assert re.search(r"\b3\b", text) and re.search(r"\b5\b", text)
    page.screenshot(path=str(artifacts_dir / f"rules-special-{language}.png"), full_page=True)

    # Follow the link to the conquest steps, then come back.
    paragraph.get_by_role("link", name=steps).click()
    page.wait_for_url(f"**/{language}/rules/sections/conquest-steps/")
    assert page.locator(".rules-body ol > li").count() == 10
    page.go_back()
    page.wait_for_url(f"**/{language}/rules/terms/special/")
    assert page.get_by_role("heading", level=1).inner_text() == name
    page.go_back()
    page.wait_for_url(f"**{card_url}")

    # The glossary of the rules index lists the term too.
    page.get_by_role("navigation", name=re.compile("Main|Principal", re.I)).get_by_role(
        "link", name=nav, exact=True
    ).click()
    page.wait_for_url(f"**/{language}/rules/")
    assert page.locator("#glossary").get_by_role("link", name=name, exact=True).count() == 1


def test_search_box_finds_a_term_without_accents(page):
    page.goto("/fr/rules/")
    page.get_by_label("Rechercher dans les règles").fill("egalite")
    page.locator("#main form.rules-search").get_by_role("button", name="Rechercher").click()
    page.wait_for_url("**/fr/rules/search/?q=egalite")
    page.get_by_role("link", name="Les égalités").click()
    page.wait_for_url("**/fr/rules/sections/conquest-ties/")
    assert "Les égalités" in page.get_by_role("heading", level=1).inner_text()
