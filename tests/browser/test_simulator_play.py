"""The play phase on the table page (issue 27): a hand per player in the card panel, a hand card
played on a base by two taps, scored at once, and the played card's decision one tap away; on a
375 x 812 touch phone, in English and French."""

import json

import pytest
from playwright.sync_api import expect

from tests.browser.test_simulator_issue26 import expect_vp, serious_violations

pytestmark = pytest.mark.browser

# One base (breakpoint 10, VP 3-2-1): Ann's 4-power minion, Bob's King Rex (7) and 2-power
# minion. Ninja Master (5) in Ann's hand, played here: Ann 4+5 = 9, Bob 7+2 = 9, a tie for first
# (3 VP each) while its "may destroy a minion here" is assumed declined; destroying King Rex
# leaves Bob 2: Ann first (3 VP), Bob second (2 VP).
BOARD = {
    "players": ["Ann", "Bob"],
    "active_player": "Ann",
    "bases": [
        {
            "id": "b1",
            "breakpoint": 10,
            "vp": [3, 2, 1],
            "cards": [
                {"type": "minion", "id": "a1", "owner": "Ann", "power": 4},
                {"type": "minion", "id": "rex", "owner": "Bob", "card": "dinosaurs/king-rex"},
                {"type": "minion", "id": "b2", "owner": "Bob", "power": 2},
            ],
        }
    ],
}

PLAY = {"en": "Play", "fr": "Jouer"}
HAND_OF = {"en": "Hand of Ann", "fr": "Main de Ann"}
DONT = {"en": "Don't", "fr": "Ne pas le faire"}


@pytest.fixture
def phone(browser, site_url):
    """A touch phone, 375 x 812, with a fresh profile."""
    context = browser.new_context(
        base_url=site_url,
        viewport={"width": 375, "height": 812},
        device_scale_factor=2,
        is_mobile=True,
        has_touch=True,
    )
    tab = context.new_page()
    tab.set_default_timeout(15_000)
    yield tab
    context.close()


def load(page, lang, board=BOARD):
    page.goto(f"/{lang}/simulator/")
    page.locator(".sim-advanced summary").click()
    page.locator("#sim-json").fill(json.dumps(board))
    page.locator("#sim-load-json").click()
    page.locator(".sim-outcome .sim-summary").first.wait_for()


def board_json(page):
    page.locator(".sim-advanced").evaluate("d => d.open = true")
    return json.loads(page.locator("#sim-json").input_value())


def ann(page):
    return page.locator(".sim-pal-group[aria-label='Ann']")


def add_to_hand(page, key):
    """Ann's palette in 'Add to the hand' mode, then a tap on the card."""
    group = ann(page)
    if group.locator(".sim-faction").nth(0).input_value() != "ninjas":
        group.locator(".sim-faction").nth(0).select_option("ninjas")
    toggle = group.locator(".sim-to-hand")
    if toggle.get_attribute("aria-pressed") != "true":
        toggle.tap()
    card = group.locator(f".sim-pal-card[data-key='{key}'][data-special='']")
    card.wait_for(state="attached")
    if not card.is_visible():
        # Actions and titans are folded under the minions.
        group.locator(".sim-pal-more summary").tap()
    card.tap()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_hand_card_is_added_played_on_a_base_and_taken_back(phone, lang):
    page = phone
    load(page, lang)
    add_to_hand(page, "ninjas/ninja-master")
    add_to_hand(page, "ninjas/shinobi")
    hand = ann(page).locator(".sim-hand")
    expect(hand).to_contain_text(HAND_OF[lang])
    expect(hand.locator(".sim-hand-card")).to_have_count(2)
    # The hand is in the board the page sends, saves and exports, with ids of its own.
    hands = board_json(page)["hands"]
    assert [c["card"] for c in hands["Ann"]] == ["ninjas/ninja-master", "ninjas/shinobi"]
    assert len({c["id"] for c in hands["Ann"]} | {"a1", "rex", "b2"}) == 5
    master = hand.locator(".sim-hand-card[data-key='ninjas/ninja-master']")
    card_id = master.get_attribute("data-id")
    # Play, then a tap on the base: a play event "now" by Ann, to the base.
    play = master.locator(".sim-hand-play")
    expect(play).to_have_text(PLAY[lang])
    play.tap()
    expect(page.locator(".sim-play-note")).to_be_visible()
    # axe-core finds nothing critical or serious with a hand and a card being played.
    assert serious_violations(page) == []
    page.locator(".sim-tbase").first.locator(".sim-tbase-pick").tap()
    expect(page.locator(".sim-play-note")).to_have_count(0)
    events = json.loads(page.locator("#sim-events").input_value())
    assert events == [{"when": "now", "action": "play", "by": "Ann", "card": card_id, "to": "b1"}]
    # The played card shows as played, on the base and in the hand (no second Play).
    chip = page.locator(".sim-tbase").first.locator(".sim-chip-play")
    expect(chip).to_contain_text("Ninja Master")
    expect(master.locator(".sim-hand-play")).to_have_count(0)
    expect(master.locator(".sim-hand-played")).to_be_visible()
    # A tap on the play takes it back: no event, the card can be played again.
    chip.tap()
    expect(page.locator(".sim-chip-play")).to_have_count(0)
    assert page.locator("#sim-events").input_value() == ""
    expect(master.locator(".sim-hand-play")).to_have_count(1)
    # Removed from the hand, a card leaves the board's hand.
    hand.locator(".sim-hand-card[data-key='ninjas/shinobi'] .sim-hand-remove").tap()
    assert [c["card"] for c in board_json(page)["hands"]["Ann"]] == ["ninjas/ninja-master"]
    assert page.evaluate("document.documentElement.scrollWidth") <= 375


