"""The coverage table: every base of both data files has a status, under the catalog's slug.

The catalog slugs an original-printing base by its original name when it has one
(Miskatonic University, Hideout, Nightmare Realm) and a POD base by its POD name, with the
placeholder "Base" renamed Nightmare Realm; the registry knows both spellings.
"""

import json
import os
from pathlib import Path

from django.utils.text import slugify as django_slugify

from simulator.engine.abilities import STATUSES, coverage, coverage_counts, lookup
from simulator.engine.slugs import slugify

DATA = Path(os.environ.get("CATALOG_SOURCE_DIR", Path(__file__).parents[3] / "shared" / "data"))


def data_bases() -> list[tuple[str, str, str]]:
    """(name, slug, printing) for every base of both source files."""
    rows = []
    original = json.loads((DATA / "original-bases" / "bases.json").read_text("utf-8"))
    for rec in original["bases"]:
        name = rec["original_name"] or rec["name"]
        rows.append((name, slugify(name), "original"))
        if rec["original_name"]:
            rows.append((rec["name"], slugify(rec["name"]), "original"))
    pod = json.loads((DATA / "official-wiki-pod" / "smashup-bases.json").read_text("utf-8"))
    for rec in pod["bases"]:
        rows.append((rec["name"], slugify(rec["name"]), "pod"))
    return rows


ROWS = data_bases()


def test_the_data_files_are_the_expected_ones():
    assert sum(1 for row in ROWS if row[2] == "pod") == 180
    assert len({row[1] for row in ROWS if row[2] == "original"}) >= 213


def test_our_slugify_is_djangos_on_every_base_name():
    names = sorted({row[0] for row in ROWS})
    assert [n for n in names if slugify(n) != django_slugify(n)] == []
    assert slugify("Golem Schloß") == "golem-schlo"


def test_every_base_slug_of_both_files_has_a_status_for_its_printing():
    table = coverage()
    missing = sorted(
        f"{slug} ({printing})" for _, slug, printing in ROWS if printing not in table.get(slug, {})
    )
    assert missing == []
    for row in table.values():
        assert set(row.values()) <= set(STATUSES)


def test_the_coverage_counts_are_those_of_the_data_files():
    """One count per base record: 213 original-printing bases and 180 POD bases."""
    from_data = dict.fromkeys(STATUSES, 0)
    seen = set()
    for _, slug, printing in ROWS:
        ability = lookup(slug, printing)
        if (ability.slug, printing) not in seen:
            seen.add((ability.slug, printing))
            from_data[ability.status] += 1
    assert sum(from_data.values()) == 213 + 180
    assert coverage_counts() == from_data


def test_the_readme_gives_the_coverage_counts():
    readme = (Path(__file__).parents[2] / "README.md").read_text("utf-8")
    counts = coverage_counts()
    assert counts == {"modelled": 152, "no_scoring_effect": 183, "not_simulated": 58}
    figures = (
        f"{counts['modelled']} modelled, {counts['no_scoring_effect']} without effect\n"
        f"  on scoring (a reminder is logged where they act on hands or decks), "
        f"{counts['not_simulated']} not simulated"
    )
    assert figures in readme


def test_known_printing_differences():
    assert lookup("temple-of-goju", "original").summary != lookup("temple-of-goju", "pod").summary
    assert lookup("juice-bar", "original").status == "not_simulated"
    assert lookup("juice-bar", "pod").status == "modelled"
    assert lookup("garrison", "original").status == "modelled"
    assert lookup("bastion", "original").status == "not_simulated"
    assert lookup("bastion", "pod") is None
    assert lookup("miskatonic-university", "original") is lookup("arkham-university", "pod")
    assert lookup("golem-schlo", "pod").slug == "golem-schloss"
    assert lookup("castle-blood", "original").status == "not_simulated"
    assert lookup("castle-blood", "pod").status == "modelled"


def test_every_card_left_not_simulated_depends_on_hidden_information_or_an_unknown_text():
    """Issue 15's bar: a card stays `not_simulated` only when its text is unknown in that
    printing or its effect depends on what the board does not hold; the reason says which."""
    from simulator.engine.cards import entries
    from simulator.engine.cards.registry import registered

    allowed = {
        entries.HIDDEN_HAND,
        entries.HIDDEN_DECK,
        entries.RANDOM,
        entries.HISTORY,
        entries.STASIS,
        entries.HAND_EVENTS,
        entries.TEXT_UNKNOWN,
        entries.TITAN_UNKNOWN,
    }
    # Issue 25 (family 6): a reason must be true; these two titans' abilities are not modelled
    # and their reason says what the engine does not do (entries.NOT_MODELLED_*).
    allowed |= {entries.NOT_MODELLED_OR_BOTH, entries.NOT_MODELLED_TRANSFERS}
    hidden_prefixes = ("Depends on what the board does not hold: ", "it depends on ")
    hidden_prefixes_fr = ("Dépend de ce que le plateau ne contient pas : ", "elle dépend ")
    wrong = [
        (key, printing, entry.reason)
        for (key, printing), entry in registered().items()
        if entry.status == "not_simulated"
        and (entry.reason, entry.reason_fr) not in allowed
        and not (
            entry.reason.startswith(hidden_prefixes)
            and entry.reason_fr.startswith(hidden_prefixes_fr)
        )
    ]
    assert wrong == []
    engine_limits = sorted(
        key
        for (key, _), entry in registered().items()
        if (entry.reason, entry.reason_fr)
        in {entries.NOT_MODELLED_OR_BOTH, entries.NOT_MODELLED_TRANSFERS}
    )
    assert engine_limits == ["fairies/spirit-of-the-forest", "kung-fu-fighters/sifu"]
