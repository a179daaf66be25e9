"""World Tour: Culture Shock cards: Anansi Tales, Ancient Incas, Grimm's Fairy Tales, Polynesian
Voyagers, Russian Fairy Tales (both printings). Summaries are our own words; rows are explained
in entries.py."""

from __future__ import annotations

from .. import error_messages as E
from ..model import ACTION, BURIED
from .common import attached_to, is_minion, minions
from .effects import (
    attached_aura,
    bonus_with,
    special_plays_itself,
    transfer_when_its_minion_leaves,
    why,
)
from .entries import (
    HAND_EVENTS,
    HIDDEN_DECK,
    NO_EFFECT,
    ONE_SHOT,
    rows,
)
from .registry import modelled, register
from .targets import minions_at, pick

BOX = "World Tour: Culture Shock"

SHARED = {
    "grimms-fairy-tales/gretel": "the POD text drops the 'Ongoing' label; same effect",
}

TABLE = [
    # --- anansi tales ---
    (
        "anansi-tales/akye-the-turtle",
        NO_EFFECT,
        "May give a card from your hand to a rival to draw two.",
        "Peut donner une carte de votre main à un adversaire pour en piocher deux.",
    ),
    (
        "anansi-tales/collecting-stories",
        NO_EFFECT,
        "Look at a rival's hand; may play one of your own cards from it.",
        "Regardez la main d'un adversaire ; vous pouvez y jouer une carte qui vous appartient.",
    ),
    (
        "anansi-tales/ear-of-corn",
        NO_EFFECT,
        "Shuffles actions back into your deck, an extra action; goes to a rival's hand.",
        "Remélange des Actions dans votre pioche, une Action supplémentaire ; part dans la main "
        "d'un adversaire.",
    ),
    (
        "anansi-tales/feather-gifts",
        ONE_SHOT,
        "Moves one of your minions; goes to a rival's hand.",
        "Déplace une de vos Créatures ; part dans la main d'un adversaire.",
    ),
    (
        "anansi-tales/let-it-be-full-and-eat",
        NO_EFFECT,
        "Draw two cards; goes to a rival's hand.",
        "Piochez deux cartes ; part dans la main d'un adversaire.",
    ),
    (
        "anansi-tales/onini-the-python",
        HAND_EVENTS,
        "A +1 counter on one of your minions after a rival plays or discards a card they do not "
        "own.",
        "Un marqueur +1 sur une de vos Créatures après qu'un adversaire joue ou défausse une "
        "carte qui ne lui appartient pas.",
    ),
    (
        "anansi-tales/osebo-the-leopard",
        HAND_EVENTS,
        "A +1 counter on itself after you give a card to a rival's hand.",
        "Un marqueur +1 sur elle après que vous donnez une carte à un adversaire.",
    ),
    (
        "anansi-tales/pot-of-beans",
        ONE_SHOT,
        "Two +1 counters on minions; goes to a rival's hand.",
        "Deux marqueurs +1 sur des Créatures ; part dans la main d'un adversaire.",
    ),
    (
        "anansi-tales/pot-of-wisdom",
        NO_EFFECT,
        "Draws, then gives a card to each rival; an extra action.",
        "Pioche, puis donne une carte à chaque adversaire ; une Action supplémentaire.",
    ),
    (
        "anansi-tales/the-perfect-gift",
        NO_EFFECT,
        "Plays a standard action from your deck, which then goes to a rival's hand.",
        "Joue une Action standard de votre pioche, qui part ensuite dans la main d'un adversaire.",
    ),
    (
        "anansi-tales/trading-stories",
        NO_EFFECT,
        "Gives up to three cards to rivals, drawing one for each.",
        "Donne jusqu'à trois cartes aux adversaires, en piochant une pour chacune.",
    ),
    # --- ancient incas ---
    (
        "ancient-incas/ashlar-masonry",
        NO_EFFECT,
        "After a base scores: your actions there go to hand and deck instead of the discard pile.",
        "Après une Conquête : vos Actions là-bas vont en main et dans la pioche au lieu de la "
        "défausse.",
    ),
    (
        "ancient-incas/child-of-the-sun",
        NO_EFFECT,
        "An extra action after your first action on its base each turn.",
        "Une Action supplémentaire après votre première Action sur sa Base chaque tour.",
    ),
    (
        "ancient-incas/golden-condor",
        ONE_SHOT,
        "Returns your actions on bases to hand and replays them.",
        "Reprend vos Actions posées sur des Bases et les rejoue.",
    ),
    (
        "ancient-incas/incan-engineer",
        NO_EFFECT,
        "Reveals your deck until a base action, which goes to your hand.",
        "Révèle votre pioche jusqu'à une Action de Base, qui va dans votre main.",
    ),
    (
        "ancient-incas/llama",
        ONE_SHOT,
        "May move one of your base actions here by replaying it.",
        "Peut déplacer ici une de vos Actions de Base en la rejouant.",
    ),
    (
        "ancient-incas/quipu-strings",
        ONE_SHOT,
        "Plays a base action from your discard pile.",
        "Joue une Action de Base depuis votre défausse.",
    ),
    (
        "ancient-incas/signs-in-the-stars",
        HIDDEN_DECK,
        "On a base: it also has the abilities of the face-up top card of the base deck.",
        "Sur une Base : elle a aussi les capacités de la première carte, face visible, de la "
        "pioche des Bases.",
    ),
    (
        "ancient-incas/temple-of-the-sun",
        NO_EFFECT,
        "On a base: draw now and after each other action you play here.",
        "Sur une Base : piochez maintenant et après chaque autre Action que vous y jouez.",
    ),
    # --- grimm's fairy tales ---
    (
        "grimms-fairy-tales/another-story",
        NO_EFFECT,
        "Up to three cards go from your discard pile back into your deck.",
        "Remélange jusqu'à trois cartes de votre défausse dans votre pioche.",
    ),
    (
        "grimms-fairy-tales/basket-of-goodies",
        NO_EFFECT,
        "Puts an action of your deck on top of it.",
        "Place une Action de votre pioche sur le dessus de celle-ci.",
    ),
    (
        "grimms-fairy-tales/big-bad-wolf",
        HIDDEN_DECK,
        "May destroy a small minion here when played; when destroyed, replays a minion from "
        "your discard pile here.",
        "Peut détruire une petite Créature ici en arrivant ; détruite, rejoue ici une Créature "
        "de votre défausse.",
    ),
    (
        "grimms-fairy-tales/breadcrumbs",
        ONE_SHOT,
        "Two of your minions at most go together from one base to another.",
        "Déplace jusqu'à deux de vos Créatures d'une Base à une autre.",
    ),
    (
        "grimms-fairy-tales/charming-princess",
        NO_EFFECT,
        "Talent: an extra minion here if Prince Charming is here.",
        "Talent : une Créature supplémentaire ici si Prince Charming est ici.",
    ),
    (
        "grimms-fairy-tales/fairy-godmothers-blessing",
        NO_EFFECT,
        "Puts a minion of your deck on top of it.",
        "Place une Créature de votre pioche sur le dessus de celle-ci.",
    ),
    (
        "grimms-fairy-tales/mouse-bird-and-sausage",
        ONE_SHOT,
        "Up to two minions of one faction on a base get +2 power this turn.",
        "Jusqu'à deux Créatures d'une même faction sur une Base gagnent +2 de Force ce tour-ci.",
    ),
    (
        "grimms-fairy-tales/prince-charming",
        NO_EFFECT,
        "Talent: an extra action if Charming Princess is here.",
        "Talent : une Action supplémentaire si Charming Princess est ici.",
    ),
    (
        "grimms-fairy-tales/rumpelstiltskin",
        NO_EFFECT,
        "Puts a card of your deck on top of it.",
        "Place une carte de votre pioche sur le dessus de celle-ci.",
    ),
    (
        "grimms-fairy-tales/teamwork",
        ONE_SHOT,
        "Fetches or plays a minion named by a minion in play.",
        "Va chercher ou joue une Créature nommée par une Créature en jeu.",
    ),
    (
        "grimms-fairy-tales/the-frog-prince",
        HIDDEN_DECK,
        "After you play another minion here, may swap itself for a minion of your discard pile.",
        "Après que vous jouez une autre Créature ici, peut s'échanger contre une Créature de "
        "votre défausse.",
    ),
    (
        "grimms-fairy-tales/the-woodsmans-axe",
        ONE_SHOT,
        "Destroys a base action for an extra action, or Big Bad Wolf for a minion of your deck.",
        "Détruit une Action de Base pour une Action supplémentaire, ou Big Bad Wolf pour une "
        "Créature de votre pioche.",
    ),
    # --- polynesian voyagers ---
    (
        "polynesian-voyagers/growth-of-the-tribes",
        ONE_SHOT,
        "An extra minion, or a move, to a base where you have none.",
        "Une Créature supplémentaire, ou un déplacement, vers une Base où vous n'en avez pas.",
    ),
    (
        "polynesian-voyagers/knowledge-of-the-tribes",
        NO_EFFECT,
        "One card drawn for each base holding one of your minions.",
        "Piochez une carte par Base où vous avez une Créature.",
    ),
    (
        "polynesian-voyagers/maui",
        ONE_SHOT,
        "Puts up to two new bases in play; talent: moves one of your minions to a base without "
        "yours.",
        "Met en jeu jusqu'à deux nouvelles Bases ; Talent : déplace une de vos Créatures vers "
        "une Base sans les vôtres.",
    ),
    (
        "polynesian-voyagers/ocean-tattoo",
        ONE_SHOT,
        "On your lone minion; talent: it moves and gets a +1 counter.",
        "Sur votre Créature seule ; Talent : elle se déplace et reçoit un marqueur +1.",
    ),
    (
        "polynesian-voyagers/shark-tattoo",
        NO_EFFECT,
        "On your minion: a +1 counter now and at the start of your turns while it is alone.",
        "Sur votre Créature : un marqueur +1 maintenant et au début de vos tours tant qu'elle "
        "est seule.",
    ),
    (
        "polynesian-voyagers/tattoo-artist",
        NO_EFFECT,
        "Fetches a minion action from your deck or discard pile; may play it.",
        "Va chercher une Action de Créature dans votre pioche ou défausse ; peut la jouer.",
    ),
    (
        "polynesian-voyagers/unity-of-the-tribes",
        ONE_SHOT,
        "+2 power on one base per base where you have a minion, this turn.",
        "+2 de Force sur une Base par Base où vous avez une Créature, ce tour-ci.",
    ),
    (
        "polynesian-voyagers/volcanic-uprising",
        ONE_SHOT,
        "Adds a base (may move a minion to it), or replaces an empty base with two.",
        "Ajoute une Base (peut y déplacer une Créature), ou remplace une Base vide par deux.",
    ),
    (
        "polynesian-voyagers/wayfinder",
        ONE_SHOT,
        "Talent: moves to a base without your minions for a +1 counter.",
        "Talent : se déplace vers une Base sans vos Créatures pour un marqueur +1.",
    ),
    # --- russian fairy tales ---
    (
        "russian-fairy-tales/baba-yaga",
        HIDDEN_DECK,
        "Talent: swaps a minion here for the top minion of its owner's deck.",
        "Talent : échange une Créature ici contre la première Créature de la pioche de son "
        "propriétaire.",
    ),
    (
        "russian-fairy-tales/fetch-i-know-not-what",
        NO_EFFECT,
        "Reveals your deck until two actions; may keep them.",
        "Révèle votre pioche jusqu'à deux Actions ; vous pouvez les garder.",
    ),
    (
        "russian-fairy-tales/foolish-magician",
        NO_EFFECT,
        "Draw three, then put three cards back on your deck.",
        "Piochez trois cartes, puis remettez-en trois sur votre pioche.",
    ),
    (
        "russian-fairy-tales/go-i-know-not-whither",
        ONE_SHOT,
        "A random rival minion of one base per rival is shuffled into its owner's deck.",
        "Une Créature adverse au hasard par adversaire sur une Base est mélangée dans la pioche "
        "de son propriétaire.",
    ),
    (
        "russian-fairy-tales/go-see-my-sister",
        NO_EFFECT,
        "On a base: may draw after your minion arrives here.",
        "Sur une Base : peut piocher après l'arrivée d'une de vos Créatures ici.",
    ),
    (
        "russian-fairy-tales/mass-transformation",
        NO_EFFECT,
        "Every player swaps their hand for as many new cards.",
        "Chaque joueur échange sa main contre autant de nouvelles cartes.",
    ),
    (
        "russian-fairy-tales/the-birch",
        NO_EFFECT,
        "At the start of your turn, may destroy itself to fetch The Birch Woman.",
        "Au début de votre tour, peut se détruire pour aller chercher The Birch Woman.",
    ),
    (
        "russian-fairy-tales/the-birch-woman",
        HIDDEN_DECK,
        "After it goes from play to the discard pile, may fetch or play The Birch.",
        "Après être passée du jeu à la défausse, peut aller chercher ou jouer The Birch.",
    ),
    (
        "russian-fairy-tales/the-frog-princess",
        HIDDEN_DECK,
        "On your minion; talent: swaps it for the top minion of your deck.",
        "Sur votre Créature ; Talent : l'échange contre la première Créature de votre pioche.",
    ),
    (
        "russian-fairy-tales/the-gray-wolf",
        ONE_SHOT,
        "Talent: goes on top of your deck for an extra minion here with a +1 counter.",
        "Talent : va sur votre pioche pour une Créature supplémentaire ici avec un marqueur +1.",
    ),
    (
        "russian-fairy-tales/the-water-of-life",
        NO_EFFECT,
        "Puts a minion of your discard pile on your deck; an extra action.",
        "Place une Créature de votre défausse sur votre pioche ; une Action supplémentaire.",
    ),
    (
        "russian-fairy-tales/toad",
        ONE_SHOT,
        "May give itself to a rival to shuffle another of their minions here into its owner's "
        "deck.",
        "Peut se donner à un adversaire pour mélanger une autre de ses Créatures ici dans la "
        "pioche de son propriétaire.",
    ),
    (
        "russian-fairy-tales/transformation",
        ONE_SHOT,
        "Swaps a minion for the top minion of its owner's deck.",
        "Échange une Créature contre la première Créature de la pioche de son propriétaire.",
    ),
    (
        "russian-fairy-tales/tsar-eagle",
        NO_EFFECT,
        "Draw a card, or put a minion of a rival's discard pile on their deck.",
        "Piochez une carte, ou placez une Créature de la défausse d'un adversaire sur sa pioche.",
    ),
]


