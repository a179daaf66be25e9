"""Every error the engine reports about a board, in English and French, from one catalog.

The errors use the log's machinery (messages.Message): two `str.format` templates with the same
placeholders, compiled to f-strings, `{cite}` for the rulebook citation in each language. Calling
one gives the pair (english, french) that BoardError takes after the field:

    raise BoardError(field, *E.NOT_INTEGER(kind=describe(value)))

A text is only rendered when the error is raised: nothing here runs on the path of a valid board.

As in the log, a tuple parameter is read as an (english, french) pair, each half going to its
template (`describe(value)`, a word such as BREAKPOINT()). A value taken from the input that was
not type-checked (it might be a tuple when the board comes from Python) is passed as `repr(value)`
into a plain `{field}`; a checked string or integer may use `{field!r}`. The English texts are
part of the API: change them only on purpose (the French ones may be reworded freely).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from . import rules as R
from .messages import Loc, Message, compile_messages

ERRORS: dict[str, Message] = {}


def _e(id: str, en: str, fr: str, rule: str | None = None) -> Message:
    if id in ERRORS:
        raise ValueError(f"error id {id!r} defined twice")
    message = ERRORS[id] = Message(id, rule, en, fr)
    return message


# --- reading the JSON text (parse_board_json) ----------------------------------------------

NOT_TEXT = _e("json.not-text", "the board must be JSON text", "la position doit être un texte JSON")
TOO_LARGE = _e(
    "json.too-large",
    "the input is {size} bytes; the limit is {limit} bytes (256 KB)",
    "l'entrée fait {size} octets ; la limite est de {limit} octets (256 Ko)",
)
NOT_JSON = _e(
    "json.syntax",
    "not valid JSON: {reason} (line {line}, column {column})",
    "JSON non valide : {reason} (ligne {line}, colonne {column})",
)
NOT_UTF8 = _e(
    "json.not-utf8",
    "not valid JSON: the input is not UTF-8 text",
    "JSON non valide : l'entrée n'est pas un texte UTF-8",
)
TOO_DEEP = _e(
    "json.too-deep",
    "not valid JSON: nested too deeply",
    "JSON non valide : imbrication trop profonde",
)
NOT_UNICODE = _e(
    "json.lone-surrogate",
    "not valid Unicode text: it holds a lone surrogate such as \\ud800",
    "texte Unicode non valide : il contient un code de substitution isolé, comme \\ud800",
)
LONG_NUMBER = _e(
    "value.long-number",
    "a number of more than {digits} digits",
    "un nombre de plus de {digits} chiffres",
)
NOT_A_NUMBER = _e(
    "json.not-a-number",
    "not valid JSON: {name} is not a number",
    "JSON non valide : {name} n'est pas un nombre",
)
NOT_AN_OBJECT = _e(
    "json.not-an-object",
    "the board must be a JSON object",
    "la position doit être un objet JSON",
)
KEY_TWICE = _e(
    "json.key-twice",
    "the key {key!r} appears twice in the same object",
    "la clé {key!r} apparaît deux fois dans le même objet",
)

# What Python's json module says went wrong (JSONDecodeError.msg), in French.
JSON_REASONS: dict[str, Message] = {
    en: _e(id, en, fr)
    for id, en, fr in (
        ("json.reason.value", "Expecting value", "valeur attendue"),
        ("json.reason.colon", "Expecting ':' delimiter", "séparateur ':' attendu"),
        ("json.reason.comma", "Expecting ',' delimiter", "séparateur ',' attendu"),
        (
            "json.reason.key",
            "Expecting property name enclosed in double quotes",
            "nom de clé entre guillemets doubles attendu",
        ),
        (
            "json.reason.unterminated",
            "Unterminated string starting at",
            "chaîne de caractères non terminée, commencée en",
        ),
        ("json.reason.escape", "Invalid \\escape", "séquence d'échappement \\ non valide"),
        (
            "json.reason.unicode-escape",
            "Invalid \\uXXXX escape",
            "séquence d'échappement \\uXXXX non valide",
        ),
        (
            "json.reason.control",
            "Invalid control character at",
            "caractère de contrôle non valide en",
        ),
        ("json.reason.extra", "Extra data", "données en trop après la valeur"),
    )
}


def json_reason(msg: str) -> Loc:
    """The json module's message in both languages (kept as is when it is not a known one)."""
    known = JSON_REASONS.get(msg)
    return known() if known is not None else (msg, msg)


