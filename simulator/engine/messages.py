"""Every text the engine writes into its result, in English and in French, from one catalog.

A `Message` has an id (the `message` of a log entry), the rule its log entries cite (None: the
rule of the window it happens in, see Turn.log) and two `str.format` templates, English and
French, with the same placeholders, so that the two languages cannot drift apart. `{cite}` stands
for the rulebook citation of the message's rule, in the template's language.

Rendering gives a pair `(english, french)` (the `Loc` type). A parameter is either a plain value,
the same in both languages (a player id, a number, a base label), or a `Loc` pair (a text rendered
from another message), whose halves go to the matching template. A tuple is always read as a
`Loc` pair: pass ids and numbers, never tuples.

The templates are compiled once, at import, into functions that evaluate them as f-strings
(`str.format` is about five times slower, and a turn renders its log in two languages). Only plain
`{name}`, `{name!r}` and `{name:spec}` fields are allowed, which mean the same in both syntaxes;
the tests check that the compiled functions and `str.format` agree.
"""

from __future__ import annotations

import keyword
import string
from collections.abc import Callable, Iterable
from typing import Any

from . import rules as R

Loc = tuple[str, str]
LANGUAGES = ("en", "fr")


class Message:
    __slots__ = ("id", "rule", "en", "fr", "names", "both", "entry")

    def __init__(self, id: str, rule: str | None, en: str, fr: str) -> None:
        self.id = id
        self.rule = rule
        self.en = en
        self.fr = fr
        self.names = placeholders(en)
        if placeholders(fr) != self.names:
            raise ValueError(f"message {id!r}: the English and French placeholders differ")
        if "cite" in self.names and rule is None:
            raise ValueError(f"message {id!r}: {{cite}} needs a fixed rule")
        if any("__" in name for name in self.names):
            raise ValueError(f"message {id!r}: placeholder names may not contain '__'")
        # both(**params) -> (english, french): the compiled templates (see compile_messages).
        self.both: Callable[..., Loc] = _unset
        # entry(rule, base, **params) -> the log entry {rule, message, text, text_fr[,
        # base]} in one call (see compile_messages and Turn.log).
        self.entry: Callable[..., dict] = _unset

    def __repr__(self) -> str:
        return f"<Message {self.id}>"

    def __call__(self, **params: Any) -> Loc:
        """The two texts, e.g. to pass as a parameter of another message."""
        return self.both(**params)

    def templates(self) -> dict[str, str]:
        """The templates with {cite} filled in, as rendered."""
        if self.rule is None:
            return {"en": self.en, "fr": self.fr}
        return {
            "en": self.en.replace("{cite}", R.cite(self.rule)),
            "fr": self.fr.replace("{cite}", R.cite_fr(self.rule)),
        }


def _unset(**params: Any) -> Any:
    raise RuntimeError("messages are compiled at import")


def placeholders(template: str) -> frozenset[str]:
    """The field names of a str.format template; ValueError for anything but plain names."""
    names = set()
    for _, name, spec, conversion in string.Formatter().parse(template):
        if name is None:
            continue
        if not name.isidentifier() or keyword.iskeyword(name) or "{" in (spec or ""):
            raise ValueError(f"unsupported placeholder {{{name}}} in {template!r}")
        if conversion not in (None, "r", "s"):
            raise ValueError(f"unsupported conversion !{conversion} in {template!r}")
        names.add(name)
    return frozenset(names)


MESSAGES: dict[str, Message] = {}


def _m(id: str, rule: str | None, en: str, fr: str) -> Message:
    if id in MESSAGES:
        raise ValueError(f"message id {id!r} defined twice")
    message = MESSAGES[id] = Message(id, rule, en, fr)
    return message


def join(parts: Iterable[Loc], en: str = "; ", fr: str = " ; ") -> Loc:
    """Localized texts joined, with a separator per language."""
    if type(parts) is not list:
        parts = list(parts)
    # Lists, not generators: str.join makes a list of a generator first, a step more per part.
    return en.join([p[0] for p in parts]), fr.join([p[1] for p in parts])


def same(text: str) -> Loc:
    """A text that reads the same in both languages (ids, names)."""
    return text, text


# --- the Conquest phase --------------------------------------------------------------------

ELIGIBILITY_CHECK = _m(
    "eligibility.check",
    R.CONQUEST_ELIGIBILITY,
    "Checking every base: {details} {cite}.",
    "Vérification de chaque Base : {details} {cite}.",
)
ELIGIBILITY_NO_BASE = _m(
    "eligibility.no-base",
    R.CONQUEST_ELIGIBILITY,
    "Checking every base: no base is in play, so none can be scored {cite}.",
    "Vérification de chaque Base : aucune Base n'est en jeu, aucune ne peut donc être conquise "
    "{cite}.",
)
ELIGIBILITY_REACHES = _m(
    "eligibility.reaches",
    None,
    "{base}: {power} power reaches breakpoint {breakpoint}{monsters}",
    "{base} : {power} de Force, atteint sa Résistance de {breakpoint}{monsters}",
)
ELIGIBILITY_BELOW = _m(
    "eligibility.below",
    None,
    "{base}: {power} power is below breakpoint {breakpoint}{monsters}",
    "{base} : {power} de Force, sous sa Résistance de {breakpoint}{monsters}",
)
ELIGIBILITY_MONSTERS = _m(
    "eligibility.monsters",
    None,
    " (monsters add {power})",
    " (dont {power} des Monstres)",
)
POWER_FLOOR = _m(
    "power.floor",
    R.CONQUEST_ELIGIBILITY,
    "{card} would have {power} power; a minion's power never goes below 0, so it counts 0 {cite}.",
    "{card} aurait {power} de Force ; la Force d'une Créature ne descend jamais sous 0 : elle "
    "compte pour 0 {cite}.",
)
ORDER_CHOSEN = _m(
    "order.chosen",
    R.CONQUEST_ORDER,
    "{count} bases are eligible ({ids}); the active player, {player}, chooses {base} {cite}.",
    "{count} Bases sont conquérables ({ids}) ; le joueur actif, {player}, choisit {base} {cite}.",
)
ORDER_ASSUMED_NONE = _m(
    "order.assumed.none",
    None,
    "several bases are eligible and no scoring_order was given: the active player scores them in "
    "table order (see alternatives)",
    "plusieurs Bases sont conquérables et aucun scoring_order n'a été donné : le joueur actif les "
    "décompte dans l'ordre de la table (voir les alternatives)",
)
ORDER_ASSUMED_UNLISTED = _m(
    "order.assumed.unlisted",
    None,
    "several bases are eligible and the scoring_order names none of them: the active player "
    "scores them in table order (see alternatives)",
    "plusieurs Bases sont conquérables et le scoring_order n'en nomme aucune : le joueur actif "
    "les décompte dans l'ordre de la table (voir les alternatives)",
)
ORDER_STOPPED = _m(
    "order.stopped",
    R.CONQUEST_ORDER,
    "Stopped after {count} conquests.",
    "Arrêt après {count} Conquêtes.",
)
ORDER_NOT_LISTED = _m(
    "order.alternatives-not-listed",
    R.CONQUEST_ORDER,
    "{count} bases are eligible: the other orders are not listed (the limit is {limit} eligible "
    "bases).",
    "{count} Bases sont conquérables : les autres ordres ne sont pas listés (la limite est de "
    "{limit} Bases conquérables).",
)
ORDER_BUDGET_SPENT = _m(
    "order.alternatives-budget",
    R.CONQUEST_ORDER,
    "Only the first {listed} other orders are listed: the simulator's work budget for one board "
    "was spent after {runs} resolutions, with {untried} of the {total} orders of the eligible "
    "bases not tried.",
    "Seuls les {listed} premiers autres ordres sont listés : le budget de calcul du simulateur "
    "pour une position a été dépensé après {runs} résolutions, et {untried} des {total} ordres "
    "des Bases conquérables n'ont pas été essayés.",
)
DESIGNATED = _m(
    "scoring.designated",
    R.CONQUEST_ORDER,
    "{base} is designated for scoring ({power} power, breakpoint {breakpoint}) {cite}.",
    "{base} est désignée pour la Conquête ({power} de Force, Résistance {breakpoint}) {cite}.",
)
LEFT_BEFORE_VP = _m(
    "scoring.left-before-vp",
    R.CONQUEST_REPLACEMENT,
    "{base} is no longer in play: no VP are awarded for it, and every base is checked again "
    "{cite}.",
    "{base} n'est plus en jeu : aucun PV n'est attribué pour elle, et toutes les Bases sont de "
    "nouveau vérifiées {cite}.",
)
SCORED_BELOW = _m(
    "scoring.below-breakpoint",
    R.CONQUEST_ELIGIBILITY,
    "{base} now has {power} power, below its breakpoint {breakpoint}, but a designated base is "
    "scored anyway {cite}.",
    "{base} n'a plus que {power} de Force, sous sa Résistance de {breakpoint}, mais une Base "
    "désignée est décomptée quand même {cite}.",
)
REMINDER = _m("scoring.reminder", R.BASE_ABILITIES, "{base}: {reminder}.", "{base} : {reminder}.")
LEFT_AFTER_SCORING = _m(
    "scoring.left-after-scoring",
    R.CONQUEST_REPLACEMENT,
    "{base} already left play after scoring.",
    "{base} a déjà quitté le jeu après la Conquête.",
)
NO_SCORERS = _m(
    "vp.nobody",
    R.CONQUEST_AWARDING_VP,
    "Nobody has a minion or at least 1 power on {base}: no VP are awarded {cite}.",
    "Personne n'a de Créature ni au moins 1 de Force sur {base} : aucun PV n'est attribué {cite}.",
)
AWARD = _m(
    "vp.award",
    R.CONQUEST_AWARDING_VP,
    "{base} (VP {vp}): {standings} {cite}.",
    "{base} (PV {vp}) : {standings} {cite}.",
)
AWARD_STANDING = _m(
    "vp.standing",
    None,
    "{player} {power} power, place {place}, {vp} VP",
    "{player} {power} de Force, place {place}, {vp} PV",
)
TIE = _m(
    "vp.tie",
    R.CONQUEST_TIES,
    "{players} tie for place {place}: each gets its full VP{gone} {cite}.",
    "{players} sont à égalité à la place {place} : chacun gagne tous les PV de cette place{gone} "
    "{cite}.",
)
TIE_GONE = _m(
    "vp.tie.not-awarded",
    None,
    "; place {places} is not awarded",
    " ; place(s) {places} non attribuée(s)",
)
NO_MINION_BUT_POWER = _m(
    "vp.power-without-minion",
    R.ACTIONS_WITH_POWER,
    "{player} has no minion on {base} but {power} power from other cards: it counts for the "
    "conquest and the VP {cite}.",
    "{player} n'a pas de Créature sur {base} mais {power} de Force venant d'autres cartes : elle "
    "compte pour la Conquête et pour les PV {cite}.",
)
CANNOT_RANK = _m(
    "vp.cannot-rank",
    R.CONQUEST_AWARDING_VP,
    "{players} cannot rank: no minion here and no card giving at least 1 power {cite}.",
    "Non classé(s) : {players}, sans Créature ici ni carte donnant au moins 1 de Force {cite}.",
)
TREASURES_UNCLAIMED = _m(
    "treasures.unclaimed",
    R.MONSTERS_AND_TREASURES,
    "{count} treasure(s) on the monsters of {base}, but nobody has a minion or 1 power there to "
    "claim them {cite}.",
    "{count} Trésor(s) sur les Monstres de {base}, mais personne n'y a de Créature ni 1 de Force "
    "pour les réclamer {cite}.",
)
TREASURES_PICKED = _m(
    "treasures.picked",
    R.MONSTERS_AND_TREASURES,
    "{count} treasure(s) revealed for the monsters still on {base}; picked one at a time by "
    "descending power, ties clockwise from the active player: {picks} {cite}.",
    "{count} Trésor(s) révélé(s) pour les Monstres encore sur {base} ; choisis un par un par "
    "ordre décroissant de Force, les égalités dans le sens horaire à partir du joueur actif : "
    "{picks} {cite}.",
)
DISCARD = _m(
    "scoring.discard",
    R.CONQUEST_AFTER_SCORING,
    "{why}: {cards} leave {base} at once: minions and actions to their owners' discard piles, "
    "monsters to the monster discard pile, titans back beside their owners' decks, buried cards "
    "to their owners' discard piles {cite}.",
    "{why} : {cards} quittent {base} en même temps : Créatures et Actions dans la défausse de "
    "leur propriétaire, Monstres dans la défausse des Monstres, Titans à côté de la pioche de "
    "leur propriétaire, cartes enterrées dans la défausse de leur propriétaire {cite}.",
)
DISCARD_AFTER_SCORING = _m(
    "scoring.discard.after-scoring", None, "After scoring {base}", "Après la Conquête de {base}"
)
DISCARD_SCORED = _m("scoring.discard.scored", None, "scored", "Base conquise")
DISCARD_LEAVES = _m("base.leaves-play", None, "{base} leaves play", "{base} quitte le jeu")
CARD_COUNTS: dict[str, Message] = {
    "action": _m("cards.action", None, "{count} action(s)", "{count} Action(s)"),
    "buried": _m("cards.buried", None, "{count} buried(s)", "{count} carte(s) enterrée(s)"),
    "minion": _m("cards.minion", None, "{count} minion(s)", "{count} Créature(s)"),
    "monster": _m("cards.monster", None, "{count} monster(s)", "{count} Monstre(s)"),
    "titan": _m("cards.titan", None, "{count} titan(s)", "{count} Titan(s)"),
}
DECK_EMPTY = _m(
    "base.deck-empty",
    R.CONQUEST_REPLACEMENT,
    "The base deck given in the input is empty: no base is placed ({why}).",
    "La pioche Base donnée en entrée est vide : aucune Base n'est placée ({why}).",
)
FROM_DECK = _m(
    "base.from-deck",
    R.CONQUEST_REPLACEMENT,
    "{base} comes into play from the base deck{monsters} ({why}) {cite}.",
    "{base} entre en jeu depuis la pioche Base{monsters} ({why}) {cite}.",
)
FROM_DECK_MONSTERS = _m(
    "base.from-deck.monsters", None, ", with {count} monster(s)", ", avec {count} Monstre(s)"
)
MONSTERS_DUE = _m(
    "base.monsters-due",
    R.MONSTERS_AND_TREASURES,
    "{base} comes into play with {count} Monster(s) from the Monster deck; which ones is not "
    "known, so they are not counted (add them to this base as cards of type monster to count "
    "their power) {cite}.",
    "{base} arrive en jeu avec {count} Monstre(s) de la pioche Monstre ; lesquels n'est pas "
    "connu, ils ne sont donc pas comptés (ajoutez-les sur cette Base comme cartes de type "
    "monster pour compter leur Force) {cite}.",
)
REPLACES = _m("base.replaces", None, "it replaces {base}", "elle remplace {base}")
REPLACED = _m(
    "base.replaced",
    R.CONQUEST_REPLACEMENT,
    "{old} is replaced by {new} ({why}){stays}.",
    "{old} est remplacée par {new} ({why}){stays}.",
)
REPLACED_CARDS_STAY = _m(
    "base.replaced.cards-stay",
    None,
    "; the cards on it stay on the new base",
    " ; les cartes qui s'y trouvent restent sur la nouvelle Base",
)
REPLACED_WHILE_SCORING = _m(
    "base.replaced-while-scoring",
    R.CONQUEST_REPLACEMENT,
    "{base} left play before its VP were awarded: its scoring stops at once {cite}.",
    "{base} a quitté le jeu avant l'attribution des PV : son décompte s'arrête immédiatement "
    "{cite}.",
)

