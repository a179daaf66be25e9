"""'What should I play?' on the table page (issue 29): the advisor's best plays for the active
player's hand, one tap to load a play onto the table; the button disabled with its reason when
no card is left to play, the errors in the page's language; on a 375 x 812 touch phone, in
English and French."""

import json

import pytest
from playwright.sync_api import expect

from tests.browser.test_simulator_issue26 import expect_vp, serious_violations
from tests.browser.test_simulator_play import ann, board_json, load, phone  # noqa: F401

pytestmark = pytest.mark.browser

# One base (breakpoint 8, VP 3-2-1): Ann's 2-power minion, Bob's King Rex (7) and 2-power minion;
# Ninja Master (5) in Ann's hand. Playing nothing: Bob 9 against Ann 2, Bob 3 VP, Ann 2. Ninja
# Master there destroying King Rex: Ann 7 against Bob 2, Ann 3 VP, Bob 2 (margin +1), the only
# play that puts Ann ahead (destroying Bob's 2-power minion leaves a tie for first: 3 VP each).
BOARD = {
    "players": ["Ann", "Bob"],
    "active_player": "Ann",
    "bases": [
        {
            "id": "b1",
            "breakpoint": 8,
            "vp": [3, 2, 1],
            "cards": [
                {"type": "minion", "id": "a1", "owner": "Ann", "power": 2},
                {"type": "minion", "id": "rex", "owner": "Bob", "card": "dinosaurs/king-rex"},
                {"type": "minion", "id": "b2", "owner": "Bob", "power": 2},
            ],
        }
    ],
    "hands": {"Ann": [{"id": "h1", "card": "ninjas/ninja-master"}]},
}

ADVISE = {"en": "What should I play?", "fr": "Que jouer ?"}
NOTHING = {
    "en": "Playing nothing: Ann 2 VP, Bob 3 VP",
    "fr": "Sans rien jouer : Ann 2 PV, Bob 3 PV",
}
NUMBERS = {"en": "+3 VP, margin +1", "fr": "+3 PV, écart +1"}
NO_CARD = {"en": "No card left in Ann's hand", "fr": "Plus aucune carte dans la main de Ann"}
ADVISE_URL = "**/api/v1/simulator/advise/"


def advise_button(page):
    return ann(page).locator(".sim-advise")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_best_play_is_listed_then_loaded_onto_the_table(phone, lang):  # noqa: F811
    page = phone
    load(page, lang, BOARD)
    button = advise_button(page)
    expect(button).to_have_text(ADVISE[lang])
    expect(button).to_be_enabled()
    sent = board_json(page)
    with page.expect_request(ADVISE_URL) as request:
        button.tap()
    # Exactly the board the page scores: its hand included, nothing added.
    assert request.value.post_data_json == sent
    assert sent["hands"] == BOARD["hands"]
    items = ann(page).locator(".sim-advice-play")
    expect(items.first).to_be_visible()
    expect(ann(page).locator(".sim-advice-baseline")).to_contain_text(NOTHING[lang])
    first = items.first
    expect(first).to_contain_text("Ninja Master")
    expect(first).to_contain_text("King Rex")
    expect(first.locator(".sim-advice-numbers")).to_have_text(NUMBERS[lang])
    # Nothing in this play escapes the engine: no mark; the search went through.
    expect(first.locator(".sim-advice-flag")).to_have_count(0)
    expect(ann(page).locator(".sim-advice-incomplete")).to_have_count(0)
    # Readable on the phone: no horizontal scroll, targets at least 24 px high.
    assert page.evaluate("document.documentElement.scrollWidth") <= 375
    for target in (button, first):
        box = target.bounding_box()
        assert box["height"] >= 24 and box["width"] >= 24
    assert serious_violations(page) == []
    first.tap()
    # The list closes; the play is the board's event, by Ann, and the table scores it at once.
    expect(ann(page).locator(".sim-advice-list")).to_have_count(0)
    events = json.loads(page.locator("#sim-events").input_value())
    assert events == [
        {
            "when": "now",
            "action": "play",
            "card": "h1",
            "to": "b1",
            "choose": {"card": "rex"},
            "by": "Ann",
        }
    ]
    expect(page.locator(".sim-outcome .sim-plays")).to_contain_text("Ninja Master")
    expect_vp(page, {"Ann": "3", "Bob": "2"})
    # Played: no card of the hand is left to play, so no more advice.
    expect(ann(page).locator(".sim-hand-play")).to_have_count(0)
    expect(ann(page).locator(".sim-hand-card-played")).to_have_count(1)
    expect(button).to_be_disabled()
    expect(ann(page).locator(".sim-advice-reason")).to_contain_text(NO_CARD[lang])


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_with_an_empty_hand_the_button_is_disabled_with_its_reason(phone, lang):  # noqa: F811
    page = phone
    board = json.loads(json.dumps(BOARD))
    del board["hands"]
    load(page, lang, board)
    button = advise_button(page)
    expect(button).to_be_disabled()
    reason = ann(page).locator(".sim-advice-reason")
    expect(reason).to_be_visible()
    expect(reason).to_contain_text(NO_CARD[lang])
    assert button.get_attribute("aria-describedby") == reason.get_attribute("id")
    # Only the active player asks: Bob's part of the panel has no button.
    expect(page.locator(".sim-pal-group[aria-label='Bob'] .sim-advise")).to_have_count(0)
    assert serious_violations(page) == []


