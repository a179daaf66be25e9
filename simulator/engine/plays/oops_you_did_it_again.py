"""Play abilities of Oops, You Did It Again (issue 28): Ancient Egyptians, Cowboys, Samurai,
Vikings. One entry per card covers both printings unless the card registry has one per printing.

Burying and uncovering (Grosse Boîte pour Geek booklet p. 8): a card that buries itself when
played ("Bury this card") enters play on the event's base and is buried there at once; a card
buried from a hand is a face-down card of unknown identity (it counts for nothing); uncovering
plays the buried card at once.

The `choose` keys these cards read, beyond the usual "card" (one card) and "cards" (several):
- "mode": which part of an "X OR Y" card is used (Lost Knowledge, Seal the Tomb: "bury" or
  "uncover"); the first one is assumed when not given;
- "base": the base a card picks (Lost Knowledge and Seal the Tomb: where the hand cards are
  buried; Plague of Locusts: whose minions);
- "count": how many hand cards Seal the Tomb buries (1 or 2), Raider's Talent puts on the deck
  (up to 3);
- "card" on Ancient Curse: the minion it is on, to remove a +1 power counter from it; on Ronin:
  itself, to take its two counters; on Gunfighter: the other player's minion it duels;
- "cards" on a duel (High Noon, Run 'Em Off, Honorable Combat): [your minion, the other
  player's minion] (in any order); on Code of Bushido: one id per counter; on Stagecoach: one
  or two of your cards of one base ("to": where they go);
- "to": where Run 'Em Off moves a loser you move;
- "play" (and "to"): the card played now from a deck the board does not hold (Gold in Them
  Thar Hills: from yours; Raiding Party: from another player's), never a card of a hand;
- "then": the decision of a card uncovered by the play (Tomb Trap's "card"), as an extra
  card's own decisions (README).
Duels (booklet p. 8) lay no duel card (hands are not on the board, assumed); the cards in play
that react to a duel do, through the card registry's own reactions.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from itertools import combinations_with_replacement, islice

from .. import messages as M
from ..cards.burying import buried_of

# The card registry's duel reactions (Pinkerton): one implementation of what reacts to a duel.
from ..cards.oops_you_did_it_again import NO_DUEL_CARD, _duel_reactions
from ..journal import OPTIONS_MAX
from ..model import ACTION, BURIED, MINION, ORIGINAL, POD
from . import blocks as B
from . import shared as S
from .context import Loc, Located, Play
from .core import boost_own_minions  # Combat Training prints Swashbuckling's text
from .pretty_pretty_smash_up import either
from .registry import (
    AT_SCORING,
    CONTINUOUS,
    HANDS_ONLY,
    SPECIAL,
    applied,
    no_board_effect,
    register,
)

BOX = "Oops, You Did It Again"
Act = Callable[[Play], None]

# Our own reasons (English, French).
FROM_HAND: Loc = (
    "its Special is used from the hand (a 'special' event) and its other abilities act later, "
    "not when it is played",
    "sa Spéciale s'utilise depuis la main (un événement 'special') et ses autres capacités "
    "agissent plus tard, pas quand elle est jouée",
)


# --- helpers -------------------------------------------------------------------------------------


def _buried(play: Play, bases) -> list[Located]:
    """The player's buried cards on `bases` (those the board can uncover first)."""
    return [f for f in buried_of(play.game, bases, play.player) if f[1].id is not None]


def _bury_itself(play: Play) -> None:
    """ "Bury this card": it went into play on the event's base; it is buried there now (its
    "when uncovered" part waits until then)."""
    found = S.in_play(play)
    if found is None:
        play.cannot(
            ("bury this card", "enterrer cette carte"),
            (
                "it is played on no base: give the event's to",
                "elle n'est jouée sur aucune Base : donnez to à l'événement",
            ),
        )
        return
    play.bury(*found)


BURY_FROM_HAND: Loc = ("bury a card from your hand", "enterrer une carte de votre main")