# --- the end of the turn -------------------------------------------------------------------

END_NOT_CHECKED = _m(
    "end.not-checked",
    R.END_OF_GAME,
    "end_of_turn is false: the end-of-game check is not made.",
    "end_of_turn vaut false : la fin de la partie n'est pas vérifiée.",
)
END_OF_TURN_ORDER = _m(
    "end.effects-order",
    R.END_OF_GAME,
    "End of the turn: {player} is taken to resolve the cards' end-of-turn effects in table order.",
    "Fin du tour : {player} est supposé résoudre les effets de fin de tour des cartes dans "
    "l'ordre de la table.",
)
END_OF_TURN_ORDER_GIVEN = _m(
    "end.effects-order.given",
    R.END_OF_GAME,
    "End of the turn: {player} resolves the cards' end-of-turn effects in this order: {ids}.",
    "Fin du tour : {player} résout les effets de fin de tour des cartes dans cet ordre : {ids}.",
)
END_GOES_ON = _m(
    "end.goes-on",
    R.END_OF_GAME,
    "End of the turn: nobody has {win} VP (best {best}); play goes on {cite}.",
    "Fin du tour : personne n'a {win} PV (meilleur score : {best}) ; la partie continue {cite}.",
)
END_TIED_LEAD = _m(
    "end.tied-lead",
    R.END_OF_GAME,
    "End of the turn: {players} tie for the lead with {best} VP; play goes on until one player "
    "leads alone {cite}.",
    "Fin du tour : {players} sont à égalité en tête avec {best} PV ; la partie continue jusqu'à "
    "ce qu'un joueur soit seul en tête {cite}.",
)
END_WINS = _m(
    "end.wins",
    R.END_OF_GAME,
    "End of the turn: {player} leads alone with {best} VP and wins {cite}.",
    "Fin du tour : {player} est seul en tête avec {best} PV et gagne la partie {cite}.",
)
END_MADNESS = _m(
    "end.madness",
    R.MADNESS,
    "End of the game: {player} leads alone with {best} VP, so Madness cards are counted: each "
    "player loses 1 VP per 2 Madness cards ({penalties}).{tie} Winner(s): {winners} {cite}.",
    "Fin de la partie : {player} est seul en tête avec {best} PV, on compte donc les cartes "
    "Démence : chaque joueur perd 1 PV par groupe de 2 cartes Démence ({penalties}).{tie} "
    "Vainqueur(s) : {winners} {cite}.",
)
END_MADNESS_TIE = _m(
    "end.madness.tie",
    None,
    " {players} tie at {score}: the one with fewer Madness cards wins.",
    " {players} sont à égalité à {score} : celui qui a le moins de cartes Démence gagne.",
)
END_MADNESS_SHARED = _m(
    "end.madness.shared",
    None,
    " {players} tie at {score}: the one with fewer Madness cards wins; still tied, they share "
    "the victory.",
    " {players} sont à égalité à {score} : celui qui a le moins de cartes Démence gagne ; "
    "toujours à égalité, ils se partagent la victoire.",
)

# --- cards: VP, counters, leaving play, moves, plays, titans -------------------------------

GAINS_VP = _m(
    "vp.gain",
    R.BASE_ABILITIES,
    "{player} gains {amount} VP: {why}.",
    "{player} gagne {amount} PV : {why}.",
)
COUNTERS_GET = _m(
    "counters.get",
    R.POWER_COUNTERS,
    "{card} gets {count} +1 power counter(s) ({why}); it now has {total}.{note} {cite}",
    "{card} reçoit {count} marqueur(s) Force +1 ({why}) ; total sur la carte : {total}.{note} "
    "{cite}",
)
COUNTERS_LOSE = _m(
    "counters.lose",
    R.POWER_COUNTERS,
    "{card} loses {count} +1 power counter(s) ({why}); it now has {total}.{note} {cite}",
    "{card} perd {count} marqueur(s) Force +1 ({why}) ; total sur la carte : {total}.{note} {cite}",
)
COUNTERS_NO_EFFECT = _m(
    "counters.no-effect",
    None,
    " Counters on an action or a buried card have no effect unless a card says so.",
    " Les marqueurs sur une Action ou une carte enterrée sont sans effet, sauf si une carte le "
    "précise.",
)
NOT_DESTROYED = _m(
    "card.not-destroyed",
    R.BASE_ABILITIES,
    "{card} is not destroyed ({why}): {reason}.",
    "Pas de destruction pour {card} ({why}) : {reason}.",
)
NOT_DISCARDED = _m(
    "card.not-discarded",
    R.BASE_ABILITIES,
    "{card} is not discarded ({why}): {reason}.",
    "{card} n'est pas défaussée ({why}) : {reason}.",
)
NOT_RETURNED = _m(
    "card.not-returned",
    R.BASE_ABILITIES,
    "{card} stays ({why}): {reason}.",
    "{card} reste en jeu ({why}) : {reason}.",
)
NOT_MOVED = _m(
    "card.not-moved",
    R.BASE_ABILITIES,
    "{card} cannot be moved ({why}): {reason}.",
    "Impossible de déplacer {card} ({why}) : {reason}.",
)
UNAFFECTED = _m(
    "card.unaffected",
    R.BASE_ABILITIES,
    "{card} is unaffected: {reason}.",
    "Aucun effet sur {card} : {reason}.",
)
HOW_DESTROYED = _m("card.how.destroyed", None, "destroyed ({why})", "destruction, {why}")
HOW_DISCARDED = _m("card.how.discarded", None, "discarded ({why})", "défausse, {why}")
HOW_RETURNED = _m("card.how.returned", None, "returned ({why})", "retour en main, {why}")
LEFT_MONSTER = _m(
    "card.left.monster",
    R.MONSTERS_AND_TREASURES,
    "{card} is {how}; it goes to the monster discard pile{treasures} {cite}.",
    "{card} quitte le jeu ({how}) et va dans la défausse des Monstres{treasures} {cite}.",
)
LEFT_MONSTER_NO_TREASURES = _m(
    "card.left.monster.no-treasures",
    None,
    "; its {count} treasure(s) are not collected",
    " ; ses {count} Trésor(s) ne sont pas récupérés",
)
LEFT_MONSTER_TREASURES = _m(
    "card.left.monster.treasures",
    None,
    ", and {player} draws its {count} treasure(s)",
    ", et {player} pioche ses {count} Trésor(s)",
)
LEFT_MONSTER_TREASURES_BY = _m(
    "card.left.monster.treasures-by",
    None,
    "; its {count} treasure(s) go to the player whose effect destroyed it (name that player in "
    "the event's 'by')",
    " ; ses {count} Trésor(s) vont au joueur dont l'effet l'a détruit (indiquez ce joueur dans "
    "le 'by' de l'événement)",
)
LEFT_TITAN = _m(
    "card.left.titan",
    R.TITANS,
    "{card} is {how} and goes back beside {owner}'s deck; its counters are discarded {cite}.",
    "{card} quitte le jeu ({how}) et retourne à côté de la pioche de {owner} ; ses marqueurs "
    "sont défaussés {cite}.",
)
LEFT_BURIED = _m(
    "card.left.buried",
    R.BURYING,
    "Buried card {card} is {how} and goes to {owner}'s discard pile {cite}.",
    "La carte enterrée {card} quitte le jeu ({how}) et va dans la défausse de {owner} {cite}.",
)
LEFT_CARD = _m(
    "card.left",
    None,
    "{card} is {how} and goes to {where}.{counters}",
    "{card} quitte le jeu ({how}) et va {where}.{counters}",
)
TO_HAND = _m("card.to-hand", None, "{owner}'s hand", "dans la main de {owner}")
TO_HAND_INSTEAD = _m(
    "card.to-hand-instead",
    None,
    "{card} goes to {owner}'s hand instead of the discard pile ({source}).",
    "{card} va dans la main de {owner} au lieu de la défausse ({source}).",
)
TO_DISCARD = _m("card.to-discard", None, "{owner}'s discard pile", "dans la défausse de {owner}")
COUNTERS_REMOVED = _m(
    "card.left.counters",
    None,
    " Its {count} +1 power counter(s) are removed.",
    " Ses {count} marqueur(s) Force +1 sont retirés.",
)
MOVES = _m(
    "card.moves",
    None,
    "{card} moves from {src} to {dst}{bonus} ({why}).",
    "{card} se déplace de {src} vers {dst}{bonus} ({why}).",
)
MOVES_BONUS = _m(
    "card.moves.bonus",
    None,
    " with +{bonus} power until the end of the turn",
    " avec +{bonus} de Force jusqu'à la fin du tour",
)
PLAYS = _m(
    "card.plays",
    None,
    "{player} plays {card} on {base} ({why}).",
    "{player} joue {card} sur {base} ({why}).",
)
PLAYS_TITAN = _m(
    "titan.plays",
    R.TITANS,
    "{player} plays {card} on {base} ({why}).",
    "{player} joue {card} sur {base} ({why}).",
)
PLAYS_UNCONTROLLED = _m(
    "card.plays.uncontrolled",
    None,
    "Nobody plays {card} on {base} ({why}).",
    "{card} arrive sur {base} sans contrôleur ({why}).",
)
TITAN_HELD = _m(
    "titan.already-controlled",
    R.TITANS,
    "{player} cannot play {card}: they already control {held} {cite}.",
    "{player} ne peut pas jouer {card} : ce joueur contrôle déjà {held} {cite}.",
)
TITAN_NO_CLASH = _m(
    "titan.no-clash",
    R.TITANS,
    "{base}: titans here do not make each other leave, so there is no clash {cite}.",
    "{base} : les Titans présents ici ne se chassent pas, il n'y a donc pas de Choc des Titans "
    "{cite}.",
)
TITAN_CLASH = _m(
    "titan.clash",
    R.TITANS,
    "Clash of titans on {base}: {new_player} has {new_power} power, {old_player} has "
    "{old_power}{tie}; {loser} leaves play and goes back beside {owner}'s deck {cite}.",
    "Choc des Titans sur {base} : {new_player} a {new_power} de Force, {old_player} en a "
    "{old_power}{tie} ; {loser} quitte le jeu et retourne à côté de la pioche de {owner} {cite}.",
)
TITAN_CLASH_TIE = _m(
    "titan.clash.tie",
    None,
    " (the titan already there wins ties)",
    " (le Titan déjà présent remporte les égalités)",
)

