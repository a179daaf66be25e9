"""Entry shorthands and shared reasons for the box modules (one way to write each kind of entry).

Shorthands (registry.no_effect / not_simulated with a shared reminder or reason):
- talent(): a Talent (or a granted Talent) is used during the Play phase, never while bases
  score: no effect, with a reminder to type what it did as a scripted event.
- hand_only(): the card only touches hands, decks, discard piles or extra plays, none of which
  the board holds: no effect at scoring.
- hidden(): the card's scoring effect depends on what the board does not hold (a hand, the order
  of a deck, a random pick, what happened earlier in the turn).
- unknown_titan(): a titan whose power or text the sources do not give.
- rows(): a table of compact rows, one a card classified without hooks (see below).

A row is (keys, kind, summary, summary_fr):
- keys: "<faction>/<card>" of the catalog record; "<key>@pod" or "<key>@original" for an entry of
  one printing; "<key> = <other key>" when the other printing's record has another slug and the
  same ability (registered as an alias);
- kind: ONE_SHOT (registry.one_shot: acts in the Play phase, with the scripted-event reminder),
  START_OF_TURN_EFFECT (registry.no_effect with START_OF_TURN_REMINDER: an Ongoing effect at
  the start of a turn), NO_EFFECT (registry.no_effect: never changes the Conquest
  phase), or a Reason (English, French): registry.not_simulated with that reason.
Modelled cards are written with registry.modelled in their module, never as rows.

Reasons are (English, French) pairs; the phrases (HAND, DECK, START_OF_TURN...) complete
hidden(). No registration here (the package imports every module: this one
adds no entry).
"""

from __future__ import annotations

from typing import Any

from .registry import CardAbility, no_effect, not_simulated, one_shot

Reason = tuple[str, str]
Row = tuple[str, "str | Reason", str, str]

ONE_SHOT = "one_shot"
NO_EFFECT = "no_effect"
START_OF_TURN_EFFECT = "start_of_turn"
# An Ongoing ability acting at the start of a turn (issue 25, family 4: not a one-shot of the
# Play phase): it acted before the position the board gives.
START_OF_TURN_REMINDER = (
    "It acts at the start of a turn, before the position you enter: type what it did on the "
    "board (counters, power or breakpoint modifiers, the cards it played or destroyed).",
    "Elle agit au début d'un tour, avant la position que vous saisissez : saisissez son effet "
    "sur le plateau (marqueurs, modificateurs de Force ou de Résistance, cartes jouées ou "
    "détruites).",
)

# Phrases several boxes share (English, French), completing hidden().
HAND = (
    "the player's hand (type the card as a play event)",
    "la main du joueur (saisissez la carte comme événement play)",
)
DECK = (
    "the order of the player's deck (type what was played as events)",
    "l'ordre de la pioche du joueur (saisissez ce qui a été joué comme événements)",
)
START_OF_TURN = (
    "whether it was in play at the start of the turn",
    "si elle était en jeu au début du tour",
)

# Reasons shared by several not-simulated cards (English, French).
NEEDS_HAND_SIZE = (
    "the board does not give how many cards its controller holds (give it as hand_size)",
    "le plateau ne dit pas combien de cartes son contrôleur a en main (donnez-le dans hand_size)",
)
NEEDS_TALENT_STATE = (
    "Depends on what the board does not hold: whether its Talent was used on its controller's "
    "last turn (its effect lasts until the start of that player's next turn, so through the "
    "other players' turns).",
    "Dépend de ce que le plateau ne contient pas : si son Talent a été utilisé au dernier tour "
    "de son contrôleur (son effet dure jusqu'au début du prochain tour de ce joueur, donc "
    "pendant les tours des autres joueurs).",
)
MADNESS_REMINDER = (
    "Played during the Play phase: include the Madness cards it made players draw or return in "
    "the Madness counts you enter.",
    "Jouée pendant la phase de jeu : comptez les cartes Démence piochées ou rendues dans les "
    "nombres de cartes Démence que vous saisissez.",
)
VP_REMINDER = (
    "Played during the Play phase: include its VP in the VP you enter.",
    "Jouée pendant la phase de jeu : comptez ses PV dans les PV que vous saisissez.",
)


