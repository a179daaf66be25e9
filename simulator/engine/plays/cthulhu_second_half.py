"""Play abilities of The Obligatory Cthulhu Set (issue 27), second half: Minions of Cthulhu and
Miskatonic University, both printings.

(Elder Things and Innsmouth, the box's helpers and the choose keys its cards read are in
cthulhu.py.)
"""

from __future__ import annotations

from ..model import ACTION, MADNESS_DECK
from . import blocks as B
from . import shared as S
from .context import Play
from .cthulhu import (
    BEFORE_SCORING,
    BOX,
    LATER_PLAYS,
    POD,
    SPECIAL,
    START_OF_TURN,
    _held,
    _madness,
    no_board_effect_refusing,
)
from .registry import (
    CONTINUOUS,
    HANDS_ONLY,
    TALENT,
    applied,
    no_board_effect,
    not_simulated,
    register,
)

# --- minions of cthulhu ------------------------------------------------------------------------


def _with_own_minion(where_en: str, where_fr: str):
    """A `refuses` for a card played only on a base where its player already has a minion (the
    POD Cthulhu titan, Complete the Ritual): a titan or an action of theirs there is no minion;
    a monster they control is one."""

    def refuses(game, card, dst, player: str) -> tuple[str, str] | None:
        if dst is None or any(c.is_minion and c.controller == player for c in dst.cards):
            return None
        return (
            f"{card.label()} is only played on a {where_en} ({player} has none on {dst.id})",
            f"{card.label()} ne se joue que sur une {where_fr} ({player} n'en a aucune sur "
            f"{dst.id})",
        )

    return refuses


def _cthulhu_titan(play: Play) -> None:
    # Two Madness cards, the cost of playing it "instead of your regular action play" (which
    # the turn counts: plays/registry.REGULAR_PLAYS_TAKEN).
    S.pay_madness(play, 2)
    play.log(
        (
            "its Talent (draw a Madness card, or give one from your hand) is used later: type "
            "its effect as events",
            "son Talent (piocher une carte Démence, ou en donner une de votre main) s'utilise "
            "plus tard : saisissez son effet comme événements",
        )
    )


def _madness_unleashed(play: Play) -> None:
    count = S.pick_count(
        play,
        _held(play, play.player, MADNESS_DECK),
        may=True,
        what=(
            "discard Madness cards, a card and an extra action for each",
            "défausser des cartes Démence, une carte et une Action supplémentaire pour chacune",
        ),
    )
    if count:
        play.log(
            (
                f"draw {count} card(s) (Madness discarded)",
                f"piochez {count} carte(s) (Démence défaussée)",
            )
        )
        play.extra_play(ACTION, count)


def _servitor(play: Play) -> None:
    # It destroys itself (POD: when played; original: its Talent); the action to the top of
    # the deck is done by hand (and even when the destroy fails: the clarification).
    found = S.in_play(play)
    if found is not None:
        play.destroy(*found)
    play.log(
        (
            "put an action of your discard pile back on your deck's top",
            "placez une Action de votre défausse sur votre pioche",
        )
    )


# --- miskatonic university ---------------------------------------------------------------------


def _it_just_might_work(most: int, *, may: bool):
    if may:
        # POD: "up to" two Madness cards, +1 for each.
        what = (
            f"discard up to {most} Madness card(s), +1 power to each of your minions for each",
            f"défausser jusqu'à {most} carte(s) Démence, +1 en Force à chacune de vos Créatures "
            "pour chacune",
        )
    else:
        # Original: one Madness card discarded, with no "up to", gives the +1.
        what = (
            "discard a Madness card, +1 power to each of your minions",
            "défausser une carte Démence, +1 en Force à chacune de vos Créatures",
        )

    def act(play: Play) -> None:
        count = S.pick_count(play, _held(play, play.player, most), may=may, what=what)
        if not count:
            return
        # The minions in play now (the clarification: not those played later).
        for base, card in play.minions("everywhere", controller="own"):
            play.boost(base, card, count)

    return act


def _jinkies(play: Play) -> None:
    count = S.pick_count(
        play,
        min(2, play.game.madness.get(play.player, 0)),
        may=True,
        what=(
            "return up to two Madness cards to the Madness deck",
            "remettre jusqu'à deux cartes Démence dans la pioche Démence",
        ),
    )
    if count:
        S.return_madness(play, play.player, count)


_RETURN_ONE = (
    "return a Madness card to the Madness deck",
    "remettre une carte Démence dans la pioche Démence",
)


def _psychologist_original(play: Play) -> None:
    most = 1 if play.game.madness.get(play.player, 0) else 0
    if S.pick_count(play, most, may=True, what=_RETURN_ONE):
        S.return_madness(play, play.player, 1)


