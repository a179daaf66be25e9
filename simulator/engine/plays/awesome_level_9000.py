"""Play abilities of Awesome Level 9000 (issue 27): Bear Cavalry, Ghosts, Killer Plants,
Steampunks, both printings.

The `choose` keys these cards read (beyond the blocks' "card" / "to"):
- Bear Hug: "cards", the minions the other players destroy when several of a player's minions
  tie for the least power (one id per such player, each that player's decision; a player not
  named: the first in table order a protection does not keep, assumed as that player's).
- Bear Rides You (POD): "card" and "to" (the move), then "base" (the new base) or "cards" ([a
  card there]) for the cancel, which is not applied (warned): type the card as its 'special'
  event 'now' to have it.
- Commission: "play" and "to" (the extra minion and its base), then "card" (another player's
  minion on that base) and "base" (where it goes).
- You're Pretty Much Borscht: "base" (a base where you have a minion) and "to" (where the other
  players' minions go).
- You're Screwed (original): "card" and "to".
- The Dead Rise: "count" (how many cards you discarded: at most the cards in your hand when
  the board gives them), then "play" and "to" (the minion from your discard pile).
- Mechanic, Change of Venue: "play" and "to" (the action played as an extra action); Change of
  Venue first reads "card" (your action in play that goes back to your hand), and its "play" is
  a card object of that same catalog card under a new id (the input's ids are unique).

Make Contact, Shady Deal and Spirit read the number of cards in the player's hand (the board's
`hand_size` or `hands`, after the played card left it); without it, that part is warned.
"""

from __future__ import annotations

from itertools import islice, product

from .. import messages as M
from ..model import ACTION, MINION, Card
from . import blocks as B
from . import shared as S
from . import talents as T
from .context import Located, Play
from .core_second_half import disenchant  # Bear Necessities (original) prints its text
from .culture_shock import QUIPU_STRINGS  # Mechanic prints Quipu Strings' text
from .registry import (
    CONTINUOUS,
    HANDS_ONLY,
    NO_ABILITY,
    TALENT,
    applied,
    no_board_effect,
    not_simulated,
    register,
)

BOX = "Awesome Level 9000"
ORIGINAL = "original"
POD = "pod"

Loc = tuple[str, str]

START_OF_TURN = (
    "it acts at the start of its controller's turn, not when it is played: type that effect "
    "as events then",
    "elle agit au début du tour de son contrôleur, pas quand elle est jouée : saisissez alors "
    "cet effet comme événements",
)
HAND_SIZE_UNKNOWN = (
    "the number of cards in your hand is not given (the board's hand_size or hands)",
    "le nombre de cartes dans votre main n'est pas donné (hand_size ou hands du plateau)",
)


# --- bear cavalry ------------------------------------------------------------------------------

# Bear Cavalry (original) must, Grizzled Veteran (POD) may: another player's minion from here.
_BEAR_CAVALRY = B.move_minion(may=False, where="here", to="away", controller="others")
_GRIZZLED_VETERAN = B.move_minion(may=True, where="here", to="away", controller="others")

_BEAR_HUG_WHAT = (
    "destroy each other player's minion with the least power",
    "détruire la Créature de plus faible Force de chaque autre joueur",
)


