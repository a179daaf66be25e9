"""A card a Special brings into play, with the real catalog (the printed powers and types of
buried cards): only the card its `choose.play` names, or the Special's own card, resolves its
play ability through the Special's event (tests/engine/test_cards_played_by_effects.py)."""

from __future__ import annotations

import pytest

from simulator import services

pytestmark = pytest.mark.django_db


def test_a_card_a_special_uncovers_is_resolved_as_an_uncover_event_resolves_it():
    # Burst Forth uncovers Ann's buried Ninja Master before b1 scores: it is played as an
    # `uncover` event plays it (buried.py), and no decision of it is offered under the
    # Special's event, where no `then` could name it (`then` needs `play`).
    buried = {"type": "buried", "controller": "ann", "id": "nm", "card": "ninjas/ninja-master"}
    bases = [
        {
            "id": "b1",
            "breakpoint": 8,
            "vp": [3, 2, 1],
            "cards": [
                {"type": "minion", "owner": "ann", "power": 4, "id": "a1"},
                {"type": "minion", "owner": "bob", "power": 6, "id": "b6"},
                buried,
            ],
        },
        {"id": "b2", "breakpoint": 30, "vp": [3, 2, 1], "cards": []},
    ]
    burst = {"type": "action", "owner": "ann", "id": "bf", "card": "skeletons/burst-forth"}
    data = {
        "players": ["ann", "bob"],
        "active_player": "ann",
        "bases": bases,
        "events": [
            {
                "when": "before_scoring",
                "action": "special",
                "by": "ann",
                "base": "b1",
                "card": burst,
                "choose": {"card": "nm"},
            }
        ],
    }
    result = services.simulate_board(data)
    scoring = result["scorings"][0]
    # Uncovered and in play when b1 scores (Ann 4 + 5 against Bob's 6).
    assert {s["player"]: s["power"] for s in scoring["standings"]} == {"ann": 9, "bob": 6}
    assert result["plays"] == []
    assert [a for a in result["assumed_choices"] if a.get("event") == 0] == []