THROTTLED = {
    "en": "Too many requests: try again in 7 s.",
    "fr": "Trop de requêtes : réessayez dans 7 s.",
}
BAD = {
    "field": "hands",
    "message": "hands: the active player's hand is needed.",
    "message_fr": "hands : la main du joueur actif est nécessaire.",
}
OFFLINE = {
    "en": "The server could not be reached",
    "fr": "Le serveur est injoignable",
}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_errors_are_shown_next_to_the_button_in_the_page_language(phone, lang):  # noqa: F811
    page = phone
    load(page, lang, BOARD)
    answers = []

    def throttled(route):
        answers.append(429)
        route.fulfill(
            status=429,
            headers={"Retry-After": "7"},
            content_type="application/json",
            body=json.dumps(
                {"error": {"field": None, "message": "Throttled.", "message_fr": "Freiné."}}
            ),
        )

    page.route(ADVISE_URL, throttled)
    advise_button(page).tap()
    error = ann(page).locator(".sim-advice-error")
    expect(error).to_have_text(THROTTLED[lang])
    assert answers == [429]
    assert serious_violations(page) == []
    # A 400: the server's message, in the page's language.
    page.unroute(ADVISE_URL)
    page.route(
        ADVISE_URL,
        lambda route: route.fulfill(
            status=400, content_type="application/json", body=json.dumps({"error": BAD})
        ),
    )
    advise_button(page).tap()
    expect(error).to_have_text(BAD["message" if lang == "en" else "message_fr"])
    # The server out of reach.
    page.unroute(ADVISE_URL)
    page.route(ADVISE_URL, lambda route: route.abort())
    advise_button(page).tap()
    expect(error).to_contain_text(OFFLINE[lang])
    # The page's own error box stays empty: the problem is told next to the button.
    expect(page.locator("#sim-error")).to_be_hidden()


