"""One tap to choose otherwise than the engine assumed, and score again (issue 16): the Pirate
King's assumed move declined, another scoring order, in English and French."""

import json

import pytest
from playwright.sync_api import expect

from tests.engine.boards import base, board

pytestmark = pytest.mark.browser

# Jungle Oasis (breakpoint 12) scores with ann 4, bob 8; ann's Pirate King (5) on Tortuga is
# assumed to move there before it scores (ann 9 wins), "Don't" keeps it on Tortuga (bob wins).
KING = {
    "players": ["ann", "bob"],
    "active_player": "ann",
    "bases": [
        {
            "id": "oasis",
            "base": "jungle-oasis",
            "cards": [
                {"type": "minion", "id": "a1", "owner": "ann", "power": 4},
                {"type": "minion", "id": "b1", "owner": "bob", "power": 8},
            ],
        },
        {
            "id": "tortuga",
            "base": "tortuga",
            "cards": [
                {"type": "minion", "id": "pk", "owner": "ann", "card": "pirates/pirate-king"}
            ],
        },
    ],
}

# Two bases reach their breakpoint: the active player's order is assumed.
TWO = {
    "players": ["ann", "bob"],
    "active_player": "bob",
    "bases": [
        {
            "id": "b1",
            "breakpoint": 12,
            "vp": [4, 2, 1],
            "cards": [
                {"type": "minion", "owner": "ann", "power": 8},
                {"type": "minion", "owner": "bob", "power": 4},
            ],
        },
        {
            "id": "b2",
            "breakpoint": 10,
            "vp": [3, 2, 1],
            "cards": [{"type": "minion", "owner": "bob", "power": 11}],
        },
    ],
}

DONT = {"en": "Don't", "fr": "Ne pas le faire"}
ORDER = {"en": "Score in this order:", "fr": "Marquer dans cet ordre :"}


def load(page, lang, board):
    page.goto(f"/{lang}/simulator/")
    page.locator(".sim-advanced summary").click()
    page.locator("#sim-json").fill(json.dumps(board))
    page.locator("#sim-load-json").click()
    page.locator(".sim-outcome .sim-summary").first.wait_for()


def choices(page):
    return json.loads(page.locator("#sim-choices").input_value())


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_one_tap_declines_the_pirate_kings_assumed_move_and_scores_again(page, lang):
    load(page, lang, KING)
    assumed = page.locator(".sim-outcome .sim-assumed li")
    expect(assumed).to_have_count(1)
    standings = page.locator(".sim-outcome .sim-standings").first
    before = standings.inner_text()
    # The King moved: it counts on the Oasis for ann.
    assert "9" in before
    dont = assumed.locator(".sim-dont")
    expect(dont).to_have_text(DONT[lang])
    dont.click()
    expect(page.locator(".sim-outcome .sim-assumed")).to_have_count(0)
    expect(standings).not_to_have_text(before)
    assert "9" not in standings.inner_text()
    # Declined at every window it could be asked in: one per base on the table (issue 26).
    assert choices(page) == [{"card": "pk", "player": "ann", "choose": None}] * 2
    # The choice is given now: the card's sheet no longer shows an assumption.
    page.locator(".sim-chip[data-id='pk']").click()
    page.locator("#sim-sheet").wait_for()
    expect(page.locator("#sim-sheet .sim-assumed-note")).to_have_count(0)


