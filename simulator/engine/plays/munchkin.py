"""Play abilities of Smash Up: Munchkin (issue 28): Clerics, Dwarves, Elves, Halflings, Mages,
Orcs, Thieves and Warriors, both printings (the original cards and the print-on-demand ones,
"pod"). Many POD cards print another text: those get one entry per printing.

Monsters (Munchkin's monster deck) are cards of type "monster" on the bases; a monster a card
plays comes from the hidden top of the monster deck, so the player gives it as the extra card
`choose.play` (a card object of type "monster", with its power and treasures). Treasure cards
are not catalog cards: a treasure a card plays is given the same way (a typed action, with
"attached_to" when it goes on a minion); whether a card in hand or in play is a treasure, the
board does not say, and the player's `choose` does.

The `choose` keys these cards read, beyond the usual "card" (one card), "cards" (several
cards), "to" / "base" (a base), "count" (cards put from the hand) and "play" (the extra card
played now):
- "mode": which of a card's options the player takes (names in each act's docstring);
- "order": card ids whose position says their role (Pumping Iron: [the minion given +2, the
  minion given +3]; War Cry: [the monster destroyed, the minion given its power]); Potion
  Bandolier POD reads it as the options taken, each once, among "draw", "move", "boost",
  "stasis", "action" ("boost" reads "card"; "move" reads "cards": [your minion] and "to").
"""

from __future__ import annotations

from collections.abc import Callable

from .. import messages as M
from ..model import ACTION, MINION, MONSTER
from . import blocks as B
from . import shared as S
from .context import Loc, Located, Play
from .core_second_half import _outbreak
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

BOX = "Smash Up: Munchkin"
ORIGINAL = "original"
POD = "pod"

Act = Callable[[Play], None]

INSTEAD_OF_PLAY = (
    "it is used instead of a play later in the turn: type its effect as events",
    "elle s'utilise à la place d'une pose plus tard dans le tour : saisissez son effet comme "
    "événements",
)
NO_TRANSFER = (
    "the engine cannot move an action from one minion to another: edit the board instead",
    "le moteur ne sait pas déplacer une Action d'une Créature vers une autre : modifiez le "
    "plateau à la place",
)
MANY_MONSTERS = (
    "it plays several monsters from the hidden monster deck with their abilities, and a play "
    "names one extra card: type each monster as a play event",
    "elle joue plusieurs Monstres de la pioche Monstre cachée, et une pose ne nomme qu'une carte "
    "en plus : saisissez chaque Monstre comme un événement de pose",
)
CANCELLED_PLAYS = (
    "it plays every minion of a hand the board does not hold, their abilities cancelled for the "
    "turn, which later play events cannot say: type those minions without their catalog card",
    "elle joue toutes les Créatures d'une main que le plateau ne contient pas, leurs capacités "
    "annulées pour le tour, ce que des poses ultérieures ne peuvent pas dire : saisissez ces "
    "Créatures sans leur carte du catalogue",
)
DESTROY_MONSTER = ("destroy a monster", "détruire un Monstre")
DESTROY_MONSTER_HERE = ("destroy a monster here", "détruire un Monstre d'ici")
PLAY_MONSTER = ("play a monster", "jouer un Monstre")
PLAY_MONSTER_HERE = ("play a monster here", "jouer un Monstre ici")


# --- this box's helpers --------------------------------------------------------------------------


def _monsters(play: Play, where: str = "everywhere") -> list[Located]:
    """The monsters in play (controlled by a player or not), in table order."""
    here = play.here()
    bases = [here] if where == "here" and here is not None else play.bases
    return [(b, c) for b in bases for c in b.cards if c.type == MONSTER]


def _destroy_monster(play: Play, where: str = "everywhere") -> Located | None:
    """Destroy one monster (choose "card"); returns it once destroyed."""
    found = play.pick_card(
        _monsters(play, where),
        may=False,
        what=DESTROY_MONSTER_HERE if where == "here" else DESTROY_MONSTER,
        protection="destroy",
    )
    if found is not None and play.destroy(*found):
        return found
    return None


def _play_monster(play: Play, *, here: bool) -> bool:
    """Play a monster now (choose "play": the monster card, "to": its base)."""
    here_base = play.here()
    where = [here_base] if here and here_base is not None else None
    return play.play_extra(
        kind=MONSTER, where=where, what=PLAY_MONSTER_HERE if here else PLAY_MONSTER
    )


def _boost_everything(play: Play, where) -> None:
    """Every minion and monster on `where` (bases) in play now gets +1 power until the end of
    the turn: monsters too, and not the minions played later (the Bigger Geekier Box
    clarification of Good Habits and Join the Club)."""
    cards = play.minions(where, other=False)
    seen = {c.uid for _, c in cards}
    cards += [(b, c) for b in where for c in b.cards if c.type == MONSTER and c.uid not in seen]
    for located in cards:
        play.boost(*located, 1)


def _good_habits(play: Play) -> None:
    _boost_everything(play, play.bases)


def _may(play: Play, mode: str, what: Loc) -> bool:
    """A "may" whose doing the board cannot see (a discard, a reveal): choose "mode"."""
    return play.decide([{"mode": mode}], may=True, what=what) is not None


def _actions_on_minions(play: Play) -> list[Located]:
    return play.actions(ok=lambda b, c: getattr(c, "attached_to", None) is not None)


def _destroy_action(play: Play, candidates: list[Located], what: Loc) -> Located | None:
    found = play.pick_card(candidates, may=False, what=what, protection="destroy")
    if found is not None and play.destroy(*found):
        return found
    return None


def _vp_for_discard(play: Play) -> None:
    """Fence (original), Smuggling: a discard of two cards from hand for 1 VP (choose "mode":
    "discard"; not given: declined)."""
    what = ("discard two cards for 1 VP", "défausser deux cartes pour 1 PV")
    if _may(play, "discard", what):
        play.gain_vp(play.player, 1)


# --- clerics ---------------------------------------------------------------------------------


def _divine_intervention(play: Play) -> None:
    # One more action, or one more minion with power 2 or below (choose "mode": "action" /
    # "minion"); the stasis counter stays on the card, off the board.
    mode = play.pick_mode(
        [
            ("action", ("an extra action", "une Action supplémentaire")),
            ("minion", ("an extra small minion", "une petite Créature supplémentaire")),
        ],
        what=("choose the extra play", "choisir la pose supplémentaire"),
    )
    if mode == "minion":
        play.extra_play(MINION, power_max=2)
    else:
        play.extra_play(ACTION)


