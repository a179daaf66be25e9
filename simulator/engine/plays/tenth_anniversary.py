"""Play abilities of the 10th Anniversary box (issue 28): Mermaids, Skeletons, World Champs, and
the Sheep (also the Sheep Promo), both printings.

The `choose` keys these cards read, beyond the usual "card" (one card), "cards" (several cards),
"to" and "base" (a base):
- "base": the base a card chooses first (Captive Audience reads the minion's base instead;
  Siren Song: where the minions come from; Ultimate Song, Dig 'em Up);
- "cards": Siren Song: one minion of each other player at that base; Fighting Spirit Prize: the
  +1 power counters one by one (an id per counter); Hearse Fleet: buried cards of one base;
  Mouse, Bird and Sausage: up to two minions of one faction on one base;
- "player": On the Lamb's other player;
- "mode": Grave Goods and Lord of Bones' Talent ("uncover", or "bury" from the hand: typed as
  a "bury" event), Returned One ("bury": it buries itself), Graveyard's Talent ("counter": the
  uncovered minion gets its +1 power counter), Wood for Sheep ("play": the revealed card, given
  in "play", for the card of your hand given in "card"; "extra": an extra action);
- "play" (and "to"): the card To Follow, or Not? and Wood for Sheep play now (the card the
  player drew at random at the table).
Charmer, Ram and High-Speed Chase read "to" for the move of the card itself and "card" for the
other minion. Little Bo Peep's Talent moves a minion "to here": "card" alone is enough (a "to"
given must be its base).
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import islice, product

from .. import messages as M
from ..model import ACTION, BURIED, MINION
from . import blocks as B
from . import shared as S
from .big_in_japan import rainbow_girl
from .context import Loc, Located, Play
from .culture_shock import mouse_bird_and_sausage
from .culture_shock_second_half import shark_tattoo
from .international_incident import FIGHTING_SPIRIT_PRIZE
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
from .that_70s_expansion import fast_as_lightning
from .that_70s_expansion_second_half import high_speed_chase

BOX = "10th Anniversary"
SHEEP_BOX = "Sheep Promo"

Act = Callable[[Play], None]

FROM_DISCARD = (
    "the cards it buries come from your discard pile, which the board does not hold: type each "
    "as a 'bury' event",
    "les cartes qu'elle enterre viennent de votre défausse, que le plateau ne contient pas : "
    "saisissez chacune comme événement 'bury'",
)
BURY_FROM_HAND = (
    "the card buried from your hand is not on the board: type it as a 'bury' event",
    "la carte enterrée depuis votre main n'est pas sur le plateau : saisissez-la comme "
    "événement 'bury'",
)
LATER = (
    "its ability acts later in the turn, after another card's effect, and the engine does not "
    "apply it: type what it does then as events",
    "sa capacité agit plus tard dans le tour, après l'effet d'une autre carte, et le moteur ne "
    "l'applique pas : saisissez alors son effet comme événements",
)
AFTER_AN_ACTION = (
    "a Special played right after another player's action, copying it: type it as a 'special' "
    "event with 'copies', not as a play",
    "une Spéciale jouée juste après l'Action d'un autre joueur, qu'elle copie : saisissez-la "
    "comme événement 'special' avec 'copies', pas comme une partie jouée",
)
_OWN = {"where": "everywhere", "controller": "own"}


# --- this box's helpers ----------------------------------------------------------------------


def _others_bases(play: Play, base) -> list:
    return [b for b in play.bases if b is not base]


def _buried(play: Play, where="everywhere") -> list[Located]:
    """The player's buried cards (of `where`: a base, or everywhere), in table order."""
    bases = play.bases if where == "everywhere" else [where]
    return [
        (b, c)
        for b in bases
        for c in b.cards
        if c.type == BURIED and c.controller == play.player and c.id is not None
    ]