# --- values of the wrong type or out of range (parse.py's small readers) -------------------

NOT_INTEGER = _e(
    "value.not-integer", "must be an integer, not {kind}", "doit être un entier, pas {kind}"
)
NEGATIVE = _e(
    "value.negative",
    "must not be negative (got {value})",
    "ne doit pas être négatif (reçu : {value})",
)
OUT_OF_RANGE = _e(
    "value.out-of-range",
    "must be between {low} and {high} (got {value})",
    "doit être compris entre {low} et {high} (reçu : {value})",
)
NOT_STRING = _e(
    "value.not-string",
    "must be a string, not {kind}",
    "doit être une chaîne de caractères, pas {kind}",
)
BAD_LENGTH = _e(
    "value.length",
    "must be 1 to {limit} characters long",
    "doit faire de 1 à {limit} caractères",
)
NOT_BOOLEAN = _e(
    "value.not-boolean",
    "must be true or false, not {kind}",
    "doit valoir true ou false, pas {kind}",
)
NOT_LIST = _e("value.not-list", "must be a list, not {kind}", "doit être une liste, pas {kind}")
TOO_MANY_ITEMS = _e(
    "value.too-many-items",
    "has {count} items; the limit is {limit}",
    "a {count} éléments ; la limite est de {limit}",
)
NOT_OBJECT = _e(
    "value.not-object", "must be an object, not {kind}", "doit être un objet, pas {kind}"
)
UNKNOWN_KEY = _e(
    "value.unknown-key",
    "unknown key {key}; allowed: {allowed}",
    "clé inconnue {key} ; clés permises : {allowed}",
)
NOT_ZERO = _e("value.zero", "must not be 0", "ne doit pas valoir 0")
ONE_OF = _e("value.one-of", "required: one of {names}", "obligatoire : une valeur parmi {names}")
ONE_OF_GOT = _e(
    "value.one-of.got",
    "required: one of {names} (got {got})",
    "obligatoire : une valeur parmi {names} (reçu : {got})",
)
NOT_ONE_OF = _e(
    "value.not-one-of",
    "must be one of {names}, not {got}",
    "doit être une valeur parmi {names}, pas {got}",
)

# The kind of a value, for "must be an integer, not a string" (see describe).
KIND_NULL = _e("kind.null", "null", "null")
KIND_BOOLEAN = _e("kind.boolean", "a boolean", "un booléen")
KIND_INTEGER = _e("kind.integer", "an integer", "un entier")
KIND_DECIMAL = _e("kind.decimal", "a decimal number", "un nombre décimal")
KIND_STRING = _e("kind.string", "a string", "une chaîne de caractères")
KIND_LIST = _e("kind.list", "a list", "une liste")
KIND_OBJECT = _e("kind.object", "an object", "un objet")

_KINDS = {
    bool: KIND_BOOLEAN,
    int: KIND_INTEGER,
    float: KIND_DECIMAL,
    str: KIND_STRING,
    list: KIND_LIST,
}


def describe(value: Any) -> Loc:
    """What a value is, in both languages ("an integer", "un entier")."""
    if value is None:
        return KIND_NULL()
    kind = _KINDS.get(type(value))
    if kind is not None:
        return kind()
    if isinstance(value, Mapping):
        return KIND_OBJECT()
    name = type(value).__name__
    return name, name


# --- players -------------------------------------------------------------------------------

PLAYERS_REQUIRED = _e(
    "players.required",
    "required: the players' ids in turn order (2 to 4)",
    "obligatoire : les identifiants des joueurs dans l'ordre du tour (2 à 4)",
)
PLAYER_COUNT = _e(
    "players.count",
    "Smash Up is played by {low} to {high} players, not {count}",
    "Smash Up se joue de {low} à {high} joueurs, pas {count}",
)
PLAYER_TWICE = _e(
    "players.duplicate",
    "duplicate player id {player!r}",
    "identifiant de joueur {player!r} en double",
)
UNKNOWN_PLAYER = _e(
    "players.unknown",
    "unknown player {player!r}; the players are {players}",
    "joueur inconnu {player!r} ; les joueurs sont {players}",
)
ACTIVE_REQUIRED = _e(
    "players.active.required",
    "required: the player whose turn it is",
    "obligatoire : le joueur dont c'est le tour",
)
MADNESS_TOO_MANY = _e(
    "madness.too-many",
    "the Madness deck has {count} cards; the counts add up to more",
    "la pioche Démence compte {count} cartes ; les nombres indiqués la dépassent",
)