# --- scripted events -----------------------------------------------------------------------

EVENT_WHY = _m("event.why", None, "event {index}", "événement {index}")
EVENT_WHY_BY = _m(
    "event.why-by", None, "event {index}, by {player}", "événement {index}, par {player}"
)
EVENT_SKIPPED = _m(
    "event.skipped",
    None,
    "Event {index} ({action}) skipped: {reason}.",
    "Événement {index} ({action}) ignoré : {reason}.",
)
SKIP_CARD_NOT_IN_PLAY = _m(
    "event.skip.card-not-in-play",
    None,
    "card {card!r} is not in play",
    "la carte {card!r} n'est pas en jeu",
)
SKIP_BASE_NOT_IN_PLAY = _m(
    "event.skip.base-not-in-play",
    None,
    "base {base!r} is not in play",
    "la Base {base!r} n'est pas en jeu",
)
SKIP_ALREADY_THERE = _m(
    "event.skip.already-there",
    None,
    "card {card!r} is already on {base}",
    "la carte {card!r} est déjà sur {base}",
)
SKIP_ALREADY_PLAYED = _m(
    "event.skip.already-in-play",
    None,
    "that card is already in play",
    "cette carte est déjà en jeu",
)
SKIP_BASE_ALREADY_CAME = _m(
    "event.skip.base-already-came",
    None,
    "base {base!r} already came into play",
    "la Base {base!r} est déjà entrée en jeu",
)
SKIP_NOT_SCORED = _m(
    "event.skip.not-scored",
    None,
    "base {base!r} was not scored this turn",
    "la Base {base!r} n'a pas été conquise ce tour-ci",
)

# --- player decisions for base abilities (abilities/common.py) -----------------------------

ASK_NO_CHOICE = _m(
    "choice.none",
    None,
    "optional and no choice was given: {player} does not {what}",
    "facultatif et aucun choix n'a été donné : {player} renonce à {what}",
)
ASK_ASSUMED_YES = _m(
    "choice.assumed-yes",
    None,
    "optional and no choice was given: {player} is assumed to {what}",
    "facultatif et aucun choix n'a été donné : on suppose que {player} choisit de {what}",
)
ASK_DECLINES = _m(
    "choice.declines",
    R.BASE_ABILITIES,
    "{player} chooses not to {what}.",
    "{player} choisit de ne pas {what}.",
)
PICK_DEFAULT = _m(
    "choice.first-taken",
    None,
    "{player} must pick {what}; no usable choice was given, so the first one in table order "
    "({card}) is taken",
    "{player} doit choisir {what} ; aucun choix utilisable n'a été donné, la première dans "
    "l'ordre de la table ({card}) est prise",
)

# --- the bases' own abilities (one section per box module) ---------------------------------

GOJU_WHAT = _m(
    "temple-of-goju.what",
    None,
    "a minion of {player} with the highest power here ({power})",
    "une Créature de {player} ayant la plus grande Force ici ({power})",
)
GOJU_WHY = _m("temple-of-goju.why", None, "Temple of Goju's ability", "capacité de Temple of Goju")

# Core Set
NINJA_DOJO_WHAT = _m("ninja-dojo.what", None, "destroy a minion", "détruire une Créature")
NINJA_DOJO_WHY = _m(
    "ninja-dojo.why", None, "Ninja Dojo, chosen by {player}", "Ninja Dojo, au choix de {player}"
)
GREY_OPAL_WHAT = _m(
    "the-grey-opal.what",
    None,
    "move a minion to another base",
    "déplacer une Créature vers une autre Base",
)
GREY_OPAL_WHY = _m(
    "the-grey-opal.why",
    None,
    "The Grey Opal, instead of the discard pile",
    "The Grey Opal, au lieu de la défausse",
)
TORTUGA_NO_BASE = _m(
    "tortuga.no-base",
    R.BASE_ABILITIES,
    "Tortuga: no replacement base, nothing to move to.",
    "Tortuga : pas de Base de remplacement, aucun déplacement possible.",
)
TORTUGA_WHAT = _m(
    "tortuga.what",
    None,
    "move a minion to the replacement base",
    "déplacer une Créature vers la Base de remplacement",
)
TORTUGA_WHY = _m("tortuga.why", None, "Tortuga, runner-up", "Tortuga, Deuxième")
FACTORY_WHY = _m(
    "factory-436-1337.why",
    None,
    "Factory 436-1337, {power} power here",
    "Factory 436-1337, {power} de Force ici",
)
MALL_WHY = _m(
    "rhodes-plaza-mall.why",
    None,
    "Rhodes Plaza Mall, {count} minion(s) here",
    "Rhodes Plaza Mall, {count} Créature(s) ici",
)
SHINIES_WHY = _m(
    "cave-of-shinies.why",
    None,
    "Cave of Shinies, {card} destroyed here",
    "Cave of Shinies, destruction de {card} ici",
)
SCHOOL_DEFAULT = _m(
    "school-of-wizardry.default",
    None,
    "{player} picks the replacement among the top {count} bases; without a choice the top base "
    "is kept",
    "{player} choisit la Base de remplacement parmi les {count} premières de la pioche ; sans "
    "choix, celle du dessus est gardée",
)
SCHOOL_LOOKS = _m(
    "school-of-wizardry.looks",
    R.BASE_ABILITIES,
    "School of Wizardry: {player} looks at {ids} and puts {base} into play.",
    "School of Wizardry : {player} regarde {ids} et met {base} en jeu.",
)
SCHOOL_TIE = _m(
    "school-of-wizardry.tie",
    R.CONQUEST_TIES,
    "Choosing the next base twice makes no sense: only the first tied winner in turn order "
    "({player}) uses it {cite}.",
    "Choisir deux fois la prochaine Base n'a pas de sens : seul le premier Vainqueur à égalité "
    "dans l'ordre du tour ({player}) l'utilise {cite}.",
)

# Awesome Level 9000
HONOR_NAME_BY = _m(
    "field-of-honor.name-by",
    R.BASE_ABILITIES,
    "Field of Honor: name the player who destroyed the minion ('by') to award the VP.",
    "Field of Honor : indiquez le joueur qui a détruit la Créature ('by') pour attribuer le PV.",
)
HONOR_WHY = _m(
    "field-of-honor.why",
    None,
    "Field of Honor, {card} destroyed here",
    "Field of Honor, destruction de {card} ici",
)
HONOR_FIRST_WHY = _m(
    "field-of-honor.first",
    None,
    "Field of Honor, first minion of another player destroyed",
    "Field of Honor, première Créature d'un autre joueur détruite",
)
GREENHOUSE_WHAT = _m(
    "the-greenhouse.what",
    None,
    "play a minion from their deck",
    "jouer une Créature de sa pioche",
)
GREENHOUSE_WHY = _m(
    "the-greenhouse.why",
    None,
    "The Greenhouse, searched from the deck",
    "The Greenhouse, cherchée dans la pioche",
)

# Big in Japan
TOKYO_BONUS = _m(
    "tokyo.bonus",
    R.BASE_ABILITIES,
    "Tokyo: {player} has 3 more power here for the rest of the turn (their own, whatever "
    "becomes of the action).",
    "Tokyo : {player} gagne +3 de Force ici jusqu'à la fin du tour (la sienne, quoi qu'il "
    "advienne de l'Action).",
)
AKIHABARA_BONUS = _m(
    "akihabara-high.bonus",
    R.BASE_ABILITIES,
    "Akihabara High: {player}'s other minions here have +1 power this turn.",
    "Akihabara High : les autres Créatures de {player} ici ont +1 de Force ce tour-ci.",
)
Q_POINT_KEEP = _m(
    "q-point.keep",
    None,
    "{player} keeps one card: without a choice, the one giving the most power",
    "{player} garde une carte : sans choix, celle qui donne le plus de Force",
)
Q_POINT_WHY = _m("q-point.why", None, "Q Point, before scoring", "Q Point, avant la Conquête")
JUICE_BAR_NONE = _m(
    "juice-bar.none",
    None,
    "optional and no choice was given: {player} plays no extra minion",
    "facultatif et aucun choix n'a été donné : {player} ne joue pas de Créature supplémentaire",
)
JUICE_BAR_WHY = _m(
    "juice-bar.why",
    None,
    "Juice Bar, extra minion before scoring",
    "Juice Bar, Créature supplémentaire avant la Conquête",
)