@pytest.mark.parametrize(("lang", "use"), [("en", "Use it"), ("fr", "L'utiliser")])
def test_one_tap_from_a_cards_sheet_uses_a_may_assumed_declined(page, lang, use):
    # The Scout may return to its owner's hand after its base scores: assumed declined.
    board = json.loads(json.dumps(KING))
    board["bases"][0]["cards"][0] = {
        "type": "minion",
        "id": "sc",
        "owner": "ann",
        "card": "aliens/scout",
    }
    board["bases"][0]["cards"][1]["power"] = 9
    del board["bases"][1]
    load(page, lang, board)
    expect(page.locator(".sim-outcome .sim-assumed li")).to_have_count(1)
    page.locator(".sim-chip[data-id='sc']").click()
    button = page.locator("#sim-sheet .sim-use-it")
    expect(button).to_have_text(use)
    assert page.locator("#sim-sheet .sim-choose-otherwise").count() == 0
    button.click()
    expect(page.locator(".sim-outcome .sim-assumed")).to_have_count(0)
    assert choices(page) == [{"card": "sc", "player": "ann", "choose": {}}]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_one_tap_scores_the_bases_in_another_order(page, lang):
    load(page, lang, TWO)
    summary = page.locator(".sim-outcome .sim-summary").first
    before = summary.inner_text()
    other = page.locator(".sim-outcome .sim-assumed .sim-score-order")
    expect(other).to_have_count(1)
    assert other.inner_text().startswith(ORDER[lang])
    other.click()
    expect(summary).not_to_have_text(before)
    page.locator(".sim-advanced").evaluate("d => d.open = true")
    board = json.loads(page.locator("#sim-json").input_value())
    assert board["scoring_order"] == ["b2", "b1"]
    # The order is now given: nothing is assumed about it.
    expect(page.locator(".sim-outcome .sim-assumed")).to_have_count(0)


# The Kraken must move one of ann's minions from the Oasis after it scores: the first one (a1) to
# the first other base (x) is assumed; the page lists the other base and ann's other minion.
KRAKEN = {
    "players": ["ann", "bob"],
    "active_player": "ann",
    "bases": [
        {
            "id": "oasis",
            "base": "jungle-oasis",
            "cards": [
                {
                    "type": "titan",
                    "id": "kr",
                    "owner": "ann",
                    "card": "pirates/the-kraken",
                    "power": 0,
                },
                {"type": "minion", "id": "a1", "owner": "ann", "power": 4},
                {"type": "minion", "id": "a2", "owner": "ann", "power": 3},
                {"type": "minion", "id": "b1", "owner": "bob", "power": 8},
            ],
        },
        {"id": "x", "breakpoint": 30, "vp": [3, 2, 1]},
        {"id": "y", "breakpoint": 30, "vp": [3, 2, 1]},
    ],
}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_pick_is_one_tap_among_the_other_bases_and_the_players_minions(page, lang):
    load(page, lang, KRAKEN)
    picks = page.locator(".sim-outcome .sim-assumed .sim-pick")
    expect(picks).to_have_count(2)
    texts = picks.all_inner_texts()
    assert texts[0].startswith("→ ") and texts[0].endswith("y")
    assert texts[1].endswith("(a2)")
    picks.first.click()
    expect(page.locator(".sim-outcome .sim-assumed")).to_have_count(0)
    assert choices(page) == [{"card": "kr", "player": "ann", "choose": {"card": "a1", "to": "y"}}]


@pytest.mark.parametrize(
    ("lang", "label"), [("en", "Choose otherwise"), ("fr", "Choisir autrement")]
)
def test_a_bases_may_that_needs_a_pick_opens_the_editor_pre_filled(page, lang, label):
    # Garrison (POD): its winner may play a card from their deck, which the board does not
    # hold; the engine lists no options, so the choice is left to the editor.
    board = {
        "players": ["ann", "bob"],
        "active_player": "ann",
        "bases": [
            {
                "id": "gar",
                "base": "garrison",
                "printing": "pod",
                "breakpoint": 12,
                "vp": [2, 1, 1],
                "cards": [
                    {"type": "minion", "id": "a1", "owner": "ann", "power": 14},
                    {"type": "minion", "id": "b1", "owner": "bob", "power": 8},
                ],
            }
        ],
    }
    load(page, lang, board)
    button = page.locator(".sim-outcome .sim-assumed .sim-choose-otherwise")
    expect(button).to_have_text(label)
    button.click()
    assert choices(page) == [{"base": "gar", "player": "ann", "choose": {}}]
    assert page.locator("#sim-choices").evaluate("e => e === document.activeElement")


