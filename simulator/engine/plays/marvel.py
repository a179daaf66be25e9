"""Play abilities of Smash Up: Marvel (issue 28): Avengers, Hydra, Kree, Masters of Evil,
S.H.I.E.L.D., Sinister Six, Spider-Verse, Ultimates. One printing (both sources give the same
texts), so every entry covers both (`printing=None`).

The box calls minions "characters" and actions played on a base or a character "modifiers"
(a base modifier: an action on a base, attached to no minion).

The `choose` keys these cards read, beyond the usual "card" (one card in play), "cards"
(several), "to" (a destination base):
- "base": the base Hulk Smash, Reassignment, Coordinated Attack, Ambush and First to Arrive
  choose;
- "cards": the base modifiers Hulk Smash destroys; the minions Iron Man and Carpet take along,
  Baron Strucker brings, Reassignment, Coordinated Attack and Heroic Landing move;
- "order": [the modifier, where it goes (a base id, or a minion id for a character
  modifier)] for Modular Tech;
- "mode": Mysterio's Talent ("modifier" or "draw"); "replace" for Hulk Smash with Hulk on the
  base (the base goes, the top base of the board's `base_deck` takes its place).
- "play" (with "to", and "then" for its own decisions): the extra card an extra-play grant
  (Nick Fury, Agent Coulson, Troop Drop, It Begins, Mysterio's Talent...) plays now, checked
  against the grant's limits; without it the grant is left to later play events.
Heroic Landing moves the chosen minions to one base ("to"); minions going to different bases
are typed as further "move" events.
"""

from __future__ import annotations

from collections.abc import Callable

from .. import messages as M
from ..model import ACTION, MINION
from . import blocks as B
from . import shared as S
from . import talents as T
from .context import Loc, Located, Play
from .registry import (
    AT_SCORING,
    CONTINUOUS,
    HANDS_ONLY,
    NO_ABILITY,
    SPECIAL,
    START_OF_TURN,
    applied,
    no_board_effect,
    register,
)

BOX = "Smash Up: Marvel"
Act = Callable[[Play], None]

AFTER_DESTROYED: Loc = (
    "its ability acts after it is destroyed, not when it is played: the extra plays are "
    "granted then (type them as later play events)",
    "sa capacité agit après sa destruction, pas quand elle est jouée : les cartes "
    "supplémentaires sont alors accordées (saisissez-les comme événements de jeu suivants)",
)
DRAW = ("draw a card", "piochez une carte")


def _draw(count: int) -> Loc:
    return (f"draw {count} card(s)", f"piochez {count} carte(s)")


# --- generic helpers (several boxes could use them) -------------------------------------------


# generic: the base modifiers (actions on a base, attached to no minion) on some bases.
def base_modifiers(play: Play, where="everywhere", ok=None) -> list[Located]:
    return play.actions(where, ok=lambda b, c: c.attached_to is None and (ok is None or ok(b, c)))


# generic: a base replaced by the top base of the base deck (when the board gives one), its
# cards staying or going with it; False (and logged) when the board gives no base deck.
def replace_from_deck(play: Play, base, keep_cards: bool) -> bool:
    game = play.game
    if not game.deck:
        play.log(
            (
                "the board gives no base deck: type the new base as a 'replace_base' event",
                "le plateau ne donne pas de pioche des Bases : saisissez la nouvelle Base comme "
                "événement 'replace_base'",
            )
        )
        return False
    if keep_cards:
        game.replace_base(base, game.deck.pop(0), True, play.why)
    else:
        position = game.remove_base(base, play.why)
        game.place_from_deck(0, position, play.why)
    return True


# generic: the player's own minions (everywhere, or on some bases).
def own(play: Play, where="everywhere", **kw) -> list[Located]:
    return play.minions(where, controller="own", **kw)


# generic: the card itself gains power this turn (a Talent).
def self_boost(amount: int) -> Act:
    """The card in play gets `amount` power until the end of the turn (a Talent)."""

    def act(play: Play) -> None:
        found = S.in_play(play)
        if found is not None:
            play.boost(*found, amount)

    return act


