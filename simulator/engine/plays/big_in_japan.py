"""Play abilities of Big in Japan (issue 28): Itty Critters, Kaiju, Magical Girls, Mega Troopers,
both printings (the original cards and the print-on-demand ones, "pod").

The `choose` keys these cards read, beyond the usual "card" (one card), "cards" (several
cards) and "to" (a base):
- "play" (and "to"): the extra card played now: a minion searched from the deck or the discard
  pile (Critter Coach, I Select You!, Recall Critter, Evolution, Plan for More!, Critter
  Champion's Talent), or the titan a card plays (Gorgodzolla, Megabot, Walking Castle, Rainboroc
  for Evolution);
- "mode": Purge the Demon ("action": destroy the action "card"; "counters": remove every +1
  power counter of "card"), Coordination ("minion": an extra minion later; "titan": Walking
  Castle played now from "play"), Form Megabot! POD ("titan": play Megabot from "play";
  "minions": move the minions "cards" to Megabot's base).
"Play or move <titan> here": the titan given in "play" is played; without it, the player's
titan of that name in play is moved here.
Searching a deck, drawing and shuffling are done by hand: the log says so.
"""

from __future__ import annotations

from collections.abc import Callable

from .. import messages as M
from ..cards.big_in_japan import BROUGHT
from ..model import ACTION, MINION, TITAN
from . import blocks as B
from . import shared as S
from .context import Loc, Located, Play
from .marvel import replace_from_deck
from .monster_smash import _chew_toy
from .munchkin import traveling_elf  # the same printed texts
from .munchkin_clerics import remove_curse  # the same printed text
from .registry import (
    AT_SCORING,
    CONTINUOUS,
    HANDS_ONLY,
    SPECIAL,
    applied,
    no_board_effect,
    register,
)

BOX = "Big in Japan"
ORIGINAL = "original"
POD = "pod"

Act = Callable[[Play], None]

BOTTOM_AT_END = (
    "if you still control the extra minion at the end of the turn, it goes to the bottom of "
    "your deck: type that as a place-in-deck event then",
    "si vous contrôlez encore la Créature supplémentaire à la fin du tour, elle va sous votre "
    "pioche : saisissez-le alors comme événement",
)
AROUND_SCORING = (
    "it stays on its base and acts around that base's scoring: its draws are by hand, and the "
    "extra minion its winner plays on the next base is typed as a play event then",
    "elle reste sur sa Base et agit autour de sa Conquête : ses pioches se font à la main, et la "
    "Créature supplémentaire que son Vainqueur joue sur la Base suivante se saisit alors comme "
    "événement play",
)
SHUFFLE_DECK = (
    "reveal the card found, then shuffle your deck (by hand)",
    "révélez la carte trouvée, puis mélangez votre pioche (à la main)",
)


# --- this box's helpers ----------------------------------------------------------------------


# generic: play the extra card of choose "play" on a base the effect names (not one the player
# picks): "to" may be left out, and must name that base when given.
def play_at(
    play: Play, dst, *, kind: str | None = None, power_max: int | None = None, what: Loc
) -> bool:
    if dst is None:
        play.cannot(what, M.PLAY_NO_TARGET())
        return False
    if play.choose and "play" in play.choose and "to" not in play.choose:
        play.choose = {**play.choose, "to": dst.id}
    return play.play_extra(kind=kind, where=[dst], power_max=power_max, what=what)


def _count_own_here(play: Play, base) -> int:
    """The number of the player's minions on `base` (the played minion included)."""
    return len(play.minions(base, controller="own", other=False, affectable=False))


def _titans(play: Play, key: str | None = None, *, own: bool = True) -> list[Located]:
    return [
        (b, c)
        for b in play.bases
        for c in b.cards
        if c.type == TITAN
        and (key is None or c.key == key)
        and (not own or c.controller == play.player)
        and c.id is not None
    ]