# --- hooks ---------------------------------------------------------------------------------------


def _armory(game, base, card) -> int:
    # The bonus is its controller's power here, carried by this action's own power; it counts
    # their other actions played on the base itself (not those on minions).
    others = sum(
        1
        for c in base.cards
        if c is not card
        and c.type == ACTION
        and c.attached_to is None
        and c.controller == card.controller
    )
    return 2 * others


def _red_riding_hood(game, base, card, target_base, target) -> int:
    # Whether a Big Bad Wolf is in play is read once per change of the cards (game.card_memo),
    # not once per minion this aura is asked about (issue 24: 400 copies cost seconds).
    memo = game.card_memo
    wolf = memo.get(BIG_BAD_WOLF)
    if wolf is None:
        wolf = memo[BIG_BAD_WOLF] = any(
            c.key == BIG_BAD_WOLF and c.type != BURIED for b in game.bases for c in b.cards
        )
    if wolf or not is_minion(target) or target.controller != card.controller:
        return 0
    return 1


def _tiki(game, base, card) -> int:
    return 2 if any(c.type == ACTION and attached_to(c, card) for c in base.cards) else 0


def _finist(game, scoring, base, card) -> None:
    what = (
        "move this minion to the base about to score, or (choose.to) leave it for another base",
        "déplacer cette Créature sur la Base conquise, ou (choose.to) la quitter pour une autre "
        "Base",
    )
    choice = game.ask_card(scoring, card, card.controller, what)
    if choice is None:
        return
    if base is not scoring:
        game.move(card, base, scoring, card.controller, why(card))
        return
    if choice.to is None:
        return
    others = [b for b in game.bases if b is not scoring]
    dst = game.chosen_base(choice, others, E.ANOTHER_BASE())
    if dst is not None and game.return_to_hand(base, card, card.controller, why(card)):
        fresh = card.evolve(counters=0, modifier=0, temp=0, controller=card.owner)
        game.play(fresh, dst, card.controller, why(card))