def _uncover(play: Play, found: Located):
    """Uncover a buried card: the card as it came into play (found again), or None."""
    base, card = found
    if not play.uncover(base, card):
        return None
    return play.game.find(card.id)


def _move_self_to(play: Play, what: Loc, *, may: bool):
    """The played card (or the card using its Talent) moves to another base (choose "to").
    Returns where it is afterwards (base, card), or None."""
    found = S.in_play(play)
    if found is None:
        return None
    # A base that refuses the move (Mo'ai's) is no option; named, a warning says why.
    dst = play.pick_destination([found], _others_bases(play, found[0]), may=may, what=what)
    if dst is not None and play.move(found[0], found[1], dst):
        return S.in_play(play)
    return found


# --- mermaids ----------------------------------------------------------------------------------


def _mermaid_queen(play: Play) -> None:
    # Another player's minion from elsewhere comes here, or a minion here is picked; if its power
    # is 3 or less, its control passes to the player until the end of the turn. One from
    # elsewhere is moved: a move a card or a base refuses (Deep Roots, Entangled, Hideout...) is
    # neither offered nor assumed; one here is only affected. A named one so kept stays, with
    # a warning naming the protector (asked of it alone).
    what = (
        "bring another player's minion here or pick a minion here",
        "amener ici une Créature adverse ou choisir une Créature d'ici",
    )
    here = play.here()
    given = play.given("card")

    def kept(base, card):
        if here is not None and base is not here:
            return play.move_refused(base, card, here)
        return play.refusal(base, card)

    # Her player's own minions here are not offered: she already controls them, so taking
    # control of one changes nothing (review of session 25, e5).
    found = play.pick_card(
        play.minions("elsewhere", controller="others", affectable=False, only=given)
        + play.minions("here", controller="others", affectable=False, only=given),
        may=False,
        what=what,
        refused=kept,
    )
    if found is None:
        return
    base, card = found
    if base is not here and here is not None:
        if not play.move(base, card, here):
            return
        found = play.game.find(card.id)
        if found is None:
            return
    if play.power(*found) <= 3:
        play.take_control(*found, until_end_of_turn=True)


def _charmer(play: Play) -> None:
    # May move itself ("to"), then may bring another player's small minion to its base ("card").
    found = _move_self_to(
        play,
        ("move this minion to another base", "déplacer cette Créature vers une autre Base"),
        may=True,
    )
    if found is None:
        return
    there = found[0]
    pick = play.pick_card(
        play.minions(
            _others_bases(play, there), controller="others", power_max=3, protection="move"
        ),
        may=True,
        what=(
            "bring a rival minion (power 3 or less) next to it",
            "amener près d'elle une Créature adverse de Force 3 ou moins",
        ),
    )
    if pick is not None:
        play.move(*pick, there)


def _becalmed_shores(play: Play) -> None:
    _move_self_to(
        play,
        ("move this action to another base", "déplacer cette Action vers une autre Base"),
        may=False,
    )


def _captive_audience(play: Play) -> None:
    # The minion is one of the player's; +1 per minion there the player does not own.
    found = play.pick_card(
        play.minions("everywhere", controller="own"),
        may=False,
        what=(
            "give one of your minions +1 power per minion there you do not own",
            "donner à une de vos Créatures +1 en Force par Créature là-bas qui n'est pas à vous",
        ),
    )
    if found is not None:
        base, mine = found
        count = sum(1 for c in base.cards if c.is_minion and c.owner != play.player)
        if count:
            play.boost(base, mine, count)
    play.extra_play(ACTION)


NO_POWER_TO_TOTAL = (
    "{card} adds no power to its controller's total until the end of the turn (its power "
    "still counts to break the base)",
    "{card} n'ajoute pas sa Force au total de son contrôleur jusqu'à la fin du tour (sa Force "
    "compte toujours pour conquérir la Base)",
)