def _bear_hug(play: Play) -> None:
    # Bear Hug: each other player loses their weakest minion, its controller picking on a tie:
    # each other player's weakest minion (on any base) is destroyed; on a tie
    # the tied minions' controller picks which (choose "cards", one id per tied player; a tied
    # player not named: the first they may pick, assumed and listed as theirs). A tied minion
    # the destroy cannot take (a protection) is never offered nor assumed; named, it is left
    # out with a warning naming its protector, and that player's part is skipped.
    players = list(play.game.players)
    start = players.index(play.player) + 1 if play.player in players else 0
    weakest: list[tuple[str, list[Located]]] = []
    for other in players[start:] + players[:start]:
        if other == play.player:
            continue
        theirs = play.minions(
            "everywhere", ok=lambda b, c, p=other: c.controller == p, affectable=False
        )
        if not theirs:
            continue
        least = min(play.power(b, c) for b, c in theirs)
        weakest.append((other, [(b, c) for b, c in theirs if play.power(b, c) == least]))
    if not weakest:
        play.decide([], may=False, what=_BEAR_HUG_WHAT, keys=("cards",))
        return
    # Each tied minion's protection, asked before any is destroyed (one effect).
    refused = {
        c.uid: play.refusal(b, c, "destroy")
        for _, group in weakest
        if len(group) > 1
        for b, c in group
    }
    given = play.given("cards") if refused else None  # (read only when there is a tie)
    named = _bear_hug_named(play, weakest, refused, given) if given is not None else {}
    if named is None:
        return
    doomed: list[Located] = []
    shielded: list[tuple[Card, Loc]] = []
    for other, group in weakest:
        if len(group) == 1:
            doomed.append(group[0])  # (its own protection is asked by the destroy, and logged)
            continue
        free = [(b, c) for b, c in group if not refused[c.uid]]
        if other in named:
            base, card = named[other]
            if refused[card.uid]:
                shielded.append((card, refused[card.uid]))  # type: ignore[arg-type]
            else:
                doomed.append((base, card))
            continue
        if not free:
            # None of the tied minions can be destroyed: each stays, the log says why.
            for base, card in group:
                play.game.log(
                    M.NOT_DESTROYED,
                    base.id,
                    card=card.label(),
                    why=play.why,
                    reason=refused[card.uid],
                )
            continue
        doomed.append(free[0])
        if len(free) > 1:
            _bear_hug_assumed(play, other, free)
    for card, reason in shielded:
        label = card.label()
        play.cannot((f"destroy {label}", f"détruire {label}"), reason, partial=bool(doomed))
    for base, card in doomed:
        play.destroy(base, card)


def _bear_hug_named(
    play: Play, weakest: list[tuple[str, list[Located]]], refused: dict, given
) -> dict[str, Located] | None:
    """The tied minion choose.cards names for each tied player (player -> minion), or None when
    it names a card that is no tied minion, or two of one player: refused whole (the tied
    players' minions stay; the others' weakest are still destroyed, by the caller)."""
    play.read.add("cards")
    tied = {c.id: (other, (b, c)) for other, group in weakest if len(group) > 1 for b, c in group}
    named: dict[str, Located] = {}
    ok = True
    for card_id in given:
        if card_id not in tied or tied[card_id][0] in named:
            ok = False
            break
        other, located = tied[card_id]
        named[other] = located
    if ok:
        return named
    free = [
        [c.id for _, c in group if not refused[c.uid]] for _, group in weakest if len(group) > 1
    ]
    combos = [list(ids) for ids in islice(product(*free), 5)]
    play.cannot(
        _BEAR_HUG_WHAT,
        (
            f"cards {list(given)} is not one tied minion per player (options: {combos})",
            f"cards {list(given)} n'est pas une Créature à égalité par joueur (options : {combos})",
        ),
    )
    # The untied players' weakest are still destroyed.
    for _, group in weakest:
        if len(group) == 1:
            play.destroy(*group[0])
    return None


def _bear_hug_assumed(play: Play, other: str, free: list[Located]) -> None:
    """The tie `other` breaks, not given: the first of their tied minions the destroy may take,
    listed in assumed_choices as their decision ("controller chooses in case of ties")."""
    what = (
        "destroy one of their tied minions with the least power",
        "détruire une de ses Créatures à égalité de plus faible Force",
    )
    play.assume(
        {"cards": (free[0][1].id,)},
        M.PLAY_ASSUMED_FIRST(card=play.name, player=other, what=what),
        player=other,
        options=lambda: ({"cards": (c.id,)} for _, c in free),
    )


_CANCEL_WHAT = (
    "cancel the abilities of a card at its new base until your next turn",
    "annuler jusqu'à votre prochain tour les capacités d'une carte de sa nouvelle Base",
)
_CANCEL_NOT_APPLIED = (
    "the cancel is not applied by a play: type Bear Rides You as its 'special' event 'now'",
    "l'annulation n'est pas appliquée par un jeu : saisissez Bear Rides You comme son événement "
    "'special' 'now'",
)