BIG_BAD_WOLF = "grimms-fairy-tales/big-bad-wolf"


def _fortress_walls(game, base, card, target_base, played, by, effect) -> None:
    if played is card or played.type != ACTION or by != card.controller:
        return
    mine = [(base, c) for c in minions(base, card.controller)]
    if not mine:
        return
    what = (
        "place a +1 counter on one of your minions here",
        "poser un marqueur +1 sur une de vos Créatures ici",
    )
    choice = game.ask_card(base, card, card.controller, what)
    if choice is None:
        return
    found = game.chosen_card(choice, mine, E.A_MINION_OF_HERE(player=card.controller))
    if found is not None:
        game.add_counters(base, found[1], 1, why(card))


def _owns_faction(game, player, faction: str) -> bool:
    """True when `player` owns cards of `faction`: Grimm's Fairy Tales (the Blessing's own), or
    a faction of one of that player's catalog cards on the board."""
    if faction == "grimms-fairy-tales":
        return True
    memo = game.card_memo
    key = ("owned-factions", player)
    owned = memo.get(key)
    if owned is None:
        owned = memo[key] = {
            c.key.split("/")[0]
            for b in game.bases
            for c in b.cards
            if c.key is not None and (c.owner or c.controller) == player
        }
    return faction in owned


def _grimms_blessing(game, base, card, target_base, target) -> int:
    # With two or more of its controller's minions here, it bears the names of every minion its
    # owner owns: a card here whose bonus asks for one of those names gets it (the bonus the
    # named card would give, unless a card of that name is here already).
    ability = game.ability_of(target) if target.key is not None else None
    hook = ability.power if ability is not None else None
    named = getattr(hook, "named", None)
    if named is None or target is card:
        return 0
    if any(c is not target and c.key in named for c in base.cards):
        return 0
    if len(minions(base, card.controller)) < 2:
        return 0
    owner = card.owner or card.controller
    if not any(_owns_faction(game, owner, key.split("/")[0]) for key in named):
        return 0
    return hook.amount  # type: ignore[union-attr]


