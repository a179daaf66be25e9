"""The simulator page in Chromium: a board pasted into the advanced JSON box names catalog
bases by slug only; the results still show their names, in the page's language."""

import json

import pytest

pytestmark = pytest.mark.browser

BOARD = {
    "players": ["ann", "bob", "cy"],
    "active_player": "bob",
    "bases": [
        {
            "id": "b1",
            "base": "jungle-oasis",
            "cards": [
                {"type": "minion", "owner": "ann", "power": 8},
                {"type": "minion", "owner": "bob", "power": 4},
            ],
        },
        {
            "id": "b2",
            "base": "tournament-site",
            "cards": [{"type": "minion", "owner": "bob", "power": 19}],
        },
    ],
    "base_deck": [{"id": "d1", "base": "tar-pits"}],
}


@pytest.mark.parametrize(
    ("language", "oasis", "tournament"),
    [
        ("en", "Jungle Oasis", "Tournament Site"),
        ("fr", "Oasis Luxuriante", "Arène de Tournoi"),
    ],
)
def test_a_loaded_json_board_shows_base_names_not_slugs(page, language, oasis, tournament):
    page.goto(f"/{language}/simulator/")
    page.locator(".sim-advanced summary").click()
    page.locator("#sim-json").fill(json.dumps(BOARD))
    page.locator("#sim-load-json").click()
    page.locator(".sim-outcome .sim-scoring").first.wait_for()
    headings = [h.inner_text().strip() for h in page.locator(".sim-scoring h4").all()]
    assert headings == [oasis, tournament]
    outcome = page.locator(".sim-outcome").first.inner_text()
    # The base that replaces a scored one is named too (Tar Pits has no French name).
    assert "Tar Pits" in outcome
    for slug in ("jungle-oasis", "tournament-site", "tar-pits"):
        assert slug not in outcome