def _bury_from_hand(play: Play, base, count: int = 1) -> None:
    """`count` hand cards buried face down on `base` (which ones, the board does not say):
    they leave the hand; no more than the hand holds when its size is known (a warning)."""
    held = S.hand_held(play)
    if held is not None and held < count:
        play.cannot(
            BURY_FROM_HAND
            if count == 1
            else (f"bury {count} cards from your hand", f"enterrer {count} cartes de votre main"),
            S.HAND_EMPTY
            if held == 0
            else (
                f"your hand holds only {held} card(s): {held} buried",
                f"votre main n'a que {held} carte(s) : {held} enterrée(s)",
            ),
        )
        count = held
    for _ in range(count):
        play.game.bury_from_hand(base, play.player, play.why)
    S.cards_leave_hand(play, count)


def _bury_here_from_hand(play: Play) -> None:
    """Pyramid Engineer's and Sphinx's Talent: a hand card buried on this card's base."""
    here = play.here()
    if here is not None:
        _bury_from_hand(play, here)


def _uncover(play: Play, base, card) -> None:
    """Uncover one of the player's buried cards: its "when uncovered" decision (Tomb Trap's
    "may destroy") is this play's `choose.then`, as an extra card's (README): assumed with the
    event and its options under "then" (the input's `choices` for the card still come first).
    An extra card's own play has no "then" (its choose is one): the card registry's way."""
    game = play.game
    if play.then:
        play.uncover(base, card)
        return

    def decide(where, uncovered, candidates, what) -> Located | None:
        play.read.add("then")
        own = Play(
            game,
            uncovered,
            where,
            play.player,
            play.event,
            play.given("then"),
            play.entry,
            in_play=False,
            then=True,
        )
        found = own.pick_card(candidates, may=True, what=what, protection="destroy")
        for key in own.finish():
            game.warn(
                M.WARN_CHOOSE_IGNORED(index=play.event, card=own.name, key=key), event=play.event
            )
        return found

    with game.acting(uncover_decides=decide):
        play.uncover(base, card)


def _uncover_one(where: str) -> Act:
    """Uncover one of your buried cards ("here": may, on this card's base; "everywhere":
    mandatory, any base)."""
    what = ("uncover one of your buried cards", "dévoiler une de vos cartes enterrées")

    def act(play: Play) -> None:
        here = play.here()
        bases = [here] if where == "here" and here is not None else play.bases
        found = play.pick_card(_buried(play, bases), may=where == "here", what=what)
        if found is not None:
            _uncover(play, *found)

    return act


def _pick_bury_base(play: Play) -> object:
    return play.pick_base(
        play.bases,
        may=False,
        what=("choose where to bury", "choisir où enterrer"),
        key="base",
    )


# --- ancient Egyptians ---------------------------------------------------------------------------


def _ancient_curse(play: Play) -> None:
    found = S.attached_minion(play)
    if found is None or not found[1].counters:
        return
    pick = play.pick_card(
        [found],
        may=True,
        what=("remove a +1 power counter from it", "lui retirer un marqueur Force +1"),
    )
    if pick is not None:
        play.add_counters(*pick, -1)


def _lost_knowledge_bury(play: Play) -> None:
    base = _pick_bury_base(play)
    if base is not None:
        _bury_from_hand(play, base)


_lost_knowledge = either(
    (
        "bury one hand card, or uncover a buried one",
        "enterrer une carte de votre main ou en dévoiler une",
    ),
    (
        "bury",
        ("bury a card from your hand", "enterrer une carte de votre main"),
        _lost_knowledge_bury,
    ),
    (
        "uncover",
        ("uncover one of your buried cards", "dévoiler une de vos cartes enterrées"),
        _uncover_one("everywhere"),
    ),
)


def _buried_beside(found: Located) -> bool:
    return any(c.type == BURIED for c in found[0].cards)


