"""Play abilities of Pretty Pretty Smash Up (issue 28): Fairies, Kitty Cats, Mythic Horses,
Princesses. Both printings print the same texts: one entry per card covers both.

The `choose` keys these cards read, beyond the usual "card" (one card) and "cards" (several):
- "mode": which part of an "X OR Y" card is used (Titania, Puck, Fairy Ballet, Magic Acorns,
  Playful Tricks, Enchantment, Fairy Godmother; the Talents of Glymmer and Griselda); the mode
  names are listed in each card's options, the first one is assumed when not given;
- "base": the base a card picks first (Invisible Bicycle: where the minions leave;
  Togetherness Power: where its extra minion goes, when it is granted for a later play);
- "to": where minions go (Invisible Bicycle, Adventure Power, Tale as Old as Time, and the moves
  of one minion: True Love's Kiss, Friendship Power, Snow White's Talent); for Ladybug's
  Talent, "card" names the minion the action goes to;
- "play" (and "to"): the card played now (Playful Tricks: Spirit of the Forest; Griselda's
  Talent: an Heirloom from the discard pile, played on the minion its attached_to names;
  Togetherness Power: its extra minion, on a base where the player has a minion; "base" is
  then not read).
A Talent is applied by a "talent" event naming the card in play (Leaf Armor and Ladybug: the
action, whose minion carries the Talent).
"""

from __future__ import annotations

from collections.abc import Callable

from .. import messages as M
from ..model import ACTION, MINION, TITAN
from . import blocks as B
from . import shared as S
from .context import Loc, Located, Play
from .registry import (
    AT_SCORING,
    CONTINUOUS,
    HANDS_ONLY,
    SPECIAL,
    applied,
    no_board_effect,
    register,
)

BOX = "Pretty Pretty Smash Up"
Act = Callable[[Play], None]
Mode = tuple[str, Loc, Act]

# Our own reasons (English, French).
# Used by What Were We Thinking? (Bear Picnic); Eliza, once listed with it, is now checked by
# its card in play (cards/pretty_pretty_smash_up.py).
PLAYS_LIMITED: Loc = (
    "it only limits the other players' plays (how many extra cards, or where), which the engine "
    "does not check: nothing on the board changes when it is played",
    "elle limite seulement les jeux des autres joueurs (combien de cartes en plus, ou où), ce "
    "que le moteur ne vérifie pas : rien ne change sur le plateau quand elle est jouée",
)
TITAN_LATER: Loc = (
    "a titan whose abilities act later (using both halves of an OR ability, escaping a lost "
    "clash of titans): type their effects as events",
    "un Titan dont les capacités agissent plus tard (utiliser les deux moitiés d'une capacité "
    "OU, échapper à un duel de Titans perdu) : saisissez leurs effets comme événements",
)
# --- helpers -------------------------------------------------------------------------------------


# generic: an "X OR Y" card.
def either(what: Loc, *modes: Mode) -> Act:
    """An "X OR Y" card: the player picks one part (choose "mode"; not given: the first)."""

    def act(play: Play) -> None:
        name = play.pick_mode([(n, label) for n, label, _ in modes], what=what)
        for mode_name, _, part in modes:
            if mode_name == name:
                part(play)

    return act


def _extra(kind: str) -> Act:
    return B.extra_play(kind)


def _on_other_minions(play: Play, minion_id: str | None) -> list[Located]:
    """The actions in play on a minion other than `minion_id`."""
    return play.actions(ok=lambda b, c: c.attached_to is not None and c.attached_to != minion_id)


def _until_next_turn(amount: int, *, may: bool, what: Loc, floor: bool = False) -> Act:
    """Another minion gets `amount` power until the start of the player's next turn (Mr.
    Grumpers, Glymmer's Talent; `floor`: not below 0). Until then, this turn's scorings see it."""

    def act(play: Play) -> None:
        found = play.pick_card(
            play.minions("everywhere", affectable=False, only=play.given("card")),
            may=may,
            what=what,
            protection="affect",
        )
        if found is None:
            return
        change = amount
        if floor:
            change = max(amount, -max(play.power(*found), 0))
        play.boost(*found, change, until=S.UNTIL_YOUR_NEXT_TURN)

    return act


def _own_minion(play: Play, what: Loc, protection: str | None = "destroy") -> Located | None:
    """One of the player's minions, this card included (Whiskers may destroy itself)."""
    return play.pick_card(
        play.minions("everywhere", controller="own", other=False, affectable=False),
        may=False,
        what=what,
        protection=protection,
    )