# An answer as the advisor gives it when its work budget ran out, with a play one of whose
# effects the engine does not apply (served by the test: the page's drawing of it is checked).
CUT_SHORT = {
    "plays": [
        {
            "events": [{"when": "now", "action": "play", "card": "h1", "to": "b1"}],
            "vp": {"Ann": 2, "Bob": 3},
            "gain": 2,
            "margin": -1,
            "game_over": False,
            "winners": [],
            "summary": "Ninja Master on b1: +2 VP",
            "summary_fr": "Ninja Master sur b1 : +2 PV",
            "not_simulated": [
                {
                    "base": "b1",
                    "card": "h1",
                    "ability": "ninjas/ninja-master",
                    "reason": "Not simulated here.",
                    "reason_fr": "Non simulé ici.",
                }
            ],
            "warnings": [
                {
                    "text": "Ann's decisions besides her plays (ninja-dojo) were not tried",
                    "text_fr": "les décisions de Ann hors de ses coups (ninja-dojo) n'ont pas",
                }
            ],
        }
    ],
    "baseline": {"vp": {"Ann": 2, "Bob": 3}, "margin": -1, "game_over": False, "winners": []},
    "considered": 40,
    "complete": False,
    "untried": 12,
    "not_simulated": [],
    "warnings": [
        {
            "text": "the search stopped at its work budget after 40 candidates",
            "text_fr": "la recherche s'est arrêtée à son budget de calcul après 40 candidats",
        }
    ],
}
STOPPED = {"en": "The search stopped early (12 plays not tried)", "fr": "(12 coups non essayés)"}
FLAG = {"en": "Some effects are not simulated", "fr": "Certains effets ne sont pas simulés"}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_search_cut_short_and_an_effect_not_simulated_are_said(phone, lang):  # noqa: F811
    page = phone
    load(page, lang, BOARD)
    page.route(
        ADVISE_URL,
        lambda route: route.fulfill(
            status=200, content_type="application/json", body=json.dumps(CUT_SHORT)
        ),
    )
    advise_button(page).tap()
    item = ann(page).locator(".sim-advice-play")
    expect(item).to_have_count(1)
    expect(item.locator(".sim-advice-summary")).to_have_text(
        CUT_SHORT["plays"][0]["summary" if lang == "en" else "summary_fr"]
    )
    expect(item.locator(".sim-advice-flag")).to_contain_text(FLAG[lang])
    expect(ann(page).locator(".sim-advice-incomplete")).to_contain_text(STOPPED[lang])
    # The answer's warnings and the play's, in the page's language.
    key = "text" if lang == "en" else "text_fr"
    notes = ann(page).locator(".sim-advice-warning")
    expect(notes).to_have_count(2)
    expect(notes.nth(0)).to_contain_text(CUT_SHORT["warnings"][0][key])
    expect(notes.nth(1)).to_contain_text(CUT_SHORT["plays"][0]["warnings"][0][key])
    assert page.evaluate("document.documentElement.scrollWidth") <= 375
    assert serious_violations(page) == []


def test_a_loaded_hand_card_without_an_id_gets_one_and_is_advised(phone):  # noqa: F811
    # The advisor names the cards it plays by their id (a 400 without one): a board loaded with
    # a hand card that has none gets one from the page, and the advice comes.
    page = phone
    board = json.loads(json.dumps(BOARD))
    board["hands"] = {"Ann": [{"card": "ninjas/ninja-master"}]}
    load(page, "en", board)
    sent = board_json(page)
    assert sent["hands"]["Ann"][0].get("id")
    advise_button(page).tap()
    first = ann(page).locator(".sim-advice-play").first
    expect(first).to_contain_text("Ninja Master")
    expect(first).to_contain_text("King Rex")


