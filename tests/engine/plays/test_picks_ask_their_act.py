"""A pick that prepares an act (destroy, return, move) asks that act's protections, so that a
target the act cannot take is never offered nor assumed, and named is warned of (README, the
play phase: "such a target is never among the options nor assumed"). A static guard over the
play modules: a function that picks cards or a base and then destroys, returns or moves must
state the act (`protection=`, `pick_destination`, `pick_to_move`, `move_refused`,
`destroy_actions`, `move_each`, `pick_card_and_base`), or be listed below with the reason it
needs none. A new card written without it fails here."""

from __future__ import annotations

import ast
import re
from functools import cache
from pathlib import Path

PLAYS = Path(__file__).resolve().parents[3] / "simulator" / "engine" / "plays"

ACTS = {"destroy": "destroy", "return_to_hand": "return", "move": "move"}
ASKING_MOVE = (
    "pick_destination",
    "pick_to_move",
    "move_refused",
    "move_each",
    "pick_card_and_base",
)
ASKING_DESTROY = ("refusal(", "destroy_actions")

# Each function that picks and acts without asking the act, and why it need not.
NEEDS_NONE = {
    "awesome_level_9000._change_of_venue": "picks the player's own actions: no protection "
    "holds an action against its own player",
    "big_in_japan._johnny": "the player's own actions (as Change of Venue)",
    "culture_shock._llama": "the player's own actions (as Change of Venue)",
    "big_in_japan._rainboroc_talent": "a titan moves: every move refuser reads minions",
    "big_in_japan._there_goes_tokyo": "a titan moves (as Rainboroc)",
    "cease_and_desist._mergacon": "a titan moves (as Rainboroc)",
    "disney_second_half._king_candy": "the card moves itself, an action: the refusers read minions",
    "excellent_movies_dudes._roy": "the player's own actions on a base (as Change of Venue)",
    "excellent_movies_dudes._destroy_own_action": "the player's own actions on a base",
    "small_boxes._merlins_library": "the action moves itself (as King Candy)",
    "tenth_anniversary._hearse_fleet": "buried cards move: no refuser reads them",
    "core._crop_circles": "a base is picked and each minion there returned: a protected one "
    "stays, logged, as the act asks each",
    "its_your_fault._destroy_base_actions": "a base is picked, each action there destroyed (as "
    "Crop Circles)",
    "munchkin_second_half._ruckus": "a base is picked, each monster there destroyed",
    "science_fiction_double_feature._going_bananas": "a base is picked, each action there "
    "destroyed",
    "core._powderkeg": "the minion picked sets the power, and its official clarification says "
    "the others are destroyed even when it is protected",
    "core_second_half._sacrifice": "the draw follows the minion's power whether or not it is "
    "destroyed: a protected minion is a legal choice",
    "science_fiction_double_feature._bacta_the_future": "its clarification: the rest resolves "
    "when the chosen minion is protected",
    "science_fiction_double_feature._destroy_then_play": "Transmogrify's clarification (as "
    "Bacta the Future)",
    "science_fiction_double_feature.act": "the inner act of _destroy_then_play",
    "small_boxes._bushwhacking": "asks 'move' or 'destroy' by the coin given (a conditional the "
    "scan cannot read)",
}


@cache
def _unasked() -> dict[str, list[str]]:
    found = {}
    for path in sorted(PLAYS.glob("*.py")):
        source = path.read_text(encoding="utf-8")
        lines = source.splitlines()
        for node in ast.walk(ast.parse(source)):
            if not isinstance(node, ast.FunctionDef):
                continue
            text = "\n".join(lines[node.lineno - 1 : node.end_lineno])
            if not re.search(r"\.pick_cards?\(|\.pick_base\(", text):
                continue
            acts = {ACTS[a] for a in ACTS if re.search(rf"play\.{a}\(", text)}
            stated = set(re.findall(r'protection="(\w+)"', text))
            missing = acts - stated
            if any(asking in text for asking in ASKING_MOVE):
                missing.discard("move")
            if any(asking in text for asking in ASKING_DESTROY):
                missing.discard("destroy")
            if missing:
                found[f"{path.stem}.{node.name}"] = sorted(missing)
    return found


def test_every_pick_that_prepares_an_act_asks_its_protections():
    unasked = _unasked()
    assert sorted(set(unasked) - set(NEEDS_NONE)) == [], unasked


def test_the_list_of_picks_that_need_none_is_not_stale():
    # A function mended, renamed or removed leaves the list: the list says only what is true.
    assert sorted(set(NEEDS_NONE) - set(_unasked())) == []
