"""Play abilities of Smash Up: Disney Edition (issue 28): Aladdin, Beauty and the Beast, Big
Hero 6, Frozen, Mulan, The Lion King, The Nightmare Before Christmas, Wreck-It Ralph. One
printing (both sources give the same texts): every entry covers both (`printing=None`).

Minions are "characters", actions on a base or a minion "modifiers" (see marvel.py). A card
discarded to pay for an ability (Jasmine, Palace Guard, Rajah, Cogsworth, Lumiere...) is a hand
matter: the log says so, the board part is applied.

The `choose` keys these cards read, beyond "card", "cards", "to", "base" and "play":
- "mode": Wish ("cards" two extra plays typed as "minions", "actions" or "both"; "power";
  "draw"), Control Mask ("play" or "move": the Swarms in "cards" all come here or all leave
  for "to"; named both ways, the first one's way is kept, warned), Control the Swarm
  ("counters" or "move"), Hiro Hamada ("counter" or "move"), Honey Lemon ("destroy" or
  "action"), Elsa ("play" or "marshmallow"), Sven ("move" or "search"), Call Up New Recruits
  ("minion" or "draw"), Mulan ("action" or "draw"), Scar ("rival" or "own"), Zazu ("boost"
  or "draw"), Wreck-It Ralph ("modifier" or "destroy"), This Provincial Town ("discard": a
  counter on the extra minion);
- "order": pairs [from, to, from, to, ...] of +1 power counters moved one by one (Control the
  Swarm, Hiro Hamada); [modifier, minion] for Dr. Finkelstein; pairs [player, base id, ...]
  for Cy-Bug Infestation (where each player moves all their cards of its base; a player not
  given: the first other base, listed in assumed_choices);
- "factions": the one faction Research Lab Beacon names (a list of one slug).
"Mufasa in your discard pile" (Just Can't Wait to be King, The Hyenas, Zazu): the board holds
no discard pile; the run knows it when it sent Mufasa there while a card watching for it
(Simba, He Lives In You) was in play, and otherwise the log says what to add by hand.
"""

from __future__ import annotations

from collections.abc import Callable

from .. import messages as M
from ..cards.effects import in_the_run
from ..model import ACTION, MINION
from . import blocks as B
from . import shared as S
from . import talents as T
from .context import Loc, Play
from .marvel import (
    move_self_with,
    own,
    self_boost,
)
from .registry import (
    CONTINUOUS,
    HANDS_ONLY,
    NO_ABILITY,
    applied,
    no_board_effect,
    register,
)

BOX = "Smash Up: Disney Edition"
Act = Callable[[Play], None]

TO_DISCARD: Loc = (
    "its ability acts after a card goes from play to the discard pile, not when it is played",
    "sa capacité agit après le passage d'une carte du jeu à la défausse, pas quand elle est jouée",
)
BASE_DISCARD: Loc = (
    "it swaps a base with one of the base discard pile, which the board does not hold: type "
    "the swap as a 'replace_base' event (the cards stay)",
    "elle échange une Base avec une Base de la défausse des Bases, que le plateau ne contient "
    "pas : saisissez l'échange comme événement 'replace_base' (les cartes restent)",
)
LASTING_PROTECTION: Loc = (
    "its protection of your minions on its base lasts until your next turn, a lasting effect "
    "the board cannot hold: type what it prevents as events",
    "sa protection de vos Créatures de sa Base dure jusqu'à votre prochain tour, un effet "
    "durable que le plateau ne peut pas garder : saisissez ce qu'elle empêche comme événements",
)
DRAW = ("draw a card", "piochez une carte")
WINTER = (
    "the extra action comes from your discard pile; Winter Surprise is shuffled into your deck",
    "l'Action supplémentaire vient de votre défausse ; Winter Surprise est mélangée dans votre "
    "pioche",
)
CHRISTMAS = (
    "an action owned by another player returns to its owner's hand once the turn ends",
    "une Action d'un autre joueur retourne dans la main de son propriétaire une fois le tour fini",
)
JAFAR = (
    "each other player discards an action or shows a hand without one (by hand); the action "
    "played is one of those or one of yours",
    "chaque autre joueur défausse une Action ou montre une main qui n'en a pas (à la main) ; "
    "l'Action jouée est l'une d'elles ou l'une des vôtres",
)
PAY = ("discard the card it asks for (by hand)", "défaussez la carte demandée (à la main)")


