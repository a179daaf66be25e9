"""Play abilities of World Tour: Culture Shock (issue 28), second half: Polynesian Voyagers and
Russian Fairy Tales.

(Anansi Tales, Ancient Incas, Grimm's Fairy Tales, the box's helpers and the choose keys its
cards read are in culture_shock.py.)
"""

from __future__ import annotations

from collections.abc import Callable

from ..model import MINION
from . import shared as S
from .context import Loc, Located, Play
from .cthulhu import BEGIN_THE_SUMMONING  # The Water of Life prints its text
from .culture_shock import (
    BOX,
    LEAVES_PLAY,
    RANDOM_PICK,
    Act,
    _bases_without_yours,
    _counter_on_moved,
    add_base_from_deck,
    extra_action_now,
    transfer_action,
)
from .registry import (
    CONTINUOUS,
    HANDS_ONLY,
    SPECIAL,
    START_OF_TURN,
    applied,
    no_board_effect,
    not_simulated,
    register,
)

# --- polynesian voyagers -------------------------------------------------------------------------

_GROWTH_MODES = (
    ("play", ("play an extra minion there", "y jouer une Créature supplémentaire")),
    ("move", ("move one of your minions there", "y déplacer une de vos Créatures")),
)


def _growth_of_the_tribes(play: Play) -> None:
    what = (
        "at a base without your minions, play an extra minion or move one of yours there",
        "sur une Base sans vos Créatures, jouer une Créature supplémentaire ou y déplacer une des "
        "vôtres",
    )
    empty = _bases_without_yours(play)
    if play.pick_mode(_GROWTH_MODES, what=what) == "play":
        play.play_extra(kind=MINION, where=empty, what=_GROWTH_MODES[0][1])
        return
    _move_yours_to(empty, may=False, what=_GROWTH_MODES[1][1])(play)


def _move_yours_to(bases: list | None, *, may: bool, what: Loc, counter: bool = False) -> Act:
    """Move one of your minions to one of `bases` (None: the bases without your minions, read
    when it acts): choose "card" and "to"."""

    def act(play: Play) -> None:
        targets = bases if bases is not None else _bases_without_yours(play)
        # "One of your minions": Maui's Talent may move Maui itself.
        found = play.pick_card_and_base(
            play.minions("everywhere", controller="own", other=False, affectable=False),
            lambda base, card: [b for b in targets if b is not base],
            may=may,
            what=what,
            protection="move",
        )
        if found is None:
            return
        if counter:
            _counter_on_moved(play, *found)
        else:
            play.move(*found)

    return act


def _maui(play: Play) -> None:
    what = (
        "bring at most two bases of the base deck into play",
        "mettre en jeu jusqu'à deux Bases du dessus de la pioche des Bases",
    )
    for _ in range(S.pick_count(play, 2, may=True, what=what)):
        add_base_from_deck(play)


_MAUI_TALENT = _move_yours_to(
    None,
    may=False,
    what=(
        "move a minion of yours to a base free of your minions",
        "déplacer une de vos Créatures vers une Base où vous n'en avez pas",
    ),
)


def _self_to_empty_base(play: Play) -> None:
    """Wayfinder's Talent: this minion moves to a base without your minions, then a counter."""
    found = S.in_play(play)
    if found is None:
        return
    dst = play.pick_destination(
        [found],
        [b for b in _bases_without_yours(play) if b is not found[0]],
        what=(
            "move this minion to a base free of your minions",
            "déplacer cette Créature vers une Base où vous n'avez pas de Créature",
        ),
    )
    if dst is not None:
        _counter_on_moved(play, found[0], found[1], dst)


def _ocean_tattoo_talent(play: Play) -> None:
    found = S.attached_minion(play)
    if found is None:
        return
    dst = play.pick_destination(
        [found],
        [b for b in play.bases if b is not found[0]],
        what=(
            "move the minion it is on to another base",
            "déplacer la Créature qui la porte vers une autre Base",
        ),
    )
    if dst is not None:
        _counter_on_moved(play, found[0], found[1], dst)


def shark_tattoo(play: Play) -> None:
    found = S.attached_minion(play)
    if found is not None:
        play.add_counters(*found, 1)


