"""Plumbing that the play abilities of several boxes share (issue 28): finding the played card
again, the players in turn order, counts of plays, picks the `Play` context has no method for
(players, a count, one group of cards, counters one by one), Madness drawn and returned, a card
played again at once. Box modules import it as `S`; a helper two boxes need lives here, never
copied.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from .. import messages as M
from ..cards.effects import draw_madness
from ..model import MADNESS_DECK, MINION, PLACED_ON_MINION, Card
from .context import Loc, Located, Play
from .registry import catalog_ongoing

if TYPE_CHECKING:
    from ..table import BaseState

# The hand limit of the Draw phase: the most cards a player may be assumed to hold.
HAND_LIMIT = 10


def in_play(play: Play) -> Located | None:
    """The played card where it is now (an effect may have replaced it with a changed copy)."""
    return play.game.find(play.card.id)


def attached_minion(play: Play):
    """(base, minion) of the minion this action is played on, or None."""
    found = in_play(play)
    if found is None:
        return None
    minion = play.game.attached(found[0], found[1])
    return None if minion is None else (found[0], minion)


def others(play: Play) -> list[str]:
    """The other players, in turn order from the player's left."""
    order = list(play.game.turn_order)
    i = order.index(play.player)
    return order[i + 1 :] + order[:i]


def base_or_first(play: Play):
    """The base a log line or a Madness draw names: the card's, else the first (as gain_vp)."""
    return play.here() or play.game.bases[0]


def madness_draw(play: Play, player: str, count: int) -> int:
    """`player` draws `count` Madness cards (the card registry's draw_madness)."""
    return draw_madness(play.game, base_or_first(play), play.card, player, count)


def played_before(play: Play, kind: str, *, upto_self: bool = True) -> int:
    """The minions or actions (`kind`) `play.player` played this turn before the card being
    resolved: the board's plays_made (the active player's), then each earlier "now" play event
    of the player (its card and the extra card its choose played), up to this card (or, with
    `upto_self` false, up to this card's event). A skipped event played nothing; an extra card
    a choose named is counted as played."""
    game = play.game
    player = play.player
    count = game.board.plays_made[0 if kind == MINION else 1] if player == game.active else 0
    skipped = {s["event"] for s in game.skipped_events}
    for event in game.board.events:
        if event.index > play.event or (event.index == play.event and not upto_self):
            break
        if event.when != "now" or event.action != "play" or event.index in skipped:
            continue
        card = event.card
        if card is None or (event.by or card.controller) != player:
            continue
        for played in (card, (event.play_choose or {}).get("play")):
            if played is None:
                continue
            if played.uid == play.card.uid:
                if upto_self:
                    return count
                continue
            if played.type == kind:
                count += 1
    return count


def minions_played_before(play: Play) -> int:
    return played_before(play, MINION)


def faction(card) -> str | None:
    """The faction slug of a catalog card ("ninjas" for "ninjas/shinobi"); None when typed."""
    return card.key.split("/", 1)[0] if card.key else None


def given_ids(play: Play, key: str) -> tuple | None:
    """choose[key] as given (None when not given); marks the key read."""
    play.read.add(key)
    if not play.choose or key not in play.choose:
        return None
    return tuple(play.choose[key])


def pick_players(
    play: Play, candidates: list[str], *, what: Loc, key: str = "players"
) -> list[str]:
    """The players among candidates who take a "may" offered to them (choose[key]: a list of
    players). Not given: none does, listed in assumed_choices with the options."""
    play.read.add(key)
    given = play.choose.get(key) if play.choose else None
    if given is not None:
        wrong = [p for p in given if p not in candidates]
        if wrong or len(set(given)) != len(given):
            play.cannot(what, M.PLAY_NOT_OPTION(choice=f"{key}: {list(given)}"))
            return []
        return [p for p in candidates if p in given]
    options = [{key: tuple(candidates)}] if len(candidates) > 1 else []
    options += [{key: (p,)} for p in candidates]
    chosen = play.decide(options, may=True, what=what, keys=(key,))
    return [] if chosen is None else list(chosen[key])


