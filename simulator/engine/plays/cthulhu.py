"""Play abilities of The Obligatory Cthulhu Set (issue 27): Elder Things and Innsmouth, both
printings, with the box's helpers; Minions of Cthulhu and Miskatonic University are in
cthulhu_second_half.py. The choose keys below are those of the whole box.

Madness: the board counts each player's Madness cards (`game.madness`, in hand, deck and discard
pile alike). A card that makes a player draw Madness draws through the card registry's
`draw_madness` (the Madness deck may run out; Cthulhu the titan hears of it); a card that returns
Madness to the Madness deck lowers the count (`_return_madness`). Discarding a Madness card to a
discard pile leaves the count as it is.

The `choose` keys of a play event, beyond "card" / "cards" / "to" / "play":
- "players": the other players who take the Madness card a card offers them (Mi-go, Shoggoth),
  or who discard the two cards POD Spreading Horror asks for; a list of players, empty when
  none does. Not given: none does (each declines the "may"), listed in `assumed_choices` as
  those players' decision. Original Shoggoth's "cards" names one minion here of each player
  who refused; one it leaves out gets the first of theirs (assumed and listed).
- "count": how many Madness cards the player draws (Recruitment 0-3, original Researcher 0-1,
  Mysteries of the Deep 0 or 2), returns (Jinkies! 0-2, original Psychologist 0-1, POD
  Psychologist 1) or discards (...It Just Might Work, Madness Unleashed). An "up to" or "may"
  not given: none. A discard is bounded by the player's Madness count when the board gives
  one; a return always is (a board without Madness counts holds none to return).
- "mode": Elder Thing / Eldest Thing "destroy" (exactly two of your other minions, "cards") or
  "deck" (it goes to the bottom of your deck); POD Psychologist "return" or "recover" (a
  Madness card from the discard pile to the hand); POD Those Meddling Kids "destroy" (the
  actions of one base, "cards") or "madness" (draw one, an extra action). "cards" given without
  "mode" means "destroy".

A destroy offers and assumes only the minions no protection keeps from being destroyed; naming
one gives a warning saying which protection.

The restrictions the cards print on where or when they are played are their entries' `refuses`,
asked before the card is played (PlayPhase.own_restriction): a play that breaks one is not
played, and the warning says why. Checked: original Shoggoth (a base where its player has at
least 6 power), the POD Cthulhu titan (a base where its player has a minion,
cthulhu_second_half.py), POD Dagon (its player's turn, a base where they have two or more
minions sharing a name) and Complete the Ritual (both printings: a base where its player has a
minion), whose plays otherwise do nothing on the board (own_restriction asks every registered
entry, whatever its status). The regular action play the POD Cthulhu titan takes is counted by
the turn (plays/registry.REGULAR_PLAYS_TAKEN).
"""

from __future__ import annotations

from itertools import combinations, islice, product
from typing import Any

from .. import messages as M
from ..model import ACTION, MINION
from . import blocks as B
from . import shared as S
from .context import Play
from .registry import (
    CONTINUOUS,
    HANDS_ONLY,
    NO_BOARD_EFFECT,
    TALENT,
    PlayAbility,
    Refuses,
    applied,
    no_board_effect,
    not_simulated,
    register,
)

BOX = "The Obligatory Cthulhu Set"
ORIGINAL = "original"
POD = "pod"

Loc = tuple[str, str]

SPECIAL = (
    "its ability is a Special, used when a base scores (a special event), not in the Play phase",
    "sa capacité est une Spéciale, utilisée lors de la Conquête d'une Base (un événement "
    "special), pas pendant la phase de jeu",
)
BEFORE_SCORING = (
    "it acts before each base scores: the engine applies it then",
    "elle agit avant chaque Conquête de Base : le moteur l'applique à ce moment-là",
)
START_OF_TURN = (
    "it acts at the start of your next turn, which this turn does not reach",
    "elle agit au début de votre prochain tour, que ce tour n'atteint pas",
)
LATER_PLAYS = (
    "it acts after you play a minion here later: type that extra action as a play event",
    "elle agit après que vous jouez une Créature ici plus tard : saisissez cette Action "
    "supplémentaire comme événement play",
)
HIDDEN_HANDS = (
    "it depends on the Madness cards in other players' hands, which the board does not hold: "
    "type its effect as events",
    "elle dépend des cartes Démence en main des autres joueurs, que le plateau ne contient pas : "
    "saisissez son effet comme événements",
)


