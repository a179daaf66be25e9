"""Play abilities of Half the Battle (issue 28): Adolescent Epic Geckos, G.I. Gerald, Pearl and
the Images, Rulers of the Cosmos. Both printings print the same effects for these cards, so each
entry covers both (`printing=None`).

A fusion is typed as the kind it is played as ("minion" or "action"): the act runs its Minion
ability or its Action ability accordingly.

A card asking whether it is the player's first action of the turn counts their actions played
before it: the board's plays_made (the active player's) and each earlier play event (the extra
card its choose played included). A Talent needing two (other) actions played
this turn counts them the same way, up to the talent event.

The `choose` keys these cards read, beyond the usual "card" (one card), "to" (a base) and
"play" (the extra card played now, with "to"):
- "mode": the effect a Talent (or a card offering two) takes: Gecko Power ("move", "counter"
  or "power"), Kandinsky ("power" or "move"; its "move" brings a minion here: "card" alone is
  enough), The Master's Teachings ("power" to take its +2, a "may");
- "cards": Hokusai's Talent (one minion per base at most, a +1 power counter on each), Rosie's
  Action (its two +1 power counters, one id per counter);
- "mode" also: Can-Do's Minion ability ("minion" or "action"), Mabel Lean's Minion ability
  ("counter", a "may"), Now You Know: Home Safety ("action": also use the Action ability of
  the fusion it plays, which reads the rest of the choose, "to" and "mode" excepted);
- "base": the base Go, Gerald! and We're Up, You're Down name;
- "mode" also: Pearl's Talent ("power" or "draw"), All's Right with the World's ("all" or
  "each"), Ruby ("power", a "may");
- "order": Crystal's Talent [the other player's minion, yours], Bike Safety [your minion, the
  other player's minion there] (with "to"), Truly Outstanding's counters on your minions (one
  id per counter; "cards" are the other players' minions given one each);
- "cards" also: All's Right with the World's "each" (one minion of each player here);
- "player": whom Jam All Night Long's Talent lets play a small minion here;
- "order" also: the transfers of Dolts, Halfwits, Fools, Morons! (pairs [action, minion, ...]),
  of Mystic Transference's and Powerful Sword's Talents ([action, minion]);
- "mode" also: the id of the minion whose Talent Guy-Man copies (the rest of the choose is that
  Talent's), Magic Weapon's given Talent ("power" or "draw").
A Talent an action gives its minion (Armor of Battle, Fearless Friend, Magic Weapon, Sword That's
Powerful) is used by a talent event naming the action; an action giving one and having its own
(Powerful Sword) uses its own there (the given one is typed by hand).
- Shellback's Action: "mode" is the id of the fusion in play whose Action ability it copies;
  the rest of the choose is that ability's.
"""

from __future__ import annotations

from collections.abc import Callable

from ..model import ACTION, MINION
from . import blocks as B
from . import shared as S
from .context import Loc, Play
from .registry import (
    CONTINUOUS,
    HANDS_ONLY,
    applied,
    no_board_effect,
    not_simulated,
    register,
)

BOX = "Half the Battle"
Act = Callable[[Play], None]

# The reasons of this module (English, French).
SWAP: Loc = (
    "a swap puts a minion in play without playing it (no play used, no 'when played' ability), "
    "which a play ability cannot do: type the minion leaving and the one coming as events",
    "un échange met une Créature en jeu sans la jouer (aucun jeu utilisé, aucune capacité « en "
    "jeu »), ce qu'une capacité jouée ne peut pas faire : saisissez la Créature qui part et "
    "celle qui arrive comme événements",
)


# --- this box's helpers --------------------------------------------------------------------------


def _first_action(play: Play) -> bool:
    return S.played_before(play, ACTION) == 0