def pick_count(play: Play, most: int, *, may: bool, what: Loc) -> int:
    """A number of Madness cards, 1 to `most` (choose "count"; 0 declines a "may"). Not given:
    none for a "may", else the most."""
    given = play.choose.get("count") if play.choose else None
    if given == 0 and may:
        play.read.add("count")
        return 0
    options = [{"count": n} for n in range(most, 0, -1)]
    chosen = play.decide(options, may=may, what=what, keys=("count",))
    return 0 if chosen is None else chosen["count"]


def pick_group(
    play: Play, groups: Sequence[Sequence[Located]], *, may: bool, what: Loc
) -> list[Located] | None:
    """One of several groups of cards (choose "cards": the group's ids, in any order). Not
    given: as `play.decide` (a "may" declined, else the first group in table order)."""
    options = [{"cards": tuple(card.id for _, card in group)} for group in groups]
    given = play.choose.get("cards") if play.choose else None
    if given is not None:
        play.read.add("cards")
        for group, option in zip(groups, options, strict=True):
            if len(given) == len(option["cards"]) and set(given) == set(option["cards"]):
                return list(group)
        play.cannot(what, M.PLAY_NOT_OPTION(choice=f"cards: {list(given)}"))
        return None
    chosen = play.decide(options, may=may, what=what, keys=("cards",))
    if chosen is None:
        return None
    return list(groups[options.index(chosen)])


def per_counter(
    play: Play,
    candidates: Sequence[Located],
    *,
    what: Loc,
    total: int | None = None,
    up_to: int | None = None,
    available: Callable[[Card], int] | None = None,
) -> Counter | None:
    """+1 power counters given one by one in choose "cards" (an id per counter, repeated for
    several): {card id: count}, or None when declined / not possible. `total`: exactly that
    many (mandatory; not given: all on the first candidate); `up_to`: at most that many (a
    "may"; not given: none); `available`: at most that many from each card (counters removed).
    Options list each candidate alone. A minion named that the candidates' `play.minions` left
    out for a protection alone is left out with a warning naming its protector, and the others
    named still get theirs (README: among several cards named, one a protection keeps is left
    out; Pot of Beans naming a minion under Street Justice and another)."""
    ids = [card.id for _, card in candidates if card.id is not None]
    given = given_ids(play, "cards")
    if total == 0 and not given:
        return Counter()  # nothing to place (a minion of power 0)
    if given is not None:
        counts = Counter(given)
        wrong = [i for i in counts if i not in ids]
        shielded: dict[str, tuple[Card, Loc]] = {}
        for i in wrong:
            shield = play.shield(i)
            if shield is not None:
                shielded[i] = shield
        # (The counts below are checked with those named for the shielded ones: the player
        # named them as part of the total.)
        wrong = [i for i in wrong if i not in shielded]
        too_many = [
            i
            for i, n in counts.items()
            if available is not None and i in ids and n > available(play.game.find(i)[1])
        ]
        size = sum(counts.values())
        if (
            wrong
            or too_many
            or (total is not None and size != total)
            or (up_to is not None and size > up_to)
        ):
            if wrong and play.game.find(wrong[0]) is None:
                reason = M.PLAY_NOT_IN_PLAY(card=wrong[0])
            else:
                reason = M.PLAY_NOT_OPTION(choice=wrong[0] if wrong else f"cards: {list(given)}")
            play.cannot(what, reason)
            return None
        for i in shielded:
            del counts[i]
        for card, reason in shielded.values():
            label = card.label()
            play.cannot((f"affect {label}", f"affecter {label}"), reason, partial=bool(counts))
        return counts
    if total is not None:
        options = [{"cards": (i,) * total} for i in ids]
        chosen = play.decide(options, may=False, what=what, keys=("cards",))
    else:
        options = [{"cards": (i,)} for i in ids]
        chosen = play.decide(options, may=True, what=what, keys=("cards",))
    return None if chosen is None else Counter(chosen["cards"])