def _pay(then: Act) -> Act:
    """A Talent paid by a discard from the hand (logged), then its board part."""

    def act(play: Play) -> None:
        play.log(PAY)
        then(play)

    return act


def _mufasa_gone(play: Play) -> bool:
    """Mufasa in the player's discard pile, as the run recorded it (it sent Mufasa there while
    a card watching for it was in play). The board holds no discard pile: otherwise the log
    says what the player adds by hand."""
    if in_the_run(play.game, "in discard", "the-lion-king/mufasa", play.player):
        return True
    play.log(
        (
            "Mufasa is not known to be in your discard pile: if it is, type the bonus as events",
            "Mufasa n'est pas connu dans votre défausse : s'il y est, saisissez le bonus comme "
            "événements",
        )
    )
    return False


def _counter_self(count: int) -> Act:
    def act(play: Play) -> None:
        found = S.in_play(play)
        if found is not None:
            play.add_counters(*found, count)

    return act


def _play_named(keys: tuple[str, ...], what: Loc, power_max=None, whence: Loc | None = None) -> Act:
    """Play now, as an extra minion, a card whose key is among `keys` ("play", "to"); from
    `whence` (a deck, a discard pile) when given, so not a card of a hand."""

    def act(play: Play) -> None:
        card = play.given("play")
        if card is not None and keys and getattr(card, "key", None) not in keys:
            play.read.add("play")
            play.cannot(what, M.PLAY_NOT_OPTION(choice=card.label()))
            return
        ok = S.from_own_pile(play, whence) if whence is not None else None
        play.play_extra(kind=MINION, power_max=power_max, what=what, ok=ok)

    return act


def _mode(play: Play, modes: list[tuple[str, Loc]]) -> str:
    return play.pick_mode(modes, what=("choose one of its effects", "choisir un de ses effets"))


def _move_counters(play: Play, what: Loc, one_pair: bool = False) -> None:
    """+1 power counters moved one by one among the player's minions (choose "order": pairs
    [from, to, ...]); `one_pair`: all from one minion to one other (Hiro Hamada's
    clarification)."""
    mine = {c.id: c for _, c in own(play, other=False, affectable=False) if c.id is not None}
    pairs = S.given_ids(play, "order")
    if pairs is None:
        options = [
            {"order": (a, b)} for a, ca in mine.items() if ca.counters for b in mine if b != a
        ]
        play.decide(options, may=True, what=what, keys=("order",))
        return
    steps = list(zip(pairs[::2], pairs[1::2], strict=False))
    left = {i: c.counters for i, c in mine.items()}
    ok = len(pairs) % 2 == 0 and all(a in mine and b in mine and a != b for a, b in steps)
    ok = ok and not (one_pair and len(set(steps)) > 1)
    for a, _ in steps if ok else ():
        left[a] -= 1
        ok = ok and left[a] >= 0
    if not ok:
        play.cannot(what, M.PLAY_NOT_OPTION(choice=f"order: {list(pairs)}"))
        return
    for a, b in steps:
        S.counters_on_id(play, a, -1)
        S.counters_on_id(play, b, 1)


def _has_counters(play: Play) -> bool:
    found = S.in_play(play)
    return found is not None and found[1].counters > 0


# --- aladdin ---------------------------------------------------------------------------------


def _extra_action_now(play: Play) -> None:
    play.play_extra(kind=ACTION, what=("play an extra action", "jouer une Action supplémentaire"))


def _street_rat(play: Play) -> None:
    # "from another player's discard pile": a card object, never a card of a hand.
    play.play_extra(
        kind=ACTION,
        what=(
            "play an action out of the discard pile of another player",
            "jouer une Action de la défausse d'un autre joueur",
        ),
        ok=S.from_another_pile(
            play, ("another player's discard pile", "la défausse d'un autre joueur")
        ),
    )


def _palace_guard(play: Play) -> None:
    here = play.here()
    for located in own(play, here, other=False, ok=lambda b, c: c.key == "aladdin/palace-guard"):
        play.add_counters(*located, 1)


