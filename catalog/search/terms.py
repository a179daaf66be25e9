"""The documented search syntax: every term, its spellings, values, descriptions and examples.

`TERMS` feeds the syntax page (EN and FR) and the tests: every example is run against the real
catalog. `FIELDS` maps each accepted field name (normalised: `boîte` and `boite` are the same)
to its `TermSpec`; the parser reads it, the compiler gives each `key` its meaning.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from smashup_site.text import normalize

TEXT_OPS = (":", "=", "!=")
NUMBER_OPS = (":", "=", "!=", ">", ">=", "<", "<=")

# Kinds of term: how the parser reads the value.
WORDS = "words"  # free text (names and texts); not a field
OPERATOR = "operator"  # -, or, ( ); not a field
TEXT = "text"  # a field whose value is free text
NUMBER = "number"  # a field whose value is a whole number
CHOICE = "choice"  # a field whose value is one of `choices`
LOOKUP = "lookup"  # a field whose value names catalog records (faction, box, keyword)
MODIFIER = "modifier"  # a field that changes the answer, not the results (lang:)

NUMBER_MIN, NUMBER_MAX = -99, 999


@dataclass(frozen=True)
class Example:
    """A query and what it finds, in English and French. Each one is a test."""

    query: str
    en: str
    fr: str


@dataclass(frozen=True)
class TermSpec:
    key: str  # the canonical field name ("t"), or the operator's name for syntax entries
    syntax: str  # how the syntax page shows it: "t:TYPE"
    kind: str
    summary_en: str
    summary_fr: str
    names: tuple[str, ...] = ()  # every accepted field name, the canonical one first
    operators: tuple[str, ...] = ()
    # Accepted values (normalised) -> canonical value, for CHOICE terms.
    choices: dict[str, str] = field(default_factory=dict)
    values_en: str = ""  # the documented values, for the syntax page
    values_fr: str = ""
    examples: tuple[Example, ...] = ()

    @property
    def is_field(self) -> bool:
        return bool(self.names)

    @property
    def aliases(self) -> tuple[str, ...]:
        """The other accepted names, for the syntax page."""
        return self.names[1:]

    def summary(self, lang: str = "en") -> str:
        return self.summary_fr if lang == "fr" else self.summary_en

    def values(self, lang: str = "en") -> str:
        return self.values_fr if lang == "fr" else self.values_en

    def allowed_values(self) -> str:
        """The canonical values, quoted, for warnings: "minion", "action", ..."""
        seen = dict.fromkeys(self.choices.values())
        return ", ".join(f'"{value}"' for value in seen)


def _choices(**canonical: tuple[str, ...]) -> dict[str, str]:
    """{alias: canonical} from canonical=(aliases...); each alias is normalised."""
    table = {}
    for value, aliases in canonical.items():
        for alias in (value, *aliases):
            table[normalize(alias)] = value
    return table


TERMS: tuple[TermSpec, ...] = (
    TermSpec(
        key="words",
        syntax="word",
        kind=WORDS,
        summary_en=(
            "Words match card and base names (English and French) and texts, ignoring case "
            "and accents. Every word must match."
        ),
        summary_fr=(
            "Les mots cherchent dans les noms (anglais et français) et les textes des cartes "
            "et des bases, sans tenir compte des majuscules ni des accents. Chaque mot doit "
            "correspondre."
        ),
        examples=(
            Example(
                "tortuga",
                "Everything named or mentioning Tortuga.",
                "Tout ce qui est nommé ou mentionne Tortuga.",
            ),
            Example("schloss", "Golem Schloß: ß is read as ss.", "Golem Schloß : ß se lit ss."),
            Example(
                "calin",
                "French names with “Câlin”: accents and capitals are optional.",
                "Les noms français avec « Câlin » : accents et majuscules sont facultatifs.",
            ),
        ),
    ),
    TermSpec(
        key="phrase",
        syntax='"words in quotes"',
        kind=WORDS,
        summary_en="Quotes keep words together, in this order.",
        summary_fr="Les guillemets gardent des mots ensemble, dans cet ordre.",
        examples=(Example('"tar pits"', "The base Tar Pits.", "La base Tar Pits."),),
    ),
    TermSpec(
        key="n",
        syntax="n:WORDS",
        kind=TEXT,
        names=("n", "name", "nom"),
        operators=TEXT_OPS,
        summary_en="The name (English or French) contains these words.",
        summary_fr="Le nom (anglais ou français) contient ces mots.",
        examples=(
            Example("n:ninja", "Names containing “ninja”.", "Les noms qui contiennent « ninja »."),
        ),
    ),
    TermSpec(
        key="o",
        syntax="o:WORDS",
        kind=TEXT,
        names=("o", "text", "texte", "oracle"),
        operators=TEXT_OPS,
        summary_en="The card or base text contains these words.",
        summary_fr="Le texte de la carte ou de la base contient ces mots.",
        examples=(
            Example(
                'o:"extra"', "Texts containing “extra”.", "Les textes qui contiennent « extra »."
            ),
            Example(
                "o:destroy t:action",
                "Actions whose text says “destroy”.",
                "Les actions dont le texte dit « destroy ».",
            ),
        ),
    ),
    TermSpec(
        key="t",
        syntax="t:TYPE",
        kind=CHOICE,
        names=("t", "type"),
        operators=TEXT_OPS,
        choices=_choices(
            minion=("minions", "créature", "créatures", "creature", "creatures"),
            action=("actions",),
            titan=("titans",),
            other=("autre", "autres"),
            base=("bases",),
        ),
        values_en="minion, action, titan, other, base",
        values_fr="créature (minion), action, titan, autre (other), base",
        summary_en="The type of card, or base for bases only.",
        summary_fr="Le type de carte, ou base pour n'avoir que les bases.",
        examples=(
            Example("t:minion", "Every minion.", "Toutes les créatures."),
            Example("t:créature", "The same, in French.", "La même chose, en français."),
            Example(
                "t:base bp<=18",
                "Bases with a breakpoint of 18 or less.",
                "Les bases de résistance 18 ou moins.",
            ),
        ),
    ),
    TermSpec(
        key="f",
        syntax="f:FACTION",
        kind=LOOKUP,
        names=("f", "faction"),
        operators=TEXT_OPS,
        values_en="a faction's English or French name, or its slug",
        values_fr="le nom anglais ou français d'une faction, ou son slug",
        summary_en=(
            "Cards of this faction, and bases that belong to it. An exact name wins; else every "
            "faction with a word of its name starting with the value (f:pirate)."
        ),
        summary_fr=(
            "Les cartes de cette faction et les bases qui lui appartiennent. Un nom exact "
            "l'emporte ; sinon, toutes les factions dont un mot du nom commence par la valeur "
            "(f:pirate)."
        ),
        examples=(
            Example("f:pirates", "The Pirates.", "Les Pirates."),
            Example(
                'f:"petit peuple"',
                "The Tricksters, by their French name.",
                "Le Petit Peuple, par son nom français.",
            ),
        ),
    ),
    TermSpec(
        key="b",
        syntax="b:BOX",
        kind=LOOKUP,
        names=("b", "box", "boîte", "set", "e"),
        operators=TEXT_OPS,
        values_en="a box's English or French title, or its slug",
        values_fr="le titre anglais ou français d'une boîte, ou son slug",
        summary_en=(
            "Cards of the factions in this box, and the bases of this box. An exact title wins; "
            "else every box with a word of its title starting with the value (b:core)."
        ),
        summary_fr=(
            "Les cartes des factions de cette boîte et les bases de cette boîte. Un titre exact "
            "l'emporte ; sinon, toutes les boîtes dont un mot du titre commence par la valeur "
            "(b:core)."
        ),
        examples=(
            Example('b:"monster smash"', "Everything in Monster Smash.", "Tout Monster Smash."),
            Example(
                'b:"monstres sacrés" t:base',
                "Its bases, by the French title.",
                "Ses bases, par le titre français.",
            ),
        ),
    ),
    TermSpec(
        key="p",
        syntax="p>=N",
        kind=NUMBER,
        names=("p", "power", "pow", "force", "puissance"),
        operators=NUMBER_OPS,
        values_en="a whole number; operators : = != > >= < <=",
        values_fr="un nombre entier ; opérateurs : = != > >= < <=",
        summary_en=(
            "The printed power of a card: minions and titans, and the few other cards printed "
            "with a power (some Kaiju actions, G.I. Gerald's fusions...). Bases have none; "
            "unknown powers never match. Also written force (the French rulebooks' word)."
        ),
        summary_fr=(
            "La force imprimée d'une carte : créatures et titans, et les quelques autres cartes "
            "imprimées avec une force (certaines actions Kaiju, les fusions de G.I. Gerald...). "
            "Les bases n'en ont pas ; une force inconnue ne correspond jamais. On peut écrire "
            "force>=4 (le mot des livrets de règles) au lieu de p>=4."
        ),
        examples=(
            Example("p>=4", "Power 4 or more.", "Force 4 ou plus."),
            Example("p=2", "Power exactly 2.", "Force 2 exactement."),
            Example(
                "force>=4",
                "Power 4 or more, with the French rulebook word.",
                "Force 4 ou plus, avec le mot des livrets.",
            ),
        ),
    ),
    TermSpec(
        key="bp",
        syntax="bp<=N",
        kind=NUMBER,
        names=("bp", "breakpoint", "résistance", "seuil"),
        operators=NUMBER_OPS,
        values_en="a whole number; operators : = != > >= < <=",
        values_fr="un nombre entier ; opérateurs : = != > >= < <=",
        summary_en=(
            "The breakpoint of a base. Also written résistance or resistance (the French "
            "rulebooks' word)."
        ),
        summary_fr=(
            "La résistance (le seuil de rupture) d'une base. S'écrit aussi résistance ou "
            "resistance (accents facultatifs)."
        ),
        examples=(
            Example(
                "bp<=18", "Bases breaking at 18 or less.", "Les bases de résistance 18 ou moins."
            ),
            Example(
                "bp>25", "Bases breaking above 25.", "Les bases de résistance supérieure à 25."
            ),
            Example(
                "résistance<=18",
                "Breakpoint 18 or less, with the French word.",
                "Résistance 18 ou moins, avec le mot des livrets.",
            ),
        ),
    ),
    TermSpec(
        key="vp",
        syntax="vp>=N",
        kind=NUMBER,
        names=("vp", "pv"),
        operators=NUMBER_OPS,
        values_en="a whole number; operators : = != > >= < <=",
        values_fr="un nombre entier ; opérateurs : = != > >= < <=",
        summary_en="The victory points a base gives the winner (first place).",
        summary_fr="Les points de victoire qu'une base donne au vainqueur (première place).",
        examples=(
            Example(
                "vp>=5",
                "Bases worth 5 VP or more to the winner.",
                "Les bases qui donnent 5 PV ou plus au vainqueur.",
            ),
        ),
    ),
    TermSpec(
        key="k",
        syntax="k:KEYWORD",
        kind=LOOKUP,
        names=("k", "keyword", "kw", "motcle"),
        operators=TEXT_OPS,
        values_en=(
            "talent, special, ongoing, extra-play, play-on-base, play-on-minion, "
            "before-scoring, after-scoring, when-scoring (or their French names)"
        ),
        values_fr=(
            "talent, special, ongoing, extra-play, play-on-base, play-on-minion, "
            "before-scoring, after-scoring, when-scoring (ou leur nom français)"
        ),
        summary_en="Cards and bases whose text carries this keyword.",
        summary_fr="Les cartes et les bases dont le texte porte ce mot-clé.",
        examples=(
            Example("k:talent", "Cards with a Talent.", "Les cartes avec un Talent."),
            Example("k:ongoing t:action", "Ongoing actions.", "Les actions Permanent."),
            Example(
                'k:"avant la conquête"',
                "Before scoring, by its French name.",
                "Avant la Conquête, par son nom français.",
            ),
        ),
    ),
    TermSpec(
        key="has",
        syntax="has:WHAT",
        kind=CHOICE,
        names=("has",),
        operators=TEXT_OPS,
        choices=_choices(
            errata=("erratum", "err"),
            clarifications=("clarification", "clarif", "faq", "précision", "précisions"),
            text=("texte",),
        ),
        values_en="errata, clarifications, text",
        values_fr="errata, clarifications (précisions), text (texte)",
        summary_en="Has an erratum, has clarifications, or has a known text.",
        summary_fr="A un erratum, a des clarifications, ou a un texte connu.",
        examples=(
            Example("has:errata", "Everything with an erratum.", "Tout ce qui a un erratum."),
            Example(
                "has:clarifications t:action",
                "Actions with clarifications.",
                "Les actions qui ont des clarifications.",
            ),
        ),
    ),
    TermSpec(
        key="printing",
        syntax="printing:original|pod",
        kind=CHOICE,
        names=("printing", "print", "impression"),
        operators=TEXT_OPS,
        choices=_choices(original=("originale", "orig"), pod=("print-on-demand",)),
        values_en="original, pod",
        values_fr="original (l'édition traduite par IELLO), pod (réimpression à la demande)",
        summary_en=(
            "Only the original printing (the one IELLO translated) or AEG's print-on-demand "
            "reprint. Both by default."
        ),
        summary_fr=(
            "Seulement l'impression originale (celle qu'IELLO a traduite) ou la réimpression à la "
            "demande d'AEG. Les deux par défaut."
        ),
        examples=(
            Example(
                "printing:pod",
                "The print-on-demand reprint only.",
                "La réimpression à la demande seulement.",
            ),
        ),
    ),
    TermSpec(
        key="is",
        syntax="is:WHAT",
        kind=CHOICE,
        names=("is", "est"),
        operators=TEXT_OPS,
        choices=_choices(
            original=("originale", "orig"),
            pod=(),
            translated=("traduit", "traduite", "fr", "french", "francais"),
            reprinted=("both", "reimprime", "reimprimee"),
        ),
        values_en="original, pod, translated (French name known), reprinted (in both printings)",
        values_fr=(
            "original, pod, translated/traduit (nom français connu), "
            "reprinted/réimprimé (dans les deux impressions)"
        ),
        summary_en="A property of the card or base.",
        summary_fr="Une propriété de la carte ou de la base.",
        examples=(
            Example(
                "is:translated",
                "Everything whose French name is known.",
                "Tout ce dont le nom français est connu.",
            ),
            Example(
                "is:reprinted t:base",
                "Bases found in both printings.",
                "Les bases présentes dans les deux impressions.",
            ),
        ),
    ),
    TermSpec(
        key="lang",
        syntax="lang:fr|en",
        kind=MODIFIER,
        names=("lang", "langue"),
        operators=(":", "="),
        choices=_choices(en=("english", "anglais"), fr=("french", "francais")),
        values_en="en, fr",
        values_fr="en, fr",
        summary_en=(
            "Answer in this language: names shown and sorted in French (English when the "
            "French name is unknown), warnings in French. It does not filter. It is for the "
            "API: on the site's pages the page's language decides names, order and warnings, "
            "and lang: is ignored with a warning (use the language switch instead)."
        ),
        summary_fr=(
            "Répondre dans cette langue : noms affichés et triés en français (en anglais quand "
            "le nom français est inconnu), avertissements en français. Il ne filtre rien. Il "
            "sert à l'API : sur les pages du site, la langue de la page décide des noms, de "
            "l'ordre et des avertissements, et lang: est ignoré avec un avertissement (changez "
            "plutôt la langue du site)."
        ),
        examples=(
            Example(
                "t:minion p>=4 k:talent lang:fr",
                "Minions of power 4 or more with a Talent, answered in French.",
                "Les créatures de force 4 ou plus avec un Talent, en français.",
            ),
        ),
    ),
    TermSpec(
        key="not",
        syntax="-TERM",
        kind=OPERATOR,
        summary_en=(
            "A minus sign right before a term or a group excludes what it matches. "
            "NAME!=VALUE also excludes, but keeps only what has that field: p!=2 finds cards "
            "with a power other than 2, while -p:2 also finds actions and bases."
        ),
        summary_fr=(
            "Un signe moins collé à un terme ou à un groupe exclut ce qu'il trouve. "
            "NOM!=VALEUR exclut aussi, mais ne garde que ce qui a ce champ : p!=2 trouve les "
            "cartes d'une force autre que 2, alors que -p:2 trouve aussi actions et bases."
        ),
        examples=(
            Example(
                "f:ninjas p!=2",
                "Ninjas with a power other than 2.",
                "Les Ninjas d'une force autre que 2.",
            ),
            Example(
                "f:ninjas -t:action",
                "Ninjas that are not actions.",
                "Les Ninjas qui ne sont pas des actions.",
            ),
        ),
    ),
    TermSpec(
        key="or",
        syntax="TERM or TERM",
        kind=OPERATOR,
        summary_en=(
            "Either side may match. Terms side by side must all match, and bind tighter than or."
        ),
        summary_fr=(
            "L'un ou l'autre côté suffit. Des termes côte à côte doivent tous correspondre, et "
            "passent avant or."
        ),
        examples=(
            Example(
                "f:pirates or f:ninjas",
                "Pirates and Ninjas together.",
                "Les Pirates et les Ninjas ensemble.",
            ),
        ),
    ),
    TermSpec(
        key="group",
        syntax="( … )",
        kind=OPERATOR,
        summary_en="Parentheses group terms.",
        summary_fr="Les parenthèses regroupent des termes.",
        examples=(
            Example(
                "t:minion (f:pirates or f:ninjas) p>=4",
                "Pirate or Ninja minions of power 4 or more.",
                "Les créatures pirates ou ninjas de force 4 ou plus.",
            ),
        ),
    ),
)

# Accepted field name (normalised) -> its spec.
FIELDS: dict[str, TermSpec] = {normalize(name): spec for spec in TERMS for name in spec.names}


def find_field(name: str) -> TermSpec | None:
    return FIELDS.get(normalize(name))