def _good_habits_pod(play: Play) -> None:
    # The boost, or a stasis counter on the card (choose "mode": "boost" / "stasis").
    mode = play.pick_mode(
        [
            ("boost", ("every minion +1", "toutes les Créatures +1")),
            ("stasis", ("a stasis counter on it", "un marqueur de stase sur elle")),
        ],
        what=("choose its effect", "choisir son effet"),
    )
    if mode == "boost":
        _good_habits(play)


def _join_the_club_original(play: Play) -> None:
    # Every minion on one base (choose "base") +1 until the end of the turn.
    found = play.pick_base(
        play.bases, may=False, what=("choose a base", "choisir une Base"), key="base"
    )
    if found is not None:
        _boost_everything(play, [found])


def _join_the_club_pod(play: Play) -> None:
    # Control, for the turn, of a minion with power 3 or below, or of an undead
    # monster: which monsters are undead the board does not say, so a monster is taken only
    # when the player names it (choose "card").
    named = play.given("card")
    monsters = [(b, c) for b, c in _monsters(play) if c.id == named]
    found = play.pick_card(
        play.minions("everywhere", power_max=3) + monsters,
        may=False,
        what=(
            "take a minion with power 3 or below, or an undead monster, for the turn",
            "prendre le contrôle d'une Créature de Force 3 ou moins ou d'un Monstre mort-vivant",
        ),
    )
    if found is not None:
        play.take_control(*found, until_end_of_turn=True)


# generic: destroy one action in play, on a base or on a minion (Remove Curse; Mega Troopers'
# Lightning Crystal, a later box, prints the same text).
def remove_curse(play: Play) -> None:
    _destroy_action(play, play.actions(), ("destroy an action", "détruire une Action"))


def _reverse_curse(play: Play) -> None:
    # Move one of your minions (choose "card", "to"); then may destroy an action at its new
    # base (choose "mode": "destroy" with "cards": [the action]; "transfer" cannot be applied).
    found = play.pick_card_and_base(
        play.minions("everywhere", controller="own", affectable=False),
        lambda base, card: [b for b in play.bases if b is not base],
        may=False,
        what=("move one of your minions", "déplacer une de vos Créatures"),
        protection="move",
    )
    if found is None:
        return
    base, card, dst = found
    if not play.move(base, card, dst):
        return
    what = (
        "destroy or transfer an action at its new base",
        "détruire ou transférer une Action sur sa nouvelle Base",
    )
    actions = play.actions(dst)
    options = [{"mode": "destroy", "cards": (c.id,)} for _, c in actions if c.id is not None]
    options += [{"mode": "transfer", "cards": (c.id,)} for _, c in actions if c.id is not None]
    chosen = play.decide(options, may=True, what=what)
    if chosen is None:
        return
    target = play.game.find(chosen["cards"][0])
    if chosen["mode"] == "transfer":
        play.cannot(what, NO_TRANSFER)
    elif target is not None:
        play.destroy(*target)


def _turner_original(play: Play) -> None:
    # Destroy an undead monster here (choose "mode": "destroy", "card") or shuffle a random
    # discarded minion into the deck ("shuffle", the default: it changes no board, and which
    # monsters are undead the board does not say).
    mode = play.pick_mode(
        [
            ("shuffle", ("shuffle a discarded minion", "remélanger une Créature défaussée")),
            ("destroy", ("destroy an undead monster here", "détruire un Monstre mort-vivant ici")),
        ],
        what=("choose its effect", "choisir son effet"),
    )
    if mode == "destroy":
        _destroy_monster(play, "here")
    else:
        play.log(
            (
                "shuffle a random minion of your discard pile into your deck",
                "remélangez une Créature au hasard de votre défausse dans votre pioche",
            )
        )


def _turner_pod(play: Play) -> None:
    # An undead monster may be played on a base of the player's choice (choose "play", "to").
    play.play_extra(kind=MONSTER, what=("play an undead monster", "jouer un Monstre mort-vivant"))


def _word_of_recall(play: Play) -> None:
    play.log(
        (
            "each other player's discard pile gives you one action at random; give back those not "
            "played",
            "prenez une Action au hasard dans la défausse de chaque autre joueur ; rendez celles "
            "non jouées",
        )
    )
    play.play_extra(kind=ACTION, what=("play one as an extra action", "en jouer une en plus"))


register(
    no_board_effect("clerics/bin-and-gone", AT_SCORING, box=BOX, ongoing=True),
    no_board_effect("clerics/cardinal", HANDS_ONLY, box=BOX),
    no_board_effect("clerics/collection-plate", HANDS_ONLY, box=BOX),
    no_board_effect("clerics/curse-of-imprisonment", CONTINUOUS, box=BOX, ongoing=True),
    no_board_effect("clerics/curse-of-uselessness", CONTINUOUS, box=BOX, ongoing=True),
    no_board_effect("clerics/deep-friar", AT_SCORING, box=BOX),
    applied("clerics/divine-intervention", _divine_intervention, box=BOX),
    applied("clerics/good-habits", _good_habits, box=BOX, printing=ORIGINAL),
    applied("clerics/good-habits", _good_habits_pod, box=BOX, printing=POD),
    no_board_effect("clerics/holy-roller", HANDS_ONLY, box=BOX),
    applied("clerics/join-the-club", _join_the_club_original, box=BOX, printing=ORIGINAL),
    applied("clerics/join-the-club", _join_the_club_pod, box=BOX, printing=POD),
    applied("clerics/remove-curse", remove_curse, box=BOX),
    applied("clerics/reverse-curse", _reverse_curse, box=BOX),
    applied("clerics/turner", _turner_original, box=BOX, printing=ORIGINAL),
    applied("clerics/turner", _turner_pod, box=BOX, printing=POD),
    applied("clerics/word-of-recall", _word_of_recall, box=BOX),
)


# --- dwarves ---------------------------------------------------------------------------------


def _note_then(note: Loc, *acts: Act) -> Act:
    return B.both(B.note(*note), *acts)


def _dwarf_king_pod(play: Play) -> None:
    # Talent: a treasure from hand into the treasure deck for one more minion with power 3
    # or below ("play"), or a treasure from its discard for a minion drawn ("draw").
    mode = play.pick_mode(
        [
            ("play", ("one more minion with power 3 or below", "une Créature de Force 3 ou moins")),
            ("draw", ("draw a minion", "piocher une Créature")),
        ],
        what=("choose its Talent's effect", "choisir l'effet de son Talent"),
    )
    if mode == "play":
        play.extra_play(MINION, power_max=3)
    else:
        play.log(
            (
                "shuffle a card of the treasure discard into the treasure deck; draw the top "
                "card of your deck if it is a minion",
                "mélangez une carte de la défausse des Trésors dans leur pioche ; piochez la "
                "carte du dessus de votre pioche si c'est une Créature",
            )
        )


