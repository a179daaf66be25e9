"""Play abilities of Smash Up: Disney Edition (issue 28), second half: Frozen, Mulan, The Lion
King, The Nightmare Before Christmas, Wreck-It Ralph.

(Aladdin, Beauty and the Beast, Big Hero 6, the box's helpers and the choose keys its cards read
are in disney.py.)
"""

from __future__ import annotations

from .. import messages as M
from ..cards.licensed import _oogie_boogie_check as oogie_boogie_check
from ..model import ACTION, MINION
from . import blocks as B
from . import shared as S
from .context import Play
from .disney import (
    _OWN,
    _THREE_OR_LESS,
    BASE_DISCARD,
    CHRISTMAS,
    DRAW,
    LASTING_PROTECTION,
    TO_DISCARD,
    WINTER,
    _counter_self,
    _e,
    _extra_action_now,
    _has_counters,
    _mode,
    _mufasa_gone,
    _n,
    _play_named,
)
from .marvel import (
    base_modifiers,
    boost_own_here,
    destroy_own,
    move_self_with,
    own,
    replace_from_deck,
)
from .registry import (
    AT_SCORING,
    CONTINUOUS,
    HANDS_ONLY,
    SPECIAL,
    not_simulated,
    register,
)

BOX = "Smash Up: Disney Edition"

NOT_BASE_MODIFIER = (
    "it is played on a minion, not a base modifier",
    "elle est jouée sur une Créature, ce n'est pas un modificateur de Base",
)
NOT_CHARACTER_MODIFIER = (
    "it is not played on a minion, not a character modifier",
    "elle n'est pas jouée sur une Créature, ce n'est pas un modificateur de personnage",
)
CY_BUG_BASE = (
    "choose a base for all their cards of Cy-Bug Infestation's base",
    "choisir une Base pour toutes ses cartes de la Base de Cy-Bug Infestation",
)


# --- frozen ----------------------------------------------------------------------------------


def _then_play_from_discard(play: Play, base, card, power: int) -> None:
    play.play_extra(
        kind=MINION,
        what=("play a minion from your discard pile", "jouer une Créature de votre défausse"),
        ok=S.from_own_pile(play, ("your discard pile", "votre défausse")),
    )


def _then_play_from_deck(play: Play, base, card, power: int) -> None:
    play.play_extra(
        kind=MINION,
        what=("play a minion found in your deck", "jouer une Créature trouvée dans votre pioche"),
        ok=S.from_own_pile(play, ("your deck", "votre pioche")),
    )


def _snowgie(play: Play) -> None:
    if own(play, "here", power_min=5, affectable=False):
        _counter_self(1)(play)


def _elsa(play: Play) -> None:
    mode = _mode(
        play,
        [
            ("play", ("play Olaf or a Snowgie", "jouer Olaf ou un Snowgie")),
            ("marshmallow", ("take Marshmallow back", "reprendre Marshmallow")),
        ],
    )
    if mode == "play":
        _play_named(
            ("frozen/olaf", "frozen/snowgie"),
            ("play Olaf or a Snowgie", "jouer Olaf ou un Snowgie"),
        )(play)
    else:
        play.log(("put Marshmallow from your discard pile in your hand", "reprenez Marshmallow"))


def _sven(play: Play) -> None:
    mode = _mode(
        play,
        [
            ("move", ("move one of yours here", "déplacer une des vôtres ici")),
            ("search", ("search for Kristoff", "chercher Kristoff")),
        ],
    )
    if mode == "move":
        B.move_minion(may=False, to="here", controller="own")(play)
    else:
        play.log(("find Kristoff and draw it", "trouvez Kristoff et piochez-le"))


# --- mulan -----------------------------------------------------------------------------------


AVALANCHE = (
    "shuffle the minions of power 3 or less there into their owners' decks",
    "mélanger les Créatures de Force 3 ou moins là-bas dans les pioches de leurs propriétaires",
)