# generic: the player's other minions on the card's base gain power.
def boost_own_here(amount: int) -> Act:
    """Each of the player's other minions currently on the card's base gets `amount` power."""

    def act(play: Play) -> None:
        for located in own(play, "here"):
            play.boost(*located, amount)

    return act


# generic: the card moves, taking some of the player's minions along.
def move_self_with(up_to: int) -> Act:
    """Move the card and up to `up_to` of the player's other minions on its base to one other
    base (choose "cards": the others, "to": the base)."""
    what = (
        f"move it and up to {up_to} other of your minions here to another base",
        f"la déplacer avec jusqu'à {up_to} autre(s) de vos Créatures d'ici vers une autre Base",
    )

    def act(play: Play) -> None:
        found = S.in_play(play)
        if found is None:
            return
        here, me = found
        # A base the card may not go to (Mo'ai's) is not offered; named, it says why.
        dst = play.pick_destination(
            [(here, me)], [b for b in play.bases if b is not here], what=what
        )
        if dst is None:
            return
        # The others whose move there a protection or the base refuses (Too Tough, against its
        # own player too; Mo'ai's base) are no option; named, each is warned of with its
        # reason, and the card goes with the rest.
        others = []
        if up_to:
            mine = own(play, here, affectable=False)
            others = play.pick_cards(mine, up_to=up_to, what=what, protection="move", to=dst)
        S.move_each(play, [found, *others], dst)

    return act


# generic: destroy one of your minions, then an effect.
def destroy_own(
    then: Callable[[Play, object, object, int], None], power_min=None, self_last: bool = False
) -> Act:
    """Destroy one of the player's minions (choose "card"; mandatory), then `then(play, base,
    card, power)` once it is destroyed. `self_last`: `then` acts for the card itself (Madame
    Hydra's +2, Baron Strucker's "to this base"), so destroying it is legal but undoes its
    purpose: it is offered, and assumed, after the player's other minions."""
    what = ("destroy one of your minions", "détruire une de vos Créatures")

    def act(play: Play) -> None:
        candidates = own(play, power_min=power_min, protection="destroy", other=False)
        if self_last:
            candidates.sort(key=lambda located: located[1].id == play.card.id)
        found = play.pick_card(candidates, may=False, what=what)
        if found is None:
            return
        power = play.power(*found)
        if play.destroy(*found):
            then(play, found[0], found[1], power)

    return act


# generic: several of the player's minions gather on one base.
def move_to_base(up_to: int, boost: int = 0, here: bool = False) -> Act:
    """Up to `up_to` of the player's minions from other bases move to one base (choose
    "base", or the card's base when `here`; "cards": the minions), `boost` power each."""
    what = (
        f"move up to {up_to} of your minions from other bases to one base",
        f"déplacer jusqu'à {up_to} de vos Créatures d'autres Bases vers une Base",
    )

    def act(play: Play) -> None:
        # The base is chosen first (the card's text): one that refuses the moves of the
        # player's minions (Mo'ai's) may still be chosen, each move there is asked.
        dst = play.here() if here else play.pick_base(play.bases, may=False, what=what, key="base")
        if dst is None:
            return
        # A minion whose move there a card or a base refuses (Too Tough, Mo'ai's base) is no
        # option; named, it is warned of with its reason and the others go.
        mine = own(play, [b for b in play.bases if b is not dst], affectable=False)
        chosen = play.pick_cards(mine, up_to=up_to, what=what, protection="move", to=dst)
        S.move_each(play, chosen, dst)
        for _, card in chosen if boost else ():
            moved = play.game.find(card.id)
            if moved is not None and moved[0] is dst:
                play.boost(*moved, boost)

    return act


# generic: a chosen base's breakpoint drops this turn.
def lower_breakpoint(amount: int) -> Act:
    """A base's breakpoint is `amount` lower until the end of the turn (choose "base")."""
    what = ("choose a base", "choisir une Base")

    def act(play: Play) -> None:
        base = play.pick_base(play.bases, may=False, what=what, key="base")
        if base is not None:
            play.breakpoint(base, -amount)

    return act