def _charmed(play: Play) -> None:
    # A minion of power 3 or less (mandatory), which may move to a base where the player has a
    # minion ("to"); it adds no power to its controller's total this turn: the card is filed as
    # lasting with that minion (its contribution hook, cards/tenth_anniversary.py).
    what = (
        "pick a minion (power 3 or less)",
        "choisir une Créature de Force 3 ou moins",
    )
    found = play.pick_card(play.minions("everywhere", power_max=3), may=False, what=what)
    if found is not None:
        base, card = found
        mine = [
            b
            for b in _others_bases(play, base)
            if play.minions(b, controller="own", affectable=False)
        ]
        move = (
            "move it next to one of your minions on another base",
            "la déplacer vers une autre Base où vous avez une Créature",
        )
        # The move is a "may" of its own: one a card or a base refuses (Deep Roots,
        # Entangled...) is not offered, and named it is skipped with a warning naming the
        # protector (the minion is still charmed).
        dst = play.pick_destination([found], mine, may=True, what=move)
        if dst is not None:
            play.move(base, card, dst)
        now = play.game.find(card.id) if card.id is not None else None
        if now is not None:
            play.game.lasting_data[play.card.uid] = now[1].uid
            play.game.add_lasting(now[0], play.card)
            label = now[1].label()
            play.log(
                (NO_POWER_TO_TOTAL[0].format(card=label), NO_POWER_TO_TOTAL[1].format(card=label))
            )
    play.extra_play(ACTION)


def _siren_song(play: Play) -> None:
    # From one base ("base"), one minion of each other player ("cards") goes to one other base
    # where the player has a minion ("to"): the minions are picked first, so that a base that
    # refuses the move of one of them (Little Bo Peep's) is no option (named, warned of).
    source = play.pick_base(
        play.bases, may=False, what=("choose a base", "choisir une Base"), key="base"
    )
    if source is None:
        return
    groups = [
        [c.id for _, c in play.minions(source, ok=lambda b, c, p=p: c.controller == p)]
        for p in S.others(play)
    ]
    groups = [g for g in groups if g]
    if not groups:
        return
    what = (
        "move one minion of each other player there",
        "déplacer une Créature de chaque autre joueur là-bas",
    )
    given = S.given_ids(play, "cards")
    if given is None:
        # A minion a protection keeps from the move (Deep Roots') is none of the options (a
        # player whose minions there all are so kept is left out).
        movable = [
            [i for i in g if play.refusal(*play.game.find(i), "move") is None] for g in groups
        ]
        options = [{"cards": ids} for ids in islice(product(*[g for g in movable if g]), 20)]
        chosen = play.decide(options, may=False, what=what) if any(movable) else None
        if not any(movable):
            play.cannot(what, M.PLAY_NO_TARGET())
        given = () if chosen is None else chosen["cards"]
    elif len(given) != len(groups) or any(sum(1 for i in given if i in g) != 1 for g in groups):
        play.cannot(what, M.PLAY_NOT_OPTION(choice=f"cards: {list(given)}"))
        return
    movers = [found for found in map(play.game.find, given) if found is not None]
    # A named one a protection keeps stays, warned of; the others still go.
    movers = S.free_to_move(play, movers)
    if not movers:
        play.read.add("to")  # (the base named belongs to the cards refused)
        return
    S.move_together(
        play,
        movers,
        [b for b in _others_bases(play, source) if play.minions(b, controller="own")],
        what=(
            "pick another base with one of your minions",
            "choisir une autre Base où vous avez une Créature",
        ),
    )


ULTIMATE_SONG_PLAYS = (
    "each other player must play there a minion of power 3 or less from their hand as an extra "
    "minion (or show a hand without one), its abilities cancelled this turn: type each as a play "
    "event by that player on this base",
    "chaque autre joueur doit y jouer une Créature de Force 3 ou moins de sa main en Créature "
    "supplémentaire (ou montrer une main sans), ses capacités annulées ce tour-ci : saisissez "
    "chacune comme événement play de ce joueur sur cette Base",
)