def _wish(play: Play) -> None:
    if not any(
        c.key == "aladdin/genie" and c.controller == play.player
        for b in play.bases
        for c in b.cards
    ):
        play.cannot(
            ("choose an effect", "choisir un effet"),
            ("you have no Genie in play", "vous n'avez pas de Genie en jeu"),
        )
        return
    mode = _mode(
        play,
        [
            ("minions", ("play two extra minions", "jouer deux Créatures supplémentaires")),
            ("actions", ("play two extra actions", "jouer deux Actions supplémentaires")),
            ("both", ("an extra minion and action", "une Créature et une Action en plus")),
            ("power", ("+5 power to a minion", "+5 en Force à une Créature")),
            ("draw", ("draw four cards", "piocher quatre cartes")),
        ],
    )
    if mode == "minions":
        play.extra_play(MINION, 2)
    elif mode == "actions":
        play.extra_play(ACTION, 2)
    elif mode == "both":
        play.extra_play(MINION)
        play.extra_play(ACTION)
    elif mode == "power":
        B.boost_minion(5)(play)
    else:
        play.log(("draw four cards", "piochez quatre cartes"))
    play.to_box()


# --- beauty and the beast --------------------------------------------------------------------


def _beast(play: Play) -> None:
    found = S.in_play(play)
    if found is None:
        return
    # "If Belle is here": a protected Belle is still here (only her counter is not placed).
    belles = [
        (b, c)
        for b, c in play.minions(found[0], affectable=False)
        if c.key == "beauty-and-the-beast/belle"
    ]
    if belles:
        if not play.add_counters(*belles[0], 1):
            play.cannot(
                ("place a +1 power counter on Belle", "placer un marqueur +1 sur Belle"),
                ("a card protects her", "une carte la protège"),
            )
        found = S.in_play(play)
        if found is not None:
            play.add_counters(*found, 1)


def _break_the_curse(play: Play) -> None:
    base = play.pick_base(
        play.bases, may=False, what=("choose a base", "choisir une Base"), key="base"
    )
    if base is not None:
        for located in own(play, base, other=False):
            play.boost(*located, 1)


def _provincial_town(play: Play) -> None:
    what = (
        "play an extra minion of power 3 or less",
        "jouer une Créature supplémentaire de Force 3 ou moins",
    )
    if not play.play_extra(kind=MINION, power_max=3, what=what):
        return
    chosen = play.decide(
        [{"mode": "discard"}],
        may=True,
        what=("discard a card for a +1 power counter on it", "défausser pour un marqueur +1"),
    )
    if chosen is not None:
        play.log(PAY)
        S.counters_on_id(play, play.played_extra.id, 1)  # type: ignore[union-attr]


# --- big hero 6 ------------------------------------------------------------------------------


SWARM = "big-hero-6/microbot-swarm"


def _control_mask_played(play: Play) -> None:
    # Its text forbids playing it on a Microbot Swarm.
    found = S.attached_minion(play)
    if found is not None and found[1].key == SWARM:
        play.cannot(
            ("be played on this minion", "être jouée sur cette Créature"),
            ("it is a Microbot Swarm", "c'est un Microbot Swarm"),
        )


def _control_mask(play: Play) -> None:
    mode = _mode(
        play,
        [
            ("play", ("play a Microbot Swarm", "jouer un Microbot Swarm")),
            ("move", ("move Microbot Swarms", "déplacer des Microbot Swarms")),
        ],
    )
    if mode == "play":
        play.extra_play(
            MINION,
            ok=lambda c, game: (
                None if c.key == SWARM else ("not a Microbot Swarm", "pas un Microbot Swarm")
            ),
            kind_text=("an extra Microbot Swarm", "un Microbot Swarm supplémentaire"),
        )
        return
    here = play.here()
    swarms = play.minions("everywhere", ok=lambda b, c: c.key == SWARM, affectable=False)
    what = ("move Microbot Swarms to or from here", "déplacer des Microbot Swarms vers ou d'ici")
    chosen = _swarms_one_way(play, here, swarms, what)
    if not chosen or here is None:
        return
    dst = here
    if chosen[0][0] is here:
        # Away: a base that refuses one of them (Mo'ai's...) is no option; named, a warning
        # says why.
        others = [b for b in play.bases if b is not here]
        dst = play.pick_destination(chosen, others, what=what)
    if dst is not None:
        # One whose move is refused stays, with a warning naming the reason.
        S.move_each(play, chosen, dst)