def _plague_of_locusts(play: Play) -> None:
    base = play.pick_base(
        play.bases, may=False, what=("choose a base", "choisir une Base"), key="base"
    )
    if base is None:
        return
    for found in play.minions(base, controller="others", affectable=False):
        # Acted, not asked: the -1 is given at once (boost asks no protection itself).
        reason = play.game.blocked(*found, play.player)
        if reason:
            # A protection keeps it from the -1: skipped, and the warning says why.
            label = found[1].label()
            play.cannot((f"give {label} -1 power", f"donner -1 en Force à {label}"), reason)
            continue
        play.boost(*found, -1)


def _seal_the_tomb_bury(play: Play) -> None:
    base = _pick_bury_base(play)
    if base is None:
        return
    held = S.hand_held(play)
    given = play.given("count")
    if given in (1, 2) and held is not None and given > held:
        # More than the hand holds: as many as it holds, and a warning (_bury_from_hand).
        play.read.add("count")
        _bury_from_hand(play, base, given)
        return
    chosen = play.decide(
        [{"count": n} for n in (2, 1) if held is None or n <= held],
        may=True,
        what=("bury one or two hand cards", "enterrer jusqu'à deux cartes de votre main"),
        keys=("count",),
    )
    if chosen is not None:
        _bury_from_hand(play, base, chosen["count"])


def _seal_the_tomb_uncover(play: Play) -> None:
    what = (
        "uncover one or two buried cards of yours lying on one base",
        "dévoiler jusqu'à deux de vos cartes enterrées d'une même Base",
    )
    groups = []
    for base in play.bases:
        mine = _buried(play, [base])
        groups += [[a, b] for i, a in enumerate(mine) for b in mine[i + 1 :]]
        groups += [[a] for a in mine]
    for found in S.pick_group(play, groups, may=True, what=what) or []:
        _uncover(play, *found)


_seal_the_tomb = either(
    (
        "bury one or two hand cards, or uncover one or two buried cards",
        "enterrer jusqu'à deux cartes de la main ou en dévoiler jusqu'à deux",
    ),
    ("bury", ("bury from your hand", "enterrer depuis votre main"), _seal_the_tomb_bury),
    (
        "uncover",
        ("uncover your buried cards", "dévoiler vos cartes enterrées"),
        _seal_the_tomb_uncover,
    ),
)


# --- cowboys -------------------------------------------------------------------------------------

# A duel (booklet p. 8): the cards in play that react to a duel first (Pinkerton), then the
# minion with more power wins; on a tie both sides win and lose. Duel cards come from the hands,
# which the board does not hold: none is laid (assumed, as the card registry's duels).
DUEL_WHAT: Loc = (
    "duel another player's minion at the same base",
    "provoquer en duel une Créature adverse de la même Base",
)


def _duel(play: Play, mine: Located, theirs: Located) -> tuple[list[Located], list[Located]]:
    """(winners, losers) of the duel of `mine` against `theirs` (both on one base)."""
    game = play.game
    base = mine[0]
    play.assume(None, NO_DUEL_CARD, base=base, fact=True)
    a, b = mine[1], theirs[1]
    if "on_duel" in game.board.card_hook_names:
        a, b = _duel_reactions(game, base, a), _duel_reactions(game, base, b)
    power_a, power_b = play.power(base, a), play.power(base, b)
    play.log(
        (
            f"duel: {a.label()} ({power_a}) against {b.label()} ({power_b})",
            f"duel : {a.label()} ({power_a}) contre {b.label()} ({power_b})",
        )
    )
    winners = [(base, c) for c, won in ((a, power_a >= power_b), (b, power_b >= power_a)) if won]
    losers = [(base, c) for c, lost in ((a, power_a <= power_b), (b, power_b <= power_a)) if lost]
    return winners, losers


def _duel_pairs(play: Play, mine: list[Located]) -> list[list[Located]]:
    """[one of `mine`, another player's minion on its base] pairs, in table order."""
    return [[m, t] for m in mine for t in play.minions(m[0], controller="others", affectable=False)]