# Cease and Desist
NO_MOON_RANDOM = _m(
    "no-moon.random",
    None,
    "another base is destroyed at random; name it in choices (to) to simulate it",
    "une autre Base est détruite au hasard ; indiquez-la dans choices (to) pour la simuler",
)
NO_MOON_NOT_GIVEN = _m(
    "no-moon.not-given",
    None,
    "the base destroyed at random was not given (choices: to)",
    "la Base détruite au hasard n'a pas été donnée (choices : to)",
)
NO_MOON_DESTROYS = _m(
    "no-moon.destroys",
    R.BASE_ABILITIES,
    "No-Moon destroys {base} before scoring.",
    "No-Moon détruit {base} avant la Conquête.",
)
NO_MOON_WHY = _m(
    "no-moon.why", None, "{base} is destroyed by No-Moon", "{base} est détruite par No-Moon"
)
UNICRAVE_EMPTY = _m(
    "unicrave.empty",
    R.BASE_ABILITIES,
    "Unicrave: the base deck is empty; it scores itself.",
    "Unicrave : la pioche Base est vide ; c'est elle qui est décomptée.",
)
UNICRAVE_WHY = _m("unicrave.why", None, "Unicrave, before scoring", "Unicrave, avant la Conquête")
UNICRAVE_GOES_ON = _m(
    "unicrave.goes-on",
    R.BASE_ABILITIES,
    "Unicrave: the scoring goes on with {base} and the same cards.",
    "Unicrave : la Conquête se poursuit avec {base} et les mêmes cartes.",
)

# The Obligatory Cthulhu Set
MOUNTAINS_EMPTY = _m(
    "mountains-of-madness.empty",
    R.MADNESS,
    "Mountains of Madness: {player} should draw a Madness card, but the Madness deck is empty "
    "{cite}.",
    "Mountains of Madness : {player} devrait piocher une carte Démence, mais la pioche Démence "
    "est vide {cite}.",
)
MOUNTAINS_DRAW = _m(
    "mountains-of-madness.draw",
    R.MADNESS,
    "Mountains of Madness: {player} draws a Madness card (now {count}) {cite}.",
    "Mountains of Madness : {player} pioche une carte Démence (total : {count}) {cite}.",
)

# World Tour: Culture Shock
GINGERBREAD_WHAT = _m(
    "gingerbread-house.what",
    None,
    "boost two equal minions",
    "renforcer deux Créatures de même Force",
)
GINGERBREAD_BOOST = _m(
    "gingerbread-house.boost",
    R.BASE_ABILITIES,
    "Gingerbread House: {first} and {second} get +2 power.",
    "Gingerbread House : {first} et {second} gagnent +2 de Force.",
)
ISLAND_CHAIN_WHY = _m(
    "island-chain.why", None, "Island Chain, an extra base", "Island Chain, une Base supplémentaire"
)

# Excellent Movies, Dudes!
ROOFTOP_WHY = _m(
    "building-rooftop.why",
    None,
    "Building Rooftop, exactly one minion here",
    "Building Rooftop, exactement une Créature ici",
)
BROOD_HIVE_NONE = _m(
    "brood-hive.none",
    None,
    "optional and no choice was given: {player} plays no minion from their deck",
    "facultatif et aucun choix n'a été donné : {player} ne joue pas de Créature de sa pioche",
)
BROOD_HIVE_WHY = _m(
    "brood-hive.why", None, "Brood Hive, top of the deck", "Brood Hive, dessus de la pioche"
)

# World Tour: International Incident
GREAT_WHITE_NORTH_WHAT = _m(
    "great-white-north-eh.what", None, "move a minion away", "déplacer une Créature ailleurs"
)
GREAT_WHITE_NORTH_WHY = _m(
    "great-white-north-eh.why", None, "Great White North, Eh?", "Great White North, Eh?"
)

# It's Your Fault!
SHARK_REEF_WHAT = _m(
    "shark-reef.what",
    None,
    "put a +1 power counter on one of their minions",
    "placer un marqueur Force +1 sur une de ses Créatures",
)
SHARK_REEF_WHY = _m(
    "shark-reef.why",
    None,
    "Shark Reef, {player} destroyed a minion",
    "Shark Reef, {player} a détruit une Créature",
)
CONVERTED_CAVE_PROTECTS = _m(
    "converted-cave.protects",
    None,
    "minions of power 2 or less here can only be destroyed by their controller",
    "les Créatures de Force 2 ou moins ici ne peuvent être détruites que par leur contrôleur",
)
TRAILER_PARK_WHY = _m(
    "trailer-park.why", None, "Trailer Park, moved here", "Trailer Park, déplacement ici"
)

# Monster Smash
EGG_CHAMBER_PROTECTS = _m(
    "egg-chamber.protects",
    None,
    "minions with +1 power counters cannot be destroyed on Egg Chamber",
    "les Créatures portant des marqueurs Force +1 ne peuvent pas être détruites sur Egg Chamber",
)
GOLEM_WHY = _m(
    "golem-schloss.why", None, "Golem Schloß, {player} won", "Golem Schloß, {player} est Vainqueur"
)
CRYPT_WHAT = _m(
    "crypt.what",
    None,
    "put a +1 power counter on a minion on the Crypt",
    "placer un marqueur Force +1 sur une Créature de la Crypt",
)
CRYPT_WHY = _m(
    "crypt.why",
    None,
    "Crypt, {player} destroyed a minion",
    "Crypt, {player} a détruit une Créature",
)

# Smash Up: Munchkin
GARRISON_TOTAL_WHY = _m(
    "garrison.total",
    None,
    "Garrison, {total} power here in all",
    "Garrison, {total} de Force ici au total",
)
GARRISON_WHAT = _m(
    "garrison.what", None, "play one of the cards looked at", "jouer une des cartes regardées"
)
GARRISON_WHY = _m(
    "garrison.why",
    None,
    "Garrison, from the top of the deck",
    "Garrison, depuis le dessus de la pioche",
)

# Pretty Pretty Smash Up
NINE_LIVES_NONE = _m(
    "the-house-of-nine-lives.none",
    None,
    "optional and no choice was given: {card} is destroyed rather than moved to The House of "
    "Nine Lives",
    "facultatif et aucun choix n'a été donné : {card} est détruite plutôt que déplacée vers The "
    "House of Nine Lives",
)
CASTLE_BLOOD_WHAT = _m(
    "castle-blood.what",
    None,
    "bury {card} on Castle Blood",
    "enterrer {card} sur Castle Blood",
)
TEXT_UNKNOWN = {
    "original": _m(
        "base.text-unknown.original",
        R.BASE_ABILITIES,
        "{base} (original): its text is unknown; the POD ability was applied",
        "{base} (originale) : son texte est inconnu ; la capacité de la version POD a été "
        "appliquée",
    ),
    "pod": _m(
        "base.text-unknown.pod",
        R.BASE_ABILITIES,
        "{base} (POD): its text is unknown; the original printing's ability was applied",
        "{base} (POD) : son texte est inconnu ; la capacité de la version originale a été "
        "appliquée",
    ),
}
EQUARIA_WHAT = _m(
    "equaria.what",
    None,
    "move one of their minions from another base to Equaria",
    "déplacer une de ses Créatures d'une autre Base vers Equaria",
)
EQUARIA_WHY = _m(
    "equaria.why", None, "Equaria, after a minion played there", "Equaria, après une Créature jouée"
)
THE_DEEP_WHAT = _m(
    "the-deep.what",
    None,
    "destroy a minion of power less than {power} here",
    "détruire ici une Créature de Force inférieure à {power}",
)
THE_DEEP_WHY = _m(
    "the-deep.why", None, "The Deep, chosen by {player}", "The Deep, au choix de {player}"
)
SYRUP_WHAT = _m(
    "strategic-syrup-reserve.what",
    None,
    "move another player's minion here from a base where they have a minion",
    "déplacer ici une Créature d'un autre joueur depuis une Base où ils ont une Créature",
)
SYRUP_WHY = _m(
    "strategic-syrup-reserve.why",
    None,
    "Strategic Syrup Reserve, chosen by {player}",
    "Strategic Syrup Reserve, au choix de {player}",
)
TORNADO_WHAT = _m(
    "tornado-alley.what",
    None,
    "move a minion from another base to Tornado Alley",
    "déplacer une Créature d'une autre Base vers Tornado Alley",
)
TORNADO_WHY = _m(
    "tornado-alley.why",
    None,
    "Tornado Alley, chosen by {player}",
    "Tornado Alley, au choix de {player}",
)
DOHYO_WHAT = _m(
    "the-dohyo.what",
    None,
    "move another player's minion from The Dohyo to another base",
    "déplacer une Créature d'un autre joueur de The Dohyo vers une autre Base",
)
DOHYO_WHY = _m(
    "the-dohyo.why", None, "The Dohyo, chosen by {player}", "The Dohyo, au choix de {player}"
)
CONCERT_WHAT = _m(
    "concert-venue.what",
    None,
    "put a +1 power counter on {card}",
    "placer un marqueur Force +1 sur {card}",
)
CONCERT_WHY = _m(
    "concert-venue.why",
    None,
    "Concert Venue, the first minion played there",
    "Concert Venue, la première Créature jouée ici",
)
GREASY_SPOON_DESTROYED = _m(
    "the-greasy-spoon.destroyed",
    R.BASE_ABILITIES,
    "The Greasy Spoon: {card} is shuffled into {owner}'s deck instead of the discard pile "
    "(decks are not tracked).",
    "The Greasy Spoon : {card} est mélangée dans la pioche de {owner} au lieu d'aller à la "
    "défausse (les pioches ne sont pas suivies).",
)
SAKURA_DRAWS = _m(
    "sakura-garden.draws",
    R.BASE_ABILITIES,
    "Sakura Garden: {card} went to the discard pile; {player} draws a card, if it is the first "
    "of their minions to leave it this turn (hands are not tracked).",
    "Sakura Garden : {card} est partie à la défausse ; {player} pioche une carte si c'est la "
    "première de ses Créatures à la quitter ce tour-ci (les mains ne sont pas suivies).",
)
BURIES = _m(
    "base.buries",
    R.BASE_ABILITIES,
    "{player} buries {card} on {base} ({by}).",
    "{player} enterre {card} sur {base} ({by}).",
)
BONEYARD_WHAT = _m(
    "boneyard.what",
    None,
    "bury a minion of power 3 or less of theirs on Boneyard",
    "enterrer une de ses Créatures de Force 3 ou moins sur Boneyard",
)
ASYLUM_WHAT = _m(
    "asylum.what",
    None,
    "box a card from their hand to put a +1 power counter on one of their minions",
    "remettre une carte de sa main dans la boîte pour placer un marqueur Force +1 sur une de "
    "ses Créatures",
)
ASYLUM_WHY = _m(
    "asylum.why",
    None,
    "Asylum, {player} boxed a card from their hand",
    "Asylum, {player} a remis une carte de sa main dans la boîte",
)
WINTERSQUASHED_WHAT = _m(
    "wintersquashed.what",
    None,
    "give control of {card} to another player",
    "donner le contrôle de {card} à un autre joueur",
)
WINTERSQUASHED_GIVES = _m(
    "wintersquashed.gives",
    R.BASE_ABILITIES,
    "Wintersquashed: {player} gives control of {card} to {to}.",
    "Wintersquashed : {player} donne le contrôle de {card} à {to}.",
)
CAMP_GIVE_WHAT = _m(
    "camp-clear-lake.give-what",
    None,
    "a minion here to receive the destroyed minion's power",
    "une Créature ici qui reçoit la Force de la Créature détruite",
)
CAMP_GIVES = _m(
    "camp-clear-lake.gives",
    R.BASE_ABILITIES,
    "Camp Clear Lake: {player} destroyed {card}; its {power} power goes to {to} until the end "
    "of the turn.",
    "Camp Clear Lake : {player} a détruit {card} ; sa Force de {power} va à {to} jusqu'à la fin "
    "du tour.",
)
CAMP_DESTROY_WHAT = _m(
    "camp-clear-lake.destroy-what",
    None,
    "destroy a minion here of power {limit} or less",
    "détruire une Créature ici de Force {limit} ou moins",
)
CAMP_DESTROY_WHY = _m(
    "camp-clear-lake.destroy-why",
    None,
    "Camp Clear Lake, chosen by {player}",
    "Camp Clear Lake, au choix de {player}",
)
NINE_LIVES_WHY = _m(
    "the-house-of-nine-lives.why",
    None,
    "moved by The House of Nine Lives",
    "déplacement par The House of Nine Lives",
)
MOON_DUMPSTER_HOLDS = _m(
    "moon-dumpster.holds",
    None,
    "its controller may not move it away from Moon Dumpster",
    "son contrôleur ne peut pas la déplacer hors de Moon Dumpster",
)
NINE_LIVES_MOVED = _m(
    "the-house-of-nine-lives.moved",
    R.BASE_ABILITIES,
    "{card} would be destroyed on {base}; {player} moves it to {house} instead.",
    "{card} devrait être détruite sur {base} ; {player} la déplace plutôt vers {house}.",
)
PONY_LAND_PROTECTS = _m(
    "pony-land.protects",
    None,
    "{player} has two or more minions on Pony Land",
    "{player} a au moins deux Créatures sur Pony Land",
)
BEAUTIFUL_CASTLE_PROTECTS = _m(
    "beautiful-castle.protects",
    None,
    "minions of printed power 5 or more here ignore opponents' cards",
    "les Créatures de Force imprimée 5 ou plus ici ignorent les cartes des adversaires",
)