DESTROY_YOURS: Loc = ("destroy one of your minions", "détruire une de vos Créatures")


def _destroy_yours(play: Play) -> None:
    found = _own_minion(play, DESTROY_YOURS)
    if found is not None:
        play.destroy(*found)


def _destroy_an_action(play: Play) -> None:
    # Only an action a protection does not keep from destruction is offered or assumed; one
    # named that a protection keeps (Heirloom, The Folly of Men) is skipped with a warning.
    found = play.pick_card(
        play.actions(),
        may=False,
        what=(
            "destroy an action on a minion or a base",
            "détruire une Action sur une Créature ou une Base",
        ),
        protection="destroy",
    )
    if found is not None:
        play.destroy(*found)


def _take_control(power_max: int) -> Act:
    """Muffin, Cat's Paw, Queen Fluffy's Talent: control of a minion of power `power_max` or
    less for the rest of the turn (mandatory; the other players' minions first in the
    options, taking one's own changes nothing)."""
    what = (
        f"control a minion of power {power_max} or less for the rest of the turn",
        f"prendre le contrôle d'une Créature de Force {power_max} ou moins jusqu'à la fin du tour",
    )

    def act(play: Play) -> None:
        theirs = play.minions("everywhere", controller="others", power_max=power_max)
        mine = play.minions("everywhere", controller="own", power_max=power_max)
        found = play.pick_card(theirs + mine, may=False, what=what)
        if found is not None:
            play.take_control(*found, until_end_of_turn=True)

    return act


# generic: the card a choose.play names must be a given catalog card (used by What Were We
# Thinking? too), and the act playing it now.
def named_card(play: Play, key: str, what: Loc) -> bool:
    """The card in choose.play is the catalog card `key` (Playful Tricks, Griselda)."""
    card = play.given("play")
    if card is not None and card.key != key:
        play.read |= {"play", "to"}
        play.cannot(what, M.PLAY_NOT_OPTION(choice=card.label()))
        return False
    return True


def play_named(key: str, kind: str, what: Loc, *, here: bool = False) -> Act:
    """Play now the card choose.play names, which must be `key` (`here`: on this card's base)."""

    def act(play: Play) -> None:
        if named_card(play, key, what):
            where = [play.here()] if here and play.here() is not None else None
            play.play_extra(kind=kind, what=what, where=where)

    return act


# --- fairies -------------------------------------------------------------------------------------

_titania = either(
    (
        "return another player's minion or play an extra minion",
        "renvoyer une Créature adverse ou jouer une Créature supplémentaire",
    ),
    (
        "return",
        ("return another player's minion", "renvoyer une Créature adverse"),
        B.return_minion(may=False, where="everywhere", controller="others"),
    ),
    ("minion", ("play an extra minion", "jouer une Créature supplémentaire"), _extra(MINION)),
)

_puck = either(
    ("an extra action, or one card drawn", "jouer une Action supplémentaire ou piocher"),
    ("action", ("play an extra action", "jouer une Action supplémentaire"), _extra(ACTION)),
    (
        "draw",
        ("draw a card", "piocher une carte"),
        B.note("draw a card", "piochez une carte"),
    ),
)


def _tinx(play: Play) -> None:
    found = S.in_play(play)
    if found is None:
        return
    base, me = found
    pick = play.pick_card(
        _on_other_minions(play, me.id),
        may=True,
        what=(
            "move an action on another minion onto this one",
            "faire passer sur elle une Action d'une autre Créature",
        ),
    )
    if pick is not None:
        S.attach_to(play, *pick, base, me)


def _ladybug_talent(play: Play) -> None:
    found = S.in_play(play)
    if found is None:
        return
    base, me = found
    pick = play.pick_card(
        play.minions("everywhere", ok=lambda b, c: c.id != me.attached_to),
        may=False,
        what=(
            "move this action onto another minion",
            "faire passer cette Action sur une autre Créature",
        ),
    )
    if pick is not None:
        S.attach_to(play, base, me, *pick)


def _leaf_armor_talent(play: Play) -> None:
    # The Talent is the minion's ("This minion has the ability..."): the minion's controller
    # uses it (talent_of_carrier: the turn checks that player, Fairies clarification: an action
    # keeps its controller).
    found = S.attached_minion(play)
    if found is None:
        return
    base, minion = found
    play.boost(base, minion, 2)


