"""Play abilities of Monster Smash (issue 27): Giant Ants, Mad Scientists, Vampires, Werewolves,
both printings (the original cards and the print-on-demand ones, "pod").

The `choose` keys these cards read, beyond the usual "card" (one card), "cards" (several cards)
and "base" / "to" (a base):
- "cards" also gives +1 power counters one by one: one id per counter, an id repeated for
  several counters on (or from) the same minion (Body Shop, Cull the Weak pod, Blitzed, Who
  Wants to Live Forever? original);
- "order" gives card ids whose position says their role: [first role, second role] (Dinner
  Date original: [your minion, the minion destroyed]; Gimme the Prize pod: [the minion with
  two counters, the other one]; Wolf Pact as a minion: [the minion given -1 power, the minion
  with the counter]); A Kind of Magic reads it as pairs [from, to, from, to, ...], one +1
  power counter moved per pair;
- "count": how many cards a player puts from their hand (Angry Mob, Cull the Weak original);
- "mode": where a pod Fledgling Vampire was played from ("hand" or "elsewhere"), asked only
  when the board does not say it (an ability playing it from a discard pile or a deck: elsewhere;
  its event playing it from the hand the board lists: the hand);
- "play" (and "to"): the extra minion It's Alive! and Crack of Dusk play now.
A Talent is used by a talent event (README, the play phase): Herr Doktor's, The Monster's,
Teenage Wolf's and Leader of the Pack's are applied (their entries' `talent`). A talent event
for another card is skipped with a warning: Soldier's and POD Drone's are typed as scripted
events (their play logs it); the cards whose play leaves only a Talent the engine does not
apply (Killer Queen, POD Nightstalker, POD The Count, Stakeout, Moontouched) are
`not_simulated` with the reason TALENT.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from .. import messages as M
from ..model import MINION, TITAN, Card
from . import blocks as B
from . import shared as S
from . import talents as T
from .context import Loc, Located, Play
from .registry import (
    CONTINUOUS,
    HANDS_ONLY,
    TALENT,
    applied,
    no_board_effect,
    not_simulated,
    register,
)

if TYPE_CHECKING:
    from ..table import BaseState

BOX = "Monster Smash"
ORIGINAL = "original"
POD = "pod"

TITAN_TALENT = (
    "a titan: what playing it costs and its Talent are used in the turn: type them as events",
    "un Titan : ce que coûte sa mise en jeu et son Talent s'utilisent pendant le tour : "
    "saisissez-les comme événements",
)
SPECIAL = (
    "a Special: it acts when a base scores, typed as a special event",
    "une Spéciale : elle agit lors de la Conquête d'une Base, saisie comme événement spécial",
)
SCORING = (
    "its ability acts before its base scores: the engine applies it then",
    "sa capacité agit avant la Conquête de sa Base : le moteur l'applique à ce moment-là",
)
TALENT_NOTE = (
    "its Talent is typed as events when used",
    "son Talent se saisit comme événements quand il est utilisé",
)
CHOOSE_YOURS = ("choose one of your minions", "choisir une de vos Créatures")

Act = Callable[[Play], None]


# --- this box's helpers --------------------------------------------------------------------------


def _counters_on_self(play: Play, count: int) -> None:
    found = S.in_play(play)
    if found is not None:
        play.add_counters(*found, count)


def _own_minions(play: Play) -> list[Located]:
    return play.minions("everywhere", controller="own")


# --- giant ants --------------------------------------------------------------------------------


def _comes_with(count: int, talent_note: bool = False) -> Act:
    """Drone, Soldier, Worker: +1 power counters on itself when played."""

    def act(play: Play) -> None:
        _counters_on_self(play, count)
        if talent_note:
            play.log(TALENT_NOTE)

    return act


def _drone(play: Play) -> None:
    # Both printings place one counter on it; only the POD card has a Talent.
    _comes_with(1, talent_note=play.card.printing == POD)(play)


def _a_kind_of_magic(kinds: tuple[str, ...]) -> Act:
    """Transfer any number of your +1 power counters among your cards of `kinds` (original:
    your minions; POD: your cards, titans included): choose "order" [from, to, ...]."""
    what = (
        "move +1 power counters between your cards",
        "déplacer des marqueurs +1 entre vos cartes",
    )

    def yours(card: Card, player: str) -> bool:
        return card.type in kinds and card.controller == player

    def act(play: Play) -> None:
        mine = [
            (b, c)
            for b in play.bases
            for c in b.cards
            if yours(c, play.player) and c.id is not None and c.uid != play.card.uid
        ]
        pairs = S.given_ids(play, "order")
        if pairs is None:
            options = [
                {"order": (a.id, b.id)}
                for _, a in mine
                if a.counters
                for _, b in mine
                if b is not a
            ]
            play.decide(options, may=True, what=what, keys=("order",))
            return
        ids = {c.id for _, c in mine}
        left = {c.id: c.counters for _, c in mine}
        steps = list(zip(pairs[::2], pairs[1::2], strict=False))
        ok = len(pairs) % 2 == 0 and all(a in ids and b in ids and a != b for a, b in steps)
        for a, _ in steps if ok else ():
            left[a] -= 1
            ok = ok and left[a] >= 0
        if not ok:
            play.cannot(what, M.PLAY_NOT_OPTION(choice=f"order: {list(pairs)}"))
            return
        for a, b in steps:
            S.counters_on_id(play, a, -1)
            S.counters_on_id(play, b, 1)

    return act


def _gimme_the_prize_original(play: Play) -> None:
    # A +1 power counter on up to three of your minions ("cards"; "up to": none when not given).
    what = (
        "place a +1 power counter on up to three of your minions",
        "placer un marqueur +1 sur jusqu'à trois de vos Créatures",
    )
    for located in play.pick_cards(_own_minions(play), up_to=3, what=what):
        S.counters_on_id(play, located[1].id, 1)


def _gimme_the_prize_pod(play: Play) -> None:
    # Two counters on a minion and one on another minion (any players'): choose "order".
    what = (
        "place two +1 power counters on a minion and one on another minion",
        "placer deux marqueurs +1 sur une Créature et un sur une autre Créature",
    )
    ids = [c.id for _, c in play.minions("everywhere") if c.id is not None]
    options = [{"order": (a, b)} for a in ids for b in ids if a != b]
    if len(ids) == 1:
        options = [{"order": (ids[0],)}]  # no other minion: the two counters only
    chosen = play.decide(options, may=False, what=what)
    if chosen is not None:
        S.counters_on_id(play, chosen["order"][0], 2)
        if len(chosen["order"]) > 1:
            S.counters_on_id(play, chosen["order"][1], 1)


def _headlong(play: Play) -> None:
    # Move one of your minions to another base, then two counters on it (mandatory).
    what = (
        "move one of your minions to another base",
        "déplacer une de vos Créatures vers une autre Base",
    )
    # A move a card or a base refuses (Entangled holds against anyone, Mo'ai...) is neither
    # offered nor assumed; named, it is skipped with a warning.
    found = play.pick_card_and_base(
        play.minions("everywhere", controller="own", affectable=False, only=play.given("card")),
        lambda base, card: [b for b in play.bases if b is not base],
        may=False,
        what=what,
        protection="move",
    )
    if found is not None:
        base, card, dst = found
        play.move(base, card, dst)
        S.counters_on_id(play, card.id, 2)


def _we_will_rock_you(where: str) -> Act:
    """Each of your minions (original: everywhere; POD: on one base, choose "base") gains +1
    power until the end of the turn per +1 power counter on it, counted now (Bigger Geekier
    Box clarification)."""
    what = ("choose a base", "choisir une Base")

    def act(play: Play) -> None:
        bases = play.bases
        if where == "base":
            base = play.pick_base(play.bases, may=False, what=what, key="base")
            bases = [base] if base is not None else []
        for located in play.minions(bases, controller="own"):
            if located[1].counters:
                play.boost(*located, located[1].counters)

    return act


def _forever_original(play: Play) -> None:
    # Remove any number of counters from your minions; draw a card per counter removed.
    what = (
        "remove +1 power counters from your minions",
        "retirer des marqueurs +1 de vos Créatures",
    )
    mine = [(b, c) for b, c in _own_minions(play) if c.counters]
    counts = S.per_counter(play, mine, what=what, available=lambda c: c.counters)
    if not counts:
        return
    for card_id, count in counts.items():
        S.counters_on_id(play, card_id, -count)
    total = sum(counts.values())
    play.log((f"draw {total} card(s)", f"piochez {total} carte(s)"))


def _forever_pod(play: Play) -> None:
    # The destruction and the search are not linked (the card's clarification).
    B.destroy_minion(may=False, where="everywhere", controller="own")(play)
    play.log(
        (
            "search your deck for a card and put it on top of your deck",
            "cherchez une carte dans votre pioche et placez-la sur le dessus de votre pioche",
        )
    )


# --- mad scientists ----------------------------------------------------------------------------


def _angry_mob(play: Play) -> None:
    # Your minion gets a counter per card put from your hand at the bottom of your deck.
    found = play.pick_card(_own_minions(play), may=False, what=CHOOSE_YOURS)
    if found is None:
        return
    what = (
        "put cards from your hand at the bottom of your deck",
        "placer des cartes de votre main sous votre pioche",
    )
    count = S.hand_count(play, what)
    if count:
        play.log(
            (
                f"put {count} card(s) from your hand at the bottom of your deck",
                f"placez {count} carte(s) de votre main sous votre pioche",
            )
        )
        S.cards_leave_hand(play, count)
        S.counters_on_id(play, found[1].id, count)


def _blitzed(play: Play) -> None:
    # Remove any number of counters from your minions ("cards"), then destroy a minion of power
    # up to that number ("card"; mandatory).
    what = (
        "remove +1 power counters from your minions",
        "retirer des marqueurs +1 de vos Créatures",
    )
    mine = [(b, c) for b, c in _own_minions(play) if c.counters]
    counts = S.per_counter(play, mine, what=what, available=lambda c: c.counters) or {}
    for card_id, count in counts.items():
        S.counters_on_id(play, card_id, -count)
    removed = sum(counts.values())
    B.destroy_minion(may=False, where="everywhere", power_max=removed)(play)


def _body_shop(play: Play) -> None:
    # Destroy one of your minions; its power in counters, split as you choose on your minions.
    # The placing does not depend on the destruction (no "to" in the text; as Who Wants to Live
    # Forever?'s clarification reads the same shape).
    # A minion no one can destroy (Ghost Knight, Uberserum...) is not offered: named, the card
    # is skipped with a warning (its counters are not placed either).
    what = ("destroy one of your minions", "détruire une de vos Créatures")
    found = play.pick_card(
        play.minions("everywhere", controller="own", affectable=False, only=play.given("card")),
        may=False,
        what=what,
        protection="destroy",
    )
    if found is None:
        return
    power = max(play.power(*found), 0)
    play.destroy(*found)
    split = (
        f"place {power} +1 power counter(s) on your minions",
        f"placer {power} marqueur(s) +1 sur vos Créatures",
    )
    counts = S.per_counter(play, _own_minions(play), what=split, total=power) or {}
    for card_id, count in counts.items():
        S.counters_on_id(play, card_id, count)


def _extra_minion_with_counter(power_max: int | None) -> Act:
    """It's Alive! / Crack of Dusk: the extra minion played now ("play", "to") gets a +1 power
    counter (Crack of Dusk's comes from the discard pile, It's Alive!'s from the hand)."""
    if power_max is None:
        what = ("play an extra minion", "jouer une Créature supplémentaire")
    else:
        what = (
            f"play an extra minion of power {power_max} or less from your discard pile",
            f"jouer une Créature supplémentaire de Force {power_max} ou moins de votre défausse",
        )

    def act(play: Play) -> None:
        ok = None
        if power_max is not None:
            # Crack of Dusk: "from your discard pile", a card object the player owns, never a
            # card of a hand (as It's Astounding).
            S.from_elsewhere(play)
            ok = S.from_own_pile(play, ("your discard pile", "votre défausse"))
        if play.play_extra(kind=MINION, power_max=power_max, what=what, ok=ok):
            S.counters_on_id(play, play.played_extra.id, 1)  # type: ignore[union-attr]

    return act


def _jolt(play: Play) -> None:
    for located in _own_minions(play):
        play.add_counters(*located, 1)


# --- vampires ----------------------------------------------------------------------------------


def _destroy_for_counters(
    candidates: Callable[[Play], list[Located]], *, may: bool, count: int, what: Loc
) -> Act:
    """Destroy a minion to place `count` +1 power counters on the played minion (only when the
    destruction happens: "destroy ... to place"). `candidates` leaves the protections to ask:
    only the minions no protection keeps from being destroyed are offered."""

    def act(play: Play) -> None:
        found = play.pick_card(candidates(play), may=may, what=what, protection="destroy")
        if found is not None and play.destroy(*found):
            _counters_on_self(play, count)

    return act


def _heavy_drinker_original_targets(play: Play) -> list[Located]:
    return play.minions("everywhere", controller="own", affectable=False)


def _heavy_drinker_pod_targets(play: Play) -> list[Located]:
    here = play.minions("here", power_max=2, affectable=False)
    seen = {c.uid for _, c in here}
    return here + [(b, c) for b, c in _heavy_drinker_original_targets(play) if c.uid not in seen]


def _fledgling_original(play: Play) -> None:
    # After it is played: a counter when another player has more power here than its player.
    here = play.here()
    if here is None:
        return
    totals = play.game.totals(here)[0]
    mine = totals.get(play.player, 0)
    if any(power > mine for player, power in totals.items() if player != play.player):
        _counters_on_self(play, 1)


def _fledgling_pod(play: Play) -> None:
    # A counter when played from anywhere but the hand: known when an ability played it from a
    # discard pile or a deck, or its event from the listed hand; else asked ("mode").
    known = S.played_from_hand(play)
    if known is not None:
        play.read.add("mode")
        if not known:
            _counters_on_self(play, 1)
        return
    mode = play.pick_mode(
        [
            ("hand", ("played from the hand", "jouée depuis la main")),
            ("elsewhere", ("played from elsewhere", "jouée depuis ailleurs")),
        ],
        what=("say where it is played from", "dire d'où elle est jouée"),
    )
    if mode == "elsewhere":
        _counters_on_self(play, 1)


def _wolf_pact(play: Play) -> None:
    if play.card.type != MINION:
        # As an action: a card of the discard pile shuffled into the deck.
        play.log(
            (
                "shuffle a card from your discard pile into your deck",
                "mélangez une carte de votre défausse dans votre pioche",
            )
        )
        return
    # As a minion: may give a minion -1 power to place a counter on another of your minions
    # here (not Wolf Pact; it may be the one given -1, the card's clarification).
    what = (
        "give a minion -1 power to place a +1 power counter on another of your minions here",
        "donner -1 en Force à une Créature pour placer un marqueur +1 sur une autre de vos "
        "Créatures d'ici",
    )
    targets = [c.id for _, c in play.minions("everywhere", other=False) if c.id is not None]
    mine = [c.id for _, c in play.minions("here", controller="own") if c.id is not None]
    named = play.given("order")
    for card_id in named if isinstance(named, list | tuple) and len(named) == 2 else ():
        # A minion named that a protection keeps from this effect (Game Guru): the refusal
        # gives the protection, as a pick's does, not only "not possible".
        found = play.game.find(card_id)
        refused = play.refusal(*found) if found is not None and found[1].is_minion else None
        if refused:
            play.read.add("order")
            play.cannot(what, refused)
            return
    chosen = play.decide(
        [{"order": (a, b)} for a in targets for b in mine], may=True, what=what, keys=("order",)
    )
    if chosen is None:
        return
    weakened, helped = chosen["order"]
    found = play.game.find(weakened)
    if found is not None and play.boost(*found, -1, until=S.UNTIL_YOUR_NEXT_TURN):
        # The -1 lasts until the start of its player's next turn (its line says so): this
        # turn's scorings count it, and a turn that ends drops this turn's changes from the
        # board after it while one that goes on keeps them as modifiers (result.board_json).
        if play.game.board.end_of_turn:
            after = (
                "the board after the turn does not carry it: type it there as a modifier",
                "le plateau d'après le tour ne le porte pas : saisissez-le comme modificateur",
            )
        else:
            after = (
                "the board after the turn carries it as a modifier",
                "le plateau d'après le tour le porte comme modificateur",
            )
        play.log(
            (
                f"{weakened} keeps its -1 power beyond this turn: this turn's scorings count it; "
                f"{after[0]}",
                f"{weakened} garde son -1 en Force au-delà de ce tour : les Conquêtes de ce tour "
                f"en tiennent compte ; {after[1]}",
            )
        )
    S.counters_on_id(play, helped, 1)


def _cull_the_weak_original(play: Play) -> None:
    # Your minion gets a counter per minion card discarded from your hand.
    found = play.pick_card(_own_minions(play), may=False, what=CHOOSE_YOURS)
    if found is None:
        return
    what = (
        "discard minion cards from your hand",
        "défausser des cartes Créature de votre main",
    )
    count = S.hand_count(play, what)
    if count:
        play.log(
            (
                f"discard {count} minion card(s) from your hand",
                f"défaussez {count} carte(s) Créature de votre main",
            )
        )
        S.cards_leave_hand(play, count)
        S.counters_on_id(play, found[1].id, count)


def _cull_the_weak_pod(play: Play) -> None:
    # Up to two minions from the deck discarded; a counter on a minion for each ("cards").
    what = (
        "discard up to two minions from your deck, a +1 power counter on a minion for each",
        "défausser jusqu'à deux Créatures de votre pioche, un marqueur +1 sur une Créature pour "
        "chacune",
    )
    counts = S.per_counter(play, play.minions("everywhere"), what=what, up_to=2)
    if not counts:
        return
    total = sum(counts.values())
    play.log(
        (
            f"search your deck for {total} minion(s) and discard them",
            f"cherchez {total} Créature(s) dans votre pioche et défaussez-les",
        )
    )
    for card_id, count in counts.items():
        S.counters_on_id(play, card_id, count)


def _dinner_date_original(play: Play) -> None:
    # A counter on your minion, then destroy a minion of power 2 or less at its base
    # (mandatory when there is one; the counter goes even with none: the card's clarification).
    what = (
        "place a +1 power counter on one of your minions, then destroy a minion of power 2 or "
        "less at its base",
        "placer un marqueur +1 sur une de vos Créatures, puis détruire une Créature de Force 2 "
        "ou moins sur sa Base",
    )
    options = []
    for base, mine in _own_minions(play):
        targets = [
            c.id
            for _, c in play.minions(base, protection="destroy")
            if c.id is not None and play.power(base, c) + (c is mine) <= 2
        ]
        options += [{"order": (mine.id, t)} for t in targets] or [{"order": (mine.id,)}]
    named = play.given("order")
    found = play.game.find(named[1]) if named and len(named) == 2 else None
    refused = play.refusal(*found, "destroy") if found is not None else None
    if refused and _dinner_date_fits(play, named[0], *found):
        # The minion named to be destroyed cannot be: the counter still goes on yours (the
        # two sentences are two effects; the clarification places it with no minion to
        # destroy), and the destruction is skipped, naming the protection.
        play.read.add("order")
        S.counters_on_id(play, named[0], 1)
        label = found[1].label()
        play.cannot((f"destroy {label}", f"détruire {label}"), refused)
        return
    chosen = play.decide(options, may=False, what=what)
    if chosen is None:
        return
    S.counters_on_id(play, chosen["order"][0], 1)
    if len(chosen["order"]) > 1:
        found = play.game.find(chosen["order"][1])
        if found is not None:
            play.destroy(*found)


def _dinner_date_fits(play: Play, mine_id: str, base: BaseState, victim: Card) -> bool:
    """Whether Dinner Date original may take `victim` at `base` for one of the player's minions
    named `mine_id`, a protection aside: the minion is the player's, at that base, and the
    victim has power 2 or less (counting the counter when it is that minion)."""
    mine = next((c for b, c in _own_minions(play) if c.id == mine_id and b is base), None)
    if mine is None or not victim.is_minion:
        return False
    return play.power(base, victim) + (victim is mine) <= 2


def _dinner_date_pod(play: Play) -> None:
    # Two counters on one of your minions; then its Ongoing (its minion loses 2 power, and is
    # destroyed when it has none left), checked once the card's ability has resolved (the minion
    # it is on may be the one given the counters). The card registry checks it again after each
    # card played, moved or destroyed later, and when the minion's base is about to score.
    B.counters_on_minion(2, **_OWN)(play)
    found = S.attached_minion(play)
    if found is not None and play.power(*found) == 0:
        play.destroy(*found)


def _mad_monster_party_original(play: Play) -> None:
    for located in _own_minions(play):
        if not located[1].counters:
            play.add_counters(*located, 1)


def _mad_monster_party_pod(play: Play) -> None:
    base = play.pick_base(
        play.bases, may=False, what=("choose a base", "choisir une Base"), key="base"
    )
    if base is not None:
        for located in play.minions(base, controller="own"):
            play.add_counters(*located, 1)


# --- werewolves --------------------------------------------------------------------------------


def _howler(play: Play) -> None:
    found = S.in_play(play)
    if found is not None:
        play.boost(*found, 2)


def _chew_toy(play: Play) -> None:
    # Destroy a minion with lower power than the one of your minions chosen, at its base. Which
    # of your minions is chosen changes nothing else: "card" names the minion destroyed. The
    # destruction is a "may" when one of your minions has no weaker minion at its base (the
    # player may choose that one).
    def weaker_than(base, mine) -> list[Located]:
        power = play.power(base, mine)
        return [
            (b, c)
            for b, c in play.minions(base, affectable=False)
            if c is not mine and play.power(b, c) < power
        ]

    targets: dict[str, Located] = {}
    may = False
    for base, mine in play.minions("everywhere", controller="own", affectable=False):
        found = weaker_than(base, mine)
        may = may or not found
        targets.update((c.id, (b, c)) for b, c in found if c.id is not None)
    what = (
        "destroy a minion with less power than one of your minions at its base",
        "détruire une Créature de Force inférieure à une de vos Créatures sur sa Base",
    )
    # Only the minions no protection keeps from being destroyed are offered.
    in_order = [(b, c) for b, c in play.minions("everywhere", affectable=False) if c.id in targets]
    found = play.pick_card(in_order, may=may, what=what, protection="destroy")
    if found is not None:
        play.destroy(*found)


def _let_the_dog_out(play: Play) -> None:
    # Destroy any number of minions at one of your minions' base, of total power up to its
    # power ("cards"): the strongest of your minions there not destroyed is the one chosen.
    what = (
        "destroy minions at your minion's base, of total power up to its power",
        "détruire des Créatures sur la Base de votre Créature, de Force totale au plus la sienne",
    )

    def fits(base, chosen: list[Card]) -> bool:
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
        play.decide(options, may=True, what=what, keys=("cards",))
        return
    if not given:
        return  # "any number": none
    found = [play.game.find(i) for i in given]
    bases = {id(f[0]) for f in found if f is not None}
    if None in found or len(bases) != 1 or len(set(given)) != len(given):
        play.cannot(what, M.PLAY_NOT_OPTION(choice=f"cards: {list(given)}"))
        return
    base = found[0][0]
    # One effect: every minion named is asked before any is destroyed. One a protection keeps
    # is left out, naming its protector, and the others named are still destroyed (README:
    # among several cards named, one a protection keeps is left out; pick_cards' rule).
    refused = {card.id: play.refusal(base, card, "destroy") for _, card in found}
    chosen = [card for _, card in found if not refused[card.id]]
    if chosen and not fits(base, chosen):
        # (The total is that of the minions destroyed: the others named.)
        play.cannot(what, M.PLAY_NOT_OPTION(choice=f"cards: {list(given)}"))
        return
    for _, card in found:
        reason = refused[card.id]
        if reason:
            label = card.label()
            play.cannot((f"destroy {label}", f"détruire {label}"), reason, partial=bool(chosen))
    for card in chosen:
        play.destroy(base, card)


def _frenzy(play: Play) -> None:
    # Only the minions in play now (Bigger Geekier Box clarification).
    for located in play.minions("everywhere", controller="own", power_min=4):
        play.boost(*located, 1)


# --- the registry entries --------------------------------------------------------------------

_OWN = {"where": "everywhere", "controller": "own"}

register(
    # --- giant ants ---
    not_simulated("giant-ants/killer-queen", TALENT, box=BOX),
    applied("giant-ants/drone", _drone, box=BOX),
    applied("giant-ants/soldier", _comes_with(2, talent_note=True), box=BOX),
    applied("giant-ants/worker", _comes_with(2), box=BOX, printing=ORIGINAL),
    applied("giant-ants/worker", _comes_with(2), box=BOX, printing=POD),
    applied("giant-ants/a-kind-of-magic", _a_kind_of_magic((MINION,)), box=BOX, printing=ORIGINAL),
    applied("giant-ants/a-kind-of-magic", _a_kind_of_magic((MINION, TITAN)), box=BOX, printing=POD),
    applied(
        "giant-ants/gimme-the-prize",
        _gimme_the_prize_original,
        box=BOX,
        printing=ORIGINAL,
    ),
    applied("giant-ants/gimme-the-prize", _gimme_the_prize_pod, box=BOX, printing=POD),
    applied("giant-ants/headlong", _headlong, box=BOX),
    no_board_effect("giant-ants/the-show-must-go-on", CONTINUOUS, box=BOX, ongoing=True),
    no_board_effect("giant-ants/under-pressure", SPECIAL, box=BOX),
    no_board_effect("giant-ants/we-are-the-champions", SPECIAL, box=BOX),
    applied(
        "giant-ants/we-will-rock-you", _we_will_rock_you("everywhere"), box=BOX, printing=ORIGINAL
    ),
    applied("giant-ants/we-will-rock-you", _we_will_rock_you("base"), box=BOX, printing=POD),
    applied("giant-ants/who-wants-to-live-forever", _forever_original, box=BOX, printing=ORIGINAL),
    applied("giant-ants/who-wants-to-live-forever", _forever_pod, box=BOX, printing=POD),
    not_simulated("giant-ants/death-on-six-legs", TITAN_TALENT, box=BOX, printing=POD),
    # --- mad scientists ---
    applied("mad-scientists/herr-doktor", talent=T.herr_doktor, box=BOX),
    applied("mad-scientists/the-monster", talent=T.the_monster, box=BOX),
    applied("mad-scientists/lab-assistant", B.counters_on_minion(1, **_OWN), box=BOX),
    no_board_effect("mad-scientists/igor", CONTINUOUS, box=BOX),
    applied("mad-scientists/angry-mob", _angry_mob, box=BOX),
    applied("mad-scientists/blitzed", _blitzed, box=BOX),
    applied("mad-scientists/body-shop", _body_shop, box=BOX),
    no_board_effect("mad-scientists/german-engineering", CONTINUOUS, box=BOX, ongoing=True),
    no_board_effect("mad-scientists/grave-situation", CONTINUOUS, box=BOX, ongoing=True),
    applied("mad-scientists/its-alive", _extra_minion_with_counter(None), box=BOX),
    applied("mad-scientists/jolt", _jolt, box=BOX),
    no_board_effect("mad-scientists/uberserum", CONTINUOUS, box=BOX, ongoing=True),
    not_simulated("mad-scientists/unknown-titan", TITAN_TALENT, box=BOX, printing=POD),
    # --- vampires ---
    no_board_effect("vampires/the-count", CONTINUOUS, box=BOX, printing=ORIGINAL),
    not_simulated("vampires/the-count", TALENT, box=BOX, printing=POD),
    applied(
        "vampires/nightstalker",
        _destroy_for_counters(
            lambda play: play.minions("here", power_max=2, affectable=False),
            may=False,
            count=1,
            what=(
                "destroy a minion of power 2 or less here",
                "détruire une Créature de Force 2 ou moins d'ici",
            ),
        ),
        box=BOX,
        printing=ORIGINAL,
    ),
    not_simulated("vampires/nightstalker", TALENT, box=BOX, printing=POD),
    applied(
        "vampires/heavy-drinker",
        _destroy_for_counters(
            _heavy_drinker_original_targets,
            may=True,
            count=1,
            what=("destroy one of your minions", "détruire une de vos Créatures"),
        ),
        box=BOX,
        printing=ORIGINAL,
    ),
    applied(
        "vampires/heavy-drinker",
        _destroy_for_counters(
            _heavy_drinker_pod_targets,
            may=True,
            count=2,
            what=(
                "destroy a minion of power 2 or less here or another of your minions",
                "détruire une Créature de Force 2 ou moins d'ici ou une autre de vos Créatures",
            ),
        ),
        box=BOX,
        printing=POD,
    ),
    applied("vampires/fledgling-vampire", _fledgling_original, box=BOX, printing=ORIGINAL),
    applied("vampires/fledgling-vampire", _fledgling_pod, box=BOX, printing=POD),
    applied("vampires/wolf-pact", _wolf_pact, box=BOX, printing=POD),
    applied(
        "vampires/big-gulp",
        B.destroy_minion(may=False, where="everywhere", power_max=4),
        box=BOX,
    ),
    no_board_effect("vampires/buffet", SPECIAL, box=BOX, printing=ORIGINAL),
    no_board_effect("vampires/buffet", HANDS_ONLY, box=BOX, printing=POD),
    applied("vampires/crack-of-dusk", _extra_minion_with_counter(2), box=BOX),
    applied("vampires/cull-the-weak", _cull_the_weak_original, box=BOX, printing=ORIGINAL),
    applied("vampires/cull-the-weak", _cull_the_weak_pod, box=BOX, printing=POD),
    applied("vampires/dinner-date", _dinner_date_original, box=BOX, printing=ORIGINAL),
    applied(
        "vampires/dinner-date",
        _dinner_date_pod,
        box=BOX,
        printing=POD,
        ongoing=True,
    ),
    applied("vampires/mad-monster-party", _mad_monster_party_original, box=BOX, printing=ORIGINAL),
    applied("vampires/mad-monster-party", _mad_monster_party_pod, box=BOX, printing=POD),
    no_board_effect("vampires/opportunist", CONTINUOUS, box=BOX, printing=ORIGINAL, ongoing=True),
    not_simulated("vampires/stakeout", TALENT, box=BOX, printing=POD, ongoing=True),
    no_board_effect("vampires/summon-wolves", CONTINUOUS, box=BOX, printing=ORIGINAL, ongoing=True),
    not_simulated("vampires/ancient-lord", TITAN_TALENT, box=BOX, printing=POD),
    # --- werewolves ---
    no_board_effect("werewolves/pack-alpha", SCORING, box=BOX),
    no_board_effect("werewolves/loup-garou", SCORING, box=BOX),
    applied("werewolves/teenage-wolf", talent=T.teenage_wolf, box=BOX),
    applied("werewolves/howler", _howler, box=BOX),
    applied("werewolves/chew-toy", _chew_toy, box=BOX),
    applied("werewolves/frenzy", _frenzy, box=BOX),
    no_board_effect("werewolves/full-moon", CONTINUOUS, box=BOX, ongoing=True),
    applied("werewolves/leader-of-the-pack", talent=T.leader_of_the_pack, box=BOX, ongoing=True),
    applied("werewolves/let-the-dog-out", _let_the_dog_out, box=BOX),
    no_board_effect("werewolves/marking-territory", CONTINUOUS, box=BOX, ongoing=True),
    not_simulated("werewolves/moontouched", TALENT, box=BOX, ongoing=True),
    no_board_effect("werewolves/unstoppable", CONTINUOUS, box=BOX, ongoing=True),
    not_simulated("werewolves/great-wolf-spirit", TITAN_TALENT, box=BOX, printing=POD),
)