# --- this box's helpers --------------------------------------------------------------------------


def _madness(count: int, *, others: bool = False, here_only: bool = False):
    """The player (or each other player, those with a minion here when `here_only`) draws
    `count` Madness cards."""

    def act(play: Play) -> None:
        if not others:
            S.madness_draw(play, play.player, count)
            return
        for player in S.others(play):
            # "With a minion at this base" is a condition on the player, not an effect on the
            # minion: a minion protected from other players' cards still counts.
            if here_only and not play.minions(
                "here", ok=lambda b, c, p=player: c.controller == p, affectable=False
            ):
                continue
            S.madness_draw(play, player, count)

    return act


def _held(play: Play, player: str, printed: int) -> int:
    """At most `printed` Madness cards, and no more than the player's count when the board
    counts Madness."""
    if not play.game.madness_in_use:
        return printed
    return min(printed, play.game.madness.get(player, 0))


# --- elder things --------------------------------------------------------------------------------


def _elder_thing(play: Play) -> None:
    # Its two modes: two of your other minions destroyed, or itself to the deck's bottom; the
    # clarification: unless two are actually destroyed, it goes to the deck (not both). Only
    # the minions a protection does not keep from being destroyed can be chosen, and always
    # two of them: one alone is not a choice of the card.
    destroy_two = (
        "destroy two of your other minions",
        "détruire deux de vos autres Créatures",
    )
    mine = play.minions("everywhere", controller="own", protection="destroy")
    given = play.choose or {}
    asks_destroy = given.get("mode") == "destroy" or ("cards" in given and "mode" not in given)
    destroyed = 0
    if len(mine) >= 2:
        if "cards" in given and "mode" not in given:
            mode = "destroy"
        else:
            mode = play.pick_mode(
                [
                    ("destroy", destroy_two),
                    ("deck", ("go to the bottom of your deck", "aller sous votre pioche")),
                ],
                what=(
                    "destroy two of your other minions or go to the bottom of your deck",
                    "détruire deux de vos autres Créatures ou aller sous votre pioche",
                ),
            )
        if mode == "destroy":
            refused = _protected(play, given.get("cards") or (), "destroy")
            if refused is not None:
                play.read.add("cards")
                play.cannot(destroy_two, refused)
                pair = None
            else:
                pairs = [list(two) for two in combinations(mine, 2)]
                pair = S.pick_group(play, pairs, may=False, what=destroy_two)
            for base, card in pair or ():
                destroyed += play.destroy(base, card)
    elif given.get("mode") == "deck":
        play.read.add("mode")
    elif asks_destroy:
        play.read |= {"mode", "cards"}
        refused = _protected(play, given.get("cards") or (), "destroy")
        play.cannot(
            destroy_two,
            refused
            or (
                "you do not have two other minions that can be destroyed",
                "vous n'avez pas deux autres Créatures pouvant être détruites",
            ),
        )
    found = S.in_play(play)
    if destroyed < 2 and found is not None:
        play.place_in_deck(*found)


def _protected(play: Play, ids, protection: str) -> Loc | None:
    """Why a protection keeps the first of the named cards it protects from this effect
    (`protection`: "destroy"...), else None."""
    for card_id in ids:
        found = play.game.find(card_id)
        if found is not None:
            reason = play.refusal(*found, protection)
            if reason:
                return reason
    return None