def _titan_to(play: Play, key: str, dst, name: str) -> None:
    """Play the titan `key` (choose "play") on `dst`, else move the player's one in play to
    `dst` (Tiny Priestesses, Oh No!, Red Trooper, Form Megabot!). Its clarification: no +1
    power counter comes with it (Gorgodzolla's hook does not count the card that brought it)."""
    what = (f"bring {name} to a base (played or moved)", f"jouer ou déplacer {name} vers une Base")
    given = play.given("play")
    if given is not None:
        if given.key != key:
            play.read.add("play")
            play.cannot(what, M.PLAY_NOT_OPTION(choice=given.label()))
            return
        if play_at(play, dst, kind=TITAN, what=what) and play.played_extra is not None:
            play.game.flag(BROUGHT, play.card.uid, play.played_extra.uid)
        return
    mine = _titans(play, key)
    if mine:
        base, titan = mine[0]
        if base is not dst and dst is not None and play.move(base, titan, dst):
            play.game.flag(BROUGHT, play.card.uid, titan.uid)
        return
    if play.play_extra(kind=TITAN, what=what) and play.played_extra is not None:
        play.game.flag(BROUGHT, play.card.uid, play.played_extra.uid)


def _titan_here(key: str, name: str) -> Act:
    def act(play: Play) -> None:
        _titan_to(play, key, play.here(), name)

    return act


def _extra_from_deck(power_max: int, *, here: bool, back: bool, where_from: str = "deck") -> Act:
    """An extra minion of printed power `power_max` or less played now from the deck or the
    discard pile (choose "play", "to"); `back`: it goes to the bottom of the deck at the end
    of the turn if still controlled (logged: the end of the turn is typed)."""
    source = {"deck": ("the deck", "la pioche"), "discard": ("the discard pile", "la défausse")}
    what = (
        f"play an extra minion of power {power_max} or less from {source[where_from][0]}",
        f"jouer une Créature supplémentaire de Force {power_max} ou moins depuis "
        f"{source[where_from][1]}",
    )

    def act(play: Play) -> None:
        S.from_elsewhere(play)
        if here:
            done = play_at(play, play.here(), kind=MINION, power_max=power_max, what=what)
        else:
            done = play.play_extra(kind=MINION, power_max=power_max, what=what)
        if done:
            if where_from == "deck":
                play.log(SHUFFLE_DECK)
            if back:
                play.log(BOTTOM_AT_END)

    return act


def _destroy_action(*, titans: bool = False) -> Act:
    """Destroy an action on a minion or a base (POD Lightning Crystal: or a titan)."""
    what = (
        ("destroy an action or a titan", "détruire une Action ou un Titan")
        if titans
        else (
            "destroy an action on a minion or a base",
            "détruire une Action sur une Créature ou une Base",
        )
    )

    def act(play: Play) -> None:
        # Only a card no protection keeps from destruction is offered or assumed; one named that
        # a protection keeps (Heirloom, The Folly of Men, Walking Castle) gets a warning.
        candidates = play.actions()
        if titans:
            candidates += _titans(play, own=False)
        found = play.pick_card(candidates, may=False, what=what, protection="destroy")
        if found is not None:
            play.destroy(*found)

    return act


# --- itty critters -----------------------------------------------------------------------------


def _critter_cube(play: Play) -> None:
    # Any player's minion of power 3 or less goes into the player's deck (shuffled by hand).
    found = play.pick_card(
        play.minions("everywhere", power_max=3),
        may=False,
        what=(
            "put a minion (power 3 or less, anyone's) into your deck",
            "mélanger une Créature de Force 3 ou moins dans votre pioche",
        ),
    )
    if found is not None:
        # Shuffled into the player's own deck, whoever owns it (its clarification: the player
        # draws it and controls it).
        play.place_in_deck(*found, where="shuffled", deck_of=play.player)