_fairy_ballet = either(
    (
        "draw two cards, or draw one and play an extra action",
        "piocher deux cartes, ou une et jouer une Action supplémentaire",
    ),
    (
        "draw",
        ("draw two cards", "piocher deux cartes"),
        B.note("draw two cards", "piochez deux cartes"),
    ),
    (
        "action",
        ("draw one card plus an extra action", "piocher une carte et jouer une Action en plus"),
        B.both(B.note("draw a card", "piochez une carte"), _extra(ACTION)),
    ),
)

_magic_acorns = either(
    (
        "make the others discard at random, or draw and play an extra action",
        "faire défausser les autres au hasard, ou piocher et jouer une Action supplémentaire",
    ),
    (
        "discard",
        ("the others discard at random", "les autres défaussent au hasard"),
        B.note(
            "every other player discards one random card from their hand",
            "chaque autre joueur défausse une carte de sa main prise au hasard",
        ),
    ),
    (
        "action",
        ("draw one card plus an extra action", "piocher une carte et jouer une Action en plus"),
        B.both(B.note("draw a card", "piochez une carte"), _extra(ACTION)),
    ),
)


def _destroy_two_actions(play: Play) -> None:
    S.destroy_actions(play, 2, ("destroy up to two actions", "détruire jusqu'à deux Actions"))


_SPIRIT = "fairies/spirit-of-the-forest"
_playful_tricks = either(
    (
        "destroy up to two actions or play Spirit of the Forest",
        "détruire jusqu'à deux Actions ou jouer Spirit of the Forest",
    ),
    (
        "destroy",
        ("destroy up to two actions", "détruire jusqu'à deux Actions"),
        _destroy_two_actions,
    ),
    (
        "titan",
        ("play Spirit of the Forest", "jouer Spirit of the Forest"),
        play_named(_SPIRIT, TITAN, ("play Spirit of the Forest", "jouer Spirit of the Forest")),
    ),
)


def _all_here(amount: int) -> Act:
    """Enchantment's Ongoing: every minion on its base has `amount` power while it stays there.
    The engine gives it to the minions here now, for this turn (play.boost, its lines saying
    how long it lasts); the line logged first says what the player types for the minions and
    turns the engine does not reach."""

    def act(play: Play) -> None:
        play.log(
            (
                f"its Ongoing gives every minion here {amount:+d} power as long as this action "
                "stays on this base; the engine gives it to the minions here now, for this turn "
                "(the lines below); type it as a power modifier for a minion played or moved "
                "here later, and on the turns after this one",
                f"son effet permanent donne {amount:+d} en Force à chaque Créature ici tant que "
                "cette Action reste sur cette Base ; le moteur le donne aux Créatures présentes, "
                "pour ce tour (lignes suivantes) ; saisissez-le comme modificateur de Force pour "
                "une Créature jouée ou déplacée ici plus tard, et aux tours suivants",
            )
        )
        label = play.card.label()
        until = (
            f"while {label} stays on this base",
            f"tant que {label} reste sur cette Base",
        )
        for base, card in play.minions("here", other=False):
            before = play.power(base, card)
            if not play.boost(base, card, amount, until=until):
                continue
            # A minion's power never goes below 0 (Conflit de Générations rulebook p. 13): the
            # change is kept with its others (its power is their sum, floored at 0), so one
            # already at 0 keeps 0 power under the -1.
            label = card.id or card.label()
            if amount < 0 and before == 0:
                play.log(
                    (
                        f"{label} was already at 0 power and stays at 0: a minion's power never "
                        f"goes below 0 (the {amount:+d} still lowers any power it gains)",
                        f"{label} avait déjà 0 en Force et reste à 0 : la Force d'une Créature ne "
                        f"descend jamais sous 0 (le {amount:+d} réduit encore toute Force qu'elle "
                        "gagne)",
                    )
                )

    return act


# Enchantment: the mode chosen as it is played; the board does not keep it on the card (the
# card registry cannot apply it), so the minions here now get it for this turn, and the log
# asks for the rest as a modifier.
_enchantment = either(
    (
        "choose +1 or -1 power for all minions here",
        "choisir +1 ou -1 en Force pour toutes les Créatures d'ici",
    ),
    (
        "plus",
        ("+1 power for all minions here", "+1 en Force pour les Créatures d'ici"),
        _all_here(1),
    ),
    (
        "minus",
        ("-1 power for all minions here", "-1 en Force pour les Créatures d'ici"),
        _all_here(-1),
    ),
)