ANANSI_COPIES = "anansi-copies"


def _anansi_the_spider(game, base, card, target_base, played, player, effect):
    # Anansi: the action its Talent played is barred for the rest of the turn (every copy of it):
    # the players and the actions its Talent played (game.lasting_data, filed by the Talent's play,
    # plays/culture_shock.py).
    played_by_talent = game.lasting_data.get((ANANSI_COPIES, card.uid), ())
    if played.key is None or (player, played.key) not in played_by_talent:
        return None
    return (
        f"Anansi the Spider: no copy of {played.label()} may be played again this turn",
        f"Anansi the Spider : aucun exemplaire de {played.label()} ne peut plus être joué ce "
        "tour-ci",
    )


MODELLED = [
    modelled(
        "anansi-tales/anansi-the-spider",
        "Talent: plays a standard action from your deck, which then goes to a rival's hand; no "
        "copy of it may be played again this turn.",
        "Talent : joue une Action standard de votre pioche, qui part ensuite dans la main d'un "
        "adversaire ; aucun exemplaire ne peut plus en être joué ce tour-ci.",
        box=BOX,
        protect_scope="everywhere",
        forbid_play=_anansi_the_spider,
    ),
    # Issue 25, family 4: its Special plays it during the Conquest phase too.
    modelled(
        "anansi-tales/mboro-hornet",
        "Special: played as an extra minion after another player plays or discards a card they "
        "do not own (choose.to).",
        "Spécial : jouée en Créature supplémentaire après qu'un autre joueur joue ou défausse "
        "une carte qui ne lui appartient pas (choose.to).",
        box=BOX,
        special=special_plays_itself(),
    ),
    modelled(
        "grimms-fairy-tales/grimms-blessing",
        "On a base: with two of your minions here, it bears the names of all your minions.",
        "Sur une Base : avec deux de vos Créatures ici, elle porte le nom de toutes vos Créatures.",
        box=BOX,
        reminder="Its names count for the cards here whose bonus asks for a card of a name "
        "(Hansel, Gretel, Rose Red...); your factions are read from your catalog cards on the "
        "board.",
        reminder_fr="Ses noms comptent pour les cartes d'ici dont le bonus demande une carte "
        "d'un nom (Hansel, Gretel, Rose Red...) ; vos Factions sont lues sur vos cartes du "
        "catalogue en jeu.",
        aura=_grimms_blessing,
    ),
    modelled(
        "ancient-incas/fortress-walls",
        "On a base: a +1 counter on one of your minions here when played (type it) and, after "
        "each other action you play here, may place another (choose.card).",
        "Sur une Base : un marqueur +1 sur une de vos Créatures ici en arrivant (à saisir) et, "
        "après chaque autre Action que vous y jouez, peut en poser un autre (choose.card).",
        box=BOX,
        on_other_played=_fortress_walls,
    ),
    modelled(
        "ancient-incas/armory",
        "On a base: you have +2 power here per other action of yours on it.",
        "Sur une Base : vous avez +2 de Force ici par autre Action à vous sur elle.",
        box=BOX,
        power=_armory,
    ),
    modelled(
        "grimms-fairy-tales/gretel",
        "+2 power while Hansel is here.",
        "+2 de Force tant que Hansel est ici.",
        box=BOX,
        shared_text_reason=SHARED["grimms-fairy-tales/gretel"],
        power=bonus_with(("grimms-fairy-tales/hansel",), 2),
    ),
    modelled(
        "grimms-fairy-tales/hansel",
        "+2 power while Gretel is here.",
        "+2 de Force tant que Gretel est ici.",
        box=BOX,
        power=bonus_with(("grimms-fairy-tales/gretel",), 2),
    ),
    modelled(
        "grimms-fairy-tales/rose-red",
        "+2 power while The Other Snow White is here.",
        "+2 de Force tant que The Other Snow White est ici.",
        box=BOX,
        power=bonus_with(("grimms-fairy-tales/the-other-snow-white",), 2),
    ),
    modelled(
        "grimms-fairy-tales/the-other-snow-white",
        "+2 power while Rose Red is here.",
        "+2 de Force tant que Rose Red est ici.",
        box=BOX,
        power=bonus_with(("grimms-fairy-tales/rose-red",), 2),
    ),
    modelled(
        "grimms-fairy-tales/red-riding-hood",
        "Your minions here have +1 power while Big Bad Wolf is not in play.",
        "Vos Créatures ici ont +1 de Force tant que Big Bad Wolf n'est pas en jeu.",
        box=BOX,
        aura=_red_riding_hood,
    ),
    modelled(
        "polynesian-voyagers/sun-tattoo",
        "On your minion: +2 power. Its Special after a scoring (played from hand to move a bare "
        "minion of yours away) is typed as a scripted move.",
        "Sur votre Créature : +2 de Force. Sa Spéciale après une Conquête (jouée de la main "
        "pour déplacer ailleurs une de vos Créatures sans Action) se saisit comme un déplacement "
        "scripté.",
        box=BOX,
        aura=attached_aura(2),
    ),
    modelled(
        "polynesian-voyagers/tiki",
        "+2 power while an action is on it.",
        "+2 de Force tant qu'une Action est sur elle.",
        box=BOX,
        power=_tiki,
    ),
    modelled(
        "russian-fairy-tales/bewitched",
        "On a minion: +2 power; when that minion leaves play, moves to another minion (a choice "
        "of the card: card).",
        "Sur une Créature : +2 de Force ; quand elle quitte le jeu, passe sur une autre "
        "Créature (un choix de la carte : card).",
        box=BOX,
        aura=attached_aura(2),
        on_discarded=transfer_when_its_minion_leaves,
    ),
    modelled(
        "russian-fairy-tales/finist-the-falcon",
        "Before a base scores, may move there (a choice of the card), or leave it to be played "
        "on another base (choose.to).",
        "Avant une Conquête, peut s'y déplacer (un choix de la carte), ou la quitter pour être "
        "jouée sur une autre Base (choose.to).",
        box=BOX,
        window_scope="everywhere",
        before_scoring=_finist,
    ),
]

