"""The advisor's search on boards and hands drawn from the whole catalog (seeded, so every run
draws the same).

1. A candidate that adds a play to another goes on from a copy of its parent's run after the
   parent's plays (Turn.fork) instead of playing them again. The copy must be exact: the search
   with forks and the search without resolve the same candidates, in the same order, to the same
   position after their plays (advisor._state, what the rest of the turn reads) and the same
   outcome.
2. Every decision a candidate's plays took is the one its script gave.

A candidate is resolved with a script of answers, one per decision of its played cards, asked
in order (advisor.Probe). If an ability answered a decision without asking (reading a choose
first), the script would shift onto the next decision and the play listed would not be the
play searched: its events (built from the decisions taken) would say something else. Found on
these boards (Mass Teleport's pick of minions): the events now carry no choose in the search.
"""

from __future__ import annotations

import random

import pytest

from simulator import selectors
from simulator.engine import advice_search as S
from simulator.engine import advisor as A
from simulator.engine import plays as P
from simulator.engine.parse import validate
from simulator.services import request_card_lookup

pytestmark = pytest.mark.django_db

PLAYERS = ["ann", "bob", "cy"]
SEEDS = range(16)


def catalog_pools() -> tuple[list[str], list[str], list[str], list[str]]:
    """(minions, actions) of the catalog whose play the engine applies, and (minions, actions)
    of the whole catalog, as sorted keys."""
    table = selectors.catalog_card_facts()
    applied_minions, applied_actions, minions, actions = set(), set(), set(), set()
    for (key, printing), (facts, _) in table.items():
        kind = facts["type"]
        if kind not in ("minion", "action"):
            continue
        everyone = minions if kind == "minion" else actions
        everyone.add(key)
        if P.is_registered(key, printing) and P.lookup(key, printing).status == "applied":
            (applied_minions if kind == "minion" else applied_actions).add(key)
    return sorted(applied_minions), sorted(applied_actions), sorted(minions), sorted(actions)


def drawn_board(seed: int, pools: tuple[list[str], ...]) -> dict:
    """Three bases of catalog cards (one close to its breakpoint) and a hand of two minions and
    two actions whose plays the engine applies."""
    applied_minions, applied_actions, minions, actions = pools
    draw = random.Random(seed)
    bases = []
    for b in range(3):
        cards = []
        for c in range(draw.randint(2, 5)):
            pool = minions if draw.random() < 0.8 else actions
            card = {"id": f"c{b}{c}", "owner": draw.choice(PLAYERS), "card": draw.choice(pool)}
            cards.append(card)
        bases.append(
            {
                "id": f"b{b}",
                "breakpoint": draw.choice((8, 12, 16, 40)),
                "vp": [4, 2, 1],
                "cards": cards,
            }
        )
    hand = [
        {"id": f"h{i}", "card": key}
        for i, key in enumerate(draw.sample(applied_minions, 2) + draw.sample(applied_actions, 2))
    ]
    return {
        "players": PLAYERS,
        "active_player": "ann",
        "vp": {"ann": 3, "bob": 5, "cy": 4},
        "bases": bases,
        "hands": {"ann": hand},
    }


def searched(board, lookup, *, fork: bool = True) -> S.Search:
    search = S.Search(board, board.hands["ann"], A._placed_on(lookup), S.ADVICE_WORK, fork=fork)
    search.walk()
    return search


def search_trace(board, lookup, *, fork: bool) -> tuple[list, list, int]:
    """The position after the plays of every complete candidate in the order resolved, the
    outcome of each one found, and the number of candidates."""
    states: list = []
    real_state = S.run_state

    def recording(turn, parsed):
        state = real_state(turn, parsed)
        states.append(state)
        return state

    S.run_state = recording
    try:
        search = searched(board, lookup, fork=fork)
    finally:
        S.run_state = real_state
    assert search.complete
    outcomes = [
        (
            S.candidate_key(steps),
            sorted(outcome.vp.items()),
            outcome.game_over,
            list(outcome.winners),
            {event: list(taken) for event, taken in outcome.probe.taken.items()},
        )
        for steps, outcome in search.found
    ]
    return states, outcomes, search.considered


@pytest.fixture(scope="module")
def pools(django_db_blocker):
    with django_db_blocker.unblock():
        return catalog_pools()


def test_a_forked_candidate_is_the_candidate_resolved_from_the_start(pools):
    lookup = request_card_lookup()
    forked_pairs = 0
    for seed in SEEDS:
        # One parsed board for both: the position holds the input's cards by identity.
        board = validate(drawn_board(seed, pools), None, lookup)
        forked = search_trace(board, lookup, fork=True)
        replayed = search_trace(board, lookup, fork=False)
        assert forked[2] == replayed[2], seed
        assert forked[1] == replayed[1], seed
        assert forked[0] == replayed[0], seed
        forked_pairs += sum(1 for key, *_ in forked[1] if len(key) >= 2)
    # Plays were added to others (resolved from forks) on these boards.
    assert forked_pairs > 50


def test_every_decision_taken_is_the_one_scripted(pools):
    lookup = request_card_lookup()
    decided = 0
    for seed in SEEDS:
        board = validate(drawn_board(seed, pools), None, lookup)
        search = searched(board, lookup)
        assert search.complete, seed
        first = search.first
        for steps, outcome in search.found:
            for i, step in enumerate(steps):
                taken = [option for option, _ in outcome.probe.taken.get(first + i, ())]
                key = S.candidate_key(steps)
                assert taken == [option for _, option in step.answers], (seed, key, i)
                decided += len(taken)
    # The hands hold cards whose plays decide something: the check is not empty.
    assert decided > 100


