"""The search syntax without the database: tokens, syntax tree, warnings (EN and FR)."""

import pytest

from catalog.search import TERMS, parse
from catalog.search.parser import MAX_DEPTH, MAX_QUERY_LENGTH, MAX_TERMS, And, Not, Or, Term, Word
from catalog.search.terms import FIELDS
from catalog.search.tokenizer import FIELD, LPAREN, NOT, OR, RPAREN, WORD, tokenize


def kinds(query: str) -> list[str]:
    return [token.kind for token in tokenize(query)]


def messages(query: str, lang: str = "en") -> list[str]:
    return [warning.render(lang) for warning in parse(query).warnings]


class TestTokenizer:
    def test_kinds(self):
        assert kinds('-t:action (f:pirates OR b:"monster smash") tortuga') == [
            NOT,
            FIELD,
            LPAREN,
            FIELD,
            OR,
            FIELD,
            RPAREN,
            WORD,
        ]

    def test_field_parts(self):
        (token,) = tokenize("bp<=18")
        assert (token.name, token.op, token.text) == ("bp", "<=", "18")

    def test_quoted_field_value_keeps_spaces(self):
        (token,) = tokenize('b:"monster smash"')
        assert token.text == "monster smash" and token.quoted

    def test_typographic_quotes(self):
        assert tokenize("f:«petit peuple»")[0].text == "petit peuple"
        assert tokenize("“tar pits”")[0].text == "tar pits"

    def test_hyphen_inside_a_word_is_not_negation(self):
        assert kinds("kung-fu") == [WORD]

    def test_and_is_implicit(self):
        assert kinds("ninja and pirate") == [WORD, WORD]

    def test_control_characters_become_spaces(self):
        assert [t.text for t in tokenize("tar\x00pits")] == ["tar", "pits"]

    def test_closing_paren_ends_a_value(self):
        assert kinds("(f:pirates)") == [LPAREN, FIELD, RPAREN]


class TestTree:
    def test_terms_side_by_side_are_and(self):
        node = parse("t:minion p>=4").node
        assert node == And((Term("t", ":", "minion", "t:minion"), Term("p", ">=", "4", "p>=4")))

    def test_and_binds_tighter_than_or(self):
        node = parse("a b or c").node
        assert isinstance(node, Or)
        assert node.children[0] == And((Word("a", "a"), Word("b", "b")))
        assert node.children[1] == Word("c", "c")

    def test_parentheses_group(self):
        node = parse("a (b or c)").node
        assert isinstance(node, And) and isinstance(node.children[1], Or)

    def test_negation(self):
        assert parse("-t:action").node == Not(Term("t", ":", "action", "t:action"))
        assert isinstance(parse("-(a or b)").node, Not)

    def test_words_are_normalised(self):
        assert parse("Épée").node == Word("epee", "Épée")

    def test_french_type_alias(self):
        assert parse("t:créature").node == Term("t", ":", "minion", "t:créature")

    def test_field_names_ignore_case_and_accents(self):
        assert parse("BOITE:x").node == Term("b", ":", "x", "BOITE:x")
        assert parse("boîte:x").node == Term("b", ":", "x", "boîte:x")
        assert parse("TYPE:minion").node.key == "t"

    def test_lang_is_a_modifier(self):
        parsed = parse("k:talent lang:fr")
        assert parsed.lang == "fr"
        assert parsed.node == Term("k", ":", "talent", "k:talent")
        assert parsed.warnings == []

    def test_number_operators(self):
        for op in (":", "=", ">", ">=", "<", "<=", "!="):
            assert parse(f"p{op}3").node == Term("p", op, "3", f"p{op}3")

    def test_negative_number(self):
        assert parse("p<-1").node.value == "-1"


