"""Skeletons (10th Anniversary): each modelled ability that buries or uncovers changes the
outcome of a board (issue 15; Grosse Boîte pour Geek booklet p. 8)."""

from __future__ import annotations

from tests.engine.boards import minion
from tests.engine.card_boards import in_play
from tests.engine.cards.helpers import card, choice, duel, run, special, winners


def buried(player: str, card_id: str, key: str | None = None) -> dict:
    data = {"type": "buried", "controller": player, "id": card_id}
    if key is not None:
        data["card"] = key
    return data


def uncover(card_id: str) -> dict:
    return {"when": "before_scoring", "base": "b1", "action": "uncover", "card": card_id}


def test_burst_forth_uncovers_your_buried_minion_before_scoring():
    cards = (
        minion("ann", 3, id="a"),
        buried("ann", "rv", "skeletons/revenant"),
        minion("bob", 4, id="b"),
    )
    assert winners(duel(*cards)) == {"bob"}
    event = special("before_scoring", "b1", "skeletons/burst-forth", "ann", "bf", card="rv")
    assert winners(duel(*cards, events=[event])) == {"ann"}


def test_gravestones_may_put_a_counter_on_a_minion_uncovered_here():
    cards = (
        minion("ann", 3, id="a"),
        card("action", "skeletons/gravestones", "ann", id="gs", controller="ann"),
        buried("ann", "rv", "skeletons/revenant"),
        minion("bob", 6, id="b"),
    )
    # Uncovered without the counter: a tie.
    assert winners(duel(*cards, events=[uncover("rv")])) == {"ann", "bob"}
    data = duel(*cards, events=[uncover("rv")], choices=[choice("gs", "ann")])
    assert winners(data) == {"ann"}


def test_gravestones_is_buried_on_another_base_after_its_base_scores():
    data = duel(
        minion("ann", 5, id="a"),
        card("action", "skeletons/gravestones", "ann", id="gs", controller="ann"),
    )
    result = run(data)
    assert in_play(result) == {"gs": "b2"}
    assert [c["type"] for c in result["board"]["bases"][0]["cards"]] == ["buried"]


def test_hearse_fleet_moves_a_buried_card_to_the_scoring_base():
    data = duel(
        card("minion", "ancient-egyptians/priest-of-anubis", "ann", 4, id="pa"),
        minion("bob", 5, id="b"),
    )
    data["bases"][1]["cards"].append(buried("ann", "bu"))
    assert winners(data) == {"bob"}
    data["events"] = [
        special("before_scoring", "b1", "skeletons/hearse-fleet", "ann", "hf", order=["bu"])
    ]
    # Beside its controller's buried card, the Priest of Anubis has +2.
    assert winners(data) == {"ann"}


def test_lord_of_bones_may_put_a_counter_on_a_minion_uncovered_anywhere():
    data = duel(
        minion("ann", 3, id="a"),
        buried("ann", "rv", "skeletons/revenant"),
        minion("bob", 6, id="b"),
        events=[uncover("rv")],
    )
    data["bases"][1]["cards"].append(card("minion", "skeletons/lord-of-bones", "ann", 5, id="lb"))
    assert winners(data) == {"ann", "bob"}
    data["choices"] = [choice("lb", "ann")]
    assert winners(data) == {"ann"}


def test_returned_one_may_uncover_another_of_your_buried_cards_here():
    cards = (
        minion("ann", 1, id="a"),
        buried("ann", "ro", "skeletons/returned-one"),
        buried("ann", "rv", "skeletons/revenant"),
        minion("bob", 5, id="b"),
    )
    assert winners(duel(*cards, events=[uncover("ro")])) == {"bob"}
    data = duel(*cards, events=[uncover("ro")], choices=[choice("ro", "ann", card="rv")])
    assert winners(data) == {"ann"}