# --- the work budget (work.py) -----------------------------------------------------------

TOO_COSTLY = _e(
    "board.too-costly",
    "resolving this board takes more work than the simulator allows for one board ({limit} "
    "units: each card ability asked about a card counts the cards in play); many cards "
    "whose abilities reach other cards multiply that work: remove some of them",
    "résoudre cette position demande plus de travail que le simulateur n'en permet pour une "
    "position ({limit} unités : chaque capacité de carte consultée pour une carte compte les "
    "cartes en jeu) ; de nombreuses cartes dont la capacité atteint d'autres cartes "
    "multiplient ce travail : retirez-en quelques-unes",
)

# --- cards ---------------------------------------------------------------------------------

TOO_MANY_CARDS = _e(
    "cards.too-many",
    "too many cards: the limit is {limit}",
    "trop de cartes : la limite est de {limit}",
)
UNKNOWN_CARD_TYPE = _e(
    "card.type.unknown",
    "unknown card type {got}; use one of {names}",
    "type de carte inconnu {got} ; valeurs possibles : {names}",
)
CARD_ID_TWICE = _e(
    "card.id.duplicate",
    "duplicate card id {card!r} (already used at {where})",
    "identifiant de carte {card!r} en double (déjà utilisé à l'emplacement {where})",
)
MONSTER_OWNER = _e(
    "card.monster.owner",
    "monsters have no owner; give a controller only when a player took control",
    "les Monstres n'ont pas de propriétaire ; indiquez un contrôleur seulement si un joueur en a "
    "pris le contrôle",
)
OWNER_REQUIRED = _e(
    "card.owner.required",
    "required: the player who owns this card",
    "obligatoire : le joueur propriétaire de cette carte",
)
POWER_REQUIRED = _e(
    "card.power.required",
    "required: the printed power of the minion",
    "obligatoire : la Force imprimée de la Créature",
)
ENTERING_BASE_CARD = _e(
    "base.entering.card",
    "a base that is not in play yet (base_deck, replace_base 'with') comes into play with its "
    "Monsters at most, not a {kind!r} card: put the card on a base in play",
    "une Base qui n'est pas encore en jeu (base_deck, « with » de replace_base) arrive en jeu "
    "avec au plus ses Monstres, pas une carte {kind!r} : placez la carte sur une Base en jeu",
)
ENTERING_BASE_CONTROLLED = _e(
    "base.entering.controlled",
    "the Monsters of a base that comes into play have no controller yet: remove 'controller'",
    "les Monstres d'une Base qui arrive en jeu n'ont pas encore de contrôleur : retirez "
    "« controller »",
)
TREASURES_ON_MONSTERS = _e(
    "card.treasures.not-monster",
    "only monsters carry treasures",
    "seuls les Monstres portent des Trésors",
)
UNKNOWN_CARD_ID = _e(
    "card.id.unknown", "unknown card id {card!r}", "identifiant de carte {card!r} inconnu"
)
TWO_TITANS_ON_A_BASE = _e(
    "titans.clash",
    "two titans cannot stay on the same base: one leaves after the clash {cite}",
    "deux Titans ne peuvent pas rester sur la même Base : l'un d'eux quitte le jeu après le Choc "
    "des Titans {cite}",
    R.TITANS,
)
TWO_TITANS_FOR_A_PLAYER = _e(
    "titans.one-per-player",
    "{player} already controls a titan in play ({where}); a player controls at most one {cite}",
    "{player} contrôle déjà un Titan en jeu ({where}) ; un joueur en contrôle un au plus {cite}",
    R.TITANS,
)

# --- bases ---------------------------------------------------------------------------------

