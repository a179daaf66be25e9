"""Play abilities of World Tour: International Incident (issue 28): Luchadors, Mounties,
Musketeers, Sumo Wrestlers. Both printings print the same texts, so each card has one entry
(printing None); Señor Muchoslam and its Versus card are named El Sagrado in the POD printing
(aliases).

The `choose` keys these cards read, beyond the usual "card" (one card), "cards" (several cards),
"to" / "base" (a base), "mode", "count" and "play" (with "to": an extra card played now):
- Out for the Count: "card" is your action on a minion (it goes back to your hand; the minion
  it is on is destroyed);
- Always Get Our Man / Move Aboot: "card" (your minion) and "to" (where it goes); Always Get
  Our Man's "cards": [the weaker minion there destroyed at the end of the turn], when several;
- Northern Mover's Talent: "mode" "move" ("card", "to") | "boost" ("card");
- Chikara-Mizu: "mode" "two" (+2) | "four" (a card discarded, +4), then "card";
- Yokozuna's Talent: "mode" "draw" | "move" ("card", "to");
- Body Slam: "base" and "player" (whose minions leave), then "to";
- Bulking Stew / Fighting Spirit Prize: "cards", an id per +1 power counter (repeated for
  several on one minion);
- Power Poutine: "cards" (up to two of your minions on one base);
- When Calls the Badge: "to" (the base of your minions), as its Special reads it.
"""

from __future__ import annotations

from collections.abc import Callable

from .. import messages as M
from ..model import ACTION, MINION
from . import blocks as B
from . import shared as S
from .context import Loc, Play
from .culture_shock import to_or_from_here
from .pretty_pretty_smash_up import togetherness_power  # Tag Team prints its text
from .registry import (
    CONTINUOUS,
    HANDS_ONLY,
    NO_ABILITY,
    SPECIAL,
    applied,
    no_board_effect,
    register,
)

BOX = "World Tour: International Incident"

Act = Callable[[Play], None]
_OWN = {"where": "everywhere", "controller": "own"}


def _with_yours(play: Play) -> list:
    """The bases where the player has a minion."""
    return [
        b for b in play.bases if any(c.is_minion and c.controller == play.player for c in b.cards)
    ]


# --- luchadors -----------------------------------------------------------------------------------


def _is_set_up(card) -> bool:
    # A Set-Up is an action with "Set-Up" in its name (the rulebook's clarification).
    return card.type == ACTION and "set-up" in (card.key or "")


def _cheap_pop(play: Play) -> None:
    what = (
        "give one of your minions +2 power this turn (+4 with a Set-Up on a minion there)",
        "donner +2 de Force ce tour-ci à une de vos Créatures (+4 avec un Set-Up sur une "
        "Créature là-bas)",
    )
    found = play.pick_card(
        play.minions("everywhere", controller="own", affectable=False),
        may=False,
        what=what,
        protection="affect",
    )
    if found is None:
        return
    base = found[0]
    on_minion = {c.id for c in base.cards if c.is_minion}
    set_up = any(_is_set_up(c) and c.attached_to in on_minion for c in base.cards)
    play.boost(*found, 4 if set_up else 2)


def _on_rival_minion(play: Play) -> None:
    """Señor Muchoslam's Talent: an extra action played now, on a rival's minion."""
    what = (
        "play an extra action now, on a minion another player controls",
        "jouer une Action sur une Créature d'un autre joueur en Action supplémentaire",
    )
    given = play.given("play")
    target = getattr(given, "attached_to", None) if given is not None else None
    found = play.game.find(target) if target is not None else None
    if given is not None and (found is None or found[1].controller == play.player):
        play.read |= {"play", "to"}
        play.cannot(what, M.PLAY_NOT_OPTION(choice=given.label()))
        return
    play.play_extra(kind=ACTION, what=what)


def _out_for_the_count(play: Play) -> None:
    what = (
        "take back one of your actions on a minion, then destroy that minion",
        "reprendre une de vos Actions posée sur une Créature, puis détruire cette Créature",
    )
    found = play.pick_card(
        play.actions(ok=lambda b, c: c.controller == play.player and c.attached_to is not None),
        may=False,
        what=what,
        protection="return",
    )
    if found is None:
        return
    minion = play.game.find(found[1].attached_to)
    play.return_to_hand(*found)
    if minion is None:
        return
    # The return does not hang on the destroy (two sentences of the text): a minion a
    # protection keeps (Secret Base's) stays, warned of, the action back in hand all the same.
    reason = play.refusal(*minion, "destroy")
    if reason is not None:
        label = minion[1].label()
        play.cannot((f"destroy {label}", f"détruire {label}"), reason, partial=True)
    else:
        play.destroy(*minion)