# Why a card taken from the player's hand cannot be: the board says the hand is empty.
HAND_EMPTY: Loc = ("your hand is empty", "votre main est vide")


def hand_held(play: Play) -> int | None:
    """How many cards the player holds now (the played card has left the hand), or None when
    the board does not say (hand_size, hands)."""
    return play.game.hand_size.get(play.player)


def hand_empty(play: Play) -> bool:
    """True when the board gives the hand size and no card is left in it."""
    return hand_held(play) == 0


def hand_count(play: Play, what: Loc) -> int:
    """How many cards the player puts from their hand (choose "count"): "any number", so a
    "may" (not given: none). Capped by the hand size when the board gives it."""
    play.read.add("count")
    held = hand_held(play)
    cap = HAND_LIMIT if held is None else held
    if cap == 0:
        return 0  # an empty hand: nothing to put
    given = play.choose.get("count") if play.choose else None
    if given is not None:
        if given > cap:
            play.cannot(what, M.PLAY_NOT_OPTION(choice=f"count: {given}"))
            return 0
        return given
    chosen = play.decide(
        [{"count": n} for n in range(1, cap + 1)], may=True, what=what, keys=("count",)
    )
    return 0 if chosen is None else chosen["count"]


def cards_leave_hand(play: Play, count: int, player: str | None = None) -> None:
    """`count` cards the choice does not name leave `player`'s hand (the card's player by
    default: discarded, put in a deck): the hand size goes down, so that a later card reading
    it counts them gone (Shady Deal after Spirit). When the hand is listed and now holds fewer
    cards than listed, the last listed ones no later event plays are taken as gone, and
    assumed_choices says so (a fact: which ones is not given)."""
    game = play.game
    player = player or play.player
    if count <= 0:
        return
    size = game.hand_size.get(player)
    if size is not None:
        game.hand_size[player] = size = max(0, size - count)
    listed = (game.hands or {}).get(player)
    if not listed:
        return
    if size is None:
        size = max(0, len(listed) - count)
    extra = len(listed) - size
    if extra <= 0:
        return
    later = {e.card.id for e in game.board.events[play.event + 1 :] if e.card is not None}
    gone = [card for card in reversed(listed) if card.id not in later][:extra]
    for card in gone:
        listed.remove(card)
    if gone and game.logging:
        names = ", ".join(card.label() for card in reversed(gone))
        play.assume(
            None,
            M.HAND_CARDS_GONE(
                card=play.name, player=player, count=count, cards=names, left=len(listed)
            ),
            player=player,
            fact=True,
        )


# --- a price paid with cards of the hand ---------------------------------------------------------
# (Zzzzzap!, Wand Whiz, Fence, Smuggling, Blaster Master, Happy Zapper, Portal to Beyond, Wood
# for Sheep, Avalanche: review of session 26.)

DISCARD_A_CARD: Loc = ("discard a card", "défaussez une carte")
HAND_ASSUMED: Loc = (
    "the board does not say how many cards your hand holds: it is assumed to hold the card(s) "
    "discarded",
    "le plateau ne dit pas combien de cartes compte votre main : elle est supposée contenir la "
    "ou les cartes défaussées",
)


def hand_can_pay(play: Play, count: int) -> bool | None:
    """Whether the player holds `count` cards now (the played card has left the hand): True or
    False when the board tells (hand_size; the cards `hands` lists are held, others may be),
    None when it does not."""
    held = hand_held(play)
    if held is not None:
        return held >= count
    listed = (play.game.hands or {}).get(play.player) or ()
    return True if len(listed) >= count else None


def short_hand(play: Play, count: int) -> Loc:
    """Why a price of `count` cards from the hand cannot be paid (the board gives the size)."""
    held = hand_held(play) or 0
    if held == 0:
        return HAND_EMPTY
    return (
        f"your hand holds only {held} card(s), {count} needed",
        f"votre main n'a que {held} carte(s), il en faut {count}",
    )


