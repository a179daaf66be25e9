"""Play abilities of World Tour: Culture Shock (issue 28): Anansi Tales, Ancient Incas, Grimm's
Fairy Tales here, Polynesian Voyagers and Russian Fairy Tales in culture_shock_second_half.py.
Both printings print the same texts, so each card has one entry (printing None).

The `choose` keys these cards read, beyond the usual "card" (one card), "cards" (several cards),
"to" / "base" (a base), "mode", "count" and "play" (with "to": an extra card played now, a card
object or a hand card's id):
- "cards" gives +1 power counters one by one on Pot of Beans (an id per counter, repeated for
  two on one minion);
- "order" (Golden Condor) gives pairs [action id, base id, ...]: each of your actions on a base
  returned to your hand and where it is played again at once;
- "mode": The Woodsman's Axe "action" (destroy an action on a base, an extra action) | "wolf"
  (destroy Big Bad Wolf, an extra minion from your deck at its base, "play"); Growth of the
  Tribes "play" (an extra minion now, "play" and "to") | "move" ("card" and "to"); Volcanic
  Uprising "top" (the base deck's first base comes into play; "card": one of your minions
  that may go there)
  | "replace" ("base": a base without minions, destroyed and replaced by two from the base deck);
- "count" (Maui): how many bases (0 to 2) the base deck gives;
- "player": whose hand gets Pot of Beans, Ear of Corn or Feather Gifts, or the action The
  Perfect Gift or Anansi the Spider played (another player; not given, the first on the
  player's left);
- Transformation: "card" (the minion put into its owner's deck), "play" (the minion its owner
  turns up, a card object) and "to" (the base of the minion put away).
A Talent acts by a "talent" event with the same keys (Anansi the Spider, Charming Princess,
Prince Charming, Maui, Ocean Tattoo, Wayfinder, Baba Yaga, The Frog Princess, The Gray Wolf).
"""

from __future__ import annotations

from collections.abc import Callable

from .. import messages as M
from ..cards.culture_shock import ANANSI_COPIES
from ..model import ACTION, MINION
from . import blocks as B
from . import shared as S
from .context import Loc, Play
from .registry import (
    CONTINUOUS,
    HANDS_ONLY,
    NO_ABILITY,
    SPECIAL,
    applied,
    no_board_effect,
    not_simulated,
    register,
    standard_action,
)

BOX = "World Tour: Culture Shock"

Act = Callable[[Play], None]

# --- the reasons of this box (English, French) ---------------------------------------------------

BASE_DECK_FACE_UP = (
    "it turns the base deck's first card face up and lends its abilities to this base: the "
    "board holds no face-up top base, so type what that base does as events",
    "elle montre la première carte de la pioche des Bases et prête ses capacités à cette Base : "
    "le plateau ne tient pas de Base retournée, saisissez donc ce que fait cette Base comme "
    "événements",
)
RANDOM_PICK = (
    "it shuffles away a minion picked at random for each other player: type the minions the "
    "draw picked as events",
    "elle renvoie dans la pioche une Créature tirée au hasard pour chaque autre joueur : "
    "saisissez les Créatures tirées comme événements",
)
LEAVES_PLAY = (
    "it acts only after it goes from play to the discard pile, never as it is played",
    "elle n'agit qu'après être passée du jeu à la défausse, jamais quand elle est jouée",
)

# --- generic helpers ------------------------------------------------------------------------------


# generic: the first base of the base deck comes into play (the board's base_deck), at the
# end of the row or at `position`; the base abilities of Culture Shock place them the same way.
def add_base_from_deck(play: Play, position: int | None = None):
    game = play.game
    return game.place_from_deck(0, len(game.bases) if position is None else position, play.why)


def transfer_action(play: Play, action, base, minion) -> None:
    """The Frog Princess: the action goes onto the minion it played. Still in play, it moves
    (shared.attach_to); gone with the minion it was on (to the deck), it comes back onto the
    new one, as its Talent says."""
    game = play.game
    found = game.find(action.id)
    if found is not None:
        S.attach_to(play, found[0], found[1], base, minion)
        return
    game.add_card(base, action.evolve(attached_to=minion.id))
    play.log(
        (
            f"{action.label()} goes onto {minion.label()}",
            f"{action.label()} passe sur {minion.label()}",
        )
    )


def _bases_without_yours(play: Play) -> list:
    return [
        b
        for b in play.bases
        if not any(c.is_minion and c.controller == play.player for c in b.cards)
    ]