# --- mounties ------------------------------------------------------------------------------------


def _always_get_our_man(play: Play) -> None:
    what = (
        "move a minion of yours where another player has a weaker minion",
        "déplacer une de vos Créatures vers une Base où un autre joueur a une Créature plus faible",
    )

    def bases(base, card):
        power = play.power(base, card)
        return [
            b
            for b in play.bases
            if b is not base
            and any(
                c.is_minion and c.controller != play.player and play.power(b, c) < power
                for c in b.cards
            )
        ]

    found = play.pick_card_and_base(
        play.minions("everywhere", controller="own", affectable=False),
        bases,
        may=False,
        what=what,
        protection="move",
    )
    if found is None:
        return
    src, card, dst = found
    # "That minion": another player's minion there weaker than yours before the move (its
    # clarification: it is destroyed even if that is no longer true after the move).
    power = play.power(src, card)
    weaker = [
        (dst, c)
        for c in dst.cards
        if c.is_minion and c.controller != play.player and play.power(dst, c) < power
    ]
    if not play.move(src, card, dst):
        return
    if len(weaker) > 1:
        what = (
            "choose the weaker minion there destroyed at the end of the turn",
            "choisir la Créature plus faible là-bas détruite à la fin du tour",
        )
        chosen = play.pick_cards(weaker, up_to=1, may=False, what=what)
        weaker = chosen
    if not weaker:
        return
    target = weaker[0][1]
    # Destroyed as the turn ends (Always Get Our Man stays a lasting effect knowing which one:
    # its end_of_turn hook, cards/international_incident.py).
    play.game.lasting_data[play.card.uid] = target.id
    play.game.add_lasting(dst, play.card)
    play.log(
        (
            f"{target.label()} is destroyed at the end of the turn",
            f"{target.label()} est détruite à la fin du tour",
        )
    )


def _dudlee(play: Play) -> None:
    found = S.in_play(play)
    if found is None:
        return
    # A base its move is refused to (Mo'ai's...) is no option; named, a warning says why.
    dst = play.pick_destination(
        [found],
        [
            b
            for b in play.bases
            if b is not found[0]
            and any(c.is_minion and c.controller != play.player for c in b.cards)
        ],
        what=(
            "move this minion where another player has a minion",
            "déplacer cette Créature vers une Base où un autre joueur a une Créature",
        ),
    )
    if dst is not None and play.move(found[0], found[1], dst):
        moved = play.game.find(found[1].id)
        if moved is not None:
            play.boost(*moved, 1)


def _move_aboot(play: Play) -> None:
    what = (
        "move a minion of yours from elsewhere to a base holding another player's minion, +2 "
        "power this turn",
        "déplacer une de vos Créatures d'une autre Base vers une Base où un autre joueur a une "
        "Créature, +2 de Force ce tour-ci",
    )
    rivals = [
        b for b in play.bases if any(c.is_minion and c.controller != play.player for c in b.cards)
    ]
    found = play.pick_card_and_base(
        play.minions("everywhere", controller="own", affectable=False),
        lambda base, card: [b for b in rivals if b is not base],
        may=False,
        what=what,
        protection="move",
    )
    if found is not None and play.move(*found):
        moved = play.game.find(found[1].id)
        if moved is not None:
            play.boost(*moved, 2)


_NORTHERN_MODES = (
    ("move", ("move it to another base", "la déplacer vers une autre Base")),
    ("boost", ("give it +1 power this turn", "lui donner +1 de Force ce tour-ci")),
)


def _northern_mover(play: Play) -> None:
    what = (
        "move another of your minions, or give it +1 power",
        "déplacer une autre de vos Créatures, ou lui donner +1 de Force",
    )
    if play.pick_mode(_NORTHERN_MODES, what=what) == "move":
        B.move_minion(may=False, **_OWN)(play)
    else:
        B.boost_minion(1, **_OWN)(play)


def _war_canuck(play: Play) -> None:
    found = S.in_play(play)
    if found is None:
        return
    if not any(c.is_minion and c.controller != play.player for c in found[0].cards):
        play.cannot(
            ("give this minion +2 power", "donner +2 de Force à cette Créature"),
            ("no other player's minion is here", "aucune Créature d'un autre joueur n'est ici"),
        )
        return
    play.boost(*found, 2, until=S.UNTIL_YOUR_NEXT_TURN)