def _no_my_precious_original(play: Play) -> None:
    # Destroy an action on a minion; if it was a treasure (choose "mode": "treasure"; the
    # board does not say), an extra action.
    what = ("destroy an action on a minion", "détruire une Action sur une Créature")
    if _destroy_action(play, _actions_on_minions(play), what) is None:
        return
    if _may(play, "treasure", ("say it was a treasure", "dire que c'était un Trésor")):
        play.extra_play(ACTION)


def _no_my_precious_pod(play: Play) -> None:
    _destroy_action(play, play.actions(), ("destroy an action", "détruire une Action"))
    play.extra_play(ACTION)


def _mine(play: Play) -> None:
    # The treasure found in the treasure deck is played now (choose "play": the action, with
    # "attached_to" one of your minions).
    play.play_extra(
        kind=ACTION,
        what=(
            "play a treasure from the treasure deck on one of your minions",
            "jouer un Trésor de la pioche des Trésors sur une de vos Créatures",
        ),
    )


register(
    no_board_effect("dwarves/anything-for-money", HANDS_ONLY, box=BOX),
    applied(
        "dwarves/cash-out",
        _note_then(
            (
                "the three extra plays are for treasure cards of your hand",
                "les trois poses en plus sont pour des Trésors de votre main",
            ),
            B.extra_play(ACTION, 3),
        ),
        box=BOX,
    ),
    no_board_effect("dwarves/cunning-plan", SPECIAL, box=BOX, printing=ORIGINAL),
    no_board_effect("dwarves/cunning-plan", INSTEAD_OF_PLAY, box=BOX, printing=POD, ongoing=True),
    no_board_effect("dwarves/dwarf-king", HANDS_ONLY, box=BOX, printing=ORIGINAL),
    applied("dwarves/dwarf-king", talent=_dwarf_king_pod, box=BOX, printing=POD),
    no_board_effect("dwarves/gem-grabber", CONTINUOUS, box=BOX, printing=ORIGINAL),
    no_board_effect("dwarves/gem-grabber", HANDS_ONLY, box=BOX, printing=POD),
    no_board_effect("dwarves/gold-digger", HANDS_ONLY, box=BOX),
    applied(
        "dwarves/greed-is-good",
        _note_then(
            ("take a treasure card into your hand", "prenez un Trésor en main"),
            B.extra_play(ACTION),
        ),
        box=BOX,
    ),
    applied(
        "dwarves/hidden-assets",
        _note_then(
            (
                "put the top three treasure cards in their discard pile; draw a card",
                "placez les trois Trésors du dessus dans leur défausse ; piochez une carte",
            ),
            B.extra_play(ACTION),
        ),
        box=BOX,
    ),
    no_board_effect("dwarves/loot-lover", CONTINUOUS, box=BOX),
    applied("dwarves/mine", _mine, box=BOX),
    applied("dwarves/no-my-precious", _no_my_precious_original, box=BOX, printing=ORIGINAL),
    applied("dwarves/no-my-precious", _no_my_precious_pod, box=BOX, printing=POD),
    no_board_effect("dwarves/salvage", SPECIAL, box=BOX),
)


# --- elves -----------------------------------------------------------------------------------


def _elf_help_guru(play: Play) -> None:
    # Talent: the other players' minions here +1 until the end of the turn.
    for located in play.minions("here", controller="others"):
        play.boost(*located, 1)


def _flower_child(play: Play) -> None:
    # May trade control: another player's minion of power 3 or less (choose "card") becomes
    # yours, and this minion becomes that player's, both until they leave play.
    me = S.in_play(play)
    if me is None:
        return
    found = play.pick_card(
        play.minions("everywhere", controller="others", power_max=3),
        may=True,
        what=(
            "give this minion to another player for their minion of power 3 or less",
            "donner cette Créature à un autre joueur contre sa Créature de Force 3 ou moins",
        ),
    )
    if found is None:
        return
    other = found[1].controller
    if play.take_control(*found):
        play.take_control(me[0], me[1], to=other)


def _pumping_iron(play: Play) -> None:
    # Another player's pick gets +2 (a non-monster minion), yours +3: choose "order" [the
    # minion given +2, the minion given +3] (the same minion may be both).
    what = (
        "give a minion +2 (the other player's pick) and a minion +3 (yours)",
        "donner +2 à une Créature (choix de l'autre joueur) et +3 à une Créature (le vôtre)",
    )
    everyone = [c.id for _, c in play.minions("everywhere") if c.id is not None]
    plain = [c.id for _, c in play.minions("everywhere") if c.id is not None and c.type == MINION]
    chosen = play.decide([{"order": (a, b)} for a in plain for b in everyone], may=False, what=what)
    if chosen is None:
        return
    for card_id, amount in zip(chosen["order"], (2, 3), strict=True):
        found = play.game.find(card_id)
        if found is not None:
            play.boost(*found, amount)


# generic: the Talent of an action on one of your minions moving that minion (Traveling Elf; the
# same printed text as Knights of the Round Table's Noble Steed and Magical Girls' Celestial
# Teleport, whose boxes come later).
def traveling_elf(play: Play) -> None:
    # Talent: the minion it is on moves to another base (choose "to").
    found = S.attached_minion(play)
    if found is None:
        return
    base, minion = found
    dst = play.pick_base(
        [b for b in play.bases if b is not base],
        may=False,
        what=("move this minion to another base", "déplacer cette Créature vers une autre Base"),
    )
    if dst is not None:
        play.move(base, minion, dst)


register(
    no_board_effect("elves/after-you", HANDS_ONLY, box=BOX),
    no_board_effect("elves/dancing-root", HANDS_ONLY, box=BOX),
    applied("elves/elf-help-guru", talent=_elf_help_guru, box=BOX),
    no_board_effect("elves/fae-fighter", CONTINUOUS, box=BOX),
    applied("elves/flower-child", _flower_child, box=BOX),
    no_board_effect("elves/helping-hands", SPECIAL, box=BOX),
    no_board_effect("elves/lord-of-the-prance", HANDS_ONLY, box=BOX),
    applied("elves/pumping-iron", _pumping_iron, box=BOX),
    no_board_effect("elves/run-away", SPECIAL, box=BOX),
    no_board_effect("elves/run-away-more", SPECIAL, box=BOX),
    applied(
        "elves/trade",
        _note_then(
            (
                "swap a random card of another player's hand for this card",
                "échangez une carte au hasard de la main d'un autre joueur contre cette carte",
            ),
            B.extra_play(ACTION),
        ),
        box=BOX,
    ),
    applied("elves/traveling-elf", talent=traveling_elf, box=BOX, ongoing=True),
)


# --- halflings -------------------------------------------------------------------------------