def _avalanche(play: Play) -> None:
    base = play.pick_base(
        play.bases, may=False, what=("choose a base", "choisir une Base"), key="base"
    )
    if base is None:
        return
    # A card discarded from the hand pays for the shuffle: a hand the board says is empty pays
    # nothing, so no minion goes (a warning says why); a hand it does not count is assumed to
    # hold the card (the log says so).
    if S.hand_refuses(play, AVALANCHE):
        return
    S.discard_from_hand(play)
    # The card shuffles them into their owners' decks (not to the bottom).
    for located in play.minions(base, power_max=3, other=False):
        play.place_in_deck(*located, where="shuffled")


def _call_up(play: Play) -> None:
    mode = _mode(
        play,
        [
            ("minion", ("an extra minion of power 4 or less", "une Créature de Force 4 ou moins")),
            ("draw", ("draw two cards", "piocher deux cartes")),
        ],
    )
    if mode == "minion":
        play.extra_play(MINION, power_max=4)
    else:
        play.log(("draw two cards", "piochez deux cartes"))


def _cri_kee(play: Play) -> None:
    if own(play, "here", affectable=False):
        play.extra_play(MINION, power_max=3)


def _group_training(play: Play) -> None:
    for located in own(play, other=False):
        play.add_counters(*located, 1)


def _be_a_man(play: Play) -> None:
    what = (
        "give one +1 power counter each to at most two minions here",
        "donner un marqueur +1 chacune à au plus deux Créatures d'ici",
    )
    for located in play.pick_cards(play.minions("here"), up_to=2, what=what):
        play.add_counters(*located, 1)


def _mulan(play: Play) -> None:
    mode = _mode(
        play, [("action", ("play an extra action", "jouer une Action en plus")), ("draw", DRAW)]
    )
    if mode == "action":
        # Only when a +1 power counter was placed on her this turn: with none on
        # it, none was; with some, the board does not say when: taken as met, and listed.
        what = ("play an extra action", "jouer une Action supplémentaire")
        if not _has_counters(play):
            play.cannot(what, ("it has no +1 power counter", "elle n'a pas de marqueur +1"))
            return
        play.assume(
            None,
            (
                f"{play.name}: its +1 power counters are taken as placed by you this turn (the "
                "board does not say when they were placed)",
                f"{play.name} : ses marqueurs +1 sont supposés placés par vous ce tour-ci (le "
                "plateau ne dit pas quand ils ont été placés)",
            ),
            fact=True,
        )
        play.extra_play(ACTION)
    else:
        play.log(DRAW)


# --- the lion king ---------------------------------------------------------------------------


def _cant_wait(play: Play) -> None:
    B.counters_on_minion(4 if _mufasa_gone(play) else 2, controller="own", other=False)(play)


def _scar(play: Play) -> None:
    mode = _mode(
        play,
        [
            ("rival", ("destroy a rival minion of power 5 or less", "détruire une adverse")),
            ("own", ("destroy one of yours to draw", "détruire une des vôtres pour piocher")),
        ],
    )
    if mode == "rival":
        B.destroy_minion(may=False, where="everywhere", controller="others", power_max=5)(play)
    else:
        destroy_own(
            lambda p, b, c, power: p.log((f"draw {power} card(s)", f"piochez {power} carte(s)"))
        )(play)


def _the_hyenas(play: Play) -> None:
    B.destroy_minion(may=False, where="everywhere", power_max=3)(play)
    if _mufasa_gone(play):
        play.log(DRAW)
        play.extra_play(ACTION)


def _zazu(play: Play) -> None:
    mode = _mode(
        play, [("boost", ("+2 to another of yours here", "+2 à une autre ici")), ("draw", DRAW)]
    )
    if mode == "boost":
        B.boost_minion(2, where="here", controller="own")(play)
    elif _mufasa_gone(play):
        play.log(DRAW)
    else:
        play.cannot(
            DRAW, ("Mufasa is not in your discard pile", "Mufasa n'est pas dans votre défausse")
        )


# --- the nightmare before christmas ----------------------------------------------------------


def _finkelstein(play: Play) -> None:
    what = ("move a modifier to another minion", "déplacer un modificateur sur une autre Créature")
    mods = play.actions(ok=lambda b, c: c.attached_to is not None)
    minions = play.minions("everywhere", other=False, affectable=False)
    options = [
        {"order": (m.id, c.id)} for _, m in mods for _, c in minions if c.id != m.attached_to
    ]
    chosen = play.decide(options, may=False, what=what, keys=("order",))
    if chosen is not None:
        mod_id, minion_id = chosen["order"]
        base, mod = play.game.find(mod_id)
        dst, minion = play.game.find(minion_id)
        S.attach_to(play, base, mod, dst, minion)