def _unity_of_the_tribes(play: Play) -> None:
    # Unity of the Tribes: on a base of her choice holding a minion of hers, the player gains 2
    # power this turn per base where she has a minion: her power at that base, not a
    # minion's (Power.add_player_power): it stays with the base if her minions move, and no
    # minion's own power changes (Coach Combat compares minions; review of session 25, d2).
    with_yours = [
        b for b in play.bases if any(c.is_minion and c.controller == play.player for c in b.cards)
    ]
    base = play.pick_base(
        with_yours,
        may=False,
        what=(
            "choose a base holding one of your minions",
            "choisir une Base où vous avez une Créature",
        ),
        key="base",
    )
    if base is None:
        return
    amount = 2 * len(with_yours)
    play.game.add_player_power(base, play.player, amount)
    play.log(
        (
            f"{play.player} has +{amount} power at {base.id} until the end of the turn",
            f"{play.player} a +{amount} en Force sur {base.id} jusqu'à la fin du tour",
        )
    )


def _volcanic_uprising(play: Play) -> None:
    what = (
        "put the base deck's first card into play, or swap a base without minions for two",
        "mettre en jeu la première Base de la pioche des Bases, ou remplacer une Base sans "
        "Créature par deux",
    )
    modes = (
        ("top", ("play the top base", "mettre en jeu la première Base")),
        ("replace", ("replace an empty base with two", "remplacer une Base vide par deux")),
    )
    if play.pick_mode(modes, what=what) == "top":
        new = add_base_from_deck(play)
        if new is not None:
            _move_yours_to(
                [new],
                may=True,
                what=("move one of your minions onto it", "y déplacer une de vos Créatures"),
            )(play)
        return
    empty = [b for b in play.bases if not any(c.is_minion for c in b.cards)]
    base = play.pick_base(empty, may=False, what=modes[1][1], key="base")
    if base is None:
        return
    position = play.game.remove_base(base, play.why)
    for offset in range(2):
        add_base_from_deck(play, position + offset)


# --- russian fairy tales -------------------------------------------------------------------------

_FROM_DECK_TOP = (
    "have its owner play there, as an extra minion, the first minion of their deck",
    "faire jouer là par son propriétaire la Créature du dessus de sa pioche en Créature "
    "supplémentaire",
)


def _swap_for_top_minion(candidates: Callable[[Play], list[Located]], what: Loc) -> Act:
    """Baba Yaga's Talent, Transformation: a minion goes into its owner's deck; its owner then
    plays there the first minion their deck shows ("play", "to"), then shuffles."""

    def act(play: Play) -> None:
        found = play.pick_card(candidates(play), may=False, what=what, protection="affect")
        if found is None or not play.place_in_deck(*found):
            return
        owner = found[1].owner or found[1].controller
        deck = (f"{owner}'s deck", f"la pioche de {owner}")

        def theirs(card, game) -> Loc | None:
            if (card.owner or owner) == owner:
                return None
            return (
                f"{card.label()} is not a card of {deck[0]}",
                f"{card.label()} n'est pas une carte de {deck[1]}",
            )

        ok = S.all_of(S.not_from_a_hand(play, deck), theirs)
        if owner == play.player:
            play.play_extra(kind=MINION, where=[found[0]], what=_FROM_DECK_TOP, ok=ok)
        else:
            _owner_plays(play, owner, found[0], ok)
        # The deck shuffled is the minion's owner's, named: "its owner" read as the card's
        # (review s26 c, finding 5).
        play.log((f"{owner} shuffles their deck", f"{owner} mélange sa pioche"))

    return act


def _owner_plays(play: Play, owner: str, base, ok) -> bool:
    """Another player, `owner`, plays on `base` the minion their deck shows ("play"): they play
    it and control it."""
    return play.play_extra(kind=MINION, where=[base], what=_FROM_DECK_TOP, ok=ok, player=owner)


_BABA_YAGA = _swap_for_top_minion(
    lambda play: play.minions("here", affectable=False),
    (
        "put another minion here into its owner's deck",
        "placer une autre Créature d'ici dans la pioche de son propriétaire",
    ),
)
_TRANSFORMATION = _swap_for_top_minion(
    lambda play: play.minions("everywhere", affectable=False),
    (
        "put a minion into its owner's deck",
        "placer une Créature dans la pioche de son propriétaire",
    ),
)


def _frog_princess_talent(play: Play) -> None:
    found = S.attached_minion(play)
    if found is None or not play.place_in_deck(*found):
        return
    if play.play_extra(
        kind=MINION,
        where=[found[0]],
        what=(
            "play here, as an extra minion, the first minion of your deck",
            "jouer ici la Créature du dessus de votre pioche en Créature supplémentaire",
        ),
    ):
        new = play.game.find(play.played_extra.id)  # type: ignore[union-attr]
        if new is not None:
            transfer_action(play, play.card, *new)