def _not_destroyed(card) -> Loc:
    return (
        f"{card.label()} was not destroyed",
        f"{card.label()} n'a pas été détruite",
    )


def _evolution(play: Play) -> None:
    # Destroy one of your minions, then play there Rainboroc (a titan) or a minion from the deck
    # of up to one more power (choose "play"; the play happens only once it is destroyed).
    found = play.pick_card(
        play.minions("everywhere", controller="own", protection="destroy"),
        may=False,
        what=("destroy one of your minions", "détruire une de vos Créatures"),
    )
    if found is None:
        return
    base, mine = found
    power = play.power(base, mine)
    what = (
        f"play Rainboroc or a minion of power {power + 1} or less there",
        f"jouer là Rainboroc ou une Créature de Force {power + 1} ou moins",
    )
    if not play.destroy(base, mine):
        # "Destroy it to either play...": a minion saved from destruction (Grave Situation
        # returns it to the hand) plays nothing; the warning says why.
        play.read |= {"play", "to", "then"}
        play.cannot(what, _not_destroyed(mine))
        return
    S.from_elsewhere(play)
    given = play.given("play")
    if given is not None and given.type == TITAN:
        if given.key != "itty-critters/rainboroc":
            play.read.add("play")
            play.cannot(what, M.PLAY_NOT_OPTION(choice=given.label()))
            return
        play_at(play, base, kind=TITAN, what=what)
        return
    if play_at(play, base, kind=MINION, power_max=power + 1, what=what):
        play.log(SHUFFLE_DECK)


def _rainboroc_talent(play: Play) -> None:
    # The shuffle is done by hand; "if you do" it may move to another base (choose "to").
    play.log(
        (
            "a small discarded minion (power 2 or less) goes back into your deck, shuffled",
            "mélangez dans votre pioche une Créature de Force 2 ou moins de votre défausse",
        )
    )
    found = S.in_play(play)
    if found is None:
        return
    dst = play.pick_base(
        [b for b in play.bases if b is not found[0]],
        may=True,
        what=("move Rainboroc to another base", "déplacer Rainboroc vers une autre Base"),
    )
    if dst is not None:
        play.move(found[0], found[1], dst)


# --- kaiju -------------------------------------------------------------------------------------


def _johnny(play: Play) -> None:
    # One of your actions on a base goes back to your hand and is played here at once.
    found = play.pick_card(
        play.actions(ok=lambda b, c: c.attached_to is None and c.controller == play.player),
        may=True,
        what=(
            "take back one of your base actions and replay it here",
            "reprendre en main une de vos Actions sur une Base et la jouer ici",
        ),
    )
    if found is None:
        return
    base, action = found
    if play.return_to_hand(base, action):
        S.replay(play, action.id, action.owner, play.here())


def _breakpoints_down(amount: int) -> Act:
    def act(play: Play) -> None:
        for base in list(play.bases):
            play.breakpoint(base, -amount)

    return act


def _breakpoint_here(amount: int) -> Act:
    def act(play: Play) -> None:
        here = play.here()
        if here is not None:
            play.breakpoint(here, -amount)

    return act


def _radioactive_breath(play: Play) -> None:
    candidates = play.minions("here", power_max=2, protection="destroy")
    what = (
        "destroy as many minions here of power 2 or less as you like",
        "détruire autant de Créatures de Force 2 ou moins d'ici que voulu",
    )
    for found in play.pick_cards(candidates, up_to=len(candidates), what=what):
        play.destroy(*found)


def _wade_through(play: Play) -> None:
    # The other players' actions on this base (those on minions do not count: clarification).
    # One effect: the protections are read for all of them before any is destroyed (The Folly
    # of Men destroyed with them still protects the others), whatever their order on the table.
    here = play.here()
    if here is None:
        return
    free = []
    for base, action in play.actions(
        here, ok=lambda b, c: c.attached_to is None and c.controller != play.player
    ):
        reason = play.refusal(base, action, "destroy")
        if reason:
            play.game.log(
                M.NOT_DESTROYED, base.id, card=action.label(), why=play.why, reason=reason
            )
        else:
            free.append((base, action))
    for found in free:
        play.destroy(*found)