# Science Fiction Double Feature
VOLCANO_UNKNOWN = _m(
    "secret-volcano-headquarters.unknown",
    None,
    "{player} reveals the top card of their deck; unknown here, so it is taken not to be a "
    "minion (give it in choices.play)",
    "{player} révèle la première carte de sa pioche ; inconnue ici, elle est considérée comme "
    "n'étant pas une Créature (donnez-la dans choices.play)",
)
VOLCANO_WHY = _m(
    "secret-volcano-headquarters.why",
    None,
    "Secret Volcano Headquarters, top card of the deck",
    "Secret Volcano Headquarters, première carte de la pioche",
)
NEXUS_WHAT = _m(
    "the-nexus.what",
    None,
    "put a discarded base on top of the base deck",
    "placer une Base défaussée sur le dessus de la pioche Base",
)
NEXUS_PUTS = _m(
    "the-nexus.puts",
    R.BASE_ABILITIES,
    "The Nexus: {player} puts {base} on top of the base deck.",
    "The Nexus : {player} place {base} sur le dessus de la pioche Base.",
)

# Small boxes (Teens, Slashers, Knights of the Round Table...)
PROTECT_BIG = _m(
    "printed-power-4.protects",
    None,
    "minions of printed power 4 or more here ignore other players' cards",
    "les Créatures de Force imprimée 4 ou plus ici ignorent les cartes des autres joueurs",
)
MONTRIDGE_WHAT = _m(
    "montridge-high.what",
    None,
    "a minion of {player} here with another name",
    "une Créature de {player} ici portant un autre nom",
)
MONTRIDGE_WHY = _m(
    "montridge-high.why",
    None,
    "Montridge High, {card} played",
    "Montridge High, après avoir joué {card}",
)
NIGHTMARE_WHY = _m(
    "nightmare-realm.why",
    None,
    "Nightmare Realm, weakest minion here",
    "Nightmare Realm, Créature la plus faible ici",
)

# 10th Anniversary
SHEEP_SHRINE_WHAT = _m(
    "sheep-shrine.what",
    None,
    "move a minion to Sheep Shrine",
    "déplacer une Créature vers Sheep Shrine",
)
SHEEP_SHRINE_WHY = _m(
    "sheep-shrine.why", None, "Sheep Shrine comes into play", "Sheep Shrine entre en jeu"
)

# That '70s Expansion
ANCIENT_DOJO_WHY = _m(
    "ancient-dojo.why",
    None,
    "Ancient Dojo, weaker than {card}",
    "Ancient Dojo, plus faible que {card}",
)
TOURNAMENT_WHY = _m(
    "tournament-site.why",
    None,
    "Tournament Site, {count} player(s) without power",
    "Tournament Site, {count} joueur(s) sans Force",
)
PROTECT_MINE = _m(
    "other-players-cards.protects",
    None,
    "minions here cannot be affected by other players' cards",
    "les Créatures ici ne peuvent pas être affectées par les cartes des autres joueurs",
)
MEAN_STREETS_WHY = _m(
    "the-mean-streets.why",
    None,
    "The Mean Streets, most powerful minion here",
    "The Mean Streets, Créature la plus puissante ici",
)

# What Were We Thinking?
MINNETONKA_BONUS = _m(
    "lake-minnetonka.bonus",
    R.BASE_ABILITIES,
    "Lake Minnetonka: {card} has +1 power this turn.",
    "Lake Minnetonka : {card} a +1 de Force ce tour-ci.",
)
PALOOZA_WHAT = _m(
    "palooza.what", None, "move a minion to Palooza", "déplacer une Créature vers Palooza"
)
PALOOZA_WHY = _m("palooza.why", None, "Palooza, before scoring", "Palooza, avant la Conquête")
WOODS_BONUS = _m(
    "out-in-the-woods.bonus",
    R.BASE_ABILITIES,
    "Out in the Woods: each minion here has +1 power this turn.",
    "Out in the Woods : chaque Créature ici a +1 de Force ce tour-ci.",
)


# --- catalog cards and their abilities (issue 13; cards/registry.py) ----------------------

WARN_POWER_DIFFERS = _m(
    "warning.power-differs",
    None,
    "{card}: the power given ({given}) differs from the printed power ({printed}); the power "
    "given is used",
    "{card} : la Force donnée ({given}) diffère de la Force imprimée ({printed}) ; la Force "
    "donnée est utilisée",
)
WARN_TYPE_DIFFERS = _m(
    "warning.type-differs",
    None,
    "{card}: the type given ({given}) differs from the card's type ({printed}); the type given "
    "is used",
    "{card} : le type donné ({given}) diffère du type de la carte ({printed}) ; le type donné "
    "est utilisé",
)
WARN_EVENT_SKIPPED = _m(
    "warning.event-skipped",
    None,
    "event {index} ({action}) is skipped: {reason}",
    "l'événement {index} ({action}) est ignoré : {reason}",
)
CARD_REMINDER = _m(
    "card.reminder",
    None,
    "{card}: {reminder}",
    "{card} : {reminder}",
)
COPY_NOT_GIVEN = _m(
    "card.copy.not-given",
    None,
    "the board does not say which card it copies: assumed it copies none (name it with "
    '"copies": a card id or "<faction>/<card>")',
    "la position ne dit pas quelle carte elle copie : on suppose qu'elle n'en copie aucune "
    '(indiquez-la avec "copies" : un identifiant de carte ou "<faction>/<carte>")',
)
HOW_PLACED = _m("card.how.placed", None, "placed ({why})", "placée, {why}")
TO_DECK_TOP = _m("card.to-deck-top", None, "the top of {owner}'s deck", "sur la pioche de {owner}")
TO_DECK_SHUFFLED = _m(
    "card.to-deck-shuffled",
    None,
    "{owner}'s deck, which {owner} shuffles (by hand: decks are not on the board)",
    "dans la pioche de {owner}, que {owner} mélange (à la main : les pioches ne sont pas sur le "
    "plateau)",
)
TO_DECK_BOTTOM = _m(
    "card.to-deck-bottom", None, "the bottom of {owner}'s deck", "sous la pioche de {owner}"
)
PLAY_FORBIDDEN = _m(
    "card.play-forbidden",
    None,
    "{card} cannot be played on {base}: {reason}.",
    "{card} ne peut pas être jouée sur {base} : {reason}.",
)
CARD_NO_ENTRY = _m(
    "card.no-entry",
    None,
    "the card registry has no entry for this card yet",
    "le registre des cartes n'a pas encore d'entrée pour cette carte",
)
CARD_ACTS = _m("card.acts", None, "{card}: {text}.", "{card} : {text}.")
LOSES_VP = _m(
    "vp.lose",
    R.BASE_ABILITIES,
    "{player} loses {amount} VP: {why}.",
    "{player} perd {amount} PV : {why}.",
)
CANNOT_SCORE = _m(
    "card.cannot-score",
    None,
    "{base} cannot score while {card} is in play.",
    "{base} ne peut pas marquer tant que {card} est en jeu.",
)
AWARD_CHANGED = _m(
    "card.award-changed",
    None,
    "{card}: {player} receives {vp} VP instead of {printed} at {base}.",
    "{card} : {player} reçoit {vp} PV au lieu de {printed} sur {base}.",
)
REPLACEMENT_CHOSEN = _m(
    "card.replacement-chosen",
    None,
    "{card}: {new} replaces {base} (instead of the top of the base deck).",
    "{card} : {new} remplace {base} (au lieu du dessus de la pioche de bases).",
)
CARD_NOT_SIMULATED = _m(
    "card.not-simulated",
    None,
    "{card}: its ability is not simulated ({reason}).",
    "{card} : sa capacité n'est pas simulée ({reason}).",
)
POWER_BREAKDOWN = _m(
    "card.power",
    None,
    "Power of {card} on {base}: {parts} = {total}{note}.",
    "Force de {card} sur {base} : {parts} = {total}{note}.",
)
POWER_PRINTED_ONLY = _m(
    "card.power.printed-only",
    None,
    "Power on {base} of the cards with nothing but their printed power and counters: {cards}.",
    "Force sur {base} des cartes qui n'ont que leur Force imprimée et leurs marqueurs : {cards}.",
)
POWER_PART_PRINTED = _m("card.power.printed", None, "printed {value}", "imprimée {value}")
POWER_PART_COUNTERS = _m("card.power.counters", None, "counters {value}", "marqueurs {value}")
POWER_PART_MODIFIER = _m(
    "card.power.modifier", None, "typed modifier {value}", "modificateur saisi {value}"
)
POWER_PART_TEMP = _m(
    "card.power.temp",
    None,
    # "This turn": a change until the end of the turn, or one that lasts longer (until your next
    # turn, while a card stays) and counts this turn alike (session 26: Wolf Pact, Enchantment).
    "this turn {value}",
    "ce tour-ci {value}",
)
POWER_PART_BASE = _m("card.power.base", None, "base {base} {value}", "Base {base} {value}")
POWER_PART_OWN = _m("card.power.own", None, "its ability {value}", "sa capacité {value}")
POWER_PART_FROM = _m("card.power.from", None, "from {source} {value}", "par {source} {value}")
POWER_FLOORED = _m("card.power.floored", None, " (floored at 0)", " (ramenée à 0)")
POWER_COUNTS_FOR = _m(
    "card.power.counts-for",
    None,
    "; it counts for {player}",
    " ; elle compte pour {player}",
)
POWER_COUNTS_FOR_NOBODY = _m(
    "card.power.counts-for-nobody",
    None,
    "; it counts for nobody",
    " ; elle ne compte pour personne",
)
POWER_ADDS = _m(
    "card.power.adds",
    None,
    "; it adds {amount} to the total of {player} ({sources})",
    " ; elle ajoute {amount} au total de {player} ({sources})",
)
POWER_ADDS_RANKS_ONLY = _m(
    "card.power.adds-ranks-only",
    None,
    "; it adds {amount} to the total of {player} ({sources}), its full power still counts to "
    "break the base",
    " ; elle ajoute {amount} au total de {player} ({sources}), toute sa Force compte encore pour "
    "conquérir la Base",
)
ATTACHED_LEAVES = _m(
    "card.attached.leaves",
    None,
    "{card} was played on {minion}, which left play: it goes to the discard pile of {owner}.",
    "{card} était jouée sur {minion}, qui a quitté le jeu : elle va dans la défausse de {owner}.",
)
ATTACHED_MOVES = _m(
    "card.attached.moves",
    None,
    "{card} stays on {minion} and moves with it.",
    "{card} reste sur {minion} et se déplace avec elle.",
)
BOOSTS = _m(
    "card.boost",
    None,
    "{card} gets {amount} power until the end of the turn ({why}).",
    "{card} gagne {amount} en Force jusqu'à la fin du tour ({why}).",
)
# A change of power that lasts longer than the turn (`until`: how long, as the card says).
BOOSTS_UNTIL = _m(
    "card.boost-until",
    None,
    "{card} gets {amount} power {until} ({why}).",
    "{card} gagne {amount} en Force {until} ({why}).",
)
BREAKPOINT_CHANGES = _m(
    "base.breakpoint-change",
    None,
    "The breakpoint of {base} changes by {amount} until the end of the turn ({why}).",
    "La Résistance de {base} change de {amount} jusqu'à la fin du tour ({why}).",
)
TAKES_CONTROL = _m(
    "card.take-control",
    None,
    "{player} takes control of {card}{until} ({why}).",
    "{player} prend le contrôle de {card}{until} ({why}).",
)
UNTIL_END_OF_TURN = _m(
    "until-end-of-turn", None, " until the end of the turn", " jusqu'à la fin du tour"
)
CONTROL_RETURNS = _m(
    "card.control-returns",
    None,
    "End of the turn: control of {card} returns to {player}.",
    "Fin du tour : le contrôle de {card} revient à {player}.",
)
PLAYS_SPECIAL = _m(
    "card.special",
    None,
    "{player} plays {card} ({why}).",
    "{player} joue {card} ({why}).",
)
SPECIAL_NOT_MODELLED = _m(
    "card.special.not-modelled",
    None,
    "the engine does not model a Special of {card}",
    "le moteur ne modélise pas de capacité Spéciale de {card}",
)
SPECIAL_ACTS_BY_ITSELF = _m(
    "card.special.by-itself",
    None,
    "the ability of {card} acts by itself when its moment comes: give its decision in "
    '\'choices\' ({{"card": <id>, "player", "choose"}})',
    "la capacité de {card} agit d'elle-même au moment voulu : donnez sa décision dans "
    '\'choices\' ({{"card": <id>, "player", "choose"}})',
)
SPECIAL_NOT_IN_HAND = _m(
    "card.special.in-play",
    None,
    "{card} is already in play",
    "{card} est déjà en jeu",
)
SIMULTANEOUS_ORDER = _m(
    "order.simultaneous",
    R.CONQUEST_AFTER_SCORING,
    "{player} (active player) orders the simultaneous effects of {window}: {ids} {cite}.",
    "{player} (joueur actif) ordonne les effets simultanés de {window} : {ids} {cite}.",
)
SIMULTANEOUS_ASSUMED = _m(
    "order.simultaneous.assumed",
    None,
    "several effects happen at once and no order was given: the base's first, then the cards "
    "in table order",
    "plusieurs effets ont lieu en même temps et aucun ordre n'a été donné : celui de la Base "
    "d'abord, puis les cartes dans l'ordre de la table",
)
WINDOW_BEFORE = _m("window.before", None, "before scoring", "avant la conquête")
WINDOW_AFTER = _m("window.after", None, "after scoring", "après la conquête")
WINDOW_VP = _m("window.vp", None, "the VP award", "l'attribution des PV")
SCORING_STOPPED = _m(
    "scoring.stopped",
    R.CONQUEST_AFTER_SCORING,
    "{base} left play: its scoring stops there {cite}.",
    "{base} a quitté le jeu : sa conquête s'arrête là {cite}.",
)