def other_hand(play: Play, card) -> str | None:
    """The player whose hand `card` goes into instead of its owner's discard pile (choose
    "player"; mandatory: not given, the first other player on the player's left, assumed when
    there is more than one); None without another player."""
    others = S.others(play)
    if len(others) <= 1:
        return others[0] if others else None
    chosen = play.decide(
        [{"player": p} for p in others],
        may=False,
        what=(
            f"place {card.label()} into another player's hand",
            f"placer {card.label()} dans la main d'un autre joueur",
        ),
    )
    return chosen["player"] if chosen is not None else None


def _this_to_other_hand(play: Play) -> None:
    # This card, resolved, goes into another player's hand: it stays its owner's card, and the
    # board's hands show it there (the Play phase then logs no discard for it).
    recipient = other_hand(play, play.card)
    if recipient is None:
        return
    play.game.to_hand(play.card, played=True, hand=recipient)
    play.log(
        (
            f"this card goes into {recipient}'s hand instead of its owner's discard pile",
            f"cette carte va dans la main de {recipient} au lieu de la défausse de son "
            "propriétaire",
        )
    )


def _not_on_a_base(card: str) -> Loc:
    return (
        f"{card} is a standard action, not one played on a base",
        f"{card} est une Action standard, pas une Action jouée sur une Base",
    )


def _not_standard(card: str) -> Loc:
    return (
        f"{card} is not a standard action",
        f"{card} n'est pas une Action standard",
    )


def _on_a_minion(card: str) -> Loc:
    return (
        f"{card} is an action played on a minion, not on a base",
        f"{card} est une Action jouée sur une Créature, pas sur une Base",
    )


# generic: an extra action played now from a deck or a discard pile (Quipu Strings, Tattoo
# Artist; Token of Affection in International Incident).
def extra_action_now(
    what: Loc,
    *,
    on_minion: bool | None = None,
    standard: bool = False,
    to_another_hand: bool = False,
    whence: Loc | None = None,
) -> Act:
    """An extra action played now (choose "play", with "to" or its attached_to): on a minion
    only (`on_minion` True), on a base only (False: not a standard action either) or anywhere
    (None); `standard`: a standard action only (neither on a minion nor one that stays on a
    base); `to_another_hand`: once resolved, it goes into another player's hand instead of its
    owner's discard pile (other_hand: choose "player"); `whence`: where it comes from (a deck,
    a discard pile), so never a card of a hand (S.not_from_a_hand)."""

    def refused(card, game) -> Loc | None:
        # (Asked by Play.play_extra of the card given, and of each card the advisor tries.)
        if standard and (card.attached_to is not None or S.catalog_ongoing(card)):
            return _not_standard(card.label())
        if on_minion is None:
            return None
        if (card.attached_to is not None) != on_minion:
            return M.PLAY_NOT_OPTION(choice=card.label())
        if on_minion is False and standard_action(card):
            return _not_on_a_base(card.label())
        return None

    def act(play: Play) -> None:
        ok = refused if whence is None else S.all_of(S.from_own_pile(play, whence), refused)
        if not to_another_hand:
            play.play_extra(kind=ACTION, what=what, ok=ok)
            return

        # The Play phase asks where the action goes once it is resolved (effect.resolved_to);
        # nothing is asked when the card's own ability already put it into another player's
        # hand (Pot of Beans): one destination, one decision.
        def recipient(card) -> str | None:
            if any(play.game.in_a_hand(card, p) for p in S.others(play)):
                return None
            return other_hand(play, card)

        with play.game.acting(resolved_to=recipient):
            play.play_extra(kind=ACTION, what=what, ok=ok)

    return act


# generic: a card moving itself, or the minion it is on (Wayfinder, Ocean Tattoo; Great White,
# Cyclone and Category 5 in It's Your Fault!).
def _counter_on_moved(play: Play, base, card, dst) -> None:
    """Move `card` to `dst`; a +1 power counter on it once moved ("move ... to place")."""
    if play.move(base, card, dst):
        S.counters_on_id(play, card.id, 1)


# --- anansi tales --------------------------------------------------------------------------------

_GIFT = extra_action_now(
    (
        "play a standard action from your deck as an extra action",
        "jouer une Action standard de votre pioche en Action supplémentaire",
    ),
    standard=True,
    to_another_hand=True,
    whence=("your deck", "votre pioche"),
)