def test_the_decisions_tried_after_the_plays_give_their_outcome_under_score(pools):
    """The advisor tries the active player's decisions after the plays (advice_decisions.py) by
    numbering them in run order; the play it lists gives them to `score` as choices and a
    scoring order. On boards of bases whose abilities the engine models (breakpoints low
    enough that most score), every candidate whose kept outcome took another answer than
    score's assumption gets that same outcome from score with them (advisor._Final, as the
    answer's figures are made)."""
    from simulator.engine.abilities import MODELLED, registered
    from simulator.services import catalog_base_lookup

    lookup = request_card_lookup()
    slugs = sorted(
        {
            slug
            for (slug, printing), ability in registered().items()
            if ability.status == MODELLED and catalog_base_lookup(slug) is not None
        }
    )
    applied_minions, applied_actions, minions, actions = pools
    compared = 0
    for seed in range(30):
        draw = random.Random(seed)
        bases = []
        for b in range(3):
            cards = [
                {
                    "id": f"c{b}{c}",
                    "owner": draw.choice(PLAYERS),
                    "card": draw.choice(minions if draw.random() < 0.8 else actions),
                }
                for c in range(draw.randint(2, 5))
            ]
            slug = draw.choice(slugs)
            breakpoint = draw.choice((8, 12, 16))
            bases.append(
                {
                    "id": f"b{b}",
                    "base": slug,
                    "breakpoint": breakpoint,
                    "vp": [4, 2, 1],
                    "cards": cards,
                }
            )
        hand = draw.sample(applied_minions, 2) + draw.sample(applied_actions, 2)
        data = {
            "players": PLAYERS,
            "active_player": "ann",
            "vp": {"ann": 3, "bob": 5, "cy": 4},
            "bases": bases,
            "hands": {"ann": [{"id": f"h{i}", "card": key} for i, key in enumerate(hand)]},
        }
        board = validate(data, catalog_base_lookup, lookup)
        search = searched(board, lookup)
        search.decide(S.ADVICE_WORK)
        final = A._Final(board, search.first, search.hand_cards)
        final.left = S.ADVICE_WORK
        for steps, outcome in search.found:
            decider = outcome.decider
            if not steps or not (decider.ordered() or decider.tried_answers()):
                continue
            resolved = final.resolve(steps, outcome)
            assert resolved is not None, (seed, S.candidate_key(steps))
            assert resolved["vp"] == outcome.vp, (seed, S.candidate_key(steps), resolved["choices"])
            compared += 1
    # Decisions other than score's were kept on these boards: the check is not empty.
    assert compared > 100, compared


def special_pool() -> list[str]:
    """The catalog cards whose Special the advisor uses (a special hook, a scoring window in
    the catalog), as sorted keys."""
    from simulator.engine.cards import registry

    table = selectors.catalog_card_facts()
    return sorted(
        {
            key
            for (key, printing), (facts, _) in table.items()
            if facts["special_window"]
            and (entry := registry.lookup(key, printing)) is not None
            and entry.special is not None
        }
    )


def test_the_specials_tried_give_their_outcome_under_score_and_the_same_from_forks(pools):
    """The hand's Specials (Search.use_specials): on drawn boards with two of them in the hand
    (Hidden Ninja among them every other board, so that a Special plays a hand card whose
    decisions are tried), the search with and without forks finds the same candidates, and each
    candidate using a Special, given to `score` as the events the answer lists (advisor.
    _events_json, named by hand ids), gets the outcome the search found."""
    from simulator.engine import simulate

    lookup = request_card_lookup()
    specials = special_pool()
    used = capped = 0
    for seed in SEEDS:
        data = drawn_board(seed, pools)
        draw = random.Random(1000 + seed)
        chosen = draw.sample(specials, 2)
        if seed % 2 == 0:
            chosen[0] = "ninjas/hidden-ninja"
        data["hands"]["ann"] += [{"id": f"s{i}", "card": key} for i, key in enumerate(chosen)]
        board = validate(data, None, lookup)
        results = []
        for fork in (True, False):
            search = S.Search(
                board,
                board.hands["ann"],
                A._placed_on(lookup),
                S.ADVICE_WORK,
                fork=fork,
                special_window=A._special_windows(lookup),
            )
            search.walk()
            search.use_specials(S.ADVICE_WORK)
            found = [(S.candidate_key(steps), sorted(o.vp.items())) for steps, o in search.found]
            results.append((found, search.specials_untried, search.complete))
        # A board whose search stops at the cap on candidates (a drawn hand of many targets)
        # is compared all the same: both searches stop at the same candidate.
        capped += not results[0][2]
        assert results[0] == results[1], seed
        for steps, outcome in search.found:
            if not any(step.window for step in steps):
                continue
            events = A._events_json(steps, outcome, search.first, "ann")
            result = simulate({**data, "events": events}, card_lookup=lookup)
            assert not result["skipped_events"], (seed, events)
            assert result["vp"] == outcome.vp, (seed, events)
            # A decision of a Special's own effect whose options the engine lists is given
            # in its event's choose (Search._own_choices), never left to score's assumption.
            specials_at = {i for i, e in enumerate(events) if e["action"] == "special"}
            for entry in result["assumed_choices"]:
                if entry.get("event") in specials_at:
                    assert not entry.get("options"), (seed, events, entry)
            used += 1
    # Specials were used on these boards, most of them searched whole: the check is not empty.
    assert used > 50, used
    assert capped <= 2, capped
