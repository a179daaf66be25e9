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
)

BOOKLET = "Grosse Boîte pour Geek booklet"
GENERATIONS = "Conflit de Générations rulebook"

# Where each rule is printed (used in log texts and in the tests' docstrings).
PAGES: dict[str, str] = {
    CONQUEST_ELIGIBILITY: f"{BOOKLET} p. 6; {GENERATIONS} p. 13",
    CONQUEST_ORDER: f"{BOOKLET} p. 6",
    CONQUEST_ME_FIRST: f"{BOOKLET} p. 6",
    CONQUEST_AWARDING_VP: f"{BOOKLET} p. 6",
    CONQUEST_TIES: f"{BOOKLET} p. 6",
    CONQUEST_AFTER_SCORING: f"{BOOKLET} p. 6",
    CONQUEST_REPLACEMENT: f"{BOOKLET} p. 6",
    END_OF_GAME: f"{BOOKLET} p. 5-6",
    POWER_COUNTERS: f"{BOOKLET} p. 7",
    MADNESS: f"{BOOKLET} p. 7",
    MONSTERS_AND_TREASURES: f"{BOOKLET} p. 7",
    TITANS: f"{BOOKLET} p. 8",
    ACTIONS_WITH_POWER: f"{BOOKLET} p. 8",
    BURYING: f"{BOOKLET} p. 8",
    BASE_ABILITIES: f"{BOOKLET} p. 3 and the base card",
}


BOOKLET_FR = "livret de règles de la Grosse Boîte pour Geek"
GENERATIONS_FR = "livret de règles de Conflit de Générations"

# The same, in the French log texts.
PAGES_FR: dict[str, str] = {
    CONQUEST_ELIGIBILITY: f"{BOOKLET_FR}, p. 6 ; {GENERATIONS_FR}, p. 13",
    CONQUEST_ORDER: f"{BOOKLET_FR}, p. 6",
    CONQUEST_ME_FIRST: f"{BOOKLET_FR}, p. 6",
    CONQUEST_AWARDING_VP: f"{BOOKLET_FR}, p. 6",
    CONQUEST_TIES: f"{BOOKLET_FR}, p. 6",
    CONQUEST_AFTER_SCORING: f"{BOOKLET_FR}, p. 6",
    CONQUEST_REPLACEMENT: f"{BOOKLET_FR}, p. 6",
    END_OF_GAME: f"{BOOKLET_FR}, p. 5-6",
    POWER_COUNTERS: f"{BOOKLET_FR}, p. 7",
    MADNESS: f"{BOOKLET_FR}, p. 7",
    MONSTERS_AND_TREASURES: f"{BOOKLET_FR}, p. 7",
    TITANS: f"{BOOKLET_FR}, p. 8",
    ACTIONS_WITH_POWER: f"{BOOKLET_FR}, p. 8",
    BURYING: f"{BOOKLET_FR}, p. 8",
    BASE_ABILITIES: f"{BOOKLET_FR}, p. 3, et la carte Base",
}

_CITES = {rule: f"({pages})" for rule, pages in PAGES.items()}
_CITES_FR = {rule: f"({pages})" for rule, pages in PAGES_FR.items()}


def cite(rule: str) -> str:
    """Short citation appended to log texts, e.g. "(Grosse Boîte pour Geek booklet p. 6)"."""
    return _CITES[rule]


def cite_fr(rule: str) -> str:
    """The French citation: "(livret de règles de la Grosse Boîte pour Geek, p. 6)"."""
    return _CITES_FR[rule]
