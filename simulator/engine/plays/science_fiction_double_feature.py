"""Play abilities of Science Fiction Double Feature (issue 27): Cyborg Apes, Shapeshifters,
Super Spies, Time Travelers, both printings.

The `choose` keys these cards read (besides those of plays/blocks.py):
- Going Bananas: "base" (the base whose other players' actions are destroyed).
- Genetic Shift: "mode": "each" (+1 to each of your minions) | "one" (+3 to one), then "card"
  for "one".
- Bacta the Future: "card" (the minion destroyed); its owner gets an extra minion play (a later
  play event of theirs uses it).
- "...Really?" / Transmogrify: "card" (your minion destroyed), "play" (the minion played from
  your discard pile / found in your deck, a card object) and "to" (its base).
- Mitosis: "card" (your minion in play), "play" (the copy from your hand), "to" (its base).
- It's Astounding: "play" (the action from your discard pile, a card object), "to".
- Doctor When / Do Over!: "card" (your minion returned to your hand), "to" (the base where it
  is played again at once as an extra minion; left out: it stays in your hand).
- Into the Time Slip: "card" (a minion or an action in play; titans and buried cards are left
  out: no hand holds them).
- From Q With Love (POD): "mode": "minion" | "action" (you discard a card to play an extra one
  of that kind; left out: you discard nothing).
- Permit to Kill (POD): "count" (how many minions the chosen player discarded: the revealed cards
  are not on the board) and "cards" (one of your minions' id per +1 power counter placed, two per
  minion discarded; an id may repeat).
- The Spy Who Ditched Me (POD): "mode": "counters" (at least one other player did not discard a
  minion of power 3 or more: +1 power counter on each of your minions) | "none".
"""

from __future__ import annotations

from collections import Counter

from .. import messages as M
from ..model import ACTION, MINION
from . import blocks as B
from . import shared as S
from . import talents as T
from .context import Play
from .registry import (
    CONTINUOUS,
    HANDS_ONLY,
    TALENT,
    applied,
    no_board_effect,
    not_simulated,
    register,
)

BOX = "Science Fiction Double Feature"
ORIGINAL = "original"
POD = "pod"

Loc = tuple[str, str]

# --- the reasons of this box (English, French) ---------------------------------------------------

SPECIAL = (
    "a Special: it is played while a base scores (a 'special' event), not in the Play phase",
    "une Spéciale : elle se joue pendant la Conquête d'une Base (un événement 'special'), pas "
    "pendant la phase Jouer des cartes",
)
AT_SCORING = (
    "it acts when its base scores, and the engine applies it then",
    "elle agit lors de la Conquête de sa Base, et le moteur l'applique à ce moment-là",
)
LEAVES_PLAY = (
    "it acts only when it goes from play to the discard pile, never when it is played",
    "elle n'agit que quand elle passe du jeu à la défausse, jamais quand elle est jouée",
)
ONGOING_HANDS = (
    "its ability is continuous and acts only on hands, decks, discard piles or draws, which the "
    "board does not hold",
    "sa capacité est permanente et n'agit que sur les mains, pioches, défausses ou pioches de "
    "cartes, que le plateau ne contient pas",
)
COPIES = (
    "what it copies is named on the card (its 'copies' key) and the engine applies the copied "
    "ability while it is in play: nothing changes on the board when it is played",
    "ce qu'elle copie est indiqué sur la carte (sa clé 'copies') et le moteur applique la "
    "capacité copiée tant qu'elle est en jeu : rien ne change sur le plateau quand elle est jouée",
)
BURIES_FROM_DECK = (
    "the card it may bury comes from your deck, which the board does not hold: type the buried "
    "card on the board",
    "la carte qu'elle peut enterrer vient de votre pioche, que le plateau ne contient pas : "
    "saisissez la carte enterrée sur le plateau",
)

# --- helpers --------------------------------------------------------------------------------------


# --- cyborg apes ----------------------------------------------------------------------------------

_BANANAS = (
    "destroy the other players' actions on a base and on its minions",
    "détruire les Actions des autres joueurs sur une Base et sur ses Créatures",
)


def _going_bananas(play: Play) -> None:
    # "Choose a base": any base may be chosen, even one where nothing would be destroyed.
    base = play.pick_base(play.bases, may=False, what=_BANANAS, key="base")
    if base is None:
        return
    for found in play.actions(base, ok=lambda b, c: c.controller != play.player):
        play.destroy(*found)