# --- burying and uncovering (issue 15; booklet p. 8) --------------------------------------

CARD_BURIED = _m(
    "card.buries",
    R.BURYING,
    "{player} buries {card} face down on {base}{counters} ({why}): it counts for nothing "
    "until uncovered {cite}.",
    "{player} enterre {card} face cachée sur {base}{counters} ({why}) : elle ne compte pour "
    "rien tant qu'elle n'est pas dévoilée {cite}.",
)
UNCOVERS = _m(
    "card.uncovers",
    R.BURYING,
    "{player} uncovers {card} on {base} ({why}); it is played as an extra card {cite}.",
    "{player} dévoile {card} sur {base} ({why}) ; elle est jouée comme carte supplémentaire "
    "{cite}.",
)
UNCOVERED_WHY = _m("card.uncovered.why", None, "uncovered", "dévoilée")
UNCOVERED_ACTION_DONE = _m(
    "card.uncovered.action-done",
    R.BURYING,
    "{card} is resolved and goes to {owner}'s discard pile {cite}.",
    "{card} est résolue et va dans la défausse de {owner} {cite}.",
)
UNCOVERED_NOT_PLAYED = _m(
    "card.uncovered.not-played",
    R.BURYING,
    "{card} cannot be played there: it goes to {owner}'s discard pile instead {cite}.",
    "{card} ne peut pas y être jouée : elle va dans la défausse de {owner} à la place {cite}.",
)
UNCOVER_IDENTITY_UNKNOWN = _m(
    "card.uncover.unknown",
    None,
    'the board does not say which card {card} is (name its catalog card in "card", e.g. '
    '"skeletons/revenant")',
    "le plateau ne dit pas quelle carte est {card} (nommez sa carte du catalogue dans "
    '"card", p. ex. "skeletons/revenant")',
)
UNCOVER_NOT_BURIED = _m(
    "card.uncover.not-buried",
    None,
    "{card} is not a buried card",
    "{card} n'est pas une carte enterrée",
)
UNCOVER_NOT_YOURS = _m(
    "card.uncover.not-yours",
    None,
    "{player} may uncover only their own buried cards, and {card} is {owner}'s",
    "{player} ne peut dévoiler que ses propres cartes enterrées, et {card} est à {owner}",
)
BURY_ALREADY = _m(
    "card.bury.already",
    None,
    "{card} is already buried",
    "{card} est déjà enterrée",
)
BURY_FROM_HAND_ASSUMED = _m(
    "card.bury.hand-assumed",
    None,
    "{player} buries a card from their hand on {base}: no choice was given, and nothing of "
    "theirs the board can uncover is buried",
    "{player} enterre une carte de sa main sur {base} : aucun choix n'a été donné, et rien de "
    "ce qu'il a enterré ne peut être dévoilé d'après le plateau",
)
HAND_CARD = _m("card.hand", None, "a card from their hand", "une carte de sa main")

# --- compilation ---------------------------------------------------------------------------


def _fstring(template: str, suffix: str) -> str:
    """The source of an f-string equal to template.format(**{name + suffix: ...})."""
    parts = []
    for literal, name, spec, conversion in string.Formatter().parse(template):
        parts.append(literal.replace("{", "{{").replace("}", "}}"))
        if name is not None:
            field = name + suffix
            if conversion:
                field += "!" + conversion
            if spec:
                field += ":" + spec
            parts.append("{" + field + "}")
    return "f" + repr("".join(parts))


def compile_messages(messages: Iterable[Message]) -> None:
    """Give every message its `both` function, which evaluates the two templates as f-strings.

    For a message with placeholders a and b:
        def both(*, a, b):
            if type(a) is tuple: a__en, a__fr = a
            else: a__en = a__fr = a
            (the same for b)
            return f"...{a__en}...{b__en}", f"...{a__fr}...{b__fr}"
    All the functions come from one exec of generated source (the templates are this module's
    constants, never user input).
    """
    lines = []
    entries = []
    for index, message in enumerate(messages):
        done = message.templates()
        names = sorted(message.names - {"cite"})
        # Each parameter split into its English and French halves (the same value for both
        # unless it is a Loc pair).
        split = []
        for name in names:
            split.append(f"    if type({name}) is tuple:")
            split.append(f"        {name}__en, {name}__fr = {name}")
            split.append("    else:")
            split.append(f"        {name}__en = {name}__fr = {name}")
        lines.append(
            f"def both_{index}(*, {', '.join(names)}):" if names else f"def both_{index}():"
        )
        lines.extend(split)
        en = _fstring(done["en"], "__en")
        fr = _fstring(done["fr"], "__fr")
        lines.append(f"    return {en}, {fr}")
        # The log entry: the same texts, with the message's rule (or the acting rule) and id.
        rule = "rule__" if message.rule is None else repr(message.rule)
        head = f"def entry_{index}(rule__, base__, /"
        lines.append(f"{head}, *, {', '.join(names)}):" if names else f"{head}):")
        lines.extend(split)
        lines.append(
            f"    entry = {{'rule': {rule}, 'message': {message.id!r}, 'text': {en}, "
            f"'text_fr': {fr}}}"
        )
        lines.append("    if base__ is not None:")
        lines.append("        entry['base'] = base__")
        lines.append("    return entry")
        entries.append((index, message))
    namespace: dict[str, Any] = {}
    exec(compile("\n".join(lines), "<engine messages>", "exec"), namespace)  # noqa: S102
    for index, message in entries:
        message.both = namespace[f"both_{index}"]
        message.entry = namespace[f"entry_{index}"]


# --- the play phase (issue 27) -----------------------------------------------------------