def _pick_duel(play: Play, *, may: bool, only_self: bool = False) -> list[Located] | None:
    """Which of your minions duels which other player's minion (choose "cards": the two ids);
    `only_self`: the played minion is yours (Gunfighter: choose "card", the other one)."""
    if only_self:
        me = S.in_play(play)
        if me is None:
            return None
        found = play.pick_card(
            play.minions(me[0], controller="others", affectable=False),
            may=may,
            what=DUEL_WHAT,
        )
        return None if found is None else [me, found]
    pairs = _duel_pairs(play, play.minions("everywhere", controller="own", affectable=False))
    return S.pick_group(play, pairs, may=may, what=DUEL_WHAT) or None


def _destroy_losers(play: Play, losers: list[Located]) -> None:
    for _, card in losers:
        found = play.game.find(card.id)
        if found is not None:
            play.destroy(*found)


def _gunfighter(play: Play) -> None:
    pair = _pick_duel(play, may=True, only_self=True)
    if pair is not None:
        _destroy_losers(play, _duel(play, *pair)[1])


def _high_noon(play: Play) -> None:
    # A win gives an extra minion where the winner is then (the card's clarification).
    pair = _pick_duel(play, may=False)
    if pair is None:
        return
    winners, losers = _duel(play, *pair)
    _destroy_losers(play, losers)
    mine = pair[0][1]
    if any(c is mine for _, c in winners) and not any(c is mine for _, c in losers):
        found = play.game.find(mine.id)
        if found is not None:
            play.extra_play(MINION, base=found[0])


def _run_em_off(play: Play) -> None:
    # The winner gets +3; the loser is moved by the winner's controller (both ways on a tie).
    pair = _pick_duel(play, may=False)
    if pair is None:
        return
    winners, losers = _duel(play, *pair)
    for base, card in winners:
        play.boost(base, card, 3)
    what = ("move the losing minion to another base", "déplacer la Créature perdante ailleurs")
    for _, loser in losers:
        # The card as it is now (a boost above gives a new card object: on a tie the loser
        # also won, and the stale one would be moved without leaving its base).
        found = play.game.find(loser.id)
        if found is None:
            continue
        base, card = found
        mover = next((c.controller for _, c in winners if c.id != card.id), card.controller)
        if mover != play.player:
            # The other player moves it: the first other base that does not refuse their move
            # (Little Bo Peep's, Hideout's), assumed.
            dst = next(
                (
                    b
                    for b in play.bases
                    if b is not base and play.move_refused(base, card, b, by=mover) is None
                ),
                None,
            )
            if dst is not None:
                play.assume(
                    {"to": dst.id},
                    (
                        f"{mover} moves {card.label()} to {dst.id}, the first other base that "
                        "takes it",
                        f"{mover} déplace {card.label()} vers {dst.id}, la première autre Base "
                        "qui l'accepte",
                    ),
                    player=mover,
                    base=base,
                )
                play.game.move(card, base, dst, mover, play.why)
            else:
                # Every other base refuses their move (or there is none): it stays, warned of.
                refusal = next(
                    (
                        play.move_refused(base, card, b, by=mover)
                        for b in play.bases
                        if b is not base
                    ),
                    None,
                )
                label = card.label()
                play.cannot(
                    (
                        f"let {mover} move {label} to another base",
                        f"laisser {mover} déplacer {label} ailleurs",
                    ),
                    refusal or M.PLAY_NO_TARGET(),
                    partial=bool(winners),
                )
            continue
        # A base that refuses the move (Little Bo Peep's, Hideout's) is no option; named, a
        # warning says why.
        others = [b for b in play.bases if b is not base]
        dst = play.pick_destination([found], others, what=what)
        if dst is not None:
            play.move(base, card, dst)


def _run_the_card_special(play: Play) -> None:
    """Form a Posse: the card registry applies it as a Special used now (its +1 and its
    protections last the turn): the same hook runs, once."""
    ability = play.card.ability
    special = getattr(ability, "special", None)
    if special is None:
        return
    reason = special(play.game, "now", None, play.card, play.player, None)
    if reason:
        play.cannot(("apply it", "l'appliquer"), reason)