def _outpowered_here(play: Play, base) -> bool:
    """Another player has more power on `base` than the player."""
    totals = play.game.totals(base)[0]
    mine = totals.get(play.player, 0)
    return any(power > mine for who, power in totals.items() if who != play.player)


def _bardling(play: Play) -> None:
    here = play.here()
    if here is not None and _outpowered_here(play, here):
        play.extra_play(MINION, base=here)


def _quarterling(play: Play) -> None:
    here = play.here()
    if here is not None and not play.minions("here", controller="own"):
        play.extra_play(MINION, base=here)


def _extra_minion_on(test: Callable[[Play, object], bool], what: Loc) -> Act:
    """An extra minion on one base that passes `test` (choose "base")."""

    def act(play: Play) -> None:
        found = play.pick_base(
            [b for b in play.bases if test(play, b)], may=False, what=what, key="base"
        )
        if found is not None:
            play.extra_play(MINION, base=found)

    return act


register(
    applied("halflings/bardling", _bardling, box=BOX),
    no_board_effect("halflings/last-call", SPECIAL, box=BOX),
    no_board_effect("halflings/lunch-run", HANDS_ONLY, box=BOX, ongoing=True),
    no_board_effect("halflings/out-of-nowhere", HANDS_ONLY, box=BOX),
    applied("halflings/pestling", B.extra_play(MINION, here=True), box=BOX),
    applied("halflings/quarterling", _quarterling, box=BOX),
    not_simulated("halflings/rude-awakening", CANCELLED_PLAYS, box=BOX),
    # The POD record spells the name with two Ls.
    applied(
        "halflings/shire-marshal",
        talent=_extra_minion_on(
            _outpowered_here,
            (
                "choose a base where you trail another player in power",
                "choisir une Base où un autre joueur a plus de Force que vous",
            ),
        ),
        box=BOX,
        aliases=("halflings/shire-marshall",),
    ),
    no_board_effect("halflings/small-but-tough", HANDS_ONLY, box=BOX, ongoing=True),
    no_board_effect("halflings/sneaksy", CONTINUOUS, box=BOX, ongoing=True),
    no_board_effect("halflings/spoiled-brats", HANDS_ONLY, box=BOX),
    # The same printed effect as Zombies' Outbreak (Core Set): the same act.
    applied("halflings/unexpected-party", _outbreak, box=BOX),
)


# --- mages -----------------------------------------------------------------------------------

DISCARD_A_CARD = ("discard a card", "défaussez une carte")


def _blaster_master_original(play: Play) -> None:
    # Talent: a card discarded to destroy a minion with power 2 or below (mandatory once used).
    play.log(DISCARD_A_CARD)
    B.destroy_minion(may=False, where="everywhere", power_max=2)(play)


def _charm(play: Play) -> None:
    found = play.pick_card(
        _monsters(play),
        may=False,
        what=("take control of a monster", "prendre le contrôle d'un Monstre"),
    )
    if found is not None:
        play.take_control(*found, until_end_of_turn=True)


def _embiggen(target: Callable[[Play], Located | None]) -> Act:
    """A minion gets +1 until the end of the turn per card discarded from the hand (choose
    "count"). Original: a minion chosen (choose "card"); POD: the minion it is played on (its
    Ongoing +1 after each discard from the hand: the discards it asks for are those)."""

    def act(play: Play) -> None:
        found = target(play)
        if found is None:
            return
        what = ("discard cards from your hand", "défausser des cartes de votre main")
        count = S.hand_count(play, what)
        if count:
            play.log((f"discard {count} card(s)", f"défaussez {count} carte(s)"))
            play.boost(*found, count)

    return act


def _embiggen_pick(play: Play) -> Located | None:
    return play.pick_card(
        play.minions("everywhere"), may=False, what=("choose a minion", "choisir une Créature")
    )


def _happy_zapper_original(play: Play) -> None:
    # Talent: a card discarded for +2 until the end of the turn to this minion.
    found = S.in_play(play)
    if found is not None:
        play.log(DISCARD_A_CARD)
        play.boost(*found, 2)


def _happy_zapper_pod(play: Play) -> None:
    # Talent: a card discarded to give a minion +3 or -3 (choose "card", "mode": "plus" /
    # "minus") until the start of your next turn: this turn's scorings see it.
    found = play.pick_card(
        play.minions("everywhere", other=False),
        may=False,
        what=("choose a minion", "choisir une Créature"),
    )
    if found is None:
        return
    mode = play.pick_mode(
        [("plus", ("+3", "+3")), ("minus", ("-3", "-3"))],
        what=("choose +3 or -3", "choisir +3 ou -3"),
    )
    play.log(DISCARD_A_CARD)
    play.boost(*found, 3 if mode == "plus" else -3)
    play.log(
        (
            "the change lasts until the start of your next turn",
            "le changement dure jusqu'au début de votre prochain tour",
        )
    )


def _portal_original(play: Play) -> None:
    # Talent: a card discarded to play a monster here (choose "play").
    play.log(DISCARD_A_CARD)
    _play_monster(play, here=True)


def _portal_pod(play: Play) -> None:
    # Talent: a card discarded to play a monster here ("mode": "play", "play") or move a
    # monster or a minion of yours onto or off this base ("mode": "move", "card", "to").
    mode = play.pick_mode(
        [
            ("play", PLAY_MONSTER_HERE),
            ("move", ("move a monster or one of yours", "déplacer un Monstre ou une des vôtres")),
        ],
        what=("choose its Talent's effect", "choisir l'effet de son Talent"),
    )
    play.log(DISCARD_A_CARD)
    if mode == "play":
        _play_monster(play, here=True)
        return
    here = play.here()
    if here is None:
        return
    seen = {c.uid for _, c in _monsters(play)}
    candidates = _monsters(play) + [
        (b, c)
        for b, c in play.minions("everywhere", controller="own", affectable=False)
        if c.uid not in seen
    ]

    def bases(base, card):
        return [b for b in play.bases if b is not base] if base is here else [here]

    found = play.pick_card_and_base(
        candidates,
        bases,
        may=False,
        what=(
            "move a monster or a minion of yours onto or off this base",
            "déplacer un Monstre ou une de vos Créatures vers ou depuis ici",
        ),
        protection="move",
    )
    if found is not None:
        play.move(*found)


def _scroll_shuffler_pod(play: Play) -> None:
    # May shuffle a discarded card into the deck; a minion of power 2 or less shuffled: two
    # counters on it (choose "mode": "small-minion"; the discard pile is not on the board).
    what = (
        "shuffle a minion of power 2 or less from your discard pile into your deck",
        "remélanger une Créature de Force 2 ou moins de votre défausse dans votre pioche",
    )
    found = S.in_play(play)
    if found is not None and _may(play, "small-minion", what):
        play.add_counters(*found, 2)