# Two eligible bases once Ann plays her 1 on the Ninja Dojo (4 + 1 = 5): b2 (Bob 5, Ann 4, Cy 3,
# breakpoint 6) first in table order. Her best play also scores the Dojo first and has its
# winner, Ann, destroy Bob's 5: she then takes b2 too (Ann 5 VP, Bob 0, Cy 2).
DOJO = {
    "players": ["Ann", "Bob", "Cy"],
    "active_player": "Ann",
    "bases": [
        {
            "id": "b2",
            "breakpoint": 6,
            "vp": [3, 2, 1],
            "cards": [
                {"type": "minion", "id": "bm", "owner": "Bob", "power": 5},
                {"type": "minion", "id": "am", "owner": "Ann", "power": 4},
                {"type": "minion", "id": "cm", "owner": "Cy", "power": 3},
            ],
        },
        {
            "id": "d",
            "base": "ninja-dojo",
            "breakpoint": 5,
            "vp": [2, 3, 2],
            "cards": [{"type": "minion", "id": "dm", "owner": "Ann", "power": 4}],
        },
    ],
    "hands": {"Ann": [{"id": "h1", "type": "minion", "power": 1}]},
}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_play_with_its_decisions_after_it_loads_them_too(phone, lang):  # noqa: F811
    page = phone
    load(page, lang, DOJO)
    advise_button(page).tap()
    first = ann(page).locator(".sim-advice-play").first
    expect(first).to_contain_text({"en": "in that order", "fr": "dans cet ordre"}[lang])
    first.tap()
    # The play's event, its choice (the Dojo's destroy) after the board's (none), its order.
    events = json.loads(page.locator("#sim-events").input_value())
    assert [(e["card"], e["to"]) for e in events] == [("h1", "d")]
    choices = json.loads(page.locator("#sim-choices").input_value())
    assert choices == [{"base": "d", "player": "Ann", "choose": {"card": "bm"}}]
    assert board_json(page)["scoring_order"] == ["d", "b2"]
    expect_vp(page, {"Ann": "5", "Bob": "0", "Cy": "2"})


# Worked out by hand (tests/simulator/test_advise_specials.py): b1 (breakpoint 10) scores with
# Ann 2 and Bob 8. Hidden Ninja used before b1 scores plays Ninja Master there, which destroys
# Bob's 8: Ann alone, 3 VP; Ninja Master played in the Play phase for it stops b1 scoring.
HIDDEN_NINJA = {
    "players": ["Ann", "Bob"],
    "active_player": "Ann",
    "bases": [
        {
            "id": "b1",
            "breakpoint": 10,
            "vp": [3, 2, 1],
            "cards": [
                {"type": "minion", "id": "a1", "owner": "Ann", "power": 2},
                {"type": "minion", "id": "x1", "owner": "Bob", "power": 8},
            ],
        },
        {"id": "b2", "breakpoint": 30, "vp": [4, 2, 1], "cards": []},
    ],
    "hands": {
        "Ann": [
            {"id": "nm", "card": "ninjas/ninja-master"},
            {"id": "hn", "card": "ninjas/hidden-ninja"},
        ]
    },
}
SPECIAL_USED = {"en": "its Special on", "fr": "sa Spéciale sur"}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_play_using_a_special_from_the_hand_loads_it_with_both_cards_taken(phone, lang):  # noqa: F811
    page = phone
    load(page, lang, HIDDEN_NINJA)
    advise_button(page).tap()
    first = ann(page).locator(".sim-advice-play").first
    expect(first).to_contain_text("Hidden Ninja")
    expect(first).to_contain_text("Ninja Master")
    first.tap()
    events = json.loads(page.locator("#sim-events").input_value())
    assert events == [
        {
            "when": "before_scoring",
            "base": "b1",
            "action": "special",
            "card": "hn",
            "by": "Ann",
            "choose": {"play": "nm", "then": {"card": "x1"}},
        }
    ]
    expect_vp(page, {"Ann": "3", "Bob": "0"})
    # Both hand cards are taken: Hidden Ninja used for its Special, Ninja Master played by it.
    played = ann(page).locator(".sim-hand-card-played")
    expect(played).to_have_count(2)
    expect(played.filter(has_text="Hidden Ninja")).to_contain_text(SPECIAL_USED[lang])
    expect(ann(page).locator(".sim-hand-play")).to_have_count(0)
    expect(advise_button(page)).to_be_disabled()
    # The table names both cards of the Special on its base.
    chip = page.locator(".sim-chip-special")
    expect(chip).to_contain_text("Hidden Ninja")
    expect(chip).to_contain_text("Ninja Master")
    assert serious_violations(page) == []