def _when_calls_the_badge(play: Play) -> None:
    base = play.pick_base(
        play.bases, may=False, what=("choose a base", "choisir une Base"), key="to"
    )
    if base is not None:
        for located in play.minions(base, controller="own"):
            play.add_counters(*located, 1)


def _up_to_two_of_yours_on_one_base(amount: int) -> Act:
    """Power Poutine: up to two of your minions on one base gain `amount` this turn."""
    what = (
        f"give at most two of your minions on one base +{amount} power this turn",
        f"donner +{amount} de Force ce tour-ci à au plus deux de vos Créatures d'une Base",
    )

    def act(play: Play) -> None:
        picked = play.pick_cards(play.minions("everywhere", controller="own"), up_to=2, what=what)
        if len({id(b) for b, _ in picked}) > 1:
            play.cannot(what, M.PLAY_NOT_OPTION(choice=f"cards: {[c.id for _, c in picked]}"))
            return
        for located in picked:
            play.boost(*located, amount)

    return act


# --- musketeers ----------------------------------------------------------------------------------


def _event_target(game, card) -> str | None:
    """The id of the card a one-shot action's play event names ("card"), else None."""
    for event in game.board.events:
        if event.card is not None and event.card.uid == card.uid:
            named = (event.play_choose or {}).get("card")
            return getattr(named, "id", named)
    return None


def aimed_at(play: Play, fits: Callable, reason: Loc) -> Callable:
    """The `ok` of an extra action "that directly affects" a minion `fits` accepts: an action
    played on such a minion, or a one-shot action whose play event names one ("card"); a
    one-shot action naming none is accepted (its target is decided as it resolves). Else
    `reason` (the play is then beyond the turn's plays, warned)."""

    def ok(card, game) -> Loc | None:
        # (`game`: the turn asking, not this play's: an advisor's fork plays on in a copy.)
        target_id = card.attached_to
        if target_id is None:
            target_id = _event_target(game, card)
            if target_id is None:
                return None
        found = game.find(target_id)
        if found is None or not found[1].is_minion or not fits(found[1]):
            return reason
        return None

    return ok


_NOT_ON_THAT_MINION = (
    "it does not directly affect that minion",
    "elle n'agit pas directement sur cette Créature",
)
_EXTRA_ON_THAT_MINION = (
    "an extra action that directly affects that minion",
    "une Action supplémentaire qui agit directement sur cette Créature",
)


def _biding_time(play: Play) -> None:
    what = (
        "give +2 power to a minion for the rest of the turn",
        "donner +2 de Force à une Créature pour le reste du tour",
    )
    found = play.pick_card(
        play.minions("everywhere", affectable=False, only=play.given("card")),
        may=False,
        what=what,
        protection="affect",
    )
    if found is None:
        return
    play.boost(*found, 2)
    chosen = found[1].uid
    play.extra_play(
        ACTION,
        ok=aimed_at(play, lambda c: c.uid == chosen, _NOT_ON_THAT_MINION),
        kind_text=_EXTRA_ON_THAT_MINION,
    )


_NOT_ON_A_MINION = (
    "it does not directly affect a minion",
    "elle n'agit directement sur aucune Créature",
)


def _token_of_affection(play: Play) -> None:
    # "An action that directly affects a minion", as On a Roll reads it (aimed_at): one played
    # on a minion, or a one-shot action (its target is the one its own decisions name); an
    # action that stays on a base affects none.
    def on_a_base(card, game) -> Loc | None:
        if card.attached_to is None and (
            S.catalog_ongoing(card) or game.printed_fact(card, "played_on") == "base"
        ):
            return _NOT_ON_A_MINION
        return None

    play.play_extra(
        kind=ACTION,
        what=(
            "play an action that directly affects a minion, from your deck or discard pile, as "
            "an extra action",
            "jouer en Action supplémentaire une Action de votre pioche ou défausse qui agit "
            "directement sur une Créature",
        ),
        ok=S.all_of(on_a_base, aimed_at(play, lambda c: True, _NOT_ON_A_MINION)),
    )