# What each other player may do (their own decision), and the pick of who does, as the
# advisor and a refused choose word it.
_DRAW_MADNESS = ("draw a Madness card", "piocher une carte Démence")
_MADNESS_OFFER = (
    "let other players draw a Madness card",
    "laisser d'autres joueurs piocher une carte Démence",
)


def _each_other_may(play: Play, each: Loc, what: Loc) -> list[str]:
    """The other players who take what each of them may do (`each`; choose "players": a list,
    empty when none does). Each other player decides for themselves: not given, each declines,
    and the assumed choice and the log name them, not the card's player."""
    others = S.others(play)
    game = play.game
    probe = game.probe
    if (
        not others
        or (play.choose and "players" in play.choose)
        or (probe is not None and play.event >= probe.first)
    ):
        return S.pick_players(play, others, what=what)
    play.read.add("players")
    here = play.here()
    base_id = here.id if here is not None else None
    if play.choose is None and game.logging:
        # One decision per other player, given together in "players".
        options = [{"players": list(others)}] if len(others) > 1 else []
        options += [{"players": [p]} for p in others]
        if len(others) == 1:
            reason = M.PLAY_ASSUMED_DECLINED(card=play.name, player=others[0], what=each)
        else:
            names = ", ".join(others)
            reason = (
                f"{play.name}: each other player ({names}) may {each[0]}; no choice given: "
                "assumed that none does",
                f"{play.name} : chaque autre joueur ({names}) peut {each[1]} ; aucun choix "
                "donné : aucun n'est supposé le faire",
            )
        play.assume(
            None,
            reason,
            player=others[0] if len(others) == 1 else None,
            options=lambda: options,
        )
    for player in others:
        game.log(M.PLAY_DECLINES, base_id, card=play.name, player=player, what=each)
    return []


def _offer_madness(play: Play) -> tuple[list[str], list[str]]:
    """Each other player may draw a Madness card: (those who do, those who do not)."""
    others = S.others(play)
    takers = _each_other_may(play, _DRAW_MADNESS, _MADNESS_OFFER)
    for player in takers:
        S.madness_draw(play, player, 1)
    return takers, [p for p in others if p not in takers]


def _mi_go(*, counter: bool):
    def act(play: Play) -> None:
        takers, refusers = _offer_madness(play)
        if refusers:
            play.log(
                (
                    f"you may draw {len(refusers)} card(s), one per player who drew no Madness",
                    f"vous pouvez piocher {len(refusers)} carte(s), une par joueur qui n'a pas "
                    "pioché de carte Démence",
                )
            )
        if counter and not takers:
            # POD: nobody drew Madness: a +1 power counter on a minion (Mi-go itself included).
            B.counters_on_minion(1, may=True, other=False)(play)

    return act


