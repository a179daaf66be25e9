"""Play abilities of The Big Geeky Box (Geeks) and the All Stars Event Kit (Smash Up All Stars),
both reissued in The Bigger Geekier Box (issue 28), both printings.

Most All Stars cards reprint a card of another faction: those take the entry of that card
(`_like`: the same act, status and reason, one implementation), as does Rules Lawyer (the
same transfer as Ripped Off) and Favor of Dionysus.

The `choose` keys these cards read, beyond the usual "card" (one card), "to" (a base) and
"play" (the extra card played now, a card object or a hand card's id, with "to"; Min-Maxing's
from an opponent's hand, Non-Infinite Loop's from your own):
- "cards": the minions Griefer makes other players destroy (at most one of each other player's
  minions, each checked alone: a protected one skips that player's part only; the players not
  named take one of the effects on hands and decks);
- "mode": Puck's effect ("action" or "draw"); "hand" for Non-Infinite Loop puts the one-shot
  action it played back into your hand (not given: that "may" is declined; an action that stays
  in play goes to no discard pile and is not asked);
- "order": Rules Lawyer's transfer (as Ripped Off's, its_your_fault.py): [the action on a
  minion, the minion it goes to]; an action on a base takes "card" and "to" (a base).
"""

from __future__ import annotations

from itertools import combinations, product

from .. import messages as M
from ..model import ACTION
from . import (  # noqa: F401  (imported so that their entries are registered before _like)
    awesome_level_9000,
    core,
    cthulhu,
    cthulhu_second_half,
    its_your_fault,
    monster_smash,
    pretty_pretty_smash_up,
    science_fiction_double_feature,
)
from . import shared as S
from .context import Loc, Play
from .registry import (
    CONTINUOUS,
    HANDS_ONLY,
    PlayAbility,
    applied,
    lookup,
    no_board_effect,
    not_simulated,
    register,
)

GEEKS_BOX = "The Big Geeky Box"
ALL_STARS_BOX = "All Stars Event Kit"
ORIGINAL = "original"
POD = "pod"

# The reasons of this module (English, French).
ANSWER: Loc = (
    "a Special played in answer to another player's card (a 'special' event); nothing acts "
    "when it is played in the Play phase",
    "une Spéciale jouée en réponse à la carte d'un autre joueur (un événement 'special') ; rien "
    "n'agit quand elle est jouée pendant la phase Jouer des cartes",
)
TEXT_NOT_ANNOUNCED: Loc = (
    "the text of its POD printing is not announced yet: type what the card does as events",
    "le texte de son impression POD n'est pas encore annoncé : saisissez l'effet de la carte "
    "comme événements",
)


# generic: the entry of a card printing the same effect in another faction, for a reprint: the
# same act, Talent, status, reason and ongoing flag (one implementation for both).
def _like(key: str, same_as: str, *, box: str, printing: str | None = None) -> PlayAbility:
    src = lookup(same_as, printing or ORIGINAL)
    if src.box == "":
        raise ValueError(f"{same_as}: no play entry to reuse for {key}")
    return PlayAbility(
        key,
        src.status,
        box=box,
        act=src.act,
        talent=src.talent,
        printing=printing,
        reason=(src.reason, src.reason_fr) if src.reason else None,
        ongoing=src.ongoing,
    )


# --- geeks -------------------------------------------------------------------------------------


def _felicia_day(play: Play) -> None:
    # Every minion on the other bases moves to its base, all moved by its player (the card's
    # clarification).
    here = play.here()
    if here is None:
        return
    for base, card in play.minions("elsewhere", protection="move"):
        play.move(base, card, here)


def _control_minion(play: Play) -> None:
    found = play.pick_card(
        play.minions("everywhere", controller="others", protection="affect"),
        may=False,
        what=(
            "take control of another player's minion until the end of the turn",
            "prendre le contrôle d'une Créature d'un autre joueur jusqu'à la fin du tour",
        ),
    )
    if found is not None:
        play.take_control(*found, until_end_of_turn=True)