def _stagecoach(play: Play) -> None:
    # Up to two of your cards (minions, your actions on the base) from one base to another.
    what = (
        "move one or two of your cards of one base",
        "déplacer une ou deux de vos cartes d'une même Base",
    )
    groups = []
    for base in play.bases:
        yours = [
            (base, c)
            for c in base.cards
            if c.controller == play.player
            and c.id is not None
            and c.uid != play.card.uid
            and (c.is_minion or (c.type == ACTION and c.attached_to is None))
        ]
        groups += [[a, b] for i, a in enumerate(yours) for b in yours[i + 1 :]]
        groups += [[a] for a in yours]
    # "to" belongs to the cards given: read even when they are refused (no other warning).
    if play.given("cards") is not None:
        play.read.add("to")
    chosen = S.pick_group(play, groups, may=True, what=what)
    if not chosen:
        return
    src = chosen[0][0]
    others = [b for b in play.bases if b is not src]
    named = play.game.base_by_id(play.given("to")) if play.given("to") is not None else None
    if named in others:
        # Named: each card is checked on its own below (a refused one stays, warned).
        play.read.add("to")
        dst = named
    else:
        # Not given: a base a protection keeps these cards from is never offered nor assumed
        # (POD Hideout: other players cannot move minions there).
        dst = play.pick_base(
            [b for b in others if all(play.move_refused(*found, b) is None for found in chosen)],
            may=False,
            what=("choose the base they go to", "choisir la Base où elles vont"),
        )
    if dst is None:
        return
    S.move_each(play, chosen, dst)


def _gold_in_them_thar_hills(play: Play) -> None:
    # One of the top three cards of your deck, drawn now: not a card of the hand listed before.
    whence = (
        "one of the top three cards of your deck",
        "une des trois cartes du dessus de votre pioche",
    )
    play.play_extra(
        what=("play the card drawn as an extra card", "jouer la carte piochée en plus"),
        ok=S.from_own_pile(play, whence),
    )


def _boost_yours(more: int, less: int, condition: Callable[[Located], bool]) -> Act:
    """One of your minions gets `more` power until the end of the turn when `condition`
    holds, else `less` (Mummy Strength, Quick Draw)."""

    def act(play: Play) -> None:
        found = play.pick_card(
            play.minions("everywhere", controller="own", affectable=False, only=play.given("card")),
            may=False,
            what=("choose one of your minions", "choisir une de vos Créatures"),
            protection="affect",
        )
        if found is not None:
            play.boost(*found, more if condition(found) else less)

    return act


def _in_a_duel(found: Located) -> bool:
    # A play during the Play phase: no duel is under way (the engine's duels lay no card).
    return False


# --- samurai -------------------------------------------------------------------------------------


def _ronin(play: Play) -> None:
    found = S.in_play(play)
    if found is None or play.minions(found[0], controller="own", affectable=False):
        return  # another of your minions is here: nothing
    if play.pick_card(
        [found], may=True, what=("place two +1 power counters on it", "y placer deux marqueurs +1")
    ):
        play.add_counters(*found, 2)


def _code_of_bushido(play: Play) -> None:
    what = (
        "spread three +1 power counters over your minions",
        "répartir trois marqueurs Force +1 sur vos Créatures",
    )
    mine = play.minions("everywhere", controller="own")
    ids = [card.id for _, card in mine if card.id is not None]
    if play.given("cards") is not None or not ids:
        counts = S.per_counter(play, mine, what=what, total=3)
    else:
        # Not given: each placement the choose may give is an option, all three on one minion
        # first (table order: the first is assumed), then the splits; no more than one beyond
        # the options listed (the listing then says it is cut, and the advisor tries these).
        splits = (c for c in combinations_with_replacement(ids, 3) if len(set(c)) > 1)
        options = [{"cards": (i,) * 3} for i in ids]
        options += [{"cards": c} for c in islice(splits, max(0, OPTIONS_MAX + 1 - len(ids)))]
        chosen = play.decide(options, may=False, what=what, keys=("cards",))
        counts = None if chosen is None else Counter(chosen["cards"])
    for card_id, count in (counts or {}).items():
        S.counters_on_id(play, card_id, count)