def _ultimate_song(play: Play) -> None:
    base = play.pick_base(
        [b for b in play.bases if play.minions(b, controller="own", affectable=False)],
        may=False,
        what=(
            "pick a base with one of your minions",
            "choisir une Base où vous avez une Créature",
        ),
        key="base",
    )
    if base is None:
        return
    # Each other player's forced play: an extra minion of power 3 or less there, which their
    # play event uses (typed after this one, "by" that player).
    for other in S.others(play):
        play.extra_play(MINION, base=base, power_max=3, player=other)
    play.log(ULTIMATE_SONG_PLAYS)
    # Their abilities are cancelled this turn: the card stays as a lasting effect there, which
    # cancels those of the minions other players play there after it (cards/tenth_anniversary).
    play.game.lasting_data[play.card.uid] = frozenset(c.uid for c in base.cards)
    play.game.add_lasting(base, play.card)
    play.extra_play(MINION, base=base)
    play.extra_play(ACTION)


# --- sheep -------------------------------------------------------------------------------------


_little_bo_peep = B.move_minion(may=False, where="elsewhere", to="here", controller="own")


def _ram(play: Play) -> None:
    found = _move_self_to(
        play,
        ("move this minion to another base", "déplacer cette Créature vers une autre Base"),
        may=False,
    )
    if found is None:
        return
    pick = play.pick_card(
        play.minions(found[0], power_max=2, protection="return"),
        may=True,
        what=(
            "send a minion there (power 2 or less) back to its owner's hand",
            "renvoyer une Créature de Force 2 ou moins de là-bas dans la main de son propriétaire",
        ),
    )
    if pick is not None:
        play.return_to_hand(*pick)


def _on_the_lamb(play: Play) -> None:
    # One of the player's minions ("card") and all of another player's ("player") minions at its
    # base go to one other base ("to"); a player with none there may be named (clarification).
    found = play.pick_card(
        play.minions("everywhere", controller="own", protection="move"),
        may=False,
        what=("choose one of your minions", "choisir une de vos Créatures"),
    )
    if found is None:
        return
    base = found[0]
    chosen = play.decide(
        [{"player": p} for p in S.others(play)],
        may=False,
        what=("choose another player", "choisir un autre joueur"),
    )
    if chosen is None:
        return
    theirs = play.minions(base, ok=lambda b, c: c.controller == chosen["player"], protection="move")
    movers = [found, *theirs]
    # A base that refuses the move of one of them (Mo'ai's, Little Bo Peep's) is no option;
    # named, a warning says why.
    S.move_together(
        play,
        movers,
        _others_bases(play, base),
        what=("choose the base they go to", "choisir la Base où elles vont"),
    )


def _to_follow_or_not(play: Play) -> None:
    play.play_extra(
        kind=ACTION,
        what=(
            "play the action drawn at random from their discard pile",
            "jouer l'Action tirée au hasard de sa défausse",
        ),
    )
    play.log(("draw a card", "piochez une carte"))


WOOD_GIVE: Loc = (
    "place a card from your hand into their hand",
    "placer une carte de votre main dans sa main",
)


def _wood_for_sheep(play: Play) -> None:
    # The revealed card is played only by placing a card of your hand into its player's hand;
    # "otherwise" (declined, or no card to place) it goes back and you play an extra action.
    if S.hand_can_pay(play, 1) is False:
        # The board says the hand is empty: "play" is no option (named: refused, and the
        # revealed card goes back), the extra action is what the card does.
        play.read.update(("mode", "play", "to", "then", "card"))
        if play.given("mode") == "play":
            play.cannot(WOOD_GIVE, S.short_hand(play, 1), partial=True)
        play.extra_play(ACTION)
        return
    mode = play.pick_mode(
        [
            ("extra", ("return it and play an extra action", "la rendre, une Action en plus")),
            ("play", ("play the card revealed", "jouer la carte révélée")),
        ],
        what=(
            "play the card revealed at random, or take an extra action",
            "jouer la carte révélée au hasard, ou prendre une Action en plus",
        ),
    )
    if mode == "extra":
        play.read.add("card")
        play.extra_play(ACTION)
        return
    revealed = play.given("play")
    other = getattr(revealed, "owner", None)
    if revealed is not None and revealed.controller != play.player:
        # Its clarification: a card of another player's that you play is yours to control, its
        # ability acting for you (the same card, not a new one).
        play.choose = {**play.choose, "play": revealed.evolve(controller=play.player)}
    if play.play_extra(
        what=("play the card revealed", "jouer la carte révélée"),
    ):
        _wood_give(play, other)