def _there_goes_tokyo(play: Play) -> None:
    # Gorgodzolla moves to another base, then its base is destroyed: it leaves play with its
    # cards (those that cannot be destroyed too: clarification) and the base deck's top base
    # replaces it. A board without a base deck cannot say which base comes: the base stays,
    # and a warning asks for a replace_base event.
    what = ("move Gorgodzolla to another base", "déplacer Gorgodzolla vers une autre Base")
    titans = _titans(play, "kaiju/gorgodzolla", own=False)
    if not titans:
        play.cannot(
            what,
            ("Gorgodzolla is not in play", "Gorgodzolla n'est pas en jeu"),
        )
        return
    base, titan = titans[0]
    dst = play.pick_base([b for b in play.bases if b is not base], may=False, what=what)
    if dst is not None:
        play.move(base, titan, dst)
    if not play.game.deck:
        play.cannot(
            (
                f"destroy {base.id} and replace it",
                f"détruire {base.id} et la remplacer",
            ),
            (
                "the board gives no base deck: type the new base as a replace_base event "
                "(its cards do not stay)",
                "le plateau ne donne pas de pioche des Bases : saisissez la nouvelle Base comme "
                "événement replace_base (ses cartes ne restent pas)",
            ),
            unsimulated=True,
        )
        return
    replace_from_deck(play, base, keep_cards=False)


def _move_a_titan(play: Play) -> None:
    # Any player's titan (clarification).
    found = play.pick_card_and_base(
        _titans(play, own=False),
        lambda base, card: [b for b in play.bases if b is not base],
        may=False,
        what=("move a titan to another base", "déplacer un Titan vers une autre Base"),
    )
    if found is not None:
        play.move(*found)


# --- magical girls -----------------------------------------------------------------------------


def _bewitching_gal(play: Play) -> None:
    # Counted once (clarification).
    found = S.in_play(play)
    if found is not None:
        play.breakpoint(found[0], -_count_own_here(play, found[0]))


def _sakura_warrior(play: Play) -> None:
    found = S.in_play(play)
    if found is None:
        return
    amount = _count_own_here(play, found[0])
    target = play.pick_card(
        play.minions(found[0], other=False, affectable=False, only=play.given("card")),
        may=False,
        what=(
            f"give a minion here -{amount} power",
            f"donner -{amount} en Force à une Créature d'ici",
        ),
        protection="affect",
    )
    if target is not None:
        # Until the start of its player's next turn (its line says so): this turn's scorings
        # see it.
        play.boost(*target, -amount, until=S.UNTIL_YOUR_NEXT_TURN)


def _technomagical_lass(play: Play) -> None:
    found = S.in_play(play)
    if found is None:
        return
    B.destroy_minion(
        may=False, where="here", controller="others", power_max=_count_own_here(play, found[0])
    )(play)


def _power_maid(play: Play) -> None:
    found = S.in_play(play)
    if found is None:
        return
    here = found[0]
    most = _count_own_here(play, here)

    def bases(base, card):
        return [b for b in play.bases if b is not base] if base is here else [here]

    pick = play.pick_card_and_base(
        play.minions("everywhere", power_max=most, affectable=False),
        bases,
        may=False,
        what=(
            f"move a minion of power {most} or less to or from here",
            f"déplacer une Créature de Force {most} ou moins vers ici ou d'ici",
        ),
        protection="move",
    )
    if pick is not None:
        play.move(*pick)