HAND_EVENTS = (
    "it reacts to cards discarded from or given to hands, which the board does not hold",
    "elle réagit aux cartes défaussées de la main ou données à une main, que le plateau ne "
    "donne pas",
)

# Cards whose effect depends on what the board does not hold (issue 15 keeps them).
HIDDEN_HAND = (
    "it depends on the cards in players' hands, which the board does not hold",
    "elle dépend des cartes en main des joueurs, que le plateau ne donne pas",
)
HIDDEN_DECK = (
    "it depends on the order or content of a deck or discard pile, which the board does not hold",
    "elle dépend de l'ordre ou du contenu d'une pioche ou d'une défausse, que le plateau ne "
    "donne pas",
)
RANDOM = (
    "it depends on a random draw or reveal, which the board does not hold",
    "elle dépend d'un tirage ou d'une révélation au hasard, que le plateau ne donne pas",
)
HISTORY = (
    "it depends on what happened earlier in the game or turn, which the board does not hold",
    "elle dépend de ce qui s'est passé plus tôt dans la partie ou le tour, que le plateau ne "
    "donne pas",
)
STASIS = (
    "it acts on cards in stasis (set aside with stasis counters), which the board does not hold",
    "elle agit sur des cartes en stase (mises de côté avec des marqueurs de stase), que le "
    "plateau ne donne pas",
)
# Not modelled, for a reason other than what the board holds (issue 25, family 6: a reason
# says what the engine does not do; tests/engine/test_coverage.py lists the cards allowed it).
NOT_MODELLED_OR_BOTH = (
    "Not modelled by the engine: using both parts of another card's OR ability (each card's "
    "choice picks one); its escape from a lost clash of titans is not modelled either",
    "Non modélisée par le moteur : utiliser les deux parties de la capacité OU d'une autre "
    "carte (le choix de chaque carte en désigne une) ; sa fuite après un duel de Titans perdu "
    "non plus",
)
NOT_MODELLED_TRANSFERS = (
    "Not modelled by the engine: it reacts to +1 power counters transferred from one card to "
    "another, which the engine does not tell from counters placed",
    "Non modélisée par le moteur : elle réagit aux marqueurs +1 transférés d'une carte à une "
    "autre, que le moteur ne distingue pas des marqueurs posés",
)
TITAN_UNKNOWN = (
    "its power or text is unknown in this printing",
    "sa Force ou son texte est inconnu dans cette impression",
)
TEXT_UNKNOWN = (
    "its text is unknown in this printing",
    "son texte est inconnu dans cette impression",
)


def _keys(keys: str) -> tuple[str, str | None, tuple[str, ...]]:
    main, *aliases = [k.strip() for k in keys.split("=")]
    printing = None
    if "@" in main:
        main, printing = main.split("@")
    return main, printing, tuple(aliases)


def rows(box: str, table: list[Row], shared: dict[str, str] | None = None) -> list[CardAbility]:
    """The registry entries of a table of rows; `shared` gives, by key, why one entry covers two
    printings whose printed texts differ (see registry.CardAbility.shared_text_reason)."""
    shared = shared or {}
    entries = []
    for keys, kind, summary, summary_fr in table:
        key, printing, aliases = _keys(keys)
        options = {
            "box": box,
            "printing": printing,
            "aliases": aliases,
            "shared_text_reason": shared.get(key, ""),
        }
        if kind == ONE_SHOT:
            entries.append(one_shot(key, summary, summary_fr, **options))
        elif kind == NO_EFFECT:
            entries.append(no_effect(key, summary, summary_fr, **options))
        elif kind == START_OF_TURN_EFFECT:
            reminder, reminder_fr = START_OF_TURN_REMINDER
            entries.append(
                no_effect(
                    key, summary, summary_fr, reminder=reminder, reminder_fr=reminder_fr, **options
                )
            )
        else:
            reason, reason_fr = kind
            entries.append(not_simulated(key, summary, summary_fr, reason, reason_fr, **options))
    return entries