def _honor_the_ancestors(play: Play) -> None:
    B.counters_on_minion(1, where="everywhere", controller="own")(play)
    count = len(play.game.players) - 1
    play.log(
        (
            f"you may shuffle up to {count} minion(s) from your discard pile into your deck",
            f"vous pouvez mélanger jusqu'à {count} Créature(s) de votre défausse dans votre pioche",
        )
    )


def _honorable_combat(play: Play) -> None:
    # On a base where the other player has more power than you, your minion against one of
    # theirs; the winning minion's controller gains 1 VP (both on a tie). No one is destroyed.
    pairs = []
    for base in play.bases:
        totals = play.game.totals(base)[0]
        ahead = {
            p for p, v in totals.items() if p != play.player and v > totals.get(play.player, 0)
        }
        for mine in play.minions(base, controller="own", affectable=False):
            pairs += [
                [mine, t]
                for t in play.minions(base, controller="others", affectable=False)
                if t[1].controller in ahead
            ]
    pair = S.pick_group(play, pairs, may=False, what=DUEL_WHAT)
    if pair:
        for _, card in _duel(play, *pair)[0]:
            if card.controller is not None:
                play.gain_vp(card.controller, 1)


def _yokai_attack(play: Play) -> None:
    found = play.pick_card(
        play.minions("everywhere", controller="own", affectable=False),
        may=False,
        what=("destroy one of your minions", "détruire une de vos Créatures"),
        protection="destroy",
    )
    if found is not None and play.destroy(*found):
        play.extra_play(MINION)
        play.extra_play(ACTION)


# --- vikings -------------------------------------------------------------------------------------

TOP_OF_DECK: Loc = (
    "one hand card goes onto your deck's top",
    "placez une carte de votre main sur le dessus de votre pioche",
)

PLACE_ON_DECK: Loc = (
    "place a card from your hand on top of your deck",
    "placer une carte de votre main sur le dessus de votre pioche",
)


def _huscarl_talent(play: Play) -> None:
    if S.hand_empty(play):
        play.cannot(TOP_OF_DECK, S.HAND_EMPTY)
        return
    play.log(TOP_OF_DECK)
    found = S.in_play(play)
    if found is not None:
        play.boost(*found, 2)


def _raider_talent(play: Play) -> None:
    held = S.hand_held(play)
    most = min(3, S.HAND_LIMIT if held is None else held)
    if most == 0:
        return
    count = S.pick_count(
        play,
        most,
        may=True,
        what=(
            "put up to three hand cards on top of your deck",
            "placer jusqu'à trois cartes de votre main sur votre pioche",
        ),
    )
    found = S.in_play(play)
    if count and found is not None:
        play.log(
            (
                f"{count} hand card(s) go onto your deck's top",
                f"placez {count} carte(s) de votre main sur votre pioche",
            )
        )
        S.cards_leave_hand(play, count)
        play.boost(*found, count)


def _berserk(amount: int) -> Act:
    # The boost is the price of a hand card placed on the deck: no hand card, no boost.
    boost = B.boost_minion(amount, where="everywhere", controller="own")

    def act(play: Play) -> None:
        if S.hand_empty(play):
            play.cannot(PLACE_ON_DECK, S.HAND_EMPTY)
            return
        play.log(TOP_OF_DECK)
        S.cards_leave_hand(play, 1)
        boost(play)

    return act


TAKE_WHAT: Loc = (
    "take an action or a buried card into your hand",
    "prendre en main une Action ou une carte enterrée",
)


