"""Play abilities of Smash Up: Munchkin (issue 28), the Clerics, both printings.

(The box's helpers and the choose keys its cards read are in munchkin.py; the orcs, thieves and
warriors in munchkin_second_half.py. Reverse Curse's "transfer" mode reads "order": [the action,
the minion or base it goes to].)
"""

from __future__ import annotations

from ..model import ACTION, MINION, MONSTER
from . import shared as S
from .context import Play
from .munchkin import (
    BOX,
    ORIGINAL,
    POD,
    _boost_everything,
    _destroy_action,
    _destroy_monster,
    _good_habits,
    _monsters,
    transfer_onto,
    transfer_options,
)
from .registry import AT_SCORING, CONTINUOUS, HANDS_ONLY, applied, no_board_effect, register

# --- clerics ---------------------------------------------------------------------------------


def _divine_intervention(play: Play) -> None:
    # One more action, or one more minion with power 2 or below (choose "mode": "action" /
    # "minion"); the stasis counter stays on the card, off the board.
    mode = play.pick_mode(
        [
            ("action", ("an extra action", "une Action supplémentaire")),
            ("minion", ("an extra small minion", "une petite Créature supplémentaire")),
        ],
        what=("choose the extra play", "choisir la pose supplémentaire"),
    )
    if mode == "minion":
        play.extra_play(MINION, power_max=2)
    else:
        play.extra_play(ACTION)


def _good_habits_pod(play: Play) -> None:
    # The boost, or a stasis counter on the card (choose "mode": "boost" / "stasis").
    mode = play.pick_mode(
        [
            ("boost", ("every minion +1", "toutes les Créatures +1")),
            ("stasis", ("a stasis counter on it", "un marqueur de stase sur elle")),
        ],
        what=("choose its effect", "choisir son effet"),
    )
    if mode == "boost":
        _good_habits(play)


def _join_the_club_original(play: Play) -> None:
    # Every minion on one base (choose "base") +1 until the end of the turn.
    found = play.pick_base(
        play.bases, may=False, what=("choose a base", "choisir une Base"), key="base"
    )
    if found is not None:
        _boost_everything(play, [found])


def _join_the_club_pod(play: Play) -> None:
    # Control, for the turn, of a minion with power 3 or below, or of an undead
    # monster: which monsters are undead the board does not say, so a monster is taken only
    # when the player names it (choose "card").
    named = play.given("card")
    monsters = [(b, c) for b, c in _monsters(play) if c.id == named]
    found = play.pick_card(
        play.minions("everywhere", power_max=3) + monsters,
        may=False,
        what=(
            "take a minion with power 3 or below, or an undead monster, for the turn",
            "prendre le contrôle d'une Créature de Force 3 ou moins ou d'un Monstre mort-vivant",
        ),
    )
    if found is not None:
        play.take_control(*found, until_end_of_turn=True)


# generic: destroy one action in play, on a base or on a minion (Remove Curse; Mega Troopers'
# Lightning Crystal, a later box, prints the same text).
def remove_curse(play: Play) -> None:
    _destroy_action(play, play.actions(), ("destroy an action", "détruire une Action"))


def _reverse_curse(play: Play) -> None:
    # Move one of your minions (choose "card", "to"); then may destroy an action at its new
    # base (choose "mode": "destroy" with "cards": [the action]) or transfer it ("mode":
    # "transfer" with "order": [the action, where it goes]). Its clarification: an action on a
    # minion there goes to another minion, one on the base to another base.
    found = play.pick_card_and_base(
        play.minions("everywhere", controller="own", affectable=False),
        lambda base, card: [b for b in play.bases if b is not base],
        may=False,
        what=("move one of your minions", "déplacer une de vos Créatures"),
        protection="move",
    )
    if found is None:
        return
    base, card, dst = found
    if not play.move(base, card, dst):
        return
    what = (
        "destroy or transfer an action at its new base",
        "détruire ou transférer une Action sur sa nouvelle Base",
    )
    actions = [(b, c) for b, c in play.actions(dst) if c.id is not None]
    # An action a protection keeps from the destroy (Steam Queen...) is not offered to destroy;
    # named, it stays with a warning naming the protector.
    kept = {c.id: play.refusal(b, c, "destroy") for b, c in actions}
    given = play.choose or {}
    named = given.get("cards")
    if given.get("mode") == "destroy" and isinstance(named, list | tuple) and len(named) == 1:
        reason = kept.get(named[0])
        if reason is not None:
            play.read |= {"mode", "cards"}
            # The minion has moved: the play acted, in part.
            play.cannot(what, reason, partial=True)
            return
    options = [{"mode": "destroy", "cards": (c.id,)} for _, c in actions if kept[c.id] is None]
    on_minions = [(b, c) for b, c in actions if c.attached_to is not None]
    everyone = play.minions("everywhere")
    options += [{"mode": "transfer", **o} for o in transfer_options(play, on_minions, everyone)]
    options += [
        {"mode": "transfer", "order": (c.id, other.id)}
        for b, c in actions
        if c.attached_to is None and play.refusal(b, c, "move") is None
        for other in play.bases
        if other is not b
    ]
    chosen = play.decide(options, may=True, what=what)
    if chosen is None:
        return
    if chosen["mode"] == "transfer":
        action_id, where = chosen["order"]
        found = play.game.find(action_id)
        if found is None:
            return
        if found[1].attached_to is not None:
            transfer_onto(play, found[1], where)
        else:
            play.move(*found, play.game.base_by_id(where))
        return
    target = play.game.find(chosen["cards"][0])
    if target is not None:
        play.destroy(*target)