PLAYS_ONE_SHOT = _m(
    "play.one-shot",
    R.PLAY_PHASE,
    "{player} plays {card} ({why}) {cite}.",
    "{player} joue {card} ({why}) {cite}.",
)
ONE_SHOT_DISCARDED = _m(
    "play.one-shot.discarded",
    R.PLAY_PHASE,
    "{card} is resolved and goes to its owner's discard pile {cite}.",
    "{card} est résolue et va dans la défausse de son propriétaire {cite}.",
)
ONE_SHOT_BOXED = _m(
    "play.one-shot.boxed",
    None,
    "{card} is resolved and placed in the box (out of the game), as its text says.",
    "{card} est résolue et rangée dans la boîte (hors du jeu), comme le dit son texte.",
)
PLAY_CANCELLED = _m(
    "play.cancelled",
    R.PLAY_PHASE,
    "{card}: its abilities are cancelled, so its own ability does not resolve {cite}.",
    "{card} : ses capacités sont annulées, sa propre capacité ne se résout donc pas {cite}.",
)
ONE_SHOT_TO_HAND = _m(
    "play.one-shot.to-hand",
    R.PLAY_PHASE,
    "{card} is resolved and goes into {player}'s hand instead of its owner's discard pile {cite}.",
    "{card} est résolue et va dans la main de {player} au lieu de la défausse de son "
    "propriétaire {cite}.",
)
PLAY_WHY = _m(
    "play.why", None, "{card}, played by {player}; {pages}", "{card}, jouée par {player} ; {pages}"
)
# The same without the pages, in a line that cites them already (an extra play granted).
PLAY_BY = _m("play.by", None, "{card}, played by {player}", "{card}, jouée par {player}")
PLAY_DECLINES = _m(
    "play.declines",
    R.PLAY_PHASE,
    "{card}: {player} declines to {what} {cite}.",
    "{card} : {player} renonce à {what} {cite}.",
)
PLAY_ASSUMED_DECLINED = _m(
    "play.assumed.declined",
    None,
    "{card}: {player} may {what}; no choice given: assumed declined",
    "{card} : {player} peut {what} ; aucun choix donné : refus supposé",
)
PLAY_ASSUMED_FIRST = _m(
    "play.assumed.first",
    None,
    "{card}: {player} must {what}; no choice given: the first possible in table order is assumed",
    "{card} : {player} doit {what} ; aucun choix donné : la première possibilité dans l'ordre "
    "de la table est supposée",
)
PLAY_CANNOT = _m(
    "play.cannot",
    R.PLAY_PHASE,
    "{card}: cannot {what}: {reason} {cite}.",
    "{card} : ne peut pas {what} : {reason} {cite}.",
)
WARN_EXTRA_FORBIDDEN = _m(
    "play.warn.extra-forbidden",
    None,
    "event {index}: the extra card {card} is not played: {reason}",
    "événement {index} : la carte supplémentaire {card} n'est pas jouée : {reason}",
)
WARN_PLAY_CANNOT = _m(
    "play.warn.cannot",
    None,
    "event {index}: {card} is played, but cannot {what}: {reason}",
    "événement {index} : {card} est jouée, mais ne peut pas {what} : {reason}",
)
HAND_CARDS_GONE = _m(
    "play.hand.cards-gone",
    None,
    "{card}: {count} card(s) the choice does not name leave {player}'s hand: {cards} of the hand "
    "given are taken as those (the hand then holds {left} card(s))",
    "{card} : {count} carte(s) que le choix ne nomme pas quittent la main de {player} : {cards} "
    "de la main donnée sont prises comme celles-là (la main a alors {left} carte(s))",
)
WARN_TALENT_CANNOT = _m(
    "talent.warn.cannot",
    None,
    "event {index}: {card}'s Talent is used, but cannot {what}: {reason}",
    "événement {index} : le Talent de {card} est utilisé, mais ne peut pas {what} : {reason}",
)
PLAY_NO_TARGET = _m("play.reason.no-target", None, "nothing it can act on", "rien sur quoi agir")
PLAY_NOT_OPTION = _m(
    "play.reason.not-option", None, "{choice} is not possible", "{choice} n'est pas possible"
)
PLAY_NOT_IN_PLAY = _m(
    "play.reason.not-in-play", None, "{card} is not in play", "{card} n'est pas en jeu"
)
PLAY_NEEDS_KEYS = _m(
    "play.reason.needs-keys",
    None,
    "{choice} is not enough: this decision also needs {keys}",
    "{choice} ne suffit pas : cette décision demande aussi {keys}",
)
PLAY_OTHER_BASE = _m(
    "play.reason.other-base",
    None,
    "{card} is on {base}, not on {here}",
    "{card} est sur {base}, pas sur {here}",
)
PLAY_ALREADY_THERE = _m(
    "play.reason.already-there",
    None,
    "{card} is already on {base}: it goes to another base",
    "{card} est déjà sur {base} : elle va sur une autre Base",
)
PLAY_NOT_THERE = _m(
    "play.reason.not-there",
    None,
    "{card} cannot go to {to} (only to {bases})",
    "{card} ne peut pas aller sur {to} (seulement sur {bases})",
)
PLAY_NOT_YOURS = _m(
    "play.reason.not-yours",
    None,
    "{card} is {owner}'s minion: this card takes one of {player}'s",
    "{card} est une Créature de {owner} : cette carte en prend une de {player}",
)
PLAY_YOURS = _m(
    "play.reason.yours",
    None,
    "{card} is {player}'s own minion: this card takes another player's",
    "{card} est une Créature de {player} : cette carte en prend une d'un autre joueur",
)
PLAY_POWER_OVER = _m(
    "play.reason.too-strong",
    None,
    "{card} has {power} power: this card takes a minion of power {most} or less",
    "{card} a {power} de Force : cette carte prend une Créature de Force {most} ou moins",
)
PLAY_POWER_UNDER = _m(
    "play.reason.too-weak",
    None,
    "{card} has {power} power: this card takes a minion of power {least} or more",
    "{card} a {power} de Force : cette carte prend une Créature de Force {least} ou plus",
)
PLAY_ON_PROTECTED = _m(
    "play.reason.protected",
    None,
    "it cannot be attached to {card}: {reason}",
    "impossible de l'attacher à {card} : {reason}",
)
PLAY_PLACED_ON_OWN = _m(
    "play.reason.placed-own",
    None,
    "its text says it is played on one of its player's minions, and {card} is {owner}'s",
    "son texte dit qu'elle se joue sur une Créature de son joueur, et {card} est à {owner}",
)
PLAY_PLACED_ON_OTHER = _m(
    "play.reason.placed-other",
    None,
    "its text says it is played on another player's minion, and {card} is its player's own",
    "son texte dit qu'elle se joue sur la Créature d'un autre joueur, et {card} est à son joueur",
)
PLAY_PLACED_ON_BASE = _m(
    "play.reason.placed-base",
    None,
    "its text says it is played on a base, not on a minion ({card})",
    "son texte dit qu'elle se joue sur une Base, pas sur une Créature ({card})",
)
PLAY_PLACED_NOT_A_MINION = _m(
    "play.reason.placed-not-a-minion",
    None,
    "its text says it is played on a minion, and {card} is not one",
    "son texte dit qu'elle se joue sur une Créature, et {card} n'en est pas une",
)
PLAY_PLACED_NO_MINION = _m(
    "play.reason.placed-minion",
    None,
    "its text says it is played on a minion: name it in attached_to",
    "son texte dit qu'elle se joue sur une Créature : nommez-la dans attached_to",
)
PLAY_TOO_STRONG = _m(
    "play.reason.power",
    None,
    "{card} has {power} power",
    "{card} a {power} de Force",
)
WARN_CHOOSE_IGNORED = _m(
    "play.warn.choose-ignored",
    None,
    "event {index}: {card}'s ability did not use choose.{key} (no decision of this play asked "
    "for it): ignored",
    "événement {index} : la capacité de {card} n'a pas utilisé choose.{key} (aucune décision de "
    "ce jeu ne l'a demandé) : ignoré",
)
PLAY_NO_BOARD_EFFECT = _m(
    "play.no-board-effect",
    R.PLAY_PHASE,
    "{card}: nothing to apply on the board when it is played ({reason}) {cite}.",
    "{card} : rien à appliquer sur le plateau quand elle est jouée ({reason}) {cite}.",
)
EXTRA_PLAY = _m(
    "play.extra",
    R.PLAY_PHASE,
    "{player} may play {what} ({why}) {cite}.",
    "{player} peut jouer {what} ({why}) {cite}.",
)
EXTRA_MINION = _m("play.extra.minion", None, "an extra minion", "une Créature supplémentaire")
EXTRA_ACTION = _m("play.extra.action", None, "an extra action", "une Action supplémentaire")
EXTRA_POWER_MAX = _m(
    "play.extra.power-max",
    None,
    "{what} of power {power} or less",
    "{what} de Force {power} ou moins",
)
EXTRA_ON_BASE = _m("play.extra.on-base", None, "{what} on {base}", "{what} sur {base}")
EXTRA_ON_BASES = _m(
    "play.extra.on-bases", None, "{what} on one of {bases}", "{what} sur l'une de {bases}"
)
EXTRA_ON_CARD = _m("play.extra.on-card", None, "{what} played on {card}", "{what} jouée sur {card}")
EXTRA_POWER_TOTAL = _m(
    "play.extra.power-total",
    None,
    "{what}, their printed powers adding up to {power} or less",
    "{what}, leurs Forces imprimées totalisant {power} ou moins",
)
EXTRA_SAME_NAME = _m(
    "play.extra.same-name",
    None,
    "{what}, all of the same name",
    "{what}, toutes du même nom",
)
WARN_PLAY_BEYOND = _m(
    "play.warn.beyond",
    None,
    "event {index}: {player} plays {card} beyond the plays of the turn: {kind} already played "
    "({made} before this play, plays_made included) and no card granted another; applied as "
    "asked",
    "événement {index} : {player} joue {card} au-delà des cartes du tour : {kind} déjà "
    "jouée(s) ({made} avant ce jeu, plays_made compris) et aucune carte n'en accorde "
    "d'autre ; appliqué comme demandé",
)
WARN_PLAY_BEYOND_LIMITS = _m(
    "play.warn.beyond-limits",
    None,
    "event {index}: {player} plays {card} beyond the plays of the turn: {kind} already played "
    "({made} before this play, plays_made included) and the extra plays granted do not take "
    "this card (their limits: a base, a power, a total, a name...); applied as asked",
    "événement {index} : {player} joue {card} au-delà des cartes du tour : {kind} déjà "
    "jouée(s) ({made} avant ce jeu, plays_made compris) et les cartes supplémentaires "
    "accordées ne la permettent pas (leurs limites : une Base, une Force, un total, un "
    "nom...) ; appliqué comme demandé",
)
WARN_PLAY_NOT_TURN = _m(
    "play.warn.not-turn",
    None,
    "event {index}: {player} plays {card} during {active}'s turn, and no card lets them: only "
    "the active player plays cards in the Play phase; applied as asked",
    "événement {index} : {player} joue {card} pendant le tour de {active}, et aucune carte ne "
    "le permet : seul le joueur actif joue des cartes pendant la phase de jeu ; appliqué "
    "comme demandé",
)
EXTRA_PLAY_WHY = _m(
    "play.extra.why",
    None,
    "an extra card, event {index}",
    "une carte supplémentaire, événement {index}",
)
PLAY_NEEDS_BASE = _m(
    "play.reason.needs-base",
    None,
    "it is played on a base or a minion: give 'to' or 'attached_to'",
    "elle se joue sur une Base ou une Créature : donnez 'to' ou 'attached_to'",
)
WARN_SPECIAL_GRANT_UNUSED = _m(
    "play.warn.special-grant-unused",
    None,
    "event {index}: the extra play {card} grants cannot be taken: the Special played it while "
    "a base scores, after the Play phase's plays",
    "événement {index} : le jeu supplémentaire que donne {card} ne peut pas être pris : la "
    "Spéciale l'a jouée pendant la Conquête d'une Base, après les jeux de la phase de jeu",
)
WARN_STANDARD_NOT_ATTACHED = _m(
    "play.warn.standard-not-attached",
    None,
    "event {index}: {card} is a standard action: it is played on no minion (not on {minion}), "
    "resolves, then goes to the discard pile; the minion it acts on is its choose's",
    "événement {index} : {card} est une Action standard : elle ne se joue sur aucune Créature "
    "(pas sur {minion}), s'applique puis va à la défausse ; la Créature qu'elle vise se donne "
    "dans son choose",
)
WARN_PLAY_NEEDS_BASE = _m(
    "play.warn.needs-base",
    None,
    "event {index}: {card} is played on a base or a minion: give 'to' or 'attached_to'",
    "événement {index} : {card} se joue sur une Base ou une Créature : donnez 'to' ou "
    "'attached_to'",
)
USES_TALENT = _m(
    "play.talent",
    R.PLAY_PHASE,
    "{player} uses the Talent of {card} ({why}) {cite}.",
    "{player} utilise le Talent de {card} ({why}) {cite}.",
)
TALENT_NOT_MODELLED = _m(
    "play.talent.not-modelled",
    None,
    "the Talent of {card} is not applied: type its effect as events",
    "le Talent de {card} n'est pas appliqué : saisissez son effet comme événements",
)
TALENT_CANCELLED = _m(
    "play.talent.cancelled",
    None,
    "the abilities of {card} are cancelled",
    "les capacités de {card} sont annulées",
)
WARN_TALENT_TWICE = _m(
    "play.warn.talent-twice",
    None,
    "event {index}: the Talent of {card} is used a second time this turn (once per turn); "
    "applied as asked",
    "événement {index} : le Talent de {card} est utilisé une deuxième fois ce tour (une fois "
    "par tour) ; appliqué comme demandé",
)
WARN_TALENT_NOT_TURN = _m(
    "play.warn.talent-not-turn",
    None,
    "event {index}: {player} uses the Talent of {card}, which only its controller uses in "
    "their own Play phase; applied as asked",
    "événement {index} : {player} utilise le Talent de {card}, que seul son contrôleur "
    "utilise pendant sa propre phase de jeu ; appliqué comme demandé",
)
KIND_MINION = _m("play.kind.minion", None, "minion(s)", "Créature(s)")
KIND_ACTION = _m("play.kind.action", None, "action(s)", "Action(s)")
PLAY_NOT_SIMULATED = _m(
    "play.not-simulated",
    None,
    "its ability when played is not applied: {reason}",
    "sa capacité quand elle est jouée n'est pas appliquée : {reason}",
)
PLAY_FORBIDDEN_REASON = _m(
    "play.reason.forbidden",
    None,
    "the play is forbidden: {reason}",
    "le jeu est interdit : {reason}",
)