register(*rows(BOX, TABLE, SHARED), *MODELLED)


def _sapa_inca(game, base, card, target_base, played, by, effect) -> None:
    # After its controller plays an action on a base (not on a minion), a +1 power counter on
    # one of their minions there (choose.card, else the first one, assumed).
    if played.type != ACTION or played.attached_to is not None or card not in base.cards:
        return
    if played.controller != card.controller or target_base is None:
        return
    player = card.controller
    mine = minions_at(target_base, player)
    found = pick(
        game, base, card, player, game.card_choice(card, player), mine, E.ONE_OF_YOUR_MINIONS()
    )
    if found is not None:
        game.add_counters(found[0], found[1], 1, why(card))


register(
    modelled(
        "ancient-incas/sapa-inca",
        "After you play an action on a base (during the Conquest phase), a +1 counter on one of "
        "your minions there (choose.card; else the first one, assumed); fetching an action acts "
        "in the Play phase.",
        "Après chacune de vos Actions jouées sur une Base (pendant la phase de Conquête), un "
        "marqueur +1 sur une de vos Créatures là-bas (choose.card ; sinon la première, supposé) ; "
        "aller chercher une Action se fait pendant la phase de jeu.",
        box=BOX,
        play_scope="everywhere",
        on_other_played=_sapa_inca,
    ),
)