def _wood_give(play: Play, other: str | None) -> None:
    """The card of the player's hand placed into `other`'s hand (choose "card": its id in the
    listed hand; not given: the first listed no later event plays, an assumed choice). A hand
    the board does not list: the hand sizes given change, the log says which card is not
    known (README: the hands after the turn)."""
    game = play.game
    play.log(
        (
            "a card of your hand goes to that player's hand",
            "une carte de votre main passe dans la main de ce joueur",
        )
    )
    listed = list((game.hands or {}).get(play.player) or ())
    if listed:
        later = {e.card.id for e in game.board.events[play.event + 1 :] if e.card is not None}
        kept = [c for c in listed if c.id not in later] or listed
        chosen = play.decide([{"card": c.id} for c in kept], may=False, what=WOOD_GIVE)
        given = next((c for c in kept if chosen is not None and c.id == chosen["card"]), None)
        if given is not None and other is not None:
            game.to_hand(given, hand=other)
        return
    play.read.add("card")
    if S.hand_can_pay(play, 1) is None:
        play.log(S.HAND_ASSUMED)
    S.cards_leave_hand(play, 1)
    if other is not None and other in game.hand_size:
        game.hand_size[other] += 1


# --- skeletons ---------------------------------------------------------------------------------


def _uncover_one(play: Play, where, *, what: Loc):
    found = play.pick_card(_buried(play, where), may=False, what=what)
    return None if found is None else _uncover(play, found)


def _lord_of_bones(play: Play) -> None:
    found = S.in_play(play)
    if found is None:
        return
    mode = play.pick_mode(
        [
            ("uncover", ("uncover a buried card here", "dévoiler ici une carte enterrée")),
            ("bury", ("bury a card from your hand here", "enterrer ici une carte de votre main")),
        ],
        what=("bury or uncover here", "enterrer ou dévoiler ici"),
    )
    if mode == "bury":
        play.log(BURY_FROM_HAND)
        return
    _uncover_one(
        play, found[0], what=("uncover one of your buried cards here", "dévoiler ici une carte")
    )


def _returned_one(play: Play) -> None:
    found = S.in_play(play)
    if found is None:
        return
    chosen = play.decide(
        [{"mode": "bury"}],
        may=True,
        what=("bury this minion here", "enterrer cette Créature ici"),
    )
    if chosen is not None:
        play.bury(*found)


def _dig_em_up(play: Play) -> None:
    base = play.pick_base(
        [b for b in play.bases if _buried(play, b)],
        may=False,
        what=("choose a base", "choisir une Base"),
        key="base",
    )
    if base is None:
        return
    for found in play.pick_cards(
        _buried(play, base),
        up_to=3,
        what=(
            "uncover there at most three buried cards of yours",
            "dévoiler là-bas jusqu'à trois de vos cartes enterrées",
        ),
    ):
        _uncover(play, found)


