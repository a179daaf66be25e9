"""Rule section slugs used in the engine's log, and the rulebook pages they come from.

The rules reference app creates one section per slug below; the engine may only log with these.
Page numbers refer to the French rulebooks in RULEBOOK_DIR: the all-rules booklet of
"La Grosse Boîte pour Geek" (pages 1-8) and the "Conflit de Générations" rulebook.
"""

CONQUEST_ELIGIBILITY = "conquest-eligibility"
CONQUEST_ORDER = "conquest-order"
CONQUEST_ME_FIRST = "conquest-me-first"
CONQUEST_AWARDING_VP = "conquest-awarding-vp"
CONQUEST_TIES = "conquest-ties"
CONQUEST_AFTER_SCORING = "conquest-after-scoring"
CONQUEST_REPLACEMENT = "conquest-replacement"
END_OF_GAME = "end-of-game"
POWER_COUNTERS = "power-counters"
MADNESS = "madness"
MONSTERS_AND_TREASURES = "monsters-and-treasures"
TITANS = "titans"
ACTIONS_WITH_POWER = "actions-with-power"
BURYING = "burying"
BASE_ABILITIES = "base-abilities"
# The Play phase (issue 27): playing a card and resolving what it does.
PLAY_PHASE = "turn-play-cards"

RULE_SLUGS: tuple[str, ...] = (
    CONQUEST_ELIGIBILITY,
    CONQUEST_ORDER,
    CONQUEST_ME_FIRST,
    CONQUEST_AWARDING_VP,
    CONQUEST_TIES,
    CONQUEST_AFTER_SCORING,
    CONQUEST_REPLACEMENT,
    END_OF_GAME,
    POWER_COUNTERS,
    MADNESS,
    MONSTERS_AND_TREASURES,
    TITANS,
    ACTIONS_WITH_POWER,
    BURYING,
    BASE_ABILITIES,
    PLAY_PHASE,
)

BOOKLET = "Grosse Boîte pour Geek booklet"
GENERATIONS = "Conflit de Générations rulebook"
BOOKLET_FR = "livret de règles de la Grosse Boîte pour Geek"
GENERATIONS_FR = "livret de règles de Conflit de Générations"

# Where each rule is printed: (booklet, pages) pairs, the booklet named in each language below.
_WHERE: dict[str, tuple[tuple[str, str], ...]] = {
    CONQUEST_ELIGIBILITY: ((BOOKLET, "6"), (GENERATIONS, "13")),
    CONQUEST_ORDER: ((BOOKLET, "6"),),
    CONQUEST_ME_FIRST: ((BOOKLET, "6"),),
    CONQUEST_AWARDING_VP: ((BOOKLET, "6"),),
    CONQUEST_TIES: ((BOOKLET, "6"),),
    CONQUEST_AFTER_SCORING: ((BOOKLET, "6"),),
    CONQUEST_REPLACEMENT: ((BOOKLET, "6"),),
    END_OF_GAME: ((BOOKLET, "5-6"),),
    POWER_COUNTERS: ((BOOKLET, "7"),),
    MADNESS: ((BOOKLET, "7"),),
    MONSTERS_AND_TREASURES: ((BOOKLET, "7"),),
    TITANS: ((BOOKLET, "8"),),
    ACTIONS_WITH_POWER: ((BOOKLET, "8"),),
    BURYING: ((BOOKLET, "8"),),
    BASE_ABILITIES: ((BOOKLET, "3"),),
    # "Jouer des cartes" (booklet p. 5: one minion and one action, a card's effect applied as
    # it is played, a standard action discarded once resolved) and "Termes et restrictions"
    # (Conflit de Générations rulebook p. 9: extra cards, "you may", affecting a card).
    PLAY_PHASE: ((BOOKLET, "5"), (GENERATIONS, "9")),
}
_FRENCH = {BOOKLET: BOOKLET_FR, GENERATIONS: GENERATIONS_FR}

# The same places as text (used in log texts and in the tests' docstrings), in each language.
PAGES: dict[str, str] = {
    rule: "; ".join(f"{book} p. {pages}" for book, pages in where) for rule, where in _WHERE.items()
}
PAGES_FR: dict[str, str] = {
    rule: " ; ".join(f"{_FRENCH[book]}, p. {pages}" for book, pages in where)
    for rule, where in _WHERE.items()
}
# A base's own ability is also printed on the base card.
PAGES[BASE_ABILITIES] += " and the base card"
PAGES_FR[BASE_ABILITIES] += ", et la carte Base"

_CITES = {rule: f"({pages})" for rule, pages in PAGES.items()}
_CITES_FR = {rule: f"({pages})" for rule, pages in PAGES_FR.items()}


def cite(rule: str) -> str:
    """Short citation appended to log texts, e.g. "(Grosse Boîte pour Geek booklet p. 6)"."""
    return _CITES[rule]


def cite_fr(rule: str) -> str:
    """The French citation: "(livret de règles de la Grosse Boîte pour Geek, p. 6)"."""
    return _CITES_FR[rule]