def _shielding(play: Play) -> None:
    # Its clarification (Bigger Geekier Box rulebook; POD catalog): when it is played on a
    # minion, the other players' actions on that minion are destroyed, since they affect a
    # minion that may not be affected any more. The destruction follows from the rules, not
    # from an effect of the player (who is "another player" for those actions, and whom
    # Shielding's own protection would stop): it is made with no player (`by` None).
    found = play.game.find(play.card.attached_to)
    if found is None:
        return
    base, minion = found
    for _, action in play.actions(
        base,
        ok=lambda b, c: c.attached_to == minion.id and c.controller != play.player,
    ):
        play.game.destroy(base, action, None, play.why)


# --- shapeshifters --------------------------------------------------------------------------------

_GENETIC = (
    "give each of your minions +1 power, or one of them +3 power, until the end of the turn",
    "donner +1 de Force à chacune de vos Créatures, ou +3 à l'une d'elles, jusqu'à la fin du tour",
)
_GENETIC_MODES = (
    ("each", ("+1 power to each of your minions", "+1 de Force à chacune de vos Créatures")),
    ("one", ("+3 power to one of your minions", "+3 de Force à une de vos Créatures")),
)
_GENETIC_ONE = B.boost_minion(3, where="everywhere", controller="own")


def _genetic_shift(play: Play) -> None:
    if play.pick_mode(_GENETIC_MODES, what=_GENETIC) == "one":
        _GENETIC_ONE(play)
        return
    # Its clarification: only the minions in play now.
    for base, card in play.minions("everywhere", controller="own"):
        play.boost(base, card, 1)


_BACTA = ("destroy a minion", "détruire une Créature")


def _bacta_the_future(play: Play) -> None:
    # Its clarification: a protected minion may be chosen, and the rest still resolves.
    found = play.pick_card(play.minions("everywhere", affectable=False), may=False, what=_BACTA)
    if found is None:
        return
    base, card = found
    play.destroy(base, card)
    play.extra_play(MINION, player=card.owner)


def _destroy_then_play(
    what_destroy: Loc, what_play: Loc, whence: Loc, hand_part: Loc | None = None
):
    """Destroy one of your minions, then play an extra minion of the same or lower power
    ("...Really?": from your discard pile; Transmogrify: found in your deck; `whence` says
    where, so never a card of a hand). The rest resolves even when the minion is protected
    (Transmogrify's clarification; "...Really?" has the same two steps). The power compared is
    the destroyed minion's as it is then, in the discard pile: its printed power, without the
    modifiers it had in play ("...Really?"'s clarification: you can destroy a minion and play
    it again at once); a minion that stays keeps its power."""

    def act(play: Play) -> None:
        found = play.pick_card(
            play.minions("everywhere", controller="own", affectable=False),
            may=False,
            what=what_destroy,
        )
        if found is None:
            return
        base, card = found
        power = card.power if play.destroy(base, card) else play.power(base, card)
        if hand_part is not None:
            play.log(hand_part)
        play.play_extra(
            kind=MINION, power_max=power, what=what_play, ok=S.from_own_pile(play, whence)
        )

    return act


_REALLY = _destroy_then_play(
    ("destroy one of your minions", "détruire une de vos Créatures"),
    (
        "play an extra minion of the same or lower power from your discard pile",
        "jouer depuis votre défausse une Créature supplémentaire de Force égale ou inférieure",
    ),
    ("your discard pile", "votre défausse"),
)
_TRANSMOGRIFY = _destroy_then_play(
    ("destroy one of your minions", "détruire une de vos Créatures"),
    (
        "play an extra minion of the same or lower power found in your deck",
        "jouer une Créature supplémentaire de Force égale ou inférieure trouvée dans votre pioche",
    ),
    ("your deck", "votre pioche"),
    (
        "search your deck for the minion you play (choose.play), then shuffle it",
        "cherchez dans votre pioche la Créature jouée (choose.play), puis mélangez-la",
    ),
)

_MITOSIS_CHOOSE = ("choose one of your minions in play", "choisir une de vos Créatures en jeu")
_MITOSIS_PLAY = (
    "play from your hand a copy of that minion as an extra minion",
    "jouer depuis votre main un exemplaire de cette Créature comme Créature supplémentaire",
)