def _oogie_boogie(play: Play) -> None:
    found = S.attached_minion(play)
    if found is None:
        return
    # A base its move is refused to (Mo'ai's...) is no option; named, a warning says why.
    dst = play.pick_destination(
        [found],
        [b for b in play.bases if b is not found[0]],
        may=True,
        what=("move its minion to another base", "déplacer sa Créature vers une autre Base"),
    )
    if dst is not None:
        play.move(*found, dst)
    # Its "destroy this card if another character here has 5 power or more" holds from the
    # moment it is in play: the card layer checks it after other cards are played, moved or
    # powered up, so it is checked here once it has arrived (and after its move, if any).
    found = play.game.find(play.card.id)
    if found is not None:
        oogie_boogie_check(play.game, *found)


def _christmas_will_be_ours(play: Play) -> None:
    # An action another player owns goes back to their hand as the turn ends, wherever it is:
    # Christmas Will Be Ours!, a one-shot, stays a lasting effect (its end_of_turn hook,
    # cards/licensed.py) that knows which action.
    _extra_action_now(play)
    action = play.played_extra
    if action is None or action.owner in (None, play.player):
        return
    game = play.game
    found = game.find(action.id)
    anchor = found[0] if found is not None else play.here() or (game.bases or [None])[0]
    if anchor is None:
        return
    game.lasting_data[play.card.uid] = action
    game.add_lasting(anchor, play.card)
    # Said only when an action of another player's was played (nothing returns otherwise).
    play.log(CHRISTMAS)


def _winter_surprise(play: Play) -> None:
    # Winter Surprise: a character modifier (an action played on a minion) out of your discard
    # pile.
    play.play_extra(
        kind=ACTION,
        what=(
            "play a character modifier out of your discard pile",
            "jouer un modificateur de personnage de votre défausse",
        ),
        ok=S.all_of(
            S.from_own_pile(play, ("your discard pile", "votre défausse")),
            S.on_a_minion_only(play),
        ),
    )


# --- wreck-it ralph ----------------------------------------------------------------------------


def _escape_pod(play: Play) -> None:
    what = ("move up to two of your cards to another base", "déplacer deux de vos cartes ailleurs")
    # The player's own cards, less those a protection holds (Entangled holds every minion, the
    # player's own too): no option, and named, warned of with the protector.
    mine = own(play, other=False, affectable=False) + play.actions(
        ok=lambda b, c: c.controller == play.player and c.attached_to is None
    )
    chosen = play.pick_cards(mine, up_to=2, what=what, protection="move") if mine else []
    if not chosen:
        return
    if len({id(b) for b, _ in chosen}) > 1:
        play.cannot(what, M.PLAY_NOT_OPTION(choice="cards on two bases"))
        return
    # A base that refuses one of them (Mo'ai...) is no option.
    others = [b for b in play.bases if b is not chosen[0][0]]
    S.move_together(play, chosen, others, what=what)


def _felix(play: Play) -> None:
    found = play.pick_card(
        base_modifiers(play, "here"),
        may=False,
        what=(
            "put a base modifier here on its owner's deck",
            "placer un modificateur sur la pioche",
        ),
    )
    if found is not None:
        play.place_in_deck(*found)