@pytest.mark.parametrize(
    ("lang", "label"), [("en", "Resolve in this order:"), ("fr", "Résoudre dans cet ordre :")]
)
def test_one_tap_resolves_simultaneous_effects_in_another_order(page, lang, label):
    # Two Pirate Kings on Tortuga move before the Oasis scores, at once: ann (active) orders them.
    board = json.loads(json.dumps(KING))
    board["bases"][1]["cards"].append(
        {"type": "minion", "id": "pk2", "owner": "bob", "card": "pirates/pirate-king"}
    )
    load(page, lang, board)
    assumed = page.locator(".sim-outcome .sim-assumed li")
    expect(assumed).to_have_count(3)
    other = page.locator(".sim-outcome .sim-assumed .sim-effect-order")
    expect(other).to_have_count(1)
    # The cards by name, their ids only to tell two Pirate Kings apart (issue 26).
    text = other.inner_text()
    assert text.startswith(f"{label} Pirate King (pk2) → ") and text.endswith("King (pk)"), text
    assert assumed.locator(".sim-dont").count() == 2
    other.click()
    expect(assumed).to_have_count(2)
    expect(page.locator(".sim-outcome .sim-assumed .sim-effect-order")).to_have_count(0)
    assert choices(page) == [{"base": "oasis", "player": "ann", "choose": {"order": ["pk2", "pk"]}}]


# Bin and Gone (ann's, on b1): its choice names no minion. In table order b1 scores first and
# the card leaves play unused; scoring b2 first, it asks, and the choice cannot apply there
# (the result's alternatives[].declined_choices).
BIN_AND_GONE = board(
    base(
        "b1",
        5,
        (3, 2, 1),
        {"type": "minion", "id": "a1", "owner": "ann", "power": 5},
        {"type": "action", "id": "bg", "owner": "ann", "card": "clerics/bin-and-gone"},
    ),
    base(
        "b2",
        3,
        (3, 2, 1),
        {"type": "minion", "id": "a2", "owner": "ann", "power": 2},
        {"type": "minion", "id": "b3", "owner": "bob", "power": 1},
    ),
    players=("ann", "bob"),
    choices=[{"card": "bg", "player": "ann", "choose": {}}],
)

DECLINED = {
    "en": "In this order, a choice you gave cannot apply: ",
    "fr": "Dans cet ordre, un choix que vous avez donné ne peut pas s'appliquer : ",
}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_an_order_where_a_given_choice_cannot_apply_says_so(page, lang):
    load(page, lang, BIN_AND_GONE)
    # The table of every order: only the other order (b2 then b1) carries the note.
    rows = page.locator(".sim-outcome .sim-orders tbody tr")
    expect(rows).to_have_count(2)
    notes = page.locator(".sim-outcome .sim-orders .sim-declined")
    expect(notes).to_have_count(1)
    note = notes.inner_text()
    assert note.startswith("⚠ " + DECLINED[lang]), note
    # It names the card whose choice it is, and the engine's reason in the page's language.
    assert "Bin and Gone (bg)" + (": " if lang == "en" else " : ") in note
    assert ("minion" in note) if lang == "en" else ("Créature" in note)
    # In the other order's row, beside its button.
    declined_row = rows.filter(has=page.locator(".sim-declined"))
    expect(declined_row.locator(".sim-use-order")).to_have_count(1)
    # The one-tap button to score in that order carries the same note.
    button = page.locator(".sim-outcome .sim-assumed .sim-score-order")
    expect(button).to_have_count(1)
    expect(page.locator(".sim-outcome .sim-assumed .sim-declined")).to_have_text(note)


# Two Assassinations (ann's) on bob's minions: both act at the end of the turn, assumed in table
# order; the other order is one tap away and given as {"base": null, ...}.
ASSASSINATION = {"type": "action", "owner": "ann", "card": "ninjas/assassination"}
ASSASSINATIONS = board(
    base(
        "b1",
        30,
        (3, 2, 1),
        {"type": "minion", "id": "m1", "owner": "bob", "power": 3},
        {**ASSASSINATION, "id": "as1", "attached_to": "m1"},
        {"type": "minion", "id": "m2", "owner": "bob", "power": 2},
        {**ASSASSINATION, "id": "as2", "attached_to": "m2"},
    ),
    players=("ann", "bob"),
)