def _bear_rides_you_pod(play: Play) -> None:
    # Move any minion (mandatory); after moving one you control, you MAY cancel a card at its
    # new base (or the base itself, per the card's clarification): that part lasts until your
    # next turn, which a play does not carry, so choosing it is warned, never silently dropped.
    # A minion a protection keeps from being moved (Deep Roots...), or a base it may not go
    # to, is no option; named, it is warned of with its protector.
    found = play.pick_card_and_base(
        play.minions("everywhere", affectable=False, only=play.given("card")),
        lambda base, card: [b for b in play.bases if b is not base],
        may=False,
        what=("move a minion to another base", "déplacer une Créature vers une autre Base"),
        protection="move",
    )
    if found is None:
        return
    src, card, dst = found
    if not play.move(src, card, dst) or card.controller != play.player:
        return
    options = [{"base": dst.id}]
    options += [{"cards": (c.id,)} for c in dst.cards if c.id is not None and c.id != card.id]
    if play.decide(options, may=True, what=_CANCEL_WHAT) is not None:
        play.cannot(_CANCEL_WHAT, _CANCEL_NOT_APPLIED, unsimulated=True)


def _commission(may: bool):
    what = (
        "move another player's minion from the extra minion's base to another base",
        "déplacer une Créature d'un autre joueur de la Base de la Créature supplémentaire vers "
        "une autre Base",
    )

    def act(play: Play) -> None:
        # The extra minion is played now ("play", "to"); then the move is from its base, so
        # the minion is "card" and its new base "base" ("to" is the extra minion's).
        if not play.play_extra(
            kind=MINION, what=("play an extra minion", "jouer une Créature supplémentaire")
        ):
            return
        found = play.game.find(play.played_extra.id)  # type: ignore[union-attr]
        if found is None:
            return
        there = found[0]
        # A minion a protection keeps from being moved (Deep Roots...) is no option, nor a base
        # that refuses it; named, either is warned of with the reason.
        picked = play.pick_card(
            play.minions(there, controller="others", affectable=False, only=play.given("card")),
            may=may,
            what=what,
            key="card",
            protection="move",
        )
        if picked is None:
            return
        others = [b for b in play.bases if b is not there]
        dst = play.pick_destination([picked], others, what=what, key="base")
        if dst is not None:
            play.move(picked[0], picked[1], dst)

    return act


def _borscht(play: Play) -> None:
    # A base where you have a minion ("base"), one other base ("to"): every other player's
    # minion there moves (a protected one stays, logged).
    what = (
        "move every other player's minion from a base where you have one to one other base",
        "déplacer toutes les Créatures des autres joueurs d'une Base où vous en avez une vers "
        "une autre Base",
    )
    options = [
        {"base": src.id, "to": dst.id}
        for src in play.bases
        if any(c.is_minion and c.controller == play.player for c in src.cards)
        for dst in play.bases
        if dst is not src
    ]
    chosen = play.decide(options, may=False, what=what)
    if chosen is None:
        return
    src = play.game.base_by_id(chosen["base"])
    dst = play.game.base_by_id(chosen["to"])
    for base, card in play.minions(src, controller="others", affectable=False):
        play.move(base, card, dst)


def _youre_screwed(play: Play) -> None:
    mine = {
        b.id
        for b in play.bases
        if any(c.is_minion and c.controller == play.player for c in b.cards)
    }
    # A minion a protection keeps from being moved (Deep Roots...), or a base it may not go
    # to, is no option; named, it is warned of with its protector.
    found = play.pick_card_and_base(
        play.minions(
            "everywhere",
            controller="others",
            ok=lambda b, c: b.id in mine,
            affectable=False,
            only=play.given("card"),
        ),
        lambda base, card: [b for b in play.bases if b is not base],
        may=False,
        what=(
            "move another player's minion from a base where you have one to another base",
            "déplacer une Créature d'un autre joueur d'une Base où vous en avez une vers une "
            "autre Base",
        ),
        protection="move",
    )
    if found is not None:
        play.move(found[0], found[1], found[2])