def _walking_castle(play: Play) -> None:
    # The titan and up to three of the player's minions with it go to another base.
    found = S.in_play(play)
    if found is None:
        return
    base, castle = found
    dst = play.pick_base(
        [b for b in play.bases if b is not base],
        may=False,
        what=("move Walking Castle to another base", "déplacer Walking Castle vers une autre Base"),
    )
    if dst is None:
        return
    # (The titan's own move no card refuses: Mo'ai, Hideout... refuse minions.) A minion whose
    # move there a card or a base refuses (Too Tough, Entangled, Mo'ai's base) is no option;
    # named, it is warned of and the others go.
    taking = ("take up to three of your minions along", "emmener jusqu'à trois de vos Créatures")
    mine = play.minions(base, controller="own", affectable=False)
    along = play.pick_cards(mine, up_to=3, what=taking, protection="move", to=dst)
    play.move(base, castle, dst)
    S.move_each(play, along, dst, acted=True)


def _coordination(play: Play) -> None:
    mode = play.pick_mode(
        [
            ("minion", ("an extra minion", "une Créature supplémentaire")),
            ("titan", ("Walking Castle", "Walking Castle")),
        ],
        what=("choose an extra minion or Walking Castle", "choisir une Créature ou Walking Castle"),
    )
    if mode == "minion":
        play.extra_play(MINION)
        return
    given = play.given("play")
    what = ("play Walking Castle", "jouer Walking Castle")
    if given is not None and given.key != "magical-girls/walking-castle":
        play.read.add("play")
        play.cannot(what, M.PLAY_NOT_OPTION(choice=given.label()))
        return
    play.play_extra(kind=TITAN, what=what)


def _coronet_attack(play: Play) -> None:
    def weak_enough(base, card) -> bool:
        return play.power(base, card) <= _count_own_here(play, base)

    what = (
        "destroy another player's minion of power up to your minion count at its base",
        "détruire une Créature adverse de Force au plus votre nombre de Créatures sur sa Base",
    )
    found = play.pick_card(
        play.minions("everywhere", controller="others", ok=weak_enough, protection="destroy"),
        may=False,
        what=what,
    )
    if found is not None:
        play.destroy(*found)


def rainbow_girl(play: Play) -> None:
    """Rainbow Girl (also a World Champ): +1 power this turn for each other minion of the
    player here; only those here now (clarification)."""
    for found in play.minions("here", controller="own"):
        play.boost(*found, 1)


def _purge_the_demon(play: Play) -> None:
    mode = play.pick_mode(
        [
            ("action", ("destroy an action on a card", "détruire une Action sur une carte")),
            ("counters", ("remove a card's counters", "retirer les marqueurs d'une carte")),
        ],
        what=("choose what to purge", "choisir quoi purger"),
    )
    if mode == "action":
        found = play.pick_card(
            play.actions(),
            may=False,
            what=("destroy an action", "détruire une Action"),
            protection="destroy",
        )
        if found is not None:
            play.destroy(*found)
        return
    with_counters = [
        (b, c)
        for b in play.bases
        for c in b.cards
        if c.counters and c.id is not None and c.uid != play.card.uid
    ]
    found = play.pick_card(
        with_counters,
        may=False,
        what=("remove every +1 power counter of a card", "retirer tous les marqueurs d'une carte"),
    )
    if found is not None:
        play.add_counters(*found, -found[1].counters)


# --- mega troopers -----------------------------------------------------------------------------


def _blitzing_pod(play: Play) -> None:
    bases = [b for b in play.bases if _titans_at(play, b)]
    found = play.pick_card(
        play.minions(bases, power_max=4, protection="destroy"),
        may=False,
        what=(
            "destroy a minion (power 4 or less) where your titan is",
            "détruire une Créature de Force 4 ou moins sur une Base avec votre Titan",
        ),
    )
    if found is not None:
        play.destroy(*found)


def _titans_at(play: Play, base) -> bool:
    return any(c.type == TITAN and c.controller == play.player for c in base.cards)


