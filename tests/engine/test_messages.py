"""The message catalog: every text of the result in English and French, from the same parameters."""

import re
import string

import pytest

from simulator.engine import messages as M
from simulator.engine import rules as R
from simulator.engine import simulate
from simulator.engine.abilities import registered
from simulator.engine.abilities.french import FRENCH

from .boards import action, base, board, minion, monster, titan

# Proper names that read the same in both languages.
SAME_IN_BOTH = {"great-white-north-eh.why"}


def template_fields(template: str) -> list[tuple[str, str | None, str | None]]:
    """(name, conversion, spec) of each placeholder of a str.format template, sorted (also
    for the error catalog's templates, test_error_messages.py)."""
    return sorted(
        (name, conversion, spec or None)
        for _, name, spec, conversion in string.Formatter().parse(template)
        if name is not None
    )


@pytest.mark.parametrize("message_id", sorted(M.MESSAGES))
def test_each_message_has_both_templates_with_the_same_placeholders(message_id):
    message = M.MESSAGES[message_id]
    assert message.id == message_id
    assert message.en.strip() and message.fr.strip()
    assert template_fields(message.en) == template_fields(message.fr)
    assert {name for name, _, _ in template_fields(message.en)} == message.names
    if message_id not in SAME_IN_BOTH:
        assert message.en != message.fr
    if "cite" in message.names:
        assert message.rule in R.RULE_SLUGS


@pytest.mark.parametrize("message_id", sorted(M.MESSAGES))
def test_the_compiled_templates_render_like_str_format(message_id):
    message = M.MESSAGES[message_id]
    params = {name: f"<{name}>" for name in message.names - {"cite"}}
    templates = message.templates()
    expected = (templates["en"].format(**params), templates["fr"].format(**params))
    assert message(**params) == expected
    # A pair parameter gives its first half to English and its second half to French.
    if params:
        name = sorted(params)[0]
        split = message(**{**params, name: ("EN-VALUE", "FR-VALUE")})
        assert "EN-VALUE" in split[0] and "FR-VALUE" not in split[0]
        assert "FR-VALUE" in split[1] and "EN-VALUE" not in split[1]


@pytest.mark.parametrize("message_id", sorted(M.MESSAGES))
def test_the_compiled_log_entry_holds_the_same_texts(message_id):
    message = M.MESSAGES[message_id]
    params = {name: f"<{name}>" for name in message.names - {"cite"}}
    if params:
        params[sorted(params)[0]] = ("EN-VALUE", "FR-VALUE")
    text, text_fr = message(**params)
    rule = message.rule or R.BASE_ABILITIES
    expected = {"rule": rule, "message": message.id, "text": text, "text_fr": text_fr}
    # The message's own rule wins over the acting rule; a base id is added when given.
    assert message.entry(R.BASE_ABILITIES, None, **params) == expected
    with_base = message.entry(R.BASE_ABILITIES, "b1", **params)
    assert with_base == expected | {"base": "b1"}
    assert list(with_base) == ["rule", "message", "text", "text_fr", "base"]
    acting = message.entry(R.CONQUEST_ME_FIRST, None, **params)["rule"]
    assert acting == (message.rule or R.CONQUEST_ME_FIRST)


def test_a_citation_is_written_in_the_language_of_its_text():
    text, text_fr = M.DESIGNATED(base="b1", power=9, breakpoint=8)
    assert text.endswith("(Grosse Boîte pour Geek booklet p. 6).")
    assert text_fr.endswith("(livret de règles de la Grosse Boîte pour Geek, p. 6).")
    assert set(R.PAGES_FR) == set(R.PAGES) == set(R.RULE_SLUGS)