# --- ghosts ------------------------------------------------------------------------------------


def _make_contact(play: Play) -> None:
    # With any card in hand this action destroys itself; with none, you take control of the
    # minion it is on (its Ongoing gives it back when the action leaves play: card registry).
    base = play.here()
    held = S.hand_held(play)
    what = ("take control of this minion", "prendre le contrôle de cette Créature")
    if held is None:
        play.cannot(what, HAND_SIZE_UNKNOWN, unsimulated=True)
        return
    if base is None:
        return
    if held > 0:
        play.log(
            (
                "you have cards in hand: it destroys itself",
                "vous avez des cartes en main : elle se détruit",
            )
        )
        play.destroy(base, play.card)
        return
    minion = next((c for c in base.cards if c.id == play.card.attached_to), None)
    if minion is None:
        play.cannot(
            what,
            (
                "it is played on a minion: give the event's attached_to",
                "elle se joue sur une Créature : donnez attached_to à l'événement",
            ),
        )
        return
    play.take_control(base, minion)


def _shady_deal(play: Play) -> None:
    held = S.hand_held(play)
    what = ("gain 1 VP", "gagner 1 PV")
    if held is None:
        play.cannot(what, HAND_SIZE_UNKNOWN, unsimulated=True)
    elif held <= 2:
        play.gain_vp(play.player, 1)


def _spirit(play: Play) -> None:
    # Choose a minion; you MAY discard as many cards as its power to destroy it. Only minions
    # you can pay for are options: without the hand size, none is (warned, as Shady Deal), unless
    # the choose declines on purpose.
    held = S.hand_held(play)
    what = (
        "discard cards equal to a minion's power to destroy it",
        "défausser autant de cartes que la Force d'une Créature pour la détruire",
    )
    if held is None:
        play.read.add("card")
        if play.choose is None or play.given("card") is not None:
            play.cannot(what, HAND_SIZE_UNKNOWN, unsimulated=True)
        return
    # A minion a protection keeps from being destroyed (General Ivan, Warbot...) is no option;
    # named, it is warned of with its protector and nothing is discarded.
    found = play.pick_card(
        play.minions("everywhere", power_max=held, affectable=False, only=play.given("card")),
        may=True,
        what=what,
        protection="destroy",
    )
    if found is None:
        return
    power = play.power(*found)
    if play.destroy(*found):
        play.log(
            (f"discard {power} card(s) from your hand", f"défaussez {power} carte(s) de votre main")
        )
        S.cards_leave_hand(play, power)


def _the_dead_rise(play: Play) -> None:
    # Discard any number of cards ("count"), then play from your discard pile an extra minion of
    # power less than that number ("play", "to").
    what = (
        "play an extra minion from your discard pile",
        "jouer une Créature supplémentaire depuis votre défausse",
    )
    play.read.add("count")
    count = play.choose.get("count") if play.choose else None
    if count is None:
        if play.choose and play.choose.get("play") is not None:
            play.cannot(
                what,
                (
                    "say how many cards you discarded (choose.count)",
                    "indiquez combien de cartes vous avez défaussées (choose.count)",
                ),
            )
            return
        play.play_extra(kind=MINION, what=what)
        return
    held = S.hand_held(play)
    if held is not None and count > held:
        # You cannot discard more cards than you hold (the hand size is known): nothing is
        # discarded nor played.
        play.read |= {"play", "to"}
        play.cannot(
            what,
            (
                f"count: {count} is not possible: you hold {held} card(s) after playing it",
                f"count : {count} n'est pas possible : vous avez {held} carte(s) en main après "
                "l'avoir jouée",
            ),
        )
        return
    play.log(
        (f"discard {count} card(s) from your hand", f"défaussez {count} carte(s) de votre main")
    )
    S.cards_leave_hand(play, count)
    play.play_extra(kind=MINION, power_max=count - 1, what=what)


# --- killer plants -----------------------------------------------------------------------------