def _swarms_one_way(play: Play, here, swarms: list, what: Loc) -> list:
    # One direction per use: Swarms moved here, or Swarms moved away from here ("cards"). Named
    # both ways, the first named card's way is kept and the others are not moved (warned).
    # Not given: the options are each Swarm alone and all of one way (declined, a "may").
    if not swarms:
        return []
    if play.choose and "cards" in play.choose:
        chosen = play.pick_cards(swarms, up_to=len(swarms), what=what)
        first = next((i for i in play.choose["cards"] if any(c.id == i for _, c in chosen)), None)
        away = any(b is here and c.id == first for b, c in chosen)
        kept = [(b, c) for b, c in chosen if (b is here) == away]
        left = [c.label() for b, c in chosen if (b is here) != away]
        if left:
            play.cannot(
                what,
                (
                    "one use moves Swarms either to here or away from here, not both: "
                    f"{', '.join(left)} not moved",
                    "une utilisation déplace des Microbot Swarms soit vers ici, soit d'ici, pas "
                    f"les deux : {', '.join(left)} pas déplacé(s)",
                ),
            )
        return kept
    ways = [[c.id for b, c in swarms if b is here], [c.id for b, c in swarms if b is not here]]
    options = [{"cards": tuple(ids)} for ids in ways if len(ids) > 1]
    options += [{"cards": (c.id,)} for _, c in swarms]
    chosen_option = play.decide(options, may=True, what=what, keys=("cards",))
    if chosen_option is None:
        return []
    return [(b, c) for b, c in swarms if c.id in chosen_option["cards"]]


def _control_the_swarm(play: Play) -> None:
    mode = _mode(
        play,
        [
            ("counters", ("a counter on each without one", "un marqueur sur chacune sans")),
            ("move", ("move your counters", "déplacer vos marqueurs")),
        ],
    )
    if mode == "counters":
        for located in own(play, other=False):
            if not located[1].counters:
                play.add_counters(*located, 1)
    else:
        _move_counters(play, ("move your +1 power counters", "déplacer vos marqueurs +1"))


def _fred(play: Play) -> None:
    play.log(DRAW)
    if not _has_counters(play):
        return
    B.boost_minion(-2, may=True, where="here", until=S.UNTIL_YOUR_NEXT_TURN)(play)


def _go_go(play: Play) -> None:
    counters = _has_counters(play)
    if not counters and play.given("cards"):
        # Another minion comes along only with a +1 power counter on it: said why (as Honey
        # Lemon's extra action), not as a key the play did not read.
        play.read.add("cards")
        play.cannot(
            (
                "move another of your minions with it",
                "déplacer une autre de vos Créatures avec elle",
            ),
            ("it has no +1 power counter", "elle n'a pas de marqueur +1"),
        )
    move_self_with(1 if counters else 0)(play)


def _hiro(play: Play) -> None:
    mode = _mode(
        play,
        [
            (
                "counter",
                ("a +1 power counter on a minion here", "un marqueur +1 sur une Créature ici"),
            ),
            ("move", ("move counters", "déplacer des marqueurs")),
        ],
    )
    if mode == "counter":
        B.counters_on_minion(1, where="here", other=False)(play)
    else:
        _move_counters(play, ("move +1 power counters", "déplacer des marqueurs +1"), True)


def _honey_lemon(play: Play) -> None:
    mode = _mode(
        play,
        [
            ("destroy", ("destroy a modifier here", "détruire un modificateur ici")),
            ("action", ("play an extra action", "jouer une Action supplémentaire")),
        ],
    )
    if mode == "action":
        if _has_counters(play):
            play.extra_play(ACTION)
        else:
            play.cannot(
                ("play an extra action", "jouer une Action supplémentaire"),
                ("it has no +1 power counter", "elle n'a pas de marqueur +1"),
            )
        return
    found = play.pick_card(
        play.actions("here"),
        may=False,
        what=("destroy a modifier here", "détruire un modificateur"),
        protection="destroy",
    )
    if found is not None:
        play.destroy(*found)


def _microbot_maker(play: Play) -> None:
    for located in own(play, "here", other=False):
        play.add_counters(*located, 1)


def _new_student(play: Play) -> None:
    what = (
        "play an extra minion of power 3 or less",
        "jouer une Créature supplémentaire de Force 3 ou moins",
    )
    if play.play_extra(kind=MINION, power_max=3, what=what):
        S.counters_on_id(play, play.played_extra.id, 1)  # type: ignore[union-attr]


def _upgrades(play: Play) -> None:
    what = (
        "place two +1 power counters on your minions",
        "placer deux marqueurs +1 sur les vôtres",
    )
    counts = S.per_counter(play, own(play, other=False), what=what, total=2) or {}
    for card_id, count in counts.items():
        S.counters_on_id(play, card_id, count)
    play.extra_play(ACTION)