def _self(play: Play, amount: int) -> None:
    found = S.in_play(play)
    if found is not None:
        play.boost(*found, amount, until=S.UNTIL_YOUR_NEXT_TURN)


_glymmer = either(
    (
        "give another minion -4 power or this one +1",
        "donner -4 en Force à une autre Créature ou +1 à celle-ci",
    ),
    (
        "weaken",
        ("another minion gets -4 power", "une autre Créature a -4 en Force"),
        _until_next_turn(
            -4,
            may=False,
            floor=True,
            what=("give another minion -4 power", "donner -4 en Force à une autre Créature"),
        ),
    ),
    (
        "self",
        ("this minion gets +1 power", "cette Créature a +1 en Force"),
        lambda play: _self(play, 1),
    ),
)


# --- kitty cats ----------------------------------------------------------------------------------

_mr_grumpers = _until_next_turn(
    -2, may=True, what=("give a minion -2 power", "donner -2 en Force à une Créature")
)


def _whiskers_talent(play: Play) -> None:
    # The extra action is optional, but claiming it means destroying one of your minions (Bigger
    # Geekier Box clarification): using the Talent is claiming it.
    play.extra_play(ACTION)
    _destroy_yours(play)


def _cat_fight(play: Play) -> None:
    # The minion is chosen, not "destroyed" (the same text as Sacrifice): one a protection keeps
    # from destruction may be chosen; its power is drawn, and only play.destroy fails (with its
    # warning naming the protector).
    found = _own_minion(
        play, ("choose one of your minions", "choisir une de vos Créatures"), protection=None
    )
    if found is None:
        return
    power = max(play.power(*found), 0)
    play.log((f"draw {power} card(s)", f"piochez {power} carte(s)"))
    play.destroy(*found)


def _nine_lives(play: Play) -> None:
    _destroy_yours(play)
    play.extra_play(MINION)


def _invisible_bicycle(play: Play) -> None:
    def small(where) -> list[Located]:
        return play.minions(where, power_max=2, affectable=False)

    src = play.pick_base(
        [b for b in play.bases if small(b)],
        may=False,
        what=("choose the base the minions leave", "choisir la Base que quittent les Créatures"),
        key="base",
    )
    if src is None:
        return
    # The minions first, then their base: one a protection keeps from a move (Entangled...) is
    # no option (named, warned of, the others still go), and a base that refuses the move of
    # one of them (Little Bo Peep's...) is no option (named, warned of).
    movers = play.minions(src, power_max=2, affectable=False)
    what = (
        "move minions of power 2 or less to the other base",
        "déplacer des Créatures de Force 2 ou moins vers l'autre Base",
    )
    moved = play.pick_cards(movers, up_to=len(movers), what=what, protection="move")
    if not moved:
        return
    S.move_together(
        play,
        moved,
        [b for b in play.bases if b is not src],
        what=("choose the base they go to", "choisir la Base où elles vont"),
    )


# --- mythic horses -------------------------------------------------------------------------------


def _seastar(play: Play) -> None:
    here = play.here()
    if here is None or not play.minions(here, controller="own", affectable=False):
        return
    # One Seastar's ability a turn: the first one whose condition held uses it.
    if play.game.flag("seastar", play.player):
        play.extra_play(MINION)
    else:
        play.log(
            (
                "another Seastar's ability was used this turn: no extra minion",
                "la capacité d'une autre Seastar a déjà servi ce tour : pas de Créature en plus",
            )
        )


MOVE_YOURS = ("move your minions to that base", "déplacer vos Créatures vers cette Base")


def _move_yours_to_a_base(every: bool) -> Act:
    """Adventure Power (any number of your minions, "cards") and Tale as Old as Time (all of
    them) move to one base ("to")."""
    what = ("choose a base", "choisir une Base")

    def act(play: Play) -> None:
        if not every:
            # Adventure Power: the minions first, then a base none of them is on (the same
            # moves as the base first): one a protection keeps from a move is no option (named,
            # warned of, the others still go), and a base that refuses the move of one of them
            # (Mo'ai's) is no option (named, warned of).
            candidates = play.minions("everywhere", controller="own", affectable=False)
            mine = play.pick_cards(
                candidates,
                up_to=len(candidates),
                what=("move your minions to a base", "déplacer vos Créatures vers une Base"),
                protection="move",
            )
            if not mine:
                return
            others = [b for b in play.bases if all(b is not m for m, _ in mine)]
            S.move_together(play, mine, others, what=what)
            return

        # Tale as Old as Time: which minions move depends on the base chosen; one whose move
        # there a card or a base refuses (Mo'ai's base) stays, with a warning; one a protection
        # keeps from any move (Entangled...) stays unasked. Not named, the bases offered are
        # those one of them may reach (else any base: nothing moves).
        def movers(dst):
            others = [b for b in play.bases if b is not dst]
            return play.minions(others, controller="own", protection="move")

        bases = play.bases
        if play.given("to") is None:
            reachable = [
                b for b in bases if any(play.move_refused(*m, b) is None for m in movers(b))
            ]
            bases = reachable or bases
        dst = play.pick_base(bases, may=False, what=what)
        if dst is None:
            return
        S.move_each(play, movers(dst), dst)

    return act