BASES_REQUIRED = _e(
    "bases.required",
    "required: the bases in play, in table order",
    "obligatoire : les Bases en jeu, dans l'ordre de la table",
)
BASE_ID_TWICE = _e(
    "base.id.duplicate",
    "duplicate base id {base!r} (already used at {where})",
    "identifiant de Base {base!r} en double (déjà utilisé à l'emplacement {where})",
)
UNKNOWN_BASE_ID = _e(
    "base.id.unknown", "unknown base id {base!r}", "identifiant de Base {base!r} inconnu"
)
UNKNOWN_BASE = _e(
    "base.slug.unknown",
    "unknown base {slug!r} in the {printing} printing",
    "Base {slug!r} inconnue dans l'impression {printing}",
)
VP_THREE = _e(
    "base.vp.three",
    "must list 3 numbers: first, second, third place",
    "doit indiquer 3 nombres : PV du Vainqueur, du Deuxième, du Troisième",
)
STAT_REQUIRED = _e(
    "base.stat.required",
    "required for {label}: give the base's {what} (or a catalog slug in 'base')",
    "obligatoire pour {label} : indiquez {what} de la Base (ou un slug du catalogue dans 'base')",
)
STAT_NO_CATALOG = _e(
    "base.stat.no-catalog",
    "no catalog is available here: type the {what} of {label}",
    "aucun catalogue n'est disponible ici : saisissez {what} de {label}",
)
STAT_NOT_IN_CATALOG = _e(
    "base.stat.not-in-catalog",
    "the catalog does not know the {what} of {label}: type it in",
    "le catalogue ne connaît pas {what} de {label} : à saisir à la main",
)
# The {what} of the three messages above.
BREAKPOINT = _e("word.breakpoint", "breakpoint", "la Résistance")
VP = _e("word.vp", "VP", "les PV")
PRINTING_ORIGINAL = _e("word.printing.original", "original", "originale")
PRINTING_POD = _e("word.printing.pod", "pod", "à la demande (POD)")
_PRINTINGS = {"original": PRINTING_ORIGINAL, "pod": PRINTING_POD}


def printing_name(printing: str) -> Loc:
    """A printing ("original", "pod") for the text of an error."""
    known = _PRINTINGS.get(printing)
    return known() if known is not None else (printing, printing)


BASE_TWICE_IN_ORDER = _e(
    "scoring-order.twice",
    "base {base!r} is listed twice",
    "la Base {base!r} est indiquée deux fois",
)

# --- events --------------------------------------------------------------------------------

EVENT_CARD_REQUIRED = _e(
    "event.card.required",
    "required: the card object to play",
    "obligatoire : l'objet de la carte à jouer",
)
PLAY_TITAN_TYPE = _e(
    "event.play-titan.type",
    "play_titan plays a card of type titan",
    "play_titan joue une carte de type titan",
)
BURIED_NOT_PLAYED = _e(
    "event.buried.played",
    "a buried card is not played: it is buried by an effect",
    "une carte enterrée ne se joue pas : elle est enterrée par un effet",
)
EVENT_WITH_REQUIRED = _e(
    "event.with.required",
    "required: the base that comes into play",
    "obligatoire : la Base qui entre en jeu",
)
EVENT_BASE_REQUIRED = _e(
    "event.base.required",
    "required: the base whose {when} window it uses",
    "obligatoire : la Base dont l'événement utilise la fenêtre {when}",
)
BURY_CARD_TYPE = _e(
    "event.bury.type",
    'a card buried from hand or a discard pile is given with "type": "buried" (its controller: '
    "the player burying it)",
    'une carte enterrée depuis la main ou une défausse se donne avec "type": "buried" (son '
    "contrôleur : le joueur qui l'enterre)",
)
CARD_IN_PLAY_REQUIRED = _e(
    "event.card-id.required",
    "required: the id of a card in play",
    "obligatoire : l'identifiant d'une carte en jeu",
)
DESTINATION_REQUIRED = _e(
    "event.to.required",
    "required: the id of the destination base",
    "obligatoire : l'identifiant de la Base de destination",
)
COUNT_REQUIRED = _e(
    "event.count.required",
    "required: how many +1 power counters to add",
    "obligatoire : le nombre de marqueurs Force +1 à ajouter",
)
TARGET_REQUIRED = _e(
    "event.target.required",
    "required: the id of the base to replace",
    "obligatoire : l'identifiant de la Base à remplacer",
)

# --- choices -------------------------------------------------------------------------------

