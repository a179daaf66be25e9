"""The play-ability registry (issue 27): what each catalog card does when it is played.

The card registry (`cards/`) says what a card does while bases score; this one says what it
does when a player plays it (the Play phase, Grosse Boîte pour Geek booklet p. 5): a minion's
"when played" ability, a one-shot action's effect, what an Ongoing action does as it is
played. One entry per catalog card (and printing where they differ), one module per box, with
one of three statuses:
- "applied": the engine applies the play-time effect (`act`, below);
- "no_board_effect": playing it changes nothing the board holds (no ability when played, an
  ability that acts only on hands, decks, discard piles and draws, or a continuous ability the
  card registry applies once the card is in play); `reason` (optional) says which;
- "not_simulated": it may change the board and is not applied; `reason` says why, and a board
  playing it lists it in `not_simulated`.

A card no entry covers has the status "not_simulated" with the reason NOT_MODELLED_YET (the
boxes after the first five, issue 28): never hidden.

Keys are those of the card registry ("<faction>/<card>" in that printing's catalog record);
`printing=None` covers both printings, a printing-specific entry wins; `aliases` are the other
printing's slugs. `summary` / `summary_fr` are optional: without them the card registry's summary
of the card (our own words) is shown.

`ongoing=True` marks an action that stays in play (Ongoing, played on a base or a minion); a
registered action without it is a standard action: it resolves and goes to its owner's discard
pile (booklet p. 5). A card no entry covers is played as before (it stays where it is played).

`talent=` is the act of the card's Talent, run by a scripted event `{"when": "now", "action":
"talent", "card": <id of the card in play>, "by"?, "choose"?}` (once per turn; its `choose` as a
play's). An entry may be applied for its Talent alone (`applied(key, talent=...)`).

`act(play)` receives a `context.Play` (what is played, by whom, where, the event's `choose`) and
applies the effect through its methods (decide, destroy, move, boost, ...), which go through the
turn's actions: protections, replacements and "when destroyed" hooks apply, and the played card
is the effect's source (its type, its controller).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..model import ACTION, MINION

if TYPE_CHECKING:
    from .context import Play

APPLIED = "applied"
NO_BOARD_EFFECT = "no_board_effect"
NOT_SIMULATED = "not_simulated"
STATUSES = (APPLIED, NO_BOARD_EFFECT, NOT_SIMULATED)

Act = Callable[["Play"], Any]
# (turn, the card, the base it is played on or None, its player) -> why its own text forbids
# that play, or None (PlayAbility.refuses).
Refuses = Callable[[Any, Any, Any, str], "tuple[str, str] | None"]

NOT_MODELLED_YET = (
    "not modelled yet: type what it does as scripted events (destroy, move, boost...)",
    "pas encore modélisée : saisissez son effet comme événements scriptés "
    "(destroy, move, boost...)",
)
# The reasons of no_board_effect entries several boxes share (English, French).
NO_ABILITY = (
    "it has no ability that acts when it is played",
    "elle n'a pas de capacité qui agit quand elle est jouée",
)
CONTINUOUS = (
    "its ability is continuous: the engine applies it while the card is in play",
    "sa capacité est permanente : le moteur l'applique tant que la carte est en jeu",
)
HANDS_ONLY = (
    "it acts only on hands, decks, discard piles or draws, which the board does not hold",
    "elle n'agit que sur les mains, pioches, défausses ou pioches de cartes, que le plateau ne "
    "contient pas",
)


# Reasons for cards whose ability acts at another moment than the Play phase (shared by every
# box module: one wording per reason).
TALENT = (
    "a Talent is used later in the turn: type its effect as events",
    "un Talent s'utilise plus tard dans le tour : saisissez son effet comme événements",
)
SPECIAL = (
    "a Special: it is played while a base scores (a 'special' event), not in the Play phase",
    "une Spéciale : elle se joue pendant la Conquête d'une Base (un événement 'special'), pas "
    "pendant la phase Jouer des cartes",
)
AT_SCORING = (
    "its ability acts before or after a base scores: the engine applies it then",
    "sa capacité agit avant ou après la Conquête d'une Base : le moteur l'applique à ce moment-là",
)
START_OF_TURN = (
    "it acts at the start of a turn, not when it is played: type that effect as events then",
    "elle agit au début d'un tour, pas quand elle est jouée : saisissez alors cet effet comme "
    "événements",
)
END_OF_TURN = (
    "its ability acts at the end of the turn: the engine applies it then",
    "sa capacité agit à la fin du tour : le moteur l'applique à ce moment-là",
)


class PlayAbility:
    __slots__ = (
        "key",
        "status",
        "act",
        "printing",
        "aliases",
        "summary",
        "summary_fr",
        "reason",
        "reason_fr",
        "box",
        "ongoing",
        "talent",
        "talent_of_carrier",
        "buries_itself",
        "refuses",
    )

    def __init__(
        self,
        key: str,
        status: str,
        *,
        box: str,
        act: Act | None = None,
        printing: str | None = None,
        aliases: tuple[str, ...] = (),
        summary: str = "",
        summary_fr: str = "",
        reason: tuple[str, str] | None = None,
        ongoing: bool = False,
        talent: Act | None = None,
        talent_of_carrier: bool = False,
        buries_itself: bool = False,
        refuses: Refuses | None = None,
    ) -> None:
        if status not in STATUSES:
            raise ValueError(f"{key}: unknown play status {status!r}")
        if "/" not in key:
            raise ValueError(f"{key}: a card key is '<faction>/<card>'")
        if (status == APPLIED) != (act is not None or talent is not None):
            raise ValueError(f"{key}: an applied play ability (and only it) has an act or a talent")
        if status == NOT_SIMULATED and not reason:
            raise ValueError(f"{key}: a not-simulated play ability needs a reason (EN and FR)")
        if bool(summary) != bool(summary_fr):
            raise ValueError(f"{key}: a summary needs both languages")
        self.key = key
        self.status = status
        self.act = act
        self.printing = printing
        self.aliases = tuple(aliases)
        self.summary = summary
        self.summary_fr = summary_fr
        self.reason, self.reason_fr = reason or ("", "")
        self.box = box
        # An action that stays in play once played (Ongoing: on a base or a minion); a
        # registered action without it is a standard action, discarded once resolved.
        self.ongoing = ongoing
        # The card's Talent (used once in each of its controller's Play phases, booklet p. 5):
        # an act run by a scripted "talent" event; None when it has none or it is not applied.
        self.talent = talent
        # An action whose Talent is the minion's it is on ("This minion has the ability
        # 'Talent: ...'": Leaf Armor): that minion's controller uses it.
        self.talent_of_carrier = talent_of_carrier
        # A card whose play buries it (Tomb Trap: "Play this card buried"): uncovered, that
        # play has nothing left to do (a card is not buried again at once, booklet p. 8).
        self.buries_itself = buries_itself
        # Why the card's own printed text forbids playing it on a base, or None (Shoggoth: "You
        # can only play this minion on a base where you have at least 6 power"): asked before it
        # is played, as a base or a card in play forbidding it (PlayPhase.own_restriction).
        self.refuses = refuses


_REGISTRY: dict[tuple[str, str | None], PlayAbility] = {}
_DEFAULTS: dict[str, PlayAbility] = {}
# The keys of the cards with a play restriction of their own in some printing (`refuses`):
# every play asks PlayPhase.own_restriction, which most cards answer with this one test.
_REFUSING: set[str] = set()

# The titans whose play takes the turn's regular play(s) (their Special: "Instead of your
# regular minion play, you may play this titan", "... regular action play ...", "... regular
# minion and action play ..."): a play event of one counts as that play of the turn, and a
# minion or action played beyond it is warned, as for any play (Turn._count_play).
REGULAR_PLAYS_TAKEN: dict[str, tuple[str, ...]] = {
    "bear-cavalry/major-ursa": (MINION,),
    "explorers/very-large-boulder": (MINION,),
    "fairies/spirit-of-the-forest": (MINION, ACTION),
    "kaiju/gorgodzolla": (MINION,),
    "killer-plants/killer-kudzu": (MINION,),
    "magical-girls/walking-castle": (MINION,),
    "minions-of-cthulhu/cthulhu": (ACTION,),
    "super-spies/moon-zero-three": (ACTION,),
    "tricksters/big-funny-giant": (MINION,),
}


def register(*entries: PlayAbility) -> None:
    for entry in entries:
        for key in (entry.key, *entry.aliases):
            slot = (key, entry.printing)
            if slot in _REGISTRY:
                raise ValueError(f"play ability registered twice: {slot}")
            _REGISTRY[slot] = entry
            if entry.refuses is not None:
                _REFUSING.add(key)


def lookup(key: str, printing: str | None) -> PlayAbility:
    """The entry of a catalog card; a card no module covers yet is not simulated (its reason
    says so)."""
    found = _REGISTRY.get((key, printing)) or _REGISTRY.get((key, None))
    if found is not None:
        return found
    default = _DEFAULTS.get(key)
    if default is None:
        default = _DEFAULTS[key] = PlayAbility(key, NOT_SIMULATED, box="", reason=NOT_MODELLED_YET)
    return default


def is_registered(key: str, printing: str | None) -> bool:
    return (key, printing) in _REGISTRY or (key, None) in _REGISTRY


def own_refusal(key: str, printing: str | None) -> Refuses | None:
    """The play restriction of the card's own entry (`refuses`, whatever its status: Dagon's and
    Complete the Ritual's plays do nothing on the board, but their restriction stands), or
    None."""
    if key not in _REFUSING or not is_registered(key, printing):
        return None
    return lookup(key, printing).refuses


def acting_entry(card: Any) -> PlayAbility | None:
    """A catalog card's play entry when playing it does something the engine applies or lists
    (an ability it applies, or one not simulated), else None (a typed card, a card no module
    registers, a play that does nothing on the board, a card applied for its Talent alone)."""
    key = getattr(card, "key", None)
    printing = getattr(card, "printing", None)
    if key is None or not is_registered(key, printing):
        return None
    entry = lookup(key, printing)
    if entry.status == NOT_SIMULATED or (entry.status == APPLIED and entry.act is not None):
        return entry
    return None


def catalog_ongoing(card: Any) -> bool | None:
    """Whether a catalog card's play entry says it stays in play once played (an action played
    on a base or a minion, not a standard action: Ornate Dome's clarification, an action that
    targets a base is not played on it); None for a card the play registry does not know (a
    typed card)."""
    key = getattr(card, "key", None)
    printing = getattr(card, "printing", None)
    if key is None or not is_registered(key, printing):
        return None
    return lookup(key, printing).ongoing


def standard_action(card: Any) -> bool:
    """Whether `card` is a catalog action whose play entry is a standard one (it never stays in
    play)."""
    return card.type == "action" and catalog_ongoing(card) is False


def registered() -> dict[tuple[str, str | None], PlayAbility]:
    return dict(_REGISTRY)


def applied(
    key: str,
    act: Act | None = None,
    *,
    talent: Act | None = None,
    box: str,
    printing: str | None = None,
    aliases: tuple[str, ...] = (),
    summary: str = "",
    summary_fr: str = "",
    ongoing: bool = False,
    talent_of_carrier: bool = False,
    buries_itself: bool = False,
    refuses: Refuses | None = None,
) -> PlayAbility:
    return PlayAbility(
        key,
        APPLIED,
        box=box,
        act=act,
        talent=talent,
        printing=printing,
        aliases=aliases,
        summary=summary,
        summary_fr=summary_fr,
        ongoing=ongoing,
        talent_of_carrier=talent_of_carrier,
        buries_itself=buries_itself,
        refuses=refuses,
    )


def no_board_effect(
    key: str,
    reason: tuple[str, str] = NO_ABILITY,
    *,
    box: str,
    printing: str | None = None,
    aliases: tuple[str, ...] = (),
    summary: str = "",
    summary_fr: str = "",
    ongoing: bool = False,
) -> PlayAbility:
    return PlayAbility(
        key,
        NO_BOARD_EFFECT,
        box=box,
        printing=printing,
        aliases=aliases,
        summary=summary,
        summary_fr=summary_fr,
        reason=reason,
        ongoing=ongoing,
    )


def not_simulated(
    key: str,
    reason: tuple[str, str],
    *,
    box: str,
    printing: str | None = None,
    aliases: tuple[str, ...] = (),
    summary: str = "",
    summary_fr: str = "",
    ongoing: bool = False,
) -> PlayAbility:
    return PlayAbility(
        key,
        NOT_SIMULATED,
        box=box,
        printing=printing,
        aliases=aliases,
        summary=summary,
        summary_fr=summary_fr,
        reason=reason,
        ongoing=ongoing,
    )