def _mitosis(play: Play) -> None:
    found = play.pick_card(
        play.minions("everywhere", controller="own", affectable=False),
        may=False,
        what=_MITOSIS_CHOOSE,
    )
    if found is None:
        return
    chosen = found[1]
    extra = (play.choose or {}).get("play")
    if extra is not None and (extra.key is None or extra.key != chosen.key):
        play.read |= {"play", "to"}
        play.cannot(_MITOSIS_PLAY, M.PLAY_NOT_OPTION(choice=extra.label()))
        return
    play.play_extra(kind=MINION, what=_MITOSIS_PLAY)


# --- super spies ----------------------------------------------------------------------------------

_Q_EXTRA = (
    "discard a card to play an extra minion or action",
    "défausser une carte pour jouer une Créature ou une Action supplémentaire",
)


def _from_q_with_love_pod(play: Play) -> None:
    play.log(("draw two cards", "piochez deux cartes"))
    chosen = play.decide(
        [{"mode": MINION}, {"mode": ACTION}], may=True, what=_Q_EXTRA, keys=("mode",)
    )
    if chosen is None:
        return
    play.log(("discard a card", "défaussez une carte"))
    play.extra_play(chosen["mode"])


_PERMIT_COUNT = (
    "place two +1 power counters among your minions for each minion the chosen player "
    "discarded (choose.count)",
    "placer deux marqueurs Force +1 parmi vos Créatures pour chaque Créature défaussée par le "
    "joueur choisi (choose.count)",
)
_PERMIT_PLACE = (
    "place the +1 power counters among your minions (choose.cards)",
    "placer les marqueurs Force +1 parmi vos Créatures (choose.cards)",
)


def _permit_to_kill_pod(play: Play) -> None:
    play.log(
        (
            "each other player reveals the top two cards of their deck and discards the minions "
            "revealed; choose one of them",
            "chaque autre joueur révèle les deux cartes du dessus de sa pioche et défausse les "
            "Créatures révélées ; choisissez l'un d'eux",
        ),
    )
    # The revealed cards are not on the board: the count is typed, 0 when not given (at most
    # the two cards revealed).
    chosen = play.decide(
        [{"count": n} for n in (0, 1, 2)], may=False, what=_PERMIT_COUNT, keys=("count",)
    )
    placed = 2 * chosen["count"] if chosen is not None else 0
    if placed == 0:
        return
    own = {card.id: (base, card) for base, card in play.minions("everywhere", controller="own")}
    play.read.add("cards")
    given = (play.choose or {}).get("cards")
    if given is not None:
        wrong = [i for i in given if i not in own]
        if wrong or len(given) != placed:
            shown = f"cards: {list(given)}"
            play.cannot(_PERMIT_PLACE, M.PLAY_NOT_OPTION(choice=shown))
            return
        ids = list(given)
    else:
        options = [{"cards": (card_id,) * placed} for card_id in own]
        decided = play.decide(options, may=False, what=_PERMIT_PLACE, keys=("cards",))
        if decided is None:
            return
        ids = list(decided["cards"])
    for card_id, count in Counter(ids).items():
        play.add_counters(*own[card_id], count)


_DITCHED = (
    "place a +1 power counter on each of your minions if at least one other player did not "
    "discard a minion of power 3 or more",
    "placer un marqueur Force +1 sur chacune de vos Créatures si au moins un autre joueur n'a "
    "pas défaussé de Créature de Force 3 ou plus",
)


def _spy_who_ditched_me_pod(play: Play) -> None:
    play.log(
        (
            "each other player discards a minion or reveals a hand without one",
            "chaque autre joueur défausse une Créature ou révèle une main qui n'en a pas",
        ),
    )
    # What the others discarded is in their hands, not on the board: "none" (no counter) is
    # assumed unless the player says so.
    chosen = play.decide([{"mode": "none"}, {"mode": "counters"}], may=False, what=_DITCHED)
    if chosen is None or chosen["mode"] != "counters":
        return
    for base, card in play.minions("everywhere", controller="own"):
        play.add_counters(base, card, 1)


# --- time travelers -------------------------------------------------------------------------------