def _form_megabot_original(play: Play) -> None:
    # Megabot, played or moved, goes where the player has two minions or more (choose "to").
    ok = [b for b in play.bases if len(play.minions(b, controller="own", affectable=False)) >= 2]
    dst = play.pick_base(
        ok,
        may=False,
        what=(
            "choose a base where you have two minions or more",
            "choisir une Base où vous avez au moins deux Créatures",
        ),
    )
    if dst is not None:
        _titan_to(play, "mega-troopers/megabot", dst, "Megabot")


def _form_megabot_pod(play: Play) -> None:
    mode = play.pick_mode(
        [
            ("titan", ("play Megabot", "jouer Megabot")),
            ("minions", ("gather at Megabot", "se rassembler autour de Megabot")),
        ],
        what=("play Megabot or gather at it", "jouer Megabot ou s'y rassembler"),
    )
    if mode == "titan":
        what = ("play Megabot", "jouer Megabot")
        given = play.given("play")
        if given is not None and given.key != "mega-troopers/megabot":
            play.read |= {"play", "to"}
            play.cannot(what, M.PLAY_NOT_OPTION(choice=given.label()))
            return
        play.play_extra(kind=TITAN, what=what)
        return
    megabot = _titans(play, "mega-troopers/megabot")
    what = (
        "bring as many of your minions as you like to Megabot",
        "déplacer autant de vos Créatures que voulu vers la Base de Megabot",
    )
    if not megabot:
        play.cannot(what, ("Megabot is not in play", "Megabot n'est pas en jeu"))
        return
    there = megabot[0][0]
    candidates = [
        (b, c) for b, c in play.minions("everywhere", controller="own", protection="move")
    ]
    candidates = [(b, c) for b, c in candidates if b is not there]
    for b, card in play.pick_cards(candidates, up_to=len(candidates), what=what):
        play.move(b, card, there)


def _red_trooper_pod(play: Play) -> None:
    # Play Megabot on another base than Red Trooper's (choose "play", "to"), or move it.
    found = S.in_play(play)
    here = found[0] if found is not None else None
    what = (
        "play Megabot on another base or move it",
        "jouer Megabot sur une autre Base ou le déplacer",
    )
    given = play.given("play")
    if given is not None:
        if given.key != "mega-troopers/megabot":
            play.read.add("play")
            play.cannot(what, M.PLAY_NOT_OPTION(choice=given.label()))
            return
        play.play_extra(kind=TITAN, where=[b for b in play.bases if b is not here], what=what)
        return
    found = play.pick_card_and_base(
        _titans(play, "mega-troopers/megabot"),
        lambda base, card: [b for b in play.bases if b is not base],
        may=False,
        what=what,
    )
    if found is not None:
        play.move(*found)


def _mega_attack(play: Play) -> None:
    def weaker(base, card) -> bool:
        mine = sum(
            play.power(base, c)
            for _, c in play.minions(base, controller="own", other=False, affectable=False)
        )
        return play.power(base, card) < mine

    found = play.pick_card(
        play.minions("everywhere", ok=weaker, protection="destroy"),
        may=False,
        what=(
            "destroy a minion weaker than your minions' combined power on its base",
            "détruire une Créature plus faible que la Force totale de vos Créatures sur sa Base",
        ),
    )
    if found is not None:
        play.destroy(*found)


def _plan_for_more(play: Play) -> None:
    play.log(
        (
            "your deck's three top cards: drawing and putting back are done by hand",
            "regardez les trois cartes du dessus de votre pioche ; les cartes piochées et "
            "remises se font à la main",
        )
    )
    play.play_extra(
        kind=MINION,
        what=(
            "play one of those minions as an extra minion",
            "jouer une de ces Créatures comme Créature supplémentaire",
        ),
    )


# --- the registry entries ----------------------------------------------------------------------

_OWN = {"where": "everywhere", "controller": "own"}