def _friendship_power(play: Play) -> None:
    def bases(base, card):
        return [
            b
            for b in play.bases
            if b is not base
            and play.minions(b, controller="own", affectable=False, ok=lambda _, c: c is not card)
        ]

    found = play.pick_card_and_base(
        play.minions("everywhere", controller="own", affectable=False),
        bases,
        may=False,
        what=(
            "move a minion of yours next to another of your minions",
            "déplacer une de vos Créatures vers une Base où vous avez une Créature",
        ),
        protection="move",
    )
    if found is not None:
        play.move(*found)
    play.log(
        (
            "you may put this card into your hand instead of your discard pile",
            "vous pouvez mettre cette carte dans votre main au lieu de votre défausse",
        )
    )


def _armor_power(play: Play) -> None:
    # Only the minions in play now (the card's clarification).
    for base in play.bases:
        mine = play.minions(base, controller="own", affectable=False)
        if len(mine) >= 2:
            for found in play.minions(base, controller="own"):
                play.boost(*found, 2)


def togetherness_power(play: Play) -> None:
    # "Play an extra minion on a base where you have a minion" (Togetherness Power; Luchadors'
    # Tag Team prints the same text): the minion given in choose "play" (with "to") is played
    # now on such a base; otherwise the extra minion is granted on the base picked (choose
    # "base"), which later plays of the turn use.
    bases = [b for b in play.bases if play.minions(b, controller="own", affectable=False)]
    if play.given("play") is not None:
        play.play_extra(
            kind=MINION,
            where=bases,
            what=(
                "play an extra minion on a base already holding one of yours",
                "jouer une Créature supplémentaire sur une Base où vous avez une Créature",
            ),
        )
        return
    base = play.pick_base(
        bases,
        may=False,
        what=(
            "pick the base of the extra minion (one holding a minion of yours)",
            "choisir une Base où vous avez une Créature, pour la Créature supplémentaire",
        ),
        key="base",
    )
    if base is not None:
        play.extra_play(MINION, base=base)


# --- princesses ----------------------------------------------------------------------------------

_HEIRLOOM = "princesses/heirloom"
_griselda = either(
    (
        "take back an Heirloom you discarded, or play one",
        "reprendre une Heirloom de votre défausse ou en jouer une",
    ),
    (
        "draw",
        ("draw an Heirloom from your discard pile", "prendre une Heirloom de votre défausse"),
        B.note(
            "put an Heirloom from your discard pile into your hand",
            "prenez en main une Heirloom de votre défausse",
        ),
    ),
    (
        "play",
        ("play an Heirloom as an extra action", "jouer une Heirloom en Action supplémentaire"),
        play_named(
            _HEIRLOOM,
            ACTION,
            ("play an Heirloom as an extra action", "jouer une Heirloom en Action supplémentaire"),
        ),
    ),
)

_fairy_godmother = either(
    ("draw two cards or give a minion +3 power", "piocher deux cartes ou donner +3 en Force"),
    (
        "draw",
        ("draw two cards", "piocher deux cartes"),
        B.note("draw two cards", "piochez deux cartes"),
    ),
    ("boost", ("a minion gets +3 power", "une Créature a +3 en Force"), B.boost_minion(3)),
)


# --- the registry entries ------------------------------------------------------------------------

_ONGOING = {"box": BOX, "ongoing": True}