def _griefer(play: Play) -> None:
    # For each other player one of three effects; only "destroys one of their minions" acts on
    # the board ("cards": the minion each such player destroys, one per player at most). The
    # other players take a random discard or shuffle their discard pile (by hand). A named
    # minion that cannot be destroyed skips that player's part only (warned).
    others = S.others(play)
    candidates = [
        (b, c)
        for b, c in play.minions("everywhere", protection="destroy")
        if c.controller in others
    ]
    what = (
        "have other players each destroy one of their minions",
        "faire détruire à d'autres joueurs une de leurs Créatures",
    )
    given = S.given_ids(play, "cards")
    if given is None:
        chosen = _griefer_decided(play, others, candidates, what)
        named = {c.controller for _, c in chosen}
    else:
        chosen, named = _griefer_given(play, given, candidates, what)
    for found in chosen:
        play.destroy(*found)
    rest = [p for p in others if p not in named]
    if rest:
        names = ", ".join(rest)
        play.log(
            (
                f"{names}: discard a card at random or shuffle the discard pile into the deck",
                f"{names} : défaussez une carte au hasard ou mélangez la défausse dans la pioche",
            )
        )


def _griefer_given(play: Play, given: tuple, candidates: list, what: Loc) -> tuple[list, set]:
    """The minions named in choose.cards, each checked alone: one that is not a candidate (not
    in play, not another player's, protected) or a second one of the same player is skipped
    with a warning; the players whose minion was named take no other effect."""
    by_id = {c.id: (b, c) for b, c in candidates}
    chosen: list = []
    named: set = set()
    # The other players' minions named that a protection keeps from being destroyed: each is
    # left out, its warning naming it and its protector, once the others named are known (as
    # pick_cards leaves one out: the play acts in part when another is destroyed).
    shielded: list = []
    for card_id in given:
        found = play.game.find(card_id)
        if found is not None and found[1].controller in S.others(play):
            named.add(found[1].controller)
        if card_id not in by_id:
            reason = None
            if found is None:
                reason = M.PLAY_NOT_IN_PLAY(card=card_id)
            else:
                reason = play.refusal(*found, "destroy")
                if reason and found[1].is_minion and found[1].controller in S.others(play):
                    shielded.append((found[1], reason))
                    continue
            play.cannot(what, reason or M.PLAY_NOT_OPTION(choice=str(card_id)))
            continue
        card = by_id[card_id][1]
        first = next((c for _, c in chosen if c.controller == card.controller), None)
        if first is not None:
            play.cannot(
                what,
                (
                    f"{card.label()}: {card.controller} destroys one minion only ({first.label()})",
                    f"{card.label()} : {card.controller} ne détruit qu'une Créature "
                    f"({first.label()})",
                ),
            )
            continue
        chosen.append(by_id[card_id])
    for card, reason in shielded:
        label = card.label()
        play.cannot((f"destroy {label}", f"détruire {label}"), reason, partial=bool(chosen))
    return [located for located in candidates if located in chosen], named


def _griefer_decided(play: Play, others: list, candidates: list, what: Loc) -> list:
    """Not given: declined ("may": the players take the effects on hands and decks), listed
    with the options: one minion of each other player who has one, then fewer players."""
    by_player = [[c.id for _, c in candidates if c.controller == p] for p in others]
    by_player = [ids for ids in by_player if ids]
    options = []
    for size in range(len(by_player), 0, -1):
        for players in combinations(by_player, size):
            options += [{"cards": ids} for ids in product(*players)]
            if len(options) > _GRIEFER_OPTIONS_MAX:
                break
        if len(options) > _GRIEFER_OPTIONS_MAX:
            break
    order = {c.id: i for i, (_, c) in enumerate(candidates)}
    options = [
        {"cards": tuple(sorted(o["cards"], key=order.__getitem__))}
        for o in options[: _GRIEFER_OPTIONS_MAX + 1]
    ]
    chosen = play.decide(options, may=True, what=what, keys=("cards",))
    if chosen is None:
        return []
    return [located for located in candidates if located[1].id in chosen["cards"]]


# More than the options listed (20): assumed_choices says they were cut.
_GRIEFER_OPTIONS_MAX = 40