def test_an_action_tapped_onto_a_minion_is_played_on_it(phone):
    page = phone
    load(page, "en")
    # Poison is played on a minion.
    add_to_hand(page, "ninjas/poison")
    ann(page).locator(".sim-hand-card .sim-hand-play").tap()
    page.locator(".sim-tbase").first.locator(".sim-chip[data-id='rex']").tap()
    # The card sheet did not open: the tap chose the minion.
    expect(page.locator("#sim-sheet")).not_to_be_visible()
    events = json.loads(page.locator("#sim-events").input_value())
    assert events[0]["to"] == "b1" and events[0]["attached_to"] == "rex"
    expect(page.locator(".sim-chip-play")).to_contain_text("King Rex")


@pytest.mark.parametrize(("lang", "beyond"), [("en", "beyond the plays"), ("fr", "au-delà des")])
def test_a_play_beyond_the_plays_made_is_warned_on_the_table_and_in_the_results(
    phone, lang, beyond
):
    page = phone
    load(page, lang)
    ann(page).locator(".sim-plays-made-minion").fill("1")
    assert board_json(page)["plays_made"] == {"minion": 1}
    # Only the active player's part of the panel has them.
    expect(page.locator(".sim-pal-group[aria-label='Bob'] .sim-plays-made")).to_have_count(0)
    add_to_hand(page, "ninjas/ninja-master")
    ann(page).locator(".sim-hand-card .sim-hand-play").tap()
    page.locator(".sim-tbase").first.locator(".sim-tbase-pick").tap()
    warning = page.locator(".sim-outcome .sim-warnings li")
    expect(warning).to_have_count(1)
    expect(warning).to_contain_text(beyond)
    # In players' words: the card's name, not its id.
    expect(warning).to_contain_text("Ninja Master")
    assert "c1 (" not in warning.inner_text()
    expect(page.locator(".sim-tbase .sim-play-warning")).to_contain_text(beyond)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_ninja_master_played_then_its_king_rex_option_tapped(phone, lang):
    page = phone
    load(page, lang)
    add_to_hand(page, "ninjas/ninja-master")
    add_to_hand(page, "ninjas/shinobi")
    ann(page).locator(".sim-hand-card[data-key='ninjas/ninja-master'] .sim-hand-play").tap()
    page.locator(".sim-tbase").first.locator(".sim-tbase-pick").tap()
    # Scored at once: the tie for first, 3 VP each.
    expect(page.locator(".sim-outcome .sim-plays")).to_contain_text("Ninja Master")
    expect(page.locator(".sim-outcome .sim-ties")).to_contain_text("3")
    expect_vp(page, {"Ann": "3", "Bob": "3"})
    options = page.locator(".sim-outcome .sim-assumed .sim-play-option")
    rex = options.filter(has_text="King Rex")
    expect(rex).to_have_count(1)
    # The assumed choice is marked: declined ("Don't"), one option among the minions here.
    assert options.count() == 4
    marked = page.locator(".sim-outcome .sim-assumed .sim-play-option[aria-pressed='true']")
    expect(marked).to_have_count(1)
    expect(marked).to_contain_text(DONT[lang])
    assert rex.get_attribute("aria-pressed") == "false"
    assert serious_violations(page) == []
    rex.tap()
    expect(page.locator(".sim-outcome .sim-vp tbody")).to_contain_text("2")
    expect_vp(page, {"Ann": "3", "Bob": "2"})
    events = json.loads(page.locator("#sim-events").input_value())
    assert events[0]["choose"] == {"card": "rex"}
    # The choice is given: the table keeps the options, King Rex marked as chosen.
    table_rex = page.locator(".sim-tbase .sim-play-option", has_text="King Rex")
    expect(table_rex).to_have_attribute("aria-pressed", "true")
    # Next turn keeps the hands: Shinobi stays, Ninja Master was played.
    page.locator("#sim-next-turn").tap()
    hand = ann(page).locator(".sim-hand-card")
    expect(hand).to_have_count(1)
    expect(hand).to_have_attribute("data-key", "ninjas/shinobi")
    assert page.evaluate("document.documentElement.scrollWidth") <= 375


