"""Play abilities of Smash Up: Disney Edition (issue 28): Aladdin, Beauty and the Beast, Big
Hero 6, Frozen, Mulan, The Lion King, The Nightmare Before Christmas, Wreck-It Ralph. One
printing (both sources give the same texts): every entry covers both (`printing=None`).

Minions are "characters", actions on a base or a minion "modifiers" (see marvel.py). A card
discarded to pay for an ability (Jasmine, Palace Guard, Rajah, Cogsworth, Lumiere...) is a hand
matter: the log says so, the board part is applied.

The `choose` keys these cards read, beyond "card", "cards", "to", "base" and "play":
- "mode": Wish ("cards" two extra plays typed as "minions", "actions" or "both"; "power";
  "draw"), Control Mask ("play" or "move"), Control the Swarm ("counters" or "move"), Hiro
  Hamada ("counter" or "move"), Honey Lemon ("destroy" or "action"), Elsa ("play" or
  "marshmallow"), Sven ("move" or "search"), Call Up New Recruits ("minion" or "draw"), Mulan
  ("action" or "draw"), Scar ("rival" or "own"), Zazu ("boost" or "draw"), Wreck-It Ralph
  ("modifier" or "destroy"), This Provincial Town ("discard": a counter on the extra minion);
- "order": pairs [from, to, from, to, ...] of +1 power counters moved one by one (Control the
  Swarm, Hiro Hamada); [modifier, minion] for Dr. Finkelstein;
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
    base_modifiers,
    boost_own_here,
    destroy_own,
    move_self_with,
    own,
    replace_from_deck,
    self_boost,
)
from .registry import (
    AT_SCORING,
    CONTINUOUS,
    HANDS_ONLY,
    NO_ABILITY,
    SPECIAL,
    applied,
    no_board_effect,
    not_simulated,
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
MODIFIER_ONLY = (
    "the extra action is a minion modifier",
    "l'Action supplémentaire est un modificateur de Créature",
)
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


def _play_named(keys: tuple[str, ...], what: Loc, power_max=None) -> Act:
    """Play now, as an extra minion, a card whose key is among `keys` ("play", "to")."""

    def act(play: Play) -> None:
        card = play.given("play")
        if card is not None and keys and getattr(card, "key", None) not in keys:
            play.read.add("play")
            play.cannot(what, M.PLAY_NOT_OPTION(choice=card.label()))
            return
        play.play_extra(kind=MINION, power_max=power_max, what=what)

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
    play.log(("the Wish goes back in the box", "le Wish retourne dans la boîte"))


# --- beauty and the beast --------------------------------------------------------------------


def _beast(play: Play) -> None:
    found = S.in_play(play)
    if found is None:
        return
    belles = [(b, c) for b, c in play.minions(found[0]) if c.key == "beauty-and-the-beast/belle"]
    if belles:
        play.add_counters(*belles[0], 1)
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
        S.counters_on_id(play, play.choose["play"].id, 1)


# --- big hero 6 ------------------------------------------------------------------------------


def _control_mask(play: Play) -> None:
    mode = _mode(
        play,
        [
            ("play", ("play a Microbot Swarm", "jouer un Microbot Swarm")),
            ("move", ("move Microbot Swarms", "déplacer des Microbot Swarms")),
        ],
    )
    if mode == "play":
        play.extra_play(MINION)
        play.log(
            ("the extra minion is a Microbot Swarm", "la Créature en plus est un Microbot Swarm")
        )
        return
    here = play.here()
    swarms = play.minions(
        "everywhere", ok=lambda b, c: c.key == "big-hero-6/microbot-swarm", affectable=False
    )
    what = ("move Microbot Swarms to or from here", "déplacer des Microbot Swarms vers ou d'ici")
    chosen = play.pick_cards(swarms, up_to=len(swarms), what=what) if swarms else []
    away = [(b, c) for b, c in chosen if b is here]
    dst = None
    if away:
        dst = play.pick_base([b for b in play.bases if b is not here], may=False, what=what)
    for base, card in chosen:
        target = dst if base is here else here
        if target is not None:
            play.move(base, card, target)


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
    B.boost_minion(-2, may=True, where="here")(play)
    play.log(
        (
            "the -2 lasts until the start of your next turn (this turn's scorings see it)",
            "le -2 dure jusqu'au début de votre prochain tour (les Conquêtes de ce tour le voient)",
        )
    )


def _go_go(play: Play) -> None:
    move_self_with(1 if _has_counters(play) else 0)(play)


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
        S.counters_on_id(play, play.choose["play"].id, 1)


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


# --- frozen ----------------------------------------------------------------------------------


def _then_play_from_discard(play: Play, base, card, power: int) -> None:
    play.play_extra(
        kind=MINION,
        what=("play a minion from your discard pile", "jouer une Créature de votre défausse"),
    )


def _then_play_from_deck(play: Play, base, card, power: int) -> None:
    play.play_extra(
        kind=MINION,
        what=("play a minion found in your deck", "jouer une Créature trouvée dans votre pioche"),
    )


def _snowgie(play: Play) -> None:
    if own(play, "here", power_min=5, affectable=False):
        _counter_self(1)(play)


def _elsa(play: Play) -> None:
    mode = _mode(
        play,
        [
            ("play", ("play Olaf or a Snowgie", "jouer Olaf ou un Snowgie")),
            ("marshmallow", ("take Marshmallow back", "reprendre Marshmallow")),
        ],
    )
    if mode == "play":
        _play_named(
            ("frozen/olaf", "frozen/snowgie"),
            ("play Olaf or a Snowgie", "jouer Olaf ou un Snowgie"),
        )(play)
    else:
        play.log(("put Marshmallow from your discard pile in your hand", "reprenez Marshmallow"))


def _sven(play: Play) -> None:
    mode = _mode(
        play,
        [
            ("move", ("move one of yours here", "déplacer une des vôtres ici")),
            ("search", ("search for Kristoff", "chercher Kristoff")),
        ],
    )
    if mode == "move":
        B.move_minion(may=False, to="here", controller="own")(play)
    else:
        play.log(("find Kristoff and draw it", "trouvez Kristoff et piochez-le"))


# --- mulan -----------------------------------------------------------------------------------


def _avalanche(play: Play) -> None:
    base = play.pick_base(
        play.bases, may=False, what=("choose a base", "choisir une Base"), key="base"
    )
    if base is None:
        return
    play.log(PAY)
    for located in play.minions(base, power_max=3, other=False):
        play.place_in_deck(*located)


def _call_up(play: Play) -> None:
    mode = _mode(
        play,
        [
            ("minion", ("an extra minion of power 4 or less", "une Créature de Force 4 ou moins")),
            ("draw", ("draw two cards", "piocher deux cartes")),
        ],
    )
    if mode == "minion":
        play.extra_play(MINION, power_max=4)
    else:
        play.log(("draw two cards", "piochez deux cartes"))


def _cri_kee(play: Play) -> None:
    if own(play, "here", affectable=False):
        play.extra_play(MINION, power_max=3)


def _group_training(play: Play) -> None:
    for located in own(play, other=False):
        play.add_counters(*located, 1)


def _be_a_man(play: Play) -> None:
    what = (
        "give one +1 power counter each to at most two minions here",
        "donner un marqueur +1 chacune à au plus deux Créatures d'ici",
    )
    for located in play.pick_cards(play.minions("here"), up_to=2, what=what):
        play.add_counters(*located, 1)


def _mulan(play: Play) -> None:
    mode = _mode(
        play, [("action", ("play an extra action", "jouer une Action en plus")), ("draw", DRAW)]
    )
    play.log(
        (
            "only when you placed a +1 power counter on it this turn",
            "seulement si vous avez placé un marqueur +1 sur elle ce tour-ci",
        )
    )
    if mode == "action":
        play.extra_play(ACTION)
    else:
        play.log(DRAW)


# --- the lion king ---------------------------------------------------------------------------


def _cant_wait(play: Play) -> None:
    B.counters_on_minion(4 if _mufasa_gone(play) else 2, controller="own", other=False)(play)


def _scar(play: Play) -> None:
    mode = _mode(
        play,
        [
            ("rival", ("destroy a rival minion of power 5 or less", "détruire une adverse")),
            ("own", ("destroy one of yours to draw", "détruire une des vôtres pour piocher")),
        ],
    )
    if mode == "rival":
        B.destroy_minion(may=False, where="everywhere", controller="others", power_max=5)(play)
    else:
        destroy_own(
            lambda p, b, c, power: p.log((f"draw {power} card(s)", f"piochez {power} carte(s)"))
        )(play)


def _the_hyenas(play: Play) -> None:
    B.destroy_minion(may=False, where="everywhere", power_max=3)(play)
    if _mufasa_gone(play):
        play.log(DRAW)
        play.extra_play(ACTION)


def _zazu(play: Play) -> None:
    mode = _mode(
        play, [("boost", ("+2 to another of yours here", "+2 à une autre ici")), ("draw", DRAW)]
    )
    if mode == "boost":
        B.boost_minion(2, where="here", controller="own")(play)
    elif _mufasa_gone(play):
        play.log(DRAW)
    else:
        play.cannot(
            DRAW, ("Mufasa is not in your discard pile", "Mufasa n'est pas dans votre défausse")
        )


# --- the nightmare before christmas ----------------------------------------------------------


def _finkelstein(play: Play) -> None:
    what = ("move a modifier to another minion", "déplacer un modificateur sur une autre Créature")
    mods = play.actions(ok=lambda b, c: c.attached_to is not None)
    minions = play.minions("everywhere", other=False, affectable=False)
    options = [
        {"order": (m.id, c.id)} for _, m in mods for _, c in minions if c.id != m.attached_to
    ]
    chosen = play.decide(options, may=False, what=what, keys=("order",))
    if chosen is not None:
        mod_id, minion_id = chosen["order"]
        base, mod = play.game.find(mod_id)
        dst, minion = play.game.find(minion_id)
        S.attach_to(play, base, mod, dst, minion)


def _oogie_boogie(play: Play) -> None:
    found = S.attached_minion(play)
    if found is None:
        return
    dst = play.pick_base(
        [b for b in play.bases if b is not found[0]],
        may=True,
        what=("move its minion to another base", "déplacer sa Créature vers une autre Base"),
    )
    if dst is not None:
        play.move(*found, dst)


# --- wreck-it ralph ----------------------------------------------------------------------------


def _escape_pod(play: Play) -> None:
    what = ("move up to two of your cards to another base", "déplacer deux de vos cartes ailleurs")
    mine = own(play, other=False, affectable=False) + play.actions(
        ok=lambda b, c: c.controller == play.player and c.attached_to is None
    )
    chosen = play.pick_cards(mine, up_to=2, what=what) if mine else []
    if not chosen:
        return
    if len({id(b) for b, _ in chosen}) > 1:
        play.cannot(what, M.PLAY_NOT_OPTION(choice="cards on two bases"))
        return
    dst = play.pick_base([b for b in play.bases if b is not chosen[0][0]], may=False, what=what)
    for located in chosen if dst is not None else ():
        play.move(*located, dst)


def _felix(play: Play) -> None:
    found = play.pick_card(
        base_modifiers(play, "here"),
        may=False,
        what=(
            "put a base modifier here on its owner's deck",
            "placer un modificateur sur la pioche",
        ),
    )
    if found is not None:
        play.place_in_deck(*found)


def _king_candy(play: Play) -> None:
    found = S.in_play(play)
    if found is None:
        return
    dst = play.pick_base(
        [b for b in play.bases if b is not found[0]],
        may=True,
        what=("move it to another base", "la déplacer vers une autre Base"),
    )
    if dst is not None:
        play.move(*found, dst)
    play.log(
        (
            "the chosen minion's modifiers and counters do not count until your next turn: "
            "type that change of power as events",
            "les modificateurs et marqueurs de la Créature choisie ne comptent plus jusqu'à "
            "votre prochain tour : saisissez ce changement de Force comme événements",
        )
    )


def _beacon(play: Play) -> None:
    here = play.here()
    if here is None:
        return
    factions = sorted(
        {S.faction(c) for b in play.bases for c in b.cards if c.is_minion and S.faction(c)}
    )
    chosen = play.decide(
        [{"factions": (f,)} for f in factions],
        may=False,
        what=("name a faction", "nommer une faction"),
    )
    if chosen is None:
        return
    name = chosen["factions"][0]
    for located in play.minions(
        "elsewhere", other=False, ok=lambda b, c: S.faction(c) == name, affectable=False
    ):
        play.move(*located, here)


def _calhoun(play: Play) -> None:
    if base_modifiers(play, "here", ok=lambda b, c: c.controller == play.player):
        boost_own_here(1)(play)
    else:
        play.cannot(
            ("give +1 power", "donner +1 en Force"),
            ("you have no base modifier here", "vous n'avez pas de modificateur de Base ici"),
        )


def _sugar_rush(play: Play) -> None:
    here = play.here()
    if here is None:
        return
    what = ("move up to two of yours to or from here", "déplacer deux des vôtres vers ou d'ici")
    mine = own(play, affectable=False)
    chosen = play.pick_cards(mine, up_to=2, what=what) if mine else []
    if not chosen:
        return
    src = chosen[0][0]
    if any(b is not src for b, _ in chosen):
        play.cannot(what, M.PLAY_NOT_OPTION(choice="cards on two bases"))
        return
    dst = here
    if src is here:
        dst = play.pick_base([b for b in play.bases if b is not here], may=False, what=what)
    for base, card in chosen if dst is not None else ():
        if play.move(base, card, dst):
            moved = play.game.find(card.id)
            if moved is not None:
                play.boost(*moved, 1)


def _vanellope(play: Play) -> None:
    move_self_with(0)(play)
    _counter_self(1)(play)


def _ralph(play: Play) -> None:
    mode = _mode(
        play,
        [
            ("modifier", ("play a base modifier here", "jouer un modificateur de Base ici")),
            ("destroy", ("destroy a base modifier here", "détruire un modificateur de Base ici")),
        ],
    )
    if mode == "modifier":
        play.extra_play(ACTION, base=play.here())
        return
    found = play.pick_card(
        base_modifiers(play, "here"),
        may=False,
        what=("destroy a base modifier here", "détruire un modificateur de Base ici"),
    )
    if found is not None:
        play.destroy(*found)


def _cy_bug(play: Play) -> None:
    # Each player, from the player's left, moves all their cards here to one other base
    # ("order": [player, base id, ...]); then this card goes and the base is replaced.
    found = S.in_play(play)
    if found is None:
        return
    here = found[0]
    players = [*S.others(play), play.player]
    elsewhere = [b for b in play.bases if b is not here]
    pairs = S.given_ids(play, "order")
    dests = dict(zip(pairs[::2], pairs[1::2], strict=False)) if pairs else {}
    for player in players:
        cards = [c for c in here.cards if c.controller == player and c is not found[1]]
        if not cards or not elsewhere:
            continue
        dst = play.game.base_by_id(dests[player]) if player in dests else elsewhere[0]
        if dst is None or dst is here:
            play.cannot(("move cards", "déplacer des cartes"), M.PLAY_NOT_OPTION(choice=player))
            continue
        for card in cards:
            if card.attached_to is None:
                play.move(here, card, dst)
    play.destroy(*found)
    replace_from_deck(play, here, keep_cards=False)


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
    _e("aladdin/street-rat", _extra_action_now),
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
    _e("big-hero-6/control-mask", talent=_control_mask, ongoing=True),
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
    # --- frozen ---
    _e("frozen/act-of-true-love", destroy_own(_then_play_from_discard)),
    _n("frozen/anna", HANDS_ONLY),
    _n("frozen/big-summer-blowout", HANDS_ONLY),
    _e(
        "frozen/do-you-want-to-build-a-snowman",
        _play_named(
            ("frozen/olaf", "frozen/marshmallow", "frozen/snowgie"),
            ("play Olaf, Marshmallow or a Snowgie", "jouer Olaf, Marshmallow ou un Snowgie"),
        ),
    ),
    _e("frozen/elsa", talent=_elsa),
    _n("frozen/frozen-port", CONTINUOUS, ongoing=True),
    _n("frozen/hans-westergaard", HANDS_ONLY),
    _n("frozen/kristoff", CONTINUOUS),
    _n("frozen/let-it-go", HANDS_ONLY),
    _n("frozen/lock-the-gates", CONTINUOUS, ongoing=True),
    _n("frozen/marshmallow", CONTINUOUS),
    _n("frozen/olaf", HANDS_ONLY),
    _e(
        "frozen/reindeers-are-better-than-people",
        _play_named(
            (),
            ("play the minion found (power 3 or less)", "jouer la Créature trouvée"),
            power_max=3,
        ),
    ),
    _e("frozen/snowgie", _snowgie),
    _e("frozen/sven", talent=_sven),
    # --- mulan ---
    _e("mulan/avalanche", _avalanche),
    _e("mulan/be-a-man", talent=_be_a_man, ongoing=True),
    _e("mulan/call-up-new-recruits", _call_up),
    not_simulated("mulan/chien-po", LASTING_PROTECTION, box=BOX),
    _e("mulan/cri-kee", _cri_kee),
    _e("mulan/dragon-cannon", _THREE_OR_LESS),
    _n("mulan/family-sword", CONTINUOUS, ongoing=True),
    _e("mulan/group-training", _group_training),
    _e("mulan/li-shang", talent=B.counters_on_minion(1, where="here")),
    _e("mulan/ling", B.extra_play(MINION, power_max=2, here=True)),
    _e("mulan/mulan", talent=_mulan),
    _e("mulan/mushu", B.counters_on_minion(1, may=True, where="here")),
    _e("mulan/prepare-to-fight", B.both(B.counters_on_minion(2), B.note(*DRAW))),
    _n("mulan/shan-yu", SPECIAL),
    _e("mulan/yao", B.destroy_minion(may=True, power_max=2)),
    # --- the lion king ---
    _n("the-lion-king/circle-of-life", TO_DISCARD, ongoing=True),
    _n("the-lion-king/hakuna-matata", HANDS_ONLY),
    _n("the-lion-king/he-lives-in-you", CONTINUOUS, ongoing=True),
    _e(
        "the-lion-king/hyenas-den",
        talent=B.boost_minion(2, where="here", **_OWN),
        ongoing=True,
    ),
    _e("the-lion-king/just-cant-wait-to-be-king", _cant_wait),
    _n("the-lion-king/lion-cub", TO_DISCARD),
    _n("the-lion-king/mufasa", TO_DISCARD),
    _n("the-lion-king/nala", CONTINUOUS),
    _n("the-lion-king/rafiki", HANDS_ONLY),
    _e("the-lion-king/scar", _scar),
    _n("the-lion-king/simba", CONTINUOUS),
    _e("the-lion-king/the-hyenas", _the_hyenas),
    _n("the-lion-king/timon-and-pumbaa", HANDS_ONLY),
    _e("the-lion-king/wildebeest-stampede", destroy_own(_then_play_from_deck)),
    _e("the-lion-king/zazu", talent=_zazu),
    # --- the nightmare before christmas ---
    _e(
        "the-nightmare-before-christmas/christmas-will-be-ours",
        B.both(_extra_action_now, B.note(*CHRISTMAS)),
    ),
    _e("the-nightmare-before-christmas/dr-finkelstein", talent=_finkelstein),
    _n("the-nightmare-before-christmas/ghostly-presents", CONTINUOUS, ongoing=True),
    _n("the-nightmare-before-christmas/halloween-town-folks", HANDS_ONLY),
    _n("the-nightmare-before-christmas/jack-olantern-in-the-box", HANDS_ONLY, ongoing=True),
    _n("the-nightmare-before-christmas/jack-skellington", HANDS_ONLY),
    _n("the-nightmare-before-christmas/lock-shock-barrel", SPECIAL),
    _n("the-nightmare-before-christmas/monster-garland", CONTINUOUS, ongoing=True),
    _e("the-nightmare-before-christmas/oogie-boogie", _oogie_boogie, ongoing=True),
    _e(
        "the-nightmare-before-christmas/sally",
        talent=B.both(T.extra_action, B.note(*MODIFIER_ONLY)),
    ),
    _n("the-nightmare-before-christmas/sandy-claws-costume", CONTINUOUS, ongoing=True),
    _n("the-nightmare-before-christmas/the-mayor-of-halloween-town", CONTINUOUS),
    _e(
        "the-nightmare-before-christmas/winter-surprise",
        B.both(_extra_action_now, B.note(*WINTER)),
    ),
    _n("the-nightmare-before-christmas/zero", CONTINUOUS),
    _n("the-nightmare-before-christmas/zombie-duck-toy", AT_SCORING, ongoing=True),
    # --- wreck-it ralph ---
    _e("wreck-it-ralph/cy-bug-infestation", talent=_cy_bug, ongoing=True),
    _e("wreck-it-ralph/escape-pod", _escape_pod),
    _e("wreck-it-ralph/fix-it-felix-jr", talent=_felix),
    _n("wreck-it-ralph/im-gonna-wreck-it", CONTINUOUS, ongoing=True),
    _n("wreck-it-ralph/kart-bakery", HANDS_ONLY, ongoing=True),
    _e("wreck-it-ralph/king-candy", talent=_king_candy, ongoing=True),
    not_simulated("wreck-it-ralph/mints-eruption", BASE_DISCARD, box=BOX),
    _e("wreck-it-ralph/research-lab-beacon", talent=_beacon, ongoing=True),
    _e("wreck-it-ralph/sergeant-calhoun", talent=_calhoun),
    _e("wreck-it-ralph/sugar-rush", talent=_sugar_rush, ongoing=True),
    _n("wreck-it-ralph/sugar-rush-racer", CONTINUOUS),
    _e("wreck-it-ralph/vanellope-von-schweetz", talent=_vanellope),
    _e("wreck-it-ralph/wreck-it-ralph", talent=_ralph),
)