def _to_battle(play: Play) -> None:
    # "It": the extra minion, one of the player's minions played after To Battle! (the first
    # such one is not told from a regular minion played after it).
    before = {c.uid for b in play.bases for c in b.cards}
    play.extra_play(MINION)
    play.extra_play(
        ACTION,
        ok=aimed_at(
            play,
            lambda c: c.controller == play.player and c.uid not in before,
            (
                "it does not directly affect the minion played after To Battle!",
                "elle n'agit pas directement sur la Créature jouée après To Battle!",
            ),
        ),
        kind_text=(
            "an action that directly affects the extra minion, as an extra action",
            "une Action qui agit directement sur la Créature supplémentaire, en Action "
            "supplémentaire",
        ),
    )


def _on_a_roll(play: Play) -> None:
    play.extra_play(
        ACTION,
        2,
        ok=aimed_at(
            play,
            lambda c: True,
            _NOT_ON_A_MINION,
        ),
        kind_text=(
            "an action that directly affects a minion",
            "une Action qui agit directement sur une Créature",
        ),
    )
    play.log(
        (
            "both extra actions must act directly on the same minion (not checked)",
            "les deux Actions supplémentaires doivent agir directement sur la même Créature "
            "(non vérifié)",
        )
    )


def _one_for_all(play: Play) -> None:
    base = play.pick_base(
        play.bases, may=False, what=("choose a base", "choisir une Base"), key="base"
    )
    if base is not None:
        for located in play.minions(base, controller="own"):
            play.boost(*located, 1)
    play.extra_play(ACTION)


# --- sumo wrestlers ------------------------------------------------------------------------------


def _body_slam(play: Play) -> None:
    what = (
        "move all of another player's minions off a base holding one of yours",
        "déplacer toutes les Créatures d'un autre joueur hors d'une Base où vous avez une Créature",
    )
    options = [
        {"base": b.id, "player": p}
        for b in _with_yours(play)
        for p in dict.fromkeys(
            c.controller for c in b.cards if c.is_minion and c.controller != play.player
        )
    ]
    chosen = play.decide(options, may=False, what=what)
    if chosen is None:
        return
    base = play.game.base_by_id(chosen["base"])
    # Those a protection holds (Entangled, Too Tough...) stay, each warned of (all of them: the
    # play did nothing). The base the others go to: one all of them may reach first (else one
    # some may reach); named, each one it refuses stays, warned of (shared.move_each).
    theirs = [
        located
        for located in play.minions(base, controller=None, affectable=False)
        if located[1].controller == chosen["player"]
    ]
    free = S.free_to_move(play, theirs)
    if not free:
        return
    S.move_together(
        play,
        free,
        [b for b in play.bases if b is not base],
        what=("choose where they go", "choisir où elles vont"),
    )


def _counters_for_cards(*, hand_part: Loc | None, total: int | None) -> Act:
    """Bulking Stew (a counter on your minions per card discarded: any number, "cards") and
    Fighting Spirit Prize (two counters in all on your minions)."""
    what = (
        "place +1 power counters on your minions",
        "placer des marqueurs +1 sur vos Créatures",
    )

    def act(play: Play) -> None:
        if total is None:
            held = S.hand_held(play)
            up_to = S.HAND_LIMIT if held is None else held
            counts = S.per_counter(
                play, play.minions("everywhere", controller="own"), what=what, up_to=up_to
            )
        else:
            counts = S.per_counter(
                play, play.minions("everywhere", controller="own"), what=what, total=total
            )
        counts = counts or {}
        if hand_part is not None:
            play.log(hand_part)
        elif counts:
            n = sum(counts.values())
            play.log((f"discard {n} card(s)", f"défaussez {n} carte(s)"))
            S.cards_leave_hand(play, n)
        for card_id, count in counts.items():
            S.counters_on_id(play, card_id, count)

    return act


# Fighting Spirit Prize, reprinted by World Champs (Tenth Anniversary).
FIGHTING_SPIRIT_PRIZE = _counters_for_cards(
    hand_part=("draw two cards", "piochez deux cartes"), total=2
)


_CHIKARA_MODES = (
    ("two", ("+2 power", "+2 de Force")),
    ("four", ("discard a card for +4 power", "défausser une carte pour +4 de Force")),
)
_PLUS_TWO = B.boost_minion(2, **_OWN)
_PLUS_FOUR = B.boost_minion(4, **_OWN)


# A card discarded from a hand the board knows to be empty (after the card itself is played).
_NO_CARD_TO_DISCARD = (
    "its player has no card left in hand to discard (hand_size)",
    "son joueur n'a plus de carte en main à défausser (hand_size)",
)