def _blossom(play: Play) -> None:
    # "Play up to three extra minions that all have the same name": the extra plays granted
    # carry the name of the first one played with them; a minion of another name is beyond
    # the turn's plays (warned).
    play.extra_play(MINION, 3, same_name=True)


# --- steampunks --------------------------------------------------------------------------------


def _change_of_venue(play: Play) -> None:
    # One of your actions in play goes back to your hand ("card"), then is played again as an
    # extra action ("play", "to"). A board cannot name the returned card twice (ids are unique
    # in the input), so "play" is a card object of the same catalog card under a new id.
    found = play.pick_card(
        play.actions(ok=lambda b, c: c.controller == play.player),
        may=False,
        what=(
            "return one of your actions in play to your hand",
            "reprendre en main une de vos Actions en jeu",
        ),
    )
    if found is None or not play.return_to_hand(*found):
        return
    returned = found[1]
    given = play.choose.get("play") if play.choose else None
    what = ("play it again as an extra action", "la rejouer comme Action supplémentaire")
    if given is not None and given.key != returned.key:
        play.read.add("play")
        play.cannot(
            what,
            (
                f"choose.play must be the returned action ({returned.label()})",
                f"choose.play doit être l'Action reprise ({returned.label()})",
            ),
        )
        return
    if play.play_extra(kind=ACTION, what=what):
        _out_of_hand(play, returned)


def _out_of_hand(play: Play, card) -> None:
    """The returned card, played again under the new id of choose.play, is no longer in its
    owner's hand (as S.replay plays the hand's card itself)."""
    game = play.game
    held = (game.hands or {}).get(card.owner or "", [])
    back = next((c for c in reversed(held) if c.uid == card.uid), None)
    if back is None:
        return
    held.remove(back)
    if card.owner in game.hand_size:
        game.hand_size[card.owner] -= 1


def _ornate_dome(play: Play) -> None:
    # Every other player's action played on this base (not those on minions: clarification).
    for base, card in play.actions(
        "here", ok=lambda b, c: c.attached_to is None and c.controller != play.player
    ):
        play.destroy(base, card)