def _some_enchanted_evening(play: Play) -> None:
    # One more minion with power 3 or below for each card discarded (choose "count").
    what = ("discard cards from your hand", "défausser des cartes de votre main")
    count = S.hand_count(play, what)
    if count:
        play.log((f"discard {count} card(s)", f"défaussez {count} carte(s)"))
        play.extra_play(MINION, count, power_max=3)


def _wand_whiz(play: Play) -> None:
    # May discard a card for an extra minion or action (choose "mode": "minion" / "action").
    chosen = play.decide(
        [{"mode": MINION}, {"mode": ACTION}],
        may=True,
        what=(
            "discard a card for one more minion or action",
            "défausser une carte pour jouer une Créature ou une Action en plus",
        ),
    )
    if chosen is not None:
        play.log(DISCARD_A_CARD)
        play.extra_play(chosen["mode"])


def _zzzzzap_pod(play: Play) -> None:
    # Destroy a minion with power 3 or below (choose "card"); then may discard a card
    # to give every minion of yours there a +1 power counter (choose "mode": "discard").
    found = play.pick_card(
        play.minions("everywhere", power_max=3, protection="destroy"),
        may=False,
        what=(
            "destroy a minion with power 3 or below",
            "détruire une Créature de Force 3 ou moins",
        ),
    )
    if found is None:
        return
    play.destroy(*found)
    what = (
        "discard a card to give every minion of yours there a +1 power counter",
        "défausser une carte pour un marqueur +1 sur chacune de vos Créatures là-bas",
    )
    if _may(play, "discard", what):
        play.log(DISCARD_A_CARD)
        for located in play.minions(found[0], controller="own", other=False):
            play.add_counters(*located, 1)


register(
    applied("mages/blaster-master", talent=_blaster_master_original, box=BOX, printing=ORIGINAL),
    no_board_effect("mages/blaster-master", HANDS_ONLY, box=BOX, printing=POD),
    applied("mages/charm", _charm, box=BOX),
    applied("mages/embiggen", _embiggen(_embiggen_pick), box=BOX, printing=ORIGINAL),
    applied("mages/embiggen", _embiggen(S.attached_minion), box=BOX, printing=POD, ongoing=True),
    applied("mages/happy-zapper", talent=_happy_zapper_original, box=BOX, printing=ORIGINAL),
    applied("mages/happy-zapper", talent=_happy_zapper_pod, box=BOX, printing=POD),
    not_simulated("mages/mass-summoning", MANY_MONSTERS, box=BOX),
    applied(
        "mages/portal-to-beyond", talent=_portal_original, box=BOX, printing=ORIGINAL, ongoing=True
    ),
    applied("mages/portal-to-beyond", talent=_portal_pod, box=BOX, printing=POD, ongoing=True),
    no_board_effect("mages/recover-arcane-wisdom", HANDS_ONLY, box=BOX),
    no_board_effect("mages/scroll-shuffler", HANDS_ONLY, box=BOX, printing=ORIGINAL),
    applied("mages/scroll-shuffler", _scroll_shuffler_pod, box=BOX, printing=POD),
    applied("mages/some-enchanted-evening", _some_enchanted_evening, box=BOX),
    no_board_effect("mages/speed-reading", HANDS_ONLY, box=BOX),
    applied("mages/wand-whiz", _wand_whiz, box=BOX),
    applied(
        "mages/zzzzzap",
        B.both(
            B.note(*DISCARD_A_CARD), B.destroy_minion(may=False, where="everywhere", power_max=3)
        ),
        box=BOX,
        printing=ORIGINAL,
    ),
    applied("mages/zzzzzap", _zzzzzap_pod, box=BOX, printing=POD),
)


# --- orcs ------------------------------------------------------------------------------------

UNTIL_YOUR_TURN = (
    "it lasts until the start of your next turn",
    "cela dure jusqu'au début de votre prochain tour",
)


def _own_count(play: Play, base) -> int:
    return len(play.minions(base, controller="own", other=False, affectable=False))


def _angry_pillagers_pod(play: Play) -> None:
    # A minion gets +2 or -2 (choose "card", "mode": "plus" / "minus") until the start of your
    # turn (this turn's scorings see it); an extra minion at its base.
    found = play.pick_card(
        play.minions("everywhere", other=False),
        may=False,
        what=("choose a minion", "choisir une Créature"),
    )
    if found is None:
        return
    mode = play.pick_mode(
        [("plus", ("+2", "+2")), ("minus", ("-2", "-2"))],
        what=("choose +2 or -2", "choisir +2 ou -2"),
    )
    play.boost(*found, 2 if mode == "plus" else -2)
    play.log(UNTIL_YOUR_TURN)
    play.extra_play(MINION, base=found[0])


def _crush_original(play: Play) -> None:
    # A minion of a player who has fewer minions than you on its base.
    def fewer(base, card) -> bool:
        theirs = sum(1 for c in base.cards if c.is_minion and c.controller == card.controller)
        return theirs < _own_count(play, base)

    found = play.pick_card(
        play.minions("everywhere", controller="others", ok=fewer, protection="destroy"),
        may=False,
        what=(
            "destroy a minion of a player with fewer minions than you on its base",
            "détruire une Créature d'un joueur qui en a moins que vous sur sa Base",
        ),
    )
    if found is not None:
        play.destroy(*found)


def _death_breath_original(play: Play) -> None:
    found = play.pick_card(
        play.minions("everywhere", power_max=4),
        may=False,
        what=(
            "put a minion of power 4 or less at the bottom of its owner's deck",
            "placer une Créature de Force 4 ou moins sous la pioche de son propriétaire",
        ),
    )
    if found is not None:
        play.place_in_deck(*found)


def _death_breath_pod(play: Play) -> None:
    # For each base with one of your minions: a minion with power 3 or below destroyed there
    # (choose "cards": at most one per base) or that base's breakpoint -4 for the turn.
    what = (
        "destroy a minion with power 3 or below, or lower the breakpoint by 4, on each base "
        "where you have a minion",
        "détruire une Créature de Force 3 ou moins ou baisser la Résistance de 4, sur chaque "
        "Base avec une de vos Créatures",
    )
    mine = [b for b in play.bases if _own_count(play, b)]
    candidates = {
        c.id: (b, c)
        for b in mine
        for _, c in play.minions(b, power_max=3, protection="destroy")
        if c.id is not None
    }
    given = S.given_ids(play, "cards")
    if given is None:
        options = [{"cards": ()}] + [{"cards": (i,)} for i in candidates]
        chosen = play.decide(options, may=False, what=what)
        given = chosen["cards"] if chosen else ()
    picked = [candidates.get(i) for i in given]
    bases = [p[0].id for p in picked if p is not None]
    if None in picked or len(set(bases)) != len(bases):
        play.cannot(what, M.PLAY_NOT_OPTION(choice=f"cards: {list(given)}"))
        return
    for located in picked:
        play.destroy(*located)  # type: ignore[misc]
    for base in mine:
        if base.id not in bases:
            play.breakpoint(base, -4)