def _collecting_stories(play: Play) -> None:
    what = (
        "play a card you own from another player's hand as an extra card",
        "jouer en carte supplémentaire une carte à vous de la main d'un autre joueur",
    )
    others = S.others(play)

    def refused(card, game) -> Loc | None:
        if getattr(card, "owner", play.player) != play.player:
            return M.PLAY_NOT_OPTION(choice=card.label())
        # "From their hand": held by another player on the board (game.holder); a card object
        # is in a hand the board does not list.
        holder = game.holder(card)
        if holder is None or holder in others:
            return None
        return (
            f"{card.label()} is in {holder}'s hand, not in another player's hand",
            f"{card.label()} est dans la main de {holder}, pas dans celle d'un autre joueur",
        )

    # (The advisor tries the cards of the other players' hands.)
    play.play_extra(what=what, ok=refused, hands="others")


def _pot_of_beans(play: Play) -> None:
    what = (
        "place two +1 power counters in all on minions",
        "placer deux marqueurs +1 en tout sur des Créatures",
    )
    counts = S.per_counter(play, play.minions("everywhere"), what=what, total=2) or {}
    for card_id, count in counts.items():
        S.counters_on_id(play, card_id, count)
    _this_to_other_hand(play)


# --- ancient incas --------------------------------------------------------------------------------


def _golden_condor(play: Play) -> None:
    # Any number of your actions on bases back to your hand, each played again at once as an
    # extra action (its clarification: at once): choose "order" [action, base, ...].
    what = (
        "return your actions on bases to your hand and play each again",
        "reprendre en main vos Actions sur des Bases et rejouer chacune",
    )
    mine = play.actions(ok=lambda b, c: c.controller == play.player and c.attached_to is None)
    pairs = S.given_ids(play, "order")
    if pairs is None:
        options = [{"order": (c.id, dst.id)} for _, c in mine for dst in play.bases]
        play.decide(options[:20], may=True, what=what, keys=("order",))
        return
    ids = {c.id for _, c in mine}
    steps = list(zip(pairs[::2], pairs[1::2], strict=False))
    ok = len(pairs) % 2 == 0 and len({a for a, _ in steps}) == len(steps)
    ok = ok and all(a in ids and play.game.base_by_id(b) is not None for a, b in steps)
    if not ok:
        play.cannot(what, M.PLAY_NOT_OPTION(choice=f"order: {list(pairs)}"))
        return
    for card_id, base_id in steps:
        found = play.game.find(card_id)
        if found is not None and play.return_to_hand(*found):
            S.replay(play, card_id, found[1].owner, play.game.base_by_id(base_id))


def _llama(play: Play) -> None:
    what = (
        "take back one of your actions from another base and play it again here",
        "reprendre une de vos Actions d'une autre Base et la jouer ici",
    )
    here = play.here()
    # "Played on another base": on the base itself, not on a minion there (as Golden Condor
    # and The Woodsman's Axe read it; an action played on a minion cannot be played on a base).
    given = play.game.find(play.given("card") or "")
    if given is not None and given[1].type == ACTION and given[1].attached_to is not None:
        play.read.add("card")
        play.cannot(what, _on_a_minion(given[1].label()))
        return
    found = play.pick_card(
        play.actions(
            ok=lambda b, c: c.controller == play.player and b is not here and c.attached_to is None
        ),
        may=True,
        what=what,
    )
    if found is not None and play.return_to_hand(*found):
        S.replay(play, found[1].id, found[1].owner, here)


# generic: Royal Highway, and Haich-Q's Talent in International Incident.
def to_or_from_here(may: bool) -> Act:
    """One of your minions comes to this card's base from elsewhere, or leaves it for another
    (Royal Highway when played, Haich-Q's Talent)."""
    what = (
        "move one of your minions here from elsewhere, or away from here",
        "déplacer une de vos Créatures vers ici ou d'ici",
    )

    def act(play: Play) -> None:
        here = play.here()
        if here is None:
            return

        def bases(base, card):
            return [b for b in play.bases if b is not base] if base is here else [here]

        found = play.pick_card_and_base(
            play.minions("everywhere", controller="own", affectable=False),
            bases,
            may=may,
            what=what,
            protection="move",
        )
        if found is not None:
            play.move(*found)

    return act


# --- grimm's fairy tales -------------------------------------------------------------------------

RED_RIDING_HOOD = "grimms-fairy-tales/red-riding-hood"
BIG_BAD_WOLF = "grimms-fairy-tales/big-bad-wolf"
PRINCE = "grimms-fairy-tales/prince-charming"
PRINCESS = "grimms-fairy-tales/charming-princess"
BLESSING = "grimms-fairy-tales/grimms-blessing"

