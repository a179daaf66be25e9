"""Every catalog card of the remaining boxes' factions (World Tour, Marvel, Disney, 10th
Anniversary and Sheep, Excellent Movies Dudes, Half the Battle, The Bigger Geekier Box and the
small boxes), both printings, has a card-ability entry (issue 13), with a reason when it is not
simulated and when one entry covers two different printed texts."""

from __future__ import annotations

import pytest

from simulator.engine import cards
from simulator.engine.cards.registry import MODELLED, NO_EFFECT, NOT_SIMULATED
from tests.simulator.test_card_layer import _records, _walk

pytestmark = pytest.mark.django_db

# The box each faction is first released in (the catalog walk groups factions by it).
BOXES = (
    "World Tour: International Incident",
    "World Tour: Culture Shock",
    "Smash Up: Marvel",
    "Smash Up: Disney Edition",
    "10th Anniversary",
    "Sheep Promo",
    "Excellent Movies, Dudes!",
    "Half the Battle",
    "The Big Geeky Box",
    "All Stars Event Kit",
    "Smash Up: Goblins",
    "Smash Up: Penguins",
    "Smash Up: Knights of the Round Table",
    "Smash Up: Teens",
    "Smash Up: Slashers",
    "Smash Up: Clowns",
)


def test_every_card_of_the_remaining_boxes_has_an_entry():
    boxes, records = _records()
    wanted = set(BOXES)
    # Every box named here is one of the catalog's.
    assert wanted <= set(boxes.values())
    missing, unexplained = _walk(records, boxes, wanted)
    assert dict(missing) == {}
    assert unexplained == []


def test_the_remaining_boxes_model_their_simple_abilities():
    # A sample of each kind: an ongoing bonus, a protection, a breakpoint, a Special, a VP.
    for key, hook in (
        ("grimms-fairy-tales/hansel", "power"),
        ("musketeers/porthos", "protect"),
        ("wraithrustlers/slimy", "breakpoint"),
        ("musketeers/last-stand", "special"),
        ("masters-of-evil/baron-zemo", "after_scoring"),
    ):
        entry = cards.lookup(key, "original")
        assert entry.status == MODELLED and hook in entry.hooks, key
    # One-shots and Play-phase cards carry no hook; unknown texts are not simulated.
    assert cards.lookup("sumo-wrestlers/technique-prize", "pod").status == NO_EFFECT
    pod = cards.lookup("smash-up-all-stars/begin-the-summoning", "pod")
    assert pod.status == NOT_SIMULATED and "unknown" in pod.reason