register(
    # --- fairies ---
    applied("fairies/titania", _titania, box=BOX),
    applied("fairies/glymmer", talent=_glymmer, box=BOX),
    applied("fairies/puck", _puck, box=BOX),
    applied("fairies/tinx", _tinx, box=BOX),
    no_board_effect("fairies/daisy-chain", CONTINUOUS, **_ONGOING),
    applied("fairies/enchantment", _enchantment, **_ONGOING),
    applied("fairies/fairy-ballet", _fairy_ballet, box=BOX),
    applied("fairies/ladybug", talent=_ladybug_talent, **_ONGOING),
    applied("fairies/leaf-armor", talent=_leaf_armor_talent, talent_of_carrier=True, **_ONGOING),
    applied("fairies/magic-acorns", _magic_acorns, box=BOX),
    no_board_effect("fairies/magic-ward", CONTINUOUS, **_ONGOING),
    applied("fairies/playful-tricks", _playful_tricks, box=BOX),
    no_board_effect("fairies/spirit-of-the-forest", TITAN_LATER, box=BOX),
    # --- kitty cats ---
    applied("kitty-cats/queen-fluffy", talent=_take_control(3), box=BOX),
    applied("kitty-cats/whiskers", talent=_whiskers_talent, box=BOX),
    applied("kitty-cats/muffin", _take_control(3), box=BOX),
    applied("kitty-cats/mr-grumpers", _mr_grumpers, box=BOX),
    no_board_effect("kitty-cats/can-has-cheeseburger", SPECIAL, box=BOX),
    applied("kitty-cats/cat-fight", _cat_fight, box=BOX),
    applied("kitty-cats/cats-paw", _take_control(5), box=BOX),
    no_board_effect("kitty-cats/grumpiness", CONTINUOUS, **_ONGOING),
    no_board_effect("kitty-cats/hang-in-there", CONTINUOUS, **_ONGOING),
    no_board_effect("kitty-cats/hissy-fit", CONTINUOUS, **_ONGOING),
    applied("kitty-cats/invisible-bicycle", _invisible_bicycle, box=BOX),
    applied("kitty-cats/nine-lives", _nine_lives, box=BOX),
    # --- mythic horses ---
    no_board_effect("mythic-horses/starlyte", CONTINUOUS, box=BOX),
    no_board_effect("mythic-horses/rainbow", HANDS_ONLY, box=BOX),
    applied("mythic-horses/seastar", _seastar, box=BOX),
    no_board_effect("mythic-horses/pinkie", CONTINUOUS, box=BOX),
    applied("mythic-horses/adventure-power", _move_yours_to_a_base(False), box=BOX),
    no_board_effect("mythic-horses/encouragement-power", CONTINUOUS, **_ONGOING),
    applied("mythic-horses/freedom-power", _destroy_an_action, box=BOX),
    applied("mythic-horses/friendship-power", _friendship_power, box=BOX),
    no_board_effect("mythic-horses/sharing-power", HANDS_ONLY, **_ONGOING),
    applied("mythic-horses/super-future-space-armor-power", _armor_power, box=BOX),
    no_board_effect("mythic-horses/teaching-power", SPECIAL, box=BOX),
    applied("mythic-horses/togetherness-power", togetherness_power, box=BOX),
    # --- princesses ---
    applied(
        "princesses/apricot",
        talent=B.destroy_minion(may=False, where="here", controller="others", power_max=2),
        box=BOX,
    ),
    no_board_effect("princesses/eliza", CONTINUOUS, box=BOX),
    applied("princesses/griselda", talent=_griselda, box=BOX),
    no_board_effect("princesses/marie-degraw", HANDS_ONLY, box=BOX),
    no_board_effect("princesses/sleeping-beauty", HANDS_ONLY, box=BOX),
    applied(
        "princesses/snow-white",
        talent=B.move_minion(may=False, where="elsewhere", to="here"),
        box=BOX,
    ),
    no_board_effect("princesses/direct-to-dvd-sequel", HANDS_ONLY, box=BOX),
    applied("princesses/fairy-godmother", _fairy_godmother, box=BOX),
    no_board_effect("princesses/happily-ever-after", AT_SCORING, **_ONGOING),
    no_board_effect("princesses/heirloom", CONTINUOUS, **_ONGOING),
    applied(
        "princesses/skillet",
        B.both(
            B.destroy_minion(may=False, where="everywhere", power_max=2),
            B.note("draw a card", "piochez une carte"),
        ),
        box=BOX,
    ),
    no_board_effect("princesses/some-day-my-prince-will-come", SPECIAL, box=BOX),
    applied("princesses/tale-as-old-as-time", _move_yours_to_a_base(True), box=BOX),
    applied(
        "princesses/true-loves-kiss",
        B.move_minion(may=False, where="everywhere", to="any"),
        box=BOX,
    ),
    no_board_effect("princesses/woodland-helpers", HANDS_ONLY, **_ONGOING),
)