def _dogpile_original(play: Play) -> None:
    # One of your minions goes to a base holding two or more of your minions.
    found = play.pick_card_and_base(
        play.minions("everywhere", controller="own", affectable=False),
        lambda base, card: [b for b in play.bases if b is not base and _own_count(play, b) >= 2],
        may=False,
        what=(
            "move a minion of yours to a base holding two of yours",
            "déplacer une de vos Créatures vers une Base où vous en avez deux",
        ),
        protection="move",
    )
    if found is not None:
        play.move(*found)


def _dogpile_pod(play: Play) -> None:
    # Up to two of your minions ("cards") to one base where you have another minion ("to").
    moved = play.pick_cards(
        play.minions("everywhere", controller="own", protection="move"),
        up_to=2,
        what=("move up to two of your minions", "déplacer jusqu'à deux de vos Créatures"),
    )
    if not moved:
        return
    uids = {c.uid for _, c in moved}
    dst = play.pick_base(
        [
            b
            for b in play.bases
            if any(c.uid not in uids for _, c in play.minions(b, controller="own", other=False))
        ],
        may=False,
        what=(
            "choose a base with one of your minions",
            "choisir une Base avec une de vos Créatures",
        ),
    )
    if dst is None:
        return
    for base, card in moved:
        if base is not dst:
            play.move(base, card, dst)


def _gimme_original(play: Play) -> None:
    # An action on a minion (choose "card"): that minion is destroyed; the transfer of the
    # action to one of your minions cannot be applied (it goes with the minion).
    what = (
        "pick an action attached to a minion; the minion is destroyed",
        "choisir une Action sur une Créature, détruire cette Créature",
    )
    found = play.pick_card(_actions_on_minions(play), may=False, what=what)
    if found is None:
        return
    minion = play.game.attached(*found)
    if minion is not None:
        play.destroy(found[0], minion)
    play.cannot(
        (
            "move the action onto a minion of yours",
            "transférer l'Action sur une de vos Créatures",
        ),
        NO_TRANSFER,
    )


def _gimme_pod(play: Play) -> None:
    # May transfer an action on the minion it is on to one of yours (choose "card"): not
    # applied (the engine has no transfer); declined, nothing happens.
    found = S.attached_minion(play)
    if found is None:
        return
    base, minion = found
    theirs = [(b, c) for b, c in play.actions(base) if getattr(c, "attached_to", None) == minion.id]
    what = (
        "transfer an action on this minion to one of yours",
        "transférer une Action de cette Créature sur une des vôtres",
    )
    if play.pick_card(theirs, may=True, what=what) is not None:
        play.cannot(what, NO_TRANSFER)


def _hammer_slammer_pod(play: Play) -> None:
    # Destroy a weaker minion here (less power than this one; mandatory).
    found = S.in_play(play)
    if found is None:
        return
    mine = play.power(*found)
    target = play.pick_card(
        play.minions(found[0], ok=lambda b, c: play.power(b, c) < mine, protection="destroy"),
        may=False,
        what=(
            "destroy a weaker minion here",
            "détruire une Créature d'ici de Force inférieure à la sienne",
        ),
    )
    if target is not None:
        play.destroy(*target)


def _hammer_slammer_talent(play: Play) -> None:
    # Talent: its base's breakpoint -2 for the turn if you destroyed a card there this turn:
    # the board does not keep the turn's destructions, so the player says so (choose "mode":
    # "destroyed-here"; not given: not used).
    here = play.here()
    what = (
        "lower this base's breakpoint by 2 (you destroyed a card here this turn)",
        "baisser de 2 la Résistance de cette Base (vous y avez détruit une carte ce tour-ci)",
    )
    if here is not None and _may(play, "destroyed-here", what):
        play.breakpoint(here, -2)


def _stalling_pod(play: Play) -> None:
    # A minion of yours gets a +1 power counter (choose "card"); its base's breakpoint rises by
    # its power (counter included) until the start of your turn.
    found = play.pick_card(
        play.minions("everywhere", controller="own"),
        may=False,
        what=(
            "give a minion of yours a +1 power counter",
            "placer un marqueur +1 sur une de vos Créatures",
        ),
    )
    if found is None:
        return
    play.add_counters(*found, 1)
    located = play.game.find(found[1].id) or found
    play.breakpoint(located[0], play.power(*located))
    play.log(UNTIL_YOUR_TURN)


register(
    no_board_effect("orcs/and-stay-down", SPECIAL, box=BOX, printing=ORIGINAL),
    no_board_effect("orcs/and-stay-down", CONTINUOUS, box=BOX, printing=POD, ongoing=True),
    no_board_effect("orcs/angry-pillagers", SPECIAL, box=BOX, printing=ORIGINAL),
    applied("orcs/angry-pillagers", _angry_pillagers_pod, box=BOX, printing=POD),
    applied("orcs/crush", _crush_original, box=BOX, printing=ORIGINAL),
    no_board_effect("orcs/crush", CONTINUOUS, box=BOX, printing=POD, ongoing=True),
    applied("orcs/death-breath", _death_breath_original, box=BOX, printing=ORIGINAL),
    applied("orcs/death-breath", _death_breath_pod, box=BOX, printing=POD),
    applied("orcs/dogpile", _dogpile_original, box=BOX, printing=ORIGINAL),
    applied("orcs/dogpile", _dogpile_pod, box=BOX, printing=POD),
    no_board_effect("orcs/dork-orc", CONTINUOUS, box=BOX, printing=ORIGINAL),
    no_board_effect("orcs/dork-orc", INSTEAD_OF_PLAY, box=BOX, printing=POD),
    applied("orcs/gimme", _gimme_original, box=BOX, printing=ORIGINAL),
    applied("orcs/gimme", _gimme_pod, box=BOX, printing=POD, ongoing=True),
    applied(
        "orcs/hammer-slammer",
        B.destroy_minion(may=False, where="everywhere", power_max=2),
        box=BOX,
        printing=ORIGINAL,
    ),
    applied(
        "orcs/hammer-slammer",
        _hammer_slammer_pod,
        talent=_hammer_slammer_talent,
        box=BOX,
        printing=POD,
    ),
    no_board_effect("orcs/stalling", CONTINUOUS, box=BOX, printing=ORIGINAL, ongoing=True),
    applied("orcs/stalling", _stalling_pod, box=BOX, printing=POD),
    no_board_effect("orcs/sword-lord", CONTINUOUS, box=BOX),
    no_board_effect("orcs/too-tough", CONTINUOUS, box=BOX, ongoing=True),
    no_board_effect("orcs/topper-chopper", NO_ABILITY, box=BOX, printing=ORIGINAL),
    no_board_effect("orcs/topper-chopper", SPECIAL, box=BOX, printing=POD),
)