def _turner_original(play: Play) -> None:
    # Destroy an undead monster here (choose "mode": "destroy", "card") or shuffle a random
    # discarded minion into the deck ("shuffle", the default: it changes no board, and which
    # monsters are undead the board does not say).
    mode = play.pick_mode(
        [
            ("shuffle", ("shuffle a discarded minion", "remélanger une Créature défaussée")),
            ("destroy", ("destroy an undead monster here", "détruire un Monstre mort-vivant ici")),
        ],
        what=("choose its effect", "choisir son effet"),
    )
    if mode == "destroy":
        _destroy_monster(play, "here")
    else:
        play.log(
            (
                "shuffle a random minion of your discard pile into your deck",
                "remélangez une Créature au hasard de votre défausse dans votre pioche",
            )
        )


def _turner_pod(play: Play) -> None:
    # An undead monster may be played on a base of the player's choice (choose "play", "to").
    play.play_extra(kind=MONSTER, what=("play an undead monster", "jouer un Monstre mort-vivant"))


def _word_of_recall(play: Play) -> None:
    play.log(
        (
            "each other player's discard pile gives you one action at random; give back those not "
            "played",
            "prenez une Action au hasard dans la défausse de chaque autre joueur ; rendez celles "
            "non jouées",
        )
    )
    # From each other player's discard pile: a card object another player owns, never a card
    # of a hand.
    whence = ("another player's discard pile", "la défausse d'un autre joueur")
    play.play_extra(
        kind=ACTION,
        what=("play one as an extra action", "en jouer une en plus"),
        ok=S.from_another_pile(play, whence),
    )


register(
    no_board_effect("clerics/bin-and-gone", AT_SCORING, box=BOX, ongoing=True),
    no_board_effect("clerics/cardinal", HANDS_ONLY, box=BOX),
    no_board_effect("clerics/collection-plate", HANDS_ONLY, box=BOX),
    no_board_effect("clerics/curse-of-imprisonment", CONTINUOUS, box=BOX, ongoing=True),
    no_board_effect("clerics/curse-of-uselessness", CONTINUOUS, box=BOX, ongoing=True),
    no_board_effect("clerics/deep-friar", AT_SCORING, box=BOX),
    applied("clerics/divine-intervention", _divine_intervention, box=BOX),
    applied("clerics/good-habits", _good_habits, box=BOX, printing=ORIGINAL),
    applied("clerics/good-habits", _good_habits_pod, box=BOX, printing=POD),
    no_board_effect("clerics/holy-roller", HANDS_ONLY, box=BOX),
    applied("clerics/join-the-club", _join_the_club_original, box=BOX, printing=ORIGINAL),
    applied("clerics/join-the-club", _join_the_club_pod, box=BOX, printing=POD),
    applied("clerics/remove-curse", remove_curse, box=BOX),
    applied("clerics/reverse-curse", _reverse_curse, box=BOX),
    applied("clerics/turner", _turner_original, box=BOX, printing=ORIGINAL),
    applied("clerics/turner", _turner_pod, box=BOX, printing=POD),
    applied("clerics/word-of-recall", _word_of_recall, box=BOX),
)