def _king_candy(play: Play) -> None:
    found = S.in_play(play)
    if found is None:
        return
    dst = play.pick_base(
        [b for b in play.bases if b is not found[0]],
        may=True,
        what=("move it to another base", "la déplacer vers une autre Base"),
    )
    if dst is not None:
        play.move(*found, dst)
    found = S.in_play(play)
    if found is None:
        return
    # The player chooses a character at this card's base: its modifiers cancelled and its counters
    # adding nothing (King Candy's hooks, cards/licensed.py, read the choice).
    chosen = play.pick_card(
        play.minions(found[0]),
        may=False,
        what=(
            "choose a character whose modifiers and counters stop counting",
            "choisir un personnage dont les modificateurs et marqueurs ne comptent plus",
        ),
    )
    if chosen is None:
        return
    play.game.lasting_data[("king candy", found[1].uid)] = chosen[1].uid
    play.game.effect_changed(found[0], found[1])
    play.log(
        (
            f"{chosen[1].label()}: its modifiers and counters do not count until your next turn "
            "(the board after the turn cannot keep it: type it on the next board)",
            f"{chosen[1].label()} : ses modificateurs et marqueurs ne comptent plus jusqu'à "
            "votre prochain tour (le plateau d'après le tour ne peut pas le garder : saisissez-le "
            "sur le plateau suivant)",
        )
    )


def _beacon(play: Play) -> None:
    here = play.here()
    if here is None:
        return
    factions = sorted(
        {S.faction(c) for b in play.bases for c in b.cards if c.is_minion and S.faction(c)}
    )
    chosen = play.decide(
        [{"factions": (f,)} for f in factions],
        may=False,
        what=("name a faction", "nommer une faction"),
    )
    if chosen is None:
        return
    name = chosen["factions"][0]
    for located in play.minions(
        "elsewhere", other=False, ok=lambda b, c: S.faction(c) == name, affectable=False
    ):
        play.move(*located, here)
    _beacon_four(play)


def _beacon_four(play: Play) -> None:
    # Ongoing: four characters or more on its base destroy it (checked after
    # its play and its Talent; after another card's move, type it as a destroy event).
    found = S.in_play(play)
    if found is not None and sum(1 for c in found[0].cards if c.is_minion) >= 4:
        play.log(("four or more minions here", "quatre Créatures ou plus ici"))
        play.destroy(*found)


def _calhoun(play: Play) -> None:
    if base_modifiers(play, "here", ok=lambda b, c: c.controller == play.player):
        boost_own_here(1)(play)
    else:
        play.cannot(
            ("give +1 power", "donner +1 en Force"),
            ("you have no base modifier here", "vous n'avez pas de modificateur de Base ici"),
        )


def _sugar_rush(play: Play) -> None:
    here = play.here()
    if here is None:
        return
    what = ("move up to two of yours to or from here", "déplacer deux des vôtres vers ou d'ici")
    # As Escape Pod's: the player's minions no protection holds (Entangled's, whoever moves).
    mine = own(play, affectable=False)
    chosen = play.pick_cards(mine, up_to=2, what=what, protection="move") if mine else []
    if not chosen:
        return
    src = chosen[0][0]
    if any(b is not src for b, _ in chosen):
        play.cannot(what, M.PLAY_NOT_OPTION(choice="cards on two bases"))
        return
    dst = here
    if src is here:
        # A base that refuses one of them (Mo'ai...) is no option.
        others = [b for b in play.bases if b is not here]
        dst = play.pick_destination(chosen, others, what=what)
    if dst is None:
        return
    S.move_each(play, chosen, dst)
    for _, card in chosen:
        moved = play.game.find(card.id)
        if moved is not None and moved[0] is dst:
            play.boost(*moved, 1)


def _vanellope(play: Play) -> None:
    move_self_with(0)(play)
    _counter_self(1)(play)


def _ralph(play: Play) -> None:
    mode = _mode(
        play,
        [
            ("modifier", ("play a base modifier here", "jouer un modificateur de Base ici")),
            ("destroy", ("destroy a base modifier here", "détruire un modificateur de Base ici")),
        ],
    )
    if mode == "modifier":
        # A base modifier: an action on this base, attached to no minion.
        play.extra_play(
            ACTION,
            base=play.here(),
            ok=lambda c, game: NOT_BASE_MODIFIER if c.attached_to is not None else None,
            kind_text=("an extra base modifier", "un modificateur de Base supplémentaire"),
        )
        return
    found = play.pick_card(
        base_modifiers(play, "here"),
        may=False,
        what=("destroy a base modifier here", "détruire un modificateur de Base ici"),
        protection="destroy",
    )
    if found is not None:
        play.destroy(*found)