register(
    # --- itty critters ---
    applied("itty-critters/calicoin", B.counters_on_minion(1, may=True, where="here"), box=BOX),
    applied("itty-critters/coach-combat", _chew_toy, box=BOX),
    applied(
        "itty-critters/critter-champion",
        talent=_extra_from_deck(2, here=True, back=True),
        box=BOX,
    ),
    applied("itty-critters/critter-coach", _extra_from_deck(2, here=True, back=True), box=BOX),
    applied("itty-critters/critter-cube", _critter_cube, box=BOX),
    applied("itty-critters/evolution", _evolution, box=BOX),
    no_board_effect(
        "itty-critters/flooffairy", HANDS_ONLY, box=BOX, aliases=("itty-critters/floofairy",)
    ),
    no_board_effect("itty-critters/gotta-get-em-all", HANDS_ONLY, box=BOX),
    applied("itty-critters/i-select-you", _extra_from_deck(3, here=False, back=True), box=BOX),
    no_board_effect("itty-critters/ittypedia", CONTINUOUS, box=BOX, ongoing=True),
    applied("itty-critters/krakatoad", B.boost_minion(2, may=True, where="here"), box=BOX),
    no_board_effect("itty-critters/leafaroo", HANDS_ONLY, box=BOX),
    applied("itty-critters/rainboroc", talent=_rainboroc_talent, box=BOX),
    applied(
        "itty-critters/recall-critter",
        _extra_from_deck(2, here=False, back=True, where_from="discard"),
        box=BOX,
    ),
    applied(
        "itty-critters/shellshock",
        B.destroy_minion(may=True, where="here", power_max=2),
        box=BOX,
    ),
    applied("itty-critters/super-effective", _destroy_action(), box=BOX),
    applied("itty-critters/tadpour", B.move_minion(may=True, where="here", to="away"), box=BOX),
    # --- kaiju ---
    no_board_effect("kaiju/gorgodzolla", CONTINUOUS, box=BOX),
    applied("kaiju/johnny", _johnny, box=BOX),
    no_board_effect("kaiju/kaijookey", CONTINUOUS, box=BOX),
    applied("kaiju/kaiju-alliance", _breakpoints_down(4), box=BOX),
    applied("kaiju/kaiju-conflict", B.extra_play(ACTION, 2), box=BOX),
    applied(
        "kaiju/oh-no",
        _titan_here("kaiju/gorgodzolla", "Gorgodzolla"),
        box=BOX,
        ongoing=True,
    ),
    no_board_effect("kaiju/pick-up-a-bus", HANDS_ONLY, box=BOX),
    applied("kaiju/radioactive-breath", _radioactive_breath, box=BOX, ongoing=True),
    applied("kaiju/stomp", _breakpoint_here(3), box=BOX, ongoing=True),
    applied(
        "kaiju/tail-smash",
        B.destroy_minion(may=False, where="here", controller="others", power_max=3),
        box=BOX,
        ongoing=True,
    ),
    no_board_effect("kaiju/the-folly-of-men", CONTINUOUS, box=BOX, ongoing=True),
    applied("kaiju/there-goes-tokyo", _there_goes_tokyo, box=BOX),
    applied("kaiju/they-say-hes-got-to-go", _move_a_titan, box=BOX),
    applied("kaiju/tiny-priestesses", _titan_here("kaiju/gorgodzolla", "Gorgodzolla"), box=BOX),
    applied("kaiju/wade-through-the-buildings", _wade_through, box=BOX, ongoing=True),
    # --- magical girls ---
    applied("magical-girls/bewitching-gal", talent=_bewitching_gal, box=BOX),
    no_board_effect("magical-girls/black-magicat", HANDS_ONLY, box=BOX),
    applied("magical-girls/celestial-teleport", talent=traveling_elf, box=BOX, ongoing=True),
    applied("magical-girls/coordination", _coordination, box=BOX),
    applied("magical-girls/coronet-attack", _coronet_attack, box=BOX),
    no_board_effect("magical-girls/fancy-suit-lad", CONTINUOUS, box=BOX),
    applied(
        "magical-girls/kiss-the-sky-spell",
        B.both(
            B.note(
                "take a discarded minion back into your hand",
                "prenez en main une Créature de votre défausse",
            ),
            B.extra_play(ACTION),
        ),
        box=BOX,
    ),
    no_board_effect("magical-girls/lunar-captain", HANDS_ONLY, box=BOX),
    no_board_effect("magical-girls/lunar-healing-love-spell", HANDS_ONLY, box=BOX),
    no_board_effect("magical-girls/magical-staff", CONTINUOUS, box=BOX, ongoing=True),
    applied("magical-girls/power-maid", talent=_power_maid, box=BOX),
    applied("magical-girls/purge-the-demon", _purge_the_demon, box=BOX),
    applied("magical-girls/rainbow-girl", rainbow_girl, box=BOX),
    applied("magical-girls/sakura-warrior", talent=_sakura_warrior, box=BOX),
    no_board_effect("magical-girls/silver-shard", HANDS_ONLY, box=BOX),
    applied("magical-girls/technomagical-lass", talent=_technomagical_lass, box=BOX),
    applied("magical-girls/walking-castle", talent=_walking_castle, box=BOX),
    no_board_effect("magical-girls/white-magicat", HANDS_ONLY, box=BOX),
    # --- mega troopers ---
    no_board_effect("mega-troopers/beta-6", AT_SCORING, box=BOX),
    no_board_effect("mega-troopers/black-trooper", CONTINUOUS, box=BOX),
    no_board_effect("mega-troopers/blitzing-sword-attack", SPECIAL, box=BOX, printing=ORIGINAL),
    applied("mega-troopers/blitzing-sword-attack", _blitzing_pod, box=BOX, printing=POD),
    no_board_effect("mega-troopers/blue-trooper", AT_SCORING, box=BOX),
    applied("mega-troopers/form-megabot", _form_megabot_original, box=BOX, printing=ORIGINAL),
    applied("mega-troopers/form-megabot", _form_megabot_pod, box=BOX, printing=POD),
    no_board_effect("mega-troopers/green-trooper", SPECIAL, box=BOX),
    applied(
        "mega-troopers/its-blitzin-time",
        B.boost_minion(3, **_OWN),
        box=BOX,
        printing=ORIGINAL,
    ),
    applied("mega-troopers/its-blitzin-time", B.boost_minion(4, **_OWN), box=BOX, printing=POD),
    applied("mega-troopers/lightning-crystal", remove_curse, box=BOX, printing=ORIGINAL),
    applied("mega-troopers/lightning-crystal", _destroy_action(titans=True), box=BOX, printing=POD),
    no_board_effect("mega-troopers/lightning-rescue", SPECIAL, box=BOX),
    applied("mega-troopers/mega-attack", _mega_attack, box=BOX),
    no_board_effect("mega-troopers/megabot", CONTINUOUS, box=BOX),
    no_board_effect("mega-troopers/omega-protocol", CONTINUOUS, box=BOX, ongoing=True),
    no_board_effect("mega-troopers/pink-trooper", SPECIAL, box=BOX),
    applied("mega-troopers/plan-for-more", _plan_for_more, box=BOX),
    no_board_effect("mega-troopers/power-pose", SPECIAL, box=BOX, printing=ORIGINAL),
    no_board_effect(
        "mega-troopers/power-pose", AROUND_SCORING, box=BOX, printing=POD, ongoing=True
    ),
    applied(
        "mega-troopers/red-trooper",
        talent=_titan_here("mega-troopers/megabot", "Megabot"),
        box=BOX,
        printing=ORIGINAL,
    ),
    applied("mega-troopers/red-trooper", talent=_red_trooper_pod, box=BOX, printing=POD),
    no_board_effect("mega-troopers/yellow-trooper", AT_SCORING, box=BOX),
)