def _grave_goods(play: Play) -> None:
    mode = play.pick_mode(
        [
            ("uncover", ("uncover a buried card", "dévoiler une carte enterrée")),
            ("bury", ("bury cards from your hand", "enterrer des cartes de votre main")),
        ],
        what=("bury or uncover", "enterrer ou dévoiler"),
    )
    if mode == "bury":
        play.log(BURY_FROM_HAND)
        return
    found = _uncover_one(
        play,
        "everywhere",
        what=("uncover one of your buried cards", "dévoiler une de vos cartes enterrées"),
    )
    if found is not None and found[1].is_minion:
        play.add_counters(*found, 2)


def _graveyard(play: Play) -> None:
    found = S.in_play(play)
    if found is None:
        return
    uncovered = _uncover_one(
        play,
        found[0],
        what=("uncover one of your buried cards here", "dévoiler ici une de vos cartes enterrées"),
    )
    if uncovered is None or not uncovered[1].is_minion:
        return
    chosen = play.decide(
        [{"mode": "counter"}],
        may=True,
        what=("place a +1 power counter on it", "placer un marqueur Force +1 sur elle"),
    )
    if chosen is not None:
        play.add_counters(*uncovered, 1)


def _hearse_fleet(play: Play) -> None:
    # Any number of the player's buried cards of one base ("cards") go to another ("to").
    mine = _buried(play)
    what = (
        "move buried cards of one base to another",
        "déplacer des cartes enterrées d'une Base vers une autre",
    )
    given = S.given_ids(play, "cards")
    if given is None:
        groups = [[(b, c) for b, c in mine if b is base] for base in play.bases]
        group = S.pick_group(play, [g for g in groups if g], may=True, what=what) or []
    else:
        by_id = {c.id: (b, c) for b, c in mine}
        group = [by_id[i] for i in given if i in by_id]
        if len(group) != len(given) or len({id(b) for b, _ in group}) > 1:
            play.cannot(what, M.PLAY_NOT_OPTION(choice=f"cards: {list(given)}"))
            return
    if not group:
        return
    src = group[0][0]
    dst = play.pick_base(_others_bases(play, src), may=False, what=what)
    if dst is not None:
        for b, card in group:
            play.move(b, card, dst)


# --- world champs ------------------------------------------------------------------------------


# --- the registry entries ----------------------------------------------------------------------