def _after_two_actions(play: Play) -> bool:
    """A Talent's condition: two actions or more played this turn (not this card)."""
    if S.played_before(play, ACTION, upto_self=False) >= 2:
        return True
    play.cannot(
        ("use this Talent", "utiliser ce Talent"),
        (
            "fewer than two actions were played this turn",
            "moins de deux Actions ont été jouées ce tour-ci",
        ),
    )
    return False


def _first_or_not(first: Act, then: Act) -> Act:
    """`first` when the card is the player's first action of the turn, else `then`."""

    def act(play: Play) -> None:
        (first if _first_action(play) else then)(play)

    return act


def _fusion(as_minion: Act, as_action: Act) -> Act:
    """A fusion's Minion or Action ability, as it is played."""

    def act(play: Play) -> None:
        (as_minion if play.card.type == MINION else as_action)(play)

    return act


def _draw(count: int) -> Act:
    return B.note(f"draw {count} card(s)", f"piochez {count} carte(s)")


# --- adolescent epic geckos ----------------------------------------------------------------------


def _hokusai_talent(play: Play) -> None:
    # A +1 power counter on at most one minion of each base ("cards"; a "may").
    if not _after_two_actions(play):
        return
    what = (
        "give a minion of each base a +1 power counter",
        "placer un marqueur +1 sur une Créature de chaque Base",
    )
    chosen = play.pick_cards(
        play.minions("everywhere", other=False), up_to=len(play.bases), what=what
    )
    bases = [id(b) for b, _ in chosen]
    if len(set(bases)) != len(bases):
        play.cannot(what, ("two minions of one base", "deux Créatures d'une même Base"))
        return
    for found in chosen:
        play.add_counters(*found, 1)


def _boost_self(amount: int) -> Act:
    def act(play: Play) -> None:
        found = S.in_play(play)
        if found is not None:
            play.boost(*found, amount)

    return act


def _kandinsky_talent(play: Play) -> None:
    # +2 power to itself this turn, or another of your minions moves here.
    if not _after_two_actions(play):
        return
    mode = play.pick_mode(
        [
            ("power", ("+2 power to it", "+2 de Force pour elle")),
            ("move", ("another of your minions here", "une autre de vos Créatures ici")),
        ],
        what=("choose the Talent's effect", "choisir l'effet du Talent"),
    )
    if mode == "power":
        _boost_self(2)(play)
    else:
        B.move_minion(may=False, to="here", controller="own")(play)


def _gecko_power_talent(play: Play) -> None:
    # On the minion it is on: it moves (choose "to"), or a +1 power counter, or +2 power.
    if not _after_two_actions(play):
        return
    found = S.attached_minion(play)
    if found is None:
        return
    base, minion = found
    mode = play.pick_mode(
        [
            ("move", ("move that minion", "déplacer cette Créature")),
            ("counter", ("a +1 power counter on it", "un marqueur +1 sur elle")),
            ("power", ("+2 power to it", "+2 de Force pour elle")),
        ],
        what=("choose the Talent's effect", "choisir l'effet du Talent"),
    )
    if mode == "counter":
        play.add_counters(base, minion, 1)
    elif mode == "power":
        play.boost(base, minion, 2)
    else:
        # A base its move is refused to (Mo'ai's...) is no option; named, a warning says why.
        dst = play.pick_destination(
            [found],
            [b for b in play.bases if b is not base],
            what=(
                "move that minion to another base",
                "déplacer cette Créature vers une autre Base",
            ),
        )
        if dst is not None:
            play.move(base, minion, dst)


def _lasagna_party(play: Play) -> None:
    # The extra minion is played now ("play", "to"); then an extra action (first action), else
    # two +1 power counters on a minion at the base it went to ("card").
    what = (
        "play an extra minion with 2 power or less",
        "jouer une Créature supplémentaire de Force 2 ou moins",
    )
    played = play.play_extra(kind=MINION, power_max=2, what=what)
    if _first_action(play):
        play.extra_play(ACTION)
        return
    if not played:
        return
    found = play.game.find(play.played_extra.id)  # type: ignore[union-attr]
    if found is None:
        return
    target = play.pick_card(
        play.minions(found[0], other=False),
        may=False,
        what=(
            "give a minion there two +1 power counters",
            "y placer deux marqueurs +1 sur une Créature",
        ),
    )
    if target is not None:
        play.add_counters(*target, 2)


