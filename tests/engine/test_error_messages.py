"""Board errors in English and French: the catalog, every place that raises, and fuzzed boards."""

import ast
import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from simulator.engine import BoardError, parse_board_json, simulate
from simulator.engine import error_messages as E
from simulator.engine import rules as R

from .boards import board, minion
from .test_fuzz import MUTATIONS, mutate
from .test_messages import template_fields

SIMULATOR = Path(__file__).resolve().parents[2] / "simulator"

# English words of the error texts that never appear in their French versions (a JSON name such
# as "play_titan" or "scoring_order" may).
ENGLISH = re.compile(
    r"\b(must|required|unknown|duplicate|not valid|the limit|the id|got|already|cannot|is not)\b"
)
# JSON names and values that the French texts quote as they are written in a board.
JSON_WORDS = re.compile(r"'[^']*'|\b(minion, action, titan, monster, buried|true|false|null)\b")


def assert_french(error: BoardError) -> None:
    assert error.message and error.message_fr
    assert error.message_fr != error.message
    assert not ENGLISH.search(JSON_WORDS.sub("", error.message_fr)), error.message_fr
    assert error.as_dict()["error"]["message_fr"] == error.message_fr


# --- the catalog ---------------------------------------------------------------------------


@pytest.mark.parametrize("error_id", sorted(E.ERRORS))
def test_each_error_has_both_templates_with_the_same_placeholders(error_id):
    error = E.ERRORS[error_id]
    assert error.id == error_id
    assert error.en.strip() == error.en and error.fr.strip() == error.fr
    assert error.en and error.fr
    assert template_fields(error.en) == template_fields(error.fr)
    if error_id not in E.SAME_IN_BOTH:
        assert error.en != error.fr
    if "cite" in error.names:
        assert error.rule in R.RULE_SLUGS


@pytest.mark.parametrize("error_id", sorted(E.ERRORS))
def test_each_error_renders_like_str_format_in_each_language(error_id):
    error = E.ERRORS[error_id]
    params = {name: f"<{name}>" for name in error.names - {"cite"}}
    templates = error.templates()
    assert error(**params) == (templates["en"].format(**params), templates["fr"].format(**params))
    if params:
        name = sorted(params)[0]
        english, french = error(**{**params, name: ("EN-VALUE", "FR-VALUE")})
        assert "EN-VALUE" in english and "FR-VALUE" not in english
        assert "FR-VALUE" in french and "EN-VALUE" not in french


def test_the_french_errors_use_the_rulebooks_words():
    french = " ".join(error.fr for error in E.ERRORS.values())
    for word in ("Base", "Force", "Résistance", "PV", "Créature", "Titan", "Monstre", "Démence"):
        assert word in french, word
    for word in ("minion", "breakpoint", "treasure", "owner", "power "):
        assert word not in french, word


def test_citations_are_in_the_language_of_their_text():
    english, french = E.TWO_TITANS_FOR_A_PLAYER(player="ann", where="bases[0].cards[1]")
    assert english.endswith(f"a player controls at most one {R.cite(R.TITANS)}")
    assert french.endswith(f"un joueur en contrôle un au plus {R.cite_fr(R.TITANS)}")
    assert "livret de règles de la Grosse Boîte pour Geek, p. 8" in french


def test_kinds_and_json_reasons_in_both_languages():
    assert E.describe(None) == ("null", "null")
    assert E.describe(True) == ("a boolean", "un booléen")
    assert E.describe(3) == ("an integer", "un entier")
    assert E.describe(3.5) == ("a decimal number", "un nombre décimal")
    assert E.describe("x") == ("a string", "une chaîne de caractères")
    assert E.describe([]) == ("a list", "une liste")
    assert E.describe({}) == ("an object", "un objet")
    assert E.describe((1, 2)) == ("tuple", "tuple")
    assert E.json_reason("Expecting value") == ("Expecting value", "valeur attendue")
    assert E.json_reason("Something new") == ("Something new", "Something new")


def test_a_tuple_from_the_input_is_quoted_not_read_as_a_pair():
    """A board built in Python may hold tuples: the text shows them, as the English always did."""
    data = board({"id": "b1", "breakpoint": 5, "vp": [1, 1, 1], "printing": ("a", "b")})
    with pytest.raises(BoardError) as caught:
        simulate(data)
    assert caught.value.message == "must be one of original, pod, not ('a', 'b')"
    assert caught.value.message_fr == "doit être une valeur parmi original, pod, pas ('a', 'b')"