def _psychologist_pod(play: Play) -> None:
    mode = play.pick_mode(
        [
            ("return", _RETURN_ONE),
            (
                "recover",
                (
                    "take a Madness card from your discard pile",
                    "prendre une carte Démence de votre défausse",
                ),
            ),
        ],
        what=(
            "return a Madness card or take one from your discard pile",
            "remettre une carte Démence ou en prendre une de votre défausse",
        ),
    )
    if mode == "return":
        S.return_madness(play, play.player, 1)
    else:
        play.log(
            (
                "take a Madness card from your discard pile into your hand",
                "prenez en main une carte Démence de votre défausse",
            )
        )


def _researcher_original(play: Play) -> None:
    if S.pick_count(play, 1, may=True, what=("draw a Madness card", "piocher une carte Démence")):
        S.madness_draw(play, play.player, 1)


def _researcher_pod(play: Play) -> None:
    # Drawing the Madness card is what places the counter: choosing the minion draws it.
    found = play.pick_card(
        play.minions("everywhere", other=False),
        may=True,
        what=(
            "take a Madness card for a +1 power counter on a minion",
            "piocher une carte Démence pour placer un marqueur Force +1 sur une Créature",
        ),
    )
    if found is not None and S.madness_draw(play, play.player, 1):
        play.add_counters(*found, 1)


def _thats_so_crazy(play: Play) -> None:
    S.madness_draw(play, play.player, 1)
    for base, card in play.minions("everywhere", controller="own"):
        play.boost(base, card, 1)
    play.extra_play(ACTION)


def _destroy_actions_of_one_base(play: Play) -> None:
    what = (
        "destroy any number of actions on one base",
        "détruire autant d'Actions que voulu sur une même Base",
    )
    # An action a protection keeps from being destroyed (Steam Queen...) is no option; named,
    # it is warned of with its protector and the other named ones are still destroyed.
    if play.choose and "cards" in play.choose:
        # One base for all the ids named, protected ones too (checked before any is left out).
        named = [play.game.find(i) for i in play.choose["cards"]]
        if len({id(found[0]) for found in named if found is not None}) > 1:
            play.read.add("cards")
            play.cannot(
                what,
                (
                    "the actions must all be on one base",
                    "les Actions doivent être sur une même Base",
                ),
            )
            return
        actions = play.actions()
        chosen = play.pick_cards(actions, up_to=len(actions), what=what, protection="destroy")
    else:
        # Not given: a "may", declined; the options are all the actions of each base.
        by_base: dict[str, list] = {}
        for base, card in play.actions():
            if card.id is not None and play.refusal(base, card, "destroy") is None:
                by_base.setdefault(base.id, []).append((base, card))
        options = [{"cards": tuple(c.id for _, c in found)} for found in by_base.values()]
        play.decide(options, may=True, what=what, keys=("cards",))
        return
    for base, card in chosen:
        play.destroy(base, card)


def _meddling_kids_pod(play: Play) -> None:
    given = play.choose or {}
    if "cards" in given and "mode" not in given:
        mode = "destroy"
    else:
        mode = play.pick_mode(
            [
                ("destroy", ("destroy actions on one base", "détruire des Actions d'une Base")),
                (
                    "madness",
                    (
                        "take a Madness card, then an extra action",
                        "piocher une carte Démence et jouer une Action supplémentaire",
                    ),
                ),
            ],
            what=(
                "destroy actions on one base, or draw a Madness card for an extra action",
                "détruire des Actions d'une Base, ou piocher une Démence pour une Action "
                "supplémentaire",
            ),
        )
    if mode == "destroy":
        _destroy_actions_of_one_base(play)
    else:
        S.madness_draw(play, play.player, 1)
        play.extra_play(ACTION)