def discard_from_hand(play: Play, count: int = 1) -> None:
    """`count` cards discarded from the hand, which ones not named: logged, the hand size goes
    down (S.cards_leave_hand: a listed hand loses its last cards, assumed_choices says which);
    a hand the board does not count is assumed to hold them, and the log says so."""
    play.log(
        DISCARD_A_CARD if count == 1 else (f"discard {count} cards", f"défaussez {count} cartes")
    )
    if hand_can_pay(play, count) is None:
        play.log(HAND_ASSUMED)
    cards_leave_hand(play, count)


def hand_refuses(play: Play, what: Loc, count: int = 1) -> bool:
    """A price of `count` cards from the hand ("discard a card to ...") the board says the
    player cannot pay: refused with a warning (True), the effect it pays for not applied."""
    if hand_can_pay(play, count) is False:
        play.cannot(what, short_hand(play, count))
        return True
    return False


def may_discard(play: Play, options: list[dict], what: Loc, count: int = 1) -> dict | None:
    """A "may discard `count` card(s) to ..." (choose: one of `options`, each naming a "mode");
    the choice taken, None when declined. A hand the board says is too small offers no option
    and assumes none; one named is refused with a warning."""
    if hand_can_pay(play, count) is False:
        play.read.add("mode")
        if play.given("mode") is not None:
            play.cannot(what, short_hand(play, count))
        return None
    chosen = play.decide(options, may=True, what=what)
    if chosen is not None:
        discard_from_hand(play, count)
    return chosen


def counters_on_id(play: Play, card_id: str | None, count: int) -> None:
    found = play.game.find(card_id)
    if found is not None:
        play.add_counters(*found, count)


def return_madness(play: Play, player: str, count: int) -> int:
    """`player` returns `count` Madness cards to the Madness deck (never more than they have):
    their Madness count goes down. Returns how many."""
    game = play.game
    have = game.madness.get(player, 0)
    back = max(0, min(count, have))
    game.madness_in_use = True
    game.madness[player] = have - back
    play.log(
        (
            f"{player} returns {back} Madness card(s) to the Madness deck (now {have - back})",
            f"{player} remet {back} carte(s) Démence dans la pioche Démence "
            f"(désormais {have - back})",
        )
    )
    return back


def pay_madness(play: Play, count: int) -> int:
    """The player draws `count` Madness cards to play the card, before it is in play: the card
    does not hear of them (Cthulhu's clarification: no counters when it is first played), so no
    on_madness_drawn hook runs. Otherwise as draw_madness."""
    game = play.game
    player = play.player
    left = MADNESS_DECK - sum(game.madness.values())
    drawn = max(0, min(count, left))
    game.madness_in_use = True
    game.madness[player] = game.madness.get(player, 0) + drawn
    play.log(
        (
            f"{player} draws {drawn} Madness card(s) to play it (now {game.madness[player]})",
            f"{player} pioche {drawn} carte(s) Démence pour la jouer "
            f"(désormais {game.madness[player]})",
        )
    )
    return drawn


def replay(play: Play, card_id: str, owner: str | None, dst) -> bool:
    """Play again at once, as an extra minion, the card the ability just returned to its
    owner's hand (Doctor When, Do Over!: "play it again as an extra minion", immediately or not
    at all per their clarification). `Play.play_extra` plays
    only a card named in `choose.play`, and a card returned during the turn is in no hand the
    event could name."""
    game = play.game
    hand = (game.hands or {}).get(owner or "", [])
    card = next((c for c in reversed(hand) if c.id == card_id), None)
    if card is None:
        return False
    # Its own decisions: the choose's "then", as for any extra card (Play.play_extra).
    play.read.add("then")
    then = play.choose.get("then") if play.choose else None
    return game.play_extra_card(card, dst, play.player, play.event, then)