def _moai(game, base, card, target_base, target, what, by, effect):
    # Other players cannot move their own minions to Moai's base, nor move Moai away.
    if what != "move" or by is None or by == card.controller or card not in base.cards:
        return None
    if target is card:
        return (
            "Moai cannot be moved by another player",
            "Moai ne peut pas être déplacée par un autre joueur",
        )
    if (
        effect.to is base
        and target_base is not base
        and is_minion(target)
        and target.controller == by
    ):
        return (
            "another player cannot move their minions to Moai's base",
            "un autre joueur ne peut pas déplacer ses Créatures sur la Base de Moai",
        )
    return None


register(
    modelled(
        "polynesian-voyagers/moai",
        "Other players cannot move their minions to its base, nor move it away.",
        "Les adversaires ne peuvent ni déplacer leurs Créatures sur sa Base, ni la déplacer "
        "ailleurs.",
        box=BOX,
        protect_scope="everywhere",
        protect=_moai,
    ),
)


def _royal_highway(game, base, card, target_base, played, by, effect) -> None:
    # After its controller plays an action on another base, they MAY (a choice of the card)
    # move one of their minions (choose.card) from here to there or from there to here; the
    # move when it is played acts in the Play phase.
    if played.type != ACTION or played.controller != card.controller or target_base is base:
        return
    if target_base is None:
        return  # played on no base
    if card not in base.cards:
        return
    player = card.controller
    what = (
        f"move one of your minions between {base.id} and {target_base.id} (choose.card)",
        f"déplacer une de vos Créatures entre {base.id} et {target_base.id} (choose.card)",
    )
    choose = game.ask_card(base, card, player, what)
    if choose is None:
        return
    mine = minions_at(base, player) + minions_at(target_base, player)
    found = game.chosen_card(choose, mine, E.ONE_OF_YOUR_MINIONS())
    if found is None:
        return
    src, minion = found
    game.move(minion, src, target_base if src is base else base, player, why(card))


register(
    modelled(
        "ancient-incas/royal-highway",
        "On a base: after you play an action on another base (during the Conquest phase), may "
        "move one of your minions (choose.card) between here and there; its move when played "
        "acts in the Play phase.",
        "Sur une Base : après chacune de vos Actions jouées sur une autre Base (pendant la phase "
        "de Conquête), peut déplacer une de vos Créatures (choose.card) entre ici et là-bas ; son "
        "déplacement à l'arrivée se fait pendant la phase de jeu.",
        box=BOX,
        play_scope="everywhere",
        on_other_played=_royal_highway,
    ),
)