def test_one_tap_orders_the_end_of_turn_effects(page):
    load(page, "en", ASSASSINATIONS)
    other = page.locator(".sim-outcome .sim-assumed .sim-effect-order")
    expect(other).to_have_count(1)
    other.click()
    expect(page.locator(".sim-outcome .sim-assumed")).to_have_count(0)
    # Answered (a refused board shows its error instead of the summary).
    expect(page.locator(".sim-outcome .sim-summary")).to_have_count(1)
    assert choices(page) == [{"base": None, "player": "ann", "choose": {"order": ["as2", "as1"]}}]


# Deputy's Special (a scripted event) gives +2 to a minion: without a choice, Ann's first one.
DEPUTY = board(
    base(
        "b1",
        30,
        (3, 2, 1),
        {"type": "minion", "id": "a1", "owner": "ann", "power": 2},
        {"type": "minion", "id": "a2", "owner": "ann", "power": 3},
    ),
    players=("ann", "bob"),
    events=[
        {
            "when": "now",
            "action": "special",
            "card": {"type": "minion", "card": "cowboys/deputy", "owner": "ann", "power": 3},
            "by": "ann",
        }
    ],
)


def test_a_specials_pick_is_one_tap_on_its_events_choose(page):
    load(page, "en", DEPUTY)
    options = page.locator(".sim-outcome .sim-assumed .sim-play-option")
    # Each of Ann's minions is an option; the assumed one (the first) is marked.
    expect(options).to_have_count(2)
    expect(options.first).to_have_attribute("aria-pressed", "true")
    options.nth(1).click()
    # The Special reads its event's choose: the other pick is written there.
    expect(page.locator(".sim-outcome .sim-assumed")).to_have_count(0)
    events = json.loads(page.locator("#sim-events").input_value())
    assert events[0]["choose"] == {"card": "a2"}
    assert page.locator("#sim-choices").input_value().strip() == ""


# Full Sail's Special (before b1 scores) moves any number of Ann's minions: without a choice,
# none moves; a decision the page cannot list opens the events editor on its event.
FULL_SAIL = board(
    base("b1", 5, (3, 2, 1), {"type": "minion", "id": "a1", "owner": "ann", "power": 6}),
    base("b2", 30, (3, 2, 1)),
    players=("ann", "bob"),
    events=[
        {
            "when": "before_scoring",
            "base": "b1",
            "action": "special",
            "card": {"type": "action", "id": "fs", "card": "pirates/full-sail", "owner": "ann"},
            "by": "ann",
        }
    ],
)


def test_choosing_otherwise_for_a_special_edits_its_events_choose(page):
    load(page, "en", FULL_SAIL)
    page.locator(".sim-outcome .sim-assumed .sim-choose-otherwise").click()
    events = json.loads(page.locator("#sim-events").input_value())
    # The Special reads its event's choose: written there (empty: none moves), to edit.
    assert events[0]["choose"] == {}
    assert page.locator("#sim-choices").input_value().strip() == ""
    expect(page.locator("#sim-events")).to_be_focused()


def test_an_assumed_fact_offers_no_choice_button(page):
    # Copycat without "copies" copies nothing: no choice changes that (its reason says to name
    # the card), so no button offers one.
    board = json.loads(json.dumps(DEPUTY))
    del board["events"]
    board["bases"][0]["cards"].append(
        {"type": "minion", "id": "cc", "owner": "ann", "card": "shapeshifters/copycat", "power": 2}
    )
    load(page, "en", board)
    item = page.locator(".sim-outcome .sim-assumed li")
    expect(item).to_have_count(1)
    expect(item).to_contain_text("copies")
    assert item.locator("button").count() == 0
