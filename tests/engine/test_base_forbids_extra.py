"""A base that forbids a play (Ice Castle: no minion) refuses an extra card a played card's
ability plays there as it refuses a play event: in `plays`, the log and `warnings`."""

from __future__ import annotations

from simulator.engine import simulate
from tests.engine.card_boards import lookup


def test_an_extra_minion_refused_by_ice_castle_is_warned():
    hoverbot = {"type": "minion", "id": "hb", "owner": "ann", "card": "robots/hoverbot", "power": 3}
    extra = {"id": "z", "type": "minion", "owner": "ann", "power": 5}
    data = {
        "players": ["ann", "bob"],
        "active_player": "ann",
        "bases": [
            {
                "id": "i",
                "base": "ice-castle",
                "breakpoint": 15,
                "vp": [3, 2, 2],
                "cards": [{"type": "minion", "id": "a1", "owner": "ann", "power": 6}],
            },
            {"id": "x", "breakpoint": 30, "vp": [3, 2, 1], "cards": []},
        ],
        "events": [
            {
                "when": "now",
                "action": "play",
                "card": hoverbot,
                "to": "x",
                "choose": {"play": extra, "to": "i"},
            }
        ],
        "end_of_turn": False,
    }
    result = simulate(data, card_lookup=lookup)
    refused = [p for p in result["plays"] if p["card"] == "z"]
    assert refused and refused[0]["applied"] is False
    assert [w["text"] for w in result["warnings"]] == [
        "event 0: the extra card z is not played: Ice Castle: no minion can be played on this base"
    ]
    assert any(e["text"].startswith("z cannot be played on i") for e in result["log"])
