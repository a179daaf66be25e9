"""Random boards of catalog cards (random_boards.py, fixed seeds) through the simulator's
services: `score` answers or refuses with a BoardError, the same way twice; the advisor answers
or refuses, and every play it lists is what `score` gives with that play's events.

The first seeds are boards a longer run of the same generator found failing (a 500): the
advisor replaying a card returned to the hand this turn (Change of Venue), and abilities that
act on the extra card they played (New Student) reading it from a `choose` the advisor's probe
does not have."""

from __future__ import annotations

import copy
import json

import pytest

from catalog.models import Base
from simulator import selectors, services
from simulator.engine import BoardError
from tests.simulator.random_boards import Catalog, board

pytestmark = pytest.mark.django_db

FOUND = [108350, 120750, 121225, 121300, 134025, 135625, 136525, 137000, 5040925, 5044625]
SEEDS = FOUND + list(range(1, 121))


@pytest.fixture(scope="module")
def catalog(django_db_setup, django_db_blocker) -> Catalog:
    with django_db_blocker.unblock():
        return Catalog(selectors.catalog_card_facts(), Base.objects.values_list("slug", "printing"))


@pytest.mark.parametrize("seed", SEEDS)
def test_a_random_catalog_board_is_answered_or_refused(catalog, seed):
    data = board(catalog, seed)
    try:
        result = services.simulate_board(copy.deepcopy(data))
    except BoardError:
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
