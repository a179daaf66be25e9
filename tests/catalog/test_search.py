"""The search syntax on the real catalog: each term against the same rule computed in Python.

Every test compares the ids the query finds with the ids a plain Python predicate selects
from all cards and bases, so the SQL the compiler writes is checked, not restated.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from catalog.models import Base, Box, Card, Clarification, Erratum, TextStatus
from catalog.search import TERMS, compile_query, search_catalog
from smashup_site.text import normalize

pytestmark = pytest.mark.django_db


@pytest.fixture(scope="module")
def catalog(django_db_setup, django_db_blocker):
    """Every card and base with what the predicates read (loaded once per module)."""
    with django_db_blocker.unblock():
        cards = list(Card.objects.select_related("faction").prefetch_related("keywords"))
        bases = list(Base.objects.select_related("box", "faction").prefetch_related("keywords"))
        # a card's errata and clarifications as it shows them (Card.shown_errata and
        # shown_clarifications): also its current wording's erratum, recorded on its reprint,
        # and the faction-level clarifications naming it
        current_wording = Card.objects.filter(text_status=TextStatus.CURRENT_WORDING)
        named = Clarification.named_cards.through.objects.values_list("card_id", flat=True)
        errata = {
            "card": set(Erratum.objects.exclude(card=None).values_list("card_id", flat=True))
            | set(current_wording.values_list("id", flat=True)),
            "base": set(Erratum.objects.exclude(base=None).values_list("base_id", flat=True)),
        }
        clarified = {
            "card": set(Clarification.objects.exclude(card=None).values_list("card_id", flat=True))
            | set(named),
            "base": set(Clarification.objects.exclude(base=None).values_list("base_id", flat=True)),
        }
        box_factions = {
            box.slug: {faction.slug for faction in box.factions.all()}
            for box in Box.objects.prefetch_related("factions")
        }
    assert len(cards) > 2000 and len(bases) > 300, "the real catalog is imported"
    return {
        "cards": cards,
        "bases": bases,
        "errata": errata,
        "clarified": clarified,
        "box_factions": box_factions,
    }


def found(query: str, lang: str = "en") -> tuple[set[int], set[int], list[str]]:
    result = search_catalog(query, lang=lang)
    return (
        set(result.cards.values_list("id", flat=True)),
        set(result.bases.values_list("id", flat=True)),
        result.warnings,
    )


def expect(
    catalog: dict,
    query: str,
    card: Callable[[Card], bool] | None,
    base: Callable[[Base], bool] | None,
) -> tuple[set[int], set[int]]:
    """Assert `query` finds exactly the records the predicates select (None: none of them)."""
    cards, bases, warnings = found(query)
    assert warnings == []
    want_cards = {c.id for c in catalog["cards"] if card is not None and card(c)}
    want_bases = {b.id for b in catalog["bases"] if base is not None and base(b)}
    assert cards == want_cards, query
    assert bases == want_bases, query
    assert cards or bases, f"{query} should find something on the real catalog"
    return cards, bases


def names(record: Card | Base) -> str:
    return normalize(f"{record.name_en} {record.name_fr}")


def keywords(record: Card | Base) -> set[str]:
    return {keyword.slug for keyword in record.keywords.all()}


class TestWords:
    def test_word_matches_names_and_texts(self, catalog):
        def rule(r):
            return "tortuga" in r.search_names or "tortuga" in r.search_text

        _, bases = expect(catalog, "tortuga", rule, rule)
        assert {Base.objects.get(id=pk).name_en for pk in bases} >= {"Tortuga"}

    def test_accents_and_case_are_ignored(self, catalog):
        cards, _, _ = found("CÂLIN")
        assert cards == found("calin")[0]
        names_found = set(Card.objects.filter(id__in=cards).values_list("name_fr", flat=True))
        assert {"Ourson Câlin", "Câlin Surprise", "Câlin Groupé"} <= names_found

    def test_french_name_matches(self, catalog):
        cards, _, _ = found("terraformation")
        assert set(Card.objects.filter(id__in=cards).values_list("name_en", flat=True)) == {
            "Terraforming"
        }

    def test_sharp_s(self, catalog):
        _, bases, _ = found("schloss")
        assert {Base.objects.get(id=pk).name_en for pk in bases} == {"Golem Schloß"}

    def test_every_word_must_match(self, catalog):
        def rule(r):
            return all(w in r.search_names or w in r.search_text for w in ("ninja", "master"))

        expect(catalog, "ninja master", rule, rule)

    def test_phrase(self, catalog):
        def rule(r):
            return "tar pits" in r.search_names or "tar pits" in r.search_text

        expect(catalog, '"tar pits"', rule, rule)


class TestFields:
    def test_name(self, catalog):
        expect(
            catalog,
            "n:ninja",
            lambda c: "ninja" in c.search_names,
            lambda b: "ninja" in b.search_names,
        )

    def test_text(self, catalog):
        expect(
            catalog,
            'o:"extra"',
            lambda c: "extra" in c.search_text,
            lambda b: "extra" in b.search_text,
        )

    @pytest.mark.parametrize("value", ["minion", "action", "titan"])
    def test_type(self, catalog, value):
        expect(catalog, f"t:{value}", lambda c: c.card_type == value, None)

    @pytest.mark.parametrize("alias", ["créature", "CREATURE", "minions"])
    def test_type_aliases(self, catalog, alias):
        expect(catalog, f"t:{alias}", lambda c: c.card_type == "minion", None)

    def test_type_base(self, catalog):
        expect(catalog, "t:base", None, lambda b: True)

    def test_faction(self, catalog):
        expect(
            catalog,
            "f:pirates",
            lambda c: c.faction.slug == "pirates",
            lambda b: b.faction is not None and b.faction.slug == "pirates",
        )

    def test_faction_french_name(self, catalog):
        expect(
            catalog,
            'f:"petit peuple"',
            lambda c: c.faction.slug == "tricksters",
            lambda b: b.faction is not None and b.faction.slug == "tricksters",
        )

    def test_faction_partial_name(self, catalog):
        assert found("f:pirate")[:2] == found("f:pirates")[:2]

    @pytest.mark.parametrize("value", ['"monster smash"', "monster-smash", '"monstres sacrés"'])
    def test_box(self, catalog, value):
        factions = catalog["box_factions"]["monster-smash"]
        expect(
            catalog,
            f"b:{value}",
            lambda c: c.faction.slug in factions,
            lambda b: b.box.slug == "monster-smash",
        )

    def test_box_prefix_matches_the_start_of_a_word_only(self, catalog):
        """Issue 18: "core" is inside the French title of Oops You Did It Again ("Encore")."""
        oops = Box.objects.get(slug="oops-you-did-it-again")
        assert "core" in normalize(oops.title_fr)
        factions = catalog["box_factions"]["core-set"]
        expect(
            catalog,
            "b:core",
            lambda c: c.faction.slug in factions,
            lambda b: b.box.slug == "core-set",
        )

    def test_faction_prefix_matches_the_start_of_a_word_only(self, catalog):
        # "rates" ends "Pirates" and "Pirates" only: no faction name has a word starting so.
        assert found("f:rates")[:2] == (set(), set())
        assert found("f:pira")[:2] == found("f:pirates")[:2]

    @pytest.mark.parametrize(
        ("op", "rule"),
        [
            (">=", lambda p: p >= 4),
            (">", lambda p: p > 4),
            ("<=", lambda p: p <= 1),
            ("<", lambda p: p < 1),
            ("=", lambda p: p == 2),
            (":", lambda p: p == 2),
            ("!=", lambda p: p != 2),
        ],
    )
    def test_power(self, catalog, op, rule):
        value = 2 if op in ("=", ":", "!=") else (4 if ">" in op else 1)
        expect(catalog, f"p{op}{value}", lambda c: c.power is not None and rule(c.power), None)

    def test_breakpoint(self, catalog):
        expect(catalog, "bp<=18", None, lambda b: b.breakpoint is not None and b.breakpoint <= 18)

    def test_vp(self, catalog):
        expect(catalog, "vp>=5", None, lambda b: b.vp_first is not None and b.vp_first >= 5)

    @pytest.mark.parametrize(
        ("value", "slug"),
        [("talent", "talent"), ("Talent", "talent"), ('"avant la conquête"', "before-scoring")],
    )
    def test_keyword(self, catalog, value, slug):
        expect(
            catalog,
            f"k:{value}",
            lambda c: slug in keywords(c),
            lambda b: slug in keywords(b),
        )

    def test_has_errata(self, catalog):
        expect(
            catalog,
            "has:errata",
            lambda c: c.id in catalog["errata"]["card"],
            lambda b: b.id in catalog["errata"]["base"],
        )

    def test_has_clarifications(self, catalog):
        expect(
            catalog,
            "has:clarifications",
            lambda c: c.id in catalog["clarified"]["card"],
            lambda b: b.id in catalog["clarified"]["base"],
        )

    def test_has_text(self, catalog):
        expect(catalog, "has:text", lambda c: c.text != "", lambda b: b.text != "")

    @pytest.mark.parametrize("printing", ["original", "pod"])
    def test_printing(self, catalog, printing):
        expect(
            catalog,
            f"printing:{printing}",
            lambda c: c.printing == printing,
            lambda b: b.printing == printing,
        )
        assert found(f"is:{printing}")[:2] == found(f"printing:{printing}")[:2]

    def test_is_translated(self, catalog):
        expect(catalog, "is:translated", lambda c: c.name_fr != "", lambda b: b.name_fr != "")

    def test_is_reprinted(self, catalog):
        expect(
            catalog,
            "is:reprinted",
            lambda c: c.counterpart_id is not None,
            lambda b: b.counterpart_id is not None,
        )


class TestLogic:
    def test_negation(self, catalog):
        expect(
            catalog,
            "f:ninjas -t:action",
            lambda c: c.faction.slug == "ninjas" and c.card_type != "action",
            lambda b: b.faction is not None and b.faction.slug == "ninjas",
        )

    def test_negated_field_with_bang(self, catalog):
        assert found("f:ninjas t!=action")[:2] == found("f:ninjas -t:action")[:2]

    def test_or(self, catalog):
        expect(
            catalog,
            "f:pirates or f:ninjas",
            lambda c: c.faction.slug in {"pirates", "ninjas"},
            lambda b: b.faction is not None and b.faction.slug in {"pirates", "ninjas"},
        )

    def test_parentheses(self, catalog):
        expect(
            catalog,
            "t:minion (f:pirates or f:ninjas) p>=4",
            lambda c: (
                c.card_type == "minion"
                and c.faction.slug in {"pirates", "ninjas"}
                and c.power is not None
                and c.power >= 4
            ),
            None,
        )

    def test_negated_group(self, catalog):
        expect(
            catalog,
            "f:ninjas -(t:action or p>=3)",
            lambda c: (
                c.faction.slug == "ninjas"
                and c.card_type != "action"
                and not (c.power is not None and c.power >= 3)
            ),
            lambda b: b.faction is not None and b.faction.slug == "ninjas",
        )

    def test_done_when_talent_minions_in_french(self, catalog):
        result = search_catalog("t:créature p>=4 k:talent lang:fr")
        assert result.lang == "fr" and result.warnings == []
        cards = list(result.cards)
        expected = {
            c.id
            for c in catalog["cards"]
            if c.card_type == "minion"
            and c.power is not None
            and c.power >= 4
            and "talent" in keywords(c)
        }
        assert {c.id for c in cards} == expected and expected
        assert not result.bases.exists()


class TestWarnings:
    def test_unknown_faction_finds_nothing_and_says_so(self, catalog):
        cards, bases, warnings = found("f:nosuchfaction")
        assert cards == set() and bases == set()
        assert warnings == [
            '"f:nosuchfaction": no faction matches "nosuchfaction", so nothing matches this term.'
        ]

    def test_unknown_term_is_reported_and_the_rest_applies(self, catalog):
        cards, bases, warnings = found("foo:bar f:pirates")
        assert warnings == ['Unknown term "foo:" ignored.']
        assert (cards, bases) == found("f:pirates")[:2]

    def test_french_warnings(self, catalog):
        assert found("foo:bar f:pirates", lang="fr")[2] == ["Terme inconnu « foo: » ignoré."]
        assert search_catalog("foo:bar f:pirates lang:fr").warnings == [
            "Terme inconnu « foo: » ignoré."
        ]

    def test_empty_query_finds_nothing(self, catalog):
        result = search_catalog("")
        assert not result.cards.exists() and not result.bases.exists()
        assert result.warnings == []

    def test_all_terms_ignored(self, catalog):
        result = search_catalog("foo:bar")
        assert not result.cards.exists() and not result.bases.exists()
        assert result.warnings[-1] == "Nothing left to search for."


class TestDocumentedExamples:
    """Every example of the syntax page runs cleanly and finds something, in both languages."""

    @pytest.mark.parametrize(
        "query", [example.query for spec in TERMS for example in spec.examples]
    )
    @pytest.mark.parametrize("lang", ["en", "fr"])
    def test_example(self, catalog, query, lang):
        result = search_catalog(query, lang=lang)
        assert result.warnings == []
        assert result.cards.exists() or result.bases.exists()


def test_results_are_ordered_by_name_then_a_unique_key(catalog):
    result = search_catalog("f:ninjas")
    ordering = result.cards.query.order_by
    assert ordering[-1] == "id"
    assert list(result.cards) == list(result.cards)  # stable


def test_query_count(catalog, django_assert_max_num_queries):
    with django_assert_max_num_queries(6):
        result = search_catalog('f:pirates b:"core set" k:talent t:minion')
        list(result.cards)
        list(result.bases)


def test_compiled_query_skips_models_a_query_cannot_match(catalog):
    compiled = compile_query("bp<=18")
    assert compiled.cards is False
    assert compiled.bases is not False


@pytest.mark.parametrize(
    ("french", "english"),
    [
        ("force>=4", "p>=4"),
        ("Force>=4", "p>=4"),
        ("résistance<=18", "bp<=18"),
        ("resistance<=18", "bp<=18"),
        ("RÉSISTANCE>25", "bp>25"),
    ],
)
def test_french_rulebook_words_for_power_and_breakpoint(french, english):
    found = search_catalog(f"t:base {french}" if "sist" in french.lower() else french)
    expected = search_catalog(f"t:base {english}" if english.startswith("bp") else english)
    assert found.warnings == []
    assert found.cards.exists() or found.bases.exists()
    assert list(found.bases.values_list("id", flat=True)) == list(
        expected.bases.values_list("id", flat=True)
    )
    assert list(found.cards.values_list("id", flat=True)) == list(
        expected.cards.values_list("id", flat=True)
    )


def test_power_help_names_the_other_cards_with_a_power():
    spec = next(term for term in TERMS if term.key == "p")
    result = search_catalog("p>=0 -t:minion -t:titan")
    assert result.cards.exists(), "some actions and other cards have a power"
    assert "minion or titan" not in spec.summary_en and "Kaiju" in spec.summary_en
    assert "Kaiju" in spec.summary_fr and "force" in spec.summary_fr


def test_french_help_uses_the_rulebook_words_and_the_breakpoint_example_is_right():
    french = " ".join(
        f"{term.summary_fr} {example.fr}" for term in TERMS for example in term.examples
    )
    assert "puissance" not in french.lower() and "seuil de rupture" in french
    assert "rapportent" not in french
    base_example = next(
        example for term in TERMS for example in term.examples if example.query == "t:base bp<=18"
    )
    assert "résistance 18" in base_example.fr and "breakpoint" in base_example.en