def _one_each(play: Play, players: list[str], *, may: bool, what: Loc) -> None:
    """Destroy one minion here of each of `players` (choose "cards": at most one each), among
    those a protection does not keep from being destroyed. Not given: none for a "may", else
    the first of each; a mandatory choose that leaves some of them out takes the first of
    theirs too (listed in assumed_choices)."""
    here_of = {
        p: play.minions("here", ok=lambda b, c, p=p: c.controller == p, protection="destroy")
        for p in players
    }
    if not may:
        for p, found in here_of.items():
            if not found and play.minions(
                "here", ok=lambda b, c, p=p: c.controller == p, affectable=False
            ):
                # Minions of theirs here, none of which can be destroyed.
                play.cannot(
                    what,
                    (
                        f"no minion of {p} here can be destroyed",
                        f"aucune Créature de {p} ici ne peut être détruite",
                    ),
                )
    here_of = {p: found for p, found in here_of.items() if found}
    if not here_of:
        return
    by_id = {c.id: (b, c) for found in here_of.values() for b, c in found if c.id is not None}
    ids = {p: [c.id for _, c in found if c.id is not None] for p, found in here_of.items()}
    play.read.add("cards")
    given = play.choose.get("cards") if play.choose else None
    if given is not None:
        owners = [by_id[i][1].controller for i in given if i in by_id]
        if len(owners) != len(given) or len(set(owners)) != len(owners):
            reason = _protected(play, given, "destroy") or M.PLAY_NOT_OPTION(
                choice=f"cards: {list(given)}"
            )
            play.cannot(what, reason)
            return
        chosen = list(given)
        missing = [p for p in here_of if p not in owners]
        if missing and not may:
            # The players the choose leaves out: the first of theirs, assumed.
            chosen += [ids[p][0] for p in missing]
            fixed = [
                [next(i for i in given if by_id[i][1].controller == p)] if p in owners else ids[p]
                for p in here_of
            ]
            play.assume(
                {"cards": chosen},
                M.PLAY_ASSUMED_FIRST(
                    card=play.name,
                    player=play.player,
                    what=(
                        f"{what[0]} (not given for {', '.join(missing)})",
                        f"{what[1]} (non donné pour {', '.join(missing)})",
                    ),
                ),
                options=lambda: ({"cards": list(c)} for c in islice(product(*fixed), 21)),
            )
    else:
        combos = [{"cards": combo} for combo in islice(product(*ids.values()), 21)]
        picked = play.decide(combos, may=may, what=what, keys=("cards",))
        chosen = [] if picked is None else list(picked["cards"])
    for card_id in chosen:
        play.destroy(*by_id[card_id])


def _shoggoth_six_power(game, card, dst, player: str) -> Loc | None:
    """Original Shoggoth goes only to a base where its player already has 6 power or more (the
    total there before it comes), else it is not played."""
    if dst is None:
        return None
    mine = game.totals(dst)[0].get(player, 0)
    if mine >= 6:
        return None
    return (
        f"Shoggoth is only played on a base where its player has at least 6 power ({player} has "
        f"{mine} on {dst.id})",
        f"Shoggoth ne se joue que sur une Base où son joueur a au moins 6 de Force ({player} a "
        f"{mine} sur {dst.id})",
    )


def no_board_effect_refusing(
    key: str, reason: tuple[str, str], refuses: Refuses, **extra: Any
) -> PlayAbility:
    """A no_board_effect entry (its play does nothing on the board) whose printed text still
    restricts where or when it is played (registry.no_board_effect takes no `refuses`)."""
    return PlayAbility(key, NO_BOARD_EFFECT, reason=reason, refuses=refuses, **extra)


def _dagon_place(game, card, dst, player: str) -> Loc | None:
    """POD Dagon is played on its player's turn (its Special), and only on a base where they
    already have two or more minions sharing a name (the minions there before it comes; a
    titan is no minion), else it is not played."""
    if player != game.active:
        return (
            f"{card.label()} is only played on its player's turn ({player} plays it during "
            f"{game.active}'s turn)",
            f"{card.label()} ne se joue que pendant le tour de son joueur ({player} le joue "
            f"pendant le tour de {game.active})",
        )
    if dst is None:
        return None
    names = [_name(c) for c in dst.cards if c.is_minion and c.controller == player]
    if any(n is not None and names.count(n) >= 2 for n in names):
        return None
    return (
        f"{card.label()} is only played on a base where its player has two or more minions with "
        f"the same name ({player} has none sharing a name on {dst.id})",
        f"{card.label()} ne se joue que sur une Base où son joueur a deux Créatures ou plus du "
        f"même nom ({player} n'en a pas sur {dst.id})",
    )


def _shoggoth(*, pod: bool):
    what = (
        "destroy a minion here of each player who drew no Madness card",
        "détruire une Créature ici de chaque joueur qui n'a pas pioché de carte Démence",
    )

    def act(play: Play) -> None:
        _, refusers = _offer_madness(play)
        # Original: the destroys are mandatory; POD: "you may". Only other players' minions
        # (the clarification).
        _one_each(play, refusers, may=pod, what=what)
        here = play.here()
        if pod and here is not None and play.game.totals(here)[0].get(play.player, 0) < 12:
            # "less than 12 total power here" includes Shoggoth (the clarification).
            S.madness_draw(play, play.player, 2)

    return act