# --- avengers --------------------------------------------------------------------------------


def _hawkeyes_arrows(play: Play) -> None:
    play.log(
        (
            "reveal your deck up to two actions and draw them (by hand)",
            "révélez votre pioche jusqu'à deux Actions et piochez-les (à la main)",
        )
    )
    if any(c.key == "avengers/hawkeye" for b in play.bases for c in b.cards):
        play.extra_play(ACTION, 2)


def _hulk_smash(play: Play) -> None:
    what = ("destroy base modifiers on a base", "détruire des modificateurs de Base d'une Base")
    base = play.pick_base(play.bases, may=False, what=what, key="base")
    if base is None:
        return
    # A modifier a protection keeps from the destroy (Steam Queen's owner's) is no option;
    # named, it is warned of with its protector, the other named ones destroyed.
    mods = base_modifiers(play, base)
    if mods:
        for located in play.pick_cards(mods, up_to=len(mods), what=what, protection="destroy"):
            play.destroy(*located)
    if not any(c.key == "avengers/hulk" for c in base.cards):
        return
    # With Hulk there, the player may also destroy the base and its modifiers and put the top
    # base of the base deck in its place, the minions staying (with their own modifiers; the
    # card's clarification): choose "mode": "replace".
    replace = play.decide(
        [{"mode": "replace"}],
        may=True,
        what=("replace the base with the next one", "remplacer la Base par la suivante"),
    )
    if replace is None:
        return
    for located in base_modifiers(play, base):
        play.destroy(*located)
    replace_from_deck(play, base, keep_cards=True)


def _modular_tech(play: Play) -> None:
    # One of your modifiers moves (choose "order": [modifier, base id or minion id]).
    what = ("move one of your modifiers", "déplacer un de vos modificateurs")
    mine = play.actions(ok=lambda b, c: c.controller == play.player)
    options = []
    for base, mod in mine:
        if mod.attached_to is None:
            options += [{"order": (mod.id, b.id)} for b in play.bases if b is not base]
        else:
            options += [
                {"order": (mod.id, c.id)}
                for _, c in play.minions("everywhere", affectable=False)
                if c.id != mod.attached_to
            ]
    chosen = play.decide(options, may=False, what=what, keys=("order",))
    if chosen is not None:
        mod_id, dst_id = chosen["order"]
        base, mod = play.game.find(mod_id)
        if mod.attached_to is None:
            play.move(base, mod, play.game.base_by_id(dst_id))
        else:
            dst, minion = play.game.find(dst_id)
            S.attach_to(play, base, mod, dst, minion)
    play.extra_play(ACTION)


def _thor_talent(play: Play) -> None:
    # Mjolnir (any in play on a minion) moves to another minion (choose "card": that minion).
    what = ("move Mjolnir to another minion", "déplacer Mjolnir sur une autre Créature")
    hammers = play.actions(ok=lambda b, c: c.key == "avengers/mjolnir" and c.attached_to)
    if not hammers:
        play.cannot(what, M.PLAY_NO_TARGET())
        return
    base, hammer = hammers[0]
    targets = play.minions(
        "everywhere", other=False, affectable=False, ok=lambda b, c: c.id != hammer.attached_to
    )
    found = play.pick_card(targets, may=False, what=what)
    if found is not None:
        S.attach_to(play, base, hammer, found[0], found[1])


# --- hydra / masters of evil -------------------------------------------------------------------


def _log_draw_power(play: Play, base, card, power: int) -> None:
    play.log(_draw(max(power, 0)))


def _log_draw_one(play: Play, base, card, power: int) -> None:
    # Red Skull's Talent draws one card, whatever the power of the character destroyed; its
    # own Ongoing (a card drawn each time one of your characters is destroyed) draws another.
    play.log(_draw(2 if play.game.find(play.card.id) is not None else 1))


def _two_more(play: Play, base, card, power: int) -> None:
    play.extra_play(MINION, 2, base=base, power_max=2)


