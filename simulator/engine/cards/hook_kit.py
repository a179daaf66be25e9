"""Small building blocks for the card hooks of the expansion box modules.

Hooks follow the vocabulary of registry.py; these helpers only read cards and bases, or go
through the Turn's public methods, so every box module expresses a common ability the same way.
No registration here (the package imports every module: this one adds no entry).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..model import ACTION, MADNESS_DECK
from .common import attached_to, is_minion, minions

if TYPE_CHECKING:
    from ..model import Card
    from ..turn import BaseState, Turn

Loc = tuple[str, str]


def by_other(by: str | None, target: Card) -> bool:
    """True for an effect of a player's card when that player does not control `target`."""
    return by is not None and by != target.controller


def has_minion(base: BaseState, player: str | None) -> bool:
    return player is not None and bool(minions(base, player))


def actions_on(base: BaseState, target: Card) -> list[Card]:
    """The actions attached to a minion."""
    return [c for c in base.cards if c.type == ACTION and attached_to(c, target)]


def attached_aura(amount: int):
    """An aura hook: the minion this action is attached to has `amount` more power."""

    def aura(game, base, card, target_base, target) -> int:
        return amount if attached_to(card, target) else 0

    return aura


def own_minions_aura(amount: int):
    """An aura hook: the controller's minions on this base have `amount` more power."""

    def aura(game, base, card, target_base, target) -> int:
        if is_minion(target) and target.controller == card.controller:
            return amount
        return 0

    return aura


def attached_indestructible(reason: Loc):
    """A protect hook: the minion this action is attached to cannot be destroyed."""

    def protect(game, base, card, target_base, target, what, by) -> Loc | None:
        if what == "destroy" and attached_to(card, target):
            return reason
        return None

    return protect


def attached_untouchable(reason: Loc):
    """A protect hook: other players' cards do not affect the minion this action is on."""

    def protect(game, base, card, target_base, target, what, by) -> Loc | None:
        if what == "affect" and attached_to(card, target) and by_other(by, target):
            return reason
        return None

    return protect


def self_untouchable(reason: Loc):
    """A protect hook: other players' cards do not affect this card."""

    def protect(game, base, card, target_base, target, what, by) -> Loc | None:
        if what == "affect" and target is card and by_other(by, target):
            return reason
        return None

    return protect


def draw_madness(game: Turn, base: BaseState, card: Card, player: str, count: int) -> int:
    """`player` draws up to `count` Madness cards (fewer when the Madness deck runs out, see
    MADNESS_DECK); returns how many were drawn, and logs it."""
    left = MADNESS_DECK - sum(game.madness.values())
    drawn = max(0, min(count, left))
    game.madness_in_use = True
    if drawn:
        game.madness[player] = game.madness.get(player, 0) + drawn
    game.log_card(
        base,
        card,
        (
            f"{player} draws {drawn} Madness card(s) (now {game.madness.get(player, 0)})",
            f"{player} pioche {drawn} carte(s) Folie (désormais {game.madness.get(player, 0)})",
        ),
    )
    return drawn


