"""What a play says when part of it does not happen (the session 25 review): a target a
protection keeps is in `warnings` (not only in the log), and a play that acted in part is
`applied`, with the real catalog."""

from __future__ import annotations

import pytest

from tests.simulator.answers import answer

pytestmark = pytest.mark.django_db


def minion(card_id: str, owner: str, power: int) -> dict:
    return {"type": "minion", "id": card_id, "owner": owner, "power": power}


def test_lets_get_it_on_warns_of_the_named_minion_a_protection_keeps(client):
    # Let's Get It On destroys minions at one of yours' base, their total power at most its
    # power: y is destroyed, z (Tough It Out: cannot be destroyed) stays, and the
    # warnings say so, naming Tough It Out.
    data = {
        "players": ["ann", "bob"],
        "active_player": "ann",
        "hands": {"ann": [{"id": "lg", "card": "kung-fu-fighters/lets-get-it-on"}]},
        "bases": [
            {
                "id": "b1",
                "breakpoint": 30,
                "vp": [3, 2, 1],
                "cards": [
                    minion("a1", "ann", 5),
                    minion("y", "bob", 2),
                    minion("z", "bob", 1),
                    {
                        "type": "action",
                        "id": "t",
                        "owner": "bob",
                        "card": "vigilantes/tough-it-out",
                        "attached_to": "z",
                    },
                ],
            }
        ],
        "events": [
            {"when": "now", "action": "play", "card": "lg", "choose": {"cards": ["y", "z"]}}
        ],
    }
    result = answer(client, data)
    kept = [c["id"] for b in result["board"]["bases"] for c in b["cards"]]
    assert "y" not in kept and "z" in kept
    (warning,) = result["warnings"]
    assert warning["event"] == 0
    assert "cannot destroy z: Tough It Out" in warning["text"]
    assert "Tough It Out" in warning["text_fr"]
    assert result["plays"][0]["applied"] is True
    # One log line for it, the action's own (not the same said twice).
    assert sum("z" in e["text"] and "Tough It Out" in e["text"] for e in result["log"]) == 1


def test_hyperspeed_warns_of_each_minion_deep_roots_keeps(client):
    # Hyperspeed 10 moves the minions of a base to another: Deep Roots keeps Bob's there, Ann's
    # moves; each kept one is in `warnings` with its protector.
    data = {
        "players": ["ann", "bob"],
        "active_player": "ann",
        "hands": {"ann": [{"id": "h", "card": "star-roamers/hyperspeed-10"}]},
        "bases": [
            {
                "id": "b1",
                "breakpoint": 20,
                "vp": [4, 2, 1],
                "cards": [
                    {
                        "type": "action",
                        "id": "dr",
                        "owner": "bob",
                        "card": "killer-plants/deep-roots",
                    },
                    minion("a", "ann", 3),
                    minion("b4", "bob", 4),
                ],
            },
            {"id": "b2", "breakpoint": 20, "vp": [4, 2, 1], "cards": [minion("x", "ann", 2)]},
        ],
        "events": [
            {"when": "now", "action": "play", "card": "h", "choose": {"base": "b1", "to": "b2"}}
        ],
    }
    result = answer(client, data)
    where = {c["id"]: b["id"] for b in result["board"]["bases"] for c in b["cards"] if "id" in c}
    assert where["a"] == "b2" and where["b4"] == "b1"
    (warning,) = result["warnings"]
    assert "cannot move b4: Deep Roots" in warning["text"]


def test_the_warning_beyond_the_turns_plays_counts_the_minions_an_extra_play_let_be_played(
    client,
):
    # Titania grants an extra minion, Howler uses it, then Muffin is a third minion: beyond the
    # turn's plays, with two minions played before it (the review of session 25, b6: "1").
    data = {
        "players": ["ann", "bob"],
        "active_player": "ann",
        "hands": {
            "ann": [
                {"id": "ti", "card": "fairies/titania"},
                {"id": "m2", "card": "werewolves/howler"},
                {"id": "m3", "card": "kitty-cats/muffin"},
            ]
        },
        "bases": [
            {"id": "b1", "breakpoint": 30, "vp": [3, 2, 1], "cards": [minion("x", "bob", 5)]},
            {"id": "b2", "breakpoint": 30, "vp": [2, 1, 0], "cards": [minion("y", "bob", 3)]},
        ],
        "events": [
            {
                "when": "now",
                "action": "play",
                "card": "ti",
                "to": "b1",
                "choose": {"mode": "minion"},
            },
            {"when": "now", "action": "play", "card": "m2", "to": "b1"},
            {"when": "now", "action": "play", "card": "m3", "to": "b2", "choose": {"card": "y"}},
        ],
    }
    result = answer(client, data)
    (beyond,) = [w for w in result["warnings"] if "beyond the plays" in w["text"]]
    assert beyond["event"] == 2
    assert "(2 before this play" in beyond["text"]


def test_a_protection_names_the_card_that_protects(client):
    # Anna keeps her controller's other characters there from other players' destroys: the
    # refusal names Anna (the session 25 review found it unnamed).
    data = {
        "players": ["ann", "bob"],
        "active_player": "ann",
        "hands": {"ann": [{"id": "nm", "card": "ninjas/ninja-master"}]},
        "bases": [
            {
                "id": "b1",
                "breakpoint": 30,
                "vp": [3, 2, 1],
                "cards": [
                    {"type": "minion", "id": "an", "owner": "bob", "card": "frozen/anna"},
                    minion("bw", "bob", 2),
                ],
            }
        ],
        "events": [
            {"when": "now", "action": "play", "card": "nm", "to": "b1", "choose": {"card": "bw"}}
        ],
    }
    result = answer(client, data)
    (warning,) = result["warnings"]
    assert "Anna: cannot be destroyed by other players' cards" in warning["text"]
    assert "Anna : ne peut pas être détruite" in warning["text_fr"]


def test_an_action_on_a_minion_returned_to_the_hand_goes_alone_to_the_discard_pile(client):
    # Crop Circles returns c2 to Cat's hand; the Upgrade on it goes to the discard pile: the log
    # no longer says it goes there "with it" (the session 25 review).
    data = {
        "players": ["ann", "cat"],
        "active_player": "ann",
        "hands": {"ann": [{"id": "cc", "card": "aliens/crop-circles"}]},
        "bases": [
            {
                "id": "b1",
                "breakpoint": 30,
                "vp": [3, 2, 1],
                "cards": [
                    minion("c2", "cat", 2),
                    {
                        "type": "action",
                        "id": "up",
                        "owner": "cat",
                        "card": "dinosaurs/upgrade",
                        "attached_to": "c2",
                    },
                ],
            }
        ],
        "events": [{"when": "now", "action": "play", "card": "cc", "choose": {"base": "b1"}}],
    }
    result = answer(client, data)
    (line,) = [e for e in result["log"] if e["text"].startswith("up (Upgrade) was played on c2")]
    assert line["text"].startswith(
        "up (Upgrade) was played on c2, which left play: it goes to the discard pile of cat."
    )
    assert "c2" in [c["id"] for c in result["board"]["hands"]["cat"]]