CHOICE_BASE_REQUIRED = _e(
    "choice.base.required",
    "required: the id of the base whose ability asks",
    "obligatoire : l'identifiant de la Base dont l'effet demande ce choix",
)
CHOICE_BASE_NULL = _e(
    "choice.base.null",
    'null only for the order of the end-of-turn effects (a choose giving "order": the ids of '
    "the cards); else the id of the base whose ability asks",
    'null seulement pour l\'ordre des effets de fin de tour (un choose donnant "order" : les '
    "identifiants des cartes) ; sinon l'identifiant de la Base dont l'effet demande ce choix",
)
CHOICE_PLAYER_REQUIRED = _e(
    "choice.player.required",
    "required: the player who decides",
    "obligatoire : le joueur qui décide",
)
CHOOSE_REQUIRED = _e(
    "choice.choose.required",
    "required: an object, or null to decline",
    "obligatoire : un objet, ou null pour refuser",
)
# A choice the turn cannot apply (Turn.reject), with {what} it must name.
CHOSEN_ID_REQUIRED = _e(
    "choice.id.required",
    "required: the id of {what}",
    "obligatoire : l'identifiant de l'élément choisi ({what})",
)
CHOSEN_IS_NOT = _e("choice.id.wrong", "{id!r} is not {what}", "{id!r} n'est pas {what}")
# The {what} of a choice, and the expectations of the base abilities' own choices.
ANOTHER_BASE = _e("choice.what.another-base", "another base", "une autre Base")
ANOTHER_BASE_IN_PLAY = _e(
    "choice.what.another-base-in-play", "another base in play", "une autre Base en jeu"
)
A_CARD_AT_NEW_BASE = _e(
    "choice.what.card-at-new-base",
    "a card on the minion's new base, or that base",
    "une carte de la nouvelle Base de la Créature, ou cette Base",
)
A_BASE_IN_PLAY = _e("choice.what.base-in-play", "a base in play", "une Base en jeu")
A_MINION_IN_PLAY = _e("choice.what.minion-in-play", "a minion in play", "une Créature en jeu")
A_MINION_OF = _e("choice.what.minion-of", "a minion of {player}", "une Créature de {player}")
A_MINION_OF_HERE = _e(
    "choice.what.minion-of-here", "a minion of {player} here", "une Créature de {player} ici"
)
A_MINION_HERE_AT_MOST = _e(
    "choice.what.minion-here-at-most",
    "a minion on this base of power {limit} or less",
    "une Créature de cette Base de Force {limit} ou moins",
)
A_MINION_GONE_TO_DISCARD = _e(
    "choice.what.minion-gone-to-discard",
    "a minion of power 3 or less of {player} that went to the discard pile ({ids})",
    "une Créature de Force 3 ou moins de {player} partie à la défausse ({ids})",
)
ANOTHER_PLAYER = _e(
    "choice.player.another",
    "required: another player than {player} (choose.player)",
    "obligatoire : un autre joueur que {player} (choose.player)",
)
A_MINION_HERE_WEAKER = _e(
    "choice.what.minion-here-weaker",
    "a minion on this base of power less than {power}",
    "une Créature de cette Base de Force inférieure à {power}",
)
AN_OPPONENTS_MINION_NEAR_YOURS = _e(
    "choice.what.opponents-minion-near-yours",
    "another player's minion on a base where {player} has a minion",
    "une Créature d'un autre joueur sur une Base où {player} a une Créature",
)
A_MINION_ON_ANOTHER_BASE = _e(
    "choice.what.minion-on-another-base",
    "a minion on another base",
    "une Créature d'une autre Base",
)
ANOTHER_PLAYERS_MINION_HERE = _e(
    "choice.what.another-players-minion-here",
    "a minion of another player than {player} here",
    "une Créature d'un autre joueur que {player} ici",
)
A_MINION_OF_ELSEWHERE = _e(
    "choice.what.minion-of-elsewhere",
    "a minion of {player} on another base",
    "une Créature de {player} sur une autre Base",
)
A_MINION_OF_ON_CRYPT = _e(
    "choice.what.minion-of-on-crypt",
    "a minion of {player} on the Crypt",
    "une Créature de {player} sur la Crypt",
)
MINION_OR_ACTION_HERE = _e(
    "choice.what.minion-or-action-here",
    "one of {player}'s minions or actions here",
    "une des Créatures ou des Actions de {player} ici",
)
# The {what} of the choices of the box modules' cards (engine/cards).
AN_ACTION_TO_PLAY = _e(
    "choice.what.action-to-play",
    "an action from hand that it may play there (or an Argonaut)",
    "une Action de la main qu'elle peut jouer là (ou un Argonaut)",
)
ONE_OF_YOUR_MINIONS = _e("choice.what.your-minion", "one of your minions", "une de vos Créatures")
ANOTHER_OF_YOUR_MINIONS_ELSEWHERE = _e(
    "choice.what.your-other-minion-elsewhere",
    "another of your minions elsewhere",
    "une autre de vos Créatures ailleurs",
)
ANOTHER_OF_YOUR_MINIONS = _e(
    "choice.what.your-other-minion", "another of your minions", "une autre de vos Créatures"
)
AN_ACTION_ON_SCORING_BASE = _e(
    "choice.what.action-on-scoring-base",
    "an action on the scoring base",
    "une Action de la Base conquise",
)
A_SMALL_MINION_HERE = _e(
    "choice.what.minion-power-3-here",
    "a minion of power 3 or less here",
    "une Créature de Force 3 ou moins ici",
)
YOUR_MINION_ON_SCORED_BASE = _e(
    "choice.what.your-minion-on-scored-base",
    "one of your minions on the scored base",
    "une de vos Créatures de la Base conquise",
)
ANOTHER_OF_YOUR_MINIONS_HERE = _e(
    "choice.what.your-other-minion-here",
    "another of your minions here",
    "une autre de vos Créatures ici",
)
A_MINION_HERE = _e("choice.what.minion-here", "a minion here", "une Créature ici")
A_RIVAL_MINION_HERE = _e(
    "choice.what.rival-minion-here", "another player's minion here", "une Créature adverse ici"
)
A_MINION_OF_THAT_PLAYER = _e(
    "choice.what.minion-of-that-player", "a minion of that player", "une Créature de ce joueur"
)
DESTROYED_MINIONS_BASE = _e(
    "choice.what.destroyed-minion-base",
    "the destroyed minion's base",
    "la Base de la Créature détruite",
)
PLAY_MINION_OF = _e(
    "choice.play.minion-of",
    "a minion object controlled by {player}",
    "attendu : l'objet d'une Créature contrôlée par {player}",
)
PLAY_CARD_OF = _e(
    "choice.play.card-of",
    "a card object controlled by {player}",
    "attendu : l'objet d'une carte contrôlée par {player}",
)
PLAY_REVEALED_MINION = _e(
    "choice.play.revealed-minion",
    "the revealed minion, controlled by {player}",
    "attendu : la Créature révélée, contrôlée par {player}",
)
PLAY_TOP_OF_DECK = _e(
    "choice.play.top-of-deck",
    "the minion on top of {player}'s deck",
    "attendu : la Créature du dessus de la pioche de {player}",
)
PICK_TOP_BASE = _e(
    "choice.base.top-of-deck",
    "pick one of the top bases of the deck: {ids}",
    "choisissez une des Bases du dessus de la pioche Base : {ids}",
)
ORDER_OTHER_BASES = _e(
    "choice.order.other-bases",
    "list the other bases looked at: {ids}",
    "listez les autres Bases regardées : {ids}",
)
PICK_DISCARDED_BASE = _e(
    "choice.base.discarded",
    "a base discarded this turn: {ids}",
    "attendu : une Base défaussée ce tour-ci : {ids}",
)
NONE_SO_FAR = _e("choice.none-so-far", "none so far", "aucune pour l'instant")
TWO_MINIONS_HERE = _e(
    "choice.order.two-minions",
    "the ids of two of {player}'s minions here",
    "attendu : les identifiants de deux Créatures de {player} ici",
)
SAME_POWER = _e(
    "choice.order.same-power",
    "the two minions must have the same power",
    "les deux Créatures doivent avoir la même Force",
)
WHEN_DESTROYED = _e(
    "choice.card.when-destroyed",
    "this choice applies when {card} would be destroyed",
    "ce choix s'applique à la destruction de {card}",
)