def _masters_teachings(play: Play) -> None:
    # Two +1 power counters on one of your minions ("card"); an extra action (first action), else
    # it may get +2 power this turn ("mode": "power").
    target = play.pick_card(
        play.minions("everywhere", controller="own", other=False),
        may=False,
        what=(
            "give one of your minions two +1 power counters",
            "placer deux marqueurs +1 sur une de vos Créatures",
        ),
    )
    if target is not None:
        play.add_counters(*target, 2)
    if _first_action(play):
        play.extra_play(ACTION)
        return
    if target is None:
        return
    chosen = play.decide(
        [{"mode": "power"}],
        may=True,
        what=("give that minion +2 power", "donner +2 de Force à cette Créature"),
    )
    if chosen is not None:
        found = play.game.find(target[1].id)
        if found is not None:
            play.boost(*found, 2)


def _flip_kick(play: Play) -> None:
    _draw(1)(play)
    if _first_action(play):
        play.extra_play(ACTION)
    else:
        _draw(2)(play)


def _breaking_news(play: Play) -> None:
    play.log(
        (
            "look at your deck's top four cards, draw one, put the others back",
            "regardez les quatre cartes du dessus de votre pioche, piochez-en une, replacez les "
            "autres",
        )
    )
    if _first_action(play):
        play.extra_play(ACTION)


_MOVE_YOURS = B.move_minion(may=False, controller="own")


def _own_move(play: Play) -> None:
    """Move one of your minions (choose "card", "to"). A named minion another player controls
    is refused for that reason: left out of the candidates, it would be refused as "<id>
    (<power>) is not possible" (choosing's _why_not), as if its power were the reason."""
    given = play.given("card")
    found = play.game.find(given) if isinstance(given, str) else None
    if found is not None and found[1].is_minion and found[1].controller != play.player:
        play.read |= {"card", "to"}
        label = found[1].label()
        words = B.minion_words("everywhere", "own")
        play.cannot(
            (f"move {words[0]} to another base", f"déplacer {words[1]} vers une autre Base"),
            (f"{label} is not one of your minions", f"{label} n'est pas une de vos Créatures"),
        )
        return
    _MOVE_YOURS(play)


# --- g.i. gerald -------------------------------------------------------------------------------


def _can_do_minion(play: Play) -> None:
    # An extra minion of power 2 or less here, or an extra action.
    mode = play.pick_mode(
        [
            ("minion", ("a small extra minion here", "une petite Créature supplémentaire ici")),
            ("action", ("an extra action", "une Action supplémentaire")),
        ],
        what=("choose the extra play", "choisir le jeu supplémentaire"),
    )
    if mode == "action":
        play.extra_play(ACTION)
    else:
        play.extra_play(MINION, base=play.here(), power_max=2)


def _can_do_action(play: Play) -> None:
    play.extra_play(MINION, power_max=2)
    play.extra_play(ACTION)


def _go_gerald(play: Play) -> None:
    # Your minions played on the base this turn: those the turn's events played (a minion in
    # the board at the start of the turn is not known to have been played this turn).
    base = play.pick_base(
        play.bases, may=False, what=("choose a base", "choisir une Base"), key="base"
    )
    if base is None:
        return
    for found in play.minions(base, controller="own"):
        if play.game.played_this_turn(found[1]):
            play.boost(*found, 2)
    play.log(
        (
            "minions played before the board's turn are not known: type their +2 as boosts",
            "les Créatures jouées avant le tour du plateau ne sont pas connues : saisissez leur "
            "+2 comme boosts",
        )
    )