register(
    # --- mermaids ---
    applied("mermaids/mermaid-queen", _mermaid_queen, box=BOX),
    no_board_effect("mermaids/temptress", CONTINUOUS, box=BOX),
    applied("mermaids/charmer", talent=_charmer, box=BOX),
    no_board_effect("mermaids/siren", CONTINUOUS, box=BOX),
    applied("mermaids/becalmed-shores", talent=_becalmed_shores, box=BOX, ongoing=True),
    applied("mermaids/captive-audience", _captive_audience, box=BOX),
    applied("mermaids/charmed", _charmed, box=BOX),
    no_board_effect("mermaids/desert-island", CONTINUOUS, box=BOX, ongoing=True),
    no_board_effect("mermaids/shipwreck-cove", CONTINUOUS, box=BOX, ongoing=True),
    applied("mermaids/siren-song", _siren_song, box=BOX),
    no_board_effect("mermaids/toll-bay", HANDS_ONLY, box=BOX),
    applied("mermaids/ultimate-song", _ultimate_song, box=BOX),
    # --- skeletons ---
    applied("skeletons/lord-of-bones", talent=_lord_of_bones, box=BOX),
    no_board_effect("skeletons/gravetender", HANDS_ONLY, box=BOX),
    # Played from the hand it does nothing; its Special buries it from the discard pile.
    no_board_effect("skeletons/revenant", NO_ABILITY, box=BOX),
    applied("skeletons/returned-one", _returned_one, box=BOX),
    no_board_effect("skeletons/burst-forth", SPECIAL, box=BOX),
    applied("skeletons/dig-em-up", _dig_em_up, box=BOX),
    applied("skeletons/grave-goods", _grave_goods, box=BOX),
    no_board_effect("skeletons/gravestones", CONTINUOUS, box=BOX, ongoing=True),
    applied("skeletons/graveyard", talent=_graveyard, box=BOX, ongoing=True),
    applied("skeletons/hearse-fleet", _hearse_fleet, box=BOX),
    not_simulated("skeletons/place-em-down", FROM_DISCARD, box=BOX),
    not_simulated("skeletons/spooky-scary", FROM_DISCARD, box=BOX),
    # --- world champs ---
    no_board_effect("world-champs/akye-the-turtle", HANDS_ONLY, box=BOX),
    no_board_effect("world-champs/aramis", CONTINUOUS, box=BOX),
    no_board_effect("world-champs/bewitched", CONTINUOUS, box=BOX, ongoing=True),
    applied("world-champs/calicoin", B.counters_on_minion(1, may=True, where="here"), box=BOX),
    no_board_effect("world-champs/diva", CONTINUOUS, box=BOX),
    no_board_effect("world-champs/eh", SPECIAL, box=BOX),
    applied(
        "world-champs/fast-as-lightning",
        fast_as_lightning,
        box=BOX,
    ),
    applied("world-champs/fighting-spirit-prize", FIGHTING_SPIRIT_PRIZE, box=BOX),
    applied("world-champs/high-speed-chase", talent=high_speed_chase, box=BOX, ongoing=True),
    applied(
        "world-champs/its-blitzin-time", B.boost_minion(3, **_OWN), box=BOX, printing="original"
    ),
    applied("world-champs/its-blitzin-time", B.boost_minion(4, **_OWN), box=BOX, printing="pod"),
    applied("world-champs/kaiju-conflict", B.extra_play(ACTION, 2), box=BOX),
    applied("world-champs/mouse-bird-and-sausage", mouse_bird_and_sausage, box=BOX),
    no_board_effect("world-champs/mummy", AT_SCORING, box=BOX),
    applied("world-champs/rainbow-girl", rainbow_girl, box=BOX),
    no_board_effect("world-champs/samurai-chan", HANDS_ONLY, box=BOX),
    applied("world-champs/shark-tattoo", shark_tattoo, box=BOX, ongoing=True),
    no_board_effect("world-champs/sheriff", AT_SCORING, box=BOX),
    no_board_effect("world-champs/shield-maiden", HANDS_ONLY, box=BOX),
    no_board_effect("world-champs/smart-set-up", HANDS_ONLY, box=BOX, ongoing=True),
    no_board_effect("world-champs/stoneford", HANDS_ONLY, box=BOX),
    # --- sheep (the Sheep Promo) ---
    applied("sheep/little-bo-peep", talent=_little_bo_peep, box=SHEEP_BOX),
    applied("sheep/ram", talent=_ram, box=SHEEP_BOX),
    no_board_effect("sheep/black-sheep", CONTINUOUS, box=SHEEP_BOX),
    no_board_effect("sheep/flock", CONTINUOUS, box=SHEEP_BOX),
    no_board_effect("sheep/counting-sheep", CONTINUOUS, box=SHEEP_BOX, ongoing=True),
    applied(
        "sheep/ewe-shall-pass",
        B.both(
            B.move_minion(may=False, controller="own"),
            B.note("draw a card", "piochez une carte"),
            B.extra_play(ACTION),
        ),
        box=SHEEP_BOX,
    ),
    no_board_effect("sheep/hello-dolly", AFTER_AN_ACTION, box=SHEEP_BOX),
    no_board_effect("sheep/in-sheeps-clothing", CONTINUOUS, box=SHEEP_BOX, ongoing=True),
    applied("sheep/on-the-lamb", _on_the_lamb, box=SHEEP_BOX),
    no_board_effect("sheep/shearing", CONTINUOUS, box=SHEEP_BOX, ongoing=True),
    applied("sheep/to-follow-or-not", _to_follow_or_not, box=SHEEP_BOX),
    applied("sheep/wood-for-sheep", _wood_for_sheep, box=SHEEP_BOX),
)