def _return_and_replay(*, may: bool):
    """Return one of your minions to your hand, then you may play it again at once as an extra
    minion (choose "to": where) (Doctor When: "may" and another minion; Do Over!: must)."""
    what = (
        "return one of your minions to your hand",
        "renvoyer une de vos Créatures dans votre main",
    )
    again = (
        "play it again as an extra minion",
        "la rejouer comme Créature supplémentaire",
    )

    def act(play: Play) -> None:
        # A minion no one may return (Entangled holds yours too) is not offered; named, it
        # stays with a warning naming the protector.
        found = play.pick_card(
            play.minions("everywhere", controller="own", affectable=False, only=play.given("card")),
            may=may,
            what=what,
            protection="return",
        )
        if found is None:
            return
        base, card = found
        if not play.return_to_hand(base, card):
            return
        if card.owner != play.player:
            # Another player's minion goes to that player's hand: not yours to play again.
            return
        dst = play.pick_base(play.bases, may=True, what=again, key="to")
        if dst is not None:
            S.replay(play, card.id, card.owner, dst)

    return act


_TIME_SLIP = (
    "return a card in play to its owner's hand",
    "renvoyer une carte en jeu dans la main de son propriétaire",
)


def _into_the_time_slip(play: Play) -> None:
    # The candidates a "return" protection (Deep Roots, Entangled...) keeps in play are left
    # out, checked lazily by pick_card: a named one is warned, an assumed one is returnable.
    candidates = [
        (base, card)
        for base in play.bases
        for card in base.cards
        if (card.is_minion or card.type == ACTION) and card.uid != play.card.uid
    ]
    found = play.pick_card(candidates, may=False, what=_TIME_SLIP, protection="return")
    if found is not None:
        play.return_to_hand(*found)


_ASTOUNDING = (
    "play an action from your discard pile as an extra action",
    "jouer une Action de votre défausse comme Action supplémentaire",
)


def _its_astounding(play: Play) -> None:
    # From the discard pile: a card object, never a card of a hand.
    play.play_extra(
        kind=ACTION,
        what=_ASTOUNDING,
        ok=S.from_own_pile(play, ("your discard pile", "votre défausse")),
    )