def _mabel_lean_minion(play: Play) -> None:
    # If it is its player's only minion here, it may get a +1 power counter ("mode": "counter").
    found = S.in_play(play)
    if found is None or play.minions(found[0], controller="own", affectable=False):
        return
    chosen = play.decide(
        [{"mode": "counter"}],
        may=True,
        what=("place a +1 power counter on it", "placer un marqueur +1 sur elle"),
    )
    if chosen is not None:
        play.add_counters(*found, 1)


def _obstruction_minion(play: Play) -> None:
    for found in play.minions("here", controller="own", other=False):
        play.boost(*found, 1)


def _obstruction_action(play: Play) -> None:
    found = play.pick_card(
        play.minions("everywhere", power_max=3),
        may=False,
        what=(
            "put a minion with 3 power or less under its owner's deck",
            "placer une Créature de Force 3 ou moins sous la pioche de son propriétaire",
        ),
    )
    if found is not None:
        play.place_in_deck(*found)


def _rosie_action(play: Play) -> None:
    what = (
        "place two +1 power counters in all on your minions",
        "placer deux marqueurs +1 en tout sur vos Créatures",
    )
    counts = S.per_counter(play, play.minions("everywhere", controller="own"), what=what, total=2)
    for card_id, count in (counts or {}).items():
        S.counters_on_id(play, card_id, count)


# The fusions' Action abilities, by key (Shellback copies one of them).
_FUSION_ACTIONS: dict[str, Act] = {}


def _fusion_entry(key: str, as_minion: Act, as_action: Act):
    _FUSION_ACTIONS[key] = as_action
    return applied(key, _fusion(as_minion, as_action), box=BOX)


# The fusions whose abilities act only on hands and decks.
_HANDS_FUSIONS = {"gi-gerald/dice-ninja", "gi-gerald/sawbones"}


def _is_fusion(card) -> bool:
    return card.key in _FUSION_ACTIONS or card.key in _HANDS_FUSIONS


def _shellback_minion(play: Play) -> None:
    # One of your other fusions (not a Shellback) may go back to its owner's hand.
    candidates = play.minions(
        "everywhere",
        controller="own",
        ok=lambda b, c: _is_fusion(c) and c.key != "gi-gerald/shellback",
        protection="return",
    )
    found = play.pick_card(
        candidates,
        may=True,
        what=("return one of your fusions to its hand", "renvoyer une de vos Fusions en main"),
    )
    if found is not None:
        play.return_to_hand(*found)


def _shellback_action(play: Play) -> None:
    # Copy the Action ability of one of your other fusions in play ("mode": its id): it acts
    # as this card's, reading the rest of the choose.
    fusions = [
        (b, c)
        for b in play.bases
        for c in b.cards
        if c.controller == play.player and c.uid != play.card.uid and _is_fusion(c)
    ]
    by_id = {c.id: c for _, c in fusions if c.id is not None}
    chosen = play.decide(
        [{"mode": card_id} for card_id in by_id],
        may=False,
        what=(
            "copy what one of your fusions does as an Action",
            "copier la capacité Action d'une de vos Fusions",
        ),
    )
    if chosen is None:
        return
    fusion = by_id[chosen["mode"]]
    copied = _FUSION_ACTIONS.get(fusion.key)
    if copied is None:
        play.log(
            (
                f"{fusion.label()}'s Action ability acts on hands and decks: do it by hand",
                f"la capacité Action de {fusion.label()} agit sur mains et pioches : faites-la "
                "à la main",
            )
        )
        return
    copied(play)