# --- the advisor (issue 29): a play's summary, in a sentence -------------------------------------

ADVICE_ON = _m("advice.on", None, "{card} on {place}", "{card} sur {place}")
ADVICE_CHOICE = _m("advice.choice", None, "{what}: {chosen}", "{what} : {chosen}")
ADVICE_DECLINED = _m("advice.declined", None, "not to {what}", "ne pas {what}")
ADVICE_ORDER = _m(
    "advice.order",
    None,
    "score {bases} in that order",
    "conquérir {bases} dans cet ordre",
)
ADVICE_NOTHING = _m("advice.nothing", None, "Play nothing", "Ne rien jouer")
ADVICE_SPECIAL_BEFORE = _m(
    "advice.special-before",
    None,
    "{card} before {base} scores",
    "{card} avant la Conquête de {base}",
)
ADVICE_SPECIAL_AFTER = _m(
    "advice.special-after",
    None,
    "{card} after {base} scores",
    "{card} après la Conquête de {base}",
)
ADVICE_SPECIAL_PLAYING = _m(
    "advice.special-playing", None, "{special}, playing {card}", "{special}, en jouant {card}"
)
ADVICE_TAKES = _m("advice.takes", None, "you take {bases}", "vous prenez {bases}")
ADVICE_SHARES = _m(
    "advice.shares",
    None,
    "you share first place on {bases}",
    "vous partagez la première place sur {bases}",
)
ADVICE_WINS = _m(
    "advice.wins",
    None,
    "{plays}: you win the game with {vp} VP",
    "{plays} : vous gagnez la partie avec {vp} PV",
)
ADVICE_RESULT = _m(
    "advice.result",
    None,
    "{plays}: {takes}{gain} VP, {margin} against the best other player",
    "{plays} : {takes}{gain} PV, {margin} face au meilleur autre joueur",
)
ADVICE_NOT_SIMULATED = _m(
    "advice.not-simulated",
    None,
    "{card}: its ability when played is not applied ({reason}); the result leaves it out",
    "{card} : sa capacité quand elle est jouée n'est pas appliquée ({reason}) ; le résultat "
    "n'en tient pas compte",
)
ADVICE_NOT_TRIED = _m(
    "advice.not-tried",
    None,
    "{player}'s decisions besides the played cards' ({what}) are not tried: they are taken as "
    "score takes them (assumed_choices); another answer may do better",
    "les décisions de {player} hors de celles des cartes jouées ({what}) ne sont pas essayées : "
    "elles sont prises comme score les prend (assumed_choices) ; une autre réponse peut faire "
    "mieux",
)
ADVICE_SPECIALS_NOT_TRIED = _m(
    "advice.specials-not-tried",
    None,
    "the advisor could not use the Special of {player}'s cards ({cards}), tried only as cards "
    "played in the Play phase: the engine does not apply it, or the catalog gives it no "
    "scoring window (before or after a base scores), or it needs a decision the advisor does "
    "not try (a card it moves...), or the rules refused it on each base tried",
    "le conseiller n'a pas pu utiliser la capacité Spéciale des cartes de {player} ({cards}), "
    "essayées seulement jouées pendant la phase de jeu : le moteur ne l'applique pas, ou le "
    "catalogue ne lui donne pas de moment de Conquête (avant ou après), ou elle demande un "
    "choix que le conseiller n'essaie pas (une carte qu'elle déplace...), ou les règles l'ont "
    "refusée sur chaque Base essayée",
)
ADVICE_KEPT_FOR_EVENT = _m(
    "advice.kept-for-event",
    None,
    "{player}'s {cards} are kept for event {index}, which the rules refuse on this board (its "
    "warning says why): the advisor does not play them; correct or remove that event to have "
    "them tried",
    "les cartes {cards} de {player} sont réservées à l'événement {index}, que les règles "
    "refusent sur ce plateau (son avertissement dit pourquoi) : le conseiller ne les joue pas ; "
    "corrigez ou retirez cet événement pour qu'elles soient essayées",
)
ADVICE_SPECIAL_ASSUMED = _m(
    "advice.special-assumed",
    None,
    "{card}'s Special is resolved as score assumes it, not tried otherwise: {reason}",
    "la capacité Spéciale de {card} est résolue comme le calcul le suppose, sans autre essai : "
    "{reason}",
)
ADVICE_SPECIALS_UNTRIED = _m(
    "advice.specials-untried",
    None,
    "{player}'s Specials were tried after the plays, with the plays that give the most first, "
    "within the search's budget: {count} candidate(s) using them were left untried",
    "les capacités Spéciales de {player} ont été essayées après les coups, en commençant par "
    "les coups qui rapportent le plus, dans le budget de la recherche : {count} candidat(s) "
    "les utilisant n'ont pas été essayés",
)
ADVICE_UNDECIDED = _m(
    "advice.undecided",
    None,
    "{player}'s decisions after the plays (the scoring order, a base's choice) were tried for "
    "{decided} candidates, those score's assumptions rank best, and not for {count} others "
    "(the work left for them was spent, or a run of theirs could not finish): one of those "
    "might do better with other decisions",
    "les décisions de {player} après les coups (l'ordre de conquête, le choix d'une Base) ont "
    "été essayées pour {decided} candidats, ceux que les hypothèses de score classent les "
    "meilleurs, et pas pour {count} autres (le calcul prévu pour eux était épuisé, ou l'une de "
    "leurs parties n'a pu aboutir) : l'un d'eux pourrait faire mieux avec d'autres décisions",
)
ADVICE_DECISIONS_DROPPED = _m(
    "advice.decisions-dropped",
    None,
    "the decisions after the plays the search kept for this play were refused by score "
    "({reason}): it is shown with score's own assumptions",
    "score a refusé les décisions après les coups que la recherche a retenues pour ce coup "
    "({reason}) : il est montré avec les hypothèses de score",
)
ADVICE_OPTIONS_CUT = _m(
    "advice.options-cut",
    None,
    "{count} decision(s) offered more than {limit} answers: the first {limit} were tried, so a "
    "better play may exist",
    "{count} décision(s) offraient plus de {limit} réponses : les {limit} premières ont été "
    "essayées, un meilleur jeu peut donc exister",
)
ADVICE_INCOMPLETE = _m(
    "advice.incomplete",
    None,
    "the search stopped at its work budget after {considered} candidates; {untried} were not "
    "tried, so a better play may exist",
    "la recherche s'est arrêtée à son budget de calcul après {considered} candidats ; {untried} "
    "n'ont pas été essayés, un meilleur jeu peut donc exister",
)


# --- group c (session 26): Dinghy and Full Sail move each chosen minion to its own base --------
# (The play's refusals; the `what` of its Special's refused choices, after "'x' is not".)
MOVE_OWN_STEP = _m(
    "play.move-own.step", None, "move {card} to {base}", "déplacer {card} vers {base}"
)
MOVE_OWN_NOT_YOURS = _m(
    "play.reason.move-own.not-yours",
    None,
    "{card} is not one of your minions in play",
    "{card} n'est pas une de vos Créatures en jeu",
)
MOVE_OWN_NOT_CHOSEN = _m(
    "play.reason.move-own.not-chosen",
    None,
    "{card} is in 'order' but not among the minions chosen in 'cards'",
    "{card} est dans 'order' mais pas parmi les Créatures choisies dans 'cards'",
)
MOVE_OWN_NOT_A_BASE = _m(
    "play.reason.move-own.not-a-base",
    None,
    "{base} is not a base in play",
    "{base} n'est pas une Base en jeu",
)
MOVE_OWN_SAME_BASE = _m(
    "play.reason.move-own.same-base",
    None,
    "{card} is already on {base}: each minion moves to a base other than its own (the minions "
    "may go to different bases)",
    "{card} est déjà sur {base} : chaque Créature va sur une autre Base que la sienne (les "
    "Créatures peuvent aller sur des Bases différentes)",
)
MOVE_OWN_PAIRS = _m(
    "play.reason.move-own.pairs",
    None,
    "'order' gives pairs [minion, base, minion, base...]: {order} has an odd number of ids",
    "'order' donne des paires [Créature, Base, Créature, Base...] : {order} a un nombre impair "
    "d'identifiants",
)
MOVE_OWN_TWICE = _m(
    "play.reason.move-own.twice",
    None,
    "{card} is named twice: each minion moves once",
    "{card} est nommée deux fois : chaque Créature se déplace une fois",
)
MOVE_OWN_TOO_MANY = _m(
    "play.reason.move-own.too-many",
    None,
    "{count} minions named: this card moves at most {most}",
    "{count} Créatures nommées : cette carte en déplace au plus {most}",
)
MOVE_OWN_NO_DESTINATION = _m(
    "play.reason.move-own.no-destination",
    None,
    "{card} has no destination: give 'to', or a pair [{card}, base] in 'order'",
    "{card} n'a pas de destination : donnez 'to', ou une paire [{card}, Base] dans 'order'",
)
MOVE_OWN_OTHER_BASE = _m(
    "choice.what.move-own.other-base",
    None,
    "a base other than the one {card} is on (each minion moves to another base; they may go to "
    "different bases)",
    "une Base autre que celle de {card} (chaque Créature va sur une autre Base ; elles peuvent "
    "aller sur des Bases différentes)",
)
MOVE_OWN_FOLLOWED_BY_BASE = _m(
    "choice.what.move-own.pair",
    None,
    "followed by its base ('order' gives pairs [minion, base, minion, base...])",
    "suivie de sa Base ('order' donne des paires [Créature, Base, Créature, Base...])",
)
MOVE_OWN_NAMED_ONCE = _m(
    "choice.what.move-own.once",
    None,
    "named only once ('card' and 'order' name each minion once: each moves once)",
    "nommée une seule fois ('card' et 'order' nomment chaque Créature une fois : chacune se "
    "déplace une fois)",
)
MOVE_OWN_KEPT = _m(
    "warn.move-own.kept",
    None,
    "{card}: {minion} does not move to {base}: {reason}",
    "{card} : {minion} ne va pas sur {base} : {reason}",
)

compile_messages(MESSAGES.values())