# Shrug It Off (POD) and Frederick (issue 25, family 7: one text, one answer): a Talent whose
# -1 to other players' minions here lasts until the start of its controller's next turn: a
# lasting effect of the base (cards/effects.lasting_minus_one_to_others).
LASTING_MINUS_ONE = (
    "Its Talent used this turn: give it as a talent event (other players' minions on this base "
    "then have -1, those moved here later too). Used on its controller's last turn: give the -1 "
    "as power modifiers of the other players' minions here.",
    "Son Talent utilisé ce tour-ci : saisissez-le comme événement talent (les Créatures adverses "
    "de cette Base ont alors -1, celles déplacées ici ensuite aussi). Utilisé au dernier tour de "
    "son contrôleur : donnez ce -1 comme modificateur de Force des Créatures adverses d'ici.",
)

TALENT_REMINDER = (
    "A Talent is used during the Play phase: give it as a talent event (the engine applies the "
    "Talents it models; one it does not is skipped with a warning: then type what it did as "
    "scripted events: boost, move, destroy...)."
)
TALENT_REMINDER_FR = (
    "Un Talent s'utilise pendant la phase de jeu : donnez-le comme événement talent (le moteur "
    "applique les Talents qu'il modélise ; un Talent qu'il ne modélise pas est ignoré avec un "
    "avertissement : saisissez alors son effet comme événements scriptés : boost, move, "
    "destroy...)."
)


BURY_EVENTS_REMINDER = (
    "It buries or uncovers cards during the Play phase: type what it did as scripted events "
    "(bury, uncover; add_counters for its +1 counters)."
)
BURY_EVENTS_REMINDER_FR = (
    "Elle enterre ou dévoile des cartes pendant la phase de jeu : saisissez son effet comme "
    "événements scriptés (bury, uncover ; add_counters pour ses marqueurs +1)."
)


def bury_events(key: str, summary: str, summary_fr: str, *, box: str, **extra: Any) -> CardAbility:
    """A one-shot action or talent that buries or uncovers cards in the Play phase: no effect
    at scoring, with the reminder to type it as "bury" / "uncover" events."""
    return no_effect(
        key,
        summary,
        summary_fr,
        box=box,
        reminder=BURY_EVENTS_REMINDER,
        reminder_fr=BURY_EVENTS_REMINDER_FR,
        **extra,
    )


def talent(key: str, summary: str, summary_fr: str, *, box: str, **extra: Any) -> CardAbility:
    return no_effect(
        key,
        summary,
        summary_fr,
        box=box,
        reminder=TALENT_REMINDER,
        reminder_fr=TALENT_REMINDER_FR,
        **extra,
    )


def hand_only(key: str, summary: str, summary_fr: str, *, box: str, **extra: Any) -> CardAbility:
    return no_effect(key, summary, summary_fr, box=box, **extra)


def hidden(
    key: str,
    summary: str,
    summary_fr: str,
    what: str,
    what_fr: str,
    *,
    box: str,
    **extra: Any,
) -> CardAbility:
    return not_simulated(
        key,
        summary,
        summary_fr,
        f"Depends on what the board does not hold: {what}.",
        f"Dépend de ce que le plateau ne contient pas : {what_fr}.",
        box=box,
        **extra,
    )


def unknown_titan(
    key: str, summary: str, summary_fr: str, *, box: str, **extra: Any
) -> CardAbility:
    return not_simulated(key, summary, summary_fr, *TITAN_UNKNOWN, box=box, **extra)