def attach_to(play: Play, base, action: Card, dst, minion: Card) -> bool:
    """An action in play (on `base`) goes onto `minion` (on `dst`): not a play, so nothing
    reacts to it as one (Bewitched's transfer in the card layer does the same). An action a
    protection keeps from the player's effects stays where it is (logged). True when moved."""
    game = play.game
    # Acted, not asked: the action moves at once.
    reason = game.blocked(base, action, play.player)
    if reason:
        game.log(M.UNAFFECTED, base.id, card=action.label(), reason=reason)
        return False
    moved = action.evolve(attached_to=minion.id)
    if base is dst:
        game.replace_card(base, action, moved)
    else:
        game.remove_card(base, action)
        game.add_card(dst, moved)
    play.log(
        (
            f"{action.label()} goes onto {minion.label()}",
            f"{action.label()} passe sur {minion.label()}",
        )
    )
    return True


LASTING_MINUS_ONE_HERE: Loc = (
    "other players' minions on this base have -1 (those moved here too) until your next turn "
    "begins",
    "les Créatures adverses de cette Base ont -1 (celles déplacées ici aussi) jusqu'au début de "
    "votre prochain tour",
)


def lasting_minus_one_here(play: Play) -> None:
    """A Talent giving -1 to the other players' minions here until its player's next turn
    begins (Shrug It Off POD, Frederick): a copy of the card, filed as a lasting effect of its base,
    gives it (cards/effects.lasting_minus_one_to_others): a minion moved away loses it, one
    moved there gets it."""
    here = in_play(play)
    if here is None:
        return
    base, card = here
    play.game.add_lasting(base, card.evolve(controller=play.player))
    play.log(LASTING_MINUS_ONE_HERE)


# --- which extra card a card may play now (Play.play_extra's `ok`) ---------------------------


def standard_only(play: Play) -> Callable[[Card, Any], Loc | None]:
    """`ok` for "play a standard action": not one played on a base or a minion (an Ongoing or
    a modifier, by its play entry, its printed text, or its `attached_to`)."""

    def refused(card: Card, game: Any) -> Loc | None:
        if (
            card.attached_to is None
            and not catalog_ongoing(card)
            and game.printed_fact(card, "played_on") is None
        ):
            return None
        return (
            f"{card.label()} is not a standard action",
            f"{card.label()} n'est pas une Action standard",
        )

    return refused


def on_a_minion_only(play: Play) -> Callable[[Card, Any], Loc | None]:
    """`ok` for "play an action on a minion" (a modifier, Disney's "character modifier"): its
    printed text says it is played on a minion, or (a typed card) it is given one."""

    def refused(card: Card, game: Any) -> Loc | None:
        place = game.printed_fact(card, "played_on")
        if place in PLACED_ON_MINION or (place is None and card.attached_to is not None):
            return None
        return (
            f"{card.label()} is not an action played on a minion",
            f"{card.label()} n'est pas une Action qui se joue sur une Créature",
        )

    return refused


def not_from_a_hand(play: Play, whence: Loc) -> Callable[[Card, Any], Loc | None]:
    """`ok` for a card played from somewhere else than a hand (a discard pile, a deck: `whence`
    says where): a card object, never a card of a hand given on the board."""

    def refused(card: Card, game: Any) -> Loc | None:
        if not game.in_a_hand(card):
            return None
        return (
            f"{card.label()} is a card of a hand, not {whence[0]}",
            f"{card.label()} est une carte d'une main, pas {whence[1]}",
        )

    return refused


def owned_by_another(play: Play) -> Callable[[Card, Any], Loc | None]:
    """`ok` for a card taken from another player's pile (Street Rat, Word of Recall): not one
    the playing player owns."""

    def refused(card: Card, game: Any) -> Loc | None:
        if card.owner != play.player:
            return None
        return (
            f"{card.label()} is {card.owner}'s own card, not another player's",
            f"{card.label()} est une carte de {card.owner}, pas d'un autre joueur",
        )

    return refused