# --- catalog cards (issue 13) ---------------------------------------------------------------

UNKNOWN_CATALOG_CARD = _e(
    "card.catalog.unknown",
    "unknown catalog card {key!r} (a value with '/' names a card as '<faction>/<card>')",
    "carte du catalogue {key!r} inconnue (une valeur avec '/' désigne une carte sous la forme "
    "'<faction>/<carte>')",
)
UNKNOWN_CATALOG_CARD_IN = _e(
    "card.catalog.unknown-in-printing",
    "unknown catalog card {key!r} in the {printing} printing",
    "carte du catalogue {key!r} inconnue dans l'impression {printing}",
)
PRINTING_NEEDS_CARD = _e(
    "card.printing.needs-card",
    "a printing only applies to a catalog card ('card': '<faction>/<card>')",
    "une impression ne s'applique qu'à une carte du catalogue ('card' : '<faction>/<carte>')",
)
POWER_NOT_PRINTED = _e(
    "card.power.not-printed",
    "required: {card} prints no power number in the {printing} printing ({text})",
    "obligatoire : {card} n'imprime pas de Force chiffrée dans l'impression {printing} ({text})",
)
ATTACHED_NOT_ACTION = _e(
    "card.attached-to.not-action",
    "only an action can be played on a minion",
    "seule une Action peut être jouée sur une Créature",
)
ATTACHED_NOT_HERE = _e(
    "card.attached-to.not-here",
    "{card!r} is not a minion on this base",
    "{card!r} n'est pas une Créature de cette Base",
)
COPIES_NOT_A_COPIER = _e(
    "card.copies.not-a-copier",
    'only a catalog card that copies another card\'s ability takes "copies" (Copycat, '
    "Cellular Bonding, Hello, Dolly!); {card} does not",
    'seule une carte du catalogue qui copie la capacité d\'une autre carte accepte "copies" '
    "(Copycat, Cellular Bonding, Hello, Dolly!) ; {card} ne le fait pas",
)
COPIES_UNKNOWN = _e(
    "card.copies.unknown",
    "{card!r} is neither the id of a card on the board nor a catalog card '<faction>/<card>'",
    "{card!r} n'est ni l'identifiant d'une carte de la position ni une carte du catalogue "
    "'<faction>/<carte>'",
)
COPIES_ITSELF = _e(
    "card.copies.itself",
    "a card cannot copy itself",
    "une carte ne peut pas se copier elle-même",
)
COPIES_TYPED = _e(
    "card.copies.typed",
    '{card!r} names no catalog card, so its ability is unknown: give it "card": '
    '"<faction>/<card>", or copy that catalog key',
    "{card!r} ne désigne aucune carte du catalogue, sa capacité est donc inconnue : "
    'donnez-lui "card": "<faction>/<carte>", ou copiez cette clé du catalogue',
)
COPIES_WRONG_TARGET = _e(
    "card.copies.wrong-target",
    "{card} copies {wants}; {target!r} is not one",
    "{card} copie {wants} ; {target!r} n'en est pas une",
)
COPIES_CYCLE = _e(
    "card.copies.cycle",
    "{card!r} copies a card that copies it back",
    "{card!r} copie une carte qui la copie en retour",
)
# What each copy target of the registry (cards.registry.COPY_TARGETS) stands for.
COPY_WANTS: dict[str, tuple[str, str]] = {
    "other_players_minion": ("another player's minion", "une Créature d'un autre joueur"),
    "action_on_minion": ("an action played on a minion", "une Action jouée sur une Créature"),
    "other_players_action": ("another player's action", "une Action d'un autre joueur"),
}
THEN_WITHOUT_PLAY = _e(
    "choose.then-without-play",
    "'then' gives the decisions of the card 'play' names: give 'play' too",
    "'then' donne les décisions de la carte que nomme 'play' : indiquez aussi 'play'",
)
SPECIAL_CARD_REQUIRED = _e(
    "event.special.card-required",
    "required: the card object of the Special played",
    "obligatoire : l'objet de la carte Spéciale jouée",
)
BY_REQUIRED = _e(
    "event.by.required",
    "required: the player who plays the card",
    "obligatoire : le joueur qui joue la carte",
)
TARGET_CARD_REQUIRED = _e(
    "event.target-card.required",
    "required: the id of a card in play",
    "obligatoire : l'identifiant d'une carte en jeu",
)
AMOUNT_REQUIRED = _e(
    "event.amount.required", "required: a non-zero amount", "obligatoire : une quantité non nulle"
)
PLAYER_REQUIRED = _e(
    "event.player.required",
    "required: the player who gains the VP",
    "obligatoire : le joueur qui gagne les PV",
)
CHOICE_CARD_OR_BASE = _e(
    "choice.card-or-base",
    "a choice names either a base ('base') or a card in play ('card'), not both",
    "un choix désigne soit une Base ('base'), soit une carte en jeu ('card'), pas les deux",
)