register(
    # --- cyborg apes ---
    applied("cyborg-apes/baboom", talent=T.baboom, box=BOX),
    no_board_effect("cyborg-apes/clyde-20", ONGOING_HANDS, box=BOX),
    no_board_effect("cyborg-apes/cyberback", ONGOING_HANDS, box=BOX),
    no_board_effect("cyborg-apes/cyberevolution", CONTINUOUS, box=BOX, ongoing=True),
    no_board_effect("cyborg-apes/flying-monkey", AT_SCORING, box=BOX, ongoing=True),
    no_board_effect("cyborg-apes/furious-george", CONTINUOUS, box=BOX),
    applied("cyborg-apes/going-bananas", _going_bananas, box=BOX),
    no_board_effect("cyborg-apes/juiced-up", CONTINUOUS, box=BOX, ongoing=True),
    no_board_effect("cyborg-apes/missing-uplink", ONGOING_HANDS, box=BOX, ongoing=True),
    applied("cyborg-apes/monkey-on-your-back", talent=T.monkey_on_your_back, box=BOX, ongoing=True),
    no_board_effect("cyborg-apes/monkey-see-monkey-do", HANDS_ONLY, box=BOX),
    applied("cyborg-apes/shielding", _shielding, box=BOX, ongoing=True),
    # --- shapeshifters ---
    applied("shapeshifters/bacta-the-future", _bacta_the_future, box=BOX),
    no_board_effect("shapeshifters/cellular-bonding", COPIES, box=BOX, ongoing=True),
    no_board_effect("shapeshifters/copycat", COPIES, box=BOX),
    no_board_effect("shapeshifters/doppelganger", LEAVES_PLAY, box=BOX),
    not_simulated("shapeshifters/gelf", TALENT, box=BOX),
    applied("shapeshifters/genetic-shift", _genetic_shift, box=BOX),
    no_board_effect("shapeshifters/mimic", CONTINUOUS, box=BOX),
    applied("shapeshifters/mitosis", _mitosis, box=BOX),
    applied("shapeshifters/really", _REALLY, box=BOX),
    no_board_effect("shapeshifters/shell-game", CONTINUOUS, box=BOX, ongoing=True),
    no_board_effect("shapeshifters/splice-as-nice", CONTINUOUS, box=BOX, ongoing=True),
    applied("shapeshifters/transmogrify", _TRANSMOGRIFY, box=BOX),
    # --- super spies ---
    no_board_effect("super-spies/discards-are-forever", HANDS_ONLY, box=BOX),
    no_board_effect("super-spies/for-my-eyes-only", HANDS_ONLY, box=BOX),
    # The original draws and discards only; the POD may trade a discard for an extra play.
    no_board_effect("super-spies/from-q-with-love", HANDS_ONLY, box=BOX),
    applied("super-spies/from-q-with-love", _from_q_with_love_pod, box=BOX, printing=POD),
    no_board_effect("super-spies/informant", HANDS_ONLY, box=BOX, printing=POD),
    no_board_effect("super-spies/live-and-let-chum", SPECIAL, box=BOX),
    # The original is an Ongoing action on a base (no Specials of others while it scores); the
    # POD looks at hands, draws a card and plays an extra action.
    no_board_effect("super-spies/mindraker", CONTINUOUS, box=BOX, printing=ORIGINAL, ongoing=True),
    applied(
        "super-spies/mindraker",
        B.both(
            B.note(
                "look at the other players' hands and at buried or stored cards; draw a card",
                "regardez les mains des autres joueurs et des cartes enterrées ou stockées ; "
                "piochez une carte",
            ),
            B.extra_play(ACTION),
        ),
        box=BOX,
        printing=POD,
    ),
    no_board_effect("super-spies/mole", AT_SCORING, box=BOX),
    # Played, it looks at a hand; its Talent looks at a deck; its counter comes after discards.
    no_board_effect("super-spies/moon-zero-three", HANDS_ONLY, box=BOX, printing=POD),
    # The original rearranges decks only; the POD may bury a card from your deck.
    no_board_effect("super-spies/operative", HANDS_ONLY, box=BOX),
    not_simulated("super-spies/operative", BURIES_FROM_DECK, box=BOX, printing=POD),
    # The original has other players discard only; the POD then places counters.
    no_board_effect("super-spies/permit-to-kill", HANDS_ONLY, box=BOX),
    applied("super-spies/permit-to-kill", _permit_to_kill_pod, box=BOX, printing=POD),
    no_board_effect("super-spies/secret-agent", ONGOING_HANDS, box=BOX),
    no_board_effect("super-spies/spy", HANDS_ONLY, box=BOX, printing=ORIGINAL),
    no_board_effect("super-spies/the-base-is-not-enough", SPECIAL, box=BOX),
    # The original has other players discard only; the POD may then place counters.
    no_board_effect("super-spies/the-spy-who-ditched-me", HANDS_ONLY, box=BOX),
    applied("super-spies/the-spy-who-ditched-me", _spy_who_ditched_me_pod, box=BOX, printing=POD),
    # --- time travelers ---
    no_board_effect("time-travelers/121-gigawatts", HANDS_ONLY, box=BOX),
    applied("time-travelers/do-over", _return_and_replay(may=False), box=BOX),
    applied("time-travelers/doctor-when", _return_and_replay(may=True), box=BOX),
    applied("time-travelers/into-the-time-slip", _into_the_time_slip, box=BOX),
    applied("time-travelers/its-astounding", _its_astounding, box=BOX),
    no_board_effect("time-travelers/jumper", LEAVES_PLAY, box=BOX),
    no_board_effect("time-travelers/repeater-perfect", HANDS_ONLY, box=BOX),
    no_board_effect("time-travelers/stasis-field", CONTINUOUS, box=BOX, ongoing=True),
    not_simulated("time-travelers/time-box", TALENT, box=BOX, printing=POD),
    no_board_effect("time-travelers/time-is-fleeting", SPECIAL, box=BOX),
    # Its Talent only moves a card from your discard pile to your deck.
    no_board_effect("time-travelers/time-raider", HANDS_ONLY, box=BOX),
    applied(
        "time-travelers/time-walk",
        B.both(
            B.extra_play(MINION),
            B.extra_play(ACTION),
            B.note(
                "draw two cards; this card goes to the bottom of your deck, not the discard pile",
                "piochez deux cartes ; cette carte va sous votre pioche, pas dans la défausse",
            ),
        ),
        box=BOX,
    ),
    no_board_effect("time-travelers/wormhole", SPECIAL, box=BOX),
)