# --- thieves ---------------------------------------------------------------------------------

NOT_OWNED = ("discard cards you do not own", "défausser des cartes qui ne sont pas à vous")


def _backstab_pod(play: Play) -> None:
    # Cards you do not own discarded (choose "count"), then destroy a minion of power 3 plus
    # that count or less (choose "card").
    count = S.hand_count(play, NOT_OWNED)
    if count:
        play.log((f"discard {count} card(s)", f"défaussez {count} carte(s)"))
    B.destroy_minion(may=False, where="everywhere", power_max=3 + count)(play)


def _counters_for_cards(per_card: int, most: int | None, what: Loc) -> Act:
    """Cat Burglar: `per_card` +1 power counters on it for each card of the hand counted
    (choose "count"; original: treasures revealed, POD: up to two cards you do not own
    discarded)."""

    def act(play: Play) -> None:
        found = S.in_play(play)
        if found is None:
            return
        count = S.hand_count(play, what)
        if most is not None and count > most:
            play.cannot(what, M.PLAY_NOT_OPTION(choice=f"count: {count}"))
            return
        if count:
            play.add_counters(*found, per_card * count)

    return act


def _mugging_pod(play: Play) -> None:
    # The other player's hand or deck is off the board; if you looked at their hand and it
    # held no action, an extra action (choose "mode": "no-action").
    play.log(
        (
            "the other player lets you take an action from their hand or their two bottom cards",
            "l'autre joueur vous laisse prendre une Action de sa main ou ses deux cartes du "
            "dessous",
        )
    )
    what = ("say their hand held no action", "dire que sa main ne contenait pas d'Action")
    if _may(play, "no-action", what):
        play.extra_play(ACTION)


POTION_MODES = ("draw", "move", "boost", "stasis", "action")


def _potion_bandolier_pod(play: Play) -> None:
    # One different option per card you do not own discarded (choose "order": the options);
    # "boost" reads "card", "move" reads "cards" and "to". Not given: none ("any number").
    what = ("choose its options", "choisir ses options")
    modes = S.given_ids(play, "order")
    if modes is None:
        chosen = play.decide([{"order": (m,)} for m in POTION_MODES], may=True, what=what)
        modes = chosen["order"] if chosen else ()
    if len(set(modes)) != len(modes) or any(m not in POTION_MODES for m in modes):
        play.cannot(what, M.PLAY_NOT_OPTION(choice=f"order: {list(modes)}"))
        return
    if modes:
        count = len(modes)
        play.log((f"discard {count} card(s)", f"défaussez {count} carte(s)"))
    for mode in modes:
        if mode == "draw":
            play.log(("draw two cards", "piochez deux cartes"))
        elif mode == "stasis":
            play.log(
                (
                    "place two stasis counters on a minion of your hand",
                    "placez deux marqueurs de stase sur une Créature de votre main",
                )
            )
        elif mode == "action":
            play.extra_play(ACTION)
        elif mode == "boost":
            B.boost_minion(3, where="everywhere")(play)
        else:
            _move_own(play)


def _move_own(play: Play) -> None:
    """One of your minions moved to another base (choose "cards": [the minion], "to")."""
    options = [
        {"cards": (c.id,), "to": b.id}
        for src, c in play.minions("everywhere", controller="own", protection="move")
        for b in play.bases
        if b is not src and c.id is not None
    ]
    chosen = play.decide(
        options, may=False, what=("move one of your minions", "déplacer une de vos Créatures")
    )
    if chosen is None:
        return
    found = play.game.find(chosen["cards"][0])
    dst = play.game.base_by_id(chosen["to"])
    if found is not None and dst is not None:
        play.move(found[0], found[1], dst)


def _secret_stash_pod(play: Play) -> None:
    # Talent: with one stored card left, destroy this card to play that card (choose "play").
    found = S.in_play(play)
    if found is not None and play.destroy(*found):
        play.play_extra(
            what=("play the card stored under it", "jouer la carte stockée dessous"),
        )


def _strip_bare(play: Play) -> None:
    # An action in play to your hand (original: a treasure; POD: any action, another player's
    # too): it leaves the board.
    found = play.pick_card(
        play.actions(),
        may=False,
        what=("take an action in play into your hand", "prendre en main une Action en jeu"),
        protection="return",
    )
    if found is not None and play.return_to_hand(*found):
        play.log(("it goes to your hand", "elle va dans votre main"))


register(
    applied(
        "thieves/backstab",
        B.both(
            B.note("discard a treasure card", "défaussez un Trésor"),
            B.destroy_minion(may=False, where="everywhere", power_max=3),
        ),
        box=BOX,
        printing=ORIGINAL,
    ),
    applied("thieves/backstab", _backstab_pod, box=BOX, printing=POD),
    applied(
        "thieves/cat-burglar",
        _counters_for_cards(
            1, None, ("reveal treasure cards from your hand", "révéler des Trésors de votre main")
        ),
        box=BOX,
        printing=ORIGINAL,
    ),
    applied("thieves/cat-burglar", _counters_for_cards(2, 2, NOT_OWNED), box=BOX, printing=POD),
    no_board_effect("thieves/clever-distraction", SPECIAL, box=BOX, printing=ORIGINAL),
    no_board_effect("thieves/clever-distraction", CONTINUOUS, box=BOX, printing=POD, ongoing=True),
    applied("thieves/fence", _vp_for_discard, box=BOX, printing=ORIGINAL),
    no_board_effect("thieves/fence", SPECIAL, box=BOX, printing=POD),
    no_board_effect("thieves/master-thief", HANDS_ONLY, box=BOX),
    not_simulated("thieves/mugging", NO_TRANSFER, box=BOX, printing=ORIGINAL),
    applied("thieves/mugging", _mugging_pod, box=BOX, printing=POD),
    no_board_effect("thieves/pickpocket", HANDS_ONLY, box=BOX),
    applied(
        "thieves/potion-bandolier",
        B.both(
            B.note("discard a treasure card", "défaussez un Trésor"),
            B.boost_minion(3, where="everywhere"),
        ),
        box=BOX,
        printing=ORIGINAL,
    ),
    applied("thieves/potion-bandolier", _potion_bandolier_pod, box=BOX, printing=POD),
    no_board_effect("thieves/secret-stash", AT_SCORING, box=BOX, printing=ORIGINAL, ongoing=True),
    applied("thieves/secret-stash", talent=_secret_stash_pod, box=BOX, printing=POD, ongoing=True),
    applied("thieves/smuggling", _vp_for_discard, box=BOX),
    applied("thieves/strip-bare", _strip_bare, box=BOX),
    no_board_effect("thieves/swipe", HANDS_ONLY, box=BOX),
)