def _chikara_mizu(play: Play) -> None:
    what = ("choose +2, or +4 for a card discarded", "choisir +2, ou +4 contre une carte défaussée")
    if S.hand_empty(play):
        # +4 instead of +2 costs a card from the hand: with none to discard, +2 only.
        if play.given("mode") == "four":
            play.read.add("mode")
            play.cannot(
                (
                    "discard a card for +4 power (+2 power instead)",
                    "défausser une carte pour +4 de Force (+2 de Force à la place)",
                ),
                _NO_CARD_TO_DISCARD,
            )
        else:
            play.pick_mode(_CHIKARA_MODES[:1], what=what)
        _PLUS_TWO(play)
        return
    if play.pick_mode(_CHIKARA_MODES, what=what) == "two":
        _PLUS_TWO(play)
        return
    play.log(("discard a card", "défaussez une carte"))
    S.cards_leave_hand(play, 1)
    _PLUS_FOUR(play)


def _grasp_the_belt(play: Play) -> None:
    # Any minion of a base where you have one, yours too (the clarification).
    found = play.pick_card_and_base(
        play.minions(_with_yours(play), affectable=False),
        lambda base, card: [b for b in play.bases if b is not base],
        may=False,
        what=(
            "move a minion off a base holding one of yours",
            "déplacer une Créature hors d'une Base où vous avez une Créature",
        ),
        protection="move",
    )
    if found is not None:
        play.move(*found)


def _head_butt(play: Play) -> None:
    yours = _with_yours(play)
    found = play.pick_card(
        play.actions(ok=lambda b, c: b in yours and c.controller != play.player),
        may=False,
        what=(
            "destroy another player's action on a base holding one of your minions",
            "détruire une Action d'un autre joueur sur une Base où vous avez une Créature",
        ),
        protection="destroy",
    )
    if found is not None:
        play.destroy(*found)


def _rookie_sumo(play: Play) -> None:
    what = (
        "discard a card: two +1 power counters on a minion of yours",
        "défausser une carte pour placer deux marqueurs +1 sur une de vos Créatures",
    )
    if S.hand_empty(play):
        # "You may discard a card to...": nothing to discard, no counters (said when asked).
        play.read.add("card")
        if play.given("card") is not None:
            play.cannot(what, _NO_CARD_TO_DISCARD)
        return
    # "One of your minions": Rookie Sumo itself may take the counters.
    found = play.pick_card(
        play.minions("everywhere", controller="own", other=False, affectable=False),
        may=True,
        what=what,
        protection="affect",
    )
    if found is not None:
        play.log(("discard a card", "défaussez une carte"))
        S.cards_leave_hand(play, 1)
        play.add_counters(*found, 2)


_THIRD_TIER = B.both(
    B.move_minion(may=True, where="here", to="away", controller="others", power_max=3),
    B.note(
        "draw a card when a minion was moved",
        "piochez une carte si une Créature a été déplacée",
    ),
)

_YOKOZUNA_MODES = (
    ("draw", ("draw a card", "piocher une carte")),
    ("move", ("move another player's minion away", "déplacer ailleurs une Créature adverse")),
)
_YOKOZUNA_MOVE = B.move_minion(may=False, where="here", to="away", controller="others")


def _yokozuna(play: Play) -> None:
    what = (
        "draw a card, or send another player's minion here to another base",
        "piocher une carte, ou déplacer d'ici une Créature d'un autre joueur",
    )
    if play.pick_mode(_YOKOZUNA_MODES, what=what) == "draw":
        play.log(("draw a card", "piochez une carte"))
        return
    _YOKOZUNA_MOVE(play)


# --- the registry entries --------------------------------------------------------------------

_EXTRA_ACTION = B.extra_play(ACTION)