def _gray_wolf_talent(play: Play) -> None:
    found = S.in_play(play)
    # "On top of its owner's deck".
    if found is None or not play.place_in_deck(*found, where="top"):
        return
    if play.play_extra(
        kind=MINION,
        where=[found[0]],
        what=("play an extra minion here", "jouer ici une Créature supplémentaire"),
    ):
        S.counters_on_id(play, play.played_extra.id, 1)  # type: ignore[union-attr]


def _toad(play: Play) -> None:
    # Toad goes to another player, and one more of that player's minions here is shuffled back
    # into the deck it came from ("to": only when Toad changes hands).
    what = (
        "give this minion away to shuffle another minion of that player here into the deck of "
        "its owner",
        "donner cette Créature à un autre joueur pour placer une de ses Créatures d'ici dans la "
        "pioche de son propriétaire",
    )
    me = S.in_play(play)
    if me is None:
        return
    found = play.pick_card(
        play.minions("here", controller="others", affectable=False),
        may=True,
        what=what,
        protection="affect",
    )
    if found is not None and play.take_control(me[0], me[1], to=found[1].controller):
        # Into its owner's deck, shuffled.
        play.place_in_deck(*found, where="shuffled")


register(
    # --- polynesian voyagers ---
    applied("polynesian-voyagers/growth-of-the-tribes", _growth_of_the_tribes, box=BOX),
    no_board_effect("polynesian-voyagers/knowledge-of-the-tribes", HANDS_ONLY, box=BOX),
    applied("polynesian-voyagers/maui", _maui, talent=_MAUI_TALENT, box=BOX),
    no_board_effect("polynesian-voyagers/moai", CONTINUOUS, box=BOX),
    applied("polynesian-voyagers/ocean-tattoo", talent=_ocean_tattoo_talent, box=BOX, ongoing=True),
    applied("polynesian-voyagers/shark-tattoo", shark_tattoo, box=BOX, ongoing=True),
    no_board_effect("polynesian-voyagers/sun-tattoo", CONTINUOUS, box=BOX, ongoing=True),
    applied(
        "polynesian-voyagers/tattoo-artist",
        extra_action_now(
            (
                "play an action on a minion from your deck or discard pile as an extra action",
                "jouer sur une Créature une Action de votre pioche ou défausse en Action "
                "supplémentaire",
            ),
            on_minion=True,
        ),
        box=BOX,
    ),
    no_board_effect("polynesian-voyagers/tiki", CONTINUOUS, box=BOX),
    applied("polynesian-voyagers/unity-of-the-tribes", _unity_of_the_tribes, box=BOX),
    applied("polynesian-voyagers/volcanic-uprising", _volcanic_uprising, box=BOX),
    applied("polynesian-voyagers/wayfinder", talent=_self_to_empty_base, box=BOX),
    # --- russian fairy tales ---
    applied("russian-fairy-tales/baba-yaga", talent=_BABA_YAGA, box=BOX),
    no_board_effect("russian-fairy-tales/bewitched", CONTINUOUS, box=BOX, ongoing=True),
    no_board_effect("russian-fairy-tales/fetch-i-know-not-what", HANDS_ONLY, box=BOX),
    no_board_effect("russian-fairy-tales/finist-the-falcon", SPECIAL, box=BOX),
    no_board_effect("russian-fairy-tales/foolish-magician", HANDS_ONLY, box=BOX),
    not_simulated("russian-fairy-tales/go-i-know-not-whither", RANDOM_PICK, box=BOX),
    no_board_effect("russian-fairy-tales/go-see-my-sister", HANDS_ONLY, box=BOX, ongoing=True),
    no_board_effect("russian-fairy-tales/mass-transformation", HANDS_ONLY, box=BOX),
    no_board_effect("russian-fairy-tales/the-birch", START_OF_TURN, box=BOX),
    no_board_effect("russian-fairy-tales/the-birch-woman", LEAVES_PLAY, box=BOX),
    applied(
        "russian-fairy-tales/the-frog-princess",
        talent=_frog_princess_talent,
        box=BOX,
        ongoing=True,
    ),
    applied("russian-fairy-tales/the-gray-wolf", talent=_gray_wolf_talent, box=BOX),
    applied(
        "russian-fairy-tales/the-water-of-life",
        BEGIN_THE_SUMMONING,
        box=BOX,
    ),
    applied("russian-fairy-tales/toad", _toad, box=BOX),
    applied("russian-fairy-tales/transformation", _TRANSFORMATION, box=BOX),
    no_board_effect("russian-fairy-tales/tsar-eagle", HANDS_ONLY, box=BOX),
)
