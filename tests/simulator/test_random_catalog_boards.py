"""Random boards of catalog cards (random_boards.py, fixed seeds) through the simulator's
services: `score` answers or refuses with a BoardError, the same way twice; the advisor answers
or refuses, and every play it lists is what `score` gives with that play's events; and every
choice `score` assumed, given back as the README says, is accepted and changes nothing; and,
with most breakpoints lowered, every other order the result lists is what the board gives when
asked in that order.

The first seeds are boards a longer run of the same generator found failing (a 500): the
advisor replaying a card returned to the hand this turn (Change of Venue), and abilities that
act on the extra card they played (New Student) reading it from a `choose` the advisor's probe
does not have."""

from __future__ import annotations

import copy
import json
import random

import pytest

from catalog.models import Base
from simulator import selectors, services
from simulator.engine import BoardError
from tests.simulator.random_boards import Catalog, board

pytestmark = pytest.mark.django_db

FOUND = [108350, 120750, 121225, 121300, 134025, 135625, 136525, 137000, 5040925, 5044625]
SEEDS = FOUND + list(range(1, 121))
# Boards whose assumed choices, given back as the result lists them, were refused: Dunwich
# Horror's ({"draw_madness": 2}), the order of the end-of-turn effects ("base": null), a
# Special's pick (Deputy's, read from its event's choose, listed as a base's choice).
GIVEN_BACK = [385, 121008, 264050]
# What a turn's outcome is.
OUTCOME = ("order", "vp", "winners", "game_over", "final_scores", "board")


@pytest.fixture(scope="module")
def catalog(django_db_setup, django_db_blocker) -> Catalog:
    with django_db_blocker.unblock():
        return Catalog(selectors.catalog_card_facts(), Base.objects.values_list("slug", "printing"))


def answered(data: dict) -> dict | None:
    """`score`'s answer to the board, None when it refuses it (a BoardError is a correct
    answer to a drawn board)."""
    try:
        return services.simulate_board(copy.deepcopy(data))
    except BoardError:
        return None


@pytest.mark.parametrize("seed", SEEDS)
def test_a_random_catalog_board_is_answered_or_refused(catalog, seed):
    data = board(catalog, seed)
    result = answered(data)
    if result is None:
        return
    assert json.loads(json.dumps(result)) == result
    assert services.simulate_board(copy.deepcopy(data)) == result
    if "hands" not in data:
        return
    # The advisor is asked about the board without its events (the plays are what it proposes).
    position = {key: value for key, value in data.items() if key != "events"}
    try:
        advice = services.advise_board({**copy.deepcopy(position), "limit": 3})
    except BoardError:
        return
    for play in advice["plays"]:
        scored = services.simulate_board({**copy.deepcopy(position), "events": play["events"]})
        assert scored["vp"] == play["vp"], play["events"]


def given_back(data: dict, result: dict) -> dict:
    """`data` with every assumed choice of `result` given as the README says: a card's in
    `choices` by its id, a play's or a Special's in its event's `choose` (beside the keys given
    for its other decisions), the order of the scoring bases as `scoring_order`, a base's (and
    the order of simultaneous or end-of-turn effects) in `choices` by its base."""
    data = copy.deepcopy(data)
    choices = data.setdefault("choices", [])
    base_ids = {b.get("id", f"b{i + 1}") for i, b in enumerate(data["bases"])}
    base_ids |= {d.get("id", f"deck{i + 1}") for i, d in enumerate(data.get("base_deck", []))}
    for item in result["assumed_choices"]:
        choose = item["choose"]
        if "event" in item:
            event = data["events"][item["event"]]
            event["choose"] = {**(event.get("choose") or {}), **(choose or {})}
        elif "card" in item:
            choices.append({"card": item["card"], "player": item["player"], "choose": choose})
        elif item["ability"] is None and set((choose or {}).get("order", [None])) <= base_ids:
            data["scoring_order"] = result["order"]
        else:
            choices.append({"base": item["base"], "player": item["player"], "choose": choose})
    if not choices:
        del data["choices"]
    return data


@pytest.mark.parametrize("seed", GIVEN_BACK + list(range(1, 401)))
def test_a_random_boards_assumed_choices_given_back_change_nothing(catalog, seed):
    data = board(catalog, seed)
    result = answered(data)
    if result is None or not result["assumed_choices"]:
        return
    again = services.simulate_board(given_back(data, result))
    assert {key: again[key] for key in OUTCOME} == {key: result[key] for key in OUTCOME}


def several_bases_score(data: dict, seed: int) -> dict:
    """`data` with most breakpoints lowered (drawn from the seed), so that several bases are
    eligible and the result lists other orders."""
    data = copy.deepcopy(data)
    r = random.Random(seed)
    for base in data["bases"]:
        if r.random() < 0.7:
            base["breakpoint"] = r.randint(0, 8)
            base.setdefault("vp", [r.randint(0, 5) for _ in range(3)])
    return data


@pytest.mark.parametrize("seed", range(1, 151))
def test_each_other_order_is_what_the_board_gives_in_that_order(catalog, seed):
    # What the page's "Score in this order" shows (each entry of `alternatives`, resolved once
    # without a log) is what the board scored with that order as scoring_order gives (a main
    # run, with its log); an order with declined_choices is refused in that order.
    data = several_bases_score(board(catalog, seed), seed)
    result = answered(data)
    if result is None:
        return
    for other in result["alternatives"]:
        asked = {**copy.deepcopy(data), "scoring_order": other["priority"]}
        if other.get("declined_choices"):
            with pytest.raises(BoardError):
                services.simulate_board(asked)
            continue
        forced = services.simulate_board(asked)
        keys = ("order", "vp", "game_over", "winners", "final_scores")
        assert {k: forced[k] for k in keys} == {k: other[k] for k in keys}