register(
    # --- minions of cthulhu ---
    no_board_effect("minions-of-cthulhu/altar-to-cthulhu", LATER_PLAYS, box=BOX, ongoing=True),
    # Its play does nothing on the board (its Ongoing acts at the start of your next turn),
    # but it is played only where its player has a minion: its entry's `refuses`.
    no_board_effect_refusing(
        "minions-of-cthulhu/complete-the-ritual",
        START_OF_TURN,
        _with_own_minion("base where its player has a minion", "Base où son joueur a une Créature"),
        box=BOX,
        ongoing=True,
    ),
    applied(
        "minions-of-cthulhu/corruption",
        B.both(_madness(1), B.destroy_minion(may=False, where="everywhere")),
        box=BOX,
    ),
    applied(
        "minions-of-cthulhu/cthulhu",
        _cthulhu_titan,
        box=BOX,
        printing=POD,
        refuses=_with_own_minion(
            "base with one of its player's minions", "Base avec une Créature de son joueur"
        ),
    ),
    no_board_effect("minions-of-cthulhu/cthulhu-fhtagn", HANDS_ONLY, box=BOX),
    no_board_effect("minions-of-cthulhu/cthulhus-chosen", BEFORE_SCORING, box=BOX),
    no_board_effect("minions-of-cthulhu/furthering-the-cause", CONTINUOUS, box=BOX, ongoing=True),
    no_board_effect("minions-of-cthulhu/it-begins-again", HANDS_ONLY, box=BOX),
    applied("minions-of-cthulhu/madness-unleashed", _madness_unleashed, box=BOX),
    no_board_effect("minions-of-cthulhu/recruit-by-force", HANDS_ONLY, box=BOX),
    # Original: a Talent; POD: when played, it destroys itself.
    applied(
        "minions-of-cthulhu/servitor-of-cthulhu",
        talent=_servitor,
        box=BOX,
        summary="Talent: it destroys itself; an action from your discard pile goes on top of "
        "your deck.",
        summary_fr="Talent : elle se détruit ; une Action de votre défausse va sur votre pioche.",
    ),
    applied(
        "minions-of-cthulhu/servitor-of-cthulhu",
        _servitor,
        box=BOX,
        printing=POD,
        summary="When played: it destroys itself; an action from your discard pile goes on top "
        "of your deck.",
        summary_fr="Quand elle est jouée : elle se détruit ; une Action de votre défausse va sur "
        "votre pioche.",
    ),
    not_simulated("minions-of-cthulhu/star-spawn-of-cthulhu", TALENT, box=BOX),
    applied(
        "minions-of-cthulhu/the-seal-is-broken",
        B.both(_madness(1), lambda play: play.gain_vp(play.player, 1)),
        box=BOX,
    ),
    applied(
        "minions-of-cthulhu/whispers-in-darkness",
        B.both(_madness(1), B.extra_play(ACTION, 2)),
        box=BOX,
    ),
    # --- miskatonic university ---
    not_simulated(
        "miskatonic-university/eldritch-gate",
        TALENT,
        box=BOX,
        aliases=("miskatonic-university/gate-to-beyond",),
        ongoing=True,
    ),
    no_board_effect("miskatonic-university/field-trip", HANDS_ONLY, box=BOX),
    applied(
        "miskatonic-university/it-just-might-work",
        _it_just_might_work(1, may=False),
        box=BOX,
        summary="A Madness card discarded gives your minions +1 power for the turn.",
        summary_fr="Défaussez une carte Démence : vos Créatures gagnent +1 en Force jusqu'à la "
        "fin du tour.",
    ),
    applied(
        "miskatonic-university/it-just-might-work",
        _it_just_might_work(2, may=True),
        box=BOX,
        printing=POD,
        summary="Discard up to two Madness cards: your minions get +1 power until the end of the "
        "turn for each.",
        summary_fr="Défaussez jusqu'à deux cartes Démence : vos Créatures gagnent +1 en Force "
        "jusqu'à la fin du tour pour chacune.",
    ),
    applied("miskatonic-university/jinkies", _jinkies, box=BOX),
    # Original: a Talent acting on hands only; POD: a Talent drawing or playing Madness.
    no_board_effect("miskatonic-university/librarian", HANDS_ONLY, box=BOX),
    not_simulated("miskatonic-university/librarian", TALENT, box=BOX, printing=POD),
    no_board_effect("miskatonic-university/old-man-jenkins", SPECIAL, box=BOX),
    not_simulated("miskatonic-university/professor", TALENT, box=BOX),
    applied(
        "miskatonic-university/psychologist",
        _psychologist_original,
        box=BOX,
        summary="When played: may return a Madness card to the Madness deck.",
        summary_fr="Quand elle est jouée : peut remettre une carte Démence dans la pioche Démence.",
    ),
    applied(
        "miskatonic-university/psychologist",
        _psychologist_pod,
        box=BOX,
        printing=POD,
        summary="When played: return a Madness card to the Madness deck, or take one from your "
        "discard pile.",
        summary_fr="Quand elle est jouée : remettez une carte Démence dans la pioche Démence, ou "
        "prenez-en une de votre défausse.",
    ),
    applied(
        "miskatonic-university/researcher",
        _researcher_original,
        box=BOX,
        summary="When played: may draw a Madness card.",
        summary_fr="Quand elle est jouée : peut piocher une carte Démence.",
    ),
    applied(
        "miskatonic-university/researcher",
        _researcher_pod,
        box=BOX,
        printing=POD,
        summary="On entering: may take a Madness card for a +1 power counter on a minion.",
        summary_fr="Quand elle est jouée : peut piocher une carte Démence pour placer un "
        "marqueur Force +1 sur une Créature.",
    ),
    applied("miskatonic-university/thats-so-crazy", _thats_so_crazy, box=BOX),
    no_board_effect("miskatonic-university/things-best-not-known", SPECIAL, box=BOX),
    applied(
        "miskatonic-university/those-meddling-kids",
        _destroy_actions_of_one_base,
        box=BOX,
        summary="Destroy any number of actions on one base.",
        summary_fr="Détruisez autant d'Actions que voulu sur une même Base.",
    ),
    applied(
        "miskatonic-university/those-meddling-kids",
        _meddling_kids_pod,
        box=BOX,
        printing=POD,
        summary="Either the actions of one base destroyed (any number), or a Madness card taken "
        "and an extra action.",
        summary_fr="Détruisez autant d'Actions que voulu sur une même Base, ou piochez une carte "
        "Démence et jouez une Action supplémentaire.",
    ),
)