register(
    # --- luchadors ---
    no_board_effect("luchadors/capa-roja", SPECIAL, box=BOX),
    applied("luchadors/cheap-pop", _cheap_pop, box=BOX),
    applied(
        "luchadors/senor-muchoslam",
        B.note(
            "an action of your discard pile goes to your hand",
            "prenez en main une Action de votre défausse",
        ),
        talent=_on_rival_minion,
        box=BOX,
        aliases=("luchadors/el-sagrado",),
    ),
    no_board_effect("luchadors/flor-loca", CONTINUOUS, box=BOX, aliases=("luchadors/la-torcha",)),
    applied("luchadors/out-for-the-count", _out_for_the_count, box=BOX),
    no_board_effect("luchadors/pin", CONTINUOUS, box=BOX, ongoing=True),
    no_board_effect("luchadors/powerful-set-up", CONTINUOUS, box=BOX, ongoing=True),
    applied("luchadors/quick-set-up", _EXTRA_ACTION, box=BOX, ongoing=True),
    no_board_effect("luchadors/reversal", SPECIAL, box=BOX),
    no_board_effect(
        "luchadors/senor-muchoslam-vs-the-monsters",
        HANDS_ONLY,
        box=BOX,
        aliases=("luchadors/sagrado-vs-the-monsters",),
    ),
    no_board_effect("luchadors/smart-set-up", HANDS_ONLY, box=BOX, ongoing=True),
    applied("luchadors/tag-team", togetherness_power, box=BOX),
    no_board_effect("luchadors/yellow-demon", HANDS_ONLY, box=BOX),
    # --- mounties ---
    applied("mounties/always-get-our-man", _always_get_our_man, box=BOX),
    no_board_effect("mounties/battle-moose", CONTINUOUS, box=BOX, ongoing=True),
    no_board_effect("mounties/bring-em-in", CONTINUOUS, box=BOX, ongoing=True),
    applied("mounties/dudlee", talent=_dudlee, box=BOX),
    no_board_effect("mounties/eh", SPECIAL, box=BOX),
    applied("mounties/haich-q", talent=to_or_from_here(False), box=BOX, ongoing=True),
    no_board_effect("mounties/mountie-major", CONTINUOUS, box=BOX),
    applied("mounties/move-aboot", _move_aboot, box=BOX),
    applied("mounties/northern-mover", talent=_northern_mover, box=BOX),
    applied("mounties/power-poutine", _up_to_two_of_yours_on_one_base(2), box=BOX),
    applied("mounties/war-canuck", talent=_war_canuck, box=BOX),
    applied("mounties/when-calls-the-badge", _when_calls_the_badge, box=BOX),
    # --- musketeers ---
    applied("musketeers/all-for-one", _EXTRA_ACTION, box=BOX, ongoing=True),
    no_board_effect("musketeers/aramis", NO_ABILITY, box=BOX),
    no_board_effect("musketeers/athos", CONTINUOUS, box=BOX),
    applied("musketeers/biding-time", _biding_time, box=BOX),
    no_board_effect("musketeers/dartagnan", NO_ABILITY, box=BOX),
    applied(
        "musketeers/en-garde",
        B.both(
            B.boost_minion(1, where="everywhere"),
            B.note("draw a card", "piochez une carte"),
            _EXTRA_ACTION,
        ),
        box=BOX,
    ),
    no_board_effect("musketeers/last-stand", SPECIAL, box=BOX),
    applied(
        "musketeers/make-way", B.both(B.move_minion(may=False, **_OWN), _EXTRA_ACTION), box=BOX
    ),
    applied("musketeers/on-a-roll", _on_a_roll, box=BOX),
    applied("musketeers/one-for-all", _one_for_all, box=BOX),
    no_board_effect("musketeers/porthos", CONTINUOUS, box=BOX),
    applied("musketeers/to-battle", _to_battle, box=BOX),
    applied("musketeers/token-of-affection", _token_of_affection, box=BOX),
    no_board_effect("musketeers/young-musketeer", CONTINUOUS, box=BOX),
    # --- sumo wrestlers ---
    applied("sumo-wrestlers/body-slam", _body_slam, box=BOX),
    applied(
        "sumo-wrestlers/bulking-stew", _counters_for_cards(hand_part=None, total=None), box=BOX
    ),
    applied("sumo-wrestlers/chikara-mizu", _chikara_mizu, box=BOX),
    applied(
        "sumo-wrestlers/fighting-spirit-prize",
        FIGHTING_SPIRIT_PRIZE,
        box=BOX,
    ),
    applied("sumo-wrestlers/grasp-the-belt", _grasp_the_belt, box=BOX),
    applied("sumo-wrestlers/head-butt", _head_butt, box=BOX),
    no_board_effect("sumo-wrestlers/performance-prize", HANDS_ONLY, box=BOX),
    applied("sumo-wrestlers/rookie-sumo", _rookie_sumo, box=BOX),
    applied("sumo-wrestlers/technique-prize", B.counters_on_minion(3, **_OWN), box=BOX),
    applied("sumo-wrestlers/third-tier", _THIRD_TIER, box=BOX),
    no_board_effect("sumo-wrestlers/top-tier", NO_ABILITY, box=BOX),
    applied("sumo-wrestlers/yokozuna", talent=_yokozuna, box=BOX),
)