def test_a_message_with_a_citation_needs_a_rule_and_matching_placeholders():
    with pytest.raises(ValueError, match="placeholders differ"):
        M.Message("x", None, "{a} and {b}", "{a} et {c}")
    with pytest.raises(ValueError, match="fixed rule"):
        M.Message("x", None, "text {cite}", "texte {cite}")
    with pytest.raises(ValueError, match="unsupported placeholder"):
        M.Message("x", None, "{a.b}", "{a.b}")


def test_every_registry_note_has_a_french_version_and_none_is_left_over():
    notes = set()
    for ability in registered().values():
        for english, french in (
            (ability.summary, ability.summary_fr),
            (ability.reason, ability.reason_fr),
            (ability.reminder, ability.reminder_fr),
            (ability.event_note, ability.event_note_fr),
            (ability.destroy_destination, ability.destroy_destination_fr),
        ):
            assert bool(english) == bool(french)
            if english:
                notes.add(english)
                assert french == FRENCH[english] != english
    assert set(FRENCH) == notes


def _log_and_notes(result: dict) -> list[tuple[str, str]]:
    pairs = [(entry["text"], entry["text_fr"]) for entry in result["log"]]
    for key in ("assumed_choices", "not_simulated", "skipped_events"):
        pairs += [(item["reason"], item["reason_fr"]) for item in result[key]]
    for item in result["base_abilities"]:
        pairs.append((item["summary"], item["summary_fr"]))
        if "note" in item:
            pairs.append((item["note"], item["note_fr"]))
        if "reason" in item:
            pairs.append((item["reason"], item["reason_fr"]))
    return pairs


def test_every_log_entry_names_its_message_and_has_a_french_text():
    data = board(
        base(
            "b1",
            10,
            (4, 2, 1),
            minion("ann", 5, id="m1", counters=1),
            minion("bob", 5),
            action("cy", 2),
            monster(3, 2, controller="cy"),
            titan("ann", 1),
            base="tar-pits",
        ),
        base("b2", 8, (3, 2, 1), minion("cy", 9), monster(2, 1), base="the-mothership"),
        base("b3", 30, (3, 2, 1), minion("bob", 1, id="m9"), base="monkey-lab"),
        base_deck=[{"id": "n1", "breakpoint": 20, "vp": [3, 2, 1]}],
        vp={"ann": 13, "bob": 14},
        madness={"cy": 3},
        events=[
            {"when": "before_scoring", "base": "b1", "action": "destroy", "card": "m1"},
            {"when": "after_scoring", "base": "b3", "action": "destroy", "card": "m9"},
        ],
    )
    result = simulate(data)
    messages = [entry["message"] for entry in result["log"]]
    assert len(messages) > 10
    for entry in result["log"]:
        message = M.MESSAGES[entry["message"]]
        assert entry["rule"] == message.rule or message.rule is None
        # The citation, when there is one, is in the text's language.
        assert ("booklet" in entry["text"]) == ("livret" in entry["text_fr"])
    for english, french in _log_and_notes(result):
        assert english and french and english != french
        assert "None" not in english and "None" not in french
        # No English word of the engine's vocabulary is left in the French texts.
        assert not re.search(r"\b(power|minion|breakpoint|scoring|treasure)s?\b", french), french


def test_french_texts_use_the_rulebooks_vocabulary():
    data = board(
        base("b1", 10, (4, 2, 1), minion("ann", 6), minion("bob", 6), minion("cy", 1)),
        base("b2", 10, (3, 2, 1), minion("cy", 2)),
        vp={"ann": 12, "bob": 10},
    )
    result = simulate(data)
    french = "\n".join(entry["text_fr"] for entry in result["log"])
    assert "Vérification de chaque Base : b1 : 13 de Force, atteint sa Résistance de 10" in french
    assert "b1 (PV 4-2-1) : ann 6 de Force, place 1, 4 PV ; bob 6 de Force, place 1, 4 PV" in french
    assert "ann et bob sont à égalité à la place 1" in french
    assert "Fin du tour : ann est seul en tête avec 16 PV et gagne la partie" in french