# Reasons shared by several not-simulated cards (English, French).
NEEDS_MOVE_REACTION = (
    "needs engine support for reacting after a minion moves",
    "nécessite que le moteur gère les réactions après le déplacement d'une Créature",
)
NEEDS_HAND_SIZE = (
    "needs engine support for hand sizes: the board does not give how many cards a player holds",
    "nécessite que le moteur gère la taille des mains : le plateau ne dit pas combien de cartes "
    "un joueur a en main",
)
NEEDS_DESTROY_REPLACEMENT = (
    "needs engine support for a card replacing the destruction of other minions (they go to "
    "their owner's hand instead); instead_of_destroyed only acts for the card itself",
    "nécessite que le moteur gère une carte qui remplace la destruction d'autres Créatures "
    "(elles retournent dans la main de leur propriétaire) ; instead_of_destroyed n'agit que pour "
    "la carte elle-même",
)
NEEDS_DISCARD_REACTION = (
    "needs engine support for reacting when a card goes to the discard pile from play (not only "
    "when it is destroyed)",
    "nécessite que le moteur gère les réactions quand une carte en jeu va à la défausse (pas "
    "seulement quand elle est détruite)",
)
NEEDS_TALENT_STATE = (
    "needs engine support for a talent's lasting effect: the board does not say whether the "
    "talent was used this turn",
    "nécessite que le moteur gère l'effet durable d'un Talent : le plateau ne dit pas si le "
    "Talent a été utilisé ce tour-ci",
)
NEEDS_COPY = (
    "needs engine support for copying another card's ability",
    "nécessite que le moteur gère la copie de la capacité d'une autre carte",
)
HIDDEN_DECK = (
    "it searches or reveals a deck, whose order and content the board does not hold",
    "elle fouille ou révèle une pioche, dont le plateau ne donne ni l'ordre ni le contenu",
)
HIDDEN_HAND = (
    "it depends on the cards in other players' hands, which the board does not hold",
    "elle dépend des cartes en main des autres joueurs, que le plateau ne donne pas",
)
MADNESS_REMINDER = (
    "Played during the Play phase: include the Madness cards it made players draw or return in "
    "the Madness counts you enter.",
    "Jouée pendant la phase de jeu : comptez les cartes Folie piochées ou rendues dans les "
    "nombres de cartes Folie que vous saisissez.",
)
VP_REMINDER = (
    "Played during the Play phase: include its VP in the VP you enter.",
    "Jouée pendant la phase de jeu : comptez ses PV dans les PV que vous saisissez.",
)
NEEDS_END_OF_TURN = (
    "needs engine support for end-of-turn effects and for the minions destroyed earlier in the "
    "turn (not on the board)",
    "nécessite que le moteur gère les effets de fin de tour et les Créatures détruites plus tôt "
    "dans le tour (absentes du plateau)",
)


def scoring_target(window: str, want: str, scoring, choose, ok=None):
    """The minion a Special names on the scoring base (choose.card), or the reason it cannot be
    played: (target, None) or (None, reason). `want` is the window the Special is played in,
    `ok(card)` an extra condition on the target (e.g. its power)."""
    if window != want or scoring is None:
        if want == "before_scoring":
            return None, ("play it before a base scores", "à jouer avant la Conquête d'une Base")
        return None, ("play it after a base scores", "à jouer après la Conquête d'une Base")
    if choose is None or choose.card is None:
        return None, (
            "name a minion on the scoring base (choose.card)",
            "nommez une Créature de la Base conquise (choose.card)",
        )
    for target in minions(scoring):
        if target.id == choose.card:
            if ok is not None and not ok(target):
                return None, (
                    f"{choose.card} does not meet the card's condition",
                    f"{choose.card} ne remplit pas la condition de la carte",
                )
            return target, None
    return None, (
        f"{choose.card} is not a minion on the scoring base",
        f"{choose.card} n'est pas une Créature de la Base conquise",
    )


def applied_by_the_engine(window: str):
    """A special hook for a card in play whose "Special:" the engine applies in its scoring
    window (before_scoring / after_scoring): a scripted special event is refused with a reason
    saying so (and how to decide a "may": a choice of the card)."""
    when = {
        "before_scoring": ("before its base scores", "avant la Conquête de sa Base"),
        "after_scoring": ("after its base scores", "après la Conquête de sa Base"),
    }[window]

    def special(game, event_window, scoring, card, player, choose):
        return (
            f"the engine applies this card's Special {when[0]}: no event needed (decide a 'may' "
            "with a choice of the card)",
            f"le moteur applique la Spéciale de cette carte {when[1]} : aucun événement à saisir "
            "(décidez un « peut » par un choix de la carte)",
        )

    return special