_WOLF_DESTROYS = B.destroy_minion(may=True, where="here", power_max=4)


def _minion_in_play(play: Play, key: str) -> bool:
    return any(c.key == key and c.is_minion for b in play.bases for c in b.cards)


def _big_bad_wolf(play: Play) -> None:
    # "The minion Red Riding Hood": Grimms' Blessing does not count (the clarification).
    if _minion_in_play(play, RED_RIDING_HOOD):
        play.log(
            (
                "Red Riding Hood is in play: it destroys nothing",
                "Red Riding Hood est en jeu : elle ne détruit rien",
            )
        )
        return
    _WOLF_DESTROYS(play)


def _breadcrumbs(play: Play) -> None:
    # Up to two of your minions from one base to one other base: "cards", then "to".
    what = (
        "move at most two of your minions together, from one base to a single other base",
        "déplacer jusqu'à deux de vos Créatures d'une Base vers une autre",
    )
    # A minion a protection holds (Too Tough, Entangled...) is no option; named, it is warned
    # of and the other goes. A base that refuses one of them (Mo'ai's) is no destination.
    mine = play.minions("everywhere", controller="own", affectable=False)
    picked = play.pick_cards(mine, up_to=2, what=what, protection="move")
    if not picked:
        return
    origin = picked[0][0]
    if any(b is not origin for b, _ in picked):
        play.cannot(what, M.PLAY_NOT_OPTION(choice=f"cards: {[c.id for _, c in picked]}"))
        return
    others = [b for b in play.bases if b is not origin]
    S.move_together(play, picked, others, what=what)


def _named_here(play: Play, key: str) -> bool:
    """A minion of that name at this card's base, or a Grimms' Blessing of its player there
    with two of their minions (it bears their names: its clarification)."""
    here = play.here()
    if here is None:
        return False
    if any(c.key == key and c.is_minion for c in here.cards):
        return True
    yours = sum(1 for c in here.cards if c.is_minion and c.controller == play.player)
    return yours >= 2 and any(c.key == BLESSING and c.controller == play.player for c in here.cards)


def _if_named_here(key: str, name: str, then: Act, what: Loc) -> Act:
    def act(play: Play) -> None:
        if _named_here(play, key):
            then(play)
        else:
            play.cannot(what, (f"{name} is not here", f"{name} n'est pas ici"))

    return act


def mouse_bird_and_sausage(play: Play) -> None:
    what = (
        "give at most two minions of one faction, both on one base, +2 power this turn",
        "donner +2 de Force jusqu'à la fin du tour à jusqu'à deux Créatures d'une même faction "
        "sur une Base",
    )
    picked = play.pick_cards(play.minions("everywhere"), up_to=2, what=what)
    if len(picked) == 2:
        (b1, c1), (b2, c2) = picked
        f1, f2 = S.faction(c1), S.faction(c2)
        # A typed minion has no faction the board knows: only two catalog cards are compared.
        if b1 is not b2 or (f1 is not None and f2 is not None and f1 != f2):
            play.cannot(what, M.PLAY_NOT_OPTION(choice=f"cards: {[c1.id, c2.id]}"))
            return
        unknown = [c.label() for c, f in ((c1, f1), (c2, f2)) if f is None]
        if unknown:
            # Taken as the same faction: listed as a fact the board does not give (review e4).
            names = ", ".join(unknown)
            play.assume(
                None,
                (
                    f"{names}: no catalog card, so its faction is not known: taken to be the "
                    "same faction as the other minion chosen (give its catalog card to check it)",
                    f"{names} : pas de carte du catalogue, sa faction n'est donc pas connue : "
                    "elle est supposée de la même faction que l'autre Créature choisie (donnez "
                    "sa carte du catalogue pour le vérifier)",
                ),
                fact=True,
            )
    for located in picked:
        play.boost(*located, 2)