def _strucker(play: Play, base, card, power: int) -> None:
    move_to_base(2, here=True)(play)


def _madame_hydra(play: Play, base, card, power: int) -> None:
    self_boost(2)(play)


def _vp(play: Play, base, card, power: int) -> None:
    play.gain_vp(play.player, 1)


def _absorbing_man(play: Play) -> None:
    what = (
        "destroy it with a second Absorbing Man for 1 VP",
        "la détruire avec un autre Absorbing Man pour gagner 1 PV",
    )
    found = S.in_play(play)
    if found is None:
        return
    other = play.pick_card(
        play.minions(
            "everywhere",
            ok=lambda b, c: c.key == "masters-of-evil/absorbing-man",
            protection="destroy",
        ),
        may=False,
        what=what,
    )
    if other is None:
        return
    play.destroy(*found)
    play.destroy(*other)
    play.gain_vp(play.player, 1)


def _convergence(play: Play) -> None:
    what = ("move one of your minions to another base", "déplacer une de vos Créatures ailleurs")
    found = play.pick_card_and_base(
        own(play, affectable=False),
        lambda base, card: [b for b in play.bases if b is not base],
        may=False,
        what=what,
        protection="move",
    )
    if found is not None and play.move(*found):
        if len(own(play, found[2], other=False, affectable=False)) >= 4:
            play.gain_vp(play.player, 1)


def _sonic_shockwave(play: Play) -> None:
    what = (
        "destroy another player's minion weaker than your total power at its base",
        "détruire une Créature d'un autre joueur plus faible que votre Force totale sur sa Base",
    )

    def weaker(base, card) -> bool:
        return play.power(base, card) < play.game.totals(base)[0].get(play.player, 0)

    found = play.pick_card(
        play.minions("everywhere", controller="others", ok=weaker, protection="destroy"),
        may=False,
        what=what,
    )
    if found is not None:
        power = play.power(*found)
        if play.destroy(*found) and power >= 5:
            play.gain_vp(play.player, 1)


# --- shield / ultimates --------------------------------------------------------------------------


def _superior_firepower(play: Play) -> None:
    what = (
        "destroy a base modifier or a minion of power 3 or less",
        "détruire un modificateur de Base ou une Créature de Force 3 ou moins",
    )
    candidates = base_modifiers(play) + play.minions(
        "everywhere", power_max=3, protection="destroy"
    )
    found = play.pick_card(candidates, may=False, what=what)
    if found is not None:
        play.destroy(*found)


def _work_together(play: Play) -> None:
    for located in own(play, other=False):
        play.boost(*located, 1)


def _first_to_arrive(play: Play) -> None:
    what = (
        "choose a base where you have no minion",
        "choisir une Base où vous n'avez aucune Créature",
    )
    free = [b for b in play.bases if not own(play, b, other=False, affectable=False)]
    base = play.pick_base(free, may=False, what=what, key="base")
    if base is not None:
        play.extra_play(MINION, base=base)


def _heroic_landing(play: Play) -> None:
    what = ("move any number of your minions to another base", "déplacer vos Créatures ailleurs")
    # The minions first, then where they go. One a protection holds (Too Tough, against its
    # own player too) is not offered; named, it is warned of with its reason (pick_cards) and
    # the others go. The base is none of theirs, and one that refuses the move of one of them
    # (Mo'ai's) is no option; named, a warning says why.
    mine = own(play, other=False, affectable=False)
    if not mine and play.given("cards") is None:
        return
    chosen = play.pick_cards(mine, up_to=len(mine), what=what, protection="move")
    if not chosen:
        return
    others = [b for b in play.bases if all(b is not src for src, _ in chosen)]
    S.move_together(play, chosen, others, what=what)