class TestWarnings:
    @pytest.mark.parametrize(
        ("query", "expected"),
        [
            ("foo:bar tortuga", 'Unknown term "foo:" ignored.'),
            ("t:", '"t:" has no value: ignored.'),
            ("t:spell", '"t:spell": unknown value "spell" ignored'),
            ("p>=big", '"p>=big": "big" is not a whole number'),
            ("p>=100000", '"p>=100000": "100000" is not a whole number'),
            ("f>pirates", '"f>pirates": f takes : = !=; read as "f:"'),
            ('"tar pits', "A quote is not closed"),
            ("a ) b", 'An unmatched ")" was ignored.'),
            ("(a b", 'A "(" is not closed'),
            ("a or", '"or" needs a term on each side'),
            ("or a", '"or" needs a term on each side'),
            ("a -", '"-" must stand right before a term'),
            ("a ()", '"()" is empty'),
            ("-lang:fr a", '"lang:fr" sets the language of the answer'),
            ("a !!!", '"!!!" has no letter or digit'),
            ("lang:de a", '"lang:de": unknown value "de" ignored (use "en", "fr")'),
        ],
    )
    def test_each_problem_is_reported(self, query, expected):
        found = messages(query)
        assert any(expected in message for message in found), found

    def test_unknown_term_is_not_silently_dropped_but_the_rest_is_kept(self):
        parsed = parse("foo:bar tortuga")
        assert parsed.node == Word("tortuga", "tortuga")
        assert len(parsed.warnings) == 1

    def test_french_warnings(self):
        assert messages("foo:bar", "fr") == ["Terme inconnu « foo: » ignoré."]

    def test_every_warning_code_has_both_languages(self):
        from catalog.search.messages import TEMPLATES

        for english, french in TEMPLATES.values():
            assert english and french and english != french

    def test_bad_operator_is_read_as_colon(self):
        assert parse("t>minion").node == Term("t", ":", "minion", "t>minion")

    def test_too_long_is_cut(self):
        parsed = parse("a" * (MAX_QUERY_LENGTH + 50))
        assert parsed.node == Word("a" * MAX_QUERY_LENGTH, "a" * MAX_QUERY_LENGTH)
        assert parsed.warnings[0].code == "too_long"

    def test_too_many_terms(self):
        parsed = parse(" ".join(f"w{i}" for i in range(MAX_TERMS + 5)))
        assert len(parsed.node.children) == MAX_TERMS
        assert [w.code for w in parsed.warnings] == ["too_many_terms"]

    def test_deep_groups_are_ignored_not_a_crash(self):
        query = "(" * (MAX_DEPTH + 5) + "x" + ")" * (MAX_DEPTH + 5) + " y"
        parsed = parse(query)
        assert parsed.node == Word("y", "y")
        assert [w.code for w in parsed.warnings] == ["too_deep"]

    def test_clean_query_has_no_warning(self):
        assert messages('t:minion (f:pirates or f:"petit peuple") -p<3 bp<=20 lang:fr') == []


@pytest.mark.parametrize(
    "query",
    [
        "",
        "   ",
        "(((",
        ")))",
        "---",
        '"',
        ":",
        "p>=",
        "- - -",
        "or or or",
        "(or)",
        "-(",
        "\x00\x01",
        "é:é",
        "t:(minion)",
        "a" * 5000,
        "(" * 400,
        "-" * 400 + "x",
        "p>=" + "9" * 400,
    ],
)
def test_never_fails(query):
    parsed = parse(query)
    for warning in parsed.warnings:
        assert warning.render("en") and warning.render("fr")


class TestTermsDocumentation:
    def test_every_term_has_both_languages_and_examples(self):
        for spec in TERMS:
            assert spec.summary_en and spec.summary_fr, spec.key
            assert spec.examples, spec.key
            for example in spec.examples:
                assert example.query and example.en and example.fr

    def test_every_field_example_parses_without_warning(self):
        for spec in TERMS:
            for example in spec.examples:
                assert messages(example.query) == [], example.query

    def test_field_examples_use_their_term(self):
        for spec in TERMS:
            if not spec.is_field:
                continue
            for example in spec.examples:
                names = {token.name.casefold() for token in tokenize(example.query)}
                assert names & set(spec.names), (spec.key, example.query)

    def test_field_names_are_unique(self):
        names = [name for spec in TERMS for name in spec.names]
        assert len(names) == len(set(names)) == len(FIELDS)
