"""Play abilities of That '70s Expansion (issue 28): Disco Dancers, Kung Fu Fighters, Truckers,
Vigilantes, both printings (the original cards and the print-on-demand ones, "pod").

The `choose` keys these cards read, beyond the usual "card" (one card), "cards" (several
cards), "to" (a base) and "base":
- "cards" for Disco Inferno and Last Dance: at most one minion per player, each one its
  controller's (that player takes the "may"); for Sifu: one id per +1 power counter taken from
  your minions (an id repeated for several); for Dekotora: up to three of your minions;
- "order": [from, to] for a transfer of +1 power counters (Cricket, Expert Timing, the Talents
  of Dragon Warrior, Ancient Chinese Art and Sifu), with "count" (how many; left out: all of
  them, Cricket and Sifu one); for Turn the Beat Around: [the minion given +1, the minion there
  given -1]; for Everybody Was Kung Fu Fighting: the minions destroyed, one per player with a
  minion on the chosen base, in turn order from the current player (a shorter list gives the
  first ones: the others are assumed, each the first minion there of another player);
- "mode": Disco Lou ("extra" | "deck"), Ancient Chinese Art's Talent ("counter" | "transfer"),
  El Bandido's Talent ("extra" | "transfer"), Hotwire ("deck" | "transfer" | "control" |
  "both"), Street Justice's POD Talent ("move" | "guard"), Sifu's Talent ("transfer" |
  "counter"), Who Loves Ya, Baby? POD ("play" | "draw");
- "play" (and "to"): the extra card played now (Fixin' to Fix It, Hotwire from the deck, Who
  Loves Ya, Baby? POD);
- "card" for Expert Timing: your card whose Talent, used before it this turn, may be used once
  more (left out: the transfer's source): that talent event, typed after it, is not warned.
A "Talent" is used by a talent event; its choose reads the same keys.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from .. import messages as M
from ..model import ACTION, MINION, TITAN
from . import blocks as B
from . import shared as S
from .context import Loc, Located, Play
from .registry import (
    CONTINUOUS,
    HANDS_ONLY,
    SPECIAL,
    applied,
    no_board_effect,
    register,
)

BOX = "That '70s Expansion"
ORIGINAL = "original"
POD = "pod"

Act = Callable[[Play], None]

# Shrug It Off (original): the play layer has no way to switch a base's abilities off.
BASE_CANCELLED = (
    "its Talent switches the base's abilities off until your next turn, a state the board "
    "cannot be given from a play: type the base without its ability",
    "son Talent coupe les capacités de la Base jusqu'à votre prochain tour, un état que le "
    "plateau ne peut pas recevoir d'un jeu : saisissez la Base sans sa capacité",
)

# Dancing King, Diva, We Are Family, Roller: nothing happens when they are played; they react to
# standard actions later, which the card registry applies for those played as Specials, and for
# those of the Play phase (play events) that raise a minion's power.
REACTS_TO_ACTIONS = (
    "it reacts to standard actions played later, not when it is played: the engine applies it "
    "to those played as Specials and to those of the Play phase that raise a minion's power; "
    "for another effect of a Play-phase action, type the copied effect as events",
    "elle réagit aux Actions standard jouées ensuite, pas quand elle est jouée : le moteur "
    "l'applique à celles jouées comme Spéciales et à celles de la phase de jeu qui augmentent "
    "la Force d'une Créature ; pour un autre effet d'une Action de la phase de jeu, saisissez "
    "l'effet copié comme événements",
)


# --- this box's helpers ----------------------------------------------------------------------


def _on_base(card) -> bool:
    """An action played on a base (not on a minion): per the Truckers' clarification, an action
    on a minion is not one on a base."""
    return card.type == ACTION and card.attached_to is None


def _base_actions(play: Play, where: str = "everywhere") -> list[Located]:
    return play.actions(where, ok=lambda b, c: _on_base(c))


def _draw_note(count: int) -> Loc:
    return (f"its player draws {count} card(s)", f"son joueur pioche {count} carte(s)")


def _counter_holders(play: Play) -> list[Located]:
    """The minions and titans in play (the cards +1 power counters go on), the card itself
    included (a Cricket or a Dragon Warrior may take the counters)."""
    return [
        (b, c) for b in play.bases for c in b.cards if (c.is_minion or c.type == TITAN) and c.id
    ]


def _transfer(
    play: Play,
    sources: Sequence[Located],
    targets: Sequence[Located],
    *,
    may: bool,
    one: bool = False,
) -> None:
    """Move +1 power counters from one card to another (choose "order": [from, to]; "count":
    how many, else all of them, or one when `one`)."""
    what = (
        "move +1 power counters from one card to another",
        "déplacer des marqueurs Force +1 d'une carte à une autre",
    )
    pairs = [
        ((sb, a), (tb, b))
        for sb, a in sources
        if a.counters > 0
        for tb, b in targets
        if b.uid != a.uid
    ]
    if not one:
        # (Cricket and Sifu move one counter: a "count" given them is reported as not read.)
        play.read.add("count")
    named = play.given("order")
    for pair in pairs:
        if list(named or ()) != [pair[0][1].id, pair[1][1].id]:
            continue
        # A card named that a protection keeps from this play's effects (README: never offered
        # nor assumed; named, left out with a warning naming its protector): no counter leaves
        # the source, since none could reach the other card.
        for base, card in pair:
            reason = play.refusal(base, card)
            if reason:
                play.read.add("order")
                label = card.label()
                play.cannot((f"affect {label}", f"affecter {label}"), reason)
                return
    free: dict[int, bool] = {}

    def unprotected(base, card) -> bool:
        if card.uid not in free:
            free[card.uid] = play.refusal(base, card) is None
        return free[card.uid]

    options = [
        {"order": (src[1].id, dst[1].id)}
        for src, dst in pairs
        if unprotected(*src) and unprotected(*dst)
    ]
    chosen = play.decide(options, may=may, what=what, keys=("order",))
    if chosen is None:
        return
    src, dst = (play.game.find(i) for i in chosen["order"])
    count = 1 if one else src[1].counters
    given = play.given("count")
    if given is not None and not one:
        if not 1 <= given <= src[1].counters:
            play.cannot(what, M.PLAY_NOT_OPTION(choice=f"count: {given}"))
            return
        count = given
    if play.add_counters(*src, -count):
        S.counters_on_id(play, dst[1].id, count)


def _each_player_one(play: Play, what: Loc, *, guarded: bool = True) -> list[Located]:
    """Each player may pick one of the minions they control (choose "cards"; not given: none,
    a "may" of each player). A minion a protection keeps from the player's effects is no
    option; named, it is left out with a warning naming its protector, the others named are
    still taken (README; review s26 c, finding 4: Disco Inferno). Not `guarded`: every minion
    (Last Dance: each player destroys their own, by its clarification, so the protections from
    the other players' cards do not keep it)."""
    mine = [(b, c) for b, c in play.minions("everywhere", affectable=guarded) if c.id is not None]
    given = S.given_ids(play, "cards")
    if given is None:
        play.decide([{"cards": (c.id,)} for _, c in mine], may=True, what=what, keys=("cards",))
        return []
    by_id = {c.id: (b, c) for b, c in mine}
    shielded = {}
    for i in given:
        shield = play.shield(i) if i not in by_id else None
        if shield is not None:
            shielded[i] = shield
    named = [
        by_id[i][1] if i in by_id else shielded[i][0] if i in shielded else None for i in given
    ]
    players = [c.controller for c in named if c is not None]
    if len(players) != len(given) or len(set(players)) != len(players):
        play.cannot(what, M.PLAY_NOT_OPTION(choice=f"cards: {list(given)}"))
        return []
    taken = [by_id[i] for i in given if i in by_id]
    for card, reason in shielded.values():
        label = card.label()
        play.cannot((f"affect {label}", f"affecter {label}"), reason, partial=bool(taken))
    return taken


# --- disco dancers ---------------------------------------------------------------------------


def _disco_inferno(play: Play) -> None:
    # (An infinitive: the messages read "ann may <what>", "ann declines to <what>".)
    what = (
        "put a +1 power counter on a minion, one per player (each player picks one they control)",
        "placer un marqueur Force +1 sur une Créature par joueur (chaque joueur en choisit une "
        "qu'il contrôle)",
    )
    placed = sum(play.add_counters(b, c, 1) for b, c in _each_player_one(play, what))
    play.log(_draw_note(placed))


def _draws_after(act: B.Act) -> B.Act:
    """Get Down Tonight and I'm So Excited: a card drawn for the minion the act affected, so
    none when the protections or the rules kept it from the minion (review s26 c, finding 3)."""

    def run(play: Play) -> None:
        if act(play):
            play.log(_draw_note(1))

    return run


def _last_dance(play: Play) -> None:
    what = (
        "every player may destroy one of their own minions, gaining 1 VP",
        "chaque joueur peut détruire une Créature qu'il contrôle, contre 1 PV",
    )
    for base, card in _each_player_one(play, what, guarded=False):
        player = card.controller
        # The player who chooses the destruction destroys it (the card's clarification).
        if play.game.destroy(base, card, player, play.why):
            play.gain_vp(player, 1)


def _disco_lou(play: Play) -> None:
    mode = play.pick_mode(
        [
            ("extra", ("play an extra action", "jouer une Action supplémentaire")),
            ("deck", ("an action of the discard pile on the deck", "une Action défaussée")),
        ],
        what=(
            "play an extra action or put a discarded action on top of the deck",
            "jouer une Action supplémentaire ou remettre une Action défaussée sur la pioche",
        ),
    )
    if mode == "extra":
        play.extra_play(ACTION)
    else:
        play.log(
            (
                "its player puts an action from their discard pile on top of their deck",
                "son joueur met une Action de sa défausse sur le dessus de sa pioche",
            )
        )


def _turn_the_beat_around(play: Play) -> None:
    # +1 to a minion, then -1 to a minion of the player's choice at that minion's base (it may
    # be the same one). Table order puts your minions first for the +1, others' for the -1.
    what = (
        "give a minion +1 power and a minion there -1 until the end of the turn",
        "donner +1 en Force à une Créature et -1 à une Créature de sa Base jusqu'à la fin du tour",
    )
    everyone = play.minions("everywhere")
    ups = sorted(everyone, key=lambda x: x[1].controller != play.player)
    options = []
    for base, up in ups:
        downs = sorted(
            play.minions(base, other=False), key=lambda x: x[1].controller == play.player
        )
        options += [{"order": (up.id, down.id)} for _, down in downs]
    if _beat_protected(play, everyone):
        return
    chosen = play.decide(options, may=False, what=what)
    if chosen is None:
        return
    up, down = (play.game.find(i) for i in chosen["order"])
    play.boost(*up, 1)
    found = play.game.find(down[1].id)
    if found is not None:
        play.boost(*found, -1)


def _beat_protected(play: Play, everyone: list[Located]) -> bool:
    """Turn the Beat Around's `order` naming a minion a protection keeps from the play (never
    among its options): True when handled here. The +1 aimed at it: nothing is affected, so no
    -1 follows ("for each minion affected by this"); the -1 aimed at it: the +1 still applies
    and that -1 is skipped. Either way the warning names the protector (README: a protected
    target named is left out with a warning naming its protector, the rest still acts)."""
    given = play.given("order")
    if not isinstance(given, list | tuple) or len(given) != 2:
        return False
    up, down = (play.game.find(i) for i in given)
    if up is None or down is None or not up[1].is_minion or not down[1].is_minion:
        return False
    if down[0] is not up[0]:
        return False  # not "there": refused as no option
    play.read.add("order")
    reason = play.refusal(*up)
    if reason is not None:
        label = up[1].label()
        play.cannot((f"give {label} +1 power", f"donner +1 en Force à {label}"), reason)
        return True
    reason = play.refusal(*down)
    if reason is None or up not in everyone:
        return False
    play.boost(*up, 1)
    label = down[1].label()
    play.cannot((f"give {label} -1 power", f"donner -1 en Force à {label}"), reason, partial=True)
    return True


# --- kung fu fighters ------------------------------------------------------------------------


def _own_minions(play: Play) -> list[Located]:
    return play.minions("everywhere", controller="own")


def _a_little_bit_frightening(play: Play) -> None:
    # Destroy a minion weaker than one of yours at its base; then two +1 power counters split
    # among your minions there ("cards": an id per counter; not given: both on the first).
    targets: list[Located] = []
    for base, mine in play.minions("everywhere", controller="own", affectable=False):
        power = play.power(base, mine)
        targets += [
            x
            for x in play.minions(base, protection="destroy")
            if x[1] is not mine and play.power(*x) < power and x not in targets
        ]
    what = (
        "destroy a minion weaker than one of your minions at its base",
        "détruire une Créature plus faible qu'une de vos Créatures sur sa Base",
    )
    found = play.pick_card(targets, may=False, what=what)
    if found is None or not play.destroy(*found):
        return
    split = (
        "place two +1 power counters on your minions there",
        "placer deux marqueurs Force +1 sur vos Créatures là",
    )
    counts = S.per_counter(play, play.minions(found[0], controller="own"), what=split, total=2)
    for card_id, count in (counts or {}).items():
        S.counters_on_id(play, card_id, count)


def _cricket(play: Play) -> None:
    holders = _counter_holders(play)
    _transfer(play, holders, holders, may=True, one=True)


def _everybody_knew_their_part(play: Play) -> None:
    what = ("choose one of your minions", "choisir une de vos Créatures")
    found = play.pick_card(
        play.minions("everywhere", controller="own", affectable=False), may=False, what=what
    )
    if found is not None:
        # "Less power": printed power below the chosen minion's power now.
        play.extra_play(MINION, base=found[0], power_max=play.power(*found) - 1)


def _kung_fu_fighting(play: Play) -> None:
    # Each player with a minion on the chosen base destroys another player's minion there, in
    # turn order from the current player; having lost their own minions there meanwhile does
    # not stop them (the card's clarification).
    base = play.pick_base(
        play.bases, may=False, what=("choose a base", "choisir une Base"), key="base"
    )
    if base is None:
        return
    i = list(play.game.turn_order).index(play.game.active)
    order = list(play.game.turn_order[i:]) + list(play.game.turn_order[:i])
    players = [p for p in order if any(c.controller == p for _, c in play.minions(base))]
    what = (
        "have every player with a minion there destroy another player's minion there",
        "faire détruire, par chaque joueur ayant une Créature là, une Créature d'un autre "
        "joueur là",
    )
    given = S.given_ids(play, "order")
    known = tuple(given or ())
    if not _order_possible(play, base, players, known):
        play.cannot(what, M.PLAY_NOT_OPTION(choice=f"order: {list(known)}"))
        return
    # The destructions not given (all of them without "order", the last ones of a short
    # "order"): each remaining player the first minion there of another player, in turn order,
    # that a protection does not keep from that player's destruction (a protected target is
    # never assumed; named, it is warned of: _kept_from).
    gone = {play.game.find(i)[1].uid for i in known}
    pairs = list(zip(players, known, strict=False))
    blocked = play.game.blocked
    for p in players[len(known) :]:
        left = [
            c
            for b, c in play.minions(base)
            if c.controller != p
            and c.uid not in gone
            and not blocked(b, c, p, "destroy", asking=True)
        ]
        if left:
            gone.add(left[0].uid)
            pairs.append((p, left[0].id))
    full = tuple(card_id for _, card_id in pairs)
    if given is None:
        play.decide([{"order": full}], may=False, what=what)
    elif len(full) > len(known):
        chosen = {"order": list(full)}
        play.assume(
            chosen,
            _short_order(play, len(known), len(players)),
            base=base,
            options=lambda: [chosen],
        )
    for player, card_id in pairs:
        found = play.game.find(card_id)
        if found is None or found[0] is not base or found[1].controller == player:
            play.cannot(what, M.PLAY_NOT_OPTION(choice=f"order: {list(full)}"))
            return
        # Each destruction is its player's ("by"), whoever played the card.
        if not play.game.destroy(*found, player, play.why):
            _kept_from(play, player, *found)


def _kept_from(play: Play, player: str, base, card) -> None:
    """A destruction of Everybody Was Kung Fu Fighting that a protection kept from happening:
    `warnings` names the protector, as Play.destroy does (README: `warnings` says why a named
    target was left out), and says whose destruction it was when it is another player's. The
    log already said so (Turn.destroy)."""
    if card not in base.cards:
        return
    reason = play.game.blocked(base, card, player, "destroy", asking=True)
    if reason:
        label = card.label()
        what = (f"destroy {label}", f"détruire {label}")
        if player != play.player:
            what = (f"have {player} destroy {label}", f"faire détruire {label} par {player}")
        play.cannot(what, reason, log=False)


def _order_possible(play: Play, base, players: list[str], given: tuple) -> bool:
    """A given "order" (Everybody Was Kung Fu Fighting): at most one id per player there, each
    a different minion on the chosen base controlled by another player than the one whose
    destruction it is."""
    if len(given) > len(players) or len(set(given)) != len(given):
        return False
    for player, card_id in zip(players, given, strict=False):
        found = play.game.find(card_id)
        if found is None or found[0] is not base or found[1].controller == player:
            return False
    return True


def _short_order(play: Play, given: int, needed: int) -> Loc:
    return (
        f"{play.name}: choose.order gives {given} of the {needed} destructions (one per "
        "player with a minion there, in turn order); the others are assumed: each remaining "
        "player destroys the first minion there of another player",
        f"{play.name} : choose.order donne {given} des {needed} destructions (une par joueur "
        "ayant une Créature là, dans l'ordre du tour) ; les autres sont supposées : chaque "
        "joueur restant détruit la première Créature là d'un autre joueur",
    )


def _expert_timing_talent(card: str) -> Loc:
    return (
        f"the Talent of {card} may be used once more this turn: type it as a talent event after "
        "this one",
        f"le Talent de {card} peut servir une fois de plus ce tour-ci : saisissez-le comme "
        "événement talent après celui-ci",
    )


def _expert_timing_not_used(card: str) -> Loc:
    return (
        f"the Talent of {card} has not been used this turn: type its first use before Expert "
        "Timing (its extra use, typed after it, then gets no warning)",
        f"le Talent de {card} n'a pas servi ce tour-ci : saisissez sa première utilisation avant "
        "Expert Timing (son utilisation en plus, saisie après, n'a alors pas d'avertissement)",
    )


_EXPERT_TIMING_NAME = (
    "a Talent of the chosen card may be used once more: name that card in choose.card (or in "
    "the transfer's order, its first id), its Talent used before this event, then type the "
    "extra use as a talent event after it",
    "un Talent de la carte choisie peut servir une fois de plus : nommez cette carte dans "
    "choose.card (ou dans l'order du transfert, son premier id), son Talent utilisé avant cet "
    "événement, puis saisissez l'utilisation en plus comme événement talent après celui-ci",
)


def _expert_timing(play: Play) -> None:
    holders = _counter_holders(play)
    mine = [x for x in holders if x[1].controller == play.player]
    _transfer(play, mine, holders, may=True)
    # Expert Timing: the chosen card's Talent may be used once more (choose.card, else the
    # transfer's source). The Play phase counts a Talent's once-per-turn use with the flag
    # ("talent", uid): a use already made this turn is given back, so the next talent event of that
    # card is not warned as a second use.
    play.read.add("card")
    order = play.given("order")
    chosen = play.given("card") or (order[0] if order else None)
    found = play.game.find(chosen) if chosen is not None else None
    if found is None or found[1].controller != play.player:
        play.log(_EXPERT_TIMING_NAME)
        return
    card = found[1]
    if ("talent", card.uid) in play.game.flags:
        play.game.flags.discard(("talent", card.uid))
        play.log(_expert_timing_talent(card.label()))
    else:
        play.log(_expert_timing_not_used(card.label()))


def fast_as_lightning(play: Play) -> None:
    # "Until the end of the turn, it gains +2 power, and if it would go to the discard pile it
    # is returned to its owner's hand instead": the replacement is kept on the turn
    # (Turn.to_hand_instead), which the destruction and the discard after scoring read.
    what = (
        "give a minion +2 power until the end of the turn",
        "donner +2 de Force à une Créature jusqu'à la fin du tour",
    )
    found = play.pick_card(
        play.minions("everywhere", other=True, affectable=False, only=play.given("card")),
        may=False,
        what=what,
        protection="affect",
    )
    if found is None:
        return
    if play.boost(*found, 2):
        play.game.to_hand_instead[found[1].uid] = play.card.label()
        play.log(
            (
                f"for the rest of the turn, {found[1].label()} goes to its owner's hand rather "
                "than to the discard pile",
                f"jusqu'à la fin du tour, {found[1].label()} va dans la main de son "
                "propriétaire au lieu de la défausse",
            )
        )


def _lets_get_it_on(play: Play) -> None:
    # Destroy one or more minions at one of your minions' base, of total power up to its power
    # ("cards"; not given: the first single minion that fits, assumed).
    what = (
        "destroy minions at your minion's base, of total power up to its power",
        "détruire des Créatures sur la Base de votre Créature, de Force totale au plus la sienne",
    )

    def fits(base, chosen) -> bool:
        total = sum(play.power(base, c) for c in chosen)
        return any(
            mine not in chosen and play.power(base, mine) >= total
            for _, mine in play.minions(base, controller="own", affectable=False)
        )

    given = S.given_ids(play, "cards")
    if given is None:
        options = [
            {"cards": (c.id,)}
            for b, c in play.minions("everywhere", protection="destroy")
            if c.id and fits(b, [c])
        ]
        chosen = play.decide(options, may=False, what=what, keys=("cards",))
        if chosen is None:
            return
        given = chosen["cards"]
    found = [play.game.find(i) for i in given]
    ok = bool(found) and None not in found and len({id(f[0]) for f in found}) == 1
    if ok:
        base = found[0][0]
        ok = len(set(given)) == len(given) and fits(base, [c for _, c in found])
    if not ok:
        play.cannot(what, M.PLAY_NOT_OPTION(choice=f"cards: {list(given)}"))
        return
    for card_id in given:
        located = play.game.find(card_id)
        if located is not None:
            play.destroy(*located)


def _sifu(play: Play) -> None:
    # Played (on your turn, when your minions carry at least two +1 power counters): at least
    # two counters move from your minions to it ("cards": an id per counter; not given: all).
    what = (
        "shift at least two +1 power counters of your minions onto it",
        "déplacer deux marqueurs Force +1 ou plus de vos Créatures sur elle",
    )
    mine = [x for x in _own_minions(play) if x[1].counters > 0]
    given = S.given_ids(play, "cards")
    if given is None:
        every = tuple(c.id for _, c in mine for _ in range(c.counters))
        options = [{"cards": every}] if len(every) >= 2 else []
        chosen = play.decide(options, may=False, what=what, keys=("cards",))
        if chosen is None:
            return
        given = chosen["cards"]
    ids = {c.id: c.counters for _, c in mine}
    if len(given) < 2 or any(i not in ids or given.count(i) > ids[i] for i in given):
        play.cannot(what, M.PLAY_NOT_OPTION(choice=f"cards: {list(given)}"))
        return
    # Each minion once, in the order the ids are given (a set's order would change with the
    # process's string hashing: the engine answers the same input the same way).
    for card_id in dict.fromkeys(given):
        S.counters_on_id(play, card_id, -given.count(card_id))
    me = S.in_play(play)
    if me is not None:
        play.add_counters(*me, len(given))


# --- kung fu fighters: Talents ---------------------------------------------------------------


def _ancient_chinese_art(play: Play) -> None:
    mode = play.pick_mode(
        [
            ("counter", ("a +1 power counter", "un marqueur Force +1")),
            ("transfer", ("move counters", "déplacer des marqueurs")),
        ],
        what=(
            "give a minion here a +1 power counter, or shift counters between minions here",
            "placer un marqueur Force +1 sur une Créature d'ici ou déplacer des marqueurs entre "
            "Créatures d'ici",
        ),
    )
    if mode == "counter":
        B.counters_on_minion(1, where="here")(play)
    else:
        here = [x for x in _counter_holders(play) if x[0] is play.here()]
        _transfer(play, here, here, may=False)


def _dragon_warrior(play: Play) -> None:
    holders = _counter_holders(play)
    _transfer(play, holders, holders, may=False)


def _no_counter_yet(play: Play, what: Loc) -> Located | None:
    """The card using its Talent, when it has no +1 power counter (else the Talent cannot)."""
    found = S.in_play(play)
    if found is not None and found[1].counters:
        play.cannot(what, ("it has a +1 power counter", "elle a un marqueur Force +1"))
        return None
    return found


def _drunken_master(play: Play) -> None:
    what = ("place a +1 power counter on it", "placer un marqueur Force +1 sur elle")
    found = _no_counter_yet(play, what)
    if found is not None:
        play.add_counters(*found, 1)


def _lady_whirlwind(play: Play) -> None:
    what = (
        "destroy a weaker minion here for a +1 power counter on it",
        "détruire une Créature plus faible ici contre un marqueur Force +1 sur elle",
    )
    found = _no_counter_yet(play, what)
    if found is None:
        return
    mine = play.power(*found)
    weaker = play.minions(found[0], protection="destroy", ok=lambda b, c: play.power(b, c) < mine)
    target = play.pick_card(weaker, may=False, what=what)
    if target is not None and play.destroy(*target):
        S.counters_on_id(play, found[1].id, 1)


def _sifu_talent(play: Play) -> None:
    mode = play.pick_mode(
        [
            ("transfer", ("move a counter", "déplacer un marqueur")),
            ("counter", ("a counter on a minion without one", "un marqueur sur une Créature")),
        ],
        what=(
            "shift one +1 power counter off a minion of yours, or give a counterless minion one",
            "déplacer un marqueur Force +1 d'une de vos Créatures, ou en placer un sur une "
            "Créature qui n'en a pas",
        ),
    )
    minions = play.minions("everywhere", affectable=False)
    if mode == "transfer":
        own = [x for x in minions if x[1].controller == play.player]
        _transfer(play, own, minions, may=False, one=True)
        return
    bare = [x for x in minions if not x[1].counters]
    found = play.pick_card(
        bare,
        may=False,
        what=("give a minion a +1 power counter", "placer un marqueur Force +1"),
        protection="affect",
    )
    if found is not None:
        play.add_counters(*found, 1)


# --- the registry entries --------------------------------------------------------------------

_OWN = {"where": "everywhere", "controller": "own"}

register(
    # --- disco dancers ---
    applied("disco-dancers/celebration", B.extra_play(ACTION, 2), box=BOX),
    no_board_effect("disco-dancers/dancing-king", REACTS_TO_ACTIONS, box=BOX),
    applied("disco-dancers/disco-inferno", _disco_inferno, box=BOX),
    applied("disco-dancers/disco-lou", _disco_lou, box=BOX),
    no_board_effect("disco-dancers/diva", REACTS_TO_ACTIONS, box=BOX),
    applied(
        "disco-dancers/get-down-tonight",
        _draws_after(B.boost_minion(2)),
        box=BOX,
    ),
    no_board_effect("disco-dancers/i-will-survive", SPECIAL, box=BOX),
    applied(
        "disco-dancers/im-so-excited",
        _draws_after(B.move_minion(may=False, controller="own")),
        box=BOX,
    ),
    applied("disco-dancers/its-raining-men", B.extra_play(MINION), box=BOX),
    applied("disco-dancers/last-dance", _last_dance, box=BOX),
    no_board_effect("disco-dancers/roller", REACTS_TO_ACTIONS, box=BOX),
    no_board_effect("disco-dancers/stayin-alive", HANDS_ONLY, box=BOX),
    applied("disco-dancers/turn-the-beat-around", _turn_the_beat_around, box=BOX),
    no_board_effect("disco-dancers/we-are-family", REACTS_TO_ACTIONS, box=BOX, ongoing=True),
)

register(
    # --- kung fu fighters ---
    applied("kung-fu-fighters/a-little-bit-frightening", _a_little_bit_frightening, box=BOX),
    applied(
        "kung-fu-fighters/ancient-chinese-art", talent=_ancient_chinese_art, box=BOX, ongoing=True
    ),
    applied("kung-fu-fighters/cricket", _cricket, box=BOX),
    applied("kung-fu-fighters/dragon-warrior", talent=_dragon_warrior, box=BOX),
    applied("kung-fu-fighters/drunken-master", talent=_drunken_master, box=BOX),
    applied("kung-fu-fighters/everybody-knew-their-part", _everybody_knew_their_part, box=BOX),
    applied("kung-fu-fighters/everybody-was-kung-fu-fighting", _kung_fu_fighting, box=BOX),
    applied("kung-fu-fighters/expert-timing", _expert_timing, box=BOX),
    applied("kung-fu-fighters/fast-as-lightning", fast_as_lightning, box=BOX),
    applied("kung-fu-fighters/lady-whirlwind", talent=_lady_whirlwind, box=BOX),
    applied("kung-fu-fighters/lets-get-it-on", _lets_get_it_on, box=BOX),
    no_board_effect("kung-fu-fighters/oh-hoh-hoh-hoah", CONTINUOUS, box=BOX, ongoing=True),
    applied("kung-fu-fighters/sifu", _sifu, talent=_sifu_talent, box=BOX),
)