# --- warriors --------------------------------------------------------------------------------


def _berserker(modes: bool) -> Act:
    """Destroy a monster here of power up to this minion's (choose "card") to place a +1 power
    counter on it (POD: or, choose "mode": "action", to play an extra action)."""

    def act(play: Play) -> None:
        me = S.in_play(play)
        if me is None:
            return
        mine = play.power(*me)
        found = play.pick_card(
            [(b, c) for b, c in _monsters(play, "here") if play.power(b, c) <= mine],
            may=False,
            what=(
                "destroy a monster here of power up to this minion's",
                "détruire un Monstre d'ici de Force au plus celle de cette Créature",
            ),
            protection="destroy",
        )
        if found is None or not play.destroy(*found):
            return
        mode = "counter"
        if modes:
            mode = play.pick_mode(
                [
                    ("counter", ("a +1 power counter on it", "un marqueur +1 sur elle")),
                    ("action", ("an extra action", "une Action supplémentaire")),
                ],
                what=("choose what it gives", "choisir ce qu'elle apporte"),
            )
        if mode == "action":
            play.extra_play(ACTION)
        else:
            located = S.in_play(play)
            if located is not None:
                play.add_counters(*located, 1)

    return act


def _big_hero(play: Play) -> None:
    # Talent: destroy a monster here ("mode": "destroy", "card") or play one here ("play").
    mode = play.pick_mode(
        [("destroy", DESTROY_MONSTER_HERE), ("play", PLAY_MONSTER_HERE)],
        what=("choose its Talent's effect", "choisir l'effet de son Talent"),
    )
    if mode == "destroy":
        _destroy_monster(play, "here")
    else:
        _play_monster(play, here=True)


def _campaign(play: Play) -> None:
    for base in play.bases:
        if any(c.type == MONSTER for c in base.cards):
            for located in play.minions(base, controller="own", other=False):
                play.boost(*located, 2)


def _cleave(play: Play) -> None:
    # Destroy a monster; its treasures, got by destroying it, may be played as extra cards.
    found = _destroy_monster(play)
    if found is not None and found[1].treasures:
        play.extra_play(ACTION, found[1].treasures)


def _dungeon_bait(printed: bool) -> Act:
    """Play a monster ("mode": "monster", "play", "to") or destroy a minion with power 2 or
    below ("destroy", "card"; POD: its printed power)."""

    def act(play: Play) -> None:
        mode = play.pick_mode(
            [
                ("monster", PLAY_MONSTER),
                ("destroy", ("destroy a small minion", "détruire une petite Créature")),
            ],
            what=("choose its effect", "choisir son effet"),
        )
        if mode == "monster":
            _play_monster(play, here=False)
            return
        if not printed:
            B.destroy_minion(may=False, where="everywhere", power_max=2)(play)
            return
        found = play.pick_card(
            play.minions("everywhere", ok=lambda b, c: c.power <= 2, protection="destroy"),
            may=False,
            what=(
                "destroy a minion whose printed power is 2 or below",
                "détruire une Créature de Force imprimée 2 ou moins",
            ),
        )
        if found is not None:
            play.destroy(*found)

    return act


def _ruckus(play: Play) -> None:
    # On a base (choose "base"): two monsters played there ("mode": "play": not applied, see
    # MANY_MONSTERS) or every monster there destroyed ("destroy"), no treasure collected.
    found = play.pick_base(
        play.bases, may=False, what=("choose a base", "choisir une Base"), key="base"
    )
    if found is None:
        return
    mode = play.pick_mode(
        [
            ("play", ("play two monsters there", "y jouer deux Monstres")),
            ("destroy", ("destroy every monster there", "y détruire tous les Monstres")),
        ],
        what=("choose its effect", "choisir son effet"),
    )
    if mode == "play":
        play.cannot(("play two monsters there", "y jouer deux Monstres"), MANY_MONSTERS)
        return
    for located in [(b, c) for b, c in _monsters(play) if b is found]:
        play.destroy(*located)
    play.log(
        (
            "no treasure card is collected from those monsters",
            "aucun Trésor de ces Monstres n'est récupéré",
        )
    )


def _war_cry(play: Play) -> None:
    # Destroy a monster to give a minion at its base its power until the end of the turn
    # (choose "order": [the monster, the minion]).
    options = []
    for base, beast in _monsters(play):
        for _, minion in play.minions(base, other=False, affectable=False):
            if beast.id is not None and minion.id is not None and minion is not beast:
                options.append({"order": (beast.id, minion.id)})
    chosen = play.decide(
        options,
        may=False,
        what=(
            "destroy a monster to give a minion at its base its power",
            "détruire un Monstre pour donner sa Force à une Créature de sa Base",
        ),
    )
    if chosen is None:
        return
    beast = play.game.find(chosen["order"][0])
    if beast is None:
        return
    power = play.power(*beast)
    if play.destroy(*beast):
        minion = play.game.find(chosen["order"][1])
        if minion is not None:
            play.boost(*minion, power)


register(
    applied("warriors/berserker", _berserker(False), box=BOX, printing=ORIGINAL),
    applied("warriors/berserker", _berserker(True), box=BOX, printing=POD),
    applied("warriors/big-hero", talent=_big_hero, box=BOX),
    applied("warriors/campaign", _campaign, box=BOX),
    applied("warriors/cleave", _cleave, box=BOX),
    no_board_effect("warriors/dumbbells", CONTINUOUS, box=BOX, ongoing=True),
    applied("warriors/dungeon-bait", _dungeon_bait(False), box=BOX, printing=ORIGINAL),
    applied("warriors/dungeon-bait", _dungeon_bait(True), box=BOX, printing=POD),
    no_board_effect("warriors/eternal-hero", HANDS_ONLY, box=BOX, ongoing=True),
    applied("warriors/ruckus", _ruckus, box=BOX),
    no_board_effect("warriors/shield-of-ubiquity", CONTINUOUS, box=BOX, ongoing=True),
    no_board_effect("warriors/star-player", CONTINUOUS, box=BOX),
    applied("warriors/taunter", lambda play: _play_monster(play, here=True), box=BOX),
    applied("warriors/war-cry", _war_cry, box=BOX),
)