# --- every place that raises ---------------------------------------------------------------


def _calls(name: str) -> list[tuple[str, ast.Call]]:
    found = []
    for path in sorted(SIMULATOR.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call):
                func = node.func
                called = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
                if called == name:
                    found.append((f"{path.relative_to(SIMULATOR)}:{node.lineno}", node))
    return found


def _is_catalog_entry(node: ast.expr) -> bool:
    """E.SOMETHING, or E.SOMETHING(...): an entry of error_messages.py."""
    if isinstance(node, ast.Call):
        node = node.func
    return (
        isinstance(node, ast.Attribute)
        and isinstance(node.value, ast.Name)
        and node.value.id == "E"
        and node.attr.isupper()
    )


def test_every_board_error_is_raised_with_a_pair_from_the_catalog():
    calls = _calls("BoardError")
    assert len(calls) > 60
    for where, call in calls:
        if where.startswith("engine/errors.py"):
            continue
        assert len(call.args) == 2 and not call.keywords, where
        pair = call.args[1]
        assert isinstance(pair, ast.Starred), where
        inner = pair.value
        assert isinstance(inner, ast.Call), where
        # E.X(...), the message picked by _missing, or the catalog entry Turn.reject received.
        assert _is_catalog_entry(inner) or ast.unparse(inner.func) in (
            "self._missing",
            "error",
        ), where


def test_every_rejected_choice_and_every_choice_description_comes_from_the_catalog():
    rejects = _calls("reject")
    assert len(rejects) >= 14
    for where, call in rejects:
        assert _is_catalog_entry(call.args[2]), where
    chosen = _calls("chosen_card") + _calls("chosen_base")
    assert len(chosen) >= 12
    for where, call in chosen:
        what = call.args[2]
        # pick_one passes on the description it was given (a messages.py pair).
        assert _is_catalog_entry(what) or ast.unparse(what) == "what", where


# --- fuzzed boards and texts ---------------------------------------------------------------


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(MUTATIONS)
def test_every_error_of_a_mutated_board_has_a_french_message(mutations):
    try:
        simulate(mutate(mutations))
    except BoardError as error:
        assert_french(error)


@settings(max_examples=200, deadline=None)
@given(st.binary(max_size=60) | st.text(max_size=60))
def test_every_error_of_unreadable_text_has_a_french_message(raw):
    try:
        parse_board_json(raw)
    except BoardError as error:
        assert_french(error)


@pytest.mark.parametrize(
    ("choose", "field", "french"),
    [
        (
            {"order": ["x"]},
            "choices[0].choose.order",
            "attendu : les identifiants de deux Créatures de ann ici",
        ),
        (
            {"order": ["x", "z"]},
            "choices[0].choose.order",
            "les deux Créatures doivent avoir la même Force",
        ),
    ],
)
def test_a_base_ability_rejects_a_choice_in_french(choose, field, french):
    """Gingerbread House: two of the winner's minions of equal power."""
    data = board(
        {
            "id": "g",
            "base": "gingerbread-house",
            "breakpoint": 9,
            "vp": [4, 2, 1],
            "cards": [
                minion("ann", 3, id="x"),
                minion("ann", 3, id="y"),
                minion("ann", 2, id="z"),
                minion("bob", 7),
            ],
        },
        choices=[{"base": "g", "player": "ann", "choose": choose}],
    )
    with pytest.raises(BoardError) as caught:
        simulate(data)
    assert (caught.value.field, caught.value.message_fr) == (field, french)
    assert_french(caught.value)


def test_school_of_wizardry_rejects_a_base_not_on_top_in_french():
    deck = [{"id": f"n{i}", "breakpoint": 20 + i, "vp": [3, 2, 1]} for i in range(1, 5)]
    data = board(
        {"id": "s", "base": "school-of-wizardry", "breakpoint": 5, "vp": [3, 2, 1]},
        base_deck=deck,
        choices=[{"base": "s", "player": "ann", "choose": {"base": "n4"}}],
    )
    data["bases"][0]["cards"] = [minion("ann", 5)]
    with pytest.raises(BoardError) as caught:
        simulate(data)
    assert caught.value.message == "pick one of the top bases of the deck: n1, n2, n3"
    assert caught.value.message_fr == (
        "choisissez une des Bases du dessus de la pioche Base : n1, n2, n3"
    )