def _sally(play: Play) -> None:
    # A character modifier: an action played on a minion.
    play.extra_play(
        ACTION,
        ok=lambda c, game: NOT_CHARACTER_MODIFIER if c.attached_to is None else None,
        kind_text=(
            "an extra character modifier (an action on a minion)",
            "un modificateur de personnage supplémentaire (une Action sur une Créature)",
        ),
    )


def _cy_bug(play: Play) -> None:
    # Each player, from the player's left, moves all their cards here to one other base
    # ("order": [player, base id, ...]); then this card goes and the base is replaced.
    found = S.in_play(play)
    if found is None:
        return
    here = found[0]
    players = [*S.others(play), play.player]
    elsewhere = [b for b in play.bases if b is not here]
    pairs = S.given_ids(play, "order")
    dests = dict(zip(pairs[::2], pairs[1::2], strict=False)) if pairs else {}
    for player in players:
        cards = [c for c in here.cards if c.controller == player and c is not found[1]]
        if not cards or not elsewhere:
            continue
        if player in dests:
            dst = play.game.base_by_id(dests[player])
        else:
            # Each player's own decision: the first other base, listed in assumed_choices.
            dst = elsewhere[0]
            play.assume(
                {"order": [player, dst.id]},
                M.PLAY_ASSUMED_FIRST(card=play.name, player=player, what=CY_BUG_BASE),
                player=player,
                options=lambda p=player: ({"order": [p, b.id]} for b in elsewhere),
            )
        if dst is None or dst is here:
            play.cannot(("move cards", "déplacer des cartes"), M.PLAY_NOT_OPTION(choice=player))
            continue
        for card in cards:
            if card.attached_to is None:
                play.move(here, card, dst)
    play.destroy(*found)
    replace_from_deck(play, here, keep_cards=False)