def owned_by_the_player(play: Play) -> Callable[[Card, Any], Loc | None]:
    """`ok` for a card taken from the player's own deck or pile (Hoverbot, Neophyte, Gold in
    Them Thar Hills): one the playing player owns."""

    def refused(card: Card, game: Any) -> Loc | None:
        if card.owner == play.player:
            return None
        return (
            f"{card.label()} is {card.owner}'s card, not one of {play.player}'s",
            f"{card.label()} est une carte de {card.owner}, pas de {play.player}",
        )

    return refused


def from_own_pile(play: Play, whence: Loc) -> Callable[[Card, Any], Loc | None]:
    """`ok` for a card played from the player's own deck or discard pile (`whence`): a card
    object the player owns, never a card of a hand."""
    return all_of(not_from_a_hand(play, whence), owned_by_the_player(play))


def from_another_pile(play: Play, whence: Loc) -> Callable[[Card, Any], Loc | None]:
    """`ok` for a card played from another player's deck or discard pile (`whence`): a card
    object another player owns, never a card of a hand."""
    return all_of(not_from_a_hand(play, whence), owned_by_another(play))


def all_of(*checks: Callable[[Card, Any], Loc | None]) -> Callable[[Card, Any], Loc | None]:
    """One `ok` from several: the first refusal."""

    def refused(card: Card, game: Any) -> Loc | None:
        for check in checks:
            reason = check(card, game)
            if reason is not None:
                return reason
        return None

    return refused


# --- several cards acted on, each as a protection lets it ---------------------------------------


def destroy_actions(
    play: Play, up_to: int, what: Loc, *, key: str = "cards", may: bool = True
) -> list[Located]:
    """Destroy up to `up_to` actions in play (choose `key`: their ids), one effect: those a
    protection keeps are no option, a named one is left out with a warning (pick_cards'
    `protection`), whatever the order of the table or of the ids (Playful Tricks, Demolition,
    Knitting Circle). The actions destroyed."""
    picked = play.pick_cards(
        play.actions(), up_to=up_to, what=what, key=key, may=may, protection="destroy"
    )
    return [found for found in picked if play.destroy(*found)]


def free_to_move(play: Play, movers: Sequence[Located]) -> list[Located]:
    """The `movers` no protection holds from this play's move (Entangled, Too Tough, Deep
    Roots...); each held one is warned of with its protector, the play acting in part when
    others are free (Body Slam, Siren Song)."""
    held = [play.refusal(*located, "move") for located in movers]
    free = [located for located, reason in zip(movers, held, strict=True) if reason is None]
    for (_, card), reason in zip(movers, held, strict=True):
        if reason is not None:
            label = card.label()
            play.cannot((f"move {label}", f"déplacer {label}"), reason, partial=bool(free))
    return free


def move_together(
    play: Play, movers: Sequence[Located], candidates: Sequence[BaseState], *, what: Loc
) -> None:
    """`movers` go together to one base of `candidates` (choose "to"): the one pick_destination
    gives (all may reach it, else some), each then moved with move_each (one it refuses stays,
    warned of, the others go)."""
    dst = play.pick_destination(movers, candidates, what=what)
    if dst is not None:
        move_each(play, movers, dst)


def move_each(
    play: Play, picked: Sequence[Located], dst: BaseState, *, acted: bool = False
) -> None:
    """Move each of `picked` to `dst`; one whose move a card or a base refuses (move_refused)
    stays, with a warning naming it and the reason, and the others go: the play then acts in
    part (Stagecoach, Banana Peel), as it does when it `acted` already (Dekotora moved)."""
    # (One already there does not move: nothing is asked of it.)
    picked = [(base, card) for base, card in picked if base is not dst]
    refused = [play.move_refused(base, card, dst) for base, card in picked]
    going = acted or any(reason is None for reason in refused)
    for (base, card), reason in zip(picked, refused, strict=True):
        if reason is None:
            play.move(base, card, dst)
        else:
            label = card.label()
            where = (f"move {label} to {dst.id}", f"déplacer {label} vers {dst.id}")
            play.cannot(where, reason, partial=going)