def _power_and_speed(play: Play) -> None:
    what = ("give one of your minions +2 power", "donner +2 en Force à une de vos Créatures")
    found = play.pick_card(own(play, affectable=False), may=False, what=what, protection="affect")
    if found is None:
        return
    play.boost(*found, 2)
    card_id = found[1].id
    base, card = play.game.find(card_id)
    # The move asks its protections (Too Tough holds it, Mo'ai's base takes none): a base it may
    # not go to is not offered; named, a warning says why.
    moving = ("move it to another base", "la déplacer vers une autre Base")
    others = [b for b in play.bases if b is not base]
    dst = play.pick_destination([(base, card)], others, may=True, what=moving)
    if dst is not None:
        play.move(*play.game.find(card_id), dst)


def _captain_marvel(play: Play) -> None:
    found = S.in_play(play)
    if found is None:
        return
    what = ("move it to another base", "la déplacer vers une autre Base")
    # A base its move is refused to (Mo'ai's...) is no option; named, a warning says why.
    others = [b for b in play.bases if b is not found[0]]
    dst = play.pick_destination([found], others, what=what)
    if dst is not None and play.move(*found, dst):
        for located in own(play, dst):
            play.boost(*located, 1)


# --- sinister six ------------------------------------------------------------------------------


def _green_goblin(play: Play) -> None:
    here = play.here()
    if here is not None:
        play.breakpoint(here, -3)


def _pressure(play: Play) -> None:
    here = play.here()
    if here is not None:
        count = sum(1 for c in here.cards if c.is_minion)
        play.breakpoint(here, -count)


def _low_breakpoint(play: Play) -> bool:
    here = play.here()
    if here is not None and play.game.breakpoint(here) <= 19:
        return True
    play.cannot(
        ("use it", "l'utiliser"),
        ("the breakpoint here is over 19", "le seuil d'ici est supérieur à 19"),
    )
    return False


def _reroute(play: Play) -> None:
    if not _low_breakpoint(play):
        return
    B.boost_minion(3, where="here", controller="own", until=S.UNTIL_YOUR_NEXT_TURN)(play)


BASE_MODIFIER: Loc = ("a base modifier", "un modificateur de Base")


def _not_base_modifier(card, game) -> Loc | None:
    """Why `card` is not a base modifier (an action played on a base, attached to no minion:
    not a character modifier, not a standard action), or None."""
    name = card.label()
    if card.attached_to is not None:
        return (
            f"{name} is a character modifier, not a base modifier",
            f"{name} est un modificateur de personnage, pas un modificateur de Base",
        )
    if S.catalog_ongoing(card) is False:
        return (
            f"{name} is a standard action, not a base modifier",
            f"{name} est une Action standard, pas un modificateur de Base",
        )
    return None


def _mysterio(play: Play) -> None:
    mode = play.pick_mode(
        [
            ("modifier", ("play a base modifier here", "jouer un modificateur de Base ici")),
            ("draw", DRAW),
        ],
        what=("choose one of its effects", "choisir un de ses effets"),
    )
    if mode == "modifier":
        # "a base modifier here": the extra action is checked (Mysterio's grant).
        B.extra_play(ACTION, here=True, ok=_not_base_modifier, kind_text=BASE_MODIFIER)(play)
    else:
        play.log(DRAW)


def _move_the_goods(play: Play) -> None:
    what = ("move a base modifier to another base", "déplacer un modificateur de Base ailleurs")
    found = play.pick_card_and_base(
        base_modifiers(play),
        lambda base, card: [b for b in play.bases if b is not base],
        may=False,
        what=what,
        protection="move",
    )
    if found is not None:
        play.move(*found)


_OWN = {"controller": "own"}
_THREE_OR_LESS = B.destroy_minion(may=False, where="everywhere", power_max=3)
_MOVE_OWN = B.move_minion(may=False, controller="own")
_PLUS_THREE = B.boost_minion(3)


def _e(key: str, *a, **kw):
    return applied(key, *a, box=BOX, **kw)


def _n(key: str, reason: Loc = NO_ABILITY, **kw):
    return no_board_effect(key, reason, box=BOX, **kw)