register(
    # --- frozen ---
    _e("frozen/act-of-true-love", destroy_own(_then_play_from_discard)),
    _n("frozen/anna", HANDS_ONLY),
    _n("frozen/big-summer-blowout", HANDS_ONLY),
    _e(
        "frozen/do-you-want-to-build-a-snowman",
        _play_named(
            ("frozen/olaf", "frozen/marshmallow", "frozen/snowgie"),
            ("play Olaf, Marshmallow or a Snowgie", "jouer Olaf, Marshmallow ou un Snowgie"),
            whence=("your discard pile", "votre défausse"),
        ),
    ),
    _e("frozen/elsa", talent=_elsa),
    _n("frozen/frozen-port", CONTINUOUS, ongoing=True),
    _n("frozen/hans-westergaard", HANDS_ONLY),
    _n("frozen/kristoff", CONTINUOUS),
    _n("frozen/let-it-go", HANDS_ONLY),
    _n("frozen/lock-the-gates", CONTINUOUS, ongoing=True),
    _n("frozen/marshmallow", CONTINUOUS),
    _n("frozen/olaf", HANDS_ONLY),
    _e(
        "frozen/reindeers-are-better-than-people",
        _play_named(
            (),
            ("play the minion found (power 3 or less)", "jouer la Créature trouvée"),
            power_max=3,
            whence=("your deck or discard pile", "votre pioche ou votre défausse"),
        ),
    ),
    _e("frozen/snowgie", _snowgie),
    _e("frozen/sven", talent=_sven),
    # --- mulan ---
    _e("mulan/avalanche", _avalanche),
    _e("mulan/be-a-man", talent=_be_a_man, ongoing=True),
    _e("mulan/call-up-new-recruits", _call_up),
    not_simulated("mulan/chien-po", LASTING_PROTECTION, box=BOX),
    _e("mulan/cri-kee", _cri_kee),
    _e("mulan/dragon-cannon", _THREE_OR_LESS),
    _n("mulan/family-sword", CONTINUOUS, ongoing=True),
    _e("mulan/group-training", _group_training),
    _e("mulan/li-shang", talent=B.counters_on_minion(1, where="here")),
    _e("mulan/ling", B.extra_play(MINION, power_max=2, here=True)),
    _e("mulan/mulan", talent=_mulan),
    _e("mulan/mushu", B.counters_on_minion(1, may=True, where="here")),
    _e("mulan/prepare-to-fight", B.both(B.counters_on_minion(2), B.note(*DRAW))),
    _n("mulan/shan-yu", SPECIAL),
    _e("mulan/yao", B.destroy_minion(may=True, power_max=2)),
    # --- the lion king ---
    _n("the-lion-king/circle-of-life", TO_DISCARD, ongoing=True),
    _n("the-lion-king/hakuna-matata", HANDS_ONLY),
    _n("the-lion-king/he-lives-in-you", CONTINUOUS, ongoing=True),
    _e(
        "the-lion-king/hyenas-den",
        talent=B.boost_minion(2, where="here", **_OWN),
        ongoing=True,
    ),
    _e("the-lion-king/just-cant-wait-to-be-king", _cant_wait),
    _n("the-lion-king/lion-cub", TO_DISCARD),
    _n("the-lion-king/mufasa", TO_DISCARD),
    _n("the-lion-king/nala", CONTINUOUS),
    _n("the-lion-king/rafiki", HANDS_ONLY),
    _e("the-lion-king/scar", _scar),
    _n("the-lion-king/simba", CONTINUOUS),
    _e("the-lion-king/the-hyenas", _the_hyenas),
    _n("the-lion-king/timon-and-pumbaa", HANDS_ONLY),
    _e("the-lion-king/wildebeest-stampede", destroy_own(_then_play_from_deck)),
    _e("the-lion-king/zazu", talent=_zazu),
    # --- the nightmare before christmas ---
    _e(
        "the-nightmare-before-christmas/christmas-will-be-ours",
        _christmas_will_be_ours,
    ),
    _e("the-nightmare-before-christmas/dr-finkelstein", talent=_finkelstein),
    _n("the-nightmare-before-christmas/ghostly-presents", CONTINUOUS, ongoing=True),
    _n("the-nightmare-before-christmas/halloween-town-folks", HANDS_ONLY),
    _n("the-nightmare-before-christmas/jack-olantern-in-the-box", HANDS_ONLY, ongoing=True),
    _n("the-nightmare-before-christmas/jack-skellington", HANDS_ONLY),
    _n("the-nightmare-before-christmas/lock-shock-barrel", SPECIAL),
    _n("the-nightmare-before-christmas/monster-garland", CONTINUOUS, ongoing=True),
    _e("the-nightmare-before-christmas/oogie-boogie", _oogie_boogie, ongoing=True),
    _e(
        "the-nightmare-before-christmas/sally",
        talent=_sally,
    ),
    _n("the-nightmare-before-christmas/sandy-claws-costume", CONTINUOUS, ongoing=True),
    _n("the-nightmare-before-christmas/the-mayor-of-halloween-town", CONTINUOUS),
    _e(
        "the-nightmare-before-christmas/winter-surprise",
        B.both(_winter_surprise, B.note(*WINTER)),
    ),
    _n("the-nightmare-before-christmas/zero", CONTINUOUS),
    _n("the-nightmare-before-christmas/zombie-duck-toy", AT_SCORING, ongoing=True),
    # --- wreck-it ralph ---
    _e("wreck-it-ralph/cy-bug-infestation", talent=_cy_bug, ongoing=True),
    _e("wreck-it-ralph/escape-pod", _escape_pod),
    _e("wreck-it-ralph/fix-it-felix-jr", talent=_felix),
    _n("wreck-it-ralph/im-gonna-wreck-it", CONTINUOUS, ongoing=True),
    _n("wreck-it-ralph/kart-bakery", HANDS_ONLY, ongoing=True),
    _e("wreck-it-ralph/king-candy", talent=_king_candy, ongoing=True),
    not_simulated("wreck-it-ralph/mints-eruption", BASE_DISCARD, box=BOX),
    _e("wreck-it-ralph/research-lab-beacon", _beacon_four, talent=_beacon, ongoing=True),
    _e("wreck-it-ralph/sergeant-calhoun", talent=_calhoun),
    _e("wreck-it-ralph/sugar-rush", talent=_sugar_rush, ongoing=True),
    _n("wreck-it-ralph/sugar-rush-racer", CONTINUOUS),
    _e("wreck-it-ralph/vanellope-von-schweetz", talent=_vanellope),
    _e("wreck-it-ralph/wreck-it-ralph", talent=_ralph),
)