def _not_in_hand_of(card, whose: Loc) -> Loc:
    return (
        f"{card.label()} is not a card {whose[0]}",
        f"{card.label()} n'est pas une carte {whose[1]}",
    )


def _min_maxing(play: Play) -> None:
    # The action taken from an opponent's hand ("play", a card object or a hand card's id) is
    # played now; a card of the player's own hand is refused.
    def refused(card, game) -> Loc | None:
        if _in_hand_of(game, card, S.others(play)):
            return None
        return _not_in_hand_of(card, ("of an opponent's hand", "de la main d'un adversaire"))

    play.play_extra(
        kind=ACTION,
        what=(
            "play an action from another player's hand",
            "jouer une Action de la main d'un autre joueur",
        ),
        ok=refused,
        hands="others",
    )


def _in_hand_of(game, card, players) -> bool:
    """Whether `card` is in the hand of one of `players`: held there on the board (whoever
    owns it: a card taken by Ransack), or a card object of theirs (the board does not list
    that hand)."""
    holder = game.holder(card)
    return holder in players if holder is not None else card.owner in players


def _from_own_hand(play: Play):
    def refused(card, game) -> Loc | None:
        if _in_hand_of(game, card, (play.player,)):
            return None
        return _not_in_hand_of(card, ("of your hand", "de votre main"))

    return refused


def _standard_from_own_hand(play: Play):
    # Geeks and POD All Stars printings: a standard action only (not one played on a base or a
    # minion).
    return S.all_of(_from_own_hand(play), S.standard_only(play))


def _placed_from_own_hand(play: Play):
    # Original All Stars printing: any action of the hand, but one that stays in play (on a base
    # or a minion) needs its place ("to" or attached_to): refused without it, so that it stays
    # in the hand, as a refused standard action does.
    own = _from_own_hand(play)

    def refused(card, game) -> Loc | None:
        reason = own(card, game)
        if reason is not None:
            return reason
        if card.attached_to is not None:
            if play.game.find(card.attached_to) is not None:
                return None
        elif S.catalog_ongoing(card) is False or play.game.base_by_id(play.given("to")):
            return None
        return (
            f"{card.label()} is played on a base or a minion: give 'to' or 'attached_to'",
            f"{card.label()} se joue sur une Base ou une Créature : donnez 'to' ou 'attached_to'",
        )

    return refused


def _non_infinite_loop(play: Play) -> None:
    # Geeks (both printings) and POD All Stars: a standard action from the hand ("play") is
    # played now. Original All Stars: any action of the hand. Either may then go back to the
    # hand instead of the discard pile; an action that stays in play (on a base or a minion)
    # goes to no discard pile, so it stays where it was played and nothing is asked.
    standard = not (
        play.card.key.startswith("smash-up-all-stars/") and play.card.printing == ORIGINAL
    )

    def back(card) -> str | None:
        # A one-shot action, once resolved: to the hand instead of the discard pile (the Play
        # phase logs where it goes: effect.resolved_to).
        return play.player if _back_wanted(play) else None

    with play.game.acting(resolved_to=back):
        play.play_extra(
            kind=ACTION,
            what=(
                ("play a standard action from your hand", "jouer une Action standard de votre main")
                if standard
                else ("play an action from your hand", "jouer une Action de votre main")
            ),
            ok=_standard_from_own_hand(play) if standard else _placed_from_own_hand(play),
        )


BACK_TO_HAND: Loc = (
    "put the action played back into the hand rather than where it would go",
    "remettre l'Action jouée dans la main au lieu de l'endroit où elle irait",
)


def _back_wanted(play: Play) -> bool:
    # The "may" that follows the play: "mode": "hand". Not given: declined, as every "may"
    # (listed when the play's choose is not given, logged when it is).
    return play.decide([{"mode": "hand"}], may=True, what=BACK_TO_HAND) is not None


# --- all stars ---------------------------------------------------------------------------------


# --- the registry entries --------------------------------------------------------------------

