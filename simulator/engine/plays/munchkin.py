"""Play abilities of Smash Up: Munchkin (issue 28): Dwarves, Elves, Halflings and Mages here,
Clerics in munchkin_clerics.py, Orcs, Thieves and Warriors in munchkin_second_half.py, both
printings (the original cards and the print-on-demand ones,
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
  minion given +3]; War Cry: [the monster destroyed, the minion given its power]; the
  transfers of Gimme! and Reverse Curse: [the action, the minion (or base) it goes to]); Potion
  Bandolier POD reads it as the options taken, each once, among "draw", "move", "boost",
  "stasis", "action" ("boost" reads "card"; "move" reads "cards": [your minion] and "to").
"""

from __future__ import annotations

from collections.abc import Callable

from ..model import ACTION, MINION, MONSTER, Card
from . import blocks as B
from . import shared as S
from .context import Loc, Located, Play
from .core_second_half import _outbreak
from .culture_shock import transfer_action
from .registry import (
    CONTINUOUS,
    HANDS_ONLY,
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
# Mugging's original printing (its transfer is the one Gimme! applies, transfer_onto; not
# applied for that printing yet, which the play coverage counts).
NO_TRANSFER = (
    "its transfer of an action onto one of your minions is not applied for this printing yet: "
    "edit the board instead",
    "son transfert d'une Action sur une de vos Créatures n'est pas encore appliqué pour cette "
    "impression : modifiez le plateau à la place",
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


def not_yours(card) -> Loc:
    """Why an action printed "Play on (one of) your minion(s)" does nothing on this one."""
    owner = card.controller or card.owner
    return (
        f"{card.label()} is {owner}'s minion, not one of yours",
        f"{card.label()} est une Créature de {owner}, pas une des vôtres",
    )


def own_carrier(play: Play, what: Loc, keys: tuple[str, ...] = ()) -> Located | None:
    """The minion this action is on, when the player controls it ("Play on your minion"). On
    another player's minion the card stays played, its effect is skipped with a warning (the
    choose `keys` of the skipped effect are not reported as ignored)."""
    found = S.attached_minion(play)
    if found is not None and found[1].controller != play.player:
        play.read.update(keys)
        play.cannot(what, not_yours(found[1]))
        return None
    return found


def _may(play: Play, mode: str, what: Loc) -> bool:
    """A "may" whose doing the board cannot see (a reveal, a card of a discard pile): choose
    "mode"."""
    return play.decide([{"mode": mode}], may=True, what=what) is not None


def _actions_on_minions(play: Play) -> list[Located]:
    return play.actions(ok=lambda b, c: getattr(c, "attached_to", None) is not None)


def transfer_options(play: Play, actions: list[Located], receivers: list[Located]) -> list[dict]:
    """The transfers of each action on a minion onto another minion (choose "order": [the
    action, the minion receiving it], as Ripped Off's): never onto the minion it is on; an
    action a protection keeps from the player's effects is no option (shared.attach_to would
    leave it where it is)."""
    return [
        {"order": (action.id, minion.id)}
        for base, action in actions
        if action.id is not None and play.refusal(base, action) is None
        for _, minion in receivers
        if minion.id is not None and minion.id != action.attached_to
    ]


def transfer_onto(play: Play, action: Card, minion_id: str, *, control: bool = False) -> None:
    """`action` (as it was when chosen) goes onto the minion `minion_id`: still in play, it is
    moved (shared.attach_to); gone with the minion it was on (destroyed: Gimme!'s clarification
    says it transfers the card even so), it comes back onto that minion (culture_shock's
    transfer_action, as the Frog Princess's). `control`: the player takes control of it."""
    receiving = play.game.find(minion_id)
    if receiving is None:
        return
    transfer_action(play, action, *receiving)
    if control:
        found = play.game.find(action.id) if action.id is not None else None
        if found is not None and found[1].controller != play.player:
            play.take_control(*found)


def _destroy_action(play: Play, candidates: list[Located], what: Loc) -> Located | None:
    found = play.pick_card(candidates, may=False, what=what, protection="destroy")
    if found is not None and play.destroy(*found):
        return found
    return None


def _vp_for_discard(play: Play) -> None:
    """Fence (original), Smuggling: a discard of two cards from hand for 1 VP (choose "mode":
    "discard"; not given: declined)."""
    what = ("discard two cards for 1 VP", "défausser deux cartes pour 1 PV")
    if S.may_discard(play, [{"mode": "discard"}], what, count=2) is not None:
        play.gain_vp(play.player, 1)


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


def _mine(own: bool) -> Act:
    """The treasure found in the treasure deck is played now (choose "play": the action, with
    "attached_to" the minion it goes on). Original: "Play it on one of your minions" (on
    another player's minion: refused with a warning); POD: "play it", on any minion."""
    what = (
        (
            "play a treasure from the treasure deck on one of your minions",
            "jouer un Trésor de la pioche des Trésors sur une de vos Créatures",
        )
        if own
        else (
            "play a treasure from the treasure deck on a minion",
            "jouer un Trésor de la pioche des Trésors sur une Créature",
        )
    )

    def act(play: Play) -> None:
        card = play.given("play")
        target = getattr(card, "attached_to", None)
        found = play.game.find(target) if own and target is not None else None
        if found is not None and found[1].is_minion and found[1].controller != play.player:
            play.read |= {"play", "to"}
            play.cannot(what, not_yours(found[1]))
            return
        play.play_extra(kind=ACTION, what=what)

    return act


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
    applied("dwarves/mine", _mine(own=True), box=BOX, printing=ORIGINAL),
    applied("dwarves/mine", _mine(own=False), box=BOX, printing=POD),
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
    # Talent: the minion it is on moves to another base (choose "to"); "Play on one of your
    # minions": on another player's minion, the Talent does nothing (a warning).
    what = ("move this minion to another base", "déplacer cette Créature vers une autre Base")
    found = own_carrier(play, what, ("to",))
    if found is None:
        return
    base, minion = found
    # A base that refuses the move (Mo'ai's) is no option; named, a warning says why.
    others = [b for b in play.bases if b is not base]
    dst = play.pick_destination([found], others, what=what)
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
    # The same printed text as Wildlife Preserve: its clarification's discard applies alike.
    applied("halflings/sneaksy", S.discard_others_actions_on_yours, box=BOX, ongoing=True),
    no_board_effect("halflings/spoiled-brats", HANDS_ONLY, box=BOX),
    # The same printed effect as Zombies' Outbreak (Core Set): the same act.
    applied("halflings/unexpected-party", _outbreak, box=BOX),
)


# --- mages -----------------------------------------------------------------------------------


def _discard_to_destroy(power_max: int) -> Act:
    """A card discarded from the hand to destroy a minion of power `power_max` or less (no card
    in hand, no destruction): Blaster Master's Talent (2), original Zzzzzap! (3)."""
    what = (
        f"destroy a minion of power {power_max} or less",
        f"détruire une Créature de Force {power_max} ou moins",
    )

    def act(play: Play) -> None:
        if S.hand_refuses(play, what):
            return
        S.discard_from_hand(play)
        B.destroy_minion(may=False, where="everywhere", power_max=power_max)(play)

    return act


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
            S.cards_leave_hand(play, count)
            play.boost(*found, count)

    return act


def _embiggen_carrier(play: Play) -> Located | None:
    # POD: "Play on your minion": on another player's minion its effect is skipped.
    what = (
        "give the minion it is on +1 power per card discarded",
        "donner à la Créature qui la porte +1 en Force par carte défaussée",
    )
    return own_carrier(play, what, ("count",))


def _embiggen_pick(play: Play) -> Located | None:
    return play.pick_card(
        play.minions("everywhere"), may=False, what=("choose a minion", "choisir une Créature")
    )


def _happy_zapper_original(play: Play) -> None:
    # Talent: a card discarded for +2 until the end of the turn to this minion.
    found = S.in_play(play)
    if found is not None and not S.hand_refuses(
        play, ("give this minion +2", "donner +2 à cette Créature")
    ):
        S.discard_from_hand(play)
        play.boost(*found, 2)


def _happy_zapper_pod(play: Play) -> None:
    # Talent: a card discarded to give a minion +3 or -3 (choose "card", "mode": "plus" /
    # "minus") until the start of your next turn: this turn's scorings see it.
    if S.hand_refuses(play, ("give a minion +3 or -3", "donner +3 ou -3 à une Créature")):
        return
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
    S.discard_from_hand(play)
    play.boost(*found, 3 if mode == "plus" else -3, until=S.UNTIL_YOUR_NEXT_TURN)


def _portal_original(play: Play) -> None:
    # Talent: a card discarded to play a monster here (choose "play").
    if S.hand_refuses(play, PLAY_MONSTER_HERE):
        return
    S.discard_from_hand(play)
    _play_monster(play, here=True)


def _portal_pod(play: Play) -> None:
    # Talent: a card discarded to play a monster here ("mode": "play", "play") or move a
    # monster or a minion of yours onto or off this base ("mode": "move", "card", "to").
    if S.hand_refuses(play, ("use its Talent", "utiliser son Talent")):
        return
    mode = play.pick_mode(
        [
            ("play", PLAY_MONSTER_HERE),
            ("move", ("move a monster or one of yours", "déplacer un Monstre ou une des vôtres")),
        ],
        what=("choose its Talent's effect", "choisir l'effet de son Talent"),
    )
    S.discard_from_hand(play)
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
        S.cards_leave_hand(play, count)
        play.extra_play(MINION, count, power_max=3)


def _wand_whiz(play: Play) -> None:
    # May discard a card for an extra minion or action (choose "mode": "minion" / "action").
    chosen = S.may_discard(
        play,
        [{"mode": MINION}, {"mode": ACTION}],
        (
            "discard a card for one more minion or action",
            "défausser une carte pour jouer une Créature ou une Action en plus",
        ),
    )
    if chosen is not None:
        play.extra_play(chosen["mode"])


def _zzzzzap_pod(play: Play) -> None:
    # POD: on the chosen base, destroy a minion of power 3 or less, then, as a separate "may",
    # discard a card for a counter on each of your minions there: the base (choose "base", else
    # the base of the minion destroyed, choose "card"), then the "may" (choose "mode":
    # "discard"), which does not depend on the destruction ("then", not "to").
    choose_base = ("choose a base", "choisir une Base")
    base = None
    if play.given("base") is not None:
        base = play.pick_base(play.bases, may=False, what=choose_base, key="base")
    found = play.pick_card(
        play.minions(base or "everywhere", power_max=3, protection="destroy"),
        may=False,
        what=(
            "destroy a minion with power 3 or below",
            "détruire une Créature de Force 3 ou moins",
        ),
    )
    if found is not None:
        base = base or found[0]
        play.destroy(*found)
    if base is None:
        # Nothing to destroy: the base is still chosen, for the counters.
        base = play.pick_base(play.bases, may=False, what=choose_base, key="base")
        if base is None:
            return
    what = (
        "discard a card to give every minion of yours there a +1 power counter",
        "défausser une carte pour un marqueur +1 sur chacune de vos Créatures là-bas",
    )
    if S.may_discard(play, [{"mode": "discard"}], what) is not None:
        for located in play.minions(base, controller="own", other=False):
            play.add_counters(*located, 1)


register(
    applied("mages/blaster-master", talent=_discard_to_destroy(2), box=BOX, printing=ORIGINAL),
    no_board_effect("mages/blaster-master", HANDS_ONLY, box=BOX, printing=POD),
    applied("mages/charm", _charm, box=BOX),
    applied("mages/embiggen", _embiggen(_embiggen_pick), box=BOX, printing=ORIGINAL),
    applied("mages/embiggen", _embiggen(_embiggen_carrier), box=BOX, printing=POD, ongoing=True),
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
        _discard_to_destroy(3),
        box=BOX,
        printing=ORIGINAL,
    ),
    applied("mages/zzzzzap", _zzzzzap_pod, box=BOX, printing=POD),
)