def test_a_loaded_board_shows_its_hands_by_name_and_keeps_them(phone):
    page = phone
    board = json.loads(json.dumps(BOARD))
    board["hands"] = {"Bob": [{"id": "h1", "card": "ninjas/ninja-master", "printing": "original"}]}
    board["plays_made"] = {"action": 1}
    load(page, "en", board)
    bob = page.locator(".sim-pal-group[aria-label='Bob']")
    # Named from the catalog (the names API), not by its key.
    expect(bob.locator(".sim-hand-card")).to_have_text("Ninja Master" + PLAY["en"] + "×")
    expect(ann(page).locator(".sim-plays-made-action")).to_have_value("1")
    # What the page does not edit (the printing) is sent back as it came.
    again = board_json(page)
    assert again["hands"] == board["hands"]
    assert again["plays_made"] == {"action": 1}


def test_a_play_option_keeps_the_choose_given_for_the_plays_other_decision(phone):
    # Angry Pillagers (POD): a minion (choose "card", given: King Rex) then +2 or -2 ("mode",
    # not given: "plus" assumed). Tapping "minus" writes the mode beside the card given.
    page = phone
    board = json.loads(json.dumps(BOARD))
    board["hands"] = {"Ann": [{"id": "h1", "card": "orcs/angry-pillagers", "printing": "pod"}]}
    board["events"] = [
        {"when": "now", "action": "play", "card": "h1", "to": "b1", "choose": {"card": "rex"}}
    ]
    load(page, "en", board)
    options = page.locator(".sim-outcome .sim-assumed .sim-play-option")
    expect(options).to_have_count(2)
    plus = options.filter(has_text="plus")
    expect(plus).to_have_attribute("aria-pressed", "true")
    options.filter(has_text="minus").tap()
    expect(page.locator(".sim-tbase .sim-play-option", has_text="minus")).to_have_attribute(
        "aria-pressed", "true"
    )
    events = json.loads(page.locator("#sim-events").input_value())
    assert events[0]["choose"] == {"card": "rex", "mode": "minus"}
    # Nothing is assumed any more: the card given and the mode chosen are both read.
    expect(page.locator(".sim-outcome .sim-assumed")).to_have_count(0)


# Before b1 scores, Ann's Hidden Ninja plays her Ninja Master there (a Special event): its "may
# destroy a minion here" is the event's choose.then, assumed declined (Ann 4+5 = 9 against Bob's
# King Rex 7 and 2), one tap from destroying King Rex.
HIDDEN_NINJA = {
    **BOARD,
    "events": [
        {
            "when": "before_scoring",
            "base": "b1",
            "action": "special",
            "by": "Ann",
            "card": {"type": "action", "id": "hn", "owner": "Ann", "card": "ninjas/hidden-ninja"},
            "choose": {
                "play": {
                    "type": "minion",
                    "id": "nm",
                    "owner": "Ann",
                    "card": "ninjas/ninja-master",
                }
            },
        }
    ],
}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_minion_a_special_plays_has_its_decision_one_tap_away(phone, lang):
    page = phone
    load(page, lang, HIDDEN_NINJA)
    expect_vp(page, {"Ann": "3", "Bob": "3"})
    rex = page.locator(".sim-outcome .sim-assumed .sim-play-option", has_text="King Rex")
    expect(rex).to_have_count(1)
    rex.tap()
    expect(page.locator(".sim-outcome .sim-vp tbody")).to_contain_text("2")
    expect_vp(page, {"Ann": "3", "Bob": "2"})
    events = json.loads(page.locator("#sim-events").input_value())
    # Written on the Special's event, beside the card it plays.
    assert events[0]["choose"]["then"] == {"card": "rex"}
    assert events[0]["choose"]["play"]["id"] == "nm"
    assert serious_violations(page) == []