register(
    # --- bear cavalry ---
    applied("bear-cavalry/bear-cavalry", _BEAR_CAVALRY, box=BOX, printing=ORIGINAL),
    applied("bear-cavalry/grizzled-veteran", _GRIZZLED_VETERAN, box=BOX, printing=POD),
    applied("bear-cavalry/bear-hug", _bear_hug, box=BOX),
    applied("bear-cavalry/bear-necessities", disenchant, box=BOX, printing=ORIGINAL),
    not_simulated("bear-cavalry/bear-necessities", TALENT, box=BOX, printing=POD, ongoing=True),
    applied(
        "bear-cavalry/bear-rides-you",
        B.move_minion(may=False, controller="own"),
        box=BOX,
        printing=ORIGINAL,
    ),
    applied("bear-cavalry/bear-rides-you", _bear_rides_you_pod, box=BOX, printing=POD),
    no_board_effect("bear-cavalry/bearing-down", CONTINUOUS, box=BOX, printing=POD, ongoing=True),
    # The original must move, the POD card may (the card registry's one entry covers both).
    applied("bear-cavalry/commission", _commission(may=False), box=BOX),
    applied("bear-cavalry/commission", _commission(may=True), box=BOX, printing=POD),
    no_board_effect("bear-cavalry/cub-scout", CONTINUOUS, box=BOX),
    no_board_effect("bear-cavalry/general-ivan", CONTINUOUS, box=BOX),
    no_board_effect("bear-cavalry/high-ground", CONTINUOUS, box=BOX, ongoing=True),
    not_simulated("bear-cavalry/major-ursa", TALENT, box=BOX, printing=POD),
    no_board_effect("bear-cavalry/polar-commando", CONTINUOUS, box=BOX, printing=ORIGINAL),
    applied("bear-cavalry/polar-commando", talent=T.polar_commando, box=BOX, printing=POD),
    no_board_effect(
        "bear-cavalry/superiority", CONTINUOUS, box=BOX, printing=ORIGINAL, ongoing=True
    ),
    not_simulated("bear-cavalry/superiority", TALENT, box=BOX, printing=POD, ongoing=True),
    applied("bear-cavalry/youre-pretty-much-borscht", _borscht, box=BOX),
    applied("bear-cavalry/youre-screwed", _youre_screwed, box=BOX, printing=ORIGINAL),
    # --- ghosts ---
    no_board_effect("ghosts/across-the-divide", HANDS_ONLY, box=BOX),
    not_simulated("ghosts/creampuff-man", TALENT, box=BOX, printing=POD),
    no_board_effect("ghosts/door-to-the-beyond", CONTINUOUS, box=BOX, ongoing=True),
    no_board_effect("ghosts/ghost", HANDS_ONLY, box=BOX),
    applied("ghosts/ghostly-arrival", B.both(B.extra_play(MINION), B.extra_play(ACTION)), box=BOX),
    no_board_effect("ghosts/haunting", CONTINUOUS, box=BOX),
    no_board_effect("ghosts/incorporeal", CONTINUOUS, box=BOX, ongoing=True),
    applied("ghosts/make-contact", _make_contact, box=BOX, ongoing=True),
    no_board_effect("ghosts/seance", HANDS_ONLY, box=BOX),
    applied("ghosts/shady-deal", _shady_deal, box=BOX),
    # Its Special says from where it may be played; once played it does nothing more.
    no_board_effect("ghosts/spectre", NO_ABILITY, box=BOX),
    applied("ghosts/spirit", _spirit, box=BOX),
    applied("ghosts/the-dead-rise", _the_dead_rise, box=BOX),
    # --- killer plants ---
    applied("killer-plants/blossom", _blossom, box=BOX),
    no_board_effect("killer-plants/budding", HANDS_ONLY, box=BOX),
    no_board_effect("killer-plants/choking-vines", START_OF_TURN, box=BOX, ongoing=True),
    no_board_effect("killer-plants/deep-roots", CONTINUOUS, box=BOX, ongoing=True),
    no_board_effect("killer-plants/entangled", CONTINUOUS, box=BOX, ongoing=True),
    applied("killer-plants/insta-grow", B.extra_play(MINION), box=BOX),
    not_simulated("killer-plants/killer-kudzu", TALENT, box=BOX, printing=POD),
    no_board_effect("killer-plants/overgrowth", CONTINUOUS, box=BOX, ongoing=True),
    no_board_effect("killer-plants/sleep-spores", CONTINUOUS, box=BOX, ongoing=True),
    no_board_effect("killer-plants/sprout", START_OF_TURN, box=BOX),
    not_simulated("killer-plants/venus-man-trap", TALENT, box=BOX),
    no_board_effect("killer-plants/water-lily", START_OF_TURN, box=BOX),
    no_board_effect("killer-plants/weed-eater", CONTINUOUS, box=BOX),
    # --- steampunks ---
    no_board_effect("steampunks/aggromotive", CONTINUOUS, box=BOX, ongoing=True),
    applied("steampunks/captain-ahab", talent=T.captain_ahab, box=BOX),
    applied("steampunks/change-of-venue", _change_of_venue, box=BOX),
    no_board_effect("steampunks/difference-engine", HANDS_ONLY, box=BOX, ongoing=True),
    no_board_effect("steampunks/escape-hatch", CONTINUOUS, box=BOX, ongoing=True),
    applied("steampunks/mechanic", QUIPU_STRINGS, box=BOX),
    applied("steampunks/ornate-dome", _ornate_dome, box=BOX, ongoing=True),
    no_board_effect("steampunks/rotary-slug-thrower", CONTINUOUS, box=BOX, ongoing=True),
    no_board_effect("steampunks/scrap-diving", HANDS_ONLY, box=BOX),
    no_board_effect("steampunks/steam-man", CONTINUOUS, box=BOX),
    no_board_effect("steampunks/steam-queen", CONTINUOUS, box=BOX),
    applied("steampunks/zeppelin", talent=T.zeppelin, box=BOX, ongoing=True),
)