def _teamwork(play: Play) -> None:
    # A minion in play is chosen (choose "card"; mandatory), then a minion that one's ability
    # names is played as an extra minion ("play", "to"). A typed minion has no ability: it
    # names none. Whether a catalog minion's ability names the minion played
    # is not read (the board holds no printed texts): listed in not_simulated.
    what = (
        "play a minion named by the chosen minion as an extra minion",
        "jouer en Créature supplémentaire une Créature nommée par la Créature choisie",
    )
    found = play.pick_card(
        play.minions("everywhere", affectable=False),
        may=False,
        what=("choose a minion in play", "choisir une Créature en jeu"),
    )
    if found is None:
        return
    chosen = found[1]
    if chosen.key is None:
        play.read |= {"play", "to", "then"}
        play.cannot(
            what,
            (
                f"{chosen.label()} has no ability: it names no minion",
                f"{chosen.label()} n'a pas de capacité : elle ne nomme aucune Créature",
            ),
        )
        return
    if play.play_extra(kind=MINION, what=what):
        play.game.note_card_not_simulated(
            found[0],
            play.card,
            (
                f"whether an ability of {chosen.label()} names the minion played is not checked "
                "(the board holds no printed texts)",
                f"que la Créature jouée soit nommée dans une capacité de {chosen.label()} n'est "
                "pas vérifié (le plateau ne tient pas les textes imprimés)",
            ),
        )


_AXE_MODES = (
    ("action", ("destroy an action on a base", "détruire une Action posée sur une Base")),
    ("wolf", ("destroy Big Bad Wolf", "détruire Big Bad Wolf")),
)


def _woodsmans_axe(play: Play) -> None:
    what = (
        "destroy an action on a base, or the minion Big Bad Wolf",
        "détruire une Action posée sur une Base, ou la Créature Big Bad Wolf",
    )
    if play.pick_mode(_AXE_MODES, what=what) == "action":
        found = play.pick_card(
            play.actions(ok=lambda b, c: c.attached_to is None), may=False, what=_AXE_MODES[0][1]
        )
        if found is not None and play.destroy(*found):
            play.extra_play(ACTION)
        return
    wolves = play.minions("everywhere", ok=lambda b, c: c.key == BIG_BAD_WOLF, protection="destroy")
    found = play.pick_card(wolves, may=False, what=_AXE_MODES[1][1])
    if found is not None and play.destroy(*found):
        play.play_extra(
            kind=MINION,
            where=[found[0]],
            what=(
                "play a minion from your deck at that base as an extra minion",
                "jouer une Créature de votre pioche sur cette Base en Créature supplémentaire",
            ),
        )


# --- the registry entries --------------------------------------------------------------------

_OWN = {"where": "everywhere", "controller": "own"}


def _anansi_talent(play: Play) -> None:
    # The Perfect Gift's text, then every copy of the action played is barred for the rest of the
    # turn: the action is filed for the card's forbid_play hook (cards/culture_shock.py), which acts
    # as a lasting effect too (this minion may leave play during the turn).
    _GIFT(play)
    action = play.played_extra
    if action is None or action.key is None:
        return
    game = play.game
    found = S.in_play(play)
    key = (ANANSI_COPIES, play.card.uid)
    game.lasting_data[key] = (*game.lasting_data.get(key, ()), (play.player, action.key))
    if found is not None:
        game.add_lasting(found[0], play.card)
    play.log(
        (
            f"no copy of {action.label()} may be played again this turn",
            f"aucun exemplaire de {action.label()} ne peut plus être joué ce tour-ci",
        )
    )


# Quipu Strings, whose printed text Steampunks' Mechanic reprints.
QUIPU_STRINGS = extra_action_now(
    (
        "play an action from your discard pile on a base as an extra action",
        "jouer sur une Base une Action de votre défausse en Action supplémentaire",
    ),
    on_minion=False,
    whence=("your discard pile", "votre défausse"),
)