def _version_2(play: Play) -> None:
    base = play.pick_base(
        play.bases, may=False, what=("choose a base", "choisir une Base"), key="base"
    )
    if base is not None:
        for located in own(play, base, other=False):
            if located[1].counters:
                play.boost(*located, 2)


def _wasabi(play: Play) -> None:
    found = S.in_play(play)
    if found is not None:
        play.boost(*found, max(1, min(found[1].counters, 5)))


_OWN = {"controller": "own"}
_THREE_OR_LESS = B.destroy_minion(may=False, where="everywhere", power_max=3)


def _e(key: str, *a, **kw):
    return applied(key, *a, box=BOX, **kw)


def _n(key: str, reason: Loc = NO_ABILITY, **kw):
    return no_board_effect(key, reason, box=BOX, **kw)


register(
    # --- aladdin ---
    _n("aladdin/a-friend-like-me", HANDS_ONLY),
    _n("aladdin/abu", HANDS_ONLY),
    _n("aladdin/aladdin", HANDS_ONLY),
    _e("aladdin/carpet", talent=move_self_with(2)),
    _n("aladdin/cave-of-wonders", HANDS_ONLY),
    _n("aladdin/genie", HANDS_ONLY),
    _e("aladdin/jafar", B.both(B.note(*JAFAR), _extra_action_now)),
    _e("aladdin/jasmine", talent=_pay(T.extra_action)),
    _e(
        "aladdin/magic-carpet-ride",
        _play_named(("aladdin/carpet",), ("play Carpet", "jouer Carpet")),
    ),
    _e("aladdin/palace-guard", talent=_pay(_palace_guard)),
    _e("aladdin/rajah", talent=_pay(self_boost(2))),
    _e("aladdin/street-rat", _street_rat),
    _n("aladdin/the-lamp", HANDS_ONLY),
    _e("aladdin/wish", _wish),
    # --- beauty and the beast ---
    _n("beauty-and-the-beast/be-our-guest", HANDS_ONLY, ongoing=True),
    _e("beauty-and-the-beast/beast", _beast, talent=_pay(_counter_self(1))),
    _n("beauty-and-the-beast/belle", HANDS_ONLY),
    _e("beauty-and-the-beast/break-the-curse", _break_the_curse),
    _e("beauty-and-the-beast/cogsworth", talent=_pay(T.extra_action)),
    _n("beauty-and-the-beast/discover-the-library", HANDS_ONLY),
    _n("beauty-and-the-beast/enchanted-objects", NO_ABILITY),
    _n("beauty-and-the-beast/ever-a-surprise", HANDS_ONLY),
    _n("beauty-and-the-beast/gaston", CONTINUOUS, ongoing=True),
    _e(
        "beauty-and-the-beast/lumiere",
        talent=_pay(B.extra_play(MINION, power_max=3, here=True)),
    ),
    _n("beauty-and-the-beast/mrs-potts-and-chip", HANDS_ONLY),
    _n("beauty-and-the-beast/petals-of-the-rose", HANDS_ONLY, ongoing=True),
    _e("beauty-and-the-beast/this-provincial-town", _provincial_town),
    # --- big hero 6 ---
    _n("big-hero-6/baymax", CONTINUOUS),
    _e("big-hero-6/control-mask", _control_mask_played, talent=_control_mask, ongoing=True),
    _e("big-hero-6/control-the-swarm", _control_the_swarm),
    _e("big-hero-6/fred-frederickson-iv", talent=_fred),
    _e("big-hero-6/go-go-tomago", talent=_go_go),
    _e("big-hero-6/hiro-hamada", talent=_hiro),
    _e("big-hero-6/honey-lemon", talent=_honey_lemon),
    _e(
        "big-hero-6/microbot-maker",
        _microbot_maker,
        talent=B.counters_on_minion(1, where="here", **_OWN),
        ongoing=True,
    ),
    _e("big-hero-6/microbot-swarm", talent=_counter_self(1)),
    _e("big-hero-6/new-student", _new_student),
    _n("big-hero-6/team-effort", HANDS_ONLY),
    _e("big-hero-6/upgrades", _upgrades),
    _e("big-hero-6/version-20", _version_2),
    _e("big-hero-6/wasabi", talent=_wasabi),
    _n("big-hero-6/yokai", CONTINUOUS, ongoing=True),
)