register(
    # --- avengers ---
    _n("avengers/avengers-assemble", HANDS_ONLY),
    _e("avengers/black-widow", B.destroy_minion(may=True, power_max=5)),
    _n("avengers/caps-shield", CONTINUOUS, ongoing=True),
    _e("avengers/captain-america", talent=boost_own_here(1)),
    _n("avengers/hawkeye", HANDS_ONLY),
    _e("avengers/hawkeyes-arrows", _hawkeyes_arrows),
    _e("avengers/hulk", talent=self_boost(2)),
    _e("avengers/hulk-smash", _hulk_smash),
    _e("avengers/iron-man", talent=move_self_with(1)),
    _n("avengers/jarvis", HANDS_ONLY, ongoing=True),
    _n("avengers/mjolnir", CONTINUOUS, ongoing=True),
    _e("avengers/modular-tech", _modular_tech),
    _e("avengers/repulsor-boots", _MOVE_OWN),
    _n("avengers/strategize", HANDS_ONLY),
    _e("avengers/tactical-advantage", _PLUS_THREE),
    _e(
        "avengers/thor",
        B.note(
            "find Mjolnir in your deck or discard pile and draw it",
            "trouvez Mjolnir dans votre pioche ou votre défausse et piochez-le",
        ),
        talent=_thor_talent,
    ),
    _e("avengers/thunder-and-lightning", _THREE_OR_LESS),
    _n("avengers/widows-bite", SPECIAL),
    # --- hydra ---
    _n("hydra/arnim-zola", CONTINUOUS),
    _e("hydra/baron-strucker", talent=destroy_own(_strucker, self_last=True)),
    _n("hydra/fanatical-devotion", CONTINUOUS, ongoing=True),
    _e("hydra/hail-hydra", destroy_own(_log_draw_power)),
    _n("hydra/hour-of-destiny", HANDS_ONLY),
    _n("hydra/hydra-agent", AFTER_DESTROYED),
    _e("hydra/madame-hydra", talent=destroy_own(_madame_hydra, self_last=True)),
    _n("hydra/reactivate-agents", HANDS_ONLY),
    _e("hydra/red-skull", talent=destroy_own(_log_draw_one)),
    _n("hydra/secret-reserves", HANDS_ONLY),
    _e("hydra/two-more-shall-take-its-place", destroy_own(_two_more)),
    # --- kree ---
    _e("kree/battle-rage", B.both(B.boost_minion(2, **_OWN), B.note(*DRAW))),
    _n("kree/call-for-backup", HANDS_ONLY),
    _e(
        "kree/it-begins",
        B.both(B.boost_minion(1, **_OWN), B.note(*DRAW), B.extra_play(ACTION)),
    ),
    _n("kree/kree-sentry", CONTINUOUS),
    _n("kree/minn-erva", HANDS_ONLY),
    _n("kree/prepare-to-engage", HANDS_ONLY),
    _n("kree/proven-methods", HANDS_ONLY),
    _e("kree/relentless-attack", talent=T.extra_action, ongoing=True),
    _n("kree/righteous-fury", CONTINUOUS, ongoing=True),
    _e("kree/ronan-the-accuser", B.extra_play(ACTION)),
    _e("kree/speed-up", B.extra_play(ACTION, 2)),
    _n("kree/supreme-intelligence", CONTINUOUS),
    # --- masters of evil ---
    _n("masters-of-evil/a-portent-of-doom", AT_SCORING, ongoing=True),
    _e("masters-of-evil/absorbing-man", talent=_absorbing_man),
    _e("masters-of-evil/acceptable-losses", destroy_own(_vp, power_min=4)),
    _n("masters-of-evil/ball-and-chain", CONTINUOUS, ongoing=True),
    _n("masters-of-evil/baron-zemo", AT_SCORING),
    _n("masters-of-evil/black-mamba", CONTINUOUS),
    _e("masters-of-evil/convergence", _convergence),
    _e("masters-of-evil/gain-the-upper-hand", _THREE_OR_LESS),
    _n("masters-of-evil/indestructible-form", CONTINUOUS, ongoing=True),
    _e("masters-of-evil/sonic-shockwave", _sonic_shockwave),
    _n("masters-of-evil/ulysses-klaw", HANDS_ONLY),
    _e(
        "masters-of-evil/world-domination",
        talent=B.boost_minion(2, where="here", **_OWN),
        ongoing=True,
    ),
    # --- shield ---
    _e("shield/agent-coulson", B.extra_play(MINION, power_max=2, here=True)),
    _e("shield/entry-point", B.extra_play(MINION)),
    _n("shield/maria-hill", CONTINUOUS),
    _n("shield/mission-debriefing", HANDS_ONLY),
    _e("shield/nick-fury", B.extra_play(MINION, here=True)),
    _e("shield/proving-ground", talent=B.extra_play(MINION, power_max=3, here=True), ongoing=True),
    _e("shield/reassignment", move_to_base(2)),
    _n("shield/rescue-mission", SPECIAL),
    _n("shield/shield-agent", CONTINUOUS),
    _e("shield/superior-firepower", _superior_firepower),
    _e("shield/troop-drop", B.extra_play(MINION, power_max=3)),
    _e("shield/work-together", _work_together),
    # --- sinister six ---
    _e("sinister-six/ambush", lower_breakpoint(4)),
    _n("sinister-six/cover-the-exits", CONTINUOUS, ongoing=True),
    _n("sinister-six/doctor-octopus", START_OF_TURN),
    _n("sinister-six/electro", CONTINUOUS),
    _e("sinister-six/green-goblin", talent=_green_goblin),
    _n("sinister-six/incite-panic", CONTINUOUS, ongoing=True),
    _e("sinister-six/move-the-goods", _move_the_goods),
    _n("sinister-six/my-master-plan", HANDS_ONLY, ongoing=True),
    _e("sinister-six/mysterio", talent=_mysterio),
    _e("sinister-six/pressure-from-all-sides", talent=_pressure, ongoing=True),
    _e("sinister-six/reroute-the-power", talent=_reroute, ongoing=True),
    _n("sinister-six/sandman", CONTINUOUS),
    _n("sinister-six/vulture", HANDS_ONLY),
    _n("sinister-six/witness-our-superiority", CONTINUOUS, ongoing=True),
    # --- spider-verse ---
    _e("spider-verse/comes-great-responsibility", B.extra_play(MINION)),
    _n("spider-verse/ghost-spider", HANDS_ONLY),
    _n("spider-verse/miles-morales", SPECIAL),
    _n("spider-verse/spider-man", CONTINUOUS),
    _n("spider-verse/spider-man-2099", CONTINUOUS),
    _e(
        "spider-verse/spider-reflexes",
        B.both(
            B.note(
                "look at your top three cards, draw one, put the others back (by hand)",
                "regardez vos trois premières cartes, piochez-en une, replacez les autres "
                "(à la main)",
            ),
            B.extra_play(ACTION),
        ),
    ),
    _n("spider-verse/spider-sense", HANDS_ONLY),
    _n("spider-verse/spider-verse-bond", CONTINUOUS, ongoing=True),
    _n("spider-verse/the-view-from-above", HANDS_ONLY),
    _n("spider-verse/webbed-up", CONTINUOUS, ongoing=True),
    _e("spider-verse/with-great-power", _PLUS_THREE),
    _n("spider-verse/your-friendly-neighborhood-hero", SPECIAL),
    # --- ultimates ---
    _n("ultimates/aid-from-allies", HANDS_ONLY, ongoing=True),
    _n("ultimates/america-chavez", CONTINUOUS),
    _n("ultimates/blue-marvel", CONTINUOUS),
    _e("ultimates/captain-marvel", talent=_captain_marvel),
    _e("ultimates/coordinated-attack", move_to_base(3, boost=1)),
    _n("ultimates/cosmic-knowledge", HANDS_ONLY),
    _e("ultimates/first-to-arrive", _first_to_arrive),
    _e("ultimates/heroic-landing", _heroic_landing),
    _e("ultimates/lift-and-carry", B.move_minion(may=False)),
    _e("ultimates/power-and-speed", _power_and_speed),
    _e("ultimates/scramble", _MOVE_OWN),
    _e("ultimates/spectrum", talent=move_self_with(0)),
)
