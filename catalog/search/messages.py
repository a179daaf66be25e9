"""Warnings of the search syntax, written in English and French.

The search module keeps its own two-language texts (rather than gettext) so a warning can be
rendered in the language the query asked for (`lang:fr`) whatever the active locale.
"""

from __future__ import annotations

from dataclasses import dataclass, field

# Every warning the parser or the compiler can give, by code: (English, French).
TEMPLATES: dict[str, tuple[str, str]] = {
    "unknown_term": (
        'Unknown term "{term}" ignored.',
        "Terme inconnu « {term} » ignoré.",
    ),
    "empty_value": (
        '"{term}" has no value: ignored.',
        "« {term} » n'a pas de valeur : ignoré.",
    ),
    "bad_operator": (
        '"{term}": {name} takes {allowed}; read as "{name}:".',
        "« {term} » : {name} accepte {allowed} ; lu comme « {name}: ».",
    ),
    "bad_value": (
        '"{term}": unknown value "{value}" ignored (use {allowed}).',
        "« {term} » : valeur inconnue « {value} » ignorée (utilisez {allowed}).",
    ),
    "bad_number": (
        '"{term}": "{value}" is not a whole number between {low} and {high}; ignored.',
        "« {term} » : « {value} » n'est pas un nombre entier entre {low} et {high} ; ignoré.",
    ),
    "no_match": (
        '"{term}": no {kind} matches "{value}", so nothing matches this term.',
        "« {term} » : {none_fr} ne correspond à « {value} », ce terme ne trouve rien.",
    ),
    "unclosed_quote": (
        "A quote is not closed: read up to the end of the search.",
        "Un guillemet n'est pas fermé : lu jusqu'à la fin de la recherche.",
    ),
    "unmatched_close": (
        'An unmatched ")" was ignored.',
        "Une « ) » sans « ( » a été ignorée.",
    ),
    "unclosed_paren": (
        'A "(" is not closed: closed at the end of the search.',
        "Une « ( » n'est pas fermée : fermée à la fin de la recherche.",
    ),
    "dangling_or": (
        '"or" needs a term on each side: ignored.',
        "« or » demande un terme de chaque côté : ignoré.",
    ),
    "dangling_not": (
        '"-" must stand right before a term: ignored.',
        "« - » doit précéder directement un terme : ignoré.",
    ),
    "empty_group": (
        '"()" is empty: ignored.',
        "« () » est vide : ignoré.",
    ),
    "modifier_not_filter": (
        '"{term}" sets the language of the answer; it cannot be negated or combined with "or".',
        "« {term} » règle la langue de la réponse ; il ne peut être nié ni combiné avec « or ».",
    ),
    "empty_word": (
        '"{term}" has no letter or digit: ignored.',
        "« {term} » n'a ni lettre ni chiffre : ignoré.",
    ),
    "too_long": (
        "The search was cut to its first {limit} characters.",
        "La recherche a été coupée à ses {limit} premiers caractères.",
    ),
    "too_many_terms": (
        "Only the first {limit} terms were used.",
        "Seuls les {limit} premiers termes ont été utilisés.",
    ),
    "too_deep": (
        "Groups nested more than {limit} deep were ignored.",
        "Les groupes imbriqués sur plus de {limit} niveaux ont été ignorés.",
    ),
    "lang_ignored": (
        '"{term}" is ignored on the site: the page\'s language sets the names and their order '
        "(use the language switch, or the API).",
        "« {term} » est ignoré sur le site : la langue de la page règle les noms et leur ordre "
        "(changez la langue du site, ou utilisez l'API).",
    ),
    "nothing_to_search": (
        "Nothing left to search for.",
        "Il ne reste rien à chercher.",
    ),
}


@dataclass(frozen=True)
class SearchWarning:
    """One problem found in a query; `render(lang)` gives the sentence shown to the user."""

    code: str
    params: dict[str, str] = field(default_factory=dict)

    def render(self, lang: str = "en") -> str:
        english, french = TEMPLATES[self.code]
        template = french if lang == "fr" else english
        return template.format(**self.params)

    def __str__(self) -> str:
        return self.render("en")