# --- the play phase (issue 27): hands, plays made, played cards -------------------------

HAND_CARD_TYPE = _e(
    "hand.card.type",
    "a {kind} is never in a hand: a hand holds minions and actions",
    "un(e) {kind} n'est jamais en main : une main contient des Créatures et des Actions",
)
HAND_CARD_ATTACHED = _e(
    "hand.card.attached",
    "a card in hand is attached to nothing: give 'attached_to' on the play event",
    "une carte en main n'est attachée à rien : donnez 'attached_to' sur l'événement play",
)
HAND_SIZE_BELOW_HAND = _e(
    "hand.size.below",
    "{player} holds {count} card(s) in 'hands': hand_size cannot be less",
    "{player} a {count} carte(s) dans 'hands' : hand_size ne peut pas être inférieur",
)
PLAY_NOT_IN_HAND = _e(
    "event.play.not-in-hand",
    "{card!r} is not a card in a hand (give a hand card's id, or a card object)",
    "{card!r} n'est pas une carte en main (donnez l'identifiant d'une carte en main, "
    "ou un objet carte)",
)
PLAY_OTHER_HAND = _e(
    "event.play.other-hand",
    "{card!r} is in {holder}'s hand: {player} cannot play it",
    "{card!r} est dans la main de {holder} : {player} ne peut pas la jouer",
)
PLAY_CARD_TWICE = _e(
    "event.play.twice",
    "{card!r} is already played by event {other}",
    "{card!r} est déjà jouée par l'événement {other}",
)
ATTACHED_TWICE = _e(
    "event.play.attached-twice",
    "give 'attached_to' either on the card object or on the event, not both",
    "donnez 'attached_to' soit sur l'objet carte, soit sur l'événement, pas les deux",
)
ATTACHED_NOT_ACTION = _e(
    "event.play.attached-not-action",
    "only an action is played on a minion",
    "seule une Action se joue sur une Créature",
)
CHOOSE_ATTACHED_WITHOUT_PLAY = _e(
    "event.play.choose-attached-without-play",
    "'attached_to' names the minion the extra card ('play') goes on: give 'play' too",
    "'attached_to' désigne la Créature où va la carte supplémentaire ('play') : donnez "
    "aussi 'play'",
)