# --- where a played card came from ------------------------------------------------------------

# The extra card an ability plays now from a discard pile or a deck (Crack of Dusk, Recall
# Critter, I Select You!...): flagged for the event, so that a card it plays whose text reads
# where it came from (POD Fledgling Vampire, Alien Life Form, Pie in the Face) knows it.
FROM_ELSEWHERE = "played-from-elsewhere"

# The places a card may have been played from (choose "mode") that are not the hand.
_NOT_THE_HAND = frozenset({"deck", "discard"})

_WHERE_FROM: Loc = ("say where it was played from", "dire d'où elle a été jouée")


def from_elsewhere(play: Play) -> None:
    """The extra card this ability plays now comes from a discard pile or a deck."""
    play.game.flag(FROM_ELSEWHERE, play.event)


def played_from_hand(play: Play) -> bool | None:
    """Whether the card was played from its player's hand, when the board says so: played by
    an ability taking it from a discard pile or a deck (from_elsewhere), False; played by its
    own event from the hand the board lists, True; else None (not known)."""
    if play.then and (FROM_ELSEWHERE, play.event) in play.game.flags:
        return False
    listed = (play.game.board.hands or {}).get(play.player, ())
    if not play.then and not play.talent and any(c.uid == play.card.uid for c in listed):
        return True
    return None


def played_from(play: Play, places: Sequence[tuple[str, Loc]]) -> str:
    """Where the card was played from (choose "mode", one of `places`: "hand", "deck",
    "discard", or another of the card's own, such as the Penguins' "elsewhere"). Asked when the
    board does not say (not given: the first, assumed); when it does (played_from_hand), the
    places it rules out are no option, and a "mode" naming one is refused with the reason (the
    session 25 review: Pie in the Face played from the hand by its id took "discard"'s +4)."""
    known = played_from_hand(play)
    if known is None:
        return play.pick_mode(places, what=_WHERE_FROM)
    ruled_out = _NOT_THE_HAND if known else frozenset({"hand"})
    kept = [place for place in places if place[0] not in ruled_out]
    given = play.given("mode")
    if given in ruled_out and any(place[0] == given for place in places):
        play.read.add("mode")
        reason: Loc = (
            (
                f"its event plays it from {play.player}'s hand",
                f"son événement la joue depuis la main de {play.player}",
            )
            if known
            else (
                "another card's ability plays it from a deck or a discard pile",
                "la capacité d'une autre carte la joue depuis une pioche ou une défausse",
            )
        )
        play.cannot(_WHERE_FROM, reason, partial=True)
        return kept[0][0]
    if len(kept) == 1:
        # Known: nothing to decide, nothing assumed.
        play.read.add("mode")
        return kept[0][0]
    return play.pick_mode(kept, what=_WHERE_FROM)


def discard_others_actions_on_yours(play: Play) -> None:
    """Wildlife Preserve (and Sneaksy, the same printed text): its clarification says that once
    it is played, the actions other players control on its player's minions here go to their
    owners' discard piles (they would affect minions it keeps from other players' actions).
    A discard, not a destruction (CardActions.discard). A board that starts with the card in
    play is the position as given: only its play acts."""
    here = play.here()
    if here is None:
        return
    mine = {c.id for c in here.cards if c.is_minion and c.controller == play.player}
    for base, card in play.actions(
        "here", ok=lambda b, c: c.attached_to in mine and c.controller != play.player
    ):
        play.discard(base, card)


# How long a change of power lasts when longer than the turn (Play.boost's `until`).
UNTIL_YOUR_NEXT_TURN: Loc = (
    "until the start of your next turn",
    "jusqu'au début de votre prochain tour",
)