register(
    # --- geeks ---
    no_board_effect("geeks/banned-list", HANDS_ONLY, box=GEEKS_BOX),
    applied("geeks/control-minion", _control_minion, box=GEEKS_BOX),
    no_board_effect("geeks/cosplay", ANSWER, box=GEEKS_BOX),
    no_board_effect("geeks/fan", HANDS_ONLY, box=GEEKS_BOX),
    applied("geeks/felicia-day", _felicia_day, box=GEEKS_BOX),
    no_board_effect("geeks/force-of-wil", ANSWER, box=GEEKS_BOX),
    no_board_effect("geeks/game-guru", CONTINUOUS, box=GEEKS_BOX),
    applied("geeks/griefer", _griefer, box=GEEKS_BOX),
    applied("geeks/min-maxing", _min_maxing, box=GEEKS_BOX),
    no_board_effect("geeks/mulligan", HANDS_ONLY, box=GEEKS_BOX),
    applied("geeks/non-infinite-loop", _non_infinite_loop, box=GEEKS_BOX),
    _like("geeks/rules-lawyer", "tornados/ripped-off", box=GEEKS_BOX),
    no_board_effect("geeks/wil-wheaton", ANSWER, box=GEEKS_BOX),
    # --- smash up all stars ---
    _like(
        "smash-up-all-stars/begin-the-summoning",
        "elder-things/begin-the-summoning",
        box=ALL_STARS_BOX,
        printing=ORIGINAL,
    ),
    not_simulated(
        "smash-up-all-stars/begin-the-summoning",
        TEXT_NOT_ANNOUNCED,
        box=ALL_STARS_BOX,
        printing=POD,
    ),
    no_board_effect("smash-up-all-stars/ensign", CONTINUOUS, box=ALL_STARS_BOX),
    no_board_effect("smash-up-all-stars/fan", HANDS_ONLY, box=ALL_STARS_BOX),
    _like(
        "smash-up-all-stars/favor-of-dionysus",
        "mythic-greeks/favor-of-dionysus",
        box=ALL_STARS_BOX,
    ),
    _like(
        "smash-up-all-stars/friendship-power", "mythic-horses/friendship-power", box=ALL_STARS_BOX
    ),
    _like("smash-up-all-stars/full-moon", "werewolves/full-moon", box=ALL_STARS_BOX),
    _like("smash-up-all-stars/gelf", "shapeshifters/gelf", box=ALL_STARS_BOX),
    _like("smash-up-all-stars/ghostly-arrival", "ghosts/ghostly-arrival", box=ALL_STARS_BOX),
    # Its Talent only looks at the deck's top card and puts it back on the top or bottom.
    no_board_effect("smash-up-all-stars/granny", HANDS_ONLY, box=ALL_STARS_BOX),
    _like("smash-up-all-stars/imperial-dragon", "dragons/imperial-dragon", box=ALL_STARS_BOX),
    _like("smash-up-all-stars/its-astounding", "time-travelers/its-astounding", box=ALL_STARS_BOX),
    _like("smash-up-all-stars/king-rex", "dinosaurs/king-rex", box=ALL_STARS_BOX),
    _like("smash-up-all-stars/lab-assistant", "mad-scientists/lab-assistant", box=ALL_STARS_BOX),
    applied("smash-up-all-stars/non-infinite-loop", _non_infinite_loop, box=ALL_STARS_BOX),
    no_board_effect("smash-up-all-stars/prepare-for-battle", HANDS_ONLY, box=ALL_STARS_BOX),
    _like("smash-up-all-stars/puck", "fairies/puck", box=ALL_STARS_BOX),
    _like("smash-up-all-stars/seeing-stars", "ninjas/seeing-stars", box=ALL_STARS_BOX),
    _like(
        "smash-up-all-stars/servitor-of-cthulhu",
        "minions-of-cthulhu/servitor-of-cthulhu",
        box=ALL_STARS_BOX,
    ),
    _like("smash-up-all-stars/sprout", "killer-plants/sprout", box=ALL_STARS_BOX),
    no_board_effect("smash-up-all-stars/square-deal", HANDS_ONLY, box=ALL_STARS_BOX),
)