def _spreading_horror_pod(play: Play) -> None:
    discarders = _each_other_may(
        play,
        ("discard two non-Madness cards", "défausser deux cartes non Démence"),
        (
            "let other players discard two non-Madness cards",
            "laisser d'autres joueurs défausser deux cartes non Démence",
        ),
    )
    count = len(S.others(play)) - len(discarders)
    if count:
        # Minions of power 3 or less from the discard pile, each on a different base: type
        # them as play events (the grant counts them; the bases are not checked).
        play.extra_play(MINION, count, power_max=3)
        play.log(
            (
                "the extra minions come from your discard pile, each on a different base",
                "les Créatures supplémentaires viennent de votre défausse, chacune sur une "
                "Base différente",
            )
        )


# --- innsmouth ---------------------------------------------------------------------------------


def _name(card) -> str | None:
    return card.key or card.name


def _mysteries(play: Play) -> None:
    # Three or more of your minions with the same name on one base (the clarification).
    found = False
    for base in play.bases:
        names = [_name(c) for c in base.cards if c.is_minion and c.controller == play.player]
        if any(n is not None and names.count(n) >= 3 for n in names):
            found = True
            break
    what = (
        "draw three cards (three of your minions with one name on a base)",
        "piocher trois cartes (trois de vos Créatures d'un même nom sur une Base)",
    )
    if not found:
        play.cannot(
            what,
            (
                "you have no three minions with the same name on one base",
                "vous n'avez pas trois Créatures du même nom sur une même Base",
            ),
        )
        return
    play.log(("draw three cards", "piochez trois cartes"))
    if play.choose and play.choose.get("count") == 0:
        play.read.add("count")  # declined on purpose
        return
    if play.decide(
        [{"count": 2}],
        may=True,
        what=(
            "draw two more cards and two Madness cards",
            "piocher deux cartes de plus et deux cartes Démence",
        ),
    ):
        play.log(("draw two more cards", "piochez deux cartes de plus"))
        S.madness_draw(play, play.player, 2)


def _recruitment(play: Play) -> None:
    count = S.pick_count(
        play,
        3,
        may=True,
        what=(
            "draw up to three Madness cards, an extra minion for each",
            "piocher jusqu'à trois cartes Démence, une Créature supplémentaire pour chacune",
        ),
    )
    drawn = S.madness_draw(play, play.player, count) if count else 0
    if drawn:
        play.extra_play(MINION, drawn)


def _deep_ones(play: Play) -> None:
    # Your minions of power 2 or less now (current power), +1 until the end of the turn.
    for base, card in play.minions("everywhere", controller="own", power_max=2):
        play.boost(base, card, 1)


# Begin the Summoning, whose printed text Russian Fairy Tales' The Water of Life reprints.
BEGIN_THE_SUMMONING = B.both(
    B.note(
        "put a minion of your discard pile back on your deck's top",
        "placez une Créature de votre défausse sur votre pioche",
    ),
    B.extra_play(ACTION),
)


def _insanity(play: Play) -> None:
    # Both printings: each other player draws two Madness cards. Only the POD card is then
    # placed in the box, so only its log says so (the original says nothing of it).
    _madness(2, others=True)(play)
    if play.card.printing == POD:
        play.to_box()