def _take_buried(play: Play, base, card) -> bool:
    """A buried card taken into the player's hand (Ransack): it leaves its base face down and
    goes into that hand as the card it is (its identity when the board holds it; else an
    unknown card, the hand size alone counts it)."""
    game = play.game
    # Acted, not asked: the card leaves play at once (remove_card asks no protection).
    reason = game.blocked(base, card, play.player, "return")
    if reason:
        play.cannot(TAKE_WHAT, reason)
        return False
    game.remove_card(base, card)
    info = getattr(card, "buried_as", None)
    known = info is not None and info[1] in (MINION, ACTION) and card.id is not None
    if known:
        entry, kind, power = info
        taken = card.evolve(
            type=kind, power=power or 0, ability=entry, buried_as=None, controller=play.player
        )
        if game.hands is None:
            game.hands = {}
        game.hands.setdefault(play.player, []).append(taken)
    if play.player in game.hand_size:
        game.hand_size[play.player] += 1
    play.log(
        (
            f"buried card {card.label()} leaves {base.id} and goes into {play.player}'s hand"
            + ("" if known else " (which card it is, the board does not say)"),
            f"la carte enterrée {card.label()} quitte {base.id} et va dans la main de "
            f"{play.player}" + ("" if known else " (le plateau ne dit pas quelle carte c'est)"),
        )
    )
    return True


# generic: a card in play goes into the hand of the player whose card takes it (Ransack, Strip
# Bare), not its owner's: it leaves play as a card returned to that hand.
def take_into_hand(play: Play, base, card) -> bool:
    if card.type == BURIED:
        return _take_buried(play, base, card)
    return play.return_to_hand(base, card, hand=play.player)


def _ransack(play: Play) -> None:
    candidates = [
        (b, c)
        for b in play.bases
        for c in b.cards
        if c.uid != play.card.uid and (c.type in (ACTION, BURIED))
    ]
    found = play.pick_card(candidates, may=False, what=TAKE_WHAT)
    if found is None:
        return
    take_into_hand(play, *found)


def _raiding_party(play: Play) -> None:
    # Raiding Party: a card among the three on top of another player's deck: that player owns
    # it.
    whence = (
        "one of the three cards on top of another player's deck",
        "une des trois cartes du dessus de la pioche d'un autre joueur",
    )
    play.play_extra(
        power_max=4,
        what=(
            "play one revealed card (an action, or a minion of power at most 4) in addition",
            "jouer une Action révélée, ou une Créature de Force 4 ou moins, en carte en plus",
        ),
        ok=S.from_another_pile(play, whence),
    )


# --- the registry entries ------------------------------------------------------------------------

_ONGOING = {"box": BOX, "ongoing": True}
# "Play this card buried" (uncovered, its play has nothing left to do: plays/registry.py).
_BURIED_WHEN_PLAYED = {**_ONGOING, "buries_itself": True}

