"""One tap among the options of a base ability's assumed decision (issue 16), on a 375 px
phone, in English and French: Ninja Dojo's winner may destroy any minion (assumed declined);
the engine lists each minion and the page names them with a button each."""

import json

import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

# The Dojo (5) scores for ann; b2 (8) scores too, with bob's 6 and cy's Furious George (printed
# power 2, no action on it), unless ann destroys George first.
DOJO = {
    "players": ["ann", "bob", "cy"],
    "active_player": "ann",
    "bases": [
        {
            "id": "dojo",
            "base": "ninja-dojo",
            "breakpoint": 5,
            "vp": [2, 3, 2],
            "cards": [{"type": "minion", "id": "a1", "owner": "ann", "power": 5}],
        },
        {
            "id": "b2",
            "breakpoint": 8,
            "vp": [3, 2, 1],
            "cards": [
                {"type": "minion", "id": "b1", "owner": "bob", "power": 6},
                {
                    "type": "minion",
                    "id": "victim",
                    "owner": "cy",
                    "card": "cyborg-apes/furious-george",
                },
            ],
        },
    ],
}

MINION = {"en": "Minion", "fr": "Créature"}
GEORGE = {"en": "Furious George", "fr": "Georges"}  # the catalog's names


def load(page, lang, board):
    page.goto(f"/{lang}/simulator/")
    page.locator(".sim-advanced summary").click()
    page.locator("#sim-json").fill(json.dumps(board))
    page.locator("#sim-load-json").click()
    page.locator(".sim-outcome .sim-summary").first.wait_for()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_tap_on_a_base_decisions_option_applies_it_and_scores_again(
    phone_page, lang, artifacts_dir
):
    page = phone_page
    load(page, lang, DOJO)
    # Two assumptions: the order of the two scoring bases, and the Dojo's decision.
    items = page.locator(".sim-outcome .sim-assumed li")
    expect(items).to_have_count(2)
    options = page.locator(".sim-outcome .sim-assumed .sim-option")
    expect(options).to_have_count(3)
    assert options.all_inner_texts() == [
        f"{MINION[lang]} (a1)",
        f"{MINION[lang]} (b1)",
        f"{GEORGE[lang]} (victim)",
    ]
    # The engine listed every choice: no editor to open.
    expect(items.nth(1).locator(".sim-choose-otherwise")).to_have_count(0)
    for box in (options.nth(i).bounding_box() for i in range(3)):
        assert box["x"] >= 0 and box["x"] + box["width"] <= 375
    options.first.scroll_into_view_if_needed()
    page.screenshot(path=str(artifacts_dir / f"simulator-base-options-375-{lang}.png"))
    # Both bases score (two scorings shown) until the victim is destroyed.
    scorings = page.locator(".sim-outcome .sim-standings")
    expect(scorings).to_have_count(2)
    # By keyboard: Tab from one option to the next, which shows its focus; Enter taps it.
    options.nth(1).focus()
    page.keyboard.press("Tab")
    focused = page.evaluate("document.activeElement.textContent")
    assert focused == f"{GEORGE[lang]} (victim)"
    outline = page.evaluate("getComputedStyle(document.activeElement).outlineStyle")
    page.keyboard.press("Enter")
    expect(items).to_have_count(1)
    expect(options).to_have_count(0)
    expect(scorings).to_have_count(1)
    chosen = json.loads(page.locator("#sim-choices").input_value())
    assert chosen == [{"base": "dojo", "player": "ann", "choose": {"card": "victim"}}]
    assert outline != "none"  # visible focus


# Two minions played on the Asylum: ann may put a counter on one of her minions each time, both
# assumed declined. A choice for the second one must come after one for the first (a base's
# choices are read in order for the same base and player).
ASYLUM = {
    "players": ["ann", "bob"],
    "active_player": "ann",
    "end_of_turn": False,
    "bases": [
        {"id": "asy", "base": "asylum", "breakpoint": 30, "vp": [3, 2, 1]},
        {
            "id": "b2",
            "breakpoint": 30,
            "vp": [3, 2, 1],
            "cards": [{"type": "minion", "id": "m", "owner": "ann", "power": 2}],
        },
    ],
    "events": [
        {
            "when": "now",
            "action": "play",
            "to": "asy",
            "card": {"type": "minion", "id": f"p{n}", "owner": "ann", "power": 1},
        }
        for n in (1, 2)
    ],
}


def test_an_option_of_a_later_decision_keeps_the_earlier_one_as_assumed(page):
    load(page, "en", ASYLUM)
    items = page.locator(".sim-outcome .sim-assumed li")
    expect(items).to_have_count(2)
    second = items.nth(1).locator(".sim-option")
    expect(second).to_have_count(3)
    # The minions played by the events are named from the board after the turn.
    assert second.all_inner_texts() == ["Minion (p1)", "Minion (p2)", "Minion (m)"]
    second.first.click()
    expect(page.locator(".sim-outcome .sim-assumed")).to_have_count(0)
    chosen = json.loads(page.locator("#sim-choices").input_value())
    assert chosen == [
        {"base": "asy", "player": "ann", "choose": None},
        {"base": "asy", "player": "ann", "choose": {"card": "p1"}},
    ]