register(
    # --- elder things ---
    applied(
        "elder-things/begin-the-summoning",
        BEGIN_THE_SUMMONING,
        box=BOX,
    ),
    applied("elder-things/byakhee", _madness(1, others=True, here_only=True), box=BOX),
    no_board_effect("elder-things/dunwich-horror", CONTINUOUS, box=BOX, ongoing=True),
    applied(
        "elder-things/elder-thing",
        _elder_thing,
        box=BOX,
        aliases=("elder-things/eldest-thing",),
    ),
    applied("elder-things/insanity", _insanity, box=BOX),
    applied("elder-things/mi-go", _mi_go(counter=False), box=BOX, printing=ORIGINAL),
    applied("elder-things/mi-go", _mi_go(counter=True), box=BOX, printing=POD),
    no_board_effect("elder-things/power-of-madness", HANDS_ONLY, box=BOX),
    applied(
        "elder-things/shoggoth",
        _shoggoth(pod=False),
        box=BOX,
        refuses=_shoggoth_six_power,
        summary="When played: each other player may draw a Madness card; a minion here of each "
        "who does not is destroyed.",
        summary_fr="Quand elle est jouée : chaque autre joueur peut piocher une carte Démence ; "
        "une Créature ici de chacun qui refuse est détruite.",
    ),
    applied(
        "elder-things/shoggoth",
        _shoggoth(pod=True),
        box=BOX,
        printing=POD,
        summary="When played: each other player may draw a Madness card; you may destroy a "
        "minion here of each who does not; under 12 power here, you draw two Madness cards.",
        summary_fr="Quand elle est jouée : chaque autre joueur peut piocher une carte Démence ; "
        "vous pouvez détruire une Créature ici de chacun qui refuse ; sous 12 de Force ici, vous "
        "piochez deux cartes Démence.",
    ),
    # Original: random discards; POD: extra minion plays from the discard pile.
    no_board_effect("elder-things/spreading-horror", HANDS_ONLY, box=BOX),
    applied(
        "elder-things/spreading-horror",
        _spreading_horror_pod,
        box=BOX,
        printing=POD,
        summary="The other players may each discard two cards other than Madness; per player who "
        "refuses, an extra minion of power 3 or less from your discard pile, on another base.",
        summary_fr="Chaque autre joueur peut défausser deux cartes non Démence ; pour chacun qui "
        "refuse, vous pouvez jouer une Créature de Force 3 ou moins de votre défausse sur une "
        "Base différente.",
    ),
    no_board_effect("elder-things/the-price-of-power", SPECIAL, box=BOX, printing=ORIGINAL),
    not_simulated("elder-things/the-price-of-power", HIDDEN_HANDS, box=BOX, printing=POD),
    applied(
        "elder-things/touch-of-madness",
        B.both(
            _madness(1, others=True),
            B.note("draw a card", "piochez une carte"),
            B.extra_play(ACTION),
        ),
        box=BOX,
    ),
    not_simulated("elder-things/unfathomable-goals", HIDDEN_HANDS, box=BOX, printing=ORIGINAL),
    not_simulated("elder-things/unfathomable-goals", HIDDEN_HANDS, box=BOX, printing=POD),
    # --- innsmouth ---
    # Its play does nothing on the board (its Ongoing power is the card registry's), but its
    # Special says where and when it is played: that restriction is its entry's `refuses`.
    no_board_effect_refusing("innsmouth/dagon", CONTINUOUS, _dagon_place, box=BOX, printing=POD),
    no_board_effect("innsmouth/in-plain-sight", CONTINUOUS, box=BOX, ongoing=True),
    applied("innsmouth/mysteries-of-the-deep", _mysteries, box=BOX),
    no_board_effect("innsmouth/new-acolytes", HANDS_ONLY, box=BOX),
    applied("innsmouth/recruitment", _recruitment, box=BOX),
    no_board_effect("innsmouth/return-to-the-sea", SPECIAL, box=BOX),
    not_simulated("innsmouth/sacred-circle", TALENT, box=BOX, ongoing=True),
    applied(
        "innsmouth/spreading-the-word",
        B.both(
            B.extra_play(MINION, 2),
            B.note(
                "the extra minions share a name with a minion in play (not checked)",
                "les Créatures supplémentaires portent le nom d'une Créature en jeu (non vérifié)",
            ),
        ),
        box=BOX,
    ),
    applied("innsmouth/the-deep-ones", _deep_ones, box=BOX),
    no_board_effect("innsmouth/the-locals", HANDS_ONLY, box=BOX),
)