register(
    # --- ancient Egyptians ---
    no_board_effect("ancient-egyptians/pharaoh", CONTINUOUS, box=BOX),
    no_board_effect("ancient-egyptians/priest-of-anubis", CONTINUOUS, box=BOX),
    applied(
        "ancient-egyptians/pyramid-engineer",
        _uncover_one("here"),
        talent=_bury_here_from_hand,
        box=BOX,
    ),
    no_board_effect("ancient-egyptians/mummy", AT_SCORING, box=BOX),
    applied("ancient-egyptians/ancient-curse", _ancient_curse, **_ONGOING),
    # "Bury this card" (the first part of three cards): it stays on the base, face down.
    applied("ancient-egyptians/blessing-of-anubis", _bury_itself, **_BURIED_WHEN_PLAYED),
    applied("ancient-egyptians/tomb-trap", _bury_itself, **_BURIED_WHEN_PLAYED),
    applied("ancient-egyptians/you-can-take-it-with-you", _bury_itself, **_BURIED_WHEN_PLAYED),
    applied("ancient-egyptians/lost-knowledge", _lost_knowledge, box=BOX),
    applied("ancient-egyptians/mummy-strength", _boost_yours(4, 2, _buried_beside), box=BOX),
    applied("ancient-egyptians/plague-of-locusts", _plague_of_locusts, box=BOX),
    applied("ancient-egyptians/seal-the-tomb", _seal_the_tomb, box=BOX),
    applied("ancient-egyptians/sphinx", talent=_bury_here_from_hand, box=BOX),
    # --- cowboys ---
    no_board_effect("cowboys/sheriff", AT_SCORING, box=BOX),
    no_board_effect("cowboys/pinkerton", CONTINUOUS, box=BOX),
    applied("cowboys/gunfighter", _gunfighter, box=BOX),
    no_board_effect("cowboys/deputy", FROM_HAND, box=BOX),
    no_board_effect("cowboys/dynamite-surprise", SPECIAL, box=BOX),
    applied("cowboys/form-a-posse", _run_the_card_special, box=BOX),
    applied("cowboys/gold-in-them-thar-hills", _gold_in_them_thar_hills, box=BOX),
    no_board_effect("cowboys/gold-strike", HANDS_ONLY, **_ONGOING),
    applied("cowboys/high-noon", _high_noon, box=BOX),
    applied("cowboys/quick-draw", _boost_yours(4, 2, _in_a_duel), box=BOX),
    applied("cowboys/run-em-off", _run_em_off, box=BOX),
    applied("cowboys/stagecoach", _stagecoach, box=BOX),
    no_board_effect("cowboys/pecos-bill", FROM_HAND, box=BOX),
    # --- samurai ---
    no_board_effect("samurai/shogun", CONTINUOUS, box=BOX),
    no_board_effect("samurai/bushi", CONTINUOUS, box=BOX),
    applied("samurai/ronin", _ronin, box=BOX),
    no_board_effect("samurai/samurai-chan", HANDS_ONLY, box=BOX),
    applied("samurai/code-of-bushido", _code_of_bushido, box=BOX),
    no_board_effect("samurai/final-haiku", CONTINUOUS, **_ONGOING),
    no_board_effect("samurai/heart-of-the-battle", SPECIAL, box=BOX),
    applied("samurai/honor-the-ancestors", _honor_the_ancestors, box=BOX),
    no_board_effect("samurai/honor-the-fallen", HANDS_ONLY, **_ONGOING),
    applied("samurai/honorable-combat", _honorable_combat, box=BOX),
    applied(
        "samurai/way-of-the-warrior",
        B.both(
            B.boost_minion(3, where="everywhere", controller="own"),
            B.note(
                "if it goes from play to the discard pile this turn, draw a card",
                "si elle passe du jeu à la défausse ce tour-ci, piochez une carte",
            ),
        ),
        box=BOX,
    ),
    applied("samurai/yokai-attack", _yokai_attack, box=BOX),
    # --- vikings ---
    no_board_effect("vikings/valkyrie", HANDS_ONLY, box=BOX),
    applied("vikings/raider", talent=_raider_talent, box=BOX),
    no_board_effect("vikings/shield-maiden", HANDS_ONLY, box=BOX),
    applied("vikings/huscarl", talent=_huscarl_talent, box=BOX),
    applied("vikings/berserk", _berserk(4), box=BOX, printing=ORIGINAL),
    applied("vikings/berserk", _berserk(3), box=BOX, printing=POD),
    applied(
        "vikings/cast-the-runes",
        B.both(
            B.note(
                "look at another player's hand and reorder the top two cards of their deck",
                "regardez la main d'un autre joueur et réordonnez les deux cartes du dessus de "
                "sa pioche",
            ),
            B.extra_play(ACTION),
        ),
        box=BOX,
    ),
    applied("vikings/combat-training", boost_own_minions, box=BOX),
    no_board_effect("vikings/pillage", HANDS_ONLY, box=BOX),
    applied("vikings/raiding-party", _raiding_party, box=BOX),
    applied("vikings/ransack", _ransack, box=BOX),
    no_board_effect("vikings/tribute", HANDS_ONLY, box=BOX),
    no_board_effect("vikings/viking-funeral", CONTINUOUS, **_ONGOING),
)