def _home_safety(play: Play) -> None:
    # The extra minion of power 2 or less is played now ("play", "to"); if it is a fusion, its
    # Action ability may also be used ("mode": "action"): it acts as this card's, reading the
    # rest of the choose (not "to", the minion's base, nor "mode": Ski Lift's destination and
    # Shellback's fusion are then assumed, and listed).
    what = (
        "play an extra minion with 2 power or less",
        "jouer une Créature supplémentaire de Force 2 ou moins",
    )
    if not play.play_extra(kind=MINION, power_max=2, what=what):
        return
    fusion = play.played_extra
    if fusion is None or not _is_fusion(fusion):
        return
    chosen = play.decide(
        [{"mode": "action"}],
        may=True,
        what=(
            f"also use the Action ability of {fusion.label()}",
            f"utiliser aussi la capacité Action de {fusion.label()}",
        ),
    )
    if chosen is None:
        return
    copied = _FUSION_ACTIONS.get(fusion.key)
    if copied is None:
        play.log(
            (
                f"{fusion.label()}'s Action ability acts on hands and decks: do it by hand",
                f"la capacité Action de {fusion.label()} agit sur mains et pioches : faites-la "
                "à la main",
            )
        )
        return
    given = play.choose
    rest = {k: v for k, v in given.items() if k not in ("play", "to", "then", "mode")}
    play.choose = rest or None
    try:
        copied(play)
    finally:
        play.choose = given


register(
    applied("adolescent-epic-geckos/breaking-news", _breaking_news, box=BOX),
    applied("adolescent-epic-geckos/flip-kick", _flip_kick, box=BOX),
    applied(
        "adolescent-epic-geckos/gecko-blimp",
        _first_or_not(B.both(_own_move, B.extra_play(ACTION)), B.move_minion(may=False)),
        box=BOX,
    ),
    applied(
        "adolescent-epic-geckos/gecko-power", talent=_gecko_power_talent, box=BOX, ongoing=True
    ),
    not_simulated("adolescent-epic-geckos/gecko-rap", SWAP, box=BOX),
    applied(
        "adolescent-epic-geckos/hokusai",
        B.counters_on_minion(1, may=True, controller="own", other=False),
        talent=_hokusai_talent,
        box=BOX,
    ),
    not_simulated("adolescent-epic-geckos/june", SWAP, box=BOX),
    applied("adolescent-epic-geckos/kandinsky", _boost_self(1), talent=_kandinsky_talent, box=BOX),
    _fusion_entry("adolescent-epic-geckos/kc-smith", B.extra_play(ACTION), B.extra_play(MINION)),
    applied("adolescent-epic-geckos/lasagna-party", _lasagna_party, box=BOX),
    no_board_effect("adolescent-epic-geckos/monet", HANDS_ONLY, box=BOX),
    applied("adolescent-epic-geckos/now-you-know-bullying", _own_move, box=BOX),
    applied("adolescent-epic-geckos/the-masters-teachings", _masters_teachings, box=BOX),
    no_board_effect("adolescent-epic-geckos/van-gogh", HANDS_ONLY, box=BOX),
    # --- g.i. gerald ---
    _fusion_entry("gi-gerald/can-do", _can_do_minion, _can_do_action),
    no_board_effect("gi-gerald/dice-ninja", HANDS_ONLY, box=BOX),
    applied("gi-gerald/go-gerald", _go_gerald, box=BOX),
    _fusion_entry("gi-gerald/mabel-lean", _mabel_lean_minion, B.extra_play(MINION, power_max=2)),
    _fusion_entry(
        "gi-gerald/mowat",
        B.boost_minion(1, may=True),
        B.boost_minion(3, may=False),
    ),
    applied("gi-gerald/now-you-know-home-safety", _home_safety, box=BOX),
    _fusion_entry("gi-gerald/obstruction", _obstruction_minion, _obstruction_action),
    _fusion_entry(
        "gi-gerald/rosie", B.counters_on_minion(1, may=True, where="here"), _rosie_action
    ),
    no_board_effect("gi-gerald/sawbones", HANDS_ONLY, box=BOX),
    _fusion_entry("gi-gerald/shellback", _shellback_minion, _shellback_action),
    _fusion_entry(
        "gi-gerald/ski-lift",
        B.move_minion(may=True, to="here", controller="own"),
        B.move_minion(may=False),
    ),
    no_board_effect("gi-gerald/viscount", CONTINUOUS, box=BOX),
)