register(
    # --- anansi tales ---
    no_board_effect("anansi-tales/akye-the-turtle", HANDS_ONLY, box=BOX),
    applied("anansi-tales/anansi-the-spider", talent=_anansi_talent, box=BOX),
    applied("anansi-tales/collecting-stories", _collecting_stories, box=BOX),
    applied(
        "anansi-tales/ear-of-corn",
        B.both(
            B.note(
                "shuffle at most three actions of your discard pile back into your deck",
                "mélangez jusqu'à trois Actions de votre défausse dans votre pioche",
            ),
            B.extra_play(ACTION),
            _this_to_other_hand,
        ),
        box=BOX,
    ),
    applied(
        "anansi-tales/feather-gifts",
        B.both(B.move_minion(may=False, **_OWN), _this_to_other_hand),
        box=BOX,
    ),
    no_board_effect("anansi-tales/let-it-be-full-and-eat", HANDS_ONLY, box=BOX),
    no_board_effect("anansi-tales/mboro-hornet", SPECIAL, box=BOX),
    no_board_effect("anansi-tales/onini-the-python", NO_ABILITY, box=BOX),
    no_board_effect("anansi-tales/osebo-the-leopard", NO_ABILITY, box=BOX),
    applied("anansi-tales/pot-of-beans", _pot_of_beans, box=BOX),
    applied(
        "anansi-tales/pot-of-wisdom",
        B.both(
            B.note(
                "draw a card per other player, then give each of them a card from your hand",
                "piochez une carte par autre joueur, puis donnez à chacun une carte de votre main",
            ),
            B.extra_play(ACTION),
        ),
        box=BOX,
    ),
    applied("anansi-tales/the-perfect-gift", _GIFT, box=BOX),
    no_board_effect("anansi-tales/trading-stories", HANDS_ONLY, box=BOX),
    # --- ancient incas ---
    no_board_effect("ancient-incas/armory", CONTINUOUS, box=BOX, ongoing=True),
    no_board_effect("ancient-incas/ashlar-masonry", SPECIAL, box=BOX),
    no_board_effect("ancient-incas/child-of-the-sun", NO_ABILITY, box=BOX),
    applied(
        "ancient-incas/fortress-walls",
        B.counters_on_minion(1, where="here", controller="own"),
        box=BOX,
        ongoing=True,
    ),
    applied("ancient-incas/golden-condor", _golden_condor, box=BOX),
    no_board_effect("ancient-incas/incan-engineer", HANDS_ONLY, box=BOX),
    applied("ancient-incas/llama", _llama, box=BOX),
    applied(
        "ancient-incas/quipu-strings",
        QUIPU_STRINGS,
        box=BOX,
    ),
    applied("ancient-incas/royal-highway", to_or_from_here(True), box=BOX, ongoing=True),
    no_board_effect("ancient-incas/sapa-inca", HANDS_ONLY, box=BOX),
    not_simulated("ancient-incas/signs-in-the-stars", BASE_DECK_FACE_UP, box=BOX, ongoing=True),
    no_board_effect("ancient-incas/temple-of-the-sun", HANDS_ONLY, box=BOX, ongoing=True),
    # --- grimm's fairy tales ---
    no_board_effect("grimms-fairy-tales/another-story", HANDS_ONLY, box=BOX),
    no_board_effect("grimms-fairy-tales/basket-of-goodies", HANDS_ONLY, box=BOX),
    applied("grimms-fairy-tales/big-bad-wolf", _big_bad_wolf, box=BOX),
    applied("grimms-fairy-tales/breadcrumbs", _breadcrumbs, box=BOX),
    applied(
        "grimms-fairy-tales/charming-princess",
        talent=_if_named_here(
            PRINCE,
            "Prince Charming",
            B.extra_play(MINION, here=True),
            ("play an extra minion here", "jouer ici une Créature supplémentaire"),
        ),
        box=BOX,
    ),
    no_board_effect("grimms-fairy-tales/fairy-godmothers-blessing", HANDS_ONLY, box=BOX),
    no_board_effect("grimms-fairy-tales/gretel", CONTINUOUS, box=BOX),
    no_board_effect("grimms-fairy-tales/grimms-blessing", CONTINUOUS, box=BOX, ongoing=True),
    no_board_effect("grimms-fairy-tales/hansel", CONTINUOUS, box=BOX),
    applied("grimms-fairy-tales/mouse-bird-and-sausage", mouse_bird_and_sausage, box=BOX),
    applied(
        "grimms-fairy-tales/prince-charming",
        talent=_if_named_here(
            PRINCESS,
            "Charming Princess",
            B.extra_play(ACTION),
            ("play an extra action", "jouer une Action supplémentaire"),
        ),
        box=BOX,
    ),
    no_board_effect("grimms-fairy-tales/red-riding-hood", CONTINUOUS, box=BOX),
    no_board_effect("grimms-fairy-tales/rose-red", CONTINUOUS, box=BOX),
    no_board_effect("grimms-fairy-tales/rumpelstiltskin", HANDS_ONLY, box=BOX),
    applied("grimms-fairy-tales/teamwork", _teamwork, box=BOX),
    no_board_effect("grimms-fairy-tales/the-frog-prince", NO_ABILITY, box=BOX),
    no_board_effect("grimms-fairy-tales/the-other-snow-white", CONTINUOUS, box=BOX),
    applied("grimms-fairy-tales/the-woodsmans-axe", _woodsmans_axe, box=BOX),
)