# --- the advisor (manage.py advise, POST /api/v1/simulator/advise/) ---------------------------

ADVICE_HAND_REQUIRED = _e(
    "advice.hand-required",
    "give the active player's hand (hands.{player}) to be advised",
    "donnez la main du joueur actif (hands.{player}) pour être conseillé",
)
ADVICE_HAND_ID = _e(
    "advice.hand-id",
    "give each card of the hand an id: the plays advised name the cards by their id",
    "donnez un id à chaque carte de la main : les coups conseillés désignent les cartes par "
    "leur id",
)
ADVICE_LIMIT = _e(
    "advice.limit",
    "limit: a whole number of plays to return, from {low} to {high}",
    "limit : un nombre entier de jeux à renvoyer, de {low} à {high}",
)

# --- reading a file (manage.py simulate) ---------------------------------------------------

CANNOT_READ = _e(
    "file.unreadable", "cannot read {name}: {reason}", "impossible de lire {name} : {reason}"
)
# Why a file cannot be read, by errno (the operating system's own text is English).
FILE_NOT_FOUND = _e("file.not-found", "No such file or directory", "fichier introuvable")
FILE_FORBIDDEN = _e("file.forbidden", "Permission denied", "accès refusé")
FILE_IS_DIRECTORY = _e("file.directory", "Is a directory", "c'est un dossier")

compile_messages(ERRORS.values())

# Texts that read the same in both languages (a JSON literal).
SAME_IN_BOTH = frozenset({"kind.null"})
